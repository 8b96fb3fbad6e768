"""Offline engine figures: episodes per second on one core, and triage quality.

    python benchmarks/bench_offline.py [--episodes-per-case 3] [--seeds 1] [--cases FILE] [--algorithms esi,ats]

Without ``--cases`` it plays the bundled vignettes, which the engine was written against: a
*training* figure. ``--cases`` takes any cases file, e.g. a fresh set of MIMIC-IV-ED style
rows written by someone who never read the engine (see ``benchmarks/data/README.md`` for which
sets are still unseen and which have become training sets).

Quality is measured exactly as `triagesim run` plays it (sampled bundled personas), over
several seeds, for ESI and for the cases that carry an ATS label. Printed per scale:
accuracy, under-triage, under-triage by two or more levels, linear weighted kappa, recall of
level 1, MAE, red-flag P/R, and the confusion matrix (rows truth, columns prediction).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import tempfile
import time

from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.batch import choose_personas, plan_jobs, run_batch
from triagesim.cases import load_bundled_cases, load_cases
from triagesim.evaluation import evaluate_folder
from triagesim.personas import load_nurse_personas, load_patient_personas
from triagesim.runner import RunnerConfig


def _agents(nurses, patients):
    def make(job):
        nurse, patient = choose_personas(job, nurses, patients)
        return ProtocolNurse(nurse), ScriptedPatient(patient), RuleBasedExtractor()

    return make


def run(algorithm: str, episodes: int, seed: int, folder: str, cases_path: str | None) -> tuple[float, dict]:
    cases = load_cases(cases_path) if cases_path else load_bundled_cases()
    cases = [case for case in cases if case.label(algorithm) is not None]
    jobs = list(plan_jobs(cases, episodes_per_case=episodes, seed=seed, algorithm=algorithm))
    make = _agents(load_nurse_personas(), load_patient_personas())
    started = time.perf_counter()
    summary = asyncio.run(
        run_batch(jobs, out_dir=folder, make_agents=make, config=RunnerConfig(seed=seed), concurrency=1, handle_signals=False)
    )
    elapsed = time.perf_counter() - started
    report = evaluate_folder(folder, from_cases=True)
    return summary.completed / elapsed, report


def _fmt(value, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--episodes-per-case", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=1)
    parser.add_argument("--cases", help="a cases file instead of the bundled vignettes")
    parser.add_argument("--algorithms", default="esi,ats")
    parser.add_argument("--keep", help="keep the artifacts of the last run under this folder")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    header = (f"{'scale':5} {'seed':>4} {'runs':>5} {'ep/s':>7} {'exact':>7} {'under':>7} {'under2+':>7} {'over':>7} "
              f"{'kappa':>6} {'L1 rec':>7} {'MAE':>5} {'flag P':>7} {'flag R':>7}")
    print(header)
    for algorithm in args.algorithms.split(","):
        totals = []
        for seed in range(args.seeds):
            if args.keep and seed == args.seeds - 1:
                folder = os.path.join(args.keep, algorithm)
                shutil.rmtree(folder, ignore_errors=True)  # a kept folder is never resumed: figures are fresh
                os.makedirs(folder)
                rate, r = run(algorithm, args.episodes_per_case, seed, folder, args.cases)
            else:
                with tempfile.TemporaryDirectory() as folder:
                    rate, r = run(algorithm, args.episodes_per_case, seed, folder, args.cases)
            totals.append((rate, r))
            f = r["red_flags"]
            print(f"{algorithm:5} {seed:>4} {r['runs_scored']:>5} {rate:>7.1f} {_fmt(r['accuracy'], '.1%'):>7} "
                  f"{_fmt(r['under_triage'], '.1%'):>7} {_fmt(r['under_triage_2plus'], '.1%'):>7} {_fmt(r['over_triage'], '.1%'):>7} "
                  f"{_fmt(r['kappa_linear'], '.2f'):>6} {_fmt(r['per_acuity']['1']['accuracy'], '.0%'):>7} "
                  f"{_fmt(r['mean_absolute_error'], '.2f'):>5} {_fmt(f['precision'], '.1%'):>7} {_fmt(f['recall'], '.1%'):>7}")
        n = len(totals)
        mean = lambda key: sum(r[key] for _, r in totals) / n  # noqa: E731
        print(f"{algorithm:5} {'all':>4} {sum(r['runs_scored'] for _, r in totals):>5} {sum(t for t, _ in totals) / n:>7.1f} "
              f"{mean('accuracy'):>7.1%} {mean('under_triage'):>7.1%} {mean('under_triage_2plus'):>7.1%} {mean('over_triage'):>7.1%} "
              f"{mean('kappa_linear'):>6.2f}")
        confusion = totals[-1][1]["confusion_matrix"]
        print(f"      {algorithm} confusion (rows truth, columns prediction), last seed:")
        print("        " + " ".join(f"{p:>4}" for p in "12345"))
        for truth in "12345":
            print(f"      {truth} " + " ".join(f"{confusion[truth][p]:>4}" for p in "12345"))


if __name__ == "__main__":
    main()
