"""The command line as a user runs it: ``python -m triagesim`` in a fresh process (shared by the CLI tests)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

__all__ = ["triagesim", "artifacts"]


def triagesim(*args: str, cwd: Path, env: dict[str, str] | None = None, check: bool = True,
              timeout: float = 300) -> subprocess.CompletedProcess:
    """Run ``triagesim ARGS`` in ``cwd``; ``env`` adds to this process's environment. With ``check``,
    a non-zero exit fails the test and shows both streams."""
    result = subprocess.run([sys.executable, "-m", "triagesim", *args], cwd=cwd, capture_output=True, text=True,
                            timeout=timeout, env={**os.environ, **(env or {})})
    if check and result.returncode != 0:
        raise AssertionError(f"exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}")
    return result


def artifacts(folder: Path) -> dict[str, dict]:
    """The run folder's artifacts by run id."""
    return {path.stem: json.loads(path.read_text()) for path in sorted(folder.glob("*.json"))}
