"""Atomic writes: a hidden temporary beside the target, renamed into place, and its leftovers.

Readers see the old file or the new one, never a part, and a crash or a SIGKILL never leaves a
half-written file. Every writer of the project names its temporary with ``temporary_name`` (a
local write here, a URL folder's, the LLM cache's, the Whisper model's), so one pattern
(``TEMPORARY``) tells a temporary from a record and names the process that wrote it.
"""

from __future__ import annotations

import contextlib
import os
import re
import uuid
from collections.abc import Iterator
from pathlib import Path

__all__ = [
    "TEMPORARY",
    "temporary_name",
    "atomic_write_text",
    "atomic_write_bytes",
    "atomic_output",
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
