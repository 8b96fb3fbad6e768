"""After the first look at 2026-12as (training): the new desk's age and sex ("man of 54", "girl of 15", "baby of 12 days"),
the registration form's boxes it types after the complaint (weight, jabs, smoking, last meal) kept out of the patient's
opening and kept as the case's facts, a smoker never denied, and the presentations it typed that went unheard: one
testicle in a boy's word, a foot that slaps, a red streak up the arm, a fingertip off, a pot of tablets found open, a
postpartum headache with a pressure the midwife took, scissors waved at a reception, voices shouted at, an Achilles kick,
a curtain rising over the sight, a rolled ankle and a hobble, and two wet nappies in a day."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.cases.models import Vitals
from triagesim.clinical.ages import apparent_age
from triagesim.clinical.background import background_of
from triagesim.clinical.sexes import apparent_sex
from triagesim.clinical.story import narrative_immunisations, narrative_tetanus

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, concepts, final_level, opening, row  # noqa: E402


@pytest.mark.parametrize(("complaint", "age", "sex"), [
    ("pain in the L ball since 5, boy of 14, walks bent over", 14.0, "M"),
    ("back pain, man of 60, weighs 102 kg", 60.0, "M"),
    ("chilblains, woman of 82", 82.0, "F"),
    ("bead up her nostril, girl of 4", 4.0, "F"),
    ("hot and off feeds, baby of 10 weeks", round(10 / 52, 3), None),
    ("fever, baby of 12 days", round(12 / 365, 3), None),
])
def test_the_desks_person_of_an_age_is_read_as_age_and_sex(complaint: str, age: float, sex: str | None) -> None:
    assert apparent_age(complaint) == age
    assert apparent_sex(complaint) == sex


def test_a_man_of_an_age_is_never_asked_about_periods() -> None:
    case = Case(case_id="pd", chief_complaint="cloudy bag and belly pain, kidney failure on overnight dialysis, man of 58", acuity=3)
    assert case.apparent_sex == "M"


@pytest.mark.parametrize("box", ["weighs 88 kg", "jabs tetanus not since school", "jabs flu done", "never smoked",
                                 "last ate pizza at 9 last night", "speaks Polish"])
def test_the_registration_forms_boxes_are_not_said_in_the_opening(box: str) -> None:
    said = opening(f"thumbnail black and throbbing, hammer, {box}")
    assert not any(word in said for word in ("weigh", "jab", "smok", "ate ", "Polish", "spoke")), said
    assert "thumbnail" in said


@pytest.mark.parametrize(("box", "said"), [
    ("jabs up to date", "my jabs are up to date"),
    ("jabs not started", "I haven't started my jabs yet"),
    ("smokes 20 a day", "I smoke 20 a day"),
    ("quit smoking long ago", "I gave up smoking long ago"),
])
def test_the_boxes_a_person_would_mention_are_said_as_speech(box: str, said: str) -> None:
    assert said in opening(f"cough and a fever, {box}")


@pytest.mark.parametrize(("complaint", "answer"), [
    ("back pain, smoker", "Yes, I smoke."),
    ("back pain, man of 60, smokes 20 a day", "Yes, I smoke."),
    ("chest pain, quit smoking long ago", "No, I gave up smoking."),
    ("cough, non-smoker", "No, I don't smoke."),
    ("cough, never smoked", "No, I don't smoke."),
])
def test_a_smoker_the_case_names_is_never_denied(complaint: str, answer: str) -> None:
    assert ask(row(complaint), "Do you smoke?") == answer


def test_smoking_is_no_medicine_and_cannabis_is_not_tobacco() -> None:
    assert background_of("smokes weed").past_medical_history is None
    assert background_of("heavy smoker").past_medical_history == ["smoker"]


def test_the_jabs_boxes_are_the_cases_facts() -> None:
    assert narrative_tetanus("nail through sole, jabs tetanus as a child only") == "I haven't had a tetanus jab since I was at school"
    assert narrative_tetanus("cut hand, jabs tetanus in date") == "My tetanus jabs are up to date"
    assert narrative_tetanus("cut hand, jabs tetanus unknown") is None
    assert narrative_immunisations("fever, jabs not started") == "No, I haven't started my vaccinations yet"
    baby = Case(case_id="b", chief_complaint="hot and off feeds, baby of 10 weeks, jabs not started", acuity=2)
    assert "haven't started" in ask(baby, "Is he up to date with his immunisations?")


@pytest.mark.parametrize(("text", "concept"), [
    ("pain in the L ball woke him at 5", "testicular"),
    ("foot slaps when he walks since yesterday", "weakness"),
    ("angry streak up the arm from a rose thorn prick", "cellulitis"),
    ("tip of L index finger off on the meat slicer", "partial_fingertip"),
    ("grandads amlodipine pot open on the floor, maybe 4 tablets gone", "overdose"),
    ("baby 5 days ago", "postpartum"),
    ("BP 170 with the community midwife", "high_bp"),
    ("scissors waved at the GP reception", "aggression"),
    ("shouting at voices", "psychosis"),
    ("neighbours poisoning his water he says", "paranoia"),
    ("kick feeling in the heel at badminton, cant tiptoe", "achilles_rupture"),
    ("grey curtain rising from below", "field_shadow"),
    ("I can only hobble", "cant_bear_weight"),
    ("2 wet nappies today", "dehydration"),
])
def test_the_new_desks_presentations_are_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("pain in the left ball of my foot", "testicular"),
    ("angry streak up the arm from a rose thorn prick", "cardiac_features"),
    ("the yoghurt pot was open", "overdose"),
    ("6 wet nappies today", "dehydration"),
])
def test_near_misses_keep_their_reading(text: str, concept: str) -> None:
    assert concept not in concepts(text)


@pytest.mark.parametrize(("complaint", "vitals", "level"), [
    ("pain in the L ball woke him at 5, sick twice, boy of 14, walks bent over", dict(heartrate=98, sbp=128), 2),
    ("scissors waved at the GP reception, neighbours poisoning his water he says, shouting at voices, off his depot, man of 59",
     dict(heartrate=100, sbp=142), 2),
    ("headache thumping and flashing lights, baby 5 days ago, BP 170 with the community midwife, woman of 29",
     dict(heartrate=88, sbp=168, dbp=108), 2),
    ("tip of L index finger off on the deli meat slicer, tip in a bag on ice, jabs tetanus in date", dict(heartrate=94, sbp=142), 3),
    ("ankle rolled on a pothole, swollen over the outer bone, hobbles, woman of 33", dict(heartrate=88, sbp=120), 4),
])
def test_the_new_desks_rows_get_their_level(complaint: str, vitals: dict, level: int) -> None:
    case = Case(case_id="r", chief_complaint=complaint, acuity=level,
                vitals=Vitals(o2sat=99, resprate=16, temperature=98.4, **vitals))
    given, why = final_level(case, "esi")
    assert given == level, why


@pytest.mark.parametrize(("text", "concept"), [
    ("An 84-year-old woman with dementia and an irregular heartbeat is sent in", "atrial_fibrillation"),
    ("she has passed one loose, dark red stool", "gi_bleed"),
    ("she has curled up groaning", "severe_descriptor"),
    ("she cries out when it is pressed lightly", "severe_descriptor"),
    ("he can walk only on his heel", "cant_bear_weight"),
    ("far more often than the packet allows", "staggered_overdose"),
    ("walked barefoot across the sand where last night's campfire had been buried", "burn"),
])
def test_the_new_narratives_presentations_are_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


def test_an_irregular_heartbeat_named_is_no_racing_heart_but_palpitations_still_are() -> None:
    assert "palpitations" not in concepts("a woman with an irregular heartbeat")
    assert "palpitations" in concepts("she has palpitations")


def test_painkillers_past_their_limit_are_two_resources_and_told_as_the_story_tells_them() -> None:
    staggered = Case(case_id="s", chief_complaint="Too many painkillers for toothache", age=33, sex="M", acuity=3,
                     narrative="A 33-year-old man with a broken back tooth has taken paracetamol every time the pain came back "
                               "for three days, far more often than the packet allows. He has never thought of harming himself.")
    given, why = final_level(staggered, "esi")
    assert given == 3, why
    answer = ask(staggered, "Can you tell me exactly what you took, how much of it, and roughly what time?")
    assert answer.startswith("I've been taking paracetamol") and "packet" in answer, answer
    assert "overdose" in concepts("she took too many painkillers on purpose")


@pytest.mark.parametrize(("complaint", "language"), [
    ("floaters R eye, woman of 58, speaks Cantonese", "Cantonese"),
    ("chest pain, speaks Gujarati only", "Gujarati"),
    ("Somali speaking, fever", "Somali"),
    ("cough, speaks English and Welsh", None),
    ("cough, speaks Farsi and English", None),
    ("fever, speaks slowly", None),
    ("headache, London only", None),
])
def test_a_language_the_desk_types_is_the_patients(complaint: str, language: str | None) -> None:
    assert Case(case_id="l", chief_complaint=complaint, acuity=3).stated_language == language


def test_a_native_speakers_persona_playing_a_cantonese_speaker_has_limited_english() -> None:
    from triagesim.personas import PatientPersona
    from triagesim.personas.sampling import fit_patient_persona

    fitted = fit_patient_persona(PatientPersona(), sex="F", age=58, language="Cantonese")
    assert (fitted.first_language, fitted.language_proficiency) == ("Cantonese", "limited")
    assert "first_language" in fitted.matched_to_case
    kept = fit_patient_persona(PatientPersona(), sex="F", age=58)
    assert kept.language_proficiency == "native" and "first_language" not in kept.matched_to_case


def test_a_painless_testicular_lump_is_no_torsion() -> None:
    assert "testicular_lump" in concepts("painless lump R testicle, GP shut until Monday")
    assert "testicular" not in concepts("I've got a painless lump on my right testicle")
    assert "testicular" in concepts("painful swollen testicle")
    case = Case(case_id="t", chief_complaint="painless lump R testicle, GP shut until Monday, man of 30", acuity=4,
                pain=1, vitals=Vitals(heartrate=76, sbp=124, o2sat=99, resprate=16, temperature=98.4))
    given, why = final_level(case, "esi")
    assert given > 2, why


def test_a_teenagers_punched_wall_is_not_asked_about_blood_thinners() -> None:
    from triage_cases import episode

    teen = Case(case_id="w", chief_complaint="Punched a wall", age=16, sex="M", acuity=4,
                narrative="A 16-year-old boy punched his bedroom wall last night. The back of his hand is swollen.")
    nurse = [t["text"] for t in episode(teen, "esi")["transcript"] if t["speaker"] == "nurse"]
    assert not any("blood thinner" in line for line in nurse), nurse
    adult = Case(case_id="a", chief_complaint="Punched a wall", age=40, sex="M", acuity=4,
                 narrative="A 40-year-old man punched a wall last night. The back of his hand is swollen.")
    nurse = [t["text"] for t in episode(adult, "esi")["transcript"] if t["speaker"] == "nurse"]
    assert any("blood thinner" in line for line in nurse), nurse


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("ear blocked on the R, hearing aid whistles, man of 69, speaks English", "my hearing aid whistles", "spoke"),
    ("oven cleaner in the R eye at work, speaks Portuguese with his manager translating", "oven cleaner", "Portuguese"),
    ("pain in the L ball woke him at 5, sick twice, boy of 14", "I've been sick twice", "had sick"),
    ("back pain down the R leg, foot slaps when he walks since yesterday", "my foot slaps when I walk", "he walks"),
    ("sick like coffee grounds 3 times, black stools, woozy when she stands", "woozy when I stand", "she stands"),
    ("shakes and sweats, last drink 2 days ago when the money ran out", "my last drink was 2 days ago", "are ago"),
    ("long lie on the bathroom floor, L leg short", "I was on the bathroom floor for a long time", "long lie"),
    ("bottle over the head outside a nightclub, gash on the crown", "I was hit over the head with a bottle", "got bottle"),
    ("kick feeling in the heel at badminton, cant tiptoe", "I felt a kick in my heel", "kick feeling"),
    ("wee burns, every half hour, woman of 22", "It burns when I wee and I'm going every half hour", "wee burns"),
])
def test_the_new_desks_habits_are_said_as_speech(complaint: str, said: str, never: str) -> None:
    spoken = opening(complaint)
    assert said in spoken and never not in spoken, spoken


def test_a_strokes_clock_is_asked_and_answered_from_when_he_was_last_well() -> None:
    from triage_cases import case, episode

    from triagesim.clinical.story import narrative_last_well

    assert narrative_last_well("His husband says he was completely well at breakfast and is now using the wrong words.") \
        == "I was completely well at breakfast"
    assert narrative_last_well("He is well.") is None
    stroke = case("stroke", 72, "M", "Face dropped and words coming out wrong",
                  "A 72-year-old man is brought in by his husband, who noticed at lunch forty minutes ago that the right corner "
                  "of his mouth had dropped. His husband says he was completely well at breakfast and is now using the wrong "
                  "words.", acuity=2, companion="husband")
    transcript = episode(stroke, "esi")["transcript"]
    asked = next(index for index, turn in enumerate(transcript) if "last seen completely normal" in turn["text"])
    assert "well at breakfast" in transcript[asked + 1]["text"], transcript[asked + 1]


def test_a_cannabis_box_is_not_said_unasked_and_never_denied() -> None:
    complaint = "lump at the top of the bum crack, leaking since the weekend, smokes weed"
    assert "weed" not in opening(complaint)
    assert ask(row(complaint), "Do you drink alcohol or take any drugs?") == "Yes, I've been using weed."


def test_smoking_is_no_condition_with_medicines() -> None:
    answer = ask(row("back pain, smokes 20 a day"), "Medical conditions, regular medications, allergies?")
    assert "for my smoker" not in answer and "I smoke" in answer, answer
    answer = ask(row("dementia, smoker"), "Medical conditions, regular medications, allergies?")
    assert "something for my dementia" in answer, answer
