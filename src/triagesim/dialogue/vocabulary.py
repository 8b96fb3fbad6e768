"""The dialogue master's own phrase tables: what small talk, a British idiom, a pain word, a
non-answer and a disposition sound like.

Only what no clinical table holds lives here: topics come from ``clinical.topics``, chart
shorthand from the registration vocabulary (``clinical.registration``), facts from
``clinical.concepts``. Every pattern is matched case-insensitively on one line. The tables
are written for precision: a phrase is listed when a triage nurse would hear it as that
thing in any context, and tests/test_dialogue.py checks each against lines that must pass.
"""

from __future__ import annotations

import re

__all__ = [
    "HABIT_VERBS", "PAIN_VERBS",
    "SMALL_TALK",
    "BRITISH_IDIOMS",
    "SEVERE_PAIN_WORDS",
    "MILD_PAIN_WORDS",
    "BEARABLE_PAIN_WORDS",
    "NO_PAIN_WORDS",
    "PAIN_SCORE",
    "NEGATED_BEFORE",
    "NON_ANSWER",
    "UNSURE",
    "LIKE_I_SAID",
    "FILLER_WORDS",
    "WAITING_ROOM",
    "STRAIGHT_IN",
    "SAFETY_NET",
    "SCORE_QUESTION",
    "WORST_HEADACHE",
    "HOW_OLD_ARE_YOU",
    "SPOKEN_ACRONYMS",
    "ELSE_AFTER",
]


def _any(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{pattern})" for pattern in patterns), re.IGNORECASE)


#: Chit-chat about anything but the illness (traffic, parking, pets, chores, work, plans) and a
#: persona's musings about coming to hospital at all. Written to survive simplified English
#: ("Traffic on way here is awful", "I did not want to make fuss"). Worry ("is this serious?")
#: and who came with the patient are not small talk.
SMALL_TALK = _any(
    r"\btraffic (?:on|was|is|getting|coming)\b",
    r"\bparking (?:here|is|was)\b|\bparked (?:in|on) the\b|\bfind (?:a )?parking\b",
    r"\bfeed (?:the |my )?(?:cat|dog)\b",
    r"\bphone(?:'s| is)? (?:nearly |almost )?(?:out of|dying|dead|on \d+ ?%)|\bout of battery\b|\bphone keeps buzzing\b",
    r"\bwashing (?:out|on the line)\b",
    r"\bmeant to be at my\b",
    r"\bvending machine\b",
    r"\b(?:told|tell|ring|call) my boss\b",
    r"\bleave work in a hurry\b|\bleft work in a hurry\b",
    r"\bring the rest of the family\b",
    r"\b(?:do not|don't|never) (?:usually )?come to (?:the )?hospital\b",
    r"\bmake (?:a )?fuss\b",
    r"\bfamily told me (?:I|to)\b",
    r"\b(?:was|am|wasn't|is|was not|am not) (?:not )?sure whether to come in\b",
    r"\bcarry on as normal\b",
    r"\bknock(?:ed|s)? (?:me|him|her|them|us) for six\b",
)

#: Idioms a speaker of British English uses and a learner rarely does ("knocked me for six").
BRITISH_IDIOMS = _any(
    r"\bknock(?:ed|s)? (?:me|him|her|them|us) for six\b",
    r"\bknackered\b",
    r"\bgutted\b",
    r"\bchuffed\b",
    r"\bgobsmacked\b",
    r"\bcream crackered\b",
    r"\b(?:a bit |feeling |look(?:s|ing)? )peaky\b",
    r"\boff colour\b",
    r"\btaking the mick(?:ey)?\b",
    r"\bbob'?s your uncle\b",
    r"\bspend a penny\b",
    r"\bgone pear[- ]shaped\b",
    r"\bproper poorly\b",
    r"\bin a right state\b",
)

#: Pain words a score must agree with, in one sentence. Severe words contradict a score of 3 or
#: less; mild words one of 7 or more; "bearable" one of 8 or more; "no pain" any score above 2.
SEVERE_PAIN_WORDS = _any(
    r"\bterrible\b", r"\bawful\b", r"\bagon(?:y|ising|izing)\b", r"\bexcruciating\b", r"\bunbearable\b",
    r"\bhorrendous\b", r"\bhorrible\b", r"\bsevere\b", r"\bthe worst\b", r"\b(?:really|very|so) (?:bad|painful|sore)\b",
    r"\bkilling me\b",
)
MILD_PAIN_WORDS = _any(
    r"\bmild\b", r"\bslight\b", r"\bnot (?:that|so|too) bad\b", r"\bnot bad\b", r"\b(?:it's|it is|honestly) fine\b",
    r"\bbarely\b", r"\bhardly (?:hurts|there)\b", r"\bonly a (?:little|bit)\b",
)
BEARABLE_PAIN_WORDS = _any(r"\bbearable\b")
NO_PAIN_WORDS = _any(r"\b(?:doesn't|does not|don't|do not) (?:really )?hurt\b", r"\bno pain\b")
#: A 0-10 score said in a line: "a 6 out of 10", "7/10", "zero out of ten".
PAIN_SCORE = re.compile(
    r"\b(10|[0-9]|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:out of|/)\s*(?:10|ten)\b", re.IGNORECASE
)
#: A negation just before a word ("not terrible", "isn't the worst").
NEGATED_BEFORE = re.compile(r"\b(?:not|isn't|is not|wasn't|no|never|hardly)\s+(?:\w+\s+)?$", re.IGNORECASE)

#: A reply that asks for the question again or says it did not follow: no answer to judge.
NON_ANSWER = _any(
    r"what did you (?:ask|say)", r"say that again", r"missed that", r"lost track", r"lost my train", r"what was the question",
    r"what do you mean", r"not sure what you mean", r"(?:can|could) you (?:repeat|say)", r"pardon\?", r"sorry\?$",
    # a question turned aside is no answer either: asking it once more is a follow-up, not a re-ask
    r"why do you (?:need|want) to know", r"why do you ask",
)
#: An honest "I don't know": an answer, but one that asks for no re-ask to be flagged.
UNSURE = _any(
    r"\bnot sure\b", r"\bdon't know\b", r"\bdo not know\b", r"\bno idea\b", r"\bcan't remember\b", r"\bcannot remember\b",
    r"\bdon't remember\b", r"\brather not\b", r"\bhave to check\b", r"\bcan't (?:really )?(?:tell|say|give)\b",
    r"\bcannot (?:tell|say|give)\b", r"\btoo little\b", r"\bnot responding\b",
)

#: "Like I said", with a speaker's fillers and repairs inside it ("Like, um, I said", "Like I— sorry, like I said").
FILLER_WORDS = ("um", "uh", "er", "erm", "like", "you know", "sorry", "so", "well", "i mean")
_FILLER = r"(?:um|uh|er|erm|you know|sorry|like)"
LIKE_I_SAID = re.compile(
    rf"\b(?:like|as)\b[\s,—–-]*(?:{_FILLER}[\s,—–-]*)*(?:i[\s,—–-]*(?:{_FILLER}[\s,—–-]*)*)?"
    rf"(?:i said|i told you|i mentioned)\b",
    re.IGNORECASE,
)

#: A disposition to wait: the waiting room, a seat, a call later.
WAITING_ROOM = _any(
    r"\bwaiting (?:room|area)\b", r"\b(?:take|have|grab) a seat\b(?! (?:on|in) (?:the|this) (?:bed|trolley|wheelchair|cubicle|bay))",
    r"\bwe'?ll call you\b", r"\bwe will call you\b", r"\bcall you (?:through|back|soon|shortly|when)\b",
)
#: A disposition straight into care: no wait, so no safety net is owed.
STRAIGHT_IN = _any(
    r"\bstraight (?:in|through|away)\b", r"\bright away\b", r"\bcome with me\b", r"\btake you (?:through|in|straight)\b",
    r"\b(?:getting|calling|bringing) the (?:team|doctor|doctors)\b", r"\bresus\b", r"\bimmediately\b",
)
#: What tells a waiting patient to speak up: "let us know straight away if anything changes", "come back".
SAFETY_NET = _any(
    r"\b(?:let|tell) (?:us|me|someone|a nurse|the nurse|staff|the desk)\b",
    r"\bif (?:anything|it|things|you|the pain|your \w+) (?:changes?|gets? worse|worsens|feel(?:s)? worse)\b",
    r"\bgets? worse\b", r"\bcome back\b", r"\b(?:call|shout|grab|find|wave to) (?:us|a nurse|someone|one of us|me)\b",
)

#: A question for a 0-10 pain score.
SCORE_QUESTION = _any(
    r"\b(?:0|zero) (?:to|-|and) (?:10|ten)\b", r"\bout of (?:10|ten)\b", r"\bpain score\b", r"\bput a number\b",
    r"\bwhat number\b", r"\bscale of\b",
)
WORST_HEADACHE = _any(r"\bworst headache of (?:your|his|her|their) life\b")
#: The patient's age asked in the second person.
HOW_OLD_ARE_YOU = _any(r"\bhow old (?:are you|you are)\b", r"\bwhat(?:'s| is) your age\b", r"\byour date of birth\b",
                       r"\bwhen were you born\b")

#: Acronyms people say aloud (with the ones the registration vocabulary's lay words use).
SPOKEN_ACRONYMS = frozenset({
    "OK", "TV", "GP", "ER", "A&E", "ICU", "CT", "MRI", "ECG", "EKG", "HIV", "AIDS", "IV", "CPR", "ADHD", "UK", "US",
    "USA", "DNA", "ID", "PIN", "NHS", "BBQ", "DIY", "PE", "IBS", "UTI", "OCD", "PTSD", "ME", "MS", "COVID", "COPD",
    "AM", "PM", "TB", "X", "IUD", "IVF", "ASAP", "FYI", "BP", "INR", "CBD", "LSD", "MDMA", "GHB", "THC",
    "BMX", "ATV", "SUV", "GPS", "CD", "DVD", "PC", "USB",  # names of things, said as letters (2026-12ab ATS: a BMX bike)
    "RSL", "YMCA", "TAFE",  # clubs and colleges by their letters ("the RSL club", 2026-12ag ATS, training)
})

#: Words "else" may follow ("anything else", "who else"); after anything else it is a slip ("how he feels else").
ELSE_AFTER = frozenset({
    "anything", "something", "nothing", "everything", "anyone", "someone", "everyone", "one", "nobody", "somebody",
    "anybody", "everybody", "what", "where", "who", "whom", "how", "why", "or", "little", "much", "anywhere",
    "somewhere", "everywhere", "nowhere", "whatever", "whoever", "all",
})


#: Verbs a chart writes for "he" that are nouns too ("smokes 1 ppd", "takes eliquis"), with the form said after "I": the
#: scripted patient says them as its own habit (``patient.headline``), and the broken-English check reads them after
#: "I've got" as the verb they are (``dialogue.register``). One home for both.
HABIT_VERBS: dict[str, str] = {"smokes": "smoke", "takes": "take", "drinks": "drink", "uses": "use", "lives": "live",
                               "works": "work", "vapes": "vape", "injects": "inject"}
#: Verbs a chart writes for "it" that a pain does ("goes into L arm and jaw").
PAIN_VERBS: frozenset[str] = frozenset({"goes", "spreads", "radiates", "travels", "shoots", "moves", "comes"})
