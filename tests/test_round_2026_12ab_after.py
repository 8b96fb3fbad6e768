"""After the 2026-12ab sets were measured once (training): what the terse rows, the narrative vignettes and the ATS
scenarios taught, each as the behaviour a researcher relies on (the level its meaning calls for, the words a person
says, nothing the case rules out)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.clinical import detect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, final_level, row  # noqa: E402


def test_an_ampersand_joins_items_as_a_comma_does_but_not_single_letters():
    assert patient_complaint("jaw swelling & molar pain & fever") == ["jaw swelling", "molar pain", "fever"]
    assert patient_complaint("N & V x2 days") == ["N and V for two days"]


@pytest.mark.parametrize(("text", "concept"), [
    ("I have sudden spinning, double vision and a staggering gait", "dizzy"),
    ("I have sudden spinning, double vision and a staggering gait", "gait"),
    ("he pushed a bead inside his nostril", "nose_foreign_body"),
    ("he's gone yellow and he's sleepy and skipping feeds", "jaundice"),
    ("he's gone yellow and he's sleepy and skipping feeds", "confusion"),
    ("I gulped windshield fluid", "toxic_alcohol"),
    ("recent delivery, pounding headache", "postpartum"),
    ("My hip replacement popped and my leg is short", "deformity"),
    ("I've got kitchen outlet shock", "electrical_injury"),
    ("red oozing knee replacement incision", "wound_infection"),
    ("jaw swelling and molar pain", "dental"),
    ("frostbite fingers and white waxy tips", "frostbite"),
    ("I've got eyebrow split", "laceration"),
    ("my pinky toe hit the dresser", "trauma"),
    ("snowblower caught my hand and 2 fingertips are mangled", "deep_wound"),
    ("the rescue spray is empty", "reliever"),
    ("he makes no reply to a loud voice and only frowns when the skin over his breastbone is rubbed", "unresponsive"),
    ("he was found sitting on the outside of the railings of a motorway footbridge", "suicide_plan"),
    ("she says she still plans to go back to the bridge", "suicide_plan"),
    ("she must have been there since getting up for the toilet in the night", "long_lie"),
    ("the leg ulcer dressing is due", "dressing"),
    ("mouth ulcers and spots on his hands", "hand_foot_mouth"),
    ("calf pain after a flight", "dvt"),
    ("her husband pushed her against a wall and threatened to kill her", "family_violence"),
    ("finger-shaped bruises on both upper arms", "child_at_risk"),
    ("he pulls a kitchen knife from his jacket", "dangerous_violence"),
    ("knocked in chest at rugby", "chest_blow"),
    ("tight plaster", "cast_problem"),
    ("I've torn my skin", "superficial_wound"),
    ("she's walking normally without a limp", "walks_normally"),
    ("still drinking and did a big wee in the last two hours", "well_hydrated"),
    ("My eye has been sticky and watery on and off since birth", "blocked_tear_duct"),
])
def test_what_the_sets_taught_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("found beside a generator during a power cut", "laceration"),
    ("Shaking and seeing insects on the walls", "insect_bite"),
    ("the fingertip feels numb on the thumb side", "stroke"),
    ("a tender swelling above her right ear", "ear"),
    ("a bruise behind her ear", "ear"),
    ("her husband pushed her against a wall and threatened to kill her", "homicidal"),
    ("the white of the eye is not red and the eyelids are not swollen", "eyelid_swelling"),
    ("he was floating face down for a few seconds and not responding", "unresponsive"),
    ("still drinking and did a big wee in the last two hours", "urinary"),
])
def test_what_it_is_not(text, concept):
    assert concept not in concepts(text)


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # a posterior stroke's vertigo, double vision and unsteady walk
    ("I have sudden spinning, double vision and a staggering gait", 60, dict(sbp=168), 2),
    # a jaundiced newborn too sleepy to feed
    ("he's gone yellow and he's sleepy and skipping feeds", 10 / 365, dict(heartrate=168, resprate=46), 2),
    ("I gulped windshield fluid and my vision is blurry", 40, {}, 2),
    # a fit at 35 weeks is eclampsia until shown otherwise; a fit at 8 weeks is a fit
    ("I'm 35 weeks pregnant and I had a seizure at the door", 30, dict(sbp=188), 1),
    ("I had a seizure, I am 8 weeks pregnant", 30, {}, 3),
    ("recent delivery, pounding headache, seeing spots", 30, dict(sbp=172), 2),
    ("I've been feeling manic, I haven't slept, I've been darting across traffic", 24, {}, 2),
    ("tongue huge, drooling, muffled voice, enalapril", 60, dict(o2sat=91, resprate=28), 1),
    # a household shock that left a tingle is one ECG; a burn mark or a throw adds bloods
    ("I've got kitchen outlet shock and numbness in my hand", 30, {}, 4),
    ("I got a shock from a dryer outlet, numbness in my right hand and a small burn on my palm", 30, {}, 3),
    ("I've got red oozing knee replacement incision and a fever", 44, dict(temperature=100.6), 3),
    ("I've got jaw swelling, molar pain and a fever", 40, dict(temperature=100.8), 3),
    ("frostbite fingers and white waxy tips", 40, {}, 3),
    ("I slipped on an icy walkway, left rib pain, it hurts to take a deep breath", 71, {}, 3),
    ("I was in an e-scooter crash, I've got eyebrow split and my right wrist is sore", 30, {}, 3),
    ("my pinky toe hit the dresser, it's bruised and swollen", 27, dict(pain=4), 4),
    ("snowblower caught my right hand and 2 fingertips are mangled", 76, {}, 3),
    ("punched at a bar, my left eye is swollen and I've got double vision looking up", 30, {}, 3),
    # a wheeze with the reliever run out and nothing worse: a nebuliser only
    ("the rescue spray is empty, I'm wheezy, speaking in full sentences", 47, dict(o2sat=95), 4),
    ("curling iron burn on my neck, small blister", 30, dict(pain=3), 5),
    ("pushed a bead inside his nostril", 3, {}, 4),
])
def test_the_level_its_meaning_calls_for(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


def test_a_croup_with_noise_only_when_crying_is_no_film_and_no_bloods():
    assert esi("she's got a barky cough and noisy breathing only when she's crying", age=1.5, temperature=100.6) >= 4


def test_a_voice_growing_hoarse_in_smoke_waits_for_no_one_but_is_secured_when_the_body_is_in_trouble():
    text = "I was in a kitchen fire, there's soot in my nose and my voice is getting hoarser"
    assert esi(text, age=52, o2sat=95) == 2
    assert esi(text, age=52, o2sat=95, heartrate=124, resprate=28) == 1


_BUMP = case("bump", 9, "F", "Bumped her head on the climbing frame",
             "A 9-year-old girl knocked the back of her head on a climbing-frame bar an hour ago. She did not black out, has not "
             "vomited and remembers the whole thing. She has a small tender lump on the back of her head and is chatting.",
             companion="lunchtime supervisor")


def test_a_minor_knock_to_the_head_with_no_reason_to_scan_is_esi_5():
    assert final_level(_BUMP, "esi")[0] == 5


def test_a_minor_knock_s_lump_is_never_said_big():
    said = ask(_BUMP, "What's brought her in today?")
    assert "big lump" not in said, said


@pytest.mark.parametrize(("story_case", "algorithm", "level"), [
    (case("co", 45, "M", "Found on the garage floor",
          "He was found lying beside a petrol generator running in a closed garage during a power cut. He lies limp with "
          "his eyes shut, makes no reply to a loud voice and only frowns and draws his hand back when the skin over his "
          "breastbone is rubbed hard.", companion="neighbour"), "esi", 1),
    (case("bridge", 24, "M", "Found on a motorway bridge",
          "He was found sitting on the outside of the railings of a motorway footbridge at 2 am and agreed to climb back. "
          "He says he still plans to go back to the bridge once he is let out.", companion="police officer"), "esi", 2),
    (case("ulcer", 63, "F", "Leg ulcer dressing due",
          "A long-standing venous ulcer above her left ankle; the dressing is leaking. No new redness, heat or smell."), "esi", 5),
    (case("hfm", 2, "M", "Mouth ulcers and spots on hands",
          "Sore spots in his mouth and small blisters on his palms since yesterday. He is drinking his milk and running "
          "around.", companion="father"), "esi", 5),
    (case("knife", 34, "M", "Knife, hearing voices",
          "A man with schizophrenia pulls a kitchen knife from his jacket, shouts that the voices have told him to protect "
          "himself from the staff and will not put it down.", companion="case manager"), "ats", 1),
    (case("fled", 48, "F", "Fled home, bruised",
          "She left home because her husband pushed her against a wall and threatened to kill her. She has a bruise on her "
          "upper arm and is shaking and crying."), "ats", 3),
    (case("tear", 86, "F", "Skin tear on forearm",
          "An 86-year-old woman who takes aspirin caught her forearm on her walker and tore a flap of thin skin. It oozed "
          "but has slowed under a bandage."), "ats", 4),
    (case("surf", 45, "M", "Hit head surfing",
          "He struck his head on his surfboard and the lifeguard says he was floating face down for a few seconds and not "
          "responding. He is alert now.", companion="lifeguard"), "ats", 3),
    (case("duct", 0.33, "F", "Sticky eye, baby",
          "A 4-month-old girl has had a watery, sticky left eye on and off since birth. The white of the eye is not red and "
          "the eyelids are not swollen. She is feeding well.", companion="mother"), "ats", 5),
    (case("ankle", 14, "M", "Ankle check",
          "He rolled his ankle playing football three days ago and it is now only a little sore. He is walking normally "
          "without a limp. His pain is 1/10.", companion="housemaster", pain=1), "ats", 5),
])
def test_the_stories_reach_the_level_their_meaning_calls_for(story_case, algorithm, level):
    assert final_level(story_case, algorithm)[0] == level


def test_a_weapon_drawn_at_the_desk_brings_security_not_the_resuscitation_team():
    knife = case("knife", 34, "M", "Knife, hearing voices",
                 "He pulls a kitchen knife from his jacket and will not put it down.", companion="case manager")
    from triage_cases import episode
    nurse = [turn["text"] for turn in episode(knife)["transcript"] if turn["speaker"] == "nurse"]
    assert any("security" in line for line in nurse) and not any("resuscitation team" in line for line in nurse), nurse


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("Knife, hearing voices", "got a knife with me", "did it with"),
    ("Bruises, child at risk", "bruise", "at risk"),
    ("Fled home, bruised", "I fled home", "got fled"),
    ("Skin tear on forearm", "torn skin on my forearm", "graze"),
    ("skin tear L shin", "torn skin on my left shin", "graze"),
    ("Shaking and seeing insects on the walls", "seeing insects on the walls", "I've got insects"),
])
def test_chart_items_are_said_as_a_person_says_them(complaint, said, unsaid):
    spoken = ask(row(complaint), "What brings you in today?")
    assert said in spoken and unsaid not in spoken, spoken


def test_a_baby_skipping_feeds_is_never_said_to_be_feeding_okay():
    baby = case("yellow", 10 / 365, "M", "10 day old yellow & sleepy & skipping feeds", "", companion="mother")
    said = ask(baby, "How has he been feeding, and is he still having wet nappies like usual?")
    assert "feeding okay" not in said, said


def test_a_bleeding_probe_never_denies_an_oozing_socket_even_when_told_in_a_story():
    hits = {hit.concept for hit in detect("the socket is still oozing") if not hit.negated}
    assert "socket_bleed" in hits


@pytest.mark.parametrize(("complaint", "said"), [
    ("Electric shock at work", "I got an electric shock at work"),
    ("recent delivery & pounding headache & seeing spots", "I had a baby recently"),
    ("manic & not slept & darting across traffic & PD brought", "the police brought me in"),
    ("Drowsy, very high sugar", "my blood sugar has been very high"),
])
def test_terms_with_their_place_or_time_are_said_whole(complaint, said):
    spoken = ask(row(complaint), "What brings you in today?")
    assert said in spoken, spoken


def test_a_burn_mark_after_a_shock_is_heard_and_brings_bloods():
    assert "burn" in concepts("a small grey burn on one fingertip")


def test_a_pain_is_scored_before_it_is_dated_so_a_level_two_is_acted_on_by_the_third_line():
    """A torsion's and a renal colic's doctor had been called at the fourth and seventh lines (twenty-fifth read)."""
    torsion = case("torsion", 15, "F", "Sudden pain low on the right and being sick",
                   "A 15-year-old girl has sudden severe pain low on the right of her belly and has vomited three times.",
                   pain=9)
    from triage_cases import episode
    nurse = [turn["text"] for turn in episode(torsion, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert any("doctor" in line for line in nurse[:3]), nurse


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("home reading 210 over 120 & mild headache", "blood pressure at home was very high", "reading"),
    ("71 y/o slipped icy walkway & left rib pain & hurts deep breath", "slipped on an icy walkway", "hurt deep breath"),
    ("71 y/o slipped icy walkway & left rib pain & hurts deep breath", "it hurts to take a deep breath", "I hurt"),
])
def test_reading_rows_said_as_english(complaint, said, unsaid):
    spoken = ask(row(complaint), "What brings you in today?")
    assert said in spoken and unsaid not in spoken, spoken


def test_a_baby_who_falls_asleep_at_the_breast_has_had_no_fall():
    assert "trauma" not in concepts("she has to be stroked to rouse and falls asleep again at the breast")
    assert "high_bp" in concepts("my blood pressure at home was very high")


def test_a_racing_heart_denied_is_never_palpitations_in_a_lay_mouth():
    said = ask(row("chest pain"), "Any racing heart or palpitations?")
    assert "palpitations" not in said.lower(), said
