"""What must not be shown: the clauses of a text that break a rule, and a URL's password.

Two rules use it: the nurse must never give the triage level away (``clinical.level_guard``)
and the patient must never say what only a monitor or a clinician knows (``clinical.barrier``).
Both drop the offending clause rather than reword it: "You're a category two, so where does it
hurt?" keeps "Where does it hurt?", and rewording a sign into lay words could invent a symptom
("hypotensive" is not "I feel faint").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urlsplit, urlunsplit

__all__ = ["drop_clauses", "redact_url"]

# Sentence ends followed by a space: "38.5" stays one number.
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# Commas, semicolons, a colon not inside a time ("10:30"), and dashes between clauses.
_CLAUSE = re.compile(r"\s*(?:[,;]|:(?!\d)|\s[-\u2013\u2014]\s|\u2014)\s*")
# A clause left at the head of a sentence does not start with the word that joined it to a dropped one.
_LINK = re.compile(r"^(?:and|but|or|so|because|as|since|which|that|then)\b\s*", re.IGNORECASE)
_END = re.compile(r"[.!?]+$")
_WORD = re.compile(r"\w")


def _kept_clauses(sentence: str, offends: Callable[[str], bool]) -> str:
    """The sentence without its offending clauses ('' when no words are left)."""
    end = _END.search(sentence)
    mark = end.group(0) if end else "."
    body = sentence[: end.start()] if end else sentence
    kept = [clause.strip() for clause in _CLAUSE.split(body) if clause.strip() and not offends(clause)]
    if sum(len(clause) for clause in kept) < 3:
        return ""
    joined = ", ".join(kept)
    joined = _LINK.sub("", joined) or joined
    return joined[:1].upper() + joined[1:] + mark


def drop_clauses(
    text: str,
    offends: Callable[[str], bool],
    *,
    fallback: str,
    spans: Callable[[str], list[tuple[int, int]]] | None = None,
) -> str:
    """``text`` without the clauses for which ``offends`` is true, sentence by sentence.

    ``spans`` (where in a text it offends) cuts out whatever survives clause splitting (a phrase
    that spans a comma). When no words are left, or what is left still offends, ``fallback`` is
    returned instead: nothing offending is ever let through, and words are never blank unless
    ``fallback`` is.
    """
    if not offends(text):
        return text
    sentences = []
    for sentence in _SENTENCE.split(text.strip()):
        if not sentence.strip():
            continue
        sentences.append(_kept_clauses(sentence, offends) if offends(sentence) else sentence.strip())
    result = " ".join(sentence for sentence in sentences if sentence)
    if spans is not None:
        for start, end in reversed(spans(result)):
            result = result[:start] + result[end:]
    result = " ".join(result.split())
    if not _WORD.search(result) or offends(result):
        return fallback
    return result


def redact_url(url: str) -> str:
    """The URL without its password, for messages and artifacts (store URLs, output folders, endpoints)."""
    parts = urlsplit(url)
    if parts.password is None and "@" not in parts.netloc:
        return url
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    user = parts.username or ""
    netloc = f"{user}:***@{host}" if user else f":***@{host}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
