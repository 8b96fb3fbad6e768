"""The patient's side tells the case's story faithfully: it never denies what the story says, never
invents what contradicts it, and says less where the story says nothing.

Each test is a class of "story-bending" reply a triage nurse flagged, on small hand-written cases:
medicines and conditions the prose names, made-up patterns and onsets, "no bleeding" from a cut,
a companion speaking of itself in the third person, staff who "don't know what she takes", a
handover without what was given, a usual state told as new, and a reply that says one thing twice.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from triagesim.agents.offline import ScriptedPatient
from triagesim.agents.offline.patient.memory import covers, extends
from triagesim.agents.offline.patient.self_reference import as_speaker, relation_nouns
from triagesim.cases import Case, load_bundled_cases
from triagesim.clinical.background import background_of
from triagesim.clinical.presenting import denied_findings, told_findings
from triagesim.clinical.story import (narrative_character, narrative_course, narrative_found, narrative_function, narrative_location, narrative_onset,
                                      narrative_treatment)
from triagesim.clinical.speakers import relation_of
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

ONSET = "When did this start, and has it been constant or coming and going?"
PATTERN = "Has it been constant, or does it come and go?"
SYMPTOMS = "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?"
HISTORY = "Do you have any medical conditions, take any regular medications, or have any allergies?"
MEDICINES = "Do you take any regular medications?"
ANTICOAG = "Do you take any blood thinners, like warfarin or apixaban?"
GREETING = "What's brought you in today?"
PLAIN = PatientPersona(persona_id="plain", disfluency_rate=0.0, topic_drift=0.0, emotion_regulation="calm", verbosity="normal",
                       recall_accuracy="high")


def _replies(case: Case, questions: list[str], persona: PatientPersona = PLAIN, seed: int = 0) -> list[str]:
    patient = ScriptedPatient(persona, seed=seed)
    patient.reset(run_id="r", seed=seed)
    brief = PatientBrief.from_case(case)
    return [asyncio.run(patient.act(PatientObservation(run_id="r", turn=turn, brief=brief, nurse_utterance=question,
                                                       new_events=[]))).utterance
            for turn, question in enumerate(questions, start=1)]


# 1. medicines and conditions the prose names are never denied

def test_a_medicine_named_by_its_class_or_a_drug_name_is_the_patients_medicine():
    assert background_of("A 62-year-old man who takes an ACE inhibitor for blood pressure woke with a swollen tongue.") \
        .medications == ["blood pressure tablets"]
    assert background_of("She takes tablets for blood pressure.").past_medical_history == ["high blood pressure"]
    assert background_of("A man taking metoprolol for hypertension.").medications == ["metoprolol"]
    assert background_of("He takes tacrolimus and prednisolone.").medications == ["tacrolimus", "prednisolone"]  # the prose's order
    assert background_of("A woman with COPD who uses home oxygen at 2 L/min.").medications == ["oxygen at home"]
    assert background_of("HYPERGLYCEMIA, VOMITING, ?DKA").past_medical_history == ["diabetes"]
    assert background_of("He came in for a blood pressure check.").past_medical_history is None


def test_a_condition_or_medicine_of_someone_named_before_a_relative_clause_is_theirs():
    assert background_of("Her grandmother, who has diabetes, checked her sugar on her own meter.").past_medical_history is None
    assert background_of("A boy is brought in by his grandmother, who found him with her open container of blood pressure "
                         "tablets.").medications is None
    # a relative clause that reports what the other person says of the patient is the patient's
    assert background_of("Brought in by his wife, who says he has diabetes.").past_medical_history == ["diabetes"]
    assert background_of("She is allergic to codeine.").medications is None  # an allergy, not a medicine


def test_the_patient_or_companion_tells_the_medicine_the_prose_names():
    case = Case(case_id="ace", age=62, sex="M", chief_complaint="Swollen tongue", acuity=2, companion="wife",
                narrative="A 62-year-old man who takes an ACE inhibitor for blood pressure woke with a swollen tongue. His wife "
                          "brought him in.")
    reply = _replies(case, [MEDICINES])[0]
    assert "blood pressure tablets" in reply and not re.search(r"doesn't take anything|don't take anything", reply), reply


# 2. no pattern or onset the story contradicts

def test_time_phrases_of_a_stretch_of_illness_are_the_onset():
    assert narrative_onset("A 62-year-old woman with COPD has two days of worsening breathlessness.") == "two days ago"
    assert narrative_onset("A boy with 18 hours of abdominal pain.") == "18 hours ago"
    assert narrative_onset("An 8-year-old boy is carried in after a night of worsening wheeze.") == "last night"
    assert narrative_onset("A man has had a racing heartbeat since waking.") == "since waking"
    assert narrative_onset("A woman at 34 weeks of her first pregnancy had a seizure.") is None  # gestation, not onset
    assert narrative_onset("After three days of a runny nose, he started crying tonight about ear pain.") == "tonight"
    assert narrative_onset("He stopped drinking two days ago and started seizing at a bus stop.") is None


def test_how_it_has_gone_since_is_read_from_the_prose():
    assert narrative_course("The bleeding has nearly stopped with pressure.").say == "the bleeding has nearly stopped"
    assert narrative_course("The 2 cm cut is no longer bleeding under a tea towel.").bleeding
    assert narrative_course("A woman with COPD has two days of worsening breathlessness.").say == "it has been getting worse"
    assert narrative_course("A few bites are scratched, but none is hot, spreading or weeping.") is None
    assert narrative_course("He is snoring intermittently.") is None  # a sign, not how the problem goes
    assert narrative_character("Sharp left chest pain that catches when he takes a deep breath.") == \
        "it catches when I take a deep breath"
    assert narrative_character("It hurts when he twists or presses on the spot.") == "it hurts when I twist or press on the spot"


def test_a_pattern_the_story_gives_is_said_and_none_is_invented_against_it():
    copd = Case(case_id="copd", age=62, sex="F", chief_complaint="Short of breath", acuity=3,
                narrative="A 62-year-old woman with COPD has two days of worsening breathlessness and more sputum.")
    reply = _replies(copd, [ONSET])[0]
    assert "two days ago" in reply and "getting worse" in reply and not re.search(r"hour ago|constant", reply), reply
    nose = Case(case_id="nose", age=12, sex="M", chief_complaint="Blood nose", acuity=4,
                narrative="A 12-year-old boy says his nose started bleeding. The bleeding has nearly stopped with pressure.")
    reply = _replies(nose, [PATTERN])[0]
    assert "nearly stopped" in reply and not re.search(r"constant|doesn't stop", reply), reply
    urine = Case(case_id="uti", age=34, sex="F", chief_complaint="Burning when passing urine", acuity=4,
                 narrative="A 34-year-old woman has two days of burning urine and frequency.")
    reply = _replies(urine, [PATTERN])[0]
    assert "burns when I pee" in reply and not re.search(r"constant|doesn't stop", reply), reply
    pleurisy = Case(case_id="pl", age=28, sex="M", chief_complaint="Chest pain", acuity=3,
                    narrative="A 28-year-old man has sharp left chest pain that catches when he takes a deep breath.")
    reply = _replies(pleurisy, [PATTERN])[0]
    assert "catches when I take a deep breath" in reply and "constant" not in reply, reply
    cough = Case(case_id="cough", age=58, sex="F", chief_complaint="Cough and fever", acuity=3,
                 narrative="A 58-year-old woman has four days of productive cough and right-sided chest pain on deep breaths.")
    reply = _replies(cough, ["On a scale of 0 to 10, how bad is the pain?"])[0]
    assert "doesn't really hurt" not in reply, reply  # no score recorded, but the story says it hurts


def test_an_injury_or_an_event_gets_no_made_up_constant_pattern():
    fall = Case(case_id="fall", age=76, sex="F", chief_complaint="Fall, sore hip", pain=7, acuity=3,
                narrative="A 76-year-old woman tripped on a rug and cannot stand.")
    reply = _replies(fall, [PATTERN])[0]
    assert "since it happened" in reply and not re.search(r"constant|doesn't stop|let up", reply), reply
    tablets = Case(case_id="od", age=16, sex="M", chief_complaint="Swallowed tablets", acuity=2, companion="mum",
                   narrative="A 16-year-old boy is brought in by his mum, who says he took an overdose of 30 tablets an hour ago.")
    reply = _replies(tablets, [PATTERN])[0]
    assert "not really something that comes and goes" in reply and "constant" not in reply, reply


# 3. what the story implies is not denied

def test_a_cut_is_never_said_to_have_no_bleeding():
    cut = Case(case_id="cut", age=36, sex="M", chief_complaint="Cut head", acuity=4, companion="friend",
               narrative="A 36-year-old man tripped on a kerb and has a 3 cm scalp cut. His friend brought him in.")
    reply = _replies(cut, [SYMPTOMS])[0]
    assert "no bleeding" not in reply and "bleeding from the cut" in reply, reply
    stopped = Case(case_id="stop", age=11, sex="M", chief_complaint="Cut hand", acuity=4,
                   narrative="An 11-year-old boy cut his palm on a knife. The 2 cm cut is no longer bleeding under a tea towel.")
    reply = _replies(stopped, [SYMPTOMS])[0]
    assert "the bleeding has stopped" in reply.lower() and "no bleeding" not in reply, reply
    assert "no bleeding" not in denied_findings(stopped.narrative)
    healing = Case(case_id="heal", age=44, sex="F", chief_complaint="Dressing change", acuity=5,
                   narrative="A 44-year-old woman has come in for a dressing change on a leg wound that is healing well.")
    assert "bleeding from the" not in _replies(healing, [SYMPTOMS])[0]  # a wound on the mend does not bleed


def test_pain_under_the_ribs_is_placed_there_and_a_stopped_bleed_is_not_told_as_bleeding():
    assert narrative_location("A woman has had pain under her right ribs since a fried dinner.") == "under my right ribs"
    assert not any("I'm bleeding" in item for item in told_findings(
        "A boy's nose started bleeding. The bleeding has nearly stopped with pressure."))


@pytest.mark.parametrize("story, site", [
    ("A boy came off his scooter and has grazes on both elbows and a sore chin.", "both my elbows"),
    ("A man has an ingrown nail on his left big toe that is red and oozing.", "my left big toe"),
    ("A woman was stung on the top of her foot while gardening.", "at the top of my foot"),
    ("A man has had crampy lower abdominal pain and loose stools for two days.", "my lower belly"),
    ("A woman has a throbbing right-sided headache with nausea.", "the right side of my head"),
])
def test_the_site_the_story_gives_is_the_site_the_patient_names(story, site):
    """Where it hurts is told from the story's own words, never "it's hard to say exactly where"."""
    assert narrative_location(story) == site


def test_a_pain_named_by_its_part_is_placed_there():
    case = Case(case_id="tooth", age=40, sex="M", chief_complaint="toothache keeping him awake", acuity=5,
                narrative="A 40-year-old man has had toothache for three days. He can open his mouth fully.")
    reply = _replies(case, ["Where exactly is the pain?"])[0]
    assert "tooth" in reply and "hard to say" not in reply, reply


# 4. companions speak as who they are

def test_a_companion_never_names_itself_in_the_third_person():
    nouns = relation_nouns("{pos} friend")
    assert as_speaker("His friend found him slumped on the floor.", nouns) == "I found him slumped on the floor."
    assert as_speaker("I'm his friend, he took an overdose.", nouns) == "I'm his friend, he took an overdose."
    assert as_speaker("He was found by his mate.", nouns) == "He was found by me."
    case = Case(case_id="hus", age=52, sex="F", chief_complaint="Husband can't wake her", acuity=1, companion="husband",
                narrative="A 52-year-old woman is brought in by her husband, who could not wake her this morning.")
    reply = _replies(case, [GREETING])[0]
    assert "I'm her husband" in reply and "her husband can't" not in reply.lower() and "I can't wake her" in reply, reply


def test_staff_who_bring_the_chart_never_say_they_do_not_know_her_medicines():
    assert relation_of("nursing home staff").say == "from {pos} nursing home"  # not "her nursing home staff"
    assert relation_of("mum, via telephone interpreter").say == "{pos} mum"  # a note on how they speak, not who
    case = Case(case_id="nh", age=84, sex="F", chief_complaint="Sleepy, not herself", acuity=2, companion="nursing home staff",
                narrative="An 84-year-old woman is sent from her nursing home because she is hard to rouse. The nursing home "
                          "staff say she has mild dementia.")
    history, anticoag = _replies(case, [HISTORY, ANTICOAG])
    assert "dementia" in history and "chart" in history and "don't know what she takes" not in history, history
    assert "isn't on any blood thinners" not in anticoag and "chart" in anticoag, anticoag


def test_a_handover_tells_what_was_found_and_given():
    assert narrative_treatment("The ambos gave 10 mg of midazolam intramuscularly 10 minutes ago.") == \
        "I was given 10 mg of midazolam 10 minutes ago"
    assert narrative_treatment("The paramedic says he has had three shocks and adrenaline, and CPR is ongoing.") == \
        "I've had three shocks and adrenaline"
    assert narrative_treatment("No naloxone was given.") == "I haven't had any naloxone"
    assert narrative_found("His flatmate found him on the bathroom floor with a syringe beside him.") == \
        "I was found on the bathroom floor with a syringe beside me"
    fitting = Case(case_id="fit", age=45, sex="M", chief_complaint="Fitting", acuity=1, companion="paramedic",
                   narrative="A 45-year-old man is brought in by the ambos, who say he stopped drinking two days ago and started "
                             "seizing at a bus stop. The ambos gave 10 mg of midazolam intramuscularly 10 minutes ago.")
    reply = _replies(fitting, [GREETING])[0]
    assert "midazolam" in reply and "two days ago" not in reply, reply


# 5. a usual state is not told as new

def test_a_finding_given_as_the_usual_state_is_not_told_as_new():
    assert told_findings("The care staff say he has dementia and that he is at his usual baseline, pleasant and disoriented "
                         "to date.") == []
    assert told_findings("At his usual baseline he is chatty, but today he is confused.")  # a change is told


# 6. one thing said once a reply

def test_a_sentence_inside_a_longer_one_of_the_same_reply_is_not_said_again():
    assert covers("Pain in my left chest... very bad... 8 out of 10.", "It is in my left chest.")
    assert covers("I've been vomiting, but no fever.", "I've been vomiting.")
    assert not covers("No, no vomiting, no fever.", "I've been vomiting.")  # a denial is not the fact it denies
    assert extends("I stood on a nail in my garden this morning.", "I stood on a nail.")
    assert not extends("It's scratchy, sore when I swallow.", "I've got a sore throat.")
    case = Case(case_id="uti2", age=30, sex="F", chief_complaint="dysuria", acuity=4,
                history={"onset": "two days ago", "character": "burning when I pee", "location": "low in my belly"})
    for seed in range(6):
        reply = _replies(case, [GREETING], PLAIN.model_copy(update={"verbosity": "verbose"}), seed=seed)[0]
        sentences = re.split(r"(?<=[.!?])\s+", reply)
        assert not any(covers(other, sentence) for i, sentence in enumerate(sentences)
                       for j, other in enumerate(sentences) if i != j), reply


def test_a_count_of_days_closing_a_terse_item_is_how_long_and_the_onset_agrees():
    """"FREQUENCY 2 DAYS" is never "I've got frequency 2 days" then "it started a few hours ago"."""
    from triagesim.agents.offline.abbreviations import expand_complaint

    assert expand_complaint("GENERALIZED WEAKNESS 3 DAYS, EATING LESS") == "generalized weakness for three days, eating less"
    assert expand_complaint("PREG 8 WEEKS, BLEEDING") == "8 weeks pregnant, bleeding"  # how far along, not how long
    case = Case(case_id="dur", chief_complaint="DYSURIA, FREQUENCY 2 DAYS, NO FEVER", acuity=4, pain=3)
    opening, onset = _replies(case, ["What brings you in today?", "When did it start?"])
    assert "2 days" not in opening and "for two days" in opening, opening
    assert "two days" in onset and "hours" not in onset, onset


def test_feeding_is_told_as_the_story_tells_it():
    born = Case(case_id="born", age=0.001, sex="F", chief_complaint="Baby born in taxi", acuity=2, companion="mother",
                narrative="A newborn girl was delivered in a taxi twenty minutes before arrival. She is pink and crying.")
    reply = _replies(born, ["Is she feeding okay, and are her nappies wet?"])[0]
    assert "like usual" not in reply and "born today" in reply, reply
    fewer = Case(case_id="fewer", age=0.1, sex="M", chief_complaint="Feeding less, feels hot", acuity=2, companion="mother",
                 narrative="A 5-week-old boy has taken only half his feeds today and felt hot, his mother says, "
                           "and she read 38.7 with an ear thermometer at home.")
    replies = _replies(fewer, ["Is he feeding okay, and are his nappies wet?", "Where does it seem to hurt?"])
    assert "half" in replies[0] and "okay" not in replies[0], replies[0]
    assert "ear" not in replies[1], replies[1]  # an ear thermometer is no ear complaint


@pytest.mark.parametrize("complaint, said", [
    ("Hoarse voice", "a hoarse voice"),
    ("Eating disorder", "I've got an eating disorder"),
    ("Hit in eye by squash ball", "hit in my eye by a squash ball"),
])
def test_a_headline_is_said_with_its_articles(complaint, said):
    case = Case(case_id="head", age=30, sex="M", chief_complaint=complaint, acuity=4)
    assert said in _replies(case, ["What brings you in today?"])[0]


def test_what_an_injured_limb_can_do_names_the_part_and_keeps_both_halves():
    """"He cannot move it, though he can feel the nurse touch it": never a bare "I cannot move it",
    read by a nurse as fingers that do not move."""
    said = narrative_function("His shoulder looks squared off and he cannot move it, though his hand is warm "
                              "and he can feel the nurse touch it.")
    # the nurse is the one spoken to: "you touch", never "the nurse touch" (before the 2026-12ao round)
    assert said == "I can't move my shoulder but I can feel you touch my hand"
    assert narrative_function("His knee is swollen and he cannot straighten it.") == "I can't straighten my knee"


def test_a_fit_still_going_on_is_told_by_the_crew_in_their_own_voice_and_in_minutes():
    """The paramedic never says "the ambulance crew said" of their own words, and a fit that has gone on
    for twelve minutes did not start "a couple of hours ago"."""
    case = Case(case_id="sz", age=50, sex="F", chief_complaint="SZ ONGOING 12 MIN PER EMS, KNOWN EPILEPSY", acuity=1,
                companion="paramedic")
    opening, onset = _replies(case, ["What's brought her in today?", "When did it start?"])
    assert "crew said" not in opening and "going on for twelve minutes" in opening, opening
    assert "twelve minutes ago" in onset, onset
    mum = Case(case_id="sz2", age=30, sex="F", chief_complaint="seizure ongoing", acuity=1, companion="mother")
    assert "hours" not in _replies(mum, ["When did it start?"])[0]


def test_a_site_of_the_past_or_of_something_seen_is_not_where_it_hurts_now():
    assert narrative_location("With a history of gout in his big toe, a man woke with a hot, red, swollen right knee.") \
        == "my right knee"
    assert narrative_location("She has been seeing sparkling lights in both eyes and has new pain under her right ribs.") \
        == "under my right ribs"


def test_blurred_vision_in_the_story_is_told_when_the_eyesight_is_asked():
    case = Case(case_id="blur", age=27, sex="M", chief_complaint="Hit in eye by squash ball", acuity=3,
                narrative="A 27-year-old man was hit in the left eye by a squash ball. His vision in that eye is blurry.")
    reply = _replies(case, ["Has your vision been affected at all?"])[0]
    assert "blurry" in reply and "no problems" not in reply, reply


def test_how_it_happened_is_told_once_in_a_talkative_opening():
    """"I slipped on a wet floor and landed on my hip ... I slipped on a wet floor this morning": the
    second telling is only its time."""
    case = next(case for case in load_bundled_cases() if case.case_id == "ts-031")  # a slip onto the hip
    talkative = PatientPersona(trust_in_healthcare="high", verbosity="verbose", disfluency_rate=0.0, topic_drift=0.0)
    opening = _replies(case, ["What brings you in today?"], persona=talkative)[0]
    assert opening.count("slipped on a wet floor") == 1 and "this morning" in opening, opening


@pytest.mark.parametrize(("complaint", "site"), [
    ("elbow to the nose at football, nosebleed", "It's my nose."),  # the part struck, not the part that struck
    ("trod on a drawing pin, wants tetanus", "It's my foot."),  # stepping on a thing hurts the foot
    ("hot tea spilt on chest neck and arms", "It's my chest, neck and arms."),  # every part typed together
])
def test_where_it_hurts_is_the_part_the_complaint_names(complaint, site):
    """Twentieth read: "It's my elbow" for a blow to the nose, "It's hard to say exactly where" for a nail in the foot,
    one part of three for a scald."""
    case = Case(case_id="site", age=40, sex="F", chief_complaint=complaint, acuity=4, pain=5)
    assert _replies(case, ["Where exactly is the pain?"])[0] == site


def test_what_the_prose_says_the_digits_do_is_told_never_it_hurts_when_i_try():
    """Twentieth read: "It hurts when I try" for fingers that "move freely without pain" in a tight plaster, the
    compartment-syndrome sign, falsified."""
    plaster = Case(case_id="pl", age=8, sex="M", chief_complaint="Plaster feels tight", acuity=4, companion="grandfather",
                   narrative="An 8-year-old boy had an arm plaster put on yesterday. His grandfather says it feels tight. "
                             "His fingers are warm, pink and bend easily without pain.")
    assert _replies(plaster, ["Can he move his fingers, and does that hurt?"])[0] == "His fingers bend easily without pain."
    boot = Case(case_id="bt", age=50, sex="F", chief_complaint="Tight cast on leg", acuity=4,
                narrative="A 50-year-old woman had a below-knee cast fitted this morning. Her toes are warm and she can "
                          "wiggle them without pain.")
    assert _replies(boot, ["Can you move your toes?"])[0] == "I can wiggle my toes without pain."


def test_vaccines_partly_missed_are_never_up_to_date():
    case = Case(case_id="vx", age=2, sex="M", chief_complaint="Fever", acuity=3, companion="father",
                narrative="A 2-year-old boy has had a fever since this morning. His father says he missed a few of his "
                          "baby vaccines while they were travelling.")
    assert _replies(case, ["Is he up to date with his immunisations?"])[0] == "No, he missed some of his baby vaccinations."


def test_a_companion_who_does_not_know_the_patient_does_not_know_the_tetanus_jab():
    case = Case(case_id="tt", age=30, sex="M", chief_complaint="Dog bite to hand", acuity=4, companion="dog owner",
                narrative="A 30-year-old man was bitten on the hand by a neighbour's dog. The dog owner brought him in.")
    assert _replies(case, ["What's happened today?", "Do you know if his tetanus is up to date?"])[1] \
        == "I don't know about his tetanus jabs, I'm afraid."
