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

The schemas we send stay inside the subset every common constrained decoder compiles
(llama.cpp's GBNF converter, llguidance, Outlines, xgrammar, Ollama's ``format``): types,
``properties`` / ``required`` / ``additionalProperties``, ``enum``, ``anyOf``, ``items``,
``minLength`` / ``maxLength``, ``minItems`` / ``maxItems``, ``minimum`` / ``maximum`` on
integers, and ``description``. ``pattern`` and ``format`` are outside it: llama-cpp-python's
converter, met with either, silently drops the whole schema and decodes free JSON. Bounds on
a non-integer number are ignored by it, so a bounded number is sent as a grid of values. ``PORTABLE_KEYWORDS`` is
that subset and ``portable_problems`` finds a keyword outside it. What the subset cannot say
(an utterance that is not blank) the pydantic type still checks after decoding.
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
    "PORTABLE_KEYWORDS",
    "portable_problems",
    "schema_problem",
    "bounded_schema",
    "salvage_cut_reply",
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


GRID_STEPS = 20  # a bounded number is sent as 21 values, every 5 % of its range


def number_grid(low: float, high: float) -> list[float]:
    """The values a bounded number is sent as: bounds on a JSON number are outside the portable
    subset (llama.cpp's converter bounds integers only, and a model it leaves free writes a
    confidence of 1000000000000000), while an ``enum`` compiles everywhere. The pydantic type
    still takes any value in range from a server that does not constrain decoding."""
    return [round(low + (high - low) * step / GRID_STEPS, 6) for step in range(GRID_STEPS + 1)]


def _strictify(node: Any) -> Any:
    """Every object closed and every property required (strict mode's rules); optional = nullable;
    a bounded number a grid of values (``number_grid``)."""
    if isinstance(node, dict):
        node = {key: _strictify(value) for key, value in node.items()}
        if node.get("type") == "object" and "properties" in node:
            node["additionalProperties"] = False
            node["required"] = list(node["properties"])
        if node.get("type") == "number" and "minimum" in node and "maximum" in node and "enum" not in node:
            node["enum"] = number_grid(node.pop("minimum"), node.pop("maximum"))
        return node
    if isinstance(node, list):
        return [_strictify(item) for item in node]
    return node


def strict_schema(source: type[BaseModel] | dict[str, Any]) -> dict[str, Any]:
    """A self-contained strict JSON schema (no ``$ref``) for a pydantic type or a schema dict."""
    schema = source.model_json_schema() if isinstance(source, type) else copy.deepcopy(source)
    defs = schema.get("$defs", {})
    return _strictify(_inline(schema, defs))


PORTABLE_KEYWORDS = frozenset({
    "type", "properties", "required", "additionalProperties", "enum", "anyOf", "items",
    "minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum", "description",
})


def portable_problems(schema: Any, where: str = "$") -> list[str]:
    """Every keyword in ``schema`` outside ``PORTABLE_KEYWORDS``, as ``path: keyword``
    (``minimum`` / ``maximum`` are portable on integers only)."""
    problems: list[str] = []
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key not in PORTABLE_KEYWORDS:
                problems.append(f"{where}: {key}")
            elif key in ("minimum", "maximum") and schema.get("type") != "integer":
                problems.append(f"{where}: {key} on a non-integer")
            if key == "properties" and isinstance(value, dict):
                for name, sub in value.items():
                    problems += portable_problems(sub, f"{where}.{name}")
            elif key == "items":
                problems += portable_problems(value, f"{where}[]")
            elif key == "anyOf" and isinstance(value, list):
                for index, sub in enumerate(value):
                    problems += portable_problems(sub, f"{where}|{index}")
    return problems


_JSON_TYPES = {
    "object": dict, "array": list, "string": str, "boolean": bool, "null": type(None),
    "integer": int, "number": (int, float),
}


def schema_problem(value: Any, schema: dict[str, Any], where: str = "$") -> str | None:
    """The first way ``value`` breaks ``schema`` (the portable subset), or None when it follows it.

    A constrained decoder cannot break the schema it was given, so a complete reply that does
    shows a server that accepted the schema but did not decode with it.
    """
    if "anyOf" in schema:
        if all(schema_problem(value, option, where) for option in schema["anyOf"]):
            return f"{where}: matches none of its options"
        return None
    if "enum" in schema and value not in schema["enum"]:
        return f"{where}: {value!r} is not one of its values"
    kind = schema.get("type")
    expected = _JSON_TYPES.get(kind) if isinstance(kind, str) else None
    if expected is not None and (not isinstance(value, expected) or (isinstance(value, bool) and kind != "boolean")):
        return f"{where}: expected {kind}"
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        missing = [name for name in schema.get("required", ()) if name not in value]
        if missing:
            return f"{where}: missing {missing[0]!r}"
        if schema.get("additionalProperties") is False:
            extra = [name for name in value if name not in properties]
            if extra:
                return f"{where}: unexpected {extra[0]!r}"
        for name, sub in properties.items():
            if name in value and (problem := schema_problem(value[name], sub, f"{where}.{name}")):
                return problem
    elif isinstance(value, list):
        if len(value) > schema.get("maxItems", len(value)) or len(value) < schema.get("minItems", 0):
            return f"{where}: {len(value)} items"
        for index, item in enumerate(value):
            if problem := schema_problem(item, schema.get("items", {}), f"{where}[{index}]"):
                return problem
    elif isinstance(value, str):
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", len(value)):
            return f"{where}: {len(value)} characters"
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        if value < schema.get("minimum", value) or value > schema.get("maximum", value):
            return f"{where}: {value} out of range"
    return None


# Token budgets become character budgets at this rate: English in JSON runs at 3.5-4.5
# characters a token in the tokenisers of current open models, so 3 leaves room for the
# escapes and the odd long token.
CHARS_PER_TOKEN = 3.0
MIN_TEXT = 16  # no free-text field is bounded below this many characters
PREFERRED_TEXT = 120  # lists shrink (to one item at least) while a main field would get less
ARRAY_CAP = 8  # items in a list the schema leaves unbounded, before the budget shrinks it
ITEM_SHARE = 0.25  # a list item's text is a phrase: this share of a main field's length


def _free_text(node: dict[str, Any]) -> bool:
    return node.get("type") == "string" and "enum" not in node


def _cost(node: Any, weight: float = 1.0) -> tuple[float, float]:
    """Worst-case size of ``node`` as compact JSON: (fixed characters, free-text weight).

    A main free-text field weighs 1 and a free-text field inside a list ``ITEM_SHARE``, so a
    main field's length L costs ``fixed + L * weight`` characters in all.
    """
    if not isinstance(node, dict):
        return 8.0, 0.0
    if "anyOf" in node:
        costs = [_cost(option, weight) for option in node["anyOf"]]
        return max(fixed for fixed, _ in costs), max(slots for _, slots in costs)
    if "enum" in node:
        return float(max((len(json.dumps(value, ensure_ascii=False)) for value in node["enum"]), default=4)), 0.0
    kind = node.get("type")
    if kind == "object":
        fixed, slots = 2.0, 0.0
        for name, sub in node.get("properties", {}).items():
            sub_fixed, sub_slots = _cost(sub, weight)
            fixed += len(name) + 4 + sub_fixed
            slots += sub_slots
        return fixed, slots
    if kind == "array":
        count = node.get("maxItems", ARRAY_CAP)
        item_fixed, item_slots = _cost(node.get("items", {}), ITEM_SHARE)
        return 2.0 + count * (item_fixed + 1), count * item_slots
    if kind == "string":
        return 2.0, weight
    return 8.0, 0.0


def _walk(node: Any, visit: Any, in_list: bool = False) -> None:
    if isinstance(node, dict):
        visit(node, in_list)
        for option in node.get("anyOf", ()):
            _walk(option, visit, in_list)
        for sub in node.get("properties", {}).values():
            _walk(sub, visit, in_list)
        if isinstance(node.get("items"), dict):
            _walk(node["items"], visit, True)


def bounded_schema(schema: dict[str, Any], max_tokens: int | None) -> dict[str, Any]:
    """``schema`` with every free-text string and open list bounded to fit ``max_tokens``.

    A grammar-constrained decoder writes whatever the grammar allows; a small model that
    rambles fills ``max_tokens`` inside one string and the reply is cut mid-JSON, wasted.
    With a ``maxLength`` on each free-text field and a ``maxItems`` on each list, sized so the
    longest reply the schema allows still fits the budget, the decoder closes the strings and
    the object in time. Lists shrink first (to one item at least) while a main field would
    get under ``PREFERRED_TEXT`` characters; no field gets under ``MIN_TEXT`` (a budget too
    small for that may still be cut, and salvaged). A bound the schema already has is never
    loosened. ``max_tokens`` None: the schema as it is.
    """
    if not max_tokens:
        return schema
    bounded = copy.deepcopy(schema)
    budget = max_tokens * CHARS_PER_TOKEN
    lists: list[dict[str, Any]] = []

    def open_list(node: dict[str, Any], _in_list: bool) -> None:
        if node.get("type") == "array":
            node["maxItems"] = min(node.get("maxItems", ARRAY_CAP), ARRAY_CAP)
            lists.append(node)

    _walk(bounded, open_list)

    def main_length() -> float:
        fixed, slots = _cost(bounded)
        return (budget - fixed) / slots if slots else float("inf")

    while main_length() < PREFERRED_TEXT:
        shrinkable = [node for node in lists if node["maxItems"] > max(1, node.get("minItems", 0))]
        if not shrinkable:
            break
        widest = max(shrinkable, key=lambda node: node["maxItems"] * sum(_cost(node.get("items", {}))))
        widest["maxItems"] -= 1
    length = main_length()
    if length == float("inf"):
        return bounded

    def cap_text(node: dict[str, Any], in_list: bool) -> None:
        if _free_text(node):
            cap = max(MIN_TEXT, int(length * (ITEM_SHARE if in_list else 1.0)))
            node["maxLength"] = min(node.get("maxLength", cap), cap)

    _walk(bounded, cap_text)
    return bounded


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


_SENTENCE_END = re.compile(r"[.!?…](?:[\"')\]]*)(?=\s|$)")
_STRING_HEAD = '"{field}"\\s*:\\s*"'


def salvage_cut_reply(text: str, field: str) -> str | None:
    """The complete sentences of ``field`` in a reply cut off at ``max_tokens``, or None.

    A reply cut mid-string (``{"utterance": "It started this morning. Then it got``) still
    holds the words the model meant to say; the complete sentences are kept and the fragment
    dropped, which beats re-asking a model that will ramble again. A reply with no JSON at all
    is prose cut the same way. None when not even one sentence is complete.
    """
    cleaned = _THINK.sub("", text or "").strip()
    head = re.search(_STRING_HEAD.format(field=re.escape(field)), cleaned)
    if head is not None:
        raw, escaped = [], False
        for char in cleaned[head.end():]:
            if escaped:
                raw.append("\\" + char)
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                break
            else:
                raw.append(char)
        try:
            words = json.loads('"' + "".join(raw) + '"')
        except json.JSONDecodeError:
            return None
    elif "{" not in cleaned and "```" not in cleaned:
        words = cleaned
    else:
        return None
    ends = list(_SENTENCE_END.finditer(words))
    if not ends:
        return None
    kept = words[: ends[-1].end()].strip()
    return kept or None
