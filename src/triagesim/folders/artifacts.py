"""Run artifacts in a folder: deterministic ids, atomic writes, the record files' names (reading
them back is ``reading``; the atomic write itself is ``atomic``).

An output folder holds *only* episode artifacts as ``*.json`` (the metrics spec's
aggregation example globs ``*.json``), so temporary files and error logs use other
extensions. Writes go to a temporary file and are renamed into place, so a crash or a
SIGKILL never leaves a half-written artifact behind.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pydantic_core

from .location import LocalFolder, Location, open_location

__all__ = [
    "AUDIT_FILE",
    "SUMMARY_FILES",
    "artifact_files",
    "record_names",
    "make_run_id",
    "write_artifact",
]

#: The statistics ``triagesim audit`` writes beside its paired artifacts (``report`` shows them).
AUDIT_FILE = "audit.json"
#: JSON files our commands write beside artifacts (``triagesim asr`` and ``triagesim rate``
#: summaries, ``triagesim audit``'s statistics): every reader of a folder of artifacts passes over
#: them, rather than calling them broken.
SUMMARY_FILES = frozenset({"asr_summary.json", "summary.json", "comparison.json", AUDIT_FILE})


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
    be an fsspec URL (``folders.location``). Returns where the artifact went."""
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
