"""TriageSim: simulated emergency-department triage conversations, scored and replayable.

The public API is small: ``TriageRunner`` and ``RunnerConfig`` run episodes, ``load_cases``
reads vignettes (MIMIC-IV-ED ``triage.csv`` as is), ``TriageEnv`` is the environment, and
``triagesim.utils.compute_all_metrics`` scores an artifact.
"""

from .cases import Case, load_cases
from .core.env import TriageEnv
from .runner import RunnerConfig, TriageRunner

__version__ = "0.1.0"

__all__ = ["Case", "RunnerConfig", "TriageEnv", "TriageRunner", "load_cases", "__version__"]
