"""Before the 2026-12w sets existed: what a probe of teaching-style vignettes of our own showed (an asthmatic too
breathless to talk, a response to pain only told after the response, a period weeks overdue, a fit said as going on),
each said in our own words. No row of any set is here."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.clinical.presenting import late_period

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, final_level  # noqa: E402


@pytest.mark.parametrize(("text", "concept"), [
    ("her chest is silent when the doctor listens", "respiratory_exhaustion"),
    ("he can only nod in answer to questions", "respiratory_exhaustion"),
    ("too out of breath to talk", "respiratory_exhaustion"),
    ("tiring from the effort of breathing", "respiratory_exhaustion"),
    ("she rouses only to a sternal rub", "unresponsive"),
    ("he opens his eyes only to pain", "unresponsive"),
    ("eight weeks since her last period", "pregnant"),
    ("her period is three weeks late", "pregnant"),
    ("LMP 9 weeks ago", "pregnant"),
    ("she's having a seizure right now", "seizure_active"),
    ("he has been jerking both arms for ten minutes", "seizure_active"),
    ("shaking all over for about fifteen minutes", "seizure_active"),
    ("her lips have gone dusky", "severe_breathing"),
])
def test_a_meaning_in_teaching_prose_is_heard(text, concept):
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "absent"), [
    ("she has had fits every week since childhood", "seizure_active"),
    ("he has been shaking for hours since he stopped drinking", "seizure_active"),
    ("my last period was about two weeks ago", "chronic"),  # the date of a period is no course of illness
    ("LMP 2 weeks ago", "pregnant"),  # not late
    ("he was tired after the walk", "respiratory_exhaustion"),
    ("grinding metal without safety glasses", "work_note"),  # no errand: what he was not wearing
])
def test_words_near_a_meaning_are_not_heard_as_it(text, absent):
    assert absent not in concepts(text)


def test_a_seizure_typed_alone_is_told_as_one_that_happened():
    said = ask(case("p", 8, "M", "Seizure, now settled", "His mother says he had a fit at school and is back to himself."),
               "What brought him in today?")
    assert "having a seizure" not in said and "had a seizure" in said


def test_a_silent_chest_in_an_asthmatic_is_ats_1_and_esi_1():
    asthma = case("p", 19, "F", "asthma", "She can only nod, is exhausted and her chest is almost silent. SpO2 86%.", vitals={"o2sat": 86})
    assert final_level(asthma, "ats")[0] == 1
    assert final_level(asthma, "esi")[0] == 1


def test_a_child_fitting_for_twenty_minutes_is_esi_1():
    fitting = case("p", 3, "M", "seizure", "His aunt says he has been shaking all over for about 20 minutes and is still jerking.")
    assert final_level(fitting, "esi")[0] == 1


def test_a_response_to_pain_only_after_a_crash_is_ats_1():
    crash = case("p", 30, "M", "car crash", "Trapped in his car for an hour. He opens his eyes only to pain and is snoring.")
    assert final_level(crash, "ats")[0] == 1


def test_a_period_weeks_overdue_is_told_as_late_never_invented_as_recent():
    pain = case("p", 31, "F", "pelvic pain", "Seven weeks since her last period; sharp pain low on the right since this morning.")
    assert "seven weeks ago" in ask(pain, "When was your last period?")
    maybe = ask(pain, "Is there any chance you might be pregnant?")
    assert "might be" in maybe and "regular" not in maybe and "I'm pregnant" not in maybe


@pytest.mark.parametrize(("prose", "said"), [
    ("Six weeks since her last period.", "my period is late, my last one was about six weeks ago"),
    ("Her period is two weeks late.", "my period is late, my last one was about six weeks ago"),
    ("LMP 3 weeks ago.", None),  # not late: nothing to tell
    ("No vaginal bleeding.", None),
])
def test_a_late_period_is_read_from_the_prose_as_the_patient_says_it(prose, said):
    assert late_period(prose) == said


@pytest.mark.parametrize(("prose", "said"), [
    ("He drinks two bottles of wine a day and stopped yesterday morning.",
     "I usually drink two bottles of wine a day, and I stopped yesterday morning"),
    ("A heavy drinker; her last drink was three days ago.", "I drink a lot, every day, and my last drink was three days ago"),
    ("He has not had a drink for two days.", "I haven't had a drink for two days"),
    ("She does not drink alcohol.", None),
])
def test_a_drinking_habit_is_read_from_the_prose_as_the_patient_says_it(prose, said):
    from triagesim.clinical.amounts import narrative_drinking

    assert narrative_drinking(prose) == said


def test_asked_about_drink_a_withdrawing_drinker_tells_the_habit_and_the_stop():
    shaky = case("p", 52, "M", "shaking", "He drinks about a litre of vodka a day and stopped three days ago; now tremulous and sweaty.")
    answer = ask(shaky, "Do you drink alcohol, and if so how much?")
    assert "litre of vodka a day" in answer and "three days ago" in answer
