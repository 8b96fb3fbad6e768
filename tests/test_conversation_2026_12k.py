"""What the scripted patient says, from the eighth independent read and the lead's read of the 2026-12k runs
(training: 2026-12k was measured once on 7e9453c before any of this).

Each test is a line a nurse flagged: a companion who says "I'm his security guard", "he only respond to pain",
"&" spoken aloud, a gait limp said as "he's limp", a pain denied in the story told as a trigger, a past illness
told as today's, "yes, all up to date" for a child who missed her jabs, a patient who responds only to pain
speaking for herself.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.agents.offline.patient.pronouns import Pronouns, third_person
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.clinical import detect
from triagesim.clinical.speakers import companion_in_complaint, relation_of
from triagesim.clinical.story import narrative_character, narrative_immunisations, narrative_onset
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

_DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
_PLAIN = PatientPersona(persona_id="plain", verbosity="verbose")  # fluent, calm, high recall, no fillers or drift


def _replies(case: Case, questions: list[str], persona: PatientPersona = _PLAIN) -> list[str]:
    patient = ScriptedPatient(persona)
    patient.reset(run_id="r", seed=0)
    brief = PatientBrief.from_case(case)
    return [asyncio.run(patient.act(PatientObservation(run_id="r", turn=turn, brief=brief, nurse_utterance=question,
                                                       new_events=[]))).utterance
            for turn, question in enumerate(questions)]


def _opening(chief_complaint: str, **fields) -> str:
    case = Case(case_id="x", chief_complaint=chief_complaint, **({"age": 40, "sex": "F"} | fields))
    return _replies(case, ["What's brought you in today?"])[0]


# ---------------------------------------------------------------- a companion's grammar and who they are


@pytest.mark.parametrize(("said", "heard"), [
    ("I only respond to pain", "he only responds to pain"),
    ("I still feel sick", "he still feels sick"),
    ("I collapse when I stand", "he collapses when he stands"),
    ("I hurt my leg", "he hurt his leg"),  # a past that looks like a present stays past
    ("I can't walk", "he can't walk"),
])
def test_a_companion_says_the_patients_verbs_with_agreement(said: str, heard: str) -> None:
    assert third_person(said, Pronouns.for_sex("M")) == heard


def test_a_companion_there_for_work_is_not_the_patients_own() -> None:
    guard = relation_of("security guard")
    assert guard is not None and guard.say == "the security guard who came in with {o}" and guard.on_duty
    assert relation_of("race marshal").say == "the race marshal who came in with {o}"  # type: ignore[union-attr]
    assert relation_of("nursing-home RN").say == "one of the nurses from {pos} nursing home"  # type: ignore[union-attr]
    assert relation_of("stepfather").say == "{pos} stepfather" and relation_of("stepfather").knows  # type: ignore[union-attr]
    assert not relation_of("netball coach").knows  # type: ignore[union-attr]


def test_a_row_that_says_who_told_it_puts_that_person_at_the_desk() -> None:
    assert companion_in_complaint("SENT BY PCP FOR SODIUM 118, NEW CONFUSION PER DAUGHTER") == "daughter"
    assert companion_in_complaint("FALL PER EMS") is None  # the crew is the paramedic companion_for picks
    reply = _opening("SENT BY PCP FOR SODIUM 118, NEW CONFUSION PER DAUGHTER", age=83)
    assert reply.startswith("I'm her daughter")
    assert "daughter said" not in reply and "118" not in reply and "sodium was low" in reply


def test_a_patient_who_responds_only_to_pain_does_not_speak_for_herself() -> None:
    reply = _opening("MCC VS TRUCK AT HIGHWAY SPEED, OPEN THIGH FX, RESPONDS TO PAIN ONLY")
    assert reply.startswith("I'm her"), reply
    assert "motorbike crash with a truck at highway speed" in reply and " vs " not in reply


# ---------------------------------------------------------------- the complaint in plain words


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("PAIN CRISIS IN BACK & CHEST", "a pain crisis in my back and chest", "&"),
    ("STEMI ON AMBULANCE ECG", "heart attack", "ecg"),
    ("LOST INHALER", "I lost my inhaler", "lost inhaler"),
    ("ENLARGED PROSTATE, CANT PEE", "an enlarged prostate", "got enlarged"),
    ("Limp and fever", "limping", "I'm limp"),
    ("LIMP R LEG", "limping on my right leg", "limp right"),
    ("LAC L THUMB, KNIFE", "I cut my left thumb with a knife", "from a knife"),
    ("LACERATION FOREARM ON SHEET METAL AT WORK", "I cut my forearm on sheet metal at work", "a cut on my forearm on"),
    ("FISH BONE STUCK IN THROAT AT DINNER, SWALLOWING OK", "a fish bone stuck in my throat", "throat stuck"),
    ("HX BOWEL SURGERY, DISTENDED, VOMITING, NO GAS X1 DAY", "I haven't passed any wind", "any gas"),
    ("Lac L hand, glass, numbness finger", "numbness in my finger", "numbness finger"),
])
def test_a_registration_complaint_is_said_as_a_person_says_it(complaint: str, said: str, never: str) -> None:
    reply = _opening(complaint)
    assert said in reply and never.lower() not in reply.lower(), reply


def test_the_crew_that_brought_a_patient_in_says_so_once() -> None:
    reply = _opening("BIBA FOUND UNRESPONSIVE AT HOME, INSULIN DEPENDENT DM, FINGERSTICK GLUCOSE 28")
    assert reply.startswith("I'm the paramedic who brought her in") and "ambulance found" not in reply
    assert "fingerstick" not in reply.lower() and "sugar was 28" in reply


def test_an_injury_happened_and_a_finder_cannot_say_when_it_began() -> None:
    # an injury's time the row does not give is told when asked, as when it happened (never volunteered: 2026-12af before)
    struck = Case(case_id="p", chief_complaint="PEDESTRIAN VS CAR", age=30, sex="M")
    assert _replies(struck, ["When did this happen?"])[0].startswith("It happened"), _replies(struck, ["When did this happen?"])
    found = Case(case_id="f", chief_complaint="Found unresponsive in a toilet", age=30, sex="M", companion="security guard")
    reply = _replies(found, ["When did this start?"])[0]
    assert "found" in reply and "hour" not in reply, reply


# ---------------------------------------------------------------- the story, by meaning


def test_a_story_says_when_the_pain_began_not_when_a_medicine_was_stopped() -> None:
    prose = ("A 78-year-old woman with atrial fibrillation, who stopped her warfarin a month ago because of nosebleeds, "
             "describes sudden severe central abdominal pain that began after lunch. She has vomited once.")
    assert narrative_onset(prose) == "after lunch"
    assert narrative_onset("A 7-year-old boy is brought in by his stepfather because since this morning he has refused to "
                           "put weight on his right leg.") == "since this morning"
    case = Case(case_id="n", chief_complaint="Severe abdominal pain", age=78, sex="F", pain=9, narrative=prose)
    opening, onset = _replies(case, ["What brings you in?", "When did it start?"])
    assert "nosebleed" not in opening and "bleeding" not in opening, opening
    assert "the middle of my belly" in opening and onset.startswith("It started after lunch"), (opening, onset)


def test_a_pain_the_story_denies_is_no_trigger() -> None:
    assert narrative_character("He is eating a sandwich, with no drooling, no pain on swallowing and no cough.") is None
    assert narrative_character("He has pain on swallowing.") == "it hurts on swallowing"


def test_an_illness_that_is_over_is_not_told_as_todays() -> None:
    prose = ("A 40-year-old man who had vomiting and diarrhoea for two days last week has fully recovered but needs a "
             "note for his employer. He is eating normally and has no symptoms now.")
    case = Case(case_id="s", chief_complaint="Needs sick note", age=40, sex="M", narrative=prose)
    opening = _replies(case, ["What brings you in?"])[0]
    assert "vomiting" not in opening and "started" not in opening, opening


def test_a_faint_groan_is_no_faint() -> None:
    assert not detect("does not rouse to a sternal rub other than a faint groan")
    assert [hit.concept for hit in detect("she fainted at home")] == ["syncope"]


@pytest.mark.parametrize(("prose", "said"), [
    ("The family missed her 12-month vaccinations because of a house move.", "No, I missed my 12-month vaccinations"),
    ("He is unvaccinated.", "No, I haven't had any vaccinations"),
    ("Her immunisations are up to date.", "Yes, I'm up to date with all my vaccinations"),
    ("She has a cough.", None),
])
def test_immunisations_are_what_the_story_says(prose: str, said: str | None) -> None:
    assert narrative_immunisations(prose) == said


def test_a_parent_asked_about_jabs_answers_from_the_story() -> None:
    case = Case(case_id="v", chief_complaint="Fever", age=1.5, sex="F",
                narrative="An 18-month-old girl has a fever since yesterday. The mother explains that the family missed "
                          "her 12-month vaccinations because of a house move.")
    reply = _replies(case, ["Is she up to date with her immunisations?"])[0]
    assert reply == "No, she missed her 12-month vaccinations.", reply


# ---------------------------------------------------------------- property over the case sets


def _sets() -> list[Case]:
    fresh = _DATA / "fresh_2026_12k"
    return [*load_bundled_cases(), *load_cases(fresh / "terse_esi.csv"), *load_cases(fresh / "narrative_esi.jsonl"),
            *load_cases(fresh / "narrative_ats.jsonl")]


@pytest.mark.filterwarnings("ignore")
def test_no_opening_speaks_an_ampersand_or_calls_a_worker_the_patients_own() -> None:
    """Across the bundled cases and the 2026-12k sets (training): no "&", and no "his security guard"."""
    bad = []
    for case in _sets():
        reply = _replies(case, ["What's brought you in today?"])[0]
        if "&" in reply or re.search(r"\b(?:his|her|their) (?:security guard|race marshal|park ranger|\w+ officer)\b", reply):
            bad.append(f"{case.case_id}: {reply}")
    assert not bad, "\n".join(bad[:20])


# ---------------------------------------------------------------- the nurse at a level 2 with a clock running


def _episode(chief_complaint: str, **fields) -> list[tuple[str, str]]:
    from triagesim import TriageRunner  # the offline engine as a user runs it

    case = Case(case_id="c", chief_complaint=chief_complaint, **({"age": 60, "sex": "M"} | fields))
    artifact = TriageRunner().run(case, seed=0)
    data = artifact if isinstance(artifact, dict) else artifact.model_dump()
    return [(line["speaker"], line["text"]) for line in data["transcript"]]


def test_a_stroke_is_called_at_once_with_its_clock_and_the_blood_thinner_question() -> None:
    lines = _episode("RT FACE DROOP, RT ARM WEAKNESS, SLURRED SPEECH, LAST KNOWN WELL 0650")
    patient = [text for speaker, text in lines if speaker != "nurse"]
    nurse = [text for speaker, text in lines if speaker == "nurse"]
    assert "I was last fine at 6:50 am" in patient[0] and "0650" not in " ".join(patient)
    assert "stroke team" in nurse[1], nurse[1]  # the first line after the opening reply
    assert any("blood thinners" in text for text in nurse)
    assert not any("last completely normal" in text for text in nurse)  # told already: not asked again
    assert "stroke team" in nurse[-1] and "waiting" not in nurse[-1]


def test_a_heart_attack_gets_its_tracing_before_the_interview() -> None:
    nurse = [text for speaker, text in _episode("CHEST PAIN RADIATING TO L ARM, DIAPHORETIC", age=58, pain=7)
             if speaker == "nurse"]
    assert "heart tracing" in nurse[1], nurse[1]
    assert not any("spread anywhere" in text for text in nurse)  # "going down my left arm" told it


# ---------------------------------------------------------------- more of the story, by meaning


def test_a_woman_the_story_says_is_pregnant_says_so_and_how_bad_her_headache_is() -> None:
    case = Case(case_id="p", chief_complaint="Headache and flashing lights at 32 weeks", age=31, sex="F",
                narrative="A 31-year-old woman who is 32 weeks pregnant has had a severe frontal headache since the afternoon "
                          "and now sees sparkling lights at the edge of her vision. She has had no fits and no bleeding.")
    opening, when, pain, pregnant = _replies(case, ["What brings you in today?", "When did it start?",
                                                   "How bad is the pain, 0 to 10?", "Could you be pregnant?"])
    assert "32 weeks pregnant" in opening and "for 32 weeks" not in opening, opening
    assert "since this afternoon" in when, when
    assert "8 out of 10" in pain, pain  # "severe", said as a number when asked for one
    assert pregnant.startswith("Yes"), pregnant


@pytest.mark.parametrize(("prose", "score"), [
    ("She has a severe frontal headache.", 8),
    ("He describes mild cramps after meals.", 3),
    ("He has no severe pain.", None),
    ("She has a headache.", None),
])
def test_a_pain_said_in_words_gives_its_number(prose: str, score: int | None) -> None:
    from triagesim.clinical.presenting import pain_in_words

    assert pain_in_words(prose) == score


def test_a_warning_sign_that_has_passed_is_told_in_the_past() -> None:
    case = Case(case_id="co", chief_complaint="Headache after a night in a caravan", age=44, sex="M", pain=5, companion="fiancée",
                narrative="A 44-year-old man and his fiancée have both had headaches since a night in a caravan. His fiancée says, "
                          "\"He was slurring a bit when we woke up, but he seems back to normal now.\"")
    opening, other = _replies(case, ["What's brought him in?", "Anything else wrong with him?"])
    said = f"{opening} {other}"
    assert "speech was slurred earlier" in said and "speech is slurred" not in said, said
    assert "since last night" in said or "since last night" in _replies(case, ["When did it start?"])[0]


def test_a_baby_feeding_normally_is_said_to_feed_normally() -> None:
    case = Case(case_id="b", chief_complaint="Runny poos in a baby", age=0.667, sex="F",
                narrative="An 8-month-old girl has had loose stools for two days. She is still breastfeeding normally and her "
                          "nappies are soaking.")
    reply = _replies(case, ["How has she been feeding, and is she still having wet nappies?"])[0]
    assert reply == "She's feeding normally, and the nappies are wet like usual.", reply


@pytest.mark.parametrize(("complaint", "said"), [
    ("Asking for STI test", "I'm here for an STI test"),
    ("requesting HIV test", "an HIV test"),
    ("UTI symptoms", "a urine infection"),
    ("mouth ulcer", "a mouth ulcer"),  # never "a sore on my leg that won't heal"
])
def test_a_request_and_an_initialism_take_the_right_article(complaint: str, said: str) -> None:
    assert said in _opening(complaint)


def test_a_new_verb_after_a_denial_is_a_new_statement() -> None:
    assert [(hit.concept, hit.status) for hit in detect("He has not wanted to eat and vomited once this morning.")] == [
        ("vomiting", "present")]
    assert [(hit.concept, hit.status) for hit in detect("denies nausea and vomiting")] == [("vomiting", "negated")]


def test_a_pain_that_moved_is_told_where_it_began_and_where_it_is() -> None:
    from triagesim.clinical.story import narrative_location

    assert narrative_location("Abdominal pain since yesterday evening that began around his navel and has moved to the "
                              "lower right side.") == "it started around my belly button and has moved to my lower right side"
    case = Case(case_id="a", chief_complaint="Abdominal pain", age=19, sex="M", pain=6,
                narrative="A 19-year-old man has had abdominal pain since yesterday evening that began around his navel and has "
                          "moved to the lower right side. He has not wanted to eat and vomited once this morning.")
    opening, other = _replies(case, ["What brings you in?", "Any other symptoms, like fever or vomiting?"])
    assert "belly button" in opening and "lower right side" in opening, opening
    assert "no vomiting" not in other.lower() and "vomited once" in other, other  # once is once (2026-12ay, before)


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("MVA RESTRAINED DRIVER, AIRBAG DEPLOYED, NECK & CHEST WALL PAIN", "I was in a car crash, I was the driver and wearing a seatbelt",
     "restrained"),
    ("FELL 10 FT FROM LADDER, OPEN LOWER LEG FX", "I fell ten feet from a ladder", "open lower broken"),
    ("OPEN FX R ANKLE", "I've broken my right ankle and the bone is through the skin", "through the skin right"),
    ("ETOH, POSSIBLE HEAD STRIKE", "I might have hit my head", "possible I"),
    ("SUNBURN BOTH SHOULDERS AFTER BEACH DAY", "sunburn on both shoulders", "sunburn both"),
    ("swelling both ankles", "swelling in both ankles", "my both"),
    ("FEVER, HEMODIALYSIS VIA LT ARM FISTULA", "I'm on dialysis through a fistula in my left arm", "via"),
    ("TYPE 1 DM, GLUCOSE 520, DEEP BREATHING", "my sugar was 520", "deep breathing"),
])
def test_chart_grammar_is_said_as_speech(complaint: str, said: str, never: str) -> None:
    reply = _opening(complaint)
    assert said in reply and never not in reply.lower(), reply


def test_a_back_reference_never_points_nowhere() -> None:
    """"Yes, what I mentioned" to a question about blood reads as a yes to blood: never said."""
    case = Case(case_id="k", chief_complaint="Flank pain", age=45, sex="M", pain=7,
                narrative="A 45-year-old man has severe right flank pain going to his groin since this morning. He has vomited "
                          "twice and noticed pink urine.")
    replies = _replies(case, ["What brings you in?", "Any other symptoms?", "Any blood in your vomit or stool, or fainting?"])
    assert not any("what I mentioned" in reply or "same as I said" in reply for reply in replies), replies


@pytest.mark.parametrize(("complaint", "said"), [
    ("Burned hand on an oven tray", "I burned my hand on an oven tray."),
    ("Foot run over by a forklift", "My foot was run over by a forklift"),
    ("Poked in the eye by a twig", "I was poked in the eye by a twig"),
    ("Fall onto an outstretched hand", "I fell onto my outstretched hand"),
    ("Fever and sleepy in a newborn", "I've got a fever and I'm sleepy"),
    ("Black stools and fainted", "and I fainted"),
    ("Blood in a newborn's nappy", "my nappy"),
    ("Sudden lower abdominal pain, period late", "my period is late"),
    ("Due for rabies vaccine dose", "I'm due for my rabies vaccine dose"),
    ("Painful red eye, contact lenses", "a painful red eye and I wear contact lenses"),
])
def test_a_teaching_headline_is_said_as_the_patient_would(complaint: str, said: str) -> None:
    reply = _opening(complaint)
    assert said in reply and "because of" not in reply, reply


def test_found_cold_is_cold_to_the_touch_not_a_cold() -> None:
    reply = _opening("Found on the floor, cold", age=88)
    assert "very cold" in reply and "a cold" not in reply, reply
    assert "a cold" in _opening("Cold, cough")


def test_how_it_happened_is_told_as_the_story_tells_it_never_as_a_stock_line() -> None:
    case = Case(case_id="l", chief_complaint="Fell off a ladder", age=47, sex="M", pain=3,
                narrative="A 47-year-old man fell about 3 metres from a ladder while cleaning his gutters and landed on his back on "
                          "the lawn. He walked in unaided.")
    opening = _replies(case, ["What brings you in today?"])[0]
    assert "hit by a car" not in opening and "3 metres from a ladder" in opening, opening


def test_a_fall_from_a_height_keeps_its_height_and_the_tingling_its_place() -> None:
    from triagesim.clinical.presenting import told_findings
    from triagesim.clinical.story import narrative_location

    prose = ("A 41-year-old man fell about four metres from a tree he was pruning and landed on his back on a paved path. He "
             "walked to a neighbour's car but now has severe mid-back pain, 8/10, and tingling in both feet.")
    assert told_findings(prose) == ["I fell from a height", "I've had pins and needles in my feet"]
    assert narrative_location(prose) == "the middle of my back"


def test_a_course_and_a_visit_are_said_as_such() -> None:
    """(After the 2026-12l measurement, from the lead's read of its transcripts.)"""
    assert "but it's settled now" in _opening("First-ever seizure, now back to normal", age=20)
    assert "back to is fine" not in _opening("First-ever seizure, now back to normal", age=20)
    assert _opening("Dressing check on a burnt hand").startswith("I'm here for a dressing check on my burnt hand")
    assert "My eyesight is fine" in _opening("vision normal")


def test_a_baby_who_stops_breathing_gets_breaths_at_once() -> None:
    """(After the 2026-12l measurement, from the ninth read: a 6-week-old stopped breathing and was asked for his history.)"""
    from triagesim.cases.models import Vitals

    lines = _episode("Pauses in breathing", age=0.115, sex="M", vitals=Vitals(heartrate=190, resprate=74, o2sat=82),
                     narrative="A 6-week-old boy with a cough has been stopping breathing and turning blue during feeds. While the "
                               "triage nurse watches, he stops breathing for about 15 seconds and goes pale around the mouth.")
    nurse = [text for speaker, text in lines if speaker == "nurse"]
    assert "breaths with the bag and mask" in nurse[1], nurse[1]
    calm = [text for speaker, text in _episode("SOB, not breathing properly", age=60, vitals=Vitals(resprate=28, o2sat=91))
            if speaker == "nurse"]
    assert not any("bag and mask" in text for text in calm)
