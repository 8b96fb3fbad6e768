"""The complaint-specific questions (clinical/data/interview.yaml): asked where they apply, answered
by the scripted patient, and the interpreter offered when English is limited.

"Where they apply" is read from the case itself (its complaint and story, its age and sex), not
from what the nurse heard, so a question the nurse fails to plan because it misheard counts
against it. Level-1 episodes are left out: there the nurse calls the team within two lines.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.abbreviations import lay_phrase
from triagesim.cases import load_bundled_cases, load_cases
from triagesim.clinical import detect
from triagesim.clinical.interview import SPECIFIC_QUESTIONS, specific_questions
from triagesim.clinical.topics import asked_topics
from triagesim.personas import load_nurse_personas, load_patient_personas

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
SETS = {
    "bundled": None,
    "heldout": DATA / "heldout_vignettes.jsonl",
    "round20": DATA / "mimic_round20.csv",
    "fresh_terse": DATA / "fresh_2026_12" / "terse_esi.csv",
}


def _cases(name: str):
    path = SETS[name]
    return load_bundled_cases() if path is None else load_cases(path)


def _case_concepts(case) -> set[str]:
    """What the case itself says the patient has: its complaint in lay words and its story."""
    history = case.history
    texts = [lay_phrase(case.chief_complaint), history.onset, history.mechanism, *(history.associated_symptoms or [])]
    return {hit.concept for text in texts if text for hit in detect(text) if not hit.negated}


@lru_cache(maxsize=None)
def _episodes(name: str) -> tuple[tuple[object, dict], ...]:
    """One offline episode per case, the personas taken in turn (every bundled persona plays)."""
    nurses, patients = load_nurse_personas(), load_patient_personas()
    runs = []
    for index, (case, nurse, patient) in enumerate(zip(_cases(name), itertools.cycle(nurses), itertools.cycle(patients))):
        runner = TriageRunner(ProtocolNurse(nurse), ScriptedPatient(patient), RunnerConfig(seed=index),
                              extractor=RuleBasedExtractor())
        runs.append((case, runner.run(case)))
    return tuple(runs)


def _offline_runner(seed: int = 0) -> TriageRunner:
    """The offline engine with the first bundled nurse and patient personas: one episode as a user plays it."""
    return TriageRunner(ProtocolNurse(load_nurse_personas()[0]), ScriptedPatient(load_patient_personas()[0]),
                        RunnerConfig(seed=seed), extractor=RuleBasedExtractor())


def _asked(artifact: dict) -> set[str]:
    return {step["explanation"].rsplit("Asking about ", 1)[1].rstrip(".").replace(" ", "_")
            for step in artifact["trace"] if "Asking about " in step.get("explanation", "")}


def _age_and_sex(case, artifact: dict) -> tuple[float | None, str | None]:
    """The patient as it presents: the recorded age, else the one the patient's side gives; the
    sex at the desk (the case's, or the persona's for a row without one)."""
    from triagesim.agents.offline.lexicon import parse_age

    age = case.apparent_age
    if age is None:
        age = next((found for line in artifact["transcript"] if line["speaker"] != "nurse"
                    if (found := parse_age(line["text"])) is not None), None)
    return age, artifact["registration"]["sex"]


def _said_by_patient_side(artifact: dict) -> set[str]:
    """Concepts the patient's side mentioned, yes or no ("I didn't black out" answers the blackout question)."""
    return {hit.concept for line in artifact["transcript"] if line["speaker"] != "nurse" for hit in detect(line["text"])}


@pytest.mark.parametrize("name", sorted(SETS))
def test_complaint_specific_questions_are_asked_where_they_apply(name):
    applicable = asked = 0
    missed = []
    for case, artifact in _episodes(name):
        if artifact["state"]["final_triage"] == 1:
            continue
        age, sex = _age_and_sex(case, artifact)
        due = specific_questions(heard=_case_concepts(case), age=age, sex=sex)
        said = _said_by_patient_side(artifact)
        for question in due:
            if question.answered_by & said:
                continue  # answered before it was due
            applicable += 1
            if question.name in _asked(artifact):
                asked += 1
            else:
                missed.append((case.case_id, case.chief_complaint, question.name))
    assert applicable >= 5, f"{name}: too few episodes where a specific question applies to measure"
    assert asked / applicable >= 0.9, (f"{name}: {asked}/{applicable} asked", missed[:10])


def test_every_specific_question_means_its_topic_and_the_patient_answers_it():
    """Each wording (three styles and the companion's) is read as its topic, and the scripted patient
    answers it with something other than a request to repeat."""
    from triagesim.agents.offline.patient.intents import read_intents

    nurse = ProtocolNurse()
    for companion, sex in ((False, "F"), (True, "F"), (True, "M"), (True, None)):
        nurse.companion, nurse.sex = companion, sex
        for question in SPECIFIC_QUESTIONS:
            wordings = [question.companion] if companion else list(question.ask)
            for template in wordings:
                wording = template.format(**nurse._pronouns(), use=nurse._limb_use())
                assert "{" not in wording, wording
                names = read_intents(wording).names
                if question.topic == "symptoms":
                    assert "symptoms" in names, wording
                else:
                    assert question.topic in asked_topics(wording), (question.name, wording)


@pytest.mark.parametrize("name", ["bundled", "heldout"])
def test_an_interpreter_is_offered_to_a_patient_with_little_english(name):
    offered = due = 0
    for case, artifact in _episodes(name):
        persona = artifact["personas"]["patient"]
        speaks = any(line["speaker"] == "patient" for line in artifact["transcript"])
        if persona.get("language_proficiency") != "limited" or not speaks or artifact["state"]["final_triage"] == 1:
            continue
        due += 1
        offered += any("interpreter" in line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse")
    assert due >= 3
    assert offered / due >= 0.9, f"{offered}/{due}"


def test_no_interpreter_is_offered_to_a_native_speaker():
    for case, artifact in _episodes("bundled"):
        if artifact["personas"]["patient"].get("language_proficiency") == "native":
            assert not any("interpreter" in line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse")


def test_the_table_rejects_an_unknown_concept_or_topic():
    from triagesim.clinical.interview import _load
    from triagesim.clinical.tables import ClinicalTableError

    entry = {"topic": "tetanus", "ask": ["a?", "b?", "c?"], "companion": "d?"}
    with pytest.raises(ClinicalTableError, match="interview.yaml, question 'x'.*unknown concepts"):
        _load({"x": {**entry, "heard": ["not_a_concept"]}})
    with pytest.raises(ClinicalTableError, match="field 'topic'"):
        _load({"x": {**entry, "topic": "astrology"}})
    with pytest.raises(ClinicalTableError, match="question 'x'"):
        _load({"x": {**entry, "ask": ["only one"]}})


# ------------------------------------------------------------------ how the nurse conducts the interview
#: The nurse's own defect kinds; a level 1-2 sent to the waiting room is a triage error, measured
#: as accuracy, not here.
NURSE_KINDS = ("reasked", "unfit_question", "companion_age", "no_safety_net")


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_nurse_never_asks_what_was_told_or_what_does_not_fit(name):
    """No question on a topic already answered, asked or told unasked ("It started three days ago"
    in the opening reply), none that fits nobody here, and a safety net for everyone sent to wait."""
    from triagesim.dialogue import check_artifact

    found = [(case.case_id, defect.kind, defect.excerpt[:90]) for case, artifact in _episodes(name)
             for defect in check_artifact(artifact, kinds=NURSE_KINDS)]
    assert not found, found[:8]


def test_at_level_1_the_team_is_called_before_the_one_question():
    """A resuscitation is acted on: the second nurse line calls the team and asks only what the team
    needs; the closing says the team is there. Never a why-I-ask line, never sympathy small talk."""
    checked = 0
    for name in ("bundled", "heldout"):
        for case, artifact in _episodes(name):
            nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
            if artifact["state"]["final_triage"] != 1 or not any("resuscitation team" in line for line in nurse):
                continue
            checked += 1
            assert len(nurse) <= 3, nurse
            assert "resuscitation team" in nurse[1] and "?" in nurse[1], nurse
            assert "team is here" in nurse[-1] or "They're here now" in nurse[-1], nurse
            assert not any("helps me work out" in line or "sounds really hard" in line for line in nurse), nurse
    assert checked >= 5


def test_why_a_question_is_asked_is_said_at_most_twice_and_sympathy_once():
    for name in ("bundled", "heldout"):
        for case, artifact in _episodes(name):
            nurse = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse")
            reasons = nurse.count("It helps me work out") + nurse.count("Knowing this helps the doctors")
            sympathy = nurse.count("sounds really hard") + nurse.count("sorry you're going through")
            assert reasons <= 2 and sympathy <= 1, (case.case_id, nurse)


def test_an_accepted_interpreter_is_said_to_be_on_and_the_reply_comes_through_them():
    """After "Yes, please, an interpreter would help me", the nurse says once that the interpreter is
    on the phone, and the replies the nurse hears are the interpreter's fluent English."""
    seen = 0
    for name in ("bundled", "heldout", "fresh_terse"):
        for case, artifact in _episodes(name):
            lines = artifact["transcript"]
            accepted = next((index for index, line in enumerate(lines)
                             if line["speaker"] == "patient" and "interpreter would help" in line["text"]), None)
            if accepted is None:
                continue
            after = lines[accepted + 1:]
            if len(after) < 2:
                continue  # the closing came next: nothing more was asked
            seen += 1
            assert after and after[0]["speaker"] == "nurse" and "interpreter is on the phone" in after[0]["text"], after[:1]
            assert sum("interpreter is on the phone" in line["text"] for line in lines) == 1
            replies = [line["text"] for line in after if line["speaker"] == "patient"]
            # Limited English spells every contraction out ("I have been", "it is"); the interpreter does not.
            assert len(replies) < 2 or any(re.search(r"\w'(?:s|ve|m|re|t|ll|d)\b", reply) for reply in replies), replies
    assert seen >= 3


def _one_episode(row: dict, tmp_path, *, seed: int = 0) -> dict:
    """One offline episode of a prose case written here, with the first bundled personas."""
    import json

    path = tmp_path / f"{row['case_id']}.jsonl"
    path.write_text(json.dumps(row) + "\n")
    case = load_cases(path)[0]
    runner = _offline_runner(seed)
    return runner.run(case)


def _reply_to(artifact: dict, asked: str) -> str | None:
    lines = artifact["transcript"]
    for index, line in enumerate(lines[:-1]):
        if line["speaker"] == "nurse" and asked in line["text"]:
            return lines[index + 1]["text"]
    return None


def test_a_question_that_needs_two_findings_applies_only_with_both():
    """The sugar level is asked of a diabetic who is confused or sweaty, not of every diabetic, nor of
    everyone confused; the last chemotherapy only with a fever."""
    names = lambda heard: {q.name for q in specific_questions(heard=heard, age=60, sex="M")}  # noqa: E731
    assert "glucose" in names({"diabetes", "confusion"}) and "glucose" in names({"diabetes", "sweating"})
    assert "glucose" not in names({"diabetes", "cough"}) and "glucose" not in names({"confusion"})
    assert "glucose" not in names({"diabetes", "confusion", "hypoglycemia"})  # the low sugar is already known
    assert "last_chemo" in names({"chemotherapy", "fever"}) and "last_chemo" not in names({"chemotherapy", "cough"})
    assert "back_red_flags" in names({"back_pain"}) and "back_red_flags" not in names({"back_pain", "incontinence"})
    fluids = lambda heard, age: "fluids" in {q.name for q in specific_questions(heard=heard, age=age, sex="M")}  # noqa: E731
    assert fluids({"vomiting"}, 5) and fluids({"vomiting"}, 30) and fluids({"diarrhea"}, None)  # past nappies, any age
    assert not fluids({"vomiting"}, 1) and not fluids({"vomiting", "head_injury"}, 30)  # a baby's feeds; a head's vomiting
    assert "immunisations" not in {q.name for q in specific_questions(heard=set(), age=0.05, sex="M")}  # 2 weeks old


def test_the_new_complaint_specific_questions_are_asked_and_answered_from_the_story(tmp_path):
    diabetic = _one_episode({"case_id": "t-glu", "chief_complaint": "confused, sweaty", "age": 67, "sex": "M",
                             "companion": "wife", "acuity": 2, "narrative": (
                                 "A 67-year-old man with type 1 diabetes is brought by his wife because he became confused and "
                                 "sweaty an hour ago. She checked his sugar at home and the meter read 2.4. He takes insulin.")},
                            tmp_path)
    reply = _reply_to(diabetic, "sugar")
    assert reply is not None and "2.4" in reply, diabetic["transcript"]
    chemo = _one_episode({"case_id": "t-chemo", "chief_complaint": "fever on chemo", "age": 55, "sex": "F", "acuity": 2,
                          "narrative": ("A 55-year-old woman with breast cancer had her last cycle of chemo 9 days ago. "
                                        "She has had a fever since this afternoon and feels shivery.")}, tmp_path)
    reply = _reply_to(chemo, "chemo?")
    assert reply is not None and "9 days ago" in reply, chemo["transcript"]
    child = _one_episode({"case_id": "t-child", "chief_complaint": "vomiting and diarrhoea", "age": 6, "sex": "M",
                          "companion": "mother", "acuity": 4, "narrative": (
                              "A 6-year-old boy has had vomiting and diarrhoea since yesterday. His mother says he is "
                              "drinking a little. Vital signs are within normal limits.")}, tmp_path)
    reply = _reply_to(child, "fluids down")
    assert reply is not None and "napp" not in reply and "wee" in reply, child["transcript"]


def test_what_the_story_rules_out_is_said_and_not_asked_again(tmp_path):
    """"He has no numbness and no trouble passing urine": the patient says so (not "I'm not sure"). A numbness denied in
    general does not answer the bladder and the bowels (eighteenth read), so the red-flag question is asked, once, and
    answered from the story."""
    artifact = _one_episode({"case_id": "t-back", "chief_complaint": "low back pain", "age": 45, "sex": "M", "pain": 6,
                             "acuity": 4, "narrative": (
                                 "A 45-year-old man lifted a heavy box two days ago and has had low back pain since. "
                                 "He has no numbness in his legs and no trouble passing urine. Vital signs are within normal limits.")}, tmp_path)
    patient = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] == "patient").lower()
    assert "no numbness" in patient and "no problems peeing" in patient, artifact["transcript"]
    asked = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse" and "between your legs" in line["text"]]
    assert len(asked) == 1, asked


def test_an_injured_limb_a_headache_and_a_confusion_get_their_own_questions(tmp_path):
    """A triage nurse asks what an injured limb can do, how a headache began, and whether a confusion
    is new; the patient's side answers from the story (its own words), never from a made-up sign."""
    wrist = _one_episode({"case_id": "t-wrist", "chief_complaint": "Sore wrist", "age": 14, "sex": "M", "acuity": 4,
                          "narrative": ("A 14-year-old boy fell off his skateboard onto his left wrist an hour ago. There is "
                                        "mild swelling over the wrist and he can move his fingers.")}, tmp_path)
    reply = _reply_to(wrist, "move your fingers")
    assert reply is not None and "I can move my fingers" in reply, wrist["transcript"]
    ankle = _one_episode({"case_id": "t-ankle", "chief_complaint": "ankle injury", "age": 30, "sex": "F", "acuity": 4,
                          "narrative": "A 30-year-old woman rolled her ankle at netball. She can walk with a limp."}, tmp_path)
    reply = _reply_to(ankle, "put weight on it")
    assert reply is not None and "I can walk with a limp" in reply, ankle["transcript"]
    thunderclap = _one_episode({"case_id": "t-sah", "chief_complaint": "headache", "age": 40, "sex": "F", "acuity": 2,
                                "narrative": ("A 40-year-old woman had a sudden explosive headache while lifting a box. It "
                                              "reached full intensity within seconds.")}, tmp_path)
    said = " ".join(line["text"] for line in thunderclap["transcript"] if line["speaker"] != "nurse")
    assert "all at once" in said and "doesn't really hurt" not in said, thunderclap["transcript"]
    assert "couple of days" not in said and "few days" not in said, thunderclap["transcript"]  # a thunderclap is not days old
    slow = _one_episode({"case_id": "t-ha", "chief_complaint": "headache", "age": 40, "sex": "F", "acuity": 4,
                         "narrative": "A 40-year-old woman has a headache like her usual ones."}, tmp_path)
    reply = _reply_to(slow, "sudden")  # the neuro screen's "a sudden very severe headache?"
    assert reply is not None and "built up" in reply and not reply.startswith("Yes"), slow["transcript"]
    dementia = _one_episode({"case_id": "t-ams", "chief_complaint": "more confused", "age": 84, "sex": "F", "acuity": 2,
                             "companion": "daughter", "narrative": (
                                 "An 84-year-old woman with dementia is brought by her daughter because she has been much "
                                 "more confused than usual since yesterday.")}, tmp_path)
    reply = _reply_to(dementia, "usually like this")
    assert reply is not None and "worse than usual" in reply, dementia["transcript"]


def test_an_unsure_answer_to_a_safety_question_is_pinned_down_once():
    """"I don't think so, but I'm not sure" to the head-knock question is followed by one confirming
    question (the topic stays the same), and never by a third."""
    nurse = ProtocolNurse(load_nurse_personas()[0])
    question = next(q for q in SPECIFIC_QUESTIONS if q.name == "fall_head")
    assert question.confirm and "{your}" in question.confirm
    for companion in (False, True):
        nurse.companion, nurse.sex = companion, "M"
        wording = nurse._question("confirm:fall_head")
        assert "{" not in wording and ("his head" if companion else "your head") in wording, wording
        assert "mechanism" not in asked_topics(wording), wording  # a knock to the head, not how it happened again


def test_a_plain_no_to_a_safety_question_is_taken_and_not_asked_again_in_an_episode():
    """A row that records no head knock: the patient who remembers well says a plain no, and the nurse takes it (the
    twenty-fifth read counted "I don't think so, but I'm not sure" left standing as a gap; the confirming question for a
    real hedge is tested above)."""
    from triagesim.cases import Case

    case = Case(case_id="fall", age=70, sex="F", chief_complaint="Fall, hip pain", acuity=3, pain=6)
    runner = _offline_runner()
    lines = runner.run(case)["transcript"]
    asked = [index for index, line in enumerate(lines) if line["speaker"] == "nurse" and "knock" in line["text"]]
    assert len(asked) == 1 and "not sure" not in lines[asked[0] + 1]["text"], lines


def test_a_patient_with_thoughts_of_self_harm_is_never_left_alone_to_wait():
    from triagesim.cases import Case

    case = Case(case_id="si", age=16, sex="F", chief_complaint="suicidal thoughts", acuity=2, pain=0)
    runner = _offline_runner()
    closing = runner.run(case)["transcript"][-1]["text"]
    assert re.search(r"straight (?:away|through)", closing) and "take a seat" not in closing, closing  # level 2: taken straight in
    nurse = ProtocolNurse(load_nurse_personas()[0])
    nurse.findings.concepts["suicidal"] = "I've been having thoughts of hurting myself"
    for companion in (False, True):
        nurse.companion, nurse.sex = companion, "F"
        closing = nurse._closing_line(3)  # a level the nurse judged lower still keeps someone with her
        assert "stay with" in closing and "take a seat" not in closing and "straight away" in closing, closing


def test_an_errand_is_not_asked_when_it_started_and_a_faint_is_asked_what_came_before(tmp_path):
    """A custody check began nowhere: no onset question. A faint is asked about chest pain or a racing
    heart just before it (a cardiac cause), and a gut bleed whether it made the patient faint."""
    custody = _one_episode({"case_id": "t-cust", "chief_complaint": "check before custody", "age": 33, "sex": "M",
                            "acuity": 5, "narrative": "A 33-year-old man is brought in by police to be checked before he "
                                                      "is held overnight. He feels fine and has no injuries."}, tmp_path)
    nurse = [line["text"] for line in custody["transcript"] if line["speaker"] == "nurse"]
    assert not any(re.search(r"\bwhen did (?:this|it) start", line, re.IGNORECASE) for line in nurse), nurse
    faint = _one_episode({"case_id": "t-faint", "chief_complaint": "fainted at work", "age": 55, "sex": "F", "acuity": 2,
                          "narrative": "A 55-year-old woman fainted at her desk an hour ago and came round within a minute."},
                         tmp_path)
    assert _reply_to(faint, "chest pain") is not None, [line["text"] for line in faint["transcript"]]
    bleed = _one_episode({"case_id": "t-gi", "chief_complaint": "black stools", "age": 70, "sex": "M", "acuity": 3,
                          "narrative": "A 70-year-old man has had black, tarry stools for two days."}, tmp_path)
    assert _reply_to(bleed, "faint") is not None, [line["text"] for line in bleed["transcript"]]


def _transcripts(case, seeds=range(6)):
    runner = _offline_runner()
    transcripts = [runner.run(case, seed=seed, episode=seed)["transcript"] for seed in seeds]
    assert all(len(transcript) >= 4 for transcript in transcripts)  # episodes that were played, not errors
    return transcripts


def test_a_chest_pain_told_in_full_is_not_asked_again_and_its_nausea_asks_no_fluids_question():
    """Where it spreads, the sweating and the breathlessness told: no "does it spread to your arm?"
    after "spreading to the left arm", and no "keeping fluids down?" for the nausea of a heart attack."""
    case = next(case for case in load_bundled_cases() if case.case_id == "ts-014")  # crushing chest pain to the arm
    for transcript in _transcripts(case):
        nurse = [line["text"] for line in transcript if line["speaker"] == "nurse"]
        assert not any("fluids down" in line for line in nurse), nurse
        told_spread = next((index for index, line in enumerate(transcript)
                            if line["speaker"] != "nurse" and "spreading to the left arm" in line["text"]), None)
        if told_spread is not None and "sweating" in " ".join(line["text"] for line in transcript[:told_spread + 3]):
            later = [line["text"] for line in transcript[told_spread + 1:] if line["speaker"] == "nurse"]
            assert not any("arm or jaw" in line for line in later), later


def test_a_denied_faint_and_an_onset_said_as_this_afternoon_are_not_asked_again():
    from triagesim.agents.offline.lexicon import parse_duration

    assert parse_duration("I rolled my ankle playing football this afternoon") == "this afternoon"
    assert any(hit.concept == "syncope" and hit.negated for hit in detect("no vomiting and no passing out"))


def test_no_pulse_now_starts_compressions_and_a_restarted_heart_does_not():
    """A patient with no carotid pulse gets CPR at once, not a history "while they come"; a heart
    restarted before arrival ("they got his heart going again") gets the team, not compressions."""
    from triagesim.cases import Case

    pulseless = Case(case_id="arr-1", age=60, sex="M", chief_complaint="Collapsed, not breathing properly", ats_category=1,
                     companion="wife", narrative="A 60-year-old man collapsed at home. He is grey and unresponsive, "
                                                 "with snoring gasps and no carotid pulse.")
    nurse = [line["text"] for line in _offline_runner().run(pulseless, seed=0, algorithm="ats")["transcript"]
             if line["speaker"] == "nurse"]
    assert "starting chest compressions" in nurse[1], nurse
    restarted = next(case for case in load_bundled_cases() if case.case_id == "ts-001")  # ROSC before arrival
    nurse = [line["text"] for line in _offline_runner().run(restarted, seed=0)["transcript"]
             if line["speaker"] == "nurse"]
    assert not any("compressions" in line for line in nurse) and any("resuscitation team" in line for line in nurse), nurse


def test_a_threat_to_someone_else_is_asked_who_and_with_what_and_answered_from_the_story(tmp_path):
    """Thoughts of harming someone else: who is at risk and whether there is a weapon decide security and
    the police, so the nurse asks both (and about self-harm in the same breath); the patient names the
    one the story names, and a weapon only where the story has one."""
    armed = _one_episode({"case_id": "t-hi-gun", "chief_complaint": "wants to hurt neighbour", "age": 44, "sex": "M",
                          "acuity": 2, "narrative": (
                              "A 44-year-old man says he wants to kill his neighbour over a parking dispute. He says there "
                              "are guns at home. Vital signs are within normal limits.")}, tmp_path)
    reply = _reply_to(armed, "weapon")
    assert reply is not None, armed["transcript"]
    assert "neighbour" in reply and "gun" in reply and "hurting myself" in reply, reply
    bare = _one_episode({"case_id": "t-hi", "chief_complaint": "thoughts of hurting someone", "age": 30, "sex": "F",
                         "acuity": 2, "narrative": "A 30-year-old woman says she has had thoughts of hurting someone. "
                                                   "Vital signs are within normal limits."}, tmp_path)
    reply = _reply_to(bare, "weapon")
    assert reply is not None and "gun" not in reply and "knife" not in reply, bare["transcript"]
    # nothing heard that hurts: the nurse asks whether there is a pain, and the patient never says "it hurts"
    lines = bare["transcript"]
    assert not any(line["speaker"] == "nurse" and line["text"].startswith("Where is the pain") for line in lines)
    assert not any(line["speaker"] == "patient" and re.search(r"\bit hurts\b", line["text"], re.IGNORECASE) for line in lines), lines


def test_a_companion_tells_whom_a_threat_is_aimed_at_and_the_weapon_the_story_gives(tmp_path):
    """Said by his wife: whom he means to hurt and the weapon he can reach, in the third person, and that he has said
    nothing about hurting himself."""
    artifact = _one_episode({"case_id": "t-hi-wife", "chief_complaint": "husband threatening neighbour", "age": 50, "sex": "M",
                             "companion": "wife", "acuity": 2, "narrative": (
                                 "A 50-year-old man is brought in by his wife, who says he has threatened to kill the "
                                 "neighbour over a fence. He keeps a rifle in the garage. Vital signs are within normal limits.")},
                            tmp_path)
    reply = _reply_to(artifact, "weapon")
    assert reply is not None, artifact["transcript"]
    assert "neighbour" in reply and "rifle" in reply and "himself" in reply and "I " not in reply.split(",")[0], reply


def test_a_bleed_from_below_is_asked_how_heavy_and_answered_from_the_story(tmp_path):
    """Pads and clots (eighteenth read: a bleed at ten weeks and after a birth never asked how heavy, and "the bleeding I
    mentioned" said of four pads in an hour): the nurse asks once, the patient says the story's amount."""
    pregnant = _one_episode({"case_id": "t-bleed", "chief_complaint": "Bleeding at 10 weeks pregnant", "age": 29, "sex": "F",
                             "acuity": 3, "narrative": (
                                 "A 29-year-old woman who is ten weeks pregnant has been bleeding since this morning and is now "
                                 "soaking a pad an hour with clots. Vital signs are within normal limits.")}, tmp_path)
    reply = _reply_to(pregnant, "pads")
    assert reply is not None and "a pad every hour" in reply and "clots" in reply, pregnant["transcript"]
    asked = [line for line in pregnant["transcript"] if line["speaker"] == "nurse" and "how heavy" in line["text"].lower()]
    assert len(asked) == 1, pregnant["transcript"]
    row = _one_episode({"case_id": "t-row", "chief_complaint": "PV bleeding", "age": 34, "sex": "F", "acuity": 4}, tmp_path)
    reply = _reply_to(row, "pads")
    assert reply is not None and re.search(r"not sure|haven't been counting", reply) and not re.search(r"\d|no clots", reply), reply


def test_a_bleed_already_told_as_heavy_is_not_asked_how_heavy():
    assert "bleed_amount" not in {question.name for question in specific_questions(
        heard={"vaginal_bleeding", "bleeding_heavy"}, age=30, sex="F")}
    assert "bleed_amount" in {question.name for question in specific_questions(heard={"vaginal_bleeding"}, age=30, sex="F")}
