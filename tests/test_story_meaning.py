"""What a case's words mean, heard and said back: the findings of the 2026-12g misses and the fourth read.

Each test states a behaviour a researcher relies on: a finding the prose states is heard (a seizure
still going on, a pulse that cannot be felt, a finger hanging by skin), the patient's side says only
what its case holds (a blood thinner left out of the medicine list is a correction, not a second
list; weakness all over is not weakness on one side), and the words of who speaks fit who they are
(a mother does not call herself "her mum").
"""

from __future__ import annotations

import re

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.cases import Case
from triagesim.clinical import detect
from triagesim.clinical.background import background_of
from triagesim.clinical.presenting import seen_in_complaint, told_findings
from triagesim.clinical.story import narrative_function, narrative_intake, narrative_mechanism, narrative_treatment
from triagesim.clinical.tables import ClinicalTableError
from triagesim.clinical.lay import _words
from triagesim.core import PatientBrief, PatientObservation
from triagesim.core.observations import Registration
from triagesim.dialogue.relevance import told
from triagesim.personas import PatientPersona


def concepts(text: str) -> set[str]:
    return {hit.concept for hit in detect(text) if not hit.negated}


@pytest.mark.parametrize(("text", "concept"), [
    ("He is still having a generalised tonic-clonic seizure on arrival, with blue lips.", "seizure_active"),
    ("While she is speaking he slumps in the chair, stops responding and has no palpable pulse.", "cardiac_arrest"),
    ("The monitor shows ventricular fibrillation.", "cardiac_arrest"),
    ("His index and middle fingers are partly amputated and hanging by skin.", "amputation"),
    ("He woke with swollen lips and itchy welts.", "angioedema"),
    ("He says his throat feels 'a bit tight'.", "airway"),
    ("He cannot fully straighten his middle finger.", "tendon_injury"),
    ("My jaw is pulling and my neck is stuck to one side.", "dystonia"),
    ("He is brought in by his grandfather, who swung him up by both hands.", "pulled_elbow"),
    ("Headbutting the trolley despite being held by police.", "dangerous_violence"),
    ("She was handcuffed for the trip in.", "restrained"),
    ("The scald covers about 12 % of her body surface.", "major_burn"),
    ("He is pink but hard to rouse for a feed.", "confusion"),
    ("The baby has moved much less than usual since yesterday.", "obstetric"),
    ("She has not been right since a fall, and is more unsteady.", "fall"),
    ("Three vomits this evening that were bright green.", "bilious_vomiting"),
    ("A voice had told her to send the baby back to God.", "psychosis"),
    ("Her wedding ring will not come off.", "ring_stuck"),
    ("Since this morning the lump in his groin will not go back.", "hernia_stuck"),
    ("She sees haloes around lights and has vomited twice.", "acute_glaucoma"),
    ("He touched an overhead line with a metal pole.", "high_voltage"),
    ("She got a shock from a faulty toaster.", "electrical_injury"),
    ("He becomes cyanosed and limp.", "severe_breathing"),
    ("He keeps going blue and stopping breathing after coughing fits.", "hardly_breathing"),
    ("Drain cleaner splashed in both eyes.", "eye_chemical"),
    ("Wants to end life, plan to jump from bridge.", "suicide_plan"),
])
def test_a_stated_finding_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text), detect(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("Crushing central chest pain for an hour.", "trauma"),  # a crushing pain is no crush injury
    ("He was kicked by a horse.", "assault"),
    ("Still fit and well; she had a seizure last week.", "seizure_active"),
    ("My oxygen levels have been low.", "mental_health"),  # "been low" of a reading is no low mood
    ("His respiratory rate falls to 8.", "trauma"),  # a rate that falls is no fall
    ("He has coughing fits.", "seizure"),  # a coughing fit is no fit
    ("She got a shock from a faulty toaster.", "high_voltage"),  # a household shock is no high-voltage one
    ("He hurt his hand punching a wall.", "aggression"),
])
def test_words_that_look_alike_are_not_heard_as_the_other_concept(text: str, concept: str) -> None:
    assert concept not in concepts(text), detect(text)


def test_a_registration_row_shows_what_the_nurse_sees_and_who_speaks() -> None:
    case = Case(case_id="r1", chief_complaint="S/P FALL FROM ROOF APPROX 12 FT, GCS 6, BIBA", acuity=1)
    registration = Registration.from_case(case)
    assert registration.first_look == seen_in_complaint(case.chief_complaint) == "Unresponsive."
    assert registration.speaker == "companion" and registration.companion == "paramedic"


def test_what_someone_is_quoted_as_saying_is_not_seen_at_a_glance() -> None:
    from triagesim.clinical.presenting import seen_at_a_glance
    assert seen_at_a_glance("She says she has 'the worst flu of my life' and 'cannot breathe'. She is chatting.") is None
    assert seen_at_a_glance('The boy has bruises of different colours, which the boyfriend says are from "rough play".')


def test_the_prose_tells_how_it_happened_and_what_the_limb_can_do() -> None:
    assert narrative_mechanism("A 12-year-old girl rolled her left ankle at basketball practice.") == \
        "I rolled my left ankle at basketball practice"
    assert narrative_mechanism("Brought in by her mother after running into the corner of a coffee table.") == \
        "I ran into the corner of a coffee table"
    assert narrative_mechanism("A 2-year-old boy is brought in by his grandfather, who swung him up by both hands 40 minutes "
                               "ago.") == "I was swung up by both hands 40 minutes ago"
    assert narrative_function("He fell off the couch yesterday and has not walked since.") == "I have not walked since"


def test_the_prose_is_told_in_the_words_of_the_finding_it_states() -> None:
    assert told_findings("She answers in short slurred sentences.") == ["my speech is slurred"]
    assert told_findings("He has not eaten today and feels nauseated.") == ["I feel sick to my stomach"]


def test_a_medicine_changed_by_the_gp_and_a_course_just_started_are_the_patients() -> None:
    assert background_of("His GP doubled his furosemide a week ago.").medications == ["water tablets"]
    assert background_of("He started amoxicillin yesterday for a throat infection.").medications == ["amoxicillin"]
    assert background_of("She is allergic to amoxicillin.").medications is None


def test_a_mealtime_is_a_time_the_nurse_hears() -> None:
    assert "onset" in told("It's been going on since lunch.")
    assert "glucose" in told("She's been vomiting and her meter said a sugar of 28.")


def test_a_lay_variant_is_checked_like_its_say() -> None:
    with pytest.raises(ClinicalTableError, match="variants', item 0, field 'say'"):
        _words({"say": "I've got a cough", "noun": None, "variants": [{"span": "dry", "say": "it's dry"}]}, "lay.yaml, entry 'cough'")


# -- the scripted patient --------------------------------------------------------------------------------


def reply(case: Case, *questions: str, persona: PatientPersona | None = None, companion: bool = False) -> list[str]:
    brief = PatientBrief.from_case(case)
    if companion:
        brief = brief.model_copy(update={"speaker": "companion"})
    patient = ScriptedPatient(persona or PatientPersona(persona_id="p"), seed=0)
    patient.reset(run_id="meaning", seed=0)
    said = []
    for turn, question in enumerate(("What brings you in today?", *questions)):
        said.append(patient.respond(PatientObservation(run_id="meaning", turn=turn, brief=brief, nurse_utterance=question,
                                                       new_events=[])))
    return said[1:]


def test_a_blood_thinner_left_out_of_the_medicine_list_is_said_as_a_correction() -> None:
    case = Case(case_id="w", chief_complaint="fall, hit head", age=82, sex="F", acuity=2,
                history={"medications": ["amlodipine"]}, sensitive={"anticoagulants": "I take warfarin for my heart rhythm."})
    medicines, thinners = reply(case, "Do you take any regular medications?", "Do you take any blood thinners?")
    assert "amlodipine" in medicines and "warfarin" not in medicines
    assert "warfarin" in thinners and any(lead in thinners for lead in ("forgot", "should have said", "left that one out"))


def test_weakness_all_over_is_no_weakness_on_one_side() -> None:
    case = Case(case_id="d", chief_complaint="dizzy and weak", age=72, sex="M", acuity=3)
    (answer,) = reply(case, "Any weakness on one side of your body, or trouble speaking?")
    assert "no weakness on one side" in answer and "weak all over" in answer
    assert not answer.lower().startswith("yes")


def test_an_allergic_reaction_is_never_answered_no_allergies() -> None:
    case = Case(case_id="a", chief_complaint="Lip swelling after antibiotic", age=19, sex="M", acuity=2,
                narrative="A 19-year-old man started amoxicillin yesterday and woke with swollen lips and itchy welts.")
    (answer,) = reply(case, "Do you have any allergies?")
    assert "amoxicillin" in answer and "no allergies" not in answer.lower()


def test_a_mother_speaks_of_her_own_tablets_as_mine() -> None:
    case = Case(case_id="q", chief_complaint="Overdose, quetiapine", age=15, sex="F", acuity=2, companion="mother",
                narrative="A 15-year-old girl told her mum she swallowed about 20 of her mum's 300 mg quetiapine tablets "
                          "an hour ago. She is sleepy.")
    (answer,) = reply(case, "Do you know exactly what she took, and when?", companion=True)
    assert "20 of my 300 mg quetiapine tablets" in answer and "her mum's" not in answer


@pytest.mark.parametrize("question", [
    "Have you thought about how you would do it?",
    "Have you been feeling so low that you wished you could just disappear for good?",
    "Do you feel like you might act on these thoughts tonight?",
    "Sometimes when people are in this much pain they think about dying. Has that crossed your mind?",
    "If those thoughts got stronger, is there a gun or a stash of pills at home you could use?",
])
def test_an_indirect_self_harm_question_is_answered_from_the_case(question: str) -> None:
    case = Case(case_id="s", chief_complaint="depression, SI", age=28, sex="M", acuity=2,
                sensitive={"self_harm": "I've been saving up my sleeping pills to take them all tonight."})
    (answer,) = reply(case, question, persona=PatientPersona(persona_id="p", trust_in_healthcare="high"))
    assert "sleeping pills" in answer, answer


def test_an_inverted_safety_question_gets_a_yes_from_a_patient_who_is_safe() -> None:
    case = Case(case_id="c", chief_complaint="cough", age=40, sex="M", acuity=4)
    (answer,) = reply(case, "Do you feel you could keep yourself from acting on these thoughts while you're here with us?")
    assert answer.lower().startswith("yes")


@pytest.mark.parametrize(("complaint", "said"), [
    ("check before custody", "I need a check before I go into custody"),
    ("emergency contraception request", "I'm here for emergency contraception"),
    ("nosebleed that will not stop", "I've got a nosebleed that will not stop"),
    ("dizziness when turning head", "dizziness when turning my head"),
])
def test_a_complaint_is_said_as_a_person_says_it(complaint: str, said: str) -> None:
    case = Case(case_id="c", chief_complaint=complaint, age=30, sex="F", acuity=5)
    brief = PatientBrief.from_case(case)
    patient = ScriptedPatient(PatientPersona(persona_id="p", verbosity="terse"), seed=0)
    patient.reset(run_id="said", seed=0)
    first = patient.respond(PatientObservation(run_id="said", turn=0, brief=brief, nurse_utterance="What brings you in today?",
                                               new_events=[]))
    assert said in first, first



def test_what_goes_in_and_comes_out_is_told_as_the_story_says() -> None:
    """Asked whether fluids stay down and urine is passed, the answer agrees with the prose (an
    independent read found "she's keeping small sips down" for a child who vomited every sip)."""
    child = Case(case_id="f1", chief_complaint="vomiting and diarrhoea", age=4, sex="F", acuity=3, companion="mother",
                 narrative="A 4-year-old girl is brought in by her mother with vomiting since yesterday; her brother had the "
                           "same bug and drank well. She has vomited every sip of water since this morning and has passed "
                           "urine only once today.")
    assert narrative_intake(child.narrative) == "every sip comes straight back up, and I've only been for a wee once today"
    said = reply(child, "Is she keeping fluids down, and still weeing like usual?")[0]
    assert said == "Every sip comes straight back up, and she's only been for a wee once today.", said
    adult = Case(case_id="f2", chief_complaint="vomiting in pregnancy", age=27, sex="F", acuity=3,
                 narrative="A 27-year-old woman who is 9 weeks pregnant has vomited ten times a day and cannot keep down water.")
    said = reply(adult, "Are you keeping any fluids down, and are you passing urine as usual?")[0]
    assert said.startswith("I can't keep anything down") and "she" not in said.lower().split(), said
    baby = narrative_intake("The 8-month-old has refused his bottles since lunch and there have been no wet nappies since "
                            "breakfast.", baby=True)
    assert baby == "I've hardly taken any feeds, and there haven't been any wet nappies"
    assert narrative_intake("Her brother had been unable to keep fluids down last week.") is None  # someone else's


def test_a_hedged_time_still_answers_when_it_started() -> None:
    """"I'm not sure, it started yesterday, or was it the day before" gives the onset: asking again is a
    re-ask (the nurse and the dialogue master read it alike); "I'm not sure when" gives none."""
    assert "onset" in told("I've got a rash on my chest. I'm not sure, it started yesterday, or was it the day before.")
    assert "onset" not in told("I'm not sure, I can't remember when it started.")


def test_the_glass_test_is_answered_from_the_story() -> None:
    spots = Case(case_id="g1", chief_complaint="fever and spots", age=2, sex="M", acuity=2, companion="father",
                 narrative="A 2-year-old boy has had a fever since this morning, and his father noticed purple spots on his "
                           "legs that do not fade when pressed with a glass.")
    nappy = Case(case_id="g2", chief_complaint="nappy rash", age=0.6, sex="F", acuity=5, companion="mother",
                 narrative="A 7-month-old girl has had a red rash in the nappy area for four days. She is feeding well.")
    question = "Are there any spots that don't fade when you press a glass on them?"
    assert reply(spots, question)[0].startswith("Yes"), reply(spots, question)
    assert reply(nappy, question)[0].startswith("No"), reply(nappy, question)


def test_one_reason_is_said_once_for_two_questions() -> None:
    """A toddler's mother asked where and how much: "she's too little" once, not twice in a row."""
    case = Case(case_id="t", chief_complaint="crying, pulling at ear", age=1.5, sex="F", acuity=4, companion="mother")
    said = reply(case, "Does she seem to be in pain? Where, and how bad would you say it is, 0 to 10?")[0]
    assert said.count("too little") <= 1, said


def test_a_fever_on_chemotherapy_keeps_to_the_illness() -> None:
    """A fever is small talk's business only without a background that makes it urgent: on chemotherapy,
    dialysis or with sickle cell disease, nobody there chats about the parking (speech.yaml keeps_together)."""
    from triagesim.clinical.speech import keeps_to_the_illness

    assert keeps_to_the_illness(["I've had a high temperature"], None, ["lymphoma", "chemotherapy"])
    assert keeps_to_the_illness(["I've been vomiting"], None, ["type 1 diabetes"])
    assert not keeps_to_the_illness(["I've had a high temperature"], None, ["asthma"])


def test_what_something_else_did_to_the_patient_is_said_with_its_doer() -> None:
    """"Her horse reared and fell backwards onto her" is the horse's doing, onto me (an independent
    read found "She fell backwards onto her"); "as if someone had kicked him" is what it felt like."""
    assert narrative_mechanism("A 45-year-old woman was brought in after her horse reared and fell backwards onto her "
                               "during a trail ride.") == "My horse reared and fell backwards onto me during a trail ride"
    assert narrative_mechanism("A horse kicked him in the belly this morning.") == "A horse kicked me in the belly this morning"
    assert narrative_mechanism("He felt as if someone had kicked him hard in the back of the ankle.") is None


def test_a_handover_says_what_was_given_in_the_passive() -> None:
    assert narrative_treatment("The paramedic reports that a pelvic binder and morphine were given.") == \
        "I've had a pelvic binder and morphine"
    assert narrative_treatment("Oxygen had been applied by the crew.") == "I've had oxygen"
    assert narrative_treatment("Her brother was given antibiotics last week.") is None


@pytest.mark.parametrize(("text", "concept", "heard"), [
    # round 2026-12i (training on the spent sets 12d/12e): words a reference descriptor needs heard
    ("She suddenly could not find her words and dropped her cup.", "stroke", True),
    ("Her right arm hangs limply.", "stroke", True),
    ("She slept with her arm hanging down.", "stroke", False),
    ("I can't get my words out, I'm so breathless.", "stroke", False),  # breath as often as speech
    ("His GCS at the scene was 7.", "unresponsive", True),
    ("GCS 15 on arrival.", "unresponsive", False),
    ("He only moans when his arm is squeezed.", "unresponsive", True),
    ("He was swinging a metal bar at people.", "dangerous_violence", True),
    ("He is screaming that he will kill the staff.", "dangerous_violence", True),
    ("He believes his neighbour is poisoning the water supply.", "paranoia", True),
    ("She thinks her husband is cheating.", "paranoia", False),
    ("Police talked him back from the railing of a bridge.", "suicide_plan", True),
    ("I'll try again to get an appointment.", "suicide_plan", False),
    ("It came on when I bent down to tie my shoe.", "deformity", False),
    ("The baby is sleepy and gives only a weak cry.", "confusion", True),
    ("The baby is sleepy and gives only a weak cry.", "weakness", False),
    ("He has had a painful erection that will not go down for five hours.", "priapism", True),
    ("Red streaks run up her forearm from the bite.", "cellulitis", True),
])
def test_descriptor_words_are_heard_as_their_finding(text: str, concept: str, heard: bool) -> None:
    assert (concept in concepts(text)) is heard, (text, concepts(text))


def test_the_drink_taken_with_an_overdose_answers_the_drink_question() -> None:
    case = Case(case_id="od", chief_complaint="INTENTIONAL OD 30 SERTRALINE TABS WITH ALCOHOL", age=23, sex="M", acuity=2,
                speaker="companion")
    said = reply(case, "Do you know how much he has had to drink, and what time his last drink was?")[0]
    assert "drinking" in said and "sertraline" not in said, said


def test_pain_gone_by_triage_and_a_moving_head_are_no_pain_now() -> None:
    """"He is pain-free now" after two episodes of chest pain: asked, no pain now (an independent read
    found "It's my chest. It hurts" for him); "dizziness when turning my head" puts no pain in the head;
    "diagnosed as inner-ear crystals" before is no earache today."""
    gp = Case(case_id="p1", chief_complaint="chest pain, sent by GP", age=50, sex="M", acuity=2,
              narrative="A 50-year-old man is sent in by his GP after two episodes of central chest pain at rest this "
                        "morning. He is pain-free now.")
    assert PatientBrief.from_case(gp).pain == 0
    said = reply(gp, "Where is the pain, and how bad, 0 to 10?")[0]
    assert "hurts" not in said and re.search(r"doesn't hurt|no pain|isn't any pain", said), said
    dizzy = Case(case_id="p2", chief_complaint="dizziness when turning head", age=41, sex="F", acuity=4,
                 narrative="A 41-year-old woman has brief spinning dizziness when she rolls over in bed. She had the same "
                           "problem twice before, diagnosed as loose inner-ear crystals. She has no headache.")
    said = reply(dizzy, "Where is the pain, and how bad, 0 to 10?")[0]
    assert "head" not in said and "hurts" not in said, said
    assert not any("ear" in item for item in PatientBrief.from_case(dizzy).history.associated_symptoms or []), \
        PatientBrief.from_case(dizzy).history


@pytest.mark.parametrize(("text", "concept"), [
    # words heard as the wrong finding on the spent 2026-12h set (training): each a level or more off
    ("He admits to fleeting thoughts of not waking up.", "unresponsive"),
    ("The foot is pale and no pulses can be felt in it.", "cardiac_arrest"),
    ("He opens his eyes to voice, mumbles a few words and drifts off again.", "severe_breathing"),
    ("He was struck in the right eye by a cricket ball.", "testicular"),
    ("The knuckle of his little finger is sunken and bruised.", "dehydration"),
    ("She wants the morning-after pill because a condom broke last night.", "trauma"),
])
def test_words_are_not_heard_as_another_finding(text: str, concept: str) -> None:
    assert concept not in concepts(text), (text, concepts(text))
    assert "suicidal" in concepts("He admits to fleeting thoughts of not waking up.")
