"""The complaint's typed shorthand that needs code, rewritten before the registration vocabulary reads it.

Numbers (``x2 wks`` -> for two weeks, ages, sugars, a post-operative day), captured body parts
(``R hand lac``, ``FB`` in an eye), the people and places a row names, and, after the vocabulary,
the sides (``L`` -> left). ``abbreviations.expand_complaint`` runs ``BEFORE_TERMS``, the vocabulary,
then ``SIDE_RULES``.
"""

from __future__ import annotations

import re

from ...clinical.ages import AGE_ABBREVIATED, AGE_OLD_SEX, AGE_AET, AGE_SEX_WORD, AGE_AGED, AGE_OF_AGE, AGE_COMPACT, AGE_DAY_OF_LIFE, AGE_DECADE, AGE_FRACTION, AGE_INFANT, AGE_INFANT_NAMED, AGE_INFANT_TRAILING, AGE_INFANT_TYPED, AGE_PERSON_FIRST, AGE_SEX_CODE, AGE_SEX_CODE_LAST, AGE_SPELT, AGE_TURNED, AGE_BIRTHDAY
from .rewrites import Rule, rule
from .around_fragments import AROUND_RULES
from .shorthand_fragments import SHORTHAND_RULES
from .desk_fragments import DESK_FRAGMENT_RULES
from .habit_fragments import HABIT_RULES
from .said_fragments import FRAGMENT_RULES
from .typed_words import DAYS, SIDE_SAID, SIDE_WORDS, UNITS, number_word, quantity, side_said, times_said

__all__ = ["BEFORE_TERMS", "SIDED_BODY", "SIDE_RULES"]

_UNIT_PATTERN = "|".join(sorted(UNITS, key=len, reverse=True))


_PREGNANCY_ITEM = re.compile(r"\b(?:preg\w*|iup|gestation|g\d+\s*p\d+|ga)\b", re.IGNORECASE)
#: What is kept down that is no one's own ("can't keep anything down"), never "my anything".
_NO_ONES = re.compile(r"(?:anything|everything|any|some|food|fluids|water|drinks|liquids)\b", re.IGNORECASE)




def _for_how_long(match: re.Match[str]) -> str:
    item = re.split(r"[,;]", match.string[:match.start()])[-1]
    if _PREGNANCY_ITEM.search(item) or match.group(2).lower() in ("m", "y", "yr", "yrs"):
        return match.group(0)  # "PREG 8 WEEKS": how far along; "2 M" may be metres; an age is no duration
    if re.search(r"\bevery\s*$", item, re.IGNORECASE):
        return " " + quantity(match.group(1), match.group(2))  # "CONTRACTIONS EVERY 5 MIN": how often, not for how long
    if re.search(r"\b(?:in|within|over|for|after|past|last|first|next)\s*$", item, re.IGNORECASE):
        return " " + quantity(match.group(1), match.group(2))  # "gained 6 pounds in 4 days": the span is said already
    return " for " + quantity(match.group(1), match.group(2))


# Token boundaries: letters, digits and slashes belong to a token.
_L = r"(?<![A-Za-z0-9/])"
_R = r"(?![A-Za-z0-9/])"


def _word(abbreviation: str) -> str:
    return _L + abbreviation + _R


# What stays here needs code: numbers (durations, ages), captured body parts (FB, lac), items
# that cross a comma, and sides. Every plain token → words replacement ("SOB", "N/V", "ETOH",
# "s/p") lives in the registration vocabulary (clinical/data/registration.tsv) and is applied by
# ``expand_terms`` between the two lists below.
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
    base = UNITS[unit.lower()]
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


def _clock(hour: int, minute: int) -> str:
    """A 24-hour chart time as said aloud: 0400 is "4 am", 1530 "3:30 pm", 0000 "midnight"."""
    if (hour, minute) == (0, 0):
        return "midnight"
    if (hour, minute) == (12, 0):
        return "midday"
    said = str(hour % 12 or 12) + (f":{minute:02d}" if minute else "")
    return f"{said} {'am' if hour < 12 else 'pm'}"


SIDED_BODY = re.compile(
    r"\b(?:head|face|scalp|forehead|eye|eyes|eyelid|ear|ears|nose|mouth|lip|cheek|chin|jaw|neck|throat|shoulder|arm|forearm|"
    r"elbow|wrist|hand|palm|finger|thumb|chest|back|belly|abdomen|flank|side|groin|hip|buttock|thigh|leg|knee|shin|calf|"
    r"ankle|foot|heel|toe|toenail|armpit|breast|testicle|kidney|ovary|rib|ribs|collarbone|lung)\b",
    re.IGNORECASE,
)


# Before the vocabulary: patterns whose numbers or captured words the vocabulary would split up.
BEFORE_TERMS: list[Rule] = [
    *SHORTHAND_RULES,  # the desk's lower-case shorthand: arrival, sx, dx, a counted history, a denied doing (``shorthand_fragments``)
    *DESK_FRAGMENT_RULES,  # the desk's words around a fragment, said as speech (``desk_fragments``)
    *HABIT_RULES,  # the 2026-12ax desk's habits ("neg", "n", a part before its state; ``habit_fragments``)
    *AROUND_RULES,  # what is around the finding (a service shut, a device blocked, what the wee looks like; ``around_fragments``)
    # An errand typed as its object (2026-12al ATS, training: "I've got a sore on my leg that won't heal dressing over the long
    # weekend", "I want a a positive pregnancy test confirmed", "I've got a medical certificate after a cold")
    rule(r"^\s*(?:needs |for |wants )?(?:a |an |the |my )?((?:leg |foot |ankle |pressure |venous )?(?:ulcer|wound|burn|graft|skin tear)) "
         r"(?:dressing change|dressing|redressing|re-dressing|dressed)\b(?: over (?:the )?(long weekend|weekend|holidays?|christmas|easter))?"
         # (a dressing "due" is one whose change is due: the thirty-eighth read, D, "I need my leg ulcer dressing changed due")
         r"(?: (?:is )?due(?: (today|now|tomorrow))?\b)?",
         lambda m: f"I need my {m.group(1).lower()} dressing changed" + (f" over the {m.group(2).lower()}" if m.group(2) else "")
         + (f" {m.group(3).lower()}" if m.group(3) else "")),
    rule(r"^\s*(?:wound |my )?dressing (?:change )?(?:is )?due(?: (today|now|tomorrow))?\s*$",
         lambda m: "my dressing is due to be changed" + (f" {m.group(1).lower()}" if m.group(1) else "")),
    rule(r"^\s*(?:wants?|wanting|would like|requesting|requests) (?:a |an |the |my |her )?positive (?:home |urine )?pregnancy test "
         r"(?:confirmed|checked|repeated)\b", "my pregnancy test was positive and I want my pregnancy confirmed"),
    rule(r"^\s*(?:needs? |wants |requesting |requests |for )?(?:a |an )?(medical certificate|sick note|sick certificate|doctor'?s (?:note|certificate)|"
         r"work (?:note|certificate)|fit note|school note)\b", lambda m: f"I need a {m.group(1).lower()}"),
    # "Loose nappies and vomits": the vomiting, never "vomits" had (2026-12al ATS, training)
    rule(r"\b(loose|runny|watery|green|frothy) (nappies|stools|poos?|poops?) and vomits\b", r"\1 \2 and vomiting"),
    # "school sent her home", "scratching head" (2026-12ah terse, training: "I've got school sent my home")
    rule(r"\b(?:the )?(school|nursery|daycare|work) sent (?:her|him|them|me|my|pt) (home|in|here)\b", r"I was sent \2 from \1"),
    rule(r"\b(scratching|rubbing|holding|clutching|pulling at|tugging at|banging|hitting) (head|ear|ears|eye|eyes|arm|leg|belly|tummy|stomach|chest|throat)\b",
          r"\1 my \2"),
    # "r/o ACS crushing chest pain ...": the desk's shorthand for what it fears, never the patient's word (thirty-first read:
    # "It might be ACS"); said only when the complaint goes on to say what is felt
    rule(r"^\s*(?:r/o|R/O|rule out|\?|possible)\s*(?:(?-i:[A-Z]{2,5})|torsion|testicular torsion|ovarian torsion|appendicitis|ectopic|sepsis|"
          r"stroke|septic (?:hip|joint|arthritis))\b\s*[,;:-]?\s*(?=[A-Za-z0-9])", ""),
    # (twelfth read) a typist's aside in brackets is never read aloud ("by mistake (pill organizer mixup)"), and "feels ok"
    # is the patient feeling fine, never "my feels are fine"
    rule(r"\s*\((?![^()]*(?:\d|\b(?:[LR]|lt|rt|left|right|both|bilat\w*|arm|leg|hand|foot|eye|ear|head|chest|back|knee|ankle|wrist|hip|"
          r"neck|finger|thumb|toe|shoulder|elbow)\b))[^()]{1,60}\)", ""),
    rule(r"^\s*(?:but |and )?(?:feels|feeling) (?:ok|okay|fine|well|alright|all right|good)\s*$", "I feel fine"),
    # home oxygen with its flow ("home O2 2L"): litres, never the left side (2026-12aa terse, training: "home O2 left")
    rule(r"(?<!\w)(?:on\s+)?home\s+O2\s+(\d)\s?(?:L|lpm|l/min|litres?|liters?)\b", lambda m: f"I'm on {number_word(m.group(1))} litres of oxygen at home"),
    # the last period and how long ago ("LMP 7 wks"): never "LMP for seven weeks" (2026-12aa terse, training)
    rule(r"(?<!\w)LMP\s+(\d{1,2})\s?(?:wks?|weeks?)(?:\s+ago)?\b", lambda m: f"my last period was {m.group(1)} weeks ago"),
    # the onset typed with its time ("onset 40 mins", "onset 2 hrs"): when it started; run on after the complaint ("chest
    # pain onset 40 mins"), a clause of its own (2026-12ak terse, training: "My chest pain it started ...")
    rule(r"(?<=[a-z])\s+(?=onset\s+(?:at\s+)?\d)", ", "),
    # "onset last evening", "onset on waking" (2026-12ak terse, training: "I've got onset last evening")
    rule(r"(?<!\w)onset\s+(last (?:evening|night)|this (?:morning|am|afternoon|pm|evening)|yesterday(?: (?:morning|afternoon|evening))?|today|"
         r"overnight|on waking|midafternoon|mid-afternoon|tonight)\b",
         lambda m: "it started when I woke up" if m.group(1).lower() == "on waking"
         else f"it started {m.group(1).lower().replace('this am', 'this morning').replace('this pm', 'this afternoon')}"),
    # the onset as a day, a clock time or a moment ("onset sat", "onset 3 am", "onset after lunch", "onset while running",
    # "onset mid bite"; 2026-12av terse, training: 25 rows typed so, "I've got onset after lunch" said)
    rule(r"(?<!\w)onset\s+(?:on\s+)?(mon|tues?|wed|weds|thu(?:rs?)?|fri|sat|sun)(?:day)?\b",
         lambda m: f"it started on {DAYS[m.group(1).lower()]}"),
    rule(r"(?<!\w)onset\s+(?:at\s+)?(\d{1,2}(?::\d\d)?) ?(am|pm|a\.m\.|p\.m\.)(?!\w)", lambda m: f"it started at {m.group(1)} {m.group(2).lower()}"),
    rule(r"(?<!\w)onset\s+(after|while|during|on|at|mid|when|before|since|with)\s+(?=\w)", lambda m: f"it started {m.group(1).lower()} "),
    rule(r"(?<!\w)onset\s+(\d{1,3})\s?(?:mins?|minutes?)\b(?:\s+ago)?", lambda m: f"it started {number_word(m.group(1))} minutes ago"),
    rule(r"(?<!\w)onset\s+(\d{1,2})\s?(?:hrs?|hours?)\b(?:\s+ago)?",
          lambda m: "it started an hour ago" if m.group(1) == "1" else f"it started {number_word(m.group(1))} hours ago"),
    # (after the 2026-12o measurement) an age and sex typed at the front ("58 yo male, ...") are the registration's: the
    # patient says its age when asked, never "I've got 58 years old male"
    rule(rf"^\s*\d{{1,3}}\s?(?:{AGE_ABBREVIATED}|{AGE_SPELT})(?![a-z])\s*(?:(?:male|female|man|woman|girl|boy|child|kid|lady|gentleman|guy|m|f)\b)?\s*(?:with\b|w/)?\s*[,;:/-]?\s*", ""),
    rule(rf"^\s*\d{{1,3}} ?{AGE_SEX_CODE}\b\s*(?:with\b|w/)?\s*[,;:/-]?\s*", ""),  # "72F new head pain" (fourteenth read)
    rule(AGE_SEX_CODE_LAST, ""),
    # an age with the sex run on ("67 yom, ...", "..., per mom, 4 yof", "2 wof"): the registration's (2026-12av terse, training:
    # "I've got 67 yom" and "my mom said, 4 yof" were said)
    rule(rf"^\s*{AGE_OLD_SEX}\s*[,;:]?\s*", ""),
    rule(rf"\s*[,;]\s*{AGE_OLD_SEX}\s*(?=[,;]|$)", ""),
    rule(rf"{AGE_OLD_SEX}\s+", ""),
    # a compact age ("52y F spinning", "mom says 2y vomiting"): the registration's, said when asked (2026-12ak terse, training);
    # after a teller's verb and before what the patient did, the patient ("coach says 24y M passed out": "says I passed out")
    rule(rf"\b(says|reports|states) \d{{1,3}} ?(?:y|yr|yrs)(?:\s*{AGE_SEX_CODE})?\s+(?=(?:passed|fell|was|has|had|got|went|swallowed|"
         r"woke|tripped|collapsed|vomited|hit|cut|took|drank|ate|jumped|slipped)\b)", r"\1 I "),
    rule(rf"(?:{AGE_COMPACT})(?:\s*{AGE_SEX_CODE}\b)?\s*", ""),
    rule(r"(?<=[a-z])\s+age \d{1,2}(?=\s*$)", ""),  # "s/p trampoline fall age 6": the registration's age (2026-12ag terse)
    # hyphenated inside a run, with the person ("r/o torsion 15-year-old girl sudden ...", "from assisted living, 88-year-old
    # fell"): the age is said when asked, the person is the speaker (2026-12ah terse, training)
    rule(r"(?<![\d.])\d{1,3}-(?:years?|yrs?)-old(?: (?:girl|boy|man|woman|male|female|child|kid|lady|gentleman|guy|gent|pt|patient))?"
          r"(?= (?:girl|boy|man|woman|male|female|child|kid|lady|gentleman|guy|gent|pt|patient|fell|falls|with|who|has|had|is|was|presents|"
          r"sudden|found|now|c/o|complains|\w+ing)\b|\s*$)\s*", ""),
    rule(r"(?<=[a-z])\s+\d{1,2} ?(?:weeks?|wks?|months?|mos?|days?) old\s*$", ""),  # "Fever 9 Weeks Old": a baby's age (2026-12ag)
    rule(r"(?:^|(?<=\.))\s*\d{1,3} ?(?:yrs?|years?|y/o|yo)[- ]?old\.?\s*$", ""),  # "... Breathing a little fast. 4 yr old.": the age alone (2026-12ag)
    # what the visit is for, typed after the history ("s/p burn to forearm ... here for dressing change", "... stitches 6 days
    # ago here for removal"): the errand in the patient's words (2026-12ag terse, training)
    rule(r"^\s*here for (?:a |my |the )?(?:dressing change|dressing|redressing|re-dressing)\s*$", "I'm here to have my dressing changed"),
    rule(r"^\s*here for (?:their |the |my )?(?:removal|suture removal|stitch(?:es)? removal|staple removal)\s*$", "I'm here to have them taken out"),
    rule(r"^\s*here for (?:a |my |the )?(?:recheck|re-check|wound check|check-?up|follow[- ]?up|review)\s*$", "I'm here for a check"),
    rule(r"^\s*(?:s/p\s+)?(?:(forehead|chin|scalp|head|hand|finger|thumb|knee|leg|arm|lip|eyebrow|foot|shin|elbow)\s+)?(stitches|sutures|staples)\s+"
          r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen)\s+(days?|weeks?)\s+ago\b",
          lambda m: f"I had {m.group(2).lower()}{' in my ' + m.group(1).lower() if m.group(1) else ''} "
                    f"{number_word(m.group(3)) if m.group(3).isdigit() else m.group(3).lower()} {m.group(4).lower()} ago"),
    # (2026-12ag terse, training) items of a history typed in one run, each said as a person tells it
    rule(r"^\s*(?:only )?wakes? (?:only )?to (?:voice|a voice)\s*$", "I only wake when someone talks to me"),
    rule(r"^\s*(?:on (?:an? )?|has (?:an? )?|with (?:an? )?)?insulin pump(?=\s*(?:,|$|(?:glucose|sugar|bgl|bsl|gluc|bs|fs|cbg)\b))", "I've got an insulin pump for my diabetes"),
    rule(r"^\s*(chin|lip|forehead|scalp|eyebrow|head|finger|thumb|hand|knee|shin|elbow|cheek) (?:cut|lac|laceration)(?: (gaping|deep|bleeding))?\s*$",
          lambda m: f"my {m.group(1).lower()} is cut" + (f" and {m.group(2).lower()}" if m.group(2) else "")),
    rule(r"^\s*punctures?(?: wounds?)? (?:x ?(\d)|(\d))\s*$",
          lambda m: f"there are {number_word(m.group(1) or m.group(2))} puncture wounds" if (m.group(1) or m.group(2)) != "1" else "there's one puncture wound"),
    rule(r"^\s*(?:the )?(dog|cat|animal) (?:is |was )?(vaccinated|unvaccinated|up to date)\s*$",
          lambda m: f"the {m.group(1).lower()} is " + ("not vaccinated" if m.group(2).lower() == "unvaccinated" else "vaccinated")),
    rule(r"^\s*(?:s/p\s+)?(table saw|circular saw|band saw|chainsaw|mitre saw|miter saw|saw|angle grinder|grinder|lawn ?mower|mower|router|"
          r"planer|meat slicer|mandoline)\s+(?:(l|r|lt|rt|left|right)\s+)?(index|middle|ring|little|pinky)?\s*(fingertip|finger ?tip|finger|thumb ?tip|thumb)"
          r"\s+(?:cut off|amputated|off)\s*$",
          lambda m: f"I cut {'the tip of ' if 'tip' in m.group(4).lower() else ''}my "
                    f"{SIDE_SAID.get((m.group(2) or '').lower(), '')}{' ' if m.group(2) else ''}{(m.group(3) or '').lower()}{' ' if m.group(3) else ''}"
                    f"{'thumb' if 'thumb' in m.group(4).lower() else 'finger'} off on a {m.group(1).lower()}"),
    rule(r"^\s*brought (?:the )?(tip|fingertip|finger ?tip|finger|part|digit|it) (?:in|with) (?:a |the |my )?(bag|ice|glove|container)\s*$",
          lambda m: f"I've brought the {'tip' if 'tip' in m.group(1).lower() else m.group(1).lower()} in a {m.group(2).lower()}"),
    rule(r"^\s*stuck (?:self|myself) with (?:a )?(used |dirty |contaminated )?needle\b", lambda m: f"I stuck myself with a {(m.group(1) or '').lower()}needle"),
    rule(r"^\s*(?:pt (?:is )?(?:a )?)?(nurse aide|nurse's aide|nursing assistant|care assistant|healthcare assistant|carer|phlebotomist|cleaner|nurse)\s*$",
          lambda m: f"I'm a {m.group(1).lower()}"),
    rule(r"^\s*source(?: (?:pt|patient))? (?:is )?known\s*$", "we know whose needle it was"),
    rule(r"^\s*sudden(?:ly)?(?: onset)? (short of breath|sob|chest pain|headache|weakness|dizziness|vision loss|back pain|abdominal pain|belly pain)\s*$",
          lambda m: f"I suddenly got {'short of breath' if m.group(1).lower() == 'sob' else m.group(1).lower()}"),
    rule(r"^\s*had (?:a |my )?baby (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?) ago\s*$",
          lambda m: f"I had my baby {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} {m.group(2).lower()} ago"),
    rule(r"\s+off (?:my |his |her |their )?(?:meds|medications?|medicines?|tablets)\s*$", " and I've been off my medication"),
    # (2026-12ag narrative and ATS headlines, training) a headline said as a person says it
    rule(r"^\s*(?:a |the |my |our )?baby (?:is |has been |keeps )?being sick\b", "my baby is being sick"),
    rule(r"^\s*(?:I'?m )?here (?:for|to) (?:to )?(?:have|get) (?:my |the )?(stitches|sutures|staples) (?:out|removed|taken out)\s*$",
          lambda m: f"I'm here to have my {m.group(1).lower()} out"),
    rule(r"^\s*(?:a )?very high (?:bp |blood pressure )?reading (at|from) (?:the |my )?(dentist|pharmacy|chemist|gp|doctor'?s?|clinic|work)\b",
          lambda m: f"my blood pressure was very high {m.group(1).lower()} the {m.group(2).lower()}"),
    rule(r"^\s*(kettle|pot|pan|saucepan|mug|cup) (?:of (?:\w+ ){1,2})?pulled (?:over )?(?:onto|on|over) (?:her|him|them|me)(?:self)?\s*$",
          lambda m: f"I pulled a {m.group(1).lower()} over onto myself"),
    rule(r"^\s*(?:walking|ambulatory|ambulating|ambulant|walked away)(?: (?:at|from) (?:the )?scene)?\s*$", "I've been able to walk since"),
    rule(r"^\s*left (?:my |his |her |their )?((?:[\w-]+ )?)(tablets|meds|medications?|medicines?|inhalers?|puffers?|insulin|pills)\b",
          lambda m: f"I left my {m.group(1).lower()}{'medication' if m.group(2).lower() == 'meds' else m.group(2).lower()}"),
    # "Two seizures today instead of one a month": more than usual, said with the usual (2026-12am narrative, training: "she's
    # got two seizures today and it's instead of one a month")
    rule(r"^\s*(two|three|four|five|several|\d) (seizures|fits|attacks|episodes) (today|this morning|this week|since yesterday)(?:,)? instead of "
         r"(?:my |his |her |their |the )?(?:usual )?(one|two|\w+) an? (day|week|month|year)\b",
         lambda m: f"I've had {m.group(1).lower()} {m.group(2).lower()} {m.group(3).lower()}, when I usually have {m.group(4).lower()} a {m.group(5).lower()}"),
    rule(r"^\s*(motorcycle|motorbike|bike|bicycle|car|scooter|e-scooter|quad|quad bike|ute|truck|van) (?:vs\.?|versus|v) "
          r"(?:a |an |the )?(pole|tree|wall|post|fence|ditch|barrier|kerb|curb|lamp ?post|power pole|parked car)\b",  # (a car or a truck: registration.tsv)
          lambda m: f"my {m.group(1).lower()} hit a {m.group(2).lower()}"),
    rule(r"^\s*(?:pedestrian|ped) (?:vs\.?|versus|v) (?:a |an |the )?(car|truck|bus|van|ute|motorcycle|bike|bicycle)\b",
          lambda m: f"I was hit by a {m.group(1).lower()}"),
    rule(r"\s*\(\s*helmet (?:cracked|broken|split)\s*\)", ", and my helmet is cracked"),
    rule(r"^\s*helmet (cracked|broken|split|damaged)\s*$", lambda m: f"my helmet is {m.group(1).lower()}"),
    rule(r"^\s*(?:c/o\s+)?(?:can'?t|cant|cannot) breathe,? (asthma|copd|emphysema)\b", lambda m: f"I can't breathe, it's my {m.group(1) if m.group(1) != 'copd' else 'COPD'}"),
    # "vomited x3", "vomited 6x" (2026-12aj terse, training: "I've been vomiting six times")
    rule(r"^\s*vomit(?:ed|ing)? (once|twice|x ?(\d{1,2})|(\d{1,2}) ?x)((?: since)\b.*)?\s*$",
          lambda m: "I've thrown up " + (m.group(1).lower() if not (m.group(2) or m.group(3)) else
                                         times_said(m.group(2) or m.group(3)))
          + (m.group(4) or "")),
    rule(r"^\s*sudden(?:ly)?(?: onset)?(?: of)? (?:the )?room spinning\b", "the room suddenly started spinning"),
    rule(r"^\s*(ice fishing|fishing|skiing|snowboarding|hiking|camping|hunting|gardening|swimming|surfing|sunbathing|climbing|"
          r"working outside|working outdoors) (all day|all night|all morning|all afternoon|for (?:\w+ )?hours?)\b",
          lambda m: f"I was {m.group(1).lower()} {m.group(2).lower()}"),
    rule(r"^\s*usual (migraine|headache)\b", lambda m: f"I've got my usual {m.group(1).lower()}"),
    rule(r"\b(sleepy|drowsy) but (?:wakes|rousable|rouses|arousable)(?: up)?\b", lambda m: f"{m.group(1).lower()} but I can be woken"),
    rule(r"^\s*(belly|tummy|stomach|head|chest|back|arm|leg|foot|hand|ear|throat|neck|knee|hip|eye|tooth) (hurts|aches|is sore|is painful)\b",
          lambda m: f"my {m.group(1).lower()} {m.group(2).lower()}"),  # "Belly hurts a little" (2026-12ag terse, training)
    rule(r"^\s*handlebars? (?:into|to|in) (?:the |my |his |her )?(belly|abdomen|tummy|stomach|chest|groin|ribs)\b",
          lambda m: f"the handlebar hit me in the {m.group(1).lower()}"),
    rule(r"^\s*only (?:saying|speaking|able to say|says) (?:1|one|1-2|one or two|2|two) words?(?: at a time)?\s*$", "I can only say a word or two at a time"),
    rule(r"^\s*lips (dusky|blue|grey|gray)\s*$", lambda m: f"my lips look {'grey-blue' if m.group(1).lower() == 'dusky' else m.group(1).lower()}"),
    # "no poop in 5 days": none done (2026-12ag terse, training: "I haven't got any poop in five days")
    rule(r"^\s*no (?:poop|poo|poos|bowel movements?|bms?|stools?) (?:in|for) (?:the last |the past )?(\d{1,2}|two|three|four|five|six|seven|a few|several) "
          r"(days?|weeks?)\b", lambda m: f"I haven't done a poo in {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} {m.group(2).lower()}"),  # "... AND VOMITING 24M" (2026-12ag terse, training)
    # a desk's tag for the body system, typed first ("resp COPD on home O2", "gu foley not draining", "neuro fever, stiff neck",
    # "dental toothache L lower"): the triage category, never said (2026-12am terse, training: "I have resp COPD")
    rule(r"^\s*(?:resp|ob|gu|neuro|psych|ent|ortho|gi|cardiac|cardio|derm|ophth|ophtho|uro|gyn|gyne|gynae|peds|paeds|msk|mh|"
         r"dental(?! (?:pain|abscess|problem|issue|injury|trauma|emergency|appointment|work|infection|bleed|bleeding|check|nerve)\b)|"
         r"endo(?! (?:pain|flare|cramps?|bleed)\b))(?:\s+(?=[a-z0-9])|\s*$)", ""),
    *FRAGMENT_RULES,  # typed fragments said as a person says them (``said_fragments``)
    # "boy 13 years of age", "baby 6 weeks of age" anywhere: the registration's, said when asked (2026-12am terse, training)
    rule(rf"\s*{AGE_OF_AGE}\s*(?:[,;:-]\s*)?", " "),
    rule(rf"\s*(?:,\s*)?{AGE_AET}\s*(?:[,;:-]\s*)?", " "),
    rule(rf"^{AGE_SEX_WORD}", ""),  # "..., male 74", "baby girl 5 weeks" as an item (2026-12ao terse, training)  # "..., aet 52", "playing happily aet 20 months" (2026-12an terse)
    rule(rf"^\s*{AGE_INFANT}\s*(?:(?:male|female|boy|girl|baby|infant|m|f)\b)?\s*(?:with\b|w/)?\s*[,;:-]?\s*", ""),  # "12 day old" (15th read)
    rule(rf"{AGE_INFANT_TYPED}\s*(?:(?:male|female|boy|girl|baby|infant|m|f)\b)?\s*(?:with\b|w/)?\s*[,;:/-]?\s*", ""),  # "18mo" (17th read)
    rule(rf"\s*{AGE_INFANT_TRAILING}", ""),  # "Fever 11 mo" as the story's words too: never "it started eleven months ago"
    rule(rf"{AGE_INFANT_NAMED}\s*(?:old\b)?\s*(?:with\b|w/)?\s*[,;:-]?\s*", ""),  # "infant 7 weeks" (2026-12v, training)
    rule(rf"^\s*{AGE_AGED}\s*(?:(?:male|female|man|woman|m|f)\b)?\s*[,;:-]?\s*", ""),  # "aged 76 sudden pain" (2026-12v)
    rule(rf"\s+{AGE_AGED}\s*$", ""),  # "... no appetite aged 24" (2026-12v)
    # "boy 5 vomiting", "WOMAN 66 FELL ON ...": the age is said when asked, the person is the speaker (2026-12w terse)
    rule(rf"{AGE_PERSON_FIRST}\s*(?:y(?:ea)?rs?(?: old)?|yo)?\s*[,;:-]?\s*", ""),
    rule(rf"^\s*{AGE_DAY_OF_LIFE}\s*(?:boy|girl|baby|infant|male|female)?\s*[,;:-]?\s*", ""),  # "DOL 18 boy"
    # an age typed as an item of its own ("tugging L ear, 4 yrs", "x2 days, f 26 yrs, no fever", "84 yrs fell in bathroom"),
    # read by ``clinical.ages.AGE_YEARS_ITEM``: said when asked, never "I've got three years" (2026-12ai terse, training)
    # (2026-12ai terse, training) a duration typed first ("3 days sharp chest pain worse lying flat") is said after what
    # lasted, never "I've got 3 days sharp chest pain"; a scald pulled down on oneself is done, never "I was pulled hot
    # coffee"; an ear is tugged at; a cut on the back of the head is on the back of my head
    # (2026-12aj terse, training) the count typed with its "x" ("x2 days cough"), never "I've had a for two days cough"
    rule(r"^\s*(?:x ?)?(\d{1,2}|two|three|four|five|six|seven|several|a few) (days?|weeks?|hours?|hrs?|months?) (?!(?:ago|of|old|post|after|since|"
          r"x|pregnant|preg|postpartum|pp|along|late|overdue)\b)([a-z][^,;]*?)(?=\s+(?:worse|better|with|and|after|on|when|that|which|"
          r"since)\b|\s*(?:$|[,;]))", r"\3 for \1 \2"),
    rule(r"^\s*(pulled|tipped|knocked|spilled|spilt|splashed) (?!(?:a |my |his |her )?(?:muscle|hamstring|groin|back|calf|tendon)\b)"
          r"(?:(a |the |some )?((?:hot|boiling|scalding)\b[^,;]*?)|(?:a |the )?((?:pot|pan|kettle|cup|mug|bowl|jug)\b[^,;]*?)) (onto|over|on) ",
          lambda m: f"I {m.group(1).lower()} {m.group(2) or ''}{m.group(3) or ''}{'a ' + m.group(4) if m.group(4) else ''} {m.group(5)} "),
    rule(r"\b(tugging|rubbing|scratching|pulling) (?:at )?(?:the |her |his |my )?((?:l|r|left|right) )?(ears?)\b",
          lambda m: f"{m.group(1).lower()} at my {side_said(m.group(2))}{m.group(3).lower()}"),
    rule(r"\bcut (?:on )?(?:the |my )?back of (?:the |my )?head\b", "a cut on the back of my head"),
    # "1 hr ago cut L forearm on broken beer bottle": the time told after what happened, never "a one hour ago cut"
    rule(r"^\s*(\d{1,2}|an?|one|two|three|half an?) (hrs?|hours?|mins?|minutes?) ago,?\s+([a-z].*)$", r"\3 \1 \2 ago"),
    # "toddler poked L eye with fingernail": the child did it to the speaker, never "I poked left eye"
    rule(r"^\s*(?:my )?(toddler|baby|child|kid|son|daughter|dog|cat|grandchild|grandson|granddaughter) (poked|scratched|kicked|hit|headbutted|elbowed) "
          r"(?:me |pt )?(?:in )?(?:the |my )?((?:l|r|left|right) )?(eye|face|nose|lip|cheek|ear)\b(?: with (a |an |her |his |their |the )?(fingernail|finger|nail|toy|stick|spoon|pencil)\b)?",
          lambda m: f"{'my ' if m.group(1).lower() in ('son', 'daughter', 'grandchild', 'grandson', 'granddaughter', 'dog', 'cat') else ''}"
                    f"{m.group(1).lower()} {m.group(2).lower()} me in the {side_said(m.group(3))}"
                    f"{m.group(4).lower()}{' with ' + (m.group(5) or 'a ').lower() + m.group(6).lower() if m.group(6) else ''}"),
    rule(r"^\s*(?:eye |eyes )?(?:is |are )?(?:watery|watering)\s*$", "my eye is watering"),
    # "Stitches out from a holiday injury": an injury, said as one, never the part (2026-12al narrative, training: "the stitches in
    # my a taken out holiday injury")
    rule(r"^\s*(?:here |in )?(?:for )?(?:a )?(?:suture|stitch(?:es)?|staples?) (?:removal|out) from (?:a |an |the |my )?(?:([a-z]+) )?(injury|cut|wound|accident|fall|operation|op|surgery)\b",
          lambda m: f"I'm here to have my stitches out from {'my' if m.group(2).lower() in ('operation', 'op', 'surgery') else 'an' if (m.group(1) or m.group(2))[0].lower() in 'aeiou' else 'a'} "
                    f"{m.group(1).lower() + ' ' if m.group(1) else ''}{m.group(2).lower()}"),
    rule(r"^\s*(?:here |in )?(?:for )?(?:a )?(?:suture|stitch(?:es)?|staples?) (?:removal|out) from (?:the |my )?((?:l|r|left|right) )?([a-z]+)\b",
          lambda m: f"I'm here to have the stitches in my {side_said(m.group(1))}"
                    f"{m.group(2).lower()} taken out"),
    rule(r"^\s*(?:healing|healed|heals) (?:ok|okay|well|fine|nicely|good)\s*$", "it's healing fine"),
    rule(r"^\s*(?:placed|put in|inserted) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen) (days?|weeks?) ago\s*$",
          r"they were put in \1 \2 ago"),
    rule(r"^\s*(?:wants?|requesting|requests|asking for) (?:a |an )?(shot|injection|jab) for (?:my |his |her )?(back|neck|knee|migraine|headache|pain)\b",
          lambda m: f"I'd like {'an injection' if m.group(1).lower() == 'injection' else 'a ' + m.group(1).lower()} for my {m.group(2).lower()}"),
    rule(r"^\s*(strained|hurt|pulled|tweaked|twisted|jarred|wrenched) (lifting|moving|carrying|picking up|pushing|pulling)\b", r"I \1 it \2"),
    rule(r"^\s*(?:the |my )?(pharmacy|chemist|drugstore|gp|doctor'?s?|clinic|supermarket|gym) (?:bp |blood pressure )?(?:machine|monitor|cuff|check) "
          r"(?:said|says|showed|shows|read|reads) (?:my )?(?:bp|blood pressure) (?:was |is )?(high|very high|too high|raised)\b",
          lambda m: f"I had a {m.group(2).lower()} blood pressure reading on the machine at the {m.group(1).lower()}"),
    # "Bright red bleeding at thirty-two weeks": the weeks are the pregnancy's, never a fortnight of bleeding (2026-12ai
    # narrative ESI, training: "it started about two weeks ago")
    # (2026-12aj narrative ESI, training: "Headache and flashing lights at thirty-four weeks", said "I've been flashing lights at
    # thirty-four weeks", and the pregnancy never heard)
    rule(r"^(.*?\b(?:bleeding|bleed|pain|cramps?|cramping|contractions|tightenings|headache|waters broke|leaking(?: fluid)?|swelling|itching|"
         r"lights|spots|vision|blurr\w*|vomiting|seizures?|fits?|fainting|fainted|dizz\w*|movements?))"
          r"\s+at\s+((?:\d{1,2}|(?:twenty|thirty|forty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|"
          r"(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|nine|eight|seven|six|five))) weeks\b(?! ago)",
          r"\1, I'm \2 weeks pregnant"),
    # (thirty-second read) typed fragments said as a person says them: "couldnt keep steroid down", "fall from stepladder on
    # warfarin" (never a stepladder on warfarin), "kicked in belly by horse", "tender L upper", "dentist sent me", "stubbed toe
    # swollen and purple", "2 days since last drink", "sweaty and muddled", "and now cant pee"
    rule(r"^\s*(?:the |i )?(couldnt|couldn't|could not|cant|can't|cannot) keep (?:my |his |her |the )?([a-z]+(?: [a-z]+)?) down\b",
          lambda m: f"I {'couldn' if m.group(1).lower().startswith('could') else 'can'}'t keep "
                    # "anything" is no one's (2026-12ao terse, training: "I can't keep my anything down")
                    f"{'' if _NO_ONES.match(m.group(2)) else 'my '}{m.group(2).lower()} down"),
    rule(r"^\s*(?:fall|fell|fallen|had a fall) ((?:from|off|down) (?:a |the )?[a-z]+(?: [a-z]+)?) on (warfarin|eliquis|apixaban|rivaroxaban|xarelto|"
          r"dabigatran|pradaxa|blood thinners?|anticoagulants?|clopidogrel|plavix)\b", r"I fell \1, and I'm on \2"),
    rule(r"\b(kicked|bitten|bit|butted|headbutted|trampled|knocked over|knocked down|hit|struck) (in (?:the |my )?[a-z]+ )?by (horse|cow|bull|dog|cat|car|bike|ball|bus|"
          r"truck|van|goat|pony|sheep|camel)\b", r"\1 \2by a \3"),
    rule(r"^\s*tender (?:in |on )?(?:the )?(l|r|left|right)\.? (upper|lower)\s*$",
          lambda m: f"it's tender on the {m.group(2).lower()} {'left' if m.group(1).lower().startswith('l') else 'right'} side"),
    rule(r"^\s*(dentist|gp|doctor|pharmacist|optician|midwife|school nurse|physio|physiotherapist|chemist|counsellor|counselor|teacher) "
          r"(sent|referred|told) (me|him|her|them)\b", lambda m: f"my {m.group(1).lower()} {m.group(2).lower()} me"),
    rule(r"^\s*(stubbed|jammed|banged|twisted|sprained|bumped|hurt) (?:my |his |her )?(toe|finger|ankle|knee|wrist|thumb|elbow|foot) "
          r"(?:is |and )?(swollen|bruised|purple|red|black|blue)\b", r"I \1 my \2 and it's \3"),
    rule(r"^\s*(\d{1,2}|one|two|three|four|five|six|seven) (days?|hours?|hrs?|weeks?) since (?:my |his |her )?last (drink|drinks|dose|fix|hit|use)\b",
          r"my last \3 was \1 \2 ago"),
    rule(r"^\s*(sweaty|clammy|hot|cold) and (muddled|confused|drowsy|vague|dizzy|shaky)\s*$", r"I'm \1 and \2"),
    rule(r"^\s*((?:purple |red |dark )?(?:spots|rash|blotches|bruises)) and (floppy|limp|drowsy|sleepy|lethargic|listless)\s*$",
          lambda m: f"I've got {m.group(1).lower()} and I'm {m.group(2).lower()}"),  # "Purple spots and floppy" (own read)
    rule(r"\band now (?:can'?t|cant|cannot) ", "and now I can't "),
    rule(r"^\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?) (?:after|post)[- ]?(?:my |a |an |the )?"
          r"(c-?section|caesarean|cesarean|surgery|operation|op|tonsillectomy|appendectomy|hernia repair|knee replacement|hip replacement)\s*$",
          lambda m: f"my {'operation' if m.group(3).lower() in ('surgery', 'op', 'operation') else m.group(3).lower()} was "
                    f"{m.group(1).lower()} {m.group(2).lower()} ago"),  # "10 days after c-section": never "I've got 10 days after c-section"
    rule(r"^\s*(hot |boiling |scalding )?(oil|water|fat|grease|coffee|tea|soup|milk) splash(?:ed)? (?:to|on|onto|over|in) (?:my |his |her |the )?"
          r"((?:left |right |l |r )?)([a-z]+)\b",
          lambda m: f"I got {(m.group(1) or 'hot ').lower()}{m.group(2).lower()} splashed on my {side_said(m.group(3))}{m.group(4).lower()}"),
    rule(r"^\s*(?:a )?home birth (\d{1,2}|an?|one|two|three|half an?) (hrs?|hours?|mins?|minutes?) ago\b", r"I had my baby at home \1 \2 ago"),
    rule(r"\bbleeding (very |really |so )?heavy\b(?! (?:period|periods|menstrual|flow))", r"bleeding \1heavily"),
    # (own read of the final runs) "low mood and wants to talk to someone", "barely tender when pressed"
    rule(r"^\s*low mood,? and (?:wants?|would like|needs?) to (.+)$", r"I've been feeling low and I want to \1"),
    rule(r"^\s*(barely|hardly|only slightly|not very|only a little) tender(?: (?:when|if) (?:it'?s |it is )?(?:pressed|pushed|touched|examined)| to (?:the )?touch)?\s*$",
          lambda m: f"it's {m.group(1).lower()} tender when it's pressed"),
    # "PMH diabetes", "PMH high BP on lisinopril": the history, never "I've got pmh diabetes" or a high reading (2026-12ai terse)
    rule(r"^\s*pmh\s*:?\s+(?=[a-z])", "hx "),
    rule(r"^\s*(?:hx|h/o|history of|known)\s+(?:of\s+)?(?:high (?:bp|blood pressure)|htn|hypertension)\s+on\s+([a-z][\w-]+)",
          r"I have high blood pressure and I take \1"),
    rule(r"^\s*known (loose|unstable|dodgy|bad|weak|trick) ((?:l|r|left|right) )?(shoulder|knee|ankle|kneecap|hip)\b",
          lambda m: f"my {side_said(m.group(2))}{m.group(3).lower()} is {m.group(1).lower()}"
                    f"{' and it dislocates easily' if m.group(3).lower() in ('shoulder', 'kneecap', 'hip') else ''}"),
    rule(r"^\s*(popped|came|come|slipped|went) out again\b", lambda m: f"it {'came' if m.group(1).lower() == 'come' else m.group(1).lower()} out again"),
    rule(r"^\s*(pulled|strained|tore|torn) (?:a |my )?(muscle|hamstring|groin|calf|back)\b",
          lambda m: f"I {'tore' if m.group(1).lower() == 'torn' else m.group(1).lower()} {'a' if m.group(2).lower() == 'muscle' else 'my'} "
                    f"{m.group(2).lower()}"),  # "pulled muscle lifting": never "I was pulled muscle"
    # (an item that is only the age is left out whole: ``clinical.ages.is_age_item``, read in ``_patient_complaint``)
    rule(r"^\s*\d{1,3} ?(?:yrs?|years?) (?!(?:ago|old|of|hx|history|since|duration|prior|before|back)\b)(?=[a-z])", ""),
    rule(rf"{AGE_FRACTION}\s*[,;:-]?\s*", ""),  # "girl 5/52 | tmax 100.9": five weeks old, said when asked (2026-12ad terse)
    # "in her 90s. new confusion", "Turned 6. fell off a swing": the age is said when asked (2026-12x terse, training)
    rule(rf"^\s*{AGE_DECADE}\s*[.,;:-]?\s*", ""),
    rule(rf"{AGE_TURNED}\s*(?:y(?:ea)?rs?(?: old)?|yo)?\s*[.,;:-]?\s*", ""),
    rule(rf"{AGE_BIRTHDAY}\s*[.,;:-]?\s*", ""),  # "46 last birthday", "born 16 days ago": the age, said when asked (2026-12ar terse)
    # (read of the 2026-12n runs) a burn's extent is said in words, never "approx 4% TBSA"; "back of hand" is the back of
    # the patient's hand
    rule(r"\b(?:approx\.?|approximately|about|around|~)?\s*(\d{1,2}(?:\.\d)?)\s*%\s*(?:tbsa|bsa)\b", r"the burn covers about \1% of my body"),
    # (twenty-second read) "VB at 8 weeks": the weeks of a pregnancy, never eight weeks of bleeding
    rule(r"\b(vb|pv bleed\w*|vaginal bleeding|bleeding|spotting|cramping|cramps|pain)\s+at\s+(\d{1,2})\s?(?:wks?|weeks)\b"
          r"(?!\s*(?:pregnant|gestation|along|old|of))", r"\1 and \2 weeks pregnant"),
    # (2026-12q, training) "heart racing on and off": never split at its "and" ("racing on and it happened off")
    rule(r"\b(?:on and off|off and on)\b", "at times"),
    rule(r"\b(?:the )?light hurts (?:my |the |her |his )?eyes\b", "the light hurts my eyes"),  # not "my light" (2026-12q)
    rule(r"\b(on|to|at|over) self\b", r"\1 myself"),  # "peeing on self" (2026-12x terse, training)
    # "ICD fired three times": the patient's word for it (2026-12x terse, training)
    rule(r"\b(?:my |the |an? )?a?icd (fired|fires|went off|goes off|shocked me|shocked|discharged|has fired|has gone off)\b",
          r"my defibrillator \1"),
    rule(r"\brock hard\b", "rock-hard"),  # "thighs rock hard": one adjective, not the noun "rock" (2026-12q)
    rule(r"\b(?:on |to |over )?(?:the |my )?back of (?:the |my )?(hand|foot|leg|knee|arm|thigh|calf|heel|wrist)\b",
          r"on the back of my \1"),
    rule(r"\b(on|under) (?:the |my )?(bottom|sole|ball|top|side) of (?:the |my )?(?:(l|r|left|right) )?(foot|feet|hand|heel|big toe)\b",
          lambda m: f"{m.group(1).lower()} the {m.group(2).lower()} of my {side_said(m.group(3))}"
                    f"{m.group(4).lower()}"),  # "sore on bottom of R foot" (2026-12ai terse, training)
    rule(r"^\s*red(?:ness)? (?:goes |going |spreading |spread )?(?:all the way |right )?up to (?:the |my )?([a-z]+)\b", r"the redness goes up to my \1"),  # (the head's back has its own rules: "hit back of head")
    # (read of the 2026-12n runs) the doctor's office rang the patient: never "the Dr office is called"
    rule(r"^\s*(?:the |my )?(?:dr\.?|doctor'?s?|gp|pcp|clinic|surgery)(?:'s)? ?(?:office )?(?:called|rang|phoned)(?: me)?(?=\s*$|\s+(?:and|to)\b)",
          "my doctor's office called me"),
    rule(r"^\s*assaulted by (?:her |his |my |the )?(partner|husband|wife|boyfriend|girlfriend|ex|father|stepfather|mother|brother|son|"
          r"flatmate|roommate)\b", r"I was assaulted by my \1"),
    rule(r"^\s*(?:was\s+)?(?:choked|strangled) by (?:her |his |my |the |an? )?(ex[- ]?)?(boyfriend|girlfriend|partner|husband|wife|"
          r"ex|father|stepfather|mother|brother|son|flatmate|roommate|someone|stranger|man|woman)\b",
          lambda m: f"I was choked by {'someone' if m.group(2).lower() == 'someone' else ('a ' if m.group(2).lower() in ('stranger', 'man', 'woman') else 'my ') + (m.group(1) or '').lower() + m.group(2).lower()}"),
    # a count before "since" ("maroon stools x4 since am"): how many times
    rule(r"(?<=[A-Za-z])\s+x\s?(\d)(?=\s+since\b)", lambda m: " " + times_said(m.group(1))),
    # "NO BM OR GAS": a blocked bowel said whole, before "no BM" alone reads as constipation (2026-12l run)
    rule(r"\bno (?:BM|bowel movement|stool|poo) or (?:gas|flatus|wind)\b", "I haven't opened my bowels or passed wind"),
    # Chart times and counts a patient says in words (round 2026-12i, training): "LMP 6 WEEKS AGO",
    # "VOMITING Q15MIN SINCE 0400", "POS HCG AT CLINIC"
    rule(r"\bLMP\s+(?:was\s+)?(\d+\s*(?:days?|weeks?|wks?|months?)\s+ago)\b", r"my last period was \1"),
    rule(r"\bq\s?(\d+)\s?(?:min|mins|minutes)\b", r"every \1 minutes"),
    rule(r"\bq\s?(\d+)\s?(?:h|hr|hrs|hours)\b", r"every \1 hours"),
    # "onset 0630" (2026-12ak terse, training: "I've got onset 0630", then "since last night"): when it started
    rule(r"(?<!\w)onset\s+(?:at\s+)?([01]?\d|2[0-3]):?([0-5]\d)\b(?!\s*(?:mins?|minutes|hrs?|hours|days?))",
          lambda m: f"it started at {_clock(int(m.group(1)), int(m.group(2)))}"),
    rule(r"\b(since|from|at|until)\s+([01]?\d|2[0-3])([0-5]\d)\b(?!\s*(?:mg|mcg|ml|g\b|units?|hours?|hrs?|kg|m\b|ft|feet|v\b|volts?|watts?|lbs?|pounds?|miles?|km|mph))",
          lambda m: f"{m.group(1)} {_clock(int(m.group(2)), int(m.group(3)))}"),
    rule(r"(?:\bpos(?:itive)?\s*|\+)(?:hcg|upt|preg(?:nancy)? test)\b|\bhcg\s*(?:pos(?:itive)?|\+)", "a positive pregnancy test"),
    # A digit cut off is an amputation, not "a cut on my finger" ("finger cut off on a table saw")
    # (the part lower-cased and, cut off "by" a machine, done by it: "Fingers cut off by a band saw", 2026-12ak ATS, training)
    rule(r"\b(finger|thumb|toe|fingertip)(s?) (?:cut|chopped|sliced|sawn) off by\b", lambda m: f"my {m.group(1).lower()}{m.group(2)} got cut off by"),
    # (with how many: "Two fingers cut off on a bandsaw", the thirty-eighth read, D: "A two cut my fingers off")
    rule(r"^\s*(two|three|four|2|3|4|both) (finger|thumb|toe|fingertip)(s?) (?:cut|chopped|sliced|sawn) off\b",
         lambda m: f"I cut {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} of my {m.group(2).lower()}s off"
         if m.group(1).lower() != "both" else f"I cut both my {m.group(2).lower()}s off"),
    rule(r"\b(finger|thumb|toe|fingertip)(s?) (?:cut|chopped|sliced|sawn) off\b", lambda m: f"cut my {m.group(1).lower()}{m.group(2)} off"),
    # School sport, not a pulmonary embolism ("fainted in a PE class")
    rule(r"(?-i:\bPE)(?= (?:class|classes|lessons?|teacher|kit|period)\b)", "gym"),
    # How far on a pregnancy is ("preg 34wks", "32 wks pregnant", "IUP 8 weeks"): the patient says it whole.
    rule(_L + r"(?:preg(?:nant|nancy)?|IUP|G\dP\d)\s*,?\s*(?:at\s+)?(\d{1,2})\s?(?:wks?|weeks?)" + _R, r"\1 weeks pregnant"),
    rule(_L + r"(\d{1,2})\s?(?:wks?|weeks?)\s+(?:preg(?:nant|nancy)?|IUP|gestation|along)" + _R, r"\1 weeks pregnant"),  # "10 weeks along" (12t)
    # an age typed inside the complaint ("left lower belly pain 61yo", "care home resident 78yo"): the registration's, never
    # said as "61 years are old" (2026-12t terse, training); the age is told when asked
    rule(r"(?<=\w)\s+\d{1,3}\s?(?:yo|y/o|y\.o\.)(?![a-z])", ""),
    # A glucose meter reading, a fact the patient knows (clinical/data/barrier.yaml: "self"); "HI" is the
    # meter's word, never "homicidal ideation".
    rule(r"(?:(?<=[A-Za-z0-9])(\s+)|(?<![A-Za-z0-9/]))(?:FSBG|FS|BS|BG|CBG|BGL|BSL|GLUC|GLU|gluc|glucose|(?:fingerstick|finger stick|finger-stick|fingerprick|finger prick)(?: glucose| sugar| BG| BS)?)\s*(?:of\s+|was\s+|=\s*|:\s*)?"
          r"(\d{2,3}|\d{1,2}\.\d|(?-i:HI)|high|very high)" + _R, _sugar),  # mg/dL or mmol/L ("BGL 2.1")
    # "type 1, acting drunk": the diabetes, named whole (2026-12t terse, training: "I've got type 1")
    rule(r"(?<![\w-])type ([12]|one|two)(?=\s*(?:,|;|$|\s+(?:on|with|and|since)\b))", r"type \1 diabetes"),
    # "Known epileptic missed keppra": the condition, then what was done (never "I've got epileptic missed keppra")
    rule(r"\b(known (?:epileptic|diabetic|asthmatic|schizophrenic|bipolar))\s+(?=(?:missed|ran out|run out|off|stopped|not taking|forgot)\b)",
          r"\1 and "),
    # "took 10 tabs then changed mind": whose mind, said (before the 2026-12af round)
    rule(r"\b(chang(?:ed|es|ing)|made up) mind\b", r"\1 my mind"),
    # "AH telling him to jump off the bridge": the voices that tell him, not a chart's letters (2026-12t terse, training)
    rule(r"(?-i:\bA/?V?H\b)(?=\s+(?:telling|tell|tells|told|saying|says|commanding|ordering)\b)", "voices"),
    # "meter reads HI", "glucometer says HI", "sugar HI": the meter's word after the meter (2026-12s terse, training: "breath
    # smells fruity meter reads HI" was said as thoughts of hurting someone)
    rule(r"(?:(?<=[A-Za-z0-9])(\s+)|(?<![A-Za-z0-9/]))(?:(?:home |glucose |sugar |bsl |bgl )?meter|glucometer|(?:blood )?(?:sugar|glucose)|bsl|bgl)"
          r"\s+(?:reads?|reading|read|says?|said|showed|shows|was|is|of|=|:)?\s*((?-i:HI))(?:\s+on\s+(?:the\s+|my\s+|his\s+|her\s+)?(?:home\s+)?(?:glucose\s+)?meter)?" + _R, _sugar),
    # "SENT BY PCP FOR SODIUM 118": a blood result the doctor phoned about, said as what it means
    rule(r"\bfor (?:a )?(?:low )?(?:sodium|Na\+?)\s*(?:of\s*)?(?:1[01]\d|12\d)\b", "because my sodium was low on a blood test"),
    rule(r"\bfor (?:a )?(?:high )?(?:potassium|K\+?)\s*(?:of\s*)?[5-9](?:\.\d)?\b", "because my potassium was high on a blood test"),
    # "NO GAS X1 DAY": wind not passed, a clause of its own ("I haven't got any gas" is no one's English)
    rule(r"(?:^|(?<=,)|(?<=;))\s*(?:no|not passing) (?:gas|flatus)(?: or (?:BM|stool|bowel motion)s?)?\b", " I haven't passed any wind"),
    # "MVA RESTRAINED DRIVER": who was where, and the seatbelt, in words
    rule(r"\s*\b(?:(un)restrained|restrained) (driver|passenger|front passenger|rear passenger)\b",
          lambda m: f", I was the {m.group(2).lower()} and {'not ' if m.group(1) else ''}wearing a seatbelt"),
    # "OPEN FX R ANKLE": the break and the bone through the skin
    rule(r"\bopen (?:fx|frx|fracture|#)\s+(?:(?:of|to)\s+)?(?:(L|R|LT|RT|left|right)\.?\s+)?((?:lower |upper )?(?:ankle|wrist|leg|arm|forearm|"
          r"shin|tibia|fibula|finger|thumb|toe|hand|foot|elbow|knee|thigh|femur|humerus))\b",
          lambda m: f"I've broken my {SIDE_SAID.get((m.group(1) or '').lower(), '')}{' ' if m.group(1) else ''}{m.group(2).lower()} "
                    "and the bone is through the skin"),
    # "POSSIBLE HEAD STRIKE": "I might have hit my head", never "possible I hit my head"
    rule(r"\b(?:possible|poss|\?)\s*(?:head strike|headstrike|hit head|head hit)\b", "I might have hit my head"),
    # "HEMODIALYSIS VIA LT ARM FISTULA": on dialysis, and where the fistula is
    rule(r"\b(?:hemo|haemo)?dialysis(?: pt| patient)? via (?:a |the |my )?(?:(L|R|LT|RT|left|right)\.? )?(arm|forearm|thigh|chest|neck)? ?"
          r"(fistula|graft|line|catheter|permcath)\b",
          lambda m: f"I'm on dialysis through a {m.group(3).lower()}" + (
              f" in my {SIDE_SAID.get((m.group(1) or '').lower(), '')}{' ' if m.group(1) else ''}{m.group(2).lower()}" if m.group(2) else "")),
    # "GLUCOSE 520": a meter's number the patient was told
    rule(r"(?:(?<=[A-Za-z0-9])(?<!\bmy)(\s+)|(?<![A-Za-z0-9/])(?<!\bmy ))(?:glucose|blood sugar|sugar)(?:\s+(?:meter|monitor|machine))?\s*(?:of\s+|was\s+|=\s*|:\s*|(?:reads?|reading|says|said|showed|shows|shown)\s+)?(\d{2,3}|(?-i:HI))" + _R,
          _sugar),
    # "DEEP BREATHING" (Kussmaul's, in a diabetic): what the patient notices, not the sign's name
    # (after "with", the breaths themselves: "found drowsy with deep breathing", never "found drowsy with I keep taking ...";
    # 2026-12az narrative, training)
    rule(r"(?<=\bwith )(?:deep (?:rapid |fast |quick |sighing )?breathing|kussmaul(?:'s)?(?: breathing| respirations?)?)\b", "big heavy breaths"),
    rule(r"\b(?:deep (?:rapid |fast |quick |sighing )?breathing|kussmaul(?:'s)?(?: breathing| respirations?)?)\b", "I keep taking big heavy breaths"),
    # "FOUND UNAROUSABLE BY ROOMMATE": who found the patient, and how, said as a person tells it (eleventh read: "their
    # type 1 diabetes found unresponsive by roommate" from the roommate's own mouth)
    rule(r"(?:(?<=[A-Za-z0-9])\s+(?=found\b)|\b)found (?:down|unresponsive|unarousable|unrousable|unconscious|obtunded)(?: (?:at|in) (?:home|bed|the flat|the house|work))?"
          r" by (?:pt'?s |his |her |their |the )?(roommate|flatmate|housemate|room mate|wife|husband|partner|son|daughter|mother|mum|"
          r"father|dad|friend|neighbou?r|carer|girlfriend|boyfriend|sister|brother|staff)\b",
          lambda m: f"{', and ' if m.group(0)[0].isspace() else ''}my {m.group(1).lower()} found me and couldn't wake me"),
    # AVPU's P by the chart's test ("MOANS TO STERNAL RUB"): what whoever is there sees, never "I've got moans to sternal rub"
    rule(r"\b(?:only )?(?:moans|groans|grimaces|withdraws|responds|moves|reacts)(?: only)? to (?:a )?(?:sternal rub|painful stimul\w*|pain)\b"
          r"(?: only\b)?", "I only groan when someone rubs hard on my chest"),
    # "BIBA FOUND DOWN": how they came is the speaker's own introduction, never "ambulance found"
    # "BIBA from assisted living": where the ambulance came from, said as such (2026-12ah terse, training: "It happened from
    # assisted living")
    rule(r"^(?:BIBA|BIBEMS|BIB EMS|BIBFD)\s+from\s+(?:an? |the |my |his |her )?(assisted living|nursing home|care home|group home|rest home|"
          r"aged care|SNF|ALF|skilled nursing)(?: facility| home)?\b",
          lambda m: "came in by ambulance from my " + {"assisted living": "assisted living home", "snf": "care home", "alf": "care home",
                                                          "aged care": "care home", "skilled nursing": "care home"}.get(m.group(1).lower(), m.group(1).lower())),
    rule(r"^(?:BIBA|BIBEMS|BIB EMS|BIBFD)\s+(?=[A-Za-z])", ""),
    # any case: a shouted item's "POD 4" is lowered to "pod 4" before it is read (2026-12l run: "I've got pod 4")
    rule(_L + r"(?i:POD)\s?#?\s?(\d{1,2})(?:\s+(?:s/p\s+)?(lap chole|chole|cholecystectomy|lap appy|appy|appendectomy))?" + _R,
          _operated),
    # "~30mph": about, in words.
    rule(r"~\s*(\d+)\s*mph\b", r"at about \1 miles an hour"),
    rule(r"~\s*(?=\d)", "about "),
    rule(r"(?<=\d)\s*mph\b", " miles an hour"),
    # "?UTI": a possible one, as "r/o" is.
    rule(r"(?<![\w?])\?\s*(?=[A-Za-z])", "possible "),
    # Weeks of a pregnancy typed with "gest" ("31 wks gest", "34 weeks gestation"): how far along (2026-12aa terse, training:
    # "I've got 31 weeks gest", and preterm labour missed)
    rule(_L + r"(\d{1,2})\s?(?:wks?|weeks?)\s+(?:gest(?:ation(?:al)?)?|GA)\b\.?", lambda m: f"I'm {m.group(1)} weeks pregnant"),
    # Durations: "x2 wks", "x 3 days", "X1 week", "x2d".
    rule(_L + r"x\s?(\d+)\s?(" + _UNIT_PATTERN + r")\.?" + _R, lambda m: "for " + quantity(m.group(1), m.group(2))),
    # Pads soaked through, a bleed's measure ("8 pads soaked"): said as done, never "I've got 8 pads soaked" (twenty-third read)
    rule(_L + r"(\d{1,2})\s+(?:pads?|tampons?)\s+(?:soaked|soaked through|filled)" + _R, lambda m: f"I've soaked {number_word(m.group(1))} pads"),
    # The last of a course and how long ago ("last infusion 8d", "last chemo 10 days"): when it was, never "for eight
    # days" (2026-12z terse, training: "my last infusion for was eight days")
    rule(_L + r"(last (?:chemo(?:therapy)? )?(?:infusion|chemo|chemotherapy|tx|treatment|dose|cycle|session))\s+(\d{1,2})\s?(d|days?|w|wks?|weeks?)(?:\s+ago)?" + _R,
          lambda m: f"{m.group(1)} {_ago(m.group(2), m.group(3)[0])}"),
    # A count of days or weeks closing an item ("GENERALIZED WEAKNESS 3 DAYS", "FREQUENCY 2 DAYS"): for how long,
    # never "I've got frequency 2 days"; a pregnancy's weeks ("IUP 8 WEEKS") are how far along, not how long.
    rule(r"(?<=[A-Za-z])\s+(\d{1,2})\s?(" + _UNIT_PATTERN + r")\.?(?=\s*(?:$|[,;])|\s+(?:per|PTA|prior to)\b)", _for_how_long),
    # Last known well, a stroke's clock: "LKW 0900", "LKW @ 14:30" (a time the family knows, not a reading).
    rule(r"(?:(?<=[A-Za-z])(\s+)|" + _L + r")(?:LKW|last known well|last seen well|last (?:seen )?normal)\s*(?:@|at)?\s*"
          r"([01]?\d|2[0-3]):?([0-5]\d)" + _R,  # "CODE STROKE LKW 0900": two things, "stroke symptoms, I was last fine at 9 am"
          lambda m: f"{', ' if m.group(1) else ''}I was last fine at {_clock(int(m.group(2)), int(m.group(3)))}"),
    rule(_L + r"(?:LKW|last known well|last seen well)" + _R, "I was last fine"),
    # a time of day, not a clock ("last seen normal at bedtime": 2026-12au terse, training, "I've got last seen normal at the
    # bedtime")
    rule(_L + r"(?:LKW|last known well|last seen (?:well|normal)|last normal)\s*(?:@|at)?\s*(bedtime|supper|dinner|teatime|lunch(?:time)?|breakfast|midnight)" + _R,
         lambda m: f"I was last fine at {m.group(1).lower()}"),
    # "HD pt missed dialysis x2", "dialysis pt, SOB": a dialysis patient is on dialysis; a missed session said after it
    # tells that itself (before the 2026-12ag round, from the twenty-ninth read: "The dialysis missed dialysis twice")
    rule(r"^\s*(?:HD|ha?emo ?dialysis|(?:renal )?dialysis|renal)\s+(?:pt|patient)\b[,;:]?\s*(missed|skipped)\s+(?:(?:his|her|my|the)\s+)?"
          r"(last\s+)?(session|run|treatment)\b", lambda m: f"{m.group(1).lower()} my {(m.group(2) or '').lower()}dialysis {m.group(3).lower()}"),
    rule(r"^\s*(?:HD|ha?emo ?dialysis|(?:renal )?dialysis|renal)\s+(?:pt|patient)\b[,;:]?\s*(?=(?:missed|skipped|has missed|no)\b)", ""),
    rule(r"^\s*(?:HD|ha?emo ?dialysis|(?:renal )?dialysis)\s+(?:pt|patient)\b\s*(?:(?:complains of|complaining of|w/|with)\s+)?(.*)$",
          lambda m: f"{m.group(1)} and I'm on dialysis" if m.group(1) else "I'm on dialysis"),
    # "missed dialysis sat": the day it was missed, never the verb "sat"
    rule(r"\b((?:missed|skipped)\s+(?:(?:his|her|my|last|the)\s+)?(?:HD|ha?emo ?dialysis|dialysis)(?:\s+session)?)\s+"
          r"(mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day)?\b",
          lambda m: f"{m.group(1)} on {DAYS[m.group(2).lower()]}"),
    # "HIT IN HEAD WITH BASEBALL BAT KO BRIEFLY NOW WORSE HA AND VOMITING": knocked out, and what is worse now, said as
    # a person tells it (2026-12ag terse, training: "ko briefly now worse headache and vomiting" in the patient's mouth)
    rule(r"(?<=[A-Za-z])\s+(?:KO|K\.O\.|KO'?d)\s+(briefly|for (?:a few |\d+ |[a-z]+ )?(?:secs?|seconds|mins?|minutes))\b",
          lambda m: f", I was knocked out {m.group(1).lower()}"),
    rule(r"\bnow worse (HA|headache|pain)(?: (and|\+|w/?|with) (vomiting|nausea|confusion|drowsiness))?\b",
          lambda m: ("and now the " + ("headache" if m.group(1).lower() in ("ha", "headache") else "pain") + " is worse"
                     + (f" and I'm {m.group(3).lower()}" if m.group(3) and m.group(3).lower() != "drowsiness" else
                        " and I'm drowsy" if m.group(3) else ""))),
    # "x3 today lightheaded": a time ends, and how the patient feels is a fact of its own (2026-12ag terse, training)
    rule(r"\b(today|yesterday|tonight|this morning|overnight|ago)\s+(lightheaded|light-headed|dizzy|weak|nauseous|sweaty|clammy|"
          r"confused|drowsy|faint|pale)\b", lambda m: f"{m.group(1)}, and I'm {m.group(2).lower()}"),
    # "lightheaded on blood thinner": two facts, the feeling and the medicine, never "lightheaded on the blood thinner"
    # (2026-12ag terse, training)
    rule(r"\b(lightheaded|light-headed|dizzy|weak|faint|bleeding)\s+on\s+(?:a |the |his |her )?(blood thinners?|anticoagulants?|"
          r"warfarin|coumadin|xarelto|eliquis|apixaban|rivaroxaban|dabigatran|pradaxa|edoxaban|clopidogrel|plavix)\b",
          lambda m: f"{m.group(1)} and on {'a ' if m.group(2).lower() == 'blood thinner' else ''}{m.group(2)}"),
    # the chart's "pt" (patient) inside an item ("Leukemia pt + fever", "Tall thin pt sudden lt CP"): no word of the
    # speaker's (2026-12aa terse, training: "I've got a blood cancer pt")
    rule(r"(?<=[A-Za-z])\s+pt\b(?!\s*(?:\d|is\b|was\b|has\b|states\b|reports\b))", ""),
    # "@" between words ("slipped @ grocery", "hit crossing hwy @ 40 mph"): "at" (2026-12aa terse, training); an
    # "@" before a clock is the stroke's clock above
    rule(r"(?<=\w)\s*@\s*(?=\w)", " at "),
    rule(r"(?:^|(?<=[,;] ))\s*@\s*(?=\w)", "at "),  # an item that starts with it ("@ church")
    rule(_L + r"hwy" + _R, "highway"),
    # A bare count of days, hours or weeks ("lap chole 5D", "last tx 8D ago", "LKW 1H", "4H PTA"): how long ago.
    rule(_L + r"(\d{1,2})\s?(d|days?|w|wks?|weeks?)\s+(?:postpartum|post-partum|post partum|pp)" + _R,
          lambda m: f"I gave birth {_ago(m.group(1), m.group(2)[0])}"),
    rule(_L + r"(?:onset\s+)(\d{1,2})\s?([dhw])(?:\s+ago)?" + _R, lambda m: f"it started {_ago(m.group(1), m.group(2))}"),
    rule(_L + r"(\d{1,2})\s?([dhw])(?:\s+ago)?(?:\s+(?:PTA|prior to arrival))?" + _R, lambda m: _ago(m.group(1), m.group(2))),
    # Feet, volts, and the fingers and toes a chart numbers ("~8 ft", "120V", "5th finger").
    rule(_L + r"(\d{1,3})\s?(?:ft|feet|foot)" + _R, lambda m: f"{number_word(m.group(1))} feet"),
    rule(r"\b(\d{2,5})\s?-?(?:V|volts?)(?=\s+(?:panel|line|wire|cable|outlet|socket|box|transformer|fence|circuit|supply|"
          r"system|power|mains)\b)", r"\1-volt"),  # "shock from 480 volt panel": the panel's voltage (read of 12n)
    rule(_L + r"(\d{2,5})\s?(?:V|volts?)" + _R, r"it was \1 volts"),
    rule(_L + r"(1st|first|2nd|second|3rd|third|4th|fourth|5th|fifth)\s+(finger|toe|digit)" + _R, _digit),
    # A blood result by its symbol ("K 6.1", "Na 122"): said by its name, so "my potassium is 6.1".
    rule(r"(?<![A-Za-z0-9/])(?-i:K\+?|Na\+?)(?=\s*(?:of\s+)?\d)", lambda m: "potassium" if m.group(0)[0] == "K" else "sodium"),
    # A count in a day: "vomiting x3 today", "syncope x2 this morning".
    rule(_L + r"x\s?(\d+)\s+(?=(?:today|yesterday|tonight|this morning|this afternoon|this evening|overnight)\b)",
          lambda m: times_said(m.group(1)) + " "),
    # Stings, bites and cuts counted ("wasp stings x3", "bee stings x several"): how many of them, never "three times" nor
    # "the stings x is several" (before the 2026-12ah round, a probe)
    rule(r"\b((?:[A-Za-z-]+\s+)?(?:stings|bites|lacerations|lacs|cuts|wounds|ticks|splinters|blisters|boils|lumps|sting|bite|lac))\s+x\s?"
          r"(\d|several|multiple|many)\b", _counted),
    # A count with no unit after an item ("missed HD x2", "AICD fired x3"): how many times.
    rule(r"(?<=[A-Za-z])\s+x\s?(\d)(?=\s*(?:$|[,;]))",
          lambda m: " " + times_said(m.group(1))),
    # A count typed after its number ("used inhaler 4x", "vomited 6x since last night"): how many times (2026-12aj terse, training:
    # "I used my inhaler 4x")
    rule(r"(?<=[A-Za-z] )(\d{1,2}) ?x(?=\s|$|[,;.])", lambda m: times_said(m.group(1))),
    # "9 wks pregnant", "3 days" written with shorthand units.
    rule(_L + r"(\d+)\s?(wks?|hrs?|mos|yrs?|dys?)" + _R, lambda m: quantity(m.group(1), m.group(2))),
    # minutes ago ("SPRAYED IN EYE 10 MIN AGO"): a time said in words, never "10 min ago" (2026-12l run)
    rule(_L + r"(\d+)\s?(mins?)(?=\s+ago\b)", lambda m: quantity(m.group(1), m.group(2))),
    # Age shorthand.
    rule(_L + r"(\d+)\s?(?:yo|y/o|yr old|yrs old)" + _R, lambda m: f"{m.group(1)} years old"),
    # A vehicle crash written across a comma ("MVC, motorcycle").
    rule(_word(r"(?:MVC|MVA)") + r"\s*,?\s*(?:motorcycle|motorbike|MC)" + _R, "motorbike crash"),
    # Foreign body and lacerations, with their body part.
    rule(r"\b(?:FB|foreign body) sensation\s+(?:in\s+)?((?:" + SIDE_WORDS + r"\s+)?eye)" + _R,
          r"it feels like there's something in my \1"),
    rule(_word(r"FB") + r"\s+(?:in\s+)?((?:" + SIDE_WORDS + r"\s+)?eye)" + _R, r"something in my \1"),
    rule(_L + r"((?:" + SIDE_WORDS + r"\s+)?eye)\s+FB" + _R, r"something in my \1"),
    rule(_L + r"((?:" + SIDE_WORDS + r"\s+)?(?!(?:deep|large|small|minor|superficial|complex|simple|multiple|long|big|bad|"
          r"little|gaping|bleeding|new|old)\b)[A-Za-z]+)\s+lac(?:eration)?" + _R, r"cut on my \1"),  # a body part, not a kind of cut
    rule(_word(r"lac(?:eration)?") + r"\s+(?:(?:to|on|of)\s+(?:the\s+)?)?(?=\S)", "cut on my "),  # "Lac to L forearm"
    rule(_word(r"PP") + r"\s+(vag(?:inal)?\s+(?:bleed(?:ing)?|bleeding|hemorrhage|haemorrhage))" + _R,
          r"\1 after giving birth", case_sensitive=True),
    rule(r"\b(wound|injury|trauma|stabbing)\s+(?:to\s+(?:the\s+)?)?(?:abd|abdo|abdom|abdomen)" + _R, r"\1 to the belly"),
    # Where a result came from ("INR 6.8 per coumadin clinic"): the clinic said it, never the chart's "per"
    rule(r"\bper (?:the )?(?:coumadin|warfarin|anticoag(?:ulation)?|inr) clinic\b", "from the warfarin clinic"),
    rule(r"\bper (?:the )?(?:GP|PCP|PMD|family doctor)\b", "from my GP"),
    # (inside an item only: "per urgent care" as an item of its own is who sent the patient, ``PER_SOURCE``; 2026-12av terse,
    # training: "it happened from the care")
    rule(r"(?<=\w)\s+per (?:the )?(lab|pharmacy|pharmacist|urgent care|clinic)\b", lambda m: " from the " + m.group(1).lower()),
    # A medicine given into a vein ("IV ceftriaxone", "sent for IV abx"): said as a drip, never as the chart's "IV"
    rule(_word(r"IV") + r"\s+(?!(?:drugs?|drug use|heroin|use|user|overdose|OD|access|line|site|cannula)\b)([A-Za-z]+)" + _R,
          r"\1 through a drip", case_sensitive=True),
]

# After the vocabulary: sides. "Rt", "Lt" (any case) and single upper-case "R" / "L".
SIDE_RULES: list[Rule] = [
    # a side typed after the part it is of ("ear pain rt", "pinky toe rt stubbed", "flank pain rt side", "knee lt swollen"):
    # said before it, never "my ear pain is right" (2026-12at terse, training: 39 rows typed so); a side typed as an item
    # of its own after the part's item ("arm hanging at her side, lt") adds nothing to say
    rule(r"\b((?:goopy|sticky|red|sore|swollen|itchy|puffy|watery|crusty|crusted|painful|weak|numb|cold|bruised) )?"
         r"((?:(?:upper|lower|little|big|pinky|index|middle|ring|inner|outer) )?" + SIDED_BODY.pattern[2:-2] + r"s?(?: (?:pain|ache|swelling|injury|lump|wound|cut|laceration|burn|bite|bruise|bruising|redness|rash))?)"
         r"( (?:red|swollen|sore|painful|numb|weak|cold|hot|puffy|itchy|bruised|stiff|tender))?"
         r"\s+(rt|lt|bilat|bilateral|both|right|left)\b(?:\s+side\b)?(?!\s*(?:-?\s*sided|hand side))",
         # (a feeling typed before both parts is said of them, never "both goopy eyes": 2026-12at terse, training)
         lambda m: (f"{m.group(1)}{m.group(2)}{m.group(3) or ''}" if m.group(1) and side_said(m.group(4)) == "both " and m.group(2).endswith("s")
                    else f"{side_said(m.group(4))}{m.group(1) or ''}{m.group(2)}{m.group(3) or ''}")),
    rule(r"(?:,|^)\s*(?:lt|rt|left|right|bilat)\s*(?=,|$)", ""),
    rule(r"\b(droop(?:ing|y)?|drooped) (rt|lt|right|left)\b", lambda m: f"{m.group(1)} on the {side_said(m.group(2))}side"),
    # a side typed bare after "on" ("toe nail digging in on left": 2026-12au terse, training, "digging in on left")
    rule(r"\b(on|to) (left|right)(?=\s*(?:side\b|$|[,;]))", r"\1 the \2"),
    rule(_word(r"Rt"), "right"),
    rule(_word(r"Lt"), "left"),
    rule(_L + r"R(?=\s*-?\s*sided)", "right", case_sensitive=True),
    rule(_L + r"L(?=\s*-?\s*sided)", "left", case_sensitive=True),
    rule(_word(r"R"), "right", case_sensitive=True),
    rule(_word(r"L"), "left", case_sensitive=True),
]

