"""``triagesim rate``: rate finished conversations in one modality, and compare folders of ratings.

Two modes, told apart by the positional folder:

- ``triagesim rate RUNS --modality text|asr|audio --out RATED [--compare RATED_B ...]`` rates
  every completed artifact in RUNS (a path or an fsspec URL) into ``RATED/<run_id>.json`` and
  writes ``RATED/summary.json`` (against the ground truth, the episode nurse, and each
  ``--compare`` folder); RATED, ``--audio`` and ``--compare`` folders are local;
- ``triagesim rate --compare RATED_A RATED_B [...] [--out DIR]`` rates nothing: it prints the
  agreement of existing rating folders (and writes ``DIR/comparison.json`` when ``--out`` is given).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from ..scoring.aggregate import decimal, percent
from .common import (
    EXIT_ALL_FAILED,
    EXIT_OK,
    EXIT_SOME_FAILED,
    MAX_CONCURRENCY,
    MAX_RETRIES,
    checked_sampling,
    count,
    error,
    folder_or_url,
    local_folder,
    local_output,
    log_through,
    progress_bar,
)
from .exits import interruptible
from .paths import check_apart, check_output
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    rate = add_command(
        commands, "rate", "rate conversations from text, ASR or audio; compare rating folders (weighted kappa)",
        notes="Rate RUNS in one modality into --out, or compare rating folders with --compare alone.",
        examples=(
            "triagesim rate runs --modality text --out rated/text",
            "triagesim rate runs_asr --modality asr --out rated/asr --compare rated/text",
            "triagesim rate --compare rated/text rated/asr   # agreement only, nothing rated",
        ),
    )
    rate.add_argument("runs", type=folder_or_url, nargs="?", metavar="RUNS",
                      help="folder of run artifacts (triagesim run / triagesim asr --out): a path or an fsspec URL (s3://, ftp://, ...)")
    rate.add_argument("--modality", choices=("text", "asr", "audio"), help="what the rater gets: the transcript, the ASR transcript, or the audio")
    rate.add_argument("--out", type=local_output, metavar="RATED", help="folder for the ratings and summary.json (with --compare alone: for comparison.json)")
    rate.add_argument("--audio", type=local_folder, metavar="AUDIO", help="audio folder (triagesim audio --out) for --modality audio; "
                                                 "not needed for ASR artifacts, which record theirs")
    rate.add_argument("--compare", type=local_folder, nargs="+", default=[], metavar="RATED",
                      help="rating folders to report agreement with (alone: compare these folders only)")
    rate.add_argument("--json", action="store_true", help="print the summary as JSON instead of tables")
    rate.add_argument("--quiet", action="store_true", help="no progress bar")
    llm = rate.add_argument_group("rater ('offline' is the protocol nurse; any other name is an LLM on --base-url)")
    llm.add_argument("--model", default="offline", help="offline (the protocol nurse) or a model name")
    llm.add_argument("--base-url", default=None, metavar="URL", help="chat-completions base URL (default: OpenRouter)")
    llm.add_argument("--api-key-env", default=None, metavar="NAME", help="environment variable (or .env entry) holding the key")
    llm.add_argument("--sampling", metavar="JSON", help='JSON sampling parameters, e.g. {"temperature": 0}')
    llm.add_argument("--cache", type=Path, metavar="FOLDER", help="record/replay cache folder")
    llm.add_argument("--cache-mode", choices=("auto", "record", "replay"), default="auto",
                     help="auto: replay what --cache holds, record the rest; replay: serve only from --cache")
    llm.add_argument("--timeout", type=float, metavar="SECONDS", default=120.0, help="seconds per LLM request")
    llm.add_argument("--max-retries", type=count(0, MAX_RETRIES), metavar="N", default=4, help="retries per request on 429 / 5xx / timeouts")
    llm.add_argument("--max-wait", type=float, metavar="SECONDS", default=30.0, help="longest wait honoured from a Retry-After header")
    llm.add_argument("--concurrency", type=count(1, MAX_CONCURRENCY), metavar="N", default=4, help="ratings in flight")
    rate.set_defaults(handler=rate_command)


def _rater(args: argparse.Namespace) -> Any:
    from ..rating import LLMRater, OfflineRater

    if _offline(args):
        return OfflineRater()
    from ..agents.llm.factory import make_backend

    options: dict[str, Any] = {"base_url": args.base_url} if args.base_url else {}
    if args.api_key_env:
        options["api_key_env"] = args.api_key_env
    backend = make_backend(
        sampling=args.sampling, cache_dir=args.cache, cache_mode=args.cache_mode, timeout=args.timeout,
        concurrency=args.concurrency, max_retries=args.max_retries, max_wait=args.max_wait, **options,
    )
    return LLMRater(backend, args.model)


def _offline(args: argparse.Namespace) -> bool:
    return args.model.strip().lower() == "offline"


def _num(value: float | None, pct: bool = False) -> str:
    """A rate or a kappa as every command prints it (``scoring.aggregate``)."""
    return percent(value) if pct else decimal(value)


def _print(report: dict[str, Any], folders: dict[str, dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    truth = Table(title="against the ground truth")
    for column in ("folder", "modality / rater", "n", "accuracy", "under", "over", "κ linear", "κ quadratic"):
        truth.add_column(column)
    for name, info in folders.items():
        figures = info["versus_ground_truth"]
        truth.add_row(name, str(info.get("label") or "-"), str(figures["n"]), _num(figures["accuracy"], True),
                      _num(figures["under_triage"], True), _num(figures["over_triage"], True),
                      _num(figures["kappa_linear"]), _num(figures["kappa_quadratic"]))
    console.print(truth)
    for pair in report.get("agreement", []):
        console.print(f"\n[bold]{pair['a']}[/] (rows) vs [bold]{pair['b']}[/] (columns): n {pair['n']}, exact agreement "
                      f"{_num(pair['exact_agreement'], True)}, κ linear {_num(pair['kappa_linear'])}, "
                      f"κ quadratic {_num(pair['kappa_quadratic'])}", highlight=False)
        table = Table()
        table.add_column("")
        for level in range(1, 6):
            table.add_column(str(level), justify="right")
        for level, row in pair["confusion_matrix"].items():
            table.add_row(level, *(str(row[str(other)]) for other in range(1, 6)))
        console.print(table)


def _compare_only(args: argparse.Namespace) -> int:
    from ..folders.atomic import atomic_write_text
    from ..rating import compare_folders

    if len(args.compare) < 2:
        raise ConfigError("--compare: give two or more rating folders to compare (or RUNS --modality M --out RATED to rate)")
    if args.out is not None:
        check_output(args.out, folder=True)
        check_apart(args.out, [("--compare", folder) for folder in args.compare])
    report = compare_folders({str(path): path for path in args.compare})
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        atomic_write_text(args.out / "comparison.json", json.dumps(report, indent=1) + "\n")
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print(report, report["folders"])
    return EXIT_OK


def rate_command(args: argparse.Namespace) -> int:
    if args.sampling is not None:
        checked_sampling(args.sampling)  # a typo is an error whatever the rater, before any rating
    if args.runs is None:
        if not args.compare:
            raise ConfigError("RUNS: required; give RUNS --modality M --out RATED to rate, or --compare RATED_A RATED_B to compare")
        return _compare_only(args)
    missing = [option for option, value in (("--modality", args.modality), ("--out", args.out)) if value is None]
    if missing:
        raise ConfigError(f"{', '.join(missing)}: required to rate RUNS; give --modality text|asr|audio --out RATED")
    if args.cache_mode == "replay" and not args.cache:
        raise ConfigError("--cache-mode replay: give --cache DIR too (the folder replies are replayed from)")
    if args.modality == "audio" and _offline(args):
        raise ConfigError("--modality audio: the offline rater reads transcripts and cannot rate audio; give --model NAME "
                          "(an LLM that accepts input_audio)")
    from ..rating import compare_folders, rate_folder, write_summary
    from ..rating.batch import check_inputs

    for other in args.compare:
        if not other.is_dir():
            raise ConfigError(f"--compare {other}: not a folder of ratings (`triagesim rate --out`)")
    check_output(args.out, folder=True)
    check_apart(args.out, [("RUNS", args.runs), ("--audio", args.audio), *(("--compare", folder) for folder in args.compare)])
    rater = _rater(args)
    check_inputs(args.runs, args.out, args.modality, rater.describe())  # one line before the progress bar

    console, progress = progress_bar(f"rate {args.modality}", "errors {task.fields[errors]}", quiet=args.quiet)
    task = progress.add_task("rate", total=None, errors=0)

    def on_progress(summary: Any) -> None:
        done = summary.rated + summary.kept + len(summary.skipped) + len(summary.errors)
        progress.update(task, total=summary.planned, completed=done, errors=len(summary.errors))

    with log_through(console), progress:
        summary = asyncio.run(interruptible(rate_folder(args.runs, args.out, modality=args.modality, rater=rater,
                                                        audio_dir=args.audio, concurrency=args.concurrency,
                                                        on_progress=on_progress)))
    report = write_summary(args.out, compare=args.compare)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        folders = compare_folders({str(args.out): args.out, **{str(p): p for p in args.compare}})["folders"]
        _print(report, folders)
    print(f"ratings: {summary.rated} new, {summary.kept} kept, {len(summary.errors)} errors, "
          f"{len(summary.skipped)} skipped (episode not completed) of {summary.planned} "
          f"| summary in {args.out / 'summary.json'}", file=sys.stderr)
    if summary.errors:
        print(f"errors logged in {args.out / 'errors.jsonl'}; the first: {summary.errors[0]['file']}: "
              f"{summary.errors[0]['error'][:300]}", file=sys.stderr)
    if summary.fatal:
        error(f"stopped early: {summary.fatal}; finished ratings are kept, re-run the same command to resume")
        return EXIT_ALL_FAILED
    if summary.errors:
        return EXIT_ALL_FAILED if summary.rated + summary.kept == 0 else EXIT_SOME_FAILED
    return EXIT_OK
