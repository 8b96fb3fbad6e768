"""What the patient has said this episode, so a fact is said once and then only referred back to.

A person at the triage desk tells its story once; asked again, it answers the question, and it
does not volunteer the same sentence a third time or open every reply with "like I said". The
memory keeps a key per sentence as it was spoken (after the speaker's simplified English or its
breathless phrasing, before fillers and repairs): its words without fillers, hedges, contractions
and back-references, so "It started an hour ago, roughly." and "I think it started an hour ago."
are one sentence. A sentence to say is asked about in the same spoken form (``times``).

A fact told inside a longer sentence ("He's been feeling weak all over and he's had a high
temperature, but no vomiting") is told too: each sentence keeps the keys of its clauses, so the
list is not said again word for word when it is asked for again. A denial is not the fact it
denies: "not", "no" and "never" are content ("I haven't been vomiting" never counts as having said
"I've been vomiting"), only the hedge "not sure" is not. And what a sentence asserts is kept as the
clinical concepts heard in it, so a back-reference ("the fever I mentioned") is made only to a
symptom this speaker did say (``heard``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Iterable

from ....clinical import detect
from .phrases import CONTRACTIONS

__all__ = ["sentence_key", "clause_keys", "same_sentence", "covers", "extends", "Memory", "BACK_REFERENCE"]

_WORD = re.compile(r"[a-z0-9']+")
#: A back-reference to something said before ("like I said", "as I said", "as I mentioned").
BACK_REFERENCE = re.compile(r"\b(?:like|as)\b[\s,—–-]*(?:(?:um|uh|er|erm|you know|sorry|like)[\s,—–-]*)*"
                            r"(?:i[\s,—–-]*)?(?:said|told you|mentioned)\b", re.IGNORECASE)
#: Words that do not make two sayings different sentences: fillers, hedges, repairs, articles.
_NOT_CONTENT = frozenset({
    "um", "uh", "er", "erm", "eh", "like", "you", "know", "sorry", "so", "well", "i", "think", "roughly", "more", "or",
    "less", "maybe", "sure", "a", "an", "the", "and", "but", "is", "am", "are", "was", "it", "honestly", "really",
    "just", "how", "do", "say", "have", "has", "had", "got",
})
#: Words that make a sentence a denial.
_NEGATIONS = frozenset({"not", "no", "never", "nothing", "none", "nobody", "cannot", "without"})
#: The hedge "I'm not sure": no denial of anything, so its "not" is no content.
_NOT_SURE = re.compile(r"\bnot (?:really |quite |totally |100% )?sure\b", re.IGNORECASE)
#: Where one sentence joins two facts: ", and" / ", but" / ";" / " and " before a new subject.
_CLAUSE_BREAK = re.compile(r"\s*[;—–]\s*|,\s*(?:and|but)\s+|,\s+(?=no\b)|\s+(?:and|but)\s+(?=(?:i|i've|i'm|i'd|he|she|he's|she's|"
                           r"they|they've|they're|my|his|her|their|it|it's)\b)", re.IGNORECASE)
#: The fewest content words a sentence needs to be a fact that can be said too often.
_MIN_WORDS = 2
#: Two sentences sharing this much of their words (of both together) are the same sentence said again.
_SAME = 0.6


@lru_cache(maxsize=32768)  # a pure function of the words; replies repeat their sentences across episodes
def sentence_key(sentence: str) -> frozenset[str]:
    """The content words of a sentence: what stays when it is said again with other fillers."""
    words = _WORD.findall(_NOT_SURE.sub(" ", BACK_REFERENCE.sub(" ", sentence.lower())))
    expanded = [part for word in words for part in CONTRACTIONS.get(word, word).lower().split()]
    return frozenset(word for word in expanded if word not in _NOT_CONTENT)


@lru_cache(maxsize=32768)  # a pure function of the words; replies repeat their sentences across episodes
def clause_keys(sentence: str) -> tuple[frozenset[str], ...]:
    """The keys of the facts a sentence joins ("I've been vomiting and I'm dizzy"), each a fact of
    its own words (at least ``_MIN_WORDS``); none for a sentence of one clause."""
    parts = [part for part in _CLAUSE_BREAK.split(sentence) if part and part.strip()]
    if len(parts) < 2:
        return ()
    return tuple(key for key in map(sentence_key, parts) if len(key) >= _MIN_WORDS)


@lru_cache(maxsize=65536)  # the same pairs of sentences meet in every episode of a case
def same_sentence(first: frozenset[str], second: frozenset[str]) -> bool:
    """Most words shared, and both said the same way round: a denial is never the fact it denies."""
    union = first | second
    return (bool(union) and len(first & second) / len(union) >= _SAME
            and bool(first & _NEGATIONS) == bool(second & _NEGATIONS))


#: Words that say nothing of what a clause is about, for ``covers``: pronouns, possessives, prepositions.
_FUNCTION_WORDS = _NOT_CONTENT | frozenset({
    "in", "on", "at", "of", "to", "for", "with", "my", "his", "her", "their", "its", "he", "she", "they", "him", "them",
    "been", "that", "this", "there", "now", "all", "some", "bit", "s", "ve", "m", "ll", "d", "me", "i'm", "i've",
})
#: Where a clause ends, for ``covers``: a comma too ("no head injury, and no fever, no nausea").
_COVER_BREAK = re.compile(r"\s*[;,—–]\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+(?=(?:i|i've|i'm|he|she|he's|she's|they|my|his|her|"
                          r"their|it|it's|no|not)\b)|\.\.\.\s*", re.IGNORECASE)


def _stem(word: str) -> str:
    for ending in ("ing", "ed", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


@lru_cache(maxsize=32768)  # a pure function of the words; replies repeat their sentences across episodes
def _clause_stems(clause: str) -> tuple[frozenset[str], bool]:
    """A clause's content words, stemmed ("burns", "burning": "burn"), and whether it denies."""
    words = _WORD.findall(_NOT_SURE.sub(" ", BACK_REFERENCE.sub(" ", clause.lower())))
    expanded = [part for word in words for part in CONTRACTIONS.get(word, word).lower().split()]
    negative = any(word in _NEGATIONS for word in expanded)
    return frozenset(_stem(word) for word in expanded if word not in _FUNCTION_WORDS and word not in _NEGATIONS), negative


@lru_cache(maxsize=32768)  # a pure function of the words; replies repeat their sentences across episodes
def covers(container: str, sentence: str) -> bool:
    """Whether ``container`` already says everything ``sentence`` says: each clause of it is within
    one clause of the container (or the whole), said the same way round. "It's in my left chest."
    is said by "Pain in my left chest, very bad, 8 out of 10."; "I've been vomiting." by "I've been
    vomiting, but no fever." A sentence with no content words ("No.", "Okay.") says nothing to tell."""
    parts = [part for part in _COVER_BREAK.split(sentence) if part and part.strip()]
    clauses = [stems for stems in map(_clause_stems, parts) if stems[0]]
    if not clauses:
        return False
    units = [_clause_stems(container)] + [_clause_stems(part) for part in _COVER_BREAK.split(container) if part and part.strip()]
    return all(any(stems <= unit and negative == denies for unit, denies in units) for stems, negative in clauses)


@lru_cache(maxsize=32768)  # a pure function of the words; replies repeat their sentences across episodes
def _stem_sequence(sentence: str) -> tuple[str, ...]:
    words = _WORD.findall(_NOT_SURE.sub(" ", BACK_REFERENCE.sub(" ", sentence.lower())))
    expanded = [part for word in words for part in CONTRACTIONS.get(word, word).lower().split()]
    return tuple(_stem(word) for word in expanded if word not in _FUNCTION_WORDS)


def extends(fuller: str, sentence: str) -> bool:
    """Whether ``fuller`` says ``sentence`` over again and goes on ("I was punched in my left eye
    outside a bar" extends "I was punched in my eye."): it starts the same way (its first content
    word among the first two), and says the sentence's content words in order with at most one word
    put between two of them ("left"). One that starts with the very same word may put three between ("once", "left",
    "side" in "stabbed once in the left side of his chest": 2026-12an ATS, training, a bouncer who told the stabbing
    twice); "It's scratchy, sore when I swallow, in my throat" is no fuller "I've got a sore throat"."""
    inner, outer = _stem_sequence(sentence), _stem_sequence(fuller)
    if not inner or len(outer) <= len(inner):
        return False
    gap = 3 if inner[0] == outer[0] else 1
    position = -1
    for index, stem in enumerate(inner):
        window = outer[position + 1: position + 2 + gap] if index else outer[:2]
        if stem not in window:
            return False
        position = position + 1 + window.index(stem) if index else window.index(stem)
    return True


class Memory:
    """The sentences said so far in one episode, and whether "like I said" was used yet."""

    def __init__(self) -> None:
        self._keys: list[frozenset[str]] = []
        self._clauses: list[tuple[frozenset[str], ...]] = []  # per sentence said: the keys of its clauses
        self._concepts: set[str] = set()  # what the sentences said assert (clinical concepts, not negated)
        self.referred_back = False

    def _matches(self, key: frozenset[str]) -> int:
        """How many sentences said this fact: as the whole sentence, or as one of its clauses."""
        return sum(same_sentence(key, said) or any(same_sentence(key, clause) for clause in clauses)
                   for said, clauses in zip(self._keys, self._clauses))

    def times(self, spoken: Iterable[str]) -> int:
        """How often the most-said of these sentences (one thing to say, as it would be spoken) was said.

        A sentence of one content word ("No.", "Okay, thanks.") is no fact told: it can be said any
        number of times."""
        return max((self._matches(key) for key in map(sentence_key, spoken) if len(key) >= _MIN_WORDS), default=0)

    def told(self, spoken: Iterable[str]) -> bool:
        """Whether every fact of these sentences (one thing to say, as it would be spoken) was said already:
        each sentence as said before, or each of its clauses said before (in one sentence or several)."""
        sentences = [sentence for sentence in spoken if sentence_key(sentence)]
        if not sentences:
            return False
        for sentence in sentences:
            if self._matches(sentence_key(sentence)):
                continue
            clauses = clause_keys(sentence)
            if not clauses or not all(self._matches(clause) for clause in clauses):
                return False
        return True

    def mentions(self, spoken: Iterable[str]) -> bool:
        """Whether every content word of these sentences was said already this episode, in any sentence: a fact of one
        word ("I've got a cut") is told when its word was said, which ``told`` cannot see (its facts have two words)."""
        said = frozenset().union(*self._keys)
        keys = [key for key in map(sentence_key, spoken) if key]
        return bool(keys) and all(key <= said for key in keys)

    def heard(self, concepts: Iterable[str]) -> bool:
        """Whether a sentence said this episode asserted one of these clinical concepts (not denied):
        what a back-reference ("the bleeding I mentioned") may point to."""
        return bool(self._concepts & set(concepts))

    def remember(self, spoken: Iterable[str]) -> None:
        """Sentences as they were just spoken."""
        for sentence in spoken:
            if BACK_REFERENCE.search(sentence):
                self.referred_back = True
            key = sentence_key(sentence)
            if key:
                self._keys.append(key)
                self._clauses.append(clause_keys(sentence))
            self._concepts |= {hit.concept for hit in detect(sentence) if not hit.negated}
