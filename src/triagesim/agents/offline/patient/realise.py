"""English grammar for one complaint fragment: what its words are, so the sentence around it is English.

A chart writes a complaint as a fragment ("catheter blocked", "migraine not settling", "wheezy
after mowing", "car rollover", "stops breathing after coughing"); only some of them are noun
phrases that "I've got" can take. The complaint builder (``answers/story.py``) tries its own
templates first; a fragment none of them claims comes here, and is said by its grammar, read
from an English lexicon (lemminflect's: the parts of speech a word can be, and its inflections):

- a noun phrase (the head is a noun): ``None``, so the caller says "I've got (a/an) …";
- a noun and what it is doing or how it is ("catheter blocked", "throat tight", "room spinning",
  "migraine not settling"): a clause with the noun as its subject ("my catheter is blocked");
- only adjectives ("wheezy", "grey"): "I'm wheezy", "I've gone grey";
- an event ("car rollover", "kitchen fire", "dog nip"): "I was in a car rollover", "a dog nipped me";
- a verb the chart wrote for "he" ("stops breathing", "feels warm"), a modal ("may have
  swallowed"), "not" + -ing, "out of", "unable to": the speaker's own clause.

Everything is said in the first person; the speaker's voice (``voice.py``) makes it a companion's.
The few word lists below are English, not clinical knowledge: which nouns are events, which are
the person (a chart's "baby"), which adjectives are colours, which verbs a symptom does.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal, get_args

from lemminflect import getAllInflections, getAllLemmas, getInflection

from .english import indefinite_article, uncapitalised, with_article
from .pronouns import HABITUAL_VERBS, Pronouns, third_person
from .vocabulary import ACTIVITIES, BODY, CHARACTER_NOUNS, COUNTABLE, FALLING_VERBS, PERSON_NOUNS, PMH_COUNTABLE, TOOL

__all__ = ["WordClass", "word_classes", "is_noun", "adjective_only", "participle_of", "gerund_of", "third_person_of",
           "noun_phrase_head", "noun_phrase", "after_verb", "is_countable_head", "part_state", "realise", "subject_clause"]

#: Parts of speech the lexicon gives a word (a word can be several: "grey" is an adjective, a noun and a verb).
WordClass = Literal["NOUN", "PROPN", "ADJ", "ADV", "VERB", "AUX"]
_CLASSES = frozenset(get_args(WordClass))

# Nouns of this package the lexicon lacks or reads as something else ("abscess" is only a verb to it).
_BODY_WORDS = frozenset(BODY[3:-1].split("|")) | {"cheek", "chin", "eyelid", "eyelids", "scalp", "skin", "collarbone", "rib",
                                                  "tongue", "gum", "gums", "lip", "lips", "tummy"}
_OWN_THINGS = PMH_COUNTABLE | {"line", "fistula", "drain", "cast", "plaster", "dressing", "stitches", "tube", "pump", "bag",
                               "wound", "sugar", "blood", "family", "wife", "husband", "partner", "kids", "children", "grandson",
                               "granddaughter", "grandkids", "grandchildren", "son", "daughter", "mum", "mom", "dad", "brother",
                               "sister", "baby", "boyfriend", "girlfriend", "roommate", "flatmate", "words", "speech", "vision", "breathing", "temperature", "pressure",
                               "tablets", "pills", "medication", "insulin", "inhaler", "migraine", "headache", "seizure",
                               "asthma", "pain", "ache", "knuckle", "knuckles", "lashes", "eyelashes", "nail", "nails", "pee", "wee",
                               "urine", "poo", "tip"}
_KNOWN_NOUNS = frozenset(COUNTABLE) | _BODY_WORDS | _OWN_THINGS | frozenset(CHARACTER_NOUNS) | {"hives", "insect", "spots"}

# Words that end a noun phrase: prepositions and conjunctions ("and" is read apart: it can join adjectives).
_BREAKS = frozenset({
    "on", "in", "to", "with", "for", "from", "after", "since", "of", "that", "which", "at", "while", "when", "off", "into",
    "through", "between", "under", "over", "by", "per", "like", "or", "but", "before", "during", "until", "around",
    "near", "about", "across", "behind", "onto", "up", "down", "out", "than", "because", "if", "where", "who",
    "that's", "who's", "which's",
})
_DETERMINERS = frozenset({"a", "an", "the", "my", "his", "her", "their", "our", "your", "some", "this", "that", "these",
                          "those", "both", "no", "any"})
_DEGREE = frozenset({"very", "really", "quite", "so", "too", "more", "less", "bit", "a", "slightly", "extremely", "still",
                     "all", "increasingly", "and", "now", "not"})
# Verbs written for "he" that take an adjective or an -ing word ("feels warm", "stops breathing"); after any other,
# a word that is also a plural noun is the noun ("fingers swollen", "urges to self-harm").
_LINKING = frozenset({"feel", "look", "seem", "sound", "get", "go", "turn", "become", "stay", "remain", "keep", "stop",
                      "start", "begin", "continue", "finish", "quit"})
# Words that start a noun phrase of their own, said after "I've got" ("nowhere to sleep", "something in my eye").
_PRONOUN_HEADS = ("nowhere", "nothing", "nobody", "no one", "something", "someone", "anything")
_MODALS = frozenset({"may", "might", "will", "won't", "can", "can't", "cannot", "could", "couldn't", "would", "wouldn't",
                     "should", "must"})
# A chart's name for the patient ("floppy grey baby", "yellow newborn"): the person, said as "I".
# Colours a person goes ("grey", "yellow"): "I've gone grey", not "I'm grey".
_COLOURS = frozenset({"grey", "gray", "yellow", "blue", "pale", "white", "purple", "mottled", "floppy"})
#: States a part is felt in, which the lexicon also lists as verbs ("numb", "tender"): adjectives after a part.
_FELT = frozenset({"numb", "warm", "cool", "tender", "dry", "cold", "hot"})
# Nouns that take an -ing word as what they are about ("trouble swallowing", "pain radiating to my back").
_GERUND_HEADS = frozenset({"trouble", "difficulty", "problem", "problems", "pain", "ache", "discomfort", "blood", "bleeding",
                           "burning", "stinging"})
# What a symptom does, said with "it" after the item before it ("Fitting, not stopping": "it's not stopping").
_ITEM_VERBS = frozenset({"stop", "settle", "help", "work", "improve", "heal", "ease", "clear", "drain", "go", "get", "respond"})
# Verbs whose subject moves or changes by itself ("pain moved to right side"): "has moved", never "got moved".
_SELF_VERBS = frozenset({"move", "spread", "travel", "radiate", "shift", "settle", "ease", "deploy", "clot", "swell", "go",
                         "start", "stop", "change", "worsen", "improve", "slow", "lessen", "subside"})
# How the item before it is, not how the person is ("Jaundice, painless"): "it's painless".
_ITEM_ADJECTIVES = frozenset({"reddened", "blistered", "weeping", "oozing", "gaping", "crusted", "crusty", "attached", "embedded", "reproducible", "infected", "controlled", "relieved", "resolved", "improved", "eased", "settled", "superficial", "deep", "small", "large", "minor", "big", "painless", "painful", "constant", "intermittent", "worse", "better", "mild", "severe", "sharp",
                              "dull", "tender", "itchy", "new", "recurrent", "typical", "usual", "unchanged", "different",
                              "chronic", "atypical", "diffuse", "bilateral", "generalised", "generalized", "localised",
                              "localized", "positional", "pleuritic", "colicky", "productive", "persistent", "acute",
                              "dry", "wet", "non-productive", "migratory", "recurring", "worsening"})
_ONSET_ADJECTIVES = frozenset({"gradual", "sudden", "slow", "abrupt", "rapid", "quick"})
# Events a person is in, has, or is done to by an animal ("car rollover", "needlestick", "dog nip").
Event = Literal["in", "had", "done"]
_EVENTS: dict[str, Event] = {
    "crash": "in", "rollover": "in", "accident": "in", "collision": "in", "fire": "in", "explosion": "in", "pile-up": "in",
    "fight": "in", "brawl": "in", "blast": "in", "smash": "in", "prang": "in",
    "needlestick": "had", "break-up": "had", "breakup": "had", "argument": "had", "miscarriage": "had",
    "nip": "done", "kick": "done", "peck": "done", "scratch": "done", "headbutt": "done",
}
#: What a person rides and comes off ("e-scooter spill", "quad bike fall").
_RIDDEN = frozenset({"bike", "bicycle", "scooter", "e-scooter", "e-bike", "skateboard", "motorbike", "motorcycle", "horse", "quad",
                     "atv", "dirtbike", "moped", "unicycle", "hoverboard", "longboard", "pony"})
_VICTIMS = frozenset({"pedestrian", "cyclist", "bicyclist", "walker", "jogger", "runner", "person", "pt", "patient"})
#: What was done to the speaker, typed as a participle that opens an item ("rear ended at stoplight", "stuck by
#: needle", "hurt at work"): said "I was ...", when a word for the agent, the place or the time follows it.
_DONE_TO = frozenset({"rear-ended", "t-boned", "sideswiped", "stuck", "hit", "struck", "bitten", "stung", "kicked", "punched",
                      "knocked", "thrown", "ejected", "pinned", "trapped", "assaulted", "attacked", "mugged", "stabbed", "shot",
                      "scalded", "electrocuted", "carried", "pulled", "found", "hurt", "injured", "crushed", "pushed", "bumped",
                      "shocked", "jumped", "sent", "brought", "referred", "seen", "told", "called"})
_DONE_WHERE = frozenset({"by", "at", "while", "during", "off", "out", "over", "against", "in", "from", "on", "to", "into"})
#: An item that is the speaker's job or where it works ("electrician", "hospital housekeeping"), told at the desk as
#: what it does, never "I've got electrician" (read of the 2026-12n runs).
_JOBS = frozenset({"electrician", "plumber", "roofer", "carpenter", "welder", "mechanic", "nurse", "teacher", "farmer", "builder",
                   "painter", "chef", "cook", "cleaner", "driver", "labourer", "laborer", "landscaper", "firefighter", "lineman",
                   "lineworker", "miner", "housekeeper", "janitor", "cashier", "waiter", "waitress", "bartender", "barista",
                   "student", "freshman", "sophomore", "undergrad", "soldier", "guard", "paramedic", "machinist", "lumberjack", "fisherman", "gardener", "courier",
                   "cyclist", "runner", "jockey", "climber", "diver", "surfer", "skier", "snowboarder"})
_WORKPLACES = frozenset({"housekeeping", "maintenance", "catering", "construction", "security", "landscaping", "retail",
                         "warehouse", "kitchen", "laundry", "roofing", "demolition", "logging", "forestry"})


_FUNCTION_WORDS = _DETERMINERS | _BREAKS | {"and", "not", "no", "it", "i", "me", "him", "them", "us", "more", "less"}


@lru_cache(maxsize=8192)
def word_classes(word: str) -> frozenset[str]:
    """The parts of speech a word can be. A word the lexicon does not know is read as a noun: in a chart,
    that is a name, a drug or a chart noun ("needlestick", "chemo")."""
    low = word.lower().strip(".,;:!?\"()")
    if not re.search(r"[a-z]", low) or low in _FUNCTION_WORDS:
        return frozenset()
    found = frozenset(pos for pos in getAllLemmas(low) if pos in _CLASSES)
    if low in _KNOWN_NOUNS or (not found and re.fullmatch(r"[a-z][a-z'-]*", low) and "'" not in low[:-2]):
        found |= {"NOUN"}
    if not found and low.endswith("'s"):  # "nan's": a possessive noun
        found = frozenset({"NOUN"})
    return found


def is_noun(word: str) -> bool:
    return bool(word_classes(word) & {"NOUN", "PROPN"})


def adjective_only(word: str) -> bool:
    """A word read as an adjective here: the lexicon's adjective, unless it is one of this package's nouns
    ("cold", "sore" are things one has)."""
    low = word.lower()
    return "ADJ" in word_classes(low) and low not in _KNOWN_NOUNS


def _verb_forms(word: str, tag: str) -> str | None:
    """The verb whose ``tag`` form (VBN, VBG, VBZ) this word is, if any."""
    low = word.lower()
    for lemma in getAllLemmas(low).get("VERB", ()):
        if low in getInflection(lemma, tag) and low != lemma:
            return lemma
    if tag == "VBG":  # the lexicon misses a few ("stinging" → "sting"): the spelling rules
        for lemma in getAllLemmas(low).get("VERB", ()):
            if low in (lemma + "ing", lemma[:-1] + "ing", lemma + lemma[-1:] + "ing"):
                return lemma
    if tag == "VBN":  # a participle that is its own base ("cut", "shut", "hurt")
        for lemma in getAllLemmas(low).get("VERB", ()):
            if low in getInflection(lemma, "VBN"):
                return lemma
    return None


@lru_cache(maxsize=4096)
def participle_of(word: str) -> str | None:
    """The verb a past participle belongs to ("crushed" → "crush", "caught" → "catch"; the British "burnt", which the
    lexicon lacks, → "burn")."""
    return _verb_forms(word, "VBN") or _BRITISH_PARTICIPLES.get(word.lower())


@lru_cache(maxsize=4096)
def past_of(word: str) -> str | None:
    """The verb a simple past tense belongs to ("shook" → "shake")."""
    return _verb_forms(word, "VBD")


#: Participles in -t that British typists use and the lexicon does not list ("burnt hand", "spilt tea on her lap").
_BRITISH_PARTICIPLES = {"burnt": "burn", "spilt": "spill", "knelt": "kneel", "smelt": "smell", "leapt": "leap", "learnt": "learn"}


@lru_cache(maxsize=4096)
def gerund_of(word: str) -> str | None:
    """The verb an -ing word belongs to ("settling" → "settle")."""
    return _verb_forms(word, "VBG") if word.lower().endswith("ing") else None


@lru_cache(maxsize=4096)
def third_person_of(word: str) -> str | None:
    """The verb a chart wrote for "he" ("stops" → "stop"), unless the word is a plural noun ("urges")."""
    low = word.lower()
    return _verb_forms(low, "VBZ") if low.endswith("s") else None


def _plural(word: str) -> bool:
    low = word.lower()
    if re.search(r"'s$|’s$", low):  # "Crohn's", "Parkinson's": a disease named for someone, one thing (2026-12r)
        return False
    lemmas = getAllLemmas(low)
    nouns = lemmas.get("NOUN", ())
    if not lemmas:  # a word the lexicon lacks ("nebulisers"): its ending
        return low.endswith("s") and not low.endswith(("ss", "us", "is"))
    return bool(nouns) and low not in nouns and low.endswith("s") or low in ("words", "stitches", "feet", "teeth")


def _words(text: str) -> list[str]:
    return text.split()


def _predicate_word(word: str) -> bool:
    """A word that can say what a noun is or does, after it ("blocked", "tight", "spinning", "not", "ongoing").

    A word that is also a noun is one only when it is a plain adjective that compares ("sick", "high": "sicker",
    "higher"); "vaginal bleeding", "lip swelling", "drain cleaner", "care home resident" are compound nouns."""
    low = word.lower()
    if low in ("not", "ongoing", "and", "very", "really", "still", "now", "all"):
        return True
    classes = word_classes(low)
    if low in _KNOWN_NOUNS:
        return False
    if "NOUN" in classes or "PROPN" in classes:  # "bent" is a participle first; "cut" (its own base) a noun
        return _compares(low) or participle_of(low) not in (None, low)
    return "ADJ" in classes or participle_of(low) is not None or gerund_of(low) is not None


def _compares(word: str) -> bool:
    """A plain adjective the lexicon compares ("high" → "higher"): one that can say how a thing is ("my sugar is high")."""
    return bool(getAllInflections(word, upos="ADJ").get("JJR"))


def _split(words: list[str]) -> tuple[list[str], list[str], list[str]]:
    """A fragment as (noun phrase, predicate, rest): "catheter | blocked | ", "finger | caught | in car door",
    "belly pain | severe |", "hot swollen knee | |" (no predicate: every word up to a noun is its modifier)."""
    lowered = [word.lower() for word in words]
    if "not" in lowered[1:] and lowered[0] not in _DETERMINERS and any(is_noun(word) for word in words[:lowered.index("not", 1)]):
        at = lowered.index("not", 1)  # "nebulisers at home not helping": what is not doing what
        if at + 1 < len(words) and (gerund_of(words[at + 1]) or participle_of(words[at + 1])) \
                and not any(word in ("and", "or") for word in lowered[:at]):
            return words[:at], words[at:], []
    run_end = next((index for index, word in enumerate(words) if word.lower() in _BREAKS), len(words))
    run, rest = words[:run_end], words[run_end:]
    for start in range(1, len(run)):
        head = run[:start]
        tail = run[start:]
        if head[-1].lower() in ("and", "not", "very", "really") or not is_noun(head[-1]) \
                or any(word.lower() == "and" for word in head):  # "fever and feeling faint": two items, not one noun
            continue
        if tail[0].lower() in ("and",):
            continue
        if gerund_of(tail[0]) is not None and not is_noun(tail[0]) and not adjective_only(tail[0]) \
                and _agent(head[-1]):
            return head, tail, rest  # "TV sending messages": the -ing verb and its object
        if all(_predicate_word(word) for word in tail) and tail[-1].lower() not in ("and", "very", "really", "not"):
            if len(tail) == 1 and "ADV" in word_classes(tail[0]) and rest and rest[0].lower() in ("in", "on", "down", "under"):
                break  # "pain low in tummy": where the pain is, not how it is
            return head, tail, rest
    return run, [], rest


def _agent(noun: str) -> bool:
    """A noun that can do an -ing verb ("the room", "the TV"), not an injury or a complaint ("knee injury playing
    soccer": when it happened)."""
    low = noun.lower()
    return low not in _KNOWN_NOUNS and low not in _EVENTS and not adjective_only(low)


def noun_phrase_head(text: str) -> str | None:
    """The head noun of a fragment that is a plain noun phrase ("hot swollen knee" → "knee"), else ``None``."""
    words = _words(text)
    if not words:
        return None
    phrase, predicate, _ = _split(words)
    if predicate or not phrase:
        return None
    core = [word for word in phrase if word.lower() not in _DETERMINERS]
    if not core:
        return None
    head = core[-1]
    if not is_noun(head):
        return None
    if len(core) == 1 and adjective_only(head):  # "grey", "floppy": an adjective the lexicon also lists as a noun
        return None
    if head.lower() in PERSON_NOUNS:
        return None
    return head


def _head_of(phrase: list[str]) -> str:
    """The head noun of a noun phrase that may carry a prepositional phrase ("nebulisers at home" → "nebulisers")
    or an -ing word after it ("head turning" → "head")."""
    words = [word for word in phrase]
    cut = next((index for index, word in enumerate(words) if index and word.lower() in _BREAKS), len(words))
    words = words[:cut]
    while len(words) > 1 and gerund_of(words[-1]) is not None and is_noun(words[-2]):
        words = words[:-1]
    return words[-1] if words else phrase[-1]


def _be(phrase: list[str], past: bool = False) -> str:
    plural = _plural(_head_of(phrase))
    if past:
        return "were" if plural else "was"
    return "are" if plural else "is"


def _mine(phrase: list[str]) -> bool:
    """Whether the speaker says "my" before this noun: the body and what is theirs (a catheter, a migraine, the family)."""
    head = _head_of(phrase).lower()
    return head in _BODY_WORDS or head in _OWN_THINGS or head.rstrip("s") in _BODY_WORDS or head in _BODY_ADJACENT


def _owned(phrase: list[str]) -> str:
    """The noun phrase with the determiner a speaker gives it: "my" for what is theirs, "the" for the world around
    ("the room", "the TV")."""
    if phrase[0].lower() in _DETERMINERS or phrase[0].lower() in ("half", "all", "most", "many", "several", "everyone", "everybody"):
        return " ".join(phrase)  # "half the cabin is sick", never "the half the cabin"
    return f"{'my' if _mine(phrase) else 'the'} {' '.join(phrase)}"


def _adjectives(words: list[str]) -> str:
    """"floppy grey" → "floppy and grey"; "hot and irritable" stays."""
    if "and" in (word.lower() for word in words) or len(words) < 2:
        return " ".join(words)
    if all(adjective_only(word) for word in words) and not any(word.lower() in _DEGREE for word in words):
        return ", ".join(words[:-1]) + " and " + words[-1]
    return " ".join(words)


# Places and things said without an article after a preposition ("at work", "with pressure", "of life").
_BARE = frozenset({"work", "school", "home", "bed", "church", "hospital", "town", "college", "uni", "university",
                   "holiday", "lunch", "dinner", "breakfast", "night", "training", "practice", "footy", "netball", "rugby",
                   "soccer", "cricket", "basketball", "sport", "daycare", "childcare", "kindy", "creche", "time", "rest",
                   "purpose", "water", "oil", "glass", "metal", "alcohol", "pregnancy", "newborn", "labour", "labor", "pressure", "exertion", "chemo", "chemotherapy",
                   "dialysis", "birth", "place", "pain", "touch", "life", "sleep", "food", "drink", "drugs", "police",
                   "fire", "smoke", "today", "yesterday", "tonight", "breath", "air", "fever", "midnight", "midday", "noon",
                   "dawn", "dusk", "sunrise", "sunset"})
_BODY_ADJACENT = frozenset({"side", "tummy", "belly", "stomach", "back", "chest", "bottom", "groin"})
# Prepositions whose bare noun takes an article ("in car door"); not "of" ("history of epilepsy") nor "to" (a verb).
_PREPOSITIONS = frozenset({"on", "in", "at", "with", "from", "after", "off", "into", "through", "under", "over", "by", "near",
                           "behind", "onto", "during", "around", "across", "to", "up"})
_SENSATIONS = frozenset({"sting", "burn", "itch", "ache", "throb", "hurt", "tingle"})
_PERCEIVED = frozenset({"noticed", "found", "seen", "spotted", "picked"})
_INDEFINITE_AFTER = frozenset({"by", "after", "with", "from", "off"})


def _with_article(rest: list[str]) -> str:
    """The rest of a fragment with the article a bare noun needs after its preposition: "my" for the body
    ("low in tummy" → "low in my tummy"), "a" after "by", "after", "with", "from" and "off" ("by a forklift",
    "after a skateboard fall"), "the" after the others ("in the car door", "on the floor"); a place or a
    thing said bare stays so ("at work", "with pressure")."""
    out: list[str] = []
    for index, word in enumerate(rest):
        out.append(word)
        low = word.lower()
        if low not in _PREPOSITIONS or index + 1 >= len(rest):
            continue
        phrase: list[str] = []
        for probe in rest[index + 1:]:
            if probe.lower() in _BREAKS or probe.lower() == "and" or _TIME_WORD.match(probe.lower()):
                break
            if phrase and probe.lower() in ACTIVITIES and is_noun(phrase[-1]):
                break  # "off ladder picking apples": the ladder, then what was being done
            phrase.append(probe)
        if not phrase or phrase[0].lower() in _DETERMINERS or not _takes_article(phrase) \
                or not phrase[0][:1].islower() and phrase[0] not in ("GP", "ED", "ER") \
                or phrase[0].lower() == "way" and len(phrase) == 1:  # a doing "under way" (2026-12aq ATS, training: "under the way")
            continue
        if low == "to" and not (_mine(phrase) and phrase[0].lower() in _BODY_WORDS | _BODY_ADJACENT | {"left", "right"}):
            continue  # after "to" only the body ("moved to my right side"): "able to swallow" is a verb
        if _mine(phrase) and (low != "with" or phrase[0].lower() in _BODY_WORDS):  # not "with my pain"
            out.append("my")
        elif low in _INDEFINITE_AFTER:
            if not count_noun(_head_of(phrase)):
                continue  # "with urination": a mass noun stays bare
            out.append(indefinite_article(phrase[0]))
        else:
            out.append("the")
    return " ".join(out)


#: After these a bare thing is "the" one of the scene ("on the cabinet", "at the bus stop"); after ``_INDEFINITE_AFTER``
#: it is "a" ("after a fall", "from a ladder"); the body after the places is "my" ("in my thumb").
_SCENE_PREPOSITIONS = frozenset({"on", "in", "at", "into", "onto", "near", "under", "behind", "across", "through", "during",
                                 "between"})
_PLACE_PREPOSITIONS = _SCENE_PREPOSITIONS - {"during"}
#: -ing verbs that act on a thing ("catching a frisbee", "holding my arm"): a bare thing after them takes its article.
_ACTING = frozenset({"catching", "holding", "carrying", "lifting", "pushing", "pulling", "kicking", "swallowing", "opening",
                     "crossing", "climbing", "riding", "driving", "fixing", "cleaning", "chopping", "cutting", "hitting",
                     "using", "sharpening", "washing", "changing", "replacing", "installing", "trimming", "loading",
                     "unloading", "building", "repairing", "painting", "hanging", "moving", "bending", "raising",
                     "turning", "closing", "grabbing", "squeezing", "gripping", "clenching", "straightening",
                     # and done ("swallowed button battery": a button battery; before the 2026-12af round)
                     "swallowed", "ate", "inhaled", "chewed", "dropped", "lifted", "carried", "caught", "grabbed", "pulled",
                     "kicked", "punched", "touched", "bit"})
#: Nouns said bare after a preposition in plain English ("by mistake", "by ambulance", "in triage", "on foot").
_IDIOM_BARE = frozenset({"mistake", "accident", "ambulance", "helicopter", "taxi", "bus", "train", "foot", "hand", "chance",
                         "triage", "progress", "purpose", "arrival", "way", "site", "top", "bottom", "end", "front", "record",
                         "board", "duty", "call", "fire", "camera", "mouth", "nose", "injury", "palpation", "exertion"})
#: Parts of a thing said with "the" ("from the site", "on the side") however they came.
_THE_PART = frozenset({"site", "side", "scene", "top", "bottom", "end", "inside", "outside", "front"})
_NOT_MINE_HERE = frozenset({"nail", "nails", "blood", "wound", "line", "tip", "pee", "wee", "urine", "poo", "side"})
_BODY_COMPOUNDS = frozenset({"wall", "cap", "socket", "joint", "bone", "area", "region", "nail", "tip", "blade", "button"})
_NOT_A_NOUN_HERE = frozenset({"once", "twice", "still", "now", "then", "also", "only", "just", "even", "already", "yet", "very",
                              "toward", "towards", "past", "beyond", "via", "per", "first", "again", "too", "right", "left",
                              "is", "was", "are", "were", "be", "been", "fine", "ok", "okay", "all", "away", "back"})


def _bare_phrase(words: list[str]) -> list[str]:
    """The noun phrase a preposition or an acting verb opens, up to its noun ("rusty nail", "car door frame"): words a
    noun may follow, then nouns in a row; ``[]`` when a word that cannot stand in one comes first."""
    phrase: list[str] = []
    for probe in words:
        bare = probe.rstrip(",;.!?")
        low = bare.lower()
        if not bare or low in _BREAKS or low in ("and", "or") or _TIME_WORD.match(low) or low in _NOT_A_NOUN_HERE \
                or not word_classes(low) & {"NOUN", "ADJ"}:
            break
        if phrase and is_noun(phrase[-1]) and not adjective_only(phrase[-1].lower()) \
                and (not is_noun(bare) or phrase[-1].lower() in _BODY_WORDS and low not in _BODY_COMPOUNDS):
            break  # "nail right foot", "thumb barb buried": the noun ends the phrase
        phrase.append(bare)
        if probe != bare or len(phrase) == 4:
            break
    while phrase and not (is_noun(phrase[-1]) and (len(phrase) > 1 or not adjective_only(phrase[-1].lower()))):
        phrase.pop()
    ended = not phrase or len(phrase) >= len(words) or words[len(phrase) - 1][-1:] in ",;.!?"
    after = "" if ended else words[len(phrase)].rstrip(",;.!?").lower()
    if not after or _TIME_WORD.match(after):
        return phrase
    goes_on = ("NOUN" in word_classes(after) or after.endswith("s") and bool(word_classes(after[:-1]))) \
        and after not in _BODY_WORDS - _NOT_MINE_HERE and phrase[-1].lower() not in _BODY_WORDS
    if goes_on or after in ("is", "are", "was", "were", "isn't", "fine"):
        return []  # "monkey bars", "swallowing voice is fine": the phrase goes on, or is the next clause's subject
    return phrase


def articles_throughout(clause: str) -> str:
    """A first-person clause with an article before every bare thing a chart left without one ("I stepped on rusty
    nail in barn" → "on the rusty nail in the barn"; "holding arm" → "holding my arm"; "catching frisbee" → "catching
    a frisbee"): the twentieth read's commonest wording defect. Conservative by design: only a singular countable
    noun the lexicon knows, never after a word it cannot place, never a plural, a mass noun, a person or a doing."""
    words = clause.split()
    out: list[str] = []
    for index, word in enumerate(words):
        out.append(word)
        low = word.lower()
        acting = low in _ACTING and not (index and (words[index - 1].lower() in _DETERMINERS | _PREPOSITIONS - {"to"}))  # "a climbing frame"
        if not (acting or low in _SCENE_PREPOSITIONS or low in _INDEFINITE_AFTER) or index + 1 >= len(words) \
                or re.search(r"[,;.!?]$", word) or low == "after" and index and words[index - 1].lower() == "morning":
            continue
        event = words[index + 1].rstrip(",;.!?").lower()
        if low in _INDEFINITE_AFTER - {"by"} and _EVENTS.get(event) == "in" and not words[index + 1][:1].isupper():
            out.append(indefinite_article(event))  # "neck pain after crash": after a crash ("by accident" stays bare)
            continue
        phrase = _bare_phrase(words[index + 1:])
        if not phrase or phrase[0].lower() in _DETERMINERS or not phrase[0][:1].islower() or not _takes_article(phrase) \
                or _plural(phrase[0]) and len(phrase) > 1:
            continue
        head = phrase[-1].lower()
        if _plural(head) and head in _BODY_WORDS and len(phrase) == 1 and low in _PLACE_PREPOSITIONS:
            out.append("my")  # "numb between legs": between my legs
            continue
        if _plural(head) or head in _BARE or head in _IDIOM_BARE and not acting and head not in _THE_PART \
                or acting and head in ("injury", "pain", "strain", "sprain") \
                or head in PERSON_NOUNS or head in _EVENTS or head.endswith("ing") and _verb_forms(head, "VBG"):
            continue
        body = head in _BODY_WORDS and head not in _NOT_MINE_HERE and low not in _INDEFINITE_AFTER | {"during"}
        if body and (acting or low in _PLACE_PREPOSITIONS):
            out.append("my")
        elif head in _THE_PART:
            out.append("the")
        elif not count_noun(head) or head in _BODY_WORDS or head in _OWN_THINGS and head not in ("nail", "wound"):
            continue
        elif acting or low in _INDEFINITE_AFTER:
            out.append(indefinite_article(phrase[0]))
        else:
            out.append("the")
    return " ".join(out)


def count_noun(word: str) -> bool:
    """A noun the lexicon lists only as countable: its plural differs from it ("ladder" → "ladders"), where a
    mass noun is its own plural too ("urination", "pain" → "pains" or "pain")."""
    low = word.lower()
    plurals = getAllInflections(low, upos="NOUN").get("NNS")
    return low in COUNTABLE or bool(plurals) and low not in plurals


def _takes_article(phrase: list[str]) -> bool:
    head = _head_of(phrase).lower()
    first = phrase[0].lower()
    if phrase[0] in ("GP", "ED", "ER"):  # "at GP": "at the GP"
        return True
    if head in _BARE or first in _BARE and len(phrase) == 1 or gerund_of(first) is not None and not is_noun(first) or head.endswith("ing"):
        return False
    if _plural(head):
        return _mine(phrase)  # "under my ribs", but "on stairs"
    if not getAllLemmas(head).get("NOUN") and head not in _KNOWN_NOUNS:
        return False  # a word the lexicon lacks ("pcn", "pt"): no guess
    if re.match(r"^(?:me|him|her|them|us|it|myself|himself|herself|themselves|one|two|three|\d|here|there|home|"
                r"everywhere|all|both|each|every|now|then|again)", first):
        return False
    return is_noun(head)


def noun_phrase(text: str) -> str:
    """A noun-phrase fragment with the articles its prepositional phrases need ("grazed knee off scooter" →
    "grazed knee off a scooter", "lump on bottom" → "lump on my bottom")."""
    words = _words(text)
    cut = next((index for index, word in enumerate(words) if index and word.lower() in _BREAKS), len(words))
    if cut == len(words) or _CLAUSE_INSIDE.search(text):
        return text
    return " ".join(words[:cut]) + " " + _with_article(words[cut:])


def object_phrase(text: str) -> str:
    """What a verb does to, with the article a bare thing needs ("lifting" + "couch": "a couch") and a second doing
    joined by "while" ("couch moving apartments": "a couch while moving apartments"), then ``after_verb``'s articles."""
    words = _words(text)
    if words and words[0].lower() not in _DETERMINERS and words[0].lower() not in _BREAKS and count_noun(words[0]) \
            and not _plural(words[0]) and is_noun(words[0]) and not adjective_only(words[0].lower()):
        words.insert(0, indefinite_article(words[0]))
    for index in range(1, len(words)):
        if words[index].lower() in ACTIVITIES and is_noun(words[index - 1]):
            words.insert(index, "while")
            break
    return after_verb(" ".join(words))


def clause_with_articles(clause: str) -> str:
    """A first-person clause ("I fainted on toilet") with the articles its prepositions need ("on the toilet")."""
    words = _words(clause)
    if len(words) < 3 or words[0] != "I":
        return clause
    return " ".join(words[:2]) + " " + after_verb(" ".join(words[2:]))


def after_verb(text: str) -> str:
    """The words after a verb with the articles their prepositions need ("fell" + "from ladder": "from a ladder",
    "hit" + "in eye by squash ball": "in my eye by a squash ball"): ``noun_phrase`` with a stand-in subject."""
    return noun_phrase(f"it {text}")[3:]


def is_countable_head(phrase: str) -> bool:
    """A singular body part after a participle takes an article ("a grazed knee", "a bumped head"); not "itchy skin"."""
    words = phrase.lower().split()
    # "swollen red eyelid": a colour between the participle and the part (thirty-second read: "he's got swollen red eyelid")
    return len(words) in (2, 3) and words[-1] in _BODY_WORDS - {"skin", "hair", "back", "chest", "belly"} \
        and participle_of(words[0]) is not None and not _plural(words[-1]) \
        and (len(words) == 2 or words[1] in ("red", "purple", "blue", "black", "pink", "hot", "itchy", "sore", "bruised", "tender"))


def _agrees(verb: str, lemma: str) -> bool:
    """Whether a headline's "<verb>" stays in the present ("needs", "takes": a habit or a state, ``HABITUAL_VERBS``) and the
    speaker's voice turns "I <lemma>" back into "he <verb>"; an event is said in the past, which needs no agreement."""
    return lemma in HABITUAL_VERBS and third_person(f"I {lemma}", Pronouns.for_sex("m")) == f"he {verb}"


_COUNT = re.compile(r"\b(?:once|twice|times)\b", re.IGNORECASE)  # "seizure twice": had, the caller's "I've had"
_TIME_WORD = re.compile(r"^(?:yesterday|today|tonight|last|this|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
                        r"eleven|twelve|\d+|few|several|about|around)$")
_CLAUSE_INSIDE = re.compile(r"\b(?:I|I'm|I've|I'd|he's|she's|they're|they've|we're|it's)\b|\b(?:he|she|they|we) (?!\w+ing\b)\w+",
                            re.IGNORECASE)


#: What a part of the body (or the voice, the breathing, the sight) is doing, typed with the part first ("voice getting
#: hoarser", "hands+face puffy", "legs more swollen", "toes feel numb"): said "my voice is getting hoarser", never "I've
#: got voice getting hoarser" (read of the 2026-12n runs).
_STATE_SUBJECTS = _BODY_WORDS | {"voice", "breathing", "vision", "sight", "eyesight", "speech", "hearing", "cough", "skin", "pelvis",
                                  "pupil", "pupils"}
_PART = r"(?:(?:left|right|both|my) )?(?:" + "|".join(sorted(_STATE_SUBJECTS, key=len, reverse=True)) + r")"
_PART_STATE = re.compile(r"^(" + _PART + r")(?:\s*(?:\+|&|\band\b)\s*(" + _PART + r"))?\s+"
                         r"(?:(more|very|really|quite|so|still|a bit|a little)\s+)?(?:(getting|going|gone|feels?|feeling|keeps?|looks?|seems?)\s+)?"
                         r"(\w+)((?:\s+\w+){0,3}|\s+(?:at|on|in|over|under|behind|below|above|near) (?:the )?(?:\w+ ){0,2}of (?:my|his|her|the) \w+)$",
                         re.IGNORECASE)  # "left wrist sore at the base of my thumb": where on it (2026-12at terse, training)


#: A part and what it does not do, typed with the desk's auxiliary ("teeth do not meet", "arm won't lift"): "my teeth
#: don't meet", never "I've got teeth do not meet" (2026-12as terse, training).
_PART_CANNOT = re.compile(r"^(" + _PART + r")\s+(do not|does not|don't|doesn't|dont|doesnt|won't|wont|will not|can't|cant|cannot)\s+"
                          r"([a-z]+(?:\s+[a-z]+){0,3})$", re.IGNORECASE)
_NOT_SAID = {"do not": "don't", "does not": "doesn't", "dont": "don't", "doesnt": "doesn't", "wont": "won't", "will not": "won't",
             "cant": "can't", "cannot": "can't"}
#: A part and what it is doing ("tummy sucking in a little", "leg swelling up"): "my tummy is sucking in a little".
_PART_DOING = re.compile(r"^(" + _PART + r")\s+([a-z]+ing)((?:\s+[a-z]+){0,4})$", re.IGNORECASE)
#: A part too weak or too sore to do a thing ("legs too weak to stand after missing dialysis": 2026-12at narrative, training,
#: "I'm here because of legs too and I'm weak to stand"): "my legs are too weak to stand after missing dialysis".
_PART_TOO = re.compile(r"^(" + _PART + r")\s+(too\s+[a-z]+\s+to\s+[a-z]+(?:\s+[a-z]+){0,6})$", re.IGNORECASE)
#: Something on a part that is too tight or too loose ("cast on L wrist too tight"): "the cast on my left wrist is too tight".
_ON_PART_TOO = re.compile(r"^(cast|plaster|splint|bandage|dressing|ring|brace|sling|boot)\s+on\s+(?:my\s+|the\s+)?(.+?)\s+"
                          r"(too\s+\w+|(?:very|really)\s+tight)$", re.IGNORECASE)


#: An inhaler and how often it was taken ("blue inhaler every 3 hours", "reliever x6 today"): "I've been using my blue
#: inhaler every three hours", never "I've got blue inhaler every three hours" (2026-12as terse, training).
_INHALER_USED = re.compile(r"^((?:(?:blue|brown|purple|reliever|salbutamol|ventolin)\s+)?(?:inhaler|puffer|reliever))\s+"
                           r"((?:every|each|x\s*\d|\d+\s*(?:times|x)|(?:one|two|three|four|five|six|ten)\s+times)\b.*)$", re.IGNORECASE)


def _hyphen_adjective(word: str) -> bool:
    """ "rock-hard", "ice-cold", "bone-dry": a compound whose last part is an adjective of state."""
    return "-" in word and adjective_only(word.rsplit("-", 1)[1].lower())


def part_state(text: str) -> str | None:
    """``_PART_STATE`` said as a clause, or ``None`` when the words after the part are no state of it."""
    text = text.strip()
    if (cannot := _PART_CANNOT.match(text)) is not None:
        part = re.sub(r"^my ", "", cannot.group(1), flags=re.IGNORECASE)
        return f"my {part} {_NOT_SAID.get(cannot.group(2).lower(), cannot.group(2).lower())} {cannot.group(3)}"
    if (doing := _PART_DOING.match(text)) is not None and gerund_of(doing.group(2).lower()) is not None \
            and not (doing.group(2).lower() in ("swelling", "bruising") and not doing.group(3)) \
            and "VERB" in word_classes(doing.group(2).lower()) and doing.group(1).lower() not in ("breathing", "hearing"):
        part = re.sub(r"^my ", "", doing.group(1), flags=re.IGNORECASE)
        be = "are" if _plural(part.split()[-1].lower()) else "is"
        described = doing.group(3).split()
        if not described or not all(adjective_only(word.lower()) for word in described):
            return f"my {part} {be} {doing.group(2)}{doing.group(3)}"
        if doing.group(2).lower() == "swelling":  # "leg swelling red hot": "my leg is swollen, red and hot"
            states = ["swollen", *described]
            return f"my {part} {be} {', '.join(states[:-1])} and {states[-1]}"
    if (too := _PART_TOO.match(text)) is not None:
        part = uncapitalised(re.sub(r"^my ", "", too.group(1), flags=re.IGNORECASE))
        return f"my {part} {'are' if _plural(part.split()[-1].lower()) else 'is'} {too.group(2)}"
    if (on := _ON_PART_TOO.match(text)) is not None:
        return f"the {on.group(1)} on my {on.group(2)} is {on.group(3)}"
    if (compound := re.match(r"^(" + _PART + r")\s+([a-z]+-[a-z]+)$", text, re.IGNORECASE)) and _hyphen_adjective(compound.group(2)):
        part = re.sub(r"^my ", "", compound.group(1), flags=re.IGNORECASE)
        return f"my {part} {'are' if _plural(part.split()[-1].lower()) else 'is'} {compound.group(2)}"
    match = _PART_STATE.match(text)
    if not match:
        return None
    first, second, degree, verb, word, tail = match.groups()
    where = re.match(r"\s+(?:at|on|in|over|under|behind|below|above|near)\b", tail) is not None  # "sore at the base of my thumb"
    adjectives = [word, *([] if where else tail.split())]
    if len(adjectives) > 1 and not verb and all("ADJ" in word_classes(each.lower()) and (
            "VERB" not in word_classes(each.lower()) or each.lower().endswith(("en", "ed")) or each.lower() in _COLOURS | _FELT)
            for each in adjectives):
        # "left foot cold white numb", "hand puffy red": "my left foot is cold, white and numb"
        word, tail = ", ".join(adjectives[:-1]) + " and " + adjectives[-1], ""
    elif not (adjective_only(word.lower()) or participle_of(word.lower()) is not None
              or word.lower() in ("worse", "better", "hoarser", "weaker", "bigger", "redder", "puffier", "sore")):
        return None
    if tail.strip() and not adjective_only(word.lower()) and not verb and not (where and word.lower() == "sore"):
        return None  # "hand crushed at work" is a happening ("my hand got crushed at work"), said by the grammar below
    parts = [re.sub(r"^my ", "", part, flags=re.IGNORECASE) for part in (first, second) if part]
    plural = len(parts) > 1 or _plural(parts[0].split()[-1].lower())
    subject = "my " + " and ".join(parts)
    if re.match(r"both ", subject[3:], re.IGNORECASE):  # "both eyes crusty": "both my eyes", never "my both eyes"
        subject = "both my " + subject[len("my both "):]
    verb = (verb or "").lower()
    if verb.startswith("feel"):
        said = "feel" if plural else "feels"
    elif verb.startswith("keep"):
        said = "keep" if plural else "keeps"
    elif verb.startswith(("look", "seem")):  # "belly looks full": "my belly looks full", never "the belly looks are full"
        said = verb.rstrip("s") if plural else verb.rstrip("s") + "s"
    elif verb:
        said = f"{'are' if plural else 'is'} {verb}"
    else:
        said = "are" if plural else "is"
    return " ".join(piece for piece in (subject, said, degree, word + tail) if piece)


#: A colour or a state coming on ("going grey", "turning blue"; 2026-12av ATS, the forty-fifth read: "I'm going and grey").
_GOING_COLOUR = re.compile(r"^(going|turning|getting) (grey|gray|blue|pale|white|yellow|purple|mottled|floppy|cold|clammy|sweaty|drowsy|"
                           r"sleepy|quiet|confused)\b(.*)$", re.IGNORECASE)
#: A thing had and then a state ("noisy breathing and going grey", "back pain and numb down below").
_AND_A_STATE = re.compile(r"^([a-z][a-z ]+?) and ((?:going|turning|getting|hard|unable|numb|weak|confused|drowsy|floppy|pale|grey|gray|"
                          r"blue|clammy|sweaty|sleepy|not)\b.+)$", re.IGNORECASE)
#: A doing and when it comes, said of the patient by "he" or "she" ("goes blue when she coughs").
_WHEN_HER = re.compile(r"^([a-z][a-z ]*?)\s+(when|whenever|every time|if)\s+(?:he|she|they)\s+([a-z]+)(\b[^,]*)$", re.IGNORECASE)


def realise(text: str, alone: bool = True) -> str | None:
    """A complaint fragment as the speaker's clause, or ``None`` for a noun phrase (the caller says "I've got …")."""
    if (when := _WHEN_HER.match(text)) and (head := realise(when.group(1), alone)) and head.startswith("I "):
        # "goes blue when she coughs": a doing and when it comes, the speaker's both ("I go blue when I cough"; 2026-12ad
        # narrative, training: "she's got goes blue when she coughs")
        return f"{head} {when.group(2)} I {third_person_of(when.group(3)) or when.group(3)}{when.group(4)}"
    if (going := _GOING_COLOUR.match(text)) is not None:  # "going grey": a change under way, never "I'm going and grey"
        return f"I'm {going.group(1).lower()} {going.group(2).lower()}{going.group(3)}"
    if (both := _AND_A_STATE.match(text)) is not None and realise(both.group(1), alone) is None \
            and (state := realise(both.group(2), alone)) is not None and state.startswith(("I'm ", "I've ")):
        # "Purple spots and hard to wake", "Back pain and numb down below": a thing had and a state, each the speaker's
        # (2026-12av ATS, the forty-fifth read, D: "I'm here because of purple spots and hard to wake")
        return f"I've got {both.group(1)[:1].lower()}{both.group(1)[1:]} and {state}"
    words = _words(text)
    if not words or re.match(r"^[\d+~]", text) or re.search(r"\d$", text) or "," in text or _CLAUSE_INSIDE.search(text) or _COUNT.search(text):
        return None  # a number ("84 years old") or a clause of its own inside ("stroke symptoms I was last fine…")
    low = [word.lower() for word in words]
    rest_text = " ".join(words[1:])
    if text.lower().startswith(_PRONOUN_HEADS):
        return None
    if len(low) > 3 and low[1] == "and" and adjective_only(low[0]) and gerund_of(low[2]) is not None:
        # "Bloated and bringing up green fluid": a state and a doing, each the speaker's ("I'm bloated and I've been
        # bringing up green fluid"), never "I'm here because of bloated and ..." (before the 2026-12ar round, the fortieth read)
        return f"I'm {low[0]} and I've been {' '.join(words[2:])}"
    if low[:2] == ["rear", "ended"]:  # "rear ended at stoplight"
        return f"I was rear-ended {_with_article(words[2:])}".strip()
    if low[0] in _DONE_TO and len(low) > 1 and low[1] in _DONE_WHERE and (low[1] == "by" or low[0] not in ("stuck", "hit")):
        return f"I was {words[0]} {_with_article(words[1:])}"
    if (used := _INHALER_USED.match(text)) is not None:  # "blue inhaler every 3 hours": how often it was used
        return f"I've been using my {used.group(1)} {used.group(2)}"
    if (state := part_state(text)) is not None:
        return state
    if all(word.isalpha() for word in low) and len(low) <= 3:
        if low[-1] in _JOBS:
            return f"I'm {indefinite_article(text)} {text}"
        if low[-1] in _WORKPLACES:
            return f"I work in {text}"
    if low[0] == "with" and len(words) > 2 and low[1] in ("a", "an", "some"):
        # "Newborn with a fever found on a home visit": what the baby has, never "it happened with a fever" (twenty-ninth read)
        found = re.match(r"^(.*?)\s+((?:found|noticed|picked up|seen|spotted)\b.*)$", rest_text, re.IGNORECASE)
        return f"I've got {found.group(1)}, {found.group(2)}" if found else f"I've got {rest_text}"
    if low[0] in _PREPOSITIONS and len(words) > 1 and low[0] not in ("after", "on", "to"):  # "Seizure, in triage"
        return f"it happened {text}"
    if len(low) > 1 and gerund_of(low[0]) is not None and low[1] in ("hard", "harder", "fast", "slowly", "badly", "heavily", "noisily",
                                                                     "quickly", "loudly"):
        return f"I'm {text}"  # "Baby working hard to breathe with a cold" (2026-12af ATS, training: "the working is hard")
    if word_classes(low[0]) == {"ADV"} and len(low) > 1 and gerund_of(low[1]) is not None:  # "barely breathing"
        return f"I'm {text}"
    if low[0] in ("always", "constantly", "permanently", "often", "sometimes", "suddenly", "increasingly") and len(low) == 2 \
            and adjective_only(low[1]):  # "always thirsty": "I'm always thirsty", never "I'm here because of always thirsty"
        return f"I'm {text}"
    if low[:2] == ["due", "date"] and len(low) > 2:  # "Due date tomorrow": "my due date is tomorrow"
        return f"my due date is {' '.join(words[2:])}"
    if low[0] == "due" and len(low) > 1 and low[1] not in ("date", "dates", "to"):  # "Due my next rabies injection": "I'm due ...", never "I've got a due" (2026-12ah)
        return f"I'm {text[:1].lower()}{text[1:]}"
    if low[:2] == ["out", "of"]:
        return f"I've run out of {' '.join(words[2:])}".strip()
    if low[0] == "unable" and len(low) > 2 and low[1] == "to":
        return f"I can't {' '.join(words[2:])}"
    if low[0] in _MODALS or low[:2] == ["will", "not"]:
        return f"I {text}"
    if low[0] == "says" and len(words) > 1:
        said = realise(rest_text, alone=True)
        return f"I say {said or rest_text}"
    if low[0] == "not" and len(words) > 1:
        verb = gerund_of(low[1])
        if verb and verb in _ITEM_VERBS and not alone:
            return f"it's {text}"
        return f"I'm {text}"
    if (verb := third_person_of(low[0])) and (not is_noun(low[0]) or verb in _LINKING and len(low) > 1 and (
            gerund_of(low[1]) is not None or adjective_only(low[1]))):  # "stops breathing", not "urges to self-harm"
        past = getInflection(verb, "VBD")
        said = verb if _agrees(low[0], verb) else (past[0] if past else verb)
        if said in ("want", "need") and len(words) > 1 and low[1] != "to":
            rest_text = with_article(rest_text)  # "wants sexual health check": "I want a sexual health check"
        return f"I {said} {rest_text}".strip()
    if "versus" in low:
        at = low.index("versus")
        what, hit = " ".join(words[:at]), " ".join(words[at + 1:])
        if not what or not hit:
            return None
        if low[at - 1] in _VICTIMS:
            return f"I was hit by {indefinite_article(hit)} {hit}"
        return f"I was in {indefinite_article(what)} {what} that hit {indefinite_article(hit)} {hit}"
    phrase, predicate, rest = _split(words)
    tail = f" {_with_article(rest)}" if rest else ""
    core = [word for word in phrase if word.lower() not in _DETERMINERS]
    if not core:
        return None
    head = core[-1].lower()
    if core[0].lower() in PERSON_NOUNS and len(words) > 1:  # "baby breathing fast": the person is the speaker
        return realise(" ".join(words[words.index(core[0]) + 1:]), alone)
    if head in PERSON_NOUNS:  # "floppy grey baby", "yellow newborn"
        described = core[:-1]
        if described and all(adjective_only(word) or word.lower() in _DEGREE for word in described):
            return _said_as_adjectives(described, tail, alone)
        return None
    if predicate:
        return _with_predicate(phrase, predicate, rest, tail)
    if all(adjective_only(word) or word.lower() in _DEGREE for word in core) and adjective_only(core[-1]):
        return _said_as_adjectives(core, tail, alone)
    if len(core) == 1 and participle_of(head) is not None and not is_noun(head):  # "distressed", "dazed"
        if not alone and head in _ITEM_ADJECTIVES:  # "Nosebleed, controlled with pressure"
            return f"it's {text}"
        if past_of(head) in FALLING_VERBS and rest:  # "slid down beside the bed": what the speaker did, never "I'm slid"
            return f"I {text}"
        return f"I was {text}" if rest and rest[0].lower() == "by" else f"I'm {text}"
    if len(core) == 1 and gerund_of(head) in _SENSATIONS:  # "stinging when passing urine": "it stings when …"
        return f"it {getInflection(gerund_of(head), 'VBZ')[0]}{tail}"
    if len(core) == 1 and gerund_of(head) is not None and not is_noun(head):  # "writhing", "struggling"
        return f"I've been {text}"
    if head == "slip" and len(core) > 1:  # "boat ramp slip": "I slipped on a boat ramp"; "knife slip": the knife slipped
        where = " ".join(core[:-1])
        if TOOL.match(where) or core[-2].lower() in ("knife", "blade", "saw", "chisel", "razor"):
            return f"the {where} slipped{tail}"
        return f"I slipped on {indefinite_article(where)} {where}{tail}"
    if head in ("spill", "wipeout", "tumble", "fall") and len(core) > 1 and core[-2].lower() in _RIDDEN:
        ridden = " ".join(core[:-1])  # "e-scooter spill": "I came off an e-scooter"
        return f"I came off {indefinite_article(ridden)} {ridden}{tail}"
    event = _EVENTS.get(head) or ("had" if head == "shock" and len(core) > 1 and core[-2].lower() in ("electric", "electrical") else None)
    if event is not None and not phrase[0].lower() in _DETERMINERS:  # "electric shock from light fitting": had, never "got"
        described = " ".join(core)
        if event == "in":
            return f"I was in {indefinite_article(described)} {described}{tail}"
        if event == "had":
            return f"I had {indefinite_article(described)} {described}{' injury' if head == 'needlestick' else ''}{tail}"
        if len(core) > 1 and participle_of(head) is None:
            did = getInflection(head, "VBD")
            agent = " ".join(core[:-1])
            if did:
                return f"{indefinite_article(agent)} {agent} {did[0]} me{tail}"
    if len(core) <= 2 and head in _BODY_WORDS and rest and rest[0].lower() in ("through", "into") \
            and all(word.lower() in ("left", "right") for word in core[:-1]):  # "arm through glass door"
        return f"I put my {' '.join(core)}{tail}"
    if low[0] == "last" and len(words) > 2:  # "last drink yesterday", "last treatment eight days ago"
        when = next((index for index, word in enumerate(low) if index > 1 and _TIME_WORD.match(word)), None)
        if when is not None:
            return f"my {' '.join(words[:when])} was {' '.join(words[when:])}"
    if head == "flare" and len(core) > 1:  # "Crohn's flare": the illness flared up ("a COPD flare-up" is a noun phrase)
        return f"my {' '.join(core[:-1])} has flared up{tail}"
    if core[0].lower() == "ongoing" and len(core) > 1:
        return f"I've still got {with_article(' '.join(core[1:]))}{tail}"
    if core[0].lower() == "recent" and len(core) > 1:
        return f"I've recently had {' '.join(core[1:])}{tail}"
    if not is_noun(head):
        return _safe(text, alone)
    return None


#: Nouns whose -ing word says what they are with ("trouble swallowing", "difficulty breathing"), not what they do.
_TAKES_GERUND = frozenset({"trouble", "difficulty", "difficulties", "problem", "problems", "pain", "discomfort"})


def _said_as_adjectives(described: list[str], tail: str, alone: bool) -> str:
    words = [word.lower() for word in described]
    said = _adjectives(described)
    if not alone and len(words) == 1 and words[0] in _ONSET_ADJECTIVES:
        return f"it came on {words[0]}ly{tail}"
    if not alone and words[-1] in _ITEM_ADJECTIVES:
        return f"it's {said}{tail}"
    if all(word in _COLOURS or word in _DEGREE for word in words):
        return f"I've gone {said}{tail}"
    return f"I'm {said}{tail}"


def _with_predicate(phrase: list[str], predicate: list[str], rest: list[str], tail: str) -> str:
    said = " ".join(predicate)
    first = predicate[0].lower()
    if _head_of(phrase).lower() in _TAKES_GERUND and gerund_of(first) is not None:
        return f"I've got {' '.join(phrase)} {said}{tail}"  # "trouble swallowing": what the trouble is with
    if gerund_of(first) is not None and not adjective_only(first) and not _agent(_head_of(phrase)):
        return f"I've got {' '.join(phrase)} {said}{tail}"  # "pain radiating to my back": what the pain does
    if _head_of(phrase).lower() in _EVENTS and _EVENTS[_head_of(phrase).lower()] == "in" and participle_of(first):
        crash = " ".join(word for word in phrase if word.lower() not in _DETERMINERS)
        return f"I was in {indefinite_article(crash)} {crash} and I was {said}{tail}"  # "car crash ejected"
    if first in _PERCEIVED:  # "bruises noticed at childcare": "my bruises were noticed at childcare"
        owner = " ".join(phrase) if phrase[0].lower() in _DETERMINERS else f"my {' '.join(phrase)}"
        return f"{owner} {_be(phrase, past=True)} {said}{tail}"
    if len(predicate) == 1 and participle_of(first) is not None and rest and rest[0].lower() != "by" and not _mine(phrase) \
            and (phrase[0].lower() not in _DETERMINERS or phrase[0].lower() in ("a", "an", "some")):
        # what is in or on the speaker ("bead stuck in nose", "drain cleaner splashed in eye")
        return f"I've got {with_article(' '.join(phrase))} {said}{tail}"
    subject = _owned(phrase)
    be = _be(phrase)
    if first == "not":
        return f"{subject} {be}n't {' '.join(predicate[1:])}{tail}"
    if first == "ongoing":
        if re.match(r"^\s*for\b", tail):  # "seizure ongoing for twelve minutes": how long it has gone on
            return f"{subject} {'have' if be == 'are' else 'has'} been going on{tail}"
        return f"{subject} {be} still going on{tail}"
    if len(predicate) == 1 and participle_of(first) is not None and rest and rest[0].lower() == "by":
        return f"{subject} {_be(phrase, past=True)} {said}{tail}"  # "a tourniquet was placed by the ambulance crew"
    if len(predicate) == 1 and (verb := participle_of(first)) is not None and not adjective_only(first):
        if verb in _SELF_VERBS:
            return f"{subject} {'have' if _plural(_head_of(phrase)) else 'has'} {said}{tail}"  # "my pain has moved"
        if rest and rest[0].lower() == "by":
            return f"{subject} {_be(phrase, past=True)} {said}{tail}"  # "my foot was crushed by a forklift"
        if rest:
            return f"{subject} got {said}{tail}"  # "my hand got crushed at work"
        return f"{subject} {be} {said}"  # "my words are slurred"
    return f"{subject} {be} {said}{tail}"  # "my catheter is blocked", "the room is spinning", "my throat is tight"


def _safe(text: str, alone: bool) -> str:
    """A fragment of no shape this module knows: said as what the speaker is here about, in its own words."""
    if alone and any(past_of(word) and not is_noun(word) for word in text.lower().split()[1:]):
        return f"I'm here because {text}"  # "sudden left testicle pain woke me at 5 am": a clause, never "because of" it
    return f"it's {text}" if not alone else f"I'm here because of {text}"


_PRONOUNS = frozenset({"i", "it", "he", "she", "they", "we", "you", "this", "that", "there", "what", "which", "who", "me", "him", "her"})
#: A typed sentence's own finite verb after its subject ("stitches in her shin are due out", "the 2 cm gap keeps opening").
_FINITE = re.compile(r"^((?:[\w'-]+ ){1,6}?)(is|are|was|were|has|have|keeps|keep|looks|look|seems|seem) (\S.*)$", re.IGNORECASE)


def subject_clause(text: str) -> str | None:
    """A fragment typed as a whole sentence, its subject a noun phrase and its verb finite ("stitches in my shin are due
    out", "2 cm gap keeps opening"): said with the subject's determiner ("my stitches in my shin are due out"), never
    after "I've got" (twenty-eighth read: "I've got stitches in my shin are due out"). None for any other fragment."""
    found = _FINITE.match(text.strip())
    if not found or "," in text:
        return None
    subject = found.group(1).split()
    first = subject[0].lower()
    if any(word.lower() in _PRONOUNS or word.lower() in _MODALS or "'" in word or (third_person_of(word) and not is_noun(word))
           for word in subject) or \
            not (is_noun(first) or adjective_only(first) or first[0].isdigit() or first in _DETERMINERS):
        return None
    phrase, _, place = " ".join(subject).partition(" in ")
    owned = " ".join(subject) if first in _DETERMINERS else _owned(phrase.split()) + (f" in {place}" if place else "")
    return f"{owned} {found.group(2).lower()} {found.group(3)}"

