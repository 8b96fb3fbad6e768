"""Word error rate of an ASR round trip, after one documented normalisation.

WER counts words, so two spellings of the same speech must become the same words first, or
the figure measures orthography instead of recognition. ``normalise`` does that, in this
order (``docs/asr-and-rating.md`` repeats it for readers of the figures):

1. Unicode NFKC, curly quotes and dashes made plain, lower case.
2. Symbols said as words: ``%`` → "percent", ``°`` → "degrees", ``&`` → "and", ``+`` → "plus".
3. Numbers spelt out: ``7`` → "seven", ``58`` → "fifty eight", ``38.5`` → "thirty eight point
   five", ``1,200`` → "one thousand two hundred"; ordinals ``2nd`` → "second". Whisper writes
   "7 out of 10" for speech that a transcript may spell "seven out of ten", and the other way
   round, so both sides are spelt out.
4. Punctuation removed (hyphens and slashes become spaces; an apostrophe inside a word stays,
   so "don't" is one word and not "don t").
5. Hesitation fillers dropped (``um``, ``uh``, ``er``, ``erm``, ``ah``, ``hmm``, ``mm``): the
   audio renders a persona's disfluency as sound, and Whisper usually leaves fillers out, so
   counting them would charge the recogniser for a rendering choice.
6. Whitespace folded.

``wer`` over several utterances pools the edits (total errors / total reference words), the
usual corpus WER, rather than averaging per-utterance rates that weigh a two-word "Yes, two."
as much as a long answer.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

__all__ = ["normalise", "wer", "word_errors", "FILLERS"]

FILLERS = frozenset({"um", "umm", "uh", "uhh", "uhm", "er", "erm", "ah", "hmm", "hm", "mm", "mmm"})

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINAL_WORDS = {
    "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
    "nine": "ninth", "twelve": "twelfth",
}
_PLAIN = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})
_SYMBOLS = (("%", " percent "), ("°", " degrees "), ("&", " and "), ("+", " plus "))
_NUMBER = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(st|nd|rd|th)?(?![\w])")
_PUNCT = re.compile(r"[^\w\s']|_")
_QUOTE = re.compile(r"(?<!\w)'|'(?!\w)")  # an apostrophe not between two word characters


def _spell(number: int) -> str:
    """An integer in words, American style without "and" (``120`` → "one hundred twenty")."""
    if number < 20:
        return _ONES[number]
    if number < 100:
        tens, ones = divmod(number, 10)
        return _TENS[tens] + (f" {_ONES[ones]}" if ones else "")
    for size, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand"), (100, "hundred")):
        if number >= size:
            high, low = divmod(number, size)
            return f"{_spell(high)} {name}" + (f" {_spell(low)}" if low else "")
    raise AssertionError(number)  # unreachable: every number >= 100 meets a size


def _ordinal(words: str) -> str:
    head, _, last = words.rpartition(" ")
    if last in _ORDINAL_WORDS:
        last = _ORDINAL_WORDS[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return f"{head} {last}".strip()


def _number_words(match: re.Match[str]) -> str:
    whole, fraction, suffix = match.group(1), match.group(2), match.group(3)
    words = _spell(int(whole.replace(",", "")))
    if suffix:
        return f" {_ordinal(words)} "
    if fraction:
        words += " point " + " ".join(_ONES[int(digit)] for digit in fraction)
    return f" {words} "


def normalise(text: str) -> str:
    """The words WER compares (see the module docstring for each step)."""
    text = unicodedata.normalize("NFKC", text).translate(_PLAIN).lower()
    for symbol, word in _SYMBOLS:
        text = text.replace(symbol, word)
    text = _NUMBER.sub(_number_words, text)
    text = _PUNCT.sub(" ", text.replace("-", " ").replace("/", " "))
    text = _QUOTE.sub(" ", text)
    return " ".join(word for word in text.split() if word not in FILLERS)


def word_errors(reference: str, hypothesis: str) -> tuple[int, int]:
    """(edits, reference words) between two texts after ``normalise``.

    An empty reference has no words to get wrong: every hypothesis word is an insertion then.
    """
    import jiwer

    ref, hyp = normalise(reference), normalise(hypothesis)
    if not ref:
        return len(hyp.split()), 0
    if not hyp:
        return len(ref.split()), len(ref.split())
    out = jiwer.process_words(ref, hyp)
    return out.substitutions + out.deletions + out.insertions, len(ref.split())


def wer(references: str | Sequence[str], hypotheses: str | Sequence[str]) -> float | None:
    """Corpus WER: pooled edits over pooled reference words; None when there are no reference words."""
    if isinstance(references, str) != isinstance(hypotheses, str):
        raise TypeError("pass two strings or two sequences of strings")
    if isinstance(references, str):
        references, hypotheses = [references], [hypotheses]  # type: ignore[list-item]
    if len(references) != len(hypotheses):
        raise ValueError(f"{len(references)} references but {len(hypotheses)} hypotheses")
    edits = words = 0
    for reference, hypothesis in zip(references, hypotheses):
        e, w = word_errors(reference, hypothesis)
        edits, words = edits + e, words + w
    return edits / words if words else None
