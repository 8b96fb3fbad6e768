"""``triagesim schema``: the JSON schema of a run artifact, for tools that read our files."""

from __future__ import annotations

import argparse
import json

from .common import EXIT_OK


def register(commands: argparse._SubParsersAction) -> None:
    commands.add_parser("schema", help="print the JSON schema of a run artifact (versioned)").set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from ..core.artifact import artifact_json_schema

    print(json.dumps(artifact_json_schema(), indent=2))
    return EXIT_OK


