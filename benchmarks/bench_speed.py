"""Offline engine speed: episodes per second on one core, end to end and in-process, plus a profile.

    python benchmarks/bench_speed.py [--episodes-per-case 10] [--repeats 3] [--cases FILE | --new-rows]
                                     [--core 0] [--baseline-src /tmp/speed_base/src] [--profile 25]
                                     [--folder /dev/shm]

Three figures, all on one pinned core (``taskset -c CORE`` for the CLI, ``sched_setaffinity``
in-process), with the offline engine (protocol nurse, scripted patient, rule-based extractor,
memory store):

* **CLI, end to end**: ``triagesim run --quiet`` in a fresh subprocess, so interpreter start-up,
  imports, case loading and every artifact write (with its fsync) count. As a user's second
  run: bytecode cached (``PYTHONDONTWRITEBYTECODE`` is dropped for the child, and one run
  goes first to write ``__pycache__``). Printed as episodes per
  wall-clock second and per CPU second of the child (user + sys): on a shared, loaded machine the
  CPU figure is the steadier one, the wall figure the one a user sees on an idle core.
* **in-process**: the same ``triagesim run`` through ``triagesim.cli.main`` after a warm-up, so
  start-up does not count.
* **profile**: the top entries of a cProfile of one in-process run (by own time, and the
  project's functions by cumulative time), to show where the time goes now.

First it prints what one artifact-sized file costs the file system the runs write to (create,
write, fsync, rename), in CPU time: a virtual machine's disk can charge several hundred
microseconds of kernel time for a file a tmpfs creates in ten. ``--folder /dev/shm`` takes the
file system out of the figures.

``--new-rows`` plays every row of the MIMIC-style sets (``benchmarks/data/mimic_round*.csv``) once,
one episode each: 2,399 rows, 1,657 distinct complaints, so nearly every episode is a case's first
sight, as on a real ``triage.csv`` where rows do not repeat. The other sets repeat each case
``--episodes-per-case`` times, and later episodes of a case find its complaint already rewritten.

Each figure is the best of ``--repeats``. ``--baseline-src`` also times a copy of ``src/`` taken
before a change, alternating baseline and current run by run, so both see the same load. A source
tree cannot be swapped inside one process, so with ``--baseline-src`` each in-process figure comes
from a child process (``--child``: imports, a warm-up run, then one timed run, its figures printed
as JSON), baseline and current children taking turns.
Target (issue 12): >= 200 episodes/s per core end to end.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import json
import os
import pstats
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"


def write_new_rows(path: Path) -> Path:
    """Every row of the MIMIC-style sets once (the first of a repeated stay id), as one cases file."""
    import csv

    sources = sorted((source for source in DATA.glob("mimic_round*.csv") if "rationale" not in source.name),
                     key=lambda source: int(source.stem.removeprefix("mimic_round")))
    seen: set[str] = set()
    with path.open("w", newline="", encoding="utf-8") as out:
        writer: csv.DictWriter | None = None
        for source in sources:
            with source.open(newline="", encoding="utf-8") as handle:
                for row in csv.DictReader(handle):
                    if writer is None:
                        writer = csv.DictWriter(out, fieldnames=list(row))
                        writer.writeheader()
                    if row["stay_id"] not in seen:
                        seen.add(row["stay_id"])
                        writer.writerow(row)
    return path


def _run_args(out: Path, args: argparse.Namespace, seed: int = 0, *, startup: bool = False) -> list[str]:
    cases = ["--cases", str(args.cases)] if args.cases else []
    episodes = ["--limit", "1", "--episodes-per-case", "1"] if startup else ["--episodes-per-case", str(args.episodes_per_case)]
    return ["run", "--quiet", "--out", str(out), *episodes, "--seed", str(seed), *cases]


def _count(folder: Path) -> int:
    return sum(1 for _ in folder.glob("*.json"))


def cli_once(args: argparse.Namespace, src: Path | None, *, startup: bool = False) -> tuple[float, float, int]:
    """(wall seconds, child CPU seconds, episodes) of one ``triagesim run`` in a fresh process
    (``startup``: one episode, so the figure is the fixed cost of a run)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as on a user's machine: modules load from cached bytecode
    if src is not None:
        env["PYTHONPATH"] = str(src.resolve()) + os.pathsep + env.get("PYTHONPATH", "")
    with tempfile.TemporaryDirectory(prefix="bench_speed_", dir=args.folder) as tmp:
        out = Path(tmp) / "runs"
        cmd = ["taskset", "-c", str(args.core), sys.executable, "-m", "triagesim", *_run_args(out, args, startup=startup)]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            raise SystemExit(f"triagesim run failed (rc {done.returncode}): {done.stderr.strip()[-500:]}")
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return wall, cpu, _count(out)


def in_process_once(args: argparse.Namespace, seed: int = 0, profile: cProfile.Profile | None = None) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds, episodes) of one ``triagesim run`` through ``cli.main`` in this process."""
    from triagesim.cli import main

    with tempfile.TemporaryDirectory(prefix="bench_speed_", dir=args.folder) as tmp:
        out = Path(tmp) / "runs"
        quiet = io.StringIO()  # the run's one-line summary
        cpu0, started = time.process_time(), time.perf_counter()
        if profile is not None:
            profile.enable()
        with contextlib.redirect_stdout(quiet), contextlib.redirect_stderr(quiet):
            code = main(_run_args(out, args, seed))
        if profile is not None:
            profile.disable()
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu0
        if code != 0:
            raise SystemExit(f"triagesim run failed in-process (exit {code})")
        return wall, cpu, _count(out)


def file_cost(folder: Path | None, count: int = 300, size: int = 22_000) -> tuple[float, float]:
    """(CPU µs, wall µs) to write one file of an artifact's size the way ``write_artifact`` does:
    a temporary file, fsync, rename."""
    from triagesim.folders.location import LocalFolder

    data = b"x" * size
    with tempfile.TemporaryDirectory(prefix="bench_speed_files_", dir=folder) as tmp:
        target = LocalFolder(tmp)
        cpu0, started = time.process_time(), time.perf_counter()
        for index in range(count):
            target.write_atomic(f"f{index}.json", data)
        return (time.process_time() - cpu0) / count * 1e6, (time.perf_counter() - started) / count * 1e6


def _rates(label: str, samples: list[tuple[float, float, int]]) -> None:
    wall = max(n / w for w, _, n in samples)
    cpu = max(n / c for _, c, n in samples)
    episodes = samples[0][2]
    print(f"{label:34} {episodes:>6} episodes  best {wall:7.1f} ep/s wall  {cpu:7.1f} ep/s per CPU-second"
          f"  (runs: {', '.join(f'{n / w:.0f}' for w, _, n in samples)} wall)")


def in_process_child(args: argparse.Namespace, src: Path | None) -> tuple[float, float, int]:
    """``in_process_once`` after a warm-up, in a fresh process running ``src`` (None: this tree)."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = str(src.resolve()) + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, __file__, "--child", "--core", str(args.core), "--episodes-per-case", str(args.episodes_per_case)]
    cmd += ["--cases", str(args.cases)] if args.cases else []
    cmd += ["--folder", str(args.folder)] if args.folder else []
    done = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"in-process child failed (rc {done.returncode}): {done.stderr.strip()[-500:]}")
    wall, cpu, episodes = json.loads(done.stdout.strip().splitlines()[-1])
    return wall, cpu, episodes


def _profile(args: argparse.Namespace) -> None:
    profile = cProfile.Profile()
    in_process_once(args, seed=2000, profile=profile)
    stream = io.StringIO()
    stats = pstats.Stats(profile, stream=stream)
    stats.sort_stats("tottime").print_stats(args.profile)
    stats.sort_stats("cumulative").print_stats(r"triagesim", args.profile)
    text = stream.getvalue().replace(str(ROOT / "src") + "/", "")
    print("\nprofile of one in-process run (cProfile inflates Python-heavy code; read it for shares, not rates):")
    print("\n".join(line for line in text.splitlines() if line.strip() and "Ordered by" not in line
                    and "List reduced" not in line and "function calls" not in line))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=Path, help="cases file (default: the bundled vignettes)")
    parser.add_argument("--new-rows", action="store_true",
                        help="every row of the MIMIC-style sets once, one episode each (nearly every episode a case's first sight)")
    parser.add_argument("--episodes-per-case", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--core", type=int, default=0, help="the CPU core to pin every run to")
    parser.add_argument("--baseline-src", type=Path, help="also time this copy of src/, alternating with the current code")
    parser.add_argument("--profile", type=int, default=25, help="profile entries to print (0: no profile)")
    parser.add_argument("--no-cli", action="store_true", help="skip the subprocess figure")
    parser.add_argument("--folder", type=Path, help="where the run folders go (default: the temporary folder; "
                        "/dev/shm takes the file system out of the figures)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)  # one in-process figure, as JSON
    args = parser.parse_args()
    if args.child:
        os.sched_setaffinity(0, {args.core})
        in_process_once(args, seed=1000)
        print(json.dumps(in_process_once(args)))
        return
    if shutil.which("taskset") is None:
        raise SystemExit("taskset (util-linux) is needed to pin the CLI to one core")
    if args.new_rows:
        if args.cases:
            raise SystemExit("give --cases or --new-rows, not both")
        rows = tempfile.TemporaryDirectory(prefix="bench_speed_rows_")  # removed when the benchmark ends
        args.cases = write_new_rows(Path(rows.name) / "new_rows.csv")
        args.episodes_per_case = 1
    label = "every MIMIC-style row once" if args.new_rows else args.cases or "bundled vignettes"
    print(f"cases: {label}, {args.episodes_per_case} episodes per case, core {args.core}, "
          f"best of {args.repeats}; load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    cpu_us, wall_us = file_cost(args.folder)
    print(f"one artifact-sized file in {args.folder or tempfile.gettempdir()} (temporary, fsync, rename): "
          f"{cpu_us:.0f} µs CPU, {wall_us:.0f} µs wall")
    if not args.no_cli:
        # One run first, so every figure is a user's second run: Python has cached the bytecode of
        # every module (a machine with PYTHONDONTWRITEBYTECODE set would compile them on every start).
        for src in (args.baseline_src, None) if args.baseline_src else (None,):
            cli_once(args, src, startup=True)
        current: list[tuple[float, float, int]] = []
        baseline: list[tuple[float, float, int]] = []
        for _ in range(args.repeats):
            if args.baseline_src:
                baseline.append(cli_once(args, args.baseline_src))
            current.append(cli_once(args, None))
        if args.baseline_src:
            _rates("CLI end to end, baseline", baseline)
        _rates("CLI end to end, current", current)
        for label, src in (("baseline", args.baseline_src), ("current", None)) if args.baseline_src else (("current", None),):
            fixed = min(cli_once(args, src, startup=True)[0] for _ in range(args.repeats))
            print(f"{'CLI start-up + 1 episode, ' + label:34} {fixed:6.2f} s wall (best of {args.repeats})")
    if args.baseline_src:
        current, baseline = [], []
        for _ in range(args.repeats):
            baseline.append(in_process_child(args, args.baseline_src))
            current.append(in_process_child(args, None))
        _rates("in-process (child), baseline", baseline)
        _rates("in-process (child), current", current)
    os.sched_setaffinity(0, {args.core})
    # Warm-up with another seed: imports, tables and compiled patterns are ready, but the episodes
    # timed are new ones (the clause caches hold only what another run of other episodes left).
    in_process_once(args, seed=1000)
    _rates("in-process (after warm-up), current", [in_process_once(args) for _ in range(args.repeats)])
    if args.profile:
        _profile(args)


if __name__ == "__main__":
    main()
