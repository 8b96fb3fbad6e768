"""Before the 2026-12ah sets were read, from probe cases written here and the thirtieth read's missing questions: a
needle-stick is asked whose needle it was and about the hepatitis B jabs, and answers from its story; an older person's
fall is asked whether they got up alone or lay there, and someone found on the floor is heard as a fall; a foot numb
beyond a broken shin is the limb's question, never a stroke's "when were you last normal"; an attempt already made is
told as the act when asked "have you done anything already?", never as thoughts; thoughts of suicide are asked when
they began, never whether they come and go; stings and bites counted with an "x" are said as a count; sunburn is said
where it is and from what day out; and a sting, a burn or a break with no pain score recorded still hurts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case
from triagesim.clinical import detect
from triagesim.clinical.topics import asked_topics

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, episode, FLUENT as _FLUENT, opening as _opening, row  # noqa: E402


def _lines(a_case: Case, speaker: str = "nurse") -> list[str]:
    return [turn["text"] for turn in episode(a_case, "esi")["transcript"] if turn["speaker"] == speaker]


def _after(a_case: Case, question_part: str) -> str:
    """The reply to the first nurse line that contains ``question_part``."""
    transcript = episode(a_case, "esi")["transcript"]
    for at, turn in enumerate(transcript):
        if turn["speaker"] == "nurse" and question_part in turn["text"]:
            return transcript[at + 1]["text"]
    raise AssertionError(f"never asked {question_part!r}: {[t['text'] for t in transcript if t['speaker'] == 'nurse']}")


_NEEDLE_AT_WORK = case("ns", 31, "F", "needlestick injury", "A nurse on the ward stuck herself with a used needle from a patient "
                       "while recapping it half an hour ago. She washed it under the tap. The source patient is known to have "
                       "hepatitis C.")


# ------------------------------------------------------------------ a needle-stick
def test_a_needlestick_is_asked_whose_needle_and_about_hepatitis_b_jabs():
    said = " ".join(_lines(_NEEDLE_AT_WORK))
    assert "whose needle it was" in said and "hepatitis B jabs" in said, said


def test_the_source_and_the_jabs_are_answered_from_the_story():
    assert _after(_NEEDLE_AT_WORK, "whose needle") == "Yes, the person it was used on is known to have hepatitis C."
    assert _after(_NEEDLE_AT_WORK, "hepatitis B jabs") == "Yes, I had the full course of hepatitis B jabs when I started work."


@pytest.mark.parametrize(("complaint", "said"), [
    ("NEEDLESTICK FROM HEP C PT", "known to have hepatitis C"),
    ("needlestick from HIV positive patient", "known to have HIV"),
    ("stepped on discarded syringe at beach", "nobody knows whose it was"),
    ("needle stick injury", "I don't know whose it was"),
    ("nurse stuck L thumb with used needle from pt", "It was used on a patient"),  # "left" is no needle left lying about
])
def test_whose_needle_is_answered_without_inventing_an_infection(complaint, said):
    question = "Do you know whose needle it was, or anything about the person it was used on?"
    assert asked_topics(question) == {"exposure_source"}
    assert said in ask(row(complaint), question, _FLUENT)


@pytest.mark.parametrize("question", ["Have you had the full course of hepatitis B jabs?",
                                      "Has he had the full course of hepatitis B jabs, as far as you know?"])
def test_the_hepatitis_b_jabs_are_immunisations_and_hepatitis_is_still_a_condition(question):
    assert asked_topics(question) == {"immunisations"}
    assert "history" in asked_topics("Do you have hepatitis or HIV?")
    assert "history" in asked_topics("Any hep C?")


# ------------------------------------------------------------------ a fall: got up, or lay there
def test_found_on_the_floor_is_a_fall_nobody_saw():
    for text in ("found on floor", "He was found on the kitchen floor.", "Her son found her on the bathroom floor."):
        assert "fall" in {hit.concept for hit in detect(text)}, text
    assert "fall" not in {hit.concept for hit in detect("The empty pill packets were found on the floor beside her.")}


def test_an_older_person_found_on_the_floor_is_asked_whether_they_got_up_and_says_the_long_lie():
    found = case("out", 74, "M", "found on floor", "His neighbour found him on the kitchen floor this morning; he may have been "
                 "there overnight. He is cold and a little muddled but talking.", vitals={"temperature": 35.1, "heartrate": 58})
    assert _after(found, "get up by yourself") == "No, I was on the floor for hours and couldn't get up."


@pytest.mark.parametrize(("complaint", "said"), [
    ("found on floor", "I couldn't get up"),
    ("fall at home", "I got myself up"),
])
def test_whether_they_got_up_is_answered_as_the_story_has_it(complaint, said):
    question = "Did you get up by yourself, or were you on the floor a while?"
    assert asked_topics(question) == {"time_down"}
    assert said in ask(row(complaint), question, _FLUENT)


def test_a_young_adults_fall_is_not_asked_about_a_long_lie():
    young = Case(case_id="f", chief_complaint="fall from bike, sore wrist", age=24, sex="M", acuity=4, pain=5)
    assert not any("on the floor a while" in line for line in _lines(young))


# ------------------------------------------------------------------ a foot numb beyond a broken shin
def test_numbness_beyond_an_open_fracture_is_the_limbs_question_not_a_strokes_clock():
    fracture = case("fx", 22, "M", "open fracture lower leg", "He came off his motorbike at low speed. The bone is poking through "
                    "the skin of his shin and his foot feels numb.", vitals={"heartrate": 118, "sbp": 112})
    said = " ".join(_lines(fracture))
    assert "last completely normal" not in said, said
    assert "move your toes" in said, said


def test_a_stroke_is_still_asked_when_last_normal():
    stroke = Case(case_id="st", chief_complaint="R leg weak", age=70, sex="F", acuity=2)
    assert any("last completely normal" in line for line in _lines(stroke))


@pytest.mark.parametrize("complaint", ["left arm numb and weak", "R leg weak", "her right arm went weak"])
def test_one_limb_gone_weak_is_heard_as_a_stroke_and_said_as_one_part(complaint):
    stroke = Case(case_id="st", chief_complaint=complaint, age=70, sex="F", acuity=2)
    artifact = episode(stroke, "esi")
    assert artifact["state"]["final_triage"] <= 2
    assert "I'm weak" not in artifact["transcript"][1]["text"], artifact["transcript"][1]["text"]


def test_a_limb_weak_since_an_operation_is_no_stroke():
    assert "stroke" not in {hit.concept for hit in detect("right leg weak since the operation")}


# ------------------------------------------------------------------ an attempt already made
def test_an_attempt_made_is_told_as_the_act_not_as_thoughts():
    attempt = case("hose", 44, "M", "suicide attempt", "His brother found him in the garage with a hose running from the exhaust "
                   "into the car. His brother says he has talked about how he would do it for weeks.")
    reply = _after(attempt, "harm yourself already")
    assert reply.startswith("Yes") and "thoughts" not in reply, reply
    assert "tried to end my life" in reply, reply


def test_thoughts_of_suicide_are_asked_when_they_began_not_whether_they_come_and_go():
    thoughts = Case(case_id="si", chief_complaint="suicidal thoughts", age=30, sex="F", acuity=2)
    said = " ".join(_lines(thoughts))
    assert "coming and going" not in said and "When did this start?" in said, said


# ------------------------------------------------------------------ counts and sunburn said as a person says them
@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("wasp stings x several", "several wasp stings", " x "),
    ("bee sting x 2", "two bee stings", "twice"),
    ("lacs x2 L forearm", "two cuts on my left forearm", "x2"),
    ("tick bite x1", "a tick bite", "one tick"),
    ("sunburn back and shoulders from boat", "sunburn on my back and shoulders from a day on the boat", "from boat"),
    ("SUNBURN FROM BEACH", "from a day at the beach", "from a beach"),
    ("MISSED HD X2", "twice", "two"),
])
def test_counts_and_sunburn_are_said_as_a_person_says_them(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize("complaint", ["wasp stings x several", "sunburn back and shoulders", "burn to hand from kettle"])
def test_a_sting_or_a_burn_with_no_score_recorded_still_hurts(complaint):
    reply = ask(row(complaint), "Where is the pain or discomfort, and on a scale of 0 to 10, how bad is it right now?", _FLUENT)
    assert "There isn't any pain" not in reply and "doesn't really hurt" not in reply, reply
