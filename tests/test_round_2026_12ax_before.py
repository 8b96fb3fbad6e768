"""Before the 2026-12ax sets were read, from my read of the 2026-12aw transcripts (training data by then): a head is no
heading, so a usual headache "since afternoon" keeps its time; a red-flag screen that names what it asks is answered
"not that I've noticed", never "nothing else"; the one of its kind takes "the"; a red eye nobody says hurts is no pain;
a fit had once before is history, not a fit to time; a house fire tells how the burns happened, and a noise heard as a
burnt man breathes in is stridor, not a sharp pain; the relative who found the patient says "I found her"; a day the
patient was last well on dates the trouble; black stools are counted, never asked for clots."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, episode, row  # noqa: E402
from triagesim.cases import Vitals  # noqa: E402
from triagesim.agents.offline.patient.english import article_for  # noqa: E402
from triagesim.clinical.amounts import narrative_bleeding_amount  # noqa: E402
from triagesim.dialogue.relevance import told  # noqa: E402


def _turns(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


_BAND = row("usual tension headache like a band round her head since afternoon, same as always, no fever, "
            "states just needs something stronger, 35 yoa")
_SCREEN = "Have you noticed any weakness on one side, trouble speaking, or is this the worst headache of your life?"


def test_a_head_is_no_heading_so_the_headache_keeps_its_time() -> None:
    assert ask(_BAND, "When did it start?", FLUENT) == "It's been going on since this afternoon."


def test_a_screen_that_names_what_it_asks_is_not_answered_nothing_else() -> None:
    assert ask(_BAND, _SCREEN, FLUENT) == "No, not that I've noticed."
    # the checklist question still gets its "nothing else"
    assert "nothing else" in ask(_BAND, "Have you noticed any other symptoms?", FLUENT)


@pytest.mark.parametrize(("phrase", "article"), [("worst headache of my life", "the"), ("same rash as before", "the"),
                                                  ("itchy rash", "an"), ("cough", "a")])
def test_the_one_of_its_kind_takes_the(phrase: str, article: str) -> None:
    assert article_for(phrase) == article


def test_the_worst_headache_is_said_with_the() -> None:
    reply = ask(row("worst headache of my life, sudden"), _SCREEN, FLUENT)
    assert "the worst headache of my life" in reply and "a worst" not in reply


_KAWASAKI = case("kawasaki", 5, "F", "Fever for five days and red eyes",
                 "A 5-year-old girl has had a fever for five days that paracetamol brings down only briefly. Her godmother says "
                 "her eyes became red without any sticky discharge, her lips are cracked and her hands have been puffy since "
                 "yesterday. The thermometer at home reached 39.6 °C last night. She is miserable but alert, with a blotchy rash "
                 "on her trunk. Her temperature is 38.9 °C and her heart rate is 128.",
                 vitals=Vitals(temperature=38.9, heartrate=128), acuity=3, companion="godmother")


def test_a_red_eye_nobody_says_hurts_is_no_pain() -> None:
    reply = ask(_KAWASAKI, "Does she seem to be in any pain? If so, where, and how bad would you say it is, 0 to 10?")
    assert "doesn't seem to be in any pain" in reply
    assert "hurts" not in reply and "eyes" not in reply


def test_a_sore_eye_still_hurts() -> None:
    sore = case("sore", 6, "M", "Sore red eye", "A 6-year-old boy has a sore red left eye since this morning.", acuity=4,
                companion="mother")
    assert "doesn't seem to be in any pain" not in ask(sore, "Does he seem to be in any pain? Where?")


@pytest.mark.parametrize("text", ["they had a withdrawal seizure once", "had seizures before when withdrawing",
                                  "had a fit once"])
def test_a_fit_had_once_before_is_history(text: str) -> None:
    assert "seizure" not in concepts(text)


def test_a_past_withdrawal_fit_is_not_timed() -> None:
    withdrawal = row("48 yoa, shaky and sweaty, last drink abt 24 hours ago, wants to detox, states had a withdrawal seizure once")
    lines = " ".join(_turns(episode(withdrawal, "esi"), "nurse"))
    assert "how long did the fit last" not in lines.lower()
    assert "seizure" in concepts("had a seizure this morning")


_FIRE = case("fire", 41, "M", "House fire, hoarse and coughing soot",
             "A 41-year-old man, a shift worker in Kalgoorlie, was pulled from his burning house by a neighbour after falling "
             "asleep on the couch. His face and both forearms are burnt, his eyebrows and nose hairs are singed and he coughs up "
             "black sputum. His voice has become hoarse in the last half hour, and a soft high-pitched noise can now be heard as "
             "he breathes in. His heart rate is 124, respiratory rate 30, SpO2 90 %, blood pressure 142/88 and pain 8/10.",
             vitals=Vitals(heartrate=124, resprate=30, o2sat=90, sbp=142, dbp=88), pain=8)


def test_a_house_fire_tells_how_it_happened() -> None:
    assert "mechanism" in told("I was in a house fire and I'm hoarse and coughing soot.")
    nurse = " ".join(_turns(episode(_FIRE, "ats"), "nurse"))
    assert "How did the injury happen" not in nurse


def test_a_noise_heard_as_he_breathes_in_is_stridor_not_pain() -> None:
    heard = concepts("a soft high-pitched noise can now be heard as he breathes in")
    assert "stridor" in heard and "pleuritic" not in heard
    assert "pleuritic" in concepts("it hurts when she breathes in")


def test_the_relative_who_found_her_says_i_found_her() -> None:
    confused = row("daughter found her talking to people who arent there, 84 yoa, doesnt know the month, was sharp on sunday, "
                   "poss bladder infection")
    artifact = episode(confused, "esi")
    said = _turns(artifact, "companion")
    assert said[0].startswith("I'm her daughter, I found her talking to people who aren't there")
    assert "on Sunday" in said[0]
    assert "She was sharp on Sunday, it came on some time after that." in " ".join(said)


_MELENA = case("melena", 76, "M", "Black stools and dizzy",
               "A 76-year-old man has passed black, sticky stools three times since yesterday and felt dizzy.")


@pytest.mark.parametrize("text", ["my poo has been black", "her stools have gone black like tar", "black tarry stools"])
def test_black_stools_told_in_lay_words_are_a_bleed(text: str) -> None:
    assert {"gi_bleed", "melena"} <= concepts(text)


def test_a_stool_that_is_not_black_is_no_bleed() -> None:
    assert not {"gi_bleed", "melena"} & concepts("his poo is not black")


def test_black_stools_are_counted_not_asked_for_clots() -> None:
    nurse = " ".join(_turns(episode(row("black sticky poop since saturday, dizzyness when standing, 61 yoa"), "esi"), "nurse"))
    assert "how many black stools" in nurse.lower() and "clots" not in nurse
    assert narrative_bleeding_amount(_MELENA.narrative) == "it's happened three times since yesterday"
    assert ask(_MELENA, "How many black stools have you had, and when was the last one?", FLUENT) == \
        "It's happened three times since yesterday."
