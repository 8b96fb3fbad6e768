"""The one clinical knowledge base: tables as data (``clinical/data``) plus the code that applies them.

- ``concepts``: what the engine can hear (synonyms, lay phrasings) and ``detect``;
- ``registration``: the terse chief complaints registration staff type, with lay words;
- ``vitals``: danger-zone and life-threat vital signs by age, pain scores, and the age at which a
  child's vital signs are judged by the adult limits;
- ``age_limits``: every other age a rule compares with (an adult, an older patient, ...);
- ``resources``: the closed vocabulary of ESI resources and how decision point C counts their kinds;
- ``red_flags``: the canonical red-flag vocabulary with meanings and thresholds.

The protocol nurse, the scripted patient, the rule-based extractor and the LLM prompts all
read these tables, so a fix made here reaches every engine at once.
"""

from .concepts import CONCEPTS, LABELS, SYMPTOMS, ConceptHit, detect

__all__ = ["CONCEPTS", "LABELS", "SYMPTOMS", "ConceptHit", "detect"]
