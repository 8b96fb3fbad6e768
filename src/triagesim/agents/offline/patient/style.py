"""Persona style transforms on finished sentences: simplified grammar, disfluency, hedged timings, and
the short phrases of a patient out of breath.

Each reads the speaker's voice (``_voice``: the patient's persona, or a companion's own), never the case.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .english import bare, capitalised, as_sentence, split_sentences, uncapitalised
from .phrases import CONTRACTIONS, EVERYDAY, FILLERS, LEARNER_FILLERS, PRESENT, REACHING, TIME_WORDS
from .state import EpisodeState

# The simplification rules, in the order they apply (compiled once: they run on every sentence
# of a patient with limited or intermediate English).
_HAS_BEEN = re.compile(r"\b(he|she|it)'s (been|had|got)\b", re.IGNORECASE)
_CONTRACTION = re.compile(r"\b[A-Za-z]+'[a-z]+\b")
_THE = re.compile(r"\bthe\s+", re.IGNORECASE)
_THE_CASED = re.compile(r"\bthe\s+")
_LIMITED: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\b(I|you|we|they) have (?:got|had)\b", re.IGNORECASE), r"\1 have"),
    (re.compile(r"\bI was\b"), "I am"),
    (re.compile(r"\b(he|she|it) has (?:got|had)\b", re.IGNORECASE), r"\1 has"),
    (re.compile(r"\b(?:I think |just |actually |really |quite |sort of |kind of )"), ""),
    (_THE, ""),
    (re.compile(r"\b(?:a|an)\s+(?!few\b|bit\b|couple\b|lot\b|little\b|week\b|day\b|month\b|year\b|hour\b)"), ""),
]
_PRESENT_WORDS = re.compile(r"\b(" + "|".join(PRESENT) + r")\b", re.IGNORECASE)
_LIMITED_AFTER: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"\bhave been (\w+ing)\b"), r"\1"),
    (re.compile(r"\bvery very\b"), "very"),
]
_SPACES = re.compile(r"\s{2,}")
_EVERYDAY_WORDS = re.compile(r"\b(" + "|".join(sorted(map(re.escape, EVERYDAY), key=len, reverse=True)) + r")\b", re.IGNORECASE)
# Limited English says one thing per sentence: a clause joined by "and" / "but" / ";" with its own
# subject becomes a sentence of its own ("I have chest pain. It go to my arm.").
# Never after "like I said", which introduces the clause after it.
_CLAUSE_BREAK = re.compile(r"(?<!said)(?:[,;]?\s+(?:and|but)\s+|;\s*|,\s+)(?=(?:I|it|my|he|she|they|we|his|her|there|no)\b)")
# Where a breathless patient stops for breath: between the clauses and list items of a sentence.
_BREATH = re.compile(r";\s*|,\s+|\s+(?=(?:and|but|since|when|after|because)\s)")
_SENTENCE_END = re.compile(r"[.!?]$")
_SUBJECT_FIRST = re.compile(r"(?:I|I'm|I've|It|It's|My|He|She|They|We|His|Her|Their)\b")


def _keep_case(word: str, replacement: str) -> str:
    return replacement[:1].upper() + replacement[1:] if word[:1].isupper() and replacement else replacement


def _expand(match: re.Match[str]) -> str:
    word = match.group(0)
    full = CONTRACTIONS.get(word.lower(), word)
    return full[:1].upper() + full[1:] if word[:1].isupper() else full


@lru_cache(maxsize=8192)
def _plain(body: str) -> str:
    """Contractions spelled out ("he's been" -> "he has been"): the part every simplified sentence shares."""
    return _CONTRACTION.sub(_expand, _HAS_BEEN.sub(r"\1 has \2", body))


@lru_cache(maxsize=8192)
def _limited(body: str, mark: str) -> str:
    """Limited English, a pure function of the sentence (no random draw), so cached: a case played
    many times says many of the same sentences."""
    body = _plain(body)
    for pattern, replacement in _LIMITED:
        body = pattern.sub(replacement, body)
    body = _PRESENT_WORDS.sub(
        lambda m: PRESENT[m.group(1).lower()] if m.group(1).islower() else PRESENT[m.group(1).lower()].capitalize(),
        body,
    )
    for pattern, replacement in _LIMITED_AFTER:
        body = pattern.sub(replacement, body)
    body = _EVERYDAY_WORDS.sub(lambda m: _keep_case(m.group(0), EVERYDAY[m.group(0).lower()]), body)
    parts = [_SPACES.sub(" ", part).strip(" ,") for part in _CLAUSE_BREAK.split(body)]
    return f"{mark} ".join(capitalised(part) for part in parts if part)


class StyleMixin(EpisodeState):
    """Changes how a sentence is said (language proficiency, disfluency rate, recall), never the fact in it."""

    def _simplify(self, sentence: str, level: str) -> str:
        if not sentence.strip():
            return sentence  # nothing left to say between breaths
        mark = sentence[-1] if sentence[-1:] in ".?!" else "."
        body = sentence[:-1] if sentence[-1:] in ".?!" else sentence
        if level == "limited":
            body = _limited(body, mark)
        else:
            rng = self._style
            body = _THE_CASED.sub(lambda m: "" if rng.random() < 0.4 else m.group(0), _plain(body))
        body = _SPACES.sub(" ", body).strip(" ,")
        return capitalised(body) + mark

    def _spoken(self, sentence: str) -> list[str]:
        """A sentence as this speaker says it, in the sentences it becomes: limited English splits a
        sentence into short ones, and a breathless patient into phrases (before fillers and repairs,
        which the memory does not count)."""
        sentence = as_sentence(sentence)
        if self._voice.language_proficiency == "limited":
            sentence = self._simplify(sentence, "limited")  # a pure function of the sentence at this level
        if self._breathless:
            sentence = self._gasped(sentence)
        return split_sentences(sentence)

    def _times(self, sentence: str) -> int:
        """How many times this sentence (as this speaker would say it) was said this episode."""
        return self._memory.times(self._spoken(sentence))

    def _told(self, sentence: str) -> bool:
        """Whether everything this sentence says was said already this episode."""
        return self._memory.told(self._spoken(sentence))

    def _untold(self, options: Iterable[str]) -> list[str]:
        """The options not said yet this episode, in their order."""
        return [option for option in options if not self._told(option)]

    def _fillers(self, *, opening: bool = False) -> tuple[str, ...]:
        """The speaker's fillers: a native speaker's "like" and "you know", a learner's "eh" and, with
        little English, "how do you say" in the middle of a sentence, reaching for the next word."""
        voice = self._voice
        if voice.first_language == "English":
            return FILLERS
        if not opening and voice.language_proficiency in ("limited", "intermediate"):
            return LEARNER_FILLERS + REACHING
        return LEARNER_FILLERS

    def _gasped(self, sentence: str) -> str:
        """A sentence said between breaths: its clauses as short phrases with a pause between them
        ("It's my chest... since this morning."), no fillers to spare breath on."""
        mark = sentence[-1] if sentence[-1:] in ".?!" else "."
        body = sentence[:-1] if sentence[-1:] in ".?!" else sentence
        phrases = [phrase.strip(" ,") for phrase in _BREATH.split(body) if phrase.strip(" ,")]
        return "... ".join(phrases) + mark

    def _disfluent(self, sentence: str) -> str:
        rng = self._style
        kind = rng.choices(("filler", "repeat", "repair"), weights=(0.6, 0.2, 0.2))[0]
        words = sentence.split(" ")
        if words and _SENTENCE_END.search(words[0]):
            # A one-word sentence heads the line ("No. No blood thinners."): a filler goes before it,
            # never between the word and its full stop ("No., uh, No").
            return f"{capitalised(rng.choice(self._fillers(opening=True)))}, {uncapitalised(sentence)}"
        if kind == "repeat" and words:
            first = words[0].rstrip(",;:")
            again = first if first in ("I", "I'm", "I've") or first[:2].isupper() else first.lower()
            return f"{first}— {again}" + words[0][len(first):] + (" " + " ".join(words[1:]) if len(words) > 1 else "")
        if kind == "repair" and len(words) > 3:
            cut = " ".join(words[:2]).rstrip(",;:.!?")
            return f"{cut}— sorry, {uncapitalised(sentence)}"
        where = rng.random()
        comma = sentence.find(", ")
        # after the first word only when it is the subject ("I, um, think"), never inside "Is, er, this serious?"
        opening = where < 0.5 or len(words) < 3 or (not (comma > 0 and where < 0.8) and not _SUBJECT_FIRST.match(sentence))
        filler = rng.choice(self._fillers(opening=opening))
        if opening:
            return f"{capitalised(filler)}, {uncapitalised(sentence)}"
        if comma > 0 and where < 0.8:
            return f"{sentence[: comma + 1]} {filler}, {sentence[comma + 2:]}"
        return f"{words[0].rstrip(',;:')}, {filler}, " + " ".join(words[1:])

    def _hedge_time(self, sentence: str) -> str:
        """Recall: medium hedges, low also offers a shifted alternative (the stated fact stays)."""
        recall = self._voice.recall_accuracy
        if recall == "high":
            return sentence
        rng = self._style
        body = bare(sentence)
        if recall == "medium":
            if rng.random() < 0.6:
                return rng.choice((f"I think {uncapitalised(body)}.", f"{body}, roughly.", f"{body}, more or less."))
            return as_sentence(body)
        alternative = self._shift_time(body)
        if "," in body or ";" in body:  # an alternative time spliced into a longer story would garble it
            return f"I'm not sure, but {uncapitalised(body)}."
        options = [f"{body}, or maybe {alternative}, I'm not sure." if alternative else f"{body}, I think, I'm not sure.",
                   f"I'm not sure, {uncapitalised(body)}, or was it {alternative or 'earlier'}."]
        return rng.choice(options)

    def _shift_time(self, text: str) -> str | None:
        match = re.search(
            r"\b(a few|a couple of|half an|an|a|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|\d+)"
            r"\s+(minutes?|hours?|days?|weeks?|months?|years?)\b",
            text,
            re.IGNORECASE,
        )
        if match:
            amount, unit = match.group(1).lower(), match.group(2).lower()
            if amount.isdigit():
                shifted = str(int(amount) + max(1, int(amount) // 2))
            else:
                shifted = TIME_WORDS.get(amount, "a few")
            if shifted in ("an", "a"):
                return f"{shifted} {unit.rstrip('s')}"
            plural = unit if unit.endswith("s") else unit + "s"
            return f"{shifted} {plural}" + (" ago" if "ago" in text[match.end():match.end() + 5] else "")
        for word, other in (("this morning", "late last night"), ("last night", "yesterday evening"),
                            ("yesterday", "the day before"), ("this afternoon", "this morning"), ("today", "yesterday"),
                            ("tonight", "this evening")):
            if word in text.lower():
                return other
        return None
