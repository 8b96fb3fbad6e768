"""The 2026-12ax and 2026-12ay desks' habits, said as a person says them: a pertinent negative typed "neg" ("neg fever"), "n" for "and"
("red n hot"), the patient's state typed without its verb ("now back to himself", "happened once before"), a wound or a
part typed before what it is ("blister size of a quarter", "burned back of right hand", "right ear sore n itchy"), the
one who heard or saw it typed first ("wife heard him fall"), and the desk's words for itself ("slurring but answers");
"accomp by" for who came along, minutes as "mins" (2026-12ay; its "plus" before an added finding is
``abbreviations._TYPIST_LINK``'s, beside "but").

Left to the complaint builder they were said as typed (training, after the set's one measurement): "I've got a neg fever",
"I had a wife heard me fall", "I've got blister size of a quarter", "I'm burned on the back of my right hand", "I happened
once before". Each rule reads the complaint before the registration vocabulary does (``typed_rules.BEFORE_TERMS`` runs
them in place, after ``desk_fragments``).
"""

from __future__ import annotations

from .rewrites import ITEM_END as _END, ITEM_START as _ITEM, Rule, rule

__all__ = ["HABIT_RULES"]

#: Who is typed as hearing, seeing or bringing the patient ("wife heard him fall", "brother drove him from the lake").
_KIN = (r"(?:wife|husband|partner|mom|mum|mother|dad|father|son|daughter|sister|brother|friend|girlfriend|boyfriend|gf|bf|"
        r"grandma|grandpa|neighbou?r|roommate|flatmate|coworker|co-worker|workmate|carer|aunt|uncle)")
#: A limb or a sense organ typed before its state ("right ear sore n itchy").
_PART = r"(?:ear|eye|knee|ankle|wrist|hand|foot|shoulder|elbow|hip|thumb|finger|toe|calf|leg|arm)"
#: A state of a part, as typed.
_STATE = r"(?:sore|itchy|swollen|red|painful|stiff|numb|hot|weepy|crusty)"
#: What only the patient does, typed with "she"/"he" for the patient; said in the first person.
_BASE = {"wants": "want", "is": "am", "has": "have", "feels": "feel", "wishes": "wish", "will": "will"}

HABIT_RULES: list[Rule] = [
    # "neg fever", "neg head strike": "no"; "n": "and" (42 and 38 rows)
    rule(r"(?<![\w/-])neg (?=(?!for\b)[a-z])", "no ", case_sensitive=True),
    rule(r"(?<=[a-z]) n (?=[a-z])", " and ", case_sensitive=True),
    # a denial that is a doing: "no passing out", "no trouble breathing or swallowing", "no missed period", "no alcohol"
    rule(_ITEM + r"no passing out" + _END, " I didn't pass out"),
    rule(_ITEM + r"no trouble (?:breathing or swallowing|swallowing or breathing)" + _END, " my breathing and swallowing are fine"),
    rule(_ITEM + r"no missed periods?" + _END, " I haven't missed a period"),
    rule(_ITEM + r"no (alcohol|drinking|etoh)" + _END, " I haven't had any alcohol"),
    rule(_ITEM + r"no (?:drugs|drug use)" + _END, " I haven't taken any drugs"),
    # the patient's state typed without its verb
    rule(_ITEM + r"(?:now )?back to (?:himself|herself|themselves|themself|myself)(?: now)?" + _END, " I'm back to myself now"),
    rule(_ITEM + r"no falls?" + _END, " I haven't had a fall"),  # "neg fall", never "I fell at the no"
    rule(_ITEM + r"(?:has )?happened (once|twice|a few times) before" + _END, r" it's happened \1 before"),
    rule(_ITEM + r"first (?:one )?ever" + _END, " it was my first one ever"),
    rule(_ITEM + r"still getting worse" + _END, " it's still getting worse"),
    rule(_ITEM + r"(?:is )?breast-?feeding" + _END, " I'm breastfeeding"),
    rule(_ITEM + r"(now |more |getting )?mixed up about where (?:she|he|they) (?:is|are)\b",
         lambda m: f" I'm {m.group(1) or ''}mixed up about where I am"),
    rule(_ITEM + r"says (?:she|he|they) (still |really )?(wants|is|has|feels|wishes) ",
         lambda m: f" I {m.group(1) or ''}{_BASE[m.group(2).lower()]} "),
    rule(r"\b(shouting|yelling|saying|screaming|threatening) (?:that )?(?:he|she|they) (will|is going to|wants to) ",
         lambda m: f"{m.group(1)} that I {m.group(2).replace('is going', 'am going')} "),
    rule(_ITEM + r"spat (at|on) ", r" I spat \1 "),
    rule(_ITEM + r"(?:is )?(slurring|slurred) but (?:answers|answering|talking|oriented|alert)\b", r" I'm \1 a bit"),
    rule(_ITEM + r"(?:is )?drunk at (a|the) ", r" I've been drinking at \1 "),
    rule(_ITEM + r"(belly|tummy|stomach|chest|back) pain came on ", r" my \1 pain came on "),
    # one who found, heard, saw or drove, typed first: said by the patient as "my wife heard me fall"
    rule(_ITEM + r"found by (?:his |her |their |my )?(" + _KIN + r") (?=\w)", r" my \1 found me "),
    rule(_ITEM + r"(?:his |her |their |the )?(" + _KIN + r") found (the|an?|his|her|their) (?=\w)", r" my \1 found \2 "),
    rule(_ITEM + r"(?:his |her |their |the |my )?(" + _KIN + r") (?:says|said|reports|states) (?:he|she|they) ", r" my \1 says I "),
    rule(_ITEM + r"(?:his |her |their |the )?(" + _KIN + r") (heard|saw|watched|noticed|caught|drove|brought|carried) (?:him|her|them|me) ",
         r" my \1 \2 me "),
    # a wound or a part typed before what it is
    rule(r"(?<!\ba )(?<!\bthe )\b(blister|lump|swelling|bump|lesion|sore|bruise|mass|wound|cut) (?:the )?size of (?:a |an )?",
         r"a \1 the size of a "),
    rule(_ITEM + r"(burned|burnt|scalded|cut|grazed|scraped|slashed) (?:on )?(?:the )?back of (?:my |his |her |their )?(?=(?:left |right )?(?:hand|leg|neck|head|knee|arm)\b)",
         r" I \1 the back of my "),
    rule(_ITEM + r"cut (above|below|under|on|over) (?:my |his |her |their |the )?(left |right )?(eyebrow|eye|lip|chin|knee|ear)\b",
         r" I've got a cut \1 my \2\3"),
    rule(_ITEM + r"((?:left|right) " + _PART + r") (" + _STATE + r")(?: (?:and|n) (" + _STATE + r"))?(?= |$|,)",
         lambda m: f" my {m.group(1).lower()} is {m.group(2).lower()}" + (f" and {m.group(3).lower()}" if m.group(3) else "")),
    rule(_ITEM + r"(belly|stomach|head|chest|face|knee|back) hit (the|a|an) ", r" my \1 hit \2 "),
    rule(_ITEM + r"(?:had (?:a )?)?(kidney|liver|heart|lung|pancreas|bone marrow) transplant\b", r" I've had a \1 transplant"),
    rule(r"(?<!\ba )(?<!\bthe )\b(dark curtain|grey curtain|gray curtain|stripe of|band of) ", r"a \1 "),
    rule(_ITEM + r"erection for (?=\w)", " an erection for "),  # (the 2026-12ao desk's "erection 5 hrs after ..." is its own rule's)
    rule(_ITEM + r"(?:pt is |patient is )?(?:an? )?(nurse|doctor|paramedic|phlebotomist|dentist|hygienist|cleaner|medic) from (the|a) ",
         r" I'm a \1 from \2 "),
    rule(_ITEM + r"(?:a )?scan (last week|yesterday|(?:\w+ )?(?:days?|weeks?) ago) showed (?:it|the (?:pregnancy|baby)) (?:was )?in the (?:womb|uterus)\b",
         r" I had a scan \1 that showed the pregnancy was in my womb"),
    rule(_ITEM + r"(?:her |his |the )?(mom|mum|mother|dad|father|parents?) (wants|asks|is asking) (?=\w)", r" my \1 \2 "),
    rule(_ITEM + r"(early|late) pregnancy with ", lambda m: f" I'm in {m.group(1).lower()} pregnancy and I've got "),
    rule(_ITEM + r"talked down (from|off) (a|an|the) ", r" I was talked down \1 \2 "),
    # the desk's own exam and its reasons, never spoken ("but belly soft", "leans forward for relief", "hungry right after")
    rule(r",? but (?:belly|abdo|abdomen) (?:is )?soft\b", ""),
    rule(_ITEM + r"leans forward for relief" + _END, " leaning forward helps"),
    rule(_ITEM + r"hungry right after(?: feeds?)?" + _END, " hungry again right after"),
    rule(_ITEM + r"(?:her |his |my )?(boss|work|employer|school|college|manager) wants a (note|certificate|letter|sick note)"
         r"(?: before (?:she|he|they) (?:goes|go) back)?" + _END,
         lambda m: f" my {m.group(1).lower()} wants a {m.group(2).lower()}" + (" before I go back" if "back" in m.group(0) else "")),
    rule(r"\b(low|lower|upper) belly pain both sides\b",
         lambda m: f"pain {'high' if m.group(1).lower() == 'upper' else 'low'} in my belly on both sides"),
    rule(_ITEM + r"pain (upper|lower|low) (belly|abdomen|tummy) (boring|going|shooting|spreading)", r" pain in my \1 \2 \3"),
    rule(r"\bburning when peeing and drip from the tip\b", "burning when peeing, dripping from the tip"),
    rule(r"\b(worst headache of (?:my|her|his|their) life) (came on|started|began|hit)\b", r"the \1, it \2"),
    rule(_ITEM + r"(?:sp|s/p|status post) (slip|trip|dirt bike crash|bike crash|car crash|motorbike crash|hip replacement|knee replacement)\b",
         r" after a \1"),
    # The 2026-12ay desk (training, after the set's one measurement; its "plus chills", said "I've got plus chills" in 42 rows,
    # is abbreviations' _TYPIST_LINK's): minutes clipped to "mins", a man "shoots heroin", a pulse "back", the crew's shocks, a sweat
    # typed as "drenched in sweat", a swelling "size of an egg" typed after its state.
    # (a count typed "10 min" is the vocabulary's, said "ten minutes"; the desk's plural "mins" and "a min" are not)
    rule(r"(?<=\ba) min\b", " minute"),
    rule(r"(?<=\d) ?mins\b|(?<=\bfew) mins\b|(?<=\bevery) mins\b", " minutes"),
    rule(_ITEM + r"shoots (heroin|meth|up|drugs)\b", lambda m: " I inject heroin" if m.group(1) == "heroin" else " I inject drugs"),
    rule(_ITEM + r"(?:with a )?pulse back" + _END, " they got my pulse back"),
    rule(_ITEM + r"shocked (once|twice|\d+ times|three times) by (?:the )?(medics|paramedics|ems|ambulance crew|crew)\b", r" I was shocked \1 by the \2"),
    rule(_ITEM + r"(?:is )?drenched in sweat" + _END, " I'm drenched in sweat"),
    rule(r"\b(hot|swollen|red|hard|tender)(?: and)? swollen size of (?:a |an )?", r"\1 and swollen, the size of an "),
    rule(_ITEM + r"only opens (?:her |his |their )?eyes when (?:rubbed|pinched|shaken) hard" + _END, " I only open my eyes when I'm rubbed hard"),
    rule(_ITEM + r"smells of (beer|alcohol|booze|drink|wine|liquor)" + _END, r" I've been drinking \1"),
    rule(_ITEM + r"(?:was )?out (?:for )?(?:less than|under) (?:a|an|one) (?:min|minute)" + _END, " I was out for less than a minute"),
    rule(_ITEM + r"no warning" + _END, " there was no warning"),
    rule(_ITEM + r"(looked|looks) like (coffee grounds|blood|tar|jelly)\b", r" it \1 like \2"),
    rule(_ITEM + r"(friend|roommate|partner|girlfriend|boyfriend|wife|husband|mom|mum|dad|brother|sister) gave (?:him |her |them )?(?:one |a |an )?"
         r"(naloxone|narcan)(?: (nose spray|nasal spray|spray|shot|injection|dose))?\b",
         lambda m: f" my {m.group(1).lower()} gave me {m.group(2).lower()}" + (f" {m.group(3).lower()}" if m.group(3) else "")),
    # ("I said I would" is heard as a hypothetical: the plan is said as one, "I was going to": 2026-12ay terse, training)
    rule(_ITEM + r"said (?:he|she|they) (would|will|was going to|wanted to) ",
         lambda m: " I said I wanted to " if m.group(1).lower() == "wanted to" else " I said I was going to "),
    rule(_ITEM + r"(small |tiny |deep )?(hole|puncture|cut|wound) in (?:the )?ball of (?:my |his |her )?", r" I've got a \1\2 in the ball of my "),
    rule(_ITEM + r"last tetanus (?:shot|jab|booster)? ?(?:unknown|not known|unsure|\?)" + _END, " I don't know when I last had a tetanus shot"),
    rule(_ITEM + r"(lower |upper )?(belly|tummy|stomach) (full|swollen|bloated|tight|hard) and (crampy|sore|tender|painful)\b",
         r" my \1\2 is \3 and \4"),
    rule(_ITEM + r"red(?:ness)? (creeping|spreading|tracking|moving) (up|down) (?:toward|towards|to) (?:the |my |his |her )?", r" the redness is \1 \2 towards my "),
    rule(r"\b(feeding|eating|playing) (well|normally|ok) and smiley\b", r"\1 \2 and smiling"),
    rule(_ITEM + r"(roommate|partner|wife|husband|sister|brother|kids?|son|daughter|mom|dad) (?:is )?itch(?:ing|y) too" + _END, r" my \1 is itchy too"),
    # "cold and clammy" is how the skin feels, never "a cold"; "never had this before" is the patient's own first time
    rule(_ITEM + r"(?:is |feels? )?cold (?:and|n) clammy" + _END, " I'm cold and clammy"),
    rule(_ITEM + r"never had (this|it|anything like (?:this|it)) before" + _END, r" I've never had \1 before"),
    # one fit typed as a count ("one seizure at 7 am": said "I had a one seizure")
    rule(_ITEM + r"(?:had )?(?:one|1|a single) (seizure|fit|convulsion)\b", r" I had one \1"),
    # who came along ("accomp by a fire crew", "accomp by shelter staff"): the nurse sees them, nobody says it as a complaint
    rule(_ITEM + r"accomp(?:anied)?\.? by:? [^,;]+" + _END, ""),
    # (typed before another denial, the two are one item by now: "no trouble peeing or pooping no numb groin")
    rule(_ITEM + r"no trouble (peeing|pooping|walking|swallowing|breathing|talking) or (peeing|pooping|walking|swallowing|breathing|talking)"
         r"(?:\s+(?=no\b)|" + _END + ")", r" I'm \1 and \2 fine, "),
    rule(_ITEM + r"(heavy|very heavy|really heavy) period" + _END, r" I've got a \1 period"),
    rule(_ITEM + r"(gallbladder|appendix|tonsils|womb|uterus|spleen|kidney) (?:taken )?out ", r" I had my \1 out "),
    rule(_ITEM + r"size of (?:a |an )?(?=\w)", " it's the size of a "),
    rule(_ITEM + r"(?:(?:he|she|I) )?found (?:his |her |their |my )?(right|left) (arm|leg|hand|side) (limp|weak|numb|floppy)\b",
         r" I found my \1 \2 \3"),
]
