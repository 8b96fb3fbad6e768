"""The scripted patient's first reply, read as a clinician reads it: every complaint of every case set.

Case files write the chief complaint as a chart's noun phrase ("needs certificate", "painful
swollen calf", "cast feels tight", "vision normal"); the patient must say it as a person does
("I need a certificate", "I've got a painful, swollen calf", "my cast feels tight"). The checks
below are the ones a triage nurse reading 50 transcripts applied: no article where English needs
one, no noun after "I've been", no clause after "'s got", no capitals from the chart, no normal
finding said as a complaint, no clinical jargon in a lay mouth. One test over all complaints (a
few thousand replies, a few seconds), reporting every offence at once.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from triagesim.agents.offline.patient import ScriptedPatient
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.core import PatientBrief, PatientObservation
from triagesim.personas import PatientPersona

_DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
QUESTION = "What brings you in today?"

#: Who speaks: a talkative native speaker (the whole story in the first reply), the same voice as a
#: companion, and a patient with limited English (plain words only).
PERSONAS: tuple[tuple[str, PatientPersona, bool], ...] = (
    ("patient", PatientPersona(persona_id="native", verbosity="verbose"), False),
    ("companion", PatientPersona(persona_id="native", verbosity="verbose"), True),
    ("limited", PatientPersona(persona_id="limited", verbosity="verbose", language_proficiency="limited",
                               first_language="Spanish"), False),
)


def case_files() -> list[Path]:
    """Every case set the engine is tuned or measured on (the unseen sets are not read)."""
    mimic = sorted(path for path in _DATA.glob("mimic_round*.csv") if re.fullmatch(r"mimic_round\d+\.csv", path.name))
    fresh = sorted(path for path in (_DATA / "fresh_2026_12b").iterdir()
                   if path.suffix in (".csv", ".jsonl") and "rationale" not in path.name)
    return [_DATA / "heldout_vignettes.jsonl", *mimic, *fresh]


@lru_cache(maxsize=1)
def all_cases() -> tuple[Case, ...]:
    cases = [*load_bundled_cases(), *(case for path in case_files() for case in load_cases(path))]
    unique: dict[tuple[str, str | None], Case] = {}
    for case in cases:  # one reply per complaint (and narrative): the MIMIC rounds repeat complaints
        unique.setdefault((case.chief_complaint.strip().lower(), case.narrative), case)
    return tuple(unique.values())


def first_reply(case: Case, persona: PatientPersona, companion: bool) -> tuple[str, bool]:
    """The reply to the nurse's opening question, and whether a companion gave it."""
    brief = PatientBrief.from_case(case)
    if companion:
        brief = brief.model_copy(update={"speaker": "companion"})
    patient = ScriptedPatient(persona, seed=0)
    patient.reset(run_id="first-reply", seed=0)
    observation = PatientObservation(run_id="first-reply", turn=0, brief=brief, nurse_utterance=QUESTION, new_events=[])
    return patient.respond(observation), brief.speaker == "companion"


# ----------------------------------------------------------------------------------------------
# The checks. Each is a pattern a clinician would circle; the names say what is wrong.

_DETERMINER = (r"(?:a|an|the|my|his|her|their|our|your|some|any|no|this|that|these|those|one|two|three|both|another|"
               r"lots|loads|plenty|more|less|much|enough|something|nothing|anything|\d+)")
#: Singular countable nouns that need a determiner after "got": body parts and things one has one of.
_SINGULAR = (
    r"(?:head|face|eye|ear|nose|lip|jaw|neck|throat|shoulder|arm|forearm|elbow|wrist|hand|finger|thumb|chest|belly|"
    r"abdomen|groin|hip|thigh|leg|knee|shin|calf|ankle|foot|heel|toe|toenail|fingernail|testicle|tooth|breast|"
    r"cough|rash|headache|nosebleed|lump|cut|wound|abscess|bite|sting|burn|blister|boil|bruise|bump|infection|"
    r"reaction|injury|cast|catheter|overdose|allergy|peanut|fracture|sore|ulcer|cyst|migraine|seizure|fall|tube|"
    r"pacemaker|splinter|stone|clot|hernia|laceration|scald)"
)
#: A word inside one noun phrase: not a preposition, conjunction or determiner (those end or start another phrase).
_WORD = (r"(?!(?:on|in|to|with|for|from|after|since|and|or|but|that|which|when|at|like|over|under|it|" + _DETERMINER[3:-1]
         + r")\b)[\w'-]+")
_BREAK = r"(?=\s+(?:on|in|to|with|for|from|after|since|and|or|but|that|which|when|at|like|after|over|under)\b|\s*[,.;!?]|$)"
_CHECKS: dict[str, re.Pattern[str]] = {
    # "I'm here for a needs certificate": a verb phrase read as a noun
    "article before a verb": re.compile(r"\b(?:a|an|the)\s+(?:needs|wants|feels|has|is|was|won't|can't)\b", re.IGNORECASE),
    # "I've got painful swollen calf", "I have got peanut and lip swelling", "he's got IV overdose"
    "singular noun without determiner": re.compile(
        r"\b(?:got|had|having)\s+(?!" + _DETERMINER + r"\b)(?!pink eye\b)(?:" + _WORD + r"\s+){0,3}?" + _SINGULAR + _BREAK, re.IGNORECASE),
    # "I've been racing heart", "I've been vomiting and diarrhoea", "I've been cough"
    "noun after been": re.compile(
        r"\b(?:I've|he's|she's|they've|I have|he has|she has) been\s+(?:(?:racing|pounding|fluttering|irregular|fast|"
        r"skipping)\s+heart|\w+ing\s+and\s+(?:diarrhoea|diarrhea|fever|cough|pain|rash|headache|nausea)\b|"
        r"(?:cough|rash|fever|pain|headache|diarrhoea|diarrhea|nausea|heart|chest|belly)\b)",
        re.IGNORECASE),
    # "she's got cast feels tight", "he's got possible overdose"
    "clause after got": re.compile(
        r"\b(?:'s|'ve|I've|I have|has|have) got\s+(?:" + _WORD + r"\s+){0,3}?(?:feels|feel|is|are|was|won't|can't|hurts|keeps|looks|"
        r"possible|probable|likely|needs)\b", re.IGNORECASE),
    # "She's injury herself", "I twisted knee playing soccer"
    "noun as verb or bare body part": re.compile(
        r"\b(?:he's|she's|I'm|they're) (?:injury|burn|cut) (?:himself|herself|myself|themself)\b|"
        r"\b(?:twisted|sprained|hurt|injured|broke|cut|burnt|burned|banged|hit|bumped|rolled|dislocated|jammed)\s+"
        r"(?:left |right )?(?:knee|ankle|wrist|hand|arm|leg|foot|finger|thumb|toe|shoulder|elbow|head|neck|hip)\b",
        re.IGNORECASE),
    # "vaginal bleeding and heavy": an adjective left hanging after "and"
    "dangling adjective": re.compile(
        r"\b(?:bleeding|pain|swelling|fall|discharge|rash|cough|redness|foot|leg|arm|sore|wound)\s+and\s+(?:like,?\s+)?"
        r"(?:heavy|severe|mild|diabetic|worse|bad|painful|red|swollen)(?:\s*(?:[.,;!?]|$)|\s+(?:with|when|on|after)\b)",
        re.IGNORECASE),
    # "Vision normal and sneezing", "eyes feel normal and vision unchanged": a normal finding told as a complaint
    "normal finding as complaint": re.compile(
        r"(?<!\bmy )(?<!\bhis )(?<!\bher )(?<!\btheir )(?<!\busual )\b(?:normal|unchanged)\b(?<!back to normal)(?<!than normal)"
        r"(?<!as normal)", re.IGNORECASE),
    # "IV overdose", "SOB": the chart's capitals
    "chart capitals": re.compile(r"\b(?!(?:I|GP|GP's|HIV|COPD|ECG|OK|TV|CT|MRI|ICU|UK|US|EpiPen|CPR|PICC|BP|INR|IUD|ADHD|OCD|PTSD|AIDS|IVF)\b)[A-Z]{2,}s?\b"),
    # "left clavicle pain", "facial droop", "severe flank pain": words from the chart, not a lay mouth
    "jargon": re.compile(
        r"\b(?:clavicle|flank|facial droop|droop|syncope|syncopal|laceration|epistaxis|ha?ematuria|dyspno?ea|ha?ematemesis|"
        r"mela?ena|tachycardi\w*|bradycardi\w*|hypotensi\w*|hypertensi\w*|emesis|pruritus|erythema\w*|edema|oedema|"
        r"paresthesi\w*|cephalgia|diaphore\w*|abd|s/p|r/o|h/o|c/o|ams|etoh|loc|sob|cva|tia|uti|mvc|mva)\b",
        re.IGNORECASE),
}
#: Words a speaker with limited English does not reach for (the plain word is said instead).
#: ("vaginal" and the name of a diagnosis the patient was given, "aneurysm", are words such a patient is told and keeps.)
_LIMITED_JARGON = re.compile(r"\b(?:aortic|abdominal|respiratory|cardiac|palpitations|laceration|vertigo|nausea|"
                             r"fractured?|abscess|cellulitis|anaphyla\w*|haemorrhage|hemorrhage|urinary|"
                             r"genital|ocular|thoracic|intentional|ingestion|exacerbation)\b", re.IGNORECASE)


#: What still applies to a speaker with limited English, whose grammar is broken on purpose (articles dropped).
_ANY_SPEAKER = ("chart capitals", "jargon", "normal finding as complaint")


def offences(reply: str, limited: bool = False) -> list[str]:
    """The names of the checks a reply fails (for limited English, only the words, not the grammar)."""
    found = [name for name, pattern in _CHECKS.items() if (not limited or name in _ANY_SPEAKER) and pattern.search(reply)]
    if limited and _LIMITED_JARGON.search(reply):
        found.append("jargon in limited English")
    return found


def test_every_first_reply_reads_as_a_person_speaking() -> None:
    failures = []
    for case in all_cases():
        for label, persona, companion in PERSONAS:
            reply, by_companion = first_reply(case, persona, companion)
            found = offences(reply, limited=label == "limited" and not by_companion)
            if found:
                failures.append(f"{case.chief_complaint!r} [{label}] {found}: {reply}")
    assert not failures, f"{len(failures)} first replies fail:\n" + "\n".join(failures[:60])


def test_the_checks_catch_what_the_nurse_flagged() -> None:
    """The checks are not empty: each line the reading nurse circled fails, and the plain version passes."""
    flagged = [
        "I'm here for a needs certificate.", "I've got painful swollen calf.", "I've got vaginal bleeding and heavy.",
        "I have got peanut and lip swelling.", "She's got cast feels tight.", "She's injury herself.",
        "He's got IV overdose.", "He's got possible overdose.", "I've been racing heart.",
        "I've been vomiting and diarrhoea.", "I twisted knee playing soccer.", "Vision normal and sneezing.",
        "Um, eyes feel normal and vision unchanged.", "I've got left clavicle pain.", "I've got facial droop on the left.",
    ]
    fine = [
        "I need a certificate for work.", "I've got a painful, swollen calf.", "I've got heavy vaginal bleeding.",
        "I'm allergic to peanuts and my lip is swelling.", "Her cast feels tight.", "She's hurt herself.",
        "He's injected too much.", "I think he's taken an overdose.", "My heart's racing.",
        "I've been throwing up and I've got diarrhoea.", "I twisted my knee playing soccer.", "I've been sneezing.",
        "My eyesight's fine.", "I've got pain in my left collarbone.", "I've got leg pain since yesterday.",
    ]
    assert all(offences(line) for line in flagged), [line for line in flagged if not offences(line)]
    assert not any(offences(line) for line in fine), [(line, offences(line)) for line in fine if offences(line)]
    assert offences("I have an aortic aneurysm.", limited=True) and not offences("I have a bulge in the big blood vessel.", limited=True)
