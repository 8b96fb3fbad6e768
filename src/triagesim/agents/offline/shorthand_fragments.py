"""The desk's lower-case shorthand, said as a person says it: how the patient came ("arr POV", "arr bus"), symptoms and a
diagnosis typed as ``sx`` and ``dx``, a history counted ("hx 2 stents"), a count of times before ("fits x 1 before"),
a denial typed with a doing ("denies passing out or vomiting"), a tablet named by what it is for ("takes water pill"),
and who rang whom ("school nurse called mom").

The 2026-12au terse desk typed all of these (training, after the set's one measurement). Left to the complaint builder,
the codes were said as typed ("I've got arr pov", "I've got diagnosis diabetes last spring", "I've got history 2 stents",
"I fell at the no", "my school nurse called mom"). Each rule reads one fragment before the registration vocabulary
does (``typed_rules.BEFORE_TERMS`` runs them in place).
"""

from __future__ import annotations

import re

from lemminflect import getLemma

from .rewrites import ITEM_END as _END, ITEM_START as _ITEM, Rule, rule
from .typed_words import number_word, quantity, times_said

__all__ = ["SHORTHAND_RULES"]

#: How the patient came, as said ("arr bus": "I came in on the bus"); a private car goes without saying.
_ARRIVED = {"bus": "I came in on the bus", "taxi": "I came in a taxi", "cab": "I came in a taxi", "rideshare": "I came in a rideshare",
            "uber": "I came in an Uber", "lyft": "I came in a Lyft", "walkin": "I walked in", "foot": "I walked in",
            "walking": "I walked in", "walked": "I walked in", "ambulance": "the ambulance brought me in",
            "amb": "the ambulance brought me in", "ems": "the ambulance brought me in", "police": "the police brought me in",
            "wheelchair": "I came in my wheelchair", "train": "I came in on the train", "bike": "I came on my bike",
            "bicycle": "I came on my bike"}
_COUNT = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)"
_UNIT = r"(minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?)"


#: Doings the registration vocabulary would read back as a chart word ("vomit" is heard again as "vomiting").
_SAID_BASE = {"vomit": "throw up"}


def _base(doing: str) -> str:
    """The base form of a typed doing ("passing out": "pass out", "vomiting": "throw up")."""
    head, _, rest = doing.partition(" ")
    lemma = getLemma(head.lower(), upos="VERB")
    base = lemma[0] if lemma else head.lower()
    return " ".join(part for part in (_SAID_BASE.get(base, base), rest) if part)


def _denied(match: re.Match[str]) -> str:
    """ "denies passing out or vomiting": "I didn't pass out or vomit"."""
    first, second = match.group(1), match.group(2)
    return f"I didn't {_base(first)}" + (f" or {_base(second)}" if second else "")


SHORTHAND_RULES: list[Rule] = [
    rule(_ITEM + r"arr(?:ived|\.)?:? (?:by |via |in |on )?(?:a |the )?(?:pov|private (?:car|vehicle)|car|own car|family car)" + _END, ""),
    rule(_ITEM + r"arr(?:ived|\.)?:? (?:by |via |in |on )?(?:a |the )?(bus|taxi|cab|rideshare|uber|lyft|walk-?in|walking|walked|foot|"
         r"ambulance|amb|ems|police|wheelchair|train|bike|bicycle)" + _END,
         lambda m: _ARRIVED.get(m.group(1).lower().replace("-", ""), "")),
    # symptoms for a time, or since one ("sx x 3 days", "sx since this morning")
    rule(_ITEM + r"(?:sx|symptoms) (?:x\s*|for )?" + _COUNT + r" ?" + _UNIT + _END,
         lambda m: f"it's been going on for {quantity(m.group(1), m.group(2))}"),
    rule(_ITEM + r"(?:sx|symptoms) (since [^,;]+)" + _END, r"it's been going on \1"),
    # a diagnosis and when it was made ("dx diabetes last spring")
    rule(_ITEM + r"dx'?d? (?:with |of )?([a-z][\w' -]*?) ((?:last|this) (?:spring|summer|autumn|fall|winter|year|month|week)|"
         r"(?:\d{1,2}|a|one|two|three|four|five|six) (?:years?|months?|weeks?|days?) ago|in (?:19|20)\d\d)" + _END,
         r"I was diagnosed with \1 \2"),
    rule(_ITEM + r"dx'?d? (?:with |of )([a-z][\w' -]*?)" + _END, r"I've been diagnosed with \1"),
    # a history counted ("hx 2 stents", "hx x2 c-sections")
    rule(_ITEM + r"(?:hx|history) (?:of )?(?:x\s*)?(\d|one|two|three|four|five) (stents?|bypass(?:es)?|heart attacks?|strokes?|clots?|"
         r"c-sections?|caesareans?|operations?|surger(?:y|ies)|miscarriages?)" + _END,
         lambda m: f"I've had {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1)} {m.group(2)}"),
    # how many times before ("had withdrawal fits x 1 before")
    rule(r"\bx\s*1 before\b", "once before"),
    rule(r"\bx\s*2 before\b", "twice before"),
    # a denial typed with a doing ("denies passing out or vomiting", "denies taking any yet", "denies fall")
    rule(_ITEM + r"denies (?:a )?falls?(?:ing)?" + _END, "I didn't fall"),
    rule(_ITEM + r"denies taking (any|them|it|anything) yet" + _END, r"I haven't taken \1 yet"),
    rule(_ITEM + r"denies ((?![a-z]+ing\b)[a-z]+(?: or (?![a-z]+ing\b)[a-z]+)*)" + _END, r"no \1"),  # "no dentist, denies swelling or fever"
    rule(_ITEM + r"denies (\w+ing(?: out| up| over| any(?: yet)?| them| it)?)(?: or (\w+ing(?: out| up| over)?))?" + _END, _denied),
    # a tablet named by what it is for ("takes water pill", "takes pressure pills")
    rule(_ITEM + r"takes? (?:a |her |his |my )?(water|fluid|pressure|bp|heart|thyroid|sugar|diabetes|sleeping|nerve|blood|cholesterol) (pills?|tablets?)" + _END,
         lambda m: f"I take {'a ' if not m.group(2).lower().endswith('s') else ''}{'blood pressure' if m.group(1).lower() == 'bp' else m.group(1).lower()} "
                   f"{m.group(2).lower()}"),
    # who rang home ("school nurse called mom"): said the same by the parent and the child
    rule(_ITEM + r"(?:the )?(school nurse|school|teacher|daycare|nursery|childcare|coach|camp) (?:called|rang|phoned) (?:mom|mum|dad|home|parents?|the parents)" + _END,
         lambda m: f"the {m.group(1).lower()} rang home"),
    # a state now ("calm now")
    rule(_ITEM + r"(calm|settled|quiet|cooperative|co-operative|alert|awake|chatty|talking|walking) now" + _END, r"I'm \1 now"),
    # a defibrillator that shocked ("shocked by ICD x 4 in the last hour": said "I shocked by ICD x 4")
    rule(_ITEM + r"(?:shocked|zapped) by (?:my |the |his |her )?(?:a?icd|defib(?:rillator)?|implanted defibrillator)(?: x ?(\d{1,2}))?([^,;]*)" + _END,
         lambda m: f"my defibrillator has shocked me{' ' + times_said(m.group(1)) if m.group(1) else ''}{m.group(2)}"),
    rule(_ITEM + r"(?:my |the |his |her )?(?:a?icd|defib(?:rillator)?) (?:fired|shocked(?: me| him| her)?|went off|discharged|gone off)(?: x ?(\d{1,2}))?([^,;]*)" + _END,
         lambda m: f"my defibrillator has shocked me{' ' + times_said(m.group(1)) if m.group(1) else ''}{m.group(2)}"),
    # who rang for help ("wife called 911": said "I called 911")
    rule(_ITEM + r"(?:my |his |her |pt'?s )?(wife|husband|partner|mum|mom|dad|son|daughter|friend|neighbou?r|roommate|flatmate|coworker|boss|"
         r"girlfriend|boyfriend|sister|brother) (called|rang|phoned) (911|999|000|an ambulance|the ambulance|ems)" + _END,
         r"my \1 \2 \3"),
    # what went through and what bled ("went through sneaker into left foot, bled a little": "I went through the sneaker",
    # "I've got bled a little")
    rule(_ITEM + r"went (?:right )?through (?:the |a |my |his |her )?([\w-]+(?: [\w-]+)?) (?:and )?into (?:the |my |his |her )?([^,;]+)" + _END,
         r"it went through my \1 into my \2"),
    rule(_ITEM + r"bled (a little|a lot|a bit|heaps|loads|everywhere|briefly)" + _END, r"it bled \1"),
    # a heavy period and its days ("heavy period x 9 days": said "I'm heavy and period for nine days"), a pad an hour
    rule(_ITEM + r"heavy (period|periods|bleeding|flow)(?: (?:x\s*|for )" + _COUNT + r" ?" + _UNIT + r")?" + _END,
         lambda m: f"I've had a heavy {m.group(1).lower()}" + (f" for {quantity(m.group(2), m.group(3))}" if m.group(2) else "")),
    rule(r"\bevery (hr|hrs)\b", "every hour"),
    # two parts and their state ("groin and scrotum swollen and red": said "I've got groin and scrotum, it's swollen")
    rule(_ITEM + r"((?:left |right )?(?:groin|scrotum|testicles?|hand|foot|arm|leg|knee|ankle|wrist|elbow|face|neck|lips?|eyes?)) and "
         r"((?:left |right )?(?:groin|scrotum|testicles?|hand|foot|arm|leg|knee|ankle|wrist|elbow|face|neck|lips?|eyes?)) "
         r"((?:swollen|red|hot|sore|painful|numb|bruised|puffy|itchy|tender)(?:,? and (?:swollen|red|hot|sore|painful|numb|bruised|puffy|itchy|tender))?)" + _END,
         r"my \1 and \2 are \3"),
    # "pain way worse than it looks": said "the pain way is worse"
    rule(_ITEM + r"(?:the )?pain (?:is )?(way|much|far|a lot) worse than (?:it )?looks" + _END, r"the pain is \1 worse than it looks"),
    # no doctor of one's own ("no dentist")
    rule(_ITEM + r"no (dentist|gp|family doctor|doctor|pcp)" + _END,
         lambda m: f"I haven't got a {'GP' if m.group(1).lower() in ('gp', 'pcp') else m.group(1).lower()}"),
]
