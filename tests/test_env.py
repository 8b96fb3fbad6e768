"""Episode rules (DESIGN.md "Episode rules" and "Artifact") through ``TriageEnv`` and ``TriageRunner``."""

from __future__ import annotations

import asyncio
import json
import os
import random

import pytest
from pydantic import ValidationError

from scripted import EchoPatient, KeywordExtractor, ScriptNurse, nurse_step
from triagesim import RunnerConfig, TriageEnv, TriageRunner
from triagesim.core import (
    VITALS,
    BeliefUpdate,
    EpisodeStateError,
    MemoryStore,
    NurseOutput,
    PatientOutput,
    SlotEvidence,
)
from triagesim.folders.artifacts import write_artifact

CASE = {
    "case_id": "env-case",
    "age": 58,
    "sex": "M",
    "chief_complaint": "crushing chest pain",
    "vitals": {"temperature": 98.9, "heartrate": 124, "resprate": 22, "o2sat": 91, "sbp": None, "dbp": 80},
    "pain": 7,
    "acuity": 2,
    "ats_category": 2,
    "expert_red_flags": ["tachycardia", "hypoxia"],
    "history": {"onset": "an hour ago while shovelling snow", "associated_symptoms": ["sweating"]},
    "sensitive": {"substance_use": "smokes a pack a day"},
}
SLOT_LISTS = ("chief_complaint", "pain_location", "pain_severity", "duration", "associated_symptoms", "red_flags")


def reply(text="It hurts in my chest."):
    return PatientOutput(utterance=text)


def ask(triage=3, text="Where does it hurt?"):
    return nurse_step("utterance", triage, utterance=text)


def check(name, triage=3):
    return nurse_step("check_vital", triage, vital=name)


def log(*flags, triage=3):
    return nurse_step("log_red_flag", triage, red_flags=list(flags))


def new_env(**options):
    env = TriageEnv(MemoryStore(), **options)
    return env, env.reset(CASE, run_id="env-run")


def runner(nurse, patient=None, **config):
    return TriageRunner(nurse, patient or EchoPatient(), RunnerConfig(**config), extractor=KeywordExtractor())


# ------------------------------------------------------------------ reset
def test_reset_starts_at_turn_zero_and_the_nurse_sees_no_ground_truth():
    env, obs = new_env()
    assert env.run_id == "env-run" and env.turn == 0 and env.next_actor == "nurse" and not env.done
    assert obs.turn == 0 and obs.step == 0 and obs.closing is False
    assert obs.vitals == {} and obs.new_events == [] and obs.new_beliefs == [] and obs.red_flags_logged == []
    assert obs.allowed_actions == ["utterance", "check_vital", "log_red_flag", "end"]
    assert obs.allowed_vitals == list(VITALS)
    dump = obs.model_dump_json()
    for secret in ("acuity", "ats", "124", "98.9", "91", "crushing", "tachycardia", "hypoxia", "shovelling", "smokes"):
        assert secret not in dump


def test_reset_requires_a_valid_case_and_max_turns():
    with pytest.raises(ValueError):
        TriageEnv(max_turns=0)
    env = TriageEnv()
    with pytest.raises(EpisodeStateError):
        env.observe()
    with pytest.raises(ValidationError):
        env.reset({"case_id": "x"})  # no chief complaint


# ------------------------------------------------------------------ check_vital
def test_check_vital_releases_the_ground_truth_value_and_only_that():
    env, _ = new_env()
    result = env.step(check("heartrate"))
    assert result.accepted and not result.done and result.next_actor == "nurse"
    assert result.info == {"value": 124.0, "available": True}
    obs = result.observation
    assert obs.vitals == {"heartrate": 124.0}
    assert obs.new_events == [{"turn": 0, "actor": "system", "event": "vital", "name": "heartrate", "value": 124.0}]
    dump = obs.model_dump_json()
    assert "98.9" not in dump and "91" not in dump and "acuity" not in dump


def test_a_vital_the_case_lacks_is_not_available_and_cannot_be_rechecked():
    env, _ = new_env()
    result = env.step(check("sbp"))
    assert result.accepted and result.info == {"value": None, "available": False}
    assert result.observation.vitals == {"sbp": None}
    env.step(ask())
    obs = env.step(reply()).observation
    assert "sbp" not in obs.allowed_vitals
    again = env.step(check("sbp"))
    assert not again.accepted
    assert "sbp is already known" in again.refusal and "not available" in again.refusal
    artifact = env.artifact()
    assert artifact["state"]["vitals"] == {"sbp": None}
    assert "sbp" not in artifact["belief"]["vitals_known"]  # nothing was released


def test_second_vital_in_one_phase_is_refused_until_the_patient_replies():
    env, _ = new_env()
    env.step(check("heartrate"))
    refused = env.step(check("o2sat"))
    assert not refused.accepted and not refused.done
    assert "one vital per phase" in refused.refusal
    assert "o2sat" not in refused.observation.vitals
    assert "check_vital" not in refused.observation.allowed_actions and refused.observation.allowed_vitals == []
    env.step(ask())
    env.step(reply())
    allowed = env.step(check("o2sat"))
    assert allowed.accepted and allowed.info["value"] == 91.0
    assert [entry["action"] for entry in env.artifact()["trace"] if entry["action"]["type"] == "check_vital"] == [
        {"type": "check_vital", "vital": "heartrate"},
        {"type": "check_vital", "vital": "o2sat"},
    ]


def test_an_already_known_vital_is_refused():
    env, _ = new_env()
    env.step(check("heartrate"))
    env.step(ask())
    env.step(reply())
    refused = env.step(check("heartrate"))
    assert not refused.accepted
    assert "heartrate is already known" in refused.refusal
    for name in ("temperature", "resprate", "o2sat", "sbp"):
        assert name in refused.refusal  # what it may choose instead


def test_an_unknown_vital_is_refused_with_the_allowed_list():
    env, _ = new_env()
    refused = env.step(check("blood sugar"))
    assert not refused.accepted
    assert "unknown vital" in refused.refusal and "blood sugar" in refused.refusal
    for name in VITALS:
        assert name in refused.refusal
    assert refused.observation.vitals == {}
    assert env.step(check("  HeartRate ")).info["value"] == 124.0  # names are case/space tolerant


# ------------------------------------------------------------------ log_red_flag
def test_red_flags_are_normalised_and_deduplicated_within_and_across_calls():
    env, _ = new_env()
    result = env.step(log("  Chest   PAIN ", "chest pain", "Hypoxia"))
    assert result.accepted
    assert result.info == {"accepted": ["chest pain", "hypoxia"], "duplicates": ["chest pain"], "dropped": []}
    assert result.observation.red_flags_logged == ["chest pain", "hypoxia"]
    env.step(ask())
    env.step(reply())
    second = env.step(log("HYPOXIA", "Syncope"))
    assert second.info == {"accepted": ["syncope"], "duplicates": ["hypoxia"], "dropped": []}
    artifact = env.artifact()
    assert artifact["belief"]["red_flags_logged"] == ["chest pain", "hypoxia", "syncope"]
    assert [item["flag"] for item in artifact["red_flags"]] == ["chest pain", "hypoxia", "syncope"]
    assert [item["turn"] for item in artifact["red_flags"]] == [0, 0, 1]


def test_at_most_five_flags_are_accepted_per_call():
    env, _ = new_env()
    flags = ["tachycardia", "hypoxia", "chest pain", "diaphoresis", "syncope", "hypotension"]
    result = env.step(log(*flags))
    assert result.info["accepted"] == flags[:5]
    assert result.info["dropped"] == ["hypotension"]
    assert env.artifact()["belief"]["red_flags_logged"] == sorted(flags[:5])


def test_red_flags_are_logged_at_most_once_per_phase():
    env, _ = new_env()
    env.step(log("tachycardia"))
    refused = env.step(log("hypoxia"))
    assert not refused.accepted and "already logged in this phase" in refused.refusal
    assert "log_red_flag" not in refused.observation.allowed_actions
    assert refused.observation.red_flags_logged == ["tachycardia"]
    env.step(ask())
    env.step(reply())
    assert env.step(log("hypoxia")).accepted


def test_an_empty_red_flag_call_is_refused():
    env, _ = new_env()
    refused = env.step(log("  ", ""))
    assert not refused.accepted and "non-empty flag" in refused.refusal


# ------------------------------------------------------------------ utterances and turns
@pytest.mark.parametrize("text", ["", "   \n", None])
def test_an_empty_utterance_is_refused(text):
    env, _ = new_env()
    refused = env.step(nurse_step("utterance", 3, utterance=text))
    assert not refused.accepted and "utterance" in refused.refusal
    assert env.next_actor == "nurse" and env.turn == 0
    assert env.artifact()["trace"] == []


def test_only_the_patient_reply_advances_the_turn():
    env, _ = new_env()
    for output in (check("heartrate"), log("tachycardia"), ask()):
        env.step(output)
        assert env.turn == 0
    assert env.next_actor == "patient"
    with pytest.raises(EpisodeStateError):
        env.step(ask())  # not the nurse's turn
    result = env.step(reply())
    assert env.turn == 1 and result.next_actor == "nurse" and result.observation.turn == 1
    assert [entry["turn"] for entry in env.artifact()["trace"]] == [0, 0, 0]


def test_closing_phase_at_max_turns_allows_vitals_flags_and_end_but_no_utterance():
    env, _ = new_env(max_turns=1)
    env.step(ask())
    obs = env.step(reply()).observation
    assert obs.closing is True and obs.questions_left == 0 and obs.turn == 1
    assert obs.allowed_actions == ["check_vital", "log_red_flag", "end"]
    refused = env.step(ask())
    assert not refused.accepted and "interview is over" in refused.refusal
    assert env.step(check("o2sat")).accepted
    assert env.step(log("hypoxia")).accepted
    done = env.step(nurse_step("end", 2))
    assert done.done and done.next_actor is None and done.observation is None
    artifact = env.artifact()
    assert artifact["status"] == "completed" and artifact["end_reason"] == "max_turns"
    assert artifact["state"]["final_triage"] == 2
    assert artifact["history"][-1] == {"turn": 1, "actor": "system", "event": "triage_end", "triage": 2}
    with pytest.raises(EpisodeStateError):
        env.step(nurse_step("end", 2))


def test_ending_before_max_turns_is_nurse_end():
    env, _ = new_env(max_turns=5)
    done = env.step(nurse_step("end", 2, utterance="Please take a seat, we will see you soon."))
    assert done.done
    artifact = env.artifact()
    assert artifact["end_reason"] == "nurse_end" and artifact["status"] == "completed"
    assert artifact["trace"][-1]["action"] == {
        "type": "end",
        "triage": 2,
        "utterance": "Please take a seat, we will see you soon.",
    }
    assert artifact["transcript"] == [
        {"turn": 0, "speaker": "nurse", "text": "Please take a seat, we will see you soon."}
    ]


def test_runner_ends_with_max_turns_after_exactly_max_turns_replies():
    patient = EchoPatient()
    artifact = runner(ScriptNurse(final=2), patient, max_turns=4).run(CASE)
    assert artifact["status"] == "completed" and artifact["end_reason"] == "max_turns"
    assert len(patient.observations) == 4
    assert artifact["state"]["turn"] == 4
    assert sum(1 for item in artifact["history"] if item["actor"] == "patient") == 4


# ------------------------------------------------------------------ refusals and failures
def test_max_refusals_in_a_row_end_the_episode_as_error_keeping_everything():
    env, _ = new_env(max_refusals=3)
    env.step(check("heartrate"))
    env.step(ask())
    env.step(reply())
    env.step(log("tachycardia"))
    first = env.step(ask(text=" "))
    second = env.step(check("bp"))
    assert not first.done and not second.done and second.info["refusals_in_row"] == 2
    third = env.step(ask(text=""))
    assert third.done and not third.accepted and third.observation is None
    artifact = env.artifact()
    assert artifact["status"] == "error" and artifact["end_reason"] == "refusals"
    assert "3 refused nurse outputs in a row" in artifact["error"]
    assert artifact["state"]["refusals"] == 3
    assert [entry["action"]["type"] for entry in artifact["trace"]] == ["check_vital", "utterance", "log_red_flag"]
    assert artifact["belief"]["vitals_known"] == ["heartrate"]
    assert artifact["belief"]["red_flags_logged"] == ["tachycardia"]
    kinds = [item.get("event", item["actor"]) for item in artifact["history"]]
    assert kinds == ["vital", "nurse", "patient", "red_flag", "refusal", "refusal", "refusal"]


def test_an_accepted_step_resets_the_refusal_count():
    env, _ = new_env(max_refusals=2)
    env.step(ask(text=""))
    env.step(check("heartrate"))
    assert not env.step(ask(text="")).done
    assert not env.done


def test_refusals_through_the_runner_write_an_error_artifact(tmp_path):
    nurse = ScriptNurse([check("heartrate"), check("o2sat"), ask(text=""), check("temperature")])
    artifact = runner(nurse, max_refusals=3, output_dir=tmp_path).run(CASE)
    assert artifact["status"] == "error" and artifact["end_reason"] == "refusals"
    assert nurse.observations[1].last_refusal is None
    assert "one vital per phase" in nurse.observations[2].last_refusal
    on_disk = json.loads((tmp_path / f"{artifact['run_id']}.json").read_text(encoding="utf-8"))
    assert on_disk["end_reason"] == "refusals"
    assert on_disk["belief"]["vitals_known"] == ["heartrate"]


class ExplodingNurse(ScriptNurse):
    def __init__(self, outputs, explode_at):
        super().__init__(outputs)
        self.explode_at = explode_at

    async def act(self, observation):
        if len(self.observations) == self.explode_at:
            raise RuntimeError("model server exploded")
        return await super().act(observation)


def test_an_agent_that_raises_gives_an_error_artifact_that_is_written(tmp_path):
    nurse = ExplodingNurse([check("heartrate"), ask()], explode_at=2)
    artifact = runner(nurse, output_dir=tmp_path).run(CASE)
    assert artifact["status"] == "error" and artifact["end_reason"] == "error"
    assert artifact["error"] == "RuntimeError: model server exploded"
    assert [item.get("event", item["actor"]) for item in artifact["history"]] == ["vital", "nurse", "patient"]
    assert len(artifact["trace"]) == 2
    assert json.loads((tmp_path / f"{artifact['run_id']}.json").read_text(encoding="utf-8"))["status"] == "error"


def test_a_patient_returning_the_wrong_type_is_an_error_not_a_crash(tmp_path):
    class BadPatient:
        async def act(self, observation):
            return "just a string"

    artifact = runner(ScriptNurse(), BadPatient(), output_dir=tmp_path).run(CASE)
    assert artifact["status"] == "error" and "TypeError" in artifact["error"]
    assert (tmp_path / f"{artifact['run_id']}.json").exists()


# ------------------------------------------------------------------ artifact shape
def test_trace_history_and_belief_have_the_documented_shape():
    nurse = ScriptNurse(
        [check("heartrate", 3), log("Tachycardia", triage=2), ask(2, "Any chest pain?"), check("sbp", 2)], final=2
    )
    artifact = runner(nurse, max_turns=2).run(CASE)
    for key in ("run_id", "ground_truth", "state", "history", "trace", "belief", "red_flags"):
        assert key in artifact
    assert artifact["ground_truth"]["acuity"] == 2

    for entry in artifact["trace"]:
        assert {"turn", "actor", "action", "triage", "confidence", "explanation", "red_flags_proposed"} <= set(entry)
        assert entry["actor"] == "nurse" and isinstance(entry["turn"], int)
        assert entry["triage"] in range(1, 6) and 0.0 <= entry["confidence"] <= 1.0
        assert isinstance(entry["explanation"], str) and entry["explanation"]
        kind = entry["action"]["type"]
        assert ("triage" in entry["action"]) == (kind in ("utterance", "end"))
    kinds = [entry["action"]["type"] for entry in artifact["trace"]]
    assert kinds == ["check_vital", "log_red_flag", "utterance", "check_vital", "utterance", "end"]
    assert artifact["trace"][1]["red_flags_proposed"] == ["tachycardia"]
    assert artifact["trace"][2]["action"] == {"type": "utterance", "utterance": "Any chest pain?", "triage": 2}
    assert artifact["trace"][-1]["action"] == {"type": "end", "triage": 2}

    history = artifact["history"]
    assert {"turn": 0, "actor": "system", "event": "vital", "name": "heartrate", "value": 124.0} in history
    assert {"turn": 1, "actor": "system", "event": "vital", "name": "sbp", "value": None} in history
    assert {"turn": 0, "actor": "nurse", "utterance": "Any chest pain?", "triage": 2} in history
    assert history[-1] == {"turn": 2, "actor": "system", "event": "triage_end", "triage": 2}
    for item in history:
        if item["actor"] == "patient":
            assert set(item) == {"turn", "actor", "utterance"}

    belief = artifact["belief"]
    for slot in SLOT_LISTS:
        assert isinstance(belief[slot], list)
        for item in belief[slot]:
            assert {"value", "source", "turn", "certainty"} <= set(item)
    assert belief["chief_complaint"][0]["value"] == "chest pain"
    assert belief["chief_complaint"][0]["source"] == "patient" and belief["chief_complaint"][0]["turn"] == 0
    assert belief["pain_severity"][0]["value"] == 7 and belief["pain_severity"][0]["certainty"] == 0.9
    assert len(belief["chief_complaint"]) == 1  # the same value repeated later keeps its first provenance
    assert belief["vitals_known"] == ["heartrate"]  # sbp was checked but is not available
    assert belief["red_flags_logged"] == ["tachycardia"]
    assert artifact["red_flags"] == [{"turn": 0, "step": 1, "flag": "tachycardia"}]


def test_belief_lists_are_sorted():
    nurse = ScriptNurse([check("o2sat"), log("syncope", "Hypoxia", "chest pain"), ask(), check("heartrate"), ask()])
    belief = runner(nurse, max_turns=3).run(CASE)["belief"]
    assert belief["vitals_known"] == ["heartrate", "o2sat"]
    assert belief["red_flags_logged"] == ["chest pain", "hypoxia", "syncope"]


# ------------------------------------------------------------------ observations
def test_nurse_observations_carry_only_what_is_new():
    env, _ = new_env()
    obs = env.step(check("heartrate")).observation
    assert [event["event"] for event in obs.new_events] == ["vital"]
    assert [record["id"] for record in obs.new_beliefs] == ["v-heartrate"]
    obs = env.step(log("tachycardia")).observation
    assert obs.new_events == [{"turn": 0, "actor": "system", "event": "red_flag", "flags": ["tachycardia"]}]
    assert obs.new_beliefs == []
    env.step(ask(text="Does it spread anywhere?"))
    update = BeliefUpdate(items=[SlotEvidence(slot="pain_location", value="left arm", evidence="down my left arm")])
    obs = env.step(reply("It goes down my left arm."), belief=update).observation
    assert obs.new_events == [
        {"turn": 0, "actor": "nurse", "utterance": "Does it spread anywhere?", "triage": 3},
        {"turn": 0, "actor": "patient", "utterance": "It goes down my left arm."},
    ]
    assert [record.get("slot") for record in obs.new_beliefs] == [None, "pain_location"]
    assert obs.new_beliefs[1]["value"] == "left arm" and obs.new_beliefs[1]["turn"] == 0
    assert env.observe() == obs and env.observe() == obs  # looking again changes nothing and loses nothing
    with pytest.raises(EpisodeStateError, match="NurseOutput or a PatientOutput"):
        env.step({"type": "utterance", "utterance": "hi", "triage": 3})


def test_across_an_episode_the_nurse_sees_each_event_exactly_once():
    nurse = ScriptNurse([check("heartrate"), log("tachycardia"), ask(), check("o2sat"), ask(text=""), ask()])
    artifact = runner(nurse, max_turns=3).run(CASE)
    seen = [event for obs in nurse.observations for event in obs.new_events]
    # Everything up to the nurse's last look, in order, no repeats.
    assert seen == artifact["history"][: len(seen)]
    assert len(seen) == len(artifact["history"]) - 1  # all but triage_end, written by the final step


def test_the_patient_sees_its_brief_and_the_nurses_words_but_no_acuity_or_vitals():
    patient = EchoPatient("It is in the middle of my chest.")
    nurse = ScriptNurse([check("heartrate"), log("tachycardia"), ask(text="When did it start?"), check("heartrate"), check("o2sat"), ask(text="Any sweating?")])
    runner(nurse, patient, max_turns=2).run(CASE)
    first = patient.observations[0]
    assert first.brief.chief_complaint == "crushing chest pain"
    assert first.brief.pain == 7 and first.brief.age == 58
    assert first.brief.history.onset == "an hour ago while shovelling snow"
    assert first.nurse_utterance == "When did it start?"
    # The nurse's words, never its working level.
    assert first.new_events == [{"turn": 0, "actor": "nurse", "utterance": "When did it start?"}]
    second = patient.observations[1]
    # The nurse's re-check of heartrate was refused with the value quoted: the patient must not see it.
    assert [event["actor"] for event in second.new_events] == ["patient", "nurse"]
    for obs in patient.observations:
        dump = obs.model_dump()
        assert "acuity" not in json.dumps(dump) and "ats_category" not in json.dumps(dump)
        assert "vitals" not in dump["brief"]
        for value in ("124", "98.9", "91"):
            assert value not in obs.model_dump_json()
        assert all(event.get("event") not in ("vital", "red_flag") for event in obs.new_events)


# ------------------------------------------------------------------ artifact files
def test_the_artifact_is_written_as_run_id_json_and_nothing_else(tmp_path):
    folder = tmp_path / "runs"
    artifacts = [runner(ScriptNurse(final=level), output_dir=folder, max_turns=2).run(CASE, episode=level) for level in (1, 2, 3)]
    names = sorted(os.listdir(folder))
    assert names == sorted(f"{artifact['run_id']}.json" for artifact in artifacts)
    for artifact in artifacts:
        assert json.loads((folder / f"{artifact['run_id']}.json").read_text(encoding="utf-8")) == json.loads(
            json.dumps(artifact)
        )


def test_a_failed_write_keeps_the_old_artifact_and_leaves_no_temp_file(tmp_path):
    path = write_artifact({"run_id": "r-1", "trace": [1]}, tmp_path)
    with pytest.raises(TypeError):
        write_artifact({"run_id": "r-1", "trace": [object()]}, tmp_path)
    assert os.listdir(tmp_path) == ["r-1.json"]
    assert json.loads(path.read_text(encoding="utf-8")) == {"run_id": "r-1", "trace": [1]}
    with pytest.raises(ValueError):
        write_artifact({"run_id": "../escape"}, tmp_path)


def test_state_is_dropped_from_the_store_unless_keep_state():
    store = MemoryStore()
    TriageRunner(ScriptNurse(), EchoPatient(), RunnerConfig(max_turns=1), extractor=KeywordExtractor(), store=store).run(CASE)
    assert len(store) == 0
    kept = TriageRunner(
        ScriptNurse(), EchoPatient(), RunnerConfig(max_turns=1, keep_state=True), extractor=KeywordExtractor(), store=store
    ).run(CASE)
    assert len(store) == 1 and store.meta(kept["run_id"])["status"] == "completed"


# ------------------------------------------------------------------ runner config and determinism
def test_runner_config_validation():
    with pytest.raises(ValidationError, match="redis_url"):
        RunnerConfig(store_backend="redis")
    with pytest.raises(ValidationError):
        RunnerConfig(max_turns=0)
    with pytest.raises(ValidationError):
        RunnerConfig(max_turnz=3)  # a typo must not be silently ignored
    with pytest.raises(ValidationError):
        RunnerConfig(store_backend="sqlite")


def test_run_inside_a_running_loop_gives_a_clear_error():
    r = runner(ScriptNurse())

    async def inside():
        with pytest.raises(RuntimeError, match="arun"):
            r.run(CASE)
        return await r.arun(CASE)  # the async path works in the same loop

    assert asyncio.run(inside())["status"] == "completed"


class SeededNurse:
    """Picks questions and levels from an RNG seeded through the runner's ``reset`` hook."""

    def __init__(self):
        self.rng = None

    def reset(self, *, run_id, seed):
        self.rng = random.Random(seed)

    async def act(self, observation):
        level = self.rng.randint(1, 5)
        if observation.closing:
            return nurse_step("end", level)
        if observation.allowed_vitals and self.rng.random() < 0.5:
            return check(self.rng.choice(observation.allowed_vitals), level)
        return ask(level, f"Question {self.rng.randint(0, 10**6)}?")


def test_same_seed_gives_identical_trace_history_and_belief():
    def play(seed):
        return runner(SeededNurse(), max_turns=6).run(CASE, seed=seed)

    a, b, c = play(7), play(7), play(8)
    assert a["run_id"] == b["run_id"] != c["run_id"]
    for key in ("trace", "history", "belief", "red_flags", "state"):
        assert a[key] == b[key]
    assert a["seed"] == 7 and c["seed"] == 8
    assert a["trace"] != c["trace"]


def test_ats_runs_are_scored_on_the_ats_label():
    case = {**CASE, "acuity": 3, "ats_category": 2}
    artifact = runner(ScriptNurse(final=2), max_turns=1).run(case, algorithm="ats")
    assert artifact["algorithm"] == "ats"
    assert artifact["ground_truth"]["acuity"] == 2 and artifact["ground_truth"]["esi_acuity"] == 3


def test_nurse_output_validation_rejects_out_of_range_levels():
    with pytest.raises(ValidationError):
        NurseOutput(explanation="x", action="end", triage=6, confidence=0.5)
    with pytest.raises(ValidationError):
        NurseOutput(explanation="x", action="end", triage=2, confidence=1.5)
