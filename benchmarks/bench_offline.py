"""Offline engine figures: episodes per second on one core, and triage quality on the bundled vignettes.

    python benchmarks/bench_offline.py [--episodes-per-case 3] [--seeds 3] [--cases FILE]

``--cases benchmarks/data/heldout_vignettes.jsonl`` measures generalisation on vignettes
written independently of the engine (by someone who never read its code or lexicon).

Quality is measured exactly as `triagesim run` plays it (sampled bundled personas), over
several seeds, for ESI and for the ATS-labelled subset. Targets (printed, not asserted):
under-triage <= 10 %, exact accuracy >= 70 %.
"""

from __future__ import annotations

import argparse
import asyncio
import os
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--episodes-per-case", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--cases", help="a cases file instead of the bundled vignettes")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    print(f"{'scale':5} {'seed':>4} {'runs':>5} {'ep/s':>7} {'accuracy':>9} {'under':>7} {'over':>7} {'MAE':>5} {'flag P':>7} {'flag R':>7}")
    for algorithm in ("esi", "ats"):
        totals = []
        for seed in range(args.seeds):
            with tempfile.TemporaryDirectory() as folder:
                rate, r = run(algorithm, args.episodes_per_case, seed, folder, args.cases)
            totals.append((rate, r))
            f = r["red_flags"]
            print(f"{algorithm:5} {seed:>4} {r['runs_scored']:>5} {rate:>7.1f} {r['accuracy']:>9.1%} {r['under_triage']:>7.1%} "
                  f"{r['over_triage']:>7.1%} {r['mean_absolute_error']:>5.2f} {f['precision']:>7.1%} {f['recall']:>7.1%}")
        n = len(totals)
        mean = lambda key: sum(r[key] for _, r in totals) / n  # noqa: E731
        print(f"{algorithm:5} {'all':>4} {sum(r['runs_scored'] for _, r in totals):>5} {sum(t for t, _ in totals) / n:>7.1f} "
              f"{mean('accuracy'):>9.1%} {mean('under_triage'):>7.1%} {mean('over_triage'):>7.1%} {mean('mean_absolute_error'):>5.2f}")
        for level, row in totals[0][1]["per_acuity"].items():
            if row["runs"]:
                print(f"      {algorithm} level {level}: runs {row['runs']}, accuracy {row['accuracy']:.0%}, under {row['under_triage']:.0%}")


if __name__ == "__main__":
    main()
