"""What a typed complaint item is made of, read before it is said: who has it ("daughter reports"), where and when
it happened ("at the graduation ceremony", "placed 8 days ago"), what a part or a thing did ("foot run over by a
forklift"), what is wanted ("needs a tetanus shot") and the tails a later item adds to the one before ("for two days").
``complaint.ComplaintMixin`` says each item with these; split from it when it passed a thousand lines.
"""

from __future__ import annotations

import re

from ..clauses import CLAUSE_VERBS, first_person_verb, verb_start
from .....clinical import detect
from .....clinical.speakers import kin_words
from ..realise import adjective_only, participle_of, past_of, after_verb, gerund_of, is_noun, noun_phrase, realise
from ..english import indefinite_article, with_article
from ..vocabulary import (
    BELONGINGS, PERSON_NOUNS, BODY, DETERMINERS, FOREIGN_BODIES, PLACE_PREPOSITIONS, PLACES_WITHOUT_ARTICLE, SCENES,
    STATE_WORDS, TAKES_NO_OBJECT,
)

__all__ = [
    "ALLERGEN", "ARRIVAL_MODE", "ARRIVED", "AT_HEADS", "AT_ONCE", "A_PAIN_NAMED", "BACK_AGAIN", "BARE_CONTEXT",
    "BARE_PART", "BROUGHT_BY", "BURNT_BY", "CLIMBED", "COUNTED", "DEFICIT", "DESCRIBED_PART", "DONE_TO_PART", "FELL_ON",
    "FINDING_THEN_PART", "FOR_A", "FOR_TIME", "FUNCTION_WORDS", "HAD_HEADS", "HEART", "HOW_IT_GOES", "HOW_IT_GOES_SAID",
    "HOW_IT_IS", "HOW_LONG", "HURT_PART", "LASTING", "MARK_THEN_PART", "NOT_DONE", "NOUN_EVENT", "ON_HEADS",
    "ON_TREATMENT", "OUTSIDE_THINGS", "OVERDOSE_OF", "OXYGEN_READ", "PARTS_SWOLLEN", "PART_MOVES", "PASTED",
    "PAST_HISTORY", "PER_SOURCE", "PLACED", "RECORD_CONTEXT", "RELATIVES", "REQUEST", "RESULT", "ROAD_USER",
    "SAYS_A_STATE", "SAYS_OF_HIM", "SCENE_OPENERS", "SENDING_PLACES", "SENT_BY", "SETTLED", "SO_LONG_AFTER",
    "STATES_OF_A_PART", "STUCK_IN_PART", "SUPERLATIVE", "SWELLS", "TAIL", "TAIL_ON", "TAKEN_ITEM", "THE_PATIENT_FIRST",
    "TRAVELLING", "VERB_PART", "WANTED_SAID", "WANTS", "WANT_VERB", "WHEN_LAST", "WHILE_DOING", "WORTH_CUTTING_FROM",
    "a_complaint_said", "as_still", "context_clause", "for_a_span", "in_a_relative_s_voice", "in_or_on_my",
    "is_noun_after", "lasting", "the_person_named", "with_place",
]

#: A run of this many chart words said unchanged reads as pasted: a cut must bring what is said below it.
_PASTED_FROM = 5
#: Fewer chart words than this said in a row: the item is said well enough whole, and no cut is tried.
WORTH_CUTTING_FROM = 3

#: Who a headline may name as its subject: the patient ("baby", "toddler") or, from a companion's side,
#: the patient by relation ("husband went quiet in the car").
_PERSON = re.compile(rf"(baby|newborn|infant|toddler|child|kid|boy|girl|patient|pt|{'|'.join(sorted(kin_words(), key=len, reverse=True))})"
                     r"\s+(\w+)(.*)$", re.IGNORECASE)
_NOT_KIN = re.compile(r"(?:baby|newborn|infant|toddler|child|kid|boy|girl|patient|pt)$", re.IGNORECASE)


def the_person_named(text: str) -> str | None:
    """A headline whose subject is the patient named by a noun, said with "I" (a companion's "he"):
    "Baby stopped breathing", "husband went quiet in the car", "baby born in the car park"; None when
    the noun names no patient ("baby tooth came out") or the one named tells it ("husband can't wake her")."""
    person = _PERSON.match(text)
    if person is None:
        return None
    verb, rest = person.group(2).lower(), person.group(3)
    if verb in ("has", "had", "got") and (same := re.fullmatch(r"\s*((?:it|this|that|them|(?:the )?same(?: \w+)?)(?: thing)?)(?: too| as well| also)\s*",
                                                              rest, re.IGNORECASE)) and not _NOT_KIN.match(person.group(1)):
        return f"my {person.group(1).lower()} {verb} {same.group(1)} too"  # "boyfriend has it too": someone else, never "I have it"
    if verb in ("tested", "diagnosed") and not _NOT_KIN.match(person.group(1)):
        # "partner tested positive for chlamydia": the partner's result, the reason for my check (2026-12af terse, training:
        # "I tested positive")
        return f"my {person.group(1).lower()} {verb}{rest}"
    if verb == "born":
        return f"I was {noun_phrase('born' + rest)}"  # "baby born in taxi": "born in a taxi"
    if verb == "into":  # "toddler into grandmother's tablets": got into them
        return f"I got into{rest}"
    if verb.endswith("ing") and gerund_of(verb) is not None and not _NOT_KIN.match(person.group(1)):
        # "husband vomiting blood", "husband threatening neighbour": what he has been doing, said by him or of him
        people = re.match(r"^\s*(neighbou?rs?|staff|nurses?|doctors?|police|family|kids|children|wife|husband|partner)\b(.*)$", rest,
                          re.IGNORECASE)
        body = f" the {people.group(1)}{people.group(2)}" if people else (" " + after_verb(rest.strip()) if rest.strip() else "")
        return f"I've been {verb}{body}"
    if not (verb_start(verb) is not None or verb in CLAUSE_VERBS or (verb.endswith("ed") and len(verb) > 4)):
        return None
    if _NOT_KIN.match(person.group(1)) and (done := re.match(r"\s*(?:him|her|them|me)\b(.*)$", rest, re.IGNORECASE)):
        # "toddler poked her in the eye": the child did it to the speaker, never "I poked me" (2026-12q, training)
        return f"{indefinite_article(person.group(1).lower())} {person.group(1).lower()} {verb} me{done.group(1)}"
    if not _NOT_KIN.match(person.group(1)) and re.search(r"\b(?:him|her|them|me|my)\b", rest, re.IGNORECASE):
        return None
    return f"I {first_person_verb(verb)}{rest}"


#: A road user named before what happened ("Cyclist struck by a bus"): the role is how they were travelling.
ROAD_USER = re.compile(r"^(?:a |the )?(?P<worn>(?:un)?helmeted |(?:un)?restrained )?(cyclist|pedestrian|motorcyclist|motorbike rider|driver|passenger|jogger|runner|skateboarder|"
                        r"scooter rider|hunter|farmer|roofer|builder|worker|labourer|laborer|climber|hiker|surfer|swimmer|diver|skier|"
                        r"snowboarder|player|rider|jockey|painter|electrician|mechanic|tradesman|tradie|chef|cook|welder|logger)\s+"
                        r"((?:struck|hit|knocked|run|thrown|clipped|doored|hurt|injured|pinned|trapped|fell|slipped|tripped|dove|dived|"
                        r"collapsed|crushed|burnt|burned|caught|kicked|bitten|stung|cut|crashed)\b.*)$", re.IGNORECASE)
TRAVELLING = {"cyclist": "on my bike", "pedestrian": "while I was walking", "motorcyclist": "on my motorbike", "motorbike rider": "on my motorbike",
               "driver": "while driving", "passenger": "as a passenger", "jogger": "while out running", "runner": "while out running",
               "skateboarder": "on my skateboard", "scooter rider": "on my scooter"}


def is_noun_after(rest: str) -> bool:
    """Whether the words after a state word begin with a noun ("suicidal thoughts"), so the whole is a noun phrase."""
    words = rest.split()
    return bool(words) and is_noun(words[0])


PER_SOURCE = re.compile(r"^per (?:the )?([a-z][\w ]*)$")
RELATIVES = {*kin_words(), "family", "friend", "carer", "caregiver", "parents", "girlfriend", "boyfriend"}
#: The patient named at the start of what a relative reports ("mother not eating", "pt more confused").
THE_PATIENT_FIRST = re.compile(r"^(?:the |my |his |her )?(?:pt|patient|child|kid|baby|toddler|infant|" + "|".join(sorted(kin_words(), key=len, reverse=True))
                                + r")\s+(?=(?:is |has |not |more |less |very |been |keeps |can'?t |won'?t |\w+ing\b|\w+ed\b))", re.IGNORECASE)
SETTLED = re.compile(r"^(?:now )?(?:resolved|settled|stopped|improved|(?:much |a lot |a bit |all )?better|feels? (?:ok|okay|fine|better|normal)|back to normal|"
                     r"all gone|gone)(?: now| at triage| on arrival| by (?:the time (?:i|he|she|they) got here|arrival))?$")
#: A sign of the brain's that can come and go (a TIA's): numb, weak, clumsy, drooping, slurred, lost words or sight.
DEFICIT = re.compile(r"\b(?:numb|weak|clumsy|droop\w*|slurr\w*|tingl\w*|couldn'?t (?:speak|talk|see|move)|lost (?:my|his|her) (?:words|speech|sight|vision))\b",
                      re.IGNORECASE)
TAKEN_ITEM = re.compile(r"^(?:about |around )?\d+\s+\w+(?: pills| tablets)?$|^(?:tylenol|paracetamol|acetaminophen|aspirin|ibuprofen)$")
HOW_IT_GOES = re.compile(r"^(spreading|worsening|getting worse|sudden onset|acute onset|abrupt onset|recurrent|recurring|"
                          r"twisted|rolled|sprained)$")
HOW_IT_GOES_SAID = {
    "spreading": "and it's spreading", "worsening": "and it's getting worse", "getting worse": "and it's getting worse",
    "sudden onset": "and it came on suddenly", "acute onset": "and it came on suddenly", "abrupt onset": "and it came on suddenly",
    "recurrent": "and it's happened before", "recurring": "and it's happened before",
    "twisted": "I twisted it", "rolled": "I rolled it", "sprained": "I think I've sprained it",
}
#: A state said as going on now with how long it has lasted ("my face is drooping on the left for ten minutes"): English
#: says it in the perfect ("has been drooping"). First person only; the voice turns it for a companion.
#: How long, after "for" ("about ten minutes", "a couple of days"): read here and by the story's onset (story.py).
#: (a count left out, "for days", is a while too: "I've had diarrhoea for days", 2026-12ax narrative, training)
HOW_LONG = r"(?:about |around |over |nearly |almost )?(?:a couple of |a few |[\w-]+ )?(?:minutes?|hours?|days?|weeks?|months?)\b"
_FOR_A_WHILE = r"(?:(?! and | but |, ).)*? for " + HOW_LONG
_GOING_ON_FOR = re.compile(r"^(.*?\b)(I'm|I am|(?:my|the) [\w ]+? (?:is|are))( (?:\w+ing|swollen|numb|weak|dizzy|sore|red|itchy|blocked|worse|tired|exhausted|unwell|breathless|winded|nauseous)\b"
                           + _FOR_A_WHILE + ")")
_HAD_FOR = re.compile(r"^(.*?\b)(I've got|I have got|I have)( (?!been\b|had\b)\w" + _FOR_A_WHILE + ")")


#: A superlative said bare or with "a" ("I've got a worst headache of my life"): "the worst" (twenty-fourth read).
SUPERLATIVE = re.compile(r"(\b(?:got|had|have|having|is|was) )(?:an? )?(worst|best|biggest)\b")


def lasting(clause: str) -> str:
    """"my face is drooping for ten minutes": "my face has been drooping for ten minutes" (a new-round probe)."""
    if had := _HAD_FOR.match(clause):  # "I've got lip swelling for 30 minutes": "I've had"
        said = "I have had" if had.group(2) == "I have" else "I've had"
        return f"{had.group(1)}{said}{had.group(3)}{clause[had.end():]}"
    if not (going := _GOING_ON_FOR.match(clause)):
        return clause
    subject = going.group(2)
    if subject in ("I'm", "I am"):
        said = "I've been"
    else:
        said = subject.rsplit(" ", 1)[0] + (" have been" if subject.endswith(" are") else " has been")
    return f"{going.group(1)}{said}{going.group(3)}{clause[going.end():]}"


FOR_TIME = re.compile(r"^for (?:about |over |nearly )?(?:\w+ )?(?:minutes?|mins?|hours?|days?|weeks?)$")
# How the item before it is: a bare adjective ("Vaginal bleeding, heavy", "Knee pain, swollen") said as "it's heavy".
_ADJECTIVE = (r"(?:(?:very|really|quite) )?(?:severe|mild|moderate|bad|terrible|constant|intermittent|worse|worsening|heavy|swollen|"
              r"red|hot|warm|painful|tender|bruised|itchy|numb|goopy|gunky|sticky|crusty|weepy|"
              # how a part typed first is ("L shoulder, out again", "L flank, colicky into groin": 2026-12an terse, training)
              r"sharp|dull|tearing|ripping|stabbing|burning|throbbing|crushing|colicky|cramping|aching|out|out again|popped out|"
              r"locked|stiff|blurry|blurred)(?: (?:into|to|through to|down|up|round to|around to) (?:the |my )?[a-z]+)?")  # "eyes red, goopy" (a probe)
HOW_IT_IS = re.compile(rf"^{_ADJECTIVE}(?:(?:,| and) {_ADJECTIVE})*$|^(?:worse|better|easier|eased) (?:with|when|on|after|if|by|(?:sitting|lying|leaning|standing|bending|walking|resting|breathing)\b)"
                       # and whenever or wherever it is so ("worse at night", "worse in work boots", "worse toward evening", "worse
                       # turning head": 2026-12am terse, training, said "I'm worse in work boots"), never "worse than"
                       r"|^(?:worse|better) (?:at|in|during|toward|towards|before|whenever|first|today|tonight|overnight|trying|\w+ing)\b")
# What a reaction was to ("Anaphylaxis, peanut"): the allergen, after the item before it.
ALLERGEN = re.compile(r"^(?:tree )?(?:peanuts?|nuts?|cashews?|shellfish|prawns?|penicillin|latex|eggs?|milk|sesame|fish)$",
                       re.IGNORECASE)
# Adjectives before one body part ("painful swollen calf", "pink right eye"): a countable head, so an article.
_ONE_PART = "|".join(part for part in BODY[3:-1].split("|") if not part.endswith("s") and part != "feet")
DESCRIBED_PART = re.compile(r"^(?:(?:\w+(?:ful|en|ed|y)|red|hot|sore|bad|stiff|numb|weak|cold|blue|black|pale|tender),?\s+)+"
                             r"(?:(?:left|right|outer|inner|upper|lower|top|bottom|back|front)\s+)*(?:" + _ONE_PART + r")$",
                             re.IGNORECASE)  # "swollen outer ankle": "a swollen outer ankle"
# Symptoms a treatment changes the meaning of ("fever on methotrexate", "nosebleed on warfarin").
_TREATED_HEADS = {"fever", "temperature", "bleeding", "nosebleed", "bleed", "bruising"}
# Body parts swollen together ("lip and tongue swelling"): said as the parts being swollen.
SWELLS = BODY[:-1] + "|tongue|cheek|eyelid|eyelids)"
PARTS_SWOLLEN = re.compile(r"^((?:(?:left|right) )?" + SWELLS + r"(?:,? and (?:(?:left|right) )?" + SWELLS + r")*) swelling$",
                            re.IGNORECASE)
# What one has had rather than has ("seizure at the shops", "fall from a ladder").
HAD_HEADS = {"seizure", "fall", "fit", "collapse", "faint", "blackout", "reading", "attack", "test"}
# What the case wants ("needs certificate", "wants to talk to…"): a verb in the third person, said as the speaker's own.
WANTS = re.compile(r"^(needs|needing|wants|wanting|requests|requesting)\s+(.+)$", re.IGNORECASE)
WANT_VERB = {"needs": "need", "needing": "need", "wants": "want", "wanting": "want", "requests": "want", "requesting": "want"}
#: What a row asks for in the typist's word, as the patient asks for it ("needs tetanus": "I need a tetanus jab").
WANTED_SAID = {"tetanus": "a tetanus jab", "tet": "a tetanus jab", "tetanus shot": "a tetanus shot", "td": "a tetanus jab",
                "tdap": "a tetanus jab", "script": "a new prescription", "rx": "a prescription", "refill": "a refill",
                "med refill": "a refill of my medicine", "meds refill": "a refill of my medicines", "abx": "antibiotics",
                "note": "a note", "work note": "a note for work", "sick note": "a sick note", "cert": "a certificate",
                "bp check": "my blood pressure checked", "blood pressure check": "my blood pressure checked",
                "bp recheck": "my blood pressure checked again"}
# A sensation of the heart written as an adjective ("racing heart"): said as the heart doing it.
HEART = re.compile(r"^(racing|pounding|fluttering|thumping|skipping|jumping) heart\b(.*)$", re.IGNORECASE)
# A blood result the patient was told ("haemoglobin 6.2", "INR 7"): said as "my INR is 7".
RESULT = re.compile(r"^(haemoglobin|hemoglobin|INR|potassium|sodium|blood sugar|sugar|glucose|platelets|calcium|"
                     r"creatinine|white count)\s+(?:of\s+|is\s+|was\s+)?(\d+(?:\.\d+)?)$", re.IGNORECASE)
# A body part on its own after the item it belongs to ("Burn, L hand"): where that item is.
BARE_PART = re.compile(r"^(?:(?:left|right|both|lower|upper|low|mid|middle)\s+){0,2}(?:" + BODY[3:-1] + r"|side)(?:,? and (?:(?:left|right)\s+)?" + BODY + r")*$",
                        re.IGNORECASE)
# An injury a bare body part after it says the place of ("Dog bite, L hand"); after anything else the part was hurt.
PLACED = re.compile(r"\b(?:bites?|stings?|burns?|burnt|cuts?|wounds?|injury|rash|blisters?|graze|scalds?|scalded|hurt|lump|"
                     r"swelling|splinter|stitches|staples|sutures|dressing|cast|plaster)\b|\bmyself$", re.IGNORECASE)
# What burnt the patient ("Burn, boiling water"): said with the burn before it.
BURNT_BY = re.compile(r"^(?:boiling|hot) (?:water|oil|tea|coffee|soup|fat)$|^steam$", re.IGNORECASE)
# A body part straight after a verb ("twisted knee"): the speaker's own.
VERB_PART = re.compile(r"^((?:left|right)\s+)?((?:(?:index|middle|ring|little|big|pinky) )?(?:" + BODY[3:-1] + r")|" + BODY[3:-1] + r"|" + BELONGINGS + r")\b", re.IGNORECASE)
#: A pain or a loss named in the first words ("sudden ripping pain …", "sudden painless loss of vision"): a thing had, never
#: "I'm sudden ripping pain" (2026-12t terse, training).
A_PAIN_NAMED = re.compile(r"\b(?:pain|pains|ache|aches|headache|cramps?|pressure|tightness|loss|bleeding|swelling|rash|weakness|numbness)\b")
#: Medicines taken with no owner said ("Took tablets with wine"): told as "some tablets", since "my tablets" is a dose
#: taken as meant and hides the overdose (the 2026-12ar ATS transcripts, training: no ingestion heard at all).
MEDICINES_TAKEN = re.compile(r"(?:tablets|pills|meds|medications?|medicines?|capsules)\b", re.IGNORECASE)
#: "back" as again or home after a verb ("came back to have my cut checked"), not the back of the body.
BACK_AGAIN = re.compile(r"^back (?:to|in|for|from|home|again|here|up|at|into|after|with|today|so)\b", re.IGNORECASE)
# What a person is on ("fever on methotrexate"): a treatment, said as a clause of its own, not "a fever on methotrexate";
# only after a symptom a treatment changes the meaning of ("ankle twisted on stairs" is where).
ON_TREATMENT = re.compile(r"^(.*?\b(?:" + "|".join(sorted(_TREATED_HEADS)) + r")\b(?:\s+for\s+(?:about\s+|an?\s+|\w+\s+)?(?:minutes?|hours?|days?|weeks?))?)\s+on\s+"
                           r"(?!(?:my|his|her|their|the|a|an|both|left|right|top|and)\b)([\w-]+(?:\s+[\w-]+)?)$", re.IGNORECASE)
# An overdose of something ("Tylenol overdose", "opioid overdose"): taken, not had.
OVERDOSE_OF = re.compile(r"^(?!(?:possible|suspected|intentional|accidental|deliberate|an?|the|my)\b)(?!.*\b(?:to|of|plan)\b)([\w-]+(?: [\w-]+)?) overdose$",
                          re.IGNORECASE)
COUNTED = r"\s+(?:once|twice|\w+ times)\b"  # how often, after the item ("nosebleed twice today"): ends its head noun
# Items said as a tail of the item before them ("I had a fall, the ambulance crew said"), marked with this prefix;
# a tail that continues the clause without a comma ("I burnt myself on my left hand") with the second.
# What a patient comes in for ("dressing check", "needs certificate"): "I'm here for a …".
# what it follows may come after ("back to work note after flu last week": 2026-12ak terse, a guard)
FOR_A = re.compile(r"\b(?:check|change|refill|question|removal|review|note|letter|certificate|form|appointment|dressing)"
                   r"(?:$| (?:after|following|from) )")
TAIL = "\x00"
TAIL_ON = "\x01"

#: Injuries (``clinical.concepts``): sore since it happened, never "constant, it doesn't stop".
REQUEST = re.compile(r"^(.+?) (?:requests?|requested)$", re.IGNORECASE)
#: A complaint typed in a relative's voice, about the patient as "her" or "him" ("Can't wake her properly",
#: "Won't settle him"; the chart reader makes the "her" a "my"): what the relative cannot do is what the patient will not do.
_CANNOT_FOR_THEM = {"wake": "I won't wake up", "rouse": "I won't wake up", "settle": "I won't settle",
                    "calm": "I won't calm down", "feed": "I won't feed"}
_RELATIVE_CANNOT = re.compile(r"^(?:we |i )?(?:can'?t|cannot|couldn'?t|can not) (wake|rouse|settle|calm|feed) (?:her|him|them|me|my(?= properly| at all| up\b|$))\b(.*)$",
                              re.IGNORECASE)
#: A relative named as the subject ("Grandad's not himself", "Mum's not right"): the patient is who is meant.
_RELATIVE_SUBJECT = re.compile(r"^(?:my )?(" + "|".join(sorted(kin_words(), key=len, reverse=True)) + r")(?:'s| is) (.+)$", re.IGNORECASE)


def in_a_relative_s_voice(text: str) -> str | None:
    """An item in the voice of a relative about the patient, said as the patient's own first person, which the speaker's
    voice turns back into the relative's ("Grandad's not himself": "I'm not myself", said by his granddaughter "he's not
    himself"; "Can't wake her properly": "I won't wake up properly", "she won't wake up properly"); None for any other."""
    if cannot := _RELATIVE_CANNOT.match(text):
        return _CANNOT_FOR_THEM[cannot.group(1).lower()] + cannot.group(2)
    if subject := _RELATIVE_SUBJECT.match(text):
        rest = re.sub(r"\b(?:himself|herself|themselves)\b", "myself", subject.group(2), flags=re.IGNORECASE)
        return f"I'm {rest}"
    return None


#: Two or more states of one part, typed before it ("hot swollen knee", "red itchy eyes", "cold pale left foot").
STATES_OF_A_PART = re.compile(r"^((?:(?:hot|red|swollen|itchy|sore|stiff|painful|tender|numb|cold|pale|blue|purple|bruised|weak|"
                               r"puffy|tight|warm|sticky|watery|dry|cracked|bleeding|throbbing|aching|tingly)(?: |, | and ))+)"
                               # (a part that was replaced or operated on: "Hot swollen replaced knee", 2026-12ar narrative ESI, training)
                               r"((?:left |right |both )?(?:(?:replaced|new|operated|artificial|false|prosthetic) )?" + BODY + r")"
                               r"(?:\s+(?:that|which)\s+(.+))?$", re.IGNORECASE)


#: A finding typed straight before the side of the body it is on ("cat bite right knuckle", "loss of vision left eye").
FINDING_THEN_PART = re.compile(r"\b(bite|sting|cut|burn|rash|lump|blister|wound|graze|laceration|bruise|ulcer|sore|boil|abscess|skin|"
                                r"pain|loss of vision|vision loss|numbness|weakness|swelling|tingling|redness|"
                                # a stye, a thing stuck in a part (2026-12ac terse, training: "COCKROACH RIGHT EAR", "STYE LEFT
                                # UPPER EYELID", "NAIL EMBEDDED LEFT PALM")
                                r"stye|cockroach|bug|insect|moth|bead|splinter|sliver|fishhook|hook|glass)\s+"
                                r"(?=(?:left|right|both)\s+(?:upper |lower |inner |outer )?" + BODY + r"\b)", re.IGNORECASE)
#: A mark seen on the skin or a speck in the eye, typed before its part with no side ("white patches tongue", "itchy
#: streaks legs", "seatbelt mark chest", "speck left eye"): where it is, with its preposition (twenty-seventh read, D).
MARK_THEN_PART = re.compile(r"\b(hives|patch(?:es)?|spots?|streaks?|marks?|specks?|welts?|bumps?|blisters|scratch(?:es)?|scrapes?|"
                             r"grazes|bruises|bites|stings|band|lines?|dots?|flecks?)\s+"
                             r"(?=(?:(?:left|right|both)\s+)?(?:upper |lower |inner |outer )?" + BODY + r"\s*$)", re.IGNORECASE)
_FELT_IN = {"speck", "specks", "fleck", "flecks", "pain", "loss of vision", "vision loss", "numbness", "weakness", "swelling", "tingling", "redness", "cockroach", "bug",
            "insect", "moth", "bead", "splinter", "sliver", "fishhook", "hook", "glass"}


def in_or_on_my(found: re.Match[str]) -> str:
    """A finding typed before its part, with the preposition it takes: "in my" ear, "on my" knuckle."""
    return f"{found.group(1)} {'in' if found.group(1).lower() in _FELT_IN else 'on'} my "


#: A finding, then what the speaker was doing ("low back strain lifting couch moving apartments"): read against ACTIVITIES.
WHILE_DOING = re.compile(r"^(.+?) (\w+ing)\b(.*)$", re.IGNORECASE)


def a_complaint_said(words: str, gerund: str, rest: str) -> bool:
    """Words that end in a noun or a state of the speaker ("low back strain", "chest sore"), not a verb ("found") nor a
    trouble whose -ing word is what it is with ("difficulty breathing")."""
    last = words.split()[-1].lower()
    if last in ("trouble", "difficulty", "difficulties", "problem", "problems") or last in PERSON_NOUNS:
        return False  # "difficulty swallowing", "baby sitting up"
    if last in _SPREADS and gerund in ("climbing", "moving", "creeping", "tracking", "going", "running") or re.match(
            r"\s*(?:to|into|toward|towards|up|down|across|through|around|from|over)\b", rest) and gerund in ("moving", "climbing", "running"):
        return False  # "swelling climbing toward knee", "belly pain moving to the right side": the complaint moves
    a_state = bool(STATE_WORDS.fullmatch(words)) or (realise(words) or "").startswith("my ")  # "dizzy", "chest sore"
    if not (detect(words) or last in _COMPLAINT_HEADS or a_state):
        return False  # "lucas running": no complaint before the doing
    if not (is_noun(last) or adjective_only(last)) or last in _NOT_AN_END or participle_of(last) not in (None, last) \
            and not adjective_only(last):
        return False  # "fingers pink and moving", "pump stopped working", "popped out at climbing gym"
    return is_noun(last) and not adjective_only(last) or a_state  # "low back strain"; "chest sore", "dizzy"


_COMPLAINT_HEADS = frozenset({"strain", "sprain", "pain", "ache", "injury", "sore", "vision", "breath", "pressure", "tightness",
                              "cramp", "cramps", "swelling", "bite", "cut", "graze", "burn", "blister", "pop", "snap", "twinge"})
_SPREADS = frozenset({"swelling", "redness", "rash", "streak", "streaks", "line", "lines", "bruising", "numbness", "tingling"})
#: A finding typed with how long after what it came ("… two days after a bee sting", "… ten days after giving birth").
SO_LONG_AFTER = re.compile(r"^(.+?)(?<!\bfor)(?<!\bover)(?<!\blast)(?<!\bpast),? ((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a few|several) "
                            r"(?:hours?|days?|weeks?|months?) (?:after|since) .+)$", re.IGNORECASE)
#: When something was done, after a verb typed alone ("cried right away", "vomited immediately").
AT_ONCE = re.compile(r"(?:right|straight) away\b|immediately\b|at once\b|instantly\b|straight after\b|afterwards?\b")
_NOT_AN_END = frozenset({"and", "or", "but", "not", "still", "then", "now", "also", "very", "really"})
#: A clause that only pastes a complaint item after a verb of having ("I've got known to mental health team").
PASTED = re.compile(r"^(?:I've got|I've had|I had|it's) ", re.IGNORECASE)
#: A complaint item that records the visit's context, not what is wrong.
RECORD_CONTEXT = re.compile(r"^(?:known to|under (?:the )?care of|regular (?:at|attender)|frequent (?:attender|flyer)|"
                             r"(?:on (?:a )?)?police hold|in (?:police )?custody|(?:brought|sent|referred) (?:in )?by (?:the )?\w+|"
                             r"(?:family|friends?|staff|police|ems|crew) (?:at|present|aware|with)|with (?:family|police|security))\b",
                             re.IGNORECASE)


#: When the item before it was last done or put in ("last tx eight days ago", "placed 8 days ago").
WHEN_LAST = re.compile(r"^(?:(?P<last>(?:the )?last (?:tx|treatment|dose|chemo|chemotherapy|cycle|infusion|one|session))|"
                        r"(?P<put>placed|put in|inserted|sutured|stitched|stapled|done|applied))\s+(?P<when>.+\bago)$")
#: A clause made of a context item: "I've got netball", "I've got child", "I've got police hold", "I deformed".
BARE_CONTEXT = re.compile(r"^(?:I've got|I've had|I had|I was in|I'm|I've been|I) \w+(?: \w+)?$", re.IGNORECASE)


SAYS_A_STATE = re.compile(r"\w\wing\b|^(?!barbed)\w+ed\b|\b(?:less|more|off|not|no|can't|cannot|won't|unable|yellow|blue|grey|hot|cold|"
                           r"floppy|swollen|stiff|weak|numb|sore|itchy|very|really|severe|bad|worse|stools?|poos?|wees?|urine|blood|"
                           r"vomit|spots?|rash|lumps?|swelling|pain|aches?|cough|breath\w*|spells?|fits?|bleed\w*)\b", re.IGNORECASE)
#: A hurt part with what hurt it ("burned hand on an oven tray"): said as the doing, "I burned my hand on…".
_HURT_VERBS = ("burned", "burnt", "bumped", "grazed", "scalded", "twisted", "sprained", "jammed", "crushed", "trapped", "banged",
               "hurt", "injured", "stubbed", "caught", "pinched")
HURT_PART = re.compile(r"^(?:an? )?(" + "|".join(_HURT_VERBS) + r") ((?:left |right )?" + BODY[3:-1] + r") ((?:on|in|with|against|by|under|"
                        r"between|from|at) .+)$", re.IGNORECASE)
#: Done to the patient by something ("foot run over by a forklift", "poked in the eye by a twig"): the passive, with "was".
DONE_TO_PART = re.compile(r"^(?:(?:my |the |a |an )?((?:left |right )?" + BODY[3:-1] + r") )?((?:run over|poked|hit|struck|kicked|"
                           r"stood on|trodden on|crushed|trapped|caught|bitten|stung|scratched|stabbed|slashed|punched) .*\bby\b.+)$",
                           re.IGNORECASE)
#: How the patient came, typed as an item of its own ("walk-in", "via bus", "via rideshare"): the desk's field, never said
#: ("I've got knee pain and walk-in": 2026-12aj terse, training).
_ON_FOOT = r"walked in|ambulatory|self[- ]presented"  # came in by themselves: both patterns below hold these words
ARRIVAL_MODE = re.compile(rf"(?:walk-?in|{_ON_FOOT}|self[- ]referred|(?:arrived |came |came in )?"
                           r"(?:via|by|in (?:a|an|her|his|my|their)) (?:the )?(?:bus|taxi|cab|uber|lyft|rideshare|ride-?share|private car|"
                           r"private vehicle|pov|train|tram|subway|metro|wheelchair(?: van| taxi)?|walk[- ]?in|"  # "via walk in", "via wheelchair van" (2026-12ax)
                           r"(?:\w+'?s |a |her |his |my |their )?(?:car|truck|ute|van)))",
                           re.IGNORECASE)
ARRIVED = re.compile(rf"(?:walking|{_ON_FOOT}|ambulating|walk-in|"
                      # what they were doing, a sport ("Shoulder injury, cycling"): the story tells how it happened
                      r"cycling|bike riding|running|jogging|swimming|skiing|snowboarding|skating|skateboarding|surfing|climbing|"
                      r"horse riding|riding|hiking|diving|playing \w+|(?:beach )?volleyball|basketball|netball|tennis|squash|badminton|"
                      r"softball|baseball|dodgeball|lacrosse|at (?:football|rugby|netball|soccer|basketball|hockey|cricket|"
                      r"the gym|work|school))")


#: A state said with how long it has lasted ("dizzy since lunch", "hoarse for a week"): "I've been", not "I'm".
LASTING = re.compile(r"^[\w-]+ (?:since|for (?:a |an |about |\d|one|two|three|four|five|six|seven|several|the (?:last|past)))")
#: A headline that opens with what the chart says he does ("Keeps nearly passing out", "Feels faint on standing"), or
#: with what the patient said, the subject dropped ("Keep fainting at school").
SAYS_OF_HIM = re.compile(r"^(keeps|keep(?= (?:\w+ly |on )?\w+ing\b)|feels|hears|sees|gets|thinks|refuses|complains|can't) (\w.*)$", re.IGNORECASE)
#: Something not done, as a chart says it ("not slept in 4 nights", "not eaten since Monday").
def for_a_span(rest: str) -> str:
    """The words after a doing, with "for" before a bare span ("4 days": "for 4 days")."""
    return re.sub(r"^\s*(\d+|a|one|two|three|four|five|six|seven|several|few)[ -](hours?|days?|weeks?)\b", r" for \1 \2", rest)


NOT_DONE = re.compile(r"^(?:has |have )?not (slept|eaten|drunk|passed urine|peed|weed|opened (?:my|his|her|their) bowels|been out|"
                       r"been eating|been drinking|been sleeping|had a (?:wee|poo|bowel movement))\b(.*)$", re.IGNORECASE)
#: "counselor sent", "dorm roommate brought": who sent or brought the patient, typed before the verb.
SENT_BY = re.compile(r"^(?:the |my |his |her |pt'?s )?([a-z][\w-]*(?: [a-z][\w-]*)?) (sent|brought|referred)"
                      r"(?: (?:me|him|her|them|pt|patient|(?:the )?(?:kid|child|baby|toddler|infant)))?(?: in)?"
                      r"(?: (?P<why>for (?!(?:a|an|the)\b)[a-z][\w ]*))?$", re.IGNORECASE)  # "nursing home sent for fever"
#: Senders said with "the", places and services, not people: "the care home sent me", "the police brought me in", never "my care home".
SENDING_PLACES = re.compile(r"\b(?:living|home|facility|school|clinic|care|centre|center|jail|prison|work|shelter|hostel|practice|"
                             r"surgery|pharmacy|hospital|ward|unit|camp|college|university|office|police|ambulance|paramedics|ems|security)$", re.IGNORECASE)
#: An event typed after what it happened on ("stair fall", "scaffold fall 8 feet", "e-scooter crash", "rugby tackle"):
#: said as the doing, never "I've got scaffold fall".
NOUN_EVENT = re.compile(r"^(?:an? )?([a-z][\w-]*) (fall|crash|tackle)(?: (?:from |about |approx )?(\d+|one|two|three|four|five|six|seven|"
                         r"eight|nine|ten|twelve|fifteen|twenty) ?(feet|foot|ft|metres|meters|m))?$", re.IGNORECASE)
#: How a fall from or on each thing is said; a thing not listed is said "off a …" when it is climbed, "at the …" otherwise.
FELL_ON = {"stair": "down the stairs", "stairs": "down the stairs", "step": "down a step", "steps": "down the steps",
            "ski": "skiing", "skiing": "skiing", "snowboard": "snowboarding", "ice": "on the ice", "bath": "in the bath",
            "bathtub": "in the bath", "shower": "in the shower", "curb": "off the curb", "kerb": "off the kerb", "bed": "out of bed",
            "trampoline": "off a trampoline", "playground": "at the playground", "stage": "off the stage", "toilet": "off the toilet"}
CLIMBED = frozenset({"ladder", "scaffold", "scaffolding", "roof", "horse", "bike", "bicycle", "tree", "wall", "chair", "stool",
                      "balcony", "fence", "truck", "trailer", "loft", "bunk", "swing", "slide", "motorbike", "motorcycle"})
#: What a terse row types beside the complaint as its setting (2026-12ac terse, training: "whiskey binge", "shellfish buffet",
#: "movie theater"): the last word says whether it came after something or happened somewhere; never "I've got movie theater".
_AFTER_HEADS = frozenset({"binge", "buffet", "drinks", "party", "trip", "flight", "ride", "meal", "dinner", "lunch", "breakfast",
                          "takeout", "takeaway", "sauce", "shift", "workout", "festival", "wedding", "holiday", "vacation", "cruise",
                          # a meal named by what was eaten (2026-12ad terse, training: "potluck egg salad", "fried chicken supper")
                          "supper", "salad", "potluck", "barbecue", "bbq", "picnic", "sushi", "curry", "kebab", "oysters", "seafood"})
AT_HEADS = frozenset(place for place in SCENES if PLACE_PREPOSITIONS[place] == "at")
#: A surface typed as the scene ("icy sidewalk", "hiking trail", "boat ramp"): it happened on it.
ON_HEADS = frozenset(place for place in SCENES if PLACE_PREPOSITIONS[place] == "on")
#: Places whose name opens with an -ing word of its own ("nightclub parking lot"): no doing of the item.
_ING_PLACES = re.compile(r"\b(?:parking|shopping|swimming|living|dining|waiting|changing|building|bowling|skating|boarding|"
                         r"loading|sitting|dressing|washing|fitting|landing|camping) (?:lot|garage|centre|center|mall|pool|"
                         r"room|site|alley|rink|area|bay|dock|school|ground|house|deck)\b")


#: Describing words that open a scene typed as an item ("fried chicken supper", "hiking trail", "wedding dance").
SCENE_OPENERS = frozenset({"fried", "grilled", "hiking", "walking", "running", "cycling", "wedding", "birthday", "dancing",
                            "camping", "fishing", "icy", "wet", "muddy", "frozen", "slippery", "frosty", "packed", "crowded"})


_DETERMINER_WORDS = frozenset(word.strip() for word in DETERMINERS)
#: Prepositions a place takes, so a place already placed ("fell in the kitchen") is left as typed.
_PLACED_BY = frozenset({"in", "at", "on", "against", "beside", "by", "off", "onto", "into", "from", "near", "under"})
_NOT_A_PLACE_WORD = re.compile(r"^(?:left|right|both|" + BODY[3:-1] + r")$", re.IGNORECASE)


def with_place(text: str) -> str:
    """An item that opens with a doing and ends in a bare place ("fainted graduation ceremony", "found sleeping curb",
    "fell bathtub edge"), with the place's preposition put back: "fainted at the graduation ceremony". Only a doing
    that takes no object is placed, or a place named with a place ("kitchen sink"): "moved couch" and "used epipen car"
    keep their object."""
    words = text.split()
    if len(words) < 2 or words[-1].lower() not in PLACE_PREPOSITIONS or (verb_start(text) is None and not past_of(words[0])):
        return text
    start = len(words) - 1
    while start > 1 and len(words) - start < 3:  # the nouns that name the place with it ("library restroom", "graduation")
        before = words[start - 1].lower()
        if not before.isalpha() or not is_noun(before) or _NOT_A_PLACE_WORD.match(before) or before.endswith(("ed", "ing")) \
                or before in FUNCTION_WORDS or before in _DETERMINER_WORDS or before in _PLACED_BY:
            break
        start -= 1
    doing = words[start - 1].lower()
    if doing in _DETERMINER_WORDS or doing in _PLACED_BY or doing in FUNCTION_WORDS:
        return text  # placed already: "landed wrong at a trampoline park", "slipped on the church steps"
    lemma = past_of(doing) or participle_of(doing) or gerund_of(doing) or doing
    if not (lemma in TAKES_NO_OBJECT or start < len(words) - 1 and words[start].lower() in PLACE_PREPOSITIONS):
        return text  # "moved couch": what was moved; "fell in the kitchen": placed already
    place = words[start:]
    head = place[-1].lower()
    if head == "bedside":  # "slid bedside": down beside the bed
        return " ".join([*words[:start], "down beside the bed"])
    article = "" if " ".join(place).lower() in PLACES_WITHOUT_ARTICLE else "the "
    return " ".join([*words[:start], PLACE_PREPOSITIONS[head], article + " ".join(place)])


def context_clause(low: str) -> str | None:
    """A setting typed as an item of its own, said as when or where it began; None for anything else."""
    if (typed := re.match(r"^(at|in|on) (the |a |an )?([a-z]+(?: [a-z]+){0,3})$", low)) and typed.group(3).split()[-1] in AT_HEADS | ON_HEADS \
            and not {hit.concept for hit in detect(low)} - {"intoxication"}:
        # typed with its own preposition ("at the pub", "at the trampoline park"): never "it started at the at the pub" (2026-12am
        # terse, training)
        return f"it happened {typed.group(1)} {typed.group(2) or ''}{typed.group(3)}"
    words = low.split()
    # a scene named by its last word may open with a describing word ("fried chicken supper", "hiking trail", "wedding
    # dance": 2026-12ad terse, training), never with a doing of its own ("skipped breakfast", "generator running garage")
    scene = 2 <= len(words) <= 4 and words[-1] in _AFTER_HEADS | AT_HEADS | ON_HEADS and not words[-1].endswith("ing") \
        and (words[0] in SCENE_OPENERS or bool(_ING_PLACES.search(low)))
    if not 1 <= len(words) <= 4 or any(not word.isalpha() for word in words) or {hit.concept for hit in detect(low)} - {"intoxication"} \
            or (not scene and (verb_start(low) or words[0].endswith("ed") or any(word.endswith("ing") for word in words))):
        return None  # "skipped breakfast", "generator running garage", "sunburn beach": a doing or a finding, said as such
    if words[-1] == "outbreak" and len(words) > 1:  # "cruise ship outbreak": there is one where I was
        return f"there's been an outbreak on the {' '.join(words[:-1])}"
    if words[-1] in _AFTER_HEADS or (words[-1] == "home" and len(words) > 1 and words[-2] in _AFTER_HEADS):  # "long flight home"
        return f"it started after {with_article(low)}"
    if words[-1] in AT_HEADS:
        return f"it started at {low}" if low in PLACES_WITHOUT_ARTICLE else f"it started at the {low}"
    if words[-1] in ON_HEADS and len(words) > 1:
        return f"it happened on {indefinite_article(words[0])} {low}" if not words[-1].endswith("s") else f"it happened on the {low}"
    return None


#: A thing stuck in a part, typed thing first ("nail embedded left palm", "glass stuck in right foot").
STUCK_IN_PART = re.compile(r"(?:an? |the )?(nail|screw|staple|glass|shard|metal|wood|splinter|needle|wire|pencil|stick) "
                            r"(embedded|stuck|lodged|buried) (?:in |into )?((?:left |right )?" + BODY + r")")
#: A part that still moves, typed as a finding ("FINGERS MOVE", "toes wiggling").
PART_MOVES = re.compile(r"(fingers|toes|hands?|feet|foot|arms?|legs?|wrist|ankle|thumb) (?:all )?(?:move|moving|wiggle|wiggling|work|working)(?: ok| okay| fine| normally)?")
#: An oxygen reading typed beside the complaint ("pulse ox 90", "sats 88 %"): taken before triage, said as what was told of it.
OXYGEN_READ = re.compile(r"(?:pulse ?ox|pulse oximeter|sats?|o2 sats?|spo2|oxygen(?: level| reading)?)(?: was| of| at)? (\d{2,3}) ?%?")
#: "kidney stone PMH", "gout hx": a condition the patient has had before, typed before its chart word.
PAST_HISTORY = re.compile(r"^(.+?) (?:pmh|hx|history|in the past)$", re.IGNORECASE)
#: Who brought the patient, as a chart says it ("brought by brother", "BIB neighbour").
BROUGHT_BY = re.compile(r"^(?:brought|bought|bib)(?: in)? by (?:a |an |the |his |her |their |pt'?s )?([a-z][\w-]*(?: [a-z][\w-]*)?)$",
                         re.IGNORECASE)
#: Words after a state word that start no noun phrase ("thirsty all the time", "dizzy since lunch").
FUNCTION_WORDS = frozenset({"all", "the", "a", "an", "very", "so", "again", "now", "and", "since", "for", "after", "when", "at",
                             "in", "on", "with", "today", "lately", "recently", "this", "last", "every", "most", "some"})
#: Things that get into or onto someone from outside: a headline's subject said with "a", not "my".
#: (an earring is one's own: "my earring")
OUTSIDE_THINGS = (FOREIGN_BODIES - {"earring"}) | {"splinter", "bee", "wasp", "spider", "dog", "cat", "ball", "stone", "rock",
                                                    "piece", "chip", "fragment", "branch", "car", "bike"}

_STILL_AFTER = ((re.compile(r"^I've been (\w+ing)\b"), r"I'm still \1"), (re.compile(r"^I've (?:gone|turned|become) "), r"I'm still "), (re.compile(r"^I (can't|cannot|won't|don't)\s"), r"I still \1 "),
                (re.compile(r"^(I'm|I've got|I've|I am|I have)\s"), r"\1 still "),
                (re.compile(r"^(my [\w ]+? (?:is|are|has|have|keeps?|won't|can't))\s"), r"\1 still "))


def as_still(said: str) -> str:
    """A clause said as going on still ("I've been seizing …": "I'm still seizing …"; "my hand is swollen": "my hand is
    still swollen"), else "still" before it."""
    for pattern, replacement in _STILL_AFTER:
        if pattern.search(said):
            return pattern.sub(replacement, said, count=1)
    return f"I'm still {said[len('I was '):]}" if said.startswith("I was ") else f"still, {said}"
