"""The Dask executor: partitions of jobs run on Dask distributed workers, each as an ordinary ``run_batch``.

Why Dask and this shape: Dask already schedules work over processes and machines, reschedules
what a dead worker held, and joins an existing cluster, so TriageSim adds only the part that
is its own. The client reads the jobs lazily, does the resume check (one file open per job,
``batch.EpisodeRunner``'s, as in a local batch), and sends the unfinished ones in partitions of ``partition_size``, at most two per worker
thread in flight, so the client's memory stays flat however many jobs there are. On the
worker each partition is one ``run_batch`` on its own event loop, with the batch's
concurrency (LLM requests in flight are per worker thread) and its own LLM backend built
there from the picklable ``EpisodeAgents``.

Artifacts go straight from the workers into the run folder, written atomically, so the folder
must be one every worker sees (the local disk for ``--workers N``, a shared mount such as
NFS for ``--scheduler``, mounted at the same absolute path everywhere); fsspec URLs are not supported. The error log is the one file
several writers would race on, so workers hand their changes back and the client alone
writes ``errors.jsonl``. Because run ids and seeds come from the jobs, a Dask run writes the
same episodes as a local one. A worker killed mid-partition loses only the episodes in flight:
Dask reruns the partition elsewhere (the finished ones are skipped), and if it gives up
(``KilledWorker``) the batch stops early and a re-run of the same command completes the rest.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..batch import BatchSpec, BatchSummary, EpisodeRunner, Job, install_signal_handlers
from ..core.store import StoreError
from ..errors import ConfigError, ServiceError
from ..folders.location import is_url
from ..folders.run_folder import RunFolder, RunFolderError
from . import WORKERS_PER_CORE, most_local_workers
from .local import run_local

__all__ = ["run_dask", "run_partition", "PartitionResult", "DASK_MISSING", "require_dask"]

DASK_MISSING = "--executor dask needs Dask distributed, an optional extra: pip install 'triagesim[dask]'"
#: Episodes per partition when the caller does not say: a few seconds of offline work, small enough to rebalance.
DEFAULT_PARTITION_SIZE = 200


def require_dask() -> Any:
    """``distributed``, or a ``ConfigError`` (one line) naming the extra to install."""
    try:
        import distributed
    except ImportError:
        raise ConfigError(DASK_MISSING) from None
    return distributed


# ------------------------------------------------------------------ on the worker
class _HandBackFolder(RunFolder):
    """The run folder as a worker sees it: artifacts are written there, error-log changes are handed back."""

    # The client has already skipped the finished jobs; a worker checks its partition's few
    # again (a partition retried after a worker died skips what was done) one read each, never
    # by listing a whole folder per partition.
    LIST_ONCE = False

    def __init__(self, path: str | Path) -> None:
        super().__init__(path)
        self._errors = {}
        self.changes: dict[str, str | None] = {}

    def record_error(self, record: dict[str, Any]) -> None:
        self.changes[str(record["run_id"])] = json.dumps(record, ensure_ascii=False)

    def clear_error(self, run_id: str) -> None:
        self.changes[run_id] = None


@dataclass
class PartitionResult:
    """What a partition sends back: its counts and its error-log changes (run id -> line, None clears)."""

    summary: BatchSummary
    errors: dict[str, str | None] = field(default_factory=dict)


def run_partition(jobs: list[Job], spec: BatchSpec) -> PartitionResult:
    """One partition on a worker: a local batch (``run_local``) of ``spec`` (``BatchSpec.for_worker``)."""
    folder = _HandBackFolder(str(spec.out_dir))
    if not folder.has_config():  # else the worker would quietly fill a folder of its own
        raise RunFolderError(
            f"{folder.display} is not visible from Dask worker pid {os.getpid()}: "
            "--out must be a folder every worker can see (a shared mount or a URL, for a remote cluster)"
        )

    summary = run_local(jobs, spec, folder=folder)
    return PartitionResult(summary, folder.changes)


# ------------------------------------------------------------------ on the client
@contextlib.contextmanager
def _client(workers: int | None, scheduler: str | None) -> Iterator[Any]:
    distributed = require_dask()
    if scheduler:
        try:
            client = distributed.Client(scheduler, timeout="20s")
        except (OSError, TimeoutError, ValueError) as error:
            raise ServiceError(f"--scheduler {scheduler}: cannot join the Dask cluster ({error})") from None
        with client:
            yield client
        return
    # Task failures come back to the client, which reports them in one line (``_take``): a worker's
    # own log of them ("Compute Failed" and a traceback) would only print the same failure twice.
    cluster = distributed.LocalCluster(
        n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
        dashboard_address=":0", worker_dashboard_address=None, silence_logs=logging.CRITICAL,
    )
    with cluster, distributed.Client(cluster) as client:
        yield client


def _slots(client: Any) -> int:
    """Worker threads in the cluster (at least 1: a cluster still starting its workers)."""
    workers = client.scheduler_info().get("workers", {})
    return max(1, sum(int(info.get("nthreads", 1)) for info in workers.values()))


def run_dask(
    jobs: Iterable[Job],
    spec: BatchSpec | None = None,
    /,
    *,
    workers: int | None = None,
    scheduler: str | None = None,
    partition_size: int = DEFAULT_PARTITION_SIZE,
    **settings: Any,
) -> BatchSummary:
    """Run the jobs on Dask: a ``LocalCluster`` of ``workers`` processes, or the cluster at ``scheduler``.

    ``spec`` or its fields as keywords (``BatchSpec.of``), as for ``run_batch``, and the same
    contract: the summary counts this invocation (``skipped`` for
    episodes finished earlier), ``summary.fatal`` says why the batch stopped early (the key
    refused, a worker killed more often than Dask allows), a dead store or an unwritable
    folder raises, SIGINT / SIGTERM stop it with the finished artifacts kept. ``out_dir`` must
    be prepared (``RunFolder.prepare``): workers check its configuration file to know they
    see the same folder.
    """
    distributed = require_dask()
    if workers is not None and not 1 <= workers <= most_local_workers():  # 100000 once hung the machine, deaf to SIGTERM
        raise ConfigError(f"--workers {workers}: must be from 1 to {most_local_workers()} on this machine "
                          f"({WORKERS_PER_CORE} per CPU core); for more, start a Dask cluster and pass --scheduler")
    spec = BatchSpec.of(spec, settings)
    # Workers have their own working folders: send an absolute path (a URL is absolute already).
    out = str(spec.out_dir) if is_url(str(spec.out_dir)) else str(Path(spec.out_dir).resolve())
    if out.startswith("memory://"):  # fsspec's memory file system lives in one process: no worker would see it
        raise ConfigError(f"--out {out}: an in-memory folder lives in this process only, and Dask workers are other "
                          "processes; write to a folder every worker can see")
    folder = RunFolder(out)
    if not folder.has_config():
        raise ConfigError(f"{folder.display}: not a prepared run folder; call RunFolder(out).prepare(config) first")
    worker_spec = spec.for_worker(out)
    summary = BatchSummary()
    episodes = EpisodeRunner(spec, folder, summary)  # resume only: the episodes run in the partitions
    started = time.perf_counter()
    stop = threading.Event()
    restore = install_signal_handlers(stop.set, summary, grace=10.0) if spec.handle_signals else (lambda: None)
    token = uuid.uuid4().hex[:8]
    failing = True  # until the run ends normally: then a failed save of the error log is the error
    try:
        with _client(workers, scheduler) as client:
            in_flight: set[Any] = set()
            room = 2 * _slots(client)

            def collect(block: bool) -> None:
                """Take in the partitions that finished (waiting for one when ``block``)."""
                if not in_flight:
                    return
                done = [future for future in in_flight if future.done()]  # a flag read: no round trip
                if not done and block:
                    try:  # a short wait, so a signal is noticed within a quarter second
                        done, _ = distributed.wait(list(in_flight), timeout=0.25, return_when="FIRST_COMPLETED")
                    except TimeoutError:
                        return
                for future in done:
                    in_flight.discard(future)
                    _take(future, summary, folder)
                    if summary.fatal:
                        stop.set()
                    episodes.progress(None)

            def submit(partition: list[Job]) -> None:
                key = f"triagesim-{token}-{partition[0].run_id}"
                in_flight.add(client.submit(run_partition, partition, worker_spec, key=key, pure=False))
                collect(block=False)
                while len(in_flight) >= room and not stop.is_set():
                    collect(block=True)

            partition: list[Job] = []
            for job in jobs:
                if stop.is_set():
                    break
                if not episodes.plan(job, episodes.finished(job)):
                    continue
                partition.append(job)
                if len(partition) >= partition_size:
                    submit(partition)
                    partition = []
            else:
                if partition:
                    submit(partition)
                episodes.exhausted()
            while in_flight and not stop.is_set():
                collect(block=True)
            if in_flight:  # stopped: what is still running is dropped; its finished episodes are on disk
                summary.interrupted = summary.fatal is None
                client.cancel(list(in_flight))
        failing = False
    finally:
        restore()
        summary.seconds = time.perf_counter() - started
        try:
            folder.save_errors()
        except RunFolderError:
            if not failing:
                raise  # otherwise the error already on its way out says more
    return summary


def _take(future: Any, summary: BatchSummary, folder: RunFolder) -> None:
    """Merge a finished partition into the summary and the error log; re-raise what stops every batch."""
    try:
        result: PartitionResult = future.result()
    except (StoreError, RunFolderError):
        raise  # a dead store or an unwritable folder stops the batch, as it does locally
    except Exception as error:  # KilledWorker (a worker died too often on it), or a TriageSim bug on the worker
        summary.fatal = summary.fatal or (
            f"a Dask partition failed ({type(error).__name__}: {' '.join(str(error).split())[:300]})"
        )
        return
    summary.merge(result.summary)
    if result.errors:
        folder.update_errors(result.errors)
