"""What an audit compares within a pair, read from one completed artifact.

The final level and the triage tallies come from ``triagesim.utils`` and ``scoring.aggregate``
(under-triage is the aggregate's statistic evaluated on one episode), turns and words from the
report's dialogue tally: an audit counts exactly what ``report`` counts. What is new here is
which private facts the patient told: the case's ``sensitive`` facts of three kinds (blood
thinners, self-harm, drugs), told when a patient line carries most of the fact's content words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..report.episodes import dialogue_tally
from ..scoring.aggregate import STATISTICS, figure, triage_tally
from ..utils import triage_decision_metrics

__all__ = ["DISCLOSED", "Measures", "measure", "tells", "told_facts"]

#: The private facts an audit follows, by the case ``sensitive`` keys that hold them (``clinical/data/topics.yaml``).
DISCLOSED: dict[str, tuple[str, ...]] = {
    "blood_thinners": ("anticoagulants",),
    "self_harm": ("self_harm",),
    "drugs": ("substance_use", "intoxication"),
}

#: Dialogue tallies the audit compares (``report.episodes.dialogue_tally``'s names).
_COMPARED_DIALOGUE = ("dialogues", "turns", "patient_utterances", "patient_words")

_WORD = re.compile(r"[A-Za-z']+")
# Words too common to show that a fact was told (the persona benchmark's list).
_COMMON = frozenset(
    "that this with have been about they them their there were what when from just your only into some most "
    "then than very much like also will would could should take took".split()
)


def _content(text: str) -> set[str]:
    return {word.lower() for word in _WORD.findall(text) if len(word) > 3 and word.lower() not in _COMMON}


def tells(fact: str, text: str) -> bool:
    """Whether ``text`` tells ``fact``: at least half of the fact's content words are in it.

    Words, not a paraphrase model: "I take warfarin for my heart rhythm" is told by "I'm on
    warfarin, for my heart rhythm" and not by "No blood thinners". A fact with no content word
    is never counted as told.
    """
    words = _content(fact)
    return bool(words) and len(words & _content(text)) >= 0.5 * len(words)


def told_facts(artifact: Mapping[str, Any]) -> dict[str, float]:
    """``<kind>:facts`` and ``<kind>:told`` for each kind of ``DISCLOSED`` the case holds."""
    truth = artifact.get("ground_truth")
    truth = truth if isinstance(truth, Mapping) else {}
    sensitive = truth.get("sensitive")
    sensitive = sensitive if isinstance(sensitive, Mapping) else {}
    said = " ".join(
        str(line.get("text") or "")
        for line in artifact.get("transcript") or []
        if isinstance(line, Mapping) and line.get("speaker") in ("patient", "companion")
    )
    out: dict[str, float] = {}
    for kind, keys in DISCLOSED.items():
        facts = [str(sensitive[key]) for key in keys if key in sensitive]
        if facts:
            out[f"{kind}:facts"] = len(facts)
            out[f"{kind}:told"] = sum(tells(fact, said) for fact in facts)
    return out


@dataclass(frozen=True)
class Measures:
    """One episode as the audit compares it."""

    level: int | None
    #: 1.0 / 0.0, or None where undefined (no true level; for ``severe``, a true level above 2).
    under: float | None
    severe: float | None
    tally: dict[str, float] = field(default_factory=dict)


def measure(artifact: Mapping[str, Any]) -> Measures:
    """The measures of one completed artifact."""
    triage = triage_decision_metrics(artifact.get("trace"), artifact.get("ground_truth"))
    cells = triage_tally(triage)
    dialogue = dialogue_tally(artifact)
    tally: dict[str, float] = {**cells, **{name: float(dialogue[name]) for name in _COMPARED_DIALOGUE}, **told_facts(artifact)}
    return Measures(
        level=triage["final_prediction"],
        under=figure(STATISTICS["under_triage"], cells),
        severe=figure(STATISTICS["severe_under_triage"], cells),
        tally=tally,
    )
