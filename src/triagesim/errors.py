"""One error root for everything TriageSim raises on purpose.

A user-facing failure is a ``TriageSimError``: its message names the file, row or field and
says what to do, and the CLI prints it as one line (``triagesim: error: ...``, exit 2). Each
subclass also keeps the builtin base its callers caught before (``ValueError`` for bad input,
``RuntimeError`` for failing services), so ``except ValueError`` in user code keeps working.
Anything else reaching the CLI is a bug in TriageSim.
"""

from __future__ import annotations

from typing import Literal

__all__ = [
    "FailureKind",
    "TriageSimError",
    "InputError",
    "ConfigError",
    "ArtifactError",
    "ServiceError",
    "failure_kind",
    "is_infrastructure",
]


class TriageSimError(Exception):
    """Root of every error TriageSim raises for a user to act on."""

    #: How an episode that died of this error is classed in its artifact's ``failure``.
    failure_kind = "agent"


class InputError(TriageSimError, ValueError):
    """A file or value given by the user cannot be used (cases, personas, expert flags, tables)."""


class ConfigError(InputError):
    """A run setting is invalid or conflicts with the output folder (checked before any episode)."""


class ArtifactError(InputError):
    """An artifact or run folder cannot be read: wrong shape, unknown schema version, nothing to score.

    Raised for one file, it also keeps the two halves of its message: ``source`` (the file, a
    URL's password masked) and ``reason`` (why, in a few words), so a reader that skips the file
    lists both without parsing the message.
    """

    def __init__(self, message: str, *, source: str | None = None, reason: str | None = None) -> None:
        super().__init__(message)
        self.source = source
        self.reason = message if reason is None else reason


class ServiceError(TriageSimError, RuntimeError):
    """A service the run depends on failed: the state store or an LLM server."""

    failure_kind = "service"


#: Why an episode failed, the one vocabulary of errors.jsonl and an artifact's ``error.kind``:
#: the server refused the key, infrastructure failed, the model's output never validated, an
#: agent broke, or the environment refused the nurse too often.
FailureKind = Literal["auth", "service", "output", "agent", "refusals"]


def failure_kind(error: BaseException) -> str:
    """'auth' (the server refused the key), 'service' (infrastructure), 'output' (the model's
    replies never validated) or 'agent' (anything else): a batch stops early on the first two."""
    if isinstance(error, ServiceError) and getattr(error, "status", None) in (401, 403):
        return "auth"
    return getattr(error, "failure_kind", "agent")


def is_infrastructure(kind: str) -> bool:
    """Whether a failure of this kind says the batch's infrastructure is failing (the key, a server,
    the store), so that several in a row stop the batch. An invalid model output is not: the
    server answered, and the next episode may well validate."""
    return kind in ("auth", "service")  # of FailureKind
