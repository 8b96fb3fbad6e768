"""Ways of asking the scripted patient once misread (training on bank 19, measured once at 96.4 %), by meaning.

Each is worded afresh: wounds named first and whether one made them oneself, however long the aside between ("ones you
did yourself", "(the faded, older ones): did she make them herself?"), cuts or burns made on one's own skin, cutting
one's skin when things are bad, and tablets taken hoping not to wake up; the one who did it named by a relative clause
("someone who lives with you", "anyone close to her"), being pinned or held down, hands put "there" on a bruise, a man
or woman with the patient who hits them, and the "other half" who did it; the pain likened to a thing ("if your headache
were an animal") or set beside other pains, and a pause in the patient's trouble set first ("between coughs, ...");
"describe" with an object of its own (the history, how often one drinks), which is not the pain; what was taken
"already" or "this morning" for it; what a doctor prescribed asked by the cupboard it sits in; a blood thinner given by
a daily injection; pregnant in the patient's own language; drinks and tobacco of German and French speakers by name;
drinks that may be making one sick; how someone fell asked inside a request to an interpreter, going down on the stairs,
and what put one in a sling; the cleft "what is it that's wrong"; and the history asked as an open question with
examples. The near misses share words and are not the topic: a cut got on a fence, a man who hit him with his car, a
wife who did that for him, and "do you have diabetes?" asked of someone with none.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.cases import Case

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, terse_reply  # noqa: E402

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # harm to oneself
    ("Those scratches on your leg, are they ones you did yourself?", {"self_harm"}, set()),
    ("The scars on her forearms (the faded, older ones): did she make them herself?", {"self_harm"}, set()),
    ("Have you noticed burns he's made on his own arms?", {"self_harm"}, set()),
    ("Has he been cutting his skin when things are bad?", {"self_harm"}, set()),
    ("Does she cut her legs when things get hard?", {"self_harm"}, set()),
    ("Did you cut your arm on the fence?", set(), {"self_harm"}),
    ("When you swallowed the pills, were you hoping you wouldn't wake up?", {"self_harm"}, {"medications"}),
    ("That bottle of pills: was he hoping not to wake up?", {"self_harm"}, {"medications"}),
    # harm from others
    ("Did somebody who lives with you do this?", {"abuse"}, set()),
    ("Did anyone close to her cause these bruises?", {"abuse"}, {"mechanism"}),
    ("These marks on his arms, did someone pin him down?", {"abuse"}, set()),
    ("Those bruises on your throat: did somebody put their hands there?", {"abuse"}, set()),
    ("Does that lady ever hurt her?", {"abuse"}, set()),
    ("Did your other half do this to you?", {"abuse"}, set()),
    ("Did that man hit him with his car?", set(), {"abuse"}),
    ("Did your wife do that for you?", set(), {"abuse"}),
    # what the pain is like
    ("If your headache were an animal, what would it be?", {"character"}, set()),
    ("Compared with other pains you've had, what does this one feel like?", {"character"}, set()),
    ("Between coughs, can you describe the pain?", {"character"}, {"symptoms"}),
    ("Describe your medical history, please.", {"history"}, {"character"}),
    ("Describe how often you drink in a month.", {"substance"}, {"character"}),
    # what was tried, the regular medicines, blood thinners
    ("What did she take already for the headache?", {"treatment"}, {"ingestion"}),
    ("What did he take this morning for it?", {"treatment"}, {"ingestion"}),
    ("What's in your medicine cupboard that the GP prescribed you?", {"medications"}, {"treatment"}),
    ("Do you use anything to thin the blood, like tablets or daily injections?", {"anticoagulants"}, {"medications"}),
    # pregnancy, drink and tobacco
    ("Are you schwanger, or could you be?", {"pregnancy"}, set()),
    ("Is she embarazada?", {"pregnancy"}, set()),
    ("How much pastis or Korn in a week?", {"substance"}, set()),
    ("Any Kippen?", {"substance"}, set()),
    ("Have you had drinks or drugs today that could be making you feel sick?", {"substance"}, {"allergies"}),
    # how it happened, the complaint
    ("Could you ask her how exactly she fell and what she landed on?", {"mechanism"}, set()),
    ("Did he go down on the stairs at home?", {"mechanism"}, set()),
    ("What happened to put him in that sling?", {"mechanism"}, set()),
    ("What is it that's wrong with him tonight?", {"complaint"}, set()),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = read_as(question)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_wounds_made_oneself_and_cutting_when_things_are_bad_are_answered_from_the_self_harm() -> None:
    case = Case(case_id="b19-sh-1", age=23, sex="F", chief_complaint="laceration to forearm", pain=3,
                sensitive={"self_harm": "I cut my arms with a razor when everything gets too much."})
    for question in ("Those cuts on your forearm, are they ones you did yourself?",
                     "The marks on your arms (the older ones): did you make them yourself?",
                     "Have you been cutting your arms when life gets too hard?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "razor" in said.lower(), (question, said)


def test_tablets_taken_hoping_not_to_wake_are_answered_from_the_self_harm() -> None:
    case = Case(case_id="b19-sh-2", age=41, sex="M", chief_complaint="took an overdose", pain=0,
                sensitive={"self_harm": "I took them because I didn't want to wake up."},
                history={"medications": ["mirtazapine"]})
    said = terse_reply(case, "All those tablets: were you hoping not to wake up?")
    assert not CLARIFY.search(said) and "wake" in said.lower() and "mirtazapine" not in said.lower(), said


def test_someone_close_or_at_home_who_did_it_is_answered_from_the_abuse() -> None:
    case = Case(case_id="b19-ab-1", age=36, sex="F", chief_complaint="bruising to wrists and neck", pain=4,
                sensitive={"abuse": "My boyfriend pinned me down and squeezed my neck."})
    for question in ("Did somebody who lives with you cause these injuries?", "Did anyone close to you do this?",
                     "These bruises on your wrists, did someone hold you down?",
                     "The marks on your neck: did somebody put their hands there?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "boyfriend" in said.lower(), (question, said)


def test_a_doctors_prescription_in_the_cupboard_is_the_regular_medicines() -> None:
    case = Case(case_id="b19-med-1", age=66, sex="M", chief_complaint="cough", pain=1,
                history={"medications": ["amlodipine", "atorvastatin"]})
    said = terse_reply(case, "What's in your bathroom cupboard that your doctor prescribed you?")
    assert "amlodipine" in said.lower(), said


def test_a_daily_injection_to_thin_the_blood_is_answered_from_the_blood_thinner_alone() -> None:
    case = Case(case_id="b19-bt-1", age=71, sex="F", chief_complaint="fall", pain=4,
                history={"medications": ["dalteparin", "omeprazole"]})
    said = terse_reply(case, "Tell me if you use anything to thin your blood, tablets or daily injections in the belly.")
    assert "dalteparin" in said.lower() and "omeprazole" not in said.lower(), said


def test_an_open_history_question_with_examples_is_answered_without_a_no() -> None:
    case = Case(case_id="b19-hx-1", age=52, sex="M", chief_complaint="nosebleed", pain=1,
                history={"past_medical_history": ["gout"]})
    said = terse_reply(case, "What illnesses have you got? Heart, lungs, diabetes?")
    assert "gout" in said.lower() and not re.match(r"\W*no\b", said, re.IGNORECASE), said
    said = terse_reply(case, "Do you have diabetes?")
    assert re.match(r"\W*no\b", said, re.IGNORECASE) and "gout" in said.lower(), said


def test_how_someone_fell_asked_through_an_interpreter_is_the_story_of_the_injury() -> None:
    case = Case(case_id="b19-mech-1", age=58, sex="M", chief_complaint="hip pain after slipping on wet steps", pain=7,
                history={"mechanism": "slipped on wet steps and landed on his right hip"})
    said = terse_reply(case, "Would you ask him how exactly he fell, and what he landed on?")
    assert not CLARIFY.search(said) and re.search(r"slip|step|landed|hip", said, re.IGNORECASE), said
