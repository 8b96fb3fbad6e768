"""The chart words a lay speaker does not use, in the words they do, and normal findings said as a person says them
("vision unchanged" -> my eyesight hasn't changed): applied to every complaint item and to the history, after the lay
grammar of ``lay_rules``.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

from .rewrites import Rule, rewrite, rule
from .typed_rules import SIDED_BODY
from .typed_words import number_word

__all__ = ["PLAIN_WORDS", "plain_words"]


def _thought_stuck(thing: str, stuck: str, where: str, part: str) -> str:
    """"thinks contact lens stuck under L eyelid": what the patient thinks is stuck, with the words a person puts in ("my"
    contact lens, "a" fish bone, "something")."""
    owner = "my " if "lens" in thing else "" if thing == "something" else "a "
    return f"I think {owner}{thing} is {stuck} {where} my {part}"


# Chart words a lay speaker does not use, in the words they do; applied to every complaint item and to
# the history (the registration vocabulary's lay column keeps a few clinical nouns: "flank pain",
# "facial droop"). Each lay version is heard by ``clinical.concepts.detect`` as the same concept
# (tests/test_complaint_sentence.py reads the replies).
PLAIN_WORDS: list[Rule] = [
    rule(r"\b(?:(left|right)\s+)?flank pain\b", lambda m: f"pain in the {m.group(1) + ' ' if m.group(1) else ''}side of my back"),
    rule(r"\b(wound|stab wound|cut|injury)\s+(?:to\s+(?:the\s+|my\s+)?)?(left|right)\s+flank\b", r"\1 in my \2 side"),
    rule(r"\b(left|right)\s+flank\b", r"\1 side"),
    rule(r"\b(?:(left|right)\s+)?facial (?:droop(?:ing)?|weakness)\b(?:\s+on the (left|right))?",
          lambda m: "my face is drooping" + (f" on the {m.group(1) or m.group(2)}" if m.group(1) or m.group(2) else "")),
    rule(r"\bclavicle\b", "collarbone"),
    rule(r"\b(splash|chemicals?|something|dust|grit|sand|metal|glass)\s+((?:left|right)\s+)?(eyes?)\b", r"\1 in my \2\3"),
    rule(r"\bIV (?:drug )?overdose\b", "overdose of something I injected"),
    rule(r"\btalk to (?:a |the )?mental health(?: check)?\b", "talk to someone about my mental health problems"),
    rule(r"\burinary freq(?:uency)?\b", "peeing a lot"),
    rule(r"\bafter (?:an? )?(?:lap(?:aroscopic)? )?(?:appy|appendectomy)\b", "after my appendix was taken out"),
    rule(r"\bappy\b", "appendicitis"),
    rule(r"\bpink (left|right) eye\b", r"pink eye in my \1 eye"),
    rule(r"(?<=[a-z]) (I was last fine)\b", r" and \1"),  # "CODE STROKE LKW 0900": two things, not one
    rule(r"\bparonychia\s+((?:left|right)\s+)?", r"an infected nail on my \1"),
    rule(r"\b(fish ?hook|hook|splinter|needle)\s+((?:left|right)\s+)?((?:index|middle|ring|little)\s+finger)\b", r"\1 in my \2\3"),
    rule(r"\b(?:1st|first)[- ]time\s+", "first "),
    rule(r"\bmech(?:anical)?\s+fall\b", "fall"),
    rule(r"\b(?:unable to|can'?t|cannot) bear (?:wt|weight)\b", "I can't put weight on it"),
    rule(r"\bunable to keep (?:po|fluids|food|anything)(?: down)?\b", "I can't keep anything down"),
    rule(r"\bfrom tooth\b", "from a bad tooth"),
    rule(r"\bfrom kettle\b", "from the kettle"),
    rule(r"(?-i:\bCHB\b)", "heart block"),
    rule(r"(?-i:\bPCN\b)", "penicillin"),
    rule(r"(?-i:\bTPN\b)", "drip feeding"),
    rule(r"(?-i:\bMDS\b)", "a bone marrow problem"),
    rule(r"(?-i:\bDTs\b)", "bad withdrawal from drink"),
    rule(r"^(?:known|confirmed)\s+IUP$", "they've seen the pregnancy in the womb on a scan"),
    # "known aneurysm": what the patient has been told they have, said as having it ("I've got an aneurysm")
    rule(r"\bknown\s+(?=[a-z])", ""),
    rule(r"(?<=\w)\s+(?:now\s+)?(?:back\s+)?(?:to|at)\s+baseline\b", ", but I'm back to my usual self"),
    rule(r"\bmy both\b", "both my"),
    rule(r"\b(\w+) (or|and) \1\b", r"\1"),  # two typed words the vocabulary says alike ("numbness or tingling": 2026-12au terse, training)
    rule(r"\bmore very\b", "more"),  # "more lethargic": "more very drowsy"
    rule(r"\bfor (?:the )?pt\b", "for me"),  # "typical for pt"
    rule(r"(?<!came in )\bby (?:the |an )?ambulance\b(?! crew)", "by the ambulance crew"),  # "TQ placed by EMS", not "came in by ambulance"
    rule(r"^after an operation\s+((?:wound|incision|scar|drain)\b.*)$", r"\1 after my operation"),  # "POST-OP WOUND DRAINAGE"
    rule(r"\b(stuck in my (\w+)) stuck in my \2\b", r"\1"),
    rule(r"\b(splash(?:ed)?|exposure)\s+(?:to\s+)?(both)\s+(eyes)\b", r"\1 in both my \3"),
    rule(r"^(?:neg(?:ative)?\s+(?:u|urine\s+|serum\s+)?(?:hcg|preg(?:nancy)?(?: test)?)|(?:u|urine\s+)?(?:hcg|preg(?:nancy)? test)\s+neg(?:ative)?)$",
          "my pregnancy test was negative"),
    # "denies chance of pregnancy": said as a woman says it, never "I haven't got any chance of pregnancy" (2026-12aj terse,
    # training)
    rule(r"^(?:no|denies|denied|nil)\s+(?:chance|possibility|risk)\s+(?:of\s+)?(?:being\s+)?(?:pregnan(?:cy|t)|preg)$", "there's no chance I'm pregnant"),
    # Said with the words a person puts in (2026-12aj terse, training: "I want chest xray", "I think contact lens stuck
    # under left eyelid", "I've got kidney transplant", "I've been nonstop for three days", "I fell from hayloft", "I've been
    # keeping sips down now", "I drained here 2 days ago")
    rule(r"^(?:wants?|requesting|requests|asking for) (?:a |an )?(chest x-?ray|x-?ray|scan|ct scan|check-?up|blood test|"
         r"sick note|work note|note for work|prescription|refill|tetanus shot)\b",
         # ("an X-ray": 2026-12az terse, the forty-ninth read, D, "I'd like a X-ray")
         lambda m: "I'd like " + ("an " if re.match(r"x-?ray", m.group(1), re.IGNORECASE) else "a ") + re.sub(r"x-?ray", "X-ray", m.group(1))),
    rule(r"^thinks? (?:a |an |the |my |his |her )?(contact lens|lens|fish ?bone|bone|splinter|bead|button|coin|object|something)"
         r" (?:is |got )?(stuck|lodged) (in|under|behind) (?:the |my )?((?:left |right )?\w+)", lambda m: _thought_stuck(*m.groups())),
    rule(r"^((?:kidney|liver|heart|lung|renal|pancreas|bone marrow|stem cell) transplant)(?: (?:pt|patient|recipient))?$",
         r"I've had a \1"),
    rule(r"^(nonstop|non-stop|constant|continuous|constantly)\s+(for\s.+)$", r"it's been \1 \2"),
    rule(r"\b(fell|fallen|jumped|came off) (from|off|out of) (hayloft|loft|top bunk)\b", r"\1 \2 the \3"),
    rule(r"^(?:keeping|holding|tolerating) (sips|fluids|water|liquids|drinks|food|toast|crackers)(?: down)?( now)?$",
         r"I'm keeping \1 down\2"),
    rule(r"^(?:my )?(coach|teacher|boss|neighbou?r|friend|roommate|flatmate|babysitter|carer|manager|supervisor|teammate) "
         r"(says|reports|said|thinks) I\b", r"my \1 \2 I"),
    # "Pain in plastered arm getting worse" (2026-12ak narrative, training: "I've got pain in plastered arm getting worse")
    rule(r"^pain in (?:my |the )?(plastered|broken|injured|operated|swollen) (arm|leg|wrist|ankle|forearm|hand|foot|knee|elbow) "
         r"(?:is )?getting worse$", r"the pain in my \1 \2 is getting worse"),
    rule(r"^come back (for|to get|to collect|about) ", r"I've come back \1 "),  # "Come back for my wound swab result" (2026-12ak)
    # "called back for swab result", "swab result": the result the patient came for, never "I called my back" or "I've got
    # swab result" (a probe before the 2026-12al round)
    rule(r"^(?:(?:was |been |got )?(?:called|asked|told to come|phoned to come|rung to come) back|recalled) (?:for|about|re:?|regarding) "
         r"(?:a |an |the |my )?((?:[\w-]+ )?(?:swab|culture|blood test|test|x-?ray|scan|urine test|smear)) results?\b",
         r"I was called back about my \1 result"),
    rule(r"^(?:for |to get |to collect |collect |collecting |here for )?(?:a |an |the |my )?((?:[\w-]+ )?(?:swab|culture|blood test|x-?ray|scan|urine test|smear)) results?\s*$",
         r"I'm here for my \1 result"),
    # a part that is getting worse ("belly getting more painful and bloated after colonoscopy": 2026-12ak terse, training, "I'm
    # here for a belly getting more painful")
    rule(r"^(belly|tummy|stomach|abdomen|chest|back|head|leg|arm|knee|foot|hand|eye|ear|throat|wound|cut|rash|swelling) getting "
         r"(more|worse|bigger|redder|sorer|larger|hotter)\b", r"my \1 is getting \2"),
    # "run out of my painkillers" (2026-12ak narrative, training: "I was run out of my painkillers")
    rule(r"^(?:have |has )?run out of (my|his|her|their) ", r"I've run out of \1 "),
    # who found the patient, and how long they had lain (2026-12ak terse, training: "My neighbor was found on my kitchen floor",
    # "I've got down all night")
    rule(r"^(?:my )?(neighbou?r|daughter|son|wife|husband|carer|friend|partner|grandson|granddaughter) (?:was )?found (?:me )?"
         r"(on|in|at|by) ", r"my \1 found me \2 "),
    rule(r"^down (all night|overnight|for hours|since last night)$", r"I'd been on the floor \1"),
    # how long someone was out, and how they are now (2026-12ak terse, training: "I've got out about 20 sec", "now I've been
    # talking"); a usual self ("I've got usually sharp")
    rule(r"^(?:was )?out (?:for )?(?:about |around |~ ?)?(\d{1,2}) ?(sec|secs|seconds|s|min|mins|minutes)$",
         lambda m: f"I was out for about {number_word(m.group(1))} {'seconds' if m.group(2).startswith('s') else 'minutes'}"),
    rule(r"^now (talking|alert|awake|answering questions|acting normal|chatting|walking)$", r"I'm \1 now"),
    rule(r"^(?:usually|normally) (sharp|with it|on the ball|independent|fine|well|healthy|active)$", r"I'm usually \1"),
    # weeks of pregnancy in words ("Itchy hands and feet, thirty-five weeks pregnant": 2026-12ak narrative, training, "I've got
    # itchy hands and feet and thirty-five weeks pregnant")
    rule(r"^((?:twenty|thirty|forty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|eight|nine|ten|eleven|twelve|thirteen|"
         r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen) weeks pregnant\b", r"I'm \1 weeks pregnant"),
    # "Burnt both hands lighting a bonfire" (2026-12ak narrative, training: "I'm burnt on both hands when lighting a bonfire")
    rule(r"^(burnt|burned|scalded|cut|grazed|bruised|hurt|injured) (?:on |to |in )?both (hands|arms|forearms|feet|legs|knees|palms|eyes)\b(?: (?:when |while )?"
         r"(lighting|cooking|making|cleaning|doing|fixing|using|working|playing|lifting|carrying|opening|trying)\b)?",
         lambda m: f"I {m.group(1).lower()} both my {m.group(2).lower()}" + (f" {m.group(3).lower()}" if m.group(3) else "")),
    rule(r"^(drained|packed|stitched|sutured|glued|splinted|dressed|lanced|incised) here(?: (\d{1,2}) (days?|weeks?) ago)?",
         lambda m: f"it was {m.group(1)} here" + (f" {number_word(m.group(2))} {m.group(3)} ago" if m.group(2) else "")),
    rule(r"^(?:hemoglobin|haemoglobin|hgb|hb) (?:of |was |is )?(\d{1,2}(?:\.\d)?)(?: on (?:my )?(?:routine )?(?:labs|bloods|blood work|blood tests?))?$",
         r"my hemoglobin came back at \1 on my routine blood tests"),
]
# A normal finding the case records ("vision normal", "eyes feel normal and vision unchanged"): a pertinent
# negative, said as the speaker says it ("my eyesight's fine"), never read out as if it were a symptom.
_NORMAL_FINDING = re.compile(r"^(?:(my|his|her|their|the)\s+)?([a-z][a-z ]*?)\s+(?:(is|are|was|were)\s+|(feels?|looks?|seems?)\s+)?"
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
        if SIDED_BODY.match(re.sub(r"^(?:left|right) ", "", rest)):
            rest = f"my {rest}"
        return f"I can {doing[0]} {rest} fine"
    owner = "my" if owner in (None, "the") else owner
    plural = what.endswith("s") and not what.endswith("ss") or what.split()[-1] in ("teeth", "feet", "people")
    if state.lower() == "unchanged" and not verb:
        return f"{owner} {what} {'haven' if plural else 'hasn'}'t changed"
    return f"{owner} {what} {verb or be or ('are' if plural else 'is')} fine"


def plain_words(text: str) -> str:
    """A complaint item or history text with the chart's words a lay speaker would not use said plainly,
    and normal findings said as a person says them."""
    text = rewrite(PLAIN_WORDS, text)
    if re.search(r"\b(?:normal|unchanged|ok|okay|intact|fine)\s*$", text, re.IGNORECASE):
        text = " and ".join(_said_fine(part) for part in re.split(r"\s+and\s+", text))
    return text


