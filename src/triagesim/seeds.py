"""Seeds derived from text (run ids, case ids, roles), the same in every process and on every machine.

Python's ``hash()`` of a string changes from one process to the next, so every seed that must
reproduce a run (an agent's random choices, an LLM request's ``seed``, Whisper's sampling) comes
from a SHA-256 digest here.
"""

from __future__ import annotations

import hashlib

__all__ = ["stable_seed", "derive_seed"]


def stable_seed(*parts: object) -> int:
    """A 64-bit integer from the parts, joined by a unit separator (which no id holds)."""
    digest = hashlib.sha256("\x1f".join(str(part) for part in parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def derive_seed(text: str) -> int:
    """A 31-bit seed from one text: for APIs that take a signed 32-bit seed (LLM servers, CTranslate2)."""
    return (stable_seed(text) >> 32) & 0x7FFFFFFF
