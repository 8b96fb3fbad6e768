"""The offline scripted patient never contradicts its case or what it already said this episode.

An emergency nurse reading transcripts found six kinds of contradiction; each test builds real cases
(a chart complaint, or a teaching vignette's prose) the way the environment does and interviews the
patient under several personas. The cases are written here, not taken from a benchmark set.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.agents.offline.patient.intents import read_intents
from triagesim.agents.offline.patient.memory import Memory
from triagesim.cases import Case
from triagesim.clinical.concepts import detect
from triagesim.clinical.lay import LAY
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona, load_patient_personas

PERSONAS = load_patient_personas()
GREETING = "Hello, I'm Alex Morgan, one of the triage nurses. What brings you in today?"
SYMPTOMS = "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?"
HISTORY = "Do you have any medical conditions, take any regular medications, or have any allergies?"
CONDITIONS = "Do you have any medical problems?"
MEDICINES = "Do you take any regular medicines?"
SUBSTANCE = "Have you had any alcohol or drugs today?"
HOW_MUCH = "How much have you had to drink, and when was your last drink?"
MECHANISM = "How did it happen?"
PEEING = "Any problems peeing?"
BLOOD_OR_FAINT = "Any blood in the vomit or stool, or fainting?"


def case(complaint: str, narrative: str | None = None, **fields: object) -> Case:
    values: dict[str, object] = {"case_id": "consistency", "age": 45, "sex": "M", "chief_complaint": complaint, "pain": 4,
                                 "acuity": 3, "narrative": narrative, **fields}
    return Case(**values)  # type: ignore[arg-type]


def interview(scenario: Case, questions: list[str], persona: PatientPersona | None = None, seed: int = 0) -> list[str]:
    patient = ScriptedPatient(persona)
    patient.reset(run_id="consistency", seed=seed)
    brief = PatientBrief.from_case(scenario)
    replies = []
    for turn, question in enumerate(questions):
        observation = PatientObservation(run_id="consistency", turn=turn, brief=brief, nurse_utterance=question, new_events=[])
        replies.append(asyncio.run(patient.act(observation)).utterance)
    return replies


#: A reply that answers nothing: a confused or distracted patient lost the question, or went back to its complaint.
_DERAILED = re.compile(r"lost (?:my train|track)|say that again|what did you ask|could you say|^(?:\w+[,—-]* )*like[—\s]*(?:like )?i said",
                       re.IGNORECASE)


def derailed(reply: str) -> bool:
    first = re.split(r"(?<=[.!?])\s+", reply.strip())[0]
    return bool(_DERAILED.search(reply)) or first.endswith("?")


def answers(scenario: Case, questions: list[str]) -> list[tuple[str, list[str]]]:
    """The replies under every persona (persona id, replies)."""
    return [(persona.persona_id, interview(scenario, questions, persona)) for persona in PERSONAS]


# --------------------------------------------------------------------------------------
# 1. Urine: only what the case says, never dysuria it does not say

LITTLE_URINE = case("Vomiting all night", "A 22-year-old woman has vomited every hour since last night and has watery diarrhoea. "
                    "She cannot keep down water, feels dizzy on standing and has passed little urine today.", sex="F", age=22)
CATHETER = case("Catheter blocked", "A 67-year-old man with a long-term catheter for prostate problems says it stopped draining this "
                "morning and urine is leaking around it. He has some lower abdominal fullness but no fever.", age=67)
THIRSTY = case("high sugar at chemist", "A 31-year-old man with type 2 diabetes had his sugar checked at the chemist because he has "
               "been thirsty and passing a lot of urine.", age=31)
DYSURIA = re.compile(r"trouble when (?:i|he|she) pees?|burn|sting|hurts? when (?:i|he|she) pees?|pain\w* (?:when|on) (?:peeing|passing)",
                     re.IGNORECASE)


def test_the_lay_words_for_any_urine_finding_claim_no_pain_or_trouble_passing_it() -> None:
    """"urinary" is heard in any mention of urine (passing little, passing a lot, a catheter): its
    words must be true of each, so they name no burning, pain or trouble passing it."""
    say = LAY["urinary"].say
    assert not DYSURIA.search(say) and not re.search(r"trouble|pain|infection", say, re.IGNORECASE), say
    assert LAY["urinary"].noun is None or "infection" not in LAY["urinary"].noun
    assert any(hit.concept == "urinary" and not hit.negated for hit in detect(say))


@pytest.mark.parametrize("scenario", [LITTLE_URINE, CATHETER, THIRSTY], ids=["passed little urine", "catheter", "passing a lot"])
def test_a_patient_whose_case_says_no_dysuria_never_claims_it(scenario: Case) -> None:
    for persona, replies in answers(scenario, [GREETING, SYMPTOMS, PEEING]):
        for reply in replies:
            assert not DYSURIA.search(reply), (persona, reply)


def test_a_urine_finding_told_in_other_words_is_not_denied_when_asked_about_peeing() -> None:
    for persona, replies in answers(LITTLE_URINE, [GREETING, SYMPTOMS, PEEING]):
        assert not re.search(r"\bno problems peeing\b", replies[-1], re.IGNORECASE), (persona, replies)


# --------------------------------------------------------------------------------------
# 2. Back-references only to what was said

def test_a_denial_is_not_remembered_as_the_fact_it_denies() -> None:
    memory = Memory()
    memory.remember(["I haven't been vomiting."])
    assert not memory.told(["I've been vomiting."])
    assert not memory.heard({"vomiting"})
    memory.remember(["I'm not sure, it started an hour ago."])
    assert memory.told(["It started an hour ago."])  # the hedge "not sure" denies nothing


def test_a_fact_said_inside_a_longer_sentence_is_told() -> None:
    memory = Memory()
    memory.remember(["He's been feeling weak all over and he's had a high temperature, but no vomiting, no shortness of breath "
                     "and no bleeding."])
    assert memory.told(["He's been feeling weak all over and he's had a high temperature."])
    assert memory.times(["He's been feeling weak all over."]) == 1
    assert memory.heard({"fever"})


BLEEDING = case("Bleeding in early pregnancy", "A 26-year-old woman who is eight weeks pregnant has had vaginal bleeding with clots "
                "since this morning, soaking a pad every two hours, with period-like cramps.", sex="F", age=26)
VOMITING_DIZZY = case("Vomiting all night", "A 22-year-old woman has vomited every hour since last night and has watery "
                      "diarrhoea. She feels dizzy on standing.", sex="F", age=22)
_BACK = re.compile(r"(the [\w' -]+?|what) I mentioned|the same as I said")


def back_references_point_to_what_was_said(scenario: Case, questions: list[str]) -> list[tuple[str, str]]:
    """(persona, reply) for each back-reference to nothing this speaker said before."""
    wrong = []
    for persona, replies in answers(scenario, questions):
        heard: set[str] = set()
        for question, reply in zip(questions, replies):
            for match in _BACK.finditer(reply):
                named = match.group(1)
                if named and named != "what":
                    wanted = {hit.concept for hit in detect(named)}
                else:
                    wanted = set().union(*(probe.concepts for probe in read_intents(question).probes))
                if wanted and not wanted & heard:
                    wrong.append((persona, reply))
            if len(_BACK.findall(reply)) > 1 and re.search(r"\bwhat I mentioned\b", reply):
                wrong.append((persona, reply))  # "the vomiting I mentioned and what I mentioned" points nowhere
            heard |= {hit.concept for hit in detect(reply) if not hit.negated}
    return wrong


@pytest.mark.parametrize("scenario", [BLEEDING, VOMITING_DIZZY, LITTLE_URINE], ids=["bleeding", "vomiting and dizzy", "little urine"])
def test_a_back_reference_points_only_to_a_symptom_said_before(scenario: Case) -> None:
    questions = [GREETING, SYMPTOMS, BLOOD_OR_FAINT, "Any weakness on one side, trouble speaking, or confusion?"]
    assert back_references_point_to_what_was_said(scenario, questions) == []


def test_a_symptom_just_named_in_the_list_is_not_also_referred_back_to() -> None:
    """"I've been bleeding from my vagina, and the bleeding I mentioned": one symptom, said twice."""
    for persona, replies in answers(BLEEDING, [GREETING, SYMPTOMS]):
        reply = replies[1]
        assert not (re.search(r"bleeding from", reply) and re.search(r"the bleeding I mentioned", reply)), (persona, reply)


# --------------------------------------------------------------------------------------
# 3. The history answer holds what the complaint asserts

NO_BACKGROUND = re.compile(r"\bnothing major\b|\b(?:generally|usually|normally) (?:well|healthy)\b|\bno medical problems\b|"
                           r"\bnot that i (?:know of|can remember)\b|(?:don'?t|doesn'?t|do not|does not) take anything|"
                           r"can't remember taking anything", re.IGNORECASE)


@pytest.mark.parametrize(("scenario", "said"), [
    (CATHETER, r"catheter"),
    (case("R FLANK PAIN, VOMITING, HX STONES"), r"history of stones"),
    (case("LLQ PAIN, HX DIVERTICULITIS", age=68), r"diverticulitis"),
    (case("Catheter not draining", "A 70-year-old man with a long-term urinary catheter comes in because it has not drained.",
          age=70), r"catheter"),
    (case("usual back pain, out of tablets", age=55), r"back pain"),
], ids=["catheter in prose and complaint", "hx stones", "hx diverticulitis", "catheter not draining", "usual back pain"])
def test_a_condition_or_device_the_complaint_names_is_in_the_history_answer(scenario: Case, said: str) -> None:
    for persona, replies in answers(scenario, [GREETING, CONDITIONS, HISTORY]):
        for reply in replies[1:]:
            if not derailed(reply):
                assert re.search(said, reply, re.IGNORECASE), (persona, reply)
            assert not re.search(r"\bnothing major\b|not that i (?:know of|can remember)|generally healthy", reply,
                                 re.IGNORECASE), (persona, reply)


@pytest.mark.parametrize("scenario", [
    case("FEVER, ON CHEMO, LAST TX 8D AGO", age=58, sex="F"),
    case("Fever on chemo", "A 58-year-old woman on chemotherapy for breast cancer had her last cycle eight days ago.", age=58, sex="F"),
    case("S/P FALL, HEAD STRIKE, ON COUMADIN", age=84, sex="F"),
], ids=["on chemo (chart)", "on chemo (prose)", "on coumadin"])
def test_a_patient_on_a_medicine_taken_for_a_condition_never_says_it_has_none(scenario: Case) -> None:
    for persona, replies in answers(scenario, [GREETING, CONDITIONS, HISTORY]):
        for reply in replies[1:]:
            assert not NO_BACKGROUND.search(reply), (persona, reply)


T1_CHILD = case("low sugar at netball", "An 11-year-old girl with type 1 diabetes is brought in by her mum from a netball game, where "
                "she became sweaty and shaky and started talking nonsense.", age=11, sex="F", speaker="companion", companion="mother")
ASTHMA_CHILD = case("asthma, can't talk", "An 8-year-old boy with asthma is carried in by his dad after a night of worsening wheeze.",
                    age=8, speaker="companion", companion="father")
T1_ADULT = case("N/V, FS HIGH, T1DM, ?DKA", age=24)
COPD = case("More breathless, COPD", "A 72-year-old man with COPD has been more breathless for three days.", age=72)


OUT_OF_TABLETS = case("usual back pain, out of tablets", age=55)


@pytest.mark.parametrize("scenario", [T1_CHILD, ASTHMA_CHILD, T1_ADULT, COPD, OUT_OF_TABLETS],
                         ids=["type 1 child", "asthma child", "T1DM", "COPD", "out of tablets"])
def test_someone_with_a_known_condition_is_never_said_to_take_nothing(scenario: Case) -> None:
    for persona, replies in answers(scenario, [GREETING, MEDICINES, HISTORY]):
        for reply in replies[1:]:
            assert not re.search(r"(?:don'?t|doesn'?t|do not|does not) take anything|can't remember taking anything", reply,
                                 re.IGNORECASE), (persona, reply)


# --------------------------------------------------------------------------------------
# 4. Drink and drugs follow the case and what was said

@pytest.mark.parametrize(("scenario", "said"), [
    (case("Hot swollen knee", "A 38-year-old man with previous gout has woken with a hot, swollen right knee. He had a big weekend "
          "of beer and prawns."), r"drink"),
    (case("Cut forehead, drinking", age=22), r"drink"),
    (case("Paranoid after ice binge", "A 29-year-old woman is brought in by her partner, who says she has been using "
          "methamphetamine for three days and has not slept.", age=29, sex="F", speaker="companion", companion="partner"), r"\bice\b"),
    (case("took speed, wants to calm down", age=23), r"\bspeed\b"),
], ids=["beer weekend in prose", "drinking in the complaint", "ice binge", "took speed"])
def test_drink_or_drugs_the_case_says_are_never_denied(scenario: Case, said: str) -> None:
    for persona, replies in answers(scenario, [GREETING, SYMPTOMS, SUBSTANCE, HOW_MUCH]):
        for reply in replies[2:]:
            assert not re.search(r"\bno (?:drink|alcohol)\b|hasn't had anything like that|not that i know of", reply,
                                 re.IGNORECASE), (persona, reply)
            if not derailed(reply) and persona_trusts(persona):
                assert re.search(said, reply, re.IGNORECASE), (persona, reply)


SELF_HARM = "I ask everyone this: have you had any thoughts of harming yourself?"


@pytest.mark.parametrize("scenario", [
    case("thinking of taking pills", "A 19-year-old university student comes to triage alone and quietly says she has been planning "
         "to take all of her mother's sleeping tablets tonight. She has written goodbye messages to friends.", age=19, sex="F"),
    case("cut her arm", "A 26-year-old woman comes in with a friend after cutting her forearm with a razor blade. She says she has "
         "been thinking of killing herself.", age=26, sex="F"),
], ids=["a plan in the prose", "thoughts in the prose"])
def test_thoughts_of_self_harm_the_story_tells_are_never_denied(scenario: Case) -> None:
    for persona, replies in answers(scenario, [GREETING, SYMPTOMS, SELF_HARM]):
        assert not re.search(r"never thought of hurting|nothing like that", replies[2], re.IGNORECASE), (persona, replies)


def persona_trusts(persona_id: str) -> bool:
    return next(p for p in PERSONAS if p.persona_id == persona_id).trust_in_healthcare == "high"


def test_ice_on_the_path_is_no_drug() -> None:
    for persona, replies in answers(case("Slipped on ice, wrist pain"), [GREETING, SUBSTANCE]):
        assert not re.search(r"\bice\b", replies[1], re.IGNORECASE), (persona, replies[1])


# --------------------------------------------------------------------------------------
# 5. How an injury happened: the case's own story

@pytest.mark.parametrize(("complaint", "said"), [
    ("Stepped on nail", r"stepped on"),
    ("Twisted ankle playing soccer", r"soccer"),
    ("wrist deformity after fall from ladder", r"ladder"),
    ("Kitchen knife cut to finger", r"knife"),
    ("rolled ankle at netball", r"netball"),
    ("Hand crushed at work", r"crushed"),
])
def test_an_injury_whose_complaint_says_how_is_told_that_way(complaint: str, said: str) -> None:
    for persona, replies in answers(case(complaint, pain=5), [GREETING, MECHANISM]):
        assert not re.search(r"happened so fast", replies[1], re.IGNORECASE), (persona, replies[1])
        if not derailed(replies[1]):
            assert re.search(said, replies[1], re.IGNORECASE), (persona, replies[1])


@pytest.mark.parametrize("complaint", ["cut chin", "Skin tear on arm", "Barbecue flash burn"])
def test_an_injury_the_case_tells_nothing_more_of_gets_a_plain_answer(complaint: str) -> None:
    for persona, replies in answers(case(complaint, pain=5), [GREETING, MECHANISM]):
        assert not re.search(r"happened so fast|came on by itself", replies[1], re.IGNORECASE), (persona, replies[1])


# --------------------------------------------------------------------------------------
# 6. Medicines named by their kind

@pytest.mark.parametrize("scenario", [T1_CHILD, T1_ADULT, COPD, ASTHMA_CHILD], ids=["type 1 child", "T1DM", "COPD", "asthma child"])
def test_insulin_and_inhalers_are_never_called_tablets(scenario: Case) -> None:
    for persona, replies in answers(scenario, [GREETING, MEDICINES, HISTORY]):
        for reply in replies[1:]:
            assert not re.search(r"\btablets\b", reply, re.IGNORECASE), (persona, reply)


@pytest.mark.parametrize("scenario", [T1_CHILD, T1_ADULT], ids=["type 1 child", "T1DM"])
def test_a_type_1_diabetic_is_on_insulin(scenario: Case) -> None:
    for persona, replies in answers(scenario, [GREETING, MEDICINES]):
        if not derailed(replies[1]):
            assert re.search(r"\binsulin\b", replies[1], re.IGNORECASE), (persona, replies[1])


@pytest.mark.parametrize("who", ["paramedic", "police officer", "care worker"])
def test_a_companion_there_for_work_hands_over_without_a_relatives_fears(who):
    """A paramedic or a police officer does not say "I'm so scared for her" or chat about parking,
    whatever the persona's worry and drift: they are at work."""
    from triagesim.agents.offline.patient.phrases import COMPANION_DRIFT, COMPANION_WORRY

    scenario = case("confused, found on floor", "A 79-year-old woman was found on the floor at home this morning. She is "
                    "confused. Vital signs are within normal limits.", age=79, sex="F", companion=who)
    worried = [p for p in PERSONAS if p.emotion_regulation != "calm" or p.topic_drift]
    assert worried
    for persona in worried:
        for seed in range(3):
            said = " ".join(interview(scenario, [GREETING, SYMPTOMS, HISTORY, CONDITIONS], persona, seed=seed))
            for line in (*COMPANION_WORRY, *COMPANION_DRIFT):
                assert line.format(s="she", o="her", S="She", p="her", pos="her").split(" {")[0] not in said, (who, persona.persona_id, said)
