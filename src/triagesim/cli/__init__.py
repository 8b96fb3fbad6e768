"""``triagesim`` command line: one module per command, assembled here.

``triagesim run`` with no arguments plays every bundled vignette with the offline engine
and writes ``runs/``; it needs no key and no network.

Exit codes: 0 success; 1 some episodes failed; 3 every episode failed, or the batch stopped
early; 2 a usage, input or configuration error (one line on stderr, naming the file, row,
field or option, or a path that cannot be written); 130 / 143 / 129 interrupted by SIGINT /
SIGTERM / SIGHUP, with every output whole or untouched. A traceback never reaches a user: an OS
error is one line naming the path (exit 1 for a failing machine: a full disk), anything
unexpected is one line too, marked as a TriageSim bug (``cli.exits``).

A command is a module here with ``register(commands)``: it adds its subparser through
``usage.add_command`` (a one-line summary and examples for ``--help``) and sets ``handler`` (a
function of the parsed arguments returning an exit code). Adding a command is one module and
one name in ``COMMANDS``. How help reads and how a usage error reads: ``cli.usage``.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from .. import __version__
from ..errors import TriageSimError
from .common import EXIT_ALL_FAILED, EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE, error
from .exits import internal_error, interrupted, os_error, quiet_stdout, raise_if_interrupted, stopping_on_signals, writing_stdout
from .usage import PROG, HelpFormatter, OneLineParser, explained

__all__ = ["main", "make_parser", "EXIT_OK", "EXIT_SOME_FAILED", "EXIT_USAGE", "EXIT_ALL_FAILED"]

#: Command modules, in the order ``triagesim --help`` lists them.
COMMANDS = ("run", "audit", "evaluate", "check", "report", "audio", "asr", "rate", "export", "schema")


_EPILOG = """\
Each command has its own help, with its defaults and examples: triagesim COMMAND --help.
Exit codes: 0 success; 1 some episodes (ratings, renderings) failed, `check` found defects above
--max-rate, or the machine failed (a full disk); 2 a usage, input or configuration error (one line
on stderr); 3 every episode failed, or the batch stopped early; 130 / 143 / 129 interrupted by
SIGINT / SIGTERM / SIGHUP (finished work is kept).

examples:
  triagesim run                       # every bundled vignette, offline, into runs/
  triagesim evaluate runs
  triagesim report runs --out report  # then open report/index.html
"""


def make_parser() -> argparse.ArgumentParser:
    """The whole command line: every command of ``COMMANDS``, each with its options, help and examples."""
    parser = OneLineParser(prog=PROG, description="Simulated emergency-department triage conversations.",
                           epilog=_EPILOG, formatter_class=HelpFormatter)
    parser.add_argument("--version", action="version", version=f"triagesim {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS:
        importlib.import_module(f".{name}", __name__).register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    with stopping_on_signals(), writing_stdout():  # SIGTERM and SIGHUP unwind a command as Ctrl-C does (cli.exits)
        parser = args = None
        try:
            parser = make_parser()
            args = parser.parse_args(argv)  # a usage error exits here (SystemExit 2), as argparse does
            code = args.handler(args)
            raise_if_interrupted()  # a signal a callback swallowed still ends the command as interrupted
            sys.stdout.flush()  # a full disk behind `> file` fails here, where it is caught, not at exit
            return code
        except TriageSimError as failure:
            # the option the file came from, and the command's --help
            return error(str(failure) if parser is None else explained(str(failure), parser, args))
        except KeyboardInterrupt as interrupt:
            return interrupted(interrupt)
        except BrokenPipeError:  # `triagesim evaluate --json | head -1`: the reader left, not an error
            quiet_stdout()  # no second BrokenPipe while Python flushes stdout at exit
            return EXIT_OK
        except OSError as failure:  # a path that cannot be written or read: the user's to fix, named
            return os_error(failure)
        except Exception as failure:  # a TriageSim bug: still one line, never a traceback
            return internal_error(failure)
