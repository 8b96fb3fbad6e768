"""The report's figures: which statistics, from which tallies, for the whole set and for each group.

Each statistic is a small function of summed tallies (``stats`` explains why), so it is
evaluated the same way on the totals and on every bootstrap replicate. The triage and red-flag
statistics are ``scoring.aggregate``'s, the ones ``evaluate`` and the run summary give:

- ``accuracy``, ``under_triage``, ``over_triage``, ``mae``: over scored episodes, as ``evaluate``;
- ``severe_under_triage``: of episodes whose true level is 1 or 2, the share assigned 3 or worse;
- ``kappa_linear`` / ``kappa_quadratic``: Cohen's weighted kappa;
- ``first_correct_reached``: share of scored episodes in which the nurse stated the true level at
  some turn; ``mean_turn_first_correct``: the mean of that turn where it was reached;
- per level: precision, recall and F1 of assigning it;
- red flags, ``raw``: the spec's exact string match, as ``evaluate``; ``canonical``: logged and
  expert flags both mapped through the knowledge base's synonyms first (micro-averaged), and per
  flag. F1 is the spec's derivation: undefined (``None``) without a true positive;
- faithfulness: share of explanations citing hallucinated evidence (any, vitals, findings), share
  of episodes with at least one, share of final explanations citing the decisive evidence;
- dialogue: per-episode means (turns, questions, vitals checked) and words per utterance per side;
- usage: per model, per-episode calls and tokens and seconds per call, with totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..scoring.aggregate import LEVELS, RAW_FLAGS, STATISTICS, Statistic, flag_statistics, level_statistics, ratio
from .episodes import Episode
from .stats import Bootstrap, Tallies, difference, estimate

__all__ = ["Group", "summarise", "HEADLINE", "COMPARED", "DIALOGUE"]

#: The headline block, by its key in report.json (``mae`` is ``evaluate``'s ``mean_absolute_error``).
HEADLINE: dict[str, Statistic] = {
    key: STATISTICS[name]
    for key, name in (
        ("n", "n"),
        ("accuracy", "accuracy"),
        ("under_triage", "under_triage"),
        ("over_triage", "over_triage"),
        ("severe_under_triage", "severe_under_triage"),
        ("mae", "mean_absolute_error"),
        ("kappa_linear", "kappa_linear"),
        ("kappa_quadratic", "kappa_quadratic"),
        ("first_correct_reached", "first_correct_reached"),
        ("mean_turn_first_correct", "mean_turn_first_correct"),
    )
}
_PER_LEVEL = ("precision", "recall", "f1")

_FAITHFULNESS: dict[str, Statistic] = {
    "hallucinated_evidence_rate": lambda get: ratio(get("hallucinated_steps"), get("explained_steps")),
    "hallucinated_vital_rate": lambda get: ratio(get("hallucinated_vital_steps"), get("explained_steps")),
    "hallucinated_finding_rate": lambda get: ratio(get("hallucinated_finding_steps"), get("explained_steps")),
    "episodes_with_hallucination": lambda get: ratio(get("hallucinating_episodes"), get("episodes")),
    "final_explained": lambda get: ratio(get("final_explained"), get("episodes")),
    "decisive_evidence_cited": lambda get: ratio(get("decisive_cited"), get("decisive_checked")),
}

#: Dialogue figures from ``episodes.dialogue_tally`` (per-episode means; words per utterance per side).
DIALOGUE: dict[str, Statistic] = {
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
_ALL = {**HEADLINE, **_FAITHFULNESS, **DIALOGUE}


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

    def __call__(self, statistic: Statistic) -> dict[str, Any]:
        return estimate(statistic, self.tallies, self.totals, self.replicates)

    def total(self, name: str) -> float:
        return float(self.totals[self.tallies.index[name]]) if name in self.tallies.index else 0.0

    def versus(self, other: "_Evaluator", statistic: Statistic) -> dict[str, Any]:
        return difference(statistic, self.tallies, (self.totals, other.totals), (self.replicates, other.replicates))


def _figures(evaluate: _Evaluator, names: Sequence[str]) -> dict[str, Any]:
    flags = sorted({name.split(":")[1] for name in names if name.startswith("flag:")})
    models = sorted({name.split(":")[1] for name in names if name.startswith("usage:")})
    figures: dict[str, Any] = {key: evaluate(statistic) for key, statistic in HEADLINE.items()}
    figures["per_level"] = {
        str(level): {key: evaluate(level_statistics(level)[key]) for key in _PER_LEVEL} for level in LEVELS
    }
    figures["confusion_matrix"] = {
        str(t): {str(p): int(evaluate.total(f"c{t}{p}")) for p in LEVELS} for t in LEVELS
    }
    per_flag = {}
    for flag in flags:
        stats = {key: evaluate(statistic) for key, statistic in flag_statistics(f"flag:{flag}:tp", f"flag:{flag}:fp", f"flag:{flag}:fn").items()}
        stats["support"] = int(evaluate.total(f"flag:{flag}:tp") + evaluate.total(f"flag:{flag}:fn"))
        stats["logged"] = int(evaluate.total(f"flag:{flag}:tp") + evaluate.total(f"flag:{flag}:fp"))
        if stats["support"] or stats["logged"]:
            per_flag[flag] = stats
    figures["red_flags"] = {
        "runs_with_expert_flags": int(evaluate.total("raw_runs")),
        "raw": {key: evaluate(statistic) for key, statistic in RAW_FLAGS.items()},
        "canonical": {key: evaluate(statistic) for key, statistic in flag_statistics("flag_tp", "flag_fp", "flag_fn").items()},
        "per_flag": per_flag,
    }
    figures["faithfulness"] = {key: evaluate(statistic) for key, statistic in _FAITHFULNESS.items()}
    figures["dialogue"] = {key: evaluate(statistic) for key, statistic in DIALOGUE.items()}
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
