"""What each agent is allowed to see.

The environment owns the truth; agents get observations. The nurse sees what a triage nurse
sees at the desk (``Registration``: age, sex, arrival, a first look), the dialogue, the
vitals it has measured and what it may do next, never the rest of the case. The patient sees its own
``PatientBrief`` (complaint, feelings, story) and the nurse's words, never its acuity or
its vitals. Observations carry only what is *new* since the agent last looked, so building
one costs the same at turn 40 as at turn 2; agents that need the whole dialogue keep it.
"""

from __future__ import annotations

import re

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..cases import Case, CaseHistory
from ..clinical.background import FIELDS, Background, background_of
from ..clinical.concepts import detect
from ..clinical.presenting import (cannot_give_history, recent_birth, late_period, pain_free_now, pain_in_words, denied_findings, last_chemotherapy, reported_glucose, reported_temperature,
                                  seen_at_a_glance, seen_in_complaint, told_findings, told_usual_oxygen, gestation)
from ..clinical.amounts import narrative_bleeding_amount, narrative_drinking
from ..clinical.family_history import narrative_family_history
from ..clinical.safeguarding import narrative_safeguarding
from ..clinical.story import (GOT_STRAIGHT_UP, narrative_motive, narrative_character, narrative_first_aid, narrative_course, narrative_fit, narrative_found, narrative_function,
                              narrative_immunisations, narrative_intake, narrative_location, narrative_mechanism, narrative_needle_source, narrative_tetanus, narrative_last_well,
                              narrative_onset, narrative_treatment, weapon_at_hand, weapon_carried)
from ..clinical.registration import expand_terms
from ..clinical.spelling import correct
from ..clinical.speech import heard_concepts
from ..clinical.speakers import Speaker, arrival_in, companion_for, companion_in, companion_in_complaint, who_speaks

__all__ = ["PatientBrief", "Registration", "NurseObservation", "PatientObservation", "StepResult"]


class PatientBrief(BaseModel):
    """What the patient knows about itself: no acuity, no vital signs.

    ``speaker`` says who answers the nurse: the patient, or a ``companion`` (parent, partner,
    paramedic...) when the patient cannot talk or is a young child.
    """

    model_config = ConfigDict(extra="forbid")
    chief_complaint: str
    speaker: Speaker = "patient"
    companion: str | None = None
    age: int | float | None = None  # years; infants as fractions
    sex: str | None = None
    pain: float | None = None
    pain_text: str | None = None
    history: CaseHistory = Field(default_factory=CaseHistory)
    sensitive: dict[str, str] = Field(default_factory=dict)
    function: str | None = Field(default=None, description=(
        "What an injured part can still do, in the patient's words (\"I can move all my fingers\"), when a prose case says."))
    intake: str | None = Field(default=None, description=(
        "What goes in and comes out, in the patient's words (\"I bring back every sip I drink\"), when a prose case says."))
    bleeding_amount: str | None = Field(default=None, description=(
        "How heavy a bleed is, in the patient's words (\"I've soaked through four pads in the last hour, and there are "
        "clots\"), when a prose case says."))
    immunisations: str | None = Field(default=None, description=(
        "Whether the patient is up to date with vaccinations, in its words (\"No, I missed my 12-month vaccinations\"), "
        "when a prose case says."))
    tetanus: str | None = Field(default=None, description=(
        "When the last tetanus jab was, when the prose or the complaint says (\"a tetanus booster last year\"): told when "
        "asked, never a date the case lacks."))
    last_well: str | None = Field(default=None, description=(
        "When the patient was last seen well, in its words (\"I was completely well at breakfast\"), when the prose says: "
        "the answer to \"when were you last normal?\" after a stroke's signs, never the time they were noticed."))
    family_history: str | None = Field(default=None, description=(
        "Who in the family died suddenly or young, or what heart trouble runs in it, when the prose says (\"my uncle died "
        "suddenly at 34\"): the answer after a faint on exertion, never a death the case lacks."))
    safeguarding: str | None = Field(default=None, description=(
        "What a child at risk said of its injuries, how it reacted and who has been told, in the child's first person "
        "(\"I wouldn't say how I got them, and the school has contacted child protection\"), when the prose says."))
    needle_source: str | None = Field(default=None, description=(
        "What the prose tells of a needle and the person it was used on (an infection they are known to have, a syringe "
        "found lying about): the answer to \"whose needle was it?\", never an infection the story lacks."))
    fit_length: str | None = Field(default=None, description=(
        "How long a fit lasted, when the prose says (\"about a minute\"): told when asked, never a length the case lacks."))
    fit_recovered: bool | None = Field(default=None, description=(
        "Whether the person has come round from a fit, when the prose says (\"now alert\" True, \"still drowsy\" False)."))
    speechless: bool = Field(default=False, description=(
        "The prose says the patient cannot answer for itself (\"only mumbles\", \"does not use speech\"): whoever came "
        "says what they see, never \"he says it hurts\"."))
    weapon: str | None = Field(default=None, description=(
        "A weapon the patient has or can get (\"gun\"), when its complaint or story says: told when asked about the means "
        "to harm someone."))
    weapon_carried: str | None = Field(default=None, description=(
        "Where the patient carries that weapon now (\"bag\"), when its story says: \"I've got it in my bag\", never one "
        "to get hold of."))
    baseline: str | None = Field(default=None, description=(
        "What is usual for the patient that a reading is read against (\"my oxygen usually sits at 88 to 90\"), "
        "when a prose case states it: said with the complaint, before the nurse reads the oximeter."))

    @classmethod
    def from_case(cls, case: Case) -> "PatientBrief":
        age = case.apparent_age
        # A prose case speaks through the companion it names, or through someone who came with a
        # patient the prose says cannot answer ("only mumbles", "is fitting").
        stated = case.speaker or ("companion" if case.narrative and (case.companion or cannot_give_history(case.narrative)) else None)
        speaker = who_speaks(case.chief_complaint, pain_text=case.pain_text, age=age, stated=stated)
        # the prose's "wheeled in by his wife" is his wife; a row's "PER DAUGHTER" is the daughter
        named = case.companion or companion_in(case.narrative) or companion_in_complaint(case.chief_complaint)
        arrival = case.arrival or arrival_in(case.chief_complaint)  # "..., BIBA": the crew speaks
        companion = companion_for(age=age, arrival=arrival, stated=named) if speaker == "companion" else None
        weeks = gestation(case.narrative)
        complaint = case.chief_complaint
        if weeks is not None and re.search(r"\bpregnan", complaint, re.IGNORECASE) and gestation(complaint) is None and not re.search(r"\d", complaint):
            # "fall, pregnant" from a story that says 32 weeks: the patient says how far on she is
            complaint = re.sub(r"\bpregnant\b", f"{weeks} weeks pregnant", complaint, count=1, flags=re.IGNORECASE)
        elif weeks is not None and not re.search(r"\bpregnan", complaint, re.IGNORECASE):
            # "Headache and flashing lights at 32 weeks" from a story of a woman 32 weeks pregnant: she knows she is
            # ("at 32 weeks" is how far on, never "for 32 weeks")
            complaint = re.sub(r"\s+(?:at|@)\s+\d{1,2}\s*(?:weeks?|wks?)(?:'? gestation)?\b", "", complaint, flags=re.IGNORECASE)
            complaint = f"{complaint}, {weeks} weeks pregnant"
        # (a mother's own birth, never a newborn's, whose story tells the birth too)
        birth = recent_birth(case.narrative) if (age is None or age >= 12) and (case.sex or "F")[:1].upper() != "M" else None
        if birth and not re.search(r"\b(?:baby|birth|deliver\w*|caesar\w*|cesar\w*|c-section|post-?partum|post-?natal|pregnan\w*)\b",
                                   complaint, re.IGNORECASE):
            # "short of breath" from a story of a birth two weeks ago: the mother says it with her complaint
            complaint = f"{complaint}, {birth}"
        fit_length, fit_recovered = narrative_fit(case.narrative)
        return cls(
            chief_complaint=complaint,
            speaker=speaker,
            companion=companion,
            age=age,
            sex=case.apparent_sex,  # the recorded sex, else the one the complaint gives away ("F/66", "prostate")
            # "pain-free now": 0, said so; "a severe headache" with no number: the number its words give (8)
            pain=case.pain if case.pain is not None else 0 if pain_free_now(case.narrative) else pain_in_words(case.narrative),
            pain_text=case.pain_text,
            history=_with_narrative(case),
            sensitive=_with_menarche(_with_motive(_with_drinking(dict(case.sensitive), case.narrative), case.narrative), case.narrative),
            function=narrative_function(case.narrative),
            intake=narrative_intake(case.narrative, baby=age is not None and age < 2),
            baseline=told_usual_oxygen(case.narrative),
            immunisations=narrative_immunisations(case.narrative) or narrative_immunisations(case.chief_complaint),
            fit_length=fit_length,
            fit_recovered=fit_recovered,
            bleeding_amount=narrative_bleeding_amount(case.narrative),
            needle_source=narrative_needle_source(case.narrative),
            family_history=narrative_family_history(case.narrative),
            safeguarding=narrative_safeguarding(case.narrative),
            tetanus=narrative_tetanus(case.narrative) or narrative_tetanus(case.chief_complaint),
            last_well=narrative_last_well(case.narrative),
            weapon=weapon_at_hand(case.narrative) or weapon_at_hand(case.chief_complaint),
            weapon_carried=weapon_carried(case.narrative),
            speechless=bool(case.narrative) and cannot_give_history(case.narrative),
        )


#: Periods that have not begun, as a story says it ("her periods have not started yet"): the answer to the pregnancy screen.
_NO_PERIODS_YET = re.compile(r"\bperiods? (?:have|has) not (?:yet )?started\b|\bperiods? (?:haven'?t|hasn'?t) (?:yet )?started\b|"
                             r"\b(?:has not|hasn'?t|have not|haven'?t) (?:yet )?(?:started|begun) (?:her|his|my|their) periods\b|"
                             r"\b(?:has not|hasn'?t) (?:yet )?had (?:her|a) first period\b", re.IGNORECASE)


def _with_menarche(sensitive: dict[str, str], narrative: str | None) -> dict[str, str]:
    """The private facts, with periods not yet begun when the prose says so and the case gives no fact on pregnancy of its
    own: asked when her last period was, a girl of 12 says she has not started them (the thirty-ninth read, A: "My last
    period was about three weeks ago, and it was normal")."""
    if not sensitive.get("pregnancy") and narrative and _NO_PERIODS_YET.search(narrative):
        sensitive["pregnancy"] = "I haven't started my periods yet"
    return sensitive


def _with_motive(sensitive: dict[str, str], narrative: str | None) -> dict[str, str]:
    """The private facts, with why an act of self-harm was done when the prose tells it and the case gives no fact of its
    own ("she wanted everyone to leave her alone": asked whether she meant to hurt herself, she says so, never "I don't
    really know why I took them"; the 2026-12ao ATS, training)."""
    if not sensitive.get("self_harm") and (motive := narrative_motive(narrative)):
        sensitive["self_harm"] = motive
    return sensitive


def _with_drinking(sensitive: dict[str, str], narrative: str | None) -> dict[str, str]:
    """The case's private facts, with the drinking habit the prose tells ("drinks a bottle of vodka a day and stopped
    two days ago") when the case gives no fact on drink or drugs: said when asked, as any private fact is."""
    if not (sensitive.get("substance_use") or sensitive.get("intoxication")) and (drinking := narrative_drinking(narrative)):
        sensitive["substance_use"] = drinking
    return sensitive


def _with_narrative(case: Case) -> CaseHistory:
    """The history the patient knows, with what a prose case tells (``clinical.presenting``, ``clinical.story``): each
    finding the prose asserts for the patient in lay words, a temperature taken at home, and the
    onset, the site, when it hurts and how an injury happened when the history has none; how it has
    gone since (told with the onset: "two days ago, and it has been getting worse"; a bleeding that
    has stopped, as a finding of its own); how the patient was found and what was given before
    triage (with the onset, so a handover tells them); and the conditions, medicines and allergies the complaint
    or the prose asserts (``clinical.background``). The prose itself never reaches the patient."""
    # the complaint as typed and as the nurse reads it: "DM2" is type 2 diabetes, a condition the patient then never denies
    # (a misspelt condition is the condition: "asthama attack" had the patient deny any background, 2026-12aa terse)
    complaint = correct(case.chief_complaint)
    # each typed item read on its own: "not able to get up ..., Parkinsons" denies the getting up, never the Parkinson's
    # (2026-12an terse, training: "Nothing major" from a woman the desk typed with Parkinson's)
    items = [item for item in re.split(r"\s*[,;]\s*", case.chief_complaint or "") if item] if not case.narrative else [case.chief_complaint]
    history = _with_background(case.history, background_of(*items, expand_terms(complaint), case.narrative))
    if not case.narrative:
        return history
    known = frozenset(hit.concept for hit in detect(expand_terms(case.chief_complaint)) if not hit.negated)
    told = told_findings(case.narrative, known=known) + denied_findings(case.narrative, known=known)
    if reported_temperature(case.narrative):
        # the reading is the fever told: one fact, never "a high temperature and a temperature when it was checked" (thirty-fifth
        # read, D)
        told = [item for item in told if heard_concepts([item]) != {"fever"}]
    for reading in (reported_temperature(case.narrative), reported_glucose(case.narrative), late_period(case.narrative)):
        if reading:
            told.append(reading)
    onset = history.onset or narrative_onset(case.narrative)
    course = narrative_course(case.narrative)
    aid = narrative_first_aid(case.narrative)  # read once: the stopped bleed below, the handover after
    if course is not None and course.bleeding:
        if not re.search(r"\bstopped\b", aid or ""):  # "the bleeding has now stopped under a firm bandage" tells it already, once
            told.append(course.say)
    elif course is not None and onset and not history.onset:
        onset = f"{onset}, and {course.say}"
    elif course is not None and not onset:
        # no time to tell it with: the course is a finding of its own, never lost ("the redness now spreads onto her
        # tummy" answered "no, no spreading redness": 2026-12x narrative, training)
        told.append(course.say)
    if not history.onset:
        # how they were found and what was given before triage: the handover tells them with the onset,
        # or, with no time to tell, as what else there is to say (never as the answer to "when?")
        story = [said for said in (narrative_found(case.narrative), narrative_treatment(case.narrative), aid) if said]
        if onset:
            onset = "; ".join([onset, *story])
        else:
            told.extend(story)
    symptoms = list(history.associated_symptoms or []) + [item for item in told if item not in (history.associated_symptoms or [])]
    medications = history.medications
    chemo_when = last_chemotherapy(case.narrative)
    if chemo_when and medications:  # "chemotherapy" said with when the last one was
        medications = [f"{item} and the last one was {chemo_when}" if re.fullmatch(r"chemo(?:therapy)?", item, re.IGNORECASE) else item
                       for item in medications]
    mechanism = history.mechanism or narrative_mechanism(case.narrative)
    if mechanism and GOT_STRAIGHT_UP.search(case.narrative) and not GOT_STRAIGHT_UP.search(mechanism):
        # "she got straight up" is part of how the fall went: asked whether she lay there, the answer the story gives
        # (thirty-seventh read, A: "she got up with a bit of help")
        mechanism = f"{mechanism}, and I got straight up"
    return history.model_copy(update={
        # A prose case tells the whole story: a symptom it leaves out is one the patient does not have
        # (asked about it, "no", never the "not sure" of a registration row that records no symptoms).
        "associated_symptoms": symptoms,
        "onset": onset,
        "character": history.character or narrative_character(case.narrative),
        "location": history.location or narrative_location(case.narrative, case.chief_complaint),
        "mechanism": mechanism,
        "medications": medications,
    })


def _with_background(history: CaseHistory, background: Background) -> CaseHistory:
    """The history with the background the case's words assert: a field the case does not record
    takes what the words say (their "none" too: "no medical history"); a recorded list gains what
    it does not already say in other words ("DM" in the complaint, "type 2 diabetes" in the list)."""
    update: dict[str, list[str]] = {}
    for name in FIELDS:
        found, recorded = background.get(name), getattr(history, name)
        if found is None:
            continue
        if recorded is None:
            update[name] = list(found)
            continue
        known = background_of(*recorded)
        said = {known.groups[words] for words in known.get(name) or []}
        extra = [item for item in found if background.groups[item] not in said
                 and item.lower() not in {entry.strip().lower() for entry in recorded}]
        if extra:
            update[name] = [*recorded, *extra]
    return history.model_copy(update=update) if update else history


class Registration(BaseModel):
    """What a triage nurse knows at the desk before asking anything: never vitals, never the acuity."""

    model_config = ConfigDict(extra="forbid")
    age: int | float | None = Field(default=None, description="Years (an infant's as a fraction); None: not given.")
    sex: str | None = None
    arrival: str | None = Field(default=None, description="walk-in, ambulance, police, ...; None: not recorded.")
    first_look: str | None = Field(default=None, description="AVPU, work of breathing, skin, when the case has it.")
    speaker: Speaker = Field(default="patient", description="Who will answer: the patient or a companion.")
    companion: str | None = None

    @classmethod
    def from_case(cls, case: Case) -> "Registration":
        brief = PatientBrief.from_case(case)
        return cls(
            age=case.age,
            sex=case.sex,
            arrival=case.arrival,
            # a registration row with no prose shows at a glance what its complaint says ("GCS 6"); prose shows its own
            first_look=case.first_look or (seen_at_a_glance(case.narrative) if case.narrative else seen_in_complaint(case.chief_complaint)),
            speaker=brief.speaker,
            companion=brief.companion,
        )


class NurseObservation(BaseModel):
    """The nurse's view before one step."""

    model_config = ConfigDict(extra="forbid")
    role: Literal["nurse"] = "nurse"
    run_id: str
    algorithm: Literal["esi", "ats"]
    registration: Registration = Field(default_factory=Registration, description="What the nurse sees at the desk.")
    turn: int
    max_turns: int
    questions_left: int
    closing: bool = Field(description="True in the closing phase: no more questions, end with a final level.")
    step: int = Field(description="Index of the nurse step about to be taken.")
    new_events: list[dict[str, Any]] = Field(description="History entries since the nurse last observed.")
    new_beliefs: list[dict[str, Any]] = Field(description="Belief records added since the nurse last observed.")
    vitals: dict[str, float | None] = Field(description="Vitals measured so far; None means not available.")
    red_flags_logged: list[str]
    allowed_actions: list[str]
    allowed_vitals: list[str]
    last_refusal: str | None = None


class PatientObservation(BaseModel):
    """The patient's view before it replies."""

    model_config = ConfigDict(extra="forbid")
    role: Literal["patient"] = "patient"
    run_id: str
    turn: int
    brief: PatientBrief
    nurse_utterance: str
    new_events: list[dict[str, Any]]
    last_refusal: str | None = None


class StepResult(BaseModel):
    """What ``TriageEnv.step`` returns: accepted or refused (with an actionable reason)."""

    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)
    accepted: bool
    refusal: str | None = None
    done: bool
    next_actor: Literal["nurse", "patient"] | None
    info: dict[str, Any] = Field(default_factory=dict)
    observation: NurseObservation | PatientObservation | None = None
