"""Daemon threads that run blocking calls, each awaited on the caller's event loop.

The batch reads jobs on one thread, in order (a row from a slow file, a resume check); the
runner writes artifacts on a few (the fsync waits on the disk, a remote folder on the network,
while other episodes use the CPU).

Why not ``asyncio.to_thread``:

* it costs about twice the CPU per call (a thread-pool work item, a copied context, a wrapped
  future), which shows at hundreds of offline episodes a second on one core;
* a call blocked on a pipe (``--cases /dev/stdin``) would hold ``asyncio.run`` at exit, which
  waits for its executor's threads; a daemon thread does not.

``close(wait=True)`` returns once the calls already queued have finished: an artifact whose episode was
cancelled mid-write is still written whole.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from queue import SimpleQueue
from typing import Any

__all__ = ["WorkerThreads"]

#: A call: the loop and future that await it, the function and its arguments (None stops a thread).
_Request = tuple[asyncio.AbstractEventLoop, "asyncio.Future[Any]", Callable[..., Any], tuple[Any, ...]]


class WorkerThreads:
    """``count`` threads serving one queue; with one, the calls run in the order they were made."""

    def __init__(self, name: str, count: int = 1) -> None:
        self._requests: SimpleQueue[_Request | None] = SimpleQueue()
        self._threads = [threading.Thread(target=self._serve, name=f"{name}-{index}", daemon=True) for index in range(count)]
        for thread in self._threads:
            thread.start()

    def _serve(self) -> None:
        while (request := self._requests.get()) is not None:
            loop, future, function, args = request
            try:
                result, error = function(*args), None
            except BaseException as failure:  # handed to the awaiting task, which raises it
                result, error = None, failure
            try:
                loop.call_soon_threadsafe(_settle, future, result, error)
            except RuntimeError:  # that loop has closed: nobody waits for this result
                pass

    async def __call__(self, function: Callable[..., Any], *args: Any) -> Any:
        """``function(*args)`` on one of the threads."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._requests.put((loop, future, function, args))
        return await future

    def close(self, *, wait: bool = False) -> None:
        """Stop the threads once the queued calls are done; ``wait``: until then (not for calls
        that may block on a pipe)."""
        for _ in self._threads:
            self._requests.put(None)
        if wait:
            for thread in self._threads:
                thread.join()


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():  # the awaiting task was cancelled meanwhile
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)
