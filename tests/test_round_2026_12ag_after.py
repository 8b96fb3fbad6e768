"""Training on the 2026-12ag sets and the thirtieth read (after their one measurement): what the sets showed the engine
did not hear or say, as probe rows and stories written here in their style (no row of a set is copied).

Heard: a blackout said as a noun, "sleepier than usual" (a lethargy in a feverish newborn only), breathing grown harder, a
staggered overdose "by the handful", a fireball over the face and hands, a limb pinned or gone tight and shiny, a threat to
hit staff, worsening anxiety, a pregnancy to be confirmed, a brief pause in breathing that is over. Not heard: a back
garden's back, a business's collapse, a steering wheel punched in distress, "three hours of sleep" as an onset, a vomiting
bug that settled, a vaccine "not yet due". Said: the age and sex typed last ("... 24M"), "KO briefly", sentence-case
fragments, a run typed in capitals cut where a time ends or a denial begins, "c/o" after a history, a deformity noted.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.sexes import apparent_sex

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts as _heard, episode, final_level, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


def _level(complaint: str, algorithm: str = "esi", *, age: float = 40, sex: str = "F", pain: int | None = None, **vitals) -> int:
    normal = {"heartrate": 84, "resprate": 16, "o2sat": 98, "sbp": 128, "dbp": 78, "temperature": 98.6}
    return final_level(Case(case_id="probe", chief_complaint=complaint, age=age, sex=sex, acuity=3, pain=pain,
                            vitals={**normal, **vitals}), algorithm)[0]


# ------------------------------------------------------------------ heard, and not heard
@pytest.mark.parametrize(("text", "concept"), [
    ("knocked off his scooter with a brief blackout", "syncope"),
    ("she is sleepier than her parents expect", "sleepier"),
    ("over two days her breathing has become much harder", "sob"),
    ("it's harder to breathe when I lie down", "sob"),
    ("he has been taking codeine tablets by the handful since Sunday", "overdose"),
    ("I took extra pills over the last few days", "overdose"),
    ("a fireball shot up into his face when he lit the heater", "burn"),
    ("the lighter fluid flared up and caught her hands", "burn"),
    ("his forearm was pinned under the log for thirty minutes", "compartment_risk"),
    ("the calf is tense and shiny", "compartment_risk"),
    ("threatened to punch the security guard", "aggression"),
    ("I've got crippling anxiety", "mental_health"),
    ("she would like her pregnancy confirmed", "pregnancy_test"),
    ("the baby stopped breathing for a few seconds in his cot", "brief_apnoea"),
    ("he feels slightly sick", "vomiting"),
])
def test_a_finding_said_in_these_words_is_heard(text, concept):
    assert concept in _heard(text), _heard(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("he was mowing in his back garden when it started", "back_pain"),
    ("he is distressed after the collapse of his business", "syncope"),
    ("I'm upset since my company's collapse", "syncope"),
    ("he sat in the car punching the steering wheel and sobbing", "aggression"),
    ("the baby stopped breathing briefly and is pink now", "hardly_breathing"),
    ("she is not yet due for her next immunisations", "scheduled_vaccine"),
    ("she had a tummy bug last weekend that settled by Monday", "vomiting"),
])
def test_words_that_only_look_like_a_finding_are_not_heard(text, concept):
    assert concept not in _heard(text), _heard(text)


def test_hours_of_sleep_are_no_onset():
    from triagesim.clinical.story import narrative_onset

    assert narrative_onset("A 40-year-old man has had only two hours of sleep a night for a week since his father died.") != "two hours ago"


@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("FELL OFF QUAD BIKE NOW NECK PAIN 31M", 31.0, "M"),
    ("Dizzy since lunch. Vomited twice. 64F.", 64.0, "F"),
    ("fell from 3M onto concrete", None, None),  # three metres, never a three-year-old boy
])
def test_the_age_and_sex_code_typed_last_is_read(complaint, age, sex):
    assert apparent_age(complaint) == age and apparent_sex(complaint) == sex


# ------------------------------------------------------------------ said in plain words
@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("STRUCK WITH PLANK KO BRIEFLY NOW WORSE HA AND VOMITING 30M", "I was knocked out briefly and now the headache is worse and I'm vomiting", "ko"),
    ("c/o melena x2 today lightheaded on blood thinner", "and I'm lightheaded and on a blood thinner", "today lightheaded"),
    ("Kidney stones before. Flank pain 3 hours. Vomited once.", "I've had", "Kidney stones before. flank"),
    ("Asthma. Used inhaler 8 times today. Talking in sentences. 33F.", "I used my inhaler", "talking in sentences"),
    ("HEADACHE ALL MORNING NECK STIFF NO RASH HX MIGRAINE", "all morning, my neck", "morning neck"),
    ("s/p fall off swing age 7 c/o R wrist pain obvious deformity", "it looks bent out of shape", "complaining of"),
    ("car jack slipped + R forearm pinned 15 min + pain 9", "my right forearm got pinned", "pain 9"),
    ("Petrol flared up at the campsite", "The petrol flared up", "I've got petrol"),
    ("Threatened to hit triage RN", "the triage nurse", " rn"),
    ("Leg ulcer dressing", "I need the dressing on my ulcer changed", "an a sore"),
    ("Wants pregnancy confirmed", "I want my pregnancy confirmed", "I want pregnancy"),
])
def test_a_typed_complaint_is_said_as_a_person_says_it(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never.lower() not in reply.lower(), reply


def test_a_splinter_of_glass_is_said_as_glass():
    reply = ask(case("probe", 30, "M", "Cut my hand on a broken glass",
                     "A 30-year-old man cut his palm on a broken glass while washing up. He thinks a sliver of glass is still in "
                     "the cut. His vital signs are within normal limits."), "Anything else you've noticed?", _FLUENT)
    assert "splinter in my finger" not in reply, reply


def test_what_was_taken_over_days_is_not_given_a_time_of_hours():
    reply = ask(row("took extra painkillers over the weekend", sex="M"),
                "Can you tell me exactly what you took, how much of it, and roughly what time?", _FLUENT)
    assert "over the weekend" in reply and "hours ago" not in reply, reply


# ------------------------------------------------------------------ levels
@pytest.mark.parametrize(("complaint", "algorithm", "level", "kwargs"), [
    ("hit on head with cricket bat KO briefly now worse HA and vomiting", "esi", 2, {"age": 22, "sex": "M", "pain": 7}),
    ("c/o melena x2 today lightheaded on blood thinner", "esi", 2, {"heartrate": 110, "sbp": 102, "pain": 2}),
    ("yelling, paranoid, threatened to hit staff", "esi", 2, {"age": 45, "sex": "M"}),
    ("tractor wheel pinned R calf 25 min, calf tight and shiny", "esi", 2, {"pain": 9, "age": 50, "sex": "M"}),
    ("Needs medical certificate after a tummy bug that settled", "ats", 5, {"age": 20}),
    ("Worsening anxiety and poor sleep", "ats", 4, {"age": 40}),
])
def test_the_level_follows_the_picture(complaint, algorithm, level, kwargs):
    assert _level(complaint, algorithm, **kwargs) == level


@pytest.mark.parametrize(("complaint", "age", "sex", "story", "algorithm", "level"), [
    # a feverish newborn sleepier than usual: lethargy at this age (ATS 2)
    ("Hot and sleepy newborn", 0.044, "M", "A 16-day-old boy has felt hot since the afternoon and is sleepier than his parents "
     "expect, feeding for only a few minutes at a time. His temperature is 38.4 °C.", "ats", 2),
    # back pain with retention and weak legs in a man with cancer: the cord pressed on (ATS 2)
    ("Weak legs, no urine since last night", 66, "M", "A 66-year-old man with lung cancer has had mid-back pain for ten days, "
     "and since this morning his legs feel weak and heavy. He has not passed urine since last night. His vital signs are "
     "within normal limits. His pain is 6/10.", "ats", 2),
    # a flash burn to the face and hands with no airway signs: a burn by its extent (ESI 3), not an airway (ESI 2)
    ("Petrol flared up lighting a bonfire", 41, "M", "A 41-year-old man lit a bonfire with petrol and a fireball flashed up "
     "into his face and over his hands. His eyebrows are singed and the backs of his hands are blistered, but his voice is "
     "normal, he is not coughing and there is no soot in his mouth. His vital signs are within normal limits, and he rates "
     "the pain 5/10.", "esi", 3),
    # an infected cat bite: bloods and IV antibiotics (ESI 3)
    ("Cat bite, hand now swollen", 58, "F", "A 58-year-old woman was bitten on the hand by her cat two days ago. The hand is "
     "now swollen, red and throbbing around the puncture wounds. Her vital signs are within normal limits, and she rates the "
     "pain 5/10.", "esi", 3),
    # a migraine that cannot keep its tablets down: fluids and an injection (ESI 3)
    ("My migraine will not go", 29, "F", "A 29-year-old woman has her usual migraine, which has lasted two days. She has "
     "vomited five times and cannot keep her tablets down. Her vital signs are within normal limits, and she rates the pain "
     "6/10.", "esi", 3),
    # an infant's apnoea that passed: watched, ATS 2, not a child not breathing (ATS 1)
    ("Coughing fits, went blue", 0.13, "M", "A 7-week-old boy has had a cough for ten days with coughing fits, and today he "
     "stopped breathing briefly after one and went blue. He is pink now. His vital signs are within normal limits for his "
     "age.", "ats", 2),
])
def test_a_told_story_is_graded_by_what_it_means(complaint, age, sex, story, algorithm, level):
    assert final_level(case("probe", age, sex, complaint, story), algorithm)[0] == level


# ------------------------------------------------------------------ the second pass over the sets and the thirtieth read
@pytest.mark.parametrize(("text", "concept"), [
    ("she only wakes to voice", "confusion"),
    ("he grabbed a live cable behind the washing machine", "electrical_injury"),
    ("I felt the current run up my arm", "electrical_injury"),
    ("PICC won't flush this morning", "tube_problem"),
    ("no poo for four days", "constipation"),
    ("chin stitches put in last week here for removal", "suture_removal"),
    ("my knee pain is the same as usual", "usual_pain"),
    ("hit in the mouth with a cricket ball", "trauma"),
])
def test_more_findings_said_in_these_words_are_heard(text, concept):
    assert concept in _heard(text), _heard(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("He woke in the night with a fluttering, buzzing noise deep in his left ear", "palpitations"),
    ("a small burn on the pad of his thumb", "vaginal_bleeding"),
    ("he has felt shaky since the shock", "withdrawal"),
    ("he touched a live wire in the fuse box", "high_voltage"),
    ("her nose looks crooked", "deformity"),
    ("a buzzing noise deep in her ear", "deep_wound"),
])
def test_more_words_that_only_look_like_a_finding_are_not_heard(text, concept):
    assert concept not in _heard(text), _heard(text)


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("FOUND IN PARK SHIVERING DROWSY WAKES TO VOICE", "only wake when someone talks", "wakes to voice"),
    ("FOUND DOWN BY SON INSULIN PUMP GLUCOSE 31", "an insulin pump", "wake her insulin pump"),
    ("s/p fall off bed age 2 lip cut bleeding", "lip is cut and bleeding", "age 2"),
    ("s/p cat bit L hand puncture x3 cat vaccinated", "three puncture wounds", "x3"),
    ("c/o dizzy since noon feels sick hx vertigo off meds", "off my medication", "noon feels"),
    ("had baby 4 days ago + sudden chest pain", "I suddenly got chest pain", "I'm sudden"),
    ("s/p circular saw R thumb tip cut off brought tip in bag", "I've brought the tip in a bag", "brought tip"),
    ("stuck self with used needle at work + cleaner + source pt known", "I'm a cleaner", "stuck self"),
    ("FELL IN KITCHEN L WRIST SWOLLEN WALKING OK", "my left wrist", "kitchen l wrist"),
    ("Left inhaler at home", "I left my inhaler", "got left"),
    ("Motorbike vs tree, helmet cracked", "My motorbike hit a tree", " vs "),
    ("Pot of soup pulled over onto her", "I pulled a pot over onto myself", "got pot"),
    ("Baby being sick after feeds", "baby is being sick", "the being"),
    ("Car crash, walking at scene", "I've been able to walk since", "I've been walking"),
])
def test_a_run_or_a_headline_is_said_as_a_person_says_it(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never.lower() not in reply.lower(), reply


@pytest.mark.parametrize(("complaint", "algorithm", "level", "kwargs"), [
    ("Brown spotting at 7 weeks pregnant, no pain", "ats", 4, {"age": 26}),
    ("Knee pain, same as usual", "ats", 5, {"age": 74, "pain": 3}),
    ("chest pain same as usual", "esi", 2, {"age": 62, "sex": "M", "pain": 5}),  # never minor
    ("80F FELL IN HALLWAY R KNEE BRUISED WALKING OK", "esi", 4, {"age": 80, "pain": 3}),
    ("s/p scalp stitches 8 days ago here for removal", "esi", 5, {"pain": 0}),
    ("No poop in 4 days. Age 5. Eating and playing.", "esi", 5, {"age": 5, "pain": 1, "heartrate": 100, "resprate": 22}),
    ("PICC line wont flush, on home antibiotics", "esi", 4, {"pain": 0}),
])
def test_more_levels_follow_the_picture(complaint, algorithm, level, kwargs):
    assert _level(complaint, algorithm, **kwargs) == level


def test_a_crushed_shin_tingling_in_its_toes_is_no_spinal_cord():
    story = ("A 40-year-old man had a stack of timber fall onto his left shin at work an hour ago. The shin is swollen and tense, "
             "and tingling has spread into his toes. His foot is warm with a good pulse. His heart rate is 98, and pain 7/10.")
    level, why = final_level(case("probe", 40, "M", "Shin crushed by timber", story), "ats")
    assert level == 3 and "spinal" not in why, why


def test_a_class_named_with_a_medicine_of_it_is_said_once():
    from triagesim.clinical.background import background_of

    assert background_of("fall, on blood thinner", "She takes rivaroxaban for a clot in her leg.").medications == ["rivaroxaban"]
    assert background_of("fall, on blood thinner").medications == ["a blood thinner"]


def test_no_to_the_baby_moving_less_is_no_denied_pregnancy():
    from triagesim.dialogue import check_artifact

    artifact = episode(row("32 wks pregnant + fell on stairs"), "esi")
    found = [d for d in check_artifact(artifact) if d.kind == "case_contradiction"]
    assert not found, found


# ------------------------------------------------------------------ the third pass: ages, companions, first aid
def _opening_of(complaint: str, sex: str | None = None) -> str:
    return ask(Case(case_id="probe", chief_complaint=complaint, acuity=2, sex=sex), "What's brought them in today, and how old are they?",
               _FLUENT)


@pytest.mark.parametrize(("complaint", "said"), [
    ("Swallowed 3 coins from a jar. Age 5. Tummy hurts a bit.", "5."),  # never dropped for the "3" of the coins
    ("Ate grandads heart pills, drowsy but rousable, age 3 (grandad)", "my heart"),  # the grandad's own tablets
    ("Pulled ear, crying, age 2 (nan)", "I'm their nan"),
])
def test_a_companion_named_in_brackets_speaks_and_says_the_age(complaint, said):
    reply = _opening_of(complaint)
    assert said in reply, reply


@pytest.mark.parametrize(("complaint", "age"), [
    ("Got into nans BP pills, sleepy, age 2 (nan)", 2.0),
    ("history of asthma since age 5 now wheezy", None),
])
def test_an_age_typed_before_a_bracket_is_read_and_one_since_an_age_is_not(complaint, age):
    assert apparent_age(complaint) == age


@pytest.mark.parametrize(("complaint", "level"), [("Ate grandads heart pills, drowsy but rousable, age 3 (grandad)", 2)])
def test_a_toddler_into_someones_tablets_is_an_overdose(complaint, level):
    assert final_level(Case(case_id="probe", chief_complaint=complaint, acuity=2,
                            vitals={"heartrate": 90, "resprate": 24, "o2sat": 98, "sbp": 90, "temperature": 98.0}), "esi")[0] == level


@pytest.mark.parametrize(("story", "said"), [
    ("A 9-year-old boy burnt his hand on a hot iron this morning. He held it under the cold tap for twenty minutes. There is "
     "one small blister. His vital signs are within normal limits.", "held it under the cold tap for twenty minutes"),
    ("A 30-year-old man spilled boiling water on his foot an hour ago. Nothing was done for it before he came in. His vital "
     "signs are within normal limits.", "hasn't been under the tap"),
])
def test_a_burns_cooling_is_answered_from_the_story(story, said):
    sex = "M"
    reply = ask(case("probe", 9 if "9-year" in story else 30, sex, "Burnt hand" if "hand" in story else "Scalded foot", story),
                "Has the burn been held under cool running water yet?", _FLUENT)
    assert said in reply, reply


def test_a_burn_is_asked_about_cooling():
    lines = [turn["text"] for turn in episode(
        case("probe", 30, "F", "Burnt arm on the oven", "A 30-year-old woman burnt her forearm on an oven tray an hour ago. "
             "Her vital signs are within normal limits, and she rates the pain 4/10."), "esi")["transcript"]
             if turn["speaker"] == "nurse"]
    assert any("cool running water" in line for line in lines), lines


def test_the_background_asked_after_a_reliever_was_talked_about_is_no_reask():
    from triagesim.dialogue import check_artifact

    artifact = episode(row("Asthma. Used inhaler 8 times today. Still wheezy."), "esi")
    assert not [d for d in check_artifact(artifact) if d.kind == "reasked"]


def test_a_toddlers_scald_over_several_palms_is_esi_2_and_the_palm_is_no_place_of_pain():
    from triagesim.clinical.story import narrative_location

    story = ("A 2-year-old boy pulled a mug of tea off the table over his chest twenty minutes ago. The skin on his chest is red "
             "and blistered over an area larger than three of his own palms, and he screams and cannot be settled. His heart "
             "rate is 160.")
    assert final_level(case("probe", 2, "M", "Tea spilled on his chest", story), "esi")[0] == 2
    assert narrative_location("There are blisters over an area about the size of her palm.") is None


@pytest.mark.parametrize(("complaint", "said"), [
    ("On chemo, last dose 6 days ago, fever tonight", "this evening"),
    ("rash this morning after new soap", "this morning"),
])
def test_a_time_of_day_typed_with_the_complaint_is_its_onset(complaint, said):
    reply = ask(row(complaint), "When did this start?", _FLUENT)
    assert said in reply, reply


def test_a_rinse_question_asks_no_onset_again():
    from triagesim.clinical.topics import asked_topics
    from triagesim.clinical.interview import SPECIFIC_QUESTIONS

    for question in SPECIFIC_QUESTIONS:
        if question.name in ("eye_rinsed", "burn_cooled", "bite_first_aid"):
            for wording in question.ask:
                assert "onset" not in asked_topics(wording), wording


# ------------------------------------------------------------------ the fourth pass: my own read of 20 transcripts
@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("sudden room spinning + vomiting", "The room suddenly started spinning", "sudden room"),
    ("Skiing all day. Toes white and numb.", "I was skiing all day", "skiing all day."),
    ("Usual migraine, needs a shot", "I've got my usual migraine", "My usual migraine and"),
])
def test_a_headline_of_the_read_is_said_as_a_person_says_it(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


def test_a_swallowed_coin_happened_and_a_part_cut_off_is_asked_how_it_was_kept():
    assert "It happened" in ask(row("Swallowed a coin"), "When did this start?", _FLUENT)
    question = "Have you brought the missing part with you, and what first aid has it had?"
    assert ask(row("s/p saw R thumb tip cut off brought tip in bag"), question, _FLUENT) == "Yes, I've brought the tip in a bag."
    assert ask(row("fingertip amputated by a door"), question, _FLUENT) == "No, I don't have it with me."


def test_numb_white_fingertips_from_the_cold_are_no_stroke_clock():
    lines = [turn["text"] for turn in episode(row("Ice fishing all day. Fingertips white and numb."), "esi")
             ["transcript"] if turn["speaker"] == "nurse"]
    assert not any("last completely normal" in line for line in lines), lines


def test_a_place_of_pain_told_before_any_pain_names_the_pain():
    story = ("A 31-year-old woman, ten weeks pregnant, has been bleeding since the morning with crampy pain low in her belly. "
             "Her vital signs are within normal limits, and she rates the pain 5/10.")
    reply = ask(case("probe", 31, "F", "Bleeding at 10 weeks pregnant", story), "What brings you in today?", _FLUENT)
    assert "It's in my" not in reply, reply


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("Motorbike vs tree, groans only to pain (EMS, helmet cracked)", "helmet is cracked", "(ambulance"),
    ("70M blood in urine, still passing some (wife, urology pt)", "blood in my", "urology"),
    ("Fever 6 Weeks Old", "fever", "weeks are old"),
    ("Fever 101.8. Coughing 3 days. Breathing fast. 5 yr old.", "coughing for three days", "years old"),
])
def test_a_bracket_or_an_age_typed_last_is_not_said_as_chart(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


def test_an_age_spelt_out_after_a_full_stop_is_read():
    assert apparent_age("Fever 102.8. Coughing 4 days. Breathing a little fast. 4 yr old.") == 4.0
