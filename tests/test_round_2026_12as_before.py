"""Before the 2026-12as sets were read, from the 2026-12ar transcripts (training data by then): a chest that burns is chest
pain; tablets taken with no owner named are an overdose, never "my tablets", a dose taken as meant; a count of a named
medicine is an overdose without the word "tablets"; the drink taken with them is told as the story tells it; one's own
tablets taken in an overdose are still one's regular medicine; and "is this new for you?" is answered once, not with the
onset said again."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.background import background_of

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, opening, read_as  # noqa: E402

QUETIAPINE = case("quetiapine", 38, "M", "Took tablets with wine",
                  "A 38-year-old man swallowed about thirty of his quetiapine tablets with a bottle of wine an hour ago "
                  "after a row. His husband found him on the bathroom floor after a goodbye text. He rouses to his name and "
                  "mumbles, but drifts off mid-sentence.", acuity=2)
PARACETAMOL = case("paracetamol", 16, "F", "She took eight paracetamol after argument",
                   "A 16-year-old girl took eight paracetamol tablets from the kitchen cupboard about four hours ago after a "
                   "fight with her boyfriend. Her stepfather says she has vomited twice.", acuity=3, companion="stepfather")


def _lines(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


@pytest.mark.parametrize("text", ["my chest is burning", "a burning in my chest since this morning",
                                  "burning feeling in the centre of my chest", "my chest feels tight"])
def test_a_chest_that_burns_or_tightens_is_chest_pain(text: str) -> None:
    assert "chest_pain" in concepts(text)


@pytest.mark.parametrize("text", ["burns across his chest from hot oil", "the burn on my chest", "my chest is not tight"])
def test_a_burn_on_the_chest_or_a_denial_is_not_chest_pain(text: str) -> None:
    assert "chest_pain" not in concepts(text)


@pytest.mark.parametrize("text", ["she took eight paracetamol after argument", "he took 30 amitriptyline", "swallowed 12 ibuprofen"])
def test_a_count_of_a_named_medicine_is_an_overdose(text: str) -> None:
    assert "overdose" in concepts(text)


@pytest.mark.parametrize("text", ["took 2 paracetamol for the headache", "took 4 ibuprofen for the pain"])
def test_a_dose_taken_for_something_is_no_overdose(text: str) -> None:
    assert "overdose" not in concepts(text)


def test_tablets_taken_with_no_owner_are_some_tablets_and_heard_as_an_overdose() -> None:
    said = opening("Took tablets with wine")
    assert "some tablets" in said and "my tablets" not in said, said
    assert "overdose" in concepts(said)
    assert "my tablets" in opening("ran out of tablets")  # one's own, run out of


def test_ones_own_tablets_taken_in_an_overdose_are_still_ones_medicine() -> None:
    assert background_of("A man swallowed about thirty of his quetiapine tablets.").medications == ["quetiapine"]
    assert background_of("She swallowed about twenty of her mother's propranolol tablets.").medications is None
    assert "quetiapine" in ask(QUETIAPINE, "Do you take any regular medicines?")


def test_the_drink_taken_with_the_tablets_is_told_as_the_story_tells_it() -> None:
    answer = ask(QUETIAPINE, "What have you had to drink or taken, how much of it, and what time was the last?")
    assert "a bottle of wine" in answer and "not sure how much" not in answer, answer


def test_an_overdose_is_asked_what_was_taken_and_the_companion_says_the_count() -> None:
    artifact = episode(PARACETAMOL, "ats")
    nurse, companion = _lines(artifact, "nurse"), [t["text"] for t in artifact["transcript"] if t["speaker"] == "companion"]
    asked = next(index for index, line in enumerate(nurse) if "exactly what she took" in line)
    assert "eight paracetamol" in companion[asked], companion[asked]
    assert not any("she's taken an overdose" in line for line in companion), companion


def test_is_this_new_is_answered_once_without_the_onset_again() -> None:
    assert read_as("Is the muddled feeling new for you, or have you been like this for a while?") == {"baseline"}
    assert "onset" in read_as("When did the confusion start, and is it new for her?")
    episode_lines = _lines(episode(QUETIAPINE, "ats"), "patient")
    assert sum("an hour ago" in line for line in episode_lines) <= 2, episode_lines
