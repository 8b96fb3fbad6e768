"""The apparent sex of a patient whose case records none (``data/sexes.yaml``).

One home for it, as ``clinical.ages`` is for the age: the batch fits the persona's sex to
``Case.apparent_sex``, so the episode's patient, its companion's pronouns and the nurse's
questions all agree with what the complaint says ("enlarged prostate" is a man).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .tables import ClinicalTableError, load_table
from .ages import sex_letter_first

__all__ = ["apparent_sex"]


def _compile(table: object, where: str = "clinical/data/sexes.yaml") -> tuple[tuple[str, re.Pattern[str]], ...]:
    if not isinstance(table, dict) or set(table) != {"F", "M"}:
        raise ClinicalTableError(f"{where}: needs exactly the entries F and M")
    compiled = []
    for sex, patterns in table.items():
        if not isinstance(patterns, list) or not patterns or not all(isinstance(item, str) for item in patterns):
            raise ClinicalTableError(f"{where}, entry {sex!r}: a list of regular expressions (quoted strings) is needed")
        try:
            compiled.append((sex, re.compile("|".join(f"(?:{item})" for item in patterns), re.IGNORECASE)))
        except re.error as error:
            raise ClinicalTableError(f"{where}, entry {sex!r}: {error}") from None
    return tuple(compiled)


_TABLE = load_table("sexes.yaml")
_PRONOUNS = _compile(_TABLE.get("pronouns") if isinstance(_TABLE, dict) else None, "clinical/data/sexes.yaml, pronouns")
_SEXES = _compile({key: value for key, value in _TABLE.items() if key != "pronouns"} if isinstance(_TABLE, dict) else _TABLE)


@lru_cache(maxsize=8192)
def apparent_sex(text: str) -> str | None:
    """"F" or "M" when the text names what only one sex has, else the patient's own pronoun ("onto his arm"); None when
    it names neither or both (a row that names both is left to the persona rather than guessed)."""
    text = sex_letter_first(text or "")  # "fifty nine m": the letter after a spelt age, read as "m 59" is
    for tier in (_SEXES, _PRONOUNS):
        found = {sex for sex, pattern in tier if pattern.search(text or "")}
        if found:
            return found.pop() if len(found) == 1 else None
    return None
