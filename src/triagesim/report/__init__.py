"""``triagesim report``: agreement statistics with bootstrap CIs, group comparisons, plots and a transcript viewer.

``triagesim evaluate`` stays the quick terminal view; this is the full one. ``build_report``
reads run folders (through ``triagesim.evaluation``), computes every figure with a seeded
bootstrap (``stats``, ``summary``), checks explanations against the evidence the nurse had
(``faithfulness``) and writes ``report.json``, PNG plots and a self-contained ``index.html``.
"""

from .build import DEFAULT_REPLICATES, build_report

__all__ = ["build_report", "DEFAULT_REPLICATES"]
