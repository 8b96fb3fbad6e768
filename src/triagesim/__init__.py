"""TriageSim: simulated emergency-department triage conversations, scored and replayable.

The public API is small: ``TriageRunner`` and ``RunnerConfig`` run episodes, ``load_cases``
reads vignettes (MIMIC-IV-ED ``triage.csv`` as is), ``TriageEnv`` is the environment, and
``triagesim.utils.compute_all_metrics`` scores an artifact.

The names are imported on first use (PEP 562), not with the package: the command line imports
``triagesim.cli`` before it can catch anything, so a Ctrl-C in the half second the engine takes
to import would otherwise end in a traceback, and ``triagesim --help`` would wait for it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = ["Case", "RunnerConfig", "TriageEnv", "TriageRunner", "load_cases", "__version__"]

_HOMES = {"Case": "cases", "load_cases": "cases", "TriageEnv": "core.env", "RunnerConfig": "runner", "TriageRunner": "runner"}

if TYPE_CHECKING:
    from .cases import Case, load_cases
    from .core.env import TriageEnv
    from .runner import RunnerConfig, TriageRunner


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'triagesim' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # the next lookup is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
