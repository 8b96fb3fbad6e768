"""A terse complaint said as English (the 2026-12t openings, training): each shape in our own words, not the set's rows.

A typist writes a finding, then what the patient was doing, a part without its preposition, a thing that struck a part,
a reading someone took, a language note or a clinician's finding; the patient says none of these as typed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, row  # noqa: E402


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("neck strain carrying boxes", "when carrying boxes", "strain is carrying"),
    ("blurred vision reading", "", "vision is reading"),
    ("ribs sore sneezing", "", "ribs are sore sneezing"),
    ("dog bite left thumb", "a dog bite on my left thumb", "bite left thumb"),
    ("sudden numbness right hand", "numbness in my right hand", "numbness right hand"),
    ("tennis ball to right eye", "I took a tennis ball to my right eye", "got tennis ball"),
    ("hard to lift arm", "it's hard to lift", "I'm hard"),
    ("burns to pee, frequency", "it burns to pee", "I've got burns to pee"),
    ("fever, jabs up to date", "jabs are up to date", "got jabs"),
    ("twisted ankle, inside of ankle puffy", "the inside of my ankle is puffy", "I'm inside"),
    ("cough yellow phlegm x5d", "coughing up yellow phlegm", "cough is yellow"),
    ("chest tight, a little short of breath", "I'm a little short of breath", "a little is"),
    ("thin young smoker sudden chest pain", "I smoke", "young smoker"),
    ("sore throat, Tagalog speaking", "sore throat", "tagalog"),
    ("gunshot wound, decreased breath sounds right", "gunshot", "breath sounds"),
    ("hip replacement 6 days back, calf swollen", "I had a hip replacement 6 days ago", "days back"),
    ("chest pain following an argument", "after an argument", "following"),
    ("no fever no vomiting", "I haven't got any fever or vomiting", "fever no vomiting"),
    ("sister has the same rash too", "my sister has", "I have"),
    ("glucose 32 per ems", "my sugar was 32, the ambulance crew said", "glucose 32 per"),
    ("home cuff read 210s over 110s", "my cuff at home read 210 over 110", "home cuff read"),
    ("found on floor, empty pill bottles by the bed", "there were empty pill bottles by the bed", "got empty pill"),
    ("grey sweating, crushing chest pain", "I've gone grey and sweaty", "grey sweating"),
    ("no thoughts of harming self", "I don't want to hurt myself", "got any thoughts of harming self"),
    ("COPD playing up", "my COPD is playing up", "is are"),
    ("right foot cold pale", "my right foot is cold and pale", "the right foot cold"),
    ("L foot cold", "my left foot is cold", "numb"),
    ("fell off roof cleaning gutters,about 10 ft,back pain", "off a roof", "got about"),
    ("a rusty nail pierced my foot", "a rusty nail pierced my foot", "got a rusty nail pierced"),
    ("on antibiotics, 8 watery stools today, cramps", "had diarrhoea 8 times", "8 diarrhoea"),
    ("tick behind ear, attached, wants it removed", "and it's attached", "I attached"),
    ("3 wk old, rectal temp 100.9 at home, feeding less", "my temperature was 100.9 at home", "rectal temp"),
    ("nearly passed out in the queue", "nearly", "I passed out"),  # the eighteenth read, training
    ("FOOSH, tender snuffbox, age 71", "the base of my thumb", "age 71"),
    ("emphysema on 3L home O2, more breathless", "3 litres of oxygen at home", "3 left"),
    ("knee locked, stuck bent", "it's stuck bent", "stuck and bent"),
])
def test_a_terse_complaint_is_said_as_english(complaint, said, never):
    reply = ask(row(complaint), "What brought you in today?")
    assert said.lower() in reply.lower() and never.lower() not in reply.lower(), reply


def test_pain_moving_to_a_place_is_the_pain_s_course_not_the_patient_moving():
    reply = ask(row("belly pain moving to the lower right side"), "What brought you in today?")
    assert "when moving" not in reply, reply


def test_a_two_word_activity_stays_whole():
    reply = ask(row("fell roller skating, wrist sore"), "What brought you in today?")
    assert "roller when" not in reply, reply


def test_feeding_less_is_said_as_less_never_okay():
    reply = ask(row("5 wk old, feeding less, sleepy"), "How has she been feeding, and any wet nappies?")
    assert "less" in reply and "okay" not in reply, reply


@pytest.mark.parametrize(("clause", "said"), [
    ("I stepped on rusty nail in barn", "I stepped on the rusty nail in the barn"),
    ("I've been holding arm", "I've been holding my arm"),
    ("I hurt it lifting pallet at work", "I hurt it lifting a pallet at work"),
    ("I'm here after long flight", "I'm here after a long flight"),
    ("I fell from ladder", "I fell from a ladder"),
    # what plain English says bare stays bare: a drug, a mass noun, an idiom, a plural, a person, a compound noun
    ("I'm on aspirin", "I'm on aspirin"),
    ("I took them by mistake", "I took them by mistake"),
    ("I came in by ambulance", "I came in by ambulance"),
    ("I've been coughing up blood", "I've been coughing up blood"),
    ("I fell off monkey bars", "I fell off monkey bars"),
    ("I fell off climbing frame", "I fell off climbing frame"),
    ("I'm fine and my swallowing is fine", "I'm fine and my swallowing is fine"),
    ("I've been lifting injury", "I've been lifting injury"),
])
def test_a_chart_s_bare_noun_gets_its_article(clause, said):
    """The twentieth read's commonest wording defect: a native speaker saying "stepped on rusty nail in barn"."""
    from triagesim.agents.offline.patient.realise import articles_throughout
    assert articles_throughout(clause) == said


@pytest.mark.parametrize(("complaint", "level"), [
    ("wants BP check, pharmacy machine broken, feels well", 5),  # an errand: nothing to treat
    ("UPT requested, period late, no pain", 5),
    ("bad menstrual cramps, same as every month", 5),
    ("wasp sting L hand, small red bump, no swelling of face", 5),  # the bump is the sting
])
def test_an_errand_or_a_minor_complaint_of_our_own_is_esi_5(complaint, level):
    """Round 21 probe: a blood pressure check was unrecognised (ESI 3), period pains got labs and a scan."""
    from triagesim.cases import Case
    from triage_cases import final_level
    vitals = dict(heartrate=80, sbp=126, dbp=78, resprate=16, o2sat=99, temperature=98.2)
    case = Case(case_id="e5", chief_complaint=complaint, age=30, sex="F", acuity=level, pain=2, vitals=vitals)
    assert final_level(case, "esi")[0] == level
