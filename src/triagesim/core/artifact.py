"""The artifact's version contract (the typed model joins it in this module).

Readers accept any artifact of the same major version; a newer minor version only adds
fields. An artifact of another major version is refused with an error naming the file and
both versions, instead of being mis-scored.
"""

from __future__ import annotations

from typing import Any

from ..errors import ArtifactError

__all__ = ["SCHEMA_VERSION", "check_schema_version"]

SCHEMA_VERSION = "1.1"


def check_schema_version(data: Any, source: str) -> None:
    """Raise ``ArtifactError`` unless ``data`` is an artifact of this major version."""
    if not isinstance(data, dict):
        raise ArtifactError(f"{source}: not an artifact (a JSON object was expected, got {type(data).__name__})")
    version = data.get("schema_version")
    if not isinstance(version, str) or not version.strip():
        raise ArtifactError(f"{source}: field 'schema_version' is missing; not a TriageSim artifact")
    major = version.split(".")[0]
    if major != SCHEMA_VERSION.split(".")[0]:
        raise ArtifactError(
            f"{source}: schema_version {version!r} is not readable by this TriageSim "
            f"(reads {SCHEMA_VERSION.split('.')[0]}.x); re-run the episodes or use a matching TriageSim version"
        )
