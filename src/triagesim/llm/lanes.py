"""Single-connection HTTP clients handed out one request at a time (the backend's concurrency bound)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import httpx

__all__ = ["Lanes"]


class Lanes:
    """Up to ``limit`` single-connection HTTP clients, handed out one request at a time.

    This is the backend's concurrency bound (a request holds a lane while in flight) and it
    also keeps each httpcore pool at one connection: httpcore's pool does work proportional to
    connections x waiting requests on every request, which at 64 connections cost more CPU
    than everything else in an episode.
    """

    def __init__(self, limit: int, factory: Callable[[], httpx.AsyncClient]) -> None:
        self._semaphore = asyncio.Semaphore(limit)
        self._factory = factory
        self._free: list[httpx.AsyncClient] = []
        self._all: list[httpx.AsyncClient] = []

    async def acquire(self) -> httpx.AsyncClient:
        await self._semaphore.acquire()
        if self._free:
            return self._free.pop()  # most recently used: its connection is warm
        client = self._factory()
        self._all.append(client)
        return client

    def release(self, client: httpx.AsyncClient) -> None:
        self._free.append(client)
        self._semaphore.release()

    async def aclose(self) -> None:
        clients, self._all, self._free = self._all, [], []
        for client in clients:
            try:
                await client.aclose()
            except RuntimeError:  # made on a loop that is gone
                pass
