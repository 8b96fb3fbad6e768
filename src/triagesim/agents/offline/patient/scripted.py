"""``ScriptedPatient``: the episode lifecycle and the reply pipeline (intents, answers, assembly, persona finish).

The answer builders, voice and style live in the mixins it combines; see the package docstring for the whole story.
"""

from __future__ import annotations

import re

from ....core.observations import PatientBrief, PatientObservation
from ....core.outputs import PatientOutput
from ....personas import PatientPersona
from .answers import (
    HistoryAnswersMixin,
    PainAnswersMixin,
    SensitiveAnswersMixin,
    SpecificAnswersMixin,
    StoryAnswersMixin,
    SymptomAnswersMixin,
    Answer,
)
from ....clinical.age_limits import AGE_LIMITS
from ....clinical.speech import SEVERE_PAIN
from ....clinical.topics import asked_topics
from .english import bare, as_sentence, split_sentences, tidy, uncapitalised
from .first_language import with_first_language_word
from .intents import IntentMixin, Probe
from .memory import covers, extends, same_sentence, sentence_key
from .phrases import (
    ASK_AGAIN,
    CHATTER,
    CLARIFY,
    COMPANION_CHATTER,
    COMPANION_DRIFT,
    COMPANION_WORRY,
    CONFUSED,
    DRIFT,
    WORKING_DRIFT,
    NATIVE_CHATTER,
    PLAIN_CHATTER,
    WORRY,
)
from .safety import sanitise
from .self_reference import INTRODUCTION, as_speaker, relation_nouns
from .style import StyleMixin
from .voice import VoiceMixin

__all__ = ["ScriptedPatient", "VERSION"]

VERSION = "1.0"

#: A reply that there is no pain: a compound pain question (where, how bad) gets it once, not twice.
_NO_PAIN = re.compile(r"^(?:\W*\w+\W+)?(?:it doesn't really hurt|there isn't any pain|there's no pain)", re.IGNORECASE)

_BUDGET = {"terse": 1, "normal": 2, "verbose": 4}
#: How often a talkative patient with room left in a reply says something about coming in at all.
_CHATTER_RATE = 0.35
#: How often a sentence of a speaker who reaches for first-language words carries one (``first_language``; twice an episode
#: at most).
_FIRST_LANGUAGE_RATE = 0.25
#: A nurse line that calls a team or takes the patient straight through: the speaker hears the hurry.
_TEAM_CALLED = re.compile(r"\b(?:resuscitation team|stroke team|the team|straight away|straight through|on a trolley|starting chest "
                          r"compressions|bag and mask)\b", re.IGNORECASE)



#: Why a companion cannot say something ("She's too little to give us a number"): said once a reply.
_CANNOT = re.compile(r"^(.+?\b(?:too little|too drowsy after the fit|can't|can't really)) to (.+?)\.?$")


def _one_reason(sentences: list[str]) -> list[str]:
    """Two answers held up by the same reason ("She's too little to give us a number." and "She's too
    little to tell us where it hurts.") are said as one: "...to give us a number or tell us where it hurts."."""
    said: list[str] = []
    for sentence in sentences:
        reason = _CANNOT.match(sentence)
        before = _CANNOT.match(said[-1]) if said else None
        if reason and before and reason.group(1) == before.group(1):
            said[-1] = f"{before.group(1)} to {before.group(2)} or {reason.group(2)}."
            continue
        said.append(sentence)
    return said

#: The nurse asking for a weapon to be put down.
_PUT_IT_DOWN = re.compile(r"\bput (?:the|your|that) (?:weapon|knife|blade|screwdriver|bat|bar|gun|\w+) down\b", re.IGNORECASE)

class ScriptedPatient(
    StoryAnswersMixin,
    PainAnswersMixin,
    SymptomAnswersMixin,
    HistoryAnswersMixin,
    SensitiveAnswersMixin,
    SpecificAnswersMixin,
    IntentMixin,
    VoiceMixin,
    StyleMixin,
):
    """A deterministic, persona-driven patient (or companion) for offline triage runs."""

    def __init__(self, persona: PatientPersona | None = None, seed: int | None = None):
        self.persona = persona or PatientPersona()
        self.seed = 0 if seed is None else int(seed)
        self._run_id: str | None = None
        self._brief: PatientBrief | None = None
        self._state_reset(self.seed, "")

    # -- protocol -------------------------------------------------------------------------

    def reset(self, *, run_id: str, seed: int) -> None:
        """Start a new episode: per-episode state cleared, generators reseeded from (seed, run_id)."""
        self.seed = int(seed)
        self._state_reset(self.seed, run_id)
        self._run_id = run_id

    def describe(self) -> dict[str, str]:
        return {"kind": "offline", "engine": "scripted-patient", "version": VERSION}

    async def act(self, observation: PatientObservation) -> PatientOutput:
        return PatientOutput(utterance=self.respond(observation))

    # -- the main entry -------------------------------------------------------------------

    def respond(self, observation: PatientObservation) -> str:
        """The reply to one nurse utterance (synchronous core of ``act``)."""
        if self._run_id != observation.run_id:
            self.reset(run_id=observation.run_id, seed=self.seed)
        brief = observation.brief
        if self._given is not brief and (self._given is None or self._given != brief):  # the same object all episode
            self._begin(brief)
        self._turns += 1
        text = (observation.nurse_utterance or "").strip()
        self._question = text
        if _TEAM_CALLED.search(text):
            self._focused = True  # "I'm calling the resuscitation team": no small talk from here on, whatever the persona
        reply = self._compose(text)
        reply = tidy(sanitise(reply))
        if not reply:
            reply = "Sorry, could you say that again?"
        return reply

    # -- composing ------------------------------------------------------------------------

    def _compose(self, text: str) -> str:
        voice = self._voice
        if not text:
            return "Sorry?"
        names, probes, statement = self._intents(text)

        # Cognition can derail a reply (never the companion's: they are not the one unwell), with a
        # line not said yet this episode: a patient who lost track says so in other words each time,
        # or, once, goes back to its main problem (never to an answer of another question). Never twice
        # running: the question asked again after "what was the question?" is answered (2026-12-04c read).
        derailed, self._derailed = self._derailed, False
        if not self._companion and names and self._turns > 1 and not derailed:
            if voice.cognitive_state == "confused" and self._style.random() < 0.2:
                back = self._complaint_sentence()
                if (not asked_topics(back) and not self._memory.referred_back and self._times(back) < 2
                        and self._style.random() < 0.5):
                    return self._finish([f"Like I said, {uncapitalised(bare(back))}."])
                lost = self._untold(CONFUSED)
                if lost:
                    self._derailed = True
                    return self._finish([self._style.choice(lost)])
            elif voice.cognitive_state == "distracted" and self._style.random() < 0.12:
                again = self._untold(ASK_AGAIN)
                if again:
                    self._derailed = True
                    return self._finish([self._style.choice(again)])

        if statement:
            return self._finish([self._acknowledge(text)])
        if not names:
            return self._finish([self._fallback()])

        answers = [self._answer(name, probes) for name in names]
        sentences = self._assemble(answers)
        # (a threat is shouted, never apologised for: persona yields to acuity)
        if self._turns == 1 and voice.language_proficiency == "limited" and not self._companion and not self._breathless \
                and not self._threatening():
            sentences.append("Sorry, my English is not very good.")  # so the nurse can offer an interpreter
        return self._finish(sentences)

    def _budget(self) -> int:
        """Sentences per reply: the speaker's verbosity, cut short by the patient's own condition
        (one when breathless or drowsy, at most two in severe pain)."""
        budget = _BUDGET[self._voice.verbosity]
        if self._on_duty and self._turns <= 1:
            budget += 1  # a handover: what happened, what was found and given, and what they see
        if self._breathless or "drowsy or confused" in self._states:
            return 1
        if SEVERE_PAIN in self._states:
            return min(budget, 2)
        return budget

    def _assemble(self, answers: list[Answer]) -> list[str]:
        """The reply's sentences: an answer to each question asked, then extras up to the budget.

        An extra is a fact not told yet this episode (the patient remembers what it said: a story
        told once is not told again), and small talk comes only from a speaker who is neither too
        unwell nor too frightened for it."""
        voice = self._voice
        budget = self._budget()
        allowance = 1 if (len(answers) > 1 or any(a.disclosure for a in answers)) else 0
        limit = budget + allowance
        primaries = list(dict.fromkeys(as_sentence(a.primary) for a in answers))
        no_pain = [sentence for sentence in primaries if _NO_PAIN.search(sentence)]
        primaries = [sentence for sentence in primaries if sentence not in no_pain[1:]]  # "no pain" said once a reply
        # An answer another answer of this reply already says ("It's in my left chest." beside "Pain in
        # my left chest, an 8 out of 10."): said once, in the fuller sentence.
        # (never an age: "He's 4." is not said by "he swallowed 4 magnets", 2026-12ag terse, training)
        ages = {as_sentence(a.primary) for a in answers if a.intent == "age"}
        primaries = [sentence for index, sentence in enumerate(primaries)
                     if sentence in ages or not any(covers(other, sentence) and not (covers(sentence, other) and other_index > index)
                                                    for other_index, other in enumerate(primaries) if other_index != index)]
        primaries = _one_reason(primaries)
        if len(primaries) > limit:
            head, tail = primaries[: limit - 1], primaries[limit - 1:]
            merged = "; ".join([bare(tail[0])] + [uncapitalised(bare(t)) for t in tail[1:]])
            primaries = head + [as_sentence(merged)]
        sentences = list(primaries)
        if self._threatening():
            return sentences  # a man threatening with a weapon adds no story, no worry and no aside (the 2026-12al guard)

        def new(candidate: str) -> bool:
            """Not said in this reply (in any words, or inside a longer sentence) nor told before, and no
            part of it said twice already."""
            key = sentence_key(candidate)
            return (not any(same_sentence(key, sentence_key(chosen)) or covers(chosen, candidate)
                            for chosen in (*sentences, *content_extras))
                    and not self._told(candidate) and self._times(candidate) < 2)

        def fuller(candidate: str) -> bool:
            """A sentence that says all of an answer of this reply and more ("I stepped on a nail that
            went through my boot" after "I stepped on a nail"): it takes that answer's place."""
            for index, chosen in enumerate(sentences):
                if chosen not in primaries or self._told(candidate):
                    continue
                introduced = INTRODUCTION.match(chosen)
                if introduced:  # "I'm his dad, he fell off a chair": the introduction stays, the rest is said in full
                    head, _, rest = chosen.partition(", ")
                    if rest and extends(candidate, rest):
                        sentences[index] = f"{head}, {uncapitalised(candidate)}"
                        return True
                elif extends(candidate, chosen):
                    sentences[index] = candidate
                    return True
            return False

        chatted = False
        # Content extras up to the budget, round-robin over the answers.
        pools = [[as_sentence(e) for e in a.extras if e] for a in answers]
        content_extras: list[str] = []
        while len(sentences) + len(content_extras) < budget and any(pools):
            for pool in pools:
                if pool and len(sentences) + len(content_extras) < budget:
                    candidate = pool.pop(0)
                    if fuller(candidate):
                        continue
                    if new(candidate):
                        content_extras.append(candidate)
        if voice.verbosity == "verbose":
            # A talkative patient volunteers parts of the story not told yet this episode.
            for candidate in self._story():
                if len(sentences) + len(content_extras) >= budget:
                    break
                if fuller(candidate):
                    continue
                if new(candidate):
                    content_extras.append(candidate)
            # ...and now and then says something about coming in at all (a habit, not every reply)
            chatter = [c for c in (self._fill(c) for c in self._chatter()) if new(c)]
            if chatter and len(sentences) + len(content_extras) < budget and self._style.random() < _CHATTER_RATE:
                content_extras.append(self._style.choice(chatter))
                chatted = True
        sentences += content_extras
        # Persona extras: worry (emotion) and one off-topic sentence (drift), within budget + allowance.
        persona_extras: list[str] = []
        worry_p = 0.0 if self._on_duty else {"calm": 0.0, "anxious": 0.35, "distressed": 0.6}[voice.emotion_regulation]
        if worry_p and self._style.random() < worry_p:
            worries = [w for w in (self._fill(w) for w in (COMPANION_WORRY if self._companion else WORRY)) if new(w)]
            if worries:
                persona_extras.append(self._style.choice(worries))
        # one aside a reply at most: a patient who just talked about coming in does not also wander off
        if voice.topic_drift and self._style.random() < voice.topic_drift and not self._focused and not chatted \
                and not self._on_duty:
            age = self._brief.age if self._brief is not None else None
            working = age is None or AGE_LIMITS.working_from <= age < AGE_LIMITS.working_to
            drift = [d for d in (COMPANION_DRIFT if self._companion else DRIFT) if new(d) and (working or d not in WORKING_DRIFT)]
            if drift:
                persona_extras.append(self._style.choice(drift))
        for extra in persona_extras:
            if len(sentences) < limit:
                sentences.append(extra)
            elif content_extras:
                dropped = content_extras.pop()
                sentences.remove(dropped)
                sentences.append(extra)
        return sentences

    def _chatter(self) -> tuple[str, ...]:
        """What a talkative speaker says about coming in at all: nothing from one too unwell or too
        frightened for small talk; British idioms only from a native speaker of English."""
        if self._focused:
            return ()
        if self._companion:
            return COMPANION_CHATTER
        if self.persona.pain_expression == "minimizing":
            return CHATTER  # "it's really hit me hard" from one who says "it's not that bad" (thirty-first read)
        return CHATTER + (NATIVE_CHATTER if self._voice.first_language == "English" else PLAIN_CHATTER)

    def _finish(self, sentences: list[str]) -> str:
        """Language simplification, then the patient's breath or the speaker's disfluency, sentence by sentence.

        Every sentence goes into the episode's memory as spoken (before fillers and repairs): the
        sentences it became in simplified English or a breathless patient's phrases."""
        voice = self._voice
        sentences = [as_sentence(sentence) for sentence in sentences]
        if self._companion:  # "his friend found him", said by that friend: "I found him"
            nouns = relation_nouns(self._relation)
            sentences = [as_speaker(sentence, nouns) for sentence in sentences]
        out = []
        for sentence in sentences:
            said = sentence
            if voice.language_proficiency in ("limited", "intermediate"):
                said = self._simplify(said, voice.language_proficiency)
            if self._breathless:
                said = self._gasped(said)
            self._memory.remember(split_sentences(said))
            if not self._breathless and voice.disfluency_rate and self._style.random() < voice.disfluency_rate \
                    and not self._threatening():
                said = self._disfluent(said)
            if self._own_words_left and self._style.random() < _FIRST_LANGUAGE_RATE and not self._breathless:
                # a word of the first language, reached for now and then (twice an episode at most), and explained
                native = with_first_language_word(said, voice.first_language or "")
                if native is not None:
                    said = native
                    self._own_words_left -= 1
            out.append(said)
        return " ".join(out)

    # -- answers --------------------------------------------------------------------------

    def _answer(self, name: str, probes: list[Probe]) -> Answer:
        handler = getattr(self, f"_a_{name}")
        answer = handler(probes) if name == "symptoms" else handler()
        self._answered.add(name)
        return answer

    # fallbacks

    def _acknowledge(self, text: str) -> str:
        if self._threatening() and re.search(r"\bI won't come any closer\b", text, re.IGNORECASE):
            # told the nurse keeps back, with nothing in hand to put down: still no calmer (2026-12ax ATS, training)
            return self._style.choice(("Don't come any closer!", "Stay away from me.", "Just keep back!"))
        if _PUT_IT_DOWN.search(text) and self._threatening():
            # a man who came in threatening people with a weapon does not put it down when asked (thirty-sixth read, A:
            # "Um, okay, that's fine" from one the case says "will not put it down")
            return self._style.choice(("No. Stay back from me.", "I'm not putting it down. Stay away from me.",
                                       "No! Don't come any closer."))
        if re.search(r"\bthank", text, re.IGNORECASE):
            return self._style.choice(("Thank you.", "Okay, thanks.", "Thanks, I appreciate it."))
        return self._style.choice(("Okay.", "Alright.", "Okay, that's fine."))

    def _fallback(self) -> str:
        """A question the patient cannot place: a short request to hear it again (one not said yet
        this episode), never an answer to another question."""
        clarify = self._untold(CLARIFY)
        return self._style.choice(clarify or CLARIFY)
