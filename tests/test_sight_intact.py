"""Sight said to be unharmed is an answer to the sight question, never the eye complaint denied.

The seventeenth read: a mother said "no problems with her eyesight" and the nurse asked about the vision again; the
words were heard as the eye problem itself denied."""

from __future__ import annotations

import pytest

from triagesim.clinical import detect
from triagesim.clinical.interview import SPECIFIC_QUESTIONS


@pytest.mark.parametrize("said", ["No problems with her eyesight.", "My vision is fine.", "vision ok", "I can see fine."])
def test_sight_said_to_be_fine_answers_the_sight_question_and_keeps_the_eye(said):
    heard = {hit.concept for hit in detect(said) if not hit.negated}
    assert "sight_intact" in heard and "vision_loss" not in heard
    vision = next(question for question in SPECIFIC_QUESTIONS if question.name == "eye_vision")
    assert "sight_intact" in vision.answered_by
