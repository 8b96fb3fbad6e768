"""A case told in prose, as the episode receives it (``data/presenting.yaml``).

Teaching vignettes tell the story in a clinician's third-person prose ("A 12-day-old girl has been
feeding poorly since this morning; at triage she is mottled and hard to wake"). No agent reads
that prose. The environment turns it into what each side would have at a real triage desk: the
nurse's first look (what shows without asking), and the patient's own account in lay words (each
finding the prose asserts for the patient, said through ``clinical.lay``), with a temperature
taken at home and the onset. Which findings count is decided by meaning (``clinical.context``):
"her usual confusion", "the GP can't see her" and "no vomiting" are not told as new problems.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .ages import age_in_digits
from .barrier import strip_measurements
from .concepts import ERRANDS, LABELS, ROLES, detect
from .lay import lay_for
from .picture import fahrenheit, number_said, number_value, reported_measurements
from .speakers import NO_HISTORY, companion_in
from .story import narrative_course, narrative_mechanism, own_sentences, prose_sentences
from .tables import ClinicalTableError, load_table, pattern_table
from .vitals import THRESHOLDS

__all__ = ["SEEN", "spit_only", "seen_at_a_glance", "seen_in_complaint", "told_findings", "denied_findings", "reported_temperature",
           "reported_glucose", "HELD_BY", "gestation", "gestations", "usual_oxygen", "told_usual_oxygen", "last_chemotherapy", "late_period", "LATE_PERIOD", "GLUCOSE_READING", "LAST_CHEMO", "cannot_give_history", "pain_free_now"]

SEEN: frozenset[str] = frozenset(load_table("presenting.yaml")["seen"])

_SAID_NORMAL = [{"pattern": re.compile(entry["pattern"], re.IGNORECASE), "denies": entry["denies"]}
                for entry in load_table("presenting.yaml")["said_normal"]]
_HYPOTHERMIA_BELOW_F = THRESHOLDS["temp_hypothermia_below"]  # °F, vitals.yaml's cut-off
_AT_HOME = re.compile(r"\bat home\b|\bhome\b|\bmeasured\b|\btook\b|\bchecked\b|\bthermometer\b|\breported?\b|\bsays?\b",
                      re.IGNORECASE)


_USUAL_STATE = re.compile(load_table("presenting.yaml")["usual_state"], re.IGNORECASE)
_CHANGED = re.compile(load_table("presenting.yaml")["changed"], re.IGNORECASE)
_CLAUSE = re.compile(r",\s*(?:and|but|while)\s+|\s+but\s+|;\s*|\s+while\s+", re.IGNORECASE)


def _usual(sentence: str, companion: str | None) -> set[str]:
    """The concepts a sentence names only in a clause that gives them as the person's usual state
    ("at his usual baseline, pleasant and disoriented to date"), not as a change."""
    usual: set[str] = set()
    changed: set[str] = set()
    for clause in _CLAUSE.split(sentence):
        concepts = {hit.concept for hit in detect(clause, companion) if not hit.negated}
        if _USUAL_STATE.search(clause) and not _CHANGED.search(clause):
            usual |= concepts
        else:
            changed |= concepts
    return usual - changed


#: A temperature listed among normal signs ("His temperature, heart rate and breathing rate are within normal limits"): no
#: fever, however far down the list the "normal" comes (twenty-ninth read: "He's had a high temperature" for a newborn).
_NORMAL_TEMPERATURE = re.compile(r"\btemperature\b[\w ,]{0,60}?\b(?:is|are|was|were)(?: all| both)? (?:within normal limits|normal|fine|"
                                 r"unremarkable)\b", re.IGNORECASE)


@lru_cache(maxsize=512)  # read by told_findings, denied_findings and seen_at_a_glance for one brief: compiled once
def _present(text: str) -> tuple[tuple[str, str], ...]:
    """(concept, sentence) for each concept the prose asserts for the patient, in order, once each.
    The prose is read from the side of whoever it says came with the patient: "the mother says her
    daughter took 20 tablets" is the patient's overdose when the girl came with her mother. What a
    clause gives as the person's usual state is no finding of today's."""
    found: dict[str, str] = {}
    companion = companion_in(text)
    for sentence in prose_sentences(text):
        # A temperature said with its number is read by the number (``picture.reported_measurements``,
        # the one reading of temperatures): "Temperature 37.6 °C" is no fever.
        afebrile = any(finding.status == "negated" for finding in reported_measurements(sentence, companion=companion)) \
            or bool(_NORMAL_TEMPERATURE.search(sentence))
        usual = _usual(sentence, companion) if _USUAL_STATE.search(sentence) else set()
        for hit in detect(sentence, companion):
            if hit.negated or (afebrile and hit.concept == "fever") or hit.concept in usual:
                continue
            if hit.concept not in found:
                found[hit.concept] = sentence
            elif (hit.concept in SEEN and not _seen_outside_quotes(hit.concept, found[hit.concept])
                  and _seen_outside_quotes(hit.concept, sentence)):
                # felt it "pop out" (quoted, heard), then "the shoulder looks squared off" (seen): the sign is the
                # sentence that shows it (round 2026-12l, training)
                found[hit.concept] = sentence
    return tuple(found.items())


#: What the prose says that leaves the patient unable to tell its own story: a finding of ``speakers.NO_HISTORY``, or
#: words that cannot get out ("cannot speak", "only mumbles"). Someone else answers the nurse then, even when the prose
#: names no one.
_SPEECHLESS = re.compile(r"\b(?:cannot|can'?t|unable to|could not|couldn'?t|is not able to) (?:speak|talk|get (?:his|her|their|any) "
                         r"words out)\b|\bonly (?:mumbles|moans|groans)\b|\bincoherent\b|\bno (?:speech|words)\b|"
                         r"\bonly (?:groaning|moaning|grunting) (?:sounds|noises)\b|"
                         # round 2026-12k (training): "unable to answer questions beyond a moan", "she does not speak"
                         r"\b(?:unable to|cannot|can'?t|could not|couldn'?t|does not|doesn'?t) answer (?:\w+ ){0,2}(?:beyond|except with|"
                         r"other than with|apart from) (?:a |the odd )?(?:moan|groan|grunt|mumble)|"
                         r"\b(?:does not|doesn'?t|will not|won'?t) (?:speak|talk)\b(?! (?:english|much|the language|about|of|\w+ well))|"
                         # a child who does not use speech (2026-12u, training): the escort says what they see
                         r"\b(?:does not|doesn'?t|cannot|can'?t) use (?:speech|words)\b|\bnon-?verbal\b",
                         re.IGNORECASE)


_PAIN_FREE = re.compile(load_table("presenting.yaml")["pain_free_now"], re.IGNORECASE)


_PAIN_WORDS = pattern_table(load_table("presenting.yaml").get("pain_words"), "clinical/data/presenting.yaml, field 'pain_words'",
                            "score", lambda score: isinstance(score, int) and 0 <= score <= 10, "a whole number 0-10")


def pain_in_words(text: str | None) -> int | None:
    """The 0-10 score a prose case's words for the pain give ("a severe frontal headache": 8), when it
    records no number; None when it does not say how bad. A denied pain ("no severe pain") says nothing."""
    for sentence in own_sentences(text):
        for pattern, score in _PAIN_WORDS:
            found = pattern.search(sentence)
            if found and not re.search(r"\b(?:no|not|without|denies)\s+(?:\w+\s+)?$", sentence[:found.start()], re.IGNORECASE):
                return score
    return None


def pain_free_now(text: str | None) -> bool:
    """The prose says the patient has no pain now ("he is pain-free now"), in its own sentences."""
    return any(_PAIN_FREE.search(sentence) and not re.search(r"\bnot pain[- ]free\b", sentence, re.IGNORECASE)
               for sentence in own_sentences(text))


def cannot_give_history(text: str | None) -> bool:
    """The prose says the patient cannot answer for itself now (not as its usual state)."""
    if not text:
        return False
    return any(concept in NO_HISTORY for concept, _ in _present(text)) or any(
        _SPEECHLESS.search(sentence) for sentence in own_sentences(text))


#: Words in quotation marks: what someone says ("she says she 'cannot breathe'"), heard, not seen.
_QUOTED = re.compile(r"['\"\u2018\u201c][^'\"\u2019\u201d]{2,80}['\"\u2019\u201d]")


def _seen_outside_quotes(concept: str, sentence: str) -> bool:
    """The finding shows in the sentence's own words, not only inside what someone is quoted as saying."""
    if not _QUOTED.search(sentence):
        return True
    return any(hit.concept == concept and not hit.negated for hit in detect(_QUOTED.sub("", sentence)))


#: Blood found at home ("woke to find the sheets soaked with bright red blood"): what the patient tells, not a sight at the
#: desk (2026-12aw narrative ESI, training).
_FOUND_AT_HOME = re.compile(r"\bwoke (?:up )?to find\b|\bfound (?:the |her |his |their |my )?(?:sheets?|bed|bedding|clothes|pyjamas|"
                            r"nightie|underwear)\b", re.IGNORECASE)
_LEFT_BEHIND = frozenset({"bleeding", "bleeding_heavy"})


def seen_at_a_glance(text: str | None) -> str | None:
    """The sentences of the prose that show what a nurse sees without asking, numbers taken out."""
    if not text:
        return None
    # (a spell of seconds that is over is no sight at triage: "went floppy, pale and blue around the mouth for about twenty
    # seconds", a pink, kicking baby sent to resuscitation; 2026-12aq ATS, training)
    sentences = list(dict.fromkeys(sentence for concept, sentence in _present(text)
                                   if concept in SEEN and _seen_outside_quotes(concept, sentence) and not _spell_over(sentence)
                                   and not (concept in _LEFT_BEHIND and _FOUND_AT_HOME.search(sentence))))
    seen = " ".join(strip_measurements(sentence).strip() for sentence in sentences)
    return seen or None


#: Spit that is not swallowed, said without a noise or a swelling of the airway ("drooling a bit", "can't swallow my own spit").
_ONLY_SPIT = re.compile(r"\b(?:drool\w*|dribbl\w*|spit\w*|saliva)\b", re.IGNORECASE)
_NOISY_AIRWAY = re.compile(r"\b(?:stridor|noisy|whistl\w*|gurgl\w*|snor\w*|tight|closing|swell\w*|swollen|soot|singed|chok\w*|clutch\w*)\b",
                           re.IGNORECASE)


def spit_only(quote: str) -> bool:
    """Whether what was heard of the airway is only spit not swallowed, with no noise, tightness or swelling: seen so at the
    desk ("Drooling.", never "Throat swelling / noisy breathing."), and a later quote that says more takes its place (the
    nurse's ``_listen``), so "drooling" then "noisy breathing" is the noise (2026-12av terse, training)."""
    return bool(_ONLY_SPIT.search(quote)) and not _NOISY_AIRWAY.search(quote)


def seen_in_complaint(complaint: str | None) -> str | None:
    """What a registration row's complaint shows at a glance ("S/P FALL, GCS 6": unresponsive), in the
    concept's own words, never the chart's: the first look of a terse row that has no prose."""
    if not complaint:
        return None
    hits = [hit for hit in detect(complaint) if not hit.negated]
    seen = [concept for concept in dict.fromkeys(hit.concept for hit in hits)
            if concept in SEEN and any(hit.concept == concept for hit in detect(LABELS[concept]))]
    spit = all(spit_only(hit.quote) for hit in hits if hit.concept == "airway")
    return (" ".join("Drooling." if concept == "airway" and spit else LABELS[concept].capitalize() + "." for concept in seen)) or None


#: What a fixed false belief holds, as a story tells it ("insists the baby has been swapped"): said in the patient's words
#: even where the complaint already named the psychosis as "strange ideas" (before the 2026-12av round: the swap went unsaid
#: once "barely slept" no longer denied it).
_A_BELIEF_TOLD = re.compile(r"\b(?:swapped|switched|replaced|impostors?|poison\w*|bugged|microchip\w*|tracking)\b", re.IGNORECASE)


def told_findings(text: str | None, *, known: frozenset[str] = frozenset()) -> list[str]:
    """What the patient's side tells of the prose, in lay words, one clause per finding: the
    presentations and minor complaints it asserts for the patient, less those ``known`` already
    (the chief complaint's) and those no lay words exist for."""
    if not text:
        return []
    told = []
    told_how = narrative_mechanism(text) is not None
    course = narrative_course(text)
    present = _present(text)
    wounded = bool(({concept for concept, _ in present} | known) & _A_WOUND)
    asserted = {concept for concept, _ in present} | known
    ruled_out = {hit.concept for sentence in prose_sentences(text) for hit in detect(sentence) if hit.negated}
    for concept, sentence in present:
        if concept == "deep_wound" and not wounded:
            continue  # a deep burn or a deep breath is no deep cut
        if asserted & HELD_BY.get(concept, frozenset()):
            continue  # a burn's blisters are the burn, never "I've got a rash" (presenting.yaml, held_by)
        if concept == "bleeding" and course is not None and course.bleeding:
            continue  # "the bleeding has nearly stopped" is told (as the course), never "I'm bleeding"
        # Presentations and minor complaints, and a background finding with lay words of its own
        # (sweating with a chest pain): what the patient would say it has.
        if concept in known and not (concept == "psychosis" and _A_BELIEF_TOLD.search(sentence)) or ROLES.get(concept) == "location":
            continue  # (what a fixed belief holds is told, whatever the complaint called it: "strange ideas since the birth")
        if concept == "trauma" and known & (_AN_INJURY | ERRANDS):  # (an errand's healed sprain: 2026-12ao ATS, training)
            continue  # "dog bite to the face": the bite is the injury, "I've injured myself" adds nothing
        if concept == "trauma" and ruled_out & {"trauma", "fall"}:
            continue  # "he has had no fall": a hip that hurts to move is no injury (the 2026-12ap ATS read: "he's got an injury")
        if concept == "trauma" and told_how:
            continue  # how it happened is told as the story tells it ("I fell about 3 metres from a ladder"): "I've injured myself" adds nothing
        words = lay_for(concept)
        if words is not None:
            say = words.said_for(sentence)
            if _spell_over(sentence):  # a spell of seconds: "my lips went blue for a moment", a spell the nurse hears as over
                say = f"{in_the_past(say)} for a moment"
            elif _BACK_TO_NORMAL.search(sentence):  # "slurring when we woke up, but back to normal now": was, and is over
                say = f"{in_the_past(say)} earlier"  # "my speech was slurred earlier": over (never "back to normal": "back" is a site)
            told.append(say[:1].lower() + say[1:] if not say.startswith(("I ", "I'")) else say)
    return list(dict.fromkeys(told))


#: A sentence that says what it told is over ("he was slurring when they woke, but he seems back to normal now"):
#: the finding stays heard (a resolved slur is still a warning), and is told in the past.
#: A spell of seconds ("went floppy, pale and blue around the mouth for about twenty seconds": 2026-12aq ATS, training, told as
#: "his lips have gone blue" of a pink, kicking baby, and seen at a glance): over, told in the past and not seen now.
_SPELL = re.compile(r"\bfor (?:about |around |roughly |maybe |only |just )?(?:a (?:moment|second|few seconds|split second)|"
                    r"(?:a few|ten|fifteen|twenty|thirty|forty|\d+) seconds)\b", re.IGNORECASE)
#: What keeps a spell going: "fitted for thirty seconds and is still unresponsive" is no spell that is over.
_GOING_ON = re.compile(r"\b(?:still|remains?|remained|continues?|continuing|persists?|persisting|ongoing|since then|yet to)\b", re.IGNORECASE)


def _spell_over(sentence: str) -> bool:
    """Whether a sentence tells a spell of seconds that is over (and nothing in it still going on)."""
    return bool(_SPELL.search(sentence)) and not _GOING_ON.search(sentence)


_BACK_TO_NORMAL = re.compile(r"\bbut (?:he|she|they|it|i)(?:'s| is| are| seems?| seemed| has| have)? (?:\w+ )?"
                             r"(?:back to normal|back to (?:his|her|their|my) (?:normal|usual)(?: self)?|resolved|gone)\b",
                             re.IGNORECASE)
_PAST = ((re.compile(r"^I'm "), "I was "), (re.compile(r"^I've got "), "I had "), (re.compile(r"^I've been "), "I was "),
         (re.compile(r"^I can't "), "I couldn't "), (re.compile(r"^(My [\w ]+?) (?:is|are) "), r"\1 was "),
         (re.compile(r"^(My [\w ]+?) (?:has|have) "), r"\1 had "))


def in_the_past(say: str) -> str:
    """A present-tense lay clause ("My speech is slurred", "I'm dizzy") said of what is over ("My speech was slurred")."""
    for pattern, past in _PAST:
        if pattern.search(say):
            return pattern.sub(past, say, count=1)
    return say


#: What a deep wound is a depth of: a cut, a bite, a puncture.
_A_WOUND = frozenset({"laceration", "animal_bite", "puncture_wound"})
#: Findings a presentation already holds (presenting.yaml, ``held_by``).
def _held_by(table: object) -> dict[str, frozenset[str]]:
    where = "clinical/data/presenting.yaml, field 'held_by'"
    if not isinstance(table, dict):
        raise ClinicalTableError(f"{where}: expected a mapping of a finding to the presentations that hold it")
    held: dict[str, frozenset[str]] = {}
    for concept, holders in table.items():
        if not isinstance(holders, list) or not holders or not all(isinstance(holder, str) for holder in holders):
            raise ClinicalTableError(f"{where}, entry {concept!r}: expected a list of concepts, got {holders!r}")
        unknown = sorted({concept, *holders} - LABELS.keys())
        if unknown:
            raise ClinicalTableError(f"{where}, entry {concept!r}: {unknown} not concepts of concepts.yaml")
        held[concept] = frozenset(holders)
    return held


HELD_BY = _held_by(load_table("presenting.yaml").get("held_by"))
#: Complaints that are an injury by their own words: "I've injured myself" would only repeat them (a
#: "thumb pain" or "back pain" is not: there the injury is news).
_AN_INJURY = frozenset({"animal_bite", "laceration", "head_injury", "burn", "moderate_burn", "major_burn", "fall", "assault",
                        "deformity", "open_fracture", "rib_injury", "puncture_wound", "deep_wound", "road_crash",
                        "high_risk_mechanism", "tendon_injury", "amputation", "eye_foreign_body",
                        # the care of an injury already treated: the plaster's broken arm is no new "I've got an injury"
                        # (2026-12an ATS, training: "She's got an injury" asked what else is wrong)
                        "cast_problem", "suture_removal", "wound_check", "dressing"})
#: Findings whose lay noun names a diagnosis, not the symptom denied ("no urinary symptoms" is not
#: "no urine infection"): not said back as denied.
_NOT_DENIED = frozenset({"urinary", "deep_wound", "cellulitis"})  # "not deep" breathing is no "no deep cut"; "without spreading
# redness" is no "no skin infection" in the patient's mouth (2026-12an narrative, training)
#: Bleeding of any kind asserted ("light spotting, no heavy bleeding"): "no bleeding" would deny it.
_BLEEDING = frozenset({"bleeding", "bleeding_heavy", "vaginal_bleeding", "gi_bleed", "epistaxis", "hematuria", "hemoptysis",
                       "postpartum"})


def denied_findings(text: str | None, *, known: frozenset[str] = frozenset()) -> list[str]:
    """What the prose rules out for the patient ("he did not hit his head", "no numbness"), as the
    patient's side says it: "no head injury". A question on it is then answered "no", as the case
    says, instead of "I'm not sure". Only findings with a lay noun, and not one the prose also asserts."""
    if not text:
        return []
    asserted = {concept for concept, _ in _present(text)} | set(known)
    course = narrative_course(text)
    if asserted & _BLEEDING or (course is not None and course.bleeding):  # "no longer bleeding": it bled
        asserted |= _BLEEDING
    denied: list[str] = []
    normal: list[str] = []  # what the prose says is normal ("her vision is normal"), said after the denials
    companion = companion_in(text)
    for sentence in own_sentences(text):
        for hit in detect(sentence, companion):
            if hit.status != "negated" or hit.concept in asserted or hit.concept in _NOT_DENIED \
                    or ROLES.get(hit.concept) == "location":
                continue
            if re.search(r"\b(?:no|any|without|nor) other\b|\bnothing else\b", hit.quote):
                continue  # "he has no other injuries": the wire to his eye is one (twenty-seventh read: said "No injury")
            if re.search(r"\bnever (?:had|been)\b|\b(?:before|previously|in the past)\b", hit.quote):
                continue  # "has never had a fit before" is no history, not "no fits" while she fits (2026-12am ATS, training)
            words = lay_for(hit.concept)
            if words is not None and words.noun:
                denied.append("no " + re.sub(r"^(?:an?|some|any) ", "", words.noun))
        normal += [entry["denies"] for entry in _SAID_NORMAL if entry["pattern"].search(sentence)]
    said = list(dict.fromkeys(denied + normal))
    # one denial in fuller words holds the shorter ("no vaginal bleeding" holds "no bleeding": the thirty-ninth read, D, "no
    # vaginal bleeding and no bleeding")
    return [item for item in said if not any(other != item and other.startswith("no ") and item.startswith("no ")
                                             and other.endswith(f" {item.removeprefix('no ')}") for other in said)]


#: A sugar level the story states ("BSL 2.1", "his meter read 450", "glucose of 28").
GLUCOSE_READING = re.compile(r"\b(?:sugars?|glucose|bsl|bgl|bm|glucometer|(?:his|her|their|my|the|a) (?:glucose |sugar )?meter)\b(?:(?!ketone)[^.;]){0,40}?\b(\d{1,3}(?:\.\d)?)\b"
                             r"(?!\s*(?:%|years?|y\b|days?|hours?|minutes?|weeks?))", re.IGNORECASE)
#: When the last chemotherapy was, as the story states it ("last cycle 8 days ago", "chemo last week").
LAST_CHEMO = re.compile(r"\b(?:chemo\w*|cycle|infusion)\b[^.;]{0,30}?\b((?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
                         r"eleven|twelve|fourteen) (?:days?|weeks?) ago|last week|yesterday|(?:this|last) (?:monday|tuesday|"
                         r"wednesday|thursday|friday|saturday|sunday))\b", re.IGNORECASE)


#: A patient's own usual oxygen level, as a letter, a parent or the patient states it ("his usual oxygen
#: saturation is 88-90 % on air", "her sats normally sit between 82 and 86 %", "my oxygen is usually 88 to
#: 90", "his home oximeter always reads 88 to 90 %", round 2026-12m): a baseline, read by the rules as the point a
#: change is measured from (round 2026-12i, training).
USUAL_OXYGEN = re.compile(
    r"\b(?:(?:usual|normal|baseline)\w*\b[^.;]{0,40}?\b(?:oxygen|sats?|saturations?|spo2)\b|"
    r"(?:oxygen|sats?|saturations?|spo2|oximeter)\b[^.;\d]{0,40}?\b(?:usually|normally|always|typically|at (?:his|her|their|my) best)\b)"
    r"[^.;\d]{0,40}?\b([7-9]\d)(?:\s*(?:%|per ?cent))?(?:\s*(?:-|–|to|and)\s*([7-9]\d))?", re.IGNORECASE)


def usual_oxygen(text: str | None) -> tuple[float, float] | None:
    """The usual oxygen level the text states for the patient, as (low, high); None when it states none."""
    found = USUAL_OXYGEN.search(text or "")
    if found is None:
        return None
    low = float(found.group(1))
    return low, float(found.group(2) or low)


#: How far on a pregnancy is, as a story or a patient says it ("32 weeks pregnant", "33 weeks into her
#: first pregnancy", "pregnant, 36 weeks"): the one reading of weeks of pregnancy, for the story told
#: (``gestation``) and the rules that hear it (``rules.injured_late_in_pregnancy``).
# "32 weeks pregnant", "pregnant, 32 weeks", and "32 weeks along" / "32 weeks gone" (round 2026-12l, training)
GESTATION = re.compile(r"\b(\d{1,2}) ?(?:weeks?|wks?)\b[^.;]{0,20}\bpregnan|\bpregnan\w*[^.;]{0,20}?\b(\d{1,2}) ?(?:weeks?|wks?)\b"
                       r"|\b(\d{1,2}) ?(?:weeks?|wks?) (?:along|gone|gest(?:ation(?:al)?)?)\b"
                       # a fall, a bleed or a pain at the weeks it came ("fall at 32 weeks", "bleeding at 8 weeks")
                       r"|\b(?:falls?|fell|fallen|bleed\w*|vb|spotting|pain|cramp\w*|contractions?|trauma|knock\w*|accident|crash) at (\d{1,2}) ?(?:weeks?|wks?)\b"
                       r"(?! (?:old|of age|ago|after))", re.IGNORECASE)


def gestations(text: str | None) -> list[int]:
    """Every number of weeks of pregnancy the text states, in order, in digits or in words ("thirty-two weeks pregnant";
    2026-12ar narrative ESI, training: a fall at thirty-two weeks read as a pregnancy of no known week)."""
    return [int(found.group(1) or found.group(2) or found.group(3) or found.group(4))
            for found in GESTATION.finditer(age_in_digits(text or ""))]


def gestation(text: str | None) -> int | None:
    """The weeks of pregnancy the text states first, or None."""
    weeks = gestations(text)
    return weeks[0] if weeks else None


_BIRTH = re.compile(
    r"\b(?P<what>had (?:her|a) (?:\w+ )?baby|gave birth|delivered (?:her|a) (?:\w+ )?(?:baby|son|daughter|boy|girl)|"
    r"had (?:an? )?(?:emergency |elective |planned )?(?:caesarean|cesarean|c-section)(?: section)?)\b"
    r"(?:[^.;]{0,40}?\s)?(?P<when>(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|twenty) (?:days?|weeks?) ago|yesterday|last week)\b", re.IGNORECASE)


def recent_birth(text: str | None) -> str | None:
    """A birth the prose tells of the patient and when ("had her baby two weeks ago": "had my baby two weeks ago";
    "had an emergency caesarean section ten days ago": "had a caesarean ten days ago"), as the mother says it with her
    complaint: a birth weeks ago is the clot, the bleed and the infection risk the nurse must hear (a breathless mother's
    birth never told, found before the 2026-12ad sets were read). None when the prose tells none."""
    for sentence in own_sentences(text):
        if found := _BIRTH.search(sentence):
            what = "had a caesarean" if re.search(r"caesar|cesar|c-section", found.group("what"), re.IGNORECASE) else "had my baby"
            return f"{what} {found.group('when').lower()}"
    return None


def told_usual_oxygen(text: str | None) -> str | None:
    """The usual oxygen level as the patient's side says it ("my oxygen usually sits at 88 to 90")."""
    usual = usual_oxygen(text)
    if usual is None:
        return None
    low, high = usual
    return f"my oxygen usually sits at {low:g}" + (f" to {high:g}" if high != low else "")


#: A reading taken at triage, by the nurse: the triage's own, not something the patient's side measured before.
_TRIAGE_MEASURED = re.compile(r"\b(?:bedside|at triage|triage (?:glucose|sugar|bsl|bgl)|finger-?prick (?:at|in) (?:triage|the department)|on arrival)\b",
                              re.IGNORECASE)


def reported_glucose(text: str | None) -> str | None:
    """A sugar level someone measured before triage ("the meter read 2.4"), as the patient's side
    says it; None when the prose gives none. The number is the story's, never made up."""
    for sentence in own_sentences(text):
        found = GLUCOSE_READING.search(sentence)
        if found and _TRIAGE_MEASURED.search(sentence):
            continue  # the bedside glucose at triage is the nurse's own reading, never the driver's news (the 2026-12ap ATS read)
        if found:
            # the unit is said when the story gives it: "24 mmol" is a high sugar, a bare 24 a low one in mg/dL
            unit = " mmol" if re.match(r"\s*mmol", sentence[found.end(1):], re.IGNORECASE) else ""
            return f"my sugar was {found.group(1)}{unit} when it was checked"  # a clause, never "and a sugar of 2.4 when …" in a list
    return None


#: A period weeks overdue, as a case or a patient tells it ("six weeks since her last period", "LMP 7 wks ago", "period two
#: weeks late", "my last period was about six weeks ago"): a possible pregnancy (concepts.yaml ``pregnant`` hears the same),
#: never one confirmed. Its number is in one of the groups.
LATE_PERIOD = re.compile(r"\b(?P<since>\w+) (?:weeks?|wks?) since (?:her|my|their|the) last (?:menstrual )?period\b|"
                         r"\blast (?:menstrual )?(?:period|one) (?:was )?(?:about |around )?(?P<ago>\w+) ?(?:weeks?|wks?) ago\b|"
                         r"\blmp\b[^.,;]{0,12}?(?P<lmp>\w+) ?(?:weeks?|wks?)\b|"
                         r"\bperiod (?:is|was|'s) (?:about |around )?(?P<late>\w+) (?:weeks?|wks?) (?:late|overdue)\b", re.IGNORECASE)
_LATE_FROM_WEEKS = 5  # a cycle is about four weeks: five or more since the last period is a period missed


def late_period(text: str | None) -> str | None:
    """A period the prose says is weeks overdue, as the patient's side says it ("my period is late, my last one was about
    six weeks ago"); None when it says none, or an interval too short to be late (12w pre-set probe: the patient invented
    "about two weeks ago" against "six weeks since her last period")."""
    for sentence in own_sentences(text):
        found = LATE_PERIOD.search(sentence)
        if found is None:
            continue
        said = next(value for value in found.groupdict().values() if value).lower()
        weeks = number_value(said)
        if weeks is None:
            continue
        since = weeks + 4 if found.group("late") else weeks  # "two weeks late": the last one about six weeks ago
        if since >= _LATE_FROM_WEEKS:
            return f"my period is late, my last one was about {number_said(since)} weeks ago"
    return None


def last_chemotherapy(text: str | None) -> str | None:
    """When the last chemotherapy was, as the prose says it ("9 days ago"); None when it does not."""
    found = LAST_CHEMO.search(text or "")
    return found.group(1) if found else None


def reported_temperature(text: str | None) -> str | None:
    """A temperature someone took before coming ("his mother measured 38.6 at home"), as the
    patient's side says it; None when the prose reports none."""
    for sentence in prose_sentences(text or ""):
        if not _AT_HOME.search(sentence) or re.search(r"\bat triage\b|\bin triage\b", sentence, re.IGNORECASE):
            continue
        for finding in reported_measurements(sentence):
            if finding.experiencer == "patient" and finding.value is not None:
                # where it was taken, as the sentence says it: an ambulance crew's reading is not "at home"
                # (a thermometer from the bathroom cabinet is the home's: 2026-12al ATS, training)
                at_home = bool(re.search(r"\bhome\b|\bhouse\b|\bflat\b|\bbathroom\b|\bcabinet\b|\bhomestay\b|\bkitchen\b", sentence,
                                         re.IGNORECASE))
                low = fahrenheit(finding.value, finding.unit) < _HYPOTHERMIA_BELOW_F
                if not at_home:
                    # a number taken elsewhere is the barrier's to drop: said as what it meant, never "a temperature when it was
                    # checked" (thirty-fifth read, D)
                    return f"my temperature was {'low' if low else 'high'} when it was checked"  # a clause, never a fragment said alone
                return f"a temperature of only {finding.value:g} at home" if low else f"a temperature of {finding.value:g} at home"
    return None
