"""The canonical red-flag vocabulary (``data/red_flags.yaml``) and its synonyms.

Metrics match flags by exact string, so every engine logs only these names; synonyms map a
paraphrase ("low oxygen saturation") onto its canonical name ("hypoxia") where a caller wants
that (the report, expert-flag files); the spec's raw exact matching stays untouched.
"""

from __future__ import annotations

from .tables import load_table

__all__ = ["RED_FLAG_VOCABULARY", "RED_FLAG_NAMES", "canonical_flag"]

_TABLE = load_table("red_flags.yaml")
RED_FLAG_VOCABULARY: dict[str, str] = {name: entry["meaning"] for name, entry in _TABLE.items()}
RED_FLAG_NAMES: frozenset[str] = frozenset(RED_FLAG_VOCABULARY)
_SYNONYMS: dict[str, str] = {}
for _name, _entry in _TABLE.items():
    _SYNONYMS[_name] = _name
    for _synonym in _entry.get("synonyms") or ():
        _SYNONYMS.setdefault(" ".join(str(_synonym).lower().split()), _name)


def canonical_flag(flag: str) -> str:
    """The canonical name of a flag (case and spacing normalised); unknown flags come back normalised."""
    key = " ".join(str(flag).lower().split())
    return _SYNONYMS.get(key, key)
