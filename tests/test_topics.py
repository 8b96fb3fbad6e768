"""The one question-topic classifier on everyday questions that used to misfire (issue 9, disclosure)."""

from __future__ import annotations

import pytest

from triagesim.clinical.topics import asked_topics

CASES = [
    ("Do you feel safe in yourself?", {"self_harm"}),
    ("Do you feel safe at home?", {"abuse"}),
    ("Is anyone at home hurting you?", {"abuse"}),
    ("Is she drinking her bottles?", set()),
    ("Is he drinking milk?", set()),
    ("Is she managing to drink?", set()),
    ("Is she drinking and feeding ok?", set()),
    ("Do you drink fluids?", set()),
    ("Has the temperature been high?", set()),
    ("Do you have a high temperature?", set()),
    ("How high is the pain?", set()),
    ("Have you taken any drugs for the pain?", set()),
    ("Do you drink alcohol?", {"substance"}),
    ("Any recreational drugs?", {"substance"}),
    ("Have you been drinking today?", {"substance"}),
    ("Were you high?", {"substance"}),
]


@pytest.mark.parametrize(("question", "expected"), CASES)
def test_everyday_questions_are_not_sensitive_topics(question, expected):
    sensitive = {"self_harm", "abuse", "substance"}
    assert set(asked_topics(question)) & sensitive == expected
