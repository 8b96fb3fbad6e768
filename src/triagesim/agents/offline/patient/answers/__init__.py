"""Answer builders, one mixin per subject; ``ScriptedPatient`` combines them and dispatches ``_a_<intent>``.

The builders call one another through ``self`` (the story uses the pain and symptom sentences, symptoms reuse the
complaint and mechanism clauses), so they work only combined, as in ``ScriptedPatient``.
"""

from __future__ import annotations

from .base import Answer
from .history import HistoryAnswersMixin
from .pain import PainAnswersMixin
from .sensitive import SensitiveAnswersMixin
from .specific import SpecificAnswersMixin
from .story import StoryAnswersMixin
from .symptoms import SymptomAnswersMixin

__all__ = ["Answer", "HistoryAnswersMixin", "PainAnswersMixin", "SensitiveAnswersMixin", "SpecificAnswersMixin",
           "StoryAnswersMixin", "SymptomAnswersMixin"]
