"""The HTTP/1.1 exchange of one chat request: a lean keep-alive connection, or httpx.

Why our own: a chat request is one POST of a JSON body to a fixed URL over a kept-alive
connection, answered by one JSON body. httpx wraps that in a request model, cookie jar, auth
and redirect flows, a connection pool, anyio and h11, which cost about 1 ms of CPU per request,
a third of everything an episode spends per LLM call, and the ceiling on calls per second one
process can drive (the issue measured 36 % of ideal throughput at concurrency 128). The
``Connection`` here writes the request with one ``write`` and parses the status line, headers
and a Content-Length or chunked body from an ``asyncio`` stream: about 0.15 ms.

httpx stays for everything else: a ``transport=`` given by tests or embedders (``MockTransport``),
and servers reached through an HTTP(S) proxy from the environment (``HTTPS_PROXY``, ``NO_PROXY``),
which the lean connection does not speak. Both produce the same ``Reply`` and raise the same
three errors, so the backend has one code path.
"""

from __future__ import annotations

import asyncio
import base64
import json
import ssl
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import urlsplit

import httpx

__all__ = [
    "Reply",
    "Lane",
    "Connection",
    "HttpxLane",
    "ConnectFailed",
    "ConnectionLost",
    "uses_proxy",
]


class ConnectFailed(OSError):
    """No connection could be made (refused, unknown host, TLS handshake failed): the server is not there."""


class ConnectionLost(OSError):
    """The connection broke or the reply was not HTTP: the server is there but misbehaving."""


@dataclass(frozen=True)
class Reply:
    """A server's answer: status, headers (lower-case names) and the raw body."""

    status_code: int
    headers: dict[str, str]
    content: bytes

    @property
    def text(self) -> str:
        charset = "utf-8"
        for part in self.headers.get("content-type", "").split(";")[1:]:
            key, _, value = part.strip().partition("=")
            if key.lower() == "charset" and value:
                charset = value.strip('"')
        try:
            return self.content.decode(charset, errors="replace")
        except LookupError:
            return self.content.decode("utf-8", errors="replace")

    def json(self) -> Any:
        return json.loads(self.content)


class Lane(Protocol):
    """One request at a time over one connection."""

    async def post(self, payload: bytes) -> Reply: ...

    async def aclose(self) -> None: ...


def uses_proxy(url: str) -> bool:
    """Whether the environment routes ``url`` through a proxy (``HTTP(S)_PROXY`` minus ``NO_PROXY``)."""
    parts = urlsplit(url)
    proxies = urllib.request.getproxies_environment()
    if not (proxies.get(parts.scheme) or proxies.get("all")):
        return False
    return not urllib.request.proxy_bypass_environment(parts.hostname or "", proxies)


def _header_block(url: str, headers: dict[str, str]) -> tuple[str, int, str, bytes]:
    """Host, port, scheme, and the request head up to (not including) Content-Length."""
    parts = urlsplit(url)
    scheme, host = parts.scheme, parts.hostname or ""
    port = parts.port or (443 if scheme == "https" else 80)
    shown_host = f"[{host}]" if ":" in host else host
    if parts.port and parts.port != (443 if scheme == "https" else 80):
        shown_host = f"{shown_host}:{parts.port}"
    lines = [f"POST {parts.path or '/'} HTTP/1.1", f"Host: {shown_host}", "User-Agent: triagesim"]
    for name, value in headers.items():
        if any(char in f"{name}{value}" for char in "\r\n\0"):
            raise ValueError(f"header {name!r} holds a line break")  # would split the request (header injection)
        lines.append(f"{name}: {value}")
    return host, port, scheme, ("\r\n".join(lines) + "\r\n").encode("latin-1")


class Connection:
    """One keep-alive HTTP/1.1 connection to one URL, opened on first use and after it closes."""

    def __init__(
        self,
        url: str,
        headers: dict[str, str],
        *,
        ssl_context: Callable[[], ssl.SSLContext] | None = None,
        connect_timeout: float = 15.0,
        auth: tuple[str, str] | None = None,
    ) -> None:
        if auth is not None:
            token = base64.b64encode(f"{auth[0]}:{auth[1]}".encode()).decode("ascii")
            headers = {**headers, "Authorization": f"Basic {token}"}
        self._host, self._port, scheme, self._head = _header_block(url, headers)
        self._ssl_context = ssl_context if scheme == "https" else None
        self._connect_timeout = connect_timeout
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def _connect(self) -> None:
        context = self._ssl_context() if self._ssl_context is not None else None
        try:
            async with asyncio.timeout(self._connect_timeout):
                self._reader, self._writer = await asyncio.open_connection(
                    self._host, self._port, ssl=context, server_hostname=self._host if context else None,
                )
        except TimeoutError:
            raise  # the backend reports a timeout (and the endpoint may be slow, not gone)
        except (OSError, ssl.SSLError) as error:
            raise ConnectFailed(f"{type(error).__name__}: {error}") from None

    async def post(self, payload: bytes) -> Reply:
        while True:
            reused = self._writer is not None and not self._writer.is_closing()
            if not reused:
                await self._connect()
            try:
                return await self._exchange(payload)
            except _Stale:
                # Closed before answering. On a kept-alive connection that sat idle the server never
                # saw the request, so sending it again on a new connection is safe (httpcore does too).
                self._drop()
                if not reused:
                    raise ConnectionLost("the server closed the connection without answering") from None
            except BaseException:
                self._drop()  # cancelled or failed mid-exchange: the stream's state is unknown
                raise

    async def _exchange(self, payload: bytes) -> Reply:
        reader, writer = self._reader, self._writer
        assert reader is not None and writer is not None
        try:
            writer.write(self._head + b"Content-Length: %d\r\n\r\n" % len(payload) + payload)
            await writer.drain()
            status_line = await reader.readline()
        except (ConnectionError, OSError) as error:
            raise _Stale() from error
        if not status_line:
            raise _Stale()
        try:
            reply, keep = await self._read_reply(reader, status_line)
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError, OSError) as error:
            raise ConnectionLost(f"{type(error).__name__}: {error}" if str(error) else type(error).__name__) from None
        if not keep:
            self._drop()
        return reply

    async def _read_reply(self, reader: asyncio.StreamReader, status_line: bytes) -> tuple[Reply, bool]:
        while True:
            version, _, rest = status_line.decode("latin-1").rstrip("\r\n").partition(" ")
            if not version.startswith("HTTP/1."):
                raise ValueError(f"not an HTTP/1.x reply: {status_line[:60]!r}")
            status = int(rest[:3])
            headers: dict[str, str] = {}
            while True:
                line = await reader.readline()
                if not line:
                    raise asyncio.IncompleteReadError(b"", None)
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode("latin-1").partition(":")
                name, value = name.strip().lower(), value.strip()
                headers[name] = f"{headers[name]}, {value}" if name in headers else value
            if 100 <= status < 200:  # 100 Continue and friends: the real reply follows
                status_line = await reader.readline()
                continue
            break
        connection = headers.get("connection", "").lower()
        keep = "close" not in connection and (version != "HTTP/1.0" or "keep-alive" in connection)
        if status in (204, 304):
            body = b""
        elif "chunked" in headers.get("transfer-encoding", "").lower():
            body = await self._chunked(reader)
        elif "content-length" in headers:
            body = await reader.readexactly(int(headers["content-length"]))
        else:
            body, keep = await reader.read(), False  # delimited by the server closing the connection
        return Reply(status, headers, body), keep

    @staticmethod
    async def _chunked(reader: asyncio.StreamReader) -> bytes:
        chunks: list[bytes] = []
        while True:
            size = int((await reader.readline()).split(b";", 1)[0].strip() or b"x", 16)
            if size == 0:
                while (await reader.readline()) not in (b"\r\n", b"\n", b""):  # trailers
                    pass
                return b"".join(chunks)
            chunks.append(await reader.readexactly(size))
            await reader.readexactly(2)  # CRLF after each chunk

    def _drop(self) -> None:
        writer, self._writer, self._reader = self._writer, None, None
        if writer is not None:
            writer.close()

    async def aclose(self) -> None:
        writer = self._writer
        self._drop()
        if writer is not None:
            try:
                await writer.wait_closed()
            except (OSError, RuntimeError, ssl.SSLError):
                pass


class _Stale(Exception):
    """Nothing came back on this connection (closed before the status line)."""


class HttpxLane:
    """The same exchange through an ``httpx.AsyncClient`` (a test transport, or a proxy)."""

    def __init__(self, client: httpx.AsyncClient, url: str) -> None:
        self._client, self._url = client, url

    async def post(self, payload: bytes) -> Reply:
        try:
            response = await self._client.post(self._url, content=payload)
        except httpx.TimeoutException:
            raise TimeoutError() from None
        except httpx.ConnectError as error:
            raise ConnectFailed(f"{type(error).__name__}: {error}") from None
        except httpx.TransportError as error:
            raise ConnectionLost(f"{type(error).__name__}: {error}") from None
        return Reply(response.status_code, {k.lower(): v for k, v in response.headers.items()}, response.content)

    async def aclose(self) -> None:
        await self._client.aclose()
