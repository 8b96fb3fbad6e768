"""The scripted patient: answers a triage nurse from its ``PatientBrief``, in a persona's voice.

How a reply is made
-------------------
1. **Intents.** The nurse's words are split into sentences; questions (and requests such as
   "tell me…", "please rate…") are matched against keyword rules, so one utterance can carry
   several intents ("What brings you in today, and how old are you?" → complaint, age). Each
   intent is answered, in the order the nurse asked. Yes/no questions about a named symptom
   ("any fever?") are answered from the case: yes, quoting the case's words, when the symptom is
   in the story, otherwise a consistent no.
2. **Facts.** Every answer comes from the brief, in lay words (``abbreviations.lay_phrase``).
   A detail the case lacks (no onset, no medication list) is made up once per episode from a
   generator seeded by (seed, run_id, topic), so the same question gets the same fact, and the
   made-up facts are chosen to fit the story (an acute story gets a recent onset; unknown
   allergies are "none that I know of"). The brief has no vitals or acuity, and a last filter
   removes any number that follows a vital-sign word and the words "ESI", "acuity" and "level".
3. **Voice.** When the patient cannot talk (unresponsive, seizing, confused, an overdose,
   ``UTA`` pain) or is a child under 12, a companion answers in the third person; the mode is
   fixed per episode from the brief.
4. **Persona.** The persona changes how facts are said, never the facts: a sentence budget
   (verbosity), disclosure of sensitive topics (trust), the pain score reported (pain
   expression), hedged timings (recall), simplified grammar (language), an off-topic sentence
   (topic drift), asking to repeat (cognition), worry (emotion) and fillers, repetitions and
   self-repairs (disfluency rate, per sentence).

Everything random comes from ``random.Random`` instances seeded with a SHA-256 of the seed, the
run id and a purpose, never from Python's salted ``hash()``: same persona, seed and questions,
same replies.
"""

from __future__ import annotations

import hashlib
import math
import random
import re
from dataclasses import dataclass, field

from ...core.observations import PatientBrief, PatientObservation
from ...core.outputs import PatientOutput
from ...personas import PatientPersona
from .abbreviations import complaint_items, lay_phrase

__all__ = ["ScriptedPatient", "stable_seed", "split_sentences", "VERSION"]

VERSION = "1.0"

_BUDGET = {"terse": 1, "normal": 2, "verbose": 4}
_FLAGS = re.IGNORECASE


def stable_seed(*parts: object) -> int:
    """A 64-bit integer from the parts, identical across processes (unlike ``hash()``)."""
    digest = hashlib.sha256("\x1f".join(str(part) for part in parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def split_sentences(text: str) -> list[str]:
    """Sentences of a reply: split after ``.``, ``!`` or ``?`` followed by white space."""
    return [part for part in _SENTENCE_END.split(text.strip()) if part]


# ---------------------------------------------------------------------------------------
# Small text helpers.


def _cap(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


# Capitalised words that stay capitalised inside a sentence: eponyms, days, months, festivals.
_PROPER_NOUNS = {
    "Parkinson", "Crohn", "Alzheimer", "Addison", "Cushing", "Hodgkin", "Bell", "Graves", "Huntington", "Raynaud",
    "Meniere", "Ménière", "Tourette", "Asperger", "Hashimoto", "Osgood", "Perthes", "Kawasaki", "Guillain", "Sjogren",
    "Sjögren", "Paget", "Wilson", "Down", "Lyme", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    "Sunday", "January", "February", "March", "April", "June", "July", "August", "September", "October", "November",
    "December", "Christmas", "Easter", "Dr", "Mr", "Mrs", "Ms",
}


def _keeps_capital(word: str) -> bool:
    """Whether a capitalised word stays so mid-sentence: ``I``, an acronym, a camel-case name, a proper noun."""
    core = word.strip("\"'(),.;:!?")
    if core in ("I", "I'm", "I've", "I'd", "I'll"):
        return True
    letters = re.sub(r"[^A-Za-zÀ-ÿ]", "", core)
    if len(letters) > 1 and letters[:2].isupper():  # GP, COPD, HIV, GP's, IVs
        return True
    if any(ch.isupper() for ch in letters[1:]):  # EpiPen, McDonald's
        return True
    return re.sub(r"'s$", "", core) in _PROPER_NOUNS


def _uncap(text: str) -> str:
    """Lower-case the first letter of a fragment woven into a sentence.

    Kept as written when the first word is ``I`` (``I'm``, ``I've``…), an acronym (``GP``, ``COPD``), a camel-case
    name (``EpiPen``) or a known proper noun (``Parkinson's``).
    """
    text = text.strip()
    if not text:
        return text
    first = text.split(" ", 1)[0]
    if _keeps_capital(first):
        return text
    return text[:1].lower() + text[1:]



def _bare(text: str) -> str:
    """Text without its closing punctuation (to join it into a longer sentence)."""
    return text.strip().rstrip(".!?;, ")


def _sentence(text: str) -> str:
    """One sentence: capitalised, closed with a full stop unless it is a question or exclamation.

    Inner sentence breaks (from case text) become commas, so one fact stays one sentence.
    """
    text = re.sub(r"\s+", " ", text.strip())
    if not text:
        return ""
    end = text[-1] if text[-1] in "?!" else "."
    body = text.rstrip(".!?;, ")
    body = re.sub(r"[.!?]\s+(\S+)", lambda m: ", " + _uncap(m.group(1)), body)
    return _cap(body) + end


def _join_list(items: list[str], conjunction: str = "and") -> str:
    items = [item for item in (_bare(i) for i in items) if item]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    separator = "; " if any("," in item for item in items) else ", "
    return separator.join(items[:-1]) + f" {conjunction} " + items[-1]


def _article(phrase: str) -> str:
    return "an" if re.match(r"[aeiou]", phrase.strip(), _FLAGS) and not phrase.lower().startswith(("one", "uni", "eu")) else "a"


def _with_article(phrase: str) -> str:
    """'tickly dry cough since…' → 'a tickly dry cough since…': an article when the head noun is countable."""
    low = phrase.lower().strip()
    if not low or low.startswith(_DETERMINERS) or re.match(r"^(?:\d|one|two|three|four|five|several|many|lots|no)\b", low):
        return phrase
    chunk = re.split(r"[,;(]|\s+(?:on|in|to|with|for|from|after|since|when|while|that|and|at|like)\s+", low, maxsplit=1)[0].split()
    head = chunk[-1] if chunk else ""
    if head in _COUNTABLE and head not in _UNCOUNTABLE_HEAD:
        return f"{_article(phrase)} {phrase}"
    return phrase


_POSITION = re.compile(
    r"^(?:(both|the) )?((?:(?:left|right|lower|upper|outer|inner|top|bottom|front|back|far|very) )*)"
    r"(sides?|outside|inside|middle|centre|center|tips?|bottom|top|front|back|base|palm|edge|corner|ball|heel|bridge|"
    r"arch|sole|web|crease|underside|end|root) of\b"
)
_POSITION_PREP = {
    "outside": "on", "front": "on", "edge": "on", "ball": "on", "sole": "on", "bridge": "on", "underside": "on",
    "heel": "on", "web": "on", "arch": "on", "bottom": "on", "tip": "on", "tips": "on",
    "top": "at", "base": "at", "end": "at", "corner": "at", "crease": "at", "root": "at",
}


def _loc_is_clause(loc: str) -> bool:
    """A location phrase that is a clause of its own ("it started in my chest…"), not "in my chest"."""
    return bool(re.match(r"^(?:it|it's|he|she|they|i|he's|she's|they're)\b", loc, _FLAGS)) and not loc.startswith("it's a ") \
        or _has_own_subject(loc)


def _a(number: int) -> str:
    return "an" if number in (8, 11, 18) else "a"


def _fmt_pain(value: float) -> int:
    return int(math.floor(value + 0.5))


# ---------------------------------------------------------------------------------------
# Voice: first person, or a companion speaking about the patient.


@dataclass(frozen=True)
class _Pronouns:
    subject: str  # he / she / they
    object: str  # him / her / them
    possessive: str  # his / her / their
    reflexive: str  # himself / herself / themself
    plural: bool  # verb agreement for "they"

    @classmethod
    def for_sex(cls, sex: str | None) -> "_Pronouns":
        key = (sex or "").strip().lower()[:1]
        if key == "m":
            return cls("he", "him", "his", "himself", False)
        if key == "f":
            return cls("she", "her", "her", "herself", False)
        return cls("they", "them", "their", "themself", True)


# Base verbs that take an -s after "he"/"she" (everything else after "I" is left as written).
_BASE_VERBS = {
    "take", "drink", "use", "go", "feel", "think", "get", "need", "want", "know", "smoke",
    "live", "work", "keep", "pee", "see", "hear", "sleep", "eat", "say", "mean", "hope", "like",
    "cough", "wheeze", "vomit", "remember", "forget", "stand", "walk", "breathe", "bend",
    "move", "swallow", "lie", "sit", "try", "drive", "play", "wear", "cry", "look",
}
_IRREGULAR_3RD = {"have": "has", "haven't": "hasn't", "do": "does", "don't": "doesn't", "go": "goes", "am": "is",
                  "try": "tries", "cry": "cries"}


def _third_person(text: str, p: _Pronouns) -> str:
    """Rewrite first-person speech about the patient into a companion's third person."""
    be = "are" if p.plural else "is"

    def contraction(match: re.Match[str]) -> str:
        word = match.group(0)
        low = word.lower()
        if low == "i'm":
            return "they're" if p.plural else f"{p.subject}'s"
        if low == "i am":
            return f"{p.subject} {be}"
        if low == "i've":
            return f"{p.subject}'ve" if p.plural else f"{p.subject}'s"
        return p.subject + word[1:]  # I'd, I'll

    def plain(match: re.Match[str]) -> str:
        verb = match.group(1)
        if verb is None:
            return p.subject
        low = verb.lower()
        if low == "was":
            new = "were" if p.plural else "was"
        elif low == "wasn't":
            new = "weren't" if p.plural else "wasn't"
        elif not p.plural and low in _IRREGULAR_3RD:
            new = _IRREGULAR_3RD[low]
        elif not p.plural and low in _BASE_VERBS:
            new = verb + ("es" if re.search(r"(?:sh|ch|ss|x|o)$", low) else "s")
        else:
            new = verb
        return f"{p.subject} {new}"

    text = re.sub(r"\bI(?:'m|'ve|'d|'ll| am)\b", contraction, text)
    text = re.sub(r"\bI\b(?:\s+([A-Za-z']+))?", plain, text)
    text = re.sub(r"\bmyself\b", p.reflexive, text)
    text = re.sub(r"\bMy\b", p.possessive.capitalize(), text)
    text = re.sub(r"\bmy\b", p.possessive, text)
    text = re.sub(r"\bmine\b", {"he": "his", "she": "hers"}.get(p.subject, "theirs"), text)
    text = re.sub(r"\bme\b", p.object, text)
    return text


_THEY_FIXES = [
    (re.compile(r"\b(they|They)'s (been|had|got)\b"), r"\1've \2"),
    (re.compile(r"\b(they|They)'s\b"), r"\1're"),
    (re.compile(r"\b(they|They) (is|was|has|does|doesn't|isn't|wasn't|says|takes|needs|gets|seems)\b"),
     lambda m: f"{m.group(1)} " + {"is": "are", "was": "were", "has": "have", "does": "do", "doesn't": "don't",
                                   "isn't": "aren't", "wasn't": "weren't"}.get(m.group(2), m.group(2)[:-1])),
]


def _agree(text: str, p: _Pronouns) -> str:
    """Verb agreement for a companion talking about a patient of unknown sex ("they")."""
    if not p.plural:
        return text
    for pattern, replacement in _THEY_FIXES:
        text = pattern.sub(replacement, text)
    return text


# ---------------------------------------------------------------------------------------
# Case fragments: what kind of phrase a history field is, so the template around it fits.
#
# Case files are written by hand, in several styles: "about an hour ago" (a time phrase),
# "Started wheezing last night" (a clause without its subject), "Headache started yesterday"
# (a sentence of its own), "Tickly dry cough since…" (a noun phrase). The helpers below tell
# these apart from the words alone, so every style lands in a template that fits it.

_SUBJECT_WORDS = {
    "i", "i'm", "i've", "i'd", "i'll", "he", "she", "it", "they", "we", "you", "he's", "she's", "it's", "they're",
    "they've", "we're", "we've", "there", "there's", "that's", "someone", "somebody", "nobody", "everyone", "people",
}
_DETERMINER_WORDS = {
    "my", "his", "her", "their", "our", "your", "the", "a", "an", "this", "that", "these", "those", "some", "both", "one",
    "two", "three", "four", "five", "six", "several", "many", "no", "every", "each",
}
_OBJECT_WORDS = _DETERMINER_WORDS | {
    "me", "him", "them", "us", "it", "myself", "himself", "herself", "themselves", "something", "someone", "somebody",
    "anything", "everything", "nothing", "all", "too", "what",
}
# Verbs that show a phrase has its own subject ("headache started", "the voices say", "last drink was").
_FINITE_VERBS = {
    "is", "are", "was", "were", "has", "have", "had", "does", "did", "says", "said", "say", "started", "starts", "began",
    "begins", "came", "comes", "went", "goes", "got", "gets", "found", "feels", "felt", "feel", "hurts", "looks", "seems",
    "spins", "keeps", "kept", "stopped", "stops", "happened", "woke", "saw", "sees", "can", "can't", "could", "couldn't",
    "will", "won't", "would", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "hadn't", "doesn't", "don't",
    "didn't", "bit", "stung", "fell", "noticed", "drew", "thinks", "think", "told", "tells", "rang", "called",
}
# Words that end the subject of a phrase before any verb ("pain when I walk" has no subject of its own).
_PHRASE_BREAKS = {
    "when", "if", "after", "before", "while", "because", "like", "since", "for", "with", "in", "on", "at", "to", "of",
    "from", "and", "or", "but", "that", "which", "who", "where", "around", "into", "onto", "over", "under", "through",
    "during", "until", "down", "up", "off", "out", "by", "about", "across", "near", "past",
}
# Verbs that begin a clause whose subject was left out ("Started wheezing…", "Noticed the redness…", "Hasn't done a poo…").
_CLAUSE_VERBS = {
    "started", "began", "came", "went", "noticed", "woke", "collapsed", "fell", "tripped", "slipped", "sat", "ran",
    "stopped", "took", "ate", "drank", "swallowed", "vomited", "fainted", "passed", "landed", "grabbed", "lifted", "walked",
    "reached", "jammed", "broke", "kept", "missed", "forgot", "finished", "quit", "lost", "caught", "stood", "bent",
    "jumped", "overdosed", "developed", "picked", "put", "stepped", "dropped", "choked", "inhaled", "has", "have", "had",
    "hasn't", "haven't", "hadn't", "was", "were", "been", "can't", "couldn't", "didn't", "doesn't", "don't", "won't",
    "wasn't", "isn't", "can", "could", "did", "does", "used", "got", "felt", "woken", "threw", "drove", "crashed",
    "became", "needed", "tried", "saw", "heard", "thought", "told", "said", "rolled", "twisted", "slept", "spent",
}
# Verbs that take their object after them, or are nouns too ("cut it on glass", but "cut on my head").
_OBJECT_ONLY_VERBS = {"cut", "hit", "burnt", "burned", "bumped", "banged", "scratched", "bit", "stung", "bruised",
                      "sprained", "scalded", "trapped", "shut", "caught", "pricked", "grazed", "knocked", "bashed"}
# Past participles read as passive when no object follows ("Found on her bedroom floor", "Pulled out of the pool").
_PASSIVE_VERBS = {
    "found", "pulled", "brought", "taken", "rescued", "discovered", "seen", "carried", "dragged", "bitten", "stung",
    "kicked", "punched", "stabbed", "shot", "struck", "thrown", "pushed", "knocked", "hit", "run", "attacked",
    "assaulted", "hurt", "trapped", "pinned", "crushed", "hung", "admitted", "sent", "referred", "told", "woken",
}
# "-ed" words that are adjectives, not verbs ("infected toe", "bloated").
_ED_ADJECTIVES = {
    "tired", "bloated", "confused", "agitated", "infected", "blocked", "inflamed", "raised", "worried", "dazed", "winded",
    "scared", "stressed", "depressed", "exhausted", "concerned", "dehydrated", "constipated", "bruised", "cracked",
    "chipped", "sprained", "twisted", "dislocated", "swollen", "red", "related", "used", "limited", "reduced",
    "increased", "decreased", "advanced", "coloured", "colored", "bloodshot", "blistered", "crusted", "matted",
    "unsettled", "unwanted", "ingrown", "enlarged", "elevated", "repeated", "prolonged", "sustained",
}
# "-ing" words that describe a noun ("burning pain") or are nouns ("swelling"), unlike "hearing voices".
_ING_NOT_VERB = {
    "burning", "stabbing", "throbbing", "aching", "shooting", "tingling", "stinging", "pounding", "crushing", "squeezing",
    "cramping", "itching", "nagging", "splitting", "worsening", "increasing", "ongoing", "recurring", "lingering",
    "swelling", "bruising", "bleeding", "morning", "evening", "something", "nothing", "anything", "everything",
    "feeling", "wheezing", "ringing", "piercing", "gnawing", "tearing", "ripping", "sharp", "spotting", "tickling",
}
# Present-tense verbs that describe a sensation without a subject ("Shoots out…", "Stings", "Comes in waves").
_SENSATION_VERBS = {
    "shoots", "stings", "pricks", "burns", "throbs", "aches", "hurts", "comes", "goes", "spreads", "feels", "itches",
    "tingles", "spins", "moves", "radiates", "travels", "gets", "keeps", "starts", "wakes", "stops", "catches", "grips",
    "squeezes", "stabs", "pulls", "pulses", "pounds", "worsens", "eases", "settles", "flares", "happens",
}
_TIME_NOUNS = (
    r"(?:morning|afternoon|evening|night|nights|week|weekend|month|year|time|hour|day|fortnight|summer|winter|spring|"
    r"autumn|christmas|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunchtime|dinnertime|bedtime|"
    r"breakfast|lunch|dinner|tea)"
)
_NUMBER = (
    r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|\d+|"
    r"half an?|a few|a couple of|several|many)"
)
_TIME_START = re.compile(
    r"^(?:(?:about|around|roughly|approximately|nearly|almost|just|maybe|probably|only|at least|over|under|less than|"
    r"more than)\s+)?"
    r"(?:(?:this|last|early|late|yesterday|tomorrow|earlier|from) " + _TIME_NOUNS + r"|yesterday|today|tonight|earlier|"
    r"overnight|just now|recently|a (?:little|short) while ago|a while ago|" + _NUMBER +
    r"\s+(?:(?:or so|odd)\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|fortnights?)|at \d)\b",
    _FLAGS,
)
_HOW_START = re.compile(r"^(?:suddenly|gradually|slowly|quickly|out of nowhere|all of a sudden|over the|over a|bit by bit)\b",
                        _FLAGS)
_FIRST_PERSON = {"hasn't": "haven't", "has": "have", "doesn't": "don't", "does": "do", "is": "am", "isn't": "am not",
                 "wasn't": "wasn't", "gets": "get", "lives": "live", "takes": "take", "uses": "use", "needs": "need",
                 "drinks": "drink", "smokes": "smoke", "works": "work", "sees": "see", "keeps": "keep", "goes": "go"}


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9][a-z0-9'’-]*", text.lower())


def _starts_with_subject(text: str) -> bool:
    """'I fell…', 'it came on…', 'he's been…': the fragment brings its own pronoun subject."""
    words = _words(text)
    return bool(words) and words[0] in _SUBJECT_WORDS


def _has_own_subject(text: str) -> bool:
    """A noun phrase followed by its own verb: 'Headache started…', 'The voices say…', 'Last drink was…'."""
    head = re.split(r"[,;:(]", text, maxsplit=1)[0]
    words = _words(head)
    if not words:
        return False
    if words[0] in _SUBJECT_WORDS:
        return True
    if words[0] in _FINITE_VERBS or words[0] in _CLAUSE_VERBS or words[0] in _PHRASE_BREAKS or words[0].endswith("ly"):
        return False
    for word in words[1:4]:
        if word in _PHRASE_BREAKS:
            return False
        if word in _FINITE_VERBS:
            return True
    return False


def _verb_start(text: str) -> str | None:
    """How a fragment that opens with a verb reads: 'active', 'passive' ('Found on the floor') or None (no verb).

    A leading adverb is skipped ("Probably fell overnight", "Nearly passed out").
    """
    words = _words(text)
    if words and words[0] in ("probably", "nearly", "almost", "just", "suddenly", "accidentally", "apparently") and len(words) > 1:
        words = words[1:]
    if not words:
        return None
    first = words[0]
    after = words[1] if len(words) > 1 else None
    if first in _PASSIVE_VERBS:
        return "active" if after in _OBJECT_WORDS else "passive"
    if first in _CLAUSE_VERBS:
        return "active"
    if first in _OBJECT_ONLY_VERBS:
        return "active" if after in _OBJECT_WORDS else None
    if first.endswith("ed") and len(first) > 4 and after in _OBJECT_WORDS - {"one", "two", "three", "four", "five", "six"}:
        return "active"  # "dislocated my shoulder", "bruised my ribs"
    if first.endswith("ed") and len(first) > 4 and first not in _ED_ADJECTIVES:
        if after is None or after in _OBJECT_WORDS or after in _PHRASE_BREAKS or after.endswith("ly") or re.match(
                r"(?:again|once|twice|today|yesterday|overnight|last|this|then|home|here|there)$", after):
            return "active"
    return None


def _is_gerund_verb(text: str) -> bool:
    """'Hearing voices…', 'Throwing up…': an -ing verb, not an adjective ('burning pain') or a noun ('swelling')."""
    words = _words(text)
    return bool(words) and words[0].endswith("ing") and len(words[0]) > 4 and words[0] not in _ING_NOT_VERB


def _is_clause(text: str) -> bool:
    """A fragment that is already a sentence or a clause (it needs no 'I've got' or 'it's' in front)."""
    return _starts_with_subject(text) or _has_own_subject(text)


def _first_person_verb(word: str) -> str:
    """A case verb written for 'he'/'she' made to agree with 'I' ('hasn't' → 'haven't')."""
    return _FIRST_PERSON.get(word.lower(), word)


_DOUBLED_POSSESSIVE = re.compile(r"\b(my|his|her|their|our|your)\s+(?:(my|his|their|our|your)|(My|His|Her|Their|Our|Your))\b")


def _tidy(text: str) -> str:
    """Last repairs on a reply: doubled possessives, word/word slashes."""

    def possessive(match: re.Match[str]) -> str:
        if match.group(2) and match.group(2).lower() != match.group(1).lower():
            return match.group(0)
        return match.group(1)

    text = _DOUBLED_POSSESSIVE.sub(possessive, text)
    return _unslash(re.sub(r"\bkm/h\b", "km an hour", text))


def _unslash(text: str) -> str:
    """A slash between two words is said as "and" ("redness/swelling"); "and/or" is just "or"."""
    text = re.sub(r"\band/or\b", "or", text)
    return re.sub(r"(?<=[A-Za-z]{2})/(?=[A-Za-z]{2})", " and ", text)


# ---------------------------------------------------------------------------------------
# Intents: what the nurse is asking about.

_INTENT_RULES: list[tuple[str, re.Pattern[str]]] = [
    (name, re.compile(pattern, _FLAGS))
    for name, pattern in [
        ("complaint",
         r"what (?:brings|brought) you|what(?:'s| has)? brought you|what(?:'s| is| has)(?: been)? (?:going on|happening|wrong|"
         r"the (?:problem|matter|issue|trouble))|how can (?:i|we) help|what can (?:i|we) do for you|what seems to be|"
         r"why (?:are|did) you (?:here|come)|reason for (?:your|the|today's) visit|tell me (?:a bit |a little )?(?:more )?"
         r"about (?:what|why)|how are you (?:feeling|doing)|(?:main|biggest) (?:problem|concern|complaint|worry)|"
         r"what happened(?! to (?:your|the))|what'?s (?:the )?(?:problem|concern|complaint)"),
        ("age", r"how old|your age|\bage\b|date of birth|\bdob\b|when were you born|birthday"),
        ("onset",
         r"when did|how long|since when|(?:did|does) (?:it|this|the pain) (?:start|begin|come on)|\bstart(?:ed)?\b|\bbegan\b|"
         r"\bbegin\b|\bonset\b|first (?:notice|start|happen)|(?:come|came) on|sudden(?:ly)?|gradual(?:ly)?"),
        ("pattern",
         r"\bconstant\b|coming and going|come and go|comes and goes|on and off|off and on|all the time|intermittent|"
         r"(?:getting|got|gotten) (?:worse|better)|\bchanged\b|\bsteady\b|in waves"),
        ("location",
         r"\bwhere\b|which (?:part|side|area)|point to|show me|(?:spread|radiate|move|go|travel)(?:s|ing)? "
         r"(?:anywhere|to|into|elsewhere|down|up)|anywhere else|\blocated\b"),
        ("severity",
         r"\bscale\b|(?:0|zero|one|1) (?:to|-|and) (?:10|ten)|out of (?:10|ten)|how (?:bad|severe|strong|painful|intense)|"
         r"how much (?:does it hurt|pain)|(?<!heart )(?<!breathing )(?<!respiratory )\brate\b|pain score|\bscore\b|"
         r"\bin (?:any |much )?pain\b|any pain|(?:does|is) (?:it|anything) hurt|how(?:'s| is) the pain|hurt(?:ing)? (?:a lot|much)"),
        ("character",
         r"what (?:does|did) (?:it|the pain|that|this) feel like|describe (?:the|it|your|what|how)|"
         r"what (?:kind|sort|type) of (?:pain|feeling|discomfort|sensation)|\bsharp\b|\bdull\b|\bcrushing\b|\bstabbing\b|"
         r"\bthrobbing\b|\baching\b|(?<!blood )\bpressure\b|tell me more about (?:the|your) (?:pain|discomfort)|what'?s it like"),
        ("modifiers",
         r"better or worse|worse or better|make[s]? (?:it|the pain|things) (?:better|worse)|(?:worse|better) when|relieve|"
         r"\beases?\b|aggravat"),
        ("treatment",
         r"taken anything|tried anything|painkillers?|pain ?relief|pain killers?|anything for (?:it|the pain)|"
         r"\bparacetamol\b|\bibuprofen\b|(?:did|does|has) anything help"),
        ("previous",
         r"(?:had|happened|felt|experienced) (?:this|anything like this|something like this)(?: \w+)? before|"
         r"first time|ever had (?:this|anything like)|happened before"),
        ("history",
         r"medical (?:conditions?|history|problems?|issues?)|health (?:problems?|conditions?|issues?)|past (?:medical )?history|"
         r"\bpmh\b|(?:ongoing|chronic|long-term) (?:conditions?|illness(?:es)?|problems?)|\bdiagnosed\b|\bhistory of\b|"
         r"\billness(?:es)?\b|\boperations?\b|\bsurger(?:y|ies)\b|\bconditions?\b|problems with your (?:heart|lungs|kidneys)|"
         r"\b(?:diabetes|asthma|heart disease|heart problems|epilepsy|copd)\b"),
        ("medications",
         r"medications?|medicines?|\bmeds\b|\btablets\b|\bpills\b|prescri|regular(?:ly)? (?:take|use)|take (?:anything|regularly)|"
         r"taking anything|on any (?:treatment|tablets)|\binhalers?\b|\binsulin\b"),
        ("allergies", r"allerg"),
        ("smoking", r"\bsmok(?:e|er|es|ing)\b|cigarettes?|tobacco|\bvap(?:e|es|ing)\b"),
        ("self_harm",
         r"harm(?:ing)? yourself|hurt(?:ing)? yourself|suicid|kill(?:ing)? yourself|end(?:ing)? (?:your|it all|your own) life|"
         r"self[- ]?harm|thoughts of (?:dying|death|not being here)|want(?:ed|ing)? to die|safe (?:in|from) yourself|"
         r"(?:don't|do not|not) want to (?:live|be here)|life (?:isn't|is not) worth"),
        ("substance",
         r"alcohol|(?<!eating and )\bdrink(?:s|ing)?\b(?! (?:and eat|water|fluids?|enough|okay|ok\b|normally|much fluid|anything\?))|"
         r"had (?:anything|much|a lot) to drink|\bdrunk\b|recreational|\bdrugs\b|substances?|cannabis|\bweed\b|"
         r"marijuana|heroin|cocaine|opioids?|\bpints?\b|using anything|\bbeers?\b|\bwine\b|\bspirits\b|\bhigh\b(?! blood)"),
        ("anticoagulants",
         r"blood[- ]?thinn|thin(?:s|ning)? (?:your|the) blood|anticoag|warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|"
         r"dabigatran|pradaxa|edoxaban|heparin|clopidogrel|plavix|\baspirin\b"),
        ("pregnancy", r"pregnan|\bperiods?\b|menstrua|\blmp\b|expecting a baby|could you be expecting"),
        ("abuse",
         r"safe at home|feel safe|(?:anyone|someone|somebody) (?:hurt|hurting|harm|harming|hit|hitting|threaten|scar)|abuse|"
         r"violen|afraid (?:of|at)|scared of (?:anyone|someone)|did (?:someone|somebody|anyone) do this|"
         r"how (?:are|is) things at home|safe where you live"),
        ("mechanism",
         r"how did (?:it|this|that|the (?:injury|accident|fall|cut|wound|crash)|you) (?:happen|get|hurt|injure|do|come about)|"
         r"how did you (?:fall|injure|hurt|cut|do|get)|\bmechanism\b|how (?:were|was) (?:you|it) (?:hurt|injured)|"
         r"were you (?:hit|hurt|injured|in an? (?:accident|crash))|\binjur(?:y|ies|ed)\b|\baccident\b|\bfall\b|\btrauma\b|"
         r"did you (?:fall|trip|hit)|how fast|wearing a (?:helmet|seatbelt)"),
        ("name", r"your name|who am i speaking|what should i call you|full name"),
    ]
]

# Which brief.sensitive topics an intent covers.
_TOPICS = {
    "self_harm": ("self_harm",),
    "substance": ("intoxication", "substance_use"),
    "anticoagulants": ("anticoagulants",),
    "pregnancy": ("pregnancy",),
    "abuse": ("abuse",),
}


@dataclass(frozen=True)
class _Probe:
    name: str
    asked: re.Pattern[str]
    found: re.Pattern[str]
    no_phrase: str


def _probe(name: str, asked: str, found: str, no_phrase: str) -> _Probe:
    return _Probe(name, re.compile(asked, _FLAGS), re.compile(found, _FLAGS), no_phrase)


_PROBES: list[_Probe] = [
    _probe("fever", r"fever|temperature|feverish|hot and cold|chills|shiver",
           r"fever|feverish|burning up|temperature|got hot|hot and|shiver|chills", "fever"),
    _probe("nausea", r"nause|queasy|sick to (?:your|the) stomach|feel(?:ing)? sick",
           r"nause|queasy|sick to (?:my|his|her|their|the) stomach|feel(?:s|ing)? (?:a bit |a little )?sick|vomit|threw up|"
           r"throw(?:ing|n)? up|bringing up", "nausea"),
    _probe("vomiting", r"vomit|throw(?:ing|n)? up|threw up|been sick",
           r"vomit|threw up|throw(?:ing|n)? up|bringing up", "vomiting"),
    _probe("breathing", r"short(?:ness)? of breath|breath|wheez",
           r"short of breath|breath|wheez|can only get a few words|hard to breathe", "shortness of breath"),
    _probe("dizziness", r"dizz|light-?headed|\bfaint|woozy|vertigo|spinning",
           r"dizz|light-?headed|faint|woozy|vertigo|spinning|pass out", "dizziness"),
    _probe("bleeding", r"bleed|blood(?!\s*(?:pressure|sugar|thinn|test|clot))|bloody",
           r"bleed|blood(?!\s*(?:pressure|sugar|thinn|test|clot))|bloody|spotting", "bleeding"),
    _probe("headache", r"headache|head ?ache|head hurt",
           r"headache|head ?ache|head hurt|pain in (?:my|his|her|their|the) (?:back of (?:my|his|her|the) )?head", "headache"),
    _probe("chest_pain", r"chest (?:pain|tight|pressure|discomfort)|pain in (?:your|the) chest",
           r"chest pain|chest (?:tight|pressure)|pain in [^,;]*chest|crushing|squeezing", "chest pain"),
    _probe("belly_pain", r"(?:belly|stomach|abdominal|tummy) (?:pain|ache)|pain in (?:your|the) (?:belly|stomach|abdomen)",
           r"(?:belly|stomach|abdominal|tummy) (?:pain|ache)|pain in [^,;]*(?:belly|stomach|abdomen|tummy)|cramp",
           "belly pain"),
    _probe("cough", r"cough", r"cough", "cough"),
    _probe("diarrhoea", r"diarrh|loose (?:stools|bowel|poo)|runny (?:poo|stool)",
           r"diarrh|loose (?:stools|bowel|poo)|runny (?:poo|stool)", "diarrhoea"),
    _probe("rash", r"\brash|hives|\bspots\b|itch", r"rash|hives|itch|red skin|redness", "rash"),
    _probe("weakness", r"numb|tingl|\bweak|pins and needles|can'?t move",
           r"numb|tingl|\bweak|drooping|slurred|pins and needles|not moving", "numbness or weakness"),
    _probe("vision", r"vision|see(?:ing)? (?:clearly|properly|double)|blurr|eyesight",
           r"vision|blurr|double vision|can see", "problems with my eyesight"),
    _probe("urine", r"\bpee|urin|\bwee\b|pass(?:ing)? water", r"\bpee|urin|\bwee\b|toilet", "problems peeing"),
    _probe("swelling", r"swell|swollen", r"swell|swollen|\blump\b|\bbump\b", "swelling"),
    _probe("confusion", r"confus|disorient|muddled|not making sense",
           r"confus|muddled|mixed up|not himself|not herself|seeing things|not answering|can'?t wake|very sleepy|drowsy",
           "confusion"),
    _probe("consciousness",
           r"pass(?:ed)? out|black(?:ed)? out|lose consciousness|lost consciousness|knocked out|\bfainted|unconscious",
           r"pass(?:ed)? out|black(?:ed)? out|fainted|unconscious|knocked out|collapsed|dropped at|unresponsive|"
           r"not waking|hasn't woken|won't wake|can't wake|couldn't wake|slumped|not answering",
           "passing out"),
    _probe("sweating", r"sweat|clammy", r"sweat|clammy|diaphor", "sweating"),
    _probe("head_injury", r"hit (?:your|his|her|their) head|head injury|bang(?:ed)? (?:your |his |her )?head",
           r"\bhead\b|forehead", "head injury"),
]
_PAIN_PROBES = {"chest_pain", "belly_pain", "headache"}
# Symptoms only the patient can feel: a companion of a patient who cannot talk does not know them.
_SUBJECTIVE = {"nausea", "dizziness", "headache", "chest_pain", "belly_pain", "weakness", "vision"}

_GENERIC_SYMPTOMS = re.compile(
    r"(?:any|other|else|more|new) (?:other )?symptoms?|anything else|any(?:thing)? other|noticed any|"
    r"other (?:problems|complaints)|associated|anything (?:like that|unusual)|how (?:else|are you otherwise)",
    _FLAGS,
)
_REQUEST = re.compile(
    r"\b(?:tell me|describe|rate|let me know|can you|could you|would you|do you|are you|have you|did you|is there|"
    r"any\b|please (?:tell|describe|rate|point|show|say))",
    _FLAGS,
)
_PROCEDURE = re.compile(
    r"\b(?:let me|i'?m going to|i will|i'?ll|we'?ll|we will|we'?re going to|going to) "
    r"(?:check|take|measure|get|put|pop|clip|listen|have a look|start|do|record)\b",
    _FLAGS,
)
_CANNOT_TALK = re.compile(
    r"unrespons|unconscious|seiz|\bsz\b|confus|altered|\bAMS\b|overdose|\bOD\b|\bUTA\b|unable|obtunded|not responding",
    _FLAGS,
)
_GREETING = re.compile(r"^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|welcome)\b", _FLAGS)
_NEGATION_BEFORE = re.compile(r"(?:\bno|\bnot|\bnever|\bwithout|\bdenies|n't)\b[^,;]*$", _FLAGS)
_NEGATION_AFTER = re.compile(r"^\w*\s*(?:is |are |feels? |looks? |seems? )?(?:fine|normal|ok|okay|unchanged|good)\b", _FLAGS)

# Words that describe the speaker's own state (used by the complaint clause builder).
_STATE_WORDS = re.compile(
    r"^(?:short of breath|dizzy|light-?headed|confused|unresponsive|very drowsy|drowsy|weak|sweaty|feverish|drunk|"
    r"intoxicated|(?:\w+ )?weeks pregnant|pregnant|nauseous|jaundiced|anxious|agitated|suicidal|tired|unwell|"
    r"not (?:eating|drinking|waking up|breathing properly))\b",
    _FLAGS,
)
_NOUN_STATES = {
    "confusion": "I've been confused",
    "depression": "I've been feeling really depressed",
    "anxiety": "I've been really anxious",
    "asthma": "it's my asthma",
    "overdose": "I took an overdose",
    "ongoing": "it's still going on",
    "seizure": "I'm having a seizure",
    "seizures": "I've been having seizures",
    "weakness": "I've been feeling weak",
    "fall": "I had a fall",
}
_COUNTABLE = {
    "cough", "fever", "cold", "rash", "headache", "nosebleed", "cut", "wound", "lump", "abscess", "bite", "sting",
    "burn", "throat", "reaction", "infection", "injury", "flare-up", "catheter", "blister", "boil", "swelling",
    "stroke", "migraine", "toothache", "splinter", "graze", "bruise", "bump", "port", "stent", "pacemaker",
    "shunt", "implant",
}
_COUNTABLE_PAST = {"cyst", "attack", "stent", "stone", "infection", "operation", "ulcer", "clot", "stroke", "fracture", "bleed", "seizure"}
_CHARACTER_NOUNS = {"ache", "pain", "feeling", "sensation", "pressure", "band", "bump", "lump", "cut", "graze", "blister",
                    "cough", "burn", "rash", "sting", "twinge", "cramp", "spasm", "throb", "itch"}
_STATE_ADJECTIVES = re.compile(
    r"^(?:very |quite |a bit |slightly )?(?:short-sighted|long-sighted|overweight|obese|underweight|diabetic|asthmatic|deaf|"
    r"hard of hearing|blind|partially sighted|pregnant|immunocompromised|immunosuppressed|housebound|bed-?bound|"
    r"wheelchair-?bound|epileptic|anaemic|anemic|allergic to .+|prone to .+|vegan|vegetarian)$",
    _FLAGS,
)
_PMH_COUNTABLE = {"port", "stent", "pacemaker", "catheter", "shunt", "implant", "allergy", "cyst", "hernia", "ulcer",
                  "stoma", "colostomy", "ileostomy", "defibrillator"}
_UNCOUNTABLE_HEAD = {"swelling", "toothache"}
_DETERMINERS = ("a ", "an ", "the ", "my ", "some ", "something", "both ", "no ", "his ", "her ")
_TIME_WORDS = {
    "a few": "several", "an": "two", "a": "two", "one": "two", "two": "three", "three": "four", "four": "five",
    "five": "six", "six": "seven", "seven": "eight", "eight": "ten", "nine": "ten", "ten": "fifteen",
    "fifteen": "twenty", "twenty": "thirty", "thirty": "forty", "forty": "fifty", "half an": "an",
    "a couple of": "three",
}

_BODY = (
    r"(?:head|face|scalp|forehead|eye|eyes|ear|ears|nose|lip|lips|jaw|neck|throat|shoulder|shoulders|arm|arms|forearm|"
    r"elbow|wrist|hand|hands|palm|finger|fingers|thumb|chest|back|belly|abdomen|groin|hip|hips|thigh|leg|legs|knee|"
    r"knees|shin|calf|ankle|ankles|foot|feet|heel|toe|toes|armpit|testicle|ribs|tooth|nostril)"
)

# What a patient never says: vital-sign numbers and triage vocabulary.
_VITAL_NUMBER = re.compile(
    r"\b(heart ?rate|pulse|oxygen(?: saturation)?|o2|sats?|saturation|spo2|blood pressure|bp|temperature|temp|"
    r"resp(?:iratory|iration)? rate|breathing rate|resprate|heartrate|sbp|dbp)"
    r"(?:\s*(?:is|was|were|of|at|around|about|reading|:|=|went|goes|up|down|to)\b)*\s*[:=]?\s*"
    r"\d+(?:[./]\d+)?(?:\s*(?:%|bpm|mmhg|degrees))?",
    _FLAGS,
)
_FORBIDDEN = [
    (re.compile(r"\btriage (?:level|category)\b", _FLAGS), "assessment"),
    (re.compile(r"\bESI\b|\bacuity\b", _FLAGS), ""),
    (re.compile(r"\blevels?\b", _FLAGS), "amount"),
]


def _sanitise(text: str) -> str:
    text = _VITAL_NUMBER.sub(lambda m: m.group(1), text)
    for pattern, replacement in _FORBIDDEN:
        text = pattern.sub(replacement, text)
    return re.sub(r"\s{2,}", " ", text).replace(" ,", ",").replace(" .", ".").strip()


# ---------------------------------------------------------------------------------------
# Persona phrasing.

_FILLERS = ("um", "uh", "like", "you know", "um", "uh", "er")
_DRIFT = (
    "The traffic on the way here was awful.",
    "I hope someone remembers to feed the cat.",
    "My phone's nearly out of battery.",
    "I left the washing out on the line.",
    "I was meant to be at my sister's later.",
    "Sorry, the parking here is a nightmare.",
    "Is there a vending machine around here?",
    "I haven't even told my boss I'm here.",
)
_COMPANION_DRIFT = (
    "I had to leave work in a hurry to get here.",
    "I still need to ring the rest of the family.",
    "Sorry, I parked in the ambulance bay, is that alright?",
    "My phone keeps buzzing, it's the family asking for news.",
)
_CHATTER = (
    "I don't usually come to hospital for anything.",
    "I didn't want to make a fuss, honestly.",
    "My family told me I should come in.",
    "I wasn't sure whether to come in or not.",
    "This has really knocked me for six.",
    "I tried to carry on as normal at first.",
)
_COMPANION_CHATTER = (
    "We came straight here.",
    "I didn't know what else to do.",
    "I've been with {o} the whole time.",
    "I brought {o} in as soon as I could.",
)
_WORRY = (
    "Is this serious?",
    "Am I going to be okay?",
    "It's not something bad, is it?",
    "Should I be worried?",
    "I'm really scared, is that normal?",
    "Please tell me it's nothing serious.",
)
_COMPANION_WORRY = (
    "Is {s} going to be okay?",
    "Please, is this serious?",
    "I'm so scared for {o}.",
    "Can someone see {o} soon, please?",
)
_ASK_AGAIN = (
    "Sorry, what did you ask?",
    "Sorry, can you say that again?",
    "Sorry, I missed that, what was the question?",
)
_CONFUSED = (
    "Sorry, what did you ask?",
    "I'm sorry, I've lost track, what was the question?",
    "Sorry, where am I again?",
)
_DEFLECT = {
    "self_harm": ("No, nothing like that.", "I'd rather not talk about that."),
    "substance": ("Not really, no.", "I'd rather not say."),
    "anticoagulants": ("I'm not sure, I'd have to check my tablets.", "No, I don't think so."),
    "pregnancy": ("I don't think that's relevant.", "I'd rather not say."),
    "abuse": ("Everything's fine at home.", "I'd rather not talk about it."),
}
_COMPANION_DEFLECT = {
    "self_harm": ("Not that I know of.",),
    "substance": ("I'm not sure, I'd rather not say.", "Not that I know of."),
    "anticoagulants": ("I'm not sure what {s} takes.",),
    "pregnancy": ("I don't know.",),
    "abuse": ("I'd rather not get into that.",),
}
_DISCLOSE_LEAD = ("Well, if I'm honest,", "Actually, yes,", "Okay, the truth is,", "Alright,")
_CONTRACTIONS = {
    "i'm": "I am", "i've": "I have", "i'd": "I would", "i'll": "I will", "it's": "it is", "that's": "that is",
    "there's": "there is", "don't": "do not", "doesn't": "does not", "didn't": "did not", "can't": "cannot",
    "isn't": "is not", "aren't": "are not", "haven't": "have not", "hasn't": "has not", "wasn't": "was not",
    "won't": "will not", "couldn't": "could not", "he's": "he is", "she's": "she is", "they're": "they are",
    "they've": "they have", "we're": "we are", "what's": "what is", "heart's": "heart is",
}
_PRESENT = {
    "started": "start", "was": "is", "were": "are", "had": "have", "got": "get", "came": "come", "felt": "feel",
    "fell": "fall", "took": "take", "went": "go", "woke": "wake", "stopped": "stop", "began": "begin",
    "slipped": "slip", "tripped": "trip", "rolled": "roll", "knocked": "knock", "banged": "bang",
    "noticed": "notice", "fainted": "faint", "threw": "throw", "crashed": "crash", "found": "find",
    "dropped": "drop", "jammed": "jam", "landed": "land", "changed": "change", "ran": "run", "hit": "hit",
}


@dataclass
class _Answer:
    intent: str
    primary: str
    extras: list[str] = field(default_factory=list)
    disclosure: bool = False


# ---------------------------------------------------------------------------------------


class ScriptedPatient:
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

    # -- episode state --------------------------------------------------------------------

    def _state_reset(self, seed: int, run_id: str) -> None:
        self._episode_key = (seed, run_id)
        self._style = random.Random(stable_seed(seed, run_id, "style"))
        self._brief = None
        self._asked: dict[str, int] = {}
        self._facts: dict[str, object] = {}
        self._last_reply: str | None = None
        self._introduced = False
        self._turns = 0
        self._generic_asked = False
        self._said: set[str] = set()

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
        history = brief.history
        self._p = _Pronouns.for_sex(brief.sex)
        texts = " ".join(
            t for t in (history.onset, history.character, history.location, history.duration, *history.associated_symptoms) if t
        )
        self._case_third_person = bool(re.search(r"\b(?:he|she|him|his|her|himself|herself)\b", texts, _FLAGS))
        signal = f"{brief.chief_complaint} {brief.pain_text or ''}"
        cannot_talk = bool(_CANNOT_TALK.search(signal))
        self._companion = cannot_talk or (brief.age is not None and brief.age < 12)
        # "Mute": a companion speaks for someone who cannot tell anyone how they feel.
        self._mute = cannot_talk or (brief.age is not None and brief.age < 4)
        self._items = complaint_items(brief.chief_complaint) or [brief.chief_complaint.strip() or "feeling unwell"]
        self._lay = lay_phrase(brief.chief_complaint)
        self._relation = self._fact("relation", self._pick_relation) if self._companion else None

    # -- voice helpers --------------------------------------------------------------------

    def _v(self, text: str) -> str:
        """My own template (first person about the patient) in the current voice."""
        return _agree(_third_person(text, self._p), self._p) if self._companion else text

    def _c(self, text: str | None) -> str:
        """Case text in the current voice (already third person in companion-written cases).

        The fragment is woven into a template, so its first letter is lower-cased unless it is "I", an acronym or
        a proper noun; a slash between two words becomes "and".
        """
        if not text:
            return ""
        text = _uncap(_unslash(text.strip()))
        if self._companion and not self._case_third_person:
            return _uncap(_agree(_third_person(text, self._p), self._p))
        return text

    def _subject_clause(self, text: str, subject: str = "I") -> str:
        """A case clause whose subject was left out, given one in the current voice.

        ``subject`` is "I" (the patient: "I noticed the redness…", a companion's "he noticed…"), "I was" (passive:
        "she was found on the floor…"), "I've been" ("I've been throwing up…") or "it" ("it started last night…").
        A leading verb written for "he"/"she" is made to agree with the speaker ("Hasn't done a poo" → "he hasn't…").
        """
        text = _uncap(text.strip())
        if subject == "it":
            return self._v("it ") + self._c(text)
        first, _, rest = text.partition(" ")
        if subject == "I":
            head = self._v(f"I {_first_person_verb(first)}")
            return f"{head} {self._c(rest)}".strip() if rest else head
        return f"{self._v(subject)} {self._c(text)}"

    def _possessive(self) -> str:
        """'my', or the patient's possessive when a companion speaks."""
        return self._p.possessive if self._companion else "my"

    def _fill(self, template: str) -> str:
        p = self._p
        return _agree(template.format(s=p.subject, o=p.object, pos=p.possessive, S=p.subject.capitalize()), p)

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

    # -- the main entry -------------------------------------------------------------------

    def respond(self, observation: PatientObservation) -> str:
        """The reply to one nurse utterance (synchronous core of ``act``)."""
        if self._run_id != observation.run_id:
            self.reset(run_id=observation.run_id, seed=self.seed)
        if self._brief is None or self._brief != observation.brief:
            self._begin(observation.brief)
        self._turns += 1
        text = (observation.nurse_utterance or "").strip()
        reply = self._compose(text)
        reply = _tidy(_sanitise(reply))
        if not reply:
            reply = "Sorry, could you say that again?"
        return reply

    # -- understanding ----------------------------------------------------------------------

    def _intents(self, text: str) -> tuple[list[str], list[_Probe], bool]:
        """Intents in the order asked, the symptom probes named, and whether it was a bare statement."""
        sentences = [s for s in re.split(r"(?<=[.!?])\s+|\s+[—–]\s+", text) if s.strip()]
        asking = [s for s in sentences if s.rstrip().endswith("?") or (_REQUEST.search(s) and not _PROCEDURE.search(s))]
        if not asking:
            asking = [s for s in sentences if not _PROCEDURE.search(s) and not re.search(r"\bthank", s, _FLAGS)]
        found: list[tuple[int, str]] = []
        scan = " ".join(asking)
        for name, pattern in _INTENT_RULES:
            match = pattern.search(scan)
            if match:
                found.append((match.start(), name))
        probes = [probe for probe in _PROBES if probe.asked.search(scan)]
        generic = _GENERIC_SYMPTOMS.search(scan)
        if probes or generic:
            positions = [m.start() for m in (p.asked.search(scan) for p in probes) if m]
            if generic:
                positions.append(generic.start())
            found.append((min(positions), "symptoms"))
        names = [name for _, name in sorted(found)]
        self._generic_asked = bool(generic)
        # Resolve overlaps between rules.
        if "anticoagulants" in names and "medications" in names and not re.search(r"medication|medicine|tablets|pills", scan, _FLAGS):
            names.remove("medications")
        if "symptoms" in names and not generic and {"severity", "location", "character"} & set(names):
            pain_only = all(p.name in _PAIN_PROBES for p in probes)
            if pain_only:
                names.remove("symptoms")
        if "symptoms" in names and "substance" in names and not generic and all(p.name == "dizziness" for p in probes):
            names.remove("symptoms")
        if "mechanism" in names and "complaint" in names and re.search(r"what happened", scan, _FLAGS) and not re.search(r"how did", scan, _FLAGS):
            names.remove("mechanism")
        if "history" in names and ("allergies" in names) and not re.search(r"history|condition|illness|diagnos|problems", scan, _FLAGS):
            names.remove("history")
        if "self_harm" in names and "abuse" in names and not re.search(r"safe at home|someone|anyone|somebody|home", scan, _FLAGS):
            names.remove("abuse")
        if not names and _GREETING.search(text):
            names = ["complaint"]
        statement = not names and "?" not in text
        return names, probes if "symptoms" in names else [], statement

    # -- composing ------------------------------------------------------------------------

    def _compose(self, text: str) -> str:
        persona = self.persona
        if not text:
            return "Sorry?"
        names, probes, statement = self._intents(text)

        # Cognition can derail a reply (never the companion's: they are not the one unwell).
        if not self._companion and names and self._turns > 1:
            if persona.cognitive_state == "confused" and self._style.random() < 0.2:
                if self._last_reply and self._style.random() < 0.5:
                    first = split_sentences(self._last_reply)[0]
                    return self._finish([f"Like I said, {_uncap(_bare(first))}."], record=False)
                return self._finish([self._style.choice(_CONFUSED)], record=False)
            if persona.cognitive_state == "distracted" and self._style.random() < 0.12:
                return self._finish([self._style.choice(_ASK_AGAIN)], record=False)

        if statement:
            return self._finish([self._acknowledge(text)], record=False)
        if not names:
            return self._finish([self._fallback()])

        answers = [self._answer(name, probes) for name in names]
        return self._finish(self._assemble(answers))

    def _assemble(self, answers: list[_Answer]) -> list[str]:
        persona = self.persona
        budget = _BUDGET[persona.verbosity]
        allowance = 1 if (len(answers) > 1 or any(a.disclosure for a in answers)) else 0
        limit = budget + allowance
        primaries = list(dict.fromkeys(_sentence(a.primary) for a in answers))
        if len(primaries) > limit:
            head, tail = primaries[: limit - 1], primaries[limit - 1:]
            merged = "; ".join([_bare(tail[0])] + [_uncap(_bare(t)) for t in tail[1:]])
            primaries = head + [_sentence(merged)]
        sentences = list(primaries)
        # Content extras up to the budget, round-robin over the answers.
        pools = [[_sentence(e) for e in a.extras if e] for a in answers]
        content_extras: list[str] = []
        while len(sentences) + len(content_extras) < budget and any(pools):
            for pool in pools:
                if pool and len(sentences) + len(content_extras) < budget:
                    candidate = pool.pop(0)
                    if candidate not in sentences and candidate not in content_extras:
                        content_extras.append(candidate)
        if persona.verbosity == "verbose":
            # A talkative patient volunteers parts of the story not told yet this episode.
            for candidate in self._story():
                if len(sentences) + len(content_extras) >= budget:
                    break
                if candidate not in sentences and candidate not in content_extras and candidate not in self._said:
                    content_extras.append(candidate)
            chatter = [c for c in (self._fill(c) for c in (_COMPANION_CHATTER if self._companion else _CHATTER))
                       if c not in self._said]
            if chatter and len(sentences) + len(content_extras) < budget:
                content_extras.append(self._style.choice(chatter))
            story = [c for c in self._story() if c not in sentences and c not in content_extras]
            if story and len(sentences) + len(content_extras) < budget:
                content_extras.append(f"Like I said, {_uncap(self._style.choice(story))}")
        sentences += content_extras
        self._said.update(sentences)
        # Persona extras: worry (emotion) and one off-topic sentence (drift), within budget + allowance.
        persona_extras: list[str] = []
        worry_p = {"calm": 0.0, "anxious": 0.35, "distressed": 0.6}[persona.emotion_regulation]
        if worry_p and self._style.random() < worry_p:
            if self._companion:
                persona_extras.append(self._fill(self._style.choice(_COMPANION_WORRY)))
            else:
                persona_extras.append(self._style.choice(_WORRY))
        if persona.topic_drift and self._style.random() < persona.topic_drift:
            persona_extras.append(self._style.choice(_COMPANION_DRIFT if self._companion else _DRIFT))
        for extra in persona_extras:
            if len(sentences) < limit:
                sentences.append(extra)
            elif content_extras:
                dropped = content_extras.pop()
                sentences.remove(dropped)
                sentences.append(extra)
        return sentences

    def _finish(self, sentences: list[str], *, record: bool = True) -> str:
        """Language simplification, then disfluency, sentence by sentence."""
        persona = self.persona
        out = []
        for sentence in sentences:
            sentence = _sentence(sentence)
            if persona.language_proficiency in ("limited", "intermediate"):
                sentence = self._simplify(sentence, persona.language_proficiency)
            if persona.disfluency_rate and self._style.random() < persona.disfluency_rate:
                sentence = self._disfluent(sentence)
            out.append(sentence)
        reply = " ".join(out)
        if record:
            self._last_reply = reply
        return reply

    # -- persona transforms -------------------------------------------------------------

    def _simplify(self, sentence: str, level: str) -> str:
        rng = self._style
        mark = sentence[-1] if sentence[-1:] in ".?!" else "."
        body = sentence[:-1] if sentence[-1:] in ".?!" else sentence
        body = re.sub(r"\b(he|she|it)'s (been|had|got)\b", r"\1 has \2", body, flags=_FLAGS)

        def expand(match: re.Match[str]) -> str:
            word = match.group(0)
            full = _CONTRACTIONS.get(word.lower(), word)
            return full[:1].upper() + full[1:] if word[:1].isupper() else full

        body = re.sub(r"\b[A-Za-z]+'[a-z]+\b", expand, body)
        if level == "limited":
            body = re.sub(r"\b(I|you|we|they) have (?:got|had)\b", r"\1 have", body)
            body = re.sub(r"\bI was\b", "I am", body)
            body = re.sub(r"\b(he|she|it) has (?:got|had)\b", r"\1 has", body, flags=_FLAGS)
            body = re.sub(r"\b(?:I think |just |actually |really |quite |sort of |kind of )", "", body)
            body = re.sub(r"\bthe\s+", "", body, flags=_FLAGS)
            body = re.sub(r"\b(?:a|an)\s+(?!few\b|bit\b|couple\b|lot\b|little\b|week\b|day\b|month\b|year\b|hour\b)", "", body)
            body = re.sub(
                r"\b(" + "|".join(_PRESENT) + r")\b",
                lambda m: _PRESENT[m.group(1).lower()] if m.group(1).islower() else _PRESENT[m.group(1).lower()].capitalize(),
                body,
                flags=_FLAGS,
            )
            body = re.sub(r"\bhave been (\w+ing)\b", r"\1", body)
            body = re.sub(r"\bvery very\b", "very", body)
        else:
            body = re.sub(r"\bthe\s+", lambda m: "" if rng.random() < 0.4 else m.group(0), body)
        body = re.sub(r"\s{2,}", " ", body).strip(" ,")
        return _cap(body) + mark

    def _disfluent(self, sentence: str) -> str:
        rng = self._style
        kind = rng.choices(("filler", "repeat", "repair"), weights=(0.6, 0.2, 0.2))[0]
        words = sentence.split(" ")
        if kind == "repeat" and words:
            first = words[0].rstrip(",;:")
            again = first if first in ("I", "I'm", "I've") or first[:2].isupper() else first.lower()
            return f"{first}— {again}" + words[0][len(first):] + (" " + " ".join(words[1:]) if len(words) > 1 else "")
        if kind == "repair" and len(words) > 3:
            cut = " ".join(words[:2]).rstrip(",;")
            return f"{cut}— sorry, {_uncap(sentence)}"
        filler = rng.choice(_FILLERS)
        where = rng.random()
        comma = sentence.find(", ")
        if where < 0.5 or len(words) < 3:
            return f"{_cap(filler)}, {_uncap(sentence)}"
        if comma > 0 and where < 0.8:
            return f"{sentence[: comma + 1]} {filler}, {sentence[comma + 2:]}"
        return f"{words[0].rstrip(',;:')}, {filler}, " + " ".join(words[1:])

    def _hedge_time(self, sentence: str) -> str:
        """Recall: medium hedges, low also offers a shifted alternative (the stated fact stays)."""
        recall = self.persona.recall_accuracy
        if recall == "high":
            return sentence
        rng = self._style
        body = _bare(sentence)
        if recall == "medium":
            if rng.random() < 0.6:
                return rng.choice((f"I think {_uncap(body)}.", f"{body}, roughly.", f"{body}, more or less."))
            return _sentence(body)
        alternative = self._shift_time(body)
        options = [f"{body}, or maybe {alternative}, I'm not sure." if alternative else f"{body}, I think, I'm not sure.",
                   f"I'm not sure, {_uncap(body)}, or was it {alternative or 'earlier'}."]
        return rng.choice(options)

    def _shift_time(self, text: str) -> str | None:
        match = re.search(
            r"\b(a few|a couple of|half an|an|a|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|\d+)"
            r"\s+(minutes?|hours?|days?|weeks?|months?|years?)\b",
            text,
            _FLAGS,
        )
        if match:
            amount, unit = match.group(1).lower(), match.group(2).lower()
            if amount.isdigit():
                shifted = str(int(amount) + max(1, int(amount) // 2))
            else:
                shifted = _TIME_WORDS.get(amount, "a few")
            if shifted in ("an", "a"):
                return f"{shifted} {unit.rstrip('s')}"
            plural = unit if unit.endswith("s") else unit + "s"
            return f"{shifted} {plural}" + (" ago" if "ago" in text[match.end():match.end() + 5] else "")
        for word, other in (("this morning", "late last night"), ("last night", "yesterday evening"),
                            ("yesterday", "the day before"), ("this afternoon", "this morning"), ("today", "yesterday"),
                            ("tonight", "this evening")):
            if word in text.lower():
                return other
        return None

    # -- answers --------------------------------------------------------------------------

    def _answer(self, name: str, probes: list[_Probe]) -> _Answer:
        handler = getattr(self, f"_a_{name}")
        return handler(probes) if name == "symptoms" else handler()

    # complaint

    def _complaint_clause(self, item: str) -> str:
        text = _uncap(item)
        low = text.lower()
        if low in _NOUN_STATES:
            return _NOUN_STATES[low]
        if re.match(r"^(?:i|i'm|i've|my|they|it|it's)\b", low):
            return text
        if low.startswith("after "):
            return f"I'm here {text}"
        if low.startswith("thoughts of"):
            return f"I've been having {text}"
        if _STATE_WORDS.match(low):
            return f"I'm {text}"
        if re.match(r"^on (?!my\b|the\b)", low):
            return f"I'm {text}"  # "on chemo"
        kind = _verb_start(text)
        if kind == "passive":
            return f"I was {text}"  # "found collapsed"
        if kind == "active":
            first, _, rest = text.partition(" ")
            return f"I {_first_person_verb(first)} {rest}".strip()  # "swallowed something", "missed dialysis"
        match = re.match(r"^(.*) not moving$", text, _FLAGS)
        if match:
            return f"my {match.group(1)} isn't moving"
        match = re.match(r"^((?:left |right )?)(\w+) injury$", text, _FLAGS)
        if match:
            return f"I've hurt my {match.group(1)}{match.group(2)}"
        if re.search(r"crash$", low):
            return f"I was in {_article(text)} {text}"
        if re.search(r"reaction$", low):
            return f"I'm having {_article(text)} {text}"
        if re.match(r"^\w+ing\b", low) and not low.startswith(("something", "nothing", "anything")):
            return f"I've been {text}"
        if re.search(r"\b(?:check|change|refill|question|removal|review|note|letter|certificate|form|appointment)$", low):
            return f"I'm here for {_article(text)} {text}"
        verb = "I've had" if re.search(r"\bfor (?:\w+ )?(?:\w+ )(?:hours?|days?|weeks?|months?|years?)\b", low) else "I've got"
        head_chunk = re.split(r"\s+(?:on|in|to|with|for|from|after|since)\s+", low, maxsplit=1)[0]
        head = head_chunk.split()[-1] if head_chunk.split() else low
        if low.startswith(_DETERMINERS) or head not in _COUNTABLE or head in _UNCOUNTABLE_HEAD:
            return f"{verb} {text}"
        return f"{verb} {_article(text)} {text}"

    def _complaint_sentence(self) -> str:
        clauses = [self._complaint_clause(item) for item in self._items]
        merged: list[str] = []
        previous = ""
        for clause in clauses:
            full = clause
            if merged:
                for prefix in ("I've got ", "I've been ", "I'm "):
                    if clause.startswith(prefix) and previous.startswith(prefix) and not clause.startswith("I'm here") \
                            and not previous.startswith("I'm here"):
                        clause = clause[len(prefix):]
                        break
            merged.append(clause)
            previous = full
        text = self._v(_join_list(merged))
        if self._companion and not self._introduced:
            self._introduced = True
            text = f"I'm {self._fill(self._relation or '{pos} partner')}, {_uncap(text)}"
        return _sentence(text)

    def _loc_phrase(self, location: str | None) -> str | None:
        """Where it is, ready to follow "it's": "in my chest", "on the outside of my left ankle", "all over".

        A location written as a clause ("Started in my chest and went through to my back") comes back as a clause
        ("it started in my chest…"); see ``_loc_is_clause``.
        """
        if not location:
            return None
        raw = _uncap(re.sub(r"\s+", " ", location.strip()))
        # "Lower back, both sides, doesn't go down my legs": the clause after the comma gets its "it".
        raw = re.sub(r",\s*(doesn't|does not|isn't|is not|goes|spreads|moves|travels|radiates|comes|gets|hurts)\b", r", it \1", raw)
        loc = self._c(raw)
        low = loc.lower()
        poss = self._possessive()
        if _starts_with_subject(loc) or _has_own_subject(loc):
            return loc
        first = low.split()[0] if low.split() else ""
        if _verb_start(raw) or first in _SENSATION_VERBS:
            return self._subject_clause(raw, "it")
        if re.match(r"^(?:all over|down below|low (?:in|on|down)|high (?:in|on|up)|everywhere|in |on |at |around |across |"
                    r"under |underneath |behind |between |inside |near |just |mostly |mainly |now |deep |up |down |along |"
                    r"through |over |right (?:in|on|at|under|behind|across) )", low):
            return loc
        position = _POSITION.match(low)
        if position:
            part = position.group(3)
            if part in ("side", "sides"):
                inner = re.match(r"^[^,]*\bof (?:my|his|her|their|the) (?:\w+ )?(?:chest|belly|tummy|abdomen|stomach|back|head|"
                                 r"neck|throat|pelvis|groin)\b", low)
                prep = "in" if inner else "on"
            else:
                prep = _POSITION_PREP.get(part, "in")
            return f"{prep} {loc}" if position.group(1) else f"{prep} the {loc}"
        if re.match(r"^(?:my|his|her|their|both|the|each|either) ", low):
            return f"in {loc}"
        if re.match(r"^(?:cut|bump|lump|graze|sore)\b", low):
            return f"it's a {loc}"
        prep = "on" if re.match(r"^(?:(?:left|right|both) )?(?:forehead|face|cheeks?|chin|scalp|skin|lips?)\b", low) else "in"
        return f"{prep} {poss} {loc}"

    def _pain_snippet(self, location: str) -> str:
        """'pain in my chest' for the symptom corpus, from a location in any style."""
        loc = self._loc_phrase(location) or ""
        if loc.startswith("it's"):
            return f"pain in my {_uncap(location)}"
        if _loc_is_clause(loc):
            return "pain that " + re.sub(r"^it\s+", "", loc)
        return f"pain {loc}"

    def _detail_sentence(self) -> str | None:
        """Character and location woven together: 'It's heavy squeezing, in the middle of my chest'."""
        history = self._brief.history  # type: ignore[union-attr]
        character = self._character_sentence() if history.character else None
        loc = self._loc_phrase(history.location)
        if character and loc:
            head = re.sub(r"^(?:in|on|at) (?:the |my |his |her |their )?", "", loc.lower()).split(",")[0].split()
            if head and head[-1] in character.lower():
                return character
            if loc.startswith("it's a "):
                return _sentence(f"{_bare(character)}, {loc[5:]}")
            if _loc_is_clause(loc):
                return _sentence(f"{_bare(character)}, and {loc}")
            return _sentence(f"{_bare(character)}, {loc}")
        if character:
            return character
        if loc and (self._brief.pain or 0) > 0:  # type: ignore[union-attr]
            return _sentence(loc if loc.startswith("it's") or _loc_is_clause(loc) else self._v("it's ") + loc)
        return None

    def _story(self) -> list[str]:
        """What a talkative patient adds unprompted: details, timing, other symptoms, how it happened."""
        pieces = [self._detail_sentence(), self._onset_sentence(), self._assoc_list_sentence(), self._mechanism_sentence()]
        return [piece for piece in pieces if piece]

    def _a_complaint(self) -> _Answer:
        primary = self._complaint_sentence()
        extras = []
        mech = self._mechanism_sentence()
        detail = self._detail_sentence()
        onset = self._onset_sentence()
        assoc = self._assoc_list_sentence()
        for sentence in (mech, detail, onset, assoc) if mech else (detail, onset, assoc):
            if sentence:
                extras.append(sentence)
        return _Answer("complaint", primary, extras)

    # age, name

    def _a_age(self) -> _Answer:
        age = self._brief.age  # type: ignore[union-attr]
        if age is None:
            ranges = {"child": (6, 11), "adolescent": (13, 17), "young_adult": (19, 30), "middle_aged": (40, 60),
                      "older_adult": (68, 85)}
            low, high = ranges[self.persona.age_group]
            age = self._fact("age", lambda rng: rng.randint(low, high))
        if self._companion:
            if age == 0:
                return _Answer("age", self._fill("{S}'s under a year old."))
            return _Answer("age", self._fill("{S}'s ") + f"{age}.")
        if self.persona.language_proficiency == "limited":
            return _Answer("age", f"{age} years.")
        return _Answer("age", self._style.choice((f"I'm {age}.", f"I'm {age} years old.")))

    def _a_name(self) -> _Answer:
        sex = (self._brief.sex or "").lower()[:1]  # type: ignore[union-attr]
        pool = {"m": ("Daniel", "Ahmed", "Tom", "Luis", "Kwame", "Wei"), "f": ("Maria", "Aisha", "Sarah", "Priya", "Grace", "Mei")}
        name = self._fact("name", lambda rng: rng.choice(pool.get(sex, ("Sam", "Alex", "Jordan"))))
        if self._companion:
            return _Answer("name", self._fill("{S}'s called ") + f"{name}.")
        return _Answer("name", f"It's {name}.")

    # onset, pattern

    def _onset_fact(self) -> str:
        history = self._brief.history  # type: ignore[union-attr]
        if history.onset:
            return history.onset
        if history.duration:
            return history.duration

        def invent(rng: random.Random) -> str:
            duration = re.search(r"for ((?:\w+ )?(?:hours?|days?|weeks?|months?))", self._lay, _FLAGS)
            if duration:
                return f"about {duration.group(1)} ago"
            if self._acute():
                return rng.choice(("about an hour ago", "a couple of hours ago", "a few hours ago", "earlier today"))
            return rng.choice(("yesterday", "since last night", "a couple of days ago", "about three days ago"))

        return self._fact("onset", invent)

    def _acute(self) -> bool:
        brief = self._brief
        assert brief is not None
        return (brief.pain or 0) >= 7 or self._companion or bool(
            re.search(
                r"arrest|unrespons|seiz|stab|crash|fall|overdose|chest pain|short of breath|bleed|blood|injur|cut on|broken|"
                r"faint|allergic|reaction|swelling|weakness|slurred|hit my head|gunshot",
                self._lay,
                _FLAGS,
            )
        )

    def _onset_sentence(self) -> str:
        raw = _uncap(self._onset_fact())
        fact = self._c(raw)
        low = fact.lower()
        if low.startswith("since") and re.search(
                r"(?<!after )(?<!when )(?<!before )(?<!because )(?<!while )(?<!until )(?<!if )(?<!as )"
                r"\b(?:i|i've|i'm|he|she|he's|she's|it|it's|they|they've)\b", low):
            sentence = fact  # "since yesterday he's been mixed up"
        elif low.startswith("since"):
            sentence = self._v("it's been going on ") + fact
        elif _TIME_START.match(low):
            if re.search(r"\bago\b", low) or not re.match(r"^(?:(?:about|around|roughly|approximately|nearly|almost|over|"
                                                           r"under|at least|less than|more than|only)\s+)?" + _NUMBER + r"\s", low):
                sentence = self._v("it started ") + fact  # "about an hour ago…", "this morning at netball"
            else:
                sentence = self._v("it's been going on for ") + fact  # "about a week"
        elif _HOW_START.match(low):
            sentence = self._v("it came on ") + fact  # "suddenly about 40 minutes ago…"
        elif _starts_with_subject(fact) or re.match(r"^(?:my|his|her|their|our|the|a|an)\b", low) and _has_own_subject(fact):
            sentence = fact  # a sentence of its own: "it came on over the last day…", "a lump came up…"
        elif re.match(r"^(?:my|his|her|their|the|people|our)\b", low):
            sentence = fact
        elif _has_own_subject(fact):
            sentence = self._possessive() + " " + fact  # "Headache started yesterday…" → "my headache started…"
        elif _verb_start(raw):
            sentence = self._onset_clause(raw)
        elif _is_gerund_verb(raw):
            sentence = self._subject_clause(raw, "I've been")  # "Hearing voices for a week…"
        else:
            sentence = self._v("I've had ") + _with_article(fact)  # "tickly dry cough since…"
        sentence = re.sub(r"\band (getting|going) (worse|better|downhill)\b", r"and it's been \1 \2", sentence)
        return self._hedge_time(_sentence(sentence))

    def _onset_clause(self, raw: str) -> str:
        """An onset that opens with its verb: who did it decides the subject.

        "Started wheezing…" → "I started wheezing…"; "Started last night…" → "it started last night…";
        "Woke me up at 4…" → "it woke me up…"; "Found on her bedroom floor…" → "she was found…";
        "Been throwing up…" → "I've been throwing up…"; "Been getting worse…" → "it's been getting worse…".
        """
        words = _words(raw)
        first = words[0]
        after = words[1] if len(words) > 1 else ""
        if _verb_start(raw) == "passive":
            return self._subject_clause(raw, "I was")
        if first == "been":
            rest = raw.split(" ", 1)[1] if " " in raw else ""
            if re.match(r"(?:getting|going|coming|there|bad|worse|better|on and off|building|happening)\b", rest, _FLAGS):
                return self._v("it's been ") + self._c(rest)
            return self._subject_clause(rest, "I've been")
        gerund = after.endswith("ing") and after not in ("morning", "evening", "something", "nothing", "during")
        if first in ("started", "began", "starts", "begins") and not gerund and after != "to":
            return self._subject_clause(raw, "it")
        if first in ("came", "comes", "went", "got", "gets", "kept", "keeps", "woke", "wakes", "stopped", "stops") and (
                after in ("on", "back", "up", "worse", "better", "bad", "much", "really", "me", "him", "her", "them", "us")
                or after.endswith("ly")):
            if first in ("woke", "wakes", "kept", "keeps", "stopped", "stops") and after not in ("me", "him", "her", "them", "us"):
                return self._subject_clause(raw, "I")
            return self._subject_clause(raw, "it")
        return self._subject_clause(raw, "I")

    def _a_onset(self) -> _Answer:
        extras = []
        pattern = self._pattern_sentence(derived_only=True)
        if pattern:
            extras.append(pattern)
        mech = self._mechanism_sentence()
        if mech:
            extras.append(mech)
        return _Answer("onset", self._onset_sentence(), extras)

    def _pattern_sentence(self, derived_only: bool = False) -> str | None:
        brief = self._brief
        assert brief is not None
        history = brief.history
        text = " ".join(t for t in (history.onset, history.character, history.duration, *history.associated_symptoms) if t).lower()
        if re.search(r"comes and goes|come and go|in waves|on and off|coming and going|spells|came back", text):
            return self._v("It comes and goes, in waves.")
        if re.search(r"feel fine now|stopped for now|has stopped|healing well", text):
            return self._v("It's settled down now.")
        if re.search(r"constant|still hasn't stopped|keeps getting|getting worse|worse today|got (?:much |really )?(?:worse|bad)|spreading|getting bigger|getting sharper", text):
            return self._v("It's been there the whole time, and it's getting worse.")
        if derived_only:
            return None
        if self._mute:
            return self._fill("{S}'s been like this the whole time.")
        if (brief.pain or 0) == 0 and not self._acute():
            return self._v("It's pretty much the same all the time.")
        if self._acute():
            options = ("It's been constant since it started.", "It's there all the time.", "It hasn't let up.")
        else:
            options = ("It's been pretty steady.", "It's about the same all the time.", "It's there most of the time.")
        return self._fact("pattern", lambda rng: self._v(rng.choice(options)))

    def _a_pattern(self) -> _Answer:
        return _Answer("pattern", self._pattern_sentence() or self._v("It's there all the time."))

    # pain: severity, location, character

    def _reported_pain(self) -> int | None:
        pain = self._brief.pain  # type: ignore[union-attr]
        if pain is None:
            return None
        value = _fmt_pain(pain)
        if value <= 0:
            return 0
        expression = self.persona.pain_expression
        if expression == "accurate":
            return value
        shift = self._fact("pain_shift", lambda rng: rng.choice((1, 2)))
        if expression == "amplifying":
            return min(10, value + shift)
        return max(1, value - shift)

    def _a_severity(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        score = self._reported_pain()
        rng = self._style
        character = self._character_sentence() if brief.history.character else None
        extras = [character] if character else []
        if self._companion:
            if score is None:
                reason = self._cannot_report_reason()
                return _Answer("severity", self._fill(reason), extras)
            if brief.age is not None and brief.age < 4:
                return _Answer("severity", self._fill("{S} can't really tell us, but I'd guess about ") + f"{_a(score)} {score} out of 10.", extras)
            return _Answer("severity", self._fill("{S} says it's about ") + f"{_a(score)} {score} out of 10.", extras)
        if score is None:
            symptoms = [s for s in brief.history.associated_symptoms
                        if not re.search(r"^(?:no|not)\b|\b(?:fine|normal|unchanged|well)\b", s, _FLAGS)]
            thing = brief.history.character or (symptoms[0] if symptoms else None)
            if thing:
                text = self._c(thing)
                first = text.split()[0].lower() if text.split() else ""
                if _is_clause(text):
                    text = f"that {text}"  # "it's more that the voices say…"
                elif first in _SENSATION_VERBS:
                    text = f"that it {text}"
                return _Answer("severity", _sentence(f"It doesn't really hurt, it's more {text}"), extras)
            return _Answer("severity", "It doesn't really hurt.", extras)
        if score == 0:
            return _Answer("severity", rng.choice(("There's no pain at all, zero out of 10.", "No, it doesn't hurt, zero.")), extras)
        if self.persona.language_proficiency == "limited":
            loc = self._loc_phrase(brief.history.location)
            feeling = "very bad" if score >= 7 else ("not so bad" if score <= 3 else "bad")
            where = f" {loc}" if loc and not loc.startswith("it's") and not _loc_is_clause(loc) else ""
            return _Answer("severity", f"Pain{where}, {feeling}, {score} out of 10.", extras)
        expression = self.persona.pain_expression
        if expression == "minimizing":
            options = (f"It's not that bad, maybe {_a(score)} {score} out of 10.", f"Honestly it's fine, {_a(score)} {score} out of 10 at most.",
                       f"I'd say {_a(score)} {score} out of 10, it's bearable.")
        elif expression == "amplifying":
            options = (f"It's terrible, {_a(score)} {score} out of 10, easily.", f"Really bad, it's {_a(score)} {score} out of 10.",
                       f"It's unbearable, honestly {_a(score)} {score} out of 10.")
        else:
            options = (f"It's about {_a(score)} {score} out of 10.", f"I'd say {_a(score)} {score} out of 10.",
                       f"Right now it's {_a(score)} {score} out of 10.")
        return _Answer("severity", rng.choice(options), extras)

    def _cannot_report_reason(self) -> str:
        brief = self._brief
        assert brief is not None
        signal = f"{brief.chief_complaint} {brief.pain_text or ''}".lower()
        if brief.age is not None and brief.age < 4:
            return "{S}'s too little to give us a number."
        if re.search(r"confus|ams|altered", signal):
            return "{S} can't really tell us, {s}'s too muddled."
        if re.search(r"seiz", signal):
            return "{S} can't tell us anything, {s}'s still fitting."
        return "{S} can't tell us, {s}'s not responding."

    def _a_location(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        loc = self._loc_phrase(brief.history.location)
        character = self._character_sentence() if brief.history.character else None
        extras = [character] if character else []
        if loc:
            if loc.startswith("it's") or _loc_is_clause(loc):
                return _Answer("location", _sentence(loc), extras)
            return _Answer("location", _sentence(self._v("it's ") + loc), extras)
        if not brief.pain and not self._companion:
            return _Answer("location", self._v("There isn't any pain as such."), extras)
        if self._mute and brief.pain is None:
            return _Answer("location", self._fill(self._cannot_report_reason()), extras)
        body = re.search(r"\b((?:left |right )?" + _BODY + r")\b", self._lay, _FLAGS)
        if body:
            return _Answer("location", self._v(f"It's my {body.group(1)}."), extras)
        character = (brief.history.character or "").lower()
        if "all over" in character:
            return _Answer("location", "All over, really.", extras)
        return _Answer("location", self._v("It's not in one spot, it's more all over."), extras)

    def _character_sentence(self) -> str | None:
        character = self._brief.history.character  # type: ignore[union-attr]
        if not character:
            return None
        text = self._c(character)
        low = text.lower()
        if re.match(r"^(?:my|his|her|their|he|she|they|i|i'm|it|it's|we)\b", low) or _has_own_subject(text):
            return _sentence(text)  # "My throat feels tight", "The room spins whenever I move my head"
        body = re.match(r"^((?:whole |left |right )?(?:heart|body|" + _BODY[3:-1] + r"))\s+(\w+ing)\b", low)
        if body and body.group(2) not in _ING_NOT_VERB:
            verb = "are" if re.search(r"s$", body.group(1)) and body.group(1) not in ("chess",) else "is"
            return _sentence(self._v("my ") + f"{text[:body.end(1)]} {verb}{text[body.end(1):]}")  # "my heart is racing"
        if re.match(r"^heart\b", low):
            return _sentence(self._v("my ") + text)
        first = low.split()[0] if low.split() else ""
        if first in _SENSATION_VERBS:
            return _sentence(self._v("it ") + text)  # "Shoots out across the room…" → "it shoots out…"
        pre = re.split(r" like | when | in | that | worse | if ", low)[0]
        chunks = [c.split() for c in re.split(r"[,;]", pre)]
        head = chunks[0] if chunks else []
        if len(head) == 1 and len(chunks) > 1 and 0 < len(chunks[1]) <= 3:
            head = chunks[1]  # "dry, tickly cough"
        if head and head[-1] in _CHARACTER_NOUNS and not low.startswith(("a ", "an ")):
            if head[-1] == "pressure" and len(head) == 1:
                return _sentence(self._v("it's ") + text)
            return _sentence(self._v("it's ") + f"{_article(text)} {text}")
        if re.match(r"^(?:burning|stabbing|throbbing|aching|stinging|pounding|squeezing|crushing|shooting|itching|cramping)\b", low):
            return _sentence(self._v("it's ") + text)
        if re.match(r"^\w+ing\b", low):
            return _sentence(self._v("I'm ") + text)
        return _sentence(self._v("it's ") + text)

    def _a_character(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        sentence = self._character_sentence()
        loc = self._loc_phrase(brief.history.location)
        if loc and _loc_is_clause(loc):
            extras = [_sentence(loc)]
        else:
            extras = [_sentence(self._v("it's ") + loc)] if loc and not loc.startswith("it's") else []
        if sentence:
            return _Answer("character", sentence, extras)
        if self._mute:
            return _Answer("character", self._fill(self._cannot_report_reason()), extras)
        if (brief.pain or 0) > 0:
            return _Answer("character", self._v("It's hard to describe, it just hurts."), extras)
        return _Answer("character", _sentence(self._v("it's not really pain, it's ") + self._complaint_core()), extras)

    def _complaint_core(self) -> str:
        return _uncap(self._v(self._items[0]))

    def _a_modifiers(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        character = brief.history.character or ""
        match = re.search(r"((?:worse|sharp|better|sore) (?:when|with|if) [^,;]+)", character, _FLAGS)
        if match:
            return _Answer("modifiers", _sentence(self._v("it's ") + self._c(match.group(1))))
        if (brief.pain or 0) == 0:
            return _Answer("modifiers", "Not really, no.")
        return _Answer("modifiers", self._fact(
            "modifiers", lambda rng: self._v(rng.choice(("Nothing really makes it better.", "Keeping still helps a little.",
                                                         "Not that I've noticed.")))))

    def _a_treatment(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        allergies = " ".join(brief.history.allergies or []).lower()
        if self._companion or (brief.pain or 0) < 3 or "paracetamol" in allergies:
            return _Answer("treatment", self._v("No, I haven't taken anything for it."))
        return _Answer("treatment", self._fact(
            "treatment", lambda rng: self._v(rng.choice((
                "I took some paracetamol at home, but it didn't really help.",
                "No, I haven't taken anything for it.")))))

    def _a_previous(self) -> _Answer:
        pmh = self._brief.history.past_medical_history  # type: ignore[union-attr]
        if pmh:
            return _Answer("previous", _sentence(self._v("not exactly like this, but ") + _uncap(self._history_phrase(pmh))))
        return _Answer("previous", self._v("No, this is the first time."))

    # mechanism

    def _mechanism_sentence(self) -> str | None:
        mechanism = self._brief.history.mechanism  # type: ignore[union-attr]
        if not mechanism:
            return None
        clauses = [c.strip() for c in re.split(r"\s*;\s*", mechanism) if c.strip()]
        rendered = [self._mechanism_clause(clause) for clause in clauses]
        text = rendered[0] + "".join(f", and {_uncap(r)}" for r in rendered[1:])
        return _sentence(self._v(text))

    @staticmethod
    def _mechanism_clause(clause: str) -> str:
        text = _uncap(clause.strip())
        text = re.sub(r"\bsays (?:he|she|they) did not\b", "I didn't", text, flags=_FLAGS)
        text = re.sub(r"^did not\b", "I didn't", text, flags=_FLAGS)
        text = re.sub(r"\bthe ((?:left |right )?" + _BODY + r")\b(?! of)", r"my \1", text, flags=_FLAGS)
        words = text.split()
        if not words:
            return text
        first = words[0].lower()
        second = words[1].lower() if len(words) > 1 else ""
        if first in ("stabbed", "shot", "punched", "kicked", "assaulted", "bitten", "pulled", "thrown", "pushed", "attacked",
                     "knocked", "run") or (first in ("hit", "struck") and second == "by"):
            return f"I was {text}"
        if first in ("driver", "passenger", "pedestrian", "rider", "cyclist", "pillion"):
            return f"I was the {text}"
        if first in ("i", "my", "he", "she", "they", "a", "an", "the", "his", "her", "their", "it") or _has_own_subject(text):
            return _cap(text)
        kind = _verb_start(text)
        if kind == "passive":
            return f"I was {text}"  # "Found face-down in the pool"
        if kind == "active" and first not in _CLAUSE_VERBS and not first.endswith("ed"):
            return f"I {text}"  # "Probably fell overnight…"
        if re.match(_BODY + r"$", first):
            return f"My {text}"
        if first[:1].isdigit():
            return f"it's a {text}"
        if first.endswith("ed") or first in ("fell", "came", "ran", "hit", "got", "went", "caught", "cut", "burnt", "took",
                                             "lost", "stood", "bent", "swallowed", "was", "had", "jumped", "tripped"):
            return f"I {text}"
        return f"The {text}"

    def _a_mechanism(self) -> _Answer:
        mech = self._mechanism_sentence()
        onset = self._brief.history.onset  # type: ignore[union-attr]
        if mech:
            return _Answer("mechanism", mech, [self._onset_sentence()])
        if onset and len(onset.split()) > 4:
            return _Answer("mechanism", self._onset_sentence())
        if re.search(r"fall|crash|injur|cut|broken|hit", self._lay, _FLAGS):
            return _Answer("mechanism", "It all happened so fast, I'm not really sure.")
        return _Answer("mechanism", self._v("Nothing happened as such, it just came on by itself."))

    # symptoms

    def _corpus(self) -> list[tuple[str, str]]:
        """Case text a symptom can be found in: (source, snippet), most specific first."""
        brief = self._brief
        assert brief is not None
        history = brief.history
        corpus: list[tuple[str, str]] = [("assoc", item) for item in history.associated_symptoms]
        corpus += [("complaint", item) for item in self._items]
        if history.character:
            corpus += [("character", part) for part in re.split(r"[;]", history.character) if part.strip()]
        if history.location and (brief.pain or 0) > 0:
            corpus.append(("pain", self._pain_snippet(history.location)))
        if history.onset:
            corpus += [("onset", part) for part in re.split(r"[;]|, and ", history.onset) if part.strip()]
        if history.mechanism:
            corpus += [("mechanism", part) for part in re.split(r";", history.mechanism) if part.strip()]
        return corpus

    def _probe_result(self, probe: _Probe, *, complaint_first: bool = False) -> tuple[bool, str | None, str | None]:
        """(present, source, snippet) for one named symptom; the case's own list first unless asked otherwise."""
        corpus = self._corpus()
        if complaint_first:
            corpus.sort(key=lambda entry: entry[0] != "complaint")
        for source, snippet in corpus:
            if probe.name == "head_injury" and source not in ("mechanism", "complaint", "onset"):
                continue
            match = probe.found.search(snippet)
            if not match:
                continue
            before = snippet[max(0, match.start() - 30): match.start()]
            after = snippet[match.end(): match.end() + 25]
            negated = bool(_NEGATION_BEFORE.search(before) or _NEGATION_AFTER.match(after))
            return (not negated), source, snippet
        return False, None, None

    def _render_item(self, source: str, snippet: str) -> str:
        if source == "complaint":
            return self._v(self._complaint_clause(snippet))
        if source == "mechanism":
            return self._v(self._mechanism_clause(snippet.strip()))
        if source == "pain":
            return self._v(snippet)
        return self._assoc_item(snippet)

    def _assoc_item(self, item: str) -> str:
        text = item.strip()
        if self._companion and self._case_third_person:
            return _uncap(text)  # the companion's own words ("can't wake him")
        if re.match(r"^(?:feel|felt|can|can't|need|have|haven't|had|put|got|keep|used)\b", text, _FLAGS):
            return self._v(f"I {text}")
        return self._c(text)

    def _assoc_list_sentence(self) -> str | None:
        items = self._brief.history.associated_symptoms  # type: ignore[union-attr]
        if not items:
            return None
        return _sentence(_join_list([self._assoc_item(i) for i in items]))

    def _a_symptoms(self, probes: list[_Probe]) -> _Answer:
        brief = self._brief
        assert brief is not None
        generic = self._generic_asked or not probes
        listed = [self._assoc_item(i) for i in brief.history.associated_symptoms] if generic else []
        positives: list[str] = []
        negatives: list[str] = []
        unknown: list[str] = []
        for probe in probes:
            present, source, snippet = self._probe_result(probe, complaint_first=not generic)
            if (snippet is None or source is None) and self._mute and probe.name in _SUBJECTIVE:
                unknown.append(probe.no_phrase)
            elif snippet is None or source is None:
                negatives.append(probe.no_phrase)
            elif generic and source == "assoc":
                continue  # already in the list, positive or negative ("no fever")
            elif present:
                phrase = self._render_item(source, snippet)
                if phrase not in positives:
                    positives.append(phrase)
            else:
                negatives.append(_bare(self._c(snippet)) if source == "assoc" else probe.no_phrase)
        negatives = list(dict.fromkeys(negatives))
        # Symptoms only the patient could feel are not named back (a named symptom reads as present).
        tail = self._fill(", and {s} can't tell us how {s} feels otherwise") if unknown else ""
        if not listed and not positives and not negatives and unknown:
            return _Answer("symptoms", self._fill("{S} can't tell us how {s} feels."))
        if not listed and not positives:
            if not negatives:
                return _Answer("symptoms", self._v("No, nothing else really."))
            return _Answer("symptoms", _sentence("No, " + self._negated(negatives) + tail))
        body = _join_list(listed) if listed else ""
        if positives:
            body = f"{body}, and {_join_list(positives)}" if body else "Yes, " + _uncap(_join_list(positives))
        if negatives:
            connector = "and" if any(re.match(r"no\b", _bare(item), _FLAGS) for item in listed) else "but"
            body += f", {connector} {self._negated(negatives)}"
        return _Answer("symptoms", _sentence(body + tail))

    @staticmethod
    def _negated(negatives: list[str]) -> str:
        """'no fever, no nausea and no bleeding': each symptom carries its own "no" for a simple parser."""
        spelled = [n if re.match(r"(?:no|not|i)\b", n, _FLAGS) else f"no {n}" for n in negatives]
        return _join_list(spelled)

    # history, medications, allergies

    def _history_phrase(self, pmh: list[str]) -> str:
        nouns, had, pieces = [], [], []
        for raw in pmh:
            item = _uncap(re.sub(r"\s+", " ", raw.strip()))
            low = item.lower()
            if not low:
                continue
            removed = re.match(r"^(?:my |(?:his|her) )?(.+?) (removed|taken out|out|tied|replaced|fixed|repaired|pinned|amputated)$",
                               item, _FLAGS)
            if re.match(r"^(?:a )?(?:heavy )?smoker$", low):
                pieces.append(self._v("I smoke"))
            elif re.match(r"^born\b", low):
                pieces.append(f"{self._v('I was')} {self._c(item)}")
            elif removed and not _verb_start(item):
                pieces.append(f"{self._v('I had my')} {self._c(item)}")  # "gallbladder removed" → "I had my gallbladder removed"
            elif _STATE_ADJECTIVES.match(low):
                pieces.append(self._v("I'm ") + self._c(item))  # "short-sighted", "overweight"
            elif low.split()[0] in _FIRST_PERSON or _verb_start(item):
                pieces.append(self._subject_clause(item, "I was" if _verb_start(item) == "passive" else "I"))  # "lives alone"
            elif re.search(r"\b(?:ago|last year|last month|years back|as a child|before)\b", low):
                head = re.split(r"\s+(?:(?:a few|few|many|some|two|three|four|five|six|seven|eight|nine|ten|\d+) )?"
                                r"(?:years?|months?|weeks?)\b|\s+(?:last|before|as|a few)\b", low)[0].split()
                article = f"{_article(item)} " if head and head[-1] in _COUNTABLE_PAST and not low.startswith(_DETERMINERS) else ""
                pieces.append(self._v("I had ") + article + self._c(item))
            elif re.match(r"^(?:recent|previous|one|two|three|several|a few|many)\b", low) or re.search(
                    r"\b(?:admissions?|surgery|operations?|flight|episodes?)$", low):
                had.append(f"{_article(item)} {self._c(item)}" if low.startswith("recent") else self._c(item))
            elif re.match(r"^(?:\w+ )?\w+ing$", low) and low.split()[-1] not in _ING_NOT_VERB:
                nouns.append(f"a history of {self._c(item)}")  # "heavy drinking"
            else:
                text = re.sub(r"\bin (" + _BODY[3:-1] + r")\b", r"in my \1", self._c(item))
                head = re.split(r"\s+(?:in|on|for|with|since|from)\s+|[,(]", text.lower())[0].split()
                if head and head[-1] in _PMH_COUNTABLE and not text.lower().startswith(_DETERMINERS):
                    text = f"{_article(text)} {text}"  # "port in chest" → "a port in my chest"
                nouns.append(text)
        if had:
            pieces.insert(0, self._v("I've had ") + _join_list(had))
        if nouns:
            pieces.insert(0, self._v("I've got ") + _join_list(nouns))
        return ", and ".join(pieces)

    def _a_history(self) -> _Answer:
        pmh = self._brief.history.past_medical_history  # type: ignore[union-attr]
        if pmh:
            return _Answer("history", _sentence(self._history_phrase(pmh)))
        if self._companion:
            return _Answer("history", self._fill("No, {s}'s normally healthy."))
        return _Answer("history", self._fact("pmh_none", lambda rng: rng.choice(
            ("No, I'm generally healthy.", "No, nothing major.", "No medical problems, no."))))

    def _a_medications(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        meds = [m for m in brief.history.medications if m.strip()]
        if meds:
            return _Answer("medications", _sentence(self._meds_phrase(meds)))
        if self._companion:
            return _Answer("medications", self._fill("No, {s} doesn't take anything regularly."))

        def invent(rng: random.Random) -> str:
            if (brief.pain or 0) > 0 and "paracetamol" not in " ".join(brief.history.allergies or []).lower():
                return rng.choice(("No, I don't take anything regularly.", "Nothing regular, just paracetamol now and then."))
            return "No, I don't take anything regularly."

        return _Answer("medications", self._fact("meds_none", invent))

    def _med(self, item: str) -> str:
        text = self._c(item)
        head = re.split(r",| for | when | at | with ", text)[0].split()
        if head and head[-1].lower() in ("pill", "pump", "inhaler", "patch", "spray", "puffer", "cream", "epipen", "pen") \
                and not text.lower().startswith(_DETERMINERS):
            return f"{_article(text)} {text}"
        return text

    def _meds_phrase(self, meds: list[str]) -> str:
        """'I'm on X and Y', with items that are clauses said as clauses.

        "stopped risperidone a month ago" → "I stopped taking risperidone a month ago"; "ran out of colchicine" →
        "…, but I ran out of colchicine"; a note in brackets ("sumatriptan (didn't work this time)") follows the list
        ("…, but the sumatriptan didn't work this time").
        """
        names: list[str] = []
        notes: list[tuple[int, str]] = []
        clauses: list[str] = []
        for raw in meds:
            item = _uncap(re.sub(r"\s+", " ", raw.strip()))
            if _verb_start(item) or re.match(r"^(?:not|no longer|off)\b", item, _FLAGS):
                clauses.append(self._med_clause(item))
                continue
            bracket = re.match(r"^(.*?)\s*\(([^)]+)\)\s*(.*)$", item)
            if bracket and bracket.group(1) and (_verb_start(bracket.group(2)) or re.match(
                    r"^(?:not|never|only|no longer)\b", bracket.group(2), _FLAGS)):
                names.append(self._med(" ".join(part for part in (bracket.group(1), bracket.group(3)) if part)))
                notes.append((len(names) - 1, _uncap(bracket.group(2).strip())))
            else:
                names.append(self._med(item))
        extra = [self._med_note(note, names[index], last=index == len(names) - 1) for index, note in notes] + clauses
        if not names:
            return ", and ".join(extra)
        listed = self._v("I'm on ") + _join_list(names)
        return f"{listed}, but " + ", and ".join(extra) if extra else listed

    def _med_clause(self, item: str) -> str:
        """A medication item that is a clause: "stopped risperidone a month ago" → "I stopped taking risperidone…"."""
        item = re.sub(r"^(stopped|quit|finished|started|missed|forgot)\s+(?!taking\b|using\b|it\b|them\b|my\b|his\b|her\b|the\b|"
                      r"all\b|to\b)", r"\1 taking ", item, flags=_FLAGS)
        if re.match(r"^(?:not|no longer|off)\b", item, _FLAGS):
            return self._v("I'm ") + self._c(item)
        return self._subject_clause(item, "I was" if _verb_start(item) == "passive" else "I")

    def _med_note(self, note: str, name: str, *, last: bool) -> str:
        """A bracketed note on one medication, as a clause about it or about the patient."""
        drug = re.sub(r"^(?:an?|the)\s+", "", name)
        if re.match(r"^(?:(?:didn't|doesn't|did not|does not|never|hasn't|has not|isn't|is not|wasn't|was not)\s+)?"
                    r"(?:work|works|worked|help|helps|helped|do anything|make|makes|made|give|gives|gave|agree|agrees|suit)\b",
                    note, _FLAGS):
            return ("it " if last else f"the {drug} ") + self._c(note)  # "didn't work this time"
        if re.match(r"^(?:not|no longer)\b", note, _FLAGS):
            return self._v("I'm ") + self._c(note)
        clause = self._subject_clause(note, "I")  # "did not use it", "ran out of insulin two days ago"
        return clause if last else re.sub(r"\bit$", f"the {drug}", clause)

    def _a_allergies(self) -> _Answer:
        allergies = self._brief.history.allergies  # type: ignore[union-attr]
        if allergies:
            return _Answer("allergies", _sentence(self._v("I'm allergic to ") + _join_list([self._c(a) for a in allergies])))
        if allergies is None:
            return _Answer("allergies", "No allergies that we know of." if self._companion else "No allergies that I know of.")
        return _Answer("allergies", "No, no allergies." if not self._companion else self._fill("No, {s} has no allergies."))

    def _a_smoking(self) -> _Answer:
        pmh = " ".join(self._brief.history.past_medical_history).lower()  # type: ignore[union-attr]
        if "smok" in pmh:
            item = next(i for i in self._brief.history.past_medical_history if "smok" in i.lower())  # type: ignore[union-attr]
            if re.match(r"^smoker$", item.strip(), _FLAGS):
                return _Answer("smoking", self._v("Yes, I smoke."))
            return _Answer("smoking", _sentence(self._v("yes, I ") + self._c(item)) if re.match(r"^smoked", item, _FLAGS)
                           else _sentence("Yes, " + self._c(item)))
        return _Answer("smoking", self._v("No, I don't smoke."))

    # sensitive topics

    def _withhold(self, intent: str) -> bool:
        """Trust decides whether a sensitive fact is held back the first time its topic comes up."""
        count = self._asked.get(intent, 0)
        if count > 1:
            return False
        trust = self.persona.trust_in_healthcare
        if trust == "low":
            return True
        if trust == "medium":
            return self._fact(f"withhold:{intent}", lambda rng: rng.random() < 0.5)
        return False

    def _sensitive(self, intent: str, default: str) -> _Answer:
        self._asked[intent] = self._asked.get(intent, 0) + 1
        facts = [self._brief.sensitive[topic] for topic in _TOPICS[intent] if self._brief.sensitive.get(topic)]  # type: ignore[union-attr]
        if not facts:
            return _Answer(intent, default)
        if self._withhold(intent):
            pool = _COMPANION_DEFLECT[intent] if self._companion else _DEFLECT[intent]
            return _Answer(intent, self._fill(self._style.choice(pool)))
        lead = self._style.choice(_DISCLOSE_LEAD) if self._asked[intent] > 1 else None
        # Several facts on one topic (drinking and drug use) stay one sentence.
        text = "; ".join(_uncap(_bare(self._sensitive_voice(fact))) for fact in facts)
        return _Answer(intent, _sentence(f"{lead} {text}" if lead else text), disclosure=True)

    def _sensitive_voice(self, fact: str) -> str:
        return _third_person(fact, self._p) if self._companion else fact

    def _a_self_harm(self) -> _Answer:
        if re.search(r"thoughts of hurting|suicid", self._lay, _FLAGS):
            default = _sentence(self._v("yes, I've been having thoughts of hurting myself"))
        else:
            default = "Not that I know of." if self._companion else "No, nothing like that."
        return self._sensitive("self_harm", default)

    def _a_substance(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        if re.search(r"drinking alcohol|drunk|intoxicated", self._lay, _FLAGS):
            default = self._v("Yes, I've had a few drinks.")
        elif re.search(r"overdose", self._lay, _FLAGS):
            default = self._fill("I don't know what {s} took.") if self._companion else "I took too many of my tablets."
        elif self._companion and brief.age is not None and brief.age < 12:
            default = "No, nothing like that."
        else:
            default = "Not that I know of." if self._companion else "No, no alcohol or drugs."
        return self._sensitive("substance", default)

    _ANTICOAGULANT_NAMES = re.compile(
        r"warfarin|apixaban|rivaroxaban|dabigatran|edoxaban|heparin|enoxaparin|clopidogrel|ticagrelor|prasugrel|aspirin|"
        r"coumadin|eliquis|xarelto",
        _FLAGS,
    )

    def _a_anticoagulants(self) -> _Answer:
        meds = [m for m in self._brief.history.medications if self._ANTICOAGULANT_NAMES.search(m)]  # type: ignore[union-attr]
        if meds:
            default = _sentence(self._v("I take ") + _join_list([self._c(m) for m in meds]) + ", if that counts")
        else:
            default = self._fill("No, {s} isn't on any blood thinners.") if self._companion else "No, no blood thinners."
        return self._sensitive("anticoagulants", default)

    def _a_pregnancy(self) -> _Answer:
        brief = self._brief
        assert brief is not None
        sex = (brief.sex or "").lower()[:1]
        pregnant = re.search(r"(\w+ weeks )?pregnant", self._lay, _FLAGS)
        if pregnant:
            default = _sentence(self._v("yes, I'm ") + pregnant.group(0))
        elif sex == "m":
            default = "No." if not self._companion else "No, that's not possible."
        elif brief.age is not None and brief.age < 12:
            default = self._fill("No, {s}'s only ") + f"{brief.age}."
        elif brief.age is not None and brief.age >= 55:
            default = self._v("No, I'm well past that.")
        elif self._companion:
            default = "Not that I know of."
        else:
            default = self._fact("lmp", lambda rng: rng.choice((
                "No, I don't think so, my last period was normal.",
                "No, my periods have been regular.",
                "No, I don't think so.")))
        return self._sensitive("pregnancy", default)

    def _a_abuse(self) -> _Answer:
        default = ("No, nobody's hurting me, I feel safe at home." if not self._companion
                   else self._fill("No, nobody's hurting {o}, {s}'s safe at home."))
        return self._sensitive("abuse", default)

    # fallbacks

    def _acknowledge(self, text: str) -> str:
        if re.search(r"\bthank", text, _FLAGS):
            return self._style.choice(("Thank you.", "Okay, thanks.", "Thanks, I appreciate it."))
        return self._style.choice(("Okay.", "Alright.", "Okay, that's fine."))

    def _fallback(self) -> str:
        if self._style.random() < 0.5:
            return self._style.choice(("Sorry, could you say that again?", "Sorry, I'm not sure what you mean."))
        clause = self._v(self._complaint_clause(self._items[0]))
        return _sentence(f"{clause}, that's all I know")
