"""Made before the 2026-12s sets existed (from the fifteenth independent read, on 2026-12r: training): an allergic
reaction with a collapse is shock, and the team is called before anything else; a chart's "collapse", "temp",
"frequency" and "swims laps daily" are said in the patient's words, and heard."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, row  # noqa: E402


def test_a_collapse_and_a_temp_are_heard_as_a_chart_types_them():
    assert "syncope" in concepts("ant sting with collapse")
    assert "syncope" in concepts("had a collapse at the bus stop")
    assert "syncope" not in concepts("lung collapse on the last x-ray")
    assert "fever" in concepts("temp after chemo")
    assert "fever" in concepts("high temps at home")
    assert "fever" not in concepts("temp 36.8 at home")
    assert "fever" not in concepts("works a temp job")


@pytest.mark.parametrize("algorithm", ["esi", "ats"])
def test_an_allergic_rash_with_a_collapse_is_shock_and_the_team_is_called_first(algorithm):
    shock = case("t-shock", 46, "F", "Ant sting with collapse",
                 "A 46-year-old woman is carried in after an ant sting in the garden ten minutes ago. She has hives on "
                 "her chest and arms and keeps nearly passing out.")
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(),
                          RunnerConfig(seed=0, algorithm=algorithm, output_dir=tempfile.mkdtemp()),
                          extractor=RuleBasedExtractor())
    artifact = runner.run(shock)
    assert artifact["state"]["final_triage"] == 1
    nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
    calls = next(index for index, text in enumerate(nurse) if "resuscitation team" in text or "the team" in text)
    assert calls <= 1, nurse  # the first reply to the complaint
    assert nurse[calls].startswith("I'm calling the resuscitation team"), nurse[calls]
    # hives alone, the circulation holding, stay below shock
    assert esi("hives after a bee sting, otherwise well") > 1


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("Ant sting with collapse", "I collapsed", "with a collapse"),
    ("L ear pain, itchy, swims laps daily", "I swim laps daily", "got swims"),
    ("burns with urination, frequency x2 days", "it burns when I pee", "frequency"),
    ("temp after chemo", "a temperature after my chemo", "because of temp"),
    ("Curtain over vision L eye", "a curtain over", "vision left eye"),
])
def test_a_chart_item_is_said_in_the_patient_s_words(complaint, said, never):
    reply = ask(row(complaint), "What brought you in today?")
    assert said.lower() in reply.lower(), reply
    assert never.lower() not in reply.lower(), reply
