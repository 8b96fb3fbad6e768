"""ATS as the reference describes it, and the project's own calls marked for a clinician.

- every ATS category the rule code assigns is listed in ``ats_review.yaml`` under the reason it
  gives, at the category it gives, and nothing listed there is missing from ``rules.py``;
- a call said to be the reference's quotes that category's row of docs/clinical-reference.md;
- a call that is the project's judgement carries a note, and a number a note names is the
  number its table holds;
- docs/clinical-tables.md's "ATS calls for clinician review" is the table the data makes;
- the loader refuses a note it could not show a clinician.
"""

from __future__ import annotations

import ast
import re
from dataclasses import asdict
from pathlib import Path

import pytest

from triagesim.clinical.age_limits import AGE_LIMITS
from triagesim.clinical.presentations import (
    ATS_CATEGORIES, PRESENTATIONS, _load, _load_rules, ats_review_calls, ats_review_markdown, ats_rule_calls,
)
from triagesim.clinical.tables import ClinicalTableError, load_table
from triagesim.clinical.vitals import THRESHOLDS

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "src" / "triagesim" / "agents" / "offline" / "rules.py"
REFERENCE = ROOT / "docs" / "clinical-reference.md"
TABLES_DOC = ROOT / "docs" / "clinical-tables.md"
HEADING = "## ATS calls for clinician review"
needs_docs = pytest.mark.skipif(not TABLES_DOC.is_file(), reason="the source tree's docs are not beside the package")


# ------------------------------------------------------------------ the ATS rules of rules.py


def _reason(node: ast.expr) -> list[str]:
    """A reason as rules.py writes it, "…" where an f-string fills in a number; both branches of a conditional."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(part.value if isinstance(part, ast.Constant) else "…" for part in node.values)]
    if isinstance(node, ast.IfExp):
        return _reason(node.body) + _reason(node.orelse)
    return []


def _level(node: ast.expr) -> int | None:
    return node.value if isinstance(node, ast.Constant) and type(node.value) is int else None


def ats_rules_in_code(source: str) -> set[tuple[str, int]]:
    """(rule, category) for every category ``ats_decision`` adds or returns with a literal level, and every
    safety floor ``_floors`` applies to ATS (a branch for ESI only is skipped)."""
    functions = {node.name: node for node in ast.parse(source).body if isinstance(node, ast.FunctionDef)}
    found: set[tuple[str, int]] = set()
    for node in ast.walk(functions["ats_decision"]):
        if isinstance(node, ast.Tuple) and len(node.elts) == 2 and (level := _level(node.elts[0])) is not None:
            found |= {(reason, level) for reason in _reason(node.elts[1])}
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Decision" and len(node.args) >= 3:
            level, reasons = _level(node.args[0]), node.args[2]
            if level is not None and isinstance(reasons, ast.List):
                found |= {(reason, level) for element in reasons.elts for reason in _reason(element)}
    esi_only = {id(sub) for node in ast.walk(functions["_floors"]) if isinstance(node, ast.If)
                and "ESI" in ast.unparse(node.test) and "ATS" not in ast.unparse(node.test) for sub in ast.walk(node)}
    for node in ast.walk(functions["_floors"]):
        if (isinstance(node, ast.Tuple) and len(node.elts) == 3 and id(node) not in esi_only
                and isinstance(node.elts[1], ast.Constant) and str(node.elts[1].value).startswith("floor:")):
            level = _level(node.elts[0])
            assert level is not None, f"a floor with a computed level: {ast.unparse(node)}"
            found.add((node.elts[1].value, level))
    return found


def test_the_rule_reader_finds_adds_conditionals_the_default_and_floors_and_skips_esi_only_floors():
    source = '''
def ats_decision(f):
    add((1, "plain"))
    add((2, f"RR {rr:g} < {limit:g}"))
    add((2, f"a {x}") if x else (3, f"b {x}"))
    add((4, "c" if y else f"d {y}"))
    for level in (1, 2, 3, 4):
        pass
    return Decision(5, "ATS", ["none"], rule="ATS:5")

def _floors(f, decision, scale):
    floors.append((3, "floor:x", "why"))
    if scale == "ESI":
        floors.append((2, "floor:esi-only", "why"))
'''
    assert ats_rules_in_code(source) == {
        ("plain", 1), ("RR … < …", 2), ("a …", 2), ("b …", 3), ("c", 4), ("d …", 4), ("none", 5), ("floor:x", 3),
    }


def test_every_ats_rule_of_rules_py_is_listed_at_its_category_and_nothing_else_is():
    in_code = ats_rules_in_code(RULES.read_text(encoding="utf-8"))
    listed = {(rule.rule, rule.category) for rule in ats_rule_calls()}
    assert in_code - listed == set(), "ATS rules of rules.py missing from ats_review.yaml (give a reference or a review note)"
    assert listed - in_code == set(), "ats_review.yaml lists rules that rules.py does not have at that category"


# ------------------------------------------------------------------ reference, or a note


def reference_rows(text: str) -> dict[int, str]:
    """The descriptors of each ATS category, from the reference's table."""
    section = text.split("## ATS categories", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        if match := re.match(r"\|\s*(\d)\s+[A-Z][\w-]*\s*\|[^|]*\|(.*)\|\s*$", line):
            rows[int(match.group(1))] = match.group(2)
    return rows


@pytest.mark.skipif(not REFERENCE.is_file(), reason="the source tree's docs are not beside the package")
def test_a_call_said_to_be_the_references_quotes_that_categorys_row():
    rows = reference_rows(REFERENCE.read_text(encoding="utf-8"))
    assert sorted(rows) == list(ATS_CATEGORIES)
    cited = [rule for rule in ats_rule_calls() if rule.reference is not None]
    assert cited
    wrong = [(rule.rule, rule.category, rule.reference) for rule in cited if rule.reference not in rows[rule.category]]
    assert wrong == [], "these descriptors are not in that category's row of docs/clinical-reference.md"


def test_judgement_calls_carry_notes_and_every_listed_rule_has_exactly_one_source():
    rules = ats_rule_calls()
    assert all((rule.review is None) != (rule.reference is None) for rule in rules)
    assert any(rule.review for rule in rules) and any(rule.reference for rule in rules)
    calls = ats_review_calls()
    assert calls and all(call.review.strip() for call in calls)
    marked = {name for name, entry in load_table("presentations.yaml").items() if "ats_review" in entry}
    assert [call.concept for call in calls] == [name for name in PRESENTATIONS if name in marked]
    for call in calls:
        assert (call.category, call.why) == PRESENTATIONS[call.concept].ats


def _notes() -> list[str]:
    return [call.review for call in ats_review_calls()] + [rule.review for rule in ats_rule_calls() if rule.review]


def test_a_number_a_note_names_is_the_number_its_table_holds():
    """A note that says "hr_ats_shock_above (120)" must not go stale when vitals.yaml changes the limit."""
    ages = asdict(AGE_LIMITS)
    named = [(name, float(value)) for note in _notes()
             for name, value in re.findall(r"\b([a-z][a-z0-9]*_[a-z0-9_]+) \((\d+(?:\.\d+)?)", note)]
    assert named, "no note names a threshold: the check below would pass on nothing"
    wrong = [(name, value) for name, value in named if float({**THRESHOLDS, **ages}.get(name, float("nan"))) != value]
    assert wrong == [], "these notes name a number their table does not hold (or a name no table has)"


# ------------------------------------------------------------------ the document


def doc_table(text: str) -> str:
    """The markdown table under the heading, up to the next heading."""
    assert text.count(HEADING) == 1, f"docs/clinical-tables.md needs one heading {HEADING!r}"
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    return "\n".join(line for line in section.splitlines() if line.startswith("|")) + "\n"


@needs_docs
def test_the_documents_review_table_is_the_one_the_data_makes():
    documented = doc_table(TABLES_DOC.read_text(encoding="utf-8"))
    made = ats_review_markdown()
    assert documented == made, (
        "docs/clinical-tables.md is out of date: paste triagesim.clinical.presentations.ats_review_markdown() "
        "under its 'ATS calls for clinician review'"
    )


def test_the_review_table_has_a_row_per_judgement_call_and_none_for_a_reference():
    lines = ats_review_markdown().splitlines()[2:]
    judged = [rule for rule in ats_rule_calls() if rule.review]
    assert len(lines) == len(ats_review_calls()) + len(judged)
    categories = [int(line.split("|")[1]) for line in lines]
    assert categories == sorted(categories)
    cited = {rule.rule for rule in ats_rule_calls() if rule.reference}
    assert not [line for line in lines if line.split("|")[2].strip() in cited]


# ------------------------------------------------------------------ the loaders


@pytest.mark.parametrize("note, accepted", [
    ("no descriptor fits", True), ("", False), ("   ", False), (None, False), (3, False), (["a note"], False),
])
def test_an_ats_review_note_is_non_empty_text(note, accepted):
    entry = {"sob": {"ats": [3, "moderate shortness of breath"], "ats_review": note}}
    if accepted:
        (call,) = ats_review_calls(_load(entry))
        assert call == ("sob", 3, "moderate shortness of breath", note)
    else:
        with pytest.raises(ClinicalTableError, match=r"concept 'sob', field 'ats_review': expected a non-empty note"):
            _load(entry)


def test_an_ats_review_note_needs_an_ats_category_to_be_about():
    with pytest.raises(ClinicalTableError, match=r"concept 'sob', field 'ats_review': a note on an ATS category"):
        _load({"sob": {"ats_review": "why"}})


def test_an_entry_without_a_note_is_not_a_judgement_call():
    loaded = _load({"sob": {"ats": [3, "moderate shortness of breath"]}, "dental": {"local_pain": True}})
    assert ats_review_calls(loaded) == []


GOOD = {"rule": "severe shock: SBP … with HR …", "category": 1, "review": "why"}


@pytest.mark.parametrize("rows, message", [
    ([{**GOOD, "category": 6}], r"rule 'severe shock: SBP … with HR …', field 'category': expected one of"),
    ([{**GOOD, "category": True}], r"rule 'severe shock: SBP … with HR …', field 'category': expected one of"),
    ([{**GOOD, "reference": "RR < 10"}], r"rule 'severe shock: SBP … with HR …': give either review .* or reference"),
    ([{"rule": "x", "category": 2}], r"rule 'x': give either review .* or reference"),
    ([{**GOOD, "review": " "}], r"rule 'severe shock: SBP … with HR …', field 'review': expected a non-empty note"),
    ([{**GOOD, "rule": ""}], r"rule 1, field 'rule': expected the rule's reason"),
    ([GOOD, GOOD], r"rule 'severe shock: SBP … with HR …': listed twice"),
    ([{**GOOD, "source": "x"}], r"rule 1: expected rule, category, and one of review or reference"),
    ("not a list", r"expected one key, rules, holding a list"),
])
def test_a_broken_ats_review_yaml_is_named_with_its_rule_and_field(rows, message):
    with pytest.raises(ClinicalTableError, match=r"clinical/data/ats_review\.yaml[,:] " + message):
        _load_rules({"rules": rows})


def test_a_good_ats_review_row_loads():
    (rule,) = _load_rules({"rules": [GOOD]})
    assert (rule.rule, rule.category, rule.review, rule.reference) == (GOOD["rule"], 1, "why", None)
