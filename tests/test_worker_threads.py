"""The threads the batch reads jobs on and the runner writes artifacts on (``triagesim.worker_threads``)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
import time

import pytest

from triagesim.worker_threads import WorkerThreads


def test_results_and_errors_reach_the_awaiting_task():
    async def main():
        workers = WorkerThreads("test")
        try:
            assert await workers(pow, 2, 10) == 1024
            with pytest.raises(ZeroDivisionError):
                await workers(lambda: 1 / 0)
            assert await workers(str.upper, "still serving") == "STILL SERVING"  # an error does not stop the thread
        finally:
            workers.close(wait=True)

    asyncio.run(main())


def test_one_thread_runs_calls_in_the_order_they_were_made():
    seen: list[int] = []

    def record(index: int) -> None:
        time.sleep(0.002 * (5 - index))  # the first call is the slowest
        seen.append(index)

    async def main():
        workers = WorkerThreads("test")
        await asyncio.gather(*(workers(record, index) for index in range(5)))
        workers.close(wait=True)

    asyncio.run(main())
    assert seen == [0, 1, 2, 3, 4]


def test_several_threads_run_calls_at_the_same_time():
    barrier = threading.Barrier(3, timeout=10)  # passes only if three calls are in flight together

    async def main():
        workers = WorkerThreads("test", count=3)
        names = await asyncio.gather(*(workers(lambda: (barrier.wait(), threading.current_thread().name)[1]) for _ in range(3)))
        workers.close(wait=True)
        return names

    assert len(set(asyncio.run(main()))) == 3


def test_close_with_wait_finishes_a_call_whose_task_was_cancelled():
    """An episode cancelled (Ctrl-C) while its artifact is being written still gets the whole file."""
    started, written = threading.Event(), []

    def slow_write() -> None:
        started.set()
        time.sleep(0.3)
        written.append("artifact")

    async def main():
        workers = WorkerThreads("test")
        task = asyncio.create_task(workers(slow_write))
        while not started.is_set():
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        workers.close(wait=True)

    asyncio.run(main())
    assert written == ["artifact"]


def test_a_call_blocked_on_a_pipe_does_not_hold_the_process_at_exit():
    """``--cases /dev/stdin`` with nobody writing: the run must still be able to stop."""
    script = """
import asyncio, os
from triagesim.worker_threads import WorkerThreads
read_end, _ = os.pipe()  # never written, never closed

async def main():
    reader = WorkerThreads("jobs")
    try:
        await asyncio.wait_for(reader(os.read, read_end, 1), timeout=0.2)
    except asyncio.TimeoutError:
        pass
    reader.close()

asyncio.run(main())
print("exited")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "exited"
