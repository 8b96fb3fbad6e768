"""What every command shares: exit codes, the one-line error, argument types (counts with ceilings), the
``--sampling`` check, logging above a progress bar."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_SOME_FAILED, EXIT_USAGE, EXIT_ALL_FAILED = 0, 1, 2, 3


def error(message: str) -> int:
    """Print one line on stderr (whitespace folded) and return the usage exit code."""
    print(f"triagesim: error: {' '.join(str(message).split())}", file=sys.stderr)
    return EXIT_USAGE


def checked_sampling(text: str | None) -> dict[str, Any]:
    """``--sampling`` parsed and checked, whatever the engine (a typo is an error before the first episode,
    even where an offline engine would never send it), every problem named by the option."""
    from ..errors import ConfigError
    from ..llm.settings import parse_sampling

    try:
        return parse_sampling(text)
    except ConfigError as problem:
        message = str(problem)
        raise ConfigError(message if message.startswith("--sampling") else f"--sampling: {message}") from None


def positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {number}")
    return number


def count(low: int, high: int, why: str = "") -> Callable[[str], int]:
    """An argparse type for a count option: a whole number from ``low`` to ``high``.

    Every count has a ceiling: ``--workers 100000`` once tried to start that many processes and
    hung, deaf to SIGTERM. ``why`` says where the ceiling comes from when it is not obvious."""

    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
        if not low <= number <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}{f' ({why})' if why else ''}, got {number}")
        return number

    parse.__name__ = "count"  # argparse names the type in its messages
    return parse


#: Ceilings of the count options (``count``): far above any use seen, low enough that a typo cannot hang a machine.
MAX_CONCURRENCY = 1000
MAX_PARTITION_SIZE = 100_000
MAX_BOOTSTRAP = 100_000
MAX_EPISODES_PER_CASE = 10_000
MAX_TURNS = 200
MAX_RETRIES = 20
MAX_ROW_GROUP_SIZE = 1_000_000
MAX_BEAM_SIZE = 20
SAMPLE_RATES = (8000, 192_000)


def workers_count() -> Callable[[str], int]:
    """``--workers``: at most ``executors.most_local_workers()``, said with the machine's figures."""
    from ..executors import WORKERS_PER_CORE, most_local_workers

    return count(1, most_local_workers(), f"{WORKERS_PER_CORE} per CPU core, {os.cpu_count() or 1} cores here; "
                                          "for more, start a Dask cluster and pass --scheduler")


def threads_count(low: int = 1) -> Callable[[str], int]:
    """``--threads``: at most as many as ``--workers`` (a thread per core does the work; more only switch)."""
    from ..executors import WORKERS_PER_CORE, most_local_workers

    return count(low, most_local_workers(), f"{WORKERS_PER_CORE} per CPU core, {os.cpu_count() or 1} cores here")


def local_folder(value: str) -> Path:
    """A folder argument that must be on this machine (``asr``'s audio folder, ``rate --audio`` and
    ``--compare``): a local path; a URL is refused plainly rather than as "folder not found"."""
    from ..folders.location import is_url
    from ..redaction import redact_url

    if value.startswith("file://"):  # a local folder written as a URL (run --out accepts both)
        from urllib.parse import unquote, urlsplit

        return Path(unquote(urlsplit(value).path))
    if is_url(value):
        raise argparse.ArgumentTypeError(
            f"{redact_url(value)}: this folder must be local; copy the folder down first "
            "(run folders of artifacts may be URLs, audio and rating folders may not)"
        )
    return Path(value)


def folder_or_url(value: str) -> Path | str:
    """A folder of artifacts, read through ``triagesim.folders.reading`` (evaluate, report, export, audio,
    asr --runs, rate): a local path, or an fsspec URL kept as given (a ``file://`` URL is the folder it names)."""
    from ..folders.location import url_or_path

    return local_folder(value) if value.startswith("file://") else url_or_path(value)


def local_output(value: str) -> Path:
    """An output argument that is always written on this machine (``export --out``, ``report --out``)."""
    from ..folders.location import is_url
    from ..redaction import redact_url

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
