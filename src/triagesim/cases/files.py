"""Reading input files: text with its encoding checked, and case files as raw records.

Why a module of its own: every way a file can be unusable (missing, a folder, binary, the
wrong encoding, broken JSON, a ragged CSV) must end as one line that names the file and the
spot and says what to do, never as a ``UnicodeDecodeError`` or ``csv.Error`` from deep inside
a lazy iterator. ``triagesim.cases`` turns the raw records into ``Case`` objects; the persona
loader reuses the text layer (``read_text``) so both report a bad file the same way.

The whole file is decoded once before the first record is handed out, so a wrong encoding or
a binary file fails at the call (naming the byte offset and line) instead of after thousands
of cases were yielded. That costs one extra read, which is small next to parsing the rows.
"""

from __future__ import annotations

import codecs
import csv
import io
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TextIO

from ..errors import InputError

__all__ = [
    "CaseValidationError",
    "CasesFileNotFoundError",
    "CaseWarning",
    "CaseRowWarning",
    "CaseColumnWarning",
    "CaseValueWarning",
    "TextFileError",
    "CaseRecords",
    "open_records",
    "count_records",
    "read_text",
    "one_line",
    "where",
    "shorten",
    "describe",
]

_CHUNK = 1 << 20  # bytes decoded at a time when checking a file
_SNIFF = 8192  # bytes looked at to tell a binary file from text
# Longest BOM first: the UTF-32-LE mark starts with the UTF-16-LE one.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Control bytes that never occur in text (tab, newlines, form feed and escape can).
_CONTROL_BYTES = frozenset(range(9)) | frozenset(range(14, 27)) | frozenset(range(28, 32))


# ---------------------------------------------------------------------------------------
# Messages.


def one_line(text: str) -> str:
    """The CLI prints an error as one line; a newline from a parser or a value must not break it."""
    return " ".join(text.splitlines()) if ("\n" in text or "\r" in text) else text


def shorten(value: Any, limit: int = 60) -> str:
    """``repr`` cut to ``limit`` characters: a 200,000-character cell must not become the message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe(value: Any) -> str:
    """What a wrongly typed value is, in the words of the file formats (JSON/YAML), with a preview."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        kind = "a boolean"
    elif isinstance(value, (int, float)):
        kind = "a number"
    elif isinstance(value, str):
        kind = "text"
    elif isinstance(value, Mapping):
        kind = "an object"
    elif isinstance(value, (list, tuple)):
        kind = "a list"
    else:
        kind = type(value).__name__
    return f"{kind} {shorten(value)}"


# ---------------------------------------------------------------------------------------
# Errors and warnings of the case loader (``triagesim.cases`` re-exports them).


def where(source: str, row: str | None = None, field: str | None = None) -> str:
    """``FILE, line 4, field 'pain'``: how every case error and warning starts."""
    return source + (f", {row}" if row else "") + (f", field '{field}'" if field else "")


class CaseValidationError(InputError):
    """A case file or row that cannot be loaded; names the file, the row and the field."""

    def __init__(self, source: str, row: str | None, field: str | None, message: str):
        self.source, self.row, self.field, self.reason = source, row, field, message
        super().__init__(one_line(f"{where(source, row, field)}: {message}"))


class CasesFileNotFoundError(CaseValidationError, FileNotFoundError):
    """The cases file does not exist; still a ``FileNotFoundError`` for callers that caught that."""


class CaseWarning(UserWarning):
    """Root of the case loader's warnings: something was skipped, kept aside or read with an assumption."""


class CaseRowWarning(CaseWarning):
    """Emitted for each bad row skipped when loading with ``strict=False``."""


class CaseColumnWarning(CaseWarning):
    """Columns (keys) the loader does not know; kept in ``extra`` but not used for triage. Once per file."""


class CaseValueWarning(CaseWarning):
    """A value was read with an assumption (a pain range) or could not be read and was kept as text."""


TextProblem = Literal["missing", "folder", "unreadable", "binary", "encoding", "codec"]


class TextFileError(InputError):
    """A file that cannot be read as text; each loader re-raises it as its own error type."""

    def __init__(self, path: Path, line: int | None, reason: str, kind: TextProblem):
        self.path, self.line, self.reason, self.kind = path, line, reason, kind
        super().__init__(one_line(f"{path}{f', line {line}' if line else ''}: {reason}"))


# ---------------------------------------------------------------------------------------
# Text: encodings, byte-order marks, binary files.


@dataclass(frozen=True)
class _Encoding:
    codec: str  # Python codec for the bytes after the BOM
    skip: int  # length of the BOM
    label: str  # how messages name it

    @property
    def ascii_compatible(self) -> bool:
        try:
            return "\n,{}".encode(self.codec) == b"\n,{}"
        except UnicodeError:
            return False


def _family(codec: str) -> str:
    return "-".join(codec.split("-")[:2])  # utf-8-sig -> utf-8, utf-16-le -> utf-16


def _encoding(path: Path, head: bytes, encoding: str | None) -> _Encoding:
    """A BOM wins when no encoding is given or the given one is of its family (``utf-16`` for a UTF-16-LE BOM)."""
    bom = next(((len(mark), codec) for mark, codec in _BOMS if head.startswith(mark)), None)
    if encoding is None:
        skip, codec = bom or (0, "utf-8")
        return _Encoding(codec, skip, _family(codec).upper())
    try:
        info = codecs.lookup(encoding)
    except LookupError:
        info = None
    if info is None or not getattr(info, "_is_text_encoding", True):
        raise TextFileError(
            path, None, f"unknown text encoding {encoding!r}: use a Python codec name such as 'utf-8', 'utf-16' or 'cp1252'", "codec"
        )
    if bom and _family(bom[1]) == _family(info.name):
        return _Encoding(bom[1], bom[0], encoding)
    return _Encoding(info.name, 0, encoding)


def _binary_reason(sample: bytes) -> str | None:
    if b"\x00" in sample:
        return "it has NUL bytes: compressed, a spreadsheet, or UTF-16 without a byte-order mark?"
    if sample and sum(byte in _CONTROL_BYTES for byte in sample) > len(sample) // 10:
        return "it is mostly control bytes"
    return None


def _check(path: Path, enc: _Encoding) -> None:
    """Decode the whole file once, so a bad byte fails before the first record, naming its offset and line."""
    decoder = codecs.getincrementaldecoder(enc.codec)("strict")
    offset, line = enc.skip, 1
    with path.open("rb") as handle:
        handle.seek(enc.skip)
        while True:
            chunk = handle.read(_CHUNK)
            if offset == enc.skip and enc.ascii_compatible:
                reason = _binary_reason(chunk[:_SNIFF])
                if reason:
                    raise TextFileError(path, None, f"not a text file ({reason}); save it as UTF-8 text", "binary")
            pending = len(decoder.getstate()[0])  # bytes of a character split across chunks
            try:
                text = decoder.decode(chunk, final=not chunk)
            except UnicodeDecodeError as error:
                before = codecs.decode(error.object[: error.start], enc.codec, "replace")
                bad = error.object[error.start : error.end][:4].hex(" ")
                raise TextFileError(
                    path,
                    line + before.count("\n"),
                    f"not valid {enc.label} at byte offset {offset - pending + error.start} (bytes {bad})",
                    "encoding",
                ) from None
            nul = text.find("\x00")
            if nul >= 0:
                raise TextFileError(path, line + text.count("\n", 0, nul), "not a text file (it has NUL characters)", "binary")
            line += text.count("\n")
            offset += len(chunk)
            if not chunk:
                return


def _checked(path: Path, encoding: str | None) -> _Encoding:
    """The file's encoding, after making sure it exists, is a file and decodes."""
    try:
        if not path.exists():
            raise FileNotFoundError(path)
        if path.is_dir():
            raise TextFileError(path, None, "is a folder, not a file", "folder")
        if not path.is_file():  # a pipe can be read once only: decoded as it streams (a BOM dropped if UTF-8)
            enc = _encoding(path, b"", encoding)
            return _Encoding("utf-8-sig", 0, enc.label) if encoding is None else enc
        with path.open("rb") as handle:
            enc = _encoding(path, handle.read(4), encoding)
        _check(path, enc)
    except FileNotFoundError:
        raise TextFileError(path, None, "file not found", "missing") from None
    except OSError as error:
        raise TextFileError(path, None, f"cannot read the file ({error.strerror or error})", "unreadable") from None
    return enc


def _open(path: Path, enc: _Encoding, newline: str | None = None) -> TextIO:
    """The checked file as text, from after its BOM."""
    handle = path.open("rb")
    if enc.skip:
        handle.seek(enc.skip)
    return io.TextIOWrapper(handle, encoding=enc.codec, errors="strict", newline=newline)


def _changed(path: Path, enc: _Encoding, error: UnicodeDecodeError) -> TextFileError:
    """A decode error after the check passed: a pipe (not checked ahead), or the file changed under us."""
    return TextFileError(path, None, f"not valid {enc.label} ({error.reason})", "encoding")


def read_text(path: Path, encoding: str | None = None) -> str:
    """The whole file as text, or a ``TextFileError`` saying why it cannot be (BOMs honoured, UTF-8 by default)."""
    enc = _checked(path, encoding)
    try:
        with _open(path, enc) as handle:
            return handle.read()
    except UnicodeDecodeError as error:
        raise _changed(path, enc, error) from None
    except OSError as error:
        raise TextFileError(path, None, f"cannot read the file ({error.strerror or error})", "unreadable") from None


# ---------------------------------------------------------------------------------------
# Case files: CSV, JSONL and JSON as (row label, raw record) pairs.

Rows = Iterator[tuple[str, Any]]  # a raw record, or a CaseValidationError for a row that is unreadable


@dataclass
class CaseRecords:
    """The raw rows of one case file; ``tabular`` rows (CSV) hold text only, lists as ``a; b`` cells."""

    source: str
    tabular: bool
    rows: Rows


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads`` keeps the last of two equal keys silently; a case file must not lose a value that way."""
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _loads(text: str, source: str, row: str | None) -> Any:
    """``json.loads`` whose every failure (deep nesting and huge integers too) is a ``CaseValidationError``."""
    try:
        return json.loads(text, object_pairs_hook=_unique_keys)
    except json.JSONDecodeError as error:
        raise CaseValidationError(source, row or f"line {error.lineno}", None, f"invalid JSON: {error.msg} (column {error.colno})") from None
    except RecursionError:
        raise CaseValidationError(source, row, None, "invalid JSON: nested too deeply") from None
    except ValueError as error:  # a duplicate key; an integer too long to convert
        raise CaseValidationError(source, row, None, f"invalid JSON: {error}") from None


def _allow_long_cells() -> None:
    """csv's default 128 KiB cell limit would reject a long free-text complaint; raised once, process-wide."""
    limit = 2**31 - 1  # fits a C long everywhere
    if csv.field_size_limit() < limit:
        csv.field_size_limit(limit)


def _csv_rows(handle: TextIO, source: str) -> Rows:
    _allow_long_cells()
    reader = csv.reader(handle)
    try:
        header = next(reader, None)
    except csv.Error as error:
        raise CaseValidationError(source, "line 1", None, f"unreadable CSV header ({error})") from None
    if header is None:
        return
    if not header:
        raise CaseValidationError(source, "line 1", None, "blank line: the first line must be the header row")
    names = [name.strip() for name in header]
    for index, name in enumerate(names):
        if name in names[:index]:
            raise CaseValidationError(source, "line 1", name, "column appears twice in the header; keep one")
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            label = f"line {reader.line_num}"
            yield label, CaseValidationError(source, label, None, f"unreadable CSV row ({error})")
            continue
        label = f"line {reader.line_num}"
        if not cells:
            continue  # blank line
        if len(cells) != len(names):
            more = "more" if len(cells) > len(names) else "fewer"
            problem = f"{more} cells than header columns ({len(cells)}, header has {len(names)}); check commas and quotes"
            yield label, CaseValidationError(source, label, None, problem)
            continue
        yield label, dict(zip(names, cells))


def _jsonl_rows(handle: TextIO, source: str) -> Rows:
    for number, line in enumerate(handle, start=1):
        if not line.strip():
            continue
        label = f"line {number}"
        try:
            yield label, _loads(line, source, label)
        except CaseValidationError as error:
            yield label, error


def _json_rows(handle: TextIO, source: str) -> Rows:
    text = handle.read()
    if not text.strip():
        return
    document = _loads(text, source, None)
    expected = 'expected a list of cases or {"cases": [...]}'
    if isinstance(document, Mapping):
        if not isinstance(document.get("cases"), list):
            raise CaseValidationError(source, None, None, f'{expected}, got an object without a "cases" list')
        others = sorted(set(document) - {"cases"})
        if others:  # e.g. "defaults" that a reader might expect to apply: refuse rather than ignore
            raise CaseValidationError(source, None, None, f"unknown top-level keys {', '.join(map(repr, others))}; only \"cases\" may wrap the list")
        document = document["cases"]
    if not isinstance(document, list):
        raise CaseValidationError(source, None, None, f"{expected}, got {describe(document)}")
    for index, record in enumerate(document):
        yield f"item {index}", record


_READERS: dict[str, Callable[[TextIO, str], Rows]] = {
    ".csv": _csv_rows,
    ".jsonl": _jsonl_rows,
    ".ndjson": _jsonl_rows,
    ".json": _json_rows,
}


def _case_error(problem: TextFileError, encoding: str | None) -> CaseValidationError:
    """A text-layer problem in the case loader's terms, with the loader's own remedy for encodings."""
    source = str(problem.path)
    if problem.kind == "missing":
        return CasesFileNotFoundError(source, None, None, "cases file not found")
    reason = problem.reason
    if problem.kind == "encoding":
        remedy = (
            f"the file is not in {encoding!r}: pass its real encoding, or re-save it as UTF-8"
            if encoding
            else "re-save it as UTF-8, or name its encoding: encoding='cp1252' (CLI: --encoding cp1252) or its real one"
        )
        reason = f"{reason}; {remedy}"
    return CaseValidationError(source, f"line {problem.line}" if problem.line else None, None, reason)


def _guarded(path: Path, enc: _Encoding, encoding: str | None, read: Callable[[TextIO, str], Rows]) -> Rows:
    """The reader's rows; a decode or read failure mid-file and an empty file become ``CaseValidationError``."""
    source, count = str(path), 0
    try:
        with _open(path, enc, newline="" if read is _csv_rows else None) as handle:
            for count, item in enumerate(read(handle, source), start=1):  # noqa: B007 (count is read below)
                yield item
    except UnicodeDecodeError as error:
        raise _case_error(_changed(path, enc, error), encoding) from None
    except OSError as error:
        raise CaseValidationError(source, None, None, f"cannot read the file ({error.strerror or error})") from None
    if count == 0:
        raise CaseValidationError(source, None, None, "no cases in the file (it is empty, a header only or an empty list)")


def open_records(path: Path, encoding: str | None = None) -> CaseRecords:
    """The rows of a case file; the file itself (type, existence, encoding) is checked now, not on first use."""
    source, suffix = str(path), path.suffix.lower()
    if path.is_dir():  # before the extension: a folder has none, and "unsupported extension ''" says nothing
        raise CaseValidationError(source, None, None, "is a folder, not a file; give a cases file (.jsonl, .json or .csv)")
    read = _READERS.get(suffix)
    if read is None:
        hint = "; decompress it first" if suffix in (".gz", ".zip", ".bz2", ".xz") else ""
        raise CaseValidationError(source, None, None, f"unsupported extension {suffix!r} (use .jsonl, .json or .csv){hint}")
    try:
        enc = _checked(path, encoding)
    except TextFileError as problem:
        raise _case_error(problem, encoding) from None
    return CaseRecords(source, read is _csv_rows, _guarded(path, enc, encoding, read))


def count_records(path: Path, encoding: str | None = None) -> int | None:
    """How many records the file holds at most, from a count of its lines; None when lines do not tell (.json).

    Why: a progress bar over a 425k-row file wants its total before the rows are parsed, and
    counting newline bytes takes a fraction of a second where parsing takes half a minute. It
    is an upper bound (blank lines, bad rows skipped later, a quoted newline inside a CSV
    cell); the batch corrects the total once every row has been read. Errors are left to
    ``open_records``: here an unreadable file simply has no count.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".jsonl", ".ndjson") or not path.is_file():
        return None
    try:
        with path.open("rb") as handle:
            enc = _encoding(path, handle.read(4), encoding)
            if not enc.ascii_compatible:
                return None
            handle.seek(0)
            lines, last = 0, b"\n"
            while chunk := handle.read(_CHUNK):
                lines += chunk.count(b"\n")
                last = chunk[-1:]
    except (OSError, TextFileError):
        return None
    lines += last != b"\n"  # a last line without its newline
    return max(0, lines - (suffix == ".csv"))  # the CSV header is not a record
