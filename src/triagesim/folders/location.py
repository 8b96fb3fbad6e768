"""Where a folder of records lives: a local path, or any fsspec URL (``s3://``, ``gs://``, ``ftp://``, ``file://``).

Why one small interface: a run folder's rules (one configuration per folder, resume by one
read per job, an error log, atomic writes) are the same wherever its files are, so
``RunFolder`` and ``write_artifact`` speak to a ``Location`` and never to the disk directly.

* ``LocalFolder`` keeps the fast path: a temporary file, fsync, then a rename.
* ``UrlFolder`` goes through fsspec (the filesystem Dask itself uses; the protocol's own
  package, e.g. ``s3fs``, must be installed). A write goes to a temporary name beside the
  target and is moved into place, so a reader sees a whole record or none; on object stores
  the object appears whole anyway. A writer killed mid-write can leave a ``.NAME.PID.RANDOM.tmp``
  object, which every listing passes over. The next run that prepares the folder deletes
  dead writers' leftovers: in a local folder those whose process is gone, behind a URL
  (where writers may run on other machines) those older than an hour, when the protocol
  reports modification times.

Credentials in a URL (``ftp://user:password@host/...``) never reach a message: ``display``
is the URL with its password masked.
"""

from __future__ import annotations

import os
import re
import shutil
import threading
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Protocol

from ..errors import ConfigError
from ..redaction import redact_url
from .atomic import TEMPORARY, atomic_write_bytes, remove_stale_temporaries, temporary_name

__all__ = ["Location", "LocalFolder", "UrlFolder", "is_url", "open_location", "url_or_path", "folder_key", "within"]


_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+://")  # two letters at least: C:\runs is a Windows path


def is_url(value: str | os.PathLike[str]) -> bool:
    """True for ``scheme://...`` (what fsspec opens), False for a path."""
    return isinstance(value, str) and _URL.match(value) is not None


def url_or_path(value: str | os.PathLike[str]) -> str | Path:
    """A folder as given: a URL stays text (``Path`` would fold ``s3://`` into ``s3:/``), anything else is a ``Path``."""
    return value if is_url(value) else Path(value)


def folder_key(folder: str | os.PathLike[str]) -> str | Path:
    """What makes two names of one folder one folder (``runs`` and ``./runs/``): the resolved path, or the URL."""
    folder = url_or_path(folder)
    return folder.rstrip("/") if isinstance(folder, str) else folder.resolve()


def within(path: str | os.PathLike[str], folder: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is ``folder`` or lies inside it (both local paths, or both URLs)."""
    inner, outer = folder_key(path), folder_key(folder)
    if isinstance(inner, Path) and isinstance(outer, Path):
        return inner == outer or outer in inner.parents
    return isinstance(inner, str) and isinstance(outer, str) and (inner == outer or inner.startswith(outer + "/"))


class Location(Protocol):
    """A folder of named files. Names are plain file names, or ``sub/name`` one level down."""

    #: How the folder is named in messages (a URL without its password).
    display: str
    #: What opens this folder again (``open_location``): the path, or the full URL.
    target: str | Path

    def exists(self) -> bool: ...
    def is_dir(self, sub: str = "") -> bool: ...
    def mkdir(self, sub: str = "") -> None: ...
    def read_bytes(self, name: str) -> bytes: ...
    def write_atomic(self, name: str, data: bytes) -> None: ...
    def unlink(self, name: str) -> None: ...
    def remove_tree(self, sub: str) -> None: ...
    def names(self, suffix: str) -> Iterator[str]: ...
    def remove_stale_temporaries(self) -> list[str]: ...
    def child(self, name: str) -> str: ...
    def sibling(self, name: str) -> "Location": ...


class LocalFolder:
    """A folder on this machine (or a shared mount every worker sees)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = self.target = Path(path)
        self.display = str(self.path)

    def __reduce__(self) -> tuple[Any, ...]:
        return (LocalFolder, (str(self.path),))

    def exists(self) -> bool:
        return self.path.exists()

    def is_dir(self, sub: str = "") -> bool:
        """The folder (or ``sub`` in it) is a folder."""
        return (self.path / sub if sub else self.path).is_dir()

    def mkdir(self, sub: str = "") -> None:
        (self.path / sub if sub else self.path).mkdir(parents=True, exist_ok=True)

    def read_bytes(self, name: str) -> bytes:
        return (self.path / name).read_bytes()

    def write_atomic(self, name: str, data: bytes) -> None:
        atomic_write_bytes(self.path / name, data)

    def unlink(self, name: str) -> None:
        (self.path / name).unlink(missing_ok=True)

    def remove_tree(self, sub: str) -> None:
        shutil.rmtree(self.path / sub, ignore_errors=True)

    def names(self, suffix: str) -> Iterator[str]:
        """Visible file names ending in ``suffix``, one directory entry at a time (a folder of
        millions is never listed whole); ``FileNotFoundError`` when there is no folder."""
        with os.scandir(self.path) as entries:
            for entry in entries:
                if entry.name.endswith(suffix) and not entry.name.startswith("."):
                    yield entry.name

    def remove_stale_temporaries(self) -> list[str]:
        """Delete the temporaries of writers whose process is gone (``atomic.remove_stale_temporaries``)."""
        return [path.name for path in remove_stale_temporaries(self.path)]

    def child(self, name: str) -> str:
        return str(self.path / name)

    def sibling(self, name: str) -> "LocalFolder":
        return LocalFolder(self.path.with_name(name))


#: Age after which a URL folder's temporary object is a killed writer's leftover (seconds).
STALE_AFTER = 3600.0


#: What a connection the server dropped raises (ftplib: EOFError on a closed control channel).
_DROPPED = (ConnectionError, EOFError, TimeoutError)


class UrlFolder:
    """A folder behind an fsspec URL.

    Every failure of the remote filesystem surfaces as ``OSError`` (``FileNotFoundError`` when
    a name is missing), whatever the protocol's library raises (``ftplib.error_perm``, a
    cloud SDK's error), so ``RunFolder`` handles a URL exactly as a path.
    """

    def __init__(self, url: str) -> None:
        try:
            import fsspec
        except ImportError:
            raise ConfigError(f"{redact_url(url)}: a folder behind a URL needs fsspec: pip install 'triagesim[fsspec]'") from None
        self.url = self.target = url.rstrip("/")
        self.display = redact_url(self.url)
        self._fsspec = fsspec
        self._local = threading.local()
        try:
            _, root = self._open()
        except Exception as error:  # noqa: BLE001 - unknown protocol, its package missing, server down, login refused
            raise ConfigError(f"{self.display}: cannot open this URL ({_first_line(error)})") from None
        self.root = str(root).rstrip("/")

    def _open(self) -> tuple[Any, str]:
        """This thread's own filesystem: a batch writes artifacts from several threads, and some
        protocols hold one connection that two threads must not share (ftp, sftp)."""
        fs, root = self._fsspec.core.url_to_fs(self.url, skip_instance_cache=True)
        self._local.fs = fs
        return fs, root

    @property
    def fs(self) -> Any:
        fs = getattr(self._local, "fs", None)
        return fs if fs is not None else self._open()[0]

    def __reduce__(self) -> tuple[Any, ...]:
        return (open_location, (self.url,))  # a Dask worker opens the same URL with its own connection

    def _path(self, name: str) -> str:
        return f"{self.root}/{name}" if name else self.root

    def _call(self, method: str, *args: Any, **kwargs: Any) -> Any:
        for attempt in (1, 2):
            try:
                return getattr(self.fs, method)(*args, **kwargs)
            except FileNotFoundError:
                raise
            except Exception as error:  # noqa: BLE001 - see the class docstring
                if attempt == 1 and isinstance(error, _DROPPED):  # the server restarted or timed us out: once more, afresh
                    self._local.fs = None
                    continue
                if isinstance(error, OSError):
                    raise
                raise OSError(f"{self.display}: {type(error).__name__}: {_first_line(error)}") from error
        raise AssertionError("unreachable")

    def exists(self) -> bool:
        return bool(self._call("exists", self.root))

    def is_dir(self, sub: str = "") -> bool:
        """The folder (or ``sub`` in it) is a folder."""
        return bool(self._call("isdir", self._path(sub)))

    def mkdir(self, sub: str = "") -> None:
        self._call("makedirs", self._path(sub), exist_ok=True)

    def read_bytes(self, name: str) -> bytes:
        path = self._path(name)
        try:
            return bytes(self._call("cat_file", path))
        except FileNotFoundError:
            raise
        except OSError:
            if not self._call("exists", path):  # some protocols report a missing file as a generic error
                raise FileNotFoundError(path) from None
            raise

    def write_atomic(self, name: str, data: bytes) -> None:
        parent, _, base = name.rpartition("/")
        stem = base.rsplit(".", 1)[0]
        temporary = self._path(f"{parent + '/' if parent else ''}{temporary_name(stem)}")
        try:
            try:
                self._call("pipe_file", temporary, data)
            except OSError:
                parent_path = temporary.rsplit("/", 1)[0]
                if self._call("exists", parent_path):
                    raise
                # A folder not made yet, on a store with real directories (ftp, sftp, file): make it, once.
                self._call("makedirs", parent_path, exist_ok=True)
                self._call("pipe_file", temporary, data)
            self._call("mv", temporary, self._path(name))
        except BaseException:
            try:
                self.fs.rm_file(temporary)
            except Exception:  # noqa: BLE001 - the write already failed; its error is the one to raise
                pass
            raise

    def unlink(self, name: str) -> None:
        path = self._path(name)
        if self._call("exists", path):
            self._call("rm_file", path)

    def remove_tree(self, sub: str) -> None:
        path = self._path(sub)
        if self._call("exists", path):
            self._call("rm", path, recursive=True)

    def remove_stale_temporaries(self, older_than: float = STALE_AFTER) -> list[str]:
        """Delete our ``.NAME.PID.RANDOM.tmp`` objects older than ``older_than`` seconds: a write
        takes seconds, so an older one was left by a writer that was killed. Their writers may
        have run on other machines, so age is the only safe rule; a protocol that reports no
        modification time keeps its temporaries (they stay outside every listing). Returns the
        names removed."""
        removed = []
        now = datetime.now(timezone.utc)
        for entry in self._listing(detail=True):
            name = str(entry.get("name", "")).rstrip("/").rsplit("/", 1)[-1]
            if not TEMPORARY.fullmatch(name):
                continue
            changed = self._modified(self._path(name), entry)
            if changed is not None and (now - changed).total_seconds() > older_than:
                self._call("rm_file", self._path(name))
                removed.append(name)
        return removed

    def _modified(self, path: str, entry: dict[str, Any]) -> datetime | None:
        """When ``path`` last changed (UTC), from the filesystem or its listing; None when unknown."""
        try:
            changed = self.fs.modified(path)
        except Exception:  # noqa: BLE001 - NotImplementedError on many protocols, or any remote error
            modify = str(entry.get("modify", ""))  # ftp's MLSD fact (RFC 3659): YYYYMMDDHHMMSS[.sss], always UTC
            if re.fullmatch(r"\d{14}(?:\.\d+)?", modify):
                return datetime.strptime(modify[:14], "%Y%m%d%H%M%S").replace(tzinfo=timezone.utc)
            return None
        # A time without a zone could be the server's local time, hours off: a write under way
        # might look old. Unknown, then: the temporary stays.
        return changed if isinstance(changed, datetime) and changed.tzinfo is not None else None

    def _listing(self, *, detail: bool) -> list[Any]:
        """The folder as it is now: some filesystems (ftp) cache listings per connection, and
        other threads' connections write artifacts into it."""
        self._call("invalidate_cache", self.root)
        return self._call("ls", self.root, detail=detail)

    def names(self, suffix: str) -> Iterator[str]:
        for path in self._listing(detail=False):
            name = str(path).rstrip("/").rsplit("/", 1)[-1]
            if name.endswith(suffix) and not name.startswith("."):
                yield name

    def child(self, name: str) -> str:
        return f"{self.display}/{name}"

    def sibling(self, name: str) -> "UrlFolder":
        return open_location(f"{self.url.rsplit('/', 1)[0]}/{name}")  # type: ignore[return-value]


def _first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0]


_OPENED: dict[str, UrlFolder] = {}
_OPENING = threading.Lock()


def open_location(where: str | os.PathLike[str] | Location) -> Location:
    """A ``Location`` for a path, a URL, or one already opened. A URL is opened once per process
    (``write_artifact`` is called per episode, and each opening is a login on some protocols)."""
    if isinstance(where, (LocalFolder, UrlFolder)):
        return where
    if is_url(where):
        url = str(where)
        with _OPENING:
            if url not in _OPENED:
                _OPENED[url] = UrlFolder(url)
            return _OPENED[url]
    return LocalFolder(where)
