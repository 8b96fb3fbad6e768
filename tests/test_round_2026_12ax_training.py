"""From the 2026-12ax sets and the forty-seventh read (training data after their one measurement): the new desk's habits
("neg fever", "n" for "and", "sp fall", "via police", ages typed "37 y", "6 mnth", "45 d"), the patient's own pronoun as
its sex, the relative typed as bringing or worrying as the one at the desk, and the prose read for meaning: a kick that
only felt like one, a man "with epilepsy" who has had no fit, a tingling forehead, a croup's noise that settled, a
ketone reading below the line, a methotrexate tablet, a hook driven deep, chlorine in the eye, a voice gone to a whisper,
grunts with no words, a torsion low on one side, a diabetic child's vomiting, a ball caught on a finger."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, episode, final_level, opening  # noqa: E402
from triagesim.cases import Case, Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.sexes import apparent_sex  # noqa: E402
from triagesim.clinical.speakers import companion_in_complaint  # noqa: E402


def _turns(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


def _row(complaint: str, acuity: int = 3, pain: float | None = None, **vitals: float) -> Case:
    """A registration row as the desk typed it: no age or sex columns, the complaint the only truth."""
    normal = dict(temperature=98.4, heartrate=80, resprate=16, o2sat=99, sbp=124, dbp=76)
    return Case(case_id="row", chief_complaint=complaint, acuity=acuity, pain=pain, vitals=Vitals(**{**normal, **vitals}))


# ------------------------------------------------------------------ the desk's habits
@pytest.mark.parametrize(("complaint", "age"), [
    ("burned hand on the oven rack, tried cold water, 37 y", 37.0),
    ("6 mnth, white patches in mouth, feeding ok, mom worried", 0.5),
    ("45 d, vomiting after every feed, fewer wet diapers", round(45 / 365, 3)),
    ("fever since yesterday, pulling at ear, 2 y", 2.0),
])
def test_an_age_typed_with_a_bare_letter_is_the_age(complaint: str, age: float) -> None:
    assert apparent_age(complaint) == age


@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    ("cough for 5 days, neg fever", {"cough"}, {"fever"}),
    ("fell off her bike, neg head strike", {"fall"}, {"head_injury"}),
])
def test_a_pertinent_negative_typed_neg_is_denied(text: str, heard: set[str], not_heard: set[str]) -> None:
    assert heard <= concepts(text) and not not_heard & concepts(text)


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("cough for 5 days, neg fever", "I haven't got any fever", "neg"),
    ("twisted knee, red n hot, tried ice", "red and hot", " n "),
    ("sp fall 3 rungs off a ladder, landed on right heel", "after a fall 3 rungs off a ladder", "sp "),
    ("via police in cuffs, shouting he will kill his neighbor", "The police brought me in, in handcuffs", "via"),
    ("passed out in the night, wife heard him fall, neg head strike", "my wife heard me fall", "I had a wife"),
    ("burned back of right hand on the oven rack, blister size of a quarter", "I burned the back of my right hand", "I'm burned"),
    ("burned back of right hand on the oven rack, blister size of a quarter", "a blister the size of a quarter", "got blister"),
    ("jaw locked open after a yawn, happened once before", "it's happened once before", "I happened"),
    ("weak for 3 days, neg fall, mind clear", "I haven't had a fall", "the no"),
    ("runny nose for 3 days, boss wants a note before she goes back", "my boss wants a note before I go back", "got boss"),
])
def test_the_desk_s_habits_are_said_as_speech(complaint: str, said: str, unsaid: str) -> None:
    reply = opening(complaint)
    assert said in reply and unsaid not in reply, reply


@pytest.mark.parametrize(("complaint", "sex"), [
    ("6 y, fell off the top bunk onto his arm, elbow swollen", "M"),
    ("4 y, pushed a pink bead up her right nostril", "F"),
    ("74 y, fainted, wife says his doctor was watching a bulge", "M"),
    ("per grandma 2 yo wont use L arm after she swung him by the hands", "M"),  # the cue above the pronoun
    ("husband says his wife collapsed", None),  # a pronoun before someone else says nothing
])
def test_the_patient_s_own_pronoun_is_its_sex(complaint: str, sex: str | None) -> None:
    assert apparent_sex(complaint) == sex


@pytest.mark.parametrize(("complaint", "companion"), [
    ("split chin on the coffee table, 1 y, grandpa brought him", "grandpa"),
    ("6 mnth, white patches in mouth, feeding ok, mom worried", "mom"),
    ("24 y, vomitting 2 days, father answers for her", "father"),
    ("52 y, runny nose, boss wants a note", None),
])
def test_the_relative_typed_as_bringing_or_worrying_is_at_the_desk(complaint: str, companion: str | None) -> None:
    assert companion_in_complaint(complaint) == companion


def test_a_baby_s_worried_mother_speaks_for_it() -> None:
    said = _turns(episode(_row("6 mnth, white patches in mouth that wont wipe off, feeding ok, neg fever, mom worried", 5,
                               heartrate=128, resprate=34), "esi"), "companion")
    assert said and said[0].startswith("I'm ") and ("mum" in said[0] or "mom" in said[0]), said


# ------------------------------------------------------------------ the prose read for meaning
@pytest.mark.parametrize(("text", "absent"), [
    ("A man felt as if someone had kicked him in the back of the heel while lunging for a shot at badminton.",
     {"trauma", "high_risk_mechanism"}),
    ("A man with epilepsy has missed this evening's lamotrigine and feels well.", {"seizure"}),
    ("The noisy breathing settled in the cold air on the drive in.", {"airway"}),
    ("Her blood ketone meter read 1.4 mmol/L.", {"dka"}),
    ("A woman takes methotrexate tablets for arthritis.", {"overdose"}),
    ("He drove a barbed hook deep into the pad of his thumb, and his nephew cut the line.", {"deep_wound", "laceration"}),
])
def test_what_the_prose_does_not_say_is_not_heard(text: str, absent: set[str]) -> None:
    assert not absent & concepts(text), concepts(text)


@pytest.mark.parametrize(("text", "present"), [
    ("He was shot in the leg.", {"high_risk_mechanism"}),
    ("Blood ketones 3.2 and vomiting.", {"dka"}),
    ("A scoop of chlorine granules blew back into his face and left eye.", {"eye_chemical"}),
    ("She sits upright, drooling, and can only whisper.", {"cannot_speak"}),
    ("He makes grunting sounds with no words.", {"unresponsive"}),
    ("His left pupil is larger than his right.", {"unequal_pupils"}),
    ("She has been coughing up bright red blood since lunch.", {"hemoptysis"}),
    ("He has a bite from a neighbors dog on his lip.", {"animal_bite"}),
    ("He caught a hard cricket ball on the tip of his ring finger.", {"trauma"}),
])
def test_what_the_prose_says_is_heard(text: str, present: set[str]) -> None:
    assert present <= concepts(text), concepts(text)


def test_a_tingling_forehead_is_not_said_as_hands() -> None:
    shingles = case("zoster", 72, "M", "Painful blistery rash on my forehead",
                    "A 72-year-old man has had a burning, tingling patch on the right side of his forehead for three days, and "
                    "this morning small blisters appeared on it. He rates the pain 3/10.", pain=3)
    reply = ask(shingles, "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?",
                FLUENT)
    assert "hands" not in reply


def test_a_neck_swelling_after_surgery_with_stridor_and_a_whisper_is_ats_1() -> None:
    neck = case("neck", 47, "F", "Neck swelling after thyroid surgery, noisy breathing",
                "A 47-year-old woman had part of her thyroid removed yesterday. Over the last hour the front of her neck has "
                "swollen hugely, and she now makes a high-pitched noise with every breath. She sits bolt upright, drooling and "
                "unable to swallow, and can only whisper. Her heart rate is 124, respiratory rate 32 and SpO2 91 %.",
                vitals=Vitals(heartrate=124, resprate=32, o2sat=91))
    assert final_level(neck, "ats")[0] == 1


def test_a_sudden_pain_low_on_one_side_with_vomiting_is_a_possible_torsion() -> None:
    torsion = case("torsion", 16, "F", "Sudden pain low on the right",
                   "A 16-year-old girl doubled over with sudden pain low in the right side of her tummy during netball practice "
                   "and has vomited three times since. She rates the pain 8/10, and her vital signs are within normal limits.",
                   pain=8)
    assert final_level(torsion, "esi")[0] == 2


def test_a_red_hot_lump_without_fever_is_drained_not_given_iv_antibiotics() -> None:
    assert final_level(_row("22 y, painful lump at the top of his butt crack, red n hot, hard to sit, neg fever", 4, pain=6),
                       "esi")[0] == 4


def test_a_stuck_hernia_that_vomited_once_is_not_yet_obstructed() -> None:
    assert final_level(_row("58 y, lump in right groin for months now stuck out n wont push back, hurts, threw up once", 3,
                            pain=7, heartrate=94), "esi")[0] == 3


# ------------------------------------------------------------------ the forty-seventh read
_OVEN = _row("burned back of right hand on the oven rack, blister size of a quarter, tried cold water, 37 y", 5, pain=4)


def test_a_burn_on_a_named_thing_tells_how_it_happened_and_where_it_hurts() -> None:
    assert ask(_OVEN, "How did the injury happen? Please walk me through it.", FLUENT) == \
        "I burned the back of my right hand on the oven rack."
    assert ask(_OVEN, "Where is the pain?", FLUENT).startswith("It's my right hand")


def test_a_small_child_s_wetting_accidents_are_no_injury_and_crying_to_wee_is_urinary() -> None:
    assert "trauma" not in concepts("She has had two accidents after being dry for a year.")
    assert "urinary" in concepts("She has cried when passing urine since yesterday.")
    assert {"road_crash", "trauma"} <= concepts("He was in a car accident.")


def test_a_wound_leaking_pus_is_not_said_to_bleed() -> None:
    wound = case("wound", 29, "F", "My caesarean wound is red and leaking",
                 "A 29-year-old woman had a caesarean section eight days ago. Since yesterday one end of her wound has become "
                 "red, hot and swollen, and this morning it began to leak cloudy fluid. Her temperature is 38.1 °C.",
                 vitals=Vitals(temperature=100.6))
    reply = ask(wound, "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or "
                       "bleeding?", FLUENT)
    assert "bleeding from" not in reply


def test_an_overdose_s_slur_is_not_called_a_stroke() -> None:
    nurse = " ".join(_turns(episode(_row("took a bottle of her amitriptyline 1 hour ago after a fight with her husband, drowsy n "
                                         "slurring, 42 y, via ambulance, husband found the empty bottle", 2,
                                         heartrate=118, sbp=104), "esi"), "nurse"))
    assert "stroke" not in nurse


def test_the_husband_who_found_the_bottle_says_i_found_it() -> None:
    said = _turns(episode(_row("took a bottle of her amitriptyline 1 hour ago after a fight with her husband, drowsy n slurring, "
                               "42 y, via ambulance, husband found the empty bottle", 2, heartrate=118, sbp=104), "esi"), "companion")
    assert "I found the empty bottle" in said[0]


def test_a_healing_burn_back_for_its_dressing_is_no_moderate_burn_and_is_not_cooled() -> None:
    dressing = case("dressing", 72, "F", "Dressing change for a hand burn",
                    "A 72-year-old woman burnt the back of her hand on an oven tray five days ago and was seen in the department "
                    "then. She has come back as asked for a dressing change. The burn is healing, with no spreading redness or "
                    "discharge. Her first set of observations is within normal limits.")
    artifact = episode(dressing, "ats")
    assert artifact["state"]["final_triage"] >= 4
    assert "cool running water" not in " ".join(_turns(artifact, "nurse"))


@pytest.mark.parametrize("text", ["A woman rolled her quad bike and was pinned under it for a few minutes.",
                                  "his tractor rolled over on the hill"])
def test_a_rolled_quad_bike_or_tractor_is_a_high_risk_mechanism(text: str) -> None:
    assert "high_risk_mechanism" in concepts(text)


def test_a_barbed_hook_driven_deep_is_ats_4_and_a_hook_alone_stays_5() -> None:
    hook = case("hook", 62, "M", "Fish hook stuck in his thumb",
                "A 62-year-old man drove a barbed hook deep into the pad of his right thumb while fishing. Neither he nor his "
                "nephew could work the hook back out. The thumb is pink. He describes his pain as 3/10.", pain=3)
    assert final_level(hook, "ats")[0] == 4
    assert "hook_embedded" not in concepts("I've got a fish hook in my left finger.")


def test_a_calf_swollen_after_a_flight_is_said_as_that_not_a_clot() -> None:
    from triagesim.clinical.presenting import told_findings
    told = told_findings("A 36-year-old woman's left calf has been sore and swollen since a long-haul flight from Dubai.")
    assert any("since the flight" in line for line in told) and not any("clot" in line for line in told), told


def test_drooling_that_cannot_be_swallowed_is_not_food_stuck() -> None:
    from triagesim.clinical.presenting import told_findings
    told = told_findings("She sits bolt upright, drooling and unable to swallow.")
    assert not any("food" in line for line in told), told


@pytest.mark.parametrize(("complaint", "said"), [
    ("8 weeks pregnant, cramping n bleeding, scan last week showed it in the womb",
     "I had a scan last week that showed the pregnancy was in my womb"),
    ("Early pregnancy with one-sided pain and a faint", "I'm in early pregnancy and I've got one-sided pain"),
    ("Talked down from a bridge", "I was talked down from a bridge"),
])
def test_more_of_the_desk_s_and_the_headline_s_words_are_speech(complaint: str, said: str) -> None:
    assert said in opening(complaint)


def test_breathing_and_swallowing_said_fine_are_no_yes() -> None:
    lip = _row("63 y, lower lip swollen since waking, started lisinopril last month, voice normal, neg trouble breathing or "
               "swallowing", 3)
    reply = ask(lip, "Has anything else been bothering you, like a fever, feeling sick, trouble breathing, dizziness or any "
                     "bleeding?", FLUENT)
    assert reply.startswith("No,"), reply


def test_a_tetanus_up_to_date_is_told_as_had_and_said_when_asked() -> None:
    shin = case("shin", 41, "F", "Cut my shin on the bath",
                "A 41-year-old woman slipped getting out of the bath and caught her shin on its edge, opening a gaping cut. The "
                "bleeding stopped with a towel pressed on it. She is up to date with her tetanus injections.")
    from triagesim.clinical.presenting import told_findings
    told = told_findings("She cut her shin. She is up to date with her tetanus injections.")
    assert "my tetanus jabs are up to date" in told and not any("need a tetanus" in line for line in told), told
    assert ask(shin, "Do you know when you last had a tetanus injection?", FLUENT) == "My tetanus jabs are up to date."


def _checked(case_: Case, exchanges: list[tuple[str, str]], kinds: tuple[str, ...]) -> list:
    """The dialogue check's defects of the given kinds for a hand-written exchange (nurse line, then the reply)."""
    from triagesim.dialogue import EpisodeFacts, Line, check_transcript
    lines = []
    for turn, (nurse, reply) in enumerate(exchanges):
        lines += [Line(turn, "nurse", nurse), Line(turn, "companion", reply)]
    return check_transcript(EpisodeFacts.of(case_.ground_truth(), {}), lines, ended=False, kinds=kinds)


_TODDLER = case("toddler", 2, "F", "High temperature", "A 2-year-old girl has had a fever for two days and is drinking less.",
                companion="mother")


def test_a_child_s_drinking_answers_a_feeding_question() -> None:
    assert not _checked(_TODDLER, [("Is she keeping fluids down, and still weeing like usual?",
                                    "She's only been drinking about half what she usually does.")], ("off_topic",))


def test_a_closing_safety_net_asks_nothing_again() -> None:
    assert not _checked(_TODDLER, [("Has she said anything about wanting to end her life?", "No, she's said she doesn't want to die."),
                                   ("Thank you for telling me. We'll keep her near the nurses' station; tell us straight away if the "
                                    "urge to hurt herself gets stronger.", "Okay.")], ("reasked",))


def test_fluids_kept_down_are_never_made_up() -> None:
    sick = _row("45 y, watery diarrhea for 3 days, vomiting since this morning", 3)
    reply = ask(sick, "Are you keeping fluids down, and still weeing like usual?", FLUENT)
    assert "small sips" not in reply and "sick" in reply, reply
    dry = case("dry", 70, "M", "Drowsy over three days, very dry", "A 70-year-old man has been drowsy for three days.")
    assert not ask(dry, "Are you keeping fluids down, and still weeing like usual?", FLUENT).startswith("I'm drinking okay")


@pytest.mark.parametrize(("complaint", "said"), [
    ("22 y, low belly pain both sides for 3 days", "pain low in my belly on both sides"),
    ("40 y, upper belly pain both sides after a curry", "pain high in my belly on both sides"),
    ("nurse from a clinic upstairs, stuck herself with a used needle", "I'm a nurse from a clinic upstairs"),
])
def test_a_place_typed_is_said_where_it_is(complaint: str, said: str) -> None:
    assert said in opening(complaint)
