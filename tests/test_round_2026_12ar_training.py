"""Training on the 2026-12ar sets and the forty-first read (figures on those sets are training figures from here on).

The terse desk typed the age as "46 last birthday" or "born 16 days ago", closed rows with a quote ("in his words ..."),
the allergies ("NKDA") and the job ("job welder"); narratives told a pregnancy's weeks in words, a burn "like a bad
sunburn", a self-cut after a row, and a wish "for it all to end" at a platform's edge. Each is heard and said as meant."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.ages import apparent_age
from triagesim.clinical.presenting import gestations
from triagesim.clinical.story import narrative_location, narrative_mechanism
from triagesim.agents.offline.home_readings import home_reading

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, episode, final_level, opening, row  # noqa: E402


@pytest.mark.parametrize("complaint, age", [
    ("ladder slipped clearing gutters, about 2 metres, both heels agony, 46 last birthday, in his words heels feel shattered", 46.0),
    ("hot and not waking for feeds, temp 100 on the ear at home, born 16 days ago, lives with mum and grandma", round(16 / 365, 3)),
    ("spells of screaming every 15 min, born 9 months ago, NKDA", 0.75),
    ("smelly wee and crying when weeing, 2 last birthday, NKDA", 2.0),
])
def test_the_age_typed_as_a_birthday_or_a_birth_is_the_patients(complaint: str, age: float) -> None:
    assert apparent_age(complaint) == age


def test_a_baby_born_to_the_patient_is_no_age() -> None:
    assert apparent_age("heavy bleeding, baby born 3 weeks ago") is None


@pytest.mark.parametrize("complaint, said, never", [
    ("ladder slipped clearing gutters, about 2 metres, both heels agony, cant stand, 46 last birthday, in his words heels feel shattered",
     "I fell when the ladder slid out from under me while I was clearing gutters", ("the a ladder", "in my words", "last birthday")),
    ("cotton bud tip in R ear, NKDA", "cotton bud tip in my right ear", ("nkda", "NKDA")),
    ("metal shard flew into R eye while grinding, blurry, pupil looks odd shaped, job welder", "I'm a welder", ("job welder", "My metal")),
    ("lip swollen L side since waking, on lisinopril, tongue fine, talking ok, job call centre",
     "My lip has been swollen on the left side since I woke up", ("job call",)),
    ("apparently fainted at college, pulse about 40 on her smartwatch, 19 last birthday", "my pulse on my smartwatch was very slow",
     ("pulse about on",)),
    ("horse kicked him in the abdo at the stables, L upper belly pain, shoulder tip pain", "kicked by a horse in the belly", ("horsein",)),
    ("button battery from the TV remote gone down, about an hour ago, 9 last birthday", "I swallowed a button battery", ("gone down",)),
    ("chest tight and tingly fingers in a panic at work, settling now, in her words same as the anxiety attacks before",
     "it's settling now", ("I've been settling", "in my words")),
    ("stomach burning high up and breathless since teatime, thinks its indigestion", "I think it's", ("thinks its", "My stomach burning")),
    ("Held back at railway platform edge", "I was held back at", ("I held back",)),
    ("cupboard door corner split the scalp, bleeding stopped with pressure, not on blood thinners",
     "I split my scalp open on the corner of a cupboard door", ("I'm on a blood thinner", "it's not and")),
    ("apparently no bowels for 6 days since starting codeine, passing wind", "My bowels haven't opened for 6 days", ("any bowels",)),
    ("apparently lifted sofa up stairs, low back spasm", "I lifted a sofa", ("apparently",)),
    ("grit in L eye on a motorbike ride, still scratchy after rinsing", "it's still scratchy after rinsing", ("I'm still scratchy",)),
    ("grape down the wrong way at a picnic, coughing and wheezy since", "A grape went down the wrong way", ("got grape",)),
    ("barely rousable and icy cold, neighbour found him in the allotment shed", "barely rousable and icy cold", ("got barely",)),
    ("3 spells today, in mums words she goes purple and floppy", "I've had 3 spells today and I go purple", ("mum's words", "got 3")),
    ("testicle swollen and sore on the R over 3 days, fever, burning pee", "My testicle is swollen and sore on the right", ("a sore on",)),
    ("Squash ball in the eye", "I got hit in the eye by a squash ball", ("got squash",)),
    ("Black tarry poo and near faint", "I've had black tarry poo and I nearly fainted", ("because of",)),
    ("Knee gave way at basketball", "My knee gave way", ("Knee",)),
    ("Forgot blood pressure tablets", "I forgot my blood pressure tablets", ()),
    ("job stress, not sleeping", "I've got job stress", ("I'm a stress",)),
    # (review fix: a quoted verb takes its base form as the story's own agreement does, never "I crie", "I doesn't")
    ("in mums words she cries a lot", "I cry a lot", ("crie",)),
    ("in mums words she doesnt settle", "I don't settle", ("I doesn",)),
    ("apparently drank antifreeze from the garage to end it, about a mug, 52 last birthday, bottle brought in",
     "I had about a mug of it and I've brought the bottle in", ("got about", "bottle brought me")),
])
def test_the_desks_habits_are_said_as_speech(complaint: str, said: str, never: tuple[str, ...]) -> None:
    spoken = opening(complaint)
    assert said in spoken and not any(bad in spoken for bad in never), spoken


@pytest.mark.parametrize("complaint, spoken", [
    ("Hot swollen replaced knee", "My replaced knee is hot and swollen"),
    ("Cut on the forearm that keeps opening", "I've got a cut on the forearm that keeps opening"),
])
def test_a_narratives_headline_is_said_as_speech(complaint: str, spoken: str) -> None:
    assert opening(complaint).startswith(spoken), opening(complaint)


@pytest.mark.parametrize("text, concept", [
    ("I've got cotton bud tip in my right ear", "ear_foreign_body"),
    ("the pupil looks odd shaped", "penetrating_eye"),
    ("I swallowed a button battery from the TV remote", "swallowed_object"),
    ("button battery from the TV remote gone down", "swallowed_object"),
    ("I've got left upper belly pain, shoulder tip pain", "shoulder_tip_pain"),
    ("she told him she wants it all to end", "suicidal"),
    ("A passer-by saw him lie still for a few seconds before he sat up", "syncope"),
    ("as she stood at the platform edge waiting for an express train", "reckless_danger"),
    ("she has tried twice to pull free and run for the door", "reckless_danger"),
    ("evicted from her share house three days ago and has been sleeping in her car", "social"),
    ("she cut her left forearm with a craft knife last night after an argument with her girlfriend", "self_injury"),
    ("She has cut before when upset", "self_injury"),
    ("her mouth is dry and the room swims when she first stands up", "dehydration"),
    ("the room swims when she first stands up", "dizzy"),
    ("pain across her bump with a small amount of dark blood loss", "vaginal_bleeding"),
    ("I had a fall at thirty-two weeks with belly pain", "pregnant"),
    ("twelve days after the birth of her first baby", "postpartum"),
    ("jelly like red poo", "intussusception"),
    ("he's got fresh blood in the spit", "spitting_blood"),
    ("her neck is stiff", "neck_stiffness"),
    ("she almost passed out in the queue", "near_syncope"),
    ("A 13-year-old girl has been drinking huge amounts, getting up to pass urine every night", "thirst"),
    ("he has been drinking heavily", "intoxication"),
    ("A 44-year-old man has come in asking for help to stop drinking", "wants_to_stop"),
])
def test_heard_as_meant(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("text, concept", [
    ("my nephrostomy tube fall out in bath", "fall"),
    ("his face is red and tender like a bad sunburn", "sunburn"),
    ("I want this pain to end", "suicidal"),
    ("she was born at 32 weeks", "pregnant"),
    ("grape down the wrong way at a picnic", "deformity"),
    ("I've got grit in my left eye on a motorbike ride", "high_risk_mechanism"),
    ("A 33-year-old woman was poked in the left eye by her toddler's fingernail", "eye_blow"),
    ("her ribs draw in a little with each breath", "rib_injury"),
    ("A 13-year-old girl has been drinking huge amounts, getting up to pass urine every night", "intoxication"),
    ("She has been drinking several litres of squash a day", "intoxication"),
])
def test_not_heard_where_it_is_not_meant(text: str, concept: str) -> None:
    assert concept not in concepts(text)


def test_a_pregnancys_weeks_in_words_are_its_weeks() -> None:
    assert gestations("I had a fall at thirty-two weeks with belly pain") == [32]
    assert gestations("born at 32 weeks") == []


def test_a_reading_on_a_device_is_said_with_it() -> None:
    assert home_reading("pulse about 40 on her smartwatch") == "my pulse on my smartwatch was very slow"
    assert home_reading("temp 100 on the ear at home") == "my temperature was 100 at home"


def test_the_site_after_a_denied_one_and_not_a_stance() -> None:
    assert narrative_location("His head was not struck and his neck does not hurt, but it hurts to breathe in deeply over his "
                              "lower right ribs.") == "my lower right ribs"
    assert narrative_location("He feels crampy but steady on his feet.") is None


def test_a_cut_made_with_a_craft_knife_is_told_so() -> None:
    assert narrative_mechanism("She cut her left forearm with a craft knife last night after an argument.") == (
        "I cut my left forearm with a craft knife")


@pytest.mark.parametrize("complaint, level", [
    ("stomach burning high up and breathless since teatime, thinks its indigestion, diabetic on metformin, 74 last birthday", 2),
    ("horse kicked him in the abdo at the stables, L upper belly pain, shoulder tip pain, 19 last birthday", 2),
    ("metal shard flew into R eye while grinding, blurry, pupil looks odd shaped, job welder", 2),
    ("button battery from the TV remote gone down, about an hour ago, 9 last birthday", 2),
    ("cotton bud tip in R ear, NKDA", 4),
    ("grape down the wrong way at a picnic, coughing and wheezy since, 2 last birthday, in dads words she went blue for a second", 2),
    ("spells of screaming every 15 min, pulls knees up, jelly like red poo, born 9 months ago, NKDA", 2),
    ("fresh blood in the spit, tonsils out 6 days ago, swallowing lots of it, 7 last birthday", 2),
    ("grit in L eye on a motorbike ride, still scratchy after rinsing, vision fine, job courier", 4),
])
def test_terse_rows_get_their_level(complaint: str, level: int) -> None:
    c = row(complaint).model_copy(update={"age": apparent_age(complaint) or 40})  # the age as the terse loader reads it
    assert final_level(c, "esi")[0] == level


PSYCHOSIS = case("psychosis", 26, "F", "Says the baby is not hers",
                 "A 26-year-old woman is brought in by her partner twelve days after the birth of her first baby. Her partner says "
                 "she has hardly slept for four nights and this evening insisted that the baby had been swapped at the hospital.",
                 acuity=2, companion="partner")
ABRUPTION = case("abruption", 29, "F", "Fall at thirty-two weeks with tummy pain",
                 "A 29-year-old woman who is thirty-two weeks pregnant slipped on wet leaves an hour ago and landed on her front. "
                 "Since then she has had a constant, hard, aching pain across her bump with a small amount of dark blood loss, and "
                 "she has not felt the baby move.", acuity=2)
PLATFORM = case("platform", 24, "F", "Held back at railway platform edge",
                "A 24-year-old woman was held back by a station guard as she stood at the platform edge waiting for an express "
                "train. The station guard says she told him she wants it all to end, and she has tried twice to pull free and run "
                "for the door. She is sobbing, pacing and refuses to sit.", acuity=2, companion="station guard")
FIREBALL = case("fireball", 52, "M", "Face singed by a barbecue fireball",
                "A 52-year-old man lit a gas barbecue that had been left on, and a fireball singed his face. His face is red and "
                "tender like a bad sunburn, with two small blisters on his nose. His voice is normal, he is not coughing, and there "
                "is no soot in his mouth or nose. He rates his pain 5/10.", acuity=3)


@pytest.mark.parametrize("story, algorithm, level", [
    (PSYCHOSIS, "esi", 2), (ABRUPTION, "esi", 2), (PLATFORM, "ats", 2), (FIREBALL, "ats", 3)])
def test_narratives_get_their_level(story, algorithm: str, level: int) -> None:
    assert final_level(story, algorithm)[0] == level


def test_a_face_burn_is_asked_about_the_airway_and_the_pregnancy_bleed_is_told() -> None:
    lines = [turn["text"] for turn in episode(FIREBALL, "ats")["transcript"]]
    # the airway asked about, or its signs denied unasked, before the burn is placed at 3
    assert any("soot" in line for line in lines) or "no noisy breathing" in lines[1], lines
    said = " ".join(turn["text"] for turn in episode(ABRUPTION, "esi")["transcript"] if turn["speaker"] == "patient")
    assert "no bleeding" not in said and "could be pregnant" not in said, said


def test_a_man_found_is_a_man() -> None:
    from triagesim.clinical.sexes import apparent_sex
    assert apparent_sex("barely rousable and icy cold, neighbour found him in the allotment shed, lives alone since his wife died") == "M"
    assert apparent_sex("found her son unresponsive") is None


def test_a_near_faint_is_not_asked_how_the_head_struck_the_floor() -> None:
    gi = case("melaena", 71, "M", "Black tarry poo and near faint",
              "A 71-year-old man on rivaroxaban has passed three black tarry stools since yesterday and nearly fainted getting off "
              "the toilet this morning.", acuity=2)
    nurse = [turn["text"] for turn in episode(gi, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any("when you fainted" in line or "before you passed out" in line.lower() for line in nurse), nurse


def test_what_did_not_happen_is_no_mechanism_and_an_errand_did_not_start() -> None:
    assert narrative_mechanism("His clinic asked him to come in, and he has no headache, and has not fallen.") is None
    tablets = case("tablets", 72, "F", "Forgot blood pressure tablets",
                   "A 72-year-old woman visiting her son left her blood pressure tablets at home and has missed two days of them.",
                   acuity=5)
    said = [turn["text"] for turn in episode(tablets, "esi")["transcript"] if turn["speaker"] == "patient"]
    assert "It started" not in said[0], said[0]


def test_a_request_for_help_to_stop_drinking_is_one_resource() -> None:
    stop = case("stop", 44, "M", "Wants help to stop drinking",
                "A 44-year-old man has come in asking for help to stop drinking. He drinks every day and had his last drink late "
                "last night. He has no sweating and no hallucinations.", acuity=4)
    assert final_level(stop, "esi")[0] == 4


def test_a_babys_ribs_drawing_in_are_her_breathing_and_a_pop_is_family() -> None:
    from triagesim.clinical.speakers import relation_of
    assert "sob" in concepts("her ribs draw in a little with each breath")
    for companion in ("pop", "papa", "Lithuanian interpreter"):
        assert relation_of(companion).knows, companion


def test_a_third_persons_verb_takes_its_base_form_after_i() -> None:
    from triagesim.clinical.story import base_verb
    assert [base_verb(word) for word in ("goes", "cries", "takes", "kisses", "lies", "is")] == ["go", "cry", "take", "kiss", "lie", "is"]
