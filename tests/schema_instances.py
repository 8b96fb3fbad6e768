"""Random, first-option and hypothesis-drawn instances of the JSON schemas we send to models.

A constrained decoder (vLLM guided JSON, llama.cpp grammars, OpenAI strict mode) can write
any instance of the schema it is given; these players do exactly that, so a test can check
that every such instance is a legal move. Covers the subset our schemas use (object, array,
string with the "\\S" pattern, integer, number, null, enum, anyOf) and fails loudly on
anything else, so a schema that grows a new keyword cannot be half-tested.
(``hypothesis-jsonschema`` would be the general tool, but 0.23 breaks on current hypothesis.)
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from hypothesis import strategies as st

_KNOWN = {
    "type", "properties", "required", "additionalProperties", "items", "enum", "anyOf", "pattern",
    "minimum", "maximum", "description",
}
_ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789 .,?!'-éüñ中文\t\n   "


def _text(rng: random.Random, pattern: str | None) -> str:
    if pattern not in (None, r"\S"):
        raise AssertionError(f"schema_instances cannot honour pattern {pattern!r}")
    text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 40)))
    if pattern and not re.search(pattern, text):
        text += rng.choice("abcxyz?.")
    return text


def instance(schema: dict[str, Any], rng: random.Random | None = None) -> Any:
    """A random instance of ``schema``; with ``rng`` None, the first / smallest option everywhere."""
    unknown = set(schema) - _KNOWN
    if unknown:
        raise AssertionError(f"schema_instances does not know {sorted(unknown)}")
    if "anyOf" in schema:
        options = schema["anyOf"]
        return instance(options[0] if rng is None else rng.choice(options), rng)
    if "enum" in schema:
        return schema["enum"][0] if rng is None else rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "object":
        return {name: instance(sub, rng) for name, sub in schema.get("properties", {}).items()}
    if kind == "array":
        count = 0 if rng is None else rng.randint(0, 6)
        return [instance(schema.get("items", {"type": "string"}), rng) for _ in range(count)]
    if kind == "string":
        return ("x" if schema.get("pattern") else "") if rng is None else _text(rng, schema.get("pattern"))
    if kind == "integer":
        low, high = int(schema.get("minimum", -10)), int(schema.get("maximum", 100))
        return low if rng is None else rng.randint(low, high)
    if kind == "number":
        low, high = float(schema.get("minimum", -10.0)), float(schema.get("maximum", 100.0))
        return low if rng is None else rng.choice([low, high, rng.uniform(low, high)])
    if kind == "null":
        return None
    if kind == "boolean":
        return False if rng is None else rng.random() < 0.5
    raise AssertionError(f"schema_instances cannot build type {kind!r}")


def sent_schema(body: dict[str, Any]) -> dict[str, Any]:
    """The schema a chat-completions request asks for (json_schema or json_object + schema)."""
    response_format = body.get("response_format") or {}
    if response_format.get("type") == "json_schema":
        return response_format["json_schema"]["schema"]
    if "schema" in response_format:
        return response_format["schema"]
    raise AssertionError(f"the request carries no schema: {response_format}")


def schema_player(seed: int | None) -> Any:
    """A responder for ``FakeOpenAIServer``: each reply a random (or first-option) instance."""
    rng = None if seed is None else random.Random(seed)

    def respond(body: dict[str, Any]) -> str:
        return json.dumps(instance(sent_schema(body), rng), ensure_ascii=False)

    return respond


def strategy(schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    """A hypothesis strategy for every instance of ``schema`` (same subset as ``instance``)."""
    unknown = set(schema) - _KNOWN
    if unknown:
        raise AssertionError(f"schema_instances does not know {sorted(unknown)}")
    if "anyOf" in schema:
        return st.one_of([strategy(option) for option in schema["anyOf"]])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kind = schema.get("type")
    if kind == "object":
        return st.fixed_dictionaries({name: strategy(sub) for name, sub in schema.get("properties", {}).items()})
    if kind == "array":
        return st.lists(strategy(schema.get("items", {"type": "string"})), max_size=8)
    if kind == "string":
        pattern = schema.get("pattern")
        if pattern not in (None, r"\S"):
            raise AssertionError(f"schema_instances cannot honour pattern {pattern!r}")
        text = st.text(max_size=60)
        return text.filter(lambda value: re.search(pattern, value) is not None) if pattern else text
    if kind == "integer":
        return st.integers(schema.get("minimum"), schema.get("maximum"))
    if kind == "number":
        return st.floats(schema.get("minimum"), schema.get("maximum"), allow_nan=False, allow_infinity=False)
    if kind == "null":
        return st.none()
    if kind == "boolean":
        return st.booleans()
    raise AssertionError(f"schema_instances cannot build type {kind!r}")
