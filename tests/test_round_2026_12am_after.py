"""After the first look at the 2026-12am sets and the thirty-sixth read (training): the set's new registration habits said
as a person says them (an age typed "N years of age", a body-system tag, the desk's "poss …", a setting typed with its own
preposition, a closing "worse …"), knowledge the sets showed missing (a pulled elbow, a torn Achilles, a fall onto the
heels, Kawasaki signs, a cement burn, blood-streaked phlegm, a finger come off, a rollover, a cockroach in the ear, a
toddler's scald over chest and arm, cutting oneself), and the inventions the read found: a severe headache is no
thunderclap, a silent chest is no blocked tracheostomy, a spider bite no wasp sting, a skin that stings no sting."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, final_level, row  # noqa: E402

from triagesim.cases.models import Case  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402
from triagesim.clinical.story import narrative_location, narrative_onset  # noqa: E402


@pytest.mark.parametrize("complaint, age", [
    ("baby 6 weeks of age, warm, feeding poorly", 0.115),
    ("boy 12 years of age, RLQ pain", 12.0),
    ("resp sudden L chest pain and SOB, tall thin man 22 years of age", 22.0),
    ("more muddled 2 days, urine smells, lady 91 years of age, worse toward evening", 91.0),
])
def test_an_age_typed_of_age_is_the_patients(complaint: str, age: float) -> None:
    assert apparent_age(complaint) == pytest.approx(age, abs=0.01)


@pytest.mark.parametrize("complaint, said", [
    ("resp sudden L chest pain and SOB, tall thin man 22 years of age", "I've got sudden left chest pain... and I'm short of breath."),
    ("ob 34 weeks pregnant, headache, seeing sparkles",
     "I'm 34 weeks pregnant, I've got a headache and I've been seeing sparkles."),
    ("gu foley not draining, lower belly full", "I've got a problem with my catheter not draining and my lower belly is full."),
    ("poss kidney stone, writhing, vomiting", "I think I've got a kidney stone, I've been writhing and vomiting."),
    ("poss refill, BP pills left at cottage", "I'm here for a refill and I left my blood pressure tablets at the cottage."),
    ("at the pub, fell off stool, gash over L eyebrow, police with him",
     "It happened at the pub, I fell off a stool and I've got a gash over the left eyebrow."),
    ("ingrown R big toenail, draining, worse in work boots",
     "I've got an ingrown toenail on my right big toe, it's draining and it's worse in work boots."),
    ("cat bite R index 2 days ago, then sausage finger, cant straighten",
     "A cat bit my right index finger two days ago, my finger is swollen up like a sausage and I can't straighten it."),
    ("at the climbing gym, bad landing, L foot swollen, weight bearing",
     "It happened at the climbing gym, I landed badly, my left foot is swollen and I can put weight on it."),
    ("nosebleed an hour, pinching, then blood down throat",
     "I've had a nosebleed for an hour, I've been pinching my nose and my blood is running down my throat."),
    ("man 52 years of age, blood streaked sputum, smoker, weight loss",
     "I've been coughing up phlegm with streaks of blood, I smoke and I've lost weight."),
    ("Feeling low and need to talk to someone", "I've been feeling low and I need to talk to someone."),
    ("Asthma attack in the school sports hall", "I had an asthma attack in the school sports hall."),
])
def test_typed_items_are_said_as_a_person_says_them(complaint: str, said: str) -> None:
    assert ask(row(complaint), "What brings you in today?", FLUENT) == said


def test_the_desks_guess_is_the_companions_own() -> None:
    child = Case(case_id="x", chief_complaint="poss button battery swallow, toddler 22 months of age, drooling", acuity=2)
    said = ask(child, "What brings him in today?", FLUENT)
    assert "I think they swallowed a button battery" in said and "thinks" not in said


@pytest.mark.parametrize("text, concept", [
    ("eye flashes, floaters, curtain L eye", "field_shadow"),
    ("blood streaked sputum", "hemoptysis"),
    ("ingrown R big toenail", "ingrown_nail"),
    ("poss anxiety, no SI", "mental_health"),
    ("toddler 18 months of age, arm pulled, wont use L arm", "pulled_elbow"),
    ("I felt a pop in my left heel cord stepping off a curb", "achilles_rupture"),
    ("landing on both feet and then sitting down hard", "heel_landing"),
    ("Her lips are cracked and bright red", "kawasaki_signs"),
    ("kneeling in wet concrete", "skin_chemical_burn"),
    ("His ring finger has come off at the middle knuckle", "amputation"),
    ("rolled his four-wheel drive twice on a gravel road", "road_crash"),
    ("woke at four this morning with a cockroach crawling into her left ear", "ear_foreign_body"),
    ("has half filled an ice-cream container with blood and clots", "blood_loss"),
    ("White-edged blisters cover most of her palm", "moderate_burn"),
    ("she has been cutting her thighs with a blade taken from a pencil sharpener", "self_injury"),
    ("cut his wrist on purpose", "self_injury"),
    ("He has vomited three times, the last time green.", "bilious_vomiting"),
    ("The redness now reaches his knee", "spreading"),
    ("the nurse can hear almost no air moving in her chest", "severe_breathing"),
])
def test_what_the_sets_showed_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("text, concept", [
    ("the nurse can hear almost no air moving in her chest", "airway_blocked"),
    ("his knees began to sting only when he took off his work trousers", "insect_bite"),
    ("he's been having screaming fits and now floppy", "seizure"),
    ("I cut my arm on a piece of glass", "suicidal"),
    ("Severe headache at 32 weeks", "thunderclap"),
])
def test_what_was_invented_is_not_heard(text: str, concept: str) -> None:
    assert concept not in concepts(text)


def test_a_severe_headache_is_no_thunderclap_in_the_patients_mouth() -> None:
    said = ask(row("Severe headache at 32 weeks"), "What brings you in today?", FLUENT)
    assert "worst headache of my life" not in said and "headache" in said


def test_a_spider_bite_is_no_wasp_sting() -> None:
    spider = case("s", 12, "M", "Spider bite to the foot", "A 12-year-old boy was bitten on the foot by a large glossy black "
                  "spider while pulling on a gumboot. His stepdad says he wrapped the whole leg firmly in a crepe bandage and "
                  "kept him lying still on the back seat on the way in.", companion="stepdad", ats_category=2)
    said = ask(spider, "Anything else wrong with him?", FLUENT)
    assert "wasp" not in said and "he was bitten by a black spider" in said.lower()
    assert "we wrapped the whole leg" in said and "I was bitten" not in said
    assert ask(spider, "Where does it hurt?", FLUENT) == "It's in his foot."


@pytest.mark.parametrize("story, onset", [
    ("A 9-year-old boy who broke his wrist a week ago soaked his plaster cast in the bath last night.", "last night"),
    ("A 45-year-old man walks in after a bad week since losing his job. He is going back to his brother's house tonight.",
     "a bad week"),
    ("Her wife says she has barely slept for four nights.", "four nights ago"),
])
def test_the_onset_is_the_problems_own(story: str, onset: str) -> None:
    assert narrative_onset(story) == onset


def test_the_part_walked_on_is_not_where_it_hurts() -> None:
    story = ("A 35-year-old woman caught her little toe on the leg of the bed in the dark last night. The toe is purple and "
             "swollen, and she is walking on her heel.")
    assert narrative_location(story, "Stubbed my toe on the bed") != "my heel"


@pytest.mark.parametrize("the_case, algorithm, level", [
    (row("ortho pop in L heel cord off a curb, takes cipro"), "esi", 4),
    (row("toddler 18 months of age, arm pulled, wont use L arm"), "esi", 4),
    (row("cat bite R index 2 days ago, then sausage finger, cant straighten"), "esi", 3),
    (case("k", 3, "F", "Fever for five days", "A 3-year-old girl has had a fever for five days. Her eyes went red without "
          "any discharge two days ago. Her lips are cracked and bright red and there is a blotchy rash on her trunk.",
          acuity=3), "esi", 3),
    (case("s", 1.25, "F", "Pulled a kettle over herself", "A 15-month-old girl pulled a just-boiled kettle off the worktop. "
          "There is red, blistered, peeling skin over the front of her chest and down her left arm to the elbow.",
          companion="mother", acuity=2), "esi", 2),
    (case("w", 31, "M", "Finger caught in a winch", "A 31-year-old man caught his left hand in a winch rope an hour ago. His "
          "ring finger has come off at the middle knuckle and the severed part is in a sandwich bag packed on ice.",
          ats_category=2), "ats", 2),
])
def test_what_the_sets_showed_reaches_its_level(the_case: Case, algorithm: str, level: int) -> None:
    said, why = final_level(the_case, algorithm)
    assert said == level, why


_OVERDOSE = case("o", 19, "F", "Took ibuprofen after a break-up", "A 19-year-old woman, a checkout worker, swallowed ten ibuprofen "
                 "tablets an hour ago after her boyfriend ended their relationship by text message. She has no tummy pain, "
                 "drowsiness or ringing in her ears. She is tearful and tells the nurse she wanted the feeling to stop, but she is "
                 "not sure whether she wanted to die.", ats_category=3)


def test_an_overdose_is_told_with_what_how_many_and_when_the_story_gives() -> None:
    said = ask(_OVERDOSE, "What exactly did you take, how much of it, and about what time?", FLUENT)
    assert "ten ibuprofen tablets" in said and "an hour ago" in said and "few hours" not in said


def test_an_overdose_story_is_the_patients_own_doing_and_the_pairs_relationship() -> None:
    from triagesim.clinical.story import narrative_mechanism
    told = narrative_mechanism(_OVERDOSE.narrative)
    assert told is not None and told.startswith("I swallowed ten ibuprofen tablets") and "our relationship" in told


def test_ringing_ears_denied_are_no_earache_and_the_wish_is_not_invented() -> None:
    from triagesim.core.observations import PatientBrief
    told = PatientBrief.from_case(_OVERDOSE).history.associated_symptoms or []
    assert "no ringing in my ears" in told and "no earache" not in told
    assert not any("killing myself" in item for item in told)


@pytest.mark.parametrize("complaint, medicine", [
    ("endo vomiting, fast breathing, takes jardiance, ketones large", "jardiance"),
    ("ortho pop in L heel cord off a curb, takes cipro", "cipro"),
])
def test_a_medicine_typed_by_its_brand_is_never_denied(complaint: str, medicine: str) -> None:
    said = ask(row(complaint), "Do you have any medical conditions, take any regular medications, or have any allergies?", FLUENT)
    assert medicine in said and "don't take anything" not in said


def test_a_fit_never_had_before_is_no_denial_of_the_fit_now() -> None:
    fitting = case("f", 4, "F", "Fitting for fifteen minutes", "A 4-year-old girl is carried in from a birthday party, still jerking "
                   "all four limbs. Her aunt says the shaking started about fifteen minutes ago and has not stopped. She has never "
                   "had a fit before.", companion="aunt", ats_category=1)
    assert "no fits" not in ask(fitting, "What's brought her in today?", FLUENT)


def test_cement_slurry_is_no_slurred_speech() -> None:
    assert "stroke" not in concepts("wet cement slurry splash into both eyes when a pump hose burst")


def test_a_learner_never_points_back_to_words_never_said() -> None:
    from triagesim.agents.offline.patient.memory import Memory
    memory = Memory()
    memory.remember(["I throwing up."])
    assert not memory.mentions(["vomiting"]) and memory.mentions(["throwing up"])


@pytest.mark.parametrize("text", ["I've been hearing voices about the baby", "I think I've breathed in carbon monoxide"])
def test_no_small_talk_beside_voices_or_a_poisoned_house(text: str) -> None:
    from triagesim.clinical.speech import keeps_to_the_illness
    assert keeps_to_the_illness([text], None)


@pytest.mark.parametrize("complaint, said", [
    ("Four-wheel drive rolled on a gravel road", "My four-wheel drive rolled on a gravel road."),
    ("at the hockey arena, girl 14 years of age, head into boards, brief LOC, now alert",
     "It happened at the hockey arena, I went head first into the boards, I blacked out briefly and I'm awake and alert now."),
])
def test_a_crash_and_a_knock_are_said_as_what_happened(complaint: str, said: str) -> None:
    assert ask(row(complaint), "What brings you in today?", FLUENT) == said


def test_a_knockout_from_the_boards_is_no_faint_to_ask_about() -> None:
    from triage_cases import episode
    artifact = episode(row("at the hockey arena, girl 14 years of age, head into boards, brief LOC, now alert"), "esi")
    asked = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse")
    assert "when you fainted" not in asked and "before you passed out" not in asked


def test_a_rollover_is_a_high_risk_mechanism() -> None:
    assert "high_risk_mechanism" in concepts("my four-wheel drive rolled on a gravel road")
    assert "high_risk_mechanism" in concepts("rolled his four-wheel drive twice on a gravel road")


def test_an_armed_man_is_met_at_a_distance_and_does_not_put_the_weapon_down() -> None:
    from triage_cases import episode
    armed = case("a", 22, "M", "Threatening people with a screwdriver", "A 22-year-old man walks into the waiting room holding a "
                 "long screwdriver and shouting that the voices have told him to kill the first nurse he sees. He jabs the "
                 "screwdriver towards a woman holding a baby, kicks over a row of chairs and will not put it down when asked.",
                 ats_category=1)
    artifact = episode(armed, "ats")
    lines = [(turn["speaker"], turn["text"]) for turn in artifact["transcript"]]
    assert "clip on your finger" not in lines[0][1] and "stay back" in lines[0][1]
    after = [text for (speaker, text), (_, before) in zip(lines[1:], lines) if speaker == "patient" and "weapon down" in before]
    assert after and not after[0].lower().startswith(("okay", "alright")), after
    assert not lines[-1][1].startswith("Thank you")
    assert artifact["state"]["final_triage"] == 1


def test_what_was_taken_after_an_overdose_is_the_overdose() -> None:
    said = ask(_OVERDOSE, "What did you take, and when?", FLUENT)
    assert "ten ibuprofen tablets" in said and "an hour ago" in said and "haven't taken" not in said
    assert "ten ibuprofen tablets" not in ask(_OVERDOSE, "Have you taken anything for the pain?", FLUENT)
