"""The scripted patient: abbreviations, intents, companion voice, persona effects, safety, determinism.

Real objects only: bundled cases, real personas, ``PatientObservation`` built as the
environment builds it.
"""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from triagesim.agents.offline.abbreviations import complaint_items, expand_complaint, lay_phrase, patient_complaint
from triagesim.agents.offline.patient import ScriptedPatient, uncapitalised, split_sentences, stable_seed
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.clinical.speakers import relation_of
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona, load_patient_personas, reported_pain

CASES = {case.case_id: case for case in load_bundled_cases()}
# 50 vignettes written by someone who had read neither the engine nor the bundled cases; measured
# unseen once, then used to fix the patient's replies: a training set (the file keeps its old name).
TRAINING_VIGNETTES_PATH = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "heldout_vignettes.jsonl"
TRAINING_VIGNETTES = {case.case_id: case for case in load_cases(TRAINING_VIGNETTES_PATH)}

GREETING = "Hello, I'm Alex Morgan, one of the triage nurses. What brings you in today, and how old are you?"
ONSET = "When did this start, and has it been constant or coming and going?"
PAIN = "Where is the pain or discomfort, and on a scale of 0 to 10, how bad is it right now?"
SYMPTOMS = "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?"
HISTORY = "Do you have any medical conditions, take any regular medications, or have any allergies?"
MECHANISM = "How did the injury happen?"
SELF_HARM = "I ask everyone this: have you had any thoughts of harming yourself?"
SUBSTANCE = "Have you had any alcohol or drugs today?"
ANTICOAG = "Do you take any blood thinners, like warfarin or apixaban?"
PREGNANCY = "Is there any chance you could be pregnant?"
FOLLOW_UP = "I want to make sure I have this right — "
PROTOCOL = [GREETING, ONSET, PAIN, SYMPTOMS, HISTORY, MECHANISM, SELF_HARM, SUBSTANCE, ANTICOAG, PREGNANCY]
SINGLE_INTENT = [
    "What brings you in today?",
    "How old are you?",
    "When did it start?",
    "Where is the pain?",
    "On a scale of 0 to 10, how bad is the pain?",
    "What does it feel like?",
    "Do you have any allergies?",
    "Do you take any regular medications?",
    "Any fever?",
]

DISFLUENCY = re.compile(r"\b(?:um|uh|er)\b|\blike,|\byou know\b|—", re.IGNORECASE)


def ask(patient: ScriptedPatient, case: Case, question: str, *, run_id: str = "run-1", turn: int = 1) -> str:
    observation = PatientObservation(
        run_id=run_id, turn=turn, brief=PatientBrief.from_case(case), nurse_utterance=question, new_events=[]
    )
    return asyncio.run(patient.act(observation)).utterance


def interview(case: Case, questions: list[str], persona: PatientPersona | None = None, seed: int = 0,
              run_id: str = "run-1") -> list[str]:
    patient = ScriptedPatient(persona)
    patient.reset(run_id=run_id, seed=seed)
    return [ask(patient, case, q, run_id=run_id, turn=i) for i, q in enumerate(questions)]


def pain_reported(reply: str) -> int | None:
    match = re.search(r"\b(\d+) out of 10\b", reply)
    return int(match.group(1)) if match else None


# --------------------------------------------------------------------------------------
# Abbreviations


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("CP", "chest pain"),
        ("SOB", "short of breath"),
        ("sob", "short of breath"),
        ("N/V", "nausea and vomiting"),
        ("N/V/D", "nausea, vomiting and diarrhoea"),
        ("s/p fall", "after fall"),
        ("ETOH", "drinking alcohol"),
        ("LOC", "passed out"),
        ("HA", "headache"),
        ("MVC", "car crash"),
        ("R hand lac", "cut on my right hand"),
        ("Rt eye FB", "something in my right eye"),
        ("cold sx", "cold symptoms"),
        ("cough x2 wks", "cough for two weeks"),
        ("allergic rxn", "allergic reaction"),
        ("COPD exac", "COPD flare-up"),
        ("OD", "overdose"),
        ("L wrist fx", "left wrist broken"),
        ("HA w/ vomiting", "headache with vomiting"),
        ("Lt knee pain", "left knee pain"),
        ("abd pain", "belly pain"),
        ("depression, SI", "depression, thoughts of hurting myself"),
        ("hx of HTN", "history of high blood pressure"),
    ],
)
def test_expand_complaint(text: str, expected: str) -> None:
    assert expand_complaint(text) == expected


def test_expansion_is_word_boundary_aware_and_keeps_unknown_words() -> None:
    assert expand_complaint("CPR given, sober, lactose, Lisinopril") == "CPR given, sober, lactose, Lisinopril"
    assert expand_complaint("fever, zebra rash") == "fever, zebra rash"
    assert expand_complaint("R/O PE") == "possible blood clot in my lung"
    assert expand_complaint("") == ""


def test_lay_phrase_and_items() -> None:
    assert lay_phrase("s/p fall, head strike") == "after a fall, I hit my head"
    assert lay_phrase("epistaxis") == "a nosebleed"
    assert complaint_items("MVC, motorcycle, unresponsive") == ["motorbike crash", "unresponsive"]
    assert complaint_items("rx refill, eye drops") == ["I need a repeat prescription for my eye drops"]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Metal in R eye", ["Metal in my right eye"]),
        ("Swelling of L ankle, x2 days", ["swelling of my left ankle", "for two days"]),
        ("Burn to R hand, hot grease", ["Burn to my right hand", "hot grease"]),
        ("Fish hook in finger", ["Fish hook in my finger"]),
        ("Fish bone in throat", ["a fish bone stuck in my throat"]),  # the term's words and the row's, said once
        ("CP radiating to L arm", ["chest pain going down my left arm"]),
        # a body part naming a kind of pain, or part of a phrase, is nobody's
        ("c/o neck/back pain", ["neck and back pain"]),  # the chart's "c/o" framing is dropped (2026-12af before)
        ("hx of back pain", ["history of back pain"]),
        ("back to back seizures", ["back to back seizures"]),  # a plural typed stays plural (2026-12ah)
        ("pain in both legs", ["pain in both legs"]),
        ("cut on my R hand", ["cut on my right hand"]),
        # two chart words for one thing are said once; a history is not an arrest now
        ("Cardiac arrest, CPR in progress", ["my heart stopped", "they are doing CPR on me"]),
        ("s/p arrest, ROSC", ["after my heart stopped", "they got my heart going again"]),
        ("hx cardiac arrest, CP", ["my heart stopped once before", "chest pain"]),
        ("RLQ abd pain x1d", ["lower right belly pain for one day"]),
        ("Med refill, ran out of BP meds", ["I need a repeat prescription", "ran out of blood pressure tablets"]),
        ("rx refill, eye drops", ["I need a repeat prescription for my eye drops"]),
        ("vomiting x3 today", ["vomiting three times today"]),
        ("Epistaxis, won't stop", ["a nosebleed", "it won't stop"]),
        ("Lac to L hand, oozing", ["cut on my left hand", "it's still oozing"]),
        ("Aphasia, LKW 0900", ["trouble finding my words", "I was last fine at 9 am"]),
        ("Facial droop, LKW", ["facial droop", "I was last fine"]),
        ("FB sensation L eye, grinding metal", ["it feels like there's something in my left eye", "grinding metal"]),
        ("deep lac R hand", ["deep cut on my right hand"]),  # "deep" is the cut's, not a body part
        ("Large lac to scalp", ["Large cut on my scalp"]),
    ],
)
def test_terse_items_are_said_in_plain_english(text: str, said: list[str]) -> None:
    """"I've got metal in right eye" is not English (a companion's "my" becomes "his" or "her" downstream),
    nor is "my heart stopped and my heart stopped" or "lower right belly pain belly pain"."""
    assert patient_complaint(text) == said


RAW_ABBREVIATIONS = re.compile(r"\b(?:SOB|CP|N/V|N/V/D|s/p|ETOH|abd|lac|FB|MVC|rxn|exac|OD|sx|SI|fx|wks)\b")


@pytest.mark.parametrize("case_id", sorted(CASES))
def test_complaint_answer_uses_lay_words(case_id: str) -> None:
    case = CASES[case_id]
    reply = interview(case, ["What brings you in today?"])[0]
    assert not RAW_ABBREVIATIONS.search(reply), reply
    assert reply.strip()


def test_complaint_answers_carry_the_expansions() -> None:
    expectations = {
        "ts-002": ["short of breath", "COPD", "flare"],  # "my COPD has flared up"
        "ts-011": ["chest pain", "sweating"],
        "ts-024": ["pain in the right side of my back", "nausea and vomiting"],  # flank pain, in plain words
        "ts-017": ["after a fall", "hit my head"],
        "ts-033": ["drinking alcohol", "cut on my head", "after a fall"],
        "ts-046": ["something in my right eye"],
        "ts-050": ["cough for", "two weeks"],  # "a dry cough for about two weeks": the complaint said once, in full
        "ts-003": ["allergic reaction"],
        "ts-005": ["overdose"],
        "ts-007": ["crashed his motorbike"],  # typed "motorbike crash": said as the doing
    }
    for case_id, phrases in expectations.items():
        reply = interview(CASES[case_id], ["What brings you in today?"])[0]
        for phrase in phrases:
            assert phrase in reply, (case_id, reply)


def test_complaint_weaves_in_details() -> None:
    persona = PatientPersona(verbosity="verbose")
    reply = interview(CASES["ts-011"], ["What's going on today?"], persona)[0]
    assert "heavy squeezing" in reply and "middle of my chest" in reply
    reply = interview(CASES["ts-042"], ["What brings you in?"], persona)[0]
    assert "rolled my ankle" in reply


# --------------------------------------------------------------------------------------
# Intents and facts


def test_protocol_questions_are_answered_from_the_case() -> None:
    case = CASES["ts-014"]
    replies = interview(case, PROTOCOL)
    greeting, onset, pain, symptoms, history = replies[:5]
    assert "chest pain" in greeting and "67" in greeting
    assert "two hours ago" in onset and "shovelling snow" in onset
    assert "8 out of 10" in pain and "centre of the chest" in pain
    assert "sweating" in symptoms.lower() and "nausea" in symptoms and "no fever" in symptoms
    for fact in ("high blood pressure", "type 2 diabetes", "metformin", "lisinopril", "penicillin"):
        assert fact in history, history


def test_multi_intent_question_answers_each_intent_in_order() -> None:
    reply = interview(CASES["ts-002"], [GREETING])[0]
    assert reply.index("short of breath") < reply.index("67")
    reply = interview(CASES["ts-019"], [HISTORY])[0]
    assert "heart stent" in reply and "clopidogrel" in reply and "allergies" in reply
    assert reply.index("heart stent") < reply.index("clopidogrel") < reply.index("allergies")
    reply = interview(CASES["ts-020"], [PAIN])[0]
    assert "left testicle" in reply and "8 out of 10" in reply


def test_specific_symptom_questions_answer_yes_or_a_consistent_no() -> None:
    case = CASES["ts-014"]
    patient = ScriptedPatient()
    patient.reset(run_id="r", seed=3)
    assert ask(patient, case, "Do you feel sick or nauseous?").startswith("Yes")
    first = ask(patient, case, "Any fever?")
    second = ask(patient, case, "Have you had a fever at all?")
    assert first.startswith("No") and second.startswith("No") and "fever" in first
    assert "no fever" in interview(CASES["ts-050"], ["Do you have a fever?"])[0].lower()
    assert "fever" in interview(CASES["ts-032"], ["Any fever?"])[0] and interview(CASES["ts-032"], ["Any fever?"])[0].startswith("Yes")


def test_mechanism_and_sensitive_topics_in_lay_words() -> None:
    reply = interview(CASES["ts-031"], [MECHANISM])[0]
    assert "slipped on a wet floor" in reply and "my left hip" in reply
    assert "didn't hit my head" in reply
    reply = interview(CASES["ts-039"], [PREGNANCY])[0]
    assert "nine weeks pregnant" in reply
    reply = interview(CASES["ts-015"], [ANTICOAG])[0]
    assert "warfarin" in reply


@pytest.mark.parametrize("complaint", ["Assault, facial pain", "R ankle sprain", "L wrist fracture", "Head lac s/p fall", "MVC, neck pain"])
def test_an_injury_in_the_complaint_is_never_denied_when_asked_how_it_happened(complaint: str) -> None:
    """With no mechanism in the case, the patient may not remember how, but never says nothing happened
    (it did, for an assault or a sprain as much as for a fall)."""
    case = Case(case_id="inj-1", age=30, sex="M", chief_complaint=complaint, pain=5)
    for seed in range(4):
        reply = interview(case, [MECHANISM], seed=seed)[0]
        assert "nothing happened" not in reply.lower() and "came on by itself" not in reply.lower(), reply


def test_statements_and_unknown_questions_get_safe_replies() -> None:
    patient = ScriptedPatient()
    patient.reset(run_id="r", seed=1)
    case = CASES["ts-011"]
    assert ask(patient, case, "I'm going to check your heart rate and oxygen now.") in ("Okay.", "Alright.", "Okay, that's fine.")
    reply = ask(patient, case, "Qu'est-ce que c'est?")
    assert reply and ("again" in reply or "mean" in reply or "chest pain" in reply)


# --------------------------------------------------------------------------------------
# Companion mode


def test_unresponsive_patient_is_spoken_for_by_a_companion() -> None:
    replies = interview(CASES["ts-001"], PROTOCOL)
    greeting, onset, pain = replies[:3]
    assert greeting.startswith("I'm his ")
    assert "he's unresponsive" in greeting and "He's 55" in greeting
    assert "I'm unresponsive" not in " ".join(replies)
    assert "gym" in onset
    assert pain_reported(pain) is None and "can't tell us" in pain
    assert "atorvastatin" in replies[4] and replies[4].startswith("He")


def test_child_companion_reports_known_pain_in_third_person() -> None:
    replies = interview(CASES["ts-034"], [GREETING, PAIN])
    assert "his mum" in replies[0] or "his dad" in replies[0]
    assert "He says" in replies[1] and pain_reported(replies[1]) == 6
    seizure = interview(CASES["ts-004"], [GREETING])[0]
    assert "he's having a seizure" in seizure


def test_companion_mode_for_confused_and_young_children() -> None:
    for case_id, pronoun in (("ts-009", "he"), ("ts-026", "she"), ("ts-012", "she")):
        reply = interview(CASES[case_id], ["What's going on?"])[0]
        assert re.search(rf"\b{pronoun}'s\b", reply), reply
    adult = interview(CASES["ts-014"], ["What's going on?"])[0]
    assert adult.startswith("I")


# --------------------------------------------------------------------------------------
# Consistency of invented details


def _bare_case(**history) -> Case:
    return Case(case_id="m-1", age=47, sex="F", chief_complaint="abd pain, N/V", pain=6, history=history)


def test_invented_onset_is_consistent_within_an_episode() -> None:
    case = _bare_case()
    for seed in range(20):
        patient = ScriptedPatient(PatientPersona(recall_accuracy="high"))
        patient.reset(run_id=f"r{seed}", seed=seed)
        first = ask(patient, case, "When did this start?", run_id=f"r{seed}")
        ask(patient, case, "Where is the pain?", run_id=f"r{seed}")
        second = ask(patient, case, "Sorry, when did it start?", run_id=f"r{seed}")
        fact = re.search(r"(about an hour ago|a couple of hours ago|a few hours ago|earlier today|yesterday|"
                         r"since last night|a couple of days ago|about three days ago)", first)
        assert fact, first
        assert fact.group(1) in second


def test_same_onset_fact_twice_for_a_high_recall_persona() -> None:
    persona = PatientPersona(recall_accuracy="high", disfluency_rate=0.0)
    replies = interview(CASES["ts-011"], ["When did it start?", "How long ago did this start?"], persona)
    assert all("about an hour ago while I was watching TV" in r for r in replies)


def test_unknown_details_are_plausible_and_never_contradict() -> None:
    case = _bare_case()
    patient = ScriptedPatient()
    patient.reset(run_id="r", seed=5)
    assert "that I know of" in ask(patient, case, "Any allergies?")
    meds = ask(patient, case, "Do you take any medications?")
    assert "not sure" in meds and not re.search(r"don't take anything|Nothing regular", meds)  # not recorded: no confident no
    assert "blood thinner" in ask(patient, case, "Are you on any blood thinners?")
    onset = ask(patient, case, "When did it start?")
    assert not re.search(r"month|year|fine now", onset)


def test_low_recall_hedges_but_keeps_the_fact() -> None:
    persona = PatientPersona(recall_accuracy="low")
    replies = []
    for seed in range(10):
        replies += interview(CASES["ts-011"], ["When did it start?"], persona, seed=seed, run_id=f"s{seed}")
    assert all("about an hour ago" in r for r in replies)
    assert all(re.search(r"not sure|or maybe|or was it", r) for r in replies)
    assert any("two hours" in r for r in replies)


# --------------------------------------------------------------------------------------
# Persona effects


def _speaks_plainly(case: Case) -> bool:
    """The patient answers for itself and its condition leaves its persona's way of talking alone
    (no companion, not breathless, drowsy or in severe pain): where a persona trait shows in full."""
    patient = ScriptedPatient()
    ask(patient, case, GREETING)
    return not patient._companion and not patient._states


PLAIN_CASES = {case_id: case for case_id, case in CASES.items() if _speaks_plainly(case)}


def _sentences_for(persona: PatientPersona, minimum: int) -> list[str]:
    sentences: list[str] = []
    seed = 0
    case_ids = sorted(PLAIN_CASES)
    while len(sentences) < minimum:
        case = CASES[case_ids[seed % len(case_ids)]]
        for reply in interview(case, PROTOCOL[:5], persona, seed=seed, run_id=f"d{seed}"):
            sentences += split_sentences(reply)
        seed += 1
    return sentences


def test_high_disfluency_rate_gives_fillers_at_about_that_rate() -> None:
    persona = PatientPersona(disfluency_rate=0.6, verbosity="normal")
    sentences = _sentences_for(persona, 300)
    rate = sum(bool(DISFLUENCY.search(s)) for s in sentences) / len(sentences)
    assert 0.48 <= rate <= 0.72, rate


def test_zero_disfluency_rate_gives_none() -> None:
    sentences = _sentences_for(PatientPersona(disfluency_rate=0.0, verbosity="verbose"), 300)
    rate = sum(bool(DISFLUENCY.search(s)) for s in sentences) / len(sentences)
    assert rate <= 0.01, rate


def _said_sentences(reply: str) -> int:
    """Sentences of a reply, a breathless patient's pauses ("It's my chest... since this morning.") inside one."""
    return len(split_sentences(reply.replace("... ", ", ")))


@pytest.mark.parametrize(("verbosity", "budget"), [("terse", 1), ("normal", 2), ("verbose", 4)])
def test_sentence_budget_per_verbosity(verbosity: str, budget: int) -> None:
    """The persona's budget where it shows in full; a companion talks a normal amount whatever the
    patient's persona (one sentence more in the handover of one there for work: what happened, what
    was found and given), and the patient's condition only ever shortens a reply."""
    persona = PatientPersona(verbosity=verbosity, topic_drift=0.5, emotion_regulation="distressed", disfluency_rate=0.4)
    for index, (case_id, case) in enumerate(CASES.items()):
        brief = PatientBrief.from_case(case)
        own = 2 if case_id not in PLAIN_CASES and brief.speaker == "companion" else budget
        named = relation_of(brief.companion) if brief.speaker == "companion" else None
        on_duty = bool(named and named.on_duty) or "care home" in (brief.history.onset or "").lower()
        for turn, reply in enumerate(interview(case, SINGLE_INTENT, persona, seed=index, run_id=f"b{index}")):
            count = _said_sentences(reply)
            if verbosity == "terse" and case_id in PLAIN_CASES:
                assert count == 1, reply
            assert count <= own + (1 if on_duty and turn == 0 else 0), reply
        for reply in interview(case, PROTOCOL + [FOLLOW_UP + SELF_HARM], persona, seed=index, run_id=f"c{index}"):
            assert _said_sentences(reply) <= own + 1, reply


def test_verbose_says_more_than_terse() -> None:
    def mean_sentences(verbosity: str) -> float:
        counts = [len(split_sentences(r)) for case in PLAIN_CASES.values()
                  for r in interview(case, SINGLE_INTENT[:4], PatientPersona(verbosity=verbosity))]
        return statistics.mean(counts)

    assert mean_sentences("terse") == 1
    assert mean_sentences("verbose") > mean_sentences("normal") > 1.3


def _pains(expression: str) -> list[tuple[float, int]]:
    results = []
    for seed in range(8):
        for case in CASES.values():
            if case.pain is None or case.pain < 3 or case.age is not None and case.age < 12:
                continue
            reply = interview(case, ["On a scale of 0 to 10, how bad is the pain?"],
                              PatientPersona(pain_expression=expression), seed=seed, run_id=f"p{seed}")[0]
            reported = pain_reported(reply)
            assert reported is not None, reply
            results.append((case.pain, reported))
    return results


def test_pain_expression_shifts_the_score_said_as_the_trait_table_says() -> None:
    """The case's score is the pain felt; the persona's expression shifts the number said by its
    trait offset (personas.reported_pain, the same number the LLM patient is told to give)."""
    for expression in ("accurate", "amplifying", "minimizing"):
        persona = PatientPersona(pain_expression=expression)
        assert all(reported == reported_pain(persona, truth) for truth, reported in _pains(expression)), expression
    case = CASES["ts-031"]
    minimizing = interview(case, ["How bad is the pain out of 10?"], PatientPersona(pain_expression="minimizing"), seed=4)[0]
    amplifying = interview(case, ["How bad is the pain out of 10?"], PatientPersona(pain_expression="amplifying"), seed=4)[0]
    assert re.search(r"not that bad|fine|bearable", minimizing) and pain_reported(minimizing) == 4, minimizing
    assert re.search(r"terrible|really bad|unbearable", amplifying) and pain_reported(amplifying) == 8, amplifying


def test_no_pain_stays_no_pain_whatever_the_expression() -> None:
    """Making much of a pain shifts a pain that is there; a patient with none says none (an
    independent read counted "it hurts more than it looks, a 2 out of 10" at pain 0 as made up)."""
    for expression in ("amplifying", "minimizing", "accurate"):
        persona = PatientPersona(pain_expression=expression)
        assert reported_pain(persona, 0) == 0
        for seed in range(4):
            reply = interview(CASES["ts-054"], [PAIN], persona, seed=seed, run_id=f"z{seed}")[0]
            assert pain_reported(reply) in (None, 0) and not re.search(r"\b[1-9]0? out of 10", reply), (expression, reply)


def test_reported_pain_is_stable_within_an_episode() -> None:
    persona = PatientPersona(pain_expression="amplifying")
    replies = interview(CASES["ts-031"], ["How bad is the pain out of 10?", "And the pain score now?"], persona, seed=4)
    assert pain_reported(replies[0]) == pain_reported(replies[1]) == reported_pain(persona, CASES["ts-031"].pain)

PLAIN_SELF_HARM = "Have you had any thoughts of harming yourself?"


@pytest.mark.parametrize("trust, asks_needed", [("high", 1), ("medium", 2), ("low", 3)])
def test_trust_sets_how_many_plain_asks_before_a_private_fact_is_shared(trust, asks_needed) -> None:
    persona = PatientPersona(trust_in_healthcare=trust)
    for case_id, question, fact in (
        ("ts-016", PLAIN_SELF_HARM, "sleeping pills"),
        ("ts-018", PREGNANCY, "pregnancy test was positive"),
        ("ts-033", SUBSTANCE, "eight pints"),
        ("ts-010", "Did someone do this to you?", "boyfriend"),
    ):
        for seed in range(3):
            replies = interview(CASES[case_id], [question, ONSET, question, question], persona, seed=seed, run_id=f"t{seed}")
            asks = [replies[0], replies[2], replies[3]]
            shared = [fact in reply for reply in asks]
            assert shared == [n + 1 >= asks_needed for n in range(3)], (case_id, trust, asks)


def test_a_reassuring_question_counts_one_ask_more_for_a_guarded_patient() -> None:
    assert "sleeping pills" in interview(CASES["ts-016"], [SELF_HARM], PatientPersona(trust_in_healthcare="medium"))[0]
    low = interview(CASES["ts-016"], [SELF_HARM, SELF_HARM], PatientPersona(trust_in_healthcare="low"))
    assert "sleeping pills" not in low[0] and "sleeping pills" in low[1], low


def test_a_blood_thinner_is_forgotten_by_recall_never_withheld_by_trust() -> None:
    guarded = interview(CASES["ts-017"], [ANTICOAG], PatientPersona(trust_in_healthcare="low"))[0]
    assert "warfarin" in guarded, guarded
    forgetful = interview(CASES["ts-017"], [ANTICOAG], PatientPersona(recall_accuracy="low"))[0]
    assert "blood thinner" in forgetful and "warfarin" not in forgetful and "can't remember" in forgetful, forgetful

def test_limited_language_simplifies_grammar() -> None:
    persona = PatientPersona(language_proficiency="limited")
    replies = interview(CASES["ts-014"], PROTOCOL[:5], persona)
    joined = " ".join(replies)
    assert not re.search(r"\b(?:I've|I'm|it's|the)\b", joined), joined
    assert "chest pain" in joined and "very bad" in joined
    native = " ".join(interview(CASES["ts-014"], PROTOCOL[:5]))
    assert "I've got" in native


def test_topic_drift_emotion_and_cognition_show_in_the_text() -> None:
    drifting = interview(CASES["ts-055"], SINGLE_INTENT, PatientPersona(topic_drift=1.0, verbosity="verbose"))
    drift = [re.search(r"traffic|cat\b|battery|washing|sister|parking|vending|boss", r) for r in drifting]
    # a drifting patient wanders off in every reply, until it has nothing new to wander off about
    assert all(drift[:8]) and len({found.group(0) for found in drift if found}) == sum(map(bool, drift)), drifting
    anxious = interview(CASES["ts-055"], SINGLE_INTENT * 2, PatientPersona(emotion_regulation="anxious"))
    assert any(re.search(r"serious|okay\?|worried|scared", r) for r in anxious)
    calm = interview(CASES["ts-055"], SINGLE_INTENT * 2, PatientPersona(emotion_regulation="calm"))
    assert not any(re.search(r"serious|worried|scared", r) for r in calm)
    confused = []
    for seed in range(5):
        confused += interview(CASES["ts-055"], SINGLE_INTENT, PatientPersona(cognitive_state="confused"), seed=seed,
                              run_id=f"c{seed}")
    assert any(re.search(r"what (?:did you ask|was the question)|where am I|Like I said", r) for r in confused)


# --------------------------------------------------------------------------------------
# Safety: never acuity, triage level or vital values


VITAL_WORDS = r"(?:heart ?rate|pulse|oxygen|o2|sats?|saturation|blood pressure|bp|temperature|temp|breathing rate|resp\w* rate)"


def test_never_states_acuity_or_vital_values() -> None:
    questions = PROTOCOL + [
        "What is your heart rate?",
        "Do you know what your oxygen level is?",
        "What triage level do you think you are?",
        "I'm going to check your blood pressure and temperature now.",
        "Did the ambulance tell you your blood pressure?",
    ]
    personas = load_patient_personas()
    for index, case in enumerate(CASES.values()):
        persona = personas[index % len(personas)]
        values = [v for v in case.vitals.model_dump().values() if v is not None]
        for reply in interview(case, questions, persona, seed=index, run_id=f"v{index}"):
            assert not re.search(r"\bESI\b|\bacuity\b|\blevels?\b|triage", reply, re.IGNORECASE), reply
            for value in values:
                number = f"{value:g}"
                assert not re.search(rf"{VITAL_WORDS}\W+(?:\w+\W+){{0,3}}{re.escape(number)}\b", reply, re.IGNORECASE), reply


# --------------------------------------------------------------------------------------
# Determinism and protocol


def test_same_persona_seed_and_questions_give_the_same_replies() -> None:
    persona = load_patient_personas()[3]
    first = interview(CASES["ts-024"], PROTOCOL, persona, seed=11)
    second = interview(CASES["ts-024"], PROTOCOL, persona, seed=11)
    assert first == second
    others = [interview(CASES["ts-024"], PROTOCOL, persona, seed=s, run_id="run-1") for s in range(12, 16)]
    assert any(other != first for other in others)


def test_replies_do_not_depend_on_python_hash_salt() -> None:
    script = textwrap.dedent(
        """
        import asyncio
        from triagesim.agents.offline.patient import ScriptedPatient
        from triagesim.cases import load_bundled_cases
        from triagesim.core import PatientBrief, PatientObservation
        from triagesim.personas import PatientPersona
        case = {c.case_id: c for c in load_bundled_cases()}["ts-016"]
        p = ScriptedPatient(PatientPersona(disfluency_rate=0.5, trust_in_healthcare="medium", topic_drift=0.3))
        p.reset(run_id="hash-check", seed=9)
        for i, q in enumerate(["What brings you in?", "When did it start?", "Any thoughts of harming yourself?"]):
            o = PatientObservation(run_id="hash-check", turn=i, brief=PatientBrief.from_case(case), nurse_utterance=q, new_events=[])
            print(asyncio.run(p.act(o)).utterance)
        """
    )
    outputs = []
    for salt in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": salt}
        outputs.append(subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout)
    assert outputs[0] == outputs[1] and outputs[0].strip()
    assert stable_seed(1, "a") == stable_seed(1, "a") != stable_seed(1, "b")


def test_reset_clears_episode_state_and_new_run_id_starts_fresh() -> None:
    persona = PatientPersona(trust_in_healthcare="low")
    patient = ScriptedPatient(persona, seed=2)
    case = CASES["ts-016"]
    assert "sleeping pills" not in ask(patient, case, SELF_HARM, run_id="a")
    assert "sleeping pills" in ask(patient, case, SELF_HARM, run_id="a")
    patient.reset(run_id="b", seed=2)
    assert "sleeping pills" not in ask(patient, case, SELF_HARM, run_id="b")
    # A new run id in the observation without reset also starts a new episode.
    assert "sleeping pills" not in ask(patient, case, SELF_HARM, run_id="c")


def test_describe_and_protocol() -> None:
    from triagesim.agents.base import PatientLike, describe_agent

    patient = ScriptedPatient()
    assert isinstance(patient, PatientLike)
    description = describe_agent(patient)
    assert description["kind"] == "offline" and description["engine"] == "scripted-patient" and description["version"]
    assert patient.persona == PatientPersona()


# --------------------------------------------------------------------------------------
# Composition: case fragments woven into templates (bundled cases and an independently written case file)

COMPOSITION_QUESTIONS = [GREETING, ONSET, MECHANISM, PAIN, SYMPTOMS, HISTORY]
ALL_CASES = [*CASES.values(), *TRAINING_VIGNETTES.values()]

# A capital letter straight after one of these templates means a case fragment was pasted in verbatim.
CAPITAL_AFTER_TEMPLATE = re.compile(
    r"(?i:\b(?:It started|I've had|He's had|She's had|They've had|It's in|It's on|It's at|in my|in his|in her|"
    r"in their|on my|on his|on her|I'm on|He's on|She's on|They're on|it's more)(?: the| that)?) ([A-Z][\w'’-]*)"
)
# A template verb followed by a fragment that brings its own verb.
VERB_CLASHES = [
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"\b(?:I've|he's|she's|they've) got (?:swallowed|found|missed|nearly|stopped|fell|had|started|been|was|collapsed)\b",
        r"\b(?:I've|he's|she's|they've) had (?:started|began|noticed|been|had|has|hasn't|haven't|collapsed|woke|came|sat|"
        r"was|were|suddenly|pulled|found)\b",
        r"\b(?:I'm|he's|she's|they're) on (?:stopped|ran|started|quit|missed|forgot|was|had)\b",
        r"\bit started (?:started|began|was|were|had|has|last drink|noticed)\b",
        r"\bit's (?:in|more) (?:started|began|noticed|came|was|were|the voices|shoots|stings)\b",
        r"\bit's (?:shoots|stings|pricks|comes|goes|hurts|started|came|whole body)\b",
        r"\b(?:the|I|he|she) (?:found|probably|slipped|fell|swallowed|reached|walked|landed) ",
        r"\bI've been (?:been|had|started)\b",
    )
]
WORD_SLASH = re.compile(r"[A-Za-z]/[A-Za-z]")
DOUBLED_POSSESSIVE = re.compile(r"\b(my|his|her|their)\s+(?:my|his|her|their)\b", re.IGNORECASE)


def _allowed_capital(word: str) -> bool:
    return word in ("I", "I'm", "I've", "I'd", "I'll") or bool(re.fullmatch(r"[A-Z0-9]{2,}(?:'s|s)?", word))


def _composition_problems(reply: str) -> list[str]:
    problems = [f"capital after template: {m.group(0)!r}" for m in CAPITAL_AFTER_TEMPLATE.finditer(reply)
                if not _allowed_capital(m.group(1))]
    for pattern in VERB_CLASHES:
        match = pattern.search(reply)
        # "the/I/he/she + verb" is only a clash with a capitalised verb pasted in ("The Found", "I Slipped").
        if match and (not pattern.pattern.startswith(r"\b(?:the|I|he|she)") or re.search(r"\b(?:The|I|He|She) [A-Z]", match.group(0))):
            problems.append(f"verb clash: {match.group(0)!r}")
    if WORD_SLASH.search(reply):
        problems.append("slash between words")
    if DOUBLED_POSSESSIVE.search(reply):
        problems.append(f"doubled possessive: {DOUBLED_POSSESSIVE.search(reply).group(0)!r}")
    return problems


@pytest.mark.parametrize("verbosity", ["normal", "verbose"])
@pytest.mark.parametrize("case", ALL_CASES, ids=lambda case: case.case_id)
def test_case_fragments_fit_their_templates(case: Case, verbosity: str) -> None:
    replies = interview(case, COMPOSITION_QUESTIONS, PatientPersona(verbosity=verbosity), run_id=f"comp-{case.case_id}")
    for question, reply in zip(COMPOSITION_QUESTIONS, replies):
        assert not _composition_problems(reply), (case.case_id, question, reply, _composition_problems(reply))


def test_composition_checks_catch_the_observed_faults() -> None:
    for bad in (
        "It started This morning at netball.",
        "It's in the Outside of my left ankle.",
        "It's in his Tummy.",
        "It's in her Left forearm.",
        "It's in My chest.",
        "I've had Noticed the redness three days ago, it's spreading.",
        "It started Last drink was yesterday morning, the shakes started last night.",
        "He's had Hasn't done a poo for four days.",
        "I've had Tickly dry cough since starting a new blood pressure pill a month ago.",
        "It started About an hour ago at a friend's house.",
        "He's had Started a week ago and getting worse, he's 5 weeks old.",
        "I'm on stopped risperidone a month ago.",
        "I'm his dad, he's got swallowed something.",
        "I've got left leg redness/swelling.",
        "It doesn't really hurt, it's more The voices say my neighbour is poisoning me.",
        "It's in my my chest.",
        "The Found face-down in the pool.",
    ):
        assert _composition_problems(bad), bad
    for good in ("I'm on an EpiPen, but I did not use it.", "It's in my chest, my GP said.", "I've had COPD for years."):
        assert not _composition_problems(good), good


def test_uncap_keeps_pronoun_acronyms_and_proper_nouns() -> None:
    assert uncapitalised("Tummy") == "tummy"
    assert uncapitalised("Outside of my left ankle") == "outside of my left ankle"
    assert uncapitalised("About an hour ago") == "about an hour ago"
    for kept in ("I fell over", "I'm dizzy", "GP said so", "COPD flare-up", "HIV positive", "GP's letter", "EpiPen",
                 "Parkinson's disease"):
        assert uncapitalised(kept) == kept


def _reply(case: Case, question: str) -> str:
    return interview(case, [question], run_id=f"x-{case.case_id}")[0]


def test_training_vignette_onsets_read_as_sentences() -> None:
    expectations = {
        "ho-032": "It happened this morning at netball.",  # an injury happens; it does not start
        "ho-024": "It happened about an hour ago at a friend's house.",
        "ho-002": "I started wheezing last night... and it got much worse an hour ago.",  # fighting for breath
        "ho-029": "I noticed the redness three days ago, it's spreading.",
        "ho-027": "My last drink was yesterday morning, the shakes started last night.",
        "ho-049": "He hasn't done a poo for four days.",
        "ho-043": "I've had a tickly dry cough since starting a new blood pressure pill a month ago.",
        "ho-021": "It started a week ago and it's been getting worse, he's 5 weeks old.",
        "ho-006": "She was found on her bedroom floor this morning",
        "ho-008": "It came on suddenly about 40 minutes ago",
        "ho-015": "His neighbour found him in the garden",
        "ho-017": "I've been hearing voices for about a week",
        "ho-020": "It woke me up at 4 this morning",
    }
    for case_id, expected in expectations.items():
        assert _reply(TRAINING_VIGNETTES[case_id], ONSET).startswith(expected), (case_id, _reply(TRAINING_VIGNETTES[case_id], ONSET))


def test_training_vignette_locations_medications_and_complaints() -> None:
    pain = {case_id: _reply(TRAINING_VIGNETTES[case_id], PAIN) for case_id in ("ho-032", "ho-049", "ho-024", "ho-002", "ho-011", "ho-047")}
    assert pain["ho-032"].startswith("It's on the outside of my left ankle.")
    assert pain["ho-049"].startswith("It's in his tummy.")
    assert pain["ho-024"].startswith("It's in her left forearm.")
    assert pain["ho-002"].startswith("It's in my chest.")
    assert pain["ho-011"].startswith("It started in my chest and went straight through")
    assert "lower back, both sides, it doesn't go down my legs" in pain["ho-047"]
    history = {case_id: _reply(TRAINING_VIGNETTES[case_id], HISTORY) for case_id in ("ho-017", "ho-048", "ho-009", "ho-038", "ho-007")}
    assert "I stopped taking risperidone a month ago." in history["ho-017"]
    assert "I'm on allopurinol, but I ran out of colchicine." in history["ho-048"]
    # drowsy and breathing fast and deep: the speech may pause ("pump... but"), the words may not change
    assert "I'm on an insulin pump, but I ran out of insulin two days ago" in history["ho-009"].replace("... ", ", ")
    assert "the sumatriptan didn't work this time" in history["ho-038"]
    assert "an EpiPen... but I did not use it" in history["ho-007"]  # short of breath: a pause for breath
    assert "he swallowed something" in _reply(TRAINING_VIGNETTES["ho-037"], GREETING)
    assert "redness and swelling" in _reply(TRAINING_VIGNETTES["ho-029"], GREETING)
    no_pain = _reply(TRAINING_VIGNETTES["ho-017"], PAIN)  # no pain, and what troubles him instead, as its own sentence
    assert no_pain.startswith("There isn't any pain as such.") and "The voices say my neighbour" in no_pain, no_pain
    mechanism = _reply(TRAINING_VIGNETTES["ho-003"], MECHANISM)
    assert mechanism.startswith("He was found face-down in the pool")


def test_fragment_styles_are_handled_generally() -> None:
    """Made-up fragments in each style, spoken by the patient and by a companion."""
    history = {
        "onset": "Noticed a lump two weeks ago",
        "location": "Left knee",
        "medications": ["Stopped warfarin last week", "ramipril (didn't help)", "GTN spray"],
        "past_medical_history": ["COPD", "appendix removed"],
    }
    adult = Case(case_id="g-1", age=60, sex="M", chief_complaint="knee swelling/pain", pain=4, history=history)
    child = Case(case_id="g-2", age=7, sex="F", chief_complaint="knee swelling/pain", pain=4, history=history)
    onset, pain, meds = interview(adult, [ONSET, PAIN, HISTORY])[:3]
    assert onset.startswith("I noticed a lump two weeks ago.")
    assert pain.startswith("It's in my left knee.")
    assert "I'm on ramipril and a GTN spray, but the ramipril didn't help, and I stopped taking warfarin last week" in meds
    assert "COPD" in meds and "I had my appendix removed" in meds
    onset, pain, meds = interview(child, [ONSET, PAIN, HISTORY])[:3]
    assert onset.startswith("She noticed a lump two weeks ago.")
    assert pain.startswith("It's in her left knee.")
    assert "she stopped taking warfarin last week" in meds
    greeting = interview(adult, [GREETING])[0]
    assert "swelling and pain" in greeting and "/" not in greeting


def test_not_recorded_is_unsure_and_recorded_none_is_a_no() -> None:
    """A MIMIC row records no history (None): the patient is unsure of its conditions and medicines and has noticed
    none of the symptoms asked, never naming one to deny it; a vignette's empty list records "none": the patient says no."""
    bare, none = _bare_case(), _bare_case(medications=[], associated_symptoms=[], past_medical_history=[])
    assert bare.history.medications is None and none.history.medications == []
    unknown = interview(bare, ["Do you take any medications?", "Any fever or chest pain?", "Any medical problems?"])
    known = interview(none, ["Do you take any medications?", "Any fever or chest pain?", "Any medical problems?"])
    # the symptoms a row does not record: a plain "not that I've noticed" (twenty-fifth read: "I don't think so, but I'm not
    # sure" to a red-flag symptom is a hedge the nurse must chase), never one named and denied
    assert all("not sure" in reply or "not that I've noticed" in reply for reply in unknown), unknown
    assert not any(re.search(r"\bno (?:fever|chest pain)", reply, re.I) for reply in unknown), unknown
    assert re.search(r"don't take anything|Nothing regular", known[0]) and re.search(r"\bno\b", known[1], re.I), known


@pytest.mark.parametrize("complaint", ["near syncope x3 today, HR 40s per EMS", "MVC, ejected, GCS 6",
                                       "Hypotension, CP", "SOB, sats 85% on RA", "BP 80s, dizzy"])
def test_the_scripted_patient_never_says_a_reading_from_its_chart_complaint(complaint) -> None:
    from triagesim.clinical.barrier import barrier_violations

    case = Case(case_id="m-2", age=51, sex="M", chief_complaint=complaint, pain=3,
                vitals={"heartrate": 44, "sbp": 84, "o2sat": 85})
    for seed in range(3):
        replies = interview(case, PROTOCOL, seed=seed, run_id=f"b{seed}")
        said = [(reply, barrier_violations(reply, vitals=case.vitals.model_dump())) for reply in replies]
        assert all(not problems for _, problems in said), said


def test_limited_english_says_one_thing_per_short_sentence_in_everyday_words() -> None:
    """The language trait's claims (personas.traits): at most 6 words per sentence on average for
    limited English, and everyday words; the facts and what the nurse hears stay the same."""
    limited = interview(CASES["ts-011"], PROTOCOL[:5], PatientPersona(language_proficiency="limited"))
    sentences = [s for reply in limited for s in re.split(r"(?<=[.?!])\s+", reply) if s]
    assert sum(len(s.split()) for s in sentences) / len(sentences) <= 6.5, limited
    assert "No fever." in " ".join(limited) and "8 out of 10" in " ".join(limited)
    dizzy = interview(CASES["ts-011"], ["Any dizziness or vomiting?"], PatientPersona(language_proficiency="limited"))[0]
    assert "dizziness" not in dizzy.lower() and "vomiting" not in dizzy.lower(), dizzy


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("Nosebleed", "I've got a nosebleed", "I nosebleed"),  # "-eed" is no past tense
    ("Back pain, tearing", "I've got tearing back pain", "been tearing"),  # a quality, not a verb
    ("Back pain, severe", "I've got back pain and it's severe", "and severe"),
    ("L calf pain, swelling", "I've got left calf pain and swelling", "been swelling"),
    ("Palpitations, resolved", "I had palpitations, but it's settled now", "I resolved"),
    ("Nosebleed, resolved", "a nosebleed that's stopped now", "I resolved"),
    ("Fall, per EMS", "I had a fall, the ambulance crew said", "got per"),
    ("HA w/ vomiting", "headache with vomiting", "headache w "),  # "w/" is a word, not a slash between complaints
    ("ETOH w/d, tremors", "alcohol withdrawal", "with d"),  # but "w/d" is withdrawal
    ("Facial injury", "I've hurt my face", "my facial"),
    ("Post-op wound redness", "operation wound looks infected", "after an operation wound"),
    ("Fever, chronic foley", "I have a long-term catheter", "chronic a problem"),
    ("Requesting STD testing", "checked for a sexually transmitted infection", "been requesting"),
    ("Chronic back pain, flare", "it's flared up", "and flare"),
])
def test_terse_complaint_items_become_plain_english(complaint, said, never) -> None:
    """The registration clerk's shorthand, said as a patient would say it (each was once said wrongly)."""
    case = Case(case_id="p-1", age=50, sex="M", chief_complaint=complaint, pain=None)
    reply = interview(case, [GREETING], PatientPersona(disfluency_rate=0.0))[0]
    assert said in reply and never not in reply, reply


def test_a_question_about_the_bowels_hears_of_a_change_that_is_no_diarrhoea() -> None:
    """"Any loose bowels?" asks about the bowels: black poo is told, not denied with "no diarrhoea"."""
    with_black_poo = [case for case in CASES.values()
                      if any(re.search(r"\bblack (?:poo|stool)", item) for item in case.history.associated_symptoms or [])]
    assert with_black_poo
    for case in with_black_poo:
        reply = _reply(case, "Has your stomach been upset \u2014 any loose bowels?")
        assert re.search(r"black (?:poo|stool)", reply), reply
