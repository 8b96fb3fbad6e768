"""English surface helpers: capitals, articles, sentence building and joining, last tidy-up of a reply.

Pure functions on strings, with no knowledge of the case or the persona. The two that every
sentence goes through (``uncapitalised``, ``as_sentence``) are cached: being pure, a cached answer is
the answer, and replies are built from the same templates and case phrases over and over.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .vocabulary import COUNTABLE, DETERMINERS, UNCOUNTABLE_HEAD

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_NEXT_SENTENCE = re.compile(r"[.!?]\s+(\S+)")
_NOT_LETTER = re.compile(r"[^A-Za-zÀ-ÿ]")
_POSSESSIVE_END = re.compile(r"'s$")


def split_sentences(text: str) -> list[str]:
    """Sentences of a reply: split after ``.``, ``!`` or ``?`` followed by white space."""
    return [part for part in _SENTENCE_END.split(text.strip()) if part]


# ---------------------------------------------------------------------------------------
# Small text helpers.


def capitalised(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


# Capitalised words that stay capitalised inside a sentence: eponyms, days, months, festivals.
_PROPER_NOUNS = {
    "Parkinson", "Crohn", "Alzheimer", "Addison", "Cushing", "Hodgkin", "Bell", "Graves", "Huntington", "Raynaud",
    "Meniere", "Ménière", "Tourette", "Asperger", "Hashimoto", "Osgood", "Perthes", "Kawasaki", "Guillain", "Sjogren",
    "Sjögren", "Paget", "Wilson", "Down", "Lyme", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    "Sunday", "January", "February", "March", "April", "June", "July", "August", "September", "October", "November",
    "December", "Christmas", "Easter", "Dr", "Mr", "Mrs", "Ms",
}


def _keeps_capital(word: str) -> bool:
    """Whether a capitalised word stays so mid-sentence: ``I``, an acronym, a camel-case name, a proper noun."""
    core = word.strip("\"'(),.;:!?")
    if core in ("I", "I'm", "I've", "I'd", "I'll"):
        return True
    letters = _NOT_LETTER.sub("", core)
    if len(letters) > 1 and letters[:2].isupper():  # GP, COPD, HIV, GP's, IVs
        return True
    if any(ch.isupper() for ch in letters[1:]):  # EpiPen, McDonald's
        return True
    return _POSSESSIVE_END.sub("", core) in _PROPER_NOUNS


@lru_cache(maxsize=8192)
def uncapitalised(text: str) -> str:
    """Lower-case the first letter of a fragment woven into a sentence.

    Kept as written when the first word is ``I`` (``I'm``, ``I've``…), an acronym (``GP``, ``COPD``), a camel-case
    name (``EpiPen``) or a known proper noun (``Parkinson's``).
    """
    text = text.strip()
    if not text:
        return text
    first = text.split(" ", 1)[0]
    if first.lower() in ("a", "an", "the") and " " in text:
        # an article a rewrite put before a capital ("a Painful lump in the armpit": the forty-eighth read, D)
        rest = text.split(" ", 1)[1]
        if not _keeps_capital(rest.split(" ", 1)[0]):
            rest = rest[:1].lower() + rest[1:]
        return f"{first.lower()} {rest}"
    if _keeps_capital(first):
        return text
    return text[:1].lower() + text[1:]


def bare(text: str) -> str:
    """Text without its closing punctuation (to join it into a longer sentence)."""
    return text.strip().rstrip(".!?;, ")


@lru_cache(maxsize=8192)
def as_sentence(text: str) -> str:
    """One sentence: capitalised, closed with a full stop unless it is a question or exclamation.

    Inner sentence breaks (from case text) become commas, so one fact stays one sentence.
    """
    text = " ".join(text.split())
    if not text:
        return ""
    end = text[-1] if text[-1] in "?!" else "."
    body = text.rstrip(".!?;, ")
    body = _NEXT_SENTENCE.sub(lambda m: ", " + uncapitalised(m.group(1)), body)
    return capitalised(body) + end


def join_list(items: list[str], conjunction: str = "and") -> str:
    items = [item for item in (bare(i) for i in items) if item]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    separator = "; " if any("," in item for item in items) else ", "
    # an item that ends in a clause of its own ("and I..."), takes a comma before the last ("an irregular heartbeat and I'm on warfarin, and I had
    # a fall"): the list's "and" is heard as the list's
    # (a list of clauses whose last but one has an "and" of its own keeps the semicolon before the list's: "the cuts are
    # shallow, and the bleeding has stopped; and I still want to die", never "... has stopped and I still want to die")
    last = f", {conjunction} " if separator == ", " and any(re.search(rf"\b{conjunction} I(?:'m|'ve)?\b", item) for item in items[:-1]) \
        else f"; {conjunction} " if separator == "; " and f" {conjunction} " in items[-2] \
        and re.match(r"(?:I|I'm|I've|I'd|my|he|she|he's|she's|it|it's|they|they're)\b", items[-1]) \
        else f" {conjunction} "
    return separator.join(items[:-1]) + last + items[-1]


def indefinite_article(phrase: str) -> str:
    """"a" or "an" by the sound: an initialism is said letter by letter ("an STI test", "an HIV test", "a UTI")."""
    word = phrase.strip().split(" ", 1)[0] if phrase.strip() else ""
    if re.fullmatch(r"[A-Z]{2,5}s?", word):
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    return "an" if re.match(r"[aeiou]", phrase.strip(), re.IGNORECASE) and not phrase.lower().startswith(("one", "uni", "eu", "uri", "ure", "usu", "use", "uti", "ukulele")) else "a"


def article_for(phrase: str) -> str:
    """The article a countable thing takes: "the" for the one of its kind ("the worst headache of my life", never "a
    worst headache": 2026-12aw, training), else "a" or "an" by the sound."""
    return "the" if re.match(r"(?:worst|best|biggest|same)\b", phrase.strip(), re.IGNORECASE) else indefinite_article(phrase)


def with_article(phrase: str) -> str:
    """'tickly dry cough since…' → 'a tickly dry cough since…': an article when the head noun is countable."""
    low = phrase.lower().strip()
    if not low or low.startswith(DETERMINERS) or re.match(r"^(?:\d|one|two|three|four|five|several|many|lots|no)\b", low):
        return phrase
    chunk = re.split(r"[,;(]|\s+(?:on|in|to|with|for|from|after|since|when|while|that|and|at|like)\s+", low, maxsplit=1)[0].split()
    head = chunk[-1] if chunk else ""
    if head in COUNTABLE and head not in UNCOUNTABLE_HEAD:
        return f"{article_for(phrase)} {phrase}"
    return phrase


def article_for_number(number: int) -> str:
    return "an" if number in (8, 11, 18) else "a"


_DOUBLED_POSSESSIVE = re.compile(r"\b(my|his|her|their|our|your)\s+(?:(my|his|their|our|your)|(My|His|Her|Their|Our|Your))\b")


#: A sense followed by the side it is on, as a chart types it ("curtain over vision L eye").
_SENSE_THEN_SIDE = re.compile(r"\b(my|his|her|their|your) (vision|sight|eyesight|hearing) (left|right) (eye|ear)\b")


def tidy(text: str) -> str:
    """Last repairs on a reply: doubled possessives, word/word slashes."""

    def possessive(match: re.Match[str]) -> str:
        if match.group(2) and match.group(2).lower() != match.group(1).lower():
            return match.group(0)
        return match.group(1)

    text = _DOUBLED_POSSESSIVE.sub(possessive, text)
    text = _SENSE_THEN_SIDE.sub(r"\1 \2 in \1 \3 \4", text)  # "my vision left eye": "my vision in my left eye"
    return unslash(re.sub(r"\bkm/h\b", "km an hour", text) if "km/h" in text else text)


def unslash(text: str) -> str:
    """A slash between two words is said as "and" ("redness/swelling"); "and/or" is just "or"."""
    if "/" not in text:  # both rules rewrite a slash
        return text
    text = re.sub(r"\band/or\b", "or", text)
    return re.sub(r"(?<=[A-Za-z]{2})/(?=[A-Za-z]{2})", " and ", text)
