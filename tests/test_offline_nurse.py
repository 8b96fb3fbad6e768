"""The protocol nurse: ESI decision points A-D, ATS categories, and that it never sees the truth."""

from __future__ import annotations

import ast
import asyncio
import re
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor
from triagesim.agents.offline.rules import ats_decision, esi_decision
from triagesim.core import PatientOutput

OFFLINE = Path(__file__).resolve().parents[1] / "src" / "triagesim" / "agents" / "offline"


def findings(text: str, age: int | None = 40, **vitals):
    """What a nurse would know after hearing ``text`` and measuring ``vitals``."""
    nurse = ProtocolNurse()
    nurse.last_topic = "pain"
    nurse._hear(text, 0)
    nurse.findings.age = age if nurse.findings.age is None else nurse.findings.age
    nurse.findings.vitals.update(vitals)
    return nurse.findings


NORMAL = dict(temperature=98.4, heartrate=80, resprate=14, o2sat=99, sbp=120)


def assert_levels(text: str, vitals: dict, esi: int, ats: int, age: int = 45) -> None:
    """A rater's case, said as the patient says it, reaches the rater's ESI level and ATS category."""
    known = findings(text, age=age, **{**NORMAL, **vitals})
    assert (esi_decision(known).level, ats_decision(known).level) == (esi, ats), (esi_decision(known), ats_decision(known))


def first_reply(complaint: str, persona=None, sex: str = "F") -> str:
    """What the scripted patient (or the companion) says when a row's complaint is asked for first."""
    from triagesim.agents.offline import ScriptedPatient
    from triagesim.cases import Case
    from triagesim.core import PatientBrief, PatientObservation

    case = Case(case_id="row", age=50, sex=sex, chief_complaint=complaint, pain=None)
    patient = ScriptedPatient(persona)
    patient.reset(run_id="row-run", seed=0)
    observation = PatientObservation(run_id="row-run", turn=0, brief=PatientBrief.from_case(case),
                                     nurse_utterance="What brings you in today, and how old are you?", new_events=[])
    return asyncio.run(patient.act(observation)).utterance


# --------------------------------------------------------------------------- ESI
def test_esi_a_life_saving_intervention():
    decision = esi_decision(findings("He collapsed and he's unresponsive, not waking up at all.", **NORMAL))
    assert (decision.level, decision.point) == (1, "A")
    low_spo2 = esi_decision(findings("I'm a bit short of breath.", **{**NORMAL, "o2sat": 86}))
    assert low_spo2.level == 1 and "SpO2 86% < 90%" in low_spo2.reasons


def test_esi_b_high_risk_confusion_or_severe_pain():
    assert esi_decision(findings("I have crushing chest pain going into my left arm.", age=60, **NORMAL)).point == "B"
    assert esi_decision(findings("She's been really confused since this morning.", age=80, **NORMAL)).level == 2
    # Severe pain is the nurse's judgement: 9/10 back pain with normal vitals is not ESI 2 by
    # the number alone; with a racing pulse, or in the belly, it is.
    back = esi_decision(findings("My back is killing me, it's 9 out of 10.", **NORMAL))
    assert back.level == 4
    severe = esi_decision(findings("My back is killing me, it's 9 out of 10.", **{**NORMAL, "heartrate": 112}))
    assert severe.level == 2 and any("severe pain 9/10" in reason for reason in severe.reasons)
    chest = esi_decision(findings("My chest hurts, it's 9 out of 10.", age=40, **NORMAL))
    assert chest.level == 2 and any("severe pain 9/10" in reason for reason in chest.reasons)
    # A stable adult's severe belly pain is a work-up (ESI 3), as independent raters judged it.
    belly = esi_decision(findings("My belly is killing me, it's 9 out of 10.", **NORMAL))
    assert belly.level == 3


@pytest.mark.parametrize(
    ("text", "level", "count"),
    [
        ("I just need a refill of my blood pressure prescription.", 5, 0),
        ("I twisted my ankle playing football, it's about 4 out of 10.", 4, 1),
        ("I've had belly pain since last night, about 5 out of 10.", 3, 2),
    ],
)
def test_esi_c_resources(text, level, count):
    decision = esi_decision(findings(text, age=30, **NORMAL))
    assert decision.level == level
    assert len(decision.resources) >= count if count == 2 else len(decision.resources) == count


def test_esi_d_danger_zone_vitals_raise_two_resources_to_2():
    text = "I've had belly pain since last night, about 5 out of 10."
    assert esi_decision(findings(text, age=30, **NORMAL)).level == 3
    decision = esi_decision(findings(text, age=30, **{**NORMAL, "heartrate": 118}))
    assert (decision.level, decision.point) == (2, "D")
    # Danger zone depends on age: HR 130 is not danger-zone for a 2-year-old.
    child = esi_decision(findings("He has had belly pain and vomiting since yesterday.", age=2, **{**NORMAL, "heartrate": 130, "resprate": 30}))
    assert child.level == 3


def test_negation_is_heard():
    decision = esi_decision(findings("No chest pain. I cut my finger on a knife, it's about 3 out of 10.", age=30, **NORMAL))
    assert decision.level == 4 and decision.resources == ["laceration repair"]


# --------------------------------------------------------------------------- ATS
@pytest.mark.parametrize(
    ("text", "vitals", "category"),
    [
        ("He's unresponsive, we can't wake him.", {}, 1),
        ("I have crushing chest pain.", {}, 2),
        ("I'm short of breath when I walk.", {"o2sat": 94}, 3),
        ("I twisted my ankle, it's about 3 out of 10.", {}, 4),
        ("I need a repeat prescription for my inhaler.", {}, 5),
    ],
)
def test_ats_categories(text, vitals, category):
    assert ats_decision(findings(text, age=45, **{**NORMAL, **vitals})).level == category


def test_ats_respiratory_rate_below_10_is_category_1():
    assert ats_decision(findings("He's very sleepy.", age=30, **{**NORMAL, "resprate": 7})).level == 1


# --------------------------------------------------------------------------- ground truth
def test_offline_engine_never_imports_cases():
    """The nurse's modules cannot reach the case: they do not import the cases module at all."""
    for path in ("nurse.py", "rules.py", "lexicon.py", "extractor.py"):
        tree = ast.parse((OFFLINE / path).read_text())
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        assert not any("cases" in name for name in imported), (path, imported)


class FixedPatient:
    """Says the same thing whatever the case, so only the labels differ between runs."""

    async def act(self, observation):
        return PatientOutput(utterance="I've had a cough and a runny nose for two days, maybe 2 out of 10.")


def _case(acuity: int, flags: list[str]) -> dict:
    return {"case_id": "same", "chief_complaint": "cough", "acuity": acuity, "expert_red_flags": flags,
            "vitals": {"temperature": 98.6, "heartrate": 80, "resprate": 14, "o2sat": 99, "sbp": 120},
            "justification": {"esi": f"label {acuity}"}}


def test_nurse_output_does_not_depend_on_labels():
    runner = TriageRunner(ProtocolNurse(), FixedPatient(), RunnerConfig(max_turns=8), extractor=RuleBasedExtractor())
    a = runner.run(_case(1, ["cardiac arrest"]))
    b = runner.run(_case(5, []))
    assert a["trace"] == b["trace"] and a["history"] == b["history"]
    assert a["trace"][-1]["action"] == {"type": "end", "triage": 5, "utterance": a["trace"][-1]["action"]["utterance"]}


_VITAL_MENTION = re.compile(r"\b(SpO2|HR|SBP|RR|temp) (\d+(?:\.\d+)?|n/a)")
_NAMES = {"SpO2": "o2sat", "HR": "heartrate", "SBP": "sbp", "RR": "resprate", "temp": "temperature"}


def test_nurse_never_states_a_vital_before_checking_it():
    from triagesim.cases import load_bundled_cases

    runner = TriageRunner(ProtocolNurse(), FixedPatient(), RunnerConfig(max_turns=8), extractor=RuleBasedExtractor())
    for case in load_bundled_cases()[:20]:
        artifact = runner.run(case)
        checked: dict[str, object] = {}
        for step in artifact["trace"]:
            for label, value in _VITAL_MENTION.findall(step["explanation"]):
                name = _NAMES[label]
                assert name in checked, (case.case_id, step["step"], label)
                expected = "n/a" if checked[name] is None else f"{checked[name]:g}"
                assert value == expected
            if step["action"]["type"] == "check_vital":
                checked[step["action"]["vital"]] = step["result"]["value"]


def test_nurse_introduces_itself_and_checks_all_vitals():
    from triagesim.personas import NursePersona

    nurse = ProtocolNurse(NursePersona(name="Riya Patel"))
    artifact = TriageRunner(nurse, FixedPatient(), RunnerConfig(max_turns=12), extractor=RuleBasedExtractor()).run(_case(5, []))
    first = next(item for item in artifact["history"] if item.get("actor") == "nurse")
    assert "Riya Patel" in first["utterance"]
    assert artifact["belief"]["vitals_known"] == sorted(["heartrate", "o2sat", "resprate", "sbp", "temperature"])
    assert artifact["end_reason"] == "nurse_end"
    assert all(step["explanation"] and step["confidence"] is not None for step in artifact["trace"])


def test_persona_changes_wording_not_decision():
    from triagesim.personas import load_nurse_personas

    outcomes, first_lines = set(), set()
    for persona in load_nurse_personas():
        artifact = TriageRunner(ProtocolNurse(persona), FixedPatient(), RunnerConfig(), extractor=RuleBasedExtractor()).run(_case(5, []))
        outcomes.add(artifact["trace"][-1]["triage"])
        first_lines.add(next(i["utterance"] for i in artifact["history"] if i.get("actor") == "nurse"))
    assert outcomes == {5}
    assert len(first_lines) >= 3


@pytest.mark.parametrize(
    ("text", "age", "vitals", "level"),
    [
        # Severe pain is the nurse's judgement: an 8/10 sprain is not ESI 2; an 8/10 belly is ESI 2
        # in an older patient, ESI 3 in a stable younger adult.
        ("I rolled my ankle at football and it's 8 out of 10.", 25, {}, 4),
        ("I've got belly pain, 8 out of 10.", 40, {}, 3),
        ("I've got belly pain, 8 out of 10.", 70, {}, 2),
        ("He swallowed a button battery about an hour ago.", 3, {}, 2),
        # Persecutory beliefs alone are psychosis (ESI 3: labs and psychiatry, as every evaluation-set rater put
        # "hearing voices, paranoid"); voices telling them to harm, or agitation, are a risk of harm (ESI 2).
        ("The voices say my neighbour is poisoning me and I'm hearing voices all day.", 30, {}, 3),
        ("The voices are telling me to hurt people.", 30, {}, 2),
        ("I'm paranoid, everyone is out to get me, and I'm really agitated.", 30, {}, 2),
        ("I fell and hurt my ribs on the left, about 5 out of 10.", 50, {}, 4),
        ("He's been vomiting after every feed and has fewer wet nappies.", 0, {"heartrate": 150, "resprate": 40}, 3),
        ("A dog bite on her arm, there are deep puncture marks.", 9, {}, 3),
        ("I've got the shakes since I stopped drinking two days ago.", 50, {}, 3),
        ("He hasn't done a poo for four days, his tummy is a bit sore, 2 out of 10.", 5, {"heartrate": 100}, 5),
        ("I need a note for work, I've had a cold.", 30, {}, 5),
    ],
)
def test_esi_rules_for_less_common_presentations(text, age, vitals, level):
    assert esi_decision(findings(text, age=age, **{**NORMAL, **vitals})).level == level


def test_unresolved_anticoagulant_screen_keeps_a_head_injury_high_risk():
    nurse = ProtocolNurse()
    nurse.last_topic = "complaint"
    nurse.asked = ["complaint"]
    nurse._hear("I fell and hit my head this morning. I'm 82.", 0)
    nurse.findings.vitals.update(NORMAL)
    assert esi_decision(nurse.findings).level == 3  # a head knock at 82: a CT and bloods (2026-12q, training)
    nurse.asked.append("anticoagulants")
    nurse.last_topic = "anticoagulants"
    nurse._hear("I'm not sure, I'd have to check.", 1)
    assert nurse.plan[0] == "followup:anticoagulants"  # one follow-up first
    nurse.plan.pop(0)
    nurse._hear("I really don't know, I'd have to check my tablets.", 2)
    assert "anticoagulants" in nurse.findings.unresolved
    assert esi_decision(nurse.findings).level == 2


def test_a_request_to_repeat_is_asked_again_not_taken_as_an_answer():
    nurse = ProtocolNurse()
    nurse.asked = ["complaint", "pain"]
    nurse.last_topic = "pain"
    nurse.plan = ["associated"]
    nurse._hear("Sorry, can you say that again?", 1)
    assert nurse.plan[:2] == ["pain", "associated"]
    nurse._hear("Sorry, what was the question?", 2)  # only once per topic
    assert nurse.plan[:2] == ["pain", "associated"]


def test_ages_are_heard_including_infants_and_set_the_danger_zone_band():
    from triagesim.agents.offline.lexicon import parse_age
    from triagesim.agents.offline.rules import danger_zone

    assert parse_age("I'm 67.") == 67
    assert parse_age("She's two years old.") == 2
    assert parse_age("He's 5 weeks old and keeps vomiting.") == round(5 / 52, 3)
    assert parse_age("He's under a year old.") == 0.5
    assert parse_age("It started about 5 minutes ago.") is None
    # HR 170: danger zone for a 6-month-old (> 160), not for a 5-week-old (> 180).
    assert danger_zone(findings("", age=0.5, heartrate=170, resprate=30))
    assert not danger_zone(findings("", age=0.1, heartrate=170, resprate=30))
    # Fever in an infant under 28 days is its own rule (the ESI fever bands), not a danger-zone vital.
    from triagesim.agents.offline.rules import paediatric_fever

    assert not danger_zone(findings("", age=0.05, heartrate=150, resprate=40, temperature=100.8))
    assert paediatric_fever(findings("", age=0.05, heartrate=150, resprate=40, temperature=100.8))[0] == 2


class VaguePatient:
    """Names the complaint, then dodges the first pain question and the first onset question."""

    def __init__(self):
        self.pain_asked = self.onset_asked = 0

    async def act(self, observation):
        question = (observation.new_events[-1].get("utterance") or "").lower() if observation.new_events else ""
        if "0 to 10" in question or "0 and 10" in question:
            self.pain_asked += 1
            return PatientOutput(utterance="Hard to say, it just hurts." if self.pain_asked == 1 else "Maybe a 7 out of 10.")
        if "start" in question:
            self.onset_asked += 1
            return PatientOutput(utterance="I couldn't tell you." if self.onset_asked == 1 else "About two days ago.")
        return PatientOutput(utterance="My belly hurts. I'm 45.")


def test_nurse_re_asks_a_missing_pain_score_and_onset_once_in_other_words():
    patient = VaguePatient()
    artifact = TriageRunner(ProtocolNurse(), patient, RunnerConfig(max_turns=14), extractor=RuleBasedExtractor()).run(
        _case(3, [])
    )
    questions = [item["utterance"] for item in artifact["history"] if item.get("actor") == "nurse"]
    pain_questions = [q for q in questions if "0 to 10" in q]
    assert len(pain_questions) == 2 and pain_questions[0] != pain_questions[1]
    assert patient.pain_asked == 2 and patient.onset_asked == 2
    # The answer to the re-asked question is the one the decision uses.
    assert "pain 7/10 (reported)" in artifact["trace"][-1]["explanation"]


class StonewallPatient:
    async def act(self, observation):
        return PatientOutput(utterance="My belly hurts. I don't know.")


def test_nurse_re_asks_only_once():
    artifact = TriageRunner(ProtocolNurse(), StonewallPatient(), RunnerConfig(max_turns=14), extractor=RuleBasedExtractor()).run(
        _case(3, [])
    )
    questions = [item["utterance"] for item in artifact["history"] if item.get("actor") == "nurse"]
    assert sum("0 to 10" in q for q in questions) == 2


def test_every_final_decision_names_the_rule_that_fired():
    for case, flags in ((_case(5, []), []), ({**_case(1, []), "chief_complaint": "unresponsive"}, [])):
        artifact = TriageRunner(ProtocolNurse(), FixedPatient(), RunnerConfig(max_turns=6), extractor=RuleBasedExtractor()).run(case)
        final = artifact["trace"][-1]
        assert final["action"]["type"] == "end"
        assert re.search(r"\(rule (?:A|B|C|D|ATS|floor):[\w:-]+\)", final["explanation"]), final["explanation"]


@pytest.mark.parametrize("age_days, temp, expected", [
    (14, 100.6, 2),   # 1-28 days, >= 100.4 F: at least ESI 2
    (60, 100.8, 2),   # 1-3 months, >= 100.4 F: ESI 2
    (540, 102.6, 3),  # 3-36 months, > 102.2 F: ESI 3 at least (not 4 for one resource)
    (540, 101.0, 4),  # 3-36 months below the band: resources decide
])
def test_paediatric_fever_bands_apply_whatever_the_resource_count(age_days, temp, expected) -> None:
    """The ESI handbook's fever bands (esi.yaml, the same table the LLM nurse reads), with
    vitals normal for a child: a child's RR 22 / SBP 100 is no sepsis screen (qSOFA is adult)."""
    from triagesim.agents.offline import ScriptedPatient
    from triagesim.cases import Case

    case = Case(case_id="fever", age=age_days / 365, sex="F", chief_complaint="fever", pain=0,
                vitals={"temperature": temp, "heartrate": 110, "resprate": 22, "o2sat": 99, "sbp": 100, "dbp": 60})
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(max_turns=6), extractor=RuleBasedExtractor())
    artifact = runner.run(case)
    assert artifact["state"]["final_triage"] == expected, artifact["trace"][-1]["explanation"]


# Rules tuned on training sets 7 and 8 (benchmarks/data/mimic_round7.csv and mimic_round8.csv: terse
# MIMIC-style rows by raters who never read the engine, measured unseen once and then used to set these
# rules, so these are regression cases, not a held-out check); each case is one a rater labelled, said the
# way the scripted patient says it.
@pytest.mark.parametrize(
    ("text", "vitals", "esi", "ats"),
    [
        # an allergic swelling of lips and tongue is ESI 1 only once breathing or circulation fails
        ("My lips and tongue are swelling up and I have hives, 2 out of 10.", {"heartrate": 112, "o2sat": 96}, 2, 2),
        ("My lips and tongue are swelling up and I have hives, 2 out of 10.", {"heartrate": 124, "o2sat": 88}, 1, 1),
        ("I have a burn on my face and hands from a house fire, 9 out of 10.", {"heartrate": 110}, 2, 2),
        ("I missed dialysis and my blood test showed my potassium is high.", {}, 2, 2),
        ("Really bad belly pain going through to my back, 10 out of 10.", {"heartrate": 104, "sbp": 98}, 2, 2),
        ("Really bad belly pain going through to my back, 10 out of 10.", {}, 3, 3),  # severe pain, stable: not yet an emergency
        ("I've got right flank pain and I've been vomiting, 9 out of 10.", {"heartrate": 96}, 3, 3),  # renal colic, stable
        ("I've got right flank pain, it comes in waves and I can't keep still, 9 out of 10.", {"heartrate": 96}, 2, 2),  # writhing
        ("My big toe is red, hot and swollen, it's my gout again, 7 out of 10.", {}, 4, 3),  # gout: no antibiotics; ATS 3 by its pain
        ("My right leg is red and swollen, 5 out of 10.", {"temperature": 99.9}, 3, 4),
        ("I have left calf swelling for three days, 4 out of 10.", {}, 3, 4),
        ("I have left calf pain and swelling, 4 out of 10.", {}, 3, 4),
        ("I've got a sore on my foot that won't heal and a fever, 4 out of 10.", {"temperature": 100.5}, 3, 3),
        ("I've had left hand numbness for two days.", {}, 3, 4),
        ("I have a sore throat, difficulty swallowing and a fever, 8 out of 10.", {"temperature": 100.8}, 3, 3),
        ("I've got back pain and a history of lung CA, 8 out of 10.", {}, 3, 3),
        ("My right knee is swollen and painful and I have a fever, 7 out of 10.", {"temperature": 100.6}, 3, 3),
        ("My left knee has been sore for a week, 5 out of 10.", {}, 4, 4),
        ("I'm dizzy, the room is spinning and I keep vomiting.", {}, 3, 4),
        ("I've got left chest wall pain after lifting something heavy, 5 out of 10.", {}, 3, 3),
        ("I need shelter for the night.", {}, 5, 5),
        ("My PICC line is occluded.", {}, 4, 4),
    ],
)
def test_rules_tuned_on_training_sets_7_and_8(text, vitals, esi, ats):
    assert_levels(text, vitals, esi, ats)


@pytest.mark.parametrize(
    ("text", "vitals", "ats"),
    [
        # ATS 2 for a high-risk mechanism only WITH abnormal vital signs; the mechanism alone is category 3
        ("I was the driver in a car that rolled over on the highway, my neck hurts, 5 out of 10.", {"heartrate": 108, "resprate": 22}, 2),
        ("I was the driver in a car that rolled over on the highway, my neck hurts, 5 out of 10.", {}, 3),
        ("I've been vomiting blood and my poo is black, 3 out of 10.", {"heartrate": 116, "sbp": 96}, 2),
        # the reference puts any fever in an immunosuppressed patient at ATS 3, unstable physiology aside
        ("I've got a fever and I'm on chemo, 3 out of 10.", {"temperature": 101.8}, 3),
        ("I've got a fever and I'm on chemo, 3 out of 10.", {"temperature": 101.3, "heartrate": 112}, 2),  # unstable physiology
        ("Bad headache and blurry vision, I'm 34 weeks pregnant, 7 out of 10.", {"sbp": 172}, 2),
    ],
)
def test_ats_descriptors_the_llm_nurse_reads_are_the_rules_the_offline_nurse_applies(text, vitals, ats):
    assert ats_decision(findings(text, age=45, **{**NORMAL, **vitals})).level == ats


# Rules tuned on training set 10 (mimic_round10.csv, measured unseen once before these changes, then used
# to set them: regression cases), each case said as the scripted patient says it; where raters of earlier
# rounds agreed (hip pain after a fall, a face hurt in an assault, constipation, dizziness, a week of
# cough), their label too.
@pytest.mark.parametrize(
    ("text", "vitals", "esi", "ats"),
    [
        ("I think I'm dehydrated.", {"heartrate": 98, "sbp": 104}, 3, 3),  # labs and IV fluids
        ("My dialysis fistula has clotted.", {"sbp": 162}, 3, 4),
        ("My kidney drain has come out, 3 out of 10.", {}, 3, 4),
        ("I've got blood in my pee, 2 out of 10.", {}, 3, 4),  # labs and imaging of the tract
        ("I've got dizziness.", {}, 3, 4),  # bloods and an ECG at any adult age
        ("I've got a headache, 6 out of 10.", {}, 3, 3),  # a bad headache unlike the usual: IV medication and fluids
        ("I've got a migraine, 6 out of 10.", {}, 4, 3),  # a known migraine at 6: injected medication only
        ("It's a tight band on my forehead, like my usual stress headaches, 6 out of 10.", {}, 4, 3),  # not a head injury
        ("I've had a cough for one week.", {}, 4, 5),  # a chest X-ray
        ("I've got constipation, 3 out of 10.", {}, 4, 5),  # an X-ray or an enema
        ("I was assaulted and I've got facial pain, 6 out of 10.", {}, 3, 4),
        ("I've got a cut on my scalp, I was assaulted, 4 out of 10.", {}, 3, 4),  # CT head and repair
        ("I've got left hip pain after a fall, 7 out of 10.", {}, 3, 3),
        ("I've got a blistery rash in a strip on my forehead and my right eye is a bit red, 5 out of 10.", {}, 4, 4),
    ],
)
def test_rules_tuned_on_training_set_10(text, vitals, esi, ats):
    assert_levels(text, vitals, esi, ats)


@pytest.mark.parametrize(
    ("text", "vitals", "ats"),
    [
        # suspected sepsis with unstable physiology: fever with quick SOFA 2+, or two marked danger-zone signs
        ("I've got a fever and a cough, 4 out of 10.", {"temperature": 102.4, "heartrate": 118, "resprate": 26, "o2sat": 93, "sbp": 108}, 2),
        ("My left leg is red and I've got a fever, 6 out of 10.", {"temperature": 102.1, "heartrate": 122, "resprate": 22, "sbp": 96}, 2),
        ("I've got a fever and a cough, 3 out of 10.", {"temperature": 101.8, "heartrate": 112, "resprate": 22, "o2sat": 93}, 3),  # one sign
        # extreme respiratory distress: hypoxic and breathing 36 a minute or more
        ("I can't breathe.", {"o2sat": 80, "resprate": 38, "heartrate": 128}, 1),
        ("I can't breathe.", {"o2sat": 86, "resprate": 34, "heartrate": 118}, 2),
    ],
)
def test_ats_sepsis_and_extreme_breathing_from_round_10(text, vitals, ats):
    assert ats_decision(findings(text, age=45, **{**NORMAL, **vitals})).level == ats


# Rules set by set 11 (measured once after the round-10 changes; now training), said as the patient says them.
@pytest.mark.parametrize(
    ("text", "vitals", "esi", "ats"),
    [
        ("I've been vomiting for two days, 4 out of 10.", {"heartrate": 124}, 2, 3),  # a raised pulse: fluids and bloods, then D
        ("I've been vomiting for two days, 4 out of 10.", {}, 4, 4),  # an antiemetic by injection
        ("I had a fall and there's a broken bone through the skin of my right ankle, 9 out of 10.", {"heartrate": 108}, 2, 2),
        ("My left knee is swollen and warm, 6 out of 10.", {"temperature": 99.2}, 3, 3),  # tapped: septic until shown otherwise
        ("My big toe is swollen and hot, it's my gout again, 5 out of 10.", {}, 4, 4),  # known gout: not tapped
        ("I've got an ingrown toenail, 3 out of 10.", {}, 4, 5),  # partial nail removal
        ("My left arm is swollen and I've got a PICC line in it, 3 out of 10.", {}, 3, 5),  # a clot around the line
        ("I had an insect bite on my arm and my arm is swollen.", {}, 5, 5),
        ("I've got a fever and a history of HIV, 2 out of 10.", {"temperature": 100.8, "heartrate": 96}, 3, 3),
        ("I've got a fever and I have a dialysis line, 2 out of 10.", {"temperature": 100.9}, 3, 4),  # line infection
        ("I've got a sore throat and a muffled voice, 7 out of 10.", {"temperature": 100.9}, 3, 3),  # a deep abscess
        ("I had a fall and I've got right rib pain, 6 out of 10.", {}, 4, 3),  # ATS 4 is a chest injury *without* rib pain
        ("I dropped a weight on my left foot, 5 out of 10.", {}, 4, 4),  # an X-ray
    ],
)
def test_rules_from_round_11(text, vitals, esi, ats):
    assert_levels(text, vitals, esi, ats)


@pytest.mark.parametrize(("complaint", "heard", "not_heard"), [
    ("HI, no LOC", {"head_injury"}, {"homicidal", "syncope"}),  # the other HI: a head injury
    ("HI +LOC", {"head_injury", "syncope"}, {"homicidal"}),
    ("Head injury, -LOC", {"head_injury"}, {"syncope"}),  # the sign is kept
    ("s/p fall w/ LOC", {"trauma", "syncope"}, set()),
    ("SI/HI", {"suicidal", "homicidal"}, {"head_injury"}),
    ("s/p Fall, open fx R ankle", {"open_fracture"}, set()),
])
def test_terse_complaints_of_round_11_are_said_and_heard_as_meant(complaint, heard, not_heard):
    from triagesim.agents.offline.abbreviations import patient_complaint

    known = findings(" and ".join(patient_complaint(complaint)))
    assert heard <= set(known.concepts) and not not_heard & set(known.concepts), (patient_complaint(complaint), known.concepts)


# Rules set by set 12 (measured once after the set 11 changes; now training), said as the patient says them.
@pytest.mark.parametrize(
    ("text", "vitals", "esi", "ats"),
    [
        ("They're confused, their FSBG was 32 and they only respond to pain.", {"temperature": 96.8}, 1, 1),
        ("I've been feeling weak all over, FSBG 41, and I'm sweating.", {}, 2, 2),  # a critical glucose
        ("I've got tearing back pain, 10 out of 10.", {"sbp": 196}, 2, 2),  # possible aortic dissection
        ("My blood test showed my Hgb is 6.8.", {}, 3, 3),  # blood, not an emergency team (raters, five of five)
        ("My blood test showed my Hgb is 5.4.", {}, 2, 2),  # below 6: critical
        ("I've got food stuck in my throat, I can't swallow, 5 out of 10.", {}, 3, 4),  # not an airway by itself
        ("I've got hives and I can't swallow.", {}, 2, 2),  # with an allergy it is the airway
        ("I stubbed my toe, 3 out of 10.", {}, 4, 4),  # an X-ray; ATS 4 is the reference's minor limb trauma (the rater said 5)
        # taking it out; ATS 5: a minor wound at 4/10 has no risk features (the set 12 rater said 4, set 17's 5)
        ("I've got a fish hook in my left finger, 4 out of 10.", {}, 4, 5),
        ("I've got something stuck in my right ear, 3 out of 10.", {}, 4, 4),
        ("My foot hurts, I stepped on a nail, 4 out of 10.", {}, 4, 4),  # set 13: an X-ray for what is left in it
    ],
)
def test_rules_from_round_12(text, vitals, esi, ats):
    assert_levels(text, vitals, esi, ats)


@pytest.mark.parametrize(("text", "concept", "heard"), [
    ("They only respond to pain.", "unresponsive", True),
    ("He responds to pain.", "unresponsive", True),  # AVPU's P
    ("My headache usually responds to painkillers.", "unresponsive", False),
    ("It feels like something is tearing in my back.", "tearing_pain", True),
    ("I keep tearing up and my back hurts.", "tearing_pain", False),  # tears of distress
    ("I have HIV.", "hiv", True),
    ("I wear hearing aids.", "hiv", False),
    ("I dropped a weight on my foot.", "trauma", True),
    ("I dropped the kids at school on my way here.", "trauma", False),
])
def test_the_new_concepts_hear_what_they_mean_and_not_everyday_look_alikes(text, concept, heard):
    assert findings(text).has(concept) is heard


def test_trouble_swallowing_is_an_airway_flag_only_with_an_allergy():
    from triagesim.agents.offline.rules import red_flags

    assert "airway compromise" in red_flags(findings("I've got hives and I can't swallow.", **NORMAL))
    assert "airway compromise" not in red_flags(findings("I've got food stuck in my throat, I can't swallow.", **NORMAL))


def test_an_allergic_patient_who_cannot_swallow_is_graded_as_an_airway_at_every_step():
    """'Can't swallow' left the airway concept for the swallowing one; with an allergy it must still open every
    airway rule: the life-saving airway (ESI 1, ATS 1), respiratory distress, injected treatment."""
    from triagesim.agents.offline.rules import predict_resources, red_flags

    said = "I'm allergic to peanuts, I've got hives and I can't swallow."
    assert esi_decision(findings(said, **{**NORMAL, "o2sat": 91})).level == 1  # compromised: SpO2 in the danger zone
    hypoxic = findings(said, **{**NORMAL, "o2sat": 88})
    assert ats_decision(hypoxic).level == 1
    assert {"airway compromise", "respiratory distress", "anaphylaxis"} <= set(red_flags(hypoxic))
    assert "IV/IM medication" in predict_resources(findings(said, **NORMAL))


@pytest.mark.parametrize(
    ("text", "vitals", "ats"),
    [
        # pain from a local, low-risk source is ATS 4 in a well patient, however it is scored
        ("I've got a toothache, 8 out of 10.", {}, 4),
        ("I twisted my knee playing basketball, 7 out of 10.", {}, 4),
        ("I hurt my back lifting at work, 10 out of 10.", {}, 4),
        ("I've got a sore throat, 6 out of 10.", {}, 4),
        # and ATS 3 again once something makes it more than local
        ("I've got a toothache, 8 out of 10.", {"temperature": 101.2}, 3),  # fever
        ("My face is swollen from a tooth abscess, 7 out of 10.", {}, 3),  # a dental infection in the face
        ("I've got an abscess by my bottom, rectal pain, 7 out of 10.", {}, 3),  # perianal
        ("I've got a sore throat and I can't open my mouth properly, 7 out of 10.", {}, 3),  # trismus: a deep abscess
        ("I fell on my wrist and it looks bent, 7 out of 10.", {}, 3),  # deformity
        ("I've got a toothache, 8 out of 10.", {"heartrate": 104}, 3),  # a pulse over the line (far over it: very severe, ATS 2)
    ],
)
def test_local_low_risk_pain_is_ats_4_unless_something_makes_it_more(text, vitals, ats):
    assert ats_decision(findings(text, age=40, **{**NORMAL, **vitals})).level == ats, ats_decision(findings(text, age=40, **{**NORMAL, **vitals}))


@pytest.mark.parametrize(("complaint", "concept"), [
    ("Seizure, active", "seizure_active"),
    ("ACTIVE SZ", "seizure_active"),
    ("FB, R eye", "eye_foreign_body"),
    ("AV fistula clotted", "access_failed"),
    ("Nephrostomy tube dislodged", "access_failed"),
    ("Dehydration", "dehydration"),
])
def test_terse_complaints_of_round_10_reach_the_nurse_through_the_patients_words(complaint, concept):
    """The row's complaint, said by the scripted patient (or the companion), is heard as the presentation."""
    said = first_reply(complaint)
    assert findings(said).has(concept), said


@pytest.mark.parametrize(("complaint", "said", "concept"), [
    ("Metal in R eye", "I've got metal in my right eye", "eye_foreign_body"),
    ("Bug in R ear", "I've got a bug in my right ear", None),
    ("Fish hook in finger", "I've got a fish hook in my finger", None),
    ("Dog bite L forearm, gaping wound", "I've got a dog bite on my left forearm and a gaping wound", "deep_wound"),
    ("Oozing wound", "I've got an oozing wound", None),
    ("Barking cough, stridor at rest", "I've got a barking cough... and noisy breathing", "cough"),  # stridor: a breath between
    ("seizure x3 today", "she's had a seizure three times today", "seizure"),  # said by a companion
    ("Nosebleed x2 today, oozing", "I've had a nosebleed twice today and it's still oozing", "epistaxis"),
])
def test_terse_rows_are_said_in_english_and_still_heard(complaint, said, concept):
    reply = first_reply(complaint)
    assert said in reply, reply
    assert concept is None or findings(reply).has(concept), reply


@pytest.mark.parametrize(("complaint", "level", "resources"), [
    ("Dog bite R hand, puncture wounds", 4, ["X-ray"]),  # punctures are left open: raters, 7 of 7 dog bites ESI 4
    ("Dog bite L forearm, gaping wound", 3, ["X-ray", "laceration repair"]),
    ("Dog bite L hand, wound won't close", 3, ["X-ray", "laceration repair"]),
    ("FB sensation L eye, grinding metal", 4, None),  # a foreign body to find and remove
])
def test_a_bite_or_an_eye_foreign_body_gets_the_resources_raters_count(complaint, level, resources):
    decision = esi_decision(findings(first_reply(complaint) + " It's 4 out of 10.", **NORMAL))
    assert decision.level == level, decision
    assert resources is None or sorted(decision.resources) == resources, decision


def test_an_ongoing_seizure_and_an_eye_foreign_body_reach_their_levels():
    assert esi_decision(findings("They're having a seizure that's still going on.", **NORMAL)).level == 1
    assert esi_decision(findings("I've got something in my right eye, 3 out of 10.", **NORMAL)).level == 4  # removal


@pytest.mark.parametrize(("text", "injured"), [
    ("It's a tight band across my forehead.", False),
    ("I have a rash on my scalp.", False),
    ("I've got a cut on my forehead.", True),
    ("I split my forehead open on the cupboard.", True),
    ("My scalp is bleeding.", True),
    ("There's a lump on my scalp.", False),  # a cyst as often as a blow
])
def test_the_forehead_or_scalp_is_a_head_injury_only_when_hurt(text, injured):
    assert findings(text).has("head_injury") is injured


def test_red_swollen_skin_is_treated_iv_unless_it_is_a_bites_local_reaction():
    from triagesim.agents.offline.rules import predict_resources

    assert {"labs", "IV antibiotics"} <= set(predict_resources(findings("My right leg is red and swollen.", **NORMAL)))
    bite = findings("An insect bite on my leg, a small red swollen patch.", **NORMAL)
    assert "IV antibiotics" not in predict_resources(bite)
    spreading = findings("An insect bite on my leg, and the red area is spreading.", **NORMAL)
    assert "IV antibiotics" in predict_resources(spreading)
    # a planned dressing of an ulcer needs no work-up; an ulcer that brings the patient in does
    assert predict_resources(findings("I need my dressing changed on my leg ulcer.", **NORMAL)) == []
    assert {"labs", "X-ray"} <= set(predict_resources(findings("I've got an ulcer on my foot.", **NORMAL)))


# Set 15 (measured once on the last stop's engine; now training): terse rows whose words the patient said wrongly
# or the nurse did not weigh. Each complaint is said by the scripted patient in every language proficiency, since
# a companion with little English once split "seizure, ongoing" into two sentences and the nurse heard no more than
# "seizure".
@pytest.mark.parametrize(("complaint", "vitals", "esi", "ats"), [
    ("Seizure, ongoing", {"heartrate": 134, "resprate": 24, "o2sat": 91, "sbp": 162}, 1, 1),
    ("SEIZURE, ongoing per EMS", {"heartrate": 134, "o2sat": 91}, 1, 1),
    ("Back pain, tearing", {"sbp": 196}, 2, 2),  # the pain's quality (a dissection), not watering eyes
    ("Nosebleed, resolved", {}, 5, 5),  # nothing to pack: a low-risk history, now without symptoms
    ("Epistaxis", {}, 4, 4),  # a nosebleed still bleeding is still packed
    ("L calf pain, swelling", {}, 3, 4),  # a possible clot: a scan and a blood test
    ("Chin lac s/p fall", {}, 4, 4),  # a repair, not a facial CT
    ("Requesting STD testing", {}, 4, 5),  # a swab; ATS 5, a low-risk condition
    ("Penile discharge", {}, 4, 5),
])
@pytest.mark.parametrize("proficiency", ["native", "intermediate", "limited"])
def test_terse_rows_of_round_15_are_said_heard_and_graded_as_meant(complaint, vitals, esi, ats, proficiency):
    from triagesim.personas import PatientPersona

    said = first_reply(complaint, PatientPersona(language_proficiency=proficiency, disfluency_rate=0.0), sex="M")
    known = findings(said, age=50, **{**NORMAL, **vitals})
    assert (esi_decision(known).level, ats_decision(known).level) == (esi, ats), (said, esi_decision(known), ats_decision(known))


@pytest.mark.parametrize(("text", "vitals", "age", "esi", "ats"), [
    ("I've got pain at the top of my belly and I've been sweating, 7 out of 10.", {"heartrate": 64, "sbp": 108}, 55, 2, 2),
    ("I've got pain at the top of my belly, 6 out of 10.", {}, 55, 3, 3),  # no sweating: a work-up
    ("I've got pain at the top of my belly and I've been sweating, 7 out of 10.", {}, 22, 3, 3),  # too young for the rule
    ("My belly hurts, 4 out of 10.", {}, 80, 3, 3),  # ATS: abdominal pain in a patient over 65
])
def test_rules_from_round_15(text, vitals, age, esi, ats):
    assert_levels(text, vitals, esi, ats, age=age)


@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    ("I had a nosebleed that's stopped now.", {"nosebleed_stopped"}, {"epistaxis", "bleeding"}),
    ("My nose has stopped bleeding.", {"nosebleed_stopped"}, {"epistaxis"}),
    ("My nosebleed hasn't stopped.", {"epistaxis", "bleeding"}, {"nosebleed_stopped"}),  # a denial of stopping
    ("The nosebleed won't stop.", {"epistaxis"}, {"nosebleed_stopped"}),
    ("I want to be checked for a sexually transmitted infection.", {"sti_check"}, {"genital"}),
    ("I've got a sore on my penis.", {"genital"}, {"sti_check"}),  # a sore is not a routine check
])
def test_a_concept_that_covers_others_replaces_them_in_its_clause(text, heard, not_heard):
    known = findings(text)
    assert heard <= set(known.concepts) and not not_heard & set(known.concepts), known.concepts


# Set 16 (measured once after the set 15 round; now training).
@pytest.mark.parametrize(("complaint", "vitals", "pain", "esi", "ats"), [
    ("Back pain, urinary incontinence", {}, 7, 2, 3),  # a possible cauda equina (was "trouble peeing": ESI 4)
    ("s/p fall, on coumadin", {}, 3, 3, 4),  # a head CT and a clotting level; said once, never denied after
    ("R hand lac, glass", {}, 4, 3, 4),  # an X-ray for glass left in the wound (raters, 4 of 6)
    ("Cast check", {}, 2, 5, 5),  # planned care, unlike a tight cast
    ("Cast too tight", {}, 3, 4, 4),
    ("Metal in R eye", {}, 3, 4, 4),  # a foreign body to remove
    ("ST", {}, 3, 5, 5),  # a sore throat, typed as two capitals
    ("s/p fall, rib pain", {}, 8, 3, 3),  # injected pain relief from 7/10 as well as the X-ray
    ("s/p fall, rib pain", {}, 5, 4, 3),
])
def test_terse_rows_of_round_16_are_said_heard_and_graded_as_meant(complaint, vitals, pain, esi, ats):
    from triagesim.agents.offline import ScriptedPatient
    from triagesim.cases import Case
    from triagesim.personas import PatientPersona

    persona = PatientPersona(language_proficiency="native", disfluency_rate=0.0, pain_expression="accurate")
    levels = set()
    for algorithm in ("esi", "ats"):
        case = Case(case_id="r16", age=50, sex="F", chief_complaint=complaint, pain=pain,
                    vitals={**NORMAL, **vitals, "dbp": 80})
        runner = TriageRunner(config=RunnerConfig(seed=0), patient=ScriptedPatient(persona))
        artifact = runner.run(case, algorithm=algorithm)
        levels.add((algorithm, artifact["state"]["final_triage"]))
        said = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse")
        if "coumadin" in complaint:
            assert "no blood thinners" not in said.lower(), said
    assert levels == {("esi", esi), ("ats", ats)}, (complaint, levels)


@pytest.mark.parametrize(("text", "vitals", "ats"), [
    ("I've got a sore throat, 5 out of 10.", {}, 5),  # a minor condition: moderate pain without risk features
    ("I got bitten by an insect and it's a bit swollen, 4 out of 10.", {}, 5),
    ("My left knee has been sore for a week, 5 out of 10.", {}, 4),  # pain at one site, no minor condition named
    ("I've got a sore throat, 7 out of 10.", {}, 4),  # local pain at 6+ stays ATS 4
    ("I've got a sore throat, 5 out of 10.", {"temperature": 101.5}, 4),  # a fever is a risk feature
])
def test_ats_moderate_pain_needs_some_risk_features(text, vitals, ats):
    known = findings(text, age=30, **{**NORMAL, **vitals})
    assert ats_decision(known).level == ats, ats_decision(known)


# Round 2026-12c (training: these rows inspired the rules, after the set's one measurement).
@pytest.mark.parametrize(("text", "vitals", "age", "esi", "ats"), [
    # shock in a baby: grey, mottled, slow capillary refill, floppy
    ("He's grey, mottled and floppy, with cold hands and feet and a capillary refill of 5 seconds.", {}, 0.2, 1, 1),
    ("I've got a headache, a stiff neck and a fever.", {"temperature": 102.4}, 30, 2, 2),  # meningism
    ("I've got a headache and my neck is sore.", {"temperature": 98.6}, 30, 4, 4),  # no fever, no stiffness: no rule
    ("I've got chemical exposure to my right eye.", {}, 40, 2, 2),
    ("He moans and withdraws only to painful stimuli after a motorbike crash.", {}, 34, 1, 1),
    ("I'm 33 weeks pregnant and I'm bleeding heavily.", {"heartrate": 108}, 36, 2, 2),
    ("He was out cold for about 30 seconds at rugby, and now he knows the date.", {}, 15, 3, 3),  # past, not now
])
def test_rules_from_round_2026_12c(text, vitals, age, esi, ats):
    assert_levels(text, vitals, esi, ats, age=age)


@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    ("She is keeping down sips of water, passing urine and not dizzy.", set(), {"urinary", "dizzy"}),
    ("He has stridor only when he gets upset and cries.", set(), {"airway"}),
    ("She has mild subcostal recession.", set(), {"severe_breathing"}),
    ("I've got burns on both my hands from hot oil.", {"moderate_burn"}, set()),
    ("She has bruises of different colours on her arms.", {"child_at_risk"}, set()),
    ("I want a tetanus shot.", {"tetanus_shot"}, set()),
    ("bleeding at 33 weeks", {"pregnant"}, {"chronic"}),
])
def test_what_round_2026_12c_showed_is_heard_as_meant(text, heard, not_heard):
    from triagesim.clinical import detect

    present = {hit.concept for hit in detect(text) if not hit.negated}
    assert heard <= present and not (not_heard & present), present


def test_a_turned_aside_follow_up_of_a_disclosure_is_asked_once_more():
    """Thoughts of suicide told, then the plan question met with "why do you need to know?": the plan is
    asked once more (the reader found it left standing), never a third time."""
    nurse = ProtocolNurse()
    nurse._hear("I've been having thoughts of ending my life.", 0)
    assert nurse.findings.has("suicidal")
    nurse.asked, nurse.last_topic, nurse.plan = ["complaint", "suicide_plan"], "suicide_plan", ["history"]
    nurse._hear("Why do you need to know that?", 1)
    assert nurse.plan[:2] == ["followup:suicide_plan", "history"]
    again = nurse._question(nurse.plan.pop(0))
    assert "how you would end your life" in again and again.startswith("I want to make sure"), again
    nurse.last_topic = "suicide_plan"
    nurse._hear("I'd rather not say.", 2)
    assert nurse.plan == ["history"]


# Round 2026-12f (training: these rows inspired the rules, after the set's one measurement).
@pytest.mark.parametrize(("text", "vitals", "age", "esi", "ats"), [
    # intent: a wish to die, an attempt stopped in the act with intent to finish it, intent to kill another
    ("She's been wanting to die since the break-up.", {}, 16, 2, 3),
    ("She tried to run in front of traffic and says she will finish it when she gets the chance.", {}, 20, 2, 2),
    ("He rang a helpline saying he intends to kill his former partner.", {}, 31, 2, 2),
    ("He's been threatening ex-partner.", {}, 31, 2, 2),
    ("She had to be restrained by police and she's hearing voices.", {}, 28, 2, 2),
    # ATS 1: violence that restraint does not hold; a partly blocked airway
    ("He is screaming and lunging at staff despite four officers holding him.", {}, 28, 2, 1),
    ("His tongue is swollen, he cannot speak, is drooling and has noisy breathing at rest.",
     {"heartrate": 110, "resprate": 28, "o2sat": 92}, 62, 1, 1),
    # ATS 2: heavy bleeding after a birth with a fast pulse; clammy with a fast pulse; an infant in severe distress
    ("I've got heavy bleeding since giving birth, three pads soaked in the past hour.", {"heartrate": 118, "sbp": 98}, 33, 2, 2),
    ("I've soaked three pads in the past hour and I'm pale and clammy.", {"heartrate": 118, "sbp": 98}, 33, 2, 2),
    # a pad an hour with light-headedness but no circulatory compromise: moderately severe blood loss
    ("I've been soaking a large pad every hour and passing clots, and I feel light-headed.", {"heartrate": 102}, 36, 3, 3),
    ("She has fast, grunting breathing and deep chest recession.", {"heartrate": 178, "resprate": 70, "o2sat": 91}, 0.4, 2, 2),
    # ATS 3: a misshapen elbow, vomiting over and over, hives, bleeding with light-headedness
    ("Her elbow is swollen and misshapen after she fell off the monkey bars.", {}, 6, 3, 3),
    ("I've been vomiting over and over and the room is spinning.", {}, 68, 3, 3),
    ("I've come out in hives all over after a bee sting.", {"heartrate": 96}, 38, 4, 3),
    ("I cut my thigh, it bled a lot and now I feel light-headed.", {"heartrate": 96}, 18, 3, 3),
    # ATS 4: a swollen hot joint, a choking episode that has settled, soft stridor is 3 not 2
    ("I've got a swollen, warm left knee.", {}, 45, 3, 4),
    ("He choked on a peanut but the cough has settled now.", {}, 5, 4, 4),
    # vomiting or diarrhoea with fluids kept down and urine passed: without dehydration
    ("I've had vomiting and diarrhoea since last night, but I'm keeping drinks down and passed urine an hour ago.",
     {}, 40, 4, 4),
    ("She's got runny poos and two small vomits, but she's feeding okay and her nappies are wet like usual.", {}, 0.5, 4, 4),
    # what a patient says for a complaint the nurse did not recognise
    ("It burns when passing urine.", {}, 34, 4, 4),
    ("I'm not opened bowels.", {"heartrate": 72}, 64, 4, 5),
    ("My plaster feels tight.", {}, 36, 4, 4),
    ("I've got blood nose.", {}, 12, 4, 4),
    ("I lost my bag with my asthma inhalers in it.", {}, 30, 5, 5),
    ("She's got a snotty nose.", {}, 0.9, 5, 5),
    # a graze or a skin tear is simple wound care; a finger shut in a door is X-rayed
    ("I've got a 3 cm skin tear on my arm.", {}, 71, 5, 5),
    ("Her finger got shut in the car door and it's swollen.", {}, 9, 4, 4),
    # a baby breathing fast with mild recession is worked up
    ("She's been breathing fast with mild subcostal recession and she's got a cold.",
     {"heartrate": 150, "resprate": 38, "o2sat": 94}, 0.6, 3, 3),
])
def test_rules_from_round_2026_12f(text, vitals, age, esi, ats):
    assert_levels(text, vitals, esi, ats, age=age)


@pytest.mark.parametrize(("text", "vitals", "age", "pain", "esi", "ats"), [
    # a child's pulse is judged by the child's limit: 150 at 14 months is no sign of sepsis
    ("He's got a fever and he's off his sleep.", {"heartrate": 150, "temperature": 103.3}, 1.2, None, 3, 3),
    # a sugar of 22 said with a high sugar is mmol/L, not a critical low (ATS 3: glucose above 16 mmol/L)
    ("My blood sugar is very high and a sugar of 22 when it was checked.", {}, 27, None, 3, 3),
    # pelvic pain and bleeding with a fast pulse: an ectopic until a pregnancy test says otherwise
    ("I've got pelvic pain and spotting.", {"heartrate": 108, "sbp": 104}, 29, 5, 2, 3),
    ("I've got pelvic pain and spotting and I'm definitely not pregnant.", {"heartrate": 108, "sbp": 104}, 29, 5, 3, 3),
    # a migraine with vomiting gets the IV cocktail: medication and fluids
    ("I've got a migraine and I've been vomiting.", {}, 47, 6, 3, 3),
    # an older man's retention pain goes with a catheter (raters of full stories: ESI 3)
    ("I can't pass urine and it's in my lower abdomen.", {}, 70, 7, 3, 3),
])
def test_rules_from_round_2026_12f_with_a_pain_score(text, vitals, age, pain, esi, ats):
    known = findings(text, age=age, **{**NORMAL, **vitals})
    known.pain = pain
    assert (esi_decision(known).level, ats_decision(known).level) == (esi, ats), (esi_decision(known), ats_decision(known))


@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    ("She hurt her lower back lifting a box.", {"back_strain"}, {"homicidal"}),  # a back strained lifting (2026-12q)
    ("I want to hurt her.", {"homicidal"}, set()),
    ("She was threatened by her ex.", set(), {"homicidal"}),
    ("He cannot see his GP until Monday.", set(), {"vision_loss"}),
    ("She can't see her hand in front of her face.", {"vision_loss"}, set()),
    ("He cut his thigh on a sheet of metal at work.", {"laceration"}, {"intoxication"}),
    ("I have sharp chest pain on breathing.", {"chest_pain"}, {"dangerous_object"}),
    ("The officers say they had to hold her on the floor after she lunged at them.", {"restrained"}, {"dangerous_violence"}),
    ("A restrained driver in a low-speed collision.", set(), {"restrained"}),
    ("At rest she has soft stridor but no recession.", {"mild_stridor"}, {"airway"}),
    ("He's choking on a grape.", {"airway"}, {"inhaled_object"}),
    ("I keep vomiting.", {"vomiting"}, {"persistent_vomiting"}),  # raters of sets 7 and 8: a well adult's vomiting
    ("My Crohn's has flared up.", {"ibd_flare"}, set()),
    ("She has deep chest recession.", {"severe_breathing"}, {"deep_wound"}),
    ("He passed urine an hour ago.", {"well_hydrated"}, {"urinary"}),
    ("I can't keep drinks down.", {"dehydration"}, {"well_hydrated"}),
])
def test_what_round_2026_12f_showed_is_heard_as_meant(text, heard, not_heard):
    from triagesim.clinical import detect

    present = {hit.concept for hit in detect(text) if not hit.negated}
    assert heard <= present and not (not_heard & present), present


def test_a_graze_is_a_minor_wound_even_when_it_oozes():
    """ATS 5 "minor wounds: grazes": neither the fall that caused it nor a little bleeding makes it 4."""
    assert ats_decision(findings("I tripped and grazed my knee.", age=60, **NORMAL)).level == 5
    assert esi_decision(findings("I tripped and grazed my knee.", age=60, **NORMAL)).level == 5
    oozing = findings("I tripped and grazed my knee.", age=60, **NORMAL)
    oozing.concepts["bleeding"] = "bleeding from the graze"
    assert ats_decision(oozing).level == 5
    deep = findings("I tripped and grazed my knee and now I can't bear weight on it.", age=60, **NORMAL)
    assert ats_decision(deep).level == 3  # moderate limb injury: not a graze only


# Round 2026-12f, the lead's reading of transcripts (training): words heard as the wrong finding.
@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    # urine ketones in a vomiting pregnant woman: dehydration (starvation ketosis), not DKA, not drink, not the waterworks
    ("She cannot keep fluids down and her urine ketones are high on the ward dipstick.", {"dehydration"},
     {"dka", "urinary", "intoxication"}),
    ("My blood sugar is very high and I've got ketones.", {"hyperglycemia", "dka"}, set()),
    ("He's diabetic and has ketones in his blood.", {"dka"}, set()),
    ("Ketones on the dipstick.", set(), {"dka"}),
    # a catheter bag's dark cloudy urine is a sign the nurse sees (the catheter problem), not a symptom told
    ("The urine in the catheter bag is dark and cloudy.", {"catheter"}, {"urinary"}),
    ("It burns when I pass urine.", {"urinary"}, set()),
    ("I've got a urine infection.", {"urinary"}, set()),
    # tablets taken are an ingestion (overdose), drugs are intoxication; tablets taken *for* something are treatment
    ("Took pills", {"overdose"}, {"intoxication"}),
    ("Took some Panadol after a fight", {"overdose"}, {"intoxication"}),
    ("She took ten 500 mg paracetamol tablets two hours ago.", {"overdose"}, set()),
    ("She says she wanted the feelings to stop.", {"suicidal"}, set()),
    ("I took some paracetamol at home, but it didn't really help.", set(), {"overdose", "intoxication"}),
    ("I took some tablets for the pain.", set(), {"overdose"}),
    ("He took some drugs at a party.", {"intoxication"}, {"overdose"}),
    ("I want the pain to stop.", set(), {"suicidal"}),
    # AVPU: opening the eyes to voice is consciousness, not the eye
    ("She opens her eyes only to loud voice and mumbles.", {"confusion"}, {"eye"}),
    ("My right eye is red and sore.", {"eye"}, set()),
    # pleuritic or chest wall pain
    ("He has sharp left chest pain that catches when he takes a deep breath.", {"chest_pain", "pleuritic"}, set()),
    ("It hurts when he twists or presses on the spot.", {"chest_wall_pain"}, {"rash"}),
    ("I'm short of breath on exertion.", {"sob"}, {"pleuritic"}),
])
def test_what_the_lead_read_in_round_2026_12f_is_heard_as_meant(text, heard, not_heard):
    from triagesim.clinical import detect

    present = {hit.concept for hit in detect(text) if not hit.negated}
    assert heard <= present and not (not_heard & present), present


@pytest.mark.parametrize(("text", "vitals", "age", "esi", "ats"), [
    # pleurisy after a cold, a chest wall strained lifting: likely non-cardiac (ESI by resources, ATS 3)
    ("I have sharp chest pain on breathing, it started a day after a cold.", {}, 28, 3, 3),
    ("I've got chest pain after lifting. It hurts when I twist or press on the spot.", {}, 50, 3, 3),
    ("I've had a cough and fever for four days and right-sided chest pain on deep breaths.", {"temperature": 101.5}, 58, 3, 3),
    # the same pain with anything that points at the heart or a clot stays ESI 2 / ATS 2
    ("I have sharp chest pain on breathing and I'm short of breath.", {}, 60, 2, 2),
    ("I have chest pain on deep breaths and I'm sweating.", {}, 60, 2, 2),
    ("I have chest pain on breathing and my calf is swollen.", {}, 60, 2, 2),
    ("I have sharp chest pain on breathing.", {"heartrate": 125}, 60, 2, 2),
    ("I have central chest pain.", {}, 50, 2, 2),
])
def test_pleuritic_or_chest_wall_pain_without_cardiac_or_clot_features_is_likely_non_cardiac(text, vitals, age, esi, ats):
    known = findings(text, age=age, **{**NORMAL, **vitals})
    assert (esi_decision(known).level, ats_decision(known).level) == (esi, ats), (esi_decision(known), ats_decision(known))


@pytest.mark.parametrize(("sbp", "hr", "ats"), [
    (88, 124, 2),  # hypotension with effects (raters of full stories, sets 2026-12d and 12f)
    (86, 112, 2),
    (84, 135, 1),  # an extreme pulse with it: severely shocked
    (78, 110, 1),  # the reference's adult SBP < 80
])
def test_ats_severe_shock_needs_sbp_below_80_or_an_extreme_pulse(sbp, hr, ats):
    known = findings("He's had shaking chills and a cough since yesterday.", age=67, **{**NORMAL, "sbp": sbp, "heartrate": hr})
    assert ats_decision(known).level == ats, ats_decision(known)


def test_a_chest_site_answering_a_pain_question_is_chest_pain_but_not_for_a_rash_or_an_injury():
    from triagesim.agents.offline.findings import located_pain, pain_question
    from triagesim.clinical.topics import asked_topics

    asked = "Are you in any pain? Where is it, and how bad is it, 0 to 10?"
    assert pain_question(asked, asked_topics(asked))
    assert not pain_question("Where is the rash?", asked_topics("Where is the rash?"))
    for reply in ("It's in my right chest.", "It's in the right side of my chest.", "6 out of 10. It's across my chest."):
        assert located_pain(reply, asked_pain=True, heard={"sob": ""}) is not None, reply
        assert located_pain(reply, asked_pain=False, heard={"sob": ""}) is None, reply
        assert located_pain(reply, asked_pain=True, heard={"rash": ""}) is None, reply
        assert located_pain(reply, asked_pain=True, heard={"limb_injury": "", "trauma": ""}) is None, reply
    assert located_pain("It's on my chest.", asked_pain=True, heard={}) is None  # a rash's place
    assert located_pain("It's not in my chest.", asked_pain=True, heard={}) is None
    extractor = RuleBasedExtractor()
    extractor.extract_sync("I'm short of breath after a flight.", question="What brings you in today?")
    said = extractor.extract_sync("It's in my right chest.", question=asked)
    assert ("associated_symptoms", "chest pain") in {(item.slot, item.value) for item in said}
    assert ("red_flags", "chest pain") in {(item.slot, item.value) for item in said}
    rash = RuleBasedExtractor()
    rash.extract_sync("I've got an itchy rash.", question="What brings you in today?")
    assert "chest pain" not in {item.value for item in rash.extract_sync("It's in my chest.", question=asked)}


def test_a_lost_thread_is_asked_again_like_a_request_to_repeat():
    """"Sorry, I've lost my train of thought" answers nothing: the background question is asked again,
    not dropped for the next screen (an independent read: conditions and medicines never asked again)."""
    nurse = ProtocolNurse()
    nurse.asked = ["complaint", "history"]
    nurse.last_topic = "history"
    nurse.plan = ["anticoagulants"]
    nurse._hear("Sorry, I've lost my train of thought.", 3)
    assert nurse.plan[:2] == ["history", "anticoagulants"]


def test_a_height_is_no_foot():
    """"Fell from a ladder six feet" hurt a wrist: the injured limb is an arm, asked to move its fingers."""
    nurse = ProtocolNurse()
    nurse.last_topic = "complaint"
    nurse._hear("I fell from a ladder six feet and my right wrist looks bent out of shape.", 0)
    assert nurse._limb_use() == "move your fingers"


def test_a_rash_that_does_not_fade_is_high_risk():
    """Spots that do not fade under a glass: meningococcal sepsis until shown otherwise (ESI 2, ATS 2)."""
    assert_levels("She's got a fever and spots that don't fade when you press a glass on them.", {"temperature": 101.5}, 2, 2, age=3)
    assert_levels("I've got a purple rash on my legs.", {}, 2, 2, age=30)


def test_a_fever_days_after_an_operation_with_belly_pain_is_high_risk():
    """Post-operative day 4 with a fever and belly pain: a leak or an abscess until shown otherwise (ESI 2)."""
    known = findings("I had my appendix out four days ago, after the operation I've got belly pain and a fever, 7 out of 10.",
                     **{**NORMAL, "temperature": 100.9, "heartrate": 108})
    assert esi_decision(known).level == 2, esi_decision(known)


def test_what_the_nurse_sees_outweighs_the_words_for_it():
    """"I'm struggling to breathe" from someone the nurse sees talking in long, unbroken sentences is
    short of breath at most, not the severe distress of ESI 2 (an unseen narrative set's 5)."""
    nurse = ProtocolNurse()
    nurse.findings.concepts["speaks_in_sentences"] = "she talks in long, unbroken sentences"
    nurse.last_topic = "associated"
    nurse._hear("I am struggling to breathe, I have been short of breath, I have got a sore throat.", 3)
    assert not nurse.findings.has("severe_breathing") and nurse.findings.has("sob"), nurse.findings.concepts
    assert esi_decision(findings("I'm struggling to breathe.", **NORMAL)).level == 2  # unseen, the words stand
