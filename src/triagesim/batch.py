"""Many episodes: bounded concurrency, a resumable output folder, error isolation.

Run ids are deterministic from (case, episode, seed, algorithm), so re-running the same
command skips what is already finished and an interrupted batch resumes where it stopped.
Artifacts are written atomically as they finish (the ``datasets`` habit: stream records to
disk, never hold the batch in memory). A failing episode is logged to ``errors.jsonl``
(outside the ``*.json`` namespace) and the batch goes on, unless the failures say the batch
cannot succeed (a refused key, the server down for several episodes in a row): then it
stops early and says why. Ctrl-C or SIGTERM stops taking new work, cancels what is in
flight, and keeps everything already written. The folder's rules (one configuration per
folder, the error log) live in ``folders.run_folder``.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import random
import signal
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .cases import Case
from .core.store import StoreError
from .errors import ArtifactError, TriageSimError, failure_kind, is_infrastructure
from .folders.artifacts import make_run_id
from .folders.reading import ArtifactFile
from .folders.run_folder import ERRORS_FILE, RunFolder, RunFolderError
from .personas import (
    NursePersona,
    PatientPersona,
    PersonaSet,
    factorial_patient_persona,
    fit_patient_persona,
    patient_persona_pool,
)
from .runner import RunnerConfig, TriageRunner
from .scoring.aggregate import STATISTICS, figure, triage_tally, unscored_notes
from .utils import triage_decision_metrics
from .worker_threads import WorkerThreads

__all__ = [
    "Job",
    "BatchSpec",
    "EpisodeRunner",
    "BatchSummary",
    "BatchAborted",
    "plan_jobs",
    "run_batch",
    "episode_seed",
    "choose_personas",
    "EpisodeAgents",
    "ERRORS_FILE",
]


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
    #: What the episode's artifact records under ``metadata`` (an audit's pairing); None for a plain run.
    metadata: dict[str, Any] | None = field(default=None, compare=False)


@dataclass
class BatchSummary:
    """What a batch did, and the figures over every finished episode in the folder.

    ``completed``/``errors`` count this invocation; ``skipped`` counts episodes finished by an
    earlier one, which still enter the figures (a resumed run reports the whole folder).
    Errored episodes never enter the figures: their level is whatever the nurse had said
    before failing. The figures are ``scoring.aggregate``'s, from its tallies, so the run's
    summary line says what ``evaluate`` and ``report`` say of the same folder.
    """

    planned: int = 0
    skipped: int = 0
    completed: int = 0
    errors: int = 0
    #: Summed ``scoring.aggregate`` tallies of the finished episodes (additive: Dask partitions merge them).
    tally: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    interrupted: bool = False
    signal: int | None = None
    fatal: str | None = None
    error_messages: list[str] = field(default_factory=list)
    failures_in_row: int = 0
    #: Every job has been planned (``planned`` is then the batch's true size: the progress total).
    exhausted: bool = False

    @property
    def scored(self) -> int:
        return self.tally["n"]

    @property
    def finished(self) -> int:
        """Completed episodes in the folder (this invocation's and earlier ones'): what the figures are over."""
        return self.completed + self.skipped

    @property
    def not_run(self) -> int:
        """Jobs read but never finished nor failed: queued when a stop came."""
        return max(0, self.planned - self.completed - self.errors - self.skipped)

    def unscored_notes(self, scale: str | None) -> list[str]:
        """Why some finished episodes are not in the figures ("24 episodes have no ATS label: not scored")."""
        return unscored_notes(self.tally, scale)

    @property
    def accuracy(self) -> float | None:
        return figure(STATISTICS["accuracy"], self.tally)

    @property
    def under_triage(self) -> float | None:
        return figure(STATISTICS["under_triage"], self.tally)

    @property
    def over_triage(self) -> float | None:
        return figure(STATISTICS["over_triage"], self.tally)

    def score(self, artifact: dict[str, Any]) -> None:
        """Add a completed episode to the figures."""
        self.tally.update(triage_tally(triage_decision_metrics(artifact.get("trace"), artifact.get("ground_truth"))))

    def note_error(self, message: str) -> None:
        """Count a failure; only the first ``MAX_ERROR_MESSAGES`` are kept (a million failures must not fill memory)."""
        self.errors += 1
        if len(self.error_messages) < MAX_ERROR_MESSAGES:
            self.error_messages.append(message)

    def merge(self, other: BatchSummary) -> None:
        """Add a Dask partition's counts to this one (not ``planned``: the client plans every job itself)."""
        for name in ("skipped", "completed", "errors"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.tally.update(other.tally)
        room = MAX_ERROR_MESSAGES - len(self.error_messages)
        self.error_messages.extend(other.error_messages[: max(0, room)])
        self.fatal = self.fatal or other.fatal

    def as_dict(self) -> dict[str, Any]:
        return {
            "planned": self.planned,
            "skipped": self.skipped,
            "completed": self.completed,
            "errors": self.errors,
            "scored": self.scored,
            "accuracy": self.accuracy,
            "under_triage": self.under_triage,
            "over_triage": self.over_triage,
            "seconds": round(self.seconds, 3),
            "interrupted": self.interrupted,
            "fatal": self.fatal,
        }


def plan_jobs(
    cases: Iterable[Case], *, episodes_per_case: int, seed: int, algorithm: str | None
) -> Iterator[Job]:
    for case in cases:
        algo = algorithm or case.default_algorithm
        for episode in range(episodes_per_case):
            yield Job(case, episode, seed, algo, make_run_id(case.case_id, episode, seed, algo))


class BatchAborted(KeyboardInterrupt):
    """The batch did not stop within a second of SIGINT / SIGTERM and was aborted; artifacts written are kept."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


AgentFactory = Callable[[Job], tuple[Any, Any, Any]]
#: Told of every change to a batch's counts: the summary, and the artifact when an episode has just ended.
ProgressCallback = Callable[[BatchSummary, dict[str, Any] | None], None]
#: Failure messages a summary keeps (the count goes on).
MAX_ERROR_MESSAGES = 50
#: Infrastructure failures in a row (dead server, timeouts) after which the batch stops.
MAX_FAILURES_IN_ROW = 5
#: Episodes in flight when a caller does not say (every executor's default; the CLI picks 8 for LLM agents, 2 offline).
DEFAULT_CONCURRENCY = 8


@dataclass(frozen=True)
class BatchSpec:
    """One batch's settings, whichever executor runs it (``run_batch``, ``executors.local``, ``executors.dask``).

    Why one type: each executor took the same keywords, and a setting added to one and not the
    others is how executors drift apart. The executors still take the fields as keywords
    (``BatchSpec.of``). ``for_worker`` is the copy a Dask worker gets: picklable data only.
    """

    out_dir: str | Path
    make_agents: AgentFactory
    config: RunnerConfig
    #: Episodes in flight (per process: each Dask worker thread runs this many).
    concurrency: int = DEFAULT_CONCURRENCY
    on_progress: ProgressCallback | None = None
    #: SIGINT / SIGTERM stop the batch gracefully (off where the caller owns the signals: a Dask worker, a test).
    handle_signals: bool = True
    max_failures_in_row: int = MAX_FAILURES_IN_ROW

    @classmethod
    def of(cls, spec: BatchSpec | None, settings: dict[str, Any]) -> BatchSpec:
        """``spec`` with ``settings`` (field name -> value) applied, or a new one from ``settings`` alone."""
        if spec is None:
            return cls(**settings)
        return replace(spec, **settings) if settings else spec

    def for_worker(self, out_dir: str) -> BatchSpec:
        """The copy sent to a Dask worker: the folder as the worker sees it, without the client's callback
        (a closure over the progress bar) and signals (the worker's belong to Dask)."""
        return replace(self, out_dir=out_dir, on_progress=None, handle_signals=False)


class EpisodeRunner:
    """One job's life, the same in every executor: resumed or run, then recorded, its failure classed.

    Resume (``finished``, ``plan``) happens where jobs are read: the local batch's producer, the
    Dask client. The episode (``run``) happens where episodes run: the local batch's workers,
    which is also what each Dask partition is. Both count into one ``BatchSummary`` and one
    ``RunFolder`` error log, and ``run`` decides when failures say the batch cannot succeed (a
    refused key, the infrastructure failing episode after episode): then ``summary.fatal`` says
    why and ``on_fatal`` is called.
    """

    def __init__(
        self,
        spec: BatchSpec,
        folder: RunFolder,
        summary: BatchSummary,
        *,
        on_fatal: Callable[[], None] = lambda: None,
    ) -> None:
        self.spec, self.folder, self.summary = spec, folder, summary
        self.on_fatal = on_fatal
        self._episodes: TriageRunner | None = None
        self._cancelled: list[Job] = []  # stopped in flight: some had their artifact on its way to disk

    # -- resume, where jobs are read --------------------------------------------------
    def finished(self, job: Job) -> dict[str, Any] | None:
        """The job's completed artifact of this configuration, or None (one file read: callers may run it on a thread)."""
        return self.folder.finished(job.run_id, self.spec.config.fingerprint)

    def plan(self, job: Job, finished: dict[str, Any] | None) -> bool:
        """Count a job read; True when it still has to run. A job ``finished`` earlier is counted as
        skipped, still enters the figures (the summary covers the folder), and leaves the error log."""
        self.summary.planned += 1
        if finished is None:
            return True
        self.summary.skipped += 1
        self.summary.score(finished)
        self.folder.clear_error(job.run_id)
        self.progress(None)
        return False

    def exhausted(self) -> None:
        """Every job has been read: ``planned`` is now the batch's true size."""
        self.summary.exhausted = True
        self.progress(None)

    def progress(self, artifact: dict[str, Any] | None) -> None:
        if self.spec.on_progress is not None:
            self.spec.on_progress(self.summary, artifact)

    # -- episodes, where they run -------------------------------------------------------
    def open(self) -> None:
        """Build the runner artifacts are written through and check its state store: a dead store is
        one clear error before the first episode, not N failed ones."""
        unused = object()  # each job brings its own agents (``make_agents``): the runner's defaults are never used
        config = self.spec.config.model_copy(update={"output_dir": self.folder.target})
        self._episodes = TriageRunner(nurse=unused, patient=unused, extractor=unused, config=config)
        self._episodes.store.ping()

    def close(self) -> None:
        """Finish the artifact writes under way, then close the store and count the episodes a stop
        cancelled while their artifact was being written: it is on disk whole (the writes are
        finished first), so it is counted too, and the summary says what the folder holds."""
        if self._episodes is not None:
            self._episodes.close()
        for job in self._cancelled:
            try:
                artifact = ArtifactFile(self.folder.location, f"{job.run_id}.json").load()
            except ArtifactError:
                continue  # cancelled before its artifact was written: nothing on disk
            self.record(job, artifact)
        self._cancelled.clear()

    async def run(self, job: Job) -> None:
        """Play ``job``, write its artifact, and count it: completed, or failed and logged with its kind.

        A dead store or an unwritable folder raises (the batch cannot go on); any other failure
        is this episode's alone, and the batch goes on unless ``failed`` decides otherwise.
        """
        if self._episodes is None:
            raise RuntimeError("EpisodeRunner.run() before open()")
        try:
            nurse, patient, extractor = self.spec.make_agents(job)
            artifact = await self._episodes.arun(
                job.case,
                run_id=job.run_id,
                episode=job.episode,
                seed=job.seed,
                algorithm=job.algorithm,
                nurse=nurse,
                patient=patient,
                extractor=extractor,
                metadata=job.metadata,
            )
        except asyncio.CancelledError:
            self._cancelled.append(job)  # its artifact may be mid-write: ``close`` counts it once written
            raise
        except (StoreError, RunFolderError):
            raise  # the batch cannot go on: a dead store or an unwritable folder stops it with one error
        except TriageSimError as error:
            self.failed(job, {"error_type": type(error).__name__, "error": str(error)}, failure_kind(error), str(error))
            self.progress(None)
            return
        except OSError as error:  # the artifact could not be written: the folder is the problem
            raise RunFolderError(
                f"cannot write {self.folder.location.child(job.run_id + '.json')} ({error.strerror or error}); "
                "free space or fix permissions, then re-run the same command to resume"
            ) from None
        except Exception as error:  # one bad episode never kills the batch
            message = f"{type(error).__name__}: {error}"
            self.failed(job, {"error_type": type(error).__name__, "error": str(error),
                              "traceback": traceback.format_exc(limit=5)}, "agent", message)
            self.progress(None)
            return
        self.record(job, artifact)
        self.progress(artifact)

    def record(self, job: Job, artifact: dict[str, Any]) -> None:
        """Count an episode whose artifact was written: completed (into the figures), or failed and logged."""
        if artifact.get("status") == "completed":
            self.summary.completed += 1
            self.summary.failures_in_row = 0
            self.summary.score(artifact)
            self.folder.clear_error(job.run_id)
        else:
            failure = artifact.get("failure") or {}
            self.failed(job, {"error_type": failure.get("type") or artifact.get("end_reason"),
                              "error": artifact.get("error"), "artifact": f"{job.run_id}.json"},
                        failure.get("kind", "agent"), str(artifact.get("error")))

    def failed(self, job: Job, record: dict[str, Any], kind: str, message: str) -> None:
        """Log a failed episode; stop the batch on a refused key or ``max_failures_in_row`` infrastructure
        failures in a row. Any other kind (the model's output, an agent's bug, refusals) breaks the row."""
        summary = self.summary
        summary.note_error(f"{job.run_id}: {message}")
        self.folder.record_error({"run_id": job.run_id, "case_id": job.case.case_id, "episode": job.episode, **record})
        summary.failures_in_row = summary.failures_in_row + 1 if is_infrastructure(kind) else 0
        if kind == "auth":
            self._halt(f"the LLM server refused the key: {message}")
        elif summary.failures_in_row >= self.spec.max_failures_in_row:
            self._halt(f"{summary.failures_in_row} episodes in a row failed on infrastructure; last: {message}")

    def _halt(self, reason: str) -> None:
        if self.summary.fatal is None:
            self.summary.fatal = reason
        self.on_fatal()


async def run_batch(
    jobs: Iterable[Job], spec: BatchSpec | None = None, /, *, folder: RunFolder | None = None, **settings: Any
) -> BatchSummary:
    """Run jobs with at most ``spec.concurrency`` episodes in flight; return the summary.

    ``spec`` (or its fields as keywords, ``BatchSpec.of``) says where and how. Stops early
    (``summary.fatal`` says why, finished artifacts are kept) when the key is refused, or after
    ``max_failures_in_row`` infrastructure failures in a row; a dead state store or an
    unwritable folder raises. ``config.fingerprint`` (when set) decides which artifacts already
    in the folder count as finished.

    ``jobs`` is consumed lazily, a few ahead of the episodes in flight, so memory does not
    grow with its length; an exception from it (a bad row under ``--strict``, a file that
    became unreadable) stops the batch and is raised, finished artifacts kept. Whether an
    episode is finished is one file open per job (``RunFolder.finished``), never a listing
    of the folder. ``folder`` replaces ``RunFolder(out_dir)`` (a Dask worker passes one that
    hands its error log back to the client instead of rewriting the shared ``errors.jsonl``).
    """
    spec = BatchSpec.of(spec, settings)
    folder = folder if folder is not None else RunFolder(spec.out_dir)
    folder.location.mkdir()
    summary = BatchSummary()
    stop = asyncio.Event()
    episodes = EpisodeRunner(spec, folder, summary, on_fatal=stop.set)
    episodes.open()
    concurrency = max(1, spec.concurrency)
    started = time.perf_counter()
    queue: asyncio.Queue[Job | None] = asyncio.Queue(maxsize=concurrency * 2)
    loop = asyncio.get_running_loop()
    restore = (install_signal_handlers(lambda: loop.call_soon_threadsafe(stop.set), summary)
               if spec.handle_signals else (lambda: None))

    def pull() -> tuple[Job | None, dict[str, Any] | None]:
        job = next(iterator, None)
        return (None, None) if job is None else (job, episodes.finished(job))

    iterator = iter(jobs)
    reader = WorkerThreads("triagesim-jobs")

    async def produce() -> None:
        while not stop.is_set():
            job, finished = await reader(pull)  # read and resume-checked off the loop: a slow file never stalls episodes
            if job is None:
                episodes.exhausted()
                break
            if episodes.plan(job, finished):
                await queue.put(job)
        for _ in range(concurrency):
            await queue.put(None)

    async def work() -> None:
        while True:
            job = await queue.get()
            if job is None or stop.is_set():
                return
            await episodes.run(job)

    producer = asyncio.create_task(produce())
    workers = [asyncio.create_task(work()) for _ in range(concurrency)]
    stopper = asyncio.create_task(stop.wait())
    failing = True  # until the loop below ends normally: then a failed save of the error log is the error
    try:
        pending = {producer, *workers}
        while pending - {producer}:
            done, _ = await asyncio.wait(pending | {stopper}, return_when=asyncio.FIRST_COMPLETED)
            pending -= done
            for task in done:
                if task is not stopper and task.exception() is not None:
                    raise task.exception()
            if stopper in done:
                summary.interrupted = summary.fatal is None
                for task in pending:
                    task.cancel()
                await asyncio.gather(*pending, return_exceptions=True)
                break
        failing = False
    finally:
        for task in workers:
            task.cancel()
        producer.cancel()
        stopper.cancel()
        await asyncio.gather(producer, stopper, *workers, return_exceptions=True)
        restore()
        reader.close()
        episodes.close()
        summary.seconds = time.perf_counter() - started
        try:
            folder.save_errors()
        except RunFolderError:
            if not failing:
                raise  # otherwise the error already on its way out says more
    return summary


def install_signal_handlers(on_stop: Callable[[], None], summary: BatchSummary, grace: float = 1.0):
    """SIGINT / SIGTERM stop the batch gracefully; if it has not stopped ``grace`` seconds later, abort.

    The graceful path (``on_stop``, called from the signal handler) cancels the episodes in
    flight and keeps every artifact written. The abort (a ``KeyboardInterrupt`` from the same
    handler, re-sent by a timer) covers the case where the loop is stuck in a blocking call,
    such as a store waiting on a frozen server. Returns the function that restores the
    previous handlers.
    """
    previous: dict[int, Any] = {}
    timers: list[threading.Timer] = []

    def handler(signum: int, _frame: Any) -> None:
        if summary.signal is not None:
            raise BatchAborted(summary.signal)  # second signal (or the timer): abort now
        summary.signal = signum
        on_stop()
        timer = threading.Timer(grace, lambda: os.kill(os.getpid(), signum))
        timer.daemon = True
        timer.start()
        timers.append(timer)

    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            previous[sig] = signal.signal(sig, handler)
        except ValueError:  # pragma: no cover - not the main thread
            pass

    def restore() -> None:
        for timer in timers:
            timer.cancel()
        for sig, old in previous.items():
            signal.signal(sig, old)

    return restore


def choose_personas(
    job: Job,
    nurses: Sequence[NursePersona],
    patients: Sequence[PatientPersona] | PersonaSet,
) -> tuple[NursePersona, PatientPersona]:
    """The episode's nurse and patient personas: seeded per episode, the patient fitted to the case.

    Which patient persona:

    - ``patients`` a list (what the CLI passes: the bundled set, or the user's
      ``--patient-personas`` file): one of them, as written; ``"bundled"`` loads the bundled set.
    - ``patients == "factorial"``: a fresh persona with every trait drawn independently
      (``factorial_patient_persona``), for analyses that must separate one trait's effect from
      the others' (the bundled characters' traits are correlated).

    Then the case decides what it records (``fit_patient_persona``): the case's sex sets the
    persona's gender and its age the age group, and ``matched_to_case`` says so; the speaking
    traits stay the persona's. Overriding rather than choosing among fitting personas keeps the
    whole (small) pool in play for every case. A case without an age is an adult (MIMIC-IV-ED
    holds adults only): it never gets a child's age group, which would change the
    danger-zone thresholds and the rules.
    """
    rng = random.Random(episode_seed(job.seed, job.case.case_id, job.episode))
    nurse = rng.choice(list(nurses))
    pool = patient_persona_pool(patients)
    patient = factorial_patient_persona(rng) if pool is None else rng.choice(list(pool))
    return nurse, fit_patient_persona(patient, sex=job.case.apparent_sex, age=job.case.apparent_age,
                                      language=job.case.stated_language)


@dataclass
class EpisodeAgents:
    """The agents of each episode (``make_agents`` for ``run_batch``), as plain, picklable data.

    Why a class and not a closure: a Dask worker must rebuild the same agents from the same job
    on another machine, so everything here is data (personas, model names) plus
    ``backend_factory``, a picklable callable (a ``functools.partial`` of a module-level
    function) that builds the LLM backend where the episodes run. The backend is built on first
    use, once per process and event loop, and never pickled; ``aclose`` closes it at the end of
    the batch that used it.
    """

    nurses: Sequence[NursePersona]
    patients: Sequence[PatientPersona] | PersonaSet
    models: dict[str, str] = field(default_factory=lambda: {"nurse": "offline", "patient": "offline", "extractor": "offline"})
    backend_factory: Callable[[], Any] | None = None
    _backend: Any = field(default=None, init=False, repr=False, compare=False)

    @property
    def uses_llm(self) -> bool:
        return any(model != "offline" for model in self.models.values())

    def backend(self) -> Any:
        """The LLM backend, built now if it was not yet (None for offline runs)."""
        if self._backend is None and self.uses_llm:
            if self.backend_factory is None:
                raise ValueError(f"models {self.models} need an LLM backend: pass backend_factory")
            self._backend = self.backend_factory()
        return self._backend

    def __call__(self, job: Job) -> tuple[Any, Any, Any]:
        return self.agents(job, *self.personas(job))

    def personas(self, job: Job) -> tuple[NursePersona, PatientPersona]:
        """The episode's nurse and patient personas (``choose_personas``): the same for every job of one
        case, episode and seed, whatever its run id (an audit varies one trait of them, ``triagesim.audit``)."""
        return choose_personas(job, self.nurses, self.patients)

    def agents(self, job: Job, nurse_persona: NursePersona, patient_persona: PatientPersona) -> tuple[Any, Any, Any]:
        """The nurse, patient and extractor that play ``job`` with these personas."""
        from .agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient

        nurse, patient, extractor = ProtocolNurse(nurse_persona), ScriptedPatient(patient_persona), RuleBasedExtractor()
        backend = self.backend()
        if backend is not None:
            from .agents.llm.factory import build_llm_agents

            agents = build_llm_agents(
                nurse_model=self.models["nurse"], patient_model=self.models["patient"],
                extractor_model=self.models["extractor"], algorithm=job.algorithm,
                nurse_persona=nurse_persona, patient_persona=patient_persona, shared_backend=backend,
            )
            nurse = agents.nurse or nurse
            patient = agents.patient or patient
            extractor = agents.extractor or extractor
        return nurse, patient, extractor

    async def aclose(self) -> None:
        """Close the backend this process built (its connections belong to the batch's event loop)."""
        backend, self._backend = self._backend, None
        if backend is not None:
            await backend.aclose()

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["_backend"] = None  # connections do not travel: the receiving process builds its own
        return state
