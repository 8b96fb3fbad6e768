"""What the protocol nurse does at a level 2, from the ninth and tenth independent reads of the 2026-12l runs
(training: 2026-12l was measured once on a6e5a4e before any of this).

The readers' most common finding that could change care was delay: a thunderclap headache, a racing heart at 184 or a
ketoacidosis known from the first reply, then six routine questions before anyone was called. A triage nurse calls the
doctor as soon as the patient is a level 2 and asks, meanwhile, only the complaint's own questions and the safety
screens. The cases here are our own, not rows of the set.
"""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.core import PatientBrief, PatientObservation
from triagesim.dialogue import check_artifact
from triagesim.personas import PatientPersona, load_nurse_personas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts  # noqa: E402

_CALLED = re.compile(r"getting a doctor to see|calling the stroke team|heart tracing|resuscitation team")


def _episode(case: Case, seed: int = 0, algorithm: str = "esi") -> dict:
    runner = TriageRunner(ProtocolNurse(load_nurse_personas()[0]), ScriptedPatient(PatientPersona(persona_id="plain")),
                          RunnerConfig(seed=seed, algorithm=algorithm), extractor=RuleBasedExtractor())
    return runner.run(case)


def _nurse_lines(artifact: dict) -> list[str]:
    return [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]


LEVEL_2 = [
    Case(case_id="sah", age=46, sex="F", chief_complaint="headache", acuity=2,
         narrative="A 46-year-old woman felt a sudden explosive headache while at the gym; it peaked within seconds and she "
                   "vomited once. Her blood pressure is 176/98."),
    Case(case_id="svt", age=31, sex="M", chief_complaint="racing heart, light-headed", acuity=2,
         vitals=dict(temperature=98.4, heartrate=186, resprate=20, o2sat=98, sbp=104, dbp=70)),
    Case(case_id="dka", age=19, sex="F", chief_complaint="type 1 diabetic, vomiting all night, breathing fast", acuity=2,
         vitals=dict(temperature=98.9, heartrate=121, resprate=30, o2sat=99, sbp=106, dbp=64)),
    Case(case_id="melena", age=71, sex="M", chief_complaint="black stools, dizzy on standing, on apixaban", acuity=2,
         vitals=dict(temperature=98.2, heartrate=112, resprate=18, o2sat=97, sbp=98, dbp=60)),
]


@pytest.mark.parametrize("case", LEVEL_2, ids=lambda case: case.case_id)
def test_a_level_2_is_called_through_at_once_and_asked_only_what_the_team_needs_first(case: Case) -> None:
    artifact = _episode(case)
    assert artifact["state"]["final_triage"] == 2, artifact["trace"][-1]["explanation"]
    nurse = _nurse_lines(artifact)
    called = next(index for index, line in enumerate(nurse) if _CALLED.search(line))
    assert called <= 2, nurse  # the opening, at most one question, then the doctor is called
    questions_after = [line for line in nurse[called + 1:-1] if line.rstrip().endswith("?")]
    assert len(questions_after) <= 3, nurse
    assert "seat" not in nurse[-1] and "waiting" not in nurse[-1], nurse[-1]


def test_a_patient_the_doctor_was_called_for_is_told_so_if_later_answers_lower_the_level() -> None:
    """A provisional level 2 ("sharp chest pain after a cold") that the next answers lower (it hurts only on a deep
    breath): the nurse who said "I'm getting a doctor to see you straight away" does not close with a bare "take a seat";
    the patient hears that the doctor knows, and the safety net."""
    case = Case(case_id="pleurisy", age=50, sex="M", chief_complaint="chest pain", acuity=3,
                narrative="A 50-year-old man has had a sharp pain on the left of his chest for two days, worse when he breathes "
                          "in, after a week of a cold. He is not short of breath. Pain 3/10.",
                vitals=dict(temperature=99.1, heartrate=86, resprate=16, o2sat=98, sbp=132, dbp=80))
    for seed in range(6):
        artifact = _episode(case, seed)
        nurse = _nurse_lines(artifact)
        called = any("getting a doctor to see" in line for line in nurse[:-1])
        if called and artifact["state"]["final_triage"] >= 3:
            assert "told the doctor" in nurse[-1] and "straight away if" in nurse[-1], nurse[-1]
        elif artifact["state"]["final_triage"] >= 3:
            assert "seat" in nurse[-1] or "wait" in nurse[-1], nurse[-1]


@pytest.mark.parametrize("case", LEVEL_2, ids=lambda case: case.case_id)
def test_once_nothing_is_left_to_ask_the_last_vitals_are_taken_without_asking_the_story_again(case: Case) -> None:
    """No "is there anything else?" or "how are you feeling now?" at a level 2: a breathless patient told the whole
    complaint again in reply. The nurse says what it is doing; the patient says okay."""
    artifact = _episode(case)
    nurse = _nurse_lines(artifact)
    assert not any(re.search(r"anything else (?:you think )?I should know|how are you feeling", line, re.IGNORECASE) for line in nurse), nurse
    transcript = artifact["transcript"]
    for line, reply in zip(transcript, transcript[1:]):
        if line["speaker"] == "nurse" and "Nearly done" in line["text"]:
            assert len(reply["text"].split()) <= 4, reply["text"]


@pytest.mark.parametrize("said", [
    "I'll just take your temperature. Nearly done, then we'll take you straight through.",
    "I'm watching your breathing for a moment. Nearly done, then we'll take you straight through.",
    "This cuff will squeeze your arm for a moment while I take your blood pressure.",
    "I'm checking his pulse now.",
])
def test_a_vital_check_said_aloud_asks_nothing(said: str) -> None:
    assert read_intents(said).statement and not read_intents(said).names


@pytest.mark.parametrize("said", [
    "I'm checking your pulse now. Any pain in your chest?",
    "I'll just take your temperature. Have you felt hot or shivery?",
])
def test_a_question_after_a_vital_check_is_still_heard(said: str) -> None:
    assert read_intents(said).names and not read_intents(said).statement


def test_a_racing_heart_without_a_pain_is_not_asked_where_the_pain_spreads() -> None:
    case = Case(case_id="af", age=58, sex="M", chief_complaint="heart racing and fluttering since this morning", pain=0,
                acuity=3, vitals=dict(temperature=98.4, heartrate=132, resprate=18, o2sat=97, sbp=128, dbp=82))
    for seed in range(3):
        nurse = _nurse_lines(_episode(case, seed))
        assert not any("arm or jaw" in line for line in nurse), nurse


def test_a_headache_whose_start_was_told_is_asked_how_it_began_not_when() -> None:
    patient = ScriptedPatient(PatientPersona(persona_id="plain"))
    patient.reset(run_id="r", seed=0)
    case = Case(case_id="ha", age=40, sex="F", chief_complaint="headache", acuity=2,
                narrative="A 40-year-old woman had a sudden explosive headache while lifting a box two hours ago.")
    artifact = _episode(case)
    asked = [line for line in _nurse_lines(artifact) if "suddenly" in line or "all at once" in line]
    assert asked, _nurse_lines(artifact)
    said = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse")
    assert "all at once" in said
    assert not [defect for defect in check_artifact(artifact) if defect.kind == "reasked"]


@pytest.mark.parametrize(("sentence", "absent"), [
    ("I've been vomiting and I've got deep fast breathing.", "deep_wound"),
    ("She has deep quick breathing and she is drowsy.", "deep_wound"),
])
def test_deep_breathing_is_no_deep_wound(sentence: str, absent: str) -> None:
    assert absent not in concepts(sentence)


def test_a_deep_cut_is_still_a_deep_wound() -> None:
    assert "deep_wound" in concepts("It was a deep cut from the kitchen knife.")


def test_a_sunburnt_back_is_not_screened_for_a_spinal_emergency() -> None:
    case = Case(case_id="sun", age=24, sex="F", chief_complaint="sunburn on my back and shoulders, blistering", pain=4,
                acuity=5, vitals=dict(temperature=98.9, heartrate=84, resprate=16, o2sat=99, sbp=118, dbp=74))
    for seed in range(3):
        nurse = _nurse_lines(_episode(case, seed))
        assert not any("between your legs" in line or "bladder or bowels" in line for line in nurse), nurse


def _ask(case: Case, question: str) -> str:
    patient = ScriptedPatient(PatientPersona(persona_id="plain"))
    patient.reset(run_id="r", seed=0)
    observation = PatientObservation(run_id="r", turn=1, brief=PatientBrief.from_case(case), nurse_utterance=question,
                                     new_events=[])
    return asyncio.run(patient.act(observation)).utterance


def test_the_patient_says_okay_to_the_nurse_taking_a_vital() -> None:
    reply = _ask(LEVEL_2[1], "I'll just take your temperature. Nearly done, then we'll take you straight through.")
    assert not re.search(r"fever|temperature", reply, re.IGNORECASE), reply


def _opening(chief_complaint: str) -> str:
    return _ask(Case(case_id="row", age=45, sex="F", chief_complaint=chief_complaint, pain=4, acuity=3),
                "What's brought you in today?")


@pytest.mark.parametrize(("row", "said", "never"), [
    ("WON'T BEAR WEIGHT ON L LEG, CAN'T STRAIGHTEN KNEE", "can't straighten", "'T"),
    ("TRIPPED IN KITCHEN, R WRIST PAIN, NO HEAD STRIKE", "didn't hit my head", "any I hit"),
    ("SHORT OF BREATH, WHEEZING, VIA EMS", "came in by ambulance", "got via"),
    ("POD 3 LAP CHOLE, FEVER AND WOUND PAIN", "three days ago", "pod 3"),
    ("VOMITING SINCE LAST NIGHT, CAN'T KEEP PO FLUIDS DOWN", "can't keep anything down", " po "),
    ("PELVIC PAIN AND BLEEDING, IUD IN PLACE", "coil", "iud"),
    ("GLF IN BATHROOM, HIP PAIN", "I fell", "GLF"),
])
def test_a_terse_row_is_said_without_its_chart_grammar(row: str, said: str, never: str) -> None:
    """Readers' finds in the 2026-12l runs, each a kind of chart grammar: a shouted contraction, a denied clause, how
    the patient came, a post-operative day, an abbreviation lowered before it was read."""
    reply = _opening(row)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("sentence", "level"), [
    # mains: an ECG and a look, not ESI 2; bloods for the muscles only after a burn mark or a throw (2026-12e, 2026-12ab)
    ("I got a shock from a 230 volt socket at home and my hand tingles.", 4),
    ("I got a shock from a 230 volt socket at home, my hand tingles and there's a small burn on my palm.", 3),
    ("He was thrown back by an 11 kV line at the substation.", 2),
    ("He touched a 33000 volt cable on the railway.", 2),
])
def test_mains_voltage_is_an_electric_shock_and_a_power_line_is_high_voltage(sentence: str, level: int) -> None:
    from triage_cases import esi
    assert esi(sentence) == level


@pytest.mark.parametrize(("story", "said", "never"), [
    ("A 19-year-old man had a first fit at a party, his friend says. He was muddled for a few minutes and is now back to "
     "normal. His vital signs are within normal limits.", "new", "always"),
    ("An 88-year-old woman with dementia is more confused than her usual, her daughter says.", "worse than usual", "not normally"),
])
def test_whether_a_confusion_is_new_follows_the_story_not_the_word_normal(story: str, said: str, never: str) -> None:
    """"Vital signs within normal limits" and "now back to normal" say nothing of a usual muddle (2026-12l read: an
    alert student was "always a bit muddled" by her friend's account)."""
    case = Case(case_id="baseline", age=50, sex="F", chief_complaint="confusion", acuity=3, narrative=story)
    reply = _ask(case, "Is this confusion new, or are they usually like this?")
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize("story", [
    "A 39-year-old man is brought in by his brother, who says he rang at 2 am to say goodbye to his kids, and the brother "
    "found a rope in the back of his van.",
    "A 51-year-old woman has been giving away her belongings this week, her neighbour says, and left a note for her son.",
])
def test_the_means_and_the_goodbyes_in_the_story_are_a_plan_when_asked(story: str) -> None:
    """Tenth read: with a rope and a note in the car, the answer to "has he made a plan?" was "he hasn't made a plan",
    and the level fell to 3. The story's means and farewells are the plan."""
    case = Case(case_id="plan", age=45, sex="M", chief_complaint="suicidal thoughts", acuity=2, narrative=story)
    reply = _ask(case, "Have you thought about how you would end your life, and do you have the means with you?")
    assert "haven't made a plan" not in reply and "thought about how" in reply, reply


@pytest.mark.parametrize("sentence", ["She rang to say goodbye before her flight home.", "He has a rope burn on his palm."])
def test_a_goodbye_or_a_rope_in_everyday_life_is_no_plan(sentence: str) -> None:
    assert "suicide_plan" not in concepts(sentence)


@pytest.mark.parametrize("said", ["He takes a tablet for his cholesterol.", "She is on cholesterol pills."])
def test_a_medicine_named_by_what_it_is_for_is_on_the_list(said: str) -> None:
    """Tenth read: "takes a tablet for cholesterol" was answered "I don't take anything regularly" for a crushing chest
    pain, so the doctor would be told a high-risk patient has no background."""
    case = Case(case_id="meds", age=62, sex="M", chief_complaint="chest pain", acuity=2,
                narrative=f"A 62-year-old has a crushing central chest pain for 40 minutes. {said}")
    reply = _ask(case, "Do you take any regular medications?")
    assert "cholesterol" in reply and "don't take anything" not in reply, reply


def test_drooling_is_told_as_drooling_not_a_swelling_throat() -> None:
    """Tenth read: a funnel-web bite's drooling was told as "his throat is swelling up", an airway emergency the story
    does not hold."""
    case = Case(case_id="spider", age=46, sex="M", chief_complaint="spider bite", acuity=2,
                narrative="A 46-year-old man was bitten on the hand by a large black spider 20 minutes ago. He now has tingling "
                          "around his mouth, is sweating and drooling.")
    told = " ".join(PatientBrief.from_case(case).history.associated_symptoms or [])
    assert "drooling" in told and "swelling" not in told, told


@pytest.mark.parametrize(("case", "act"), [
    (Case(case_id="alkali", age=34, sex="F", chief_complaint="oven cleaner sprayed in right eye 15 min ago", pain=8, acuity=2,
          vitals=dict(temperature=98.4, heartrate=96, resprate=18, o2sat=99, sbp=128, dbp=80)), "wash"),
    (Case(case_id="saw", age=52, sex="M", chief_complaint="chainsaw cut to thigh", acuity=2,
          narrative="A 52-year-old man cut his thigh with a chainsaw 30 minutes ago. It is bleeding heavily through a towel "
                    "and he looks pale and clammy. Heart rate 118, blood pressure 104/66."), "pressing"),
])
def test_a_splash_is_washed_out_and_a_bleed_pressed_on_before_any_more_questions(case: Case, act: str) -> None:
    """Ninth and tenth reads: an alkali splash questioned and never irrigated, a chainsaw wound asked its pain twice
    before anyone pressed on it. The nurse's hands act at the first answer, and say so."""
    nurse = _nurse_lines(_episode(case))
    assert act in nurse[1], nurse


def test_a_time_in_the_complaint_is_the_onset_said_in_words() -> None:
    reply = _opening("OVEN CLEANER SPRAYED IN BOTH EYES 10 MIN AGO")
    assert "ten minutes ago" in reply and "min ago" not in reply and "yesterday" not in reply, reply


@pytest.mark.parametrize(("row", "said", "never"), [
    ("CUT BOTH WRISTS, STATES WANTS TO DIE", "I want to die", "states"),
    ("PREGNANT 33 WEEKS, CONTRACTIONS EVERY 4 MIN", "every four minutes", "every for"),
    ("R EYE RED, HURTS TO MOVE EYE", "it hurts to move", "I hurt to"),
    ("SORE THROAT, HARD TO SWALLOW", "it's hard to swallow", "I'm hard"),
    ("HYPOGLYCEMIA, GIVEN GLUCOSE BY EMS, ALERT NOW", "awake and alert now", "the alert"),
    ("BLOATED, NO BM OR GAS 3 DAYS", "haven't opened my bowels or passed wind", "constipation or gas"),
])
def test_chart_predicates_are_said_as_a_patient_says_them(row: str, said: str, never: str) -> None:
    reply = _opening(row)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("row", "said"), [("ELBOWED IN RIBS AT FOOTBALL", "I was elbowed in my ribs"),
                                           ("KNEED IN THIGH AT RUGBY", "I was kneed in my thigh")])
def test_a_blow_taken_is_said_in_the_passive(row: str, said: str) -> None:
    assert said in _opening(row)


@pytest.mark.parametrize(("row", "said", "never"), [
    ("SLIPPED ON ICE, HIT BACK OF HEAD, NECK SORE", "I hit the back of my head", "was hit back"),
    ("PEG TUBE FELL OUT THIS AM", "this morning", "yesterday"),
    ("VOMITING SINCE AM", "since this morning", "started yesterday"),
    ("WOUND RED, KNEE SURGERY 5 DAYS AGO", "I had my knee surgery", "days are ago"),
])
def test_a_row_read_after_the_measurement_is_said_as_speech(row: str, said: str, never: str) -> None:
    """The lead's read of the 2026-12m runs (after their one measurement): the back of the head heard as the back, a
    chart's "am", an operation some days ago, each with an onset that contradicted it."""
    reply = _opening(row)
    assert said in reply and never not in reply, reply


def test_the_back_of_the_head_is_not_screened_as_a_back() -> None:
    case = Case(case_id="occiput", age=28, sex="F", chief_complaint="slip in shower, hit back of head, neck sore", pain=4,
                acuity=3, vitals=dict(temperature=98.4, heartrate=80, resprate=16, o2sat=99, sbp=120, dbp=76))
    for seed in range(3):
        nurse = _nurse_lines(_episode(case, seed))
        assert not any("between your legs" in line for line in nurse), nurse


@pytest.mark.parametrize("row", ["INSECT CRAWLED INTO L EAR, BUZZING", "HEART RACING SINCE GETTING UP, DIZZY",
                                 "TWISTED KNEE AT FOOTBALL, SWOLLEN"])
def test_an_event_of_today_is_not_given_an_invented_onset_of_days(row: str) -> None:
    """Read of the 2026-12m runs (after the measurement): "it started a couple of days ago" for a bug buzzing in the ear
    and a heart that will not slow down. With no time in the row, an acute event gets a time of today."""
    case = Case(case_id="today", age=30, sex="M", chief_complaint=row, pain=3, acuity=4)
    for seed in range(4):
        patient = ScriptedPatient(PatientPersona(persona_id="plain"))
        patient.reset(run_id=f"r{seed}", seed=seed)
        observation = PatientObservation(run_id=f"r{seed}", turn=1, brief=PatientBrief.from_case(case),
                                         nurse_utterance="When did this start?", new_events=[])
        reply = asyncio.run(patient.act(observation)).utterance
        assert not re.search(r"days? ago|yesterday|last night", reply), reply


@pytest.mark.parametrize(("story", "said", "never"), [
    ("A 20-year-old man has had a sharp chest pain since last night. He smokes cannabis most weekends.",
     "smoking cannabis", "drinking"),
    ("A 25-year-old man is agitated and sweating after using cocaine at a party.", "cocaine", "drinking"),
    ("A 40-year-old man is drunk and fell over in the street.", "drinking", "cannabis"),
])
def test_what_was_taken_is_told_as_the_story_names_it(story: str, said: str, never: str) -> None:
    """Eleventh read (after the measurement): two cannabis smokers both said "I've been drinking a lot"."""
    case = Case(case_id="substance", age=25, sex="M", chief_complaint="unwell", acuity=3, narrative=story)
    told = " ".join(PatientBrief.from_case(case).history.associated_symptoms or [])
    assert said in told and never not in told, told
