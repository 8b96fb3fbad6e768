"""``build_report``: run folders in, ``report.json`` + ``index.html`` + plot PNGs out.

A run folder is a local path or an fsspec URL (read by ``evaluation.scan_folder``); the report
itself is written to a local folder, and audio is looked for beside local run folders only.

Groups are the run folders (when there are two or more; named by ``--label`` or the folder's
name) and each persona trait that takes two or more levels in the data. A group is compared
with its reference: the first run folder, or a trait's most common level. A folder ``triagesim
audit`` wrote brings its paired statistics (``audit.json``): the report shows them as a section.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..dialogue import summarise as summarise_dialogue
from ..errors import ConfigError, InputError
from ..evaluation import red_flag_note, red_flag_source, scan_folder
from ..folders.artifacts import AUDIT_FILE
from ..folders.atomic import atomic_folder, atomic_write_bytes, atomic_write_text
from ..folders.location import folder_key, open_location, url_or_path
from ..redaction import redact_url
from ..scoring.aggregate import UNSCORED, unscored_notes
from .audio import find_audio_roots, utterance_audio
from .episodes import Episode, read_episode
from .summary import Group, summarise

__all__ = ["build_report", "run_names", "read_audit", "is_report_file", "DEFAULT_REPLICATES"]

DEFAULT_REPLICATES = 1000


#: A run folder: a local path, or an fsspec URL (``s3://bucket/runs``).
RunFolder = Path | str


def _folder_name(folder: RunFolder) -> str:
    """A folder's default group name: its last path part (a URL's too, never its password)."""
    if isinstance(folder, Path):
        return folder.resolve().name or str(folder)
    parts = urlsplit(folder)
    return parts.path.rstrip("/").rsplit("/", 1)[-1] or parts.hostname or redact_url(folder)


def run_names(runs: Sequence[RunFolder], labels: Mapping[str, RunFolder]) -> list[tuple[str, RunFolder]]:
    """(group name, folder) for each run folder: a ``--label`` name, else the folder name made unique."""
    named: list[tuple[str, RunFolder]] = []
    firsts: dict[Path | str, RunFolder] = {}
    for run in runs:  # a folder named twice (`runs ./runs/`) is read once: its episodes counted once
        firsts.setdefault(folder_key(run), url_or_path(run))
    runs = list(firsts.values())
    labels = {name: url_or_path(folder) for name, folder in labels.items()}
    by_path = {folder_key(path): name for name, path in labels.items()}
    folders = list(runs) + [path for path in labels.values() if folder_key(path) not in [folder_key(run) for run in runs]]
    taken: set[str] = set()
    for folder in folders:
        name = by_path.get(folder_key(folder)) or _folder_name(folder)
        base, suffix = name, 2
        while name in taken:
            if folder_key(folder) in by_path:
                raise InputError(f"--label {name}: the name is given to two run folders; use one name per folder")
            name, suffix = f"{base}-{suffix}", suffix + 1
        taken.add(name)
        named.append((name, folder))
    if not named:
        raise InputError("no run folders given; name at least one folder of artifacts (`triagesim run --out`)")
    return named


def _groups(episodes: list[Episode], runs: list[str]) -> tuple[list[Group], dict[str, str]]:
    groups: list[Group] = []
    references: dict[str, str] = {}
    if len(runs) > 1:
        for name in runs:
            groups.append(Group(name, "run", name, [episode for episode in episodes if episode.run == name]))
        references["run"] = runs[0]
    traits: dict[str, Counter[str]] = defaultdict(Counter)
    for episode in episodes:
        for trait, level in episode.traits.items():
            traits[trait][level] += 1
    for trait in sorted(traits):
        counts = traits[trait]
        if len(counts) < 2:
            continue
        levels = sorted(counts, key=lambda level: (-counts[level], level))
        for level in sorted(counts):
            members = [episode for episode in episodes if episode.traits.get(trait) == level]
            groups.append(Group(f"{trait}={level}", trait, level, members))
        references[trait] = f"{trait}={levels[0]}"
    return groups, references


def read_audit(folder: RunFolder) -> dict[str, Any] | None:
    """The ``audit.json`` of a folder ``triagesim audit`` wrote, or None (a plain run folder, or an unreadable file)."""
    try:
        data = json.loads(open_location(folder).read_bytes(AUDIT_FILE))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("comparisons"), list) and "method" in data else None


def _level_curves(episodes: list[Episode]) -> dict[str, list[float | None]]:
    """Mean stated level at each turn, per true level, over the episodes still running at that turn."""
    sums: dict[int, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    for episode in episodes:
        if episode.truth is None:
            continue
        last: dict[int, int] = {}
        for step in episode.view["steps"]:
            if isinstance(step.get("turn"), int) and isinstance(step.get("triage"), int):
                last[step["turn"]] = step["triage"]
        for turn, level in last.items():
            sums[episode.truth][turn].append(level)
    curves: dict[str, list[float | None]] = {}
    for truth in sorted(sums):
        horizon = max(sums[truth]) + 1
        curves[str(truth)] = [
            sum(sums[truth][turn]) / len(sums[truth][turn]) if sums[truth].get(turn) else None for turn in range(horizon)
        ]
    return curves


def _left_out(episodes: list[Episode], scans: list[Any]) -> dict[str, Any]:
    """Completed episodes the triage figures leave out, per reason, and the same in words ("24
    episodes have no ATS label: not scored"), named by the scale every run folder was played under."""
    totals = {name: sum(episode.tally.get(name, 0) for episode in episodes) for name in UNSCORED}
    scales = {scan.scale for scan in scans}
    scale = next(iter(scales)) if len(scales) == 1 else None
    return {
        "unscored": {name.removeprefix("unscored_"): int(count) for name, count in totals.items()},
        "unscored_notes": unscored_notes(totals, scale),
    }


def build_report(
    runs: Sequence[RunFolder],
    out: Path,
    *,
    labels: Mapping[str, RunFolder] | None = None,
    expert_flags: Any = None,
    from_cases: bool = False,
    seed: int = 0,
    replicates: int = DEFAULT_REPLICATES,
    audio: Path | None = None,
) -> dict[str, Any]:
    """Write the report into ``out`` (a local folder) and return ``report.json``'s content.

    ``runs`` and ``labels``' folders are local paths or fsspec URLs.

    Raises ``ArtifactError`` for a run folder with no readable artifact and ``InputError`` for
    bad expert flags or labels, before anything is written. Unreadable files inside a folder
    are listed under ``skipped`` and the report goes on.
    """
    from .html import render_html  # after the figures: an import error names the extra to install
    from .plots import draw_audit_forest, draw_group_forests, draw_plots

    named = run_names(runs, labels or {})
    if audio is not None and not audio.is_dir():
        raise InputError(f"--audio {audio}: folder not found; give the folder `triagesim audio --out` wrote")
    if out.exists() and not out.is_dir():
        raise ConfigError(f"--out {out}: is a file, not a folder")
    scans = [(name, scan_folder(folder, expert_flags=expert_flags, from_cases=from_cases)) for name, folder in named]
    episodes = [read_episode(scored, name) for name, scan in scans for scored in scan.episodes]
    artifacts = [scored.artifact for _, scan in scans for scored in scan.episodes]
    defects = summarise_dialogue(zip([episode.run_id for episode in episodes], artifacts))  # triagesim check's table
    groups, references = _groups(episodes, [name for name, _ in named])
    overall, group_figures, bootstrap = summarise(episodes, groups, references, replicates=replicates, seed=seed)

    notes: list[dict[str, str]] = []
    roots = find_audio_roots([folder for _, folder in named if isinstance(folder, Path)], audio)
    for episode in episodes:
        transcript = [
            {"turn": event.get("turn"), "speaker": event.get("speaker") or event.get("actor")}
            for event in episode.view["history"]
            if event.get("actor") in ("nurse", "patient") and "utterance" in event
        ]
        # links relative to ``out`` itself: the hidden folder it is built in sits beside it, at the same depth
        episode.view["audio"] = utterance_audio(roots, episode.run_id, transcript, out, notes) if roots else []

    report = {
        "overall": overall,
        "groups": group_figures,
        "bootstrap": bootstrap,
        "runs": [
            {
                "name": name,
                "folder": str(scan.folder),
                "episodes": len(scan.episodes),
                "errors": len(scan.error_runs),
                "status": dict(sorted(scan.statuses.items())),
                "skipped": scan.skipped,
                "notes": scan.notes,
            }
            for name, scan in scans
        ],
        **_left_out(episodes, [scan for _, scan in scans]),
        "red_flag_source": (source := red_flag_source(expert_flags, from_cases)),
        "red_flag_note": red_flag_note(source, overall["red_flags"]["runs_with_expert_flags"]),
        "audio": [str(root) for root in roots],
        "notes": notes,
        "dialogue_defects": defects.to_json(),
    }
    audits = [(name, audit) for name, folder in named if (audit := read_audit(folder)) is not None]
    if audits:
        report["audits"] = dict(audits)
    # Built whole in a hidden folder beside ``out`` and put in place at the end: an interrupted report
    # (Ctrl-C, SIGTERM, a full disk) leaves the old one as it was, never a new report.json beside an old page.
    with atomic_folder(out, ours=is_report_file) as building:
        atomic_write_text(building / "report.json", json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        plots = draw_plots(building, overall, group_figures, _level_curves(episodes))
        forests = draw_group_forests(building, group_figures)
        sections = []
        for index, (name, audit) in enumerate(audits):
            plot = None
            if audit["comparisons"]:
                plot, png = draw_audit_forest(audit["comparisons"], f"audit_forest_{index + 1}")
                atomic_write_bytes(building / f"{plot.name}.png", png)
            sections.append((name, audit, plot))
        render_html(building / "index.html", report, plots, [episode.view for episode in episodes], sections, forests)
    return report


def is_report_file(path: Path) -> bool:
    """Whether ``path`` in a report folder is one a report writes (``report.json``, ``index.html``, the plot
    PNGs beside a ``report.json``): a folder holding only these is an older report, replaced whole by the next."""
    if not path.is_file() or path.is_symlink():
        return False
    return path.name in ("report.json", "index.html") or (path.suffix == ".png" and (path.parent / "report.json").is_file())
