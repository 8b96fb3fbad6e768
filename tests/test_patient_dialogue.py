"""The scripted patient measured by the dialogue master (``triagesim.dialogue``): its lines carry none
of the patient-side defects, for every bundled case and a MIMIC round, under every bundled persona.

The nurse is a fixed interview (the protocol's questions, each private question asked again as a
nurse does when it was evaded, and a closing), so what is judged is the patient alone, and the
same questions reach every case. Each line is checked as ``triagesim check`` checks it: in its
episode (the case, the persona), seeing only the transcript before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.clinical.speech import keeps_to_the_illness
from triagesim.core import PatientBrief, PatientObservation
from triagesim.dialogue import Defect, DefectKind, EpisodeFacts, Line, check_transcript
from triagesim.dialogue.vocabulary import BRITISH_IDIOMS, LIKE_I_SAID, SMALL_TALK
from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.personas import PatientPersona, fit_patient_persona, load_patient_personas

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
BUNDLED = list(load_bundled_cases())
MIMIC = list(load_cases(DATA / "mimic_round7.csv"))
PERSONAS = load_patient_personas()

#: What the patient's side can get wrong (the nurse's kinds are the nurse's).
PATIENT_KINDS: tuple[DefectKind, ...] = (
    "chart_shorthand", "patient_repeats", "pain_contradiction", "case_contradiction", "off_topic", "broken_english",
    "small_talk_high_acuity", "idiom_mismatch",
)

AGAIN = "I want to make sure I have this right, and it stays between us and the care team. "
INTERVIEW = [
    "Hello, I'm Alex Morgan, one of the triage nurses. What brings you in today, and how old are you?",
    "When did this start, and has it been constant or coming and going?",
    "Where is the pain or discomfort, and on a scale of 0 to 10, how bad is it right now?",
    "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?",
    "Does the pain spread anywhere, like your arm or jaw, and have you been sweaty or short of breath?",
    "Have you noticed any weakness on one side, trouble speaking, or is this the worst headache of your life?",
    "How did the injury happen?",
    "Do you have any medical conditions, take any regular medications, or have any allergies?",
    "Do you take any blood thinners, like warfarin or apixaban?",
    AGAIN + "Do you take any blood thinners, like warfarin or apixaban?",
    "Any thoughts of harming yourself?",
    AGAIN + "Any thoughts of harming yourself?",
    "Have you had any alcohol or drugs today?",
    AGAIN + "Have you had any alcohol or drugs today?",
    "Is there any chance you could be pregnant?",
    AGAIN + "Is there any chance you could be pregnant?",
    "Thank you. Please take a seat, and tell us straight away if anything changes or gets worse.",
]


def episode(case: Case, persona: PatientPersona, seed: int = 0) -> tuple[EpisodeFacts, list[Line]]:
    """The fixed interview played with the scripted patient, as the dialogue master reads an artifact."""
    persona = fit_patient_persona(persona, sex=case.sex, age=case.apparent_age)
    brief = PatientBrief.from_case(case)
    run_id = f"{case.case_id}-{persona.persona_id}"
    patient = ScriptedPatient(persona)
    patient.reset(run_id=run_id, seed=seed)
    lines = []
    for turn, question in enumerate(INTERVIEW):
        reply = patient.respond(PatientObservation(run_id=run_id, turn=turn, brief=brief, nurse_utterance=question,
                                                   new_events=[]))
        lines += [Line(turn, "nurse", question), Line(turn, brief.speaker, reply)]
    facts = EpisodeFacts.of(case.ground_truth(), {"patient": persona.model_dump()})
    return facts, lines


def defects(cases: Iterable[Case], personas: Iterable[PatientPersona]) -> list[tuple[str, str, Defect]]:
    found = []
    personas = list(personas)
    for case in cases:
        for persona in personas:
            facts, lines = episode(case, persona)
            found += [(case.case_id, persona.persona_id, defect)
                      for defect in check_transcript(facts, lines, ended=False, kinds=PATIENT_KINDS)]
    return found


def report(found: list[tuple[str, str, Defect]]) -> str:
    return f"{len(found)} defects, e.g.\n" + "\n".join(
        f"{case} / {persona} turn {defect.turn} {defect.kind}: {defect.excerpt!r} ({defect.reason})"
        for case, persona, defect in found[:12])


@pytest.mark.slow  # seconds alone (a report build or a long property): the quick loop stays under 2 minutes
def test_bundled_cases_under_every_persona_have_no_patient_side_defect() -> None:
    found = defects(BUNDLED, PERSONAS)
    assert not found, report(found)


@pytest.mark.slow
def test_a_mimic_round_under_every_persona_has_no_patient_side_defect() -> None:
    found = defects(MIMIC, PERSONAS)
    assert not found, report(found)


# ---------------------------------------------------------------------- what the checks above rest on

CASES = {case.case_id: case for case in BUNDLED}
CHATTY = PatientPersona(verbosity="verbose", topic_drift=1.0, disfluency_rate=0.5, emotion_regulation="distressed")


def lines_of(case: Case, persona: PatientPersona, seed: int = 0) -> list[str]:
    return [line.text for line in episode(case, persona, seed)[1] if line.speaker != "nurse"]


def own_words(case: Case) -> list[str]:
    history = case.history
    return [*patient_complaint(case.chief_complaint), history.character or "", *(history.associated_symptoms or [])]


def test_the_patient_never_reads_its_acuity() -> None:
    """Only the environment reads the ground truth: the same story under another level gets the same words."""
    for case_id in ("ts-011", "ts-042", "ts-055"):
        case = CASES[case_id]
        other = case.model_copy(update={"acuity": 5 if case.ground_truth()["acuity"] < 5 else 1})
        assert lines_of(case, CHATTY) == lines_of(other, CHATTY), case_id


def test_small_talk_yields_to_the_patients_own_state() -> None:
    """A chatty, drifting persona makes small talk only when its own words show nothing frightening:
    never when breathless, in severe pain, with chest pain, for an unresponsive patient..."""
    quiet = talked = 0
    for case in BUNDLED:
        said = " ".join(lines_of(case, CHATTY))
        chat = SMALL_TALK.search(said) or "hit me hard" in said
        if keeps_to_the_illness(own_words(case), case.pain) or PatientBrief.from_case(case).speaker == "companion" and \
                case.ground_truth()["acuity"] <= 2:
            assert not chat, (case.case_id, chat)
            quiet += 1
        else:
            talked += bool(chat)
    assert quiet >= 30 and talked >= 10, (quiet, talked)  # both halves of the rule are exercised


def test_a_breathless_patient_talks_in_short_phrases_without_fillers() -> None:
    for case_id in ("ts-002", "ts-013", "ts-023"):
        for line in lines_of(CASES[case_id], CHATTY):
            phrases = [phrase for phrase in line.replace("...", ".").split(".") if phrase.strip()]
            assert all(len(phrase.split()) <= 12 for phrase in phrases), line
            assert not re.search(r"\b(?:um|uh|er|you know)\b|—", line, re.IGNORECASE), line


def test_idioms_and_fillers_fit_the_first_language() -> None:
    native = PatientPersona(verbosity="verbose", disfluency_rate=0.6)
    learner = PatientPersona(verbosity="verbose", disfluency_rate=0.6, language_proficiency="fluent", first_language="Arabic")
    calm = [case for case in BUNDLED if not keeps_to_the_illness(own_words(case), case.pain)]
    native_said = " ".join(line for seed in range(3) for case in calm for line in lines_of(case, native, seed))
    learner_said = " ".join(line for seed in range(3) for case in calm for line in lines_of(case, learner, seed))
    assert BRITISH_IDIOMS.search(native_said) and re.search(r"\byou know\b|\blike,", native_said)
    assert not BRITISH_IDIOMS.search(learner_said) and not re.search(r"\byou know\b|\blike,", learner_said)
    assert "hit me hard" in learner_said


@pytest.mark.parametrize("expression", ["minimizing", "accurate", "amplifying"])
def test_pain_words_agree_with_the_number_said(expression: str) -> None:
    persona = PatientPersona(pain_expression=expression)
    question = ["On a scale of 0 to 10, how bad is the pain?"]
    for pain in range(11):
        case = CASES["ts-042"].model_copy(update={"pain": float(pain)})
        for seed in range(6):
            facts, lines = episode(case, persona, seed)
            assert not check_transcript(facts, lines, ended=False, kinds=("pain_contradiction",)), (pain, lines[5].text)


def test_like_i_said_at_most_once_and_no_sentence_three_times() -> None:
    confused = PatientPersona(cognitive_state="confused", verbosity="verbose", disfluency_rate=0.3)
    for case in BUNDLED:
        for seed in range(2):
            said = lines_of(case, confused, seed)
            assert len(LIKE_I_SAID.findall(" ".join(said))) <= 1, (case.case_id, said)


def test_a_companion_speaks_in_its_own_voice() -> None:
    """The patient's persona is the patient's: whoever speaks for it is not confused, does not play the
    pain up or down, and speaks fluent English in the family's first language."""
    persona = PatientPersona(language_proficiency="limited", first_language="Punjabi", cognitive_state="confused",
                             pain_expression="amplifying", verbosity="terse")
    for case_id in ("ts-001", "ts-004", "ts-026"):
        said = lines_of(CASES[case_id], persona)
        joined = " ".join(said)
        assert "'s " in joined or "'ve " in joined, joined  # contractions: not the limited-English grammar
        assert not re.search(r"lost track|lost my train|what did you ask", joined), joined
    knee = CASES["ts-026"].model_copy(update={"pain": 6.0, "age": 8})
    pain_line = lines_of(knee, persona)[2]
    assert "6 out of 10" in pain_line, pain_line  # the case's pain as seen, not shifted by the patient's expression


def test_a_positive_pregnancy_test_in_the_complaint_is_never_denied() -> None:
    case = next(case for case in MIMIC if "+HCG" in case.chief_complaint)
    for persona in PERSONAS:
        answers = lines_of(case, persona)[14:16]  # asked twice: a distracted patient may miss it once
        assert any("pregnant" in answer.lower() for answer in answers), answers
        assert not any(re.search(r"\bno\b|don't think", answer, re.IGNORECASE) for answer in answers), answers


@pytest.mark.parametrize(("complaint", "question", "never", "says"), [
    ("Nosebleed, resolved", "When did this start, and has it been constant or coming and going?", r"constant", r"settled"),
    ("Intentional OD, ~30 tylenol", "Any thoughts of harming yourself?", r"never|not that I know", r"on purpose"),
    ("opioid w/d, n/v", "Have you had any alcohol or drugs today?", r"drink", r"opioids"),
    ("Epistaxis", "Where is the pain?", r"all over", r"."),
    ("LBP, chronic, ran out of meds", "When did this start?", r"hours? ago|earlier today", r"months|years"),
])
def test_what_the_patient_makes_up_never_contradicts_its_complaint(complaint, question, never, says) -> None:
    case = Case(case_id="made-up", age=40, sex="M", chief_complaint=complaint, pain=4)
    for persona in PERSONAS:
        reply = lines_of_questions(case, persona, [INTERVIEW[0], question])[-1]
        if re.search(r"what did you ask|say that again|lost (?:track|my train)|missed that", reply, re.IGNORECASE):
            continue  # a distracted or confused persona did not take the question in
        assert not re.search(never, reply, re.IGNORECASE) and re.search(says, reply, re.IGNORECASE), (persona.persona_id, reply)


def lines_of_questions(case: Case, persona: PatientPersona, questions: list[str]) -> list[str]:
    persona = fit_patient_persona(persona, sex=case.sex, age=case.apparent_age)
    patient = ScriptedPatient(persona)
    patient.reset(run_id="made-up", seed=0)
    brief = PatientBrief.from_case(case)
    return [patient.respond(PatientObservation(run_id="made-up", turn=turn, brief=brief, nurse_utterance=question,
                                               new_events=[])) for turn, question in enumerate(questions)]


def test_the_new_fixed_lines_are_heard_as_nothing_by_the_nurse() -> None:
    """Clarifications, plain and native chatter, an evasion, a location not known: no clinical concept in them
    ("one exact spot" was heard as a rash, and a rash is an ESI 5 presentation)."""
    from triagesim.agents.offline.patient import phrases
    from triagesim.clinical import detect

    lines = [*phrases.CLARIFY, *phrases.NATIVE_CHATTER, *phrases.PLAIN_CHATTER, phrases.EVADE,
             *phrases.LEARNER_FILLERS, *phrases.REACHING, "It's hard to say exactly where."]
    assert all(detect(line) == () for line in lines), [line for line in lines if detect(line)]


def test_a_question_asked_again_after_the_patient_lost_track_is_answered() -> None:
    """A confused or distracted patient may lose track of a question, never of the same one twice running (2026-12-04c
    read: "Sorry, I missed that, what was the question?" then "Sorry, what did you ask?", and the history went unrecorded)."""
    from triagesim.agents.offline.patient import phrases

    lost = set(phrases.ASK_AGAIN) | set(phrases.CONFUSED)
    question = "Do you have any medical conditions, take any regular medications, or have any allergies?"
    lost_at_all = 0
    for style in ("confused", "distracted"):
        for case in MIMIC:
            patient = ScriptedPatient(PatientPersona(persona_id=style, cognitive_state=style))
            patient.reset(run_id=f"{case.case_id}-{style}", seed=0)  # a stream of its own for each episode
            brief = PatientBrief.from_case(case)
            said = [patient.respond(PatientObservation(run_id=f"{case.case_id}-{style}", turn=turn, brief=brief,
                                                       nurse_utterance=text, new_events=[]))
                    for turn, text in enumerate(["What brings you in today?"] + [question] * 12)]
            lost_at_all += sum(line in lost for line in said)
            assert not any(a in lost and b in lost for a, b in zip(said, said[1:])), (case.case_id, said)
    assert lost_at_all > 50  # the personas do lose track: the property is about what comes next
