"""Case loading: MIMIC-IV-ED ``triage.csv`` as is, JSON and JSONL, with row-numbered errors."""

from __future__ import annotations

import json
import warnings

import pytest

from triagesim.cases import (
    Case,
    CaseColumnWarning,
    CaseRowWarning,
    CaseValidationError,
    CaseWarning,
    load_bundled_cases,
    load_cases,
)

HEADER = "subject_id,stay_id,temperature,heartrate,resprate,o2sat,sbp,dbp,pain,acuity,chiefcomplaint"
GOOD_ROWS = [
    "10001,30001,98.6,88,16,98,120,80,5,3,Abd pain",
    "10002,30002,,,,,,,UTA,2,Chest pain",  # blank cells are missing values
    "10003,30003,37.0,90,18,97,130,85,8-9,,Headache",  # Celsius; pain range; blank acuity
    "10004,30004,99.1,101,20,96,142,91,10/10,2,SOB",
    "10005,30005,98.2,72,14,99,118,76,unable,4,Rash",
]
BAD_ROWS = {  # stay_id -> (row, field)
    "30006": ("10006,30006,98.6,96,18,104,130,80,3,3,Cough", "o2sat"),
    "30007": ("10007,30007,98.6,310,18,97,130,80,3,2,Palpitations", "heartrate"),
    "30008": ("10008,30008,98.6,80,18,97,130,80,3,7,Back pain", "acuity"),
    "30009": ("10009,30009,98.6,abc,18,97,130,80,3,4,Dizziness", "heartrate"),
}


def write_csv(path, rows, header=HEADER):
    path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def mimic_csv(tmp_path):
    rows = [GOOD_ROWS[0], GOOD_ROWS[1], BAD_ROWS["30006"][0], GOOD_ROWS[2], BAD_ROWS["30007"][0],
            BAD_ROWS["30008"][0], GOOD_ROWS[3], BAD_ROWS["30009"][0], GOOD_ROWS[4]]
    return write_csv(tmp_path / "triage.csv", rows)


def test_lenient_load_skips_each_bad_row_with_one_warning_and_keeps_the_rest(mimic_csv):
    with pytest.warns(CaseWarning) as caught:
        cases = load_cases(mimic_csv, strict=False)
    assert [case.case_id for case in cases] == ["30001", "30002", "30003", "30004", "30005"]
    row_warnings = [w for w in caught if issubclass(w.category, CaseRowWarning)]
    assert len(row_warnings) == 4
    others = [str(w.message) for w in caught if not issubclass(w.category, CaseRowWarning)]
    assert others == [f"{mimic_csv}, line 5, field 'pain': '8-9' is a range, read as its upper bound 9 "
                      "(later ranges in this file are read the same way without a warning)"]
    expected = [("line 4", "o2sat"), ("line 6", "heartrate"), ("line 7", "acuity"), ("line 9", "heartrate")]
    for warning, (line, field) in zip(row_warnings, expected):
        message = str(warning.message)
        assert str(mimic_csv) in message and f"{line}," in message and f"field '{field}'" in message


def test_mimic_values_are_parsed(mimic_csv):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", CaseWarning)
        cases = {case.case_id: case for case in load_cases(mimic_csv, strict=False)}
    first = cases["30001"]
    assert first.subject_id == "10001" and first.chief_complaint == "Abd pain" and first.acuity == 3
    assert first.vitals.model_dump() == {
        "temperature": 98.6, "heartrate": 88.0, "resprate": 16.0, "o2sat": 98.0, "sbp": 120.0, "dbp": 80.0,
    }
    assert first.pain == 5.0
    blanks = cases["30002"]
    assert all(value is None for value in blanks.vitals.model_dump().values())
    assert blanks.pain is None and blanks.pain_text == "UTA"
    assert cases["30003"].vitals.temperature == pytest.approx(98.6)  # 37.0 °C charted by mistake
    assert cases["30003"].pain == 9.0 and cases["30003"].pain_text == "8-9"  # the higher bound
    assert cases["30003"].acuity is None  # loads, unscored
    assert cases["30003"].ground_truth()["acuity"] is None
    assert cases["30004"].pain == 10.0
    assert cases["30005"].pain is None and cases["30005"].pain_text == "unable"


@pytest.mark.parametrize("stay_id", sorted(BAD_ROWS))
def test_strict_load_raises_naming_file_line_and_field(tmp_path, stay_id):
    row, field = BAD_ROWS[stay_id]
    path = write_csv(tmp_path / "triage.csv", [GOOD_ROWS[0], GOOD_ROWS[1], row])
    with pytest.raises(CaseValidationError) as caught:
        load_cases(path)
    error = caught.value
    assert error.field == field and error.row == "line 4" and error.source == str(path)
    message = str(error)
    assert message.startswith(f"{path}, line 4, field '{field}': ")
    assert message.count(str(path)) == 1


def test_strict_is_the_default_and_stops_at_the_first_bad_row(mimic_csv):
    with pytest.raises(CaseValidationError, match="line 4, field 'o2sat'"):
        load_cases(mimic_csv)


def test_an_unknown_column_is_an_error_in_strict_mode_and_kept_as_extra_otherwise(tmp_path):
    path = write_csv(tmp_path / "extra.csv", ["30001,Chest pain,2,east", "30002,Cough,4,west"],
                     header="stay_id,chiefcomplaint,acuity,ward")
    with pytest.raises(CaseValidationError) as caught:
        load_cases(path)
    assert caught.value.field == "ward" and "line 2" in str(caught.value) and str(path) in str(caught.value)
    with warnings.catch_warnings(record=True) as caught_warnings:
        warnings.simplefilter("always")
        first, second = load_cases(path, strict=False)
    assert first.extra == {"ward": "east"} and first.acuity == 2 and second.extra == {"ward": "west"}
    # The rows are fine (no CaseRowWarning), but the column is named once for the whole file.
    assert [w.category for w in caught_warnings] == [CaseColumnWarning]
    message = str(caught_warnings[0].message)
    assert message.startswith(f"{path}: unknown columns") and "'ward'" in message and "expected:" in message


def test_more_cells_than_columns_is_reported_with_its_line(tmp_path):
    path = write_csv(tmp_path / "t.csv", ["1,Chest pain,2", "2,Cough,3,surplus"], header="stay_id,chiefcomplaint,acuity")
    with pytest.raises(CaseValidationError, match="line 3"):
        load_cases(path)


def test_json_with_nested_vitals(tmp_path):
    document = {
        "cases": [
            {
                "case_id": "j-1",
                "age": 44,
                "sex": "F",
                "chief_complaint": "headache",
                "vitals": {"temperature": 98.4, "heartrate": 76, "sbp": 182},
                "pain": 8,
                "acuity": 2,
                "ats_category": 3,
                "expert_red_flags": ["Severe Hypertension", "thunderclap  headache"],
                "history": {"onset": "sudden", "associated_symptoms": ["vomiting"]},
            },
            {"case_id": "j-2", "chief_complaint": "ankle sprain", "acuity": 5},
        ]
    }
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    first, second = load_cases(path)
    assert first.vitals.sbp == 182.0 and first.vitals.o2sat is None
    assert first.expert_red_flags == ["severe hypertension", "thunderclap headache"]
    assert first.history.associated_symptoms == ["vomiting"]
    assert second.case_id == "j-2" and second.vitals.heartrate is None
    path.write_text(json.dumps(document["cases"]), encoding="utf-8")  # a bare list works too
    assert [case.case_id for case in load_cases(path)] == ["j-1", "j-2"]


def test_json_errors_name_the_item_and_field(tmp_path):
    path = tmp_path / "cases.json"
    path.write_text(json.dumps([{"case_id": "ok", "chief_complaint": "cough"},
                                {"case_id": "bad", "chief_complaint": "cough", "vitals": {"heartrate": 999}}]))
    with pytest.raises(CaseValidationError, match=r"item 1, field 'heartrate'"):
        load_cases(path)
    path.write_text('[{"case_id": "a",\n "chief_complaint": }]')
    with pytest.raises(CaseValidationError, match="line 2") as caught:
        load_cases(path)
    assert str(path) in str(caught.value)


def test_jsonl_with_flat_vitals_and_an_invalid_line(tmp_path):
    lines = [
        json.dumps({"id": "l-1", "complaint": "fever", "temperature": 102.3, "heartrate": 110, "esi": 3}),
        "{not json",
        "",
        json.dumps({"case_id": "l-2", "chief_complaint": "cut finger", "o2sat": 99, "acuity": 5}),
    ]
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(CaseValidationError, match="invalid JSON") as caught:
        load_cases(path)
    assert caught.value.row == "line 2" and str(path) in str(caught.value)
    with pytest.warns(CaseRowWarning, match="line 2"):
        cases = load_cases(path, strict=False)
    assert [case.case_id for case in cases] == ["l-1", "l-2"]
    assert cases[0].vitals.temperature == 102.3 and cases[0].vitals.heartrate == 110.0 and cases[0].acuity == 3
    assert cases[0].chief_complaint == "fever"
    assert cases[1].vitals.o2sat == 99.0


def test_other_row_errors(tmp_path):
    path = tmp_path / "cases.jsonl"
    cases = [
        {"case_id": "a", "chief_complaint": "cough"},
        {"case_id": "a", "chief_complaint": "cough again"},
    ]
    path.write_text("\n".join(json.dumps(case) for case in cases))
    with pytest.raises(CaseValidationError, match="line 2, field 'case_id': duplicate"):
        load_cases(path)
    path.write_text(json.dumps({"case_id": "b", "chief_complaint": " "}))
    with pytest.raises(CaseValidationError, match="field 'chief_complaint'"):
        load_cases(path)
    path.write_text(json.dumps({"case_id": "c", "chief_complaint": "x", "vitals": {"bp": 120}}))
    with pytest.raises(CaseValidationError, match=r"field 'vitals.bp'"):
        load_cases(path)
    path.write_text(json.dumps({"case_id": "d", "chief_complaint": "x", "ats_category": 0}))
    with pytest.raises(CaseValidationError, match="field 'ats_category'"):
        load_cases(path)
    with pytest.raises(FileNotFoundError):
        load_cases(tmp_path / "missing.jsonl")
    other = tmp_path / "cases.txt"
    other.write_text("x")
    with pytest.raises(CaseValidationError, match="unsupported extension"):
        load_cases(other)


def test_ground_truth_uses_the_scale_of_the_run():
    case = Case(case_id="g", chief_complaint="chest pain", acuity=2, ats_category=3)
    assert case.ground_truth("esi")["acuity"] == 2
    ats = case.ground_truth("ats")
    assert ats["acuity"] == 3 and ats["algorithm"] == "ats" and ats["esi_acuity"] == 2
    assert case.default_algorithm == "esi"
    ats_only = Case(case_id="h", chief_complaint="cough", ats_category=4)
    assert ats_only.default_algorithm == "ats" and ats_only.ground_truth()["acuity"] == 4
    assert ats_only.ground_truth("esi")["acuity"] is None


def test_bundled_vignettes_load():
    cases = load_bundled_cases()
    assert len(cases) >= 20
    assert {case.acuity for case in cases} >= {1, 2, 3, 4, 5}
    assert len({case.case_id for case in cases}) == len(cases)


def test_infant_ages_survive_loading_as_fractions_or_months(tmp_path):
    path = tmp_path / "infants.jsonl"
    rows = [
        {"case_id": "nine-months", "chief_complaint": "fever", "age_months": 9},
        {"case_id": "five-weeks", "chief_complaint": "fever", "age": 0.1},
        {"case_id": "adult", "chief_complaint": "cough", "age": 40},
    ]
    path.write_text("\n".join(json.dumps(row) for row in rows), encoding="utf-8")
    cases = {case.case_id: case for case in load_cases(path)}
    assert cases["nine-months"].age == 0.75
    assert cases["five-weeks"].age == 0.1
    assert cases["adult"].age == 40 and isinstance(cases["adult"].age, int)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"case_id": "x", "chief_complaint": "fever", "age": 3, "age_months": 9}), encoding="utf-8")
    with pytest.raises(CaseValidationError, match=r"bad\.jsonl, line 1, field 'age_months'"):
        load_cases(bad)
