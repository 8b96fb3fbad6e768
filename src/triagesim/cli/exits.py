"""How every command ends when it does not end well: a signal, an OS error, a bug. One place for all commands.

**Signals.** SIGINT raises ``KeyboardInterrupt`` (Python's own handler); ``stopping_on_signals``
makes SIGTERM and SIGHUP raise ``Interrupted``, a ``KeyboardInterrupt`` too, for the length of a
command. So a ``kill`` unwinds a command exactly as Ctrl-C does: every ``finally`` runs, every
atomic writer removes its temporary (``folders.atomic``), a report being built is dropped and the
old one stays, and the exit code is 128 + the signal (130, 143, 129). Without it, SIGTERM killed
the process where it stood: ``report`` left ``report.json`` without ``index.html``, ``export`` a
hidden temporary. ``run`` and ``audit`` put their own graceful handlers over these while a batch
plays (``batch.install_signal_handlers``: finish nothing new, keep what is written) and restore
them after. A signal that lands inside a weakref callback or a ``__del__`` raises there and Python
swallows it; ``raise_if_interrupted`` raises it at the next safe point (after each run of ``audio``
and ``asr``, and when the command ends), so the exit code is still 143.

**OS errors.** A path that cannot be written or read (under a file, a read-only or full disk, a
folder where a file goes) is the user's to fix, not a TriageSim bug: ``os_error`` turns it into
one line naming the path and what to do. Exit 2 when another path fixes it (as for every usage
or input error), 1 when the machine is failing (a full disk, an I/O error).

**Bugs.** Anything else is one line marked "internal error ... (a TriageSim bug)": never a traceback.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .common import EXIT_SOME_FAILED, EXIT_USAGE, error

__all__ = ["Interrupted", "stopping_on_signals", "raise_if_interrupted", "interruptible", "writing_stdout", "interrupted", "os_error", "internal_error", "quiet_stdout",
           "SIGNALS", "STDOUT"]

#: The signals that stop a command cleanly, besides SIGINT (which Python already raises as KeyboardInterrupt).
SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


async def interruptible(work: Any) -> Any:
    """``work`` awaited so that an interrupt raised inside it is reported once, by the command: a
    task that a signal stopped mid-step keeps the exception, and asyncio would otherwise print it
    with a traceback ("Task exception was never retrieved") after the command's one line."""
    loop = asyncio.get_running_loop()
    previous = loop.get_exception_handler()

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if isinstance(context.get("exception"), KeyboardInterrupt):
            return
        if previous is not None:
            previous(loop, context)
        else:
            loop.default_exception_handler(context)

    loop.set_exception_handler(handler)
    return await work


class Interrupted(KeyboardInterrupt):
    """A SIGTERM or SIGHUP, raised where the command stood, so it unwinds as Ctrl-C unwinds it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


#: The signals received during the command, for the exit code of an interrupt raised without one.
_received: list[int] = []


def _raise(signum: int, frame: Any) -> None:
    """Stop the command as Ctrl-C would: through ``asyncio.run``'s own SIGINT handler while an event loop
    runs (it cancels the main task, so every coroutine unwinds, then raises ``KeyboardInterrupt``),
    else by raising ``Interrupted`` here. Raised inside a task instead, the exception escaped
    ``asyncio.run`` with "Task exception was never retrieved" and a traceback."""
    _received.append(signum)
    on_sigint = signal.getsignal(signal.SIGINT)
    if callable(on_sigint) and on_sigint is not signal.default_int_handler:
        on_sigint(signal.SIGINT, frame)
        return
    raise Interrupted(signum)


#: Interrupts a callback swallowed (see ``_keep_swallowed``), for ``raise_if_interrupted``.
_swallowed: list[int] = []


def _keep_swallowed(unraisable: Any) -> None:
    """An interrupt Python had to swallow is kept for the next safe point. A signal's handler runs
    wherever the main thread stands, and where that is a weakref callback or a ``__del__``
    (importlib's module locks have one) its ``KeyboardInterrupt`` is "ignored": the command went on
    to the end and exited 0. Sent again it would only land in the same place, so it waits in
    ``_swallowed`` for ``raise_if_interrupted``: after each item of a batch, and when the command ends."""
    interrupt = unraisable.exc_value
    if isinstance(interrupt, KeyboardInterrupt):
        _swallowed.append(getattr(interrupt, "signum", signal.SIGINT))
    else:
        _unraisable_before(unraisable)


_unraisable_before = sys.unraisablehook


def raise_if_interrupted() -> None:
    """Raise the interrupt a callback swallowed, if one did: a safe point of a long command."""
    if _swallowed:
        raise Interrupted(_swallowed.pop())


@contextlib.contextmanager
def stopping_on_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP raise ``Interrupted`` inside the block (the main thread only: Python runs
    signal handlers there), and an interrupt a callback swallowed is kept for ``raise_if_interrupted``;
    the handlers before it come back afterwards, so calling ``main()`` in a test or a notebook leaves
    the process as it was."""
    global _unraisable_before
    previous: dict[int, Any] = {}
    _received.clear()
    _swallowed.clear()
    for signum in SIGNALS:
        try:
            previous[signum] = signal.signal(signum, _raise)
        except ValueError:  # not the main thread: signals stay as they are
            break
    hook = sys.unraisablehook
    if previous:
        _unraisable_before, sys.unraisablehook = hook, _keep_swallowed
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        sys.unraisablehook = hook


def interrupted(interrupt: KeyboardInterrupt) -> int:
    """The line and exit code (128 + the signal) of a command stopped by a signal."""
    signum = int(getattr(interrupt, "signum", None) or (_received[-1] if _received else signal.SIGINT))
    print("interrupted: finished work is kept (outputs are whole or untouched); re-run the same command to resume",
          file=sys.stderr)
    return 128 + signum


#: errno -> what the user can do about it; these are fixed by choosing another path (exit 2).
_PATH_FIXES = {
    errno.EACCES: "permission denied; change its permissions or choose another path",
    errno.EPERM: "operation not permitted; change its permissions or choose another path",
    errno.EROFS: "the file system is read-only; choose a path on a writable disk",
    errno.ENOTDIR: "a part of the path is a file, not a folder; choose another path",
    errno.EISDIR: "is a folder where a file goes; remove it or choose another name",
    errno.EEXIST: "already exists; remove it or choose another path",
    errno.ENOTEMPTY: "is a folder that is not empty; remove it or choose another path",
    errno.ENOENT: "not found; check the path",
    errno.ENAMETOOLONG: "the name is too long; choose a shorter path",
    errno.ELOOP: "too many symbolic links; check the path",
    errno.EXDEV: "on another disk than its folder; choose a path on one disk",
}
#: errno -> what to do, for a machine that is failing (exit 1).
_MACHINE_FIXES = {
    errno.ENOSPC: "no space left on the device; free some space or write elsewhere",
    errno.EDQUOT: "disk quota exceeded; free some space or write elsewhere",
    errno.EFBIG: "the file is too large for this file system; write elsewhere",
    errno.EIO: "input/output error on the device; check the disk",
}


def _blamed(path: str) -> str:
    """The path to name: a temporary's folder (the user never named ``.report.123.ab12cd34.tmp``)."""
    from ..folders.atomic import TEMPORARY

    named = Path(path)
    return str(named.parent) if TEMPORARY.fullmatch(named.name) else path


def _file_in_the_way(path: str) -> str | None:
    """For "not a directory": the ancestor of ``path`` that is a file, which is what to name."""
    for ancestor in Path(path).parents:
        if ancestor.exists():
            return None if ancestor.is_dir() else str(ancestor)
    return None


#: How an OS error raised by a write to standard output names it (``writing_stdout``).
STDOUT = "standard output"


class _NamedStdout:
    """Standard output whose failed writes say it was standard output (an ``OSError`` of a write has no file name)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def _named(self, call: Any, *args: Any) -> Any:
        try:
            return call(*args)
        except OSError as failure:
            if failure.filename is None:
                failure.filename = STDOUT
            raise

    def write(self, text: str) -> int:
        return self._named(self._stream.write, text)

    def flush(self) -> None:
        self._named(self._stream.flush)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextlib.contextmanager
def writing_stdout() -> Iterator[None]:
    """Inside the block, a write to standard output that fails (``schema > /dev/full``) names it; the
    stream itself comes back afterwards."""
    stream = sys.stdout
    sys.stdout = _NamedStdout(stream)
    try:
        yield
    finally:
        if isinstance(sys.stdout, _NamedStdout):
            sys.stdout = stream


def quiet_stdout() -> None:
    """Point standard output at /dev/null, so Python's own flush at exit fails no second time
    (a reader that left the pipe, a full disk behind ``> file``)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real descriptor behind stdout (a test's capture)
        pass
    finally:
        os.close(devnull)


def os_error(failure: OSError) -> int:
    """One line for an OS error that reached the command line: the path, what went wrong, what to do."""
    target = failure.filename2 if failure.filename2 is not None else failure.filename
    number = failure.errno
    if target == STDOUT:
        quiet_stdout()  # what is still buffered for it would fail again at exit
    if number == errno.ENOTDIR and target not in (None, STDOUT) and (blocking := _file_in_the_way(os.fsdecode(target))):
        what, code = f"{blocking} is a file, not a folder; choose another path", EXIT_USAGE
    elif number in _PATH_FIXES:
        what, code = _PATH_FIXES[number], EXIT_USAGE
    elif number in _MACHINE_FIXES:
        what, code = _MACHINE_FIXES[number], EXIT_SOME_FAILED
    else:
        what, code = failure.strerror or type(failure).__name__, EXIT_SOME_FAILED
    where = f"{_blamed(os.fsdecode(target)) if target != STDOUT else STDOUT}: " if target is not None else ""
    error(f"{where}{what}")
    return code


def internal_error(failure: BaseException) -> int:
    """A TriageSim bug: still one line, never a traceback, with where it was raised."""
    where = failure.__traceback__
    while where is not None and where.tb_next is not None:
        where = where.tb_next
    at = f" at {Path(where.tb_frame.f_code.co_filename).name}:{where.tb_lineno}" if where is not None else ""
    return error(f"internal error {type(failure).__name__}: {failure}{at} (a TriageSim bug; please report it)")
