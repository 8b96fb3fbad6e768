"""Clinical numbers and vocabularies live in tables a clinician reviews, and the rule code obeys them.

- every clinical cut-off (an age, a pain score, a margin, a vital's limit) is named in
  ``clinical/data/*.yaml``: the rule modules hold no such number of their own;
- resources are a closed vocabulary (``resources.yaml``): an unknown name is a load error, and
  decision point C counts kinds, so two names of one kind never count twice;
- one age switches a child's vital-sign limits to an adult's, wherever a rule reads them;
- a rule said in three places (a head injury on blood thinners) has one home.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from triagesim.agents.offline.findings import Findings
from triagesim.agents.offline.resources import RESOURCE_RULES, predict_resources
from triagesim.agents.offline.rules import anticoagulated_head_injury, ats_decision, danger_zone, esi_decision, red_flags
from triagesim.clinical.presentations import PRESENTATIONS
from triagesim.clinical.tables import ClinicalTableError
from triagesim.clinical.vitals import THRESHOLDS, bradycardia_below, child_vitals, hypotension_below

SRC = Path(__file__).resolve().parents[1] / "src" / "triagesim"

# The modules whose code applies clinical rules.
RULE_MODULES = [
    "agents/offline/rules.py", "agents/offline/findings.py", "agents/offline/resources.py",
    "clinical/vitals.py", "clinical/ages.py", "clinical/age_limits.py", "clinical/speakers.py",
    "clinical/presentations.py", "clinical/resources.py", "clinical/scales.py", "clinical/labs.py", "clinical/red_flags.py",
]
# Numbers a rule may write itself: none of them is a clinical cut-off.
PLAIN_NUMBERS = {0, 1, -1}
# Expressions that hold another number that is not a clinical cut-off, and why.
NOT_CLINICAL: dict[str, dict[str, str]] = {
    "agents/offline/rules.py": {"fever[0] <= 2": "an ESI level (decision point B's), not a cut-off"},
    "clinical/ages.py": {"1 <= value <= 19": "the number words said alone (one to nineteen), not a cut-off",
                         "value <= 9": "the units said after a tens word (\"sixty eight\"), not a cut-off"},
    "clinical/presentations.py": {"len(value) == 2": "an [level, why] pair"},
    "clinical/scales.py": {
        "level not in (1, 2, 3, 4, 5)": "the ESI levels",
        "number not in (1, 2, 3, 4, 5)": "the ATS categories",
        "[category.category for category in categories] != [1, 2, 3, 4, 5]": "the ATS categories, in order",
        "len(days) == 2": "a [first, last] pair",
        "age_years * 365": "days in a year",
        "self.days[1] + 0.999": "up to the end of the band's last day",
        "(value - 32) * 5 / 9": "degrees Fahrenheit to Celsius",
    },
}


def _numbers(node: ast.AST):
    """The number literals of an operand, looking through signs, ``or``, conditionals and literal collections."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        yield node
    elif isinstance(node, ast.UnaryOp):
        yield from _numbers(node.operand)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _numbers(value)
    elif isinstance(node, ast.IfExp):
        yield from _numbers(node.body)
        yield from _numbers(node.orelse)
    elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        for element in node.elts:
            yield from _numbers(element)


def _operands(tree: ast.Module):
    """Where a cut-off hides, as (statement or expression, operand): a comparison, arithmetic, a
    module-level constant, a default argument."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            yield from ((node, operand) for operand in (node.left, *node.comparators))
        elif isinstance(node, ast.BinOp):
            yield from ((node, operand) for operand in (node.left, node.right))
        elif isinstance(node, ast.AugAssign):
            yield node, node.value
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield from ((node, default) for default in (*node.args.defaults, *node.args.kw_defaults) if default is not None)
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            yield node, node.value


def unnamed_numbers(source: str, allowed: dict[str, str]) -> tuple[list[str], set[str]]:
    """Clinical-looking number literals in ``source`` ("line 12: 7 in `pain >= 7`"), and the
    ``allowed`` expressions that were found (an allow-list entry never found is stale)."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)

    def segment_of(node: ast.AST) -> str:
        """``ast.get_source_segment`` over lines split once (it re-splits the source per call)."""
        first, last = node.lineno - 1, node.end_lineno - 1
        if first == last:
            return lines[first].encode()[node.col_offset : node.end_col_offset].decode()
        text = [lines[first].encode()[node.col_offset :].decode(), *lines[first + 1 : last],
                lines[last].encode()[: node.end_col_offset].decode()]
        return "".join(text)

    exempt: set[int] = set()
    found: set[str] = set()
    for node in ast.walk(tree):
        segment = segment_of(node) if isinstance(node, ast.expr) else None
        if segment in allowed:
            found.add(segment)
            exempt |= {id(sub) for sub in ast.walk(node)}
    problems = []
    for context, operand in _operands(tree):
        for number in _numbers(operand):
            if number.value not in PLAIN_NUMBERS and id(number) not in exempt:
                problems.append(f"line {number.lineno}: {number.value!r} in `{segment_of(context)}`")
    return problems, found


@pytest.mark.parametrize("module", RULE_MODULES)
def test_rule_code_names_every_clinical_number_in_a_table(module):
    """A cut-off written in code (``pain >= 7``) is out of the clinician's view: it belongs in a
    clinical/data table (vitals.yaml thresholds, age_limits.yaml), read by name."""
    allowed = NOT_CLINICAL.get(module, {})
    problems, found = unnamed_numbers((SRC / module).read_text(encoding="utf-8"), allowed)
    assert not problems, f"{module}: name these in a clinical/data table: {problems}"
    assert found == set(allowed), f"{module}: stale allow-list entries {set(allowed) - found}"


@pytest.mark.parametrize("code, caught", [
    ("if f.pain >= 7:\n    pass\n", True),
    ("older = (f.age or 0) >= 65\n", True),
    ("PAIN_CUT = 7\n", True),
    ("def rule(f, limit=8):\n    return f.pain >= limit\n", True),
    ("extreme = hr_max + 30\n", True),
    ("if f.pain is not None and 6 <= f.pain < 8:\n    pass\n", True),
    ("x = f.has('a') and f.pain >= T['pain_severe_from']\n", False),
    ("decision = Decision(2, 'B', reasons)\nadd((3, 'seizure now resolved'))\n", False),
    ("last = items[-1] if len(items) == 1 else items[0]\n", False),
])
def test_the_number_walker_catches_a_cut_off_written_in_code(code, caught):
    problems, _ = unnamed_numbers(code, {})
    assert bool(problems) is caught, problems


# --------------------------------------------------------------------------- resources
def test_two_names_of_one_resource_kind_count_once():
    from triagesim.clinical.resources import count_resources, expected_resources

    assert count_resources(["X-ray", "abdominal X-ray or enema"]) == 1
    assert count_resources(["CT/ultrasound", "labs", "ultrasound"]) == 2  # CT / MRI / ultrasound / angiography is one kind
    assert count_resources(["IV antibiotics", "IV medication", "IV fluids"]) == 2  # fluids are a kind of their own
    assert count_resources(["X-ray", "procedural sedation"]) == 3  # a complex procedure counts as two
    assert count_resources([]) == 0
    assert expected_resources(["ultrasound", "labs", "CT/ultrasound"]) == ["CT/ultrasound + ultrasound", "labs"]


def test_an_adults_constipation_with_a_chronic_cough_needs_one_kind_of_imaging_so_esi_4():
    """Before resource kinds, "X-ray" and "abdominal X-ray or enema" counted as two resources: ESI 3."""
    normal = {"temperature": 98.4, "heartrate": 80, "resprate": 14, "o2sat": 99, "sbp": 120}
    f = Findings(concepts={"constipation": "constipated", "cough": "a cough", "chronic": "for months"},
                 complaint={"constipation"}, age=40, pain=2, vitals=normal)
    assert predict_resources(f) == ["X-ray", "abdominal X-ray or enema"]
    decision = esi_decision(f)
    assert (decision.level, decision.rule, decision.resources) == (4, "C:one-resource", ["X-ray + abdominal X-ray or enema"])


def test_an_unknown_resource_name_in_presentations_yaml_is_a_load_error_naming_the_entry():
    from triagesim.clinical.presentations import _load

    with pytest.raises(ClinicalTableError, match=r"presentations\.yaml, concept 'chest_pain', field 'resources': 'X-rays' is not a resource name"):
        _load({"chest_pain": {"resources": ["ECG", "X-rays"]}})
    assert _load({"chest_pain": {"resources": ["ECG", "X-ray"]}})["chest_pain"].resources == ("ECG", "X-ray")


@pytest.mark.parametrize("table, message", [
    ({"imaging": {"names": ["X-ray"]}, "more imaging": {"names": ["X-ray"]}}, r"kind 'more imaging', field 'names': 'X-ray' already belongs to kind 'imaging'"),
    ({"sedation": {"names": ["procedural sedation"], "counts": 0}}, r"kind 'sedation', field 'counts': 0 is not a whole number"),
    ({"labs": {"names": []}}, r"kind 'labs', field 'names': a list of resource names"),
    ({"labs": {"names": ["labs"], "weight": 2}}, r"kind 'labs': needs names"),
])
def test_a_broken_resource_kind_is_named_with_its_field(table, message):
    from triagesim.clinical.resources import _load

    with pytest.raises(ClinicalTableError, match=r"resources\.yaml, " + message):
        _load(table)


def test_every_resource_name_is_used_by_a_presentation_or_a_rule():
    """A name nobody uses is a spelling waiting to drift; every rule names the resources it adds."""
    from triagesim.clinical.resources import RESOURCE_NAMES

    used = {name for entry in PRESENTATIONS.values() for name in entry.resources}
    used |= {name for rule in RESOURCE_RULES for name in rule.needs}
    assert used == RESOURCE_NAMES, f"unused names: {RESOURCE_NAMES - used}"
    assert len({rule.name for rule in RESOURCE_RULES}) == len(RESOURCE_RULES), "two resource rules share a name"


# --------------------------------------------------------------------------- the adult age
@pytest.mark.parametrize("age", [0.5, 3, 7, 8, 8.5, 9, 9.9, 10, 11, 40, None])
def test_one_age_switches_every_rule_from_a_childs_vital_limits_to_an_adults(age):
    """The adult-only lines (SBP below 80, quick SOFA, an extreme pulse) and the PALS limits
    switch at the same age: vitals.yaml's children.adult_from."""
    adult_limits = hypotension_below(age) == THRESHOLDS["sbp_hypotension_below"] and bradycardia_below(age) == THRESHOLDS["hr_bradycardia_below"]
    assert Findings(age=age).adult_vitals is adult_limits is (not child_vitals(age))


@pytest.mark.parametrize("age", [7, 8, 9, 9.9])
def test_a_school_childs_low_pressure_is_judged_by_its_own_limit_at_every_age_under_the_switch(age):
    """SBP 78 in a coughing child was ESI 2 at 7 years but ESI 1 at 9: the rules took 8 years for
    an adult, the table 10. One home now: ESI 2 and ATS 2 (hypotension for the age) up to 10."""
    vitals = {"temperature": 98.4, "heartrate": 100, "resprate": 20, "o2sat": 99, "sbp": 78}
    f = Findings(concepts={"cough": "a cough"}, complaint={"cough"}, age=age, vitals=vitals)
    assert (esi_decision(f).level, esi_decision(f).rule, ats_decision(f).level) == (2, "B:high-risk-vitals", 2)
    adult = Findings(concepts={"cough": "a cough"}, complaint={"cough"}, age=10, vitals=vitals)
    assert (esi_decision(adult).level, ats_decision(adult).level) == (1, 1)


# --------------------------------------------------------------------------- one home for a rule
@pytest.mark.parametrize("concepts, expected", [
    ({"head_injury": "hit my head", "anticoagulant": "on warfarin"}, True),
    ({"head_injury": "hit my head"}, False),
    ({"anticoagulant": "on warfarin", "cough": "a cough"}, False),
])
def test_a_head_injury_on_blood_thinners_is_one_rule_for_esi_ats_and_the_red_flag(concepts, expected):
    normal = {"temperature": 98.4, "heartrate": 80, "resprate": 14, "o2sat": 99, "sbp": 120}
    f = Findings(concepts=concepts, complaint=set(concepts), age=50, pain=2, vitals=normal)
    assert anticoagulated_head_injury(f) is expected
    assert ("head injury on anticoagulants" in red_flags(f)) is expected
    assert any("head injury on anticoagulants" in reason for reason in esi_decision(f).reasons) is expected
    assert ("head injury on anticoagulants" in ats_decision(f).reasons) is expected


@pytest.mark.parametrize("vitals, plain, marked", [
    ({"heartrate": 105}, ["HR 105 > 100"], []),                  # just over the line: often pain or anxiety
    ({"heartrate": 111}, ["HR 111 > 100"], ["HR 111 > 100"]),    # beyond the margin (10)
    ({"resprate": 24}, ["RR 24 > 20"], []),
    ({"resprate": 25}, ["RR 25 > 20"], ["RR 25 > 20"]),          # beyond the margin (4)
    ({"o2sat": 91}, ["SpO2 91% < 92%"], ["SpO2 91% < 92%"]),     # SpO2 below the line always counts
])
def test_the_marked_danger_zone_is_the_danger_zone_beyond_its_margins(vitals, plain, marked):
    f = Findings(age=40, vitals={"heartrate": 80, "resprate": 14, "o2sat": 99, **vitals})
    assert (danger_zone(f), danger_zone(f, marked=True)) == (plain, marked)


# --------------------------------------------------------------------------- the age table
def test_every_age_in_the_table_is_read_by_the_code():
    from dataclasses import fields

    from triagesim.clinical.age_limits import AgeLimits

    source = "".join(path.read_text(encoding="utf-8") for path in SRC.rglob("*.py"))
    source += "".join(path.read_text(encoding="utf-8") for path in (SRC / "clinical" / "data").glob("*.yaml"))
    unused = [field.name for field in fields(AgeLimits) if f"AGE_LIMITS.{field.name}" not in source and f"{{{field.name}" not in source]
    assert not unused, f"ages nobody reads: {unused}"


@pytest.mark.parametrize("change, message", [
    (lambda table: table.pop("older_from"), r"age_limits\.yaml: missing older_from"),
    (lambda table: table.update(elderly_from=80), r"age_limits\.yaml, entry 'elderly_from': no rule reads it"),
    (lambda table: table.update(older_from="sixty-five"), r"age_limits\.yaml, entry 'older_from': 'sixty-five' is not an age"),
])
def test_a_broken_age_table_names_the_entry(change, message):
    from triagesim.clinical.age_limits import _load
    from triagesim.clinical.tables import load_table

    table = dict(load_table("age_limits.yaml"))
    change(table)
    with pytest.raises(ClinicalTableError, match=message):
        _load(table)


@pytest.mark.parametrize("table, message", [
    ({"glucose": {"words": ["sugar"], "below": 50, "per_mmol": "eighteen"}}, r"test 'glucose', field 'per_mmol': 'eighteen' is not a positive number"),
    ({"glucose": {"words": ["sugar"], "below": 50, "per_mmol": 0}}, r"test 'glucose', field 'per_mmol': 0 is not a positive number"),
    ({"potassium": {"words": ["k"], "above": "6"}}, r"test 'potassium', field 'above': '6' is not a positive number"),
    ({"potassium": {"words": ["k"]}}, r"test 'potassium': needs words and above or below"),
])
def test_a_broken_lab_table_names_the_test_and_field(table, message):
    """A unit factor written as a word would otherwise fail as a bare ValueError deep in the import."""
    from triagesim.clinical.labs import _load

    with pytest.raises(ClinicalTableError, match=r"labs\.yaml, " + message):
        _load(table)


def test_a_sugar_said_in_mmol_is_judged_in_the_tables_unit():
    from triagesim.clinical.labs import critical_labs

    assert critical_labs("her sugar was 24 mmol on the meter") == ()  # 432 mg/dL: high, never a critical low
    assert critical_labs("her sugar was 1.9 mmol") == ("glucose 34.2 (critical below 50)",)


@pytest.mark.parametrize("table, message", [
    ({"rash": ["burn", "no_such_presentation"]}, r"entry 'rash': \['no_such_presentation'\] not concepts of concepts\.yaml"),
    ({"rash": "burn"}, r"entry 'rash': expected a list of concepts, got 'burn'"),
    (["rash"], r"expected a mapping of a finding to the presentations that hold it"),
])
def test_a_broken_held_by_table_names_the_entry(table, message):
    from triagesim.clinical.presenting import _held_by

    with pytest.raises(ClinicalTableError, match=r"presenting\.yaml, field 'held_by'.*" + message):
        _held_by(table)


@pytest.mark.parametrize("classes, message", [
    (["no_such_class"], r"field 'medicines': no medicine of class no_such_class in background\.yaml"),
    ("blood_thinner", r"field 'medicines': expected a list of medicine classes"),
])
def test_a_topics_medicine_class_must_be_one_background_yaml_knows(classes, message):
    from triagesim.clinical.topics import _medicine_names

    with pytest.raises(ClinicalTableError, match=r"topics\.yaml, topic 'anticoagulants', " + message):
        _medicine_names(classes, "clinical/data/topics.yaml, topic 'anticoagulants'")
    assert any("warfarin" in name for name in _medicine_names(["blood_thinner"], "x"))


@pytest.mark.parametrize(("table", "names"), [
    ("not a list", "expected a list of {pattern, score}"),
    ([{"pattern": "severe", "score": 11}], "item 0: needs 'pattern' and 'score'"),
    ([{"pattern": "severe", "score": 8, "note": "x"}], "item 0: needs 'pattern' and 'score'"),
    ([{"pattern": "sev(ere", "score": 8}], "item 0, field 'pattern'"),
])
def test_a_broken_pattern_table_names_its_file_field_and_item(table, names):
    """presenting.yaml's pain_words and immunisations are read by one loader: a broken entry is a one-line error."""
    from triagesim.clinical.tables import ClinicalTableError, pattern_table

    with pytest.raises(ClinicalTableError) as caught:
        pattern_table(table, "clinical/data/presenting.yaml, field 'pain_words'", "score",
                      lambda score: isinstance(score, int) and 0 <= score <= 10, "a whole number 0-10")
    message = str(caught.value)
    assert message.startswith("clinical/data/presenting.yaml, field 'pain_words'") and names in message and "\n" not in message


def test_an_entry_written_twice_is_an_error_naming_the_table_the_entry_and_both_lines():
    """YAML keeps the second of two equal keys silently: a concept written again months later would replace the first,
    patterns and all (found twice after the 2026-12p measurement). The loader refuses it, with both lines."""
    from triagesim.clinical.tables import ClinicalTableError, unique_top_keys

    text = "priapism:\n  label: a\n  patterns:\n  - x\n\nother:\n  label: b\npriapism:\n  label: c\n"
    with pytest.raises(ClinicalTableError, match=r"clinical/data/concepts\.yaml, entry 'priapism': defined twice \(lines 1 and 8\)"):
        unique_top_keys("concepts.yaml", text)
    unique_top_keys("concepts.yaml", "a:\n  b: 1\n  a: 2\nb: 3\n")  # a nested key of the same name is no duplicate


def test_no_shipped_table_defines_an_entry_twice():
    from importlib import resources

    from triagesim.clinical.tables import unique_top_keys

    tables = [path for path in resources.files("triagesim.clinical").joinpath("data").iterdir() if path.name.endswith(".yaml")]
    assert len(tables) > 10
    for path in tables:
        unique_top_keys(path.name, path.read_text(encoding="utf-8"))
