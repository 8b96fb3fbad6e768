"""What kind of phrase a case fragment is (time phrase, clause, noun phrase), so the template around it fits."""

from __future__ import annotations

import re


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
    "brought", "hit", "struck",
    # what a thing did, in a patient's own headline ("something flew in my eye", 2026-12r)
    "flew", "blew", "ran", "broke", "burst", "popped", "snapped", "swelled", "dropped", "landed", "exploded", "split",
}
# Verbs written without their object, so read as passive after a noun ("bruises noticed at childcare").
_TRANSITIVE_AFTER_NOUN = {"noticed", "found", "seen", "told", "called", "brought", "placed", "given", "done", "sent"}
# Modal and auxiliary verbs that start a clause whose subject was left out ("may have swallowed a battery").
MODALS = {"may", "might", "will", "would", "could", "should", "must", "can", "can't", "cannot", "won't", "wouldn't",
          "couldn't", "shouldn't"}
# Words that end the subject of a phrase before any verb ("pain when I walk" has no subject of its own).
_PHRASE_BREAKS = {
    "when", "if", "after", "before", "while", "because", "like", "since", "for", "with", "in", "on", "at", "to", "of",
    "from", "and", "or", "but", "that", "which", "who", "where", "around", "into", "onto", "over", "under", "through",
    "during", "until", "down", "up", "off", "out", "by", "about", "across", "near", "past",
}
# Verbs that begin a clause whose subject was left out ("Started wheezing…", "Noticed the redness…", "Hasn't done a poo…").
CLAUSE_VERBS = {
    "started", "began", "came", "went", "noticed", "woke", "collapsed", "fell", "tripped", "slipped", "sat", "ran",
    "stopped", "took", "ate", "drank", "swallowed", "vomited", "fainted", "passed", "landed", "grabbed", "lifted", "walked",
    "reached", "jammed", "broke", "kept", "missed", "forgot", "finished", "quit", "lost", "caught", "stood", "bent",
    "jumped", "overdosed", "developed", "picked", "put", "stepped", "dropped", "choked", "inhaled", "has", "have", "had",
    "hasn't", "haven't", "hadn't", "was", "were", "been", "can't", "couldn't", "didn't", "doesn't", "don't", "won't",
    "wasn't", "isn't", "can", "could", "did", "does", "used", "got", "felt", "woken", "threw", "drove", "crashed",
    "became", "needed", "tried", "saw", "heard", "thought", "told", "said", "rolled", "twisted", "slept", "spent",
    "cannot", "turned", "gave", "tore",
}
# Verbs that take their object after them, or are nouns too ("cut it on glass", but "cut on my head").
_OBJECT_ONLY_VERBS = {"cut", "hit", "burnt", "burned", "bumped", "banged", "scratched", "bit", "stung", "bruised",
                      "sprained", "scalded", "trapped", "shut", "caught", "pricked", "grazed", "knocked", "bashed"}
# Past participles read as passive when no object follows ("Found on her bedroom floor", "Pulled out of the pool").
_PASSIVE_VERBS = {
    "found", "pulled", "brought", "taken", "rescued", "discovered", "seen", "carried", "dragged", "bitten", "stung",
    "kicked", "punched", "stabbed", "shot", "struck", "thrown", "pushed", "knocked", "hit", "run", "attacked",
    "assaulted", "hurt", "trapped", "pinned", "crushed", "hung", "admitted", "sent", "referred", "told", "woken",
    "evicted", "restrained", "sectioned", "scheduled", "detained", "arrested", "bullied", "abused", "raped", "robbed",
    "mugged", "ejected", "elbowed", "kneed", "headbutted", "head-butted", "tackled", "trampled", "shoved", "slapped",
    "clipped", "nudged", "sideswiped",  # "clipped by a car backing out" (2026-12au terse, training: "I clipped by a car")
    # "grabbed by the throat" (the forty-eighth read, D: "I grabbed by the throat" said as her own doing)
    "grabbed", "strangled", "throttled",
}
# "-ed" words that are adjectives, not verbs ("infected toe", "bloated").
_ED_ADJECTIVES = {
    "tired", "bloated", "confused", "agitated", "infected", "blocked", "inflamed", "raised", "worried", "dazed", "winded",
    "scared", "stressed", "depressed", "exhausted", "concerned", "dehydrated", "constipated", "bruised", "cracked",
    "chipped", "sprained", "twisted", "dislocated", "swollen", "red", "related", "used", "limited", "reduced",
    "increased", "decreased", "advanced", "coloured", "colored", "bloodshot", "blistered", "crusted", "matted",
    "unsettled", "unwanted", "ingrown", "enlarged", "elevated", "repeated", "prolonged", "sustained",
    "distressed", "controlled", "relieved", "resolved", "improved", "unimproved", "unchanged", "localised", "localized",
    "generalised", "generalized", "isolated", "associated", "unprovoked", "witnessed", "unwitnessed",
}
# "-ing" words that say what a pain or a sensation is like, before its noun ("tearing back pain", "burning feet").
ING_QUALITIES = {
    "burning", "stabbing", "throbbing", "aching", "shooting", "tingling", "stinging", "pounding", "crushing", "squeezing",
    "cramping", "nagging", "splitting", "piercing", "gnawing", "tearing", "ripping",
    "barking", "gaping", "weeping", "oozing",  # "barking cough", "gaping wound"
    "blistering",  # "Burn, blistering": how the burn is
    "spreading", "worsening", "radiating",  # "Spreading purple spots": how the spots are
}
# "-ing" nouns that a patient has rather than does ("I've got swelling", never "I've been swelling").
ING_NOUNS = {"swelling", "bruising", "tingling"}
# "-ing" words that describe a noun ("burning pain") or are nouns ("swelling"), unlike "hearing voices".
ING_NOT_VERB = ING_QUALITIES | ING_NOUNS | {
    "itching", "worsening", "increasing", "ongoing", "recurring", "lingering",
    "bleeding", "morning", "evening", "something", "nothing", "anything", "everything",
    "feeling", "wheezing", "ringing", "sharp", "spotting", "tickling",
}
# Present-tense verbs that describe a sensation without a subject ("Shoots out…", "Stings", "Comes in waves").
SENSATION_VERBS = {
    "shoots", "stings", "pricks", "burns", "throbs", "aches", "hurts", "comes", "goes", "spreads", "feels", "itches",
    "tingles", "spins", "moves", "radiates", "travels", "gets", "keeps", "starts", "wakes", "stops", "catches", "grips",
    "squeezes", "stabs", "pulls", "pulses", "pounds", "worsens", "eases", "settles", "flares", "happens",
}
_TIME_NOUNS = (
    r"(?:morning|afternoon|evening|night|nights|week|weekend|month|year|time|hour|day|fortnight|summer|winter|spring|"
    r"autumn|christmas|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunchtime|dinnertime|bedtime|"
    r"breakfast|lunch|dinner|tea)"
)
NUMBER = (
    r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
    r"eighteen|nineteen|twenty|thirty|forty|fifty|\d+|"
    r"half an?|a few|a couple of|several|many)"
)
TIME_START = re.compile(
    r"^(?:(?:about|around|roughly|approximately|nearly|almost|just|maybe|probably|only|at least|over|under|less than|"
    r"more than)\s+)?"
    r"(?:(?:this|last|early|late|yesterday|tomorrow|earlier|from) " + _TIME_NOUNS + r"|yesterday|today|tonight|earlier|"
    r"overnight|just now|recently|a (?:little|short) while ago|a while ago|"
    r"after (?:lunch(?:time)?|breakfast|dinner|tea|teatime|supper|a meal)|"
    # a day of the week ("on Saturday night": the prose's onset, clinical.story)
    r"on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|" + NUMBER +
    r"\s+(?:(?:or so|odd)\s+)?(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|fortnights?)|at (?:\d|(?:one|two|three|four|five|six) (?:this|in the) morning))\b",
    re.IGNORECASE,
)
HOW_START = re.compile(r"^(?:suddenly|gradually|slowly|quickly|out of nowhere|all of a sudden|over the|over a|bit by bit)\b",
                        re.IGNORECASE)
FIRST_PERSON = {"hasn't": "haven't", "has": "have", "doesn't": "don't", "does": "do", "is": "am", "isn't": "am not",
                 "wasn't": "wasn't", "gets": "get", "lives": "live", "takes": "take", "uses": "use", "needs": "need",
                 "drinks": "drink", "smokes": "smoke", "works": "work", "sees": "see", "keeps": "keep", "goes": "go",
                 "believes": "believe", "thinks": "think", "hears": "hear", "feels": "feel", "wants": "want", "says": "say",
                 "refuses": "refuse", "complains": "complain"}
#: A headline's verbs of belief and perception ("believes a transmitter is in his teeth", "hears voices"):
#: a clause of the patient's, said with "I".
_MIND_VERBS = {"believes", "thinks", "hears", "feels", "wants", "says"}


_WORD = re.compile(r"[a-z0-9][a-z0-9'’-]*")
_HEAD_END = re.compile(r"[,;:(]")  # where a fragment's head noun phrase ends


def words_of(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def starts_with_subject(text: str) -> bool:
    """'I fell…', 'it came on…', 'he's been…': the fragment brings its own pronoun subject."""
    words = words_of(text)
    return bool(words) and words[0] in _SUBJECT_WORDS


def has_own_subject(text: str) -> bool:
    """A noun phrase followed by its own verb: 'Headache started…', 'The voices say…', 'Last drink was…'."""
    head = _HEAD_END.split(text, maxsplit=1)[0]
    words = words_of(head)
    if not words:
        return False
    if words[0] in _SUBJECT_WORDS:
        return True
    if words[0] in _FINITE_VERBS or words[0] in CLAUSE_VERBS or words[0] in _PHRASE_BREAKS or words[0].endswith("ly") \
            or words[0] in MODALS:
        return False
    for index, word in enumerate(words[1:4], start=1):
        if word in _PHRASE_BREAKS:
            return False
        if word == "bit" and words[index - 1] == "a":  # "feeling a bit off"
            continue
        after = words[index + 1] if index + 1 < len(words) else None
        if word in _TRANSITIVE_AFTER_NOUN and (after is None or after in _PHRASE_BREAKS):  # "bruises noticed at childcare"
            return False
        if word in _FINITE_VERBS:
            return True
    return False


def verb_start(text: str) -> str | None:
    """How a fragment that opens with a verb reads: 'active', 'passive' ('Found on the floor') or None (no verb).

    A leading adverb is skipped ("Probably fell overnight", "Nearly passed out").
    """
    words = words_of(text)
    if words and words[0] in ("probably", "nearly", "almost", "just", "suddenly", "accidentally", "apparently") and len(words) > 1:
        words = words[1:]
    if not words:
        return None
    first = words[0]
    after = words[1] if len(words) > 1 else None
    if "-" in first:
        return None  # "left-sided belly pain", "well-healed scar": a compound adjective, never a verb
    if first in _PASSIVE_VERBS:
        return "active" if after in _OBJECT_WORDS else "passive"
    if first in CLAUSE_VERBS or first in _MIND_VERBS:
        return "active"
    if first in _OBJECT_ONLY_VERBS:
        return "active" if after in _OBJECT_WORDS else None
    if first.endswith("ed") and len(first) > 4 and after in _OBJECT_WORDS - {"one", "two", "three", "four", "five", "six"}:
        return "active"  # "dislocated my shoulder", "bruised my ribs"
    if first.endswith("ed") and not first.endswith("eed") and len(first) > 4 and first not in _ED_ADJECTIVES:  # not "nosebleed"
        if after is None or after in _OBJECT_WORDS or after in _PHRASE_BREAKS or after.endswith("ly") or re.match(
                r"(?:again|once|twice|today|yesterday|overnight|last|this|then|home|here|there)$", after):
            return "active"
    return None


def is_gerund_verb(text: str) -> bool:
    """'Hearing voices…', 'Throwing up…': an -ing verb, not an adjective ('burning pain') or a noun ('swelling')."""
    words = words_of(text)
    return bool(words) and words[0].endswith("ing") and len(words[0]) > 4 and words[0] not in ING_NOT_VERB


def is_clause(text: str) -> bool:
    """A fragment that is already a sentence or a clause (it needs no 'I've got' or 'it's' in front)."""
    return starts_with_subject(text) or has_own_subject(text)


def first_person_verb(word: str) -> str:
    """A case verb written for 'he'/'she' made to agree with 'I' ('hasn't' → 'haven't')."""
    return FIRST_PERSON.get(word.lower(), word)


def location_is_clause(loc: str) -> bool:
    """A location phrase that is a clause of its own ("it started in my chest…"), not "in my chest"."""
    return bool(re.match(r"^(?:it|it's|he|she|they|i|he's|she's|they're)\b", loc, re.IGNORECASE)) and not loc.startswith("it's a ") \
        or has_own_subject(loc)
