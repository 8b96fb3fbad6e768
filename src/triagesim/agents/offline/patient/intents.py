"""Intents: what the nurse is asking about (keyword rules, named-symptom probes), read from one utterance."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ....clinical.topics import TOPIC_PATTERNS, sensitive_keys

# What the nurse asks about comes from the one topic classifier (triagesim.clinical.topics);
# "associated" (any other symptoms?) is handled with the named-symptom probes below.
_INTENT_RULES: list[tuple[str, re.Pattern[str]]] = [(name, pattern) for name, pattern in TOPIC_PATTERNS.items() if name != "associated"]

# Which brief.sensitive topics an intent covers.
SENSITIVE_TOPICS = {name: sensitive_keys(name) for name in TOPIC_PATTERNS if sensitive_keys(name)}


@dataclass(frozen=True)
class Probe:
    name: str
    asked: re.Pattern[str]
    found: re.Pattern[str]
    no_phrase: str
    concepts: frozenset[str]  # what the nurse hears for this symptom: a case snippet heard so is a "yes"


# The clinical concepts (triagesim.clinical) each named symptom stands for, so the patient never
# denies a symptom it said in other words ("bright red blood from my bottom" is bleeding).
_PROBE_CONCEPTS = {
    "fever": ("fever",),
    "nausea": ("vomiting",),
    "vomiting": ("vomiting",),
    "breathing": ("sob", "severe_breathing", "hardly_breathing"),
    "dizziness": ("dizzy", "syncope"),
    "bleeding": ("bleeding", "gi_bleed", "vaginal_bleeding", "bleeding_heavy", "epistaxis", "hematuria"),
    "headache": ("headache", "thunderclap"),
    "chest_pain": ("chest_pain",),
    "belly_pain": ("abdominal_pain",),
    "cough": ("cough",),
    "diarrhoea": ("diarrhea",),
    "rash": ("rash",),
    "weakness": ("stroke", "weakness"),
    "vision": ("vision_loss",),
    "urine": ("urinary", "hematuria", "urinary_retention"),
    "swelling": ("leg_swelling",),
    "confusion": ("confusion", "unresponsive"),
    "consciousness": ("syncope", "unresponsive", "cardiac_arrest"),
    "sweating": (),
    "head_injury": ("head_injury",),
}


def _probe(name: str, asked: str, found: str, no_phrase: str) -> Probe:
    return Probe(name, re.compile(asked, re.IGNORECASE), re.compile(found, re.IGNORECASE), no_phrase, frozenset(_PROBE_CONCEPTS[name]))


_PROBES: list[Probe] = [
    _probe("fever", r"fever|temperature|feverish|hot and cold|chills|shiver",
           r"fever|feverish|burning up|temperature|got hot|hot and|shiver|chills", "fever"),
    _probe("nausea", r"nause|queasy|sick to (?:your|the) stomach|feel(?:ing)? sick",
           r"nause|queasy|sick to (?:my|his|her|their|the) stomach|feel(?:s|ing)? (?:a bit |a little )?sick|vomit|threw up|"
           r"throw(?:ing|n)? up|bringing up", "nausea"),
    _probe("vomiting", r"vomit|throw(?:ing|n)? up|threw up|been sick",
           r"vomit|threw up|throw(?:ing|n)? up|bringing up", "vomiting"),
    _probe("breathing", r"short(?:ness)? of breath|breath|wheez",
           r"short of breath|breath|wheez|can only get a few words|hard to breathe", "shortness of breath"),
    _probe("dizziness", r"dizz|light-?headed|\bfaint|woozy|vertigo|spinning",
           r"dizz|light-?headed|faint|woozy|vertigo|spinning|pass out", "dizziness"),
    _probe("bleeding", r"bleed|blood(?!\s*(?:pressure|sugar|thinn|test|clot))|bloody",
           r"bleed|blood(?!\s*(?:pressure|sugar|thinn|test|clot))|bloody|spotting", "bleeding"),
    _probe("headache", r"headache|head ?ache|head hurt",
           r"headache|head ?ache|head hurt|pain in (?:my|his|her|their|the) (?:back of (?:my|his|her|the) )?head", "headache"),
    _probe("chest_pain", r"chest (?:pain|tight|pressure|discomfort)|pain in (?:your|the) chest",
           r"chest pain|chest (?:tight|pressure)|pain in [^,;]*chest|crushing|squeezing", "chest pain"),
    _probe("belly_pain", r"(?:belly|stomach|abdominal|tummy) (?:pain|ache)|pain in (?:your|the) (?:belly|stomach|abdomen)",
           r"(?:belly|stomach|abdominal|tummy) (?:pain|ache)|pain in [^,;]*(?:belly|stomach|abdomen|tummy)|cramp",
           "belly pain"),
    _probe("cough", r"cough", r"cough", "cough"),
    _probe("diarrhoea", r"diarrh|loose (?:stools|bowel|poo)|runny (?:poo|stool)",
           r"diarrh|loose (?:stools|bowel|poo)|runny (?:poo|stool)", "diarrhoea"),
    _probe("rash", r"\brash|hives|\bspots\b|itch", r"rash|hives|itch|red skin|redness", "rash"),
    _probe("weakness", r"numb|tingl|\bweak|pins and needles|can'?t move",
           r"numb|tingl|\bweak|drooping|slurred|pins and needles|not moving", "numbness or weakness"),
    _probe("vision", r"vision|see(?:ing)? (?:clearly|properly|double)|blurr|eyesight",
           r"vision|blurr|double vision|can see", "problems with my eyesight"),
    _probe("urine", r"\bpee|urin|\bwee\b|pass(?:ing)? water", r"\bpee|urin|\bwee\b|toilet", "problems peeing"),
    _probe("swelling", r"swell|swollen", r"swell|swollen|\blump\b|\bbump\b", "swelling"),
    _probe("confusion", r"confus|disorient|muddled|not making sense",
           r"confus|muddled|mixed up|not himself|not herself|seeing things|not answering|can'?t wake|very sleepy|drowsy",
           "confusion"),
    _probe("consciousness",
           r"pass(?:ed)? out|black(?:ed)? out|lose consciousness|lost consciousness|knocked out|\bfainted|unconscious",
           r"pass(?:ed)? out|black(?:ed)? out|fainted|unconscious|knocked out|collapsed|dropped at|unresponsive|"
           r"not waking|hasn't woken|won't wake|can't wake|couldn't wake|slumped|not answering",
           "passing out"),
    _probe("sweating", r"sweat|clammy", r"sweat|clammy|diaphor", "sweating"),
    _probe("head_injury", r"hit (?:your|his|her|their) head|head injury|bang(?:ed)? (?:your |his |her )?head",
           r"\bhead\b|forehead", "head injury"),
]
_PAIN_PROBES = {"chest_pain", "belly_pain", "headache"}
# Symptoms only the patient can feel: a companion of a patient who cannot talk does not know them.
SUBJECTIVE_SYMPTOMS = {"nausea", "dizziness", "headache", "chest_pain", "belly_pain", "weakness", "vision"}

_GENERIC_SYMPTOMS = TOPIC_PATTERNS["associated"]
_REQUEST = re.compile(
    r"\b(?:tell me|describe|rate|let me know|can you|could you|would you|do you|are you|have you|did you|is there|"
    r"any\b|please (?:tell|describe|rate|point|show|say))",
    re.IGNORECASE,
)
_PROCEDURE = re.compile(
    r"\b(?:let me|i'?m going to|i will|i'?ll|we'?ll|we will|we'?re going to|going to) "
    r"(?:check|take|measure|get|put|pop|clip|listen|have a look|start|do|record)\b",
    re.IGNORECASE,
)
_GREETING = re.compile(r"^\s*(?:hi|hello|hey|good (?:morning|afternoon|evening)|welcome)\b", re.IGNORECASE)


class IntentMixin:
    """Reads the nurse's utterance into the intents to answer (``ScriptedPatient._intents``)."""

    _generic_asked: bool

    def _intents(self, text: str) -> tuple[list[str], list[Probe], bool]:
        """Intents in the order asked, the symptom probes named, and whether it was a bare statement."""
        reading = read_intents(text)
        self._generic_asked = reading.generic
        return list(reading.names), list(reading.probes), reading.statement


@dataclass(frozen=True)
class IntentReading:
    names: tuple[str, ...]
    probes: tuple[Probe, ...]  # the named-symptom probes, when "symptoms" is among the names
    statement: bool  # a bare statement, nothing asked
    generic: bool  # "any other symptoms?" was asked


@lru_cache(maxsize=4096)
def read_intents(text: str) -> IntentReading:
    """What one nurse utterance asks. Cached: a pure function of the text, and a nurse repeats its
    questions across episodes (the protocol nurse has a few hundred distinct utterances), so the
    two dozen topic and probe patterns run once per distinct question instead of once per reply."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\s+[—–]\s+", text) if s.strip()]
    asking = [s for s in sentences if s.rstrip().endswith("?") or (_REQUEST.search(s) and not _PROCEDURE.search(s))]
    if not asking:
        asking = [s for s in sentences if not _PROCEDURE.search(s) and not re.search(r"\bthank", s, re.IGNORECASE)]
    found: list[tuple[int, str]] = []
    scan = " ".join(asking)
    for name, pattern in _INTENT_RULES:
        match = pattern.search(scan)
        if match:
            found.append((match.start(), name))
    probes = [probe for probe in _PROBES if probe.asked.search(scan)]
    generic = _GENERIC_SYMPTOMS.search(scan)
    if probes or generic:
        positions = [m.start() for m in (p.asked.search(scan) for p in probes) if m]
        if generic:
            positions.append(generic.start())
        found.append((min(positions), "symptoms"))
    names = [name for _, name in sorted(found)]
    # Resolve overlaps between rules.
    if "anticoagulants" in names and "medications" in names and not re.search(r"medication|medicine|tablets|pills", scan, re.IGNORECASE):
        names.remove("medications")
    if "symptoms" in names and not generic and {"severity", "location", "character"} & set(names):
        pain_only = all(p.name in _PAIN_PROBES for p in probes)
        if pain_only:
            names.remove("symptoms")
    if "symptoms" in names and "substance" in names and not generic and all(p.name == "dizziness" for p in probes):
        names.remove("symptoms")
    if "mechanism" in names and "complaint" in names and re.search(r"what happened", scan, re.IGNORECASE) and not re.search(r"how did", scan, re.IGNORECASE):
        names.remove("mechanism")
    if "history" in names and ("allergies" in names) and not re.search(r"history|condition|illness|diagnos|problems", scan, re.IGNORECASE):
        names.remove("history")
    if "self_harm" in names and "abuse" in names and not re.search(r"safe at home|someone|anyone|somebody|home", scan, re.IGNORECASE):
        names.remove("abuse")
    if not names and _GREETING.search(text):
        names = ["complaint"]
    statement = not names and "?" not in text
    return IntentReading(tuple(names), tuple(probes) if "symptoms" in names else (), statement, bool(generic))
