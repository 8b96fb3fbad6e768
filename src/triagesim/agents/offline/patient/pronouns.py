"""Person and agreement: first-person speech rewritten for a companion talking about the patient."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from lemminflect import getAllLemmas, getInflection


@dataclass(frozen=True)
class Pronouns:
    subject: str  # he / she / they
    object: str  # him / her / them
    possessive: str  # his / her / their
    reflexive: str  # himself / herself / themself
    plural: bool  # verb agreement for "they"

    @classmethod
    def for_sex(cls, sex: str | None) -> "Pronouns":
        key = (sex or "").strip().lower()[:1]
        if key == "m":
            return cls("he", "him", "his", "himself", False)
        if key == "f":
            return cls("she", "her", "her", "herself", False)
        return cls("they", "them", "their", "themself", True)


# Base verbs that take an -s after "he"/"she" (everything else after "I" is left as written).
_BASE_VERBS = {
    "take", "drink", "use", "go", "feel", "think", "get", "need", "want", "know", "smoke",
    "live", "work", "keep", "pee", "see", "hear", "sleep", "eat", "say", "mean", "hope", "like",
    "cough", "wheeze", "vomit", "remember", "forget", "stand", "walk", "breathe", "bend",
    "move", "swallow", "lie", "sit", "try", "drive", "play", "wear", "cry", "look", "believe", "worry", "wish",
}
_IRREGULAR_3RD = {"have": "has", "haven't": "hasn't", "do": "does", "don't": "doesn't", "go": "goes", "am": "is",
                  "try": "tries", "cry": "cries"}


#: Verbs a headline keeps in the present ("needs a refill", "takes warfarin"): habits and states. Any other
#: headline verb is an event, said in the past ("stops breathing after coughing": "I stopped breathing").
HABITUAL_VERBS = frozenset(_BASE_VERBS | _IRREGULAR_3RD.keys())
#: An adverb between "I" and its verb ("I only respond to pain", "I still feel sick"): the verb after it agrees.
_ADVERB = r"(?:only|just|still|also|never|always|usually|often|sometimes|really|even|rarely|barely|hardly|normally|mostly)"


@lru_cache(maxsize=1024)
def _third_singular(verb: str) -> str | None:
    """The -s form of a base-form verb after "he" or "she", from lemminflect's lexicon; None for a
    word that is not one (a past form, a modal, a noun), and for verbs whose past is their base
    ("I hurt my leg", "I cut myself"): after "I" those are read as past and left alone."""
    low = verb.lower()
    if low in _IRREGULAR_3RD:
        return _IRREGULAR_3RD[low]
    if low in _BASE_VERBS:
        return verb + ("es" if re.search(r"(?:sh|ch|ss|x|o)$", low) else "s")
    lemmas = getAllLemmas(low)
    if lemmas.get("VERB") != (low,) or "AUX" in lemmas or getInflection(low, "VBD")[:1] == (low,):
        return None
    return (getInflection(low, "VBZ") or (None,))[0]


def third_person(text: str, p: Pronouns) -> str:
    """Rewrite first-person speech about the patient into a companion's third person."""
    be = "are" if p.plural else "is"

    def contraction(match: re.Match[str]) -> str:
        word = match.group(0)
        low = word.lower()
        if low == "i'm":
            return "they're" if p.plural else f"{p.subject}'s"
        if low == "i am":
            return f"{p.subject} {be}"
        if low == "i've":
            return f"{p.subject}'ve" if p.plural else f"{p.subject}'s"
        return p.subject + word[1:]  # I'd, I'll

    def plain(match: re.Match[str]) -> str:
        adverb, verb = match.group(1) or "", match.group(2)
        if verb is None:
            return p.subject
        low = verb.lower()
        if low == "was":
            new = "were" if p.plural else "was"
        elif low == "wasn't":
            new = "weren't" if p.plural else "wasn't"
        elif not p.plural:
            new = _third_singular(verb) or verb
        else:
            new = verb
        return f"{p.subject} {adverb}{new}"

    text = re.sub(r"\bI(?:'m|'ve|'d|'ll| am)\b", contraction, text)
    text = re.sub(r"\bI\b(?:\s+(" + _ADVERB + r"\s+)?([A-Za-z']+))?", plain, text)
    text = re.sub(r"\bmyself\b", p.reflexive, text)
    text = re.sub(r"\bMy\b", p.possessive.capitalize(), text)
    text = re.sub(r"\bmy\b", p.possessive, text)
    text = re.sub(r"\bmine\b", {"he": "his", "she": "hers"}.get(p.subject, "theirs"), text)
    text = re.sub(r"\bme\b", p.object, text)
    return text


_PLURAL = {"is": "are", "was": "were", "has": "have", "does": "do"}


def _plural_verb(verb: str) -> str:
    plural = _PLURAL[verb.lower()]
    return plural.capitalize() if verb[0].isupper() else plural


_THEY_FIXES = [
    (re.compile(r"\b(they|They)'s (been|had|got)\b"), r"\1've \2"),
    (re.compile(r"\b(they|They)'s\b"), r"\1're"),
    (re.compile(r"\b(they|They) (is|was|has|does|doesn't|isn't|wasn't|says|takes|needs|gets|seems|feels|knows|wants|looks|goes)\b"),
     lambda m: f"{m.group(1)} " + {"is": "are", "was": "were", "has": "have", "does": "do", "doesn't": "don't",
                                   "isn't": "aren't", "wasn't": "weren't", "goes": "go"}.get(m.group(2), m.group(2)[:-1])),
    # a question puts the verb first: "Is they going to be okay?"
    (re.compile(r"\b(Is|is|Was|was|Has|has|Does|does) they\b"), lambda m: _plural_verb(m.group(1)) + " they"),
    # a second verb after "and" with the same "they" ("they're usually well and doesn't take anything": 2026-12ag, training)
    (re.compile(r"\b((?:they|They)\b[^.;?!]*? and )(doesn't|isn't|hasn't|wasn't|does|has)\b"),
     lambda m: m.group(1) + {"doesn't": "don't", "isn't": "aren't", "hasn't": "haven't", "wasn't": "weren't", "does": "do",
                             "has": "have"}[m.group(2)]),
    # any other verb the lexicon knows: "they pulls their legs up" is "they pull" (2026-12t terse, training)
    (re.compile(r"\b(they|They) (\w+s)\b"), lambda m: f"{m.group(1)} {_plain(m.group(2))}"),
]


def _plain(verb: str) -> str:
    """A third-person verb's plain form ("pulls": "pull"); a word that is no such verb stays as it is ("always")."""
    low = verb.lower()
    lemmas = getAllLemmas(low)
    plain = lemmas.get("VERB", ())
    return plain[0] if plain and plain[0] != low and not lemmas.get("ADV") else verb


def agree_verbs(text: str, p: Pronouns) -> str:
    """Verb agreement for a companion talking about a patient of unknown sex ("they")."""
    if not p.plural:
        return text
    for pattern, replacement in _THEY_FIXES:
        text = pattern.sub(replacement, text)
    return text
