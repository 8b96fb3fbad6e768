"""``triagesim check RUNS...``: the dialogue linter, the share of transcripts with each defect."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from .common import EXIT_OK, EXIT_SOME_FAILED, folder_or_url
from .usage import add_command

_NOTES = """\
    Every line of every finished transcript is checked with the dialogue master (triagesim.dialogue).
    A rate is the share of transcripts with at least one defect of the class; "any" counts a
    transcript with a defect of any class. Unreadable files are skipped and named."""


def _rate(value: str) -> float:
    """A share from 0 to 1 ("0.02"), or a percentage ("2%")."""
    text = value.strip()
    try:
        rate = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a share from 0 to 1 (0.02) or a percentage (2%), got {value!r}") from None
    if not 0 <= rate <= 1:
        raise argparse.ArgumentTypeError(f"must be from 0 to 1 (or 0% to 100%), got {value!r}")
    return rate


def _count(value: str) -> int:
    number = int(value)
    if number < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {number}")
    return number


def register(commands: argparse._SubParsersAction) -> None:
    check = add_command(
        commands, "check", "lint the dialogue of run folders: defect rates per class, engine and persona trait",
        notes=_NOTES, examples=(
            "triagesim run --out runs/bundled --episodes-per-case 2",
            "triagesim check runs/bundled --examples 5",
            "triagesim check runs/bundled runs/terse --json --max-rate 0.02   # exit 1 above 2 %",
        ),
    )
    check.add_argument("runs", type=folder_or_url, nargs="+", metavar="RUNS",
                       help="folders of artifacts (`triagesim run --out`): paths or fsspec URLs")
    check.add_argument("--json", action="store_true", help="print JSON instead of tables")
    check.add_argument("--max-rate", type=_rate, metavar="R",
                       help="exit 1 when the share of transcripts with any defect is above R (0.02 or 2%%); "
                            "default: always exit 0")
    check.add_argument("--examples", type=_count, default=3, metavar="N",
                       help="example lines per defect class, each from another artifact")
    check.set_defaults(handler=run)


def _artifacts(folders: list[Path | str], skipped: list[dict[str, str]]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(artifact id, artifact) of every readable record file, folder by folder, one held at a time."""
    from ..errors import ArtifactError
    from ..folders.reading import file_name, iter_artifacts

    for folder in folders:
        for item in iter_artifacts(folder, ordered=True):
            try:
                artifact = item.load()
            except ArtifactError as problem:
                skipped.append({"file": str(item.where), "reason": problem.reason or str(problem)})
                continue
            yield str(artifact.get("run_id") or file_name(item.where)), artifact


def run(args: argparse.Namespace) -> int:
    from ..dialogue import format_summary, summarise
    from ..errors import ArtifactError

    skipped: list[dict[str, str]] = []
    summary = summarise(_artifacts(args.runs, skipped), examples=args.examples)
    summary.skipped = skipped
    if summary.overall.transcripts == 0:
        shown = "; ".join(f"{item['file']} ({item['reason']})" for item in skipped[:3])
        raise ArtifactError(
            "no finished transcripts to check in " + ", ".join(str(folder) for folder in args.runs)
            + (f" ({len(skipped)} files skipped: {shown})" if skipped else "; point check at the folders `triagesim run --out` wrote")
        )
    if args.json:
        print(json.dumps({"folders": [str(folder) for folder in args.runs], **summary.to_json()}, indent=2, ensure_ascii=False))
    else:
        print(format_summary(summary))
    if args.max_rate is not None and summary.overall.rate > args.max_rate:
        print(f"triagesim: dialogue defects in {100 * summary.overall.rate:.1f}% of transcripts, above --max-rate "
              f"{100 * args.max_rate:.1f}%", file=sys.stderr)
        return EXIT_SOME_FAILED
    return EXIT_OK
