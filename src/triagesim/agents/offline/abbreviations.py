"""Chief-complaint shorthand into the words a patient would use.

MIMIC-IV-ED chief complaints are typed by triage staff in a hurry: ``SOB, COPD exac``,
``s/p fall, L hip pain``, ``ETOH, head lac``, ``cough x2 wks``. A scripted patient must say
these in ordinary speech, so the nurse on the other side hears "short of breath" and "after a
fall" rather than charting codes.

Two layers:

- ``expand_complaint`` expands *abbreviations* only (``CP`` → chest pain, ``N/V`` → nausea and
  vomiting, ``L`` → left, ``x2 wks`` → for two weeks); ordinary words are left alone.
- ``lay_phrase`` does that and also turns clinical jargon into lay words (``epistaxis`` →
  nosebleed, ``melena`` → black tarry poo, ``syncope`` → I fainted).

Both are word-boundary aware (a token is delimited by anything that is not a letter, digit or
slash, so ``N/V`` matches but ``N/V/D`` is taken whole), case-insensitive except for the
single letters ``R`` and ``L`` (upper case only, so the odd lower-case ``l`` in free text is
not read as "left"), and keep every word they do not know.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["expand_complaint", "lay_phrase", "number_word", "complaint_items"]

_NUMBER_WORDS = {
    0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen",
    15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
}

_UNITS = {
    "m": "minute", "min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute",
    "h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour",
    "d": "day", "dy": "day", "dys": "day", "day": "day", "days": "day",
    "w": "week", "wk": "week", "wks": "week", "week": "week", "weeks": "week",
    "mo": "month", "mos": "month", "mon": "month", "month": "month", "months": "month",
    "y": "year", "yr": "year", "yrs": "year", "year": "year", "years": "year",
}
_UNIT_PATTERN = "|".join(sorted(_UNITS, key=len, reverse=True))


def number_word(value: int | str) -> str:
    """``2`` → ``two`` (up to twenty); larger numbers stay as digits."""
    number = int(value)
    return _NUMBER_WORDS.get(number, str(number))


def _quantity(count: str, unit: str) -> str:
    base = _UNITS[unit.lower()]
    number = int(count)
    if number == 1:
        return f"one {base}"
    return f"{number_word(number)} {base}s"


# Token boundaries: letters, digits and slashes belong to a token.
_L = r"(?<![A-Za-z0-9/])"
_R = r"(?![A-Za-z0-9/])"

Replacement = str | Callable[[re.Match[str]], str]


def _rule(pattern: str, replacement: Replacement, *, case_sensitive: bool = False) -> tuple[re.Pattern[str], Replacement]:
    flags = 0 if case_sensitive else re.IGNORECASE
    return re.compile(pattern, flags), replacement


def _word(abbreviation: str) -> str:
    return _L + abbreviation + _R


# Order matters: multi-token and slash forms first, then single tokens, then sides.
_ABBREVIATION_RULES: list[tuple[re.Pattern[str], Replacement]] = [
    # Durations: "x2 wks", "x 3 days", "X1 week", "x2d".
    _rule(_L + r"x\s?(\d+)\s?(" + _UNIT_PATTERN + r")\.?" + _R, lambda m: "for " + _quantity(m.group(1), m.group(2))),
    # "9 wks pregnant", "3 days" written with shorthand units.
    _rule(_L + r"(\d+)\s?(wks?|hrs?|mos|yrs?|dys?)" + _R, lambda m: _quantity(m.group(1), m.group(2))),
    # Age shorthand.
    _rule(_L + r"(\d+)\s?(?:yo|y/o|yr old|yrs old)" + _R, lambda m: f"{m.group(1)} years old"),
    # Cross-item vehicle crashes ("MVC, motorcycle", "MVC rollover").
    _rule(_word(r"(?:MVC|MVA)") + r"\s*,?\s*(?:motorcycle|motorbike|MC)" + _R, "motorbike crash"),
    _rule(_word(r"(?:MVC|MVA)") + r"\s+roll-?over" + _R, "rollover car crash"),
    _rule(_word(r"(?:MCC|MCA)"), "motorbike crash"),
    _rule(_word(r"(?:MVC|MVA)"), "car crash"),
    _rule(_word(r"ped(?:estrian)?\s+(?:struck|vs\.?\s+(?:car|auto))"), "hit by a car"),
    # Slash forms.
    _rule(_word(r"N/V/D"), "nausea, vomiting and diarrhoea"),
    _rule(_word(r"N/V"), "nausea and vomiting"),
    _rule(_word(r"V/D"), "vomiting and diarrhoea"),
    _rule(_word(r"D/V"), "diarrhoea and vomiting"),
    _rule(_word(r"SI/HI"), "thoughts of hurting myself or others"),
    _rule(_word(r"AH/VH"), "hearing and seeing things"),
    _rule(_word(r"s/p"), "after"),
    _rule(_word(r"c/o"), "complaining of"),
    _rule(_word(r"h/o"), "history of"),
    _rule(_word(r"r/o"), "possible"),
    _rule(_word(r"b/l"), "both sides"),
    _rule(_word(r"w/o"), "without"),
    _rule(_word(r"w/"), "with"),
    _rule(_word(r"H/A"), "headache"),
    # Foreign body and lacerations, with their body part.
    _rule(_word(r"FB") + r"\s+(?:in\s+)?((?:(?:R|L|Rt|Lt|right|left)\s+)?eye)" + _R, r"something in my \1"),
    _rule(_L + r"((?:(?:R|L|Rt|Lt|right|left)\s+)?eye)\s+FB" + _R, r"something in my \1"),
    _rule(_word(r"FB") + r"\s+ingestion" + _R, "swallowed something"),
    _rule(_word(r"FB"), "something stuck"),
    _rule(_L + r"((?:(?:R|L|Rt|Lt|right|left)\s+)?[A-Za-z]+)\s+lac(?:eration)?" + _R, r"cut on my \1"),
    _rule(_word(r"lac(?:eration)?") + r"\s+(?=\S)", "cut on my "),
    _rule(_word(r"lac"), "cut"),
    _rule(_word(r"missed\s+(?:HD|dialysis)"), "missed dialysis"),
    _rule(_word(r"PP") + r"\s+(vag(?:inal)?\s+(?:bleed(?:ing)?|bleeding|hemorrhage|haemorrhage))" + _R,
          r"\1 after giving birth", case_sensitive=True),
    # Alcohol, drugs, mental health.
    _rule(_word(r"ETOH\s+(?:intox(?:ication)?|intoxicated)"), "drunk"),
    _rule(_word(r"ETOH\s+w/?d|ETOH\s+withdrawal"), "alcohol withdrawal"),
    _rule(_word(r"ETOH"), "drinking alcohol"),
    _rule(_word(r"intox"), "intoxicated"),
    _rule(_word(r"SI"), "thoughts of hurting myself", case_sensitive=True),
    _rule(_word(r"HI"), "thoughts of hurting someone else", case_sensitive=True),
    _rule(_word(r"(?:OD|Od|od)"), "overdose", case_sensitive=True),
    _rule(_word(r"psych\s+eval"), "mental health check"),
    _rule(_word(r"AMS|ALOC"), "confusion"),
    # Common shorthand.
    _rule(_word(r"SOB"), "short of breath"),
    _rule(_word(r"DOE"), "short of breath when I walk"),
    _rule(_word(r"CP"), "chest pain"),
    _rule(_word(r"HA"), "headache", case_sensitive=True),
    _rule(_word(r"LOC"), "passed out"),
    _rule(r"\b(wound|injury|trauma|stabbing)\s+(?:to\s+(?:the\s+)?)?(?:abd|abdo|abdom|abdomen)" + _R, r"\1 to the belly"),
    _rule(_word(r"abd|abdo|abdom"), "belly"),
    _rule(_word(r"sx"), "symptoms"),
    _rule(_word(r"rxn"), "reaction"),
    _rule(_word(r"exac|exacerbation"), "flare-up"),
    _rule(_word(r"fx"), "broken"),
    _rule(_word(r"hx"), "history"),
    _rule(_word(r"dx"), "diagnosis"),
    _rule(_word(r"tx"), "treatment"),
    _rule(_word(r"rx"), "prescription"),
    _rule(_word(r"med"), "medication"),
    _rule(_word(r"meds"), "medications"),
    _rule(_word(r"eval"), "check"),
    _rule(_word(r"inj"), "injury"),
    _rule(_word(r"sz|szs"), "seizure"),
    _rule(_word(r"BRBPR"), "bright red blood from my back passage"),
    _rule(_word(r"GIB|GI\s+bleed"), "bleeding from my gut"),
    _rule(_word(r"UGIB"), "bleeding from my stomach"),
    _rule(_word(r"LGIB"), "bleeding from my bowel"),
    _rule(_word(r"UTI"), "urine infection"),
    _rule(_word(r"URI"), "a cold"),
    _rule(_word(r"ILI"), "flu-like illness"),
    _rule(_word(r"PNA"), "pneumonia"),
    _rule(_word(r"HTN"), "high blood pressure"),
    _rule(_word(r"DM"), "diabetes", case_sensitive=True),
    _rule(_word(r"CHF"), "heart failure"),
    _rule(_word(r"CKD"), "kidney disease"),
    _rule(_word(r"ESRD"), "kidney failure"),
    _rule(_word(r"CVA"), "stroke"),
    _rule(_word(r"TIA"), "mini-stroke"),
    _rule(_word(r"MI"), "heart attack", case_sensitive=True),
    _rule(_word(r"PE"), "blood clot in my lung", case_sensitive=True),
    _rule(_word(r"DVT"), "blood clot in my leg"),
    _rule(_word(r"a-?fib"), "irregular heartbeat"),
    _rule(_word(r"AF"), "irregular heartbeat", case_sensitive=True),
    _rule(_word(r"SVT"), "racing heart"),
    _rule(_word(r"palps"), "palpitations"),
    _rule(_word(r"GSW"), "gunshot wound"),
    _rule(_word(r"SBO"), "bowel blockage"),
    _rule(_word(r"BIBA|EMS"), "ambulance"),
    _rule(_word(r"post-?op"), "after an operation"),
    _rule(_word(r"bilat|bilateral"), "both"),
    _rule(_word(r"RLQ"), "lower right belly"),
    _rule(_word(r"LLQ"), "lower left belly"),
    _rule(_word(r"RUQ"), "upper right belly"),
    _rule(_word(r"LUQ"), "upper left belly"),
    _rule(_word(r"BLE"), "both legs"),
    _rule(_word(r"LE"), "leg", case_sensitive=True),
    _rule(_word(r"UE"), "arm", case_sensitive=True),
    _rule(_word(r"vag"), "vaginal"),
    _rule(_word(r"wk"), "week"),
    _rule(_word(r"wks"), "weeks"),
    # Sides last: "Rt", "Lt" (any case) and single upper-case "R" / "L".
    _rule(_word(r"Rt"), "right"),
    _rule(_word(r"Lt"), "left"),
    _rule(_L + r"R(?=\s*-?\s*sided)" , "right", case_sensitive=True),
    _rule(_L + r"L(?=\s*-?\s*sided)", "left", case_sensitive=True),
    _rule(_word(r"R"), "right", case_sensitive=True),
    _rule(_word(r"L"), "left", case_sensitive=True),
]

_BODY = (
    r"(head|face|scalp|forehead|eye|eyes|ear|ears|nose|lip|lips|cheek|chin|jaw|neck|throat|shoulder|shoulders|arm|arms|"
    r"forearm|elbow|wrist|hand|hands|palm|finger|fingers|thumb|chest|back|belly|abdomen|groin|hip|hips|buttock|"
    r"thigh|leg|legs|knee|knees|shin|calf|ankle|ankles|foot|feet|heel|toe|toes|armpit|axilla|breast|skin)"
)

# Clinical words a patient would say differently (applied after the abbreviations).
_LAY_RULES: list[tuple[re.Pattern[str], Replacement]] = [
    _rule(r"\b(left|right)\s+sided\b", r"\1-sided"),
    _rule(r"\bafter\s+(?:a\s+)?fall\b", "after a fall"),
    _rule(r"\bafter\s+(?:a\s+)?cardiac arrest\b", "after my heart stopped"),
    _rule(r"\bcardiac arrest\b", "my heart stopped"),
    _rule(r"\bROSC\b", "they got my heart going again"),
    _rule(r"\bhead strike\b", "I hit my head"),
    _rule(r"\bhematemesis\b|\bhaematemesis\b", "vomiting blood"),
    _rule(r"\bmelena\b|\bmelaena\b", "black tarry poo"),
    _rule(r"\bhematuria\b|\bhaematuria\b", "blood in my pee"),
    _rule(r"\bhemoptysis\b|\bhaemoptysis\b", "coughing up blood"),
    _rule(r"\bdysuria\b", "it burns when I pee"),
    _rule(r"\burinary retention\b", "I can't pee"),
    _rule(r"\bepistaxis\b", "a nosebleed"),
    _rule(r"\bpre-?syncope\b|\bnear syncope\b", "I nearly fainted"),
    _rule(r"\bsyncope\b|\bsyncopal episode\b", "I fainted"),
    _rule(r"\bdiaphoretic\b|\bdiaphoresis\b", "sweating"),
    _rule(r"\blethargic\b|\blethargy\b", "very drowsy"),
    _rule(r"\bbradycardic\b|\bbradycardia\b", "my heart feels slow"),
    _rule(r"\btachycardic\b|\btachycardia\b", "my heart is racing"),
    _rule(r"\bhypotensive\b|\bhypotension\b", "low blood pressure"),
    _rule(r"\bhypertensive\b|\bhypertension\b", "high blood pressure"),
    _rule(r"\bhypoglycemi[ac]\b|\bhypoglycaemi[ac]\b", "low blood sugar"),
    _rule(r"\bhyperglycemi[ac]\b|\bhyperglycaemi[ac]\b", "high blood sugar"),
    _rule(r"\bemesis\b", "vomiting"),
    _rule(r"\bdental pain\b", "toothache"),
    _rule(r"\b(bite|sting|rash|burn|cut|blister|cellulitis|redness)\s+((?:left|right|both)\s+)?" + _BODY + r"\b",
          r"\1 on my \2\3"),
    _rule(r"\b(abscess|swelling|infection|lump|wound|injury|splinter)\s+((?:left|right|both)\s+)?" + _BODY + r"\b",
          r"\1 in my \2\3"),
    _rule(r"\b((?:left|right)\s+)?testicular pain\b", r"pain in my \1testicle"),
    _rule(r"\baxilla\b", "armpit"),
    _rule(r"\babdominal\b", "belly"),
    _rule(r"\bafter\s+(car crash|motorbike crash|rollover car crash|seizure|fight)\b", r"after a \1"),
    _rule(r"\bafter\s+(assault|overdose|accident)\b", r"after an \1"),
    _rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+broken\b", r"broken \1"),
    _rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+dislocation\b", r"dislocated my \1"),
    _rule(r"\bnear[- ]drowning\b", "nearly drowned"),
    _rule(r"\bfound down\b", "found collapsed"),
    _rule(r"\bhistory\s+(?!of\b)(?=[a-z])", "history of "),
    _rule(r"\b(belly|back|leg|arm|side|chest|head)\s+\1\b", r"\1"),
    _rule(r"\b(?:suture|stitch(?:es)?) removal\b", "I need my stitches out"),
    _rule(r"\bwound check\b", "I need my wound checked"),
    _rule(r"\bdressing change\b", "I need my dressing changed"),
    _rule(r"\bmedication question\b", "I have a question about my medication"),
    _rule(r"\b(?:medication|prescription) refill for\b", "I need a repeat prescription for"),
    _rule(r"\b(?:medication|prescription) refill\b", "I need a repeat prescription"),
]

_SPACES = re.compile(r"\s+")


def _apply(rules: list[tuple[re.Pattern[str], Replacement]], text: str) -> str:
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    return _SPACES.sub(" ", text).strip()


def expand_complaint(text: str) -> str:
    """Expand chief-complaint abbreviations into lay words; unknown words are kept.

    >>> expand_complaint("SOB, N/V x2 days, s/p fall")
    'short of breath, nausea and vomiting for two days, after fall'
    """
    if not text:
        return ""
    return _apply(_ABBREVIATION_RULES, text)


def lay_phrase(text: str) -> str:
    """``expand_complaint`` plus clinical jargon into everyday words.

    >>> lay_phrase("s/p fall, head strike")
    'after a fall, I hit my head'
    """
    return _apply(_LAY_RULES, expand_complaint(text))


# Items that MIMIC writes across a comma but that are one thing ("MVC, motorcycle", "rx refill, eye drops").
_JOIN_ITEMS = [
    (re.compile(r"\b(?:MVC|MVA)\s*,\s*(?:motorcycle|motorbike|MC)\b", re.IGNORECASE), "MCC"),
    (re.compile(r"\b((?:rx|med|medication|prescription)\s+refill)\s*[,:]\s*(?=\w)", re.IGNORECASE), r"\1 for my "),
]


_WORD_SLASH = re.compile(r"(?<=[A-Za-z]{2})/(?=[A-Za-z]{2})")


def complaint_items(text: str) -> list[str]:
    """The complaint split into its comma/semicolon items, each as a lay phrase.

    >>> complaint_items("SOB, COPD exac")
    ['short of breath', 'COPD flare-up']
    """
    if not text:
        return []
    for pattern, replacement in _JOIN_ITEMS:
        text = pattern.sub(replacement, text)
    phrases = (lay_phrase(part) for part in re.split(r"[,;]", text))
    # A slash left between two words is "and" in speech ("redness/swelling" → "redness and swelling").
    return [_WORD_SLASH.sub(" and ", phrase) for phrase in phrases if phrase]
