"""Where a batch's episodes run: in this process (``local``) or on a Dask cluster (``dask``).

Both take the same lazily generated jobs and one ``batch.BatchSpec`` (with its picklable agent
factory, ``batch.EpisodeAgents``), write the same artifacts into the same run folder, and return
a ``batch.BatchSummary``. What happens to each job, resumed or run, recorded and its failure
classed, is ``batch.EpisodeRunner``'s in both: the local batch's producer and the Dask client
resume through it, and every episode (a Dask partition is a local batch) runs through it.
``dask`` imports Dask only when used: it is the optional extra ``triagesim[dask]``.
"""

from __future__ import annotations

EXECUTORS = ("local", "dask")

__all__ = ["EXECUTORS"]
