"""Answers about the story: the complaint, age and name, onset and pattern, how an injury happened."""

from __future__ import annotations

import random
import re

from ..clauses import (
    CLAUSE_VERBS,
    HOW_START,
    ING_NOUNS,
    ING_QUALITIES,
    NUMBER,
    TIME_START,
    first_person_verb,
    has_own_subject,
    is_gerund_verb,
    starts_with_subject,
    verb_start,
    words_of,
)
from .....clinical import detect
from ...abbreviations import number_word, plain_words
from ..realise import gerund_of, is_countable_head, is_noun, noun_phrase, realise
from ..english import bare, indefinite_article, capitalised, join_list, as_sentence, uncapitalised, with_article
from ..style import StyleMixin
from ..state import per_episode
from ..voice import VoiceMixin
from ..vocabulary import BODY, BODY_ADJECTIVES, COUNTABLE, DETERMINERS, NOUN_STATES, STATE_WORDS, TOOL, UNCOUNTABLE_HEAD
from .base import Answer


def is_noun_after(rest: str) -> bool:
    """Whether the words after a state word begin with a noun ("suicidal thoughts"), so the whole is a noun phrase."""
    words = rest.split()
    return bool(words) and is_noun(words[0])


_PER_SOURCE = re.compile(r"^per (?:the )?([a-z][\w ]*)$")
_RELATIVES = {"family", "wife", "husband", "partner", "daughter", "son", "mother", "father", "mum", "mom", "dad", "sister",
              "brother", "friend", "carer", "caregiver", "parents", "girlfriend", "boyfriend"}
_SETTLED = re.compile(r"^(?:now )?(?:resolved|settled|stopped|improved|better|feels? (?:ok|okay|fine|better|normal)|back to normal)"
                      r"(?: now)?$")
_TAKEN_ITEM = re.compile(r"^(?:about |around )?\d+\s+\w+(?: pills| tablets)?$|^(?:tylenol|paracetamol|acetaminophen|aspirin|ibuprofen)$")
_HAS_SETTLED = re.compile(r"\b(?:resolved|settled|(?:has|that's|that is) stopped|stopped now|feels? (?:ok|okay|fine|better) now|"
                          r"now feels?)\b|^(?:now )?(?:resolved|settled|stopped|improved|better|feels? (?:ok|okay|fine|better))")
_HOW_IT_GOES = re.compile(r"^(spreading|worsening|getting worse|sudden onset|acute onset|abrupt onset|recurrent|recurring|"
                          r"twisted|rolled|sprained)$")
_HOW_IT_GOES_SAID = {
    "spreading": "and it's spreading", "worsening": "and it's getting worse", "getting worse": "and it's getting worse",
    "sudden onset": "and it came on suddenly", "acute onset": "and it came on suddenly", "abrupt onset": "and it came on suddenly",
    "recurrent": "and it's happened before", "recurring": "and it's happened before",
    "twisted": "I twisted it", "rolled": "I rolled it", "sprained": "I think I've sprained it",
}
_FOR_TIME = re.compile(r"^for (?:about |over |nearly )?(?:\w+ )?(?:minutes?|mins?|hours?|days?|weeks?)$")
# How the item before it is: a bare adjective ("Vaginal bleeding, heavy", "Knee pain, swollen") said as "it's heavy".
_ADJECTIVE = (r"(?:(?:very|really|quite) )?(?:severe|mild|moderate|bad|terrible|constant|intermittent|worse|worsening|heavy|swollen|"
              r"red|hot|warm|painful|tender|bruised|itchy|numb)")
_HOW_IT_IS = re.compile(rf"^{_ADJECTIVE}(?:(?:,| and) {_ADJECTIVE})*$|^(?:worse|better) (?:with|when|on|after|if)\b")
# What a reaction was to ("Anaphylaxis, peanut"): the allergen, after the item before it.
_ALLERGEN = re.compile(r"^(?:tree )?(?:peanuts?|nuts?|cashews?|shellfish|prawns?|penicillin|latex|eggs?|milk|sesame|fish)$",
                       re.IGNORECASE)
# Adjectives before one body part ("painful swollen calf", "pink right eye"): a countable head, so an article.
_ONE_PART = "|".join(part for part in BODY[3:-1].split("|") if not part.endswith("s") and part != "feet")
_DESCRIBED_PART = re.compile(r"^(?:(?:\w+(?:ful|en|ed|y)|red|hot|sore|bad|stiff|numb|weak|cold|blue|black|pale|tender),?\s+)+"
                             r"(?:(?:left|right)\s+)?(?:" + _ONE_PART + r")$", re.IGNORECASE)
# Symptoms a treatment changes the meaning of ("fever on methotrexate", "nosebleed on warfarin").
_TREATED_HEADS = {"fever", "temperature", "bleeding", "nosebleed", "bleed", "bruising"}
# Body parts swollen together ("lip and tongue swelling"): said as the parts being swollen.
_SWELLS = BODY[:-1] + "|tongue|cheek|eyelid|eyelids)"
_PARTS_SWOLLEN = re.compile(r"^((?:(?:left|right) )?" + _SWELLS + r"(?:,? and (?:(?:left|right) )?" + _SWELLS + r")+) swelling$",
                            re.IGNORECASE)
# What one has had rather than has ("seizure at the shops", "fall from a ladder").
_HAD_HEADS = {"seizure", "fall", "fit", "collapse", "faint", "blackout", "reading"}
# What the case wants ("needs certificate", "wants to talk to…"): a verb in the third person, said as the speaker's own.
_WANTS = re.compile(r"^(needs|needing|wants|wanting|requests|requesting)\s+(.+)$", re.IGNORECASE)
_WANT_VERB = {"needs": "need", "needing": "need", "wants": "want", "wanting": "want", "requests": "want", "requesting": "want"}
# A sensation of the heart written as an adjective ("racing heart"): said as the heart doing it.
_HEART = re.compile(r"^(racing|pounding|fluttering|thumping|skipping|jumping) heart$", re.IGNORECASE)
# A blood result the patient was told ("haemoglobin 6.2", "INR 7"): said as "my INR is 7".
_RESULT = re.compile(r"^(haemoglobin|hemoglobin|INR|potassium|sodium|blood sugar|sugar|glucose|platelets|calcium|"
                     r"creatinine|white count)\s+(?:of\s+|is\s+|was\s+)?(\d+(?:\.\d+)?)$", re.IGNORECASE)
# A body part on its own after the item it belongs to ("Burn, L hand"): where that item is.
_BARE_PART = re.compile(r"^(?:(?:left|right|both)\s+)?(?:" + BODY[3:-1] + r"|side)(?:,? and (?:(?:left|right)\s+)?" + BODY + r")*$",
                        re.IGNORECASE)
# An injury a bare body part after it says the place of ("Dog bite, L hand"); after anything else the part was hurt.
_PLACED = re.compile(r"\b(?:bites?|stings?|burns?|burnt|cuts?|wounds?|injury|rash|blisters?|graze|scalds?|scalded|hurt|lump|"
                     r"swelling|splinter)\b|\bmyself$", re.IGNORECASE)
# What burnt the patient ("Burn, boiling water"): said with the burn before it.
_BURNT_BY = re.compile(r"^(?:boiling|hot) (?:water|oil|tea|coffee|soup|fat)$|^steam$", re.IGNORECASE)
# A body part straight after a verb ("twisted knee"): the speaker's own.
_VERB_PART = re.compile(r"^((?:left|right)\s+)?(" + BODY[3:-1] + r")\b", re.IGNORECASE)
# What a person is on ("fever on methotrexate"): a treatment, said as a clause of its own, not "a fever on methotrexate";
# only after a symptom a treatment changes the meaning of ("ankle twisted on stairs" is where).
_ON_TREATMENT = re.compile(r"^(.*?\b(?:" + "|".join(sorted(_TREATED_HEADS)) + r")\b)\s+on\s+"
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
_INJURIES = ("trauma", "laceration", "limb_injury", "head_injury", "fall", "burn", "moderate_burn", "major_burn", "sunburn",
             "animal_bite", "insect_bite", "envenomation", "puncture_wound", "deep_wound", "rib_injury", "open_fracture",
             "deformity", "assault", "road_crash", "eye_chemical", "eye_foreign_body", "splinter", "fish_hook", "glass",
             "high_risk_mechanism", "superficial_wound")
#: What happened once, or a need, rather than a symptom that goes on: no pattern to tell.
_EVENTS = ("overdose", "swallowed_object", "inhaled_object", "ear_foreign_body", "refill", "work_note", "med_question",
           "social", "sti_check", "tetanus_shot", "suture_removal", "wound_check", "dressing", "cast_check", "follow_up",
           "transfer", "referral", "abnormal_labs", "critical_lab", "abnormal_ecg", "abnormal_imaging", "missed_dialysis",
           "access_failed", "tube_problem", "trach_problem", "child_at_risk", "sexual_assault")
#: What comes in bouts by its nature.
_EPISODIC = ("vomiting", "persistent_vomiting", "diarrhea", "cough")
#: A character that says when it hurts only ("it catches when I take a deep breath"), or what makes it worse.
_ONLY_WHEN = re.compile(r"\b(?:catch(?:es)?|hurts?|burns?|stings?)\b[^,.;]*?\b(?:when|whenever|every time|on|if)\b", re.IGNORECASE)
_WORSE_WHEN = re.compile(r"\bworse (?:when|whenever|on|with|if)\b", re.IGNORECASE)
#: A complaint there only when something is done: what the patient says of it.
_TRIGGERS = (
    (re.compile(r"\b(?:burn\w*|sting\w*)\b[^,.;]{0,25}\b(?:pee\w*|wee\w*|urin\w*|passing water)|\bburning (?:urine|wee|pee)\b|"
                r"\bdysuria\b", re.IGNORECASE), "it burns when I pee"),
    (re.compile(r"\b(?:pain\w*|hurt\w*|sore)\b[^,.;]{0,25}\b(?:when|on|with) (?:I )?(?:pee\w*|wee\w*|pass\w* urine|urinat\w*)",
                re.IGNORECASE), "it hurts when I pee"),
    (re.compile(r"\b(?:on|with|when) (?:deep )?(?:breath\w*|inspiration)\b|\bpleuritic\b", re.IGNORECASE),
     "it hurts when I breathe in"),
    (re.compile(r"\b(?:on|with|when) (?:I )?swallow\w*\b|\bpainful swallow\w*\b", re.IGNORECASE), "it hurts when I swallow"),
)


#: A complaint item that names what the patient came to ask for ("emergency contraception request").
_REQUEST = re.compile(r"^(.+?) requests?$", re.IGNORECASE)
#: A clause that only pastes a complaint item after a verb of having ("I've got known to mental health team").
_PASTED = re.compile(r"^(?:I've got|I've had|I had|it's) ", re.IGNORECASE)
#: A complaint item that records the visit's context, not what is wrong.
_RECORD_CONTEXT = re.compile(r"^(?:known to|under (?:the )?care of|regular (?:at|attender)|frequent (?:attender|flyer)|"
                             r"(?:family|friends?|staff|police|ems|crew) (?:at|present|aware|with)|with (?:family|police|security))\b",
                             re.IGNORECASE)


class StoryAnswersMixin(VoiceMixin, StyleMixin):
    """The complaint and the story around it."""

    # complaint

    def _complaint_clause(self, item: str, alone: bool = True) -> str:
        """One complaint item as a clause. ``alone``: said on its own, not after the item before it in the
        complaint, so an item that only says more about that one ("L hand" after "Burn") is said as a whole clause."""
        text = uncapitalised(plain_words(item))  # "R facial droop": "my face is drooping on the right"
        # "dizziness when turning head": the patient's own head
        text = re.sub(r"\b(turning|moving|lifting|bending|raising|tilting|turn|move|lift|bend|raise)\s+(?=(?:left |right )?" + BODY
                      + r"\b)", r"\1 my ", text, flags=re.IGNORECASE)
        low = text.lower()
        if low in NOUN_STATES:
            return NOUN_STATES[low]
        if _HOW_IT_IS.match(low):
            return f"it's {text}"  # "Back pain, severe": how bad the item before it is
        if low in ("intentional", "deliberate", "on purpose"):  # "Tylenol OD, intentional"
            return "I did it on purpose" if alone else f"{_TAIL_ON}on purpose"
        if _BARE_PART.match(low):  # "Burn, L hand": where the item before it is
            return f"I've hurt my {text}" if alone else f"{_TAIL_ON}on my {text}"
        if _ALLERGEN.match(low):  # "Anaphylaxis, peanut": what the reaction before it is to
            allergen = low if low.endswith("s") or low in ("shellfish", "penicillin", "latex", "milk", "sesame", "fish") else low + "s"
            return f"I'm allergic to {allergen}" if alone else f"{_TAIL_ON}to {allergen}"
        if swollen := _PARTS_SWOLLEN.match(text):  # "lip and tongue swelling": "my lip and tongue are swollen"
            return f"my {swollen.group(1)} are swollen"
        if low in ING_QUALITIES and not alone:  # "Rash, burning": what the item before it is like
            return f"{_TAIL}and it's {text}"
        if TOOL.match(low):  # "Lac R hand, power saw": what did it
            tool = low if low.startswith(("a ", "an ", "the ")) else f"{indefinite_article(low)} {low}"
            return f"I did it on {tool}" if alone else f"{_TAIL_ON}from {tool}"
        if _BURNT_BY.match(low):  # "Burn, boiling water": what did it
            return f"I got burnt by {text}" if alone else f"{_TAIL_ON}with {text}"
        match = _PER_SOURCE.match(low)
        if match:  # "Fall, per EMS": who said so, not a complaint of its own
            source = match.group(1)
            if source in ("ambulance", "paramedics", "ems"):
                source = "the ambulance crew"
            elif not source.startswith(("my ", "the ", "his ", "her ")):
                source = f"my {source}" if source in _RELATIVES else f"the {source}"
            return f"{_TAIL}{source} said"
        if _SETTLED.match(low):
            return f"{_TAIL}but it's settled now"  # "Palpitations, resolved": the item before it has passed
        if _TAKEN_ITEM.match(low):  # "Intentional OD, ~30 tylenol": what the overdose before it was
            return f"{_TAIL}{text}"
        if goes := _HOW_IT_GOES.match(low):  # "Leg redness, spreading", "Testicular pain, sudden onset": how the item before it goes
            return f"{_TAIL}{_HOW_IT_GOES_SAID[goes.group(1)]}"
        if _FOR_TIME.match(low):
            return f"{_TAIL}{text}"  # "Seizure, ongoing x10 min": how long the item before it has lasted
        if re.match(r"^(?:i|i'm|i've|my|they|it|it's)\b", low) or starts_with_subject(text):
            return text  # "someone saw it happen": a clause of its own
        if low.startswith("no "):  # "denies SI", "no SOB": said as what the patient does not have
            rest = text[3:]
            return f"I'm not {rest}" if STATE_WORDS.match(rest) else f"I haven't got any {rest}"
        if low.startswith("after "):
            return f"I'm here {text}"
        if re.match(r"^(?:an? )?overdose\b", low):  # "an overdose on purpose": taken, not had
            return f"I took {text if low.startswith(('a ', 'an ')) else 'an ' + text}"
        if low.startswith("thoughts of"):
            return f"I've been having {text}"
        if (state := STATE_WORDS.match(low)) and not is_noun_after(low[state.end():]):
            return f"I'm {text}"  # "dizzy", "suicidal"; not "suicidal thoughts" (a noun phrase)
        if re.match(r"^on (?!my\b|the\b)", low):
            return f"I'm {text}"  # "on chemo"
        if wants := _WANTS.match(text):  # "needs certificate": "I need a certificate"
            wanted = wants.group(2)
            return f"I {_WANT_VERB[wants.group(1).lower()]} {wanted if wanted.lower().startswith('to ') else with_article(wanted)}"
        if heart := _HEART.match(text):
            return f"my heart is {heart.group(1).lower()}"  # "racing heart": "my heart is racing"
        if result := _RESULT.match(text):
            return f"my {result.group(1)} is {result.group(2)}"  # "INR 7": "my INR is 7"
        if low.startswith("possible "):  # "?OD": not known yet, said as what it might be
            return f"it might be {with_article(text[len('possible '):])}"
        if overdose := _OVERDOSE_OF.match(text):  # "Tylenol overdose": "I took an overdose of Tylenol"
            return f"I took an overdose of {overdose.group(1)}"
        if requested := _REQUEST.match(text):  # "emergency contraception request": what they came to ask for
            return f"I'm here for {with_article(requested.group(1))}"
        kind = verb_start(text) if low.split()[0] not in COUNTABLE else None  # "nosebleed that will not stop": a noun
        if kind == "passive":
            return f"I was {text}"  # "found collapsed"
        if kind == "active":
            first, _, rest = text.partition(" ")
            rest = _VERB_PART.sub(r"my \1\2", rest, count=1)  # "twisted knee playing soccer": "twisted my knee"
            return f"I {first_person_verb(first)} {rest}".strip()  # "swallowed something", "missed dialysis"
        if has_own_subject(text) and not re.search(r"\b(?:that|that's|which|who|i|he|she|they|we|you)\b", low):
            # "cast feels tight": "my cast feels tight" (a companion's "her cast"); not "a nosebleed that's stopped"
            person = re.match(r"(?:baby|newborn|infant|toddler|child|kid|boy|girl|patient|pt)\s+(\w+)(.*)$", text, re.IGNORECASE)
            if person:  # "Baby stopped breathing": the baby is the patient, "I" (a companion's "he")
                return f"I {first_person_verb(person.group(1).lower())}{person.group(2)}"
            return text if low.startswith(DETERMINERS) else f"my {text}"
        if treated := _ON_TREATMENT.match(text):  # "fever on methotrexate": the fever, and what I'm on
            return f"{self._complaint_clause(treated.group(1), alone)} and I'm on {treated.group(2)}"
        match = re.match(r"^(.*) not moving$", text, re.IGNORECASE)
        if match:
            return f"my {match.group(1)} isn't moving"
        match = re.match(r"^((?:left |right )?)(\w+) injury$", text, re.IGNORECASE)
        if match:
            part = BODY_ADJECTIVES.get(match.group(2).lower(), match.group(2))
            return f"I've hurt my {match.group(1)}{part}"  # "Facial injury": "I've hurt my face"
        if re.search(r"crash$", low):
            return f"I was in {indefinite_article(text)} {text}"
        if re.search(r"reaction$", low):
            return f"I'm having {indefinite_article(text)} {text}"
        if _FOR_A.search(low):
            return f"I'm here for {indefinite_article(text)} {text}"  # "dressing check": not "I've been dressing"
        if re.match(r"^\w+ing\b", low) and not low.startswith(("something", "nothing", "anything")) \
                and not (low.split()[0] in ING_QUALITIES and " " in low) and low.split()[0] not in ING_NOUNS \
                and gerund_of(low.split()[0]) is not None:  # not "ongoing back pain" (an adjective)
            # not "tearing back pain" (a quality) nor "swelling" (a noun); "vomiting and diarrhoea": a verb and a noun
            doing, _, had = text.partition(" and ")
            if had and not re.match(r"^\w+ing\b", had, re.IGNORECASE):
                return f"I've been {doing} and {self._complaint_clause(had, alone)}"
            return f"I've been {text}"
        said = realise(text, alone)  # only a noun phrase is left for "I've got": "catheter blocked", "wheezy" are not
        if said is not None:
            return said
        first, _, second = text.partition(" and ")
        if second and (said := realise(first, alone)) is not None:  # "limp and fever": "I'm limp and I've got a fever"
            return f"{said} and {self._complaint_clause(second, alone=False)}"
        counted = re.search(_COUNTED, low)  # "nosebleed twice today": had, not got
        verb = "I've had" if counted or re.search(r"\bfor (?:\w+ )?(?:\w+ )(?:hours?|days?|weeks?|months?|years?)\b", low) else "I've got"
        head_chunk = re.split(r"\s+(?:on|in|to|with|for|from|after|since|of|that|which|and|at|while|when|off|under|over|into|"
                              r"through|by|between|during|near|around|like)\s+|" + _COUNTED, low,
                              maxsplit=1)[0]
        head = head_chunk.split()[-1] if head_chunk.split() else low
        if head in _HAD_HEADS and verb == "I've got":
            verb = "I had"  # "seizure at the shops": had, not got
        text = noun_phrase(text)  # "grazed knee off scooter": "off a scooter"
        countable = head in COUNTABLE or bool(_DESCRIBED_PART.match(head_chunk)) or (
            is_countable_head(head_chunk))  # "grazed knee": "a grazed knee"
        if low.startswith(DETERMINERS) or not countable or head in UNCOUNTABLE_HEAD or re.match(r"^\d", low):
            return f"{verb} {text}"
        return f"{verb} {indefinite_article(text)} {text}"

    def _complaint_sentence(self) -> str:
        clauses = [self._complaint_clause(item, alone=index == 0) for index, item in enumerate(self._items)]
        # A later item that is the record's context, not a complaint ("known to the mental health team",
        # "per family") would only be pasted after "I've got": the complaint is said without it.
        kept = [index for index, clause in enumerate(clauses)
                if index == 0 or clause.startswith((_TAIL, _TAIL_ON)) or not _PASTED.match(clause)
                or not _RECORD_CONTEXT.match(self._items[index].strip())]
        items = [self._items[index] for index in kept]
        clauses = [clauses[index] for index in kept]
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
                if not merged:
                    merged.append(tail)
                    continue
                if tail.startswith("but "):  # "I had palpitations, but it's settled now"
                    merged[-1] = re.sub(r"^I've got ", "I had ", merged[-1])
                merged[-1] += ", " + tail
                previous = full
                continue
            if merged:
                for prefix in ("I've got ", "I've been ", "I'm "):
                    if clause.startswith(prefix) and previous.startswith(prefix) and not clause.startswith("I'm here") \
                            and not previous.startswith("I'm here"):
                        clause = clause[len(prefix):]
                        break
            merged.append(clause)
            previous = full
        text = self._v(join_list(merged))
        if self._companion and not self._introduced:
            self._introduced = True
            text = f"I'm {self._fill(self._relation or '{pos} partner')}, {uncapitalised(text)}"
        return as_sentence(text)

    def _story(self) -> list[str]:
        """What a talkative patient adds unprompted: details, timing, other symptoms, how it happened."""
        pieces = [self._detail_sentence(), self._onset_sentence(), self._assoc_list_sentence(), self._mechanism_sentence()]
        return [piece for piece in pieces if piece]

    def _a_complaint(self) -> Answer:
        primary = self._complaint_sentence()
        extras = []
        mech = self._mechanism_sentence()
        detail = self._detail_sentence()
        onset = self._onset_sentence()
        assoc = self._assoc_list_sentence()
        if not (self._brief.history.onset or self._brief.history.duration) and assoc:  # type: ignore[union-attr]
            onset, assoc = assoc, onset  # a time the case does not give is no news: what it does say comes first
        for sentence in (mech, detail, onset, assoc) if mech else (detail, onset, assoc):
            if sentence:
                extras.append(sentence)
        return Answer("complaint", primary, extras)

    # age, name

    def _a_age(self) -> Answer:
        age = self._brief.age  # type: ignore[union-attr]
        if age is None:
            # The case does not say: an age that fits the persona, and the complaint (a pregnancy
            # is never told by a woman of 80).
            ranges = {"child": (6, 11), "adolescent": (13, 17), "young_adult": (19, 30), "middle_aged": (40, 60),
                      "older_adult": (68, 85)}
            low, high = ranges[self.persona.age_group]
            if self._complaint_says("pregnant", "obstetric", "ectopic", "postpartum"):
                low, high = max(low, 19), min(max(high, 24), 40)
                low = min(low, high)
            age = self._fact("age", lambda rng: rng.randint(low, high))
        if age < 1:  # an infant's age is said in weeks or months, as parents do
            months = round(age * 12)
            spoken = f"{number_word(months)} months old" if months >= 2 else f"{number_word(max(1, round(age * 52)))} weeks old"
            return Answer("age", self._fill("{S}'s ") + f"{spoken}." if self._companion else f"I'm {spoken}.")
        age = int(age)
        if self._companion:
            return Answer("age", self._fill("{S}'s ") + f"{age}.")
        if self._voice.language_proficiency == "limited":
            return Answer("age", f"{age} years.")
        return Answer("age", self._style.choice((f"I'm {age}.", f"I'm {age} years old.")))

    def _a_name(self) -> Answer:
        sex = (self._brief.sex or "").lower()[:1]  # type: ignore[union-attr]
        pool = {"m": ("Daniel", "Ahmed", "Tom", "Luis", "Kwame", "Wei"), "f": ("Maria", "Aisha", "Sarah", "Priya", "Grace", "Mei")}
        name = self._fact("name", lambda rng: rng.choice(pool.get(sex, ("Sam", "Alex", "Jordan"))))
        if self._companion:
            return Answer("name", self._fill("{S}'s called ") + f"{name}.")
        return Answer("name", f"It's {name}.")

    # onset, pattern

    def _onset_fact(self) -> str:
        history = self._brief.history  # type: ignore[union-attr]
        if history.onset:
            return history.onset
        if history.duration:
            return history.duration

        def invent(rng: random.Random) -> str:
            duration = re.search(r"for ((?:\w+ )?(?:hours?|days?|weeks?|months?))", self._lay, re.IGNORECASE)
            if duration:
                return f"about {duration.group(1)} ago"
            if re.search(r"\bchronic\b|\blong-?standing\b|\bongoing for\b", self._lay, re.IGNORECASE):
                return rng.choice(("a few months ago", "a couple of years ago"))  # never "an hour ago" for chronic pain
            if self._acute():
                return rng.choice(("about an hour ago", "a couple of hours ago", "a few hours ago", "earlier today"))
            return rng.choice(("yesterday", "since last night", "a couple of days ago", "about three days ago"))

        return self._fact("onset", invent)

    def _acute(self) -> bool:
        brief = self._brief
        assert brief is not None
        story = " ".join(brief.history.associated_symptoms or [])
        if any(hit.concept in ("thunderclap", "sudden_onset") and not hit.negated for hit in detect(story)):
            return True  # "the worst headache of my life", "it came on suddenly": never "a couple of days ago"
        return (brief.pain or 0) >= 7 or self._companion or bool(
            re.search(
                r"arrest|unrespons|seiz|stab|crash|fall|overdose|chest pain|short of breath|bleed|blood|injur|cut on|broken|"
                r"faint|allergic|reaction|swelling|weakness|slurred|hit my head|gunshot|hit by|struck|run over|knocked down|"
                r"assault|punched|shot\b|burn|fire\b|crush|numb|(?:foot|hand|leg|arm) is cold|\bfit\b|knocked out|collaps|"
                r"passed out|blacked out|took (?:some|an? overdose|\d+)|swallowed|sting|stung|bitten|cut\b",
                self._lay,
                re.IGNORECASE,
            )
        )

    def _onset_sentence(self) -> str:
        return self._hedge_time(self._onset_said())

    @per_episode
    def _onset_said(self) -> str:
        """The onset as a sentence, before recall hedges it (a fresh draw each time it is said)."""
        raw = uncapitalised(self._onset_fact())
        fact = self._c(raw)
        low = fact.lower()
        if low.startswith("since") and re.search(
                r"(?<!after )(?<!when )(?<!before )(?<!because )(?<!while )(?<!until )(?<!if )(?<!as )"
                r"\b(?:i|i've|i'm|he|she|he's|she's|it|it's|they|they've)\b", low):
            sentence = fact  # "since yesterday he's been mixed up"
        elif low.startswith("since"):
            sentence = self._v("it's been going on ") + fact
        elif TIME_START.match(low):
            if re.search(r"\bago\b", low) or not re.match(r"^(?:(?:about|around|roughly|approximately|nearly|almost|over|"
                                                           r"under|at least|less than|more than|only)\s+)?" + NUMBER + r"\s", low):
                sentence = self._v("it started ") + fact  # "about an hour ago…", "this morning at netball"
            else:
                sentence = self._v("it's been going on for ") + fact  # "about a week"
        elif HOW_START.match(low) or re.match(r"^(?:in|during|within) the (?:past|last)\b", low):
            sentence = self._v("it came on ") + fact  # "suddenly about 40 minutes ago…", "in the past hour"
        elif starts_with_subject(fact) or re.match(r"^(?:my|his|her|their|our|the|a|an)\b", low) and has_own_subject(fact):
            sentence = fact  # a sentence of its own: "it came on over the last day…", "a lump came up…"
        elif re.match(r"^(?:my|his|her|their|the|people|our)\b", low):
            sentence = fact
        elif has_own_subject(fact):
            sentence = self._possessive() + " " + fact  # "Headache started yesterday…" → "my headache started…"
        elif verb_start(raw):
            sentence = self._onset_clause(raw)
        elif is_gerund_verb(raw):
            sentence = self._subject_clause(raw, "I've been")  # "Hearing voices for a week…"
        else:
            sentence = self._v("I've had ") + with_article(fact)  # "tickly dry cough since…"
        sentence = re.sub(r"\band (getting|going) (worse|better|downhill)\b", r"and it's been \1 \2", sentence)
        return as_sentence(sentence)

    def _onset_clause(self, raw: str) -> str:
        """An onset that opens with its verb: who did it decides the subject.

        "Started wheezing…" → "I started wheezing…"; "Started last night…" → "it started last night…";
        "Woke me up at 4…" → "it woke me up…"; "Found on her bedroom floor…" → "she was found…";
        "Been throwing up…" → "I've been throwing up…"; "Been getting worse…" → "it's been getting worse…".
        """
        words = words_of(raw)
        first = words[0]
        after = words[1] if len(words) > 1 else ""
        if verb_start(raw) == "passive":
            return self._subject_clause(raw, "I was")
        if first == "been":
            rest = raw.split(" ", 1)[1] if " " in raw else ""
            if re.match(r"(?:getting|going|coming|there|bad|worse|better|on and off|building|happening)\b", rest, re.IGNORECASE):
                return self._v("it's been ") + self._c(rest)
            return self._subject_clause(rest, "I've been")
        gerund = after.endswith("ing") and after not in ("morning", "evening", "something", "nothing", "during")
        if first in ("started", "began", "starts", "begins") and not gerund and after != "to":
            return self._subject_clause(raw, "it")
        if first in ("came", "comes", "went", "got", "gets", "kept", "keeps", "woke", "wakes", "stopped", "stops") and (
                after in ("on", "back", "up", "worse", "better", "bad", "much", "really", "me", "him", "her", "them", "us")
                or after.endswith("ly")):
            if first in ("woke", "wakes", "kept", "keeps", "stopped", "stops") and after not in ("me", "him", "her", "them", "us"):
                return self._subject_clause(raw, "I")
            return self._subject_clause(raw, "it")
        return self._subject_clause(raw, "I")

    def _a_onset(self) -> Answer:
        extras = []
        pattern = self._pattern_sentence(derived_only=True)
        onset = self._brief.history.onset or ""  # type: ignore[union-attr]
        if pattern and not re.search(r"getting (?:worse|bigger)|spreading|comes and goes|nearly stopped", onset, re.IGNORECASE):
            extras.append(pattern)  # a course told with the onset ("two days ago, and it has been getting worse") once
        mech = self._mechanism_sentence()
        if mech:
            extras.append(mech)
        how = self._how_it_began()  # "all at once or build up?" is part of the answer (answers/specific.py)
        return Answer("onset", f"{self._onset_sentence()} {how}" if how else self._onset_sentence(), extras)

    def _pattern_sentence(self, derived_only: bool = False) -> str | None:
        """How it has gone since it began, as the speaker knows it: what the case says (comes and
        goes, settled, nearly stopped, getting worse, there only when passing urine or breathing in),
        else a plain answer that claims nothing the case could contradict: an injury has been sore
        since it happened, an event (an overdose, a swallowed battery, a lost prescription) is no
        thing that comes and goes, vomiting or a cough keeps coming back. ``derived_only``: only
        what the case says (said with the onset, unasked)."""
        brief = self._brief
        assert brief is not None
        history = brief.history
        text = " ".join(t for t in (history.onset, history.character, history.duration, *(history.associated_symptoms or [])) if t).lower()
        if re.search(r"comes and goes|come and go|in waves|on and off|coming and going|spells|came back", text):
            return self._v("It comes and goes, in waves.")
        if re.search(r"\b(?:nearly|almost|mostly) stopped\b", text):
            return self._v("It's nearly stopped now.")
        if re.search(r"feel fine now|stopped for now|has stopped|healing well", text) or _HAS_SETTLED.search(
                " ".join(self._items[1:] if _SETTLED.match(self._items[0].lower()) else self._items).lower()):
            if re.search(r"bleeding has stopped", text) and self._injured():
                return self._v("It's been sore since it happened, but the bleeding has stopped now.")
            return self._v("It's settled down now.")  # "Nosebleed, resolved": never "constant since it started"
        if re.search(r"\bconstant\b", text) and re.search(r"getting worse|worse today|got (?:much |really )?(?:worse|bad)", text):
            return self._v("It's been constant, and it's getting worse.")
        if re.search(r"still hasn't stopped", text):
            return self._v("It hasn't stopped at all.")
        if re.search(r"spreading", text):
            return self._v("It hasn't settled, it's been spreading.")
        if re.search(r"getting bigger", text):
            return self._v("It hasn't settled, it's been getting bigger.")
        if re.search(r"keeps getting|getting worse|worse today|got (?:much |really )?(?:worse|bad)|getting sharper", text):
            return self._v("It's there all the time, and it's been getting worse.")  # steady or in waves? steady
        if re.search(r"\bconstant\b", text):
            return self._v("It's been constant since it started.")
        only = self._only_when()
        if only:
            return only
        if derived_only:
            return None
        if self._mute:
            return self._fill("{S}'s been like this the whole time.")
        if self._complaint_says(*_EVENTS) or any(hit.concept in _EVENTS and not hit.negated
                                                 for item in brief.history.associated_symptoms or [] for hit in detect(item)):
            # an overdose, a swallowed battery, a prescription run out: nothing that comes and goes
            return self._v("It's not really something that comes and goes.")
        if self._injured():
            return (self._fill("{S}'s been sore ever since it happened.") if self._companion
                    else "It's been sore ever since it happened.") if (brief.pain is None or brief.pain > 0) \
                else self._v("It's been the same since it happened.")
        if self._complaint_says(*_EPISODIC):
            return self._v("It keeps coming back, on and off.")
        if (brief.pain or 0) == 0 and not self._acute():
            return self._v("It's pretty much the same all the time.")
        if self._acute():
            options = ("It's been there since it started.", "It hasn't gone away since it started.",
                       "It's been there the whole time since it started.")
        else:
            options = ("It's been pretty steady.", "It's steady, about the same all day.", "It's pretty constant, most of the time.")
        return self._fact("pattern", lambda rng: self._v(rng.choice(options)))

    def _injured(self) -> bool:
        """The problem is an injury: the case tells how it happened, or the complaint names one."""
        return bool(self._brief.history.mechanism) or self._complaint_says(*_INJURIES)  # type: ignore[union-attr]

    @per_episode
    def _only_when(self) -> str | None:
        """A problem there only when something is done ("burning when I pee", "it catches when I take
        a deep breath", "chest pain on breathing"), as a pattern: not there all the time, never
        "constant". What only makes it worse ("worse when I twist") is said as it is."""
        history = self._brief.history  # type: ignore[union-attr]
        character = self._character_sentence() if history.character else None
        if character and _WORSE_WHEN.search(character):
            return character
        if character and _ONLY_WHEN.search(character):
            return as_sentence(self._v("it's not there all the time; ") + uncapitalised(bare(character)))
        said = " ".join([self._lay, *self._items, *(history.associated_symptoms or [])])
        for pattern, words in _TRIGGERS:
            if pattern.search(said):
                return as_sentence(self._v(f"it's not there all the time; {words}"))
        return None

    def _a_pattern(self) -> Answer:
        return Answer("pattern", self._pattern_sentence() or self._v("It's there all the time."))

    # mechanism

    @per_episode
    def _mechanism_sentence(self) -> str | None:
        mechanism = self._brief.history.mechanism  # type: ignore[union-attr]
        if not mechanism:
            return None
        clauses = [c.strip() for c in re.split(r"\s*;\s*", mechanism) if c.strip()]
        rendered = [self._mechanism_clause(clause) for clause in clauses]
        text = rendered[0] + "".join(f", and {uncapitalised(r)}" for r in rendered[1:])
        return as_sentence(self._v(text))

    @staticmethod
    def _mechanism_clause(clause: str) -> str:
        text = uncapitalised(clause.strip())
        text = re.sub(r"\bsays (?:he|she|they) did not\b", "I didn't", text, flags=re.IGNORECASE)
        text = re.sub(r"^did not\b", "I didn't", text, flags=re.IGNORECASE)
        text = re.sub(r"\bthe ((?:left |right )?" + BODY + r")\b(?! of)", r"my \1", text, flags=re.IGNORECASE)
        words = text.split()
        if not words:
            return text
        first = words[0].lower()
        second = words[1].lower() if len(words) > 1 else ""
        if first in ("stabbed", "shot", "punched", "kicked", "assaulted", "bitten", "pulled", "thrown", "pushed", "attacked",
                     "knocked", "run") or (first in ("hit", "struck") and second == "by"):
            return f"I was {text}"
        if first in ("driver", "passenger", "pedestrian", "rider", "cyclist", "pillion"):
            return f"I was the {text}"
        if re.fullmatch(BODY, first) or (first in ("left", "right") and re.fullmatch(BODY, second)):
            return f"My {text}"  # "shin struck the edge of a car door": my shin
        if first in ("i", "my", "he", "she", "they", "a", "an", "the", "his", "her", "their", "it") or has_own_subject(text):
            return capitalised(text)
        kind = verb_start(text)
        if kind == "passive":
            return f"I was {text}"  # "Found face-down in the pool"
        if kind == "active" and first not in CLAUSE_VERBS and not first.endswith("ed"):
            return f"I {text}"  # "Probably fell overnight…"
        if re.match(BODY + r"$", first):
            return f"My {text}"
        if first[:1].isdigit():
            return f"it's a {text}"
        if first.endswith("ed") or first in ("fell", "came", "ran", "hit", "got", "went", "caught", "cut", "burnt", "took",
                                             "lost", "stood", "bent", "swallowed", "was", "had", "jumped", "tripped"):
            return f"I {text}"
        return f"The {text}"

    def _a_mechanism(self) -> Answer:
        mech = self._mechanism_sentence()
        onset = self._brief.history.onset  # type: ignore[union-attr]
        if mech:
            onset = self._onset_sentence()
            said = set(re.findall(r"[a-z]{4,}", mech.lower()))
            again = set(re.findall(r"[a-z]{4,}", onset.lower()))
            # the onset only when it adds something ("this morning"), not the same fall told twice
            return Answer("mechanism", mech, [onset] if len(again - said) >= 2 or not again else [])
        if onset and len(onset.split()) > 4 and not self._told(self._onset_said()):
            return Answer("mechanism", self._onset_sentence())  # the story of how it began, told once
        # The complaint itself may say how ("stepped on nail", "rolled ankle at netball", "fall from ladder",
        # "hand crushed at work"): that is the answer, never "it all happened so fast".
        how = re.compile(
            r"\b(?:fell|falls?|falling|slipped|tripped|twisted|rolled|caught|crash\w*|came off|off (?:an? |the |my |his |her )?\w+|"
            r"hit|struck|punched|kicked|stabbed|bit|bitten|bites?|stung|stings?|stepped|spill(?:ed|t)|scald\w*|landed|tackled|"
            r"clash\w*|collid\w*|crushed|knocked|bumped|banged|lifting|playing|carving|chopping|grinder|knife|through|flash|"
            r"assault\w*|attacked|burnt by|at (?:work|school|training|the gym|netball|footy|rugby|soccer|football|cricket|"
            r"basketball|hockey|the park|the playground|playground))\b", re.IGNORECASE)
        told_how = [item for item in self._items if how.search(item) or TOOL.match(item.strip())]
        if told_how:
            return Answer("mechanism", as_sentence(self._v(join_list([self._complaint_clause(item) for item in told_how]))))
        if self._complaint_says("trauma", "laceration", "limb_injury", "head_injury", "fall", "burn", "moderate_burn", "major_burn",
                                "sunburn", "animal_bite", "insect_bite", "envenomation", "puncture_wound", "deep_wound", "rib_injury",
                                "open_fracture", "deformity", "assault", "road_crash", "eye_chemical", "eye_foreign_body", "splinter",
                                "fish_hook", "glass", "high_risk_mechanism"):
            # an injury the case tells nothing more of: said plainly, without a story the case does not hold
            return Answer("mechanism", self._fill("I didn't see exactly how {s} did it.") if self._companion
                          else "I'm not sure exactly how I did it.")
        return Answer("mechanism", self._v("Nothing happened as such, it just came on by itself."))
