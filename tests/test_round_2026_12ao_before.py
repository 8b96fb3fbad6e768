"""Before the 2026-12ao sets were read, from a clinician's read of offline transcripts of the 2026-12an rows (training data
by then): a complaint typed without its subject, a faint at three in the morning, a tight plaster, a leaking caesarean
wound, a bouncer who told the stabbing twice, a heart tracing in a patient's mouth, a cut palm's fingers, and a very high
pressure with spots before the eyes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, final_level, opening, row  # noqa: E402

from triagesim.cases.models import Case, Vitals  # noqa: E402

OTHER = "Any other symptoms: fever, nausea, shortness of breath, dizziness or bleeding?"


@pytest.mark.parametrize("complaint, said", [
    ("Keep fainting at school", "I keep fainting at school."),
    ("keep nearly passing out", "I keep nearly passing out."),
    ("Keeps falling over", "I keep falling over."),
])
def test_a_doing_typed_without_its_subject_is_the_patients(complaint: str, said: str) -> None:
    """"The keep is fainting at school" was said twice by a girl with anorexia."""
    assert opening(complaint) == said


FAINT = case("faint", 77, "M", "Passed out on the toilet at night",
             "A 77-year-old man got up to pass urine at three in the morning and fainted while standing at the toilet, coming "
             "round on the bathroom floor within a few seconds. He had no chest pain or palpitations beforehand, remembers "
             "feeling hot and light-headed, and did not hurt himself. He takes a tablet for an enlarged prostate.")


def test_a_faint_at_night_is_told_as_the_story_tells_it() -> None:
    """Asked what else, he said "no dizziness and no thoughts of ending my life" and "my waterworks haven't been right":
    the denial ran on past a new verb, "did not hurt himself" was heard as self-harm, and getting up to pass urine as a
    urinary symptom. The time was "a couple of hours ago"."""
    said = ask(FAINT, OTHER)
    assert said.startswith("I've been feeling dizzy"), said
    assert "ending my life" not in said and "waterworks" not in said and "no dizziness" not in said, said
    assert ask(FAINT, "When did this happen?") == "It happened at three this morning."


@pytest.mark.parametrize("text, heard", [
    ("did not hurt himself", False),
    ("he hurt himself in the fall", False),
    ("she wanted to hurt herself", True),
    ("he has been hurting himself", True),
    ("she hurts herself when upset", True),
    ("I hurt myself on purpose", True),
    ("thoughts of hurting herself", True),
])
def test_hurting_oneself_is_self_harm_only_when_meant(text: str, heard: bool) -> None:
    assert ("suicidal" in concepts(text)) is heard


def test_getting_up_to_pass_urine_is_no_urinary_symptom() -> None:
    assert "urinary" not in concepts("got up to pass urine at three in the morning and fainted")
    assert "urinary" in concepts("it burns when I pass urine")


CAST = case("cast", 9, "F", "Plaster cast feels tight",
            "A 9-year-old girl had a plaster put on her broken left forearm two days ago, and tonight it feels tight to her. Her "
            "fingers are a little puffy but pink and warm, she can move them all, and she has no numbness. Her mother propped "
            "the arm on pillows before driving her in.", companion="mother")


def test_a_tight_plaster_is_told_from_tonight_with_all_her_fingers() -> None:
    """"It started two days ago" (when the plaster went on), "She can move her fingers all", and "She's got an injury"
    asked what else was wrong."""
    assert ask(CAST, "When did this start for her?") == "It started tonight."
    assert ask(CAST, "Can she move her fingers?") == "She can move all her fingers."
    assert "injury" not in ask(CAST, "Have you noticed anything else wrong with her, like a fever, vomiting, trouble breathing "
                                     "or any bleeding?")


def test_a_skin_infection_is_not_denied_in_a_diagnosis_word() -> None:
    """A leaking caesarean wound "without spreading redness" was told as "No skin infection"."""
    wound = case("wound", 31, "F", "My caesarean wound is leaking",
                 "A 31-year-old woman had a planned caesarean birth six days ago and has noticed a yellowish ooze from one end of "
                 "the scar since yesterday. The skin at that end of the wound is slightly pink, without spreading redness or "
                 "bleeding.")
    assert "skin infection" not in ask(wound, OTHER)
    assert ask(wound, "Is there any redness spreading around it?").startswith("No, no spreading redness.")


def test_a_name_typed_without_its_apostrophe_is_said_as_the_name() -> None:
    crohns = row("Crohns flare, bloody diarhea, took old prednisone")
    assert opening("Crohns flare, bloody diarhea, took old prednisone").startswith("My Crohn's has flared up")
    assert ask(crohns, "Any medical conditions, regular medications, or allergies?") == \
        "I've got Crohn's disease. I'm on prednisone. No allergies that I know of."


def test_a_stabbing_is_told_once_in_the_fuller_words() -> None:
    """"He was stabbed in the chest. He was stabbed once in the left side of his chest outside a nightclub": twice."""
    stab = case("stab", 22, "M", "Stabbed in the chest",
                "A 22-year-old man was stabbed once in the left side of the chest outside a nightclub in Fortitude Valley and was "
                "half carried through the doors. The bouncer who brought him says he talked at first but has gone quiet and grey "
                "over the last few minutes.", companion="bouncer")
    said = ask(stab, "What's brought him in today?")
    assert said.count("stabbed") == 1, said
    assert "stabbed once in the left side of his chest outside a nightclub" in said, said


@pytest.mark.parametrize("complaint", ["EMS strip wide and slow", "ambulance ECG shows STEMI", "medic strip showed VT"])
def test_a_crews_tracing_is_said_as_what_they_told_the_patient(complaint: str) -> None:
    said = opening(f"cant stand, {complaint}")
    assert "heart tracing" in said and "strip" not in said and "ECG" not in said, said
    assert "abnormal_ecg" in concepts(said)


def test_a_cut_palms_fingers_are_told_whole() -> None:
    """"Uh, I can bend." cut off what the fingers could do."""
    glass = case("glass", 34, "M", "Cut my hand on a broken glass",
                 "A 34-year-old man was washing up when a wine glass broke in his hand, leaving a gaping cut across his palm. He "
                 "can bend and straighten every finger and feel the nurse's touch on each fingertip.")
    said = ask(glass, "Can you move your fingers? Any numbness or tingling?")
    assert said.startswith("I can bend and straighten every finger and feel your touch on each fingertip."), said


def test_a_very_high_pressure_with_spots_before_the_eyes_is_emergent() -> None:
    """Boundary 2 vs 3 in the writer's key: spots and a headache with a pharmacy reading of 228/132 is a possible
    hypertensive emergency (ESI 2); the nurse had sent him to the waiting room."""
    pharmacy = Case(case_id="bp", chief_complaint="seeing spots, headache, BP 228 over 132 at pharmacy, aet 57", age=57, sex="M",
                    pain=8, acuity=2, vitals=Vitals(heartrate=90, sbp=226, dbp=130, resprate=18, o2sat=97, temperature=98.1))
    level, why = final_level(pharmacy, "esi")
    assert level == 2, why


EAR = case("ear", 6, "M", "Ear pain",
           "A 6-year-old boy has had pain in his right ear for two days and this morning yellow fluid ran out of it onto his "
           "pillow. He has a temperature of 38.1 at home.", companion="mother")


@pytest.mark.parametrize("question", ["Any discharge from the ear?", "Has anything come out of his ear?",
                                      "Is there any fluid or pus coming from it?"])
def test_an_ears_discharge_is_asked_and_told_as_fluid(question: str) -> None:
    """The thirtieth round's read: an ear's discharge asked by name was answered "Sorry, could you say that again?", and
    the fluid that "ran out of it onto his pillow" was heard as tablets run out and a mind "out of it"."""
    assert ask(EAR, question) == "Yes, he's had some fluid coming out."


def test_fluid_run_out_of_an_ear_is_neither_a_script_nor_confusion() -> None:
    heard = concepts("this morning yellow fluid ran out of it onto his pillow")
    assert heard == {"discharge"}
    assert "confusion" in concepts("she's been a bit out of it since the fall")
    assert "refill" in concepts("ran out of his insulin")


def test_an_ear_with_no_discharge_denies_it() -> None:
    swimmer = case("swim", 30, "F", "Ear pain", "A 30-year-old woman has had pain in her left ear for a day after swimming.")
    assert ask(swimmer, "Is anything leaking from it?") == "No, no discharge."


TODDLER = case("tod", 2, "F", "Swallowed grandma's tablets",
               "A 2-year-old girl was found with her grandmother's pill organiser open about 30 minutes ago. Her grandmother "
               "thinks three of the amlodipine tablets are missing. She is playing happily.", companion="grandmother")


def test_a_toddlers_tablets_are_told_with_their_count_by_whose_they_are() -> None:
    """The thirtieth round's read: a toddler's ingestion told without the count; and her nan said "grandma's tablets"."""
    assert ask(TODDLER, "What's brought her in today?") == \
        "I'm her nan, she swallowed my tablets. Three of the amlodipine tablets are missing."
    assert ask(TODDLER, "How many did she take?") == \
        "I know she took my tablets, about 30 minutes ago; three of the amlodipine tablets are missing."
