"""The schemas we send are the contract: any instance of them is a legal move.

Constrained decoders (vLLM guided JSON, llama.cpp grammars, OpenAI strict mode) can write any
instance of the schema they are given. Two players prove the contract end to end through the
real HTTP path (tests/openai_server.py) and the CLI: one answering random instances of every
schema it receives, one always taking the first option. A hypothesis property test then draws
thousands of instances of every schema in every observation state reached (any text,
including blank-looking unicode) and checks that the environment accepts each resulting step.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openai_server import FakeOpenAIServer
from schema_instances import schema_player, sent_schema, strategy

from triagesim.agents.llm.factory import EXTRACTION_SCHEMA, LLMBeliefExtractor, NurseAgent, PatientAgent
from triagesim.cases import load_bundled_cases
from triagesim.cli import main
from triagesim.llm.structured import bounded_schema, portable_problems, strict_schema, validate_reply
from triagesim.core import PatientOutput
from triagesim.personas import NursePersona, PatientPersona
from triagesim.runner import RunnerConfig, TriageRunner

CASES = load_bundled_cases()


def _artifacts(folder: Path) -> list[dict[str, Any]]:
    return [json.loads(path.read_text()) for path in sorted(folder.glob("*.json"))]


def _calls(artifact: dict[str, Any], role: str) -> int:
    return artifact["usage"].get(role, {}).get("calls", 0)


@pytest.mark.parametrize("player", ["random", "first-option"])
def test_a_model_writing_any_instance_of_the_sent_schemas_completes_every_episode(tmp_path, monkeypatch, player):
    monkeypatch.setenv("TRIAGESIM_TEST_KEY", "sk-contract-test")
    out = tmp_path / "runs"
    with FakeOpenAIServer(schema_player(11 if player == "random" else None)) as server:
        code = main([
            "run", "--quiet", "--limit", "40", "--max-turns", "5", "--model", "schema-player",
            "--base-url", server.base_url, "--api-key-env", "TRIAGESIM_TEST_KEY", "--out", str(out),
        ])
        assert server.formats() and set(server.formats()) == {"json_schema"}
    runs = _artifacts(out)
    assert code == 0 and len(runs) == 40
    assert [a["run_id"] for a in runs if a["status"] != "completed"] == []
    for artifact in runs:
        turns = artifact["state"]["turn"]
        assert artifact["state"]["refusals"] == 0, artifact["run_id"]
        # Random text may be re-asked once per line by the dialogue master, and a patient line once more when it
        # happens to spell a sign word or a measurement ("GCs", "Hr 0": the barrier), a nurse line when it names a level;
        # nothing else is re-asked.
        usage = artifact["usage"]
        dialogue = {role: usage[role]["dialogue_reasks"] for role in ("nurse", "patient")}
        barrier = usage["patient"]["barrier_reasks"]
        nurse = _calls(artifact, "nurse") - dialogue["nurse"] - usage["nurse"]["level_reasks"]
        # The opening is scripted; then one call per phase, plus at most one to decide after
        # a vital measured with a planned end.
        assert nurse <= turns + 1, (artifact["run_id"], nurse, turns)
        assert _calls(artifact, "patient") - dialogue["patient"] - barrier == turns == _calls(artifact, "extractor")
        assert barrier <= turns
        assert nurse + 2 * turns <= 3 * turns + 1
        assert usage["nurse"].get("reasks", 0) == dialogue["nurse"] + usage["nurse"]["level_reasks"], artifact["run_id"]
        assert usage["patient"].get("reasks", 0) == dialogue["patient"] + barrier, artifact["run_id"]


class _SchemaDrawingLLM:
    """Stands in for ``OpenAICompatibleLLM``: each reply is drawn by hypothesis from the sent schema.

    The reply still goes through the backend's own ``validate_reply`` and the agent's check,
    so only the network is left out (the two tests above cover it).
    """

    model = "drawn"

    def __init__(self, draw: Any, max_tokens: int | None = None) -> None:
        self.draw = draw
        self.max_tokens = max_tokens
        self.settings = type("Settings", (), {"max_reasks": 2})()
        self.reasks: list[str] = []

    def describe(self) -> dict[str, Any]:
        return {"kind": "llm", "model": self.model}

    async def complete(self, messages, output_type, *, schema=None, check=None, usage=None, **_: Any):
        sent = bounded_schema(strict_schema(schema if schema is not None else output_type), self.max_tokens)
        assert portable_problems(sent) == []
        for _attempt in range(3):
            text = json.dumps(self.draw(strategy(sent)))
            try:
                output = validate_reply(text, output_type)
                if check is not None:
                    check(output)
            except ValueError as problem:  # content rules (a level named aloud) and all-blank text re-ask
                self.reasks.append(str(problem))
                if usage is not None:
                    usage.reasks += 1  # as the backend counts it: agents read what is left from it
                continue
            return output
        raise AssertionError(f"three drawn instances re-asked: {self.reasks}")


@pytest.mark.slow  # a thousand drawn replies, each through a whole episode
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data(), case_index=st.integers(0, len(CASES) - 1), max_turns=st.integers(1, 6),
       algorithm=st.sampled_from(["esi", "ats"]), max_tokens=st.sampled_from([None, 160, 256, 900]))
def test_every_drawn_instance_in_every_state_is_accepted(data, case_index, max_turns, algorithm, max_tokens):
    llm = _SchemaDrawingLLM(data.draw, max_tokens)
    nurse = NurseAgent(llm, NursePersona(), algorithm, opening="llm")
    patient, extractor = PatientAgent(llm, PatientPersona()), LLMBeliefExtractor(llm)
    runner = TriageRunner(nurse, patient, RunnerConfig(max_turns=max_turns), extractor=extractor)
    artifact = asyncio.run(runner.arun(CASES[case_index], algorithm=algorithm))
    assert artifact["status"] == "completed", artifact["error"]
    assert artifact["state"]["refusals"] == 0
    # Re-asks on what is said, and on all-blank text (the one instance the portable subset allows).
    content_rules = ("triage scale or level", "introduce you", "a patient cannot know", "empty", "needs words",
                     "would flag this line")
    assert not [r for r in llm.reasks if not any(rule in r for rule in content_rules)]
    turns = artifact["state"]["turn"]
    assert _calls(artifact, "nurse") <= turns + 2  # the LLM opening is one more call


def test_the_patient_and_extractor_schemas_hold_only_legal_values():
    patient = strict_schema(PatientOutput)
    assert patient["properties"]["utterance"]["minLength"] == 1
    assert EXTRACTION_SCHEMA["properties"]["items"]["items"]["properties"]["slot"]["enum"]
    assert sent_schema({"response_format": {"type": "json_object", "schema": patient}}) is patient
