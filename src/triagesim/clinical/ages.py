"""The apparent age of a patient whose case records none (``data/ages.yaml``).

One home for it: the environment's patient brief (what the patient or companion says, who
speaks) and the batch's persona fitting both read a case's age through ``Case.apparent_age``,
which asks here when the case has no age of its own.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .age_limits import AGE_LIMITS
from .tables import ClinicalTableError, load_table

__all__ = ["sex_letter_first", "apparent_age", "infant_years", "AGE_OLD_SEX", "SEX_AGE_CODE", "AGE_COMPACT", "AGE_ABBREVIATED", "AGE_SPELT", "AGE_SEX_CODE", "AGE_SEX_CODE_LAST", "AGE_INFANT", "AGE_INFANT_NAMED", "AGE_AGED", "AGE_PERSON_FIRST", "AGE_DAY_OF_LIFE", "AGE_FRACTION", "AGE_DECADE", "AGE_TURNED", "DECADE_WORDS", "decade_age", "AGE_INFANT_TYPED", "AGE_INFANT_TRAILING",
           "BABY_S_AGE_BEFORE"]


def _compile(table: dict[str, object]) -> tuple[tuple[float, re.Pattern[str]], ...]:
    groups = []
    for name, entry in table.items():
        where = f"clinical/data/ages.yaml, group {name!r}"
        if not isinstance(entry, dict) or set(entry) != {"age", "patterns"}:
            raise ClinicalTableError(f"{where}: needs exactly the fields age and patterns")
        age = entry["age"]
        if isinstance(age, bool) or not isinstance(age, (int, float)) or not 0 < age < AGE_LIMITS.adult_from:
            raise ClinicalTableError(f"{where}, field 'age': {age!r} is not a child's age in years (above 0, under {AGE_LIMITS.adult_from:g})")
        patterns = entry["patterns"]
        if not isinstance(patterns, list) or not patterns or not all(isinstance(item, str) for item in patterns):
            raise ClinicalTableError(f"{where}, field 'patterns': a list of regular expressions (quoted strings) is needed")
        try:
            pattern = re.compile("|".join(f"(?:{item})" for item in patterns), re.IGNORECASE)
        except re.error as error:
            raise ClinicalTableError(f"{where}, field 'patterns': {error}") from None
        groups.append((float(age), pattern))
    return tuple(groups)


_GROUPS = _compile(load_table("ages.yaml"))


#: An age typed into the complaint ("58 yo male, ...", "72yo F", "45 year old"): the patient's own, said by it (after the
#: 2026-12o measurement, thirteenth read: "I've got 58 years old male ... I'm 19 years old").
#: How a typist writes "years old" after a number: abbreviated ("58 yo", "y/o", "y.o."), or spelt ("45 year old",
#: "45-yr-old"). One home: the patient's words drop the age typed at the front (``agents.offline.abbreviations``).
AGE_ABBREVIATED = r"(?:yoa|yo|y/o|y\.o\.)"  # "yoa": years of age (2026-12aa terse, training)
AGE_SPELT = r"[- ]?(?:years?|yrs?)[- ]old"
#: The chart's age-and-sex code at the front ("72F new head pain", "80M on digoxin"): capitals only, so "5 m" is no age.
AGE_SEX_CODE = r"(?-i:[MF])"
#: The same code typed last, after the complaint ("... NOW WORSE HA AND VOMITING 24M", "Talking in sentences. 27F."; 2026-12ag
#: terse, training), never a height ("fell from 3M"): read here for the age, taken out of what the patient says
#: (agents/offline/abbreviations.py). Group 1: the years.
AGE_SEX_CODE_LAST = rf"(?<=[\s.,;])(?<!from )(?<!of )(?<!about )(?<!over )(\d{{1,3}}) ?{AGE_SEX_CODE}\.?\s*$"
#: An age typed compact, its unit stuck to the number ("52y F spinning", "mom says 2y vomiting", "son reports 77y dad
#: mixing up names", "20mth girl", "12d M"; 2026-12ak terse, training: the ages were lost, a two-year-old told "nine
#: months old" and a 77-year-old's pulse judged as no one's). Years at the front or after a teller's verb; an infant's unit
#: only with the person after it, so "cough 3d" stays a duration; years anywhere with the person after them ("91y mom").
#: Groups 1-2: years and unit at the front or after a teller; 3-4: an infant's count and unit; 5-6: years before the person.
AGE_COMPACT = (r"(?:^\s*|(?<=says )|(?<=reports )|(?<=found )|(?<=brought )|(?<=states ))(\d{1,3}) ?(y|yr|yrs)(?![\w/])"
               r"(?!\s*(?:ago|hx|history|of|post|after|since|smoker|pack)\b)"
               r"|(?<![\w/.])(\d{1,2}) ?(mth|mths|mo|mos|wk|wks|d)(?=\s+(?:(?-i:[MF])|old|boy|girl|baby|infant|son|daughter|male|female|twin)\b)"
               # anywhere, with the person after it ("daughter noticed 91y mom tore skin")
               r"|(?<![\w/.])(\d{1,3}) ?(y|yr|yrs)(?=\s+(?:mom|mum|mother|dad|father|son|daughter|wife|husband|man|woman|boy|girl|"
               r"grandma|grandpa|grandmother|grandfather|nan|gran|male|female|pt|patient)\b)")
#: A desk's sex and age as one code ("F/66", "m/18 months", "M/7 weeks", "F/10 days"; 2026-12ae terse, training): group 1
#: the sex, 2 the count, 3 the unit (years when none).
#: An age with the sex run on ("67 yom", "4 yof": years old, male or female; "2 wof", "34 wom": weeks old), anywhere as an item
#: or before one (2026-12av terse, training: every row typed so, a fortnight-old's fever read as a woman of 42 in shock and a
#: four-year-old's pulse as an adult's); "of age" in place of the sex ("54 yoa", "9 moa", "2 woa": years, months or weeks of
#: age, 2026-12aw terse, training: a fortnight-old who would not latch answered as a friend of an adult). Group 1 the count,
#: 2 the code, its first letter the unit (y, w, m) and its last the sex (m, f) or "a" for none.
AGE_OLD_SEX = r"(?<![\w/.])(\d{1,3}) ?([yw]\.?o\.?[mfa]|m\.?o\.?a)\b(?!')"
SEX_AGE_CODE = r"(?<![\w/])([MFmf])/(\d{1,3})(?:\s*(weeks?|wks?|months?|mos?|days?|years?|yrs?))?(?![\w/])"
#: Whole numbers as words, from measures.yaml's one table ("nineteen"): an age typed in words is an age (2026-12x terse,
#: training: "Baby girl nineteen days old" was read as a woman of 44, her pulse of 168 and pressure of 72 as an adult's).
_COUNT_WORDS = {str(word): int(value) for word, value in load_table("measures.yaml")["numbers"].items()
                if " " not in str(word) and float(value).is_integer() and value and str(word) not in ("a", "an")}
_COUNT = r"\d{1,2}|" + "|".join(sorted(_COUNT_WORDS, key=len, reverse=True))
#: A baby's or toddler's age typed in days, weeks or months ("12 day old", "3 wk old", "6 mo old", "nineteen days old"), per year.
AGE_INFANT = rf"({_COUNT})[- ]?(days?|d|wks?|weeks?|mos?|months?)[- ]old\b"
#: The same typed at the front without "old" ("18mo fever at home", "6 wk poor feeding"): a chart's shorthand for the age
#: (seventeenth read: "18mo" was lost, and the child became nine months old; "14 m.o. boy", "4 w.o. boy": 2026-12aj terse,
#: training, where a toddler's pulse of 128 was read as an adult's).
AGE_INFANT_TYPED = r"^\s*(\d{1,2})\s?(mos?|m/o|m\.o\.|wks?|w/o|w\.o\.|d/o|d\.o\.)(?![a-z])(?!\s*(?:preg|gest|iup|along|pp\b|post|ago|hx|history))"
#: The same after the word for the child ("infant 7 weeks fever 101 at home", "baby 10 days jaundice"): the age that
#: word names (2026-12v terse, training: "infant 7 weeks" was heard as a week-long illness, and the baby became nine
#: months old).
AGE_INFANT_NAMED = (r"^\s*(?:an? )?(?:infant|baby|newborn|neonate|toddler|boy|girl|son|daughter|child)(?: (?:girl|boy))?(?:\s*,)?\s+\(?(" + _COUNT + r")\s?"
                    r"(days?|d|wks?|weeks?|mos?|months?|mths?|mnths?)\b\)?(?!\s*(?:ago|preg|gest|iup|along|pp\b|post|hx|history|of\b))")
#: An age said as "aged 76", not a duration ("aged 3 days" is a baby's, read above): typed at the front or the end of a
#: complaint (2026-12v terse, training: "aged 76 sudden pain", "... no appetite aged 24").
AGE_AGED = r"aged? (\d{1,3})\b(?!\s*(?:hours?|days?|weeks?|months?|min))"
#: An age after the word for the person, at the front ("boy 5 vomiting", "WOMAN 66 FELL", "kid 4 pushed a bead"): years, not a
#: count of something (2026-12w terse, training: "girl 6 ear pain" was a woman of 42 whose pulse of 112 was abnormal); in
#: brackets too ("Boy (8)", "Woman (72)": 2026-12y terse, training, where a boy of 8 was heard as a man of 24), and with
#: a year's letter ("son 13y", "gent 88y": 2026-12z terse, training, where a toddler of 3 said "I'm 55").
AGE_PERSON_FIRST = (r"^\s*(?:an? )?(?:young |old |elderly |older )?(?:boy|girl|kid|child|son|daughter|toddler|man|woman|male|female|gentleman|lady|gent|pt|patient|guy|lad|lass|fella|fellow|teen|teenager|student)"
                    r"\s*,?\s+\(?(\d{1,3})(?:\s?(?:y|yoa|yo|yr|yrs|years?)(?: old)?)?\b\)?(?![.:/%]\d)(?!\s*(?:days?|d\b|wks?|weeks?|mos?|months?|hours?|hrs?|h\b|mins?|minutes?|times|x\b|"
                    r"pm|am|ft|feet|foot|m\b|metres?|meters?|%|stitches|sutures|tablets|pills|kg|lb|cm|mm))")
#: A baby's age in the clinic's fractions ("girl 5/52": five weeks; "boy 11/12": eleven months; "3/7": three days), at the
#: front of a complaint, after the word for the child or alone; never "34/40", a pregnancy's weeks (2026-12ad terse,
#: training: a feverish 5-week-old read as a baby of nine months, and a 4-month-old's pulse as an adult's).
AGE_FRACTION = (r"^\s*(?:an? )?(?:(?:infant|baby|newborn|neonate|toddler|boy|girl|son|daughter|child|male|female)\s*,?\s+)?"
                r"(\d{1,2})/(52|12|7)(?![\d/])")
#: A newborn's day of life ("DOL 18 boy"): days old.
AGE_DAY_OF_LIFE = r"\bDOL ?(\d{1,2})\b"
#: An age said as a decade ("in her 90s", "in his late 70s"): the middle of it, said back as the decade (2026-12x terse,
#: training: "in her 90s" made a woman of 69, "in his 80s" a man of 26).
AGE_DECADE = r"\bin (?:his|her|their|my) (?:(early|mid|late)[- ]?)?([1-9])0'?s\b"
#: The decades as said ("in my eighties"), from the tens (one to nine): one home for the typed, the said and the heard decade.
DECADE_WORDS = ("teens", "twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties")
_DECADE_PART = {"early": "2", "late": "8"}  # the year within a decade a part of it names; a decade said bare is its middle


def decade_age(tens: str, part: str | None = None) -> float:
    """The age a decade stands for ("9", None: 95; "7", "late": 78), typed ("in her 90s") or said ("in his late seventies")."""
    return float(tens + _DECADE_PART.get((part or "").lower(), "5"))
#: A birthday typed at the front ("Turned 6.", "just turned 11") or as an item of its own ("sickle crisis legs and back, turned
#: 24, seen in the day unit", "sticky eye since birth, turned 3 weeks"; 2026-12aq terse, training: 32 rows typed so, a
#: three-week-old's pulse of 150 judged as an adult's and sent to resuscitation): group 1 the count, 2 the unit (years when none).
AGE_TURNED = (r"(?:^|(?<=[,;])|(?<=[,;] ))\s*(?:just )?turned (\d{1,3})(?:\s*(days?|wks?|weeks?|mos?|months?))?\b"
              r"(?!\s*(?:degrees?|blue|grey|gray|pale|yellow|white|red|purple|over|around|back|away|up|down|on|off|into|the|out)\b)")
#: An age typed as the count at the last birthday ("46 last birthday"), or a baby's as when it was born ("born 16 days ago",
#: "born 9 months ago"), each an item of its own (2026-12ar terse, training: 72 rows typed so, a sixteen-day-old's pressure
#: of 76 judged as an adult's and sent to resuscitation): group 1 the count, 2 the unit (years when none). A birth told of
#: someone else ("baby born 3 weeks ago") is no item opening with "born".
AGE_BIRTHDAY = (rf"(?:^|(?<=[,;])|(?<=[,;] ))\s*(?:(\d{{1,3}}) (?:at (?:his|her|their) )?last birthday"
                rf"|born ({_COUNT}) (days?|wks?|weeks?|mos?|months?) ago)\b")
_PER_YEAR = {"d": 365.0, "w": 52.0, "m": 12.0}


def infant_years(count: float, unit: str) -> float:
    """A baby's age said in days, weeks or months ("12 day", "5 weeks", "6 mo") in years, as the vital-sign limits read
    it: one conversion for a chart's typed age and a companion's spoken one."""
    return round(count / _PER_YEAR[unit[0].lower()], 3)


#: The same typed last, after the complaint ("Fever 11 mo"): months are a baby's age there, never how long a fever lasted
#: (a duration is typed "x3 mo" or "for 3 months"; 2026-12af terse, training: a feverish baby read as a man of 53).
AGE_INFANT_TRAILING = r"(?<=[a-z,;] )(\d{1,2}) ?(mos?|m/o)\s*$"
#: How a row abbreviates the unit of an age typed as an item (read by ``AGE_YEARS_ITEM``, ``AGE_INFANT_ITEM`` and
#: ``is_age_item``).
#: ("37 y", "6 mnth", "45 d" as items of their own: a desk's bare letters, 2026-12ax terse, training: a six-month-old's
#: thrush judged as a woman of 23 with sepsis, a nine-month-old's pressure of 88 as shock in a man of 52)
_YEARS_UNIT = r"(?:yrs?|years?|y)"
_INFANT_UNIT = r"(?:mos?|months?|mths?|mnths?|wks?|weeks?|days?|d)"
#: An age typed "of age", after the word for the person or alone, anywhere in the complaint ("boy 13 years of age, sudden L
#: testicle pain", "fever, baby 6 weeks of age", "tall thin man 22 years of age"; 2026-12am terse, training: a 6-week-old read
#: as a woman of 39 whose fever rule never fired, and "I've got of age" said): group 1 the count, 2 the unit.
AGE_OF_AGE = (r"(?:\b(?:(?:tall|thin|short|young|old|elderly|older|little|big|frail|healthy|pregnant)[ ,]+)*(?:baby|infant|newborn|neonate|"
              r"toddler|boy|girl|kid|child|son|daughter|teen|teenager|student|man|woman|male|female|gentleman|gent|lady|guy|lad|lass|"
              r"pt|patient|mother|father|mum|mom|dad|grandmother|grandfather)\s+)?\b(\d{1,3}) "
              rf"({_YEARS_UNIT}|{_INFANT_UNIT}) of age\b")
#: An age typed with the Latin "aet" (aetatis, "of age") before it, anywhere: "cough, smoker, aet 52", "grunting, aet 4 months",
#: "rectal 38 at 0200, aet 17 days", "playing happily aet 20 months" (2026-12an terse, training: 45 rows typed so, each said
#: "I've got aet 52" by a patient of another age). Group 1 the count, 2 the unit (years when none).
AGE_AET = rf"\baet(?:at)?\.?\s*(\d{{1,3}})(?:\s*({_YEARS_UNIT}|{_INFANT_UNIT}))?\b"
#: An age typed as an item of its own after the word for the person ("..., male 74", "girl 15", "boy 20 months", "baby girl 5
#: weeks"; 2026-12ao terse, training: 42 rows typed so, a baby of 5 weeks read as an adult who said "I've gone limp"). Group 1
#: the person, 2 the count, 3 the unit (years when none). Said with "of" too ("man of 54", "girl of 15", "baby of 12 days";
#: 2026-12as terse, training: 83 rows typed so, a boy of 14 with a twisted testicle read as a man of 53).
#: And as the desk says it of the person ("she is 34", "he is 10 months"; 2026-12at terse, training: 84 rows typed so, a baby of
#: 24 days read as a woman of 53 whose fever rule never fired), and of the patient by the chart's word ("pt 70", "pt 12 days";
#: 2026-12au terse, training: every row typed so, a wake-up stroke at 74 read as a man of 45 with a clumsy hand).
#: And by the sex's letter alone before the count ("f 62", "m 10 months", "m 38 days"; 2026-12ay terse, training: every row typed
#: so, each read aloud as "I've got f 21" and given another age).
AGE_SEX_WORD = (rf"(?:^|(?<=[,;])|(?<=[,;] ))\s*(?:baby |infant |newborn )?(male|female|man|woman|boy|girl|(?:baby|infant|newborn)(?= of)|(?:he|she)(?= is)|pt|patient|(?-i:[mfMF])(?= \d)) (?:of |is )?(\d{{1,3}})"
                rf"(?:\s*({_YEARS_UNIT}|{_INFANT_UNIT}))?\s*(?=$|[,;])")
#: An age typed as an item of its own, with its unit abbreviated and no "old" ("ear pain/fever since bedtime, tugging L ear,
#: 4 yrs", "burning/frequency x2 days, f 26 yrs, no fever") or at the front before what happened ("84 yrs fell in bathroom",
#: "2 yrs wont use L arm"): years (2026-12ai terse, training: thirty rows typed so, a 3-week-old read as a woman of 40 and her
#: pulse as an adult's). Group 1 the years; never a duration ("3 years of back pain", "2 yrs ago").
AGE_YEARS_ITEM = (rf"(?:^|(?<=[,;])|(?<=[,;] ))\s*(?:(?-i:[MFmf]) )?(\d{{1,3}}) ?{_YEARS_UNIT}(?:\s*(?=$|[,;])|"
                  r" (?!(?:ago|old|of|hx|history|since|duration|prior|before|back)\b)(?=[a-z]))")
#: A baby's or toddler's age typed as an item of its own ("..., vomited, 14 mos, foster mom at bedside", "sticky yellow eye since
#: birth, 3 wks, mom at bedside"): an age only beside a parent or a baby's care, else a duration ("cough, 3 wks"). Groups:
#: the count and the unit.
AGE_INFANT_ITEM = rf"(?:^|(?<=[,;])|(?<=[,;] ))\s*(\d{{1,2}}) ?({_INFANT_UNIT})\s*(?=$|[,;])"
CHILD_CUE = re.compile(r"\b(?:mom|mum|mommy|mummy|dad|daddy|parents?|mother|father|foster|grand(?:ma|pa|mother|father)|feeding|feeds?|"
                        r"nappy|nappies|diapers?|since birth|baby|infant|bottle|breast ?fe\w*|daycare|nursery|toddler)\b", re.IGNORECASE)


#: An age spelt out in words with its unit ("seventy four years", "ten months", "five weeks"; 2026-12ap terse, training: "sixty
#: one years" read as a baby of one, whose pulse of 132 and pressure of 74 were normal, and "I've got sixty eight years"
#: said): the tens and the units as the number table names them, plus the tens it lacks.
_TENS_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_UNIT_WORDS = {word: value for word, value in _COUNT_WORDS.items() if 1 <= value <= 19}
#: A count spelt out: groups tens, unit (after the tens) and alone (one to nineteen).
_SPELT_COUNT = (rf"(?:({'|'.join(_TENS_WORDS)})(?:[- ]({'|'.join(word for word, value in _UNIT_WORDS.items() if value <= 9)}))?"
                rf"|({'|'.join(sorted(_UNIT_WORDS, key=len, reverse=True))}))")
_AGE_IN_WORDS = re.compile(rf"\b{_SPELT_COUNT}[- ]({_YEARS_UNIT}|{_INFANT_UNIT})\b", re.IGNORECASE)


#: A baby's age spelt out as an item of its own ("bad pinch of L finger in a drawer, ten months, tip purple"; 2026-12ap terse,
#: training, where a ten-month-old's pulse of 134 was judged as an adult's): an age, where a duration is typed in digits or
#: with "for" or "x" ("cough, 3 wks" keeps needing a child's cue, ``AGE_INFANT_ITEM``).
_SPELT_INFANT_ITEM = re.compile(rf"(?:^|(?<=[,;])|(?<=[,;] ))\s*({'|'.join(sorted(_UNIT_WORDS, key=len, reverse=True))})[- ]({_INFANT_UNIT})\s*(?=$|[,;])",
                                re.IGNORECASE)


#: An age spelt out as an item of its own with the sex's letter after it ("sixty two m", "five weeks m", "fourteen months f";
#: 2026-12az terse, training: every row typed so, each read as no age and said aloud as "fifty nine m").
_SPELT_AGE_SEX = re.compile(rf"(?:^|(?<=[,;])|(?<=[,;] ))(\s*){_SPELT_COUNT}(?:[- ]({_YEARS_UNIT}|{_INFANT_UNIT}))?[- ]((?-i:[mfMF]))\s*(?=$|[,;])",
                            re.IGNORECASE)


def _count(tens: str | None, unit: str | None, alone: str | None) -> int:
    return _TENS_WORDS[tens.lower()] + (_UNIT_WORDS[unit.lower()] if unit else 0) if tens else _UNIT_WORDS[(alone or "").lower()]


def sex_letter_first(text: str) -> str:
    """The text with each spelt age typed before the sex's letter ("fifty nine m", "five weeks m") written as the desk's
    other form of it, the letter first and the count in digits ("m 59", "m 5 weeks"), so one set of typed-age and typed-sex
    patterns reads both (``AGE_SEX_WORD``, sexes.yaml)."""
    def letter_first(found: re.Match[str]) -> str:
        space, tens, unit, alone, measure, letter = found.groups()
        return f"{space}{letter} {_count(tens, unit, alone)}" + (f" {measure}" if measure else "")
    return _SPELT_AGE_SEX.sub(letter_first, text)


def age_in_digits(text: str) -> str:
    """The text with each count spelt out before a unit of age written in digits ("sixty eight years": "68 years"), so one
    set of typed-age patterns reads both; whether the count is an age or a duration stays theirs to judge. A spelt age
    before the sex's letter is turned first (``sex_letter_first``)."""
    def digits(found: re.Match[str]) -> str:
        tens, unit, alone, measure = found.groups()
        return f"{_count(tens, unit, alone)} {measure}"
    return _AGE_IN_WORDS.sub(digits, sex_letter_first(text))


def is_age_item(item: str, complaint: str) -> bool:
    """Whether a complaint item is only the patient's age typed ("4 yrs", "f 26 yrs", "seventy four years"; "14 mos" beside a
    parent or a baby's care in ``complaint``): said when asked, never spoken as part of the complaint ("I've got four years")."""
    if _SPELT_INFANT_ITEM.fullmatch(item.strip()):
        return True  # "ten months" spelt alone is a baby's age (``apparent_age``): said when asked, never "I've got ten months"
    item = age_in_digits(item)
    if re.fullmatch(rf"\s*(?:[MFmf] )?\d{{1,3}} ?{_YEARS_UNIT}\s*", item):
        return True
    return bool(re.fullmatch(rf"\s*\d{{1,2}} ?{_INFANT_UNIT}\s*", item)) and bool(CHILD_CUE.search(complaint))


_STATED_INFANT = re.compile(rf"(?<![\d.]){AGE_INFANT}|{AGE_INFANT_TYPED}|{AGE_INFANT_NAMED}|{AGE_INFANT_TRAILING}", re.IGNORECASE)
#: A baby's age said as the baby's ("baby is 5 days old"), beside what only a grown patient can tell (a headache, spots
#: in the sight, chest pain): the row is the mother's, days after the birth (2026-12t terse, training).
BABY_S_AGE_BEFORE = re.compile(r"\b(?:baby|newborn)(?: is| was)? (?:only )?$", re.IGNORECASE)
_TOLD_BY_THE_PATIENT = re.compile(r"\b(?:head ?aches?|hedache|seeing spots|vision|chest pain|short of breath|dizz\w*|breasts?)\b",
                                  re.IGNORECASE)
_STATED_AGE = re.compile(rf"(?<!\d)(?<!\d\.)(\d{{1,3}})\s?{AGE_ABBREVIATED}(?![a-z])|^\s*(\d{{1,3}}){AGE_SPELT}\b"
                         # "... 12 YEARS OLD" typed as the last item, or as an item between typed commas (2026-12ac terse,
                         # training: a boy of 12 hit by a softball became a man of 50)
                         rf"|(?:[,;&+\u2026.]|\.\.)\s*(\d{{1,3}}){AGE_SPELT}\s*(?=$|[,;&+\u2026.]|\.\.)"  # (". 4 yr old.": 2026-12ag)
                         rf"|^\s*(\d{{1,3}}) ?{AGE_SEX_CODE}\b"
                         # the same code typed last ("... VOMITING 24M", "Talking in sentences. 27F."; 2026-12ag terse, training)
                         rf"|{AGE_SEX_CODE_LAST}"
                         # and inside a run, two digits or three ("Sudden Severe Belly Pain 82M Afib", "woke him from sleep
                         # 14M vomiting x2"): a single digit there is metres ("fell 3M onto concrete")
                         rf"|(?<=[a-z] )(?<!from )(?<!of )(?<!about )(?<!over )(?<!fell )(\d{{2,3}}) ?{AGE_SEX_CODE}(?=\s+[A-Za-z])(?! (?:onto|from|off|high|drop|up|down)\b)"
                         # the age typed inside a run ("Wheezing Age 6 Inhaler Not Helping", "s/p bike crash age 11 handlebar
                         # into belly", "asthma age 9 only saying 1 word"; 2026-12ag terse, training)
                         rf"|(?<=[A-Za-z] )(?<!since )(?<!at )(?<!from )(?<!by )(?<!until )(?<!till )(?<!under )(?<!over )(?i:age) (\d{{1,2}})(?=\s+[A-Za-z(]|\s*$)(?! (?:years?|yrs?|months?|weeks?|days?) ago\b)"
                         # "..., age 64", "aged 71" typed as an item of its own (2026-12u terse, training)
                         rf"|(?:^|[,;]\s*|\.\s+)aged? (\d{{1,3}})\s*(?=$|[,;(]|\.(?:\s|$))"  # "... 5 days. Age 4. Eating ..." (2026-12ag)
                         rf"|^\s*{AGE_AGED}|\b{AGE_AGED}\s*$|{AGE_PERSON_FIRST}"
                         # hyphenated inside a run, before the person or what they did ("BIBA from assisted living, 88-year-old
                         # fell", "r/o torsion 15-year-old girl sudden ..."; 2026-12ah terse, training: a girl of 15 said "I'm 53")
                         r"|(?<![\d.])(\d{1,3})-(?:years?|yrs?)-old(?= (?:girl|boy|man|woman|male|female|child|kid|lady|gentleman|guy|"
                         r"gent|pt|patient|fell|falls|with|who|has|had|is|was|presents|sudden|found|now|c/o|complains|\w+ing)\b)", re.IGNORECASE)


@lru_cache(maxsize=8192)
def apparent_age(chief_complaint: str) -> float | None:
    """The age (years) the complaint states ("58 yo male") or gives away (a baby's diapers, a child's playground), or
    None: an adult, as a row without an age is. Cached: a pure function of the text."""
    if spelt := _SPELT_INFANT_ITEM.search(chief_complaint or ""):
        return infant_years(_UNIT_WORDS[spelt.group(1).lower()], spelt.group(2))
    chief_complaint = age_in_digits(chief_complaint or "")
    if (old_sex := re.search(AGE_OLD_SEX, chief_complaint or "", re.IGNORECASE)) and int(old_sex.group(1)):  # "67 yom", "2 wof"
        count, unit = int(old_sex.group(1)), old_sex.group(2)[0].lower()
        return float(count) if unit == "y" else infant_years(count, unit)
    if code := re.search(SEX_AGE_CODE, chief_complaint or "", re.IGNORECASE):  # "F/66", "m/18 months": the desk's own code
        count, unit = int(code.group(2)), (code.group(3) or "years").lower()
        return float(count) if unit.startswith("y") else infant_years(count, unit)
    if (aet := re.search(AGE_AET, chief_complaint or "", re.IGNORECASE)) and int(aet.group(1)):
        count, unit = int(aet.group(1)), (aet.group(2) or "years").lower()
        return float(count) if unit.startswith("y") else infant_years(count, unit)
    if (word := re.search(AGE_SEX_WORD, chief_complaint or "", re.IGNORECASE)) and int(word.group(2)):
        count, unit = int(word.group(2)), (word.group(3) or "years").lower()
        return float(count) if unit.startswith("y") else infant_years(count, unit)
    if (of_age := re.search(AGE_OF_AGE, chief_complaint or "", re.IGNORECASE)) and int(of_age.group(1)):
        count, unit = int(of_age.group(1)), of_age.group(2).lower()
        return float(count) if unit.startswith("y") else infant_years(count, unit)
    infant = _STATED_INFANT.search(chief_complaint or "")
    if infant and BABY_S_AGE_BEFORE.search(chief_complaint[:infant.start()]) and _TOLD_BY_THE_PATIENT.search(chief_complaint):
        infant = None  # "baby is 5 days old, pounding headache, seeing spots": the mother's age is not the baby's
    if infant is None and (fraction := re.search(AGE_FRACTION, chief_complaint or "", re.IGNORECASE)) and int(fraction.group(1)):
        return infant_years(int(fraction.group(1)), {"52": "w", "12": "m", "7": "d"}[fraction.group(2)])  # "girl 5/52": 5 weeks
    if infant is None and (day := re.search(AGE_DAY_OF_LIFE, chief_complaint or "")) and int(day.group(1)):
        return infant_years(int(day.group(1)), "d")  # "DOL 18 boy": eighteen days old
    said = [group for group in infant.groups() if group] if infant else []  # (count, unit) of whichever way it was typed
    if said and (count := int(said[0]) if said[0].isdigit() else _COUNT_WORDS.get(said[0].lower(), 0)):  # "12 day old": a neonate
        return infant_years(count, said[1])
    if (item := re.search(AGE_INFANT_ITEM, chief_complaint or "", re.IGNORECASE)) and CHILD_CUE.search(chief_complaint) \
            and int(item.group(1)):
        return infant_years(int(item.group(1)), item.group(2))  # "vomited, 14 mos, foster mom at bedside": a toddler's age
    if compact := re.search(AGE_COMPACT, chief_complaint or "", re.IGNORECASE):
        if compact.group(1) and int(compact.group(1)):
            return float(compact.group(1))
        if compact.group(3) and int(compact.group(3)):
            return infant_years(int(compact.group(3)), compact.group(4))
        if compact.group(5) and int(compact.group(5)):
            return float(compact.group(5))
    if decade := re.search(AGE_DECADE, chief_complaint or "", re.IGNORECASE):
        return decade_age(decade.group(2), decade.group(1))  # "in her 90s": 95
    if birthday := re.search(AGE_BIRTHDAY, chief_complaint or "", re.IGNORECASE):
        if birthday.group(1) and int(birthday.group(1)):
            return float(birthday.group(1))
        count = int(birthday.group(2)) if (birthday.group(2) or "").isdigit() else _COUNT_WORDS.get((birthday.group(2) or "").lower(), 0)
        if count:
            return infant_years(count, birthday.group(3))
    if (turned := re.search(AGE_TURNED, chief_complaint or "", re.IGNORECASE)) and int(turned.group(1)):
        return float(turned.group(1)) if not turned.group(2) else infant_years(int(turned.group(1)), turned.group(2))
    if (item := re.search(AGE_YEARS_ITEM, chief_complaint or "", re.IGNORECASE)) and int(item.group(1)):
        return float(item.group(1))  # "tugging L ear, 4 yrs", "84 yrs fell in bathroom"
    stated = _STATED_AGE.search(chief_complaint or "")
    if stated and (years := int(next(group for group in stated.groups() if group))):
        return float(years)
    for age, pattern in _GROUPS:
        if pattern.search(chief_complaint or ""):
            return age
    return None
