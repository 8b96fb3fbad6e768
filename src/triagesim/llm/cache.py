"""Record / replay cache of chat-completion responses.

The key is the sha256 of the canonical JSON of the request body (model, messages,
response_format, sampling parameters, seed). The body never holds the API key, and the base
URL is not part of the key, so a cache recorded against one host replays anywhere (the model
name identifies what answered). One file per response, ``<cache_dir>/<key>.json``, written
atomically so concurrent episodes and crashes never leave a half file.

Modes: ``record`` always calls and writes; ``replay`` only reads and raises ``LLMCacheMiss``
on a miss without touching the network; ``auto`` reads when present, else calls and records.

Entries are scrubbed of the backend's known secrets before they are written: a cache folder
gets shared and committed, and a server or model may echo a key back in its text.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
from collections.abc import Iterable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from ..folders.atomic import temporary_name
from .errors import scrub_data

__all__ = ["ResponseCache", "request_key", "canonical_json"]

log = logging.getLogger("triagesim.llm")
CacheMode = Literal["auto", "record", "replay"]


def canonical_json(value: Any) -> str:
    """Sorted keys, no whitespace, UTF-8 as is: the same request always gives the same text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def request_key(body: dict[str, Any]) -> str:
    return hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest()


class ResponseCache:
    """A folder of recorded responses."""

    def __init__(
        self, directory: str | Path, mode: CacheMode = "auto", *, secrets: Iterable[str | None] = ()
    ) -> None:
        if mode not in ("auto", "record", "replay"):
            raise ValueError(f"cache mode must be auto, record or replay, got {mode!r}")
        self.directory = Path(directory)
        self.mode = mode
        self._secrets = tuple(secret for secret in secrets if secret)
        if mode != "replay":
            self.directory.mkdir(parents=True, exist_ok=True)

    @property
    def reads(self) -> bool:
        return self.mode in ("auto", "replay")

    @property
    def writes(self) -> bool:
        return self.mode in ("auto", "record")

    def path(self, key: str) -> Path:
        return self.directory / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        """The recorded response for ``key``, or None (an unreadable file counts as a miss)."""
        if not self.reads:
            return None
        try:
            with self.path(key).open(encoding="utf-8") as handle:
                entry = json.load(handle)
        except FileNotFoundError:
            return None
        except (OSError, json.JSONDecodeError) as error:
            log.warning("cache entry %s unreadable (%s); treating as a miss", key, type(error).__name__)
            return None
        response = entry.get("response") if isinstance(entry, dict) else None
        return response if isinstance(response, dict) else None

    def _write(self, key: str, entry: dict[str, Any]) -> None:
        final = self.path(key)
        temporary = self.directory / temporary_name(key)
        with temporary.open("w", encoding="utf-8") as handle:
            json.dump(entry, handle, ensure_ascii=False, indent=1, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, final)

    async def put(self, key: str, body: dict[str, Any], response: dict[str, Any]) -> None:
        """Write one entry, scrubbed of known secrets (in a worker thread: an fsync must not stall the loop)."""
        if not self.writes:
            return
        entry = {
            "key": key,
            "recorded_at": datetime.now(timezone.utc).isoformat(),
            "request": body,
            "response": response,
        }
        if self._secrets:
            entry = scrub_data(entry, self._secrets)
        await asyncio.to_thread(self._write, key, entry)
