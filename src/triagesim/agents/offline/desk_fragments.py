"""The desk's words around a typed fragment, said as the patient says them.

A registration desk frames what it types with words of its own: a recency or a severity before the finding ("new swollen L
calf", "severe vomiting bright red blood", "bad crush R hand"), a link after the complaint ("..., but no LOC", "...,
otherwise fit", "..., still has them"), the patient typed as a person before what they did ("Newborn vomiting green",
"Teenager punching walls"), a reading on a machine, a headline a teaching vignette writes ("Feels like a fish bone in the
throat"). Each is said here as speech before the registration vocabulary reads the item (``typed_rules.BEFORE_TERMS``
holds them in its order); the 2026-12ap terse and ATS sets (training) brought most of them, said then as "I'm new swollen
left calf", "my but fingers are fine" and "he's got teenager punching walls".
"""

from __future__ import annotations

from .rewrites import Rule, rule

__all__ = ["DESK_FRAGMENT_RULES"]

DESK_FRAGMENT_RULES: list[Rule] = [
    # "still has them" is the patient's "I still have them", never "I have still them" (2026-12ap terse, training)
    rule(r"(?:^|(?<=[,;]))\s*still (?:has|have) (them|it|some|the \w+|a \w+)\s*(?=$|[,;])", r"I still have \1"),
    # a recency or a severity typed before what it qualifies (2026-12ap terse, training: "I'm new swollen left calf", "I've got
    # new swelling left ring finger", "I've got severe vomiting bright red blood", "I've got bad crush right hand"): said as
    # the patient says it
    rule(r"(?:^|(?<=[,;]))\s*new (?:swollen|swelling(?: (?:of|in))?) ((?:(?:L|R|left|right) )?(?:[a-z]+ ){0,2}?[a-z]+)\s*(?=$|[,;])",
         r"my \1 has started swelling up"),
    rule(r"(?:^|(?<=[,;]))\s*new ([a-z]+) swelling\s*(?=$|[,;])", r"my \1 has started swelling up"),
    rule(r"(?:^|(?<=[,;]))\s*(?:severe|bad|heavy) (vomiting|throwing up|bringing up) ((?:bright |fresh |dark )?(?:red )?blood)\b", r"\1 a lot of \2"),
    rule(r"(?:^|(?<=[,;]))\s*((?:L|R|left|right) )?(shoulder|knee ?cap|kneecap|hip|jaw) out\b(?! of| again)", r"my \1\2 came out"),
    rule(r"(?:^|(?<=[,;]))\s*((?:L|R|left|right) )?(knee|ankle|leg|legs|hip) (buckled|gave way|gave out|locked)\b", r"my \1\2 \3"),
    rule(r"(?:^|(?<=[,;]))\s*(second|third|fourth|fifth|\d{1,2}(?:st|nd|rd|th)) time\s*(?=$|[,;])", r"it's the \1 time this has happened"),
    rule(r"(?:^|(?<=[,;]))\s*(L|R|left|right) side\s*(?=$|[,;])", r"it's my \1 side"),
    rule(r"(?:^|(?<=[,;]))\s*no (?:head (?:knock|strike|bang|injury)|knock to (?:the |my )?head|bang to (?:the |my )?head)\s*(?=$|[,;])", "I didn't hit my head"),
    rule(r"(?:^|(?<=[,;]))\s*(?:saving|saved|stockpiling|hoarding) (?:up )?(?:my |his |her )?((?:\w+ ){0,2}?(?:insulin pens|insulin|tablets|pills|meds|medicines))"
         r" to take (?:them )?all at once\s*(?=$|[,;])", r"I've been saving up my \1 to take them all at once"),
    # more of the same desk's fragments, said as a patient says them (2026-12ap terse, training)
    rule(r"(?:^|(?<=[,;]))\s*new ((?:(?:painful|sore|tender|red|hard|itchy|hot|swollen) )+)(lump|bump|rash|lesion|spot|blister|growth|mass)\b",
         r"I've got a new \1\2"),
    rule(r"(?:^|(?<=[,;]))\s*(severe|bad|awful|terrible) (headache|head pain) (?:sudden|suddenly|came on suddenly)\b", r"a sudden \1 \2"),
    rule(r"(?:^|(?<=[,;]))\s*near(?:ly)?[- ]drown(?:ing|ed)?(?: in)? (?:a |the )?((?:backyard |garden |swimming |hotel |home |paddling )?"
         r"(?:pool|bath|bathtub|river|lake|sea|dam|pond))\b", r"I nearly drowned in the \1"),
    rule(r"(?:^|(?<=[,;]))\s*still (hurts|aches|burns|stings|itches)(?: to (\w+))?\b", lambda m: f"it still {m.group(1)}" + (f" when I {m.group(2)}" if m.group(2) else "")),
    rule(r"(?:^|(?<=[,;]))\s*still in the (car|ambulance|waiting room)\s*(?=$|[,;])", r"I'm still in the \1"),
    rule(r"(?:^|(?<=[,;]))\s*still (alarming|beeping|oozing|leaking)\b", r"it's still \1"),
    rule(r"(?:^|(?<=[,;]))\s*(swollen|red|hot|tender|painful|itchy)(?: and | )(sore) ((?:L|R|left|right) )?"
         r"(testicle|knee|ankle|wrist|elbow|eye|ear|finger|toe|foot|hand|calf|leg|arm|breast|jaw|throat|shoulder|hip|thumb)\b",
         lambda m: f"my {m.group(3) or ''}{m.group(4).lower()} has been {m.group(1).lower()} and {m.group(2).lower()}"),
    rule(r"(?:^|(?<=[,;]))\s*(?:a |the )?((?:watch |button |coin )?batter(?:y|ies)|coins?|magnets?|marbles?|beads?|pins?|screws?|keys?|earrings?) swallowed\b",
         lambda m: f"I swallowed {'some' if m.group(1).lower().endswith(('s', 'ies')) else 'a'} {m.group(1)}"),
    rule(r"(?:^|(?<=[,;]))\s*worried (?=(?:it|about|that)\b)", "I'm worried "),
    rule(r"(?:^|(?<=[,;]))\s*(?:the )?(?:baby )?(?:kicks|kicking|moves|moving) less\b", "the baby is moving less"),
    rule(r"(?:^|(?<=[,;]))\s*fingers? (?:move|moving) (?:fine|ok|okay|normally|well)\s*(?=$|[,;])", "I can move my fingers fine"),
    rule(r"(?:^|(?<=[,;]))\s*(?:a )?(car|van|truck|taxi) door (?:opened|swung open|was opened) (?:into|onto|on) (?:his|her|my|their) (bike|bicycle|scooter)\b",
         r"I was knocked off my \2 when a \1 door opened into it"),
    rule(r"(?:^|(?<=[,;]))\s*(\w+) taken (?:twice|two times) by (?:a )?mistake\b", r"I took my \1 twice by mistake"),
    rule(r"(?:^|(?<=[,;]))\s*pill ?box mix[- ]?up\s*(?=$|[,;])", "I got my pill box wrong"),
    rule(r"(?:^|(?<=[,;]))\s*clear[- ]headed\s*(?=$|[,;])", "my head is clear"),
    rule(r"(?:^|(?<=[,;]))\s*bed ?bound\s*(?=$|[,;])", "I'm bedbound anyway"),
    rule(r"(?:^|(?<=[,;]))\s*(LVAD|VAD|pump) (low flow|low power|high power|power|flow) alarm\b", r"my \1 is giving a \2 alarm"),
    rule(r"(?:^|(?<=[,;]))\s*chest (?:is )?(barely|hardly) moving\b", r"my chest is \1 moving"),
    rule(r"(?:^|(?<=[,;]))\s*crampy\s*(?=$|[,;])", "it's crampy"),
    rule(r"(?:^|(?<=[,;]))\s*(copes|manages|lives) (?:alone|on (?:his|her|their) own)\s*(?=$|[,;])",
         lambda m: {"copes": "I cope on my own", "manages": "I manage on my own", "lives": "I live alone"}[m.group(1).lower()]),
    rule(r"(?:^|(?<=[,;]))\s*(throws up|vomits|spits up|brings up|brings back) (every|each|after|with|all)\b",
         lambda m: f"I {m.group(1).lower().replace('throws', 'throw').replace('vomits', 'vomit').replace('spits', 'spit').replace('brings', 'bring')} {m.group(2)}"),
    rule(r"(?:^|(?<=[,;]))\s*(eye|eyes|mouth) (?:is |are )?hard to open\b", r"it's hard to open my \1"),
    rule(r"(?:^|(?<=[,;]))\s*((?:L|R|left|right) )?([a-z]+(?: and [a-z]+)?) (scraped|grazed|skinned)( raw)?\b", r"I've \3 my \1\2\4"),
    rule(r"\b(?:on (?:the |my )?)?back of ((?:L|R|left|right) )?(hand|foot)\b", r"on the back of my \1\2"),
    rule(r"\b((?:L|R|left|right) )(index|middle|ring|little|pinky)\b(?! (?:finger|toe|fingers|toes)\b)", r"\1\2 finger"),
    rule(r"(?:^|(?<=[,;]))\s*mild swelling (?:of |in |to )?((?:L|R|left|right) )?((?:index |middle |ring |little |big )?[a-z]+)\b", r"my \1\2 is a bit swollen"),
    rule(r"(?:^|(?<=[,;]))\s*(?:finger ?)?tip droops\s*(?=$|[,;])", "my fingertip droops"),
    rule(r"(?:^|(?<=[,;]))\s*otherwise (fit and well|fit|well|healthy)\s*(?=$|[,;])", r"I'm normally \1"),
    rule(r"(?:^|(?<=[,;]))\s*wobbly at the base\s*(?=$|[,;])", "it's wobbly at the base"),
    rule(r"(?:^|(?<=[,;]))\s*stitches (?:due out|to come out|out)(?: (?:of|from|in))? (?:my |the )?((?:L|R|left|right) )?([a-z]+)\s*(?=$|[,;])", r"my \1\2 stitches are due out"),
    rule(r"(?:^|(?<=[,;]))\s*still (clean|dry|clean and dry|healing well|healing)\s*(?=$|[,;])", r"it's still \1"),
    rule(r"(?:^|(?<=[,;]))\s*collapsed? (mid[- ]sprint|mid[- ]game|mid[- ]match|while running|during (?:a |the )?\w+)\b", r"I collapsed \1"),
    rule(r"(?:^|(?<=[,;]))\s*(?:husband|wife|partner|mum|mom|dad|mother|father|son|daughter|friend) answering for (?:her|him|them)\s*(?=$|[,;])", ""),
    rule(r"(?:^|(?<=[,;]))\s*(?:the )?whole (family|house|household) (dizzy|sick|vomiting|unwell|drowsy|has headaches)\b", r"the whole \1 is \2"),
    rule(r"(?:^|(?<=[,;]))\s*(muddled|confused|drowsy)\s*(?=$|[,;])", r"I'm \1"),
    rule(r"(?:^|(?<=[,;]))\s*(?:needs |wants )?(?:a )?new (?:script|prescription|rx)\s*(?=$|[,;])", "I need a new prescription"),
    rule(r"(?:^|(?<=[,;]))\s*(headache|pain|fever|seizure|fit)[- ]free\s*(?=$|[,;])",
         lambda m: "I'm not in any pain" if m.group(1).lower() == "pain" else f"I haven't had a {m.group(1).lower()}"),
    rule(r"(?:^|(?<=[,;]))\s*still (sees|hears|walks|talks|eats|drinks) (fine|ok|okay|well|normally)\s*(?=$|[,;])",
         lambda m: f"I can still {m.group(1)[:-1]} {m.group(2)}"),
    rule(r"(?:^|(?<=[,;]))\s*(?:a )?bat in the (bedroom|house|room|tent|bed)( overnight)?\b", r"there was a bat in the \1\2"),
    rule(r"(?:^|(?<=[,;]))\s*tick(?:'s|s)? head (?:left |still )in(?: the skin)?\s*(?=$|[,;])", "the tick's head is still in my skin"),
    rule(r"(?:^|(?<=[,;]))\s*still (burning|stinging|itching|throbbing|swelling)\s*(?=$|[,;])", r"it's still \1"),
    rule(r"(?:^|(?<=[,;]))\s*new word mix[- ]?up and ((?:L|R|left|right) )?(hand|arm|leg|face) weak\b", r"my words got mixed up and my \1\2 went weak"),
    rule(r"(?:^|(?<=[,;]))\s*(?:new )?word mix[- ]?up\b", "my words have been getting mixed up"),
    rule(r"(?:^|(?<=[,;]))\s*still no (?=\w)", "no "),
    rule(r"(?:^|(?<=[,;]))\s*back to (?:her|him|my|their)? ?(?:self|selves|usual self|normal|baseline)\s*(?=$|[,;])", "I'm back to myself now"),
    rule(r"\b(?:daughter|son|wife|husband|family|carer|partner) says (?:she was |he was )?sharp last week\b", "I was sharp last week"),
    rule(r"(?:^|(?<=[,;]))\s*no falls?\s*(?=$|[,;])", "I haven't fallen"),
    rule(r"(?:^|(?<=[,;]))\s*(brother|sister|mum|mom|dad|son|daughter|roommate|flatmate|friend|classmate|partner)s? (?:has|had) (strep(?: throat)?|the flu|flu|covid|chickenpox|measles|scabies|a cold|gastro|norovirus)\b",
         lambda m: f"my {m.group(1).lower()} had {'strep throat' if m.group(2).lower().startswith('strep') else m.group(2)}"),
    rule(r"(?:^|(?<=[,;]))\s*chainsaw kick ?back (?:into |to )?((?:L|R|left|right) )?([a-z]+)\b", r"my chainsaw kicked back into my \1\2"),
    rule(r"(?:^|(?<=[,;]))\s*bleeding (slowed|stopped|eased) with (?:a )?(towel|cloth|bandage|pressure|tea towel)\b",
         lambda m: f"the bleeding {m.group(1).lower()} with {'' if m.group(2).lower() == 'pressure' else 'a '}{m.group(2)}"),
    rule(r"(?:^|(?<=[,;]))\s*(?:a )?(dumbbell|weight|brick|box|pallet|tv|television|rock|log) (?:dropped |fell )?on (?:my |his |her )?((?:L|R|left|right) )?(foot|toes?|hand|fingers?)\b",
         r"I dropped a \1 on my \2\3"),
    rule(r"(?:^|(?<=[,;]))\s*off (?:his |her |my )?(\w+(?:one|ine|pine|ium|meds|medication|medicines|tablets))\s*(?=$|[,;])", r"I've stopped taking my \1"),
    rule(r"(?:^|(?<=[,;]))\s*((?:L|R|left|right) )?(knee|ankle|wrist|back|neck) twist(?:ed)?\b", lambda m: f"I twisted my {m.group(1) or ''}{m.group(2).lower()}"),
    rule(r"(?:^|(?<=[,;]))\s*swelled (?:up )?(fast|quickly|straight away|immediately)\s*(?=$|[,;])", r"it swelled up \1"),
    rule(r"(?:^|(?<=[,;]))\s*new (streaks|specks|flecks) of blood in (?:the |my )?(?:vomit|sick)\b", r"I've noticed \1 of blood when I'm sick"),
    rule(r"(?:^|(?<=[,;]))\s*faint (in|at|during|on) ", r"I fainted \1 "),
    rule(r"(?:^|(?<=[,;]))\s*(hot|grey|gray|pale|sweaty|clammy)(?: and (hot|grey|gray|pale|sweaty|clammy))? first\b",
         lambda m: f"I felt {m.group(1)}" + (f" and {m.group(2)}" if m.group(2) else "") + " first"),
    rule(r"(?:^|(?<=[,;]))\s*hot and (sleepy|floppy|drowsy) (at|with|during) feeds\b", r"I'm hot and \1 \2 feeds"),
    rule(r"(?:^|(?<=[,;]))\s*born at term\s*(?=$|[,;])", "I was born on time"),
    rule(r"(?:^|(?<=[,;]))\s*(?:it )?usually (pops|goes|slips) back(?: in)?\s*(?=$|[,;])", r"it usually \1 back in"),
    rule(r"(?:^|(?<=[,;]))\s*(?:a )?((?:groin|belly|tummy|umbilical|hernia) )?lump (?:wont|won't|will not|doesn'?t|does not) go back(?: in)?\b", r"I've got a \1lump that won't go back in"),
    rule(r"(?:^|(?<=[,;]))\s*overdose (?:of )?((?:about|around|approx(?:imately)?|roughly|maybe) )?(\d+) of ", r"I took \1\2 of "),
    rule(r"(?:^|(?<=[,;]))\s*cut ((?:L|R|left|right) )?(brow|eyebrow|lip|chin|forehead|scalp|cheek|finger|thumb|hand|knee|shin|palm)\s*(?=$|[,;])", r"I've got a cut on my \1\2"),
    rule(r"(?:^|(?<=[,;]))\s*not sleeping and ((?:strange|odd|weird|funny|racing) (?:ideas|thoughts|beliefs))\b", r"I haven't been sleeping and I've had \1"),
    rule(r"\b(talking|talks|talked|saying|says) about not wanting to (wake up|live|be alive|be here|go on)\b", r"\1 about how I don't want to \2"),
    rule(r"(?:^|(?<=[,;]))\s*(?:a |the )?(?:child|boy|girl|man|woman|toddler|patient|teen|teenager|elderly (?:man|woman)) found "
         r"(wandering|lying|asleep|collapsed|unresponsive|outside|alone)\b", r"I was found \1"),
    # a reading on a machine, typed as "High reading on my new blood pressure machine": the machine's, said with where it was
    # (a home or a chemist's machine is no triage monitor: the item was dropped, and "I've been feeling unwell" said)
    rule(r"(?:^|(?<=[,;]))\s*(?:a )?(high|raised|very high|low) (?:bp |blood pressure )?reading on (?:my |the |her |his )?(new |home )?"
         r"(?:blood pressure |bp )?(?:machine|monitor|cuff)(?: at (?:the )?(chemist|pharmacy|gp'?s?|work|gym|supermarket))?\b",
         lambda m: f"I got a {m.group(1).lower()} reading on {'the' if m.group(3) else 'my'} {(m.group(2) or '').lower()}blood pressure machine "
                   f"at {('the ' + m.group(3).lower()) if m.group(3) else 'home'}"),
    rule(r"(?:^|(?<=[,;]))\s*(?:the )?baby (?:is |has been )?moving less near (?:my|her) due date\b", "I'm near my due date and the baby's been moving less"),
    rule(r"(?:^|(?<=[,;]))\s*one of (?:my|her|his) (usual )?(migraines|headaches|attacks|turns|fits|flare-?ups)\b", r"I've got one of my \1\2"),
    rule(r"(?:^|(?<=[,;]))\s*yellow (?:newborn|new-born|baby|newborn baby)\s*(?=$|[,;])", "I've gone yellow"),
    # the patient typed as a person before what they did ("Newborn vomiting green", "Teenager punching walls", "Baby cold,
    # mottled and grunting"; 2026-12ap ATS, training: "he's got teenager punching walls", "he's got a baby cold"): the speaker
    # is that person; a baby that moves less is the one inside, and stays
    rule(r"(?:^|(?<=[,;]))\s*(?:a |the )?(?:newborn|new-born|baby|toddler|infant|teenager|teen)(?: (?:boy|girl|baby))? "
         r"(?:with (?=(?![^,;]*\b(?:found|noticed|seen|picked up)\b)\w)|"
         r"(?=(?!(?:moving|kicking|being|working|having|getting|looking|feeling)\b)[a-z]+ing\b|(?:cold|hot|floppy|limp|pale|blue|grey|mottled|sleepy|unsettled|irritable|"
         r"jaundiced|yellow)\b))", ""),
    rule(r"(?:^|(?<=[,;]))\s*(?:a |the )?(?:toddler|child|boy|girl|man|woman|baby|kid) pulled (?:out )?(?:from|out of) ", "I was pulled from "),
    rule(r"(?:^|(?<=[,;]))\s*held down by (staff|security|police|the staff)\b", r"I was held down by \1"),
    rule(r"(?:^|(?<=[,;]))\s*feels? like (?:a |there'?s a )?(fish ?bone|bone|something) (?:stuck )?in (?:the|my) throat\b", r"it feels like there's a \1 stuck in my throat"),
    rule(r"(?:^|(?<=[,;]))\s*locked out\b", "I'm locked out"),
    rule(r"(?:^|(?<=[,;]))\s*ringing in (?:the|my|her|his) ears kept (?:her|him|me) awake\b", "the ringing in my ears kept me awake"),
    rule(r"(?:^|(?<=[,;]))\s*motor ?(?:bike|cycle) rider hit (?:a |an )?(\w+)", r"I hit a \1 on my motorbike"),
    rule(r"\bat speed\b", "at high speed"),
    rule(r"(?:^|(?<=[,;]))\s*chest pain then (grey|gray|pale|sweaty|clammy) and (faint|dizzy|light-headed)\b", r"I had chest pain, then I went \1 and \2"),
    rule(r"(?:^|(?<=[,;]))\s*shivers and (muddled|confused)\b", r"I've got the shivers and I'm \1"),
    rule(r"(?:^|(?<=[,;]))\s*with swollen (ankles|legs|feet)\s*(?=$|[,;])", r"my \1 are swollen"),
    rule(r"(?:^|(?<=[,;]))\s*more (?:breathless|short of breath)\b", "my breathing is worse than usual"),
    rule(r"(?:^|(?<=[,;]))\s*hot (oil|water|fat) (?:over|down|on) both (legs|arms)\b", r"I got hot \1 all over both my \2"),
    rule(r"(?:^|(?<=[,;]))\s*(?:my|her|his) usual (migraine|headache)s? but worse\b", r"I've got one of my usual \1s, but it's worse"),
    rule(r"(?:^|(?<=[,;]))\s*hot (?:toddler|baby|child|boy|girl) who (?:will not|won'?t) (play|feed|eat|settle)\b", r"I'm hot and I won't \1"),
    rule(r"(?<=\band )burning when (?:passing|I pass) (?:water|urine)\b", "it burns when I pass water"),
    rule(r"(?:^|(?<=[,;]))\s*(?:the )?condom (split|broke|came off)\b", r"I had sex and the condom \1"),
    rule(r"(?:^|(?<=[,;]))\s*cold(?:,| and)? mottled(?:,? and grunting)?\b", lambda m: "I'm cold and mottled" + (" and I've been grunting" if "grunting" in m.group(0) else "")),
    rule(r"(?:^|(?<=[,;]))\s*bleeding and a (hard|swollen|tender)(?:,| and)? (painful|sore|tender|hard) (belly|tummy) late in (?:my |her )?pregnancy\b",
         r"I've been bleeding and my \3 is \1 and \2, and I'm late in my pregnancy"),
    rule(r"\bsince (wife|husband|partner|son|daughter|mum|mom|mother|dad|father|brother|sister) (died|passed|passed away|left)\b", r"since my \1 \2"),
    rule(r"\b(mum|mom|dad|nan|gran)s (?=[a-z])", r"\1's "),  # "20 of mums sertraline": mum's, never "mums"
    rule(r"(?:^|(?<=[,;]))\s*(bad |severe )?pinch(?:ed)? (?:of )?((?:L|R|left|right) )?(finger|thumb|hand|toe)s? in (?:a |the )?([a-z]+)\b",
         lambda m: f"I pinched my {m.group(2) or ''}{m.group(3).lower()}" + (" badly" if m.group(1) else "") + f" in a {m.group(4).lower()}"),
    rule(r"(?:^|(?<=[,;]))\s*(bad |severe )?crush(?:ed)? (?:injury (?:to )?)?((?:L|R|left|right) )?(hand|foot|finger|fingers|thumb|arm|leg|toes?)\b",
         lambda m: f"I crushed my {m.group(2) or ''}{m.group(3)}" + (" badly" if m.group(1) else "")),
]
