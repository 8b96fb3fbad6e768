"""The complaint-specific questions of the triage interview (``data/interview.yaml``).

A triage nurse asks about tetanus because it heard a wound, and about the last period because
it heard belly pain in a woman of child-bearing age. Those links are clinical knowledge, so they
live in one reviewed table; the protocol nurse reads which questions apply, the tests check that
each is asked where it applies and that the scripted patient answers it.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .concepts import CONCEPTS
from .tables import ClinicalTableError, load_table
from .topics import TOPIC_PATTERNS

__all__ = ["SpecificQuestion", "SPECIFIC_QUESTIONS", "specific_questions", "ANY_LIMB"]

#: The ``{use}`` slot of a question on an injured limb, where the limb is not known (the LLM nurse's list).
ANY_LIMB = "put weight on it (for an arm: move your fingers)"

_FILE = "clinical/data/interview.yaml"


class SpecificQuestion(BaseModel):
    """One complaint-specific question and when it applies."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str
    topic: str
    ask: tuple[str, str, str] = Field(description="direct, neutral, warm")
    companion: str
    heard: frozenset[str] = frozenset()
    with_any: frozenset[str] = frozenset()
    not_heard: frozenset[str] = frozenset()
    answered_by: frozenset[str] = frozenset()
    confirm: str | None = Field(default=None, description=(
        "asked once when the reply was unsure (\"I don't think so, but I'm not sure\"): a safety answer is pinned down"))
    age_below: float | None = None
    age_from: float | None = None
    age_to: float | None = None
    sex: str | None = None
    beside: bool = Field(default=False, description=(
        "asked beside the core question on its topic, never in its place: the family's history, or past operations, "
        "leave the patient's own conditions, medicines and allergies still to ask"))
    weeks_from: float | None = Field(default=None, description=(
        "asked only once a pregnancy this many weeks on or more was heard (a baby's movements are felt from about 20)"))

    def applies(self, *, heard: Collection[str], age: float | None, sex: str | None,
                denied: Collection[str] = (), weeks_pregnant: float | None = None) -> bool:
        """Whether the question fits what the nurse knows: an unknown age is an adult, an
        unrecorded sex is asked (as the pregnancy screen is), a pregnancy whose weeks were not said is not far on."""
        if self.heard and not any(concept in heard for concept in self.heard):
            return False
        if self.with_any and not any(concept in heard for concept in self.with_any):
            return False
        if any(concept in heard for concept in self.not_heard):
            return False
        if any(concept in heard or concept in denied for concept in self.answered_by):
            return False
        if self.age_below is not None and (age is None or age >= self.age_below):
            return False
        if age is not None and ((self.age_from is not None and age < self.age_from)
                                or (self.age_to is not None and age > self.age_to)):
            return False
        if self.weeks_from is not None and (weeks_pregnant is None or weeks_pregnant < self.weeks_from):
            return False
        given = (sex or "").strip().upper()[:1]
        return not (self.sex and given and given != self.sex)


def _load(table: dict[str, Any]) -> tuple[SpecificQuestion, ...]:
    questions = []
    for name, entry in table.items():
        where = f"{_FILE}, question {name!r}"
        try:
            question = SpecificQuestion(name=name, **entry)
        except (TypeError, ValidationError) as error:
            raise ClinicalTableError(f"{where}: {error}") from None
        unknown = sorted((question.heard | question.with_any | question.not_heard | question.answered_by) - set(CONCEPTS))
        if unknown:
            raise ClinicalTableError(f"{where}: unknown concepts {unknown} (clinical/data/concepts.yaml)")
        if question.topic not in TOPIC_PATTERNS and question.topic != "symptoms":
            raise ClinicalTableError(f"{where}, field 'topic': {question.topic!r} is not a topic of clinical/data/topics.yaml")
        questions.append(question)
    return tuple(questions)


@lru_cache(maxsize=1)
def _questions() -> tuple[SpecificQuestion, ...]:
    return _load(load_table("interview.yaml"))


SPECIFIC_QUESTIONS: tuple[SpecificQuestion, ...] = _questions()


def specific_questions(*, heard: Collection[str], age: float | None, sex: str | None,
                       denied: Collection[str] = (), weeks_pregnant: float | None = None) -> list[SpecificQuestion]:
    """The complaint-specific questions that apply, in the table's order."""
    return [question for question in SPECIFIC_QUESTIONS
            if question.applies(heard=heard, age=age, sex=sex, denied=denied, weeks_pregnant=weeks_pregnant)]
