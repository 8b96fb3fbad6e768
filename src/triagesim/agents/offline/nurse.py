"""The protocol nurse: a structured triage interview with ESI / ATS as code.

It decides only from what its observations reveal (the patient's words and the vitals it
measured); it has no access to the case. Each phase it measures one vital while any remain,
logs red flags as soon as evidence supports them, then asks the next question of its
interview or ends. The persona changes wording, verbosity, question order, follow-ups and
empathy — never the rules.
"""

from __future__ import annotations

import random
import re
from typing import Any

from ...core.observations import NurseObservation
from ...dialogue.relevance import VOLUNTEERED, answered_topics, told
from ...core.outputs import NurseOutput
from ...personas import NursePersona
from ...clinical import LABELS, detect
from ...clinical.age_limits import AGE_LIMITS
from ...clinical.vitals import MEASURED_ORDER, PRESSURE_BEFORE_PULSE, THRESHOLDS
from ...clinical.concepts import CONTEXT, COVERS, ERRANDS, HURTS, ROLES
from ...clinical.story import CLOCK_TIME, HEIGHT, LAST_WELL_TOLD
from ...clinical.interview import SPECIFIC_QUESTIONS, SpecificQuestion, specific_questions
from ...clinical.topics import nurse_topic
from ...clinical.labs import critical_labs
from ...clinical.presenting import spit_only, usual_oxygen
from ...seeds import stable_seed
from .nurse_lines import (without_told, CLOSINGS, COOL_BURN, COMPANION_CLOSINGS, COMPANION_QUESTIONS, ESCALATION_CLOSINGS, ESCALATION_KEEPS, ESCALATIONS,
                          ESCALATION_STOOD_DOWN, HEADACHE_HOW, HOLDING, OBSERVED, QUESTIONS, REASONS, VITAL_ALARM, VITAL_ALOUD)
from .lexicon import BODY_PARTS, parse_age, parse_duration, parse_pain, parse_temperature
from .findings import located_pain
from .rules import Decision, Findings, drunk_slur, judge, self_harm_unsafe

__all__ = ["ProtocolNurse"]

_VITAL_NAMES = {
    "o2sat": "SpO2",
    "heartrate": "HR",
    "sbp": "SBP",
    "resprate": "RR",
    "temperature": "temp",
}
# An evasion or a hedge, which a sensitive screen follows up once (with reassurance). A clear
# denial ("No, nothing like that") is an answer and is not asked again.
# The refusals among them: what a companion who only does not know never says.
_WONT_SAY = re.compile(
    r"rather not|prefer not|don'?t (?:really )?want to (?:talk|say|get into)|why do you (?:need|want|ask)|none of your"
    r"|not comfortable|does (?:that|it) matter|(?:not|isn'?t) (?:that |really )?relevant|don'?t (?:think|see (?:how|why)) (?:that'?s|it'?s|that is|it is|that|it) (?:\w+ )?relevant"
    r"|not something i|skip (?:that|this)|i'?d rather|do i have to"
)
_EVASIVE = re.compile(_WONT_SAY.pattern + r"|dunno|not sure|don'?t know|no idea|can'?t remember|have to check")
# "There isn't any pain as such", "it doesn't really hurt": an answer to the pain question, not asked again.
#: A reply that says the speaker cannot give the history: an answer, not one to ask again.
_CANNOT_SAY = re.compile(r"\b(?:don'?t|do not|doesn'?t) know\b|\bnot sure\b|\bcan'?t remember\b|\bcouldn'?t (?:say|tell)\b|"
                         r"\bno idea\b|\brather not\b", re.IGNORECASE)
#: Questions left at which the background (conditions, medicines, allergies) is asked next if it has not been.
_HISTORY_BY = 2
_NOBODY_KNOWS = re.compile(r"\bnobody knows\b|\bno one knows\b|\bwhen (?:he|she|they|i) (?:was|were) found\b", re.IGNORECASE)
_NO_PAIN = re.compile(r"\b(?:no|not any|isn'?t any|without any)\s+pain\b|\b(?:doesn'?t|does not) (?:really )?hurt\b"
                      r"|\b(?:not|isn'?t|is not|doesn'?t seem to be|does not seem to be|don'?t think (?:he|she|they)'?s) in (?:any )?pain\b", re.IGNORECASE)
_REPEAT = re.compile(
    r"say that again|repeat (?:that|the question)|what was the question|didn'?t (?:catch|hear) (?:that|you)|missed that"
    r"|what did you (?:say|ask)|sorry,? what\?|pardon\?|come again|lost track|lost my train|what(?:'s| is| was) (?:the )?question"
)
# English the patient finds hard ("sorry, my English is not good", "how do you say"): an interpreter is offered once.
_LIMITED_ENGLISH = re.compile(r"my english (?:is )?(?:not|isn'?t|no)\b|(?:little|not much|no) english\b|how do you say", re.IGNORECASE)
_SPECIFIC = {question.name: question for question in SPECIFIC_QUESTIONS}
#: Planned questions a story that told their answer unasked ("It started three days ago", "I fell off
#: a ladder") makes redundant.
#: What explains a dizzy turn or a faint without a stroke screen: blood or fluid lost, a racing heart.
_DIZZY_EXPLAINED = ("gi_bleed", "bleeding_heavy", "vaginal_bleeding", "palpitations", "vomiting", "diarrhea", "dehydration",
                    "pregnant", "chest_pain")
#: A headache told as sudden ("the worst headache of my life" is a thunderclap, but not yet how it began).
#: Where a pain is, told before it was asked ("The pain is in my left forearm."): the pain question then asks only how bad
#: (thirty-fourth read: "Where is the pain?" asked straight after it was told).
_PAIN_PLACED = re.compile(r"\b(?:the )?(?:pain|ache|hurting|soreness)(?: is|'s)? (?:in|at|on|across|around|over|behind|under) "
                          r"(?:my|the|his|her|their|both)\b", re.IGNORECASE)
_SUDDEN_TOLD = re.compile(r"sudden|all at once|thunderclap|explosive|instant|straight away|within (?:a |one )?(?:second|minute)", re.I)
#: Level 2s where the nurse's hands act before any question: the splash is washed out, the bleed pressed on.
_HANDS_FIRST = ("eye_chemical", "bleeding_heavy")
#: A mechanism that went in (a knife, a bullet): escalated at the opening, never after one more answer.
_PENETRATING = re.compile(r"\bstabb|\bshot\b|\bgunshot|\bimpaled", re.IGNORECASE)
#: A part hurt that is no limb: its use is not asked (a jaw, a back, a chest).
_NOT_A_LIMB = re.compile(r"\b(?:jaw|face|cheek|chin|back|spine|chest|ribs?|head|neck|belly|tummy|stomach|eyes?|nose|ears?|mouth|tooth|"
                         r"teeth|lips?|tongue|scalp|forehead|bottom|groin|testicles?)\b", re.IGNORECASE)
#: Violence with something in hand (a knife, a bottle swung): asked to put it down. A chair thrown, a shove, a threat: nothing
#: in hand to put down (2026-12ax ATS, training: "put the weapon down" to a man who had thrown a chair).
_HELD_WEAPON = re.compile(r"\b(?:knife|knives|gun|weapon|machete|bat|bottle|syringe|needle|blade|glass|shard|pen|screwdriver|bar|"
                          r"pole|pipe|axe|hammer|stick|club|plank|(?:chair|table) leg|extinguisher|crutch|cane|rock|brick|scissors|"
                          r"razor|swing\w*|wield\w*|brandish\w*|armed)\b", re.IGNORECASE)
_TOLD_ONCE = frozenset({"onset", "last_known_well", "headache_onset", "mechanism", "sexual_exposure_time", "assault_time"})
#: Bleeding from inside (the womb, the gut, the bladder, the nose): no wound for the nurse's hands to press on.
_BLEEDING_INSIDE = ("vaginal_bleeding", "pregnant", "postpartum", "gi_bleed", "hematuria", "epistaxis", "hemoptysis")


def _pressable(f: Findings) -> bool:
    """A heavy bleed the nurse can press on: a wound, and no bleeding from inside (fourteenth-read run: "I'm pressing
    firmly on the wound" said to a woman bleeding at nine weeks pregnant)."""
    return f.has("laceration", "deep_wound", "puncture_wound", "amputation", "limb_injury", "trauma") \
        and not f.has(*_BLEEDING_INSIDE)
#: Screens that a finding of their own (``_TOPIC_CONCEPTS``) answers: the blood-thinner question after "I'm on
#: warfarin", pregnancy after "I'm pregnant". Not self-harm or drink: those are still asked about after a disclosure.
_ANSWERED_BY_NAMING = ("anticoagulants", "pregnancy")
#: The background a reply can tell (conditions, medicines, allergies): all of it told, the history question is not asked.
_BACKGROUND = frozenset({"history", "medications", "allergies"})
#: Questions a patient may wonder why they are asked: the nurse says why, at most twice an episode.
_REASONED = frozenset(REASONS)
#: An accepted offer: a yes in the reply's first words (after a filler or a stumble), and no "no".
_YES = re.compile(r"^(?![^.]*\bno\b)\W*(?:\w+\W+){0,3}?(?:yes|yeah|yep|please)\b")
_WORRY = re.compile(r"is (?:this|it) serious|am i (?:going to be|gonna be) (?:ok|okay|alright|all right)|scared|worried|frightened")

_SENSITIVE = ("anticoagulants", "pregnancy", "self_harm", "intoxication")
# The topic classifier's name for each sensitive screen (clinical/data/topics.yaml).
_SCREEN_TOPICS = {"anticoagulants": "anticoagulants", "pregnancy": "pregnancy", "self_harm": "self_harm",
                  "intoxication": "substance"}
# A complaint-specific question on a screen's topic (the last period, the last drink, a suicide plan)
# is that screen for what follows an evasive answer.
_SCREEN_OF = {question.name: screen for question in SPECIFIC_QUESTIONS
              for screen, topic in _SCREEN_TOPICS.items() if question.topic == topic}
_TOPIC_CONCEPTS = {
    "anticoagulants": ("anticoagulant",),
    # (a baby born days ago answers it: the thirty-eighth round, training, "is there any chance she could be pregnant?" of a
    # mother ten days after the birth)
    "pregnancy": ("pregnant", "postpartum"),
    "self_harm": ("suicidal", "homicidal"),
    "intoxication": ("intoxication", "overdose"),
}


#: Breathing that stops now (apnoea, pauses in breathing, not breathing): not a slow or shallow breath, which gets oxygen.
_NOT_BREATHING_NOW = re.compile(r"\bnot breathing(?! (?:properly|well|right|normally|easily))|stop(?:s|ped|ping)? breathing|"
                                r"\bapno?e|\bpauses in\b", re.IGNORECASE)
#: Words that say the heart is not beating now ("no carotid pulse", "pulseless"), not that it stopped
#: and was restarted before arrival ("they got his heart going again").
_NO_PULSE_NOW = re.compile(r"\bno\b[\w ]{0,20}pulse|pulseless|asystol|ventricular fibrillation|\bvf\b", re.IGNORECASE)


class ProtocolNurse:
    """Offline triage nurse for ESI or ATS (the algorithm comes from the observation)."""

    version = "1.0"

    def __init__(self, persona: NursePersona | None = None, seed: int | None = None) -> None:
        self.persona = persona or NursePersona()
        self.reset(run_id="", seed=seed or 0)

    # ------------------------------------------------------------------ lifecycle
    def reset(self, *, run_id: str, seed: int) -> None:
        self.rng = random.Random(stable_seed(seed, run_id, self.persona.persona_id))
        self.findings = Findings()
        self.evidence_turns: dict[str, int] = {}
        self.plan: list[str] = ["complaint"]
        self.asked: list[str] = []
        self.last_topic: str | None = None
        self.followups: dict[str, int] = {}
        self.repeats: dict[str, int] = {}
        self.reasked: set[str] = set()
        self.logged: set[str] = set()
        self.replies = 0
        self.worried = False
        self.reassured = False
        self.sympathised = False  # "that sounds really hard" is said once, and only to real distress
        self.reasons_given = 0  # why a question is asked, said at most twice an episode
        self.team_called = False  # at level 1 the team is called before the one question
        self.last_repeat = False  # the last reply asked for the question again
        self.escalated: str | None = None  # the key of the level 2's escalation (``ESCALATIONS``), said once
        self.interpreting = False  # an interpreter was accepted: said once that they are on the phone
        self.cool_burn = False  # a burn not yet under cool running water: first aid is started, said once
        self.told: set[str] = set()  # topics the patient's side told unasked (when it started, how it happened)
        self.pain_placed = False  # where the pain is was told before the pain question
        self.background: set[str] = set()  # the background topics any reply has told (conditions, medicines, allergies)
        self.lines = 0  # what the nurse has said so far (an ESI 1 is acted on within two)
        self.announce: str | None = None  # the vital just taken, said aloud with the next words
        self.registered = False
        self.interpreter_offered = False
        self.companion = False  # a companion answers for the patient: asked about "him" / "her"
        self.sex: str | None = None
        self._planned = False
        self._judged: tuple[str, Decision, tuple[str, ...]] | None = None  # scale, level and red flags for the findings as they are now

    def describe(self) -> dict[str, Any]:
        return {"kind": "offline", "engine": "protocol-nurse", "version": self.version}

    # ------------------------------------------------------------------ listening
    def _register(self, observation: NurseObservation) -> None:
        """What the desk shows before a word is said: the age and sex when recorded, who answers, and
        what the nurse sees at a glance (the first look: drowsy, struggling to breathe, bleeding)."""
        self.registered = True
        desk = observation.registration
        self.companion = desk.speaker == "companion"
        self.sex = desk.sex
        if desk.age is not None:
            self.findings.age = float(desk.age)
        for hit in detect(desk.first_look or ""):  # what the nurse sees at a glance counts as heard at turn 0
            if hit.status == "negated":
                self.findings.denied.add(hit.concept)
            elif not hit.negated and hit.concept not in self.findings.concepts:
                self.findings.concepts[hit.concept] = hit.quote
                self.evidence_turns[hit.concept] = 0
        self.findings.reconcile()

    def _listen(self, observation: NurseObservation) -> None:
        if not self.registered:
            self._register(observation)
        for event in observation.new_events:
            if event.get("event") == "vital":
                self.findings.vitals[event["name"]] = event.get("value")
                self._judged = None
            elif event.get("actor") == "patient" and event.get("utterance"):
                self._hear(event["utterance"], event.get("turn", observation.turn))
                self._judged = None
        for name, value in observation.vitals.items():
            if name not in self.findings.vitals:
                self.findings.vitals[name] = value
                self._judged = None

    def _hear(self, text: str, turn: int) -> None:
        self.replies += 1
        self.pain_placed = self.pain_placed or _PAIN_PLACED.search(text) is not None
        topic = self.last_topic
        lowered = text.lower()
        repeat = _REPEAT.search(lowered) is not None  # "say that again?": asked once, read three times below
        self.last_repeat = repeat
        if topic and self.asked and repeat and self.repeats.get(topic, 0) < 1:
            # A request to repeat is not an answer: ask the same thing again (once per topic).
            self.repeats[topic] = self.repeats.get(topic, 0) + 1
            self.plan.insert(0, self.asked[-1])
            if topic == "complaint":
                return
        said = set()
        # what a minor finding already heard stands for is not heard again as a complaint of its own, in a later reply
        # either ("a wet lump in her belly button", then "it's in her belly button": no belly pain, 2026-12r)
        hits = detect(text)
        # (or in this reply: "I've got my next rabies vaccine dose after a monkey bite. I was bitten ... two weeks ago", the
        # second sentence's bite is the errand's, 2026-12ao ATS, training)
        placed = {covered for concept in [*self.findings.concepts, *(hit.concept for hit in hits if not hit.negated)]
                  if ROLES.get(concept) == "minor" for covered in COVERS.get(concept, ())}
        for hit in hits:
            if hit.negated:  # not this patient's problem now; only a denial rules it out
                if hit.status == "negated":
                    self.findings.denied.add(hit.concept)
                continue
            if hit.concept in placed:
                continue
            said.add(hit.concept)
            if hit.concept not in self.findings.concepts or (
                    hit.concept == "airway" and spit_only(self.findings.concepts["airway"]) and not spit_only(hit.quote)):
                self.findings.concepts[hit.concept] = hit.quote
                self.evidence_turns[hit.concept] = turn
        # "Where is the pain?" / "It's in the right side of my chest": a chest pain, though the reply never says "pain"
        site = located_pain(text, asked_pain=topic == "pain", heard=self.findings.concepts)
        if site is not None:
            said.add("chest_pain")
            self.findings.concepts.setdefault("chest_pain", site)
            self.evidence_turns.setdefault("chest_pain", turn)
        for value in critical_labs(text):  # "K 7.8" said aloud is a critical result, not a number to ignore
            said.add("critical_lab")
            self.findings.concepts.setdefault("critical_lab", value)
            self.evidence_turns.setdefault("critical_lab", turn)
            # a sugar of 2.1 is a low sugar, asked after as one (the thirty-eighth read, B); a high sugar's 22 is mmol/L, no low
            # (``rules._glucose_misread``)
            # (this reply's own findings are heard above, so "my sugar is very high and 22" is read here too)
            if "glucose" in value and "below" in value and not self.findings.has("hyperglycemia", "dka"):
                said.add("hypoglycemia")
                self.findings.concepts.setdefault("hypoglycemia", value)
                self.evidence_turns.setdefault("hypoglycemia", turn)
        self.findings.reconcile()
        if not self.findings.complaint and said - CONTEXT:
            self.findings.complaint = said
        # Each number is read only when it could still change a finding (or, for pain, the re-ask).
        pain = parse_pain(text, asked=topic == "pain") if topic == "pain" or self.findings.pain is None else None
        if pain is not None:
            self.findings.pain = pain
        if self.findings.age is None or self.findings.age < 1:
            age = parse_age(text)
            if age is not None and (self.findings.age is None or age < 1):
                self.findings.age = age  # a baby's age in weeks refines "under a year old"
        reported = parse_temperature(text)
        if reported is not None:
            self.findings.reported["temperature"] = reported
        usual = usual_oxygen(text) if "usual_o2sat" not in self.findings.reported else None
        if usual is not None:  # "my oxygen usually sits at 88 to 90": the baseline a reading is read against
            self.findings.reported["usual_o2sat"] = usual[0]
        if _WORRY.search(lowered):
            self.worried = True
        # (a companion who cannot know, "I don't know of any weapon", is answered, never asked the same again: thirty-fifth read, C)
        cannot_know = self.companion and _CANNOT_SAY.search(lowered) is not None and not _WONT_SAY.search(lowered)
        if (topic in _SCREEN_OF and not repeat and self.followups.get(topic, 0) < 1 and _EVASIVE.search(lowered) and not cannot_know
                and self.findings.has(*_TOPIC_CONCEPTS[_SCREEN_OF[topic]])):
            # A question that follows up what was disclosed (a plan after thoughts of suicide, the last drink
            # of someone drunk) and was turned aside ("why do you need to know?") is asked once more.
            self.followups[topic] = 1
            self.plan.insert(0, f"followup:{topic}")
        if topic == "burn_cooled" and not repeat and not self.findings.has("burn_cooled"):
            # not cooled yet: the nurse starts it, not only asks (before the 2026-12av round, from the forty-fourth read: two
            # scalds told "it hasn't been under the tap yet" and sent to wait as they were)
            self.cool_burn = True
        specific = _SPECIFIC.get(topic or "")
        if (specific is not None and specific.confirm and not repeat and f"confirm:{topic}" not in self.asked
                and _EVASIVE.search(lowered)):
            # A safety question answered "I don't think so, but I'm not sure" is pinned down once.
            self.plan.insert(0, f"confirm:{topic}")
        topic = _SCREEN_OF.get(topic or "", topic)
        if topic in _SENSITIVE and not self.findings.has(*_TOPIC_CONCEPTS[topic]) and not repeat:
            allowed = 2 if self.persona.risk_tolerance == "cautious" else 1
            # An evasion, unless the reply answers the screen as well ("No, no blood thinners. I don't know
            # what's wrong with me" answers it): the one answered-topic reading the dialogue master uses.
            evasive = _EVASIVE.search(lowered) is not None and _SCREEN_TOPICS[topic] not in answered_topics(text)
            # a companion who does not know is no evasion: asked again, they still cannot know, and it stays open
            # (twenty-second read: a physiotherapist, a skipper and a matron asked twice whether she could be pregnant)
            unknowing = evasive and cannot_know
            if self.followups.get(topic, 0) < allowed and evasive and not unknowing:
                self.followups[topic] = self.followups.get(topic, 0) + 1
                self.plan.insert(0, f"followup:{topic}")
            elif evasive:
                # Still no clear answer after the follow-ups: it cannot be ruled out.
                self.findings.unresolved.add(topic)
            else:
                self.findings.unresolved.discard(topic)
        if topic in ("pain", "onset", "history") and not repeat:
            self._reask_if_unanswered(topic, text, pain)
        if topic == "complaint" and not self._planned:
            self._make_plan()
        elif self._planned and said:
            self._add_specific()
        if topic == "interpreter" and _YES.match(lowered):
            self.interpreting = True  # the next line says the interpreter is on
        if self._planned and not repeat:
            # What the story already told (when it started, how it happened) is not asked for again.
            volunteered = told(text) & VOLUNTEERED
            self.told |= volunteered
            self.background |= told(text) & _BACKGROUND
            if self.escalated and self.background >= _BACKGROUND and "history" in self.plan:
                self.plan.remove("history")  # all of it told: never asked again (the rest is asked: ``history_rest``)
            # A screen the reply answered by naming it ("I'm on warfarin", "I'm pregnant") is not asked.
            # A complaint-specific question the reply answered unasked ("I didn't hit my head") is not asked.
            known = set(self.findings.concepts) | self.findings.denied
            # (and one it denied: "I'm not on any blood thinners" typed at the desk, 2026-12az terse, the forty-ninth read, C)
            answered = {screen for screen in _ANSWERED_BY_NAMING if set(_TOPIC_CONCEPTS[screen]) & known}
            answered |= {name for name, question in _SPECIFIC.items() if question.answered_by & known}
            # nor one whose "not heard" was heard since: a new mother's own question takes the plain one's place
            # (before the 2026-12av round: "harming yourself or the baby?" then "harming yourself or anyone else?")
            heard = set(self.findings.concepts) - self.findings.denied
            answered |= {name for name, question in _SPECIFIC.items() if question.not_heard & heard}
            if self.findings.pain is not None and "pain" not in self.asked and (self.pain_placed or BODY_PARTS.search(lowered)):
                # the score and the place told unasked ("toothache lower right back tooth, the pain is 6 out of 10"): never
                # "where is the pain, and how bad?" after it (the forty-sixth read, C, four rows typed "rates N out of 10")
                answered.add("pain")
            if {"sweating", "sob"} <= known and self.findings.has("spreading", "cardiac_features"):
                answered.add("targeted_chest")  # where it spreads, sweating and breath all told: not asked again
            # A headache's start time told is not how it began: all at once or building up is still asked.
            # (told in any of its words: "the worst headache of my life, which came on suddenly", the forty-first read, C)
            sudden_unknown = not any(_SUDDEN_TOLD.search(self.findings.concepts.get(name) or "")
                                     for name in ("thunderclap", "sudden_onset", "headache"))
            self.plan = [planned for planned in self.plan if planned not in answered
                         and (planned not in _TOLD_ONCE
                              or (_SPECIFIC[planned].topic if planned in _SPECIFIC else nurse_topic(planned)) not in volunteered
                              or planned == "headache_onset" and sudden_unknown
                              # when it was noticed is not when the patient was last well: a stroke's clock is still
                              # asked (the forty-second read, B: "it started forty minutes ago" taken for it)
                              or planned == "last_known_well" and not LAST_WELL_TOLD.search(lowered)
                              # a part of the day is no clock time: an assault's or an exposure's hour is still asked for
                              # the forensic and the medicine windows ("assaulted last night": what time?)
                              or planned in ("assault_time", "sexual_exposure_time") and not CLOCK_TIME.search(lowered))]
        if not self.interpreter_offered and _LIMITED_ENGLISH.search(lowered):
            self.interpreter_offered = True  # offered once, first in line
            self.plan.insert(0, "interpreter")

    def _reask_if_unanswered(self, topic: str, text: str, pain: float | None) -> None:
        """Pain score and onset decide levels, and the history holds the conditions and medicines that change them: a
        reply without them is asked again once, in other words."""
        f = self.findings
        if topic in self.reasked or f.has("unresponsive", "confusion", "seizure_active", "cardiac_arrest"):
            return  # someone who cannot answer is not asked twice
        if f.age is not None and f.age < AGE_LIMITS.reask_from:
            return
        if topic == "pain":
            answered = pain is not None or f.pain is not None or _NO_PAIN.search(text) is not None
        elif topic == "history":
            # "Like I said, I've got a red hot leg" answers no part of conditions, medicines and allergies (twentieth
            # read); "I don't know his history" does (a companion who cannot say)
            answered = bool(answered_topics(text) & _BACKGROUND) or _CANNOT_SAY.search(text) is not None
        else:  # a time the nurse's parser cannot read ("forty minutes ago") is still an answer: not asked twice; nor is
            # a finder's "nobody knows exactly, she was like this when she was found" (2026-12y, training: said three times)
            answered = parse_duration(text) is not None or "onset" in answered_topics(text) or _NOBODY_KNOWS.search(text) is not None
        if not answered:
            self.reasked.add(topic)
            self.plan.insert(0, f"reask_{topic}")

    def _make_plan(self) -> None:
        """Order the interview once the complaint is known; persona sets the order and follow-ups."""
        self._planned = True
        f, persona = self.findings, self.persona
        core = ["onset", "pain", "associated", "history"]
        if persona.guideline_adherence == "moderate":
            core = ["pain", "onset", "associated", "history"]
        elif persona.guideline_adherence == "flexible":
            core = ["pain", "associated", "onset", "history"]
        if f.complaint and f.complaint <= ERRANDS or f.has("child_at_risk"):
            # a certificate or a custody check began nowhere, nor did bruises of different ages (the fortieth read, C: "when
            # did this start, constant or coming and going?" of a boy's bruises; the safeguarding question asks instead)
            core = [topic for topic in core if topic != "onset"]
        elif core[0] == "onset" and self._pain_likely():
            # a pain: its score first, so a level it sets is acted on by the nurse's third line (twenty-fifth read: a
            # torsion's and a renal colic's doctor called at the fourth and seventh lines)
            core = ["pain", *[topic for topic in core if topic != "pain"]]
        plan: list[str] = []
        if self._an_injury():
            plan.append("mechanism")
        plan += core
        if persona.experience_level != "novice":
            if f.has("chest_pain", "palpitations", "sob"):
                plan.insert(plan.index("associated") + 1, "targeted_chest")
            # a stroke screen for a headache, a weakness, a confusion, or a dizzy turn or faint nothing else explains
            # (not the dizziness of black stools, a racing heart or a day of vomiting)
            if f.has("headache", "weakness", "confusion") or (f.has("dizzy", "syncope") and not f.has(*_DIZZY_EXPLAINED)):
                plan.insert(plan.index("associated") + 1, "targeted_neuro")
            if f.has("abdominal_pain", "vomiting"):
                plan.insert(plan.index("associated") + 1, "targeted_abdo")
        plan += self._screens()
        if "anticoagulants" in plan and f.has("head_injury"):
            # a knock to the head on a blood thinner is a bleed in the skull until a scan says otherwise: asked second, so
            # the doctor is called within the first turns (twenty-fourth read: a warfarin head injury escalated at turn 9)
            plan.remove("anticoagulants")
            plan.insert(min(1, len(plan)), "anticoagulants")
        self.plan = self._with_specific(plan)

    def _an_injury(self) -> bool:
        """An injury to walk through: how it happened is asked, and when it happened rather than how it began. Not an
        assault disclosed ("How did the injury happen?" after it, in the eleventh read: when it happened is asked instead,
        interview.yaml's assault_time), nor an errand (stitches out ten days after the cut, 2026-12t ATS, training)."""
        f = self.findings
        # (a joint out of place too: "my shoulder's come out again" was asked whether it was constant or coming and going,
        # 2026-12ax narrative, training)
        return f.has("trauma", "high_risk_mechanism", "laceration", "head_injury", "fall", "burn", "moderate_burn", "major_burn",
                     "minor_burn", "animal_bite", "deformity") and not f.has("sexual_assault") \
            and not f.complaint & ERRANDS

    def _due_specific(self) -> list[SpecificQuestion]:
        """The complaint-specific questions that apply to what has been heard (and not denied) so far; a limb's use only
        where a limb is hurt."""
        f = self.findings
        due = specific_questions(heard=set(f.concepts) - f.denied, age=f.age, sex=self.sex, denied=f.denied,
                                 weeks_pregnant=f.weeks_pregnant)
        return [question for question in due if "{use}" not in " ".join((*question.ask, question.companion)) or self._limb_use()]

    def _add_specific(self) -> None:
        """A complaint-specific question that applies only now (a symptom heard after the complaint)
        is asked next, unless its topic was asked or is planned already."""
        done = {nurse_topic(topic.split(":", 1)[-1]) for topic in (*self.asked, *self.plan)} | self.told
        for question in self._due_specific():
            if question.name in self.asked or question.name in self.plan or (
                    question.topic in done - {None, "symptoms"} and not question.beside):
                continue
            self.plan.insert(0, question.name)
            done.add(question.topic)

    def _with_specific(self, plan: list[str]) -> list[str]:
        """The complaint-specific questions (``clinical/data/interview.yaml``) added to the plan: each
        takes the place of the planned question on its topic (the last time seen normal is a stroke's
        onset question), or else follows the other-symptoms question and its targeted follow-ups."""
        after = max((index for index, topic in enumerate(plan) if topic == "associated" or topic.startswith("targeted_")),
                    default=len(plan) - 1)
        added: list[str] = []
        for question in self._due_specific():
            same = [index for index, topic in enumerate(plan) if nurse_topic(topic) == question.topic]
            if same and not question.beside:
                plan[same[0]] = question.name
            else:
                added.append(question.name)
        return plan[: after + 1] + added + plan[after + 1:]

    def _screens(self) -> list[str]:
        f = self.findings
        topics = []
        # an older patient is asked too where a thinner changes the work-up (a fall, a faint, a pain in the head, chest or
        # belly), not for a rash, an ear or a sore throat (fifteenth read: blood thinners asked for shingles)
        older_risk = f.older and f.has("fall", "syncope", "dizzy", "headache", "chest_pain", "abdominal_pain", "back_pain",
                                       "confusion", "weakness", "vomiting", "hematuria", "limb_injury", "sob")
        # a known AF is asked too: a thinner decides whether the rhythm can be shocked back and what the doctor is told
        # (fifteenth read: a racing AF never asked)
        # an injury alone is asked of adults: a teenager's punched wall is no thinner's business (the forty-second read, C)
        injured_adult = f.has("trauma") and (f.age is None or f.age >= AGE_LIMITS.adult_from)
        if (f.has("head_injury", "gi_bleed", "epistaxis", "bleeding", "stroke", "thunderclap", "atrial_fibrillation")
                or injured_adult or older_risk) and (
                f.age is None or f.age >= AGE_LIMITS.blood_thinners_from):
            topics.append("anticoagulants")  # not to a toddler's parent: the medicines question finds a child on one
        young = f.age is None or AGE_LIMITS.childbearing_from <= f.age <= AGE_LIMITS.childbearing_to
        male = (self.sex or "").strip().lower().startswith("m")
        # A screen the patient has already answered ("I'm pregnant", "thoughts of hurting myself") is not asked.
        # (the vomit or the dizziness of a blow to the head is the head's: the forty-fifth read, C)
        head_only = f.has("head_injury") and not f.has("abdominal_pain", "vaginal_bleeding", "pelvic_pain", "urinary", "discharge")
        if young and not male and not f.has("pregnant") and not head_only and f.has(
            "abdominal_pain", "vaginal_bleeding", "vomiting", "urinary", "discharge", "syncope", "dizzy"
        ):
            topics.append("pregnancy")
        mental = re.search(r"depress|anxi|low mood|mental|stress|panic|psych", " ".join(f.concepts.values()))
        if not f.has("suicidal") and (mental or f.has("overdose", "intoxication", "homicidal")) and (
                f.age is None or f.age >= AGE_LIMITS.self_harm_from):
            topics.append("self_harm")
        child = f.age is not None and f.age < AGE_LIMITS.substances_from
        # not for an errand (stitches out ten days after the cut: fifteenth read)
        # (a baby "drinking" is its milk, never drink or drugs: the 2026-12aq narrative, training, "Yes, he's been drinking" of an
        # 11-month-old; a young child's swallowed drink is the ingestion question)
        young_child = f.age is not None and f.age < AGE_LIMITS.self_harm_from
        # (a young child's swallowed tablets are the ingestion question's, never "any alcohol or drugs today?", and a sports
        # injury is asked of adults only: the forty-third read, C, a 4-year-old's uncle and a 14-year-old's teammate asked)
        injured = f.has("head_injury", "confusion", "seizure", "syncope") or (
            f.has("trauma", "laceration") and (f.age is None or f.age >= AGE_LIMITS.adult_from or f.has("assault", "road_crash")))
        if (f.has("overdose", "intoxication") and not young_child) or (
            not child and not (f.complaint & ERRANDS) and injured
        ):
            topics.append("intoxication")  # drink or drugs is not asked about a child, unless it swallowed something
        return topics

    # ------------------------------------------------------------------ deciding
    def _confidence(self, decision: Decision) -> float:
        known = len([v for v in self.findings.vitals.values() if v is not None])
        confidence = 0.35 + 0.06 * min(self.replies, 6) + 0.04 * known
        if decision.level == 1:
            confidence = max(confidence, 0.85)
        return round(min(confidence, 0.95), 2)

    def _explain(self, decision: Decision, algorithm: str, doing: str) -> str:
        f = self.findings
        scale = "ESI" if algorithm == "esi" else "ATS"
        point = f"decision point {decision.point}" if algorithm == "esi" else "category descriptors"
        known = []
        if f.age is not None:
            known.append(f"age {f.age:g}" if f.age >= 1 else f"age {round(f.age * 52)} weeks")
        if f.pain is not None:
            known.append(f"pain {f.pain:g}/10 (reported)")
        vitals = [f"{_VITAL_NAMES[n]} {'n/a' if v is None else f'{v:g}'}" for n, v in f.vitals.items()]
        vitals += [f"{_VITAL_NAMES[n]} {v:g} (reported)" for n, v in f.reported.items() if n in _VITAL_NAMES and f.vitals.get(n) is None]
        if "usual_o2sat" in f.reported:  # the baseline the SpO2 is read against ("usual SpO2 88, read as 93")
            vitals.append(f"usual SpO2 {f.reported['usual_o2sat']:g} (reported; SpO2 read as {f.vital('o2sat') or 0:g})")
        heard = [f"{LABELS.get(c, c)} (turn {self.evidence_turns.get(c, '?')}: '{q}')" for c, q in list(f.concepts.items())[:4]]
        parts = [f"{scale} {decision.level} by {point} (rule {decision.rule}): {'; '.join(decision.reasons)}."]
        if decision.resources:
            parts.append(f"Expected resources: {', '.join(decision.resources)}.")
        if heard:
            parts.append(f"Heard: {'; '.join(heard)}.")
        if known or vitals:
            parts.append(f"Known: {', '.join(known + vitals)}.")
        else:
            parts.append("No vitals measured yet.")
        parts.append(doing)
        return " ".join(parts)

    def _measuring_order(self) -> tuple[str, ...]:
        """The table's order (``vitals.yaml``), with the pressure before the pulse once a bleed, a faint or
        anaphylaxis is heard: a shocked patient's level 1 rests on the pressure."""
        if PRESSURE_BEFORE_PULSE & self.findings.concepts.keys():
            swapped = {"sbp": "heartrate", "heartrate": "sbp"}
            return tuple(swapped.get(name, name) for name in MEASURED_ORDER)
        return MEASURED_ORDER

    def _critical_checks_done(self, observation: NurseObservation) -> bool:
        """Before an early level-1 end: airway/breathing/circulation vitals, temperature when infection
        is suspected, and the pain and associated-symptom questions when the patient can answer them."""
        needed = ["o2sat", "heartrate", "sbp", "resprate"]
        if self.findings.has("fever", "confusion"):
            needed.append("temperature")
        if not all(name in observation.vitals for name in needed):
            return False
        if self.findings.has("unresponsive", "seizure_active", "cardiac_arrest"):
            return True
        return "pain" in self.asked and "associated" in self.asked

    def _escalate(self, decision: Decision) -> str | None:
        """At a level 2, once: the plan keeps only what the team needs first, and the key of what is said
        (``ESCALATIONS``): a stroke or a heart attack has its own team; a splash in the eye is washed out and a heavy
        bleed pressed on at the first answer; any other level 2 is taken straight through after the second, asked
        first only its pain score, its complaint's own questions, the other symptoms and the safety screens (2026-12l
        reads: a thunderclap headache or a racing heart at 184 was put through six routine questions first)."""
        if self.escalated or decision.level != 2 or self.replies < 1:
            return None
        f = self.findings
        # a low sugar explains slurred speech and a muddle: the doctor, never the stroke team (twenty-eighth read: "This
        # could be a stroke" for a diabetic at 2.4 mmol/L)
        # (a critical sugar below its limit is heard as one; nor the drink's or the tablets' slur: 2026-12ax terse, training, an
        # amitriptyline overdose told "this could be a stroke")
        explained = f.has("hypoglycemia") or drunk_slur(f)
        # (a chest pain tearing through to the back with a weak arm is the chest's first, its heart tracing: the thirty-eighth
        # read, B, "This could be a stroke" for a ripping chest pain)
        key = ("stroke" if f.has("stroke") and not explained and not f.has("chest_pain", "tearing_pain")
               else "acs" if f.has("acs", "tearing_pain") or f.has("chest_pain") and (f.has("cardiac_features") or f.has("stroke"))
               else next((act for act in _HANDS_FIRST if f.has(act) and (act != "bleeding_heavy" or _pressable(f))), "urgent"))
        penetrating = _PENETRATING.search(f.concepts.get("high_risk_mechanism") or "") is not None
        if key == "urgent" and self.replies < 2 and not f.has("poor_perfusion", "clammy") and not penetrating:
            # the opening alone is a first impression ("sharp chest pain after a cold"): one answer more first (a splash or a
            # bleed is acted on at the first answer), unless shock shows in the skin or a knife or a bullet went in (2026-12av
            # ATS, the forty-fifth read, F: a man vomiting blood, pale and cold, asked when it started first)
            return None
        self.escalated = key
        keeps = ESCALATION_KEEPS[key] | {"interpreter"}  # a patient with little English still gets the phone interpreter
        general = key not in ("stroke", "acs")  # a stroke or a heart attack keeps its own team's questions
        own = {question.name for question in self._due_specific()} if general else set()
        if f.has("cardiac_features"):
            keeps = keeps - {"targeted_chest"}  # "going down my left arm, and sweating": the spread is told already
        plan = [topic for topic in self.plan if topic.split(":", 1)[-1] in keeps | own or topic.startswith("reask_")]
        if general:  # the complaint's own questions all, the screens only to make three, and the background always (the
            # conditions, medicines and allergies the doctor needs before any drug: twenty-second read, never asked of a
            # drinker with belly pain nor of a thunderclap headache)
            # (once a reply told part of it, the rest: the thirty-eighth read, B, a possible clot sent through with no allergies)
            always = {"interpreter"} | ({"history"} if not self.background >= _BACKGROUND else set())
            screens = [topic for topic in plan if topic.split(":", 1)[-1] not in own | always]
            plan = [topic for topic in plan if topic not in screens] + screens[:max(0, 3 - len(own))]
            plan.sort(key=self.plan.index)
        self.plan = plan
        if not self.plan:
            self.plan = ["history"] if "history" not in self.asked else []
        return key if self.plan else None

    def _should_end(self, observation: NurseObservation, decision: Decision) -> bool:
        if observation.closing:
            return True
        if decision.level == 1 and self.replies >= 1 and (self.lines >= 2 or self._critical_checks_done(observation)):
            return True  # a level 1 is acted on at once: the team is called within two lines
        vitals_done = not observation.allowed_vitals and len(observation.vitals) == 5
        return not self.plan and (vitals_done or observation.questions_left <= 0)

    # ------------------------------------------------------------------ speaking
    def _style(self) -> int:
        return {"direct": 0, "neutral": 1, "warm": 2}[self.persona.communication_style]

    def _pronouns(self) -> dict[str, str]:
        """The patient in the third person, for a companion: he / she, or "they" when the desk
        does not say (and its verbs agree)."""
        key = (self.sex or "").strip().lower()[:1]
        s, o, p, r = {"m": ("he", "him", "his", "himself"), "f": ("she", "her", "her", "herself")}.get(
            key, ("they", "them", "their", "themself"))
        plural = s == "they"
        does, has = ("do", "have") if plural else ("does", "has")
        return {"s": s, "o": o, "p": p, "r": r, "does": does, "Does": does.capitalize(), "has": has,
                "Has": has.capitalize(), "is_": "are" if plural else "is", "Is_": "Are" if plural else "Is", "gets": "get" if plural else "gets",
                "seems": "seem" if plural else "seems", "needs": "need" if plural else "needs",
                "wants": "want" if plural else "wants"}

    def _limb_use(self) -> str | None:
        """What an injured limb is asked to do: bear weight for a leg, move its fingers for an arm; None where what was hurt
        is no limb (a jaw, a back, a chest), whose use is not asked."""
        said = HEIGHT.sub("", " ".join(quote for concept, quote in self.findings.concepts.items()
                                       if concept in ("limb_injury", "deformity", "open_fracture", "hot_joint", "joint_pain")))
        # (plurals too: "both my forearms" was asked to bear weight, 2026-12ax terse, training)
        arm_words = r"\b(?:arms?|elbows?|wrists?|hands?|fingers?|thumbs?|forearms?|shoulders?|collarbones?)\b"
        leg_words = r"\b(?:leg|legs|knee|knees|kneecap|kneecaps|patella|ankle|foot|feet|hip|toe|toes|toenails?|shin|calf|thigh|heel|heels)\b"
        if not re.search(arm_words, said, re.IGNORECASE) and not re.search(leg_words, said, re.IGNORECASE):
            # the injury's quote names no part ("I fell eight feet off a ladder"): the part is in what else was said ("I
            # landed on my heels and I've got a left heel and lower back pain"; own read of 2026-12af: fingers asked of a heel)
            said = HEIGHT.sub("", " ".join(self.findings.concepts.values()))
        arm = re.search(arm_words, said, re.IGNORECASE)
        leg = re.search(leg_words, said, re.IGNORECASE)
        if not arm and not leg and _NOT_A_LIMB.search(said):
            return None  # a jaw, a back or a chest hurt: no limb to ask about (the forty-fifth read, C: "move your fingers?" of a jaw)
        # the part named first is the one hurt; no part named at all (a fall from a ladder): can they stand on it
        if (leg and not (arm and arm.start() < leg.start())) or not arm:
            if self.findings.has("open_fracture", "deformity"):  # a broken, bent leg is not asked to stand: its toes are
                return "move {p} toes".format(**self._pronouns()) if self.companion else "move your toes"
            return "put weight on it"
        if self.findings.has("amputation"):  # fingers cut off are not asked to move (2026-12ak ATS, training): the rest of the hand is
            return "move the rest of {p} hand".format(**self._pronouns()) if self.companion else "move the rest of your hand"
        return "move {p} fingers".format(**self._pronouns()) if self.companion else "move your fingers"

    def _pain_likely(self) -> bool:
        """Something heard that hurts (a pain, an injury, a burn, a swelling): the pain question may take the pain as given."""
        # "limb injury" is heard from any limb named ("numbness in my hands"): it hurts only with an injury heard too
        return bool(HURTS & self.findings.concepts.keys())

    def _observed(self, topic: str) -> str:
        """The question for what can be seen, when the patient cannot give a score or describe a
        headache: a small child, or someone unresponsive, seizing or in arrest."""
        f = self.findings
        # someone confused is not asked for a number through a companion either: what can be seen is asked
        cannot_say = f.has("unresponsive", "seizure_active", "cardiac_arrest") or (self.companion and f.has("confusion"))
        small = f.age is not None and f.age < (AGE_LIMITS.reask_from if topic == "pain" else AGE_LIMITS.speaks_for_self_from)
        return OBSERVED[topic] if topic in OBSERVED and (cannot_say or small) else topic

    def _opening(self) -> str:
        name = self.persona.name
        opener = (
            f"I'm {name}, triage nurse.",
            f"Hello, I'm {name}, one of the triage nurses.",
            f"Hi there, my name is {name} and I'm the triage nurse looking after you today.",
        )[self._style()]
        age_known = self.findings.age is not None
        if self.companion:
            ask = "What's brought {o} in today" + ("?" if age_known else ", and how old {is_} {s}?")
            ask = ask.format(**self._pronouns())
        else:
            ask = (
                "What's the problem today" + ("?" if age_known else ", and how old are you?"),
                "What brings you in today" + ("?" if age_known else ", and how old are you?"),
                "Can you tell me what's brought you in today" + ("?" if age_known else ", and how old you are?"),
            )[self._style()]
        if self.findings.has("dangerous_violence") and not self.companion:
            # a weapon seen at the door: distance first, no clip on the finger of a man holding a screwdriver (thirty-sixth
            # read: "I'm just popping this clip on your finger" to an armed, shouting man)
            self.announce = None
            return f"{opener} I'm going to stay back here, and I won't touch you. {ask}"
        aloud = self._aloud()
        return f"{opener} {aloud}{ask}"

    def _aloud(self) -> str:
        """The vital just taken, said as it is taken ("I'm checking your pulse now. "), once."""
        if self.announce is None:
            return ""
        your = self._pronouns()["p"] if self.companion else "your"
        text = VITAL_ALOUD[self.announce].format(your=your)
        self.announce = None
        return text + " "

    def _question(self, topic: str, escalating: str | None = None) -> str:
        """The line that asks ``topic``: the vital just taken said aloud first, then, at a level 2 with a clock
        (``escalating``), what the nurse is doing about it, then the question."""
        if escalating:
            aloud = self._aloud()
            whom = self._pronouns()["o"] if self.companion else "you"
            whose = self._pronouns()["p"] if self.companion else "your"
            # what the question says first ("Thank you. The interpreter is on the phone now, ...") comes before the
            # escalation, so "While we wait," opens the question itself, never "While we wait, thank you."
            sentences = re.split(r"(?<=[.!])\s+", self._question(topic))
            first = next((index for index, sentence in enumerate(sentences) if "?" in sentence), 0)
            before = " ".join(sentences[:first])
            return (f"{aloud}{before + ' ' if before else ''}{ESCALATIONS[escalating].format(o=whom, p=whose)} While we wait, "
                    f"{_lowered(' '.join(sentences[first:]))}")
        persona = self.persona
        if topic == "complaint":
            return self._opening()
        if topic == "holding":
            return self._aloud() + HOLDING.format(o=self._pronouns()["o"] if self.companion else "you")
        base_topic = topic.split(":", 1)[-1]
        asked = self._observed(base_topic)
        f = self.findings
        if asked == "targeted_abdo" and f.has("vomiting"):
            asked = "targeted_abdo_vomited"
        elif asked == "self_harm" and f.has("homicidal"):
            asked = "self_harm_others"  # "intends to kill his ex": who else is at risk, and is there a weapon
        elif asked == "targeted_chest" and (not f.has("chest_pain", "cardiac_features") or (f.pain == 0 and not f.has("cardiac_features"))):
            # no chest pain: no "does it spread to your arm?" (2026-12l read: asked after "no pain at all")
            asked = "targeted_palpitations" if f.has("palpitations") else "targeted_breath"
        elif asked == "targeted_chest" and "sob" in set(f.concepts) | f.denied:
            asked = "targeted_chest_spread"  # the breath told, or denied: never asked again in the same breath
        elif asked == "targeted_neuro" and not f.has("headache", "thunderclap"):
            asked = "targeted_neuro_plain"  # a faint with no headache: never "is this the worst headache of your life?" (45th read)
        elif asked == "pain" and self.pain_placed:
            # where it is was told: how bad, never "where is the pain?" again, nor "any pain?" after "the pain is in my left
            # foot" (2026-12ax ATS, training)
            asked = "pain_score"
        elif asked == "pain" and not self._pain_likely():
            asked = "pain_any"  # "thoughts of hurting someone", a rash, a certificate: "any pain?", never "where is the pain?"
        elif asked == "history" and self.background and (self.escalated or any(
                _SPECIFIC[name].beside for name in self.asked if name in _SPECIFIC)):
            asked = "history_rest"  # part of it told already: the rest, never the whole question again
        elif asked == "onset" and f.complaint & ERRANDS:  # "a repeat prescription for my eye drops"
            asked = "onset_plain"
        elif asked == "onset" and (self._an_injury() or f.has("seizure", "syncope") and not f.has("seizure_active")
                                   or f.has("swallowed_object", "inhaled_object")):
            # an injury, a fit, a faint or a swallowed coin happened at a moment: when, never "constant or coming and going"
            asked = "onset_event"
        elif asked == "onset" and f.has("suicidal", "suicide_plan", "homicidal"):
            asked = "onset_plain"  # thoughts or an attempt are no pain that comes and goes (before the 2026-12ah round, a probe)
        specific = _SPECIFIC.get(base_topic)
        if specific is not None and topic.startswith("confirm:") and specific.confirm:
            pronouns = self._pronouns()
            person = ({"you": pronouns["s"], "your": pronouns["p"], "are_you": f"{pronouns['is_']} {pronouns['s']}"}
                      if self.companion else {"you": "you", "your": "your", "are_you": "are you"})
            text = specific.confirm.format(**person)
        elif base_topic == "headache_onset" and "onset" in self.told:  # when is known: only how it began
            text = HEADACHE_HOW[1 if self.companion else 0].format(o=self._pronouns()["o"])
        elif specific is not None:
            text = (specific.companion if self.companion else specific.ask[self._style()]).format(
                **self._pronouns(), use=self._limb_use())
            text = text[:1].upper() + text[1:]
        elif self.companion:
            text = COMPANION_QUESTIONS.get(asked, COMPANION_QUESTIONS.get(base_topic, "")).format(**self._pronouns())
            text = text[:1].upper() + text[1:]
        else:
            text = QUESTIONS[asked][self._style()]
        if base_topic == "associated":
            text = without_told(text, set(f.concepts) | f.denied)
        if topic.startswith("followup:"):
            text = f"I want to make sure I have this right, and it stays between us and the care team. {text}"
        prefix = ""
        if self.worried and persona.communication_style != "direct" and not self.reassured:
            prefix = "I can see you're worried; you're in the right place and we're looking after you. "
            self.worried, self.reassured = False, True  # said once: a second time it is a script, not care
        elif (persona.emotional_expression == "expressive" and topic in ("pain", "associated") and not self.sympathised
              and self._distressed() and self.rng.random() < 0.6):
            self.sympathised = True
            prefix = self.rng.choice(("I'm sorry you're going through this. ", "That sounds really hard. "))
        if self.interpreting:
            self.interpreting = False
            prefix = "Thank you. The interpreter is on the phone now, so I'll ask through them. "
        if self.cool_burn:
            self.cool_burn = False
            prefix = COOL_BURN + " " + prefix
        suffix = ""
        if (persona.verbosity == "verbose" and base_topic in _REASONED and self.reasons_given < 2 and not self.team_called
                and "help" not in text.lower() and "i ask everyone" not in text.lower() and "it changes" not in text.lower()):
            # (never a second reason after the question's own: "it changes which tests and treatments are safe. It changes
            # which tests and medicines are safe", the twenty-fourth and twenty-fifth reads)
            # Why a question is asked, said where a patient may wonder (not tacked onto every question).
            whom = "{s} {needs}".format(**self._pronouns()) if self.companion else "you need"
            suffix = " " + REASONS[base_topic].format(whom=whom)
            self.reasons_given += 1
        if self.team_called and base_topic in ("history", "ingestion"):
            if _NO_PULSE_NOW.search(f.concepts.get("cardiac_arrest") or ""):
                # no pulse now (not a heart restarted before arrival): compressions start at once, and the
                # team's questions go to whoever came along
                return ("I'm starting chest compressions and calling the resuscitation team now. "
                        + (f"While I do, {text[:1].lower() + text[1:]}" if self.companion else ""))
            rate = f.vital("resprate")
            if _NOT_BREATHING_NOW.search(f.concepts.get("hardly_breathing") or "") or (
                    rate is not None and rate < THRESHOLDS["rr_life_threat_below"] and f.has("unresponsive")):
                # breathing that stops (apnoea, pauses): breaths from the nurse at once, the team called (2026-12l read)
                whom = self._pronouns()["o"] if self.companion else "you"
                return (f"I'm giving {whom} breaths with the bag and mask now and calling the resuscitation team. "
                        + (f"While I do, {text[:1].lower() + text[1:]}" if self.companion else ""))
            if f.has("unresponsive") and self.companion:
                # one who cannot be woken has an airway to keep open before any question (eleventh read: an
                # unresponsive rider after a crash was asked his history first); a blow to the head or a crash
                # keeps the neck still while it is opened
                words = self._pronouns()
                still = (f"keeping {words['p']} head and neck still, " if f.has("head_injury", "high_risk_mechanism", "trauma")
                         else "")
                return (f"I'm {still}opening {words['p']} airway and putting oxygen on {words['o']}, and I'm calling the "
                        f"resuscitation team now. While they come, {text[:1].lower() + text[1:]}")
            if f.has("dangerous_violence"):
                # a weapon drawn: distance and security, never a crash team to a man with a knife (2026-12ab ATS, training)
                if not self.companion and _HELD_WEAPON.search(f.concepts.get("dangerous_violence") or ""):
                    return "Please put the weapon down on the floor for me. I'm stepping back and calling security and the duty doctor now."
                if not self.companion:
                    return "I can see you're upset. I won't come any closer; I'm stepping back and calling security and the duty doctor now."
                return ("I'm stepping back and calling security and the duty doctor now; please move away from {o} and come with "
                        "me. ").format(**self._pronouns()) + f"While they come, {text[:1].lower() + text[1:]}"
            calling = "I'm calling the resuscitation team." if not self.companion else \
                "I'm calling the resuscitation team for {o}.".format(**self._pronouns())
            reasons = self._judged[1].reasons if self._judged is not None else []  # why the level stands (act judged it)
            measured = next((name for reason in reasons[:1] for name, short in _VITAL_NAMES.items()
                             if reason.startswith(short + " ")), None)
            if measured is not None:
                # a reading set the level: it is said with the call, its reason ("Your blood pressure is very low,
                # so I'm calling the resuscitation team"); the reading just taken is said first
                your = self._pronouns()["p"].capitalize() if self.companion else "Your"
                alarm = VITAL_ALARM[measured].format(Your=your)
                aloud = self._aloud() if self.announce == measured else ""
                return f"{aloud}{alarm} {calling} {self._aloud()}While they come, {text[:1].lower() + text[1:]}"
            # the call is the first thing said at level 1 (fifteenth read: a pulse taken before the team was an F)
            return f"{calling} {self._aloud()}While they come, {text[:1].lower() + text[1:]}"
        if persona.verbosity == "terse" and not self.companion and specific is None and (topic in QUESTIONS or topic.startswith("followup:")):
            text = QUESTIONS[asked][0]
        return f"{prefix}{self._aloud()}{text}{suffix}"

    def _distressed(self) -> bool:
        """Sympathy fits a patient in real pain or anguish, not a 2 out of 10, a repeat request or a work note."""
        f = self.findings
        # worry alone has its own line ("I can see you're worried"): "that sounds really hard" after "no pain as such" rings false
        return (f.pain is not None and f.pain >= THRESHOLDS["pain_moderately_severe_from"]) or f.has("severe_descriptor")

    def _closing_line(self, level: int) -> str:
        line = self._closing(level)
        if self.cool_burn:
            self.cool_burn = False
            return f"{COOL_BURN} {line}"
        return line

    def _closing(self, level: int) -> str:
        if level <= 2:
            whom = self._pronouns()["o"] if self.companion else "you"
            if self.team_called and self.last_repeat:  # "Sorry, what did you ask?" as the team arrives: they will ask it
                return f"Don't worry, the team will go through that with {whom}. They're here now; we're taking {whom} straight through."
            if self.team_called and self.findings.has("dangerous_violence") and not self.companion:
                # no thanks to a man who has just refused to put the weapon down: security and the doctor take over
                return "Security and the doctor are here now. They'll take it from here; I'm staying back."
            if self.team_called:
                return f"Thank you. The team is here; we're taking {whom} straight through now."
            if level == 2 and self.escalated:
                return ESCALATION_CLOSINGS[self.escalated].format(o=whom)
            # Level 1 goes through on a trolley: a shocked or collapsing patient is never asked to walk.
            return (f"Thank you. I'm getting the team to see {whom} straight away; we're taking {whom} through on a trolley now."
                    if level == 1 else f"Thank you. I'm getting a doctor to see {whom} straight away; please come with me.")
        if self.findings.has("suicidal", "homicidal", "suicide_plan") or self_harm_unsafe(self.findings):
            # Never left alone in the waiting room: someone stays, and worse thoughts are said at once.
            whom = self._pronouns()["o"] if self.companion else "you"
            return (f"Thank you for telling me. Someone from our team will stay with {whom} until the doctor comes; "
                    "tell us straight away if anything changes or the thoughts get stronger.")
        if self.findings.has("self_injury"):
            # self-harm with no wish to die is still watched: seated where a nurse can see, never sent off alone to wait
            pronouns = self._pronouns()
            whom, who, own = (pronouns["o"], pronouns["s"], pronouns["r"]) if self.companion else ("you", "you", "yourself")
            # (a doctor called while the wish was not yet ruled out is told it was, never left unsaid)
            told = "I've told the doctor about " + whom + ", and we'll" if self.escalated else "We'll"
            return (f"Thank you for telling me. {told} keep {whom} near the nurses' station while {who} {'wait' if who in ('you', 'they') else 'waits'} "
                    f"for the doctor; tell us straight away if the urge to hurt {own} gets stronger.")
        if self.escalated:
            # The doctor was called at a level 2 that later answers lowered ("sharp chest pain after a cold" that hurts
            # only on a deep breath): the patient hears that the doctor knows, not a plain "take a seat" after "straight away".
            whom = self._pronouns()["o"] if self.companion else "you"
            return ESCALATION_STOOD_DOWN.format(o=whom)
        if self.companion:
            return COMPANION_CLOSINGS[self._style()].format(**self._pronouns())
        return CLOSINGS[self._style()]

    # ------------------------------------------------------------------ acting
    async def act(self, observation: NurseObservation) -> NurseOutput:
        self._listen(observation)
        algorithm = observation.algorithm
        if self._judged is None or self._judged[0] != algorithm:
            # The level and the red flags are pure functions of the findings, which change only when
            # a vital or a reply comes in (_listen); after a step that logged flags they are reused.
            self._judged = (algorithm, *judge(algorithm, self.findings))
        _, decision, supported = self._judged
        confidence = self._confidence(decision)
        flags = [flag for flag in supported if flag not in self.logged]

        if "check_vital" in observation.allowed_actions and observation.allowed_vitals:
            vital = next(name for name in self._measuring_order() if name in observation.allowed_vitals)
            self.announce = vital
            return NurseOutput(
                explanation=self._explain(decision, algorithm, f"Measuring {_VITAL_NAMES[vital]} next."),
                action="check_vital",
                vital=vital,
                red_flags=flags,
                triage=decision.level,
                confidence=confidence,
            )
        if flags and "log_red_flag" in observation.allowed_actions:
            batch = flags[:5]
            self.logged.update(batch)
            return NurseOutput(
                explanation=self._explain(decision, algorithm, f"Logging red flags: {', '.join(batch)}."),
                action="log_red_flag",
                red_flags=batch,
                triage=decision.level,
                confidence=confidence,
            )
        if self._should_end(observation, decision) or "utterance" not in observation.allowed_actions:
            return NurseOutput(
                explanation=self._explain(decision, algorithm, "Interview complete; final level."),
                action="end",
                utterance=self._closing_line(decision.level),
                red_flags=flags,
                triage=decision.level,
                confidence=confidence,
            )
        first = "ingestion" if "ingestion" in self.plan and "ingestion" not in self.asked else "history"
        if decision.level == 1 and self.plan and first in self.plan and first not in self.asked:
            # A resuscitation's one question before the team takes over is what they need to know
            # (conditions, medicines, allergies), not a pain score or a phone interpreter; after an
            # overdose or a poison, what was taken, how much and when (before the 2026-12av round, from
            # the forty-fourth read: a tricyclic overdose asked only for her conditions)
            self.plan.remove(first)
            self.plan.insert(0, first)
            self.team_called = True
        if (observation.questions_left <= _HISTORY_BY and "history" in self.plan and "history" not in self.asked
                and self.plan[0] != "history"):
            # the last questions left: the conditions, medicines and allergies before another follow-up (twenty-second
            # read: a drinker's and a thunderclap headache's history never asked, the questions spent on re-asks)
            self.plan.remove("history")
            self.plan.insert(0, "history")
        escalating = self._escalate(decision)
        topic = (self.plan.pop(0) if self.plan else "holding" if self.escalated or self.team_called
                 else "anything_else" if "anything_else" not in self.asked else "recheck")
        self.asked.append(topic)
        self.lines += 1
        self.last_topic = topic.split(":", 1)[-1].removeprefix("reask_")
        return NurseOutput(
            explanation=self._explain(decision, algorithm, f"Asking about {self.last_topic.replace('_', ' ')}."),
            action="utterance",
            utterance=self._question(topic, escalating),
            red_flags=flags,
            triage=decision.level,
            confidence=confidence,
        )


def _lowered(text: str) -> str:
    """A question after "While we wait, ": its first word in lower case, unless it is "I" or a name."""
    return text if re.match(r"^I\b", text) else text[:1].lower() + text[1:]

