"""``triagesim evaluate FOLDER``: the quick terminal view of a folder's scores."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from .common import EXIT_OK, folder_or_url
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    evaluate = add_command(commands, "evaluate", "score a folder of artifacts: accuracy, under- and over-triage, "
                           "kappa, red flags, in the terminal", examples=(
        "triagesim evaluate runs",
        "triagesim evaluate runs --from-cases   # red flags scored against each case's expert flags",
        "triagesim evaluate runs --json > scores.json",
    ))
    evaluate.add_argument("folder", type=folder_or_url, metavar="RUNS", help="folder of artifacts: a path or an fsspec URL (s3://, ftp://, ...)")
    source = evaluate.add_mutually_exclusive_group()
    source.add_argument("--expert-red-flags", type=Path, metavar="FILE", help="JSON {case_id: [flags]} / list, or JSONL")
    source.add_argument("--from-cases", action="store_true", help="use the expert flags stored in each artifact's ground truth")
    evaluate.add_argument("--json", action="store_true", help="print JSON instead of tables")
    evaluate.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from ..evaluation import evaluate_folder, format_report, load_expert_flags

    expert = load_expert_flags(args.expert_red_flags) if args.expert_red_flags else None
    report = evaluate_folder(args.folder, expert_flags=expert, from_cases=args.from_cases)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        from rich.console import Console

        Console().print(format_report(report))
    return EXIT_OK


