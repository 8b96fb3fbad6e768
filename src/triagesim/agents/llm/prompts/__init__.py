"""Prompt texts of the LLM agents, written for TriageSim: one module per role.

``scales`` holds the ESI / ATS content, ``nurse``, ``patient`` and ``extractor`` each role's
prompts (what a nurse must never say to a patient is ``clinical.level_guard``). Everything is a pure
function of its inputs, so the same episode state always gives the same prompt text, which
is what makes the record/replay cache hit.
"""

from ....clinical.level_guard import leaks_triage_level
from ....clinical.red_flags import RED_FLAG_VOCABULARY
from .extractor import EXTRACTOR_SYSTEM, extractor_user_prompt
from .nurse import format_value, nurse_opening, nurse_state_prompt, nurse_system_prompt
from .patient import DISCLOSURE_THRESHOLD, asks_about, patient_sentence_budget, patient_system_prompt
from .scales import ATS_RULES, ESI_RULES

__all__ = [
    "RED_FLAG_VOCABULARY",
    "ESI_RULES",
    "ATS_RULES",
    "nurse_system_prompt",
    "nurse_state_prompt",
    "nurse_opening",
    "format_value",
    "patient_system_prompt",
    "patient_sentence_budget",
    "DISCLOSURE_THRESHOLD",
    "asks_about",
    "EXTRACTOR_SYSTEM",
    "extractor_user_prompt",
    "leaks_triage_level",
]
