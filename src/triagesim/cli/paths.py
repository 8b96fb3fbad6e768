"""Where a command reads and writes, checked before it does any work: one line, exit 2, naming the option.

Three rules every command that writes keeps (``report``, ``export``, ``rate``, ``audio``, ``asr``):

- The output can be what it must be: a folder is not a file, a file is not a folder, nothing on
  its path is a file, and its first existing folder is writable. Found after minutes of work, the
  same fault was "internal error ... (a TriageSim bug)".
- Input and output are never the same place. ``report runs --out runs`` wrote ``report.json`` into
  the run folder, which ``evaluate`` then skipped as a bad artifact; ``rate runs --out runs``
  rated nothing and exited 0.
- A folder named twice is read once (``report runs ./runs/`` scored 12 episodes from 6), with a note.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from ..errors import ConfigError
from ..folders.atomic import temporary_name
from ..folders.location import folder_key, is_url, within

__all__ = ["check_output", "check_apart", "named_once"]


def check_output(out: Path, *, folder: bool, option: str = "--out") -> None:
    """Refuse an output path that cannot be written as a ``folder`` (else as a file), before any work
    (``audio`` and ``asr`` load a model first, ``report`` reads every artifact first)."""
    if out.exists():
        if folder and not out.is_dir():
            raise ConfigError(f"{option} {out}: is a file, not a folder; choose another {option}")
        if not folder and out.is_dir():
            raise ConfigError(f"{option} {out}: is a folder; give a file name, e.g. {out / 'episodes.jsonl'}")
    # the folder the output is written in: an existing output folder itself, else its nearest existing ancestor
    existing = next((path for path in [*([out] if folder else []), *out.parents] if path.exists()), Path("."))
    if not existing.is_dir():
        raise ConfigError(f"{option} {out}: {existing} is a file, not a folder; choose another {option}")
    probe = existing / temporary_name("probe")
    try:  # a real write: permissions, a read-only disk, and what root may not write (/sys) all show
        probe.open("xb").close()
    except OSError as failure:
        raise ConfigError(f"{option} {out}: cannot write in {existing} ({failure.strerror or failure}); "
                          "choose a folder you can write to") from None
    finally:  # also when a signal stops the command between the write and the removal: no probe is left behind
        with contextlib.suppress(OSError):
            probe.unlink(missing_ok=True)


def check_apart(out: Path, inputs: Iterable[tuple[str, Path | str | None]], *, option: str = "--out") -> None:
    """Refuse ``out`` equal to or inside an input folder; ``inputs`` are (how the input is named, its path).

    An input that is one file (``audio RUNS/x.json``) only may not be the output itself. URLs cannot
    hold a local output and are passed over."""
    for name, given in inputs:
        if given is None or is_url(str(given)):
            continue
        if Path(given).is_file() and folder_key(out) != folder_key(given):
            continue
        if within(out, given):
            where = "is" if folder_key(out) == folder_key(given) else "is inside"
            raise ConfigError(f"{option} {out}: {where} the input {name} {given}; "
                              f"choose an {option} outside the folders it reads")


def named_once(folders: Sequence[Path | str], what: str = "RUNS") -> list[Path | str]:
    """``folders`` with each folder once (the first name kept); a note on stderr for every repeat."""
    seen: dict[Path | str, Path | str] = {}
    for folder in folders:
        key = folder_key(folder)
        if key in seen:
            print(f"note: {what}: {seen[key]} is named more than once; it is read once", file=sys.stderr)
            continue
        seen[key] = folder
    return list(seen.values())
