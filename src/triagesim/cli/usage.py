"""How the command line explains itself: help with defaults and examples, and a usage error in one line.

**Help.** Every command is added through ``add_command``: its one-line summary is both what
``triagesim --help`` lists and the first line of its own ``--help``; every option with a default
shows it (``HelpFormatter``, argparse's ``ArgumentDefaultsHelpFormatter`` without the noise of
``(default: None)`` on options that have none); and an epilog holds two or three examples a user
can paste (``tests/test_cli_help.py`` parses every one of them).

**Errors.** A usage error is one line, ``triagesim: error: <option>: <what to do> (see `triagesim
<command> --help`)``, exit 2. argparse's own messages ("argument --algorithm: invalid choice:
'ESI' (choose from 'esi', 'ats')") are reworded to that shape by ``usage_line``, with the nearest
choice or option when one is close. An unknown option is blamed on the command it was given to:
argparse reports it from the top-level parser, which pointed at ``triagesim --help``. Errors a
command raises later (a ``TriageSimError``) get the same ending, and the option a file came from
(``explained``): a loader names the file it could not use, only the command line knows the option.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import os
import re
import textwrap
from collections.abc import Sequence
from typing import Any, NoReturn

from .common import EXIT_USAGE

__all__ = ["OneLineParser", "HelpFormatter", "add_command", "usage_line", "explained", "command_parser"]

PROG = "triagesim"


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Each option's help ends with ``(default: X)`` when it has a default worth stating.

    None (computed or not used), False (a flag) and an empty list (a repeatable option) are not
    defaults a user can act on; 0 is, so the test is by identity, not truth."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if (default is None or default is False or default is argparse.SUPPRESS or default == []
                or "%(default)" in text or (not action.option_strings and action.nargs not in ("?", "*"))):
            return text
        return f"{text} (default: %(default)s)"


def add_command(commands: argparse._SubParsersAction, name: str, summary: str, *, examples: Sequence[str],
                notes: str = "") -> argparse.ArgumentParser:
    """A subcommand with its one-line ``summary`` (listed by ``triagesim --help``, first line of its own),
    ``examples`` (command lines, each with an optional ``  # comment``) and ``notes`` above them."""
    epilog = (textwrap.dedent(notes).strip() + "\n\n" if notes else "") + "examples:\n" + "\n".join(f"  {line}" for line in examples)
    return commands.add_parser(name, help=summary, description=summary[0].upper() + summary[1:] + ".", epilog=epilog,
                               formatter_class=HelpFormatter)


def command_parser(parser: argparse.ArgumentParser, args: argparse.Namespace | None) -> argparse.ArgumentParser:
    """The subcommand's parser ``args`` were parsed by (``parser`` itself when there is none)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices.get(str(getattr(args, action.dest, None)), parser)
    return parser


class OneLineParser(argparse.ArgumentParser):
    """argparse, with a usage error as the one line every other error is (the usage is a ``--help`` away)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{PROG}: error: {usage_line(message, self)} (see `{self.prog} --help`)\n")

    def parse_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        parsed, extra = self.parse_known_args(args, namespace)
        if extra:  # said by the command they were given to, not by the top-level parser
            command_parser(self, parsed).error(f"unrecognized arguments: {' '.join(extra)}")
        return parsed


# ------------------------------------------------------------------ argparse's messages, reworded
_ARGUMENT = re.compile(r"argument (?P<name>\S+): (?P<problem>.*)", re.S)
_CHOICE = re.compile(r"invalid choice: (?P<value>.*?) \(choose from (?P<choices>.*)\)", re.S)
_TYPE = re.compile(r"invalid (?P<type>\w+) value: (?P<value>.*)", re.S)
_NOT_WITH = re.compile(r"not allowed with argument (?P<other>\S+)")
_REQUIRED = re.compile(r"the following arguments are required: (?P<names>.*)", re.S)
_ONE_OF = re.compile(r"one of the arguments (?P<names>.*) is required", re.S)
_UNKNOWN = re.compile(r"unrecognized arguments: (?P<extra>.*)", re.S)
_AMBIGUOUS = re.compile(r"ambiguous option: (?P<option>\S+?)(=\S*)? could match (?P<matches>.*)", re.S)
_TYPES = {"int": "expected a whole number", "float": "expected a number"}


def _unquoted(text: str) -> str:
    try:
        value = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError):
        return text.strip()
    return value if isinstance(value, str) else text.strip()


def _action(parser: argparse.ArgumentParser, name: str) -> argparse.Action | None:
    """The action argparse calls ``name`` in a message ("--out", "-h/--help", "RUNS", "command")."""
    for action in parser._actions:
        if name in ("/".join(action.option_strings), action.metavar, action.dest):
            return action
    return None


def _nearest(word: str, known: Sequence[str]) -> str | None:
    """The known word meant: the same but for case (``ESI``), else the closest spelling."""
    same = [item for item in known if item.lower() == word.lower()]
    return same[0] if same else next(iter(difflib.get_close_matches(word, known, n=1)), None)


def _nearest_option(typed: str, options: Sequence[str]) -> str | None:
    """The option meant by a misspelt one, its head compared too: ``--episdes`` is ``--episodes-per-case``."""

    def likeness(option: str) -> float:
        whole = difflib.SequenceMatcher(None, typed, option).ratio()
        head = difflib.SequenceMatcher(None, typed, option[:len(typed)]).ratio() if len(option) > len(typed) else 0.0
        return max(whole, head)

    best = max(options, key=likeness, default=None)
    return best if best is not None and likeness(best) >= 0.75 else None


def _how_to_give(action: argparse.Action | None, name: str) -> str:
    if action is None or not action.option_strings:
        return name
    option = action.option_strings[-1]
    return option if action.nargs == 0 else f"{option} {action.metavar or action.dest.upper()}"


def _example(parser: argparse.ArgumentParser) -> str | None:
    """The command's first example in its epilog (``add_command``), without its comment."""
    lines = (line.split("  #", 1)[0].strip() for line in (parser.epilog or "").splitlines())
    return next((line for line in lines if line.startswith(f"{parser.prog} ")), None)


def usage_line(message: str, parser: argparse.ArgumentParser) -> str:
    """argparse's ``message`` as ``<option>: <what to do>``, on one line."""
    message = " ".join(message.split())
    if match := _REQUIRED.fullmatch(message):
        names = [name.strip() for name in match["names"].split(",")]
        actions = {name: _action(parser, name) for name in names}
        commands = next((action for action in actions.values() if isinstance(action, argparse._SubParsersAction)), None)
        if commands is not None:
            return f"give a command: {', '.join(commands.choices)}"
        given = " ".join(_how_to_give(actions[name], name) for name in names)
        example = _example(parser)
        return f"{', '.join(names)}: required; give {given}" + (f", e.g. {example}" if example else "")
    if match := _ONE_OF.fullmatch(message):
        return f"{match['names']}: give one of them"
    if match := _UNKNOWN.fullmatch(message):
        first = match["extra"].split()[0]
        if not first.startswith("-"):
            return f"{first}: an argument `{parser.prog}` does not take; check the order and quoting"
        option = first.split("=", 1)[0]
        near = _nearest_option(option, [name for name in parser._option_string_actions if name.startswith("--")])
        hint = f"; did you mean {near}?" if near else ""
        return f"{option}: not an option of `{parser.prog}`{hint}"
    if match := _AMBIGUOUS.fullmatch(message):
        return f"{match['option']}: ambiguous abbreviation, could be {match['matches']}; spell the option out"
    match = _ARGUMENT.fullmatch(message)
    if match is None:
        return message
    name, problem = match["name"].split("/")[-1], match["problem"]
    action = _action(parser, match["name"])
    if choice := _CHOICE.fullmatch(problem):
        value = _unquoted(choice["value"])
        choices = [_unquoted(item) for item in re.split(r",\s*", choice["choices"])]
        near = _nearest(value, choices)
        hint = f" (did you mean {near}?)" if near else ""
        if isinstance(action, argparse._SubParsersAction):
            return f"{value}: not a command; choose from {', '.join(choices)}{hint}"
        return f"{name} {value}: not a choice; choose from {', '.join(choices)}{hint}"
    if typed := _TYPE.fullmatch(problem):
        return f"{name} {_unquoted(typed['value'])}: {_TYPES.get(typed['type'], 'not a valid value')}"
    if other := _NOT_WITH.fullmatch(problem):
        return f"{name}: cannot be given with {other['other'].split('/')[-1]}; give one of them"
    if problem.startswith("expected ") and problem.endswith(("argument", "arguments")):
        return f"{name}: {problem.replace('expected', 'needs', 1).replace('argument', 'value')}; give {_how_to_give(action, name)}"
    if problem.startswith("ignored explicit argument "):
        return f"{name}: takes no value (got {problem.removeprefix('ignored explicit argument ')})"
    head = problem.split(": ", 1)[0]
    if ": " in problem and " " not in head:  # a type's message that starts with the value (a URL, a path)
        return f"{name} {problem}"
    return f"{name}: {problem}"


# ------------------------------------------------------------------ a command's own errors
def explained(message: str, parser: argparse.ArgumentParser, args: argparse.Namespace | None) -> str:
    """A ``TriageSimError`` a command raised, as its usage error: the option that named the file the
    message starts with (``--cases docs: ...``), and the command's ``--help`` at the end."""
    command = command_parser(parser, args)
    if args is not None and not message.startswith("-"):
        message = _with_option(message, command, args)
    return message if "--help" in message else f"{message} (see `{command.prog} --help`)"


def _with_option(message: str, parser: argparse.ArgumentParser, args: argparse.Namespace) -> str:
    for action in parser._actions:
        if not action.option_strings:
            continue
        given = getattr(args, action.dest, None)
        for value in given if isinstance(given, list) else [given]:
            if isinstance(value, os.PathLike) and re.match(re.escape(os.fspath(value)) + r"[:\s]", message):
                return f"{action.option_strings[-1]} {message}"
    return message
