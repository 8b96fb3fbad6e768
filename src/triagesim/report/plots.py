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

__all__ = ["Plot", "ForestPanel", "draw_plots", "draw_forest", "draw_audit_forest", "draw_group_forests", "KAPPA_PLOT_TRAITS"]

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
    # Labels are the user's text (``--label 'cost $\frac{$=runs'``, trait levels): plain text, never maths
    # text or TeX, whose parsers fail on a stray ``$`` or ``\``.
    matplotlib.rcParams.update({"svg.fonttype": "path", "svg.hashsalt": "triagesim-report", "font.size": 9,
                                "text.usetex": False, "text.parse_math": False})
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
        if linear["value"] is None and quadratic["value"] is None:  # undefined is written, never drawn as 0
            axes.text(0.02, index, "n/a", transform=axes.get_yaxis_transform(), va="center", color="tab:grey")
        for offset, stat, colour, label in ((-0.15, linear, "tab:blue", "linear"), (0.15, quadratic, "tab:orange", "quadratic")):
            if stat["value"] is None:
                continue
            low, high = stat["ci95"] or (stat["value"], stat["value"])
            axes.errorbar(
                stat["value"], index + offset, xerr=[[stat["value"] - low], [high - stat["value"]]],
                fmt="o", color=colour, capsize=3, label=label if index == 0 else None,
            )
    axes.set_yticks(range(len(rows)), [row[0] for row in rows])
    axes.set_ylim(len(rows) - 0.5, -0.5)  # the first row on top, half a row of space around each
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
    defined = [(name, stat) for name, stat in rows if stat["value"] is not None]
    values = [stat["value"] for _, stat in defined]
    errors = [
        [max(0.0, stat["value"] - (stat["ci95"] or [stat["value"], 0])[0]) for _, stat in defined],
        [max(0.0, (stat["ci95"] or [0, stat["value"]])[1] - stat["value"]) for _, stat in defined],
    ]
    axes.bar([names.index(name) for name, _ in defined], values, yerr=errors, capsize=3, color="tab:green")
    axes.set_xticks(range(len(names)), names)
    for position, (_, stat) in enumerate(rows):
        if stat["value"] is None:  # no utterance to count: written n/a, never drawn as a bar of 0
            axes.text(position, 0, "n/a", ha="center", va="bottom", color="tab:grey")
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


@dataclass(frozen=True)
class ForestPanel:
    """One column of a forest plot: an x-axis label and one ``{"value", "ci95"}`` per row (in row order),
    drawn times ``scale`` (100 for a rate difference in percentage points)."""

    label: str
    stats: Sequence[dict[str, Any] | None]
    scale: float = 1.0


def _effects(axes: Any, panel: ForestPanel, grey: Sequence[bool]) -> None:
    """Each row's effect and interval; red where the interval excludes 0, grey squares for the ``grey``
    rows (a placebo); an undefined effect is written "n/a" at its row, never drawn as 0."""
    for index, stat in enumerate(panel.stats):
        if not stat or stat.get("value") is None:
            axes.text(0.02, index, "n/a", transform=axes.get_yaxis_transform(), va="center", color="tab:grey")
            continue
        value = stat["value"] * panel.scale
        low, high = [bound * panel.scale for bound in stat["ci95"]] if stat.get("ci95") else (value, value)
        placebo = bool(grey and grey[index])
        colour = "tab:grey" if placebo else ("tab:red" if low > 0 or high < 0 else "tab:blue")
        axes.errorbar(value, index, xerr=[[value - low], [high - value]], fmt="s" if placebo else "o",
                      color=colour, capsize=3)
    axes.axvline(0, color="grey", linewidth=0.5)
    axes.set_xlabel(panel.label)


def draw_forest(labels: Sequence[str], panels: Sequence[ForestPanel], *, title: str, name: str, caption: str,
                grey: Sequence[bool] = ()) -> tuple[Plot, bytes]:
    """A forest plot: one row per label, one panel per statistic, each effect with its 95% interval
    (the audit's trait levels, a group's differences from its reference). Returns the page's SVG and
    the PNG's bytes: the caller writes the PNG where it belongs (an audit folder may be a URL)."""
    plt = _pyplot()
    figure, axes = plt.subplots(1, len(panels), sharey=True, figsize=(4.0 * len(panels), 0.4 * len(labels) + 1.2))
    axes = list(axes) if len(panels) > 1 else [axes]
    for column, panel in zip(axes, panels):
        _effects(column, panel, grey)
    axes[0].set_yticks(range(len(labels)), labels)
    axes[0].set_ylim(len(labels) - 0.5, -0.5)  # the first row on top, half a row of space around each
    figure.suptitle(title)
    return _render(plt, figure, name, caption)


def draw_audit_forest(comparisons: Sequence[dict[str, Any]], name: str = "audit_forest") -> tuple[Plot, bytes]:
    """The audit's forest plot (``triagesim audit``): per trait level against its reference, the mean
    level shift and the under-triage difference with their 95% intervals; the placebo in grey squares."""
    labels = [f"{row['trait']}: {row['level']} vs {row['reference']}" + (" (placebo)" if row["placebo"] else "")
              for row in comparisons]
    panels = [
        ForestPanel("mean level shift (levels; + less urgent)", [row["level_shift"] for row in comparisons]),
        ForestPanel("under-triage difference (pp)", [row["under_triage"]["difference"] for row in comparisons], 100.0),
    ]
    return draw_forest(labels, panels, title="Counterfactual persona audit: effect of each trait level (95% CI)",
                       name=name, caption="Audit effects with 95% CI", grey=[row["placebo"] for row in comparisons])


#: What a group's forest plot shows: its difference from the reference level in these (``summary.COMPARED``).
GROUP_FOREST = (("accuracy", "accuracy difference (pp)"), ("under_triage", "under-triage difference (pp)"))


def draw_group_forest(split: str, members: Sequence[tuple[str, dict[str, Any]]], reference: str,
                      name: str) -> tuple[Plot, bytes]:
    """One split's forest plot (a persona trait, or the run folders): each level's difference from the
    reference level in accuracy and under-triage, with the paired bootstrap's 95% intervals."""
    compared = [(level, group) for level, group in members if "difference" in group]
    labels = [f"{level} (n={group['n']['value']:.0f})" if group["n"]["value"] is not None else level
              for level, group in compared]
    panels = [ForestPanel(label, [group["difference"].get(key) for _, group in compared], 100.0)
              for key, label in GROUP_FOREST]
    return draw_forest(labels, panels, title=f"{split}: difference from {reference} (95% CI)", name=name,
                       caption=f"{split}: differences from the reference level")


def draw_group_forests(folder: Path, groups: dict[str, Any]) -> dict[str, Plot]:
    """A forest plot per split of the report's groups (``summary``'s figures, with their differences),
    as PNG files in ``folder`` and SVG for the page: split -> plot. The group tables show every figure;
    the plot shows at a glance which levels differ, and by how much."""
    splits: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for group in groups.values():
        splits.setdefault(group["by"], []).append((str(group["level"]), group))
    plots: dict[str, Plot] = {}
    for index, (split, members) in enumerate(splits.items()):
        reference = next((level for level, group in members if "difference" not in group), None)
        if reference is None or len(members) < 2:
            continue
        plot, png = draw_group_forest("run folder" if split == "run" else split, members, reference,
                                      f"groups_forest_{index + 1}")
        atomic_write_bytes(folder / f"{plot.name}.png", png)
        plots[split] = plot
    return plots
