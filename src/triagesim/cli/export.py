"""``triagesim export RUNS... --out FILE.parquet|FILE.jsonl``: run folders as one data set, one row per episode."""

from __future__ import annotations

import argparse
import sys

from .common import EXIT_OK, MAX_ROW_GROUP_SIZE, count, folder_or_url, local_output
from .paths import check_apart, check_output, named_once
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    export = add_command(commands, "export", "write run folders as one Parquet or JSONL data set, one row per episode",
                         examples=(
        "triagesim export runs --out episodes.jsonl",
        "triagesim export runs runs/gpt --out episodes.parquet   # needs pip install 'triagesim[parquet]'",
    ))
    export.add_argument("folders", type=folder_or_url, nargs="+", metavar="RUNS",
                        help="run folder(s) (`triagesim run --out`): paths or fsspec URLs (s3://, ftp://, ...)")
    export.add_argument("--out", type=local_output, required=True, metavar="FILE",
                        help="a local FILE.parquet (needs pip install 'triagesim[parquet]') or FILE.jsonl")
    export.add_argument("--row-group-size", type=count(1, MAX_ROW_GROUP_SIZE), default=1000, metavar="N", help="Parquet rows per row group")
    export.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from ..export import export_runs

    folders = named_once(args.folders)
    check_output(args.out, folder=False)
    check_apart(args.out, [("RUNS", folder) for folder in folders])
    summary = export_runs(folders, args.out, row_group_size=args.row_group_size)
    for item in summary.skipped_files:
        print(f"warning: skipped {item['file']}: {item['reason']}", file=sys.stderr)
    if summary.skipped > len(summary.skipped_files):
        print(f"warning: and {summary.skipped - len(summary.skipped_files)} more unreadable files skipped", file=sys.stderr)
    print(f"exported {summary.rows} episodes to {summary.out} ({summary.format})"
          + (f"; {summary.skipped} unreadable files skipped" if summary.skipped else ""))
    return EXIT_OK
