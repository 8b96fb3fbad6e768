"""Answers about the story: the complaint, age and name, onset and pattern, how an injury happened."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from ..clauses import (
    CLAUSE_VERBS,
    HOW_START,
    NUMBER,
    TIME_START,
    has_own_subject,
    is_gerund_verb,
    starts_with_subject,
    verb_start,
    words_of,
)
from .....clinical import detect
from .....clinical.ages import AGE_DECADE, DECADE_WORDS
from .....clinical.story import LAST_WELL_ASKED, times_another_event
from ...typed_words import number_word
from ...lexicon import parse_duration
from ..memory import extends
from ..self_reference import INTRODUCTION
from ..english import bare, capitalised, join_list, as_sentence, uncapitalised, with_article
from ..state import per_episode
from ..vocabulary import BODY, TOOL
from .base import Answer
from .complaint import ComplaintMixin
from .complaint_items import HOW_LONG, SETTLED


#: A question on the course ("getting better, worse, or staying the same?"), and an answer that already tells it.
_TREND_ASKED = re.compile(r"\b(?:better|worse|improv\w*|deteriorat\w*|(?:the )?same)\b", re.IGNORECASE)
#: ("worse when I grip" is what brings it on, no change over time: bank 45, training, a course asked and that said)
_TREND_SAID = re.compile(r"\b(?:better|worse(?! (?:when|whenever|with|on|if|after|as)\b)|settled|(?<!hasn't )(?<!not )stopped|spreading|bigger|same|improv\w*)\b", re.IGNORECASE)
#: ... and one that tells which way it went ("the same" alone leaves a "has it got worse?" half answered).
_TREND_TOLD = re.compile(r"\b(?:better|worse(?! (?:when|whenever|with|on|if|after|as)\b)|settled|(?<!hasn't )(?<!not )(?<!bleeding has )stopped|spreading|bigger|improv\w*)\b", re.IGNORECASE)
_HAS_SETTLED = re.compile(r"\b(?:resolved|settled|(?:has|that's|that is) stopped|stopped now|feels? (?:ok|okay|fine|better) now|"
                          r"now feels?)\b|^(?:now )?(?:resolved|settled|stopped|improved|better|feels? (?:ok|okay|fine|better))")
#: (Not "limb_injury": a body part a pain is felt in, "chest pain going down my arm", is no injury; "trauma" marks the hurt.)
_INJURIES = ("trauma", "laceration", "head_injury", "fall", "burn", "moderate_burn", "major_burn", "sunburn",
             "animal_bite", "insect_bite", "envenomation", "puncture_wound", "deep_wound", "rib_injury", "open_fracture",
             "deformity", "assault", "road_crash", "eye_chemical", "eye_foreign_body", "splinter", "fish_hook", "glass",
             "high_risk_mechanism", "thrown_from_animal", "superficial_wound", "avulsed_tooth")
#: A complaint that names a hurt by its doing ("burned hand on an oven tray", "poked in the eye"): an injury.
_HURT_SAID = re.compile(r"\b(?:burn(?:ed|t)|bumped|fell|cut|hit|banged|twisted|sprained|jammed|crushed|scalded|poked|run over|kicked|stung|"
                        r"bitten|knocked|injur(?:ed|y))\b", re.IGNORECASE)
#: What happened once, or a need, rather than a symptom that goes on: no pattern to tell.
_EVENTS = ("overdose", "swallowed_object", "inhaled_object", "ear_foreign_body", "refill", "work_note", "med_question",
           "social", "sti_check", "tetanus_shot", "suture_removal", "wound_check", "dressing", "cast_check", "follow_up",
           "transfer", "referral", "abnormal_labs", "critical_lab", "abnormal_ecg", "abnormal_imaging", "missed_dialysis",
           "access_failed", "tube_problem", "trach_problem", "child_at_risk", "sexual_assault")
#: What goes on after a faint, so that the complaint is more than a faint that is over.
_GOES_ON = frozenset({"chest_pain", "headache", "abdominal_pain", "back_pain", "sob", "palpitations", "seizure_active", "seizure",
                      "vomiting", "bleeding", "dizzy", "weakness", "confusion"})
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

def _opening(sentence: str) -> str:
    """The first four words of a sentence, lower-cased and without fillers: where two tellings of one event meet."""
    words = [word for word in re.findall(r"[a-z']+", sentence.lower()) if word not in ("um", "uh", "er", "like", "sorry")]
    return " ".join(words[:4])



#: Two words a complaint and a story both name in a row ("monkey bars", "hockey stick"): one event told twice.
_CONTENT_PAIR = re.compile(r"(?=\b([a-z]{3,}) ([a-z]{3,})\b)")
_NOT_CONTENT = frozenset({"the", "and", "his", "her", "their", "she", "was", "has", "had", "have", "off", "from", "onto", "into",
                          "with", "for", "but", "after", "when", "while", "been", "got", "this", "that", "out"})
#: Where and when a retold story happened ("at school", "at lunchtime", "during a school match"): what it adds.
_WHERE_WHEN = re.compile(r"\b(?:(?:at|during|while) [a-z' -]+?|in [A-Z][a-z]+(?: [A-Z][a-z]+)*)(?=,| at\b| during\b| while\b| onto\b| on\b|"
                         r" into\b| by\b| from\b| with\b| and\b| in\b|[.!?]?$)")


#: What any telling of a hurt names (a fall, a limb, a knock): no news in a second telling of the same event.
_THE_HURT_ITSELF = frozenset({"fall", "trauma", "limb_injury", "head_injury", "face_struck", "high_risk_mechanism", "exertional",
                              "exertion", "sudden_onset"})


def _event_pairs(text: str) -> list[tuple[str, str]]:
    """The pairs of content words in a row that name a thing or a doing ("monkey bars"), never a place on the body
    ("left hip": the hurt, which the complaint and the story both name without telling one event twice)."""
    return [pair for pair in _CONTENT_PAIR.findall(text.lower())
            if not set(pair) & _NOT_CONTENT and not any(word in ("left", "right") or re.fullmatch(BODY, word) for word in pair)]


def _retold(mechanism: str, complaint: str) -> list[str] | None:
    """Where and when a mechanism sentence says the event happened ("at school", "at lunchtime"), when the complaint has told
    the event itself ("hurt his wrist falling off the monkey bars"); None when the mechanism tells something else. The how
    is the complaint's, said once in the patient's own words."""
    said, told = (set(_event_pairs(text)) for text in (complaint, mechanism))
    if not said & told:
        return None
    heard = {hit.concept for hit in detect(complaint) if not hit.negated}
    if {hit.concept for hit in detect(mechanism) if not hit.negated} - heard - _THE_HURT_ITSELF:
        return None  # the story names more than the complaint ("on the edge of a glass coffee table": glass to look for)
    if extends(mechanism, complaint.partition(", ")[2] if INTRODUCTION.match(complaint) else complaint):
        return None  # "he ran into a door frame at home in Cobram an hour ago": the fuller telling takes the complaint's place
    known = set(re.findall(r"[a-z]{4,}", complaint.lower()))
    places = [hit.group(0).strip() for hit in _WHERE_WHEN.finditer(mechanism)
              if not set(re.findall(r"[a-z]{4,}", hit.group(0).lower())) <= known and not re.search(rf"\b{BODY}\b", hit.group(0))]
    when = _TOLD_WHEN.search(mechanism)
    return places + ([when.group(1)] if when and not any(when.group(1) in place for place in places) else [])


#: A day the patient was last well on ("was sharp on Sunday"): the trouble came on after it.
_LAST_WELL_ON = re.compile(r"\bwas (sharp|fine|well|normal|okay|ok|(?:my|his|her|their) (?:usual|normal) self|herself|himself|myself) "
                           r"(?:on|until|till|up to|up until) ((?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|the weekend)\b")
#: A time the speaker's words give ("ten minutes ago", "since 6 am", "since yesterday morning", "this morning").
_TOLD_WHEN = re.compile(r"\b((?:\w+ )?(?:minutes?|hours?|days?|weeks?|months?) ago|(?:since )?(?:this (?:morning|afternoon|evening)|"
                        r"last night|earlier today|yesterday(?: morning| afternoon| evening)?)|since (?:\d{1,2}(?::\d\d)? ?(?:am|pm)|"
                        r"midnight|noon|lunch(?:time)?|breakfast|dinner|teatime))\b", re.IGNORECASE)

#: A time the complaint itself says ("… ten minutes ago", "since lunch", "for ten minutes"): the onset is not told again.
_WHEN_IN_COMPLAINT = re.compile(r"\b(?:minutes?|hours?|days?|weeks?|months?) ago\b|\bthis (?:morning|afternoon|evening)\b|"
                                r"\blast night\b|\bearlier today\b|\bsince (?:lunch|breakfast|dinner|teatime|yesterday|the weekend|\w+day)\b|"
                                r"\bfor (?:the (?:last|past) )?" + HOW_LONG)



#: The findings that are an injury: asked how it happened with no story of it, the patient cannot say, never "it just came on".
_AN_INJURY = frozenset({*_INJURIES, "limb_injury"})


class StoryAnswersMixin(ComplaintMixin):
    """The complaint and the story around it."""

    def _story(self) -> list[str]:
        """What a talkative patient adds unprompted: details, timing, other symptoms, how it happened."""
        mechanism = self._mechanism_sentence()
        onset = None if self._no_onset_to_tell() or self._last_fine() or not self._onset_told() else self._onset_sentence()
        if onset and _WHEN_IN_COMPLAINT.search(" ".join(self._items)):
            onset = None  # "facial droop x10min": how long is in the complaint, said already
        when = parse_duration(onset) if onset else None
        if mechanism and when and when.lower() in mechanism.lower():
            onset = None  # the time is in how it happened: told once
        pieces = [self._detail_sentence(), onset, self._assoc_list_sentence(), mechanism]
        return [piece for piece in pieces if piece]

    def _a_complaint(self) -> Answer:
        if self._threatening():
            # a man swinging a weapon does not tell the nurse politely what he has been doing (thirty-seventh read, D: "I've
            # been threatening staff with a fire extinguisher"); what he is doing is seen at the desk (``Registration``)
            # (the threat is said, so a nurse with no first look still hears the danger: the 2026-12al guard's broken bottle)
            return Answer("complaint", self._style.choice(("Stay back! I'll hurt you if you come any closer!",
                                                          "Get back! I'll hurt anyone who comes near me!",
                                                          "Get away from me! I'll hurt anyone who comes near me!")), [])
        primary = self._complaint_sentence()
        if self._brief.baseline:  # type: ignore[union-attr]  # "my oxygen usually sits at 88 to 90": before the oximeter is read
            primary = f"{primary} {as_sentence(self._v(self._brief.baseline))}"  # type: ignore[union-attr]
        extras = []
        mech = self._mechanism_sentence()
        detail = self._detail_sentence()
        # the clock is told once, and only a time the case gives is volunteered
        onset = None if self._no_onset_to_tell() or self._last_fine() or not self._onset_told() else self._onset_sentence()
        assoc = self._assoc_list_sentence(primary)
        when = parse_duration(onset) if onset else None
        if mech and when and when.lower() in mech.lower():
            onset = None  # "I went over on my ankle at netball two hours ago": its time is told, never again
        if onset and _WHEN_IN_COMPLAINT.search(primary):
            onset = None  # "oven cleaner sprayed in both eyes ten minutes ago": when is told already
        if not (self._brief.history.onset or self._brief.history.duration) and assoc:  # type: ignore[union-attr]
            onset, assoc = assoc, onset  # a time the case does not give is no news: what it does say comes first
        if mech and (places := _retold(mech, primary)) is not None:
            # "hurt his wrist falling off the monkey bars" then "He fell from the monkey bars at school onto his outstretched
            # right hand at lunchtime" (forty-fifth read, D): the one fall told once, then where and when
            when = parse_duration(onset) if onset else None
            places += [when] if when else []
            mech, onset = (as_sentence(self._v(f"it happened {' '.join(places)}")) if places else None), (None if when else onset)
        if mech and onset and _opening(mech) == _opening(onset):
            # "I slipped on a wet floor and landed on my hip" then "I slipped on a wet floor this morning": the second
            # time only its time ("It happened this morning"), or nothing
            when = parse_duration(onset)
            onset = as_sentence(self._v(f"it happened {when}")) if when else None
        for sentence in (mech, detail, onset, assoc) if mech else (detail, onset, assoc):
            if sentence:
                extras.append(sentence)
        return Answer("complaint", primary, extras)

    @per_episode
    def _threatening(self) -> bool:
        """The patient speaks, and its own complaint or story says it is threatening people now, armed or violent. Read
        once an episode: every reply and every sentence of it asks."""
        if self._companion:
            return False
        if self._complaint_says("dangerous_violence"):
            return True
        told = " ".join([*self._items, *(self._brief.history.associated_symptoms or [])])  # type: ignore[union-attr]
        return any(hit.concept == "dangerous_violence" and not hit.negated for hit in detect(told)) or (
            self._complaint_says("aggression") and bool(re.search(r"\bwith (?:a|an|the|his|her) [\w -]+$", self._items[0] if self._items else "")))

    # age, name

    def _a_age(self) -> Answer:
        age = self._brief.age  # type: ignore[union-attr]
        if age is None:
            # The case does not say: an age that fits the persona, and the complaint (a pregnancy
            # is never told by a woman of 80).
            ranges = {"child": (6, 11), "adolescent": (13, 17), "young_adult": (19, 30), "middle_aged": (40, 60),
                      "older_adult": (68, 85)}
            # a row that records no age and names nothing only a child has is an adult's (clinical/data/ages.yaml): a
            # child persona on a MIMIC row is a young adult, never "I'm 9" after a house fire
            group = self.persona.age_group if self.persona.age_group not in ("child", "adolescent") else "young_adult"
            low, high = ranges[group]
            if self._complaint_says("pregnant", "obstetric", "ectopic", "postpartum"):
                low, high = max(low, 19), min(max(high, 24), 40)
                low = min(low, high)
            age = self._fact("age", lambda rng: rng.randint(low, high))
        if age < 2:  # an infant's or a toddler's age is said in weeks or months, as parents do ("fourteen months")
            months = round(age * 12)
            said_months = number_word(months) if months <= 20 else str(months)  # "twenty-three" would be heard as three
            weeks = round(age * 52)
            # under two weeks in days ("ten days old"), never "one weeks old" (twenty-third read)
            spoken = (f"{said_months} months old" if months >= 2 else f"{number_word(weeks)} weeks old" if weeks >= 2
                      else f"{number_word(max(1, round(age * 365)))} day{'s' if round(age * 365) > 1 else ''} old")
            return Answer("age", self._fill("{S}'s ") + f"{spoken}." if self._companion else f"I'm {spoken}.")
        age = int(age)
        if decade := re.search(AGE_DECADE, self._brief.chief_complaint, re.IGNORECASE):  # type: ignore[union-attr]
            # a row that gives only the decade: the decade, never a made-up year ("in her 90s": "she's in her nineties")
            said = f"{(decade.group(1) + ' ').lower() if decade.group(1) else ''}{DECADE_WORDS[int(decade.group(2)) - 1]}"
            return Answer("age", self._fill("{S}'s in {pos} ") + f"{said}." if self._companion else f"I'm in my {said}.")
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
        if (clock := self._last_fine()) is not None:
            return clock  # "LAST KNOWN WELL 0650": the stroke's clock is the onset, never an invented "an hour ago"

        def invent(rng: random.Random) -> str:
            if (told := self._onset_in_items()) is not None:
                return told
            for clause in re.split(r"[.;]", self._known_text()):
                # a time the story tells of the act itself ("swallowed about forty paracetamol tablets three hours ago"),
                # never an invented "since last night" (thirty-third read)
                if (ago := _TOLD_WHEN.search(clause)) and (not times_another_event(clause[: ago.start()])
                                                            or any(hit.concept == "overdose" and not hit.negated for hit in detect(clause))):
                    return ago.group(1)  # the tablets of an overdose are the event, never a treatment it dates
            if re.search(r"\bchronic\b|\blong-?standing\b|\bongoing for\b", self._lay, re.IGNORECASE):
                return rng.choice(("a few months ago", "a couple of years ago"))  # never "an hour ago" for chronic pain
            if self._complaint_says("seizure_active", "cardiac_arrest"):
                return "a few minutes ago"  # a fit still going on or a heart that stopped: never hours
            if self._companion and re.search(r"\bfound\b", " ".join([self._lay, *self._items]), re.IGNORECASE):
                return "nobody knows exactly, I was like this when I was found"  # the finder cannot say when it began
            if self._acute():
                return rng.choice(("about an hour ago", "a couple of hours ago", "a few hours ago", "earlier today"))
            return rng.choice(("yesterday", "since last night", "a couple of days ago", "about three days ago"))

        return self._fact("onset", invent)

    def _onset_in_items(self) -> str | None:
        """A time the complaint's own items tell ("WATERY DIARRHEA WEEK 2": "for 2 weeks"), or ``None``."""
        # the items as said too (2026-12ac terse, training: "since last night" for two weeks of diarrhoea)
        for clause in re.split(r"[,;]|\band\b|\bnow\b", ", ".join([self._lay, *self._items])):
            if well := _LAST_WELL_ON.search(clause):
                # "was sharp on Sunday": fine then, and it came on since, never "nobody knows exactly" (2026-12aw terse, training)
                return f"I was {well.group(1)} on {well.group(2)}, it came on some time after that"
            if started := re.match(r"\s*it started ((?:at|when|after|on|this|last|yesterday)\b.*)$", clause, re.IGNORECASE):
                return f"it started {started.group(1).strip()}"  # "started midmorning" typed: that, never an invented "since last night"
            # the first time said of the problem: "LMP 7 wks ago", "hernia repair 4 days ago", "back from Ghana 10
            # days ago" date something else (round 2026-12o, training: "It started seven weeks ago" for pain since 6)
            ago = _TOLD_WHEN.search(clause)
            if ago and not times_another_event(clause[: ago.start()]):
                return ago.group(1)  # "sprayed in both eyes ten minutes ago": that time, never an invented "yesterday"
            duration = re.search(r"for ((?:\w+ )?(?:minutes?|hours?|days?|weeks?|months?)|years)\b", clause, re.IGNORECASE) or \
                re.search(r"(?<![x#/])\b((?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:minutes?|hours?|days?|nights?|weeks?|months?))\b"
                          r"(?! ago| old| pregnant| postpartum| post| after)", clause, re.IGNORECASE)  # "LLQ pain 4 days" (2026-12r read); "10 days after c-section" dates the operation (thirty-second read)
            # "VB at 8 weeks": a pregnancy's weeks, never eight weeks of bleeding (twenty-second read)
            at_weeks = duration is not None and re.search(r"\b(?:at|@)\s*$", clause[: duration.start()], re.IGNORECASE)
            if duration and not at_weeks and not times_another_event(clause[: duration.start()]):
                unit = duration.group(1).lower()
                if unit in ("years", "hours", "days", "weeks", "months", "minutes"):  # "crying for hours": no number told
                    return f"a few {unit} ago"
                return f"about {re.sub('night', 'day', duration.group(1))} ago"
            # a part of the day said with it ("fever tonight", "rash this morning"): that, never an invented "a couple of
            # days ago" (2026-12ag terse, training: a chemotherapy patient's fever tonight)
            day = re.search(r"\b(tonight|this (?:morning|afternoon|evening)|overnight|last night|earlier today)\b", clause, re.IGNORECASE)
            if day and not times_another_event(clause[: day.start()]):
                return {"tonight": "this evening"}.get(day.group(1).lower(), day.group(1).lower())
        return None

    def _onset_told(self) -> bool:
        """The case gives a time, so the patient may volunteer it; an invented one waits to be asked (before the 2026-12af
        round: "my sugar was 48. It's been going on since last night")."""
        history = self._brief.history  # type: ignore[union-attr]
        return bool(history.onset or history.duration or self._last_fine() or self._onset_in_items())

    def _last_fine(self) -> str | None:
        """The complaint's "I was last fine at 6:50 am" (a registration row's LKW), as said."""
        return next((found.group(0) for item in self._items if (found := re.search(r"\bI was last fine at [^,;.]+", item))), None)

    def _acute(self) -> bool:
        brief = self._brief
        assert brief is not None
        story = " ".join(brief.history.associated_symptoms or [])
        if any(hit.concept in ("thunderclap", "sudden_onset") and not hit.negated for hit in detect(story)):
            return True  # "the worst headache of my life", "it came on suddenly": never "a couple of days ago"
        if self._complaint_says("road_crash", "high_risk_mechanism", "fall", "trauma", "assault", "sudden_onset", "thunderclap",
                                # a hook still in the thumb, a part cut off, a fresh wound or burn: today's (thirty-sixth read, A:
                                # "about three days ago" for a man come straight from the jetty)
                                "fish_hook", "amputation", "laceration", "deep_wound", "animal_bite", "burn", "electrical_injury",
                                # a joint out of place (2026-12ax narrative, training: "about three days ago" for a shoulder out
                                # at basketball)
                                "deformity"):
            return True  # an injury told without its time is hours old, never "a couple of days ago" (seventeenth read: a rollover)
        if self._complaint_says("chest_pain", "cardiac_features", "stroke", "syncope", "seizure", "gi_bleed", "envenomation", "anaphylaxis",
                                # tablets taken are hours old (thirty-fifth read, A: "a couple of days ago", then "a few hours ago")
                                "overdose", "household_poison", "drowning"):
            return True  # a chest tightness on the stairs told without its time is today's (twenty-fourth read: "three days ago")
        return (brief.pain or 0) >= 7 or self._companion or bool(
            re.search(
                r"arrest|unrespons|seiz|stab|crash|fall|overdose|chest pain|short of breath|bleed|blood|injur|cut on|broken|"
                r"faint|allergic|reaction|swelling|weakness|slurred|hit my head|gunshot|hit by|struck|run over|knocked down|"
                r"assault|punched|shot\b|burn|fire\b|crush|numb|(?:foot|hand|leg|arm) is cold|\bfit\b|knocked out|collaps|"
                r"passed out|blacked out|took (?:some|an? overdose|\d+)|swallowed|sting|stung|bitten|\bbites?\b|cut\b|"
                # a heart that races now, something stuck or crawled in, a joint twisted or out, a tube out (read of the
                # 2026-12m runs: "it started a couple of days ago" for a bug buzzing in the ear)
                r"palpitat|racing|pounding|heart (?:is )?beating fast|crawled|stuck|yank|twist|sprain|dislocat|popped out|"
                r"fell out|came out|jammed|(?:double|extra|second) dose|by mistake",
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
        elif TIME_START.match(low) and re.search(r"\bago\b", low) and self._complaint_says("refill", "med_question"):
            # an errand began nowhere: how long it has been ("I forgot my blood pressure tablets", the forty-first read, D: "It
            # started two days ago")
            sentence = self._v("it's been ") + re.sub(r"\s*\bago\b", "", fact) + " now"
        elif TIME_START.match(low):
            if re.search(r"\bago\b", low) or not re.match(r"^(?:(?:about|around|roughly|approximately|nearly|almost|over|"
                                                           r"under|at least|less than|more than|only)\s+)?" + NUMBER + r"\s", low):
                # "about an hour ago…", "this morning at netball"; an injury happened, it did not start
                sentence = self._v("it happened " if self._injured() or self._fainted() or self._an_event() else "it started ") + fact
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
        last_well = self._brief.last_well  # type: ignore[union-attr]
        if last_well and LAST_WELL_ASKED.search(self._question):
            # when last seen normal, as the story tells it, then when it was noticed (the forty-second read, B: a stroke's
            # last-known-well answered with the time the droop was seen)
            return Answer("onset", f"{as_sentence(self._c(last_well))} {self._onset_sentence()}")
        extras = []
        pattern = self._pattern_sentence(derived_only=True)
        onset = self._brief.history.onset or ""  # type: ignore[union-attr]
        if pattern and not re.search(r"getting (?:worse|bigger|more|increasingly)|more and more|spreading|comes and goes|nearly stopped",
                                     onset, re.IGNORECASE):
            extras.append(pattern)  # a course told with the onset ("two days ago, and it has been getting worse") once
        mech = self._mechanism_sentence()
        if mech:
            extras.append(mech)
        how = self._how_it_began()  # "all at once or build up?" is part of the answer (answers/specific.py)
        return Answer("onset", f"{self._onset_sentence()} {how}" if how else self._onset_sentence(), extras)

    def _fainted(self) -> bool:
        """The complaint is a faint that is over (its first item, and no pain, breathlessness or fit that goes on in any
        item): it happened."""
        if not self._items or not any(hit.concept == "syncope" and not hit.negated for hit in detect(self._items[0])):
            return False
        told = {hit.concept for item in self._items for hit in detect(item) if not hit.negated}
        return not told & _GOES_ON

    def _an_event(self) -> bool:
        """A fit that is over, or a sex that may have exposed the patient: it happened at a moment, it did not start."""
        # (a coin or a battery swallowed too: it happened, 2026-12ag narrative, training)
        return self._complaint_says("seizure", "sti_check", "swallowed_object") and not self._complaint_says("seizure_active")

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
        # (the complaint's own "comes in waves" too: 2026-12ay narrative, training, "It's been steady" of a colic in waves)
        own = " ".join(t for t in (history.onset, history.character, history.duration, self._lay) if t).lower()
        if re.search(r"comes and goes|come and go|in waves|on and off|coming and going|spells|came back", own):
            # waves are a colic's; what only came on and off beside the complaint (black stools "on and off" beside two
            # months of tiredness) is no pattern of the complaint (2026-12ax narrative, training: "It comes and goes, in waves")
            return self._v("It comes and goes, in waves." if re.search(r"\bwaves?\b", own) else "It comes and goes.")
        if re.search(r"\b(?:nearly|almost|mostly) stopped\b", text):
            return self._v("It's nearly stopped now.")
        if re.search(r"back to (?:my|his|her|their) usual self since", text):  # a spell that is over (2026-12aq ATS, training)
            return self._v("It's over now, and I've been back to my usual self since.")
        if re.search(r"feel fine now|stopped for now|has stopped|healing well", text) or _HAS_SETTLED.search(
                " ".join(self._items[1:] if SETTLED.match(self._items[0].lower()) else self._items).lower()):
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
        if re.search(r"keeps getting|getting worse|worse today|got (?:much |really )?(?:worse|bad)|getting sharper|"
                     r"getting (?:more|increasingly) (?!comfortable|settled|relaxed|able)\w+|more and more|worse and worse", text):
            return self._v("It's there all the time, and it's been getting worse.")  # steady or in waves? steady
        if re.search(r"\bconstant\b", text):
            return self._v("It's been constant since it started.")
        only = self._only_when()
        if only:
            return only
        if derived_only:
            return None
        if self._complaint_says("seizure") and not self._complaint_says("seizure_active", "unresponsive", "cardiac_arrest"):
            # a fit that has stopped is over, never "like this the whole time" (twenty-second read: a fit of two minutes,
            # now alert, and a febrile fit of a minute)
            return self._fill("The fit's over now, and {s} has come round since.") if self._companion \
                else self._v("The fit's over now, and I've come round since.")
        if self._mute:
            return self._fill("{S}'s been like this the whole time.")
        if self._complaint_says(*_EVENTS) or any(hit.concept in _EVENTS and not hit.negated
                                                 for item in brief.history.associated_symptoms or [] for hit in detect(item)):
            # an overdose, a swallowed battery, a prescription run out: nothing that comes and goes
            return self._v("It's not really something that comes and goes.")
        if self._fainted():
            # a faint is over when it is told: never "steady, it hasn't gone away" (thirteenth read, after the 2026-12o
            # measurement: a 30-second faint mid-rally)
            return self._fill("It was over quickly; {s} came round after a short while.") if self._companion \
                else self._v("It was over quickly; I came round after a short while.")
        if self._injured():
            return (self._fill("{S}'s been sore ever since it happened.") if self._companion
                    else "It's been sore ever since it happened.") if (brief.pain is None or brief.pain > 0) \
                else self._v("It's been the same since it happened.")
        if self._complaint_says(*_EPISODIC):
            return self._v("It keeps coming back, on and off.")
        if (brief.pain or 0) == 0 and not self._acute():
            return self._v("It's pretty much the same all the time.")
        if self._acute():
            # there all along, said as such: an answer to "steady, or in waves?"
            options = ("It's been constant since it started.", "It's been steady, it hasn't gone away since it started.",
                       "It's been constant, there ever since it started.")
        else:
            options = ("It's been pretty steady.", "It's steady, about the same all day.", "It's pretty constant, most of the time.")
        return self._fact("pattern", lambda rng: self._v(rng.choice(options)))

    def _injured(self) -> bool:
        """The problem is an injury: the case tells how it happened, or the complaint names one."""
        return bool(self._brief.history.mechanism) or self._complaint_says(*_INJURIES) or any(  # type: ignore[union-attr]
            _HURT_SAID.search(item) for item in self._items)

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
        sentence = self._pattern_sentence() or self._v("It's there all the time.")
        if _TREND_ASKED.search(self._question) and not _TREND_SAID.search(sentence):
            # "getting better, worse, or the same?": a case that says nothing of a change has none to tell
            sentence = as_sentence(f"{bare(sentence)}, and it's about the same, no better and no worse")
        elif _TREND_ASKED.search(self._question) and not _TREND_TOLD.search(sentence):
            # "has it got worse?" to "pretty much the same all the time": said outright, no better and no worse
            # ("sore since it happened, no better and no worse, but the bleeding has stopped now")
            head, but, tail = bare(sentence).partition(", but ")
            sentence = as_sentence(f"{head}, no better and no worse{but}{tail}")
        return Answer("pattern", sentence)

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
        # (the bottom a head hit is the pool's: "I hit my head on the bottom", twenty-seventh read)
        # (a body word naming a thing is the thing's: "the back door of the family car", "the arm rest": 2026-12aj ATS, training)
        text = re.sub(r"\bthe ((?:left |right )?" + BODY + r")\b(?! of)(?!\s+(?:door|seat|garden|yard|step|porch|wheel|gate|room|"
                      r"window|lane|road|row|rest|board|rail|pedal|brake)s?\b)", r"my \1", text, flags=re.IGNORECASE) \
            if not re.search(r"\bhead on the bottom\b", text, re.IGNORECASE) else text
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
        if first[:1].isdigit() and not re.match(r"\d+ of\b", text):
            return f"it's a {text}"
        if re.match(r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|a few|several|half) of\b", text):
            return capitalised(text)  # "three of the amlodipine tablets are missing" (before the 2026-12ao round)
        if first.endswith("ed") or first in ("fell", "came", "ran", "hit", "got", "went", "caught", "cut", "burnt", "took",
                                             "lost", "stood", "bent", "swallowed", "was", "had", "jumped", "tripped"):
            return f"I {text}"
        return f"The {text}"

    _own_story: Callable[[frozenset[str]], str | None]  # SensitiveAnswersMixin: a sentence of the story that says a concept

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
            # (a burn on a named thing: 2026-12ax terse, training, "burned back of right hand on the oven rack", then "not sure how")
            r"assault\w*|attacked|burnt by|burned|burnt|flared|exploded|blew up|caught fire|went up in flames|swung|pulled|poured|"
            # (thirty-second read: "I'm not sure exactly how I did it" after "hot oil splash to hand", "stubbed toe", a chainsaw)
            r"splash\w*|splatter\w*|stubbed|jammed|trapped|slammed|shut|dropped|sprayed|chainsaw|saw|grinder|drill|nail gun|"
            r"kicked back|scratched|grazed|sliced|chopped|"
            # (2026-12au terse, training: "I'm not sure exactly how I did it" after "something blew into my right eye on a walk")
            r"blew|blown|flew|flown|flicked|got (?:in|into)|"
            # (a 2026-12aq terse row, training: "I'm not sure exactly how I did it" after a 480-volt shock)
            r"shock|electrocuted|zapped|"
            # work that throws a speck (2026-12al, training: "Metal in the eye from grinding" told "I'm not sure how I did it")
            r"grinding|welding|hammering|drilling|sanding|chiselling|chiseling|"
            r"at (?:work|school|training|the gym|netball|footy|rugby|soccer|football|cricket|"
            r"basketball|hockey|the park|the playground|playground))\b", re.IGNORECASE)
        told_how = [item for item in self._items if how.search(item) or TOOL.match(item.strip())]
        if told_how:
            return Answer("mechanism", as_sentence(self._v(join_list([self._clause_of_its_own(item) for item in told_how]))))
        if self._complaint_says(*_AN_INJURY) or self._own_story(_AN_INJURY):
            # (a cut the story adds to the complaint is an injury too: the thirty-ninth read, A, "Nothing happened as such, it just
            # came on by itself" of a child found wandering with a cut foot)
            # an injury the case tells nothing more of: said plainly, without a story the case does not hold
            return Answer("mechanism", self._fill("I didn't see exactly how {s} did it.") if self._companion
                          else "I'm not sure exactly how I did it.")
        return Answer("mechanism", self._v("Nothing happened as such, it just came on by itself."))
