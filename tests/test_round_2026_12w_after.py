"""After the 2026-12w measurement and the twentieth read (training): what the misses taught, each said in our own
words, not the sets' rows."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.ages import apparent_age

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, final_level, row, ask  # noqa: E402


@pytest.mark.parametrize(("text", "concept"), [
    ("she extends both legs rigidly when her nail bed is pressed", "unresponsive"),
    ("decerebrate posturing", "unresponsive"),
    ("his left pupil is bigger than the right", "unequal_pupils"),
    ("fixed dilated pupils", "unequal_pupils"),
    ("clear fluid is leaking out of her left ear", "ear_bleed"),
    ("blood was trickling from the wound", "bleeding"),
    ("jumped head first into the shallow end", "high_risk_mechanism"),
    ("snoring resps", "airway"),
])
def test_a_meaning_in_everyday_words_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("a gripping cramp in her flank", "tearing_pain"),
    ("her pupils are equal and react to light", "unequal_pupils"),
    ("clear fluid is leaking out of her left ear", "ear"),  # no earache
])
def test_words_near_a_meaning_are_not_heard_as_it(text, absent):
    assert absent not in concepts(text)


def test_a_missing_helmet_denies_nothing_that_happened():
    assert {"head_injury"} <= concepts("cycling without a helmet when he came off and hit his head")


@pytest.mark.parametrize(("complaint", "years"), [
    ("girl 9 sore tummy; vomited twice", 9.0), ("MAN 70 SHORT OF BREATH", 70.0), ("DOL 12 girl; yellow", round(12 / 365, 3)),
    ("boy 3 days old", round(3 / 365, 3)), ("man 40 stitches out", None), ("woman 5 days post partum", None),
])
def test_an_age_typed_after_the_word_for_the_person_is_the_patients(complaint, years):
    assert apparent_age(complaint) == years


def test_the_age_typed_after_the_word_for_the_person_is_not_said_as_a_complaint():
    said = ask(row("girl 9 sore tummy; vomited twice"), "What brought you in today?")
    assert "girl" not in said.lower() and "9" not in said


@pytest.mark.parametrize(("complaint", "said"), [
    ("Cyclist struck by a van", "I was struck by a van on my bike"),
    ("roofer fell from scaffolding", "I fell from"),
    ("dived into a shallow creek", "I dived into"),
])
def test_a_road_user_or_a_worker_named_first_is_the_speaker(complaint, said):
    assert said in ask(row(complaint), "What brought you in today?")


def test_a_pupil_typed_in_the_chart_is_never_said_by_the_patient():
    assert "pupil" not in ask(row("fell down stairs; blown right pupil"), "What brought you in today?").lower()


def test_a_head_injury_with_unequal_pupils_and_snoring_is_esi_1():
    fall = case("p", 50, "M", "fall from a ladder", "He fell three metres onto concrete. He is making snoring noises and his right pupil is bigger "
                "than the left.")
    assert final_level(fall, "esi")[0] == 1 and final_level(fall, "ats")[0] == 1


@pytest.mark.parametrize("algorithm", ["esi", "ats"])
def test_a_dive_or_fall_with_tingling_in_both_hands_or_legs_is_a_cord_at_risk(algorithm):
    dive = case("p", 22, "M", "diving injury", "He dived off a jetty into shallow water and now has tingling in both hands.")
    assert final_level(dive, algorithm)[0] == 2


def test_a_leg_that_cannot_be_lifted_after_a_fall_is_the_injury_not_a_stroke():
    hip = case("p", 88, "F", "fall at home", "She tripped on a rug; her left leg is short and turned out and she cannot lift it. "
               "Pain 7/10. Vital signs within normal limits.", pain=7)
    assert final_level(hip, "esi")[0] == 3


# ---------------------------------------------------------------- the conversation (the twentieth read)

from triagesim.agents.offline.patient.run_on import pasted_run, run_on_pieces  # noqa: E402
from triagesim.clinical.speakers import relation_of  # noqa: E402


@pytest.mark.parametrize(("typed", "pieces"), [
    ("left flank pain fever chills vomiting all night", ["left flank pain", "fever chills", "vomiting all night"]),
    ("ran out of methadone vomiting sweats cramps", None),  # cut somewhere, never inside "ran out of"
    ("itchy red lump on my calf for two days", ["itchy red lump on my calf for two days"]),  # speech: never cut
    ("sudden right flank pain radiating to groin twice", ["sudden right flank pain radiating to groin twice"]),
    ("fell at the skate park, swollen wrist", ["fell at the skate park, swollen wrist"]),  # punctuated: the comma cuts
])
def test_a_chart_run_is_cut_where_a_finding_begins_and_never_inside_one(typed, pieces):
    cut = run_on_pieces(typed)
    assert " ".join(cut) == typed  # nothing lost, nothing added
    if pieces is not None:
        assert list(cut) == pieces
    else:
        assert len(cut) > 1 and not any(piece.endswith(("ran", "ran out", "out of")) for piece in cut)


def test_a_run_said_finding_by_finding_keeps_less_of_the_chart():
    typed = "left flank pain fever chills vomiting all night"
    said = ask(row(typed), "What brought you in today?")
    assert pasted_run(typed, said) < 5 and "vomiting" in said


def test_pasted_run_counts_the_longest_run_of_chart_words_said_in_order():
    assert pasted_run("a b c d e", "x a b c y d e") == 3
    assert pasted_run("a b", "c d") == 0


@pytest.mark.parametrize(("companion", "knows", "introduced"), [
    ("guardian", True, "{pos} guardian"), ("kinship carer", True, "{pos} kinship carer"), ("godmother", True, "{pos} godmother"),
    ("dog owner", False, "the dog owner who came in with {o}"), ("netball umpire", False, "the netball umpire who came in with {o}"),
    ("pub landlord", False, "the pub landlord who came in with {o}"),
])
def test_a_companion_is_introduced_as_who_they_are_and_knows_what_they_would(companion, knows, introduced):
    relation = relation_of(companion)
    assert relation is not None and relation.knows is knows and relation.say == introduced


def test_an_interpreter_for_the_patient_relays_what_the_patient_knows():
    relation = relation_of("Tamil video interpreter (for the patient)")
    assert relation is not None and relation.knows and "patient" not in relation.say


def test_a_first_person_symptom_keeps_its_grammar_in_a_companions_mouth():
    bowels = case("p", 16, "M", "Distressed, holding his belly", "A boy who does not use speech is brought in by his "
                  "residential keyworker. He has not opened his bowels for five days.", companion="residential keyworker")
    assert "been constipation" not in ask(bowels, "What brought him in today?")


def test_shivery_is_a_fever_felt_and_said_so():
    assert "fever" in concepts("she felt shivery overnight")
    throat = case("p", 30, "F", "sore throat", "Sore throat for two days; she felt shivery last night.")
    said = ask(throat, "Any fever?")
    assert said.startswith("Yes") and "shivery" in said


def test_a_red_hot_swollen_leg_is_said_as_the_leg_that_is():
    assert "my leg is red, hot and swollen" in ask(row("Red hot swollen leg"), "What brought you in today?").lower()


@pytest.mark.parametrize(("text", "concept"), [
    ("a weight under her breastbone", "chest_pain"),
    ("trod on an upturned nail", "puncture_wound"),
    ("the nail went through the sole of his boot", "puncture_wound"),
    ("his low mood has crept back", "mental_health"),
    ("she could not feel the toilet paper when she wiped", "saddle_numbness"),
])
def test_a_finding_in_teaching_prose_is_heard(text, concept):
    assert concept in concepts(text)


def test_a_low_speed_motorbike_spill_is_no_high_risk_mechanism():
    assert "high_risk_mechanism" not in concepts("motorbike slid out at low speed")
    assert "high_risk_mechanism" in concepts("motorbike crash on the highway")


def test_back_pain_with_saddle_numbness_is_esi_2():
    back = case("p", 50, "M", "back pain", "Worse back pain down both legs since yesterday; he could not feel the toilet paper "
                "when he wiped this morning. Vital signs within normal limits.")
    assert final_level(back, "esi")[0] == 2


@pytest.mark.parametrize(("text", "concept"), [
    ("his forearm has a slight bend halfway down", "deformity"),
    ("her foot is pointing outwards", "deformity"),
    ("a mirror shattered and cut her palm", "glass"),
])
def test_a_shape_or_a_cause_in_teaching_prose_is_heard(text, concept):
    assert concept in concepts(text)


def test_how_the_injured_part_looks_is_said_of_the_part():
    said = ask(row("Knee injury, looks wrong"), "What brought you in today?")
    assert "it looks wrong" in said and "I look wrong" not in said


@pytest.mark.parametrize(("text", "concept"), [
    ("he does not know how he will manage alone tonight", "social"),
    ("she has kept water down since lunch", "well_hydrated"),
])
def test_a_need_or_a_reassurance_in_teaching_prose_is_heard(text, concept):
    assert concept in concepts(text)


def test_a_drinker_in_withdrawal_sweating_and_restless_is_not_in_very_severe_pain():
    shaky = case("p", 47, "M", "Shaking after stopping drinking", "He drinks a cask of wine a day and stopped two days ago. He "
                 "is tremulous, sweaty and restless but orientated.", vitals={"heartrate": 118})
    assert final_level(shaky, "ats")[0] == 3


def test_a_red_hot_leg_is_no_fever_and_hot_and_cold_is_one():
    leg = case("p", 60, "F", "red leg", "Redness spreading up her shin since a scratch yesterday; the leg is red, hot and swollen.")
    assert ask(leg, "Any fever?").startswith("No")
    chills = case("p", 60, "F", "unwell", "She has been hot and cold all night.")
    assert "hot and cold" in ask(chills, "Any fever?")


def test_staff_at_work_hand_over_a_drinking_habit_whatever_the_patients_trust():
    from triagesim.personas import PatientPersona

    shaky = case("p", 47, "M", "Shaking after stopping drinking", "He drinks a cask of wine a day and stopped two days ago. "
                 "The hostel manager says he has been shaking.", companion="hostel manager")
    said = ask(shaky, "Has he had any alcohol, and how much does he usually drink?", PatientPersona(persona_id="x", trust_in_healthcare="low"))
    assert "cask of wine a day" in said


@pytest.mark.parametrize(("text", "absent"), [
    ("three black, tarry, foul-smelling motions since yesterday", "cellulitis"),  # the gut's, not the skin's
    ("the nozzle slipped and the spray hit him full in the left eye", "eye_blow"),  # a chemical, no blow
    ("the nozzle slipped and the spray hit him full in the left eye", "fall"),
])
def test_what_a_spray_or_a_stool_does_is_not_heard_as_a_blow_a_fall_or_the_skin(text, absent):
    assert absent not in concepts(text)
