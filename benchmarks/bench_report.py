"""How long `triagesim report` takes, by phase, on offline runs of the bundled vignettes.

Run by hand: ``python benchmarks/bench_report.py [--episodes-per-case N] [--bootstrap B]``.
Prints seconds per phase (reading and scoring, statistics with the bootstrap, plots, page) and
the size of the outputs. Figures depend on the machine's load; rerun to compare.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from triagesim.cli import main
from triagesim.evaluation import scan_folder
from triagesim.report.build import _groups, _level_curves
from triagesim.report.episodes import read_episode
from triagesim.report.html import render_html
from triagesim.report.plots import draw_plots
from triagesim.report.summary import summarise


def bench(episodes_per_case: int, replicates: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        runs = root / "runs"
        assert main(["run", "--out", str(runs), "--episodes-per-case", str(episodes_per_case)]) == 0
        out = root / "report"
        out.mkdir()
        started = time.perf_counter()
        scan = scan_folder(runs, from_cases=True)
        episodes = [read_episode(scored, "runs") for scored in scan.episodes]
        read = time.perf_counter()
        groups, references = _groups(episodes, ["runs"])
        overall, figures, _ = summarise(episodes, groups, references, replicates=replicates, seed=0)
        stats = time.perf_counter()
        plots = draw_plots(out, overall, figures, _level_curves(episodes))
        drawn = time.perf_counter()
        render_html(out / "index.html", {"overall": overall, "groups": figures, "bootstrap": {"replicates": replicates, "units": 0, "unit": "episode", "seed": 0}, "runs": []}, plots, [e.view for e in episodes])
        page = time.perf_counter()
        print(
            f"episodes {len(episodes)}, groups {len(groups)}, replicates {replicates}: "
            f"read+score {read - started:.2f}s, statistics {stats - read:.2f}s, plots {drawn - stats:.2f}s, "
            f"page {page - drawn:.2f}s, total {page - started:.2f}s, index.html {(out / 'index.html').stat().st_size / 1e6:.1f} MB"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes-per-case", type=int, default=3)
    parser.add_argument("--bootstrap", type=int, default=1000)
    args = parser.parse_args()
    bench(args.episodes_per_case, args.bootstrap)
