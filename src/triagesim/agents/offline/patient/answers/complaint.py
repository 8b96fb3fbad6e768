"""The complaint said as a person says it: one clause per item of the chart's complaint.

"Ankle injury, netball" is "I've hurt my ankle" (the netball is the story's to tell), "open leg fracture"
"I've broken my leg and the bone is through the skin", "bleeding in early pregnancy" "I'm pregnant and
I've been bleeding". Split from ``story`` (the onset, the pattern and the mechanism stay there).
"""

from __future__ import annotations

import re

from ..clauses import (
    ING_NOUNS,
    CLAUSE_VERBS,
    ING_QUALITIES,
    first_person_verb,
    has_own_subject,
    starts_with_subject,
    verb_start,
)
from .....clinical import detect
from .....clinical.background import leading_condition, medicine_named
from .....clinical.vitals import SPO2_DANGER_BELOW
from .....clinical.concepts import ERRANDS
from .....clinical.speakers import REPORTING, kin_words, through_an_interpreter
from ...lay_rules import FIRST_EVENT, plain_words
from ..headline import (HABITUS, chart_shape_clause, did_to_part, headline_clause, is_language_note, own_subject_clause, said_intent,
                        typed_words)
from ..run_on import finding_pieces, pasted_run, run_on_pieces
from ..realise import (adjective_only, articles_throughout, participle_of, past_of, after_verb, clause_with_articles, gerund_of, is_countable_head, is_noun, noun_phrase, object_phrase,
                       realise, subject_clause)
from ..english import indefinite_article, join_list, as_sentence, uncapitalised, with_article
from ..style import StyleMixin
from ..voice import VoiceMixin
from ..self_reference import relation_nouns
from ..vocabulary import (ACTIVITIES, ACTIVITY_KINDS, BELONGINGS, PERSON_NOUNS, BODY, BODY_ADJECTIVES, COUNTABLE, DETERMINERS, FOREIGN_BODIES, MEDICINES_STOPPED, NOUN_STATES,
                          PLACE_PREPOSITIONS, PLACES_WITHOUT_ARTICLE, SCENES, STATE_WORDS, TAKES_NO_OBJECT, TOOL, UNCOUNTABLE_HEAD)

__all__ = ["ComplaintMixin", "SETTLED"]

#: A run of this many chart words said unchanged reads as pasted: a cut must bring what is said below it.
_PASTED_FROM = 5
#: Fewer chart words than this said in a row: the item is said well enough whole, and no cut is tried.
_WORTH_CUTTING_FROM = 3

#: Who a headline may name as its subject: the patient ("baby", "toddler") or, from a companion's side,
#: the patient by relation ("husband went quiet in the car").
_PERSON = re.compile(rf"(baby|newborn|infant|toddler|child|kid|boy|girl|patient|pt|{'|'.join(sorted(kin_words(), key=len, reverse=True))})"
                     r"\s+(\w+)(.*)$", re.IGNORECASE)
_NOT_KIN = re.compile(r"(?:baby|newborn|infant|toddler|child|kid|boy|girl|patient|pt)$", re.IGNORECASE)


def _the_person_named(text: str) -> str | None:
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
_ROAD_USER = re.compile(r"^(?:a |the )?(?P<worn>(?:un)?helmeted |(?:un)?restrained )?(cyclist|pedestrian|motorcyclist|motorbike rider|driver|passenger|jogger|runner|skateboarder|"
                        r"scooter rider|hunter|farmer|roofer|builder|worker|labourer|laborer|climber|hiker|surfer|swimmer|diver|skier|"
                        r"snowboarder|player|rider|jockey|painter|electrician|mechanic|tradesman|tradie|chef|cook|welder|logger)\s+"
                        r"((?:struck|hit|knocked|run|thrown|clipped|doored|hurt|injured|pinned|trapped|fell|slipped|tripped|dove|dived|"
                        r"collapsed|crushed|burnt|burned|caught|kicked|bitten|stung|cut|crashed)\b.*)$", re.IGNORECASE)
_TRAVELLING = {"cyclist": "on my bike", "pedestrian": "while I was walking", "motorcyclist": "on my motorbike", "motorbike rider": "on my motorbike",
               "driver": "while driving", "passenger": "as a passenger", "jogger": "while out running", "runner": "while out running",
               "skateboarder": "on my skateboard", "scooter rider": "on my scooter"}


def is_noun_after(rest: str) -> bool:
    """Whether the words after a state word begin with a noun ("suicidal thoughts"), so the whole is a noun phrase."""
    words = rest.split()
    return bool(words) and is_noun(words[0])


_PER_SOURCE = re.compile(r"^per (?:the )?([a-z][\w ]*)$")
_RELATIVES = {*kin_words(), "family", "friend", "carer", "caregiver", "parents", "girlfriend", "boyfriend"}
#: The patient named at the start of what a relative reports ("mother not eating", "pt more confused").
_THE_PATIENT_FIRST = re.compile(r"^(?:the |my |his |her )?(?:pt|patient|child|kid|baby|toddler|infant|" + "|".join(sorted(kin_words(), key=len, reverse=True))
                                + r")\s+(?=(?:is |has |not |more |less |very |been |keeps |can'?t |won'?t |\w+ing\b|\w+ed\b))", re.IGNORECASE)
SETTLED = re.compile(r"^(?:now )?(?:resolved|settled|stopped|improved|(?:much |a lot |a bit |all )?better|feels? (?:ok|okay|fine|better|normal)|back to normal|"
                     r"all gone|gone)(?: now| at triage| on arrival| by (?:the time (?:i|he|she|they) got here|arrival))?$")
#: A sign of the brain's that can come and go (a TIA's): numb, weak, clumsy, drooping, slurred, lost words or sight.
_DEFICIT = re.compile(r"\b(?:numb|weak|clumsy|droop\w*|slurr\w*|tingl\w*|couldn'?t (?:speak|talk|see|move)|lost (?:my|his|her) (?:words|speech|sight|vision))\b",
                      re.IGNORECASE)
_TAKEN_ITEM = re.compile(r"^(?:about |around )?\d+\s+\w+(?: pills| tablets)?$|^(?:tylenol|paracetamol|acetaminophen|aspirin|ibuprofen)$")
_HOW_IT_GOES = re.compile(r"^(spreading|worsening|getting worse|sudden onset|acute onset|abrupt onset|recurrent|recurring|"
                          r"twisted|rolled|sprained)$")
_HOW_IT_GOES_SAID = {
    "spreading": "and it's spreading", "worsening": "and it's getting worse", "getting worse": "and it's getting worse",
    "sudden onset": "and it came on suddenly", "acute onset": "and it came on suddenly", "abrupt onset": "and it came on suddenly",
    "recurrent": "and it's happened before", "recurring": "and it's happened before",
    "twisted": "I twisted it", "rolled": "I rolled it", "sprained": "I think I've sprained it",
}
#: A state said as going on now with how long it has lasted ("my face is drooping on the left for ten minutes"): English
#: says it in the perfect ("has been drooping"). First person only; the voice turns it for a companion.
#: How long, after "for" ("about ten minutes", "a couple of days"): read here and by the story's onset (story.py).
HOW_LONG = r"(?:about |around |over |nearly |almost )?(?:a couple of |a few |[\w-]+ )(?:minutes?|hours?|days?|weeks?|months?)\b"
_FOR_A_WHILE = r"(?:(?! and | but |, ).)*? for " + HOW_LONG
_GOING_ON_FOR = re.compile(r"^(.*?\b)(I'm|I am|(?:my|the) [\w ]+? (?:is|are))( (?:\w+ing|swollen|numb|weak|dizzy|sore|red|itchy|blocked)\b"
                           + _FOR_A_WHILE + ")")
_HAD_FOR = re.compile(r"^(.*?\b)(I've got|I have got|I have)( (?!been\b|had\b)\w" + _FOR_A_WHILE + ")")


#: A superlative said bare or with "a" ("I've got a worst headache of my life"): "the worst" (twenty-fourth read).
_SUPERLATIVE = re.compile(r"(\b(?:got|had|have|having|is|was) )(?:an? )?(worst|best|biggest)\b")


def _lasting(clause: str) -> str:
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


_FOR_TIME = re.compile(r"^for (?:about |over |nearly )?(?:\w+ )?(?:minutes?|mins?|hours?|days?|weeks?)$")
# How the item before it is: a bare adjective ("Vaginal bleeding, heavy", "Knee pain, swollen") said as "it's heavy".
_ADJECTIVE = (r"(?:(?:very|really|quite) )?(?:severe|mild|moderate|bad|terrible|constant|intermittent|worse|worsening|heavy|swollen|"
              r"red|hot|warm|painful|tender|bruised|itchy|numb)")
_HOW_IT_IS = re.compile(rf"^{_ADJECTIVE}(?:(?:,| and) {_ADJECTIVE})*$|^(?:worse|better|easier|eased) (?:with|when|on|after|if|by|(?:sitting|lying|leaning|standing|bending|walking|resting|breathing)\b)")
# What a reaction was to ("Anaphylaxis, peanut"): the allergen, after the item before it.
_ALLERGEN = re.compile(r"^(?:tree )?(?:peanuts?|nuts?|cashews?|shellfish|prawns?|penicillin|latex|eggs?|milk|sesame|fish)$",
                       re.IGNORECASE)
# Adjectives before one body part ("painful swollen calf", "pink right eye"): a countable head, so an article.
_ONE_PART = "|".join(part for part in BODY[3:-1].split("|") if not part.endswith("s") and part != "feet")
_DESCRIBED_PART = re.compile(r"^(?:(?:\w+(?:ful|en|ed|y)|red|hot|sore|bad|stiff|numb|weak|cold|blue|black|pale|tender),?\s+)+"
                             r"(?:(?:left|right|outer|inner|upper|lower|top|bottom|back|front)\s+)*(?:" + _ONE_PART + r")$",
                             re.IGNORECASE)  # "swollen outer ankle": "a swollen outer ankle"
# Symptoms a treatment changes the meaning of ("fever on methotrexate", "nosebleed on warfarin").
_TREATED_HEADS = {"fever", "temperature", "bleeding", "nosebleed", "bleed", "bruising"}
# Body parts swollen together ("lip and tongue swelling"): said as the parts being swollen.
_SWELLS = BODY[:-1] + "|tongue|cheek|eyelid|eyelids)"
_PARTS_SWOLLEN = re.compile(r"^((?:(?:left|right) )?" + _SWELLS + r"(?:,? and (?:(?:left|right) )?" + _SWELLS + r")*) swelling$",
                            re.IGNORECASE)
# What one has had rather than has ("seizure at the shops", "fall from a ladder").
_HAD_HEADS = {"seizure", "fall", "fit", "collapse", "faint", "blackout", "reading", "attack", "test"}
# What the case wants ("needs certificate", "wants to talk to…"): a verb in the third person, said as the speaker's own.
_WANTS = re.compile(r"^(needs|needing|wants|wanting|requests|requesting)\s+(.+)$", re.IGNORECASE)
_WANT_VERB = {"needs": "need", "needing": "need", "wants": "want", "wanting": "want", "requests": "want", "requesting": "want"}
#: What a row asks for in the typist's word, as the patient asks for it ("needs tetanus": "I need a tetanus jab").
_WANTED_SAID = {"tetanus": "a tetanus jab", "tet": "a tetanus jab", "tetanus shot": "a tetanus shot", "td": "a tetanus jab",
                "tdap": "a tetanus jab", "script": "a new prescription", "rx": "a prescription", "refill": "a refill",
                "med refill": "a refill of my medicine", "meds refill": "a refill of my medicines", "abx": "antibiotics",
                "note": "a note", "work note": "a note for work", "sick note": "a sick note", "cert": "a certificate",
                "bp check": "my blood pressure checked", "blood pressure check": "my blood pressure checked",
                "bp recheck": "my blood pressure checked again"}
# A sensation of the heart written as an adjective ("racing heart"): said as the heart doing it.
_HEART = re.compile(r"^(racing|pounding|fluttering|thumping|skipping|jumping) heart\b(.*)$", re.IGNORECASE)
# A blood result the patient was told ("haemoglobin 6.2", "INR 7"): said as "my INR is 7".
_RESULT = re.compile(r"^(haemoglobin|hemoglobin|INR|potassium|sodium|blood sugar|sugar|glucose|platelets|calcium|"
                     r"creatinine|white count)\s+(?:of\s+|is\s+|was\s+)?(\d+(?:\.\d+)?)$", re.IGNORECASE)
# A body part on its own after the item it belongs to ("Burn, L hand"): where that item is.
_BARE_PART = re.compile(r"^(?:(?:left|right|both)\s+)?(?:" + BODY[3:-1] + r"|side)(?:,? and (?:(?:left|right)\s+)?" + BODY + r")*$",
                        re.IGNORECASE)
# An injury a bare body part after it says the place of ("Dog bite, L hand"); after anything else the part was hurt.
_PLACED = re.compile(r"\b(?:bites?|stings?|burns?|burnt|cuts?|wounds?|injury|rash|blisters?|graze|scalds?|scalded|hurt|lump|"
                     r"swelling|splinter|stitches|staples|sutures|dressing|cast|plaster)\b|\bmyself$", re.IGNORECASE)
# What burnt the patient ("Burn, boiling water"): said with the burn before it.
_BURNT_BY = re.compile(r"^(?:boiling|hot) (?:water|oil|tea|coffee|soup|fat)$|^steam$", re.IGNORECASE)
# A body part straight after a verb ("twisted knee"): the speaker's own.
_VERB_PART = re.compile(r"^((?:left|right)\s+)?((?:(?:index|middle|ring|little|big|pinky) )?(?:" + BODY[3:-1] + r")|" + BODY[3:-1] + r"|" + BELONGINGS + r")\b", re.IGNORECASE)
#: A pain or a loss named in the first words ("sudden ripping pain …", "sudden painless loss of vision"): a thing had, never
#: "I'm sudden ripping pain" (2026-12t terse, training).
_A_PAIN_NAMED = re.compile(r"\b(?:pain|pains|ache|aches|headache|cramps?|pressure|tightness|loss|bleeding|swelling|rash|weakness|numbness)\b")
#: "back" as again or home after a verb ("came back to have my cut checked"), not the back of the body.
_BACK_AGAIN = re.compile(r"^back (?:to|in|for|from|home|again|here|up|at|into|after|with|today|so)\b", re.IGNORECASE)
# What a person is on ("fever on methotrexate"): a treatment, said as a clause of its own, not "a fever on methotrexate";
# only after a symptom a treatment changes the meaning of ("ankle twisted on stairs" is where).
_ON_TREATMENT = re.compile(r"^(.*?\b(?:" + "|".join(sorted(_TREATED_HEADS)) + r")\b(?:\s+for\s+(?:about\s+|an?\s+|\w+\s+)?(?:minutes?|hours?|days?|weeks?))?)\s+on\s+"
                           r"(?!(?:my|his|her|their|the|a|an|both|left|right|top|and)\b)([\w-]+(?:\s+[\w-]+)?)$", re.IGNORECASE)
# An overdose of something ("Tylenol overdose", "opioid overdose"): taken, not had.
_OVERDOSE_OF = re.compile(r"^(?!(?:possible|suspected|intentional|accidental|deliberate|an?|the|my)\b)(?!.*\b(?:to|of|plan)\b)([\w-]+(?: [\w-]+)?) overdose$",
                          re.IGNORECASE)
_COUNTED = r"\s+(?:once|twice|\w+ times)\b"  # how often, after the item ("nosebleed twice today"): ends its head noun
# Items said as a tail of the item before them ("I had a fall, the ambulance crew said"), marked with this prefix;
# a tail that continues the clause without a comma ("I burnt myself on my left hand") with the second.
# What a patient comes in for ("dressing check", "needs certificate"): "I'm here for a …".
_FOR_A = re.compile(r"\b(?:check|change|refill|question|removal|review|note|letter|certificate|form|appointment|dressing)$")
_TAIL = "\x00"
_TAIL_ON = "\x01"

#: Injuries (``clinical.concepts``): sore since it happened, never "constant, it doesn't stop".
_REQUEST = re.compile(r"^(.+?) (?:requests?|requested)$", re.IGNORECASE)
#: A complaint typed in a relative's voice, about the patient as "her" or "him" ("Can't wake her properly",
#: "Won't settle him"; the chart reader makes the "her" a "my"): what the relative cannot do is what the patient will not do.
_CANNOT_FOR_THEM = {"wake": "I won't wake up", "rouse": "I won't wake up", "settle": "I won't settle",
                    "calm": "I won't calm down", "feed": "I won't feed"}
_RELATIVE_CANNOT = re.compile(r"^(?:we |i )?(?:can'?t|cannot|couldn'?t|can not) (wake|rouse|settle|calm|feed) (?:her|him|them|me|my(?= properly| at all| up\b|$))\b(.*)$",
                              re.IGNORECASE)
#: A relative named as the subject ("Grandad's not himself", "Mum's not right"): the patient is who is meant.
_RELATIVE_SUBJECT = re.compile(r"^(?:my )?(" + "|".join(sorted(kin_words(), key=len, reverse=True)) + r")(?:'s| is) (.+)$", re.IGNORECASE)


def _in_a_relative_s_voice(text: str) -> str | None:
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
_STATES_OF_A_PART = re.compile(r"^((?:(?:hot|red|swollen|itchy|sore|stiff|painful|tender|numb|cold|pale|blue|purple|bruised|weak|"
                               r"puffy|tight|warm|sticky|watery|dry|cracked|bleeding|throbbing|aching|tingly)(?: |, | and ))+)"
                               r"((?:left |right |both )?" + BODY + r")(?:\s+(?:that|which)\s+(.+))?$", re.IGNORECASE)


#: A finding typed straight before the side of the body it is on ("cat bite right knuckle", "loss of vision left eye").
_FINDING_THEN_PART = re.compile(r"\b(bite|sting|cut|burn|rash|lump|blister|wound|graze|laceration|bruise|ulcer|sore|boil|abscess|skin|"
                                r"pain|loss of vision|vision loss|numbness|weakness|swelling|tingling|redness|"
                                # a stye, a thing stuck in a part (2026-12ac terse, training: "COCKROACH RIGHT EAR", "STYE LEFT
                                # UPPER EYELID", "NAIL EMBEDDED LEFT PALM")
                                r"stye|cockroach|bug|insect|moth|bead|splinter|sliver|fishhook|hook|glass)\s+"
                                r"(?=(?:left|right|both)\s+(?:upper |lower |inner |outer )?" + BODY + r"\b)", re.IGNORECASE)
#: A mark seen on the skin or a speck in the eye, typed before its part with no side ("white patches tongue", "itchy
#: streaks legs", "seatbelt mark chest", "speck left eye"): where it is, with its preposition (twenty-seventh read, D).
_MARK_THEN_PART = re.compile(r"\b(hives|patch(?:es)?|spots?|streaks?|marks?|specks?|welts?|bumps?|blisters|scratch(?:es)?|scrapes?|"
                             r"grazes|bruises|bites|stings|band|lines?|dots?|flecks?)\s+"
                             r"(?=(?:(?:left|right|both)\s+)?(?:upper |lower |inner |outer )?" + BODY + r"\s*$)", re.IGNORECASE)
_FELT_IN = {"speck", "specks", "fleck", "flecks", "pain", "loss of vision", "vision loss", "numbness", "weakness", "swelling", "tingling", "redness", "cockroach", "bug",
            "insect", "moth", "bead", "splinter", "sliver", "fishhook", "hook", "glass"}


def _in_or_on_my(found: re.Match[str]) -> str:
    """A finding typed before its part, with the preposition it takes: "in my" ear, "on my" knuckle."""
    return f"{found.group(1)} {'in' if found.group(1).lower() in _FELT_IN else 'on'} my "


#: A finding, then what the speaker was doing ("low back strain lifting couch moving apartments"): read against ACTIVITIES.
_WHILE_DOING = re.compile(r"^(.+?) (\w+ing)\b(.*)$", re.IGNORECASE)


def _a_complaint_said(words: str, gerund: str, rest: str) -> bool:
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
_SO_LONG_AFTER = re.compile(r"^(.+?)(?<!\bfor)(?<!\bover)(?<!\blast)(?<!\bpast),? ((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a few|several) "
                            r"(?:hours?|days?|weeks?|months?) (?:after|since) .+)$", re.IGNORECASE)
#: When something was done, after a verb typed alone ("cried right away", "vomited immediately").
_AT_ONCE = re.compile(r"(?:right|straight) away\b|immediately\b|at once\b|instantly\b|straight after\b|afterwards?\b")
_NOT_AN_END = frozenset({"and", "or", "but", "not", "still", "then", "now", "also", "very", "really"})
#: A clause that only pastes a complaint item after a verb of having ("I've got known to mental health team").
_PASTED = re.compile(r"^(?:I've got|I've had|I had|it's) ", re.IGNORECASE)
#: A complaint item that records the visit's context, not what is wrong.
_RECORD_CONTEXT = re.compile(r"^(?:known to|under (?:the )?care of|regular (?:at|attender)|frequent (?:attender|flyer)|"
                             r"(?:on (?:a )?)?police hold|in (?:police )?custody|(?:brought|sent|referred) (?:in )?by (?:the )?\w+|"
                             r"(?:family|friends?|staff|police|ems|crew) (?:at|present|aware|with)|with (?:family|police|security))\b",
                             re.IGNORECASE)


#: When the item before it was last done or put in ("last tx eight days ago", "placed 8 days ago").
_WHEN_LAST = re.compile(r"^(?:(?P<last>(?:the )?last (?:tx|treatment|dose|chemo|chemotherapy|cycle|infusion|one|session))|"
                        r"(?P<put>placed|put in|inserted|sutured|stitched|stapled|done|applied))\s+(?P<when>.+\bago)$")
#: A clause made of a context item: "I've got netball", "I've got child", "I've got police hold", "I deformed".
_BARE_CONTEXT = re.compile(r"^(?:I've got|I've had|I had|I was in|I'm|I've been|I) \w+(?: \w+)?$", re.IGNORECASE)


_SAYS_A_STATE = re.compile(r"\w\wing\b|^(?!barbed)\w+ed\b|\b(?:less|more|off|not|no|can't|cannot|won't|unable|yellow|blue|grey|hot|cold|"
                           r"floppy|swollen|stiff|weak|numb|sore|itchy|very|really|severe|bad|worse|stools?|poos?|wees?|urine|blood|"
                           r"vomit|spots?|rash|lumps?|swelling|pain|aches?|cough|breath\w*|spells?|fits?|bleed\w*)\b", re.IGNORECASE)
#: A hurt part with what hurt it ("burned hand on an oven tray"): said as the doing, "I burned my hand on…".
_HURT_VERBS = ("burned", "burnt", "bumped", "grazed", "scalded", "twisted", "sprained", "jammed", "crushed", "trapped", "banged",
               "hurt", "injured", "stubbed", "caught", "pinched")
_HURT_PART = re.compile(r"^(?:an? )?(" + "|".join(_HURT_VERBS) + r") ((?:left |right )?" + BODY[3:-1] + r") ((?:on|in|with|against|by|under|"
                        r"between|from|at) .+)$", re.IGNORECASE)
#: Done to the patient by something ("foot run over by a forklift", "poked in the eye by a twig"): the passive, with "was".
_DONE_TO_PART = re.compile(r"^(?:(?:my |the |a |an )?((?:left |right )?" + BODY[3:-1] + r") )?((?:run over|poked|hit|struck|kicked|"
                           r"stood on|trodden on|crushed|trapped|caught|bitten|stung|scratched|stabbed|slashed|punched) .*\bby\b.+)$",
                           re.IGNORECASE)
#: How the patient came, typed as an item of its own ("walk-in", "via bus", "via rideshare"): the desk's field, never said
#: ("I've got knee pain and walk-in": 2026-12aj terse, training).
_ON_FOOT = r"walked in|ambulatory|self[- ]presented"  # came in by themselves: both patterns below hold these words
_ARRIVAL_MODE = re.compile(rf"(?:walk-?in|{_ON_FOOT}|self[- ]referred|(?:arrived |came |came in )?"
                           r"(?:via|by|in (?:a|an|her|his|my|their)) (?:the )?(?:bus|taxi|cab|uber|lyft|rideshare|ride-?share|private car|"
                           r"private vehicle|pov|train|tram|subway|metro|wheelchair|(?:\w+'?s |a |her |his |my |their )?(?:car|truck|ute|van)))",
                           re.IGNORECASE)
_ARRIVED = re.compile(rf"(?:walking|{_ON_FOOT}|ambulating|walk-in|"
                      # what they were doing, a sport ("Shoulder injury, cycling"): the story tells how it happened
                      r"cycling|bike riding|running|jogging|swimming|skiing|snowboarding|skating|skateboarding|surfing|climbing|"
                      r"horse riding|riding|hiking|diving|playing \w+|at (?:football|rugby|netball|soccer|basketball|hockey|cricket|"
                      r"the gym|work|school))")


#: A state said with how long it has lasted ("dizzy since lunch", "hoarse for a week"): "I've been", not "I'm".
_LASTING = re.compile(r"^[\w-]+ (?:since|for (?:a |an |about |\d|one|two|three|four|five|six|seven|several|the (?:last|past)))")
#: A headline that opens with what the chart says he does ("Keeps nearly passing out", "Feels faint on standing").
_SAYS_OF_HIM = re.compile(r"^(keeps|feels|hears|sees|gets|thinks|refuses|complains|can't) (\w.*)$", re.IGNORECASE)
#: Something not done, as a chart says it ("not slept in 4 nights", "not eaten since Monday").
def _for_a_span(rest: str) -> str:
    """The words after a doing, with "for" before a bare span ("4 days": "for 4 days")."""
    return re.sub(r"^\s*(\d+|a|one|two|three|four|five|six|seven|several|few)[ -](hours?|days?|weeks?)\b", r" for \1 \2", rest)


_NOT_DONE = re.compile(r"^(?:has |have )?not (slept|eaten|drunk|passed urine|peed|weed|opened (?:my|his|her|their) bowels|been out|"
                       r"been eating|been drinking|been sleeping|had a (?:wee|poo|bowel movement))\b(.*)$", re.IGNORECASE)
#: "counselor sent", "dorm roommate brought": who sent or brought the patient, typed before the verb.
_SENT_BY = re.compile(r"^(?:the |my |his |her |pt'?s )?([a-z][\w-]*(?: [a-z][\w-]*)?) (sent|brought|referred)"
                      r"(?: (?:me|him|her|them|pt|patient|(?:the )?(?:kid|child|baby|toddler|infant)))?(?: in)?"
                      r"(?: (?P<why>for (?!(?:a|an|the)\b)[a-z][\w ]*))?$", re.IGNORECASE)  # "nursing home sent for fever"
#: Senders said with "the", places and services, not people: "the care home sent me", "the police brought me in", never "my care home".
_SENDING_PLACES = re.compile(r"\b(?:living|home|facility|school|clinic|care|centre|center|jail|prison|work|shelter|hostel|practice|"
                             r"surgery|pharmacy|hospital|ward|unit|camp|college|university|office|police|ambulance|paramedics|ems|security)$", re.IGNORECASE)
#: An event typed after what it happened on ("stair fall", "scaffold fall 8 feet", "e-scooter crash", "rugby tackle"):
#: said as the doing, never "I've got scaffold fall".
_NOUN_EVENT = re.compile(r"^(?:an? )?([a-z][\w-]*) (fall|crash|tackle)(?: (?:from |about |approx )?(\d+|one|two|three|four|five|six|seven|"
                         r"eight|nine|ten|twelve|fifteen|twenty) ?(feet|foot|ft|metres|meters|m))?$", re.IGNORECASE)
#: How a fall from or on each thing is said; a thing not listed is said "off a …" when it is climbed, "at the …" otherwise.
_FELL_ON = {"stair": "down the stairs", "stairs": "down the stairs", "step": "down a step", "steps": "down the steps",
            "ski": "skiing", "skiing": "skiing", "snowboard": "snowboarding", "ice": "on the ice", "bath": "in the bath",
            "bathtub": "in the bath", "shower": "in the shower", "curb": "off the curb", "kerb": "off the kerb", "bed": "out of bed",
            "trampoline": "off a trampoline", "playground": "at the playground", "stage": "off the stage", "toilet": "off the toilet"}
_CLIMBED = frozenset({"ladder", "scaffold", "scaffolding", "roof", "horse", "bike", "bicycle", "tree", "wall", "chair", "stool",
                      "balcony", "fence", "truck", "trailer", "loft", "bunk", "swing", "slide", "motorbike", "motorcycle"})
#: What a terse row types beside the complaint as its setting (2026-12ac terse, training: "whiskey binge", "shellfish buffet",
#: "movie theater"): the last word says whether it came after something or happened somewhere; never "I've got movie theater".
_AFTER_HEADS = frozenset({"binge", "buffet", "drinks", "party", "trip", "flight", "ride", "meal", "dinner", "lunch", "breakfast",
                          "takeout", "takeaway", "sauce", "shift", "workout", "festival", "wedding", "holiday", "vacation", "cruise",
                          # a meal named by what was eaten (2026-12ad terse, training: "potluck egg salad", "fried chicken supper")
                          "supper", "salad", "potluck", "barbecue", "bbq", "picnic", "sushi", "curry", "kebab", "oysters", "seafood"})
_AT_HEADS = frozenset(place for place in SCENES if PLACE_PREPOSITIONS[place] == "at")
#: A surface typed as the scene ("icy sidewalk", "hiking trail", "boat ramp"): it happened on it.
_ON_HEADS = frozenset(place for place in SCENES if PLACE_PREPOSITIONS[place] == "on")
#: Places whose name opens with an -ing word of its own ("nightclub parking lot"): no doing of the item.
_ING_PLACES = re.compile(r"\b(?:parking|shopping|swimming|living|dining|waiting|changing|building|bowling|skating|boarding|"
                         r"loading|sitting|dressing|washing|fitting|landing|camping) (?:lot|garage|centre|center|mall|pool|"
                         r"room|site|alley|rink|area|bay|dock|school|ground|house|deck)\b")


#: Describing words that open a scene typed as an item ("fried chicken supper", "hiking trail", "wedding dance").
_SCENE_OPENERS = frozenset({"fried", "grilled", "hiking", "walking", "running", "cycling", "wedding", "birthday", "dancing",
                            "camping", "fishing", "icy", "wet", "muddy", "frozen", "slippery", "frosty", "packed", "crowded"})


_DETERMINER_WORDS = frozenset(word.strip() for word in DETERMINERS)
#: Prepositions a place takes, so a place already placed ("fell in the kitchen") is left as typed.
_PLACED_BY = frozenset({"in", "at", "on", "against", "beside", "by", "off", "onto", "into", "from", "near", "under"})
_NOT_A_PLACE_WORD = re.compile(r"^(?:left|right|both|" + BODY[3:-1] + r")$", re.IGNORECASE)


def _placed(text: str) -> str:
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
                or before in _FUNCTION_WORDS or before in _DETERMINER_WORDS or before in _PLACED_BY:
            break
        start -= 1
    doing = words[start - 1].lower()
    if doing in _DETERMINER_WORDS or doing in _PLACED_BY or doing in _FUNCTION_WORDS:
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


def _context_clause(low: str) -> str | None:
    """A setting typed as an item of its own, said as when or where it began; None for anything else."""
    words = low.split()
    # a scene named by its last word may open with a describing word ("fried chicken supper", "hiking trail", "wedding
    # dance": 2026-12ad terse, training), never with a doing of its own ("skipped breakfast", "generator running garage")
    scene = 2 <= len(words) <= 4 and words[-1] in _AFTER_HEADS | _AT_HEADS | _ON_HEADS and not words[-1].endswith("ing") \
        and (words[0] in _SCENE_OPENERS or bool(_ING_PLACES.search(low)))
    if not 1 <= len(words) <= 4 or any(not word.isalpha() for word in words) or {hit.concept for hit in detect(low)} - {"intoxication"} \
            or (not scene and (verb_start(low) or words[0].endswith("ed") or any(word.endswith("ing") for word in words))):
        return None  # "skipped breakfast", "generator running garage", "sunburn beach": a doing or a finding, said as such
    if words[-1] == "outbreak" and len(words) > 1:  # "cruise ship outbreak": there is one where I was
        return f"there's been an outbreak on the {' '.join(words[:-1])}"
    if words[-1] in _AFTER_HEADS or (words[-1] == "home" and len(words) > 1 and words[-2] in _AFTER_HEADS):  # "long flight home"
        return f"it started after {with_article(low)}"
    if words[-1] in _AT_HEADS:
        return f"it started at {low}" if low in PLACES_WITHOUT_ARTICLE else f"it started at the {low}"
    if words[-1] in _ON_HEADS and len(words) > 1:
        return f"it happened on {indefinite_article(words[0])} {low}" if not words[-1].endswith("s") else f"it happened on the {low}"
    return None


#: A thing stuck in a part, typed thing first ("nail embedded left palm", "glass stuck in right foot").
_STUCK_IN_PART = re.compile(r"(?:an? |the )?(nail|screw|staple|glass|shard|metal|wood|splinter|needle|wire|pencil|stick) "
                            r"(embedded|stuck|lodged|buried) (?:in |into )?((?:left |right )?" + BODY + r")")
#: A part that still moves, typed as a finding ("FINGERS MOVE", "toes wiggling").
_PART_MOVES = re.compile(r"(fingers|toes|hands?|feet|foot|arms?|legs?|wrist|ankle|thumb) (?:all )?(?:move|moving|wiggle|wiggling|work|working)(?: ok| okay| fine| normally)?")
#: An oxygen reading typed beside the complaint ("pulse ox 90", "sats 88 %"): taken before triage, said as what was told of it.
_OXYGEN_READ = re.compile(r"(?:pulse ?ox|pulse oximeter|sats?|o2 sats?|spo2|oxygen(?: level| reading)?)(?: was| of| at)? (\d{2,3}) ?%?")
#: "kidney stone PMH", "gout hx": a condition the patient has had before, typed before its chart word.
_PAST_HISTORY = re.compile(r"^(.+?) (?:pmh|hx|history|in the past)$", re.IGNORECASE)
#: Who brought the patient, as a chart says it ("brought by brother", "BIB neighbour").
_BROUGHT_BY = re.compile(r"^(?:brought|bought|bib)(?: in)? by (?:a |an |the |his |her |their |pt'?s )?([a-z][\w-]*(?: [a-z][\w-]*)?)$",
                         re.IGNORECASE)
#: Words after a state word that start no noun phrase ("thirsty all the time", "dizzy since lunch").
_FUNCTION_WORDS = frozenset({"all", "the", "a", "an", "very", "so", "again", "now", "and", "since", "for", "after", "when", "at",
                             "in", "on", "with", "today", "lately", "recently", "this", "last", "every", "most", "some"})
#: Things that get into or onto someone from outside: a headline's subject said with "a", not "my".
#: (an earring is one's own: "my earring")
_OUTSIDE_THINGS = (FOREIGN_BODIES - {"earring"}) | {"splinter", "bee", "wasp", "spider", "dog", "cat", "ball", "stone", "rock",
                                                    "piece", "chip", "fragment", "branch", "car", "bike"}

_STILL_AFTER = ((re.compile(r"^I've been (\w+ing)\b"), r"I'm still \1"), (re.compile(r"^I've (?:gone|turned|become) "), r"I'm still "), (re.compile(r"^I (can't|cannot|won't|don't)\s"), r"I still \1 "),
                (re.compile(r"^(I'm|I've got|I've|I am|I have)\s"), r"\1 still "),
                (re.compile(r"^(my [\w ]+? (?:is|are|has|have|keeps?|won't|can't))\s"), r"\1 still "))


def _still(said: str) -> str:
    """A clause said as going on still ("I've been seizing …": "I'm still seizing …"; "my hand is swollen": "my hand is
    still swollen"), else "still" before it."""
    for pattern, replacement in _STILL_AFTER:
        if pattern.search(said):
            return pattern.sub(replacement, said, count=1)
    return f"I'm still {said[len('I was '):]}" if said.startswith("I was ") else f"still, {said}"


class ComplaintMixin(VoiceMixin, StyleMixin):
    """The complaint, item by item, in the speaker's words."""

    def _no_onset_to_tell(self) -> bool:
        """An errand (a certificate, a custody check) has no onset to tell unasked, unless the case gives one."""
        return not self._brief.history.onset and self._complaint_says(*ERRANDS)  # type: ignore[union-attr]

    def _still_fitting(self) -> bool:
        """The story, as the patient's side knows it, says the fit is still going ("hasn't stopped", "still jerking")."""
        history = self._brief.history  # type: ignore[union-attr]
        told = (history.onset, history.character, *(history.associated_symptoms or []))
        return any(hit.concept == "seizure_active" and not hit.negated for text in told if text for hit in detect(text))

    def _names_nothing(self, item: str) -> bool:
        """A complaint item with no finding in it (a sport, a place, "child", "police hold"), when the case
        tells its story in prose, where how and where it happened are said in their own sentences."""
        history = self._brief.history  # type: ignore[union-attr]
        if not (history.mechanism or history.onset) or detect(item):
            return False
        # a doing or a state is news ("crying", "feeding less", "thirsty"); how they got here is not ("walking")
        said = item.strip().lower()
        return not (_SAYS_A_STATE.search(said) or STATE_WORDS.match(said)) or bool(_ARRIVED.fullmatch(said))

    # complaint

    def _clause_of_its_own(self, item: str) -> str:
        """One item said as a clause of its own, outside the complaint's sentence: a tail's marker (it goes on about the
        item before it) is dropped, never spoken ("\\x00I twisted it": the 2026-12ai guard of the mechanism answer)."""
        return self._complaint_clause(item).lstrip(_TAIL + _TAIL_ON)

    def _complaint_clause(self, item: str, alone: bool = True) -> str:
        """One complaint item as a clause. ``alone``: said on its own, not after the item before it in the
        complaint, so an item that only says more about that one ("L hand" after "Burn") is said as a whole clause."""
        text = typed_words(uncapitalised(plain_words(item)))  # "R facial droop": "my face is drooping on the right"
        # "dizziness when turning head", "cannot open eye": the patient's own head, eye
        text = re.sub(r"\b(turning|moving|lifting|bending|raising|tilting|using|turn|move|lift|bend|raise|use|(?:(?<=n't )|(?<=not )|(?<=to ))"
                      r"(?:open|close|shut|straighten))\s+(?=(?:left |right )?" + BODY + r"\b)", r"\1 my ", text, flags=re.IGNORECASE)
        # "cat bite right knuckle", "loss of vision right eye": where it is, with its preposition
        text = _MARK_THEN_PART.sub(_in_or_on_my, _FINDING_THEN_PART.sub(_in_or_on_my, text))
        text = _placed(text)  # "fainted graduation ceremony": "fainted at the graduation ceremony"
        low = text.lower()
        if reported := re.match(rf"^(?:the |his |her |their |pt'?s )?(\w+) {REPORTING} (?:that )?(.+)$", text, re.IGNORECASE):
            if reported.group(1).lower() in _RELATIVES:  # "daughter reports acting strange": her own words, or "my daughter says"
                # "daughter reports mother not eating": the mother is the patient, never "the mother isn't eating"
                said = self._complaint_clause(_THE_PATIENT_FIRST.sub("", reported.group(2)) or reported.group(2), alone)
                if self._companion and reported.group(1).lower() in relation_nouns(self._relation):
                    return said
                return f"my {reported.group(1).lower()} says {uncapitalised(said)}" if not said.startswith((_TAIL, _TAIL_ON)) else said
        if _ARRIVAL_MODE.fullmatch(low.strip(" .")):
            return _TAIL
        if first := re.match(FIRST_EVENT, text, re.IGNORECASE):  # an item the vocabulary said whole ("my first seizure ...")
            return f"I had my first {first.group(1).lower()}{text[first.end():]}"
        if is_language_note(text) or re.search(r"\bbreath sounds\b|\bsilent chest\b", low) or re.fullmatch(r"aged? \d{1,3}", low) \
                or re.fullmatch(r"(?:child|baby|infant|patient) (?:is )?at risk|safeguarding(?: concerns?)?|(?:possible |query |\?)?nai", low) \
                or (re.search(r"\b(?:blown|unequal|fixed|dilated)\b[\w ]{0,12}\bpupils?\b|\bpupils? (?:unequal|blown|fixed)", low)
                    and len(low.split()) <= 4):
            # "Vietnamese speaking", "no breath sounds left side", "BLOWN LEFT PUPIL", "child at risk" (2026-12ab ATS): the
            # interpreter's, the clinician's
            return _TAIL
        if (since := _SO_LONG_AFTER.match(text)) and not since.group(1).lower().startswith(("it ", "i ")):
            # "Swollen forearm two days after a bee sting", "Red painful breast ten days after giving birth": the finding, then
            # how long after what (2026-12af ATS, training: "I've got swollen forearm two days after a bee sting")
            said = self._complaint_clause(since.group(1), alone)
            if not said.startswith((_TAIL, _TAIL_ON)):
                return f"{clause_with_articles(said)}, {since.group(2)}"
        if (habitus := HABITUS.match(text)) and text[habitus.end():].strip():
            # "tall skinny smoker sudden sharp chest pain": the body the nurse sees is not said; the smoking is
            said = self._complaint_clause(text[habitus.end():], alone)
            return f"I smoke, and {uncapitalised(said)}" if habitus.group(2) and not said.startswith((_TAIL, _TAIL_ON)) else said
        if (said := _in_a_relative_s_voice(text)) is not None:
            return said
        if road := _ROAD_USER.match(text):  # "Cyclist struck by a bus": "I was struck by a bus on my bike", never "my cyclist"
            done = noun_phrase(road.group(3))
            named = re.search(r"\b(?:bike|bicycle|motorbike|motorcycle|car|scooter|skateboard|foot)\b", done, re.IGNORECASE)
            verb = road.group(3).split()[0].lower()
            if verb in ("fell", "slipped", "tripped", "dove", "dived", "collapsed", "crashed", "caught", "cut", "burnt", "burned"):
                # "HUNTER FELL 20 FEET OUT OF DEER STAND": "I fell 20 feet out of a deer stand" (2026-12w terse, training)
                return f"I {'dived' if verb == 'dove' else verb} {after_verb(road.group(3).split(' ', 1)[1]) if ' ' in road.group(3) else ''}".strip()
            travelling = _TRAVELLING.get(road.group(2).lower())
            # "hit by pickup about 30 mph": the vehicle going that fast, never "a pickup about 30 miles an hour" (2026-12aj terse, training)
            done = re.sub(r"\b((?:car|truck|pickup|pick-up|ute|van|bus|lorry|suv|vehicle|taxi|motorbike|motorcycle))\s+(?=(?:at |about |around |doing )?"
                          r"(?:\d+|[a-z]+(?:[- ][a-z]+)?) (?:miles an hour|mph|km/h|kph|kilometres an hour)\b)",
                          lambda m: f"{m.group(1)} going ", done, flags=re.IGNORECASE).replace("going doing ", "doing ")
            said = f"I was {done}" if named or not travelling else f"I was {done} {travelling}"
            if worn := road.group("worn"):  # "unhelmeted cyclist hit by car": what was worn, said after
                kit = "a helmet" if "helmet" in worn.lower() else "my seatbelt"
                said += f" and I {'was not' if worn.lower().startswith('un') else 'was'} wearing {kit}"
            return said
        if known := re.match(r"^(?:known |a )?(epileptic|diabetic|asthmatic|schizophrenic|bipolar) and (?=\w)", low):
            # "known diabetic ran out of insulin" (abbreviations: "… and ran out …"): the condition, then the doing
            rest = self._complaint_clause(text[known.end():], alone=True)
            return f"I'm {known.group(1)} and {uncapitalised(rest)}"
        if (condition := leading_condition(text)) and (verb_start(condition[1]) or past_of(condition[1].split()[0].lower())):
            # "parkinson disease fell at home": the condition, then what happened (2026-12v terse, training: "My parkinson
            # disease fell at home")
            rest = self._complaint_clause(condition[1], alone=True)
            return f"I've got {condition[0]}, and {uncapitalised(rest)}"
        if (said := chart_shape_clause(text)) is not None:  # "screaming spells", "pulls legs up", "gave juice" (headline.py)
            return said
        if len(low.split()) >= 4 and (sentence := subject_clause(text)) is not None:
            return sentence  # "stitches in her shin are due out": the typed sentence's own verb, never "I've got ... are due out"
        if (doing := _WHILE_DOING.match(text)) and doing.group(2).lower() in ACTIVITIES and _a_complaint_said(doing.group(1), doing.group(2).lower(),
                                                                                                    doing.group(3)):
            # "low back strain lifting couch", "double vision looking up": what they were doing when it came on
            thing, gerund, rest = doing.group(1), doing.group(2).lower(), doing.group(3).strip()
            if gerund == "building" and re.match(r"(?:up )?(?:slowly|gradually|bit by bit|over)\b", rest, re.IGNORECASE):
                # "testicle ache building slowly": how it came on, never "when building" (2026-12y terse, training)
                return f"{clause_with_articles(self._complaint_clause(thing, alone))} that has been building {rest}"
            if thing.split()[-1].lower() in ACTIVITY_KINDS and len(thing.split()) > 1:  # "foot line dancing": "when line dancing"
                thing, gerund = thing.rsplit(" ", 1)[0], f"{thing.split()[-1].lower()} {gerund}"
            said = self._complaint_clause(thing, alone)
            if not said.startswith((_TAIL, _TAIL_ON)):
                return f"{clause_with_articles(said)} when {gerund}{' ' + object_phrase(rest) if rest else ''}"
        if re.fullmatch(r"(?:the )?bleeding (?:is |has |now )?(?:controlled|under control|stopped(?: with pressure)?|settled)(?: now)?", low):
            return f"{_TAIL}and the bleeding is under control now" if not alone else "the bleeding is under control now"
        if (still := re.match(r"^still\s+(?!not\b)(.+)$", text, re.IGNORECASE)) and not SETTLED.match(low):
            # "still seizing the whole ambulance ride", "still slow to answer": the clause, with its "still" in place
            # (2026-12t terse, training: never "she's got still seizing")
            said = self._complaint_clause(still.group(1), alone=True)
            if not said.startswith((_TAIL, _TAIL_ON)):
                return _still(said)
        if re.fullmatch(r"(?:snoring|gurgling)(?: and (?:snoring|gurgling))? (?:resps|respirations|breathing|breaths)", low):
            return "I'm making snoring noises when I breathe"  # "SNORING RESPS": the noise a companion hears (2026-12w terse)
        if dived := re.match(r"^(?:dove|dived)\s+(.+)$", text, re.IGNORECASE):  # "dove head first in shallow lake": dived, not a bird
            return f"I dived {after_verb(dived.group(1))}"
        text = re.sub(r"\bwith (numbness|tingling|weakness) ((?:both |left |right )?(?:legs?|arms?|hands?|feet|fingers?|toes?))\b",
                      r"with \1 in my \2", text, flags=re.IGNORECASE)  # "from a roof with tingling legs": in my legs
        if low in ("seizure", "fit") and self._still_fitting():
            return "I'm having a seizure"  # a fit the story says is still going: never "I've had a seizure"
        if not alone and (seems := re.match(r"^(looks?) (.+)$", low)) and not re.match(r"^(?:like|as if|pale|unwell|ill|grey|gray|tired|sick)\b",
                                                                                    seems.group(2)):
            # "Ankle twisted, looks wrong": the thing before it looks so, never "I look wrong" (2026-12w, training)
            return f"{_TAIL}and it {seems.group(1).rstrip('s')}s {seems.group(2)}"
        if low in NOUN_STATES:
            return NOUN_STATES[low]
        if re.fullmatch(r"(?:calm|quiet|pleasant|alert|arousable|rousable|awake and alert|alert and oriented)(?:,? (?:and )?(?:cooperative|oriented))?"
                        r"(?: (?:at|in|on arrival (?:at|to)) (?:the )?triage)?|cooperative|a ?& ?o ?x ?[34]", low):
            return _TAIL  # the nurse's note of the manner ("calm and cooperative"): nothing the speaker says of itself
        if _HOW_IT_IS.match(low):
            return f"it's {text}"  # "Back pain, severe": how bad the item before it is
        if height := re.fullmatch(r"(?:about |around |approx(?:imately)?\.? |~ ?)?(\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|"
                                  r"eleven|twelve|fifteen|twenty|thirty|forty|fifty) ?(?:feet|foot|ft|metres|meters|m)(?: up)?", low):
            if not alone:  # "fell off ladder, about 12 ft": how far, of the fall before it (2026-12u terse, training)
                return f"{_TAIL}from about {height.group(1)} feet" if low.endswith(("feet", "foot", "ft", "up")) else \
                    f"{_TAIL}from about {height.group(1)} metres"
        if low in ("attached", "still attached", "embedded", "stuck in", "still in"):  # "tick on knee, attached": the tick is
            return f"{_TAIL}and it's {low}" if not alone else f"it's {low}"
        if low in ("intentional", "deliberate", "on purpose"):  # "Tylenol OD, intentional"
            return "I did it on purpose" if alone else f"{_TAIL_ON}on purpose"
        if low in ("self-inflicted", "self inflicted", "self-harm", "self harm", "deliberate self-harm"):  # "deep cut to forearm, self-inflicted"
            return "I did it to myself" if alone else f"{_TAIL}I did it to myself"
        if _BARE_PART.match(low):  # "Burn, L hand": where the item before it is
            return f"I've hurt my {text}" if alone else f"{_TAIL_ON}on my {text}"
        if _ALLERGEN.match(low):  # "Anaphylaxis, peanut": what the reaction before it is to
            allergen = low if low.endswith("s") or low in ("shellfish", "penicillin", "latex", "milk", "sesame", "fish") else low + "s"
            return f"I'm allergic to {allergen}" if alone else f"{_TAIL_ON}to {allergen}"
        if (swollen := _PARTS_SWOLLEN.match(text)) and not re.fullmatch(r"(?:(?:left|right) )?(?:legs?|ankles?|feet|foot|calf|calves)",
                                                                        swollen.group(1), re.IGNORECASE):
            # "lip and tongue swelling": "my lip and tongue are swollen"; "leg swelling" stays the complaint's own words
            parts = swollen.group(1)
            one = " and " not in parts and not (parts.lower().endswith("s") or parts.lower() in ("feet", "teeth"))
            return f"my {parts} {'is' if one else 'are'} swollen"  # "lips swelling": "my lips are swollen"
        if hot := re.fullmatch(r"((?:(?:red|hot|warm|tender|painful|sore|itchy)(?:,? (?:and )?| ))+)((?:left |right )?" + _SWELLS + r") swelling",
                               text, re.IGNORECASE):
            # "Red hot leg swelling" (the register's "swollen leg"): "my leg is red, hot and swollen" (2026-12w, training)
            states = [*re.findall(r"[a-z]+", hot.group(1).lower().replace(" and ", " ")), "swollen"]
            return f"my {hot.group(2)} {'are' if hot.group(2).lower().endswith('s') else 'is'} {join_list(states)}"
        if low in ING_QUALITIES and not alone:  # "Rash, burning": what the item before it is like
            return f"{_TAIL}and it's {text}"
        if TOOL.match(low):  # "Lac R hand, power saw": what did it
            tool = low if low.startswith(("a ", "an ", "the ")) else f"{indefinite_article(low)} {low}"
            # cut on glass, burnt on a grill lid, with a knife
            by = "on" if re.search(r"glass|tin can|metal|fence|nail|lid|pan|pot|kettle|iron|oven|stove|hob|grill|tray", low) else "with"
            if re.search(r"\b(?:glass|metal)$", low) and not low.startswith(("a ", "an ", "the ")):
                tool = f"some {low}"  # "broken glass": on some broken glass, never "on a broken glass"
            if alone and re.fullmatch(r"(?:an? |the )?(?:kitchen )?(?:knife|knives|blade|machete|gun|pistol|axe)", low):
                return f"I've got {tool} with me"  # "Knife, hearing voices": a weapon carried, nothing done with it yet (2026-12ab ATS)
            return f"I did it {by} {tool}" if alone else f"{_TAIL_ON}{by} {tool}"
        if _BURNT_BY.match(low):  # "Burn, boiling water": what did it
            return f"I got burnt by {text}" if alone else f"{_TAIL_ON}with {text}"
        match = _PER_SOURCE.match(low)
        if match:  # "Fall, per EMS": who said so, not a complaint of its own
            source = match.group(1)
            if source in ("ambulance", "paramedics", "ems"):
                if self._companion and re.search(r"paramedic|ambulance", self._relation or ""):
                    return _TAIL  # the crew telling it: never "the ambulance crew said" of their own words
                source = "the ambulance crew"
            elif self._companion and source in relation_nouns(self._relation):
                return _TAIL  # "NEW CONFUSION PER DAUGHTER" told by the daughter: her own words, no "my daughter said"
            elif not source.startswith(("my ", "the ", "his ", "her ")):
                source = f"my {source}" if source in _RELATIVES else f"the {source}"
            return f"{_TAIL}{source} said"
        if when := _WHEN_LAST.match(low):  # "LAST TX 8D AGO", "PLACED 8 DAYS AGO": when the item before it was done
            last = (when.group("last") or "").removeprefix("the ")
            said = "put in" if when.group("put") else "the last one was" if last in ("last one", "") else f"my {last} was"
            return f"{_TAIL}{said} {when.group('when')}"  # "my last chemotherapy was 8 days ago"
        if re.match(r"^(?:low|high|slow|walking) speed$", low):  # "MVC, HIGH SPEED": how fast, of the crash before it
            return f"{_TAIL_ON}at {low}" if not alone else f"I was in a crash at {low}"
        if SETTLED.match(low):
            return f"{_TAIL}but it's settled now"  # "Palpitations, resolved": the item before it has passed
        if _TAKEN_ITEM.match(low):  # "Intentional OD, ~30 tylenol": what the overdose before it was
            return f"{_TAIL}{text}"
        if goes := _HOW_IT_GOES.match(low):  # "Leg redness, spreading", "Testicular pain, sudden onset": how the item before it goes
            return f"{_TAIL}{_HOW_IT_GOES_SAID[goes.group(1)]}"
        if _FOR_TIME.match(low):
            return f"{_TAIL}{text}"  # "Seizure, ongoing x10 min": how long the item before it has lasted
        if not alone and re.fullmatch(r"(?:about |around |roughly )?(?:\w+ )?(?:an? |\w+ )?(?:minutes?|hours?|days?|weeks?) ago", low):
            return f"{_TAIL}{text}"  # "Tylenol x20 tabs, 3 hrs ago": when the item before it was, never "the three hours are ago"
        if not alone and (spreads := re.match(r"^(?:radiating|spreading|going|moving|shooting|travelling|traveling) (?:in)?to (.+)$", low)):
            return f"{_TAIL}and it's going to {spreads.group(1)}"  # "Chest pain, radiating to L jaw": never "I've been radiating"
        if started := re.match(r"^(?:it )?(?:started|began|came on) (?:while |when )?(\w+ing\b.*)$", low):
            return f"it started when I was {started.group(1)}"  # "started carrying groceries upstairs": what brought it on
        if not alone and re.fullmatch(r"(?:drain|oven|toilet|floor|glass|bathroom|dishwasher) cleaner|bleach|acid|battery acid|lye|ammonia|"
                                      r"caustic soda|chlorine|pool chemicals?|cement|lime", low):
            return f"{_TAIL}it was {text}"  # "Chemical splash L eye, drain cleaner": what it was, never "I am drain cleaner"
        if (sent := _SENT_BY.match(text)) and not detect(sent.group(1)):
            # "counselor sent", "dorm roommate brought" (2026-12ab terse): who sent or brought me, never "the counselor is sent"
            who, verb = sent.group(1).lower(), sent.group(2).lower()
            whose = "the" if _SENDING_PLACES.search(who) else "my"
            why = f" {object_phrase(sent.group('why'))}" if sent.group("why") else ""
            if self._companion and who.split()[-1] in relation_nouns(self._relation):
                return _TAIL  # the sender telling it: why is the complaint's own
            return f"{whose} {who} {verb} me{' in' if verb == 'brought' or why else ''}{why}"
        if (past := _PAST_HISTORY.match(text)) and detect(past.group(1)):
            return f"I've had {with_article(past.group(1))} before"  # "kidney stone PMH": never "I've got kidney stone pmh"
        if (event := _NOUN_EVENT.match(low)) and not re.fullmatch(BODY, event.group(1)):
            thing, what = event.group(1), event.group(2)
            height = f" from about {event.group(3)} {'feet' if event.group(4) in ('feet', 'foot', 'ft') else 'metres'}" if event.group(3) else ""
            if what == "tackle":
                return f"I was tackled playing {thing}"  # "rugby tackle"
            if what == "crash":
                return f"I crashed my {thing}" if thing in _CLIMBED or thing.endswith(("scooter", "board", "bike", "car")) else f"I was in a {thing} crash"
            where = _FELL_ON.get(thing) or (f"off {indefinite_article(thing)} {thing}" if thing in _CLIMBED else f"at the {thing}")
            return f"I fell {where}{height}"
        if stuck := _STUCK_IN_PART.fullmatch(low):  # "NAIL EMBEDDED LEFT PALM": a thing in me, never "my nail is embedded"
            return f"there's {indefinite_article(stuck.group(1))} {stuck.group(1)} {stuck.group(2)} in my {stuck.group(3)}"
        if moves := _PART_MOVES.fullmatch(low):  # "FINGERS MOVE", "toes wiggle": what I can still do
            return f"I can move my {moves.group(1)}"
        if oxygen := _OXYGEN_READ.fullmatch(low):
            # "pulse ox 90" typed beside the complaint: a reading taken before triage, said as what I was told of it
            return "they told me my oxygen was low" if int(oxygen.group(1)) < SPO2_DANGER_BELOW else "they checked my oxygen"
        if (on := re.fullmatch(r"(\S+) (diabetic|asthmatic|epileptic)", low)) and (medicine := medicine_named(on.group(1))):
            return f"I'm {on.group(2)} and I'm on {medicine}"  # "GLIPIZIDE DIABETIC" (2026-12ac terse, training)
        if medicine := medicine_named(text):
            return f"I'm on {medicine}"  # "black tarry stools & plavix": a medicine I take, never "I've got plavix"
        if (taking := re.fullmatch(r"(?:known |hx of |history of )?(.+?) on (\S.*)", text, re.IGNORECASE)) \
                and (medicine := medicine_named(taking.group(2))) and not verb_start(taking.group(1)):
            # "Known AF on apixaban": the condition, and the medicine I take for it, never "an irregular heartbeat on apixaban"
            # (2026-12ai terse, training data by 2026-12aj)
            said = self._complaint_clause(taking.group(1), alone)
            if not said.startswith((_TAIL, _TAIL_ON)) and (said.startswith("I've got ") or not re.match(r"(?:I|I'm|I've|I'd|my)\b", said)):
                # a condition, never a doing ("fall from stepladder on warfarin" is said by the fall's own shape)
                return f"{clause_with_articles(said)} and I'm on {medicine}"
        if brought := _BROUGHT_BY.match(text):  # "brought by brother": "my brother brought me in" (fifteenth read)
            who = brought.group(1).lower()
            if self._companion and who in relation_nouns(self._relation):
                return _TAIL  # the brother telling it: he says who he is, not "my brother brought me in"
            return f"my {who} brought me in" if who in _RELATIVES else f"{indefinite_article(who)} {who} brought me in"
        if doing := _SAYS_OF_HIM.match(text):  # "Keeps nearly passing out": "I keep nearly passing out" (2026-12r)
            return f"I {first_person_verb(doing.group(1).lower())} {doing.group(2)}"
        if off := MEDICINES_STOPPED.match(text):  # "off his meds": stopped, not "it happened off my medications"
            rest = off.group(2).strip()
            return f"I've been off my {off.group(1).lower()} {rest}" if rest else f"I've stopped taking my {off.group(1).lower()}"
        if re.match(r"^(?:i|i'm|i've|my|they|it|it's)\b", low) or starts_with_subject(text):
            return text  # "someone saw it happen": a clause of its own
        if never := _NOT_DONE.match(text):  # "Not slept in 4 nights": "I haven't slept in 4 nights" (2026-12r read)
            return f"I haven't {never.group(1).lower()}{never.group(2)}"
        if bowels := re.match(r"^(?:my |the )?bowels? (?:not|haven't|have not|hasn't) (?:opened|open|moved|been opened)\b(.*)$", text,
                              re.IGNORECASE):  # "bowels not opened 4 days": never "the bowels aren't opened"
            return f"I haven't opened my bowels{_for_a_span(bowels.group(1))}"
        if re.fullmatch(r"no (?:thoughts of |wanting to |want to |plans? to |intent(?:ion)? to )?(?:hurt|harm|kill)(?:ing)? (?:my)?self", low):
            return "I don't want to hurt myself"  # "no wanting to hurt self", never "I haven't got any wanting to"
        if on_none := re.match(r"^no (blood thinners|thinners|anticoagulants?|anticoags|meds|medications?|regular (?:meds|medications?))$", low):
            return f"I'm not on any {on_none.group(1)}"  # "NO BLOOD THINNERS": taken, not had (2026-12af terse, training)
        if low.startswith("no "):  # "denies SI", "no SOB": said as what the patient does not have
            rest = re.sub(r"\s+no\s+", " or ", text[3:], flags=re.IGNORECASE)  # "no cough no rash": "any cough or rash"
            # "no chest pain, no SOB": a breathlessness had, never "any chest pain or short of breath" (2026-12al terse, training)
            rest = re.sub(r"(?<=\bor )short of breath\b", "shortness of breath", rest)
            return f"I'm not {rest}" if STATE_WORDS.match(rest) else f"I haven't got any {rest}"
        if low.startswith("after "):
            return f"I'm here {text}"
        if re.match(r"^(?:an? )?overdose\b", low):  # "an overdose on purpose": taken, not had
            return f"I took {text if low.startswith(('a ', 'an ')) else 'an ' + text}"
        if low.startswith("thoughts of"):
            return f"I've been having {text}"
        if low == "cold" and re.search(r"\b(?:found|floor|outside|exposure|collapsed|fall|fell|hypotherm\w*|water|snow|overnight)\b",
                                       self._brief.chief_complaint, re.IGNORECASE):  # type: ignore[union-attr]
            return "I'm very cold"  # "Found on the floor, cold": cold to the touch, never "a cold"
        if limp := re.match(r"^(?:a |new |painful )?limp(?:ing)?\b\s*(.*)$", low):
            # a complaint's "limp" is the walk ("Limp and fever" in a boy of 7), never "I'm limp" (floppy)
            rest = limp.group(1)
            if _VERB_PART.match(rest):
                rest = "on " + _VERB_PART.sub(r"my \1\2", rest, count=1)  # "LIMP R LEG": "on my right leg"
            return "I've been limping" + (f" {noun_phrase(rest)}" if rest and not rest.startswith("and ") else "") + (
                f" and {self._complaint_clause(rest[4:], alone=False)}" if rest.startswith("and ") else "")
        if (state := STATE_WORDS.match(low)) and not is_noun_after(low[state.end():]):
            return f"I've been {text}" if _LASTING.search(low) else f"I'm {text}"  # "dizzy", "suicidal"; not "suicidal thoughts"
        if re.match(r"^on (?!my\b|the\b)", low):
            if re.match(r"^on (?:the )?(?:floor|ground)\b", low):
                return f"I was {text}"  # "on floor 6h": lying there before I was found, never "I'm on the floor" at triage
            return f"I'm {text}"  # "on chemo"
        if wants := _WANTS.match(text):  # "needs certificate": "I need a certificate"
            wanted = _WANTED_SAID.get(wants.group(2).lower().strip(), wants.group(2))
            return f"I {_WANT_VERB[wants.group(1).lower()]} {wanted if wanted.lower().startswith('to ') else with_article(wanted)}"
        if re.match(r"^like (?:a|an|the|someone|something|my|there'?s)\b", low):
            return f"it feels {text}"  # '"like a fish flopping in my chest"': what it feels like (2026-12q)
        if heart := _HEART.match(text):
            return f"my heart is {heart.group(1).lower()}{heart.group(2)}"  # "racing heart (at times …)": "my heart is racing …"
        if result := _RESULT.match(text):
            return f"my {result.group(1)} is {result.group(2)}"  # "INR 7": "my INR is 7"
        if low.startswith("possible "):  # "?OD": not known yet, said as what it might be
            return f"it might be {with_article(text[len('possible '):])}"
        if overdose := _OVERDOSE_OF.match(text):  # "Tylenol overdose": "I took an overdose of Tylenol"
            return f"I took an overdose of {overdose.group(1)}"
        if visit := re.match(r"^((?:dressing|wound|cast|plaster|stitches|suture|burn|drain|catheter) (?:check|change|review|removal))"
                             r"(?: (?:on|for|of) (?:an? |the |my )?(.+))?$", text, re.IGNORECASE):
            # "Dressing check on a burnt hand": what they came for, and on what ("…on my burnt hand")
            on = f" on my {visit.group(2)}" if visit.group(2) else ""
            return f"I'm here for {indefinite_article(visit.group(1))} {visit.group(1).lower()}{on}"
        if asking := re.match(r"^(?:asking|requesting|wanting|wants|requests?|here) (?:for )?(?:an? )?(.+)$", text, re.IGNORECASE):
            return f"I'm here for {with_article(asking.group(1))}"  # "Asking for STI test": never "I've been asking for"
        if requested := _REQUEST.match(text):  # "emergency contraception request": what they came to ask for
            return f"I'm here for {with_article(requested.group(1))}"
        if hurt := _HURT_PART.match(text):
            # "burned hand on an oven tray", "bumped chest on a bench": "I burned my hand on an oven tray"
            verb, part, rest = hurt.group(1).lower(), hurt.group(2), hurt.group(3)
            return f"I {verb} my {part} {noun_phrase(rest)}"
        if done_to := _DONE_TO_PART.match(text):
            # "foot run over by a forklift": "my foot was run over by a forklift"; "poked in the eye by a twig": "I was poked…"
            part, done = done_to.group(1), done_to.group(2)
            done = after_verb(done)  # "hit in eye by squash ball": "hit in my eye by a squash ball"
            return f"my {part} was {done}" if part else f"I was {done}"
        if fell := re.match(r"^(?:a |had a )?fall (onto|on to|on|off|from|down) (.+)$", text, re.IGNORECASE):
            onto = after_verb(fell.group(2)).replace("an outstretched hand", "my outstretched hand")
            return f"I fell {fell.group(1).lower()} {onto}"  # "fall onto an outstretched hand": "I fell onto my outstretched hand"
        if (said := did_to_part(text) or said_intent(text)) is not None:  # "hit forehead on counter": never "I was hit forehead"
            return said
        # "nosebleed that will not stop": a noun; "cut my finger off": a verb, whatever else the word can be
        kind = verb_start(text) if low.split()[0] not in COUNTABLE or re.match(r"^\w+ (?:my|his|her|their)\b", low) else None
        if kind == "passive" and (found_it := re.match(r"^(?:found|noticed|spotted|discovered) ((?:after|during|while|when|this|last|"
                                                          r"yesterday|at bath ?time|in the (?:shower|bath))\b.*)$", text, re.IGNORECASE)) \
                and any(re.search(r"\b(?:tick|lump|rash|bite|mark|spot|mole|splinter|bruise|swelling|bug|insect|worm|lice|nits?)s?\b",
                                  item, re.IGNORECASE) for item in self._items):
            return f"I found it {found_it.group(1)}"  # "Tick on back of knee, Found after yard work": the tick, never "I was found"
        if kind == "passive":
            return f"I was {noun_phrase(text)}"  # "found collapsed"; "hit in eye by squash ball": "in my eye by a squash ball"
        if kind == "active" and not alone and " " not in low and (said := realise(text, alone) or "").startswith("it's "):
            return said  # "forearm burn | reddened": how the item before it is, never "I reddened"
        if kind == "active":
            first, _, rest = text.partition(" ")
            if not _BACK_AGAIN.match(rest):  # "came back to have my cut checked": back again, never "my back" (2026-12t)
                rest = _VERB_PART.sub(r"my \1\2", rest, count=1)  # "twisted knee playing soccer": "twisted my knee"
            rest = after_verb(rest) if re.search(r"\b(?:from|off|onto|into|out of)\s+\w", rest) else rest  # "from a ladder"
            return f"I {first_person_verb(first)} {rest}".strip()  # "swallowed something", "missed dialysis"
        if (person_said := _the_person_named(text)) is not None:
            return person_said
        if (said := headline_clause(text)) is not None:
            return said
        if (now := re.match(r"^now (.+)$", text, re.IGNORECASE)) and not SETTLED.match(low):
            said = self._complaint_clause(now.group(1), alone=True)  # "now rigors", "now skin peeling off": what is new
            if not said.startswith((_TAIL, _TAIL_ON)):
                return f"now {said}"
        if has_own_subject(text) and not re.search(r"\b(?:that|that's|which|who|i|he|she|they|we|you)\b", low):
            # "cast feels tight": "my cast feels tight" (a companion's "her cast"); not "a nosebleed that's stopped"
            if low.startswith(DETERMINERS):
                return text
            # a thing from outside ("needle went into my thumb"): "a needle", never "my needle" (2026-12r)
            outside = low.split()[0] in _OUTSIDE_THINGS
            return f"{indefinite_article(text)} {text}" if outside else f"my {text}"
        if treated := _ON_TREATMENT.match(text):  # "fever on methotrexate": the fever, and what I'm on
            return f"{self._complaint_clause(treated.group(1), alone)} and I'm on {treated.group(2)}"
        match = re.match(r"^(.*) not moving$", text, re.IGNORECASE)
        if match:
            return f"my {match.group(1)} isn't moving"
        match = re.match(r"^(?:an? )?((?:left |right )?)(\w+) injury((?: (?:at|on|from|playing|during|while|in) .+| \w+ing\b.*)?)$", text, re.IGNORECASE)
        if match:
            part = BODY_ADJECTIVES.get(match.group(2).lower(), match.group(2))
            # "Facial injury": "I've hurt my face"; "ankle injury on trampoline": "I've hurt my ankle on the trampoline"
            # where it happened is the story's to tell, when there is one
            place = match.group(3) if match.group(3) and not self._brief.history.mechanism else ""  # type: ignore[union-attr]
            return f"I've hurt my {match.group(1)}{part}{noun_phrase(place) if place else ''}"
        if fracture := re.match(r"^(?:an? )?(open |compound )?((?:left |right )?\w+) fracture$", text, re.IGNORECASE):
            part = BODY_ADJECTIVES.get(fracture.group(2).lower(), fracture.group(2))  # a break, in the patient's words
            return f"I've broken my {part}" + (" and the bone is through the skin" if fracture.group(1) else "")
        if collapsed := re.match(r"^(.+?) (?:with|and|then) (?:a )?collapse$", text, re.IGNORECASE):
            return f"{self._complaint_clause(collapsed.group(1), alone)} and I collapsed"  # "ant sting with collapse"
        if pregnant := re.match(r"^(.+?) in (?:early |late )?pregnancy$", text, re.IGNORECASE):
            return f"I'm pregnant and {self._complaint_clause(pregnant.group(1), alone)}"  # "bleeding in early pregnancy"
        if low in ("deformed", "deformity", "angulated", "obvious deformity") and not alone:
            return f"{_TAIL}and it looks bent out of shape"  # "Wrist injury, deformed"
        if numb := re.match(r"^(numbness|tingling|pins and needles|swelling|bruising|weakness) ((?:left |right )?" + BODY[3:-1] + r")$",
                            text, re.IGNORECASE):
            return f"I've got {numb.group(1)} in my {numb.group(2)}"  # "numbness finger": "numbness in my finger"
        if cut := re.match(r"^(?:a |the )?(cut|graze|burn) (?:on|to) my ((?:left |right )?[\w-]+?(?: [\w-]+?)?) ((?:on|with|from|by) .+)$",
                           text, re.IGNORECASE):
            # "cut on my forearm on sheet metal at work": what did it is told as the doing, "I cut my forearm on…"
            verb = {"cut": "cut", "graze": "grazed", "burn": "burnt"}[cut.group(1).lower()]
            return f"I {verb} my {cut.group(2)} {noun_phrase(cut.group(3))}"
        if versus := re.match(r"^((?:\w+ )?crash) (?:vs\.?|versus|v) (?:an? |the )?([\w-]+)(.*)$", text, re.IGNORECASE):
            # "motorbike crash vs truck at highway speed": "I was in a motorbike crash with a truck at highway speed"
            crash, other, rest = versus.groups()
            return f"I was in {indefinite_article(crash)} {crash} with {indefinite_article(other)} {other}{rest}"
        if crashed := re.match(r"^((?:\w+ )?crash)(, .+)$", text, re.IGNORECASE):  # "car crash, I was the driver and …"
            return f"I was in {indefinite_article(crashed.group(1))} {crashed.group(1)}{crashed.group(2)}"
        if re.search(r"crash$", low) and not re.search(r"\b(?:after|from|since|following)\b", low):  # not "neck pain after a car crash"
            return f"I was in {indefinite_article(text)} {text}"
        if re.search(r"reaction$", low):
            return f"I'm having {indefinite_article(text)} {text}"
        if _FOR_A.search(low):
            return f"I'm here for {indefinite_article(text)} {text}"  # "dressing check": not "I've been dressing"
        words = low.split()
        if words and (words[0] in _SCENE_OPENERS or len(words) > 1 and words[-1] in _AT_HEADS | _ON_HEADS) \
                and (scene := _context_clause(low)) is not None:
            return scene  # "hiking trail", "nightclub parking lot": where it happened, before a doing or a subject is read in it
        if re.match(r"^\w+ing\b", low) and not low.startswith(("something", "nothing", "anything")) \
                and not (low.split()[0] in ING_QUALITIES and " " in low) and low.split()[0] not in ING_NOUNS \
                and not (len(low.split()) == 2 and low.split()[1] in COUNTABLE) \
                and gerund_of(low.split()[0]) is not None:  # not "ongoing back pain" (an adjective)
            # not "tearing back pain" (a quality) nor "swelling" (a noun); "vomiting and diarrhoea": a verb and a noun
            doing, _, had = text.partition(" and ")
            if had and not re.match(r"^\w+ing\b", had, re.IGNORECASE):
                return f"I've been {doing} and {self._complaint_clause(had, alone)}"
            return f"I've been {text}"
        first, _, second = text.partition(" and ")
        if second and " and " not in second and (STATE_WORDS.match(second.lower()) or re.fullmatch(r"\w+ed", second.lower())) \
                and not verb_start(first) and not (realise(text, alone) or "").startswith("my "):
            # (one part's two states stay one: "left arm numb and weak" is "my left arm is numb and weak", never "... and I'm
            # weak", heard as weak all over; before the 2026-12ah round, a probe)
            # "fever and sleepy", "black tarry poo and fainted": a thing and a state or a happening, each said as itself
            return f"{self._complaint_clause(first, alone)} and {self._complaint_clause(second, alone=False)}"
        first_word, _, after_first = low.partition(" ")
        noun_next = is_noun_after(after_first) and after_first.split()[0] not in _FUNCTION_WORDS
        if adjective_only(first_word) and participle_of(first_word) is None and not noun_next \
                and not is_noun(first_word) and not _A_PAIN_NAMED.search(" ".join(low.split()[:4])):
            # "thirsty all the time": a state, never "I've got thirsty" (2026-12r); one that lasts, "I've been"
            if described := _STATES_OF_A_PART.match(text):
                # "hot swollen knee": "my knee is hot and swollen", never "I'm hot swollen knee" (2026-12s ATS, training)
                states = [word.strip(",") for word in described.group(1).split() if word.strip(",").lower() != "and"]
                part = described.group(2)
                verb = "are" if part.lower().endswith("s") and not part.lower().endswith(("ss", "us")) else "is"
                # "... knee that won't bend": what the part does said after (thirty-third read: "I'm hot swollen knee that won't bend")
                rest = f" and {'they' if verb == 'are' else 'it'} {described.group(3)}" if described.group(3) else ""
                return f"my {part} {verb} {join_list(states)}{rest}"
            return f"I've been {text}" if _LASTING.search(low) else f"I'm {text}"
        done = past_of(first_word) and not is_noun(first_word)
        if done and _AT_ONCE.match(after_first):
            return f"I {text}"  # "cried right away" (a child's fall): something done, never "the cried right is away"
        if done and not participle_of(first_word) and after_first \
                and re.match(r"(?:at|that|in|on|to|a|an|the|my|about|some|something|it|down|out|off|up)\b", after_first):
            # a simple past that is no participle ("Wrote at school that he wants to die", "took some pills"): done by the
            # patient, never "he's got wrote at school" (2026-12af ATS, training); what it says of the patient is the speaker's
            # own ("that he wants to die": "that I want to die"; a companion's voice turns it back)
            return "I " + re.sub(r"\b(that|said|says) (?:he|she) (\w+?)s\b", r"\1 I \2", text, flags=re.IGNORECASE)
        first, _, second = text.partition(" and ")
        if second and " and " not in second and second.split() and gerund_of(second.split()[0]) is not None \
                and (len(second.split()) > 1 or not is_noun(second)) \
                and not any(gerund_of(word) is not None for word in first.split()):
            # "swollen tummy and being sick": each said in its own way, never "I've got a swollen tummy and being sick"
            # (2026-12ah narrative ESI, training); "pain on walking and bending" has its doing in the first, and stays whole;
            # a state and a doing ("incision red and oozing") stay one clause: "the incision is red and oozing"
            said_first, said_second = self._complaint_clause(first, alone), self._complaint_clause(second, alone=False)
            if said_first.startswith(("I've got", "I've had", "I had")) and not said_second.startswith((_TAIL, _TAIL_ON)):
                return f"{said_first} and {said_second}"
        said = realise(text, alone) or own_subject_clause(text)  # only a noun phrase is left for "I've got": "catheter
        if said is not None:  # blocked", "wheezy", "softball took a bad hop into mouth" are not
            return said
        first, _, second = text.partition(" and ")
        if second and (said := realise(first, alone)) is not None:  # "limp and fever": "I'm limp and I've got a fever"
            return f"{said} and {self._complaint_clause(second, alone=False)}"
        if also := re.match(r"^also ", low):  # "sweating, also nausea": "I've also got nausea", never "I've got also nausea"
            said = self._complaint_clause(text[also.end():], alone)
            return re.sub(r"^(I've|I'm|I)( got| had| been)?\b", lambda m: f"{m.group(1)} also{m.group(2) or ''}", said, count=1)
        words = low.split()
        if (participle_of(words[0]) or past_of(words[0])) and not is_noun(words[0]) and not adjective_only(words[0]) \
                and (len(words) == 1 or re.fullmatch(r"\d+|two|three|four|five|six|all|up|out|over|off|down|twice|once|again|home|away|back|"
                                                   r"breakfast|lunch|dinner|meals?|supper|tea", words[1])):  # "skipped breakfast" (12ac)
            return f"I {text}"  # "soaked 2 towels", "shook all over at work", "fled home": something done, never "I've got soaked 2 towels"
        counted = re.search(_COUNTED, low)  # "nosebleed twice today": had, not got
        if (context := _context_clause(low)) is not None:
            return context
        # "cough since Wednesday", "palpitations since this morning": had since then, never "I've got … since"
        verb = "I've had" if counted or re.search(r"\bfor (?:\w+ )?(?:\w+ )(?:hours?|days?|weeks?|months?|years?)\b|\bsince\b", low) \
            else "I've got"
        head_chunk = re.split(r"\s+(?:on|in|to|with|for|from|after|since|of|that|which|and|at|while|when|off|under|over|into|"
                              r"through|by|between|during|near|around|like|up)\s+|" + _COUNTED, low,
                              maxsplit=1)[0]
        head = head_chunk.split()[-1] if head_chunk.split() else low
        if head in _HAD_HEADS and verb == "I've got":
            verb = "I had"  # "seizure at the shops": had, not got
        text = noun_phrase(text)  # "grazed knee off scooter": "off a scooter"
        countable = head in COUNTABLE or bool(_DESCRIBED_PART.match(head_chunk)) or (
            is_countable_head(head_chunk))  # "grazed knee": "a grazed knee"
        if re.match(r"^\d+(?:\.\d+)?\s?(?:cm|mm|centimetres?|inch(?:es)?)\b", low) and countable:
            return f"{verb} a {text}"  # "3 cm cut on forearm": "a 3 cm cut" (2026-12t terse, training)
        if low.startswith(DETERMINERS) or not countable or head in UNCOUNTABLE_HEAD or re.match(r"^\d", low):
            return f"{verb} {text}"
        return f"{verb} {indefinite_article(text)} {text}"

    def _spoken_items(self) -> list[tuple[str, str]]:
        """The complaint's items each with its clause, a run typed without punctuation cut finding by finding
        (``run_on``) when the pieces, said one by one, keep less of the chart's words than the run said whole (the
        read's most common defect). The whole is said first: a run said well is never cut (and costs nothing more).
        A short item of findings typed back to back ("chest pain sob") is always said finding by finding: whole,
        the first became the subject of the next ("my chest pain is short of breath")."""
        items = []
        for index, item in enumerate(self._items):
            if len(findings := finding_pieces(item)) > 1:
                items.extend((piece, self._complaint_clause(piece, alone=index == 0 and number == 0)) for number, piece in enumerate(findings))
                continue
            whole = self._complaint_clause(item, alone=index == 0)
            pasted = pasted_run(item, whole)
            if pasted >= _WORTH_CUTTING_FROM:
                pieces = run_on_pieces(item)
                if len(pieces) > 1:
                    said = [self._complaint_clause(piece, alone=index == 0 and number == 0) for number, piece in enumerate(pieces)]
                    if pasted_run(item, " ".join(said)) < pasted:
                        items.extend(zip(pieces, said))
                        continue
            items.append((item, whole))
        return items

    def _complaint_sentence(self) -> str:
        spoken_items = self._spoken_items()
        spoken = [item for item, _ in spoken_items]
        clauses = [clause for _, clause in spoken_items]
        # A later item that is the record's context, not a complaint ("known to the mental health team",
        # "per family") would only be pasted after "I've got": the complaint is said without it.
        # So is a later item that names no finding, only where or with what it happened ("Ankle injury, netball",
        # "Elbow injury, child"): "I've got netball" is no complaint; the story tells how it happened.
        kept = [index for index, clause in enumerate(clauses)
                if index == 0 or clause.startswith((_TAIL, _TAIL_ON))
                or not (_PASTED.match(clause) or _BARE_CONTEXT.match(clause))
                or not (_RECORD_CONTEXT.match(spoken[index].strip()) or self._names_nothing(spoken[index]))]
        items = [spoken[index] for index in kept]
        clauses = [clauses[index] for index in kept]

        def merge(keep_subjects: bool) -> list[str]:
            """The clauses as one list; ``keep_subjects``: each says its own "I've got" (a list with a comma inside a
            clause is a list of clauses, "; " between them: never "...beside my back passage; a fever", 2026-12al terse)."""
            merged: list[str] = []
            previous = ""
            for index, clause in enumerate(clauses):
                full = clause
                if clause.startswith(_TAIL_ON + "on my ") and merged and not _PLACED.search(merged[-1]):
                    clause = full = self._complaint_clause(items[index], alone=True)  # "MVC, neck": what was hurt
                if clause.startswith(_TAIL_ON) and merged:  # "I burnt myself" + "on my left hand", no comma between
                    tail = clause[len(_TAIL_ON):]
                    if tail.startswith("on my ") and re.search(r"\b(?:on|in) my (?:(?:left|right) )?" + BODY + "$", merged[-1]):
                        tail = "and " + tail[len("on "):]  # "a burn on my face" + "hands": "on my face and my hands"
                    merged[-1] += " " + tail
                    previous = full
                    continue
                clause = clause.replace(_TAIL_ON, "", 1) if clause.startswith(_TAIL_ON) else clause
                if clause.startswith(_TAIL):  # a tail of the item before it (see _complaint_clause)
                    tail = clause[len(_TAIL):]
                    if not tail:  # a source the speaker is: nothing to add
                        continue
                    if not merged:
                        merged.append(tail)
                        continue
                    if tail.startswith("but "):  # "I had palpitations, but it's settled now"
                        merged[-1] = re.sub(r"^I've got ", "I had ", merged[-1])
                        if _DEFICIT.search(merged[-1]):
                            # a deficit that came and went is said as one clause ("... went numb for twenty minutes and
                            # it's settled now"), so it is heard as one: a TIA (2026-12z terse, training)
                            merged[-1] += " and" + tail[len("but"):]
                            previous = full
                            continue
                    merged[-1] += ", " + tail
                    previous = full
                    continue
                if merged and not keep_subjects:
                    for prefix in ("I've got ", "I've been ", "I'm "):
                        if clause.startswith(prefix) and previous.startswith(prefix) and not clause.startswith("I'm here") \
                                and not previous.startswith(("I'm here", "I'm having", "I'm on ")) \
                                and not re.search(r"\band (?:I|I'm|I've)\b", previous):  # "I'm having a panic attack, I'm calmer now"
                            # (a clause after one that ends in a clause of its own keeps its subject: "... and I'm on
                            # rivaroxaban, and I've got leg swelling", never "and leg swelling")
                            clause = clause[len(prefix):]
                            break
                merged.append(clause)
                previous = full
            return merged

        merged = merge(keep_subjects=False)
        if any("," in clause for clause in merged):
            merged = merge(keep_subjects=True)
        # the articles ("stepped on rusty nail in barn": "on the rusty nail in the barn"), the perfect of what has lasted
        # ("has been drooping for ten minutes") and the superlative's "the" ("the worst headache of my life")
        merged = [_SUPERLATIVE.sub(r"\1the \2", _lasting(articles_throughout(clause))) for clause in merged]
        # "voices telling him to hurt their mother", said by him: his mother ("our" from a brother or sister)
        sibling = self._companion and bool(relation_nouns(self._relation) & {"brother", "sister", "twin"})
        merged = [re.sub(r"\btheir (mother|father|mum|dad|mom|parents|family)\b", rf"{'our' if sibling else 'my'} \1", clause)
                  if not self._companion or sibling else clause for clause in merged]
        text = self._v(join_list(merged))
        if self._companion and not self._introduced:
            self._introduced = True
            who = self._fill(self._relation or '{pos} partner')
            if through_an_interpreter(self._brief.companion) and "interpret" not in who.lower():  # type: ignore[union-attr]
                # who speaks, and for whom, said once (seventeenth read: "I'm her mum" from an interpreter never
                # introduced; eighteenth: "I'm the interpreter; I'm her mum" still speaks as the parent)
                text = f"I'm the interpreter for {who}, who says {uncapitalised(text)}"
            else:
                text = f"I'm {who}, {uncapitalised(text)}"
        return as_sentence(text)
