"""Every command's ``--help``: a one-line summary, the default of every option that has one, and examples that parse."""

from __future__ import annotations

import argparse
import shlex

import pytest

from triagesim.cli import COMMANDS, main, make_parser
from triagesim.cli.usage import command_parser

#: Where a shell example's triagesim command ends.
_SHELL = {"|", ">", ">>", "&&", ";", "<"}


def _help(argv: list[str], capsys, monkeypatch) -> str:
    monkeypatch.setenv("COLUMNS", "200")  # fewer wrapped lines; the checks below fold whitespace anyway
    with pytest.raises(SystemExit) as stopped:
        main([*argv, "--help"])
    assert stopped.value.code == 0
    return capsys.readouterr().out


def _command(name: str) -> argparse.ArgumentParser:
    return command_parser(make_parser(), argparse.Namespace(command=name))


def _entries(text: str) -> dict[str, str]:
    """Each option's help entry (its lines joined), by its first option string (``--seed``)."""
    entries: dict[str, list[str]] = {}
    key = None
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip())
        if indent == 2 and line.strip():
            key = line.split()[0].rstrip(",")
            entries[key] = [line]
        elif key is not None and indent > 2 and line.strip():
            entries[key].append(line)
        else:
            key = None
    return {name: " ".join(" ".join(lines).split()) for name, lines in entries.items()}


def _stated(default: object) -> bool:
    return not (default is None or default is False or default is argparse.SUPPRESS or default == [])


def _examples(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip().startswith("triagesim ")]


def test_the_top_level_help_lists_every_command_with_its_one_line_summary(capsys, monkeypatch):
    text = _help([], capsys, monkeypatch)
    lines = [" ".join(line.split()) for line in text.splitlines()]
    for name in COMMANDS:
        description = _command(name).description
        assert description and "\n" not in description, name
        summary = description[0].lower() + description[1:].removesuffix(".")
        assert f"{name} {summary}" in lines, (name, summary)
    assert _examples(text)


@pytest.mark.parametrize("name", COMMANDS)
def test_every_option_with_a_default_shows_it(name, capsys, monkeypatch):
    entries = _entries(_help([name], capsys, monkeypatch))
    shown = 0
    for action in _command(name)._actions:
        if not action.option_strings or not _stated(action.default):
            continue
        entry = entries.get(action.option_strings[0])
        assert entry is not None, f"{name} {action.option_strings[0]}: no help entry"
        assert f"(default: {action.default})" in entry, f"{name}: {entry}"
        shown += 1
    shown_all = " ".join(entries.values())
    assert not [noise for noise in ("(default: None)", "(default: False)", "(default: [])") if noise in shown_all]
    assert shown or name in ("evaluate", "schema")  # the commands without a valued option


def test_the_defaults_that_issue_27_found_missing_are_shown(capsys, monkeypatch):
    entries = _entries(_help(["run"], capsys, monkeypatch))
    for option, default in (("--episodes-per-case", "1"), ("--seed", "0"), ("--max-turns", "12"), ("--timeout", "120.0"),
                            ("--max-retries", "4"), ("--store", "memory"), ("--out", "runs")):
        assert f"(default: {default})" in entries[option], entries[option]


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_has_examples_and_each_one_parses(name, capsys, monkeypatch):
    examples = _examples(_help([name], capsys, monkeypatch))
    assert 2 <= len(examples) <= 3, examples
    assert any(example.startswith(f"triagesim {name}") for example in examples), examples
    for example in examples:
        words = shlex.split(example, comments=True)
        cut = next((at for at, word in enumerate(words) if word in _SHELL), len(words))
        argv = words[1:cut]
        args = make_parser().parse_args(argv)  # a usage error would exit 2 here
        assert args.command == argv[0]
