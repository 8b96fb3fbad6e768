"""Intents: what the nurse is asking about (keyword rules, named-symptom probes), read from one utterance."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ....clinical.concepts import detect
from ....clinical.story import ONSET_ASKED_WITH_LENGTH
from ....clinical.topics import TOPIC_PATTERNS, asked_topics, first_topics, sensitive_keys
from .pronouns import Pronouns
from .question_senses import asks_about_family, names_a_substance, shared_word_senses

# What the nurse asks about comes from the one topic classifier (triagesim.clinical.topics);
# "associated" (any other symptoms?) is handled with the named-symptom probes below.

# Which brief.sensitive topics an intent covers.
SENSITIVE_TOPICS = {name: sensitive_keys(name) for name in TOPIC_PATTERNS if sensitive_keys(name)}


@dataclass(frozen=True)
class Probe:
    name: str
    asked: re.Pattern[str]
    found: re.Pattern[str]
    no_phrase: str
    concepts: frozenset[str]  # what the nurse hears for this symptom: a case snippet heard so is a "yes"


# The clinical concepts (triagesim.clinical) each named symptom stands for, so the patient never
# denies a symptom it said in other words ("bright red blood from my bottom" is bleeding).
_PROBE_CONCEPTS = {
    "fever": ("fever",),
    "nausea": ("vomiting",),
    "vomiting": ("vomiting",),
    "breathing": ("sob", "severe_breathing", "hardly_breathing", "airway", "breathing_flare"),  # noisy breathing through a swelling throat; an asthma attack is breathless (2026-12ai ATS)
    "dizziness": ("dizzy", "syncope"),
    # (an oozing tooth socket, a bleeding ear or tonsil bed, blood coughed or spat up: bleeding, never "I don't think so")
    "bleeding": ("bleeding", "gi_bleed", "vaginal_bleeding", "bleeding_heavy", "epistaxis", "hematuria", "socket_bleed",
                 "ear_bleed", "tonsil_bleed", "spitting_blood", "hemoptysis", "blood_loss"),
    "headache": ("headache", "thunderclap"),
    "thunderclap": ("thunderclap",),
    "chest_pain": ("chest_pain",),
    "belly_pain": ("abdominal_pain",),
    "cough": ("cough",),
    "diarrhoea": ("diarrhea",),
    "petechiae": ("petechial_rash",),
    "rash": ("rash",),
    "weakness": ("stroke", "weakness", "numbness"),
    "vision": ("vision_loss", "blurred_vision", "double_vision", "acute_glaucoma"),  # haloes and double vision are the eyesight too
    "urine": ("urinary", "hematuria", "urinary_retention", "catheter"),  # a catheter that will not drain is the peeing asked about (thirty-fifth read, A)
    "swelling": ("leg_swelling", "airway"),
    "confusion": ("confusion", "unresponsive"),
    "consciousness": ("syncope", "unresponsive", "cardiac_arrest"),
    "sweating": (),
    "head_injury": ("head_injury",),
    "cold": ("cold",),
    "appetite": (),
    "palpitations": ("palpitations",),
    "drowsy": ("unresponsive", "cardiac_arrest"),  # one who cannot be woken is more than drowsy
    "seizure": ("seizure", "seizure_active"),
    "light": (),
    "bowel": ("constipation", "diarrhea"),  # "haven't opened my bowels today" answers it (bank 27, training)
    "neck_stiffness": ("neck_stiffness",),
    "speech": ("stroke", "unresponsive", "cardiac_arrest"),  # one who cannot be woken says nothing at all
    "green_vomit": ("bilious_vomiting",),
    "spreading": ("spreading",),
    "swallowing": ("swallowing", "airway"),
    "airway_swelling": ("airway", "angioedema"),  # the lips, the tongue, the throat: never a lump elsewhere
    "bleed_amount": (),  # how heavy, from the story's own words (``brief.bleeding_amount``), never a yes to bleeding
    "fetal_movements": (),  # by its own words only: the obstetric concept holds contractions and waters too
    "neck_pain": ("neck_pain",),
    "eye_movement": ("orbital_cellulitis",),
    "weight": (),
    "lying_flat": ("fluid_overload",),  # propped on pillows, a chair for a bed, weight put on in days: a heart filling up
    "circulation": ("limb_ischemia", "poor_perfusion"),
    "discharge": ("discharge",),
}


def _probe(name: str, asked: str, found: str, no_phrase: str) -> Probe:
    return Probe(name, re.compile(asked, re.IGNORECASE), re.compile(found, re.IGNORECASE), no_phrase, frozenset(_PROBE_CONCEPTS[name]))


_PROBES: list[Probe] = [
    # (bank 29, training) rheumatic, scarlet or glandular fever: an illness of the past, no question about a temperature now
    _probe("fever", r"(?<!hay )(?<!rheumatic )(?<!scarlet )(?<!glandular )(?<!yellow )(?<!typhoid )fever|temperature|feverish|hot and cold|chills|shiver|\b(?:body|skin) (?:is |feels? |feeling |been |getting |running )?(?:hot|warm)\b|\bhot to (?:the )?touch\b|"
                    r"\bbody hot\b|\bhot and (?:sweaty|clammy|shivery|cold)\b|"  # (bank 22, training) "hot and sweaty with it?"
                    # (bank 15, training) hot named among how one feels ("feeling sick, or hot, or dizzy?", "feeling spewy, dizzy, hot?")
                    # (bank 36, training) not the part that hurts feeling hot ("does it throb, and does it feel hot or cold?"): what it is like
                    r"(?<!\bit )\bfeel(?:s|ing)?\b[^.?!]{0,20}?\bhot\b",
           # "hot and cold", never a red, hot and swollen leg's "hot and" (2026-12w, training)
           r"fever|feverish|burning up|temperature|got hot|hot and (?:cold|sweat\w*|shiver\w*|feverish|flushed|clammy)|shiver|chills", "fever"),
    # (bank 15, training) "feeling spewy" ("any sickness" stays out: in many Englishes it is any illness)
    # (bank 16, training) "has he seemed sick or muddled?": the sickness a companion sees
    # (bank 20, training) "sickness" joined to another symptom ("any lightheadedness or sickness?"): being sick, not any illness
    # (bank 25, training) "sick in your stomach at all?": the Irish way of saying it
    _probe("nausea", r"nause|queasy|sick to (?:your|the) stomach|\bsick in (?:your|his|her|their|the) (?:stomach|tummy|belly|guts?)\b|\bcrook in the (?:stomach|guts?|tummy|belly)\b|(?:feel|felt|seem|seemed|seems)(?:ing)? (?:a bit |at all )?sick|\bspewy\b|"
                     r"\b(?:dizz\w*|light-?headed\w*|faint\w*|headaches?|fevers?|temperatures?|diarrh\w*|vomit\w*|nause\w*|pain|cramps?|sweat\w*)(?:,? (?:or|and) (?:any )?)sickness\b|"
                     # (bank 28, training) "have you felt muddled or sick since?": sick beside another feeling
                     r"\b(?:felt|feel|feeling|feels)\b (?:\w+ )?(?:or|and) sick\b(?! (?:of|with|leave|note|and tired)\b)",
           r"nause|queasy|sick to (?:my|his|her|their|the) stomach|feel(?:s|ing)? (?:a bit |a little )?sick|vomit|threw up|"
           r"throw(?:ing|n)? up|bringing up", "nausea"),
    # "any blood in the vomit?" asks about blood, not whether there was vomiting
    # "chucking up", "spewing", "puking": the same, in the words of a night out or the playground
    # (bank 25, training) "was he sick while you were together?": a companion asked whether he vomited (not sick of, with, or
    # sick leave; nor "sick or dizzy", "sick and tired": a feeling beside another, or an idiom)
    _probe("vomiting", r"(?<!in the )(?<!in your )(?<!in his )(?<!in her )(?<!in their )vomit|throw(?:ing|n)? up|threw up|been sick|being sick|"
                       r"\bsick (?:once|twice|(?:\w+|\d+)(?: or (?:\w+|\d+))? times)\b|"  # (bank 29, training) "sick three or four times today?"
                       r"\b(?:was|were) (?:you|he|she|they) (?:ever |at all )?sick\b(?! (?:of|with|leave|note|days?|or|and|in (?:your|his|her|their|the) stomach|to (?:your|his|her|their|the) stomach)\b)|"
                       r"\bchuck(?:ing|ed|s)? up|\bboak\w*|\bbok(?:ing|ed)\b|\bretch\w*|\bspew(?:ing|ed|s)?\b|\bpuk(?:e|es|ed|ing)\b|\bhurl(?:ing|ed)\b|\bbarf(?:ing|ed)?\b|\bchunder\w*|"
                       # (bank 37, training) "keep any kai down?": some food kept down, and New Zealand "kai" (food) in its place
                       r"keep(?:ing)? (?:any |some |much )?(?:food|kai|fluids|drinks|water|anything|it|things|feeds|milk) (?:\w+ ){0,2}down|coming back up|"
                       # (bank 40, training) heaving, dry or not ("has she been heaving since?"), never a chest heaving for breath
                       r"(?<!chest )(?<!chests )(?<!shoulders )\b(?:dry[- ])?heav(?:ing|ed|es)\b(?! (?:for|with|of) (?:breath|air)\b| (?:chest|sighs?|breath\w*)\b)",
           r"vomit|threw up|throw(?:ing|n)? up|bringing up", "vomiting"),
    # (bank 18, training) "catch your breath first, then ...", "catch your breath and just nod": a kindness, not a question
    # ("can you catch your breath?" still asks)
    _probe("breathing", r"short(?:ness)? of breath|(?<!save your )(?<!save his )(?<!save her )(?<!waste your )(?<!catch your )(?<!catch his )(?<!catch her )(?<!catch their )breath|wheez|\bpuffed\b|out of puff|"
                        r"\b(?:can|could|able to|trouble|struggl\w*|hard to|difficult to|can'?t|cannot|couldn'?t) (?:you |he |she |they )?catch(?:ing)? (?:your|his|her|their) breath",
           r"short of breath|breath|wheez|can only get a few words|hard to breathe", "shortness of breath"),
    # "feel faint" is dizziness; "fainted", "fainting" are a blackout (the consciousness probe), not a yes to dizziness
    # (bank 26, training) "come over giddy at all?": giddy is dizzy in the north of England (and a patient's word for it)
    # (bank 30, training) "wobbly on your feet?", unsteady, off balance: the balance that goes with dizziness (not a wobbly tooth)
    _probe("dizziness", r"dizz|light-?headed|\bfaint(?!ed\b|ing\b|s\b)|woozy|vertigo|spinning|\bgidd(?:y|iness)\b|\bwobbl(?:y|ing|es)\b(?! (?:tooth|teeth|jelly)\b)|\bunsteady\b|\boff (?:your |his |her |their )?balance\b",
           r"dizz|light-?headed|faint|woozy|vertigo|spinning|pass out|\bgidd(?:y|iness)\b|\bwobbl(?:y|ing)\b|\bunsteady\b|\boff balance\b", "dizziness"),
    # (bank 18, training) "while these bloods fill": the bloods are blood tests, no question about bleeding
    _probe("bleeding", r"bleed|(?<!high )blood(?!y)(?!s\b)(?!\s*(?:pressure|sugar|thinn|test|clot|for\b|work|count|level|result|screen|sample|group|type|po\b|checked|tested|monitored|done|taken))|bloody(?! (?:awful|terrible|horrible|dreadful|agony|agonising|murder|killing|painful|sore|bad|hell|"
                         r"nightmare|unbearable|excruciating|hurts?|hurting|well|good|great|annoying|ridiculous|massive|huge|kills?)\b)",
           r"bleed|blood(?!\s*(?:pressure|sugar|thinn|test|clot))|bloody|spotting|\bjelly\b", "bleeding"),  # a redcurrant-jelly stool
    # "a sudden very severe headache?" asks for a thunderclap, not whether the head aches
    _probe("thunderclap", r"(?:sudden|worst|thunderclap)[\w ,]{0,20}headache|thunderclap",
           r"worst headache|all at once|thunderclap|explosive|sudden(?:ly)?[\w ,]{0,20}(?:headache|severe)", "sudden severe headache"),
    _probe("headache", r"(?<!severe )(?<!sudden )(?<!worst )(?<!bad )(?:headache|head ?ache)|head hurt",
           r"headache|head ?ache|head hurt|pain in (?:my|his|her|their|the) (?:back of (?:my|his|her|the) )?head", "headache"),
    _probe("chest_pain", r"chest (?:pain|tight|pressure|discomfort)|pain in (?:your|the) chest|tight[- ]?chest",
           r"chest pain|chest (?:tight|pressure)|pain in [^,;]*chest|crushing|squeezing", "chest pain"),
    _probe("belly_pain", r"(?:belly|stomach|abdominal|tummy) (?:pain|ache)|pain in (?:your|the) (?:belly|stomach|abdomen)",
           r"(?:belly|stomach|abdominal|tummy) (?:pain|ache)|pain in [^,;]*(?:belly|stomach|abdomen|tummy)|cramp",
           "belly pain"),
    _probe("cough", r"cough", r"cough", "cough"),
    # (bank 41, training) "any of the trots?": the diarrhoea in its slang
    _probe("diarrhoea", r"diarrh|loose (?:stools|bowel|poo)|runny (?:poo|stool)|the runs\b|\bthe trots\b|upset (?:stomach|tummy)|"
                        r"runn(?:ing|y) (?:stomach|tummy|belly)|(?:stomach|tummy|belly) (?:is |been )?running|(?:loose|watery|frequent) motions|"
                        r"(?:stomach|tummy|belly)(?: has| have|'s| is| was)?(?: been)? (?:upset|unsettled)\b",
           r"diarrh|loose (?:stools|bowel|poo)|runny (?:poo|stool)", "diarrhoea"),
    # the bowels at large ("any problems with your bowels?", "any loose bowels?"): black or bloody poo is an answer too
    _probe("bowel", r"\bbowels?\b|\bconstipat|\b(?:pass|passing|passed|break|breaking) wind\b|\bfart(?:ing|ed)?\b",
           r"\bpoo|\bstools?\b|\bbowels?\b|constipat|\bblack (?:poo|stool)", "problems with my bowels"),
    # "any spots that don't fade when you press a glass on them?": the glass test, not any rash
    _probe("petechiae", r"\bfade\b|\bblanch|\bglass\b[^.?!]{0,20}\b(?:spots?|rash)|\b(?:spots?|rash)\b[^.?!]{0,30}\bglass\b|petechia|purpur",
           r"non-?blanch|petechia|purpur|(?:do(?:es)?n't|do(?:es)? not|won't) fade", "spots that don't fade"),
    _probe("rash", r"\brash|hives|\bspots\b|\bitch", r"\brash|hives|\bitch(?!\w* (?:eyes?|throat|nose|ears?)\b)|red skin|redness", "rash"),  # not a kitchen knife, nor itchy eyes
    _probe("weakness", r"numb(?!er)|tingl|\bweak(?!en)(?! (?:heart|chest|bladder|lungs?|kidneys?|immune system|stomach|ticker)\b)|pins and needles|can'?t move(?! (?:\w+ )?(?:with|for|because of) (?:it|the pain|this|that)\b)",  # (bank 32) "always had a weak heart?": a condition
           r"numb|tingl|\bweak|drooping|slurred|pins and needles|not moving", "numbness or weakness"),
    _probe("vision", r"vision|see(?:ing)? (?:clearly|properly|double)|blurr|eyesight",
           # (flashing lights and floaters are the sight affected: my read of the 2026-12aj runs, "no problems with my eyesight"
           # from a pregnant woman seeing flashing lights)
           r"vision|eyesight|blurr|double|can see|halo|see only|count fingers|flash\w* lights?|flashes|floaters|seeing spots|zig-?zag",
           "problems with my eyesight"),
    # (banks 13 and 14, training) "any trouble with your waterworks?" asks about the peeing
    _probe("urine", r"\bpee|\burin|\bwee(?:s|ing)?\b|pass(?:ing)? water|\bbladder\b|\bwaterworks\b", r"\bpee|urin|\bwee(?:ing|d|s)?\b|toilet", "problems peeing"),
    _probe("swelling", r"swell|swollen", r"swell|swollen|\blump\b|\bbump\b", "swelling"),
    _probe("confusion", r"confus|disorient|muddled|not making sense|mixed up",
           r"confus|muddled|mixed up|not himself|not herself|seeing things|not answering|can'?t wake|very sleepy|drowsy",
           "confusion"),
    _probe("consciousness",
           r"(?<!going to )(?<!about to )(?<!gonna )(?<!you'd )(?<!would )pass(?:ed|ing)? out|black(?:ed|ing)? out|lose consciousness|lost consciousness|knocked out|\bfaint(?:ed|ing)\b|\bfaints\b|"
           # (bank 31, training) a collapsed lung is a condition of the chest, no faint ("ever had a collapsed lung?")
           r"unconscious|collaps(?!ed lungs?\b|e of (?:a|the|your|his|her|their) lungs?\b)|"
           # (bank 41, training) "did he faint at the mosque?": the faint itself, asked in its past
           r"\b(?:did|didn't) (?:you|he|she|they) (?:ever |just |actually )?faint\b",
           # (never a tooth knocked out: 2026-12av narrative ESI, the forty-fifth read, C, "Yes, her front tooth got knocked out")
           r"pass(?:ed)? out|black(?:ed)? out|fainted|unconscious|(?<!tooth got )(?<!tooth was )(?<!teeth got )(?<!tooth )(?<!teeth )knocked out|"
           r"collapsed|dropped at|unresponsive|"
           r"not waking|hasn't woken|won't wake|can't wake|couldn't wake|slumped|not answering",
           "passing out"),
    # a finger or a foot beyond a ring, a cast or an injury going pale, blue or cold: its circulation, not a breathing's colour
    _probe("circulation", r"\b(?:finger\w*|tip|toes?|hand|foot|feet|thumb)\b[^.?!]{0,60}?\b(?:pale|blue|white|purple|dusky|colou?r)\b",
           r"\bpale|\bblue|\bwhite|purple|dusky|mottl|cold to touch|\bcolou?r\b", "change in colour"),
    _probe("sweating", r"sweat|clammy", r"sweat|clammy|diaphor", "sweating"),
    # "any cough or cold?": a cold named beside another symptom of one, not "hot or cold" nor a cold sweat
    # (bank 18, training) nor "how many cold ones" (beers), where "many" once read as "any"
    # (bank 24, training) nor "did a cold compress help?": a remedy, not a head cold
    # (bank 31, training) nor "did you put a cold spray or ice on her?": a sports first aid, not a head cold
    _probe("cold", r"\bcold (?:symptoms|or flu)|runny nose|sneez|blocked nose|stuffy|snott|sniffl|\b(?:a|any) (?:head )?cold\b(?! (?:ones?|compress\w*|packs?|flannels?|cloths?|towels?|water|tap|drinks?|shower|bath|sprays?|gel)\b)|\bflu\b(?! (?:tablets|tabs|pills|capsules|medicines?|remed\w*|sachets|powders?|drinks?|jabs?|shots?|vaccines?)\b)|"
                   r"\b(?:cough(?:ing|s)?|sniffles?|runny nose|sore throat|flu|temperature|fever|chest infection),? (?:or|and) (?:a |any )?(?:head )?cold\b(?! (?:sweats?|and clammy|hands|feet|skin|to))",
           r"cold symptoms|\ba cold\b|runny|sneez|blocked nose|stuffy|snott|sniffl|congest|\bflu\b", "cold symptoms"),
    _probe("appetite", r"appetite|off (?:your|his|her|their) (?:food|feeds?|milk)|(?:food|eat|eating) (?:or|and) drink|eating (?:and drinking )?(?:okay|ok|normally|properly|well)|"
           r"been eating",
           r"appetite|off (?:my|his|her|their) (?:food|feeds?)|(?:hardly|not|isn't|won't|can't|too \w+ to|stopped) (?:eat|eating|feed|feeding|drink|drinking)|"
           r"(?:eating|drinking|feeding) (?:less|poorly|very little)|poor(?:ly)? feed|refus\w* (?:food|feeds?|bottles?|drinks?)|"
           r"not (?:very |really )?hungry|no appetite|(?:lost|losing) weight", "loss of appetite"),
    _probe("palpitations", r"palpitat|racing heart|heart(?:'s| has)? (?:(?:been|is|was|has been|keeps|kept) )?(?:racing|pounding|fluttering|skipping|going fast|thumping|missing beats)|"
                           r"(?:heart|pulse) (?:is |was )?(?:racing|pounding|going fast)|flutter|skip(?:ping|ped|s)? (?:a )?beats?|missed beats",
           r"palpitat|racing|pounding|flutter|heart going|skipping|thumping", "racing heart"),  # never "no palpitations" (25th read)
    _probe("drowsy", r"sleepy|drows|letharg|hard to wake|floppy|more tired", r"sleepy|drows|letharg|hard to wake|can'?t wake|floppy|tired",
           "drowsiness"),
    _probe("seizure", r"(?<!generally )(?<!normally )(?<!usually )\bfits?\b(?! (?:best|better|most|well|you|your|it|the|in|with|and (?:well|healthy)))|seizur|convuls|fitting", r"\bfit\b|fitting|seizur|convuls|shaking|jerking", "fits"),
    _probe("light", r"\blight\b[^.?!]{0,12}?\b(?:bother|hurt|troubl|painful|sensitiv)|(?:bright|the) lights? (?:bother|hurt)|photophob|"
           r"sensitiv\w* to (?:the )?(?:light|brightness)",
           r"\blight\b|photophob|brightness", "trouble with the light"),
    _probe("neck_stiffness", r"stiff neck|neck (?:is |feels? |been )?(?:stiff|rigid)|neck stiffness|bend (?:your|his|her|their) neck|chin (?:to|on) (?:your|his|her|their) chest",
           r"stiff neck|neck (?:is |feels? )?(?:stiff|rigid)|neck stiffness", "stiff neck"),
    # speech a listener can hear go wrong (slurred, jumbled, words not coming): one of the stroke signs asked by name
    _probe("speech", r"(?:trouble|difficulty|problems?) (?:with (?:your|his|her|their) )?(?:speaking|talking|speech|getting (?:the |your |his |her |their )?words out|"
                     r"finding (?:the |your |his |her |their )?words)|\bspeech\b|slurr|words (?:coming out )?(?:jumbled|muddled|mixed up)",
           r"slurr|speech|jumbled|muddled words|words (?:were|are|came out|come out|coming out)|words out|can'?t (?:talk|speak)|talk(?:ing)? (?:funny|properly|right)",
           "trouble speaking"),
    _probe("head_injury", r"hit (?:your|his|her|their) head|head injury|bang(?:ed)? (?:your |his |her )?head|"
           r"(?:knock|bang|bump|blow|bash)(?:ed)? (?:on|to) (?:the|your|his|her|their) head|head (?:take|took|get|got) (?:a|any) (?:knock|bang|bump)|"
           r"(?:hurt|injure|hit) (?:your|his|her|their) head",
           r"\bhead\b|forehead", "head injury"),
    # the colour of a baby's vomit, asked by name: green is bile (the sixteenth read: a neonate never asked)
    _probe("green_vomit", r"\bgreen\b|\bbil(?:e|ious)\b", r"\bgreen\b|\bbil(?:e|ious)\b", "green vomit"),
    # a skin infection's course, asked by name: redness that spreads or tracks up the limb
    _probe("spreading", r"\b(?:redness|rash|red area|swelling|infection|red mark)\b[^?.]{0,25}\b(?:spread\w*|getting bigger)|"
                        r"\bspread\w*\b[^?.]{0,15}\b(?:redness|rash)\b|\bred (?:streaks?|lines?)|\btracking\b|"
                        # (bank 46, training) redness or heat around a wound ("any redness or heat around the cut?"): an infection
                        # spreading from it
                        r"\b(?:redness|red|heat|hot|warmth|warm|pus)\b[^?.]{0,25}?\baround (?:the|your|his|her|their|that|this) (?:wound|cut|bite|graze|"
                        r"burn|stitches|scar|scratch|sore)\b",
           r"spread|streak|tracking|getting bigger|growing|past the (?:pen )?line", "spreading redness"),
    # a sore throat's airway: saliva that cannot be swallowed, drooling
    # (not "when you swallowed all that medicine": what was swallowed is no trouble swallowing)
    _probe("swallowing", r"\b(?:trouble|difficulty|problems?|pain) (?:with )?swallowing|\b(?:hard|difficult|painful|hurt\w*) to swallow|"
                         r"\b(?:can|could|able to) (?:you |he |she |they )?swallow\b|\bswallow(?:ing)? (?:your|his|her|their) (?:own )?"
                         r"(?:spit|saliva)|\bdrool\w*|\bdribbl\w*|\bsaliva\b|\bspit\b(?! (?:out|it|blood))",
           r"swallow|drool|dribbl|saliva|\bspit", "trouble swallowing"),
    # a crash's neck, asked by name (seventeenth read: a rollover's stiff neck never found); "a stiff neck" alone is
    # the meningism probe's
    _probe("neck_pain", r"\b(?:pain|sore|soreness|hurt\w*|ache|aching|stiffness) (?:or stiffness )?(?:in|at) (?:your|his|her|their|the) neck\b|"
                        r"\bneck (?:pain|ache)\b|\bneck\b[^?.]{0,12}\b(?:sore|hurt\w*|painful)\b",
           r"\bneck\b", "neck pain"),
    # an eye that hurts to move, asked by name behind a swollen lid (seventeenth read: never asked)
    # breathless lying flat, asked of a failing heart (before the 2026-12aq round, from the thirty-ninth read: a heart-failure
    # flare never asked, and the pillows question answered with the breathing alone)
    _probe("lying_flat", r"\b(?:lying|lie|lay|laying) (?:down )?flat\b|\bpillows?\b|\bpropped\b|\bsleep\w* (?:sitting )?(?:up|upright|in (?:a|the) chair)\b",
           r"\bflat\b|\bpillows?\b|\bpropped\b|\bsitting up\b|\bchair\b", "trouble lying flat"),
    _probe("eye_movement", r"\bmov(?:e|es|ing) (?:your|his|her|their|the) eyes?\b|\beye movements?\b",
           r"mov(?:e|es|ing) (?:the |his |her |their |my )?eyes?|eye movements?", "pain moving my eye"),
    # a baby's movements late in pregnancy, asked by name: fewer movements is a baby in trouble (the sixteenth read:
    # a pregnant woman never asked)
    _probe("fetal_movements", r"\bbaby\b[^?.]{0,20}\bmov(?:e|es|ed|ing|ements?)\b|\bbaby'?s? (?:movements|kicks)|\bfetal movements?|"
                              r"\bkicks? from (?:the|your|her|their) baby",
           r"(?:less|reduced|decreased|fewer|no) (?:fetal |baby'?s? )?(?:movements?|kicks)|(?:not|hasn'?t|haven'?t) (?:felt|been feeling) "
           r"(?:the |my |her |their )?baby move|baby (?:isn'?t |is not |hasn'?t been |has not been |not )moving|"
           r"baby (?:has )?(?:moved|been moving|is moving|moving) (?:much |a lot |far )?less|(?:movements?|kicks) (?:have |has )?(?:slowed|stopped)",
           "change in the baby's movements"),
    # swelling of the lips, tongue or throat: the airway question of an allergic reaction (nineteenth read; 2026-12v,
    # training: "any swelling of your lips, tongue or throat?" answered with "the itchy lump is all over")
    _probe("airway_swelling", r"\bswell\w*[^.?!]{0,25}\b(?:lips?|tongue|throat|mouth)\b|\b(?:lips?|tongue|throat)\b[^.?!]{0,25}\bswell",
           r"\b(?:lips?|tongue|throat|mouth)\b[^.;]{0,25}\b(?:swell\w*|swollen|tight|closing)\b(?! (?:no|not))|\bswell\w*[^.;]{0,15}\b(?:lips?|tongue|throat)\b",
           "no swelling of my lips, tongue or throat"),
    # how heavy a bleed is: pads, clots, "how much blood" (never how much blood thinner, nor "clots in your legs")
    _probe("bleed_amount", r"\bhow (?:heavy|much|bad)\b(?:(?!\bthinn)[^.?!]){0,30}\b(?:bleed\w*|blood(?! ?(?:thinn|pressure|sugar|tests?))|loss)\b|"
                           r"\bhow many (?:\w+ )?(?:pads|towels)\b|\bhow many (?:black|tarry|dark) (?:stools|poos|poops|motions|bowel motions)\b|"
                           r"\bhow many times (?:have|has) (?:you|he|she|they) (?:had|passed) (?:a |the )?(?:black|tarry|dark) (?:stools?|poos?|motions?)\b|\b(?:soak\w*|going|gone|been|getting) through (?:\w+ )?(?:pads?|towels?)\b|"
                           r"\bpads? (?:an|every|per|each) hour\b|\b(?:any|passing|passed|with|seen|noticed) (?:any )?(?:\w+ )?clots\b(?! in (?:your|his|her|their|the) (?:legs?|lungs?))",
           r"(?!)", "no clots"),
    # (bank 24, training) weight lost without trying, asked by name: a change of weight the case tells is a "yes" (a gain
    # too, never denied), and none is said as the weight being fine, not as a symptom denied
    _probe("weight", r"\b(?:lost|losing|lose|dropped|dropping|shed|shedding) (?:any |some |much |a lot of |a bit of |a little )?weight\b|"
                     r"\bweight loss\b|\bweight (?:dropping|dropped|coming off|falling off)\b|"
                     # (bank 30, training) weight lost counted in kilos, pounds or stone ("lost more than 5 kilos lately?")
                     r"\b(?:lost|losing|lose|dropped|dropping|shed|shedding) (?:more than |over |about |around |nearly |almost |a good |a few |a couple of |several )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|half a|a few|some)? ?(?:kilos?|kgs?|kilograms?|pounds|lbs?|stones?|st)\b(?! on\b)",
           r"\b(?:lost|losing|dropped|put on|putting on|gained|gaining) (?:\w+ ){0,2}weight\b|\bweight (?:loss|gain)\b|\bthinner\b",
           "my weight fine"),
    # fluid or pus from an ear, an eye, a wound or down below, asked by name (the thirtieth round's read: an ear's discharge
    # asked after the other-symptoms list was answered "Sorry, could you say that again?"); never the ward's discharge
    _probe("discharge", r"(?<!at )(?<!on )(?<!since )\bdischarge\b(?! (?:letter|summary|papers|note|date|plan|from (?:hospital|the ward)))|"
                        r"\b(?:fluid|pus|gunk|goo|liquid|anything|stuff|something)\b[^.?!]{0,25}\b(?:com(?:e|es|ing) (?:out|from)|came (?:out|from)|leak\w*|ooz\w*|drain\w*|runn\w+ out|ran out|dripp?\w*)",
           r"discharge|fluid|\bpus\b|gunk|goo\b|ooz|leak|drain|dripp?", "discharge"),
]
_PAIN_PROBES = {"chest_pain", "belly_pain", "headache"}
# Symptoms only the patient can feel: a companion of a patient who cannot talk does not know them.
SUBJECTIVE_SYMPTOMS = {"nausea", "dizziness", "headache", "chest_pain", "belly_pain", "weakness", "vision", "light"}

_GENERIC_SYMPTOMS = TOPIC_PATTERNS["associated"]
_REQUEST = re.compile(
    r"\b(?:tell me|describe|rate|let me know|can you|could you|would you|do you|are you|have you|did you|is there|"
    r"any\b|please (?:tell|describe|rate|point|show|say)|"
    # (bank 11, training) the question resumed as a statement: "I was asking whether you've had thoughts of harming yourself."
    r"i was (?:just )?(?:asking|about to ask)|i (?:wanted|want|need|meant) to ask|"
    # (bank 16, training) what the nurse needs to know, said before the question: "I need to know how your knee took the knock"
    r"i (?:need|want|have) to (?:know|understand|find out)\b)",
    re.IGNORECASE,
)
#: The nurse back from an interruption (bank 11, training): "Sorry, someone grabbed me there — right, where were we?",
#: "Sorry, I got pulled away. Where were we?" is no question about the patient (nor "grabbed" an assault).
_RESUMED = re.compile(r"^\W*(?:sorry|apologies|excuse me)\b,?\s+(?:(?:someone|somebody|a colleague|the doctor) (?:grabbed|needed|called|"
                      r"wanted|stopped) me|i (?:got|was) (?:pulled|called|grabbed|dragged) (?:away|over|off)|i (?:had|needed) to "
                      r"(?:step|pop|nip) (?:away|out))(?: there| for a (?:second|moment|minute))?\s*[.!,\u2014\u2013-]*\s*|"
                      r"(?:(?:right|ok|okay|so|now),?\s+)?where were we\s*\??\s*[\u2014\u2013-]?\s*", re.IGNORECASE)
#: (bank 23, training) What the nurse says on the way into a question, which asks nothing: a word on what is being done
#: or handed over ("Ice pack on your wrist, ...", "Tissue for the nosebleed, ...", "Curtain's closed, ...", "Hold the tissue
#: there, ...") or a turn of speech ("Out of interest, ...", "Between us, ...", "One more thing, ...", "Bear with me, ...").
#: Read as a topic, the ice pack was a treatment and the tissue a bleed.
#: (bank 24, training) also the bay's instruments and what they show ("Cuff's off, ...", "Probe's on, ...", "Thermometer says
#: you're hot, ...", "Bell's to hand, ..."): the reading is the nurse's, the question its own ("had anything to bring the fever
#: down?" keeps its fever). Never Bell's palsy, a condition asked about.
_AT_HAND = (r"ice ?packs?|ice|tissues?|bracelet|(?:id|name|wrist) ?band|cups?|water|curtains?|pillows?|blankets?|(?:sick )?bowl|gown|chair|"
            r"trolley|wheelchair|sling|bandage|dressing|towel|cold compress|heat pack|hot water bottle|straw|sick bag|buzzer|call bell|"
            r"(?:bp |blood pressure )?cuff|(?:sats |finger |oxygen )?probe|thermometer|(?:sats |heart )?monitor|(?:ecg )?(?:leads|stickers)|"
            r"(?:call )?bell(?!'?s? palsy)|(?:pulse )?oximeter|obs machine")
#: (bank 24, training) Turns of speech on the way into a question, each a class: a courtesy ("Forgive me, ...", "With your
#: permission, ..."), a word on the question itself ("Routine question, ...", "Important one, ...", "Another thing, ..."), on
#: being thorough ("To be thorough, ...", "Building the picture, ...", "For the record, ..."), a change of subject ("Changing
#: tack, ...") and an exclamation ("Cor, ..."): none is a topic.
_TURN_OF_SPEECH = (r"(?:forgive|pardon|excuse) (?:me|my asking)|with (?:your|his|her|their) permission|if (?:i|we) (?:may|might)|"
                   r"if (?:you|he|she|they) (?:don't|doesn't) mind|"
                   r"(?:(?:an?|one|this|my|the)\s+)?(?:routine|important|quick|standard|general|personal|sensitive|delicate|awkward|tricky|"
                   r"difficult|odd|silly|boring|usual|next|last|final|different|separate|big|key|another) (?:one|question|thing|point|check)|"
                   r"(?:just )?to be (?:thorough|sure|safe|complete|clear|certain|on the safe side)|"
                   r"for (?:completeness|the record|my (?:notes|records)|the (?:notes|records|form|chart))|"
                   r"(?:building|filling in|getting|completing) (?:up )?(?:the|a|my|our) (?:full |whole |bigger )?(?:picture|history|form)|"
                   r"changing (?:tack|the subject|subjects?|topics?|gears?|direction)|on (?:another|a different|a separate) (?:note|topic|subject)|"
                   r"while i remember|before i forget|by the way|incidentally|"
                   # (bank 25, training) a guess asked for ("Best guess, ..."), the nurse back on track ("Now then, ...")
                   r"(?:(?:at a|your|my|a) )?(?:best|rough|wild) guess|quick check|"
                   # (bank 34, training) no pressure on the one asked ("No pressure, but is there anything ...?"): read as a
                   # pressure felt when the question after it was not understood
                   r"no (?:pressure|rush|hurry)|"
                   # (bank 41, training) a guess asked for with no adjective ("At a guess, ..."), a companion taken aside ("Can I
                   # borrow you a moment, ...") and a word of encouragement ("Hang in there, ..."): none is a topic
                   r"at a guess|can i (?:borrow|steal|grab|have) you (?:for )?(?:a|one|just a|two) (?:moment|minute|second|sec|tick|mo)s?|"
                   r"hang (?:on )?in there|"
                   # (bank 42, training) an estimate asked for ("Near enough, ..."), a word to go gently ("Easy does it, ..."), a
                   # point taken ("Fair enough, ..."), a question every patient is asked ("Every patient gets this one, ..."), a
                   # companion handed the question ("Over to you for this one, ...") and the talk taken back to its start ("Going
                   # back to the start, ..."): none is a topic ("the start" is no onset asked)
                   r"near enough|easy does it|fair enough|(?:every|each|all) (?:patients?|patient|one|person|adults?) (?:gets?|is asked|are asked|has|have) "
                   r"(?:this|that) (?:one|question)(?: (?:first|too|as well))?|over to you(?: (?:for|on) (?:this|that) (?:one|question|bit))?|"
                   r"going back to (?:the )?(?:start|beginning|top)|"
                   # (bank 43, training) a word that nothing said will shock ("Nothing you say will shock me, ..."), a point
                   # taken ("Right you are, and ..."), a warning of bluntness ("At the risk of being blunt, ..."), a companion
                   # turned to or reminded of being there ("Turning to you, ...", "You've been with her all evening, ...",
                   # "Since he can't answer just now, ..."), a change of subject ("Switching topics, ..."), an estimate asked
                   # for ("Give or take, ...") and a word to go gently ("Gently now, ..."): none is a topic
                   r"nothing (?:you|he|she|they) (?:say|tell me|tell us|could say|can say)(?: here)? (?:will|would|is going to|can|could) "
                   r"(?:shock|surprise|upset|offend|faze) (?:me|us)|right you are|"
                   r"at the risk of (?:being|sounding|seeming) (?:a bit |too )?(?:blunt|nosy|rude|personal|direct|intrusive|repetitive|forward)|"
                   r"turning (?:now )?to you|(?:you'?ve|you have) been with (?:him|her|them)(?: (?:all|the whole|since|this|most of the)(?: \w+){1,2})?|"
                   r"since (?:he|she|they) (?:can'?t|cannot|can not|isn'?t able to|is not able to|aren'?t able to) (?:answer|talk|speak|tell (?:me|us))"
                   r"(?: (?:just now|right now|at the moment|for (?:himself|herself|themselves)))?|"
                   r"switching (?:topics?|subjects?|tack|gears?)|give or take|gently (?:now|does it)|"
                   r"cor(?: blimey)?|blimey|crikey|gosh|golly|goodness(?: me)?|dear me|oh dear|oh my|ooh|oof|whoa|"
                   # (bank 44, training) a courtesy for the question itself ("Pardon the personal question, ...", "Excuse the
                   # nosy question, ..."), a word that no answer is wrong ("There's no wrong answer here, ..."), the question
                   # handed over ("A question for you, ..."), the companion's place named ("As her friend from the choir, ...",
                   # "as Tomasz's colleague at the depot, ..."), the patient resting while the companion is asked ("While she's
                   # resting, ...") and a Singlish or Malay exclamation ("Alamak, ...", "Aiyo, ..."): none is a topic
                   r"(?:forgive|pardon|excuse) (?:the|this|my) (?:\w+ )?(?:question|intrusion|interruption|nosiness)|"
                   r"there(?:'s| is| are) no (?:wrong|right|bad|silly|stupid) answers?(?: (?:here|to this(?: one)?))?|"
                   r"(?:a|one|this|my|another) (?:quick )?question (?:for|to) you|"
                   r"as (?:(?:his|her|their)|[a-z][\w-]*'s) (?:[\w-]+ ){0,2}?(?:friend|colleague|workmate|co-worker|lodger|landlord|landlady|"
                   r"flatmate|housemate|roommate|neighbou?r|carer|teacher|coach|boss|manager|mate|pal|teammate|team-mate|partner|husband|"
                   r"wife|son|daughter|mother|mum|mom|father|dad|brother|sister|aunt|auntie|uncle|cousin|relative|niece|nephew|"
                   r"grand(?:son|daughter|mother|father|ma|pa|dad|mum))(?: (?:at|from|in|on|of) (?:the |a |his |her |their )?[\w-]+(?: [\w-]+)?)?|"
                   r"while (?:he|she|they)(?:'s| is|'re| are) (?:resting|asleep|sleeping|dozing|settling|lying down|being (?:seen|examined|"
                   r"looked at|scanned|checked|settled))|"
                   r"alamak|aiyo+|aiyah?|aiya|walao(?: eh)?|"
                   # (bank 45, training) a question every patient is asked, said of the nurse's habit ("We ask everybody this,
                   # ..."), an estimate asked for ("Ballpark, ..."), thanks for the last answer ("Thanks for that, and ..."), a
                   # courtesy for prying ("Forgive me for prying, ..."), no hurry ("In your own time, ..."), a companion reminded
                   # of coming in with the patient ("You came in with her, ..."), the patient busy meanwhile ("While she's getting
                   # changed, ...") and a Hindi or Urdu "acha" (well, alright): none is a topic
                   r"(?:we|i) (?:always )?ask (?:everybody|everyone|every patient|every(?:one)? who comes in|all (?:our |my )?patients|all of them)"
                   r"(?: this| that)?(?: one| question)?|ballpark(?: figure)?|in the ballpark|"
                   r"(?:thanks?(?: you)?|cheers|ta) (?:for (?:that|this|telling me|sharing (?:that|this)|letting me know|being so clear))|"
                   r"(?:forgive|pardon|excuse) (?:me|my) (?:for )?(?:prying|asking|intruding|being (?:so )?(?:nosy|blunt|personal|direct|forward))|"
                   r"in (?:your|his|her|their) own (?:good )?time|take (?:your|his|her|their) time|"
                   r"you(?:'ve| have)? (?:came|come) (?:in |here |along )?with (?:him|her|them)(?: (?:today|tonight|this (?:morning|evening|afternoon)))?|"
                   r"while (?:he|she|they)(?:'s| is|'re| are) (?:getting (?:changed|dressed|undressed|comfortable|settled|cleaned up)|"
                   r"in the (?:toilet|loo|bathroom)|having (?:a|an|her|his|their) (?:scan|x-?ray|wash|rest|lie down|nap|drink|cup of tea))|"
                   r"ach+a|accha|achha|"
                   # (bank 46, training) a courtesy hoping the question is no trouble ("Hope you don't mind me asking, ..."), a
                   # thought come to mind ("While I think of it, ..."), an answer taken ("Got that, and ..."), no hurry said of
                   # the patient's readiness ("When you feel able, ..."), the patient away meanwhile ("While she's away for her
                   # scan, ...") and a companion's place named by whom they work or live with ("working with Ana at the bakery,
                   # ..."): none is a topic
                   r"(?:i )?hope (?:you|he|she|they) (?:don't|doesn't|do not|does not) mind (?:me|my) asking|"
                   r"while i (?:think of it|remember it|'m at it|am at it|'m thinking (?:of|about) it|have you)|"
                   r"(?:okay,? |ok,? |right,? )?got (?:that|it|you)|understood|noted|"
                   r"when(?:ever)? (?:you|he|she|they)(?: (?:feel|feels|are|is|'re|'s))? (?:able|ready|up to it)|"
                   r"while (?:he|she|they)(?:'s| is|'re| are) (?:away|off|out|gone|down) (?:for|having|at|in|to) (?:(?:his|her|their|a|an|the) )?[\w-]+(?: [\w-]+)?|"
                   r"(?:working|living|studying|training|volunteering|sharing a (?:flat|house|room)) (?:with|alongside) (?-i:[A-Z][a-z]+)"
                   r"(?: (?:at|from|in|on) (?:the |a )?[\w-]+(?: [\w-]+)?)?|"
                   # (bank 47, training) a wait for the breath to come back ("Once you've got your breath, ..."), the patient on the
                   # bay's equipment meanwhile ("While he's on the monitor, ...") and the doctor still to come ("Before the doctor
                   # sees her, ..."): none is a topic (the breath no breathlessness asked, the doctor no past illness)
                   r"(?:once|when|now|after) (?:you|he|she|they)(?:'ve| have|'s| has)? (?:got|caught|get|gets|catch|catches|regained|regain) "
                   r"(?:your|his|her|their) breath(?: back)?|"
                   r"while (?:you|he|she|they)(?:'re| are|'s| is) (?:on|hooked up to|attached to|wired up to|linked up to) (?:the|a|this|that) "
                   r"(?:monitors?|drip|oxygen|trolley|machine|ventilator|ecg|nebuli[sz]er|neb|bed|mask)|"
                   r"before (?:the |a |our )?(?:doctors?|doc|team|consultant|registrar|surgeons?|specialists?) (?:sees?|looks? at|examines?|gets? to|"
                   r"comes? (?:to see|round to)) (?:you|him|her|them)|"
                   # (bank 49, training) a hope that the question is not too blunt ("Hope this isn't too personal, ..."), no hurry at
                   # all ("No rush at all, ..."), a question every patient gets asked ("Everyone gets asked this, ..."), Hawaiian
                   # pidgin "brah" (brother, said to anyone) and a companion named by bringing the patient in ("As you brought him
                   # in from the pub, ..."): none is a topic
                   r"(?:i )?hope (?:this|that|it)(?:'s| is)? (?:isn't|is not|wasn't|was not|doesn't sound|does not sound|not)? ?(?:too |a bit |very |overly )?"
                   r"(?:blunt|personal|nosy|rude|direct|intrusive|forward|awkward|much)|"
                   r"no (?:pressure|rush|hurry)(?: at all| whatsoever)|"
                   r"(?:every|each|all)(?: (?:patients?|patient|one|person|adults?|body))? (?:gets?|get) asked (?:this|that)(?: one| question)?|"
                   r"(?:everyone|everybody) (?:gets?|get) asked (?:this|that)(?: one| question)?|"
                   r"brah|bruddah|braddah|brudda|"
                   r"as (?:you|the one who) (?:brought|bring|came in with|come in with|drove) (?:him|her|them)(?: in| here| along)?"
                   r"(?: (?:from|at) (?:the |a |his |her |their )?[\w-]+(?: [\w-]+)?)?")
_ASIDE = re.compile(r"(?:^|(?<=[.!?] ))\W*(?:(?:(?:hold|keep|pop|put|leave|here'?s|there'?s)\s+)?(?:the |your |his |her |this |that |a )?"
                    rf"(?:{_AT_HAND})\b(?![^,?.!]*\bfor (?:the|your|his|her|their|that) )[^,?.!]{{0,40}}|out of interest|between (?:us|you and me|ourselves)|let me ask(?: you)?|"
                    r"one (?:more|last|other) thing|moving on|right then|bear with me|first off|first of all|now then|okay then|quick one|"
                    rf"{_TURN_OF_SPEECH})"
                    r"\s*,\s*(?:but\s+)?(?:(?:first|now|so|then|okay|ok|right|and)\s*,?\s+)?(?=[^.!?]*\?)", re.IGNORECASE)
#: (bank 25, training) What the nurse asks the body to do on the way into a question ("Breathe normally, ...", "Shoulders
#: down, ...", "Eyes on me, ...", "Lean forward, ...", "Chin up, ...", "Breathe slowly for me and explain ..."): an instruction,
#: no question. Read as one, "breathe" asked about the breathing and a breathless patient answered it ("Yes... I've got throat
#: swelling... like I said."). Said before a comma or joined by "and" to the question that follows.
_POSTURE = (r"breathe(?: (?:in|out))?(?: (?:normally|slowly|easy|easily|gently|deeply|steadily|calmly|through (?:it|the pain|your nose|your mouth)|"
            r"nice and (?:slow|easy|deep|steady)))?(?: for me)?|(?:deep|slow|big|nice|steady) breaths?(?: for me)?|"
            r"(?:shoulders|arms?|hands?|chin|head|eyes|feet|legs?|knees?) (?:down|up|back|forward|still|relaxed|loose|flat|on me|open|closed|shut|out|"
            r"by your sides?|together|apart)(?: for me)?|"
            r"(?:lean|sit|lie|tilt|turn|roll|stand) (?:forward|back|up|down|over|still|flat|towards me|this way|on (?:your|to your) (?:side|back))"
            r"(?: a (?:bit|little|touch))?(?: for me)?|(?:look|eyes) (?:at|on|up at) me|(?:keep|stay|hold) (?:still|calm|steady|there)|"
            r"relax(?: for me)?|stay with me")
_POSTURE_FIRST = re.compile(rf"(?:^|(?<=[.!?] ))\W*(?:{_POSTURE})\s*(?:,\s*|\s+and\s+)(?=[^.!?]*\?)", re.IGNORECASE)
#: (bank 25, training) A courteous way into a yes-or-no question ("Mind me asking whether you've had cancer?", "Do you mind me
#: asking if ...") and a companion asked what they know ("Happen to know whether he was sick ...?", "Got any idea whether she
#: put a dressing on it?"): the question is what comes after "whether", read with its verb first ("was he sick").
#: (bank 26, training) The nurse's own "I'm wondering whether ..." goes with it, not left as "I'm" before the question.
#: (bank 27, training) "Mind if I ask whether ...", the nurse working something out ("I'm trying to work out whether ...") and
#: what the doctor or the nurse will want to know ("Our doctor will want to know if ...") go with them.
_ASKED_WHETHER = re.compile(r"\b(?:(?:do|would) (?:you )?)?(?:mind (?:me|my) asking|mind if i ask|(?:do (?:you )?)?happen to know|(?:have you |you )?(?:got )?any (?:idea|sense(?: of)?)|"
                            r"(?:(?:do|would) )?you know|can you tell me|could you tell me|(?:(?:i'?m|i am|i was|i) (?:just )?)?wonder(?:ing|ed)?|"
                            r"(?:i'?m|i am|we'?re|we are) (?:just )?(?:trying|wanting|hoping|keen|needing) to (?:work out|figure out|find out|establish|understand|check|know|see)|"
                            r"(?:(?:our|the|your|his|her|their) (?:doctors?|doc|team|consultant|registrar|surgeons?|specialists?)|i|we)(?: (?:will|would|is going to|are going to|am going to)|'ll|'d|'m going to|'re going to) (?:want|need|like|have) to (?:know|check|ask)|"
                            r"(?:i|we)(?: (?:need|want|have|would like)|'d like) to (?:know|check|ask|hear|pin down|make sure|find out|confirm)|"
                            # (bank 28, training) "Alright if I ask whether ...", "Is it okay if I ask if ...", and "Wonder whether ..."
                            # with its subject dropped, as spoken
                            r"(?:is it )?(?:alright|all right|ok(?:ay)?|fine) (?:if|for) (?:i|me to) ask|"
                            # (bank 30, training) "Be good to know if you're on anything for blood pressure?", with or without its "it'd"
                            r"(?:(?:it'?d|it would|it'?ll|it will|would) )?be (?:good|helpful|useful|great|handy|nice|worth) (?:for (?:me|us) )?to know)\s+(?:whether|if)\s+"
                            r"(?:(you|he|she|they|it)\s+(was|were|is|are|had|has|have|did|does|do)\b(?:(?=\s+(this|that|these|those|it|them|anything|something|so)\b))?|(?=\w))",
                            re.IGNORECASE)


def _whether_asked(match: re.Match[str]) -> str:
    subject, verb, done = match.group(1), match.group(2), match.group(3)
    if subject and done and verb.lower() in ("did", "does", "do"):
        return f"{verb} {subject} do"  # (bank 28) "whether you did this to yourself": "did you do this to yourself"
    return f"{verb} {subject}" if subject else ""


#: (bank 23, training) A word of address between commas ("What happened, my lover, slip or trip?", "..., pet?").
_ADDRESS = re.compile(r",\s*(?:my (?:lover|love|dear|darling|friend)|pet|petal|hen|duck|ducky|love|lovey|darling|hun|hon|mate|pal|"
                      r"sweetheart|sweetie|dear|chuck|flower|bab|babe|my lovely|lovely|sunshine|buddy|bud|"
                      # (bank 24, training) Welsh "bach" and "cariad", and a few more of the same kind
                      r"bach|cariad|boyo|lass|lassie|hinny|me duck|me love|my duck|treacle|guv|chief|boss|"
                      # (bank 37, training) Cornish and West Country "my handsome"
                      r"my handsome|me handsome|"
                      # (bank 40, training) Northern "luv" ("honey" and "sugar" stay: they may be a food asked about)
                      r"luv|me luv|"
                      # (bank 41, training) Caribbean "doux doux" (sweetheart)
                      r"doux[- ]?doux|dou[- ]?dou|"
                      # (bank 43, training) Newfoundland "b'y" (boy, said to anyone) and "me son"
                      r"b'y|b'ys|me son|my son|"
                      # (bank 45, training) Jamaican "mi love" (my love), as "my love" is
                      r"mi (?:love|luv|dear|darling|sweetheart|baby))\s*(?=[,?.!])", re.IGNORECASE)
_PROCEDURE = re.compile(
    r"\b(?:let me|i'?m going to|i will|i'?ll|we'?ll|we will|we'?re going to|going to) (?:just )?"
    r"(?:check|take|measure|get|put|pop|clip|listen|have a look|start|do|record)\b"
    # the vital checks said aloud ("I'm checking your pulse now.", "This cuff will squeeze your arm ...")
    r"|\bi'?m (?:just )?(?:checking|watching|popping|putting|clipping|taking|measuring) (?:your|his|her|this|the|a)\b"
    r"|\bthis cuff will\b",
    re.IGNORECASE,
)
_GREETING = re.compile(r"^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|welcome)\b", re.IGNORECASE)


class IntentMixin:
    """Reads the nurse's utterance into the intents to answer (``ScriptedPatient._intents``)."""

    _generic_asked: bool

    def _intents(self, text: str) -> tuple[list[str], list[Probe], bool]:
        """Intents in the order asked, the symptom probes named, and whether it was a bare statement."""
        reading = read_intents(text)
        self._generic_asked = reading.generic
        return list(reading.names), list(reading.probes), reading.statement


@dataclass(frozen=True)
class IntentReading:
    names: tuple[str, ...]
    probes: tuple[Probe, ...]  # the named-symptom probes, when "symptoms" is among the names
    statement: bool  # a bare statement, nothing asked
    generic: bool  # "any other symptoms?" was asked


# Overlaps between topics, read from what the words mean in the question (see ``_resolve``).
_MED_LIST = re.compile(r"\b(?:take|taking|use|on)\b (?:any )?(?:regular |other |usual )?(?:medic|tablets|pills|meds)|"
                       r"\b(?:regular|usual|normal|daily|every ?day|long[- ]term) (?:medic|tablets|meds|pills)|list of", re.IGNORECASE)
_MED_REGULAR = re.compile(r"\b(?:regular(?:ly)?|usual(?:ly)?|normally|every ?day|daily|long[- ]term|repeat|"
                          r"(?:each|every) (?:morning|night|evening))\b", re.IGNORECASE)  # (bank 29, training) "each morning"
_MISUSE = re.compile(r"than (?:you|he|she|they)(?:'re| are| were| is)? (?:should|supposed|meant|told|prescribed)|"
                     r"(?:not|n't|never) (?:been )?prescribed|else'?s (?:tablets|pills|medic|prescri)|other than (?:your|his|her|their) prescri|"
                     r"\b(?:recreational\w*|street|party|illegal|illicit)\b", re.IGNORECASE)
_SUBSTANCE_STRONG = re.compile(r"alcohol|drink|recreational|street|party|illegal|cannabis|weed|cocaine|heroin|smok|booze|units|\bhigh\b|"
                               r"\b(?:meth|mdma|ecstasy|amphetamines?|ketamine|crack|coke|speed|bevv\w*|methadone|subutex|buprenorphine|suboxone|ghb|gbl|"
                               r"mephedrone|spice|nitrous|poppers|powders?|festival|rave|clubbing|party|drugs? (?:service|team|worker))\b",
                               re.IGNORECASE)


#: First aid named in a question (a bite's pressure bandage, a splint).
_FIRST_AID_NAMED = re.compile(r"\bpressure (?:bandage|immobili[sz]ation)s?\b|\b(?:bandages?|splints?) (?:been |was |were )?(?:put|applied)\b",
                              re.IGNORECASE)
#: A rinse asked with its length ("has it been rinsed with water yet, and for how long?").
_RINSED_HOW_LONG = re.compile(r"\b(?:rinsed|irrigated|flushed|washed (?:it |them )?out)\b[^?]{0,40}\bhow long\b|"
                              # (bank 31, training) what was put on a burn, "and then, for how long?": how long it was kept on
                              r"\b(?:put|apply|applied|rub|rubbed|held|hold|kept|keep|ran|run|cooled|cool)\b[^?]{0,40}?,? (?:and )?(?:then,? )?for how long\s*\?",
                              re.IGNORECASE)
#: A verb of beginning just before a medicine named ("started rivaroxaban", "began taking apixaban").
#: (bank 37, training) with "a" or "any" before it too ("why were you started on a blood thinner?").
_BEGUN_BEFORE = re.compile(r"\b(?:start|started|starting|begun|began|begin)\s+(?:on\s+|taking\s+|using\s+)?(?:the\s+|your\s+|his\s+|her\s+|their\s+|an?\s+|any\s+|some\s+)?$",
                           re.IGNORECASE)
#: A medicine begun, asked about ("started any new medicines", "begun any tablets lately").
_STARTED_MEDICINE = re.compile(r"\b(?:started|begun|began|starting)\b (?:(?:on|taking) )?(?:any |some |a )?(?:new |other )?"
                               r"(?:medicines?|medications?|meds|tablets|pills|drugs)\b", re.IGNORECASE)


def _substance_named(scan: str) -> bool:
    """A drink or a drug named (bank 16, training: "did you take anything today, like edibles, molly?"), which makes
    "anything" taken the substance even beside the words of the regular medicines."""
    return bool(_SUBSTANCE_STRONG.search(scan)) or names_a_substance(scan)


#: A night out, where pills are the party kind, not the regular medicines.
_NIGHT_OUT = re.compile(r"\b(?:festival|rave|clubbing|nightclub|night out|party|partying|gig)\b|\b(?:at|in|to|from) (?:a|the) club\b|"
                        r"\bout (?:with (?:(?:your|his|her|their|some) )?(?:friends|mates|pals|the (?:lads|girls|boys))|drinking|on the town)\b|"
                        r"\b(?:took|taken|take|had|use|used)\b (?:anything|something)\b (?:tonight|last night|this evening)\b", re.IGNORECASE)
#: (bank 36, training) What was taken, asked with when ("what did you take, and roughly when?"): what was taken for it and
#: when, as "what have you taken, and when was the last dose?" (how many or how much asks an overdose).
_TAKEN_AND_WHEN = re.compile(r"\bwhat (?:exactly )?(?:did|have|has) (?:you|he|she|they) (?:take|taken)\b[^.?!]{0,30}?\bwhen\b", re.IGNORECASE)
#: A medicine the nurse means to give, named as the reason for asking something else.
_OUR_MEDICINE = re.compile(r"\b(?:before|so|in case) (?:i|we|the doctors?) (?:can |could )?(?:give|start|prescribe|offer)\b", re.IGNORECASE)
#: A reaction to a medicine, as against what the medicine is taken for: an allergy question even when it names aspirin.
_REACTION = re.compile(r"allerg|react|rash|hives|swell|wheez|\bout in\b|\boff\b|disagree|tolerat|\bcan (?:you|he|she|they) (?:take|have)\b",
                       re.IGNORECASE)
_THINNING = re.compile(r"thin|clot|bleed|bruis|stroke|\bblood\b|every ?day|daily|regular", re.IGNORECASE)
_BLEEDING_ASKED = re.compile(r"\b(?:any|been|had|having|notic\w*|seen) (?:\w+ )?(?:bleed|blood (?:in|from))", re.IGNORECASE)
_SCALE = re.compile(r"\b(?:0|zero|nought|naught|one|1) ?(?:to|-|and|until|till|up to|through) ?(?:10|ten)\b|\bpain (?:level|rating)s?\b|out[- ]of[- ](?:10|ten)|(?:10|ten)[- ]point|"
                    r"\bif (?:10|ten)(?:'s| is| was| were| being)\b|"
                    r"\b(?:10|ten)(?:'s| is| being| =) (?:the )?worst|\b(?:10|ten|zero|nought|naught|0) being\b(?! (?:sick|ill|seen|given|told)\b)|"  # (bank 26) "ten being total system failure"
                    r"\bnumber\b(?! one (?:thing|problem|concern|issue|reason|worry))|\bscore\b|\bfaces?\b[^.?!]{0,30}?\bchart\b",
                    re.IGNORECASE)
#: (bank 27, training) also where in a part a named pain is ("where in your head is the headache?") and a named pain put on
#: one side or across ("is the headache on one side or all over?"): the place of the pain the patient has, not whether.
_WHERE_PAIN = re.compile(r"where (?:is|does|do|'s|are) (?:the |your |his |her |it )?(?:pain|hurt|sore)|"
                         # (bank 45, training) the front, the back or the top offered ("is it at the front, the back, or all over?")
                         r"\b(?:is|was) it (?:at|in|on) the (?:front|back|top|side|sides|middle|base)\b,? (?:or )?(?:at |in |on )?the (?:front|back|top|side|sides|middle|base)\b|"
                         r"\bwhere(?:'s| is| does| do| are) (?:the |your |his |her |their |this |that )?(?:head ?ache|ache|migraine|cramp|tender)|"  # (bank 30) "where's the headache?"
                         r"\bwhere(?:abouts)? (?:in|on|about) (?:your|his|her|their|the) \w+ (?:is|are|does|do|'s)\b|"
                         r"\b(?:is|was) (?:the|your|his|her|their|this|that) (?:\w+ )?(?:head ?ache|ache|pain|soreness|tenderness|cramp)\b (?:(?:mainly|mostly|more|just|only|all) )?"
                         r"(?:on|in|at|across|around|behind|over|under) (?:one|both|the|your|his|her|their|a)\b|where (?:is|does) it\b(?! now| sit (?:on|between|out of))|where (?:it|the pain) (?:is|hurts)|"
                         r"where,|(?:which|what) (?:part|side|area)|spread|radiat|"
                         r"\b(?:in|on|at|around|behind) (?:your|his|her|their|the) \w+,? or (?:is it )?(?:(?:more|mostly|mainly|further|deeper|lower|higher|up|down) )*(?:in|on|at|around|behind)\b|(?<!to the )(?<!at the )point(?! (?:to|at) (?:the |a )?(?:face|number|picture|score))(?! where (?:you|he|she|they)(?:'ve|'d| have| had| has|'s| would)\b)|show me|whereabouts|located|coming from", re.IGNORECASE)
_PREGNANCY_TIME = re.compile(r"period|menstru|time of (?:the|your|her) month|monthlies|\bmens(?:es)?\b|bleed|\blmp\b|cycle|(?:weeks?|months?) (?:pregnant|along|gone)|far along|how many (?:weeks|months)|how far|due date|\bdue\b",
                             re.IGNORECASE)
_SINCE_IT = re.compile(r"since (?:it|this|that|then|the \w+) ?(?:started|began|happened|came on)?", re.IGNORECASE)
# (bank 29, training) "where was he clutching?": a body held is a body asked about
_BODILY = re.compile(r"pain|hurt|sore|ach|tender|injur|swell|swoll|rash|bleed|lump|wound|cut|burn|clutch|\bit\b|\bit's\b|\bfeel (?:it|this)|"
                     r"\b(?:body|chest|belly|tummy|stomach|head|arm|leg|back|side|left|right)\b", re.IGNORECASE)
_WHEN_ASKED = re.compile(r"\bwhen\b|how long|\bago\b", re.IGNORECASE)
#: The same asked of a time on the clock or a day too, and never "for a while" ("is it new, or have you been like this for
#: a while?" asks whether, which the baseline answer says): read beside the baseline question only.
_ASKS_WHEN = re.compile(r"\b(?:when|what time|how long ago|since when|what day|how long (?:has|have|did|is|was))\b", re.IGNORECASE)
_LAST_DOSE = re.compile(r"(?:when|what time) (?:did|was|were) (?:you|he|she|they|it) last (?:have|take|had|took|given)|last dose|last (?:took|taken|had) (?:it|one|a dose)",
                        re.IGNORECASE)
#: What was tried, said plainly: "how long have you put up with it before coming in?" asks no such thing.
_TREATMENT_STRONG = re.compile(r"anything|something|medic|tablet|pill|painkill|pain relief|paracetamol|ibuprofen|tried|taken|took|\bgiven\b|"
                               r"\bice\b|cream|spray|inhaler|"
                               # (bank 46, training) the last dose of a painkiller ("how long ago was your last dose of codeine?")
                               r"\blast dose\b|"
                               # (bank 28, training) a burn cooled: "did you run it under cold water, and for how long?"
                               r"\bcold water\b|\bunder (?:the )?(?:cold )?(?:tap|water)\b|"
                               # (before the 2026-12ag round) an eye rinsed, a bite's pressure bandage: "and for how long?"
                               r"\brinsed\b|\birrigated\b|\bflushed\b|\bwashed (?:it |them )?out\b|\bpressure (?:bandage|immobili[sz]ation)", re.IGNORECASE)
#: A medicine named by what it treats ("thyroid tablets", "diabetes tablets"): a medicines question.
_CONDITION_MEDICINE = re.compile(r"\b(?:thyroid|diabetes|diabetic|blood pressure|bp|heart|asthma|epilepsy|cholesterol|hormone|mental health)s? "
                                 r"(?:tablets|pills|medic\w*|meds|inhalers?|injections?)\b", re.IGNORECASE)
#: The conditions asked for in their own right ("any medical conditions, and what do you take for them?").
_HISTORY_ASKED = re.compile(r"\b(?:do|have|has|does|any|got)\b (?:you |he |she |they )?(?:got |have |had |ever had )?(?:any )?(?:other )?"
                            r"(?:medical |health |long-term |ongoing )?(?:conditions?|illness(?:es)?|problems|history|diagnos)", re.IGNORECASE)
#: "What do you take for your conditions?": the medicines, not the conditions themselves.
_TAKEN_FOR = re.compile(r"\b(?:take|takes|taking|use|uses|on)\b[^.?!]{0,25}?\bfor (?:your|his|her|their|these|those|the|that|this|any|an?)\b|"
                        r"\b(?:on|taking|take|takes) (?:any(?:thing)?|something) for\b", re.IGNORECASE)  # (bank 23) "on anything for atrial fibrillation?"
#: Tablets kept down, the keeping said first (banks 13 and 14, training): whether a treatment was had, not the vomiting.
_KEPT_DOWN = re.compile(r"\bkeep\w* (?:\w+ ){0,2}down\W+(?:any|some|the|your|his|her|their) (?:tablets|pills|medic\w*|painkillers|paracetamol|meds)\b",
                        re.IGNORECASE)
#: A dose named as a time ("before you took the paracetamol"): when something began, measured by it (banks 13 and 14, training).
_TOOK_AS_TIME = re.compile(r"\b(?:before|after|since|when) (?:you|he|she|they) (?:took|had|taken|used|started)\b", re.IGNORECASE)
_ON_PURPOSE = re.compile(r"on purpose|deliberately|intentional(?:ly)?\b|to (?:hurt|harm|kill) (?:yourself|himself|herself|themselves)|"
                         # (banks 13 and 14, training) "with the intention of dying", "took those tablets to try to die"
                         r"\b(?:intention|intent|aim|idea|purpose|plan) (?:of|to|was to) (?:die|dying|end|ending|kill)\b|"
                         r"\b(?:try|trying|tried) (?:to|and) (?:die|end (?:it|things|(?:your|his|her|their) (?:own )?life))\b|"
                         # (bank 18, training) "did you take these tablets to die?", "meaning to die"
                         r"\bto die\b|"
                         # (bank 32, training) "you took the paracetamol hoping you wouldn't wake up": meant not to wake
                         r"\b(?:hop\w*|wish\w*|want\w*|plann?\w*|mean\w*|meant|intend\w*|pray\w*)\b (?:that )?(?:(?:you|he|she|they)(?:'d| would| might| will)? )?(?:not|never|wouldn't|won't|wouldnt|wont) (?:to )?(?:wake|waking|come round|survive)\b", re.IGNORECASE)
#: Another person's drinking, in a question about what that person does ("lash out when they've had a drink").
_OTHERS_DRINKING = re.compile(r"\b(?:they|he|she|partner|husband|wife|boyfriend|girlfriend|someone|somebody|anyone|anybody)(?:'ve|'s|'re|'d| have| has| are| is| had)? "
                              r"(?:\w+ )?(?:had (?:a |a few |too much to )?drinks?|been drinking|drunk|drinking|using|high)\b", re.IGNORECASE)
#: When the drink or drug was last had: the substance question itself, not when the complaint began.
_LAST_SUBSTANCE = re.compile(r"\blast (?:have |had |took |take |use |used )?(?:a |any |your |his |her |their )?(?:drink|drugs?|alcohol|pint|smoke|joint|hit|"
                             # (bank 18, training) "when did you last have any liquor?"
                             r"liquor|booze|beer|wine|spirits|cider|lager|vodka|whisk(?:e)?y|rum|gin|brandy)\b|"
                             r"\blast (?:drank|used)\b", re.IGNORECASE)
#: How the patient (or the one spoken of) came by an injury: the story, not someone else hurting them.
#: (bank 41, training) A habit given up ("how long ago did you stop smoking?", "when did she give up the drink?"): when it
#: ended, never when the complaint began.
_GAVE_UP = re.compile(r"\b(?:stop(?:ped|ping)?|quit|quitting|g(?:a|i)ve(?:n)? up|giving up|pack(?:ed)? in|knock(?:ed)? (?:it )?on the head)\b[^.?!]{0,20}?"
                      r"\b(?:smok\w*|vap\w*|cig\w*|fags?|tobacco|drink\w*|alcohol|booze|drugs?|using|weed|cannabis|it)\b", re.IGNORECASE)
_OWN_INJURY = re.compile(r"\bhow did (?:you|he|she|they|(?:your|his|her|their) \w+) (?:hurt|injure|cut|burn|break|twist|sprain|do)\b", re.IGNORECASE)
#: Pain spoken of in general ("when people are in a lot of pain, ..."), the lead-in to another question.
_OTHERS_PAIN = re.compile(r"\b(?:people|patients|someone|somebody|anyone|folk|many)\b[^.?!]{0,30}?\bin (?:a lot of |so much |much |that much |this much |such |real |constant )?pain\b",
                          re.IGNORECASE)
#: A sensation tied to passing urine ("burning when you pee"): a urinary symptom, not what the pain is like.
_PASSING_URINE = re.compile(r"(?:burn|sting|pain|hurt|sore)\w*[^.?!]{0,15}?\b(?:when|while|on|as) (?:you |he |she |they )?"
                            r"(?:pee|wee|urinat|pass(?:ing)? (?:water|urine)|go to the toilet)", re.IGNORECASE)
#: A symptom named as what a treatment was for or put on ("anything for her temperature?", "any cream on the rash?"): not asked about in its own right.
_FOR_THE = re.compile(r"\b(?:for|against|on|onto) (?:the|your|his|her|their|this|that)(?: \w+)?\s*$", re.IGNORECASE)
#: (bank 24, training) A symptom as what a remedy eased or brought down ("did frozen peas help the swelling?", "anything
#: to bring the fever down?"): what was tried for it, not whether there is one.
#: (bank 30, training) Whether what was taken helped ("what did you take, and did it help?"): a remedy tried, not an overdose.
_DID_IT_HELP = re.compile(r"\b(?:did|has|have|does|do) (?:it|that|they|those|any of (?:it|them|those)) (?:\w+ )?(?:help|work|ease|settle|touch|do anything|"
                          r"make (?:any|a|much) difference)\w*\b", re.IGNORECASE)
_EASED = re.compile(r"\b(?:help(?:s|ed)?(?: with)?|eas(?:e|es|ed)|settl(?:e|es|ed)|reliev(?:e|es|ed)|calm(?:s|ed)?|(?:to )?(?:bring|get|keep)) "
                    r"(?:the|your|his|her|their|this|that)(?: \w+)?\s*$", re.IGNORECASE)
_COMPLAINT_STRONG = re.compile(r"brought|bring|what'?s wrong|the matter|reason|here (?:for|today)|come in|happened|going on|problem",
                               re.IGNORECASE)
_MECHANISM_TOO = re.compile(r"how did|exactly|happened to (?:cause|bring on|do) |injur|hurt|accident|\bfall\b|\bfell\b|\btrip|\bslip|crash|knocked|\b(?:go|went|gone|going) over\b|twist|landed|got hurt|\bsee\b|\bsaw\b|witness|did (?:something|anything|anyone|someone) hit|"
                            r"happened to (?:your|his|her|their|the) (?:arm|leg|hand|foot|head|face|back|knee|ankle|wrist|shoulder|hip|finger|toe|eye|neck|elbow|chest|ribs?)s?\b",
                            re.IGNORECASE)
#: (bank 16, training) How it happened asked in its own words beside "what happened?" ("how your body took the hit —
#: what happened?"): the mechanism too, as the topic table words it.
_WHAT_HAPPENED = re.compile(r"\bwhat(?:'s| has)? happened\b", re.IGNORECASE)
#: "Anything like that", "any other ...": words a question about another topic uses too; the symptom
#: checklist is asked only with its own words (symptoms, noticed, anything else wrong).
_GENERIC_STRONG = re.compile(r"symptoms?|noticed|along with|associated|how else|otherwise|else (?:going on|bothering|wrong|different|"
                             r"changed|that'?s come|not right|you'?ve noticed)|other (?:problems|complaints)|(?<!\bor )anything else\s*[?.,]",
                             re.IGNORECASE)
#: A bare safety question ("are you safe?") is read for both self-harm and abuse; these words say which one it is.
_SAFETY_SELF = re.compile(r"yourself|himself|herself|themselves|themself|suicid|\blife\b|\bdie\b|dying|alive|(?:worth|in|on|keep|stop|of) living|harm|"
                          r"overdos|tablets|pills|wake up|go on|end (?:it|things)|better off|risk to", re.IGNORECASE)
_SAFETY_OTHERS = re.compile(r"\bat home\b|where (?:you|he|she|they)(?:'re| are|'s| is)? (?:living|live|stay)|\b(?:anyone|anybody|someone|"
                            r"somebody|partner|husband|wife|boyfriend|girlfriend|family|people|relationship)\b|live with|stay tonight|"
                            r"somewhere safe|safe place|threaten", re.IGNORECASE)
#: The start of a question: the half before a dash that the half after it completes.
_QUESTION_START = re.compile(r"^\W*(?:(?:and|so|ok(?:ay)?|right|now|roughly|approximately|exactly|honestly|really|just),?\s+)?(?:any|anything|anyone|anybody|is|are|was|were|do|does|did|have|has|had|"
                             r"can|could|would|will|what(?:'s)?|where(?:'s)?|when|how|why|which|who|scale|on a scale|rate|if|ever)\b",
                             re.IGNORECASE)
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'"})
#: A title's full stop ("Mrs. Brooks") ends no sentence: it is dropped before the text is split into sentences.
_TITLE = re.compile(r"\b(Mrs|Mr|Ms|Mx|Dr|Miss|St)\.(?=\s+[A-Z])")
_SPOKEN_DID = re.compile(r"\b(how|when|where|what|why)'d\b", re.IGNORECASE)  # "how'd it happen?"
#: (bank 24, training) The patient named to a companion ("what knocked Mr Costa over?", "does Mr Takahashi use ...?", "What did
#: Ms Varga take ...?"): read as the pronoun, which every topic's patterns know, as the object after a preposition or a verb
#: that takes one, else as the subject; "'s" before a noun is the possessive.
_NAMED = re.compile(r"(?:\b(\w+)\s+)?\b(Mr|Mrs|Ms|Miss|Mx) (?:[A-Z][a-z]+ (?=[A-Z][a-z']))?[A-Z][\w-]*(?:'[A-Z][\w-]*)?('s\b)?(?:\s+(\w+))?")
#: The sex a title says, for its pronouns (``Pronouns.for_sex``; "Mx" none, so "they").
_TITLE_SEX = {"mr": "M", "mrs": "F", "ms": "F", "miss": "F", "mx": None}
_TAKES_OBJECT = re.compile(r"(?:to|with|for|at|from|about|on|by|of|into|onto|near|like|than|behind|beside|towards|over|under|around|"
                           r"hit|hurt|give|gave|get|got|tell|told|ask|see|saw|seen|help|bring|brought|make|made|let|keep|kept|take|took|put|"
                           r"send|sent|find|found|push|knock|call|visit|meet|met|know|knew|watch|leave|left|show|pick|bit|stung|struck|cut|"
                           r"attack|threaten|harm|treat|drive|drove|catch|caught|\w{2,}ed)", re.IGNORECASE)
_HAS_NOT_OF = re.compile(r"been|got|had|taken|gone|fallen|done|said|told|not|never|always|ever|still|just|on|in|off|out|up|down|here|there|"
                         r"a|an|the|very|quite|really|so|too|\w+ing|\w+ed", re.IGNORECASE)


def _named_as_pronoun(text: str) -> str:
    def pronoun(match: re.Match[str]) -> str:
        before, title, owned, after = match.group(1), match.group(2).lower(), match.group(3), match.group(4)
        p = Pronouns.for_sex(_TITLE_SEX[title])
        if owned and not (after and _HAS_NOT_OF.fullmatch(after)):
            said = p.possessive
        elif owned:
            said = p.subject + "'s"
        else:
            said = p.object if before and _TAKES_OBJECT.fullmatch(before) else p.subject
        return (f"{before} " if before else "") + said + (f" {after}" if after else "")
    return _NAMED.sub(pronoun, text)


#: (bank 33, training) The patient named by a first name alone to a companion ("how did Tomasz burn his hand?", "has Tomasz
#: said whether his pain burns or aches?"): after a verb that asks, or a word that asks, and before the next word, read as the
#: pronoun a later "his" or "her" gives ("they" without one), which every topic's patterns know. A word the topic table or
#: the concepts know ("has Warfarin ever ...", "is Ventolin helping") or a name of the calendar stays a word.
_FIRST_NAMED = re.compile(r"\b(did|does|do|has|have|had|is|was|were|can|could|would|will|should|how|when|where|what|why|whether|if)"
                          r"\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?=\s+[a-z])")
_NOT_A_NAME = re.compile(r"(?:i|god|jesus|christ|christmas|easter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|"
                         r"march|april|may|june|july|august|september|october|november|december|english|british)", re.IGNORECASE)
_HIS_OR_HER = re.compile(r"[^.?!]*?\b(his|him|himself|her|hers|herself)\b", re.IGNORECASE)
#: (bank 37, training) The patient named as the one a trouble is with ("what's been bothering Tariq since he came off the
#: water?", "what's wrong with Aroha?"): read as the object pronoun, which a later "he" or "she" gives.
_FIRST_NAMED_TROUBLED = re.compile(r"\b(bothering|troubling|worrying|upsetting|ailing|wrong with|the matter with|happened to|up with)"
                                   r"\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?=\s+[a-z]|\s*[?,.!]|\s*$)")
_HE_OR_SHE = re.compile(r"[^.?!]*?\b(he|his|him|himself|she|her|hers|herself)\b", re.IGNORECASE)


def _first_name_as_pronoun(text: str) -> str:
    def pronoun(match: re.Match[str]) -> str:
        asking, name = match.group(1), match.group(2)
        if _NOT_A_NAME.fullmatch(name) or asked_topics(name) or detect(name):
            return match.group(0)
        later = _HIS_OR_HER.match(text, match.end())
        sex = None if later is None else ("M" if later.group(1).lower().startswith("hi") else "F")
        return f"{asking} {Pronouns.for_sex(sex).subject}"

    def troubled(match: re.Match[str]) -> str:
        troubling, name = match.group(1), match.group(2)
        if _NOT_A_NAME.fullmatch(name) or asked_topics(name) or detect(name):
            return match.group(0)
        later = _HE_OR_SHE.match(text, match.end())
        sex = None if later is None else ("F" if later.group(1).lower().startswith(("s", "her")) else "M")
        return f"{troubling} {Pronouns.for_sex(sex).object}"
    return _FIRST_NAMED_TROUBLED.sub(troubled, _FIRST_NAMED.sub(pronoun, text))


#: A dropped "g" as typed or spoken ("comin on", "anythin from the doctor"): the few words questions use, so that
#: words ending in "-in" (begin, aspirin, insulin) stay as they are.
_DROPPED_G = re.compile(r"\b(anyth|someth|noth|everyth|com|go|tak|feel|hurt|gett|hav|do|us|drink|smok|sleep|work|walk|talk|eat|"
                        r"start|bleed|throw|keep|putt|think|mov|happen|giv|breath|spread|shoot|throbb|ach|expect|carry|bring|tell|burn|cough|vap|"
                        r"boak|pass|fall|check|pain|bother|mess|fool|lov)in'?(?![\w'])", re.IGNORECASE)
#: Words of a region or of speech for the plain ones a question is read in ("owt regular from the doctor's", "doing summat to
#: yourself", "whaddya here for"): each said back as the word it stands for, so every topic's patterns hear it.
_SPOKEN_WORDS = {"owt": "anything", "aught": "anything", "nowt": "nothing", "summat": "something", "summit": "something",
                 "sumfin": "something", "somefink": "something", "anyfink": "anything", "nuffin": "nothing",
                 "whaddya": "what are you", "whaddaya": "what are you", "wotcha": "what are you", "whatcha": "what are you",
                 "d'ya": "do you", "d'you": "do you", "didja": "did you", "didya": "did you", "ya": "you", "yer": "your", "ye": "you",
                 # round 2026-12n (training on bank 10): Caribbean, Scots, West Country, Black Country and Nigerian words
                 "yuh": "you", "yuhself": "yourself", "wha": "what", "mek": "make", "smaddy": "somebody", "mi": "me", "di": "the", "dis": "this", "dat": "that", "weh": "where",
                 "deh": "there", "tek": "take", "wid": "with", "fi": "for", "ony": "any", "onything": "anything",
                 "onybody": "anybody", "onyone": "anyone", "tae": "to", "fae": "from", "whit": "what", "hame": "home",
                 "dae": "do", "o'": "of", "wi'": "with", "ee": "you", "'ome": "home", "'ave": "have", "'ospital": "hospital",
                 "wetin": "what", "ain't": "isn't", "gieing": "giving", "yuself": "yourself", "yerself": "yourself",
                 # banks 13 and 14 (training): Hawaiian pidgin ("anyting fo' da pain"), West Country "'ee" (you), East
                 # Midlands "frit" (frightened), South African "klap" (slap)
                 "da": "the", "anyting": "anything", "someting": "something", "fo'": "for", "'ee": "you", "frit": "frightened",
                 "klap": "slap", "klapped": "slapped", "klapping": "slapping",
                 # bank 15 (training): Scots ("ye've thought aboot takin' yir ain life", "bang yir heid", "sair")
                 "ye've": "you've", "ye're": "you're", "ye'd": "you'd", "ye'll": "you'll", "aboot": "about", "yir": "your",
                 "ain": "own", "oot": "out", "doon": "down", "heid": "head", "sair": "sore", "hoose": "house",
                 "yirsel": "yourself", "yersel": "yourself", "yersel'": "yourself", "hissel": "himself", "hersel": "herself",
                 # bank 23 (training): Australian "ozzy" (hospital), Geordie "bairn" (baby), "giz" (give us)
                 "ozzy": "hospital", "hozzy": "hospital", "bairn": "baby", "giz": "give me",
                 # (bank 31, training) "ticker" is the heart ("any trouble with your ticker in the past?")
                 "ticker": "heart", "tickers": "hearts",
                 # bank 24 (training): Brummie "babby" (baby), and cockney rhyming slang for the body and for being dead
                 # ("your boat race", "down the apples and pears", "wishing you were brown bread")
                 # (never a slang that is also a food: "mince pies" may be what one is allergic to)
                 "babby": "baby", "babbies": "babies", "boat race": "face", "apples and pears": "stairs", "brown bread": "dead",
                 "loaf of bread": "head", "north and south": "mouth", "plates of meat": "feet", "gregory peck": "neck",
                 "hampstead heath": "teeth",
                 # (bank 25, training) Yorkshire "thee" and "thy" (you, your), "tha" (you)
                 "thee": "you", "thy": "your", "thysen": "yourself", "tha": "you",
                 # (bank 27, training) Yorkshire and East Midlands "-sen" for "-self" ("hurt yersen", "did he do it hissen?")
                 "yersen": "yourself", "yoursen": "yourself", "yersens": "yourselves", "hissen": "himself", "hersen": "herself",
                 "theirsens": "themselves", "theirsen": "themselves", "missen": "myself",
                 # (bank 28, training) Black Country "yow" (you), "yow'm" (you're), "dow" (don't), "afore" (before), "loike" (like),
                 # "gooin'" (going; never "goo", which may be what oozes from a wound)
                 "yow": "you", "yow'm": "you're", "yowm": "you're", "dow": "don't", "afore": "before", "loike": "like", "gooing": "going",
                 # (bank 36, training) Geordie "gan" (go: "how did you gan and hurt yourself, pet?")
                 "gan": "go", "gans": "goes", "ganning": "going",
                 # (bank 37, training) Bristol "gert" (very: "is it gert painful?"), New Zealand "mahi" (work), East Midlands
                 # "jitty" (an alley) and "nesh" (feeling the cold: "feeling nesh, all shivery?")
                 "gert": "very", "mahi": "work", "jitty": "alley", "jitties": "alleys", "nesh": "shivery",
                 # (bank 39, training) Scots "whit's" (what's: "whit's wrang wi' ye?"), Jamaican "pon" (on: "yuh fall pon di
                 # step?") and "sinting" (something)
                 "whit's": "what's", "pon": "on", "sinting": "something", "sinting'": "something",
                 # (bank 40, training) Yorkshire "t'" (the: "owt for t' pain?", "where's t' pain?") and Southern US "y'all" (you:
                 # "what brings y'all in?")
                 "t'": "the", "y'all": "you", "ya'll": "you", "yall": "you",
                 # (bank 43, training) Pittsburgh "yinz" (you: "what brings yinz in?") and "n'at" (and that, closing a list),
                 # Appalachian "spicket" (a tap), Cockney rhyming "Britneys" (Britney Spears, beers)
                 "yinz": "you", "yins": "you", "younz": "you", "n'at": "and that", "spicket": "tap", "spickets": "taps",
                 "britneys": "beers",
                 # (bank 45, training) Jamaican "inna" (in: "come up inna bumps") and "tun" (turn: "tun yuh belly"), Scots "aff"
                 # (off: "come aff yer bike"), and "clobbered" (hit hard: "what did you get clobbered with?"; "clobber", one's
                 # gear, stays)
                 # (bank 47, training) "bonce" and "noggin" are the head ("across the whole of your bonce?")
                 "bonce": "head", "noggin": "head",
                 "inna": "in", "tun": "turn", "tunned": "turned", "aff": "off", "clobbered": "hit", "clobbering": "hitting"}
_SPOKEN = re.compile(r"(?<![\w'])(" + "|".join(re.escape(word) for word in _SPOKEN_WORDS) + r")(?![\w'])", re.IGNORECASE)
#: "whaddya" is "what do you" before a verb that is not being somewhere ("whaddya reckon", "whaddya take for it").
_WHAT_DO_YOU = re.compile(r"\bwhat are you (?=(?:reckon|think|mean|take|took|want|need|use|usually|normally|have|call|do)\b)", re.IGNORECASE)
#: "whaddya got goin' on" is "what have you got going on" (banks 13 and 14, training).
_WHAT_HAVE_YOU = re.compile(r"\bwhat are you (?=got\b)", re.IGNORECASE)


#: A dropped "g" marked by its apostrophe ("knockin'", "givin'", "endin'"): unambiguous for any verb, unlike the bare "-in".
_MARKED_DROPPED_G = re.compile(r"\b([a-z]{2,})in'(?![\w'])", re.IGNORECASE)
#: Words of a region that mean a plain word only in their place in the question (round 2026-12n, bank 10): "have yer bin
#: sick" (been, not a bin), "am yer" (are you), Scots "the night" / "the day" / "the now" closing a clause (tonight, today,
#: now; "in the night" stays), "fur it" (for it, not an animal's fur), Caribbean "a hurt" (is hurting).
_SCOTS_TIME = {"night": "tonight", "day": "today", "now": "now"}


def _going_on(doer: str, stem: str, final_e: str) -> str:
    """(bank 32, training) Jamaican "anybody a trouble yuh": "anybody is troubling you" ("a hit": "is hitting", "a see": "is
    seeing"); ``stem`` is the verb less a final "e", which "-ing" drops after a consonant."""
    if final_e and stem.endswith("e"):
        stem += final_e  # "see"
    elif not final_e and re.fullmatch(r"[^aeiou]*[aeiou][bdgmnprt]", stem):
        stem += stem[-1]  # "hit": "hitting"
    return f"{doer} is {stem}ing"
#: (bank 39, training) The speaker searching for a word mid-question ("what's the word", "what do you call it").
_WORD_SEARCH = (r"(?:what(?:'s| is) the (?:word|term|name)(?: for (?:it|them|that))?|what (?:do|d') (?:you|ya|they) call (?:it|them|that|those)|"
                r"what(?:'s| is| are) (?:it|they|those) called|how (?:do|would) (?:you|i) (?:say|put) it)")
_SPOKEN_PHRASES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = tuple((re.compile(pattern, re.IGNORECASE), plain) for pattern, plain in (
    # (banks 13 and 14, training) "yer" after a verb or before a verb is "you", not "your": "what's happened to yer that's
    # brought yer in", "give yer a hidin'", "how'd yer do it" ("yer mum" stays "your mum")
    (r"\b(brought|bring|brings|bringing|got|get|gets|give|gives|gave|given|giving|hit|told|tell|make|made|let|help|helped|ask|asked|"
     r"call|called|see|saw|seen|sent|send|took|take|taken|to|for|with|at)\s+yer\b(?=\s+(?:in|on|out|up|down|off|over|here|there|that|"
     r"a|an|to|into|home)\b|\s*[?,.!\u2014\u2013]|\s*$)", r"\1 you"),
    (r"\byer\b(?=\s+(?:do|did|go|get|take|took|need|want|think|know|feel|fall|fell|mean|reckon|use|see|bang|land|trip|slip|come|"
     r"came|manage|end|remember)\b)", "you"),
    # (banks 13 and 14, training) the Hawaiian pidgin past "wen" before a verb ("what wen bring you in", "you wen take
    # anyting"): "did" ("wen" for "when" stands before a subject or an auxiliary, and stays)
    (r"\bwen\b(?=\s+(?!(?:did|do|does|was|is|were|are|has|have|had|you|he|she|it|they|i|we|the|your|his|her|this|that)\b)[a-z])", "did"),
    (r"\b(you|yer|ye|yuh|ee|have|'ave|has|he|she|they)\s+bin\b(?=\s+\w)", r"\1 been"),
    (r"\bam (?:yer|ya|yow)\b", "are you"),
    # (bank 28, training) Black Country "Ow am ya?" (how are you), "ow bad" (how bad): the dropped h of "how" before a verb or
    # a word of how much
    (r"(?<![\w'])ow\b(?=\s+(?:am|are|is|was|were|did|do|does|long|bad|much|many|often|far)\b)", "how"),
    # (bank 28, training) Bristol "where's it to?" (where is it?)
    (r"\bwhere(?:'s| is) (it|he|she|that|the pain|your pain) to\b", r"where is \1"),
    (r"\byer (?=not\b|on\b|in\b|still\b|feeling\b|allergic\b|pregnant\b|hurt)", "you're "),
    (r"\byer\b(?=\s+(?:bin|been|had|got|ever|about|around|up|over|off|down|out)\b|\s*[?,.!])", "you"),
    (r"(?<!\bin )(?<!\bduring )(?<!\bat )(?<!\bthrough )(?<!\ball )(?<!\bevery )(?<!\blast )(?<!\bof )(?<!\bfor )\bthe (night|day|now)\b(?=\s*(?:[?,.!;\u2014\u2013-]|$))",
     lambda match: _SCOTS_TIME[match.group(1).lower()]),
    (r"\bfur (?=it\b|this\b|that\b|the\b|your\b|yer\b|his\b|her\b)", "for "),
    # bank 15 (training): Jamaican "tin" (thin) the blood, and "yuh" before a thing of one's own ("yuh blood", "yuh belly")
    # is "your" ("yuh tek" stays "you take")
    (r"\btin\b(?=\s+(?:yuh|yu|you|your|di|the|him|her|his|dem|their)\s+blood\b)", "thin"),
    (r"\b(?:yuh|yu)\b(?=\s+(?:blood|head|chest|belly|tummy|stomach|back|foot|feet|leg|legs|arm|arms|hand|hands|heart|pressure|"
     r"sugar|tablets|pills|medicine|pickney|baby|family|man|woman|partner|period|skin|eye|eyes|"
     # (bank 39, training) one's life ("yuh ever think of ending yuh life?"), and one's own (yuh own life, yuh own body)
     r"life|own|body|heart|breath|neck|face|mouth|throat|tummy|knee|ankle|wrist|shoulder|hip|ribs|side)\b)", "your"),
    (r"\ba hurt\b", "is hurting"),
    # (bank 32, training) Jamaican "wha mek" (why, what made: "wha mek yuh come to the hospital?"), and the "a" before a verb
    # that makes it go on now, after one who does it ("anybody a trouble yuh?": is anybody troubling you); "a trouble"
    # after any other word stays a noun
    (r"\b(?:wha|wah|weh) mek\b", "what made"),
    # (bank 39, training) Jamaican "bun" (burn) done to one ("it a bun yuh when yuh pee?": is it burning you), never the bun of a bun in
    # the oven; and "it" as the doer of the "a" that makes a verb go on, before a Jamaican "yuh" ("it a stab yuh": it is
    # stabbing you; "was it a seven you said?" stays)
    # (bank 45, training) Jamaican "lick" (hit: "somebody a lick yuh?"), as the verb after "a" before the one hit
    (r"(?<=\ba )lick\b(?=\s+(?:yuh|yu|you|him|her|dem|them|mi|me)\b)", "hit"),
    (r"\bbun\b(?=\s+(?:yuh|you|him|her|mi|me|dem)\b)", "burn"),
    (r"\b(it|di pain)\s+a\s+(?!lot\b|bit\b|little\b|few\b|couple\b)([a-z]{2,}?)(e?)(?=\s+(?:yuh|yu|dem|mi)\b)",
     lambda match: _going_on(*match.groups())),
    (r"\b(anybody|anyone|somebody|someone|smaddy|nobody|him|her|dem|he|she|they|(?:yuh|your|di|the) (?:man|woman|partner|husband|wife|"
     r"boyfriend|girlfriend|baby father|baby mother|family|people|fada|father|madda|mother))\s+a\s+(?!lot\b|bit\b|little\b|few\b|couple\b)"
     r"([a-z]{2,}?)(e?)(?=\s+(?:yuh|you|him|her|dem|them|mi|me|yuhself|yourself)\b)",
     lambda match: _going_on(*match.groups())),
    # (bank 11, training) a question asked again as what was said: "how did you say you hurt your wrist?"
    (r"\b(how|what|when|where|why) (?:did|do) (?:you|ya|ye) say (?:that )?(you|he|she|they|it)\b", r"\1 \2"),
    # (bank 11, training) a dropped h written with an apostrophe: "anybody at 'ome 'urtin' you?" (home, hurting)
    (r"(?<![\w'])'((?:ome|urt|ave|avin|as|ad|is|er|im|ead|ospital|eart|elp|appen|it|ere|ow|oldin|urry)\w*)",
     lambda match: "h" + match.group(1)),
    # (bank 25, training) Scots and Irish "wee" for small before a thing ("a wee tumble", "a wee something for the pain", "a
    # wee swally"): not passing urine ("need a wee?", "a wee sample" stay); "a wee one" is a child, and stays for pregnancy
    (r"\bwee\b(?=\s+(?:bit|while|something|anything|thing|things|tumble|fall|knock|bump|bang|drink|drinks|dram|swally|nip|sip|lad|lass|boy|"
     r"girl|man|woman|moment|minute|second|tablet|tablets|pill|pills|smoke|puff|cut|graze|scratch|look|question|chat|word|spot|dose|"
     r"painkiller|painkillers|paracetamol|sleep|rest|lie-down|trip|slip|accident|scrape|bruise|swelling|lump|cough|cold|temperature|"
     # (bank 28, training) Ulster "a wee tipple", "your wee finger", "wee yellow book", "wee bits of bother", "a wee baby"
     r"tipple|finger|fingers|hand|yellow|book|bits|bother|baby|worry|worries|dizzy|sore|low|down)\b)", "little"),
    # (bank 42, training) the nurse thinking aloud mid-question ("were you, let's see, going fast?", "do you take, let's see,
    # anything for it?"): read without it, so its commas do not part the verb from the rest
    (r"\s*,\s*let(?:'s| us) see\s*,\s*", " "),
    # (bank 43, training) and the nurse choosing words mid-question ("are you, how shall I put it, seeing anyone?", "do you
    # use, how can I say this, anything to relax?"): read without it, as "let's see" is
    (r"\s*,\s*how (?:shall|should|can|could|do|might) (?:i|we) (?:put|say|phrase|word) (?:it|this|that)(?: delicately| nicely)?\s*,\s*", " "),
    # (bank 42, training) a word of the patient's echoed and asked back ("Everywhere, how do you mean, head to toe or just one
    # spot?"): the echo stays, it names what is asked; "how do you mean" itself asks nothing (not how an injury came about)
    (r"(?<=\w)\s*,\s*how do you mean\s*,\s*(?=\w)", ", "),
    # (bank 43, training) the echo asked back with "in what way" ("Dizzy, in what way, spinning or faint?"): the same
    (r"(?<=\w)\s*,\s*in what (?:way|sense|respect)\s*,\s*(?=\w)", ", "),
    # (bank 43, training) "take me back to" is "talk me through", the nurse asking to hear a moment told again ("take me back
    # to the moment it started"): a request to describe, no going back asked
    (r"^\W*take (?:me|us) (?:back )?(?:to|through)\b", "talk me through"),
    # (bank 43, training) the subject named first with "on the subject of" ("On the subject of the cough, is it worse at
    # night?"): read as the subject named before a dash is, so the question that points back to it takes its topic
    (r"^\W*(?:on|about|regarding|coming (?:back )?to|back to) the (?:subject|topic|matter|question) of ([^,?.!]{2,50}?)\s*,\s*(?=\w)", r"\1 — "),
    # (bank 42, training) "paint me a picture of" is "describe", said as a request to tell about something
    (r"\bpaint (?:me|us) a (?:quick |little |rough )?picture of\b", "describe"),
    # (bank 43, training) "something chronic" after a verb of hurting ("is it aching something chronic?"): British for
    # badly, no long-standing illness asked
    (r"\b(hurt\w*|ach\w*|pain\w*|sting\w*|throb\w*|kill\w*|itch\w*|burn\w*) something (?:chronic|rotten|terrible|awful|fierce|shocking|wicked)\b",
     r"\1 badly"),
    # (bank 43, training) a check-back closing a statement ("You fell off the ladder, have I got that straight?", "..., have I
    # got that right?"): the statement is what is asked, read as a question, as "is that right?" is
    (r"\s*,\s*(?:have i|did i|i'?ve) (?:got|get|understood|heard) (?:that|this|it|you|things|everything) (?:straight|right|correct|correctly)\s*(?=\?)", ""),
    # (bank 43, training) a first name's pain ("is Bronwen's pain in her chest?"): the pain asked about, the name its owner
    (r"(?-i:\b[A-Z][a-z]+)'s (?=(?:pain|ache|headache|soreness|hurt|injury|wound|rash|swelling)\b)", "the "),
    # (bank 44, training) a hedge between commas mid-question ("did you, as it were, try anything?", "is it, so to speak, a
    # sharp pain?"): read without it, as "let's see" is
    (r"\s*,\s*(?:as it were|so to speak|in a manner of speaking|if you will|shall we say)\s*,\s*", " "),
    # (bank 44, training) the subject picked up again with "picking up on" ("Picking up on your asthma, which inhaler do you
    # use for it?", "Following up on the bleeding, ..."): read as the subject named before a dash is, as "on the subject of" is
    # ("going back to ..." keeps its own reading, bank 42)
    # (a medicine picked up on stays the subject of its own question, "the ibuprofen, how much did you take?": what was tried)
    (r"^\W*(?:picking up on|following up on|circling back to) ((?:the|your|his|her|their|that|this) "
     r"(?:[\w-]+ )?(?:ibuprofen|paracetamol|painkillers?|pain relief|tablets?|pills?|medic\w*|meds|aspirin|codeine|co-codamol|nurofen|"
     r"calpol|inhaler|spray|puffer|cream|dose|doses))\s*,\s*(?=\w)", r"\1, "),
    (r"^\W*(?:picking up on|following up on|circling back to) ((?:the|your|his|her|their|that|this) "
     r"[^,?.!]{2,40}?)\s*,\s*(?=\w)", r"\1 — "),
    # (bank 44, training) a companion asked whether they saw something with "catch" ("did you catch how she fell?"): saw
    (r"\b(did|do) (you|he|she|they|anyone|anybody) (?:catch|clock) (?=(?:how|what|whether|if|who)\b)", r"\1 \2 see "),
    # (bank 44, training) Singlish and Malay "kena" (to suffer something: "how you kena hit?", "she kena burn"): got
    (r"\bkena\b", "got"),
    # (bank 44, training) Northern "owt else" after a verb of hurting ("does it hurt owt else, like your back?"): anywhere else,
    # the place asked ("does anything else hurt?" stays)
    (r"\b(hurt|hurts|ache|aches|sore) (?:owt|aught|anything) else\b", r"\1 anywhere else"),
    # (bank 25, training) Irish "at all at all": only the weight of "at all"
    (r"\bat all at all\b", "at all"),
    # (bank 40, training) Yorkshire "tha" after its verb ("has tha had owt?", "is tha allergic?", "does tha take owt?"): the
    # verb as it goes with "you" ("have you had anything?"), so the patterns that start with the verb hear it
    (r"\b(?:has|hast)\s+(?:tha|thee|thou)\b", "have you"), (r"\b(?:is|art)\s+(?:tha|thee|thou)\b", "are you"),
    (r"\bwas\s+(?:tha|thee|thou)\b", "were you"), (r"\b(?:does|dost)\s+(?:tha|thee|thou)\b", "do you"),
    # (bank 40, training) a filler "like" between commas after a word that cannot end a list ("is it, like, more in your
    # chest?", "are you on, like, any medicines?"): read without it ("headaches, like, migraines?" keeps its examples)
    (r"(?<![\w'-])(is|are|was|were|do|does|did|has|have|had|it|you|he|she|they|on|been|get|got|taken|tried|the|any|your|his|her)"
     r"\s*,\s*like\s*,\s*", r"\1 "),
    # and before a word that cannot start an example ("is the pain, like, more in your back?")
    (r"\s*,\s*like\s*,\s*(?=(?:more|mostly|mainly|any|really|just|kind of|sort of|all|right|in|on|at|from|first|actually|quite|"
     r"very|so|too|properly|totally|literally|ever|still|been|got|had|going|getting|feeling)\b)", " "),
    # (bank 40, training) a companion's fellow named with where they are from ("how did Priya from the bakery hurt her wrist?",
    # "did your mate from the five-a-side team black out?"): read without the place, so the name or "your mate" stands
    # before its verb as a pronoun would ("a lift from the station" has no person before it, and stays)
    (r"\b((?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)|(?:your|his|her|their) (?:friend|teammate|team-mate|colleague|workmate|co-worker|"
     r"neighbou?r|mate|pal|flatmate|housemate|roommate|classmate|boss|manager|foster (?:son|daughter|child)))"
     r" from (?:the |a |his |her |their |your )?(?:[a-z-]+ ){0,2}?(?:station|team|firm|cafe|church|work|school|hostel|club|factory|office|"
     r"shop|pub|gym|site|ward|home|college|uni|university|estate|centre|center|group|choir|class|band|mosque|temple|synagogue|depot|"
     r"garage|farm|warehouse|bakery|restaurant|bar|practice|surgery|next door|down the road|upstairs|downstairs|the road|street|"
     r"building|block|flat|base|unit|yard|stables|kitchen|salon|market|library|gurdwara|chapel|parish)\b(?=\s+[a-z])", r"\1"),
    # (bank 40, training) "any stuff" for any medicine or anything taken ("are you on any stuff from the doctor?"): anything
    (r"\bany stuff\b(?! (?:like|such as)\b)", "anything"),
    # (bank 25, training) Yorkshire "ey up" (hello) before the question
    (r"^\W*ey up\b,?", "hello,"),
    # (bank 27, training) a Singlish or Malaysian particle closing a clause ("don't be scared lah, ...", "you vomit already
    # ah?", "so painful meh?"): only the clause's tone
    (r"\s+(?:lah|leh|lor|meh|ah|hor)\b(?=\s*[,?.!])", ""),
    # (bank 37, training) a hesitation between the words of a question ("do you take, erm, anything for your thyroid?"): read
    # without it, so its commas do not part the verb from what is taken ("er" stays: it may be the ER)
    # (bank 38, training) and the word said again after it, a restart ("did the, uh, the car hit you?"): read once, so the
    # question is read as it would be said without the stumble
    (r"(?<![\w'-])([a-z]+)\s*,?\s+(?:erm+|um+|uh+|ehm|errm+),?\s+\1(?![\w'-])", r"\1"),
    # (bank 39, training) a word searched for between commas ("is it in your, what do you call it, your left side?", "were the
    # burns, what's the term, intentional?"): read without the search, and the word said again after it once
    (r"(?<![\w'-])([a-z]+)\s*,\s*" + _WORD_SEARCH + r"\s*,\s*\1(?![\w'-])", r"\1"),
    (r"\s*,\s*" + _WORD_SEARCH + r"\s*,\s*", " "),
    (r"\s*(?:,\s*)?(?<![\w'-])(?:erm+|um+|uh+|ehm|errm+)(?![\w'-])(?:\s*,)?(?=\s)", ""),
    # (bank 45, training) a word of the patient's narrowed with "as in" ("Sore, as in aching, or as in stinging?", "Earlier, as
    # in this morning or last night?"): read as "when you say sore, do you mean ...", which asks what the word was said of
    (r"^(\W*)([a-z][\w'-]*(?: [\w'-]+){0,2}),\s*as in\b", r"\1When you say \2, do you mean"),
    (r"(?<=\S),?\s+or as in\b", " or"),
    # (bank 45, training) Scots "wi" (with: "any bother wi yer chest?"); "wi-fi" stays
    (r"\bwi\b(?![-'])", "with"),
    # (bank 45, training) Jamaican order of a question, the verb after its subject ("how yuh did drop?", "when she did fall?"):
    # read in the plain order ("how did you drop?"); "how you did it" keeps its own
    (r"^(\W*)(how|when|where|why|what) (yuh|yu|you|he|she|dem|they) (did|do|does) (?!(?:it|that|this|so|them|to|for|with|about|at|in|on|not|n't)\b)(?=[a-z])",
     r"\1\2 \4 \3 "),
    # (bank 45, training) a cream slapped or slathered on ("have you slapped on any cream?"): put on; a slap on the face stays
    (r"\b(?:slapp(?:ed|ing)|slaps?|slather(?:ed|ing)?|plaster(?:ed|ing)|lash(?:ed|ing)) on\b(?= (?:any|some|a bit of|a load of|cream|gel|"
     r"ointment|lotion|balm|sudocrem|savlon|vaseline|deep heat|voltarol|ibuleve|anything|something)\b)", "put on"),
    # (bank 45, training) one's regulars (the regular medicines: "have you had your regulars today?")
    (r"\b(your|his|her|their) regulars\b", r"\1 regular medicines"),
    # (bank 45, training) "feel frighten" in Caribbean English: frightened
    (r"\b(feel|feels|feeling|felt) frighten\b", r"\1 frightened"),
    # (bank 46, training) a filler between commas that only softens the question ("are you here, basically, because of the
    # pain?", "does it feel, honestly, like a burn?"): read without it, so the verb keeps what follows it
    # ("actually" stays: it opens a question withdrawn, "did you cut, actually, scratch that, ...")
    (r"\s*,\s*(?:basically|essentially|honestly|generally|in short|so to speak|as it were|more or less|in a nutshell)\s*,\s*"
     r"(?!(?:scratch that|let me (?:rephrase|reword)|or rather)\b)", " "),
    # (bank 46, training) a word of the patient's narrowed with "meaning" ("Rough, meaning achy, or meaning you can't stand?"):
    # as "as in" is, read as "when you say rough, do you mean ..." ("meaning to" keeps its intent)
    (r"^(\W*)([a-z][\w'-]*(?: [\w'-]+){0,2}),\s*meaning\b(?!\s+to\b)", r"\1When you say \2, do you mean"),
    (r"(?<=\S),?\s+or meaning\b(?!\s+to\b)", " or"),
    # (bank 46, training) a sense asked for before a question word ("Any sense of who did this?"): the question itself
    (r"^(\W*)any (?:sense|notion|inkling) (?:of |at all )?(?=(?:who|what|when|where|why|how|which)\b)", r"\1"),
    # (bank 46, training) "clean" as "right" after its object ("knocked him clean off his feet", "thrown clean over the
    # bonnet"): only the weight of the movement
    (r"\b(you|him|her|them|me|it) clean (off|over|out of|through|across)\b", r"\1 \2"),
    # (bank 46, training) a plaster or a dressing stuck or popped on ("did you stick a plaster on it?"): put on
    (r"\b(?:stick|stuck|sticking|pop|popped|popping|slap|slapped) (a|an|any|some|the) (plaster|bandage|dressing|band-?aid|steri-?strips?|sticking plaster)\b",
     r"put \1 \2"),
    # (bank 47, training) a word of the patient's narrowed with "how" before the options ("Sore how, aching, or stinging?",
    # "Helped how, it went, or it eased?"): as "as in" and "meaning" are, read as "when you say sore, do you mean ..."
    (r"^(\W*)(?!(?:and|so|now|but|exactly|just|roughly|then|okay|ok|right|well|anyhow|somehow|or|see)\b)([a-z][\w'-]*) how\s*,\s*(?=\S[^?]*\bor\b)",
     r"\1When you say \2, do you mean "),
    # (bank 47, training) the subject named first with "about" ("Now, about your knee, is it the inside?", "About the burns,
    # what caused them?"): read as the subject named before a dash is, as "on the subject of" is (bank 43); a medicine named
    # stays the subject of its own question, as "picking up on" leaves it (bank 44)
    (r"^\W*(?:(?:now|so|right|okay|ok|and),?\s+)?(?:about|regarding|as for|as regards) ((?:the|your|his|her|their|that|this|those|these) "
     r"(?:[\w-]+ )?(?:ibuprofen|paracetamol|painkillers?|pain relief|tablets?|pills?|medic\w*|meds|aspirin|codeine|co-codamol|nurofen|"
     r"calpol|inhaler|spray|puffer|cream|dose|doses))\s*,\s*(?=\w)", r"\1, "),
    (r"^\W*(?:(?:now|so|right|okay|ok|and),?\s+)?(?:about|regarding|as for|as regards) ((?:the|your|his|her|their|that|this|those|these) "
     r"[^,?.!]{2,40}?)\s*,\s*(?=\w)", r"\1 — "),
    # (bank 47, training) "you know" as a filler between commas ("did the rash, you know, come up fast?"): read without it, as
    # "basically" is ("you know" that asks, "do you know whether ...", is read apart, _ASKED_WHETHER)
    (r"\s*,\s*(?:you know|y'know|ya know|you see|i mean|like I say|like i said)\s*,\s*", " "),
    # (bank 47, training) "op" for an operation ("ever had an op on your stomach?", "any ops in the past?")
    (r"\b(an|any|the|your|his|her|their|previous|past|other|big|major|minor|last|first|recent) op\b(?![-'])", r"\1 operation"),
    (r"\b(any|the|your|his|her|their|previous|past|other|big|major|minor|recent) ops\b(?![-'])", r"\1 operations"),
))


#: A sentence the nurse leaves open for the patient to finish (bank 15, training): "For the pain so far you've taken…?",
#: "Along with the pain, you've also noticed...?" ask what, as "... taken what?" would.
_HELD_OPEN = re.compile(r"(\w)\s*(?:\u2026|\.{2,})\s*\?")


#: A relative by marriage ("what has your father-in-law had for his headache?", bank 16, training): one word, as the
#: patterns read "your husband".
_IN_LAW = re.compile(r"\b([a-z]+)-in-law\b", re.IGNORECASE)


#: (bank 24, training) A question word run into its "have" or "are" ("what've you had for it?", "what're you on?").
_WH_CONTRACTED = re.compile(r"\b(what|how|where|who|why|when|which)'(ve|re)\b", re.IGNORECASE)
_WH_FULL = {"ve": "have", "re": "are"}
#: (bank 24, training) A mild oath that only gives the next word weight ("what's blooming wrong?", "is the flipping pain
#: worse?"): read without it. Only after a word it can follow as such ("is he blinking?" keeps its blink).
_INTENSIFIER = re.compile(r"((?:'s|'re|\bis|\bare|\bthe|\ban?|\bso|\btoo|\ball)\s+)(?:blooming|flipping|flaming|ruddy|freaking|frigging|flippin|bloomin)\s+(?=\w)",
                          re.IGNORECASE)
#: (bank 24, training) An aside between commas straight after the question word ("What, in your own words, is the
#: matter?", "When, roughly speaking, did it start?", "What else, apart from the pain, ..."): the question is read whole,
#: the aside after it, so neither loses its words.
_WH_ASIDE = re.compile(r"(?:^|(?<=[.!?] ))(\W*)(what(?: else)?|when|where(?:abouts)?|how(?: (?:bad|much|long|often|far|many))?|why|who)\s*,\s*"
                       r"([^,?.!]{2,40}?)\s*,\s*((?:is|are|was|were|do|does|did|have|has|had|would|could|can|will|should|might)\b[^,?.!]*)(?=\?)",
                       re.IGNORECASE)


#: (bank 25, training) A tag question: a statement put to the patient and asked back with a short tag ("Pretty bad at the
#: moment, is it?", "Started this morning, did it?", "Fell over something, did you?", "Got worse, has it?"): read as the
#: question it stands for ("is it pretty bad at the moment?", "you fell over something?"), so each topic's patterns hear it.
#: Not a question that asks in its own right before the tag ("What happened, did you?").
_TAG_QUESTION = re.compile(r"(?:^|(?<=[.!?] ))(\W*)(?!(?:what|where|when|how|why|who|which|is|are|was|were|do|does|did|have|has|had|can|could|"
                           r"would|will|any|anything|anyone|anybody)\b)([a-z][^,?.!]{2,60}?),\s*(is|was|are|were|has|have|had|does|do|did|"
                           r"isn't|wasn't|aren't|weren't|hasn't|haven't|doesn't|don't|didn't)\s+(it|that|you|he|she|they|there)\s*\?", re.IGNORECASE)
_NOT = "n't"
#: (bank 40, training) A question opened in the negative ("Isn't it any better since you lay down?", "Doesn't your partner let
#: you see your friends?", "Haven't you had any pain relief?"): it asks what the plain question asks, and is read as that
#: ("is it any better ...?"), so the patterns written for the plain opener hear it. Only the verbs of being, having and doing
#: before a subject and more words: "can't", "won't" keep their sense, and a tag ("..., isn't it?") is read as one above.
_NEGATIVE_OPENER = re.compile(r"(?:^|(?<=[.!?,] ))(\W*)(is|are|was|were|do|does|did|has|have|had)n't(?=\s+(?:it|you|he|she|they|there|that|this|"
                              r"(?:your|his|her|their|the) [a-z]+|anyone|anybody|someone|somebody)\s+[a-z])", re.IGNORECASE)
_SUBJECT_FIRST = re.compile(r"(?:you|he|she|it|they|there|that|this|i|we)\b|\w+'(?:s|re|ve)\b", re.IGNORECASE)


def _untagged(match: re.Match[str]) -> str:
    lead, said, verb, subject = match.group(1), match.group(2), match.group(3).lower(), match.group(4).lower()
    if _SUBJECT_FIRST.match(said):
        return f"{lead}{said}?"  # "You fell, did you?"
    said = said[0].lower() + said[1:]
    if verb.startswith(("do", "did")):
        return f"{lead}{subject} {said}?"  # "Fell over something, did you?": "you fell over something?"
    return f"{lead}{verb.removesuffix(_NOT)} {subject} {said}?"  # "Pretty bad, is it?": "is it pretty bad?"


#: (bank 28, training) The nurse checking back what it believes ("Correct me if I'm wrong, but you've had depression?", "Am I
#: right that the pain is over your hip?", "Am I right in thinking you went over the handlebars?"): read as the question it
#: puts, its subject and verb turned round where they can be ("have you had depression?", "is the pain over your hip?").
_CHECKING_BACK = re.compile(r"(?:^|(?<=[.!?] ))(\W*)(?:correct me if (?:i'?m|i am) wrong|am i right(?: (?:that|in thinking(?: that)?|to think(?: that)?))?|"
                            r"(?:is it|am i) (?:right|correct|true) (?:that|to say(?: that)?)|(?:i|we) take it(?: that)?|"
                            # (bank 32, training) "Just so I've got it straight, you had about six cans, is that right?"
                            r"(?:just )?so (?:i'?ve|i have|i) (?:got|get|have) (?:it|this|that|things) (?:straight|right|clear)|(?:just )?to be (?:clear|sure)|"
                            r"if (?:i'?ve|i have) (?:got|understood) (?:it|this|that|you) (?:right|correctly))\s*,?\s*(?:but|and|that)?\s*"
                            r"(?:((?:you|he|she|it|they|this|that|(?:the|your|his|her|their) [a-z]+))(?:\s+(is|are|was|were|would|(?:has|have|had)(?=\s+(?:been|got|had|done|seen|made|told|taken|felt|kept|lost|hurt|cut|fallen|\w+ed)\b))\b|('s|'re|'ve|'d)\b))?",
                            re.IGNORECASE)
_CONTRACTED = {"'s": "is", "'re": "are", "'ve": "have", "'d": "would"}


def _checked_back(match: re.Match[str]) -> str:
    lead, subject, verb, short = match.group(1), match.group(2), match.group(3), match.group(4)
    if not subject:
        return lead
    if verb or short:
        said = verb or _CONTRACTED[short.lower()]
        if short and short.lower() == "'s" and subject.lower() in ("he", "she", "it") and re.match(r"\s+(?:been|had|got)\b", match.string[match.end():]):
            said = "has"
        return f"{lead}{said} {subject}"
    return f"{lead}{subject}"


#: (bank 40, training) A question withdrawn mid-sentence and put again ("Is it sore, let me rephrase, where does it hurt
#: most?", "Did he trip, or rather, how did he end up on the floor?"): what is asked is the question put again, where that
#: is a question in itself and the withdrawn words asked only about the trouble itself. One that leans on the withdrawn
#: words ("Are you pregnant, let me rephrase, is there any chance you could be?") or whose withdrawn words name a drug, a
#: medicine or a matter of the background ("Is it cannabis, scratch that, what have you taken tonight?") is read whole.
_REPHRASED = re.compile(r"^[^.?!]*?,\s*(?:let me (?:rephrase|reword|put (?:it|that) (?:another|a different|differently) ?(?:way)?|"
                        r"(?:try|ask) (?:it|that) (?:again|another way|differently))(?: that)?|or rather|scratch that)\s*,\s*(?=\S)",
                        re.IGNORECASE)


#: The topics whose words, withdrawn, still give the question put again its subject.
_LENDS_A_SUBJECT = frozenset({"substance", "smoking", "ingestion", "pregnancy", "medications", "anticoagulants", "allergies",
                              "history", "treatment", "abuse", "self_harm"})


def _put_again(text: str) -> str:
    match = _REPHRASED.search(text)
    # (bank 45, training) a self-harm act withdrawn ("Did you cut, scratch that, how did you hurt yourself?") lends its subject
    if match and asked_topics(text[match.end():]) and not asked_topics(text[:match.end()]) & _LENDS_A_SUBJECT \
            and not _WITHDRAWN_SELF_HARM.match(text):
        again = text[match.end():]
        return again[0].upper() + again[1:]
    return text


def _plain_words(text: str) -> str:
    text = _put_again(text)
    text = _CHECKING_BACK.sub(_checked_back, text)
    text = _IN_LAW.sub(r"\1_in_law", _HELD_OPEN.sub(r"\1 what?", text))
    text = _MARKED_DROPPED_G.sub(r"\1ing", text)
    text = _WH_ASIDE.sub(r"\1\2 \4, \3", _INTENSIFIER.sub(r"\1", text))
    text = _WH_CONTRACTED.sub(lambda match: f"{match.group(1)} {_WH_FULL[match.group(2).lower()]}", text)
    for pattern, plain in _SPOKEN_PHRASES:
        text = pattern.sub(plain, text)
    text = _SPOKEN.sub(lambda match: _SPOKEN_WORDS[match.group(1).lower()], text)
    text = _NEGATIVE_OPENER.sub(r"\1\2", _TAG_QUESTION.sub(_untagged, text))
    return _WHAT_HAVE_YOU.sub("what have you ", _WHAT_DO_YOU.sub("what do you ", text))


#: A question that points back to the nurse's statement before it ("Is anything like that going on?", "Any of that?").
_POINTS_BACK = re.compile(r"\b(?:anything|something|any) (?:like (?:that|this)|of (?:that|this|those|the sort)|of that sort)\b|"
                          # round 2026-12n (bank 10): "has that crossed your mind?", "is that something you've done?", "is that how you'd put it?"
                          r"\b(?:has|have|did|does) (?:that|this|it) (?:ever )?(?:cross(?:ed)?|come into|enter(?:ed)?) (?:your|his|her|their) (?:mind|head)\b|"
                          # (banks 13 and 14, training) "has that been in your heart?"
                          r"\b(?:has|have|is|was) (?:that|this|it) (?:ever )?been (?:in|on) (?:your|his|her|their) (?:heart|mind|head|thoughts)\b|"
                          r"\bis (?:that|this) (?:something|anything) (?:you|he|she|they)(?:'ve| have|'s| has|'d| had)? (?:ever )?(?:done|felt|thought|tried|had)\b|"
                          r"\bis (?:that|this) how (?:you|he|she|they)(?:'d| would)? (?:put|describe|say|call) it\b|"
                          r"\b(?:is|was|has) (?:any ?thing |some ?thing )?(?:like )?(?:that|this) (?:going on|happening|happened|the case)\b|"
                          r"\b(?:go|going|run|running|look|looking|talk|talking) (?:me )?through (?:them|those|these)\b", re.IGNORECASE)
def _points_back(part: str) -> bool:
    """A question that names nothing of its own but what the statement before it said ("Is anything like that going
    on?"), as against one that names its own symptom ("Any vomiting or anything like that?")."""
    return bool(_POINTS_BACK.search(part)) and not (set(asked_topics(part)) - {"associated"}) \
        and not any(probe.asked.search(part) for probe in _PROBES)


#: A bare list of options that completes the question before it ("— meds, foods, bee stings?"): short items, no verb of a question;
#: (bank 17) the last may sum the rest up ("— meds, nuts, any of that stuff?").
_OPTIONS = re.compile(r"^\W*(?:(?:or|and|like|such as|say|e\.?g\.?),?\s+)?(?!(?:is|are|was|were|do|does|did|have|has|can|could|would|will|what|where|when|"
                      r"how|why|which|who|any|anything)\b)[a-z][\w'-]*(?:\s+[\w'-]+){0,2}(?:\s*,\s*(?:or\s+|and\s+)?"
                      r"(?:any(?:thing)? (?:of|like) (?:that|this|those)(?:\s+[\w'-]+)?|[a-z][\w'-]*(?:\s+[\w'-]+){0,2}))+\s*[?.]?\s*$",
                      re.IGNORECASE)


#: A clause of the nurse's own before a colon ("Let's start at the beginning: ...", "I ask everyone this: ..."),
#: as against the options a question lists before it ("Burning, stabbing, aching: which fits best?").
_OWN_CLAUSE = re.compile(r"\b(?:i|i'm|i've|we|we're|we've|let's|let me|you're|you are|this|it's|that's|there's|sorry)\b", re.IGNORECASE)
_COLON = re.compile(r":\s+")


def _preamble_apart(part: str) -> list[str]:
    """The part split at a colon whose left side is a statement of the nurse's own and whose right
    side is a question in itself: the preamble is context, not what is asked."""
    match = _COLON.search(part)
    if match and _OWN_CLAUSE.search(part[:match.start()]) and _QUESTION_START.match(part[match.end():]):
        return [part[:match.start()] + ".", part[match.end():]]
    return [part]


#: A reason of the nurse's own before a comma ("So we can judge whether the painkillers work, ...", "It changes what medicines
#: are safe, so ...") or a statement turned from with "but" ("Your GP's letter mentions falls, but what's brought you in?"):
#: why it is asked, or what the nurse knows, not what is asked.
_REASON = re.compile(r"^\W*(?:given\b(?! (?:(?:you|him|her|them|me) )?(?:anything|something|any|some|a|an|much|pain ?relief|painkillers?|paracetamol|ibuprofen|medic\w*|tablets?|morphine|oxygen)\b)|(?:the )?reason i ask\b|so (?:that )?(?:i|we) (?:can|could|know)|so (?:that )?(?:the (?:team|doctors?|nurses?|staff|ward|consultant|surgeons?)|everyone|they) (?:can|could|know|will know|are able to)\b|(?:just )?(?:to|in order to) (?:see|judge|check|know|work out|figure out|help|decide|make sure)|"
                     # (bank 41, training) what the answer is for ("To pick the right painkiller, ...", "To keep you safe on the ward,
                     # ..."): no painkiller asked, no safety ("Seeing as ..." is a premise, _PREMISE_FIRST: a blood thinner named stays)
                     r"(?:just )?(?:to|in order to) (?:pick|choose|select|find|plan|keep (?:you|him|her|them)(?: \w+){0,3} safe)\b|"
                     r"because|since|(?:it|this|that) (?:changes|affects|matters|decides|helps|makes a difference)|"
                     # (bank 31, training) what the nurse sees or was told, set first: "Looking at how swollen it is, ...",
                     # "Judging by how he came off the pitch, ..."
                     r"(?:looking at|judging (?:by|from)|going (?:by|off)) (?:how|what|the|your|his|her|their|that|this|all)\b|"
                     # (banks 13 and 14, training) what comes first or is known, set before the question: "Before we give you
                     # anything for that pain, ...", "Apart from the tablets for your thyroid, ...", "With the tummy pain you've got, ..."
                     r"before (?:i|we)|(?:apart|aside) from|besides|other than|(?:leaving|setting|putting) (?:\w+ ){0,4}?aside|"
                     r"(?:what )?with (?:the|your|his|her|their|all|this|that)|"
                     # (bank 16, training) the scene set first: "While you're shivering under there, what does the pain feel like?"
                     # (bank 17) or by what the nurse is doing meanwhile: "While I take your temperature, how bad is the pain?"
                     r"while (?:you|he|she|they|i|we)(?:'re| are| were| was|'s| is|'m| am)?|"
                     # (bank 21, training) the nurse's own doing or the patient's place, set first: "While the finger-prick
                     # bleeds a little, ...", "Lying on the trolley, ...", "Phone down a sec, ..."
                     r"while (?:the|this|that|your|his|her|their) [\w-]+(?: \w+){0,4}(?=,)|(?:lying|sitting|standing|resting) (?:on|in|there|here|back)\b|"
                     r"phone (?:down|away)|"
                     # (bank 19, training) or by the pause in the patient's trouble: "In between retching, what does the pain feel like?"
                     r"(?:in )?between (?:\w+ing|heaves|retches|bouts|waves|breaths|sips|contractions|coughs|(?:the|your|his|her|their) \w+)|"
                     # (bank 20, training) or by a reading of the nurse's instruments: "Your temperature's up on the thermometer, ...",
                     # "The cuff's reading a bit low, ...", "Thermometer done, ...": what the nurse measured, not what is asked
                     r"(?:(?:the|your|his|her|their) )?(?:temperature|temp|thermometer|cuff|blood pressure|bp|pulse|heart ?rate|sats|oxygen(?: levels?)?|"
                     r"ecg|weight|scales?|obs|observations|monitor|reading)(?: reading)?(?:'s| is| was| reads?| reading| has| will| done| shows?| says| looks?| came back))\b", re.IGNORECASE)
_TURN = re.compile(r",\s+(?:but|so)\s+(?=\S)|,\s+(?=\S)", re.IGNORECASE)


def _reason_apart(part: str) -> list[str]:
    """The part split at a comma whose left side is a reason or a statement of the nurse's own and whose right side is a
    question in itself ("..., so have you used anything recreational today?"): the left side is context, not what is asked."""
    for match in _TURN.finditer(part):
        left, right = part[:match.start()], part[match.end():]
        turned = match.group().strip(", \t").lower() in ("but", "so")
        if not right.rstrip().endswith("?") or not _QUESTION_START.match(right) or _QUESTION_START.match(left):
            continue
        if _REASON.match(left) or (turned and not _REQUEST.search(left)):
            return [left + ".", right]
    return [part]


#: A short naming of what is asked about before a dash ("Your last period — when did it start?", "That ankle — is it the
#: outside?"): a noun phrase with no verb, which the question after it points back to ("it", "that", "which one"), so the
#: two are read as one. A statement ("Your husband's muddled today — ...", "Since you've banged your head — ...") is not one.
_NAMED_FIRST = re.compile(r"^\W*(?:(?:the|that|this|your|his|her|their|today'?s|and|now|okay|ok)\s+)*[\w'-]+(?:\s+(?:of|on|in|for|to|with|at)?\s*[\w'-]+){0,4}\s*$",
                         re.IGNORECASE)
_NOT_NAMED = re.compile(r"\b(?:i|i'm|i've|i'll|we|we're|we've|let's|let me|sorry|thanks?|thank you|hello|hi|okay|ok|right|alright|well|so)\s*$|"
                        r"^\W*(?:i|i'm|i've|i'll|we|we're|we've|let's|let me|sorry|thanks?|thank you|hello|hi|hey|good|welcome|you|you've|you're|"
                        r"you'd|he|he's|she|she's|they|they're|it|it's|there|there's|that's|this is|since|so|because|as|if|when|after|before)\b|"
                        r"\b(?:is|are|was|were|been|be|has|have|had|do|does|did|said|mentioned|told|says|feels?|felt|seems?|looks?|gone|got)\b|"
                        r"'(?:ve|re|d|ll)\b|n't\b|\w's\s+(?:a|an|quite|very|really|too|so|bit|not|just|still|now|\w+(?:ed|y|ing|en))\b", re.IGNORECASE)
#: (bank 17) "them", "those" point back to a plural named first ("These wounds on your wrist — did you make them yourself?").
_POINTED_BACK = re.compile(r"\b(?:it|its|that|this|one|there|them|these|those)\b", re.IGNORECASE)


def _named_first(part: str, question: str) -> bool:
    return bool(_NAMED_FIRST.match(part)) and not _NOT_NAMED.search(part) and not _QUESTION_START.match(part) \
        and question.rstrip().endswith("?") and (bool(_POINTED_BACK.search(question)) or len(question.split()) <= 4)


#: (bank 18, training) A statement of the nurse's own before a semicolon ("Your hand's swollen; what did you do to it?",
#: "Pain that drags on wears people down; have you wished you were dead?"): what the nurse knows or says, not what is asked.
_SEMICOLON = re.compile(r";\s+")
_NAMES_BACK = re.compile(r"\b(?:that|this|those|these) (?!(?:is|was|are|were|has|had|have|would|will|you|he|she|they|it|i|we)\b)[a-z]+|"
                         r"\belse\b|\bother\b",  # "fever, vomiting, dizziness; what else have you noticed?": besides those
                         re.IGNORECASE)


def _statement_apart(part: str) -> list[str]:
    """The part split at a semicolon whose left side is no question and whose right side is a question in itself."""
    match = _SEMICOLON.search(part)
    if match and part.rstrip().endswith("?") and _QUESTION_START.match(part[match.end():]) \
            and not _QUESTION_START.match(part[:match.start()]) and not _REQUEST.search(part[:match.start()]) \
            and not _SCALE.search(part[:match.start()]) and not _NAMES_BACK.search(part[match.end():]):
        # "picture a line where zero is no pain; where on that line are you?": a question on what the statement set out

        return [part[:match.start()] + ".", part[match.end():]]
    return [part]


def _scan(text: str) -> tuple[str, str]:
    """The sentences that ask something (a question, a request), and every sentence but procedures
    and thanks: a question that points back ("Is that how you've been feeling?") is read with the
    sentence before it."""
    asking, said = [], []
    told = ""  # the last statement of the nurse's own, which a question may point back to
    text = _RESUMED.sub("", text).strip() or text
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        parts = [piece for part in re.split(r"\s+[\u2014\u2013]\s+", sentence) for stated in _statement_apart(part)
                 for pre in _preamble_apart(stated) for piece in _reason_apart(pre) if piece.strip()]
        # A dash inside a question joins its halves when the first is the question's own start
        # ("Anything you're allergic to — medicines, food?", "Scale of one to ten — where are you?");
        # a preamble before it ("I've got your name — what's the problem?") or a procedure stays apart.
        # So does a bare list of options after it ("You allergic to anything — meds, foods, stings?") and a
        # question that points back to the half before it ("Peanuts, eggs, wasp stings — anything like that?").
        joined: list[str] = []
        for part in parts:
            if joined and not _PROCEDURE.search(joined[-1]) and not _PROCEDURE.search(part) and (
                    (not joined[-1].rstrip().endswith("?") and _QUESTION_START.match(joined[-1]))
                    or _OPTIONS.match(part) or _points_back(part) or _named_first(joined[-1], part)):
                joined[-1] = f"{joined[-1]} {part}"
            else:
                joined.append(part)
        asked = [part for part in joined if part.rstrip().endswith("?") or (_REQUEST.search(part) and not _PROCEDURE.search(part))]
        # "If someone were hurting you, we could help. Is anything like that going on?": what "like that" points to is asked too
        asking += [f"{told} {part}" if told and _points_back(part) else part for part in asked]
        kept = [part for part in joined if not _PROCEDURE.search(part) and not re.search(r"\bthank", part, re.IGNORECASE)]
        said += kept
        told = kept[-1] if kept and not asked else ""
    return " ".join(asking or said), " ".join(said)


#: How an injury came about, asked of the one injured ("how did you hurt yourself?", "how'd you go and do that to yourself?").
# (bank 30, training) "how'd you end up hurting yourself?": the -ing form after "end up" too
_HOW_DID_IT = re.compile(r"\bhow did (?:you|he|she|they) (?:go and |manage to |end up |ended up |come to )?(?:hurt(?:ing)?|injur(?:e|ing)|harm(?:ing)?|cut(?:ting)?|burn(?:ing)?|do (?:that|this|it)|doing (?:that|this|it))\b",
                         re.IGNORECASE)
#: An allergy the nurse says back before asking what it does ("So penicillin gives you a rash — ...").
_ALLERGY_TOLD = re.compile(r"allerg|\b(?:penicillin|\w+cillin|sulfa|sulpha|codeine|morphine|latex|nuts?|peanuts?|shellfish|iodine)\b[^.?!]{0,20}?\b(?:gives?|gave|brings?|brought|makes?|made)\b",
                           re.IGNORECASE)
#: A drug screen of the blood or the urine ("if I checked your blood for drugs"): no question about bleeding or peeing.
_DRUG_SCREEN = re.compile(r"\b(?:test|tested|testing|screen\w*|check\w*|sample\w*|dip\w*)\b[^.?!]{0,25}?\b(?:blood|urine|wee|pee)\b|"
                          r"\b(?:blood|urine|wee|pee)\b[^.?!]{0,10}?\b(?:tests?|screens?|samples?)\b", re.IGNORECASE)
#: What set a rash or a swelling off, as an allergy question names it ("ever come out in a rash after a medicine?").
_ALLERGY_CAUSE = re.compile(r"allerg|react|\bafter\b|\bfrom\b|medic|\bfoods?\b|\beat|tablet|pill|drug|antibiotic|penicillin|anything|something|"
                            r"sting|\bnuts?\b|latex|\bever\b|\bto\b|happens|\b(?:take|took|taking|given|have|had) (?:it|them|that|one)\b|"
                            # (bank 24, training) "what happened when you took the amoxicillin, rash or swelling?"
                            r"\w+cillin\b|\bwhen (?:you|he|she|they) (?:took|had|tried|were given|was given)\b|"
                            # (bank 26, training) an insect's bite as a sting is ("do mosquito bites make you swell up?")
                            r"\bbites?\b|"
                            # (bank 31, training) a plaster or a sticky dressing ("do plasters bring you out in a rash?")
                            r"\bplasters?\b|\bdressings?\b|\badhesive\b|\btape\b|\belastoplast\b|"
                            # (bank 49, training) a food eaten as the cause ("did your throat swell when you ate it?")
                            r"\bwhen (?:you|he|she|they) (?:ate|drank)\b", re.IGNORECASE)


#: (bank 34, training) Self-harm named as such, or a harm done on purpose ("have you self-harmed recently?").
_SELF_HARM_NAMED = re.compile(r"\bself[- ]?(?:harm|injur)\w*|\bon purpose\b|\bdeliberately\b|\bintentionally\b", re.IGNORECASE)
#: (bank 34, training) Signs felt when going without a drink ("do you get shaky or sweaty if you go without alcohol?"): the
#: withdrawal, asked of the drinking, not symptoms of today's trouble.
_WITHOUT_A_DRINK = re.compile(r"\b(?:without|off|stop(?:s|ped|ping)?|cut(?:ting)? (?:down|back)(?: on)?|go(?:es|ing)? (?:a (?:day|night|while) )?without) "
                              r"(?:(?:a|any|your|his|her|their|the) )?(?:alcohol|drinks?|drinking|booze|the booze|the drink|a drink)\b", re.IGNORECASE)
#: A faint named as a time, not asked about: "before you passed out, did you have any chest pain?"
_BEFORE_THE_FAINT = re.compile(r"\b(?:before|just before|after|when|as) (?:you|he|she|they) (?:passed out|fainted|blacked out|collapsed|went down)",
                               re.IGNORECASE)


#: A rescue medicine used or given ("did you use the EpiPen?", "his nitro spray"): what was done, not an allergy question.
_RESCUE_USED = re.compile(r"\b(?:used|gave|given|tried|did (?:you|he|she|they|(?:your|his|her|their|the) \w+) (?:use|give|try|have))\b (?:the |your |his |her |their |an? |any |some )?"
                          r"(?:epi-?pens?|auto-?injectors?|adrenaline|epinephrine)\b", re.IGNORECASE)
#: Health apart from today's trouble ("anything about your health, besides what's going on today?"): not the complaint.
_APART_FROM_TODAY = re.compile(r"\b(?:besides|apart from|aside from|other than|outside (?:of )?|except)\s+(?:what(?:'s| is| has)?|this|today|the \w+ (?:today|now))\b",
                               re.IGNORECASE)
#: The patient's own doctor, and what it sees them for ("what does your regular doctor see you for?"): the background.
_OWN_DOCTOR = re.compile(r"\b(?:your|his|her|their) (?:own |regular |usual |normal |family |primary )?(?:doctor|gp|physician|doc|specialist|provider)s?\b",
                         re.IGNORECASE)
#: A disorder of the blood named as a condition ("sickle cell or any blood disorder?"): not a question about bleeding.
_BLOOD_CONDITION = re.compile(r"\bsickle\b|\b(?:blood|clotting|bleeding) (?:disorders?|diseases?|conditions?|problems)\b|haemophil|hemophil|thalass|"
                              r"von willebrand", re.IGNORECASE)
#: Others of the patient's age ("kids your age sometimes..."): a lead-in, not a question about age.
_PEERS = re.compile(r"\b(?:kids|people|children|others|men|women|girls|boys|folk|lads|teens?|teenagers|young people)(?: of)? your age\b", re.IGNORECASE)
_AGE_ASKED = re.compile(r"how old|date of birth|\bdob\b|when were you born|birthday|what(?:'s| is) (?:your|his|her|their) age", re.IGNORECASE)
#: When thoughts or urges began, not the complaint ("how long have you been having these thoughts?").
_THOUGHTS_WHEN = re.compile(r"\b(?:how long|when)\b[^.?!]{0,30}?\b(?:thoughts?|thinking|feelings?|feeling (?:like|this way)|urges?|felt (?:like|this way))\b",
                            re.IGNORECASE)
#: The time it began named as what the course is measured against ("compared with when it started").
_COMPARED_WITH_THEN = re.compile(r"\bcompar\w* (?:with|to) (?:when|how|the start|the beginning|earlier|before)\b|\bsince (?:it|this|that) (?:started|began|came on)\b[^.?!]{0,30}?\b(?:better|worse)\b",
                                 re.IGNORECASE)
#: What changes the pain, asked as such ("does anything make it better or worse?"): the modifiers, not the course.
_WHAT_CHANGES_IT = re.compile(r"\b(?:make|makes|made|making|help|helps|ease|eases|relieve|relieves|bring|brings|trigger\w*|set\w* (?:it|the pain) off|"
                              r"anything|something|when (?:you|he|she|they))\b", re.IGNORECASE)
#: Pain words of a question, apart from hurting oneself ("hurt themselves on purpose" is no pain question).
_PAIN_WORDS = re.compile(r"pain|(?<!to )hurt(?!\w* (?:your|him|her|them)sel(?:f|ves))|scale|score|number|out of", re.IGNORECASE)


#: (bank 19, training) "Describe" with an object of its own ("describe your past medical history", "describe how much you
#: drink in a week"): what is described is that, not what the pain is like.
_DESCRIBE_OTHER = re.compile(r"\bdescribe (?:(?:your|his|her|their|the) )?(?:(?:past|previous|medical|own|general|usual) )*(?:history|illness\w*|"
                             r"conditions?|operations?|health|drinking|smoking|drug use|medic\w*|allerg\w*|"
                             # (bank 47, training) the drinking or drug taking named as a use or intake ("describe your
                             # alcohol use over a week")
                             r"(?:alcohol|drink|drug|substance|cannabis|weed) (?:use|intake|consumption|habits?))\b|\bdescribe how (?:much|often|many)\b|"
                             # (bank 42, training) what happens in a reaction ("describe what happens when you're stung")
                             r"\bdescribe what happens (?:to (?:you|him|her|them) )?(?:when|if|after|whenever|once)\b",
                             re.IGNORECASE)
#: (bank 19, training) The daily needle that gives a blood thinner ("tablets or daily needles in the tummy"): how the thinner
#: is taken, not a word for the regular medicines.
_DAILY_JAB = re.compile(r"\b(?:daily|every ?day|regular) (?:needles?|injections?|jabs?|shots?)\b", re.IGNORECASE)
#: (bank 19, training) Medicines asked for by where they are kept at home ("what's in your bathroom cabinet that a doctor
#: prescribed you?"): the regular medicines, not what was tried for this.
_KEPT_MEDICINES = re.compile(r"\b(?:bathroom|medicine|kitchen) (?:cabinet|cupboard|drawer|shelf)\b|\bdosette\b|"
                             # (bank 23) "what medicines has he got with him in his room?": what he keeps, not what he tried
                             r"\b(?:got|has|have|carry|carries|carrying|brought|keeps?) (?:with|on) (?:you|him|her|them)\b", re.IGNORECASE)
#: (bank 20, training) What was tried or done to ease it, beside what was taken ("taken or tried so far", "taken or done to ease
#: this"): a remedy, not an overdose.
_TRIED_OR_DONE = re.compile(r"\b(?:taken|took|had) (?:or|and|and/or) (?:tried|done|used)\b|\bto (?:ease|settle|relieve|calm|help) (?:it|this|that|the pain)\b",
                            re.IGNORECASE)
#: A drug that is smoked named as what is smoked ("smoke cannabis", "smoking a joint", "weed you smoke").
_SMOKES_THE_DRUG = re.compile(r"\bsmok\w*\s+(?:any |some |a |the |much |your |his |her |their )?(?:cannabis|weed|pot|joints?|marijuana|crack|heroin|skunk|pakalolo)\b|"
                              r"\b(?:cannabis|weed|pot|joints?|marijuana|crack|heroin|skunk|pakalolo)\s+(?:(?:that |which )?(?:you|he|she|they) )?smok\w*\b",
                              re.IGNORECASE)
#: (bank 24, training) Since the trouble began ("what have you taken since it began?"): what was taken for it.
_SINCE_IT_BEGAN = re.compile(r"\bsince (?:it|this|that|the (?:pain|\w+))(?: first| all)? (?:started|began|begun|came on|kicked off|kicked in|flared up)\b",
                             re.IGNORECASE)
_FOR_THIS = re.compile(r"\bfor (?:it|this|that|the (?:pain|\w+))\b|\b(?:today|so far|already|yet)\b", re.IGNORECASE)
#: (bank 32, training) Which part is the swollen or sore one ("which joint is the swollen one?"): where, the swelling a premise.
_WHICH_ONE_IS = re.compile(r"\bwhich (?:joints?|knuckles?|fingers?|toes?|legs?|arms?|knees?|ankles?|feet|foot|hands?|wrists?|hips?|shoulders?|"
                           r"elbows?|eyes?|ears?|bits?|parts?|side) (?:is|are|was|were|looks?|feels?) (?:the )?(?:most )?(?:swollen|sore|painful|"
                           r"injured|hurt|tender|affected|puffy|red|bruised|stiff)\b", re.IGNORECASE)
#: (bank 32, training) A symptom named as the visit's reason ("is the rash the main reason you came in?", "you're here mainly about
#: the swollen ankle?"): the complaint, the symptom what it is checked against.
_MAIN_REASON = re.compile(r"\b(?:main|chief|real|biggest|only|whole) reason (?:(?:that |why )?(?:you|he|she|they)(?:'ve|'re|'s| have| are| is| has)? "
                          r"(?:came|come|coming|here|in|been brought)|for (?:coming|the visit|today)|you're here)\b|"
                          r"\b(?:here|in) (?:today |tonight )?(?:mainly|mostly|chiefly|primarily|largely|principally) (?:about|with|for|because of)\b|"
                          # (bank 41, training) the visit checked back plainly ("you're here about the headache, yeah?", "you've come in
                          # about your chest?")
                          r"\b(?:you(?:'re| are)|he(?:'s| is)|she(?:'s| is)|they(?:'re| are)) (?:here|in)(?: today| tonight)? (?:about|for|because of)\b|"
                          r"\b(?:you(?:'ve| have)?|he(?:'s| has)?|she(?:'s| has)?|they(?:'ve| have)?) (?:come|came|been brought|been sent) (?:in|here)(?: today| tonight)? (?:about|for|because of)\b|"
                          # (bank 40, training) a symptom named as the day's main worry ("is it the cough that's the main worry?", "is the
                          # rash your biggest concern?")
                          r"\b(?:is|was) (?:it|that|this) (?:the|your|his|her|their) [^.?!,]{1,30}? (?:that|which)(?:'s| is| was| has been) "
                          r"(?:the |your |his |her |their )?(?:main|chief|biggest|big|real|major|primary) (?:worry|concern|problem|issue|trouble)\b|"
                          r"\b(?:is|was) (?:the|your|his|her|their) [^.?!,]{1,30}? (?:the|your|his|her|their) (?:main|chief|biggest|big|real|major|primary) "
                          r"(?:worry|concern|problem|issue|trouble)\b",
                          re.IGNORECASE)
#: (bank 32, training) Something taken for a lasting condition, in the present ("if you take anything for your blood pressure"):
#: the regular medicines, not what was tried today.
_FOR_A_CONDITION = re.compile(r"\b(?:take|takes|taking|on|use|uses|using)\b (?:any(?:thing)?|something|any \w+|tablets?|pills?|medic\w*|meds) "
                              r"for (?:your|his|her|their) (?:high |low )?(?:blood pressure|bp|heart|thyroid|diabetes|sugars?|cholesterol|"
                              r"asthma|epilepsy|fits|arthritis|depression|anxiety|mood|nerves|copd|kidneys|prostate|bones|osteoporosis|"
                              r"migraines|reflux|gout|angina|af|atrial fibrillation|rhythm)\b(?! (?:pain|ache)\b)", re.IGNORECASE)


#: (bank 41, training) A faint asked in its past ("did he faint at the mosque?"): a blackout, not feeling faint.
_DID_FAINT = re.compile(r"\b(?:did|didn't) (?:you|he|she|they) (?:ever |just |actually )?faint\b", re.IGNORECASE)


#: The vomit's colour asked, the vomiting taken as given ("has the vomit been green?", "any green vomit?").
_VOMIT_COLOUR_ONLY = re.compile(r"\b(?:the|his|her|their|your|its|(?:\w+)'s) (?:vomit|sick|spew)\b[^?,;]{0,20}\b(?:green|bil(?:e|ious))\b|"
                                r"\b(?:green|bilious|bile-stained) (?:vomit|sick|spew)\b", re.IGNORECASE)


def _topics(scan: str) -> tuple[list[tuple[int, str]], list[Probe], re.Match[str] | None]:
    """The classifier's topics (its gates skip the ones whose words are absent), the symptom probes, and "any other symptoms"."""
    found = [(at, name) for at, name in first_topics(scan) if name != "associated"]
    probes = [probe for probe in _PROBES if probe.asked.search(scan)]
    if _BEFORE_THE_FAINT.search(scan):
        probes = [probe for probe in probes if probe.name != "consciousness"]  # "before you passed out, any chest pain?"
    if any(probe.name == "dizziness" for probe in probes) and _DID_FAINT.search(scan) \
            and not next(probe for probe in _PROBES if probe.name == "dizziness").asked.search(_DID_FAINT.sub(" ", scan)):
        probes = [probe for probe in probes if probe.name != "dizziness"]  # (bank 41) "did he faint?": the faint, not dizziness
    if any(probe.name == "green_vomit" for probe in probes) and _VOMIT_COLOUR_ONLY.search(scan):
        # "has his vomit been green?" asks its colour, never whether he vomits (2026-12ay ATS, training: "Yes, the vomiting I
        # mentioned, but no green vomit")
        probes = [probe for probe in probes if probe.name != "vomiting"]
    if any(probe.name == "petechiae" for probe in probes):
        probes = [probe for probe in probes if probe.name != "rash"]  # the glass test asks about those spots only
    generic = _GENERIC_SYMPTOMS.search(scan)
    if generic and any(name == "abuse" for _, name in found) and generic.group(0).lower().startswith("noticed"):
        generic = None  # (bank 23) "have you ever noticed anyone treating him badly?": what was seen, not the checklist
    return found, probes, generic


def _drop(found: list[tuple[int, str]], *names: str) -> list[tuple[int, str]]:
    return [(at, name) for at, name in found if name not in names]


def _resolve(scan: str, found: list[tuple[int, str]], probes: list[Probe],
             generic: re.Match[str] | None, context: str = "") -> tuple[list[tuple[int, str]], list[Probe], re.Match[str] | None]:
    """Overlaps between topics, decided by what the question means: "tablets to stop your blood
    clotting" asks about blood thinners, not the medicine list; "any medicine ever given you a bad
    reaction" about allergies; "anything taken for it" about what was tried, not the regular tablets."""
    found = shared_word_senses(scan, found, misuse=bool(_MISUSE.search(scan)))  # (bank 16) a night's shots, anti-clotting drugs
    found = _resolve_bank49_first(scan, found)  # (bank 49) read before the older rules drop the topic meant
    names = {name for _, name in found}
    if "medications" in names and "substance" not in names and _NIGHT_OUT.search(context) and not _MED_LIST.search(scan) \
            and not _MED_REGULAR.search(scan):
        # "You said you were at a party — did you take anything while you were there?": what was taken that night
        found = [(at, "substance" if name == "medications" else name) for at, name in found]
        names = {name for _, name in found}
    if "treatment" in names and _FIRST_AID_NAMED.search(scan):
        # "has a pressure bandage been put on the bite, and the limb kept still?": the first aid, not how it happened
        found = _drop(found, "mechanism", "character", "complaint")
        names = {name for _, name in found}
    if "treatment" in names and "onset" in names and _RINSED_HOW_LONG.search(scan):
        found = _drop(found, "onset")  # "has your eye been rinsed yet, and for how long?": the rinsing's length
        names = {name for _, name in found}
    if names == {"ingestion"} and _NIGHT_OUT.search(context) and not _OVERDOSE.search(scan):
        found = [(at, "substance") for at, _ in found]  # (bank 17) "joking about the party, but — what did you take last night?"
        names = {"substance"}
    if names == {"ingestion"} and (_TAKEN_AND_WHEN.search(scan) or _SAID_TOOK.search(scan)) and not _OVERDOSE.search(scan) \
            and not _NIGHT_OUT.search(context) \
            and not _substance_named(scan):
        found = [(at, "treatment") for at, _ in found]  # (bank 36, training) "what did you take, and roughly when?": what was tried
        names = {"treatment"}
    if {"ingestion", "substance"} <= names and _substance_named(scan) and not _OVERDOSE.search(scan):
        found = _drop(found, "ingestion")  # (bank 24) "what has he taken at the festival, drinks or drugs?": the drink and the drugs
        names.discard("ingestion")
    if not names and probes and not generic and all(p.name in ("rash", "swelling", "breathing", "nausea", "vomiting", "dizziness") for p in probes) \
            and _ALLERGY_TOLD.search(context) and not _ALLERGY_TOLD.search(scan):
        # "So penicillin gives you a rash — is that just a rash, or do you swell up?": what the allergy does
        found = [(min(m.start() for m in (p.asked.search(scan) for p in probes) if m), "allergies")]
        names, probes = {"allergies"}, []
    if "allergies" in names and any(p.name in ("rash", "swelling") for p in probes) and not _ALLERGY_CAUSE.search(scan) \
            and not _ALLERGY_TOLD.search(context):
        found = _drop(found, "allergies")  # "have you come out in any rash?": the rash itself, not what set one off
        names.discard("allergies")
    if "substance" in names and "anticoagulants" in names and re.search(r"\bfor (?:your|his|her|their|the) blood\b|tumm|belly|stomach|abdomen", scan, re.I) \
            and not re.search(r"\bdrugs\b|recreational|street|heroin|needles?", scan, re.I):
        found = _drop(found, "substance")  # "do you inject anything into your tummy every day for your blood?"
        names.discard("substance")
    if "substance" in names and probes and not generic and _WITHOUT_A_DRINK.search(scan):
        probes = []  # (bank 34, training) "shaky or sweaty if you go without alcohol?": the withdrawal, asked of the drinking
    if "substance" in names and _DRUG_SCREEN.search(scan):
        probes = [p for p in probes if p.name not in ("urine", "bleeding")]  # "if we tested your urine for drugs": a screen
    if "age" in names and _PEERS.search(scan) and not _AGE_ASKED.search(scan):
        found = _drop(found, "age")  # "kids your age sometimes hurt themselves": a lead-in
    if "allergies" in names and "treatment" in names and _RESCUE_USED.search(scan):
        found = _drop(found, "allergies")  # "did you use the EpiPen?": what was done for it
        names.discard("allergies")
    if "complaint" in names and "history" in names and (_APART_FROM_TODAY.search(scan) or _OWN_DOCTOR.search(scan)):
        found = _drop(found, "complaint")  # "your health, besides what's going on today", "what does your GP see you for"
    if "history" in names and "character" in names and not re.search(r"pain|hurt|ache|feel|like (?:a|an)\b|describe", scan, re.IGNORECASE):
        found = _drop(found, "character")  # "any problems, like sugar or pressure?": the blood pressure
    if "character" in names and len(names) > 1 and _DESCRIBE_OTHER.search(scan) and not re.search(r"pain|hurt|ache|feel|sore", scan, re.IGNORECASE):
        found = _drop(found, "character")  # (bank 19) "describe your past medical history", "describe how much you drink": not the pain
    if "history" in names and _BLOOD_CONDITION.search(scan):
        probes = [p for p in probes if p.name != "bleeding"]  # "sickle cell, or any blood disorder?"
        found = _drop(found, "anticoagulants")
    if "pregnancy" in names and "substance" in names and not _substance_named(scan):
        found = _drop(found, "substance")  # "using anything to keep from getting pregnant?"
    if "ingestion" in names and {"anticoagulants", "medications"} & names:
        found = _drop(found, "ingestion")  # "what time did you take your last dose of apixaban?": the regular medicine
    if "self_harm" in names and "onset" in names and (not _WHEN_ASKED.search(scan) or _THOUGHTS_WHEN.search(scan)):
        found = _drop(found, "onset")  # "in the past few weeks, have you wished you were dead?", "how long have you had these thoughts?"
    if "onset" in names and ({"abuse", "smoking", "substance"} & names) and _HOW_LONG_DOING.search(scan):
        found = _drop(found, "onset")  # (bank 39) "how long has he been hurting you?", "... been vaping?": how long it went on
    if "onset" in names and "character" in names and _EACH_WAVE.search(scan):
        found = _drop(found, "onset", "modifiers")  # (bank 39) "how long does each spasm go on?": the pain's pattern
    if "onset" in names and "allergies" in names and _REACTION_AFTER.search(scan):
        found = _drop(found, "onset")  # (bank 39) "how soon after the sting did you swell?": the reaction, not when this began
    if "pattern" in names and "character" in names and _CHANGED_IN_NATURE.search(scan):
        found = _drop(found, "pattern")  # (bank 39) "has the pain changed in its nature?": what it is like now
    if "medications" in names and len(names) > 1 and _OUR_MEDICINE.search(scan) and not _MED_LIST.search(scan) and not _MED_REGULAR.search(scan):
        found = _drop(found, "medications")  # "any chance of a pregnancy? I need to ask before I give you any medicines"
    if "baseline" in names and re.search(r"\b(?:along with|as well as|at the same time as|alongside|with (?:this|it|that|the \w+))\b", scan, re.IGNORECASE):
        found = _drop(found, "baseline")  # "more muddled than usual along with this?": a symptom beside the complaint
    elif "baseline" in names and not _MORE_THAN_USUAL.search(scan):  # "is this confusion new for her?" asks when, not
        probes = [p for p in probes if p.name != "confusion"]          # whether: the baseline answer says it
    if "baseline" in names and "onset" in names and not _ASKS_WHEN.search(scan):
        # "is the muddled feeling new, or have you been like this for a while?": new or usual, which the baseline answer
        # says; the onset told again after it was an echo (the 2026-12ar ATS transcripts, training)
        found = _drop(found, "onset")
    if "self_harm" in names:  # "cutting or burning yourself?" asks about harm, not a burning pain
        probes = [p for p in probes if p.name not in ("burning", "bleeding")]
        found = _drop(found, "character")
    if "abuse" in names and "severity" in names and not _PAIN_WORDS.search(scan):
        found = _drop(found, "severity")  # (bank 20) "does anyone at home stop you eating?": kept from food, not how bad a pain is
    if "abuse" in names and "medications" in names and re.search(r"\b(?:from|off) (?:you|him|her|them)\b|\bkeep(?:s|ing)? \w+ from\b|\bwithh[oe]ld",  # (bank 20)
                                                               scan, re.IGNORECASE):
        found = _drop(found, "medications")  # "is anyone taking your pension or your medication from you?"
    if "anticoagulants" in names and not re.search(r"for (?:it|this|that|the pain)\b(?! to thin)", scan, re.IGNORECASE):
        found = _drop(found, "treatment")  # "does he take something for it to thin the blood?"
    if "anticoagulants" in names:
        if not _MED_REGULAR.search(_DAILY_JAB.sub(" ", scan)):
            found = _drop(found, "medications")
        if not _BLEEDING_ASKED.search(scan):
            probes = [p for p in probes if p.name != "bleeding"]
    if "allergies" in names:
        if "anticoagulants" in names and _REACTION.search(scan) and not _THINNING.search(scan):
            found = _drop(found, "anticoagulants")  # "does aspirin ever set your chest off or bring you out in a rash?"
        if not _MED_LIST.search(scan) and not _MED_REGULAR.search(scan):
            found = _drop(found, "medications")
        if "substance" in names and not _substance_named(scan):
            found = _drop(found, "substance")
        if not generic:
            probes = [p for p in probes if p.name not in ("rash", "swelling", "airway_swelling", "breathing")]
    if "substance" in names and "onset" in names and _LAST_SUBSTANCE.search(scan):
        found = _drop(found, "onset")  # "when did you last have a drink?"
    if {"substance", "smoking"} & names and "onset" in names and _GAVE_UP.search(scan):
        found = _drop(found, "onset")  # (bank 41) "how long ago did you stop smoking?": when the habit ended
    if "medications" in names and "onset" in names and _STARTED_MEDICINE.search(scan):
        found = _drop(found, "onset")  # "have you started any new medicines lately?": a medicine begun, not the complaint
    named = min((at for at, name in found if name in ("anticoagulants", "medications")), default=None)
    if named is not None and any(name == "onset" for _, name in found):
        begun = _BEGUN_BEFORE.search(scan[:named])
        if begun and "onset" not in asked_topics(scan[:begun.start()] + " " + scan[named:]):
            found = _drop(found, "onset")  # (bank 33) "you started rivaroxaban after your heart rhythm problem?": the medicine begun
    if "fit_length" in names:  # "how long did the fit last?": its length, not whether there was one
        probes = [p for p in probes if p.name != "seizure"]
        if not ONSET_ASKED_WITH_LENGTH.search(scan):
            found = _drop(found, "onset")  # "how long was he out for?": the faint's length, not when it began
    if "abuse" in names and "substance" in names and _OTHERS_DRINKING.search(scan):
        found = _drop(found, "substance")  # "does anyone at home lash out when they've had a drink?"
    if "treatment" in names and probes:
        # "anything for her temperature?", "your spray for the chest pain", (bank 24) "did frozen peas help the swelling?":
        # what was done for the symptom
        probes = [p for p in probes if not ((m := p.asked.search(scan)) and (_FOR_THE.search(scan[:m.start()]) or _EASED.search(scan[:m.start()])))]
        if _KEPT_DOWN.search(scan):
            probes = [p for p in probes if p.name != "vomiting"]  # "managed to keep anything down — any tablets for the pain?"
    if "character" in names and probes:
        # "does it feel like pins and needles, or more like a burn?": a sensation offered as what the pain is like
        probes = [p for p in probes if not ((m := p.asked.search(scan)) and _FEELS_LIKE.search(scan[:m.start()]))]
    if "character" in names and any(p.name == "urine" for p in probes) and _PASSING_URINE.search(scan):
        found = _drop(found, "character")  # "any burning when you pee?"
    if "character" in names and "treatment" in names and _FOR_THE.search(scan[:min(at for at, name in found if name == "character")]):
        found = _drop(found, "character")  # "a Buscopan or anything for the cramps?": what the remedy was for
    if "anticoagulants" in names and "onset" in names and _LAST_DOSE.search(scan):
        found = _drop(found, "onset")  # "if you're on a blood thinner, when did you last take it?"
    if "allergies" in names and "treatment" in names and not re.search(r"for (?:it|this|that|the pain)", scan, re.IGNORECASE):
        found = _drop(found, "treatment")  # "before I give you anything, any allergies?"; "allergic to codeine?"
    if "substance" in names and "medications" in names and ((_substance_named(scan) and not _MED_LIST.search(scan)
                                                            and not _MED_REGULAR.search(scan)) or _NIGHT_OUT.search(scan)):
        found = _drop(found, "medications")  # "any coke, MDMA or pills tonight?", "did you take any pills at the rave?"
    if "history" in names and {"medications", "anticoagulants"} & names and (_TAKEN_FOR.search(scan) or _CONDITION_MEDICINE.search(scan)) \
            and not _HISTORY_ASKED.search(scan):
        found = _drop(found, "history")  # "what do you take for your health conditions?", "any thyroid tablets?"
    if "onset" in names and "treatment" in names and _TOOK_AS_TIME.search(scan) and re.search(r"\bwhen did|\bwhat time", scan, re.IGNORECASE):
        found = _drop(found, "treatment")  # "when did the pain start — before you took the paracetamol?": a time, not what was tried
    if "onset" in names and "treatment" in names and re.search(r"how long", scan, re.IGNORECASE) and not _TREATMENT_STRONG.search(scan):
        found = _drop(found, "treatment")  # "how long have you put up with this before coming in?"
    if "treatment" in names and "substance" in names and _OTHERS_MEDICINE_FOR_IT.search(scan) and not _substance_named(scan):
        found = _drop(found, "substance", "medications")  # (bank 48, training) a friend's tablets taken for the pain
        names -= {"substance", "medications"}
    if "substance" in names and _MISUSE.search(scan):
        found = _drop(found, "medications", "treatment", "severity")
    elif "substance" in names and "treatment" in names and not re.search(r"for (?:it|this|that|the pain)|pain ?relief|painkill", scan, re.I):
        found = _drop(found, "treatment")
    if "treatment" in names and "medications" in names and _KEPT_MEDICINES.search(scan) and not _FOR_THIS.search(scan):
        found = _drop(found, "treatment")  # (bank 19) "what's in your bathroom cabinet that a doctor prescribed you?"
        names.discard("treatment")
    if "allergies" in names and "substance" in names and _substance_named(scan) and not re.search(r"allerg|react", scan, re.IGNORECASE):
        found = _drop(found, "allergies")  # (bank 19) "drinks or drugs today that might be making you sick?": the drinks, not an allergy
        names.discard("allergies")
    if "complaint" in names and "mechanism" in names and _WHAT_MADE_YOU_FALL.search(scan):
        found = _drop(found, "complaint")  # (bank 31, training) "what made you go flying?": the cause of the fall, not the visit
        names.discard("complaint")
    if {"treatment", "medications"} <= names and _PRESCRIBED_AND_BOUGHT.search(scan) \
            and not re.search(r"\bfor (?:it|this|that|the pain)\b", scan, re.IGNORECASE):
        # (bank 31, training) "any prescribed medicines, and then, anything you buy yourself from the pharmacy?": the list of
        # medicines, prescribed and over the counter, not what was tried for this
        found = _drop(found, "treatment")
        names.discard("treatment")
    if "treatment" in names:
        if "modifiers" in names and not re.search(r"\bworse\b", scan, re.IGNORECASE):
            found = _drop(found, "modifiers")  # "has anything made it better?": what was tried
        # (bank 19) or for the symptom named ("what did she take already for the headache?")
        # (bank 20) or with what was tried or done beside it ("what have you taken or tried so far?", "taken or done to ease this")
        if "ingestion" in names and (re.search(r"\bfor (?:it|this|that|the pain)|\bfor (?:the|your|his|her|their) (?:\w+ )?(?:pain|\w*ache|migraine|fever|"
                                               r"temperature|cough|cramps?|symptoms?|rash|sickness)\b|\bto (?:bring|get|settle|ease|help|calm|take)\b[^.?!]{0,20}?\b(?:pain|it|this)\b", scan, re.IGNORECASE)
                                     or ((_TRIED_OR_DONE.search(scan) or _SINCE_IT_BEGAN.search(scan) or _DID_IT_HELP.search(scan))
                                         and not _OVERDOSE.search(scan))):
            # "what have you taken for it?", (bank 24) "what have you taken since it began?": what was tried, not an overdose
            found = _drop(found, "ingestion")
        if "medications" in names and _FOR_A_CONDITION.search(scan) and not _FOR_THIS.search(scan) \
                and not re.search(r"\b(?:did|have|has|had)\b (?:you|he|she|they) (?:take|taken|had|tried|used)\b", scan, re.IGNORECASE):
            found = _drop(found, "treatment")  # (bank 32) "if you take anything for your blood pressure": the regular medicines
        elif not _MED_REGULAR.search(scan):
            found = _drop(found, "medications")
        if "onset" in names and (_LAST_DOSE.search(scan) or (_SINCE_IT.search(scan) and not _WHEN_ASKED.search(scan))):
            found = _drop(found, "onset")
        if "self_harm" in names and _ON_PURPOSE.search(scan):
            found = _drop(found, "treatment")
    # (bank 44, training) never a "had this before" granted as a premise ("Seeing as you've had this before, did you use your
    # spray for it?"): what was used is asked
    if "previous" in names and not ((premise := _PREMISE_FIRST.match(scan))
                                    and all(at < premise.end() for at, name in found if name == "previous")):
        found = _drop(found, "treatment")  # "have you had anything like this before?"
    if "history" in names and asks_about_family(scan):
        # "has anyone in your family died suddenly at a young age, or had heart problems?": the family's, never the patient's
        # own onset or age (before the 2026-12aq round); a preamble on why it is asked is no new complaint
        found = _drop(found, "onset", "age", "complaint", "previous", "associated")
    if "complaint" in names and "mechanism" in names and _ILL_OR_HURT.search(scan) and not _HOW_IT_CAME.search(scan):
        found = _drop(found, "mechanism")  # (bank 25) "poorly with something or injured in some way?": which it is, the complaint
    if "complaint" in names and "character" in names and _ILL_OR_HURT.search(scan):
        found = _drop(found, "character")  # (bank 33) "mainly pain, feeling unwell, an injury, or how would you put it?": which it is
        names.discard("character")
    if "location" in names and "severity" in names and (worst := _WHEN_AT_ITS_WORST.search(scan)) \
            and "severity" not in asked_topics(scan[:worst.start()] + scan[worst.end():]):
        found = _drop(found, "severity")  # (bank 33) "where does the pain go when it's at its worst?": where, at that time
    if "complaint" in names and "severity" in names and _ILL_OR_HURT.search(scan) and not _HOW_BAD.search(scan):
        found = _drop(found, "severity")  # (bank 31, training) "feeling ill, in pain, an injury, or something else?": pain is one choice
    if "complaint" in names and "mechanism" in names and _BROUGHT_YOU.search(scan) and not _HOW_IT_CAME.search(scan):
        found = _drop(found, "mechanism")  # "is it pain, an injury, or something else that's brought you in?": an injury is one choice
    if "treatment" in names and "location" in names and not _WHERE_PAIN.search(scan) and not _WHICH_PLACE.search(scan):
        found = _drop(found, "location")  # "medicine for this pain — which one? when?": which medicine, not which side
    if "treatment" in names and "ingestion" in names and _DOSE.search(scan) and not _OVERDOSE.search(scan):
        found = _drop(found, "ingestion")  # "what have you taken, and when was the last dose?": what was taken for it
    if "smoking" in names and "substance" in names and _SMOKES_THE_DRUG.search(scan) \
            and not re.search(r"cigarett|tobacco|\bvap(?:e|es|ing)\b|\bfags?\b|\bcigars?\b", scan, re.I):
        # "do you smoke cannabis?"; (bank 24) smoking said apart from the drug ("does he smoke or use cannabis?", "any weed,
        # the smoking kind?") is answered too, so a smoker says so
        found = _drop(found, "smoking")
    if "pregnancy" in names:
        if _PREGNANCY_TIME.search(scan):
            found = _drop(found, "onset")
            if re.search(r"(?:monthly|last) bleed", scan, re.IGNORECASE):
                probes = [p for p in probes if p.name != "bleeding"]
        elif not _WHEN_ASKED.search(scan):
            found = _drop(found, "onset")  # "unprotected sex in the last few weeks?": a span, not "when did it start"
        if re.search(r"breast ?feed", scan, re.IGNORECASE):
            found = _drop(found, "feeding")
    if any(p.name == "airway_swelling" for p in probes):
        probes = [p for p in probes if p.name != "swelling"]  # the lips, tongue or throat asked, not any lump
    if any(p.name == "bleed_amount" for p in probes):
        probes = [p for p in probes if p.name != "bleeding"]  # "how heavy is the bleeding?": how much, not whether
        found = _drop(found, "history")  # "passing any clots?": the bleed's clots, not a clot in the history
    if "feeding" in names:
        # "keeping fluids down, and still weeing?": the feeding answer says both, not a symptom list after it
        probes = [p for p in probes if p.name not in ("urine", "vomiting", "nausea", "appetite", "diarrhoea")]
    if "severity" in names and "onset" in names and (re.search(r"\bthan (?:when|it was|before|earlier)\b", scan, re.IGNORECASE)
                                                     or _COMPARED_WITH_THEN.search(scan)):
        # "is it worse now than when you first sat down?", (bank 24) "what's it scoring compared to when it began?": how bad, against then
        found = _drop(found, "onset")
    if "pattern" in names and "onset" in names and _COMPARED_WITH_THEN.search(scan):
        found = _drop(found, "onset")  # "compared with when it started, is it better or worse?": the course, against then
    if "pattern" in names and "modifiers" in names and not _WHAT_CHANGES_IT.search(scan):
        found = _drop(found, "modifiers")  # "is it better or worse now?": the course, not what makes it so
    if "severity" in names and _SCALE.search(scan):
        if not _WHERE_PAIN.search(scan):
            found = _drop(found, "location")
        found = _drop(found, "character")  # "what's your pain like on the ten-point scale?"
    if "location" in names and _ONE_PLACE_OR_MORE.search(scan):
        # (bank 35, training) "does it hurt in one place or in two or three different spots?": where, the spots its places
        probes = [p for p in probes if p.name != "rash"]
        found = _drop(found, "severity")
        names.discard("severity")
    if "mechanism" in names and _HOW_ONE_GOT_IT.search(scan):
        probes = [p for p in probes if p.name != "head_injury"]  # (bank 35, training) "how you got the bump on your head?": how
    if "history" in names and _PAST_TROUBLE_WITH.search(scan):
        probes = [p for p in probes if p.name != "urine"]  # (bank 35, training) "problems with your waterworks before?": the past
    if "location" in names and probes:
        # (bank 47, training) "does the pain move anywhere when you cough?": where the pain goes, the cough its occasion
        probes = _not_the_occasion(scan, probes)
    # (bank 48, training) never where the symptom is only the subject taken up again ("Going back to the headache, is it at
    # the front, the back or all over?"): the place of what was named is asked
    if "location" in names and probes and not _WHERE_PAIN.search(scan) and not _WHICH_ONE_IS.search(scan) \
            and not ((lead := _GOING_BACK_TO.match(scan)) and "location" in asked_topics(scan[lead.end():])):
        found = _drop(found, "location")  # "any weakness on one side?" asks about the weakness
    if "medications" in names and "substance" in names and not _substance_named(scan) and not _MISUSE.search(scan) \
            and not _NIGHT_OUT.search(scan):
        found = _drop(found, "substance")  # "including over-the-counter drugs"
    if "mechanism" in names:  # (bank 28) "what you landed on, and if you banged your head, on what?": a condition on what is asked
        probes = [p for p in probes if not ((m := p.asked.search(scan)) and re.search(r"\bif (?:you|he|she|they) $", scan[:m.start()], re.IGNORECASE))]
    if "mechanism" in names and any(p.name == "head_injury" for p in probes) and _STRUCK_ON_WHAT.search(scan):
        probes = [p for p in probes if p.name != "head_injury"]  # (bank 20) "what did she bang her head on?": what it hit, not whether
    if "mechanism" in names and any(p.name == "head_injury" for p in probes) \
            and not re.search(r"\bhow\b|happened|\bfall\b|\bfell\b|trip|accident|injur|"
                              # (bank 43, training) what the head hit ("did he hit his head on the steps?"): how it came about
                              r"\bhead (?:on|against) (?:the|a|some) (?:steps?|stairs|floor|ground|kerb|curb|pavement|table|edge|wall|door|"
                              r"corner|concrete|tiles?|ice|bath|sink|radiator|car|windscreen|dashboard)\b|"
                              r"\b(?:went|go|gone|going|came|come) down\b", scan, re.IGNORECASE):  # (bank 15) "when you went down": the fall
        found = _drop(found, "mechanism")  # "did you hit your head?": a yes or a no, not the whole story
    several = len(found) + bool(probes or generic) > 1
    if "location" in names and several and not _BODILY.search(scan):
        found = _drop(found, "location")  # "a relationship where you feel threatened"
    if "onset" in names and several and _SINCE_IT.search(scan) and not _WHEN_ASKED.search(scan):
        found = _drop(found, "onset")  # "any other symptoms since it started?"
    if "self_harm" in names:
        if "severity" in names and (not _PAIN_WORDS.search(scan) or _OTHERS_PAIN.search(scan)):
            found = _drop(found, "severity")  # "have things got so bad...", "when people are in a lot of pain, ..."
        if not _MED_REGULAR.search(scan):
            found = _drop(found, "medications")  # "storing up tablets"
        if _ON_PURPOSE.search(scan):
            found = _drop(found, "substance", "treatment", "allergies")  # "the tablets that made you sick ... to die"
        if "mechanism" in names and re.search(r"self[- ]?injur|on purpose|deliberately|intentionally|"
                                              r"\b(?:did|done|do|does) (?:\w+ ){0,2}to (?:your|him|her|them)sel(?:f|ves)", scan, re.IGNORECASE) \
                and not _HOW_DID_IT.search(scan):
            found = _drop(found, "mechanism")  # "any thoughts of self-injury?", "did you do these injuries to yourself?"
        if "location" in names and not _WHERE_PAIN.search(scan):
            found = _drop(found, "location")  # "would you go through with it?"
        how = _HOW_DID_IT.search(scan)
        if "mechanism" in names and how and _SELF_HARM_NAMED.search(scan[:how.start()]) \
                and "mechanism" not in asked_topics(scan[:how.start()]):
            # (bank 34, training) "have you self-harmed recently, and also how did you do it?": the harm named first is what
            # was done, so how it was done asks the self-harm, not how an injury came about
            found = _drop(found, "mechanism")
        elif "mechanism" in names and how:
            found = _drop(found, "self_harm")  # "how did you hurt yourself?", "how'd you go and do that to yourself?": how it happened
    if "complaint" in names and generic and (aside := _MAIN_TROUBLE_ASIDE.search(scan)) \
            and "complaint" not in asked_topics(scan[:aside.start()] + scan[aside.end():]):
        found = _drop(found, "complaint")  # (bank 18) "what else are you feeling besides the main problem?": the rest, not the complaint
    if "character" in names and "complaint" in names and re.search(r"\blike\b|feel|describe", scan, re.IGNORECASE) \
            and not _COMPLAINT_STRONG.search(scan):
        found = _drop(found, "complaint")
    if "abuse" in names and "mechanism" in names and re.search(r"caused|did this|do this|cause|someone|somebody|anyone|anybody|"
                                                               r"\bby (?:an?|another|your|his|her|their) \w+|\bhands? of\b|"
                                                               # (bank 27) "did the man she was with hit her?": the one she is with
                                                               r"\b(?:man|woman|guy|bloke|fella) (?:who |that )?[\w']+(?: \w+){0,2} (?:with|seeing|dating)\b", scan, re.I):
        found = _drop(found, "mechanism")
    elif "abuse" in names and "mechanism" in names and _OWN_INJURY.search(scan):
        found = _drop(found, "abuse")  # "how did your husband hurt his back?"
    if "self_harm" in names and "abuse" in names:
        own, others = _SAFETY_SELF.search(scan), _SAFETY_OTHERS.search(scan)
        if _KEPT_SAFE_TONIGHT.search(scan):
            found = _drop(found, "abuse")  # (bank 46, training) "anyone at home who can keep you safe tonight?": the night's plan
        elif own and not others:
            found = _drop(found, "abuse")
        elif others and not own:
            found = _drop(found, "self_harm")
        elif not own and not others:  # "are you safe?": the patient answers for both, as the case has it
            at = min(at for at, name in found if name in ("self_harm", "abuse"))
            found = _drop(found, "self_harm", "abuse") + [(at, "safety")]
    found = _resolve_bank37(scan, found, probes)  # before bank 10's, which drops a symptom named before "started"
    found = _resolve_bank42(scan, found)
    found, probes = _resolve_bank10(scan, found, probes, generic, context)
    found, probes = _resolve_bank15(scan, found, probes)
    found = _resolve_bank27(scan, found, context)
    found, probes = _resolve_bank28(scan, found, probes, context)
    found, probes = _resolve_bank43(scan, found, probes)
    found, probes = _resolve_bank44(scan, found, probes)
    found, probes = _resolve_bank45(scan, found, probes)
    found, probes = _resolve_bank46(scan, found, probes)
    found, probes = _resolve_bank47(scan, found, probes)
    found = _resolve_bank48(scan, found)
    found, probes = _resolve_bank49(scan, found, probes, context)
    if generic and not probes and len(found) > 0 and not _GENERIC_STRONG.search(scan):
        generic = None  # "warfarin or anything like that": not the symptom checklist
    return found, probes, generic


#: (bank 31, training) What made one fall, asked as such ("what made you go over?"): how it happened.
_WHAT_MADE_YOU_FALL = re.compile(r"\bwhat (?:made|makes|caused|causes) (?:you|him|her|them) (?:to )?(?:go (?:flying|over|down|head over heels)|fall|trip|slip|"
                                 r"stumble|topple|keel over|lose (?:your|his|her|their) (?:balance|footing)|come off)\b|"
                                 # (bank 35, training) "what happened just before you went flying?": what led to the fall
                                 r"\bwhat happened (?:just |right |immediately )?(?:before|as) (?:you|he|she|they) (?:went (?:flying|over|down)|fell|tripped|"
                                 r"slipped|came off|hit|crashed|collided|landed|collapsed)\b", re.IGNORECASE)
#: (bank 35, training) One place or several asked of the pain ("in one place or in two or three different spots?"): where.
_ONE_PLACE_OR_MORE = re.compile(r"\b(?:in )?(?:one|a single) (?:place|spot|area|part)\b,? or (?:in )?(?:two|several|more|lots of|a few|different|many)\b",
                                re.IGNORECASE)
#: (bank 35, training) How one came by a bump or a cut ("do you remember how you got the bump on your head?"): how it happened,
#: the bump a premise, not a question whether the head was hit.
_HOW_ONE_GOT_IT = re.compile(r"\bhow (?:you|he|she|they) (?:got|came by|ended up with|picked up) (?:the|that|this|those|these|your|his|her|their|a) "
                             r"(?:\w+ )?(?:bumps?|bruises?|cuts?|gash|graze|injury|injuries|wound|lump|black eye|burns?|scratch(?:es)?|scrapes?|marks?)\b",
                             re.IGNORECASE)
#: (bank 35, training) Trouble with the waterworks or the kidneys before ("problems with your waterworks or kidneys before?"):
#: the history, not whether it burns to pee today.
_PAST_TROUBLE_WITH = re.compile(r"\b(?:problems?|trouble|issues?|infections?)\b (?:with )?(?:your|his|her|their) (?:waterworks|kidneys?|bladder|prostate)\b"
                                r"[^.?!]{0,25}?\b(?:before|in the past|previously)\b", re.IGNORECASE)
#: (bank 31, training) Medicines asked as prescribed ("any prescribed medicines"), beside what is bought over the counter.
_PRESCRIBED_AND_BOUGHT = re.compile(r"\bprescri\w* (?:medic\w*|tablets|pills|meds|drugs)\b|"
                                    # (bank 35, training) one's medicines from the GP ("are your medicines from the GP or bought over
                                    # the counter?"): the list of them, wherever they come from
                                    r"\b(?:your|his|her|their) (?:regular |usual |daily )?(?:medicines?|medications?|tablets|pills|meds)\b "
                                    r"(?:(?:all|mostly|mainly) )?(?:from|prescribed by) (?:the|your|his|her|their|a) "
                                    r"(?:gp|doctors?|surgery|practice|specialist|hospital|clinic)\b", re.IGNORECASE)


#: (bank 18, training) The visit's reason set aside ("besides the main problem", "apart from your main complaint").
_MAIN_TROUBLE_ASIDE = re.compile(r"\b(?:besides|apart from|aside from|other than|as well as|on top of|along with) (?:the|your|his|her|their) "
                                 r"(?:main|biggest|chief|presenting|primary) (?:problem|complaint|concern|issue|trouble|thing|worry)\b",
                                 re.IGNORECASE)


#: Round 2026-12n (training on bank 10): the ways of asking that one topic's words in another's clothes had misread.
#: A reason named before the question ("For your irregular heartbeat, do you take ...?"): what the medicine is for.
_FOR_YOUR_FIRST = re.compile(r"^\W*(?:(?:and|so|now)\s+)?for (?:your|his|her|their|the) [^,?]{1,30},", re.IGNORECASE)
#: A symptom given as known ("apart from the cough, ...") is not asked about again.
_GIVEN_AS_KNOWN = re.compile(r"\b(?:apart from|besides|aside from|other than|as well as|leaving aside|setting aside|putting aside)"
                             r" (?:the|your|his|her|their|that|this) (?:\w+ )?$", re.IGNORECASE)
#: (banks 13 and 14, training) A symptom put aside after it is named ("putting the cough aside for a sec, ..."), not asked.
_SET_ASIDE = re.compile(r"^\w*\s+(?:to one side|aside)\b", re.IGNORECASE)
#: (bank 20, training) What a part of the body struck, asked as such ("what did she bang her head on?"): how it happened.
_STRUCK_ON_WHAT = re.compile(r"\bwhat (?:did|has|have|had) \w+(?: \w+)? (?:bang|hit|knock|bump|smack|whack|strike|catch|crack)\w* (?:\w+ ){1,2}?(?:on|against|into)\s*[?.]?\s*$",
                             re.IGNORECASE)
#: A symptom as the subject of its own beginning ("the dizziness first came on... when?"): when, not whether.
#: (bank 48, training) also a symptom said to appear or show up ("what day did the rash first show up?"): when it began, the
#: symptom its premise
_BEGAN = re.compile(r"^\w*\s*(?:\w+\s+)?(?:first |actually |really )?(?:came on|come on|start(?:ed)?|began|begin|kick(?:ed)? in|"
                    r"appear(?:ed)?|show(?:ed)? up|turn(?:ed)? up|crop(?:ped)? up)\b", re.IGNORECASE)
#: The visit's reason said back for a yes ("it's the dizziness that's brought you in", "here because of the cough").
_REASON_SAID_BACK = re.compile(r"\b(?:that(?:'s| has| is)?|which) (?:brought|bringing|brings) (?:you|him|her|them)\b|\b(?:here|in) (?:today |tonight )?because of\b",
                               re.IGNORECASE)
#: A symptom asked as coming with it ("any pain in your chest with it?"): the symptom, not how bad the pain is.
_WITH_IT = re.compile(r"\b(?:with (?:it|that|this)|as well|too|along with (?:it|that|the \w+))\s*[?.]?\s*$", re.IGNORECASE)
#: (bank 20, training) The pain's strength as a sound or a dial ("how loud would it be?", "what volume is it turned up to?").
_LOUDNESS = re.compile(r"\bhow loud\b|\bvolume\b|\bthe dial\b|\bfull blast\b|\bturned up\b", re.IGNORECASE)
#: How a patient who cannot talk is to answer ("squeeze my hand", "squeeze harder the worse it is"): no pain quality.
_SQUEEZE_TO_ANSWER = re.compile(r"\bsqueez\w* (?:my |the |this )?(?:hand|finger|harder|once|twice)", re.IGNORECASE)
#: How bad, in the words of a scale or a degree: without them "how is the pain doing you" asks what it is like.
_HOW_BAD = re.compile(r"\bbad|worse|\bvolume\b|how loud|\bdial\b|full blast|worst|severe|bearable|cope|coping|push through|put up with|toler|scale|score|number|out of|how much|\d|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten)\b|mild|strong",
                      re.IGNORECASE)
#: A remedy taken for a reaction ("did you take any antihistamine for the reaction?"): what was done, not an allergy.
_TAKEN_FOR_REACTION = re.compile(r"\b(?:take|took|taken|use|used|given|had|tried|give)\b[^.?!]{0,30}?\bfor (?:the|this|that|your|his|her|their) (?:reaction|rash|hives|swelling|itch\w*|allerg\w*)\b",
                                 re.IGNORECASE)
#: A clot the nurse names, and a medicine still taken for it (banks 13 and 14, training): the blood thinner, not what was tried.
_CLOT_TOLD = re.compile(r"\bclots?\b|\bdvt\b|\bpulmonary embol\w*|\bdeep vein thromb\w*|\bembol(?:us|ism|i)\b|\bthrombos[ie]s\b", re.IGNORECASE)
_STILL_ON_FOR_IT = re.compile(r"\bstill (?:on|taking|take|takes|using|given|prescribed)\b[^.?!]{0,20}?\bfor (?:it|that|this|them)\b|"
                              # (bank 27, training) or something taken to keep another from forming ("you had a clot in your lung,
                              # so what are you on to prevent another one?", "after your DVT were you put on anything to stop more
                              # clots?")
                              r"\b(?:on|taking|take|takes|using|given|prescribed|started)\b[^.?!]{0,25}?\bto (?:prevent|stop|avoid|reduce|lower)\b (?:the (?:risk|chance) of )?"
                              r"(?:another|more|any more|further|new|a (?:new|second|repeat|further)|it happening|them (?:coming back|happening|forming)|a repeat|repeats|recurrence)\b",
                              re.IGNORECASE)
#: The clot itself asked about ("have you ever had a clot?"), which keeps the history beside the blood thinner.
_CLOT_ASKED = re.compile(r"\b(?:ever had|have (?:you|they) (?:ever )?had|has (?:he|she) (?:ever )?had|any) (?:a |any )?(?:blood )?(?:clots?|dvt|pulmonary embol\w*)\b", re.IGNORECASE)
#: (bank 18, training) also a list of ways ending in oneself: "ever cut, burnt or bitten yourself?"
_CUT_SELF = re.compile(r"\b(?:cut|cuts|cutting|burn\w*|hurt\w*|harm\w*|injur\w*|scratch\w*|wound\w*|bit|bitten|punch\w*)"
                       r"(?:,? (?:or |and )?(?:cut|cutting|burn\w*|hurt\w*|harm\w*|injur\w*|scratch\w*|wound\w*|bit|bitten|punch\w*)){0,3}"
                       r"\s+(?:your|him|her|them)sel(?:f|ves)\b", re.IGNORECASE)


def _resolve_bank10(scan: str, found: list[tuple[int, str]], probes: list[Probe], generic: re.Match[str] | None,
                    context: str) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-10 ways of asking (a reason or a known symptom named first, a reason for
    the visit said back for a yes, the way to answer told to a patient who cannot talk): each drops the topic or probe
    whose words are there but which the question does not ask."""
    names = {name for _, name in found}
    if names == {"previous"} and "abuse" in asked_topics(context):
        found = [(at, "abuse") for at, _ in found]  # "The officer mentioned a domestic — has this happened before?"
    if "history" in names and "anticoagulants" in names and _FOR_YOUR_FIRST.search(scan):
        found = _drop(found, "history")  # "For your irregular heartbeat, do you take a tablet that thins the blood?"
    probes = [p for p in probes if not ((m := p.asked.search(scan)) and (_GIVEN_AS_KNOWN.search(scan[:m.start()]) or _SET_ASIDE.search(scan[m.end():])))]
    if "onset" in names:
        probes = [p for p in probes if not ((m := p.asked.search(scan)) and _BEGAN.search(scan[m.end():]))]
    if "complaint" in names and not generic and _REASON_SAID_BACK.search(scan):
        probes = []  # "It's the dizziness that's brought you in, isn't it?": the visit, not a symptom checklist
        if "treatment" in names and not _TREATMENT_STRONG.search(scan):
            found = _drop(found, "treatment")  # "by the sling, it's the arm that's brought you in?"
    if probes and {"severity", "location", "character"} & names and _WITH_IT.search(scan) \
            and any(p.name in _PAIN_PROBES for p in probes) and not _SCALE.search(scan):
        found = _drop(found, "severity", "location", "character")  # "any pain in your chest with it?"
    if "character" in names and _SQUEEZE_TO_ANSWER.search(scan) and not re.search(r"\blike\b|describe|feel", scan, re.IGNORECASE):
        found = _drop(found, "character")  # "squeeze my hand if ...": how to answer
    if "severity" in names and "character" in names and _LOUDNESS.search(scan):
        found = _drop(found, "character")  # (bank 20) "if the pain were music, how loud would it be?": how strong, not what it is like
    if "severity" in names and "character" in names and not _HOW_BAD.search(scan) and re.search(r"\blike\b", scan, re.IGNORECASE):
        found = _drop(found, "severity")  # "how is the pain doing you — is it like biting, or heavy?"
    if "severity" in names and "medications" in names and not _MED_REGULAR.search(scan):
        found = _drop(found, "medications")  # "even with the tablets you took, how bad is it?"
    if "allergies" in names and _TAKEN_FOR_REACTION.search(scan):
        found = _drop(found, "allergies")  # "did you take any antihistamine for the reaction?"
        if "treatment" not in names:
            found.append((_TAKEN_FOR_REACTION.search(scan).start(), "treatment"))
    if "treatment" in names and "substance" not in names and _NIGHT_OUT.search(context) \
            and not re.search(r"\bfor (?:it|this|that|the pain)\b|pain ?relie|painkill", scan, re.IGNORECASE):
        found = [(at, "substance" if name == "treatment" else name) for at, name in found]  # "at a club — taken anything?"
    if "mechanism" in names and "location" in names and re.search(r"\b(?:hit|landed on|land on|struck) the (?:ground|floor)\b", scan, re.IGNORECASE) \
            and not _WHERE_PAIN.search(scan):
        found = _drop(found, "location")  # "what part of you hit the ground first?": how the fall went
    if (names & {"treatment", "history", "medications", "anticoagulants"} or not names) and _CLOT_TOLD.search(context) \
            and (m := _STILL_ON_FOR_IT.search(scan)):
        # "You had a clot in your leg — are you still taking something for it?": the blood thinner, not the clot nor what was tried
        at = min([at for at, name in found if name == "anticoagulants"] or [m.start()])
        gone = ("treatment", "medications", "anticoagulants") + (() if _CLOT_ASKED.search(scan) else ("history",))
        found = _drop(found, *gone) + [(at, "anticoagulants")]
    if "self_harm" in names and "mechanism" in names and _CUT_SELF.search(scan) and not _HOW_DID_IT.search(scan):
        found = _drop(found, "mechanism")  # "some people cut themselves — is that something you've done?"
    return found, probes


#: Bank 27 (training, measured once at 96.3 %): a question that points back ("are you on anything like that?", "do you take
#: one of those?") to what the reason before it named ("a bang on the head matters more if your blood doesn't clot easily").
_LIKE_THAT = re.compile(r"\b(?:anything|something|any|one|ones) (?:like (?:that|this|those)|of (?:that|those|these) (?:sort|kind|type)|of (?:those|these))\b|"
                        r"\b(?:that|this) (?:sort|kind|type) of (?:thing|medicine|medication|tablet)s?\b", re.IGNORECASE)
#: A fall or an injury named as a kind of event the question is about ("part of my check after a fall is about
#: anticoagulants", "with a head injury, are you on blood thinners?"): when it is asked, not how it happened.
_AFTER_A_FALL = re.compile(r"\b(?:after|following|post|since|with|from|in|for) (?:a|any|an) (?:fall|trip|tumble|knock|bang|head injury|injury|accident)\b",
                           re.IGNORECASE)


def _resolve_bank27(scan: str, found: list[tuple[int, str]], context: str) -> list[tuple[int, str]]:
    """Overlaps read by meaning, from the bank-27 ways of asking: a question pointing back to the blood thinner its reason
    named asks about the blood thinner, not the regular medicines; a fall named as the kind of event a check is for is no
    question about how this one happened."""
    names = {name for _, name in found}
    if names and names <= {"medications", "treatment"} and _LIKE_THAT.search(scan) and context != scan \
            and "anticoagulants" in asked_topics(context) and "anticoagulants" not in asked_topics(scan):
        found = [(min(at for at, _ in found), "anticoagulants")]  # "... if your blood doesn't clot easily, are you on anything like that?"
        names = {"anticoagulants"}
    if "mechanism" in names and len(names) > 1 and _AFTER_A_FALL.search(scan) \
            and not TOPIC_PATTERNS["mechanism"].search(_AFTER_A_FALL.sub(" ", scan)):
        found = _drop(found, "mechanism")  # "part of my check after a fall is about anticoagulants, do you take one?"
    return found


#: Bank 28 (training, measured once at 87.6 %): a fall or an accident named as what the injury was not, or does not fit
#: ("stepping into that road wasn't an accident?", "these injuries don't fit with a fall, do they?"): the harm asked about,
#: not how the fall went.
_NOT_THE_ACCIDENT = re.compile(r"\b(?:wasn'?t|was not|weren'?t|were not|isn'?t|is not|not) (?:really |just )?(?:an? )?(?:accident|fall)\b|"
                               r"\b(?:don'?t|doesn'?t|do not|does not|didn'?t) (?:really |quite |exactly )?(?:fit|match|add up|line up) (?:with )?(?:a |the )?(?:fall|accident|story)\b",
                               re.IGNORECASE)


#: A blackout or a dizzy spell offered against a trip or a slip ("blacked out first, or tripped?", "a wet floor or a faint?"):
#: how the fall came about, not a symptom asked in its own right.
_FALL_OR_FAINT = re.compile(r"\b(?:black(?:ed)? out|faint(?:ed)?|pass(?:ed)? out|collaps\w*|a dizzy spell|dizzy)\b[^.?!]{0,40}?\bor (?:\w+ ){0,3}?(?:trip(?:ped)?|slip(?:ped)?|fell|fall)\b|"
                            r"\b(?:trip(?:ped)?|slip(?:ped)?|fell|fall|wet floor|the ice|a step)\b[^.?!]{0,40}?\bor (?:(?:did|was|were|had) (?:you|he|she|they) )?(?:\w+ ){0,2}?(?:black(?:ed)? out|faint(?:ed)?|pass(?:ed)? out|collapse|a dizzy spell|a faint|dizzy)\b",
                            re.IGNORECASE)
#: A mechanism named and pointed back to ("Lots of people slip on wet floors, is that what happened?").
_IS_THAT_WHAT_HAPPENED = re.compile(r"\b(?:is|was) (?:that|this|it) what happened\b", re.IGNORECASE)
#: The complaint said back as what a doctor sent the patient in about ("the GP sent you in about this tummy pain?").
_SENT_IN_ABOUT = re.compile(r"\bsent (?:you|him|her|them) (?:in|here|up|along|over) (?:about|with|for|because of)\b", re.IGNORECASE)
#: A medicine asked by what it prevents ("take something to prevent strokes"): the medicine, not the condition.
_TAKEN_TO_PREVENT = re.compile(r"\b(?:take|takes|taking|on) (?:something|anything|tablets?|a tablet|medicines?|injections?|jabs?) (?:to|for) (?:prevent|stop|reduce|avoid)\w*\b",
                               re.IGNORECASE)
#: A blood thinner still taken since a clot the question itself names ("had a clot in his leg, is he still on the injections?").
_STILL_ON_SINCE_CLOT = re.compile(r"\bclots?\b[^.?!]{0,80}?\bstill (?:on|taking|having|using|doing) (?:the |his |her |your |their |any |those )?(?:injections|jabs|tablets|blood thinners?|warfarin|treatment)\b",
                                  re.IGNORECASE)
#: A remedy named as what is unsafe in pregnancy ("some painkillers aren't safe in pregnancy"): the reason, not a question.
_UNSAFE_IN_PREGNANCY = re.compile(r"\b(?:safe|unsafe|harm\w*|affect\w*|suitable)\b[^.?!]{0,20}?\b(?:in|during|for) (?:a |early )?pregnan", re.IGNORECASE)
#: What was had, asked after a reason that names a painkiller ("Paracetamol has a daily limit. How much have you had?").
_HOW_MUCH_HAD = re.compile(r"\bhow (?:much|many)\b[^.?!]{0,20}?\b(?:had|taken|took|have|take)\b", re.IGNORECASE)
_PAINKILLER_NAMED = re.compile(r"\b(?:paracetamol|ibuprofen|painkillers?|co-?codamol|calpol|nurofen|aspirin|pain relief)\b", re.IGNORECASE)


#: The regular medicines asked as what is on hand or bought without a script ("what tablets have you brought?", "anything from
#: the chemist or herbal remedies you take?"), not what was tried for this.
_MEDICINES_AT_HAND = re.compile(r"\bwhat (?:tablets|pills|medic\w*|meds) (?:have|has|did) (?:you|he|she|they) (?:brought|got with)\b|"
                                r"\b(?:from the chemist|over the counter|herbal remedies|herbal (?:tablets|medicines?|supplements))\b[^.?!]{0,30}?\b(?:you|he|she|they) (?:take|takes|use|uses)\b",
                                re.IGNORECASE)
_FOR_IT_SO_FAR = re.compile(r"\bfor (?:it|this|that|the pain)\b|\bso far\b|\bsince (?:it|this|the)\b|\btoday\b|\btonight\b", re.IGNORECASE)


def _resolve_bank28(scan: str, found: list[tuple[int, str]], probes: list[Probe], context: str = "") -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-28 ways of asking: a fall named as what the harm was not, a faint offered
    against a trip, the complaint said back as what the GP sent the patient in about, a blood thinner asked by what it
    prevents or as still taken since a clot, and a medicine named as unsafe in pregnancy."""
    names = {name for _, name in found}
    if "mechanism" in names and {"self_harm", "abuse"} & names and _NOT_THE_ACCIDENT.search(scan):
        found = _drop(found, "mechanism")  # "stepping into that road wasn't an accident?"
    if "mechanism" in names and _FALL_OR_FAINT.search(scan):
        probes = [p for p in probes if p.name not in ("consciousness", "dizziness")]  # "blacked out first, or tripped?"
    if "mechanism" in names and "character" in names and not re.search(r"pain|hurt|ache|feel|sore|describe", scan, re.IGNORECASE):
        found = _drop(found, "character")  # "was it clean, like a knife, or jagged, like glass?": what cut, not the pain
    if "mechanism" in names and "complaint" in names and _IS_THAT_WHAT_HAPPENED.search(scan):
        found = _drop(found, "complaint")  # "lots of people slip on wet floors, is that what happened?"
    if "onset" in names and "character" in names and re.search(r"\bfirst (?:twinge|niggle|pain|ache)\b", scan, re.IGNORECASE) \
            and not re.search(r"\blike\b|describe|feel", scan, re.IGNORECASE):
        found = _drop(found, "character")  # "when was the first twinge?"
    if "complaint" in names and _SENT_IN_ABOUT.search(scan):
        probes = []  # "the GP sent you in about this tummy pain?": the reason for the visit said back
    if "history" in names and "anticoagulants" in names and _TAKEN_TO_PREVENT.search(scan) and not _CLOT_ASKED.search(scan) \
            and not re.search(r"\b(?:have|has|had) (?:you|he|she|they) (?:ever )?had\b", scan, re.IGNORECASE):
        found = _drop(found, "history")  # "people with an irregular heartbeat take something to prevent strokes, do you?"
    if "history" in names and "anticoagulants" not in names and (m := _STILL_ON_SINCE_CLOT.search(scan)):
        found = _drop(found, "history", "medications", "treatment", "immunisations") + [(m.start(), "anticoagulants")]  # "had a clot, still on the injections?"
    if "pregnancy" in names and "treatment" in names and _UNSAFE_IN_PREGNANCY.search(scan):
        found = _drop(found, "treatment")  # "some painkillers aren't safe in pregnancy. Is that a possibility?"
    names = {name for _, name in found}
    if "treatment" in names and "medications" not in names and _MEDICINES_AT_HAND.search(scan) and not _FOR_IT_SO_FAR.search(scan):
        found = [(at, "medications" if name == "treatment" else name) for at, name in found]  # "what tablets have you brought?"
    if "onset" in names and "treatment" not in names and _HOW_MUCH_HAD.search(scan) and context != scan \
            and _PAINKILLER_NAMED.search(context) and not _PAINKILLER_NAMED.search(scan):
        # "Paracetamol has a daily limit. How much have you had since this morning?": the painkiller the reason named
        found = [(at, "treatment" if name == "onset" else name) for at, name in found]
    return found, probes


#: Bank 15 (training, measured once at 97.2 %): a matter the nurse sets aside before the question ("Now, leaving the
#: drinking aside, ...", "Leaving your tablets to one side, ..."), with the aside first or last in the clause.
_SET_ASIDE_FIRST = re.compile(r"^\W*(?:(?:now|so|and|right|ok(?:ay)?|well|then),?\s+)?(?:leaving|setting|putting|keeping|parking|laying)\s+"
                              r"(?:aside\s+(?:[\w'-]+\s+){0,3}?[\w'-]+\s*,|(?:[\w'-]+\s+){1,4}?(?:aside|to (?:one|the) side|on one side)\b\s*,?)",
                              re.IGNORECASE)
#: A premise said before the question ("seeing as you're diabetic, what pills are you on?"): what the nurse knows already,
#: not asked, where the rest of the question asks a topic of its own (bank 29, training).
_PREMISE_FIRST = re.compile(r"^\W*(?:(?:so|and|right|ok(?:ay)?|well),?\s+)?(?:seeing as|seeing that|given that|given|now that)\s+[^,.?!;]{3,60},\s*",
                            re.IGNORECASE)
#: A place asked for ("where to is it hurting?") without a word of how much: where, not how bad.
_WHERE_ONLY = re.compile(r"\bwhere(?:abouts)?\b", re.IGNORECASE)


#: (bank 37, training) Where an injury happened, offered against anywhere else ("did you hurt it at work, or somewhere
#: else?", East Midlands "did you go over in the jitty, or somewhere else?"): how it came about, not where it hurts.
#: An injury done needs its object ("hurt it at work"): "does it hurt in your knee, or somewhere else?" asks where it hurts.
_HAPPENED_THERE = re.compile(r"\b(?:(?:hurt|injur\w*|do|did|done) (?:it|that|this|(?:your|him|her|them)sel(?:f|ves))|go over|went over|gone over|"
                             r"fall|fell|fallen|trip(?:ped)?|slip(?:ped)?|happen(?:ed)?|crash(?:ed)?|come off|came off|go flying|went flying)\b "
                             r"(?:at|in|on|down|near) (?:(?:your|his|her|their|the|a|an) )?[\w' -]{1,30}?,? or (?:was it )?(?:somewhere|anywhere|someplace) "
                             r"(?:else|different)\b", re.IGNORECASE)
#: (bank 37, training) Coming off the water, the pitch or the stage: leaving an activity ("what's been bothering him since
#: he came off the water at the rowing club?"), never a fall from a bike or a horse.
_LEFT_THE_ACTIVITY = re.compile(r"\b(?:came|come|coming|comes) off (?:the )?(?:water|pitch|field|court|stage|"
                                r"shift|night shift|phone|call)\b", re.IGNORECASE)


#: (bank 37, training) A symptom asked as having started, yes or no ("has your pee changed colour or started to sting?"),
#: as against when it started ("when did it start to sting?").
_HAS_IT_STARTED_TO = re.compile(r"\b(?:has|have|did|is|are)\b[^.?!]{0,50}?\b(?:started|start|starting|begun|begin|beginning) to \w+", re.IGNORECASE)
_STARTED_TO = re.compile(r"\b(?:started|start|starting|begun|begin|beginning) to\b", re.IGNORECASE)
#: (bank 37, training) A condition placed in a life ("born with it, or did it come on later in life?"): the history, not
#: when the complaint began.
_TIME_OF_LIFE = re.compile(r"\bborn with\b|\b(?:later|earlier) in life\b|\bsince (?:birth|childhood)\b|\bas an? (?:child|kid|baby|adult)\b",
                           re.IGNORECASE)


#: (bank 40, training) When a past event of the background happened ("how long ago were you diagnosed with asthma?", "when was
#: his last allergic reaction?"): the history or the allergy asked, not when today's trouble began.
_PAST_EVENT_WHEN = re.compile(r"\b(?:how long ago|when|how many (?:years|months|weeks) ago|what year|how old were (?:you|he|she|they))\b[^.?!,]{0,25}?"
                              r"\b(?:diagnos\w*|(?:last|first|previous) (?:(?:allergic|bad|severe|big|serious|major|nasty) ){0,2}(?:reaction|anaphyla\w*|attack|episode|flare(?:-?up)?)|"
                              # (bank 41, training) two words before the reaction ("your last bad allergic reaction"), the last operation
                              r"(?:last|previous|first) (?:operation|op|surgery|procedure))\b",
                              re.IGNORECASE)
_TODAY_BEGAN = re.compile(r"\b(?:start\w*|began|begin\w*|begun|came on|come on|kicked off|today|tonight|this)\b", re.IGNORECASE)


def _resolve_bank37(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> list[tuple[int, str]]:
    """Overlaps read by meaning, from the bank-37 ways of asking: where an injury happened asks how it came about,
    coming off the water asks nothing about a fall, a condition placed in a life asks the history, and a symptom asked
    as having started ("has your pee started to sting?") asks whether it is there, not when it began."""
    names = {name for _, name in found}
    if "onset" in names and probes and _HAS_IT_STARTED_TO.search(scan) and not _WHEN_ASKED.search(scan) \
            and "onset" not in asked_topics(_STARTED_TO.sub(" ", scan)):
        found = _drop(found, "onset")
    if "history" in names and "onset" in names and _TIME_OF_LIFE.search(scan):
        found = _drop(found, "onset")  # "a heart condition you were born with, or did it come on later in life?"
    if {"history", "allergies"} & names and "onset" in names and (m := _PAST_EVENT_WHEN.search(scan)) \
            and not _TODAY_BEGAN.search(m.group(0)):
        found = _drop(found, "onset")  # (bank 40) "how long ago were you diagnosed?", "when was your last reaction?"
    if "location" in names and (m := _HAPPENED_THERE.search(scan)) \
            and not TOPIC_PATTERNS["location"].search(_HAPPENED_THERE.sub(" ", scan)):
        found = _drop(found, "location") + ([] if "mechanism" in names else [(m.start(), "mechanism")])
    if "mechanism" in names and _LEFT_THE_ACTIVITY.search(scan) \
            and not TOPIC_PATTERNS["mechanism"].search(_LEFT_THE_ACTIVITY.sub(" ", scan)):
        found = _drop(found, "mechanism")
    return found


#: (bank 42, training) Head injuries had in the past ("any old head injuries?"): the history, not how today's injury came.
_PAST_HEAD_INJURY = re.compile(r"\b(?:previous|past|prior|earlier|old) head injur(?:y|ies)\b|\bhead injur(?:y|ies)\b[^.?!]{0,25}?"
                               r"\b(?:before|in the past|previously|over the years)\b", re.IGNORECASE)
#: (bank 42, training) How long ago a past event of the background was ("how many years ago was his heart attack?"): when it
#: happened, not when today's trouble began.
_PAST_EVENT_AGO = re.compile(r"\bhow (?:long|many (?:years|months|weeks)) ago (?:was|were|did (?:you|he|she|they) (?:have|get)) (?:your|his|her|their) "
                             r"(?:first |last |previous |old |only )?(?:[\w-]+ )?(?:heart attack|stroke|mini[- ]stroke|tia|(?:blood )?clot|dvt|"
                             r"pulmonary embolism|cancer|breakdown|operation|op|surgery|bypass|stent|transplant|replacement)s?\b", re.IGNORECASE)
#: (bank 45, training: "how many years ago was your heart surgery?") a word may name the event's kind before it.


#: (bank 42, training) What happens when one is stung or bitten: the reaction (the allergy), not how a bite came about.
_WHEN_STUNG = re.compile(r"\bwhat happens\b[^.?!]{0,20}?\b(?:when|if|after|whenever|once) (?:you|he|she|they)(?:'re| are| get| gets| is|'s|"
                         r" have been| has been| were| was| got)? (?:stung|bitten)\b", re.IGNORECASE)


def _resolve_bank42(scan: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Overlaps read by meaning, from the bank-42 ways of asking: head injuries in the past ask the history, not how an
    injury came about; how long ago a past event was asks the history, not when the complaint began; and what happens when
    one is stung asks the allergy, not how a sting came about."""
    names = {name for _, name in found}
    if {"allergies", "mechanism"} <= names and (m := _WHEN_STUNG.search(scan)) \
            and not TOPIC_PATTERNS["mechanism"].search(scan[:m.start()] + " " + scan[m.end():]):
        found = _drop(found, "mechanism")
    if {"history", "mechanism"} <= names and _PAST_HEAD_INJURY.search(scan) \
            and not TOPIC_PATTERNS["mechanism"].search(_PAST_HEAD_INJURY.sub(" ", scan)):
        found = _drop(found, "mechanism")
    if {"history", "onset"} <= names and _PAST_EVENT_AGO.search(scan) \
            and not TOPIC_PATTERNS["onset"].search(_PAST_EVENT_AGO.sub(" ", scan)):
        found = _drop(found, "onset")
    return found


#: (bank 43, training) The first thing done for it, "when it started" telling which time: what was tried, not when it began.
_FIRST_THING_DONE = re.compile(r"\b(?:the )?first thing (?:you|he|she|they) (?:did|tried|took|used|had|put on)\b[^.?!]*", re.IGNORECASE)
#: (bank 43, training) Whether the pain feels like anything had before: what it is like, not what was taken.
_FELT_BEFORE = re.compile(r"\b(?:feel|felt|seem)s? (?:like|similar to) (?:anything|something|any pain)\b[^.?!]{0,25}?\b(?:before|previously|in the past)\b",
                          re.IGNORECASE)
#: (bank 43, training) The visit asked with its choices listed after a comma ("What's the trouble tonight, pain, a fever, a
#: fall, and so on?"): two or more short choices, perhaps closed by "and so on" or "and that".
_CHOICES_AFTER = re.compile(r",\s*(?:(?:or|and)\s+)?(?:an?\s+|some\s+)?[a-z][\w'-]*(?:\s+[\w'-]+)?(?:\s*,\s*(?:(?:or|and)\s+)?(?:an?\s+|some\s+)?"
                            r"[a-z][\w'-]*(?:\s+[\w'-]+){0,2})+\s*\?\s*$", re.IGNORECASE)


def _resolve_bank43(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-43 ways of asking: the first thing done for it asks what was tried, not when
    it began; a pain that feels like anything had before asks what it is like, not what was taken; and the visit asked
    with its choices listed after it asks the visit, of which a fall or a fever is one answer."""
    names = {name for _, name in found}
    if {"treatment", "onset"} <= names and (m := _FIRST_THING_DONE.search(scan)) \
            and "onset" not in asked_topics(scan[:m.start()] + " " + scan[m.end():]):
        found = _drop(found, "onset")
    if {"character", "treatment"} <= names and (m := _FELT_BEFORE.search(scan)) \
            and "treatment" not in asked_topics(scan[:m.start()] + " " + scan[m.end():]):
        found = _drop(found, "treatment")
    if "complaint" in names and (m := _CHOICES_AFTER.search(scan)) and asked_topics(scan[:m.start()] + "?") == {"complaint"}:
        found, probes = [(at, name) for at, name in found if name == "complaint"], []
    return found, probes


#: (bank 44, training) A word of the patient's asked to be explained ("when you say unwell, do you mean sick or run down?"):
#: the visit, of which the choices after it are answers.
_WHEN_YOU_SAY_ILL = re.compile(r"\bwhen (?:you|he|she|they) (?:say|said|says) [^,?.!]{1,40}", re.IGNORECASE)
#: (bank 44, training) A pain that changes as one breathes in ("does the pain change when you breathe in deeply?"): what it
#: is like; the breath is when, not a breathing trouble asked.
_CHANGES_ON_A_BREATH = re.compile(r"\b(?:change|changes|alter|alters|differ|differs|catch|catches)\b[^.?!]{0,15}?\b(?:when|as|if) (?:you|he|she|they) "
                                  r"(?:breathe|take a (?:deep |big )?breath|inhale)\b[^.?!,]*", re.IGNORECASE)
#: (bank 44, training) Where else it hurts, or whether in one place or all over: where, not how much.
_WHERE_ELSE = re.compile(r"\banywhere else\b|\b(?:in )?(?:one|a single) (?:spot|place|area|part)\b,? or (?:is it )?all over\b|"
                         r"\b(?:besides|apart from|other than|as well as) (?:your|his|her|their|the) (?:chest|back|head|belly|tummy|stomach|arm|leg|neck)\b",
                         re.IGNORECASE)
#: (bank 44, training) How long one has been on a medicine ("how long have you been on the warfarin?"): the medicine asked,
#: never when today's trouble began.
_HOW_LONG_ON = re.compile(r"\bhow long (?:have|has|had) (?:you|he|she|they) been (?:on|taking|using) (?:the |your |his |her |their |this |that )?[\w-]+",
                          re.IGNORECASE)
#: (bank 44, training) A symptom named as what set it off ("did it start after lifting, coughing or straining?"): the
#: onset, not the symptom asked.
_STARTED_AFTER = re.compile(r"\b(?:start|started|begin|began|begun|come on|came on|kick(?:ed)? off)\b (?:after|with|when|while|during)\b[^.?!]*",
                            re.IGNORECASE)
#: (bank 44, training) A relative clause of place after how an injury came about ("how did the object come to be stuck where
#: it is?", "landed on which side?"): how it happened, no place of pain asked.
_WHERE_IT_IS = re.compile(r"\bwhere (?:it|he|she|they|that|this)(?:'s| is| are|'re| was| were| went| ended up)\b|\b(?:landed|land|fell|fallen) (?:on|onto) (?:which|what) (?:side|way|bit|part)\b",
                          re.IGNORECASE)
#: (bank 44, training) How much it hurts asked in words ("how bad", "a score"): a "one" of "one spot" asks no number.
_HOW_MUCH = re.compile(r"\bhow (?:bad|much|severe|strong)\b|\bscore\b|\brate\b|\bout of\b|\bworse\b", re.IGNORECASE)
#: (bank 44, training) How long ago a past event was, with "the" before it ("how many years ago did you have the heart
#: attack?"): the history, as bank 42's "your heart attack" is.
_PAST_EVENT_AGO_THE = re.compile(r"\bhow (?:long|many (?:years|months|weeks)) ago (?:was|were|did (?:you|he|she|they) (?:have|get|suffer)) (?:the|that|a|an) "
                                 r"(?:first |last |previous |old |only )?(?:heart attack|stroke|mini[- ]stroke|tia|(?:blood )?clot|dvt|"
                                 r"pulmonary embolism|cancer|breakdown|operation|op|surgery|bypass|stent|transplant|replacement)s?\b", re.IGNORECASE)
#: (bank 44, training) Describing how something happened: the account asked, not what a pain is like.
_DESCRIBE_HOW = re.compile(r"\bdescribe (?:how|what happened|the way)\b", re.IGNORECASE)
#: (bank 44, training) A condition named before the question and a medicine "for it" ("Picking up on your epilepsy, which
#: medicine do you take for it?"): the medicines asked, the condition already known.
_MEDICINE_FOR_THE_NAMED = re.compile(r"^\W*(?:the|your|his|her|their|that|this) (?:[\w-]+ ){1,3}?(?:\u2014 )?(?:which|what)\b[^?]*\b(?:medic\w*|tablets?|pills?|meds|inhalers?|"
                                     r"injections?|treatment)\b[^?]*\bfor (?:it|that|this|them)\b", re.IGNORECASE)


def _resolve_bank44(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-44 ways of asking (each a class, named at its pattern): a word of the
    patient's asked to be explained asks the visit; a pain that changes on a breath asks what it is like; where else it
    hurts asks where; how long one has been on a medicine asks the medicine; a symptom named as what set it off asks the
    onset; a place named in how an injury happened asks how; describing how asks the account; an overdose, tablets
    swallowed or marks on the neck ask the self-harm or the abuse alone; a friend's painkillers ask what was tried."""
    names = {name for _, name in found}
    if "complaint" in names and (m := _WHEN_YOU_SAY_ILL.search(scan)) and "complaint" in asked_topics(m.group(0).strip() + "?"):
        found, probes = [(at, name) for at, name in found if name == "complaint"], []
    if "character" in names and (m := _CHANGES_ON_A_BREATH.search(scan)):
        probes = [p for p in probes if not (p.asked.search(scan) and m.start() <= p.asked.search(scan).start() < m.end())]
    if {"location", "severity"} <= names and _WHERE_ELSE.search(scan) and not _HOW_MUCH.search(scan) and not _SCALE.search(scan):
        found = _drop(found, "severity")
    if "onset" in names and {"anticoagulants", "medications"} & names and (m := _HOW_LONG_ON.search(scan)) \
            and "onset" not in asked_topics(scan[:m.start()] + " " + scan[m.end():]):
        found = _drop(found, "onset")
    if "onset" in names and probes and (m := _STARTED_AFTER.search(scan)):
        probes = [p for p in probes if not (p.asked.search(scan) and p.asked.search(scan).start() >= m.start())]
    if {"mechanism", "location"} <= names and _WHERE_IT_IS.search(scan) and not TOPIC_PATTERNS["location"].search(_WHERE_IT_IS.sub(" ", scan)):
        found = _drop(found, "location")
    if {"mechanism", "character"} <= names and _DESCRIBE_HOW.search(scan) \
            and "character" not in asked_topics(_DESCRIBE_HOW.sub(" ", scan)):
        found = _drop(found, "character")
    if "self_harm" in names and ("overdose" in scan.lower() or re.search(r"\bswallow(?:ed)?\b|\bempty\b|\bstored\b|\bstockpil", scan, re.IGNORECASE)):
        found = _drop(found, "complaint", "previous", "treatment", "medications")
    if "abuse" in names and "mechanism" in names and "abuse" in asked_topics(scan) and re.search(
            r"\b(?:neck|throat)\b|\b(?:someone|somebody|anyone|anybody|another person)(?: else)?\b", scan, re.IGNORECASE):
        found = _drop(found, "mechanism")
    if {"treatment", "substance"} <= names and re.search(r"'s (?:painkillers|pain relief|tablets|pills|paracetamol|ibuprofen|codeine|co-codamol|medic\w*)\b",
                                                          scan, re.IGNORECASE) and not names_a_substance(scan):
        found = _drop(found, "substance")
    if {"history", "medications"} <= names and _MEDICINE_FOR_THE_NAMED.search(scan):
        found = _drop(found, "history")
    if {"history", "onset"} <= names and (m := _PAST_EVENT_AGO_THE.search(scan)) \
            and "onset" not in asked_topics(scan[:m.start()] + " " + scan[m.end():]):
        found = _drop(found, "onset")
    return found, probes


#: (bank 45, training) A period late or a month missed: a span of days is how late, not when the complaint began.
_PERIOD_LATE = re.compile(r"\b(?:late|missed|overdue)\b", re.IGNORECASE)
#: (bank 45, training) A push offered as one way a fall came about ("how did you fall, did you slip or did somebody push you?"):
#: how it happened, the push one answer among others.
_PUSH_AS_A_CHOICE = re.compile(r"\b(?:slip\w*|trip\w*|stumbl\w*|fall|fell|drop|dropped|faint\w*|lost (?:your|his|her|their) (?:balance|footing))\b"
                               r"[^.?!]{0,25}?\bor (?:did |was it |was |were )?(?:someone|somebody|anyone|anybody)(?: else)? (?:push|shove|knock|trip)\w*",
                               re.IGNORECASE)
#: (bank 45, training) The subject taken up again before the question ("Going back to your headache, is it at the front?"): a
#: symptom named there is what the question is about, not a symptom asked whether.
_GOING_BACK_TO = re.compile(r"^\W*(?:going|coming|getting|turning) back to (?:the|your|his|her|their|that|this) [^,?.!]{1,40},\s*", re.IGNORECASE)
#: (bank 45, training) A score the patient gave said back ("that eight you gave me, has it changed?"): the severity again.
_SCORE_SAID_BACK = re.compile(r"\b(?:that|the|your|his|her) (?:zero|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})(?: out of (?:ten|10))? "
                              r"(?:you|he|she|they) (?:gave|said|told|scored|rated|put|mentioned)\b", re.IGNORECASE)
#: (bank 45, training) What the pain keeps one from doing ("is the pain so bad it's stopped you eating?"): how bad, no one
#: controlling.
_PAIN_STOPS_YOU = re.compile(r"\b(?:pain|it)(?:'s| is| has| was)?\b[^.?!]{0,25}?\b(?:stopped|stopping|stops|kept|keeping|keeps|prevented|preventing) "
                             r"(?:you|him|her|them) (?:from )?(?:going|getting|eating|sleeping|walking|working|doing|moving|sitting)\b", re.IGNORECASE)
_SOMEONE = re.compile(r"\b(?:someone|somebody|anyone|anybody|partner|husband|wife|boyfriend|girlfriend|family|people|person)\b", re.IGNORECASE)
#: (bank 45, training) A self-harm act withdrawn before "how did you hurt yourself?" ("Did you cut, scratch that, how did you
#: hurt yourself?"): the harm done to oneself is what is asked, not an accident.
_WITHDRAWN_SELF_HARM = re.compile(r"^\W*(?:did|have|has) (?:you|he|she|they) (?:cut|burn|scratch|harm|hurt|stab)\w*\b[^.?!]{0,20}?,\s*(?:\w+,\s*)?"
                                  r"(?:let me (?:rephrase|reword)|or rather|scratch that)\b", re.IGNORECASE)
#: (bank 45, training) Reasons to live ("anything keeping you safe, people or reasons to live?"): safe from oneself, not from
#: others, the people named among the reasons.
_REASONS_TO_LIVE = re.compile(r"\breasons? (?:to (?:live|keep going|stay alive|go on)|for living)\b",
                              re.IGNORECASE)
#: (bank 45, training) A medicine named as a time ("what number was it before the painkiller?"): when, not what was tried.
_MEDICINE_AS_TIME = re.compile(r"\b(?:before|after|since) (?:the|your|his|her|their|that|this|any) (?:painkillers?|pain relief|paracetamol|ibuprofen|"
                               r"morphine|codeine|tablets?|medicine|injection|jab|spray|gas|drugs?|dose)\b", re.IGNORECASE)
#: (bank 45, training) What a past illness left one with ("did the stroke leave you with any weakness?"): the lasting harm is
#: the background asked, not today's symptom.
_LEFT_WITH = re.compile(r"\b(?:leave|left) (?:you|him|her|them) with\b", re.IGNORECASE)
#: (bank 45, training) "Where" of going about one's life ("keeps tabs on where you go"), no place of pain.
_WHERE_ONE_GOES = re.compile(r"\bwhere (?:you|he|she|they) (?:go|goes|went|are going|have been|'ve been|has been|'s been)\b", re.IGNORECASE)


def _resolve_bank45(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-45 ways of asking (each a class, named at its pattern)."""
    names = {name for _, name in found}
    if {"pregnancy", "onset"} <= names and _PERIOD_LATE.search(scan) and not _WHEN_ASKED.search(_WHEN_YOU_SAY_ILL.sub(" ", scan)):
        found = _drop(found, "onset")  # "late a few days, or a whole month missed?"
    if "abuse" in names and _PUSH_AS_A_CHOICE.search(scan) and "mechanism" in asked_topics(scan):
        at = min(at for at, name in found if name == "abuse")
        found = sorted(_drop(found, "abuse", "mechanism") + [(at, "mechanism")])
    if {"substance", "onset"} <= names and not _WHEN_ASKED.search(scan) and not _ASKS_WHEN.search(scan):
        found = _drop(found, "onset")  # "on a bender these last few days?": the span of the drinking
    if probes and (lead := _GOING_BACK_TO.match(scan)) and (set(asked_topics(scan[lead.end():])) - {"associated"}):
        probes = [p for p in probes if p.asked.search(scan[lead.end():])]
    if {"severity", "pattern"} <= names and _SCORE_SAID_BACK.search(scan):
        found = _drop(found, "pattern")
    if {"severity", "abuse"} <= names and _PAIN_STOPS_YOU.search(scan) and not _SOMEONE.search(scan):
        found = _drop(found, "abuse")
    if "mechanism" in names and "self_harm" not in names and _WITHDRAWN_SELF_HARM.search(scan) and _HOW_DID_IT.search(scan) \
            and re.search(r"\b(?:your|him|her|them)sel(?:f|ves)\b", scan, re.IGNORECASE):
        found = [(at, "self_harm" if name == "mechanism" else name) for at, name in found]
    if {"abuse", "safety"} & names and "self_harm" not in names and _REASONS_TO_LIVE.search(scan) and "self_harm" in asked_topics(scan):
        at = min(at for at, name in found if name in ("abuse", "safety"))  # reasons to live: safe from oneself
        found = sorted(_drop(found, "abuse", "safety") + [(at, "self_harm")])
    if {"severity", "treatment"} <= names and (m := _MEDICINE_AS_TIME.search(scan)) \
            and "treatment" not in asked_topics(scan[:m.start()] + " " + scan[m.end():]):
        found = _drop(found, "treatment")
    if "history" in names and probes and (m := _LEFT_WITH.search(scan)):
        probes = [p for p in probes if not (p.asked.search(scan) and p.asked.search(scan).start() >= m.start())]
    if {"abuse", "location"} <= names and _WHERE_ONE_GOES.search(scan) \
            and "location" not in asked_topics(_WHERE_ONE_GOES.sub(" ", scan)):
        found = _drop(found, "location")
    return found, probes


#: (bank 46, training) Someone to keep one safe through the night ("is there anyone at your place who can keep you safe
#: tonight?"): the plan held against self-harm, not a danger at home.
_KEPT_SAFE_TONIGHT = re.compile(r"\b(?:anyone|anybody|someone|somebody)\b[^.?!]{0,30}?\b(?:who|that) (?:can|could|will|would) (?:keep|stay with) "
                                r"(?:you|him|her|them)(?: safe)? (?:tonight|overnight|this evening|till morning|until the morning)\b|"
                                # (bank 49, training) someone one can stay with to be kept safe ("is there someone you can stay
                                # with to keep you safe tonight?"): the same plan, the one asked staying with them
                                r"\b(?:anyone|anybody|someone|somebody)\b (?:(?:you|he|she|they) (?:can|could) )?(?:stay|go|be) (?:with|to)\b"
                                r"[^.?!]{0,20}?\b(?:keep|be|feel) (?:(?:you|him|her|them) )?safe (?:tonight|overnight|this evening|till morning|until the morning)\b",
                                re.IGNORECASE)
#: (bank 46, training) Hurting in another part of the body ("is it hurting in any other part of your body too?"): where, the
#: hurting a premise, not how much.
_OTHER_PART = re.compile(r"\b(?:hurting|hurts?|sore|aching|pain) (?:in|on) (?:any|another|some|other|a different) (?:other )?(?:parts?|places?|bits?|"
                         r"areas?|spots?) of (?:your|his|her|their|the) body\b", re.IGNORECASE)
#: (bank 46, training) The visit's reason offered as options ("are you here about pain, a fall, or none of the above?", "is it
#: pain, a cough, a bleed, or anything like that?"): the visit, a fall or a bleed among its options, not asked in its own right.
_REASON_OFFERED = re.compile(r"\b(?:are|is) (?:you|he|she|they) (?:here|in) (?:today |tonight )?(?:about|because of|due to|with)\b[^.?!]{0,60}?\bor "
                             r"(?:none of (?:the above|those|them|these)|(?:is |was )?(?:it )?(?:something|anything) else)\b|"
                             r"\b(?:is|was) it (?:a )?pain,\s+(?:[\w' -]+,\s+){1,3}or (?:anything|something) (?:like that|else|different)\b", re.IGNORECASE)
#: (bank 46, training) When a self-harm act was done ("how long ago did you take the overdose?", "when did you cut yourself?"):
#: the act's time, the self-harm asked, never when today's complaint began.
_WHEN_SELF_HARM = re.compile(r"\b(?:how long ago|when|what time)\b[^.?!]{0,25}?\b(?:(?:take|took|taken|had|swallow\w*) (?:the|that|this|your|his|her|their|an) "
                             r"overdose|overdos\w*|(?:cut|harm|hurt|burn)\w* (?:your|him|her|them)sel(?:f|ves))\b", re.IGNORECASE)
#: (bank 46, training) Which of two troubles came first ("which came first, the cough or the fever?").
_WHICH_FIRST = re.compile(r"\bwhich (?:one |thing |of (?:them|those|the two) )?(?:came|started|happened|began|kicked off|showed up) first\b|"
                          r"\b(?:did|was) (?:the )?[\w-]+ or (?:the )?[\w-]+ (?:come|start|begin|happen) first\b", re.IGNORECASE)
#: (bank 46, training) Where on the body a blow landed ("what whacked you, and where on your body did it land?"): part of how it
#: happened, not the place of a pain.
_WHERE_IT_LANDED = re.compile(r"\bwhere\b[^.?!]{0,25}?\b(?:did|does) (?:it|the \w+|they|he|she) (?:land|hit|strike|catch|connect)(?: (?:you|him|her|them))?\b", re.IGNORECASE)
#: (bank 46, training) The pain's strength over time ("how has the pain changed in strength since it started?"): how bad, not
#: its pattern.
_IN_STRENGTH = re.compile(r"\bin (?:strength|intensity|severity)\b|\b(?:strength|intensity|severity) of (?:the|your|his|her|their) pain\b", re.IGNORECASE)
#: (bank 46, training) Trouble with anaesthetics in the past: the background, never an allergy.
_ANAESTHETIC = re.compile(r"\b(?:anaesthe|anesthe)\w*", re.IGNORECASE)
#: (bank 46, training) A medicine asked for by the condition it treats, with no verb ("Anything for your heart, diabetes?").
_ANYTHING_FOR_CONDITION = re.compile(r"^\W*(?:and |so |also )?(?:anything|something|any (?:tablets|pills|medicines?|meds)) (?:regular )?for (?:your|his|her|their) "
                                     r"(?:heart|blood pressure|bp|diabetes|sugars?|epilepsy|fits|thyroid|cholesterol|asthma|mood|depression|anxiety|nerves)\b",
                                     re.IGNORECASE)
#: (bank 46, training) What moves the pain, a breath named among its causes ("does moving or breathing in make the pain change?",
#: "is it worse when you breathe in?"): what changes the pain, not whether one is breathless.
_BREATH_CHANGES_PAIN = re.compile(r"\b(?:breath\w*|cough\w*|mov\w*)(?: in| deeply| deep)?\b[^.?!]{0,25}?\b(?:make|makes|made|making) (?:the |your |his |her )?"
                                  r"(?:pain|it|hurt\w*) (?:change|different|worse|better|any different)\b", re.IGNORECASE)
#: (bank 46, training) A reaction pointed back to ("did your lips or tongue swell that time?"): the allergy's reaction, not a
#: swelling today.
_THAT_TIME = re.compile(r"\b(?:that|the last|the other) time\b|\bback then\b|\bwhen (?:you|he|she|they) (?:reacted|had the reaction)\b", re.IGNORECASE)
#: (bank 46, training) Another drug taken with the tablets of an overdose ("did you take anything else with the paracetamol?"):
#: what went with the overdose, not a remedy tried.
#: (bank 48, training) also "alongside" or "as well as" the overdose ("did he swallow anything as well as the pills?")
_TAKEN_WITH = re.compile(r"\b(?:take|took|taken|swallow\w*|had) (?:anything|something) (?:else )?(?:with|along with|alongside|as well as|together with|on top of) (?:the|those|these|that|all (?:the|those)) "
                         r"(?:paracetamol|tablets|pills|overdose|sleeping pills|co-?codamol|ibuprofen|codeine|tramadol|amitriptyline)\b", re.IGNORECASE)


def _resolve_bank46(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-46 ways of asking (each a class, named at its pattern)."""
    names = {name for _, name in found}
    if {"location", "severity"} <= names and _OTHER_PART.search(scan) and not _SCALE.search(scan):
        found = _drop(found, "severity")  # "is it hurting in any other part of your body?"
    if "complaint" in names and _REASON_OFFERED.search(scan):
        found, probes = _drop(found, "mechanism", "associated"), []  # "are you here about pain, a fall, or none of the above?"
    if {"self_harm", "onset"} <= names and _WHEN_SELF_HARM.search(scan):
        found = _drop(found, "onset")  # "how long ago did you take the overdose?"
    if "onset" in names and _WHICH_FIRST.search(scan):
        probes = []  # "which came first, the headache or the vomiting?": the order, the symptoms named its premises
    if {"mechanism", "location"} <= names and _WHERE_IT_LANDED.search(scan):
        found = _drop(found, "location")  # "where on your body did it land?"
    if {"severity", "pattern"} <= names and _IN_STRENGTH.search(scan):
        found = _drop(found, "pattern")  # "how has the pain changed in strength?"
    if {"history", "allergies"} <= names and _ANAESTHETIC.search(scan) and not re.search(r"allerg", scan, re.IGNORECASE):
        found = _drop(found, "allergies")  # "any problems with previous anaesthetics?"
    if {"medications", "history"} <= names and _ANYTHING_FOR_CONDITION.search(scan):
        found = _drop(found, "history")  # "anything for your heart, diabetes, epilepsy?"
    if "baseline" in names and (m := _MORE_THAN_USUAL.search(scan)) and re.search(r"\byou\b", m.group(0), re.IGNORECASE) \
            and any(p.name == "confusion" for p in probes):
        found = _drop(found, "baseline")  # "have you been more confused than usual?": the patient's own confusion, asked of them
    if probes and _BREATH_CHANGES_PAIN.search(scan):
        probes = [p for p in probes if p.name not in ("breathing", "cough")]  # "does breathing in make the pain change?"
        if not any(name == "modifiers" for _, name in found):
            found = sorted(found + [(_BREATH_CHANGES_PAIN.search(scan).start(), "modifiers")])
    if not found and probes and all(p.name in ("airway_swelling", "swelling", "rash") for p in probes) and _THAT_TIME.search(scan):
        found, probes = [(min(m.start() for m in (p.asked.search(scan) for p in probes) if m), "allergies")], []  # "did your lips swell that time?"
    if {"treatment", "medications"} & names and _TAKEN_WITH.search(scan):
        found = _drop(found, "treatment", "medications")  # "did you take anything else with the paracetamol?"
        if not any(name == "self_harm" for _, name in found):
            found = sorted(found + [(_TAKEN_WITH.search(scan).start(), "self_harm")])
    return found, probes


#: (bank 47, training) The place the pain started in ("did the pain start in her chest or her back?"): where, not when.
_STARTED_IN_PLACE = re.compile(r"\b(?:start|starts|started|starting|begin|begins|began|begun|come on|came on) (?:off )?(?:in|on|at|from) "
                               r"(?:your|his|her|their|the) (?:\w+ )?(?:chest|back|belly|tummy|stomach|head|neck|side|arm|leg|shoulder|"
                               r"abdomen|groin|flank|jaw|throat)\b", re.IGNORECASE)
#: (bank 47, training) The pain named as a kind by what it makes one do ("is it the kind of pain that makes you want to stay
#: still?"): how bad it is, not what it is like.
_KIND_BY_EFFECT = re.compile(r"\b(?:kind|sort|type) of pain (?:that|which|where) (?:makes?|stops?|keeps?|wakes?|leaves?) (?:you|him|her|them)\b",
                             re.IGNORECASE)
#: (bank 47, training) Worse when pressed on ("does it feel any worse when you press on it?"): its tenderness, not what
#: changes it in the course of the day.
_PRESSED_ON = re.compile(r"\b(?:press|presses|pressed|pressing|push|pushes|prod|prods|touch|touches) (?:on |down on )?(?:it|there|the (?:spot|area|place))\b",
                         re.IGNORECASE)
#: (bank 47, training) A cough or a breath named as when the pain moves or changes ("does the pain move anywhere when you
#: cough?"): the pain asked, the cough its occasion, no cough asked.
_PAIN_WHEN_YOU = re.compile(r"\b(?:pain|it|ache|hurt\w*)\b[^.?!]{0,40}?\b((?:when|whenever|if|as) (?:you|he|she|they) (?:cough|coughs|sneeze|sneezes|"
                            r"breathe|breathes|take a (?:deep )?breath|laugh|laughs|strain|strains))\b", re.IGNORECASE)


def _not_the_occasion(scan: str, probes: list[Probe]) -> list[Probe]:
    """The probes less those heard only in the occasion of the pain ("when you cough", "when you sneeze")."""
    occasion = _PAIN_WHEN_YOU.search(scan)
    if not occasion:
        return probes
    start, end = occasion.span(1)
    return [p for p in probes if not ((m := p.asked.search(scan)) and start <= m.start() < end)]


#: (bank 47, training) A thing driven into the body ("did the handlebars go into your chest?"): how the injury happened, the
#: chest where the thing went, not where a pain goes.
_DRIVEN_INTO = re.compile(r"\bdid (?:the|a|an|your|his|her|their) (?:[\w-]+ ){0,2}?(?:handlebars?|steering wheel|seat ?belt|bars?|poles?|posts?|"
                          r"rails?|railings?|edge|corner|ball|bat|stick|knife|blade|glass|nail|branch|door|table|kerb|curb|bonnet|dashboard|"
                          r"helmet|pedals?|fork|horns?|columns?|frames?|beams?|spikes?|fences?) (?:go|went|dig|dug|jab|jabbed|stick|stuck|poke|ram|rammed|smash|slam|catch|plough|plow|"
                          r"bang|push|drive|spear) (?:into|in|through|against) (?:your|his|her|their|the)\b[^.?!,]*", re.IGNORECASE)


def _resolve_bank47(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-47 ways of asking (each a class, named at its pattern)."""
    names = {name for _, name in found}
    if {"mechanism", "location"} <= names and _DRIVEN_INTO.search(scan) \
            and "location" not in asked_topics(_DRIVEN_INTO.sub(" ", scan)):
        found = _drop(found, "location")  # "did the handlebars go into your chest?"
    if {"onset", "location"} <= names and _STARTED_IN_PLACE.search(scan) and not _ASKS_WHEN.search(scan):
        found = _drop(found, "onset")  # "did the pain start in her chest or her back?"
    if {"character", "severity"} <= names and _KIND_BY_EFFECT.search(scan):
        found = _drop(found, "character")  # "the kind of pain that makes you want to stay still?"
    if {"character", "modifiers"} <= names and _PRESSED_ON.search(scan):
        found = _drop(found, "modifiers")  # "does it feel any worse when you press on it?"
    if probes and {"location", "character", "severity", "modifiers"} & names:
        probes = _not_the_occasion(scan, probes)  # "does the pain move anywhere when you cough?"
    return found, probes


#: (bank 48, training) Another person's medicine taken for the trouble ("did you use any of your sister's painkillers for
#: it?"): what was tried for it, not a misuse of drugs (the misuse stays where no "for it" is said).
_OTHERS_MEDICINE_FOR_IT = re.compile(r"\b(?:somebody|someone|anybody|anyone|a friend|a mate|(?:your|his|her|their) \w+)(?: else)?'s "
                                     r"(?:medicines?|medications?|tablets?|pills?|meds|painkillers?|inhalers?|prescriptions?)\b[^.?!]{0,20}?"
                                     r"\bfor (?:it|this|that|the (?:pain|\w+)|(?:your|his|her|their) \w+)\b", re.IGNORECASE)
#: (bank 48, training) What is already in one's system, asked before more is given ("so we know what's already in your
#: system, what have you had and when?"): the medicines taken for it, not a night's drugs (an overdose keeps its reading).
_ALREADY_IN_SYSTEM = re.compile(r"\balready (?:in|on board in) (?:your|his|her|their) (?:system|body|blood)\b|\balready on board\b", re.IGNORECASE)
#: (bank 48, training) The illness's course summed up and checked back ("You've been going downhill since Friday, have I
#: got that right?", the tag sometimes read off before this is read): the visit confirmed, its trouble said, not only when it
#: began (a symptom or a topic of its own named in the summary keeps its reading).
_COURSE_CHECKED_BACK = re.compile(r"^\W*(?:so,? |and,? |right,? |okay,? |ok,? )?(?:you|he|she|they)(?:'ve| have|'s| has|'re| are| were| was)? "
                                  r"(?:been )?(?:getting |got |gone |feeling |felt |going )?(?:steadily |gradually |slowly |progressively |much |"
                                  r"a lot |a bit |really |more and more )?(?:worse|sicker|downhill|unwell|ill|poorly|off colou?r|under the weather)\b"
                                  r"[^?]*?(?:,\s*(?:have i (?:understood|got|heard) (?:that|this|it|you|things)(?: (?:right|properly|correctly))?|"
                                  r"(?:is|was) that (?:right|correct|fair)|did i (?:get|hear) (?:that|it) right|am i right))?\s*\?\W*$", re.IGNORECASE)


def _resolve_bank48(scan: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Overlaps read by meaning, from the bank-48 ways of asking (each a class, named at its pattern)."""
    names = {name for _, name in found}
    if names == {"ingestion"} and _ALREADY_IN_SYSTEM.search(scan) and not _OVERDOSE.search(scan) and not _substance_named(scan):
        found = [(at, "treatment") for at, _ in found]  # "what's already in your system, what did you take?"
    if names and names <= {"onset", "pattern"} and _COURSE_CHECKED_BACK.search(scan):
        found = [(min(at for at, _ in found), "complaint")]  # "you've been getting worse since Monday, is that right?"
    return found


#: (bank 49, training) Drugs asked of whether prescribed or not ("any drugs, prescription or otherwise?"): drugs of every kind,
#: the street ones included, not only the regular medicines.
_ANY_KIND_OF_DRUG = re.compile(r"\bdrugs?\b[^.?!]{0,15}?\b(?:prescribed|prescription)\b,? or (?:not|otherwise|non-prescribed|illegal|street|"
                               r"recreational)\b", re.IGNORECASE)
#: (bank 49, training) Injections one gives oneself ("do you give yourself any jabs, insulin say?"): a regular medicine, no
#: vaccine and nothing tried for today's trouble (a vaccine named keeps its reading).
_SELF_INJECTED = re.compile(r"\b(?:give|gives|giving|inject|injects|injecting|do|does) (?:yourself|himself|herself|themselves|themself) "
                            r"(?:with )?(?:any |an? |your |his |her |their )?(?:jabs?|injections?|shots?|insulin)\b", re.IGNORECASE)
_VACCINE_NAMED = re.compile(r"vaccin|immuni[sz]|tetanus|booster|\bflu\b|covid", re.IGNORECASE)
#: (bank 49, training) Medicines as the means of harm: stockpiled or hoarded ("have you got tablets saved up at home?"), named
#: among other means ("thought of using a rope, a blade, your tablets?"), or counted missing from a packet: the harm asked, not
#: the regular medicines or what was tried for the pain.
_MEDICINE_AS_MEANS = re.compile(r"\b(?:stockpil\w*|hoard\w*|stash\w*|sav(?:ed|ing) up|stor(?:ed|ing) up)\b|\b(?:rope|ligature|noose|blades?|razors?|gun)\b|"
                                r"\bhow many\b[^.?!]{0,40}?\b(?:missing|gone)\b|\bmissing from (?:the|a|his|her|their|your) (?:packet|box|bottle|strip|pack)\b",
                                re.IGNORECASE)
#: (bank 49, training) A baby fed by the mother herself ("feeding the baby yourself?"): whether she breastfeeds, not how a baby
#: patient is feeding.
_FEEDING_ONESELF = re.compile(r"\b(?:feeding|feed|feeds|fed) (?:a|the|your|her|my) (?:baby|babby|bairn|little one|newborn|wee one)(?: \w+)? "
                              r"(?:yourself|herself)\b", re.IGNORECASE)


def _resolve_bank49_first(scan: str, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Overlaps read by meaning, from the bank-49 ways of asking, before the older rules drop the topic meant (each a class,
    named at its pattern)."""
    names = {name for _, name in found}
    if {"substance", "medications"} <= names and _ANY_KIND_OF_DRUG.search(scan):
        found = _drop(found, "medications")  # "do you use any drugs, prescribed or not?"
    if "medications" in names and _SELF_INJECTED.search(scan) and not _VACCINE_NAMED.search(scan):
        found = _drop(found, "immunisations", "treatment")  # "do you give yourself any jabs?"
    if "self_harm" in names and _MEDICINE_AS_MEANS.search(scan):
        found = _drop(found, "medications", "treatment", "ingestion")  # "medicines stockpiled at home?"
    if {"pregnancy", "feeding"} <= names and _FEEDING_ONESELF.search(scan):
        found = _drop(found, "feeding")  # "feeding a baby yourself?"
    return found


#: (bank 49, training) The dose pointed back to ("how long ago was that dose?"), or the last dose of what one has taken
#: ("what you've taken, when was the last dose?"): what was tried for it, its time asked, not when the trouble began.
_DOSE_POINTED_BACK = re.compile(r"\b(?:that|this|the same) dose\b|\bwhat (?:you|he|she|they)(?:'ve| have| has|'d| had)? (?:taken|took|had|used)\b"
                                r"[^.?!]{0,30}?\b(?:the|your|his|her|their) last dose\b", re.IGNORECASE)
#: (bank 49, training) Something taken for it said back, then asked what and when ("You took something for it, so you did,
#: but what was it?"): what was tried, not what was swallowed.
_TOOK_SOMETHING_FOR_IT = re.compile(r"\b(?:you|he|she|they) (?:took|had|tried|used|(?:have|has|'ve|'s) (?:taken|had|tried|used)) "
                                    r"(?:something|anything|some \w+) for (?:it|this|that|the (?:pain|\w+))\b", re.IGNORECASE)
#: (bank 49, training) What was taken with how many counted ("get clear on what you took, how many and when?"): the amount of
#: an overdose, not a drink or the medicines tried (a drink or a drug named, or "for it", keeps its reading).
_WHAT_AND_HOW_MANY = re.compile(r"\bwhat (?:exactly )?(?:you|he|she|they) (?:took|swallowed|(?:have|has|had|'ve|'d) (?:taken|swallowed))\b"
                                r",? (?:and )?how many\b", re.IGNORECASE)
_FOR_IT = re.compile(r"\bfor (?:it|this|that|the pain|(?:your|his|her|their) \w+)\b", re.IGNORECASE)
#: (bank 49, training) The visit's reason offered as a thing or a change ("are you here for the pain itself, or because an old
#: problem has changed?"): the visit, the pain and the old problem its options.
_HERE_FOR_OR_BECAUSE = re.compile(r"\b(?:are|is) (?:you|he|she|they) (?:here|in) (?:today |tonight )?(?:for|about|because of|with) [^.?!]{1,40}?,? "
                                  r"or (?:is it )?(?:because|since|as)\b", re.IGNORECASE)
#: (bank 49, training) Whether it hurts around a place named ("does it hurt around your back passage?"): where, yes or no, not
#: how much.
_HURTS_AROUND = re.compile(r"\b(?:does|did|is) (?:it|anything|that) (?:hurt|hurting|sore|tender|aching)\w* (?:around|in|at|near|by|on|down) "
                           r"(?:your|his|her|their|the)\b", re.IGNORECASE)


def _resolve_bank49(scan: str, found: list[tuple[int, str]], probes: list[Probe],
                    context: str = "") -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-49 ways of asking (each a class, named at its pattern); ``context``: the whole
    utterance, the statement said before the question included."""
    names = {name for _, name in found}
    if names and names <= {"onset", "treatment"} and _DOSE_POINTED_BACK.search(scan):
        found = [(min(at for at, _ in found), "treatment")]  # "how long ago was that dose?"
    if names == {"ingestion"} and _TOOK_SOMETHING_FOR_IT.search(context or scan) and not _OVERDOSE.search(scan) \
            and not _substance_named(scan):
        found = [(at, "treatment") for at, _ in found]  # "you took something for it, but what was it?"
    if names == {"ingestion"} and _WHAT_AND_HOW_MANY.search(scan) and not _FOR_IT.search(scan) and not _substance_named(scan):
        found = [(at, "self_harm") for at, _ in found]  # "what you took, how many and at what time?"
    if {"location", "severity"} <= names and _HURTS_AROUND.search(scan) and not _HOW_BAD.search(scan) and not _SCALE.search(scan):
        found = _drop(found, "severity")  # "does it hurt around your back passage?"
    if "complaint" in names and _HERE_FOR_OR_BECAUSE.search(scan):
        found, probes = [(at, name) for at, name in found if name == "complaint"], []  # "here for the pain itself, or because ...?"
    return found, probes


def _resolve_bank15(scan: str, found: list[tuple[int, str]], probes: list[Probe]) -> tuple[list[tuple[int, str]], list[Probe]]:
    """Overlaps read by meaning, from the bank-15 ways of asking: a matter set aside before the question is not asked
    (its topic and its symptom are dropped unless the question names them again), and "where is it hurting?" asks
    where, not how much."""
    if (aside := _SET_ASIDE_FIRST.match(scan)) and aside.end() < len(scan.rstrip()):
        rest = scan[aside.end():]
        again = asked_topics(rest)
        found = [(at, name) for at, name in found if at >= aside.end() or name in again]
        probes = [p for p in probes if p.asked.search(rest)]
    if (premise := _PREMISE_FIRST.match(scan)) and premise.end() < len(scan.rstrip()) \
            and (again := asked_topics(scan[premise.end():])):
        # a blood thinner named is always answered (a premise of warfarin is worth saying back)
        found = [(at, name) for at, name in found if at >= premise.end() or name in again or name == "anticoagulants"]
        # (bank 49, training) a symptom granted in the premise is not asked either ("Seeing as you're bleeding, how far along
        # are you?": the pregnancy, not the bleeding)
        probes = [p for p in probes if p.asked.search(scan[premise.end():])]
    names = {name for _, name in found}
    if {"location", "severity"} <= names and _WHERE_ONLY.search(scan) and not _HOW_BAD.search(scan) and not _SCALE.search(scan):
        found = _drop(found, "severity")  # "where to is it hurting, cariad?"
    return found, probes


#: A sensation named as what the pain is like ("does it feel like pins and needles"), not asked about for itself.
_FEELS_LIKE = re.compile(r"\b(?:feels?|felt|feeling|it's|it is|is it|more|sort of|kind of) (?:more )?like (?:an? |the )?$", re.IGNORECASE)
#: Why the patient came, asked as what brought them ("... or something else that's brought you in?").
_BROUGHT_YOU = re.compile(r"\b(?:brought|bringing|brings) (?:you|him|her|them)\b|\bhere (?:for|with)\b", re.IGNORECASE)
#: (bank 25, training) Ill or hurt offered as the choice: the complaint, of which an injury is one answer.
_ILL_OR_HURT = re.compile(r"\b(?:poorly|ill|unwell|sick|an illness)\b[^.?!]{0,20}?\bor (?:\w+ )?(?:injured|hurt|an injury)\b|"
                          # (bank 31, training) in a longer list of choices ("An injury, pain, feeling generally unwell, or none?")
                          r"\b(?:an injury|injured|hurt)\b,(?:[^,.?!]{1,30},){0,3}[^,.?!]{0,30}?\b(?:unwell|ill|poorly|an illness)\b|"
                          r"\b(?:unwell|ill|poorly|an illness)\b,(?:[^,.?!]{1,30},){0,3}[^,.?!]{0,30}?\b(?:an injury|injured)\b|"
                          r"\b(?:injured|hurt|an injury)\b[^.?!]{0,20}?\bor (?:\w+ )?(?:poorly|ill|unwell|an illness)\b", re.IGNORECASE)
#: How an injury came about, asked as such.
#: (bank 33, training) "or how would you put it?" closing a list of choices asks for the patient's own words, not how it came.
_HOW_IT_CAME = re.compile(r"\bhow\b(?! (?:would|do|could|might|'d) (?:you|he|she|they) (?:put|describe|say|call|sum up|word) (?:it|that|this)\b)|what happened|\bfall\b|\bfell\b|\btrip|\bslip|accident|crash|hit by|knocked", re.IGNORECASE)
#: A time named as when the pain is at its worst ("where does it go when it's at its worst?"): when, not how bad.
_WHEN_AT_ITS_WORST = re.compile(r"\b(?:when|while|as|once) (?:it(?:'s| is| gets)|the pain(?:'s| is| gets)) (?:at )?(?:its|it's) (?:worst|peak|most \w+|highest|strongest)\b",
                                re.IGNORECASE)
#: A place asked for by name ("which knee", "where"), as against "which one" of the medicines.
_WHICH_PLACE = re.compile(r"\bwhere\b|\bwhich (?!one\b|ones\b|drug|medic|tablet|pill|painkiller|brand|kind|type|sort)\w+", re.IGNORECASE)
#: A dose and its time, as against the amount of an overdose ("how many", "the whole packet").
_DOSE = re.compile(r"\bdoses?\b|\bwhat time\b|\bwhen\b", re.IGNORECASE)
#: (bank 39, training) How long one has been doing a thing ("how long have you been vaping?", "how long has he been hitting
#: you?"): how long it has gone on, never when the complaint began.
_HOW_LONG_DOING = re.compile(r"\bhow long (?:ha(?:s|ve)|had) (?:you|he|she|they|this \w+|that \w+|(?:your|his|her|their|the) \w+|anyone|someone|"
                             r"somebody|anybody)(?: been)? (?:smok|drink|vap|us|tak|hurt|hit|harm|abus|threaten|beat|bull|control|scar)\w*|"
                             # (bank 43, training) the years counted ("how many years have you smoked for?"): how long it went on
                             r"\bhow many (?:years|months|weeks)\b (?:ha(?:s|ve)|had) (?:you|he|she|they)(?: been)? (?:smok|drink|vap|us)\w*|"
                             # (bank 41, training) how long the violence has gone on ("how long has the violence been going on?")
                             r"\bhow long (?:ha(?:s|ve)|had) (?:the|this|that|all this|all that) (?:violence|abuse|bullying|hitting|fighting|"
                             r"threatening|controlling|beating)s?(?: been)? (?:going on|happening|gone on|carr(?:ied|ying) on)\b",
                             re.IGNORECASE)
#: (bank 39, training) How long each wave or spell of a pain lasts: its pattern, not when it began.
_EACH_WAVE = re.compile(r"\bhow long (?:does|do|did|will|would) (?:each|every|a|the|one|these|those) (?:wave|spell|bout|attack|episode|spasm|cramp|"
                        r"contraction|surge|twinge|burst)s?\b(?: of (?:the )?(?:pain|it))? (?:\w+ )?(?:last|go on|stay|keep going)\b", re.IGNORECASE)
#: (bank 39, training) How soon a reaction followed its cause ("how quickly after the peanut did your lips swell?").
_REACTION_AFTER = re.compile(r"\bhow (?:long|soon|quickly|fast) after\b", re.IGNORECASE)
#: (bank 39, training) A pain changed in its nature or character (not in how bad it is).
_CHANGED_IN_NATURE = re.compile(r"\bchang\w*\b (?:in )?(?:its |the )?(?:nature|character|quality)\b|\b(?:nature|character|quality) of\b", re.IGNORECASE)
#: (bank 39, training) Whether one is more muddled than one's usual, asked yes or no: the confusion itself, and its news.
_MORE_THAN_USUAL = re.compile(r"\b(?:has|have|is|are|was|were) (?:you|he|she|they)(?: been)? (?:any |a bit |a lot |much |even )?more "
                              r"(?:confused|muddled|mixed up|disorientated|disoriented) than (?:usual|normal)\b", re.IGNORECASE)
#: (bank 39, training) The patient's own "I took something" said back ("when you say you took something, what was it?"):
#: what was taken for it, as the patient said.
_SAID_TOOK = re.compile(r"\b(?:when|so) (?:you|he|she|they) (?:say|said|mention(?:ed)?|told (?:me|us))(?: that)? (?:you|he|she|they)(?: had)? "
                        r"(?:took|taken|had|tried|used) (?:something|anything|some \w+)\b", re.IGNORECASE)
_OVERDOSE = re.compile(r"overdos|too many|too much|how many|on purpose|deliberately|whole (?:packet|box|bottle)|\bbottle\b", re.IGNORECASE)


#: "Where are you?" asked of a scale the statement before it set out (bank 23, training).
#: (bank 26, training) also "where's your pain?" after an end of the scale set out ("Ten being total system failure, where's
#: your pain?"): on the scale, not where in the body.
_WHERE_ON_IT = re.compile(r"^\W*where(?: (?:are|would|do|does|is|'s)|'s) (?:you|he|she|they|it|yours?|his|hers|(?:your|his|her|their|the) pain)\b(?: (?:be|put (?:it|yourself)|sit|fall|land))?(?: on (?:it|that|there|the scale))?\W*$",
                          re.IGNORECASE)
#: A question of its own before the last comma ("how bad is it, and where's the pain?"): both are asked.
_ASKS_HOW_BAD = re.compile(r"\bhow\b|\bwhat\b|\brate\b|\bscore\b", re.IGNORECASE)
_ENDS_OF_A_SCALE = re.compile(r"\b(?:zero|nought|naught|0)\b[^.?!]*\b(?:ten|10)\b", re.IGNORECASE)


#: (bank 43, training) A promise not to be shocked or to judge before "what have you taken?" ("Nothing you say will shock me,
#: what has she taken tonight?", "No judgement here, what did you take?"): the taking asked is of drugs or drink, which the
#: promise is made for; read as "what drugs ...".
_UNSHOCKED_TAKING = re.compile(r"^(\W*(?:nothing (?:you|he|she|they) (?:say|tell me|tell us|could say|can say)(?: here)? (?:will|would|is going to|can|could) "
                               r"(?:shock|surprise|upset|offend|faze) (?:me|us)|no judg(?:e)?ments?(?: here)?|i (?:won'?t|will not|don'?t|do not) judge(?: you)?)"
                               r"\s*,\s*what )(?=(?:have|has|did) (?:you|he|she|they) (?:taken|take|had|have|used|use)\b(?![^?]*\bfor (?:it|this|that|the|your|his|her)\b))",
                               re.IGNORECASE)


@lru_cache(maxsize=4096)
def read_intents(text: str) -> IntentReading:
    """What one nurse utterance asks. Cached: a pure function of the text, and a nurse repeats its
    questions across episodes (the protocol nurse has a few hundred distinct utterances), so the
    two dozen topic and probe patterns run once per distinct question instead of once per reply."""
    text = _UNSHOCKED_TAKING.sub(r"\1drugs ", text.translate(_APOSTROPHES))  # (bank 43) "Nothing you say will shock me, what ..."
    text = _HEDGE_BETWEEN_COMMAS.sub(" ", text)  # (bank 49) "Do you feel, kind of, trapped ...?": the hedge said aside
    text = _ANY_CHANCE.sub(_any_chance_asked, text)  # (bank 49) "Any chance the pain has eased?": "has the pain eased?"
    text = _ILL_IN_ONESELF.sub(r"\1", text)  # (bank 48) "feeling ill in yourself": ill, as a choice among others
    text = _POSTURE_FIRST.sub("", _ASIDE.sub("", _POSTURE_FIRST.sub("", text)))  # (bank 25) "Shoulders down, now then, ..."
    # (bank 44, training) two turns of speech one after another ("While he's resting, as his friend from the gym, ..."): the
    # second stands first once the first is read off, and is read off in turn
    text = _ASIDE.sub("", text)
    text = _ADDRESS.sub("", _ASKED_WHETHER.sub(_whether_asked, text))
    scan, said = _scan(_DROPPED_G.sub(r"\1ing", _SPOKEN_DID.sub(r"\1 did", _first_name_as_pronoun(_named_as_pronoun(_TITLE.sub(r"\1", _plain_words(text)))))))
    return _reading(scan, said, statement_possible="?" not in text, greeting=bool(_GREETING.search(text)))


#: (bank 49, training) A hedge said aside between commas ("Is the pain, sort of, deep inside?", "Do you feel, kind of, trapped
#: ...?"): no part of the question, which reads as it would without it.
_HEDGE_BETWEEN_COMMAS = re.compile(r"\s*,\s*(?:kind of|sort of|kinda|sorta)\s*,\s*", re.IGNORECASE)
#: (bank 49, training) A question put as "any chance" before a statement ("Any chance the swelling has gone down?"): the
#: statement asked, its verb first, as "has the swelling gone down?".
_ANY_CHANCE = re.compile(r"(^|(?<=[.!?,] ))(\W*)(?:is there )?any chance (?:that )?((?:the|your|his|her|their|this|that) [\w-]+|it|you|he|she|they) "
                         r"(has|have|is|are|was|were|had|did|does|do|could|would|will|can)\b", re.IGNORECASE)


def _any_chance_asked(match: re.Match[str]) -> str:
    return f"{match.group(1)}{match.group(2)}{match.group(4)} {match.group(3)}"




#: (bank 48, training) British "ill in yourself" (in general, as against a pain or an injury: "is it pain, feeling poorly in
#: yourself, or an injury?"): read as the plain word, so a list of such choices reads as one ("low in yourself" is mood, and
#: stays).
_ILL_IN_ONESELF = re.compile(r"\b(ill|unwell|poorly|sick|rough|grotty|ropey|ropy|off colou?r|under the weather) in (?:yourself|himself|herself|"
                            r"themselves|themself)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _reading(scan: str, said: str, *, statement_possible: bool, greeting: bool) -> IntentReading:
    """The reading of the asking sentences, cached apart: the protocol nurse puts a different
    procedure line ("I'm checking your pulse now.") before the same question episode after episode."""
    found, probes, generic = _topics(scan)
    if not found and not probes and not generic and said != scan:
        scan = said
        found, probes, generic = _topics(scan)
    found, probes, generic = _resolve(scan, found, probes, generic, said)
    names_found = {name for _, name in found}
    if probes and not generic and (("location" in names_found and _WHICH_ONE_IS.search(scan))
                                   or ("complaint" in names_found and _MAIN_REASON.search(scan))):
        probes = []  # (bank 32) "which joint is the swollen one?", "is the rash the main reason you came in?": the symptom a premise
    if probes or generic:
        positions = [m.start() for m in (p.asked.search(scan) for p in probes) if m]
        if generic:
            positions.append(generic.start())
        found.append((min(positions), "symptoms"))
    names = [name for _, name in sorted(found)]
    # Resolve overlaps between rules.
    if "symptoms" in names and not generic and {"severity", "location", "character"} & set(names):
        pain_only = all(p.name in _PAIN_PROBES for p in probes)
        if pain_only:
            names.remove("symptoms")
    if "symptoms" in names and "substance" in names and not generic and all(p.name == "dizziness" for p in probes):
        names.remove("symptoms")
    if "mechanism" in names and "complaint" in names and _WHAT_HAPPENED.search(scan) \
            and not _MECHANISM_TOO.search(scan) and not TOPIC_PATTERNS["mechanism"].search(_WHAT_HAPPENED.sub(" ", scan)):
        names.remove("mechanism")
    if "history" in names and ("allergies" in names) and not re.search(r"history|condition|illness|diagnos|problems", scan, re.IGNORECASE):
        names.remove("history")
    if "location" in names and set(names) <= {"location", "severity"} and _SCALE.search(scan) \
            and _WHERE_ON_IT.match(scan.rsplit(",", 1)[-1]) and not ("," in scan and _ASKS_HOW_BAD.search(scan.rsplit(",", 1)[0])):
        names = ["severity"]  # (bank 25) "Nought to ten, with nothing being no pain, where are you?": the scale in the same sentence
    if names == ["location"] and _WHERE_ON_IT.match(scan) and (_SCALE.search(said) or _ENDS_OF_A_SCALE.search(said)):
        names = ["severity"]  # (bank 23) "Zero is no pain and ten is the worst imaginable. Where are you?": on the scale
    if not names and greeting:
        names = ["complaint"]
    statement = not names and statement_possible
    return IntentReading(tuple(names), tuple(probes) if "symptoms" in names else (), statement, bool(generic))
