"""What the scripted patient says, from a read of the 2026-12n runs (training: 2026-12n was measured once on b60d3e4
before any of this).

A typist's row is said as a person says it: a job is what the speaker does ("I'm an electrician", never "I've got
electrician"), what was done to the speaker is passive ("I was rear-ended at the stoplight"), a spaced dash is a comma,
a panel's voltage stays with the panel, the doctor's office called the patient, and "in 4 days" is never "in for four
days"; a burn's extent is said in words, and a swollen outer ankle takes its article. A woman who came in bleeding never says her last period was two weeks ago and normal. The exact spot a fish
bone sticks is no rash. The cases are our own short rows of the same kinds, not rows of the set.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.agents.offline.patient.realise import realise
from triagesim.cases import Case
from triagesim.clinical.concepts import detect
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask as _ask  # noqa: E402


def _opening(chief_complaint: str) -> str:
    return _ask(Case(case_id="row", age=45, sex="M", chief_complaint=chief_complaint, pain=4, acuity=3),
                "What's brought you in today?")


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("plumber - shock from 240 volt outlet under sink, tingling arm", r"I'?m a plumber|I am a plumber", r"got (?:a )?plumber|it was 240"),
    ("MVC - rear ended at red light, restrained, neck pain", r"rear-ended at the red light", r"got rear|car crash -"),
    ("warehouse security - bitten by guard dog on left forearm", r"I work in warehouse security", r"got warehouse|-"),
    ("Dr office called - potassium 6.2, told to come in", r"(?i)my doctor's office called me", r"office is called"),
    ("gained 5 pounds in 3 days, ankles swollen", r"in three days", r"in for"),
    ("hot oil burn at work, blisters back of hand, approx 3% TBSA", r"back of my hand.*about 3% of my body", r"(?i)tbsa|my back of"),
    ("twisted ankle at netball, swollen outer ankle", r"a swollen outer ankle", r"got swollen"),
])
def test_a_typists_row_is_said_as_a_person_says_it(complaint, said, unsaid):
    opening = _opening(complaint)
    assert re.search(said, opening) and not re.search(unsaid, opening), opening


def test_a_panels_voltage_stays_with_the_panel():
    assert patient_complaint("shock from 480 volt panel") == ["shock from 480-volt panel"]
    assert "high_voltage" not in {hit.concept for hit in detect("shock from 480-volt panel")}
    assert "electrical_injury" in {hit.concept for hit in detect("I got a shock from a 480-volt panel")}


def test_a_woman_who_came_in_bleeding_never_says_her_last_period_was_normal():
    case = Case(case_id="bleed", age=38, sex="F", chief_complaint="heavy period 9 days, soaking pads, dizzy", pain=3, acuity=3)
    reply = _ask(case, "When was your last period, and is there any chance you could be pregnant?")
    assert "bleeding now" in reply and "normal" not in reply, reply
    regular = Case(case_id="belly", age=38, sex="F", chief_complaint="lower belly pain since this morning", pain=5, acuity=3)
    assert "last period was" in _ask(regular, "When was your last period?")


def test_the_spot_a_pain_is_in_is_no_rash():
    assert "rash" not in {hit.concept for hit in detect("She can point to the exact spot on the left of her throat.")}
    assert "rash" in {hit.concept for hit in detect("He has red spots all over his tummy.")}


@pytest.mark.parametrize(("fragment", "said"), [
    ("voice getting hoarser", "my voice is getting hoarser"),
    ("hands+face puffy", "my hands and face are puffy"),
    ("legs more swollen", "my legs are more swollen"),
    ("toes feel numb", "my toes feel numb"),
    ("breathing getting worse", "my breathing is getting worse"),
    ("hand crushed at work", "my hand got crushed at work"),  # a happening, not a state
])
def test_what_a_part_of_the_body_is_doing_is_said_with_the_part_as_subject(fragment, said):
    assert realise(fragment) == said


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    # after the 2026-12o measurement (thirteenth read): "a few drinks" only where the complaint says drink was drunk
    ("drank from a sports drink bottle in the shed, it was antifreeze, wife says he seems drunk", r"antifreeze", r"few drinks|wife"),
    # "acting drunk" is how a low sugar or a stroke looks, no drink taken (twenty-second read): never a drink made up
    ("acting drunk, slurred speech, no alcohol smell", r"not sure what|no alcohol", r"few drinks"),
    ("found slumped in car, needle in arm, snoring", r"not sure what", r"^No"),
    ("ETOH, fall, cut to forehead", r"few drinks", r"not sure"),
])
def test_the_substance_answer_names_what_the_complaint_says_was_taken(complaint, said, unsaid):
    reply = _ask(Case(case_id="sub", age=40, sex="M", chief_complaint=complaint, acuity=2),
                 "Have you had any alcohol or drugs today? How much?")
    assert re.search(said, reply) and not re.search(unsaid, reply), reply


def test_a_faint_that_is_over_happened_and_is_not_steady():
    """After the 2026-12o measurement (thirteenth read): a 30-second faint was "steady, it hasn't gone away"."""
    faint = _ask(Case(case_id="faint", age=60, sex="M", chief_complaint="passed out playing tennis, out about 30 sec", acuity=2),
                 "When did it start? Constant or on and off?")
    assert faint.startswith("It happened") and "came round" in faint and "steady" not in faint, faint
    with_pain = _ask(Case(case_id="faint2", age=60, sex="M", chief_complaint="syncope, chest pain", acuity=2),
                     "When did it start? Constant or on and off?")
    assert "came round" not in with_pain, with_pain


def test_while_we_wait_opens_the_question_not_the_interpreters_thanks():
    """After the 2026-12o measurement: "I'm getting a doctor ... While we wait, thank you. The interpreter is on the
    phone now ..." put the escalation inside the nurse's thanks."""
    case = Case(case_id="esc", chief_complaint="says he is going to stab his neighbour tonight, has a knife at home", acuity=2,
                vitals=dict(temperature=98.4, heartrate=88, resprate=16, o2sat=98, sbp=130, dbp=80), pain=0)
    persona = PatientPersona(persona_id="limited", language_proficiency="limited", first_language="Spanish")
    for seed in range(4):
        artifact = TriageRunner(ProtocolNurse(), ScriptedPatient(persona), RunnerConfig(seed=seed),
                                extractor=RuleBasedExtractor()).run(case)
        nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
        assert not any(re.search(r"While we wait, (?:thank|the interpreter)", line, re.IGNORECASE) for line in nurse), nurse
