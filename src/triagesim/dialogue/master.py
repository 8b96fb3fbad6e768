"""The dialogue master: every line check, run over one line, one transcript or one artifact.

``CHECKS`` holds one check per defect kind, in ``DEFECT_KINDS`` order; a kind without a check
fails at import time. ``check_line`` is what an engine asks before a line is said (online);
``check_transcript`` and ``check_artifact`` replay a finished episode line by line, each line
seeing only the transcript before it, exactly as it would have been checked online.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .acuity import check_no_safety_net, check_small_talk_high_acuity, check_waiting_room_high_acuity
from .consistency import check_case_contradiction, check_pain_contradiction
from .defects import DEFECT_KINDS, Defect, DefectKind, EpisodeFacts, Line, LineContext
from .fit import check_companion_age, check_unfit_question
from .register import check_broken_english, check_chart_shorthand, check_idiom_mismatch
from .relevance import check_off_topic, check_patient_repeats, check_reasked

__all__ = ["Check", "CHECKS", "check_line", "check_transcript", "check_artifact", "transcript_lines", "final_level"]

Check = Callable[[LineContext], list[Defect]]

CHECKS: dict[DefectKind, Check] = {
    "chart_shorthand": check_chart_shorthand,
    "reasked": check_reasked,
    "patient_repeats": check_patient_repeats,
    "pain_contradiction": check_pain_contradiction,
    "case_contradiction": check_case_contradiction,
    "off_topic": check_off_topic,
    "broken_english": check_broken_english,
    "unfit_question": check_unfit_question,
    "companion_age": check_companion_age,
    "small_talk_high_acuity": check_small_talk_high_acuity,
    "idiom_mismatch": check_idiom_mismatch,
    "waiting_room_high_acuity": check_waiting_room_high_acuity,
    "no_safety_net": check_no_safety_net,
}
if tuple(CHECKS) != DEFECT_KINDS:
    raise RuntimeError(f"dialogue checks {tuple(CHECKS)} do not match the defect kinds {DEFECT_KINDS}")


def check_line(context: LineContext, kinds: Iterable[DefectKind] | None = None) -> list[Defect]:
    """Every defect of one line (of the given kinds; all by default), in ``DEFECT_KINDS`` order."""
    wanted = DEFECT_KINDS if kinds is None else tuple(kinds)
    return [defect for kind in wanted for defect in CHECKS[kind](context)]


def check_transcript(episode: EpisodeFacts, lines: Sequence[Line], *, ended: bool = True,
                     kinds: Iterable[DefectKind] | None = None) -> list[Defect]:
    """Every defect of a transcript, line by line; ``ended``: its last nurse line is the closing
    (when no reply follows it)."""
    wanted = DEFECT_KINDS if kinds is None else tuple(kinds)
    last = len(lines) - 1
    defects: list[Defect] = []
    for index, line in enumerate(lines):
        closing = ended and index == last and line.speaker == "nurse"
        defects += check_line(LineContext(episode, line, tuple(lines[:index]), closing), wanted)
    return defects


def transcript_lines(artifact: Mapping[str, Any]) -> list[Line]:
    """The artifact's transcript as lines (its ``transcript``: nurse, patient and companion)."""
    return [Line(int(item["turn"]), item["speaker"], str(item["text"])) for item in artifact.get("transcript") or []
            if isinstance(item, Mapping) and item.get("speaker") in ("nurse", "patient", "companion")]


def final_level(artifact: Mapping[str, Any]) -> int | None:
    """The nurse's final triage level: the ``triage_end`` event of the history, if the episode ended."""
    for event in reversed(artifact.get("history") or []):
        if isinstance(event, Mapping) and event.get("event") == "triage_end" and isinstance(event.get("triage"), int):
            return event["triage"]
    return None


def check_artifact(artifact: Mapping[str, Any], kinds: Iterable[DefectKind] | None = None) -> list[Defect]:
    """Every defect of a finished episode's transcript (an unfinished one has no closing to judge)."""
    level = final_level(artifact)
    episode = EpisodeFacts.of(artifact.get("ground_truth") or {}, artifact.get("personas"), level)
    ended = artifact.get("status") == "completed" and level is not None
    return check_transcript(episode, transcript_lines(artifact), ended=ended, kinds=kinds)
