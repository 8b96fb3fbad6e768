"""Headline shapes that are no noun phrase, said as the speaker's clause.

A typist writes what happened in the fewest words: "stubbed L little toe on bed frame", "bit by own
cat", "softball took a bad hop into mouth", "back from Ghana 10 days ago", "smokes 1 ppd". Said
after "I've got" ("I've got stubbed left little toe", "I've got softball took a bad hop") none of
these is English (read of the 2026-12o runs, training: 30 of 100 openings). Each shape below is
read from the words' grammar (lemminflect's lexicon, through ``realise``), not from a list of
complaints: a verb that opens the item is the speaker's doing, a noun followed by a past tense is
a clause with its own subject, a person's role is what the speaker is.

Everything is said in the first person; the speaker's voice makes it a companion's.
"""

from __future__ import annotations

import re

from .realise import adjective_only, after_verb, is_noun, noun_phrase, participle_of, third_person_of, word_classes
from ....clinical import detect
from ....clinical.speakers import kin_words
from ....personas import FIRST_LANGUAGES
from ....dialogue.vocabulary import HABIT_VERBS, PAIN_VERBS
from .vocabulary import BODY, PERSON_NOUNS, STATE_WORDS

__all__ = ["headline_clause", "chart_shape_clause", "own_subject_clause", "did_to_part", "said_intent", "typed_words", "HABITUS",
           "is_language_note"]

_PART = (r"((?:left |right |both )?(?:(?:index|middle|ring|little|big|pinky|baby) )?"
         r"(?:" + BODY[3:-1] + r"|fingers?|toes?|thumbs?|knuckles?|shins?|heels?|foreskin))\b")
#: A verb that opens the item and a part of the speaker's body after it ("slammed R middle finger in car door", "hit
#: forehead on counter").
_DID_TO_PART = re.compile(r"^(\w+ed|hit|cut|bit|caught|struck|shut|stuck|burnt|hurt|split|broke|tore|done)\s+(?:(?:my|his|her|their)\s+)?" + _PART + r"(.*)$",
                          re.IGNORECASE)  # "split her chin in the playground" (twenty-third read: "I have got split my chin")
#: Verbs of a blow someone else deals: the part named after them was struck ("punched L eye").
_DONE_BY_OTHERS = frozenset({"punched", "kicked", "stabbed", "shot", "slashed", "bitten", "bit", "headbutted", "elbowed",
                             "kneed", "slapped", "assaulted", "attacked"})
#: How long the speaker was out ("out about 30 sec", "out seconds").
_OUT_FOR = re.compile(r"^(?:was )?out (?:for )?((?:about |around |maybe |a few |\d+ |one |two |ten |thirty )?(?:seconds?|secs?|minutes?|mins?))\b(.*)$",
                      re.IGNORECASE)
#: A thing done a time ago ("first crossfit class 2 days ago", "hernia repair 4 days ago", "last drink 3 days ago").
_WHEN_DONE = re.compile(r"^(?!(?:my|the|a|an|his|her|their)\b)(?!.*\b(?:i|he|she|they|we)\b)([a-z][\w -]*?) ((?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) "
                        r"(?:hours?|days?|weeks?|months?|years?) ago)$", re.IGNORECASE)
#: Operations a person had ("hernia repair 4 days ago"): "I had a hernia repair 4 days ago".
_OPERATIONS = frozenset({"replacement", "repair", "surgery", "operation", "op", "section", "removal", "biopsy", "procedure",
                         "transplant", "reconstruction", "bypass", "ectomy", "appendectomy", "cholecystectomy", "hysterectomy",
                         "vasectomy", "circumcision", "scope", "colonoscopy", "endoscopy", "arthroscopy", "termination"})
#: Occasions a person was at ("bachelor party last night", "wedding reception").
_OCCASIONS = frozenset({"party", "reception", "wedding", "concert", "festival", "barbecue", "bbq", "picnic", "gig", "rave",
                        "funeral", "tailgate"})
#: Treatments a person is having ("chemo for breast cancer").
_HAVING = re.compile(r"^(chemo|chemotherapy|radiotherapy|radiation|immunotherapy|ivf)\b(.*)$", re.IGNORECASE)
_AGE = re.compile(r"^(\w+)[ -](day|week|month|year)s?[ -]old(?: (?:baby|infant|newborn|child|toddler))?(?: (?:boy|girl))?$",
                  re.IGNORECASE)
_PERSON_ROLE = re.compile(r"^(?:a )?((?:type [12] |insulin[- ]dependent )?diabetic)$", re.IGNORECASE)
#: Services named without an article ("poison control said it was ok").
_SERVICES = frozenset({"poison control", "poisons information", "ems", "911", "111", "dispatch", "triage", "security"})
_KIN = frozenset(kin_words())
_WHEN = frozenset({"last", "this", "yesterday", "tonight", "today", "on", "at", "in"})
_NOT_A_SUBJECT = frozenset({"pain", "ache", "aches", "discomfort", "bleeding", "blood", "swelling", "redness", "rash"})

#: Spells of a doing ("screaming spells coming in bursts"), what a part is done with ("pulls legs up"), what a thing looks
#: like ("jelly looking poop"), a tool that went wrong in the patient's hands ("box cutter slipped at warehouse"), a fit
#: had ("fit with fever"), how long it lasted and what was given: each a clause of its own (2026-12t, training).
_SPELLS = re.compile(r"^(screaming|crying|coughing|fainting|shaking|dizzy|choking|breath-holding|vomiting|shivering) "
                     r"(spells|episodes|fits|bouts|attacks)\b(.*)$", re.IGNORECASE)
_DOES_WITH_A_PART = re.compile(r"^(pulls|draws|brings|keeps|holds|grabs|rubs|tugs|shakes|clutches) (?:his |her |their )?"
                               r"(legs|knees|arms?|ears?|head|tummy|belly|chest)\b(.*)$", re.IGNORECASE)
_LOOKS_LIKE = re.compile(r"^(jelly|coffee[- ]grounds?|tar|blood|redcurrant jelly|black tar)[- ]?(?:like|looking) "
                         r"(poop?|poos|stools?|nappy|nappies|diaper|vomit|sick|wee|pee)$", re.IGNORECASE)
_SAID_AS = {"poop": "poo", "stool": "poo", "stools": "poo", "diaper": "nappy"}
_TOOL_WENT = re.compile(r"^(?:a |the |my )?(box cutter|knife|blade|razor|saw|chainsaw|grinder|angle grinder|chisel|drill|axe|machete|"
                        r"mower|glass|bottle|ladder|nail gun|scissors|screwdriver|hammer|car jack|trolley jack|jack|jack stand|axle stand|"
                        r"car lift|hoist) (slipped|broke|snapped|shattered|"
                        r"exploded|kicked back|gave way|slid)\b(.*)$", re.IGNORECASE)
#: What flared or blew up in a burn's story ("Petrol flared up at the barbecue"; 2026-12ag narrative, training).
_FIRE_WENT = re.compile(r"^(?:the |some )?(petrol|gasoline|gas|fuel|barbecue|bbq|fire|bonfire|chip pan|pan|stove|heater|firework|fireworks|"
                        r"lighter fluid|camp stove|gas bottle|fryer) (flared up|flared|caught fire|blew up|exploded|went up|flashed(?: up)?)\b(.*)$",
                        re.IGNORECASE)
#: "fit with fever": a fit had, never "she's fit with fever" (fit as well).
_FIT = re.compile(r"^(?:a |had a )?((?:(?:first|second|another|febrile|short|long|big|brief) )*fit)\b(?=\s+(?:with|after|at|in|on|while|during)\b|\s*$)(.*)$",
                  re.IGNORECASE)  # "first fit with a fever" (2026-12y ATS, training: "the first is fit with a fever")
#: "gave juice" after "school nurse got sugar 44": what someone gave the patient.
_GIVEN = re.compile(r"^(?:gave|given|got given|was given)\s+(?!(?:up|in|out|birth|myself|himself|herself|themselves)\b)(?!blood\b)(.+)$",
                    re.IGNORECASE)  # "gave myself too much insulin", "gave blood": the speaker did it


#: "hard to make a fist", "stings to pee": what it is like to do something, said of "it" (never "I'm hard to make a fist").
_HARD_TO = re.compile(r"^(hard|difficult|painful|impossible|tough|awkward|sore) (to|when) (.+)$", re.IGNORECASE)
_STINGS_TO = re.compile(r"^(stings|burns|hurts|aches|itches|kills) (to(?! (?:the |my |his |her )?" + BODY + r"\b)|when|if) (.+)$",
                        re.IGNORECASE)
#: "shots up to date": the jabs are, never "I've got shots up to date".
_JABS = re.compile(r"^(shots|jabs|vaccines|vaccinations|immuni[sz]ations|imms|needles)(?: are| all)? (up to date|current|all done|done)$",
                   re.IGNORECASE)
#: "outside of ankle swollen": the outside of my ankle is.
_PART_OF = re.compile(r"^(outside|inside|back|front|top|side|bottom|tip|base|ball|heel) of (?:the |my )?((?:left |right )?" + BODY
                      + r") (\w+(?:,? (?:and )?\w+)*)$", re.IGNORECASE)
#: "cough green sputum": coughing it up, never "my cough is green sputum".
_COUGH_UP = re.compile(r"^cough(?:ing)?(?: up)? (?:(?:some |lots of |a lot of )?((?:\w+ )?(?:green|yellow|brown|bloody|rusty|white|clear|thick|"
                       r"pink|frothy|grey|gray|dark))\s+)?(sputum|phlegm|mucus|spit|gunk|stuff)\b(.*)$", re.IGNORECASE)
#: "asthma playing up", "Crohn's flaring": the illness is, never "the Crohn's is playing up" nor "when playing up".
_PLAYING_UP = re.compile(r"^(?:(?:my|the|his|her|their) )?([\w']+(?: (?!is\b|are\b|has\b)[\w']+)?) (?:is |are |has been )?(playing up|acting up|flaring up|flaring)"
                         r"\b(.*)$", re.IGNORECASE)
#: A thing that struck a part ("hockey puck to left eye", "elbow to face"): "I took a hockey puck to my left eye".
_STRUCK_BY = re.compile(r"^(?:an? |the )?([a-z][\w-]*(?: [a-z][\w-]*)?) to (?:my |the )?((?:left |right )?(?:" + BODY + r"|side|flank))\b(.*)$",
                        re.IGNORECASE)
_STRUCK_THINGS = frozenset({"puck", "ball", "elbow", "knee", "fist", "bat", "stick", "racket", "racquet", "club", "bottle", "brick",
                            "rock", "stone", "helmet", "head", "foot", "boot", "door", "branch", "beam", "pipe", "plank", "board",
                            "frisbee", "shuttlecock", "hook", "kickback", "headbutt", "punch", "kick", "hit", "blow"})
#: A sugar or a pressure read by someone ("bgl 28 by crew", "home machine read 230s over 120s").
_SUGAR_READ = re.compile(r"^(?:bgl|bsl|bg|cbg|sugar|glucose|blood sugar|blood glucose) (?:was |of |at )?(\d+(?:\.\d+)?)(?: (?:by|per|from) "
                         r"(?:the )?(crew|ems|paramedics?|ambulance|medics?|school nurse|nurse|gp|doctor))?$", re.IGNORECASE)
_MACHINE_READ = re.compile(r"^(?:home |my )(machine|cuff|monitor|meter|bp machine|blood pressure machine|sugar meter) (?:read|said|showed) "
                           r"(.+)$", re.IGNORECASE)
#: A thing found beside the patient ("needle on floor", "empty pill bottles by the bed"): there was one.
_FOUND_BESIDE = re.compile(r"^((?:an? |some |empty )?(?:needles?|syringes?|pill bottles?|bottles?|tablets|pills|packets|blister packs?|"
                           r"(?:suicide )?note|spoon|lighter|foil)) (on|by|beside|next to|near|at|under) (.+)$",
                           re.IGNORECASE)
#: Two states, the second a doing ("pale sweating", "grey shaking"): "I'm pale and sweating".
_STATE_AND_DOING = re.compile(r"^(pale|grey|gray|clammy|sweaty|cold|hot|flushed|confused|drowsy|dizzy|weak|shaky|breathless) "
                              r"(sweating|shaking|shivering|vomiting|crying|panting|gasping|wheezing|trembling)$", re.IGNORECASE)
#: A thing that did something to a part of the speaker ("skate blade cut my hand", "a wasp stung my lip").
_THING_DID = re.compile(r"^((?:an? |the )?[a-z][\w-]*(?: [a-z][\w-]*){0,2}) (cut|hit|struck|caught|stabbed|scratched|bit|stung|burnt|burned|"
                        r"crushed|pierced|grazed) (?:my|his|her|their) (.+)$", re.IGNORECASE)
_CHILDREN = frozenset({"baby", "toddler", "child", "kid", "son", "daughter", "dog", "cat", "puppy", "kitten", "horse", "pony"})
_PEOPLE = (PERSON_NOUNS - _CHILDREN) | {"he", "she", "they", "i", "someone", "somebody", "person", "guy", "stranger", "neighbour", "neighbor",
                          "friend", "boss", "partner", "ex"}
#: "a bit short of breath": the speaker is, never "a bit is short of breath".
_DEGREE_STATE = re.compile(r"^(a bit|a little|slightly|very|really|quite|so|bit|kind of|kinda) (.+)$", re.IGNORECASE)
#: Words of the body a nurse sees before the complaint ("tall skinny smoker sudden chest pain"): never said by the
#: patient of itself (the seventeenth read: pasted); "smoker" is said as a habit.
HABITUS = re.compile(r"^((?:(?:tall|thin|skinny|slim|lanky|young|elderly|frail|obese|overweight|heavy-?set|stocky|petite|"
                     r"muscular|athletic),?\s+(?:and\s+)?)+)(smoker\b\s*)?", re.IGNORECASE)
_LANGUAGES = frozenset(language.lower() for language in FIRST_LANGUAGES) | {"polish"}
_LANGUAGE_NOTE = re.compile(r"^(?:speaks |speaking )?(?:only )?(\w+)(?:[ -](?:speaking|speaker))?(?: only)?$", re.IGNORECASE)
#: "10 days back", "following a breakup": a typist's words for ago and after.
_BACK_AS_AGO = re.compile(r"\b((?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several) "
                          r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?)) back\b", re.IGNORECASE)
_FOLLOWING = re.compile(r"\bfollowing (?=(?:an? |the |my |his |her )?\w)", re.IGNORECASE)


def typed_words(text: str) -> str:
    """A typist's words that no speaker uses, in speech: "10 days back" is "10 days ago", "following a breakup" is
    "after a breakup", "like usual crisis" is "like my usual crisis" (2026-12t terse openings, training)."""
    text = re.sub(r"\blike usual (?=\w)", "like my usual ", text, flags=re.IGNORECASE)
    # "on 2L home O2": litres of oxygen, never "2 left" (eighteenth read); the anatomical snuffbox, the base of the thumb
    text = re.sub(r"\b(\d+(?:\.\d+)?) ?l(?:pm|/min| per minute)? (?:of )?(?:home )?(?:o2|oxygen)(?: at home)?\b",
                  lambda m: f"{m.group(1)} {'litre' if m.group(1) == '1' else 'litres'} of oxygen at home", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:the )?(?:anatomical )?snuff ?box (?:is )?(tender|sore|painful)\b", r"it's \1 at the base of my thumb", text,
                  flags=re.IGNORECASE)
    text = re.sub(r"^(tender|sore|painful) (?:anatomical )?snuff ?box\b", r"it's \1 at the base of my thumb", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:the )?(?:anatomical )?snuff ?box\b", "the base of my thumb", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:a|the) worst (\w+) of (my|his|her|their) life\b", r"the worst \1 of \2 life", text, flags=re.IGNORECASE)
    text = re.sub(r"^afebrile\b", "no fever", text, flags=re.IGNORECASE)  # "afebrile at home": no fever, never "I've got afebrile"
    text = re.sub(r"\b(pain|ache|aches|cramps) ((?:my )?(?:legs|arms|back|chest|hips|knees|joints)) (and )?((?:my )?(?:legs|arms|back|chest|hips|"
                  r"knees|joints))\b", lambda m: f"{m.group(1)} in my {m.group(2).removeprefix('my ')} and my {m.group(4).removeprefix('my ')}",
                  text, flags=re.IGNORECASE)  # "pain legs back": "pain in my legs and my back"
    return _FOLLOWING.sub("after ", _BACK_AS_AGO.sub(r"\1 ago", text))


def is_language_note(text: str) -> bool:
    """A registration note of the language spoken ("Vietnamese speaking", "Somali only"): the interpreter's business,
    never a complaint said in the patient's mouth ("the vietnamese is speaking")."""
    note = _LANGUAGE_NOTE.match(text.strip())
    if note is None or not re.search(r"speak|only", text, re.IGNORECASE):
        return False
    word = note.group(1).lower()
    if word in _LANGUAGES:
        return True
    return word != "english" and bool(word_classes(word)) and word_classes(word) <= {"NOUN", "PROPN"} and not detect(word)


def chart_shape_clause(text: str) -> str | None:
    """``text`` (one complaint item) as a first-person clause when it is one of the chart shapes above, else None. Read
    before the realiser's other readings, which would take "fit" for a state or "gave" after "I've got"."""
    if rescued := re.match(r"^(talked|pulled|brought|coaxed|led|dragged|persuaded) (back|down|in|away|off) (from|off) (.+)$", text, re.IGNORECASE):
        # "talked back from the platform edge": done to the patient, never "I talked my back" (twenty-second read)
        return f"I was {rescued.group(1).lower()} {rescued.group(2).lower()} {rescued.group(3).lower()} {noun_phrase(rescued.group(4))}"
    if bout := re.match(r"^(?:a )?(coughing|choking|sneezing|laughing|crying) (fit|spell|bout)\b(.*)$", text, re.IGNORECASE):
        # "coughing fit while eating nuts": a bout had, never "I've been coughing fit" (twenty-second read)
        return f"I had a {bout.group(1).lower()} {bout.group(2).lower()}{noun_phrase(bout.group(3)) if bout.group(3).strip() else ''}"
    if spins := re.match(r"^(?:the )?spins? (?:when |on |if |while )?(\w+ing)\b(.*)$", text, re.IGNORECASE):
        # "spins rolling over in bed": the room spins when the head moves (2026-12y terse, training: "the spins are rolling")
        return f"the room spins when I'm {spins.group(1).lower()}{spins.group(2)}"
    if still := re.match(r"^(?:fine|ok|okay|better|settles?) (?:when |if )?((?:sitting|lying|standing|keeping) still)$", text, re.IGNORECASE):
        return f"I'm fine {still.group(1).lower()}"  # "fine sitting still", never "the fine sitting is still"
    if spells := _SPELLS.match(text):  # had, never "I've been screaming spells"
        return f"I've been having {spells.group(1).lower()} {spells.group(2).lower()}{spells.group(3)}"
    if pulls := _DOES_WITH_A_PART.match(text):  # "I pull my legs up", never "I've got pulls legs up" nor "I pulls"
        verb = pulls.group(1).lower()
        return f"I {third_person_of(verb) or verb} my {pulls.group(2).lower()}{pulls.group(3)}"
    if looks := _LOOKS_LIKE.match(text):  # "my poo looks like jelly"
        thing = looks.group(2).lower()
        return f"my {_SAID_AS.get(thing, thing)} looks like {looks.group(1).lower()}"
    if going_on := re.match(r"^(?:a )?(fit|seizure|convulsion)s? that (won'?t|will not|wont|doesn'?t|does not|hasn'?t|has not) (stop|stopped|end|ended)\b(.*)$",
                            text, re.IGNORECASE):
        # "fit that won't stop": a fit still going on, never "she's fit that won't stop" (twenty-third read)
        return f"I'm having a {going_on.group(1).lower()} that won't stop{going_on.group(4)}"
    if fit := _FIT.match(text):
        rest = fit.group(2).strip()
        kind = fit.group(1).lower()
        had = f"I had my {kind}" if kind.startswith("first") else f"I had a {kind}"  # "my first fit", never "a first fit"
        return f"{had}{' ' + noun_phrase(rest) if rest else ''}"
    if re.match(r"^lasted\b", text, re.IGNORECASE):  # "seizure, lasted 2 minutes": the fit lasted, never "she lasted"
        return f"it {text}"
    if fire := _FIRE_WENT.match(text):  # "petrol flared up at the barbecue": the petrol did, never "I've got petrol"
        return f"the {fire.group(1).lower()} {fire.group(2).lower()}{' ' + noun_phrase(fire.group(3).strip()) if fire.group(3).strip() else ''}"
    if tool := _TOOL_WENT.match(text):  # "my box cutter slipped at the warehouse"
        rest = tool.group(3).strip()
        # "... and left calf pinned 20 min": what it caught, said with its verb (2026-12ag terse, training)
        caught = re.match(r"^and (?:my |the )?((?:left |right )?[a-z]+) (pinned|crushed|trapped|caught)\b(.*)$", rest, re.IGNORECASE)
        if caught:
            return (f"my {tool.group(1).lower()} {tool.group(2).lower()} and my {caught.group(1).lower()} got "
                    f"{caught.group(2).lower()}{caught.group(3)}")
        return f"my {tool.group(1).lower()} {tool.group(2).lower()}{' ' + noun_phrase(rest) if rest else ''}"
    if given := _GIVEN.match(text):
        return f"I was given {noun_phrase(given.group(1))}"
    if re.match(r"^(?:(?:rectal|oral|ear|underarm|axillary|forehead) )?temp(?:erature)?s?(?: (?:of|was))? ?(?:at|from|taken at) home$",
                text, re.IGNORECASE):  # "rectal temp 101 at home", its number kept for the nurse: a temperature told, never "I'm rectal"
        return "I had a high temperature at home"
    if times := re.match(r"^(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:watery |loose |runny )?(diarrh\w+|stools|poos|"
                         r"bowel movements|vomits|episodes of (?:diarrh\w+|vomiting))( (?:today|tonight|since \w+(?: \w+)?|in \w+ \w+))?$", text, re.IGNORECASE):
        what = "been sick" if "vomit" in times.group(2).lower() else "had diarrhoea"  # "10 watery stools": how often
        return f"I've {what} {times.group(1)} times{times.group(3) or ''}"
    if (did := _THING_DID.match(text)) and did.group(1).split()[-1].lower() not in _KIN | _PEOPLE and is_noun(did.group(1).split()[-1]):
        thing = did.group(1)  # "a skate blade cut my hand", never "I've got a skate blade cut my hand"
        first = thing.split()[0].lower()
        article = ("" if first in ("a", "an", "the", "my", "something", "someone", "somebody", "nothing")
                   else "my " if first in _CHILDREN else "an " if thing[0].lower() in "aeiou" else "a ")  # "my baby scratched my eye"
        return f"{article}{thing} {did.group(2).lower()} my {did.group(3)}"
    if (flaring := _PLAYING_UP.match(text)) and not re.search(r"\b(?:kids?|child(?:ren)?|baby|toddler|boy|girl|son|daughter)\b",
                                                              flaring.group(1), re.IGNORECASE):  # "my asthma is playing up"
        thing = flaring.group(1)
        plural = thing.lower().endswith("s") and not thing.lower().endswith(("ss", "'s"))
        return f"my {thing} {'are' if plural else 'is'} {flaring.group(2).lower()}{flaring.group(3)}"
    if (struck := _STRUCK_BY.match(text)) and struck.group(1).split()[-1].lower() in _STRUCK_THINGS:
        thing, part = struck.group(1), struck.group(2)
        article = "an" if thing[0].lower() in "aeiou" else "a"
        return f"I took {article} {thing} to my {part}{struck.group(3)}"  # "I took a hockey puck to my left eye"
    if sugar := _SUGAR_READ.match(text):  # "bgl 28 by crew": "my sugar was 28, the ambulance crew said"
        who = (sugar.group(2) or "").lower()
        by = {"": "", "gp": ", my GP said", "doctor": ", the doctor said", "nurse": ", the nurse said",
              "school nurse": ", the school nurse said"}.get(who, ", the ambulance crew said")
        return f"my sugar was {sugar.group(1)}{by}"
    if machine := _MACHINE_READ.match(text):  # "my machine at home read 230 over 120"
        reading = re.sub(r"(\d)s\b", r"\1", machine.group(2))
        return f"my {machine.group(1).lower()} at home read {reading}"
    if found := _FOUND_BESIDE.match(text):  # "there was a needle on the floor"
        thing = found.group(1)
        plural = thing.lower().endswith("s") and not thing.lower().endswith("ss") or thing.lower() == "foil"
        article = "" if plural or thing.lower().startswith(("a ", "an ", "some ", "empty ")) else ("an " if thing[0] in "aeiou" else "a ")
        return f"there {'were' if plural and thing.lower() != 'foil' else 'was'} {article}{noun_phrase(f'{thing} {found.group(2)} {found.group(3)}')}"
    if both := _STATE_AND_DOING.match(text):
        return f"I'm {both.group(1).lower()} and {both.group(2).lower()}"
    if usual := re.match(r"^(?:the |my )?usual (?:([\w ]+?) )?(?:type|kind|sort)$", text, re.IGNORECASE):  # "usual stress type"
        return f"it's like my usual {usual.group(1) + ' ' if usual.group(1) else ''}ones"
    if stuck := re.match(r"^stuck (bent|straight|open|shut|out|in|closed)$", text, re.IGNORECASE):
        return f"it's stuck {stuck.group(1).lower()}"
    if hard := _HARD_TO.match(text):  # "it's hard to make a fist"
        return f"it's {hard.group(1).lower()} {hard.group(2).lower()} {hard.group(3)}"
    if stings := _STINGS_TO.match(text):  # "it stings to pee"
        return f"it {stings.group(1).lower()} {stings.group(2).lower()} {stings.group(3)}"
    if jabs := _JABS.match(text):  # "my shots are up to date"
        return f"my {jabs.group(1).lower()} are {jabs.group(2).lower()}"
    if part_of := _PART_OF.match(text):  # "the outside of my ankle is swollen"
        states = [word.strip(",") for word in part_of.group(3).split() if word.strip(",").lower() != "and"]
        if all(adjective_only(word.lower()) or participle_of(word.lower()) is not None for word in states):
            said = states[0] if len(states) == 1 else ", ".join(states[:-1]) + " and " + states[-1]
            return f"the {part_of.group(1).lower()} of my {part_of.group(2)} is {said}"
    if cough := _COUGH_UP.match(text):  # "I've been coughing up green phlegm"
        colour = f"{cough.group(1).lower()} " if cough.group(1) else ""
        thing = "phlegm" if cough.group(2).lower() in ("sputum", "mucus") else cough.group(2).lower()
        return f"I've been coughing up {colour}{thing}{cough.group(3)}"
    if (degree := _DEGREE_STATE.match(text)) and STATE_WORDS.match(degree.group(2)):  # "I'm a bit short of breath"
        return f"I'm {degree.group(1).lower()} {degree.group(2)}"
    return None


def headline_clause(text: str) -> str | None:
    """``text`` (one complaint item, lay words) as a first-person clause when its shape is one of the above, else None."""
    low = text.lower()
    words = low.split()
    if not words:
        return None
    if doing := re.match(r"^(\w+ing) (I (?:gave|had|was|am|have|'ve|'m|got)\b.+)$", text):
        return f"I'm {doing.group(1)}, and {doing.group(2)}"  # "breastfeeding I gave birth three weeks ago" (2026-12q)
    if units := re.match(r"^(\d+) units(?: total| in total| altogether| in all)?$", text, re.IGNORECASE):
        return f"that was {units.group(1)} units in all"  # "60 units total", after the dose it counts
    if still := re.match(r"^still ((?:very |really |quite )?(?:yellow|jaundiced|pale|sleepy|hot|cold|blue|grey|floppy|unwell|sick|wheezy|"
                         r"breathless|swollen|bleeding|vomiting|coughing|crying|in pain)\b.*)$", text, re.IGNORECASE):
        return f"I'm still {still.group(1)}"  # "Still yellow at three weeks" (2026-12q)
    if back := re.match(r"^back from (.+)$", text, re.IGNORECASE):
        return f"I got back from {back.group(1)}"  # "back from visiting family in Ghana 10 days ago"
    if same := re.match(r"^(?:the )?same as (.+)$", text, re.IGNORECASE):
        return f"it's the same as {same.group(1)}"  # "same as her usual ones"
    if same := re.match(r"^(?:the )?same (.+)$", text, re.IGNORECASE):
        return f"I've had the same {same.group(1)}"  # "same low back pain for years"
    if bitten := re.match(r"^bit(?:ten)? by (.+)$", text, re.IGNORECASE):
        return f"I was bitten by {noun_phrase(bitten.group(1))}"  # "bit by own cat"
    if words[0] in HABIT_VERBS and len(words) > 1:
        return f"I {HABIT_VERBS[words[0]]} {text.split(' ', 1)[1]}"
    if (habit := habit_verb(words[0])) is not None and len(words) > 1 and _HABITUAL.search(low):
        return f"I {habit} {text.split(' ', 1)[1]}"  # "swims laps daily": what the speaker does, "I swim laps daily"
    if words[0] in PAIN_VERBS and len(words) > 1 and words[1] in ("into", "to", "down", "up", "through", "across", "around"):
        return f"it {words[0]} {after_verb(text.split(' ', 1)[1])}"  # "goes into L arm and jaw": what the pain before it does
    if points := re.match(r"^points? to (?:the |my )?(?:(left|right) )?(.+)$", text, re.IGNORECASE):
        side, part = points.groups()  # "points to L neck": where it is
        return f"it's on the {side} side of my {part}" if side else f"it's in my {part}"
    if role := _PERSON_ROLE.match(text):
        return f"I'm {role.group(1)}" if not role.group(1).lower().startswith("type") else f"I'm a {role.group(1)}"
    if age := _AGE.match(text):
        number, unit = age.group(1), age.group(2).lower()
        return f"I'm {number} {unit}{'' if number.lower() in ('1', 'one', 'a') else 's'} old"
    if having := _HAVING.match(text):
        return f"I'm having {having.group(1)}{having.group(2)}"
    if (said := did_to_part(text)) is not None:
        return said
    if out := _OUT_FOR.match(text):  # "out about 30 sec": how long the speaker was out
        seconds = re.sub(r"\bsecs?\b", "seconds", re.sub(r"\bmins?\b", "minutes", out.group(1)))
        if not re.match(r"(?:about|around|maybe|a few|\d|one|two|ten|thirty)\b", seconds):
            seconds = "a few " + seconds  # "out seconds": a few seconds
        return f"I was out for {seconds}{out.group(2)}"
    if done := _WHEN_DONE.match(text):
        thing, when = done.groups()
        verbs = [word for word in thing.split() if "VERB" in word_classes(word) and not is_noun(word)]
        if not verbs and is_noun(thing.split()[-1]) and not adjective_only(thing.split()[-1]):
            if thing.split()[-1].lower() in _OPERATIONS:  # "knee replacement 10 days ago": "I had a knee replacement …"
                return f"I had {'an' if thing[0].lower() in 'aeiou' else 'a'} {thing} {when}"
            owner = "my" if thing.lower().startswith(("last ", "first ")) else "the"
            return f"{owner} {thing} was {when}"  # "my last drink was 3 days ago"
    occasion = next((index for index, word in enumerate(words[:4]) if word in _OCCASIONS
                     and (index + 1 == len(words) or not is_noun(words[index + 1]) or words[index + 1] in _WHEN)), None)
    if occasion is not None and all(is_noun(word) or adjective_only(word) for word in words[:occasion]):
        head = " ".join(text.split()[: occasion + 1])
        rest = " ".join(text.split()[occasion + 1:])
        article = "an" if head[0].lower() in "aeiou" else "a"
        return f"I was at {article} {head}{' ' + rest if rest else ''}"  # "bachelor party last night"
    return None


#: Words that make a verb's present tense a habit ("swims laps daily", "runs 5k most mornings").
_HABITUAL = re.compile(r"\b(?:daily|weekly|nightly|every (?:day|night|morning|week|evening)|most (?:days|nights|mornings|weeks)|"
                       r"regularly|(?<!for )(?<!in )(?<!over )a (?:day|week|night)|each (?:day|week|morning)|/(?:day|week|wk|d)|x ?\d+ ?/ ?(?:wk|week))\b",
                       re.IGNORECASE)


def habit_verb(word: str) -> str | None:
    """The plain form of a chart's third-person verb ("swims": "swim", ``realise.third_person_of``); None for a part of
    the body ("eyes yellow for a week": the eyes are the speaker's, not a verb) or a word that is no such verb form."""
    low = word.lower()
    if low.endswith("ss") or re.fullmatch(BODY, low):
        return None
    return third_person_of(low)


def said_intent(text: str) -> str | None:
    """What the chart says the patient says of itself ("states he is going to shoot his neighbor"): the patient says it
    ("I'm going to shoot my neighbor"), never "I say I am going to" (2026-12q, training)."""
    says = re.match(r"^(?:says|states|stating|saying) (?:that )?(?:he|she|they|i)(?: is|'s| are|'re| am|'m) (.+)$", text, re.IGNORECASE)
    return f"I'm {says.group(1)}" if says else None


#: A chart's third-person verb joined to the first by "and" ("and wants to die", "and feels faint"): verbs only, never a
#: noun that ends in -s ("and bruises on my leg").
_AND_THIRD_PERSON = re.compile(r"\b(and|or) (wants|needs|refuses|keeps|feels|says|thinks|seems|hopes|wishes|tries|gets|hates)\b",
                               re.IGNORECASE)


def did_to_part(text: str) -> str | None:
    """A verb that opens the item with a part of the speaker's body after it: the speaker's doing ("stubbed L little toe
    on bed frame": "I stubbed my left little toe on the bed frame"; "hit forehead on counter": "I hit my forehead on the
    counter"). Asked before a past participle is read as done to the speaker ("hit by a car")."""
    did = _DID_TO_PART.match(text)
    if did is None:
        return None
    verb, part, rest = did.groups()
    if verb.lower().endswith("ed") and (participle_of(verb) is None or adjective_only(verb)):
        return None  # the irregular verbs the pattern names are verbs here ("split forehead open": "I split my forehead open")
    tail = f" {after_verb(rest.strip())}" if rest.strip() else ""
    # a second verb of the chart's, now the speaker's too ("Cut her arms and wants to die": "and want to die", never "I cut my
    # arms and wants to die", the 2026-12ao narrative ESI, training)
    tail = _AND_THIRD_PERSON.sub(lambda m: f"{m.group(1)} {habit_verb(m.group(2)) or m.group(2)}", tail)
    own_bite = verb.lower() == "bit" and re.search(r"\b(?:tongue|lip|lips|cheek)$", part, re.IGNORECASE)  # "bit tongue" in a fit
    if (verb.lower() in _DONE_BY_OTHERS and not own_bite) or (verb.lower() in ("hit", "struck") and not re.match(r"\s*(?:on|against|into)\b", rest)):
        # "punched L eye", "stabbed L chest", "hit R eye with a paintball": done to the speaker, "I was punched in my left eye"
        return f"I was {verb} in my {part}{tail}"
    if verb.lower() == "done":  # "done my back in": a participle, "I've done my back in" (never "I've got done my back in")
        return f"I've done my {part}{tail}"
    return f"I {verb} my {part}{tail}"


def own_subject_clause(text: str) -> str | None:
    """A noun (one to three words, no determiner) followed by its past tense: "softball took a bad hop into mouth",
    "car door opened in front of him": a clause with that noun as its subject. Asked only of a fragment the grammar
    of states and events (``realise``) left as a noun phrase, so "words slurred" stays "my words are slurred"."""
    words = text.split()
    for at in range(1, min(4, len(words))):
        verb = words[at].lower()
        subject = words[:at]
        if not all(is_noun(word) or adjective_only(word) for word in subject) or not is_noun(subject[-1]) \
                or adjective_only(subject[-1]):
            return None  # "high pitched noise": an adjective, not the subject
        if subject[-1].lower() in _NOT_A_SUBJECT:
            return None  # "pain radiated to back" is said by the grammar of pains
        classes = word_classes(verb)
        if not verb.endswith(("ed", "took", "said", "went", "came", "fell", "broke", "blew", "flew", "ran", "bit")):
            continue
        if "VERB" not in classes or adjective_only(verb) or is_noun(verb) and not verb.endswith("ed"):
            continue
        rest = " ".join(words[at + 1:])
        said = " ".join(subject)
        if not rest or re.fullmatch(r"(?:left |right )?" + _PART, said, re.IGNORECASE):
            return None  # "words slurred", "tooth knocked out": a state or a part of the body, said by the grammar of states
        if re.match(r"(?:in|into|on|onto|up|under|over|across) (?:the |my |both |his |her )?(?:left |right )?" + BODY, rest,
                    re.IGNORECASE):
            return None  # "oven cleaner sprayed in both eyes": done to the speaker ("I've got oven cleaner sprayed in…")
        article = "my " if said.lower() in _KIN else "" if said.lower() in _SERVICES else "the "
        return f"{article}{said} {verb} {after_verb(rest)}"
    return None
