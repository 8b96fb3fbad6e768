"""Typed fragments said as a person says them: how a part typed first goes on, a chain typed with "and" said piece by piece,
an animal's doing said the other way round, a tool to a part, a reading at a clinic (2026-12an terse, training).

Each rule reads one complaint item before the registration vocabulary does (``typed_rules.BEFORE_TERMS`` runs them in
place); what the rule says is the patient's own first-person clause, so the speech stays the patient's however the desk
typed it.
"""

from __future__ import annotations

import re

from .rewrites import Rule, rule
from .typed_words import side_said

__all__ = ["FRAGMENT_RULES"]

#: What an animal did to the patient, said the other way round ("horse bucked her off": "I was bucked off by a horse").
_PASSIVE = {"threw": "thrown", "bit": "bitten"}


FRAGMENT_RULES: list[Rule] = [
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
    rule(r"^\s*(horse|pony|cow|bull|dog|cat|ram|goat)\b(.*?)\s(bucked|threw|kicked|bit|trampled|knocked|butted|charged)\s+(?:her|him|them|me)\b\s*(off|over|down)?",
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
         lambda m: f"the voices are telling me to {m.group(1).lower()} my {m.group(2).lower()}"),
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
    rule(r"^\s*([\w ]+?) (ladder|stairs?|steps?) slip(?:ped)?\b", lambda m: f"I slipped on the {m.group(1).lower()} {m.group(2).lower()}"),
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
