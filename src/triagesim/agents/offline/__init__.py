"""The offline engine: a protocol nurse, a scripted patient and rule-based belief extraction.

It needs no key and no network, is seeded and deterministic, and is a real triage baseline:
the nurse decides only from what the dialogue and its own vital checks reveal.
"""

from .extractor import RuleBasedExtractor
from .nurse import ProtocolNurse
from .patient import ScriptedPatient

__all__ = ["ProtocolNurse", "RuleBasedExtractor", "ScriptedPatient"]
