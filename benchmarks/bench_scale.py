"""Scale figures: time to the first artifact and memory on a 425k-row triage.csv, a long offline
run with flat memory, and Dask scaling from 1 to 2 workers.

    python benchmarks/bench_scale.py first-artifact [--rows 425000] [--seconds 15]
    python benchmarks/bench_scale.py episodes [--episodes 100000] [--workers 0]
    python benchmarks/bench_scale.py scaling [--scaling-episodes 2000] [--partition-size 100]
    python benchmarks/bench_scale.py all

Targets (issue 12): first artifact <= 5 s and peak RSS <= 400 MB on 425k rows; memory flat over
100,000 episodes; 2 workers >= 1.8x one worker. Each figure is measured on the real CLI (a
subprocess, its peak RSS from ``wait4``) or, for scaling, on ``run_dask`` against a warmed-up
``LocalCluster`` (cluster start excluded). The cases file is generated: MIMIC-IV-ED
``triage.csv`` columns, rows cycled from ``benchmarks/data/mimic_round[1-6].csv`` with fresh ids.
Timings depend on the machine and on what else runs on it: the header prints the CPU count
and load average so a figure can be read against them.
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
COLUMNS = ["subject_id", "stay_id", "temperature", "heartrate", "resprate", "o2sat", "sbp", "dbp", "pain", "acuity",
           "chiefcomplaint"]


def write_triage_csv(path: Path, rows: int) -> Path:
    """A MIMIC-IV-ED style triage.csv of ``rows`` rows (deterministic)."""
    templates = []
    for source in sorted((HERE / "data").glob("mimic_round[1-6].csv")):  # training sets only, never an unseen one
        with source.open(newline="", encoding="utf-8") as handle:
            templates += [[row[column] for column in COLUMNS[2:]] for row in csv.DictReader(handle)]
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(COLUMNS)
        for index in range(rows):
            writer.writerow([10_000_000 + index, 30_000_000 + index, *templates[index % len(templates)]])
    return path


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "triagesim", "run", "--quiet", *args]


def _reap(process: subprocess.Popen, block: bool = True) -> tuple[int, float] | None:
    """Exit status and peak RSS in MB of the child (``wait4``: that child's own maximum); None while it runs."""
    pid, status, usage = os.wait4(process.pid, 0 if block else os.WNOHANG)
    if pid == 0:
        return None
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage.ru_maxrss / 1024


def _count_json(folder: Path) -> int:
    try:
        with os.scandir(folder) as entries:
            return sum(1 for entry in entries if entry.name.endswith(".json"))
    except FileNotFoundError:
        return 0


def first_artifact(work: Path, rows: int, seconds: float) -> None:
    """Seconds from starting `triagesim run` to its first artifact, and its peak RSS while it keeps running."""
    cases = write_triage_csv(work / f"triage_{rows}.csv", rows)
    out = work / f"first_{rows}"
    shutil.rmtree(out, ignore_errors=True)
    started = time.perf_counter()
    process = subprocess.Popen(_cli("--cases", str(cases), "--out", str(out)), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    first, reaped = None, None
    while (reaped := _reap(process, block=False)) is None:
        if first is None and _count_json(out):
            first = time.perf_counter() - started
        if first is not None and time.perf_counter() - started > first + seconds:
            break
        time.sleep(0.01)
    done = _count_json(out)
    if reaped is None:
        process.send_signal(signal.SIGTERM)
        reaped = _reap(process)
    code, peak = reaped
    shown = "none" if first is None else f"{first:.2f} s"
    print(f"first-artifact  rows {rows:>7}: first artifact {shown} (target <= 5 s), "
          f"{done} artifacts in {first + seconds if first else seconds:.0f} s, peak RSS {peak:.0f} MB (target <= 400 MB), "
          f"exit {code}")


def episodes(work: Path, count: int, workers: int) -> None:
    """``count`` offline episodes end to end through the CLI; RSS sampled along the way must stay flat."""
    import psutil

    per_case = 10
    rows = -(-count // per_case)
    cases = write_triage_csv(work / f"triage_{rows}.csv", rows)
    out = work / f"episodes_{count}"
    shutil.rmtree(out, ignore_errors=True)
    executor = ["--executor", "dask", "--workers", str(workers)] if workers else []
    started = time.perf_counter()
    process = subprocess.Popen(_cli("--cases", str(cases), "--episodes-per-case", str(per_case), "--out", str(out),
                                    *executor), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    samples: list[tuple[float, float]] = []
    watched = psutil.Process(process.pid)
    while (reaped := _reap(process, block=False)) is None:
        try:
            family = [watched, *watched.children(recursive=True)]
            rss = sum(member.memory_info().rss for member in family) / 2**20
        except psutil.Error:
            break
        samples.append((time.perf_counter() - started, rss))
        time.sleep(1.0)
    stdout = process.stdout.read() if process.stdout else ""
    code, peak = reaped or _reap(process)
    elapsed = time.perf_counter() - started
    made = _count_json(out)
    print(f"episodes {count}: {made} artifacts in {elapsed:.0f} s = {made / elapsed:.1f} episodes/s "
          f"({'local' if not workers else f'dask, {workers} workers'}), exit {code}, peak RSS of the CLI {peak:.0f} MB")
    if samples:
        picks = [samples[int(len(samples) * fraction)] for fraction in (0.1, 0.25, 0.5, 0.75)] + [samples[-1]]
        print("  RSS (CLI + workers) over time: " + ", ".join(f"{t:.0f}s {rss:.0f} MB" for t, rss in picks))
    print("  " + stdout.strip().splitlines()[-1] if stdout.strip() else "  (no summary)")


def scaling(work: Path, count: int, partition_size: int) -> None:
    """Episodes/s of ``run_dask`` on a warmed-up LocalCluster of 1, then 2 worker processes."""
    from distributed import LocalCluster

    from triagesim.batch import EpisodeAgents, plan_jobs
    from triagesim.cases import iter_cases
    from triagesim.executors.dask import run_dask
    from triagesim.folders.run_folder import RunFolder
    from triagesim.personas import load_nurse_personas, load_patient_personas
    from triagesim.runner import RunnerConfig

    import warnings

    warnings.simplefilter("ignore")  # the loader's notes about the generated rows (pain ranges) are not figures
    per_case = 10
    cases = write_triage_csv(work / "triage_scaling.csv", -(-count // per_case))
    agents = EpisodeAgents(load_nurse_personas(), load_patient_personas())
    rates = {}
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster:
            for label, episodes in (("warm-up", 2 * partition_size * workers), ("timed", count)):
                out = work / f"scaling_{workers}_{label}"
                shutil.rmtree(out, ignore_errors=True)
                fingerprint = RunFolder(out).prepare({"bench": "scaling"})
                jobs = plan_jobs(iter_cases(cases), episodes_per_case=per_case, seed=0, algorithm=None)
                jobs = (job for index, job in zip(range(episodes), jobs))
                started, cpu = time.perf_counter(), time.process_time()
                summary = run_dask(jobs, out_dir=out, make_agents=agents, config=RunnerConfig(fingerprint=fingerprint),
                                   concurrency=4, scheduler=cluster.scheduler_address, partition_size=partition_size,
                                   handle_signals=False)
                elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
            rates[workers] = summary.completed / elapsed
            print(f"scaling  {workers} worker(s): {summary.completed} episodes in {elapsed:.1f} s = {rates[workers]:.1f} "
                  f"episodes/s; client + scheduler CPU {1000 * cpu / max(1, summary.completed):.2f} ms per episode")
    print(f"scaling  2 workers / 1 worker = {rates[2] / rates[1]:.2f}x (target >= 1.8x; needs 2 idle cores)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("first-artifact", "episodes", "scaling", "all"))
    parser.add_argument("--rows", type=int, nargs="+", default=[425_000, 10_000], help="cases-file sizes for first-artifact")
    parser.add_argument("--seconds", type=float, default=15.0, help="first-artifact: keep running this long after it")
    parser.add_argument("--episodes", type=int, default=100_000, help="episodes for the end-to-end run")
    parser.add_argument("--workers", type=int, default=0, help="episodes: 0 runs locally, N on a LocalCluster of N")
    parser.add_argument("--scaling-episodes", type=int, default=2000)
    parser.add_argument("--partition-size", type=int, default=100)
    parser.add_argument("--keep", type=Path, help="work folder to keep (default: a temporary one)")
    args = parser.parse_args()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {os.cpu_count()} CPUs, load average {load:.1f} (figures are only as quiet as the machine)")
    work = args.keep or Path(tempfile.mkdtemp(prefix="triagesim-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        if args.what in ("first-artifact", "all"):
            for rows in args.rows:
                first_artifact(work, rows, args.seconds)
        if args.what in ("episodes", "all"):
            episodes(work, args.episodes, args.workers)
        if args.what in ("scaling", "all"):
            scaling(work, args.scaling_episodes, args.partition_size)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
