"""Where a batch's episodes run: in this process (``local``) or on a Dask cluster (``dask``).

Both take the same lazily generated jobs and one ``batch.BatchSpec`` (with its picklable agent
factory, ``batch.EpisodeAgents``), write the same artifacts into the same run folder, and return
a ``batch.BatchSummary``. What happens to each job, resumed or run, recorded and its failure
classed, is ``batch.EpisodeRunner``'s in both: the local batch's producer and the Dask client
resume through it, and every episode (a Dask partition is a local batch) runs through it.
``dask`` imports Dask only when used: it is the optional extra ``triagesim[dask]``.
"""

from __future__ import annotations

import os

EXECUTORS = ("local", "dask")
#: Worker processes per CPU core a local Dask cluster may start: more only queue for the cores
#: (an LLM-bound batch waits in many requests per worker instead, ``--concurrency``).
WORKERS_PER_CORE = 4

__all__ = ["EXECUTORS", "WORKERS_PER_CORE", "most_local_workers"]


def most_local_workers() -> int:
    """The most worker processes a local cluster starts on this machine: ``WORKERS_PER_CORE`` per CPU core.

    Why a ceiling: ``--workers 100000`` tried to start that many processes, printed nothing for a
    minute and could not be stopped with SIGTERM. More machines are a cluster's (``--scheduler``)."""
    return WORKERS_PER_CORE * (os.cpu_count() or 1)
