"""After the first look at the 2026-12an sets and the thirty-seventh read (training): the terse set's new registration
habits said as a person says them (an age typed "aet 52", a body part typed first with what is wrong with it after, a
trade before what was done to the patient, a reading taken at a pharmacy, a sport typed alone), and knowledge the set
showed missing (a high-voltage shock that threw the patient, clots passed in the urine, a clotted fistula told without an
article, an infected caesarean wound, a red puffy eyelid, a cramping side, a bead up a nostril, mouth ulcers as minor)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, episode, final_level, opening, row  # noqa: E402

from triagesim.cases.models import Case, Vitals  # noqa: E402
from triagesim.personas import PatientPersona  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.background import medicine_named  # noqa: E402


@pytest.mark.parametrize("complaint, age", [
    ("coughing green phlegm, smoker, aet 52", 52.0),
    ("cant get him to feed, rectal 38 at 0200, aet 17 days", 0.047),
    ("not feeding, grunting, breathing fast, aet 4 months", 0.333),
    ("chin split on the bathtub edge and gaping a little and playing happily aet 20 months", 1.667),
])
def test_an_age_typed_aet_is_the_patients_and_is_never_said(complaint: str, age: float) -> None:
    assert apparent_age(complaint) == pytest.approx(age, abs=0.01)
    assert "aet" not in opening(complaint)


@pytest.mark.parametrize("complaint, said", [
    ("L shoulder, out again, beach volleyball", "My left shoulder has popped out again and it happened playing beach volleyball."),
    ("chest, sharp, easier leaning forward", "My chest hurts, it's sharp and it's easier leaning forward."),
    ("head, worst ever, mid deadlift, vomited",
     "I've got the worst headache I've ever had, it came on in the middle of a deadlift and I've been vomiting."),
    ("L flank, colicky into groin, pink pee", "My left side hurts, it's colicky into my groin and I've got pink pee."),
    ("upper abd, through to back, weekend drinking, vomiting",
     "My upper belly hurts, it goes through to my back, I've been drinking over the weekend and vomiting."),
    ("L calf, swollen, on the pill, bus trip from Halifax", "My left calf is swollen, I'm on the pill and I've just had a bus trip from Halifax."),
    ("shoulders, sunburn, small blisters", "It's on my shoulders, I've got sunburn and small blisters."),
    ("both eyes, oven cleaner spray, burning", "I've got oven cleaner sprayed in both eyes and it's burning."),
    ("L nostril, pink bead", "I've got a pink bead stuck in my left nostril."),
    ("not opening L eye, lid red and puffy, fever", "I can't open my left eye, my eyelid is red and puffy and I've got a fever."),
    ("seeing spots, headache, BP 228 over 132 at pharmacy",
     "I've been seeing spots, I've got a headache and my blood pressure at the pharmacy was very high."),
    ("feeling faint, HR 38 at pharmacy, metoprolol and diltiazem",
     "I've been feeling faint, my pulse at the pharmacy was very slow and I'm on metoprolol and diltiazem."),
    ("electrician zapped by a 600 volt panel", "I was zapped by a 600-volt panel."),
])
def test_a_part_typed_first_and_other_new_habits_are_said_as_speech(complaint: str, said: str) -> None:
    assert opening(complaint) == said


def test_medicines_typed_as_a_list_are_taken() -> None:
    assert medicine_named("metoprolol and diltiazem") == "metoprolol and diltiazem"
    assert medicine_named("metoprolol and a cough") is None


@pytest.mark.parametrize("text, concept", [
    ("I was zapped by a 600-volt panel and thrown off the step ladder", "high_voltage"),
    ("burn marks at the entry and exit points", "high_voltage"),
    ("I've been peeing clots", "hematuria"),
    ("I can't feel buzz in my left arm fistula", "access_failed"),
    ("my c section wound is open and smelly", "wound_infection"),
    ("my eyelid is red and puffy", "eyelid_swelling"),
    ("I've got cramping pain in my right side", "abdominal_pain"),
    ("I've got oven cleaner sprayed in both eyes", "eye_chemical"),
    ("my pulse at the pharmacy was very slow", "slow_heart"),
    ("my blood pressure at the pharmacy was very high", "high_bp"),
    ("My home blood pressure machine gave a high reading", "high_bp"),
    ("Today yellow fluid is coming out and it hurts when her earlobe is pulled.", "discharge"),
])
def test_what_the_sets_showed_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("complaint, level", [
    ("both eyes, oven cleaner spray, burning", 2),
    ("electrician zapped by a 600 volt panel and thrown off the step ladder and burn mark R palm and L heel", 2),
    ("cant eat spicy food, mouth ulcers", 5),
])
def test_the_new_habits_reach_their_level(complaint: str, level: int) -> None:
    row = Case(case_id="x", chief_complaint=complaint, age=40, sex="M", pain=3, acuity=level,
               vitals=Vitals(heartrate=88, sbp=130, dbp=80, resprate=16, o2sat=98, temperature=98.4))
    assert final_level(row, "esi")[0] == level


@pytest.mark.parametrize("text, concept", [
    ("I take whole packet of paracetamol", "overdose"),
    ("admits she wanted to go to sleep and not wake up", "suicidal"),
])
def test_what_the_narrative_sets_showed_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("text", ["I take a packet of crisps", "I take my tablets every day"])
def test_near_misses_are_not_heard_as_the_new_findings(text: str) -> None:
    assert "overdose" not in concepts(text)


def test_an_overdose_the_story_calls_a_wish_to_die_is_said_to_be_on_purpose() -> None:
    girl = case("od", 16, "F", "I took a whole packet of paracetamol",
                 "A 16-year-old girl tells the triage nurse she swallowed a whole packet of paracetamol about four hours ago after a "
                 "row at home. She is quiet and admits she wanted to go to sleep and not wake up.")
    assert ask(girl, "I have to ask, did you take them to hurt yourself?") == "Yes, I took them on purpose."


def test_a_neck_injury_with_numb_arms_is_ats_2() -> None:
    boy = case("neck", 14, "M", "Neck injury in a tackle",
               "A 14-year-old boy was driven head first into the ground in a tackle at a rugby league match. He now has pain in the "
               "middle of his neck and burning and tingling down both arms to the fingers.", pain=6)
    assert final_level(boy, "ats")[0] == 2


def test_a_baby_not_felt_kicking_is_a_change_in_its_movements() -> None:
    """The thirty-seventh read's T25: "No, no change in the baby's movements" for a woman who has not felt the baby kick."""
    mother = case("abruption", 26, "F", "Pain and dark bleeding at 34 weeks",
                  "A 26-year-old woman who is 34 weeks pregnant has constant pain and dark bleeding since a fall this morning. She has "
                  "not felt the baby kick since.")
    assert "obstetric" in concepts("She has not felt the baby kick since.")
    assert ask(mother, "Is the baby moving as normal?").startswith("No, ")
    assert ask(mother, "Any change in the baby's movements?").startswith("Yes, ")


def test_a_fall_got_straight_up_from_is_said_so() -> None:
    """The thirty-seventh read's T18: "she got up with a bit of help" for a woman the story says got straight up."""
    fall = case("fall", 81, "F", "Fall, hit head, on apixaban",
                "An 81-year-old woman who takes apixaban tripped over a hosepipe in her garden an hour ago and hit the back of her "
                "head on the patio. Her daughter says she got straight up and is her usual self.", companion="daughter")
    assert ask(fall, "Did she get up by herself afterwards, or was she on the floor for a while?").startswith(
        "No, she got straight up by herself.")


def test_a_baby_spoken_for_is_she_not_her_baby_and_its_days_of_jaundice_are_told() -> None:
    """The thirty-seventh read's T22: "who says her baby looks yellow", and "It started earlier today" for two days."""
    baby = case("jaundice", 0.014, "F", "Baby looks yellow",
                "A 5-day-old girl has looked more yellow each day since the midwife's visit yesterday. Her father says she feeds well.",
                companion="father")
    assert "her baby" not in ask(baby, "What brings her in today?")
    assert ask(baby, "When did this start?") == "It started yesterday, and it has been getting worse."


def test_a_man_swinging_a_weapon_does_not_report_it_politely() -> None:
    """The thirty-seventh read's T20: "I've been threatening staff with a fire extinguisher", then "Okay." to "put it down"."""
    man = case("ice", 28, "M", "Threatening staff with a fire extinguisher",
               "A 28-year-old man has ripped a fire extinguisher off the waiting-room wall and is swinging it at anyone who comes near.")
    opening_line = ask(man, "What brings you in today?")
    assert "threatening" not in opening_line and re.search(r"\b(?:stay back|get away|come near)\b", opening_line, re.IGNORECASE)
    assert not ask(man, "Please put the weapon down on the floor for me.").startswith(("Okay", "Alright"))


def test_first_aid_told_by_a_cousin_is_said_and_the_patient_is_me_throughout() -> None:
    """The thirty-seventh read's T28 ("No, it hasn't been under the tap yet" after a cousin's shower) and T29 ("kept him still")."""
    scald = case("scald", 6, "F", "Scald from a kettle",
                 "A 6-year-old girl pulled a just-boiled kettle over her chest. Her cousin, who was minding her, says she held the girl "
                 "under the shower for twenty minutes before they drove in.", companion="cousin")
    assert ask(scald, "Has the burn been cooled under running water?") == "Yes, we held her under the shower for twenty minutes."
    bite = case("bite", 41, "M", "Snake bite",
                "A 41-year-old man was bitten on the ankle by a brown snake an hour ago. His brother wrapped a firm bandage from his "
                "toes to his hip and kept him still on the drive in.")
    said = ask(bite, "Has a pressure bandage been put on?")
    assert said.startswith("Yes, ") and "kept him" not in said and "kept me still" in said


def test_a_bleed_stopped_under_a_bandage_is_told_once_and_is_not_still_bleeding() -> None:
    vein = case("vein", 57, "F", "Bleeding leg vein",
                "A 57-year-old woman was in the shower when a varicose vein on her calf burst. Her husband pressed a towel on it and "
                "raised the leg, and the bleeding has now stopped under a firm bandage. She felt dizzy on the way to the car.")
    opening_line = ask(vein, "What brings you in today?")
    assert opening_line.startswith("A vein on my leg has been bleeding.") and opening_line.count("stopped") == 1
    assert ask(vein, "Is it still bleeding?") == "No, the bleeding has now stopped under a firm bandage."
    assert ask(vein, "Has a pressure bandage been put on?") == "Yes, the bleeding has now stopped under a firm bandage."


def test_a_splinter_under_a_nail_is_placed_there() -> None:
    """The thirty-seventh read's T36: "It's hard to say exactly where" after "deep under right thumbnail"."""
    assert ask(row("wood sliver deep under R thumbnail and throbbing"), "Where exactly is the pain?") == "It's under my right thumbnail."


@pytest.mark.parametrize("complaint, said", [
    ("horse at the riding school bucked her off and landed on L side and ribs catch on a deep breath",
     "I was bucked off by a horse at the riding school, I landed on my left side and my ribs catch on a deep breath."),
    ("nail gun at the framing site and nail through L index finger and still in",
     "It was a nail gun at the framing site, I've got a nail through my left index finger and it's still in."),
    ("black ice in the parking lot and down on L knee and swollen over the kneecap",
     "I slipped on black ice in the parking lot, I went down on my left knee and it's swollen over the kneecap."),
    ("electrician zapped by a 600 volt panel and thrown off the step ladder and burn mark R palm and L heel",
     "I was zapped by a 600-volt panel and thrown off the step ladder and I've got burn marks on my right palm and left heel."),
    ("mountain bike over the bars on the trail and R forearm bent and fingers pink and moving",
     "I went over the handlebars of my mountain bike on the trail, my right forearm is bent and my fingers are pink and moving."),
    ("lab called about potassium over 6 and on lisinopril and spironolactone and feels fine",
     "The lab called because my potassium was over 6, I'm on lisinopril and spironolactone and I feel fine."),
    ("glass shower door shattered and deep cut on back of L hand and ring finger wont straighten",
     "The glass shower door is shattered, I've got a deep cut on the back of my left hand and my ring finger won't straighten."),
    ("choir practice faint while standing and awake within seconds and feels fine now",
     "I fainted at choir practice while standing, I came round within seconds and I'm fine now."),
    ("burning and drip, chlamydia in partner", "It burns when I pee and I've got a discharge, and my partner has chlamydia."),
    ("bleeding gums, INR 7 at clinic, warfarin for valve",
     "My gums have been bleeding, my INR was 7 at the clinic and I'm on warfarin for my heart valve."),
    ("coughing blood streaks, sharp R chest, flew from Manila, R calf fat",
     "I've been coughing up blood streaks, I've got a sharp pain in my right chest, I've just flown in from Manila and my right calf is "
     "swollen."),
    ("cant open mouth, sore throat L, muffled voice",
     "I can't open my mouth, my throat is sore on the left side and I've got a muffled voice."),
    ("not feeling baby move since the fender bender, 30 weeks pregnant, seatbelt across belly, tightening",
     "I haven't felt the baby move since the fender bender, I'm 30 weeks pregnant, the seatbelt went across my belly and I've been "
     "having tightenings."),
])
def test_a_chain_typed_with_and_and_other_fragments_are_said_as_speech(complaint: str, said: str) -> None:
    assert opening(complaint) == said


def test_two_findings_joined_by_and_stay_one_item() -> None:
    assert opening("nausea and vomiting") == "I've got nausea and vomiting."


def test_a_condition_typed_after_a_denial_is_still_the_patients() -> None:
    """"not able to get up ..., Parkinsons": the "not" denies the getting up, never the Parkinson's (the check's contradiction)."""
    from triagesim.core import PatientBrief
    row_ = Case(case_id="x", chief_complaint="not able to get up after sliding off the toilet, aet 88, Parkinsons, L wrist swollen", acuity=3)
    assert PatientBrief.from_case(row_).history.past_medical_history == ["Parkinson's disease"]


def test_gastroparesis_is_said_in_lay_words() -> None:
    assert opening("gastroparesis, retching all night") == "I've got a stomach that empties too slowly and I've been retching all night."


@pytest.mark.parametrize("text, concept", [
    ("I missed Tuesday and Friday dialysis", "missed_dialysis"),
    ("the ambulance strip is wide and slow", "abnormal_ecg"),
])
def test_a_missed_dialysis_and_the_crews_tracing_are_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


def test_a_threat_with_no_first_look_is_still_heard_and_said_without_persona_asides() -> None:
    """The 2026-12al guard: a man swinging broken glass, with no first look on the registration, went to ATS 3 once his
    polite self-report was gone; the threat he shouts is heard, and no apology for his English or filler goes with it."""
    man = case("glass", 38, "M", "Threatening staff with broken glass",
               "A 38-year-old man walks into the waiting room holding a jagged piece of a broken beer bottle and shouting. He swings "
               "the glass towards a security guard.")
    limited = PatientPersona(persona_id="lep", language_proficiency="limited", disfluency_rate=0.9, verbosity="verbose")
    said = ask(man, "What brings you in today?", limited)
    assert "dangerous_violence" in concepts(said)
    assert "English" not in said and "sorry" not in said.lower()


@pytest.mark.parametrize("complaint, level", [
    ("nail gun at the framing site and nail through L index finger and still in", 3),
    ("L calf, swollen, on the pill, bus trip from Halifax", 3),
])
def test_a_nail_still_in_a_finger_and_a_swollen_calf_on_the_pill_need_two_resources(complaint: str, level: int) -> None:
    row_ = Case(case_id="x", chief_complaint=complaint, age=29, sex="F", pain=5, acuity=level,
                vitals=Vitals(heartrate=88, sbp=124, dbp=80, resprate=16, o2sat=98, temperature=98.4))
    assert final_level(row_, "esi")[0] == level


def test_a_nosebleed_that_has_stopped_is_asked_about_and_needs_no_packing() -> None:
    """The thirty-seventh read's T13: a nosebleed on warfarin never asked whether it still bled; then packing for one that had
    stopped (ESI 3 for ESI 4)."""
    nose = case("nose", 64, "M", "Nosebleed on warfarin",
                "A 64-year-old man who takes warfarin for a mechanical heart valve had a nosebleed at home this morning that took "
                "twenty minutes of pinching to stop. It has not restarted and he feels well.", pain=0)
    artifact = episode(nose, "esi")
    patient = [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "patient"]
    assert any("the bleeding has stopped" in line.lower() for line in patient)
    assert not any(line.startswith("Yes, ") and "nosebleed" in line for line in patient)
    assert artifact["state"]["final_triage"] == 4
    ongoing = case("nose2", 64, "M", "Nosebleed on warfarin", "A 64-year-old man who takes warfarin has had a nosebleed for an hour.")
    nurse = [turn["text"] for turn in episode(ongoing, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert any("still bleeding" in line for line in nurse)


@pytest.mark.parametrize("complaint, said", [
    ("Dog bit my hand when I broke up a fight", "I was bitten on my hand by a dog when I broke up a fight."),
    ("L chest, stabbed by roommate, gasping", "I'm her friend, she was stabbed in the left chest by her roommate and she's been gasping."),
    ("not slept a week, voices say hurt brother, brother drove him, pacing",
     "I haven't slept a week, the voices are telling me to hurt my brother, my brother brought me in and I've been pacing."),
    ("not able to climb stairs without stopping, GP called with Hb 68, deaf, writing notes",
     "I'm not able to climb stairs without stopping, the GP called because my haemoglobin was 68, I'm deaf and I can write things down "
     "for you."),
])
def test_what_my_own_read_found_is_said_as_speech(complaint: str, said: str) -> None:
    assert opening(complaint) == said


def test_a_girl_hurt_at_home_by_her_mothers_boyfriend_is_not_hurt_by_her_partner_nor_injured_by_herself() -> None:
    girl = case("disclosure", 13, "F", "Bruises, disclosure at school",
                "A 13-year-old girl is brought from school by her school counsellor, who says the girl told her this morning that her "
                "mother's boyfriend hits her with a belt and that she is scared to go home. There are several bruises across her back.",
                companion="school counsellor")
    said = ask(girl, "Anything else wrong with her?")
    assert "partner" not in said and "injured herself" not in said and "being hurt by someone at home" in said


def test_a_toddler_who_got_into_tablets_is_not_asked_whether_he_meant_to_hurt_himself() -> None:
    toddler = case("tablets", 1.67, "M", "Got into Nan's diabetes tablets",
                   "A 20-month-old boy was found with his grandmother's pot of gliclazide tablets, lid off, about half an hour ago.",
                   companion="mother")
    lines = [turn["text"] for turn in episode(toddler, "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any(re.search(r"hurt (?:him|your)self|end (?:his|your) life", line) for line in lines)


def test_baby_injections_missed_are_vaccinations_missed_and_burning_hot_is_said_so() -> None:
    """The thirty-seventh read's T30: "Yes, she's up to date" for a girl who "missed most of her baby injections", and "the
    burning is hot for two days"."""
    girl = case("hot", 2, "F", "Burning hot for two days",
                "A 2-year-old girl has been burning hot for two days. Through the interpreter, her father says the family arrived "
                "three months ago and she missed most of her baby injections.", companion="father")
    assert ask(girl, "Is she up to date with her immunisations?").startswith("No, ")
    assert "burning hot for two days" in ask(girl, "What's brought her in today?")
