"""Round 2026-12j, ESI (training): the misses of the fresh 12j ESI sets, fixed by meaning.

Each case here is our own short paraphrase of a kind of presentation (never a row of the set), said as a patient
or a companion would say it, and the level is the one the meaning calls for: angioedema with stridor is an airway
closing (ESI 1); carbon monoxide, a baby born on the way in, a child thirsty and vomiting, threats to a named
person, an obstructed hernia and psychosis after childbirth should not wait (ESI 2); a head injury that vomited,
an infected wound, a hand burn, a bleeding socket on an antiplatelet, a blow to the eye and a high meter reading
need two resources (ESI 3); pink eye, a letter for an insurer, an abscess on the back and chest-wall pain are not
the emergencies their words suggest.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import NORMAL, case, esi  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    # ESI 1: swollen lips or tongue with stridor, however the swelling began
    ("My lips and tongue have swollen up since my new blood pressure pill and there's stridor when I breathe.", 60,
     dict(resprate=24, heartrate=104, o2sat=95), 1),
    ("His lips are swollen after the bee sting and he has stridor.", 35, {}, 1),
    # ... but swollen lips without stridor wait no longer than ESI 2
    ("My lips are swollen since I started the new tablets, no trouble breathing.", 50, {}, 2),
    # ESI 2: carbon monoxide, whatever burns indoors
    ("We've all had headaches since we ran the petrol generator inside the garage.", 34, {}, 2),
    ("I feel dizzy and sick, and the carbon monoxide alarm went off at home.", 52, {}, 2),
    ("We had a charcoal barbecue inside the tent last night and now I've got a headache.", 24, {}, 2),
    # ESI 2: a baby born before reaching hospital
    ("She was born in the back of the car on the way here, about twenty minutes ago.", 0.001, {}, 2),
    # ESI 2: a child with a high sugar's thirst who now breathes fast and deep
    ("She's been so thirsty for weeks and now she's vomiting and breathing fast.", 9, {}, 2),
    # ... but thirst with vomiting and diarrhoea is a gastroenteritis's dehydration, not ketoacidosis by itself
    ("He's had vomiting and diarrhoea since yesterday and he's very thirsty.", 30, {}, 3),
    # ... and passing a lot of urine with a sore belly is a simple urine infection (a urine test)
    ("I'm peeing a lot and it burns, with a sore lower belly.", 30, {}, 4),
    ("My sugar is 480 on my meter and I've been vomiting all morning.", 30, {}, 2),
    # ... a high meter reading without vomiting or fast breathing is labs and fluids
    ("My blood sugar was 390 on my meter, I'm thirsty but otherwise fine, no vomiting.", 55, {}, 3),
    # ESI 2: threats to a named person
    ("He's been threatening to stab his flatmate.", 30, {}, 2),
    # ESI 2: a stuck hernia that makes the patient vomit
    ("My hernia won't go back in and I've vomited twice.", 68, {}, 2),
    # ... stuck and aching, without vomiting, is ESI 3
    ("My hernia won't go back in since this morning, it aches.", 68, {}, 3),
    # ESI 2: psychosis after childbirth
    ("Since giving birth last week she insists our son was swapped at the hospital.", 29, {}, 2),
    # ESI 3: two resources
    ("I banged my head on a shelf and I've vomited since.", 35, {}, 3),
    ("My hip replacement wound is red and hot and there's pus coming out of the wound.", 70, {}, 3),
    ("I spilled boiling water over my forearm and hand.", 40, {}, 3),
    ("My tooth socket keeps bleeding since the extraction and I take clopidogrel.", 62, {}, 3),
    ("My nosebleed won't settle and I'm on aspirin for my heart.", 70, dict(sbp=160), 3),
    ("I was hit in the eye by a cricket ball this afternoon.", 19, {}, 3),
    # no longer over-triaged
    ("I've got pink eye, my eye is crusty in the morning, my eyesight is fine.", 70, {}, 5),
    ("I need a letter for my insurer saying I came to hospital; nothing hurts.", 40, {}, 5),
    ("I've got an abscess on my back with spreading redness and a fever.", 58, dict(temperature=100.8), 3),
    ("My chest hurts on the left, worse with movement, since I moved furniture.", 38, {}, 3),
])
def test_round_2026_12j_presentations_reach_the_level_their_meaning_calls_for(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


def test_a_ladder_is_judged_by_the_height_not_the_word():
    """A fall from a ladder with no height said, or a low one, is worked up by its injuries (raters: ESI 3 on
    every set); twelve feet or more stays a high-risk mechanism."""
    assert esi("I fell off a ladder and hurt my wrist, it's deformed.", age=40) == 3
    assert esi("I fell twelve feet from a ladder and hurt my wrist.", age=40) == 2


def test_nausea_alone_does_not_make_a_stuck_hernia_obstructed():
    assert esi("My hernia won't go back in and I feel nauseous, but I haven't vomited.", age=70) == 3


@pytest.mark.parametrize(("complaint", "vitals", "level"), [
    ("LIP AND TONGUE SWELLING, STRIDOR, ON LISINOPRIL", dict(resprate=24, heartrate=106, o2sat=95), 1),
    ("HEADACHE, NAUSEA, GENERATOR RUNNING IN GARAGE", {}, 2),
    ("HEAD STRUCK ON DOOR FRAME, VOMITED X1", {}, 3),
    ("PINK EYE, CRUSTY LASHES, VISION OK", {}, 5),
])
def test_terse_rows_are_said_heard_and_graded_as_meant(complaint, vitals, level):
    """The whole episode: the scripted patient says a terse row, the protocol nurse hears it and grades it."""
    from triagesim.agents.offline import ScriptedPatient
    from triagesim.cases import Case
    from triagesim.personas import PatientPersona

    persona = PatientPersona(language_proficiency="native", disfluency_rate=0.0, pain_expression="accurate")
    case = Case(case_id="r12j", age=45, sex="M", chief_complaint=complaint, pain=3, vitals={**NORMAL, **vitals, "dbp": 80})
    artifact = TriageRunner(config=RunnerConfig(seed=0), patient=ScriptedPatient(persona)).run(case, algorithm="esi")
    assert artifact["state"]["final_triage"] == level, artifact["trace"][-1]["explanation"]
