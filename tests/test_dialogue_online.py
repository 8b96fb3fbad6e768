"""The dialogue master online: every line an LLM agent is about to say is checked, through the real
test chat server (tests/openai_server.py).

For each defect class that applies to a role, the scripted model first says a defective line;
the line is re-asked once with the reason, and then either the answer is clean (repaired) or it is
defective again and its offending sentences are dropped (or, when nothing clean would be left,
it is said as written and counted unrepaired: never an empty line). ``usage.<role>`` counts it
and keeps the reasons; a clean line costs no extra call; the patient is checked only against what
it knows (never the acuity), and no dialogue check can fail an episode.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any

import pytest
from openai_server import FakeOpenAIServer, fake_backend, nurse_json, role_of

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents import NurseAgent, OpenAICompatibleLLM, PatientAgent
from triagesim.agents.offline import RuleBasedExtractor
from triagesim.cases import Case
from triagesim.core.observations import PatientBrief, Registration
from triagesim.dialogue import NURSE_KINDS, PATIENT_KINDS, EpisodeFacts, Line, LineContext, check_line
from triagesim.dialogue.online import without_offending_sentences
from triagesim.personas import NursePersona, PatientPersona

VITALS = {"temperature": 37.1, "heartrate": 88, "resprate": 16, "o2sat": 98, "sbp": 128}
#: A woman on warfarin with belly pain; a man with chest pain; a baby whose mother answers; a level-1 arrest.
WOMAN = Case(case_id="online-woman", age=30, sex="F", chief_complaint="abd pain", vitals=VITALS, acuity=3,
             history={"medications": ["warfarin"]})
MAN = Case(case_id="online-man", age=52, sex="M", chief_complaint="chest pain", vitals=VITALS, acuity=3)
BABY = Case(case_id="online-baby", age=0.5, sex="F", chief_complaint="fever and not feeding", vitals=VITALS,
            speaker="companion", companion="mother", acuity=3)
SICK = Case(case_id="online-sick", age=81, sex="M", chief_complaint="chest pain and short of breath", vitals=VITALS,
            acuity=1)
HAITIAN = PatientPersona(first_language="Haitian Creole", language_proficiency="intermediate")


def ask(question: str, triage: int = 3) -> str:
    return nurse_json("utterance", triage, utterance=question)


def end(closing: str, triage: int) -> str:
    return nurse_json("end", triage, utterance=closing)


@dataclass
class Episode:
    artifact: dict[str, Any]
    server: FakeOpenAIServer

    def said(self, speaker: str) -> list[str]:
        return [line["text"] for line in self.artifact["transcript"] if line["speaker"] == speaker]

    def usage(self, role: str) -> dict[str, Any]:
        return self.artifact["usage"][role]

    def reask_prompt(self, role: str, call: int) -> str:
        """The last message of the role's ``call``-th request (0-based): the re-ask's reason when re-asked."""
        return self.server.bodies(role)[call]["messages"][-1]["content"]


def play(case: Case, nurse: list[str], patient: list[str], *, persona: PatientPersona | None = None,
         max_turns: int = 4, **backend: Any) -> Episode:
    """An LLM nurse and an LLM patient, each answering from its own script in order."""
    scripts = {"nurse": list(nurse), "patient": [json.dumps({"utterance": text}) for text in patient]}

    def respond(body: dict[str, Any]) -> str:
        role = role_of(body)
        assert scripts[role], f"the {role} was asked once more than scripted"
        return scripts[role].pop(0)

    server = FakeOpenAIServer(respond).start()
    try:
        shared = fake_backend(server, **backend)
        nurse_agent = NurseAgent(OpenAICompatibleLLM("fake-nurse", backend=shared, role="nurse"), NursePersona())
        patient_agent = PatientAgent(OpenAICompatibleLLM("fake-patient", backend=shared, role="patient"),
                                     persona or PatientPersona())
        runner = TriageRunner(nurse_agent, patient_agent, RunnerConfig(max_turns=max_turns), extractor=RuleBasedExtractor())
        artifact = asyncio.run(runner.arun(case))
    finally:
        server.stop()
    assert artifact["status"] == "completed", artifact.get("error")
    assert all(not scripts[role] for role in scripts), f"unused script lines: {scripts}"
    return Episode(artifact, server)


# One scripted defective line per class: (case, persona, nurse script, patient lines before it, the
# defective line, a clean answer to the re-ask, a defective-again answer, what is left after the drop).
PATIENT_CLASSES: dict[str, tuple[Case, PatientPersona | None, list[str], list[str], str, str, str, str]] = {
    "chart_shorthand": (
        WOMAN, None, [end("Thank you, please take a seat, and tell us if it gets worse.", 3)], [],
        "My belly hurts. I've had N/V since this morning.",
        "My belly hurts and I've been sick since this morning.",
        "My belly hurts. I've had N/V since this morning.", "My belly hurts.",
    ),
    "patient_repeats": (
        WOMAN, None, [ask("When did it start?"), end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
        ["Like I said on the phone, my belly hurts."],
        "Like I said, it's my belly. It started this morning.",
        "It started this morning.",
        "Like I said, it's my belly. It started this morning.", "It started this morning.",
    ),
    "pain_contradiction": (
        WOMAN, None, [ask("How bad is the pain, from 0 to 10?"),
                      end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
        ["My belly hurts."],
        "It's really bad, about a 2 out of 10. It's low in my belly.",
        "It's really bad, about an 8 out of 10.",
        "It's really bad, about a 2 out of 10. It's low in my belly.", "It's low in my belly.",
    ),
    "case_contradiction": (
        WOMAN, None, [ask("Are you on any blood thinners?"),
                      end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
        ["My belly hurts."],
        "No, no blood thinners.",
        "Yes, I take warfarin.",
        "No, no blood thinners. I take warfarin for my heart.", "I take warfarin for my heart.",
    ),
    "off_topic": (
        WOMAN, None, [ask("How bad is the pain out of 10?"),
                      end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
        ["My belly hurts."],
        "No, no numbness or weakness.",
        "About a 6 out of 10.",
        "Sorry, give me a second. No, no numbness or weakness.", "Sorry, give me a second.",
    ),
    "broken_english": (
        WOMAN, None, [end("Thank you, please take a seat, and tell us if it gets worse.", 3)], [],
        "My belly hurts. it started this morning.",
        "My belly hurts. It started this morning.",
        "My belly hurts. it started this morning.", "My belly hurts.",
    ),
    "idiom_mismatch": (
        WOMAN, HAITIAN, [end("Thank you, please take a seat, and tell us if it gets worse.", 3)], [],
        "My belly hurts. It knocked me for six.",
        "My belly hurts a lot.",
        "My belly hurts. It knocked me for six.", "My belly hurts.",
    ),
}

# (case, patient lines, nurse script before it, the defective line's level, whether it is the closing, the
# defective line, a clean answer, a defective-again answer, what is left after the drop; None: nothing clean
# is left, so it is said as written).
NURSE_CLASSES: dict[str, tuple[Case, list[str], list[str], int, bool, str, str, str, str | None]] = {
    "reasked": (
        MAN, ["My chest hurts.", "No, no blood thinners.", "No allergies."], [ask("Are you on any blood thinners?")],
        3, False,
        "Are you on any blood thinners?", "Do you have any allergies?",
        "Thanks. Are you on any blood thinners?", "Thanks.",
    ),
    "unfit_question": (
        MAN, ["My chest hurts.", "No."], [], 3, False,
        "Could you be pregnant?", "Do you have any allergies?",
        "Thank you. Is there any chance you could be pregnant?", "Thank you.",
    ),
    "companion_age": (
        BABY, ["She's had a fever since last night and isn't feeding.", "She's six months old."], [], 3, False,
        "How old are you?", "How old is she?",
        "Okay. How old are you?", "Okay.",
    ),
    "waiting_room_high_acuity": (
        MAN, ["My chest hurts."], [], 2, True,
        "Thank you. Please take a seat in the waiting room.", "Thank you, we are taking you straight through now.",
        "We will look after you. Please take a seat in the waiting room.", "We will look after you.",
    ),
    "no_safety_net": (
        MAN, ["My chest hurts."], [], 3, True,
        "Thank you, please take a seat.", "Thank you, please take a seat, and tell us straight away if it gets worse.",
        "Thank you, please take a seat.", None,
    ),
}


def test_every_online_class_has_a_scripted_defective_line():
    assert set(PATIENT_CLASSES) == set(PATIENT_KINDS) and set(NURSE_CLASSES) == set(NURSE_KINDS)
    assert not set(PATIENT_KINDS) & {"small_talk_high_acuity", "waiting_room_high_acuity"}  # they read the acuity


def patient_episode(kind: str, answers: list[str]) -> tuple[Episode, int]:
    case, persona, nurse, before, *_ = PATIENT_CLASSES[kind]
    episode = play(case, nurse, [*before, *answers], persona=persona)
    return episode, len(before)


@pytest.mark.parametrize("kind", list(PATIENT_CLASSES))
def test_a_defective_patient_line_is_reasked_once_and_the_clean_answer_is_said(kind):
    *_, defective, clean, _again, _left = PATIENT_CLASSES[kind]
    episode, index = patient_episode(kind, [defective, clean])
    assert episode.said("patient")[index] == clean
    reason = episode.reask_prompt("patient", index + 1)
    assert "would flag this line" in reason
    usage = episode.usage("patient")
    assert usage["dialogue_reasks"] == 1 and usage["dialogue_repairs"] == 1 and usage["dialogue_unrepaired"] == 0
    assert usage["calls"] == len(episode.said("patient")) + 1 and usage["reasks"] == 1
    [defect] = [item for item in usage["dialogue_defects"] if item["kind"] == kind]
    assert defect["outcome"] == "repaired" and defect["reason"] in reason
    assert defect["turn"] == episode.artifact["transcript"][2 * index + 1]["turn"]


@pytest.mark.parametrize("kind", list(PATIENT_CLASSES))
def test_a_patient_line_defective_again_loses_its_offending_sentences(kind):
    *_, defective, _clean, again, left = PATIENT_CLASSES[kind]
    episode, index = patient_episode(kind, [defective, again])
    assert episode.said("patient")[index] == left
    usage = episode.usage("patient")
    assert usage["dialogue_reasks"] == 1 and usage["dialogue_repairs"] == 1 and usage["dialogue_unrepaired"] == 0
    dropped = [item for item in usage["dialogue_defects"] if item["outcome"] == "dropped"]
    assert [item["kind"] for item in dropped] == [kind] and dropped[0]["excerpt"]


def nurse_episode(kind: str, line: str, answer: str) -> Episode:
    case, patient, before, level, closing, *_ = NURSE_CLASSES[kind]
    if closing:
        nurse = [*before, end(line, level), end(answer, level)]
    else:
        nurse = [*before, ask(line, level), ask(answer, level),
                 end("Thank you, please take a seat, and tell us straight away if it gets worse.", 3)]
    return play(case, nurse, patient)


@pytest.mark.parametrize("kind", list(NURSE_CLASSES))
def test_a_defective_nurse_line_is_reasked_once_and_the_clean_answer_is_said(kind):
    _case, _patient, before, _level, _closing, defective, clean, _again, _left = NURSE_CLASSES[kind]
    episode = nurse_episode(kind, defective, clean)
    said = episode.said("nurse")
    assert said[len(before) + 1] == clean  # after the scripted opening and the lines before
    reason = episode.reask_prompt("nurse", len(before) + 1)
    assert "would flag this line" in reason
    usage = episode.usage("nurse")
    assert usage["dialogue_reasks"] == 1 and usage["dialogue_repairs"] == 1 and usage["dialogue_unrepaired"] == 0
    [defect] = usage["dialogue_defects"]
    assert defect["kind"] == kind and defect["outcome"] == "repaired" and defect["reason"] in reason


@pytest.mark.parametrize("kind", list(NURSE_CLASSES))
def test_a_nurse_line_defective_again_loses_its_offending_sentences_or_is_kept_whole(kind):
    _case, _patient, before, _level, _closing, defective, _clean, again, left = NURSE_CLASSES[kind]
    episode = nurse_episode(kind, defective, again)
    said = episode.said("nurse")[len(before) + 1]
    usage = episode.usage("nurse")
    assert usage["dialogue_reasks"] == 1
    outcomes = [(item["kind"], item["outcome"]) for item in usage["dialogue_defects"]]
    if left is None:  # nothing clean would be left: said as written, counted unrepaired, never empty
        assert said == again and usage["dialogue_repairs"] == 0 and usage["dialogue_unrepaired"] == 1
        assert outcomes == [(kind, "kept")]
    else:
        assert said == left and usage["dialogue_repairs"] == 1 and usage["dialogue_unrepaired"] == 0
        assert outcomes == [(kind, "dropped")]


def test_clean_lines_cost_no_extra_call():
    episode = play(MAN, [ask("When did it start?"), ask("Any allergies?"),
                         end("Thank you, please take a seat, and tell us straight away if it gets worse.", 3)],
                   ["My chest hurts.", "It started an hour ago.", "No allergies."])
    for role, calls in (("nurse", 3), ("patient", 3)):
        usage = episode.usage(role)
        assert usage["calls"] == calls and usage["reasks"] == 0
        assert (usage["dialogue_reasks"], usage["dialogue_repairs"], usage["dialogue_unrepaired"]) == (0, 0, 0)
        assert usage["dialogue_defects"] == []


def test_the_patient_is_not_checked_against_an_acuity_it_does_not_know():
    small_talk = "My chest hurts. I parked in the ambulance bay."
    facts = EpisodeFacts.from_brief(PatientBrief.from_case(SICK), PatientPersona())
    assert facts.acuity is None and "acuity" not in facts.ground_truth
    offline = EpisodeFacts.of(SICK.ground_truth(), {"patient": PatientPersona()})
    context = LineContext(offline, Line(0, "patient", small_talk))
    assert [defect.kind for defect in check_line(context)] == ["small_talk_high_acuity"]  # the linter's, not online
    episode = play(SICK, [end("Thank you, we are taking you straight through now.", 1)], [small_talk])
    assert episode.said("patient") == [small_talk] and episode.usage("patient")["dialogue_reasks"] == 0


def test_the_nurse_knows_the_desk_and_what_it_heard_never_the_chart():
    registration = Registration.from_case(BABY)
    facts = EpisodeFacts.from_registration(registration, ["She swallowed some of my pills."], level=2)
    assert facts.acuity is None and facts.level == 2 and facts.expected_speaker == "companion"
    assert "fever and not feeding" not in facts.complaint  # the chart complaint is not the nurse's to see
    drink = LineContext(facts, Line(1, "nurse", "Has she had any alcohol or drugs?"),
                        (Line(0, "companion", "She swallowed some of my pills."),))
    assert check_line(drink, NURSE_KINDS) == []  # an ingestion it heard about makes the question fit
    unheard = LineContext(EpisodeFacts.from_registration(registration), drink.line)
    assert [defect.kind for defect in check_line(unheard, NURSE_KINDS)] == ["unfit_question"]
    fitting = EpisodeFacts.from_registration(registration, ["He's still fitting."])
    assert fitting.cannot_self_report


def test_dropping_never_leaves_an_empty_or_still_defective_line():
    facts = EpisodeFacts.from_brief(PatientBrief.from_case(WOMAN), PatientPersona())
    question = Line(1, "nurse", "Are you on any blood thinners?")
    context = LineContext(facts, Line(1, "patient", "No, no blood thinners."), (question,))
    defects = check_line(context, PATIENT_KINDS)
    assert [defect.kind for defect in defects] == ["case_contradiction"]
    assert without_offending_sentences(context, defects, PATIENT_KINDS) is None
    both = LineContext(facts, Line(1, "patient", "No, no blood thinners. I take warfarin."), (question,))
    assert without_offending_sentences(both, check_line(both, PATIENT_KINDS), PATIENT_KINDS) == "I take warfarin."


@pytest.mark.parametrize("max_reasks", [0, 1])
def test_without_a_reask_to_spare_a_defective_line_is_dropped_at_once(max_reasks):
    # A style re-ask keeps one back for a reply that is not valid at all: with one or none, none is spent.
    episode = play(WOMAN, [end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
                   ["My belly hurts. I've had N/V since this morning."], max_reasks=max_reasks)
    assert episode.said("patient") == ["My belly hurts."]
    usage = episode.usage("patient")
    assert usage["calls"] == 1 and usage["dialogue_reasks"] == 0 and usage["dialogue_repairs"] == 1


def test_after_a_barrier_reask_the_dialogue_drops_instead_of_asking_again():
    # Two re-asks in all: the barrier spends one, the other is kept back, so the answer's defect is dropped.
    episode = play(WOMAN, [end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
                   ["My blood pressure is 80/40.", "My belly hurts. I've had N/V since this morning."])
    assert episode.said("patient") == ["My belly hurts."]
    usage = episode.usage("patient")
    assert usage["calls"] == 2 and usage["reasks"] == 1 and usage["dialogue_reasks"] == 0
    assert usage["dialogue_repairs"] == 1 and usage["dialogue_defects"][0]["outcome"] == "dropped"
    assert "a patient cannot know" in episode.reask_prompt("patient", 1)


def test_a_blank_reply_after_a_dialogue_reask_still_gets_its_retry():
    # The dialogue re-ask is the first of two; the blank answer to it is re-asked with the second.
    episode = play(WOMAN, [end("Thank you, please take a seat, and tell us if it gets worse.", 3)],
                   ["My belly hurts. I've had N/V since this morning.", " ", "My belly hurts and I feel sick."])
    assert episode.said("patient") == ["My belly hurts and I feel sick."]
    usage = episode.usage("patient")
    assert usage["calls"] == 3 and usage["reasks"] == 2 and usage["errors"] == 0
    assert usage["dialogue_reasks"] == 1 and usage["dialogue_repairs"] == 1
