"""Per-episode state: seeded generators, facts made up once per episode, and the fixed view of the brief.

The base of every ``ScriptedPatient`` mixin; it declares the attributes they share.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable
from typing import Any, TypeVar

from .first_language import reaches_for_words
from ....clinical import detect
from ....clinical.age_limits import AGE_LIMITS
from ....clinical.speakers import cannot_talk, relation_of
from ....clinical.speech import breathless, keeps_to_the_illness, speech_states
from ....core.observations import PatientBrief
from ....personas import PatientPersona
from ....seeds import stable_seed
from ..abbreviations import lay_history, lay_phrase, patient_complaint, without_capitals
from .memory import Memory
from .pronouns import Pronouns


_Method = TypeVar("_Method", bound=Callable[..., Any])


def per_episode(method: _Method) -> _Method:
    """Build this answer piece once per episode (per arguments), then reuse it.

    Only for builders that read nothing but the brief and the voice, which ``_begin`` fixes for
    the whole episode (pronouns, companion or not, third-person case text), and that draw no
    random numbers and change no state: for those the second answer is the first one, and
    skipping the rebuild leaves every generator where it would have been. The story sentences,
    the pain location and the symptom corpus are asked for several times a reply."""

    @functools.wraps(method)
    def once(self: "EpisodeState", *args: Any, **kwargs: Any) -> Any:
        key = (method.__name__, args, tuple(kwargs.items()))
        if key not in self._fixed:
            self._fixed[key] = method(self, *args, **kwargs)
        return self._fixed[key]

    return once  # type: ignore[return-value]


#: The most a companion's speech wanders or stumbles: it is worried, not the one who is unwell.
_COMPANION_DISFLUENCY = 0.1
_COMPANION_DRIFT = 0.1


def companion_voice(persona: PatientPersona) -> PatientPersona:
    """The voice of the companion who speaks for this patient: its own, not the patient's persona.

    It shares the family's first language, temper and trust, but it is not the one who is ill: it
    follows every question (never confused or distracted), speaks fluent English when the patient's
    is not native, tells times as it saw them, gives the pain as it sees it (how the patient plays
    its pain up or down is the patient's), is at most anxious, talks a normal amount, and stumbles
    or wanders off the subject rarely (never more than the patient's persona does)."""
    return persona.model_copy(update={
        "persona_id": f"{persona.persona_id}-companion",
        "language_proficiency": "native" if persona.language_proficiency == "native" else "fluent",
        "recall_accuracy": "high",
        "cognitive_state": "alert",
        "pain_expression": "accurate",
        "emotion_regulation": "anxious" if persona.emotion_regulation == "distressed" else persona.emotion_regulation,
        "disfluency_rate": min(persona.disfluency_rate, _COMPANION_DISFLUENCY),
        "topic_drift": min(persona.topic_drift, _COMPANION_DRIFT),
        "verbosity": "normal",
        "instruction": None,
    })


#: A partner named with a young child: whose partner, by the word ("boyfriend" is the mum's, "girlfriend" the dad's).
_A_PARENTS_PARTNER = {"boyfriend": "mum", "fiance": "mum", "fiancé": "mum", "partner": "mum",
                      "girlfriend": "dad", "fiancee": "dad", "fiancée": "dad"}


class EpisodeState:
    """What one episode knows and has fixed so far; reset by ``ScriptedPatient.reset``."""

    persona: PatientPersona
    seed: int
    _run_id: str | None
    _brief: PatientBrief | None
    _episode_key: tuple[int, str]
    _style: random.Random
    _p: Pronouns
    _case_third_person: bool
    _companion: bool
    _mute: bool
    _items: list[str]
    _lay: str
    _relation: str | None
    _voice: PatientPersona  # whoever speaks: the patient's persona, or the companion's own voice
    _states: frozenset[str]  # the patient's own condition as it shapes its speech (``clinical.speech``)
    _focused: bool  # too unwell or too frightened for small talk (the speaker, patient or companion)

    def _state_reset(self, seed: int, run_id: str) -> None:
        self._episode_key = (seed, run_id)
        self._style = random.Random(stable_seed(seed, run_id, "style"))
        self._brief = None
        self._given: PatientBrief | None = None
        self._asked: dict[str, int] = {}
        self._answered: set[str] = set()  # intents answered this episode (a fact missed from one is "forgotten")
        self._reassured: dict[str, int] = {}  # asks about a private topic that reassured or explained
        self._hedges: dict[str, int] = {}  # hedges said ("I don't think so, but I'm not sure"): the memory keeps no facts of them
        self._question = ""  # the nurse's utterance being answered
        self._facts: dict[str, object] = {}
        self._introduced = False
        self._turns = 0
        self._generic_asked = False
        self._memory = Memory()  # every sentence said this episode: a fact is told once, then referred back to
        self._fixed: dict[tuple[Any, ...], Any] = {}  # answer pieces built once per episode (``per_episode``)
        self._voice = self.persona  # until ``_begin`` reads the brief: who speaks, and in what state
        self._own_words_left = 0
        self._states = frozenset()
        self._focused = False
        self._derailed = False  # the last reply lost track: the question asked again is answered

    def _complaint_says(self, *concepts: str) -> bool:
        """The complaint itself states one of these (not "no SI"): every answer must agree with it.

        Read in the complaint's lay phrase and in its items as the patient says them: an item that is
        a whole chart term is said in the vocabulary's words ("+HCG" is "I'm pregnant")."""
        return any(hit.concept in concepts and not hit.negated
                   for text in (self._lay, *self._items) for hit in detect(text))

    def _rng(self, topic: str) -> random.Random:
        """A generator for one episode fact: the same fact whatever order questions come in."""
        seed, run_id = self._episode_key
        return random.Random(stable_seed(seed, run_id, "fact", topic))

    def _fact(self, topic: str, make):  # type: ignore[no-untyped-def]
        if topic not in self._facts:
            self._facts[topic] = make(self._rng(topic))
        return self._facts[topic]

    def _begin(self, brief: PatientBrief) -> None:
        """Fix the per-episode view of the brief: voice, pronouns, lay complaint and history, companion."""
        self._given = brief  # as the environment sent it: a new episode's brief differs from it
        brief = brief.model_copy(update={"history": lay_history(brief.history)})
        self._brief = brief
        self._fixed = {}  # a new brief: every piece built from the old one is stale
        history = brief.history
        self._p = Pronouns.for_sex(brief.sex)
        texts = " ".join(
            t for t in (history.onset, history.character, history.location, history.duration, *(history.associated_symptoms or [])) if t
        )
        # (a history the story gave in the first person stays so, whatever object pronoun one of its items holds: "we kept him
        # lying still" made a stepdad say "I was bitten" and "It's in my foot", 2026-12am ATS, training)
        first_person = any(re.match(r"(?:I|I'm|I've|I'd|my|we)\b", item) for item in history.associated_symptoms or [])
        self._case_third_person = not first_person and bool(re.search(r"\b(?:he|she|him|his|her|himself|herself)\b", texts, re.IGNORECASE))
        unable = cannot_talk(f"{brief.chief_complaint} {brief.pain_text or ''}")
        self._companion = brief.speaker == "companion"  # the environment's one decision (clinical.speakers)
        # "Mute": a companion speaks for someone who cannot tell anyone how they feel.
        self._mute = self._companion and (unable or brief.speechless or (brief.age is not None and brief.age < 4))
        # The complaint as the patient can say it: readings only a monitor gives ("HR 40s per EMS",
        # "GCS 6", "hypotension") are left out, exactly as for the LLM patient.
        self._items = [without_capitals(item) for item in patient_complaint(brief.chief_complaint)] or ["feeling unwell"]
        self._lay = lay_phrase(brief.chief_complaint)
        self._relation = self._fact("relation", self._pick_relation) if self._companion else None
        self._voice = companion_voice(self.persona) if self._companion else self.persona
        # a word of the first language reached for, twice an episode at most (``first_language``)
        self._own_words_left = 2 if reaches_for_words(self._voice.first_language, self._voice.language_proficiency,
                                                      self._voice.instruction) else 0
        # What the patient feels, in its own words: the speech states are the speaker's own (a
        # companion is not breathless); fear of the illness silences small talk from either.
        feels = [*self._items, history.character or "", *(history.associated_symptoms or [])]
        self._states = frozenset() if self._companion else frozenset(speech_states(feels, brief.pain))
        # A complaint that is only a reading (the barrier leaves nothing of "Tachycardia") means the
        # patient was sent in because of it, and knows that much.
        sent_in = not patient_complaint(brief.chief_complaint)
        background = [*(history.past_medical_history or []), *(history.medications or [])]
        self._focused = self._mute or sent_in or keeps_to_the_illness(feels, brief.pain, background)

    @property
    def _breathless(self) -> bool:
        return breathless(self._states)

    @property
    def _on_duty(self) -> bool:
        """A companion there for work (a paramedic, a police officer, care-home staff): no worried asides."""
        if not self._companion or self._brief is None:
            return False
        named = relation_of(self._brief.companion)
        return bool(named and named.on_duty) or "care home" in (self._relation or "")

    def _pick_relation(self, rng: random.Random) -> str:
        brief = self._brief
        assert brief is not None
        named = relation_of(brief.companion)  # the one the case (or its prose) names: "wheeled in by his wife"
        if named is not None and brief.age is not None and brief.age < AGE_LIMITS.speaks_for_self_from and brief.companion \
                and (word := brief.companion.lower().strip()) in _A_PARENTS_PARTNER:
            # a young child's "boyfriend" is a parent's (2026-12ay ATS, training: "I'm his boyfriend" for a baby of 4 months
            # brought by "his mother and her boyfriend")
            return f"{{pos}} {_A_PARENTS_PARTNER[word]}'s {word}"
        if named is not None:
            return named.say
        onset = (brief.history.onset or "").lower()
        if "care home" in onset:
            return "from {pos} care home"
        if "friend" in onset:
            return "{pos} friend"
        if brief.age is not None and brief.age < 18:
            return rng.choice(["{pos} mum", "{pos} dad"])
        # the registration's "partner or friend" (clinical.speakers.companion_for) is one of the two, never a son
        return rng.choice(["{pos} partner", "{pos} friend"])
