"""The offline engine: a protocol nurse, a scripted patient and rule-based belief extraction.

It needs no key and no network, is seeded and deterministic, and is a real triage baseline:
the nurse decides only from what the dialogue and its own vital checks reveal.
"""

from .extractor import RuleBasedExtractor
from .nurse import ProtocolNurse

__all__ = ["ProtocolNurse", "RuleBasedExtractor", "ScriptedPatient"]


def __getattr__(name: str):
    # The scripted patient lives in its own module; import lazily to keep start-up light.
    if name == "ScriptedPatient":
        from .patient import ScriptedPatient

        return ScriptedPatient
    raise AttributeError(name)
