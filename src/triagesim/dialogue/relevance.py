"""Relevance and repetition: a nurse re-asking what was answered, a reply to another question, a
patient saying the same sentence again and again.

What a line asks or answers is the one topic classifier's (``clinical.topics.asked_topics``), read
on the nurse's line and on the reply alike: "No, no blood thinners" touches the blood-thinner
topic as surely as the question did. A topic counts as answered when the reply touches it in a
sentence that is not a "not sure"; a reply that asks for the question again answers nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..clinical.concepts import detect
from ..clinical.story import CLOCK_TIME, LAST_WELL_ASKED, LAST_WELL_TOLD, ONSET_ASKED_WITH_LENGTH
from ..clinical.topics import asked_topics, told_topics
from .defects import Defect, Line, LineContext, sentences
from .vocabulary import LIKE_I_SAID, NON_ANSWER, UNSURE

__all__ = ["check_reasked", "check_off_topic", "check_patient_repeats", "answered_topics", "told", "topic_words", "REASKABLE", "VOLUNTEERED"]

#: Topics whose answer a nurse should not ask for again. Not the complaint (asking how the patient
#: feels now is a recheck), nor a checklist of other symptoms, the pattern or the place of a pain
#: (asked again in other words as the story unfolds).
REASKABLE = frozenset({
    "age", "onset", "severity", "treatment", "previous", "history", "medications", "allergies", "smoking",
    "self_harm", "substance", "anticoagulants", "pregnancy", "abuse", "mechanism", "name", "tetanus", "immunisations",
    "feeding", "ingestion", "interpreter", "fit_length",
})
#: The background a triage nurse asks in one breath: conditions, medicines, allergies.
_BACKGROUND = frozenset({"history", "medications", "allergies"})
#: Topics a reply answers even when they were not asked: a time, a mechanism, an age told in the
#: story is not asked for again.
VOLUNTEERED = frozenset({"age", "onset", "mechanism"})
#: An onset question: the classifier also reads "sudden" in a symptom list ("a sudden very severe
#: headache?") as the onset topic; a re-ask of the onset names the time.
_ONSET_ASKED = re.compile(r"\bwhen\b|\bhow long\b|\bstart(?:ed)?\b|\bbegin\b|\bbegan\b|\bcome on\b|\bcame on\b", re.IGNORECASE)
#: A question for the hour (an assault's, an exposure's): answered only by a time by the clock (``CLOCK_TIME``).
_WHAT_TIME = re.compile(r"\bwhat time\b", re.IGNORECASE)
_NUMBER = r"\b(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b"
#: What an answer to a question for a value must hold to count as answered (a re-ask of it is then
#: a defect): a number (an age, a score), a time. Stricter than ``_ON_TOPIC``.
_HOLDS_VALUE: dict[str, re.Pattern[str]] = {
    "age": re.compile(_NUMBER, re.IGNORECASE),
    "severity": re.compile(_NUMBER, re.IGNORECASE),
    "onset": re.compile(
        r"\bago\b|\bsince (?:yesterday|last|this|about|around|\d|the)|\byesterday\b|\blast (?:night|week|month)\b|"
        r"\bthis (?:morning|afternoon|evening)\b|\btoday\b|\btonight\b|\bfor (?:about |around |the (?:past|last) )?"
        r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several|\d+) "
        r"(?:minutes?|hours?|days?|weeks?|months?|years?)\b|\b(?:past|last) (?:few )?(?:minutes?|hours?|days?|weeks?|months?|years?)\b|"
        r"\bsuddenly\b|\bjust now\b|\bearlier\b|\bat \d{1,2}(?::\d\d)?\s?(?:am|pm)\b|"  # a clock time: "last fine at 6:50 am"
        # a mealtime or a part of the day is a time ("since lunch", "after breakfast", "at teatime", "overnight")
        r"\b(?:since|after|before|at|around|about|from) (?:lunch|lunchtime|breakfast|dinner|tea|teatime|supper|midday|noon|"
        r"midnight|bedtime|work|school)\b|\bovernight\b|\bthis (?:week|weekend)\b|\bon (?:monday|tuesday|wednesday|thursday|"
        r"friday|saturday|sunday)\b", re.IGNORECASE),
}


@lru_cache(maxsize=8192)  # a pure function of the reply, read by the nurse and the check alike
def answered_topics(reply: str) -> frozenset[str]:
    """The topics a reply answers: touched in a sentence that is not an "I'm not sure", and for a
    question that wants a value (an age, a pain score, a time), one that holds the value."""
    if NON_ANSWER.search(reply):
        return frozenset()
    found: set[str] = set()
    for sentence in sentences(reply):
        if UNSURE.search(sentence):
            # A hedged value is still the value: "I'm not sure, it started yesterday, or was it the day
            # before" answers when it started (asking again was a re-ask a clinical reader flagged).
            found |= {topic for topic in asked_topics(sentence)
                      if topic in _HOLDS_VALUE and _HOLDS_VALUE[topic].search(sentence)}
            continue
        found |= {topic for topic in asked_topics(sentence)
                  if topic not in _HOLDS_VALUE or _HOLDS_VALUE[topic].search(sentence)}
    return frozenset(found)


@lru_cache(maxsize=8192)
def told(reply: str) -> frozenset[str]:
    """What a reply answers, asked or not: its answered topics and those it tells unasked."""
    return answered_topics(reply) | told_topics(reply)


#: A closing's safety net: said, not asked.
_SAFETY_NET = re.compile(r"\btell us straight away\b|\blet us know (?:straight away|right away|if)\b", re.IGNORECASE)


def _asks(text: str) -> frozenset[str]:
    """The topics a nurse line asks about: its questions' (a statement such as "the interpreter is on
    the phone now" asks nothing)."""
    questions = " ".join(sentence for sentence in sentences(text) if sentence.rstrip().endswith("?")) or text
    if questions is text and _SAFETY_NET.search(text):
        return frozenset()  # the closing's "tell us straight away if the urge to hurt herself gets stronger" asks nothing (2026-12ax)
    topics = set(asked_topics(questions))
    if "onset" in topics and not _ONSET_ASKED.search(text):
        topics.discard("onset")
    return frozenset(topics)


def check_reasked(context: LineContext) -> list[Defect]:
    """A nurse question on a topic the patient's side has already answered."""
    if context.line.speaker != "nurse":
        return []
    asked = _asks(context.text) & REASKABLE
    if not asked:
        return []
    background = asked & _BACKGROUND
    if len(background) >= 2:
        # "conditions, regular medications or allergies?" after a reliever was talked about: still the background asked,
        # a re-ask only when all of it was answered (2026-12ag terse, training)
        answered = set()
        for question, reply in context.exchanges:
            answered |= _asks(question.text) & answered_topics(reply.text)
        if not background <= answered:
            asked = asked - background
            if not asked:
                return []
    if "onset" in asked and LAST_WELL_ASKED.search(context.text) and not any(
            LAST_WELL_TOLD.search(reply.text) for _, reply in context.exchanges):
        # when the patient was last well is not when the signs were noticed: a stroke's clock asked after "it started forty
        # minutes ago" is no re-ask (the forty-second read, B)
        asked = asked - {"onset"}
        if not asked:
            return []
    if {"onset", "fit_length"} <= asked and not ONSET_ASKED_WITH_LENGTH.search(context.text):
        asked = asked - {"onset"}  # "how long was he out for?": the faint's length, not when it began (the forty-fifth read)
    if "onset" in asked and _WHAT_TIME.search(context.text) and not any(
            CLOCK_TIME.search(reply.text) for _, reply in context.exchanges):
        # the hour of an assault or an exposure after "last night": the window is counted in hours (the 2026-12at round)
        asked = asked - {"onset"}
        if not asked:
            return []
    for question, reply in context.exchanges:
        # Asked before and answered; or told unasked, for a topic whose answer is a fact said once
        # ("It started three days ago" in the opening reply answers the onset question to come).
        again = asked & ((_asks(question.text) & answered_topics(reply.text)) | (VOLUNTEERED & told(reply.text)))
        if again:
            topic = sorted(again)[0]
            return [context.defect(
                "reasked",
                f'the question on {topic_words(topic)} was answered at turn {reply.turn} ("{_short(reply.text)}"); '
                "use that answer instead of asking again",
            )]
    return []


def _short(text: str, limit: int = 70) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


#: Topics whose answer can be told from its words (the rest are open questions: the complaint,
#: other symptoms, how an injury happened, what a pain is like).
_CLOSED = frozenset({
    "age", "onset", "pattern", "severity", "location", "treatment", "previous", "history", "medications", "allergies",
    "smoking", "self_harm", "substance", "anticoagulants", "pregnancy", "abuse", "tetanus", "immunisations", "feeding",
    "interpreter",
})
#: Closed questions a "yes" or a "no" answers.
_YES_NO_TOPICS = frozenset({"treatment", "previous", "history", "medications", "allergies", "smoking", "self_harm",
                            "substance", "anticoagulants", "pregnancy", "abuse", "immunisations", "interpreter"})
_YES_NO = re.compile(
    r"^(?:(?:um|uh|er|well|oh|like|you know)[,\s—–-]+)*(?:yes|yeah|yep|no|nope|not|never|nothing|none|i (?:do|don'?t|am|'?m|have|take|did|didn'?t)|"
    r"i'?m (?:on|not)|(?:he|she|they) (?:is|isn'?t|does|doesn'?t|has|hasn'?t|takes)|only|just)\b",
    re.IGNORECASE,
)
#: Words that show a reply is about a topic, value or not ("it's bearable", "it's in my chest"): a
#: reply with them is on topic, whatever else it says.
_ON_TOPIC: dict[str, re.Pattern[str]] = {
    # a period long gone answers the pregnancy question ("Not for years, I'm well past that": 2026-12ad ATS, training, read as
    # an onset told instead)
    "pregnancy": re.compile(r"\bwell past that\b|\bpast (?:all )?that\b|\bmenopause|\bthe change\b|\bno (?:more )?periods?\b|"
                            r"\bhaven'?t had (?:a|my) period\b|\bpregnan", re.IGNORECASE),
    # how much a child drinks or feeds answers a feeding question ("She's only been drinking about half what she usually does":
    # 2026-12ax narrative, training, read as alcohol)
    "feeding": re.compile(r"\b(?:drink\w*|feed\w*|eat\w*|fluids?|bottles?|breast\w*|milk|formula|wet nappies|nappies|diapers?|"
                          r"wee\w*|pee\w*|sips?|keeping (?:it|them|anything|fluids?) down)\b", re.IGNORECASE),
    "age": re.compile(r"\d|\b(?:years?|months?|weeks?) old\b|\bteen|\btwenty|\bthirty|\bforty|\bfifty|\bsixty|\bseventy|\beighty|\bninety", re.IGNORECASE),
    "severity": re.compile(
        r"\d|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b|\bhurt|\bpain|\bsore|\bach|\bbad\b|\bbearable|"
        r"\bterrible|\bawful|\bfine\b|\bmild", re.IGNORECASE),
    "location": re.compile(r"\b(?:in|on|at|around|behind|under|across) (?:my|his|her|their|the)\b|\ball over\b|\bone spot\b|"
                           r"\beverywhere\b|\bit'?s (?:my|his|her|their)\b|\b(?:left|right)\b", re.IGNORECASE),
    "onset": re.compile(r"\bago\b|\bsince\b|\byesterday\b|\blast (?:night|week|month)\b|\bthis (?:morning|afternoon|evening)\b|"
                        r"\btoday\b|\btonight\b|\b(?:minutes?|hours?|days?|weeks?|months?|years?)\b|\bearlier\b|\bjust now\b|"
                        r"\bsudden|\bgradual", re.IGNORECASE),
    "pattern": re.compile(r"\bconstant|\bon and off\b|\bcomes? and goes?\b|\ball the time\b|\blet up\b|\bsame\b|\bsteady\b|"
                          r"\bworse\b|\bbetter\b|\bwaves?\b|\bmost of the time\b|\bthe whole time\b", re.IGNORECASE),
}


#: Topics that answer one another: a pain's place, score and kind; when it started and how it goes.
_RELATED = (frozenset({"location", "severity", "character", "modifiers"}), frozenset({"onset", "pattern"}))
#: Topics whose words in a reply show it answers another question ("no blood thinners" to a drink question).
_ANSWER_OF_ANOTHER = frozenset({"age", "severity", "onset", "allergies", "smoking", "self_harm", "substance",
                                "anticoagulants", "pregnancy", "abuse"})


def _widened(topics: frozenset[str]) -> frozenset[str]:
    wide = set(topics)
    for group in _RELATED:
        if topics & group:
            wide |= group
    return frozenset(wide)


def _answers(topic: str, reply: str, touched: frozenset[str]) -> bool:
    if topic in touched:
        return True
    cue = _ON_TOPIC.get(topic)
    if cue is not None and cue.search(reply):
        return True
    if cue is not None and topic not in _YES_NO_TOPICS:
        return False
    return topic in _YES_NO_TOPICS and bool(_YES_NO.search(reply.strip()))


def check_off_topic(context: LineContext) -> list[Defect]:
    """A reply that answers none of the closed questions asked, and answers another one instead."""
    question = context.question
    if not context.line.from_patient_side or question is None:
        return []
    asked = asked_topics(question.text)
    reply = context.text
    if not asked or not asked <= _CLOSED or NON_ANSWER.search(reply) or UNSURE.search(reply):
        return []
    touched = asked_topics(reply)
    wide = _widened(asked)
    if touched & wide:
        return []
    first = sentences(reply)[0] if sentences(reply) else reply
    if asked_topics(first) & _ANSWER_OF_ANOTHER - wide and not _answers_question(first, asked):
        return [_off(context, asked)]  # "it starts in my chest and goes through to my back" answers where, not when
    if any(_answers(topic, reply, touched) for topic in wide):
        return []
    shared = {hit.concept for hit in detect(question.text)} & {hit.concept for hit in detect(reply)}
    if not shared and (touched & _ANSWER_OF_ANOTHER - wide or (asked == {"severity"} and detect(reply))):
        return [_off(context, asked)]
    return []


def _off(context: LineContext, asked: frozenset[str]) -> Defect:
    return context.defect("off_topic", f"the nurse asked about {_topics_words(asked)}; answer that question first")


#: A topic of the classifier as a nurse would name it in a reason.
_TOPIC_WORDS = {
    "severity": "the pain score", "onset": "when it started", "pattern": "whether it comes and goes",
    "location": "where the pain is", "character": "what the pain is like", "modifiers": "what makes it better or worse",
    "treatment": "what was tried for it", "previous": "whether it happened before", "history": "medical conditions",
    "medications": "medicines", "substance": "alcohol or drugs", "anticoagulants": "blood thinners",
    "self_harm": "self-harm", "abuse": "safety at home", "mechanism": "how the injury happened",
}


def topic_words(topic: str) -> str:
    return _TOPIC_WORDS.get(topic, topic.replace("_", " "))


def _topics_words(topics: frozenset[str]) -> str:
    return " and ".join(sorted(topic_words(topic) for topic in topics))


_WORD = re.compile(r"[a-z0-9']+")
_DROPPED = frozenset({
    "um", "uh", "er", "erm", "like", "you", "know", "sorry", "so", "well", "i", "said", "roughly", "more", "or", "less",
    "think", "maybe", "was", "it", "not", "sure", "im", "i'm", "a", "the", "and", "but", "is", "honestly", "really",
})
_MIN_WORDS = 3
_SIMILAR = 0.8
_TIMES = 3


def _words(sentence: str) -> frozenset[str]:
    """A sentence's words without fillers, hedges and repairs: what makes two sayings the same sentence."""
    sentence = LIKE_I_SAID.sub(" ", sentence.lower())
    return frozenset(word for word in _WORD.findall(sentence) if word not in _DROPPED)


def _same(first: frozenset[str], second: frozenset[str]) -> bool:
    union = first | second
    return bool(union) and len(first & second) / len(union) >= _SIMILAR


def _answers_question(sentence: str, asked: frozenset[str]) -> bool:
    """Whether a sentence answers one of the topics asked (its topic, or the value such an answer holds)."""
    wide = _widened(asked)
    return bool(asked_topics(sentence) & wide) or any(
        _ON_TOPIC[topic].search(sentence) for topic in wide if topic in _ON_TOPIC
    )


def _volunteered(line: Line, question: Line | None) -> list[str]:
    """The sentences of a line that do not answer its question (a re-asked question's answer is no repeat)."""
    asked = asked_topics(question.text) if question is not None else frozenset()
    return [sentence for sentence in sentences(line.text) if not _answers_question(sentence, asked)]


def check_patient_repeats(context: LineContext) -> list[Defect]:
    """A sentence the patient's side says for the third time, or "like I said" for the second."""
    if not context.line.from_patient_side:
        return []
    earlier_sentences: list[frozenset[str]] = []
    like_i_said = 0
    question: Line | None = None
    for earlier in context.before:
        if earlier.speaker == "nurse":
            question = earlier
            continue
        earlier_sentences += [_words(sentence) for sentence in _volunteered(earlier, question)]
        like_i_said += bool(LIKE_I_SAID.search(earlier.text))
    defects = []
    for sentence in _volunteered(context.line, context.question):
        words = _words(sentence)
        if len(words) < _MIN_WORDS:
            continue
        times = 1 + sum(_same(words, other) for other in earlier_sentences)
        if times >= _TIMES:
            defects.append(context.defect(
                "patient_repeats", f"this sentence is said for the {_ordinal(times)} time; say something new or nothing",
                sentence,
            ))
            break
    said = LIKE_I_SAID.search(context.text)
    if said and like_i_said >= 1:
        defects.append(context.defect(
            "patient_repeats", f'"like I said" is used for the {_ordinal(like_i_said + 1)} time; use it at most once', said.group(0)
        ))
    return defects


def _ordinal(number: int) -> str:
    return {2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(number, f"{number}th")
