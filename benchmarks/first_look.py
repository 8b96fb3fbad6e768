"""A held-out set's figures, as each round reports them: exact, under-triage, under by two or more,
linear kappa, level-1 and level-2 recall, per-level counts, the dialogue check's defect rate, and the
hearing round trip (episodes in which every presentation the case's picture states was heard back).

    python benchmarks/first_look.py --cases benchmarks/data/fresh_2026_12b/narrative_ats.jsonl --algorithm ats

Runs the offline engine through the CLI (``triagesim run``, 3 episodes per case, seed 0) into a
temporary folder, scores the artifacts with ``triagesim.scoring.aggregate`` and the dialogue check
with ``triagesim check``'s reader. A set's first measurement is its only unseen one
(benchmarks/data/README.md).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path


def _kappa_linear(pairs: list[tuple[int, int]]) -> float:
    levels = range(1, 6)
    n = len(pairs)
    observed = Counter(pairs)
    truth = Counter(t for t, _ in pairs)
    predicted = Counter(p for _, p in pairs)
    weight = lambda a, b: abs(a - b) / 4  # noqa: E731
    disagreement = sum(weight(a, b) * observed[(a, b)] for a in levels for b in levels) / n
    expected = sum(weight(a, b) * truth[a] * predicted[b] for a in levels for b in levels) / (n * n)
    return 1 - disagreement / expected if expected else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", required=True)
    parser.add_argument("--algorithm", choices=("esi", "ats"), default="esi")
    parser.add_argument("--episodes-per-case", type=int, default=3)
    parser.add_argument("--keep", help="keep the artifacts in this folder")
    args = parser.parse_args()
    out = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="first-look-"))
    subprocess.run([sys.executable, "-m", "triagesim", "run", "--cases", args.cases, "--out", str(out), "--overwrite",
                    "--episodes-per-case", str(args.episodes_per_case), "--algorithm", args.algorithm, "--quiet"],
                   check=True, stdout=subprocess.DEVNULL)
    pairs = []
    heard_all, missed = 0, Counter()
    for path in sorted(out.glob("*.json")):
        artifact = json.loads(path.read_text())
        lost = _not_heard_back(artifact)
        heard_all += not lost
        missed.update(lost)
        truth, said = artifact["ground_truth"]["acuity"], artifact["state"]["final_triage"]
        if truth is not None and said is not None:
            pairs.append((int(truth), int(said)))
    n = len(pairs)
    exact = sum(t == p for t, p in pairs) / n
    under = sum(p > t for t, p in pairs) / n
    under2 = sum(p >= t + 2 for t, p in pairs) / n
    recall = {level: (sum(1 for t, p in pairs if t == level and p == level), sum(1 for t, _ in pairs if t == level))
              for level in (1, 2)}
    check = subprocess.run([sys.executable, "-m", "triagesim", "check", str(out), "--json"], check=True,
                           capture_output=True, text=True)
    defects = json.loads(check.stdout)
    print(f"{args.cases} ({args.algorithm}, {args.episodes_per_case} episodes per case): {n} episodes")
    print(f"  exact {exact:.1%}  under {under:.1%}  under>=2 {under2:.1%}  kappa(lin) {_kappa_linear(pairs):.2f}  "
          + "  ".join(f"level-{level} recall {hit}/{total}" for level, (hit, total) in recall.items()))
    per_level = {level: f"{sum(1 for t, p in pairs if t == level and p == level)}/{sum(1 for t, _ in pairs if t == level)}"
                 for level in range(1, 6)}
    print("  per level (correct/episodes): " + ", ".join(f"{level}: {value}" for level, value in per_level.items()))
    print(f"  dialogue check: {defects['with_defect']} of {defects['transcripts']} transcripts ({defects['rate']:.1%}) "
          f"with a defect; " + ", ".join(f"{kind} {count}" for kind, count in _kinds(defects).items() if count))
    total = len(list(out.glob("*.json")))
    print(f"  hearing round trip: {heard_all} of {total} episodes ({heard_all / total:.1%}) hear every presentation the "
          f"picture states; most missed: " + ", ".join(f"{concept} {count}" for concept, count in missed.most_common(6)))


def _not_heard_back(artifact: dict) -> set[str]:
    """The presentations the case's picture states for the patient (not a reading only a monitor
    gives) that the patient's side and the first look never said: compiled through the same
    pipeline (``clinical.picture``), so hearing is a round trip of the picture."""
    from triagesim.clinical.barrier import READING_CONCEPTS
    from triagesim.clinical.concepts import ROLES
    from triagesim.clinical.picture import compile_picture
    from triagesim.clinical.presenting import HELD_BY

    stated = {finding["concept"] for finding in artifact["case_picture"]["findings"]
              if finding["experiencer"] == "patient" and finding["status"] in ("present", "uncertain")
              and finding["provenance"] == "stated" and ROLES.get(finding["concept"]) == "presentation"
              and finding["concept"] not in READING_CONCEPTS}
    said = [line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse"]
    said.append(artifact["registration"].get("first_look") or "")
    heard = compile_picture({"said": said}).present()
    # a finding another one holds (a burn's blisters, an abscess's pus: presenting.yaml held_by) is heard with it
    return {concept for concept in stated - heard if not HELD_BY.get(concept, frozenset()) & (stated | heard)}


def _kinds(defects: dict) -> dict[str, int]:
    kinds = defects["kinds"]
    if isinstance(kinds, dict):
        return {kind: (value["transcripts"] if isinstance(value, dict) else value) for kind, value in kinds.items()}
    return {entry["kind"]: entry["transcripts"] for entry in kinds}


if __name__ == "__main__":
    main()
