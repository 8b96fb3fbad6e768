"""Typed fragments about what is around the finding, said as a person says them: a service that is shut, a device that
is blocked, what the wee looks like, what someone else did, how a pain behaves (2026-12as terse, training).

A desk types these as bare noun-and-state pairs ("GP shut until Monday", "PEG blocked since the morning feed", "wee dark
as tea", "dog walker pulled him out"). Left to the complaint builder, the noun became the patient's possession ("I've got
GP shut until Monday", "I've got peg blocked", "I've got wee dark as tea"). Each rule reads one fragment before the
registration vocabulary does (``typed_rules.BEFORE_TERMS`` runs them in place) and says it as the patient's own clause.
"""

from __future__ import annotations

import re

from .rewrites import ITEM_END as _END, ITEM_START as _ITEM, Rule, rule
from ...clinical.background import medicine_named

__all__ = ["AROUND_RULES"]

#: What a relative or a carer is called, as a desk types them.
_RELATIVE = r"(?:dad|father|mum|mom|mother|brother|sister|grandad|grandfather|nan|gran|grandmother|uncle|aunt|aunty)"
#: The tubes and bags a patient lives with, as a desk types them.
_DEVICE = (r"(?:peg(?: tube)?|feeding tube|ng tube|nasogastric tube|catheter|suprapubic catheter|drain|trach(?:y|e)?|"
           r"trache?ostomy(?: tube)?|stoma bag|picc(?: line)?|port|hickman(?: line)?|insulin pump)")
_DEVICE_SAID = {"peg": "PEG tube", "peg tube": "PEG tube", "ng tube": "NG tube", "picc": "PICC line", "picc line": "PICC line",
                "trach": "trachy tube", "trachy": "trachy tube", "trache": "trachy tube"}
#: What the patient said they would do, as the desk typed it ("says he will", "says she is going to"), said by the patient.
_WILL = {"is going to": "am going to", "am going to": "am going to", "wants to": "want to", "want to": "want to"}
#: What spilt, as said after "I got" ("kettle": "hot water from the kettle").
_SPILT = {"kettle": "hot water from the kettle", "pan": "hot water from a pan", "saucepan": "hot water from a saucepan",
          "pot": "hot water from a pot", "teapot": "hot tea", "tea": "hot tea", "coffee": "hot coffee", "soup": "hot soup",
          "hot drink": "a hot drink", "cup of tea": "a hot cup of tea", "cup of coffee": "a hot cup of coffee"}
#: A cause of death as a person says it ("died young of heart": "of heart trouble").
_CAUSE = {"heart": "heart trouble", "heart attack": "a heart attack", "stroke": "a stroke", "heart problem": "a heart problem"}
#: What comes out of the body, with the verb that agrees with it.
_EXCRETA = {"wee": "is", "urine": "is", "pee": "is", "poo": "is", "stool": "is", "stools": "are", "sick": "is", "vomit": "is",
            "phlegm": "is", "spit": "is"}
_COLOUR = r"(?:dark|pale|black|red|green|brown|yellow|orange|white|cloudy|frothy|clear|thick|bright red|dark red)"


def _device(match: re.Match[str]) -> str:
    """ "PEG blocked since the morning feed": "my PEG tube has been blocked since the morning feed"."""
    device = _DEVICE_SAID.get(match.group(1).lower(), match.group(1).lower())
    state, rest = match.group(2).lower(), match.group(3) or ""
    if state in ("fallen out", "come out", "pulled out", "dislodged", "out"):
        return f"my {device} has come out{rest}"
    if state.startswith("not "):  # "catheter not draining": "my catheter isn't draining"
        return f"my {device} {'hasn' if rest.strip().lower().startswith('since') else 'isn'}'t {'been ' if rest.strip().lower().startswith('since') else ''}{state[4:]}{rest}"
    return f"my {device} {'has been' if rest.strip().lower().startswith('since') else 'is'} {state}{rest}"


def _excreta(match: re.Match[str]) -> str:
    """ "wee dark as tea": "my wee is dark as tea"."""
    what = match.group(1).lower()
    return f"my {what} {_EXCRETA[what]} {match.group(2).lower()} {match.group(3).lower()} {match.group(4)}"


AROUND_RULES: list[Rule] = [
    # a hot drink or a kettle that spilt over a part ("Kettle spilt over her chest": 2026-12au ATS, training, "she's got kettle
    # spilt over her chest")
    rule(_ITEM + r"(?:a |the )?(kettle|pan|saucepan|pot|teapot|hot water|boiling water|hot tea|tea|coffee|soup|hot drink|cup of tea|cup of coffee) "
         r"(spilt|spilled|tipped|poured|went|splashed) (over|on|onto|down) ([^,;]+)" + _END,
         lambda m: f"I got {_SPILT.get(m.group(1).lower(), m.group(1).lower())} over "
                   f"{m.group(4) if re.match(r'(?:my|his|her|their|the|both|a|an) ', m.group(4), re.IGNORECASE) else 'my ' + m.group(4)}"),
    # (2026-12au terse, training) clothes that hang off a body losing weight ("I lost weight and the pants are loose"), a
    # collision of two helmets ("I've got helmet to helmet at the football"), blood coughed up through a trachy ("I've got
    # streaks of blood coughed up from trach")
    rule(_ITEM + r"(?:my |his |her |the )?(pants|trousers|jeans|clothes|belt|skirt|dress|shirt) (?:are |is |now |getting |feel |feels )*(loose|baggy|falling off|hanging off)" + _END,
         lambda m: f"my {m.group(1).lower()} {'is' if m.group(1).lower() in ('belt', 'skirt', 'dress', 'shirt') else 'are'} {m.group(2).lower()} now"),
    rule(_ITEM + r"(?:went )?helmet[- ]to[- ]helmet(?: (?:at|in|during|playing) (?:the )?([\w ]+?))?" + _END,
         lambda m: f"I went helmet to helmet{f' at {m.group(1)}' if m.group(1) else ''}"),
    rule(_ITEM + r"(?:(streaks|flecks|specks|bits) of )?blood coughed up (?:from|through|out of|via) (?:my |his |her |the )?(trach|trachy|trache|tracheostomy|stoma)(?: tube)?" + _END,
         lambda m: f"I've been coughing up {f'{m.group(1).lower()} of ' if m.group(1) else ''}blood through my trachy tube"),
    # a service that is shut is the reason for coming, never the patient's own ("I've got GP shut until Monday")
    rule(_ITEM + r"(?:the |my |her |his )?(gp|doctor|dentist|surgery|practice|pharmacy|chemist|clinic)'?s? (?:is |was )?(shut|closed|away|on holiday)\b([^,;]*)" + _END,
         lambda m: f"my {'GP' if m.group(1).lower() == 'gp' else m.group(1).lower()} is {m.group(2).lower()}{m.group(3)}"),
    # a device and what it is doing ("PEG blocked since the morning feed")
    rule(_ITEM + r"(?:the |my |her |his )?(" + _DEVICE + r") (blocked|leaking|cracked|dislodged|fallen out|come out|pulled out|not draining|not working)\b([^,;]*)" + _END,
         _device),
    # a bag that looks wrong ("cloudy peritoneal dialysis bag this morning"): "my peritoneal dialysis bag was cloudy this morning"
    rule(_ITEM + r"(cloudy|bloody|blood-stained|murky) ((?:peritoneal )?dialysis (?:bag|fluid)|pd (?:bag|fluid)|catheter bag|stoma bag|drain bag)\b([^,;]*)" + _END,
         lambda m: f"my {m.group(2).lower()} was {m.group(1).lower()}{m.group(3)}"),
    # what comes out, likened to something ("wee dark as tea", "stools pale like putty")
    rule(_ITEM + r"(?:her |his |my )?(wee|urine|pee|poo|stools?|sick|vomit|phlegm|spit) (" + _COLOUR + r") (as|like) (\w+(?: \w+)?)" + _END,
         _excreta),
    rule(_ITEM + r"(?:the )?room (?:is |has been |keeps )?spinning\b([^,;]*)" + _END, r"the room has been spinning\1"),
    rule(_ITEM + r"walks? (?:only )?(?:by )?holding (?:on ?to )?(?:the )?(walls?|furniture)" + _END, r"I can only walk holding the \1"),
    # a relative's death typed as family history ("dad died young of heart"): never "my dad is died young of my heart"
    rule(_ITEM + r"(?:her |his |my )?(" + _RELATIVE + r") died (young )?(?:of|from|with) (?:his |her |my |a )?(heart|heart attack|heart problems?|stroke)\b" + _END,
         lambda m: f"my {m.group(1).lower()} died {m.group(2) or ''}of {_CAUSE.get(m.group(3).lower(), m.group(3).lower())}"),
    # someone else's doing ("dog walker pulled him out"): theirs, with its article
    rule(_ITEM + r"(?:a |the )?(dog walker|passer-?by|neighbou?r|lifeguard|bystander|stranger|jogger|fisherman|friend) "
         r"(pulled|dragged|found|got|fished|lifted) (?:him|her|them|me) (out|up|off)\b([^,;]*)" + _END,
         lambda m: f"I was {m.group(2).lower()} {m.group(3).lower()}{m.group(4)} by a {m.group(1).lower()}"),
    # a tingle, a heaviness, typed as its noun ("tingle down the L arm", "heavy crushing chest")
    rule(_ITEM + r"tingl(?:e|ing) (down|in|into|up) ", r"I've got pins and needles \1 "),
    rule(_ITEM + r"((?:heavy|crushing|tight|squeezing|pressing)(?: (?:heavy|crushing|tight|squeezing|pressing))?) chest(?! pain| wall| drain| infection)\b",
         r"a \1 feeling in my chest"),
    # how a pain behaves: so bad a posture is forced, gone when lying down
    rule(_ITEM + r"(?:the )?(headache|pain|back pain|neck pain) (?:is )?so bad (?:that )?(?:she|he|they|i) (?:has|have) to (lie flat|lie down|sit up|stay still|keep still)" + _END,
         r"my \1 is so bad I have to \2"),
    rule(_ITEM + r"(?:it'?s )?(?:gone|goes|eases|better|settles) (?:when|on) lying (?:down|flat)" + _END, "it goes away when I lie down"),
    # the pain is worse than the look of it (necrotising infection's sign)
    rule(_ITEM + r"((?:\w+ )?pain) (?:way |far )?(?:beyond|out of proportion to) (?:the look of it|how it looks|what it looks like)" + _END,
         r"my \1 is far worse than it looks"),
    rule(_ITEM + r"(dusky|red|purple|black|dark|angry) (patch|area|streak|mark|line) spreading\b([^,;]*)" + _END, r"I've got a \1 \2 that's spreading\3"),
    # a state the patient was in before, as a relative tells it ("sharp as a tack yesterday says daughter")
    rule(_ITEM + r"(sharp as a tack|right as rain|completely normal|her normal self|his normal self|fine) (yesterday|last night|this morning|at the weekend)"
         r"(?: (?:says|per|according to) (?:her |his )?(daughter|son|wife|husband|carer|partner))?" + _END,
         lambda m: (f"my {m.group(3).lower()} says " if m.group(3) else "") + f"I was {m.group(1).lower()} {m.group(2).lower()}"),
    # how it was done, said after the part ("bladder and bowels normal", "eye moves ok")
    rule(_ITEM + r"(?:the )?(bladder and bowels?|bowels and bladder|waterworks) (?:are |is )?(?:normal|ok|okay|fine|working)" + _END, r"my \1 are fine"),
    rule(_ITEM + r"(?:her |his |my )?(eye|eyes|arm|leg|hand|fingers|toes|foot|neck) (moves?|bends?) (?:ok|okay|fine|normally|well)"
         r"( and (?:she|he|i) can (?:see|feel (?:it|them)|walk))?" + _END,
         lambda m: f"my {m.group(1).lower()} {m.group(2).lower()} fine" + (" and I can " + m.group(3).split(" can ")[1] if m.group(3) else "")),
    rule(_ITEM + r"toothache (?:in )?(?:a |the )?((?:lower|upper|top|bottom)(?: left| right)?(?: back| front)?) tooth\b", r"I've got toothache in a \1 tooth"),
    rule(_ITEM + r"(?:her |his )?(tooth|fingertip|finger|toe) kept in (milk|saline|ice|a bag of ice)\b", r"I've kept my \1 in \2"),
    rule(_ITEM + r"(?:it was |was )?pulled (?:it )?out(?: (?:by|himself|herself|himself|myself))?" + _END, "I pulled it out"),
    rule(_ITEM + r"(?:a |the )?(binder|pelvic binder|collar|neck collar|splint|tourniquet|sling|cannula) (?:put )?(?:on|applied|in) (?:from|by) (?:the )?(crew|ambulance|paramedics?)" + _END,
         r"I've had a \1 put on by the \2"),
    rule(_ITEM + r"(?:tight wheezy|wheezy tight|tight and wheezy) chest" + _END, "my chest is tight and wheezy"),
    rule(_ITEM + r"(\d+|ten|twenty|\w+) puffs of (?:his |her |my )?(salbutamol|ventolin|blue inhaler|inhaler|reliever)(?: at home)? "
         r"(?:no help|not helping|didn'?t help|without relief|no relief|no better)" + _END, r"I've had \1 puffs of my \2 at home and it hasn't helped"),
    # a medicine just started ("new citalopram"): "I've just started citalopram", never "I've got new citalopram"
    rule(_ITEM + r"(?:new|newly started|just started|started on) (\w+(?: \w+)?)" + _END,
         lambda m: f"I've just started {named}" if (named := medicine_named(m.group(1))) else m.group(0)),
    rule(_ITEM + r"(?:deep |big )?sighing breaths" + _END, "I'm taking deep sighing breaths"),
    rule(_ITEM + r"(?:talking in |speaking in )?(?:short )?phrases only" + _END, "I can only talk in short phrases"),
    rule(_ITEM + r"one word at a time" + _END, "I can only say one word at a time"),
    rule(_ITEM + r"(?:swallows|swallowing) and (?:eats|eating) (?:ok|okay|fine|normally)" + _END, "I'm swallowing and eating fine"),
    rule(_ITEM + r"(?:an? )?(\d+|one|two|five|ten|twenty|fifty) ?(?:p|pence|penny|cent)(?: coin| piece)?" + _END, r"it was a \1p coin"),
    # what is going round where the patient spends time ("flu going round her bridge club")
    rule(_ITEM + r"(flu|covid|a bug|a tummy bug|(?:the )?vomiting bug|norovirus|chickenpox|measles|hand foot and mouth) going round (?:her |his |the |my )?([^,;]+)" + _END,
         r"there's \1 going round my \2"),
    rule(_ITEM + r"((?:steroid|cortisone) injection) into it\b", r"I had a \1 into it"),
    rule(_ITEM + r"(?:the |my |her |his )?neighbou?rs'? (staffie|dog|cat|alsatian|rottweiler|terrier|jack russell|husky|labrador)" + _END, r"it was my neighbour's \1"),
    rule(_ITEM + r"noisy breathing even (?:when )?(?:sat|sitting|lying) still" + _END, "I've got noisy breathing even sitting still"),
    rule(_ITEM + r"(?:it |and )?(smells?|stinks?) (bad|awful|off|foul|horrible|funny|fishy|rotten)" + _END, r"it smells \2"),
    rule(_ITEM + r"(tampon|condom|menstrual cup) (?:stuck|lost|left in)\b([^,;]*)" + _END, r"I've got a \1 stuck\2"),
    rule(_ITEM + r"(?:it'?s |and )?red,? (?:and )?hot" + _END, "it's red and hot"),
    rule(_ITEM + r"(?:a )?(bug|fly|moth|insect|beetle) (buzzing|moving|crawling|flapping)\b([^,;]*)" + _END,
         r"there's a \1 \2 in there\3"),
    # a threat typed as the desk's code and a quote ("HI toward ex boyfriend, says he will use the gun in his truck")
    rule(_ITEM + r"(?-i:HI) (?:toward|towards|against|at|re|about) (?:his |her |my |the )?([^,;]+)" + _END, r"I've been having thoughts of hurting my \1"),
    # who came with the patient, typed as where they are ("police outside": 2026-12at terse, training, "I've got police outside")
    # (who stands beside the patient is the nurse's to see: "police with him" is left unsaid, as before)
    rule(_ITEM + r"(?:the )?(police|cops|security) (?:are |is )?(outside|at the door)" + _END,
         lambda m: f"the {m.group(1).lower()} {'is' if m.group(1).lower() == 'security' else 'are'} {m.group(2).lower()}"),
    # (the patient's own words have made it "says I will" by the time the item is read: 2026-12at terse, training)
    rule(_ITEM + r"says (?:he|she|I) (still |really |only |just )?(will|would|is going to|am going to|wants to|want to|'?ll) ([^,;]+)" + _END,
         lambda m: f"I {(m.group(1) or '').lower()}{_WILL.get(m.group(2).lower(), 'will')} {m.group(3)}"),
    rule(_ITEM + r"(?:a |hit by a )?line drive (?:to|into) (?:the |my |his |her )?([^,;]+)" + _END, r"I got hit in the \1 by a line drive"),
    rule(_ITEM + r"(covid|flu|strep) (?:positive|pos|\+) (?:on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|last week)" + _END,
         r"I tested positive for \1 \2"),
    rule(_ITEM + r"(?:wants? (?:a )?|needs? (?:a )?)?(work|sick|school|doctor'?s|gym) (?:note|certificate|cert)(?: wanted| needed| requested)?( for (?:work|school))?" + _END,
         r"I need a \1 note\2"),
    rule(_ITEM + r"cries out when (?:moved|touched|she'?s moved|he'?s moved)" + _END, "I cry out when I'm moved"),
]
