"""Run artifacts on disk: deterministic ids and atomic writes (reading and scoring is in ``evaluation``).

An output folder holds *only* episode artifacts as ``*.json`` (the metrics spec's
aggregation example globs ``*.json``), so temporary files and error logs use other
extensions. Writes go to a temporary file and are renamed into place, so a crash or a
SIGKILL never leaves a half-written artifact behind.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pydantic_core

if TYPE_CHECKING:
    from .location import Location

__all__ = [
    "SUMMARY_FILES",
    "artifact_files",
    "record_names",
    "make_run_id",
    "write_artifact",
    "atomic_write_text",
    "atomic_write_bytes",
    "atomic_output",
    "remove_stale_temporaries",
]

#: JSON files our commands write beside artifacts (``triagesim asr`` and ``triagesim rate``
#: summaries): every reader of a folder of artifacts passes over them, rather than calling them broken.
SUMMARY_FILES = frozenset({"asr_summary.json", "summary.json", "comparison.json"})


def record_names(location: Location) -> Iterator[str]:
    """The names of the record files of a folder our commands wrote (artifacts, ASR artifacts,
    ratings), local or behind a URL: its ``*.json``, neither hidden nor one of ``SUMMARY_FILES``.
    A local folder is read one directory entry at a time (a folder of millions is never listed
    whole; sort the result where order matters); a URL folder is listed once."""
    for name in location.names(".json"):
        if name not in SUMMARY_FILES:
            yield name


def artifact_files(folder: str | Path) -> Iterator[Path]:
    """``record_names`` of a local folder, as paths."""
    from .location import LocalFolder  # its listing: visible names, one entry at a time

    for name in record_names(LocalFolder(folder)):
        yield Path(folder) / name

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def make_run_id(case_id: str, episode: int, seed: int, algorithm: str) -> str:
    """Readable and deterministic: the same (case, episode, seed, algorithm) always gives the same id."""
    digest = hashlib.sha256(f"{case_id}\x1f{episode}\x1f{seed}\x1f{algorithm}".encode()).hexdigest()[:10]
    slug = _UNSAFE.sub("-", str(case_id)).strip("-.")[:40] or "case"
    return f"{slug}_{algorithm}_e{episode}_{digest}"


def write_artifact(artifact: dict[str, Any], folder: str | Path) -> str | Path:
    """Write ``<folder>/<run_id>.json`` atomically (temporary file, fsync, rename); ``folder`` may
    be an fsspec URL (``triagesim.location``). Returns where the artifact went."""
    from .location import LocalFolder, open_location

    location = open_location(folder)
    if isinstance(location, LocalFolder):
        location.mkdir()
    run_id = artifact["run_id"]
    if _UNSAFE.search(run_id) or run_id.startswith("."):
        raise ValueError(f"run_id {run_id!r} is not a safe file name")
    final = location.path / f"{run_id}.json" if isinstance(location, LocalFolder) else location.child(f"{run_id}.json")
    # pydantic_core writes the same text as the stdlib's json.dumps(ensure_ascii=False, indent=1) about ten
    # times faster (with an indent the stdlib encodes in pure Python); every value reads back equal, only
    # tiny floats are spelled differently (0.00001 for 1e-05).
    try:
        text = pydantic_core.to_json(artifact, indent=1) + b"\n"
    except pydantic_core.PydanticSerializationError as error:  # what json.dumps raises for a value JSON cannot hold
        raise TypeError(str(error)) from None
    location.write_atomic(f"{run_id}.json", text)
    return final


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once: readers see the old file or the new one, never a part.

    The temporary name (``.<name>.<pid>.tmp``) is outside every glob the project reads, and
    names its writer so a later run can tell a crashed writer's leftovers from a live one's.
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """``atomic_write_text`` for binary files (WAV audio): same temporary name, same guarantees."""
    temporary = path.with_name(f".{path.stem}.{os.getpid()}.tmp")
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
    temporary = path.with_name(f".{path.stem}.{os.getpid()}.tmp")
    try:
        yield temporary
        with temporary.open("rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Delete ``.*.tmp`` files left by writers that no longer run (a SIGKILL mid-write)."""
    removed = []
    for path in folder.glob(".*.tmp"):
        pid = path.name.rsplit(".", 2)[-2] if path.name.count(".") >= 3 else ""
        if pid.isdigit() and int(pid) != os.getpid() and _alive(int(pid)):
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
