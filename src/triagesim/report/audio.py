"""Audio from ``triagesim audio`` beside the runs: one playable file per utterance, linked, never inlined.

Layout (the audio command's contract): ``AUDIO/<run_id>/utterances/<NNN>_<speaker>.wav`` and
``AUDIO/<run_id>/alignment.json``, a list of ``{turn, speaker, text, start, end, file}``. Links
are relative to the report folder, so the report and the audio move together and the page
opens from disk. An alignment that cannot be read is noted and the episode is shown without
audio; the report goes on.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

__all__ = ["find_audio_roots", "utterance_audio"]

_FILE = re.compile(r"^(\d+)_([A-Za-z]+)\.wav$")


def find_audio_roots(runs: Iterable[Path], explicit: Path | None) -> list[Path]:
    """``--audio`` when given, else an ``audio/`` folder inside or beside each run folder."""
    if explicit is not None:
        return [explicit]
    roots: list[Path] = []
    for run in runs:
        for candidate in (run / "audio", run.parent / "audio"):
            if candidate.is_dir() and candidate.resolve() not in [root.resolve() for root in roots]:
                roots.append(candidate)
    return roots


def _alignment(folder: Path, notes: list[dict[str, str]]) -> list[dict[str, Any]] | None:
    path = folder / "alignment.json"
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        notes.append({"file": str(path), "reason": f"alignment not readable ({type(error).__name__}); audio left out"})
        return None
    if not isinstance(data, list):
        notes.append({"file": str(path), "reason": "alignment is not a JSON list; audio left out"})
        return None
    return [item for item in data if isinstance(item, dict) and isinstance(item.get("file"), str)]


def _resolve(folder: Path, name: str) -> Path | None:
    """An alignment's ``file``: relative to the run's audio folder, its ``utterances/``, or the audio root."""
    for candidate in (folder / name, folder / "utterances" / name, folder.parent / name):
        if candidate.is_file():
            return candidate
    return None


def utterance_audio(
    roots: Iterable[Path], run_id: str, transcript: list[dict[str, Any]], report_dir: Path, notes: list[dict[str, str]]
) -> list[str | None]:
    """For each transcript line, the relative link to its audio file (None where there is none)."""
    links: list[str | None] = [None] * len(transcript)
    for root in roots:
        folder = root / run_id
        if not folder.is_dir():
            continue
        alignment = _alignment(folder, notes)
        files: list[Path | None] = [None] * len(transcript)
        if alignment is not None:
            used: set[int] = set()
            for item in alignment:
                for index, line in enumerate(transcript):
                    if index in used or line.get("turn") != item.get("turn") or line.get("speaker") != item.get("speaker"):
                        continue
                    used.add(index)
                    files[index] = _resolve(folder, item["file"])
                    break
        else:
            for path in sorted((folder / "utterances").glob("*.wav")):
                match = _FILE.match(path.name)
                if match and int(match.group(1)) < len(transcript):
                    files[int(match.group(1))] = path
        for index, path in enumerate(files):
            if path is not None and path.is_file():
                links[index] = Path(os.path.relpath(path.resolve(), report_dir.resolve())).as_posix()
        if any(links):
            break
    return links
