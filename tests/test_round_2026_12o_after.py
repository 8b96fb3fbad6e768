"""After the 2026-12o measurement (577b3d6; the sets are the next round's training): the four level-2 patients the
thirteenth read found sent to wait, by meaning, in our own words. Antifreeze or methanol swallowed, skin coming off in
sheets after a new medicine, a faint in the middle of exercise, and a headache the household shares beside a generator
in an attached garage should not wait (ESI 2). The near misses: a faint at rest, a sunburn peeling, a generator out in
the yard. A poison swallowed is asked what, how much and when, once (not the drink-or-drugs question after it)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.cases import Case

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, concepts, esi  # noqa: E402


@pytest.mark.parametrize(("text", "level"), [
    ("I drank out of an old water bottle in the shed and it turned out to be antifreeze.", 2),
    ("He swallowed some methylated spirits an hour ago.", 2),
    ("I started a new epilepsy tablet a fortnight ago and now my skin is peeling off in sheets and I've got mouth sores.", 2),
    ("I blacked out mid-game at squash, no warning.", 2),
    ("The power's off so we ran the generator in the attached garage, the whole family has headaches and I fainted.", 2),
])
def test_presentations_the_thirteenth_read_found_sent_to_wait_are_esi_2(text, level):
    assert esi(text, age=45) == level


def test_the_near_misses_are_not_the_danger():
    assert "exertion" not in concepts("I fainted getting out of the bath.")
    assert "skin_sloughing" not in concepts("My sunburn is peeling a bit on my shoulders.")
    assert "carbon_monoxide" not in concepts("We've got a generator out in the yard.")
    assert "toxic_alcohol" not in concepts("I had a glass of wine with dinner.")


def test_a_swallowed_poison_is_asked_what_how_much_and_when_once():
    """The ingestion question, not the drink-or-drugs question after it: the poison is the answer to both."""
    case = Case(case_id="af", age=50, sex="M", chief_complaint="drank antifreeze from a bottle in the shed an hour ago", acuity=2,
                vitals=dict(temperature=98.4, heartrate=96, resprate=18, o2sat=98, sbp=130, dbp=80))
    for seed in range(3):
        artifact = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=seed), extractor=RuleBasedExtractor()).run(case)
        nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
        patient = [line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse"]
        assert any(re.search(r"what exactly|exactly what", line, re.IGNORECASE) for line in nurse), nurse
        assert not any("drink or taken" in line for line in nurse), nurse
        assert not any("few drinks" in line for line in patient), patient


@pytest.mark.parametrize(("complaint", "age"), [
    ("58 yo male, burning w/ peeing, chills", 58),
    ("72yo F fall at home", 72),
    ("45 year old with chest pain", 45),
])
def test_an_age_typed_into_the_complaint_is_the_patients_and_is_not_said_as_a_complaint(complaint, age):
    """After the 2026-12o measurement (thirteenth read): "I've got 58 years old male ... I'm 19 years old"."""
    reply = ask(Case(case_id="age", chief_complaint=complaint, acuity=3), "What brings you in today, and how old are you?")
    assert f"I'm {age}" in reply and "years old male" not in reply and not re.search(rf"got {age}", reply), reply
