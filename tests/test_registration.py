"""The registration vocabulary (clinical/data/registration.tsv) and how the scripted patient uses it.

Every entry is checked against the real concept table: the nurse hears exactly the listed
concepts in the lay words, a complaint typed as the term reaches the nurse as those concepts,
and the patient's small talk is heard as nothing at all.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triagesim.agents.offline.abbreviations import complaint_items, expand_complaint, lay_phrase
from triagesim.agents.offline.patient import phrases
from triagesim.clinical import CONCEPTS, detect, registration
from triagesim.clinical.concepts import CONTEXT, MINOR, ROLES
from triagesim.clinical.presentations import PRESENTATIONS
from triagesim.clinical.registration import REGISTRATION, expand_terms, heard_terms, lookup, normalise_item

ENTRIES = {entry.terms[0]: entry for entry in REGISTRATION}
DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"


def heard(text: str) -> set[str]:
    return {hit.concept for hit in detect(text) if not hit.negated}


def heard_in_items(items: list[str]) -> set[str]:
    return set().union(*(heard(item) for item in items)) if items else set()


# --------------------------------------------------------------------------------------
# The table


def test_table_size_and_unique_terms() -> None:
    assert len(REGISTRATION) >= 300
    seen: dict[str, str] = {}
    for entry in REGISTRATION:
        for term in entry.terms:
            key = term if entry.match == "caps" else normalise_item(term)
            assert key not in seen, f"{term!r} is in {seen[key]!r} and {entry.terms[0]!r}"
            seen[key] = entry.terms[0]


@pytest.mark.parametrize("entry", REGISTRATION, ids=lambda entry: entry.terms[0])
def test_lay_words_are_heard_as_exactly_the_listed_concepts(entry) -> None:
    assert set(entry.concepts) <= set(CONCEPTS), f"unknown concepts {set(entry.concepts) - set(CONCEPTS)}"
    assert heard(entry.lay) == set(entry.concepts), entry.lay


@pytest.mark.parametrize("entry", REGISTRATION, ids=lambda entry: entry.terms[0])
def test_every_term_round_trips_through_the_complaint_items(entry) -> None:
    for term in entry.terms:
        assert lookup(term) is entry, term
        items = complaint_items(term)
        assert items, term
        assert set(entry.concepts) <= heard_in_items(items), (term, items)


@pytest.mark.parametrize("entry", [e for e in REGISTRATION if not e.clause], ids=lambda entry: entry.terms[0])
def test_noun_phrase_lay_words_hold_no_other_term(entry) -> None:
    # They replace the term inside longer items, so they must come out of the vocabulary unchanged.
    assert expand_terms(entry.lay) == entry.lay


def test_lay_words_never_name_a_measured_sign_or_chart_code() -> None:
    jargon = re.compile(
        r"\b(?:hypo\w+|hyper\w+|tachy\w*|brady\w*|hypox\w*|desat\w*|febrile|diaphore\w*|letharg\w*|syncop\w*|"
        r"epistaxis|h(?:a)?ematuria|melaena|melena|hematemesis|dyspn\w+|s/p|r/o|etoh|sob|n/v|abd|fx|lac|ams)\b",
        re.IGNORECASE,
    )
    for entry in REGISTRATION:
        assert not jargon.search(entry.lay), (entry.terms[0], entry.lay)


def test_hear_only_marks_chart_words_and_they_are_understood_when_said() -> None:
    for entry in REGISTRATION:
        if not entry.hear:
            continue
        assert entry.match == "any" and entry.concepts, entry.terms[0]
        for term in entry.terms:
            said = f"they said it was {term.lower()}"
            assert set(entry.concepts) <= heard(said), said
    assert heard("I sob every night about it") == set()  # "sob" is a word, so not heard as shortness of breath
    assert not heard_terms("the parking here is a nightmare")


# --------------------------------------------------------------------------------------
# Looking complaints up


def test_lookup_is_case_insensitive_for_any_terms() -> None:
    for entry in REGISTRATION:
        if entry.match != "any":
            continue
        for term in entry.terms:
            for variant in (term.lower(), term.upper(), term.title(), f" {term}. "):
                found = lookup(variant)
                other_caps = found is not None and found is not entry and found.match == "caps"
                assert found is entry or other_caps, (term, variant)
    assert lookup("c/o abnormal labs") is ENTRIES["abnormal labs"]


def test_caps_terms_are_only_matched_in_capitals() -> None:
    caps = [entry for entry in REGISTRATION if entry.match == "caps"]
    assert {"SI", "HI", "HA", "PE", "MI", "DM", "AF", "OD", "LE", "UE"} <= {t for e in caps for t in e.terms}
    for entry in caps:
        for term in entry.terms:
            assert lookup(term) is entry
            if term.lower() not in entry.terms:
                assert lookup(term.lower()) is not entry, term
    assert expand_complaint("si") == "si" and expand_complaint("Hi there") == "Hi there"
    assert expand_complaint("PE") == "blood clot in my lung"
    assert expand_complaint("pe teacher") == "pe teacher"


@pytest.mark.parametrize(
    ("complaint", "expected"),
    [
        ("Cough/Fever", [{"cough"}, {"fever"}]),
        ("CP/SOB", [{"chest_pain"}, {"sob"}]),
        ("abd pain/N/V", [{"abdominal_pain"}, {"vomiting"}]),
        ("Fever/N/V/D", [{"fever"}, {"vomiting", "diarrhea"}]),
        ("ETOH/drug use", [{"intoxication"}, {"intoxication"}]),
        ("R wrist pain s/p fall", [{"limb_injury"}, {"trauma"}]),
        ("Abd pain, Transfer", [{"abdominal_pain"}, {"transfer"}]),
        ("SOB; COPD exac", [{"sob"}, {"breathing_flare"}]),
        ("Hyponatremia, s/p Fall", [{"abnormal_labs", "electrolyte"}, {"trauma"}]),
        ("L Leg swelling, Abnormal labs", [{"leg_swelling", "limb_injury"}, {"abnormal_labs"}]),
    ],
)
def test_separated_complaints_are_split_and_each_part_understood(complaint: str, expected: list[set[str]]) -> None:
    items = complaint_items(complaint)
    assert len(items) == len(expected), items
    for item, concepts in zip(items, expected):
        assert concepts <= heard(item), (item, concepts)


def test_slash_terms_and_unknown_slashes_stay_whole() -> None:
    assert complaint_items("N/V/D") == ["nausea, vomiting and diarrhoea"]
    assert complaint_items("SI/HI") == ["thoughts of hurting myself or someone else"]
    assert complaint_items("L leg pain/swelling") == ["left leg pain and swelling"]
    assert complaint_items("redness/swelling") == ["redness and swelling"]


@pytest.mark.parametrize(
    ("complaint", "lay"),
    [
        ("L Leg swelling", "left leg swelling"),
        ("Rt hip fx", "I think I've broken my right hip"),
        ("L testicular pain", "left testicle pain"),
        ("R DVT", "blood clot in my right leg"),
        ("Lt eye FB", "something in my left eye"),
        ("R flank pain", "right flank pain"),
    ],
)
def test_sides_go_on_the_body_part(complaint: str, lay: str) -> None:
    assert complaint_items(complaint) == [lay]


@pytest.mark.parametrize(
    ("complaint", "concepts"),
    [
        ("BRBPR", {"gi_bleed"}),
        ("Abnormal labs", {"abnormal_labs"}),
        ("s/p Fall", {"trauma"}),
        ("ETOH", {"intoxication"}),
        ("SI", {"suicidal"}),
        ("Hyponatremia", {"abnormal_labs", "electrolyte"}),
        ("Transfer", {"transfer"}),
        ("Hyperkalemia", {"abnormal_labs", "electrolyte"}),
        ("Elevated troponin", {"acs"}),
        ("Hypotension", {"low_bp"}),
        ("Missed HD", {"missed_dialysis"}),
        ("Neutropenic fever", {"fever", "immunocompromised"}),
        ("Failure to thrive", {"failure_to_thrive"}),
        ("Foley problem", {"catheter"}),
        ("G-tube problem", {"tube_problem"}),
        ("Post-op problem", {"post_op"}),
        ("PE?", {"pulmonary_embolism"}),
        ("Psych eval", {"mental_health"}),
        ("Med refill", {"refill"}),
        ("Suture removal", {"suture_removal"}),
        ("Unresponsive", {"unresponsive"}),
        ("Altered mental status", {"confusion"}),
    ],
)
def test_typical_registration_complaints_are_understood(complaint: str, concepts: set[str]) -> None:
    assert concepts <= heard_in_items(complaint_items(complaint))


# --------------------------------------------------------------------------------------
# Shorthand that moved out of Python into the table


MOVED = [
    "N/V/D", "N/V", "V/D", "D/V", "SI/HI", "AH/VH", "s/p", "c/o", "h/o", "r/o", "b/l", "w/o", "w/", "H/A", "missed HD",
    "ETOH intox", "ETOH w/d", "ETOH", "intox", "SI", "HI", "OD", "psych eval", "AMS", "ALOC", "SOB", "DOE", "CP", "HA",
    "LOC", "abd", "sx", "rxn", "exac", "fx", "hx", "dx", "tx", "rx", "med", "meds", "eval", "inj", "sz", "BRBPR", "GIB",
    "UGIB", "LGIB", "UTI", "URI", "ILI", "PNA", "HTN", "DM", "CHF", "CKD", "ESRD", "CVA", "TIA", "MI", "PE", "DVT", "afib",
    "AF", "SVT", "palps", "GSW", "SBO", "BIBA", "EMS", "post-op", "bilat", "RLQ", "LLQ", "RUQ", "LUQ", "BLE", "LE", "UE",
    "vag", "wk", "wks", "MCC", "MVC", "MVC rollover", "ped struck", "FB", "FB ingestion", "lac", "hematemesis", "melena",
    "hematuria", "hemoptysis", "epistaxis", "diaphoretic", "lethargic", "hypotension", "hypertension", "hypoglycemia",
    "hyperglycemia", "emesis", "dental pain", "axilla", "abdominal", "near drowning", "found down", "bradycardia",
    "tachycardia",
]


@pytest.mark.parametrize("term", MOVED)
def test_moved_shorthand_lives_in_the_vocabulary(term: str) -> None:
    entry = lookup(term)
    assert entry is not None and term in entry.terms


def test_no_literal_shorthand_rule_is_left_in_python() -> None:
    import inspect

    from triagesim.agents.offline import abbreviations, lay_rules, plain_words, typed_rules

    source = "".join(inspect.getsource(module) for module in (abbreviations, lay_rules, plain_words, typed_rules))
    for literal in ("SOB", "BRBPR", "ETOH", "N/V/D", "HTN", "GSW", "melena", "epistaxis"):
        assert f'r"{literal}"' not in source and f"\\b{literal.lower()}\\b" not in source, literal


def test_expansions_inside_longer_items() -> None:
    assert expand_complaint("HA w/ N/V x2 days") == "headache with nausea and vomiting for two days"
    assert expand_complaint("hx of CHF, DM") == "history of heart failure, diabetes"
    assert lay_phrase("L hip fx s/p fall") == "broken left hip after a fall"
    assert lay_phrase("stab wound abd") == "stab wound to the belly"


# --------------------------------------------------------------------------------------
# Concepts: small talk is nothing, history is not the presentation


def _small_talk() -> list[str]:
    lines: list[str] = []
    for name in dir(phrases):
        table = getattr(phrases, name)
        if not re.match(r"(?:COMPANION_)?(?:DRIFT|CHATTER|WORRY|ASK_AGAIN|CONFUSED|DEFLECT|DISCLOSE_LEAD|FILLERS)$", name):
            continue
        for value in table.values() if isinstance(table, dict) else [table]:
            lines += list(value)
    lines += [
        "My phone's nearly out of battery.", "I left the washing out on the line.", "The traffic was awful.",
        "I'm meant to be at my sister's.", "The parking is terrible.", "I don't usually come to hospital.",
        "My family told me to come in.", "Sorry.", "Thank you.", "Thanks so much, you've been really kind.",
        "My car broke down on the way in.", "I'm tired of waiting, to be honest.",
    ]
    return [line.format(o="him", s="he", pos="his") for line in lines]


SMALL_TALK = _small_talk()


def test_small_talk_tables_were_found() -> None:
    assert len(SMALL_TALK) > 40


@pytest.mark.parametrize("line", SMALL_TALK)
def test_small_talk_yields_no_concept(line: str) -> None:
    assert detect(line) == (), line


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("I had pneumonia last year.", "chest_infection"),
        ("I have high blood pressure and take ramipril.", "high_bp"),
        ("I had a blood clot in my leg years ago.", "dvt"),
        ("I had a blood clot in my lung in 2019.", "pulmonary_embolism"),
        ("I had sepsis after my operation once.", "sepsis"),
        ("I'm allergic to penicillin.", "anaphylaxis"),
        ("I have kidney disease.", "flank_pain"),
        ("I had my gallbladder out.", "urinary"),
        ("I need my stitches out.", "rash"),
        ("I feel faint.", "syncope"),
        ("My waters have broken.", "trauma"),
        ("I have thoughts of hurting someone else.", "suicidal"),
        ("I have an implanted defibrillator.", "cardiac_arrest"),
        ("Something stuck in my back passage.", "back_pain"),
        ("I'm on a low sodium diet.", "electrolyte"),
        ("They checked my troponin and it was normal.", "acs"),
        ("The blood tests showed nothing.", "abnormal_labs"),
        ("I get low blood sugars sometimes.", "hypoglycemia"),
        ("I have high blood sugar, it's my diabetes.", "hyperglycemia"),
        ("The GP told me to come back if it got worse.", "follow_up"),
        ("I'm drowning in paperwork at work.", "drowning"),
        ("We have a septic tank at home.", "sepsis"),
        ("I had a problem with my phone line.", "tube_problem"),
    ],
)
def test_history_and_near_misses_are_not_heard_as_the_presentation(text: str, concept: str) -> None:
    assert concept not in heard(text)


def test_new_presentations_have_triage_facts() -> None:
    for name in ("abnormal_labs", "transfer", "hyperglycemia", "electrolyte", "missed_dialysis", "post_op", "tube_problem"):
        assert ROLES[name] == "presentation" and PRESENTATIONS[name].resources, name
    for name in ("acs", "dka", "pulmonary_embolism", "sepsis", "ectopic", "trach_problem"):
        assert PRESENTATIONS[name].esi is not None and PRESENTATIONS[name].esi[0] == 2, name
    assert {"referral", "cancer", "kidney_disease", "postpartum"} <= CONTEXT
    assert {"wound_check", "splinter"} <= MINOR


# --------------------------------------------------------------------------------------
# The scan for terms inside a text: one trie-shaped pattern, the same matches as the terms
# tried longest first (the pattern it replaced, kept here as the oracle)


def _longest_first(terms: list[str], flags: int) -> re.Pattern[str]:
    ordered = sorted(set(terms), key=lambda term: (-len(term), term))
    body = "|".join(re.escape(term).replace(r"\ ", r"\s+") for term in ordered)
    return re.compile(rf"(?<![A-Za-z0-9/])(?:{body})(?![A-Za-z0-9/])", flags)


_TERMS = sorted({registration._key(term) for entry in REGISTRATION for term in entry.terms if entry.match != "caps"})
_CAPS = sorted({registration._SPACE.sub(" ", term) for entry in REGISTRATION for term in entry.terms if entry.match == "caps"})
_SCANS = [
    (registration._alternation(_TERMS, re.IGNORECASE), _longest_first(_TERMS, re.IGNORECASE)),
    (registration._alternation(_CAPS, 0), _longest_first(_CAPS, 0)),
    (registration._alternation(_TERMS, 0), _longest_first(_TERMS, 0)),  # as heard_terms scans lower-cased speech
]


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


_PIECE = st.one_of(
    st.sampled_from(_TERMS + _CAPS),
    st.sampled_from(_TERMS).map(lambda term: term[: max(1, len(term) - 2)]),  # a term cut short
    st.sampled_from(_TERMS).map(str.upper),
    st.sampled_from(["", " ", "  ", ", ", "/", "-", "s", "x2", "\t", "ſ", "K", ".", "R ", "L "]),
)


@settings(max_examples=250, deadline=None)
@given(st.lists(_PIECE, min_size=1, max_size=6).map("".join))
def test_term_scan_finds_what_the_longest_first_alternation_finds(text: str) -> None:
    for trie, oracle in _SCANS:
        assert _spans(trie, text) == _spans(oracle, text)


def test_term_scan_agrees_on_every_mimic_style_chief_complaint() -> None:
    complaints = [row["chiefcomplaint"] for path in sorted(DATA.glob("mimic_round*.csv")) if "rationale" not in path.name
                  for row in csv.DictReader(path.open(encoding="utf-8"))]
    assert len(complaints) > 2000
    for text in complaints:
        for trie, oracle in _SCANS:
            assert _spans(trie, text) == _spans(oracle, text), text


def test_a_crash_written_as_one_vehicle_versus_another_and_a_bone_by_its_latin_name_are_said_in_lay_words():
    """Never "I've got motorcycle vs car" or "my right tibia": the patient names the crash and the shin."""
    from triagesim.agents.offline.abbreviations import lay_phrase

    said = lay_phrase("MOTORCYCLE VS CAR, OPEN R TIBIA FRACTURE")
    assert "vs" not in said.lower() and "tibia" not in said.lower(), said
    assert "motorbike crash with a car" in said and "shin" in said, said
