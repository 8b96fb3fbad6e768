"""The report's plots, drawn once with matplotlib: written as PNG files and inlined as SVG in the page.

Inline SVG keeps the page self-contained (no image request, crisp at any zoom); the PNGs are
for papers and slides. Text is drawn as paths and the SVG hash salt is fixed, so the same
report gives byte-identical plots and the page needs no font.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from ..folders.atomic import atomic_write_bytes

__all__ = ["Plot", "draw_plots", "draw_audit_forest", "KAPPA_PLOT_TRAITS"]

#: The traits whose groups the kappa plot shows (the tables show every trait; a plot of all is unreadable).
KAPPA_PLOT_TRAITS = (
    "patient.language_proficiency",
    "patient.trust_in_healthcare",
    "patient.pain_expression",
    "patient.gender",
    "patient.age_group",
    "nurse.experience_level",
)


@dataclass
class Plot:
    name: str  # file stem of the PNG
    title: str
    svg: str


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise ConfigError(
            "triagesim report draws its plots with matplotlib, which is not installed; "
            "install the report extra: pip install 'triagesim[report]'"
        ) from None
    matplotlib.use("Agg", force=True)
    matplotlib.rcParams.update({"svg.fonttype": "path", "svg.hashsalt": "triagesim-report", "font.size": 9})
    import matplotlib.pyplot as plt

    return plt


def _render(plt: Any, figure: Any, name: str, title: str) -> tuple[Plot, bytes]:
    """The figure as the page's SVG and the PNG file's bytes; the figure is closed."""
    png = io.BytesIO()
    figure.savefig(png, format="png", dpi=110, bbox_inches="tight", metadata={"Software": None})
    svg = io.StringIO()
    figure.savefig(svg, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    plt.close(figure)
    text = svg.getvalue()
    return Plot(name, title, text[text.index("<svg") :]), png.getvalue()


def _save(plt: Any, figure: Any, folder: Path, name: str, title: str) -> Plot:
    plot, png = _render(plt, figure, name, title)
    atomic_write_bytes(folder / f"{name}.png", png)
    return plot


def _confusion(plt: Any, matrix: dict[str, dict[str, int]], title: str) -> Any:
    levels = list(matrix)
    values = [[matrix[t][p] for p in levels] for t in levels]
    figure, axes = plt.subplots(figsize=(3.4, 3.0))
    image = axes.imshow(values, cmap="Blues")
    peak = max(max(row) for row in values) or 1
    for i, row in enumerate(values):
        for j, value in enumerate(row):
            axes.text(j, i, str(value), ha="center", va="center", color="white" if value > peak / 2 else "black")
    axes.set_xticks(range(len(levels)), levels)
    axes.set_yticks(range(len(levels)), levels)
    axes.set_xlabel("assigned level")
    axes.set_ylabel("true level")
    axes.set_title(title)
    figure.colorbar(image, ax=axes, shrink=0.8)
    return figure


def _forest(plt: Any, rows: Sequence[tuple[str, dict[str, Any], dict[str, Any]]]) -> Any:
    """Kappa (linear and quadratic) with their 95 % intervals, one row per group."""
    figure, axes = plt.subplots(figsize=(6.0, 0.35 * len(rows) + 1.0))
    for index, (name, linear, quadratic) in enumerate(rows):
        for offset, stat, colour, label in ((-0.15, linear, "tab:blue", "linear"), (0.15, quadratic, "tab:orange", "quadratic")):
            if stat["value"] is None:
                continue
            low, high = stat["ci95"] or (stat["value"], stat["value"])
            axes.errorbar(
                stat["value"], index + offset, xerr=[[stat["value"] - low], [high - stat["value"]]],
                fmt="o", color=colour, capsize=3, label=label if index == 0 else None,
            )
    axes.set_yticks(range(len(rows)), [row[0] for row in rows])
    axes.invert_yaxis()
    axes.axvline(0, color="grey", linewidth=0.5)
    axes.set_xlabel("weighted kappa (95% CI)")
    if axes.get_legend_handles_labels()[0]:
        axes.legend(loc="lower right", fontsize=7)
    return figure


def _level_curves(plt: Any, curves: dict[str, list[float | None]]) -> Any:
    figure, axes = plt.subplots(figsize=(5.0, 3.2))
    for truth, points in curves.items():
        xs = [turn for turn, value in enumerate(points) if value is not None]
        axes.plot(xs, [points[turn] for turn in xs], marker="o", markersize=3, label=f"true {truth}")
        axes.axhline(int(truth), color=axes.lines[-1].get_color(), linewidth=0.5, linestyle=":")
    axes.set_xlabel("turn")
    axes.set_ylabel("mean stated level")
    axes.set_ylim(5.3, 0.7)
    axes.legend(fontsize=7, ncol=2)
    axes.set_title("Stated level over turns, by true level")
    return figure


def _words_by_verbosity(plt: Any, rows: Sequence[tuple[str, dict[str, Any]]]) -> Any:
    figure, axes = plt.subplots(figsize=(4.4, 2.8))
    names = [name for name, _ in rows]
    values = [stat["value"] or 0.0 for _, stat in rows]
    errors = [
        [max(0.0, (stat["value"] or 0) - (stat["ci95"] or [stat["value"] or 0, 0])[0]) for _, stat in rows],
        [max(0.0, (stat["ci95"] or [0, stat["value"] or 0])[1] - (stat["value"] or 0)) for _, stat in rows],
    ]
    axes.bar(names, values, yerr=errors, capsize=3, color="tab:green")
    axes.set_ylabel("words per patient utterance")
    axes.set_title("Patient verbosity persona vs. words spoken")
    return figure


def draw_plots(
    folder: Path,
    overall: dict[str, Any],
    groups: dict[str, Any],
    curves: dict[str, list[float | None]],
) -> list[Plot]:
    """Every plot of the report, as PNG files in ``folder`` and SVG text for the page."""
    plt = _pyplot()
    plots = [_save(plt, _confusion(plt, overall["confusion_matrix"], "All episodes"), folder, "confusion_overall", "Confusion matrix, all episodes")]
    for index, (name, group) in enumerate((name, group) for name, group in groups.items() if group["by"] == "run"):
        plots.append(
            _save(plt, _confusion(plt, group["confusion_matrix"], name), folder, f"confusion_run_{index + 1}", f"Confusion matrix, {name}")
        )
    rows = [("all episodes", overall["kappa_linear"], overall["kappa_quadratic"])]
    rows += [
        (name, group["kappa_linear"], group["kappa_quadratic"])
        for name, group in groups.items()
        if group["by"] == "run" or group["by"] in KAPPA_PLOT_TRAITS
    ]
    plots.append(_save(plt, _forest(plt, rows), folder, "kappa_by_group", "Weighted kappa with 95% CI, per group"))
    if curves:
        plots.append(_save(plt, _level_curves(plt, curves), folder, "level_over_turns", "Stated level over turns"))
    verbosity = [
        (group["level"], group["dialogue"]["patient_words_per_utterance"])
        for group in groups.values()
        if group["by"] == "patient.verbosity"
    ]
    if verbosity:
        plots.append(_save(plt, _words_by_verbosity(plt, verbosity), folder, "words_by_verbosity", "Words per utterance by patient verbosity"))
    return plots


def _effects(axes: Any, rows: Sequence[dict[str, Any]], key: str, scale: float, label: str) -> None:
    for index, row in enumerate(rows):
        stat = row[key] if key == "level_shift" else row[key]["difference"]
        if stat["value"] is None:
            continue
        value = stat["value"] * scale
        low, high = [bound * scale for bound in stat["ci95"]] if stat["ci95"] else (value, value)
        colour = "tab:grey" if row["placebo"] else ("tab:red" if low > 0 or high < 0 else "tab:blue")
        axes.errorbar(value, index, xerr=[[value - low], [high - value]], fmt="s" if row["placebo"] else "o",
                      color=colour, capsize=3)
    axes.axvline(0, color="grey", linewidth=0.5)
    axes.set_xlabel(label)


def draw_audit_forest(comparisons: Sequence[dict[str, Any]], name: str = "audit_forest") -> tuple[Plot, bytes]:
    """The audit's forest plot (``triagesim audit``): per trait level against its reference, the mean
    level shift and the under-triage difference with their 95% intervals; the placebo in grey
    squares, effects whose interval excludes 0 in red. Returns the page's SVG and the PNG's bytes
    (an audit folder may be a URL: the caller writes them)."""
    plt = _pyplot()
    labels = [f"{row['trait']}: {row['level']} vs {row['reference']}" + (" (placebo)" if row["placebo"] else "")
              for row in comparisons]
    figure, (left, right) = plt.subplots(1, 2, sharey=True, figsize=(8.0, 0.4 * len(comparisons) + 1.2))
    _effects(left, comparisons, "level_shift", 1.0, "mean level shift (levels; + less urgent)")
    _effects(right, comparisons, "under_triage", 100.0, "under-triage difference (pp)")
    left.set_yticks(range(len(labels)), labels)
    left.invert_yaxis()
    figure.suptitle("Counterfactual persona audit: effect of each trait level (95% CI)")
    return _render(plt, figure, name, "Audit effects with 95% CI")
