"""What a line check sees and what it returns: the closed vocabulary of defects, a transcript line,
the facts of an episode every check reads, and the context of the one line being checked.

A check is a pure function of a ``LineContext``: the case (as the artifact records it), the
personas, the transcript so far, the line and who said it. Online (an LLM engine re-asking a
failing line) and offline (``triagesim check`` over finished artifacts) build the same context,
so a line is judged the same way wherever it is said.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, ValidationError

from ..clinical.ages import apparent_age
from ..clinical.concepts import detect
from ..clinical.registration import expand_terms, lookup
from ..clinical.speakers import Speaker, who_speaks
from ..personas import NursePersona, PatientPersona
from ..personas.models import AgeGroup, gender_for

if TYPE_CHECKING:
    from ..core.observations import PatientBrief, Registration

__all__ = [
    "DefectKind",
    "DEFECT_KINDS",
    "Defect",
    "LineSpeaker",
    "Line",
    "EpisodeFacts",
    "LineContext",
    "sentences",
]

#: The defects the dialogue master knows, one name each (docs: ``triagesim.dialogue``).
DefectKind = Literal[
    "chart_shorthand",
    "reasked",
    "patient_repeats",
    "pain_contradiction",
    "case_contradiction",
    "off_topic",
    "broken_english",
    "unfit_question",
    "companion_age",
    "small_talk_high_acuity",
    "idiom_mismatch",
    "waiting_room_high_acuity",
    "no_safety_net",
]
DEFECT_KINDS: tuple[DefectKind, ...] = get_args(DefectKind)

LineSpeaker = Literal["nurse", "patient", "companion"]


class Defect(BaseModel):
    """One defect of one line: its kind, a reason an agent can act on, and where it was said."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: DefectKind
    reason: str
    turn: int
    speaker: LineSpeaker
    excerpt: str


@dataclass(frozen=True)
class Line:
    turn: int
    speaker: LineSpeaker
    text: str

    @property
    def from_patient_side(self) -> bool:
        """Said by the patient or by the companion who speaks for it."""
        return self.speaker != "nurse"


#: The youngest and oldest a persona's age group can be, for a case that records no age.
_AGE_GROUP_SPAN: dict[AgeGroup, tuple[float, float]] = {
    "child": (0, 12.99),
    "adolescent": (13, 17.99),
    "young_adult": (18, 39.99),
    "middle_aged": (40, 64.99),
    "older_adult": (65, 120),
}
_ITEM_SPLIT = re.compile(r"[,;]+")
#: Concepts of a chief complaint whose patient cannot say anything itself, a pain score least of all.
_CANNOT_SPEAK = frozenset({"unresponsive", "cardiac_arrest", "seizure_active", "intubated"})


def _persona(model: type[BaseModel], data: Any) -> Any:
    """The persona as its model, or None when the artifact holds none (or one this version cannot read)."""
    if isinstance(data, model):
        return data
    if not isinstance(data, Mapping):
        return None
    try:
        return model.model_validate(dict(data))
    except ValidationError:
        return None


@dataclass(frozen=True)
class EpisodeFacts:
    """The case and the personas of one episode, and what every check derives from them once.

    ``ground_truth`` is what is known of the case, under the names of ``Case.ground_truth``: the
    artifact's own when a finished episode is checked; online, only what the agent whose line is
    checked knows (``from_brief``, ``from_registration``), so no check reads past the information
    barrier. ``level`` is the nurse's triage level (the closing must match the level decided);
    ``speaker``, who answers at the desk when the agent was told (else read from the complaint).
    """

    ground_truth: Mapping[str, Any]
    patient: PatientPersona | None = None
    nurse: NursePersona | None = None
    level: int | None = None
    speaker: Speaker | None = None

    @classmethod
    def of(cls, ground_truth: Mapping[str, Any], personas: Mapping[str, Any] | None = None,
           level: int | None = None) -> "EpisodeFacts":
        """From an artifact's ``ground_truth`` and ``personas`` (dicts as written, or the models)."""
        personas = personas or {}
        return cls(ground_truth, _persona(PatientPersona, personas.get("patient")),
                   _persona(NursePersona, personas.get("nurse")), level)

    @classmethod
    def from_brief(cls, brief: "PatientBrief", persona: PatientPersona | None = None) -> "EpisodeFacts":
        """What the LLM patient knows of itself, to check its own lines online: its brief holds the
        case's patient-facing fields under the same names (complaint, age, sex, pain, history, private
        facts) and never the acuity, so the checks that read the level find none and stay silent."""
        return cls(brief.model_dump(), persona, speaker=brief.speaker)

    @classmethod
    def from_registration(cls, registration: "Registration", heard: Sequence[str] = (),
                          nurse: NursePersona | None = None, level: int | None = None) -> "EpisodeFacts":
        """What the LLM nurse knows, to check its own lines online: the desk (age, sex, who answers)
        and, standing for the complaint, its first look and what the patient's side has told it
        (``heard``: "she swallowed my pills" makes a drink-or-drugs question fit a toddler, "he's
        still fitting" rules a pain score out). ``level`` is the nurse's own current level."""
        complaint = "; ".join(text.strip() for text in (registration.first_look or "", *heard) if text.strip())
        known = {"chief_complaint": complaint, "age": registration.age, "sex": registration.sex}
        return cls(known, None, nurse, level, registration.speaker)

    @property
    def complaint(self) -> str:
        return str(self.ground_truth.get("chief_complaint") or "")

    @property
    def acuity(self) -> int | None:
        value = self.ground_truth.get("acuity")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def decided_level(self) -> int | None:
        """The nurse's final level, else the case's own."""
        return self.level if self.level is not None else self.acuity

    @cached_property
    def age_range(self) -> tuple[float, float] | None:
        """(youngest, oldest) the patient can be: the recorded or apparent age, else the persona's age group."""
        age = self.ground_truth.get("age")
        if isinstance(age, (int, float)) and not isinstance(age, bool):
            return (float(age), float(age))
        apparent = apparent_age(self.complaint)
        if apparent is not None:
            return (apparent, apparent)
        if self.patient is not None:
            return _AGE_GROUP_SPAN[self.patient.age_group]
        return None

    @cached_property
    def sex(self) -> str | None:
        """``female`` / ``male`` as the case records it, else None. Not the persona's: a row without a
        sex is given a sampled persona, whose gender may not fit its complaint ("heavy menses")."""
        recorded = gender_for(self.ground_truth.get("sex"))
        return recorded if recorded in ("female", "male") else None

    @cached_property
    def complaint_concepts(self) -> frozenset[str]:
        """The concepts the chief complaint asserts (not negated): its words read through the
        registration vocabulary, and each item that is a whole registration term ("+HCG")."""
        expanded = expand_terms(self.complaint)
        # Read twice: as written, and as one phrase ("seizure, ongoing" is an ongoing seizure).
        concepts = {hit.concept for text in (expanded, expanded.replace(",", " ")) for hit in detect(text) if not hit.negated}
        for item in _ITEM_SPLIT.split(self.complaint):
            entry = lookup(item) if item.strip() else None
            if entry is not None:
                concepts.update(entry.concepts)
        return frozenset(concepts)

    @cached_property
    def medication_concepts(self) -> frozenset[str]:
        """Concepts of the case's medication list and of its private facts (a blood thinner kept there)."""
        history = self.ground_truth.get("history")
        medications = history.get("medications") if isinstance(history, Mapping) else None
        texts = [str(item) for item in medications or [] if item]
        sensitive = self.ground_truth.get("sensitive")
        if isinstance(sensitive, Mapping) and sensitive.get("anticoagulants"):
            texts.append(str(sensitive["anticoagulants"]))
        return frozenset(hit.concept for text in texts for hit in detect(text) if not hit.negated)

    @cached_property
    def expected_speaker(self) -> Speaker:
        """Who answers at the desk: as the agent was told, else the patient, or a companion for one who
        cannot (``clinical.speakers``)."""
        if self.speaker is not None:
            return self.speaker
        ages = self.age_range
        age = ages[0] if ages is not None and ages[0] == ages[1] else None
        return who_speaks(self.complaint, pain_text=self.ground_truth.get("pain_text"), age=age)

    @cached_property
    def cannot_self_report(self) -> bool:
        """The chart says the patient cannot speak for itself at all: unresponsive, in or just out of
        a cardiac arrest, still seizing, intubated (``clinical.concepts``), in its chief complaint or
        in its story (the onset and the symptoms a companion would describe)."""
        if self.complaint_concepts & _CANNOT_SPEAK:
            return True
        history = self.ground_truth.get("history")
        story = []
        if isinstance(history, Mapping):
            story = [history.get("onset"), *(history.get("associated_symptoms") or [])]
        return any(hit.concept in _CANNOT_SPEAK and not hit.negated
                   for text in story if isinstance(text, str) for hit in detect(text))


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    """A line's sentences: split after ``.``, ``!`` or ``?`` followed by white space."""
    return [part for part in _SENTENCE_END.split(text.strip()) if part]


@dataclass(frozen=True)
class LineContext:
    """One line to check, with the episode and the transcript before it.

    ``closing`` marks the nurse's last line of a finished episode (its disposition).
    """

    episode: EpisodeFacts
    line: Line
    before: tuple[Line, ...] = ()
    closing: bool = False

    @property
    def text(self) -> str:
        return self.line.text

    def defect(self, kind: DefectKind, reason: str, excerpt: str | None = None) -> Defect:
        """A defect of this line; ``excerpt`` is the offending part (the whole line by default)."""
        return Defect(kind=kind, reason=reason, turn=self.line.turn, speaker=self.line.speaker,
                      excerpt=(excerpt if excerpt is not None else self.line.text).strip())

    @cached_property
    def question(self) -> Line | None:
        """The nurse line this patient-side line answers: the last nurse line before it."""
        for earlier in reversed(self.before):
            if earlier.speaker == "nurse":
                return earlier
        return None

    @cached_property
    def exchanges(self) -> tuple[tuple[Line, Line], ...]:
        """(nurse line, the first reply to it) for every answered nurse line before this one."""
        pairs = []
        asked: Line | None = None
        for earlier in self.before:
            if earlier.speaker == "nurse":
                asked = earlier
            elif asked is not None:
                pairs.append((asked, earlier))
                asked = None
        return tuple(pairs)

    @cached_property
    def addressee(self) -> Speaker:
        """Whom a nurse line speaks to: whoever answered last, else whoever the case says answers."""
        for earlier in reversed(self.before):
            if earlier.speaker in ("patient", "companion"):
                return earlier.speaker  # type: ignore[return-value]
        return self.episode.expected_speaker
