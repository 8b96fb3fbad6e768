"""What every command shares: exit codes, the one-line error, argument types, logging above a progress bar."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from typing import Any

EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE, EXIT_ALL_FAILED = 0, 1, 2, 3


def error(message: str) -> int:
    """Print one line on stderr (whitespace folded) and return the usage exit code."""
    print(f"triagesim: error: {' '.join(str(message).split())}", file=sys.stderr)
    return EXIT_USAGE


def positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {number}")
    return number


@contextlib.contextmanager
def log_through(console: Any) -> Iterator[None]:
    """Warnings of the ``triagesim`` loggers (LLM retries, capped waits) print above the progress bar.

    Restored afterwards, so calling ``main()`` in-process (tests, notebooks) leaves logging as it was.
    """
    import logging

    from rich.logging import RichHandler

    logger = logging.getLogger("triagesim")
    saved = (logger.handlers, logger.level, logger.propagate)
    logger.handlers = [RichHandler(console=console, show_time=False, show_path=False, markup=False)]
    logger.setLevel(logging.WARNING)
    logger.propagate = False
    try:
        yield
    finally:
        logger.handlers, logger.level, logger.propagate = saved




def progress_bar(label: str, fields: str, *, quiet: bool) -> tuple[Any, Any]:
    """The one progress bar of every long command, on stderr: ``label``, bar, N/M, ``fields``
    (a format over ``task.fields``), elapsed. Returns (console, progress); warnings of the
    ``triagesim`` loggers go above it through ``log_through(console)``."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    progress = Progress(TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn(), TextColumn(fields),
                        TimeElapsedColumn(), console=console, disable=quiet, transient=False)
    return console, progress
