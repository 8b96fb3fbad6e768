"""A real FTP server (pyftpdlib) on a free loopback port, serving a temporary folder.

Why FTP: it is a remote filesystem fsspec speaks with the standard library alone (``ftplib``),
with real directories, renames, logins and a connection that two threads must not share, so
``--out ftp://...`` exercises what a network URL does (s3://, gs://) without a cloud.
"""

from __future__ import annotations

import logging
import tempfile
import threading
import warnings
from pathlib import Path

__all__ = ["FTPServer"]


class FTPServer:
    """``with FTPServer() as server``: ``server.url(path)``, ``server.root`` (the served folder)."""

    user, password = "triage", "s3cret-pass"

    def __init__(self) -> None:
        self._tmp = tempfile.TemporaryDirectory(prefix="ftp_root_")
        self.root = Path(self._tmp.name)

    def __enter__(self) -> "FTPServer":
        with warnings.catch_warnings():  # pyftpdlib is built on asyncore / asynchat, deprecated in 3.11
            warnings.simplefilter("ignore", DeprecationWarning)
            from pyftpdlib.authorizers import DummyAuthorizer
            from pyftpdlib.handlers import FTPHandler
            from pyftpdlib.servers import ThreadedFTPServer

        logging.getLogger("pyftpdlib").setLevel(logging.WARNING)
        authorizer = DummyAuthorizer()
        authorizer.add_user(self.user, self.password, str(self.root), perm="elradfmwMT")
        handler = type("Handler", (FTPHandler,), {"authorizer": authorizer, "banner": "test server"})
        self._server = ThreadedFTPServer(("127.0.0.1", 0), handler)
        self.port = self._server.address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"handle_exit": False}, daemon=True)
        self._thread.start()
        return self

    def url(self, path: str, *, password: str | None = None) -> str:
        return f"ftp://{self.user}:{password or self.password}@127.0.0.1:{self.port}/{path}"

    def __exit__(self, *exc: object) -> None:
        self._server.close_all()
        self._thread.join(timeout=5)
        self._tmp.cleanup()
