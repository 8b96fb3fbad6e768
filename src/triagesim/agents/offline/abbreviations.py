"""Chief-complaint shorthand into the words a patient would use.

MIMIC-IV-ED chief complaints are typed by triage staff in a hurry: ``SOB, COPD exac``,
``s/p fall, L hip pain``, ``ETOH, head lac``, ``cough x2 wks``. A scripted patient must say
these in ordinary speech, so the nurse on the other side hears "short of breath" and "after a
fall" rather than charting codes.

The words themselves live in the registration vocabulary (``clinical/data/registration.tsv``):
every plain token → words replacement ("SOB", "N/V", "ETOH", "s/p", "melena"). This module keeps
only what needs code:

- ``expand_complaint``: numbers (``x2 wks`` → for two weeks, ages), captured body parts
  (``R hand lac`` → cut on my R hand, ``FB`` in an eye), a crash written across a comma, then the
  vocabulary's noun phrases inside the text, then sides (``L`` → left);
- ``lay_phrase``: that plus lay grammar (``bite R leg`` → bite on my right leg, ``L wrist fx`` →
  broken left wrist) and the jargon whose lay words are a clause (``syncope`` → I fainted);
- ``complaint_items``: the complaint split into items (commas, semicolons, "s/p", slashes between
  known complaints), each said as the vocabulary's lay words when it is a whole term (with its
  side put on the body part), else through ``lay_phrase``.

All are word-boundary aware (a token is delimited by anything that is not a letter, digit or
slash, so ``N/V`` matches but ``N/V/D`` is taken whole), case-insensitive except for capitals-only
terms (``SI``, ``PE``) and the single letters ``R`` and ``L`` (so the odd lower-case ``l`` in free
text is not read as "left"), and keep every word they do not know.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

from lemminflect import getAllLemmas, getInflection
from pydantic import BaseModel

from .chart_fields import SOURCES, unlabelled
from ...clinical.ages import is_age_item, AGE_ABBREVIATED, AGE_AGED, AGE_DAY_OF_LIFE, AGE_FRACTION, AGE_DECADE, AGE_TURNED, AGE_PERSON_FIRST, AGE_INFANT, AGE_INFANT_NAMED, AGE_INFANT_TRAILING, AGE_INFANT_TYPED, AGE_SEX_CODE, AGE_SEX_CODE_LAST, AGE_SPELT
from ...clinical.barrier import is_monitor_reading, strip_measurements
from ...clinical.concepts import detect
from ...clinical.gate import Gate, gate_for_alternatives
from ...clinical.registration import REGISTRATION, expand_terms, lookup
from ...clinical.spelling import correct

__all__ = [
    "lay_history", "expand_complaint", "lay_phrase", "number_word", "complaint_items", "patient_complaint", "plain_words",
    "without_capitals"]

#: A brief's history (``PatientBrief.history``): the offline engine never imports the case model.
History = TypeVar("History", bound=BaseModel)

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


_PREGNANCY_ITEM = re.compile(r"\b(?:preg\w*|iup|gestation|g\d+\s*p\d+|ga)\b", re.IGNORECASE)


def _for_how_long(match: re.Match[str]) -> str:
    item = re.split(r"[,;]", match.string[:match.start()])[-1]
    if _PREGNANCY_ITEM.search(item) or match.group(2).lower() in ("m", "y", "yr", "yrs"):
        return match.group(0)  # "PREG 8 WEEKS": how far along; "2 M" may be metres; an age is no duration
    if re.search(r"\bevery\s*$", item, re.IGNORECASE):
        return " " + _quantity(match.group(1), match.group(2))  # "CONTRACTIONS EVERY 5 MIN": how often, not for how long
    if re.search(r"\b(?:in|within|over|for|after|past|last|first|next)\s*$", item, re.IGNORECASE):
        return " " + _quantity(match.group(1), match.group(2))  # "gained 6 pounds in 4 days": the span is said already
    return " for " + _quantity(match.group(1), match.group(2))


# Token boundaries: letters, digits and slashes belong to a token.
_L = r"(?<![A-Za-z0-9/])"
_R = r"(?![A-Za-z0-9/])"

Replacement = str | Callable[[re.Match[str]], str]
Rule = tuple[re.Pattern[str], Replacement, Gate | None]


def _rule(pattern: str, replacement: Replacement, *, case_sensitive: bool = False) -> Rule:
    """A rewrite and its gate (``clinical.gate``): lower-case letters every match contains, read as if
    the pattern ignored case, so one check against the lower-cased text serves both kinds of rule."""
    return _gated(re.compile(pattern, 0 if case_sensitive else re.IGNORECASE), replacement)


def _gated(pattern: re.Pattern[str], replacement: Replacement) -> Rule:
    """``_rule`` for a pattern compiled with its own flags."""
    return pattern, replacement, gate_for_alternatives([pattern.pattern], ignore_case=True)


def _word(abbreviation: str) -> str:
    return _L + abbreviation + _R


# What stays here needs code: numbers (durations, ages), captured body parts (FB, lac), items
# that cross a comma, and sides. Every plain token → words replacement ("SOB", "N/V", "ETOH",
# "s/p") lives in the registration vocabulary (clinical/data/registration.tsv) and is applied by
# ``expand_terms`` between the two lists below.
_SIDE_WORDS = r"(?:(?-i:R|L)|rt|lt|right|left)"  # single letters only in capitals


def _side_said(side: str | None) -> str:
    """A typed side said in full, with its space ("L " or "l": "left "; "right": "right "); "" for none: one spelling for
    every rewrite that carries a side into the patient's words."""
    word = (side or "").strip().lower()
    return {"l": "left ", "r": "right "}.get(word, f"{word} " if word else "")

def _owned(match: re.Match[str], preposition: str) -> str:
    """"bite R leg": "bite on my right leg"; "swelling both ankles": "swelling in both ankles", never "my both"."""
    side = (match.group(2) or "").lower()
    whose = "" if side.startswith("both") else "my "
    return f"{match.group(1)} {preposition} {whose}{side}{match.group(3)}"


_SIDE_SAID = {"l": "left", "lt": "left", "left": "left", "r": "right", "rt": "right", "right": "right"}


#: Days of the week as typed short, said whole.
_DAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "weds": "Wednesday", "thu": "Thursday",
         "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}


def _sugar(match: re.Match[str]) -> str:
    """A glucose meter's reading ("FS 480", "BS HI") as the patient says it, an item of its own."""
    value = match.group(2)
    said = "too high for the meter to read" if value == "HI" else value.lower()
    return f"{', ' if match.group(1) else ''}my sugar was {said}"


# Operations a post-operative day is written with ("POD3 lap chole"), as the patient says them.
_OPERATIONS = {"lap chole": "my gallbladder out", "chole": "my gallbladder out", "cholecystectomy": "my gallbladder out",
               "appy": "my appendix out", "lap appy": "my appendix out", "appendectomy": "my appendix out"}


def _ago(count: str, unit: str) -> str:
    """"5", "d" → "five days ago" ("1", "h" → "an hour ago")."""
    base = _UNITS[unit.lower()]
    return f"{'an' if base == 'hour' else 'a'} {base} ago" if int(count) == 1 else f"{number_word(count)} {base}s ago"


_DIGITS = {"1": "thumb", "2": "index finger", "3": "middle finger", "4": "ring finger", "5": "little finger"}
_TOES = {"1": "big toe", "5": "little toe"}


def _counted(match: re.Match[str]) -> str:
    """"wasp stings x3": "three wasp stings"; "tick bite x1": "tick bite" (the article comes with the grammar)."""
    what, count = match.group(1), match.group(2).lower()
    if count == "1":
        return what
    return f"{number_word(count) if count.isdigit() else count} {what if what.lower().endswith('s') else what + 's'}"


def _digit(match: re.Match[str]) -> str:
    """A numbered finger or toe ("5th finger", "1st toe") by the name a patient uses."""
    number = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5"}.get(match.group(1).lower(), match.group(1)[0])
    if match.group(2).lower() == "toe":
        return _TOES.get(number, f"{match.group(1)} toe")
    return _DIGITS[number]


def _operated(match: re.Match[str]) -> str:
    """Post-operative day N ("POD3", "POD 5 lap chole"): the operation N days ago, as the patient counts it."""
    days = int(match.group(1))
    when = {0: "today", 1: "yesterday"}.get(days, f"{number_word(days)} days ago")
    what = _OPERATIONS.get((match.group(2) or "").lower(), "an operation")
    return f"I had {what} {when}"


# Before the vocabulary: patterns whose numbers or captured words the vocabulary would split up.
_BEFORE_TERMS: list[Rule] = [
    # "school sent her home", "scratching head" (2026-12ah terse, training: "I've got school sent my home")
    _rule(r"\b(?:the )?(school|nursery|daycare|work) sent (?:her|him|them|me|my|pt) (home|in|here)\b", r"I was sent \2 from \1"),
    _rule(r"\b(scratching|rubbing|holding|clutching|pulling at|tugging at|banging|hitting) (head|ear|ears|eye|eyes|arm|leg|belly|tummy|stomach|chest|throat)\b",
          r"\1 my \2"),
    # "r/o ACS crushing chest pain ...": the desk's shorthand for what it fears, never the patient's word (thirty-first read:
    # "It might be ACS"); said only when the complaint goes on to say what is felt
    _rule(r"^\s*(?:r/o|R/O|rule out|\?|possible)\s*(?:(?-i:[A-Z]{2,5})|torsion|testicular torsion|ovarian torsion|appendicitis|ectopic|sepsis|"
          r"stroke|septic (?:hip|joint|arthritis))\b\s*[,;:-]?\s*(?=[A-Za-z0-9])", ""),
    # (twelfth read) a typist's aside in brackets is never read aloud ("by mistake (pill organizer mixup)"), and "feels ok"
    # is the patient feeling fine, never "my feels are fine"
    _rule(r"\s*\((?![^()]*(?:\d|\b(?:[LR]|lt|rt|left|right|both|bilat\w*|arm|leg|hand|foot|eye|ear|head|chest|back|knee|ankle|wrist|hip|"
          r"neck|finger|thumb|toe|shoulder|elbow)\b))[^()]{1,60}\)", ""),
    _rule(r"^\s*(?:but |and )?(?:feels|feeling) (?:ok|okay|fine|well|alright|all right|good)\s*$", "I feel fine"),
    # home oxygen with its flow ("home O2 2L"): litres, never the left side (2026-12aa terse, training: "home O2 left")
    _rule(r"(?<!\w)(?:on\s+)?home\s+O2\s+(\d)\s?(?:L|lpm|l/min|litres?|liters?)\b", lambda m: f"I'm on {number_word(m.group(1))} litres of oxygen at home"),
    # the last period and how long ago ("LMP 7 wks"): never "LMP for seven weeks" (2026-12aa terse, training)
    _rule(r"(?<!\w)LMP\s+(\d{1,2})\s?(?:wks?|weeks?)(?:\s+ago)?\b", lambda m: f"my last period was {m.group(1)} weeks ago"),
    # the onset typed with its time ("onset 40 mins", "onset 2 hrs"): when it started
    _rule(r"(?<!\w)onset\s+(\d{1,3})\s?(?:mins?|minutes?)\b(?:\s+ago)?", lambda m: f"it started {number_word(m.group(1))} minutes ago"),
    _rule(r"(?<!\w)onset\s+(\d{1,2})\s?(?:hrs?|hours?)\b(?:\s+ago)?",
          lambda m: "it started an hour ago" if m.group(1) == "1" else f"it started {number_word(m.group(1))} hours ago"),
    # (after the 2026-12o measurement) an age and sex typed at the front ("58 yo male, ...") are the registration's: the
    # patient says its age when asked, never "I've got 58 years old male"
    _rule(rf"^\s*\d{{1,3}}\s?(?:{AGE_ABBREVIATED}|{AGE_SPELT})(?![a-z])\s*(?:(?:male|female|man|woman|girl|boy|child|kid|lady|gentleman|guy|m|f)\b)?\s*(?:with\b|w/)?\s*[,;:/-]?\s*", ""),
    _rule(rf"^\s*\d{{1,3}} ?{AGE_SEX_CODE}\b\s*(?:with\b|w/)?\s*[,;:/-]?\s*", ""),  # "72F new head pain" (fourteenth read)
    _rule(AGE_SEX_CODE_LAST, ""),
    _rule(r"(?<=[a-z])\s+age \d{1,2}(?=\s*$)", ""),  # "s/p trampoline fall age 6": the registration's age (2026-12ag terse)
    # hyphenated inside a run, with the person ("r/o torsion 15-year-old girl sudden ...", "from assisted living, 88-year-old
    # fell"): the age is said when asked, the person is the speaker (2026-12ah terse, training)
    _rule(r"(?<![\d.])\d{1,3}-(?:years?|yrs?)-old(?: (?:girl|boy|man|woman|male|female|child|kid|lady|gentleman|guy|gent|pt|patient))?"
          r"(?= (?:girl|boy|man|woman|male|female|child|kid|lady|gentleman|guy|gent|pt|patient|fell|falls|with|who|has|had|is|was|presents|"
          r"sudden|found|now|c/o|complains|\w+ing)\b|\s*$)\s*", ""),
    _rule(r"(?<=[a-z])\s+\d{1,2} ?(?:weeks?|wks?|months?|mos?|days?) old\s*$", ""),  # "Fever 9 Weeks Old": a baby's age (2026-12ag)
    _rule(r"(?:^|(?<=\.))\s*\d{1,3} ?(?:yrs?|years?|y/o|yo)[- ]?old\.?\s*$", ""),  # "... Breathing a little fast. 4 yr old.": the age alone (2026-12ag)
    # what the visit is for, typed after the history ("s/p burn to forearm ... here for dressing change", "... stitches 6 days
    # ago here for removal"): the errand in the patient's words (2026-12ag terse, training)
    _rule(r"^\s*here for (?:a |my |the )?(?:dressing change|dressing|redressing|re-dressing)\s*$", "I'm here to have my dressing changed"),
    _rule(r"^\s*here for (?:their |the |my )?(?:removal|suture removal|stitch(?:es)? removal|staple removal)\s*$", "I'm here to have them taken out"),
    _rule(r"^\s*here for (?:a |my |the )?(?:recheck|re-check|wound check|check-?up|follow[- ]?up|review)\s*$", "I'm here for a check"),
    _rule(r"^\s*(?:s/p\s+)?(?:(forehead|chin|scalp|head|hand|finger|thumb|knee|leg|arm|lip|eyebrow|foot|shin|elbow)\s+)?(stitches|sutures|staples)\s+"
          r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen)\s+(days?|weeks?)\s+ago\b",
          lambda m: f"I had {m.group(2).lower()}{' in my ' + m.group(1).lower() if m.group(1) else ''} "
                    f"{number_word(m.group(3)) if m.group(3).isdigit() else m.group(3).lower()} {m.group(4).lower()} ago"),
    # (2026-12ag terse, training) items of a history typed in one run, each said as a person tells it
    _rule(r"^\s*(?:only )?wakes? (?:only )?to (?:voice|a voice)\s*$", "I only wake when someone talks to me"),
    _rule(r"^\s*(?:on (?:an? )?|has (?:an? )?|with (?:an? )?)?insulin pump(?=\s*(?:,|$|(?:glucose|sugar|bgl|bsl|gluc|bs|fs|cbg)\b))", "I've got an insulin pump for my diabetes"),
    _rule(r"^\s*(chin|lip|forehead|scalp|eyebrow|head|finger|thumb|hand|knee|shin|elbow|cheek) (?:cut|lac|laceration)(?: (gaping|deep|bleeding))?\s*$",
          lambda m: f"my {m.group(1).lower()} is cut" + (f" and {m.group(2).lower()}" if m.group(2) else "")),
    _rule(r"^\s*punctures?(?: wounds?)? (?:x ?(\d)|(\d))\s*$",
          lambda m: f"there are {number_word(m.group(1) or m.group(2))} puncture wounds" if (m.group(1) or m.group(2)) != "1" else "there's one puncture wound"),
    _rule(r"^\s*(?:the )?(dog|cat|animal) (?:is |was )?(vaccinated|unvaccinated|up to date)\s*$",
          lambda m: f"the {m.group(1).lower()} is " + ("not vaccinated" if m.group(2).lower() == "unvaccinated" else "vaccinated")),
    _rule(r"^\s*(?:s/p\s+)?(table saw|circular saw|band saw|chainsaw|mitre saw|miter saw|saw|angle grinder|grinder|lawn ?mower|mower|router|"
          r"planer|meat slicer|mandoline)\s+(?:(l|r|lt|rt|left|right)\s+)?(index|middle|ring|little|pinky)?\s*(fingertip|finger ?tip|finger|thumb ?tip|thumb)"
          r"\s+(?:cut off|amputated|off)\s*$",
          lambda m: f"I cut {'the tip of ' if 'tip' in m.group(4).lower() else ''}my "
                    f"{_SIDE_SAID.get((m.group(2) or '').lower(), '')}{' ' if m.group(2) else ''}{(m.group(3) or '').lower()}{' ' if m.group(3) else ''}"
                    f"{'thumb' if 'thumb' in m.group(4).lower() else 'finger'} off on a {m.group(1).lower()}"),
    _rule(r"^\s*brought (?:the )?(tip|fingertip|finger ?tip|finger|part|digit|it) (?:in|with) (?:a |the |my )?(bag|ice|glove|container)\s*$",
          lambda m: f"I've brought the {'tip' if 'tip' in m.group(1).lower() else m.group(1).lower()} in a {m.group(2).lower()}"),
    _rule(r"^\s*stuck (?:self|myself) with (?:a )?(used |dirty |contaminated )?needle\b", lambda m: f"I stuck myself with a {(m.group(1) or '').lower()}needle"),
    _rule(r"^\s*(?:pt (?:is )?(?:a )?)?(nurse aide|nurse's aide|nursing assistant|care assistant|healthcare assistant|carer|phlebotomist|cleaner|nurse)\s*$",
          lambda m: f"I'm a {m.group(1).lower()}"),
    _rule(r"^\s*source(?: (?:pt|patient))? (?:is )?known\s*$", "we know whose needle it was"),
    _rule(r"^\s*sudden(?:ly)?(?: onset)? (short of breath|sob|chest pain|headache|weakness|dizziness|vision loss|back pain|abdominal pain|belly pain)\s*$",
          lambda m: f"I suddenly got {'short of breath' if m.group(1).lower() == 'sob' else m.group(1).lower()}"),
    _rule(r"^\s*had (?:a |my )?baby (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?) ago\s*$",
          lambda m: f"I had my baby {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} {m.group(2).lower()} ago"),
    _rule(r"\s+off (?:my |his |her |their )?(?:meds|medications?|medicines?|tablets)\s*$", " and I've been off my medication"),
    # (2026-12ag narrative and ATS headlines, training) a headline said as a person says it
    _rule(r"^\s*(?:a |the |my |our )?baby (?:is |has been |keeps )?being sick\b", "my baby is being sick"),
    _rule(r"^\s*(?:I'?m )?here (?:for|to) (?:to )?(?:have|get) (?:my |the )?(stitches|sutures|staples) (?:out|removed|taken out)\s*$",
          lambda m: f"I'm here to have my {m.group(1).lower()} out"),
    _rule(r"^\s*(?:a )?very high (?:bp |blood pressure )?reading (at|from) (?:the |my )?(dentist|pharmacy|chemist|gp|doctor'?s?|clinic|work)\b",
          lambda m: f"my blood pressure was very high {m.group(1).lower()} the {m.group(2).lower()}"),
    _rule(r"^\s*(kettle|pot|pan|saucepan|mug|cup) (?:of (?:\w+ ){1,2})?pulled (?:over )?(?:onto|on|over) (?:her|him|them|me)(?:self)?\s*$",
          lambda m: f"I pulled a {m.group(1).lower()} over onto myself"),
    _rule(r"^\s*(?:walking|ambulatory|ambulating|ambulant|walked away)(?: (?:at|from) (?:the )?scene)?\s*$", "I've been able to walk since"),
    _rule(r"^\s*left (?:my |his |her |their )?(tablets|meds|medications?|medicines?|inhalers?|puffers?|insulin|pills)\b",
          lambda m: f"I left my {'medication' if m.group(1).lower() == 'meds' else m.group(1).lower()}"),
    _rule(r"^\s*(motorcycle|motorbike|bike|bicycle|car|scooter|e-scooter|quad|quad bike|ute|truck|van) (?:vs\.?|versus|v) "
          r"(?:a |an |the )?(pole|tree|wall|post|fence|ditch|barrier|kerb|curb|lamp ?post|power pole|parked car)\b",  # (a car or a truck: registration.tsv)
          lambda m: f"my {m.group(1).lower()} hit a {m.group(2).lower()}"),
    _rule(r"^\s*(?:pedestrian|ped) (?:vs\.?|versus|v) (?:a |an |the )?(car|truck|bus|van|ute|motorcycle|bike|bicycle)\b",
          lambda m: f"I was hit by a {m.group(1).lower()}"),
    _rule(r"\s*\(\s*helmet (?:cracked|broken|split)\s*\)", ", and my helmet is cracked"),
    _rule(r"^\s*helmet (cracked|broken|split|damaged)\s*$", lambda m: f"my helmet is {m.group(1).lower()}"),
    _rule(r"^\s*(?:c/o\s+)?(?:can'?t|cant|cannot) breathe,? (asthma|copd|emphysema)\b", lambda m: f"I can't breathe, it's my {m.group(1) if m.group(1) != 'copd' else 'COPD'}"),
    _rule(r"^\s*vomit(?:ed|ing)? (once|twice|x ?(\d))\s*$",
          lambda m: "I've thrown up " + ({"1": "once", "2": "twice"}.get(m.group(2) or "", f"{number_word(m.group(2))} times") if m.group(2) else m.group(1).lower())),
    _rule(r"^\s*sudden(?:ly)?(?: onset)?(?: of)? (?:the )?room spinning\b", "the room suddenly started spinning"),
    _rule(r"^\s*(ice fishing|fishing|skiing|snowboarding|hiking|camping|hunting|gardening|swimming|surfing|sunbathing|climbing|"
          r"working outside|working outdoors) (all day|all night|all morning|all afternoon|for (?:\w+ )?hours?)\b",
          lambda m: f"I was {m.group(1).lower()} {m.group(2).lower()}"),
    _rule(r"^\s*usual (migraine|headache)\b", lambda m: f"I've got my usual {m.group(1).lower()}"),
    _rule(r"\b(sleepy|drowsy) but (?:wakes|rousable|rouses|arousable)(?: up)?\b", lambda m: f"{m.group(1).lower()} but I can be woken"),
    _rule(r"^\s*(belly|tummy|stomach|head|chest|back|arm|leg|foot|hand|ear|throat|neck|knee|hip|eye|tooth) (hurts|aches|is sore|is painful)\b",
          lambda m: f"my {m.group(1).lower()} {m.group(2).lower()}"),  # "Belly hurts a little" (2026-12ag terse, training)
    _rule(r"^\s*handlebars? (?:into|to|in) (?:the |my |his |her )?(belly|abdomen|tummy|stomach|chest|groin|ribs)\b",
          lambda m: f"the handlebar hit me in the {m.group(1).lower()}"),
    _rule(r"^\s*only (?:saying|speaking|able to say|says) (?:1|one|1-2|one or two|2|two) words?(?: at a time)?\s*$", "I can only say a word or two at a time"),
    _rule(r"^\s*lips (dusky|blue|grey|gray)\s*$", lambda m: f"my lips look {'grey-blue' if m.group(1).lower() == 'dusky' else m.group(1).lower()}"),
    # "no poop in 5 days": none done (2026-12ag terse, training: "I haven't got any poop in five days")
    _rule(r"^\s*no (?:poop|poo|poos|bowel movements?|bms?|stools?) (?:in|for) (?:the last |the past )?(\d{1,2}|two|three|four|five|six|seven|a few|several) "
          r"(days?|weeks?)\b", lambda m: f"I haven't done a poo in {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} {m.group(2).lower()}"),  # "... AND VOMITING 24M" (2026-12ag terse, training)
    _rule(rf"^\s*{AGE_INFANT}\s*(?:(?:male|female|boy|girl|baby|infant|m|f)\b)?\s*(?:with\b|w/)?\s*[,;:-]?\s*", ""),  # "12 day old" (15th read)
    _rule(rf"{AGE_INFANT_TYPED}\s*(?:(?:male|female|boy|girl|baby|infant|m|f)\b)?\s*(?:with\b|w/)?\s*[,;:/-]?\s*", ""),  # "18mo" (17th read)
    _rule(rf"\s*{AGE_INFANT_TRAILING}", ""),  # "Fever 11 mo" as the story's words too: never "it started eleven months ago"
    _rule(rf"{AGE_INFANT_NAMED}\s*(?:old\b)?\s*(?:with\b|w/)?\s*[,;:-]?\s*", ""),  # "infant 7 weeks" (2026-12v, training)
    _rule(rf"^\s*{AGE_AGED}\s*(?:(?:male|female|man|woman|m|f)\b)?\s*[,;:-]?\s*", ""),  # "aged 76 sudden pain" (2026-12v)
    _rule(rf"\s+{AGE_AGED}\s*$", ""),  # "... no appetite aged 24" (2026-12v)
    # "boy 5 vomiting", "WOMAN 66 FELL ON ...": the age is said when asked, the person is the speaker (2026-12w terse)
    _rule(rf"{AGE_PERSON_FIRST}\s*(?:y(?:ea)?rs?(?: old)?|yo)?\s*[,;:-]?\s*", ""),
    _rule(rf"^\s*{AGE_DAY_OF_LIFE}\s*(?:boy|girl|baby|infant|male|female)?\s*[,;:-]?\s*", ""),  # "DOL 18 boy"
    # an age typed as an item of its own ("tugging L ear, 4 yrs", "x2 days, f 26 yrs, no fever", "84 yrs fell in bathroom"),
    # read by ``clinical.ages.AGE_YEARS_ITEM``: said when asked, never "I've got three years" (2026-12ai terse, training)
    # (2026-12ai terse, training) a duration typed first ("3 days sharp chest pain worse lying flat") is said after what
    # lasted, never "I've got 3 days sharp chest pain"; a scald pulled down on oneself is done, never "I was pulled hot
    # coffee"; an ear is tugged at; a cut on the back of the head is on the back of my head
    _rule(r"^\s*(\d{1,2}|two|three|four|five|six|seven|several|a few) (days?|weeks?|hours?|hrs?|months?) (?!(?:ago|of|old|post|after|since|"
          r"x|pregnant|preg|postpartum|pp|along|late|overdue)\b)([a-z][^,;]*?)(?=\s+(?:worse|better|with|and|after|on|when|that|which|"
          r"since)\b|\s*(?:$|[,;]))", r"\3 for \1 \2"),
    _rule(r"^\s*(pulled|tipped|knocked|spilled|spilt|splashed) (?!(?:a |my |his |her )?(?:muscle|hamstring|groin|back|calf|tendon)\b)"
          r"(?:(a |the |some )?((?:hot|boiling|scalding)\b[^,;]*?)|(?:a |the )?((?:pot|pan|kettle|cup|mug|bowl|jug)\b[^,;]*?)) (onto|over|on) ",
          lambda m: f"I {m.group(1).lower()} {m.group(2) or ''}{m.group(3) or ''}{'a ' + m.group(4) if m.group(4) else ''} {m.group(5)} "),
    _rule(r"\b(tugging|rubbing|scratching|pulling) (?:at )?(?:the |her |his |my )?((?:l|r|left|right) )?(ears?)\b",
          lambda m: f"{m.group(1).lower()} at my {_side_said(m.group(2))}{m.group(3).lower()}"),
    _rule(r"\bcut (?:on )?(?:the |my )?back of (?:the |my )?head\b", "a cut on the back of my head"),
    # "1 hr ago cut L forearm on broken beer bottle": the time told after what happened, never "a one hour ago cut"
    _rule(r"^\s*(\d{1,2}|an?|one|two|three|half an?) (hrs?|hours?|mins?|minutes?) ago,?\s+([a-z].*)$", r"\3 \1 \2 ago"),
    # "toddler poked L eye with fingernail": the child did it to the speaker, never "I poked left eye"
    _rule(r"^\s*(?:my )?(toddler|baby|child|kid|son|daughter|dog|cat|grandchild|grandson|granddaughter) (poked|scratched|kicked|hit|headbutted|elbowed) "
          r"(?:me |pt )?(?:in )?(?:the |my )?((?:l|r|left|right) )?(eye|face|nose|lip|cheek|ear)\b(?: with (a |an |her |his |their |the )?(fingernail|finger|nail|toy|stick|spoon|pencil)\b)?",
          lambda m: f"{'my ' if m.group(1).lower() in ('son', 'daughter', 'grandchild', 'grandson', 'granddaughter', 'dog', 'cat') else ''}"
                    f"{m.group(1).lower()} {m.group(2).lower()} me in the {_side_said(m.group(3))}"
                    f"{m.group(4).lower()}{' with ' + (m.group(5) or 'a ').lower() + m.group(6).lower() if m.group(6) else ''}"),
    _rule(r"^\s*(?:eye |eyes )?(?:is |are )?(?:watery|watering)\s*$", "my eye is watering"),
    _rule(r"^\s*(?:here |in )?(?:for )?(?:a )?(?:suture|stitch(?:es)?|staples?) (?:removal|out) from (?:the |my )?((?:l|r|left|right) )?([a-z]+)\b",
          lambda m: f"I'm here to have the stitches in my {_side_said(m.group(1))}"
                    f"{m.group(2).lower()} taken out"),
    _rule(r"^\s*(?:healing|healed|heals) (?:ok|okay|well|fine|nicely|good)\s*$", "it's healing fine"),
    _rule(r"^\s*(?:placed|put in|inserted) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen) (days?|weeks?) ago\s*$",
          r"they were put in \1 \2 ago"),
    _rule(r"^\s*(?:wants?|requesting|requests|asking for) (?:a |an )?(shot|injection|jab) for (?:my |his |her )?(back|neck|knee|migraine|headache|pain)\b",
          lambda m: f"I'd like {'an injection' if m.group(1).lower() == 'injection' else 'a ' + m.group(1).lower()} for my {m.group(2).lower()}"),
    _rule(r"^\s*(strained|hurt|pulled|tweaked|twisted|jarred|wrenched) (lifting|moving|carrying|picking up|pushing|pulling)\b", r"I \1 it \2"),
    _rule(r"^\s*(?:the |my )?(pharmacy|chemist|drugstore|gp|doctor'?s?|clinic|supermarket|gym) (?:bp |blood pressure )?(?:machine|monitor|cuff|check) "
          r"(?:said|says|showed|shows|read|reads) (?:my )?(?:bp|blood pressure) (?:was |is )?(high|very high|too high|raised)\b",
          lambda m: f"I had a {m.group(2).lower()} blood pressure reading on the machine at the {m.group(1).lower()}"),
    # "Bright red bleeding at thirty-two weeks": the weeks are the pregnancy's, never a fortnight of bleeding (2026-12ai
    # narrative ESI, training: "it started about two weeks ago")
    _rule(r"^(.*?\b(?:bleeding|bleed|pain|cramps?|cramping|contractions|tightenings|headache|waters broke|leaking(?: fluid)?|swelling|itching))"
          r"\s+at\s+((?:\d{1,2}|(?:twenty|thirty|forty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|"
          r"(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|nine|eight|seven|six|five))) weeks\b(?! ago)",
          r"\1, I'm \2 weeks pregnant"),
    # (thirty-second read) typed fragments said as a person says them: "couldnt keep steroid down", "fall from stepladder on
    # warfarin" (never a stepladder on warfarin), "kicked in belly by horse", "tender L upper", "dentist sent me", "stubbed toe
    # swollen and purple", "2 days since last drink", "sweaty and muddled", "and now cant pee"
    _rule(r"^\s*(?:the |i )?(couldnt|couldn't|could not|cant|can't|cannot) keep (?:my |his |her |the )?([a-z]+(?: [a-z]+)?) down\b",
          lambda m: f"I {'couldn' if m.group(1).lower().startswith('could') else 'can'}'t keep my {m.group(2).lower()} down"),
    _rule(r"^\s*(?:fall|fell|fallen|had a fall) ((?:from|off|down) (?:a |the )?[a-z]+(?: [a-z]+)?) on (warfarin|eliquis|apixaban|rivaroxaban|xarelto|"
          r"dabigatran|pradaxa|blood thinners?|anticoagulants?|clopidogrel|plavix)\b", r"I fell \1, and I'm on \2"),
    _rule(r"\b(kicked|bitten|bit|butted|headbutted|trampled|knocked over|knocked down|hit|struck) (in (?:the |my )?[a-z]+ )?by (horse|cow|bull|dog|cat|car|bike|ball|bus|"
          r"truck|van|goat|pony|sheep|camel)\b", r"\1 \2by a \3"),
    _rule(r"^\s*tender (?:in |on )?(?:the )?(l|r|left|right)\.? (upper|lower)\s*$",
          lambda m: f"it's tender on the {m.group(2).lower()} {'left' if m.group(1).lower().startswith('l') else 'right'} side"),
    _rule(r"^\s*(dentist|gp|doctor|pharmacist|optician|midwife|school nurse|physio|physiotherapist|chemist|counsellor|counselor|teacher) "
          r"(sent|referred|told) (me|him|her|them)\b", lambda m: f"my {m.group(1).lower()} {m.group(2).lower()} me"),
    _rule(r"^\s*(stubbed|jammed|banged|twisted|sprained|bumped|hurt) (?:my |his |her )?(toe|finger|ankle|knee|wrist|thumb|elbow|foot) "
          r"(?:is |and )?(swollen|bruised|purple|red|black|blue)\b", r"I \1 my \2 and it's \3"),
    _rule(r"^\s*(\d{1,2}|one|two|three|four|five|six|seven) (days?|hours?|hrs?|weeks?) since (?:my |his |her )?last (drink|drinks|dose|fix|hit|use)\b",
          r"my last \3 was \1 \2 ago"),
    _rule(r"^\s*(sweaty|clammy|hot|cold) and (muddled|confused|drowsy|vague|dizzy|shaky)\s*$", r"I'm \1 and \2"),
    _rule(r"^\s*((?:purple |red |dark )?(?:spots|rash|blotches|bruises)) and (floppy|limp|drowsy|sleepy|lethargic|listless)\s*$",
          lambda m: f"I've got {m.group(1).lower()} and I'm {m.group(2).lower()}"),  # "Purple spots and floppy" (own read)
    _rule(r"\band now (?:can'?t|cant|cannot) ", "and now I can't "),
    _rule(r"^\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?) (?:after|post)[- ]?(?:my |a |an |the )?"
          r"(c-?section|caesarean|cesarean|surgery|operation|op|tonsillectomy|appendectomy|hernia repair|knee replacement|hip replacement)\s*$",
          lambda m: f"my {'operation' if m.group(3).lower() in ('surgery', 'op', 'operation') else m.group(3).lower()} was "
                    f"{m.group(1).lower()} {m.group(2).lower()} ago"),  # "10 days after c-section": never "I've got 10 days after c-section"
    _rule(r"^\s*(hot |boiling |scalding )?(oil|water|fat|grease|coffee|tea|soup|milk) splash(?:ed)? (?:to|on|onto|over|in) (?:my |his |her |the )?"
          r"((?:left |right |l |r )?)([a-z]+)\b",
          lambda m: f"I got {(m.group(1) or 'hot ').lower()}{m.group(2).lower()} splashed on my {_side_said(m.group(3))}{m.group(4).lower()}"),
    _rule(r"^\s*(?:a )?home birth (\d{1,2}|an?|one|two|three|half an?) (hrs?|hours?|mins?|minutes?) ago\b", r"I had my baby at home \1 \2 ago"),
    _rule(r"\bbleeding (very |really |so )?heavy\b(?! (?:period|periods|menstrual|flow))", r"bleeding \1heavily"),
    # (own read of the final runs) "low mood and wants to talk to someone", "barely tender when pressed"
    _rule(r"^\s*low mood,? and (?:wants?|would like|needs?) to (.+)$", r"I've been feeling low and I want to \1"),
    _rule(r"^\s*(barely|hardly|only slightly|not very|only a little) tender(?: (?:when|if) (?:it'?s |it is )?(?:pressed|pushed|touched|examined)| to (?:the )?touch)?\s*$",
          lambda m: f"it's {m.group(1).lower()} tender when it's pressed"),
    # "PMH diabetes", "PMH high BP on lisinopril": the history, never "I've got pmh diabetes" or a high reading (2026-12ai terse)
    _rule(r"^\s*pmh\s*:?\s+(?=[a-z])", "hx "),
    _rule(r"^\s*(?:hx|h/o|history of|known)\s+(?:of\s+)?(?:high (?:bp|blood pressure)|htn|hypertension)\s+on\s+([a-z][\w-]+)",
          r"I have high blood pressure and I take \1"),
    _rule(r"^\s*known (loose|unstable|dodgy|bad|weak|trick) ((?:l|r|left|right) )?(shoulder|knee|ankle|kneecap|hip)\b",
          lambda m: f"my {_side_said(m.group(2))}{m.group(3).lower()} is {m.group(1).lower()}"
                    f"{' and it dislocates easily' if m.group(3).lower() in ('shoulder', 'kneecap', 'hip') else ''}"),
    _rule(r"^\s*(popped|came|come|slipped|went) out again\b", lambda m: f"it {'came' if m.group(1).lower() == 'come' else m.group(1).lower()} out again"),
    _rule(r"^\s*(pulled|strained|tore|torn) (?:a |my )?(muscle|hamstring|groin|calf|back)\b",
          lambda m: f"I {'tore' if m.group(1).lower() == 'torn' else m.group(1).lower()} {'a' if m.group(2).lower() == 'muscle' else 'my'} "
                    f"{m.group(2).lower()}"),  # "pulled muscle lifting": never "I was pulled muscle"
    # (an item that is only the age is left out whole: ``clinical.ages.is_age_item``, read in ``_patient_complaint``)
    _rule(r"^\s*\d{1,3} ?(?:yrs?|years?) (?!(?:ago|old|of|hx|history|since|duration|prior|before|back)\b)(?=[a-z])", ""),
    _rule(rf"{AGE_FRACTION}\s*[,;:-]?\s*", ""),  # "girl 5/52 | tmax 100.9": five weeks old, said when asked (2026-12ad terse)
    # "in her 90s. new confusion", "Turned 6. fell off a swing": the age is said when asked (2026-12x terse, training)
    _rule(rf"^\s*{AGE_DECADE}\s*[.,;:-]?\s*", ""),
    _rule(rf"{AGE_TURNED}\s*(?:y(?:ea)?rs?(?: old)?|yo)?\s*[.,;:-]?\s*", ""),
    # (read of the 2026-12n runs) a burn's extent is said in words, never "approx 4% TBSA"; "back of hand" is the back of
    # the patient's hand
    _rule(r"\b(?:approx\.?|approximately|about|around|~)?\s*(\d{1,2}(?:\.\d)?)\s*%\s*(?:tbsa|bsa)\b", r"the burn covers about \1% of my body"),
    # (twenty-second read) "VB at 8 weeks": the weeks of a pregnancy, never eight weeks of bleeding
    _rule(r"\b(vb|pv bleed\w*|vaginal bleeding|bleeding|spotting|cramping|cramps|pain)\s+at\s+(\d{1,2})\s?(?:wks?|weeks)\b"
          r"(?!\s*(?:pregnant|gestation|along|old|of))", r"\1 and \2 weeks pregnant"),
    # (2026-12q, training) "heart racing on and off": never split at its "and" ("racing on and it happened off")
    _rule(r"\b(?:on and off|off and on)\b", "at times"),
    _rule(r"\b(?:the )?light hurts (?:my |the |her |his )?eyes\b", "the light hurts my eyes"),  # not "my light" (2026-12q)
    _rule(r"\b(on|to|at|over) self\b", r"\1 myself"),  # "peeing on self" (2026-12x terse, training)
    # "ICD fired three times": the patient's word for it (2026-12x terse, training)
    _rule(r"\b(?:my |the |an? )?a?icd (fired|fires|went off|goes off|shocked me|shocked|discharged|has fired|has gone off)\b",
          r"my defibrillator \1"),
    _rule(r"\brock hard\b", "rock-hard"),  # "thighs rock hard": one adjective, not the noun "rock" (2026-12q)
    _rule(r"\b(?:on |to |over )?(?:the |my )?back of (?:the |my )?(hand|foot|leg|knee|arm|thigh|calf|heel|wrist)\b",
          r"on the back of my \1"),
    _rule(r"\b(on|under) (?:the |my )?(bottom|sole|ball|top|side) of (?:the |my )?(?:(l|r|left|right) )?(foot|feet|hand|heel|big toe)\b",
          lambda m: f"{m.group(1).lower()} the {m.group(2).lower()} of my {_side_said(m.group(3))}"
                    f"{m.group(4).lower()}"),  # "sore on bottom of R foot" (2026-12ai terse, training)
    _rule(r"^\s*red(?:ness)? (?:goes |going |spreading |spread )?(?:all the way |right )?up to (?:the |my )?([a-z]+)\b", r"the redness goes up to my \1"),  # (the head's back has its own rules: "hit back of head")
    # (read of the 2026-12n runs) the doctor's office rang the patient: never "the Dr office is called"
    _rule(r"^\s*(?:the |my )?(?:dr\.?|doctor'?s?|gp|pcp|clinic|surgery)(?:'s)? ?(?:office )?(?:called|rang|phoned)(?: me)?(?=\s*$|\s+(?:and|to)\b)",
          "my doctor's office called me"),
    _rule(r"^\s*assaulted by (?:her |his |my |the )?(partner|husband|wife|boyfriend|girlfriend|ex|father|stepfather|mother|brother|son|"
          r"flatmate|roommate)\b", r"I was assaulted by my \1"),
    _rule(r"^\s*(?:was\s+)?(?:choked|strangled) by (?:her |his |my |the |an? )?(ex[- ]?)?(boyfriend|girlfriend|partner|husband|wife|"
          r"ex|father|stepfather|mother|brother|son|flatmate|roommate|someone|stranger|man|woman)\b",
          lambda m: f"I was choked by {'someone' if m.group(2).lower() == 'someone' else ('a ' if m.group(2).lower() in ('stranger', 'man', 'woman') else 'my ') + (m.group(1) or '').lower() + m.group(2).lower()}"),
    # a count before "since" ("maroon stools x4 since am"): how many times
    _rule(r"(?<=[A-Za-z])\s+x\s?(\d)(?=\s+since\b)", lambda m: {"1": " once", "2": " twice"}.get(m.group(1), f" {number_word(m.group(1))} times")),
    # "NO BM OR GAS": a blocked bowel said whole, before "no BM" alone reads as constipation (2026-12l run)
    _rule(r"\bno (?:BM|bowel movement|stool|poo) or (?:gas|flatus|wind)\b", "I haven't opened my bowels or passed wind"),
    # Chart times and counts a patient says in words (round 2026-12i, training): "LMP 6 WEEKS AGO",
    # "VOMITING Q15MIN SINCE 0400", "POS HCG AT CLINIC"
    _rule(r"\bLMP\s+(?:was\s+)?(\d+\s*(?:days?|weeks?|wks?|months?)\s+ago)\b", r"my last period was \1"),
    _rule(r"\bq\s?(\d+)\s?(?:min|mins|minutes)\b", r"every \1 minutes"),
    _rule(r"\bq\s?(\d+)\s?(?:h|hr|hrs|hours)\b", r"every \1 hours"),
    _rule(r"\b(since|from|at|until)\s+([01]?\d|2[0-3])([0-5]\d)\b(?!\s*(?:mg|mcg|ml|g\b|units?|hours?|hrs?|kg|m\b|ft|feet|v\b|volts?|watts?|lbs?|pounds?|miles?|km|mph))",
          lambda m: f"{m.group(1)} {_clock(int(m.group(2)), int(m.group(3)))}"),
    _rule(r"(?:\bpos(?:itive)?\s*|\+)(?:hcg|upt|preg(?:nancy)? test)\b|\bhcg\s*(?:pos(?:itive)?|\+)", "a positive pregnancy test"),
    # A digit cut off is an amputation, not "a cut on my finger" ("finger cut off on a table saw")
    _rule(r"\b(finger|thumb|toe|fingertip)(s?) (?:cut|chopped|sliced|sawn) off\b", r"cut my \1\2 off"),
    # School sport, not a pulmonary embolism ("fainted in a PE class")
    _rule(r"(?-i:\bPE)(?= (?:class|classes|lessons?|teacher|kit|period)\b)", "gym"),
    # How far on a pregnancy is ("preg 34wks", "32 wks pregnant", "IUP 8 weeks"): the patient says it whole.
    _rule(_L + r"(?:preg(?:nant|nancy)?|IUP|G\dP\d)\s*,?\s*(?:at\s+)?(\d{1,2})\s?(?:wks?|weeks?)" + _R, r"\1 weeks pregnant"),
    _rule(_L + r"(\d{1,2})\s?(?:wks?|weeks?)\s+(?:preg(?:nant|nancy)?|IUP|gestation|along)" + _R, r"\1 weeks pregnant"),  # "10 weeks along" (12t)
    # an age typed inside the complaint ("left lower belly pain 61yo", "care home resident 78yo"): the registration's, never
    # said as "61 years are old" (2026-12t terse, training); the age is told when asked
    _rule(r"(?<=\w)\s+\d{1,3}\s?(?:yo|y/o|y\.o\.)(?![a-z])", ""),
    # A glucose meter reading, a fact the patient knows (clinical/data/barrier.yaml: "self"); "HI" is the
    # meter's word, never "homicidal ideation".
    _rule(r"(?:(?<=[A-Za-z0-9])(\s+)|(?<![A-Za-z0-9/]))(?:FSBG|FS|BS|BG|CBG|BGL|BSL|GLUC|GLU|gluc|glucose|(?:fingerstick|finger stick|finger-stick|fingerprick|finger prick)(?: glucose| sugar| BG| BS)?)\s*(?:of\s+|was\s+|=\s*|:\s*)?"
          r"(\d{2,3}|\d{1,2}\.\d|(?-i:HI)|high|very high)" + _R, _sugar),  # mg/dL or mmol/L ("BGL 2.1")
    # "type 1, acting drunk": the diabetes, named whole (2026-12t terse, training: "I've got type 1")
    _rule(r"(?<![\w-])type ([12]|one|two)(?=\s*(?:,|;|$|\s+(?:on|with|and|since)\b))", r"type \1 diabetes"),
    # "Known epileptic missed keppra": the condition, then what was done (never "I've got epileptic missed keppra")
    _rule(r"\b(known (?:epileptic|diabetic|asthmatic|schizophrenic|bipolar))\s+(?=(?:missed|ran out|run out|off|stopped|not taking|forgot)\b)",
          r"\1 and "),
    # "took 10 tabs then changed mind": whose mind, said (before the 2026-12af round)
    _rule(r"\b(chang(?:ed|es|ing)|made up) mind\b", r"\1 my mind"),
    # "AH telling him to jump off the bridge": the voices that tell him, not a chart's letters (2026-12t terse, training)
    _rule(r"(?-i:\bA/?V?H\b)(?=\s+(?:telling|tell|tells|told|saying|says|commanding|ordering)\b)", "voices"),
    # "meter reads HI", "glucometer says HI", "sugar HI": the meter's word after the meter (2026-12s terse, training: "breath
    # smells fruity meter reads HI" was said as thoughts of hurting someone)
    _rule(r"(?:(?<=[A-Za-z0-9])(\s+)|(?<![A-Za-z0-9/]))(?:(?:home |glucose |sugar |bsl |bgl )?meter|glucometer|(?:blood )?(?:sugar|glucose)|bsl|bgl)"
          r"\s+(?:reads?|reading|read|says?|said|showed|shows|was|is|of|=|:)?\s*((?-i:HI))(?:\s+on\s+(?:the\s+|my\s+|his\s+|her\s+)?(?:home\s+)?(?:glucose\s+)?meter)?" + _R, _sugar),
    # "SENT BY PCP FOR SODIUM 118": a blood result the doctor phoned about, said as what it means
    _rule(r"\bfor (?:a )?(?:low )?(?:sodium|Na\+?)\s*(?:of\s*)?(?:1[01]\d|12\d)\b", "because my sodium was low on a blood test"),
    _rule(r"\bfor (?:a )?(?:high )?(?:potassium|K\+?)\s*(?:of\s*)?[5-9](?:\.\d)?\b", "because my potassium was high on a blood test"),
    # "NO GAS X1 DAY": wind not passed, a clause of its own ("I haven't got any gas" is no one's English)
    _rule(r"(?:^|(?<=,)|(?<=;))\s*(?:no|not passing) (?:gas|flatus)(?: or (?:BM|stool|bowel motion)s?)?\b", " I haven't passed any wind"),
    # "MVA RESTRAINED DRIVER": who was where, and the seatbelt, in words
    _rule(r"\s*\b(?:(un)restrained|restrained) (driver|passenger|front passenger|rear passenger)\b",
          lambda m: f", I was the {m.group(2).lower()} and {'not ' if m.group(1) else ''}wearing a seatbelt"),
    # "OPEN FX R ANKLE": the break and the bone through the skin
    _rule(r"\bopen (?:fx|frx|fracture|#)\s+(?:(?:of|to)\s+)?(?:(L|R|LT|RT|left|right)\.?\s+)?((?:lower |upper )?(?:ankle|wrist|leg|arm|forearm|"
          r"shin|tibia|fibula|finger|thumb|toe|hand|foot|elbow|knee|thigh|femur|humerus))\b",
          lambda m: f"I've broken my {_SIDE_SAID.get((m.group(1) or '').lower(), '')}{' ' if m.group(1) else ''}{m.group(2).lower()} "
                    "and the bone is through the skin"),
    # "POSSIBLE HEAD STRIKE": "I might have hit my head", never "possible I hit my head"
    _rule(r"\b(?:possible|poss|\?)\s*(?:head strike|headstrike|hit head|head hit)\b", "I might have hit my head"),
    # "HEMODIALYSIS VIA LT ARM FISTULA": on dialysis, and where the fistula is
    _rule(r"\b(?:hemo|haemo)?dialysis(?: pt| patient)? via (?:a |the |my )?(?:(L|R|LT|RT|left|right)\.? )?(arm|forearm|thigh|chest|neck)? ?"
          r"(fistula|graft|line|catheter|permcath)\b",
          lambda m: f"I'm on dialysis through a {m.group(3).lower()}" + (
              f" in my {_SIDE_SAID.get((m.group(1) or '').lower(), '')}{' ' if m.group(1) else ''}{m.group(2).lower()}" if m.group(2) else "")),
    # "GLUCOSE 520": a meter's number the patient was told
    _rule(r"(?:(?<=[A-Za-z0-9])(?<!\bmy)(\s+)|(?<![A-Za-z0-9/])(?<!\bmy ))(?:glucose|blood sugar|sugar)(?:\s+(?:meter|monitor|machine))?\s*(?:of\s+|was\s+|=\s*|:\s*|(?:reads?|reading|says|said|showed|shows|shown)\s+)?(\d{2,3}|(?-i:HI))" + _R,
          _sugar),
    # "DEEP BREATHING" (Kussmaul's, in a diabetic): what the patient notices, not the sign's name
    _rule(r"\b(?:deep (?:rapid |fast |quick |sighing )?breathing|kussmaul(?:'s)?(?: breathing| respirations?)?)\b", "I keep taking big heavy breaths"),
    # "FOUND UNAROUSABLE BY ROOMMATE": who found the patient, and how, said as a person tells it (eleventh read: "their
    # type 1 diabetes found unresponsive by roommate" from the roommate's own mouth)
    _rule(r"(?:(?<=[A-Za-z0-9])\s+(?=found\b)|\b)found (?:down|unresponsive|unarousable|unrousable|unconscious|obtunded)(?: (?:at|in) (?:home|bed|the flat|the house|work))?"
          r" by (?:pt'?s |his |her |their |the )?(roommate|flatmate|housemate|room mate|wife|husband|partner|son|daughter|mother|mum|"
          r"father|dad|friend|neighbou?r|carer|girlfriend|boyfriend|sister|brother|staff)\b",
          lambda m: f"{', and ' if m.group(0)[0].isspace() else ''}my {m.group(1).lower()} found me and couldn't wake me"),
    # AVPU's P by the chart's test ("MOANS TO STERNAL RUB"): what whoever is there sees, never "I've got moans to sternal rub"
    _rule(r"\b(?:only )?(?:moans|groans|grimaces|withdraws|responds|moves|reacts)(?: only)? to (?:a )?(?:sternal rub|painful stimul\w*|pain)\b"
          r"(?: only\b)?", "I only groan when someone rubs hard on my chest"),
    # "BIBA FOUND DOWN": how they came is the speaker's own introduction, never "ambulance found"
    # "BIBA from assisted living": where the ambulance came from, said as such (2026-12ah terse, training: "It happened from
    # assisted living")
    _rule(r"^(?:BIBA|BIBEMS|BIB EMS|BIBFD)\s+from\s+(?:an? |the |my |his |her )?(assisted living|nursing home|care home|group home|rest home|"
          r"aged care|SNF|ALF|skilled nursing)(?: facility| home)?\b",
          lambda m: "came in by ambulance from my " + {"assisted living": "assisted living home", "snf": "care home", "alf": "care home",
                                                          "aged care": "care home", "skilled nursing": "care home"}.get(m.group(1).lower(), m.group(1).lower())),
    _rule(r"^(?:BIBA|BIBEMS|BIB EMS|BIBFD)\s+(?=[A-Za-z])", ""),
    # any case: a shouted item's "POD 4" is lowered to "pod 4" before it is read (2026-12l run: "I've got pod 4")
    _rule(_L + r"(?i:POD)\s?#?\s?(\d{1,2})(?:\s+(?:s/p\s+)?(lap chole|chole|cholecystectomy|lap appy|appy|appendectomy))?" + _R,
          _operated),
    # "~30mph": about, in words.
    _rule(r"~\s*(\d+)\s*mph\b", r"at about \1 miles an hour"),
    _rule(r"~\s*(?=\d)", "about "),
    _rule(r"(?<=\d)\s*mph\b", " miles an hour"),
    # "?UTI": a possible one, as "r/o" is.
    _rule(r"(?<![\w?])\?\s*(?=[A-Za-z])", "possible "),
    # Weeks of a pregnancy typed with "gest" ("31 wks gest", "34 weeks gestation"): how far along (2026-12aa terse, training:
    # "I've got 31 weeks gest", and preterm labour missed)
    _rule(_L + r"(\d{1,2})\s?(?:wks?|weeks?)\s+(?:gest(?:ation(?:al)?)?|GA)\b\.?", lambda m: f"I'm {m.group(1)} weeks pregnant"),
    # Durations: "x2 wks", "x 3 days", "X1 week", "x2d".
    _rule(_L + r"x\s?(\d+)\s?(" + _UNIT_PATTERN + r")\.?" + _R, lambda m: "for " + _quantity(m.group(1), m.group(2))),
    # Pads soaked through, a bleed's measure ("8 pads soaked"): said as done, never "I've got 8 pads soaked" (twenty-third read)
    _rule(_L + r"(\d{1,2})\s+(?:pads?|tampons?)\s+(?:soaked|soaked through|filled)" + _R, lambda m: f"I've soaked {number_word(m.group(1))} pads"),
    # The last of a course and how long ago ("last infusion 8d", "last chemo 10 days"): when it was, never "for eight
    # days" (2026-12z terse, training: "my last infusion for was eight days")
    _rule(_L + r"(last (?:chemo(?:therapy)? )?(?:infusion|chemo|chemotherapy|tx|treatment|dose|cycle|session))\s+(\d{1,2})\s?(d|days?|w|wks?|weeks?)(?:\s+ago)?" + _R,
          lambda m: f"{m.group(1)} {_ago(m.group(2), m.group(3)[0])}"),
    # A count of days or weeks closing an item ("GENERALIZED WEAKNESS 3 DAYS", "FREQUENCY 2 DAYS"): for how long,
    # never "I've got frequency 2 days"; a pregnancy's weeks ("IUP 8 WEEKS") are how far along, not how long.
    _rule(r"(?<=[A-Za-z])\s+(\d{1,2})\s?(" + _UNIT_PATTERN + r")\.?(?=\s*(?:$|[,;])|\s+(?:per|PTA|prior to)\b)", _for_how_long),
    # Last known well, a stroke's clock: "LKW 0900", "LKW @ 14:30" (a time the family knows, not a reading).
    _rule(r"(?:(?<=[A-Za-z])(\s+)|" + _L + r")(?:LKW|last known well|last seen well|last (?:seen )?normal)\s*(?:@|at)?\s*"
          r"([01]?\d|2[0-3]):?([0-5]\d)" + _R,  # "CODE STROKE LKW 0900": two things, "stroke symptoms, I was last fine at 9 am"
          lambda m: f"{', ' if m.group(1) else ''}I was last fine at {_clock(int(m.group(2)), int(m.group(3)))}"),
    _rule(_L + r"(?:LKW|last known well|last seen well)" + _R, "I was last fine"),
    # "HD pt missed dialysis x2", "dialysis pt, SOB": a dialysis patient is on dialysis; a missed session said after it
    # tells that itself (before the 2026-12ag round, from the twenty-ninth read: "The dialysis missed dialysis twice")
    _rule(r"^\s*(?:HD|ha?emo ?dialysis|(?:renal )?dialysis|renal)\s+(?:pt|patient)\b[,;:]?\s*(missed|skipped)\s+(?:(?:his|her|my|the)\s+)?"
          r"(last\s+)?(session|run|treatment)\b", lambda m: f"{m.group(1).lower()} my {(m.group(2) or '').lower()}dialysis {m.group(3).lower()}"),
    _rule(r"^\s*(?:HD|ha?emo ?dialysis|(?:renal )?dialysis|renal)\s+(?:pt|patient)\b[,;:]?\s*(?=(?:missed|skipped|has missed|no)\b)", ""),
    _rule(r"^\s*(?:HD|ha?emo ?dialysis|(?:renal )?dialysis)\s+(?:pt|patient)\b\s*(?:(?:complains of|complaining of|w/|with)\s+)?(.*)$",
          lambda m: f"{m.group(1)} and I'm on dialysis" if m.group(1) else "I'm on dialysis"),
    # "missed dialysis sat": the day it was missed, never the verb "sat"
    _rule(r"\b((?:missed|skipped)\s+(?:(?:his|her|my|last|the)\s+)?(?:HD|ha?emo ?dialysis|dialysis)(?:\s+session)?)\s+"
          r"(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day)?\b",
          lambda m: f"{m.group(1)} on {_DAYS[m.group(2).lower()]}"),
    # "HIT IN HEAD WITH BASEBALL BAT KO BRIEFLY NOW WORSE HA AND VOMITING": knocked out, and what is worse now, said as
    # a person tells it (2026-12ag terse, training: "ko briefly now worse headache and vomiting" in the patient's mouth)
    _rule(r"(?<=[A-Za-z])\s+(?:KO|K\.O\.|KO'?d)\s+(briefly|for (?:a few |\d+ |[a-z]+ )?(?:secs?|seconds|mins?|minutes))\b",
          lambda m: f", I was knocked out {m.group(1).lower()}"),
    _rule(r"\bnow worse (HA|headache|pain)(?: (and|\+|w/?|with) (vomiting|nausea|confusion|drowsiness))?\b",
          lambda m: ("and now the " + ("headache" if m.group(1).lower() in ("ha", "headache") else "pain") + " is worse"
                     + (f" and I'm {m.group(3).lower()}" if m.group(3) and m.group(3).lower() != "drowsiness" else
                        " and I'm drowsy" if m.group(3) else ""))),
    # "x3 today lightheaded": a time ends, and how the patient feels is a fact of its own (2026-12ag terse, training)
    _rule(r"\b(today|yesterday|tonight|this morning|overnight|ago)\s+(lightheaded|light-headed|dizzy|weak|nauseous|sweaty|clammy|"
          r"confused|drowsy|faint|pale)\b", lambda m: f"{m.group(1)}, and I'm {m.group(2).lower()}"),
    # "lightheaded on blood thinner": two facts, the feeling and the medicine, never "lightheaded on the blood thinner"
    # (2026-12ag terse, training)
    _rule(r"\b(lightheaded|light-headed|dizzy|weak|faint|bleeding)\s+on\s+(?:a |the |his |her )?(blood thinners?|anticoagulants?|"
          r"warfarin|coumadin|xarelto|eliquis|apixaban|rivaroxaban|dabigatran|pradaxa|edoxaban|clopidogrel|plavix)\b",
          lambda m: f"{m.group(1)} and on {'a ' if m.group(2).lower() == 'blood thinner' else ''}{m.group(2)}"),
    # the chart's "pt" (patient) inside an item ("Leukemia pt + fever", "Tall thin pt sudden lt CP"): no word of the
    # speaker's (2026-12aa terse, training: "I've got a blood cancer pt")
    _rule(r"(?<=[A-Za-z])\s+pt\b(?!\s*(?:\d|is\b|was\b|has\b|states\b|reports\b))", ""),
    # "@" between words ("slipped @ grocery", "hit crossing hwy @ 40 mph"): "at" (2026-12aa terse, training); an
    # "@" before a clock is the stroke's clock above
    _rule(r"(?<=\w)\s*@\s*(?=\w)", " at "),
    _rule(r"(?:^|(?<=[,;] ))\s*@\s*(?=\w)", "at "),  # an item that starts with it ("@ church")
    _rule(_L + r"hwy" + _R, "highway"),
    # A bare count of days, hours or weeks ("lap chole 5D", "last tx 8D ago", "LKW 1H", "4H PTA"): how long ago.
    _rule(_L + r"(\d{1,2})\s?(d|days?|w|wks?|weeks?)\s+(?:postpartum|post-partum|post partum|pp)" + _R,
          lambda m: f"I gave birth {_ago(m.group(1), m.group(2)[0])}"),
    _rule(_L + r"(?:onset\s+)(\d{1,2})\s?([dhw])(?:\s+ago)?" + _R, lambda m: f"it started {_ago(m.group(1), m.group(2))}"),
    _rule(_L + r"(\d{1,2})\s?([dhw])(?:\s+ago)?(?:\s+(?:PTA|prior to arrival))?" + _R, lambda m: _ago(m.group(1), m.group(2))),
    # Feet, volts, and the fingers and toes a chart numbers ("~8 ft", "120V", "5th finger").
    _rule(_L + r"(\d{1,3})\s?(?:ft|feet|foot)" + _R, lambda m: f"{number_word(m.group(1))} feet"),
    _rule(r"\b(\d{2,5})\s?-?(?:V|volts?)(?=\s+(?:panel|line|wire|cable|outlet|socket|box|transformer|fence|circuit|supply|"
          r"system|power|mains)\b)", r"\1-volt"),  # "shock from 480 volt panel": the panel's voltage (read of 12n)
    _rule(_L + r"(\d{2,5})\s?(?:V|volts?)" + _R, r"it was \1 volts"),
    _rule(_L + r"(1st|first|2nd|second|3rd|third|4th|fourth|5th|fifth)\s+(finger|toe|digit)" + _R, _digit),
    # A blood result by its symbol ("K 6.1", "Na 122"): said by its name, so "my potassium is 6.1".
    _rule(r"(?<![A-Za-z0-9/])(?-i:K\+?|Na\+?)(?=\s*(?:of\s+)?\d)", lambda m: "potassium" if m.group(0)[0] == "K" else "sodium"),
    # A count in a day: "vomiting x3 today", "syncope x2 this morning".
    _rule(_L + r"x\s?(\d+)\s+(?=(?:today|yesterday|tonight|this morning|this afternoon|this evening|overnight)\b)",
          lambda m: {"1": "once ", "2": "twice "}.get(m.group(1), f"{number_word(m.group(1))} times ")),
    # Stings, bites and cuts counted ("wasp stings x3", "bee stings x several"): how many of them, never "three times" nor
    # "the stings x is several" (before the 2026-12ah round, a probe)
    _rule(r"\b((?:[A-Za-z-]+\s+)?(?:stings|bites|lacerations|lacs|cuts|wounds|ticks|splinters|blisters|boils|lumps|sting|bite|lac))\s+x\s?"
          r"(\d|several|multiple|many)\b", _counted),
    # A count with no unit after an item ("missed HD x2", "AICD fired x3"): how many times.
    _rule(r"(?<=[A-Za-z])\s+x\s?(\d)(?=\s*(?:$|[,;]))",
          lambda m: {"1": " once", "2": " twice"}.get(m.group(1), f" {number_word(m.group(1))} times")),
    # "9 wks pregnant", "3 days" written with shorthand units.
    _rule(_L + r"(\d+)\s?(wks?|hrs?|mos|yrs?|dys?)" + _R, lambda m: _quantity(m.group(1), m.group(2))),
    # minutes ago ("SPRAYED IN EYE 10 MIN AGO"): a time said in words, never "10 min ago" (2026-12l run)
    _rule(_L + r"(\d+)\s?(mins?)(?=\s+ago\b)", lambda m: _quantity(m.group(1), m.group(2))),
    # Age shorthand.
    _rule(_L + r"(\d+)\s?(?:yo|y/o|yr old|yrs old)" + _R, lambda m: f"{m.group(1)} years old"),
    # A vehicle crash written across a comma ("MVC, motorcycle").
    _rule(_word(r"(?:MVC|MVA)") + r"\s*,?\s*(?:motorcycle|motorbike|MC)" + _R, "motorbike crash"),
    # Foreign body and lacerations, with their body part.
    _rule(r"\b(?:FB|foreign body) sensation\s+(?:in\s+)?((?:" + _SIDE_WORDS + r"\s+)?eye)" + _R,
          r"it feels like there's something in my \1"),
    _rule(_word(r"FB") + r"\s+(?:in\s+)?((?:" + _SIDE_WORDS + r"\s+)?eye)" + _R, r"something in my \1"),
    _rule(_L + r"((?:" + _SIDE_WORDS + r"\s+)?eye)\s+FB" + _R, r"something in my \1"),
    _rule(_L + r"((?:" + _SIDE_WORDS + r"\s+)?(?!(?:deep|large|small|minor|superficial|complex|simple|multiple|long|big|bad|"
          r"little|gaping|bleeding|new|old)\b)[A-Za-z]+)\s+lac(?:eration)?" + _R, r"cut on my \1"),  # a body part, not a kind of cut
    _rule(_word(r"lac(?:eration)?") + r"\s+(?:(?:to|on|of)\s+(?:the\s+)?)?(?=\S)", "cut on my "),  # "Lac to L forearm"
    _rule(_word(r"PP") + r"\s+(vag(?:inal)?\s+(?:bleed(?:ing)?|bleeding|hemorrhage|haemorrhage))" + _R,
          r"\1 after giving birth", case_sensitive=True),
    _rule(r"\b(wound|injury|trauma|stabbing)\s+(?:to\s+(?:the\s+)?)?(?:abd|abdo|abdom|abdomen)" + _R, r"\1 to the belly"),
    # Where a result came from ("INR 6.8 per coumadin clinic"): the clinic said it, never the chart's "per"
    _rule(r"\bper (?:the )?(?:coumadin|warfarin|anticoag(?:ulation)?|inr) clinic\b", "from the warfarin clinic"),
    _rule(r"\bper (?:the )?(?:GP|PCP|PMD|family doctor)\b", "from my GP"),
    _rule(r"\bper (?:the )?(?:lab|pharmacy|pharmacist|urgent care|clinic)\b", lambda m: "from the " + m.group(0).split()[-1].lower()),
    # A medicine given into a vein ("IV ceftriaxone", "sent for IV abx"): said as a drip, never as the chart's "IV"
    _rule(_word(r"IV") + r"\s+(?!(?:drugs?|drug use|heroin|use|user|overdose|OD|access|line|site|cannula)\b)([A-Za-z]+)" + _R,
          r"\1 through a drip", case_sensitive=True),
]

# After the vocabulary: sides. "Rt", "Lt" (any case) and single upper-case "R" / "L".
_SIDE_RULES: list[Rule] = [
    _rule(_word(r"Rt"), "right"),
    _rule(_word(r"Lt"), "left"),
    _rule(_L + r"R(?=\s*-?\s*sided)", "right", case_sensitive=True),
    _rule(_L + r"L(?=\s*-?\s*sided)", "left", case_sensitive=True),
    _rule(_word(r"R"), "right", case_sensitive=True),
    _rule(_word(r"L"), "left", case_sensitive=True),
]

_BODY = (
    r"(head|face|scalp|forehead|eye|eyes|ear|ears|nose|lip|lips|cheek|chin|jaw|neck|throat|shoulder|shoulders|arm|arms|"
    r"forearm|elbow|wrist|hand|hands|palm|finger|fingers|thumb|chest|back|belly|abdomen|groin|hip|hips|buttock|"
    r"thigh|leg|legs|knee|knees|shin|calf|ankle|ankles|foot|feet|heel|toe|toes|armpit|axilla|breast|skin)"
)

# Lay grammar, applied after the abbreviations: body parts after the complaint ("bite R leg"), "after a ...",
# "X broken", and the jargon whose lay words are a clause ("syncope" → I fainted). The vocabulary says such
# clauses only for a whole item, so these stay here for the same words inside a longer one ("s/p cardiac arrest").
#: The people a row names as having come along or brought the patient ("roommate drove", "mother with him").
_PEOPLE_WITH = (r"(?:foster\s+|step-?)?(?:roommates?|flatmates?|housemates?|friends?|neighbou?rs?|partner|spouse|wife|husband|mum|mom|mother|"
                r"dad|father|parents|son|daughter|sister|brother|boss|coworkers?|grandma|grandmother|nan|nana|grandpa|grandfather|"
                r"grandad|aunt|aunty|auntie|uncle|cousin|teacher|coach|carer|guardian|babysitter|nanny|boyfriend|girlfriend|"
                # (2026-12ai terse, training: "I've got midwife at the bedside")
                r"midwife|group home staff|care home staff|support worker|social worker|youth worker|case worker|caseworker|"
                r"coworker|co-worker|colleague|workmate|priest|pastor|chaplain)")
_LAY_RULES: list[Rule] = [
    _rule(r"\b(left|right)\s+sided\b", r"\1-sided"),
    _rule(r"\bafter\s+(?:a\s+)?fall\b", "after a fall"),
    _rule(r"\bafter\s+(?:a\s+|an\s+)?(?:cardiac\s+)?arrest\b", "after my heart stopped"),
    _rule(r"\bhistory\s+(?:of\s+)?(?:a\s+)?cardiac arrest\b", "my heart stopped once before"),
    _rule(r"\bcardiac arrest\b", "my heart stopped"),
    _rule(r"\bROSC\b", "they got my heart going again"),
    # a denied head strike is a clause of its own, not "I haven't got any I hit my head" (2026-12l read)
    _rule(r"\b(?:no|denies|without(?: a)?)\s+(?:head strike|headstrike|hit(?:ting)? (?:my |the )?head|head injury)\b", "I didn't hit my head"),
    # how the patient came is said as that, never "he's got via ambulance" (2026-12l read)
    _rule(r"\b(?:(?:arrived |brought in |brought |came in |came )?via (?:EMS|ambulance|BIBA)|(?:arrived|brought in|came in|came) by (?:EMS|ambulance))\b",
          "I came in by ambulance"),
    # a ground-level fall inside a longer item ("GLF AT HOME, TRIPPED ON RUG"): what happened, not the letters
    _rule(r"(?-i:\bGLF\b)(?=\s+\w)", "I fell"),
    # chart grammar the patient does not speak (2026-12l run): "STATES WANTS TO DIE", "HURTS TO MOVE EYE", "HARD TO
    # SWALLOW", "ALERT NOW", "NO BM OR GAS"
    _rule(r"\b(?:states|says|reports)\s+(?:that\s+)?(?:(?:he|she|they)\s+)?wants? to\b", "I want to"),
    # (read of the 2026-12m runs, after the measurement) the back of the head is the head, never "I was hit back of
    # my head" heard as back pain; a morning in chart shorthand; an operation some days ago; what colleagues saw
    _rule(r"\b(?:hit|struck|bumped|banged) (?:the )?back of (?:the |his |her |their |my )?head\b", "I hit the back of my head"),
    _rule(r"\b(since |from )?this am\b", lambda m: f"{m.group(1) or ''}this morning"),
    _rule(r"\bsince am\b", "since this morning"),
    _rule(r"\blast noc\b", "last night"),
    # (eleventh read) a plus between two findings is "and" said aloud ("room spinning + double vision")
    _rule(r"(?<=[A-Za-z])\s+\+\s+(?=[A-Za-z])", " and "),
    # (read of the 2026-12m runs) a pregnancy test in full; a deformity as it looks; a pulse felt by the nurse is no
    # word of the patient's ("foot warm, pulses +")
    _rule(r"\bpreg test\b", "pregnancy test"),
    # (read of the 2026-12m runs) what the patient kicked is no assault ("kicked bed frame"); heels and a shot are the
    # patient's own ("landed on heels", "cortisone shot last wk"); pain "to" a place is where it spreads, and how it comes
    # is a clause of its own ("flank pain to groin comes in waves")
    _rule(r"^\s*kicked (?:a |the |my )?(bed ?frame|bed|door|door ?frame|table|table leg|chair|wall|step|skirting board|coffee table|"
          r"sofa|couch|dresser|box|post|rock|ball)\b", lambda m: f"I kicked the {m.group(1).lower()}"),
    # (eleventh read) an assault is said as what was done, an evidence kit as what is wanted, and tearfulness as the
    # crying the nurse sees ("I've got sexual assault last noc, I want exam and kit and I'm tearful")
    _rule(r"^\s*(?:s/p |after )?(?:a )?sexual(?:ly)? assault(?:ed)?\b", "I was sexually assaulted"),
    _rule(r"\bwants? (?:an? )?(?:exam|examination|forensic exam\w*)(?: and (?:a |the )?(?:rape |evidence |forensic )?kit)?\b",
          "I want an examination so the evidence can be collected"),
    _rule(r"^\s*(?:is |pt )?tearful\b", "I can't stop crying"),
    # where the patient lives, typed as an item ("college dorm"): said as living there, never "I've got college dorm"
    _rule(r"^\s*(?:lives? (?:in|at) )?(?:(?:a|the) )?(college dorm|dorm|dormitory|halls(?: of residence)?|group home|nursing home|care home|"
          r"assisted living|shelter|homeless shelter|boarding school)\s*$", lambda m: f"I live in {'the' if m.group(1).lower().startswith(('halls', 'shelter')) else 'a'} {m.group(1).lower()}"),
    # the worst headache, as a person says it ("worst headache + stiff neck"): of their life
    _rule(r"^\s*(?:the )?worst (?:headache|HA|head ache)(?! of)\b", "the worst headache of my life"),
    _rule(r"\blanded on (?:(?:both|his|her|my) )?(heels|feet|back|bottom|buttocks|hands|head|side|knees?)\b", r"landed on my \1"),
    _rule(r"^\s*((?:cortisone|steroid|flu|covid|tetanus|botox|b12|depo|hormone) (?:shot|injection|jab)) (last (?:wk|week|month|night)|"
          r"yesterday|(?:\w+ )?(?:days?|weeks?) ago)\b", lambda m: f"I had a {m.group(1).lower()} {m.group(2).replace('wk', 'week')}"),
    _rule(r"\b(pain|ache)\s+to\s+(?:the |my )?(groin|jaw|neck|back|shoulder|left arm|right arm|arm|leg|testicle|tip of (?:my )?penis)\b",
          r"\1 going to my \2"),
    _rule(r"(?<=[a-z])\s+(comes? and goes|comes? in waves)\b", r", it \1"),
    _rule(r"\b(?:(left|right|lt|rt|l|r)\.? )?(ankle|wrist|knee|elbow|shoulder|finger|thumb|arm|leg|forearm|hip)(?:,)? (?:with )?(?:obvious |gross |visible )?deformity\b",
          lambda m: f"my {_SIDE_SAID.get((m.group(1) or '').lower(), '')}{' ' if m.group(1) else ''}{m.group(2).lower()} looks bent out of shape"),
    _rule(r",?\s*\b(?:distal |pedal |radial )?pulses? (?:\+|present|intact|palpable|positive|ok|okay)(?=\s*(?:$|[,;.]))", ""),
    _rule(r"\b((?:[a-z]+ )?(?:surgery|operation|procedure|biopsy|colonoscopy|c-section|caesarean))\s+(\d+|[a-z]+)\s+"
          r"(days?|weeks?|hours?|months?)\s+ago\b", r"I had my \1 \2 \3 ago"),
    # "METER 41" beside a diabetic's complaint: the sugar the meter read (2026-12ac terse, training); "HI" has no number
    _rule(r"^\s*(?:glucose |sugar )?meter(?: reads?| reading| says| shows| showed)? (\d{2,3}(?:\.\d)?)\s*$", r"my sugar was \1 on my meter"),
    _rule(r"^\s*(?:my |the )?(?:glucose |sugar )?meter (?:reads?|says|shows|showed|said) (?:just )?(high|hi|low|lo)\s*$",
          lambda m: f"my meter just says {'high' if m.group(1).lower() in ('high', 'hi') else 'low'}"),  # "METER READS HIGH"
    # a day or a week of the illness typed after it ("COUGH DAY 6", "WEAKER WEEK 2"), or after a procedure ("HIP REPLACEMENT
    # WEEK 2", "INFUSION DAY 8"): how long, or how long ago (2026-12ac terse, training: "I've got cough day 6")
    _rule(r"^\s*((?:[a-z]+ )?(?:replacement|surgery|operation|infusion|chemo|chemotherapy|procedure|transplant|biopsy|colonoscopy))"
          r"\s+(day|week)\s+(\d{1,2})\s*$", lambda m: f"I had my {m.group(1).lower()} {m.group(3)} {m.group(2).lower()}"
                                                    f"{'' if m.group(3) == '1' else 's'} ago"),
    _rule(r"^\s*(?:after an operation|post[- ]?op(?:erative)?)\s+(day|week)\s+(\d{1,2})\s*$",  # "POST OP DAY 5": days since it
          lambda m: f"I had an operation {m.group(2)} {m.group(1).lower()}{'' if m.group(2) == '1' else 's'} ago"),
    _rule(r"^\s*(?!(?:c-?section|caesarean|cesarean|after|post)\b)([a-z][a-z ]*?)\s+(day|week)\s+(\d{1,2})\s*$",
          lambda m: f"{m.group(1)} for {m.group(3)} {m.group(2).lower()}{'' if m.group(3) == '1' else 's'}"),
    # a span typed with a hyphen before or after the item (2026-12ad terse, training: "I've got 3-Week cough"): "6-day
    # postnatal" is a birth six days ago, "1-week post tonsillectomy" an operation a week ago, "3-Week Cough" and
    # "Watery Diarrea 3-Day" how long
    _rule(r"^\s*(\d{1,2})-(day|week)s?\s+post-?(?:natal|partum)\s*$",
          lambda m: f"I had my baby {m.group(1)} {m.group(2).lower()}{'' if m.group(1) == '1' else 's'} ago"),
    _rule(r"^\s*(\d{1,2})-(day|week|month)s?\s+(?:post|after)[- ](?:op\s+)?(?:an?\s+|my\s+)?([a-z][a-z ]*?)\s*$",
          lambda m: f"it's {m.group(1)} {m.group(2).lower()}{'' if m.group(1) == '1' else 's'} since my {m.group(3)}"),
    _rule(r"^\s*(\d{1,2})-(day|week|month)s?\s+(?!post\b|after\b|old\b)([a-z][a-z ]*?)\s*$",
          lambda m: f"{m.group(3)} for {m.group(1)} {m.group(2).lower()}{'' if m.group(1) == '1' else 's'}"),
    _rule(r"^\s*([a-z][a-z ]*?)\s+(\d{1,2})-(day|week|month)s?\s*$",
          lambda m: f"{m.group(1)} for {m.group(2)} {m.group(3).lower()}{'' if m.group(2) == '1' else 's'}"),
    # a plan to die typed as its doing ("plans jumping parking garage": 2026-12ad terse, training, said "The plans are
    # jumping parking garage" and heard as nothing)
    _rule(r"^\s*(?:plans?|planning)\s+(?:on\s+|to\s+)?(?:jumping|jump)\s+(?:off\s+|from\s+)?(?:a\s+|the\s+)?([a-z][a-z ]*?)\s*$",
          r"I've made a plan to jump off a \1"),
    _rule(r"^\s*(?:plans?|planning)\s+(?:on\s+|to\s+)?(hanging|hang|drowning|drown|shooting|shoot)\b.*$",
          lambda m: f"I've made a plan to {m.group(1).removesuffix('ing')} myself"),
    # a curtain over the sight, a helmet struck, questions repeated, tingling climbing the legs, typed as a chart types
    # them (2026-12ad terse, training: "My curtain dropped left eye", "My scaffold plank struck helmet", "I've got
    # repeats questions", "numbness in my feet when climbing knees": none heard as what it was)
    _rule(r"^\s*(?:a\s+|dark\s+|black\s+|grey\s+|gray\s+)?(?:curtain|shade|veil)\s+(?:dropped|came down|coming down|fell|falling)(?:\s+(?:over|across|in))?\s+(?:my\s+)?(left|right)?\s*eye\s*$",
          lambda m: f"it's like a curtain came down over my {m.group(1) + ' ' if m.group(1) else ''}eye"),
    _rule(r"^\s*(?:a\s+|the\s+)?([a-z][a-z ]*?)\s+(?:struck|hit|fell on|landed on)\s+(?:my\s+)?(helmet|hard ?hat)\s*$",
          r"a \1 hit me on my \2"),
    _rule(r"^\s*repeat(?:s|ing)\s+(?:the\s+same\s+)?questions\s*$", "I keep asking the same questions, I'm told"),
    _rule(r"^\s*painless\s*$", "it doesn't hurt"),
    # a reliever that helps little, and how much breath there is to talk, as a chart types them (2026-12ad terse,
    # training: "my inhaler helping is little", "I have got full sentences")
    _rule(r"^\s*(?:my\s+)?(inhaler|puffer|reliever|nebuli[sz]er|spray)\s+(?:is\s+)?(?:helping|working)\s+(?:only\s+)?(?:a\s+)?(?:little|a bit)\s*$",
          r"my \1 is only helping a little"),
    _rule(r"^\s*(?:talking\s+|speaking\s+)?(?:in\s+)?full\s+sentences\s*$", "I can still talk in full sentences"),
    # when it began, typed as an item ("started midmorning", "Started Upon Waking": 2026-12ad terse, training, said "I
    # started midmorning")
    _rule(r"^\s*(?:started|began|onset)\s+(?:upon|on|after)\s+(?:waking|wakening|waking up|getting up)\s*$", "it started when I woke up"),
    _rule(r"^\s*(?:started|began|onset)\s+(?:at\s+)?(midmorning|mid-morning|midafternoon|mid-afternoon|suppertime|lunchtime|teatime|"
          r"dinnertime|bedtime|breakfast|lunch|supper|dinner|midday|noon|midnight|dawn)\s*$",
          lambda m: f"it started at {m.group(1).replace('midmorning', 'mid-morning').replace('midafternoon', 'mid-afternoon')}"),
    # an item that carries the story on ("Burning when passing urine, then back pain and shivers"): what came, said
    # plainly (2026-12ad narrative, training: "I've got then back pain")
    _rule(r"^\s*(?:and\s+)?then\s+(?=[a-z])", ""),
    _rule(r"^\s*(tingling|numbness|pins and needles)\s+(?:in\s+)?(?:my\s+)?(feet|legs|hands|toes|fingers)\s+(?:climbing|creeping|spreading|moving|going)\s+(?:up\s+)?(?:to\s+)?(?:my\s+)?(knees|thighs|hips|waist|elbows|shoulders)\s*$",
          r"\1 in my \2 that's climbing up to my \3"),
    _rule(r"^\s*(legs?|knees?)\s+(buckling|giving way|giving out)\s*$",
          lambda m: f"my {m.group(1)} {'keep' if m.group(1).endswith('s') else 'keeps'} {m.group(2)}"),
    _rule(r"^\s*(?:had\s+)?(?:the\s+)?(flu|a cold|covid|a virus|a chest infection|a tummy bug|gastro)\s+(last (?:week|month)|(?:\d+|two|three|four) weeks ago)\s*$",
          lambda m: f"I had {'the flu' if m.group(1) == 'flu' else m.group(1)} {m.group(2)}"),
    _rule(r"^\s*(gr[ae]y|grey|blurry|blurred|dark|dim)\s+vision\s*$", r"my vision has gone \1"),
    # a sex typed as a letter before its slash with no age ("22YO TALL THIN M/SUDDEN SOB"): the registration's, never said
    _rule(r"(?<![\w/])(?-i:[MF])/(?=[A-Za-z]{3})", ""),
    # "88yo NH resident": where the patient lives, said as such once the age has gone (twenty-ninth read: "she's got the
    # care home resident")
    _rule(r"^\s*the care home resident\s*$", "I live in a care home"),
    # "delivered 6 days ago": the birth (twenty-ninth read: "The delivered 6 days ago ...")
    _rule(r"^\s*(?:pt\s+)?delivered (?=(?:\w+ )?(?:days?|weeks?|hours?|hrs?|d|wks?) ago\b)", "I gave birth "),
    # a count typed after a medicine ("Tylenol x20 tabs"): how many were taken
    _rule(r"\b([A-Za-z][\w-]+) x ?(\d{1,3}) (tabs|tablets|pills|caps|capsules)\b", lambda m: f"{m.group(2)} {m.group(1)} {m.group(3)}"),
    # "fall vs nightstand": what the fall struck (2026-12af terse, training: "I've got fall vs nightstand")
    _rule(r"\bfall (?:vs\.?|versus|v\.?) (?:a |an |the )?(?=[a-z])", "fell against the "),
    # "etoh tripped on curb": drinking, and then what happened
    _rule(r"^\s*(drinking alcohol|drunk|intoxicated)\s+(?=(?:tripped|fell|slipped|hit|punched|walked|crashed|got)\b)", r"\1 and "),
    # a day typed short ("started Tues"): the day, and what started (twenty-ninth read: "I started Tues")
    _rule(r"(?:^|(?<=[,;] ))started (?:on )?(mon|tues?|wed|thurs?|thu|fri|sat|sun)(?:day)?\b", lambda m: f"it started on {_DAYS[m.group(1).lower()]}"),
    _rule(r"\b(since|on|last|this|from|until|till|by|next|started|began) (mon|tues?|weds?|thurs?|thu|fri|sat|sun)\b(?!day)",
          lambda m: f"{m.group(1)}{' on' if m.group(1).lower() in ('started', 'began') else ''} {_DAYS[m.group(2).lower()]}"),
    # "bit on cheek by neighbors dog": bitten, by whose dog (2026-12af terse, training)
    _rule(r"\bbit(?= (?:on|in) [^,;]{0,30}\bby\b)", "bitten"),
    _rule(r"\b(neighbou?r|friend|cousin|grandma|grandpa|uncle|aunt|sister|brother)s (dog|cat|horse|pony)\b", r"\1's \2"),
    # "falls x3 this week": how many falls (2026-12af terse, training: "I've got falls x3 this week")
    _rule(r"\bfalls?\s*x\s*([2-9])\b", lambda m: f"I've had {number_word(m.group(1))} falls"),
    # who drove or brought the patient, typed after them ("roommate drove"): said as who brought me in
    _rule(rf"^\s*({_PEOPLE_WITH})\s+(?:drove|brought|carried|walked|helped)(?:\s+(?:me|him|her|them)(?:\s+in)?)?\s*$",
          r"my \1 brought me in"),
    # who came along, typed as an item ("mother with him", "dad here", "with mom", "held by aunt", "teacher rode along"):
    # the one at the desk, who speaks as who they are, never "she's got mother with her" (2026-12ae terse, training)
    _rule(rf"^\s*(?:with|held by|carried by|accompanied by):?\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+)?(?:{_PEOPLE_WITH})"
          r"(?:\s+and\s+\w+)?\s*$", ""),
    _rule(rf"^\s*(?:pt'?s\s+|his\s+|her\s+|their\s+)?(?:{_PEOPLE_WITH})(?:\s+and\s+(?:{_PEOPLE_WITH}))?\s+(?:with\s+(?:him|her|them|pt|me)|"
          r"here|present|at\s+(?:the\s+)?bedside|rode\s+along|came\s+along)\s*$", ""),
    # an outdoor activity typed as the scene ("ice fishing"), and a side impact at a junction ("t-boned intersection"):
    # when and where it happened (2026-12ad terse, training: "The ice is fishing", "I've got t-boned intersection")
    _rule(r"^\s*((?:ice |fly |sea |river )?fishing|camping|hiking|skiing|snowboarding|surfing|gardening|kayaking|canoeing|sailing|"
          r"(?:rock |ice )?climbing|mountain biking|skating|ice skating|rollerblading|sledding|tobogganing)\s*$", r"it happened while I was \1"),
    _rule(r"^\s*t-?boned\s+(?:at\s+)?(?:an?\s+|the\s+)?(intersection|junction|crossroads|lights|roundabout)\s*$",
          lambda m: f"I was t-boned at {'an' if m.group(1)[0] in 'aeiou' else 'a' if m.group(1) != 'lights' else 'the'} {m.group(1)}"),
    # a fever or a sugar read at home, typed after its number ("FEVER 101.4 HOME", "Sugar 480 home meter")
    _rule(r"\bfever(?:\s+\d{2,3}(?:\.\d)?)?\s+home\b", "a fever at home"),
    _rule(r"\b(sugar|glucose)(?: was| is)?\s+(\d{2,3})\s+(?:on\s+)?(?:my\s+)?home meter\b", r"\1 was \2 on my home meter"),
    # "CESAREAN DAY 9": the day after the birth, as the mother counts it (2026-12ac terse, training)
    _rule(r"^\s*(?:c-?section|caesarean|cesarean)(?: section)? (day|week) (\d{1,2})\b", r"it's \1 \2 after my caesarean"),
    _rule(r",?\s*per (co-?workers|colleagues|workmates|(?:his |her |my )?boss|(?:his |her |my )?teacher|staff)\b", r", my \1 say"),
    _rule(r"(?<!it )(?<!it's )\bhurts to\b", "it hurts to"),
    _rule(r"(?<!it's )(?<!it is )(?<!working )(?<!works )(?<!work )(?<!trying )(?<!tries )\b(hard|difficult|painful) to (swallow|breathe|walk|talk|speak|open|eat|pee|wee)\b",
          r"it's \1 to \2"),  # never "working it's hard to breathe" (2026-12af ATS, training)
    _rule(r"\b(?:now alert|alert now|is alert now|now awake|awake now)\b", "I'm awake and alert now"),
    _rule(r"\bhead strike\b", "I hit my head"),
    _rule(r"\bhit (?:(?:his|her|their|the)\s+)?head\b", "hit my head"),  # "hit head on cabinet"
    _rule(r"\bpunched (?:a |the )?wall\b", "punched a wall"),
    _rule(r"\bwith plan\b", "with a plan"),  # "SI w/ plan to OD"
    # the chart's own framing ("pt c/o HA x2d"): the complaint is what follows it (before the 2026-12af round: "I've been
    # complaining of headache for two days")
    _rule(r"^\s*(?:(?:pt|patient)\s+)?(?:c/o|complains of|complaining of|presents with|presenting with)\s+(?=\w)", ""),
    # "w" typed for "with" between two words ("SI w plan to hang self"): the word
    _rule(r"(?<=[a-z] )w(?= [a-z])", "with", case_sensitive=True),
    # "plan to hang self", "tried to cut self": the speaker's own self
    _rule(r"\b(hang|hurt|harm|kill|cut|shoot|stab|drown|burn|strangle|poison|overdose|injure) self\b", r"\1 myself"),
    _rule(r"\bin (?:the )?field\b", "before we got here"),  # "ROSC in field"
    # a chart's "temp" with no number is the fever itself ("temp after chemo"): "a temperature", after "my chemo"
    _rule(r"^(?:high |spiking )?temps?\b(?!\s*(?:\d|of\b|was\b|is\b|job|agency|\?))", "a temperature"),
    # a temperature taken somewhere, its reading gone to the nurse ("rectal temp 100.9"): still a high one (2026-12aa terse)
    _rule(r"^(?:rectal|oral|home|axillary|ear|tympanic) temps?\s*$", "a high temperature"),
    _rule(r"\bafter chemo(therapy)?\b", r"after my chemo\1"),
    _rule(r"\b(?:an? )?(?:IUD|IUCD|coil) (?:strings?|threads?) (?:missing|gone|not felt|can'?t be felt|not found)\b",
          "I can't feel the strings of my coil"),  # "IUD strings missing" (2026-12s)
    _rule(r"^(?:medications?|medicines?|meds|tablets|pills|script) (?:repeat|refill|top-?up)$", "I need a repeat prescription"),  # (2026-12s)
    _rule(r"\bdysuria\b|\b(?:burns|burning|stings|stinging|pain) (?:with|on|when|during) (?:urination|urinating|voiding|micturition|peeing)\b",
          "it burns when I pee"),
    # "frequency" and "urgency" alone are a chart's words for going to the toilet often ("burns w/ urination, frequency")
    _rule(r"(?:^|(?<=, )|(?<=and ))(?:urinary )?frequency(?: and urgency)?\b(?! of)", "I've been needing to pee a lot"),
    _rule(r"^denies\s+", "no "),  # "denies SI": the chart's word for what the patient says it does not have
    _rule(r"\b(?:no void|unable to void|(?:can'?t|cannot) void)\b", "I haven't been able to pee"),
    _rule(r"\bsince (?-i:AM)\b", "since this morning"),
    _rule(r"\burinary retention\b", "I can't pee"),
    _rule(r"\bpre-?syncope\b|\bnear syncope\b", "I nearly fainted"),
    _rule(r"\bsyncope\b|\bsyncopal episode\b", "I fainted"),
    # "Boiling water from a kettle over the chest and arm": what was spilt and where it went (thirty-first read: "he's been
    # boiling water from a kettle over the chest")
    _rule(r"^\s*((?:boiling|hot|scalding) (?:pasta |kettle |bath |cooking |chip |frying )?(?:water|tea|coffee|oil|fat|soup|milk|noodles)(?: from (?:a|the) [\w-]+)?) (?:over|on|onto|down) "
          r"(?:the |my |his |her )?", lambda m: f"I got {m.group(1).lower()} over my "),
    _rule(r"^\s*((?:boiling|hot|scalding) (?:water|oil|fat|tea|coffee|milk)) (burns?|scalds?)\b", lambda m: f"{'' if m.group(2).lower().endswith('s') else 'a '}{m.group(1).lower()} {m.group(2).lower()}"),
    # a headache or a pain that "hit" while doing something struck then, nobody hit the patient (thirty-first read: "I was hit
    # while lifting weights" for a thunderclap headache)
    _rule(r"\b((?:headache|pain|ache|migraine)(?: of my life)?)\s+(?:hit|struck)\s+(while|when|whilst|during|at|on)\b", r"\1 that came on \2"),
    # Typed fragments said as a person says them (thirty-first read): "for 2 days wont stop" ("... and it won't stop"),
    # "otherwise feels fine" ("otherwise I feel fine"), "kneecap out of place" ("my kneecap is out of place"), "fever with a
    # kidney transplant" ("..., and I've had a kidney transplant"), "belted", "walked in", "w/ L elbow swollen" ("and my
    # left elbow is swollen"), an eye hurt "grinding metal" ("from grinding metal")
    _rule(r"(\bfor (?:\d+|a|one|two|three|four|five|six|seven|several|a few|a couple of) (?:days?|hours?|weeks?|hrs?))\s+(?:won'?t|wont|will not)\s+"
          r"(stop|go away|settle|ease)\b", r"\1 and it won't \2"),
    _rule(r"(?:^|(?<=[,;] ))\s*otherwise (?:feels?|feeling) (fine|well|ok|okay|good|normal)\b", r"I feel \1 otherwise"),
    _rule(r"^\s*((?:(?:left|right) )?(?:kneecap|knee cap|shoulder|elbow|finger|jaw|hip|knee|thumb|toe|ankle|wrist))\s+"
          r"(out of place|popped out|out of joint)\b", lambda m: f"my {m.group(1).lower()} is {m.group(2).lower()}"),
    _rule(r"^\s*(fever|temperature|temp|vomiting|diarrh\w+|cough|rash|pain|infection)\s+with (?:a |my )?((?:kidney|liver|heart|lung|renal|bone marrow|stem cell) transplant)\b",
          r"\1 and I've had a \2"),
    _rule(r"(?:^|(?<=[,;] ))\s*(?:belted|restrained driver|seat ?belted|wearing (?:a |his |her )?seat ?belt)\s*(?=$|[,;])", "I was wearing my seatbelt"),
    _rule(r"(?:^|(?<=[,;] ))\s*(?:walked in|ambulatory(?: at scene)?|walking at scene)\s*(?=$|[,;])", "I walked in myself"),
    _rule(r"\s+w(?:/|ith) ((?:left |right )?(?:elbow|wrist|ankle|knee|hand|arm|leg|foot|shoulder|finger|thumb|toe|hip))\s+"
          r"(swollen|bruised|deformed|painful|sore|numb|cold)\b", r" and my \1 is \2"),
    _rule(r"\b(can'?t|cant|cannot|unable to) (straighten|bend|move|lift|turn|use|open|close)\s*(?=$|[,;])", lambda m: f"{m.group(1)} {m.group(2)} it"),
    _rule(r"\b(eyes?)\s+((?:grinding|welding|drilling|hammering|cutting|sanding|chiselling|chiseling)\b)", r"\1 from \2"),
    # a symptom run on after a pain ("sudden R lower belly pain vomiting"): two things felt (2026-12ah terse, training)
    _rule(r"\b(pain|ache|cramps?|headache)\s+(vomiting|nausea|diarrh\w+|fever|dizziness|sweating)\s*$", r"\1 and \2"),
    # sunburn "from boat", "from beach": the day out it came from (before the 2026-12ah round, a probe)
    _rule(r"\b(sunburn\w*\b[^,;]*?\bfrom) (?:a |the )?(boat|yacht|beach|pool|lake|river)\b",
          lambda m: f"{m.group(1)} a day {'at the' if m.group(2).lower() in ('beach', 'pool') else 'on the'} {m.group(2).lower()}"),
    _rule(r"\b(bites?|stings?|rash|sunburn|burns?|cuts?|blisters?|cellulitis|redness|graze|abrasion)\s+((?:left|right|both)\s+)?" + _BODY
          + r"\b", lambda m: _owned(m, "on")),
    _rule(r"\b(abscess|swelling|infection|lump|wound|injury|splinter|hook|fishhook|needle|glass|stuck)\s+((?:left|right|both)\s+)?"
          + _BODY + r"\b", lambda m: _owned(m, "in")),
    # A body part that a preposition makes the object of ("metal in R eye", "swelling of L ankle") is the
    # speaker's own; one that names a kind of pain or injury ("history of back pain") is not, nor "back to back".
    _rule(r"\b(in|on|of|at|into|under|behind|around|near|(?<!back )to)\s+((?:left|right)\s+)?" + _BODY
          + r"(?=\s*(?:$|[,.;]|\b(?:after|since|for|from|with|while|when|x\s*\d)\b))", r"\1 my \2\3"),
    _rule(r"\b(in my (?:(?:left|right)\s+)?" + _BODY + r")\s+\1\b", r"\1"),  # "something stuck in my throat" + "in throat"
    _rule(r"\bgoing down my arm to my (left|right) arm\b", r"going down my \1 arm"),  # "CP radiating" + "to L arm"
    # "CP radiating to jaw", "... to back": where it goes, never an arm the chart does not name (a new-round probe)
    _rule(r"\bgoing down my arm to (?:my )?(jaw|neck|throat|teeth|chin)\b", r"going up into my \1"),
    _rule(r"\bgoing down my arm to (?:my )?(back|shoulder blades?)\b", r"going through to my \1"),
    _rule(r"\bgoing down my arm to (?:my )?((?:left |right )?shoulder)\b", r"going into my \1"),
    # "Hot tea spilled on a toddler": the toddler is the speaker's own self (or, from a companion, the patient)
    _rule(r"\b((?:boiling|scalding|hot) (?:\w+ )?(?:water|tea|coffee|oil|fat|soup|milk|noodles)) (?:spilled|spilt|tipped|poured) (?:on|over|onto)"
          r" (?:a|an|the) (?:toddler|child|baby|infant|kid|boy|girl|man|woman|patient)\b", lambda m: f"I got {m.group(1).lower()} spilled on me"),
    # "Car flipped in ditch": my car, and over (2026-12aa terse, training: "I have got car flipped in the ditch")
    _rule(r"^\s*(?:the )?(car|truck|van|ute|suv|jeep) (flipped|rolled|overturned)(?! over)\b",
          lambda m: f"my {m.group(1).lower()} {m.group(2).lower()} over"),
    # a seat belt worn, said alone after a crash ("restrained", "unrestrained"): never "I was restrained"
    _rule(r"^\s*(?:was |pt )?restrained(?: driver| passenger)?\s*$", "I had my seatbelt on"),
    _rule(r"^\s*(?:was |pt )?unrestrained(?: driver| passenger)?\s*$", "I wasn't wearing a seatbelt"),
    # "Cast lt shin put on this week": a cast put on a part, said so (2026-12aa terse, training: "My cast left shin got put on")
    _rule(r"^\s*(cast|splint|plaster|backslab)\s+(?:on\s+)?((?:(?:left|right)\s+)?" + _BODY + r")\s+(?:got\s+|was\s+)?(?:put on|applied|placed|fitted)\b",
          lambda m: f"I had a {m.group(1).lower()} put on my {m.group(2).lower()}"),
    # a part and its state, typed bare ("toes cold", "fingers blue"): "my toes are cold" (2026-12aa terse, training)
    _rule(r"^\s*((?:(?:left|right)\s+)?(?:toes|fingers|feet|hands|legs|arms|lips))\s+(cold|numb|white|blue|pale|purple|grey|gray|tingly|swollen)\s*$",
          lambda m: f"my {m.group(1).lower()} are {m.group(2).lower()}"),
    _rule(r"^\s*((?:(?:left|right)\s+)?(?:toe|finger|foot|hand|leg|arm|lip))\s+(cold|numb|white|blue|pale|purple|grey|gray|tingly|swollen)\s*$",
          lambda m: f"my {m.group(1).lower()} is {m.group(2).lower()}"),
    _rule(r"^\s*pain (?:is )?off (?:the )?scale\s*$", "the pain is off the scale"),
    _rule(r"^\s*(?:during |after |in )?(?:a )?swing(?:ing)? game\s*$", "it happened during a swinging game"),
    # Chart items a person says otherwise (2026-12aa terse, training; the twenty-fourth read's copied chart lines)
    _rule(r"^\s*(?:a |my |the )?((?:wisdom |back |front )?(?:tooth|teeth|molar)) (pulled|extracted|taken out|removed)\b",
          lambda m: f"I had {'my' if m.group(1).lower() == 'teeth' else 'a'} {m.group(1).lower()} {m.group(2).lower()}"),
    _rule(r"^\s*(?:prior|previous|past|old) ((?:[\w-]+ ){0,2}(?:surgery|operation|op))\s*$", r"I've had \1 before"),
    _rule(r"^\s*(\d)(?:st|nd|rd|th) (?:dislocation|time (?:it'?s |it has )?(?:dislocated|come out|popped out))\s*$",
          lambda m: f"it's the {['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'][int(m.group(1))]} time it's come out"),
    _rule(r"^\s*bled (?:lots|a lot|loads|heaps)\s*$", "it bled a lot"),
    # (2026-12ab terse, training: items said whole, "I'm home and reading", "I slipped icy walkway", "I hurt deep breath")
    # (the reading's numbers are the chart's, taken out before: what the patient knows is that it was very high)
    _rule(r"^\s*(?:home|at home)\s+(?:bp\s+|blood pressure\s+)?reading(?:\s+of)?(?:\s+\d{2,3}\s*(?:over|/)\s*\d{2,3})?\s*$",
          "my blood pressure at home was very high"),
    _rule(r"^\s*(slipped|slip|fell|tripped)\s+(?:on\s+)?(?:an?\s+)?(icy|wet|slippery|frozen)\s+(walkway|path|pavement|sidewalk|step|steps|driveway|floor|road)\b",
          lambda m: f"I {'slipped' if m.group(1).lower() == 'slip' else m.group(1).lower()} on "
                    f"{'some' if m.group(3).lower() == 'steps' else 'an' if m.group(2).lower() == 'icy' else 'a'} "
                    f"{m.group(2).lower()} {m.group(3).lower()}"),  # "some icy steps": steps are many (2026-12ah terse)
    _rule(r"^\s*(?:it\s+)?hurts?\s+(?:on\s+|with\s+|to\s+take\s+a\s+)?(?:a\s+)?deep\s+breaths?\s*$", "it hurts to take a deep breath"),
    _rule(r"^\s*hot(?:,)? (?:and )?dry skin\s*$", "my skin is hot and dry"),
    _rule(r"^\s*(?:walks|walking|ambulating|ambulatory|mobilising|mobilizing) (?:ok|okay|fine|normally|well|independently)\s*$", "I can walk okay"),
    _rule(r"^\s*insulin(?:[- ]dependent| user| dependant)\s*$", "I use insulin"),
    _rule(r"^\s*(?:onset )?gradual(?: onset)?\s*$", "it came on gradually"),
    _rule(r"^\s*high[- ]riding(?: (?:testicle|testis))?\s*$", "it's sitting higher than the other one"),
    _rule(r"^\s*(?!(?:no|nothing|none|not)\b)(\w[\w ]{2,30}?) (?:known|hx)\s*$", r"I've got \1"),  # "gallstones known"; never "nothing known"
    # "CP on exertion", "jaw ache on stairs": when it comes on, as a person says it
    _rule(r"\b(?:on|with) exertion\b", "when I walk or do anything"),
    _rule(r"\b(ache|pain|breath|tightness|pressure|sob)\s+(?:on|climbing|with) (?:the )?stairs\b", r"\1 when I go up the stairs"),
    _rule(r"\bafter\s+(car crash|motorbike crash|rollover car crash|seizure|fight)\b", r"after a \1"),
    _rule(r"\bafter\s+(assault|overdose|accident)\b", r"after an \1"),
    # "OPEN LOWER LEG FX": the break and the bone through the skin, as the patient says it
    _rule(r"\bopen\s+((?:(?:left|right|lower|upper)\s+)*" + _BODY + r")\s+broken\b", r"I've broken my \1 and the bone is through the skin"),
    _rule(r"\bopen\s+broken\s+((?:(?:left|right|lower|upper)\s+)*" + _BODY + r")\b", r"I've broken my \1 and the bone is through the skin"),
    _rule(r"^\s*bone (?:visible|showing|exposed|sticking out)\s*$", "I can see the bone"),
    # "SUNBURN BOTH SHOULDERS": where it is, with its preposition
    _rule(r"(?<=[a-z] )(?<!\bin )(?<!\bon )(?<!\bof )(?<!\bto )(?<!\bat )(?<!\band )(?<!\bor )"
          r"(both (?:shoulders|arms|legs|hands|feet|knees|eyes|ears|ankles|wrists|elbows|thighs|cheeks))\b", r"on \1"),
    _rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+broken\b", r"broken \1"),
    _rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+dislocation\b", r"dislocated my \1"),
    _rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+(?:deformity|deformed)\b", r"a \1 that looks out of place"),
    _rule(r"\bhistory\s+(?!of\b)(?=[a-z])", "history of "),
    _rule(r"\b(belly|back|leg|arm|side|chest|head)\s+\1\b", r"\1"),
    _rule(r"\b(belly|back|leg|arm|side|chest|head) pain\s+\1 pain\b", r"\1 pain"),  # "RLQ" (lower right belly pain) + "abd pain"
    # An item that goes on about the one before it has that for its subject, not the patient ("nosebleed, won't stop").
    _rule(r"^(?:won'?t|will not|wont) stop\b", "it won't stop"),
    _rule(r"^(?:still\s+)?oozing(?=$|\s+(?:blood|pus|fluid)\b)", "it's still oozing"),  # not "oozing wound"
    _rule(r"\b(?:suture|stitch(?:es)?) removal\b", "I need my stitches out"),
    _rule(r"\bwound check\b", "I need my wound checked"),
    _rule(r"\b(?:suture|stitch(?:es)?) check\b", "I need my stitches checked"),
    # "stitches check three weeks after birth" (2026-12ah ATS): the birth told as the patient's own, never "after birth"
    _rule(r"\b((?:a|one|two|three|four|five|six|\d{1,2}) (?:days?|weeks?)) (?:after|post|since) (?:the )?(?:birth|delivery|giving birth|childbirth)\b",
          r", I had my baby \1 ago"),
    _rule(r"\bdressing change\b", "I need my dressing changed"),
    _rule(r"\bmedication question\b", "I have a question about my medication"),
    _rule(r"\b(?:medication|prescription) refill for\b", "I need a repeat prescription for"),
    _rule(r"\b(?:medication|prescription) refill\b", "I need a repeat prescription"),
]

# Chart words a lay speaker does not use, in the words they do; applied to every complaint item and to
# the history (the registration vocabulary's lay column keeps a few clinical nouns: "flank pain",
# "facial droop"). Each lay version is heard by ``clinical.concepts.detect`` as the same concept
# (tests/test_complaint_sentence.py reads the replies).
_PLAIN_WORDS: list[Rule] = [
    _rule(r"\b(?:(left|right)\s+)?flank pain\b", lambda m: f"pain in the {m.group(1) + ' ' if m.group(1) else ''}side of my back"),
    _rule(r"\b(wound|stab wound|cut|injury)\s+(?:to\s+(?:the\s+|my\s+)?)?(left|right)\s+flank\b", r"\1 in my \2 side"),
    _rule(r"\b(left|right)\s+flank\b", r"\1 side"),
    _rule(r"\b(?:(left|right)\s+)?facial (?:droop(?:ing)?|weakness)\b(?:\s+on the (left|right))?",
          lambda m: "my face is drooping" + (f" on the {m.group(1) or m.group(2)}" if m.group(1) or m.group(2) else "")),
    _rule(r"\bclavicle\b", "collarbone"),
    _rule(r"\b(splash|chemicals?|something|dust|grit|sand|metal|glass)\s+((?:left|right)\s+)?(eyes?)\b", r"\1 in my \2\3"),
    _rule(r"\bIV (?:drug )?overdose\b", "overdose of something I injected"),
    _rule(r"\btalk to (?:a |the )?mental health(?: check)?\b", "talk to someone about my mental health problems"),
    _rule(r"\burinary freq(?:uency)?\b", "peeing a lot"),
    _rule(r"\bafter (?:an? )?(?:lap(?:aroscopic)? )?(?:appy|appendectomy)\b", "after my appendix was taken out"),
    _rule(r"\bappy\b", "appendicitis"),
    _rule(r"\bpink (left|right) eye\b", r"pink eye in my \1 eye"),
    _rule(r"(?<=[a-z]) (I was last fine)\b", r" and \1"),  # "CODE STROKE LKW 0900": two things, not one
    _rule(r"\bparonychia\s+((?:left|right)\s+)?", r"an infected nail on my \1"),
    _rule(r"\b(fish ?hook|hook|splinter|needle)\s+((?:left|right)\s+)?((?:index|middle|ring|little)\s+finger)\b", r"\1 in my \2\3"),
    _rule(r"\b(?:1st|first)[- ]time\s+", "first "),
    _rule(r"\bmech(?:anical)?\s+fall\b", "fall"),
    _rule(r"\b(?:unable to|can'?t|cannot) bear (?:wt|weight)\b", "I can't put weight on it"),
    _rule(r"\bunable to keep (?:po|fluids|food|anything)(?: down)?\b", "I can't keep anything down"),
    _rule(r"\bfrom tooth\b", "from a bad tooth"),
    _rule(r"\bfrom kettle\b", "from the kettle"),
    _rule(r"(?-i:\bCHB\b)", "heart block"),
    _rule(r"(?-i:\bPCN\b)", "penicillin"),
    _rule(r"(?-i:\bTPN\b)", "drip feeding"),
    _rule(r"(?-i:\bMDS\b)", "a bone marrow problem"),
    _rule(r"(?-i:\bDTs\b)", "bad withdrawal from drink"),
    _rule(r"^(?:known|confirmed)\s+IUP$", "they've seen the pregnancy in the womb on a scan"),
    # "known aneurysm": what the patient has been told they have, said as having it ("I've got an aneurysm")
    _rule(r"\bknown\s+(?=[a-z])", ""),
    _rule(r"(?<=\w)\s+(?:now\s+)?(?:back\s+)?(?:to|at)\s+baseline\b", ", but I'm back to my usual self"),
    _rule(r"\bmy both\b", "both my"),
    _rule(r"\bmore very\b", "more"),  # "more lethargic": "more very drowsy"
    _rule(r"\bfor (?:the )?pt\b", "for me"),  # "typical for pt"
    _rule(r"(?<!came in )\bby (?:the |an )?ambulance\b(?! crew)", "by the ambulance crew"),  # "TQ placed by EMS", not "came in by ambulance"
    _rule(r"^after an operation\s+((?:wound|incision|scar|drain)\b.*)$", r"\1 after my operation"),  # "POST-OP WOUND DRAINAGE"
    _rule(r"\b(stuck in my (\w+)) stuck in my \2\b", r"\1"),
    _rule(r"\b(splash(?:ed)?|exposure)\s+(?:to\s+)?(both)\s+(eyes)\b", r"\1 in both my \3"),
    _rule(r"^(?:neg(?:ative)?\s+(?:u|urine\s+|serum\s+)?(?:hcg|preg(?:nancy)?(?: test)?)|(?:u|urine\s+)?(?:hcg|preg(?:nancy)? test)\s+neg(?:ative)?)$",
          "my pregnancy test was negative"),
]
# A normal finding the case records ("vision normal", "eyes feel normal and vision unchanged"): a pertinent
# negative, said as the speaker says it ("my eyesight's fine"), never read out as if it were a symptom.
_NORMAL_FINDING = re.compile(r"^(?:(my|his|her|their|the)\s+)?([a-z][a-z ]*?)\s+(?:(is|are)\s+|(feels?|looks?|seems?)\s+)?"
                             r"(normal|unchanged|ok|okay|intact|fine)$", re.IGNORECASE)
_LAY_FINDING_NOUNS = {"vision": "eyesight", "sensation": "feeling", "mentation": "thinking", "gait": "walking", "speech": "speech"}


def _said_fine(part: str) -> str:
    """One normal finding as a person says it ("vision unchanged" -> "my eyesight hasn't changed")."""
    match = _NORMAL_FINDING.match(part.strip())
    if match is None or re.search(r"\b(?:back to|now)\s*$", match.group(2), re.IGNORECASE):
        return part  # "now back to normal" is a course (the item before it has passed), no finding of its own
    owner, what, be, verb, state = match.groups()
    what = _LAY_FINDING_NOUNS.get(what.lower(), what.lower())
    if re.match(r"(?:i|he|she|they|it|we|you)\b", what) or (state.lower() == "fine" and what.endswith("ing")):
        return part  # "I feel fine", "eating and drinking fine": said as it is
    if re.match(r"(?:eating|drinking|feeding|walking|breathing|talking|sleeping|playing|moving|peeing|weeing)\b", what.lower()):
        # "eating crackers fine", "walking ok": a doing that goes well, never "my eating crackers are fine" (2026-12af, training)
        return f"I'm {what.lower()} {'fine' if state.lower() in ('ok', 'okay', 'normal') else state.lower()}"
    if can := re.match(r"can (.+)$", what):  # "can swallow water ok": what the speaker can do, never "my can swallow…"
        return f"I can {can.group(1)} fine"
    first, _, rest = what.partition(" ")
    if rest and owner is None and first.endswith("s") and (doing := getAllLemmas(first).get("VERB")) \
            and first in getInflection(doing[0], "VBZ"):
        # "moves thumb fine", "opens mouth ok": the speaker can do it ("I can move my thumb fine")
        if _SIDED_BODY.match(re.sub(r"^(?:left|right) ", "", rest)):
            rest = f"my {rest}"
        return f"I can {doing[0]} {rest} fine"
    owner = "my" if owner in (None, "the") else owner
    plural = what.endswith("s") and not what.endswith("ss") or what.split()[-1] in ("teeth", "feet", "people")
    if state.lower() == "unchanged" and not verb:
        return f"{owner} {what} {'haven' if plural else 'hasn'}'t changed"
    return f"{owner} {what} {verb or ('are' if plural else 'is')} fine"


def plain_words(text: str) -> str:
    """A complaint item or history text with the chart's words a lay speaker would not use said plainly,
    and normal findings said as a person says them."""
    text = _rewrite(_PLAIN_WORDS, text)
    if re.search(r"\b(?:normal|unchanged|ok|okay|intact|fine)\s*$", text, re.IGNORECASE):
        text = " and ".join(_said_fine(part) for part in re.split(r"\s+and\s+", text))
    return text


def _rewrite(rules: list[Rule], text: str) -> str:
    """Each rule in turn. A rule whose gate the text lacks cannot match and is not run: a complaint
    meets some sixty rules and matches a few, and a failed substitution costs more than the check
    (only for an ASCII text; see ``gate_for_alternatives``)."""
    lowered = text.lower() if text.isascii() else None
    for pattern, replacement, gate in rules:
        if lowered is not None and gate is not None and not any(key in lowered for key in gate):
            continue
        rewritten = pattern.sub(replacement, text)
        if rewritten != text:
            text = rewritten
            lowered = text.lower() if text.isascii() else None
    return text


def _apply(rules: list[Rule], text: str) -> str:
    return " ".join(_rewrite(rules, text).split())


_SHOUTED_WORD = re.compile(r"(?<![\w'+&-])[A-Z]{4,}(?![\w'+&-])")  # "REDNESS/SWELLING": a slash between words is no acronym
_SHOUTED_SHORT = re.compile(r"(?<![\w'/+&-])[A-Z]{3}(?![\w'/+&-])")
_SHOUTED_SMALL = re.compile(r"(?<![\w'/+&-])(?:ON|TO|OF|IN|AT|BY|FOR|AND|WITH|FROM|NO|NOT|THE|A|AN|OR|IS|UP|OFF)(?![\w'/+&-])")
#: A word with an apostrophe typed in capitals is no acronym ("CAN'T", "DOCTOR'S"): said whole in lower case, never "can'T".
_SHOUTED_CONTRACTION = re.compile(r"(?<![\w'])[A-Z]+'[A-Z]{1,2}(?![\w'])")
_ITEM_BREAK = re.compile(r"([,;]|\s+-\s+)")


@lru_cache(maxsize=1)
def _kept_capitals() -> frozenset[str]:
    """Words that stay in capitals: the vocabulary's capitals-only terms ("SI", "PE") and the acronyms its lay words use ("COPD")."""
    terms = {term for entry in REGISTRATION if entry.match == "caps" for term in entry.terms}
    return frozenset(terms) | frozenset(re.findall(r"\b[A-Z][A-Z0-9]+\b", " ".join(entry.lay for entry in REGISTRATION)))


_TITLE_WORD = re.compile(r"(?<![\w'-])([A-Z])([a-z][a-z'-]*)(?![\w'-])")


def _untitled(text: str) -> str:
    """A complaint typed in Title Case ("Slid Bedside | Left Leg Short Rotated Outward | Hip Pain"), its words in lower
    case but for a name's possessive ("Bell's Palsy" keeps Bell's): said as typed, the capitals stood mid-sentence ("my left Leg is
    Short", 2026-12ad terse, training). A complaint with some words in lower case is no Title Case and stays."""
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", text)
    titled = _TITLE_WORD.findall(text)
    if len(words) < 3 or len(titled) < 0.8 * len(words) or any(word[:1].islower() and len(word) > 3 for word in words):
        return text
    return _TITLE_WORD.sub(lambda found: found.group(0) if found.group(0).endswith("'s")
                           else found.group(1).lower() + found.group(2), text)


def quieted(text: str) -> str:
    """Words typed in capitals for emphasis, in lower case ("FACIAL BURNS, ON COUMADIN" -> "facial burns,
    on coumadin"): a word of four or more capitals with a vowel, unless the vocabulary keeps it in capitals,
    and in an item typed all in capitals, its short words too ("ABNL LAB"). Vowel-less acronyms ("BRBPR") stay for the
    vocabulary to say; the vocabulary reads the rest regardless of case."""
    kept = _kept_capitals()

    def word(match: re.Match[str]) -> str:
        found = match.group(0)
        return found if found in kept or not re.search(r"[AEIOUY]", found) else found.lower()

    text = _SHOUTED_CONTRACTION.sub(lambda match: match.group(0).lower(), text)
    text = _untitled(text)
    parts = _ITEM_BREAK.split(text)
    for index, part in enumerate(parts):
        quiet = _SHOUTED_WORD.sub(word, part)
        shouted = not re.search(r"[a-z]", part) and len(re.findall(r"[A-Z]{3,}", part)) >= 2
        if (quiet != part or shouted) and not re.search(r"[a-z]", part):  # the whole item was typed in capitals ("HOT OIL")
            quiet = _SHOUTED_SHORT.sub(word, _SHOUTED_SMALL.sub(lambda match: match.group(0).lower(), quiet))
        parts[index] = quiet
    return "".join(parts)


def expand_complaint(text: str) -> str:
    """Expand chief-complaint abbreviations into lay words; unknown words are kept.

    >>> expand_complaint("SOB, N/V x2 days, s/p fall")
    'short of breath, nausea and vomiting for two days, after fall'
    """
    if not text:
        return ""
    text = _apply(_BEFORE_TERMS, quieted(correct(text)))  # a typist's misspelling is never spoken as written
    return _apply(_SIDE_RULES, expand_terms(text))


@lru_cache(maxsize=8192)
def lay_phrase(text: str) -> str:
    """``expand_complaint`` plus clinical jargon into everyday words.

    Cached, like ``patient_complaint``: a pure function of the text and the vocabulary tables,
    and a batch says the same complaints again and again (every episode of a case, and the
    common complaints of a MIMIC file).

    >>> lay_phrase("s/p fall, head strike")
    'after a fall, I hit my head'
    """
    return _apply(_LAY_RULES, expand_complaint(text))


def lay_history(history: History) -> History:
    """The history a case records, in the patient's words: every registration term in its text
    fields said as the lay words the complaint would use ("melaena since last night" becomes
    "black tarry poo since last night", "diaphoresis" "sweating"). A teaching vignette's history
    is written by a clinician; the patient says it, and the nurse hears the lay words as the
    same concepts (tests/test_registration.py)."""
    def lay(text: str | None) -> str | None:
        return _rewrite(_PLAIN_WORDS, expand_terms(text)) if text else text

    fields = {name: lay(getattr(history, name)) for name in ("onset", "duration", "character", "location", "mechanism")}
    symptoms = history.associated_symptoms
    # an item already said in the first person ("I've been constipated", the lay table's words) keeps its grammar: the
    # register's canonical noun would make it "I've been constipation" (2026-12w, training)
    fields["associated_symptoms"] = None if symptoms is None else [
        plain_words(item if re.match(r"(?:I|I'm|I've|I'd|My)\b", item) else expand_terms(item)) for item in symptoms]
    return history.model_copy(update=fields)


_SOURCES = rf"(?:pt|patient|{SOURCES})"  # the patient as a source too, after the item ("confusion per pt")


def _item_joiner(match: re.Match[str]) -> str:
    """A plus or an ampersand between the chart's items is a comma, unless the chart joins its items with something else
    (then it joins the parts of one item: "knee hot + swollen - fever", 2026-12y) or it stands between two body parts
    (one pain in both: "PAIN CRISIS IN BACK & CHEST", 2026-12k)."""
    text = match.string
    if re.search(r"[,;]|\s-\s|\s/\s|->", text):
        return match.group(0)
    if any(found.start() <= match.start() < found.end() for found in _TWO_PARTS.finditer(text)):
        return match.group(0)
    return ", "


# Items that MIMIC writes across a comma but that are one thing ("MVC, motorcycle", "rx refill, eye drops").
_JOIN_ITEMS: list[Rule] = [_gated(pattern, replacement) for pattern, replacement in [
    # a bracket of who brought the patient and what is known, typed with a comma inside ("(EMS, helmet cracked)", "(wife,
    # urology pt)"): its facts, never split at that comma into "(ambulance" and "helmet cracked)" (2026-12ag terse, training)
    (re.compile(r"\s*\(\s*(?:EMS|ambulance|ambos?|paramedics?|police)\s*,\s*(helmet (?:cracked|broken|split))\s*\)", re.IGNORECASE),
     lambda m: f", {m.group(1)}"),
    (re.compile(r"\s*\(\s*(wife|husband|partner|mum|mom|dad|son|daughter)\s*,\s*(urology|oncology|cardiology|renal|neurology|respiratory|gastro)"
                r"\s+(?:pt|patient)\s*\)", re.IGNORECASE), ""),  # who came and the team that knows him are the chart's, not said
    # "Fever 11 mo": the baby's age, told when asked, before a measure's number is taken from it (2026-12af terse, training)
    (re.compile(rf"\s*{AGE_INFANT_TRAILING}", re.IGNORECASE), ""),
    # a denial of a list ("no bruising, bleeding or dark stools"): each item denied, never split at the comma into "I've been
    # bleeding" (2026-12ai narrative ESI, training)
    (re.compile(r"\b(no|denies|without) ([a-z]+(?: [a-z]+)?), ((?!no\b)[a-z]+(?: [a-z]+)?) (?:or|nor|and) ((?!no\b)[a-z]+(?: [a-z]+)?)(?=\s*(?:$|[,.;]))",
                re.IGNORECASE), lambda m: f"{m.group(1)} {m.group(2)}, no {m.group(3)}, no {m.group(4)}"),
    # the part a stitches visit is for, typed as the next item ("here for stitch removal, R knee, placed 12 days ago"): the
    # stitches' place, never "I've hurt my right knee" (2026-12ai terse, training)
    (re.compile(r"\b((?:stitch(?:es)?|sutures?|staples?) (?:removal|out|check)|remove (?:stitch(?:es)?|sutures?|staples))\s*,\s*"
                r"((?:(?:L|R|left|right|lt|rt)\.?\s+)?(?:knee|hand|finger|thumb|arm|forearm|leg|shin|foot|forehead|chin|scalp|head|eyebrow|lip|"
                r"palm|elbow|wrist|ankle|calf|thigh|back|face|cheek|toe))\b", re.IGNORECASE), r"\1 from \2"),
    # an ultrasound typed with its slash ("u/s last wk showed baby in uterus"), before any slash splits it (twenty-ninth read)
    (re.compile(r"(?<![\w/])u/s(?![\w/])", re.IGNORECASE), "scan"),
    # a slash with a space on each side, or an arrow, between the chart's items ("son 13y / limping / knee pain", "greasy
    # dinner -> pain under right ribs"): a comma (2026-12z terse, training: said whole, "I've got son 13y / limping")
    # a bar between them ("Female 88 | Slid Bedside | Hip Pain": 2026-12ad terse, training) likewise
    (re.compile(r"\s+/\s+|\s*->\s*|\s*\|\s*"), ", "),
    # a finding typed and then denied ("drooling none", "Death Wish None"): said as the denial, "no drooling" (2026-12ad
    # terse, training: "they've been drooling none", heard as drooling)
    (re.compile(r"(?:(?<=^)|(?<=[,;] ))([A-Za-z][\w' -]{2,40}?)\s+(?:none|nil)(?=\s*(?:$|[,;]))", re.IGNORECASE),
     lambda found: f"no {found.group(1)}"),
    # the highest temperature before triage ("tmax 101.0"): a fever at home, never "I've got tmax" (2026-12ad terse, training)
    (re.compile(r"\b(?:t ?max|max(?:imum)? temp(?:erature)?)\s*(?:of\s*|was\s*)?\d{2,3}(?:\.\d)?(?:\s*(?:f|c|°f|°c))?\b", re.IGNORECASE),
     "fever at home"),
    # a plus with a space on each side ("Low belly pain + fever + discharge"): a comma as well, when the chart joins its
    # items with nothing else (2026-12aa terse, training: said whole, "I have low belly pain and fever and discharge and
    # new partner"); beside commas or dashes it joins the parts of one item ("knee hot + swollen - fever": 2026-12y),
    # and "N+V", "HIV+" are no joiners; an ampersand likewise ("jaw swelling & molar pain & fever": 2026-12ab terse,
    # training), but not between single letters ("N & V", "A & E")
    (re.compile(r"(?<!\b[A-Za-z])\s+[+&]\s+(?![A-Za-z]\b)"), _item_joiner),
    # "limp" typed alone beside a drowning, a fit or a child hard to wake is floppy, not a limping walk (2026-12aa, training:
    # "he's been limping" for a toddler pulled from a pool)
    (re.compile(r"(?:(?<=[,+/] )|(?<=^))limp(?=\s*(?:[,+/]|$))", re.IGNORECASE),
     lambda m: "floppy" if re.search(r"floating|drown|unrespons|gasping|not breathing|blue|seiz|\bfit|lethargic|hard to wake|won'?t wake|"
                                     r"sleepy|pale|grey|gray|mottled", m.string, re.IGNORECASE) else m.group(0)),
    # "w/" and "w/o" are words, not a slash between two complaints ("HA w/ vomiting" is one item, not "headache w")
    (re.compile(r"(?<![\w/])w/o\b\s*", re.IGNORECASE), "without "),
    (re.compile(r"(?<![\w/])w/(?!d\b|u\b)(?=\s*\w)\s*", re.IGNORECASE), "with "),  # not "w/d" (withdrawal), "w/u" (work-up)
    (re.compile(r"\b(?:MVC|MVA)\s*,\s*(?:motorcycle|motorbike|MC)\b", re.IGNORECASE), "MCC"),
    # what the refill is for ("rx refill, eye drops"), not why it is needed ("med refill, ran out of BP meds")
    (re.compile(r"\b((?:rx|med|medication|prescription)\s+refill)\s*[,:]\s*(?=\w)(?!ran\b|run\b|out\b|lost\b|needs?\b)", re.IGNORECASE),
     r"\1 for my "),
    # "Seizure, active" / "Seizure, ongoing": one item, the registration table's "active seizure" ("a seizure
    # that's still going on"). Said as two items, a companion with little English split them into two sentences
    # ("They are having seizure. It is still going on.") and the nurse heard a seizure, not an ongoing one.
    (re.compile(r"\b(?:seizures?|sz|szs)\s*,\s*(?:active|ongoing|continuing|still going)\b(?:\s+(?=[^\s,;]))?", re.IGNORECASE),
     lambda match: "active seizure, " if match.group(0)[-1].isspace() else "active seizure"),  # "..., ongoing per EMS": two items
    # Who told the chart ("confusion per daughter", "FS 28 per EMS", "SZ ONGOING PER EMS"): an item of its own after
    # the rest of its item, said as "..., my daughter said"; the words after the source stay with the complaint.
    (re.compile(r"([^,;]*?)\s+(per\s+(?:the\s+)?" + _SOURCES + r")\b([^,;]*)", re.IGNORECASE),
     lambda match: f"{match.group(1)}{match.group(3)}, {match.group(2)}"),
    # "-LOC" / "+LOC", and "no" or "with" LOC inside an item, become an item of their own, said as a
    # sentence ("I didn't pass out", "I passed out"); each rule leaves its own output alone
    (re.compile(r"(?<![\w/])-\s*LOC\b", re.IGNORECASE), "no LOC"),
    (re.compile(r"\+\s*LOC\b", re.IGNORECASE), "with LOC"),
    (re.compile(r"(?<=[^\s,])\s+((?:no|w/o|without|denies|with|w/)\s*LOC)\b", re.IGNORECASE), r", \1"),
    # "HI, no LOC", "HI +LOC", "HI s/p fall": a head injury, not homicidal ideation (the other HI)
    (re.compile(r"\bHI\b(?=\s*(?:[,/]\s*)?(?:(?:no|w/o|without|denies|with|w/)\s*LOC\b|s/p\b|after\b))"), "head injury"),
    # "Back pain, tearing": the pain's quality (a possible dissection), not watering eyes ("Eye pain, tearing" stays)
    (re.compile(r"\b((?:chest|back|abd|abdominal|belly|stomach|epigastric|flank|interscapular)\s+pain|CP)\s*,\s*(tearing|ripping)\b",
                re.IGNORECASE), r"\2 \1"),
    # "Nosebleed, resolved": a nosebleed that has stopped, one thing (not "I've got a nosebleed and it's settled")
    (re.compile(r"\b(?:nose ?bleeds?|nose bleeding|epistaxis)\s*,\s*(?:now\s+)?(?:resolved|stopped)\b", re.IGNORECASE), "resolved nosebleed"),
    # "R hand lac, glass": what cut it ("a cut on my right hand from glass"), not an item of its own
    (re.compile(r"\b((?:lac|lacs|laceration|cut)\b[^,;]*?)\s*,\s*(?:broken\s+)?glass\b", re.IGNORECASE), r"\1 on glass"),
    (re.compile(r"\b((?:lac|lacs|laceration|cut)\b[^,;]*?)\s*,\s*(?:a\s+)?((?:kitchen\s+|steak\s+|pocket\s+)?knife|box cutter|razor|saw)\b",
                re.IGNORECASE), r"\1 with a \2"),
    # (twelfth read) "choked" beside an assault is a strangling, never "I was choking on something": "assaulted by
    # partner, choked" is one item, and "choked by boyfriend" is done to the patient
    (re.compile(r"\b(assault(?:ed)?\b[^,;]*?)\s*[,;]\s*(?:was\s+)?(?:choked|strangled)\b", re.IGNORECASE), r"\1 and I was choked"),
    # "FB, R eye": where the foreign body is
    (re.compile(r"\bFB\s*,\s*(?=(?:(?:R|L|rt|lt|right|left)\.?\s+)?eyes?\b)", re.IGNORECASE), "FB "),
    # "Cold, numb foot": two words of one part, not "a cold" and a numb foot (read of the 2026-12m runs: "I've got a cold
    # and numbness in my foot" for a foot without blood)
    (re.compile(r"\b(cold|numb|pale|white|blue|swollen|painful|sore|red|hot|tingly|itchy|weak|stiff)\s*,\s*(?:and\s+)?"
                r"(cold|numb|pale|white|blue|swollen|painful|sore|red|hot|tingly|itchy|weak|stiff)\s+((?:(?:left|right|l|r|lt|rt)\.?\s+)?"
                r"(?:foot|feet|leg|legs|hand|hands|arm|arms|toes?|fingers?|knee|ankle|wrist|elbow|calf|eye|ear|face|lips?))\b", re.IGNORECASE),
     lambda match: f"my {_sided_part(match.group(3))} {'are' if re.search(r'(?:feet|legs|hands|arms|toes|fingers|lips)$', match.group(3), re.I) else 'is'} "
                   f"{match.group(1).lower()} and {match.group(2).lower()}"),
]]


def _sided_part(part: str) -> str:
    """A body part with its side in words ("R hand": "right hand")."""
    side, _, rest = part.partition(" ")
    side = side.rstrip(".").lower()
    return f"{_SIDE_SAID[side]} {rest.lower()}" if rest and side in _SIDE_SAID else part.lower()


def _joined(text: str) -> str:
    """``text`` with the ``_JOIN_ITEMS`` rewrites applied (each leaves its own output alone, so twice is once)."""
    return _rewrite(_JOIN_ITEMS, unlabelled(text))


_WORD_SLASH = re.compile(r"(?<=[A-Za-z]{2})/(?=[A-Za-z]{2})")
_AFTER = re.compile(r"\s+(?=s/p\b)", re.IGNORECASE)  # "R wrist pain s/p fall"
_SIDED_ITEM = re.compile(r"^((?-i:R|L)|rt|lt|right|left)\.?\s+(\S.*)$", re.IGNORECASE)
_SIDED_BODY = re.compile(
    r"\b(?:head|face|scalp|forehead|eye|eyes|eyelid|ear|ears|nose|mouth|lip|cheek|chin|jaw|neck|throat|shoulder|arm|forearm|"
    r"elbow|wrist|hand|palm|finger|thumb|chest|back|belly|abdomen|flank|side|groin|hip|buttock|thigh|leg|knee|shin|calf|"
    r"ankle|foot|heel|toe|toenail|armpit|breast|testicle|kidney|ovary|rib|ribs|collarbone|lung)\b",
    re.IGNORECASE,
)
#: Two body parts joined by a plus or an ampersand ("back & chest"): one item's parts, not two items (``_item_joiner``).
_TWO_PARTS = re.compile(_SIDED_BODY.pattern + r"\s*[+&]\s*" + _SIDED_BODY.pattern, re.IGNORECASE)


def _clean(item: str) -> str:
    return item.strip().rstrip("?!").strip()


def _sided(item: str) -> str | None:
    """A side in front of a vocabulary term ("L leg swelling", "Rt hip fx"): the lay words with the side on the body part."""
    match = _SIDED_ITEM.match(_clean(item))
    entry = lookup(match.group(2)) if match else None
    if match is None or entry is None:
        return None
    side = "right" if match.group(1).lower().startswith("r") else "left"
    body = _SIDED_BODY.search(entry.lay)
    if body is not None:
        return f"{entry.lay[:body.start()]}{side} {entry.lay[body.start():]}"
    return None if entry.clause else f"{side} {entry.lay}"


def _known(item: str) -> bool:
    """The item names something the nurse hears: a vocabulary term (with or without a side) or words it understands."""
    match = _SIDED_ITEM.match(_clean(item))
    entry = lookup(_clean(item)) or (lookup(match.group(2)) if match else None)
    if entry is not None:
        return bool(entry.concepts)
    return any(not hit.negated for hit in detect(lay_phrase(item)))


#: Where a finding was seen before triage ("STEMI ON AMBULANCE ECG", "AF per EMS monitor"): the machine is no part
#: of what the patient says; the finding is.
_SEEN_ON = re.compile(r"\s+(?:seen |shown |found )?(?:on|per|by) (?:the )?(?:ambulance|ems|medic|paramedic|field|pre-?hospital|"
                      r"crew|gp|clinic)(?:'s)? (?:ecg|ekg|12[- ]lead|monitor|strip)$", re.IGNORECASE)


def _item_phrase(item: str) -> str:
    """One complaint item in lay words: the registration vocabulary first, then the shorthand rules."""
    item = _SEEN_ON.sub("", item.strip())
    item = _OWN_REPORT.sub("", item)  # "Reports sexual assault last night": the report is the complaint (2026-12af terse, training)
    entry = lookup(_clean(item))
    if entry is not None:
        return entry.lay
    if (placed := _TERM_THEN_PLACE.match(_clean(item))) and not _VERB_TYPED.search(placed.group(1)) \
            and (entry := lookup(placed.group(1))) is not None and entry.clause:
        # a term said as a clause, then where or when ("Electric shock at work": "I got an electric shock at work", never
        # "I've got electric shock at work"; 2026-12x, training on 2026-12ab); a verb typed alone ("fainted in PE") is
        # said by the complaint's own grammar
        return f"{entry.lay} {lay_phrase(placed.group(2))}"
    return _sided(item) or lay_phrase(item)


_OWN_REPORT = re.compile(r"^(?:(?:pt|patient)\s+(?:says|states|stating|reports|reporting)\s+(?:that\s+)?|reports\s+)(?=\w)", re.IGNORECASE)


#: A complaint item of a term and where or when it happened ("electric shock at work", "seizure this morning").
#: A term typed as a verb ("fainted", "fell", "fitting", "still fitting"): said by the complaint's own grammar.
_VERB_TYPED = re.compile(r"^(?:\w+(?:ed|t)|fell|fit)$|^still\b|ing\b", re.IGNORECASE)
_TERM_THEN_PLACE = re.compile(r"^(.+?)\s+((?:at (?:work|home|school|college|the \w+)|during|while|this|last|earlier|yesterday)\b.*)$",
                              re.IGNORECASE)


def _slash_split(item: str) -> list[str]:
    """Complaints joined by slashes ("Cough/Fever", "abd pain/N/V"), if every part names something the nurse hears.

    A part that keeps a slash must be a vocabulary term ("N/V", "SI/HI"); the fewest parts win.
    """
    tokens = item.split("/")
    if len(tokens) < 2 or lookup(_clean(item)) is not None:
        return [item]
    best: dict[int, list[str]] = {0: []}  # tokens consumed -> fewest known parts covering them
    for end in range(1, len(tokens) + 1):
        for start in range(end):
            if start not in best or (start, end) == (0, len(tokens)):
                continue
            part = "/".join(tokens[start:end]).strip()
            known = lookup(_clean(part)) is not None and _known(part) if "/" in part else _known(part)
            if known and (end not in best or len(best[start]) + 1 < len(best[end])):
                best[end] = [*best[start], part]
    return best.get(len(tokens)) or [item]


def _parts(item: str) -> list[str]:
    """An item split where it holds several complaints: "R wrist pain s/p fall", "Cough/Fever"."""
    return [piece for part in _AFTER.split(item) for piece in _slash_split(part) if piece.strip()]


def complaint_items(text: str) -> list[str]:
    """The complaint split into its items (commas, semicolons, "s/p", slashes between known complaints), each as a lay phrase.

    >>> complaint_items("SOB, COPD exac")
    ['short of breath', 'COPD flare-up']
    >>> complaint_items("Cough/Fever")
    ['cough', 'fever']
    """
    if not text:
        return []
    text = re.sub(r"\s+&\s+", " and ", _joined(text))  # "BACK & CHEST": never an "&" in the mouth
    phrases = (_item_phrase(part) for item in re.split(r"[,;]", text) for part in _parts(item))
    # A slash left between two words is "and" in speech ("redness/swelling" → "redness and swelling").
    return [_WORD_SLASH.sub(" and ", phrase) for phrase in phrases if phrase]


def patient_complaint(chief_complaint: str) -> list[str]:
    """The chief complaint as the patient can say it: lay words, one item each, without readings.

    An item that only an instrument could give ("hypotension", "bradycardic", "BP 80/40", "low
    oxygen levels") is left out: the patient never saw the monitor, and the nurse must measure it.
    A number measured on the patient is dropped from an item it can feel ("febrile 39.5" -> fever).
    """
    return list(_patient_complaint(chief_complaint or ""))


#: A teaching case's headline says who has it ("... in an older woman", "... in a student"): the
#: patient never says that of itself (round 2026-12i, training).
_WHO_HAS_IT = re.compile(r"\s+in (?:an? |the |this )?(?:[\w-]+ ){0,2}(?:woman|man|lady|gentleman|student|child|boy|girl|toddler|baby|"
                         r"infant|newborn|teenager|teen|adult|person|patient|runner|worker|athlete|cyclist|smoker|pensioner|"
                         r"resident|traveller|traveler|swimmer|diver|climber|farmer|builder|nurse)s?$", re.IGNORECASE)
#: The headline's "him" and "his" are the patient's own ("toothache keeping him awake"): said as "me", "my".
_THIRD_PERSON = {"him": "me", "his": "my", "himself": "myself", "herself": "myself", "themselves": "myself"}


def _with_i(verb: str) -> str:
    """A verb written after "he"/"she" as it is said after "I" ("needs" -> "need", "is" -> "am")."""
    low = verb.lower()
    irregular = {"is": "am", "has": "have", "does": "do", "was": "was", "isn't": "am not", "hasn't": "haven't",
                 "doesn't": "don't", "can": "can", "can't": "can't", "will": "will", "won't": "won't"}
    if low in irregular:
        return irregular[low]
    if low.endswith("ies") and len(low) > 4:
        return low[:-3] + "y"  # "worries"
    if low.endswith(("shes", "ches", "sses", "xes", "oes")):
        return low[:-2]  # "wishes", "goes"
    return low[:-1] if low.endswith("s") and not low.endswith("ss") else low


def _clock(hour: int, minute: int) -> str:
    """A 24-hour chart time as said aloud: 0400 is "4 am", 1530 "3:30 pm", 0000 "midnight"."""
    if (hour, minute) == (0, 0):
        return "midnight"
    if (hour, minute) == (12, 0):
        return "midday"
    said = str(hour % 12 or 12) + (f":{minute:02d}" if minute else "")
    return f"{said} {'am' if hour < 12 else 'pm'}"


def _own_words(item: str) -> str:
    """A complaint item as the patient (or, after the voice shift, a companion) says it of the patient."""
    item = _WHO_HAS_IT.sub("", item).strip("'\"‘’“” ")  # a headline's quoted words are the patient's own
    # "thinks she needs glasses": the one who thinks is the one who needs them, "I need"
    item = re.sub(r"\b(thinks|believes|says|feels|worries)\s+(?:that\s+)?(?:he|she)\s+(\w+)\b",
                  lambda m: f"{m.group(1)} I {_with_i(m.group(2))}", item, flags=re.IGNORECASE)
    # "blood in a newborn's nappy", "bruises on a baby's face": the headline's patient is the speaker, "my nappy"
    item = re.sub(r"\b(?:an?|the) (?:baby|newborn|toddler|child|infant|boy|girl|kid|man|woman|patient|teenager|student)'s\b", "my", item,
                  flags=re.IGNORECASE)
    item = re.sub(r"^(?:the |my )?period (?:is |was )?(?:late|overdue)\b", "my period is late", item, flags=re.IGNORECASE)
    item = re.sub(r"^due for (?:an? |the |my )?", "I'm due for my ", item, flags=re.IGNORECASE)  # "Due for rabies vaccine dose"
    item = re.sub(r"\b(him|his|himself|herself|themselves)\b", lambda m: _match_case(_THIRD_PERSON[m.group(1).lower()], m.group(1)),
                  item, flags=re.IGNORECASE)
    # "her" before a word it owns is "my"; at the end, or before a preposition, it is "me"
    item = re.sub(r"\bher\b(?=\s+(?!(?:to|in|on|at|up|off|out|down|awake|asleep|and|or|from|with|for|about|again|"
                  r"because|since|after|before|when)\b)\w)", "my", item, flags=re.IGNORECASE)
    return re.sub(r"\bher\b", "me", item, flags=re.IGNORECASE)


def _match_case(word: str, like: str) -> str:
    return word.upper() if like.isupper() and len(like) > 1 else word


#: Where a reading was taken that the patient was told of: not the triage monitor ("High BP at pharmacy").
_MEASURED_ELSEWHERE = re.compile(r"\b(?:at|from|by|on|in) (?:the |a |my |his |her )?(?:pharmacy|chemist|gp|doctor'?s?|clinic|home|work|"
                                 r"urgent care|drugstore|surgery|machine|health check|dentist)\b|\bper (?:gp|pcp|pharmacist)\b|"
                                 r"\bhome (?:bp |blood pressure )?(?:reading|monitor|machine|cuff)\b|"  # "home reading 210 over 120" (12ab)
                                 # "pharmacy machine said BP high" (2026-12ai terse, training: the reading lost, "I feel fine")
                                 r"\b(?:pharmacy|chemist|drugstore|gp|doctor'?s?|clinic|home|work|supermarket|gym) (?:bp |blood pressure )?"
                                 r"(?:machine|monitor|cuff|check|nurse|pharmacist) (?:said|says|showed|shows|read|reads|told me)\b",
                                 re.IGNORECASE)
_PAIN_SCORE_ONLY = re.compile(r"(?:(?:pain|pain score|rates? (?:it|the pain))\s*:?\s*)?(?:\d{1,2}|ten)\s*(?:/|out of)\s*10"
                              r"(?:\s*pain)?"
                              # "+ pain 10": a score typed with no scale (2026-12ag terse, training: "I've got pain 10")
                              r"|(?:pain|pain score)\s*:?\s*(?:10|[0-9]|ten)", re.IGNORECASE)


#: What the nurse notes of the patient at a glance ("Talking in sentences."): the nurse's own eyes, never the patient's
#: "I've been talking in sentences" (2026-12ag terse, training).
_NURSE_SEES = re.compile(r"(?:pt |patient )?(?:(?:talking|speaking|talks|speaks|able to (?:talk|speak)) (?:comfortably )?in (?:full |complete |whole )?"
                         r"sentences|alert and oriented|a ?& ?o ?x ?[1-4]|aox[1-4])"
                         r"(?:\.?\s*\d{1,3} ?(?-i:[MF])\.?)?", re.IGNORECASE)  # the age and sex typed after it


#: What a typist puts between two items instead of a comma.
_TYPED_COMMA = re.compile(r"[,;]|\s+-{1,2}\s+|\s*>>\s*|\s+\.{2,}\s*|\s*\u2026\s*|(?<=[\w\"'])\s*\.{2,}\s+|(?<=[a-z]{2})\.\s+(?=[a-z])"
                          # full stops between words typed in capitals ("BLOOD. CIRRHOSIS. PALE", 2026-12x terse, training)
                          r"|(?<=[A-Z]{2})\.\s+(?=[A-Z]{2})"
                          # and between fragments typed in sentence case ("Pancreatic cancer. Vomiting 2 days. Cant keep pain
                          # pills down.", 2026-12ag terse, training); a title's "Dr." or "St." has a capital before its stop
                          r"|(?<=[a-z0-9][a-z0-9]|\s\d)\.\s+(?=[A-Z][a-z])|(?<=\d\.\d)\.\s+(?=[A-Z][a-z])"
                          # the chart's "c/o" after a history ("s/p trampoline fall age 6 c/o L forearm pain"), and a
                          # deformity noted after the complaint: each an item (2026-12ag terse, training)
                          r"|(?<=\w)\s+(?=(?i:here for)\s)|(?<=\w)\s+(?=(?i:c/o)\s)|(?<=\w)(?<!wrist)(?<!ankle)(?<!arm)(?<!leg)(?<!finger)(?<!hand)(?<!foot)(?<!knee)(?<!elbow)(?<!shoulder)(?<!nose)(?<!toe)(?<!thumb)(?<!hip)(?<!shin)"
                          r"\s+(?=(?i:(?:obvious|gross|no|no obvious|no gross) deformity)\b)"
                          # a run typed in capitals, cut where a time ends, a denial or a history begins ("VOMITING ALL
                          # NIGHT BELLY SWOLLEN NO BM OR GAS HX BOWEL SURGERY", 2026-12ag terse, training)
                          r"|(?:(?<=\bNIGHT)|(?<=\bTODAY)|(?<=\bYESTERDAY)|(?<=\bAGO)|(?<=\bMORNING)|(?<=\bOVERNIGHT)|(?<=\bTONIGHT))"
                          r"\s+(?=[A-Z]{2,}\b)(?!(?:AGO|AND|OR|WITH|W|AT|IN|ON|SINCE|FOR)\b)"
                          r"|(?<=[A-Z]{2})\s+(?=(?:HX|PMH|H/O|NO|DENIES)\s+[A-Z]{2,})"
                          # and where a side begins the next finding ("FELL IN GARDEN R KNEE BRUISED")
                          r"|(?<=[A-Z]{3})(?<!PAIN)(?<!ACHE)(?<!SORE)(?<!WEAK)(?<!NUMB)(?<!LLEN)(?<!LING)(?<!VIA)(?<!INTO)(?<!ONTO)(?<!FROM)(?<!WITH)"
                          r"\s+(?=(?:R|L|RT|LT)\s+(?:KNEE|ANKLE|WRIST|HIP|ARM|LEG|HAND|FOOT|SHOULDER|ELBOW|EYE|EAR|FOREARM|THUMB|FINGER|TOE|SHIN|THIGH|CALF)"
                          r"\s+(?:BRUISED|SWOLLEN|SORE|PAIN|PAINFUL|HURTS|DEFORMED|NUMB|WEAK|BLEEDING|INJURED|GRAZED)\b)"
                          r"|(?<=[A-Z]{3})\s+(?=(?:WALKING|AMBULATING|BREATHING|EATING|TALKING)\s+(?:OK|FINE|NORMALLY|WELL)\b)"
                          # the weeks of a pregnancy typed beside the complaint ("abd pain 32/40 reduced FM", spelling.yaml)
                          r"|\s+(?:(?:at|@|and|while|when)\s+)?(?:(?i:i'?m|i am|she'?s|she is)\s+)?(?=\d{1,2} weeks pregnant\b)|(?<=\bweeks pregnant)\s+(?:(?:and|with)\s+)?(?=\w)"
                          # a second happening after where the first took place, and a medicine denied at the end, typed
                          # without a comma ("fell at home split forehead open not on blood thinners", 2026-12v, training)
                          r"|(?<=\bat (?:home|work))\s+(?=(?:split|hit|cut|broke|bit|tore|struck|caught|banged|bumped|twisted|landed)\b)"
                          r"|(?<=\w)\s+(?=(?i:not on (?:any )?(?:blood thinners|anticoagulants|warfarin|thinners))\b)"
                          # (2026-12ag terse, training) what follows a history typed in one run: the state the patient is
                          # in, a device, how it went, what was brought, who the patient is ("FOUND IN SNOWBANK BEHIND
                          # SHELTER SLEEPY WAKES TO VOICE CONFUSED", "... INSULIN PUMP GLUCOSE 28", "heart racing since noon
                          # feels faint hx afib off meds", "fingertip cut off brought tip in bag", "puncture x2 dog
                          # vaccinated", "bathtub age 3 chin cut gaping", "at work + nurse aide")
                          r"|(?<=[A-Z]{3})\s+(?=(?:SLEEPY|DROWSY|CONFUSED|WAKES TO|RESPONDS TO|AGITATED|COMBATIVE|INSULIN PUMP|ON INSULIN|PACEMAKER)\b)"
                          r"|(?:(?<=\bnoon)|(?<=\bmidnight)|(?<=\blunchtime)|(?<=\btoday)|(?<=\btonight)|(?<=\bovernight)|(?<=\bago)|(?<=\byesterday))"
                          r"\s+(?=(?:feels|feeling|felt)\s)"
                          r"|(?<=[a-z])\s+(?=(?:hx|pmh)\s+[a-z])"
                          r"|(?<=[a-z])\s+(?=brought (?:the |it |tip |finger ?tip |part |digit )(?:in|with)\b)"
                          r"|(?<=[a-z])\s+(?=puncture(?:s| wounds?)? (?:x ?\d|\d)\b)|(?<=\d)\s+(?=(?:dog|cat|animal) (?:is |was )?(?:vaccinated|unvaccinated|up to date)\b)"
                          r"|\s+(?i:age)\s+\d{1,2}\s+(?=[a-z])"
                          r"|(?<=[a-z])(?<!from)(?<!fell)\s+\d{2,3} ?[MF]\s+(?=[A-Za-z])(?!(?:onto|from|off|high|drop|up|down)\b)"
                          r"|(?<=[a-z])\s+(?=(?i:only (?:saying|speaking|able to say|says)|lips (?:dusky|blue|grey|gray)|vomited (?:once|twice|x ?\d))\b)"
                          # a symptom denied after another, typed without a comma ("burning urine frequency urgency no fever
                          # no back pain", 2026-12v, training): "no" and what it denies are an item of their own
                          r"|(?<=[a-z]{3})\s+(?=no (?:fevers?|back pain|vomiting|nausea|diarrh\w*|chest pain|sob|shortness of breath|"
                          r"headache|neck pain|rash|numbness|weakness|dizziness|cough|"
                          r"urinary symptoms|abdominal pain|belly pain|pain)\b)")


@lru_cache(maxsize=8192)
def _patient_complaint(chief_complaint: str) -> tuple[str, ...]:
    """``patient_complaint``, cached (see ``lay_phrase``); a tuple, so no caller can change the cached value."""
    kept = []
    # joined first: "-LOC" must not lose its sign; a spaced dash is the typist's comma ("MVC - rear ended at stoplight"),
    # and so are a spaced double dash, an arrow and a spaced run of dots ("ROOFER -- HOT TAR…", "from the dorms >> worst
    # headache", "in my ear\" .. moth flew in": round 2026-12o, training; "BLOATED BELLY... VOMMITING", 2026-12ac terse)
    for item in _TYPED_COMMA.split(_joined(correct(_untitled(chief_complaint or "")))):
        if is_age_item(item, chief_complaint):
            continue  # "tugging L ear, 4 yrs": the age, said when asked
        item = _own_words(strip_measurements(item.strip()))
        if is_monitor_reading(item) and "/" in item:  # "SOB/hypoxia": keep the part the patient can feel
            item = "/".join(part for part in item.split("/") if not is_monitor_reading(part))
        if is_monitor_reading(item) and re.search(r"\s(?:and|with|\+|&)\s", item):
            # "Dizzy spells and a slow pulse": the spells are felt, the pulse is the monitor's (twenty-second read: the
            # whole complaint dropped, and "I've been feeling unwell" said instead)
            item = " and ".join(part for part in re.split(r"\s+(?:and|with|\+|&)\s+", item) if not is_monitor_reading(part))
        told = bool(_MEASURED_ELSEWHERE.search(item))  # "High BP at pharmacy": a reading the patient was told of
        if not item or (is_monitor_reading(item) and not told) or _NURSE_SEES.fullmatch(item.strip(" .")):
            continue
        if not told and all(is_monitor_reading(lay) for lay in complaint_items(item)):
            continue
        if kept and re.match(r"no \w", item, re.IGNORECASE) and re.match(r"no \w", kept[-1], re.IGNORECASE):
            kept[-1] = f"{kept[-1]} {item}"  # "no fever no vomiting": one denial of both, as typed
            continue
        kept.append(item)
    # A pain score beside the complaint ("Sore wrist, 10 out of 10") answers the pain question, in the
    # persona's own words: the complaint says what hurts.
    kept = [item for item in kept if not _PAIN_SCORE_ONLY.fullmatch(item)] or kept
    # Two chart words for one thing ("Cardiac arrest, CPR in progress" as typed by two people) are said once.
    # an item a rewrite opened with its own comma (", I was the passenger") starts clean
    return tuple(dict.fromkeys(lay.lstrip(",; ") for lay in complaint_items(", ".join(kept))
                               if (not is_monitor_reading(lay) or _MEASURED_ELSEWHERE.search(lay)) and lay.strip(",; ")))


#: Capitals a patient does say as capitals (the letters are the word); any other word left in capitals
#: after the rewrites is chart typing ("HOT", "EAR, BUG") and is said as an everyday word.
_SAID_AS_LETTERS = frozenset({"CPR", "HIV", "INR", "PICC", "BP", "ECG", "EKG", "MRI", "CT", "ICD", "IUD", "COPD", "ADHD",
                              "OCD", "PTSD", "UTI", "GP", "ER", "A&E", "IV", "TV", "OK", "DVT", "IBS", "AIDS", "TB"})
#: The few chart abbreviations that outlive the registration table, in the words a patient uses.
_LEFT_OVER = {"WT": "weight", "HX": "history of", "SX": "symptoms", "TX": "treatment", "DX": "diagnosis"}
_CAPITALS = re.compile(r"\b[A-Z][A-Z&]+\b")


def without_capitals(item: str) -> str:
    """A complaint item as a person says it aloud: a word typed in capitals ("HOT", "EAR, BUG") is an
    everyday word; letters said as letters (HIV, CPR) stay. The LLM path drops chart words instead
    (its prompt's ``lay_complaint``); the scripted patient says what is left."""
    chart = _chart_capitals()
    return _CAPITALS.sub(lambda match: match.group(0) if match.group(0) in _SAID_AS_LETTERS or match.group(0) in chart
                         else _LEFT_OVER.get(match.group(0), match.group(0).lower()), item)


@lru_cache(maxsize=1)
def _chart_capitals() -> frozenset[str]:
    """Chart abbreviations of the registration vocabulary ("IUP"): kept as typed, so that what is
    left of the chart stays visible to the dialogue check instead of passing for a lower-case word."""
    return frozenset(word for entry in REGISTRATION for term in entry.terms for word in re.findall(r"[A-Z][A-Z&]+", term)
                     if term.isupper())
