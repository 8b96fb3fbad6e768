"""Answers about the background: past history, previous episodes, medications, allergies, smoking."""

from __future__ import annotations

import random
import re
from typing import Literal

from ..clauses import FIRST_PERSON, ING_NOT_VERB, verb_start
from .....clinical.age_limits import AGE_LIMITS
from .....clinical.background import background_of
from .....clinical.speakers import relation_of
from ..intents import read_intents
from ..question_senses import asks_about_family
from ..english import indefinite_article, join_list, as_sentence, uncapitalised
from ..voice import VoiceMixin
from ..vocabulary import BODY, COUNTABLE_PAST, DETERMINERS, MEDICINES_STOPPED, MEDICINE_STARTED, PMH_COUNTABLE, STATE_ADJECTIVES
from .base import Answer


#: Conditions a nurse names in a history question ("are you diabetic?", "any heart or lung problems?").
_CONDITIONS = {name: re.compile(pattern, re.IGNORECASE) for name, pattern in {
    "diabetes": r"diabet|sugar", "blood pressure": r"blood pressure|hypertensi", "heart": r"heart|angina|cardiac|fibrillation",
    "lungs": r"lung|asthma|copd|emphysema|bronchi|breathing problem", "stroke": r"stroke|\btia\b",
    "epilepsy": r"epilep|seizure|\bfits\b", "kidneys": r"kidney|renal", "liver": r"liver|cirrho", "cancer": r"cancer|tumou?r",
    "mental health": r"mental health|depress|anxiety|bipolar|schizo", "thyroid": r"thyroid", "clots": r"\bclots?\b|dvt|embolism",
    # (bank 42, training) head injuries and concussions in the past ("any old head injuries?"): a "no" to them said first
    "head injuries": r"head injur|concuss",
}.items()}


#: (bank 39, training) How soon a reaction followed a sting, a bite or a food ("how long after the wasp sting did it swell?"):
#: the cause, by its first word after the article.
_SOON_AFTER = re.compile(r"\bhow (?:long|soon|quickly|fast) after (?:the |a |an |that |your |his |her |their )?(?:(?:bee|wasp|insect|dog|cat|"
                         r"spider|tick|horsefly|jellyfish|hornet|ant|mosquito) )?(stings?|stung|bites?|bitten)\b", re.IGNORECASE)
#: A habit the history holds beside its illnesses (background.yaml's smoker and ex_smoker): no medicine is taken for it.
_A_HABIT = re.compile(r"(?:(?:a )?(?:heavy )?smoker|gave up smoking)$", re.IGNORECASE)
#: (bank 39, training) Nicotine used without smoke ("do you use nicotine pouches?").
_SMOKELESS = re.compile(r"\bnicotine (?:pouch|bag)|\bpouches of nicotine\b|\bsnus\b", re.IGNORECASE)
#: How well the speaker knows a background the case does not record (``_knows_the_patient``).
_Knows = Literal["well", "roughly", "no"]
#: Companions who may not know the patient's history: staff, a paramedic, someone who found them.
_STRANGER = re.compile(r"care home|carer|care (?:worker|assistant)|staff|paramedic|ambulance|police|passer|bystander|stranger|"
                       r"neighbou?r|workmate|colleague|teacher|security|driver|found", re.IGNORECASE)
_PARENT = re.compile(r"\b(?:mum|mom|mother|dad|father|parent|grand(?:ma|pa|mother|father)|nan|gran)\b", re.IGNORECASE)
#: A complaint item that is the patient's past problem ("history of stones", "history of bowel blockage"
#: as the lay complaint says "HX STONES", "HX SBO"): background the history answer includes.
_HISTORY_ITEM = re.compile(r"^(?:a |an )?(?:(?:past|previous|prior) )?history of (?:an? )?(.+)$|^(?:previous|prior) (.+)$",
                           re.IGNORECASE)
#: A complaint item that is a long-standing problem of the patient's ("usual back pain", "chronic cough"): a
#: condition, said as a long history of it.
#: (bank 19, training) An open question about the history, which names conditions only as examples ("what illnesses do you
#: have? Heart, sugar?", "what's in your log of illnesses?", "describe your past medical history").
_OPEN_ASKED = re.compile(r"^\W*(?:\w+,\s+)?(?:what(?! about)|which|describe|list)\b|\bwhat(?:'s| is| are)? (?:\w+ ){0,3}?(?:illness|conditions?|"
                         r"health problems|medical history|history)\b", re.IGNORECASE)
_LONG_TERM_ITEM = re.compile(r"^(?:my |(?:his|her) )?(?:usual|chronic|long[- ]?standing|long[- ]term) (.+)$", re.IGNORECASE)
#: What the patient ran out of ("out of tablets", "ran out of my inhaler"): it takes it regularly.
#: (how long it has been out is no part of the medicine's name: "out of COPD puffers a week", 2026-12ao terse, training, said
#: "I take regular copd puffers a week")
_RUN_OUT = re.compile(r"\b(?:run|ran|running)?\s*out of (?:(?:my|his|her|the) )?(?:regular |usual )?([a-z][\w -]*?)"
                      r"(?:\s+(?:for )?(?:a|one|two|three|\d+|a few|a couple of) (?:days?|weeks?|months?))?\s*$", re.IGNORECASE)
#: The same, with more typed after the medicine ("ran out of seroquel six weeks calm", 2026-12s): its first word or two.
_RUN_OUT_OF = re.compile(r"\b(?:run|ran|running) out of (?:(?:my|his|her|the) )?(?:regular |usual )?([a-z][\w-]*(?: (?:tablets|pills|meds|"
                         r"medication|medicines|inhalers?|insulin|patches))?)\b", re.IGNORECASE)
_MEDICINE_WORD = re.compile(r"\b(?:tablets?|pills?|meds|medications?|medicines?|inhalers?|puffers?|insulin|patches|injections?)\b",
                            re.IGNORECASE)
#: A device the patient lives with that the complaint names ("catheter blocked", "PEG tube fell out"):
#: someone with a catheter is never "nothing major".
_DEVICE = re.compile(r"\b(?:(?:suprapubic |urinary |long[- ]term )?catheter|picc(?: line)?|feeding tube|peg(?: tube)?|"
                     r"trach(?:eostomy)?(?: tube)?|stoma|colostomy|ileostomy|nephrostomy|pacemaker|defibrillator|shunt)\b",
                     re.IGNORECASE)
#: Medicine classes (``clinical.background``) that are taken for a condition: a patient on them has one.
_FOR_A_CONDITION = frozenset({"blood_thinner", "immunosuppressant", "steroid", "chemotherapy", "insulin", "diabetes_tablet",
                              "blood_pressure", "heart", "cholesterol", "inhaler", "antiepileptic", "antidepressant", "antipsychotic",
                              "thyroid"})
#: A condition treated with insulin by definition: its medicines are no "tablets".
_ON_INSULIN = re.compile(r"type (?:1|one|i) diabet|insulin", re.IGNORECASE)


#: A question about the health asked the other way round ("were you healthy before this?"): a "yes" says there is nothing;
#: asked with the problems too ("healthy? any other sickness?"), neither a "yes" nor a "no" answers both.
_HEALTHY_ASKED = re.compile(r"\b(?:healthy|fit and well|in good health|generally well|well in (?:yourself|himself|herself))\b", re.IGNORECASE)
_PROBLEMS_ASKED = re.compile(r"\b(?:problems?|conditions?|illness\w*|sickness\w*|diseases?|diagnos\w*|history|anything)\b", re.IGNORECASE)


#: The reaction the patient came with: asked about allergies, it is said, never "no allergies".
_REACTION = frozenset({"allergic", "angioedema", "anaphylaxis", "hives"})


class HistoryAnswersMixin(VoiceMixin):
    """The patient's background, from the brief's history (or a consistent made-up "none")."""

    # history, medications, allergies

    def _history_phrase(self, pmh: list[str]) -> str:
        nouns, had, pieces = [], [], []
        for raw in pmh:
            item = uncapitalised(re.sub(r"\s+", " ", raw.strip()))
            low = item.lower()
            if not low:
                continue
            removed = re.match(r"^(?:my |(?:his|her) )?(.+?) (removed|taken out|out|tied|replaced|fixed|repaired|pinned|amputated)$",
                               item, re.IGNORECASE)
            if re.match(r"^(?:a )?(?:heavy )?smoker$", low):
                pieces.append(self._v("I smoke"))
            elif re.match(r"^born\b", low):
                pieces.append(f"{self._v('I was')} {self._c(item)}")
            elif removed and not verb_start(item):
                pieces.append(f"{self._v('I had my')} {self._c(item)}")  # "gallbladder removed" → "I had my gallbladder removed"
            elif STATE_ADJECTIVES.match(low):
                pieces.append(self._v("I'm ") + self._c(item))  # "short-sighted", "overweight"
            elif low.split()[0] in FIRST_PERSON or verb_start(item):
                pieces.append(self._subject_clause(item, "I was" if verb_start(item) == "passive" else "I"))  # "lives alone"
            elif re.search(r"\b(?:ago|last year|last month|years back|as a child|before)\b", low):
                head = re.split(r"\s+(?:(?:a few|few|many|some|two|three|four|five|six|seven|eight|nine|ten|\d+) )?"
                                r"(?:years?|months?|weeks?)\b|\s+(?:last|before|as|a few)\b", low)[0].split()
                article = f"{indefinite_article(item)} " if head and head[-1] in COUNTABLE_PAST and not low.startswith(DETERMINERS) else ""
                pieces.append(self._v("I had ") + article + self._c(item))
            elif re.match(r"^(?:recent|previous|one|two|three|several|a few|many)\b", low) or re.search(
                    r"\b(?:admissions?|surgery|operations?|flight|episodes?|\w+ectomy|repair)$", low):  # "I've had a hysterectomy"
                had.append(f"{indefinite_article(item)} {self._c(item)}" if low.startswith("recent") else self._c(item))
            elif re.match(r"^(?:\w+ )?\w+ing$", low) and low.split()[-1] not in ING_NOT_VERB:
                nouns.append(f"a history of {self._c(item)}")  # "heavy drinking"
            else:
                text = re.sub(r"\bin (" + BODY[3:-1] + r")\b", r"in my \1", self._c(item))
                head = re.split(r"\s+(?:in|on|for|with|since|from)\s+|[,(]", text.lower())[0].split()
                if head and head[-1] in PMH_COUNTABLE and not text.lower().startswith(DETERMINERS):
                    text = f"{indefinite_article(text)} {text}"  # "port in chest" → "a port in my chest"
                nouns.append(text)
        if had:
            pieces.insert(0, self._v("I've had ") + join_list(had))
        if nouns:
            pieces.insert(0, self._v("I've got ") + join_list(nouns))
        return ", and ".join(pieces)

    def _complaint_background(self) -> list[str]:
        """The past problems and devices the complaint itself asserts that the recorded history does
        not hold: a past problem it names ("history of stones": "a history of stones"), a
        device it is about ("catheter blocked": "catheter"). What ``clinical.background`` reads in
        the complaint is in the recorded history already (the environment put it there)."""
        recorded = " ".join(self._brief.history.past_medical_history or []).lower()  # type: ignore[union-attr]
        past: list[str] = []
        for item in self._items:
            text = re.sub(r"\s+", " ", item.strip())
            long_term = _LONG_TERM_ITEM.match(text)
            if long_term:
                # the condition, never what the item goes on to say of today ("usual tension headache like a band round her head
                # since afternoon": my read of the 2026-12aw runs, said whole as "a long history of")
                named = re.split(r"\s+(?:like|since|for|with|after|that|which|today|tonight|this)\b|,", long_term.group(1))[0].strip()
                if not background_of(named).past_medical_history and named.lower() not in recorded:
                    past.append(f"a long history of {named}")
                continue
            history = _HISTORY_ITEM.match(text)
            if history:
                named = (history.group(1) or history.group(2)).strip()
                if not background_of(named).past_medical_history and named.lower() not in recorded:
                    past.append(f"a history of {named}")
                continue
            device = _DEVICE.search(text)
            if device and device.group(0).lower() not in recorded:
                past.append(device.group(0).lower())
        return list(dict.fromkeys(past))

    def _asserted_history(self) -> list[str] | None:
        """The history the speaker knows: the recorded one, with what the complaint asserts; None
        when neither says anything (a hedge then, never a confident "healthy")."""
        recorded = self._brief.history.past_medical_history  # type: ignore[union-attr]
        extra = self._complaint_background()
        if recorded is None and not extra:
            return None
        return [*(recorded or []), *extra]

    def _condition_medicines(self) -> list[str]:
        """The recorded medicines that are taken for a condition (a blood thinner, chemotherapy,
        insulin): a patient on them is never "not that I know of" about its health."""
        meds = [m for m in self._brief.history.medications or [] if m.strip()]  # type: ignore[union-attr]
        return meds if meds and background_of(*meds).classes & _FOR_A_CONDITION else []

    def _a_history(self) -> Answer:
        if asks_about_family(self._question):
            return self._family_history()
        pmh = self._asserted_history()
        if pmh is None and self._condition_medicines():
            # said as the medicines answer says them: asked both at once, the reply keeps one copy
            return Answer("history", as_sentence(self._meds_phrase(self._condition_medicines())))
        if pmh:
            phrase = self._history_phrase(pmh)
            named = {name for name, pattern in _CONDITIONS.items() if pattern.search(self._question)}
            held = {name for name, pattern in _CONDITIONS.items() if pattern.search(" ".join(pmh))}
            # (bank 19, training) not where the conditions are examples to an open question ("what illnesses do you have?
            # Heart, sugar, pressure?", "describe your medical history: operations, heart trouble"): that asks what, not whether
            if named and not named & held and not re.search(r"anything (?:like that|else)|or any|any other", self._question, re.IGNORECASE) \
                    and not _OPEN_ASKED.search(self._question):
                # "do you have diabetes?" to a patient with none of those: a "no", then what it does have
                return Answer("history", as_sentence(self._v("no, but ") + uncapitalised(phrase)))
            return Answer("history", as_sentence(phrase))
        if pmh is None:  # not recorded: a hedge, never a confident "healthy"
            return Answer("history", self._unrecorded_background("history"))
        if _HEALTHY_ASKED.search(self._question):
            lead = "" if _PROBLEMS_ASKED.search(self._question) else "Yes, "
            said = self._fill("{s}'s normally healthy, nothing major.") if self._companion else "I'm generally healthy, nothing major."
            return Answer("history", as_sentence(lead + said))
        if self._companion:
            return Answer("history", self._fill("No, {s}'s normally healthy."))
        return Answer("history", self._fact("pmh_none", lambda rng: rng.choice(
            ("No, I'm generally healthy.", "No, nothing major.", "No medical problems, no."))))

    def _family_history(self) -> Answer:
        """Sudden deaths or heart trouble in the family, as the story tells them (``brief.family_history``), else "not
        that I know of": a death the case lacks would make a faint on exercise an ESI 2 it is not (before the 2026-12aq
        round)."""
        if told := self._brief.family_history:  # type: ignore[union-attr]
            return Answer("history", as_sentence(self._v(told if told.startswith("no,") else "yes, " + told)))
        return Answer("history", "No, not that I know of." if not self._companion
                      else self._fill("No, not in {pos} family that I know of."))

    def _knows_the_patient(self) -> _Knows:
        """How well the speaker knows a background the case does not record: a patient who recalls
        well, or a parent of a child, knows it ("well"); a partner or relative, or a patient whose
        memory is poor, knows it as far as they can say ("roughly"); a care worker, a paramedic or
        a passer-by may not know it at all ("no")."""
        brief = self._brief
        assert brief is not None
        if not self._companion:
            poor = self._voice.recall_accuracy == "low" or self._voice.cognitive_state == "confused"
            return "roughly" if poor else "well"
        named = relation_of(brief.companion)
        if named is not None and not named.knows:
            return "no"
        relation = (self._relation or brief.companion or "").lower()
        if _STRANGER.search(relation) or _STRANGER.search(brief.companion or ""):
            return "no"
        if brief.age is not None and brief.age < AGE_LIMITS.adult_from and _PARENT.search(relation or "parent"):
            return "well"
        return "roughly"

    def _brings_records(self) -> bool:
        """The companion is staff who bring the patient's papers (a nursing home's transfer letter and
        medication chart, ``clinical/data/companions.yaml``)."""
        named = relation_of(self._brief.companion) if self._companion else None  # type: ignore[union-attr]
        return bool(named and named.records)

    def _unrecorded_background(self, topic: Literal["history", "medications"]) -> str:
        """What the speaker says of a history or medicines the case does not record: a hedge in its
        own words, never a confident "healthy" (a blood thinner may hide there) and never a list of
        doubts. Asked both in one question, both get one sentence (said once: the reply keeps one
        copy of a sentence two answers share)."""
        history = self._brief.history  # type: ignore[union-attr]
        knows = self._knows_the_patient()
        # smoking is a habit, not a condition that has medicines ("I take something for my smoker": the 2026-12as final look)
        illnesses = [item for item in history.past_medical_history or [] if not _A_HABIT.match(item.strip())]
        has_conditions = bool(illnesses)
        insulin = _ON_INSULIN.search(" ".join(history.past_medical_history or []))
        run_out = next((match for pattern in (_RUN_OUT, _RUN_OUT_OF) for match in map(pattern.search, self._items) if match and (
            _MEDICINE_WORD.search(match.group(1)) or background_of(match.group(1)).medications)), None)  # not "out of breath"
        # asked both at once, one sentence answers both; not where the medicines ran out ("I don't take anything
        # regularly" next to "I take regular blood pressure tablets, but I've run out")
        both = (self._asserted_history() is None and history.medications is None and run_out is None
                and {"history", "medications"} <= set(read_intents(self._question).names))
        if topic == "history" and run_out is not None:
            return self._fill("Nothing else major that I know of.") if self._companion else "Nothing else major as far as I know."
        stopped = next((found for found in map(MEDICINES_STOPPED.search, [self._lay, *self._items]) if found), None)
        if topic == "medications" and stopped and not run_out:
            # "off his meds": he was meant to take them, never "I don't take anything regularly" (fifteenth read)
            thing = re.sub(r"\bmeds\b|\bmedications\b|\bmedicines\b", "medication", stopped.group(1).lower())
            it = "them" if thing.endswith("s") else "it"
            return (self._fill("{S}'s meant to take {pos} ") + f"{thing}, but {self._fill('{s} stopped taking ')}{it}." if self._companion
                    else f"I'm meant to take my {thing}, but I stopped taking {it}.")
        started = next((found for found in map(MEDICINE_STARTED.search, [self._lay, *self._items]) if found), None)
        if topic == "medications" and started and not run_out:
            said = started.group(0).strip()
            if not re.match(r"(?:I|he|she|they)\b", said, re.IGNORECASE):
                said = self._fill("{s} ") + said if self._companion else f"I {said}"
            return as_sentence(self._v("just that ") + said)
        if topic == "medications" and run_out:
            # "out of tablets": the patient takes them regularly, and that is why it came
            # (an acronym keeps its capitals: "COPD puffers")
            thing = " ".join(word if word.isupper() and len(word) > 1 else word.lower() for word in run_out.group(1).split())
            return (self._fill("{S} takes regular ") + f"{thing}, but {self._fill('{s} has run out.')}" if self._companion
                    else f"I take regular {thing}, but I've run out.")
        if topic == "medications" and has_conditions and knows != "no":
            # Medicines for a known condition, never "nothing regular", and named by their kind: insulin
            # is no tablets, and "medicines" covers inhalers and injections alike.
            if insulin:
                return (self._fill("{S}'s on insulin, I couldn't tell you the doses.") if self._companion
                        else "I'm on insulin, but I can't remember the doses offhand.")
            # named by what they are for: "something for my blood pressure", never a bare "I can't remember"
            condition = uncapitalised(self._c(illnesses[0])) if illnesses else ""
            if re.search(r"\b(?:before|in the past|years ago|as a child)\s*$", condition):
                # a problem of the past has no medicine now (the thirty-eighth round, training: "I take something for my kidney
                # stones before")
                return (self._fill("{S} doesn't take anything regularly that I know of.") if self._companion
                        else "I don't take anything regularly that I can think of.")
            if condition and not condition.startswith(DETERMINERS) and len(condition.split()) <= 4:
                return (self._fill("{S} takes something for {pos} ") + condition + ", but I can't remember the names." if self._companion
                        else f"I take something for my {condition}, but I can't remember the names offhand.")
            return (self._fill("I can't remember the names of {pos} medicines offhand.") if self._companion
                    else "I can't remember the names of my medicines offhand.")
        if self._companion and knows == "no" and self._brings_records():
            # staff from the nursing home: the transfer letter and the medication chart come with the patient
            line = ("It's all in the transfer letter and {pos} medication chart; I've brought them with {o}." if both
                    else "It's all in the transfer letter I've brought with {o}." if topic == "history"
                    else "{Pos} medicines are all on the medication chart I've brought with {o}.")
            return self._fill(line)
        if self._companion:
            if knows == "no":
                line = ("I don't know {pos} medical history or what {s} takes, I'm afraid." if both
                        else "I don't know {pos} medical history, I'm afraid." if topic == "history"
                        else "I don't know what {s} takes, I'm afraid.")
            elif knows == "well":  # a parent knows their child
                line = ("No, {s}'s usually well and doesn't take anything regularly." if both
                        else "No, {s}'s usually well." if topic == "history"
                        else "No, {s} doesn't take anything regularly.")
            else:
                line = ("Nothing major that I know of, and {s} doesn't take anything regularly as far as I know." if both
                        else "Nothing major that I know of." if topic == "history"
                        else "I can't remember the names of {pos} tablets offhand." if has_conditions
                        else "{S} doesn't take anything regularly, as far as I know.")
            return self._fill(line)
        if knows == "roughly":
            return ("I can't remember, sorry; my GP would know." if both
                    else "Not that I can remember." if topic == "history"
                    else "I can't remember the names of my tablets." if has_conditions
                    else "I can't remember taking anything regularly.")
        # Asked alone, each is a short hedge; asked together, one sentence with one hedge each.
        return ("Nothing major as far as I know, and I don't take anything regularly that I can think of." if both
                else "Not that I know of, but I'm not sure." if topic == "history"
                else "I can't remember the names of my tablets offhand." if has_conditions
                else "None that I can think of, but I'm not sure.")

    def _a_previous(self) -> Answer:
        pmh = self._asserted_history()
        if pmh:
            return Answer("previous", as_sentence(self._v("not exactly like this, but ") + uncapitalised(self._history_phrase(pmh))))
        if pmh is None:
            return Answer("previous", "I don't think so, not that I remember.")
        return Answer("previous", self._v("No, this is the first time."))

    def _a_medications(self) -> Answer:
        brief = self._brief
        assert brief is not None
        if brief.history.medications is None:  # not recorded: never a confident "nothing" (a blood thinner may hide there)
            return Answer("medications", self._unrecorded_background("medications"))
        meds = [m for m in brief.history.medications if m.strip()]
        if meds:
            return Answer("medications", as_sentence(self._meds_phrase(meds)))
        if self._companion:
            return Answer("medications", self._fill("No, {s} doesn't take anything regularly."))

        def invent(rng: random.Random) -> str:
            if (brief.pain or 0) > 0 and "paracetamol" not in " ".join(brief.history.allergies or []).lower():
                return rng.choice(("No, I don't take anything regularly.", "Nothing regular, just paracetamol now and then."))
            return "No, I don't take anything regularly."

        return Answer("medications", self._fact("meds_none", invent))

    def _med(self, item: str) -> str:
        text = self._c(item)
        head = re.split(r",| for | when | at | with ", text)[0].split()
        if head and head[-1].lower() in ("pill", "pump", "inhaler", "patch", "spray", "puffer", "cream", "epipen", "pen") \
                and not text.lower().startswith(DETERMINERS):
            return f"{indefinite_article(text)} {text}"
        return text

    def _meds_phrase(self, meds: list[str]) -> str:
        """'I'm on X and Y', with items that are clauses said as clauses.

        "stopped risperidone a month ago" → "I stopped taking risperidone a month ago"; "ran out of colchicine" →
        "…, but I ran out of colchicine"; a note in brackets ("sumatriptan (didn't work this time)") follows the list
        ("…, but the sumatriptan didn't work this time").
        """
        names: list[str] = []
        notes: list[tuple[int, str]] = []
        clauses: list[str] = []
        for raw in meds:
            item = uncapitalised(re.sub(r"\s+", " ", raw.strip()))
            if verb_start(item) or re.match(r"^(?:not|no longer|off)\b", item, re.IGNORECASE):
                clauses.append(self._med_clause(item))
                continue
            bracket = re.match(r"^(.*?)\s*\(([^)]+)\)\s*(.*)$", item)
            if bracket and bracket.group(1) and (verb_start(bracket.group(2)) or re.match(
                    r"^(?:not|never|only|no longer)\b", bracket.group(2), re.IGNORECASE)):
                names.append(self._med(" ".join(part for part in (bracket.group(1), bracket.group(3)) if part)))
                notes.append((len(names) - 1, uncapitalised(bracket.group(2).strip())))
            else:
                names.append(self._med(item))
        extra = [self._med_note(note, names[index], last=index == len(names) - 1) for index, note in notes] + clauses
        if not names:
            return ", and ".join(extra)
        listed = self._v("I'm on ") + join_list(names)
        return f"{listed}, but " + ", and ".join(extra) if extra else listed

    def _med_clause(self, item: str) -> str:
        """A medication item that is a clause: "stopped risperidone a month ago" → "I stopped taking risperidone…"."""
        item = re.sub(r"^(stopped|quit|finished|started|missed|forgot)\s+(?!taking\b|using\b|it\b|them\b|my\b|his\b|her\b|the\b|"
                      r"all\b|to\b)", r"\1 taking ", item, flags=re.IGNORECASE)
        if re.match(r"^(?:not|no longer|off)\b", item, re.IGNORECASE):
            return self._v("I'm ") + self._c(item)
        return self._subject_clause(item, "I was" if verb_start(item) == "passive" else "I")

    def _med_note(self, note: str, name: str, *, last: bool) -> str:
        """A bracketed note on one medication, as a clause about it or about the patient."""
        drug = re.sub(r"^(?:an?|the)\s+", "", name)
        if re.match(r"^(?:(?:didn't|doesn't|did not|does not|never|hasn't|has not|isn't|is not|wasn't|was not)\s+)?"
                    r"(?:work|works|worked|help|helps|helped|do anything|make|makes|made|give|gives|gave|agree|agrees|suit)\b",
                    note, re.IGNORECASE):
            return ("it " if last else f"the {drug} ") + self._c(note)  # "didn't work this time"
        if re.match(r"^(?:not|no longer)\b", note, re.IGNORECASE):
            return self._v("I'm ") + self._c(note)
        clause = self._subject_clause(note, "I")  # "did not use it", "ran out of insulin two days ago"
        return clause if last else re.sub(r"\bit$", f"the {drug}", clause)

    def _a_allergies(self) -> Answer:
        allergies = self._brief.history.allergies  # type: ignore[union-attr]
        if allergies:
            return Answer("allergies", as_sentence(self._v("I'm allergic to ") + join_list([self._c(a) for a in allergies])))
        # (a lip swollen by the blow that knocked a tooth out is no reaction: the forty-fifth read, "None that we knew of before
        # today" from the lifeguard)
        if self._complaint_says(*_REACTION) or (self._own_story(_REACTION) and not self._injured()):
            # the reaction is why they came: none known before, and the new antibiotic (background.yaml) is the suspect
            suspect = next((m for m in reversed(self._brief.history.medications or [])  # type: ignore[union-attr]
                            if "antibiotic" in background_of(m).groups.values()), None)
            known = "None that I knew of before" if not self._companion else self._fill("None that we knew of before")
            return Answer("allergies", as_sentence(f"{known}, but I think this is a reaction to the {self._c(suspect)}"
                                                   if suspect else f"{known} today"))
        if allergies is None:
            if self._knows_the_patient() == "no" and self._brings_records():
                return Answer("allergies", self._fill("None that I know of; they'd be on {pos} chart."))
            if self._knows_the_patient() == "no":
                return Answer("allergies", "I don't know about allergies, sorry.")
            return Answer("allergies", "No allergies that we know of." if self._companion else "No allergies that I know of.")
        onset = self._brief.history.onset  # type: ignore[union-attr]
        if (after := _SOON_AFTER.search(self._question)) and onset \
                and re.search(r"\bst[iu]ng" if after.group(1).lower().startswith("st") else r"\bbit(?:e|es|ten)\b", onset, re.IGNORECASE):
            # (bank 39, training) how soon a reaction followed a sting or a bite the story tells of: no allergy known, and
            # when it happened as the story says it ("a bee stung me in the garden this morning"), never a time made up
            return Answer("allergies", as_sentence(("No allergies that I know of" if not self._companion
                                                    else self._fill("No allergies that we know of")) + "; " + self._c(onset.split(";")[0])))
        return Answer("allergies", "No, no allergies." if not self._companion else self._fill("No, {s} has no allergies."))

    def _a_smoking(self) -> Answer:
        pmh = " ".join(self._brief.history.past_medical_history or []).lower()  # type: ignore[union-attr]
        if "smok" in pmh:
            item = next(i for i in self._brief.history.past_medical_history if "smok" in i.lower())  # type: ignore[union-attr]
            if re.match(r"^smoker$", item.strip(), re.IGNORECASE):
                return Answer("smoking", self._v("Yes, I smoke."))
            if re.match(r"^gave up smoking$", item.strip(), re.IGNORECASE):  # an ex-smoker (background.yaml's ex_smoker)
                return Answer("smoking", self._v("No, I gave up smoking."))
            return Answer("smoking", as_sentence(self._v("yes, I ") + self._c(item)) if re.match(r"^smoked", item, re.IGNORECASE)
                           else as_sentence("Yes, " + self._c(item)))
        if _SMOKELESS.search(self._question):  # (bank 39, training) nicotine in pouches: none of that either, not only no smoking
            return Answer("smoking", self._v("No, I don't smoke or use nicotine at all."))
        return Answer("smoking", self._v("No, I don't smoke."))
