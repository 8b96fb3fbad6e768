"""Patient and nurse personas: models, YAML loading, seeded sampling and filtering.

A persona changes *how* an agent talks, never what is true: patients keep their case, and
nurses keep the triage rules. Missing fields take a neutral default so a persona file can
name only what it varies; unknown fields are an error, because a misspelt ``verbosty`` that
silently does nothing would corrupt an experiment.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..case_files import TextFileError, describe, one_line, read_text, shorten
from ..errors import InputError

__all__ = [
    "PatientPersona",
    "NursePersona",
    "PersonaError",
    "load_patient_personas",
    "load_nurse_personas",
    "sample_patient_personas",
    "sample_nurse_personas",
    "filter_patient_personas",
    "filter_nurse_personas",
    "age_group_for",
    "ADULT_AGE_GROUPS",
]

_DATA = Path(__file__).resolve().parent.parent / "data"


class PersonaError(InputError):
    """A persona file that cannot be used; names the file and the entry."""


class PatientPersona(BaseModel):
    """How a patient talks and discloses; defaults describe a neutral, cooperative adult."""

    model_config = ConfigDict(extra="forbid")
    persona_id: str = "patient"
    age_group: Literal["child", "adolescent", "young_adult", "middle_aged", "older_adult"] = "middle_aged"
    gender: str = "unspecified"
    ethnicity: str = "unspecified"
    language_proficiency: Literal["native", "fluent", "intermediate", "limited"] = "native"
    recall_accuracy: Literal["high", "medium", "low"] = "high"
    cognitive_state: Literal["alert", "distracted", "confused"] = "alert"
    trust_in_healthcare: Literal["high", "medium", "low"] = "high"
    pain_expression: Literal["minimizing", "accurate", "amplifying"] = "accurate"
    emotion_regulation: Literal["calm", "anxious", "distressed"] = "calm"
    disfluency_rate: float = Field(default=0.0, ge=0.0, le=1.0)
    topic_drift: float = Field(default=0.0, ge=0.0, le=1.0)
    verbosity: Literal["terse", "normal", "verbose"] = "normal"
    instruction: str | None = None


class NursePersona(BaseModel):
    """How a nurse interviews; defaults describe a neutral, guideline-following nurse."""

    model_config = ConfigDict(extra="forbid")
    persona_id: str = "nurse"
    name: str = "Sam Taylor"
    gender: str = "unspecified"
    ethnicity: str = "unspecified"
    experience_level: Literal["novice", "intermediate", "expert"] = "intermediate"
    risk_tolerance: Literal["cautious", "balanced", "permissive"] = "balanced"
    guideline_adherence: Literal["strict", "moderate", "flexible"] = "strict"
    communication_style: Literal["warm", "neutral", "direct"] = "neutral"
    verbosity: Literal["terse", "normal", "verbose"] = "normal"
    emotional_expression: Literal["reserved", "moderate", "expressive"] = "moderate"
    instruction: str | None = None


P = TypeVar("P", PatientPersona, NursePersona)


ADULT_AGE_GROUPS = ("young_adult", "middle_aged", "older_adult")


def age_group_for(age: int | float | None) -> str | None:
    """The ``age_group`` that fits an age in years (None when the age is unknown)."""
    if age is None:
        return None
    if age < 13:
        return "child"
    if age < 18:
        return "adolescent"
    if age < 40:
        return "young_adult"
    if age < 65:
        return "middle_aged"
    return "older_adult"


class _UniqueKeyLoader(yaml.SafeLoader):
    """PyYAML keeps the last of two equal keys silently; a persona entry must not lose a value that way."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                duplicate = key in seen
            except TypeError:
                continue  # unhashable: the base class reports it
            if duplicate:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)


def _document(path: Path) -> Any:
    """The parsed YAML file; every way it can be unreadable is a one-line ``PersonaError``."""
    try:
        text = read_text(path)
    except TextFileError as problem:
        if problem.kind == "missing":
            raise PersonaError(f"{path}: persona file not found") from None
        remedy = "; re-save it as UTF-8" if problem.kind == "encoding" else ""
        raise PersonaError(f"{problem}{remedy}") from None
    try:
        return yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 (a SafeLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f", line {mark.line + 1}" if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error)
        raise PersonaError(one_line(f"{path}{where}: invalid YAML: {problem}")) from None
    except RecursionError:
        raise PersonaError(f"{path}: invalid YAML: nested too deeply") from None
    except ValueError as error:  # a timestamp like 2024-13-45, an integer too long to convert
        raise PersonaError(one_line(f"{path}: invalid YAML value: {error}")) from None


def _entries(path: Path, document: Any) -> list[Any]:
    """The list of entries: the document itself, or its ``personas`` key (and nothing else beside it)."""
    if document is None:
        raise PersonaError(f"{path}: empty file; expected a YAML list of personas")
    if isinstance(document, dict) and "personas" in document:
        others = sorted(map(str, set(document) - {"personas"}))
        if others:
            raise PersonaError(f"{path}: unknown top-level keys {', '.join(map(repr, others))}; only 'personas' may wrap the list")
        document = document["personas"]
    if not isinstance(document, list):
        raise PersonaError(f"{path}: expected a YAML list of personas, got {describe(document)}")
    return document


def _problems(error: ValidationError, model: type[BaseModel]) -> str:
    """Pydantic's errors as ``field 'x': what is wrong``, with the known fields for a misspelt one."""
    parts = []
    for item in error.errors():
        loc = ".".join(str(part) for part in item["loc"])
        message = item["msg"]
        if item["type"] == "extra_forbidden":
            message = f"unknown field (known: {', '.join(model.model_fields)})"
        parts.append(f"field '{loc}': {message}" if loc else message)
    return "; ".join(parts)


def _load(path: str | Path | None, model: type[P], bundled: str) -> list[P]:
    path = Path(path) if path is not None else _DATA / bundled
    personas: list[P] = []
    seen: set[str] = set()
    for index, entry in enumerate(_entries(path, _document(path))):
        if not isinstance(entry, dict):
            raise PersonaError(f"{path}, entry {index}: expected a mapping of fields, got {describe(entry)}")
        label = f"entry {index}" + (f" ({shorten(entry['persona_id'])})" if "persona_id" in entry else "")
        entry = {"persona_id": f"{path.stem}-{index}", **entry}
        try:
            persona = model.model_validate(entry)
        except ValidationError as error:
            raise PersonaError(one_line(f"{path}, {label}: {_problems(error, model)}")) from None
        if persona.persona_id in seen:
            raise PersonaError(f"{path}, {label}: duplicate persona_id {persona.persona_id!r}; make each one unique")
        seen.add(persona.persona_id)
        personas.append(persona)
    if not personas:
        raise PersonaError(f"{path}: no personas in file")
    return personas


def load_patient_personas(path: str | Path | None = None) -> list[PatientPersona]:
    """Patient personas from a YAML list; the bundled set when ``path`` is None."""
    return _load(path, PatientPersona, "patient_personas.yaml")


def load_nurse_personas(path: str | Path | None = None) -> list[NursePersona]:
    """Nurse personas from a YAML list; the bundled set when ``path`` is None."""
    return _load(path, NursePersona, "nurse_personas.yaml")


def _sample(personas: Sequence[P], n: int, seed: int | None, replace: bool) -> list[P]:
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    rng = random.Random(seed)
    if replace or n > len(personas):
        return [rng.choice(personas) for _ in range(n)]
    return rng.sample(list(personas), n)


def sample_patient_personas(
    n: int = 1,
    seed: int | None = None,
    personas: Sequence[PatientPersona] | None = None,
    *,
    replace: bool = False,
) -> list[PatientPersona]:
    """``n`` personas drawn with a seeded RNG (with replacement when ``n`` exceeds the pool)."""
    return _sample(personas if personas is not None else load_patient_personas(), n, seed, replace)


def sample_nurse_personas(
    n: int = 1,
    seed: int | None = None,
    personas: Sequence[NursePersona] | None = None,
    *,
    replace: bool = False,
) -> list[NursePersona]:
    """``n`` nurse personas drawn with a seeded RNG (with replacement when ``n`` exceeds the pool)."""
    return _sample(personas if personas is not None else load_nurse_personas(), n, seed, replace)


def _filter(personas: Iterable[P], model: type[P], criteria: dict[str, Any]) -> list[P]:
    for key in criteria:
        if key not in model.model_fields:
            raise ValueError(f"unknown {model.__name__} field {key!r}; known: {', '.join(model.model_fields)}")

    def matches(persona: P) -> bool:
        for key, wanted in criteria.items():
            value = getattr(persona, key)
            if callable(wanted):
                if not wanted(value):
                    return False
            elif isinstance(wanted, (list, tuple, set, frozenset)):
                if value not in wanted:
                    return False
            elif value != wanted:
                return False
        return True

    return [persona for persona in personas if matches(persona)]


def filter_patient_personas(
    personas: Iterable[PatientPersona] | None = None, **criteria: Any
) -> list[PatientPersona]:
    """Personas whose fields match: a value, a collection of allowed values, or a predicate.

    ``filter_patient_personas(verbosity="terse", disfluency_rate=lambda r: r > 0.3)``
    """
    return _filter(personas if personas is not None else load_patient_personas(), PatientPersona, criteria)


def filter_nurse_personas(personas: Iterable[NursePersona] | None = None, **criteria: Any) -> list[NursePersona]:
    """Nurse personas whose fields match: a value, a collection of allowed values, or a predicate."""
    return _filter(personas if personas is not None else load_nurse_personas(), NursePersona, criteria)
