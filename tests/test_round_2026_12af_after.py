"""Training on the 2026-12af sets and the twenty-ninth read (after their one measurement): what the misses and the read
showed, each as the behaviour a user relies on. Rows and stories are the sets' own or written here in their shapes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.cases import Case
from triagesim.clinical.concepts import detect
from triagesim.clinical.story import narrative_location, narrative_mechanism, narrative_treatment

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, episode, final_level, FLUENT as _FLUENT  # noqa: E402


def _heard(text: str) -> set[str]:
    return {hit.concept for hit in detect(text) if hit.status == "present"}


def _row(complaint: str, age: float | None = None, sex: str = "F", **vitals: float) -> Case:
    return Case(case_id="row", chief_complaint=complaint, age=age, sex=sex, acuity=3, vitals=vitals)


def _level(case: Case, algorithm: str = "esi") -> tuple[int, str]:
    return final_level(case, algorithm)


# ---------------------------------------------------------------- the registration row's shapes


@pytest.mark.parametrize(("typed", "items"), [
    ("72YO M SLIPPED ON BATHROOM TILE/L WRIST PAIN/BUMPED FOREHEAD/NO BLOOD THINNERS",
     ["slipped on bathroom tile", "left wrist pain", "bumped forehead", "no blood thinners"]),
    ("92 YO/SKIN TEAR L FOREARM ON WHEELCHAIR BRAKE/BLEEDING STOPPED/AIDE WITH HER",
     ["torn skin left forearm on wheelchair brake", "bleeding stopped", "aide with me"]),
    ("abd pain/N/V", ["belly pain", "nausea and vomiting"]),  # a slash between single words stays the vocabulary's
    ("chest pain/SOB", ["chest pain", "short of breath"]),
])
def test_a_slash_between_phrases_is_the_desks_comma(typed, items):
    assert patient_complaint(typed) == items


@pytest.mark.parametrize(("typed", "first", "source"), [
    ("per EMS found slumped in gas station bathroom", "found slumped in gas station bathroom", "per ambulance"),
    ("per daughter 83yo mom more mixed up since yesterday", "mom more mixed up since yesterday", "per daughter"),
])
def test_a_source_typed_first_goes_after_what_it_reports(typed, first, source):
    assert patient_complaint(typed)[:2] == [first, source]


def test_the_patients_own_report_is_just_the_complaint():
    assert patient_complaint("per pt cant open mouth all the way")[0].startswith(("can't open mouth", "I can't open my mouth"))


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("per EMS found down", "I was found collapsed, the ambulance crew said", "found collapsed said"),
    ("partner tested positive for chlamydia no symptoms wants to be checked", "My partner tested positive for chlamydia",
     "I tested positive"),
    ("Falls x3 this week, 86yo", "I've had three falls this week", "falls x3"),
    ("6 yo bit on cheek by neighbors dog", "I was bitten on my cheek by", "got bit"),
    ("72YO M SLIPPED ON BATHROOM TILE/L WRIST PAIN/BUMPED FOREHEAD/NO BLOOD THINNERS", "I'm not on any blood thinners",
     "haven't got any blood thinners"),
    ("SI/PLAN TO DRIVE INTO A TREE/BIB SISTER", "thoughts of ending my life with a plan to drive into a tree", "SI"),
])
def test_a_terse_row_is_said_as_the_patient_would(complaint, said, never):
    reply = ask(_row(complaint, age=40), "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply, reply


# ---------------------------------------------------------------- hearing by meaning


@pytest.mark.parametrize(("said", "present", "absent"), [
    ("itchy bumps on her arms and belly since new laundry soap", {"rash"}, {"limb_injury", "abdominal_pain"}),
    ("a rash on my back and legs", {"rash"}, {"back_pain", "limb_injury"}),
    ("he's got a tick stuck on his tummy", {"insect_bite"}, {"abdominal_pain"}),
    ("itchy bumps on my arms and belly pain", {"rash", "abdominal_pain"}, set()),  # a pain said of the part is still heard
    ("rash on my arm and my arm hurts", {"rash", "limb_injury"}, set()),
    ("a dog bite on my arm", {"animal_bite", "limb_injury"}, set()),  # an animal's bite is an injury of the part
])
def test_a_body_part_named_only_as_a_skin_findings_site_is_no_complaint_of_its_own(said, present, absent):
    heard = _heard(said)
    assert present <= heard and not absent & heard, heard


@pytest.mark.parametrize(("said", "concept"), [
    ("Painful blistery rash R side of back; band-like", "shingles"),
    ("have been fitting at triage", "seizure_active"),
    ("she is fitting", "seizure_active"),
    ("the fit has now lasted three minutes", "seizure_active"),
    ("bumped her chest on the steering wheel", "chest_blow"),
    ("he's made a plan to shoot himself", "suicide_plan"),
    ("writing a letter to each of his children", "suicide_plan"),
    ("I've had three falls this week", "recurrent_falls"),
    ("I bumped my forehead", "head_injury"),
    ("she's gone a grey colour", "poor_perfusion"),
    ("a fever and right-sided chest pain with deep breath", "pleuritic"),
    ("sharp left chest pain, worse pressing on it", "chest_wall_pain"),
    ("she's got sudden pain low on the right and vomiting", "abdominal_pain"),
    ("bit on cheek by neighbors dog", "animal_bite"),
])
def test_what_the_sets_said_is_heard(said, concept):
    assert concept in _heard(said), detect(said)


@pytest.mark.parametrize(("said", "concept"), [
    ("he has drunk no alcohol", "intoxication"),
    ("she tries to push past the nurse into the resuscitation area", "cardiac_arrest"),
    ("a car rolled into the back of hers at low speed", "high_risk_mechanism"),
    ("a sharp pain stabbed him in the right side of his chest", "high_risk_mechanism"),
    ("has been fitting on and off for weeks", "seizure_active"),
])
def test_words_that_name_no_such_finding_are_not_heard_as_it(said, concept):
    assert concept not in _heard(said), detect(said)


def test_a_cast_problem_and_a_slipped_dressing_carry_no_new_injury():
    assert not {"fall", "trauma", "limb_injury"} & _heard("her cast feels loose after she broke her wrist falling off the monkey bars")
    assert "trauma" not in _heard("the dressing has slipped and become grubby")


# ---------------------------------------------------------------- levels


@pytest.mark.parametrize(("case", "level"), [
    (_row("Painful blistery rash R side of back; band-like; started Tues", 73, heartrate=78, o2sat=97, sbp=142), 5),
    (_row("partner tested positive for chlamydia no symptoms wants to be checked", 30, heartrate=74, o2sat=100), 4),
    (_row("15yo f fainted at church while standing during long service felt hot first back to normal now", 15, heartrate=72,
          o2sat=100, sbp=108), 4),
    (_row("fainted at her graduation ceremony, felt warm first", 20, heartrate=78, o2sat=99, sbp=112), 3),  # an adult's faint
    (_row("Cough, fever, R sided CP w/ deep breath, x4d", 52, "M", temperature=101.8, heartrate=98, o2sat=95, sbp=128), 3),
    (_row("Sharp L chest pain after coughing fit; worse pressing on it; 32yo", 32, "M", heartrate=88, o2sat=98, sbp=126), 3),
    (_row("6yo itchy bumps on arms and belly since new laundry soap no lip swelling breathing fine", 6, heartrate=96, o2sat=100), 5),
    (_row("SI/PLAN TO DRIVE INTO A TREE/BIB SISTER", 51, "M", heartrate=86, o2sat=99, sbp=130), 2),
    (_row("5 wk old; not feeding; breathing fast; grey color per mom", 5 / 52, heartrate=262, resprate=64, o2sat=91), 1),
    (_row("6 yo bit on cheek by neighbors dog gaping cut crying mom holding gauze", 6, heartrate=118, o2sat=100), 3),
    (_row("Falls x3 this week, 86yo", 86, heartrate=76, o2sat=96, sbp=142), 3),
    (_row("Fell 8 ft off ladder, landed on heels, L heel + low back pain", 58, "M", heartrate=90, o2sat=98, sbp=142), 3),
    (_row("72YO M SLIPPED ON BATHROOM TILE/L WRIST PAIN/BUMPED FOREHEAD/NO BLOOD THINNERS", 72, "M", heartrate=86, o2sat=97), 3),
    (_row("9yo; won't walk on R leg since yesterday; fever 101 at home; no injury", 9, "M", temperature=100.8, heartrate=100), 3),
])
def test_the_terse_rows_levels(case, level):
    got, why = _level(case)
    assert got == level, why


def _story(complaint: str, age: float, sex: str, narrative: str, companion: str | None = None, pain: int | None = None,
           **vitals: float) -> Case:
    return Case(case_id="story", chief_complaint=complaint, age=age, sex=sex, acuity=3, narrative=narrative, companion=companion,
                pain=pain, vitals=vitals)


_FARMER = _story("Plans to shoot himself", 45, "M", (
    "A 45-year-old farmer is brought in by a police officer after his sister rang them from the farmhouse. The police officer "
    "says the family found him in the barn writing a letter to each of his children, with his shotgun cleaned and laid out on "
    "the bench; the gun is now in police keeping. He has not eaten for two days but has drunk no alcohol, and he has no "
    "injuries. His vital signs are within normal limits."), companion="police officer")
_TORSION = _story("Sudden pain low on the right and vomiting", 17, "F", (
    "A 17-year-old girl is brought from her college by the school nurse after she dropped to her knees in a chemistry "
    "practical with sudden pain low on the right of her abdomen. The school nurse says she has vomited twice in the car. She "
    "is curled on her side and pale. Her vital signs are within normal limits, and she rates the pain 9/10."), pain=9)
_NEWBORN_EYE = _story("Sticky eye", 20 / 365, "F", (
    "A 20-day-old girl is brought in by her mother. Her right eye has been sticky with yellow discharge for two days. She feeds "
    "well, has plenty of wet nappies and is alert and pink."), companion="mother", temperature=98.4)
_TICK = _story("Tick stuck on his tummy", 6, "M", (
    "A 6-year-old boy came home from camp with a tick buried in the skin beside his belly button, found by his father at "
    "bathtime. He has no fever or rash elsewhere. His vital signs are within normal limits for his age."), companion="father")
_ECLAMPSIA = _story("Fitting at triage, 34 weeks pregnant", 28, "F", (
    "A 28-year-old woman, 34 weeks pregnant, is helped in by a taxi driver and slides from the triage chair into a generalised "
    "fit while describing a pounding headache. The fit has now lasted three minutes."), heartrate=124, resprate=12, o2sat=88,
    sbp=182)


@pytest.mark.parametrize(("case", "algorithm", "level"), [
    (_FARMER, "esi", 2), (_TORSION, "esi", 2), (_NEWBORN_EYE, "esi", 4), (_TICK, "esi", 5), (_ECLAMPSIA, "ats", 1),
])
def test_the_stories_levels(case, algorithm, level):
    got, why = _level(case, algorithm)
    assert got == level, why


def test_a_man_who_drank_nothing_is_not_said_to_have_been_drinking():
    text = " ".join(turn["text"] for turn in episode(_FARMER, "esi")["transcript"] if turn["speaker"] != "nurse")
    assert "been drinking" not in text and "plan to shoot himself" in text


# ---------------------------------------------------------------- what the story gives, said as it gives it


def test_a_place_named_for_a_posture_or_a_touch_is_no_place_of_pain():
    assert narrative_location(_TORSION.narrative) == "my abdomen"
    assert narrative_location("The midwife says he has slept through two feeds and felt hot to her hand.") is None


def test_what_was_done_to_something_else_in_a_relative_clause_is_no_treatment_given():
    story = ("A 77-year-old woman who has taken aspirin since a heart stent was fitted tells the triage nurse she has passed "
             "fresh red blood three times since breakfast.")
    assert narrative_treatment(story) is None
    assert narrative_treatment("The paramedic reports that a pelvic binder and morphine were given.") == (
        "I've had a pelvic binder and morphine")


@pytest.mark.parametrize("narrative", [
    "A 16-day-old boy is brought in by the midwife. His parents thought he was just sleepy, but he has slept through two feeds.",
    "A 4-day-old boy is deeply yellow and must be woken and undressed to feed; he has had only two wet nappies since yesterday.",
])
def test_a_baby_missing_feeds_is_never_said_to_be_feeding_okay(narrative):
    case = _story("Sleepy newborn", 0.02, "M", narrative, companion="midwife")
    reply = ask(case, "How has he been feeding, and is he still having wet nappies like usual?", _FLUENT)
    assert "feeding okay" not in reply and "like usual" not in reply, reply


@pytest.mark.parametrize(("typed", "items"), [
    ("FS 28", ["my sugar was 28"]),  # never "my, my sugar was 28"
    ("gluc 48, diaphoretic", ["my sugar was 48", "sweating"]),
    ("per school nurse sent home for head lice 8 yo itchy scalp", ["sent home for head lice itchy scalp", "per school nurse"]),
    ("88yo NH resident, fever", ["I live in a care home", "fever"]),
    ("22YO TALL THIN M/SUDDEN SOB AND R CHEST PAIN AT REST", ["tall thin sudden short of breath and right chest pain at rest"]),
    ("Intentional OD, Tylenol x20 tabs, 3 hrs ago", ["an overdose on purpose", "20 Tylenol tablets", "three hours ago"]),
    ("per pt delivered 6 days ago soaking a pad every hour", ["I gave birth 6 days ago soaking a pad every hour"]),
    ("Fever 11 mo", ["fever"]),  # the baby's age, not a fever of eleven months
    ("cough x3 mo", ["cough for three months"]),  # a duration typed with its "x" stays one
    ("rash started Tues", ["rash started on Tuesday"]),
    ("sat on a wasp", ["sat on a wasp"]),  # "sat" is no Saturday
    ("Sent from anticoag clinic, gums bleed when brushing", ["Sent from the warfarin clinic", "my gums bleed when I brush my teeth"]),
])
def test_registration_shorthand_the_read_heard_is_said_plainly(typed, items):
    assert patient_complaint(typed) == items


def test_a_baby_whose_age_is_typed_last_is_a_baby():
    from triagesim.clinical.ages import apparent_age

    assert apparent_age("Fever 11 mo") == pytest.approx(11 / 12, abs=0.01)
    case = Case(case_id="row", chief_complaint="Fever 11 mo", acuity=3, vitals={"temperature": 102.9, "heartrate": 152,
                                                                                 "resprate": 36, "o2sat": 98})
    onset = ask(case, "When did this start?", _FLUENT)
    assert "eleven months" not in onset, onset
    assert _level(case)[0] == 3


@pytest.mark.parametrize(("complaint", "said"), [
    ("sent home from school for head lice, itchy scalp", "head lice"),
    ("cough since Weds", "I've had a cough since Wednesday"),
    ("unable to pass urine x12h after cold and flu tablets", "unable to pass urine for twelve hours"),
])
def test_what_the_read_found_garbled_is_said_whole(complaint, said):
    reply = ask(_row(complaint, age=40), "What brings you in today?", _FLUENT)
    assert said in reply and "rash from bugs" not in reply, reply


def test_running_out_of_food_is_no_prescription():
    assert "refill" not in _heard("he has run out of bread and milk")
    assert "refill" in _heard("ran out of insulin")


@pytest.mark.parametrize(("complaint", "mute"), [
    ("Unable to pass urine for twelve hours", False), ("unable to weight bear", False),
    ("pt unable to answer", True), ("UNABLE TO SPEAK", True),
])
def test_only_a_patient_unable_to_speak_is_spoken_for(complaint, mute):
    from triagesim.clinical.speakers import cannot_talk

    assert cannot_talk(complaint) is mute


def test_a_baby_with_a_finding_has_it():
    reply = ask(_row("Newborn with a fever found on a home visit", age=0.04), "What's brought him in today?", _FLUENT)
    assert "fever, found on a home visit" in reply and "happened with" not in reply, reply


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("per dad 4 y/o swallowed a quarter 1 hr ago no drooling eating crackers fine", "I'm eating crackers fine", "my eating"),
    ("6yo itchy bumps on arms and belly since new laundry soap no lip swelling breathing fine",
     "I haven't got any lip swelling and I've been breathing fine", "swelling breathing"),
    ("per pt last drink 2 days ago shaking seeing bugs on the wall hx withdrawal seizure",
     "a history of withdrawal seizure", "wall history"),
    ("partner tested positive for chlamydia no symptoms wants to be checked", "I want to be checked", "symptoms wants"),
])
def test_a_lower_case_run_is_cut_where_a_reassurance_a_history_or_a_request_begins(complaint, said, never):
    reply = ask(_row(complaint, age=30), "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply, reply


def test_a_bleed_that_has_stopped_is_said_so():
    reply = ask(_row("cut finger, bleeding stopped", age=30), "What brings you in today?", _FLUENT)
    assert "the bleeding has stopped" in reply and "my bleeding stopped" not in reply, reply


def test_where_a_rash_of_bumps_is_is_no_place_of_pain():
    case = _row("6yo itchy bumps on arms and belly since new laundry soap no lip swelling breathing fine", 6, heartrate=96,
                o2sat=100)
    assert _level(case)[0] == 5


def test_a_jaundiced_newborn_with_normal_signs_is_neither_febrile_nor_wounded():
    from triagesim.clinical.presenting import told_findings

    story = ("A 4-day-old boy is brought by the community midwife. His skin is deep yellow from his face down to his shins, and "
             "he lies floppy in the cot with his eyes closed. His temperature, heart rate and breathing rate are within normal "
             "limits for his age.")
    told = " ".join(told_findings(story)).lower()
    assert "temperature" not in told and "cut" not in told, told
    assert not {"deep_wound", "limb_injury", "eye"} & _heard("his skin is deep yellow from his face down to his shins, and he "
                                                             "lies floppy in the cot with his eyes closed")


def test_a_story_told_of_him_is_said_in_the_first_person_with_its_verbs_agreeing():
    said = narrative_mechanism("A 38-year-old man was bitten on the ankle by what he describes as a brown snake while moving hay "
                               "bales on his farm an hour ago.")
    assert "what I describe as" in said and "describes" not in said, said


def test_one_swollen_leg_is_said_as_one():
    from triagesim.clinical.lay import lay_for

    assert lay_for("leg_swelling").said_for("the ankle and lower calf are swollen, and her left calf is tender") == "My leg has swollen up"
    assert lay_for("leg_swelling").said_for("both ankles are puffy") == "My legs have been swelling up"


def test_a_second_verb_after_a_particle_agrees_and_half_a_bottle_is_told():
    from triagesim.clinical.story import narrative_character, narrative_intake

    assert narrative_character("She has a sharp pain on the left of her chest that catches when she breathes in or lies back.") == (
        "it catches when I breathe in or lie back")
    told = narrative_intake("Her mother says the baby now takes only half of each bottle and had one wet nappy overnight.", baby=True)
    assert told is not None and "half" in told, told


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("77yo M, fall vs nightstand, R ribs, pain w/ deep breath", "I fell against the nightstand", "fall vs"),
    ("Chemical splash L eye, drain cleaner, burning", "it was drain cleaner", "I am drain cleaner"),
    ("Chest pain, radiating to L jaw, diaphoretic, started carrying groceries upstairs", "and it's going to my left jaw",
     "I've been radiating"),
    ("Chest pain, radiating to L jaw, diaphoretic, started carrying groceries upstairs",
     "it started when I was carrying groceries upstairs", "I started carrying"),
    ("Reports sexual assault last night; friend at bedside", "I was sexually assaulted last night", "reports"),
    ("Intentional OD, Tylenol x20 tabs, 3 hrs ago, asymptomatic", "20 Tylenol tablets, three hours ago", "hours are ago"),
    ("etoh tripped on curb split lip", "I've been drinking alcohol and I tripped", "alcohol tripped"),
])
def test_the_terse_rows_items_are_said_in_their_places(complaint, said, never):
    reply = ask(_row(complaint, age=40), "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply, reply


def test_a_simple_past_typed_first_is_the_patients_doing():
    reply = ask(_row("Wrote at school that he wants to die", age=14, sex="M"), "What brings you in today?", _FLUENT)
    assert "wrote at school that" in reply and "got wrote" not in reply, reply
    assert "I wrote at school that I want to die" in ask(_row("Wrote at school that he wants to die", age=20, sex="M"),
                                                          "What brings you in today?", _FLUENT)


@pytest.mark.parametrize(("complaint", "said"), [
    ("pt says he cant breathe", "I can't breathe"),
    ("pt states chest pain x2h", "I've had chest pain for two hours"),
    ("per security pt says he will hurt the coworker who got him fired", "I will hurt the coworker who got me fired"),
])
def test_the_patients_own_words_are_said_without_the_charts_says(complaint, said):
    reply = ask(_row(complaint, age=40), "What brings you in today?", _FLUENT)
    assert said in reply and "I say" not in reply, reply


def test_a_wounds_bleed_that_has_stopped_leaves_the_wound_minor():
    assert _heard("and the bleeding is under control now") == {"bleeding_controlled"}
    assert "bleeding" in _heard("it keeps bleeding")
    case = _row("92 YO/SKIN TEAR L FOREARM ON WHEELCHAIR BRAKE/BLEEDING STOPPED/AIDE WITH HER", 92, heartrate=72, o2sat=96, sbp=134)
    assert _level(case)[0] == 5


def test_tingling_round_the_mouth_is_said_there_and_an_injured_heel_is_asked_to_bear_weight():
    from triagesim.clinical.lay import lay_for

    said = lay_for("numbness").said_for("since last night his legs have felt heavy and weak and he has tingling around his mouth")
    assert said == "I've had pins and needles around my mouth"
    case = _row("Fell 8 ft off ladder, landed on heels, L heel + low back pain", 58, "M", heartrate=90, o2sat=98, sbp=142)
    nurse = " ".join(turn["text"] for turn in episode(case, "esi")["transcript"] if turn["speaker"] == "nurse")
    assert "fingers" not in nurse, nurse


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("Baby working hard to breathe with a cold", "I'm working hard to breathe with a cold", "it's hard"),
    ("Swollen forearm two days after a bee sting", "I've got a swollen forearm, two days after a bee sting", "got swollen forearm"),
    ("Red painful breast ten days after giving birth", ", ten days after giving birth", "got red painful"),
])
def test_a_headline_with_a_doing_or_a_time_after_is_said_whole(complaint, said, never):
    reply = ask(_row(complaint, age=30), "What brings you in today?", _FLUENT)
    assert said in reply and never not in reply, reply


def test_a_silent_chest_and_bruised_ears_are_heard_for_what_they_are():
    assert "respiratory_exhaustion" in _heard("his chest is barely moving and almost no wheeze can be heard")
    assert "ear" not in _heard("childcare staff noticed bruises on both ears")
    assert "ear" in _heard("both ears hurt")


def test_a_key_given_twice_inside_a_table_entry_is_an_error_naming_file_and_line():
    import yaml

    from triagesim.clinical.tables import ClinicalTableError, _OneKeyOnce

    loader = type("_Loader", (_OneKeyOnce,), {"table": "concepts.yaml"})
    with pytest.raises(ClinicalTableError, match=r"concepts\.yaml, line 4: key 'covers' given twice .*first on line 3"):
        yaml.load("dressing:\n  label: dressing change\n  covers: [ulcer]\n  covers: [trauma]\n", Loader=loader)  # noqa: S506


def test_shingles_on_the_back_is_not_asked_about_the_eye_but_on_the_forehead_it_is():
    back = _row("Painful blistery rash R side of back; band-like; started Tues", 73, heartrate=78, o2sat=97, sbp=142)
    nurse = " ".join(turn["text"] for turn in episode(back, "esi")["transcript"] if turn["speaker"] == "nurse")
    assert "eye" not in nurse, nurse
    forehead = _row("blistering rash on forehead, band on one side", 70, heartrate=78, o2sat=97, sbp=142)
    nurse = " ".join(turn["text"] for turn in episode(forehead, "esi")["transcript"] if turn["speaker"] == "nurse")
    assert "eye" in nurse, nurse
