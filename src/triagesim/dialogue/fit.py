"""Fit of a question to the person: pregnancy to a man, a child or an older woman; drink or drugs
about a young child; a 0-10 score or "the worst headache of your life" when the patient cannot
say one; the patient's age asked of the companion in the second person.

Ages come from ``clinical.age_limits``: pregnancy is asked from ``childbearing_from`` to
``childbearing_to`` when the complaint makes it matter, so a question more than a few years
outside that span (under 10, over 60) fits nobody; a child younger than ``reask_from`` is not
asked for a 0-10 score at all (the protocol nurse asks its parent once, and takes "too little to
give a number" for the answer).
"""

from __future__ import annotations

import re

from ..clinical.age_limits import AGE_LIMITS
from ..clinical.topics import asked_topics
from .defects import Defect, LineContext
from .vocabulary import HOW_OLD_ARE_YOU, SCORE_QUESTION, WORST_HEADACHE

__all__ = ["check_unfit_question", "check_companion_age", "PREGNANCY_ASKED_FROM", "PREGNANCY_ASKED_TO",
           "SUBSTANCE_ASKED_FROM", "SCORE_ASKED_FROM"]

#: The widest span of ages a pregnancy question can fit (the nurse's own span, with a margin).
PREGNANCY_ASKED_FROM = AGE_LIMITS.childbearing_from - 2
PREGNANCY_ASKED_TO = AGE_LIMITS.childbearing_to + 5
#: Drink or drugs asked about a child younger than this is asked of its parent about the child.
SUBSTANCE_ASKED_FROM = PREGNANCY_ASKED_FROM
#: A child younger than this cannot give a 0-10 score.
SCORE_ASKED_FROM = AGE_LIMITS.reask_from

#: A child's complaint in which drink or drugs is the point: an ingestion (concepts, or the words themselves).
_INGESTION = frozenset({"overdose", "intoxication"})
_SWALLOWED = re.compile(r"ingest|swallow|poison|drank|\bdrink|\btook\b|pills|tablets|medicine", re.IGNORECASE)


def _pregnancy_unfit(context: LineContext) -> str | None:
    episode = context.episode
    if "pregnant" in episode.complaint_concepts:
        return None
    if episode.sex == "male":
        return "a pregnancy question to a male patient"
    ages = episode.age_range
    if ages is not None and ages[1] < PREGNANCY_ASKED_FROM:
        return f"a pregnancy question about a child (under {PREGNANCY_ASKED_FROM:g})"
    if ages is not None and ages[0] > PREGNANCY_ASKED_TO:
        return f"a pregnancy question to a patient over {PREGNANCY_ASKED_TO:g}"
    return None


def _substance_unfit(context: LineContext) -> str | None:
    episode = context.episode
    ages = episode.age_range
    if (ages is None or ages[1] >= SUBSTANCE_ASKED_FROM or episode.complaint_concepts & _INGESTION
            or _SWALLOWED.search(episode.complaint)):
        return None
    return f"drink or drugs asked about a young child (under {SUBSTANCE_ASKED_FROM:g})"


def _score_unfit(context: LineContext) -> str | None:
    episode = context.episode
    what = ("a 0-10 pain score" if SCORE_QUESTION.search(context.text) and "severity" in asked_topics(context.text)
            else "the worst headache of their life" if WORST_HEADACHE.search(context.text) else None)
    if what is None:
        return None
    if episode.cannot_self_report:
        return f"{what} asked of a patient who cannot say (the chart: {episode.complaint})"
    ages = episode.age_range
    if ages is not None and ages[1] < SCORE_ASKED_FROM:
        return f"{what} asked about a child under {SCORE_ASKED_FROM:g}"
    return None


def check_unfit_question(context: LineContext) -> list[Defect]:
    """A question that cannot fit this patient, by sex, age, or whether it can speak."""
    if context.line.speaker != "nurse":
        return []
    topics = asked_topics(context.text)
    problems = []
    if "pregnancy" in topics and (problem := _pregnancy_unfit(context)):
        problems.append(problem)
    if "substance" in topics and (problem := _substance_unfit(context)):
        problems.append(problem)
    if problem := _score_unfit(context):
        problems.append(problem)
    if not problems:
        return []
    return [context.defect("unfit_question", f"{'; '.join(problems)}: leave it out or ask what fits this patient")]


def check_companion_age(context: LineContext) -> list[Defect]:
    """"How old are you" said to the companion who speaks for the patient."""
    if context.line.speaker != "nurse" or context.addressee != "companion":
        return []
    match = HOW_OLD_ARE_YOU.search(context.text)
    if match is None:
        return []
    return [context.defect(
        "companion_age",
        'a companion is answering: ask the patient\'s age in the third person ("how old is he?", "how old is your child?")',
        match.group(0),
    )]
