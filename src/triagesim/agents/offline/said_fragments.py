"""Typed fragments said as a person says them: how a part typed first goes on, a chain typed with "and" said piece by piece,
an animal's doing said the other way round, a tool to a part, a reading at a clinic (2026-12an terse, training).

Each rule reads one complaint item before the registration vocabulary does (``typed_rules.BEFORE_TERMS`` runs them in
place); what the rule says is the patient's own first-person clause, so the speech stays the patient's however the desk
typed it.
"""

from __future__ import annotations

import re

from .rewrites import Rule, rule
from .typed_words import DAYS, number_word, side_said
from ...clinical.story import own_pronouns

__all__ = ["FRAGMENT_RULES"]

#: Whom a threat may name that is no one's own ("hurt someone", never "hurt my someone").
_NO_ONES_OWN = frozenset({"someone", "somebody", "anyone", "anybody", "people", "others", "everyone", "everybody", "them", "him", "her"})

#: What an animal did to the patient, said the other way round ("horse bucked her off": "I was bucked off by a horse").
_PASSIVE = {"threw": "thrown", "bit": "bitten"}

#: A past tense that starts what was done after a "while" typed first ("while on holiday ate street food").
_DID = (r"ate|drank|swallowed|took|fell|tripped|slipped|got|hit|cut|burnt|burned|twisted|landed|crashed|collapsed|fainted|passed out|"
        r"stepped|caught|banged|bumped|jumped|dropped|spilled|spilt|put|touched|walked|ran|rolled|went|punched|kicked|threw|smashed|"
        r"grabbed|lifted|pulled|bit|stood|sat|knelt")
#: The verbs a desk types after "he" or "she" for what the patient did ("she slipped on the bathmat", "he had his gallbladder
#: out"), said by the patient as "I ...".
_HE_DID = (r"had|woke|fell|took|ate|drank|got|was|went|ran|cut|hit|burnt|came|bit|stung|swam|rode|threw|stood|sat|lost|broke|"
           r"\w+ed|can'?t|cannot|won'?t|wont|didn'?t|didnt|couldn'?t|couldnt")
#: A participle typed after "has" ("has had a first ever fit", "has stepped on a roofing nail"): "I've had", "I've stepped".
_HAS_DONE = (r"had|gone|been|stepped|swallowed|fallen|taken|eaten|drunk|cut|burnt|burned|hit|lost|missed|run out|stopped|started|got|"
             r"become|developed|noticed")
#: A present verb typed after "he" or "she", said after "I" ("she takes lithium": "I take lithium").
_HE_DOES = {"takes": "take", "uses": "use", "lives": "live", "gets": "get", "keeps": "keep", "needs": "need", "wants": "want",
            "doesn't": "don't", "doesnt": "don't", "does": "do", "feels": "feel", "says": "say", "thinks": "think"}


def _part_signs(part: str, signs: list[str]) -> str:
    """Toes or fingers and what they are like, as a clause with its verb ("toes tingling and pale": pins and needles in my
    toes and they're pale, which the vocabulary then says as "numbness in my toes"), never "my toes are numbness and pale"."""
    rest = [sign for sign in signs if sign != "tingling"]
    if "tingling" not in signs:
        return f"my {part} are {' and '.join(rest)}"
    return f"I've got pins and needles in my {part}" + (f" and they're {' and '.join(rest)}" if rest else "")


def _because(reason: str) -> str:
    """A reason typed after "because", as the patient's clause: a bare thing gets its article ("ice did nothing": "the ice
    did nothing"), a part its owner ("toes stay numb": "my toes stay numb"), a doing its verb ("redness tracking": "the
    redness is tracking")."""
    said = own_pronouns(reason.strip())
    first = said.split()[0].lower() if said.split() else ""
    if re.fullmatch(r"(?:toes?|fingers?|feet|foot|hands?|legs?|arms?|eyes?|ears?|knees?|lips|tongue|throat|chest|back|belly|tummy|skin|"
                    r"wound|cut|stitches|nose|mouth|head|neck|face|wrist|ankle|shoulder|hip|palm|heel|work|school)", first):
        said = f"my {said}"  # "because work wants a note": my work
    elif first not in ("i", "i'm", "i've", "my", "it", "it's", "the", "a", "an", "this", "that", "they", "we", "there", "nothing",
                       "no", "nobody", "someone", "everyone"):
        said = f"the {said}"
    return re.sub(r"^((?:my|the) \w+) (?=\w+ing\b)", r"\1 is ", said)


FRAGMENT_RULES: list[Rule] = [
    # 2026-12ao terse (training): six desk habits, each said as the patient's own words. "re" (regarding) typed first is
    # the desk's, never "I've got re peanut satay"; "he" or "she" typed first is the patient, who says "I"; "has" typed
    # first is the patient's; "while ..." typed first is when it began; "also ..." and "because ..." typed last are more of
    # the same telling ("I've got because ice did nothing" was said)
    rule(r"^\s*re:?\s+(?=[a-z0-9])", ""),
    # (not "she is 34", the desk's age of the person, which the age rules drop: 2026-12at terse, training, "I've got 34")
    rule(r"^\s*(?:he|she)\s+(?=(?:has|is)\b)(?!is \d{1,3}(?:\s*[a-z]+)?\s*$)", ""),
    rule(rf"^\s*(?:he|she)\s+((?:{_HE_DID})\b.*)$", lambda m: "I " + own_pronouns(re.sub(r"^(?:wont|won't)\b", "won't",
                                                                                   re.sub(r"^cant\b", "can't", m.group(1))))),
    rule(rf"^\s*(?:he|she)\s+({'|'.join(_HE_DOES)})\b(.*)$", lambda m: f"I {_HE_DOES[m.group(1).lower()]}{own_pronouns(m.group(2))}"),
    rule(rf"^\s*has\s+(?=(?:{_HAS_DONE})\b)", "I've "),
    rule(rf"^\s*(?:has|is)\s+(?!(?:{_HAS_DONE})\b)", ""),
    rule(rf"^\s*while\s+(.+?)\s+((?:{_DID})\b.*)$", lambda m: f"I {own_pronouns(m.group(2))} while {own_pronouns(m.group(1))}"),
    rule(r"^\s*while\s+(\w+ing\b.*)$", lambda m: f"it started while I was {own_pronouns(m.group(1))}"),
    rule(r"^\s*while\s+((?:at|on|in|out|away|up|under|drunk|asleep|pregnant)\b.*)$", lambda m: f"it happened while I was {own_pronouns(m.group(1))}"),
    rule(r"^\s*also\s+(?=\S)", ""),
    rule(r"^\s*because\s+(.+)$", lambda m: _because(m.group(1))),
    # a doing and what has gone on since, joined by "and" ("Drank lamp oil and coughing": the thirty-eighth read, "he drank lamp
    # oil and coughing")
    rule(rf"^\s*((?:{_DID})\b[^,;]*?) and ((?!(?:morning|evening|nothing|something|during|ceiling|building|ring|king|thing)\b)[a-z]+ing)\b(.*)$",
         lambda m: f"I {own_pronouns(m.group(1)[:1].lower() + m.group(1)[1:])} and I've been {m.group(2).lower()}{m.group(3)}"),
    # the thirty-eighth read (D): "I was hit in my head falling off a skateboard", "I'm swollen and I won't bend", "I've gone purple"
    rule(r"^\s*hit (?:his|her|their|my) head\b(.*)$", lambda m: f"I hit my head{m.group(1)}"),
    rule(r"^\s*(?:is |it's )?swollen and (?:wont|won't|cant|can't|cannot|will not) (bend|straighten|move|open|close)\s*$",
         lambda m: f"it's swollen and it won't {m.group(1).lower()}"),
    rule(r"^\s*(purple|black and blue|bruised)\s*$", lambda m: f"it's gone {m.group(1).lower()}" if m.group(1).lower() != "bruised" else "it's bruised"),
    # 2026-12ao terse (training): fragments a desk types, said as speech
    rule(r"^\s*(?:run |ran )?out of (?:my |his |her |their )?([\w -]+?) (?:for )?(a|one|two|three|\d+|a few|a couple of) (days?|weeks?|months?)\s*$",
         lambda m: f"I've been out of my {m.group(1)} for {m.group(2).lower()} {m.group(3).lower()}"),
    rule(r"^\s*(?:home |my |heart |heart rate |pulse )?(?:monitor|watch|smartwatch|fitbit|apple watch)(?: said| says| reads?| showed| shows)? (\d{2,3})\s*$",
         lambda m: "my watch said my heart was " + ("going very fast" if int(m.group(1)) >= 150 else "fast" if int(m.group(1)) > 100
                                                   else "very slow" if int(m.group(1)) < 50 else "normal")),
    rule(r"^\s*(?:painful )?erection (?:for |x ?)?(\d+|one|two|three|four|five|six|several) ?(?:hrs?|hours?)(?: (?:after|since) (.+))?\s*$",
         lambda m: f"I've had an erection for {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} hours"
                   + (f" since {m.group(2)}" if m.group(2) else "")),
    rule(r"^\s*(ripping|tearing|crushing|stabbing|sharp|burning|squeezing) pain (?:in )?(?:the |my )?(chest|back|belly|abdomen|tummy|head|neck) "
         r"(?:going |radiating |goes )?(through to|into|to|up to|down to) (?:the |my )?(\w+(?: blades?)?)\s*$",
         lambda m: f"I've got a {m.group(1).lower()} pain in my {m.group(2).lower()} going {m.group(3).lower()} my {m.group(4).lower()}"),
    rule(r"^\s*one (cut|wound|burn|blister|graze|bite)s? (?:is )?still (oozing|bleeding|open|gaping|weeping)\s*$",
         lambda m: f"I've got one {m.group(1).lower()} that's still {m.group(2).lower()}"),
    rule(r"^\s*chemo(?:therapy)? day (\d{1,2})\b(?:\s+(?:for\s+)?((?:[\w-]+ ){0,2}cancer))?\s*$",
         lambda m: f"I'm on day {m.group(1)} of my chemo" + (f" for {m.group(2).lower()}" if m.group(2) else "")),
    rule(r"^\s*(?:for )?(?:about|around|nearly) (a|one|two|three|\d+) (minutes?|seconds?)\s*$", lambda m: f"it lasted about {m.group(1).lower()} {m.group(2).lower()}"),
    rule(r"^\s*(pink|fine|normal|okay|ok|better|alert|awake|settled|back to normal) now\s*$", lambda m: f"I'm {m.group(1).lower()} now"),
    rule(r"^\s*(?:medics?|ems|paramedics?|ambulance(?: crew)?|crew)\s+(?:(?:rectal|oral|core)\s+)?(?:temp(?:erature)?\s+)?(\d{2,3}(?:\.\d)?)\s*$",
         lambda m: f"the ambulance crew said my temperature was {m.group(1)}"),
    rule(r"^\s*(?:medics?|ems|paramedics?|ambulance(?: crew)?|crew)\s+(?:sugar|bsl|bgl|glucose|blood sugar)\s+(\d{1,3}(?:\.\d)?)\s*$",
         lambda m: f"the ambulance crew said my sugar was {m.group(1)}"),
    rule(r"^\s*km (\d+) of (?:the |a )?(.+)$", lambda m: f"it happened at kilometre {m.group(1)} of the {m.group(2)}"),
    rule(r"^\s*(toes|fingers|feet|hands) (tingling|numb|pale|cold|blue|white|purple)(?: and (tingling|numb|pale|cold|blue|white|purple))?\s*$",
         lambda m: _part_signs(m.group(1).lower(), [sign.lower() for sign in m.groups()[1:] if sign])),
    rule(r"^\s*pointing\s*$", "it's come to a head"),
    rule(r"^\s*buzzing\s*$", "it keeps buzzing"),
    rule(r"^\s*sore\s*$", "it's sore"),
    rule(r"^\s*non-?smoker\s*$", "I don't smoke"),
    # 2026-12av terse (training): a condition's initials typed in lower case as an item of their own ("dm", "htn, cad", "bph",
    # "dm on metformin") are the chart's capitals; a condition of the past typed "prior" is had before; a spell's length, a
    # blackout not known, and a weekday typed after what was done are said as a person says them
    rule(r"^\s*(dm|cad|bph|ckd|copd|afib|cva|tia|dvt|mi|ihd|pvd|pad)(?=\s*$|\s+(?:on|and|with|w|since|for)\b)", lambda m: m.group(1).upper(),
         case_sensitive=True),
    rule(r"^\s*(?:prior|previous|old|past|hx of|history of)\s+(cva|stroke|mi|heart attack|tia|mini-?stroke|pe|dvt|clot)s?\s*$",
         lambda m: "I've had " + {"cva": "a stroke", "stroke": "a stroke", "mi": "a heart attack", "heart attack": "a heart attack",
                                  "tia": "a mini-stroke", "pe": "a clot in my lung", "dvt": "a clot in my leg",
                                  "clot": "a clot"}.get(m.group(1).lower(), "a mini-stroke") + " before"),
    rule(r"^\s*each (spell|episode|attack|one|time) (?:lasted |lasting )?(?:about |around )?(\d{1,3}|a few|several) ?(mins?|minutes?|secs?|seconds?|hrs?|hours?)\s*$",
         lambda m: f"each {'one' if m.group(1).lower() == 'time' else m.group(1).lower()} lasted about "
                   f"{number_word(m.group(2)) if m.group(2).isdigit() else m.group(2)} "
                   f"{ {'m': 'minutes', 's': 'seconds', 'h': 'hours'}[m.group(3)[0].lower()] }"),
    rule(r"^\s*(?:\+/-\s*|\?\s*)?loc\s+(?:unsure|unclear|unknown|uncertain|\?|not sure)\s*$", "I'm not sure if I passed out"),
    rule(r"(?<=[a-z]{3})(?<!since)(?<!until)(?<!till)(?<!from)(?<!last)(?<!next)(?<!this)(?<!that) (tues?|wed|weds|thurs?|fri|sat)(?=\s*$|\s+(?:w|with)\b)", lambda m: f" on {DAYS[m.group(1).lower()]}"),
    # the forty-fourth read (D), from 2026-12au terse (training): a baby's nappies, play and food as a parent says them, and a
    # breath or a thirst with its verb ("she's only 1 wet diaper today, less playful", "the breath smells are fruity")
    rule(r"^\s*(?:only|just) (\d+|one|two|three|a) wet (nappy|nappies|diaper|diapers)\b(.*)$",
         lambda m: f"I've only had {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1).lower()} wet {m.group(2).lower()}{m.group(3)}"),
    rule(r"^\s*(less|more) (playful|active|sleepy|tired|clingy|irritable|grizzly|whingey|unsettled|interested in (?:food|feeds|play))\s*$",
         lambda m: f"I've been {m.group(1).lower()} {m.group(2).lower()} than usual"),
    rule(r"^\s*off (?:my |his |her |their )?(food|feeds|milk|bottles?|solids|fluids|drinks)\s*$", lambda m: f"I've been off my {m.group(1).lower()}"),
    rule(r"^\s*(?:no|not much|barely any|hardly any) sleep (?:for|in) (\d+|two|three|four|five|six|seven|a few|several) (nights?|days?)\s*$",
         lambda m: f"I've {'hardly' if not m.group(0).strip().lower().startswith('no ') else 'not'} slept for "
                   f"{number_word(m.group(1)) if m.group(1).isdigit() else m.group(1)} {m.group(2).lower()}"),
    # a medicine stopped for a while ("off meds for a month": 2026-12av terse, training, "it happened off medications for a month")
    rule(r"^\s*off (?:my |his |her |their )?(meds|medications?|medicines?|tablets|pills|lithium|insulin|[a-z]+ine|[a-z]+ol) (for|since) (.+)$",
         lambda m: f"I've been off my {'medication' if m.group(1).lower() == 'meds' else m.group(1).lower()} {m.group(2).lower()} {m.group(3)}"),
    rule(r"^\s*(?:my )?breath (smells?|smelling) (fruity|sweet|of [\w ]+|like [\w ]+)\s*$", lambda m: f"my breath smells {m.group(2).lower()}"),
    rule(r"^\s*(thirsty|tired|itchy|dizzy|nauseous|sick|exhausted|lethargic|weak|sleepy) all (week|day|night|weekend|morning)\s*$",
         lambda m: f"I've been {m.group(1).lower()} all {m.group(2).lower()}"),
    rule(r"^\s*(tall|short) and (thin|slim|skinny)\s*$", lambda m: f"I'm {m.group(1).lower()} and {m.group(2).lower()}"),
    rule(r"^\s*(?:my )?(gp|doctor|dentist)(?: is)? away(?: on (leave|holiday))?\s*$",
         lambda m: f"my {'GP' if m.group(1).lower() == 'gp' else m.group(1).lower()} is away{' on ' + m.group(2).lower() if m.group(2) else ''}"),
    rule(r"^\s*no (dentist|gp|doctor)(?: appointment)? (?:till|until) (\w+)\s*$",
         lambda m: f"I can't see a {'GP' if m.group(1).lower() == 'gp' else m.group(1).lower()} until {m.group(2)}"),
    rule(r"^\s*tripod(?:ing)?\s*$", "I have to lean forward on my hands to breathe"),
    rule(r"^\s*period (\d+|\w+) (days?|weeks?) late\s*$", lambda m: f"my period is {m.group(1)} {m.group(2)} late"),
    rule(r"^\s*(?:hard|difficult) to open (?:my |the )?(mouth|jaw|eye)\s*$", lambda m: f"it's hard to open my {m.group(1).lower()}"),
    rule(r"^\s*mixed up (about|over) (.+)$", lambda m: f"I'm mixed up {m.group(1).lower()} {m.group(2)}"),
    rule(r"^\s*(?:only )?(1|one|2|two) (wee|wees|pee|pees) (today|since \w+)\s*$",
         lambda m: f"I've only had {'one' if m.group(1) in ('1', 'one') else 'two'} {m.group(2).lower()} {m.group(3)}"),
    rule(r"^\s*nail (lifting|lifted|coming off|hanging off)\s*$", lambda m: f"my nail is {m.group(1).lower()}"),
    rule(r"^\s*(curling iron|curling tongs|hair straighteners?|straighteners|iron|oven door|exhaust(?: pipe)?|heater|hot pan|kettle) "
         r"(touched|burned|burnt|caught|hit) (.+)$", lambda m: f"the {m.group(1).lower()} {m.group(2).lower()} {m.group(3)}"),
    rule(r"^\s*cloudy (?:bag|fluid|dialysate|drainage)(?: from (?:my |her |his )?(peritoneal dialysis|pd|dialysis))?(.*)$",
         lambda m: f"my {'peritoneal dialysis' if (m.group(1) or 'pd').lower() in ('pd', 'peritoneal dialysis') else 'dialysis'} bag was cloudy{m.group(2)}"),
    rule(r"^\s*(tummy|belly|stomach|back|chest|head) sore all over\s*$", lambda m: f"my {m.group(1).lower()} is sore all over"),
    rule(r"^\s*(chills|rigors|shivers|sweats|night sweats) (overnight|last night|all night)\s*$", lambda m: f"I've had {m.group(1).lower()} {m.group(2).lower()}"),
    rule(r"^\s*(bruises|bleeds|tires|bruise|bleed|tire) easily\s*$", lambda m: f"I {m.group(1).lower().rstrip('s')} easily"),
    rule(r"^\s*(\d+|one|two|three|four|five|a few|several|some) (glasses|pints|beers|drinks|cans|shots|bottles|units)\b(.*)$",
         lambda m: f"I've had {m.group(1).lower()} {m.group(2).lower()}{m.group(3)}"),
    rule(r"^\s*fever(?: \d{2,3}(?:\.\d)?)? (last night|yesterday|this morning|overnight)\s*$", lambda m: f"I had a fever {m.group(1).lower()}"),
    rule(r"^\s*(diapers?|nappies|nappy|pee|urine|wee) smells? (strong|bad|funny|off|foul)\s*$",
         lambda m: f"my {'nappies' if m.group(1).lower().startswith(('diaper', 'napp')) else m.group(1).lower()} smell {m.group(2).lower()}"),
    rule(r"^\s*tetanus (?:status )?(?:unsure|unknown|not sure|uncertain)\s*$", "I'm not sure when my last tetanus jab was"),
    rule(r"^\s*through (?:the|my|his|her) ([\w-]+) into (?:the |my )?((?:(?-i:L|R)|left|right)\s+)?(\w+)\s*$",
         lambda m: f"it went through my {m.group(1).lower()} into my {side_said(m.group(2))}{m.group(3).lower()}"),
    rule(r"^\s*(?:going |goes )?into (?:the |my )?((?:(?-i:L|R)|left|right)\s+)?(shoulder blade|shoulder|jaw|neck|groin)\s*$",
         lambda m: f"it goes into my {side_said(m.group(1))}{m.group(2).lower()}"),
    rule(r"^\s*twinges? (with|on|when) (.+)$", lambda m: f"it twinges {m.group(1).lower()} {m.group(2)}"),
    rule(r"^\s*(daycare|nursery|school|work|preschool) (?:has|had) (?:had )?cases\s*$", lambda m: f"there have been cases at my {m.group(1).lower()}"),
    rule(r"^\s*jaw (clenching|grinding)\s*$", lambda m: f"my jaw keeps {m.group(1).lower()}"),
    rule(r"^\s*((?:(?-i:L|R)|left|right)\s+)?(index|middle|ring|little|pinky) finger (?:on (?:the )?((?-i:L|R)|left|right)\s+)?like a sausage\b(.*)$",
         lambda m: f"my {side_said(m.group(1) or m.group(3))}{m.group(2).lower()} finger is swollen like a sausage{m.group(4)}"),
    rule(r"^\s*(?:big )?toe ?nail digging in\b(.*)$", lambda m: f"my big toenail is digging in{m.group(1)}"),
    rule(r"^\s*(kidney|liver|heart|lung) transplant(?:,? on (\w+))?\s*$",
         lambda m: f"I've had a {m.group(1).lower()} transplant{' and I take ' + m.group(2) if m.group(2) else ''}"),
    rule(r"^\s*(double |bilateral )?mastectomy\s*$", lambda m: f"I've had a {'double ' if m.group(1) else ''}mastectomy"),
    rule(r"^\s*(\d{2,3}(?:\.\d)?|\d{2,3} point \d) on (?:her|his|my|the|a) thermometer\s*$",
         lambda m: f"my thermometer said {m.group(1).replace(' point ', '.')}"),
    rule(r"^\s*((?:(?-i:L|R)|left|right)\s+)?wrist (?:like a |looks like a )?dinner fork\s*$",
         lambda m: f"my {side_said(m.group(1))}wrist is bent like a dinner fork"),
    rule(r"^\s*cries when (?:(?:his|her|my|the) )?(\w+) (?:is )?(moved|touched)\s*$", lambda m: f"I cry when my {m.group(1).lower()} is {m.group(2).lower()}"),
    rule(r"^\s*shaky hands\s*$", "my hands are shaky"),
    rule(r"^\s*no seeing things\s*$", "I haven't been seeing things"),
    rule(r"^\s*(?:(?:my|the|her|his) )?foot pointing the wrong way\b(.*)$", lambda m: f"my foot is pointing the wrong way{own_pronouns(m.group(1))}"),
    rule(r"^\s*belly bursting\s*$", "my belly feels like it's bursting"),
    rule(r"^\s*(?:the )?(scrotum|testicle|ball) on (?:the )?((?-i:L|R)|left|right) (slowly |gradually )?(?:getting )?(bigger|larger|swollen)\b(.*)$",
         lambda m: f"the {side_said(m.group(2)).strip()} side of my {m.group(1).lower()} has {(m.group(3) or '').lower()}got "
                   f"{'bigger' if m.group(4).lower() != 'swollen' else 'swollen'}{m.group(5)}"),
    rule(r"^\s*heavy,? (?:but )?not painful\s*$", "it feels heavy but it isn't painful"),
    rule(r"^\s*(cleared|mowed|trimmed|chopped|raked|weeded) (.+)$", lambda m: f"I {m.group(1).lower()} {m.group(2)}"),
    # how a part typed first goes on, typed as an item of its own (2026-12an terse, training: "it happened through to my back",
    # "I'm sudden", "the weekend is drinking", "I locked up at the dishwasher", "I've got on the pill")
    rule(r"^\s*(?:going |goes |radiating |radiates )?through to (?:the |my |his |her )?(back|chest|shoulder|groin)\s*$", lambda m: f"it goes through to my {m.group(1).lower()}"),
    rule(r"^\s*(?:sudden|sudden onset|came on suddenly|abrupt(?: onset)?)\s*$", "it came on suddenly"),
    rule(r"^\s*(?:weekend|binge) drinking\s*$", "I've been drinking over the weekend"),
    rule(r"^\s*(locked up|seized up|gave way|gave out|went dead|gone dead)\b", lambda m: f"it {m.group(1).lower()}"),
    rule(r"^\s*on (?:the )?(pill|ocp|contraceptive pill|birth control)\s*$", "I'm on the pill"),
    rule(r"^\s*(?:mid|middle of|during) (?:a |the )?(deadlift|squat|lift|run|game|match|workout|sex|intercourse|argument|race|swim)\s*$",
         lambda m: f"it came on in the middle of a {m.group(1).lower()}"),
    rule(r"^\s*(?:blurry|blurred)\s*$", "my vision is blurry"),  # ("blurry vision" is the vocabulary's)
    # 2026-12an terse (training): a comma-free chain joined by "and", said piece by piece as speech
    rule(r"^\s*(horse|pony|cow|bull|dog|cat|ram|goat)\b(.*?)\s(bucked|threw|kicked|bit|trampled|knocked|butted|charged)\s+(?:her|him|them|me)\b(?:\s+(off|over|down)\b)?",
         lambda m: f"I was {_PASSIVE.get(m.group(3).lower(), m.group(3).lower())}{' ' + m.group(4).lower() if m.group(4) else ''} by a "
                   f"{m.group(1).lower()}{m.group(2)}"),
    rule(r"^\s*(ladder|tree|branch|door|shelf|box|pallet|wave|ball|bat|machine|gate)\b(.*?)\s"
         r"(fell|hit|landed|gave way|slipped|shattered|crushed|struck|knocked|rolled|tipped|swung)\b",
         lambda m: f"a {m.group(1).lower()}{m.group(2)} {m.group(3).lower()}"),
    # "Dog bit my hand": I was bitten, never "I've got dog bite my hand" (the vocabulary reads "dog bit" as the noun)
    rule(r"^\s*(?:a |the |my |our |his |her |(?:a |the )?neighbou?r'?s? )?(dog|cat|horse|snake|spider|rat|parrot|ferret|hamster)\s+"
         r"(bit|scratched|kicked)\s+(?:me|my)\b(?:\s+((?:left |right )?(?:hand|arm|leg|foot|face|finger|thumb|ankle|calf|thigh|wrist|nose|lip|cheek|ear)))?",
         lambda m: f"I was {_PASSIVE.get(m.group(2).lower(), m.group(2).lower())}{' on my ' + m.group(3).lower() if m.group(3) else ''} by a {m.group(1).lower()}"),
    rule(r"^\s*(?:my |the |his |her )?voices? (?:say|says|tell|tells|telling)(?: (?:me|him|her))?(?: to)? (hurt|kill|harm|attack|stab) (?:my |his |her )?(\w+)\s*$",
         # (someone, anyone or people are no one's own: 2026-12au ATS, training, "to hurt his someone")
         # (a bare "him", "her" or "them" is someone else, said so: 2026-12ax narrative, training, "to hurt his him")
         lambda m: f"the voices are telling me to {m.group(1).lower()} "
                   + ("myself" if m.group(2).lower() in ("myself", "himself", "herself", "themselves")
                      # (a headline's "him" after its own "me" has become "me" by now: another person still)
                      else "someone" if m.group(2).lower() in ("him", "her", "them", "us", "me")
                      else f"{'' if m.group(2).lower() in _NO_ONES_OWN else 'my '}{m.group(2).lower()}")),
    # a heart tracing the crew took, said as what they told the patient, never "the ambulance strip is wide and slow"
    # (before the 2026-12ao round, a probe of a 2026-12an terse row)
    rule(r"^\s*(?:ems|ambulance|medics?|paramedics?|crew)'?s?\s+(?:rhythm\s+)?(?:strip|ecg|ekg|tracing|monitor)\b.*$",
         "the ambulance crew said my heart tracing looked abnormal"),
    rule(r"^\s*writing notes\s*$", "I can write things down for you"),
    rule(r"^\s*burning (hot|up)\b", lambda m: f"I've been burning {m.group(1).lower()}"),  # "Burning hot for two days" (the read's T30)  # a deaf patient's way of talking, never "I've been writing notes"
    rule(r"^\s*(?:the )?(gp|doctor|clinic|surgery|lab) (?:called|rang|phoned)(?: me)? (?:with|about|re) (?:my )?(hb|haemoglobin|hemoglobin|potassium|sodium|inr|sugar)"
         r" (?:of )?(\d+(?:\.\d)?)\b",
         lambda m: f"the {'GP' if m.group(1).lower() == 'gp' else m.group(1).lower()} called because my "
                   f"{'haemoglobin' if m.group(2).lower() in ('hb', 'hemoglobin') else m.group(2).lower()} was {m.group(3)}"),
    rule(r"^\s*landed (on|onto) (?:my )?((?:(?-i:L|R)|left|right)\s+)?(side|back|hip|shoulder|arm|wrist|hand|knee|head|face|bottom|tailbone|heels?|feet)\b",
         lambda m: f"I landed {m.group(1).lower()} my {side_said(m.group(2))}{m.group(3).lower()}"),
    rule(r"^\s*(?:and )?(?:still in|still stuck(?: in)?|still there)\s*$", "it's still in"),
    rule(r"^\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (\w+)(?: \d+(?:\.\d+)?(?: ?mg)?)? (?:tablets? |pills? )?missing\s*$", lambda m: f"there are {m.group(1).lower()} {m.group(2).lower()} tablets missing"),
    rule(r"^\s*gaping(?: (a little|a bit|open|wide))?\s*$", lambda m: f"it's gaping{' ' + m.group(1).lower() if m.group(1) else ''}"),
    rule(r"\bon (?:the )?back of (?:my )?((?:(?-i:L|R)|left|right)\s+)?(hand|head|neck|leg|knee|heel|thigh|arm)\b",
         lambda m: f"on the back of my {side_said(m.group(1))}{m.group(2).lower()}"),
    rule(r"^\s*swollen (over|around|at|on|above|below) ", lambda m: f"it's swollen {m.group(1).lower()} "),
    rule(r"^\s*(cold|tired|weak|dizzy|exhausted|shaky|sleepy|hungry|thirsty) all the time\s*$", lambda m: f"I'm {m.group(1).lower()} all the time"),
    rule(r"^\s*(?:her |his |their |my )?(dad|mum|mom|father|mother|coach|teacher|boss) (pulled|took|brought|sent|drove) (?:her|him|them|me)\b",
         lambda m: f"my {m.group(1).lower()} {m.group(2).lower()} me"),
    rule(r"^\s*((?:(?-i:L|R)|left|right)\s+)?(ribs|chest|knee|knees|back|hip|shoulder|ankle|neck)\s+(catch|catches|hurts?|aches?|clicks?|locks?|gives? way)\b",
         lambda m: f"my {side_said(m.group(1))}{m.group(2).lower()} {m.group(3).lower()}"),
    rule(r"^\s*(nail gun|chainsaw|chain saw|angle grinder|grinder|circular saw|table saw|saw|drill|box cutter|axe|hatchet|mower|lawnmower)\s+"
         r"(?:to|into|on|through)\s+(?:the |my )?((?:(?-i:L|R)|left|right)\s+)?(\w+)\s*$",
         lambda m: f"I caught my {side_said(m.group(2))}{m.group(3).lower()} with a {m.group(1).lower()}"),
    rule(r"^\s*(nail gun|chainsaw|chain saw|angle grinder|grinder|circular saw|table saw|drill|box cutter)\s+at\s+(?:the |a )?([\w -]+?)\s*$",
         lambda m: f"it was a {m.group(1).lower()} at the {m.group(2).lower()}"),
    rule(r"^\s*(black ice|ice|a wet floor|wet floor|spilt water|a spill)\s+(in|on|at|outside)\s+", lambda m: f"I slipped on {m.group(1).lower()} {m.group(2).lower()} "),
    rule(r"^\s*down on (?:my )?((?:(?-i:L|R)|left|right)\s+)?(knees?|hip|side|back|wrist|hand|face)\b", lambda m: f"I went down on my {side_said(m.group(1))}{m.group(2).lower()}"),
    rule(r"^\s*((?:pasta |soup |cooking |stock )?(?:pot|pan|saucepan|kettle|mug|cup))\s+(?:of [\w ]+?\s+)?(onto|on|over)\s+", lambda m: f"I spilled a {m.group(1).lower()} {m.group(2).lower()} "),
    rule(r"^\s*burn marks?\s+(?:on\s+)?((?:(?-i:L|R)|left|right)\s+\w+(?:\s+and\s+(?:(?-i:L|R)|left|right)\s+\w+)*)\s*$",
         lambda m: "I've got burn marks on my " + re.sub(r"\b(?-i:L)\b", "left", re.sub(r"\b(?-i:R)\b", "right", m.group(1)))),
    rule(r"^\s*([\w ]+? (?:practice|class|rehearsal|service|party|game|match|assembly|concert|meeting)) faint(?:ed)?\b", lambda m: f"I fainted at {m.group(1).lower()}"),
    rule(r"^\s*awake (?:again )?within (seconds|a minute|a few seconds|\w+ seconds)\s*$", lambda m: f"I came round within {m.group(1).lower()}"),
    rule(r"^\s*(?:wood |glass |metal )?(?:sliver|splinter)s?\s+(?:deep\s+)?(under|in|into|beneath)\s+(?:my |the )?((?:(?-i:L|R)|left|right)\s+)?(\w+)",
         lambda m: f"I've got a splinter deep {m.group(1).lower()} my {side_said(m.group(2))}{m.group(3).lower()}"),
    rule(r"^\s*(?:cant|can't|cannot|unable to) open (?:my )?(mouth|eyes?|jaw|hand)\b", lambda m: f"I can't open my {m.group(1).lower()}"),
    rule(r"^\s*sore throat\s+((?-i:L|R)|left|right)\s*$", lambda m: f"my throat is sore on the {side_said(m.group(1)).strip()} side"),
    rule(r"^\s*(chlamydia|gonorrh?oea|gonorrhea|herpes|syphilis|hiv|an sti|trich\w*) in (?:my |his |her )?partner\s*$", lambda m: f"my partner has {m.group(1).lower()}"),
    rule(r"^\s*(?:a )?drip\s*$", "I've got a discharge"),
    rule(r"^\s*burning (?:and|with) (?:a )?drip\s*$", "it burns when I pee and I've got a discharge"),
    rule(r"^\s*pill (organi[sz]er|box|bottle|container) (?:was )?(?:left )?open(?:ed)?\b", lambda m: f"I found the pill {m.group(1).lower()} open"),
    # a ladder that slipped is the ladder's doing (2026-12ar terse, training: "ladder slipped clearing gutters" said "I slipped on
    # the a ladder")
    rule(r"^\s*(?:(?:a|an|the|my) )?ladder slip(?:ped)?\b(?: (?:while |when )?((?:clearing|cleaning|painting|fixing|trimming|pruning|putting up|"
         r"taking down|picking|reaching)\b[^,;]*))?",
         lambda m: "I fell when the ladder slid out from under me" + (f" while I was {m.group(1)}" if m.group(1) else "")),
    rule(r"^\s*(?:(?:a|an|the|my) )?([\w ]+?) (ladder|stairs?|steps?) slip(?:ped)?\b", lambda m: f"I slipped on the {m.group(1).lower()} {m.group(2).lower()}"),
    rule(r"^\s*(gutter|window|roof|tree) cleaning,? (?:the |a )?ladder gave way", lambda m: f"I was cleaning the {m.group(1).lower()}s and the ladder gave way"),
    rule(r"^\s*both (?:my )?(feet|hands|legs|arms) (?:are )?(?:tingling|tingly|numb)\s*$", lambda m: f"both my {m.group(1).lower()} have gone numb"),
    rule(r"^\s*lab called (?:about|re|with) (?:my |a )?(\w+) (over|above|under|below) (\d+(?:\.\d)?)", lambda m: f"the lab called because my {m.group(1).lower()} was {m.group(2).lower()} {m.group(3)}"),
    rule(r"^\s*(?:and )?feels? (?:fine|ok|okay|well|normal)\s*$", "I feel fine"),
    rule(r"^\s*(mountain |dirt |road |push |e-?)?bike over the (?:handle ?)?bars\b", lambda m: f"I went over the handlebars of my {(m.group(1) or '').lower()}bike"),
    rule(r"^\s*(?:just )?flew (?:in |back |home )?from (.+)$", lambda m: f"I've just flown in from {m.group(1)}"),
    rule(r"^\s*sharp ((?:(?-i:L|R)|left|right)\s+)?(chest|side|belly|back|flank)\s*$", lambda m: f"I've got a sharp pain in my {side_said(m.group(1))}{m.group(2).lower()}"),
    rule(r"^\s*((?:(?-i:L|R)|left|right)\s+)?(calf|leg|ankle|foot|knee) (?:is |looks )?fat\s*$", lambda m: f"my {side_said(m.group(1))}{m.group(2).lower()} is swollen"),
    rule(r"^\s*fluttering (?:in )?(?:my )?chest\b", "my chest has been fluttering"),
    rule(r"^\s*not feeling (?:the )?baby move\b", "I haven't felt the baby move"),
    rule(r"^\s*seatbelt (?:across|over) (?:my |the )?(belly|tummy|abdomen|chest)\b", lambda m: f"the seatbelt went across my {m.group(1).lower()}"),
    rule(r"^\s*tightening(?:s)?\s*$", "I've been having tightenings"),
    rule(r"^\s*seeing (?:fine|ok|okay|normally|normal|clearly)\s*$", "I can see fine"),
    rule(r"^\s*slurred(?: speech)?\s*$", "my speech is slurred"),
    rule(r"^\s*known (aneurysm|triple a|aaa)\s*$", "I know I've got an aneurysm"),
    rule(r"^\s*bleeding (gums|nose|ears?)\s*$", lambda m: f"my {m.group(1).lower()} have been bleeding" if m.group(1).lower().endswith("s") else f"my {m.group(1).lower()} has been bleeding"),
    rule(r"^\s*inr (\d+(?:\.\d)?) (at|from) (?:the )?(\w+)\s*$", lambda m: f"my INR was {m.group(1)} {m.group(2).lower()} the {m.group(3).lower()}"),
    rule(r"^\s*(warfarin|coumadin) for (?:a |my |his |her )?(?:mechanical )?(valve|heart valve)\s*$", lambda m: f"I'm on {m.group(1).lower()} for my heart valve"),
    rule(r"^\s*spreading past (?:the )?pen (?:line|mark)s?\s*$", "it's spreading past the pen line"),
    rule(r"^\s*rectal (?:temp(?:erature)? )?(\d{2,3}(?:\.\d)?)\s+at\s+", lambda m: f"my temperature was {m.group(1)} in the bottom at "),
    rule(r"^\s*bleeding (leg|arm|hand|foot|calf|ankle|thigh) (vein|varicose vein|ulcer)\s*$",
         lambda m: f"a {m.group(2).lower()} on my {m.group(1).lower()} has been bleeding"),  # "Bleeding leg vein" (2026-12an ATS)
    rule(r"^\s*(?:the )?tip of (?:the |my )?(nose|tongue|finger|thumb|toe) (tingling|tingly|numb)\s*$",
         lambda m: ("I've got pins and needles in" if m.group(2).lower().startswith("tingl") else "I've got numbness in") + f" the tip of my {m.group(1).lower()}"),
    rule(r"^\s*not (?:opening|open(?:ing)? up) ((?:(?-i:L|R)|left|right|lt|rt)\.?\s+)?(eye|mouth|hand|jaw)\b",
         lambda m: f"I can't open my {side_said(m.group(1))}{m.group(2).lower()}"),
    rule(r"^\s*(?:eye)?lids? (?=(?:is |are )?(?:red|puffy|swollen|droopy|drooping)\b)", "my eyelid is "),
    rule(r"^\s*cramp(?:ing|s|y)? ((?:(?-i:L|R)|left|right|lt|rt)\.?\s+)?(side|flank|belly|tummy|abdomen)\s*$",
         lambda m: f"I've got cramping pain in my {side_said(m.group(1))}{m.group(2).lower()}"),
    # the patient typed by trade before what was done to them ("electrician zapped by a 600 volt panel"): "I was zapped"
    rule(r"^\s*(?:an? |the )?(?:electrician|plumber|roofer|carpenter|welder|mechanic|farmer|builder|labou?rer|painter|gardener|"
         r"landscaper|line(?:s)?man|worker|chef|cook|climber|swimmer|surfer|skier|hiker|deckhand|"
         r"fisherman|miner|logger|tradie|apprentice)\s+(?:was\s+)?(?=(?:zapped|hit|struck|thrown|bitten|stung|stabbed|shot|kicked|crushed|"
         r"trapped|pinned|run over|knocked|burned|burnt|electrocuted|shocked|cut|gored|trampled)\b)", "I was "),
    rule(r"^\s*((?:(?-i:L|R)|left|right|lt|rt)\.?\s+)?(shoulder|knee ?cap|kneecap|patella|elbow|hip|jaw|finger|thumb) popped out( again)?\s*$",
         lambda m: f"my {side_said(m.group(1))}{m.group(2).lower()} has popped out{m.group(3) or ''}"),
    rule(r"^\s*((?:beach |indoor |touch |flag |ice |field |street |water |pick-?up )?(?:volleyball|basketball|netball|tennis|squash|badminton|"
         r"softball|baseball|dodgeball|lacrosse|soccer|football|footy|rugby|hockey|cricket|futsal|handball|polo|frisbee|ultimate))\s*$",
         lambda m: f"it happened playing {m.group(1).lower()}"),  # "L shoulder, out again, beach volleyball": never "I've got beach volleyball"
    rule(r"^\s*(?:long |\d+ ?h(?:ou)?r )?(bus|coach|train|car|plane) (trip|ride|journey)\b", lambda m: f"I've just had a {m.group(1).lower()} {m.group(2).lower()}"),
]
