"""Training on the 2026-12av sets and the forty-fifth read (measured once before; training data since): the desk's new
habits (an age with the sex run on, "per" whoever told it, "onset" fragments, "wo" for without, a condition's initials in
lower case), and what the read found said wrongly or missed (a tooth knocked out heard as a blackout, a tonsil bed's bleed
heard as an overdose, a chin bent to the chest heard as a deformity, a shocked man asked when it started)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, opening, row  # noqa: E402

from triagesim.agents.offline.abbreviations import patient_complaint  # noqa: E402
from triagesim.cases.models import Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.presenting import seen_in_complaint  # noqa: E402
from triagesim.clinical.sexes import apparent_sex  # noqa: E402


def _nurse(artifact: dict) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse"]


@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("67 yom, right hand numb", 67.0, "M"),
    ("pushed a bead up her nostril, per mom, 4 yof", 4.0, "F"),
    ("2 wof, hot since last night, per mom", round(2 / 52, 3), "F"),
    ("34 wom, swallowed a coin", round(34 / 52, 3), "M"),
])
def test_an_age_with_the_sex_run_on_is_the_patient_s(complaint: str, age: float, sex: str) -> None:
    assert apparent_age(complaint) == age
    assert apparent_sex(complaint) == sex
    assert "yo" not in opening(complaint) and "wo" not in opening(complaint).split()


@pytest.mark.parametrize(("complaint", "said"), [
    ("cough for a week, per staff", "the staff said"),
    ("cut both forearms, per school counselor", "the school counselor said"),
    ("stitches out, per urgent care", "the urgent care clinic told me to come in"),
    ("took the wrong pills, per poison center", "the poison centre told me to come in"),
])
def test_who_told_it_is_said_as_a_person_says_it(complaint: str, said: str) -> None:
    assert said in opening(complaint)


@pytest.mark.parametrize(("item", "said"), [
    ("onset after lunch", "it started after lunch"),
    ("onset sat", "it started on Saturday"),
    ("onset 3 am", "it started at 3 am"),
    ("onset this am", "it started this morning"),
    ("wo leg numbness", "without leg numbness"),
    ("dm", "diabetes"),
    ("bph", "an enlarged prostate"),
    ("prior cva", "I've had a stroke before"),
    ("each spell 10 min", "each spell lasted about ten minutes"),
    ("loc unsure", "I'm not sure if I passed out"),
])
def test_the_desk_s_fragments_are_said_as_speech(item: str, said: str) -> None:
    assert said in patient_complaint(f"back pain, {item}")


def test_without_denies_what_follows() -> None:
    assert "angioedema" not in concepts("wo lip or tongue swelling")
    assert "swelling" not in (seen_in_complaint("hives all over, wo lip or tongue swelling") or "").lower()


def test_drooling_is_seen_as_drooling_and_a_broken_jaw_is_no_airway() -> None:
    assert seen_in_complaint("punched in the jaw, drooling a bit") == "Drooling."
    artifact = episode(row("25 yom, punched in the jaw at a party, teeth dont meet right, cant open wide, drooling a bit, no loc"), "esi")
    assert artifact["state"]["final_triage"] == 3
    still = episode(row("swallowed a coin, drooling, noisy breathing"), "esi")
    assert still["state"]["final_triage"] == 2  # the noise is the airway's


@pytest.mark.parametrize(("complaint", "level"), [
    ("67 yom, right hand went numb and clumsy twice today, normal now, prior cva", 2),  # spells that came back: a TIA
    ("20 wof, yellow crusty scales on her scalp, feeding well, no fever, per mom", 5),  # cradle cap
    ("40 yom, paint spray gun went into left index fingertip at work, small hole", 3),  # a high-pressure injection
    ("19 yof, tongue pierced 2 days ago, swolen and sore, talking ok", 5),
])
def test_new_presentations_of_the_desk_are_recognised(complaint: str, level: int) -> None:
    assert episode(row(complaint), "esi")["state"]["final_triage"] == level


def test_a_chin_bent_to_the_chest_with_a_fever_is_meningism() -> None:
    girl = case("men", 6, "F", "Fever, headache and sleepy",
                "A 6-year-old girl has had a fever and headache since yesterday and has vomited four times today. She cries when "
                "the light is switched on. She winces when her chin is bent to her chest. Her temperature is 39.5 °C, heart rate "
                "148.", vitals=Vitals(temperature=39.5, heartrate=148), companion="foster carer")
    assert {"neck_stiffness"} <= concepts("She winces when her chin is bent to her chest.")
    assert "deformity" not in concepts("She winces when her chin is bent to her chest.")
    assert "photophobia" in concepts("She cries when the light is switched on.")
    artifact = episode(girl, "ats")
    assert artifact["state"]["final_triage"] == 2
    assert not any("move her fingers" in line for line in _nurse(artifact))


def test_a_tonsil_bed_bleeding_is_no_overdose() -> None:
    boy = case("tonsil", 6, "M", "Spitting blood a week after tonsils out",
               "A 6-year-old boy had his tonsils out seven days ago and has spat bright blood into a bucket twice in the last hour. "
               "His papa says he has swallowed a lot of it too, and he vomited a dark clot in the car.", companion="papa")
    assert "overdose" not in concepts("His papa says he has swallowed a lot of it too")
    artifact = episode(boy, "ats")
    assert artifact["state"]["final_triage"] == 2
    said = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] != "nurse")
    assert "overdose" not in said and "spitting blood, a week after having his tonsils out" in said


def test_a_tooth_knocked_out_whole_is_no_blackout_and_no_allergy() -> None:
    girl = case("tooth", 12, "F", "Front tooth knocked out at the pool",
                "A 12-year-old girl knocked out an upper front tooth on the edge of the pool twenty minutes ago. The lifeguard says "
                "the tooth came out whole and has been kept in a cup of milk. Her lip is swollen but not cut through.",
                companion="lifeguard")
    assert "head_injury" not in concepts("her front tooth got knocked out at the pool")
    assert "broken_tooth" not in concepts("the tooth came out whole")
    artifact = episode(girl, "esi")
    assert artifact["state"]["final_triage"] == 4
    said = artifact["transcript"][1]["text"]
    assert "the tooth came out whole, and it's been kept in a cup of milk" in said and "lifeguard says" not in said


@pytest.mark.parametrize(("said", "not_heard"), [
    ("since he cut his nails very short", "laceration"),
    ("after a morning playing in cut grass", "laceration"),
    ("her mouth is full of ulcers", "ulcer"),
    ("his belly is swollen with fluid", "abdominal_pain"),
])
def test_words_that_only_look_like_a_finding_are_not_heard_as_it(said: str, not_heard: str) -> None:
    assert not_heard not in concepts(said)


@pytest.mark.parametrize(("complaint", "said"), [
    ("Noisy breathing and going grey", "I've got noisy breathing"),
    ("Purple spots and hard to wake", "I've got purple spots and I'm hard to wake"),
    ("Back pain and numb down below", "I've got back pain and I'm numb down below"),
    ("Fitting late in pregnancy", "I've been fitting, and I'm late in my pregnancy"),
    ("only 2 wet nappies since yesterday, more sleepy, off food", "I've only had two wet nappies since yesterday"),
    ("vomiting x 5, thirsty all week, breath smells fruity", "I've been thirsty all week and my breath smells fruity"),
])
def test_a_headline_is_said_as_a_person_says_it(complaint: str, said: str) -> None:
    assert said in opening(complaint)


def test_a_man_pale_and_cold_vomiting_blood_is_escalated_at_once() -> None:
    man = case("ugib", 67, "M", "Vomiting large amounts of blood",
               "A 67-year-old man with cirrhosis has vomited bright red blood three times since dinner. He is pale, cold to the touch "
               "and slow to answer, and his belly is swollen with fluid. His blood pressure is 76/44.", vitals=Vitals(sbp=76, dbp=44))
    assert "poor_perfusion" in concepts("cold to the touch and slow to answer")
    assert "straight away" in _nurse(episode(man, "ats"))[1]


def test_a_kneecap_is_asked_whether_it_bears_weight() -> None:
    nurse = " ".join(_nurse(episode(row("kneecap slid out to the side dancing, leg stuck bent"), "esi")))
    assert "fingers" not in nurse


def test_a_head_knock_s_vomit_is_no_pregnancy_question() -> None:
    girl = case("hockey", 14, "F", "Hit on the head by a hockey stick",
                "A 14-year-old girl was struck on the side of the head by a hockey stick during a school match. She has vomited "
                "once since.", companion="match referee")
    assert not any("period" in line for line in _nurse(episode(girl, "esi")))


def test_a_tooth_knocked_out_is_no_yes_to_a_blackout() -> None:
    girl = case("tooth", 12, "F", "Front tooth knocked out at the pool",
                "A 12-year-old girl knocked out an upper front tooth on the edge of the pool twenty minutes ago.", companion="lifeguard")
    reply = ask(girl, "Did she black out at all when it happened?")
    assert not reply.startswith("Yes"), reply


def test_a_new_mother_s_partner_answers_for_the_baby_too() -> None:
    mother = case("pp", 27, "F", "Not sleeping and frightened after having a baby",
                  "A 27-year-old woman who gave birth eleven days ago has barely slept for four nights and believes the baby has "
                  "been swapped for a stranger's.", companion="husband")
    reply = ask(mother, "Has she said anything about harming herself or the baby?")
    assert "the baby" in reply, reply


def test_a_twist_told_with_its_landing_is_not_asked_again() -> None:
    nurse = " ".join(_nurse(episode(case("knee", 32, "F", "Twisted my knee at netball",
                                         "A 32-year-old woman twisted her right knee landing from a jump at netball practice last night."),
                                    "esi")))
    assert "How did the injury happen" not in nurse


def test_a_crash_late_in_pregnancy_with_the_baby_still_is_ats_2() -> None:
    still = case("crash", 26, "F", "Pregnant, belly pain after a car crash",
                 "A 26-year-old woman, 30 weeks pregnant, was driving a car that ran into the back of a truck. She has a seatbelt "
                 "bruise across her lower belly and tightenings every few minutes. She has not felt the baby move since the crash.")
    assert episode(still, "ats")["state"]["final_triage"] == 2
    mild = case("crash2", 31, "F", "Car crash while pregnant",
                "A 31-year-old woman who is 29 weeks pregnant was the driver in a rear-end crash. Her seatbelt crossed her bump "
                "and she has a mild ache low in her belly but no bleeding. Her pain is 3/10.")
    assert episode(mild, "ats")["state"]["final_triage"] == 3


def test_vomiting_that_will_not_stop_is_said_whole() -> None:
    woman = case("vert", 66, "F", "Room spinning and vomiting",
                 "A 66-year-old woman woke with the room spinning whenever she turns her head and has vomited six times.")
    said = " ".join(turn["text"] for turn in episode(woman, "ats")["transcript"] if turn["speaker"] != "nurse")
    assert "vomiting non-stop" in said and "vomiting over," not in said


@pytest.mark.parametrize(("said", "not_heard"), [
    ("while collecting a prescription for his wife", "refill"),
    ("A 12-year-old girl knocked out an upper front tooth on the edge of the pool", "head_injury"),
    ("Her recorded observations fall within normal limits.", "fall"),
])
def test_someone_else_s_errand_and_a_tooth_s_knock_are_not_the_patient_s(said: str, not_heard: str) -> None:
    assert not_heard not in concepts(said)


def test_a_stab_wound_to_the_chest_is_escalated_at_once() -> None:
    nurse = _nurse(episode(row("34 yom, stabbed in left chest outside a bar, holding a towel on it, per police"), "esi"))
    assert "straight away" in nurse[1] or "resuscitation team" in nurse[1]


@pytest.mark.parametrize(("item", "said"), [
    ("off meds for a month", "off my medication for a month"),
    ("no sleep for 5 nights", "I've not slept for five nights"),
])
def test_a_medicine_stopped_and_nights_without_sleep_are_said_as_speech(item: str, said: str) -> None:
    assert said in opening(f"yelling at staff, {item}")
