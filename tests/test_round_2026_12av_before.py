"""Before the 2026-12av sets were read, from the forty-fourth read and the 2026-12au sets (training data by then): a
night without sleep or a missed feed denies nothing said after it; a swallowed object is asked whether it could be a
button battery or a magnet, and its time only once; an overdose at level 1 is asked what was taken, and the finder
names it from the empty packet; a new mother unwell in her mind is asked about harm to herself or the baby, and is not
ATS 2 for restlessness alone; a knife in the patient's bag is said as his; a burn not yet cooled is put under the tap."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, episode, row  # noqa: E402


def _nurse(artifact: dict) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse"]


def _reply_to(artifact: dict, words: str) -> str:
    """The reply to the first nurse line that holds these words."""
    turns = artifact["transcript"]
    at = next(index for index, turn in enumerate(turns) if turn["speaker"] == "nurse" and words in turn["text"])
    return turns[at + 1]["text"]


@pytest.mark.parametrize(("said", "heard"), [
    ("Not sleeping and thinks her baby was swapped", {"psychosis"}),
    ("not feeding and floppy", {"confusion"}),
    ("not eating, vomiting", {"vomiting"}),
    ("not sleeping, chest pain", {"chest_pain"}),
    ("hasn't slept for four nights and thinks the baby is swapped", {"psychosis"}),
    ("I'm not feeding well", set()),  # poor feeding is no good intake
    ("not vomiting and no fever", set()),  # a denial still denies
])
def test_a_night_without_sleep_or_a_missed_feed_denies_nothing_after_it(said: str, heard: set[str]) -> None:
    assert concepts(said) == heard


_COIN = case("coin", 9, "F", "Swallowed a coin",
             "A 9-year-old girl swallowed a coin she was holding in her mouth while playing a game with her cousins an hour ago. "
             "Her grandmother says she coughed once at the time but has been chatting and eating crisps since.",
             acuity=4, companion="grandmother")


def test_a_swallowed_coin_is_asked_whether_it_could_be_a_battery() -> None:
    artifact = episode(_COIN, "esi")
    nurse = " ".join(_nurse(artifact))
    assert "button battery or a magnet" in nurse
    assert "how much of it" not in nurse and "constant or coming and going" not in nurse
    assert _reply_to(artifact, "button battery") == "It was a coin, not a battery or a magnet, I'm sure."


def test_a_swallowed_battery_is_said_and_never_asked_about() -> None:
    artifact = episode(row("swallowed button battery 30 min ago"), "esi")
    assert not any("button battery or a magnet" in line for line in _nurse(artifact))
    assert artifact["state"]["final_triage"] == 2


def test_beads_asked_about_are_said_as_they_are() -> None:
    artifact = episode(row("swallowed 3 beads 1hr ago, no pain"), "esi")
    assert _reply_to(artifact, "button battery") == "They were 3 beads, not a battery or a magnet, I'm sure."


_TRICYCLIC = case("tca", 42, "F", "Overdose of antidepressant tablets, had a fit",
                  "A 42-year-old woman is wheeled in from the car park in Tamworth by her husband. Her husband says he found an "
                  "empty packet of her amitriptyline beside the bed and she had a fit in the car on the way. She only groans when "
                  "the ridge above her eye is pressed firmly, and her pupils are wide. Her heart rate is 148, respiratory rate 8.",
                  acuity=1, companion="husband")


def test_an_overdose_at_level_one_is_asked_what_was_taken() -> None:
    artifact = episode(_TRICYCLIC, "ats")
    assert artifact["state"]["final_triage"] == 1
    nurse = _nurse(artifact)
    assert "resuscitation team" in nurse[1] and "what she took" in nurse[1]
    assert "amitriptyline" in _reply_to(artifact, "what she took") and "how many" in _reply_to(artifact, "what she took")


_NEW_MOTHER = case("pp", 28, "F", "Not sleeping and thinks her baby was swapped",
                   "A 28-year-old woman in Rockhampton gave birth two weeks ago. Her de facto says she has not slept for four "
                   "nights and believes their baby has been swapped for another child. She is restless, whispers to herself and "
                   "will not hold the baby, who is at home with her mother. Her first set of observations is within normal limits.",
                   acuity=3, companion="de facto")


def test_a_new_mother_unwell_in_her_mind_is_asked_about_the_baby() -> None:
    artifact = episode(_NEW_MOTHER, "ats")
    nurse = " ".join(_nurse(artifact))
    assert "harming herself or the baby" in nurse and "anyone else" not in nurse
    assert artifact["transcript"][1]["text"].startswith("I'm her partner")
    assert artifact["state"]["final_triage"] == 3  # restless and psychotic: "very distressed or psychotic", not a threat


def test_a_psychosis_with_clenched_fists_is_still_ats_2() -> None:
    man = case("cv", 26, "M", "Voices telling him to hurt someone",
               "A 26-year-old man is pacing the waiting room, shouting at people no one else can see and clenching his fists when "
               "staff come near.", acuity=2, companion="stepmother")
    assert episode(man, "ats")["state"]["final_triage"] == 2


def test_a_knife_in_his_bag_is_said_as_his() -> None:
    man = case("knife", 29, "M", "Voices telling me to hurt my neighbour",
               "A 29-year-old man with schizophrenia walks in because voices have been telling him to stab his neighbour. He tells "
               "the triage nurse there is a kitchen knife in his bag.", acuity=2)
    reply = _reply_to(episode(man, "esi"), "weapon")
    assert "I've got a knife in my bag" in reply and "get hold of" not in reply


def test_a_burn_not_yet_cooled_is_put_under_the_tap() -> None:
    woman = case("scald", 30, "F", "Spilt hot coffee on her thigh",
                 "A 30-year-old woman spilt a takeaway coffee into her lap on the bus. A red, blistered patch about the size of a "
                 "playing card covers the front of her right thigh. She puts her pain at 5/10.", acuity=4)
    artifact = episode(woman, "ats")
    nurse = _nurse(artifact)
    asked = next(index for index, line in enumerate(nurse) if "held under cool running water" in line)
    assert "No" in _reply_to(artifact, "held under cool running water")
    assert nurse[asked + 1].startswith("Let's get that burn under cool running water")
