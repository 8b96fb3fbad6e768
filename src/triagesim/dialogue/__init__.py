"""The dialogue master: one module of line checks for both engines.

Each check reads one line in its episode (the case as the artifact records it, the personas,
the transcript so far, who speaks) and returns zero or more ``Defect`` with a reason an agent
can act on. ``triagesim check`` runs them over finished artifacts (``lint``); an LLM agent runs
them on each line before it is said (``online``: re-asked once, then repaired or cut).

| kind | what a triage nurse would flag |
|---|---|
| ``chart_shorthand`` | chart abbreviations, words in capitals, clinical terms beyond the patient's English |
| ``reasked`` | the nurse asks about a topic already answered |
| ``patient_repeats`` | the same sentence a third time; "like I said" a second time |
| ``pain_contradiction`` | pain words that contradict the 0-10 score beside them |
| ``case_contradiction`` | a denial of pregnancy, drink or drugs, self-harm or blood thinners the case or an earlier turn asserts |
| ``off_topic`` | a reply that answers another question than the one asked |
| ``broken_english`` | spliced punctuation, lower-case starts, "how he feels else" |
| ``unfit_question`` | pregnancy to a man or a child, drink to a toddler's parent, a 0-10 score for a patient who cannot give one |
| ``companion_age`` | "how old are you" said to the companion |
| ``small_talk_high_acuity`` | small talk in a level 1-2 episode |
| ``idiom_mismatch`` | a British idiom from a patient whose first language is not English |
| ``waiting_room_high_acuity`` | a level 1-2 patient sent to the waiting room |
| ``no_safety_net`` | a level 3-5 patient sent to wait without "tell us if it gets worse" |
"""

from .defects import DEFECT_KINDS, Defect, DefectKind, EpisodeFacts, Line, LineContext
from .lint import DialogueSummary, format_summary, summarise
from .master import CHECKS, check_artifact, check_line, check_transcript
from .online import NURSE_KINDS, PATIENT_KINDS, OnlineMaster, PendingLine

__all__ = [
    "DEFECT_KINDS",
    "Defect",
    "DefectKind",
    "EpisodeFacts",
    "Line",
    "LineContext",
    "CHECKS",
    "check_line",
    "check_transcript",
    "check_artifact",
    "DialogueSummary",
    "summarise",
    "format_summary",
    "OnlineMaster",
    "PendingLine",
    "PATIENT_KINDS",
    "NURSE_KINDS",
]
