"""Ways of asking the scripted patient once misread (training on bank 21, measured once at 96.6 %), by meaning.

Each is worded afresh: whether marks were done to oneself, and cutting or burning oneself; old breaks, past illnesses
and hospital stays, heart attacks "in the past", and being a diabetic already; pointing to where it hurts; what brought
the patient in, said around a clause ("what's wrecked your weekend and brought you in?"), and the main or number-one
problem; a partner who caused the injuries; a companion asked whether the patient seemed high; what made a cut; the first
sign of an illness; and a scene set by where the patient lies or what the nurse's instrument is doing. The near misses
share words and are not the topic: the cuts of a knife that slipped, an illness in the family, a point made in talk,
what brought on the pain, a sudden cramp, a number on a scale.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.cases import Case

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, terse_reply  # noqa: E402

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    ("Those scratches on your legs, did you do them to yourself?", {"self_harm"}, set()),
    ("Any burning of yourself recently, with cigarettes or a lighter?", {"self_harm"}, set()),
    ("Any previous broken bones?", {"history"}, set()),
    ("Strokes or heart attacks in the past?", {"history"}, set()),
    ("Any hospital admissions over the years?", {"history"}, set()),
    ("Is he a diabetic?", {"history"}, set()),
    ("Could you point with one finger to where it's worst?", {"location"}, set()),
    ("What's wrecked your weekend and brought you in to us?", {"complaint"}, set()),
    ("What's the main problem today?", {"complaint"}, {"severity"}),
    ("Did your partner cause any of these bruises?", {"abuse"}, set()),
    ("When you found him, did he look high on anything?", {"substance"}, set()),
    ("What made those cuts on your hand?", {"mechanism"}, set()),
    ("When was the very first sign of this illness?", {"onset"}, set()),
    ("Lying back on the trolley there, any heart trouble in the past?", {"history"}, {"location"}),
]
NEAR_MISSES = [
    ("What brought on the pain, was it lifting?", {"complaint"}),
    ("On a scale where ten is the worst, what number is it?", {"complaint"}),
]


@pytest.mark.parametrize(("question", "wanted", "unwanted"), READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = read_as(question)
    assert wanted <= names and not (unwanted & names), (question, names)


@pytest.mark.parametrize(("question", "unwanted"), NEAR_MISSES)
def test_a_near_miss_is_not_that_topic(question: str, unwanted: set[str]) -> None:
    assert not (unwanted & read_as(question)), question


def test_marks_done_to_oneself_are_answered_from_the_self_harm() -> None:
    case = Case(case_id="b21-sh-1", age=19, sex="F", chief_complaint="cuts to forearm", pain=2,
                sensitive={"self_harm": "I cut myself last night when things got too much."})
    for question in ("Did you do these cuts to yourself?", "Any cutting of yourself lately?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "cut myself" in said.lower(), (question, said)
