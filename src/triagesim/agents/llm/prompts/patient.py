"""The LLM patient's prompt: who speaks, what they know, how they talk, and what they may disclose.

What the prompt holds is the simulation's information barrier, so every part of it is derived
from the brief through the knowledge base rather than pasted in:

- **Layout, stable first.** The role, the rules of the information barrier and the reply format
  come first and are the same bytes for every case and persona (``STABLE_PREFIX``), so a
  server's prefix cache reuses them; the case follows, built once per episode. Whether a private
  matter may be shared now is the only thing that changes during an episode: it never touches
  the system prompt, but rides as a short note on the nurse's latest line (``disclosure_note``).
- **Who speaks.** ``brief.speaker`` is decided once (``clinical.speakers``). A companion (parent,
  partner, paramedic...) speaks in the first person about the patient in the third person, in
  its own voice (the scripted patient's ``companion_voice``: a calm or worried relative), never
  with the patient's persona traits, and knows only what such a person would.
- **What they know, in lay words.** The chief complaint as the patient says it
  (``patient_complaint``) and the history in the same words (``lay_history``): the scripted
  patient's rendering through the registration vocabulary, without the items that are readings
  of the nurse's instruments (``clinical.barrier``). What the vocabulary cannot yet say is not
  passed on as chart text (``_lay``, read by the dialogue master's own chart-shorthand check).
  "Not recorded" is kept apart from "known none".
- **How they talk.** The persona's trait lines (``personas.patient_trait_behaviours``: behaviours,
  not quotas), then the clinical state read from the complaint (``clinical.speech``, as for the
  scripted patient): breathlessness, drowsiness and severe pain change speech, and a patient too
  ill for small talk (``keeps_to_the_illness``) loses the persona's wandering off the subject.
- **What they may disclose.** Trust gates private matters (``may_disclose``); recall decides
  whether a medicine's name is remembered (blood thinners are forgotten, not hidden).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ....cases import CaseHistory
from ....clinical.age_limits import AGE_LIMITS
from ....clinical.barrier import redact
from ....clinical.concepts import detect
from ....clinical.registration import lookup
from ....clinical.speakers import CHILD_SPOKEN_FOR_UNDER, cannot_talk
from ....clinical.speech import SEVERE_PAIN, SPEECH_STATES, keeps_to_the_illness
from ....clinical.speech import speech_states as clinical_speech_states
from ....clinical.topics import TOPIC_PATTERNS, asked_topics, sensitive_keys
from ....core.observations import PatientBrief
from ....dialogue.register import shorthand_in as chart_shorthand
from ....personas import (
    PatientPersona,
    gender_for,
    patient_profile_lines,
    patient_trait_behaviours,
    reported_pain,
    sentence_budget,
)
from ...disclosure import DISCLOSURE_THRESHOLD, RECALL_TOPICS, may_disclose, reassures, trust_gated
from ...offline.abbreviations import complaint_items, lay_history, patient_complaint
from ...offline.patient.state import companion_voice

__all__ = [
    "STABLE_PREFIX",
    "CASE_HEADING",
    "patient_system_prompt",
    "disclosure_note",
    "patient_sentence_budget",
    "patient_complaint",
    "lay_complaint",
    "speech_states",
    "DISCLOSURE_THRESHOLD",
    "RECALL_TOPICS",
    "asks_about",
    "reassures",
    "may_disclose",
    "trust_gated",
]


def patient_sentence_budget(persona: PatientPersona) -> int:
    """The persona's sentence budget (one home: ``personas.sentence_budget``)."""
    return sentence_budget(persona)


# ------------------------------------------------------------------------------ the stable part
def _bullets(lines: Iterable[str]) -> str:
    return "\n".join(f"- {line}" for line in lines)


#: Where the case begins: everything before it is ``STABLE_PREFIX``.
CASE_HEADING = "The case (everything you know):"

_ROLE = (
    "You are playing a part in a simulated hospital emergency department: a person at the triage desk, talking "
    "to the triage nurse. You are either the patient, or someone who came in with the patient and answers for "
    "them; the case below says which, and holds everything you know."
)
_BARRIER = (
    "You know only what the case gives (what happened, how it feels, the history) and what the nurse tells you.",
    "You have not seen the monitors or the chart. You do not know the measurements (blood pressure, pulse, oxygen "
    "level, temperature, breathing rate) or how urgent the case is, and you never guess them: no number for a "
    "reading and no medical word for one. If asked, say you don't know.",
    "Never make up a danger sign (such as chest pain, fainting, bleeding, trouble breathing or thoughts of "
    "self-harm), and never add a symptom, illness, medicine or event the case does not give. Where the case says "
    "something is not recorded, do as the case says for it.",
    "Answer what the nurse asks; volunteer other things only as a real person in your place would, and only from "
    "the case or from how you feel.",
    "A blood thinner is a medicine like any other: never hide or deny one that is taken.",
    "Private matters (drink, drugs, self-harm, pregnancy, safety at home) are shared only when you are told you may: "
    "the case says how you keep them until then, and a note in square brackets after the nurse's words (not said "
    "by the nurse) tells you when you may share one.",
    "How ill the patient is comes before how you usually talk: where the case's condition conflicts with your "
    "manner (how much you say, small talk, wandering off the subject), the condition wins.",
)
_SPEECH = (
    "Speak as a lay person does, in everyday words: no chart abbreviations, no medical terms a patient would not "
    "use, no stage directions and no descriptions of what you do.",
    "Never read the case out: say things your own way, a little at a time, as in a conversation.",
)


def _json_instruction() -> str:
    """The reply's shape: the words, and a log of what was made up (kept in the artifact, per line)."""
    return ('Reply as JSON: {"utterance": "<your words>", "invented": ["<each detail you made up that the case '
            'does not give>"]}, with an empty list when you made nothing up.')


#: The same bytes for every case, persona and moment of an episode: the part a server caches.
STABLE_PREFIX = (
    f"{_ROLE}\n\nWhat you know and what you don't:\n{_bullets(_BARRIER)}\n\n"
    f"How you speak:\n{_bullets(_SPEECH)}\n\nReply format:\n- {_json_instruction()}\n\n{CASE_HEADING}\n"
)


# ------------------------------------------------------------------------------ disclosure
# How well a forgotten-not-hidden medicine (``RECALL_TOPICS``) is remembered, by recall.
_RECALL_NOTE = {
    "high": "you remember its name and dose",
    "medium": "you remember its name but not the dose",
    "low": "you know it is a blood thinner but cannot remember its name: say 'a blood thinner, I can't remember "
    "the name' or that you'd have to check your list",
}
_FORGOTTEN_THINNER = (
    "You cannot remember a blood thinner's name: say it's 'a blood thinner' and you can't remember the name, or "
    "that you'd have to check your list."
)
# How each trust level keeps a private matter until it may be shared (``may_disclose`` decides when).
_WITHHOLD = {
    "high": "you have no reason to hide it, but you do not bring it up yourself",
    "medium": "if asked, you deflect for now ('Why do you need to know?')",
    "low": "if asked, you deny it or brush it off for now",
}


def _topic_label(topic: str) -> str:
    return topic.replace("_", " ")


def disclosure_note(disclosure: Mapping[str, bool]) -> str | None:
    """The one part of the patient's instructions that changes during an episode: which private
    matters it may now share (``may_disclose``), as a note on the nurse's latest line. None when
    none may be shared yet, so most requests carry no note at all."""
    shared = [_topic_label(topic) for topic, allowed in disclosure.items() if allowed]
    if not shared:
        return None
    return f"[A note for you, not said by the nurse: you may now share, if asked: {'; '.join(shared)}.]"


# ------------------------------------------------------------------------------ who is who
@dataclass(frozen=True)
class _Pronouns:
    subject: str
    object: str
    possessive: str
    be: str  # "he is" / "they are"


def _pronouns(sex: str | None) -> _Pronouns:
    gender = gender_for(sex)
    if gender == "male":
        return _Pronouns("he", "him", "his", "he is")
    if gender == "female":
        return _Pronouns("she", "her", "her", "she is")
    return _Pronouns("they", "them", "their", "they are")


def _person(brief: PatientBrief) -> str:
    """"a 55-year-old man", "an 18-month-old girl", "someone" when neither age nor sex is known."""
    gender = gender_for(brief.sex)
    child = brief.age is not None and brief.age < 18
    nouns = {"male": "boy" if child else "man", "female": "girl" if child else "woman"}
    noun = nouns.get(gender or "", "child" if child else "person")
    if brief.age is None:
        return f"a {noun}" if gender in nouns else "someone"
    if brief.age < 2 and not float(brief.age).is_integer():
        age = f"{round(brief.age * 12)}-month-old"
    else:
        age = f"{brief.age:g}-year-old"
    return f"{'an' if re.match(r'8|1[18]-', age) else 'a'} {age} {noun}"


# What each kind of companion knows, in the companion's own terms.
_COMPANION_KNOWS = {
    "parent": (
        "You know {pos} history, medicines and allergies well, and tell {pos} story as a parent: what you saw, "
        "and how {pos} behaviour, eating, drinking and weeing compare with normal. You can only guess at {pos} "
        "pain and feelings."
    ),
    "paramedic": (
        "You are handing over: you know what happened at the scene and on the way in, what the family or "
        "bystanders told you, and the medicines you found. You do not quote readings from your monitor: the "
        "nurse measures those here."
    ),
}
_COMPANION_DEFAULT = (
    "You know what you saw and roughly {pos} health problems and medicines, but not doses or details you "
    "would have to check."
)
# The companion's own temper (``companion_voice`` caps it at worried): about the patient, never its own pain.
_COMPANION_TEMPER = {
    "calm": "You are calm and practical: you keep your worry to yourself and give the facts as you saw them.",
    "anxious": "You are worried about {obj}, and it shows now and then: you ask whether {subj} will be all right, "
               "most of all when the nurse asks how bad it is.",
}
# The companion's traits that are its own voice; the rest (pain, recall, confusion) are the patient's.
_COMPANION_TRAITS = ("verbosity", "language_proficiency", "disfluency_rate", "topic_drift")


def _companion_name(companion: str | None) -> str:
    return (companion or "partner or friend").strip()


# ------------------------------------------------------------------------------ the complaint in lay words
_NOTHING_LEFT = "you were told to come in and get checked over"
_DURATION = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty)\s+"
    r"(?:minute|hour|day|week|month|year)s?\b",
    re.IGNORECASE,
)
# Words left hanging at an item's edge once a chart word is taken out ("hives after PCN": "hives").
_EDGE_WORDS = re.compile(r"^(?:(?:of|on|in|at|to|for|with|after|from|and|or)\b\s*)+|"
                         r"(?:\s*\b(?:of|on|in|at|to|for|with|after|from|and|or))+$", re.IGNORECASE)


def _flagged(text: str) -> list[str]:
    """The chart shorthand in ``text``, by the dialogue master's own check (``dialogue.register``,
    read from the registration vocabulary): what a patient heard saying it would be re-asked for."""
    return [word.split(" (")[0] for word in chart_shorthand(text)]


def _names_something(text: str) -> bool:
    return any(not hit.negated for hit in detect(text)) or bool(_DURATION.search(text))


# Words around a term that change what it means ("after appy" is no appendicitis, "neg HCG" no pregnancy).
_TURNS_MEANING = re.compile(r"(?<![\w/])(?:after|s/p|post|no|not|neg|negative|denies|without|history|hx|h/o|prior|"
                            r"previous|resolved|old)(?![\w/])", re.IGNORECASE)


def _around_term(item: str) -> str | None:
    """An item the vocabulary left in chart shorthand, said through a whole vocabulary term inside it
    ("known IUP": "I'm pregnant"), keeping only the rest that still names something. None when no term
    is inside, or when a word around it turns its meaning ("after appy", "neg HCG")."""
    words = item.split()
    for size in range(len(words), 0, -1):
        for start in range(len(words) - size + 1):
            entry = lookup(" ".join(words[start:start + size]))
            if entry is None:
                continue
            around = [" ".join(words[:start]), " ".join(words[start + size:])]
            if any(_TURNS_MEANING.search(piece) for piece in around):
                return None
            kept = [piece for piece in around if piece and _names_something(piece) and not _flagged(piece)]
            return ", ".join([*kept[:1], entry.lay, *kept[1:]] if around[0] in kept else [entry.lay, *kept])
    return None


def _lay(text: str, *, item: bool = False) -> str:
    """Case text with no chart shorthand left in it.

    The vocabulary's rendering comes first and says almost everything (``patient_complaint``,
    ``lay_history``). For the rest, an item is said through a whole vocabulary term inside it;
    failing that the shorthand words are left out, and an item whose remainder names nothing is
    dropped rather than given to the patient as chart text (the scripted patient, using the same
    vocabulary, would say it as typed). Free text keeps its remainder.
    """
    if not _flagged(text):
        return text
    if item and (said := _around_term(text)) and not _flagged(said):
        return said
    for word in _flagged(text):
        text = re.sub(rf"(?<![\w/+]){re.escape(word)}(?![\w/])", " ", text)
    text = " ".join(text.split()).strip(" ,;:")
    if item:
        text = _EDGE_WORDS.sub("", text).strip(" ,;:")
        return text if _names_something(text) else ""
    return text


def lay_complaint(chief_complaint: str) -> list[str]:
    """The complaint as the patient says it: lay words, one item each, no readings, no chart shorthand."""
    said = (_lay(item, item=True) for item in patient_complaint(chief_complaint))
    return list(dict.fromkeys(item for item in said if item))


# ------------------------------------------------------------------------------ clinical state
# Which states a patient is in is clinical knowledge (``clinical.speech``, shared with the scripted
# patient); how each is said to the model is this prompt's.
_STATE_RULES: dict[str, str] = {
    "fighting for breath": "You are fighting for breath: answer a few words at a time, with gaps for breath "
                           "('Can't... get... air'); never a full sentence.",
    "short of breath": "You are short of breath: speak in short phrases and stop for breath in the middle "
                       "('It's... my chest... since this morning').",
    "drowsy or confused": "You are drowsy and muddled: answer slowly and briefly, lose track of the question now and then, "
                          "may need it repeated, and are unsure of times and details (never of your main problem).",
    "intoxicated": "You have been drinking: your words are a little slurred, and you repeat yourself or ramble.",
    SEVERE_PAIN: "You are in severe pain: keep your answers clipped, and now and then break off mid-sentence "
                 "('It's - ah - right here').",
}
if set(_STATE_RULES) != {state.name for state in SPEECH_STATES} | {SEVERE_PAIN}:
    raise RuntimeError(f"llm patient prompt: no rule for the speech states {sorted({s.name for s in SPEECH_STATES} - set(_STATE_RULES))}")
_STATE_OVERRIDE = ("Your condition comes first: where it conflicts with how you talk above (including how many "
                   "sentences you say), follow your condition.")
_FOCUSED = {
    "patient": "You are too unwell, or too taken up with why you came, to chat: everything you say is about that; "
               "no small talk and no wandering off the subject, however chatty you usually are.",
    "companion": "You are too worried about {obj} for small talk: everything you say is about {obj} and what "
                 "happened; no chat about anything else, however chatty you usually are.",
}


def _state_text(brief: PatientBrief) -> str:
    """What the patient feels now, in words the concept table hears: complaint, character, other symptoms."""
    history = brief.history
    parts = [*patient_complaint(brief.chief_complaint), history.character or "", *(history.associated_symptoms or [])]
    return ". ".join(part for part in parts if part)


def speech_states(brief: PatientBrief) -> list[str]:
    """The clinical states that shape how this patient speaks ("short of breath", "severe pain"...)."""
    return clinical_speech_states([_state_text(brief)], brief.pain)


def _state_rules(states: list[str]) -> list[str]:
    return [_STATE_RULES[name] for name in states]


def _focused(brief: PatientBrief) -> bool:
    """Too unwell (or, for a companion, too worried) for small talk, as the scripted patient judges it:
    a companion for someone who cannot say how they feel, a patient sent in for a reading alone, or a
    condition that keeps anyone to the illness (``clinical.speech.keeps_to_the_illness``). Never the acuity."""
    mute = brief.speaker == "companion" and (
        cannot_talk(f"{brief.chief_complaint} {brief.pain_text or ''}")
        or (brief.age is not None and brief.age < AGE_LIMITS.reask_from)
    )
    sent_in = not patient_complaint(brief.chief_complaint)
    background = [*(brief.history.past_medical_history or []), *(brief.history.medications or [])]
    return mute or sent_in or keeps_to_the_illness([_state_text(brief)], brief.pain, background)


# ------------------------------------------------------------------------------ history
def _join(items: Iterable[str] | None) -> str:
    return "; ".join(item for item in (items or []) if item)


def _known(value: list[str] | None) -> str | None:
    """The list said, "none" when recorded as empty, None when not recorded (``CaseHistory``)."""
    if value is None:
        return None
    return _join(value) or "none"


def _clean(text: str | None) -> str:
    """Case text as the patient may hear it: no sign words or measurements (dropped clause by clause),
    no chart shorthand."""
    return _lay(redact(text, fallback="")) if text else ""


def _unknown(history: CaseHistory) -> list[str]:
    """The history fields the case does not record (as opposed to records as none)."""
    return [label for label, value in (
        ("other symptoms", history.associated_symptoms),
        ("past illnesses", history.past_medical_history),
        ("medicines", history.medications),
        ("allergies", history.allergies),
    ) if value is None]


# ------------------------------------------------------------------------------ the case
@dataclass(frozen=True)
class _Voice:
    """Who speaks, and how they name the patient: "you" / "your", or "he" / "his" for a companion."""

    companion: bool
    pronouns: _Pronouns

    @property
    def you(self) -> str:
        return self.pronouns.subject if self.companion else "you"

    @property
    def your(self) -> str:
        return self.pronouns.possessive if self.companion else "your"

    @property
    def takes(self) -> str:
        return "takes" if self.companion and self.pronouns.subject != "they" else "take"


def _who(brief: PatientBrief, persona: PatientPersona, voice: _Voice) -> list[str]:
    """Who the speaker is: the patient (with who it is, which colours only its voice), or a companion."""
    who = _person(brief)
    if not voice.companion:
        lines = [f"You are the patient: {who}." if who != "someone" else "You are the patient."]
        # What the case records wins over the persona's group ("a 28-year-old" is no "middle-aged adult").
        recorded = {"Age group:": brief.age is not None, "Gender:": gender_for(brief.sex) is not None}
        profile = [line for line in patient_profile_lines(persona)
                   if not any(line.startswith(label) and known for label, known in recorded.items())]
        return [*lines, *profile, _PROFILE_RULE] if profile else lines
    p = voice.pronouns
    name = _companion_name(brief.companion)
    child = brief.age is not None and brief.age < CHILD_SPOKEN_FOR_UNDER and not cannot_talk(brief.chief_complaint)
    why = f"{p.be} too young to give {p.possessive} own history" if child else f"{p.be} not able to answer the nurse"
    knows = _COMPANION_KNOWS.get(name.lower(), _COMPANION_DEFAULT)
    return [
        f"You are the patient's {name}: you came in with {p.object} and answer the nurse for {p.object}, because "
        f"{why}." + (" Decide which you are and keep to it." if " or " in name else ""),
        f"You speak as yourself, in the first person, and about the patient in the third person ('{p.subject}', "
        f"'{p.object}', '{p.possessive}'). Never speak as the patient: every word is yours, about {p.object}.",
        knows.format(pos=p.possessive),
        f"The patient is {who}." if who != "someone" else "The patient's age is not known to you.",
    ]


_PROFILE_RULE = (
    "Let who you are colour only your voice and everyday wording (the words you would use for your body and "
    "your worries); never act out a stereotype of your gender, age or background, and it changes nothing "
    "about your illness."
)


def _pain(brief: PatientBrief, persona: PatientPersona, voice: _Voice) -> str | None:
    p = voice.pronouns
    if voice.companion and cannot_talk(f"{brief.chief_complaint} {brief.pain_text or ''}"):
        return f"Pain: {p.subject} cannot tell anyone how much it hurts; you cannot give a pain score"
    if brief.pain is None:
        return None
    if voice.companion:
        return f"How much {p.subject} seems to hurt: about {brief.pain:g} out of 10 (your impression)"
    said = reported_pain(persona, brief.pain)
    line = f"Your pain right now: {brief.pain:g} out of 10"
    return line if said is None or said == brief.pain else f"{line}; asked for a number, you say {said}"


def _facts(brief: PatientBrief, persona: PatientPersona, voice: _Voice) -> list[str]:
    """The story in lay words, cleaned of readings: why, how it started, symptoms, pain, history."""
    p = voice.pronouns
    history = lay_history(brief.history)
    complaint = _join(lay_complaint(brief.chief_complaint) or [_NOTHING_LEFT])
    facts = [f"Why {p.subject} came (in the patient's words; say it about {p.object}): {complaint}" if voice.companion
             else f"Why you came: {complaint}"]
    for label, value in (
        ("How it started", history.onset),
        ("How long it has been going on", history.duration),
        ("What it feels like", history.character),
        ("Where", history.location),
        ("How it happened", history.mechanism),
        ("What the injured part can still do", brief.function),
    ):
        if _clean(value):
            facts.append(f"{label}: {_clean(value)}")
    if history.associated_symptoms is None:
        facts.append("Other symptoms: not recorded")
    elif symptoms := _join(_clean(item) for item in history.associated_symptoms):
        facts.append(f"Other symptoms: {symptoms}")
    if pain := _pain(brief, persona, voice):
        facts.append(pain)
    for label, value in (
        (f"{voice.your.capitalize()} past illnesses", _known(history.past_medical_history)),
        (f"Medicines {voice.you} {voice.takes}", _known(history.medications)),
        (f"{voice.your.capitalize()} allergies", _known(history.allergies)),
    ):
        facts.append(f"{label}: {_clean(value) if value else 'not recorded'}")
    return facts


def _gaps(brief: PatientBrief, persona: PatientPersona, voice: _Voice, thinner: bool) -> list[str]:
    """What to do where the case is silent: unknown fields, symptoms not listed, a forgotten name."""
    unknown = _unknown(brief.history)
    if not unknown:
        rules = ["Nothing in the story is missing: if asked about something not listed, say no or that you don't know."]
    else:
        rules = [
            f"'Not recorded' ({', '.join(unknown)}) means {voice.your} story does not say. If asked about one, say "
            f"you're not sure, or give an ordinary, harmless detail that fits the complaint (and list it under "
            "invented). Never make up a danger sign, and never give a confident 'no' about blood thinners, "
            "pregnancy or allergies: say you're not sure and would have to check. This holds however well you "
            "remember things."
        ]
    if brief.history.associated_symptoms is None:
        rules.append(
            "Do not deny every symptom the nurse lists: for one that often goes with the complaint, say you "
            "haven't really noticed or aren't sure."
        )
    if thinner and persona.recall_accuracy == "low" and not voice.companion:
        rules.append(_FORGOTTEN_THINNER)
    return rules


def _style(brief: PatientBrief, persona: PatientPersona, voice: _Voice) -> list[str]:
    """How the speaker talks: the patient's persona, or the companion's own voice; a speaker too ill
    (or too worried) for small talk does not wander off the subject."""
    focused = _focused(brief)
    if voice.companion:
        own = companion_voice(persona)
        behaviours = {field: line for field, line in patient_trait_behaviours(own).items() if field in _COMPANION_TRAITS}
        p = voice.pronouns
        temper = _COMPANION_TEMPER.get(own.emotion_regulation, _COMPANION_TEMPER["anxious"])
        behaviours["emotion_regulation"] = temper.format(obj=p.object, subj=p.subject)
    else:
        behaviours = patient_trait_behaviours(persona)
        if "drowsy or confused" in speech_states(brief):
            behaviours.pop("cognitive_state", None)  # "you follow each question" would contradict the state
        if persona.instruction and persona.instruction.strip():
            behaviours["instruction"] = f"Also: {persona.instruction.strip()}"
    behaviours.pop("trust_in_healthcare", None)  # said with the private matters, where it applies
    if focused:
        behaviours.pop("topic_drift", None)
        behaviours["focus"] = _FOCUSED["companion" if voice.companion else "patient"].format(obj=voice.pronouns.object)
    return list(behaviours.values())


def _sensitive(brief: PatientBrief, persona: PatientPersona, voice: _Voice) -> tuple[list[str], list[str]]:
    """The case's sensitive facts: blood thinners (recall decides how well they are remembered) and
    private matters (trust decides how they are kept; when they may be shared is ``disclosure_note``)."""
    remembered, private = [], []
    for topic, statement in brief.sensitive.items():
        statement = _clean(statement)
        if not statement:
            continue
        if not trust_gated(topic):
            remembered.append(f"blood thinner: \"{statement}\" ({_RECALL_NOTE[persona.recall_accuracy]})")
        else:
            private.append(f"{_topic_label(topic)}: \"{statement}\"")
    return remembered, private


def _section(title: str, lines: list[str]) -> str:
    return f"\n{title}\n{_bullets(lines)}\n" if lines else ""


def patient_system_prompt(brief: PatientBrief, persona: PatientPersona) -> str:
    """The role: the stable rules (``STABLE_PREFIX``), then the case: who speaks, its story in lay words
    (no acuity, no vitals, no readings, no chart shorthand), how it talks, and its private matters last.

    A pure function of the brief and the persona: it is built once per episode. Whether a private
    matter may be shared now is ``disclosure_note``, which never changes this text.
    """
    voice = _Voice(brief.speaker == "companion", _pronouns(brief.sex))
    remembered, private = _sensitive(brief, persona, voice)
    thinner = bool(remembered) or any(
        hit.concept == "anticoagulant" and not hit.negated for hit in detect(_join(brief.history.medications))
    )
    p = voice.pronouns
    said = (f"Each is written as {p.subject} would say it: say it about {p.object}, as far as you know it."
            if voice.companion else "")
    states = [] if voice.companion else speech_states(brief)
    text = STABLE_PREFIX
    text += _section("Who you are:", _who(brief, persona, voice))
    whom = p.object if voice.companion else "you"
    text += _section(f"What brought {whom} in (tell it in everyday words, your own way, a little at a time):",
                     _facts(brief, persona, voice))
    text += _section("Where the story is silent:", _gaps(brief, persona, voice, thinner))
    text += _section("How you talk:", _style(brief, persona, voice))
    if states:
        text += _section("Your condition right now:", [*_state_rules(states), _STATE_OVERRIDE])
    if remembered:
        text += _section("Medicines to know about (not private: never hidden, only perhaps forgotten)."
                         + (f" {said}" if said else ""), remembered)
    if private:
        keep = _WITHHOLD[persona.trust_in_healthcare]
        text += _section(f"Private matters: until a note says you may share one, {keep}; once it does, share it if "
                         "asked." + (f" {said}" if said else ""), private)
    return text.rstrip("\n")


def asks_about(topic: str, utterance: str) -> bool:
    """Whether a nurse utterance asks for the case's sensitive fact ``topic``.

    The one topic classifier decides (``triagesim.clinical.topics``), so "do you feel safe at
    home?" asks about abuse, not self-harm, for the LLM patient exactly as for the scripted one.
    A fact key the classifier does not know is matched by its own words.
    """
    asked = asked_topics(utterance)
    if any(topic in sensitive_keys(name) for name in asked):
        return True
    known = {key for name in TOPIC_PATTERNS for key in sensitive_keys(name)}
    if topic in known:
        return False
    words = tuple(part for part in topic.lower().split("_") if len(part) > 3)
    return any(word in utterance.lower() for word in words)
