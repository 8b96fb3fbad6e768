"""What every command shares: exit codes, the one-line error, argument types, logging above a progress bar."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
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


def local_folder(value: str) -> Path:
    """A folder argument of a command that reads artifacts: a local path. Only ``run --out`` writes
    to a URL; reading one back is a copy first, said plainly rather than as "folder not found"."""
    from ..location import is_url, redact_url

    if value.startswith("file://"):  # a local folder written as a URL (run --out accepts both)
        from urllib.parse import unquote, urlsplit

        return Path(unquote(urlsplit(value).path))
    if is_url(value):
        raise argparse.ArgumentTypeError(
            f"{redact_url(value)}: this command reads a local folder; copy the folder down first "
            "(only `triagesim run --out` writes to a URL)"
        )
    return Path(value)


def folder_or_url(value: str) -> Path | str:
    """A folder argument of a command that reads artifacts through ``triagesim.location`` (evaluate,
    report, export): a local path, or an fsspec URL kept as given (a ``file://`` URL is the folder it names)."""
    from ..location import url_or_path

    return local_folder(value) if value.startswith("file://") else url_or_path(value)


def local_output(value: str) -> Path:
    """An output argument that is always written on this machine (``export --out``, ``report --out``)."""
    from ..location import is_url, redact_url

    if is_url(value):
        raise argparse.ArgumentTypeError(
            f"{redact_url(value)}: this is written to a local path; write it here, then copy it where it should go"
        )
    return Path(value)


@contextlib.contextmanager
def log_through(console: Any) -> Iterator[None]:
    """Warnings of the ``triagesim`` loggers (LLM retries, capped waits) print above the progress bar
    (plainly on stderr when ``--quiet`` has no bar: ``console`` is None).

    Restored afterwards, so calling ``main()`` in-process (tests, notebooks) leaves logging as it was.
    """
    import logging

    if console is None:
        handler: logging.Handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
    else:
        from rich.logging import RichHandler

        handler = RichHandler(console=console, show_time=False, show_path=False, markup=False)
    logger = logging.getLogger("triagesim")
    saved = (logger.handlers, logger.level, logger.propagate)
    logger.handlers = [handler]
    logger.setLevel(logging.WARNING)
    logger.propagate = False
    try:
        yield
    finally:
        logger.handlers, logger.level, logger.propagate = saved


class _NoProgress:
    """``--quiet``: the progress bar's interface, doing nothing (rich is not even imported)."""

    def __enter__(self) -> "_NoProgress":
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def add_task(self, *args: Any, **kwargs: Any) -> int:
        return 0

    def update(self, *args: Any, **kwargs: Any) -> None:
        return None


def progress_bar(label: str, fields: str, *, quiet: bool) -> tuple[Any, Any]:
    """The one progress bar of every long command, on stderr: ``label``, bar, N/M, ``fields``
    (a format over ``task.fields``), elapsed. Returns (console, progress); warnings of the
    ``triagesim`` loggers go above it through ``log_through(console)``. Quiet: (None, a
    progress that does nothing), so a scripted run skips rich's import and per-episode updates."""
    if quiet:
        return None, _NoProgress()
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    progress = Progress(TextColumn(f"[bold]{label}"), BarColumn(), MofNCompleteColumn(), TextColumn(fields),
                        TimeElapsedColumn(), console=console, disable=quiet, transient=False)
    return console, progress
