"""The local executor: the whole batch in this process, on one event loop (``run_batch``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..batch import DEFAULT_CONCURRENCY, AgentFactory, BatchSummary, Job, run_batch
from ..runner import RunnerConfig

__all__ = ["run_local"]


def run_local(
    jobs: Iterable[Job],
    *,
    out_dir: str | Path,
    make_agents: AgentFactory,
    config: RunnerConfig,
    concurrency: int = DEFAULT_CONCURRENCY,
    on_progress: Callable[[BatchSummary, dict[str, Any] | None], None] | None = None,
    handle_signals: bool = True,
    **options: Any,
) -> BatchSummary:
    """Run every job here, ``concurrency`` episodes in flight, on a fresh event loop; the agent
    factory's backend is closed at the end. A Dask worker runs its partition through this too."""

    async def run() -> BatchSummary:
        try:
            return await run_batch(jobs, out_dir=out_dir, make_agents=make_agents, config=config,
                                   concurrency=concurrency, on_progress=on_progress, handle_signals=handle_signals,
                                   **options)
        finally:
            close = getattr(make_agents, "aclose", None)
            if close is not None:
                await close()

    return asyncio.run(run())
