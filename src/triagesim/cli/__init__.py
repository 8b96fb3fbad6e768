"""``triagesim`` command line: one module per command, assembled here.

``triagesim run`` with no arguments plays every bundled vignette with the offline engine
and writes ``runs/``; it needs no key and no network.

Exit codes: 0 success; 1 some episodes failed; 3 every episode failed, or the batch stopped
early; 2 a usage, input or configuration error (one line on stderr, naming the file, row,
field or option); 130 / 143 interrupted by SIGINT / SIGTERM. A traceback never reaches a
user: anything unexpected is one line too, marked as a TriageSim bug.

A command is a module here with ``register(commands)``: it adds its subparser and sets
``handler`` (a function of the parsed arguments returning an exit code). Adding a command
is one module and one name in ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
from pathlib import Path

from .. import __version__
from ..errors import TriageSimError
from .common import EXIT_ALL_FAILED, EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE, error

__all__ = ["main", "EXIT_OK", "EXIT_SOME_FAILED", "EXIT_USAGE", "EXIT_ALL_FAILED"]

#: Command modules, in the order ``triagesim --help`` lists them.
COMMANDS = ("run", "evaluate", "report", "audio", "asr", "rate", "export", "schema")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="triagesim", description="Simulated emergency-department triage conversations.")
    parser.add_argument("--version", action="version", version=f"triagesim {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        importlib.import_module(f".{name}", __name__).register(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)  # a usage error exits here (SystemExit 2), as argparse does
        return args.handler(args)
    except TriageSimError as failure:
        return error(str(failure))
    except KeyboardInterrupt as interrupt:
        signum = getattr(interrupt, "signum", signal.SIGINT)
        print("interrupted: finished work is kept; re-run the same command to resume", file=sys.stderr)
        return 128 + int(signum)
    except BrokenPipeError:  # `triagesim evaluate --json | head -1`: the reader left, not an error
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # no second BrokenPipe while Python flushes stdout at exit
        return EXIT_OK
    except Exception as failure:  # a TriageSim bug: still one line, never a traceback
        where = failure.__traceback__
        while where is not None and where.tb_next is not None:
            where = where.tb_next
        at = f" at {Path(where.tb_frame.f_code.co_filename).name}:{where.tb_lineno}" if where is not None else ""
        return error(f"internal error {type(failure).__name__}: {failure}{at} (a TriageSim bug; please report it)")
