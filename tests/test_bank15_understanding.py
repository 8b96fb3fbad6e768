"""Ways of asking the scripted patient once misread (training on bank 15, measured once at 97.2 %), by meaning.

Each is worded afresh: wanting to stop living, Scots ("ye've thought aboot endin' yir ain life"), a matter set aside before
the question ("Putting the alcohol to one side, ..."), a sentence left open for the patient to finish ("For the pain so far
she's had...?", "As well as the cough, you've also had...?", "Your headache feels like... what?"), the qualities listed
without an "or", what the pain in a named place feels like, how someone named describes the pain, the visit asked "for what
problem" (Singapore English), what seemed to be the matter with someone found, being "on" some tablets already (the
regular ones, not what was tried), a baby growing inside, Jamaican "tin yuh blood", the blood making clots, how one landed,
a head hit when one went down, a heading before a colon ("drinking and drugs: how much do you usually drink?"), feeling
hot or spewy among other symptoms, and "where to is it hurting?". The near misses share words and are not the topic:
"any sickness before?" asks about illnesses (the history), "stop living on your own" is no wish to die, "have you taken
any tablets already?" is what was tried, "is your baby growing well?" is no pregnancy.
"""

from __future__ import annotations

import re
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
    # harm to oneself
    ("Have you ever been so unhappy you wanted to stop living?", {"self_harm"}, set()),
    ("Has she said she wants to stop existing?", {"self_harm"}, set()),
    ("Has he been so miserable lately?", {"self_harm"}, set()),
    ("Putting the alcohol to one side for now, have you had any thoughts of ending your life?", {"self_harm"}, {"substance"}),
    ("So, setting the drugs aside, have you thought about killing yourself?", {"self_harm"}, {"substance"}),
    ("Right, leaving aside the drink, are you feeling safe in yourself?", {"self_harm"}, {"substance"}),
    ("Has it got that bad, hen, that ye've thought aboot endin' yir ain life?", {"self_harm"}, set()),
    ("Ye've no been thinkin' aboot harmin' yirsel, have ye?", {"self_harm"}, set()),
    ("Would she like to stop living on her own now?", set(), {"self_harm"}),
    # what the pain is like
    ("Your headache feels like... what?", {"character"}, set()),
    ("And the pain is like…? Use any words you want.", {"character"}, set()),
    ("What's the sensation of the pain — an ache, a sting, a throb?", {"character"}, set()),
    ("What does the ache in your tummy feel like?", {"character"}, {"location"}),
    ("Lie still for me, love — what does the pain in your chest feel like?", {"character"}, {"symptoms"}),
    ("How does your husband describe his pain?", {"character"}, set()),
    ("How would Mr Tan describe the pain, from what he's said?", {"character"}, set()),
    ("Where to is it sore, pet? Point to it for me.", {"location"}, {"severity"}),
    ("Where about is it hurting, bach?", {"location"}, {"severity"}),
    ("Where is it hurting, and how bad is it?", {"location", "severity"}, set()),
    # what was tried, and the other symptoms, with the answer left open
    ("So far for the pain she's had…?", {"treatment"}, set()),
    ("For the headache, up to now you've tried...?", {"treatment"}, {"symptoms"}),
    ("As well as the cough, you've also had…?", {"symptoms"}, set()),
    ("Besides the pain, you've noticed... what?", {"symptoms"}, set()),
    ("Any other symptoms — feeling hot, feeling spewy?", {"symptoms"}, set()),
    ("Leaving his inhalers to one side, has he had anything else — a temperature, a cough?", {"symptoms"}, {"medications", "location"}),
    # the visit
    ("Auntie, you come hospital for what reason ah?", {"complaint"}, set()),
    ("What seemed to be wrong with him when you got to him?", {"complaint"}, set()),
    # the regular medicines, what was tried, and the history
    ("He's on some medicines already, isn't he? Which?", {"medications"}, {"treatment"}),
    ("Have you taken any tablets already?", {"treatment"}, {"medications"}),
    ("Moving on, drinking and drugs: how often do you usually drink?", {"substance"}, {"medications"}),
    ("Got any sickness from before or not — asthma, sugar?", {"history"}, {"symptoms"}),
    # pregnancy
    ("Is there a little one growing inside you?", {"pregnancy"}, set()),
    ("Could there be a baby in your tummy?", {"pregnancy"}, set()),
    ("Is your baby growing well, do you think?", set(), {"pregnancy"}),
    # blood thinners
    ("Yuh tek any tablet fi tin yuh blood?", {"anticoagulants"}, {"medications", "symptoms"}),
    ("Are you on anything that stops your blood forming clots?", {"anticoagulants"}, {"medications", "symptoms"}),
    # how it happened
    ("Do you remember how you landed?", {"mechanism"}, set()),
    ("Did she hit her head when she went down?", {"mechanism"}, set()),
    ("Did you hit your head?", set(), {"mechanism"}),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = set(read_intents(question).names)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_feeling_hot_among_other_symptoms_is_the_fever() -> None:
    assert [probe.name for probe in read_intents("Anything else — feeling sick, or hot, or dizzy?").probes] == ["fever", "nausea", "dizziness"]


def test_a_matter_set_aside_is_not_asked_but_a_symptom_named_after_it_is() -> None:
    reading = read_intents("Setting the cough to one side, any fever?")
    assert [probe.name for probe in reading.probes] == ["fever"], reading


CLARIFY = re.compile(r"\bsorry\b.*\b(?:again|mean)\b", re.IGNORECASE)


def reply(case: Case, question: str, trust: str = "high") -> str:
    return ask(case, question, PatientPersona(trust_in_healthcare=trust, verbosity="terse", disfluency_rate=0.0))


def test_a_wish_to_stop_living_is_heard_and_never_denied_where_the_case_holds_it() -> None:
    case = Case(case_id="b15-sh-1", age=27, sex="M", chief_complaint="low mood", pain=0,
                sensitive={"self_harm": "I've been thinking I'd be better off dead."})
    for question in ("Have you felt so unhappy that you wanted to stop living?",
                     "Putting the drinking to one side, have you thought about taking your own life?",
                     "Has it got that bad that ye've thought aboot takin' yir ain life?"):
        said = reply(case, question)
        assert not CLARIFY.search(said) and "drink" not in said.lower(), (question, said)
        assert not re.match(r"\W*no\b", said, re.IGNORECASE), (question, said)


def test_a_sentence_left_open_is_answered() -> None:
    case = Case(case_id="b15-open-1", age=45, sex="F", chief_complaint="lower back pain", pain=6)
    for question in ("For the pain up to now you've taken…?", "The pain feels like... what?", "Besides the pain, you've noticed...?"):
        said = reply(case, question)
        assert not CLARIFY.search(said), (question, said)


def test_being_on_tablets_already_is_answered_from_the_medicines() -> None:
    case = Case(case_id="b15-med-1", age=70, sex="M", chief_complaint="chest pain", pain=5,
                history={"medications": ["atorvastatin", "ramipril"]})
    said = reply(case, "You're already on some tablets, aren't you? Which ones are they?")
    assert "atorvastatin" in said.lower() and not re.match(r"\W*no\b", said, re.IGNORECASE), said


def test_a_blood_thinner_asked_in_patois_is_answered_from_the_medicines() -> None:
    on = Case(case_id="b15-bt-1", age=74, sex="F", chief_complaint="fall, head lac", pain=3,
              history={"medications": ["apixaban", "bisoprolol"]})
    for question in ("Yuh tek any tablet fi tin yuh blood?", "Are you on anything that stops your blood forming clots?"):
        said = reply(on, question)
        assert "apixaban" in said.lower() and not CLARIFY.search(said), (question, said)


def test_a_guarded_patient_asked_about_contraception_never_says_a_bare_no_to_a_late_period() -> None:
    case = Case(case_id="b15-preg-1", age=24, sex="F", chief_complaint="lower abdominal pain", pain=5,
                history={"medications": []}, sensitive={"pregnancy": "My period is two weeks late."})
    said = reply(case, "Have you got a coil or an implant at the moment?", trust="medium")
    assert not re.match(r"\W*no\b", said, re.IGNORECASE), said
    said = reply(case, "Have you got a coil or an implant at the moment?")
    assert "late" in said.lower(), said


def test_a_baby_growing_inside_is_answered_as_the_pregnancy() -> None:
    case = Case(case_id="b15-preg-2", age=29, sex="F", chief_complaint="vomiting", pain=2,
                sensitive={"pregnancy": "I did a test last week and it was positive."})
    said = reply(case, "Is there a little one growing inside you?")
    assert not CLARIFY.search(said) and re.search(r"positive|pregnan|test", said, re.IGNORECASE), said
