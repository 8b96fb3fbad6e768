"""Typists' misspellings (clinical/data/spelling.yaml): heard as the word meant, said as the word
meant, and never a correction of a word spelt right."""

from __future__ import annotations

import re

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical import detect
from triagesim.clinical.picture import compile_picture
from triagesim.clinical.spelling import compile_misspellings, correct
from triagesim.clinical.tables import ClinicalTableError, load_table, load_tsv


def test_a_misspelling_is_read_as_the_word_meant_in_the_typists_capitals():
    assert correct("CHEAST pain + brething hard since last nite") == "CHEST pain + breathing hard since last night"
    assert correct("Preganant, stomache pain, stomache") == "Pregnant, stomach pain, stomach ache"
    assert correct("chest pain, can't breathe") == "chest pain, can't breathe"


def test_the_nurse_hears_a_misspelt_presentation():
    heard = {hit.concept for hit in detect("sudden sharp right sided cheast pain + short of breath")}
    assert {"chest_pain", "sob"} <= heard
    assert "pregnant" in {hit.concept for hit in detect("34 weeks preganant, headache")}


def test_a_misspelt_finding_keeps_its_place_in_the_text_as_typed():
    text = "ankel swolen after a fall, cheast pain"
    picture = compile_picture({"chief_complaint": text})
    quoted = {finding.concept: text[finding.span[0]:finding.span[1]] for finding in picture.findings}
    assert quoted["chest_pain"] == "cheast pain", quoted
    assert all(0 <= finding.span[0] < finding.span[1] <= len(text) for finding in picture.findings)


@pytest.mark.parametrize("typed", ["vomting since last nite, feaver", "DIARHEA X 3 DAYS, DIZYNESS", "swolen wirst, roomate pushed me"])
def test_the_patient_never_says_a_typists_misspelling(typed):
    spoken = " ".join(patient_complaint(typed)).lower()
    assert not re.search(r"vomting|nite|feaver|diarhea|dizyness|swolen|wirst|roomate", spoken), spoken


@pytest.mark.parametrize("typed, weeks", [("PV bleed, 8/40", 8), ("abd pain 32/40 G2P1", 32), ("G1P0 at 34+2/40 reduced FM", 34),
                                           ("spotting 6/40 pregnant", 6)])
def test_a_pregnancy_typed_in_weeks_over_forty_is_heard_and_said_in_weeks(typed, weeks):
    assert "pregnant" in {hit.concept for hit in detect(typed) if not hit.negated}
    spoken = " ".join(patient_complaint(typed))
    assert f"{weeks} weeks pregnant" in spoken, spoken
    assert not re.search(r"/40|\bG\dP\d|\b40 pregnant", spoken, re.IGNORECASE), spoken


@pytest.mark.parametrize("reading", ["BP 90/40", "bp 70/40 on arrival", "BP 60/40"])
def test_a_blood_pressure_over_forty_is_no_pregnancy(reading):
    assert correct(reading) == reading
    assert "pregnant" not in {hit.concept for hit in detect(reading)}


def test_no_entry_corrects_a_word_the_tables_spell_right():
    """Every lay word the knowledge base says aloud (a registration row's lay words, lay.yaml) and
    every concept label: a pattern that matched one would rewrite correct English. (Registration
    terms are chart text, misspellings included, so they are not a list of right spellings.)"""
    words: set[str] = set()
    for row in load_tsv("registration.tsv"):
        words.update(re.findall(r"[A-Za-z']+", row["lay"]))
    for entry in load_table("concepts.yaml").values():
        if isinstance(entry, dict):
            words.update(re.findall(r"[A-Za-z']+", str(entry.get("label", ""))))

    def strings(node: object):
        if isinstance(node, str):
            yield node
        elif isinstance(node, dict):
            for value in node.values():
                yield from strings(value)
        elif isinstance(node, list):
            for value in node:
                yield from strings(value)

    for text in strings(load_table("lay.yaml")):
        words.update(re.findall(r"[A-Za-z']+", text))
    changed = sorted(word for word in words if correct(word) != word)
    assert not changed, changed


@pytest.mark.parametrize(("table", "named"), [
    ({}, "expected a list under 'misspellings'"),
    ({"misspellings": "cheast"}, "expected a list under 'misspellings'"),
    ({"misspellings": [{"typed": "cheast"}]}, "misspellings[0]: needs a text 'typed' and a text 'means'"),
    ({"misspellings": [{"typed": "ok", "means": "ok"}, {"typed": 3, "means": "x"}]}, "misspellings[1]: needs a text"),
    ({"misspellings": [{"typed": "(unclosed", "means": "x"}]}, "misspellings[0] ('(unclosed'):"),
    ({"misspellings": [{"typed": "ch(ea)st", "means": "chest"}]}, "misspellings[0] ('ch(ea)st'): use (?:...), not a group"),
])
def test_a_broken_spelling_table_is_a_one_line_error_naming_the_file_and_the_entry(table, named):
    with pytest.raises(ClinicalTableError) as caught:
        compile_misspellings(table)
    message = str(caught.value)
    assert message.startswith("clinical/data/spelling.yaml") and named in message and "\n" not in message, message


def test_an_entry_for_weeks_typed_without_a_number_says_the_pregnancy_alone(monkeypatch):
    """A reviewer may add a typing of a pregnancy that holds no week count ("preg+"): its "{weeks}" must never stop an
    episode (the number is read from the typing; with none, the pregnancy alone is said)."""
    from triagesim.clinical import spelling

    table = spelling.compile_misspellings({"misspellings": [{"typed": r"preg\+", "means": "{weeks} weeks pregnant"}]})
    monkeypatch.setattr(spelling, "_table", lambda: table)
    spelling.correct_with_origin.cache_clear()
    try:
        corrected, _ = spelling.correct_with_origin("preg+ abdo pain")
    finally:
        spelling.correct_with_origin.cache_clear()
    assert corrected == "pregnant abdo pain"
