"""Random, first-option and hypothesis-drawn instances of the JSON schemas we send to models.

A constrained decoder (vLLM guided JSON, llama.cpp grammars, OpenAI strict mode) can write
any instance of the schema it is given; these players do exactly that, so a test can check
that every such instance is a legal move. Covers the portable subset our schemas keep to
(``triagesim.llm.structured.PORTABLE_KEYWORDS``: object, array with item bounds, string with
length bounds, integer, number, null, enum, anyOf) and fails loudly on anything else, so a
schema that grows a new keyword cannot be half-tested.
(``hypothesis-jsonschema`` would be the general tool, but 0.23 breaks on current hypothesis.)
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import strategies as st

from triagesim.llm.structured import PORTABLE_KEYWORDS

_KNOWN = PORTABLE_KEYWORDS
_ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789 .,?!'-éüñ中文\t\n   "


def _text(rng: random.Random, low: int, high: int) -> str:
    """Random text within the length bounds. A required text (``minLength`` >= 1) is never all
    blanks: the portable subset cannot exclude that one instance, and the backend re-asks it
    (tests/test_structured_output.py), so a player that wrote it would only test the re-ask."""
    text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(low, max(low, high))))
    if low and not text.strip():
        text = text[:-1] + rng.choice("abcxyz?.")
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
        count = min(max(count, schema.get("minItems", 0)), schema.get("maxItems", count))
        return [instance(schema.get("items", {"type": "string"}), rng) for _ in range(count)]
    if kind == "string":
        low, high = schema.get("minLength", 0), schema.get("maxLength", 40)
        return "x" * low if rng is None else _text(rng, low, min(high, 40))
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
        return st.lists(
            strategy(schema.get("items", {"type": "string"})),
            min_size=schema.get("minItems", 0),
            max_size=min(schema.get("maxItems", 8), 8),
        )
    if kind == "string":
        text = st.text(min_size=schema.get("minLength", 0), max_size=min(schema.get("maxLength", 60), 60))
        # Required text is never all blanks here, as in ``_text``: that one instance is re-asked
        # (tests/test_structured_output.py), and drawn here it would only test the re-ask budget.
        return text.filter(str.strip) if schema.get("minLength", 0) else text
    if kind == "integer":
        return st.integers(schema.get("minimum"), schema.get("maximum"))
    if kind == "number":
        return st.floats(schema.get("minimum"), schema.get("maximum"), allow_nan=False, allow_infinity=False)
    if kind == "null":
        return st.none()
    if kind == "boolean":
        return st.booleans()
    raise AssertionError(f"schema_instances cannot build type {kind!r}")


def every_agent_schema(max_tokens: int | None = None) -> dict[str, dict[str, Any]]:
    """Every schema an agent can send, in every state, as the backend sends it (strict, then
    bounded to ``max_tokens``), keyed by a label that names the state.

    The nurse's schema is narrowed per phase: each set of legal actions (ordinary phase, no
    vital left, closing phase) times each set of vitals still to measure, with and without the
    red-flag vocabulary. The patient, extractor and rater each send one schema.
    """
    from itertools import combinations

    from triagesim.agents.llm.extractor import EXTRACTION_SCHEMA
    from triagesim.agents.llm.nurse import nurse_step_schema
    from triagesim.agents.llm.prompts import RED_FLAG_VOCABULARY
    from triagesim.core import PatientOutput
    from triagesim.core.outputs import VITALS
    from triagesim.llm.structured import bounded_schema, strict_schema
    from triagesim.rating.llm import RaterVerdict

    def sent(source: Any) -> dict[str, Any]:
        return bounded_schema(strict_schema(source), max_tokens)

    schemas = {"patient": sent(PatientOutput), "extractor": sent(EXTRACTION_SCHEMA), "rater": sent(RaterVerdict)}
    action_sets = {
        "phase": ("utterance", "check_vital", "log_red_flag", "end"),
        "no-vital": ("utterance", "log_red_flag", "end"),
        "closing": ("check_vital", "log_red_flag", "end"),
        "closing-no-vital": ("log_red_flag", "end"),
    }
    for label, actions in action_sets.items():
        for size in range(len(VITALS) + 1):
            for vitals in combinations(VITALS, size):
                for flags in (True, False):
                    vocabulary = list(RED_FLAG_VOCABULARY) if flags else None
                    key = f"nurse/{label}/{'+'.join(vitals) or 'none'}/{'vocabulary' if flags else 'free'}"
                    schemas[key] = sent(nurse_step_schema(actions, vitals, flag_vocabulary=vocabulary))
    return schemas
