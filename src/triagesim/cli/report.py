"""``triagesim report RUNS [RUNS ...] --out REPORT``: the full evaluation report (JSON, plots, HTML viewer)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import InputError
from .common import EXIT_OK, MAX_BOOTSTRAP, count, folder_or_url, local_output
from .paths import check_apart, check_output, named_once
from .usage import add_command


def _label(value: str) -> tuple[str, Path | str]:
    name, sep, folder = value.partition("=")
    if not sep or not name.strip() or not folder.strip():
        raise argparse.ArgumentTypeError(f"expected NAME=RUNS (e.g. gpt4=runs/gpt4), got {value!r}")
    return name.strip(), folder_or_url(folder)


def register(commands: argparse._SubParsersAction) -> None:
    report = add_command(
        commands, "report", "write the full report: statistics with CIs, groups, plots and a transcript viewer",
        examples=(
            "triagesim report runs --out report          # then open report/index.html",
            "triagesim report runs --out report --from-cases",
            "triagesim report --label offline=runs --label gpt=runs/gpt --out report/compare",
        ),
    )
    report.add_argument("runs", type=folder_or_url, nargs="*", metavar="RUNS",
                        help="folders of artifacts (`triagesim run --out`): paths or fsspec URLs (s3://, ftp://, ...)")
    report.add_argument("--out", type=local_output, required=True, metavar="REPORT", help="local folder for report.json, index.html and plots")
    report.add_argument("--label", type=_label, action="append", default=[], metavar="NAME=RUNS", help="name a run folder's group (repeatable)")
    source = report.add_mutually_exclusive_group()
    source.add_argument("--expert-red-flags", type=Path, metavar="FILE", help="JSON {case_id: [flags]} / list, or JSONL")
    source.add_argument("--from-cases", action="store_true", help="use the expert flags stored in each artifact's ground truth")
    report.add_argument("--seed", type=int, default=0, help="bootstrap seed")
    report.add_argument("--bootstrap", type=count(1, MAX_BOOTSTRAP), default=1000, metavar="N", help="bootstrap replicates")
    report.add_argument("--audio", type=Path, metavar="AUDIO", help="audio folder of `triagesim audio` (default: an audio/ folder beside the runs)")
    report.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from ..evaluation import load_expert_flags
    from ..report import build_report

    labels: dict[str, Path | str] = {}
    for name, folder in args.label:
        if name in labels:
            raise InputError(f"--label {name}: the name is given twice; use one name per run folder")
        labels[name] = folder
    if not args.runs and not labels:
        raise InputError("RUNS: required; give the run folders to report on (`triagesim run --out`), or --label NAME=RUNS")
    runs = named_once(args.runs)
    check_output(args.out, folder=True)
    check_apart(args.out, [*(("RUNS", folder) for folder in runs), *((f"--label {name}", folder) for name, folder in labels.items()),
                           ("--audio", args.audio)])
    expert = load_expert_flags(args.expert_red_flags) if args.expert_red_flags else None
    report = build_report(
        runs,
        args.out,
        labels=labels,
        expert_flags=expert,
        from_cases=args.from_cases,
        seed=args.seed,
        replicates=args.bootstrap,
        audio=args.audio,
    )
    from ..scoring.aggregate import decimal, percent

    overall = report["overall"]
    scored = int(overall["n"]["value"] or 0)  # a count: 0 scored is 0 (the rates below say n/a)
    failed = sum(run["errors"] for run in report["runs"])
    total = sum(run["episodes"] for run in report["runs"]) + failed
    why = report["unscored_notes"] + ([f"{failed} failed: not scored"] if failed else [])
    counted = f"{scored} of {total} episodes scored ({'; '.join(why)})" if why else f"{scored} episodes scored"
    print(
        f"report: {counted}, {len(report['groups'])} groups, "
        f"accuracy {percent(overall['accuracy']['value'])}, kappa (linear) {decimal(overall['kappa_linear']['value'])} "
        f"| open {args.out / 'index.html'}"
    )
    return EXIT_OK
