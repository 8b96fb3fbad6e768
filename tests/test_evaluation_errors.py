"""``triagesim.evaluation`` on bad input: every failure is one ``InputError``/``ArtifactError``
line naming the file, a bad file in a run folder is skipped and named, and failed episodes
never enter the headline figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from scripted import EchoPatient, KeywordExtractor, ScriptNurse, nurse_step
from triagesim import RunnerConfig, TriageRunner
from triagesim.core.artifact import SCHEMA_VERSION
from triagesim.errors import ArtifactError, InputError
from triagesim.evaluation import evaluate_folder, format_report, load_expert_flags

DEEP = "[" * 100_000 + "]" * 100_000  # json.loads raises RecursionError on this


def _one_line(error: pytest.ExceptionInfo, *fragments: str) -> str:
    message = str(error.value)
    assert "\n" not in message, message
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    return message


def _artifact(run_id: str, *, acuity: int | None = 3, final: int = 3, status: str = "completed", **extra) -> dict:
    """A minimal artifact of this schema: one end action stating ``final``."""
    return {
        "schema_version": SCHEMA_VERSION,
        "run_id": run_id,
        "case_id": run_id,
        "status": status,
        "end_reason": "nurse_end" if status == "completed" else "error",
        "ground_truth": {"case_id": run_id, "acuity": acuity},
        "trace": [{"turn": 0, "actor": "nurse", "action": {"type": "end", "triage": final}, "triage": final}],
        "belief": {"red_flags_logged": ["hypoxia"]},
        **extra,
    }


def _write(folder: Path, name: str, content: bytes | str | dict | list) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def _rendered(report: dict) -> str:
    console = Console(record=True, width=200)
    console.print(format_report(report))
    return console.export_text()


# ------------------------------------------------------------------ load_expert_flags: valid files
def test_valid_flag_files_load_as_before(tmp_path):
    assert load_expert_flags(_write(tmp_path, "all.json", ["hypoxia", "syncope"])) == ["hypoxia", "syncope"]
    assert load_expert_flags(_write(tmp_path, "none.json", [])) == []
    by_case = _write(tmp_path, "cases.json", {"c1": ["hypoxia"], "c2": []})
    assert load_expert_flags(by_case) == {"c1": ["hypoxia"], "c2": []}
    lines = '{"case_id": "c1", "expert_red_flags": ["hypoxia"]}\r\n\n  \n{"case_id": 7, "expert_red_flags": []}\n'
    assert load_expert_flags(_write(tmp_path, "cases.jsonl", lines)) == {"c1": ["hypoxia"], "7": []}
    assert load_expert_flags(_write(tmp_path, "cases.ndjson", lines)) == {"c1": ["hypoxia"], "7": []}


# ------------------------------------------------------------------ load_expert_flags: one line naming file and entry
BAD_FLAG_FILES = [
    ("flags.json", b"\x89PNG\r\n\x1a\n\x00\x00\xff", ["not UTF-8", "binary"]),
    ("flags.json", "[\"caf\xe9\"]".encode("latin-1"), ["not UTF-8"]),
    ("flags.json", b"\x00\x00\x00", ["invalid JSON"]),
    ("flags.json", b"", ["invalid JSON", "line 1"]),
    ("flags.json", b'[\n  "hypoxia",\n  syncope\n]', ["invalid JSON", "line 3"]),
    ("flags.json", DEEP.encode(), ["nested too deeply"]),
    ("flags.json", b"42", ["got a number", "list of flags"]),
    ("flags.json", b"null", ["got null"]),
    ("flags.json", b'"hypoxia"', ["got a string"]),
    ("flags.json", b'["hypoxia", 3]', ["item 1 is a number"]),
    ("flags.json", b'["hypoxia", {"flag": "syncope"}]', ["item 1 is an object"]),
    ("flags.json", b'{"c1": "hypoxia"}', ["case 'c1'", "the string 'hypoxia'", 'write ["hypoxia"]']),
    ("flags.json", b'{"c1": ["ok"], "c2": ["a", {"x": 1}]}', ["case 'c2'", "item 1 is an object"]),
    ("flags.json", b'{"c1": ["a", ["b"]]}', ["case 'c1'", "item 1 is a list"]),
    ("flags.json", b'{"c1": null}', ["case 'c1'", "got null"]),
    ("flags.jsonl", b'{"case_id": "c1", "expert_red_flags": []}\n{oops\n', ["line 2", "invalid JSON", "column 2"]),
    ("flags.jsonl", DEEP.encode(), ["line 1", "nested too deeply"]),
    ("flags.jsonl", b"\xff\xfe", ["not UTF-8"]),
    ("flags.jsonl", b'{"case_id": "c1", "expert_red_flags": "hypoxia"}', ["line 1", "case 'c1'", "the string 'hypoxia'"]),
    ("flags.jsonl", b'{"case_id": "c1", "expert_red_flags": [{"a": 1}]}', ["line 1", "item 0 is an object"]),
    ("flags.jsonl", b'{"case_id": "c1", "expert_red_flags": [["a"]]}', ["line 1", "item 0 is a list"]),
    ("flags.jsonl", b'["c1", ["hypoxia"]]', ["line 1", "got a list", '"case_id"']),
    ("flags.jsonl", b'{"case_id": "c1"}', ["line 1", "an object without 'expert_red_flags'"]),
    ("flags.jsonl", b'{"case_id": {"a": 1}, "expert_red_flags": []}', ["line 1", "case_id must be", "an object"]),
    ("flags.jsonl", b'{"case_id": true, "expert_red_flags": []}', ["line 1", "case_id must be"]),
    (
        "flags.jsonl",
        b'{"case_id": "c1", "expert_red_flags": []}\n{"case_id": "c1", "expert_red_flags": ["x"]}',
        ["line 2", "duplicate case_id 'c1'", "first on line 1"],
    ),
]


@pytest.mark.parametrize("name, content, fragments", BAD_FLAG_FILES)
def test_bad_flag_files_raise_one_line_naming_the_file_and_entry(tmp_path, name, content, fragments):
    path = _write(tmp_path, name, content)
    with pytest.raises(InputError) as error:
        load_expert_flags(path)
    _one_line(error, str(path), *fragments)
    assert isinstance(error.value, ValueError)  # the CLI and user code catch ValueError


def test_a_folder_or_a_missing_path_is_named(tmp_path):
    with pytest.raises(InputError) as error:
        load_expert_flags(tmp_path)
    _one_line(error, str(tmp_path), "is a folder")
    with pytest.raises(InputError) as error:
        load_expert_flags(tmp_path / "nope.json")
    _one_line(error, "nope.json", "not found")


def test_a_string_of_flags_is_never_split_into_letters(tmp_path):
    for name, content in [("a.json", {"c1": "syncope"}), ("b.jsonl", '{"case_id": "c1", "expert_red_flags": "syncope"}')]:
        with pytest.raises(InputError, match="the string 'syncope'"):
            load_expert_flags(_write(tmp_path, name, content))


# ------------------------------------------------------------------ evaluate_folder: the folder itself
def test_missing_folder_or_a_file_is_an_artifact_error_naming_it(tmp_path):
    with pytest.raises(ArtifactError) as error:
        evaluate_folder(tmp_path / "does-not-exist")
    _one_line(error, "does-not-exist", "not found")
    file = _write(tmp_path, "report.txt", "x")
    with pytest.raises(ArtifactError) as error:
        evaluate_folder(file)
    _one_line(error, "report.txt", "is a file")


def test_an_empty_folder_has_no_readable_artifacts(tmp_path):
    _write(tmp_path, "errors.jsonl", "{}\n")  # not *.json: never read
    with pytest.raises(ArtifactError) as error:
        evaluate_folder(tmp_path)
    _one_line(error, str(tmp_path), "no readable artifacts", "no *.json files")


def test_a_folder_of_unreadable_files_names_them(tmp_path):
    for index in range(5):
        _write(tmp_path, f"bad{index}.json", "{oops")
    with pytest.raises(ArtifactError) as error:
        evaluate_folder(tmp_path)
    _one_line(error, "no readable artifacts", "5 files skipped", "bad0.json (invalid JSON", "and 2 more")


# ------------------------------------------------------------------ evaluate_folder: bad files are skipped and named
BAD_ARTIFACTS = [
    ("binary.json", b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "not UTF-8"),
    ("latin1.json", '{"run_id": "caf\xe9"}'.encode("latin-1"), "not UTF-8"),
    ("nul.json", b"\x00\x00", "invalid JSON"),
    ("invalid.json", b'{"schema_version": "1.1",', "invalid JSON at line 1"),
    ("empty.json", b"", "invalid JSON"),
    ("deep.json", DEEP.encode(), "nested too deeply"),
    ("list.json", b"[1, 2, 3]", "not an artifact"),
    ("string.json", b'"run"', "not an artifact"),
    ("null.json", b"null", "not an artifact"),
    ("unversioned.json", b'{"run_id": "x", "status": "completed"}', "schema_version"),
    ("future.json", json.dumps({**_artifact("f"), "schema_version": "2.0"}).encode(), "'2.0'"),
    ("huge-int.json", b'{"schema_version": "1.1", "n": ' + b"9" * 5000 + b"}", "invalid JSON"),
]


@pytest.mark.parametrize("name, content, reason", BAD_ARTIFACTS, ids=[b[0] for b in BAD_ARTIFACTS])
def test_each_bad_file_is_skipped_and_named_while_the_rest_is_scored(tmp_path, name, content, reason):
    _write(tmp_path, "good.json", _artifact("good"))
    _write(tmp_path, name, content)
    report = evaluate_folder(tmp_path)
    assert (report["runs"], report["runs_scored"], report["accuracy"]) == (1, 1, 1.0)
    assert [item["file"] for item in report["skipped"]] == [name]
    assert reason in report["skipped"][0]["reason"] and "\n" not in report["skipped"][0]["reason"]
    json.dumps(report)  # the --json report stays serialisable
    text = _rendered(report)
    assert f"skipped {name}: " in text and "skipped files" in text


def test_a_folder_named_like_an_artifact_is_skipped(tmp_path):
    _write(tmp_path, "good.json", _artifact("good"))
    (tmp_path / "nested.json").mkdir()
    report = evaluate_folder(tmp_path)
    assert report["skipped"] == [{"file": "nested.json", "reason": "not a regular file"}]


def test_deep_nesting_near_the_recursion_limit_is_scored_or_skipped_never_fatal(tmp_path):
    # Around the limit a value may decode and then be too deep for the scorer's own stack
    # (a repr in the symptom count); every depth must end as a scored run or a skipped file.
    outcomes = set()
    for depth in range(850, 1001, 3):
        folder = tmp_path / str(depth)
        nested = "[" * depth + "]" * depth
        _write(folder, "deep.json", f'{{"schema_version": "{SCHEMA_VERSION}", "status": "completed", '
                                   f'"belief": {{"associated_symptoms": [{nested}, {nested}]}}}}')
        try:
            report = evaluate_folder(folder)
        except ArtifactError as error:
            assert "deep.json (" in str(error) and "nested too deeply" in str(error)
            outcomes.add("skipped")
        else:
            assert report["runs"] == 1
            outcomes.add("scored")
    assert outcomes == {"scored", "skipped"}


# ------------------------------------------------------------------ expert flags inside artifacts
@pytest.mark.parametrize(
    "flags, reason",
    [([{"name": "hypoxia"}], "item 0 is an object"), ([["hypoxia"]], "item 0 is a list"), ("hypoxia", "the string 'hypoxia'")],
    ids=["dicts", "lists", "string"],
)
def test_unusable_expert_flags_in_an_artifact_leave_that_run_out_of_red_flags_only(tmp_path, flags, reason):
    good = _artifact("good")
    good["ground_truth"]["expert_red_flags"] = ["hypoxia"]
    bad = _artifact("bad", final=2)
    bad["ground_truth"]["expert_red_flags"] = flags
    _write(tmp_path, "good.json", good)
    _write(tmp_path, "bad.json", bad)
    report = evaluate_folder(tmp_path, from_cases=True)
    assert report["runs_scored"] == 2 and report["accuracy"] == 0.5  # triage is still scored
    assert report["red_flags"]["runs_with_expert_flags"] == 1
    assert report["red_flags"]["true_positives"] == 1 and report["red_flags"]["precision"] == 1.0
    assert [note["file"] for note in report["notes"]] == ["bad.json"]
    assert reason in report["notes"][0]["reason"] and "ground_truth.expert_red_flags" in report["notes"][0]["reason"]
    assert "note bad.json: " in _rendered(report)


def test_flags_by_case_match_artifacts_whatever_their_ground_truth(tmp_path):
    _write(tmp_path, "a.json", _artifact("c1"))
    _write(tmp_path, "b.json", {**_artifact("c2"), "case_id": None, "ground_truth": {"acuity": 3}})  # no case id anywhere
    _write(tmp_path, "c.json", {**_artifact("c3"), "ground_truth": ["not", "a", "dict"]})  # not the artifact's shape
    report = evaluate_folder(tmp_path, expert_flags={"c1": ["hypoxia"]})
    assert report["red_flags"]["runs_with_expert_flags"] == 1 and report["runs"] == 2
    assert [item["file"] for item in report["skipped"]] == ["c.json"] and "ground_truth" in report["skipped"][0]["reason"]


@pytest.mark.parametrize("expert", ["hypoxia", {"c1": "hypoxia"}, [{"a": 1}], 5])
def test_a_malformed_expert_flags_argument_is_an_input_error(tmp_path, expert):
    _write(tmp_path, "a.json", _artifact("c1"))
    with pytest.raises(InputError) as error:
        evaluate_folder(tmp_path, expert_flags=expert)
    _one_line(error, "expert_flags")


# ------------------------------------------------------------------ failed episodes stay out of the figures
class _CrashingNurse(ScriptNurse):
    """States a level once, then crashes, like an LLM nurse whose server went away."""

    async def act(self, observation):
        if self.observations:
            raise ConnectionError("server went away")
        return await super().act(observation)


def test_failed_episodes_are_counted_apart_and_never_scored(tmp_path):
    runs = tmp_path / "runs"
    runner = TriageRunner(ScriptNurse(), EchoPatient(), RunnerConfig(output_dir=runs, max_turns=3), extractor=KeywordExtractor())
    case = {"case_id": "ok", "chief_complaint": "chest pain", "acuity": 2}
    completed = runner.run(case, nurse=ScriptNurse(final=2), patient=EchoPatient(), extractor=KeywordExtractor())
    crashing = _CrashingNurse([nurse_step("utterance", 5, utterance="What brings you in?")])
    failed = runner.run({**case, "case_id": "crash"}, nurse=crashing, patient=EchoPatient(), extractor=KeywordExtractor())
    assert (completed["status"], failed["status"]) == ("completed", "error")
    assert failed["trace"][0]["action"]["triage"] == 5  # the level a naive scorer would count as under-triage
    _write(runs, "refused.json", _artifact("refused", acuity=1, final=5, status="error", end_reason="refusals"))

    report = evaluate_folder(runs)
    assert (report["runs"], report["runs_scored"], report["errors"]) == (3, 1, 2)
    assert report["accuracy"] == 1.0 and report["under_triage"] == 0.0 and report["mean_absolute_error"] == 0
    assert sum(sum(row.values()) for row in report["confusion_matrix"].values()) == 1
    assert report["status"] == {"completed": 1, "error": 2}
    assert sorted((run["run_id"], run["end_reason"]) for run in report["error_runs"]) == [
        (failed["run_id"], "error"),
        ("refused", "refusals"),
    ]
    assert report["belief_coverage"]["mean_vitals_known"] == completed_vitals(completed)
    text = _rendered(report)
    assert "errors (not scored)" in text and "2 (error 1, refusals 1)" in text
    assert "kappa (linear)" in text


def completed_vitals(artifact: dict) -> int:
    return len(artifact["belief"]["vitals_known"])


def test_a_folder_of_failed_episodes_is_a_report_not_an_error(tmp_path):
    _write(tmp_path, "a.json", _artifact("a", status="error"))
    _write(tmp_path, "b.json", _artifact("b", status="running"))
    _write(tmp_path, "c.json", {key: value for key, value in _artifact("c").items() if key != "status"})
    report = evaluate_folder(tmp_path)
    assert (report["runs"], report["runs_scored"], report["errors"]) == (3, 0, 3)
    assert report["accuracy"] is None and report["kappa_linear"] is None
    assert report["status"] == {"error": 1, "running": 1, "unknown": 1}


# ------------------------------------------------------------------ the terminal report
def test_format_report_shows_kappa_errors_and_skipped_counts(tmp_path):
    for index, (acuity, final) in enumerate([(1, 1), (2, 3), (3, 3), (4, 4), (5, 4)]):
        _write(tmp_path, f"run{index}.json", _artifact(f"run{index}", acuity=acuity, final=final))
    _write(tmp_path, "failed.json", _artifact("failed", status="error"))
    _write(tmp_path, "[bold]odd.json", "not json")
    report = evaluate_folder(tmp_path)
    # observed disagreement 2/5; expected (10 + 2*6 + 2*7) / 25 from the margins
    assert report["kappa_linear"] == pytest.approx(1 - 0.4 / 1.44)
    text = _rendered(report)
    assert "kappa (linear)" in text and "0.72" in text
    assert "errors (not scored)" in text and "1 (error 1)" in text
    assert "skipped files" in text
    assert "skipped [bold]odd.json: invalid JSON" in text  # names are shown as text, never as markup


def test_every_reader_takes_the_same_record_files(tmp_path):
    """One rule for which files of a folder are records (evaluate, report, rate, audio, export):
    ``*.json``, not hidden, not a summary our commands write beside them."""
    from triagesim.folders.artifacts import SUMMARY_FILES, artifact_files

    for name in ("a.json", "b.json", ".c.json", "notes.txt", *SUMMARY_FILES):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    assert sorted(path.name for path in artifact_files(tmp_path)) == ["a.json", "b.json"]
