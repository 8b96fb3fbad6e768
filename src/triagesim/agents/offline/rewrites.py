"""A rewrite rule (a pattern, its replacement and its gate) and the runner that applies a list of them.

The complaint's rule tables (``typed_rules``, ``lay_rules``, ``plain_words``, ``abbreviations``) are long lists a text
mostly does not match; a gate (``clinical.gate``) lets the runner skip a rule without running its
substitution, which is where the time of a failed rule goes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...clinical.gate import Gate, gate_for_alternatives

__all__ = ["ITEM_END", "ITEM_START", "Replacement", "Rule", "gated", "rewrite", "rewrite_spaced", "rule"]

#: Where a fragment the desk typed begins and ends: the start of the complaint or just after a typed comma, and the end of
#: the complaint or the next comma (a fragment rule reads one fragment, never a word inside another). One home for the
#: fragment tables (``desk_fragments``, ``around_fragments``, ``shorthand_fragments``).
ITEM_START = r"(?:^|(?<=[,;]))\s*"
ITEM_END = r"\s*(?=$|[,;])"

Replacement = str | Callable[[re.Match[str]], str]
Rule = tuple[re.Pattern[str], Replacement, Gate | None]


def rule(pattern: str, replacement: Replacement, *, case_sensitive: bool = False) -> Rule:
    """A rewrite and its gate (``clinical.gate``): lower-case letters every match contains, read as if
    the pattern ignored case, so one check against the lower-cased text serves both kinds of rule."""
    return gated(re.compile(pattern, 0 if case_sensitive else re.IGNORECASE), replacement)


def gated(pattern: re.Pattern[str], replacement: Replacement) -> Rule:
    """``rule`` for a pattern compiled with its own flags."""
    return pattern, replacement, gate_for_alternatives([pattern.pattern], ignore_case=True)


def rewrite(rules: list[Rule], text: str) -> str:
    """Each rule in turn. A rule whose gate the text lacks cannot match and is not run: a complaint
    meets some sixty rules and matches a few, and a failed substitution costs more than the check
    (only for an ASCII text; see ``gate_for_alternatives``)."""
    lowered = text.lower() if text.isascii() else None
    for pattern, replacement, gate in rules:
        if lowered is not None and gate is not None and not any(key in lowered for key in gate):
            continue
        rewritten = pattern.sub(replacement, text)
        if rewritten != text:
            text = rewritten
            lowered = text.lower() if text.isascii() else None
    return text


def rewrite_spaced(rules: list[Rule], text: str) -> str:
    return " ".join(rewrite(rules, text).split())
