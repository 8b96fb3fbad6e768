"""Before the 2026-12ab sets existed, from reading the twenty-fourth round's final transcripts: a fit is asked how long
it lasted and whether the person has come round, and answered as the story tells it; an injury, a fit or a faint is asked
when it happened, never whether it came on all at once or comes and goes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.story import narrative_fit
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, episode, read_as, row  # noqa: E402

_FLUENT = PatientPersona(verbosity="terse", disfluency_rate=0.0)

_TODDLER = case("fit", 1.5, "M", "First fit with a fever",
                "An 18-month-old boy had his first fit this afternoon, stiffening and jerking for about a minute while "
                "feverish with a cold. He is now grizzly but awake.", companion="mother")
_TATTOO = case("fit", 23, "M", "Seizure at the tattoo studio",
               "A 23-year-old man with epilepsy had a seizure while being tattooed. He shook for about two minutes and was "
               "sleepy for ten minutes afterwards. He is now alert and embarrassed.", speaker="patient")


@pytest.mark.parametrize(("story", "length", "recovered"), [
    ("She was stiffening and jerking for about a minute. She is now alert.", "about a minute", True),
    ("He shook for 3 mins and is still drowsy.", "3 minutes", False),
    ("She had a fit at school, now back to her usual self.", None, True),
    ("He had a fit at home.", None, None),
    ("She has a cough for two days.", None, None),  # no fit: nothing to tell
])
def test_a_fit_s_length_and_whether_the_person_has_come_round_are_read_from_the_story(story, length, recovered):
    assert narrative_fit(story) == (length, recovered)


def test_a_fit_is_asked_how_long_it_lasted_and_answered_as_the_story_says():
    """A toddler's first febrile fit had never been asked how long it lasted (five minutes is status epilepticus)."""
    lines = [turn["text"] for turn in episode(_TODDLER)["transcript"]]
    asked = next(index for index, line in enumerate(lines) if "how long did the fit last" in line.lower())
    assert lines[asked + 1].startswith("It lasted about a minute"), lines[asked + 1]


def test_the_one_who_fitted_does_not_remember_the_fit_but_was_told_its_length():
    said = ask(_TATTOO, "Did anyone see how long the fit lasted, and are you back to your usual self now?", _FLUENT)
    assert "don't remember the fit itself" in said and "about two minutes" in said, said


def test_a_fit_s_length_unknown_is_never_invented():
    said = ask(case("fit", 30, "F", "Seizure at work", "A woman had a seizure at work.", companion="colleague"),
               "How long did the fit last, and is she back to her usual self now?", _FLUENT)
    assert "not sure exactly how long" in said and "minute" not in said, said


@pytest.mark.parametrize(("question", "topics"), [
    ("How long did the fit last, and is he back to his usual self now?", {"fit_length"}),
    ("How long was he shaking for?", {"fit_length"}),
    ("How long have you had it?", {"onset"}),
])
def test_a_fit_s_length_is_its_own_question_and_not_the_onset(question, topics):
    assert read_as(question) == topics


@pytest.mark.parametrize("story_case", [
    case("hockey", 15, "F", "Hit on the head by a hockey stick",
         "A 15-year-old girl was struck on the side of her head by a hockey stick. She has a headache and has vomited twice.",
         companion="school receptionist"),
    _TATTOO,
])
def test_an_injury_or_a_fit_is_asked_when_it_happened_not_how_it_came_on(story_case):
    """"When did it start for her, and did it come on all at once or build up slowly?" had been asked of a hockey stick's
    blow (twenty-fourth read)."""
    transcript = episode(story_case, "esi")["transcript"]
    nurse = [turn["text"].lower() for turn in transcript if turn["speaker"] == "nurse"]
    assert not any("all at once" in line or "coming and going" in line for line in nurse), nurse
    told = any(" ago" in turn["text"] for turn in transcript[:2])  # when, told with the complaint, is not asked
    assert told or any("when did this happen" in line for line in nurse), nurse


def test_a_stuck_ring_is_asked_about_the_fingertip_and_answered_from_the_case():
    """A ring strangling a swelling finger: numbness or a pale tip beyond it means it is cut off now (twenty-fourth read)."""
    ring = case("ring", 45, "F", "Ring stuck on swollen finger",
                "A 45-year-old woman cannot get her wedding ring off her swollen finger. The finger is pink and she can feel it.")
    lines = [turn["text"] for turn in episode(ring, "esi")["transcript"]]
    asked = next(index for index, line in enumerate(lines) if "past the ring" in line)
    assert "no change in colour" in lines[asked + 1] and "numbness" in lines[asked + 1], lines[asked + 1]


def test_a_sexual_health_check_is_asked_when_the_sex_was_and_told_as_an_event():
    """Emergency contraception and HIV prophylaxis work only within days (twenty-fourth read: never asked when)."""
    check = case("sti", 24, "F", "Wants sexual health check",
                 "A 24-year-old woman attends for a sexual health check after a condom broke eight days ago. No symptoms.")
    lines = [turn["text"] for turn in episode(check, "esi")["transcript"]]
    assert lines[1].startswith("I want a sexual health check"), lines[1]
    assert "started" not in " ".join(lines[1::2]), lines


@pytest.mark.parametrize(("complaint", "question", "said"), [
    ("tooth pulled this morning, socket still oozing", "Any bleeding?", "Yes, the socket is still oozing"),
    ("coughing up blood x2 days", "Any bleeding?", "Yes, I've been coughing up blood"),
])
def test_a_bleed_named_by_its_site_is_never_denied(complaint, question, said):
    """"Any bleeding?" to an oozing tooth socket had been "I don't think so, nothing I can remember" (twenty-fourth read)."""
    assert ask(row(complaint), question, _FLUENT).startswith(said)
