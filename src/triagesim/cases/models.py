"""Clinical vignettes: the ``Case`` model and loaders for JSONL, JSON and CSV.

A MIMIC-IV-ED ``triage.csv`` loads as is. Its values are messy in the ways real charts are
(blank cells, ``UTA`` for pain, the odd Celsius temperature), so parsing is tolerant where a
value has one sensible reading and strict where it is physically impossible. Every error
names the file, the line (or item) and the field, because a researcher fixing row 81,402 of a
448k-row file needs exactly that.

Nothing is dropped silently: headers match whatever their case and spacing (``ChiefComplaint``,
`` HeartRate ``), unknown ones are kept in ``extra`` with a warning, a value given twice is an
error rather than a pick, and a value read with an assumption (a pain range) warns. Reading the
file itself (encodings, formats) lives in ``cases.files``.
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ..clinical.ages import apparent_age
from ..clinical.sexes import apparent_sex
from ..clinical.speakers import Speaker, language_spoken
from .files import (
    CaseColumnWarning,
    CaseRecords,
    CaseRowWarning,
    CasesFileNotFoundError,
    CaseValidationError,
    CaseValueWarning,
    CaseWarning,
    describe,
    one_line,
    open_records,
    shorten,
    where,
)

__all__ = [
    "VITAL_UNITS",
    "Case",
    "CaseHistory",
    "Vitals",
    "CaseValidationError",
    "CasesFileNotFoundError",
    "CaseWarning",
    "CaseRowWarning",
    "CaseColumnWarning",
    "CaseValueWarning",
    "iter_cases",
    "load_cases",
    "bundled_cases_path",
    "load_bundled_cases",
]

Algorithm = Literal["esi", "ats"]
VITAL_FIELDS = ("temperature", "heartrate", "resprate", "o2sat", "sbp", "dbp")
# Physically possible ranges (inclusive); values outside them cannot be a live patient's reading.
_VITAL_RANGES: dict[str, tuple[float, float, str]] = {
    "temperature": (77.0, 113.0, "°F"),
    "heartrate": (0.0, 300.0, "beats/min"),
    "resprate": (0.0, 150.0, "breaths/min"),  # a newborn in respiratory distress can breathe 90-100 times a minute
    "o2sat": (0.0, 100.0, "%"),
    "sbp": (0.0, 350.0, "mmHg"),
    "dbp": (0.0, 300.0, "mmHg"),
}
VITAL_UNITS: dict[str, str] = {name: unit for name, (_low, _high, unit) in _VITAL_RANGES.items()}
_CELSIUS_RANGE = (25.0, 45.0)

# Column aliases: MIMIC-IV-ED names on the left, our field names on the right.
_ALIASES = {
    "stay_id": "case_id",
    "id": "case_id",
    "chiefcomplaint": "chief_complaint",
    "complaint": "chief_complaint",
    "ats": "ats_category",
    "esi": "acuity",
    "gender": "sex",
}
_HISTORY_FIELDS = (
    "onset",
    "duration",
    "character",
    "location",
    "associated_symptoms",
    "past_medical_history",
    "medications",
    "allergies",
    "mechanism",
)
_KNOWN_TOP = {
    "case_id",
    "subject_id",
    "age",
    "age_months",
    "sex",
    "chief_complaint",
    "vitals",
    "pain",
    "pain_text",
    "acuity",
    "ats_category",
    "expert_red_flags",
    "history",
    "sensitive",
    "justification",
    "extra",
    "speaker",
    "companion",
    "arrival",
    "first_look",
    "narrative",
    *VITAL_FIELDS,
}


class Vitals(BaseModel):
    """Triage vitals as MIMIC-IV-ED records them (temperature in °F); ``None`` means not recorded."""

    model_config = ConfigDict(extra="forbid")
    temperature: float | None = None
    heartrate: float | None = None
    resprate: float | None = None
    o2sat: float | None = None
    sbp: float | None = None
    dbp: float | None = None


class CaseHistory(BaseModel):
    """Patient-facing details of the story, in lay words; everything optional.

    A list field is ``None`` when the case does not record it and ``[]`` when it records
    "none": a MIMIC row (complaint and vitals only) must not make the patient deny every
    medicine and symptom, while a vignette that lists no medicines means the patient takes none.
    """

    model_config = ConfigDict(extra="forbid")
    onset: str | None = None
    duration: str | None = None
    character: str | None = None
    location: str | None = None
    associated_symptoms: list[str] | None = None
    past_medical_history: list[str] | None = None
    medications: list[str] | None = None
    allergies: list[str] | None = None
    mechanism: str | None = None


class Case(BaseModel):
    """One vignette: the ground truth of an episode.

    ``acuity`` is the ESI level, ``ats_category`` the ATS category; either may be missing,
    and a case with neither is loaded but unscored.
    """

    model_config = ConfigDict(extra="forbid")
    case_id: str
    subject_id: str | None = None
    # Years; an infant's age is a fraction (0.75 = nine months). None means unknown, which the
    # engines read as an adult (MIMIC-IV-ED holds adults only) unless the complaint names a
    # baby's or a child's things: ``apparent_age``.
    age: int | float | None = Field(default=None, ge=0, le=120)
    sex: str | None = None
    chief_complaint: str
    vitals: Vitals = Field(default_factory=Vitals)
    pain: float | None = Field(default=None, ge=0, le=10)
    pain_text: str | None = None
    acuity: int | None = Field(default=None, ge=1, le=5)
    ats_category: int | None = Field(default=None, ge=1, le=5)
    expert_red_flags: list[str] = Field(default_factory=list)
    history: CaseHistory = Field(default_factory=CaseHistory)
    sensitive: dict[str, str] = Field(default_factory=dict)
    justification: dict[str, str] = Field(default_factory=dict)
    extra: dict[str, Any] = Field(default_factory=dict)
    # Who gives the history, and what the nurse sees at the desk (None: read from the complaint / unknown).
    speaker: Speaker | None = Field(default=None, description="'companion' when someone speaks for the patient.")
    companion: str | None = Field(default=None, description="Who the companion is: parent, partner, paramedic, ...")
    arrival: str | None = Field(default=None, description="How the patient arrived: walk-in, ambulance, police, ...")
    first_look: str | None = Field(
        default=None, description="What the nurse sees at a glance: AVPU, work of breathing, skin (one line)."
    )
    narrative: str | None = Field(
        default=None,
        description="The story in prose, as a teaching vignette tells it (third person, several sentences).",
    )

    @field_validator("expert_red_flags")
    @classmethod
    def _normalise_flags(cls, flags: list[str]) -> list[str]:
        return sorted({" ".join(flag.lower().split()) for flag in flags if flag.strip()})

    @property
    def apparent_age(self) -> int | float | None:
        """The age the patient has in an episode: the recorded one, else the one the complaint gives
        away ("decreased wet diapers": a baby; ``clinical/data/ages.yaml``), else None (an adult).
        The ground truth keeps the recorded ``age``."""
        return self.age if self.age is not None else apparent_age(self.chief_complaint)

    @property
    def apparent_sex(self) -> str | None:
        """The sex the patient has in an episode: the recorded one, else the one the complaint gives
        away ("enlarged prostate": a man; ``clinical/data/sexes.yaml``), else None (the persona's)."""
        return self.sex if self.sex is not None else apparent_sex(self.chief_complaint)

    @property
    def stated_language(self) -> str | None:
        """The language other than English the complaint says the patient speaks ("speaks Cantonese"), else None:
        the persona that plays the case then has limited English in it (``personas.fit_patient_persona``)."""
        return language_spoken(self.chief_complaint)

    @property
    def default_algorithm(self) -> Algorithm:
        """The case's own scale: ESI when it has an ESI label or none at all, else ATS."""
        if self.acuity is None and self.ats_category is not None:
            return "ats"
        return "esi"

    def text_fields(self) -> dict[str, str | list[str]]:
        """Every field of the case written in words, by name (``history.onset``, ``narrative``,
        ``extra.<key>``): what the clinical picture is compiled from. Lists stay lists, so one
        item's denial never runs into the next."""
        fields: dict[str, str | list[str]] = {"chief_complaint": self.chief_complaint}
        for name in ("pain_text", "first_look", "narrative"):
            value = getattr(self, name)
            if value:
                fields[name] = value
        for name, value in self.history.model_dump().items():
            if value:
                fields[f"history.{name}"] = value
        for name, value in self.sensitive.items():
            if value:
                fields[f"sensitive.{name}"] = value
        for name, value in self.extra.items():
            if isinstance(value, str) and value.strip():
                fields[f"extra.{name}"] = value
        return fields

    def label(self, algorithm: Algorithm) -> int | None:
        return self.acuity if algorithm == "esi" else self.ats_category

    def ground_truth(self, algorithm: Algorithm | None = None) -> dict[str, Any]:
        """The artifact's ``ground_truth``: ``acuity`` is the label on the run's scale."""
        algorithm = algorithm or self.default_algorithm
        return {
            "case_id": self.case_id,
            "subject_id": self.subject_id,
            "algorithm": algorithm,
            "acuity": self.label(algorithm),
            "esi_acuity": self.acuity,
            "ats_category": self.ats_category,
            "chief_complaint": self.chief_complaint,
            "age": self.age,
            "sex": self.sex,
            "pain": self.pain,
            "pain_text": self.pain_text,
            **self.vitals.model_dump(),
            "expert_red_flags": list(self.expert_red_flags),
            "history": self.history.model_dump(),
            "sensitive": dict(self.sensitive),
            "justification": dict(self.justification),
            "narrative": self.narrative,
        }


# ---------------------------------------------------------------------------------------
# Parsing one raw row (flat MIMIC columns or our nested JSON) into a Case.


@lru_cache(maxsize=4096)  # called per key per row: a 448k-row file has a dozen distinct keys
def _squash(name: str) -> str:
    return re.sub(r"[\s_\-]+", "", name.lower())


# Headers match ignoring case, spaces, underscores and hyphens: ``ChiefComplaint``, `` HeartRate ``, ``ACUITY``.
_COLUMNS = {_squash(name): name for name in _KNOWN_TOP} | {_squash(alias): name for alias, name in _ALIASES.items()}
_VITAL_KEYS = {_squash(name): name for name in VITAL_FIELDS}
_HISTORY_KEYS = {_squash(name): name for name in _HISTORY_FIELDS}
_LIST_HISTORY = ("associated_symptoms", "past_medical_history", "medications", "allergies")


class _FileNotes:
    """What one file was warned about already: a 448k-row file warns once per unknown column,
    once about pain ranges and once per odd pain text, not once per row."""

    def __init__(self, source: str, tabular: bool = False):
        self.source, self.tabular = source, tabular
        self._said: set[str] = set()

    def warn(self, key: str, category: type[CaseWarning], message: str) -> None:
        if key not in self._said:
            self._said.add(key)
            warnings.warn(category(one_line(message)), stacklevel=4)

    def unknown_columns(self, names: list[str]) -> None:
        new = [name for name in names if f"column {name}" not in self._said]
        if new:
            self._said.update(f"column {name}" for name in new)
            warnings.warn(CaseColumnWarning(one_line(
                f"{self.source}: unknown columns kept in 'extra', not used for triage: "
                f"{', '.join(map(repr, new))} (expected: {', '.join(sorted(_KNOWN_TOP))})"
            )), stacklevel=4)


def _blank(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, float) and math.isnan(value):
        return True
    return isinstance(value, str) and value.strip() == ""


def _number(value: Any, source: str, row: str, field: str) -> float | None:
    if _blank(value):
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise CaseValidationError(source, row, field, f"expected a number, got {describe(value)}")
    try:
        number = float(value.strip() if isinstance(value, str) else value)
    except (ValueError, OverflowError):
        raise CaseValidationError(source, row, field, f"expected a number, got {shorten(value)}") from None
    if not math.isfinite(number):
        raise CaseValidationError(source, row, field, f"expected a finite number, got {shorten(value)}")
    return number


def _vital(value: Any, source: str, row: str, field: str) -> float | None:
    number = _number(value, source, row, field)
    if number is None:
        return None
    if field == "temperature" and _CELSIUS_RANGE[0] <= number <= _CELSIUS_RANGE[1]:
        # Charted in Celsius by mistake (common in MIMIC); one reading makes sense.
        number = round(number * 9 / 5 + 32, 1)
    low, high, unit = _VITAL_RANGES[field]
    if not low <= number <= high:
        raise CaseValidationError(
            source, row, field, f"{shorten(value)} is impossible (allowed {low:g}–{high:g} {unit})"
        )
    return number


# A charted score: "7", "7.5", "3/10", "3 out of 10", "pain 3 of 10", "pain score: 4", a range "7-8".
# Not lexicon.parse_pain: that one reads speech ("a six or seven") and lives above this module.
_PAIN_SCORE = re.compile(
    r"(?:pain(?:\s+score)?\s*[:=]?\s*)?(-?\d+(?:\.\d+)?)"
    r"(?:\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?))?(?:\s*(?:/|out\s+of|of)\s*10)?\.?",
    re.IGNORECASE,
)
# Charted words meaning "no score was taken": kept as text, no warning.
_PAIN_UNSCORED = frozenset({
    "uta", "unable", "unable to assess", "unable to rate", "asleep", "sleeping", "intubated",
    "unresponsive", "n/a", "na", "not assessed", "declined", "refused", "unknown", "unk",
})


def _pain(value: Any, row: str, notes: _FileNotes) -> tuple[float | None, str | None]:
    """Pain as charted: a number, ``8/10``, ``3 out of 10`` (3, not 10), or text kept in ``pain_text``.

    A range ``5-6`` reads as its upper bound: the conservative reading for triage, as a nurse
    charting "5-6" means the patient said both. It warns once per file. Text with no score
    that is not a known "not assessed" word (``UTA``, ``sleeping``) warns once per distinct text.
    """
    source = notes.source
    if _blank(value):
        return None, None
    if isinstance(value, str):
        text = value.strip()
        match = _PAIN_SCORE.fullmatch(text)
        if match is None:
            if " ".join(text.lower().split()) not in _PAIN_UNSCORED:
                notes.warn(f"pain {text.lower()}", CaseValueWarning, (
                    f"{where(source, row, 'pain')}: no 0–10 score in {shorten(text)}; kept as pain_text only "
                    "(later rows with the same text are not reported)"
                ))
            return None, text
        numbers = [float(number) for number in match.groups() if number is not None]
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        numbers, text = [float(value)], None
    else:
        raise CaseValidationError(source, row, "pain", f"expected a 0–10 score or text, got {describe(value)}")
    if not all(0 <= number <= 10 for number in numbers):
        raise CaseValidationError(source, row, "pain", f"{shorten(value)} is outside the 0–10 pain scale")
    if len(set(numbers)) > 1:
        notes.warn("pain range", CaseValueWarning, (
            f"{where(source, row, 'pain')}: {shorten(text)} is a range, read as its upper bound "
            f"{max(numbers):g} (later ranges in this file are read the same way without a warning)"
        ))
    return max(numbers), text


def _level(value: Any, source: str, row: str, field: str) -> int | None:
    number = _number(value, source, row, field)
    if number is None:
        return None
    if not number.is_integer() or not 1 <= number <= 5:
        raise CaseValidationError(source, row, field, f"{shorten(value)} is not a triage level 1–5")
    return int(number)


def _string_list(value: Any, row: str, field: str, notes: _FileNotes) -> list[str]:
    """A list of strings. Only a CSV cell may hold several, split on ``;`` or ``|``: in JSON a bare
    string is an error, since reading ``"chest pain"`` as a list is a guess about what was meant."""
    if _blank(value):
        return []
    if isinstance(value, str) and notes.tabular:
        return [part.strip() for part in re.split(r"[;|]", value) if part.strip()]
    if not isinstance(value, list):
        raise CaseValidationError(notes.source, row, field, f"expected a list of strings, got {describe(value)}")
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise CaseValidationError(notes.source, row, field, f"item {index} is {describe(item)}; expected a string")
    return list(value)


def _text(value: Any, source: str, row: str, field: str) -> str | None:
    if _blank(value):
        return None
    if not isinstance(value, str):
        raise CaseValidationError(source, row, field, f"expected text, got {describe(value)}")
    return value.strip()


def _identifier(value: Any, source: str, row: str, field: str) -> str | None:
    if _blank(value):
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise CaseValidationError(source, row, field, f"expected text or a number, got {describe(value)}")
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


def _mapping(value: Any, source: str, row: str, field: str) -> dict[str, Any]:
    if _blank(value):
        return {}
    if not isinstance(value, Mapping):
        raise CaseValidationError(source, row, field, f"expected an object, got {describe(value)}")
    return dict(value)


def _fields(
    raw: Mapping[Any, Any], names: Mapping[str, str], source: str, row: str, prefix: str = ""
) -> tuple[dict[str, Any], dict[str, Any]]:
    """(known fields by their canonical name, unknown keys as written); two keys meaning one field is an error."""
    known: dict[str, Any] = {}
    unknown: dict[str, Any] = {}
    given: dict[str, str] = {}
    for key, value in raw.items():
        text = str(key).strip()
        name = names.get(_squash(text))
        target, label = (known, name) if name is not None else (unknown, text)
        if label in target:
            first = given.get(label, label)
            raise CaseValidationError(source, row, prefix + label, f"given twice (as {first!r} and {text!r}); keep one")
        target[label] = value
        given[label] = text
    return known, unknown


def _reject_unknown(unknown: Mapping[str, Any], known: tuple[str, ...], source: str, row: str, prefix: str) -> None:
    if unknown:
        key = sorted(unknown)[0]
        raise CaseValidationError(source, row, f"{prefix}{key}", f"unknown field (known: {', '.join(known)})")


def _vitals(data: Mapping[str, Any], source: str, row: str) -> dict[str, float | None]:
    """Vitals from flat MIMIC columns or a nested ``vitals`` object; both differing is an error, not a pick."""
    nested, unknown = _fields(_mapping(data.get("vitals"), source, row, "vitals"), _VITAL_KEYS, source, row, "vitals.")
    _reject_unknown(unknown, VITAL_FIELDS, source, row, "vitals.")
    vitals = {}
    for name in VITAL_FIELDS:
        flat, inner = data.get(name), nested.get(name)
        if not _blank(flat) and not _blank(inner) and flat != inner:
            raise CaseValidationError(source, row, name, f"given as {shorten(flat)} and as vitals.{name} {shorten(inner)}; keep one")
        vitals[name] = _vital(flat if _blank(inner) else inner, source, row, name)
    return vitals


def _history(value: Any, row: str, notes: _FileNotes) -> dict[str, Any]:
    source = notes.source
    history, unknown = _fields(_mapping(value, source, row, "history"), _HISTORY_KEYS, source, row, "history.")
    _reject_unknown(unknown, _HISTORY_FIELDS, source, row, "history.")
    for key in _LIST_HISTORY:  # blank: not recorded (None); an empty list: recorded as none
        history[key] = None if _blank(history.get(key)) else _string_list(history[key], row, f"history.{key}", notes)
    for key in _HISTORY_FIELDS:
        if key not in _LIST_HISTORY:
            history[key] = _text(history.get(key), source, row, f"history.{key}")
    return history


def _age(data: Mapping[str, Any], source: str, row: str) -> int | float | None:
    age = _number(data.get("age"), source, row, "age")
    if age is not None and not 0 <= age <= 120:
        raise CaseValidationError(source, row, "age", f"{shorten(data.get('age'))} is not an age in years (0–120)")
    months = _number(data.get("age_months"), source, row, "age_months")
    if months is not None:
        if not 0 <= months < 36:
            raise CaseValidationError(source, row, "age_months", f"{shorten(data.get('age_months'))} is not an age in months (0–35)")
        if age is not None and int(age) != int(months // 12):
            raise CaseValidationError(source, row, "age_months", f"{months:g} months contradicts age {age:g}")
        age = round(months / 12, 3)
    return None if age is None else (int(age) if float(age).is_integer() else age)


def parse_case(
    raw: Mapping[str, Any], source: str, row: str, strict: bool = True, *, notes: _FileNotes | None = None
) -> Case:
    """One raw record → ``Case``; raises ``CaseValidationError`` naming the field, and nothing else.

    Unknown keys are an error when ``strict``, else kept in ``extra`` with one ``CaseColumnWarning``
    per file (``notes`` carries what was said already across the rows of a file).
    """
    notes = notes or _FileNotes(source)
    if not isinstance(raw, Mapping):
        raise CaseValidationError(source, row, None, f"expected an object, got {describe(raw)}")
    data, unknown = _fields(raw, _COLUMNS, source, row)
    extra = _mapping(data.get("extra"), source, row, "extra")
    if unknown:
        if strict:
            key = sorted(unknown)[0]
            raise CaseValidationError(source, row, key, f"unknown column (known: {', '.join(sorted(_KNOWN_TOP))})")
        notes.unknown_columns(list(unknown))
        for key, value in unknown.items():
            if key in extra and extra[key] != value:
                raise CaseValidationError(source, row, f"extra.{key}", "given both as a column and inside 'extra'; keep one")
            extra[key] = value

    complaint = _text(data.get("chief_complaint"), source, row, "chief_complaint")
    if complaint is None:
        raise CaseValidationError(source, row, "chief_complaint", "missing chief complaint")
    pain, pain_text = _pain(data.get("pain"), row, notes)
    pain_text = _text(data.get("pain_text"), source, row, "pain_text") or pain_text
    case_id = _identifier(data.get("case_id"), source, row, "case_id") or f"{Path(source).stem}-{row.split()[-1]}"
    try:
        return Case(
            case_id=case_id,
            subject_id=_identifier(data.get("subject_id"), source, row, "subject_id"),
            age=_age(data, source, row),
            sex=_text(data.get("sex"), source, row, "sex"),
            chief_complaint=complaint,
            vitals=Vitals(**_vitals(data, source, row)),
            pain=pain,
            pain_text=pain_text,
            acuity=_level(data.get("acuity"), source, row, "acuity"),
            ats_category=_level(data.get("ats_category"), source, row, "ats_category"),
            expert_red_flags=_string_list(data.get("expert_red_flags"), row, "expert_red_flags", notes),
            history=CaseHistory(**_history(data.get("history"), row, notes)),
            sensitive=_mapping(data.get("sensitive"), source, row, "sensitive"),
            justification=_mapping(data.get("justification"), source, row, "justification"),
            extra=extra,
            speaker=_text(data.get("speaker"), source, row, "speaker"),
            companion=_text(data.get("companion"), source, row, "companion"),
            arrival=_text(data.get("arrival"), source, row, "arrival"),
            first_look=_text(data.get("first_look"), source, row, "first_look"),
            narrative=_text(data.get("narrative"), source, row, "narrative"),
        )
    except CaseValidationError:
        raise  # already names the file, row and field (it is a ValueError too: don't re-wrap it)
    except ValueError as error:  # pydantic's ValidationError is a ValueError
        errors = getattr(error, "errors", None)
        if callable(errors):
            first = errors()[0]
            field = ".".join(str(part) for part in first.get("loc", ()))
            raise CaseValidationError(source, row, field or None, first.get("msg", str(error))) from None
        raise CaseValidationError(source, row, None, str(error)) from None


# ---------------------------------------------------------------------------------------
# Files (reading, encodings and formats live in ``cases.files``).


def _cases(records: CaseRecords, strict: bool) -> Iterator[Case]:
    notes = _FileNotes(records.source, records.tabular)
    seen: set[str] = set()
    for row, record in records.rows:  # file-level problems raise from here in either mode
        try:
            if isinstance(record, CaseValidationError):
                raise record
            case = parse_case(record, records.source, row, strict=strict, notes=notes)
            if case.case_id in seen:
                raise CaseValidationError(records.source, row, "case_id", f"duplicate case id {case.case_id!r}")
        except CaseValidationError as error:
            if strict:
                raise
            warnings.warn(CaseRowWarning(f"skipped {error}"), stacklevel=2)
            continue
        seen.add(case.case_id)
        yield case


def iter_cases(path: str | Path, *, strict: bool = True, encoding: str | None = None) -> Iterator[Case]:
    """Stream cases from a file. With ``strict=False`` bad rows are skipped with a ``CaseRowWarning`` each.

    The file itself is checked at the call, before the first case: a missing file
    (``CasesFileNotFoundError``, also a ``FileNotFoundError``), a folder, a binary file or bytes
    that are not UTF-8 raise ``CaseValidationError`` naming the byte offset and line. UTF-8 and
    UTF-16/32 files with a byte-order mark load as is; for anything else pass ``encoding``
    (a Python codec name, e.g. ``"cp1252"`` for a CSV saved by Excel on Windows).
    """
    return _cases(open_records(Path(path), encoding), strict)


def load_cases(path: str | Path, *, strict: bool = True, encoding: str | None = None) -> list[Case]:
    """All cases of a JSONL, JSON or CSV file (a MIMIC-IV-ED ``triage.csv`` loads as is); see ``iter_cases``."""
    return list(iter_cases(path, strict=strict, encoding=encoding))


def bundled_cases_path() -> Path:
    return Path(__file__).parent.parent / "data" / "vignettes.jsonl"


def load_bundled_cases() -> list[Case]:
    """The vignettes shipped with TriageSim (ESI 1–5, part labelled for ATS)."""
    return load_cases(bundled_cases_path())
