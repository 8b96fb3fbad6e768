"""Reading the clinical tables: YAML and TSV files a clinician can review without Python.

Tables are read once per process and cached; a broken table is a programming error in the
package, reported with the file and the entry so it can be fixed where it lives.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml
from ..errors import InputError

__all__ = ["load_table", "load_tsv", "pattern_table", "unique_top_keys", "ClinicalTableError"]


# libyaml's safe loader when PyYAML was built with it: the same objects as yaml.safe_load (checked
# table by table), read about ten times faster, which is most of a short run's start-up.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ClinicalTableError(InputError):
    """A clinical table that cannot be read; names the file and the entry."""


def _text(name: str) -> str:
    return resources.files("triagesim.clinical").joinpath("data", name).read_text(encoding="utf-8")


#: A top-level key of a table (a concept, a presentation, a lay entry): a name at the start of a line.
_TOP_KEY = re.compile(r"^([A-Za-z_][\w-]*):", re.MULTILINE)


def unique_top_keys(name: str, text: str) -> None:
    """Raise when a table defines one top-level entry twice. YAML keeps the last silently, so a second `priapism:`
    written months later would replace the first, patterns and all (after the 2026-12p measurement, two concepts
    were found written twice that way). One piece of knowledge, one entry."""
    seen: dict[str, int] = {}
    for match in _TOP_KEY.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        key = match.group(1)
        if key in seen:
            raise ClinicalTableError(f"clinical/data/{name}, entry {key!r}: defined twice (lines {seen[key]} and {line}); "
                                     "merge the two into one entry")
        seen[key] = line


class _OneKeyOnce(_LOADER):  # type: ignore[misc,valid-type]
    """The safe loader, refusing a key given twice inside any mapping (an entry's `covers:` written twice kept only the
    last, silently: found training on 2026-12af). The table's name is set per load."""

    table = ""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[Any, int] = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            line = key_node.start_mark.line + 1
            if key in seen:
                raise ClinicalTableError(f"clinical/data/{self.table}, line {line}: key {key!r} given twice in one entry "
                                         f"(first on line {seen[key]}); merge the two")
            seen[key] = line
        return super().construct_mapping(node, deep=deep)


@lru_cache(maxsize=None)
def load_table(name: str) -> dict[str, Any]:
    """A YAML mapping from ``clinical/data/<name>``; an entry defined twice, or a key given twice inside one, is an error."""
    text = _text(name)
    unique_top_keys(name, text)
    loader = type("_TableLoader", (_OneKeyOnce,), {"table": name})
    try:
        data = yaml.load(text, Loader=loader)  # noqa: S506 (a safe loader)
    except yaml.YAMLError as error:
        raise ClinicalTableError(f"clinical/data/{name}: invalid YAML: {error}") from None
    if not isinstance(data, dict):
        raise ClinicalTableError(f"clinical/data/{name}: expected a mapping at the top level")
    return data


@lru_cache(maxsize=None)
def load_tsv(name: str) -> tuple[dict[str, str], ...]:
    """Rows of a tab-separated table with a header; lines starting with ``#`` are comments."""
    lines = [line for line in _text(name).splitlines() if line.strip() and not line.startswith("#")]
    reader = csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    rows = []
    for number, row in enumerate(reader, start=2):
        if None in row or any(value is None for value in row.values()):
            raise ClinicalTableError(f"clinical/data/{name}, row {number}: expected {len(reader.fieldnames or [])} tab-separated columns")
        rows.append({key: value.strip() for key, value in row.items()})
    return tuple(rows)


def pattern_table(table: object, where: str, value: str, valid: Callable[[object], bool],
                  expected: str) -> tuple[tuple[re.Pattern[str], Any], ...]:
    """A list of ``{pattern, <value>}`` entries (presenting.yaml's ``pain_words``, ``immunisations``), each
    pattern compiled case-insensitively; ``where`` names the file and field, ``valid`` checks the value."""
    if not isinstance(table, list):
        raise ClinicalTableError(f"{where}: expected a list of {{pattern, {value}}}")
    entries = []
    for index, entry in enumerate(table):
        if not isinstance(entry, dict) or set(entry) != {"pattern", value} or not valid(entry[value]):
            raise ClinicalTableError(f"{where}, item {index}: needs 'pattern' and '{value}' ({expected}), got {entry!r}")
        try:
            entries.append((re.compile(entry["pattern"], re.IGNORECASE), entry[value]))
        except (re.error, TypeError) as error:
            raise ClinicalTableError(f"{where}, item {index}, field 'pattern': {error}") from None
    return tuple(entries)
