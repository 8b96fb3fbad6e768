"""A companion never speaks of itself in the third person.

The case is written by someone watching the scene: "Husband can't wake her", "his friend found him
slumped on the bathroom floor". Said by that husband or that friend, the words are "I can't wake
her", "I found him slumped": a friend who says "I'm his friend … his friend found him" sounds like
two people.
"""

from __future__ import annotations

import re

from .clauses import first_person_verb

__all__ = ["relation_nouns", "as_speaker", "INTRODUCTION"]

#: A reply that opens by saying who the speaker is ("I'm his dad, he fell off a chair"): the introduction stays where the
#: rest of the reply is told again in other words.
INTRODUCTION = re.compile(r"^I'm (?:his|her|their|the|a|one|from|just)\b")

#: The words one relation goes by ("mum": "mother", "mom").
_SAME = (
    frozenset({"mum", "mother", "mom", "mummy"}),
    frozenset({"dad", "father", "daddy"}),
    frozenset({"nan", "nana", "grandmother", "grandma", "gran"}),
    frozenset({"grandad", "grandfather", "grandpa"}),
    frozenset({"friend", "mate"}),
)
#: Reporting words dropped with the speaker's name ("her husband says she ..." is the speaker's own "she ...").
_REPORTING = r"(?:says|said|reports|reported|explains|explained|thinks|tells us)(?: that)?\s+"
_BE = {"is": "am", "isn't": "am not", "was": "was", "wasn't": "wasn't", "has": "have", "hasn't": "haven't", "does": "do",
       "doesn't": "don't"}


def relation_nouns(relation: str | None) -> frozenset[str]:
    """The words for the companion in the case's text, from how it introduces itself ("{pos} friend")."""
    found = re.search(r"\{pos\} ([a-z]+)$", relation or "")
    if not found:
        return frozenset()
    noun = found.group(1).lower()
    for same in _SAME:
        if noun in same:
            return same
    return frozenset({noun})


#: Words for one person (never "parents" or "carers"): their "-s" typed after them is a possessive without its apostrophe.
_ONE_PERSON = frozenset({"grandma", "grandmother", "grandpa", "grandfather", "grandad", "granddad", "nan", "nana", "nanna", "gran", "granny", "mum", "mom",
                         "mother", "dad", "father", "aunt", "aunty", "auntie", "uncle", "sister", "brother", "wife", "husband"})


def as_speaker(sentence: str, nouns: frozenset[str]) -> str:
    """The sentence with "his friend" (the companion who says it) made "I" or "me"; its own
    introduction ("I'm his friend") is left as it is."""
    if not nouns or sentence.startswith("I'm the interpreter for "):
        return sentence  # the interpreter says whom they speak for: "for his mum", never "for me"
    names = "|".join(sorted(map(re.escape, nouns), key=len, reverse=True))
    named = rf"\b(?:his|her|their|the patient's) (?:{names})s?\b(?!')"

    def subject(match: re.Match[str]) -> str:
        before = sentence[: match.start()]
        if re.search(r"\bI(?:'m| am)\s*(?:one of\s*)?$", before):
            return match.group(0)  # the introduction ("I'm one of her parents" too)
        verb = match.group("verb") or ""
        if not verb:
            return "I"
        low = verb.lower()
        said = _BE.get(low) or first_person_verb(low)
        if said == low and re.fullmatch(r"[a-z]+(?:s|es)", low) and not re.fullmatch(r"[a-z]*(?:ss|us|is)", low):
            said = re.sub(r"(?:(?<=sh)|(?<=ch)|(?<=ss)|(?<=x))es$|s$", "", low)  # "finds": "find", "notices": "notice"
        return f"I {said}"

    # "their grandmas blood pressure tablets": one grandma's, typed without its apostrophe, is "my" (2026-12ag terse, training:
    # "they got into I blood pressure tablets")
    singles = "|".join(sorted((re.escape(noun) for noun in nouns if noun in _ONE_PERSON), key=len, reverse=True))
    if singles:
        # (and with it: "she swallowed grandma's tablets", said by her nan, is "my tablets": before the 2026-12ao round, a probe)
        sentence = re.sub(rf"\b(?:(?:his|her|their|the patient's) )?(?:{singles})(?:s\b(?!')|['’]s\b)(?=\s+[a-z])", "my", sentence,
                          flags=re.IGNORECASE)
    sentence = re.sub(named + r"\s+" + _REPORTING, "", sentence, flags=re.IGNORECASE)
    sentence = re.sub(r"\b(to|with|by|for|from|called|told|asked) " + named[2:], r"\1 me", sentence, flags=re.IGNORECASE)
    sentence = re.sub(named + r"(?:\s+(?P<verb>[a-z']+))?", subject, sentence, flags=re.IGNORECASE)
    return sentence[:1].upper() + sentence[1:] if sentence else sentence
