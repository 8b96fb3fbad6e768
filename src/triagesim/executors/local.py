"""The local executor: the whole batch in this process, on one event loop (``run_batch``)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

from ..batch import BatchSpec, BatchSummary, Job, run_batch
from ..folders.run_folder import RunFolder

__all__ = ["run_local"]


def run_local(
    jobs: Iterable[Job], spec: BatchSpec | None = None, /, *, folder: RunFolder | None = None, **settings: Any
) -> BatchSummary:
    """Run every job here, ``spec.concurrency`` episodes in flight, on a fresh event loop; the agent
    factory's backend is closed at the end. ``spec`` or its fields as keywords (``BatchSpec.of``).
    A Dask worker runs its partition through this too, with its own ``folder``."""
    spec = BatchSpec.of(spec, settings)

    async def run() -> BatchSummary:
        try:
            return await run_batch(jobs, spec, folder=folder)
        finally:
            close = getattr(spec.make_agents, "aclose", None)
            if close is not None:
                await close()

    return asyncio.run(run())
