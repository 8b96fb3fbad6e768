"""Structured output: strict JSON schemas from pydantic types, and JSON out of model text.

Three ways to ask for JSON, tried in this order and remembered per server and model:

1. ``json_schema`` (strict): the server constrains decoding to the schema (OpenAI, OpenRouter,
   vLLM, llama.cpp, LM Studio, recent Ollama);
2. ``json_object``: the server guarantees JSON but not its shape; the schema goes into the
   system prompt;
3. ``text``: no ``response_format`` at all; the schema goes into the system prompt and the
   JSON is dug out of the reply (a ```json fence, or the first balanced ``{...}``).

Whatever the mode, the reply is validated against the pydantic type, so a server that
ignores the schema is caught and re-asked.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

__all__ = [
    "MODES",
    "Mode",
    "strict_schema",
    "response_format",
    "schema_instruction",
    "extract_json",
    "validate_reply",
    "describe_validation_error",
    "OutputInvalid",
]

Mode = Literal["json_schema", "json_object", "text"]
MODES: tuple[str, ...] = ("json_schema", "json_object", "text")
_NAME = re.compile(r"[^A-Za-z0-9_-]+")
_DROP = {"title", "default", "examples", "$schema"}


class OutputInvalid(ValueError):
    """A reply that is not the JSON we asked for; the message is what we tell the model."""


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        if "$ref" in node and isinstance(node["$ref"], str) and node["$ref"].startswith("#/$defs/"):
            target = defs[node["$ref"].split("/")[-1]]
            merged = {**_inline(target, defs), **{k: v for k, v in node.items() if k != "$ref"}}
            return _inline(merged, defs)
        return {key: _inline(value, defs) for key, value in node.items() if key not in _DROP and key != "$defs"}
    if isinstance(node, list):
        return [_inline(item, defs) for item in node]
    return node


def _strictify(node: Any) -> Any:
    """Every object closed and every property required (strict mode's rules); optional = nullable."""
    if isinstance(node, dict):
        node = {key: _strictify(value) for key, value in node.items()}
        if node.get("type") == "object" and "properties" in node:
            node["additionalProperties"] = False
            node["required"] = list(node["properties"])
        return node
    if isinstance(node, list):
        return [_strictify(item) for item in node]
    return node


def strict_schema(source: type[BaseModel] | dict[str, Any]) -> dict[str, Any]:
    """A self-contained strict JSON schema (no ``$ref``) for a pydantic type or a schema dict."""
    schema = source.model_json_schema() if isinstance(source, type) else copy.deepcopy(source)
    defs = schema.get("$defs", {})
    return _strictify(_inline(schema, defs))


def schema_name(name: str) -> str:
    """A name servers accept (``^[A-Za-z0-9_-]{1,64}$``)."""
    return (_NAME.sub("_", name).strip("_") or "output")[:64]


def response_format(mode: str, name: str, schema: dict[str, Any]) -> dict[str, Any] | None:
    """The ``response_format`` request field for a mode (``None``: send none)."""
    if mode == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": schema_name(name), "schema": schema, "strict": True}}
    if mode == "json_object":
        return {"type": "json_object"}
    return None


def schema_instruction(mode: str, schema: dict[str, Any], name: str = "output") -> str:
    """What to append to the system prompt when the server does not enforce the schema."""
    compact = json.dumps(schema, separators=(",", ":"), ensure_ascii=False)
    if mode == "json_object":
        return (
            f"Answer with a single JSON object and nothing else. It must match this JSON schema "
            f"({schema_name(name)}; fields in this order, every field present):\n" + compact
        )
    return (
        f"Answer with a single JSON object inside a ```json fenced block and nothing else. It must "
        f"match this JSON schema ({schema_name(name)}; fields in this order, every field present):\n" + compact
    )


_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```[ \t]*(?:json|JSON|json5)?[ \t]*\r?\n?(.*?)```", re.DOTALL)


def _balanced_objects(text: str):
    """Yield each top-level balanced ``{...}`` substring, aware of JSON strings and escapes."""
    start = text.find("{")
    while start != -1:
        depth, in_string, escaped = 0, False, False
        for index in range(start, len(text)):
            char = text[index]
            if in_string:
                if escaped:
                    escaped = False
                elif char == "\\":
                    escaped = True
                elif char == '"':
                    in_string = False
            elif char == '"':
                in_string = True
            elif char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
                if depth == 0:
                    yield text[start : index + 1]
                    break
        else:
            return
        start = text.find("{", start + 1)


def extract_json(text: str) -> Any:
    """The JSON object in a model reply: the whole text, a fenced block, or the first balanced object.

    Raises ``OutputInvalid`` when there is none, with a message the model can act on.
    """
    if text is None:
        raise OutputInvalid("the reply was empty; answer with a JSON object")
    cleaned = _THINK.sub("", text).strip()
    if not cleaned:
        raise OutputInvalid("the reply was empty; answer with a JSON object")
    if cleaned[0] in "{[":
        try:
            return json.loads(cleaned)
        except json.JSONDecodeError:
            pass
    for block in _FENCE.findall(cleaned):
        block = block.strip()
        if not block:
            continue
        try:
            return json.loads(block)
        except json.JSONDecodeError:
            for candidate in _balanced_objects(block):
                try:
                    return json.loads(candidate)
                except json.JSONDecodeError:
                    continue
    for candidate in _balanced_objects(cleaned):
        try:
            return json.loads(candidate)
        except json.JSONDecodeError:
            continue
    try:
        json.loads(cleaned)
    except json.JSONDecodeError as error:
        raise OutputInvalid(f"the reply is not valid JSON ({error.msg} at line {error.lineno} column {error.colno})") from None
    raise OutputInvalid("the reply holds no JSON object")


def describe_validation_error(error: ValidationError, limit: int = 6) -> str:
    """A short, model-readable list of what is wrong (field path and message)."""
    problems = []
    for item in error.errors()[:limit]:
        where = ".".join(str(part) for part in item.get("loc", ())) or "(top level)"
        problems.append(f"field '{where}': {item.get('msg', 'invalid')}")
    more = len(error.errors()) - limit
    if more > 0:
        problems.append(f"and {more} more")
    return "; ".join(problems)


def validate_reply(text: str, output_type: type[BaseModel]) -> BaseModel:
    """Parse and validate a reply; ``OutputInvalid`` says what to fix."""
    data = extract_json(text)
    if not isinstance(data, dict):
        raise OutputInvalid(f"expected a JSON object, got a JSON {type(data).__name__}")
    try:
        return output_type.model_validate(data)
    except ValidationError as error:
        raise OutputInvalid(f"the JSON does not match the schema: {describe_validation_error(error)}") from None
