"""Answers about the pain: severity score, where it is, what it feels like, what changes it, what was tried."""

from __future__ import annotations

import re

from ..clauses import (
    ING_NOT_VERB,
    SENSATION_VERBS,
    has_own_subject,
    is_clause,
    location_is_clause,
    starts_with_subject,
    verb_start,
)
from .....clinical import detect
from .....clinical.age_limits import AGE_LIMITS
from .....clinical.concepts import ERRANDS
from .....clinical.story import HEIGHT, TREATMENTS
from .....personas import reported_pain
from ..english import article_for_number, indefinite_article, bare, as_sentence, join_list, uncapitalised
from ..state import per_episode
from ..voice import VoiceMixin
from ..vocabulary import BODY, BODY_ADJECTIVES, CHARACTER_NOUNS, DIFFUSE
from .base import Answer

#: A pain named by its part ("toothache", "tummy ache", "migraine"): where it is.
_ACHE_PARTS = "tooth|head|ear|back|stomach|tummy|belly"  # the parts an "-ache" names
_ACHE = re.compile(rf"\b({_ACHE_PARTS})[ -]?ache\b|\b(migraine)s?\b", re.IGNORECASE)
_ACHE_PART = {"stomach": "belly", "tummy": "tummy", "migraine": "head"}
_POSITION = re.compile(
    r"^(?:(both|the) )?((?:(?:left|right|lower|upper|outer|inner|top|bottom|front|back|far|very) )*)"
    r"(sides?|outside|inside|middle|centre|center|tips?|bottom|top|front|back|base|palm|edge|corner|ball|heel|bridge|"
    r"arch|sole|web|crease|underside|end|root) of\b"
)
_POSITION_PREP = {
    "outside": "on", "front": "on", "edge": "on", "ball": "on", "sole": "on", "bridge": "on", "underside": "on",
    "heel": "on", "web": "on", "arch": "on", "bottom": "on", "tip": "on", "tips": "on",
    "top": "at", "base": "at", "end": "at", "corner": "at", "crease": "at", "root": "at",
}


#: The back of another part ("the back of my head", "back of the knee"): that part, not the back.
_BACK_OF = re.compile(r"\bback of (?:my |his |her |their |the )?(head|neck|hand|knee|leg|thigh|calf|arm|throat|eye|heel)\b",
                      re.IGNORECASE)


def _minimizing(score: int) -> tuple[str, ...]:
    """Playing it down: "not that bad" fits a score up to 6; higher, only that it can be managed."""
    if score <= 6:
        return ("It's not that bad, maybe {said}.", "Honestly it's fine, {said} at most.", "I'd say {said}, it's bearable.")
    if score == 7:
        return ("I'd say {said}, but I can manage.", "Maybe {said}, it's bearable.", "It's {said}, but I'm coping.")
    return ("I'd say {said}, but I can manage.", "It's {said}, but I'm coping.", "Maybe {said}, I'm trying to keep going.")


def _amplifying(score: int) -> tuple[str, ...]:
    """Making much of it: "terrible" and "unbearable" fit a high score; a low one is only said to bother a lot."""
    if score >= 7:
        return ("It's terrible, {said}, easily.", "Really bad, it's {said}.", "It's unbearable, honestly {said}.")
    if score >= 4:
        return ("It really hurts, {said} at least.", "It's bad, honestly, {said}.", "It's really sore, {said}, easily.")
    return ("It's {said}, but it really bothers me.", "It hurts more than it looks, {said}.", "It's {said}, and it won't go away.")


def _accurate(score: int) -> tuple[str, ...]:
    return ("It's about {said}.", "I'd say {said}.", "Right now it's {said}.")


#: A question whether the pain moves ("does it spread anywhere?"), and a location that says it does.
#: What hurts though no pain word is said ("fell off the monkey bars", "burnt her hand"): a child's
#: companion says the child says it hurts; for anything else (stitches out, a rash) no pain is made up.
_HURTS = ("trauma", "limb_injury", "laceration", "deep_wound", "burn", "moderate_burn", "major_burn", "head_injury", "fall",
          "deformity", "open_fracture", "abdominal_pain", "chest_pain", "headache", "back_pain", "animal_bite", "insect_bite",
          "testicular", "ear", "cant_bear_weight", "tearing_pain",
          "envenomation", "assault", "road_crash", "puncture_wound", "rib_injury",
          "sore_throat", "dental", "joint_pain", "hot_joint", "eye_foreign_body", "eye_chemical", "sickle_cell", "sunburn")
#: What a part is seen to be, not felt: a red eye hurts only when someone says so.
_SEEN_ONLY = r"red|bloodshot|pink|yellow|sticky|crusty|puffy"
_SPREAD_ASKED = re.compile(r"\b(?:spread|radiat\w*|go(?:es)? anywhere|move(?:s)? anywhere|travel)", re.IGNORECASE)
_SPREADS = re.compile(r"\b(?:spread\w*|radiat\w*|go(?:es|ing)? (?:down|up|into|through|to)|through to|travel\w*|shoot\w*)\b", re.IGNORECASE)
#: The words said with a pain score, by the speaker's pain expression: words that always agree with the number.
_SCORE_WORDS = {"minimizing": _minimizing, "amplifying": _amplifying, "accurate": _accurate}


#: A treatment the story tells as done ("I've used my blue puffer", "I was given glucagon", "I took two paracetamol").
#: First aid asked about by name: a pressure bandage or splint on a bite, an eye or a burn rinsed with water.
_FIRST_AID_ASKED = re.compile(r"\b(?P<bandage>pressure (?:bandage|immobili[sz]ation)|(?:bandage|splint)s? (?:been |was |were )?(?:put|applied))\b|"
                              r"\b(?P<rinse>rinsed|irrigated|flushed|washed (?:it |them )?out)\b|"
                              r"\b(?P<cool>cooled|cool running water|under (?:the )?(?:cold |cool )?(?:tap|running water))\b|"
                              r"\b(?P<kept>the missing part)\b", re.IGNORECASE)
#: What the case says was done, per kind of first aid asked.
_FIRST_AID_DONE = {"bandage": re.compile(r"\b(?:pressure (?:bandage|immobili[sz]ation)|(?:firm|tight|compression|crepe|elastic) bandage|bandaged|"
                                          r"splint(?:ed)?|immobili[sz]ed)\b", re.IGNORECASE),  # "applied a firm bandage" (thirty-third read)
                   "rinse": re.compile(r"\b(?:rinsed|rinsing|irrigated|irrigation|flushed|washed (?:it |them )?out|eye ?wash(?:ed)?)\b",
                                       re.IGNORECASE),
                   # a part that came off, brought in (2026-12ag, training)
                   "kept": re.compile(r"\b(?:brought (?:the |it |my )?\w*|in a (?:bag|glove|container|cup)|on ice|wrapped)\b", re.IGNORECASE),
                   # a burn held under the cold tap (2026-12ag, training)
                   "cool": re.compile(r"\b(?:cooled|cooling|cold tap|cool tap|(?:cool|cold) (?:running )?water|running water|under the (?:cold |cool )?tap|"
                                      r"(?:cold|cool) shower|under (?:the |a )?(?:cold |cool )?shower|hose)\b", re.IGNORECASE)}  # (thirty-first read)
_TRIED = re.compile(r"\b(?:I've used|I used|I was given|I've been given|I've had|I took|I've taken)\b[^.;,]*", re.IGNORECASE)
#: "back" that is no part of the body: a verb's ("kicked back", "came back") or a return's ("back from", "back home").
_BACK_AS_A_WORD = re.compile(r"\b(?:kicked|kicks|came|comes|coming|went|goes|going|go|gone|got|get|getting|fell|sat|gave|put|bounced|pulled|"
                             r"pushed|called|rang|brought|sent|flew|drove|moved|stepped|jumped|sprang|snapped|flung|thrown|threw) back\b|"
                             r"\bback (?:from|home|again|to normal|to (?:his|her|their|my) (?:normal|usual|baseline)|to (?:him|her|them|my)sel(?:f|ves))\b|"  # "back to herself now": 2026-12aw terse, training
                             # the back of a hand or a head is the hand's, the head's (2026-12ax terse, the forty-seventh read, C: "It's my back")
                             r"\b(?:the )?back of (?:my|his|her|their|the) (?=(?:left |right )?(?:hand|head|neck|knee|leg|arm|heel|thigh|calf|throat|eye|wrist|finger)\b)", re.IGNORECASE)
#: A body part named as what moves ("when turning my head", "bending my knee"): no place of pain.
#: A part named for how the patient fell or lay, or for the hand that felt them ("dropped to her knees", "knees drawn up",
#: "felt hot to her hand"): no place of pain (twenty-ninth read: "It's in her knees" for pain low in the belly, "It's in his
#: hand" for a feverish newborn).
_POSTURE_OR_TOUCH = re.compile(r"\b(?:(?:dropped|fell|sank|went|gone|got|slumped|collapsed)(?: down)? (?:on)?to|on) (?:his|her|their|my|both) knees\b|"
                               r"\b(?:knees|legs) (?:drawn|pulled|curled|tucked) up\b|"
                               r"\b(?:hot|warm|cold|clammy|cool) to (?:the |his |her |their |my |your |the midwife's |the nurse's )?(?:touch|hand|hands)\b|"
                               r"\b(?:felt|feels|feel) (?:\w+ )?(?:with|by) (?:his|her|their|my|the) (?:back of (?:the |his |her |my )?)?hand\b",
                               re.IGNORECASE)
#: A cancer named by its organ, a chest sucking in as a child breathes, and legs pulled up with colic: no place of pain.
_NO_PLACE_OF_PAIN = re.compile(r"\b(?:breast|bowel|lung|prostate|skin|bone|liver|kidney|throat|stomach|colon|brain|ovarian|cervical|"
                               r"pancreatic|bladder) (?:cancer|tumou?r|mets|metastases)\b"
                               r"|\b(?:ribs?|chest|tummy|belly|neck|throat)(?: is| are)? (?:sucking|drawing|pulling|caving) in\b"
                               r"|\b(?:sucking|drawing|pulling|caving) in (?:under|between|below|at|around) (?:the |his |her |their |my )?(?:ribs?|neck|throat)\b"
                               r"|\bpulling (?:up )?(?:his |her |their |my )?(?:legs|knees)(?: up)?\b"
                               # mottled skin is the circulation's sign, not a pain ("knees mottled": 2026-12ay terse, training)
                               r"|\b(?:knees?|legs?|feet|hands|arms|skin)(?: (?:is|are|look|looks))? mottled\b|\bmottled (?:knees?|legs?|skin)\b"
                               r"|\bopens? (?:her |his |their |my )?eyes\b",
                               re.IGNORECASE)
#: A part that struck another ("an elbow to the nose", "knee to the thigh"): where it hurts is the part struck (twentieth
#: read: "It's my elbow" for a blow to the nose).
_STRUCK_BY_A_PART = re.compile(r"\b(?:an? |the |his |her |their |my )?" + BODY + r"\s+(?:to|into|in)\s+(?=(?:the |my |his |her |their )?"
                               r"(?:(?:left|right) )?" + BODY + r")", re.IGNORECASE)
#: Stepping on a thing hurts the foot ("stepped on a rusty nail": never "it's hard to say exactly where").
_STEPPED_ON = re.compile(r"\b(?:stepped|stood|trod|treading|stepping|standing|walked) (?:on|onto)\b", re.IGNORECASE)
#: A part named for its colour ("the whites of my eyes are yellow", "yellow eyes"): what shows, not where it hurts.
_COLOURED = re.compile(r"\b(?:(?:the whites of )?(?:my|his|her|their|the) )?(?:eyes?|skin)\b (?:\w+ ){0,2}(?:yellow|jaundiced|orange)\b|"
                       r"\b(?:yellow|jaundiced) (?:eyes?|skin)\b", re.IGNORECASE)
_NEXT_PART = re.compile(r"(?:,\s*|,?\s+and\s+|\s+)((?:left |right )?" + BODY + r"s?)\b", re.IGNORECASE)


def _parts_in_a_row(said: str, first: re.Match[str]) -> list[str]:
    """The part found and those typed straight after it ("face neck and forearms", "hip and knee")."""
    parts = [first.group(1).lower()]
    at = first.end()
    while (more := _NEXT_PART.match(said, at)) is not None and more.group(1).lower() not in parts:
        parts.append(more.group(1).lower())
        at = more.end()
    return parts


_MOVING_A_PART = re.compile(r"\b(?:turning|moving|lifting|bending|raising|tilting|turn|move|lift|bend|raise|tilt)\s+(?:(?:my|his|her|their)\s+)?\w+"
                            # and the part that did the scratching or poking ("a grandchild's fingernail scratched my eye":
                            # the eye; twenty-fourth read, "it's my fingernail")
                            r"|\b(?:finger ?nail|nail|claw|fingertip|finger)s?\s+(?=(?:scratch|poke|jab|caught|went in)\w*)",
                            re.IGNORECASE)
#: An item the story gives as absent ("no chest pain"): it names no pain the patient has.
_DENIED_ITEM = re.compile(r"^\s*(?:no|not|denies|without|never)\b", re.IGNORECASE)


#: "Hurting someone else", "hurting myself": a wish or a threat, not a pain felt.
_NOT_A_HURT = (r"(?! (?:someone|somebody|anyone|others?\b|other people|people\b|him\b|her\b|them\b|(?:my|him|her|your|them)"
               r" ?sel(?:f|ves)"
               # a person to be hurt ("telling me to hurt my neighbour": 2026-12au narrative, training, "It hurts, but it's hard to
               # say how much" of a man with no pain)
               r"|(?:my|his|her|their|the) (?:neighbou?rs?|wife|husband|partner|mum|mom|mother|dad|father|parents?|kids?|children|"
               r"family|baby|son|daughter|boss|ex|girlfriend|boyfriend|brother|sister|stepmum|stepmother|stepdad|stepfather|flatmate|"
               r"friends?|teacher|someone|carer|nurse|doctor)\b))")

#: A complaint that is a rash: where it is is no pain's place.
_A_RASH = ("rash", "hives", "petechial_rash", "shingles")


class PainAnswersMixin(VoiceMixin):
    """Pain and its location and character, in the voice of the episode."""

    @per_episode
    def _loc_phrase(self, location: str | None) -> str | None:
        """Where it is, ready to follow "it's": "in my chest", "on the outside of my left ankle", "all over".

        A location written as a clause ("Started in my chest and went through to my back") comes back as a clause
        ("it started in my chest…"); see ``location_is_clause``.
        """
        if not location:
            return None
        raw = uncapitalised(re.sub(r"\s+", " ", location.strip()))
        # "Lower back, both sides, doesn't go down my legs": the clause after the comma gets its "it".
        raw = re.sub(r",\s*(doesn't|does not|isn't|is not|goes|spreads|moves|travels|radiates|comes|gets|hurts)\b", r", it \1", raw)
        loc = self._c(raw)
        low = loc.lower()
        poss = self._possessive()
        if starts_with_subject(loc) or has_own_subject(loc):
            return loc
        first = low.split()[0] if low.split() else ""
        if verb_start(raw) or first in SENSATION_VERBS:
            return self._subject_clause(raw, "it")
        if re.match(r"^(?:all over|down below|low (?:in|on|down)|high (?:in|on|up)|everywhere|in |on |at |around |across |"
                    # (a place beside a landmark: "below my left nipple", the thirty-ninth read, D: "it's in my below my left nipple")
                    r"below |above |beneath |beside |next to |"
                    r"under |underneath |behind |between |inside |near |just |mostly |mainly |now |deep |up |down |along |"
                    r"through |over |right (?:in|on|at|under|behind|across) )", low):
            return loc
        position = _POSITION.match(low)
        if position:
            part = position.group(3)
            if part in ("side", "sides"):
                inner = re.match(r"^[^,]*\bof (?:my|his|her|their|the) (?:\w+ )?(?:chest|belly|tummy|abdomen|stomach|back|head|"
                                 r"neck|throat|pelvis|groin)\b", low)
                prep = "in" if inner else "on"
            else:
                prep = _POSITION_PREP.get(part, "in")
            return f"{prep} {loc}" if position.group(1) else f"{prep} the {loc}"
        if re.match(r"^(?:my|his|her|their|both|the|each|either) ", low):
            return f"in {loc}"
        if re.match(r"^(?:cut|bump|lump|graze|sore)\b", low):
            return f"it's a {loc}"
        prep = "on" if re.match(r"^(?:(?:left|right|both) )?(?:forehead|face|cheeks?|chin|scalp|skin|lips?)\b", low) else "in"
        return f"{prep} {poss} {loc}"

    def _pain_snippet(self, location: str) -> str:
        """'pain in my chest' for the symptom corpus, from a location in any style."""
        loc = self._loc_phrase(location) or ""
        if loc.startswith("it's"):
            return f"pain in my {uncapitalised(location)}"
        if location_is_clause(loc):
            return "pain that " + re.sub(r"^it\s+", "", loc)
        return f"pain {loc}"

    @per_episode
    def _detail_sentence(self) -> str | None:
        """Character and location woven together: 'It's heavy squeezing, in the middle of my chest'."""
        history = self._brief.history  # type: ignore[union-attr]
        character = self._character_sentence() if history.character else None
        loc = self._loc_phrase(history.location)
        if character and loc:
            head = re.sub(r"^(?:in|on|at) (?:the |my |his |her |their )?", "", loc.lower()).split(",")[0].split()
            if head and head[-1] in character.lower():
                return character
            if loc.startswith("it's a "):
                return as_sentence(f"{bare(character)}, {loc[5:]}")
            if location_is_clause(loc):
                return as_sentence(f"{bare(character)}, and {loc}")
            return as_sentence(f"{bare(character)}, {loc}")
        if character:
            return character
        if loc and (self._brief.pain or 0) > 0:  # type: ignore[union-attr]
            if loc.startswith("it's") or location_is_clause(loc):
                return as_sentence(loc)
            # "It's in my lower belly" after "I've been bleeding": no pain said yet for "it" to be (2026-12ag ATS, training)
            named = re.search(r"\b(?:pain\w*|aches?|aching|hurts?|sore|cramps?|cramping)\b", " ".join([self._lay, *self._items]), re.IGNORECASE)
            return as_sentence(self._v("it's ") + loc if named else self._v("the pain is ") + loc)
        return None

    # pain: severity, location, character

    def _says_it_hurts(self) -> bool:
        """The complaint or the story names a pain ("worst headache", "sore wrist"), though no score was recorded."""
        said = [self._lay, *self._items, *(self._brief.history.associated_symptoms or [])]  # type: ignore[union-attr]
        told = " ".join(item for item in said if not _DENIED_ITEM.match(item))  # not "no headache", "no chest pain"
        # ("a sharp spot ... each time he swallows": 2026-12ak narrative, training, "It doesn't really hurt")
        return bool(re.search(rf"\b(?:pain|painful|(?:{_ACHE_PARTS})?aches?|aching|hurts?|hurting|sore|migraine|cramps?|cramping|crampy|"
                              rf"sharp (?:spot|point|pain|jab|sting|stab))\b{_NOT_A_HURT}", told,
                              re.IGNORECASE)) and not re.search(r"\bno pain\b|doesn'?t hurt", told, re.IGNORECASE)

    def _complaint_hurts(self) -> bool:
        """The complaint is a thing that hurts (a sting, a burn, a break) and no errand: it hurts though no score was
        recorded, never "there isn't any pain as such" (a healed bite back for its rabies dose is an errand)."""
        return self._complaint_says(*_HURTS) and not self._complaint_says(*ERRANDS)

    def _pain_placed(self) -> bool:
        """The story says where it hurts, and it is no rash (where a rash is is no pain's place) nor an errand (stitches out
        of a healed shin: where the cut was is no pain, 2026-12ac narrative, training), nor a part only seen to be red
        when nothing is said to hurt (Kawasaki's red eyes: 2026-12aw narrative, training, "she says it hurts ... in her
        eyes")."""
        location = self._brief.history.location  # type: ignore[union-attr]
        if not location or self._complaint_says(*_A_RASH) or self._complaint_says(*ERRANDS):
            return False
        part = location.split()[-1]
        told = " ".join([self._lay, *self._items, *(self._brief.history.associated_symptoms or [])])  # type: ignore[union-attr]
        seen = re.search(rf"\b(?:{_SEEN_ONLY})\s+(?:\w+\s+)?{re.escape(part)}\b|\b{re.escape(part)}\s+(?:are|is|look|looks|went|turned)\s+"
                         rf"(?:\w+\s+)?(?:{_SEEN_ONLY})\b", told, re.IGNORECASE)
        return not (seen and not self._says_it_hurts() and not self._complaint_hurts())

    def _reported_pain(self) -> int | None:
        """The score said for the case's score (the pain felt), shifted by the persona's pain
        expression exactly as the trait table and the LLM prompt say (``personas.reported_pain``),
        so both engines give one persona the same number. A study that wants a chart's recorded
        score said verbatim uses ``pain_expression: accurate``."""
        return reported_pain(self._voice, self._brief.pain)  # type: ignore[union-attr]

    def _a_severity(self) -> Answer:
        brief = self._brief
        assert brief is not None
        score = self._reported_pain()
        rng = self._style
        character = self._character_sentence() if brief.history.character else None
        extras = [character] if character else []
        if self._companion:
            if score is None:
                reason = self._cannot_report_reason()
                return Answer("severity", self._fill(reason), extras)
            if score == 0:
                return Answer("severity", self._fill("{S} says it doesn't hurt, zero."), extras)
            if brief.age is not None and brief.age < 4:
                return Answer("severity", self._fill("{S} can't really tell us, but I'd guess about ") + f"{article_for_number(score)} {score} out of 10.", extras)
            return Answer("severity", self._fill("{S} says it's about ") + f"{article_for_number(score)} {score} out of 10.", extras)
        if score is None:
            # What it feels like instead, when the case says (a sensation: "more of a pressure"); another
            # symptom is no answer to a pain question ("it's more that I've had a high temperature").
            thing = brief.history.character
            if thing and re.search(r"\b(?:hurts?|catch(?:es)?|burns?|stings?|aches?|worse|painful|sore)\b", thing, re.IGNORECASE):
                # "it catches when I take a deep breath": a pain, never "it doesn't really hurt"
                return Answer("severity", self._v("It hurts, but it's hard to say how much."), extras)
            if thing:
                text = self._c(thing)
                first = text.split()[0].lower() if text.split() else ""
                if is_clause(text):
                    text = f"that {text}"  # "it's more that the voices say…"
                elif first in SENSATION_VERBS:
                    text = f"that it {text}"
                return Answer("severity", as_sentence(f"It doesn't really hurt, it's more {text}"), extras)
            if self._says_it_hurts() or self._pain_placed() or self._complaint_hurts():
                # "worst headache of my life" with no score recorded, or a place it hurts ("his lower belly is swollen
                # and painful"): never "it doesn't hurt" beside where it hurts (round-22 probe); asked again for a guess,
                # said otherwise, never the same sentence twice
                said = self._v("It hurts, but it's hard to say how much.")
                return Answer("severity", said if not self._told(said) else self._v("I honestly can't put a number on it, it just hurts."), extras)
            return Answer("severity", "It doesn't really hurt.", extras)
        if score == 0:
            return Answer("severity", rng.choice(("There's no pain at all, zero out of 10.", "No, it doesn't hurt, zero.")), extras)
        if self._voice.language_proficiency == "limited":
            loc = self._loc_phrase(brief.history.location)
            feeling = "very bad" if score >= 7 else ("not so bad" if score <= 3 else "bad")
            where = f" {loc}" if loc and not loc.startswith("it's") and not location_is_clause(loc) else ""
            return Answer("severity", f"Pain{where}, {feeling}, {score} out of 10.", extras)
        said = f"{article_for_number(score)} {score} out of 10"
        return Answer("severity", rng.choice(_SCORE_WORDS[self._voice.pain_expression](score)).format(said=said), extras)

    def _cannot_report_reason(self, what: str = "give us a number") -> str:
        """Why the companion cannot give a number (or say where it hurts, or what it is like: ``what``):
        only what the case itself says, never a new sign ("UTA" on its own means the score could not be
        taken, not that the patient is unresponsive)."""
        brief = self._brief
        assert brief is not None
        complaint = brief.chief_complaint.lower()
        if brief.age is not None and brief.age < 4:
            return "{S}'s too little to " + what + "."
        if brief.speechless and self._complaint_says("stroke"):
            # speech lost to a stroke, not a child who never spoke (2026-12y ATS, training: "he doesn't use words" said of a
            # choir singer whose words stopped coming out)
            return "{S} can't get {p} words out, so {s} can't " + what + "."
        if brief.speechless and not re.search(r"unrespons|unconscious|seiz|fit", complaint):
            return "{S} doesn't use words, so {s} can't " + what + "."  # a child who does not speak (2026-12u, training)
        if re.search(r"unrespons|unconscious|not responding|obtunded|found down|arrest", complaint):
            return "{S} can't tell us, {s}'s not responding."
        history = brief.history
        story = " ".join(t for t in (history.onset, history.character, *(history.associated_symptoms or [])) if t)
        if self._complaint_says("seizure_active") or any(hit.concept == "seizure_active" and not hit.negated for hit in detect(story)):
            return "{S} can't tell us anything, {s}'s still fitting."
        if re.search(r"postictal|post-ictal|after (?:the|a|his|her) (?:seizure|fit)", f"{complaint} {story}".lower()):
            return "{S}'s too drowsy after the fit to " + what + "."
        if re.search(r"confus|\bams\b|altered|letharg|delirium", complaint):
            return "{S} can't really tell us, {s}'s too muddled."
        if re.search(r"overdose|\bod\b|tablets|pills", complaint) and not self._says_it_hurts():
            return "{S} doesn't seem to be in any pain."  # an overdose is no pain to rate: nothing made up about why
        if re.search(r"etoh|intox|(?<!acting )(?<!seems )(?<!seemed )(?<!looks )(?<!looked )(?<!as if )drunk", complaint):
            # "acting drunk" is how a low sugar looks, never drink taken (twenty-second read)
            return "{S} can't really " + what + ", {s}'s had too much to drink."
        located = self._pain_placed()
        if not self._says_it_hurts() and not self._complaint_says(*_HURTS) and not located:
            # a healed wound's stitches: no made-up pain; never beside where it hurts (twenty-second read: "He doesn't seem
            # to be in any pain. It's in his tongue.")
            return "{S} doesn't seem to be in any pain."
        child = brief.age is not None and brief.age < AGE_LIMITS.adult_from
        if what == "give us a number" and (child or located):
            # A child who talks says it hurts, not how much; an adult who says where it hurts has not said how bad (round-22
            # probe: "she can't give us a number right now" for a woman who "is alert and says her hip hurts"). Said once,
            # then "I couldn't say"
            said = "{S} says it hurts, but {s} won't put a number on it." if child else "{S} says it hurts, but {s} hasn't said how bad."
            return said if not self._told(self._fill(said)) else "I really couldn't say, {s} just says it's sore."
        return "{S} can't " + what + " right now."

    def _a_location(self) -> Answer:
        brief = self._brief
        assert brief is not None
        loc = self._loc_phrase(brief.history.location)
        character = self._character_sentence() if brief.history.character else None
        extras = [character] if character else []
        if loc and self._reported_pain() in (None, 0) and not self._says_it_hurts() and not self._complaint_says(*_HURTS) \
                and (self._complaint_says(*_A_RASH, *ERRANDS) or not self._pain_placed()):
            # where a rash is is no pain's place: "she doesn't seem to be in any pain", never "it's in her chest and her
            # back" after it (2026-12s, training: chickenpox heard as a chest pain); nor where stitches are to come out
            loc = None
        if loc:
            if loc.startswith("it's") or location_is_clause(loc):
                return Answer("location", as_sentence(loc), extras)
            if _SPREAD_ASKED.search(self._question) and not _SPREADS.search(loc):
                # "Does it spread anywhere?": where it stays is the answer, not where it is again
                return Answer("location", as_sentence(self._v("no, it stays ") + loc), extras)
            return Answer("location", as_sentence(self._v("it's ") + loc), extras)
        reported = self._reported_pain()
        said = HEIGHT.sub("", ". ".join(item for item in [self._lay, *self._items, *(brief.history.associated_symptoms or [])]
                                        if not _DENIED_ITEM.match(item)))  # "no chest pain" puts no pain in the chest; "six feet" no foot
        said = _MOVING_A_PART.sub("", said)  # "dizziness when turning my head": the head moves, it does not hurt
        said = _BACK_AS_A_WORD.sub(" ", said)  # "the chainsaw kicked back", "back from Ghana": no back (2026-12s read)
        said = _STRUCK_BY_A_PART.sub(" ", said)  # "elbow to the nose": the nose
        said = _COLOURED.sub(" ", said)  # "my eyes have gone yellow": a colour, no place of pain (2026-12x, training)
        said = _POSTURE_OR_TOUCH.sub(" ", said)  # "dropped to her knees", "hot to her hand": no place of pain (twenty-ninth read)
        # a cancer named by its organ, and ribs that suck in as a child breathes, are no place of pain (2026-12ax terse, training:
        # "It's my breast" of a back pain with breast cancer in the spine, "It's his ribs" of a croup's recession)
        said = _NO_PLACE_OF_PAIN.sub(" ", said)
        # where spots or a rash are is no place of pain ("a fever, a headache and purple spots on his ankles": twenty-seventh
        # read, "It's his ankles")
        said = re.sub(r"\b(?:spots|rash|blisters|hives|patches|bruises|bruising|marks|bumps|welts|weals|wheals)\s+(?:on|over|across|around)\s+"
                      r"(?:(?:my|his|her|their|the)\s+)?(?:left |right )?" + BODY + r"(?:\s+and\s+(?:(?:my|his|her|their|the)\s+)?" + BODY + r")*\b",
                      " ", said, flags=re.IGNORECASE)  # "itchy bumps on her arms and belly" (2026-12af terse, training)
        # what a medicine is for is no place of pain: "on naproxen for knees, sudden upper belly pain" hurts in the belly
        # (seventeenth read: "It's my knees" for a perforated ulcer)
        said = re.sub(r"\bon [\w-]+ for (?:my |his |her |their |a |an |the |bad |sore |arthritic |infected )*" + BODY, " ", said,
                      flags=re.IGNORECASE)  # "on clindamycin for a tooth": cramps in the belly (eighteenth read)
        body = re.search(r"\b((?:left |right |upper |lower )?" + BODY + r")\b", said, re.IGNORECASE)
        if self._mute and brief.pain is None:
            sore = re.search(r"\b(?:sore|painful|hurt\w*|aching)\s+(?:(?:in|on)\s+)?(?:(?:my|his|her|their|the)\s+)?((?:left |right )?"
                             + BODY + r")\b|\b((?:left |right )?" + BODY + r")\s+(?:pain|ache|is sore|hurts)\b", said, re.IGNORECASE)
            if sore and self._companion:
                # a toddler who cannot say where shows it: the sore mouth, the arm not used
                return Answer("location", self._fill("It seems to be {pos} ") + f"{(sore.group(1) or sore.group(2)).lower()}.", extras)
            if body and self._companion and brief.speechless:  # "his finger got caught": the part that was hurt
                return Answer("location", self._fill("It seems to be {pos} ") + f"{body.group(1).lower()}.", extras)
            return Answer("location", self._fill(self._cannot_report_reason("tell us where it hurts")), extras)
        if self._companion and reported is None and not self._says_it_hurts() and not self._complaint_says(*_HURTS):
            return Answer("location", self._fill("{S} doesn't seem to be in any pain."), extras)  # never "hard to say where"
        if reported == 0 or (reported is None and not self._companion and not self._says_it_hurts()
                             and not self._complaint_hurts()):
            # (a sting, a burn or a break with no score recorded still hurts: before the 2026-12ah round, a probe)
            # the pain it says, never "2 out of 10" after "no pain"
            return Answer("location", self._v("There isn't any pain as such."), extras)
        # where the complaint, its items or the story told put it ("left rib pain", "pain in the side of my back")
        back_of = _BACK_OF.search(said)
        if back_of:  # "I hit the back of my head": the head, never "it's my back" (heard as a back pain)
            return Answer("location", self._v(f"It's the back of my {back_of.group(1).lower()}."), extras)
        nail = re.search(r"\b(?:under|beneath|behind) (?:the |my |his |her |their )?((?:left |right )?(?:thumb|finger|toe|big toe) ?nail)\b", said,
                         re.IGNORECASE)
        if nail:  # "wood sliver deep under R thumbnail" (thirty-seventh read, A: "It's hard to say exactly where")
            return Answer("location", self._v(f"It's under my {nail.group(1).lower()}."), extras)
        if body:
            # the parts typed together are all said ("scald to face neck and forearms": "my face, neck and forearms")
            parts = _parts_in_a_row(said, body)
            return Answer("location", self._v(f"It's my {join_list(parts)}."), extras)
        if _STEPPED_ON.search(said):
            return Answer("location", self._v("It's my foot."), extras)
        ache = _ACHE.search(said)
        if ache:  # "toothache", "a migraine": the part the word names
            part = (ache.group(1) or ache.group(2)).lower()
            return Answer("location", self._v(f"It's my {_ACHE_PART.get(part, part)}."), extras)
        named = re.search(r"\b(" + "|".join(BODY_ADJECTIVES) + r")\b", said, re.IGNORECASE)
        if named:  # "Rectal pain": "it's my bottom"
            return Answer("location", self._v(f"It's my {BODY_ADJECTIVES[named.group(1).lower()]}."), extras)
        wound = re.search(r"\b(incision|wound|scar|stitches|operation site|drain site|line site|stoma|burn|bite)\b", said, re.IGNORECASE)
        if wound:  # "incision red leaking pus, low fever": where the wound is, never "more all over" (nineteenth read)
            return Answer("location", self._v(f"It's around the {wound.group(1).lower()}."), extras)
        character = (brief.history.character or "").lower()
        if "all over" in character:
            return Answer("location", "All over, really.", extras)
        if self._complaint_says(*DIFFUSE):
            return Answer("location", self._v("It's not in one spot, it's more all over."), extras)
        # where is not recorded and nothing says "all over": no made-up place, and no "all over" for a nosebleed
        return Answer("location", self._v("It's hard to say exactly where."), extras)  # no "spot": the nurse hears a rash

    @per_episode
    def _character_sentence(self) -> str | None:
        character = self._brief.history.character  # type: ignore[union-attr]
        if not character:
            return None
        text = self._c(character)
        low = text.lower()
        if re.match(r"^(?:my|his|her|their|he|she|they|i|i'm|it|it's|we)\b", low) or has_own_subject(text):
            return as_sentence(text)  # "My throat feels tight", "The room spins whenever I move my head"
        body = re.match(r"^((?:whole |left |right )?(?:heart|body|" + BODY[3:-1] + r"))\s+(\w+ing)\b", low)
        if body and body.group(2) not in ING_NOT_VERB:
            verb = "are" if re.search(r"s$", body.group(1)) and body.group(1) not in ("chess",) else "is"
            return as_sentence(self._v("my ") + f"{text[:body.end(1)]} {verb}{text[body.end(1):]}")  # "my heart is racing"
        if re.match(r"^heart\b", low):
            return as_sentence(self._v("my ") + text)
        first = low.split()[0] if low.split() else ""
        if first in SENSATION_VERBS:
            return as_sentence(self._v("it ") + text)  # "Shoots out across the room…" → "it shoots out…"
        pre = re.split(r" like | when | in | that | worse | if ", low)[0]
        chunks = [c.split() for c in re.split(r"[,;]", pre)]
        head = chunks[0] if chunks else []
        if len(head) == 1 and len(chunks) > 1 and 0 < len(chunks[1]) <= 3:
            head = chunks[1]  # "dry, tickly cough"
        if head and head[-1] in CHARACTER_NOUNS and not low.startswith(("a ", "an ")):
            if head[-1] == "pressure" and len(head) == 1:
                return as_sentence(self._v("it's ") + text)
            return as_sentence(self._v("it's ") + f"{indefinite_article(text)} {text}")
        if re.match(r"^(?:burning|stabbing|throbbing|aching|stinging|pounding|squeezing|crushing|shooting|itching|cramping)\b", low):
            return as_sentence(self._v("it's ") + text)
        if re.match(r"^\w+ing\b", low):
            return as_sentence(self._v("I'm ") + text)
        return as_sentence(self._v("it's ") + text)

    def _a_character(self) -> Answer:
        brief = self._brief
        assert brief is not None
        sentence = self._character_sentence()
        loc = self._loc_phrase(brief.history.location)
        if loc and location_is_clause(loc):
            extras = [as_sentence(loc)]
        else:
            extras = [as_sentence(self._v("it's ") + loc)] if loc and not loc.startswith("it's") else []
        if sentence:
            return Answer("character", sentence, extras)
        if self._mute:
            return Answer("character", self._fill(self._cannot_report_reason("tell us what it feels like")), extras)
        if (brief.pain or 0) > 0 and self._reported_pain() != 0:  # (a minimiser who says no pain never says "it just hurts")
            return Answer("character", self._v("It's hard to describe, it just hurts."), extras)
        core = self._complaint_core()
        if is_clause(core):  # "I need a repeat prescription": a clause of its own, never "it's I need..."
            return Answer("character", as_sentence(self._v("it's not really pain; ") + core), extras)
        return Answer("character", as_sentence(self._v("it's not really pain, it's ") + core), extras)

    def _complaint_core(self) -> str:
        return uncapitalised(self._v(self._items[0]))

    def _a_modifiers(self) -> Answer:
        brief = self._brief
        assert brief is not None
        character = brief.history.character or ""
        match = re.search(r"((?:worse|sharp|better|sore) (?:when|with|if) [^,;]+)", character, re.IGNORECASE)
        better_asked = re.search(r"\bbetter\b|\bhelp|\beas(?:e|es|ier)\b|\breliev", self._question, re.IGNORECASE) and not re.search(
            r"\bworse\b", self._question, re.IGNORECASE)
        if match and not (better_asked and not match.group(1).lower().startswith("better")):
            return Answer("modifiers", as_sentence(self._v("it's ") + self._c(match.group(1))))
        if match:  # "did anything make it better?": nothing did, and what makes it worse
            return Answer("modifiers", as_sentence(self._v("nothing's really helped; it's ") + self._c(match.group(1))))
        if (brief.pain or 0) == 0:
            return Answer("modifiers", "Not really, no.")
        return Answer("modifiers", self._fact(
            "modifiers", lambda rng: self._v(rng.choice(("Nothing really makes it better.", "Keeping still helps a little.",
                                                         "No, nothing seems to help much.")))))

    def _a_treatment(self) -> Answer:
        """What was tried: what the story or the complaint tells of it first ("I've used my blue puffer about twenty times",
        "inhaler not helping"), never "nothing" against the case (2026-12t ATS, training); else a plausible stock answer."""
        brief = self._brief
        assert brief is not None
        if first_aid := _FIRST_AID_ASKED.search(self._question):
            # a bite's bandage or a splashed eye's rinsing, asked as such: what the case says of it, else not yet done
            # (never "I haven't taken anything", which answers another question)
            kind = next(name for name in ("rinse", "cool", "kept", "bandage") if first_aid.group(name))
            for item in [*self._items, *re.split(r"[.;]", self._known_text())]:
                if _FIRST_AID_DONE[kind].search(item):
                    if re.match(r"(?:a|an|my|his|her|their|the) [\w-]+(?: [\w-]+)? (?:applied|put|wrapped|bandaged|splinted|held|rinsed|washed|"
                                r"flushed|cooled)\b", item.strip(), re.IGNORECASE):
                        # "A workmate applied a firm bandage": who did it, said as told (thirty-third read, never "I've got a
                        # workmate applied")
                        return Answer("treatment", as_sentence(self._v("yes, ") + uncapitalised(self._c(item.strip()))))
                    said = uncapitalised(self._v(self._clause_of_its_own(item)))
                    # "splinted", "irrigated 20 min by EMS": done to it, never "I splinted"
                    said = re.sub(r"^I (splinted|bandaged|rinsed|irrigated|flushed|washed|immobili[sz]ed)(?: it| them)?\b", r"it was \1",
                                  said)  # (never "it was rinsed it under a garden tap": 2026-12ak ATS, training)
                    return Answer("treatment", as_sentence(self._v("yes, ") + said))
            line = {"rinse": "No, it hasn't been rinsed yet.", "cool": "No, it hasn't been under the tap yet.",
                    "kept": "No, I don't have it with me.", "bandage": "No, nothing's been put on it."}[kind]
            return Answer("treatment", self._v(line))
        # (a poison or an object swallowed too: "what did he take, how much and when?" of a toddler's lamp oil, the thirty-eighth
        # read's T10, answered "No, he hasn't taken anything for it")
        if self._complaint_says("overdose", "household_poison", "toxic_alcohol", "swallowed_object") and re.search(
                r"\bwhat\b[^?]*\b(?:take|took|taken)\b(?![^?]*\bfor (?:the|your|his|her|their|it|this)\b)", self._question, re.IGNORECASE):
            # "what did you take, and when?" to someone who came in after an overdose: the tablets, how many and when, never
            # "I haven't taken anything for it" (the bank-36 helper's note; the thirty-sixth read's T1)
            return Answer("treatment", self._a_ingestion().primary)  # type: ignore[attr-defined]
        for clause in re.split(r"[.;]", self._known_text()):
            if (tried := _TRIED.search(clause)) and TREATMENTS.search(tried.group(0)):
                return Answer("treatment", as_sentence(self._v("yes, ") + uncapitalised(self._c(tried.group(0).strip()))))
        if course := next((med for med in brief.history.medications or [] if re.search(r"antibiotic|cillin|mycin|cef|cycline|floxacin",
                                                                                     med, re.IGNORECASE)), None):
            # a course for it the story tells ("despite antibiotic tablets from his family doctor": the thirty-eighth read, B)
            return Answer("treatment", as_sentence(self._v(f"yes, I've been taking {course}")))
        for item in self._items:
            if TREATMENTS.search(item) or re.search(r"\b(?:tylenol|paracetamol|ibuprofen|advil|motrin|panadol|nurofen|antibiotics)\b", item,
                                                   re.IGNORECASE):
                return Answer("treatment", as_sentence(self._v("yes, ") + uncapitalised(self._v(self._clause_of_its_own(item)))))
        allergies = " ".join(brief.history.allergies or []).lower()
        if self._companion or (brief.pain or 0) < 3 or "paracetamol" in allergies:
            return Answer("treatment", self._v("No, I haven't taken anything for it."))
        return Answer("treatment", self._fact(
            "treatment", lambda rng: self._v(rng.choice((
                "I took some paracetamol at home, but it didn't really help.",
                "No, I haven't taken anything for it.")))))
