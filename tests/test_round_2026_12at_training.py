"""After the 2026-12at first looks (training data since): what the sets' transcripts and misses taught."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.cases.models import Vitals
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.spelling import correct

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, esi, final_level, opening  # noqa: E402

ANAPHYLACTIC_SHOCK = case("shock", 8, "M", "Lips swelling and struggling to breathe after party cake",
                          "An 8-year-old boy with a peanut allergy ate cake at a party. His lips and eyelids keep swelling "
                          "after his auto-injector, he wheezes, and he is pale and mottled, getting out a word at a time.",
                          companion="father", acuity=1)


def test_a_collapse_read_from_the_skin_ends_the_episode_at_level_one_without_an_error() -> None:
    """Anaphylaxis with a collapse heard only as mottled skin fired a rule whose reason quoted a sign never heard: three
    episodes of a child in shock ended in a KeyError (2026-12at narrative, first look)."""
    level, why = final_level(ANAPHYLACTIC_SHOCK, "esi")
    assert level == 1
    assert "anaphylaxis with a collapse" in why


@pytest.mark.parametrize(("typed", "meant"), [
    ("pain in my thorat", "pain in my throat"), ("worse at nigth", "worse at night"), ("feedng less", "feeding less"),
    ("it smels bad", "it smells bad"), ("passd out", "passed out"), ("wound draning pus", "wound draining pus"),
    ("evry hour", "every hour"), ("teh leg", "the leg"),
])
def test_a_slip_of_the_keys_is_read_as_the_word_meant(typed: str, meant: str) -> None:
    """One slip (two letters swapped, a letter doubled, a vowel dropped) read as the knowledge base's word, whether or not
    the table lists it (2026-12at terse: 25 of 33 slips were new to the table)."""
    assert correct(typed) == meant


@pytest.mark.parametrize("word", ["county", "unless", "cafe", "ketone", "coli", "fete", "gent", "kindy", "bonce", "dept",
                                  "Bali", "ETOH", "eliquis", "lithobid"])
def test_a_word_spelt_right_is_never_read_as_a_slip(word: str) -> None:
    """English, a name, a desk's code or a brand the lexicon lacks is left as typed."""
    assert correct(f"seen at the {word} today") == f"seen at the {word} today"


@pytest.mark.parametrize(("typed", "age"), [("tampon stuck 2 days, she is 34", 34.0), ("fits of screaming, he is 10 months", 10 / 12),
                                             ("hot to touch, she is 24 days", 24 / 365.25)])
def test_the_desks_he_is_or_she_is_gives_the_age(typed: str, age: float) -> None:
    assert apparent_age(typed) == pytest.approx(age, abs=0.01)
    assert not re.search(r"\b(?:got|I'm) \d", opening(typed))


def test_she_is_pregnant_is_no_age() -> None:
    assert apparent_age("bleeding, she is 34 weeks pregnant") is None


@pytest.mark.parametrize(("typed", "said", "unsaid"), [
    ("ear pain rt for a week, fever", "right ear pain", "is right"),
    ("pinky toe rt stubbed on the bed frame", "my right pinky toe", "is right"),
    ("knee pain lt, swollen", "left knee pain", "is left"),
    ("eye red rt, blurry", "my right eye is red", "red right"),
    ("tampon stuck 2 days, smels bad", "it smells bad", "the smells"),
])
def test_a_side_typed_after_its_part_is_said_before_it(typed: str, said: str, unsaid: str) -> None:
    """The desk typed the side after the part (2026-12at terse: 39 rows): "my ear pain is right" was said."""
    spoken = opening(typed).lower()
    assert said in spoken and unsaid not in spoken, spoken


@pytest.mark.parametrize(("typed", "concept"), [
    ("chair thrown at registration, yelling", "dangerous_violence"),
    ("birth control pills ran out", "refill"),
    ("redness on the shin spreading past the pen line", "cellulitis"),
    ("ear pain for a week, now swelling behind it pushing the ear forward", "mastoiditis"),
    ("seized in the ambulance, tubed by medics", "intubated"),
    ("tampon stuck 2 days, can't reach it", "vaginal_foreign_body"),
    ("car door shut on my hand, swollen", "trauma"),
])
def test_a_presentation_the_terse_set_typed_is_heard(typed: str, concept: str) -> None:
    assert concept in concepts(typed)


@pytest.mark.parametrize("said", ["he's been drinking and playing", "I've got a swelling behind my ear and it's pushing my ear forward"])
def test_what_is_not_there_is_not_heard(said: str) -> None:
    """A child drinking and playing took no alcohol; a swelling that pushes the ear forward is an infection, not a knock."""
    assert not concepts(said) & {"intoxication", "head_injury"}


@pytest.mark.parametrize(("typed", "age", "vitals", "level"), [
    ("tampon stuck 2 days, cant reach it, smels bad, no fever", 34, dict(heartrate=80, sbp=116, resprate=14, temperature=98.6, pain=2, o2sat=99), 4),
    ("ear pain rt for a week, now swelling behind it pushing the ear forward, fever", 10,
     dict(heartrate=100, sbp=110, resprate=20, temperature=101.4, pain=7, o2sat=98), 3),
    ("pinky toe rt stubbed on the bed frame, purple and crooked", 42, dict(heartrate=78, sbp=118, resprate=14, temperature=98.1, pain=5), 4),
    ("birth control pills ran out, PCP closed till monday", 25, dict(heartrate=70, sbp=110, resprate=14, temperature=98.3, pain=0, o2sat=99), 5),
    ("chair thrown at registration, yelling about the FBI, no sleep in 4 days", 27,
     dict(heartrate=112, sbp=152, resprate=20, temperature=98.9, pain=0, o2sat=98), 2),
])
def test_the_terse_sets_presentations_are_levelled_by_their_resources(typed: str, age: float, vitals: dict, level: int) -> None:
    assert esi(typed, age, **vitals) == level


@pytest.mark.parametrize(("said", "heard", "unheard"), [
    ("has been saving his sleeping tablets in a drawer since his wife died", "suicide_plan", None),
    ("planned to take them all on their wedding anniversary", "suicide_plan", None),
    ("a lower tooth is just showing through the gum", "teething", "dental"),
    ("red mark and a small graze on his wrist from handcuffs", None, "restrained"),
    ("neck pain and tingling hands after a scrum", "trauma", None),
    ("sweating and groaning with pain", None, "unresponsive"),
    ("he opens his eyes and groans only when the muscle at the top of his shoulder is squeezed", "unresponsive", None),
    ("this morning could not be woken properly for breakfast", "confusion", "unresponsive"),
    ("the foot is pale and no pulse can be felt on the top of it", "limb_ischemia", "cardiac_arrest"),
    ("a wart on his finger he wants frozen off", "wart", None),
    ("she cannot find or remove a tampon she put in two days ago", "vaginal_foreign_body", None),
])
def test_the_narrative_sets_words_are_heard_by_meaning(said: str, heard: str | None, unheard: str | None) -> None:
    """2026-12at narrative ESI and ATS (training): a plan with the means saved up was unrecognised and sent to wait; a foot's
    missing pulse was a cardiac arrest; groaning with pain was unresponsiveness; a teething baby was a dental abscess."""
    found = concepts(said)
    assert heard is None or heard in found, found
    assert unheard is None or unheard not in found, found


def test_a_pain_the_story_denies_is_never_where_it_hurts() -> None:
    tampon = case("tampon", 27, "F", "Cannot remove a tampon",
                  "A 27-year-old woman cannot find or remove a tampon she put in two days ago. She feels well and denies fever, "
                  "rash, vomiting and abdominal pain.", acuity=4)
    assert "belly" not in ask(tampon, "Do you have any pain? Where is it?").lower()
    assert final_level(tampon, "esi")[0] == 4


def test_a_heart_too_slow_to_pump_with_a_collapse_is_level_one_before_the_pressure_is_read() -> None:
    """HR 28 with grey, clammy skin and two faints: atropine or pacing now (2026-12at terse, the forty-third read's F)."""
    assert esi("grey and clammy, passed out twice in the grocery line", 81, heartrate=28) == 1
    assert esi("felt a bit tired this week", 81, heartrate=38) > 1


def test_an_adult_fighting_for_breath_at_an_oxygen_of_82_is_ats_one_before_the_rate_is_counted() -> None:
    asthma = case("asthma", 19, "F", "Asthma, too breathless to speak",
                  "A 19-year-old woman has had worsening asthma for two days and has used her reliever every few minutes. She is "
                  "hunched forward and blue around the lips, too breathless to speak.", vitals=Vitals(o2sat=82),
                  companion="housemate")
    artifact = episode(asthma, "ats")
    nurse = [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse"]
    assert artifact["state"]["final_triage"] == 1
    assert any(word in nurse[1].lower() for word in ("team", "straight through", "resus")), nurse[1]


@pytest.mark.parametrize(("typed", "said", "unsaid"), [
    ("abscess rt forearm from injecting, red hot, fever", "it's red and hot", "the red is hot"),
    ("FB lt ear, bug buzzing since 0300", "there's a bug buzzing in there", "ear, bug"),
    ("HI toward ex boyfriend, police outside", "thoughts of hurting my ex boyfriend", "toward ex"),
    ("line drive to the lt eye in a batting cage", "hit in the left eye", "got line drive"),
    ("covid positive tuesday, cough worse", "tested positive for covid", "got covid positive"),
    ("work note wanted, had a stomach bug", "i need a work note", "note wanted"),
    ("facial droop rt since waking", "drooping on the right side", "drooping right"),
    ("legs swollen bilat", "both my legs are swollen", "swollen both"),
    ("lt wrist sore at base of thumb", "my left wrist is sore", "got a left wrist"),
])
def test_more_of_the_terse_desks_habits_are_said_as_speech(typed: str, said: str, unsaid: str) -> None:
    spoken = opening(typed).lower()
    assert said in spoken and unsaid not in spoken, spoken


def test_drink_or_drugs_is_not_asked_of_a_young_childs_ingestion_nor_a_teenagers_sports_injury() -> None:
    """The forty-third read, C: a 4-year-old's uncle and a 14-year-old's teammate were asked "any alcohol or drugs today?"."""
    for child in (case("tablets", 4, "F", "May have swallowed heart tablets", "A 4-year-old girl was found with her grandmother's "
                       "open pill box; some heart tablets may be missing.", companion="uncle", acuity=2),
                  case("finger", 14, "M", "Jammed finger at basketball", "A 14-year-old boy jammed his ring finger catching a "
                       "basketball at training this afternoon.", companion="teammate", acuity=4)):
        nurse = " ".join(turn["text"] for turn in episode(child, "esi")["transcript"] if turn["speaker"] == "nurse")
        assert "alcohol or drugs" not in nurse, nurse
    adult = case("glass", 30, "M", "Cut hand on glass", "A 30-year-old man cut his hand on a broken glass at a bar.", acuity=4)
    assert "alcohol or drugs" in " ".join(turn["text"] for turn in episode(adult, "esi")["transcript"] if turn["speaker"] == "nurse")


def test_a_retained_tampon_is_asked_about_the_signs_of_toxic_shock() -> None:
    """The forty-third read, B: a retained tampon was never asked about a fever, a rash or a faint."""
    tampon = case("tampon2", 30, "F", "Tampon stuck", "A 30-year-old woman has had a tampon stuck for three days.", acuity=4)
    nurse = " ".join(turn["text"] for turn in episode(tampon, "esi")["transcript"] if turn["speaker"] == "nurse").lower()
    assert "rash" in nurse and "faint" in nurse


def test_a_time_told_with_the_injury_is_not_asked_again_but_an_assaults_hour_is() -> None:
    """The forty-third read, C: "When did this happen to him?" after "jammed his finger at training this afternoon"; an
    assault "last night" still has its hour asked, for the forensic window."""
    finger = case("finger2", 24, "M", "Jammed finger at basketball", "A 24-year-old man jammed his ring finger catching a "
                  "basketball at training this afternoon.", acuity=4)
    nurse = " ".join(turn["text"] for turn in episode(finger, "esi")["transcript"] if turn["speaker"] == "nurse").lower()
    assert "when did this happen" not in nurse and "when did this start" not in nurse, nurse


def test_an_assaults_hour_asked_after_last_night_is_no_re_ask() -> None:
    from triagesim.dialogue import check_artifact
    assault = case("assault2", 20, "F", "Sexually assaulted at a party last night, wants an exam",
                   "A 20-year-old woman was sexually assaulted at a party last night and wants an examination.", acuity=2)
    artifact = episode(assault, "esi")
    nurse = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse").lower()
    assert "what time" in nurse
    assert not [defect for defect in check_artifact(artifact) if defect.kind == "reasked"]


@pytest.mark.parametrize("brand", ["toprol", "cardizem", "zestril", "norvasc", "prograf", "lithobid", "norco", "keflex"])
def test_a_medicine_typed_by_its_us_brand_is_one_the_patient_is_on(brand: str) -> None:
    """2026-12at terse (training): "takes toprol and cardizem" was answered "I don't take anything regularly"."""
    from triagesim.clinical.background import background_of
    assert background_of(f"dizzy and weak, takes {brand}").medications == [brand]
