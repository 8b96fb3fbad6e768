"""Structured output: strict JSON schemas from pydantic types, and JSON out of model text.

Four ways to ask for JSON, tried in this order (``MODES``) and remembered per server and model:

1. ``json_schema`` (strict): the server constrains decoding to the schema (OpenAI, OpenRouter,
   vLLM, LM Studio, recent Ollama);
2. ``json_object_schema``: ``{"type": "json_object", "schema": ...}``, the dialect of the
   llama.cpp server, which answers 400 to ``json_schema`` but constrains decoding to a schema
   given this way. The schema also goes into the system prompt, so a server that accepts the
   request but ignores ``schema`` still tells the model what to write;
3. ``json_object``: the server guarantees JSON but not its shape; the schema goes into the
   system prompt;
4. ``text``: no ``response_format`` at all; the schema goes into the system prompt and the
   JSON is dug out of the reply (a ```json fence, or the first balanced ``{...}``).

Whatever the mode, the reply is validated against the pydantic type, so a server that
ignores the schema is caught and re-asked. A schema with a single free-text field (the
patient's ``{"utterance": string}``) also accepts a reply that is plain prose.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

__all__ = [
    "MODES",
    "Mode",
    "next_mode",
    "refuses_format",
    "with_instruction",
    "free_text_field",
    "strict_schema",
    "response_format",
    "schema_instruction",
    "extract_json",
    "validate_reply",
    "describe_validation_error",
    "OutputInvalid",
]

Mode = Literal["json_schema", "json_object_schema", "json_object", "text"]
MODES: tuple[str, ...] = ("json_schema", "json_object_schema", "json_object", "text")
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


def next_mode(mode: str) -> str | None:
    """The mode to fall back to when a server refuses ``mode``; None after ``text``."""
    index = MODES.index(mode) + 1
    return MODES[index] if index < len(MODES) else None


# A 400-ish answer naming one of these is a server refusing our response_format, not our request.
_FORMAT_WORDS = (
    "response_format",
    "response format",
    "json_schema",
    "json schema",
    "json_object",
    "structured output",
    "grammar",
    "guided_json",
    "guided decoding",
)


def refuses_format(status: int, text: str) -> bool:
    """Whether an error reply means "not this response_format" (so the next mode may work)."""
    if status not in (400, 404, 415, 422, 500, 501):
        return False
    lowered = text[:2000].lower()
    return any(word in lowered for word in _FORMAT_WORDS)


def response_format(mode: str, name: str, schema: dict[str, Any]) -> dict[str, Any] | None:
    """The ``response_format`` request field for a mode (``None``: send none)."""
    if mode == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": schema_name(name), "schema": schema, "strict": True}}
    if mode == "json_object_schema":
        return {"type": "json_object", "schema": schema}
    if mode == "json_object":
        return {"type": "json_object"}
    return None


def with_instruction(messages: Sequence[dict[str, Any]], instruction: str) -> list[dict[str, Any]]:
    """The messages with ``instruction`` appended to the (first) system message."""
    messages = [dict(message) for message in messages]
    if messages and messages[0].get("role") == "system":
        messages[0]["content"] = f"{messages[0].get('content', '')}\n\n{instruction}"
    else:
        messages.insert(0, {"role": "system", "content": instruction})
    return messages


def schema_instruction(mode: str, schema: dict[str, Any], name: str = "output") -> str:
    """What to append to the system prompt when the server may not enforce the schema."""
    compact = json.dumps(schema, separators=(",", ":"), ensure_ascii=False)
    if mode in ("json_object", "json_object_schema"):
        return (
            f"Answer with a single JSON object and nothing else. It must match this JSON schema "
            f"({schema_name(name)}; fields in this order, every field present):\n" + compact
        )
    return (
        f"Answer with a single JSON object inside a ```json fenced block and nothing else. It must "
        f"match this JSON schema ({schema_name(name)}; fields in this order, every field present):\n" + compact
    )


# A reasoning model's thoughts come first; "<think>" later in the reply is content (it may sit in a JSON string).
_THINK = re.compile(r"^\s*<think>.*?</think>", re.DOTALL | re.IGNORECASE)
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


def free_text_field(schema: dict[str, Any]) -> str | None:
    """The field name when ``schema`` is an object with one required string field and otherwise
    only lists (which may be empty), else None.

    Such a reply is prose in a wrapper (the patient's ``{"utterance": ..., "invented": [...]}``),
    and small local models often drop the wrapper; taking their words (with empty lists) beats
    re-asking (or failing) for them.
    """
    properties = schema.get("properties")
    if schema.get("type") != "object" or not isinstance(properties, dict):
        return None
    strings = [name for name, spec in properties.items() if isinstance(spec, dict) and spec.get("type") == "string"]
    others = [spec for name, spec in properties.items() if name not in strings]
    if len(strings) != 1 or strings[0] not in schema.get("required", ()):
        return None
    if not all(isinstance(spec, dict) and spec.get("type") == "array" for spec in others):
        return None
    return strings[0]


def _as_free_text(text: str) -> str | None:
    """``text`` as plain words, or None when it looks like a failed attempt at JSON (keep re-asking)."""
    cleaned = _THINK.sub("", text or "").strip()
    if not cleaned or "{" in cleaned or "```" in cleaned:
        return None
    if cleaned.startswith('"'):
        try:
            decoded = json.loads(cleaned)
        except json.JSONDecodeError:
            decoded = None
        if isinstance(decoded, str):
            cleaned = decoded.strip()
    return cleaned or None


def validate_reply(text: str, output_type: type[BaseModel], *, free_text: str | None = None) -> BaseModel:
    """Parse and validate a reply; ``OutputInvalid`` says what to fix.

    ``free_text`` names the one string field of a prose-only schema (``free_text_field``): a
    reply holding no JSON at all is then taken as that field's value.
    """
    try:
        data = extract_json(text)
    except OutputInvalid:
        words = _as_free_text(text) if free_text else None
        if words is None:
            raise
        data = {free_text: words}
    if not isinstance(data, dict):
        raise OutputInvalid(f"expected a JSON object, got a JSON {type(data).__name__}")
    try:
        return output_type.model_validate(data)
    except ValidationError as error:
        raise OutputInvalid(f"the JSON does not match the schema: {describe_validation_error(error)}") from None
