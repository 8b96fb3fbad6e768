"""Reading artifacts back: a folder of them, local or at an fsspec URL, one artifact at a time.

The one reader of ``evaluate``, ``report`` and ``export`` (``folder_artifacts``): the folder is
listed once, then each artifact's bytes are fetched when its turn comes. A file that is no
usable artifact (binary, not UTF-8, invalid or too deeply nested JSON, not an object, another
major version) raises ``_Unusable`` with the reason in a few words; the caller names the file
and skips it or raises. A file behind a URL is named by its URL, password masked.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .artifacts import record_names
from .core.artifact import check_schema_version
from .errors import ArtifactError
from .location import LocalFolder, Location, UrlFolder, open_location

__all__ = ["Where", "open_run_folder", "folder_artifacts"]


class _Unusable(Exception):
    """One line on why a file or an entry cannot be used; the caller names the file, then raises or skips."""


# ------------------------------------------------------------------ reading JSON safely
def _kind(value: Any) -> str:
    """A value's JSON type in words, without rendering it (a deeply nested value would not render)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple, set, frozenset)):
        return "a list"
    return type(value).__name__


def _shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _shown(text: str) -> str:
    """``repr`` of a string, shortened so a one-line message stays one short line."""
    return repr(_shorten(text))


def _read_text(path: Path) -> str:
    """The file's UTF-8 text, or ``_Unusable`` saying in words why it cannot be read."""
    return _utf8(_read_bytes(LocalFolder(path.parent), path.name))


def _read_bytes(location: Location, name: str) -> bytes:
    """One file's bytes, local or behind a URL, or ``_Unusable`` saying in words why it cannot be read."""
    try:
        return location.read_bytes(name)
    except FileNotFoundError:
        raise _Unusable("file not found") from None
    except IsADirectoryError:
        raise _Unusable("is a folder, not a file") from None
    except OSError as error:
        raise _Unusable(f"cannot be read ({_os_reason(error, location)})") from None


def _os_reason(error: OSError, location: Location) -> str:
    """Why a file system call failed, in a few words; behind a URL, never with the URL's password."""
    if not isinstance(location, UrlFolder):
        return error.strerror or type(error).__name__
    reason = error.strerror or (str(error).strip().splitlines() or [type(error).__name__])[0]
    reason = reason.removeprefix(f"{location.display}: ")  # UrlFolder names the folder; the caller does too
    secret = urlsplit(location.url).password
    return reason.replace(secret, "***") if secret else reason


def _utf8(data: bytes) -> str:
    """Bytes as UTF-8 text with universal newlines (as a file opened as text reads), or ``_Unusable``."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise _Unusable(
            f"not UTF-8 text (byte {error.object[error.start]:#04x} at offset {error.start}); is it a binary file?"
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def _decode(text: str, *, one_line: bool = False) -> Any:
    """Parsed JSON, or ``_Unusable``; ``one_line`` (a JSONL record) reports the column only."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = f"column {error.colno}" if one_line else f"line {error.lineno}, column {error.colno}"
        raise _Unusable(f"invalid JSON at {where}: {error.msg}") from None
    except RecursionError:
        raise _Unusable("JSON nested too deeply to read") from None
    except ValueError as error:  # e.g. an integer over Python's digit limit
        raise _Unusable(f"invalid JSON: {error}") from None


def _is_folder(location: Location, name: str) -> bool:
    try:
        return location.is_dir(name)
    except OSError:
        return False


# ------------------------------------------------------------------ a folder of artifacts, local or behind a URL
#: Where an artifact was read from: its ``Path`` in a local folder, its URL (password masked) behind a URL.
Where = Path | str


def _file_name(where: Where) -> str:
    return where.name if isinstance(where, Path) else where.rsplit("/", 1)[-1]


def _folder_where(location: Location) -> Where:
    """How a folder is recorded in a scan and a report: its path, or its URL with the password masked."""
    return location.path if isinstance(location, LocalFolder) else location.display


def open_run_folder(folder: str | Path | Location) -> Location:
    """The folder of artifacts to read (a path, or an fsspec URL), checked: ``ArtifactError`` naming it
    (password masked) when it is missing or a file; ``ConfigError`` when a URL cannot be opened."""
    location = open_location(folder)
    try:
        is_folder = location.is_dir()
        exists = is_folder or location.exists()
    except OSError as error:
        raise ArtifactError(f"{location.display}: cannot be read ({_os_reason(error, location)})") from None
    if not is_folder:
        what = "is a file, not a folder" if exists else "folder not found"
        raise ArtifactError(f"{location.display}: {what}; give the folder of run artifacts (`triagesim run --out`)")
    return location


def folder_artifacts(location: Location, *, ordered: bool = False) -> Iterator[tuple[Where, Callable[[], dict[str, Any]]]]:
    """Each record file of a folder (``artifacts.record_names``), local or behind a URL, as ``(where, load)``.

    The one reader of folders of artifacts (``evaluate``, ``report``, ``export``). ``where`` is the
    file's ``Path``, or its URL with the password masked. ``load()`` reads that one file and returns
    the artifact, or raises ``_Unusable`` with the reason to skip it, so no more than one artifact's
    bytes are held at a time. A local folder is read one directory entry at a time, a URL folder
    is listed once; ``ordered`` sorts the names (holding them all). A folder that cannot be
    listed raises ``ArtifactError`` naming it.
    """
    try:  # only the listing runs in here: ``load()`` runs in the caller
        names = sorted(record_names(location)) if ordered else record_names(location)
        for name in names:
            where = location.path / name if isinstance(location, LocalFolder) else location.child(name)
            yield where, functools.partial(_load_artifact, location, name)
    except OSError as error:
        raise ArtifactError(f"{location.display}: cannot be listed ({_os_reason(error, location)})") from None


def _load_artifact(location: Location, name: str) -> dict[str, Any]:
    """The artifact ``name`` of ``location``, or ``_Unusable`` with the reason the report gives for skipping it."""
    if isinstance(location, LocalFolder):  # a folder, a FIFO or a device named *.json: never opened
        path = location.path / name
        if not path.is_file():
            raise _Unusable("not a regular file" if path.exists() else "file not found")
    try:
        raw = _read_bytes(location, name)
    except _Unusable:
        if not isinstance(location, LocalFolder) and _is_folder(location, name):  # listed like a file by some protocols
            raise _Unusable("not a regular file") from None
        raise
    data = _decode(_utf8(raw))
    try:
        check_schema_version(data, name)
    except ArtifactError as error:
        raise _Unusable(str(error).removeprefix(f"{name}: ")) from None
    return data
