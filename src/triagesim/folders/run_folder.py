"""A run's output folder: its identity, its error log, and what it already holds.

The folder holds one ``<run_id>.json`` per episode and nothing else matching ``*.json``; the
run configuration lives in ``.triagesim/config.json`` and failures in ``errors.jsonl``. A
folder belongs to one configuration (its fingerprint): resuming skips finished episodes of
that configuration, while a different configuration is refused instead of silently reusing
results it did not produce. Every write is atomic, so a crash, a full disk or a SIGKILL never
leaves a cut line or a half artifact. The folder is a local path or any fsspec URL
(``folders.location``): the rules are the same.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from ..errors import ArtifactError, ConfigError, ServiceError
from .location import Location, UrlFolder, open_location
from .reading import ArtifactFile

__all__ = ["RunFolder", "RunFolderError", "run_fingerprint", "ERRORS_FILE", "CONFIG_FILE"]

ERRORS_FILE = "errors.jsonl"
CONFIG_FILE = ".triagesim/config.json"  # a name inside the folder, for a path and a URL alike


class RunFolderError(ServiceError):
    """The output folder cannot be written (full disk, permissions): the batch stops, nothing is lost."""


def run_fingerprint(config: dict[str, Any]) -> str:
    """A short, stable id of everything that shapes an episode's result (not where it runs)."""
    canonical = json.dumps(config, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def _differences(old: dict[str, Any], new: dict[str, Any]) -> str:
    keys = sorted(set(old) | set(new))
    changed = [f"{key} {old.get(key)!r} -> {new.get(key)!r}" for key in keys if old.get(key) != new.get(key)]
    return "; ".join(changed[:4]) + (f"; and {len(changed) - 4} more" if len(changed) > 4 else "")


class RunFolder:
    """The output folder of one run configuration."""

    def __init__(self, where: str | os.PathLike[str] | Location) -> None:
        self.location = open_location(where)
        self.display = self.location.display  # how messages name it (a URL without its password)
        self._errors: dict[str, str] | None = None  # run_id -> its line, loaded on first use
        self._unsaved = False  # the log in memory has changes errors.jsonl does not have yet
        self._listed: frozenset[str] | None = None  # a URL folder's artifact names, listed once (``finished``)
        self._saved_at = float("-inf")

    @property
    def target(self) -> str | Path:
        """What ``write_artifact`` takes to write into this folder: its path, or its URL."""
        return self.location.target

    def has_config(self) -> bool:
        """Whether the folder was prepared (a Dask worker checks it sees the same folder as the client)."""
        try:
            self.location.read_bytes(CONFIG_FILE)
        except (OSError, ValueError):
            return False
        return True

    # -- claiming -----------------------------------------------------------------------
    def prepare(self, config: dict[str, Any], *, overwrite: bool = False) -> str:
        """Create or reopen the folder for ``config``; return its fingerprint.

        Raises ``ConfigError`` when the path is not a writable folder, or when it holds runs of
        another configuration (unless ``overwrite``, which removes them first).
        """
        option, where = "--out", self.display
        try:
            if self.location.exists() and not self.location.is_dir():
                raise ConfigError(f"{option} {where}: is a file, not a folder; choose a folder path")
            self.location.mkdir()
        except OSError as error:
            raise ConfigError(f"{option} {where}: cannot create the folder ({error.strerror or error})") from None
        fingerprint = run_fingerprint(config)
        stored = self._stored_config()
        if overwrite:
            self.clear()
        elif (problem := self.conflict(config)) is not None:
            raise ConfigError(
                f"{option} {where}: {problem}; "
                "choose another --out, add --new-out to write beside it, or --overwrite to replace them"
            )
        try:
            self.location.remove_stale_temporaries()  # a killed writer's leftovers
        except OSError:
            pass  # tidying is not a reason to stop a run: they stay outside every listing
        if not overwrite and stored is not None and stored.get("fingerprint") == fingerprint:
            return fingerprint
        try:
            self.location.mkdir(CONFIG_FILE.rsplit("/", 1)[0])
            text = json.dumps({"fingerprint": fingerprint, "config": config}, indent=1, sort_keys=True, default=str)
            self.location.write_atomic(CONFIG_FILE, text.encode("utf-8"))
        except OSError as error:
            raise ConfigError(f"{option} {where}: not writable ({error.strerror or error})") from None
        return fingerprint

    def conflict(self, config: dict[str, Any]) -> str | None:
        """Why this folder cannot take runs of ``config`` (it holds another configuration's), or None. Reads only."""
        if not self.location.is_dir() or next(self.location.names(".json"), None) is None:
            return None
        stored = self._stored_config()
        if stored is None:
            return f"holds artifacts of an unknown configuration (no {CONFIG_FILE})"
        if stored.get("fingerprint") != run_fingerprint(config):
            return f"holds runs of another configuration ({_differences(stored.get('config', {}), config)})"
        return None

    def _stored_config(self) -> dict[str, Any] | None:
        try:
            data = json.loads(self.location.read_bytes(CONFIG_FILE))
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            return {"fingerprint": None, "config": {}}  # unreadable: treated as another configuration
        return data if isinstance(data, dict) else {"fingerprint": None, "config": {}}

    def clear(self) -> None:
        """Remove this folder's artifacts, error log and configuration (``--overwrite``)."""
        for name in list(self.location.names(".json")):
            self.location.unlink(name)
        self.location.unlink(ERRORS_FILE)
        self.location.remove_tree(CONFIG_FILE.rsplit("/", 1)[0])
        self._errors, self._unsaved, self._listed = None, False, None

    @staticmethod
    def beside(where: str | os.PathLike[str]) -> str | Path:
        """The first free ``PATH-2``, ``PATH-3``, ... (``--new-out``), for a path or a URL."""
        location = open_location(where)
        if not location.exists():
            return where if isinstance(where, str) else Path(where)
        name = str(where).rstrip("/").rsplit("/", 1)[-1]
        number = 2
        while (candidate := location.sibling(f"{name}-{number}")).exists():
            number += 1
        return candidate.target

    # -- what is there ------------------------------------------------------------------
    #: Whether ``finished`` lists a URL folder once rather than reading per job (see there).
    LIST_ONCE = True

    def finished(self, run_id: str, fingerprint: str | None) -> dict[str, Any] | None:
        """The completed artifact of ``run_id`` for this configuration, or None (then it runs again):
        a file that is no readable artifact of this schema (another major version, the wrong
        shape, not a regular file) is played again and replaced, as a missing one is.

        Behind a URL, the folder is listed once (the first time this is asked) and only episodes
        listed there are read: a round trip per job would make a big resume over a network take
        hours. A local folder is asked one file open per job (cheaper than a listing of millions).
        """
        name = f"{run_id}.json"
        if isinstance(self.location, UrlFolder) and self.LIST_ONCE:
            if self._listed is None:
                try:
                    self._listed = frozenset(self.location.names(".json"))
                except FileNotFoundError:
                    self._listed = frozenset()
            if name not in self._listed:
                return None
        try:
            artifact = ArtifactFile(self.location, name).load()  # read as every reader reads it: version and shape checked
        except ArtifactError:
            return None
        if artifact.get("status") != "completed":
            return None
        if fingerprint is not None and artifact.get("fingerprint") != fingerprint:
            return None
        return artifact

    # -- the error log ------------------------------------------------------------------
    def _loaded_errors(self) -> dict[str, str]:
        if self._errors is None:
            self._errors = {}
            try:
                lines = self.location.read_bytes(ERRORS_FILE).decode("utf-8").splitlines()
            except (OSError, ValueError):  # none yet, or unreadable: a fresh log
                lines = []
            for line in lines:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue  # a cut line from an older version: dropped on the next rewrite
                if isinstance(record, dict) and isinstance(record.get("run_id"), str):
                    self._errors[record["run_id"]] = line
        return self._errors

    #: Seconds between two rewrites of ``errors.jsonl`` while a batch runs. Why not one rewrite per
    #: failure: the file is rewritten whole (one line per failed episode, the latest failure),
    #: so thousands of failures would write it thousands of times, each write blocking the event
    #: loop. The first change is written at once; later ones at most this often, and all of them
    #: by ``save_errors()`` when the batch ends (a killed process loses at most this long of the
    #: log; the episodes involved run again on resume, as every unfinished one does).
    SAVE_EVERY = 1.0

    def record_error(self, record: dict[str, Any]) -> None:
        """Log one failed episode (its latest failure replaces an earlier one)."""
        errors = self._loaded_errors()
        errors[str(record["run_id"])] = json.dumps(record, ensure_ascii=False)
        self._changed()

    def clear_error(self, run_id: str) -> None:
        """The episode has now succeeded: drop its old failure from the log."""
        errors = self._loaded_errors()
        if errors.pop(run_id, None) is not None:
            self._changed()

    def update_errors(self, changes: dict[str, str | None]) -> None:
        """Apply many error-log changes at once: ``run_id -> JSON line`` logs, ``None`` clears.

        Why: a Dask worker must not rewrite the shared ``errors.jsonl`` (two processes would
        overwrite each other's entries), so it hands its changes back and the client applies them here.
        """
        errors = self._loaded_errors()
        changed = False
        for run_id, line in changes.items():
            if line is None:
                changed |= errors.pop(run_id, None) is not None
            elif errors.get(run_id) != line:
                errors[run_id] = line
                changed = True
        if changed:
            self._changed()

    def save_errors(self) -> None:
        """Write the error-log changes not yet on disk (the batch calls it when it ends)."""
        if self._unsaved:
            self._rewrite_errors()

    def _changed(self) -> None:
        self._unsaved = True
        if time.monotonic() - self._saved_at >= self.SAVE_EVERY:
            self._rewrite_errors()

    def _rewrite_errors(self) -> None:
        errors = self._loaded_errors()
        try:
            if errors:
                self.location.write_atomic(ERRORS_FILE, "".join(line + "\n" for line in errors.values()).encode("utf-8"))
            else:
                self.location.unlink(ERRORS_FILE)
            self._unsaved, self._saved_at = False, time.monotonic()
        except OSError as error:
            raise RunFolderError(
                f"cannot write {self.location.child(ERRORS_FILE)} ({error.strerror or error}); "
                "free space or fix permissions, then re-run the same command to resume"
            ) from None
