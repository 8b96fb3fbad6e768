"""Ways of asking the scripted patient once misread (training on bank 17, measured once at 96.4 %), by meaning.

Each is worded afresh: wounds or bruises named first and whether the patient made them, or someone gave them; being
injured by someone close; spirits by name (puncheon, schnapps) and how much is "put away" or "knocked back"; the
complaint asked for as such, and "something in particular bring you in?" with its "what" left off; what was taken for
it with its "did" left off, two ways of trying joined ("used or tried for this"), and anything had to help it; how
long, asked as more than a span; a medicine that makes one slow to clot, or so the blood "don't" clot; what a doctor
started one on, bare (the regular medicines, never denied as "nothing taken for it"); a list of allergens that ends
"any of that stuff"; the scene set by what the nurse is doing ("while I take your temperature, ..."); and what was taken
"last night" after a party is named. The near misses share words and are not the topic: a cake one made oneself, anyone
else injured in a crash, food put away, a holiday going on for a week, what brings the pain on, what was had to eat.
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
    # harm to oneself, and harm from others
    ("These wounds on your wrist — did you make them yourself?", {"self_harm"}, set()),  # bank line
    ("Those scratches on your legs — did you do them yourself?", {"self_harm"}, {"abuse"}),
    ("The burns on her arm, did she make them herself?", {"self_harm"}, set()),
    ("That cake — did you make it yourself?", set(), {"self_harm"}),
    ("Those marks on your neck — did somebody give you them?", {"abuse"}, {"self_harm"}),
    ("Did someone give you that black eye?", {"abuse"}, set()),
    ("Has anyone at home ever injured you?", {"abuse"}, {"mechanism"}),
    ("Was anyone else injured in the crash?", set(), {"abuse"}),
    ("Those bruises on your arm — did you do them yourself, or did someone give you them?", {"self_harm", "abuse"}, set()),
    # drink and drugs
    ("L'chaim aside — how much schnapps do you put away in a week?", {"substance"}, set()),  # bank line
    ("Any puncheon or schnapps over the weekend?", {"substance"}, set()),
    ("How much do you knock back on a Friday night?", {"substance"}, set()),
    ("How much food do you put away in a day?", set(), {"substance"}),
    ("I know it was a party, but honestly — what did you take last night?", {"substance"}, {"ingestion"}),
    ("How many did you take at the party?", {"ingestion"}, {"substance"}),
    # why they came
    ("What was the main complaint that brought her in?", {"complaint"}, set()),
    ("Anything in particular bring him in today?", {"complaint"}, set()),
    ("Does anything in particular bring the pain on?", set(), {"complaint"}),
    # what was tried, and the regular medicines
    ("What he take for it so far?", {"treatment"}, set()),
    ("Tell me everything she's used or tried for this.", {"treatment"}, {"onset"}),
    ("Since this started, have you taken anything to ease it?", {"treatment"}, {"onset"}),
    ("Have you had anything to eat today?", set(), {"treatment"}),
    ("What medication are you on — anything the MO or your GP started you on?", {"medications"}, {"treatment"}),  # bank line
    ("Anything the doctor has put you on?", {"medications"}, {"treatment"}),
    ("What has the GP started you on for this rash?", {"treatment"}, set()),
    # allergies, blood thinners
    ("You allergic to anything — foods, meds, anything like that?", {"allergies"}, {"medications"}),
    ("Is he on something that makes him slow to clot?", {"anticoagulants"}, {"medications"}),
    ("Any tablet so your blood don't clot?", {"anticoagulants"}, {"symptoms"}),
    # how long, and the scene set first
    ("Has this been going on for longer than a week?", {"onset"}, set()),
    ("Have you had it for more than two days?", {"onset"}, set()),
    ("Are you going on holiday for more than a week?", set(), {"onset"}),
    ("While I check your blood pressure, how bad is the pain out of ten?", {"severity"}, {"symptoms"}),
    ("While we get you settled, where does it hurt?", {"location"}, {"symptoms"}),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = read_as(question)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_wounds_named_first_and_made_oneself_are_answered_from_the_self_harm() -> None:
    case = Case(case_id="b17-sh-1", age=24, sex="F", chief_complaint="cuts to forearm", pain=3,
                sensitive={"self_harm": "I did them myself last night, with a razor blade."})
    for question in ("Those cuts on your forearm — did you make them yourself?",
                     "The marks on your wrist, did you do them yourself?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "razor" in said.lower(), (question, said)


def test_bruises_someone_gave_are_answered_from_the_abuse() -> None:
    case = Case(case_id="b17-ab-1", age=38, sex="F", chief_complaint="bruising to back", pain=4,
                sensitive={"abuse": "My partner pushed me into the door frame."})
    for question in ("These bruises on your back — did somebody give you them?", "Has anyone close to you ever injured you?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "partner" in said.lower(), (question, said)


def test_spirits_by_name_and_how_much_is_put_away_are_the_drinking() -> None:
    case = Case(case_id="b17-sub-1", age=55, sex="M", chief_complaint="vomiting blood", pain=4,
                sensitive={"substance_use": "I drink about half a bottle of rum most days."})
    for question in ("How much puncheon do you put away in a week?", "How much do you knock back on a weekend?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "rum" in said.lower(), (question, said)


def test_what_a_doctor_started_one_on_is_the_medicine_list_never_denied() -> None:
    case = Case(case_id="b17-med-1", age=66, sex="M", chief_complaint="chest pain", pain=5,
                history={"medications": ["atorvastatin"]})
    said = terse_reply(case, "Which medication are you on — anything your doctor started you on?")
    assert "atorvastatin" in said.lower() and not re.search(r"\bhaven't taken\b|\bnot taken\b", said, re.I), said


def test_slow_to_clot_is_answered_from_the_blood_thinner() -> None:
    case = Case(case_id="b17-bt-1", age=74, sex="F", chief_complaint="fall, head injury", pain=3,
                history={"medications": ["apixaban", "bisoprolol"]})
    for question in ("While we move you across, are you on anything that makes you slow to clot?",
                     "Do you take something so your blood don't clot?"):
        said = terse_reply(case, question)
        assert "apixaban" in said.lower() and "bisoprolol" not in said.lower(), (question, said)


def test_the_complaint_asked_for_as_such_is_answered() -> None:
    case = Case(case_id="b17-cc-1", age=40, sex="M", chief_complaint="back pain", pain=6)
    for question in ("Hello, straight out: what is the complaint that brings you here?",
                     "Anything in particular bring you in this evening?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "back" in said.lower(), (question, said)


def test_everything_used_or_tried_for_it_is_what_was_tried_not_when_it_began() -> None:
    case = Case(case_id="b17-tx-1", age=30, sex="F", chief_complaint="headache", pain=5,
                history={"onset": "it started yesterday afternoon"})
    for question in ("Walk me through everything you've used or tried for this since it began.",
                     "Since it started, have you had anything to help it?"):
        said = terse_reply(case, question)
        assert "yesterday" not in said.lower() and not CLARIFY.search(said), (question, said)


def test_the_temperature_taken_meanwhile_is_no_question_about_fever() -> None:
    case = Case(case_id="b17-sev-1", age=45, sex="M", chief_complaint="abdominal pain", pain=7)
    said = terse_reply(case, "While I take your temperature, how bad is the pain out of ten?")
    assert "fever" not in said.lower() and "7" in said, said
