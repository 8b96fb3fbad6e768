"""Answers about other symptoms: the case's own list, and yes/no for each symptom the nurse names."""

from __future__ import annotations

import re
from collections.abc import Callable

from .....clinical import detect
from .....clinical.lay import lay_for
from .....clinical.speech import heard_concepts
from .....clinical.amounts import narrative_bleeding_amount
from ..english import bare, join_list, as_sentence, uncapitalised
from ..intents import SUBJECTIVE_SYMPTOMS, Probe
from ..state import per_episode
from ..style import StyleMixin
from ..voice import VoiceMixin
from .base import Answer
from .sensitive import SELF_HARM_CONCEPTS

_NEGATION_BEFORE = re.compile(r"(?:\bno|\bnot|\bnever|\bwithout|\bdenies|n't)\b[^,;]*$", re.IGNORECASE)
# "my temperature at home was fine": a reading told normal where it was taken (a probe of the 2026-12ak terse rows)
# ("my breathing and swallowing are fine": the pair said fine together, 2026-12ax terse, training, "Yes, my breathing ...")
_NEGATION_AFTER = re.compile(r"^\w*\s*(?:(?:and|or) \w+ )?(?:(?:at|from|on) (?:the )?\w+ )?(?:is |are |was |were |has been |feels? |looks? |seems? )?"
                             r"(?:fine|normal|ok|okay|unchanged|good)\b", re.IGNORECASE)
_VERB_START = re.compile(r"^(?:feel|felt|can|can't|need|have|haven't|had|put|got|keep|used)\b", re.IGNORECASE)  # "felt sick": said as "I felt sick"
_OWN_NEGATION = re.compile(r"(?:no|not|i)\b", re.IGNORECASE)  # "not eating", "I can't walk": already negative
_FINE_ITEM = re.compile(r"^([a-z][\w' -]*?) (fine|normal|unchanged|ok|okay|good|clear)$", re.IGNORECASE)
_EATING_OKAY = re.compile(r"(?:eat|drink|feed)\w*[^.?!]*\b(?:okay|ok|normally|properly|well|alright|all right|fine)\b", re.IGNORECASE)
#: A back-reference that does not name what it points to: one a reply, beside no other.
_SAYS_FINE = re.compile(r"\b(?:is|are|feels?|looks?|seems?) (?:fine|normal|ok|okay|good)\b", re.IGNORECASE)  # "breathing is fine"


#: A wound, which bleeds ("3 cm scalp cut", "laceration to the forearm", "dog bite"): how the speaker names it.
_WOUND = re.compile(r"\b(cuts?|lacerations?|gash(?:es)?|wounds?|skin tear|stab(?:bed)?|split)\b(?! condom)(?<!condom split)", re.IGNORECASE)
_WOUND_WORD = {"cuts": "cuts", "laceration": "cut", "lacerations": "cuts", "gash": "cut", "gashes": "cuts", "wounds": "wounds",
               "stab": "wound", "stabbed": "wound", "split": "cut"}
#: A wound on the mend, or a visit to look after one: no fresh bleeding.
_HEALING = re.compile(r"\bheal\w*|\bold (?:cut|wound)|\bscab\w*|\bulcer\w*|\bstitch\w*|\bsutur\w*|\bdress(?:ed|ing)\b|"
                      r"\bcheck\b|\bantibiotics?\b", re.IGNORECASE)
#: (a swab result: the ``result_visit`` concept; 2026-12ak, training)
def _denies_risk(item: str) -> bool:
    """A denial of thoughts of suicide or of harming others ("no plan to end my life"): the answer to the risk questions,
    never an item of "any other symptoms?" (the thirty-eighth read, D: "No plan to end my life, and bleeding from the cut")."""
    hits = detect(item)
    return any(hit.concept in _RISK for hit in hits) and all(hit.negated for hit in hits if hit.concept in _RISK)


_RISK = SELF_HARM_CONCEPTS | {"homicidal"}
#: (and an infected wound: it leaks pus, it does not bleed; 2026-12ax ATS, the forty-seventh read, A: "bleeding from wound" of a
#: caesarean wound leaking cloudy fluid)
_WOUND_CARE = ("dressing", "wound_check", "suture_removal", "ulcer", "tetanus_shot", "follow_up", "result_visit", "wound_infection")
#: A wound denied ("there is no cut over it", "no wound"): no wound to bleed (2026-12s, training).
_NO_WOUND = re.compile(r"\b(?:no|without|not a|without a|never a)\s+(?:\w+\s+)?$", re.IGNORECASE)
#: A wound the case says is not bleeding ("superficial and not bleeding"): its "no bleeding" stands.
_NOT_BLEEDING = re.compile(r"\b(?:not|never|no longer) bleeding\b|\bno bleeding\b|\bbloodless\b", re.IGNORECASE)
#: Weakness a companion can see ("weakness on one side", "can't move his arm"), not numbness only the patient feels.
_SEEN_WEAKNESS = re.compile(r"one side|can'?t move|not moving|droop", re.IGNORECASE)

#: A question about weakness on one side (a stroke screen), and a symptom that says which side or part.
_ONE_SIDE = re.compile(r"\bone side\b|\bone-sided\b|\bside of (?:your|his|her|their|the) (?:body|face)\b|\bdown one\b", re.IGNORECASE)
_SIDED = re.compile(r"\b(?:left|right|one|side|arm|leg|hand|face|droop\w*)\b", re.IGNORECASE)
#: A question asked the other way round: "have you been able to keep food and fluids down?"
_KEEPS_DOWN = re.compile(r"\b(?:able to|can (?:you|he|she)|managing to|manage to) keep(?:ing)? (?:\w+ ){0,4}down\b", re.IGNORECASE)
#: A function asked after, so that a yes means it works ("have you been able to open your bowels?", "are you passing
#: urine ok?"): a symptom that stops it is a "no" (the read's "Yes, I've had constipation for 5 days").
_FUNCTION_ASKED = re.compile(r"\b(?:able to|managing to|manage to|can (?:you|he|she|they)|been|are (?:you|they)|is (?:he|she)) "
                             r"(?:still )?(?:open(?:ing)? (?:your|his|her|their|the) bowels|go(?:ing)? (?:to the toilet|for a poo|"
                             r"number twos?)|pass(?:ing)? (?:any |much )?(?:urine|water|a motion|stools?)|do(?:ing)? (?:a )?poos?|pooing|"
                             # "can you swallow your saliva?" (2026-12ak narrative, training: "No, no trouble swallowing")
                             r"swallow(?:ing)?(?: (?:your|his|her|their) (?:own )?(?:saliva|spit|food|drinks?|fluids|water))?)\b"
                             # "is the baby moving as normal?" (2026-12an ATS, training: "Yes, she hasn't felt the baby move")
                             r"|\b(?:is|has) (?:the|your|her) baby (?:been )?(?:still )?(?:moving|kicking)\b", re.IGNORECASE)
#: A told symptom that says the function stopped ("I've had constipation", "I haven't opened my bowels"), not one that
#: says it works ("I passed a little urine since").
_FUNCTION_STOPPED = re.compile(r"\b(?:not|no|never|constipat\w*|retention|blocked|unable|cannot|stopped)\b|n't\b", re.IGNORECASE)
#: A bleeding told as over ("the bleeding has stopped now"): asked whether it bleeds, the answer is no; "nearly" is neither.
_STOPPED_NOW = re.compile(r"\b(?:has|have) (?:now |since |just )?stopped\b(?! \w+ing)", re.IGNORECASE)
#: A question of when, not whether ("when did you last open your bowels?"): no yes or no before the answer.
_WHEN_ASKED = re.compile(r"^\W*(?:(?:and|so|ok(?:ay)?|right),? )?when (?:did|was|were|have|has)\b", re.IGNORECASE)
#: A question the case can only answer with what it records ("are you passing wind?"): no yes or no before it.
_NO_LEAD = re.compile(r"\b(?:pass|passing|passed|break|breaking) wind\b|\bfart", re.IGNORECASE)
#: Words that ask for the whole checklist ("any other symptoms?", "anything else, like a fever?"), not only what is named.
_CHECKLIST_WORDS = re.compile(r"\b(?:other|else|anything|symptoms?|like|such as)\b", re.IGNORECASE)



_PAIN_ON_BREATHING = re.compile(r"\b(?:pain|hurts?|sore|catch(?:es)?|stabs?|sharp)\b[^.;]{0,40}\b(?:breath|breathe|breathing)\b|"
                                r"\bhurts? to breathe\b", re.IGNORECASE)
_SHORT_OF_BREATH = re.compile(r"\bshort of breath|\bbreathless|\bout of breath|\bcan'?t (?:catch|get) (?:my|his|her|their) breath|"
                              r"\bstruggl\w* (?:to|for) (?:breathe|breath)|\btrouble breathing|\bhard to breathe|\bwinded\b", re.IGNORECASE)
_SWALLOWING = re.compile(r"swallow|saliva|spit|drool", re.IGNORECASE)
_BREATH_WORDS = re.compile(r"breath|breathing|noisy|stridor|whistl|wheez|gasp|air\b", re.IGNORECASE)


def _answers(probe: Probe, concept: str, snippet: str) -> bool:
    """Whether a finding heard in a snippet answers the symptom asked: a throat that cannot swallow its own spit is an
    airway at risk, but no trouble breathing unless the breath is named (2026-12x ATS, training: "Any trouble breathing?"
    answered "Yes... I cannot swallow saliva" for a man who "breathes quietly")."""
    if probe.name == "breathing" and concept == "airway":
        return not (_SWALLOWING.search(snippet) and not _BREATH_WORDS.search(snippet))
    # and the other way: noisy breathing is no drooling nor trouble swallowing (before the 2026-12ag round: "Is she
    # drooling?" answered "Yes, the noisy breathing I mentioned" for a croup)
    return not (probe.name == "swallowing" and concept == "airway" and not _SWALLOWING.search(snippet))


def _yes_then_no(items: list[str]) -> str:
    """A told list with what it denies said after what it tells, never spliced into it ("I've been vomiting, but no
    injury"; "he's been hearing voices, but no thoughts of ending his life": thirty-second read)."""
    told_yes = [item for item in items if not re.match(r"no\b", bare(item), re.IGNORECASE)]
    told_no = [item for item in items if re.match(r"no\b", bare(item), re.IGNORECASE)]
    if told_yes and told_no:
        return f"{join_list(told_yes)}, but {join_list(told_no)}"
    return join_list(told_yes or told_no)


def _without_repeats(items: list[str]) -> list[str]:
    """The story's findings less one that another says already and more ("a cut" beside "my cut is deep and gaping": my
    read of the 2026-12al runs, "My cut is deep and gaping and I've got a cut")."""
    heard = [heard_concepts([item]) for item in items]
    return [item for index, item in enumerate(items)
            if not (heard[index] and any(heard[index] < other for number, other in enumerate(heard) if number != index))]


#: A yes to a symptom already told twice: short, and never the same words a third time.
_STILL_THERE = ("that's what I told you about", "it's still there", "it's the same as I said")


class SymptomAnswersMixin(VoiceMixin, StyleMixin):
    """Symptoms found in (or absent from) the case text."""

    _generic_asked: bool
    _knows_the_patient: Callable[[], str]  # HistoryAnswersMixin: how well the speaker knows what the case leaves out

    @per_episode
    def _corpus(self) -> tuple[tuple[str, str], ...]:
        """Case text a symptom can be found in: (source, snippet), most specific first."""
        brief = self._brief
        assert brief is not None
        history = brief.history
        corpus: list[tuple[str, str]] = [("assoc", item) for item in history.associated_symptoms or []]
        corpus += [("complaint", item) for item in self._items]
        if history.character:
            corpus += [("character", part) for part in re.split(r"[;]", history.character) if part.strip()]
        if history.location and (self._reported_pain() or 0) > 0:  # a pain said to be zero is no chest pain to confirm later
            corpus.append(("pain", self._pain_snippet(history.location)))
        if history.onset:
            corpus += [("onset", part) for part in re.split(r"[;]|, and ", history.onset) if part.strip()]
        if history.mechanism:
            corpus += [("mechanism", part) for part in re.split(r";", history.mechanism) if part.strip()]
        return tuple(corpus)

    @per_episode
    def _probe_result(self, probe: Probe, *, complaint_first: bool = False) -> tuple[bool, str | None, str | None]:
        """(present, source, snippet) for one named symptom; the case's own list first unless asked otherwise."""
        corpus = list(self._corpus())
        if complaint_first:
            corpus.sort(key=lambda entry: entry[0] != "complaint")
        if probe.concepts:
            # What was said in other words still counts: the complaint is never denied.
            for source, snippet in corpus:
                if source == "complaint" and any(hit.concept in probe.concepts and not hit.negated and _answers(probe, hit.concept, snippet)
                                                 for hit in detect(snippet)):
                    return True, source, snippet
        for source, snippet in corpus:
            if probe.name == "head_injury" and source not in ("mechanism", "complaint", "onset"):
                continue
            if probe.name == "breathing" and _PAIN_ON_BREATHING.search(snippet) and not _SHORT_OF_BREATH.search(snippet):
                continue  # a pain on a deep breath is no shortness of breath (twenty-first read: "breathes comfortably")
            match = probe.found.search(snippet)
            if not match:
                continue
            before = snippet[max(0, match.start() - 30): match.start()]
            after = snippet[match.end(): match.end() + 40]
            negated = bool(_NEGATION_BEFORE.search(before) or _NEGATION_AFTER.match(after))
            if negated and any(hit.concept in probe.concepts and not hit.negated for hit in detect(snippet)):
                negated = False  # "haven't opened my bowels today" is constipation told, never "no problems with my bowels"
            return (not negated), source, snippet
        for source, snippet in corpus:
            # A symptom told in words the question's do not match ("my waterworks haven't been right" to
            # "any problems peeing?") is still a "yes", never a denial of what was said.
            if source in ("assoc", "complaint") and any(hit.concept in probe.concepts and not hit.negated
                                                        and _answers(probe, hit.concept, snippet) for hit in detect(snippet)):
                return True, source, snippet
        return False, None, None

    def _render_item(self, source: str, snippet: str) -> str:
        if source == "complaint":
            return self._v(self._clause_of_its_own(snippet))
        if source == "mechanism":
            return self._v(self._mechanism_clause(snippet.strip()))
        if source == "pain":
            return self._v(snippet)
        return self._assoc_item(snippet)

    def _assoc_item(self, item: str) -> str:
        text = item.strip()
        if self._companion and self._case_third_person:
            return uncapitalised(text)  # the companion's own words ("can't wake him")
        # (a doing in the past, or the part's state said alone: "threw up twice", "swollen" of a bundled torsion, said "Threw up
        # twice and swollen" before the 2026-12ao round's end)
        if _VERB_START.match(text) or re.match(r"(?:threw|vomited|fainted|fell|passed out|coughed|collapsed|bled|blacked out)\b", text,
                                               re.IGNORECASE):
            return self._v(f"I {uncapitalised(text)}")
        if re.fullmatch(r"(?:swollen|red|hot|bruised|itchy|tender|stiff|puffy)", text, re.IGNORECASE):
            return self._v(f"it's {text.lower()}")
        if re.match(r"(?:a|an) (?:temperature|fever|reading|sugar)\b", text, re.IGNORECASE):
            # a reading the story told as a noun ("a temperature of 39.9 at home"): had, never a fragment of its own
            # (thirty-fifth read and my read of the 2026-12am runs: "A temperature of 39.9 at home, but no cough")
            return self._v(f"I had {uncapitalised(text)}")
        return self._c(text)

    @per_episode
    def _assoc_list_sentence(self, besides: str = "") -> str | None:
        """The story's other findings as one sentence; ``besides``: what was just said, whose findings are not said again
        (2026-12al ATS, training: "I need my leg ulcer dressing changed ... I'm here to have my dressing changed")."""
        items = self._brief.history.associated_symptoms  # type: ignore[union-attr]
        said = heard_concepts([besides])
        if said:
            items = [item for item in items or [] if not ((found := heard_concepts([item])) and found <= said)]
        if not items:
            return None
        return as_sentence(_yes_then_no([self._assoc_item(i) for i in items]))

    def _a_symptoms(self, probes: list[Probe]) -> Answer:
        brief = self._brief
        assert brief is not None
        if any(probe.name == "bleed_amount" for probe in probes):
            # "how heavy is it, any clots?": the story's amount, said first; a case that records none is not counted,
            # never a made-up number nor a "no clots" (eighteenth read: "the bleeding I mentioned" for four pads an hour)
            # a terse row's count and clots are in the patient's own complaint ("with clots three times today")
            told = brief.bleeding_amount or narrative_bleeding_amount(". ".join([self._lay, *self._items]))
            # black stools are counted, not measured ("how many black stools?"); "how much blood, how many times?" is not
            counted = re.search(r"\bhow many\b", self._question, re.IGNORECASE) and not re.search(r"\bhow much\b", self._question,
                                                                                                 re.IGNORECASE)
            amount = as_sentence(self._c(told) if told else "a few, I haven't been counting exactly" if counted
                                 else "I'm not sure exactly how much, I haven't been counting")
            rest = [probe for probe in probes if probe.name != "bleed_amount"]
            return Answer("symptoms", f"{amount} {self._a_symptoms(rest).primary}" if rest else amount)
        if [p.name for p in probes] == ["appetite"] and _EATING_OKAY.search(self._question):
            return self._eating_okay(probes[0])
        generic = self._generic_asked or not probes
        listed = _without_repeats([self._assoc_item(i) for i in brief.history.associated_symptoms or []
                                   if not _denies_risk(i)]) if generic else []
        if listed and self._told(join_list(listed)) and self._memory.mentions(self._spoken(join_list(listed))):
            # the list was told already: asked again, the patient answers what was named; a fact of one word ("I've got
            # a cut") is told only when its word was said (2026-12v, training: a chainsaw's cut never told)
            listed = [item for item in listed if not (self._told(item) or self._memory.mentions(self._spoken(item)))]
        # told, and its words all said: "pins and needles in my hands" is not told by "it's in my hands" (twenty-seventh
        # read: a diver's numb hands never said, the place of his pain having been)
        listed = [item for item in listed if not (self._told(item) and self._memory.mentions(self._spoken(item)))]
        positives: list[str] = []
        negatives: list[str] = []
        all_over = False  # weak all over, asked about one side
        unknown: list[str] = []
        unsure: list[str] = []  # the case does not record other symptoms: neither a yes nor a confident no
        recorded = brief.history.associated_symptoms is not None
        for probe in probes:
            stopped = next((item for item in brief.history.associated_symptoms or [] if _STOPPED_NOW.search(item)
                            and re.search(r"\bbleed", item, re.IGNORECASE)), None) if probe.name == "bleeding" else None
            if stopped and not generic:
                # a bleed the story says has stopped is answered as stopped, never by the complaint's "bleeding" (thirty-seventh
                # read's round: "Yes, I've been bleeding" for a burst vein stopped under a bandage)
                positives.append(self._assoc_item(stopped))
                continue
            present, source, snippet = self._probe_result(probe, complaint_first=not generic)
            felt_only = probe.name in SUBJECTIVE_SYMPTOMS and not (probe.name == "weakness" and _SEEN_WEAKNESS.search(self._question))
            if (snippet is None or source is None) and probe.name == "bleeding" and self._wound():
                # a cut bleeds: never "no bleeding" for it, and no more than the cut's own
                positives.append(self._v(f"bleeding from the {self._wound()}"))
            elif (snippet is None or source is None) and self._mute and felt_only:
                unknown.append(probe.no_phrase)
            elif snippet is None or source is None:
                (negatives if recorded else unsure).append(probe.no_phrase)
            elif generic and source == "assoc" and self._assoc_item(snippet) in listed:
                continue  # in the list said now, positive or negative ("no fever")
            elif generic and source == "assoc" and not present and self._told(self._assoc_item(snippet)):
                # a denial told before ("no noisy breathing" in the opening) is answered again in the question's
                # short words, so no item asked is left unanswered (twenty-first read: "trouble breathing" in the list,
                # and a reply of "no fever, no nausea, no dizziness and no bleeding"); said once in these words, never again
                if not self._told(f"no {probe.no_phrase}"):
                    negatives.append(probe.no_phrase)
            elif present and any(self._says_probe(item, probe) for item in listed):
                continue  # the list just said it ("bleeding from my vagina"): not named again as "the bleeding I mentioned"
            elif present and probe.name == "weakness" and _ONE_SIDE.search(self._question) and not _SIDED.search(snippet):
                # "weak and crampy" all over is no one-sided weakness: a stroke question is answered for what it asks
                negatives.append("no weakness on one side")
                all_over = bool(re.search(r"\bweak", snippet, re.IGNORECASE))
            elif present:
                said = self._render_item(source, snippet)
                phrase = self._restated(said, probe)
                if phrase is None:
                    # said twice already: a short yes, never a "no, nothing else" for what the patient has (2026-12az narrative,
                    # the forty-ninth read, A: "Er, no, nothing else really" to the glass test from a woman whose spots don't fade)
                    phrase = next((option for option in _STILL_THERE if self._times(option) < 1), _STILL_THERE[-1])
                if phrase not in positives:
                    positives.append(phrase)
            elif source == "assoc" and not _OWN_NEGATION.match(bare(snippet)) and not _SAYS_FINE.search(snippet) \
                    and not _FINE_ITEM.match(bare(snippet)):
                # a denial inside a longer item ("healing well, no redness"): the symptom asked is denied in its own
                # words, never "no healing well"
                negatives.append(probe.no_phrase)
            else:
                negatives.append(bare(self._c(snippet)) if source == "assoc" else probe.no_phrase)
        negatives = list(dict.fromkeys(negatives))
        # Symptoms only the patient could feel are not named back (a named symptom reads as present).
        tail = self._fill(", and {s} can't tell us how {s} feels otherwise") if unknown else ""
        if all_over:
            tail += self._fill("; {s} just feels weak all over") if self._companion else "; I just feel weak all over"
        rest = self._nothing_else(generic, alone=False) if unsure and (listed or positives or negatives) else ""
        if rest:
            tail += (", but " if tail else ", and ") + rest
        if not listed and not positives and not negatives and unknown:
            return Answer("symptoms", self._fill("{S} can't tell us how {s} feels."))
        # how the question is framed: a function asked after (a yes says it works), a when, or wind (no yes or no)
        function_asked = bool(_FUNCTION_ASKED.search(self._question))
        no_lead = bool(_WHEN_ASKED.search(self._question) or _NO_LEAD.search(self._question))
        if not listed and not positives and not negatives and unsure and (function_asked or no_lead):
            # a working function asked after: "no, not that I've noticed" would say it stopped
            return Answer("symptoms", self._v("Yes, that's all been normal." if function_asked or _NO_LEAD.search(self._question)
                                              else "That's all been normal, nothing different there."))
        if not listed and not positives and not negatives and unsure:
            # "have you noticed any weakness on one side, trouble speaking ...?" names what it asks: "no, not that I've
            # noticed", never "nothing else" (2026-12aw terse, training: a usual tension headache)
            named_only = bool(probes) and not _CHECKLIST_WORDS.search(self._question)
            return Answer("symptoms", as_sentence(self._nothing_else(generic and not named_only, alone=True)))
        if not listed and not positives and negatives and unknown:
            # what cannot be felt for him is not denied: "he can't tell us how he feels" first, then what can be seen
            # (bank 15: "No, no sweating, and he can't tell us…" read as denying the dizziness the story records)
            rest = f", but {self._nothing_else(generic, alone=False)}" if unsure else ""
            return Answer("symptoms", as_sentence(self._fill("{S} can't tell us how {s} feels; as far as I can see, ")
                                                  + self._negated(negatives) + rest))
        if not listed and not positives:
            if not negatives:
                return Answer("symptoms", self._v("No, nothing else really."))
            # "able to keep food down?" asks it the other way round: yes, it stays down
            lead = "Yes, it's staying down, " if _KEEPS_DOWN.search(self._question) else "Yes, " if function_asked else "No, "
            return Answer("symptoms", as_sentence(lead + self._negated(negatives) + tail))
        body = _yes_then_no(listed)
        if positives:
            if body:
                body = f"{body}, and {join_list(positives)}"
            elif no_lead:
                body = join_list(positives)  # "when did you last open your bowels?": what the case records, no "yes"
            else:
                stopped = function_asked and _FUNCTION_STOPPED.search(" ".join(positives))
                # "is it still bleeding?" of a stump that no longer bleeds: "No, the bleeding has stopped now", never "Yes, …"
                # (before the 2026-12an round, a probe of a 2026-12am ATS scenario); "has it stopped?" is answered yes
                over = all(_STOPPED_NOW.search(positive) for positive in positives) and not re.search(r"\bstopp", self._question,
                                                                                                      re.IGNORECASE)
                body = ("No, " if stopped or over else "Yes, ") + uncapitalised(join_list(positives))
        if negatives:
            connector = "and" if any(re.match(r"no\b", bare(item), re.IGNORECASE) for item in listed) else "but"
            body += f", {connector} {self._negated(negatives)}"
        return Answer("symptoms", as_sentence(body + tail))

    @per_episode
    def _wound(self) -> str | None:
        """The wound the case tells of, as the speaker names it ("cut", "bite"); None when there is none."""
        history = self._brief.history  # type: ignore[union-attr]
        said = " ".join([self._lay, *self._items, history.mechanism or "", *(history.associated_symptoms or [])])
        found = next((match for match in _WOUND.finditer(said)
                      if not _NO_WOUND.search(said[max(0, match.start() - 12): match.start()])), None)
        if not found or _NOT_BLEEDING.search(said) or _HEALING.search(said) or self._complaint_says(*_WOUND_CARE):
            return None  # a wound being healed or looked after ("dressing change", "healing well") does not bleed
        word = found.group(1).lower()
        return _WOUND_WORD.get(word, word)

    @staticmethod
    def _says_probe(item: str, probe: Probe) -> bool:
        """Whether one sentence of the list names this symptom, in the question's words or others."""
        if any(hit.concept in probe.concepts and not hit.negated for hit in detect(item)):
            return True
        match = probe.found.search(item)
        return bool(match) and not _NEGATION_BEFORE.search(item[max(0, match.start() - 30): match.start()])

    def _nothing_else(self, generic: bool, *, alone: bool) -> str:
        """What the speaker says of symptoms the case does not record, in one short line (never the
        symptoms named back): a patient who recalls well noticed nothing else, and says no to named symptoms the case
        does not record (a teaching case names what is there); one whose memory is poor, or a companion who may not
        have been there, hedges. Said in other words when asked again, and a
        tail already said is left out ("" then)."""
        knows = self._knows_the_patient()
        if knows == "no":
            options = (("not that I've seen, but I haven't been with {o} long", "not that I've seen") if alone
                       else ("I don't know about anything else",))
        elif knows == "roughly" and not self._companion:
            options = (("I don't think so, nothing I can remember", "I don't think so") if alone
                       else ("that's all I can remember",))
        elif self._companion:
            options = ((("no, nothing else that I've noticed", "no, nothing else") if generic
                        else ("no, not that I've noticed", "no, I haven't noticed that")) if alone
                       else ("nothing else that I've noticed",))
        else:
            # a plain no, never "I don't think so, but I'm not sure": a hedge on a red flag is an answer the nurse must
            # chase, and one who remembers well has no doubt to give (twenty-fifth read: ten such hedges left open)
            options = ((("no, nothing else I've noticed", "no, nothing else") if generic
                        else ("no, not that I've noticed", "no, I don't think so")) if alone
                       else ("nothing else I've noticed",))
        if alone and not generic:  # a third ask in other words again: "I couldn't say for sure"
            options = (*options, "I couldn't say for sure", "I really couldn't tell you")
        lines = [self._fill(option) for option in options]
        fresh = [line for line in lines if self._times(line) < 1]
        if not fresh and not alone:
            return ""
        # A hedge holds no fact the memory counts: said again, it is said otherwise (the least said first).
        line = min(fresh or lines, key=lambda option: self._hedges.get(option, 0))
        self._hedges[line] = self._hedges.get(line, 0) + 1
        return line

    def _eating_okay(self, probe: Probe) -> Answer:
        """"Is he eating and drinking okay?" asks it the other way round: a "no" when the case says
        he is off his food, a "yes" otherwise (never "Yes, not drinking")."""
        present, source, snippet = self._probe_result(probe)
        if present and source and snippet:
            return Answer("symptoms", as_sentence("No, " + uncapitalised(bare(self._render_item(source, snippet)))))
        if self._companion:
            return Answer("symptoms", self._fill("Yes, {s}'s eating and drinking about the same as usual."))
        return Answer("symptoms", "Yes, I'm eating and drinking about the same as usual.")

    def _restated(self, phrase: str, probe: Probe) -> str | None:
        """A symptom asked about again after it was told ("I'm short of breath"): confirmed in other,
        fewer words ("the shortness of breath I mentioned"), as a person does not repeat its sentence.

        Named so only when the words told are heard as that symptom: "hot and full of pus" matched the
        fever question's words, but it is no fever. A back-reference points only to what this speaker
        did say this episode: words heard as a symptom are referred back to only when a sentence said
        before asserted it (a phrase that merely shares words with one said, or one said as a denial,
        is said in full). Such a phrase is said again at most once more."""
        if not self._told(phrase):
            return phrase
        concepts = {hit.concept for hit in detect(phrase) if not hit.negated}
        if concepts and not self._memory.heard(concepts):
            return phrase if self._times(phrase) < 2 else None
        heard = probe.concepts & concepts
        if heard == {"breathing_flare"}:
            # an asthma or COPD flare asked about as breathlessness: what it does, said fresh, never the flare said a
            # third time (the flare became the breathing probe's in the twenty-fifth round)
            fresh = self._v("I'm short of breath with it")
            return fresh if self._times(fresh) < 2 else None
        if heard:
            named = "fainting" if heard == {"syncope"} else self._v(probe.no_phrase)  # fainting is no dizziness
            # content words only: "my" is shared by "problems with my eyesight" and "my vision is blurry" (2026-12r)
            if not set(re.findall(r"[a-z]{4,}", named.lower())) & set(re.findall(r"[a-z]{4,}", phrase.lower())):
                # named in the question's words, not the ones told ("the nausea I mentioned" after "I've been
                # vomiting" names what was never said): point back to it instead
                named = "what"
                told = set(re.findall(r"[a-z]{4,}", phrase.lower()))
                nouns = [noun for concept in sorted(heard) if (words := lay_for(concept)) is not None and (noun := words.noun)
                         and set(re.findall(r"[a-z]{4,}", noun.lower())) <= told]
                if nouns:  # "the vomiting I mentioned" after "I've been vomiting": a noun of the words said
                    named = re.sub(r"^(?:an?|some|any|my) ", "", self._c(nouns[0]))
            # named in no word of the question's: the words told are said again, marked as said before ("hives all
            # over, like I said"), so the nurse hears what the yes is to; never a bare "what I mentioned", which to
            # "any blood in your vomit or stool?" reads as a yes to blood
            if named == "what" and self._memory.referred_back:  # "like I said" is said once an episode
                return phrase if self._times(phrase) < 2 else None
            if named != "what" and not self._memory.mentions([named]):
                # its words never said: a learner's "I throwing up" is no "vomiting" to point back to (2026-12am ATS, training:
                # "the vomiting I mentioned" after "I, er, throwing up")
                return phrase if self._times(phrase) < 2 else None
            options = ((f"{bare(phrase)}, like I said",) if named == "what"
                       else (f"the {named} I mentioned", f"still the {named}"))
            for option in options:
                if self._times(option) < 2:
                    return option
        return phrase if self._times(phrase) < 2 else None

    def _negated(self, negatives: list[str]) -> str:
        """'no fever, no nausea and no bleeding': each symptom carries its own "no" for a simple parser
        (a companion's "no problems with her eyesight", never "my")."""
        negatives = [re.sub(r"\bmy\b", self._p.possessive, n) if self._companion else n for n in negatives]
        spelled = [n if _OWN_NEGATION.match(n) or _SAYS_FINE.search(n)
                   else _FINE_ITEM.sub(r"\1 is \2", n) if _FINE_ITEM.match(n)  # "vision unchanged": "vision is unchanged"
                   else f"no {re.sub(r'^(?:a|an|some) ', '', n)}" for n in negatives]  # never "no a blocked nose" (2026-12ak)
        return join_list(spelled)
