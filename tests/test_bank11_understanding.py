"""Ways of asking the scripted patient once misread (training on bank 11, measured once at 95.8 %), by meaning.

Each is worded afresh: a pain's kind asked as its "type", its strength as small, medium or big, its place as the same
spot as before or just in the front, the complaint as the same problem as last time, the history as new diagnoses, a
dropped "h" written with an apostrophe ("'ome", "'urtin'"), a question resumed after an interruption ("Sorry, I got
pulled away. Where were we? I was asking whether ..."), and a question asked again as what was said ("how did you say
you hurt it?"). The near misses share a word and are not the topic: the nurse's own interruption is no assault, and a
diagnosis for today's pain is no history.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.patient.intents import read_intents
from triagesim.cases import Case
from triagesim.personas import PatientPersona

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask  # noqa: E402

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    ("What type is it, a stabbing type or more of a heavy type?", {"character"}, set()),
    ("Is the pain small, moderate or very bad?", {"severity"}, set()),
    ("Is it in the same place as your gallstone pain was, or somewhere else?", {"location"}, set()),
    ("Does it hurt in your side as well, or just the front?", {"location"}, set()),
    ("Is this the same trouble you came in with in the spring?", {"complaint"}, set()),
    ("Any new diagnoses from your GP since we last saw you?", {"history"}, set()),
    ("Is anyone at 'ome 'ittin' you or 'urtin' you?", {"abuse"}, set()),
    ("Sorry, I got called away. Where were we? I was asking whether you've thought about ending your life.", {"self_harm"}, {"abuse"}),
    ("Sorry, somebody grabbed me there. Right, where were we? What's brought you in today?", {"complaint"}, {"abuse"}),
    ("Apologies, I had to step away. So how did you say you hurt your ankle?", {"mechanism"}, set()),
    ("When did you say it started?", {"onset"}, set()),
    ("What did you say he swallowed?", {"ingestion"}, set()),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


def reply(case: Case, question: str) -> str:
    return ask(case, question, PatientPersona(trust_in_healthcare="high", verbosity="terse", disfluency_rate=0.0))


def test_self_harm_asked_again_after_an_interruption_is_answered_from_the_case() -> None:
    plans = Case(case_id="od", age=30, sex="F", chief_complaint="wants to overdose tonight, has saved up tablets", acuity=2)
    said = reply(plans, "Sorry, I got pulled away. Where were we? I was asking whether you've had thoughts of harming yourself.")
    assert not said.lower().startswith("no") and "pain" not in said.lower(), said
