"""Per-episode state: seeded generators, facts made up once per episode, and the fixed view of the brief.

The base of every ``ScriptedPatient`` mixin; it declares the attributes they share.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable
from typing import Any, TypeVar

from ....clinical import detect
from ....clinical.speakers import cannot_talk
from ....core.observations import PatientBrief
from ....personas import PatientPersona
from ....seeds import stable_seed
from ..abbreviations import lay_phrase, patient_complaint
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

    def _state_reset(self, seed: int, run_id: str) -> None:
        self._episode_key = (seed, run_id)
        self._style = random.Random(stable_seed(seed, run_id, "style"))
        self._brief = None
        self._asked: dict[str, int] = {}
        self._reassured: dict[str, int] = {}  # asks about a private topic that reassured or explained
        self._question = ""  # the nurse's utterance being answered
        self._facts: dict[str, object] = {}
        self._last_reply: str | None = None
        self._introduced = False
        self._turns = 0
        self._generic_asked = False
        self._said: set[str] = set()
        self._fixed: dict[tuple[Any, ...], Any] = {}  # answer pieces built once per episode (``per_episode``)

    def _complaint_says(self, *concepts: str) -> bool:
        """The complaint itself states one of these (not "no SI"): every answer must agree with it."""
        return any(hit.concept in concepts and not hit.negated for hit in detect(self._lay))

    def _rng(self, topic: str) -> random.Random:
        """A generator for one episode fact: the same fact whatever order questions come in."""
        seed, run_id = self._episode_key
        return random.Random(stable_seed(seed, run_id, "fact", topic))

    def _fact(self, topic: str, make):  # type: ignore[no-untyped-def]
        if topic not in self._facts:
            self._facts[topic] = make(self._rng(topic))
        return self._facts[topic]

    def _begin(self, brief: PatientBrief) -> None:
        """Fix the per-episode view of the brief: voice, pronouns, lay complaint, companion."""
        self._brief = brief
        self._fixed = {}  # a new brief: every piece built from the old one is stale
        history = brief.history
        self._p = Pronouns.for_sex(brief.sex)
        texts = " ".join(
            t for t in (history.onset, history.character, history.location, history.duration, *(history.associated_symptoms or [])) if t
        )
        self._case_third_person = bool(re.search(r"\b(?:he|she|him|his|her|himself|herself)\b", texts, re.IGNORECASE))
        unable = cannot_talk(f"{brief.chief_complaint} {brief.pain_text or ''}")
        self._companion = brief.speaker == "companion"  # the environment's one decision (clinical.speakers)
        # "Mute": a companion speaks for someone who cannot tell anyone how they feel.
        self._mute = self._companion and (unable or (brief.age is not None and brief.age < 4))
        # The complaint as the patient can say it: readings only a monitor gives ("HR 40s per EMS",
        # "GCS 6", "hypotension") are left out, exactly as for the LLM patient.
        self._items = patient_complaint(brief.chief_complaint) or ["feeling unwell"]
        self._lay = lay_phrase(brief.chief_complaint)
        self._relation = self._fact("relation", self._pick_relation) if self._companion else None

    def _pick_relation(self, rng: random.Random) -> str:
        brief = self._brief
        assert brief is not None
        onset = (brief.history.onset or "").lower()
        if "care home" in onset:
            return "from {pos} care home"
        if "friend" in onset:
            return "{pos} friend"
        if brief.age is not None and brief.age < 18:
            return rng.choice(["{pos} mum", "{pos} dad"])
        if brief.age is not None and brief.age >= 70:
            return rng.choice(["{pos} daughter", "{pos} son"])
        return rng.choice(["{pos} partner", "{pos} friend", "{pos} brother", "{pos} sister"])
