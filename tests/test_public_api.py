"""The compatibility imports users' scripts rely on."""

from __future__ import annotations

import inspect


def test_runner_imports_from_the_package_root():
    from triagesim import RunnerConfig, TriageRunner

    assert inspect.isclass(TriageRunner) and callable(TriageRunner.run) and inspect.iscoroutinefunction(TriageRunner.arun)
    assert RunnerConfig().max_turns == 12


def test_outputs_import_from_core():
    from triagesim.core import NurseOutput, PatientOutput

    output = NurseOutput(explanation="stable", action="end", triage=4, confidence=0.7)
    assert output.to_action().triage == 4
    assert PatientOutput(utterance="hello").utterance == "hello"


def test_persona_functions_import_from_personas():
    from triagesim.personas import (
        load_nurse_personas,
        load_patient_personas,
        sample_nurse_personas,
        sample_patient_personas,
    )

    assert load_patient_personas() and load_nurse_personas()
    assert len(sample_patient_personas(2, seed=0)) == 2 and len(sample_nurse_personas(2, seed=0)) == 2


def test_metrics_import_from_utils():
    from triagesim.utils import compute_all_metrics

    parameters = inspect.signature(compute_all_metrics).parameters
    assert list(parameters) == ["trace", "belief", "ground_truth", "expert_red_flags"]
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in parameters.values())
    assert parameters["expert_red_flags"].default is None
