"""The lay words of each clinical concept (clinical/data/lay.yaml) are heard by the nurse as that
concept, in the patient's mouth and in a companion's, in everyday English; every presentation has
lay words or a documented reason why not; and a broken table names its file and entry."""

from __future__ import annotations

import re

import pytest

from triagesim.clinical.concepts import ROLES, detect
from triagesim.clinical.lay import LAY, SKIPPED, LayWords, _load, lay_for
from triagesim.clinical.tables import ClinicalTableError
from triagesim.dialogue.register import jargon_in, shorthand_in

SPOKEN = sorted(LAY)
#: Concepts whose body is one sex's: a companion speaks of her, or of him, only.
ONE_SEX = {"vaginal_bleeding": "she", "obstetric": "she", "ectopic": "she", "testicular": "he"}
_PRONOUNS = {
    "she": {"i": "she", "i've": "she's", "i'm": "she's", "i'd": "she'd", "my": "her", "me": "her", "myself": "herself"},
    "he": {"i": "he", "i've": "he's", "i'm": "he's", "i'd": "he'd", "my": "his", "me": "him", "myself": "himself"},
}
_FIRST_PERSON = re.compile(r"\b(?:i've|i'm|i'd|myself|my|me|i)\b", re.IGNORECASE)


def companion(say: str, pronoun: str) -> str:
    """The mechanical third person of a ``say``, as lay.yaml promises it can be made."""
    words = _PRONOUNS[pronoun]
    text = _FIRST_PERSON.sub(lambda match: words[match.group(0).lower()], say)
    return text[0].upper() + text[1:]


def heard(text: str, concept: str) -> bool:
    """The concept is heard in the text, and never as negated."""
    hits = [hit for hit in detect(text) if hit.concept == concept]
    return bool(hits) and not any(hit.negated for hit in hits)


def phrasings(concept: str) -> list[str]:
    words = LAY[concept]
    return [words.say] + ([f"I've got {words.noun}"] if words.noun else []) + [said for _, said in words.variants]


def test_companion_rewrite_changes_every_first_person_word():
    assert companion("I've hit my head and I'm dizzy", "she") == "She's hit her head and she's dizzy"
    assert companion("My defibrillator went off and shocked me", "he") == "His defibrillator went off and shocked him"


@pytest.mark.parametrize("concept", SPOKEN)
def test_lay_words_are_heard_as_their_concept(concept):
    for text in phrasings(concept):
        assert heard(text, concept), f"{text!r} is not heard as {concept}: {detect(text)}"


@pytest.mark.parametrize("concept", SPOKEN)
def test_lay_words_deny_nothing(concept):
    """Lay words assert a finding: nothing the nurse hears in them is denied, someone else's or a
    past state."""
    for text in phrasings(concept):
        assert not [hit for hit in detect(text) if hit.negated], f"{text!r}: {detect(text)}"


@pytest.mark.parametrize("concept", SPOKEN)
def test_a_companion_saying_them_is_heard(concept):
    for pronoun in [ONE_SEX[concept]] if concept in ONE_SEX else ["she", "he"]:
        text = companion(LAY[concept].say, pronoun)
        assert text != LAY[concept].say and not _FIRST_PERSON.search(text)
        assert heard(text, concept), f"{text!r} is not heard as {concept}: {detect(text)}"


@pytest.mark.parametrize("concept", SPOKEN)
def test_lay_words_are_everyday_english(concept):
    for text in phrasings(concept):
        capitals = re.findall(r"\b[A-Z]{2,}\b", text)
        assert not capitals, f"{text!r}: words in capitals {capitals}"
        assert not shorthand_in(text), f"{text!r}: chart shorthand {shorthand_in(text)}"
        assert not jargon_in(text), f"{text!r}: clinical jargon {jargon_in(text)}"


def test_every_presentation_has_lay_words_or_a_reason():
    spoken_of = {name for name, role in ROLES.items() if role in ("presentation", "minor")}
    missing = sorted(spoken_of - set(LAY) - set(SKIPPED))
    assert not missing, f"give these lay words in lay.yaml, or list them under 'skipped' with why: {missing}"
    not_presentations = sorted(name for name in SKIPPED if name not in spoken_of)
    assert not not_presentations, f"'skipped' is for presentation and minor concepts only: {not_presentations}"
    assert not set(LAY) & set(SKIPPED)


def test_lay_for():
    assert lay_for("vomiting") == LAY["vomiting"]
    assert isinstance(lay_for("vomiting"), LayWords)
    for unspoken in sorted(set(SKIPPED) | (set(ROLES) - set(LAY))):
        assert lay_for(unspoken) is None
    assert lay_for("no_such_concept") is None


def _error(table) -> str:
    with pytest.raises(ClinicalTableError) as caught:
        _load(table)
    return str(caught.value)


@pytest.mark.parametrize(
    ("table", "entry", "why"),
    [
        ({"chest_pian": {"say": "I've got chest pain", "noun": None}}, "chest_pian", "not a concept"),
        ({"chest_pain": {"noun": "chest pain"}}, "chest_pain", "'say'"),
        ({"chest_pain": {"say": "", "noun": None}}, "chest_pain", "'say'"),
        ({"chest_pain": {"say": "Chest pain", "noun": None}}, "chest_pain", "first person"),
        ({"chest_pain": {"say": "I've got chest pain.", "noun": None}}, "chest_pain", "punctuation"),
        ({"chest_pain": {"say": "I've got chest pain", "noun": ""}}, "chest_pain", "'noun'"),
        ({"skipped": {"chest_pian": "a reason"}}, "chest_pian", "not a concept"),
        ({"skipped": {"chest_pain": ""}}, "chest_pain", "reason"),
        ({"skipped": {"chest_pain": "why"}, "chest_pain": {"say": "I've got chest pain", "noun": None}}, "chest_pain", "both"),
    ],
)
def test_a_broken_table_names_its_file_and_entry(table, entry, why):
    message = _error(table)
    assert "clinical/data/lay.yaml" in message and repr(entry) in message and why in message, message


def test_the_shipped_table_loads_as_the_module_holds_it():
    lay, skipped = _load()
    assert dict(lay) == dict(LAY) and dict(skipped) == dict(SKIPPED)
