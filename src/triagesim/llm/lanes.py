"""Single-connection HTTP lanes handed out one request at a time (an endpoint's concurrency bound)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from .http import Lane

__all__ = ["Lanes"]


class Lanes:
    """Up to ``limit`` single-connection lanes, handed out one request at a time.

    A request holds a lane while in flight, so this bounds an endpoint's requests in flight
    (the ``Router`` hands out only as many as the limit, so the semaphore never waits then).
    One connection per lane also keeps an httpx lane's httpcore pool at one connection:
    httpcore's pool does work proportional to connections x waiting requests on every request,
    which at 64 connections cost more CPU than everything else in an episode.
    """

    def __init__(self, limit: int, factory: Callable[[], Lane]) -> None:
        self._semaphore = asyncio.Semaphore(limit)
        self._factory = factory
        self._free: list[Lane] = []
        self._all: list[Lane] = []

    async def acquire(self) -> Lane:
        await self._semaphore.acquire()
        if self._free:
            return self._free.pop()  # most recently used: its connection is warm
        client = self._factory()
        self._all.append(client)
        return client

    def release(self, client: Lane) -> None:
        self._free.append(client)
        self._semaphore.release()

    async def aclose(self) -> None:
        clients, self._all, self._free = self._all, [], []
        for client in clients:
            try:
                await client.aclose()
            except RuntimeError:  # made on a loop that is gone
                pass
