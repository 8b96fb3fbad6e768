"""``index.html``: one self-contained page (inline CSS, JS, SVG plots and episode data; no network).

Tables are rendered here from ``report.json``'s content; the transcript viewer
(``assets/viewer.js``) builds an episode's panel from the embedded episode records on click.
Every text from an artifact is escaped, and the embedded JSON cannot close its script tag.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import quote

from ..folders.atomic import atomic_write_text
from ..scoring.aggregate import decimal, percent
from .plots import Plot
from .summary import COMPARED

__all__ = ["render_html", "audit_section", "render_audit_page", "script_json"]

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


#: Worst misses listed on the first screen; the episode list filters to all of them.
_WORST_SHOWN = 8


def _miss(view: Mapping[str, Any]) -> int | None:
    """Assigned minus true level (+ under-triage, the dangerous side), None when the episode is not scored."""
    truth, level = view.get("truth"), view.get("prediction")
    return level - truth if isinstance(truth, int) and isinstance(level, int) else None


def _mark(miss: int | None) -> tuple[str, str]:
    """The episode list's mark: (filter key, text)."""
    if miss is None:
        return "unscored", "not scored"
    if miss == 0:
        return "correct", "correct"
    return ("under", f"under +{miss}") if miss > 0 else ("over", f"over −{-miss}")


def _episode_link(view: Mapping[str, Any]) -> str:
    """The fragment that opens an episode in the viewer (``viewer.js`` reads it, on load and on a click)."""
    return "#episode=" + quote(f"{view['run']}/{view['run_id']}", safe="")


def _worst_misses(views: Sequence[dict[str, Any]], several_runs: bool) -> str:
    """Under-triaged episodes, most levels under first (then the more urgent truth), each a link to its transcript."""
    played = Counter((view["run"], view.get("case_id")) for view in views)
    under = sorted((view for view in views if (_miss(view) or 0) > 0),
                   key=lambda view: (-(_miss(view) or 0), view["truth"], str(view["run"]), str(view["run_id"])))
    if not under:
        return '<div class="card" id="worst-misses"><h3>Worst misses</h3><p class="good">No episode was under-triaged.</p></div>'
    items = []
    for view in under[:_WORST_SHOWN]:
        label = _episode_label(view, several_runs, played[view["run"], view.get("case_id")] > 1)
        complaint = str((view.get("ground_truth") or {}).get("chief_complaint") or "")
        items.append(f'<li><a href="{escape(_episode_link(view))}">{escape(label)}</a> '
                     f'<span class="complaint">{escape(complaint)}</span> '
                     f'<span class="bad">true {view["truth"]} → {view["prediction"]} (+{_miss(view)})</span></li>')
    more = (f'<p><a href="#episodes" data-show-mark="under">all {len(under)} under-triaged episodes in the list</a></p>'
            if len(under) > _WORST_SHOWN else "")
    scored = sum(1 for view in views if _miss(view) is not None)
    return (f'<div class="card" id="worst-misses"><h3>Worst misses: under-triaged, most levels first</h3>'
            f'<p class="muted">{len(under)} of {scored} scored episodes assigned a less urgent level than the truth; '
            f'click one for its transcript.</p><ol>{"".join(items)}</ol>{more}</div>')


def _episode_label(view: Mapping[str, Any], several_runs: bool, replayed: bool) -> str:
    """"ts-014 ep. 1 (run)": the case, which of its episodes when it was played more than once, and the run
    folder when there are several."""
    label = str(view.get("case_id") or view["run_id"])
    if replayed and isinstance(view.get("episode"), int):
        label += f" ep. {view['episode']}"
    return label + (f" ({view['run']})" if several_runs else "")


def _confusion(matrix: dict[str, dict[str, int]]) -> str:
    """Truth × assigned counts; cells above the diagonal (assigned less urgent) are under-triage."""
    head = "".join(f"<th>{escape(level)}</th>" for level in matrix)
    rows = []
    for truth, row in matrix.items():
        cells = []
        for level, count in row.items():
            kind = "hit" if level == truth else ("under" if int(level) > int(truth) else "over")
            cells.append(f'<td class="{kind}{" zero" if not count else ""}">{count}</td>')
        rows.append(f"<tr><th>true {escape(truth)}</th>{''.join(cells)}</tr>")
    return (
        '<div class="card"><h3>Confusion matrix</h3>'
        f'<table id="confusion-table" class="confusion"><thead><tr><th>truth \\ assigned</th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table>'
        '<p class="muted legend"><span class="under">under-triage</span> <span class="over">over-triage</span></p></div>'
    )


def _counted(report: dict[str, Any]) -> list[str]:
    """What the figures leave out, and why: episodes without a label or a level, failed episodes, unreadable files."""
    failed = sum(run["errors"] for run in report["runs"])
    skipped = sum(len(run["skipped"]) for run in report["runs"])
    return [
        *report.get("unscored_notes", []),
        *([f"{failed} episodes failed (an error status): not scored"] if failed else []),
        *([f"{skipped} files are not readable artifacts: skipped"] if skipped else []),
    ]


def _summary(report: dict[str, Any], views: Sequence[dict[str, Any]]) -> str:
    """The first screen: how good (the headline figures, the confusion matrix) and where it fails (the worst misses)."""
    overall = report["overall"]
    rows = [[escape(label), _stat(overall[key], key)] for key, label in _HEADLINE_ROWS]
    runs = [
        [escape(run["name"]), escape(run["folder"]), str(run["episodes"]), str(run["errors"]), str(len(run["skipped"]))]
        for run in report["runs"]
    ]
    boot = report["bootstrap"]
    left_out = "".join(f"<li>{escape(note)}</li>" for note in _counted(report))
    return (
        '<section id="summary"><h2>Summary: how good, and where it fails</h2><div class="first-screen">'
        '<div class="card"><h3>Agreement, all episodes</h3>'
        + _table(["statistic", "value [95% CI]"], rows, table_id="overall-table")
        + "</div>"
        + _confusion(overall["confusion_matrix"])
        + _worst_misses(views, len(report["runs"]) > 1)
        + "</div>"
        + (f'<ul class="left-out" id="left-out">{left_out}</ul>' if left_out else "")
        + f'<p class="muted">95% intervals: percentile bootstrap, {boot["replicates"]} replicates over {boot["units"]} '
        f'{escape(boot["unit"])}s (seed {boot["seed"]}).</p>'
        + "<h3>Run folders</h3>"
        + _table(["name", "folder", "completed", "failed (not scored)", "skipped files"], runs)
        + "</section>"
    )


#: Short names of the compared figures (``summary.COMPARED``) in a split's one-line summary.
_COMPARED_NAMES = {
    "accuracy": "accuracy", "under_triage": "under-triage", "over_triage": "over-triage",
    "severe_under_triage": "severe under-triage", "mae": "MAE", "kappa_linear": "κ linear", "kappa_quadratic": "κ quadratic",
    "hallucinated_evidence_rate": "hallucinated explanations", "patient_words_per_utterance": "patient words/utt.",
    "nurse_words_per_utterance": "nurse words/utt.",
}
_GROUP_HEAD = ["level", "episodes", "scored", "accuracy", "under-triage", "severe under", "MAE", "κ linear", "κ quadratic",
               "hallucinated expl.", "patient words/utt."]


def _significant(stat: dict[str, Any] | None) -> bool:
    ci = stat.get("ci95") if isinstance(stat, dict) else None
    return bool(ci) and (ci[0] > 0 or ci[1] < 0)


def _split_summary(split: str, members: Sequence[tuple[str, dict[str, Any]]]) -> str:
    """One line a reader can skim without opening the split: its levels, the largest accuracy
    difference, and the figures in which some level differs with an interval that excludes 0."""
    reference = next((str(group["level"]) for _, group in members if "difference" not in group), "")
    compared = [group for _, group in members if "difference" in group]
    largest = max(
        (group for group in compared if group["difference"]["accuracy"]["value"] is not None),
        key=lambda group: abs(group["difference"]["accuracy"]["value"]), default=None,
    )
    differing = [_COMPARED_NAMES.get(key, key) for key in COMPARED
                 if any(_significant(group["difference"].get(key)) for group in compared)]
    levels = ", ".join(str(group["level"]) for _, group in members)
    parts = [f"<strong>{escape('run folder' if split == 'run' else split)}</strong>",
             escape(f"{len(members)} levels ({levels if len(levels) <= 80 else levels[:77] + '…'}); reference {reference}")]
    if largest is not None:
        parts.append("largest accuracy " + _diff(largest["difference"]["accuracy"], "accuracy").replace(
            'class="diff', 'class="inline diff') + f" ({escape(str(largest['level']))})")
    parts.append(f'<span class="bad">CI excludes 0 in {escape(", ".join(differing))}</span>' if differing
                 else '<span class="muted">no difference with a CI excluding 0</span>')
    return " · ".join(parts)


def _groups(report: dict[str, Any], forests: Mapping[str, Plot]) -> str:
    """Each split (the run folders, each persona trait) collapsed to one line; opened, its forest plot of
    differences from the reference level, and its full table on demand."""
    groups = report["groups"]
    if not groups:
        return '<section id="groups"><h2>Groups</h2><p class="muted">One run folder and no persona trait that varies: nothing to compare.</p></section>'
    parts = ['<section id="groups"><h2>Groups</h2><p class="muted">One line per split; open it for the forest plot of '
             "each level's difference from the reference (★) and the full table. Δ: the difference with its 95% CI, "
             "red where the CI excludes 0.</p>"]
    by_split: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for name, group in groups.items():
        by_split.setdefault(group["by"], []).append((name, group))
    for split, members in by_split.items():
        rows = []
        for _, group in members:
            is_reference = "difference" not in group
            cells = [escape(str(group["level"])) + (" ★" if is_reference else ""), str(group["episodes"])]
            for key in _GROUP_COLUMNS:
                cell = _stat(_lookup(group, key), key)
                if not is_reference and key in COMPARED:
                    cell += _diff(group["difference"].get(key), key)
                cells.append(cell)
            rows.append(cells)
        plot = forests.get(split)
        figure = (f'<figure id="plot-{escape(plot.name)}">{plot.svg}<figcaption>{escape(plot.title)} '
                  f'(<a href="{escape(plot.name)}.png">PNG</a>)</figcaption></figure>') if plot else ""
        opened = " open" if split == "run" else ""  # the run folders are what a comparison of models is about
        parts.append(
            f'<details class="split" data-split="{escape(split)}"{opened}><summary>{_split_summary(split, members)}</summary>'
            f'{figure}<details class="table"{opened}><summary>table</summary>{_table(_GROUP_HEAD, rows)}</details></details>'
        )
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
    return (
        '<section id="levels"><h2>Per level</h2><p class="muted">Of assigning each level; the confusion matrix is in the '
        '<a href="#summary">summary</a>.</p>'
        + _table(["level", "precision", "recall", "F1"], rows)
        + "</section>"
    )


def _flags(overall: dict[str, Any], note: str | None) -> str:
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
        f'<section id="red-flags"><h2>Red flags</h2>'
        + (f'<p class="left-out" id="red-flag-note">{escape(note)}</p>' if note else "")
        + f'<p class="muted">{flags["runs_with_expert_flags"]} episodes with expert flags. '
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


#: The episode list's columns: heading and how ``episodes.js`` sorts it.
_EPISODE_COLUMNS = (("run", "text"), ("episode", "text"), ("case", "text"), ("complaint", "text"), ("true", "number"),
                    ("assigned", "number"), ("mark", "number"), ("turns", "number"))


def _episode_list(views: Sequence[dict[str, Any]]) -> str:
    """Every episode: case, complaint, true and assigned level and a correct / under / over mark; sortable by
    any column and filtered by text or mark (``assets/episodes.js``); a click opens it in the viewer."""
    rows = []
    for index, view in enumerate(views):
        miss = _miss(view)
        mark, text = _mark(miss)
        turns = sum(1 for event in view["history"] if event.get("actor") == "patient")
        complaint = str((view.get("ground_truth") or {}).get("chief_complaint") or "")
        cells = [
            escape(str(view["run"])), escape(str(view["run_id"])), escape(str(view.get("case_id") or "")), escape(complaint),
            _cell(view.get("truth")), _cell(view.get("prediction")),
        ]
        rows.append(
            f'<tr data-index="{index}" data-mark="{mark}">'
            + "".join(f'<td class="{kind}">{cell}</td>' for cell, (_, kind) in zip(cells, _EPISODE_COLUMNS))
            + f'<td class="mark {mark}" data-value="{"" if miss is None else miss}">{escape(text)}</td><td>{turns}</td></tr>'
        )
    head = "".join(f'<th class="{kind}" data-sort="{kind}"><button type="button">{name}</button></th>'
                   for name, kind in _EPISODE_COLUMNS)
    marks = "".join(f'<option value="{value}">{label}</option>' for value, label in (
        ("", "all"), ("under", "under-triaged"), ("over", "over-triaged"), ("correct", "correct"), ("unscored", "not scored")))
    return (
        '<section id="episodes"><h2>Episodes</h2><div class="controls">'
        '<input type="search" id="episode-filter" placeholder="filter: case, complaint, id…">'
        f'<label>mark <select id="episode-mark">{marks}</select></label> <span id="episode-count" class="muted"></span>'
        '<span class="muted"> · click a heading to sort, a row to open its transcript</span></div>'
        f'<div class="scroll"><table id="episode-list"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        '</section><section id="viewer" aria-live="polite"></section>'
    )


def _cell(level: Any) -> str:
    return escape(str(level)) if level is not None else '<span class="muted">n/a</span>'


#: Characters a JSON text may hold that an HTML parser reads as markup, and their JSON escapes.
#: ``<`` covers ``</script`` and ``<!--`` (which would end the tag, or start a comment that swallows
#: it), ``>`` covers ``-->`` and ``]]>``, ``&`` a character reference; U+2028 and U+2029 end a line in
#: older JavaScript. Each escape is plain JSON (``\u003c``), so ``JSON.parse`` reads the text back as it was.
_SCRIPT_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
_SCRIPT_TABLE = str.maketrans(_SCRIPT_ESCAPES)


def script_json(data: Any) -> str:
    """``data`` as JSON to embed in ``<script type="application/json">``: nothing in it can end or confuse the tag.

    One function for every sequence an HTML parser treats specially, each escaped the JSON way. The
    last version replaced ``<!--`` with ``<\\!--``, which is not JSON: a complaint holding ``<!--``
    broke the transcript viewer for every episode."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).translate(_SCRIPT_TABLE)


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
                audits: Sequence[tuple[str, dict[str, Any], Plot | None]] = (),
                forests: Mapping[str, Plot] | None = None) -> None:
    """Write the page atomically; ``audits`` are (run folder name, ``audit.json``, forest plot) of the audit folders
    read, ``forests`` each group split's forest plot. The first screen answers how good the triage is and where it
    fails (the summary, the confusion matrix, the worst misses); everything else follows, collapsed where long."""
    overall = report["overall"]
    runs = ", ".join(run["name"] for run in report["runs"])
    body = "".join(
        [
            _summary(report, views),
            _levels(overall),
            _groups(report, forests or {}),
            *(audit_section(audit, plot, heading=f"Counterfactual persona audit: {name}", section_id=f"audit-{index + 1}" if index else "audit")
              for index, (name, audit, plot) in enumerate(audits)),
            _plots(plots),
            _flags(overall, report.get("red_flag_note")),
            _block("Explanation faithfulness", "faithfulness", overall["faithfulness"], "Hallucinated evidence: an explanation citing a vital not yet released, or a symptom absent from the dialogue, registration and belief state so far. Decisive evidence: the case's expert red flags (or chief complaint)."),
            _dialogue(overall, report.get("dialogue_defects")),
            _usage(overall),
            _episode_list(views),
        ]
    )
    nav = "".join(
        f'<a href="#{target}">{label}</a>'
        for target, label in (("summary", "Summary"), ("levels", "Levels"), ("groups", "Groups"), *((("audit", "Audit"),) if audits else ()), ("plots", "Plots"), ("red-flags", "Red flags"), ("faithfulness", "Faithfulness"), ("dialogue", "Dialogue"), ("usage", "Usage"), ("episodes", "Episodes"))
    )
    page = _page(
        f"TriageSim report: {runs}",
        f"<h1>TriageSim evaluation report</h1><p>{escape(runs)} · {_scored_line(report)}</p>",
        nav,
        body,
        f'<script type="application/json" id="episodes-data">{script_json(list(views))}</script>'
        f"<script>{_asset('viewer.js')}</script><script>{_asset('episodes.js')}</script>",
    )
    atomic_write_text(path, page)


def _scored_line(report: dict[str, Any]) -> str:
    """"42 of 66 episodes scored" (a count: never n/a), or "66 episodes scored" when none is left out."""
    scored = int(report["overall"]["n"]["value"] or 0)
    total = sum(run["episodes"] + run["errors"] for run in report["runs"])
    return f"{scored} episodes scored" if scored == total else f"{scored} of {total} episodes scored"
