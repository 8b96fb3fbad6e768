"""Triage across modalities: a rater gives a finished conversation its final level.

The conversation reaches the rater as its original transcript, as an ASR transcript or as
audio (``encounter``); the rater is the offline protocol nurse (``offline``) or any LLM
(``llm``); ``batch`` rates a folder and ``agreement`` compares folders of ratings with
weighted kappa and confusion matrices. ``triagesim rate`` is the command.
"""

from .agreement import compare_folders, load_ratings, pair_figures, truth_figures
from .batch import RateSummary, rate_folder, write_summary
from .encounter import MODALITIES, Encounter, load_encounter
from .llm import LLMRater, RaterVerdict
from .models import Rating
from .offline import OfflineRater

__all__ = [
    "MODALITIES",
    "Encounter",
    "load_encounter",
    "OfflineRater",
    "LLMRater",
    "RaterVerdict",
    "Rating",
    "RateSummary",
    "rate_folder",
    "write_summary",
    "compare_folders",
    "load_ratings",
    "pair_figures",
    "truth_figures",
]
