"""The clinical picture: findings with meaning, source and number; nothing the case says is lost.

Real tables only (concepts, context, measures, vitals). The picture reads plain text fields, so
the offline engine can build it without importing the case model: checked in a fresh interpreter.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from triagesim.clinical.concepts import hear
from triagesim.clinical.picture import (
    ClinicalPicture,
    Finding,
    compile_picture,
    measures,
    reported_measurements,
)
from triagesim.clinical.tables import load_table
from triagesim.errors import InputError


def found(picture: ClinicalPicture, concept: str) -> list[Finding]:
    return [finding for finding in picture.findings if finding.concept == concept]


def only(picture: ClinicalPicture, concept: str) -> Finding:
    findings = found(picture, concept)
    assert len(findings) == 1, (concept, picture.findings)
    return findings[0]


# ------------------------------------------------------------------------------ findings
def test_each_finding_has_its_status_experiencer_quote_source_and_span():
    fields = {
        "chief_complaint": "Cough and fever",
        "narrative": "Her brother has a rash. No vomiting. She's usually confused but today she won't wake up.",
        "associated_symptoms": ["no diarrhoea", "maybe a headache"],
    }
    picture = compile_picture(fields)
    cough = only(picture, "cough")
    assert (cough.status, cough.experiencer, cough.source, cough.item, cough.quote) == ("present", "patient", "chief_complaint", None, "Cough and fever")
    assert fields["chief_complaint"][slice(*cough.span)] == "Cough"
    rash = only(picture, "rash")
    assert (rash.status, rash.experiencer, rash.quote) == ("other", "other", "Her brother has a rash")
    assert only(picture, "vomiting").status == "negated"
    assert only(picture, "confusion").status == "baseline"
    assert only(picture, "unresponsive").status == "present"
    diarrhoea = only(picture, "diarrhea")
    assert (diarrhoea.status, diarrhoea.source, diarrhoea.item) == ("negated", "associated_symptoms", 0)
    headache = only(picture, "headache")
    assert (headache.status, headache.item) == ("uncertain", 1)
    assert fields["associated_symptoms"][1][slice(*headache.span)] == "headache"
    assert picture.present() == {"cough", "fever", "unresponsive", "headache"}
    for finding in picture.findings:
        assert finding.provenance == "stated"
        text = fields[finding.source] if finding.item is None else fields[finding.source][finding.item]
        assert finding.quote in text and text[slice(*finding.span)].lower() in finding.quote.lower()


def test_a_list_item_never_continues_another_items_denial():
    picture = compile_picture({"associated_symptoms": ["no fever", "vomiting"]})
    assert only(picture, "fever").status == "negated"
    assert only(picture, "vomiting").status == "present"


def test_original_case_and_curly_apostrophes_keep_their_offsets():
    text = "İstanbul last week. I think she’s been VOMITING since lunch."
    picture = compile_picture({"narrative": text})
    vomiting = only(picture, "vomiting")
    assert text[slice(*vomiting.span)].lower().startswith("vomit")
    assert vomiting.status == "uncertain"


# ------------------------------------------------------------------------------ numbers
@pytest.mark.parametrize(
    ("text", "concept", "value", "unit", "quantity"),
    [
        ("She has a 6 cm cut on her arm.", "laceration", 6, "cm", "length"),
        ("A 15mm gash above the eye.", "laceration", 15, "mm", "length"),
        ("He has burns over 20 % of his body.", "burn", 20, "%", "percentage"),
        ("She has burns on about 30 percent of her back.", "burn", 30, "%", "percentage"),
        ("She took an overdose of 10 tablets.", "overdose", 10, "tablet", "count"),
        ("He's had 3 doses of his inhaler and he's still short of breath.", "sob", 3, "dose", "count"),
        ("Vomiting for 2 days.", "vomiting", 2, "day", "duration"),
        ("A cough for three weeks.", "cough", 3, "week", "duration"),
        ("Chest pain for half an hour.", "chest_pain", 0.5, "hour", "duration"),
    ],
)
def test_a_number_said_with_a_finding_is_attached(text, concept, value, unit, quantity):
    finding = [f for f in compile_picture({"narrative": text}).findings if f.concept == concept][0]
    assert (finding.value, finding.unit, finding.quantity) == (value, unit, quantity)


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [("A fever of 39.5 °C.", 39.5, "°C"), ("Fever, 102 F this morning.", 102, "°F"),
     ("A cough and a temperature of 38.9 degrees.", 38.9, "°C")],
)
def test_a_temperature_is_a_reading_of_its_own_not_the_cough_beside_it(text, value, unit):
    picture = compile_picture({"narrative": text})
    assert all(finding.value is None for finding in picture.findings if finding.provenance == "stated")
    reading = [finding for finding in picture.findings if finding.provenance == "reported"]
    assert [(f.concept, f.status, f.value, f.unit, f.quantity) for f in reading] == [("fever", "present", value, unit, "temperature")]


def test_ages_and_plain_words_are_no_measures():
    assert measures("i'm 45 years old") == ()
    assert [(m.value, m.unit) for m in measures("a day or two, 3 hrs, 2 inches")] == [(1, "day"), (3, "hour"), (2, "in")]
    assert compile_picture({"narrative": "I'm 45 years old with chest pain."}).findings[0].value is None


# ------------------------------------------------------------------------------ reported measurements
@pytest.mark.parametrize(
    ("text", "status", "value", "unit"),
    [
        ("I took her temperature at home, 38.4", "present", 38.4, "°C"),
        ("His mum measured 38.6", "present", 38.6, "°C"),
        ("The thermometer said 40 this morning.", "present", 40, "°C"),
        ("Temp 101.2 F at home.", "present", 101.2, "°F"),
        ("I checked, his temperature was 37.9.", "negated", 37.9, "°C"),
        ("I took her temperature, it was 38.0", "present", 38.0, "°C"),
        ("Temperature 100.4 degrees Fahrenheit.", "present", 100.4, "°F"),
        ("Temperature 100.3 F.", "negated", 100.3, "°F"),
        ("She had a temp of 99 at the GP.", "negated", 99, "°F"),
    ],
)
def test_a_temperature_someone_took_is_a_reported_fever_finding(text, status, value, unit):
    findings = reported_measurements(text, source="narrative")
    assert len(findings) == 1, findings
    finding = findings[0]
    assert (finding.concept, finding.status, finding.value, finding.unit) == ("fever", status, value, unit)
    assert (finding.provenance, finding.experiencer, finding.quantity, finding.source) == ("reported", "patient", "temperature", "narrative")
    assert float(text[slice(*finding.span)].split()[0]) == value


def test_the_fever_cut_off_is_the_vitals_tables():
    cut_off = load_table("vitals.yaml")["thresholds"]["temp_fever_from"]
    assert cut_off == 100.4
    assert reported_measurements(f"temperature {cut_off} F")[0].status == "present"
    assert reported_measurements(f"temperature {cut_off - 0.1:.1f} F")[0].status == "negated"


def test_a_temperature_said_of_someone_else_is_theirs():
    findings = reported_measurements("His brother's temperature was 39, hers was 37.1.")
    assert [(f.value, f.experiencer, f.status) for f in findings] == [(39, "other", "present"), (37.1, "patient", "negated")]


def test_no_temperature_without_a_reading_or_a_human_value():
    assert reported_measurements("She is 38 weeks pregnant.") == ()
    assert reported_measurements("I'm 39 and I have a headache.") == ()
    assert reported_measurements("His temperature was 12.") == ()
    assert reported_measurements("A 38 cm wound, measured by the GP.") == ()


def test_the_reading_decides_the_fever_of_its_sentence():
    """The word "temperature" names what was measured: 37.2 is no fever, whatever the word."""
    picture = compile_picture({"narrative": "I took her temperature at home, 37.2. She has a cough."})
    assert [(f.status, f.provenance, f.value) for f in found(picture, "fever")] == [("negated", "reported", 37.2)]
    assert "fever" not in picture.present()
    picture = compile_picture({"narrative": "No fever. I took her temperature later, 38.7."})
    assert [(f.status, f.provenance) for f in found(picture, "fever")] == [("negated", "stated"), ("present", "reported")]
    assert "fever" in picture.present()


# ------------------------------------------------------------------------------ nothing is lost
def test_clauses_where_nothing_was_recognised_are_kept_with_source_and_span():
    text = "Chest pain since this morning. The car park was full, we waited an hour. She took 12 of something."
    picture = compile_picture({"narrative": text, "onset": "after lunch"})
    assert {u.text for u in picture.unrecognised} >= {"The car park was full", "we waited an hour", "She took 12 of something",
                                                      "after lunch"}
    for unrecognised in picture.unrecognised:
        source = text if unrecognised.source == "narrative" else "after lunch"
        assert source[slice(*unrecognised.span)] == unrecognised.text


_PHRASES = sorted({re.sub(r"\\[bBsSdDwW]|[\\^$*+?{}\[\]|()<>=!:]", " ", alternative).strip()
                   for entry in load_table("concepts.yaml").values() for alternative in entry["patterns"]} - {""})
_WORDS = st.sampled_from(_PHRASES + ["the weather", "we waited", "um", "i think", "no", "38.4", "maybe", "his brother",
                                     "as usual", "if it gets worse", "took her temperature", "6 cm", "for 3 days"])


@settings(max_examples=120, deadline=None)
@given(st.lists(st.tuples(_WORDS, st.sampled_from([", ", ". ", " and ", " but ", "; ", " "])), min_size=1, max_size=6))
def test_every_clause_is_a_finding_a_modifier_or_kept_as_unrecognised(parts):
    text = "".join(word + joiner for word, joiner in parts)
    picture = compile_picture({"narrative": text})
    for said in hear(text):
        start, end = said.span
        assert text[start:end].strip() == text[start:end] != ""
        if said.kind == "heard":
            assert {(f.span, f.concept) for f in picture.findings if f.provenance == "stated" and start <= f.span[0] < end} \
                or any(f.concept == "fever" for f, _ in said.hits), (text, said)
        elif said.kind == "unheard":
            kept = [u for u in picture.unrecognised if u.span == said.span]
            reported = [f for f in picture.findings if f.provenance == "reported" and start <= f.span[0] < end]
            assert kept or reported, (text, said)
    for finding in picture.findings:
        assert 0 <= finding.span[0] < finding.span[1] <= len(text)


# ------------------------------------------------------------------------------ the models and the boundary
def test_the_models_are_closed_vocabularies():
    with pytest.raises(ValidationError):
        Finding(concept="fever", status="denied", quote="q", source="s", span=(0, 1))
    with pytest.raises(ValidationError):
        Finding(concept="fever", status="present", experiencer="brother", quote="q", source="s", span=(0, 1))
    with pytest.raises(ValidationError):
        Finding(concept="fever", status="present", quote="q", source="s", span=(0, 1), quantity="weight")
    picture = compile_picture({"narrative": "No fever, 6 cm cut."})
    assert ClinicalPicture.model_validate_json(picture.model_dump_json()) == picture


def test_fields_must_be_texts_or_lists_of_texts():
    assert compile_picture({"onset": None, "narrative": "", "list": []}) == ClinicalPicture()
    with pytest.raises(InputError, match="field 'age'"):
        compile_picture({"age": 45})  # type: ignore[dict-item]
    with pytest.raises(InputError, match="field 'symptoms', item 1"):
        compile_picture({"symptoms": ["fever", None]})  # type: ignore[list-item]


def test_the_picture_never_imports_the_case_model():
    code = "import sys, triagesim.clinical.picture; print(sorted(m for m in sys.modules if m.startswith('triagesim.cases')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# ------------------------------------------------------------------------------ who tells the story
STORY = ("A 16-year-old girl is brought in by her mother, who found an empty packet of paracetamol. "
         "The mother says her daughter admitted taking about 20 tablets four hours ago, wanting to die. "
         "Her other daughter has a cold.")


def test_prose_told_from_the_companions_side_is_the_patients_story():
    picture = compile_picture({"narrative": STORY})  # the companion is read from the prose: her mother
    overdose = only(picture, "overdose")
    assert (overdose.status, overdose.experiencer) == ("present", "patient")
    assert only(picture, "suicidal").experiencer == "patient"
    assert (only(picture, "cold").status, only(picture, "cold").experiencer) == ("other", "other")  # the sister's cold
    assert {"overdose", "suicidal"} <= picture.present() and "cold" not in picture.present()


def test_the_companion_can_be_given_and_a_story_with_none_reads_as_before():
    told = "The mother says her daughter took 20 tablets."
    assert only(compile_picture({"narrative": told}, companion="mother"), "overdose").experiencer == "patient"
    assert only(compile_picture({"narrative": told}), "overdose").experiencer == "other"  # no companion named
    fever = reported_measurements("The mother says her daughter's temperature was 38.9 at home.", companion="mother")
    assert [(finding.status, finding.experiencer) for finding in fever] == [("present", "patient")]
