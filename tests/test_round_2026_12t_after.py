"""After the 2026-12t measurement and the seventeenth read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.story import narrative_course, narrative_mechanism

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, final_level, row  # noqa: E402


# ATS 1 recall: an airway still blocked, a tiring asthmatic, a man armed and attacking


def test_a_child_still_choking_and_blue_is_ats_1_and_a_settled_choke_is_not():
    blocked = case("t-choke", 3, "F", "choking",
                   "A 3-year-old girl is carried in by her aunt after choking on a boiled sweet. Her lips are going blue, "
                   "she cannot make a sound and her coughs are silent and weak.")
    assert final_level(blocked)[0] == 1
    settled = case("t-settled", 3, "F", "choked on a sweet",
                   "A 3-year-old girl choked on a boiled sweet an hour ago. She coughed it up at once and is now playing "
                   "and chatting happily, breathing comfortably.")
    assert final_level(settled)[0] > 2
    assert "weakness" not in concepts("her coughs are silent and weak")


def test_a_breathless_asthmatic_getting_sleepy_is_ats_1():
    tiring = case("t-asthma", 30, "M", "asthma attack",
                  "A 30-year-old man with asthma can only say one word at a time and is getting drowsy. His partner says he "
                  "has used his reliever over and over since the evening.", vitals={"o2sat": 86, "resprate": 32})
    assert final_level(tiring)[0] == 1


def test_a_man_swinging_a_broken_table_leg_at_staff_is_ats_1():
    armed = case("t-armed", 35, "M", "aggressive, paranoid",
                 "A 35-year-old man is shouting that the nurses are spies and swinging a broken table leg at anyone who "
                 "comes near him. His friend says he has been using speed all weekend.")
    assert final_level(armed)[0] == 1


# Narrative ESI over-triage: words heard without their meaning


@pytest.mark.parametrize(("text", "absent"), [
    ("He is not breathing fast and there is no in-drawing of his ribs.", "hardly_breathing"),
    ("The splinter is in a spot he cannot see.", "vision_loss"),
    ("The splinter is in a spot he cannot see.", "rash"),
    ("Her pulse, breathing and temperature are all normal.", "fever"),
    ("His capillary glucose is 24 mmol/L and his blood ketones are 0.3 mmol/L.", "dka"),
    ("She was seeing spots before her eyes.", "rash"),
])
def test_a_word_is_not_heard_against_its_meaning(text, absent):
    assert absent not in concepts(text), concepts(text)


@pytest.mark.parametrize(("text", "present"), [
    ("he is not breathing", "hardly_breathing"),
    ("blood ketones are 3.1", "dka"),
    ("she was seeing spots before her eyes", "blurred_vision"),
    ("his smile has gone lopsided", "stroke"),
    ("her face has dropped on one side", "stroke"),
    ("left calf tight swollen", "leg_swelling"),
    ("the voices keep telling him to jump in front of a train", "suicidal"),
])
def test_the_same_words_said_of_the_finding_are_heard(text, present):
    assert present in concepts(text), concepts(text)


def test_a_baby_who_will_not_wake_for_feeds_is_drowsy_not_unresponsive():
    heard = concepts("she won't wake for her feeds")
    assert "confusion" in heard and "unresponsive" not in heard
    assert "unresponsive" in concepts("he won't wake up")


def test_a_denied_spread_is_no_course_and_walking_into_a_door_is_the_mechanism():
    prose = ("A 40-year-old man had a cut on his shin glued here three days ago after walking into a low coffee table. "
             "The edges look pink, but there is no swelling, discharge or spreading redness.")
    assert narrative_course(prose) is None
    assert narrative_mechanism(prose) == "I walked into a low coffee table"
    assert narrative_course("The redness has been spreading up his arm since this morning.") is not None


def test_a_wound_check_is_not_a_back_pain():
    reply = ask(row("Came back to get my stitches looked at"), "What brought you in today?")
    assert "my back" not in reply, reply
    assert "back_pain" not in concepts(reply)


def test_a_hoarse_voice_with_soot_is_urgent_but_intubation_needs_it_getting_worse():
    # a voice growing hoarse with the pulse and breathing in the danger zone is secured now (1); with them normal it is a
    # high-risk airway that cannot wait (2: five narrative sets, 2026-12d to 2026-12ab)
    assert esi("house fire, soot in nose and mouth, voice getting hoarse", spo2=96, heartrate=124, resprate=28) == 1
    assert esi("house fire, soot in nose and mouth, voice getting hoarse", spo2=96) == 2
    assert esi("smoke inhalation, soot in nose and mouth, hoarse voice, talking in full sentences", spo2=97) == 2


def test_a_sting_and_a_collapse_is_anaphylactic_shock_and_a_tick_faint_is_not():
    assert esi("wasp sting on the neck and I collapsed") == 1
    assert esi("tick bite on the leg, fainted at the sight of it") > 1


# The mother, not her baby


def test_a_mother_days_after_the_birth_is_the_patient_not_her_baby():
    complaint = "baby is 9 days old, thumping headache, seeing spots, swollen feet"
    assert apparent_age(complaint) is None  # an adult row, not a 9-day-old
    assert apparent_age("baby is 9 days old, jaundiced, feeding poorly") == pytest.approx(9 / 365, abs=0.001)
    # said by the mother, a headache with a high pressure days after a birth is pre-eclampsia
    assert esi("my baby is 9 days old, I've got a thumping headache and I'm seeing spots", age=None, sbp=170) == 2


def test_a_glucose_meter_and_the_voices_are_said_in_words():
    reply = ask(row("AH telling him to walk into traffic, not sleeping"), "What brought you in today?")
    assert "AH" not in reply and "voices" in reply, reply


# The seventeenth read (on 2026-12t): what the patient's side says must stay bound to the case


@pytest.mark.parametrize(("story", "said"), [
    ("A 10-month-old boy has a fever. His father says he missed his last two sets of vaccinations after a move.", "No,"),
    ("A 2-year-old girl has a fever. She has not had her 18-month vaccinations.", "No,"),
    ("A 2-year-old girl has a fever. She is fully vaccinated.", "Yes,"),
])
def test_the_jabs_are_answered_as_the_story_tells_them(story, said):
    child = case("t-jabs", 1, "F", "fever", story, companion="father")
    assert ask(child, "Is she up to date with her immunisations?").startswith(said)


@pytest.mark.parametrize(("story", "never"), [
    ("A 3-week-old boy went floppy and blue for a moment. He has been feeding a little less since yesterday.", "feeding okay"),
    ("A 20-month-old girl is hot and floppy and has had one wet nappy since the morning.", "wet like usual"),
])
def test_feeds_and_nappies_are_answered_as_the_story_tells_them(story, never):
    baby = case("t-feeds", 0.06 if "week" in story else 1.6, "M", "floppy", story, companion="mother")
    reply = ask(baby, "How has he been feeding, and are the nappies still wet like usual?")
    assert never not in reply, reply


def test_where_it_hurts_is_never_the_back_edge_of_a_bone_nor_what_a_medicine_is_for():
    ankle = case("t-ankle", 35, "F", "Went over on my ankle",
                 "A 35-year-old woman turned her right ankle last night. The outer ankle is swollen and she is tender over "
                 "the back edge of the bone on the outside. Her pain is 5/10.")
    assert "back" not in ask(ankle, "Where is the pain?").lower()
    ulcer = row("70yo on naproxen for hips, sudden stabbing upper belly pain, belly rigid")
    reply = ask(ulcer, "Where is the pain?")
    assert "hip" not in reply and "belly" in reply, reply
    assert "naproxen" in ask(ulcer, "Do you take any regular medications?")


def test_an_onset_is_the_problem_s_own_time():
    eyes = case("t-eyes", 6, "M", "Sticky eyes",
                "A 6-year-old boy woke with both eyes stuck together with crusts, after five days of a cold.", companion="mother")
    assert "five days" not in ask(eyes, "When did it start?")
    crash = row("car rolled on the motorway")
    assert "days" not in ask(crash, "When did it happen?")


def test_an_interpreter_says_whom_they_speak_for_once():
    child = case("t-interp", 3, "F", "She won't stop shaking",
                 "A 3-year-old girl is carried in still fitting. Through an Arabic interpreter, her father says it began "
                 "ten minutes ago.", companion="Arabic interpreter (for a father)")
    reply = ask(child, "What's brought her in today?")
    assert reply.startswith("I'm the interpreter for her dad, who says "), reply
    assert reply.count("interpreter") == 1


def test_a_bruised_baby_and_a_feverish_swollen_eyelid_are_worked_up():
    bruised = case("t-nai", 0.25, "M", "bruises on cheek", "A 3-month-old boy has two bruises on his cheek his mother "
                   "cannot explain. He is feeding well and smiling.", companion="mother")
    assert final_level(bruised)[0] == 3
    assert esi("swollen eyelid and a fever", age=6, temp=102.0) == 3
    assert esi("swollen eyelid after a bee sting", age=30) > 3


@pytest.mark.parametrize(("complaint", "age"), [
    ("18mo fever at home, no rash", 1.5),
    ("6 wk poor feeding", 6 / 52),
    ("cough 2 weeks, works at a daycare, wants a chest xray", None),
])
def test_an_age_typed_at_the_front_is_the_patient_s_and_a_workplace_is_no_age(complaint, age):
    found = apparent_age(complaint)
    assert (found is None) if age is None else found == pytest.approx(age, abs=0.01), found


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("fit started at the bus stop, still fitting in the ambulance", "still fitting", "got still"),
    ("fall, still can't walk", "I still can't walk", "can't still"),
    ("sugar was 40, gave orange juice, still drowsy", "I was given orange juice", "got gave"),
    ("type 1, vomiting since last night", "type 1 diabetes", "got type 1,"),
    ("known asthmatic ran out of inhalers, wheezy", "ran out of", "got asthmatic"),
    ("box cutter slipped at warehouse, 3 cm cut on forearm, bleeding controlled", "My box cutter slipped", "got box cutter"),
    ("box cutter slipped at warehouse, 3 cm cut on forearm, bleeding controlled", "a 3 cm cut", "bleeding controlled"),
    ("fit with fever", "I had a fit", "I'm fit"),
    ("seizure, lasted 2 minutes", "it lasted", "she lasted"),
])
def test_a_chart_s_still_gave_and_known_are_said_as_english(complaint, said, never):
    reply = ask(row(complaint), "What brought you in today?")
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize("complaint", ["went over on L ankle at netball", "turned her right ankle dancing",
                                       "I go over on my ankle"])
def test_a_turned_ankle_is_an_injury_asked_whether_it_bears_weight(complaint):
    assert {"trauma", "limb_injury"} <= concepts(complaint)
    assert "trauma" not in concepts("she went over on the phone bill with me")


@pytest.mark.parametrize(("heard", "question"), [
    ({"road_crash"}, "crash_neck"),
    ({"catheter"}, "catheter_urine"),
    ({"eyelid_swelling"}, "eyelid_eye"),
])
def test_the_complaint_s_own_question_applies_and_is_dropped_once_answered(heard, question):
    from triagesim.clinical.interview import SPECIFIC_QUESTIONS, specific_questions
    entry = next(q for q in SPECIFIC_QUESTIONS if q.name == question)
    assert question in {q.name for q in specific_questions(heard=heard, age=40, sex="F")}
    answered = set(heard) | {next(iter(entry.answered_by))}
    assert question not in {q.name for q in specific_questions(heard=answered, age=40, sex="F")}


@pytest.mark.parametrize(("complaint", "question", "yes"), [
    ("car rollover, stiff neck, sore shoulder", "Any neck pain or stiffness?", True),
    ("catheter fell out, passed a little urine since", "Have you been able to pass urine since?", True),
    ("swollen eyelid, fever, hurts to move his eye", "Is moving your eye painful at all, and is your vision okay?", True),
])
def test_the_complaint_s_own_question_is_answered_from_the_case(complaint, question, yes):
    assert ask(row(complaint), question).startswith("Yes") is yes


def test_a_choking_fit_while_eating_is_an_inhaled_object_not_a_swelling_throat():
    heard = concepts("a sudden coughing and choking fit while eating peanuts two hours ago")
    assert "inhaled_object" in heard and "airway" not in heard
    assert "acute_glaucoma" in concepts("terrible pain in my eye and I'm being sick")


def test_a_toddler_s_age_is_said_in_months_and_heard_back():
    from triagesim.agents.offline.lexicon import parse_age
    toddler = Case(case_id="t-mo", chief_complaint="screaming spells, pulls legs up, jelly looking poop", age=1.25, sex="M",
                   acuity=2)
    reply = ask(toddler, "How old is he?")
    assert "months old" in reply, reply
    assert parse_age(reply) == pytest.approx(1.25, abs=0.05)
    opening = ask(toddler, "What's brought him in today?")
    assert "got pulls" not in opening and "pulls his legs up" in opening and "looks like jelly" in opening, opening
    assert "intussusception" in concepts(opening)


def test_a_toddler_is_asked_how_the_limb_is_used_not_about_numbness_nor_new_confusion():
    from triagesim.clinical.interview import specific_questions
    names = lambda age: {q.name for q in specific_questions(heard={"limb_injury", "fall"}, age=age, sex="M")}  # noqa: E731
    assert "limb_function_young" in names(2) and "limb_function" not in names(2)
    assert "limb_function" in names(30) and "limb_function_young" not in names(30)
    assert "confusion_new" not in {q.name for q in specific_questions(heard={"confusion"}, age=1.8, sex="F")}
    hurt = case("t-slide", 2, "M", "fell off the slide, sore arm", "A 2-year-old boy fell off the slide an hour ago and is "
                "holding his left arm still. He will not use it to pick up toys.", companion="mother")
    fine = case("t-slide2", 2, "M", "fell off the slide, sore arm", "A 2-year-old boy fell off the slide an hour ago and cried "
                "for a minute. He has been playing and using both arms since.", companion="mother")
    question = "Is he moving it and using it normally?"
    assert "will not use it" in ask(hurt, question)
    assert "using both arms" in ask(fine, question)


def test_voices_telling_him_to_jump_are_thoughts_of_self_harm_and_asked_as_such():
    heard = concepts("the voices are telling me to jump off the bridge")
    assert "suicidal" in heard and "command_voices" not in heard
    assert "homicidal" in concepts("the voices tell me to hurt people")


def test_an_errand_is_not_walked_through_as_an_injury_and_a_new_mother_has_no_last_period():
    stitches = case("t-stitch", 35, "M", "stitches out", "A 35-year-old man has come in ten days after stitches were put in a "
                    "cut on his shin, asking to have them taken out. The wound is dry and healed. He feels well.")
    runner_lines = " ".join(line for line in _nurse_lines(stitches))
    assert "How did the injury happen" not in runner_lines
    assert "I've got a cut" not in ask(stitches, "What's brought you in today?")
    assert "intoxication" not in concepts("she is breastfeeding and has been drinking well")
    from triagesim.clinical.interview import specific_questions
    assert "last_period" not in {q.name for q in specific_questions(heard={"postpartum", "vaginal_bleeding"}, age=31, sex="F")}
    assert "postpartum" in concepts("I have been bleeding heavily since I had baby")
    assert "last_known_well" not in {q.name for q in specific_questions(heard={"weakness", "fever", "cough"}, age=60, sex="F")}


def _nurse_lines(triage_case) -> list[str]:
    import tempfile

    from triagesim import RunnerConfig, TriageRunner
    from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, output_dir=tempfile.mkdtemp()),
                          extractor=RuleBasedExtractor())
    return [line["text"] for line in runner.run(triage_case)["transcript"] if line["speaker"] == "nurse"]


def test_a_lump_since_a_coughing_fit_that_will_not_push_back_is_a_stuck_hernia_and_no_cough():
    heard = concepts("He has had a painful lump in his right groin since a coughing fit this morning, and for the first "
                     "time he cannot push it back in.")
    assert "hernia_stuck" in heard and "cough" not in heard, heard
    assert "cough" in concepts("a dry cough since the weekend")


def test_a_screaming_toddler_is_asked_about_vomit_and_a_jelly_stool():
    from triagesim.clinical.interview import specific_questions
    assert "screaming_baby" in {q.name for q in specific_questions(heard={"severe_descriptor"}, age=1.2, sex="M")}
    assert "screaming_baby" not in {q.name for q in specific_questions(heard={"severe_descriptor"}, age=30, sex="M")}
    question = "Has he vomited at all, or have you seen any blood or jelly in his poo?"
    jelly = Case(case_id="t-jelly", chief_complaint="screaming spells, pulls legs up, jelly looking poop", age=1.2, sex="M", acuity=2)
    assert ask(jelly, question).startswith("Yes"), ask(jelly, question)
    quiet = Case(case_id="t-quiet", chief_complaint="screaming on and off, pulls legs up", age=1.2, sex="M", acuity=2)
    assert not ask(quiet, question).startswith("Yes")
    assert "bleeding" not in concepts("a jellyfish sting on the leg")


@pytest.mark.parametrize(("complaint", "said"), [
    ("asthma attack, inhaler not helping", "inhaler isn't helping"),
    ("headache, tylenol didn't help", "tylenol didn't help"),
])
def test_what_was_tried_is_answered_from_the_complaint_never_nothing(complaint, said):
    reply = ask(row(complaint), "Have you taken anything for it?")
    assert said in reply and "haven't taken anything" not in reply, reply


def test_an_asthmatic_is_asked_about_the_reliever_and_the_story_s_puffs_are_told():
    from triagesim.clinical.interview import specific_questions
    assert "reliever_use" in {q.name for q in specific_questions(heard={"breathing_flare"}, age=24, sex="F")}
    asthma = case("t-puffer", 24, "F", "asthma attack", "A 24-year-old woman with asthma is breathless and wheezy. She has "
                  "used her blue puffer about ten times since midnight without relief.")
    reply = ask(asthma, "Have you used your reliever inhaler, and has it helped?")
    assert reply.startswith("Yes") and "ten times" in reply, reply


def test_a_blood_cancer_and_a_bare_type_1_are_said_and_kept_as_background():
    leukaemia = row("Leukemia, last chemo 8 days back, shaking chills, fever 101 at home")
    assert "leukemia" not in ask(leukaemia, "What brought you in today?").lower()
    assert ask(leukaemia, "Do you have any medical conditions?") == "I've got a blood cancer."
    assert "type 1 diabetes" in ask(row("type 1, acting drunk in class, sugar 44"), "Do you have any medical conditions?")
    assert "type 1 diabetes" not in ask(row("a type 1 error on the form, headache"), "Do you have any medical conditions?")


def test_a_part_pulled_up_is_said_in_the_speaker_s_own_person():
    assert "I pull my legs up" in ask(row("screaming on and off, pulls legs up"), "What brought you in today?")
    toddler = Case(case_id="t-legs", chief_complaint="screaming on and off, pulls legs up", age=1.2, sex="M", acuity=2)
    assert "he pulls his legs up" in ask(toddler, "What's brought him in today?")
