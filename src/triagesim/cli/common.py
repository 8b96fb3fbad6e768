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


