"""What the scripted patient and the protocol nurse say, from the eleventh independent read of the 2026-12m runs
(training: 2026-12m was measured once on e099818 before any of this).

The reader's findings that could change care were facts the patient's side invented or denied (a strapped finger told
as "she was hit by a car", a cold swim as "I've got a cold", an instruction to report any fever as "I've had a high
temperature", halos and a near-blind eye answered "no problems with my eyesight", the husband holding the empty packet
"not sure what she took"), an unrousable patient chatting about her age, and an unresponsive rider asked his history
before anyone opened his airway. The cases here are our own short stories of the same kinds, not rows of the set.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.cases import Case
from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical.concepts import detect
from triagesim.clinical.speakers import who_speaks
from triagesim.personas import PatientPersona, load_nurse_personas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts  # noqa: E402


def _episode(case: Case, seed: int = 0, algorithm: str = "esi") -> dict:
    runner = TriageRunner(ProtocolNurse(load_nurse_personas()[0]), ScriptedPatient(PatientPersona(persona_id="plain")),
                          RunnerConfig(seed=seed, algorithm=algorithm), extractor=RuleBasedExtractor())
    return runner.run(case)


def _lines(artifact: dict, speaker: str) -> list[str]:
    return [line["text"] for line in artifact["transcript"] if line["speaker"] == speaker]


def _status(text: str, concept: str) -> str | None:
    return next((hit.status for hit in detect(text) if hit.concept == concept), None)


# --- words heard for what they mean -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "heard"), [
    ("Her coach strapped it to the next finger and put ice on it.", False),  # strapping is first aid, not entrapment
    ("He was trapped in the car for forty minutes.", True),
])
def test_a_strapped_finger_is_no_entrapment(text, heard):
    assert ("high_risk_mechanism" in concepts(text)) is heard


@pytest.mark.parametrize(("text", "heard"), [
    ("The pain started after a cold swim in the lake last night.", False),
    ("He went out on a cold night without a coat.", False),
    ("I've had a cold for a few days and now my ear hurts.", True),
])
def test_a_cold_swim_is_no_cold(text, heard):
    assert ("cold" in concepts(text)) is heard


def test_an_instruction_to_report_a_fever_is_no_fever():
    assert _status("The chemo unit told her to come in and to report any fever.", "fever") == "hypothetical"
    assert _status("She has had a fever since last night.", "fever") == "present"


@pytest.mark.parametrize("text", [
    "She can see only hand movements with that eye.",
    "He can only count fingers on the left.",
])
def test_seeing_only_hand_movements_is_lost_sight_not_a_hand(text):
    heard = concepts(text)
    assert "vision_loss" in heard and "limb_injury" not in heard


def test_a_relatives_illness_named_just_before_them_is_theirs_and_a_likeness_is_not():
    assert _status("She thought at first it was one of the migraines her sister gets.", "migraine_history") == "other"
    assert _status("He has a headache like the ones his dad used to get.", "headache") == "present"


# --- the eyesight, asked about ------------------------------------------------------------------------------------

GLAUCOMA = Case(case_id="glaucoma", age=66, sex="F", chief_complaint="painful red eye", acuity=2,
                narrative="A 66-year-old woman has had a severe ache in her right eye since last night and has vomited "
                          "twice. She sees rainbow halos around lights and can see only hand movements with that eye.")
DIPLOPIA = Case(case_id="diplopia", age=79, sex="M", chief_complaint="dizzy, seeing double", acuity=2,
                narrative="A 79-year-old man woke an hour ago with the room spinning and double vision, and he cannot walk "
                          "straight.")


@pytest.mark.parametrize("case", [GLAUCOMA, DIPLOPIA], ids=["halos", "double vision"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_eyesight_question_is_never_denied_when_the_story_holds_a_sight_problem(case, seed):
    artifact = _episode(case, seed)
    transcript = artifact["transcript"]
    for asked, answered in zip(transcript, transcript[1:]):
        if asked["speaker"] == "nurse" and re.search(r"\bvision\b|\beyesight\b", asked["text"], re.IGNORECASE):
            assert not re.search(r"\bno problems with (?:my|his|her) eyesight\b|^\W*no\b", answered["text"], re.IGNORECASE), \
                answered["text"]


# --- who speaks for an unrousable patient -------------------------------------------------------------------------

UNROUSABLE = Case(case_id="unrousable", chief_complaint="type 1 diabetic found unarousable by roommate, moans to sternal rub",
                  acuity=1, vitals=dict(temperature=97.6, heartrate=108, resprate=16, o2sat=97, sbp=132, dbp=78))


def test_a_patient_found_unrousable_does_not_speak_and_the_finder_tells_it_in_their_own_words():
    assert who_speaks(UNROUSABLE.chief_complaint) == "companion"
    assert who_speaks("post-ictal after a seizure at work") == "companion"
    assert who_speaks("sore throat for three days") == "patient"
    artifact = _episode(UNROUSABLE)
    assert not _lines(artifact, "patient")
    opening = _lines(artifact, "companion")[0]
    assert re.search(r"\bI found (?:him|her|them)\b", opening), opening
    assert not re.search(r"sternal rub|unarousable|found unresponsive by|their roommate", opening, re.IGNORECASE), opening


# --- level 1: the airway before any question ----------------------------------------------------------------------

RIDER = Case(case_id="rider", age=38, sex="M", chief_complaint="motorbike crash, not waking up", acuity=1, companion="friend",
             narrative="A 38-year-old man came off his motorbike at speed without a helmet and has not woken up since. His "
                       "friend rode with him in the ambulance.",
             vitals=dict(temperature=97.0, heartrate=54, resprate=8, o2sat=90, sbp=184, dbp=100))
SEPSIS = Case(case_id="sepsis_talking", age=70, sex="F", chief_complaint="fever, very low blood pressure", acuity=1,
              vitals=dict(temperature=102.4, heartrate=128, resprate=26, o2sat=93, sbp=72, dbp=40))


def test_an_unresponsive_patient_gets_an_open_airway_and_a_still_neck_before_any_question():
    nurse = _lines(_episode(RIDER), "nurse")
    called = next(line for line in nurse if "resuscitation team" in line)
    assert called.index("airway") < called.index("?")
    assert "head and neck still" in called


def test_a_talking_patient_at_level_1_is_not_told_their_airway_is_being_opened():
    nurse = _lines(_episode(SEPSIS), "nurse")
    assert any(re.search(r"resuscitation team|getting the team", line) for line in nurse)
    assert not any("airway" in line for line in nurse)


# --- an overdose, told by whoever found it --------------------------------------------------------------------------

FOUND = Case(case_id="found_pack", age=51, sex="M", chief_complaint="deliberate overdose", acuity=2, companion="wife",
             narrative="A 51-year-old man is brought in by his wife, who found an empty box of amitriptyline 50 mg "
                       "(28 tablets) on the bathroom floor about two hours ago. He is drowsy and his speech is slurred.",
             vitals=dict(temperature=98.6, heartrate=118, resprate=16, o2sat=96, sbp=102, dbp=64))


@pytest.mark.parametrize("seed", [0, 1])
def test_the_one_who_found_the_empty_box_says_what_and_how_many(seed):
    artifact = _episode(FOUND, seed)
    transcript = artifact["transcript"]
    said = " ".join(_lines(artifact, "companion"))
    assert "amitriptyline" in said and "28 tablets" in said
    assert "not sure exactly what" not in said and "don't know what he took" not in said
    for asked, answered in zip(transcript, transcript[1:]):
        if asked["speaker"] == "nurse" and re.search(r"\bdrink\b", asked["text"]):
            assert re.search(r"drinking|drink", answered["text"]), answered["text"]  # the drink is the answer, not the box again


CANNABIS = Case(case_id="cannabis", age=23, sex="M", chief_complaint="vomiting for two days", acuity=3,
                narrative="A 23-year-old man has vomited many times over two days and says only hot showers help. He smokes "
                          "cannabis every day.", vitals=dict(temperature=98.4, heartrate=98, resprate=16, o2sat=99, sbp=124, dbp=80))


def test_the_substance_question_asks_about_drink_or_drugs_and_a_cannabis_smoker_names_cannabis():
    transcript = _episode(CANNABIS)["transcript"]
    pairs = [(asked["text"], answered["text"]) for asked, answered in zip(transcript, transcript[1:])
             if asked["speaker"] == "nurse" and re.search(r"drink or taken", asked["text"])]
    assert pairs, "the drink-or-drugs question is asked of someone who says they smoke cannabis"
    for _, answer in pairs:
        assert "cannabis" in answer and not re.search(r"\bdrinking a lot\b|^Yes\b", answer), answer


@pytest.mark.parametrize(("text", "heard"), [
    ("He sleeps rough and is asking for somewhere warm to sit on a cold night.", True),
    ("She wants somewhere warm to sit and something to eat.", True),
    ("Her hands feel warm and she is sitting comfortably.", False),
])
def test_somewhere_warm_on_a_cold_night_is_a_social_need_not_a_cold(text, heard):
    assert ("social" in concepts(text)) is heard
    assert "cold" not in concepts(text)


# --- chart words never spoken (read of the 2026-12m runs) ---------------------------------------------------------

@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("Cold, numb foot", "my foot is cold and numb", r"\ba cold\b|numbness"),
    ("cold, pale R hand", "my right hand is cold and pale", r"\ba cold\b|\br hand\b"),
    ("fell off scooter, lt wrist obvious deformity, fingers warm, pulses +", "my left wrist looks bent out of shape",
     r"deformity|pulses|\+"),
    ("missed period, wants preg test", "pregnancy test", r"\bpreg\b"),
    ("sudden vertigo + double vision, hx withdrawl siezures, vomitted x2", "vertigo and double vision",
     r"\+|withdrawl|siezure|vomitted"),
    ("my foot has gone numb", "my foot has gone numb", r"numbness"),
    ("kicked bed frame, toe swollen", "I kicked the bed frame", r"was kicked"),
    ("melena x3 since am, dizy on standing", "three times since this morning", r"x3|dizy"),
    ("rt flank pain to groin comes in waves", "going to my groin, it comes in waves", r"to groin comes"),
    ("knee swollen, cortisone shot last wk", "I had a cortisone shot last week", r"\bwk\b"),
    ("fell off ladder, landed on heels", "landed on my heels", r"on heels"),
])
def test_chart_words_are_said_as_a_person_says_them(complaint, said, unsaid):
    spoken = ", ".join(patient_complaint(complaint))
    assert said in spoken and not re.search(unsaid, spoken), spoken


def test_a_cold_numb_foot_is_heard_as_a_limb_without_blood_not_a_cold():
    heard = {hit.concept for item in patient_complaint("Cold, numb foot") for hit in detect(item) if not hit.negated}
    assert "limb_ischemia" in heard and "cold" not in heard


def test_drink_or_drugs_is_not_asked_about_a_young_child():
    child = Case(case_id="child_tablets", age=4, sex="F", chief_complaint="swallowed grandma's tablets", acuity=2,
                 companion="mother", vitals=dict(temperature=98.6, heartrate=120, resprate=24, o2sat=99, sbp=98, dbp=60))
    nurse = _lines(_episode(child), "nurse")
    assert not any("to drink or taken" in line for line in nurse), nurse


# --- an assault disclosed; a pain in several places -------------------------------------------------------------

ASSAULT = Case(case_id="assault", age=26, sex="F", chief_complaint="sexual assault last noc, wants exam and kit, tearful", acuity=2,
               vitals=dict(temperature=98.4, heartrate=94, resprate=16, o2sat=99, sbp=124, dbp=78))


@pytest.mark.parametrize("seed", [0, 1])
def test_an_assault_is_asked_when_not_how_and_is_told_in_a_persons_words(seed):
    artifact = _episode(ASSAULT, seed)
    nurse, patient = _lines(artifact, "nurse"), _lines(artifact, "patient")
    assert not any("How did the injury happen" in line for line in nurse)
    assert any("what time did it happen" in line.lower() or "when did this happen" in line.lower() for line in nurse), nurse
    assert "I was sexually assaulted last night" in patient[0]
    assert not re.search(r"\bkit\b|\bnoc\b|tearful|I've got sexual", patient[0]), patient[0]


def test_a_pain_in_several_places_is_told_in_all_of_them():
    from triagesim.clinical.story import narrative_location
    told = narrative_location("He has had severe pain across his lower back, both thighs and the front of his chest since last night.")
    assert told == "my lower back, both my thighs and the front of my chest"
    assert narrative_location("He has pain in his lower back and a fever.") == "my lower back"


def test_a_prescription_list_brought_along_is_no_prescription_run_out():
    assert "refill" not in concepts("Her granddaughter has brought the tablet box and the repeat prescription list.")
    assert "refill" in concepts("I've run out of my blood pressure tablets and need a repeat prescription.")


MUDDLED = Case(case_id="muddled", age=86, sex="M", chief_complaint="more drowsy and confused than usual", acuity=2,
               companion="daughter",
               narrative="An 86-year-old man is brought in by his daughter because for two days he has been much sleepier and more "
                         "muddled than his usual self. His doctor started him on codeine for back pain last week.")


def test_an_older_person_newly_muddled_is_asked_about_new_medicines_and_the_answer_names_them():
    transcript = _episode(MUDDLED)["transcript"]
    pairs = [(asked["text"], answered["text"]) for asked, answered in zip(transcript, transcript[1:])
             if asked["speaker"] == "nurse" and "new medicines" in asked["text"]]
    assert pairs and "codeine" in pairs[0][1], pairs


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("worst headache + stiff neck + fever since yesterday, confused this am per roommate, college dorm",
     "a stiff neck", r"roommate said|got college dorm|\ba worst"),
])
def test_a_roommates_row_is_said_by_the_roommate(complaint, said, unsaid):
    row = Case(case_id="dorm", chief_complaint=complaint, acuity=2,
               vitals=dict(temperature=102.6, heartrate=112, resprate=20, o2sat=97, sbp=122, dbp=74))
    opening = next(line["text"] for line in _episode(row)["transcript"] if line["speaker"] != "nurse")
    assert said in opening and not re.search(unsaid, opening, re.IGNORECASE), opening
    assert "college dorm" in opening and "worst headache of" in opening


def test_a_meter_that_reads_hi_is_a_high_sugar_never_thoughts_of_harming_anyone():
    """After the 2026-12n measurement, from the twelfth read: "glucose meter reads HI" was said as "glucose meter reads
    thoughts of hurting someone else", and the patient then confirmed homicidal thoughts."""
    spoken = patient_complaint("glucose meter reads HI, very thirsty, peeing constantly")
    heard = {hit.concept for item in spoken for hit in detect(item) if not hit.negated}
    assert spoken[0] == "my sugar was too high for the meter to read"
    assert "homicidal" not in heard and "hyperglycemia" in heard
    assert "homicidal" in {hit.concept for item in patient_complaint("SI/HI") for hit in detect(item)}


CHOKED = Case(case_id="choked", age=29, sex="F", chief_complaint="assaulted by partner, choked", acuity=2,
              vitals=dict(temperature=98.4, heartrate=104, resprate=18, o2sat=98, sbp=132, dbp=84))


@pytest.mark.parametrize("seed", [0, 1])
def test_a_woman_choked_by_her_partner_is_heard_as_strangled_and_asked_whether_home_is_safe(seed):
    """After the 2026-12n measurement, from the twelfth read: "choked" beside an assault was said as "I was choking on
    something", the woman was never asked whether she was safe, and when asked she said "nobody's hurting me"."""
    transcript = _episode(CHOKED, seed)["transcript"]
    opening = transcript[1]["text"]
    assert "I was assaulted by my partner and I was choked" in opening and "choking on something" not in opening
    pairs = [(asked["text"], answered["text"]) for asked, answered in zip(transcript, transcript[1:])
             if asked["speaker"] == "nurse" and "safe" in asked["text"]]
    assert pairs, "the safety of home is asked after an assault"
    assert pairs[0][1].startswith("No") and "nobody's hurting" not in pairs[0][1], pairs[0][1]
    assert "high_risk_mechanism" in concepts("I was choked by my boyfriend last night.")
    assert "airway" in concepts("My son is choking on a sweet.") and "high_risk_mechanism" not in concepts("My son is choking.")


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    # after the 2026-12n measurement, from the twelfth read: an aside in brackets is not read aloud, "feels ok" is the
    # patient feeling fine, and a place in brackets is kept
    ("Took double dose of metoprolol by mistake (pill organizer mixup), feels ok", "I feel fine", r"\(|organizer|my feels"),
    ("rash (L arm), itchy", "arm", r"^$"),
])
def test_a_bracketed_aside_is_not_read_aloud(complaint, said, unsaid):
    spoken = ", ".join(patient_complaint(complaint))
    assert said in spoken and not re.search(unsaid, spoken), spoken


def test_a_double_dose_taken_by_mistake_happened_today():
    row = Case(case_id="double", chief_complaint="took double dose of metoprolol by mistake, feels ok", acuity=3,
               vitals=dict(temperature=98.2, heartrate=58, resprate=16, o2sat=98, sbp=108, dbp=64))
    for seed in range(3):
        replies = _lines(_episode(row, seed), "patient")
        assert not any(re.search(r"days? ago|yesterday|last night", reply) for reply in replies), replies
