"""After the first look at bank 33 (training): the ways of asking its misses taught, in the bank's words (bank 33 is now
training data) and in our own, with the near misses that must stay as they were, the replies that answer them, and the
judge's reading of a faint, a flutter in the chest and a yes-or-no asked after a lead-in."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case, CaseHistory, load_bundled_cases

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from triage_cases import CLARIFY, read_as, row, terse_reply  # noqa: E402


from question_judge import judge  # noqa: E402


@pytest.mark.parametrize(("question", "topic"), [
    # self-harm: packing it all in, for good or not, jacking it in for good
    ("Have you felt like you want to pack it all in for good?", "self_harm"),
    ("Does he feel like packing it all in?", "self_harm"),
    ("Has she talked about jacking it in for good?", "self_harm"),
    # the complaint: left feeling out of sorts, come in mainly because, one thing bringing one in, what was troubling her,
    # a list of choices closed by "how would you put it"
    ("What's left you feeling so out of sorts that you've come to us?", "complaint"),
    ("What's left him feeling so rough?", "complaint"),
    ("Correct me if I'm wrong, you've come in mainly because you've been feeling unwell, yeah?", "complaint"),
    ("Are you here mainly because of the cough?", "complaint"),
    ("Have you been feeling under the weather, or is there one thing in particular bringing you in?", "complaint"),
    ("Is there one problem that's bringing her in today?", "complaint"),
    ("Did you see what was troubling her on the train before you called for help?", "complaint"),
    ("Is it mainly pain, feeling unwell, an injury, or how would you put it?", "complaint"),
    # what was done to help it, a wound cleaned or dressed, something like butter put on a burn
    ("Whenever you're ready, what have you done so far to help it?", "treatment"),
    ("What did he do to ease it?", "treatment"),
    ("So I know who to call, has anyone cleaned or dressed the wound yet?", "treatment"),
    ("Has the cut been washed out?", "treatment"),
    ("This may sound odd, but did you put anything like butter or toothpaste on the burn?", "treatment"),
    ("Did she put anything such as cream on the graze?", "treatment"),
    # how bad: what it affects, struggling with it, what one can still do with it
    ("Tell me a bit about how much this pain is affecting you?", "severity"),
    ("Is the pain affecting your sleep?", "severity"),
    ("Did you see how much he was struggling with the pain at the supermarket?", "severity"),
    ("It's a routine question, can you still get about on your own with this pain?", "severity"),
    ("Would you happen to know if she's been able to sit her lectures at the university with this pain?", "severity"),
    # what it is like: the words for it asked indirectly, two feelings offered as what it does
    ("I was wondering what words you'd use for the pain?", "character"),
    ("Since you came in with him from the kitchen, has Tomasz said whether his pain burns or aches?", "character"),
    ("Does it throb or sting?", "character"),
    # when, of the one asked about named by who they are to the companion
    ("Would you happen to know when your wife first said she felt like this?", "onset"),
    ("When his dad first noticed it, what time was it?", "onset"),
    # abuse: scared of a person named by who they are
    ("Maybe you can help me, has she seemed scared of the man who picks her up from the library?", "abuse"),
    # how it happened, of one named by a first name alone
    ("Since you came in with him from the kitchen, how did Tomasz burn his hand?", "mechanism"),
    ("How did Priya hurt her wrist?", "mechanism"),
])
def test_a_topic_asked_in_words_of_its_own_is_read(question, topic):
    assert topic in read_as(question), read_as(question)


@pytest.mark.parametrize(("question", "topics"), [
    # a list of choices closed by "how would you put it": which it is, not what the pain is like nor how it came about
    ("Is it mainly pain, feeling unwell, an injury, or how would you put it?", {"complaint"}),
    # where the pain goes when it is at its worst: where, at that time, not how bad
    ("Tell me a bit about where the pain goes when it's at its worst?", {"location"}),
    # a blood thinner started after a condition: the blood thinner, not when the trouble began
    ("Correct me if I'm wrong, you started rivaroxaban after your heart rhythm problem, yeah?", {"anticoagulants"}),
    ("Have you felt like you want to pack it all in for good?", {"self_harm"}),
    ("Whenever you're ready, what have you done so far to help it?", {"treatment"}),
])
def test_a_question_is_read_as_its_one_topic(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize(("question", "topic"), [
    # the near misses: a job packed in, a pain asked how bad at its worst, how it happened, when a blood thinner was begun,
    # a dress put on, a thing done to hurt it, what the doctor can do with it
    ("Did you pack it all in at work?", "self_harm"),
    ("Did he pack in his job?", "self_harm"),
    ("How bad is it at its worst?", "location"),
    ("Is it mainly pain, an injury, or how did it happen?", "complaint"),
    ("Did you get dressed before you came?", "treatment"),
    ("What did you do to hurt it?", "treatment"),
    ("Can you tell me where the pain is?", "severity"),
    ("Has the medicine affected your appetite?", "severity"),
    ("Has Warfarin ever made him bleed?", "mechanism"),
])
def test_a_near_miss_is_not_read_as_the_topic(question, topic):
    assert topic not in read_as(question), read_as(question)


@pytest.mark.parametrize("question", [
    "When did you start rivaroxaban?",
    "Did the pain start after you began taking warfarin?",
])
def test_when_a_blood_thinner_was_begun_is_still_a_time(question):
    assert {"onset", "anticoagulants"} <= read_as(question), read_as(question)


def test_new_pills_begun_with_no_medicine_named_are_still_answered():
    # the medicine list is left out of this reading before the blood thinner begun is looked for: nothing to look at
    question = "Lately, has your mum reacted badly to any new pills she's started?"
    assert "allergies" in read_as(question), read_as(question)
    reply = terse_reply(_bundled("ts-012"), question)
    assert "allerg" in reply.lower(), reply


def test_a_medicine_named_after_an_asking_verb_stays_a_medicine():
    assert "anticoagulants" in read_as("Has Warfarin ever made him bleed?")
    assert "treatment" in read_as("Is Calpol helping her?")


@pytest.mark.parametrize("question", [
    "Have you felt like you want to pack it all in for good?",
    "What's left you feeling so out of sorts that you've come to us?",
    "Correct me if I'm wrong, you've come in mainly because you've been feeling unwell, yeah?",
    "Whenever you're ready, what have you done so far to help it?",
    "So I know who to call, has anyone cleaned or dressed the wound yet?",
    "This may sound odd, but did you put anything like butter or toothpaste on the burn?",
    "Tell me a bit about how much this pain is affecting you?",
    "It's a routine question, can you still get about on your own with this pain?",
    "I was wondering what words you'd use for the pain?",
])
def test_a_question_in_these_words_is_answered(question):
    reply = terse_reply(row("Ankle injury"), question)
    assert not CLARIFY.search(reply), reply


def _bundled(case_id: str) -> Case:
    return next(case for case in load_bundled_cases() if case.case_id == case_id)


def test_the_plan_to_overdose_is_told_to_packing_it_all_in():
    reply = terse_reply(_bundled("ts-016"), "Have you felt like you want to pack it all in for good?")  # saving up sleeping pills
    assert "pills" in reply.lower() or "tablets" in reply.lower(), reply


def test_no_thought_of_packing_it_all_in_is_denied():
    reply = terse_reply(row("Ankle injury"), "Have you felt like you want to pack it all in for good?")
    assert reply.lower().startswith(("no", "not")), reply


def test_the_visit_is_told_to_a_list_of_choices():
    reply = terse_reply(_bundled("ts-026"), "Is it mainly pain, feeling unwell, an injury, or how would you put it?")
    assert "fever" in reply.lower() and "nothing happened" not in reply.lower(), reply


def test_no_blood_thinner_is_denied_without_the_time_it_began():
    reply = terse_reply(_bundled("ts-040"), "Correct me if I'm wrong, you started rivaroxaban after your heart rhythm problem, yeah?")
    assert reply.lower().startswith("no") and "since" not in reply.lower(), reply


# The judge (bank 33, training): a faint or light head in two words is the dizziness asked, a flutter in the chest the heart's
# beat, and a "not" may answer a yes-or-no asked after a lead-in.
_COPD = Case(case_id="row", chief_complaint="SOB, COPD exac", age=70, sex="M", acuity=2,
             history=CaseHistory(associated_symptoms=["wheezing", "coughing up green phlegm"]))


def test_the_judge_reads_a_faint_or_light_head_as_the_dizziness_asked():
    question = "Whenever you're ready, have you felt faint or light headed along with this?"
    assert judge(_COPD, "associated", question, "No, no dizziness.").ok
    assert not judge(_COPD, "associated", "Have you felt anything else along with this?", "No, no dizziness.").ok


def test_the_judge_reads_a_flutter_in_the_chest_as_the_heart_beat():
    question = "So I know who to call, any palpitations or fluttering in your chest with it?"
    assert judge(_COPD, "associated", question, "No, no racing heart.").ok
    assert not judge(_COPD, "associated", "Any pain in your chest with it?", "No, no chest pain.").ok


def test_the_judge_hears_a_yes_or_no_asked_after_a_lead_in():
    case = _bundled("ts-011")
    question = "Before I forget, is this the first time it's happened, and when did this episode begin?"
    reply = "Not exactly like this, but I've got high blood pressure, and I smoke. It started about an hour ago while I was watching TV."
    assert judge(case, "onset", question, reply).ok
    assert not judge(case, "onset", "Before I forget, when did this episode begin?", "No, no blood pressure trouble.").ok
