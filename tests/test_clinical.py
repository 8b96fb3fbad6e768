"""The clinical knowledge base pins every engine to one source.

A concept, flag, threshold or topic used anywhere must exist in ``triagesim.clinical``; a
flag a rule can raise must be one the LLM nurse is offered; the tables must load with errors
that name the file and the entry.
"""

from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triagesim.agents.llm import prompts
from triagesim.agents.offline.rules import Findings, ats_decision, esi_decision, red_flags
from triagesim.clinical import CONCEPTS, LABELS, detect
from triagesim.clinical.presentations import PRESENTATIONS
from triagesim.clinical.red_flags import RED_FLAG_NAMES, RED_FLAG_VOCABULARY, canonical_flag
from triagesim.clinical.concepts import _compile
from triagesim.clinical.presentations import _load as _load_presentations
from triagesim.clinical.tables import ClinicalTableError, load_tsv
from triagesim.clinical.vitals import bradycardia_below, danger_limits, hypotension_below
from triagesim.personas import NursePersona

SRC = Path(__file__).resolve().parents[1] / "src" / "triagesim"
OFFLINE = SRC / "agents" / "offline"


def _string_args(path: Path, method: str) -> set[str]:
    """String literals passed to ``obj.<method>(...)`` calls in a module."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == method:
            names |= {arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)}
    return names


def test_every_concept_a_rule_or_the_nurse_uses_is_in_the_concept_table():
    used = _string_args(OFFLINE / "rules.py", "has") | _string_args(OFFLINE / "nurse.py", "has")
    assert used, "the parser found no f.has(...) calls"
    assert used <= set(CONCEPTS), sorted(used - set(CONCEPTS))
    assert set(PRESENTATIONS) <= set(CONCEPTS)
    assert set(LABELS) == set(CONCEPTS)


def test_every_flag_a_rule_can_raise_is_canonical_and_offered_to_the_llm_nurse():
    # Every literal passed to add(...) inside red_flags() is a vocabulary name.
    tree = ast.parse((OFFLINE / "rules.py").read_text())
    function = next(node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == "red_flags")
    added = {
        call.args[0].value
        for call in ast.walk(function)
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "add" and call.args
        and isinstance(call.args[0], ast.Constant)
    }
    assert len(added) >= 20 and added <= RED_FLAG_NAMES, sorted(added - RED_FLAG_NAMES)
    system = prompts.nurse_system_prompt(NursePersona(), "esi")
    for flag in RED_FLAG_NAMES:
        assert f"- {flag}:" in system, flag
        assert flag in prompts.EXTRACTOR_SYSTEM, flag
    assert prompts.RED_FLAG_VOCABULARY is RED_FLAG_VOCABULARY


@settings(max_examples=150, deadline=None)
@given(
    concepts=st.sets(st.sampled_from(sorted(CONCEPTS)), max_size=8),
    age=st.one_of(st.none(), st.floats(0, 100)),
    pain=st.one_of(st.none(), st.integers(0, 10)),
    vitals=st.fixed_dictionaries({
        "heartrate": st.one_of(st.none(), st.integers(20, 220)),
        "resprate": st.one_of(st.none(), st.integers(4, 60)),
        "o2sat": st.one_of(st.none(), st.integers(60, 100)),
        "sbp": st.one_of(st.none(), st.integers(50, 240)),
        "temperature": st.one_of(st.none(), st.floats(88, 108)),
    }),
)
def test_rules_on_any_findings_raise_only_canonical_flags_and_name_their_rule(concepts, age, pain, vitals):
    f = Findings(concepts={name: "quote" for name in concepts}, age=age, pain=pain, vitals=vitals)
    assert set(red_flags(f)) <= RED_FLAG_NAMES
    for decision in (esi_decision(f), ats_decision(f)):
        assert 1 <= decision.level <= 5 and decision.rule and decision.reasons


def test_unrecognised_presentation_is_never_below_3_and_only_minor_ones_reach_5():
    normal = {"temperature": 98.4, "heartrate": 80, "resprate": 14, "o2sat": 99, "sbp": 120}
    unknown = Findings(vitals=normal)
    assert esi_decision(unknown).level == 3 and esi_decision(unknown).rule == "floor:unrecognised"
    assert ats_decision(unknown).level == 3
    minor = Findings(concepts={"refill": "I need a repeat prescription"}, complaint={"refill"}, vitals=normal)
    assert esi_decision(minor).level == 5 and ats_decision(minor).level == 5
    recognised = Findings(concepts={"back_pain": "my back hurts"}, complaint={"back_pain"}, vitals=normal)
    assert esi_decision(recognised).level == 4 and esi_decision(recognised).rule == "floor:not-minor"


@pytest.mark.parametrize(
    ("vitals", "reason"),
    [
        ({"sbp": 84}, "hypotension"),
        ({"heartrate": 38}, "bradycardia"),
        ({"heartrate": 142}, "HR 142"),
        ({"o2sat": 90.5}, "SpO2"),
        ({"resprate": 32}, "RR 32"),
        ({"temperature": 93.0}, "hypothermia"),
    ],
)
def test_high_risk_vitals_raise_a_minor_complaint_to_esi_2(vitals, reason):
    normal = {"temperature": 98.4, "heartrate": 80, "resprate": 14, "o2sat": 99, "sbp": 120}
    f = Findings(concepts={"refill": "q"}, complaint={"refill"}, vitals={**normal, **vitals})
    decision = esi_decision(f)
    assert decision.level <= 2 and reason in " ".join(decision.reasons), decision


def test_danger_zone_bands_follow_the_table_and_unknown_age_is_adult():
    assert danger_limits(None) == danger_limits(40) == (100, 20)
    assert danger_limits(8) == (140, 30) and danger_limits(3) == (140, 30)
    assert danger_limits(1) == (160, 40) and danger_limits(0.1) == (180, 50)


def test_red_flag_synonyms_map_to_canonical_names():
    assert canonical_flag("Low oxygen saturation") == "hypoxia"
    assert canonical_flag("  Tachycardic ") == "tachycardia"
    assert canonical_flag("hypoxia") == "hypoxia"
    assert canonical_flag("Something Else") == "something else"
    assert all(canonical_flag(name) == name for name in RED_FLAG_NAMES)


def test_chart_words_said_aloud_are_heard_with_negation():
    hits = {(hit.concept, hit.negated) for hit in detect("I have BRBPR")}
    assert ("gi_bleed", False) in hits
    assert ("gi_bleed", True) in {(hit.concept, hit.negated) for hit in detect("no brbpr at all")}


def test_tables_report_the_file_and_the_entry(monkeypatch):
    from triagesim.clinical import tables

    monkeypatch.setattr(tables, "_text", lambda name: "term\tlay\nfoo\n")
    load_tsv.cache_clear()
    try:
        with pytest.raises(ClinicalTableError, match=r"bad\.tsv, row 2"):
            load_tsv("bad.tsv")
    finally:
        load_tsv.cache_clear()


def test_offline_engine_modules_never_import_cases():
    for path in itertools.chain((SRC / "clinical").glob("*.py"), OFFLINE.glob("*.py")):
        tree = ast.parse(path.read_text())
        imported = {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        assert not any(name.endswith("cases") for name in imported), path


def test_every_question_the_offline_nurse_asks_means_its_topic_and_gets_an_answer():
    from triagesim.agents.offline.nurse_lines import QUESTIONS as _QUESTIONS
    from triagesim.agents.offline.patient import ScriptedPatient
    from triagesim.clinical.topics import asked_topics, nurse_topic

    patient = ScriptedPatient()
    for name, wordings in _QUESTIONS.items():
        base = name.removeprefix("reask_")
        topic = nurse_topic(base)
        for wording in wordings:
            intents, probes, statement = patient._intents(wording)
            assert intents and not statement, (name, wording)
            if base.startswith("targeted_"):  # named symptoms: answered symptom by symptom
                # (where a chest pain spreads is asked with the one symptom left when the breath was told already)
                assert "symptoms" in intents and (len(probes) >= 2 or "location" in intents and probes), (name, wording)
                continue
            assert topic is not None, f"nurse topic {name!r} has no entry in topics.yaml"
            assert topic in asked_topics(wording), (name, wording)



@pytest.mark.parametrize("sex", ["M", "F", None])
def test_every_question_to_a_companion_means_its_topic_in_the_third_person(sex):
    """A companion answering for the patient is asked about "him" / "her" / "them", never "you",
    and the one topic classifier still reads each question as its topic (so the answer fits)."""
    from triagesim.agents.offline.nurse import ProtocolNurse
    from triagesim.agents.offline.nurse_lines import COMPANION_QUESTIONS as _COMPANION_QUESTIONS, QUESTIONS as _QUESTIONS
    from triagesim.clinical.topics import asked_topics, nurse_topic

    nurse = ProtocolNurse()
    nurse.companion, nurse.sex = True, sex
    pronouns = nurse._pronouns()
    assert set(_COMPANION_QUESTIONS) == set(_QUESTIONS)  # every topic has its companion wording
    for name, template in _COMPANION_QUESTIONS.items():
        wording = template.format(**pronouns)
        assert "{" not in wording and not re.search(r"\b(?:Does they|Has they|they (?:is|has|gets|seems|needs))\b", wording), wording
        assert not re.search(r"\b(?:are you|do you take|your (?:pain|arm)|harm(?:ing)? yourself)\b", wording, re.IGNORECASE), wording
        base = name.removeprefix("reask_")
        if base.startswith("targeted_"):
            continue
        assert nurse_topic(base) in asked_topics(wording), (name, wording)


def test_sensitive_questions_reach_the_right_withheld_fact():
    from triagesim.agents.llm.prompts import asks_about

    assert asks_about("abuse", "Do you feel safe at home?")
    assert not asks_about("self_harm", "Do you feel safe at home?")
    assert not asks_about("substance_use", "Are you able to drink fluids?")
    assert asks_about("substance_use", "Have you had any alcohol or drugs today?")
    assert asks_about("anticoagulants", "Do you take any blood thinners?")
    assert asks_about("gambling_debts", "Any gambling problems?")  # unknown keys: their own words


def test_childrens_pressure_and_slow_heart_limits_are_pals_and_unknown_age_is_adult():
    assert hypotension_below(None) == hypotension_below(10) == hypotension_below(40) == 90
    assert hypotension_below(0.05) == 60  # a newborn (under 28 days)
    assert hypotension_below(0.5) == 70  # an infant
    assert hypotension_below(1) == 72 and hypotension_below(5) == 80 and hypotension_below(9.5) == 89
    assert bradycardia_below(None) == bradycardia_below(10) == 50
    assert bradycardia_below(0.1) == bradycardia_below(9.9) == 60


@settings(max_examples=150, deadline=None)
@given(younger=st.floats(0, 100), older=st.floats(0, 100))
def test_a_childs_pressure_limit_rises_with_age_to_the_adult_line(younger, older):
    younger, older = sorted((younger, older))
    assert hypotension_below(younger) <= hypotension_below(older) <= hypotension_below(None)
    assert bradycardia_below(younger) >= bradycardia_below(older) >= bradycardia_below(None)


@pytest.mark.parametrize(
    ("age", "vitals", "flag", "expected"),
    [
        (3, {"sbp": 84}, "hypotension", False),   # normal for a three-year-old (limit 76), low for an adult
        (3, {"sbp": 72}, "hypotension", True),
        (40, {"sbp": 84}, "hypotension", True),
        (5, {"heartrate": 55}, "bradycardia", True),  # slow for a child (limit 60), not for an adult (50)
        (40, {"heartrate": 55}, "bradycardia", False),
    ],
)
def test_offline_rules_read_a_childs_pressure_and_pulse_against_its_own_limits(age, vitals, flag, expected):
    normal = {"temperature": 98.4, "heartrate": 110 if age < 10 else 80, "resprate": 22 if age < 10 else 14, "o2sat": 99, "sbp": 110}
    f = Findings(concepts={"cough": "q"}, complaint={"cough"}, age=age, vitals={**normal, **vitals})
    assert (flag in red_flags(f)) is expected
    decision = esi_decision(f)
    assert (decision.level <= 2 and flag in " ".join(decision.reasons)) is expected, decision


def test_the_llm_nurse_is_told_the_same_childrens_limits_the_offline_rules_use():
    from triagesim.agents.llm.prompts.scales import CHILD_LIMITS_TEXT

    assert "below 60 under 28 days" in CHILD_LIMITS_TEXT and "70 + 2 x age in years from 1 to 10 years" in CHILD_LIMITS_TEXT
    assert f"below {bradycardia_below(5):g} /min under 10 years" in CHILD_LIMITS_TEXT


def test_every_vital_threshold_in_the_table_is_used_by_the_code():
    from triagesim.clinical.vitals import THRESHOLDS

    source = "".join(path.read_text() for path in SRC.rglob("*.py"))
    unused = [name for name in THRESHOLDS if f'"{name}"' not in source and f"'{name}'" not in source]
    assert not unused, f"thresholds nobody reads: {unused}"


@pytest.mark.parametrize("entry, message", [
    ({"label": "x", "patterns": ["fine", {"(?": "mapping"}]}, r"concept 'bad', field 'patterns', item 1: .* is not a string \(quote the pattern\)"),
    ({"label": "x", "patterns": ["(unclosed"]}, r"concept 'bad', field 'patterns': missing \)"),
    ({"label": "x", "patterns": ["ok"], "role": "sideline"}, r"concept 'bad', field 'role': 'sideline' is not one of"),
    ({"patterns": ["ok"]}, r"concept 'bad': needs a label and patterns"),
    ({"label": "x", "patterns": ["ok"], "covers": ["nowhere"]}, r"concept 'bad', field 'covers': \['nowhere'\] must be a list of other"),
    ({"label": "x", "patterns": ["ok"], "covers": "good"}, r"concept 'bad', field 'covers': 'good' must be a list"),
    ({"label": "x", "patterns": ["ok"], "hurts": "maybe"}, r"concept 'bad', field 'hurts': 'maybe' is not true or false"),
    ({"label": "x", "patterns": ["ok"], "errand": 1}, r"concept 'bad', field 'errand': 1 is not true or false"),
    ({"label": "x", "patterns": ["ok"], "symptom": None}, r"concept 'bad', field 'symptom': None is not true or false"),
])
def test_a_broken_concept_entry_is_named_with_its_field(entry, message):
    """A clinician editing concepts.yaml learns which concept and field to mend, not a TypeError: an unquoted
    pattern holding ": " reads as a mapping."""
    with pytest.raises(ClinicalTableError, match=message):
        _compile({"good": {"label": "g", "patterns": ["g"]}, "bad": entry})


@pytest.mark.parametrize("entry, message", [
    ({"age": 0.5}, r"group 'bad': needs exactly the fields age and patterns"),
    ({"age": 30, "patterns": ["x"]}, r"group 'bad', field 'age': 30 is not a child's age"),
    ({"age": True, "patterns": ["x"]}, r"group 'bad', field 'age': True is not a child's age"),
    ({"age": 2, "patterns": "diapers"}, r"group 'bad', field 'patterns': a list of regular expressions"),
    ({"age": 2, "patterns": [{"wet": "diapers"}]}, r"group 'bad', field 'patterns': a list of regular expressions"),
    ({"age": 2, "patterns": ["(unclosed"]}, r"group 'bad', field 'patterns': missing \)"),
])
def test_a_broken_apparent_age_group_is_named_with_its_field(entry, message):
    from triagesim.clinical.ages import _compile

    with pytest.raises(ClinicalTableError, match=r"clinical/data/ages.yaml, " + message):
        _compile({"good": {"age": 1, "patterns": ["formula"]}, "bad": entry})


@pytest.mark.parametrize("value, accepted", [(True, True), (False, True), ("yes", False), (1, False), (None, False), ([True], False)])
def test_local_pain_is_true_or_false_and_anything_else_names_the_field(value, accepted):
    entry = {"dental": {"local_pain": value}}
    if accepted:
        assert _load_presentations(entry)["dental"].local_pain is value
    else:
        with pytest.raises(ClinicalTableError, match=r"concept 'dental', field 'local_pain': expected true or false"):
            _load_presentations(entry)


@pytest.mark.parametrize(("text", "heard", "not_heard"), [
    ("elbow to the nose at basketball", "face", "limb_injury"),  # the part that struck is no injured limb
    ("took a knee to the head at rugby", "head_injury", "limb_injury"),
    ("cricket ball to the head", "head_injury", None),
    ("punched in the mouth outside a pub", "face", None),
    ("knee pain after a fall", "limb_injury", None),  # a knee that hurts is still the knee
])
def test_a_blow_is_heard_where_it_landed(text, heard, not_heard):
    concepts = {hit.concept for hit in detect(text) if not hit.negated}
    assert heard in concepts and (not_heard is None or not_heard not in concepts), concepts
