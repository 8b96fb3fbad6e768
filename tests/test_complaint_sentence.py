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

import json
import re
import tempfile
import warnings
from functools import lru_cache
from pathlib import Path

import pytest

from triagesim.agents.offline.patient import ScriptedPatient, realise
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
        r"\b(?:got|had|having)\s+(?!" + _DETERMINER + r"\b)(?!pink eye\b)(?:" + _WORD + r"\s+){0,3}?" + _SINGULAR
        + r"(?!\s+and\s+\w+\s+(?:pain|ache))" + _BREAK, re.IGNORECASE),  # not "neck and back pain"
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


# ----------------------------------------------------------------------------------------------
# Chart grammar: the "I've got" fallback, and chart words no one says aloud. Read over every case set
# that has been measured (a set is added here after its one unseen look) and the bundled cases.

_MEASURED_SETS = ("fresh_2026_12", "fresh_2026_12b", "fresh_2026_12c", "fresh_2026_12d", "fresh_2026_12e", "fresh_2026_12f",
                  "fresh_2026_12g")


def _loadable(path: Path, folder: Path) -> Path:
    """The case file as the loader reads it: the 2026-12 narratives keep their prose in ``history.narrative``, a
    field the loader does not know (the prose plays no part in the first reply), so a copy without it is read."""
    if path.suffix != ".jsonl" or "narrative" not in path.read_text(encoding="utf-8"):
        return path
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            (row.get("history") or {}).pop("narrative", None)
            rows.append(json.dumps(row))
    copy = folder / f"{path.parent.name}_{path.name}"
    copy.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return copy


@lru_cache(maxsize=1)
def measured_cases() -> tuple[Case, ...]:
    """One case per complaint of every measured case file and the bundled cases."""
    mimic = sorted(path for path in _DATA.glob("mimic_round*.csv") if re.fullmatch(r"mimic_round\d+\.csv", path.name))
    files = [_DATA / "heldout_vignettes.jsonl", *mimic] + [path for name in _MEASURED_SETS for path in sorted((_DATA / name).iterdir())
                                                          if path.suffix in (".csv", ".jsonl") and "rationale" not in path.name]
    unique: dict[str, Case] = {}
    with tempfile.TemporaryDirectory() as folder, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for case in [*load_bundled_cases(), *(case for path in files for case in load_cases(_loadable(path, Path(folder))))]:
            unique.setdefault(case.chief_complaint.strip().lower(), case)
    return tuple(unique.values())


_GOT = re.compile(r"\b(?:'ve|'s|have|has) got\s+(?:(a|an|some|the)\s+)?([^,.;!?]*)", re.IGNORECASE)
_CHUNK_END = re.compile(r"\s+(?:and|or|on|in|to|with|for|from|after|since|of|at|while|when|off|into|through|by|under|"
                        r"over|between|like|that|which|who)\b", re.IGNORECASE)
_SAID_AFTER_GOT = ("nowhere", "nothing", "something", "no one", "nobody", "anything", "someone")
#: Capitals a person says as letters.
_LETTERS = re.compile(r"\b(?!(?:I|GP|GP's|HIV|COPD|ECG|EKG|OK|TV|CT|MRI|ICU|UK|US|CPR|PICC|BP|INR|IUD|ADHD|OCD|PTSD|AIDS|IVF|"
                      r"ER|ED|A|DVT|UTI|IV|ICD|IBS|TB|X)\b)[A-Z]{2,}s?\b")
_CHART_WORDS: dict[str, re.Pattern[str]] = {
    "per <someone>": re.compile(r"\bper (?!cent\b|day\b|week\b|hour\b)(?:the )?\w+", re.IGNORECASE),
    "digits with a unit letter": re.compile(r"\b\d+(?!(?:st|nd|rd|th|s|am|pm)\b)[A-Za-z]{1,3}\b"),
    "all-capitals chart word": _LETTERS,
    "baseline or known": re.compile(r"\b(?:baseline|known (?!to\b)\w+)", re.IGNORECASE),
}


def got_offences(reply: str) -> list[str]:
    """What follows "got" that is no noun phrase: "got not stopping", "got grey", "got responds to pain",
    "got catheter blocked" (a noun of the speaker's own with a participle and no "my"), "got room spinning"."""
    found = []
    for match in _GOT.finditer(reply):
        chunk = _CHUNK_END.split(match.group(2), maxsplit=1)[0].strip()
        words = [word.strip("'\"") for word in chunk.split()]
        if not words or chunk.lower().startswith(_SAID_AFTER_GOT) or re.match(r"^\d", chunk):
            continue
        first = words[0].lower()
        nouns = [index for index, word in enumerate(words)  # a lone adjective the lexicon also lists as a noun is none: "got grey"
                 if realise.is_noun(word) and not (len(words) == 1 and realise.adjective_only(word))]
        classes = realise.word_classes(first)
        finite = bool(classes) and not classes & {"NOUN", "ADJ"} and realise.gerund_of(first) is None \
            and realise.participle_of(first) is None  # "got feels warm", "got responds to pain"
        if first == "not" or finite or not nouns:  # "got not stopping", "got grey", "got wheezy", "got diabetic"
            found.append(f"got {chunk}")
            continue
        head = nouns[0]
        after = words[head + 1].lower() if head + 1 < len(words) else ""
        bare = match.group(1) is None and head == 0
        verb_only = bool(after) and not realise.is_noun(after) and (
            realise.participle_of(after) is not None or realise.gerund_of(after) is not None)
        own = words[head].lower() in _OWN
        if after == "not" or bare and verb_only and (own or realise.gerund_of(after) is not None
                                                     and words[head].lower() not in _ABOUT):
            found.append(f"got {chunk}")  # "got catheter blocked", "got migraine not settling", "got room spinning"
    return found


#: Nouns of the speaker's own (said with "my" when something happens to them) and nouns an -ing word is about.
_OWN = {"catheter", "hand", "finger", "fingers", "foot", "arm", "leg", "knee", "migraine", "seizure", "headache", "line",
        "fistula", "cast", "plaster", "drain", "tube", "words", "speech", "throat", "chest", "back", "head", "eye"}
_ABOUT = {"pain", "trouble", "difficulty", "problem", "problems", "ache", "blood", "bleeding", "burning", "stinging",
          "discomfort", "swelling"}


def chart_grammar(reply: str) -> list[str]:
    return got_offences(reply) + [name for name, pattern in _CHART_WORDS.items() if pattern.search(reply)]


def test_no_first_sentence_says_got_before_a_non_noun_or_a_chart_word() -> None:
    """A property of every measured complaint: the first sentence, in the patient's voice and a companion's, never
    puts "got" before a verb or an adjective, and never says "per EMS", "5D", "KNOWN" or "baseline"."""
    failures = []
    for case in measured_cases():
        for label, persona, companion in PERSONAS[:2]:
            reply, _ = first_reply(case, persona, companion)
            sentence = re.split(r"(?<=[.!?])\s", reply)[0]
            if found := chart_grammar(sentence):
                failures.append(f"{case.chief_complaint!r} [{label}] {found}: {sentence}")
    assert not failures, f"{len(failures)} first sentences fail:\n" + "\n".join(failures[:60])


def test_the_chart_grammar_checks_catch_what_the_clinician_flagged() -> None:
    flagged = [
        "I've got grey and chest pressure.", "I've got catheter blocked.", "I have got migraine not settling.",
        "She's got not stopping.", "She's got feels warm.", "I've got wheezy.", "He's got seizure ongoing per ambulance.",
        "His sugar was 28 per ambulance.", "I'm here after having my gallbladder out 5D.", "I've got room spinning.",
        "He's got diabetic and he won't wake up.", "I've got TV sending messages.", "I've got back to baseline.",
        "I've got finger caught in car door.", "I've got known iup.", "He's got confusion per daughter.",
    ]
    fine = [
        "I've got a grey face.", "My catheter is blocked.", "My migraine isn't settling.", "It's not stopping.",
        "She feels warm.", "I'm wheezy.", "His seizure is still going on, the ambulance crew said.",
        "I've got nowhere to sleep.", "I had my gallbladder out five days ago.", "The room is spinning.",
        "I've got belly pain radiating to my back.", "I've got a chemical splashed in my eye.", "I've got spreading redness.",
        "My finger got caught in the car door.", "I've got trouble swallowing.", "I've got a history of COPD.",
    ]
    assert all(chart_grammar(line) for line in flagged), [line for line in flagged if not chart_grammar(line)]
    assert not any(chart_grammar(line) for line in fine), [(line, chart_grammar(line)) for line in fine if chart_grammar(line)]


@pytest.mark.parametrize(("fragment", "alone", "said"), [
    ("catheter blocked", True, "my catheter is blocked"),
    ("hand crushed at work", True, "my hand got crushed at work"),
    ("finger caught in car door", True, "my finger got caught in the car door"),
    ("migraine not settling", True, "my migraine isn't settling"),
    ("wheezy after mowing", True, "I'm wheezy after mowing"),
    ("grey", False, "I've gone grey"),
    ("car rollover", True, "I was in a car rollover"),
    ("kitchen fire", True, "I was in a kitchen fire"),
    ("dog nip on my calf", True, "a dog nipped me on my calf"),
    ("needlestick at work", True, "I had a needlestick injury at work"),
    ("not stopping", False, "it's not stopping"),
    ("not feeding", False, "I'm not feeding"),
    ("feels warm", True, "I feel warm"),
    ("stops breathing after coughing", True, "I stopped breathing after coughing"),
    ("may have swallowed a battery", True, "I may have swallowed a battery"),
    ("out of tablets", False, "I've run out of tablets"),
    ("unable to pass urine", True, "I can't pass urine"),
    ("room spinning", True, "the room is spinning"),
    ("car versus tree", True, "I was in a car that hit a tree"),
    ("floppy grey baby", True, "I've gone floppy and grey"),
    ("last drink yesterday", False, "my last drink was yesterday"),
    ("hot swollen knee", True, None),
    ("urges to self-harm", True, None),
    ("belly pain radiating to my back", True, "I've got belly pain radiating to my back"),
])
def test_a_fragment_is_said_by_its_grammar(fragment: str, alone: bool, said: str | None) -> None:
    assert realise.realise(fragment, alone) == said


def test_a_pain_score_beside_the_complaint_is_not_said_as_part_of_it():
    """"Sore wrist, 10 out of 10": the opening says what hurts; the score is the answer to the pain
    question, in the persona's own words (never "I've got a sore wrist and 10 out of 10")."""
    from triagesim.agents.offline.abbreviations import patient_complaint

    assert patient_complaint("Sore wrist, 10 out of 10") == ["Sore wrist"]
    assert patient_complaint("CHEST PAIN, 8/10") == ["chest pain"]
    assert patient_complaint("Pain 10/10") == ["Pain 10/10"]  # nothing else to say: kept


def test_a_chart_baby_is_the_patient_not_the_companions_babys():
    case = Case(case_id="apnoea", age=0.02, sex="M", chief_complaint="Baby stopped breathing", acuity=1, companion="mum")
    first, by_companion = first_reply(case, PatientPersona(persona_id="native"), companion=True)
    assert by_companion
    assert "his baby" not in first and "he stopped breathing" in first, first


@pytest.mark.parametrize(("complaint", "narrative", "said", "unsaid"), [
    # a chart's "fracture" and "in early pregnancy" are said as a person says them
    ("open leg fracture", "A 30-year-old man fell two metres from a ladder onto concrete an hour ago.",
     "I've broken my leg and the bone is through the skin", "fracture"),
    ("bleeding in early pregnancy", "A 26-year-old woman who is 12 weeks pregnant has bled since this morning.",
     "I'm pregnant and I've been bleeding", "in early pregnancy"),
    # an item that is only where or with what it happened is the story's to tell, not "I've got netball"
    ("Ankle injury, netball", "A 19-year-old rolled her right ankle landing from a jump at netball an hour ago.",
     "I've hurt my ankle", "got netball"),
    ("Elbow injury, child", "A 6-year-old boy fell off the monkey bars at school this afternoon.", "hurt my elbow", "got child"),
    ("Neck pain after car crash", "A 40-year-old man was rear-ended at low speed at traffic lights this morning.",
     "I've got neck pain after a car crash", "I was in a neck pain"),
    # a finding after the complaint is still said ("feeding less" is news, not context)
    ("Breathing fast, not feeding", "A 3-month-old has breathed fast for three days, says her mother.",
     "not feeding", None),
])
def test_a_chart_complaint_is_said_in_a_persons_words(complaint: str, narrative: str, said: str, unsaid: str | None) -> None:
    case = Case(case_id="w", chief_complaint=complaint, narrative=narrative, age=30, sex="F", acuity=3)
    first, _ = first_reply(case, PatientPersona(persona_id="native"), companion=False)
    assert said in first.replace("he's", "I've").replace("she's", "I've"), first
    assert unsaid is None or unsaid not in first, first


def test_an_errand_tells_no_onset_the_case_does_not_give() -> None:
    """"Check before custody" began nowhere: no "It started today" made up for it."""
    case = Case(case_id="c", chief_complaint="check before custody", age=33, sex="M", acuity=5,
                narrative="A 33-year-old man is brought in by police to be checked before he is held overnight. He feels fine.")
    first, _ = first_reply(case, PatientPersona(persona_id="native", verbosity="verbose"), companion=False)
    assert "custody" in first and "started" not in first, first


@pytest.mark.parametrize(("complaint", "said"), [
    ("FEVER, ON CHEMO, LAST TX 8D AGO", "my last treatment was eight days ago"),
    ("STAPLES OUT, SCALP, PLACED 8 DAYS AGO", "I'm here to have the stitches in my scalp taken out and they were put in 8 days ago"),
    ("MVC, HIGH SPEED, ROLLOVER, NECK PAIN", "I crashed my car at high speed"),
])
def test_a_rows_when_and_how_fast_are_said_with_what_they_qualify(complaint: str, said: str) -> None:
    """"the last treatment eight days are ago" and "I've got high speed" were said before."""
    first, _ = first_reply(Case(case_id="r", chief_complaint=complaint, acuity=3), PatientPersona(persona_id="native"), False)
    assert said in first and " are ago" not in first and "got high speed" not in first, first


@pytest.mark.parametrize(("complaint", "said", "unsaid"), [
    ("chest pain sob", "chest pain", "chest pain is short of breath"),
    ("fever cough", "a fever and a cough", "fever cough"),
    ("Abdominal pain n/v", "belly pain and", "belly pain nausea"),
    ("back pain fall", "back pain and I had a fall", "back pain fall"),
    ("vomiting diarrhea", "vomiting and", "vomiting diarrhoea"),
])
def test_findings_typed_back_to_back_are_said_one_by_one(complaint: str, said: str, unsaid: str) -> None:
    """A row's "cp sob" was said "my chest pain is short of breath", its "fever cough" "a fever cough"."""
    first, _ = first_reply(Case(case_id="b", chief_complaint=complaint, age=40, sex="M", acuity=3), PatientPersona(persona_id="native"), False)
    assert said in first and unsaid not in first, first


@pytest.mark.parametrize("complaint", ["10 weeks pregnant", "vomiting coffee ground stuff once", "wound red and draining pus",
                                       "rollover car crash", "urine incontinence", "car crash neck pain"])
def test_one_finding_typed_in_several_words_is_not_cut(complaint: str) -> None:
    from triagesim.agents.offline.patient.run_on import finding_pieces

    assert finding_pieces(complaint) == (complaint,)
