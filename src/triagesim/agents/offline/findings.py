"""What the protocol nurse knows so far: ``Findings`` (heard and measured), and the ``Decision`` it draws.

``Findings`` holds concepts heard in the dialogue (with the quote that supports each), the
reported pain and age, and the vitals the nurse measured; never the case. The rules
(``rules.py``, ``resources.py``) read it; the nurse (``nurse.py``) fills it while listening.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ...clinical.age_limits import AGE_LIMITS
from ...clinical.concepts import CONTEXT, COVERS, LOCATIONS, MINOR
from ...clinical.presenting import gestations, spit_only
from ...clinical.vitals import SPO2_DANGER_BELOW, THRESHOLDS as T, child_vitals, danger_limits

__all__ = ["Findings", "Decision", "pain_question", "located_pain"]

#: A question about pain: its score, or where it hurts ("Where is the pain?"); "Where is the rash?" is not one.
#: What stops a swallow short of the airway: something stuck in the gullet, or a jaw broken by a blow.
_STUCK = re.compile(r"\bstuck\b|\bwon'?t go down\b", re.IGNORECASE)
_JAW_HURT = re.compile(r"\bjaw\b|\bteeth (?:don'?t|do not|won'?t) (?:meet|fit|line up)", re.IGNORECASE)
_PAIN_WORDS = re.compile(r"\b(?:pain|painful|hurt|hurts|hurting|sore|ache|aches|aching)\b", re.IGNORECASE)
#: A pain placed inside the chest: "It's in my right chest", "in the right side of my chest", "across my chest".
#: Only "in" or "across": a rash or a graze is "on" the chest.
_CHEST_SITE = re.compile(
    r"\b(?:in|across|inside) (?:the )?(?:(?:right|left|middle|centre|center|front|top|bottom)(?:[- ]hand)?(?: side| part)? of )?"
    r"(?:my|his|her|their|the) (?:(?:right|left|upper|lower|middle|centre|center)(?:[- ]sided)? )?chest\b"
)
_PAIN_DENIED = re.compile(r"\b(?:no|not|n't|never|without)\b")
#: A chest site that belongs to a wound, a rash or an injury, not to chest pain: "where does it hurt" after a fall
#: or with a rash is answered with the place of the wound.
_SURFACE_OR_INJURY = (
    "rash", "shingles", "hives", "cellulitis", "abscess", "burn", "sunburn", "moderate_burn", "major_burn", "laceration",
    "superficial_wound", "deep_wound", "puncture_wound", "trauma", "limb_injury", "rib_injury", "fall", "assault",
    "road_crash", "high_risk_mechanism", "insect_bite", "animal_bite", "breast", "lump", "cough",
)


def pain_question(question: str, topics: frozenset[str]) -> bool:
    """The question asks about pain: its score (``severity``), or where it hurts (``location`` with a word for pain)."""
    return "severity" in topics or ("location" in topics and _PAIN_WORDS.search(question) is not None)


def located_pain(reply: str, *, asked_pain: bool, heard: set[str] | dict[str, str]) -> str | None:
    """The clause that places a pain in the chest, when ``reply`` answers a pain question ("Where is the pain?" /
    "It's in my right chest"): that is chest pain, though the reply never says "pain". Not so when the question
    was about something else, when the clause denies it, or when what was ``heard`` so far is a wound, a rash or an
    injury, whose place is the chest wall (a graze, a bruise), nor when chest pain is heard already. The cough is
    there because a cough's chest pain is its pleurisy, heard by its own words. Training set 2026-12f: a suspected
    PE whose "right chest" went unheard."""
    if not asked_pain or "chest_pain" in heard or any(name in heard for name in _SURFACE_OR_INJURY):
        return None
    lowered = reply.lower().replace("’", "'")
    for clause in re.split(r"[.;!?]+|,|\bbut\b", lowered):
        if _CHEST_SITE.search(clause) and not _PAIN_DENIED.search(clause):
            return clause.strip()
    return None


@dataclass
class Findings:
    concepts: dict[str, str] = field(default_factory=dict)  # concept -> first supporting quote
    complaint: set[str] = field(default_factory=set)  # concepts of the first reply that named a presentation
    denied: set[str] = field(default_factory=set)
    unresolved: set[str] = field(default_factory=set)  # screening topics still unanswered after follow-ups
    age: float | None = None  # years; infants as fractions (0.1 = five weeks)
    pain: float | None = None
    vitals: dict[str, float | None] = field(default_factory=dict)
    # Readings someone took and said ("38.4 at home"), by vital: used only where none was measured.
    reported: dict[str, float] = field(default_factory=dict)

    def key(self) -> tuple[Any, ...]:
        """Every field as a hashable value, in its own order (a quote is read by the rules, the
        order of the concepts by the explanations): equal keys, equal findings."""
        return (tuple(self.concepts.items()), tuple(self.complaint), tuple(self.denied), tuple(self.unresolved),
                self.age, self.pain, tuple(self.vitals.items()), tuple(self.reported.items()))

    @classmethod
    def from_key(cls, key: tuple[Any, ...]) -> Findings:
        concepts, complaint, denied, unresolved, age, pain, vitals, reported = key
        return cls(dict(concepts), set(complaint), set(denied), set(unresolved), age, pain, dict(vitals), dict(reported))

    def has(self, *names: str) -> bool:
        """Any of ``names`` heard. The rules ask ~1000 times an episode, mostly for one name: a
        loop of dict lookups is twice as fast as a set operation there."""
        concepts = self.concepts
        for name in names:
            if name in concepts:
                return True
        return False

    def reconcile(self) -> None:
        """What the nurse sees outweighs the words used for it: someone talking in full sentences is
        short of breath at most, never in severe respiratory distress ("I can't breathe" said in long,
        unbroken sentences); the vitals still speak for themselves. Drink's slurring is no stroke, and a high sugar's number
        no low one."""
        if "speaks_in_sentences" in self.concepts and "severe_breathing" in self.concepts:
            self.concepts.setdefault("sob", self.concepts.pop("severe_breathing"))
        # speech slurred by drink is the drink's, not a stroke's, when nothing else of a stroke is heard (2026-12au narrative ESI,
        # training: a drunk man woken on a park bench, oriented, sent to ESI 2 for stroke symptoms)
        stroke = str(self.concepts.get("stroke") or "")
        if stroke and "intoxication" in self.concepts and re.search(r"\bslurr", stroke) and not re.search(
                r"\b(?:droop|weak|numb|one side|face|arm|leg|words? (?:wrong|jumbled)|can'?t (?:move|lift|find))", stroke):
            self.concepts.pop("stroke")
        # a sugar "of 20" from someone whose sugar is high is 20 mmol/L, not a low one in mg/dL (2026-12au narrative ESI,
        # training: a thirsty diabetic at 20-24 mmol/L sent to ESI 2 for a low sugar); a low sugar said in words stays
        quote = self.concepts.get("hypoglycemia")
        if quote and ("hyperglycemia" in self.concepts or "dka" in self.concepts) and \
                (number := re.search(r"\b(\d{2})(?![.\d])", str(quote))) and int(number.group(1)) >= T["glucose_mmol_reading_from"]:
            self.concepts.pop("hypoglycemia")
        # a lip swollen by the blow that knocked a tooth out or broke one is the injury's swelling, not an allergy's angioedema
        # (2026-12av narrative ESI, training: a tooth knocked out at the pool sent to ESI 2 for "her lips have swollen up")
        if "angioedema" in self.concepts and "allergic" not in self.concepts and (
                "avulsed_tooth" in self.concepts or "broken_tooth" in self.concepts or "assault" in self.concepts) \
                and not re.search(r"\btongue\b", str(self.concepts["angioedema"])):
            self.concepts.pop("angioedema")
        # blood spat, and the tonsils out lately, said a comma apart: a bleed from the tonsil bed (2026-12av ATS, training: "I've
        # been spitting blood, a week after having my tonsils out" sent to wait at 4)
        if "recent_tonsillectomy" in self.concepts and "tonsil_bleed" not in self.concepts and (
                blood := self.concepts.get("spitting_blood") or self.concepts.get("bleeding")):
            self.concepts["tonsil_bleed"] = blood

    def vital(self, name: str) -> float | None:
        """The measured value, else one someone reported (a parent's thermometer at home counts for
        the fever bands, as the ESI handbook's does), else None."""
        value = self.vitals.get(name)
        if value is None:
            value = self.reported.get(name)
        usual = self.reported.get("usual_o2sat") if name == "o2sat" else None
        if value is not None and usual is not None and usual < SPO2_DANGER_BELOW:
            # Change from the patient's own baseline, not from a healthy one's (ESI and ATS read an acute
            # change): with a usual 88 %, a reading of 89 % counts as 93 %, and one of 80 % as 84 %.
            return min(100.0, float(value) + SPO2_DANGER_BELOW - usual)
        return None if value is None else float(value)

    @property
    def febrile(self) -> bool:
        """Fever heard in the dialogue or measured (>= 100.4 °F)."""
        temp = self.vital("temperature")
        return self.has("fever") or (temp is not None and temp >= T["temp_fever_from"])

    @property
    def fast_pulse(self) -> bool:
        """A pulse above the ESI danger zone for the age (measured; unknown is not fast)."""
        hr = self.vital("heartrate")
        return hr is not None and hr > danger_limits(self.age)[0]

    @property
    def airway_at_risk(self) -> bool:
        """Throat swelling, stridor or drooling (``airway``), or trouble swallowing in an allergic reaction.
        Trouble swallowing on its own is a food bolus or a sore throat, not the airway; nor is spit that cannot get
        past a piece of steak stuck in the gullet or a broken jaw, while the breathing is quiet
        (2026-12av terse, training: two such at ESI 2, the writer's 3), or a jaw locked open after a yawn (2026-12ax terse)."""
        if self.has("allergic") and self.has("swallowing"):
            return True
        if not self.has("airway"):
            return False
        # (not a swallowed coin: a child's drooling past it may be the coin at the airway's door, and stays a level 2)
        stuck = _STUCK.search(" ".join(self.concepts.values())) is not None and not self.has("swallowed_object") \
            or _JAW_HURT.search(" ".join(self.concepts.get(name) or "" for name in ("trauma", "assault", "deformity", "dystonia", "face"))) is not None
        return not (stuck and spit_only(self.concepts.get("airway") or "") and not self.has("allergic", "stridor", "sob"))

    @property
    def adult_vitals(self) -> bool:
        """The adult vital-sign limits apply (vitals.yaml ``children.adult_from``; an unknown age is an adult)."""
        return not child_vitals(self.age)

    @property
    def adult(self) -> bool:
        """An adult (``age_limits.yaml`` adult_from), or the age is unknown: a row without one is an adult."""
        return self.age is None or self.age >= AGE_LIMITS.adult_from

    @property
    def older(self) -> bool:
        """An older patient (``age_limits.yaml`` older_from); an unknown age is not."""
        return self.age is not None and self.age >= AGE_LIMITS.older_from

    @property
    def infant(self) -> bool:
        """Under ``age_limits.yaml`` infant_under; an unknown age is not."""
        return self.age is not None and self.age < AGE_LIMITS.infant_under

    @property
    def weeks_pregnant(self) -> float | None:
        """How far on a pregnancy heard in weeks is ("32 weeks pregnant"); None when no weeks were said. The
        fewest weeks said, so a pregnancy is never taken as further on than any quote puts it."""
        weeks = [week for quote in self.concepts.values() for week in gestations(quote)] if "pregnant" in self.concepts else []
        return min(weeks) if weeks else None

    @property
    def presentations(self) -> set[str]:
        """Heard concepts that are a reason to come in (not context such as history or timing)."""
        return {name for name in self.concepts if name not in CONTEXT}

    @property
    def minor_head_knock(self) -> bool:
        """A knock to the head with none of the head-injury rules' reasons to scan: no blackout (asked and denied), no
        vomiting, no fit, no confusion, no blood thinner, not an older adult or a baby, no high-risk mechanism, no cut to
        close. Examination and head-injury advice only (ESI 5: 2026-12p, 2026-12r and 2026-12ab narrative, training)."""
        return (self.has("head_injury") and "syncope" in self.denied and self.age is not None
                and AGE_LIMITS.infant_under <= self.age and not self.older
                and not self.has(*_HEAD_KNOCK_RISKS))

    @property
    def barely_hurt_limb(self) -> bool:
        """A knocked or twisted limb the patient walks on normally, straight, not swollen, with minimal pain (2/10 or
        less, said): no film by the ankle and foot rules, ATS 5 "minimal pain with no high-risk features" (2026-12ab ATS,
        training: an ankle rolled three days ago, a stubbed toe walked on in thongs)."""
        return (self.has("limb_injury") and (self.has("walks_normally") or "gait" in self.denied) and self.pain is not None
                and self.pain <= T["pain_minimal_to"]
                and not self.has("deformity", "cant_bear_weight", "leg_swelling", "arm_swelling", "laceration", "deep_wound",
                                 "open_fracture"))

    @property
    def positively_minor(self) -> bool:
        """The complaint names nothing that is not minor (body parts aside), and no severe pain."""
        complaint = self.complaint or set(self.concepts)
        head_knock, barely_hurt = self.minor_head_knock, self.barely_hurt_limb  # each read once: properties over the findings
        if head_knock:
            complaint = complaint - {"head_injury", "lump", "trauma", "headache"}
        if barely_hurt:
            complaint = complaint - {"limb_injury", "trauma", "gait"}
        # what a minor complaint covers is part of it wherever it was said ("a wasp sting, a small red bump": the bump is
        # the sting; round 21 probe)
        complaint = complaint - {covered for name in complaint & MINOR for covered in COVERS.get(name, ())}
        severe = (self.pain or 0) >= T["pain_severe_from"]  # severe pain is never minor
        if (head_knock or barely_hurt) and not severe and not complaint - CONTEXT - LOCATIONS:
            return True  # the bump or the twist was all there was
        if severe or not complaint or not complaint - CONTEXT - LOCATIONS <= MINOR:
            return False
        # A minor presentation, or pain at one site (back, limb, eye) in a younger adult that
        # the resource rules found nothing to do for.
        return bool(complaint & MINOR) or (self.age is not None and not self.older and bool(complaint & LOCATIONS))

    @property
    def minor_condition(self) -> bool:
        """Positively minor because a minor condition is named (a sore throat, an insect bite), not only
        because the pain is at one site: the ATS's moderate pain "with some risk features" has none."""
        return self.positively_minor and bool((self.complaint or set(self.concepts)) & MINOR)


#: What makes a knock to the head more than a bump: a reason to scan it, or a cut to close.
_HEAD_KNOCK_RISKS = ("syncope", "unresponsive", "vomiting", "persistent_vomiting", "seizure", "seizure_active", "confusion",
                     "anticoagulant", "bleeding_tendency", "high_risk_mechanism", "laceration", "deformity", "unequal_pupils",
                     "neck_pain", "intoxication", "assault", "child_at_risk")


@dataclass
class Decision:
    level: int
    point: str
    reasons: list[str]
    resources: list[str] = field(default_factory=list)
    rule: str = ""  # the rule that set the level, named in the explanation
