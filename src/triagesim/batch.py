"""Many episodes: bounded concurrency, a resumable output folder, error isolation.

Run ids are deterministic from (case, episode, seed, algorithm), so re-running the same
command skips what is already finished and an interrupted batch resumes where it stopped.
Artifacts are written atomically as they finish (the ``datasets`` habit: stream records to
disk, never hold the batch in memory). A failing episode is logged to ``errors.jsonl``
(outside the ``*.json`` namespace) and the batch goes on. Ctrl-C or SIGTERM stops taking
new work, cancels what is in flight, and keeps everything already written.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import signal
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .artifacts import append_jsonl, make_run_id
from .cases import Case
from .personas import ADULT_AGE_GROUPS, NursePersona, PatientPersona, age_group_for
from .runner import RunnerConfig, TriageRunner
from .utils import triage_decision_metrics

__all__ = ["Job", "BatchSummary", "plan_jobs", "run_batch", "episode_seed", "choose_personas", "ERRORS_FILE"]

ERRORS_FILE = "errors.jsonl"


def episode_seed(seed: int, case_id: str, episode: int) -> int:
    """A per-episode seed that does not depend on Python's salted ``hash``."""
    digest = hashlib.sha256(f"{seed}\x1f{case_id}\x1f{episode}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


@dataclass(frozen=True)
class Job:
    case: Case
    episode: int
    seed: int
    algorithm: str
    run_id: str


@dataclass
class BatchSummary:
    planned: int = 0
    skipped: int = 0
    completed: int = 0
    errors: int = 0
    scored: int = 0
    correct: int = 0
    under: int = 0
    over: int = 0
    seconds: float = 0.0
    interrupted: bool = False
    error_messages: list[str] = field(default_factory=list)

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.scored if self.scored else None

    def as_dict(self) -> dict[str, Any]:
        return {
            "planned": self.planned,
            "skipped": self.skipped,
            "completed": self.completed,
            "errors": self.errors,
            "scored": self.scored,
            "accuracy": self.accuracy,
            "under_triage": self.under / self.scored if self.scored else None,
            "over_triage": self.over / self.scored if self.scored else None,
            "seconds": round(self.seconds, 3),
            "interrupted": self.interrupted,
        }


def plan_jobs(
    cases: Iterable[Case], *, episodes_per_case: int, seed: int, algorithm: str | None
) -> Iterator[Job]:
    for case in cases:
        algo = algorithm or case.default_algorithm
        for episode in range(episodes_per_case):
            yield Job(case, episode, seed, algo, make_run_id(case.case_id, episode, seed, algo))


def _finished(path: Path) -> bool:
    """An artifact that completed; an errored one is retried on resume."""
    try:
        with path.open(encoding="utf-8") as handle:
            return json.load(handle).get("status") == "completed"
    except (OSError, ValueError, AttributeError):
        return False


AgentFactory = Callable[[Job], tuple[Any, Any, Any]]


async def run_batch(
    jobs: Iterable[Job],
    *,
    out_dir: str | Path,
    make_agents: AgentFactory,
    config: RunnerConfig,
    concurrency: int = 4,
    on_progress: Callable[[BatchSummary, dict[str, Any] | None], None] | None = None,
    handle_signals: bool = True,
) -> BatchSummary:
    """Run jobs with at most ``concurrency`` episodes in flight; return the summary."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    unused = object()  # batch passes per-episode agents to arun, so the runner's defaults are never used
    runner = TriageRunner(
        nurse=unused, patient=unused, extractor=unused, config=config.model_copy(update={"output_dir": out_dir})
    )
    summary = BatchSummary()
    started = time.perf_counter()
    stop = asyncio.Event()
    queue: asyncio.Queue[Job | None] = asyncio.Queue(maxsize=max(1, concurrency) * 2)
    loop = asyncio.get_running_loop()
    installed: list[int] = []
    if handle_signals:
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, stop.set)
                installed.append(sig)
            except (NotImplementedError, RuntimeError, ValueError):  # pragma: no cover - non-main thread / Windows
                pass

    async def produce() -> None:
        for job in jobs:
            if stop.is_set():
                break
            summary.planned += 1
            if _finished(out_dir / f"{job.run_id}.json"):
                summary.skipped += 1
                if on_progress:
                    on_progress(summary, None)
                continue
            await queue.put(job)
        for _ in range(concurrency):
            await queue.put(None)

    async def work() -> None:
        while True:
            job = await queue.get()
            if job is None or stop.is_set():
                return
            try:
                nurse, patient, extractor = make_agents(job)
                artifact = await runner.arun(
                    job.case,
                    run_id=job.run_id,
                    episode=job.episode,
                    seed=job.seed,
                    algorithm=job.algorithm,
                    nurse=nurse,
                    patient=patient,
                    extractor=extractor,
                )
            except asyncio.CancelledError:
                raise
            except Exception as error:  # one bad episode never kills the batch
                summary.errors += 1
                message = f"{job.run_id}: {type(error).__name__}: {error}"
                summary.error_messages.append(message)
                append_jsonl(
                    out_dir / ERRORS_FILE,
                    {
                        "run_id": job.run_id,
                        "case_id": job.case.case_id,
                        "episode": job.episode,
                        "error_type": type(error).__name__,
                        "error": str(error),
                        "traceback": traceback.format_exc(limit=5),
                    },
                )
                if on_progress:
                    on_progress(summary, None)
                continue
            if artifact.get("status") == "completed":
                summary.completed += 1
            else:
                summary.errors += 1
                summary.error_messages.append(f"{job.run_id}: {artifact.get('error')}")
                append_jsonl(
                    out_dir / ERRORS_FILE,
                    {"run_id": job.run_id, "case_id": job.case.case_id, "episode": job.episode,
                     "error_type": artifact.get("end_reason"), "error": artifact.get("error"), "artifact": f"{job.run_id}.json"},
                )
            triage = triage_decision_metrics(artifact.get("trace"), artifact.get("ground_truth"))
            if triage["correct"] is not None:
                summary.scored += 1
                summary.correct += int(triage["correct"])
                summary.under += int(triage["under_triage"])
                summary.over += int(triage["over_triage"])
            if on_progress:
                on_progress(summary, artifact)

    producer = asyncio.create_task(produce())
    workers = [asyncio.create_task(work()) for _ in range(max(1, concurrency))]
    stopper = asyncio.create_task(stop.wait())
    try:
        pending = set(workers)
        while pending:
            done, _ = await asyncio.wait(pending | {stopper}, return_when=asyncio.FIRST_COMPLETED)
            pending -= done
            for task in done:
                if task is not stopper and task.exception() is not None:
                    raise task.exception()
            if stopper in done:
                summary.interrupted = True
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                break
    finally:
        producer.cancel()
        stopper.cancel()
        await asyncio.gather(producer, stopper, return_exceptions=True)
        for sig in installed:
            loop.remove_signal_handler(sig)
        runner.close()
        summary.seconds = time.perf_counter() - started
    return summary


def choose_personas(job: Job, nurses: Sequence[NursePersona], patients: Sequence[PatientPersona]) -> tuple[NursePersona, PatientPersona]:
    """Seeded per episode; the patient persona fits the case's age when the pool has one that does.

    A case without an age is an adult (MIMIC-IV-ED holds adults only): it never gets a child's
    persona, whose age would change the danger-zone thresholds and the rules.
    """
    rng = random.Random(episode_seed(job.seed, job.case.case_id, job.episode))
    group = age_group_for(job.case.age)
    groups = ADULT_AGE_GROUPS if group is None else (group,)
    fitting = [persona for persona in patients if persona.age_group in groups] or list(patients)
    return rng.choice(list(nurses)), rng.choice(fitting)
