"""Cases: the ``Case`` model and its loaders (``models``), over the file reader (``files``).

``triagesim.cases`` is the public import path (README, docs), so the names a user imports are
re-exported here, lazily: the persona loader, the endpoint list and the audio layout read text
through ``cases.files`` and must not pay for the ``Case`` model and the clinical tables it loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .files import (
        CaseColumnWarning,
        CaseRowWarning,
        CasesFileNotFoundError,
        CaseValidationError,
        CaseValueWarning,
        CaseWarning,
    )
    from .models import (
        VITAL_FIELDS,
        VITAL_UNITS,
        Algorithm,
        Case,
        CaseHistory,
        Vitals,
        bundled_cases_path,
        iter_cases,
        load_bundled_cases,
        load_cases,
        parse_case,
    )

_LAZY = {
    "CaseColumnWarning": ".files",
    "CaseRowWarning": ".files",
    "CasesFileNotFoundError": ".files",
    "CaseValidationError": ".files",
    "CaseValueWarning": ".files",
    "CaseWarning": ".files",
    "VITAL_FIELDS": ".models",
    "VITAL_UNITS": ".models",
    "Algorithm": ".models",
    "Case": ".models",
    "CaseHistory": ".models",
    "Vitals": ".models",
    "bundled_cases_path": ".models",
    "iter_cases": ".models",
    "load_bundled_cases": ".models",
    "load_cases": ".models",
    "parse_case": ".models",
}

__all__ = [*_LAZY]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
