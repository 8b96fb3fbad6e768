"""Atomic writes: a hidden temporary beside the target, renamed into place, and its leftovers.

Readers see the old file or the new one, never a part, and a crash or a SIGKILL never leaves a
half-written file. A whole folder of outputs that belong together (a report: ``report.json``,
``index.html`` and its plots) is built the same way, in a hidden folder beside it
(``atomic_folder``), so an interrupted build leaves the old folder as it was. Every writer of the project names its temporary with ``temporary_name`` (a
local write here, a URL folder's, the LLM cache's, the Whisper model's), so one pattern
(``TEMPORARY``) tells a temporary from a record and names the process that wrote it.
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import shutil
import signal
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

__all__ = [
    "TEMPORARY",
    "temporary_name",
    "atomic_write_text",
    "atomic_write_bytes",
    "atomic_output",
    "atomic_folder",
    "signals_held",
    "remove_stale_temporaries",
]

#: The names ``temporary_name`` makes: ``.NAME.PID.RANDOM.tmp``. Earlier versions wrote local
#: temporaries as ``.NAME.PID.tmp``; those still match, so their leftovers are cleared too.
TEMPORARY = re.compile(r"\.(?P<stem>.+?)\.(?P<pid>\d+)(?:\.[0-9a-f]{8})?\.tmp")


def temporary_name(stem: str) -> str:
    """Hidden (outside every glob and listing the project reads), naming its writer's process (a
    later run tells a killed writer's leftovers from a live one's), unique among that process's threads."""
    return f".{stem}.{os.getpid()}.{uuid.uuid4().hex[:8]}.tmp"


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once: readers see the old file or the new one, never a part."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """``atomic_write_text`` for binary files (WAV audio): same temporary name, same guarantees."""
    temporary = path.with_name(temporary_name(path.stem))
    try:
        with temporary.open("wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)  # a failed write leaves neither a half file nor a stray temp
        raise


@contextlib.contextmanager
def atomic_output(path: Path) -> Iterator[Path]:
    """A temporary path to write ``path`` through piece by piece (a streamed export), renamed into place
    when the block ends and removed if it fails: ``atomic_write_text``'s guarantee for files too big to hold."""
    temporary = path.with_name(temporary_name(path.stem))
    try:
        yield temporary
        with temporary.open("rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """SIGINT, SIGTERM and SIGHUP wait until the block ends, then take effect as they would have.

    For the few renames that must happen together (``atomic_folder``'s swap): a signal between
    them would leave neither the old folder nor the new one in place. Only the main thread can
    hold signals (Python runs their handlers there); elsewhere the block runs as it is.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    held = [getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)]
    previous = {signum: signal.signal(signum, lambda signum, _frame: caught.append(signum)) for signum in held}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if caught:
            signal.raise_signal(caught[0])  # the handler it would have met runs now


def _stale(path: Path) -> bool:
    """A temporary (``TEMPORARY``) whose writer is gone: not this process, not a live one."""
    match = TEMPORARY.fullmatch(path.name)
    pid = int(match["pid"]) if match else None
    return not (pid is not None and pid != os.getpid() and _alive(pid))


@contextlib.contextmanager
def atomic_folder(target: Path, *, ours: Callable[[Path], bool]) -> Iterator[Path]:
    """A hidden folder beside ``target`` to build a whole folder in, put in place when the block ends.

    On success ``target`` holds what the block wrote: an absent target is the new folder (one
    rename); a target holding only entries that ``ours`` claims (an older build) is swapped for it
    (two renames with signals held, then the old one is deleted). A target holding other things
    as well (``--out .``) is never deleted: the new entries are renamed into it one by one, signals
    held, and nothing else in it is touched. On failure, a
    signal included, the hidden folder is removed and ``target`` is as it was. Hidden folders
    of builds killed outright (SIGKILL) are removed by the next build of the same target.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    for leftover in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
        if leftover.is_dir() and not leftover.is_symlink() and _stale(leftover):
            shutil.rmtree(leftover, ignore_errors=True)
    staging = target.with_name(temporary_name(target.name))
    try:
        staging.mkdir()  # inside the try: a signal right after it still removes the folder
        yield staging
        with signals_held():
            _put_in_place(staging, target, ours)
    finally:
        _remove(staging)  # gone after a swap or a merge; after a failure, the half build


def _remove(folder: Path, *, tries: int = 40, pause: float = 0.05) -> None:
    """Delete a staging folder, again while something still writes into it: after a signal, a worker
    thread of the build (a plot being saved) can add a file behind the first delete."""
    for _ in range(tries):
        shutil.rmtree(folder, ignore_errors=True)
        if not os.path.lexists(folder):
            return
        time.sleep(pause)


def _put_in_place(staging: Path, target: Path, ours: Callable[[Path], bool]) -> None:
    if not os.path.lexists(target):
        os.rename(staging, target)
        return
    if target.is_dir() and not target.is_symlink() and all(ours(entry) for entry in target.iterdir()):
        old = target.with_name(temporary_name(target.name))
        os.rename(target, old)
        try:
            os.rename(staging, target)
        except BaseException:
            os.rename(old, target)
            raise
        shutil.rmtree(old, ignore_errors=True)
        return
    if not target.is_dir():
        raise NotADirectoryError(20, "Not a directory", str(target))
    for entry in staging.iterdir():
        os.replace(entry, target / entry.name)


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Delete ``.*.tmp`` files left by writers that no longer run (a SIGKILL mid-write); a live
    writer's (another process's ``TEMPORARY``) stays."""
    removed = []
    for path in folder.glob(".*.tmp"):
        match = TEMPORARY.fullmatch(path.name)
        pid = int(match["pid"]) if match else None
        if pid is not None and pid != os.getpid() and _alive(pid):
            continue
        path.unlink(missing_ok=True)
        removed.append(path)
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's live process
        return True
    return True
