"""The dialogue master online: a line an LLM agent is about to say is checked before it is said,
re-asked once with the reasons, then said as repaired, without its offending sentences, or,
when nothing clean would be left, as written (never an empty line).

The checks are the ones ``triagesim check`` runs over finished artifacts, on the same
``LineContext``; only the facts differ, and only by what the speaker knows. The patient knows its
brief and never its acuity, so the checks that read the case's level (small talk at level 1-2,
a level 1-2 patient sent to wait) are left to the linter; the nurse knows the desk, what it heard
and its own level, so its closing is judged by the level it decided. Each agent keeps one
``OnlineMaster`` per episode; its ``usage`` goes to the artifact's ``usage.<role>``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from .defects import Defect, DefectKind, Line, LineContext, sentences
from .master import check_line

__all__ = ["PATIENT_KINDS", "NURSE_KINDS", "Outcome", "reask_message", "without_offending_sentences",
           "OnlineMaster", "PendingLine"]

#: What the LLM patient (or the companion it plays) is checked for online.
PATIENT_KINDS: tuple[DefectKind, ...] = (
    "chart_shorthand", "patient_repeats", "pain_contradiction", "case_contradiction", "off_topic", "broken_english",
    "idiom_mismatch",
)
#: What the LLM nurse is checked for online.
NURSE_KINDS: tuple[DefectKind, ...] = (
    "reasked", "unfit_question", "companion_age", "no_safety_net", "waiting_room_high_acuity",
)

#: What became of a defect: the re-ask's answer was free of it, its sentences were dropped, or the
#: line was said as written because nothing clean would have been left.
Outcome = Literal["repaired", "dropped", "kept"]


def reask_message(defects: Iterable[Defect]) -> str:
    """The problem a model is re-asked with: every reason, once each, in the checks' order."""
    reasons = "; ".join(dict.fromkeys(defect.reason for defect in defects))
    return f"a triage nurse reading the conversation would flag this line: {reasons}. Say it again without that"


def _saying(context: LineContext, text: str) -> LineContext:
    return replace(context, line=Line(context.line.turn, context.line.speaker, text))


def without_offending_sentences(context: LineContext, defects: list[Defect], kinds: Iterable[DefectKind]) -> str | None:
    """The line without the sentences its defects point to, or None when nothing clean would be left.

    A sentence offends when it holds a defect's excerpt or, said alone in the same place, shows a
    defect of the same kind (a whole-line defect, such as a question on a topic already answered,
    points at no part of the line). What is left must pass every check in ``kinds``: dropping a
    sentence must not leave a line that fails in another way ("No." left alone as an answer).
    """
    found = tuple(dict.fromkeys(defect.kind for defect in defects))
    whole = context.text.strip()
    excerpts = [defect.excerpt for defect in defects if defect.excerpt and defect.excerpt != whole]
    kept = [sentence for sentence in sentences(context.text)
            if not any(excerpt in sentence for excerpt in excerpts) and not check_line(_saying(context, sentence), found)]
    if not kept:
        return None
    text = " ".join(kept)
    if check_line(_saying(context, text), kinds):
        return None
    return text


@dataclass
class OnlineMaster:
    """The dialogue master beside one LLM agent for one episode: its checks, and what they did.

    ``reasks``: lines re-asked; ``repairs``: lines made clean, by the re-ask or by dropping
    sentences; ``unrepaired``: lines said as written with a defect; ``defects``: each defect met,
    with its reason and what became of it (the artifact keeps them).
    """

    kinds: tuple[DefectKind, ...]
    reasks: int = 0
    repairs: int = 0
    unrepaired: int = 0
    defects: list[dict[str, Any]] = field(default_factory=list)

    def line(self) -> "PendingLine":
        """A new line on its way out (one per model call)."""
        return PendingLine(self)

    def record(self, defects: Iterable[Defect], outcome: Outcome) -> None:
        self.defects += [{"kind": defect.kind, "reason": defect.reason, "turn": defect.turn, "excerpt": defect.excerpt,
                          "outcome": outcome} for defect in defects]

    def usage(self) -> dict[str, Any]:
        """The counts and reasons for ``usage.<role>`` in the artifact."""
        return {"dialogue_reasks": self.reasks, "dialogue_repairs": self.repairs,
                "dialogue_unrepaired": self.unrepaired, "dialogue_defects": [dict(item) for item in self.defects]}


class PendingLine:
    """One line on its way out: re-asked at most once (``reask``), then made what is said (``settle``)."""

    def __init__(self, master: OnlineMaster) -> None:
        self.master = master
        self.reasked: list[Defect] = []

    def reask(self, context: LineContext) -> str | None:
        """The problem to re-ask the model with the first time this line fails; None when it passes
        or was re-asked already. Call it only when a re-ask will follow: it is counted as one."""
        if self.reasked:
            return None
        defects = check_line(context, self.master.kinds)
        if not defects:
            return None
        self.reasked = defects
        self.master.reasks += 1
        return reask_message(defects)

    def withdrawn(self) -> None:
        """The model's answer to the re-ask will not be said (an end deferred to see a vital first):
        the words that failed were never said, so the re-ask repaired them."""
        if self.reasked:
            self.master.repairs += 1
            self.master.record(self.reasked, "repaired")

    def settle(self, context: LineContext) -> str:
        """What is said: the line when it passes; else without its offending sentences; else as written."""
        master = self.master
        defects = check_line(context, master.kinds)
        still = {defect.kind for defect in defects}
        master.record([defect for defect in self.reasked if defect.kind not in still], "repaired")
        if not defects:
            master.repairs += bool(self.reasked)
            return context.text
        kept = without_offending_sentences(context, defects, master.kinds)
        if kept is None:
            master.unrepaired += 1
            master.record(defects, "kept")
            return context.text
        master.repairs += 1
        master.record(defects, "dropped")
        return kept
