"""Folders of records: where they live (``location``), a run folder's rules (``run_folder``),
writing artifacts (``artifacts``) through atomic writes (``atomic``), and reading them back (``reading``).

The layer between an episode and its readers: the runner writes through it, and ``evaluate``,
``report``, ``export``, ``audio``, ``asr`` and ``rate`` read through it. The one reader is public
here: ``load_artifact`` (one file) and ``iter_artifacts`` (a folder), local or behind a URL. They
load on first use: ``reading`` brings the artifact model and the engine behind it, which the
command line's start-up (``triagesim --help``, anything touching ``folders.location``) must not pay.
"""

from __future__ import annotations

from typing import Any

__all__ = ["ArtifactFile", "iter_artifacts", "load_artifact"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import reading

        return getattr(reading, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
