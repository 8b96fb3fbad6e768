"""The closed vocabulary of ESI resources (``data/resources.yaml``): each name a table or a rule
gives a resource, the kind it belongs to, and how decision point C counts kinds.

Free-text resource names drift ("X-ray", "abdominal X-ray or enema") and two spellings of one
kind would count twice, turning an ESI 4 into an ESI 3. Here every name belongs to exactly one
kind, an unknown name is a load error, and ``count_resources`` counts kinds, never names.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .tables import ClinicalTableError, load_table

__all__ = ["ResourceKind", "RESOURCE_KINDS", "RESOURCE_NAMES", "resource_kind", "count_resources", "expected_resources"]

_FILE = "clinical/data/resources.yaml"


@dataclass(frozen=True)
class ResourceKind:
    """One kind of resource as ESI counts it ("plain X-ray"), with the names that mean it."""

    kind: str
    counts: int  # resources the kind counts as: a complex procedure is two
    names: tuple[str, ...]


def _load(table: dict[str, Any]) -> dict[str, ResourceKind]:
    kinds: dict[str, ResourceKind] = {}
    owner: dict[str, str] = {}
    for kind, entry in table.items():
        where = f"{_FILE}, kind {kind!r}"
        if not isinstance(entry, dict) or "names" not in entry or set(entry) - {"names", "counts"}:
            raise ClinicalTableError(f"{where}: needs names (and optionally counts)")
        names, counts = entry["names"], entry.get("counts", 1)
        if not isinstance(names, list) or not names or not all(isinstance(name, str) and name.strip() for name in names):
            raise ClinicalTableError(f"{where}, field 'names': a list of resource names is needed")
        if isinstance(counts, bool) or not isinstance(counts, int) or counts < 1:
            raise ClinicalTableError(f"{where}, field 'counts': {counts!r} is not a whole number of resources")
        for name in names:
            if name in owner:
                raise ClinicalTableError(f"{where}, field 'names': {name!r} already belongs to kind {owner[name]!r}")
            owner[name] = kind
        kinds[kind] = ResourceKind(kind, counts, tuple(names))
    return kinds


RESOURCE_KINDS: dict[str, ResourceKind] = _load(load_table("resources.yaml"))
_KIND_OF: dict[str, ResourceKind] = {name: kind for kind in RESOURCE_KINDS.values() for name in kind.names}
RESOURCE_NAMES: frozenset[str] = frozenset(_KIND_OF)


def resource_kind(name: str, where: str) -> ResourceKind:
    """The kind ``name`` belongs to; an unknown name is a ``ClinicalTableError`` naming ``where`` it was used."""
    kind = _KIND_OF.get(name)
    if kind is None:
        raise ClinicalTableError(f"{where}: {name!r} is not a resource name of {_FILE}")
    return kind


def _kinds(names: Iterable[str]) -> dict[str, list[str]]:
    grouped: dict[str, list[str]] = {}
    for name in sorted(set(names)):
        grouped.setdefault(resource_kind(name, "expected resources").kind, []).append(name)
    return grouped


def count_resources(names: Iterable[str]) -> int:
    """Decision point C's count: each kind once, at its weight, however many of its names are expected."""
    return sum(RESOURCE_KINDS[kind].counts for kind in _kinds(names))


def expected_resources(names: Iterable[str]) -> list[str]:
    """The expected resources as a nurse says them: one item per kind, names of one kind joined
    with " + " ("CT + ultrasound"), a kind that counts more than once saying so, sorted."""
    items = []
    for kind, group in _kinds(names).items():
        weight = RESOURCE_KINDS[kind].counts
        items.append(" + ".join(group) + (f" (counts as {weight})" if weight > 1 else ""))
    return sorted(items)
