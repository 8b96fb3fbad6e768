"""Persona files: YAML loading with one-line, named errors.

Every way a file can be unusable (missing, undecodable, invalid YAML, a duplicate key, a
misspelt field, a wrong value, a duplicate id) is a ``PersonaError`` naming the file and the
entry, because a researcher fixing entry 37 of a persona file needs exactly that.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from ..cases.files import TextFileError, describe, one_line, read_text, shorten
from ..errors import InputError
from .models import NursePersona, PatientPersona

__all__ = ["PersonaError", "load_patient_personas", "load_nurse_personas", "BUNDLED_DIR"]

#: Where the bundled persona sets live (``patient_personas.yaml``, ``nurse_personas.yaml``).
BUNDLED_DIR = Path(__file__).resolve().parent.parent / "data"

P = TypeVar("P", PatientPersona, NursePersona)


class PersonaError(InputError):
    """A persona file that cannot be used; names the file and the entry."""


class _UniqueKeyLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """PyYAML keeps the last of two equal keys silently; a persona entry must not lose a value that way.

    On libyaml's parser when PyYAML has it (the constructor, and this check, stay PyYAML's own):
    the bundled persona files are read at every start."""

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
        if "nesting depth" in problem:  # libyaml's words for what the pure-Python parser hits as RecursionError
            problem = "nested too deeply"
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
    path = Path(path) if path is not None else BUNDLED_DIR / bundled
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
