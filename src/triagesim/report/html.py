"""``index.html``: one self-contained page (inline CSS, JS, SVG plots and episode data; no network).

Tables are rendered here from ``report.json``'s content; the transcript viewer
(``assets/viewer.js``) builds an episode's panel from the embedded episode records on click.
Every text from an artifact is escaped, and the embedded JSON cannot close its script tag.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any

from ..folders.atomic import atomic_write_text
from ..scoring.aggregate import decimal, percent
from .plots import Plot
from .summary import COMPARED

__all__ = ["render_html", "audit_section", "render_audit_page"]

_HEADLINE_ROWS = (
    ("n", "episodes scored"),
    ("accuracy", "accuracy"),
    ("under_triage", "under-triage"),
    ("over_triage", "over-triage"),
    ("severe_under_triage", "severe under-triage (true 1–2 assigned 3+)"),
    ("mae", "mean absolute error (levels)"),
    ("kappa_linear", "weighted κ, linear"),
    ("kappa_quadratic", "weighted κ, quadratic"),
    ("first_correct_reached", "correct level stated at some turn"),
    ("mean_turn_first_correct", "mean turn of first correct level"),
)
_RATES = {
    "accuracy", "under_triage", "over_triage", "severe_under_triage", "first_correct_reached", "precision", "recall",
    "f1", "hallucinated_evidence_rate", "hallucinated_vital_rate", "hallucinated_finding_rate",
    "episodes_with_hallucination", "final_explained", "decisive_evidence_cited",
    "changed", "told_blood_thinners", "told_self_harm", "told_drugs",
}
_GROUP_COLUMNS = ("n", "accuracy", "under_triage", "severe_under_triage", "mae", "kappa_linear", "kappa_quadratic", "hallucinated_evidence_rate", "patient_words_per_utterance")


def _asset(name: str) -> str:
    return resources.files(__package__).joinpath("assets", name).read_text(encoding="utf-8")


def _fmt(value: float | None, key: str = "") -> str:
    """Rates and small numbers as every command prints them (``scoring.aggregate``); counts and large means plainer."""
    if value is None or key in _RATES:
        return percent(value)
    if key == "n" or float(value).is_integer() and abs(value) >= 10:
        return f"{value:.0f}"
    return decimal(value) if abs(value) < 10 else f"{value:.1f}"


def _stat(stat: dict[str, Any] | None, key: str = "") -> str:
    """A value with its interval, as table cell HTML."""
    if not isinstance(stat, dict):
        return "n/a"
    text = escape(_fmt(stat.get("value"), key))
    ci = stat.get("ci95")
    if ci:
        text += f' <span class="ci">[{escape(_fmt(ci[0], key))}, {escape(_fmt(ci[1], key))}]</span>'
    return text


def _diff(stat: dict[str, Any] | None, key: str) -> str:
    if not isinstance(stat, dict) or stat.get("value") is None:
        return ""
    ci = stat.get("ci95")
    significant = bool(ci) and (ci[0] > 0 or ci[1] < 0)
    scale = 100 if key in _RATES else 1
    unit = " pp" if key in _RATES else ""
    text = f"Δ {stat['value'] * scale:+.1f}{unit}" if key in _RATES else f"Δ {stat['value']:+.3f}"
    if ci:
        text += f" [{ci[0] * scale:+.1f}, {ci[1] * scale:+.1f}]" if key in _RATES else f" [{ci[0]:+.3f}, {ci[1]:+.3f}]"
    return f'<span class="diff{" sig" if significant else ""}">{escape(text)}</span>'


def _lookup(figures: dict[str, Any], key: str) -> Any:
    for block in (figures, figures.get("faithfulness", {}), figures.get("dialogue", {})):
        if key in block:
            return block[key]
    return None


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], *, table_id: str = "") -> str:
    ident = f' id="{table_id}"' if table_id else ""
    header = "".join(f"<th>{escape(cell)}</th>" for cell in head)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f'<div class="scroll"><table{ident}><thead><tr>{header}</tr></thead><tbody>{body}</tbody></table></div>'


def _overview(report: dict[str, Any]) -> str:
    overall = report["overall"]
    rows = [[escape(label), _stat(overall[key], key)] for key, label in _HEADLINE_ROWS]
    runs = [
        [escape(run["name"]), escape(run["folder"]), str(run["episodes"]), str(run["errors"]), str(len(run["skipped"]))]
        for run in report["runs"]
    ]
    boot = report["bootstrap"]
    return (
        '<section id="summary"><h2>Agreement, all episodes</h2>'
        + _table(["statistic", "value [95% CI]"], rows, table_id="overall-table")
        + f'<p class="muted">95% intervals: percentile bootstrap, {boot["replicates"]} replicates over {boot["units"]} '
        f'{escape(boot["unit"])}s (seed {boot["seed"]}).</p>'
        + "<h3>Run folders</h3>"
        + _table(["name", "folder", "completed", "failed (not scored)", "skipped files"], runs)
        + "</section>"
    )


def _groups(report: dict[str, Any]) -> str:
    groups = report["groups"]
    if not groups:
        return '<section id="groups"><h2>Groups</h2><p class="muted">One run folder and no persona trait that varies: nothing to compare.</p></section>'
    parts = ['<section id="groups"><h2>Groups</h2><p class="muted">Each split side by side; Δ is the difference from the reference level (marked ★) with its 95% CI, red where the CI excludes 0.</p>']
    by_split: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for name, group in groups.items():
        by_split.setdefault(group["by"], []).append((name, group))
    for split, members in by_split.items():
        parts.append(f"<h3>{escape('run folder' if split == 'run' else split)}</h3>")
        rows = []
        for name, group in members:
            is_reference = "difference" not in group
            cells = [escape(str(group["level"])) + (" ★" if is_reference else ""), str(group["episodes"])]
            for key in _GROUP_COLUMNS:
                cell = _stat(_lookup(group, key), key)
                if not is_reference and key in COMPARED:
                    cell += _diff(group["difference"].get(key), key)
                cells.append(cell)
            rows.append(cells)
        head = ["level", "episodes", "scored", "accuracy", "under-triage", "severe under", "MAE", "κ linear", "κ quadratic", "hallucinated expl.", "patient words/utt."]
        parts.append(_table(head, rows))
    parts.append("</section>")
    return "".join(parts)


def _plots(plots: Sequence[Plot]) -> str:
    figures = "".join(
        f'<figure id="plot-{escape(plot.name)}">{plot.svg}<figcaption>{escape(plot.title)} '
        f'(<a href="{escape(plot.name)}.png">PNG</a>)</figcaption></figure>'
        for plot in plots
    )
    return f'<section id="plots"><h2>Plots</h2><div class="plots">{figures}</div></section>'


def _levels(overall: dict[str, Any]) -> str:
    rows = [
        [level] + [_stat(stats[key], key) for key in ("precision", "recall", "f1")]
        for level, stats in overall["per_level"].items()
    ]
    matrix = overall["confusion_matrix"]
    confusion = [[f"true {t}"] + [str(matrix[t][p]) for p in matrix[t]] for t in matrix]
    return (
        '<section id="levels"><h2>Per level</h2>'
        + _table(["level", "precision", "recall", "F1"], rows)
        + "<h3>Confusion matrix (rows: truth, columns: assigned)</h3>"
        + _table(["", *matrix], confusion, table_id="confusion-table")
        + "</section>"
    )


def _flags(overall: dict[str, Any]) -> str:
    flags = overall["red_flags"]
    micro = [
        [escape(kind)] + [_stat(flags[kind][key], key) for key in ("precision", "recall", "f1")]
        for kind in ("raw", "canonical")
    ]
    per_flag = sorted(
        flags["per_flag"].items(),
        key=lambda item: (item[1]["recall"]["value"] if item[1]["recall"]["value"] is not None else 2, item[0]),
    )
    rows = [
        [escape(flag), str(stats["support"]), str(stats["logged"])] + [_stat(stats[key], key) for key in ("recall", "precision", "f1")]
        for flag, stats in per_flag
    ]
    return (
        f'<section id="red-flags"><h2>Red flags</h2><p class="muted">{flags["runs_with_expert_flags"]} episodes with expert flags. '
        "raw: exact string match (the metrics spec); canonical: synonyms mapped to the clinical vocabulary first.</p>"
        + _table(["matching", "precision", "recall", "F1"], micro)
        + "<h3>Per flag (canonical), least recalled first</h3>"
        + _table(["flag", "expected", "logged", "recall", "precision", "F1"], rows, table_id="flag-table")
        + "</section>"
    )


def _block(title: str, section_id: str, block: dict[str, Any], note: str) -> str:
    rows = [[escape(key.replace("_", " ")), _stat(stat, key)] for key, stat in block.items()]
    return f'<section id="{section_id}"><h2>{escape(title)}</h2><p class="muted">{escape(note)}</p>' + _table(["statistic", "value [95% CI]"], rows) + "</section>"


def _dialogue(overall: dict[str, Any], defects: dict[str, Any] | None) -> str:
    """The dialogue's means, then ``triagesim check``'s table: the share of transcripts with each defect."""
    block = _block("Dialogue", "dialogue", overall["dialogue"], "Per episode means; words per utterance per side.")
    if not defects or not defects.get("transcripts"):
        return block
    engines = sorted(defects["engines"])
    head = ["defect", "transcripts", "rate", *(f"rate ({name})" for name in engines), "example"]
    rows = []
    for kind, figures in [("any", defects), *defects["kinds"].items()]:
        shown = (defects["examples"].get(kind) or [None])[0] if kind != "any" else None
        example = f"{escape(shown['artifact'])} turn {shown['turn']}: “{escape(shown['excerpt'][:90])}”" if shown else ""
        per_engine = [percent(defects["engines"][name]["kinds"][kind]["rate"] if kind != "any" else defects["engines"][name]["rate"])
                      for name in engines]
        rows.append([escape(kind), str(figures["transcripts"] if kind != "any" else defects["with_defect"]),
                     percent(figures["rate"]), *per_engine, example])
    note = ("Dialogue defects (triagesim check): the share of transcripts with at least one defect of each class, "
            "with one example line; per persona trait in report.json.")
    table = f'<h3>Defects</h3><p class="muted">{escape(note)}</p>' + _table(head, rows, table_id="dialogue-defects")
    return block.removesuffix("</section>") + table + "</section>"


def _usage(overall: dict[str, Any]) -> str:
    usage = overall["usage"]
    if not usage:
        return '<section id="usage"><h2>Model usage</h2><p class="muted">No model usage recorded (offline agents).</p></section>'
    rows = [
        [escape(model), str(stats["episodes"]), f"{stats['calls']:.0f}", f"{stats['total_tokens']:.0f}", f"{stats['latency_s']:.1f}"]
        + [_stat(stats[key], key) for key in ("calls_per_episode", "prompt_tokens_per_episode", "completion_tokens_per_episode", "seconds_per_call")]
        for model, stats in usage.items()
    ]
    head = ["model", "episodes", "calls", "tokens", "seconds", "calls/episode", "prompt tok./episode", "completion tok./episode", "s/call"]
    return '<section id="usage"><h2>Model usage</h2>' + _table(head, rows) + "</section>"


def _episode_list(views: Sequence[dict[str, Any]]) -> str:
    rows = []
    for index, view in enumerate(views):
        correct = view.get("truth") is not None and view.get("truth") == view.get("prediction")
        turns = sum(1 for event in view["history"] if event.get("actor") == "patient")
        rows.append(
            f'<tr data-index="{index}"><td>{escape(str(view["run"]))}</td><td>{escape(str(view["run_id"]))}</td>'
            f'<td>{escape(str(view.get("case_id")))}</td><td>{escape(str(view.get("truth")))}</td>'
            f'<td class="{"good" if correct else "bad"}">{escape(str(view.get("prediction")))}</td><td>{turns}</td></tr>'
        )
    head = "".join(f"<th>{name}</th>" for name in ("run", "episode", "case", "true", "assigned", "turns"))
    return (
        '<section id="episodes"><h2>Episodes</h2><input type="search" id="episode-filter" placeholder="filter episodes">'
        f'<div class="scroll"><table id="episode-list"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        '</section><section id="viewer" aria-live="polite"></section>'
    )


def _embedded(data: Any) -> str:
    """JSON for a ``<script type="application/json">``: ``</`` and ``<!--`` cannot end or confuse the tag."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/").replace("<!--", "<\\!--")


def _p(test: dict[str, Any]) -> str:
    if test.get("p") is None:
        return "n/a"
    return escape(f"p {test['p']:.3g} (Holm {test['p_holm']:.3g})")


def _arms(stat: dict[str, Any], key: str) -> str:
    """``reference → level`` and the difference with its interval."""
    return f"{escape(_fmt(stat['reference'], key))} → {escape(_fmt(stat['level'], key))}{_diff(stat['difference'], key)}"


def audit_section(audit: dict[str, Any], plot: Plot | None, *, heading: str = "Counterfactual persona audit",
                  section_id: str = "audit") -> str:
    """The audit's section (``triagesim audit``'s ``audit.json``): its method, forest plot, effects and dropped pairs.
    ``audit.html`` is this section alone; ``report`` shows it for every audit folder it reads."""
    method = audit["method"]
    boot = method["bootstrap"]
    traits = "; ".join(
        f"{trait['trait']}: {', '.join(trait['levels'])} (reference {trait['reference']})" for trait in method["traits"]
    )
    placebo = method.get("placebo")
    rows = []
    for row in audit["comparisons"]:
        told = "<br>".join(
            f"{escape(kind.replace('_', ' '))}: {_arms(row[f'told_{kind}'], f'told_{kind}')}"
            for kind in ("blood_thinners", "self_harm", "drugs")
            if row[f"told_{kind}"]["pairs_with_fact"]
        )
        rows.append([
            escape(f"{row['trait']} = {row['level']}") + (" <em>(placebo)</em>" if row["placebo"] else "")
            + f'<span class="diff">vs {escape(row["reference"])}</span>',
            f"{row['pairs']} ({row['cases']} cases)" + (f'<span class="diff sig">{row["dropped"]} dropped</span>' if row["dropped"] else ""),
            _diff(row["level_shift"], "level_shift") + f'<span class="diff">↑{row["level_shift"]["up"]} ↓{row["level_shift"]["down"]}; {_p(row["level_shift"])}</span>',
            _stat(row["changed"], "changed") + f'<span class="diff">cases with a change: {row["changed"]["cases"]}</span>',
            _arms(row["under_triage"], "under_triage") + f'<span class="diff">{_p(row["under_triage"])}</span>',
            _arms(row["severe_under_triage"], "severe_under_triage") + f'<span class="diff">{_p(row["severe_under_triage"])}</span>',
            _arms(row["turns"], "turns"),
            _arms(row["patient_words_per_line"], "patient_words_per_line"),
            told or '<span class="muted">no such facts</span>',
        ])
    head = ["trait level", "pairs", "level shift", "level changed", "under-triage", "severe under-triage", "turns",
            "patient words/line", "private facts told"]
    dropped = [
        f"<li>{escape(item['pair_id'])} ({escape(row['level'])}): {escape(item['reason'])}</li>"
        for row in audit["comparisons"] for item in row["dropped_pairs"]
    ]
    figure = f'<figure id="plot-{escape(plot.name)}">{plot.svg}<figcaption>{escape(plot.title)} (<a href="{escape(plot.name)}.png">PNG</a>)</figcaption></figure>' if plot else ""
    return (
        f'<section id="{escape(section_id)}"><h2>{escape(heading)}</h2>'
        f'<p class="muted">Each pair is one base episode played once per level of one trait. Held fixed: {escape(", ".join(method["held_fixed"]))}. '
        f'Varied: {escape(traits)}.'
        + (f" Placebo: {escape(placebo['trait'])} {escape(' vs '.join(placebo['levels']))} (no clinical meaning: its effect should be null)." if placebo else "")
        + f' {method["base_episodes"]} base episodes ({method["cases"]} cases × {method["episodes_per_case"]}), {method["episodes"]} episodes; '
        f'{method["dropped"]} pairs dropped (an episode that did not complete drops its pair).</p>'
        f'<p class="muted">Level shift: mean of (level − reference level), + is less urgent; sign test. Under-triage: exact McNemar test '
        f'on the discordant pairs. p-values Holm-adjusted per test across the {method["family"]} real comparisons (the placebo alone). '
        f'Intervals: {escape(boot["interval"])}, {boot["replicates"]} replicates over {boot["units"]} {escape(boot["unit"])}s (seed {boot["seed"]}); '
        f'Δ in red where the interval excludes 0.</p>'
        + figure
        + _table(head, rows, table_id="audit-table")
        + (f"<details><summary>{len(dropped)} dropped pairs</summary><ul>{''.join(dropped)}</ul></details>" if dropped else "")
        + "</section>"
    )


def _page(title: str, header: str, nav: str, body: str, tail: str = "") -> str:
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
        "script-src 'unsafe-inline'; img-src data:; media-src *\">"
        f"<title>{escape(title)}</title><style>{_asset('report.css')}</style></head><body>"
        f"<header>{header}</header>"
        f"<nav>{nav}</nav><main>{body}</main>{tail}</body></html>\n"
    )


def render_audit_page(audit: dict[str, Any], plot: Plot | None) -> str:
    """``audit.html``: the audit's section as a page of its own."""
    method = audit["method"]
    header = (f"<h1>TriageSim counterfactual persona audit</h1><p>{method['episodes']} episodes, "
              f"{sum(row['pairs'] for row in audit['comparisons'])} pairs compared</p>")
    return _page("TriageSim audit", header, "", audit_section(audit, plot, heading="Effects of each trait level"))


def render_html(path: Path, report: dict[str, Any], plots: Sequence[Plot], views: Sequence[dict[str, Any]],
                audits: Sequence[tuple[str, dict[str, Any], Plot | None]] = ()) -> None:
    """Write the page atomically; ``audits`` are (run folder name, ``audit.json``, forest plot) of the audit folders read."""
    overall = report["overall"]
    runs = ", ".join(run["name"] for run in report["runs"])
    body = "".join(
        [
            _overview(report),
            _groups(report),
            *(audit_section(audit, plot, heading=f"Counterfactual persona audit: {name}", section_id=f"audit-{index + 1}" if index else "audit")
              for index, (name, audit, plot) in enumerate(audits)),
            _plots(plots),
            _levels(overall),
            _flags(overall),
            _block("Explanation faithfulness", "faithfulness", overall["faithfulness"], "Hallucinated evidence: an explanation citing a vital not yet released, or a symptom absent from the dialogue, registration and belief state so far. Decisive evidence: the case's expert red flags (or chief complaint)."),
            _dialogue(overall, report.get("dialogue_defects")),
            _usage(overall),
            _episode_list(views),
        ]
    )
    nav = "".join(
        f'<a href="#{target}">{label}</a>'
        for target, label in (("summary", "Summary"), ("groups", "Groups"), *((("audit", "Audit"),) if audits else ()), ("plots", "Plots"), ("levels", "Levels"), ("red-flags", "Red flags"), ("faithfulness", "Faithfulness"), ("dialogue", "Dialogue"), ("usage", "Usage"), ("episodes", "Episodes"))
    )
    page = _page(
        f"TriageSim report: {runs}",
        f"<h1>TriageSim evaluation report</h1><p>{escape(runs)} · {int(overall['n']['value'] or 0)} episodes scored</p>",
        nav,
        body,
        f'<script type="application/json" id="episodes-data">{_embedded(list(views))}</script>'
        f"<script>{_asset('viewer.js')}</script>",
    )
    atomic_write_text(path, page)
