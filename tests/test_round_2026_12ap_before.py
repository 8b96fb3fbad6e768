"""Before the 2026-12ap sets were read, from a clinician's read of offline transcripts of the 2026-12ao self-harm cases
(training data by then): a cut made to cope is no wish to die. The act and the wish are two findings: the act asks the
question, the answer decides the level, and what the patient says of the wish is what the story says."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, opening  # noqa: E402

WISH = "Are you having any thoughts of ending your life?"
PLAN = "Have you thought about how you would end your life, and do you have the means with you?"

TO_COPE = case("cope", 24, "F", "Cut on her thigh that keeps gaping",
               "A 24-year-old woman who is known to the community mental health team cut her thigh with a razor blade after an "
               "argument on the phone, and she has come in because the cut keeps gaping. The wound is about four centimetres "
               "long and clean, with no active bleeding. She tells the triage nurse that cutting helps her cope, that she does "
               "not want to die and that she has no plan to hurt herself further tonight. Her vital signs are within normal "
               "limits.", acuity=3)

WANTS_TO_DIE = case("die", 17, "F", "Cut her arms and wants to die",
                    "A 17-year-old girl walked into the department alone with her forearms wrapped in a tea towel. Under it are "
                    "several fresh, shallow cuts that have stopped bleeding, made with a blade from a pencil sharpener. She tells "
                    "the triage nurse that she cut herself because she no longer wants to be alive and that she has planned to "
                    "jump from the multistorey car park tonight. Her vital signs are within normal limits.", acuity=2)

SILENT = case("silent", 19, "M", "Cut his forearm",
              "A 19-year-old man cut his left forearm with a razor blade in his room an hour ago. There are two gaping cuts that "
              "have stopped bleeding. His vital signs are within normal limits.", acuity=2)

SCRATCHES = case("scratches", 24, "F", "Scratched my arm, want to talk to someone",
                 "A 24-year-old woman made a few shallow scratches on her left forearm with a razor blade last night after a "
                 "difficult phone call with her father. The scratches have stopped bleeding and need only cleaning. She is clear "
                 "that she is not thinking of suicide, has taken nothing and came in hoping to be put in touch with mental health "
                 "services. Her vital signs are within normal limits.", acuity=4)


@pytest.mark.parametrize("text, heard, not_heard", [
    ("She cut her thigh with a razor blade after an argument.", "self_injury", "suicidal"),
    ("She has cut before to cope with strong feelings.", "self_injury", "suicidal"),
    ("She says the cutting relieves pressure.", "self_injury", "suicidal"),
    ("I cut myself on purpose", "self_injury", "suicidal"),
    ("She no longer wants to be alive.", "suicidal", None),
    ("She has planned to jump from the multistorey car park tonight.", "suicide_plan", None),
])
def test_the_act_and_the_wish_are_heard_apart(text: str, heard: str, not_heard: str | None) -> None:
    found = concepts(text)
    assert heard in found and (not_heard is None or not_heard not in found), found


@pytest.mark.parametrize("text", ["He cut himself shaving this morning.", "She cut herself on a broken glass in the sink."])
def test_a_cut_by_accident_is_no_self_harm(text: str) -> None:
    assert "self_injury" not in concepts(text)


def test_a_cut_to_cope_without_a_wish_to_die_is_asked_and_placed_by_its_resources() -> None:
    """She said "I've had the thoughts, but I haven't made a plan" to a question that presumed them, and was ESI 2."""
    assert ask(TO_COPE, WISH) == "No, I don't want to die."
    artifact = episode(TO_COPE, "esi")
    nurse = [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse"]
    assert any("thoughts of ending your life" in line for line in nurse)
    assert not any("how you would end your life" in line for line in nurse)
    assert artifact["state"]["final_triage"] == 3
    assert "specialty consultation" in artifact["trace"][-1]["explanation"]
    assert "nurses' station" in nurse[-1]  # watched while she waits, never sent off alone


def test_a_wish_and_a_plan_in_the_story_are_told_in_its_words() -> None:
    """"I've had the thoughts, but I haven't made a plan" from a girl who planned to jump; the way she cut was "I walked
    into the department", and her opening "I cut my arms and wants to die"."""
    assert ask(WANTS_TO_DIE, PLAN) == "Yes, I've made a plan to jump."
    assert ask(WANTS_TO_DIE, "How did you do this?").startswith("I cut myself with a blade from a pencil sharpener")
    assert opening("Cut her arms and wants to die") == "I cut my arms and want to die."
    assert episode(WANTS_TO_DIE, "esi")["state"]["final_triage"] == 2


def test_a_cut_with_no_word_of_the_wish_keeps_the_risk_open() -> None:
    """The story says nothing of a wish to die: the patient never denies one, and the nurse keeps ESI 2."""
    reply = ask(SILENT, WISH)
    assert "never" not in reply and not reply.startswith("No"), reply
    assert episode(SILENT, "esi")["state"]["final_triage"] == 2


def test_scratches_that_need_only_cleaning_are_one_resource() -> None:
    assert episode(SCRATCHES, "esi")["state"]["final_triage"] == 4


def test_why_the_tablets_were_taken_is_told_as_the_story_tells_it() -> None:
    """"I don't really know why I took them" from a girl who told the nurse she wanted everyone to leave her alone."""
    tablets = case("why", 17, "F", "Took ten ibuprofen after a fight at home",
                   "A 17-year-old girl swallowed ten ibuprofen tablets two hours ago after a fight at home, then texted her aunt, "
                   "who drove her in. She tells the nurse she wanted everyone to leave her alone and regrets it now, and she has "
                   "only a mild stomach ache.", pain=2)
    assert ask(tablets, "Did you take them to hurt yourself?") == "I wanted everyone to leave me alone."


def test_teeth_that_meet_normally_are_no_toothache() -> None:
    """"He's got toothache" from the father of a boy whose "teeth meet normally" after a cut chin."""
    chin = case("chin", 9, "M", "Cut his chin falling off his bike",
                "A 9-year-old boy went over the handlebars of his bike on the pavement and has a gaping cut under his chin. His "
                "jaw opens and closes fully and his teeth meet normally.", companion="dad")
    said = ask(chin, "What's brought him in today?")
    assert "toothache" not in said.replace("no toothache", ""), said
    assert "dental" in concepts("toothache, teeth don't meet properly")


def test_asked_whether_she_is_safe_a_girl_who_cut_is_never_one_who_never_thought_of_it() -> None:
    """"She's never talked about hurting herself" from the youth worker of a girl who cut her forearm last night."""
    girl = case("youth", 16, "F", "Cut her arm, cuts still oozing",
                "A 16-year-old girl cut her left forearm with a pencil-sharpener blade in her bedroom last night. Her youth worker "
                "says she has cut before when upset. She says the cutting relieves pressure and that she does not want to die.",
                companion="youth worker")
    reply = ask(girl, "Is she safe?")
    assert "never" not in reply and reply.startswith("Yes, she's said she doesn't want to die"), reply
