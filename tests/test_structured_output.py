"""Schemas every constrained decoder compiles, replies that close within the token budget.

Small local models are usable only with constrained decoding, and each server compiles JSON
schemas with its own converter: llama.cpp's GBNF converter (llama-cpp-python, Ollama), llguidance
(llama.cpp's optional engine, vLLM), Outlines (vLLM, SGLang). A keyword one of them lacks makes
llama-cpp-python drop the whole schema and decode free JSON, so every schema an agent can send,
in every state and under every token budget, is compiled here by each converter that is
installed. ``.ci/run`` installs llama-cpp-python and sets ``TRIAGESIM_REQUIRE_LLAMA_CPP=1`` so
the llama.cpp check cannot silently skip there.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import logging
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openai_server import FakeOpenAIServer, Reply, fake_backend
from pydantic import BaseModel, Field
from schema_instances import every_agent_schema

from triagesim.agents.llm.common import PATIENT_SCHEMA_NAME
from triagesim.core import PatientOutput
from triagesim.llm.errors import LLMOutputError
from triagesim.llm.structured import (
    CHARS_PER_TOKEN,
    MIN_TEXT,
    bounded_schema,
    portable_problems,
    salvage_cut_reply,
    schema_problem,
)

BUDGETS = [None, 64, 160, 256, 512, 900, 4096]


def _converter(module: str):
    """The converter's module; skipped where it is not installed, except llama.cpp under CI."""
    if module == "llama_cpp" and os.environ.get("TRIAGESIM_REQUIRE_LLAMA_CPP") == "1":
        return importlib.import_module(module)
    return pytest.importorskip(module)


@pytest.fixture(scope="module", params=BUDGETS, ids=lambda budget: f"max_tokens={budget}")
def schemas(request):
    return every_agent_schema(request.param)


def test_every_schema_an_agent_can_send_keeps_to_the_portable_subset(schemas):
    assert len(schemas) > 200  # every nurse state, the patient, the extractor, the rater
    assert {label: portable_problems(schema) for label, schema in schemas.items() if portable_problems(schema)} == {}


def test_every_schema_compiles_with_llama_cpps_converter(schemas):
    llama_grammar = _converter("llama_cpp").llama_grammar
    for label, schema in schemas.items():
        gbnf = llama_grammar.json_schema_to_gbnf(json.dumps(schema))  # raises on a keyword it lacks
        assert "root ::=" in gbnf, label
        llama_grammar.LlamaGrammar.from_string(gbnf, verbose=False)  # and llama.cpp's own parser takes it


def test_every_schema_compiles_with_llguidance(schemas):
    llguidance = _converter("llguidance")
    for label, schema in schemas.items():
        failed, warnings = llguidance.LLMatcher.validate_grammar_with_warnings(
            llguidance.LLMatcher.grammar_from_json_schema(schema)
        )
        assert (failed, warnings) == (False, []), label


def test_every_schema_compiles_with_outlines(schemas):
    outlines_schema = _converter("outlines_core.json_schema")
    for label, schema in schemas.items():
        assert outlines_schema.build_regex_from_schema(json.dumps(schema)), label


def test_the_converters_reject_what_the_subset_leaves_out():
    """The checks above can fail: a pattern, which llama-cpp-python cannot compile, is named."""
    schema = {"type": "object", "properties": {"utterance": {"type": "string", "pattern": r"\S"}}}
    assert portable_problems(schema) == ["$.utterance: pattern"]
    with pytest.raises(AssertionError, match="[Pp]attern"):
        _converter("llama_cpp").llama_grammar.json_schema_to_gbnf(json.dumps(schema))


def _longest(schema: dict) -> object:
    """The longest instance a bounded schema allows (every text and list at its bound)."""
    if "anyOf" in schema:
        return max((_longest(option) for option in schema["anyOf"]), key=lambda v: len(json.dumps(v, ensure_ascii=False)))
    if "enum" in schema:
        return max(schema["enum"], key=lambda v: len(json.dumps(v, ensure_ascii=False)))
    kind = schema.get("type")
    if kind == "object":
        return {name: _longest(sub) for name, sub in schema["properties"].items()}
    if kind == "array":
        return [_longest(schema["items"]) for _ in range(schema["maxItems"])]
    if kind == "string":
        return "x" * schema["maxLength"]
    if kind in ("integer", "number"):
        return schema.get("maximum", 12345) - (0.00001 if kind == "number" else 0)
    return {"null": None, "boolean": False}[kind]


def _texts(schema: dict) -> list[int]:
    found = []
    if schema.get("type") == "string" and "enum" not in schema:
        found.append(schema["maxLength"])
    for sub in [*schema.get("properties", {}).values(), *schema.get("anyOf", ()), *([schema["items"]] if "items" in schema else [])]:
        found += _texts(sub)
    return found


UNBOUNDED = every_agent_schema(None)


@settings(max_examples=150, deadline=None)
@given(max_tokens=st.integers(24, 6000), which=st.sampled_from(sorted(UNBOUNDED)))
def test_the_longest_reply_a_bounded_schema_allows_fits_the_token_budget(max_tokens, which):
    schema = bounded_schema(UNBOUNDED[which], max_tokens)
    assert schema_problem(_longest(schema), schema) is None
    lengths = _texts(schema)
    assert lengths and all(length >= MIN_TEXT for length in lengths)
    if min(lengths) > MIN_TEXT:  # the budget left room above the floor: then it is never exceeded
        written = json.dumps(_longest(schema), ensure_ascii=False, separators=(",", ":"))
        assert len(written) <= max_tokens * CHARS_PER_TOKEN


def test_bounding_never_loosens_a_bound_and_none_changes_nothing():
    schema = {"type": "object", "properties": {"a": {"type": "string", "maxLength": 10}, "b": {"type": "array", "items": {"type": "string"}, "maxItems": 2}}, "required": ["a", "b"]}
    assert bounded_schema(schema, None) is schema
    bounded = bounded_schema(schema, 4000)
    assert bounded["properties"]["a"]["maxLength"] == 10 and bounded["properties"]["b"]["maxItems"] == 2
    assert "maxLength" not in schema["properties"]["b"]["items"]  # the input is not modified


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ('{"utterance": "It started this morning. Then it got', "It started this morning."),
        ('{"utterance": "It\'s \\"bad\\"! Really bad? It goes to my', 'It\'s "bad"! Really bad?'),
        ('{"utterance": "It started this', None),  # not one complete sentence: re-ask
        ("It hurts a lot. It started", "It hurts a lot."),  # prose with no JSON, cut the same way
        ('{"invented": [], "utt', None),
    ],
)
def test_a_cut_reply_keeps_its_complete_sentences(reply, kept):
    assert salvage_cut_reply(reply, "utterance") == kept


@given(sentences=st.lists(st.text("abcdefgh ,'\"\\é", min_size=1, max_size=30).map(lambda t: t.strip() + ".").filter(lambda t: len(t) > 1 and not t.startswith(".")), min_size=1, max_size=5),
       tail=st.text("abcdefgh ", max_size=20))
def test_salvage_keeps_exactly_the_sentences_before_the_cut(sentences, tail):
    said = " ".join(sentences)
    cut = json.dumps({"utterance": said + " " + tail + "x"}, ensure_ascii=False)[:-2]  # cut inside the string
    kept = salvage_cut_reply(cut, "utterance")
    assert kept is not None and said.startswith(kept) and kept.endswith(".")


async def _patient_reply(server: FakeOpenAIServer, **settings_overrides):
    backend = fake_backend(server, **settings_overrides)
    try:
        value = await backend.complete(
            [{"role": "user", "content": "Where is the pain?"}], PatientOutput, role="patient", schema_name=PATIENT_SCHEMA_NAME
        )
        return value, backend.usage()["patient"]
    finally:
        await backend.aclose()


def test_a_reply_cut_at_max_tokens_is_salvaged_and_counted():
    with FakeOpenAIServer() as server:
        server.push(Reply(content='{"utterance": "In my chest. It started an hour ago and now it', finish_reason="length"))
        value, usage = asyncio.run(_patient_reply(server))
    assert value.utterance == "In my chest." and value.invented == []
    assert usage["salvaged"] == 1 and usage["reasks"] == 0 and usage["calls"] == 1


def test_a_cut_reply_without_a_whole_sentence_is_re_asked():
    with FakeOpenAIServer() as server:
        server.push(
            Reply(content='{"utterance": "In my ches', finish_reason="length"),
            Reply(content='{"utterance": "In my chest.", "invented": []}'),
        )
        value, usage = asyncio.run(_patient_reply(server))
    assert value.utterance == "In my chest."
    assert usage["salvaged"] == 0 and usage["reasks"] == 1


def test_an_all_blank_utterance_the_schema_allows_is_re_asked():
    with FakeOpenAIServer() as server:
        server.push(Reply(content='{"utterance": "   ", "invented": []}'), Reply(content='{"utterance": "Here.", "invented": []}'))
        value, usage = asyncio.run(_patient_reply(server))
    assert value.utterance == "Here." and usage["reasks"] == 1


def test_the_sent_schema_is_bounded_by_the_roles_max_tokens():
    from triagesim.llm.settings import parse_sampling

    with FakeOpenAIServer() as server:
        asyncio.run(_patient_reply(server, sampling=parse_sampling({"patient": {"max_tokens": 160}})))
        schema = server.requests[-1]["body"]["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["utterance"]["maxLength"] == every_agent_schema(160)["patient"]["properties"]["utterance"]["maxLength"]
    assert portable_problems(schema) == []


class _Tagged(BaseModel):
    """A type whose schema holds a keyword llama-cpp-python cannot compile (pattern)."""

    code: str = Field(pattern=r"^[A-Z]{3}$")


def test_a_server_that_accepts_a_schema_and_ignores_it_is_reported_once(caplog):
    """llama-cpp-python answers 400 to json_schema, takes json_object + schema, and decodes free
    JSON when its converter fails: one warning names the server, not N silent re-asks."""
    caplog.set_level(logging.INFO, logger="triagesim.llm")

    async def three_calls():
        backend = fake_backend(server, max_reasks=1)
        try:
            for _ in range(3):
                with pytest.raises(LLMOutputError):
                    await backend.complete([{"role": "user", "content": "code?"}], _Tagged, role="rater")
        finally:
            await backend.aclose()

    with FakeOpenAIServer(llama_cpp=True) as server:
        asyncio.run(three_calls())
    warnings = [r.getMessage() for r in caplog.records if "accepted the schema but did not follow it" in r.getMessage()]
    assert len(warnings) == 1, warnings
    assert server.base_url.split("//")[1].split("/")[0] in warnings[0] and "json_object_schema" in warnings[0]
    assert "check its structured-output support" in warnings[0]


def test_a_server_that_follows_the_schema_is_not_reported(caplog):
    caplog.set_level(logging.INFO, logger="triagesim.llm")
    with FakeOpenAIServer(llama_cpp=True) as server:
        server.push(Reply(content='{"utterance": "In my chest.", "invented": []}'))
        value, _ = asyncio.run(_patient_reply(server))
    assert value.utterance == "In my chest." and server.formats() == ["json_schema", "json_object+schema"]
    assert not [r for r in caplog.records if "did not follow" in r.getMessage()]
