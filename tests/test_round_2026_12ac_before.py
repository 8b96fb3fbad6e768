"""Before the 2026-12ac sets existed, from reading the eighteenth round's final transcripts: items a chart types beside
the complaint that are no complaint of their own are said as a person says them, never pasted after "I've got": a
medicine the patient takes ("& plavix"), who sent or brought them ("counselor sent"), a condition had before ("kidney
stone PMH"), an event typed after what it happened on ("scaffold fall 8 feet", "e-scooter crash", "rugby tackle"), an
oxygen reading taken before triage ("pulse ox 90"), and "SOA", "nil PO"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest


sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import concepts, esi, opening as _opening  # noqa: E402


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("black tarry stools & dizzy standing & plavix", "on clopidogrel", "got plavix"),
    ("tongue huge & drooling & enalapril", "I'm on enalapril", "and enalapril"),
    ("cutting forearms & suicidal & counselor sent", "my counselor sent me", "is sent"),
    ("fever & stiff neck & dorm roommate brought", "my dorm roommate brought me in", "is brought"),
    ("writhing left flank pain & vomiting & kidney stone PMH", "kidney stone before", "pmh"),
    ("scaffold fall 8 feet & low back pain", "I fell off a scaffold from about eight feet", "got scaffold"),
    ("stair fall & hit head", "I fell down the stairs", "stair fall"),
    ("ski fall & collarbone bump", "I fell skiing", "ski fall"),
    ("e-scooter crash & right wrist sore", "I crashed my e-scooter", "e-scooter crash"),
    ("rugby tackle & ankle pointing wrong way", "I was tackled playing rugby", "got rugby"),
    ("pneumonia & cough & pulse ox 90", "they told me my oxygen was low", "pulse ox"),
    ("lung cancer & more SOA", "short of breath", "soa"),
    ("10 weeks along & vomiting everything & nil PO", "can't keep anything down", "nil po"),
])
def test_a_chart_item_that_is_no_complaint_is_said_as_a_person_says_it(complaint, said, never):
    reply = _opening(complaint)
    assert said in reply and never not in reply.lower(), reply


def test_a_named_police_sender_is_the_police_never_my_police():
    reply = _opening("manic & not slept & PD brought")
    assert "police brought me in" in reply and "my police" not in reply, reply


def test_a_fall_from_a_low_scaffold_is_judged_by_its_height_as_a_ladder_is():
    """A fall "off a scaffold from about eight feet" was heard as a high-risk mechanism (ESI 2); a fall from one without
    a height still is."""
    assert "high_risk_mechanism" not in concepts("I fell off a scaffold from about eight feet")
    assert "high_risk_mechanism" in concepts("I fell off a scaffold at work")
    assert esi("I fell off a scaffold from about eight feet and I've got low back pain", pain=7) > 2  # no longer ESI 2
