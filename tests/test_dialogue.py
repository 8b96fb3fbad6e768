"""The dialogue master (``triagesim.dialogue``) and ``triagesim check``.

Each check is tested on lines it must flag and on near misses it must pass: real lines of the
offline engine and of a careful speaker that share the flagged words but not the defect.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from triagesim.cli import main
from triagesim.dialogue import (
    CHECKS,
    DEFECT_KINDS,
    EpisodeFacts,
    Line,
    LineContext,
    check_artifact,
    check_line,
    summarise,
)
from triagesim.dialogue.vocabulary import SMALL_TALK

ADULT_MAN = {"chief_complaint": "chest pain", "age": 52, "sex": "M", "acuity": 3}
ADULT_WOMAN = {"chief_complaint": "abd pain", "age": 30, "sex": "F", "acuity": 3}
NATIVE = {"language_proficiency": "native"}
LIMITED_ARABIC = {"language_proficiency": "limited", "first_language": "Arabic"}


def episode(case: dict[str, Any] | None = None, patient: dict[str, Any] | None = None, level: int | None = None) -> EpisodeFacts:
    return EpisodeFacts.of(case or ADULT_WOMAN, {"patient": patient or NATIVE}, level)


def kinds(text: str, speaker: str = "patient", *, before: list[tuple[str, str]] = (), case: dict[str, Any] | None = None,
          patient: dict[str, Any] | None = None, level: int | None = None, closing: bool = False) -> dict[str, list[str]]:
    """The defects of one line as {kind: [excerpt, ...]}; ``before`` is (speaker, text) in order."""
    lines = tuple(Line(index // 2, who, said) for index, (who, said) in enumerate(before))
    turn = len(before) // 2
    context = LineContext(episode(case, patient, level), Line(turn, speaker, text), lines, closing)
    found: dict[str, list[str]] = {}
    for defect in check_line(context):
        assert len(defect.reason.split()) >= 5 and defect.excerpt  # a reason an agent can act on
        found.setdefault(defect.kind, []).append(defect.excerpt)
    return found


def test_one_check_per_closed_kind():
    assert tuple(CHECKS) == DEFECT_KINDS and len(set(DEFECT_KINDS)) == 13


# ------------------------------------------------------------------ chart_shorthand
@pytest.mark.parametrize("line, word", [
    ("I've got DENIES thoughts of hurting myself.", "DENIES"),
    ("I, uh, have ODx TYLENOL.", "TYLENOL"),
    ("I have belly pain and eight weeks preg.", "preg"),
    ("I'm here s/p fall.", "s/p"),
    ("I've had N/V since this morning.", "N/V"),
    ("I'm 8wks pregnant.", "8wks"),
    ("I cut my R hand on a knife.", "R (for left/right)"),
    ("I've been SOB all day.", "SOB"),
])
def test_chart_shorthand_flags_chart_words(line, word):
    assert word in kinds(line)["chart_shorthand"][0]


@pytest.mark.parametrize("line", [
    "My COPD is playing up.",
    "I saw my GP and had an ECG, then a CT scan at A&E.",
    "I was in the ICU last year; my HIV is well controlled.",
    "I'm on my meds and I had chemo last year.",
    "I vomited twice and I feel faint.",
    "I had a fall. My left hand hurts.",
    "I'm pregnant, about eight weeks.",
    "It's been 24/7 since Monday; I take it at 8 a.m. and 8 p.m.",
    "OK, I think I'm okay.",
    "He's had a cold for three days and he's very drowsy.",
])
def test_chart_shorthand_passes_everyday_words(line):
    assert "chart_shorthand" not in kinds(line)


def test_jargon_is_judged_against_the_patients_english_and_the_chart():
    assert kinds("I have hematemesis.", patient=LIMITED_ARABIC)["chart_shorthand"]
    assert "chart_shorthand" not in kinds("I have hematemesis.", patient=NATIVE)
    fall = {"chief_complaint": "Fall, R wrist deformity", "acuity": 3}
    assert kinds("I had a fall and I've got right wrist deformity.", case=fall)["chart_shorthand"] == ["deformity"]
    assert "chart_shorthand" not in kinds("I had a fall and my wrist looks bent.", case=fall)
    assert "chart_shorthand" not in kinds("I feel nostalgic, and SOB is what you wrote.", speaker="nurse")


# ------------------------------------------------------------------ reasked
THINNERS = "Do you take any blood thinners, like warfarin or apixaban?"
ONSET = "When did it start? Constant or on and off?"


def test_reasked_flags_a_question_answered_before():
    found = kinds(f"I want to make sure I have this right. {THINNERS}", "nurse",
                  before=[("nurse", THINNERS), ("patient", "No, no blood thinners.")])
    assert "reasked" in found
    found = kinds("Roughly how long ago did it start: minutes, hours or days?", "nurse",
                  before=[("nurse", ONSET), ("patient", "It started about an hour ago. It hasn't let up.")])
    assert "reasked" in found


def test_reasked_flags_a_time_or_mechanism_told_unasked():
    """The reader's most common re-ask: the opening reply told when it started, and the nurse asks."""
    opening = "What brings you in today?"
    found = kinds("When did this start, and has it been constant or coming and going?", "nurse",
                  before=[("nurse", opening), ("patient", "I've got a headache. It started about three days ago.")])
    assert "reasked" in found
    found = kinds("How did the injury happen?", "nurse",
                  before=[("nurse", opening), ("patient", "I fell off a ladder and hurt my wrist.")])
    assert "reasked" in found


def test_a_nurse_statement_asks_nothing():
    """"The interpreter is on the phone now" after the offer was accepted is not the offer again."""
    offer = "Would you like an interpreter? I can get one on the phone."
    line = "Thank you. The interpreter is on the phone now, so I'll ask through them. Where is the pain?"
    assert "reasked" not in kinds(line, "nurse", before=[("nurse", offer), ("patient", "Yes, please, an interpreter would help me.")])


@pytest.mark.parametrize("question, reply, again", [
    ("Is there any chance you could be pregnant?", "I'd rather not say.", "Is there any chance you could be pregnant?"),
    (ONSET, "Sorry, what did you ask?", ONSET),
    (ONSET, "I'm not sure when it started.", "Roughly how long ago did it start?"),
    ("Where is the pain, and how bad, 0 to 10?", "It doesn't really hurt.", "If you had to put a number on the pain, 0 to 10?"),
    (ONSET, "It started about an hour ago.",
     "Have you noticed any weakness on one side, trouble getting your words out, or a sudden very severe headache?"),
    ("What brings you in today?", "I've got chest pain.", "How are you feeling now, compared with when you came in?"),
])
def test_reasked_passes_a_question_evaded_or_new(question, reply, again):
    assert "reasked" not in kinds(again, "nurse", before=[("nurse", question), ("patient", reply)])


# ------------------------------------------------------------------ patient_repeats
def test_patient_repeats_flags_the_third_saying_and_a_second_like_i_said():
    said = "The traffic on the way here was awful, honestly."
    before = [("nurse", "What brings you in?"), ("patient", f"I've got a headache. {said}"),
              ("nurse", "Any other symptoms?"), ("patient", f"No fever. Um, {said.lower()}"),
              ("nurse", "Any allergies?")]
    assert kinds(f"No allergies. {said}", before=before)["patient_repeats"] == [said]
    before = [("nurse", "Where is the pain?"), ("patient", "Like I said, it's my chest."), ("nurse", "Any allergies?")]
    assert kinds("No allergies. Like, um, I said, it's my chest.", before=before)["patient_repeats"][-1] == "Like, um, I said"


def test_patient_repeats_passes_twice_and_answers_to_a_reasked_question():
    said = "The traffic on the way here was awful."
    before = [("nurse", "What brings you in?"), ("patient", f"I've got a headache. {said}"), ("nurse", "Any allergies?")]
    assert "patient_repeats" not in kinds(f"No allergies. {said}", before=before)
    before = [("nurse", THINNERS), ("patient", "No, no blood thinners."), ("nurse", THINNERS), ("patient", "No, no blood thinners."),
              ("nurse", THINNERS)]
    assert "patient_repeats" not in kinds("No, no blood thinners.", before=before)
    before = [("nurse", "Any fever?"), ("patient", "No."), ("nurse", "Any rash?"), ("patient", "No."), ("nurse", "Any cough?")]
    assert "patient_repeats" not in kinds("No.", before=before)
    assert "patient_repeats" not in kinds("Like I said, it's my chest.", before=[("nurse", "Where is it?"), ("patient", "My chest.")])


# ------------------------------------------------------------------ pain_contradiction
@pytest.mark.parametrize("line", [
    "Really bad, it's a 2 out of 10.",
    "It's terrible, a 3 out of 10, easily.",
    "Honestly it's fine, an 8 out of 10 at most.",
    "It doesn't hurt, a 6 out of 10.",
    "I'd say a 9/10, it's bearable.",
])
def test_pain_contradiction_flags_words_against_the_score(line):
    assert "pain_contradiction" in kinds(line)


@pytest.mark.parametrize("line", [
    "It's terrible, a 9 out of 10.",
    "It's not terrible, maybe a 3 out of 10.",
    "It was really bad last night. Now it's a 2 out of 10.",
    "Pain in my chest, bad, 4 out of 10.",
    "I'd say a 7 out of 10, it's bearable.",
    "No, it doesn't hurt, zero.",
])
def test_pain_contradiction_passes_words_that_fit(line):
    assert "pain_contradiction" not in kinds(line)


# ------------------------------------------------------------------ case_contradiction
PREGNANT_Q = "Is there any chance you could be pregnant?"


def test_case_contradiction_flags_a_denial_of_what_the_case_says():
    assert kinds("No, I don't think so.", before=[("nurse", PREGNANT_Q)],
                 case={"chief_complaint": "Abd cramping, 8wks preg", "acuity": 3})["case_contradiction"]
    assert kinds("No, my periods have been regular.", before=[("nurse", PREGNANT_Q)],
                 case={"chief_complaint": "+HCG, abd pain", "acuity": 3})["case_contradiction"]
    assert kinds("No, no blood thinners.", before=[("nurse", THINNERS)],
                 case={**ADULT_MAN, "history": {"medications": ["warfarin 5 mg daily"]}})["case_contradiction"]
    earlier = [("nurse", "What brings you in?"), ("patient", "I'm eight weeks pregnant and I'm bleeding."), ("nurse", PREGNANT_Q)]
    assert kinds("No, I don't think so.", before=earlier)["case_contradiction"]


def test_case_contradiction_passes_withheld_affirmed_and_ambiguous_answers():
    guarded = {**ADULT_WOMAN, "sensitive": {"pregnancy": "I'm six weeks pregnant."}}
    assert "case_contradiction" not in kinds("No, I don't think so.", before=[("nurse", PREGNANT_Q)], case=guarded)
    pregnant = {"chief_complaint": "34wks preg, headache", "acuity": 2}
    assert "case_contradiction" not in kinds("Yes, I'm 34 weeks pregnant.", before=[("nurse", PREGNANT_Q)], case=pregnant)
    denies_si = {"chief_complaint": "anxiety, denies SI", "acuity": 4}
    assert "case_contradiction" not in kinds("No, nothing like that.", before=[("nurse", "Any thoughts of harming yourself?")],
                                             case=denies_si)
    on_warfarin = {**ADULT_MAN, "history": {"medications": ["warfarin"]}}
    assert "case_contradiction" not in kinds("No.", before=[("nurse", "Any alcohol or drugs today, or blood thinners?")],
                                             case=on_warfarin)


HISTORY_Q = "Do you have any medical conditions, or take any regular medications?"


def test_case_contradiction_flags_a_denied_background_and_a_back_reference_to_nothing():
    """"Nothing major" from someone whose complaint says Crohn's, and "the nausea I mentioned" when
    no nausea was said: both contradict what the episode holds."""
    crohns = {"chief_complaint": "history of crohns, abdo pain", "acuity": 3}
    assert kinds("Nothing major as far as I know.", before=[("nurse", HISTORY_Q)], case=crohns)["case_contradiction"]
    story = {"chief_complaint": "confused", "narrative": "A man with type 1 diabetes on insulin is confused.", "acuity": 2}
    assert kinds("He doesn't take anything regularly.", before=[("nurse", HISTORY_Q)], case=story)["case_contradiction"]
    before = [("nurse", "What brings you in?"), ("patient", "I've been vomiting all night."), ("nurse", "Any other symptoms?")]
    assert kinds("I've got diarrhoea, and the nausea I mentioned.", before=before)["case_contradiction"]


def test_case_contradiction_passes_a_background_in_line_and_a_true_back_reference():
    crohns = {"chief_complaint": "history of crohns, abdo pain", "acuity": 3}
    assert "case_contradiction" not in kinds("I've got Crohn's disease.", before=[("nurse", HISTORY_Q)], case=crohns)
    assert "case_contradiction" not in kinds("Nothing major as far as I know.", before=[("nurse", HISTORY_Q)],
                                             case={"chief_complaint": "ankle injury", "acuity": 4})
    before = [("nurse", "What brings you in?"), ("patient", "I've been feeling sick and dizzy."), ("nurse", "Any vomiting?")]
    assert "case_contradiction" not in kinds("No, just the sickness I mentioned.", before=before)


# ------------------------------------------------------------------ off_topic
def test_off_topic_flags_an_answer_to_another_question():
    assert kinds("No, no blood thinners.", before=[("nurse", "Have you had any alcohol or drugs today?")])["off_topic"]
    assert kinds("No, no numbness or weakness.", before=[("nurse", "On a scale of 0 to 10, how bad is the pain?")])["off_topic"]


@pytest.mark.parametrize("question, reply", [
    ("On a scale of 0 to 10, how bad is the pain?", "It's a 6 out of 10."),
    ("Have you had any alcohol or drugs today?", "Sorry, what did you ask?"),
    ("Does the pain spread anywhere, like your arm or jaw, and have you been sweaty or short of breath?",
     "There isn't any pain as such. Yes, I'm short of breath, but no sweating."),
    ("Have you had any thoughts of harming yourself?",
     "I've been saving up my sleeping pills and I was planning to take them all tonight."),
    ("What brings you in today?", "No blood thinners, but my chest hurts."),
    ("Have you had any alcohol or drugs today?", "No, no alcohol or drugs. Like I said, no blood thinners either."),
])
def test_off_topic_passes_answers_on_topic(question, reply):
    assert "off_topic" not in kinds(reply, before=[("nurse", question)])


# ------------------------------------------------------------------ broken_english
@pytest.mark.parametrize("line", [
    "No., uh, No allergies.",
    "No.— no. No blood thinners.",
    "He cannot tell us how he feels else.",
    "Like I said, i've— I've been vomiting blood.",
    "It hurts. then it stops.",
    "I'd say an 6 out of 10.",
    "it started yesterday.",
    # a typist's fragment read by rote (2026-12q openings, training)
    "I've had a cough for three weeks, I've got smokes a pack a day.",
    "I slipped in the shower and I've got takes eliquis for my heart.",
    "I've got now nausea and I've got same back pain.",
    "I've got back from Ghana ten days ago.",
    "I've got soaked 2 dish towels.",
    "The hernia repair 4 days are ago.",
    "My can swallow water is fine.",
    # a generator's marker byte left in the line (thirty-second read: "red and \x00and it's oozing")
    "The incision is red and \x00and it's oozing.",
])
def test_broken_english_flags_generator_splices(line):
    assert "broken_english" in kinds(line)


@pytest.mark.parametrize("line", [
    "I've got back pain after a fall.",
    "I've got bruised ribs and a cut on my chin.",
    "I've got burnt fingers from the oven tray.",
    "I've got swollen ankles and I've got a rash.",
    "It started at 8 a.m., then it got worse.",
    "Um, I— I don't know... maybe yesterday.",
    "Is there anything else? Someone else drove me, and what else could I do?",
    "It start a few hours ago. No dizzy. I have fall.",
    "I'd say an 8 out of 10, or an 11 if I'm honest.",
    "He can't tell us how he feels otherwise.",
    "I saw Dr. Patel, etc., last week.",
])
def test_broken_english_passes_speech_and_persona_slips(line):
    assert "broken_english" not in kinds(line)


# ------------------------------------------------------------------ unfit_question
SCORE_Q = "Where is the pain, and how bad, 0 to 10?"


@pytest.mark.parametrize("case, question", [
    (ADULT_MAN, PREGNANT_Q),
    ({"chief_complaint": "fall", "age": 81, "sex": "F", "acuity": 3}, PREGNANT_Q),
    ({"chief_complaint": "fever", "age": 6, "sex": "F", "acuity": 4}, PREGNANT_Q),
    ({"chief_complaint": "wheeze", "age": 2, "sex": "M", "acuity": 2}, "Any alcohol or drugs today?"),
    ({"chief_complaint": "seizure, ongoing", "age": 19, "sex": "M", "acuity": 1}, SCORE_Q),
    ({"chief_complaint": "s/p cardiac arrest, ROSC, unresponsive", "age": 55, "sex": "M", "acuity": 1}, SCORE_Q),
    ({"chief_complaint": "fever, irritable", "age": 2, "sex": "F", "acuity": 3},
     "Any weakness on one side, trouble speaking, or the worst headache of your life?"),
])
def test_unfit_question_flags_questions_that_fit_nobody_here(case, question):
    assert "unfit_question" in kinds(question, "nurse", case=case)


@pytest.mark.parametrize("case, question", [
    (ADULT_WOMAN, PREGNANT_Q),
    ({"chief_complaint": "Vag bleeding, heavy menses", "acuity": 3}, PREGNANT_Q),  # no sex recorded: the persona's is no guide
    ({"chief_complaint": "accidental ingestion of grandma's tablets", "age": 2, "acuity": 2}, "Any alcohol or drugs today?"),
    (ADULT_MAN, SCORE_Q),
    ({"chief_complaint": "confusion, fever", "age": 80, "sex": "M", "acuity": 2}, SCORE_Q),
    ({"chief_complaint": "Seizure x2, postictal", "age": 30, "sex": "M", "acuity": 2}, "Any alcohol or drugs today?"),
    ({"chief_complaint": "arm injury", "age": 10, "sex": "M", "acuity": 4}, SCORE_Q),
    ({"chief_complaint": "34wks preg, headache", "age": 61, "sex": "F", "acuity": 2}, PREGNANT_Q),
])
def test_unfit_question_passes_questions_that_fit(case, question):
    assert "unfit_question" not in kinds(question, "nurse", case=case,
                                         patient={"language_proficiency": "native", "gender": "male"})


# ------------------------------------------------------------------ companion_age
SEIZING = {"chief_complaint": "seizure, ongoing", "age": 19, "sex": "M", "acuity": 1}


def test_companion_age_flags_how_old_are_you_to_a_companion():
    assert kinds("Hello, I'm Sam. What brings you in today, and how old are you?", "nurse", case=SEIZING)["companion_age"]
    before = [("nurse", "What brings you in?"), ("companion", "I'm his mum; he's had a fever for two days.")]
    assert kinds("And how old are you?", "nurse", before=before, case=ADULT_MAN)["companion_age"]


def test_companion_age_passes_the_patient_and_the_third_person():
    assert "companion_age" not in kinds("What brings you in today, and how old are you?", "nurse", case=ADULT_MAN)
    assert "companion_age" not in kinds("What's happened to him, and how old is he?", "nurse", case=SEIZING)


# ------------------------------------------------------------------ small talk, idioms
ESI_1 = {"chief_complaint": "fever, confusion, hypotension", "age": 81, "sex": "M", "acuity": 1}


@pytest.mark.parametrize("line", [
    "Sorry, I parked in the ambulance bay, is that alright?",
    "Traffic on way here is awful.",
    "I did not want to make fuss, honestly.",
    "My phone's nearly out of battery.",
])
def test_small_talk_is_flagged_at_level_1_2_only(line):
    assert "small_talk_high_acuity" in kinds(line, case=ESI_1)
    assert "small_talk_high_acuity" not in kinds(line, case={**ESI_1, "acuity": 3})


@pytest.mark.parametrize("line", [
    "Is he going to be okay?",
    "I've been with him the whole time.",
    "He collapsed in the car park and was hit by traffic.",
    "He's my dad; he's 81 and he's on warfarin.",
])
def test_small_talk_passes_worry_and_history(line):
    assert "small_talk_high_acuity" not in kinds(line, "companion", case=ESI_1)


def test_every_chat_line_of_the_offline_patient_is_small_talk():
    """The linter's vocabulary covers what the scripted patient's persona adds (agents/offline/patient/phrases.py)."""
    from triagesim.agents.offline.patient.phrases import CHATTER, COMPANION_DRIFT, DRIFT

    for line in (*DRIFT, *COMPANION_DRIFT, *CHATTER):
        assert SMALL_TALK.search(line.format(s="he", o="him", pos="his", S="He")), line


def test_idiom_mismatch_flags_british_idioms_from_other_first_languages():
    creole = {"language_proficiency": "fluent", "first_language": "Haitian Creole"}
    assert kinds("This has really knocked me for six.", patient=creole)["idiom_mismatch"] == ["knocked me for six"]
    assert kinds("This has knock me for six.", patient=LIMITED_ARABIC)["idiom_mismatch"]
    assert "idiom_mismatch" not in kinds("This has really knocked me for six.", patient=NATIVE)
    assert "idiom_mismatch" not in kinds("I'm feeling a bit under the weather and I hit six of them.", patient=creole)


# ------------------------------------------------------------------ closings
WAIT = "Thanks. Please take a seat; we'll call you soon."


def test_waiting_room_is_flagged_for_level_1_2_by_decision_or_case():
    assert kinds(WAIT, "nurse", level=2, closing=True)["waiting_room_high_acuity"]
    assert kinds(WAIT, "nurse", case=ESI_1, level=3, closing=True)["waiting_room_high_acuity"]
    assert "waiting_room_high_acuity" not in kinds(WAIT, "nurse", level=3, closing=True)
    assert "waiting_room_high_acuity" not in kinds(
        "Please have a seat on the trolley; I'm getting the doctor straight away.", "nurse", case=ESI_1, level=1, closing=True)


def test_no_safety_net_is_flagged_for_a_level_3_5_wait_without_one():
    assert kinds(WAIT, "nurse", level=4, closing=True)["no_safety_net"]
    assert "no_safety_net" not in kinds(
        "Please have a seat, and let us know straight away if anything changes or gets worse.", "nurse", level=4, closing=True)
    assert "no_safety_net" not in kinds(
        "Thank you. I'm getting the team to see you straight away; please come with me.", "nurse", level=3, closing=True)
    assert "no_safety_net" not in kinds(WAIT, "nurse", level=4, closing=False)
    assert "no_safety_net" not in kinds("Thank you. I'm getting the team to see you now.", "nurse", level=2, closing=True)


# ------------------------------------------------------------------ artifacts and the linter
def _transcript(*lines: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"turn": index // 2, "speaker": speaker, "text": text} for index, (speaker, text) in enumerate(lines)]


CLEAN = _transcript(
    ("nurse", "Hello, I'm Sam, one of the triage nurses. What's happened to him today?"),
    ("companion", "He collapsed at the gym and they had to restart his heart."),
    ("nurse", "Thank you. I'm getting the team to see him straight away; please come with me."),
)
DEFECTIVE = _transcript(
    ("nurse", "Hello, I'm Sam, one of the triage nurses. What's happened to him today?"),
    ("companion", "He collapsed at the gym. Sorry, I parked in the ambulance bay, is that alright?"),
    ("nurse", "Thank you. I'm getting the team to see him straight away; please come with me."),
)


@pytest.fixture(scope="module")
def artifact(tmp_path_factory) -> dict[str, Any]:
    """A real offline artifact of the first bundled case (level 1, a companion speaks)."""
    out = tmp_path_factory.mktemp("one")
    assert main(["run", "--limit", "1", "--out", str(out), "--quiet"]) == 0
    (path,) = [path for path in out.glob("*.json") if path.name.startswith("ts-")]
    return json.loads(path.read_text())


def _variant(artifact: dict[str, Any], run_id: str, transcript: list[dict[str, Any]]) -> dict[str, Any]:
    return {**artifact, "run_id": run_id, "transcript": transcript}


def test_check_artifact_replays_each_line_with_what_came_before(artifact):
    assert check_artifact(_variant(artifact, "clean", CLEAN)) == []
    (defect,) = check_artifact(_variant(artifact, "defective", DEFECTIVE))
    assert (defect.kind, defect.turn, defect.speaker) == ("small_talk_high_acuity", 0, "companion")


def test_summarise_counts_a_transcript_once_per_kind(artifact):
    twice = _transcript(*[(line["speaker"], line["text"]) for line in DEFECTIVE[:2]],
                        ("nurse", "Any pain?"), ("companion", "No. Sorry, I parked in the ambulance bay, is that alright?"))
    summary = summarise([("a", _variant(artifact, "a", CLEAN)), ("b", _variant(artifact, "b", twice)),
                         ("c", {**_variant(artifact, "c", DEFECTIVE), "status": "error"})])
    assert (summary.overall.transcripts, summary.overall.with_defect) == (2, 1)
    assert summary.overall.by_kind["small_talk_high_acuity"] == 1
    assert [example.artifact for example in summary.examples["small_talk_high_acuity"]] == ["b"]
    assert set(summary.engines) == {"offline"}
    assert summary.traits["patient.language_proficiency"]


@pytest.fixture()
def runs(tmp_path, artifact) -> Path:
    """A run folder of two transcripts, one clean and one with a defect, and an unreadable file."""
    folder = tmp_path / "runs"
    folder.mkdir()
    for run_id, transcript in (("clean", CLEAN), ("defective", DEFECTIVE)):
        (folder / f"{run_id}.json").write_text(json.dumps(_variant(artifact, run_id, transcript)))
    (folder / "broken.json").write_text("{not json")
    return folder


def test_check_json_shape(runs, capsys):
    assert main(["check", str(runs), "--json", "--examples", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["transcripts"], report["with_defect"], report["rate"]) == (2, 1, 0.5)
    assert set(report["kinds"]) == set(DEFECT_KINDS)
    assert report["kinds"]["small_talk_high_acuity"] == {"transcripts": 1, "rate": 0.5}
    assert report["engines"]["offline"]["rate"] == 0.5
    assert report["traits"]["nurse.verbosity"]
    (example,) = report["examples"]["small_talk_high_acuity"]
    assert example["artifact"] == "defective" and "ambulance bay" in example["excerpt"] and example["reason"]
    assert [item["file"].rsplit("/", 1)[-1] for item in report["skipped"]] == ["broken.json"]


def test_check_max_rate_sets_the_exit_code(runs, capsys):
    assert main(["check", str(runs), "--max-rate", "0.6"]) == 0
    assert "small_talk_high_acuity" in capsys.readouterr().out
    assert main(["check", str(runs), "--max-rate", "40%"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "50.0%" in err[0] and "--max-rate" in err[0]


def test_check_a_bad_folder_is_one_line_and_exit_2(tmp_path, capsys):
    assert main(["check", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "missing" in err[0] and "folder not found" in err[0]
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "broken.json").write_text("{not json")
    assert main(["check", str(empty)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "broken.json" in err[0]


def test_report_shows_the_defect_table(runs, tmp_path):
    from triagesim.report import build_report

    report = build_report([runs], tmp_path / "report", replicates=10)
    assert report["dialogue_defects"]["with_defect"] == 1
    page = (tmp_path / "report" / "index.html").read_text()
    assert 'id="dialogue-defects"' in page and "small_talk_high_acuity" in page


def test_a_question_turned_aside_may_be_asked_once_more():
    """"Why do you need to know what I drink?" answers nothing: the nurse's follow-up is no re-ask."""
    drink = "How much have you had to drink, and what time was your last drink?"
    assert "reasked" not in kinds(f"I want to make sure I have this right. {drink}", "nurse",
                                  before=[("nurse", drink), ("patient", "Why do you need to know what I drink?")])
