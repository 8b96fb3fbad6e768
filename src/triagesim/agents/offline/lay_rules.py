"""Lay grammar for a complaint, applied after the abbreviations.

Body parts after the complaint ("bite R leg" -> a bite on my right leg), "after a ...", "X broken", the jargon whose lay
words are a clause ("syncope" -> I fainted), and a desk's typed fragments said as a person says them. The chart words a
lay speaker does not use, and normal findings, are ``plain_words``'s.
"""

from __future__ import annotations

import re

from .rewrites import Rule, rule
from .typed_words import DAYS, SIDE_SAID, number_word, owned, side_said
from ...clinical.speakers import kin_words

__all__ = ["FIRST_EVENT", "LAY_RULES"]

#: A first event typed as a noun ("first seizure at the gym"): had, never "her first seizure at the gym" (thirty-third read).
#: One pattern for the lay phrase here and the complaint's item (``patient.answers.complaint``). Group 1: the event.
FIRST_EVENT = r"^(?:my |her |his )?(?:first|1st) (seizure|fit|faint|blackout|panic attack|asthma attack|migraine)\b"

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
                r"coworker|co-worker|colleague|workmate|priest|pastor|chaplain|"
                # (2026-12au terse, training: "I've got gym buddy drove", "I've got granddaughter with me")
                r"(?:gym |work |school |best )?(?:buddy|mate|pal)|granddaughter|grandson|grandkids|grandchildren|school nurse)")
#: A relative named in an item, whose body the item's parts then are.
_A_RELATIVE = re.compile(r"\b(?:" + "|".join(sorted(kin_words(), key=len, reverse=True)) + r")\b", re.IGNORECASE)


_STATE = r"(?:hot|red|swollen|painful|sore|stiff|tender|warm|numb|bruised)"
_DONE_TO = {"sexual assault": "sexually assaulted", "assault": "assaulted", "abuse": "abused", "rape": "raped"}

LAY_RULES: list[Rule] = [
    rule(r"\b(left|right)\s+sided\b", r"\1-sided"),
    # Typed items said as a person says them (2026-12al, training, the thirty-fifth read's D: "I've run out of town visiting
    # family", "I've got shivery", "I'm painful swollen lump beside anus", "I was pulled from backyard pool", "I've got right
    # eye pain halos vomiting", "I've got a fall against a garden bed", "my bends are fine", "I'm hot swollen knee and fever",
    # "I've got words coming out jumbled", "she's unresponsive in parked car", "I've got disclosed sexual assault at school")
    rule(r"^(?:from )?out of (town|state|the country)\b", r"I'm from out of \1"),
    # (my read of the 2026-12al training runs: "they've been breathing deep and they're fast", "chest pain with a sickle cell",
    # "a sore on my foot that won't heal smells bad", "The room is spinning and vomiting")
    rule(r"\bbreathing (?:deep and fast|fast and deep|deep and rapid|rapid and deep)\b", "breathing fast with big deep breaths"),
    rule(r"\bwith (?:a )?sickle cell\b(?! (?:disease|anaemia|anemia|crisis|trait))", "with sickle cell disease"),
    rule(r"\b(won't heal|will not heal|not healing) (smells?|smelling|stinks?|oozing|weeping)\b", r"\1 and it \2"),
    rule(r"^(?:the )?room (?:is )?spinning and (vomiting|being sick|throwing up)\b", r"the room is spinning and I've been \1"),
    rule(r"^(shivery|shaky|feverish|clammy|sweaty|achy|weak and shivery)\b(?=\s|$)", lambda m: f"I've been feeling {m.group(1).lower()}"),
    rule(r"^(?:unable to|can'?t|cannot|not able to) (pass urine|pass water|pee|wee|urinate)\b(?=\s+since\b)", r"I haven't been able to \1"),
    rule(r"^(?:an? )?((?:(?:painful|tender|hard|red|hot|swollen),? (?:and )?)+)lump (beside|by|near|next to|on|at) (?:the |my )?(?:anus|back passage|bottom)\b",
         lambda m: f"a {m.group(1).strip().rstrip(',').lower()} lump {m.group(2).lower()} my back passage"),
    rule(r"\b(not draining|isn'?t draining|is blocked|blocked) and (?:feeling|feels?) (hot|feverish|shivery|unwell|sick|shaky)\b",
         r"\1 and I'm feeling \2"),
    rule(r"\b(from|into|in|out of) (backyard|back yard|garden|neighbou?r'?s|family|hotel|school|public|local|outdoor|indoor|swimming|paddling) "
         r"(pool|pond|dam|river|lake|creek|canal|trampoline|spa)\b", r"\1 the \2 \3"),
    rule(r"\b(eye pain),? (?:seeing )?halos(?: around lights)?,? (?:and )?(vomiting|nausea|being sick)\b", r"\1, I'm seeing halos around lights and I've been \2"),
    rule(r"^(?:a |had a )?fall (against|into|down) ", r"I fell \1 "),
    rule(r"^(?:it |(?:thumb|finger|toe|knee|elbow|wrist) )?bends (?:ok|okay|fine|normally|well)\s*$", "I can bend it fine"),
    rule(r"^(" + _STATE + r"(?:,? (?:and )?" + _STATE + r")*) (knee|ankle|elbow|wrist|hip|shoulder|big toe|calf|foot|leg) and (?:a )?(fever|temperature|temp)\s*$",
         lambda m: f"my {m.group(2).lower()} is {' and '.join(w for w in re.split(r',? (?:and )?|,', m.group(1).lower()) if w)} and I've got a "
                   f"{'temperature' if m.group(3).lower().startswith('temp') else 'fever'}"),
    rule(r"\b(lump|swelling) (behind|in front of|under|below) (?:my |the )?((?:left |right )?ear) pushing it (forward|out|outwards)\b",
         r"\1 \2 my \3 that's pushing it \4"),
    rule(r"^((?:red|swollen|painful|tender|hard|hot)(?:,? (?:and )?(?:red|swollen|painful|tender|hard|hot))*) (lump|swelling|bump)\b", r"a \1 \2"),
    rule(r"^drunk with (?:a )?split (forehead|lip|chin|eyebrow|head|scalp)\b", r"I'm drunk and I've split my \1"),
    rule(r"^(?:a )?(dull|sharp|constant|nagging|burning|gnawing|crampy|throbbing|stabbing) (ache|pain)\b", lambda m: f"a {m.group(1).lower()} {m.group(2)}"),
    rule(r"\b(around|near|above|below|by|under) the (belly button|navel|tummy|stomach|ribs)\b", r"\1 my \2"),
    rule(r"^(?:my )?words (?:are )?coming out (jumbled|wrong|muddled|garbled|slurred|mixed up)\b", r"my words are coming out \1"),
    rule(r"\bin (?:a )?parked (car|van|truck|ute|vehicle)\b", r"in a parked \1"),
    rule(r"^disclosed (?:a |an )?(sexual assault|assault|abuse|rape)(?: at (school|work|home|college|uni))?\b",
         lambda m: f"I was {_DONE_TO[m.group(1).lower()]}, and I told someone{' at ' + m.group(2).lower() if m.group(2) else ''}"),
    rule(r"^(?:my )?(legs?|arms?|hands?|balance|walking|eyesight|vision|speech|tremor|shaking) (?:are |is )?(weaker|worse|stiffer|more numb|shakier|wobblier) "
         r"than usual with (multiple sclerosis|ms|parkinson'?s|myasthenia)\b",
         lambda m: f"my {m.group(1).lower()} {'are' if m.group(1).lower() in ('legs', 'arms', 'hands') else 'is'} {m.group(2).lower()} than "
                   f"usual, and I've got {m.group(3)}"),
    rule(r"^((?:left |right )?(?:calf|knee|hip|shoulder|neck|foot|arm|leg|wrist|ankle|heel|thigh)) (aching|throbbing|tingling|burning|cramping)\b",
         r"my \1 is \2"),
    rule(r"^((?:left |right )?(?:calf|leg|knee|ankle|foot|arm|hand|wrist|thigh|elbow)) (swollen|red|hot|sore|painful|tender|stiff|numb) and "
         r"(swollen|red|hot|sore|painful|tender|stiff|numb)\b", r"my \1 is \2 and \3"),
    rule(r"^no (swelling|redness|bruising|bleeding|rash|blood) (?:seen|noticed|visible)\b", r"I haven't noticed any \1"),
    rule(r"^(?:a )?sudden (?:the )?worst headache(?: of (?:my )?life| ever)?", "the worst headache of my life, which came on suddenly"),
    rule(r"^(?:a )?(high fever|fever|rash|pain|headache) (?:with|of) (?:no clear|no obvious|unknown|unclear) (?:cause|source|reason)\b",
         r"\1 and we don't know why"),
    rule(r"\bafter (prostate|bowel|kidney|liver|breast|bone marrow|skin|lung|cervical) biopsy\b", r"after a \1 biopsy"),
    rule(r"^bent (?:down )?to (pick up|lift) (toddler|baby|child|son|daughter|grandchild|a box|the shopping)\b",
         lambda m: f"I bent down to {m.group(1)} {'my ' if m.group(2) in ('toddler', 'baby', 'child', 'son', 'daughter', 'grandchild') else ''}{m.group(2)}"),
    # "Heavy feeling in the stomach": a feeling the patient has, in its own body (2026-12aj narrative, training: "I've got heavy
    # feeling in the stomach")
    rule(r"^(heavy|heaviness|tight|burning|funny|strange|weird|squeezing|sinking|fluttering|full|bloated|crushing)\s+(feeling|sensation)\s+in\s+the\s+",
         lambda m: f"a {m.group(1).lower()} {m.group(2).lower()} in my "),
    # "headache and flashing lights": lights the patient sees, never "I've been flashing lights" (2026-12aj narrative, training)
    rule(r"(?<!seeing )(?<!see )(?<!sees )(?<!saw )(?<!with )\bflashing lights\b(?! (?:and floaters|in my vision))", "seeing flashing lights"),
    # "stopped blood thinner", "missed insulin x2": the patient's own medicine, with its "my" (2026-12ai terse, training
    # data by 2026-12aj: "I stopped blood thinner")
    rule(r"\b(stopped|missed|skipped|forgot|ran out of|run out of|restarted|finished)\s+(?!my\b|his\b|her\b|their\b|the\b|a\b|an\b|all\b|some\b|taking\b)"
         r"(blood[- ]thinners?|anticoagulants?|insulin|inhalers?|meds|medications?|medicines?|tablets|pills|antibiotics?|"
         r"antidepressants?|seizure (?:meds|medications?|tablets|pills)|water tablets?|heart (?:meds|tablets|pills))\b",
         lambda m: f"{m.group(1)} my {m.group(2)}"),
    rule(r"\bafter\s+(?:a\s+)?fall\b", "after a fall"),
    rule(r"\bafter\s+(?:a\s+|an\s+)?(?:cardiac\s+)?arrest\b", "after my heart stopped"),
    rule(r"\bhistory\s+(?:of\s+)?(?:a\s+)?cardiac arrest\b", "my heart stopped once before"),
    rule(r"\bcardiac arrest\b", "my heart stopped"),
    rule(r"\bROSC\b", "they got my heart going again"),
    # a denied head strike is a clause of its own, not "I haven't got any I hit my head" (2026-12l read)
    rule(r"\b(?:no|denies|without(?: a)?)\s+(?:head strike|headstrike|hit(?:ting)? (?:my |the )?head|head injury)\b", "I didn't hit my head"),
    # a new product named beside a rash ("HIVES ALL OVER, new laundry soap": 2026-12aj terse, training, "I've got new laundry soap")
    rule(r"^(?:started (?:using )?(?:a )?|using (?:a )?|changed to (?:a )?)?new (laundry soap|laundry detergent|detergent|washing powder|fabric softener|soap|"
         r"body wash|shower gel|shampoo|cream|lotion|moisturi[sz]er|perfume|aftershave|make-?up|hair dye|sunscreen|washing liquid)$",
         lambda m: f"I've just started using a new {m.group(1).lower()}"),
    # the thirty-third read's fragments, said as spoken: "zipper injury" (never "I've hurt my zipper"), "first seizure at the
    # gym" (never "her first seizure at the gym"), "hot swollen knee that won't bend" (never "I'm hot swollen knee"), "L
    # collarbone sore with lump", "throat closing"
    rule(r"^(?:penile |penis |foreskin )?zip(?:per)? injury$", "I caught myself in my zip"),
    rule(FIRST_EVENT, lambda m: f"I had my first {m.group(1).lower()}"),
    rule(r"^((?:left |right )?(?:collarbone|shoulder|wrist|elbow|knee|ankle|shin|rib|ribs|forearm|arm|leg|hand|foot|finger|toe|head|jaw|cheek)) "
         r"(?:is )?sore with (?:a )?(lump|bump|swelling|bruise|graze)\b", lambda m: f"my {m.group(1).lower()} is sore and there's a {m.group(2).lower()} on it"),
    rule(r"^(throat|tongue) (closing(?: up)?|swelling(?: up)?|tightening)$", lambda m: f"my {m.group(1).lower()} is {m.group(2).lower()}"),
    # (thirty-third read) "Rattly cough and hot to touch", "bleeding varicose vein on the ankle", "teenager sent goodbye
    # messages", "belly tight and spotting", "rigors and confusion with burning urine": said as a person says them
    rule(r"^(rattly|chesty|wet|dry|barking|hacking|tickly|productive|nasty|bad|croupy|whooping) cough\b", lambda m: f"a {m.group(1).lower()} cough"),
    rule(r"\band (?:is |feels? |felt )?hot to (?:the )?touch\b", "and I'm hot to the touch"),
    rule(r"^bleeding (varicose vein|mole|wart|ulcer|skin tag|haemorrhoids?|hemorrhoids?|piles)(?: (?:on|in) (?:the |my )?((?:left |right )?[a-z]+))?$",
         lambda m: f"{'my' if m.group(1).lower().startswith(('haem', 'hem', 'piles')) else 'a'} {m.group(1).lower()}"
                   f"{' on my ' + m.group(2).lower() if m.group(2) else ''} "
                   f"{'have' if m.group(1).lower().endswith(('s', 'piles')) else 'has'} been bleeding"),
    rule(r"^(?:the |a )?(?:teenager|teen|adolescent|young person|student|boy|girl|son|daughter|patient|pt)\s+"
         r"(?=(?:sent|texted|posted|wrote|left|told|took|cut|ran|walked|threatened|tried|stopped|refused)\b)", "I "),
    rule(r"\b(tight|hard|sore|cramping|crampy) and (spotting|bleeding)\b", r"\1 and I've been \2"),
    rule(r"\bwith (?:burning urine|burning (?:on|when) (?:urinating|peeing|passing urine|passing water)|dysuria)\b", "and it burns when I pee"),
    rule(r"\b(the shivers|shivers|rigou?rs|a fever|fever|vomiting|a headache|headache) and confusion\b", r"\1 and I'm confused"),
    # a witness typed after what happened ("mom saw it": thirty-third read's sibling, said "he saw it" by a dad), and a
    # shoulder that popped out doing something ("shoulder popped out surfing")
    rule(r"^(mom|mum|mommy|mummy|dad|daddy|mother|father|parents?|grandma|grandpa|nan|nana|teacher|babysitter|nanny|sister|brother|"
         r"friend|coach|wife|husband|partner) (saw|witnessed) (?:it|this|it happen|the whole thing)$",
         lambda m: f"my {m.group(1).lower()} saw it happen"),
    rule(r"^((?:left |right )?(?:shoulder|knee|kneecap|elbow|hip|finger|jaw)) popped out(?: again)? "
         r"(surfing|swimming|skiing|climbing|playing \w+|dancing|reaching|throwing|lifting|at (?:the )?\w+)$",
         lambda m: f"my {m.group(1).lower()} popped out {'while I was ' + m.group(2).lower() if not m.group(2).lower().startswith('at ') else m.group(2).lower()}"),
    # who sent the patient, typed as "via" ("wheezy since recess, via school nurse": 2026-12aj terse, training, "they're a via
    # school nurse")
    rule(r"^(?:sent |referred )?via (?:the |my )?(school nurse|school|gp|pcp|family doctor|urgent care|walk-in clinic|clinic|pharmacist|"
         r"pharmacy|teacher|coach|nurse line|111|telehealth|after-?hours (?:gp|clinic))$",
         lambda m: f"the {m.group(1).lower()} sent me" if not m.group(1).isdigit() else f"{m.group(1)} sent me"),
    # how the patient came, typed "via" with who or what brought them ("via police with mom", "via police in cuffs", "via
    # coworker truck", "via private car", "via fire rescue"; 2026-12ax terse, training: "I've got via police with a mom")
    rule(r"^via (?:the )?(police|cops|sheriff|security|fire rescue|fire crew|fire department|firefighters)\b(?: (?:with|and) (?:my |his |her |their )?"
         r"(mom|mum|mother|dad|father|parents|wife|husband|partner|sister|brother|friend|daughter|son))?(?: (in cuffs|in handcuffs))?$",
         lambda m: f"the {('fire crew' if m.group(1).lower().startswith('fire') else 'police' if m.group(1).lower() in ('cops', 'sheriff') else m.group(1).lower())} "
                   f"brought me in{', in handcuffs' if m.group(3) else ''}{', with my ' + m.group(2).lower() if m.group(2) else ''}"),
    rule(r"^via (?:a |my |his |her |their |the )?(coworker|co-worker|workmate|friend|neighbou?r|boss)(?:'?s)? (truck|car|ute|van)$",
         lambda m: f"my {m.group(1).lower()} drove me in"),
    # how the patient came is said as that, never "he's got via ambulance" (2026-12l read)
    rule(r"\b(?:(?:arrived |brought in |brought |came in |came )?via (?:EMS|ambulance|BIBA)|(?:arrived|brought in|came in|came) by (?:EMS|ambulance))\b",
          "I came in by ambulance"),
    # a ground-level fall inside a longer item ("GLF AT HOME, TRIPPED ON RUG"): what happened, not the letters
    rule(r"(?-i:\bGLF\b)(?=\s+\w)", "I fell"),
    # chart grammar the patient does not speak (2026-12l run): "STATES WANTS TO DIE", "HURTS TO MOVE EYE", "HARD TO
    # SWALLOW", "ALERT NOW", "NO BM OR GAS"
    rule(r"\b(?:states|says|reports)\s+(?:that\s+)?(?:(?:he|she|they)\s+)?wants? to\b", "I want to"),
    # (read of the 2026-12m runs, after the measurement) the back of the head is the head, never "I was hit back of
    # my head" heard as back pain; a morning in chart shorthand; an operation some days ago; what colleagues saw
    rule(r"\b(?:hit|struck|bumped|banged) (?:the )?back of (?:the |his |her |their |my )?head\b", "I hit the back of my head"),
    rule(r"\b(since |from )?this am\b", lambda m: f"{m.group(1) or ''}this morning"),
    rule(r"\bsince am\b", "since this morning"),
    rule(r"\blast noc\b", "last night"),
    # (eleventh read) a plus between two findings is "and" said aloud ("room spinning + double vision")
    rule(r"(?<=[A-Za-z])\s+\+\s+(?=[A-Za-z])", " and "),
    # (read of the 2026-12m runs) a pregnancy test in full; a deformity as it looks; a pulse felt by the nurse is no
    # word of the patient's ("foot warm, pulses +")
    rule(r"\bpreg test\b", "pregnancy test"),
    # (read of the 2026-12m runs) what the patient kicked is no assault ("kicked bed frame"); heels and a shot are the
    # patient's own ("landed on heels", "cortisone shot last wk"); pain "to" a place is where it spreads, and how it comes
    # is a clause of its own ("flank pain to groin comes in waves")
    rule(r"^\s*kicked (?:a |the |my )?(bed ?frame|bed|door|door ?frame|table|table leg|chair|wall|step|skirting board|coffee table|"
          r"sofa|couch|dresser|box|post|rock|ball)\b", lambda m: f"I kicked the {m.group(1).lower()}"),
    # (eleventh read) an assault is said as what was done, an evidence kit as what is wanted, and tearfulness as the
    # crying the nurse sees ("I've got sexual assault last noc, I want exam and kit and I'm tearful")
    rule(r"^\s*(?:s/p |after )?(?:a )?sexual(?:ly)? assault(?:ed)?\b", "I was sexually assaulted"),
    rule(r"\bwants? (?:an? )?(?:exam|examination|forensic exam\w*)(?: and (?:a |the )?(?:rape |evidence |forensic )?kit)?\b",
          "I want an examination so the evidence can be collected"),
    rule(r"^\s*(?:is |pt )?tearful\b", "I can't stop crying"),
    # where the patient lives, typed as an item ("college dorm"): said as living there, never "I've got college dorm"
    rule(r"^\s*(?:lives? (?:in|at) )?(?:(?:a|the) )?(college dorm|dorm|dormitory|halls(?: of residence)?|group home|nursing home|care home|"
          r"assisted living|shelter|homeless shelter|boarding school)\s*$", lambda m: f"I live in {'the' if m.group(1).lower().startswith(('halls', 'shelter')) else 'a'} {m.group(1).lower()}"),
    # the worst headache, as a person says it ("worst headache + stiff neck"): of their life
    rule(r"^\s*(?:the )?worst (?:headache|HA|head ache)(?! of)\b", "the worst headache of my life"),
    rule(r"\blanded on (?:(?:both|his|her|my) )?(heels|feet|back|bottom|buttocks|hands|head|side|knees?)\b", r"landed on my \1"),
    rule(r"^\s*((?:cortisone|steroid|flu|covid|tetanus|botox|b12|depo|hormone) (?:shot|injection|jab)) (last (?:wk|week|month|night)|"
          r"yesterday|(?:\w+ )?(?:days?|weeks?) ago)\b", lambda m: f"I had a {m.group(1).lower()} {m.group(2).replace('wk', 'week')}"),
    rule(r"\b(pain|ache)\s+to\s+(?:the |my )?(groin|jaw|neck|back|shoulder|left arm|right arm|arm|leg|testicle|tip of (?:my )?penis)\b",
          r"\1 going to my \2"),
    # (not after its own subject: "pain in the side that comes in waves" stays whole, never "that, it comes": 2026-12ay
    # narrative, training)
    rule(r"(?<=[a-z])(?<!\bthat)(?<!\bwhich)(?<!\band)(?<!\bit)(?<!\bpain)\s+(comes? and goes|comes? in waves)\b", r", it \1"),
    rule(r"\b(?:(left|right|lt|rt|l|r)\.? )?(ankle|wrist|knee|elbow|shoulder|finger|thumb|arm|leg|forearm|hip)(?:,)? (?:with )?(?:obvious |gross |visible )?deformity\b",
          lambda m: f"my {SIDE_SAID.get((m.group(1) or '').lower(), '')}{' ' if m.group(1) else ''}{m.group(2).lower()} looks bent out of shape"),
    rule(r",?\s*\b(?:distal |pedal |radial )?pulses? (?:\+|present|intact|palpable|positive|ok|okay)(?=\s*(?:$|[,;.]))", ""),
    rule(r"\b((?:[a-z]+ )?(?:surgery|operation|procedure|biopsy|colonoscopy|c-section|caesarean))\s+(\d+|[a-z]+)\s+"
          r"(days?|weeks?|hours?|months?)\s+ago\b", r"I had my \1 \2 \3 ago"),
    # "METER 41" beside a diabetic's complaint: the sugar the meter read (2026-12ac terse, training); "HI" has no number
    rule(r"^\s*(?:glucose |sugar )?meter(?: reads?| reading| says| shows| showed)? (\d{2,3}(?:\.\d)?)\s*$", r"my sugar was \1 on my meter"),
    rule(r"^\s*(?:my |the )?(?:glucose |sugar )?meter (?:reads?|says|shows|showed|said) (?:just )?(high|hi|low|lo)\s*$",
          lambda m: f"my meter just says {'high' if m.group(1).lower() in ('high', 'hi') else 'low'}"),  # "METER READS HIGH"
    # a day or a week of the illness typed after it ("COUGH DAY 6", "WEAKER WEEK 2"), or after a procedure ("HIP REPLACEMENT
    # WEEK 2", "INFUSION DAY 8"): how long, or how long ago (2026-12ac terse, training: "I've got cough day 6")
    rule(r"^\s*((?:[a-z]+ )?(?:replacement|surgery|operation|infusion|chemo|chemotherapy|procedure|transplant|biopsy|colonoscopy))"
          r"\s+(day|week)\s+(\d{1,2})\s*$", lambda m: f"I had my {m.group(1).lower()} {m.group(3)} {m.group(2).lower()}"
                                                    f"{'' if m.group(3) == '1' else 's'} ago"),
    rule(r"^\s*(?:after an operation|post[- ]?op(?:erative)?)\s+(day|week)\s+(\d{1,2})\s*$",  # "POST OP DAY 5": days since it
          lambda m: f"I had an operation {m.group(2)} {m.group(1).lower()}{'' if m.group(2) == '1' else 's'} ago"),
    rule(r"^\s*(?!(?:c-?section|caesarean|cesarean|after|post)\b)([a-z][a-z ]*?)\s+(day|week)\s+(\d{1,2})\s*$",
          lambda m: f"{m.group(1)} for {m.group(3)} {m.group(2).lower()}{'' if m.group(3) == '1' else 's'}"),
    # a span typed with a hyphen before or after the item (2026-12ad terse, training: "I've got 3-Week cough"): "6-day
    # postnatal" is a birth six days ago, "1-week post tonsillectomy" an operation a week ago, "3-Week Cough" and
    # "Watery Diarrea 3-Day" how long
    rule(r"^\s*(\d{1,2})-(day|week)s?\s+post-?(?:natal|partum)\s*$",
          lambda m: f"I had my baby {m.group(1)} {m.group(2).lower()}{'' if m.group(1) == '1' else 's'} ago"),
    rule(r"^\s*(\d{1,2})-(day|week|month)s?\s+(?:post|after)[- ](?:op\s+)?(?:an?\s+|my\s+)?([a-z][a-z ]*?)\s*$",
          lambda m: f"it's {m.group(1)} {m.group(2).lower()}{'' if m.group(1) == '1' else 's'} since my {m.group(3)}"),
    rule(r"^\s*(\d{1,2})-(day|week|month)s?\s+(?!post\b|after\b|old\b)([a-z][a-z ]*?)\s*$",
          lambda m: f"{m.group(3)} for {m.group(1)} {m.group(2).lower()}{'' if m.group(1) == '1' else 's'}"),
    rule(r"^\s*([a-z][a-z ]*?)\s+(\d{1,2})-(day|week|month)s?\s*$",
          lambda m: f"{m.group(1)} for {m.group(2)} {m.group(3).lower()}{'' if m.group(2) == '1' else 's'}"),
    # a plan to die typed as its doing ("plans jumping parking garage": 2026-12ad terse, training, said "The plans are
    # jumping parking garage" and heard as nothing)
    rule(r"^\s*(?:plans?|planning)\s+(?:on\s+|to\s+)?(?:jumping|jump)\s+(?:off\s+|from\s+)?(?:a\s+|the\s+)?([a-z][a-z ]*?)\s*$",
          r"I've made a plan to jump off a \1"),
    rule(r"^\s*(?:plans?|planning)\s+(?:on\s+|to\s+)?(hanging|hang|drowning|drown|shooting|shoot)\b.*$",
          lambda m: f"I've made a plan to {m.group(1).removesuffix('ing')} myself"),
    # a curtain over the sight, a helmet struck, questions repeated, tingling climbing the legs, typed as a chart types
    # them (2026-12ad terse, training: "My curtain dropped left eye", "My scaffold plank struck helmet", "I've got
    # repeats questions", "numbness in my feet when climbing knees": none heard as what it was)
    rule(r"^\s*(?:a\s+|dark\s+|black\s+|grey\s+|gray\s+)?(?:curtain|shade|veil)\s+(?:dropped|came down|coming down|fell|falling)(?:\s+(?:over|across|in))?\s+(?:my\s+)?(left|right)?\s*eye\s*$",
          lambda m: f"it's like a curtain came down over my {m.group(1) + ' ' if m.group(1) else ''}eye"),
    rule(r"^\s*(?:a\s+|the\s+)?([a-z][a-z ]*?)\s+(?:struck|hit|fell on|landed on)\s+(?:my\s+)?(helmet|hard ?hat)\s*$",
          r"a \1 hit me on my \2"),
    rule(r"^\s*repeat(?:s|ing)\s+(?:the\s+same\s+)?questions\s*$", "I keep asking the same questions, I'm told"),
    rule(r"^\s*painless\s*$", "it doesn't hurt"),
    # a reliever that helps little, and how much breath there is to talk, as a chart types them (2026-12ad terse,
    # training: "my inhaler helping is little", "I have got full sentences")
    rule(r"^\s*(?:my\s+)?(inhaler|puffer|reliever|nebuli[sz]er|spray)\s+(?:is\s+)?(?:helping|working)\s+(?:only\s+)?(?:a\s+)?(?:little|a bit)\s*$",
          r"my \1 is only helping a little"),
    rule(r"^\s*(?:talking\s+|speaking\s+)?(?:in\s+)?full\s+sentences\s*$", "I can still talk in full sentences"),
    # when it began, typed as an item ("started midmorning", "Started Upon Waking": 2026-12ad terse, training, said "I
    # started midmorning")
    rule(r"^\s*(?:started|began|onset)\s+(?:upon|on|after)\s+(?:waking|wakening|waking up|getting up)\s*$", "it started when I woke up"),
    rule(r"^\s*(?:started|began|onset)\s+(?:at\s+)?(midmorning|mid-morning|midafternoon|mid-afternoon|suppertime|lunchtime|teatime|"
          r"dinnertime|bedtime|breakfast|lunch|supper|dinner|midday|noon|midnight|dawn)\s*$",
          lambda m: f"it started at {m.group(1).replace('midmorning', 'mid-morning').replace('midafternoon', 'mid-afternoon')}"),
    # an item that carries the story on ("Burning when passing urine, then back pain and shivers"): what came, said
    # plainly (2026-12ad narrative, training: "I've got then back pain")
    rule(r"^\s*(?:and\s+)?then\s+(?=[a-z])", ""),
    rule(r"^\s*(tingling|numbness|pins and needles)\s+(?:in\s+)?(?:my\s+)?(feet|legs|hands|toes|fingers)\s+(?:climbing|creeping|spreading|moving|going)\s+(?:up\s+)?(?:to\s+)?(?:my\s+)?(knees|thighs|hips|waist|elbows|shoulders)\s*$",
          r"\1 in my \2 that's climbing up to my \3"),
    rule(r"^\s*(legs?|knees?)\s+(buckling|giving way|giving out)\s*$",
          lambda m: f"my {m.group(1)} {'keep' if m.group(1).endswith('s') else 'keeps'} {m.group(2)}"),
    rule(r"^\s*(?:had\s+)?(?:the\s+)?(flu|a cold|covid|a virus|a chest infection|a tummy bug|gastro)\s+(last (?:week|month)|(?:\d+|two|three|four) weeks ago)\s*$",
          lambda m: f"I had {'the flu' if m.group(1) == 'flu' else m.group(1)} {m.group(2)}"),
    rule(r"^\s*(gr[ae]y|grey|blurry|blurred|dark|dim)\s+vision\s*$", r"my vision has gone \1"),
    # a sex typed as a letter before its slash with no age ("22YO TALL THIN M/SUDDEN SOB"): the registration's, never said
    rule(r"(?<![\w/])(?-i:[MF])/(?=[A-Za-z]{3})", ""),
    # "88yo NH resident": where the patient lives, said as such once the age has gone (twenty-ninth read: "she's got the
    # care home resident")
    rule(r"^\s*the care home resident\s*$", "I live in a care home"),
    # "delivered 6 days ago": the birth (twenty-ninth read: "The delivered 6 days ago ...")
    rule(r"^\s*(?:pt\s+)?delivered (?=(?:\w+ )?(?:days?|weeks?|hours?|hrs?|d|wks?) ago\b)", "I gave birth "),
    # a count typed after a medicine ("Tylenol x20 tabs"): how many were taken
    rule(r"\b([A-Za-z][\w-]+) x ?(\d{1,3}) (tabs|tablets|pills|caps|capsules)\b", lambda m: f"{m.group(2)} {m.group(1)} {m.group(3)}"),
    # "fall vs nightstand": what the fall struck (2026-12af terse, training: "I've got fall vs nightstand")
    rule(r"\bfall (?:vs\.?|versus|v\.?) (?:a |an |the )?(?=[a-z])", "fell against the "),
    # "etoh tripped on curb": drinking, and then what happened
    rule(r"^\s*(drinking alcohol|drunk|intoxicated)\s+(?=(?:tripped|fell|slipped|hit|punched|walked|crashed|got)\b)", r"\1 and "),
    # a day typed short ("started Tues"): the day, and what started (twenty-ninth read: "I started Tues")
    rule(r"(?:^|(?<=[,;] ))started (?:on )?(mon|tues?|wed|thurs?|thu|fri|sat|sun)(?:day)?\b", lambda m: f"it started on {DAYS[m.group(1).lower()]}"),
    rule(r"\b(since|on|last|this|from|until|till|by|next|started|began) (mon|tues?|weds?|thurs?|thu|fri|sat|sun)\b(?!day)",
          lambda m: f"{m.group(1)}{' on' if m.group(1).lower() in ('started', 'began') else ''} {DAYS[m.group(2).lower()]}"),
    # "bit on cheek by neighbors dog": bitten, by whose dog (2026-12af terse, training)
    rule(r"\bbit(?= (?:on|in) [^,;]{0,30}\bby\b)", "bitten"),
    rule(r"\b(neighbou?r|friend|cousin|grandma|grandpa|uncle|aunt|sister|brother)s (dog|cat|horse|pony)\b", r"\1's \2"),
    # "falls x3 this week": how many falls (2026-12af terse, training: "I've got falls x3 this week")
    rule(r"\bfalls?\s*x\s*([2-9])\b", lambda m: f"I've had {number_word(m.group(1))} falls"),
    # who drove or brought the patient, typed after them ("roommate drove"): said as who brought me in
    rule(rf"^\s*({_PEOPLE_WITH})\s+(?:drove|brought|carried|walked|helped)(?:\s+(?:me|him|her|them)(?:\s+in)?)?\s*$",
          r"my \1 brought me in"),
    # who came along, typed as an item ("mother with him", "dad here", "with mom", "held by aunt", "teacher rode along"):
    # the one at the desk, who speaks as who they are, never "she's got mother with her" (2026-12ae terse, training)
    rule(rf"^\s*(?:with|held by|carried by|accompanied by):?\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+)?(?:{_PEOPLE_WITH})"
          r"(?:\s+and\s+\w+)?\s*$", ""),
    rule(rf"^\s*(?:pt'?s\s+|his\s+|her\s+|their\s+)?(?:{_PEOPLE_WITH})(?:\s+and\s+(?:{_PEOPLE_WITH}))?\s+(?:with\s+(?:him|her|them|pt|me)|"
          r"here|present|at\s+(?:the\s+)?bedside|rode\s+along|came\s+along)\s*$", ""),
    # an outdoor activity typed as the scene ("ice fishing"), and a side impact at a junction ("t-boned intersection"):
    # when and where it happened (2026-12ad terse, training: "The ice is fishing", "I've got t-boned intersection")
    rule(r"^\s*((?:ice |fly |sea |river )?fishing|camping|hiking|skiing|snowboarding|surfing|gardening|kayaking|canoeing|sailing|"
          r"(?:rock |ice )?climbing|mountain biking|skating|ice skating|rollerblading|sledding|tobogganing)\s*$", r"it happened while I was \1"),
    rule(r"^\s*t-?boned\s+(?:at\s+)?(?:an?\s+|the\s+)?(intersection|junction|crossroads|lights|roundabout)\s*$",
          lambda m: f"I was t-boned at {'an' if m.group(1)[0] in 'aeiou' else 'a' if m.group(1) != 'lights' else 'the'} {m.group(1)}"),
    # a fever or a sugar read at home, typed after its number ("FEVER 101.4 HOME", "Sugar 480 home meter")
    rule(r"\bfever(?:\s+\d{2,3}(?:\.\d)?)?\s+home\b", "a fever at home"),
    rule(r"\b(sugar|glucose)(?: was| is)?\s+(\d{2,3})\s+(?:on\s+)?(?:my\s+)?home meter\b", r"\1 was \2 on my home meter"),
    # "CESAREAN DAY 9": the day after the birth, as the mother counts it (2026-12ac terse, training)
    rule(r"^\s*(?:c-?section|caesarean|cesarean)(?: section)? (day|week) (\d{1,2})\b", r"it's \1 \2 after my caesarean"),
    # (one boss says; the staff of a home are no one's own, and are said as who told it, ``PER_SOURCE``: 2026-12av terse,
    # training, "... and my staff say")
    rule(r",?\s*per (co-?workers|colleagues|workmates|(?:his |her |my )?boss|(?:his |her |my )?teacher)\b",
         lambda m: f", my {re.sub(r'^(?:his|her|my) ', '', m.group(1).lower())} {'says' if m.group(1).lower().endswith(('boss', 'teacher')) else 'say'}"),
    # an operation typed as what came out ("a week after tonsils out"; 2026-12av ATS, training: said as "spitting and I've got
    # blood, a week after tonsils out"): having it out
    rule(r"\b(after|since) (?:his |her |my |the )?(tonsils|appendix|gallbladder|wisdom teeth|adenoids) (?:were |was )?(?:taken )?out\b",
         r"\1 having my \2 out"),
    # the room's spinning and the speaker's vomiting ("Room spinning and vomiting"; 2026-12av ATS, the forty-fifth read, D: "the
    # room has been spinning and vomiting")
    rule(r"^\s*(?:the )?room (?:is |keeps |has been )?spinning and (vomiting|being sick|throwing up|feeling sick)\b",
         lambda m: f"the room keeps spinning and I've been {m.group(1).lower()}"),
    # a booked review typed as its name ("Review of a leg infection as booked"; 2026-12av ATS, training: "I've got review of a
    # leg infection as booked")
    rule(r"^\s*(?:a |my )?(?:booked |planned )?review of (?:a |an |the |my )?(.+?)(,? as (?:booked|planned|arranged|asked))?\s*$",
         lambda m: f"I'm here for a review of my {m.group(1)}" + (", as booked" if m.group(2) else "")),
    rule(r"(?<!it )(?<!it's )\bhurts to\b", "it hurts to"),
    rule(r"(?<!it's )(?<!it is )(?<!working )(?<!works )(?<!work )(?<!trying )(?<!tries )\b(hard|difficult|painful) to (swallow|breathe|walk|talk|speak|open|eat|pee|wee)\b",
          r"it's \1 to \2"),  # never "working it's hard to breathe" (2026-12af ATS, training)
    rule(r"\b(?:now alert|alert now|is alert now|now awake|awake now)\b", "I'm awake and alert now"),
    rule(r"\bhead strike\b", "I hit my head"),
    rule(r"\bhit (?:(?:his|her|their|the)\s+)?head\b", "hit my head"),  # "hit head on cabinet"
    rule(r"\bpunched (?:a |the )?wall\b", "punched a wall"),
    rule(r"\bwith plan\b", "with a plan"),  # "SI w/ plan to OD"
    # the chart's own framing ("pt c/o HA x2d"): the complaint is what follows it (before the 2026-12af round: "I've been
    # complaining of headache for two days")
    rule(r"^\s*(?:(?:pt|patient)\s+)?(?:c/o|complains of|complaining of|presents with|presenting with)\s+(?=\w)", ""),
    # "w" typed for "with" between two words ("SI w plan to hang self"): the word
    rule(r"(?<=[a-z] )w(?= [a-z])", "with", case_sensitive=True),
    # "plan to hang self", "tried to cut self": the speaker's own self
    rule(r"\b(hang|hurt|harm|kill|cut|shoot|stab|drown|burn|strangle|poison|overdose|injure) self\b", r"\1 myself"),
    rule(r"\bin (?:the )?field\b", "before we got here"),  # "ROSC in field"
    # a chart's "temp" with no number is the fever itself ("temp after chemo"): "a temperature", after "my chemo"
    rule(r"^(?:high |spiking )?temps?\b(?!\s*(?:\d|of\b|was\b|is\b|job|agency|\?))", "a temperature"),
    # a temperature taken somewhere, its reading gone to the nurse ("rectal temp 100.9"): still a high one (2026-12aa terse)
    rule(r"^(?:rectal|oral|home|axillary|ear|tympanic) temps?\s*$", "a high temperature"),
    rule(r"\bafter chemo(therapy)?\b", r"after my chemo\1"),
    rule(r"\b(?:an? )?(?:IUD|IUCD|coil) (?:strings?|threads?) (?:missing|gone|not felt|can'?t be felt|not found)\b",
          "I can't feel the strings of my coil"),  # "IUD strings missing" (2026-12s)
    rule(r"^(?:medications?|medicines?|meds|tablets|pills|script) (?:repeat|refill|top-?up)$", "I need a repeat prescription"),  # (2026-12s)
    rule(r"\bdysuria\b|\b(?:burns|burning|stings|stinging|pain) (?:with|on|when|during) (?:urination|urinating|voiding|micturition|peeing)\b",
          "it burns when I pee"),
    # "frequency" and "urgency" alone are a chart's words for going to the toilet often ("burns w/ urination, frequency")
    rule(r"(?:^|(?<=, )|(?<=and ))(?:urinary )?frequency(?: and urgency)?\b(?! of)", "I've been needing to pee a lot"),
    rule(r"^denies\s+", "no "),  # "denies SI": the chart's word for what the patient says it does not have
    rule(r"\b(?:no void|unable to void|(?:can'?t|cannot) void)\b", "I haven't been able to pee"),
    rule(r"\bsince (?-i:AM)\b", "since this morning"),
    rule(r"\burinary retention\b", "I can't pee"),
    rule(r"\bpre-?syncope\b|\bnear syncope\b", "I nearly fainted"),
    rule(r"\bsyncope\b|\bsyncopal episode\b", "I fainted"),
    # "Boiling water from a kettle over the chest and arm": what was spilt and where it went (thirty-first read: "he's been
    # boiling water from a kettle over the chest")
    rule(r"^\s*((?:boiling|hot|scalding) (?:pasta |kettle |bath |cooking |chip |frying )?(?:water|tea|coffee|oil|fat|soup|milk|noodles)(?: from (?:a|the) [\w-]+)?) (?:over|on|onto|down) "
          r"(?:the |my |his |her )?", lambda m: f"I got {m.group(1).lower()} over my "),
    rule(r"^\s*((?:boiling|hot|scalding) (?:water|oil|fat|tea|coffee|milk)) (burns?|scalds?)\b", lambda m: f"{'' if m.group(2).lower().endswith('s') else 'a '}{m.group(1).lower()} {m.group(2).lower()}"),
    # a headache or a pain that "hit" while doing something struck then, nobody hit the patient (thirty-first read: "I was hit
    # while lifting weights" for a thunderclap headache)
    rule(r"\b((?:headache|pain|ache|migraine)(?: of my life)?)\s+(?:hit|struck)\s+(while|when|whilst|during|at|on)\b", r"\1 that came on \2"),
    # Typed fragments said as a person says them (thirty-first read): "for 2 days wont stop" ("... and it won't stop"),
    # "otherwise feels fine" ("otherwise I feel fine"), "kneecap out of place" ("my kneecap is out of place"), "fever with a
    # kidney transplant" ("..., and I've had a kidney transplant"), "belted", "walked in", "w/ L elbow swollen" ("and my
    # left elbow is swollen"), an eye hurt "grinding metal" ("from grinding metal")
    rule(r"(\bfor (?:\d+|a|one|two|three|four|five|six|seven|several|a few|a couple of) (?:days?|hours?|weeks?|hrs?))\s+(?:won'?t|wont|will not)\s+"
          r"(stop|go away|settle|ease)\b", r"\1 and it won't \2"),
    rule(r"(?:^|(?<=[,;] ))\s*otherwise (?:feels?|feeling) (fine|well|ok|okay|good|normal)\b", r"I feel \1 otherwise"),
    rule(r"^\s*((?:(?:left|right) )?(?:kneecap|knee cap|shoulder|elbow|finger|jaw|hip|knee|thumb|toe|ankle|wrist))\s+"
          r"(out of place|popped out|out of joint)\b", lambda m: f"my {m.group(1).lower()} is {m.group(2).lower()}"),
    # (2026-12am terse, training) typed items said as a person says them: an ingrown nail on its toe, a urine that smells,
    # swimmer's ear on its side, a toothache where it is, what the ambulance crew gave
    rule(r"\bingrown ((?:l|r|left|right) )?(big |little )?toe ?nail\b",
         lambda m: f"an ingrown toenail on my {side_said(m.group(1)) if m.group(1) else ''}{(m.group(2) or 'big ').lower()}toe"),
    rule(r"\b(?:ruptured )?ectopic\b(?! pregnancy)", "an ectopic pregnancy"),
    rule(r"^\s*((?:poss(?:ible)? )?)gall ?bladder\s*(?:again\s*)?$", r"\1gallbladder trouble"),
    rule(r"^\s*((?:poss(?:ible)? )?)(?:a )?(?:button|disc|disk|coin) battery (?:swallow|swallowed|ingestion|ingested)\b", r"\1I swallowed a button battery"),
    rule(r"^\s*(?:my )?(bp|blood pressure|heart|diabetes|sugar|thyroid|seizure|epilepsy)? ?(pills|tablets|meds|medications?|medicines?|inhalers?|puffers?) "
         r"(?:left|forgotten|forgot) (at|in) (?:the |my )?([\w ]+?)\s*$",
         lambda m: f"I left my {'blood pressure' if (m.group(1) or '').lower() in ('bp', 'blood pressure') else (m.group(1) or '').lower()}"
                   f"{' ' if m.group(1) else ''}{'medication' if m.group(2).lower() == 'meds' else m.group(2).lower()} {m.group(3).lower()} the {m.group(4).lower()}"),
    rule(r"^\s*swollen (?:at the )?base\s*$", "it's swollen at the base"),
    rule(r"^\s*(?:full(?:y)? |partial(?:ly)? )?(?:weight[- ]bearing|wb|fwb|able to (?:weight[- ]bear|bear weight)|can (?:weight[- ]bear|bear weight))\s*$",
         "I can put weight on it"),
    rule(r"^\s*bad landing\s*$", "I landed badly"),
    rule(r"^\s*(?:a )?bone (?:is )?(?:through|out through|poking (?:out )?through|sticking (?:out )?(?:through|of)) (?:the |my )?skin\b",
         "a bone is sticking out through my skin"),
    rule(r"^\s*(?:on|off|from|with) (?:a |the |my )?(ski pole|hockey stick|bat|racket|racquet|handlebars?)\s*$|^\s*(ski pole)\s*$",
         lambda m: f"it was caught on a {(m.group(1) or m.group(2)).lower()}"),
    rule(r"^\s*urine (smells|stinks|is smelly|is cloudy|cloudy|smelly)\b",
         lambda m: "my urine " + {"cloudy": "is cloudy", "smelly": "smells"}.get(m.group(1).lower(), m.group(1).lower())),
    rule(r"\bswimmer'?s? ear (l|r|left|right)\b", lambda m: f"swimmer's ear in my {side_said(m.group(1)).strip()} ear"),
    rule(r"\btoothache (l|r|left|right) (upper|lower|top|bottom)\b",
         lambda m: f"toothache in my {m.group(2).lower()} {side_said(m.group(1)).strip()} teeth"),
    rule(r"^\s*(?:the )?(?:ems|paramedics?|ambulance(?: crew)?|ambos?) (?:gave|administered) (?:him |her |them |me )?(.+)$",
         r"I was given \1 by the ambulance crew"),
    # (2026-12am terse, training) more of a desk's fragments said as a person says them
    rule(r"^\s*off (?:my |his |her |their )?([\w-]+) (?:for )?(\d{1,2}|two|three|four|five|six|several|a few) (days?|weeks?|months?)\s*$",
         lambda m: f"I've been off my {m.group(1)} for {number_word(m.group(2)) if m.group(2).isdigit() else m.group(2)} {m.group(3)}"),
    rule(r"^\s*prostate\s*$", "I've got prostate trouble"),
    rule(r"^\s*(?:my |the |a )?(four-wheel drive|4wd|4x4|jeep|quad bike|quad) (rolled|flipped|overturned)\b",
         lambda m: f"my {m.group(1).lower()} {m.group(2).lower()}"),
    rule(r"^\s*head(?:[- ]first)? into (?:the |a )?(boards|wall|post|glass|door|pole|goalpost|tree)\b", r"I went head first into the \1"),
    # (2026-12am ATS, training) headlines said as a person says them
    rule(r"^\s*(face|hand|hands|arm|arms|leg|legs|foot|feet|chest|back) (burnt|burned|scalded) ((?:lighting|from|on|by|with|while) .+)$",
         lambda m: f"I {m.group(2).lower()} my {m.group(1).lower()} {m.group(3)}"),
    rule(r"(?<=\band )slurred speech\b", "my speech is slurred"),
    rule(r"(?<=\band )(floppy|drowsy|sleepy|lethargic|limp|irritable|grizzly|unsettled)\s*$", r"I'm \1"),
    rule(r"^\s*(muddled|confused|drowsy|sleepy|wobbly|unsteady|off (?:my|his|her) legs|off colour) for (.+)$", lambda m: f"I've been {m.group(1).lower()} for {m.group(2)}"),
    rule(r"(?<=\band )(barking|barky|croupy|hacking|chesty|dry|wet) cough\b", r"a \1 cough"),
    rule(r"^\s*(bruises?|marks?|burns?|swelling|a rash|rash) (?:were |was )?(noticed|found|seen|spotted) by (?:his |her |their |my |the )?([\w-]+(?: [\w-]+)?)\s*$",
         lambda m: f"my {m.group(3).lower()} {m.group(2).lower()} my {re.sub(r'^a ', '', m.group(1).lower())}"),
    rule(r"^\s*(grey|gray|pale|ashen)(?:,? (?:and )?(clammy|sweaty|sweating|sweaty and clammy))\s*$",
         lambda m: f"I've gone {m.group(1).lower()} and {'sweaty' if m.group(2).lower() == 'sweating' else m.group(2).lower()}"),
    rule(r"^\s*(dusky|grey|gray|blue) lips\s*$", lambda m: f"my lips look {'grey-blue' if m.group(1).lower() == 'dusky' else m.group(1).lower()}"),
    rule(r"(?:^\s*|(?<=\band ))(need|needs|want|wants) to (talk|speak) to (someone|somebody|a doctor|a nurse|a counsell?or)\b",
         lambda m: f"I {m.group(1).rstrip('s')} to {m.group(2)} to {m.group(3)}"),
    rule(r"^\s*word[- ]finding (?:trouble|difficulty|difficulties|problems?)\b", "I'm having trouble finding my words"),
    rule(r"^\s*swollen (?:all the way |right )?(?:up )?to (?:the |my )?(wrist|elbow|knee|ankle|shoulder|hip|thigh|armpit|groin)\b",
         r"it's swollen up to my \1"),
    rule(r"^\s*sausage(?:[- ]like)? (finger|toe|thumb)\b", r"my \1 is swollen up like a sausage"),
    rule(r"^\s*(?:the |a )?(cat|dog|rat|ferret|horse|hamster|human) bite (?:(l|r|left|right) )?(?:(index|middle|ring|little|pinky) )?"
         r"(finger|thumb|hand|index|middle)?\s*(\d{1,2}|a|one|two|three|four) (days?|hours?) ago\s*$",
         lambda m: f"a {m.group(1).lower()} bit my {side_said(m.group(2))}"
                   + (f"{m.group(3).lower()} finger" if m.group(3) else "index finger" if (m.group(4) or '').lower() == "index"
                      else "middle finger" if (m.group(4) or '').lower() == "middle" else (m.group(4) or 'hand').lower())
                   + f" {number_word(m.group(5)) if m.group(5).isdigit() else m.group(5)} {m.group(6)} ago"),
    rule(r"^\s*(?:(l|r|left|right) )?(big )?toe stubbed\b", lambda m: f"I stubbed my {side_said(m.group(1))}{(m.group(2) or '').lower()}toe"),
    rule(r"^\s*(?:then |now )?(purple|blue|black|bruised) (?:and )?swollen\s*$", r"now it's \1 and swollen"),
    rule(r"^\s*walks? (?:bent over|hunched(?: over)?|doubled over)\s*$", "I'm walking bent over"),
    rule(r"^\s*(?:a )?near[- ]faint\b", "I nearly fainted"),
    rule(r"^\s*(?:finger|toe)?nails? (?:came )?off\s*$", "my nails came off"),
    rule(r"^\s*(gout|kidney stones?|migraines?|diverticulitis|pancreatitis|a clot|clots|dvt|shingles|a dislocation|dislocations) before\s*$",
         lambda m: f"I've had {m.group(1).lower() if m.group(1).lower() != 'dvt' else 'a clot in my leg'} before"),
    rule(r"(?<!\bmy )(?<!\ba )(?<!\bthe )(?<!\bhis )(?<!\bher )\b(touched|hit|grazed|caught|struck|nicked) ((?:l|r|left|right) )?(forearm|arm|hand|leg|shin|foot|face|finger|thumb|wrist|knee|cheek)\b",
         lambda m: f"{m.group(1)} my {side_said(m.group(2))}{m.group(3)}"),
    rule(r"^\s*(?:kept |brought )?(?:it )?in milk\s*$", "I've brought it in milk"),
    rule(r"^\s*(steak|meat|chicken|bread|pork|beef|food) (?:got )?stuck\b", lambda m: f"I got {'food' if m.group(1).lower() == 'food' else 'a piece of ' + m.group(1).lower()} stuck"),
    rule(r"^\s*mottled\s*$", "my skin looks mottled"),
    rule(r"^\s*chemo(?:therapy)? (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?) ago\b",
         lambda m: f"I had chemo {number_word(m.group(1)) if m.group(1).isdigit() else m.group(1)} {m.group(2)} ago"),
    rule(r"^\s*(?:then |now )?(?:watery|watering)\s*$", "it's watering"),
    rule(r"^\s*sees? (fine|ok|okay|normally|well|clearly)\s*$", "I can see fine"),
    rule(r"^\s*([a-z][\w-]+) first dose (at|this|last) ([\w ]+?)\s*$", lambda m: f"I had my first dose of {m.group(1)} {m.group(2)} {m.group(3)}"),
    rule(r"^\s*pink eyes? both\b|^\s*both eyes pink\b", "both my eyes are pink"),
    rule(r"^\s*punched (?:a |the )?(locker|wall|door|window|mirror|fridge|tree|cupboard|table|car)\b", r"I punched a \1"),
    rule(r"^\s*brief (?:loc|passed out|blackout|loss of consciousness|knocked out|ko)\b", "I blacked out briefly"),
    rule(r"^\s*(?:a )?pop in (?:my |the )?(.+?) (?:off|stepping off|coming off|jumping off) (?:a |the )?(curb|kerb|step|ladder|stairs?|stool)\b",
         r"I felt a pop in my \1 stepping off a \2"),
    rule(r"^\s*nosebleed (?:for )?(an hour|half an hour|\d{1,2} (?:hours?|hrs?|minutes?|mins?))\s*$", r"I've had a nosebleed for \1"),
    rule(r"^\s*pinching(?: (?:it|my nose|nose))?\s*$", "I've been pinching my nose"),
    rule(r"^\s*(?:then )?blood (?:running |going |trickling )?down (?:my |the |his |her )?throat\s*$", "blood is running down my throat"),
    rule(r"^\s*(?:woman|lady|mother|mum|mom)\s+(?=(?:\d{1,2} (?:weeks?|days?|months?) (?:postpartum|post-partum|pp|after)|i gave birth|i had (?:my|a) baby)\b)", ""),
    rule(r"^\s*(?:fast|rapid|quick) breathing\s*$", "I'm breathing fast"),
    rule(r"^\s*(?:some |recent )?weight loss\s*$", "I've lost weight"),
    rule(r"^\s*(copd|emphysema) on home (?:o2|oxygen)\b", lambda m: f"I'm on home oxygen for my {'COPD' if m.group(1).lower() == 'copd' else m.group(1).lower()}"),
    rule(r"^\s*(armpit|groin|neck|buttock|bottom) (boil|abscess|lump)\b", r"a \2 in my \1"),
    rule(r"^\s*(?:shots|jabs|vaccines|immuni[sz]ations) behind\s*$|^\s*behind (?:on|with) (?:his |her |my )?(?:shots|jabs|vaccines|vaccinations|immuni[sz]ations)\s*$",
         "I'm behind on my shots"),
    rule(r"\bperi-?umbilical\b", "around my belly button"),
    rule(r"^\s*faint in the (heat|sun)\b", r"I felt faint in the \1"),
    rule(r"^\s*(coworker|co-worker|colleague|wife|husband|partner|friend|daughter|son|mum|mom|dad|flatmate|roommate) checked"
         r"(?: (?:my |his |her )?(?:sugar|glucose|bgl|bsl|blood sugar))?\s*$", r"my \1 checked my sugar"),
    rule(r"^\s*blood[- ]?(?:streaked|stained|tinged|flecked|specked) (?:sputum|phlegm|spit|mucus)\b", "I've been coughing up phlegm with streaks of blood"),
    rule(r"^\s*(?:then )?(?:had |given |drank )?(?:some )?(?:orange )?juice\s*$", "I had some juice"),
    rule(r"^\s*still (muddled|confused|drowsy|sleepy|dizzy|shaky|sweaty|vague|groggy)\s*$", r"I'm still \1"),
    rule(r"^\s*generator (?:running )?in (?:the |our )?(garage|basement|shed|house|kitchen)\b", r"we had a generator running in the \1"),
    rule(r"^\s*whole family (?:has |have |with |got )?(headaches|vomiting|dizzy|sick)\s*$", r"the whole family has \1"),
    rule(r"^\s*(?:then )?catch(?:es|ing)? on (?:a )?deep breaths?\s*$", "it catches when I take a deep breath"),
    rule(r"^\s*sore ((?:l|r|left|right) )?(ribs|chest|back|hip|knee|shoulder) (?:off|on|against) (?:a |the )?(.+)$",
         lambda m: f"my {side_said(m.group(1))}{m.group(2)} {'are' if m.group(2).endswith('s') else 'is'} sore after I hit {'them' if m.group(2).endswith('s') else 'it'} on the {m.group(3)}"),
    # "home test negative": the test done at home and what it showed, never "I've got home test negative" (a probe of the
    # 2026-12ak terse rows)
    rule(r"^\s*(?:a |my )?home ((?:covid|rapid|lateral flow|antigen|pregnancy|flu|strep) )?test (?:was |is |came back |came up )?(negative|positive|neg|pos)\b",
         lambda m: f"my home {m.group(1) or ''}test was {'negative' if m.group(2).lower().startswith('neg') else 'positive'}"),
    # "acting normal now" after a fall: back to the usual self, never "I've been acting normal now" nor "my acting is fine"
    # (a probe of the 2026-12ak terse rows)
    rule(r"(?:^|(?<=[,;] ))\s*(?:now |is |seems? |has been |been )?(?:acting|behaving) (?:normal(?:ly)?|fine|ok|okay|as usual|(?:like )?(?:him|her|them)sel(?:f|ves))\b( now| again)?",
         lambda m: f"I'm back to my normal self{m.group(1) or ''}"),
    # "eyes crusted shut this morning": how they were found, never "I've got eyes crusted shut" (a probe of the 2026-12ak terse rows)
    rule(r"^\s*((?:(?:left|right|both) )?(?:eyes?|eyelids?))\s+(crusted|stuck|glued|gummed)\s+(shut|together|closed)\b",
         lambda m: f"my {m.group(1).lower()} {'were' if m.group(1).lower().endswith('s') else 'was'} {m.group(2).lower()} {m.group(3).lower()}"),
    rule(r"^\s*(fever|temperature|temp|vomiting|diarrh\w+|cough|rash|pain|infection)\s+with (?:a |my )?((?:kidney|liver|heart|lung|renal|bone marrow|stem cell) transplant)\b",
          r"\1 and I've had a \2"),
    # wetting oneself, a fit that will not stop, legs pulled up and few wet nappies, as a person says them (2026-12ax terse,
    # training: "I've had wet myself twice today", "her seizure isn't stopping for twenty minutes", "pulling up legs")
    rule(r"^\s*(?:has |have |had )?wet (?:my|her|him|them|your)sel(?:f|ves)\b", "I've wet myself"),
    rule(r"\b(?:seizure|seizer|fit|convulsion)s? (?:is )?not stopping (for (?:about |over |nearly )?[\w-]+ (?:min|mins|minutes?|hrs?|hours?))\b",
         r"I've been fitting \1 and it won't stop"),
    rule(r"\b(seizure|seizer|fit|convulsion)s? (?:is )?not stopping\b", r"\1 that won't stop"),
    rule(r"\b(crying|screaming) (?:and|n|&) pulling up (?:his |her |their |my )?legs\b", r"\1 and pulling up my legs"),
    rule(r"\b(?<!a )(?<!only )few wet (diapers|nappies)\b", r"I've had only a few wet \1"),
    # a breathing noise and a way of sitting, typed bare ("Drooling, sitting forward, soft noisy breathing": 2026-12ay ATS,
    # training, "she's soft noisy breathing")
    rule(r"^\s*((?:soft|loud|harsh|quiet|rasping|raspy|high[- ]pitched|crowing|squeaky) )noisy (breathing|breaths?)\s*$",
         lambda m: f"I've got {m.group(1).lower()}noisy breathing"),
    rule(r"^\s*(?:is |keeps )?sitting (forward|bolt upright|upright|leaning forward|up)\s*$", r"I'm sitting \1"),
    # a ring of some kind stuck ("Wedding ring stuck after a wasp sting": 2026-12ax narrative, training, "I've been wedding ring stuck")
    rule(r"^\s*(?:my |a |the |his |her )?((?:wedding|engagement|signet|eternity|silver|gold|tight) rings?) (?:is |are )?(?:stuck|won'?t come off)\b",
          lambda m: f"my {m.group(1).lower()} {'are' if m.group(1).lower().endswith('s') else 'is'} stuck"),
    rule(r"(?:^|(?<=[,;] ))\s*(?:belted|restrained driver|seat ?belted|wearing (?:a |his |her )?seat ?belt)\s*(?=$|[,;])", "I was wearing my seatbelt"),
    rule(r"(?:^|(?<=[,;] ))\s*(?:walked in|ambulatory(?: at scene)?|walking at scene)\s*(?=$|[,;])", "I walked in myself"),
    rule(r"\s+w(?:/|ith) ((?:left |right )?(?:elbow|wrist|ankle|knee|hand|arm|leg|foot|shoulder|finger|thumb|toe|hip))\s+"
          r"(swollen|bruised|deformed|painful|sore|numb|cold)\b", r" and my \1 is \2"),
    rule(r"\b(can'?t|cant|cannot|unable to) (straighten|bend|move|lift|turn|use|open|close)\s*(?=$|[,;])", lambda m: f"{m.group(1)} {m.group(2)} it"),
    rule(r"\b(eyes?)\s+((?:grinding|welding|drilling|hammering|cutting|sanding|chiselling|chiseling)\b)", r"\1 from \2"),
    # a symptom run on after a pain ("sudden R lower belly pain vomiting"): two things felt (2026-12ah terse, training)
    rule(r"\b(pain|ache|cramps?|headache)\s+(vomiting|nausea|diarrh\w+|fever|dizziness|sweating)\s*$", r"\1 and \2"),
    # sunburn "from boat", "from beach": the day out it came from (before the 2026-12ah round, a probe)
    rule(r"\b(sunburn\w*\b[^,;]*?\bfrom) (?:a |the )?(boat|yacht|beach|pool|lake|river)\b",
          lambda m: f"{m.group(1)} a day {'at the' if m.group(2).lower() in ('beach', 'pool') else 'on the'} {m.group(2).lower()}"),
    rule(r"\b(bites?|stings?|rash|sunburn|burns?|cuts?|blisters?|cellulitis|redness|graze|abrasion)\s+((?:left|right|both)\s+)?" + _BODY
          + r"\b", lambda m: owned(m, "on")),
    rule(r"\b(abscess|swelling|infection|lump|wound|injury|splinter|hook|fishhook|needle|glass|stuck)\s+((?:left|right|both)\s+)?"
          + _BODY + r"\b", lambda m: owned(m, "in")),
    # A body part that a preposition makes the object of ("metal in R eye", "swelling of L ankle") is the
    # speaker's own; one that names a kind of pain or injury ("history of back pain") is not, nor "back to back".
    rule(r"\b(in|on|of|at|into|under|behind|around|near|(?<!back )to)\s+((?:left|right)\s+)?" + _BODY
          + r"(?=\s*(?:$|[,.;]|\b(?:after|since|for|from|with|while|when|x\s*\d)\b))", r"\1 my \2\3"),
    # a sided part is the speaker's whatever follows ("lost vision in R eye like a curtain", "tore skin on R forearm on a
    # cabinet", "boil in R armpit getting bigger"; 2026-12ak terse, training: "in right eye", "on right forearm")
    # (never one a relative named before it owns: "daughter noticed mom tore skin on R forearm" is mom's forearm)
    rule(r"\b(in|on|at|into|under|behind|around|near|to)\s+((?:left|right)\s+)" + _BODY + r"\b(?!'s)",
         lambda m: f"{m.group(1)} {'the' if _A_RELATIVE.search(m.string[:m.start()]) else 'my'} {m.group(2)}{m.group(3)}"),
    rule(r"\b(tore|ripped|grazed|scraped|skinned|took off|knocked off) (?:some )?skin\b", r"\1 the skin"),
    rule(r"\blike (curtain|blind|shade|veil|cobweb|net|film|knife|rock|brick|band|vice|elephant|ton of bricks)\b", r"like a \1"),
    # a place typed bare ("dizzy at outdoor music festival", "collapsed at gym"): the place as a person says it (a probe
    # before the 2026-12al round)
    rule(r"\b(at|in|from|during)\s+(?!(?:a|an|the|my|his|her|their|our|home|work|school|church|night|rest|times|first|last|once|least|"
         r"all|this|that|it|noon|midnight|bed|hospital)\b)((?:(?:outdoor|indoor|open[- ]air|local|music|rock|football|soccer|rugby|"
         r"cricket|school|summer|street|village|county|beach|pool|birthday|wedding|house|office|christmas|work)\s+)*)"
         r"(festival|concert|gig|party|wedding|funeral|gym|match|game|rave|nightclub|club|pub|bar|fair|market|barbecue|bbq|"
         r"picnic|race|marathon|parade|carnival)\b(?!\s+(?:lessons?|class(?:es)?|teachers?|kit|period|shoes|bag))",
         lambda m: f"{m.group(1)} {'the' if m.group(3).lower() == 'gym' else 'an' if (m.group(2) or m.group(3))[0].lower() in 'aeiou' else 'a'} "
                   f"{m.group(2) or ''}{m.group(3)}"),
    rule(r"\b(in my (?:(?:left|right)\s+)?" + _BODY + r")\s+\1\b", r"\1"),  # "something stuck in my throat" + "in throat"
    rule(r"\bgoing down my arm to my (left|right) arm\b", r"going down my \1 arm"),  # "CP radiating" + "to L arm"
    # "CP radiating to jaw", "... to back": where it goes, never an arm the chart does not name (a new-round probe)
    rule(r"\bgoing down my arm to (?:my )?(jaw|neck|throat|teeth|chin)\b", r"going up into my \1"),
    rule(r"\bgoing down my arm to (?:my )?(back|shoulder blades?)\b", r"going through to my \1"),
    rule(r"\bgoing down my arm to (?:my )?((?:left |right )?shoulder)\b", r"going into my \1"),
    # "Hot tea spilled on a toddler": the toddler is the speaker's own self (or, from a companion, the patient)
    rule(r"\b((?:boiling|scalding|hot) (?:\w+ )?(?:water|tea|coffee|oil|fat|soup|milk|noodles)) (?:spilled|spilt|tipped|poured) (?:on|over|onto)"
          r" (?:a|an|the) (?:toddler|child|baby|infant|kid|boy|girl|man|woman|patient)\b", lambda m: f"I got {m.group(1).lower()} spilled on me"),
    # "Car flipped in ditch": my car, and over (2026-12aa terse, training: "I have got car flipped in the ditch")
    rule(r"^\s*(?:the )?(car|truck|van|ute|suv|jeep) (flipped|rolled|overturned)(?! over)\b",
          lambda m: f"my {m.group(1).lower()} {m.group(2).lower()} over"),
    # a seat belt worn, said alone after a crash ("restrained", "unrestrained"): never "I was restrained"
    rule(r"^\s*(?:was |pt )?restrained(?: driver| passenger)?\s*$", "I had my seatbelt on"),
    rule(r"^\s*(?:was |pt )?unrestrained(?: driver| passenger)?\s*$", "I wasn't wearing a seatbelt"),
    # "Cast lt shin put on this week": a cast put on a part, said so (2026-12aa terse, training: "My cast left shin got put on")
    rule(r"^\s*(cast|splint|plaster|backslab)\s+(?:on\s+)?((?:(?:left|right)\s+)?" + _BODY + r")\s+(?:got\s+|was\s+)?(?:put on|applied|placed|fitted)\b",
          lambda m: f"I had a {m.group(1).lower()} put on my {m.group(2).lower()}"),
    # a part and its state, typed bare ("toes cold", "fingers blue"): "my toes are cold" (2026-12aa terse, training)
    rule(r"^\s*((?:(?:left|right)\s+)?(?:toes|fingers|feet|hands|legs|arms|lips))\s+(cold|numb|white|blue|pale|purple|grey|gray|tingly|swollen)\s*$",
          lambda m: f"my {m.group(1).lower()} are {m.group(2).lower()}"),
    rule(r"^\s*((?:(?:left|right)\s+)?(?:toe|finger|foot|hand|leg|arm|lip))\s+(cold|numb|white|blue|pale|purple|grey|gray|tingly|swollen)\s*$",
          lambda m: f"my {m.group(1).lower()} is {m.group(2).lower()}"),
    rule(r"^\s*pain (?:is )?off (?:the )?scale\s*$", "the pain is off the scale"),
    rule(r"^\s*(?:during |after |in )?(?:a )?swing(?:ing)? game\s*$", "it happened during a swinging game"),
    # Chart items a person says otherwise (2026-12aa terse, training; the twenty-fourth read's copied chart lines)
    rule(r"^\s*(?:a |my |the )?((?:wisdom |back |front )?(?:tooth|teeth|molar)) (pulled|extracted|taken out|removed)\b",
          lambda m: f"I had {'my' if m.group(1).lower() == 'teeth' else 'a'} {m.group(1).lower()} {m.group(2).lower()}"),
    rule(r"^\s*(?:prior|previous|past|old) ((?:[\w-]+ ){0,2}(?:surgery|operation|op))\s*$", r"I've had \1 before"),
    rule(r"^\s*(\d)(?:st|nd|rd|th) (?:dislocation|time (?:it'?s |it has )?(?:dislocated|come out|popped out))\s*$",
          lambda m: f"it's the {['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'][int(m.group(1))]} time it's come out"),
    rule(r"^\s*bled (?:lots|a lot|loads|heaps)\s*$", "it bled a lot"),
    # (2026-12ab terse, training: items said whole, "I'm home and reading", "I slipped icy walkway", "I hurt deep breath")
    # (the reading's numbers are the chart's, taken out before: what the patient knows is that it was very high)
    rule(r"^\s*(?:home|at home)\s+(?:bp\s+|blood pressure\s+)?reading(?:\s+of)?(?:\s+\d{2,3}\s*(?:over|/)\s*\d{2,3})?\s*$",
          "my blood pressure at home was very high"),
    rule(r"^\s*(slipped|slip|fell|tripped)\s+(?:on\s+)?(?:an?\s+)?(icy|wet|slippery|frozen)\s+(walkway|path|pavement|sidewalk|step|steps|driveway|floor|road)\b",
          lambda m: f"I {'slipped' if m.group(1).lower() == 'slip' else m.group(1).lower()} on "
                    f"{'some' if m.group(3).lower() == 'steps' else 'an' if m.group(2).lower() == 'icy' else 'a'} "
                    f"{m.group(2).lower()} {m.group(3).lower()}"),  # "some icy steps": steps are many (2026-12ah terse)
    rule(r"^\s*(?:it\s+)?hurts?\s+(?:on\s+|with\s+|to\s+take\s+a\s+)?(?:a\s+)?deep\s+breaths?\s*$", "it hurts to take a deep breath"),
    rule(r"^\s*hot(?:,)? (?:and )?dry skin\s*$", "my skin is hot and dry"),
    rule(r"^\s*(?:walks|walking|ambulating|ambulatory|mobilising|mobilizing) (?:ok|okay|fine|normally|well|independently)\s*$", "I can walk okay"),
    # "Being sick with high sugars": sick, said once (2026-12al narrative, training: "I've been being sick with high sugars")
    # (the British "being sick" is vomiting: said so, and heard so)
    rule(r"^being sick\b", "I've been vomiting"),
    rule(r"^being (unwell|poorly|ill)\b", r"I've been \1"),
    # "breathing fine", "eating ok": how it is, never "I've been breathing fine" (2026-12al terse, training)
    rule(r"^\s*(?:breathing|breathes) (?:is )?(?:ok|okay|fine|normally|normal|well|good|easily|comfortably)\s*$", "my breathing is fine"),
    rule(r"^\s*(eating|drinking|feeding|sleeping) (?:is )?(?:ok|okay|fine|normally|normal|well|good)\s*$", r"I'm \1 fine"),
    # a mark and the states of it ("bug bite on ankle swollen and itchy"): the mark is, never "my ankle swollen"
    rule(r"\b((?:bite|sting|cut|graze|burn|rash|lump|bump|wound|boil|spot) on (?:my |the )?(?:(?:left|right) )?\w+) (?!that\b)"
         r"((?:swollen|red|itchy|sore|hot|painful|tender|weeping|oozing|bleeding|blistered|raised|warm)(?:,? (?:and )?(?:swollen|red|itchy|sore|"
         r"hot|painful|tender|weeping|oozing|bleeding|blistered|raised|warm))*)\b", r"\1 that's \2"),
    # "R collarbone bump", "scrapes down whole R side": where, said with the part's own words
    rule(r"\b((?:left|right) )?(collarbone|shoulder|elbow|knee|wrist|ankle|hip|shin|forehead|head) (bump|lump)\b",
         lambda m: f"a {m.group(3).lower()} on my {m.group(1) or ''}{m.group(2).lower()}"),
    rule(r"\b(grazes?|scrapes?|road rash|cuts|bruises|bruising) (down|on|over|along) (?:the )?whole ((?:left |right )?(?:side|leg|arm|back))\b",
         lambda m: f"{'grazes' if m.group(1).lower().startswith(('graze', 'scrape')) else m.group(1).lower()} {m.group(2).lower()} my whole {m.group(3).lower()}"),
    rule(r"^\s*insulin(?:[- ]dependent| user| dependant)\s*$", "I use insulin"),
    rule(r"^\s*(?:onset )?gradual(?: onset)?\s*$", "it came on gradually"),
    rule(r"^\s*high[- ]riding(?: (?:testicle|testis))?\s*$", "it's sitting higher than the other one"),
    rule(r"^\s*(?!(?:no|nothing|none|not)\b)(\w[\w ]{2,30}?) (?:known|hx)\s*$", r"I've got \1"),  # "gallstones known"; never "nothing known"
    # "CP on exertion", "jaw ache on stairs": when it comes on, as a person says it
    rule(r"\b(?:on|with) exertion\b", "when I walk or do anything"),
    rule(r"\b(ache|pain|breath|tightness|pressure|sob)\s+(?:on|climbing|with) (?:the )?stairs\b", r"\1 when I go up the stairs"),
    rule(r"\bafter\s+(car crash|motorbike crash|rollover car crash|seizure|fight)\b", r"after a \1"),
    rule(r"\bafter\s+(assault|overdose|accident)\b", r"after an \1"),
    # "OPEN LOWER LEG FX": the break and the bone through the skin, as the patient says it
    rule(r"\bopen\s+((?:(?:left|right|lower|upper)\s+)*" + _BODY + r")\s+broken\b", r"I've broken my \1 and the bone is through the skin"),
    rule(r"\bopen\s+broken\s+((?:(?:left|right|lower|upper)\s+)*" + _BODY + r")\b", r"I've broken my \1 and the bone is through the skin"),
    rule(r"^\s*bone (?:visible|showing|exposed|sticking out)\s*$", "I can see the bone"),
    # "SUNBURN BOTH SHOULDERS": where it is, with its preposition
    rule(r"(?<=[a-z] )(?<!\bin )(?<!\bon )(?<!\bof )(?<!\bto )(?<!\bat )(?<!\band )(?<!\bor )"
          r"(both (?:shoulders|arms|legs|hands|feet|knees|eyes|ears|ankles|wrists|elbows|thighs|cheeks))\b", r"on \1"),
    rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+broken\b", r"broken \1"),
    rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+dislocation\b", r"dislocated my \1"),
    rule(r"\b((?:(?:left|right)\s+)?" + _BODY + r")\s+(?:deformity|deformed)\b", r"a \1 that looks out of place"),
    rule(r"\bhistory\s+(?!of\b)(?=[a-z])", "history of "),
    rule(r"\b(belly|back|leg|arm|side|chest|head)\s+\1\b", r"\1"),
    rule(r"\b(belly|back|leg|arm|side|chest|head) pain\s+\1 pain\b", r"\1 pain"),  # "RLQ" (lower right belly pain) + "abd pain"
    # An item that goes on about the one before it has that for its subject, not the patient ("nosebleed, won't stop").
    rule(r"^(?:won'?t|will not|wont) stop\b", "it won't stop"),
    rule(r"^(?:still\s+)?oozing(?=$|\s+(?:blood|pus|fluid)\b)", "it's still oozing"),  # not "oozing wound"
    # "boil in R armpit, draining a little": the boil drains, never "I've been draining a little" (2026-12ak terse, training)
    rule(r"^(?:now\s+|still\s+)?(draining|weeping|discharging|leaking)(?=$|\s+(?:a (?:little|bit|lot)|some|pus|fluid|blood|yellow|green)\b)",
         r"it's \1"),
    rule(r"\b(?:suture|stitch(?:es)?) removal\b", "I need my stitches out"),
    rule(r"\bwound check\b", "I need my wound checked"),
    # (2026-12aj, training, the thirty-third read) "graze check after kindergarten fall": "I've got a graze check"
    rule(r"^(graze|grazes|scrape|bite) (?:check|recheck|review)\b",
         lambda m: f"I need my {m.group(1).lower()} checked"),
    rule(r"\b(?:suture|stitch(?:es)?) check\b", "I need my stitches checked"),
    # "stitches check three weeks after birth" (2026-12ah ATS): the birth told as the patient's own, never "after birth"
    rule(r"\b((?:a|one|two|three|four|five|six|\d{1,2}) (?:days?|weeks?)) (?:after|post|since) (?:the )?(?:birth|delivery|giving birth|childbirth)\b",
          r", I had my baby \1 ago"),
    rule(r"\bdressing change\b", "I need my dressing changed"),
    rule(r"\bmedication question\b", "I have a question about my medication"),
    rule(r"\b(?:medication|prescription) refill for\b", "I need a repeat prescription for"),
    rule(r"\b(?:medication|prescription) refill\b", "I need a repeat prescription"),
]
