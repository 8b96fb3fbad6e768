"""Reading artifacts back: one file, or a folder of them, local or at an fsspec URL, one artifact at a time.

The one reader of artifacts (``evaluate``, ``report``, ``export``, ``audio``, ``asr``, ``rate`` and
a run folder's resume): ``load_artifact`` reads one file, ``iter_artifacts`` lists a folder once
and fetches each artifact's bytes when its turn comes. Every artifact read is checked before
any command reads a field: a regular file (a FIFO, a socket or a device named ``*.json`` is
never opened: opening a FIFO blocks until a writer comes), UTF-8 JSON with finite numbers, this
schema's major version, and the published model's shape (``core.artifact.Artifact``, strictly:
``state.turn`` is an integer, never the string ``"2"``). A file that fails is an
``ArtifactError`` naming it, with the ``reason`` in a few words; every reader skips it, names it
and goes on. A file behind a URL is named by its URL, password masked.
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import ValidationError

from ..core.artifact import Artifact, check_schema_version
from ..errors import ArtifactError
from .artifacts import record_names
from ..redaction import redact_url
from .location import LocalFolder, Location, UrlFolder, is_url, open_location

__all__ = [
    "load_artifact",
    "iter_artifacts",
    "ArtifactFile",
    "check_artifact",
    "Where",
    "open_run_folder",
    "UnusableFile",
    "json_kind",
    "shortened",
    "quoted",
    "read_local_text",
    "decode_json",
    "file_name",
    "folder_where",
]


class UnusableFile(Exception):
    """One line on why a file or an entry cannot be used; the caller names the file, then raises or skips."""


# ------------------------------------------------------------------ reading JSON safely
def json_kind(value: Any) -> str:
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


def shortened(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quoted(text: str) -> str:
    """``repr`` of a string, shortened so a one-line message stays one short line."""
    return repr(shortened(text))


def read_local_text(path: Path) -> str:
    """The UTF-8 text of a regular file, or ``UnusableFile`` saying in words why it cannot be read."""
    return _utf8(_read_regular_file(path))


#: What a path that is no regular file is, by its ``stat`` mode test.
_NOT_REGULAR = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"))


def _read_regular_file(path: Path, *, a_folder: str = "is a folder, not a file") -> bytes:
    """A local file's bytes, only when it is a regular file (a symbolic link to one counts).

    Why the care: opening a FIFO blocks until something writes to it, forever in a batch, and
    opening a device may do anything. The kind is checked before the file is opened, and again
    on the open file (opened non-blocking, so even a FIFO put there in between cannot block).
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise UnusableFile("file not found") from None
    except OSError as error:
        raise UnusableFile(f"cannot be read ({error.strerror or type(error).__name__})") from None
    if stat.S_ISDIR(mode):
        raise UnusableFile(a_folder)
    for test, kind in _NOT_REGULAR:
        if test(mode):
            raise UnusableFile(f"not a regular file ({kind}); never opened")
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        raise UnusableFile(f"cannot be read ({error.strerror or type(error).__name__})") from None
    with os.fdopen(descriptor, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise UnusableFile("not a regular file")
        try:
            return handle.read()
        except OSError as error:
            raise UnusableFile(f"cannot be read ({error.strerror or type(error).__name__})") from None


def _read_bytes(location: Location, name: str) -> bytes:
    """One record file's bytes, local or behind a URL, or ``UnusableFile`` saying in words why it cannot be read."""
    if isinstance(location, LocalFolder):
        return _read_regular_file(location.path / name, a_folder="not a regular file")
    try:
        return location.read_bytes(name)
    except OSError as error:
        if _is_folder(location, name):  # listed like a file by some protocols
            raise UnusableFile("not a regular file") from None
        if isinstance(error, FileNotFoundError):
            raise UnusableFile("file not found") from None
        raise UnusableFile(f"cannot be read ({_os_reason(error, location)})") from None


def _os_reason(error: OSError, location: Location) -> str:
    """Why a file system call failed, in a few words; behind a URL, never with the URL's password."""
    if not isinstance(location, UrlFolder):
        return error.strerror or type(error).__name__
    reason = error.strerror or (str(error).strip().splitlines() or [type(error).__name__])[0]
    reason = reason.removeprefix(f"{location.display}: ")  # UrlFolder names the folder; the caller does too
    secret = urlsplit(location.url).password
    return reason.replace(secret, "***") if secret else reason


def _utf8(data: bytes) -> str:
    """Bytes as UTF-8 text with universal newlines (as a file opened as text reads), or ``UnusableFile``."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise UnusableFile(
            f"not UTF-8 text (byte {error.object[error.start]:#04x} at offset {error.start}); is it a binary file?"
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def _no_constant(token: str) -> Any:
    raise UnusableFile(f"invalid JSON: {token} is not a JSON number")


def _finite(token: str) -> float:
    value = float(token)
    if math.isinf(value):
        raise UnusableFile(f"invalid JSON: the number {shortened(token, 20)} is too large for a float")
    return value


def decode_json(text: str, *, one_line: bool = False, finite: bool = False) -> Any:
    """Parsed JSON, or ``UnusableFile``; ``one_line`` (a JSONL record) reports the column only.

    ``finite`` refuses ``NaN`` and ``Infinity`` (Python's ``json`` reads them; JSON has no such
    numbers) and numbers too large for a float, rather than handing on a value no figure can use.
    """
    hooks: dict[str, Any] = {"parse_constant": _no_constant, "parse_float": _finite} if finite else {}
    try:
        return json.loads(text, **hooks)
    except json.JSONDecodeError as error:
        where = f"column {error.colno}" if one_line else f"line {error.lineno}, column {error.colno}"
        raise UnusableFile(f"invalid JSON at {where}: {error.msg}") from None
    except RecursionError:
        raise UnusableFile("JSON nested too deeply to read") from None
    except ValueError as error:  # e.g. an integer over Python's digit limit
        raise UnusableFile(f"invalid JSON: {error}") from None


def _is_folder(location: Location, name: str) -> bool:
    try:
        return location.is_dir(name)
    except OSError:
        return False


# ------------------------------------------------------------------ an artifact's shape
#: Validation errors that are no shape problem for a reader: a field left out (the metrics spec
#: requires fewer fields than the model holds, and each command checks the fields it needs itself:
#: audio a transcript, rate the algorithm) and a field the model does not know (a newer minor
#: version adds fields; no reader reads one it does not know).
_NOT_SHAPE = frozenset({"missing", "extra_forbidden"})
_SHOWN_PROBLEMS = 3


def check_artifact(data: Any, source: str) -> dict[str, Any]:
    """``data`` when it is an artifact this TriageSim reads, else ``ArtifactError`` naming ``source``.

    An artifact of this major version whose every field holds what the published model
    (``core.artifact.Artifact``, ``triagesim schema``) says, checked strictly: no string for a
    number, no number for a string, no list where one value belongs. A field that is absent,
    or one a newer minor version added, is no problem here.
    """
    try:
        check_schema_version(data, source)
    except ArtifactError as error:
        raise ArtifactError(str(error), source=source, reason=str(error).removeprefix(f"{source}: ")) from None
    try:
        Artifact.model_validate(data, strict=True)
    except ValidationError as error:
        problems = [item for item in error.errors(include_url=False) if item["type"] not in _NOT_SHAPE]
        if problems:
            shown = "; ".join(_problem(item, data) for item in problems[:_SHOWN_PROBLEMS])
            more = f"; and {len(problems) - _SHOWN_PROBLEMS} more" if len(problems) > _SHOWN_PROBLEMS else ""
            reason = f"not the shape of an artifact ({shown}{more})"
            raise ArtifactError(f"{source}: {reason}", source=source, reason=reason) from None
    return data


def _problem(item: Any, data: Any) -> str:
    """One validation error as ``field: what is wrong, got what`` (the value shown only when short)."""
    field = _field(item["loc"], data)
    value = item.get("input")
    if item["type"] == "union_tag_not_found":
        return f"{field}: an entry needs its 'actor' (a system event also its 'event'), got {_shown(value)}"
    if item["type"] == "union_tag_invalid":
        tag = str((item.get("ctx") or {}).get("tag", ""))
        return f"{field}: {quoted(tag)} is no kind of entry here"
    message = shortened(str(item["msg"]).removeprefix("Input "), 80)
    return f"{field}: {message}, got {_shown(value)}"


def _shown(value: Any) -> str:
    if isinstance(value, str):
        return quoted(value)
    if value is None or isinstance(value, (bool, int, float)):
        return shortened(repr(value), 24)
    return json_kind(value)


def _field(loc: tuple[Any, ...], data: Any) -> str:
    """``history[0].turn`` for pydantic's ``('history', 0, 'patient', 'turn')``: the path through
    ``data``, leaving out the union tags pydantic puts in (the kind of a history entry)."""
    text, here = "", data
    for part in loc:
        if isinstance(part, int) and isinstance(here, list) and 0 <= part < len(here):
            text, here = f"{text}[{part}]", here[part]
        elif isinstance(here, dict) and part in here:
            text, here = f"{text}.{part}" if text else str(part), here[part]
    return text or "the artifact"


# ------------------------------------------------------------------ one artifact file, local or behind a URL
#: Where an artifact was read from: its ``Path`` in a local folder, its URL (password masked) behind a URL.
Where = Path | str


def file_name(where: Where) -> str:
    return where.name if isinstance(where, Path) else where.rsplit("/", 1)[-1]


def folder_where(location: Location) -> Where:
    """How a folder is recorded in a scan and a report: its path, or its URL with the password masked."""
    return location.path if isinstance(location, LocalFolder) else location.display


@dataclass(frozen=True)
class ArtifactFile:
    """One artifact file of a folder, not read yet: ``load()`` reads it (afresh at each call).

    Why not read at once: a folder of millions is streamed, one artifact's bytes held at a time,
    and a caller may pass over a file it does not need (a resumed batch's finished runs).
    """

    location: Location
    name: str

    @classmethod
    def at(cls, path_or_url: str | os.PathLike[str]) -> "ArtifactFile":
        """The artifact file at a path or an fsspec URL (``memory://runs/x.json``)."""
        if is_url(path_or_url):
            folder, _, name = str(path_or_url).rstrip("/").rpartition("/")
            if not name or not is_url(folder):
                raise ArtifactError(f"{redact_url(str(path_or_url))}: not the URL of a file in a folder")
            return cls(open_location(folder), name)
        path = Path(path_or_url)
        return cls(LocalFolder(path.parent), path.name)

    @property
    def where(self) -> Where:
        """The file's ``Path``, or its URL with the password masked (for messages and records)."""
        location = self.location
        return location.path / self.name if isinstance(location, LocalFolder) else location.child(self.name)

    def load(self) -> dict[str, Any]:
        """The artifact, checked (``check_artifact``); ``ArtifactError`` naming the file and the reason otherwise."""
        source = str(self.where)
        try:
            data = decode_json(_utf8(_read_bytes(self.location, self.name)), finite=True)
        except UnusableFile as problem:
            raise ArtifactError(f"{source}: {problem}", source=source, reason=str(problem)) from None
        return check_artifact(data, source)


def load_artifact(path_or_url: str | os.PathLike[str]) -> dict[str, Any]:
    """The artifact at a path or an fsspec URL, checked; ``ArtifactError`` naming it (and why) otherwise.

    ``ConfigError`` when a URL's folder cannot be opened at all (an unknown protocol, a server down).
    """
    return ArtifactFile.at(path_or_url).load()


# ------------------------------------------------------------------ a folder of artifacts, local or behind a URL
def open_run_folder(folder: str | os.PathLike[str] | Location) -> Location:
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


def iter_artifacts(folder: str | os.PathLike[str] | Location, *, ordered: bool = False) -> Iterator[ArtifactFile]:
    """Each record file of a folder (``artifacts.record_names``: its ``*.json`` but our summaries),
    local or behind a URL, as an ``ArtifactFile`` to ``load()``.

    A local folder is read one directory entry at a time, a URL folder is listed once;
    ``ordered`` sorts the names (holding them all). The folder is checked when iteration starts:
    ``ArtifactError`` naming it when it is missing, a file, or cannot be listed.
    """
    location = open_run_folder(folder)
    try:  # only the listing runs in here: ``load()`` runs in the caller
        names = sorted(record_names(location)) if ordered else record_names(location)
        for name in names:
            yield ArtifactFile(location, name)
    except OSError as error:
        raise ArtifactError(f"{location.display}: cannot be listed ({_os_reason(error, location)})") from None
