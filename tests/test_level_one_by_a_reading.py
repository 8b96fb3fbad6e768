"""A shocked patient's pressure is taken before the pulse, and a level 1 set by a reading is called with its reason.

The seventeenth read counted an ant sting with a faint at BP 72/40 and vomited blood at 78/44 as late calls: the pulse
was taken first, a routine question asked, and the team called only after the pressure on the next turn."""

from __future__ import annotations

import re
import tempfile

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.cases import Case
from triagesim.cases.models import Vitals
from triagesim.clinical.vitals import MEASURED_ORDER, PRESSURE_BEFORE_PULSE
from triagesim.clinical import LABELS


def _run(complaint: str, **vitals) -> dict:
    acuity = vitals.pop("acuity", 1)
    readings = {"temperature": 98.6, "heartrate": 96, "resprate": 20, "o2sat": 97, "sbp": 120, "dbp": 70, **vitals}
    case = Case(case_id="t-shock", age=52, sex="M", chief_complaint=complaint, acuity=acuity, pain=0, vitals=Vitals(**readings))
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, output_dir=tempfile.mkdtemp()),
                          extractor=RuleBasedExtractor())
    return runner.run(case)


def _vitals_in_order(artifact: dict) -> list[str]:
    return [step["action"]["vital"] for step in artifact["trace"] if step["action"].get("type") == "check_vital"]


def test_the_table_names_known_vitals_and_concepts():
    assert sorted(MEASURED_ORDER) == sorted(["o2sat", "heartrate", "sbp", "resprate", "temperature"])
    assert PRESSURE_BEFORE_PULSE <= LABELS.keys()


@pytest.mark.parametrize("complaint", ["threw up blood, nearly passed out", "fainted at the bus stop", "bleeding heavily from a leg wound"])
def test_a_bleed_or_a_faint_has_its_pressure_taken_before_its_pulse(complaint):
    order = _vitals_in_order(_run(complaint, sbp=118))
    assert order.index("sbp") < order.index("heartrate"), order


def test_a_cough_keeps_the_pulse_first():
    order = _vitals_in_order(_run("cough and runny nose for two days", acuity=5))
    assert order[:3] == ["o2sat", "heartrate", "sbp"], order


def test_a_level_1_set_by_the_pressure_is_called_at_the_first_answer_with_its_reason():
    artifact = _run("threw up blood, nearly passed out", sbp=70, heartrate=128)
    nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
    assert artifact["state"]["final_triage"] == 1
    assert "blood pressure is very low, so I'm calling the resuscitation team" in nurse[1], nurse
    # the reading is taken before it is said
    assert nurse[1].index("cuff") < nurse[1].index("very low"), nurse[1]


def test_a_level_1_set_by_the_oxygen_says_so():
    artifact = _run("cough and fever for three days", o2sat=81, heartrate=124, resprate=32)
    nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
    assert nurse[1].startswith("Your oxygen level is very low, so I'm calling the resuscitation team"), nurse



def test_once_the_team_is_called_the_patient_makes_no_small_talk_and_a_repeat_request_is_met_kindly():
    from triagesim.agents.offline.patient.phrases import CHATTER, DRIFT, NATIVE_CHATTER, PLAIN_CHATTER
    from triagesim.personas import sample_patient_personas

    idle = tuple(sentence.rstrip(".?!").lower() for sentence in (*DRIFT, *CHATTER, *NATIVE_CHATTER, *PLAIN_CHATTER))
    case = Case(case_id="t-hypoxia", age=61, sex="F", chief_complaint="cough and fever for three days", acuity=1, pain=0,
                vitals=Vitals(temperature=101.8, heartrate=124, resprate=32, o2sat=81, sbp=112, dbp=70))
    for seed, persona in enumerate(sample_patient_personas(24, seed=5)):
        runner = TriageRunner(ProtocolNurse(), ScriptedPatient(persona), RunnerConfig(seed=seed, output_dir=tempfile.mkdtemp()),
                              extractor=RuleBasedExtractor())
        lines = runner.run(case)["transcript"]
        called = next(index for index, line in enumerate(lines) if "resuscitation team" in line["text"])
        after = [line["text"] for line in lines[called + 1:] if line["speaker"] == "patient"]
        assert not any(phrase in text.lower() for text in after for phrase in idle), after
        if after and re.search(r"say that again|what did you ask", after[-1], re.IGNORECASE):
            assert lines[-1]["text"].startswith("Don't worry, the team will go through that"), lines[-1]
