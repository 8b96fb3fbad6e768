"""Mistakes a user makes on the command line, across every command: each is one line on stderr and exit 2.

The line reads ``triagesim: error: <option>: <what to do> (see `triagesim <command> --help`)``, naming
the command the mistake was made in. Run in-process (``main([...])``) in a folder of its own; no
network: the one LLM server is a closed port on this machine, and no key is set.
"""

from __future__ import annotations

import socket

import pytest

from triagesim.cli import main


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


DEAD = f"http://127.0.0.1:{_closed_port()}/v1"

#: (argv, the command whose --help the line points at (None: the top level), what the line must say).
MISTAKES = {
    # the command itself
    "no-command": ([], None, ["give a command: run, audit, evaluate"]),
    "misspelt-command": (["rnu"], None, ["rnu: not a command", "did you mean run?"]),
    # run: wrong flags and values
    "choice-in-the-wrong-case": (["run", "--algorithm", "ESI"], "run", ["--algorithm ESI: not a choice; choose from esi, ats",
                                                                       "did you mean esi?"]),
    "misspelt-flag": (["run", "--episdes", "3"], "run", ["--episdes: not an option of `triagesim run`",
                                                         "did you mean --episodes-per-case?"]),
    "not-a-number": (["run", "--seed", "x"], "run", ["--seed x: expected a whole number"]),
    "count-out-of-bounds": (["run", "--max-turns", "0"], "run", ["--max-turns: must be from 1 to 200, got 0"]),
    "flag-without-its-value": (["run", "--cases"], "run", ["--cases: needs one value; give --cases FILE"]),
    "conflicting-options": (["run", "--overwrite", "--new-out"], "run", ["--new-out: cannot be given with --overwrite"]),
    # run: paths
    "folder-where-a-cases-file-goes": (["run", "--cases", "docs"], "run",
                                       ["--cases docs: is a folder", "give a cases file (.jsonl, .json or .csv)"]),
    "missing-cases-file": (["run", "--cases", "nope.csv"], "run", ["--cases nope.csv: cases file not found"]),
    "cases-file-of-another-kind": (["run", "--cases", "notes.txt"], "run", ["--cases notes.txt: unsupported extension '.txt'"]),
    "unreadable-cases-file": (["run", "--cases", "binary.csv"], "run", ["--cases binary.csv: not a text file"]),
    "file-where-the-output-folder-goes": (["run", "--out", "notes.txt"], "run", ["--out notes.txt: is a file, not a folder"]),
    "folder-where-personas-go": (["run", "--nurse-personas", "empty"], "run", ["--nurse-personas empty: is a folder"]),
    # run: settings
    "bad-sampling-json": (["run", "--sampling", "{bad json"], "run", ["--sampling is not valid JSON"]),
    "misspelt-sampling-key": (["run", "--sampling", '{"temprature": 0.2}'], "run",
                              ["--sampling: unknown sampling parameter 'temprature'", "did you mean 'temperature'?"]),
    "store-without-its-url": (["run", "--store", "redis"], "run", ["--store redis: give --redis-url too"]),
    "replay-without-a-cache": (["run", "--cache-mode", "replay"], "run", ["--cache-mode replay: give --cache DIR too"]),
    "workers-without-dask": (["run", "--workers", "2"], "run", ["--workers: goes with --executor dask"]),
    "missing-openrouter-key": (["run", "--model", "openai/gpt-4o-mini", "--limit", "1"], "run",
                               ["OPENROUTER_API_KEY is not set", "export OPENROUTER_API_KEY="]),
    "missing-named-key": (["run", "--model", "m", "--base-url", DEAD, "--api-key-env", "TRIAGESIM_NO_SUCH_KEY"], "run",
                          ["--api-key-env names TRIAGESIM_NO_SUCH_KEY, which is not set"]),
    "dead-llm-server": (["run", "--model", "m", "--base-url", DEAD, "--limit", "1"], "run",
                        ["cannot reach the LLM server", "--base-url"]),
    # audit
    "audit-without-a-trait": (["audit", "--out", "audited"], "audit", ["--trait: name at least one trait"]),
    "audit-unknown-trait": (["audit", "--trait", "patient.bogus=a,b", "--out", "audited"], "audit",
                            ["--trait patient.bogus: not a trait an audit can vary"]),
    "audit-without-out": (["audit", "--trait", "patient.pain_expression=accurate,minimizing"], "audit",
                          ["--out: required; give --out OUT"]),
    # evaluate
    "evaluate-missing-folder": (["evaluate", "nope"], "evaluate", ["nope: folder not found"]),
    "file-where-the-runs-folder-goes": (["evaluate", "notes.txt"], "evaluate", ["notes.txt: is a file, not a folder"]),
    "two-flag-sources": (["evaluate", "empty", "--expert-red-flags", "flags.json", "--from-cases"], "evaluate",
                         ["--from-cases: cannot be given with --expert-red-flags"]),
    "folder-where-the-flags-file-goes": (["evaluate", "empty", "--expert-red-flags", "empty"], "evaluate",
                                         ["--expert-red-flags empty:", "is a folder, not a file"]),
    # check
    "max-rate-above-one": (["check", "empty", "--max-rate", "2"], "check", ["--max-rate: must be from 0 to 1"]),
    "max-rate-not-a-number": (["check", "empty", "--max-rate", "two"], "check", ["--max-rate: expected a share from 0 to 1"]),
    "check-without-runs": (["check"], "check", ["RUNS: required"]),
    # report
    "report-of-a-folder-without-artifacts": (["report", "docs", "--out", "report"], "report",
                                             ["docs: no readable artifacts", "give the folder `triagesim run --out` wrote"]),
    "report-without-out": (["report", "empty"], "report", ["--out: required; give --out REPORT"]),
    "report-bad-label": (["report", "empty", "--out", "report", "--label", "gpt"], "report", ["--label: expected NAME=RUNS"]),
    # audio, asr
    "audio-missing-runs": (["audio", "nope"], "audio", ["nope: no such folder of run artifacts"]),
    "audio-unknown-engine": (["audio", "empty", "--engine", "festival"], "audio",
                             ["--engine festival: not a choice; choose from piper, espeak-ng, xtts"]),
    "asr-missing-audio": (["asr", "nope"], "asr", ["nope: no such audio folder"]),
    "asr-beam-out-of-bounds": (["asr", "empty", "--beam-size", "0"], "asr", ["--beam-size: must be from 1 to 20"]),
    # rate
    "rate-with-nothing": (["rate"], "rate", ["RUNS: required"]),
    "rate-without-out": (["rate", "empty", "--modality", "text"], "rate", ["--out: required to rate RUNS"]),
    "rate-audio-offline": (["rate", "empty", "--modality", "audio", "--out", "rated"], "rate",
                           ["--modality audio: the offline rater reads transcripts and cannot rate audio"]),
    "rate-unknown-modality": (["rate", "empty", "--modality", "video"], "rate", ["--modality video: not a choice"]),
    "rate-misspelt-sampling-key": (["rate", "empty", "--modality", "text", "--out", "rated", "--sampling", '{"top_pp": 1}'],
                                   "rate", ["--sampling: unknown sampling parameter 'top_pp'"]),
    # export, schema
    "export-unknown-format": (["export", "empty", "--out", "episodes.csv"], "export", ["--out episodes.csv: unknown extension '.csv'"]),
    "folder-where-the-export-file-goes": (["export", "empty", "--out", "empty"], "export", ["--out empty: is a folder; give a file name"]),
    "schema-unknown-flag": (["schema", "--json"], "schema", ["--json: not an option of `triagesim schema`"]),
}


@pytest.fixture
def desk(tmp_path, monkeypatch):
    """A working folder with the things users point at by mistake; no key in the environment or a .env."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("OPENROUTER_API_KEY", raising=False)
    monkeypatch.delenv("TRIAGESIM_NO_SUCH_KEY", raising=False)
    (tmp_path / "empty").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "notes.md").write_text("not an artifact\n")
    (tmp_path / "notes.txt").write_text("a note\n")
    (tmp_path / "flags.json").write_text("{}\n")
    (tmp_path / "binary.csv").write_bytes(b"\x00\x01\x02\xff\xfe")
    return tmp_path


def test_there_are_at_least_thirty_mistakes_across_every_command():
    from triagesim.cli import COMMANDS

    assert len(MISTAKES) >= 30
    assert {command for _argv, command, _says in MISTAKES.values() if command} == set(COMMANDS)


@pytest.mark.parametrize(("argv", "command", "says"), MISTAKES.values(), ids=MISTAKES.keys())
def test_a_mistake_is_one_line_naming_the_command_and_exit_2(argv, command, says, desk, capsys):
    try:
        code = main(argv)
    except SystemExit as stopped:  # argparse's errors leave through exit(2)
        code = stopped.code
    out, err = capsys.readouterr()
    assert code == 2, err
    assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
    line = err.rstrip("\n")
    assert line.startswith("triagesim: error: "), line
    help_of = f"triagesim {command}" if command else "triagesim"
    assert f"(see `{help_of} --help`)" in line, line
    assert line.count("see `triagesim") == 1, line  # one command's help, the right one
    for words in says:
        assert words in line, line
    assert not line.startswith("triagesim: error: argument "), line  # the option first, as the user typed it
