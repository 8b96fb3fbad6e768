"""A word of the patient's first language, reached for when the English one does not come.

A persona whose English is limited says "now and then a word in {first_language}" (``personas.traits``), and one whose
note asks for it does the same (the thirty-ninth read, E: "the Spanish-word persona note is not kept" in four
transcripts). The words are data (``data/first_language_words.yaml``); each is said before the English sentence that holds
it, as a learner reaches for a word and then finds it, and the sentence is said whole (the nurse hears the English).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

from ....cases.files import one_line
from ....personas.loading import BUNDLED_DIR, PersonaError

__all__ = ["load_first_language_words", "reaches_for_words", "with_first_language_word"]

_TABLE = "first_language_words.yaml"


@lru_cache(maxsize=1)
def _words() -> dict[str, dict[str, str]]:
    return load_first_language_words(BUNDLED_DIR / _TABLE)


def load_first_language_words(path: Path) -> dict[str, dict[str, str]]:
    """The table of ``path``: a language, then an English word and its word in that language; anything else is a
    ``PersonaError`` that names the file."""
    try:
        table = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as error:
        raise PersonaError(f"{path}: not valid YAML ({one_line(str(error))})") from None
    if not isinstance(table, dict) or not all(isinstance(words, dict) and all(isinstance(english, str) and isinstance(native, str)
                                                                            for english, native in words.items())
                                              for words in table.values()):
        raise PersonaError(f"{path}: expected a mapping of a language to a mapping of an English word to its word in that language")
    return table


def reaches_for_words(first_language: str | None, proficiency: str | None, instruction: str | None) -> bool:
    """Whether this speaker now and then says a word in its first language: limited English, or a note that asks for it
    ("use a Spanish word now and then"), and a language the table holds."""
    if not first_language or first_language == "English" or first_language not in _words():
        return False
    asked = bool(re.search(rf"\b{re.escape(first_language)} words?\b|\bwords? in {re.escape(first_language)}\b", instruction or "",
                           re.IGNORECASE))
    return proficiency == "limited" or asked


def with_first_language_word(sentence: str, first_language: str) -> str | None:
    """The sentence after the word of the first language the speaker reached for first ("Pecho, how do you say... It is in
    my chest."): the English sentence itself is said whole, so the nurse hears what it says; None when it holds no word the
    table knows (a word inside a compound, "blood sugar", "head injury", is not reached for)."""
    words = _words().get(first_language, {})
    if not words:
        return None
    found = re.search(rf"\b({'|'.join(sorted(map(re.escape, words), key=len, reverse=True))})\b(?! (?:sugars?|pressure|tests?|thinners?|count|"
                      r"injury|lice)\b)", sentence, re.IGNORECASE)
    if found is None:
        return None
    native = words[found.group(1).lower()]
    return f"{native[:1].upper()}{native[1:]}, how do you say... {sentence}"
