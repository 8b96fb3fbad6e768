"""Clinical vignettes: the ``Case`` model and loaders for JSONL, JSON and CSV.

A MIMIC-IV-ED ``triage.csv`` loads as is. Its values are messy in the ways real charts are
(blank cells, ``UTA`` for pain, the odd Celsius temperature), so parsing is tolerant where a
value has one sensible reading and strict where it is physically impossible. Every error
names the file, the line (or item) and the field, because a researcher fixing row 81,402 of a
448k-row file needs exactly that.
"""

from __future__ import annotations

import csv
import json
import math
import re
import warnings
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator
from .errors import InputError

__all__ = [
    "Case",
    "CaseHistory",
    "Vitals",
    "CaseValidationError",
    "CaseRowWarning",
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
    "resprate": (0.0, 80.0, "breaths/min"),
    "o2sat": (0.0, 100.0, "%"),
    "sbp": (0.0, 350.0, "mmHg"),
    "dbp": (0.0, 300.0, "mmHg"),
}
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
    *VITAL_FIELDS,
}


class CaseValidationError(InputError):
    """A case row that cannot be loaded; names the file, the row and the field."""

    def __init__(self, source: str, row: str, field: str | None, message: str):
        self.source, self.row, self.field, self.reason = source, row, field, message
        where = f"{source}, {row}" + (f", field '{field}'" if field else "")
        super().__init__(f"{where}: {message}")


class CaseRowWarning(UserWarning):
    """Emitted for each bad row skipped when loading with ``strict=False``."""


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
    """Patient-facing details of the story, in lay words; everything optional."""

    model_config = ConfigDict(extra="forbid")
    onset: str | None = None
    duration: str | None = None
    character: str | None = None
    location: str | None = None
    associated_symptoms: list[str] = Field(default_factory=list)
    past_medical_history: list[str] = Field(default_factory=list)
    medications: list[str] = Field(default_factory=list)
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
    # engines read as an adult: MIMIC-IV-ED holds adults only.
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

    @field_validator("expert_red_flags")
    @classmethod
    def _normalise_flags(cls, flags: list[str]) -> list[str]:
        return sorted({" ".join(flag.lower().split()) for flag in flags if flag.strip()})

    @property
    def default_algorithm(self) -> Algorithm:
        """The case's own scale: ESI when it has an ESI label or none at all, else ATS."""
        if self.acuity is None and self.ats_category is not None:
            return "ats"
        return "esi"

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
        }


# ---------------------------------------------------------------------------------------
# Parsing one raw row (flat MIMIC columns or our nested JSON) into a Case.


def _blank(value: Any) -> bool:
    if value is None:
        return True
    if isinstance(value, float) and math.isnan(value):
        return True
    return isinstance(value, str) and value.strip() == ""


def _number(value: Any, source: str, row: str, field: str) -> float | None:
    if _blank(value):
        return None
    if isinstance(value, bool):
        raise CaseValidationError(source, row, field, f"expected a number, got {value!r}")
    if isinstance(value, (int, float)):
        number = float(value)
    else:
        try:
            number = float(str(value).strip())
        except ValueError:
            raise CaseValidationError(source, row, field, f"expected a number, got {value!r}") from None
    if not math.isfinite(number):
        raise CaseValidationError(source, row, field, f"expected a finite number, got {value!r}")
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
            source, row, field, f"{value!r} is impossible (allowed {low:g}–{high:g} {unit})"
        )
    return number


_PAIN_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _pain(value: Any, source: str, row: str) -> tuple[float | None, str | None]:
    """Pain as charted: a number, ``8/10``, a range ``5-6`` (the higher bound), or text like ``UTA``."""
    if _blank(value):
        return None, None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value)
        text = None
    else:
        text = str(value).strip()
        found = _PAIN_NUMBER.findall(text.split("/")[0])
        if not found:
            return None, text  # UTA, unable, sleeping, ...
        number = max(float(item) for item in found)
    if not 0 <= number <= 10:
        raise CaseValidationError(source, row, "pain", f"{value!r} is outside the 0–10 pain scale")
    return number, text


def _level(value: Any, source: str, row: str, field: str) -> int | None:
    number = _number(value, source, row, field)
    if number is None:
        return None
    if not number.is_integer() or not 1 <= number <= 5:
        raise CaseValidationError(source, row, field, f"{value!r} is not a triage level 1–5")
    return int(number)


def _string_list(value: Any, source: str, row: str, field: str) -> list[str]:
    if _blank(value):
        return []
    if isinstance(value, str):
        return [part.strip() for part in re.split(r"[;|]", value) if part.strip()]
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return value
    raise CaseValidationError(source, row, field, f"expected a list of strings, got {value!r}")


def _identifier(value: Any) -> str | None:
    if _blank(value):
        return None
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


def parse_case(raw: Mapping[str, Any], source: str, row: str, strict: bool = True) -> Case:
    """One raw record → ``Case``; raises ``CaseValidationError`` naming the field."""
    if not isinstance(raw, Mapping):
        raise CaseValidationError(source, row, None, f"expected an object, got {type(raw).__name__}")
    data: dict[str, Any] = {}
    for key, value in raw.items():
        name = _ALIASES.get(str(key).strip().lower(), str(key).strip())
        data[name] = value
    unknown = sorted(set(data) - _KNOWN_TOP)
    extra = dict(data.get("extra") or {})
    if unknown:
        if strict:
            raise CaseValidationError(
                source, row, unknown[0], f"unknown column (known: {', '.join(sorted(_KNOWN_TOP))})"
            )
        extra.update({key: data[key] for key in unknown})

    complaint = data.get("chief_complaint")
    if _blank(complaint):
        raise CaseValidationError(source, row, "chief_complaint", "missing chief complaint")

    nested = data.get("vitals") or {}
    if not isinstance(nested, Mapping):
        raise CaseValidationError(source, row, "vitals", f"expected an object, got {nested!r}")
    for key in nested:
        if key not in VITAL_FIELDS:
            raise CaseValidationError(source, row, f"vitals.{key}", f"unknown vital (known: {', '.join(VITAL_FIELDS)})")
    vitals = {
        name: _vital(nested.get(name, data.get(name)), source, row, name) for name in VITAL_FIELDS
    }

    pain, pain_text = _pain(data.get("pain"), source, row)
    if not _blank(data.get("pain_text")):
        pain_text = str(data["pain_text"])

    history = data.get("history") or {}
    if not isinstance(history, Mapping):
        raise CaseValidationError(source, row, "history", f"expected an object, got {history!r}")
    for key in history:
        if key not in _HISTORY_FIELDS:
            raise CaseValidationError(source, row, f"history.{key}", f"unknown field (known: {', '.join(_HISTORY_FIELDS)})")
    history = dict(history)
    for key in ("associated_symptoms", "past_medical_history", "medications"):
        history[key] = _string_list(history.get(key), source, row, f"history.{key}")
    if history.get("allergies") is not None:
        history["allergies"] = _string_list(history["allergies"], source, row, "history.allergies")

    age = _number(data.get("age"), source, row, "age")
    if age is not None and not 0 <= age <= 120:
        raise CaseValidationError(source, row, "age", f"{data.get('age')!r} is not an age in years (0–120)")
    months = _number(data.get("age_months"), source, row, "age_months")
    if months is not None:
        if not 0 <= months < 36:
            raise CaseValidationError(source, row, "age_months", f"{data.get('age_months')!r} is not an age in months (0–35)")
        if age is not None and int(age) != int(months // 12):
            raise CaseValidationError(source, row, "age_months", f"{months:g} months contradicts age {age:g}")
        age = round(months / 12, 3)

    case_id = _identifier(data.get("case_id")) or f"{Path(source).stem}-{row.split()[-1]}"
    for key in ("sensitive", "justification"):
        if not isinstance(data.get(key) or {}, Mapping):
            raise CaseValidationError(source, row, key, "expected an object of strings")
    try:
        return Case(
            case_id=case_id,
            subject_id=_identifier(data.get("subject_id")),
            age=None if age is None else (int(age) if float(age).is_integer() else age),
            sex=None if _blank(data.get("sex")) else str(data["sex"]).strip(),
            chief_complaint=str(complaint).strip(),
            vitals=Vitals(**vitals),
            pain=pain,
            pain_text=pain_text,
            acuity=_level(data.get("acuity"), source, row, "acuity"),
            ats_category=_level(data.get("ats_category"), source, row, "ats_category"),
            expert_red_flags=_string_list(data.get("expert_red_flags"), source, row, "expert_red_flags"),
            history=CaseHistory(**history),
            sensitive=dict(data.get("sensitive") or {}),
            justification=dict(data.get("justification") or {}),
            extra=extra,
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
# Files.


def _raw_records(path: Path) -> Iterator[tuple[str, Any]]:
    """(row label, raw record) pairs, streamed for JSONL and CSV."""
    suffix = path.suffix.lower()
    source = str(path)
    if suffix == ".csv":
        with path.open(newline="", encoding="utf-8-sig") as handle:
            reader = csv.DictReader(handle)
            if not reader.fieldnames:
                raise CaseValidationError(source, "line 1", None, "empty CSV: no header row")
            for record in reader:
                if None in record:  # more cells than header columns
                    raise CaseValidationError(source, f"line {reader.line_num}", None, "more cells than header columns")
                yield f"line {reader.line_num}", record
    elif suffix in (".jsonl", ".ndjson"):
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    yield f"line {number}", json.loads(line)
                except json.JSONDecodeError as error:
                    yield f"line {number}", CaseValidationError(source, f"line {number}", None, f"invalid JSON: {error.msg}")
    elif suffix == ".json":
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise CaseValidationError(source, f"line {error.lineno}", None, f"invalid JSON: {error.msg}") from None
        if isinstance(document, Mapping) and isinstance(document.get("cases"), list):
            document = document["cases"]
        if not isinstance(document, list):
            raise CaseValidationError(source, "top level", None, "expected a list of cases or {\"cases\": [...]}")
        for index, record in enumerate(document):
            yield f"item {index}", record
    else:
        raise CaseValidationError(source, "file", None, f"unsupported extension {suffix!r} (use .jsonl, .json or .csv)")


def iter_cases(path: str | Path, *, strict: bool = True) -> Iterator[Case]:
    """Stream cases from a file. With ``strict=False`` bad rows are skipped with a ``CaseRowWarning`` each."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"cases file not found: {path}")
    seen: set[str] = set()
    for row, record in _raw_records(path):
        try:
            if isinstance(record, CaseValidationError):
                raise record
            case = parse_case(record, str(path), row, strict=strict)
            if case.case_id in seen:
                raise CaseValidationError(str(path), row, "case_id", f"duplicate case id {case.case_id!r}")
        except CaseValidationError as error:
            if strict:
                raise
            warnings.warn(CaseRowWarning(f"skipped {error}"), stacklevel=2)
            continue
        seen.add(case.case_id)
        yield case


def load_cases(path: str | Path, *, strict: bool = True) -> list[Case]:
    """All cases of a JSONL, JSON or CSV file (a MIMIC-IV-ED ``triage.csv`` loads as is)."""
    return list(iter_cases(path, strict=strict))


def bundled_cases_path() -> Path:
    return Path(__file__).parent / "data" / "vignettes.jsonl"


def load_bundled_cases() -> list[Case]:
    """The vignettes shipped with TriageSim (ESI 1–5, part labelled for ATS)."""
    return load_cases(bundled_cases_path())
