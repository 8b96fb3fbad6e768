"""``triagesim schema``: the JSON schema of a run artifact, for tools that read our files."""

from __future__ import annotations

import argparse
import json

from .common import EXIT_OK
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    schema = add_command(commands, "schema", "print the JSON schema of a run artifact (versioned)", examples=(
        "triagesim schema > artifact.schema.json",
        "triagesim schema | python -m json.tool | head -20",
    ))
    schema.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from ..core.artifact import artifact_json_schema

    print(json.dumps(artifact_json_schema(), indent=2))
    return EXIT_OK


