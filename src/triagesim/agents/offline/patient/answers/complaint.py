"""The complaint said as a person says it: one clause per item of the chart's complaint.

"Ankle injury, netball" is "I've hurt my ankle" (the netball is the story's to tell), "open leg fracture"
"I've broken my leg and the bone is through the skin", "bleeding in early pregnancy" "I'm pregnant and
I've been bleeding". Split from ``story`` (the onset, the pattern and the mechanism stay there); what an item is made
of (who, where, when, what a part did) is read by the patterns of ``complaint_items``.
"""

from __future__ import annotations

import re

from ..clauses import ING_NOUNS, ING_QUALITIES, first_person_verb, has_own_subject, starts_with_subject, verb_start
from .....clinical import detect
from .....clinical.background import leading_condition, medicine_named
from .....clinical.vitals import SPO2_DANGER_BELOW
from .....clinical.concepts import ERRANDS
from .....clinical.speakers import REPORTING, through_an_interpreter
from ...lay_rules import FIRST_EVENT
from ...plain_words import plain_words
from ..headline import (
    HABITUS, chart_shape_clause, did_to_part, headline_clause, is_language_note, own_subject_clause, said_intent, typed_words,
)
from ..run_on import finding_pieces, pasted_run, run_on_pieces
from ..realise import (
    adjective_only, articles_throughout, participle_of, part_state, past_of, after_verb, clause_with_articles, gerund_of,
    is_countable_head, is_noun, noun_phrase, object_phrase, realise, subject_clause,
)
from ..english import article_for, indefinite_article, join_list, as_sentence, uncapitalised, with_article
from ..style import StyleMixin
from ..voice import VoiceMixin
from ..self_reference import relation_nouns
from ..vocabulary import (
    ACTIVITIES, ACTIVITY_KINDS, BODY, BODY_ADJECTIVES, COUNTABLE, DETERMINERS, MEDICINES_STOPPED, NOUN_STATES, STATE_WORDS,
    TOOL, UNCOUNTABLE_HEAD,
)

from .complaint_items import (
    ALLERGEN, ARRIVAL_MODE, MEDICINES_TAKEN, ARRIVED, AT_HEADS, AT_ONCE, A_PAIN_NAMED, BACK_AGAIN, BARE_CONTEXT, BARE_PART, BROUGHT_BY,
    BURNT_BY, CLIMBED, COUNTED, DEFICIT, DESCRIBED_PART, DONE_TO_PART, FELL_ON, FINDING_THEN_PART, FOR_A, FOR_TIME,
    FUNCTION_WORDS, HAD_HEADS, HEART, HOW_IT_GOES, HOW_IT_GOES_SAID, HOW_IT_IS, HURT_PART, LASTING, MARK_THEN_PART, NOT_DONE,
    NOUN_EVENT, ON_HEADS, ON_TREATMENT, OUTSIDE_THINGS, OVERDOSE_OF, OXYGEN_READ, PARTS_SWOLLEN, PART_MOVES, PASTED,
    PAST_HISTORY, PER_SOURCE, PLACED, RECORD_CONTEXT, RELATIVES, REQUEST, RESULT, ROAD_USER, SAYS_A_STATE, SAYS_OF_HIM,
    SCENE_OPENERS, SENDING_PLACES, SENT_BY, SETTLED, SO_LONG_AFTER, STATES_OF_A_PART, STUCK_IN_PART, SUPERLATIVE, SWELLS, TAIL,
    TAIL_ON, TAKEN_ITEM, THE_PATIENT_FIRST, TRAVELLING, VERB_PART, WANTED_SAID, WANTS, WANT_VERB, WHEN_LAST, WHILE_DOING,
    WORTH_CUTTING_FROM, a_complaint_said, as_still, context_clause, for_a_span, in_a_relative_s_voice, in_or_on_my,
    is_noun_after, lasting, the_person_named, with_place,
)

__all__ = ["ComplaintMixin"]


#: A service that sends a patient in, not a person who saw what happened ("per poison center", "per oncology", "per OB office",
#: "per urgent care"): it told the patient to come, said as such (2026-12av terse, training: "the poison center said").
_A_SERVICE = re.compile(r"\b(?:urgent care|clinic|cent(?:er|re)|oncology|ob|obstetrics|office|practice|surgery|team|poison control)$")
_SERVICE_SAID = {"oncology": "my cancer team", "ob office": "my obstetrician's office", "ob": "my obstetrician", "obstetrics": "my obstetrician",
                 "poison center": "the poison centre", "poison control center": "the poison centre", "poison centre": "the poison centre",
                 "urgent care": "the urgent care clinic"}


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
        return not (SAYS_A_STATE.search(said) or STATE_WORDS.match(said)) or bool(ARRIVED.fullmatch(said))

    # complaint

    def _clause_of_its_own(self, item: str) -> str:
        """One item said as a clause of its own, outside the complaint's sentence: a tail's marker (it goes on about the
        item before it) is dropped, never spoken ("\\x00I twisted it": the 2026-12ai guard of the mechanism answer)."""
        return self._complaint_clause(item).lstrip(TAIL + TAIL_ON)

    def _complaint_clause(self, item: str, alone: bool = True) -> str:
        """One complaint item as a clause. ``alone``: said on its own, not after the item before it in the
        complaint, so an item that only says more about that one ("L hand" after "Burn") is said as a whole clause."""
        text = typed_words(uncapitalised(plain_words(item)))  # "R facial droop": "my face is drooping on the right"
        # "dizziness when turning head", "cannot open eye": the patient's own head, eye
        text = re.sub(r"\b(turning|moving|lifting|bending|raising|tilting|using|turn|move|lift|bend|raise|use|(?:(?<=n't )|(?<=not )|(?<=to ))"
                      r"(?:open|close|shut|straighten))\s+(?=(?:left |right )?" + BODY + r"\b)", r"\1 my ", text, flags=re.IGNORECASE)
        # "cat bite right knuckle", "loss of vision right eye": where it is, with its preposition
        text = MARK_THEN_PART.sub(in_or_on_my, FINDING_THEN_PART.sub(in_or_on_my, text))
        text = with_place(text)  # "fainted graduation ceremony": "fainted at the graduation ceremony"
        low = text.lower()
        if reported := re.match(rf"^(?:the |his |her |their |pt'?s )?(\w+) {REPORTING} (?:that )?(.+)$", text, re.IGNORECASE):
            if reported.group(1).lower() in RELATIVES:  # "daughter reports acting strange": her own words, or "my daughter says"
                # "daughter reports mother not eating": the mother is the patient, never "the mother isn't eating"
                said = self._complaint_clause(THE_PATIENT_FIRST.sub("", reported.group(2)) or reported.group(2), alone)
                if self._companion and reported.group(1).lower() in relation_nouns(self._relation):
                    return said
                return f"my {reported.group(1).lower()} says {uncapitalised(said)}" if not said.startswith((TAIL, TAIL_ON)) else said
        if ARRIVAL_MODE.fullmatch(low.strip(" .")):
            return TAIL
        if maybe := re.match(r"^(?:poss|possible|probable|prob|\?)\s+(?!(?:refill|prescription|script|rx)\b)(.+)$", text, re.IGNORECASE):
            # the desk's impression ("poss kidney stone", "poss asthma flare"): what the speaker thinks it is, never "my poss
            # asthma" (2026-12am terse, training)
            said = self._complaint_clause(maybe.group(1), alone)
            return said if said.startswith((TAIL, TAIL_ON)) else f"I think {uncapitalised(said)}"
        if refill := re.match(r"^(?:poss|possible|probable|prob)\s+((?:refill|prescription|script|rx)\b.*)$", text, re.IGNORECASE):
            return self._complaint_clause(refill.group(1), alone)  # "poss refill": the errand, not a guess
        if first := re.match(FIRST_EVENT, text, re.IGNORECASE):  # an item the vocabulary said whole ("my first seizure ...")
            return f"I had my first {first.group(1).lower()}{text[first.end():]}"
        if is_language_note(text) or re.search(r"\bbreath sounds\b|\bsilent chest\b", low) or re.fullmatch(r"aged? \d{1,3}", low) \
                or re.fullmatch(r"(?:child|baby|infant|patient) (?:is )?at risk|safeguarding(?: concerns?)?|(?:possible |query |\?)?nai", low) \
                or (re.search(r"\b(?:blown|unequal|fixed|dilated)\b[\w ]{0,12}\bpupils?\b|\bpupils? (?:unequal|blown|fixed)", low)
                    and len(low.split()) <= 4):
            # "Vietnamese speaking", "no breath sounds left side", "BLOWN LEFT PUPIL", "child at risk" (2026-12ab ATS): the
            # interpreter's, the clinician's
            return TAIL
        if (since := SO_LONG_AFTER.match(text)) and not since.group(1).lower().startswith(("it ", "i ")):
            # "Swollen forearm two days after a bee sting", "Red painful breast ten days after giving birth": the finding, then
            # how long after what (2026-12af ATS, training: "I've got swollen forearm two days after a bee sting")
            said = self._complaint_clause(since.group(1), alone)
            if not said.startswith((TAIL, TAIL_ON)):
                return f"{clause_with_articles(said)}, {since.group(2)}"
        if (habitus := HABITUS.match(text)) and text[habitus.end():].strip():
            # "tall skinny smoker sudden sharp chest pain": the body the nurse sees is not said; the smoking is
            said = self._complaint_clause(text[habitus.end():], alone)
            return f"I smoke, and {uncapitalised(said)}" if habitus.group(2) and not said.startswith((TAIL, TAIL_ON)) else said
        if (said := in_a_relative_s_voice(text)) is not None:
            return said
        if road := ROAD_USER.match(text):  # "Cyclist struck by a bus": "I was struck by a bus on my bike", never "my cyclist"
            done = noun_phrase(road.group(3))
            named = re.search(r"\b(?:bike|bicycle|motorbike|motorcycle|car|scooter|skateboard|foot)\b", done, re.IGNORECASE)
            verb = road.group(3).split()[0].lower()
            if verb in ("fell", "slipped", "tripped", "dove", "dived", "collapsed", "crashed", "caught", "cut", "burnt", "burned"):
                # "HUNTER FELL 20 FEET OUT OF DEER STAND": "I fell 20 feet out of a deer stand" (2026-12w terse, training)
                return f"I {'dived' if verb == 'dove' else verb} {after_verb(road.group(3).split(' ', 1)[1]) if ' ' in road.group(3) else ''}".strip()
            travelling = TRAVELLING.get(road.group(2).lower())
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
        if (doing := WHILE_DOING.match(text)) and doing.group(2).lower() in ACTIVITIES and a_complaint_said(doing.group(1), doing.group(2).lower(),
                                                                                                    doing.group(3)) \
                and not re.search(r"\b(?:keeps?|kept|keeping|started|starts|stopped|stops)$", doing.group(1), re.IGNORECASE):
            # ("a cut that keeps opening" is what it does, never "a cut that keeps when opening": 2026-12ar narrative, training)
            # "low back strain lifting couch", "double vision looking up": what they were doing when it came on
            thing, gerund, rest = doing.group(1), doing.group(2).lower(), doing.group(3).strip()
            if gerund == "building" and re.match(r"(?:up )?(?:slowly|gradually|bit by bit|over)\b", rest, re.IGNORECASE):
                # "testicle ache building slowly": how it came on, never "when building" (2026-12y terse, training)
                return f"{clause_with_articles(self._complaint_clause(thing, alone))} that has been building {rest}"
            if thing.split()[-1].lower() in ACTIVITY_KINDS and len(thing.split()) > 1:  # "foot line dancing": "when line dancing"
                thing, gerund = thing.rsplit(" ", 1)[0], f"{thing.split()[-1].lower()} {gerund}"
            said = self._complaint_clause(thing, alone)
            if not said.startswith((TAIL, TAIL_ON)):
                return f"{clause_with_articles(said)} when {gerund}{' ' + object_phrase(rest) if rest else ''}"
        if re.fullmatch(r"(?:the )?bleeding (?:is |has |now )?(?:controlled|under control|stopped(?: with pressure)?|settled)(?: now)?", low):
            # "bleeding stopped" is said as stopped, never as "under control", which a nurse hears as still bleeding
            # under pressure (2026-12ax terse, training)
            said = ("the bleeding stopped with pressure" if "pressure" in low else "the bleeding has stopped" if "stopped" in low
                    else "the bleeding is under control now")
            return f"{TAIL}and {said}" if not alone else said
        if (still := re.match(r"^still\s+(?!not\b)(.+)$", text, re.IGNORECASE)) and not SETTLED.match(low):
            # "still seizing the whole ambulance ride", "still slow to answer": the clause, with its "still" in place
            # (2026-12t terse, training: never "she's got still seizing")
            said = self._complaint_clause(still.group(1), alone=True)
            if not said.startswith((TAIL, TAIL_ON)):
                return as_still(said)
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
            return f"{TAIL}and it {seems.group(1).rstrip('s')}s {seems.group(2)}"
        if low in NOUN_STATES:
            return NOUN_STATES[low]
        if re.fullmatch(r"(?:calm|quiet|pleasant|alert|arousable|rousable|awake and alert|alert and oriented)(?:,? (?:and )?(?:cooperative|oriented))?"
                        r"(?: (?:at|in|on arrival (?:at|to)) (?:the )?triage)?|cooperative|a ?& ?o ?x ?[34]"
                        r"|answers? (?:all )?questions(?: appropriately| normally| ok| okay)?|answering (?:all )?questions(?: appropriately)?", low.rstrip(" .!")):
            return TAIL  # the nurse's note of the manner ("calm and cooperative"): nothing the speaker says of itself
        if HOW_IT_IS.match(low):
            return f"it's {text}"  # "Back pain, severe": how bad the item before it is
        if height := re.fullmatch(r"(?:about |around |approx(?:imately)?\.? |~ ?)?(\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|"
                                  r"eleven|twelve|fifteen|twenty|thirty|forty|fifty) ?(?:feet|foot|ft|metres|meters|m)(?: up)?", low):
            if not alone:  # "fell off ladder, about 12 ft": how far, of the fall before it (2026-12u terse, training)
                return f"{TAIL}from about {height.group(1)} feet" if low.endswith(("feet", "foot", "ft", "up")) else \
                    f"{TAIL}from about {height.group(1)} metres"
        if low in ("attached", "still attached", "embedded", "stuck in", "still in"):  # "tick on knee, attached": the tick is
            return f"{TAIL}and it's {low}" if not alone else f"it's {low}"
        if low in ("intentional", "deliberate", "on purpose"):  # "Tylenol OD, intentional"
            return "I did it on purpose" if alone else f"{TAIL_ON}on purpose"
        if low in ("self-inflicted", "self inflicted", "self-harm", "self harm", "deliberate self-harm"):  # "deep cut to forearm, self-inflicted"
            return "I did it to myself" if alone else f"{TAIL}I did it to myself"
        if BARE_PART.match(low) and alone and self._items and item == self._items[0] and len(self._items) > 1:
            # "L shoulder, out again", "chest, sharp, easier leaning forward", "head, worst ever, vomited": the part typed
            # first, what is wrong with it after; it hurts (when it does), never "I've hurt my chest" (2026-12an terse, training)
            plural = bool(re.search(r"s$|\band\b|^both\b", low)) and not low.endswith(("ss", "abdomen", "chest"))
            if (self._brief.pain if self._brief is not None else None) == 0:  # type: ignore[union-attr]
                return f"it's my {text}"
            if PLACED.search(self._items[1]) or re.search(r"\b(?:sunburn\w*|rash|ticks?|hives|itch\w*|spots|blisters?|lumps?)\b",
                                                       self._items[1], re.IGNORECASE):
                return f"it's on my {text}"  # "shoulders, sunburn": where the skin's trouble is, no hurt part
            return f"my {text} {'hurt' if plural else 'hurts'}"
        if BARE_PART.match(low):  # "Burn, L hand": where the item before it is
            return f"I've hurt my {text}" if alone else f"{TAIL_ON}on my {text}"
        if ALLERGEN.match(low):  # "Anaphylaxis, peanut": what the reaction before it is to
            allergen = low if low.endswith("s") or low in ("shellfish", "penicillin", "latex", "milk", "sesame", "fish") else low + "s"
            return f"I'm allergic to {allergen}" if alone else f"{TAIL_ON}to {allergen}"
        if (swollen := PARTS_SWOLLEN.match(text)) and not re.fullmatch(r"(?:(?:left|right) )?(?:legs?|ankles?|feet|foot|calf|calves)",
                                                                        swollen.group(1), re.IGNORECASE):
            # "lip and tongue swelling": "my lip and tongue are swollen"; "leg swelling" stays the complaint's own words
            parts = swollen.group(1)
            one = " and " not in parts and not (parts.lower().endswith("s") or parts.lower() in ("feet", "teeth"))
            return f"my {parts} {'is' if one else 'are'} swollen"  # "lips swelling": "my lips are swollen"
        if hot := re.fullmatch(r"((?:(?:red|hot|warm|tender|painful|sore|itchy)(?:,? (?:and )?| ))+)((?:left |right )?" + SWELLS + r") swelling",
                               text, re.IGNORECASE):
            # "Red hot leg swelling" (the register's "swollen leg"): "my leg is red, hot and swollen" (2026-12w, training)
            states = [*re.findall(r"[a-z]+", hot.group(1).lower().replace(" and ", " ")), "swollen"]
            return f"my {hot.group(2)} {'are' if hot.group(2).lower().endswith('s') else 'is'} {join_list(states)}"
        if low in ING_QUALITIES and not alone:  # "Rash, burning": what the item before it is like
            return f"{TAIL}and it's {text}"
        if TOOL.match(low):  # "Lac R hand, power saw": what did it
            tool = low if low.startswith(("a ", "an ", "the ")) else f"{indefinite_article(low)} {low}"
            # cut on glass, burnt on a grill lid, with a knife
            by = "on" if re.search(r"glass|tin can|metal|fence|nail|lid|pan|pot|kettle|iron|oven|stove|hob|grill|tray", low) else "with"
            if re.search(r"\b(?:glass|metal)$", low) and not low.startswith(("a ", "an ", "the ")):
                tool = f"some {low}"  # "broken glass": on some broken glass, never "on a broken glass"
            if alone and re.fullmatch(r"(?:an? |the )?(?:kitchen )?(?:knife|knives|blade|machete|gun|pistol|axe)", low):
                return f"I've got {tool} with me"  # "Knife, hearing voices": a weapon carried, nothing done with it yet (2026-12ab ATS)
            return f"I did it {by} {tool}" if alone else f"{TAIL_ON}{by} {tool}"
        if BURNT_BY.match(low):  # "Burn, boiling water": what did it
            return f"I got burnt by {text}" if alone else f"{TAIL_ON}with {text}"
        match = PER_SOURCE.match(low)
        if match:  # "Fall, per EMS": who said so, not a complaint of its own
            source = match.group(1)
            if source in ("ambulance", "paramedics", "ems"):
                if self._companion and re.search(r"paramedic|ambulance", self._relation or ""):
                    return TAIL  # the crew telling it: never "the ambulance crew said" of their own words
                source = "the ambulance crew"
            elif self._companion and source in relation_nouns(self._relation):
                return TAIL  # "NEW CONFUSION PER DAUGHTER" told by the daughter: her own words, no "my daughter said"
            elif not source.startswith(("my ", "the ", "his ", "her ")):
                source = f"my {source}" if source in RELATIVES else f"the {source}"
            if _A_SERVICE.search(source):  # a service that sent the patient ("per poison center", "per OB office")
                return f"{TAIL}{_SERVICE_SAID.get(source.removeprefix('the '), source)} told me to come in"
            return f"{TAIL}{source} said"
        if when := WHEN_LAST.match(low):  # "LAST TX 8D AGO", "PLACED 8 DAYS AGO": when the item before it was done
            last = (when.group("last") or "").removeprefix("the ")
            said = "put in" if when.group("put") else "the last one was" if last in ("last one", "") else f"my {last} was"
            return f"{TAIL}{said} {when.group('when')}"  # "my last chemotherapy was 8 days ago"
        if re.match(r"^(?:low|high|slow|walking) speed$", low):  # "MVC, HIGH SPEED": how fast, of the crash before it
            return f"{TAIL_ON}at {low}" if not alone else f"I was in a crash at {low}"
        if SETTLED.match(low):
            return f"{TAIL}but it's settled now"  # "Palpitations, resolved": the item before it has passed
        if TAKEN_ITEM.match(low):  # "Intentional OD, ~30 tylenol": what the overdose before it was
            return f"{TAIL}{text}"
        if goes := HOW_IT_GOES.match(low):  # "Leg redness, spreading", "Testicular pain, sudden onset": how the item before it goes
            return f"{TAIL}{HOW_IT_GOES_SAID[goes.group(1)]}"
        if FOR_TIME.match(low):
            return f"{TAIL}{text}"  # "Seizure, ongoing x10 min": how long the item before it has lasted
        if not alone and re.fullmatch(r"(?:about |around |roughly )?(?:\w+ )?(?:an? |\w+ )?(?:minutes?|hours?|days?|weeks?) ago", low):
            return f"{TAIL}{text}"  # "Tylenol x20 tabs, 3 hrs ago": when the item before it was, never "the three hours are ago"
        if not alone and (spreads := re.match(r"^(?:radiating|spreading|going|moving|shooting|travelling|traveling) (?:in)?to (.+)$", low)):
            return f"{TAIL}and it's going to {spreads.group(1)}"  # "Chest pain, radiating to L jaw": never "I've been radiating"
        if started := re.match(r"^(?:it )?(?:started|began|came on) (?:while |when )?(?!(?:draining|oozing|leaking|weeping|bleeding|discharging|"
                               r"swelling|spreading|itching|throbbing)\b)(\w+ing\b.*)$", low):
            # (what a lump or a wound began to do is its own: "it started draining", never "it started when I was draining")
            return f"it started when I was {started.group(1)}"  # "started carrying groceries upstairs": what brought it on
        if not alone and re.fullmatch(r"(?:drain|oven|toilet|floor|glass|bathroom|dishwasher) cleaner|bleach|acid|battery acid|lye|ammonia|"
                                      r"caustic soda|chlorine|pool chemicals?|cement|lime", low):
            return f"{TAIL}it was {text}"  # "Chemical splash L eye, drain cleaner": what it was, never "I am drain cleaner"
        if (sent := SENT_BY.match(text)) and not detect(sent.group(1)):
            # "counselor sent", "dorm roommate brought" (2026-12ab terse): who sent or brought me, never "the counselor is sent"
            who, verb = sent.group(1).lower(), sent.group(2).lower()
            whose = "the" if SENDING_PLACES.search(who) else "my"
            why = f" {object_phrase(sent.group('why'))}" if sent.group("why") else ""
            if self._companion and who.split()[-1] in relation_nouns(self._relation):
                return TAIL  # the sender telling it: why is the complaint's own
            return f"{whose} {who} {verb} me{' in' if verb == 'brought' or why else ''}{why}"
        if (past := PAST_HISTORY.match(text)) and detect(past.group(1)):
            return f"I've had {with_article(past.group(1))} before"  # "kidney stone PMH": never "I've got kidney stone pmh"
        if (event := NOUN_EVENT.match(low)) and not re.fullmatch(BODY, event.group(1)):
            thing, what = event.group(1), event.group(2)
            height = f" from about {event.group(3)} {'feet' if event.group(4) in ('feet', 'foot', 'ft') else 'metres'}" if event.group(3) else ""
            if what == "tackle":
                return f"I was tackled playing {thing}"  # "rugby tackle"
            if what == "crash":
                return f"I crashed my {thing}" if thing in CLIMBED or thing.endswith(("scooter", "board", "bike", "car")) else f"I was in a {thing} crash"
            where = FELL_ON.get(thing) or (f"off {indefinite_article(thing)} {thing}" if thing in CLIMBED else f"at the {thing}")
            return f"I fell {where}{height}"
        if stuck := STUCK_IN_PART.fullmatch(low):  # "NAIL EMBEDDED LEFT PALM": a thing in me, never "my nail is embedded"
            return f"there's {indefinite_article(stuck.group(1))} {stuck.group(1)} {stuck.group(2)} in my {stuck.group(3)}"
        if moves := PART_MOVES.fullmatch(low):  # "FINGERS MOVE", "toes wiggle": what I can still do
            return f"I can move my {moves.group(1)}"
        if oxygen := OXYGEN_READ.fullmatch(low):
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
            if not said.startswith((TAIL, TAIL_ON)) and (said.startswith("I've got ") or not re.match(r"(?:I|I'm|I've|I'd|my)\b", said)):
                # a condition, never a doing ("fall from stepladder on warfarin" is said by the fall's own shape)
                return f"{clause_with_articles(said)} and I'm on {medicine}"
        if brought := BROUGHT_BY.match(text):  # "brought by brother": "my brother brought me in" (fifteenth read)
            who = brought.group(1).lower()
            if self._companion and who in relation_nouns(self._relation):
                return TAIL  # the brother telling it: he says who he is, not "my brother brought me in"
            return f"my {who} brought me in" if who in RELATIVES else f"{indefinite_article(who)} {who} brought me in"
        if doing := SAYS_OF_HIM.match(text):  # "Keeps nearly passing out": "I keep nearly passing out" (2026-12r)
            return f"I {first_person_verb(doing.group(1).lower())} {doing.group(2)}"
        if off := MEDICINES_STOPPED.match(text):  # "off his meds": stopped, not "it happened off my medications"
            rest = off.group(2).strip()
            return f"I've been off my {off.group(1).lower()} {rest}" if rest else f"I've stopped taking my {off.group(1).lower()}"
        if re.match(r"^(?:i|i'm|i've|my|they|it|it's)\b", low) or starts_with_subject(text):
            return text  # "someone saw it happen": a clause of its own
        if never := NOT_DONE.match(text):  # "Not slept in 4 nights": "I haven't slept in 4 nights" (2026-12r read)
            return f"I haven't {never.group(1).lower()}{never.group(2)}"
        if bowels := re.match(r"^(?:my |the )?bowels? (?:not|haven't|have not|hasn't) (?:opened|open|moved|been opened)\b(.*)$", text,
                              re.IGNORECASE):  # "bowels not opened 4 days": never "the bowels aren't opened"
            return f"I haven't opened my bowels{for_a_span(bowels.group(1))}"
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
            if VERB_PART.match(rest):
                rest = "on " + VERB_PART.sub(r"my \1\2", rest, count=1)  # "LIMP R LEG": "on my right leg"
            return "I've been limping" + (f" {noun_phrase(rest)}" if rest and not rest.startswith("and ") else "") + (
                f" and {self._complaint_clause(rest[4:], alone=False)}" if rest.startswith("and ") else "")
        state_first, _, thing = text.partition(" and ")
        if thing and " and " not in thing and STATE_WORDS.fullmatch(state_first.lower()) and not STATE_WORDS.match(thing.lower()) \
                and is_noun(thing.split()[-1].lower()) and not verb_start(thing) \
                and not re.search(r"\b(?:on|in|at|when|with|after|for|to|by|from|since|while)\b", thing, re.IGNORECASE):
            # a state, then a thing ("weak and cloudy urine"): each said as itself, never "I'm weak and cloudy urine"
            # (2026-12ax ATS, training)
            return f"{self._complaint_clause(state_first, alone)} and {self._complaint_clause(thing, alone=False)}"
        if (state := STATE_WORDS.match(low)) and not is_noun_after(low[state.end():]):
            return f"I've been {text}" if LASTING.search(low) else f"I'm {text}"  # "dizzy", "suicidal"; not "suicidal thoughts"
        if re.match(r"^on (?!my\b|the\b)", low):
            if re.match(r"^on (?:the )?(?:floor|ground)\b", low):
                return f"I was {text}"  # "on floor 6h": lying there before I was found, never "I'm on the floor" at triage
            return f"I'm {text}"  # "on chemo"
        if wants := WANTS.match(text):  # "needs certificate": "I need a certificate"
            wanted = WANTED_SAID.get(wants.group(2).lower().strip(), wants.group(2))
            return f"I {WANT_VERB[wants.group(1).lower()]} {wanted if wanted.lower().startswith('to ') else with_article(wanted)}"
        if re.match(r"^like (?:a|an|the|someone|something|my|there'?s)\b", low):
            return f"it feels {text}"  # '"like a fish flopping in my chest"': what it feels like (2026-12q)
        if heart := HEART.match(text):
            return f"my heart is {heart.group(1).lower()}{heart.group(2)}"  # "racing heart (at times …)": "my heart is racing …"
        if result := RESULT.match(text):
            return f"my {result.group(1)} is {result.group(2)}"  # "INR 7": "my INR is 7"
        if low.startswith("possible "):  # "?OD": not known yet, said as what it might be
            return f"it might be {with_article(text[len('possible '):])}"
        if overdose := OVERDOSE_OF.match(text):  # "Tylenol overdose": "I took an overdose of Tylenol"
            return f"I took an overdose of {overdose.group(1)}"
        if visit := re.match(r"^((?:dressing|wound|cast|plaster|stitches|suture|burn|drain|catheter) (?:check|change|review|removal))"
                             r"(?: (?:on|for|of) (?:an? |the |my )?(.+))?$", text, re.IGNORECASE):
            # "Dressing check on a burnt hand": what they came for, and on what ("…on my burnt hand")
            on = f" on my {visit.group(2)}" if visit.group(2) else ""
            return f"I'm here for {indefinite_article(visit.group(1))} {visit.group(1).lower()}{on}"
        if asking := re.match(r"^(?:asking|requesting|wanting|wants|requests?|here) (?:for )?(?:an? )?(.+)$", text, re.IGNORECASE):
            return f"I'm here for {with_article(asking.group(1))}"  # "Asking for STI test": never "I've been asking for"
        if requested := REQUEST.match(text):  # "emergency contraception request": what they came to ask for
            return f"I'm here for {with_article(requested.group(1))}"
        if hurt := HURT_PART.match(text):
            # "burned hand on an oven tray", "bumped chest on a bench": "I burned my hand on an oven tray"
            verb, part, rest = hurt.group(1).lower(), hurt.group(2), hurt.group(3)
            return f"I {verb} my {part} {noun_phrase(rest)}"
        if done_to := DONE_TO_PART.match(text):
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
            if re.fullmatch(r"(?:took|swallowed|ate|chewed)", first, re.IGNORECASE) and MEDICINES_TAKEN.match(rest):
                rest = f"some {rest}"  # "Took tablets with wine": some tablets, never "my tablets", a dose taken as meant
            elif not BACK_AGAIN.match(rest):  # "came back to have my cut checked": back again, never "my back" (2026-12t)
                rest = VERB_PART.sub(r"my \1\2", rest, count=1)  # "twisted knee playing soccer": "twisted my knee"
            rest = after_verb(rest) if re.search(r"\b(?:from|off|onto|into|out of)\s+\w", rest) else rest  # "from a ladder"
            return f"I {first_person_verb(first)} {rest}".strip()  # "swallowed something", "missed dialysis"
        if (person_said := the_person_named(text)) is not None:
            return person_said
        if (said := headline_clause(text)) is not None:
            return said
        if (now := re.match(r"^now (.+)$", text, re.IGNORECASE)) and not SETTLED.match(low):
            said = self._complaint_clause(now.group(1), alone=True)  # "now rigors", "now skin peeling off": what is new
            if not said.startswith((TAIL, TAIL_ON)):
                return f"now {said}"
        if has_own_subject(text) and not re.search(r"\b(?:that|that's|which|who|i|he|she|they|we|you)\b", low):
            # "cast feels tight": "my cast feels tight" (a companion's "her cast"); not "a nosebleed that's stopped"
            if low.startswith(DETERMINERS):
                return text
            # a thing from outside ("needle went into my thumb"): "a needle", never "my needle" (2026-12r)
            outside = low.split()[0] in OUTSIDE_THINGS
            return f"{indefinite_article(text)} {text}" if outside else f"my {text}"
        if treated := ON_TREATMENT.match(text):  # "fever on methotrexate": the fever, and what I'm on
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
        if pregnant := re.match(r"^(.+?) (?:(late|early) )?in (?:early |late )?pregnancy$", text, re.IGNORECASE):
            # "bleeding in early pregnancy"; "fitting late in pregnancy" is late in the pregnancy, never "fitting late" (2026-12av
            # ATS, the forty-fifth read, D)
            said = self._complaint_clause(pregnant.group(1), alone)
            return f"{said}, and I'm {pregnant.group(2).lower()} in my pregnancy" if pregnant.group(2) else f"I'm pregnant and {said}"
        if low in ("deformed", "deformity", "angulated", "obvious deformity") and not alone:
            return f"{TAIL}and it looks bent out of shape"  # "Wrist injury, deformed"
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
        if FOR_A.search(low):
            return f"I'm here for {indefinite_article(text)} {text}"  # "dressing check": not "I've been dressing"
        words = low.split()
        if words and (words[0] in SCENE_OPENERS or len(words) > 1 and words[-1] in AT_HEADS | ON_HEADS) \
                and (scene := context_clause(low)) is not None:
            return scene  # "hiking trail", "nightclub parking lot": where it happened, before a doing or a subject is read in it
        if re.match(r"^\w+ing\b", low) and not low.startswith(("something", "nothing", "anything")) \
                and not (low.split()[0] in ING_QUALITIES and " " in low) and low.split()[0] not in ING_NOUNS \
                and not (len(low.split()) == 2 and low.split()[1] in COUNTABLE) \
                and not (len(low.split()) == 2 and re.match(r"the \w+ has ", realise(text, alone) or "")) \
                and gerund_of(low.split()[0]) is not None:  # not "ongoing back pain" (an adjective)
            # nor "bleeding slowed", a doing that changed: "the bleeding has slowed" (2026-12as terse, training)
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
        noun_next = is_noun_after(after_first) and after_first.split()[0] not in FUNCTION_WORDS
        if adjective_only(first_word) and participle_of(first_word) is None and not noun_next \
                and not is_noun(first_word) and not A_PAIN_NAMED.search(" ".join(low.split()[:4])):
            # "thirsty all the time": a state, never "I've got thirsty" (2026-12r); one that lasts, "I've been"
            if described := STATES_OF_A_PART.match(text):
                # "hot swollen knee": "my knee is hot and swollen", never "I'm hot swollen knee" (2026-12s ATS, training)
                states = [word.strip(",") for word in described.group(1).split() if word.strip(",").lower() != "and"]
                part = described.group(2)
                verb = "are" if part.lower().endswith("s") and not part.lower().endswith(("ss", "us")) else "is"
                # "... knee that won't bend": what the part does said after (thirty-third read: "I'm hot swollen knee that won't bend")
                rest = f" and {'they' if verb == 'are' else 'it'} {described.group(3)}" if described.group(3) else ""
                return f"my {part} {verb} {join_list(states)}{rest}"
            return f"I've been {text}" if LASTING.search(low) else f"I'm {text}"
        done = past_of(first_word) and not is_noun(first_word)
        if done and AT_ONCE.match(after_first):
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
            if said_first.startswith(("I've got", "I've had", "I had")) and not said_second.startswith((TAIL, TAIL_ON)):
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
        counted = re.search(COUNTED, low)  # "nosebleed twice today": had, not got
        if (context := context_clause(low)) is not None:
            return context
        # "cough since Wednesday", "palpitations since this morning": had since then, never "I've got … since"
        verb = "I've had" if counted or re.search(r"\bfor (?:\w+ )?(?:\w+ )(?:hours?|days?|weeks?|months?|years?)\b|\bsince\b", low) \
            else "I've got"
        head_chunk = re.split(r"\s+(?:on|in|to|with|for|from|after|since|of|that|which|and|at|while|when|off|under|over|into|"
                              r"through|by|between|during|near|around|like|up)\s+|" + COUNTED, low,
                              maxsplit=1)[0]
        head = head_chunk.split()[-1] if head_chunk.split() else low
        if head in HAD_HEADS and verb == "I've got":
            verb = "I had"  # "seizure at the shops": had, not got
        text = noun_phrase(text)  # "grazed knee off scooter": "off a scooter"
        countable = head in COUNTABLE or bool(DESCRIBED_PART.match(head_chunk)) or (
            is_countable_head(head_chunk))  # "grazed knee": "a grazed knee"
        if re.match(r"^\d+(?:\.\d+)?\s?(?:cm|mm|centimetres?|inch(?:es)?)\b", low) and countable:
            return f"{verb} a {text}"  # "3 cm cut on forearm": "a 3 cm cut" (2026-12t terse, training)
        if low.startswith(DETERMINERS) or not countable or head in UNCOUNTABLE_HEAD or re.match(r"^\d", low):
            return f"{verb} {text}"
        return f"{verb} {article_for(text)} {text}"

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
            # (a part and its state said whole keeps the chart's words rightly: "my legs are too weak to stand after
            # missing dialysis", never cut to "I'm here because of legs too": 2026-12at narrative, training)
            if pasted >= WORTH_CUTTING_FROM and part_state(item) is None:
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
                if index == 0 or clause.startswith((TAIL, TAIL_ON))
                or not (PASTED.match(clause) or BARE_CONTEXT.match(clause))
                or not (RECORD_CONTEXT.match(spoken[index].strip()) or self._names_nothing(spoken[index]))]
        items = [spoken[index] for index in kept]
        clauses = [clauses[index] for index in kept]

        def merge(keep_subjects: bool) -> list[str]:
            """The clauses as one list; ``keep_subjects``: each says its own "I've got" (a list with a comma inside a
            clause is a list of clauses, "; " between them: never "...beside my back passage; a fever", 2026-12al terse)."""
            merged: list[str] = []
            previous = ""
            for index, clause in enumerate(clauses):
                full = clause
                if clause.startswith(TAIL_ON + "on my ") and merged and not PLACED.search(merged[-1]):
                    clause = full = self._complaint_clause(items[index], alone=True)  # "MVC, neck": what was hurt
                if clause.startswith(TAIL_ON) and merged:  # "I burnt myself" + "on my left hand", no comma between
                    tail = clause[len(TAIL_ON):]
                    if tail.startswith("on my ") and re.search(r"\b(?:on|in) my (?:(?:left|right) )?" + BODY + "$", merged[-1]):
                        tail = "and " + tail[len("on "):]  # "a burn on my face" + "hands": "on my face and my hands"
                    merged[-1] += " " + tail
                    previous = full
                    continue
                clause = clause.replace(TAIL_ON, "", 1) if clause.startswith(TAIL_ON) else clause
                if clause.startswith(TAIL):  # a tail of the item before it (see _complaint_clause)
                    tail = clause[len(TAIL):]
                    if not tail:  # a source the speaker is: nothing to add
                        continue
                    if not merged:
                        merged.append(tail)
                        continue
                    if tail.startswith("but "):  # "I had palpitations, but it's settled now"
                        merged[-1] = re.sub(r"^I've got ", "I had ", merged[-1])
                        if DEFICIT.search(merged[-1]):
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
                                and not re.search(r"\band (?:I|I'm|I've|it)\b", previous):  # "I'm having a panic attack, I'm calmer now"
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
        merged = [SUPERLATIVE.sub(r"\1the \2", lasting(articles_throughout(clause))) for clause in merged]
        # "voices telling him to hurt their mother", said by him: his mother ("our" from a brother or sister)
        sibling = self._companion and bool(relation_nouns(self._relation) & {"brother", "sister", "twin"})
        merged = [re.sub(r"\btheir (mother|father|mum|dad|mom|parents|family)\b", rf"{'our' if sibling else 'my'} \1", clause)
                  if not self._companion or sibling else clause for clause in merged]
        # "my eyes are red" + "goopy": "they're goopy", never "it's" (a probe of the 2026-12ak terse rows)
        text = self._v(re.sub(r"\b(my \w+s (?:are|were) [^,;]*?(?:,|,? and) )it's\b", r"\1they're", join_list(merged)))
        if self._companion and self._brief is not None and self._brief.age is not None and self._brief.age < 3:
            # "Baby looks yellow" said for the baby: "she looks yellow", never "her baby looks yellow" (thirty-seventh read, D)
            text = re.sub(r"^(?:my|his|her|their|our|the) (?:baby|newborn|infant)(?= (?:looks?|is|has|seems?|keeps?|won't|hasn't|isn't|was|had|feels?)\b)",
                          self._p.subject, text, flags=re.IGNORECASE)
        if self._companion:  # the desk's "poss …" is the speaker's own guess: "I think he swallowed a battery", never "he thinks"
            text = re.sub(r"(^|, |and )(?:he|she|they) thinks? (?=(?:he|she|they)(?:'s|'ve|'re| has| have| is| are| was| were| swallowed| had)\b)",
                          r"\1I think ", text)
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
