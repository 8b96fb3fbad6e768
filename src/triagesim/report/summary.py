"""The report's figures: which statistics, from which tallies, for the whole set and for each group.

Each statistic is a small function of summed tallies (``stats`` explains why), so it is
evaluated the same way on the totals and on every bootstrap replicate. Definitions:

- ``accuracy``, ``under_triage``, ``over_triage``, ``mae``: over scored episodes, as ``evaluate``;
- ``severe_under_triage``: of episodes whose true level is 1 or 2, the share assigned 3 or worse;
- ``kappa_linear`` / ``kappa_quadratic``: Cohen's weighted kappa (``evaluation.kappa_parts``);
- ``first_correct_reached``: share of scored episodes in which the nurse stated the true level at
  some turn; ``mean_turn_first_correct``: the mean of that turn where it was reached;
- red flags, ``raw``: the spec's exact string match; ``canonical``: logged and expert flags both
  mapped through the knowledge base's synonyms first (micro-averaged), and per flag;
- faithfulness: share of explanations citing hallucinated evidence (any, vitals, findings), share
  of episodes with at least one, share of final explanations citing the decisive evidence;
- dialogue: per-episode means (turns, questions, vitals checked) and words per utterance per side;
- usage: per model, per-episode calls and tokens and seconds per call, with totals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .episodes import Episode
from .stats import LEVELS, Bootstrap, Tallies, difference, estimate, f1, kappa, ratio

__all__ = ["Group", "summarise", "HEADLINE", "COMPARED"]

Getter = Callable[[str], np.ndarray]


def _cells(get: Getter, keep: Callable[[int, int], bool]) -> np.ndarray:
    return sum((get(f"c{t}{p}") for t in LEVELS for p in LEVELS if keep(t, p)), np.zeros(()))


def _weighted_cells(get: Getter, weight: Callable[[int, int], float]) -> np.ndarray:
    return sum((get(f"c{t}{p}") * weight(t, p) for t in LEVELS for p in LEVELS), np.zeros(()))


HEADLINE: dict[str, Callable[[Getter], np.ndarray]] = {
    "n": lambda get: get("n"),
    "accuracy": lambda get: ratio(_cells(get, lambda t, p: t == p), get("n")),
    "under_triage": lambda get: ratio(_cells(get, lambda t, p: p > t), get("n")),
    "over_triage": lambda get: ratio(_cells(get, lambda t, p: p < t), get("n")),
    "severe_under_triage": lambda get: ratio(_cells(get, lambda t, p: t <= 2 and p >= 3), _cells(get, lambda t, p: t <= 2)),
    "mae": lambda get: ratio(_weighted_cells(get, lambda t, p: abs(t - p)), get("n")),
    "kappa_linear": lambda get: kappa(get, weights="linear"),
    "kappa_quadratic": lambda get: kappa(get, weights="quadratic"),
    "first_correct_reached": lambda get: ratio(get("first_correct"), get("n")),
    "mean_turn_first_correct": lambda get: ratio(get("first_correct_turn"), get("first_correct")),
}

_FAITHFULNESS: dict[str, Callable[[Getter], np.ndarray]] = {
    "hallucinated_evidence_rate": lambda get: ratio(get("hallucinated_steps"), get("explained_steps")),
    "hallucinated_vital_rate": lambda get: ratio(get("hallucinated_vital_steps"), get("explained_steps")),
    "hallucinated_finding_rate": lambda get: ratio(get("hallucinated_finding_steps"), get("explained_steps")),
    "episodes_with_hallucination": lambda get: ratio(get("hallucinating_episodes"), get("episodes")),
    "final_explained": lambda get: ratio(get("final_explained"), get("episodes")),
    "decisive_evidence_cited": lambda get: ratio(get("decisive_cited"), get("decisive_checked")),
}

_DIALOGUE: dict[str, Callable[[Getter], np.ndarray]] = {
    "turns": lambda get: ratio(get("turns"), get("dialogues")),
    "questions_asked": lambda get: ratio(get("questions"), get("dialogues")),
    "vitals_checked": lambda get: ratio(get("vitals_checked"), get("dialogues")),
    "nurse_words_per_utterance": lambda get: ratio(get("nurse_words"), get("nurse_utterances")),
    "patient_words_per_utterance": lambda get: ratio(get("patient_words"), get("patient_utterances")),
}

#: What a group is compared on against its reference level.
COMPARED = (
    "accuracy",
    "under_triage",
    "over_triage",
    "severe_under_triage",
    "mae",
    "kappa_linear",
    "kappa_quadratic",
    "hallucinated_evidence_rate",
    "patient_words_per_utterance",
    "nurse_words_per_utterance",
)
_ALL = {**HEADLINE, **_FAITHFULNESS, **_DIALOGUE}


def _prf(tp: str, fp: str, fn: str) -> dict[str, Callable[[Getter], np.ndarray]]:
    precision = lambda get: ratio(get(tp), get(tp) + get(fp))  # noqa: E731
    recall = lambda get: ratio(get(tp), get(tp) + get(fn))  # noqa: E731
    return {"precision": precision, "recall": recall, "f1": lambda get: f1(precision(get), recall(get))}


def _level_prf(level: int) -> dict[str, Callable[[Getter], np.ndarray]]:
    tp = lambda get: get(f"c{level}{level}")  # noqa: E731
    predicted = lambda get: _cells(get, lambda t, p: p == level)  # noqa: E731
    actual = lambda get: _cells(get, lambda t, p: t == level)  # noqa: E731
    precision = lambda get: ratio(tp(get), predicted(get))  # noqa: E731
    recall = lambda get: ratio(tp(get), actual(get))  # noqa: E731
    return {"precision": precision, "recall": recall, "f1": lambda get: f1(precision(get), recall(get))}


@dataclass
class Group:
    """A named subset of episodes; ``by`` is what it splits on (None for the whole set)."""

    name: str
    by: str | None
    level: str | None
    members: list[Episode]


class _Evaluator:
    """Totals and replicates of one group, with the statistic evaluation bound to them."""

    def __init__(self, tallies: Tallies, units: dict[str, int], bootstrap: Bootstrap, members: Sequence[Episode]) -> None:
        # Only the group's own units: the other columns of the shared draws would multiply zeros.
        present = sorted({units[episode.unit_key] for episode in members})
        position = {unit: index for index, unit in enumerate(present)}
        rows: list[list[dict[str, float]]] = [[] for _ in present]
        for episode in members:
            rows[position[units[episode.unit_key]]].append(episode.tally)
        self.tallies = tallies
        unit_table = tallies.matrix(rows)
        self.totals = unit_table.sum(axis=0)
        self.replicates = bootstrap.replicates(unit_table, present)

    def __call__(self, statistic: Callable[[Getter], np.ndarray]) -> dict[str, Any]:
        return estimate(statistic, self.tallies, self.totals, self.replicates)

    def total(self, name: str) -> float:
        return float(self.totals[self.tallies.index[name]]) if name in self.tallies.index else 0.0

    def versus(self, other: "_Evaluator", statistic: Callable[[Getter], np.ndarray]) -> dict[str, Any]:
        return difference(statistic, self.tallies, (self.totals, other.totals), (self.replicates, other.replicates))


def _figures(evaluate: _Evaluator, names: Sequence[str]) -> dict[str, Any]:
    flags = sorted({name.split(":")[1] for name in names if name.startswith("flag:")})
    models = sorted({name.split(":")[1] for name in names if name.startswith("usage:")})
    figures: dict[str, Any] = {key: evaluate(statistic) for key, statistic in HEADLINE.items()}
    figures["per_level"] = {
        str(level): {key: evaluate(statistic) for key, statistic in _level_prf(level).items()} for level in LEVELS
    }
    figures["confusion_matrix"] = {
        str(t): {str(p): int(evaluate.total(f"c{t}{p}")) for p in LEVELS} for t in LEVELS
    }
    per_flag = {}
    for flag in flags:
        stats = {key: evaluate(statistic) for key, statistic in _prf(f"flag:{flag}:tp", f"flag:{flag}:fp", f"flag:{flag}:fn").items()}
        stats["support"] = int(evaluate.total(f"flag:{flag}:tp") + evaluate.total(f"flag:{flag}:fn"))
        stats["logged"] = int(evaluate.total(f"flag:{flag}:tp") + evaluate.total(f"flag:{flag}:fp"))
        if stats["support"] or stats["logged"]:
            per_flag[flag] = stats
    figures["red_flags"] = {
        "runs_with_expert_flags": int(evaluate.total("raw_runs")),
        "raw": {key: evaluate(statistic) for key, statistic in _prf("raw_tp", "raw_fp", "raw_fn").items()},
        "canonical": {key: evaluate(statistic) for key, statistic in _prf("flag_tp", "flag_fp", "flag_fn").items()},
        "per_flag": per_flag,
    }
    figures["faithfulness"] = {key: evaluate(statistic) for key, statistic in _FAITHFULNESS.items()}
    figures["dialogue"] = {key: evaluate(statistic) for key, statistic in _DIALOGUE.items()}
    usage = {}
    for model in models:
        column = lambda field, model=model: f"usage:{model}:{field}"  # noqa: E731
        if not evaluate.total(column("episodes")):
            continue
        usage[model] = {
            "episodes": int(evaluate.total(column("episodes"))),
            "calls": evaluate.total(column("calls")),
            "total_tokens": evaluate.total(column("total_tokens")),
            "latency_s": evaluate.total(column("latency_s")),
            "calls_per_episode": evaluate(lambda get, c=column: ratio(get(c("calls")), get(c("episodes")))),
            "prompt_tokens_per_episode": evaluate(lambda get, c=column: ratio(get(c("prompt_tokens")), get(c("episodes")))),
            "completion_tokens_per_episode": evaluate(
                lambda get, c=column: ratio(get(c("completion_tokens")), get(c("episodes")))
            ),
            "seconds_per_call": evaluate(lambda get, c=column: ratio(get(c("latency_s")), get(c("calls")))),
        }
    figures["usage"] = usage
    return figures


def summarise(
    episodes: Sequence[Episode], groups: Sequence[Group], references: dict[str, str], *, replicates: int, seed: int
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """``(overall, groups, bootstrap facts)``; each group carries its ``difference`` from its reference."""
    names = sorted({name for episode in episodes for name in episode.tally} | {"n", "episodes"})
    tallies = Tallies(names)
    cases = [episode.case_id for episode in episodes if episode.case_id is not None]
    by_case = len(set(cases)) < len(cases)
    for episode in episodes:
        episode.unit_key = f"case:{episode.case_id}" if by_case and episode.case_id is not None else f"episode:{episode.unit}"
    units = {key: index for index, key in enumerate(sorted({episode.unit_key for episode in episodes}))}
    bootstrap = Bootstrap.draw(len(units), replicates, seed)

    overall = _figures(_Evaluator(tallies, units, bootstrap, episodes), names)
    evaluators = {group.name: _Evaluator(tallies, units, bootstrap, group.members) for group in groups}
    out: dict[str, Any] = {}
    for group in groups:
        evaluate = evaluators[group.name]
        figures = {"by": group.by, "level": group.level, "episodes": len(group.members), **_figures(evaluate, names)}
        reference = references.get(group.by or "")
        if reference is not None and reference != group.name:
            figures["difference"] = {
                "reference": reference,
                **{key: evaluate.versus(evaluators[reference], _ALL[key]) for key in COMPARED},
            }
        out[group.name] = figures
    facts = {"unit": "case" if by_case else "episode", "units": len(units), "replicates": replicates, "seed": seed, "interval": "percentile 2.5-97.5"}
    return overall, out, facts
