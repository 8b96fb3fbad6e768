"""Training on the 2026-12aw sets and the forty-sixth read (measured once before; training data since): the desk's new
habits (an age "of age" in years, months or weeks, the patient's own account after "states", a pain score typed as
"rates N out of 10", texting words, who came "with him"), and what the sets' levels and the read found missed (a bleed
late in pregnancy, a silent choking toddler, a self-harm walking out, a crash at highway speed, a headache since a new
boiler, a nephrotic relapse, a palm-sized scald, a single vomit after a brief knock-out, a past withdrawal fit, the
patient's usual heartburn, hiccups on dialysis)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, opening, row  # noqa: E402

from triagesim.cases.models import Case, Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.background import background_of  # noqa: E402
from triagesim.clinical.presenting import told_findings  # noqa: E402
from triagesim.clinical.sexes import apparent_sex  # noqa: E402
from triagesim.clinical.story import narrative_function  # noqa: E402


@pytest.mark.parametrize(("complaint", "age"), [
    ("54 yoa, threw up blood twice", 54.0),
    ("9 moa, screaming fits every 15 min", 0.75),
    ("2 woa, cold to touch, wont latch", round(2 / 52, 3)),
    ("67 yom, right hand numb", 67.0),  # the sex run on still reads
])
def test_an_age_of_age_is_the_patient_s(complaint: str, age: float) -> None:
    assert apparent_age(complaint) == age


def test_a_word_that_only_looks_like_an_age_code_is_none() -> None:
    assert apparent_age("brought in by my mom, 2 mom friends with her") is None


@pytest.mark.parametrize(("complaint", "sex"), [
    ("wheezy since school, 7 yoa, mom with him", "M"),
    ("27 yoa, burning pee since monday, gf with her", "F"),
    ("83 yoa, catheter not draining, group home staff with him", "M"),
])
def test_who_came_with_the_patient_tells_the_patient_s_sex(complaint: str, sex: str) -> None:
    assert apparent_sex(complaint) == sex


@pytest.mark.parametrize(("complaint", "said", "not_said"), [
    ("slipped on ice, on apixaban, states didnt black out, goose egg", "I didn't black out", "states"),
    ("fever, stiff neck, states head is splitting", "my head is splitting", "states"),
    ("sore throat worse on left, rates 8 out of 10", "the pain is 8 out of 10", "rates"),
    ("spitting bc swallowing hurts", "because swallowing hurts", " bc "),
    ("took abt 20 acetaminophen after a fight with her bf", "about 20", " bf"),
    ("punched in right eye at a bar, bf drove him", "my boyfriend brought me in", "bf"),
    ("burning pee, states this is her usual bladder infection", "it's my usual", "my this"),
    ("tension headache, states just needs something stronger", "I just need something stronger", "is stronger"),
    ("feeding tube in stomach fell out an hour ago", "My feeding tube came out of my stomach", "I've been feeding"),
    ("passed out twice, pulse abt 30 on their machine", "my pulse on their machine was very slow", "I've got pulse"),
])
def test_the_desk_s_new_habits_are_said_as_speech(complaint: str, said: str, not_said: str) -> None:
    spoken = opening(complaint)
    assert said in spoken and not_said not in spoken


def test_a_pain_score_typed_in_the_complaint_is_heard_and_not_asked_again() -> None:
    artifact = episode(row("41 yoa, toothache lower right back tooth 4 days, rates 6 out of 10"), "esi")
    nurse = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse")
    assert "0 to 10" not in nurse


@pytest.mark.parametrize(("said", "heard"), [
    ("she doesn't know the month", "confusion"),
    ("out of her blood pressure pills 2 days", "refill"),
    ("feeding tube in stomach fell out an hour ago", "tube_problem"),
    ("burning in mid chest after spicy lunch", "chest_pain"),
    ("firework went off in his hands last nite", "burn"),
    ("shook all over for about 2 min at daycare", "seizure"),
    ("Headaches since the new boiler", "carbon_monoxide"),
    ("Her carer is in hospital", "social"),
    ("Cut her wrist, wants to leave", "leaving"),
    ("keeps walking toward the exit", "leaving"),
    ("she admits to thinking about dying but has no plan", "suicidal"),
    ("Hit a kangaroo on the highway", "road_crash"),
    ("hit a kangaroo at about a hundred kilometres an hour on the highway", "high_risk_mechanism"),
    ("his tummy and ankles now look swollen", "leg_swelling"),
    ("limp-armed and blue around the lips", "confusion"),
])
def test_what_the_sets_said_is_heard(said: str, heard: str) -> None:
    assert heard in concepts(said)


def test_a_child_carried_in_limp_armed_is_no_limp() -> None:
    assert "gait" not in concepts("limp-armed and blue around the lips")


def _row(complaint: str, age: float, **vitals: float) -> Case:
    return Case(case_id="row", chief_complaint=complaint, age=age, acuity=3, vitals=Vitals(**vitals))


def test_bleeding_late_in_pregnancy_is_high_risk() -> None:
    mother = case("aph", 33, "F", "Bleeding at thirty-two weeks pregnant",
                  "A 33-year-old woman who is thirty-two weeks pregnant woke to find the sheets soaked with bright red blood. She "
                  "denies pain or tightenings, and the baby is moving as usual. Her vital signs are within normal limits.", acuity=2)
    level, why = final_level(mother, "esi")
    assert level == 2 and "after 20 weeks of pregnancy" in why
    # the blood in the bed is what she tells, never a sight at the desk
    assert "heavy bleeding (turn 0" not in why


def test_a_silent_choking_toddler_is_level_one() -> None:
    toddler = case("choke", 2, "F", "Choked on a peanut, cannot cry",
                   "A 2-year-old girl is carried in from a birthday party, limp-armed and blue around the lips. Her mum says she "
                   "was running with a handful of peanuts, suddenly gagged and has made no sound since. She is making silent, "
                   "useless efforts to breathe. Observations are left until later.", acuity=1, companion="mum")
    assert final_level(toddler, "ats")[0] == 1
    assert final_level(toddler, "esi")[0] == 1


def test_a_self_harm_walking_out_cannot_wait() -> None:
    woman = case("leave", 24, "F", "Cut her wrist, wants to leave",
                 "A 24-year-old woman is brought in by her housemate after cutting her wrist deeply with a razor blade. Her housemate "
                 "says she left a note and wrote that she would do it properly next time. She keeps walking toward the exit and "
                 "states that she will not stay. Her measured observations sit within normal limits.", acuity=2, companion="housemate")
    level, why = final_level(woman, "ats")
    assert level == 2 and "unable to wait safely" in why


def test_a_teenager_s_cuts_with_thoughts_of_dying_are_told_and_heard() -> None:
    girl = case("cuts", 15, "F", "Fresh cuts on her forearm",
                "A 15-year-old girl is walked over from her school by the school nurse after a friend found fresh cuts on her "
                "forearm. The cuts are shallow and no longer bleeding, and she admits to thinking about dying but has no plan. Her "
                "measured observations sit within normal limits.", acuity=3, companion="school nurse")
    artifact = episode(girl, "ats")
    said = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "companion")
    assert "thinking about dying" in said and "walked over" not in said
    assert artifact["state"]["final_triage"] == 3
    assert narrative_function(girl.narrative) is None  # brought over, no limb's use


def test_a_crash_at_highway_speed_is_a_high_risk_mechanism() -> None:
    driver = case("roo", 52, "F", "Hit a kangaroo on the highway",
                  "A 52-year-old woman hit a kangaroo at about a hundred kilometres an hour on the highway, and her car left the "
                  "road. The airbags went off and she climbed out by herself. She has a red seatbelt mark across her left "
                  "shoulder but no belly or chest pain. Her measured observations sit within normal limits. She grades her pain "
                  "at 2/10.", acuity=3)
    assert final_level(driver, "ats")[0] == 3


def test_a_headache_since_a_new_boiler_shared_at_home_is_carbon_monoxide() -> None:
    woman = case("co", 38, "F", "Headaches since the new boiler",
                 "A 38-year-old woman has had a dull headache and nausea every morning for a week that fades at work. Since a new "
                 "gas boiler was fitted, her two children have also had headaches. Her vital signs are within normal limits.",
                 acuity=2)
    assert final_level(woman, "esi")[0] == 2
    assert "my children have had headaches too" in told_findings(woman.narrative, known=frozenset({"headache", "carbon_monoxide"}))


def test_a_nephrotic_relapse_is_worked_up_and_its_condition_told() -> None:
    assert background_of("a boy with nephrotic syndrome").past_medical_history == ["nephrotic syndrome"]
    boy = case("neph", 7, "M", "Puffy eyes again",
               "A 7-year-old boy with nephrotic syndrome has had puffy eyes each morning for three days, and his tummy and ankles "
               "now look swollen. The community nurse says this is the fourth relapse. He has no tummy pain or fever. His vital "
               "signs are within normal limits for his age.", acuity=3, companion="community nurse")
    assert final_level(boy, "esi")[0] == 3
    assert "nephrotic syndrome" in ask(boy, "Does he have any medical conditions?")


def test_a_palm_sized_scald_in_a_toddler_is_worked_up_at_three() -> None:
    boy = case("scald", 3, "M", "Scalded by a kettle",
               "A 3-year-old boy tipped a freshly boiled kettle over his left shoulder and upper arm. There is a blistered, "
               "weeping area roughly twice the size of his palm, and he is crying but can be comforted. His vital signs are "
               "within normal limits for his age.", acuity=3, companion="mother")
    assert final_level(boy, "esi")[0] == 3


@pytest.mark.parametrize(("complaint", "level"), [
    ("16 yoa, helmet to helmet at football, knocked out abt 10 seconds, threw up once in the car, now alert", 3),
    ("48 yoa, shaky and sweaty, last drink abt 24 hours ago, wants to detox, states had a withdrawal seizure once", 3),
    ("45 yoa, burning in mid chest after spicy lunch, feels like her usual heartburn, antacid helped some, pmh reflux", 3),
    ("71 yoa, hiccups nonstop since saturday, cant eat or sleep, pmh kidney failure on dialysis", 3),
    ("67 yoa, feeding tube in stomach fell out an hour ago, pmh stroke", 4),
    ("62 yoa, out of her blood pressure pills 2 days, no headache, pmh high blood pressure", 5),
])
def test_the_terse_set_s_boundaries_are_judged_as_its_writer_did(complaint: str, level: int) -> None:
    age = apparent_age(complaint) or 40
    vitals = dict(temperature=98.4, heartrate=84, resprate=16, o2sat=98, sbp=130, dbp=80)
    assert final_level(_row(complaint, age, **vitals), "esi")[0] == level


def test_an_infant_typed_in_weeks_of_age_keeps_an_infant_s_limits() -> None:
    baby = _row("7 moa, red bumpy diaper rash for 3 days, no fever, feeding and wetting fine", apparent_age("7 moa") or 0,
                temperature=98.9, heartrate=128, resprate=30, o2sat=99, sbp=88, dbp=52)
    assert final_level(baby, "esi")[0] == 5


def test_a_wound_the_length_of_a_thumbnail_is_no_thumb() -> None:
    told = told_findings("The wound is about the length of a thumbnail, and he cannot bend the tip of his little finger.",
                         known=frozenset({"laceration"}))
    assert told == ["I can't bend the tip of my finger"]


def test_a_faint_told_by_the_one_who_fainted_is_said_once_and_plainly() -> None:
    man = case("faint", 24, "M", "Fainted in church", "A 24-year-old man fainted standing in a church choir and was out for a few "
               "seconds. He is back to his usual self now.", acuity=3)
    assert ask(man, "How long were you out for, and are you back to your usual self now?") == (
        "I was told I was out for a few seconds, and I feel more like myself now.")


def test_a_usual_trouble_is_its_history_without_today_s_words() -> None:
    assert ask(row("usual tension headache like a band round her head since afternoon, no fever"),
               "Do you have any medical conditions?").startswith("I've got a long history of tension headache.")
