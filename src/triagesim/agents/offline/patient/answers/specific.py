"""Answers to the complaint-specific questions (``clinical/data/interview.yaml``): tetanus, what was
swallowed, a child's feeding, drinking and nappies, immunisations, a diabetic's sugar level, the
last chemotherapy and dialysis, how a headache began, what an injured limb can do, whether a confusion is new,
whose needle it was and the hepatitis B jabs, whether a fallen older person got up or lay there,
and the offer of an interpreter.

A case rarely records these facts. The answer is then the plain, consistent one a patient gives
("I think it was a few years ago"), chosen once per episode so a second ask hears the same, and
never one that changes the triage picture (no new symptom, no new risk).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .....clinical import detect
from .....clinical.age_limits import AGE_LIMITS
from .....clinical.presenting import GLUCOSE_READING, LAST_CHEMO
from .....clinical.story import GOT_STRAIGHT_UP
from ..english import as_sentence, indefinite_article, uncapitalised
from ..voice import VoiceMixin
from .base import Answer

#: The day of a chemotherapy cycle, as a desk types it ("chemo day 9", "day 10 post chemo").
_CYCLE_DAY = re.compile(r"\bchemo\w* day (\d{1,2})\b|\bday (\d{1,2}) (?:of|post|after|since) (?:my |her |his |the )?(?:chemo\w*|cycle)\b",
                        re.IGNORECASE)
#: How much of what, and when, as an overdose complaint states it ("about 30 tylenol 2 hours ago").
_AMOUNT = re.compile(r"\b(?:about |around |maybe )?\d+\s+(?:of (?:my|his|her|their) )?[a-z]+(?: pills| tablets)?\b", re.IGNORECASE)
_WHEN = re.compile(r"\b(?:about |around )?(?:\d+|an?|one|two|three|four|five|six) (?:minutes?|hours?|hrs?) ago\b|\b(?:this morning|last night|tonight|earlier today)\b",
                   re.IGNORECASE)
#: An empty pack found by the patient, and the medicine it held ("found with an empty packet of her amitriptyline").
_EMPTY_PACK = re.compile(r"\b(?:an? |the )?(?:empty|emptied) (?P<pack>packet|box|bottle|blister pack|strip|tub|jar|container)s? of "
                         r"(?:(?:my|his|her|their) )?(?P<drug>[a-z][\w-]+(?: (?!beside|by|next|on|in|near|and)[a-z][\w-]+)?)", re.IGNORECASE)
#: What was swallowed, as the complaint or the story says it ("swallowed a coin", "swallowed two magnets"): the thing,
#: with a count when one is given.
_SWALLOWED = re.compile(r"\bswallow(?:ed|s)? (?P<count>(?:\d+|two|three|four|five|six|several|some|a few) )?"
                        r"(?P<thing>(?:an? |the |one of (?:my|his|her|their) )?(?:small |tiny |little |round |shiny |metal |plastic |button )?"
                        r"(?:coins?|batter(?:y|ies)|magnets?|buttons?|marbles?|beads?|pins?|screws?|earrings?|keys?|lego|toy \w+|pieces? of \w+|"
                        r"ring|stone|bolt|nut|washer|tooth|bone|fish bone|chicken bone))\b", re.IGNORECASE)
#: What is dangerous to have swallowed: a button battery burns and magnets pinch the gut.
_DANGEROUS_THING = re.compile(r"\bbatter(?:y|ies)\b|\bmagnets?\b", re.IGNORECASE)
#: Asked what was swallowed, or whether it could be a battery or a magnet.
_WHAT_ASKED = re.compile(r"\bwhat (?:was it|it was|did (?:you|he|she|they) swallow|(?:exactly )?(?:was|were) (?:it|they))\b|\bbattery\b|\bmagnet",
                         re.IGNORECASE)
_DANGER_ASKED = re.compile(r"\bbattery\b|\bmagnet", re.IGNORECASE)
#: Asked when it was swallowed.
_WHEN_ASKED = re.compile(r"\bwhen\b|\bwhat time\b|\bhow long ago\b", re.IGNORECASE)
#: A time said with what was taken ("over the weekend", "since Friday", "for three days").
_A_TIME_SAID = re.compile(r"\b(?:over|during|since|for|all) (?:the |last |this )?(?:weekend|week|days?|night|\w+day)\b|\bago\b|\byesterday\b|"
                          r"\b(?:this|last) (?:morning|night|evening|afternoon|week)\b|\btonight\b", re.IGNORECASE)
#: A baby not feeding or with dry nappies, as the case says it: the answer agrees with it.
_BEEN_SICK = re.compile(r"\b(?:vomit\w*|threw up|throwing up|thrown up|been sick|was sick|diarrh\w*|loose (?:stools|poo)|"
                        r"(?:coming|comes|came|brought|bringing|brings) (?:\w+ )?(?:back )?up|sick (?:after|with) every)\b", re.IGNORECASE)
#: Feeding or drinking less, not stopped ("feeding less", "few pees"): said as less, never "feeding okay" (2026-12u, training).
_LESS_FEEDING = re.compile(r"\b(?:feeding|eating|drinking|taking (?:her |his |their )?(?:feeds|bottles?))(?: a (?:bit|lot|little))? less\b|"
                           # half of each feed (the forty-eighth read, A: "took only half of each of her last two feeds", answered
                           # "she's feeding okay"; "taking half his bottles")
                           r"\b(?:took|taking|takes|take|had|having|managed|managing) (?:only |just )?half (?:of )?(?:each of )?(?:her |his |their |the )?"
                           r"(?:last \w+ |usual )?(?:feeds?|bottles?|milk)\b|"
                           r"\bless (?:feeding|drinking|interested in (?:feeds|food))\b|\bfew(?:er)? (?:pees|wees|wet)\b", re.IGNORECASE)
_POOR_FEEDING = re.compile(r"not (?:feeding|eating|drinking)|can'?t keep|cannot keep|unable to keep|poor(?:ly)? feed|"
                           # (2026-12ae terse, training) "sleepy and feeding poorly" had been answered "she's feeding okay"
                           r"(?:feeding|sucking|eating|nursing|drinking) (?:poorly|badly|weakly)|off (?:his|her|their) feeds?|won'?t (?:feed|eat|drink)|"
                           r"(?:fewer|decreased|less|no|dry) (?:wet )?(?:diapers|nappies)|refus\w* (?:feeds?|bottles?)|"
                           # (twenty-third read) "too sleepy to feed" was answered "she's feeding okay"
                           r"(?:too|so) (?:sleepy|drowsy|tired|weak) to (?:feed|suck|eat|drink)|"
                           # (2026-12ab terse, training) "skipping feeds" had been answered "he's feeding okay"
                           r"(?:skipping|missing|skipped|missed) (?:(?:her|his|their) )?(?:feeds|bottles)", re.IGNORECASE)

#: A glucose meter that read "high" with no number ("METER READS HIGH", "the meter just says HI").
_METER_HIGH = re.compile(r"\b(?:meter|sugar|glucose)s?\b[^.;]{0,15}\b(?:reads?|reading|says|said|shows?|showed|is|was|are)\s+(?:just\s+)?"
                         r"(?:high|hi|too high|off the scale)\b", re.IGNORECASE)


#: A dialysis session missed or when the last one was, as the story tells it ("I missed dialysis twice", "my last dialysis
#: was 3 days ago"): said by the patient's side as "I missed ..." / "I last had dialysis ...".
_DIALYSIS_MISSED = re.compile(r"\b(?P<what>(?:missed|skipped)\b[^,.;]*?\b(?:dialy\w*|sessions?|runs?)\b[^,.;]*?)(?= and\b|[,.;]|$)",
                              re.IGNORECASE)
_DIALYSIS_LAST = re.compile(r"\blast (?:dialysis|session|dialysis session|run)(?: was)? (?P<what>(?:on |at )?[^,.;]+?)(?= and\b|[,.;]|$)",
                            re.IGNORECASE)
#: What the story says of the person a needle was used on ("the source patient is known to have hepatitis C", "a
#: discarded syringe in the park"), and a needle-stick at work, where the source is a patient of the ward.
_SOURCE_INFECTION = re.compile(r"\b(?:hepatitis|hep) [abc]\b|\bhiv\b|\bblood-?borne\b", re.IGNORECASE)
_SOURCE_UNKNOWN = re.compile(r"\b(?:discarded|abandoned|unknown (?:source|person|owner)|lying (?:around|about|on|in))\b|"
                             r"\b(?:in|on|at|from) (?:a |an |the )?(?:public )?(?:park|beach|bin|rubbish|playground|sandpit|street|gutter|"
                             r"toilets?|laundry basket|bag of rubbish)\b", re.IGNORECASE)
_AT_WORK = re.compile(r"\b(?:nurse|nursing|ward|hospital|clinic|surgery|theatre|aide|carer|care home|nursing home|paramedic|phlebotom\w*|"
                      r"doctor|dentist|dental|cleaner|cleaning|tattoo\w*|pharmac\w*|vet|at work|colleague)\b|"
                      r"\bfrom (?:a |an |the )?(?:[\w-]+ ){0,3}(?:pt|patient|client|resident)\b", re.IGNORECASE)
#: The nurse asks how it began: all at once, or building up.
_HOW_ASKED = re.compile(r"\b(?:all at once|suddenly|sudden|thunderclap|build up|built up|gradual)", re.IGNORECASE)
#: What an injured limb can or cannot do, as the story says it ("I can walk with a limp", "she won't walk on it").
_USE_SAID = re.compile(r"[^.;]*\b(?:can|can't|cannot|could|couldn't|able|unable|won't|will not|refus\w*|walk\w*|weight|limp\w*)\b"
                       r"[^.;]*\b(?:walk\w*|weight|stand|move|moving|bend|feel|grip|limp\w*)\b[^.;]*", re.IGNORECASE)
#: A confusion said to be the person's usual state ("her normal", "since the dementia").
#: A usual state the story tells ("her normal", "always forgetful", "dementia"); not "vital signs within normal limits"
#: or "now back to normal", which say nothing of a usual muddle (2026-12l read: an alert student "always a bit muddled").
_USUAL = re.compile(r"\b(?:usual(?:ly)?|baseline|always|dementia|alzheimer)|\b(?:her|his|their|my|its) (?:normal|usual)\b|"
                    r"\bnormal for (?:her|him|them|me)\b", re.IGNORECASE)


#: Complaints that cloud a mind that was clear: asked whether the confusion is new, it is.
_CLOUDING = ("overdose", "intoxication", "unresponsive", "seizure", "seizure_active", "head_injury", "hypoglycemia", "sepsis",
             "stroke")


class SpecificAnswersMixin(VoiceMixin):
    """The answers to the nurse's complaint-specific questions."""

    _complaint_clause: Callable[..., str]  # StoryAnswersMixin: one complaint item as a clause

    def _how_it_began(self) -> str | None:
        """How the problem began, when the story says (a thunderclap, a sudden onset), or when the
        nurse asks it of a headache the story tells no more of: "it built up" (a sudden one is told)."""
        if self._complaint_says("thunderclap", "sudden_onset") or any(
                hit.concept in ("thunderclap", "sudden_onset") and not hit.negated for hit in detect(self._known_text())):
            return self._v("It came on all at once, at its worst straight away.")
        if _HOW_ASKED.search(self._question) and self._complaint_says("headache"):
            return self._v("It built up slowly.")
        return None

    def _a_function(self) -> Answer:
        """What the injured limb can do: as the story says, else what trying is like, with no new sign
        (no "I can't walk" the case does not hold). Numbness, asked in the same breath, is the
        symptom questions' answer (``_probe_result``): said there, once."""
        brief = self._brief
        assert brief is not None
        if brief.function:
            return Answer("function", as_sentence(self._c(brief.function)))
        # a typed row's own words for it, one item of it ("Fell 8 ft off ladder - landed on R heel - cant walk on it": only the
        # last; thirty-first read, the whole row recited)
        pieces = (piece.strip() for piece in re.split(r"\s+-+\s+|[,.;]", self._known_text()))
        said = next((piece for piece in pieces if _USE_SAID.fullmatch(piece)), None)
        if said:
            return Answer("function", as_sentence(self._v(self._clause_of_its_own(said))))
        if self._companion:
            return Answer("function", self._fill("{S} doesn't want to use it much because it hurts."))
        return Answer("function", "It hurts when I try.")

    def _a_baseline(self) -> Answer:
        """Whether a confusion is new: the story's usual state, else new (it is why they came)."""
        known = self._known_text()
        confused = self._complaint_says("confusion") or any(hit.concept == "confusion" and not hit.negated for hit in detect(known))
        # drowsy from what was taken, after a fit or a knock, or from a low sugar: new, whatever the story leaves unsaid
        confused = confused or self._complaint_says(*_CLOUDING)
        if not confused:  # the nurse saw it, but the story tells no change: the person's usual state
            return Answer("baseline", self._fill("That's normal for {o}, {s}'s no more muddled than usual.")
                          if self._companion else "That's just how I am, it's no worse than usual.")
        if _USUAL.search(known):
            return Answer("baseline", self._fill("{S}'s always a bit muddled, but this is much worse than usual.")
                          if self._companion else "I get a bit muddled sometimes, but this is worse than usual.")
        return Answer("baseline", self._fill("It's new, {s}'s not normally like this at all.")
                      if self._companion else "It's new, I'm not normally like this.")

    def _a_fit_length(self) -> Answer:
        """How long the fit lasted and whether the person has come round: as the story says (``brief.fit_length``,
        ``brief.fit_recovered``), else an honest "not sure" (a length the case lacks would move the level: five minutes is
        status epilepticus). The one who fitted does not remember the fit itself; a length told is what they were told."""
        brief = self._brief
        assert brief is not None
        length, recovered = brief.fit_length, brief.fit_recovered
        # a faint: how long the person was out, as whoever saw it says ("out for less than half a minute")
        faint = self._complaint_says("syncope") and not self._complaint_says("seizure", "seizure_active")
        if self._companion:
            said = ((f"{{S}} was out for {length}" if length else "I'm not sure exactly how long {s} was out") if faint
                    else (f"It lasted {length}" if length else "I'm not sure exactly how long it lasted"))
            after = {False: "{s}'s still not back to {pos} usual self", True: "{s}'s back to {pos} usual self now"}.get(
                recovered, "{s} has come round since")
            return Answer("fit_length", as_sentence(self._fill(f"{said}, and {after}")))
        if faint:
            said = f"I was told I was out for {length}" if length else "I'm not sure how long I was out"
        else:
            said = (f"I don't remember the fit itself, but I was told it lasted {length}" if length
                    else "I don't remember the fit itself, so I'm not sure how long it lasted")
        after = "but I still don't feel quite myself" if recovered is False else "and I feel more like myself now"
        return Answer("fit_length", as_sentence(f"{said}, {after}"))

    def _a_tetanus(self) -> Answer:
        if told := self._brief.tetanus:  # type: ignore[union-attr]  # "a tetanus booster last year" (thirty-first read)
            return Answer("tetanus", as_sentence(self._v(told)) if not self._companion else as_sentence(self._c(told)))
        if self._companion and self._knows_the_patient() == "no":  # the dog's owner cannot know his jabs (twentieth read)
            return Answer("tetanus", self._fill("I don't know about {pos} tetanus jabs, I'm afraid."))
        if self._companion:
            return Answer("tetanus", self._fact("tetanus", lambda rng: self._fill(rng.choice((
                "I think {s}'s up to date with {pos} tetanus jabs.",
                "I'm not sure when {s} last had a tetanus jab.")))))
        # the case never records the last jab: a date would be an invented fact (thirteenth read: "about five years
        # ago, I think" in six transcripts), so the patient says what most patients truly say, that they don't know
        return Answer("tetanus", self._fact("tetanus", lambda rng: rng.choice((
            "I'm not sure when I last had a tetanus jab.",  # never "it's been a long time", an overdue jab the case never gives (thirty-fifth read)
            "I can't remember when my last tetanus jab was.",
            "Honestly, I don't know when I last had one."))))

    def _a_ingestion(self) -> Answer:
        """What, how much and when: from the complaint's or the story's own words, else a plain "not sure"."""
        told = self._brief.history.mechanism if self._brief else None  # "I took ten 500 mg paracetamol tablets two hours ago"
        if told and re.match(r"I (?:took|swallowed)\b|I've been taking\b|(?:My [\w ]+|I was) found (?:with )?(?:an? |the |\w+ )?(?:empty|half-empty|opened)\b", told) \
                and self._complaint_says("overdose", "staggered_overdose", "intoxication", "swallowed_object"):
            onset = self._brief.history.onset if self._brief else None
            if onset and not told.startswith("I've been") and not _WHEN.search(told) and re.search(r"\bago\b|\bthis (?:morning|afternoon|evening)\b|\blast night\b", onset):
                told = f"{told}, {onset.split(';')[0]}"  # what and when ("I took paracetamol ..., four hours ago")
            empty = _EMPTY_PACK.search(told)
            if empty and self._companion:
                # the finder knows what, from the empty packet, and not how many or when; the story said once is not said
                # again (before the 2026-12av round, from the forty-fourth read: "she's on antidepressants", and a tricyclic
                # never named)
                pack, drug = empty.group("pack").lower(), empty.group("drug")
                return Answer("ingestion", self._fill(f"It was {{pos}} {drug}. I found the {pack} empty, so I don't know how many "
                                                      "{s} took, or when."))
            return Answer("ingestion", as_sentence(self._c(told)))
        if not self._complaint_says("overdose", "staggered_overdose", "swallowed_object", "lithium_toxicity"):
            # nothing was swallowed that the case knows of ("depression, SI"), or only drink ("ETOH, head lac"): "what did
            # you take tonight?" asks about drink and drugs, never answered with an overdose of tablets the case does not hold
            return self._a_substance()  # type: ignore[attr-defined]
        # (with the story's telling of it: "swallowed ten ibuprofen tablets an hour ago", 2026-12am ATS, thirty-sixth read, A:
        # "I took ibuprofen, a few hours ago")
        mechanism = self._brief.history.mechanism  # type: ignore[union-attr]
        said = f"{self._lay}. {'. '.join(self._items)}" + (f". {mechanism}" if mechanism else "")
        amount = _AMOUNT.search(said)
        when = _WHEN.search(said)
        if self._complaint_says("swallowed_object") and not self._complaint_says("overdose"):
            # "swallowed 4 magnets": them, never "it"
            many = re.search(r"\b(?:\d+|two|three|four|five|six|several|some|a few)\s+\w+s\b", said, re.IGNORECASE)
            # (the story's own time when the question asks it: the thirty-eighth read, B, "a little while ago" against "about two
            # hours ago" said just before)
            onset = (self._brief.history.onset or "").split(";")[0]  # type: ignore[union-attr]
            told = when.group(0) if when else onset if re.search(r"\bago\b|\bthis (?:morning|afternoon|evening)\b|\blast night\b", onset) \
                else "a little while ago"
            thing = _SWALLOWED.search(said)
            if thing is None and _WHAT_ASKED.search(self._question):
                return Answer("ingestion", self._fill("I didn't see what it was, {s} just said {s} swallowed something.")
                              if self._companion else "I'm not sure what it was, to be honest.")
            if thing is None or not _WHAT_ASKED.search(self._question):  # only when: the time, as before
                text = self._v(f"I swallowed {'them' if many else 'it'} ") + told
                return Answer("ingestion", as_sentence(text))
            # what it was, and whether it could be a battery or a magnet when that is asked; when, only if asked
            # (before the 2026-12av round, from the forty-fourth read: "She swallowed it an hour ago" to "what was it?")
            name = re.sub(r"^(?:an?|the|some|one of (?:my|his|her|their)) ", "", thing.group("thing").lower())
            plural = bool(thing.group("count")) or name.endswith("s") and not name.endswith("ss")
            text = f"{'They were' if plural else 'It was'} {thing.group('count') or ('' if plural else indefinite_article(name) + ' ')}{name}"
            if _DANGER_ASKED.search(self._question) and _DANGEROUS_THING.search(name):
                text = "Yes, " + uncapitalised(text)
            elif _DANGER_ASKED.search(self._question):
                sure = "I'm sure" if self._companion or not self.persona.recall_accuracy == "low" else "I think"
                text += f", not a battery or a magnet, {sure}"
            if _WHEN_ASKED.search(self._question):
                text += ", " + (self._fill("{s} swallowed ") if self._companion else "I swallowed ") + \
                    f"{'them' if plural else 'it'} {told}"
            return Answer("ingestion", as_sentence(text))
        # what follows "took", up to when or why ("I took about 30 extra strength tylenol three hours ago after a fight":
        # "about 30 extra strength tylenol"), else a count of tablets
        took = re.search(r"\b(?:took|swallowed)\s+((?:about |around |maybe )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                         r"fifteen|twenty|thirty|forty|fifty|a handful of)\b.+?)(?=\s+(?:" + _WHEN.pattern + r")|\s+(?:after|because|"
                         r"on purpose|deliberately|with)\b|[,.;]|$)", said, re.IGNORECASE)
        what = took.group(1) if took else amount.group(0) if amount else None
        if what and not self._companion:  # the typed "30 of her amitriptyline" is "30 of my amitriptyline" in her mouth (49th read)
            what = re.sub(r"\b(?:his|her|their)\b", "my", what)
        if what is None and (named := re.search(r"\b(?:took|swallowed|ate|got into)\s+((?:some |his |her |their |my |a |an |the )?"
                                                r"[\w' -]+?)(?=[,.;]|\s+(?:after|because|at|when|and|about|around|\d)\b|$)", said,
                                                re.IGNORECASE)):
            what = named.group(1)  # "swallowed heart tablets": what, even when how many is not known (eighteenth round)
        did = f"took {what}" if what else None
        if what is None and (drank := re.search(r"\b(?:drank|drunk|sipped)\s+((?:from |some of |some )?(?:his |her |their |my |a |an |the )?"
                                               r"[\w' -]+?)(?=[,.;]|\s+(?:after|because|at|when|and|about|around|\d)\b|$)", said,
                                               re.IGNORECASE)):
            # "drank from a bottle of methadone": what was drunk, how much not known (before the 2026-12ar round, from the
            # fortieth read: "I'm not sure exactly what he took" of a toddler who drank methadone)
            did = f"drank {drank.group(1)}, I don't know how much"
        # when: as said with it, else the story's own time for it
        at = when.group(0) if when else self._brief.history.onset  # type: ignore[union-attr]
        if self._companion:
            text = (self._fill("I know {s} ") + did if did else self._fill("I'm not sure exactly what {s} took"))
            text += f", {at}" if at else self._fill(", I'm not sure when, I found {o} like this")
            if mechanism and re.search(r"\bare missing\b", mechanism):
                text += f"; {uncapitalised(self._c(mechanism))}"  # the finder's count (before the 2026-12ao round, a probe)
        elif what and _A_TIME_SAID.search(what):
            text = f"I took {what}"  # "extra painkillers over the weekend": its time is said, never "…, a few hours ago" too
        else:
            text = (f"I {did}" if did else "I took a lot of my tablets, I'm not sure how many")
            text += f", {at}" if at else ", a few hours ago"
        return Answer("ingestion", as_sentence(text))

    def _a_feeding(self) -> Answer:
        """Feeds and nappies (a baby), drinks and wees (anyone older): what the story says (``brief.intake``),
        else what the complaint implies, in the speaker's own person (an adult asked speaks of itself)."""
        brief = self._brief
        assert brief is not None
        if brief.intake:
            return Answer("feeding", as_sentence(self._c(brief.intake)))
        story = " ".join([self._lay, *self._items]).lower()
        baby = brief.age is not None and brief.age < 2
        if self._companion and brief.age is not None and brief.age < AGE_LIMITS.newborn_under:
            # born today: no "feeding okay, nappies wet like usual" for a baby with no usual yet
            return Answer("feeding", self._fill("{S} was only born today, {s} hasn't had a proper feed yet."))
        told = " ".join(brief.history.associated_symptoms or [])  # what the story tells: "vomited three times"
        # (what the story tells too, and a mouth "very dry": 2026-12ax, the forty-seventh read, A: "I'm keeping small sips down"
        # said of water not kept down since yesterday, "drinking okay" after "I can't keep anything down")
        poor = _POOR_FEEDING.search(story) or _POOR_FEEDING.search(told.lower()) or self._complaint_says("dehydration", "failure_to_thrive") \
            or re.search(r"\bvery dry\b|\bdry mouth\b|\bparched\b", story)
        less = bool(_LESS_FEEDING.search(story) or _LESS_FEEDING.search(told.lower()))
        # actual vomiting or loose stools, not a mild nausea (which the vomiting concept also hears)
        # (the vomiting concept hears "felt sick" too: the forty-eighth read, A, "I've been sick, so not much is staying down" of
        # an appendicitis that only felt sick; the words themselves say whether anything came up)
        sick = self._complaint_says("diarrhea") or bool(_BEEN_SICK.search(story) or _BEEN_SICK.search(told))
        if not self._companion:
            if poor:
                return Answer("feeding", "No, I can't keep much down; I haven't really noticed how much I'm weeing.")
            if less:
                return Answer("feeding", "I've been drinking less than usual, and weeing a bit less.")
            if sick:  # how much stays down is not told: the sickness said, no count made up
                return Answer("feeding", "I've been sick, so not much is staying down; I haven't really noticed my weeing.")
            return Answer("feeding", "I'm drinking okay, and weeing like usual.")
        # the nappies as the case tells them; untold, not counted (2026-12ae terse, training: "drier than usual" for a
        # newborn only "feeding poorly")
        nappies = bool(re.search(r"napp|diaper|\bwet\b|\bpee|\bwee|urin", story + " " + told))
        if poor:
            return Answer("feeding", self._fill(("No, {s}'s hardly feeding, and {pos} nappies are drier than usual." if nappies else
                                                 "No, {s}'s hardly feeding; I haven't really kept count of {pos} nappies.") if baby
                                                else "No, {s}'s hardly keeping anything down, and {s}'s barely weeing."))
        if less:
            return Answer("feeding", self._fill("{S}'s feeding less than usual, and {pos} nappies are drier than usual." if baby
                                                else "{S}'s been drinking less than usual, and weeing a bit less."))
        if sick:
            return Answer("feeding", self._fill("{S}'s feeding a bit less than usual, but {s}'s still having wet nappies." if baby
                                                else "{S}'s been sick, so not much is staying down; I haven't kept track of {pos} weeing."))
        return Answer("feeding", self._fill("{S}'s feeding okay, and {pos} nappies are wet like usual." if baby
                                            else "{S}'s drinking okay, and weeing like usual."))

    def _a_glucose(self) -> Answer:
        """The sugar level the story gives, else that it was not checked: never a number the case lacks."""
        found = GLUCOSE_READING.search(self._known_text())
        if found:
            level = found.group(1)
            return Answer("glucose", f"It was {level} when it was checked.")
        if _METER_HIGH.search(self._known_text()):  # "METER READS HIGH" (2026-12ac terse, training: "I haven't checked it today")
            return Answer("glucose", self._fill("The meter just said high, too high to give {pos} number." if self._companion
                                                else "The meter just said high, too high to give a number."))
        if self._companion:
            return Answer("glucose", self._fill("I don't think anyone's checked {pos} sugar today."))
        return Answer("glucose", "I haven't checked it today.")

    def _a_chemotherapy(self) -> Answer:
        """When the last treatment was, as the story says; else an honest "I'd have to check", since a
        date the case lacks would decide how likely a low white count is."""
        known = self._known_text()
        found = LAST_CHEMO.search(known)
        if not any(hit.concept == "chemotherapy" and not hit.negated for hit in detect(known)):
            return Answer("chemotherapy", self._fill("{S}'s not having chemo." if self._companion else "I'm not having chemo."))
        if found:
            when = found.group(1)
            return Answer("chemotherapy", self._fill("{S} last had it ") + f"{when}." if self._companion else f"I last had it {when}.")
        if day := _CYCLE_DAY.search(known):
            # "chemo day 9": the day of the cycle the desk typed (the thirty-eighth read, C: asked after "chemo day 9" was said)
            return Answer("chemotherapy", self._fill("{S}'s on day ") + f"{day.group(1) or day.group(2)} of {self._p.possessive} cycle."
                          if self._companion else f"I'm on day {day.group(1) or day.group(2)} of my cycle.")
        if self._companion:
            return Answer("chemotherapy", self._fill("Quite recently, I'd have to check the date on {pos} card."))
        return Answer("chemotherapy", "Quite recently, I'd have to check the date on my card.")

    def _a_dialysis(self) -> Answer:
        """When the last session was, or that one was missed, as the story says (a missed run is how a high potassium
        comes about); else an honest "I'd have to check", never a made-up day (before the 2026-12ag round, from the
        twenty-ninth read: a missed-dialysis patient never asked when he last had it)."""
        known = self._known_text()
        if not re.search(r"\bdialy", known, re.IGNORECASE):
            return Answer("dialysis", self._fill("{S}'s not on dialysis." if self._companion else "I'm not on dialysis."))
        said = [found.group("what") for found in [_DIALYSIS_MISSED.search(known)] if found]
        said += [f"last had it {found.group('what')}" for found in [_DIALYSIS_LAST.search(known)] if found]
        if said:
            if self._companion:
                return Answer("dialysis", as_sentence(self._fill("{S} ") + " and ".join(
                    re.sub(r"\bmy\b", self._fill("{pos}"), what) for what in said)))
            return Answer("dialysis", as_sentence("I " + " and ".join(said)))
        if self._companion:
            return Answer("dialysis", self._fill("I'm not sure of the day, it's on {pos} dialysis card."))
        return Answer("dialysis", "I'm not sure of the exact day, I'd have to check my dialysis card.")

    def _known_text(self) -> str:
        """Everything the patient's side knows of its story, as one text to search for a stated fact."""
        history = self._brief.history  # type: ignore[union-attr]
        fields = [self._lay, *self._items, history.onset, history.mechanism, history.character,
                  *(history.associated_symptoms or []), *(history.past_medical_history or []), *(history.medications or [])]
        return ". ".join(field for field in fields if field)

    def _a_time_down(self) -> Answer:
        """After a fall, got up alone or lay there: a long lie as the story tells it, a patient found on the floor who
        could not get up, else up straight away (before the 2026-12ah round, a probe: a man found on his floor)."""
        known = self._known_text()
        if any(hit.concept == "long_lie" and not hit.negated for hit in detect(known)):
            return Answer("time_down", self._fill("No, {s} was on the floor for hours and couldn't get up." if self._companion
                                                  else "No, I was on the floor for hours and couldn't get up."))
        if self._complaint_says("deformity", "cant_bear_weight", "open_fracture") or any(
                hit.concept in ("deformity", "cant_bear_weight") and not hit.negated for hit in detect(known)):
            # a leg short and turned out cannot be stood on: never "I got myself up" (own read of 2026-12ah)
            return Answer("time_down", self._fill("No, {s} couldn't get up by ") + f"{self._p.reflexive}; someone had to help."
                          if self._companion else "No, I couldn't get up by myself; someone had to help me.")
        if GOT_STRAIGHT_UP.search(known):
            return Answer("time_down", self._fill("No, {s} got straight up by ") + f"{self._p.reflexive}." if self._companion
                          else "No, I got straight up by myself.")
        if re.search(r"\bfound\b", known, re.IGNORECASE):
            return Answer("time_down", self._fill("No, {s} couldn't get up; I don't know how long {s} was there before {s} was found."
                                                  if self._companion else
                                                  "No, I couldn't get up; I don't know how long I was there before I was found."))
        return Answer("time_down", self._fill("{S} got up with a bit of help; {s} wasn't down long." if self._companion
                                              else "I got myself up; I wasn't down long."))

    def _a_exposure_source(self) -> Answer:
        """Whose needle it was, as the story tells it: an infection it names in that person, a needle found lying about,
        a patient's at work; else honestly unknown. Never an infection the story does not give (before the 2026-12ah round)."""
        known = self._needle_story()
        found = _SOURCE_INFECTION.search(known)
        if found and re.search(r"\b(?:no|not|never|negative for|without|free of|clear of)\b(?: known| any| recorded| documented)?[\w -]{0,12}$",
                               known[:found.start()], re.IGNORECASE):
            # "has no known blood-borne infection": a source known to be clear (thirty-third read, "known to have blood-borne")
            return Answer("exposure_source", "It was used on a patient, and as far as they know that patient doesn't have any "
                                             "blood-borne infection.")
        if found:
            what = re.sub(r"^hep(?:atitis)? ([abc])$", lambda m: f"hepatitis {m.group(1).upper()}", found.group(0).lower())
            return Answer("exposure_source", f"Yes, the person it was used on is known to have {what.replace('hiv', 'HIV')}.")
        if _SOURCE_UNKNOWN.search(known):
            return Answer("exposure_source", "No, it was just lying there, so nobody knows whose it was.")
        if _AT_WORK.search(known):
            return Answer("exposure_source", "It was used on a patient; I don't know anything about their blood tests yet.")
        return Answer("exposure_source", self._fill("No, {s} doesn't know whose it was." if self._companion
                                                     else "No, I don't know whose it was."))

    def _needle_story(self) -> str:
        """The story with what the prose tells of a needle and its source (``brief.needle_source``)."""
        return ". ".join(text for text in (self._known_text(), self._brief.needle_source) if text)  # type: ignore[union-attr]

    def _a_immunisations(self) -> Answer:
        """What the story says of the jabs (``brief.immunisations``), else the "yes" of a well child; the hepatitis B
        course after a needle-stick as someone at work has had it, else unsure (never a risk the story does not give)."""
        told = self._brief.immunisations  # type: ignore[union-attr]
        if re.search(r"\bhep(?:atitis)? b\b", self._question, re.IGNORECASE) and not told:
            if self._companion:
                return Answer("immunisations", self._fill("I think so, but I'm not sure {s}'s had all the hepatitis B jabs."))
            if _AT_WORK.search(self._needle_story()):
                return Answer("immunisations", "Yes, I had the full course of hepatitis B jabs when I started work.")
            return Answer("immunisations", "I'm not sure I've had all the hepatitis B jabs, I'd have to check with my GP.")
        if told:
            return Answer("immunisations", as_sentence(self._c(told)))
        if self._companion and self._knows_the_patient() == "no":
            # someone met at work or by chance cannot vouch for the jabs (2026-12az narrative, the forty-ninth read, A: a holiday
            # club leader said "he's up to date with all his immunisations", then "I don't know his medical history")
            child = self._brief.age is not None and self._brief.age < AGE_LIMITS.adult_from  # type: ignore[union-attr]
            return Answer("immunisations", self._fill("I don't know, I'm afraid; {pos} parents would know." if child
                                                      else "I don't know, I'm afraid."))
        if self._companion:
            return Answer("immunisations", self._fill("Yes, {s}'s up to date with all {pos} immunisations."))
        return Answer("immunisations", "Yes, I think I'm up to date with my immunisations.")

    def _a_interpreter(self) -> Answer:
        if self._voice.language_proficiency == "limited":
            # From here on the nurse hears the phone interpreter: the patient's words in fluent
            # English, in the first person, as professional interpreters speak.
            self._voice = self._voice.model_copy(update={"language_proficiency": "fluent"})
            return Answer("interpreter", "Yes, please, an interpreter would help me.")
        return Answer("interpreter", "No, it's okay, I understand. Please speak slowly.")
