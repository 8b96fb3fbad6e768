"""``triagesim run``: play episodes and write one JSON artifact per episode into a run folder.

What shapes and runs a batch of episodes (the options, the cases, the agents, the folder, the
executor, the closing line) is public here because ``triagesim audit`` plays its paired
episodes through the same steps: ``add_episode_options``, ``open_batch``, ``play``, ``finish``.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import hashlib
import itertools
import json
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..folders.location import url_or_path
from .common import (
    EXIT_ALL_FAILED,
    EXIT_OK,
    EXIT_SOME_FAILED,
    MAX_CONCURRENCY,
    MAX_EPISODES_PER_CASE,
    MAX_PARTITION_SIZE,
    MAX_RETRIES,
    MAX_TURNS,
    checked_sampling,
    count,
    error,
    log_through,
    positive,
    progress_bar,
    workers_count,
)
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    run = add_command(commands, "run", "play triage episodes and write one JSON artifact per episode", examples=(
        "triagesim run                                      # every bundled vignette, offline, into runs/",
        "triagesim run --cases cases.csv --episodes-per-case 3 --out runs/mine",
        "triagesim run --model openai/gpt-4o-mini --limit 5 --out runs/gpt  # needs OPENROUTER_API_KEY",
    ), notes="Re-running the same command resumes: episodes already in --out are skipped.")
    add_episode_options(run)
    run.set_defaults(handler=run_command)


def add_episode_options(run: argparse.ArgumentParser, *, out: str | None = "runs") -> None:
    """The options of every command that plays episodes (``run``, ``audit``): cases, folder, agents, executor.
    ``out``: the default output folder (None: ``--out`` is required)."""
    run.add_argument("--cases", type=Path, metavar="FILE", help="cases file (.jsonl, .json, .csv; MIMIC-IV-ED triage.csv as is); default: bundled vignettes")
    run.add_argument("--out", type=url_or_path, default=None if out is None else Path(out), required=out is None,
                     help="output folder, or an fsspec URL such as s3://bucket/runs (needs fsspec and the protocol's package)")
    reuse = run.add_mutually_exclusive_group()
    reuse.add_argument("--overwrite", action="store_true", help="replace the runs of another configuration in --out")
    reuse.add_argument("--new-out", action="store_true",
                       help="if --out holds another configuration, write to OUT-2 (OUT-3, ...) instead")
    run.add_argument("--algorithm", choices=("esi", "ats"), help="triage scale (default: each case's own, else esi)")
    run.add_argument("--episodes-per-case", type=count(1, MAX_EPISODES_PER_CASE), metavar="N", default=1,
                     help="episodes played per case, each with its own seed and personas")
    run.add_argument("--max-turns", type=count(1, MAX_TURNS), metavar="N", default=12, help="patient replies before the closing phase")
    run.add_argument("--seed", type=int, default=0, help="base seed: the same seed plays the same episodes")
    run.add_argument("--limit", type=positive, metavar="N", help="use only the first N cases")
    run.add_argument("--concurrency", type=count(1, MAX_CONCURRENCY), metavar="N",
                     help="episodes (and LLM requests) in flight (default: 8 with an LLM, 2 offline, where more "
                          "only adds switching)")
    run.add_argument("--store", choices=("memory", "redis"), default="memory",
                     help="where an episode's state lives while it plays (redis: shared, needs --redis-url)")
    run.add_argument("--redis-url", metavar="URL", help="redis:// or rediss:// URL (with --store redis)")
    run.add_argument("--nurse-personas", type=Path, metavar="FILE", help="YAML list of nurse personas (default: bundled)")
    run.add_argument("--patient-personas", type=Path, metavar="FILE", help="YAML list of patient personas (default: bundled)")
    run.add_argument("--strict", action="store_true", help="stop on the first bad case row instead of skipping it")
    run.add_argument("--encoding", help="text encoding of --cases when it is not UTF-8 (e.g. latin-1)")
    llm = run.add_argument_group("LLM agents (any OpenAI-compatible server; 'offline' is the embedded engine)")
    llm.add_argument("--model", help="model for both roles (default: offline)")
    llm.add_argument("--nurse-model", help="model for the nurse (overrides --model)")
    llm.add_argument("--patient-model", help="model for the patient (overrides --model)")
    llm.add_argument("--extractor-model", help="model for belief extraction (default: the nurse's)")
    llm.add_argument("--base-url", action="append", default=None, metavar="URL",
                     help="chat-completions base URL (default: OpenRouter); repeat it to spread requests over "
                          "several servers of the same model")
    llm.add_argument("--endpoints", type=Path, metavar="FILE",
                     help="servers of the same model, one per line (URL [concurrency=N] [api_key_env=NAME]) or a "
                          "YAML list; requests go to the least-loaded one (see docs/endpoints.md)")
    llm.add_argument("--api-key-env", default=None, metavar="NAME",
                     help="environment variable (or .env entry) holding the key; default: OPENROUTER_API_KEY for "
                          "OpenRouter, no key for other servers")
    llm.add_argument("--sampling", metavar="JSON", help='JSON sampling parameters, flat or per role: {"nurse": {"temperature": 0.2}}')
    llm.add_argument("--cache", type=Path, metavar="FOLDER", help="record/replay cache folder")
    llm.add_argument("--cache-mode", choices=("auto", "record", "replay"), default="auto",
                     help="auto: replay what --cache holds, record the rest; replay: serve only from --cache, never call the server")
    llm.add_argument("--timeout", type=float, metavar="SECONDS", default=120.0, help="seconds per LLM request")
    llm.add_argument("--max-retries", type=count(0, MAX_RETRIES), metavar="N", default=4, help="retries per request on 429 / 5xx / timeouts")
    llm.add_argument("--max-wait", type=float, metavar="SECONDS", default=30.0, help="longest wait honoured from a Retry-After header")
    scale = run.add_argument_group("where episodes run")
    scale.add_argument("--executor", choices=("local", "dask"), default="local",
                       help="local: this process; dask: Dask distributed workers (pip install 'triagesim[dask]')")
    scale.add_argument("--workers", type=workers_count(), metavar="N", help="--executor dask: start a local cluster of N worker processes "
                                                          "(default: one per CPU core)")
    scale.add_argument("--scheduler", metavar="tcp://HOST:8786",
                       help="--executor dask: join this running cluster; --out must be a folder every worker sees")
    scale.add_argument("--partition-size", type=count(1, MAX_PARTITION_SIZE), metavar="N", default=200,
                       help="--executor dask: episodes sent to a worker at a time")
    run.add_argument("--quiet", action="store_true", help="no progress bar")


def _printing_warnings(cases: Iterator[Any], show: bool = True) -> Iterator[Any]:
    """The cases, one at a time as they are read (a pipe too), their loader warnings (bad rows skipped) printed as they come.

    Only the loader's own warnings are printed here: anything else raised while a row is read
    (a ResourceWarning from an unrelated object collected just then) goes back to Python's own
    warning filters, so it never reads as a line about the case file.
    """
    from ..cases.files import CaseWarning

    while True:
        caught: list[warnings.WarningMessage] = []
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                case = next(cases, None)
        finally:
            for warning in caught:
                if not issubclass(warning.category, CaseWarning):
                    warnings.warn_explicit(warning.message, warning.category, warning.filename, warning.lineno)
                elif show:
                    print(f"warning: {warning.message}", file=sys.stderr)
        if case is None:
            return
        yield case


def _load_cases(args: argparse.Namespace) -> tuple[Iterator[Any], int | None] | None:
    """The cases as a lazy stream (with ``--limit``) and the most there can be; None when none is usable.

    Streaming keeps memory flat and the first episode seconds away on a 425k-row file. Under
    ``--strict`` the file is read through once first, so a bad row stops the run before any
    episode is written (that pass holds one row at a time too).
    """
    from ..cases import bundled_cases_path, iter_cases
    from ..cases.files import count_records

    path = args.cases or bundled_cases_path()

    def stream() -> Iterator[Any]:
        cases = iter_cases(path, strict=args.strict, encoding=args.encoding)
        return itertools.islice(cases, args.limit) if args.limit else cases

    if args.strict:
        _interruptible(lambda: all(True for _case in _printing_warnings(stream())))
    cases = _printing_warnings(stream(), show=not args.strict)
    first = _interruptible(lambda: next(cases, None))
    if first is None:
        return None
    total = count_records(Path(path), args.encoding)
    if args.limit:
        total = args.limit if total is None else min(total, args.limit)
    return itertools.chain([first], cases), total


def _interruptible(read: Callable[[], Any]) -> Any:
    """``read()`` on a daemon thread, waited for in short steps, so Ctrl-C always stops it.

    Opening a FIFO with no writer yet (or a pipe that stays silent) blocks in the kernel. A SIGINT
    that lands after Python's last check for signals but before that call starts is never seen in
    the main thread, and the run hangs. A wait that wakes every 0.1 s sees it at once.
    """
    result: list[Any] = []
    failure: list[BaseException] = []

    def run() -> None:
        try:
            result.append(read())
        except BaseException as error:  # handed to the main thread, which raises it
            failure.append(error)

    thread = threading.Thread(target=run, name="triagesim-cases", daemon=True)
    thread.start()
    while thread.is_alive():
        thread.join(0.1)
    if failure:
        raise failure[0]
    return result[0]


def _portable(args: argparse.Namespace) -> argparse.Namespace:
    """The arguments with every path made absolute: Dask workers rebuild the LLM backend from them
    (``--cache``, an endpoints file) in working folders of their own."""
    copy = argparse.Namespace(**vars(args))
    for name, value in vars(copy).items():
        if isinstance(value, Path):
            setattr(copy, name, value.resolve())
    return copy


def _digest(items: list[Any]) -> str:
    dump = json.dumps([item.model_dump(mode="json") for item in items], sort_keys=True)
    return hashlib.sha256(dump.encode()).hexdigest()[:16]


def _run_config(args: argparse.Namespace, models: dict[str, str], nurses: list[Any], patients: list[Any]) -> dict[str, Any]:
    """Everything that shapes an episode's result: the run folder's identity (see run_folder)."""
    uses_llm = any(model != "offline" for model in models.values())
    sampling: Any = None
    # The LLM stack is not imported for a plain offline run (a fifth of its start-up); a --sampling
    # given to one is still checked, so a typo is an error whatever the engine.
    if uses_llm or args.sampling is not None:
        parsed = checked_sampling(args.sampling)
        sampling = parsed if uses_llm else None
    return {
        "algorithm": args.algorithm,
        "max_turns": args.max_turns,
        "seed": args.seed,
        "models": models,
        "sampling": sampling.model_dump(mode="json") if hasattr(sampling, "model_dump") else sampling,
        "nurse_personas": _digest(nurses),
        "patient_personas": _digest(patients),
    }


def _make_backend(args: argparse.Namespace) -> Any:
    """The one LLM backend of the batch, built (and so validated) before the first episode."""
    from ..agents.llm.factory import make_backend
    from ..llm.endpoints import load_endpoints

    # Every --base-url, then the --endpoints file: the servers requests are spread over (same model).
    pool: list[Any] = [*(args.base_url or []), *(load_endpoints(args.endpoints) if args.endpoints else [])]
    options: dict[str, Any] = {"endpoints": pool} if pool else {}
    if args.api_key_env:
        options["api_key_env"] = args.api_key_env
    return make_backend(
        sampling=args.sampling, cache_dir=args.cache, cache_mode=args.cache_mode, timeout=args.timeout,
        concurrency=args.concurrency, max_retries=args.max_retries, max_wait=args.max_wait, **options,
    )


def run_command(args: argparse.Namespace) -> int:
    from ..batch import plan_jobs

    batch = open_batch(args)
    jobs = plan_jobs(batch.cases, episodes_per_case=args.episodes_per_case, seed=args.seed, algorithm=args.algorithm)
    # The total from a line count (a fast upper bound), made exact once every case has been read.
    total = None if batch.case_count is None else batch.case_count * args.episodes_per_case
    summary = play(jobs, batch, args, total=total)
    return finish(summary, batch, args)


@dataclass
class EpisodeBatch:
    """A batch ready to play: its cases (a lazy stream), agents, prepared folder and runner settings."""

    cases: Iterator[Any]
    #: The most cases there can be (a line count), or None when it cannot be told without reading them.
    case_count: int | None
    agents: Any  # ``batch.EpisodeAgents``
    models: dict[str, str]
    out: Any  # the folder written to: ``--out``, or the ``--new-out`` beside it
    folder: Any  # ``folders.run_folder.RunFolder``
    config: Any  # ``runner.RunnerConfig``
    run_config: dict[str, Any] = field(default_factory=dict)


def open_batch(args: argparse.Namespace, *, design: dict[str, Any] | None = None) -> EpisodeBatch:
    """Check the options, read the first case, build and check the agents and the store, claim the folder.

    Every problem is a ``TriageSimError`` (one line, exit 2) before the first episode. ``design``
    adds to the folder's configuration (``audit`` marks its folders, so a run folder and an audit
    folder never take each other's episodes).
    """
    from ..batch import DEFAULT_CONCURRENCY, EpisodeAgents
    from ..errors import ConfigError, InputError
    from ..folders.run_folder import RunFolder
    from ..personas import load_nurse_personas, load_patient_personas
    from ..runner import RunnerConfig

    if isinstance(args.out, Path):
        from .paths import check_output

        check_output(args.out, folder=True)  # under a file, or unwritable: one line naming it, before any case is read
    if args.store == "redis" and not args.redis_url:
        raise ConfigError("--store redis: give --redis-url too, e.g. --redis-url redis://127.0.0.1:6379/0")
    if args.cache_mode == "replay" and not args.cache:
        raise ConfigError("--cache-mode replay: give --cache DIR too (the folder replies are replayed from)")
    if args.executor != "dask" and (args.workers or args.scheduler):
        raise ConfigError(f"{'--workers' if args.workers else '--scheduler'}: goes with --executor dask; add --executor dask")
    if args.workers and args.scheduler:
        raise ConfigError("--workers: cannot be given with --scheduler (--workers starts a local cluster, --scheduler "
                          "joins one); give one of them")
    if args.executor == "dask":
        from ..executors.dask import require_dask

        require_dask()  # one line naming the extra, before any file is read
    loaded = _load_cases(args)
    if loaded is None:
        raise InputError(f"--cases {args.cases}: no usable cases (every row was skipped); fix the rows the warnings name"
                         if args.cases else "no usable cases in the bundled vignettes")
    cases, case_count = loaded
    nurses, patients = load_nurse_personas(args.nurse_personas), load_patient_personas(args.patient_personas)
    nurse_model = args.nurse_model or args.model or "offline"
    patient_model = args.patient_model or args.model or "offline"
    extractor_model = args.extractor_model or nurse_model
    models = {"nurse": nurse_model, "patient": patient_model, "extractor": extractor_model}
    uses_llm = any(model != "offline" for model in models.values())
    if args.concurrency is None:
        args.concurrency = DEFAULT_CONCURRENCY if uses_llm else 2  # offline episodes are CPU-bound: two overlap the writes
    run_config = {**_run_config(args, models, nurses, patients), **(design or {})}
    # A picklable factory (Dask rebuilds the agents on its workers), the backend's settings checked once, now.
    agents = EpisodeAgents(nurses, patients, models, backend_factory=functools.partial(_make_backend, _portable(args)) if uses_llm else None)
    if uses_llm:
        from ..llm.endpoints import check_reachable

        check_reachable(agents.backend().settings)  # a dead server is one line, not N failed episodes
    if args.executor == "dask":
        asyncio.run(agents.aclose())  # each worker builds its own backend, with its own connections
    if args.store == "redis":
        from ..core.store import make_store

        probe = make_store("redis", args.redis_url)
        try:
            probe.ping()  # a dead store is one line before the progress bar, not a failed batch
        finally:
            probe.close()
    out = args.out
    if args.new_out and RunFolder(out).conflict(run_config) is not None:
        out = RunFolder.beside(out)
        print(f"--out {RunFolder(args.out).display} holds another configuration: writing to {RunFolder(out).display}", file=sys.stderr)
    folder = RunFolder(out)
    fingerprint = folder.prepare(run_config, overwrite=args.overwrite)
    config = RunnerConfig(
        max_turns=args.max_turns,
        store_backend=args.store,
        redis_url=args.redis_url,
        seed=args.seed,
        algorithm=args.algorithm,
        fingerprint=fingerprint,
    )
    return EpisodeBatch(cases, case_count, agents, models, out, folder, config, run_config)


def play(jobs: Iterable[Any], batch: EpisodeBatch, args: argparse.Namespace, *, total: int | None,
         make_agents: Any = None, label: str = "triage") -> Any:
    """Play ``jobs`` on the chosen executor under a progress bar (``total`` episodes at most, None when
    unknown); ``make_agents`` replaces the batch's own agents. Returns the ``BatchSummary``."""
    from ..batch import BatchSpec

    console, progress = progress_bar(label, "errors {task.fields[errors]}  acc {task.fields[accuracy]}", quiet=args.quiet)
    task = progress.add_task("episodes", total=total, errors=0, accuracy="n/a")

    def on_progress(summary, _artifact) -> None:
        done = summary.completed + summary.errors + summary.skipped
        accuracy = "n/a" if summary.accuracy is None else f"{summary.accuracy:.0%}"
        exact = {"total": summary.planned} if summary.exhausted else {}
        progress.update(task, completed=done, errors=summary.errors, accuracy=accuracy, **exact)

    spec = BatchSpec(out_dir=batch.out, make_agents=make_agents or batch.agents, config=batch.config,
                     concurrency=args.concurrency, on_progress=on_progress)
    with log_through(console), progress:
        if args.executor == "dask":
            from ..executors.dask import run_dask

            return run_dask(jobs, spec, workers=args.workers, scheduler=args.scheduler,
                            partition_size=args.partition_size)
        from ..executors.local import run_local

        return run_local(jobs, spec)


def finish(summary: Any, batch: EpisodeBatch, args: argparse.Namespace) -> int:
    """Print the batch's closing line (and where its errors are) and return its exit code."""
    from ..redaction import redact_url
    from ..scoring.aggregate import percent

    folder = batch.folder
    # What was counted, and why some are not: episodes never started after a stop, finished ones
    # without a label on this scale (an ATS run over ESI-only cases) are named, never left to guess.
    stopped = f", {summary.not_run} not started (stopped)" if summary.not_run else ""
    read = f"of {summary.planned}" + ("" if summary.exhausted else " read before the stop")
    unscored = summary.unscored_notes(batch.run_config.get("algorithm"))
    scored = (f"over {summary.scored} of {summary.finished} finished episodes in the folder ({'; '.join(unscored)}) "
              if unscored else f"over {summary.scored} finished episodes in the folder ")
    print(
        f"episodes: {summary.completed} completed, {summary.errors} errors, {summary.skipped} skipped (already done)"
        f"{stopped} {read} | accuracy {percent(summary.accuracy)}, under-triage {percent(summary.under_triage)}, "
        f"over-triage {percent(summary.over_triage)} {scored}"
        f"| {summary.seconds:.1f}s | artifacts in {folder.display}/"
        + (f" | store {redact_url(args.redis_url)}" if args.store == "redis" else "")
    )
    if summary.errors:
        first = " ".join(summary.error_messages[0].split())[:300] if summary.error_messages else ""
        print(f"errors logged in {folder.location.child('errors.jsonl')}" + (f"; the first: {first}" if first else ""), file=sys.stderr)
    if summary.signal is not None:
        print("interrupted: finished episodes are kept; re-run the same command to resume", file=sys.stderr)
        return 128 + summary.signal
    if summary.fatal:
        error(f"stopped early: {summary.fatal}; finished episodes are kept, re-run the same command to resume")
        return EXIT_ALL_FAILED
    if summary.errors:
        return EXIT_ALL_FAILED if summary.completed == 0 else EXIT_SOME_FAILED
    return EXIT_OK
