"""Check that a change to the offline engine kept its behaviour: same seed, same artifacts.

    python benchmarks/check_identical.py record /tmp/speed_before [--src /tmp/speed_base/src]
    python benchmarks/check_identical.py compare /tmp/speed_before [--out /tmp/speed_after]

``record`` plays a fixed set of offline runs (the bundled vignettes under their own scale and
under ATS, and ``benchmarks/data/mimic_round1..6.csv``, two episodes per case, seed 0) through
the CLI and keeps the artifacts. ``compare`` plays the same runs with the code as it is now and
compares every artifact with the recorded one, ignoring only what legitimately differs between
two runs: wall-clock timings and timestamps. Dialogue, trace, belief, red flags, state,
personas, run ids and everything else must be equal; the first differences are printed.

``--src`` runs the CLI from another source tree (a copy of ``src/`` taken before a change), so
a reference can be recorded after the fact, e.g. to tell a change of ours from one another
engineer made to a shared file in the meantime: copy today's ``src/``, put back the files of
the change under test (``git show HEAD:path``), record from that copy, compare. Exit code 0
when all artifacts are identical.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "benchmarks" / "data"

# name -> extra `triagesim run` arguments. Each set is one run folder.
RUNS: dict[str, list[str]] = {
    "bundled": [],
    "bundled_ats": ["--algorithm", "ats"],
    **{f"round{n}": ["--cases", str(DATA / f"mimic_round{n}.csv")] for n in range(1, 7)},
}
COMMON = ["--quiet", "--episodes-per-case", "2", "--seed", "0"]
# Keys whose values are wall-clock facts, not behaviour.
IGNORED = {"timings"}


def play(folder: Path, src: Path | None, jobs: int, names: list[str]) -> None:
    """Plays the runs ``names`` of RUNS into ``folder/<name>`` (fresh), ``jobs`` CLI processes at a time."""
    env = dict(os.environ)
    if src is not None:
        env["PYTHONPATH"] = str(src.resolve()) + os.pathsep + env.get("PYTHONPATH", "")

    def one(name: str) -> tuple[str, int, str]:
        out = folder / name
        shutil.rmtree(out, ignore_errors=True)
        cmd = [sys.executable, "-m", "triagesim", "run", "--out", str(out), *COMMON, *RUNS[name]]
        done = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True)
        lines = (done.stdout.strip() or done.stderr.strip()).splitlines()
        return name, done.returncode, lines[-1] if lines else ""

    folder.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(jobs) as pool:
        for name, rc, last in pool.map(one, names):
            print(f"{name:12} rc={rc} {last}")
            if rc != 0:
                raise SystemExit(f"{name}: triagesim run failed (rc {rc})")


def _clean(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if k not in IGNORED}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _first_difference(a: Any, b: Any, path: str = "") -> str | None:
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} {a!r:.200} != {type(b).__name__} {b!r:.200}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}.{key}: only in {'before' if key in a else 'after'}"
            found = _first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = _first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None if len(a) == len(b) else f"{path}: length {len(a)} != {len(b)}"
    return None if a == b else f"{path}: {a!r:.300} != {b!r:.300}"


def compare(before: Path, after: Path, names: list[str], show: int = 10) -> int:
    """Number of differing, missing or extra artifacts; prints the first ``show`` differences."""
    bad = checked = 0
    for name in names:
        old = {p.name: p for p in (before / name).glob("*.json")}
        new = {p.name: p for p in (after / name).glob("*.json")}
        if not old:
            raise SystemExit(f"{before / name}: no recorded artifacts (run `record` first)")
        for missing in sorted(set(old) ^ set(new)):
            bad += 1
            if bad <= show:
                print(f"{name}/{missing}: only {'before' if missing in old else 'after'}")
        for file in sorted(set(old) & set(new)):
            checked += 1
            a = _clean(json.loads(old[file].read_text()))
            b = _clean(json.loads(new[file].read_text()))
            if a != b:
                bad += 1
                if bad <= show:
                    print(f"{name}/{file}: {_first_difference(a, b)}")
    print(f"{checked} artifacts compared, {bad} differ or are missing")
    return bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=("record", "compare"))
    parser.add_argument("reference", type=Path, help="folder of recorded artifacts")
    parser.add_argument("--out", type=Path, help="compare: where to play the new runs (default: REFERENCE-after)")
    parser.add_argument("--src", type=Path, help="run the CLI from this source tree instead of the installed package")
    parser.add_argument("--jobs", type=int, default=2, help="CLI processes at a time")
    parser.add_argument("--only", action="append", choices=list(RUNS), help="play only this run (repeatable)")
    args = parser.parse_args()
    names = args.only or list(RUNS)
    if args.mode == "record":
        play(args.reference, args.src, args.jobs, names)
        return
    after = args.out or args.reference.with_name(args.reference.name + "-after")
    play(after, args.src, args.jobs, names)
    raise SystemExit(1 if compare(args.reference, after, names) else 0)


if __name__ == "__main__":
    main()
