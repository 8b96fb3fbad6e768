"""What the patient has said this episode, so a fact is said once and then only referred back to.

A person at the triage desk tells its story once; asked again, it answers the question, and it
does not volunteer the same sentence a third time or open every reply with "like I said". The
memory keeps a key per sentence as it was spoken (after the speaker's simplified English or its
breathless phrasing, before fillers and repairs): its words without fillers, hedges, contractions
and back-references, so "It started an hour ago, roughly." and "I think it started an hour ago."
are one sentence. A sentence to say is asked about in the same spoken form (``times``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .phrases import CONTRACTIONS

__all__ = ["sentence_key", "same_sentence", "Memory", "BACK_REFERENCE"]

_WORD = re.compile(r"[a-z0-9']+")
#: A back-reference to something said before ("like I said", "as I said", "as I mentioned").
BACK_REFERENCE = re.compile(r"\b(?:like|as)\b[\s,—–-]*(?:(?:um|uh|er|erm|you know|sorry|like)[\s,—–-]*)*"
                            r"(?:i[\s,—–-]*)?(?:said|told you|mentioned)\b", re.IGNORECASE)
#: Words that do not make two sayings different sentences: fillers, hedges, repairs, articles.
_NOT_CONTENT = frozenset({
    "um", "uh", "er", "erm", "eh", "like", "you", "know", "sorry", "so", "well", "i", "think", "roughly", "more", "or",
    "less", "maybe", "not", "sure", "a", "an", "the", "and", "but", "is", "am", "are", "was", "it", "honestly", "really",
    "just", "how", "do", "say", "have", "has", "had", "got",
})
#: The fewest content words a sentence needs to be a fact that can be said too often.
_MIN_WORDS = 2
#: Two sentences sharing this much of their words (of both together) are the same sentence said again.
_SAME = 0.6


def sentence_key(sentence: str) -> frozenset[str]:
    """The content words of a sentence: what stays when it is said again with other fillers."""
    words = _WORD.findall(BACK_REFERENCE.sub(" ", sentence.lower()))
    expanded = [part for word in words for part in CONTRACTIONS.get(word, word).lower().split()]
    return frozenset(word for word in expanded if word not in _NOT_CONTENT)


def same_sentence(first: frozenset[str], second: frozenset[str]) -> bool:
    union = first | second
    return bool(union) and len(first & second) / len(union) >= _SAME


class Memory:
    """The sentences said so far in one episode, and whether "like I said" was used yet."""

    def __init__(self) -> None:
        self._keys: list[frozenset[str]] = []
        self.referred_back = False

    def times(self, spoken: Iterable[str]) -> int:
        """How often the most-said of these sentences (one thing to say, as it would be spoken) was said.

        A sentence of one content word ("No.", "Okay, thanks.") is no fact told: it can be said any
        number of times."""
        return max((sum(same_sentence(key, said) for said in self._keys)
                    for key in map(sentence_key, spoken) if len(key) >= _MIN_WORDS), default=0)

    def told(self, spoken: Iterable[str]) -> bool:
        """Whether every fact of these sentences (one thing to say, as it would be spoken) was said already."""
        counts = [sum(same_sentence(key, said) for said in self._keys) for key in map(sentence_key, spoken) if key]
        return bool(counts) and min(counts) > 0

    def remember(self, spoken: Iterable[str]) -> None:
        """Sentences as they were just spoken."""
        for sentence in spoken:
            if BACK_REFERENCE.search(sentence):
                self.referred_back = True
            key = sentence_key(sentence)
            if key:
                self._keys.append(key)
