"""Where a batch's episodes run: in this process (``local``) or on a Dask cluster (``dask``).

Both take the same lazily generated jobs and the same picklable agent factory
(``batch.EpisodeAgents``), write the same artifacts into the same run folder, and return a
``batch.BatchSummary``; the episode itself is always ``batch.run_batch``'s. ``dask`` imports
Dask only when used: it is the optional extra ``triagesim[dask]``.
"""

from __future__ import annotations

EXECUTORS = ("local", "dask")

__all__ = ["EXECUTORS"]
