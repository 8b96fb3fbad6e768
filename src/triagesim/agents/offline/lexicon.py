"""Numbers in speech: pain scores, ages, durations and body parts in a patient's words.

The concepts themselves (what a phrase *means* clinically) live in ``triagesim.clinical``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...clinical.ages import BABY_S_AGE_BEFORE, DECADE_WORDS, decade_age, infant_years
from ...clinical.picture import fahrenheit, reported_measurements

__all__ = ["parse_pain", "parse_age", "parse_duration", "BODY_PARTS"]

_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
_NUM = r"(10|[0-9](?:\.5)?|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
_PAIN = re.compile(
    rf"\b{_NUM}(?:\s*(?:or|-|to|–)\s*(?:a\s+)?{_NUM})?\s*(?:/|out of)\s*(?:10|ten)\b"
    rf"|\b(?:about|around|maybe|like|it'?s|is|a|solid|at)\s+(?:an?\s+)?{_NUM}(?:\s*(?:or|-|to)\s*(?:an?\s+)?{_NUM})?\s*(?:[.,!]|$)"
)


def _num(token: str | None) -> float | None:
    if token is None:
        return None
    token = token.strip().lower()
    if token in _NUMBER_WORDS:
        return float(_NUMBER_WORDS[token])
    try:
        return float(token)
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def parse_pain(text: str, asked: bool = False) -> float | None:
    """A 0-10 pain score: "7 out of 10", "8/10", "a 6 or 7" (the higher, when asked about pain).

    Cached, like ``parse_duration``: pure functions of the text, and the nurse and the belief
    extractor both read every reply."""
    lowered = text.lower()
    if _NO_PAIN.search(lowered):
        return 0.0
    for match in _PAIN.finditer(lowered):
        groups = match.groups()
        if match.group(0).strip().startswith(tuple("0123456789")) or "/" in match.group(0) or "out of" in match.group(0):
            values = [_num(groups[0]), _num(groups[1])]
        elif asked:
            values = [_num(groups[2]), _num(groups[3])]
        else:
            continue
        values = [value for value in values if value is not None and 0 <= value <= 10]
        if values:
            return max(values)
    return None


_NO_PAIN = re.compile(r"\bno pain\b|doesn'?t hurt|not (?:in )?(?:any )?pain|no,? it doesn'?t hurt|zero pain")
_AGE = re.compile(
    r"\b(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")[- ](?:years?|yrs?|yo)\b(?:[- ]old)?"
    r"|\b(?:i'?m|i am|he'?s|she'?s|he is|she is|they'?re|aged?|turned|turning)\s+(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")\b(?! (?:minutes|hours|days|weeks|months|percent|out|of)\b)"
)
_INFANT = re.compile(r"\b(\d{1,2}|" + "|".join(_NUMBER_WORDS) + r")[- ](days?|weeks?|months?)[- ]old\b")
_UNDER_ONE = re.compile(r"under (?:a|one) year|(?:a|our|my) (?:new-?born|newborn) baby|less than a year old")
#: An age said as a decade ("I'm in my eighties", "she's in her late nineties"): the middle of it.
_DECADE_SAID = re.compile(r"\bin (?:my|his|her|their) (?:(early|mid|late)[- ])?(" + "|".join(DECADE_WORDS) + r")\b")


def parse_age(text: str) -> float | None:
    """Age in years from "I'm 67", "67 years old", "she's two"; infants as fractions
    ("5 weeks old" is 0.1); "under a year old" gives 0.5 (a baby of unknown months)."""
    lowered = text.lower()
    infant = _INFANT.search(lowered)
    if infant and BABY_S_AGE_BEFORE.search(lowered[:infant.start()]) and _AGE.search(lowered):
        infant = None  # "my baby is 5 days old … I'm 46": the mother tells her baby's age, then her own
    if infant:
        count = _num(infant.group(1))
        if count is not None:
            return infant_years(count, infant.group(2))
    if _UNDER_ONE.search(lowered):
        return 0.5
    if decade := _DECADE_SAID.search(lowered):
        return decade_age(str(DECADE_WORDS.index(decade.group(2)) + 1), decade.group(1))
    for match in _AGE.finditer(lowered):
        value = _num(match.group(1) or match.group(2))
        if value is not None and 0 <= value <= 120:
            return float(int(value))
    return None


_DURATION = re.compile(
    r"(?:about |around |roughly |maybe |for (?:the (?:last|past) )?|since |over (?:the )?(?:last|past) )?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|a few|a couple of|couple of|several)"
    r"\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)(?: ago| now)?"
    r"|since (?:yesterday|last night|this morning|this afternoon|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week)"
    r"|(?:this morning|this afternoon|this evening|last night|yesterday|earlier today|just now|an hour ago|overnight|all day|"
    r"tonight|at lunchtime|at breakfast|at teatime|at dinner|at bedtime|since waking|when i woke up|on waking)"
)


# An age said in years is not how long a complaint has lasted: "67 years old", "I'm 67 years",
# "I am, um, 67 years". ("For 3 years" and "3 years ago" are durations: a lead or a tail says so.)
_AGE_LEAD = re.compile(
    r"\b(?:i'?m|i am|he'?s|she'?s|he is|she is|they'?re|aged?|turned|turning)[\s,]+"
    r"(?:(?:um|uh|er|like|you know|just|nearly|almost)[\s,]+)*$"
)
_AGE_TAIL = re.compile(r"[- ]old\b|\s+of age\b")
_YEARS = re.compile(r"\b(?:years?|yrs?)\b")
_BARE_YEARS = re.compile(r"\d{1,3}\s+(?:years?|yrs?)")  # "67 years." with no lead ("for", "about") and no "ago"


def _is_age(lowered: str, match: re.Match[str], age_asked: bool) -> bool:
    """Whether a duration match in years is the patient's age; a bare "67 years." counts only
    when the question asked the age."""
    said = match.group(0)
    if not _YEARS.search(said):  # minutes, hours, days, weeks, months: never an age here
        return False
    if _AGE_TAIL.match(lowered, match.end()) or _AGE_LEAD.search(lowered, 0, match.start()):
        return True
    return age_asked and _BARE_YEARS.fullmatch(said) is not None


@lru_cache(maxsize=4096)
def parse_duration(text: str, age_asked: bool = False) -> str | None:
    """How long the complaint has lasted ("for 3 years", "since last night"), skipping an age said
    in years ("I'm 67 years old"; a bare "67 years." when ``age_asked``: the question asked the age)."""
    lowered = text.lower()
    for match in _DURATION.finditer(lowered):
        if _SINCE_AN_EVENT.match(lowered, match.end()):
            continue  # "10 days after c-section": how long since the operation, not since the complaint began (thirty-second read)
        if not _is_age(lowered, match, age_asked):
            return match.group(0).strip()
    return None


#: A duration that dates an event, not the complaint ("10 days after c-section", "6 days post op", "3 weeks after birth").
_SINCE_AN_EVENT = re.compile(r"\s+(?:after|post|since)[- ]?(?:(?:my|his|her|the|a|an) )?(?:c-?section|caesarean|cesarean|surgery|op\b|"
                             r"operation|birth|delivery|giving birth|procedure|tonsillectomy|appendectomy|discharge|dental work|extraction)")


BODY_PARTS = re.compile(
    r"\b(?:(?:left|right|lower|upper|middle|centre|center|front|back|top|bottom)\s+(?:side\s+(?:of\s+)?(?:my|the|his|her)\s+)?)?"
    r"(?:chest|belly|abdomen|stomach|tummy|head|forehead|scalp|neck|back|flank|side|hip|groin|testicles?|scrotum|pelvis"
    r"|arm|elbow|wrist|hand|fingers?|thumb|shoulder|leg|knee|ankle|foot|feet|toes?|shin|thigh|calf|throat|ears?|eyes?"
    r"|teeth|tooth|jaw|face|mouth|nose|skin|armpit|axilla|kidney)\b"
)


# A temperature someone took and says ("I took her temperature at home, it was 38.4", "his temp was
# 101 on the thermometer"): a number in a body's range in a sentence about a temperature.
def parse_temperature(text: str) -> float | None:
    """A temperature said aloud, in °F (the unit of the vitals); None when none is said of the patient.
    Read as the clinical picture reads every temperature (``clinical.picture.reported_measurements``)."""
    for finding in reported_measurements(text):
        if finding.experiencer == "patient" and finding.value is not None:
            return round(fahrenheit(finding.value, finding.unit), 1)
    return None
