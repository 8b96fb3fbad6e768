"""``triagesim`` command line: one module per command, assembled here.

``triagesim run`` with no arguments plays every bundled vignette with the offline engine
and writes ``runs/``; it needs no key and no network.

Exit codes: 0 success; 1 some episodes failed; 3 every episode failed, or the batch stopped
early; 2 a usage, input or configuration error (one line on stderr, naming the file, row,
field or option, or a path that cannot be written); 130 / 143 / 129 interrupted by SIGINT /
SIGTERM / SIGHUP, with every output whole or untouched. A traceback never reaches a user: an OS
error is one line naming the path (exit 1 for a failing machine: a full disk), anything
unexpected is one line too, marked as a TriageSim bug (``cli.exits``).

A command is a module here with ``register(commands)``: it adds its subparser and sets
``handler`` (a function of the parsed arguments returning an exit code). Adding a command
is one module and one name in ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from .. import __version__
from ..errors import TriageSimError
from .common import EXIT_ALL_FAILED, EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE, OneLineParser, error
from .exits import internal_error, interrupted, os_error, quiet_stdout, stopping_on_signals, writing_stdout

__all__ = ["main", "EXIT_OK", "EXIT_SOME_FAILED", "EXIT_USAGE", "EXIT_ALL_FAILED"]

#: Command modules, in the order ``triagesim --help`` lists them.
COMMANDS = ("run", "audit", "evaluate", "check", "report", "audio", "asr", "rate", "export", "schema")


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="triagesim", description="Simulated emergency-department triage conversations.")
    parser.add_argument("--version", action="version", version=f"triagesim {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        importlib.import_module(f".{name}", __name__).register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    with stopping_on_signals(), writing_stdout():  # SIGTERM and SIGHUP unwind a command as Ctrl-C does (cli.exits)
        try:
            args = _parser().parse_args(argv)  # a usage error exits here (SystemExit 2), as argparse does
            code = args.handler(args)
            sys.stdout.flush()  # a full disk behind `> file` fails here, where it is caught, not at exit
            return code
        except TriageSimError as failure:
            return error(str(failure))
        except KeyboardInterrupt as interrupt:
            return interrupted(interrupt)
        except BrokenPipeError:  # `triagesim evaluate --json | head -1`: the reader left, not an error
            quiet_stdout()  # no second BrokenPipe while Python flushes stdout at exit
            return EXIT_OK
        except OSError as failure:  # a path that cannot be written or read: the user's to fix, named
            return os_error(failure)
        except Exception as failure:  # a TriageSim bug: still one line, never a traceback
            return internal_error(failure)
