"""Word tables shared by the grammar helpers and the answer builders.

Countable nouns, determiners, body parts and the speaker's own states: what decides an article or a template.
"""

from __future__ import annotations

import re

from ....clinical.story import BODY as STORY_BODY

# Every pattern in the package is case-insensitive (re.IGNORECASE).

# Words that describe the speaker's own state (used by the complaint clause builder).
STATE_WORDS = re.compile(
    r"^(?:(?:very|really|so|quite|extremely|a bit|a little) )?"  # "Diarrhoea for days and very weak" (2026-12ax narrative, training)
    r"(?:short of breath|dizzy|light-?headed|confused|unresponsive|very drowsy|drowsy|weak|sweaty|feverish|drunk|"
    r"intoxicated|(?:\w+ )?weeks pregnant|pregnant|nauseous|jaundiced|anxious|agitated|suicidal|tired|unwell|"
    r"not (?:eating|drinking|waking up|breathing properly)|thirsty|homeless|hoarse|shaky|clammy|pale|lethargic|irritable|"
    r"restless|sleepy)\b",
    re.IGNORECASE,
)
NOUN_STATES = {
    "confusion": "I've been confused",
    "depression": "I've been feeling really depressed",
    "anxiety": "I've been really anxious",
    "asthma": "it's my asthma",
    "overdose": "I took an overdose",
    "ongoing": "it's still going on",
    "seizure": "I've had a seizure",  # a fit still going is "seizing" or "ongoing"; "seizure" alone has happened
    "seizures": "I've been having seizures",
    "weakness": "I've been feeling weak",
    "fall": "I had a fall",
    "violent behaviour": "I've been violent",
    "violent behavior": "I've been violent",
    "aggressive behaviour": "I've been aggressive",
    "aggressive behavior": "I've been aggressive",
    "bizarre behaviour": "I've been acting strangely",
    "bizarre behavior": "I've been acting strangely",
    "agitation": "I've been very agitated",
    "tendon exposed": "I can see the tendon",
    "check before custody": "I need a check before I go into custody",
    "medical clearance for custody": "I need a check before I go into custody",
    "custody clearance": "I need a check before I go into custody",
    "police": "the police brought me in",
    "ice": "I've been using ice",
    "meth": "I've been using meth",
    "mental health act": "I'm here under the Mental Health Act",
    "mha": "I'm here under the Mental Health Act",
    "tendon visible": "I can see the tendon",
}
#: A tool or object that did an injury, when the complaint names only it ("LAC R HAND, POWER SAW").
TOOL = re.compile(
    # any one word may name the kind ("bagel knife", "grill lid": twenty-seventh read, D)
    r"^(?:an? |the )?(?:[a-z-]+ )?(?:power |circular |table |band |hand |mitre |miter |chain ?)?(?:saw|lid|pan|frying pan|pot|kettle|iron|"
    r"oven|oven door|stove|hob|grill|tray|baking tray|skewer|peeler|grater|scissors|screwdriver|grinder|angle grinder|knife|kitchen knife|"
    r"box cutter|stanley knife|utility knife|broken glass|glass|chisel|drill|axe|machete|lawn ?mower|mower|auger|nail gun|hammer|"
    r"razor|razor blade|tin can|mandoline|blender|chainsaw|hedge trimmer|whipper snipper|strimmer|fish hook)$",
    re.IGNORECASE)
#: Things that get stuck in someone from outside ("bug in R ear", "fish hook in finger", "pebble in ear"): each is counted
#: ("a bead"), and a headline's subject among them is "a needle", never "my needle".
FOREIGN_BODIES = frozenset({"bug", "hook", "fishhook", "tick", "needle", "nail", "coin", "bead", "battery", "magnet", "pebble",
                            "marble", "button", "bean", "pea", "seed", "toy", "crayon", "earring", "grape", "peanut", "raisin", "sultana",
                            "chickpea", "stone", "lego", "cockroach", "moth", "insect", "sliver"})  # "cockroach right ear" (12ac)
COUNTABLE = FOREIGN_BODIES | {
    "voice", "disorder", "bead", "cough", "fever", "cold", "rash", "headache", "nosebleed", "cut", "wound", "lump", "abscess", "bite", "sting",
    "burn", "throat", "reaction", "infection", "injury", "flare-up", "catheter", "blister", "boil", "swelling",
    "stroke", "migraine", "toothache", "splinter", "graze", "bruise", "bump", "port", "stent", "pacemaker",
    "shunt", "implant", "curtain", "shadow", "veil",
    "heartbeat", "stye", "gash", "flight", "partner",  # "an irregular heartbeat", "a deep gash" (2026-12u, training)
    "seizure", "wheeze",  # "I've got a wheeze" (round-22 probe), never "I've got wheeze"
    "attack",  # "I had an asthma attack in the school sports hall" (2026-12am narrative, training)
    # what a patient comes in for, or has one of ("needs certificate", "hx stones", "Tylenol overdose")
    "certificate", "note", "letter", "form", "referral", "prescription", "refill", "overdose", "history", "splash", "allergy",
    "fracture", "ulcer", "sore", "cyst", "hernia", "clot", "stone", "cast", "scald", "fall", "blackout", "collapse", "dislocation",
    "shot", "injection", "scan", "x-ray", "test", "check", "bed", "crisis", "prostate", "inhaler",
    # a patch of skin or eye, a ring, a fold ("red patch on eye")
    "patch", "ring", "fold",
    # a mark seen on the skin or a speck in the eye ("a seatbelt mark on my chest", "a speck in my left eye")
    "speck", "fleck", "mark", "band", "streak", "spot", "welt", "scratch", "scrape", "dot",
}
COUNTABLE_PAST = {"cyst", "attack", "stent", "stone", "infection", "operation", "ulcer", "clot", "stroke", "fracture", "bleed", "seizure"}
CHARACTER_NOUNS = {"ache", "pain", "feeling", "sensation", "pressure", "band", "bump", "lump", "cut", "graze", "blister",
                    "cough", "burn", "rash", "sting", "twinge", "cramp", "spasm", "throb", "itch"}
STATE_ADJECTIVES = re.compile(
    r"^(?:very |quite |a bit |slightly )?(?:short-sighted|long-sighted|overweight|obese|underweight|diabetic|asthmatic|deaf|"
    r"hard of hearing|blind|partially sighted|pregnant|immunocompromised|immunosuppressed|housebound|bed-?bound|"
    r"wheelchair-?bound|epileptic|anaemic|anemic|allergic to .+|prone to .+|vegan|vegetarian)$",
    re.IGNORECASE,
)
PMH_COUNTABLE = {"port", "stent", "pacemaker", "catheter", "shunt", "implant", "allergy", "cyst", "hernia", "ulcer",
                  "stoma", "colostomy", "ileostomy", "defibrillator"}
UNCOUNTABLE_HEAD = {"swelling", "toothache"}
DETERMINERS = ("a ", "an ", "the ", "my ", "some ", "something", "both ", "no ", "his ", "her ")

#: The body parts a location names: the one list in ``clinical/data/presenting.yaml`` (``body_parts``).
BODY = STORY_BODY
#: What a person carries of their own ("lost inhaler", "broke glasses"): "I lost my inhaler".
BELONGINGS = (r"(?:inhaler|puffer|glasses|spectacles|contact lens(?:es)?|hearing aids?|dentures|false teeth|tablets|pills|"
              r"medications?|medicines?|meds|epipen|epi-pen|insulin|keys|phone|wallet|walking stick|walker|crutches|splint|sling)")
#: Chart adjectives of a body part, as the patient names the part ("Facial injury": "my face").
BODY_ADJECTIVES = {"facial": "face", "ocular": "eye", "nasal": "nose", "dental": "tooth", "cervical": "neck",
                   "thoracic": "chest", "abdominal": "belly", "genital": "private parts", "scrotal": "scrotum",
                   "rectal": "bottom", "perianal": "bottom", "anal": "bottom"}
#: Presentations whose pain or discomfort is felt all over the body, not in one place.
DIFFUSE = ("sickle_cell", "fever", "fatigue", "weakness", "dehydration", "covid", "cold", "withdrawal", "sepsis")

#: Medicines stopped, as a chart says it ("off his meds", "stopped her lithium", "off her antipsychotics for 2 weeks"): taken
#: regularly until then, so the opening says it ("I've stopped taking my medication") and the medicines question never
#: answers "nothing regular". Group 1 is what was stopped, group 2 the rest of the item.
MEDICINES_STOPPED = re.compile(r"\b(?:off|stopped(?: taking)?) (?:my|his|her|their) ((?:[\w-]+ )?(?:medications?|medicines?|meds|"
                               r"tablets|pills|injections?|antipsychotics?|antidepressants?|lithium|insulin|"
                               r"\w+(?:ine|ide|ole|pam|pril|olol|statin|one|ate)))\b(.*)$", re.IGNORECASE)

#: A medicine started lately, as the complaint tells it ("started cold and flu tabs 2 days ago", "new antibiotics since
#: Monday"): the answer to "any medicines?" names it, never "none that I can think of" (before the 2026-12ag round, from
#: the twenty-ninth read: cold and flu tablets hidden behind "nothing regular" in a retention).
MEDICINE_STARTED = re.compile(r"\b(?:(?:I|he|she|they) )?(?:started|began|(?:'ve|have|has) been taking|newly on)\s+(?:taking\s+|on\s+)?"
                              r"(?:(?:a|an|some|new|the|my|his|her)\s+)?(?:(?!ago\b)[\w-]+\s+){0,3}?(?:tablets?|tabs|pills?|medicines?|"
                              r"medications?|meds|capsules|antibiotics?|antihistamines?|drops|spray|patch|injections?|"
                              r"\w+(?:ine|ide|ole|pam|pril|olol|statin|mycin|cillin))\b[^.;,]*?(?= and (?:I|I've|I'm|he|she|they)\b|[.;,]|$)",
                              re.IGNORECASE)

#: What a person was doing when a complaint came on, typed straight after it ("low back strain lifting couch", "double
#: vision looking up", "chest sore coughing"): said "when lifting a couch", never "the strain is lifting a couch"
#: (2026-12t terse openings, training). Gerunds, so a reviewer reads the words as typed.
ACTIVITIES = frozenset({
    "lifting", "moving", "carrying", "pushing", "pulling", "reaching", "bending", "twisting", "kneeling", "climbing",
    "walking", "running", "jogging", "jumping", "dancing", "playing", "skiing", "snowboarding", "skating", "skateboarding",
    "surfing", "swimming", "diving", "cycling", "riding", "driving", "hiking", "training", "exercising", "wrestling",
    "boxing", "sparring", "gardening", "mowing", "digging", "raking", "shovelling", "shoveling", "chopping", "cutting",
    "sawing", "drilling", "hammering", "grinding", "welding", "sanding", "painting", "cleaning", "unclogging", "scrubbing",
    "cooking", "fixing", "repairing", "building", "loading", "unloading", "stacking", "doing", "shaving",
    "fishing", "coughing", "swallowing", "talking", "looking", "standing", "sitting", "picking", "hanging", "replacing",
    "lighting", "installing", "trimming", "camping", "hunting", "picnicking", "sledding", "tobogganing", "pruning", "washing", "changing", "putting up", "taking down", "opening", "throwing", "catching", "kicking", "stretching", "straining",
})
#: The first word of a two-word activity ("line dancing", "roller skating"): said with it, "when roller skating".
ACTIVITY_KINDS = frozenset({"line", "roller", "ice", "rock", "weight", "horse", "water", "scuba", "sky", "trail", "bull", "break",
                            "figure", "speed", "power", "kite", "wind", "cliff", "ballroom", "tap", "pole", "salsa", "street",
                            "mountain", "road", "dirt", "trampoline", "bouldering", "snow"})
#: Nouns for a person ("baby", "man", "patient"): a headline's person is the speaker ("baby breathing fast"), and no
#: complaint or doing belongs to the noun itself ("baby sitting up" is no activity of a complaint).
PERSON_NOUNS = frozenset({"baby", "newborn", "infant", "toddler", "child", "kid", "boy", "girl", "man", "woman", "patient",
                          "pt", "lady", "gentleman", "teen", "teenager"})

#: Where something happened, typed bare after what happened there ("fainted graduation ceremony", "found sleeping curb",
#: "fell bathtub edge"): the preposition English puts before each place, so the patient says "I fainted at the graduation
#: ceremony", never "I fainted graduation ceremony" (twenty-seventh read, D). English, not clinical knowledge.
PLACE_PREPOSITIONS: dict[str, str] = {
    **dict.fromkeys(("kitchen", "bathroom", "restroom", "washroom", "toilets", "bedroom", "lounge", "hallway", "hall",
                     "corridor", "shower", "bath", "bathtub", "tub", "bed", "recliner", "armchair", "chair", "car", "bus",
                     "train", "classroom", "office", "library", "lift", "elevator", "garden", "yard", "backyard", "shed",
                     "basement", "cellar", "attic", "laundry", "pantry", "supermarket", "carpark", "queue", "traffic",
                     "lobby", "playroom", "nursery", "daycare", "ward"), "in"),
    **dict.fromkeys(("theater", "theatre", "cinema", "stadium", "concert", "beach", "gym", "pool", "lake", "park",
                     "restaurant", "bar", "pub", "club", "nightclub", "garage", "farm", "camp", "campsite", "store", "shop",
                     "mall", "church", "mosque", "temple", "airport", "lot", "dance", "game", "match", "practice",
                     "intersection", "junction", "roundabout", "ceremony", "rave", "school", "work", "sink", "desk", "counter",
                     "table", "party", "funeral", "service", "wedding", "recital", "rehearsal", "station", "bench", "fair",
                     "market", "playground", "zoo", "range", "festival"), "at"),
    **dict.fromkeys(("sidewalk", "pavement", "road", "street", "driveway", "path", "footpath", "ramp", "trail", "ice", "rink",
                     "pitch", "field", "court", "track", "steps", "stairs", "staircase", "deck", "ladder", "slope", "hill", "curb",
                     "kerb", "floor", "couch", "sofa", "toilet", "porch", "patio", "balcony", "platform", "escalator",
                     "treadmill", "trampoline", "bike", "bicycle"), "on"),
    **dict.fromkeys(("edge", "corner", "doorframe", "wall", "radiator", "dresser", "nightstand"), "against"),
    "bedside": "beside",
}
#: Places that, typed as an item of their own, are the scene ("movie theater", "icy sidewalk", "nightclub parking lot"):
#: "it started at the movie theater". Not every place is ("fentanyl powder on the sink" names no scene).
SCENES = frozenset({"theater", "theatre", "cinema", "stadium", "concert", "beach", "gym", "pool", "lake", "park", "restaurant", "bar",
                    "pub", "club", "garage", "farm", "camp", "store", "shop", "mall", "church", "airport", "lot", "dance", "game",
                    "match", "practice", "intersection", "junction", "roundabout", "ceremony", "rave",
                    "sidewalk", "pavement", "road", "street", "driveway", "path", "footpath", "ramp", "trail", "ice", "rink",
                    "pitch", "field", "court", "track", "steps", "stairs", "deck", "ladder", "slope", "hill"})
#: Places said with their preposition alone ("at work", "in bed"), never "at the work".
PLACES_WITHOUT_ARTICLE = frozenset({"work", "school", "church", "bed", "home", "traffic"})
#: Verbs of going down by oneself ("slid down beside the bed", "slipped on the ramp"): said as done, never as a state
#: ("I'm slid").
FALLING_VERBS = frozenset({"slide", "slip", "trip", "fall", "collapse", "faint", "stumble", "tumble", "roll", "keel"})
#: Doings that take no object, so a bare place after one is where it happened ("fainted kitchen", "found sleeping curb").
TAKES_NO_OBJECT = FALLING_VERBS | {"slump", "sleep", "seize", "fit", "vomit", "wind", "pass", "sit", "lie", "stand", "wake",
                                   "freeze", "wander", "sob", "shake", "black", "crash", "land", "kneel", "die", "arrest",
                                   "choke", "cry"}

