"""Made before the 2026-12t sets existed (from the sixteenth independent read, on 2026-12s: training): a glucose
meter's "HI" is a sugar too high to read, a pregnancy past 20 weeks is asked about the baby's movements, and a
crash is asked about the head."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.clinical.interview import specific_questions

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, row  # noqa: E402

_MOVEMENTS = "baby moving"


def _nurse_lines(triage_case, seed: int = 0, algorithm: str = "esi") -> list[str]:
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(),
                          RunnerConfig(seed=seed, algorithm=algorithm, output_dir=tempfile.mkdtemp()),
                          extractor=RuleBasedExtractor())
    artifact = runner.run(triage_case)
    return [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]


@pytest.mark.parametrize("complaint", ["breath smells fruity meter reads HI", "glucometer says HI, vomiting",
                                       "sugar HI on home meter"])
def test_a_meter_reading_hi_is_a_high_sugar_never_thoughts_of_harm(complaint):
    reply = ask(row(complaint), "What brought you in today?")
    assert "too high for the meter to read" in reply, reply
    assert "hurting" not in reply and "homicidal" not in concepts(reply), reply
    # the other HI stays: "SI/HI" is thoughts of harm, "HI, no LOC" a head injury
    assert "homicidal" in concepts(ask(row("SI/HI"), "What brought you in today?"))
    assert "head_injury" in concepts(ask(row("HI, no LOC"), "What brought you in today?"))


def test_the_baby_s_movements_are_asked_only_once_the_weeks_are_past_twenty():
    names = lambda weeks: {q.name for q in specific_questions(  # noqa: E731
        heard={"pregnant", "fall"}, age=29, sex="F", weeks_pregnant=weeks)}
    assert "fetal_movements" in names(32)
    assert "fetal_movements" not in names(8)
    assert "fetal_movements" not in names(None)  # weeks not said: never a movements question in an early pregnancy
    assert "fetal_movements" not in {q.name for q in specific_questions(
        heard={"pregnant", "fall", "obstetric"}, age=29, sex="F", weeks_pregnant=32)}  # told already


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_fall_late_in_pregnancy_is_asked_about_the_baby_and_the_answer_follows_the_case(seed):
    late = case("t-late", 29, "F", "Fall at 32 weeks pregnant",
                "A 29-year-old woman who is 32 weeks pregnant slipped on a wet floor an hour ago and landed on her "
                "side. She has mild cramping low in her belly.")
    assert any(_MOVEMENTS in line for line in _nurse_lines(late, seed)), seed
    early = case("t-early", 29, "F", "Fall at 8 weeks pregnant",
                 "A 29-year-old woman who is 8 weeks pregnant slipped on a wet floor an hour ago and landed on her "
                 "side. She has mild cramping low in her belly.")
    assert not any(_MOVEMENTS in line for line in _nurse_lines(early, seed)), seed
    asked = "Have you noticed the baby moving less than usual?"
    assert ask(row("32 weeks pregnant, fall down stairs, reduced fetal movements"), asked).startswith("Yes")
    assert not ask(row("32 weeks pregnant, fall down stairs"), asked).startswith("Yes")


@pytest.mark.parametrize("seed", [0, 1])
def test_a_crash_is_asked_about_the_head(seed):
    crash = case("t-crash", 34, "M", "Skiing injury to the thigh",
                 "A 34-year-old man hit a tree at speed while skiing this morning. His right thigh is swollen and "
                 "very painful and he cannot stand on it.")
    lines = _nurse_lines(crash, seed, algorithm="ats")
    assert any("head" in line and ("black out" in line or "knock" in line) for line in lines), lines
