"""A cheap, exact pre-check for a regular expression: text that every match must contain.

The concept table's patterns are long alternations that mostly start with a word boundary or
a look-behind, which keeps Python's regex engine from skipping ahead to a likely start: each
pattern is tried at every position of every clause, and most clauses name only a few of the
~160 concepts, so most of that work fails. A ``Gate`` is read from the parsed pattern: a set
of short strings of which any match must contain one (``hurt``, ``fell``, ``injur`` ... for
trauma), each reduced to one piece of up to four letters. A text that holds none of
those pieces cannot match, and its search is skipped.

The gate only ever skips a search that would have failed, so results are exactly the
pattern's own; a pattern it cannot read (case-insensitive, no literal text in every branch)
gets no gate and is always searched.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from re import _constants as _c  # type: ignore[attr-defined]  # the parser's node names (Python >= 3.11)
from re import _parser  # type: ignore[attr-defined]

__all__ = ["Gate", "GateIndex", "ascii_grams", "gate_for", "gate_for_alternatives", "grams"]

Gate = frozenset[str]  # the keys: strings of two to four letters, one per required literal

_REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)}
_KEY = 4  # longest key; a required literal of two to four letters is its own key
# English letters, most frequent first: a key made of rare letters is in few clauses.
_FREQUENT = {letter: rank for rank, letter in enumerate("etaoinsrhldcumfpgwybvkxjqz")}


def grams(text: str) -> frozenset[str]:
    """Every two- to four-letter piece of ``text``: what a gate is checked against."""
    return frozenset([text[i:i + size] for size in range(2, _KEY + 1) for i in range(len(text) - size + 1)])


class GateIndex:
    """Which of many gated patterns a text may match, found from the text's pieces.

    Checking 180 gates one by one costs ~30 µs a clause, though a clause holds the keys of only
    a few; the index maps each key to the patterns it gates, so a clause costs one set
    intersection and a lookup per key it holds (~4 µs). Same answer as the checks one by one.
    """

    def __init__(self, gates: Sequence[Gate | None]) -> None:
        self._always = frozenset(position for position, gate in enumerate(gates) if gate is None)
        index: dict[str, list[int]] = {}
        for position, gate in enumerate(gates):
            for key in gate or ():
                index.setdefault(key, []).append(position)
        self._index = index
        self._keys = frozenset(index)

    def candidates(self, present: frozenset[str]) -> list[int]:
        """The positions, in order, of the patterns whose gate ``present`` (``grams`` of the text) passes."""
        found = set(self._always)
        for key in self._keys.intersection(present):
            found.update(self._index[key])
        return sorted(found)


def _key(literal: str) -> str:
    """One four-letter piece of the literal (a text holding the literal holds the piece): of those
    with a letter at both ends (a space is in every clause), the one of the rarest letters."""
    if len(literal) <= _KEY:
        return literal
    pieces = [literal[i:i + _KEY] for i in range(len(literal) - _KEY + 1)]
    inner = [piece for piece in pieces if piece[0].isalpha() and piece[-1].isalpha()] or pieces
    return max(inner, key=lambda piece: sum(_FREQUENT.get(char, len(_FREQUENT)) for char in piece))


def _required(items: list[tuple[object, object]]) -> frozenset[str] | None:
    """Literals of which every match of this node sequence contains one, or None when unknown.

    Each run of plain characters is required; so is a group, an alternation whose every branch
    has its own required literals, and a repeat of at least one. Zero-width checks (``\\b``,
    look-arounds) and classes are skipped: they neither add nor remove a requirement. Of the
    candidates, the one whose shortest literal is longest wins.
    """
    options: list[frozenset[str]] = []
    run: list[str] = []

    def close_run() -> None:
        if run:
            options.append(frozenset(["".join(run)]))
            run.clear()

    for op, arg in items:
        if op is _c.LITERAL:
            run.append(chr(arg))  # type: ignore[arg-type]
            continue
        close_run()
        found: frozenset[str] | None = None
        if op is _c.SUBPATTERN:
            _group, add_flags, _del_flags, sub = arg  # type: ignore[misc]
            if not add_flags & re.IGNORECASE:
                found = _required(list(sub))
        elif op is _c.BRANCH:
            branches = [_required(list(branch)) for branch in arg[1]]  # type: ignore[index]
            if all(branch is not None for branch in branches):
                found = frozenset().union(*branches)  # type: ignore[arg-type]
        elif op in _REPEATS and arg[0] >= 1:  # type: ignore[index]
            found = _required(list(arg[2]))  # type: ignore[index]
        elif op is getattr(_c, "ATOMIC_GROUP", None):
            found = _required(list(arg))  # type: ignore[arg-type]
        if found:
            options.append(found)
    close_run()
    usable = [option for option in options if min(map(len, option)) >= 2]
    if not usable:
        return None
    return max(usable, key=lambda option: (min(map(len, option)), -len(option)))


def _literals(pattern: str, flags: int = 0) -> frozenset[str] | None:
    try:
        return _required(list(_parser.parse(pattern, flags)))
    except Exception:  # noqa: BLE001 (a parser detail we do not know: no gate, never a wrong answer)
        return None


def gate_for(pattern: re.Pattern[str]) -> Gate | None:
    """The gate of a compiled pattern, or None when it must always be searched."""
    if pattern.flags & re.IGNORECASE:
        return None
    literals = _literals(pattern.pattern, pattern.flags)
    return None if literals is None else frozenset(_key(literal) for literal in literals)


# A plain word or phrase, between optional word boundaries: its own required literal, no parsing.
_PLAIN = re.compile(r"(?:\\b)?([^\\.^$*+?{}\[\]|()]+)(?:\\b)?")


def gate_for_alternatives(alternatives: list[str], *, ignore_case: bool = False) -> Gate | None:
    """``gate_for`` of ``re.compile("|".join(alternatives))``, reading each alternative on its
    own: a plain phrase is its own literal, so only real patterns are parsed (half of a concept
    table; parsing is most of what compiling a pattern costs).

    ``ignore_case``: the gate of the pattern compiled with ``re.IGNORECASE``. Its keys are lower
    case, so check it against ``grams(text.lower())``, and only for an ASCII text (``ascii_grams``):
    case-insensitive matching folds a few letters outside ASCII into ASCII ones that ``str.lower``
    leaves alone (the long s, ``ſ``, matches ``s``). A literal outside ASCII gives no gate."""
    literals: set[str] = set()
    for alternative in alternatives:
        plain = _PLAIN.fullmatch(alternative)
        found = frozenset([plain.group(1)]) if plain else _literals(alternative)
        if not found or min(map(len, found)) < 2:
            return None
        if ignore_case:
            if not all(literal.isascii() for literal in found):
                return None
            found = frozenset(literal.lower() for literal in found)
        literals |= found
    return frozenset(_key(literal) for literal in literals)


#: What case-insensitive matching folds into an ASCII letter (re's own folding: ``ſ``, ``K``, ``ı``, ``İ``).
_ASCII_LETTER = re.compile("[a-z]", re.IGNORECASE)


@lru_cache(maxsize=None)
def _folds_into_ascii(char: str) -> bool:
    """A letter outside ASCII that a case-insensitive match, or ``str.lower``, takes to an ASCII one."""
    return _ASCII_LETTER.match(char) is not None or any(part.isascii() for part in char.lower())


def ascii_grams(text: str) -> frozenset[str] | None:
    """``grams`` of the lower-cased text, for case-insensitive gates; None for a text holding a letter
    outside ASCII that folds into an ASCII one, which every pattern must then search.

    Any other character outside ASCII (a curly quote, a dash, an accented letter) matches no ASCII
    letter of a gate's literal, so a literal's match lies in the text's ASCII letters, which
    ``str.lower`` lower-cases in place: its key is among the grams. Replies often hold a curly
    apostrophe; they are gated like any other."""
    if not text.isascii() and any(_folds_into_ascii(char) for char in set(text) if not char.isascii()):
        return None
    return grams(text.lower())
