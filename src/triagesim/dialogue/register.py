"""Lay register and well-formed English: chart shorthand, clinical jargon, broken text, foreign idioms.

Chart shorthand is read from the registration vocabulary (``clinical.registration``): a term
written with a slash or a plus ("s/p", "N/V", "+HCG"), a number with a unit stuck to it ("8wks"),
a lower-case clipping the vocabulary rewrites ("preg", "abd", "fx", "lac"), and any word in capitals
that no lay phrasing of that vocabulary uses and nobody says aloud ("DENIES", "TYLENOL", "SOB"; not
"COPD", "GP"). Broken English is only what a generator does and a speaker never would: punctuation
doubled by a splice ("No., uh, No"), a sentence or an "i" in lower case, "else" after a verb
("how he feels else"), "an 6". A persona's own slips ("It start a few hours ago") are its English,
not a defect.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas, getInflection

from ..clinical.registration import REGISTRATION
from .defects import Defect, LineContext
from .vocabulary import BRITISH_IDIOMS, ELSE_AFTER, HABIT_VERBS, PAIN_VERBS, SPOKEN_ACRONYMS

__all__ = ["check_chart_shorthand", "check_broken_english", "check_idiom_mismatch", "chart_terms", "jargon_in", "shorthand_in"]

_B = r"(?<![A-Za-z0-9/+])"
_E = r"(?![A-Za-z0-9/])"

#: Lower-case clippings the rule in ``_clipped`` finds that people do say ("my meds", "chemo").
_SAID_ALOUD = frozenset({"chemo", "med", "meds", "transfer", "aaa", "od"})
_INFLECTIONS = ("s", "es", "ed", "d", "ing", "ness", "t", "ly", "er", "red", "bed", "ged", "ped")


def _lay_words() -> frozenset[str]:
    return frozenset(re.findall(r"[a-z]+", " ".join(entry.lay.lower() for entry in REGISTRATION)))


def _clipped(term: str, lay: str, lay_words: frozenset[str]) -> bool:
    """A lower-case term that is a chart clipping, not a word: no vowel ("fx", "hx"), three letters
    or fewer that no lay phrase uses ("abd", "lac"), or the head of a longer lay word that is no
    inflection of it ("preg" of "pregnant", "palps" of "palpitations"; not "vomit" of "vomiting")."""
    if not re.fullmatch(r"[a-z]+", term) or term in lay_words or term in _SAID_ALOUD:
        return False
    if not re.search(r"[aeiouy]", term) or len(term) <= 3:
        return True
    words = re.findall(r"[a-z]+", lay)
    inflected = any(word == term + ending for word in words for ending in _INFLECTIONS)
    return not inflected and any(word.startswith(term[:3]) and len(word) >= len(term) + 3 for word in words)


@lru_cache(maxsize=1)
def chart_terms() -> tuple[re.Pattern[str], re.Pattern[str], frozenset[str]]:
    """(terms matched in any case, terms matched only in capitals, capitals-only words the lay phrasings use)."""
    lay_words = _lay_words()
    loose: set[str] = set()
    caps: set[str] = set()
    for entry in REGISTRATION:
        for term in entry.terms:
            if re.search(r"[/+&]", term) and re.search(r"[A-Za-z]", term):
                (caps if entry.match == "caps" else loose).add(term)
            elif _clipped(term, entry.lay, lay_words):
                loose.add(term)
    spoken = frozenset(re.findall(r"\b[A-Z][A-Z0-9]+\b", " ".join(entry.lay for entry in REGISTRATION)))

    def alternation(terms: set[str], flags: int) -> re.Pattern[str]:
        body = "|".join(re.escape(term).replace(r"\ ", r"\s+") for term in sorted(terms, key=len, reverse=True))
        return re.compile(f"{_B}(?:{body}){_E}", flags)

    return alternation(loose, re.IGNORECASE), alternation(caps, 0), spoken | SPOKEN_ACRONYMS


_CAPITALS = re.compile(r"(?<![\w'&/+-])([A-Z][A-Z0-9&+/]*[A-Z0-9])(?![\w'’&/+-])")
_NUMBER_UNIT = re.compile(r"\b\d+\s?(?:wks?|hrs?|yrs?|yo|y/o|mos|dys?)\b", re.IGNORECASE)
_SIDE = re.compile(
    r"(?<![\w'])[LR](?= (?:hand|arm|leg|foot|knee|hip|eye|ear|wrist|ankle|shoulder|side|chest|flank|elbow|finger|toe|thumb|"
    r"forearm|thigh|calf|heel)s?\b)"
)
#: Greek and Latin clinical words a patient with limited English, or a confused one, would not use.
_JARGON = re.compile(
    r"\b\w{2,}(?:emia|aemia|algia|ptysis|emesis|pnoea|pnea|uria|phagia|plegia|paresis|ictal|chezia|lithiasis|penia|cytosis|"
    r"esthesia|aesthesia)\b|\b(?:syncop\w*|presyncope|melena|malena|melaena|pyrexia|febrile|diaphoretic|diaphoresis|"
    r"obtunded|somnolent|lethargic|tachycardi\w*|bradycardi\w*|hypoxi\w*|hypotensi\w*|deformity|laceration|contusion|"
    r"haematoma|hematoma|ecchymosis|erythema|edema|oedema|ataxia|aphasia|dysarthria|epistaxis)\b",
    re.IGNORECASE,
)
#: English words the suffixes above also end.
_NOT_JARGON = frozenset({"nostalgia", "academia", "bohemia"})


def jargon_in(text: str) -> list[str]:
    """The clinical (Greek or Latin) words of a text."""
    return [match.group(0) for match in _JARGON.finditer(text) if match.group(0).lower() not in _NOT_JARGON]


def shorthand_in(text: str) -> list[str]:
    loose, caps, spoken = chart_terms()
    found = [match.group(0) for match in loose.finditer(text)] + [match.group(0) for match in caps.finditer(text)]
    found += [match.group(0) for match in _NUMBER_UNIT.finditer(text)]
    found += [f"{match.group(0)} (for left/right)" for match in _SIDE.finditer(text)]
    for match in _CAPITALS.finditer(text):
        word = match.group(1)
        if word in spoken or sum(ch.isalpha() for ch in word) < 2 or word in found:
            continue
        found.append(word)
    return found


def check_chart_shorthand(context: LineContext) -> list[Defect]:
    """A patient or companion says chart text: shorthand, capitals, or jargon beyond its English."""
    if not context.line.from_patient_side:
        return []
    text = context.text
    defects = []
    shorthand = shorthand_in(text)
    if shorthand:
        words = ", ".join(dict.fromkeys(shorthand))
        defects.append(context.defect(
            "chart_shorthand",
            f"say {words} in the everyday words a patient uses (no chart abbreviations or words in capitals)",
            words,
        ))
    jargon = jargon_in(text)
    if jargon:
        patient = context.episode.patient
        limited = patient is not None and (patient.language_proficiency in ("limited", "intermediate")
                                           or patient.cognitive_state == "confused")
        from_chart = [word for word in jargon if re.search(rf"\b{re.escape(word)}\b", context.episode.complaint, re.IGNORECASE)]
        beyond = jargon if limited else from_chart
        if beyond:
            words = ", ".join(dict.fromkeys(beyond))
            who = "this patient's English" if limited else "a patient's own words"
            defects.append(context.defect(
                "chart_shorthand", f"{words} is a clinical term beyond {who}; say what it looks or feels like instead", words
            ))
    return defects


_ABBREVIATION_END = re.compile(r"(?:\b(?:[A-Za-z]\.){2,}|\b(?:etc|approx|vs|Dr|Mr|Mrs|Ms|St)\.)$")
_SPLICED = re.compile(r"[.!?][,;:]|[,;:][.!?]|[?!]\.|,,|\s,|\.\s*[—–]")
_LOWER_START = re.compile(r"[.!?]\s+([a-z]\w*)")
_LOWER_I = re.compile(r"(?<![\w'’.-])i(?=['’]\w|\s|[,.!?—]|$)")
_ELSE = re.compile(r"\b([A-Za-z']+)\s+else\b")
_ARTICLE = re.compile(
    r"\ban (?:[0-79]|10|one|two|three|four|five|six|seven|nine|ten)\b|\ba (?:8|11|18|eight|eleven|eighteen)\b", re.IGNORECASE
)


#: "I've got" and its kin before the word that follows them: a noun phrase must come next.
_HAVE_GOT = re.compile(r"\b(?:I've|I have|we've|they've|he's|she's|you've) got ([A-Za-z']+)(?: ([\w']+))?")
#: Words that are never the start of what one has got ("I've got now nausea", "I've got same back pain").
_NOT_GOT = frozenset({"now", "same", "then", "also", "still", "just", "very", "is", "are", "was", "were", "can",
                      "can't", "could", "will", "would", "did", "does", "do"})
#: Broken pieces the typist's fragments leave when read by rote ("4 days are ago", "the now scrotum", "my can swallow").
#: "her" is an object too ("the stroke team for her now"): after it only a verb is a broken piece.
_ROTE = re.compile(r"\b(?:are|is|am) ago\b|\b(?:the|my|his|their) (?:now|can|can't|will|won't|moves|opens|takes)\b|"
                   r"\bher (?:can|can't|will|won't|moves|opens|takes)\b", re.IGNORECASE)


#: Verbs a chart writes for "he" that are nouns too, so the lexicon cannot tell: after "I've got" they are the verb.
_THIRD_PERSON_VERBS = frozenset(HABIT_VERBS) | (PAIN_VERBS & {"goes", "comes"}) | {
    "points", "states", "says", "needs", "wants", "gets", "keeps"}
_DETERMINER_NEXT = re.compile(r"(?:a|an|the|my|his|her|their|some|\d[\w.]*|to|in|on|into|at|with|from|by|off|up|down|out)$",
                              re.IGNORECASE)


def _not_a_noun_phrase(word: str, after: str | None) -> bool:
    """A word after "I've got" that cannot begin what is got: an adverb of time ("now nausea", "same back pain"), a verb
    the chart wrote for "he" ("smokes 1 ppd", "takes eliquis"), a past tense that is no participle ("took"), or a
    participle straight before an article, a number or a preposition ("soaked 2 dish towels"). Participles before a
    noun are adjectives ("I've got bruised ribs"). Read from lemminflect's lexicon."""
    low = word.lower()
    if low in _NOT_GOT or low in _THIRD_PERSON_VERBS or (low == "back" and (after or "").lower() == "from"):
        return True  # "I've got back from Ghana" is "I got back"
    lemmas = getAllLemmas(low)
    verbs = lemmas.get("VERB", ())
    if verbs and after is not None and _DETERMINER_NEXT.match(after) and "NOUN" not in lemmas \
            and any(low in getInflection(lemma, "VBN") for lemma in verbs):
        return True  # "I've got soaked 2 dish towels", however the lexicon also reads "soaked"
    if not lemmas or set(lemmas) & {"NOUN", "PROPN", "ADJ", "NUM"}:
        return False
    past = any(low in getInflection(lemma, "VBD") for lemma in verbs)
    participle = any(low in getInflection(lemma, "VBN") for lemma in verbs)
    if past and not participle and not low.endswith(("t", "ed")):
        return True  # "I've got took"; not "burnt", which British English uses as the participle too
    return participle and after is not None and bool(_DETERMINER_NEXT.match(after))


def _after_abbreviation(text: str, end: int) -> bool:
    """The full stop at ``end`` closes an abbreviation ("a.m.", "etc."), not a sentence."""
    return bool(_ABBREVIATION_END.search(text[: end + 1]))


def check_broken_english(context: LineContext) -> list[Defect]:
    """Text no speaker would produce: spliced punctuation, lower-case starts, "else" misplaced, "an 6"."""
    text = context.text
    problems: list[tuple[str, str]] = []
    for match in _SPLICED.finditer(text):
        if match.group(0)[0] == "." and _after_abbreviation(text, match.start()):
            continue
        problems.append((_around(text, match.start(), match.end()), "punctuation spliced together"))
    for match in _LOWER_START.finditer(text):
        if text[match.start()] == "." and (_after_abbreviation(text, match.start()) or text[max(0, match.start() - 2): match.start() + 1] == "..."):
            continue
        problems.append((_around(text, match.start(), match.end()), "a sentence that starts in lower case"))
    if re.match(r"[a-z]", text.strip()) and not re.match(r"(?:iPhone|iPad|eBay|e\.g\.|i\.e\.)", text.strip()):
        problems.append((_around(text, 0, 12), "a line that starts in lower case"))
    for match in _LOWER_I.finditer(text):
        problems.append((_around(text, match.start(), match.end()), '"I" written in lower case'))
    for match in _ELSE.finditer(text):
        if match.group(1).lower() not in ELSE_AFTER:
            problems.append((_around(text, match.start(), match.end()), f'"else" after "{match.group(1)}" (say "otherwise")'))
    for match in _ARTICLE.finditer(text):
        problems.append((match.group(0), "the wrong article before a number"))
    for match in _HAVE_GOT.finditer(text):  # "I've got smokes 1 ppd", "I've got stubbed left toe" (2026-12q)
        if _not_a_noun_phrase(match.group(1), match.group(2)):
            problems.append((_around(text, match.start(), match.end()), '"got" before a verb or an adverb, not a thing'))
    for match in _ROTE.finditer(text):  # "4 days are ago", "my can swallow water"
        problems.append((_around(text, match.start(), match.end()), "a chart fragment read by rote"))
    for match in re.finditer(r"[\x00-\x08\x0b-\x1f\x7f]", text):  # a generator's marker left in the line (thirty-second read)
        problems.append((_around(text, match.start(), match.end()).replace(match.group(0), "\\x%02x" % ord(match.group(0))),
                         "a control character in the line"))
    if not problems:
        return []
    excerpt = "; ".join(dict.fromkeys(excerpt for excerpt, _ in problems))
    reasons = ", ".join(dict.fromkeys(reason for _, reason in problems))
    return [context.defect("broken_english", f"rewrite as well-formed English: {reasons}", excerpt)]


def _around(text: str, start: int, end: int, margin: int = 12) -> str:
    """The words around a match: ``margin`` characters each side, widened to whole words."""
    left, right = max(0, start - margin), min(len(text), end + margin)
    while left > 0 and not text[left - 1].isspace():
        left -= 1
    while right < len(text) and not text[right].isspace():
        right += 1
    return text[left:right].strip()


def check_idiom_mismatch(context: LineContext) -> list[Defect]:
    """A British idiom from a patient whose first language is not English."""
    patient = context.episode.patient
    if not context.line.from_patient_side or patient is None or patient.first_language == "English":
        return []
    match = BRITISH_IDIOMS.search(context.text)
    if match is None:
        return []
    language = patient.first_language or "another language"
    return [context.defect(
        "idiom_mismatch",
        f'"{match.group(0)}" is a British idiom; a speaker whose first language is {language} would say it plainly',
        match.group(0),
    )]
