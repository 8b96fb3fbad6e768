"""Clinical concepts in lay speech: what the offline nurse and extractor can *hear*.

Patients do not say "dyspnoea"; they say "I can't catch my breath". Each concept is a set
of lay and clinical phrasings, matched per clause with a small negation check ("no fever",
"I'm not on blood thinners"), and every match keeps its quote so decisions can cite it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["CONCEPTS", "LABELS", "ConceptHit", "detect", "parse_pain", "parse_age", "parse_duration", "BODY_PARTS"]

# concept -> regex over lowercased text. Order is irrelevant; names are used by the rules.
_RAW: dict[str, str] = {
    "cardiac_arrest": r"cardiac arrest|\bcpr\b|shock machine|defibrillat|heart stopped|no pulse|resuscitat",
    "unresponsive": r"unresponsive|not waking|won'?t wake|can'?t wake|unconscious|not responding|doesn'?t respond"
    r"|won'?t respond|out cold|not answering (?:me|us)|not reacting|hasn'?t woken",
    "hardly_breathing": r"hardly breathing|barely breathing|not breathing|stopped breathing|breathing (?:is )?(?:very )?slow"
    r"|gasping",
    "seizure_active": r"(?:still|keeps?|won'?t stop|hasn'?t stopped|ongoing|non-?stop|for (?:ten|fifteen|twenty|\d+) minutes)"
    r"[\w ,']{0,30}(?:seiz|fit|shak|jerk|convuls)|(?:seiz|fit|shak|jerk|convuls)\w*[\w ,']{0,20}(?:still going|won'?t stop|"
    r"hasn'?t stopped|ongoing|right now)|seizure,? ongoing|seizing",
    "seizure": r"seiz|\bfits\b|(?:having|had|has) a fit\b|convuls|epilep",
    "severe_breathing": r"few words|can'?t (?:catch|get) (?:my|his|her|their) breath|struggling to breathe|can'?t breathe"
    r"|fighting for (?:breath|air)|working (?:really )?hard to breathe|blue (?:lips|around)|lips (?:are |look |went )?blue"
    r"|sucking in|can'?t get (?:the )?air|gasping|can'?t finish a sentence|breathing (?:really |very )?fast and hard",
    "sob": r"short of breath|shortness of breath|breathless|trouble breathing|difficulty breathing|hard to breathe"
    r"|can'?t breathe|wheez|out of breath|can'?t catch (?:my|his|her) breath|breathing (?:is )?(?:bad|worse|hard|difficult)"
    r"|struggling to breathe|puffed",
    "airway": r"throat (?:is |feels )?(?:closing|swelling|swollen|tight)|tongue (?:is )?swell|can'?t swallow|noisy breathing"
    r"|stridor|drooling|whistling when (?:he|she|i) breathe",
    "allergic": r"allerg\w* (?:reaction|rxn)|reaction to|hives|lips? (?:are |is )?swell|swollen lips|anaphyla|epi-?pen"
    r"|swelling (?:of|in) (?:my|the|his|her) (?:face|lips|tongue|throat)",
    "chest_pain": r"chest (?:pain|pressure|tightness|discomfort|hurts|is (?:tight|sore|hurting))|pain in (?:my|the|his|her) chest"
    r"|crushing|pressure (?:in|on) (?:my|the|his|her) chest|tight(?:ness)? (?:in|across) (?:my|the|his|her) chest"
    r"|heavy feeling in (?:my|the) chest",
    "cardiac_features": r"(?:spread|spreading|going|goes|radiat\w*|shoot\w*|moving|travel\w*|down|into|up)\s+(?:to |into |down |up )?"
    r"(?:my |his |her |the )?(?:left arm|arm|jaw|neck|shoulder)|sweat|clammy|diaphore|grey and|gray and",
    "stroke": r"slurr|can'?t (?:talk|speak) (?:properly|right|clearly)|words (?:are|came out|come out) (?:wrong|jumbled|funny)"
    r"|(?:face|mouth) (?:is |was )?droop|drooping|(?:left|right)[- ]sided weakness|weak(?:ness)? (?:on|in|down) (?:the|my|his|her)"
    r" (?:left|right)|can'?t (?:move|lift|feel|use) (?:my|his|her) (?:left|right)|numb(?:ness)? (?:on|down) (?:one|the \w+) side"
    r"|one side of (?:my|his|her) (?:face|body)|trouble (?:speaking|finding (?:my|his|her) words)|facial droop",
    "confusion": r"confus|disorient|not making (?:any )?sense|doesn'?t know where|not (?:him|her|my|your)sel(?:f|ves)"
    r"|drows|letharg|floppy|hard to wake|muddled|mixed up|talking nonsense|not with it|out of it|listless|very sleepy",
    "syncope": r"faint(?:ed)?\b|passed out|blacked out|black(?:ed)? out|lost consciousness|collapsed|knocked out|went down and",
    "dizzy": r"dizz|light-?headed|woozy|giddy|room (?:is )?spinning|faint\b|feel faint",
    "suicidal": r"(?:kill|hurt|harm|hurting|harming|killing) (?:myself|himself|herself|themselves)|suicid|end (?:my life|it all)"
    r"|don'?t want to (?:live|be alive|be here)|better off dead|take my (?:own )?life|thoughts of (?:hurting|harming|killing|ending)"
    r"|self-?harm|cut(?:ting)? myself",
    "homicidal": r"(?:hurt|kill|harm|attack|stab|shoot|get rid of) (?:my |the |that |his |her |our )?"
    r"(?:neighbou?r|wife|husband|partner|boss|family|someone|somebody|other people|people|him|her|them)\b(?! ?self)",
    "psychosis": r"hearing voices|voices (?:say|tell|telling|are telling)|paranoi|poisoning (?:me|him|her)\b"
    r"|(?:people|someone|somebody|they|the government|(?:my |the )?neighbou?rs?) (?:are |is )?(?:after|following|watching|spying on) (?:me|him|her)\b"
    r"|hallucinat|seeing things (?:that|which) (?:aren'?t|are not)|psychos|psychotic",
    "agitation": r"agitat|aggressive|violent|pacing|can'?t sit still|threatening|out of control",
    "intoxication": r"\bdrunk\b|been drinking(?! (?:water|fluids|lots of water))|drinking (?:alcohol|heavily|a lot|all day|beer|vodka|wine|spirits)"
    r"|\bbeers?\b|vodka|whisk(?:e)?y|bottle of wine|alcohol|\betoh\b|high on|\bstoned\b|took (?:some )?(?:drugs|pills|ecstasy)"
    r"|overdos|heroin|opioid|fentanyl|cocaine|\bmeth\b|intoxicat|smoked (?:weed|cannabis|crack)",
    "overdose": r"overdos|\bod\b|took (?:a lot|too many|a whole|the whole|all (?:my|of my|his|her))|swallowed (?:a lot|a bunch|all|a handful)"
    r"|handful of (?:pills|tablets)",
    "anticoagulant": r"warfarin|coumadin|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|blood[- ]?thinner"
    r"|heparin|enoxaparin|clexane|anticoagul",
    "head_injury": r"(?:hit|bang(?:ed)?|knock(?:ed)?|struck|bump(?:ed)?|smack(?:ed)?|cut) (?:on )?(?:my|his|her|the (?:back|side) of (?:my|his|her)) head"
    r"|head (?:strike|injury|knock|wound|cut|lac)|hit (?:my|his|her) head|landed on (?:my|his|her) head|head (?:hit|struck|bashed)"
    r"|cut on (?:my|his|her) (?:head|forehead|scalp)|forehead|scalp",
    "pregnant": r"pregnan|expecting a baby|weeks along|missed (?:my |her )?(?:last )?period|period is late|late period",
    "vaginal_bleeding": r"vaginal(?:ly)? bleed|bleeding (?:from|down) (?:below|there)|spotting|bleeding from (?:my|her) vagina"
    r"|pads? soaked|vag(?:inal)? bleeding",
    "gi_bleed": r"vomit(?:ing|ed)? (?:up )?blood|throwing up blood|threw up blood|blood in (?:my|the|his|her) (?:vomit|sick)"
    r"|black (?:stools?|poo|poop|tarry)|tarry|blood in (?:my|the|his|her) (?:stools?|poo|poop)|bloody (?:stools?|diarrh)"
    r"|coffee.?grounds?|melena|hematemesis|passing blood",
    "bleeding_heavy": r"won'?t stop bleeding|spurting|pouring (?:out )?blood|blood (?:is )?pouring|soaked through|lots of blood"
    r"|bleeding (?:heavily|a lot|badly)|so much blood|can'?t stop the bleeding",
    "bleeding": r"bleed|losing blood|blood (?:everywhere|all over|coming|pouring|dripping|soaked|running)",
    "fever": r"(?<!hay )fever|burning up|temperature|chills|shivering|rigors|hot to (?:the )?touch|feverish|sweats",
    "high_risk_mechanism": r"roll-?over|rolled (?:over|the car|several times)|ejected|high[- ]speed|motor ?bike|motorcycle"
    r"|pedestrian|hit by a (?:car|truck|bus|van)|fell (?:from|off) (?:a|the|his|her|my) (?:roof|ladder|balcony|scaffold|height"
    r"|horse|building)|(?<![\d.])(?:[3-9]|\d{2,}) (?:metres|meters)|(?<![\d.])(?:1\d|[2-9]\d) (?:feet|foot)"
    r"|(?:two|three|four|five|several|[2-9]) (?:stories|storeys|floors)(?! away)|(?:three|four|five|six|several) (?:metres|meters)"
    r"|stabbed|stab wound|gunshot|been shot|\bshot (?:in|at)\b|crushed|trapped|head-?on|airbags?",
    "trauma": r"\bhurt (?:my|his|her|their)\b|went over on|bashed|\bfell\b(?! asleep)|\bfall\b(?! asleep)|fallen|crash|accident|injur|tripped|slipped|twisted|rolled (?:my|his|her) ankle|landed on"
    r"|hit by|kicked|punched|assault|jammed|caught (?:my|his|her) (?:finger|hand)|\bs/p\b",
    "testicular": r"testic|testicle|scrot|\bballs?\b",
    "abdominal_pain": r"belly|abdom|stomach (?:pain|ache|hurts|cramps?)|tummy|stomach is (?:sore|killing)|pain in (?:my|the|his|her) (?:stomach|gut)",
    "flank_pain": r"flank|side of (?:my|his|her) back|kidney|loin|(?:left|right) side(?: of (?:my|his|her))? back",
    "urinary": r"\bpee\b|peeing|urin|\bwee\b|bladder|burns? when i (?:pee|go)|dysuria|water works|going to the toilet a lot",
    "hematuria": r"blood in (?:my|the|his|her) (?:pee|urine|wee)|pink (?:pee|urine)|red (?:pee|urine)|hematuria|haematuria",
    "urinary_retention": r"can'?t (?:pee|urinate|pass (?:water|urine)|wee)|unable to (?:pee|urinate|pass)|haven'?t (?:been able to )?(?:pee|wee)"
    r"\w* (?:since|all|for)|retention|bladder (?:is )?(?:full|bursting)",
    "catheter": r"catheter",
    "vomiting": r"vomit|throwing up|thrown up|threw up|being sick|nause|sick to (?:my|his|her) stomach|keep(?:s)? being sick",
    "diarrhea": r"diarrh|the runs|loose (?:stools?|bowels?|poo)|watery (?:stools?|poo)",
    "dehydration": r"can'?t keep (?:anything|any ?thing|fluids|water|food or water|it) down|dry mouth|dehydrat|not (?:drinking|peeing|weeing)"
    r"|fewer wet (?:nappies|diapers)|not many wet|sunken|hasn'?t had a wet"
    r"|no wet nappies|haven'?t (?:peed|weed|been to the toilet)|really thirsty|parched|dizzy when (?:i|he|she) stand",
    "headache": r"headache|head (?:hurts|pain|is (?:pounding|killing|splitting))|migraine|head is sore",
    "thunderclap": r"worst headache|thunderclap|sudden(?:ly)?,? (?:severe|terrible|explosive) headache|headache came on (?:all of a )?sudden"
    r"|like (?:being hit|a bomb|an explosion)",
    "laceration": r"\bcut\b|\bcuts\b|laceration|\blac\b|gash|sliced|split open|split (?:my|his|her)|deep wound|wound (?:that|which) (?:won'?t|is)",
    "limb_injury": r"ankle|wrist|finger|thumb|\btoe|knee|elbow|shoulder|\barms?\b|\blegs?\b|\bfoot\b|\bfeet\b|\bhand\b|\bhip\b|sprain"
    r"|collarbone|shin",
    "deformity": r"\bbent\b|deform|out of place|crooked|wrong (?:angle|way)|bone (?:is )?(?:sticking|poking)|dislocat|looks? (?:broken|wonky)",
    "hip": r"\bhip\b",
    "cant_bear_weight": r"can'?t (?:walk|stand|put (?:any )?weight|bear weight)|unable to (?:walk|stand|weight)"
    r"|(?:arm|leg|hand|wrist|elbow) (?:is |isn'?t |is not )?(?:not )?(?:moving|hanging)|won'?t (?:move|use|lift) (?:it|(?:his|her|my) (?:arm|leg|hand))"
    r"|(?:not|isn'?t|won'?t) (?:moving|using) (?:it|(?:his|her|my) (?:arm|leg|hand))",
    "eye": r"\beyes?\b",
    "eye_foreign_body": r"something in (?:my|his|her|the) (?:left |right )?eye|(?:grit|metal|speck|splinter|sawdust|piece of \w+|fleck) in (?:my|his|her|the) eye"
    r"|eye\w*[\w ,']{0,20}(?:grit|scratch|foreign)|foreign body",
    "vision_loss": r"can'?t see|lost (?:my |the )?(?:vision|sight)|vision (?:is )?(?:gone|went|dark|black)|suddenly blind|curtain over",
    "rash": r"\brash\b|itch|hives|spots|bumps|blotch",
    "cellulitis": r"cellulitis|red(?:ness)?(?:,|/| and)? ?(?:hot|warm|swollen|swelling)|swollen and red|spreading red|red (?:and )?spreading"
    r"|hot and swollen|red (?:area|patch|skin)[\w ]{0,20}(?:growing|spreading|getting bigger|past the)",
    "spreading": r"spreading|growing|getting bigger|past the (?:pen )?line|not (?:getting better|working) on (?:the )?antibiotics"
    r"|antibiotics (?:aren'?t|are not|haven'?t been) working|on antibiotics",
    "abscess": r"abscess|\bboil\b|lump (?:with|full of) pus|\bpus\b",
    "sore_throat": r"sore throat|throat (?:is )?(?:sore|scratchy|raw)|hurts to swallow|painful (?:to )?swallow",
    "cough": r"cough",
    "cold": r"cold symptoms|\ba cold\b|runny nose|stuffy|blocked nose|sniffl|congest|sneez",
    "chronic": r"(?:two|three|four|several|\d+|a few|couple of) weeks|for weeks|a month|months",
    "ear": r"\bears?\b|earache",
    "dental": r"tooth|teeth|dental|\bgums?\b",
    "refill": r"refill|prescription|run out of|ran out of|repeat (?:script|prescription)|more of my|renew",
    "med_question": r"question about (?:my |the )?(?:medication|medicine|pills|tablets|drops)|ask about (?:my |the )?(?:medication|medicine|pills)"
    r"|side[- ]effect|(?:medication|medicine|pill|tablet) (?:side effect|question)",
    "work_note": r"work note|sick note|doctor'?s note|note for (?:work|school)|medical certificate|glasses|eye check",
    "suture_removal": r"stitch(?:es)? (?:out|removed|taken out)|suture removal|take (?:my |the )?stitches out|sutures? out|remove (?:my |the )?stitches",
    "dressing": r"dressing (?:change|changed|is due|needs)|chang\w* (?:my|the|his|her) dressing|bandage chang",
    "insect_bite": r"insect|bug bite|mosquito|spider|\bbee\b|wasp|\bsting\b|stung|tick bite|bitten by (?:a |an )?(?:insect|bug|mosquito|spider)",
    "animal_bite": r"(?:dog|cat|animal|horse|human|rat|fox) ?bite|bitten by (?:a |the |our |my |his |her |their |a neighbou?r'?s )?(?:dog|cat|animal|horse|someone|rat|fox)",
    "deep_wound": r"puncture|gaping|deep|down to the bone|tooth|teeth marks|won'?t close",
    "rib_injury": r"\bribs?\b|chest wall",
    "swallowed_object": r"swallow(?:ed)? (?:a |an |the |some |something|it)(?:[\w ]{0,20})?(?:coin|battery|batteries|magnet|button|pin|bone|toy|piece|object|marble|key|something)"
    r"|(?:coin|battery|magnet|button|toy|object) (?:was |got )?swallowed|swallowed something|fb ingestion|foreign body ingestion",
    "dangerous_object": r"button battery|\bbatter(?:y|ies)\b|magnets?\b|sharp|\bpin\b|razor|blade",
    "withdrawal": r"withdraw|the shakes|shaky since|stopped drinking|detox|\bdts\b|delirium tremens|tremor since",
    "constipation": r"constipat|hasn'?t (?:done|had) a (?:poo|bowel movement)|haven'?t (?:done|had) a (?:poo|bowel movement)|no bowel movement|hard poos?",
    "burn": r"(?:got|have|has|a|small|bad) burns?\b|\bburn(?:ed|t) (?:my|his|her|their|it)\b|burn (?:on|to) (?:my|his|her)|scald",
    "sunburn": r"sunburn",
    "palpitations": r"palpitation|heart (?:is |was |keeps )?(?:racing|pounding|fluttering|going (?:really )?fast|beating (?:really )?fast)"
    r"|racing heart|heart rate (?:is )?(?:fast|racing)",
    "leg_swelling": r"(?:legs?|ankles?|feet) (?:are |is |have been )?(?:really )?swell|swollen (?:legs?|ankles?|feet)",
    "epistaxis": r"nose ?bleed|bleeding (?:from|out of) (?:my|his|her|the) nose|epistaxis|nose (?:is |won'?t stop )?bleeding",
    "discharge": r"discharge",
    "hypoglycemia": r"(?:blood )?sugar (?:is |was |went |dropped )?(?:low|dropped|crashed)|\bhypo\b|hypoglyc|low sugar",
    "neck_pain": r"\bneck\b",
    "back_pain": r"back pain|(?:my|his|her|lower) back",
    "weakness": r"\bweak",
    "immunocompromised": r"chemo|transplant|immunosuppress|neutropen",
    "diabetes": r"diabet",
    "heart_history": r"heart attack|angina|stents?\b|bypass|heart failure|heart disease|coronary",
    "severe_descriptor": r"worst pain|unbearable|excruciating|agony|can'?t stand (?:the|it)|screaming|doubled over|writhing",
    "sudden_onset": r"sudden(?:ly)?|all of a sudden|came on (?:fast|quickly)|out of nowhere|woke (?:me|him|her) up",
}

CONCEPTS: dict[str, re.Pattern[str]] = {name: re.compile(pattern) for name, pattern in _RAW.items()}

# Human-readable labels for belief slots and explanations.
LABELS: dict[str, str] = {
    "cardiac_arrest": "cardiac arrest",
    "unresponsive": "unresponsive",
    "hardly_breathing": "barely breathing",
    "seizure_active": "ongoing seizure",
    "seizure": "seizure",
    "severe_breathing": "severe breathing difficulty",
    "sob": "shortness of breath",
    "airway": "throat swelling / noisy breathing",
    "allergic": "allergic reaction",
    "chest_pain": "chest pain",
    "cardiac_features": "sweating / pain spreading to arm or jaw",
    "stroke": "one-sided weakness or speech trouble",
    "confusion": "confusion or drowsiness",
    "syncope": "fainting",
    "dizzy": "dizziness",
    "suicidal": "thoughts of self-harm",
    "homicidal": "thoughts of harming others",
    "psychosis": "psychotic symptoms",
    "agitation": "agitation",
    "spreading": "spreading or failing treatment",
    "work_note": "administrative request",
    "animal_bite": "animal bite",
    "deep_wound": "deep or puncture wound",
    "rib_injury": "rib injury",
    "swallowed_object": "swallowed object",
    "dangerous_object": "dangerous object (battery, magnet, sharp)",
    "withdrawal": "alcohol or drug withdrawal",
    "constipation": "constipation",
    "burn": "burn",
    "intoxication": "alcohol or drugs",
    "overdose": "overdose",
    "anticoagulant": "blood thinner",
    "head_injury": "head injury",
    "pregnant": "pregnancy",
    "vaginal_bleeding": "vaginal bleeding",
    "gi_bleed": "blood in vomit or stool",
    "bleeding_heavy": "heavy bleeding",
    "bleeding": "bleeding",
    "fever": "fever",
    "high_risk_mechanism": "high-risk mechanism",
    "trauma": "injury",
    "testicular": "testicular pain",
    "abdominal_pain": "abdominal pain",
    "flank_pain": "flank pain",
    "urinary": "urinary symptoms",
    "hematuria": "blood in urine",
    "urinary_retention": "unable to pass urine",
    "catheter": "catheter problem",
    "vomiting": "nausea or vomiting",
    "diarrhea": "diarrhoea",
    "dehydration": "dehydration",
    "headache": "headache",
    "thunderclap": "sudden severe headache",
    "laceration": "cut",
    "limb_injury": "limb injury",
    "deformity": "deformity",
    "hip": "hip",
    "cant_bear_weight": "unable to bear weight",
    "eye": "eye problem",
    "eye_foreign_body": "something in the eye",
    "vision_loss": "vision loss",
    "rash": "rash or itch",
    "cellulitis": "red, hot, swollen skin",
    "abscess": "abscess",
    "sore_throat": "sore throat",
    "cough": "cough",
    "cold": "cold symptoms",
    "chronic": "weeks-long course",
    "ear": "ear pain",
    "dental": "dental pain",
    "refill": "prescription refill",
    "med_question": "medication question",
    "suture_removal": "stitches removal",
    "dressing": "dressing change",
    "insect_bite": "insect bite",
    "sunburn": "sunburn",
    "palpitations": "palpitations",
    "leg_swelling": "leg swelling",
    "epistaxis": "nosebleed",
    "discharge": "discharge",
    "hypoglycemia": "low blood sugar",
    "neck_pain": "neck pain",
    "back_pain": "back pain",
    "weakness": "weakness",
    "immunocompromised": "weakened immune system",
    "diabetes": "diabetes",
    "heart_history": "heart disease history",
    "severe_descriptor": "severe pain behaviour",
    "sudden_onset": "sudden onset",
}

# Concepts that are symptoms (for the associated-symptoms slot), not history or context.
SYMPTOMS = {
    "sob", "severe_breathing", "chest_pain", "cardiac_features", "stroke", "confusion", "syncope", "dizzy", "fever",
    "vomiting", "diarrhea", "headache", "rash", "cough", "cold", "palpitations", "leg_swelling", "weakness",
    "abdominal_pain", "flank_pain", "urinary", "hematuria", "bleeding", "gi_bleed", "vaginal_bleeding", "seizure",
    "sore_throat", "ear", "dehydration", "vision_loss", "airway", "epistaxis", "discharge",
}

_NEGATION = re.compile(
    r"\b(?:no|not|never|haven'?t|hasn'?t|didn'?t|don'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|without|denies|deny|nothing|none"
    r"|neither|nor|any|can'?t tell|not sure about|unable to say)\b"
)
_SEGMENT = re.compile(r"[.;!?]+(?=\s|$)|\bbut\b|\bthough\b|\balthough\b|\bexcept\b|\bapart from\b")
# A comma piece that starts like this begins a new statement; any other piece continues a list
# ("no fever, nausea, or bleeding") and inherits the previous piece's negation.
_NEW_SCOPE = re.compile(
    r"^(?:and |or )?(?:i|i'm|i've|i'd|i'll|im|ive|he|she|he's|she's|it|it's|its|my|his|her|we|they|there|there's|that"
    r"|this|just|only|yes|yeah|some|a|also|plus|which|when|since|then|now|so|well|the)\b"
)


@dataclass(frozen=True)
class ConceptHit:
    concept: str
    quote: str
    negated: bool


def _pieces(text: str) -> list[tuple[str, bool]]:
    """(piece, inherited negation) for each comma piece of each sentence segment."""
    pieces: list[tuple[str, bool]] = []
    for segment in _SEGMENT.split(text):
        negated_scope = False
        for piece in segment.split(","):
            piece = piece.strip()
            if not piece:
                continue
            inherits = negated_scope and not _NEW_SCOPE.match(piece)
            pieces.append((piece, inherits))
            cue = _NEGATION.search(piece)
            negated_scope = inherits or (cue is not None and cue.group(0) != "any")
    return pieces


def detect(text: str) -> tuple[ConceptHit, ...]:
    """Cached: the nurse and the belief extractor both listen to every reply."""
    return _detect(text)


@lru_cache(maxsize=4096)
def _detect(text: str) -> tuple[ConceptHit, ...]:
    """Concepts in a reply, piece by piece, each with its quote and a negation flag.

    A negation cue counts when it comes *before* the match in the same piece and is not
    part of the matched phrase itself ("I don't want to live" is not a denial), or when the
    piece continues a negated list ("no fever, nausea or bleeding").
    """
    hits: list[ConceptHit] = []
    lowered = text.lower().replace("’", "'")
    for piece, inherited in _pieces(lowered):
        found = []
        for name, pattern in CONCEPTS.items():
            match = pattern.search(piece)
            if not match:
                continue
            cues = [cue.group(0) for cue in _NEGATION.finditer(piece[: match.start()])]
            negated = inherited or any(cue != "any" for cue in cues)
            found.append((match.start(), ConceptHit(name, piece, negated)))
        hits.extend(hit for _, hit in sorted(found, key=lambda pair: pair[0]))  # in the order they were said
    return tuple(hits)


_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
_NUM = r"(10|[0-9](?:\.5)?|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
_PAIN = re.compile(
    rf"\b{_NUM}(?:\s*(?:or|-|to|–)\s*(?:a\s+)?{_NUM})?\s*(?:/|out of)\s*(?:10|ten)\b"
    rf"|\b(?:about|around|maybe|like|it'?s|is|a|solid|at)\s+(?:an?\s+)?{_NUM}(?:\s*(?:or|-|to)\s*(?:an?\s+)?{_NUM})?\s*(?:[.,!]|$)"
)


def _num(token: str | None) -> float | None:
    if token is None:
        return None
    token = token.strip().lower()
    if token in _NUMBER_WORDS:
        return float(_NUMBER_WORDS[token])
    try:
        return float(token)
    except ValueError:
        return None


def parse_pain(text: str, asked: bool = False) -> float | None:
    """A 0-10 pain score: "7 out of 10", "8/10", "a 6 or 7" (the higher, when asked about pain)."""
    lowered = text.lower()
    if re.search(r"\bno pain\b|doesn'?t hurt|not (?:in )?(?:any )?pain|no,? it doesn'?t hurt|zero pain", lowered):
        return 0.0
    for match in _PAIN.finditer(lowered):
        groups = match.groups()
        if match.group(0).strip().startswith(tuple("0123456789")) or "/" in match.group(0) or "out of" in match.group(0):
            values = [_num(groups[0]), _num(groups[1])]
        elif asked:
            values = [_num(groups[2]), _num(groups[3])]
        else:
            continue
        values = [value for value in values if value is not None and 0 <= value <= 10]
        if values:
            return max(values)
    return None


_AGE = re.compile(
    r"\b(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")[- ](?:years?|yrs?|yo)\b(?:[- ]old)?"
    r"|\b(?:i'?m|i am|he'?s|she'?s|he is|she is|they'?re|aged?|turned|turning)\s+(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")\b(?! (?:minutes|hours|days|weeks|months|percent|out))"
)
_INFANT = re.compile(r"\b(\d{1,2}|" + "|".join(_NUMBER_WORDS) + r")[- ](days?|weeks?|months?)[- ]old\b")
_UNDER_ONE = re.compile(r"under (?:a|one) year|(?:a|our|my) (?:new-?born|newborn) baby|less than a year old")
_PER_YEAR = {"day": 365.0, "week": 52.0, "month": 12.0}


def parse_age(text: str) -> float | None:
    """Age in years from "I'm 67", "67 years old", "she's two"; infants as fractions
    ("5 weeks old" is 0.1); "under a year old" gives 0.5 (a baby of unknown months)."""
    lowered = text.lower()
    infant = _INFANT.search(lowered)
    if infant:
        count = _num(infant.group(1))
        if count is not None:
            return round(count / _PER_YEAR[infant.group(2).rstrip("s")], 3)
    if _UNDER_ONE.search(lowered):
        return 0.5
    for match in _AGE.finditer(lowered):
        value = _num(match.group(1) or match.group(2))
        if value is not None and 0 <= value <= 120:
            return float(int(value))
    return None


_DURATION = re.compile(
    r"(?:about |around |roughly |maybe |for (?:the (?:last|past) )?|since |over (?:the )?(?:last|past) )?"
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|a few|a couple of|couple of|several)"
    r"\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)(?: ago| now)?"
    r"|since (?:yesterday|last night|this morning|this afternoon|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week)"
    r"|(?:this morning|last night|yesterday|earlier today|just now|an hour ago|overnight|all day|tonight)"
)


def parse_duration(text: str) -> str | None:
    match = _DURATION.search(text.lower())
    return match.group(0).strip() if match else None


BODY_PARTS = re.compile(
    r"\b(?:(?:left|right|lower|upper|middle|centre|center|front|back|top|bottom)\s+(?:side\s+(?:of\s+)?(?:my|the|his|her)\s+)?)?"
    r"(?:chest|belly|abdomen|stomach|tummy|head|forehead|scalp|neck|back|flank|side|hip|groin|testicles?|scrotum|pelvis"
    r"|arm|elbow|wrist|hand|fingers?|thumb|shoulder|leg|knee|ankle|foot|feet|toes?|shin|thigh|calf|throat|ears?|eyes?"
    r"|teeth|tooth|jaw|face|mouth|nose|skin|armpit|axilla|kidney)\b"
)
