"""Defect rates over many finished episodes: per defect kind, per engine and per persona trait level.

A rate is the share of transcripts with at least one defect of the kind (a transcript with ten
re-asks counts once): the figure the dialogue fixes are measured by. ``triagesim check`` prints
it, ``triagesim report`` shows it in its Dialogue section; both hand ``summarise`` artifacts
already read by the one reader (``folders.reading``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, Field

from ..personas import NursePersona, PatientPersona
from ..personas.traits import nurse_trait_levels, patient_trait_levels
from ..scoring.aggregate import percent
from .defects import DEFECT_KINDS, Defect, DefectKind, EpisodeFacts
from .master import check_artifact

__all__ = ["Example", "Rates", "DialogueSummary", "summarise", "engine_of", "trait_levels", "format_summary",
           "DEFAULT_EXAMPLES"]

DEFAULT_EXAMPLES = 3


class Example(BaseModel):
    """One flagged line: the artifact it is in, where, what was said and why it is a defect."""

    artifact: str
    turn: int
    speaker: str
    excerpt: str
    reason: str


class Rates(BaseModel):
    """Transcripts, those with any defect, and those with a defect of each kind."""

    transcripts: int = 0
    with_defect: int = 0
    by_kind: dict[DefectKind, int] = Field(default_factory=lambda: dict.fromkeys(DEFECT_KINDS, 0))

    @property
    def rate(self) -> float:
        return self.with_defect / self.transcripts if self.transcripts else 0.0

    def kind_rate(self, kind: DefectKind) -> float:
        return self.by_kind[kind] / self.transcripts if self.transcripts else 0.0

    def add(self, kinds: set[DefectKind]) -> None:
        self.transcripts += 1
        self.with_defect += bool(kinds)
        for kind in kinds:
            self.by_kind[kind] += 1

    def figures(self) -> dict[str, Any]:
        """The JSON shape: counts and rates, overall and by kind."""
        return {
            "transcripts": self.transcripts,
            "with_defect": self.with_defect,
            "rate": round(self.rate, 4),
            "kinds": {kind: {"transcripts": self.by_kind[kind], "rate": round(self.kind_rate(kind), 4)} for kind in DEFECT_KINDS},
        }


def _no_examples() -> dict[DefectKind, list[Example]]:
    return {kind: [] for kind in DEFECT_KINDS}


class DialogueSummary(BaseModel):
    """The defect rates of a set of episodes, with example lines per kind."""

    overall: Rates = Field(default_factory=Rates)
    engines: dict[str, Rates] = Field(default_factory=dict)
    traits: dict[str, dict[str, Rates]] = Field(default_factory=dict)
    examples: dict[DefectKind, list[Example]] = Field(default_factory=_no_examples)
    skipped: list[dict[str, str]] = Field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            **self.overall.figures(),
            "engines": {name: rates.figures() for name, rates in sorted(self.engines.items())},
            "traits": {trait: {level: rates.figures() for level, rates in sorted(levels.items())}
                       for trait, levels in sorted(self.traits.items())},
            "examples": {kind: [example.model_dump() for example in examples] for kind, examples in self.examples.items()},
            "skipped": self.skipped,
        }


def engine_of(artifact: Mapping[str, Any]) -> str:
    """``offline`` or ``llm`` when nurse and patient are of one kind, else ``<nurse>-nurse+<patient>-patient``."""
    agents = artifact.get("agents") if isinstance(artifact.get("agents"), Mapping) else {}
    kinds = []
    for role in ("nurse", "patient"):
        agent = agents.get(role) if isinstance(agents, Mapping) else None
        kinds.append(str(agent.get("kind") or "unknown") if isinstance(agent, Mapping) else "unknown")
    return kinds[0] if kinds[0] == kinds[1] else f"{kinds[0]}-nurse+{kinds[1]}-patient"


def trait_levels(personas: Any) -> dict[str, str]:
    """``patient.<trait>`` / ``nurse.<trait>`` -> level (rates as their named band), and the patient's first language."""
    facts = EpisodeFacts.of({}, personas if isinstance(personas, Mapping) else None)
    levels: dict[str, str] = {}
    patient: PatientPersona | None = facts.patient
    nurse: NursePersona | None = facts.nurse
    if patient is not None:
        levels.update({f"patient.{name}": level for name, level in patient_trait_levels(patient).items()})
        levels["patient.first_language"] = patient.first_language or "not English"
    if nurse is not None:
        levels.update({f"nurse.{name}": level for name, level in nurse_trait_levels(nurse).items()})
    return levels


def summarise(artifacts: Iterable[tuple[str, Mapping[str, Any]]], *, examples: int = DEFAULT_EXAMPLES,
              skipped: Iterable[Mapping[str, str]] = ()) -> DialogueSummary:
    """The defect rates of completed episodes, given as (artifact id, artifact); others are passed over.

    ``examples``: at most this many example lines per kind, each from another case, in the order given.
    """
    summary = DialogueSummary(skipped=[dict(item) for item in skipped])
    engines: dict[str, Rates] = defaultdict(Rates)
    traits: dict[str, dict[str, Rates]] = defaultdict(lambda: defaultdict(Rates))
    cases: dict[DefectKind, set[str]] = defaultdict(set)
    for artifact_id, artifact in artifacts:
        if artifact.get("status") != "completed":
            continue
        defects = check_artifact(artifact)
        kinds = {defect.kind for defect in defects}
        summary.overall.add(kinds)
        engines[engine_of(artifact)].add(kinds)
        for trait, level in trait_levels(artifact.get("personas")).items():
            traits[trait][level].add(kinds)
        _keep_examples(summary.examples, artifact_id, str(artifact.get("case_id") or artifact_id), defects, examples, cases)
    summary.engines = dict(engines)
    summary.traits = {trait: dict(levels) for trait, levels in traits.items()}
    return summary


def _keep_examples(kept: dict[DefectKind, list[Example]], artifact_id: str, case: str, defects: list[Defect],
                   limit: int, cases: dict[DefectKind, set[str]]) -> None:
    """The first defect of each kind in this artifact, while its kind has fewer than ``limit``
    examples and none from this case yet (two episodes of one case often fail alike)."""
    for defect in defects:
        shown = kept[defect.kind]
        if len(shown) < limit and case not in cases[defect.kind]:
            cases[defect.kind].add(case)
            shown.append(Example(artifact=artifact_id, turn=defect.turn, speaker=defect.speaker,
                                 excerpt=defect.excerpt, reason=defect.reason))


def format_summary(summary: DialogueSummary) -> str:
    """The summary as plain text: the rate per kind with examples, per engine, and per trait level."""
    overall = summary.overall
    out = [f"Dialogue defects: {overall.with_defect} of {overall.transcripts} transcripts "
           f"({percent(overall.rate)}) have at least one", ""]
    out.append(f"{'defect':<26} {'transcripts':>11} {'rate':>7}")
    for kind in DEFECT_KINDS:
        out.append(f"{kind:<26} {overall.by_kind[kind]:>11} {percent(overall.kind_rate(kind)):>7}")
    for kind in DEFECT_KINDS:
        if not summary.examples[kind]:
            continue
        out += ["", f"{kind}:"]
        for example in summary.examples[kind]:
            out.append(f"  {example.artifact} turn {example.turn} {example.speaker}: {_clip(example.excerpt)}")
            out.append(f"    -> {example.reason}")
    if summary.engines:
        out += ["", f"{'engine':<32} {'transcripts':>11} {'any':>7}  " + " ".join(f"{_short(kind):>7}" for kind in DEFECT_KINDS)]
        for name, rates in sorted(summary.engines.items()):
            out.append(_rates_row(name, rates, 32))
    if summary.traits:
        out += ["", f"{'persona trait = level':<44} {'transcripts':>11} {'any':>7}  "
                + " ".join(f"{_short(kind):>7}" for kind in DEFECT_KINDS)]
        for trait, levels in sorted(summary.traits.items()):
            for level, rates in sorted(levels.items()):
                out.append(_rates_row(f"{trait} = {level}", rates, 44))
    if summary.skipped:
        out += ["", f"skipped {len(summary.skipped)} unreadable files: "
                + "; ".join(f"{item['file']} ({item['reason']})" for item in summary.skipped[:3])]
    out += ["", "columns: " + ", ".join(f"{_short(kind)} = {kind}" for kind in DEFECT_KINDS)]
    return "\n".join(out)


#: Column names of the per-engine and per-trait tables.
_SHORT: dict[DefectKind, str] = {
    "chart_shorthand": "chart", "reasked": "reask", "patient_repeats": "repeat", "pain_contradiction": "pain",
    "case_contradiction": "case", "off_topic": "offtop", "broken_english": "grammar", "unfit_question": "unfit",
    "companion_age": "compage", "small_talk_high_acuity": "smalltk", "idiom_mismatch": "idiom",
    "waiting_room_high_acuity": "waiting", "no_safety_net": "safety",
}


if set(_SHORT) != set(DEFECT_KINDS):
    raise RuntimeError(f"dialogue.lint: column names missing for {sorted(set(DEFECT_KINDS) - set(_SHORT))}")


def _short(kind: DefectKind) -> str:
    return _SHORT[kind]


def _rates_row(name: str, rates: Rates, width: int) -> str:
    cells = " ".join(f"{percent(rates.kind_rate(kind)):>7}" for kind in DEFECT_KINDS)
    return f"{name[:width]:<{width}} {rates.transcripts:>11} {percent(rates.rate):>7}  {cells}"


def _clip(text: str, limit: int = 110) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
