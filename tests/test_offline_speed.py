"""The offline engine's speed-ups keep its answers: gates are exact, caches are pure, memos are per episode.

Real objects only: the bundled concept table and cases, real personas, observations built as the
environment builds them. The end-to-end check (every artifact of a fixed-seed batch unchanged) is
``benchmarks/check_identical.py``; these tests pin the pieces it relies on.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from triagesim.agents.offline import abbreviations, lay_rules, plain_words, rewrites, typed_rules
from triagesim.agents.offline.abbreviations import lay_phrase, patient_complaint
from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.cases import load_bundled_cases
from triagesim.clinical.concepts import CONCEPTS, _gated, _matches, _pieces, _uncovered
from triagesim.clinical.registration import heard_terms
from triagesim.clinical.gate import ascii_grams, gate_for, gate_for_alternatives, grams
from triagesim.clinical.topics import TOPIC_PATTERNS, first_topics
from triagesim.clinical.tables import _text, load_table
from triagesim.core import PatientBrief, PatientObservation
from triagesim.folders.artifacts import write_artifact
from triagesim.personas import load_patient_personas

TABLE = load_table("concepts.yaml")
GATED = [(name, pattern, gate_for_alternatives(TABLE[name]["patterns"])) for name, pattern in CONCEPTS.items()]
# Every alternative of every concept, as text: the words a match is made of.
PHRASES = sorted({re.sub(r"\\[bBsSdDwW]|[\\^$*+?{}\[\]|()<>=!:]", " ", alt) for entry in TABLE.values() for alt in entry["patterns"]})


def _could_match(gate: frozenset[str] | None, text: str) -> bool:
    return gate is None or not gate.isdisjoint(grams(text))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PHRASES), min_size=1, max_size=4), st.lists(st.sampled_from(" ,.'-abcdefghijklmnopqrstuvwxyz"), max_size=6))
def test_a_gate_never_skips_a_text_its_pattern_matches(phrases: list[str], noise: list[str]) -> None:
    """Texts built from the table's own phrasings (so that patterns do match), cut and glued with noise."""
    text = "".join(noise).join(phrases).lower()
    for cut in (text, text[1:], text[:-1], text[2:-2]):
        for name, pattern, gate in GATED:
            if pattern.search(cut):
                assert _could_match(gate, cut), (name, cut)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PHRASES), min_size=0, max_size=4), st.text(" ,.'-abcdefghijklmnopqrstuvwxyzé", max_size=12))
def test_the_gate_index_passes_exactly_the_gates_a_text_passes(phrases: list[str], noise: str) -> None:
    """The index answers what checking each gate in turn answers, in the table's order."""
    text = noise.join(phrases).lower() or noise
    present = grams(text)
    assert present == frozenset(text[i:i + size] for size in (2, 3, 4) for i in range(len(text) - size + 1))
    _concepts, index = _gated()
    assert index.candidates(present) == [position for position, (_, _, gate) in enumerate(GATED) if _could_match(gate, text)]


def test_the_gates_let_few_clauses_through_and_matches_are_unchanged() -> None:
    """A gate that passed everything would be exact and useless; and the gated scan finds what a full scan finds."""
    cases = load_bundled_cases()
    text = " ".join(f"{case.chief_complaint}. {case.history.onset or ''}; {', '.join(case.history.associated_symptoms or [])}"
                    for case in cases).lower()
    clauses = sorted({piece for piece, _ in _pieces(text)})
    searched = sum(_could_match(gate, clause) for clause in clauses for _, _, gate in GATED)
    assert searched < 0.35 * len(clauses) * len(GATED)
    for clause in clauses:
        full = [(match.start(), (name,)) for name, pattern in CONCEPTS.items() for match in pattern.finditer(clause)]  # every match
        full += [(position, concepts) for position, _, concepts in heard_terms(clause)]
        full = _uncovered(full)
        assert [(start, names) for start, names, _cued in _matches.__wrapped__(clause)] == full, clause


TOPICS = load_table("topics.yaml")
TOPIC_PHRASES = sorted({re.sub(r"\\[bBsSdDwW]|[\\^$*+?{}\[\]|()<>=!:]", " ", alt)
                        for entry in TOPICS.values() for alt in entry["patterns"]})


def _topics_ungated(text: str) -> list[tuple[int, str]]:
    return [(match.start(), name) for name, pattern in TOPIC_PATTERNS.items() if (match := pattern.search(text))]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(TOPIC_PHRASES), min_size=1, max_size=3),
       st.lists(st.sampled_from(" ,.'?-abcdefghijklmnopqrstuvwxyz"), max_size=6),
       st.sampled_from([str, str.upper, str.title, str.capitalize]))
def test_the_topic_gates_never_skip_a_question_a_topic_matches(phrases: list[str], noise: list[str], case) -> None:
    """Questions built from the topic table's own phrasings, in any letter case (the topic patterns
    ignore case, the gates are lower case), cut and glued with noise."""
    text = case("".join(noise).join(phrases))
    for cut in (text, text[1:], text[:-1], text[2:-2]):
        assert first_topics(cut) == _topics_ungated(cut), cut


def test_a_case_insensitive_gate_is_not_used_outside_ascii() -> None:
    """The long s matches s case-insensitively, and str.lower keeps it: no gate may skip it."""
    text = "Any medicine\u017f?"
    assert re.search("medicines", text, re.IGNORECASE) and "medicines" not in text.lower() and ascii_grams(text) is None
    assert first_topics(text) == _topics_ungated(text) and any(name == "medications" for _, name in first_topics(text))
    assert gate_for_alternatives(["caf\u00e9"], ignore_case=True) is None


def test_the_topic_gates_skip_most_topic_alternatives_of_a_question() -> None:
    """A question is searched with a few of the topics' alternatives, not all of them, and finds the same topics."""
    from triagesim.clinical.topics import _ASKED
    questions = ["What brings you in today?", "How bad is the pain, from 0 to 10?", "Do you take any blood thinners?",
                 "When did this start?", "Have you had any fever or chills?", "Any allergies to medicines?"]
    alternatives = len(_ASKED._sources)
    searched = sum(len(_ASKED._index.candidates(ascii_grams(text))) for text in questions)
    assert searched < 0.1 * len(questions) * alternatives, (searched, alternatives)
    for text in questions:
        assert first_topics(text) == _topics_ungated(text)


@pytest.mark.parametrize(
    ("pattern", "literals"),
    [
        (r"\bhurt (?:my|his)\b|went over on", {"hurt ", "went over on"}),
        (r"(?<!hay )fever|chills", {"fever", "chills"}),
        (r"(?:very )?sick", {"sick"}),  # an optional part is not required
        (r"ab(?:cdef)+gh", {"cdef"}),  # a repeat of at least one is required; the longest literal wins
        (r"x*y|zz", None),  # a branch without two letters in a row has no gate
        (r"[0-9]+ out of", {" out of"}),
    ],
)
def test_required_literals(pattern: str, literals: set[str] | None) -> None:
    gate = gate_for(re.compile(pattern))
    if literals is None:
        assert gate is None
    else:
        assert gate is not None and all(any(key in literal for literal in literals) for key in gate)


def test_a_case_insensitive_pattern_gets_no_gate() -> None:
    assert gate_for(re.compile("fever", re.IGNORECASE)) is None
    assert gate_for(re.compile("(?i)fever")) is None


def test_plain_alternatives_are_read_like_the_joined_pattern() -> None:
    for name, entry in TABLE.items():
        joined = gate_for(re.compile("|".join(entry["patterns"])))
        split = gate_for_alternatives(entry["patterns"])
        assert (joined is None) == (split is None), name


def test_libyaml_reads_every_clinical_table_as_the_python_loader_does() -> None:
    """The tables load with libyaml when PyYAML has it; a table edit it reads differently fails here."""
    from importlib import resources

    names = sorted(item.name for item in resources.files("triagesim.clinical").joinpath("data").iterdir() if item.name.endswith(".yaml"))
    assert "concepts.yaml" in names and "ages.yaml" in names
    for name in names:
        slow = yaml.safe_load(_text(name))
        assert load_table(name) == slow, name
        assert repr(load_table(name)) == repr(slow), name  # same types too (1 is not 1.0)


def test_an_artifact_file_reads_back_as_the_stdlib_would_write_it(tmp_path) -> None:
    artifact = {"run_id": "speed-1", "text": "café \"quoted\" \\ \u2028 \x00", "values": [98.8, 86.0, 0.1 + 0.2, 1e-05, 1e16],
                "nested": {"empty": {}, "list": [], "none": None, "flag": True, "big": 2**70}}
    path = write_artifact(artifact, tmp_path)
    written = path.read_text(encoding="utf-8")
    assert json.loads(written) == artifact
    typical = {key: value for key, value in artifact.items() if key != "values"}
    write_artifact(typical, tmp_path)
    assert path.read_text(encoding="utf-8") == json.dumps(typical, ensure_ascii=False, indent=1) + "\n"


@settings(max_examples=120, deadline=None)
@given(st.lists(st.sampled_from(sorted(CONCEPTS)), max_size=6), st.sampled_from([None, 0.5, 30, 70, 90]),
       st.sampled_from([None, 2, 5, 8, 10]),
       st.dictionaries(st.sampled_from(["heartrate", "resprate", "o2sat", "sbp", "temperature"]),
                       st.one_of(st.none(), st.floats(20, 200)), max_size=5))
def test_a_judgement_is_the_rules_own_answer_for_the_findings(concepts, age, pain, vitals) -> None:
    """``judge`` is cached on the findings' value; what it returns is what the rules say for them,
    whatever was judged before (here, findings that differ by one field only)."""
    from triagesim.agents.offline.rules import Findings, ats_decision, esi_decision, judge, red_flags

    f = Findings(concepts={name: f"quote of {name}" for name in concepts}, complaint=set(concepts[:2]),
                 age=age, pain=pain, vitals=vitals)
    assert Findings.from_key(f.key()) == f
    for algorithm, rules in (("esi", esi_decision), ("ats", ats_decision)):
        judge(algorithm, Findings(concepts=dict(f.concepts), age=age, pain=pain, vitals=vitals))  # no complaint
        assert judge(algorithm, f) == (rules(f), tuple(red_flags(f)))


def test_cached_complaints_are_copies() -> None:
    first = patient_complaint("SOB, N/V x2 days, s/p fall")
    first.append("changed")
    assert patient_complaint("SOB, N/V x2 days, s/p fall") == ["short of breath", "nausea and vomiting for two days", "after a fall"]
    assert lay_phrase("s/p fall, head strike") == "after a fall, I hit my head"


QUESTIONS = [
    "Hello, I'm Alex Morgan, one of the triage nurses. What brings you in today, and how old are you?",
    "When did this start, and has it been constant or coming and going?",
    "Where is the pain or discomfort, and on a scale of 0 to 10, how bad is it right now?",
    "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?",
    "Does the pain spread anywhere, like your arm or jaw, and have you been sweaty or short of breath?",
    "Do you have any medical conditions, take any regular medications, or have any allergies?",
    "How did the injury happen?",
    "Is there anything else you think I should know?",
]


def _interview(patient: ScriptedPatient, case, run_id: str) -> list[str]:
    brief = PatientBrief.from_case(case)
    patient.reset(run_id=run_id, seed=3)
    return [
        patient.respond(PatientObservation(run_id=run_id, turn=turn, brief=brief, nurse_utterance=question, new_events=[]))
        for turn, question in enumerate(QUESTIONS)
    ]


def test_a_reused_patient_forgets_the_last_episode() -> None:
    """Answer pieces are kept per episode: a patient object reused for another case (as a batch may)
    answers exactly as a fresh one, with nothing left over from the case before."""
    personas = load_patient_personas()
    cases = load_bundled_cases()[:12]
    for persona in personas[:4]:
        reused = ScriptedPatient(persona)
        for number, case in enumerate(cases):
            run_id = f"speed-{persona.persona_id}-{number}"
            assert _interview(reused, case, run_id) == _interview(ScriptedPatient(persona), case, run_id)


def test_a_new_brief_in_the_same_episode_is_answered_from_the_new_brief() -> None:
    """The environment never changes the brief mid-episode, but the patient re-reads it if it does:
    nothing built from the old brief may be served for the new one."""
    cases = [case for case in load_bundled_cases() if case.history.location and case.history.character][:2]
    persona = next(p for p in load_patient_personas() if p.verbosity == "verbose")
    patient = ScriptedPatient(persona)
    _interview(patient, cases[0], "same-run")
    assert patient._fixed  # pieces of case A's story were kept
    brief = PatientBrief.from_case(cases[1])
    patient._begin(brief)
    fresh = ScriptedPatient(persona)
    fresh.reset(run_id="same-run", seed=3)
    fresh._begin(brief)
    assert patient._detail_sentence() == fresh._detail_sentence()
    assert patient._loc_phrase(brief.history.location) == fresh._loc_phrase(brief.history.location)


def _ungated(rules, text: str) -> str:
    for pattern, replacement, _gate in rules:
        text = pattern.sub(replacement, text)
    return text


_COMPLAINT_RULES = [typed_rules.BEFORE_TERMS, typed_rules.SIDE_RULES, lay_rules.LAY_RULES, plain_words.PLAIN_WORDS, abbreviations._JOIN_ITEMS]
_DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"


def test_the_complaint_rewrites_skip_only_rules_that_cannot_match() -> None:
    """Every chief complaint of the MIMIC-style sets, as typed, upper-cased, and in its lay words,
    rewritten by each rule list with and without the gates: the same text."""
    complaints = {row["chiefcomplaint"] for path in _DATA.glob("mimic_round*.csv") if "rationale" not in path.name
                  for row in csv.DictReader(path.open(encoding="utf-8"))}
    texts = sorted(complaints | {text.upper() for text in complaints} | {abbreviations.lay_phrase(text) for text in complaints})
    assert len(texts) > 4000
    assert sum(gate is not None for rules in _COMPLAINT_RULES for _, _, gate in rules) > 50  # most rules have a gate
    for text in texts:
        for rules in _COMPLAINT_RULES:
            assert rewrites.rewrite(rules, text) == _ungated(rules, text), text


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["MVC", "mva", ", ", "motorcycle", "R", "L", "lac", "hand", "FB", "eye", "x2", "wks", "LOC",
                                 "-", "+", "no", "w/", "s/p", "fall", "syncope", "ſ", "refill", "seizure", "active", "glass",
                                 "cardiac arrest", "ROSC", "in", "to", "back", "pain", " "]), max_size=8).map(" ".join))
def test_complaint_rewrite_gates_hold_on_generated_complaints(text: str) -> None:
    for rules in _COMPLAINT_RULES:
        assert rewrites.rewrite(rules, text) == _ungated(rules, text)
