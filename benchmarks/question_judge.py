"""Judge one patient reply against the case's own fields: did it answer the nurse's question?

Written from the case format (``triagesim.cases.Case``: ``history``, ``pain``, ``sensitive``,
``chief_complaint``) and clinical common sense only, never from the patient's code, so that it
measures the scripted patient rather than restating it. Every rule is a named table or a short
function below; ``benchmarks/data/nurse_questions/README.md`` states them in prose.

A verdict is one of: correct; ``no_answer`` (empty, a clarification, "I don't know" where the
case holds the answer, a deflection where the case does not mark the patient as guarded);
``other_topic`` (answers another question, wholly or before answering this one);
``contradicts`` (says something the case contradicts); ``garbled`` (broken English). Content
failures outrank form: a reply that is both wrong and garbled is counted as wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

# (2026-12aq) The one reading borrowed from the patient's code, by design: which history questions ask about the family's
# illnesses rather than the patient's own. The case format holds no family history, so such a question has no case field
# to judge the answer against; one home for the words that ask it keeps the judge and the patient from disagreeing.
from triagesim.agents.offline.patient.question_senses import asks_about_family

Topic = Literal[
    "complaint", "onset", "location", "character", "severity", "associated", "treatment",
    "medications", "allergies", "anticoagulants", "history", "pregnancy", "substance",
    "self_harm", "abuse", "mechanism",
]
FailureKind = Literal["no_answer", "other_topic", "contradicts", "garbled"]
TOPICS: tuple[str, ...] = get_args(Topic)
FAILURE_KINDS: tuple[str, ...] = get_args(FailureKind)

#: Topics a guarded patient may deflect or (low trust) deny, and the ``sensitive`` keys that hold them.
PRIVATE_TOPICS: dict[str, tuple[str, ...]] = {
    "anticoagulants": ("anticoag", "blood_thinner", "thinner"),
    "substance": ("substance", "intoxication", "alcohol", "drug"),
    "self_harm": ("self_harm", "suicid", "harm"),
    "abuse": ("abuse", "violence", "safety"),
    "pregnancy": ("pregnan",),
}


@dataclass(frozen=True)
class Verdict:
    """``ok`` with no kind, or a failure kind with the reason a reader can check by eye."""

    ok: bool
    kind: FailureKind | None = None
    reason: str = ""
    note: str = ""  # why an accepted reply was accepted, where that is not obvious (guarded, unknown)

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "kind": self.kind, "reason": self.reason, "note": self.note}


def _ok(note: str = "") -> Verdict:
    return Verdict(True, None, "", note)


def _fail(kind: FailureKind, reason: str) -> Verdict:
    return Verdict(False, kind, reason)


# --------------------------------------------------------------------------------------------
# Text helpers


def norm(text: str) -> str:
    """Lower case, straight apostrophes, one space: every rule below reads this form."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u2014", " - ").replace("\u2013", " - ")
    return " ".join(text.lower().split())


_STOP = set(
    """a an the and or but so of to in on at for from with without by as is am are was were be been being
    it its it's this that these those there here i i'm i've i'd i'll me my mine myself you your you're he
    he's him his himself she she's her hers herself we our us they them their it'd what when where which who
    how why do does did done doing have has had having get got go going went come came just really very
    quite bit little lot lots about around some any anything nothing something all not no yes yeah well
    like feel feels feeling felt know think sure maybe now then than too also still again since ago today
    tonight yesterday morning night day days hour hours week weeks time times one two three four five six
    seven eight nine ten pain hurt hurts hurting sore bad worse much more most can can't could would should
    will won't don't didn't doesn't haven't hasn't isn't wasn't okay ok oh um uh er please thank thanks
    sorry right left side none""".split()
)
_SHORT_KEEP = {"arm", "leg", "eye", "ear", "hip", "cut", "flu", "wee", "pee", "poo", "toe", "rib", "jaw", "gum", "fit", "bee", "sun", "lip", "neck", "back", "knee", "face", "nose"}


def stem(word: str) -> str:
    """A crude stem: enough that "breathing" meets "breathless" and "vomited" meets "vomiting"."""
    word = re.sub(r"[^a-z]", "", word)
    for suffix in ("ing", "ed", "es", "s", "ly", "y"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return word[:5]


def content_stems(text: str) -> set[str]:
    words = re.findall(r"[a-z][a-z']*", norm(text))
    out = set()
    for word in words:
        if word in _STOP:
            continue
        if len(word) < 4 and word not in _SHORT_KEEP:
            continue
        out.add(stem(word))
    return out


def sentences(text: str) -> list[str]:
    return [part for part in re.split(r"(?<=[.!?])(?<!\.\.\.)\s+", text.strip()) if part.strip()]


_NEG_WORDS = re.compile(r"\b(no|not|never|nothing|none|nor|neither|without|nobody|n't|cannot)\b|n't\b")


def negated(text: str, start: int) -> bool:
    """Whether the words just before ``start`` (same clause, five words) negate what follows."""
    clause = re.split(r"[.,;!?]|\bbut\b|\bexcept\b|\bapart from\b|\bjust\b|\bonly\b", text[:start])[-1]
    window = " ".join(clause.split()[-5:])
    return bool(_NEG_WORDS.search(window))


def find_affirmed(pattern: re.Pattern[str], text: str) -> list[str]:
    """Matches of ``pattern`` in ``text`` not negated by the words before them."""
    return [m.group(0) for m in pattern.finditer(text) if not negated(text, m.start())]


def rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(alternatives) + r")")


# --------------------------------------------------------------------------------------------
# Reply shapes shared by every topic

# (2026-12aq) and a learner's "eh" and a native "like," before the answer ("Eh, no, this is the first time.", "Like, no, not that I
# know of."): fillers the patient's personas say, never the answer itself
_FILLER = r"(?:(?:um+|uh+|er+m?|eh+|like(?=,)|well|oh|hmm+|ah|so|okay|ok|right)\W+)*"
_END = r"\s*(?:$|[,.!;?…-])"
_SUBJ = r"(?:i|he|she|we)"
_YES = re.compile(
    r"^\W*" + _FILLER + r"(?:(?:yes|yeah|yep|yup|aye|definitely|sure|probably|maybe|i think so|i might|i could|could be)\b"
    r"|" + _SUBJ + r" (?:do|am|have|did|does|is|has|was|might|could)" + _END + r")"
)
_NO = re.compile(
    r"^\W*" + _FILLER + r"(?:(?:no|nope|nah|not really|never|none|nothing|not that i know|not that i've noticed|not that i can tell|not as far as i know|i don't think so|not at all)\b"
    r"|" + _SUBJ + r" (?:don't|do not|doesn't|does not|haven't|have not|hasn't|has not|didn't|did not|isn't|is not|wasn't|'m not|am not|won't)\b(?! (?:know|remember|understand|think (?:that|it)|sure))"
    r"|i'm not\b(?! sure))"
)
_CLARIFY = rx(
    r"sorry\?", r"pardon", r"what do you mean", r"not sure what you mean", r"i don't understand",
    r"don't know what you mean", r"say that again", r"repeat that", r"repeat the question", r"come again",
    r"could you explain", r"can you explain", r"what are you asking", r"not sure what you're asking",
    r"which (?:one|do you mean)", r"what was the question", r"i didn't catch",
)
_GUARDED = rx(
    r"why do you (?:need|want) to know", r"why do you ask", r"why are you asking", r"what's that got to do",
    r"what does that have to do", r"i'd rather not", r"i would rather not", r"rather not (?:say|talk|get)",
    r"prefer not to", r"don't want to (?:talk|say|get into|go into|answer)", r"is that (?:relevant|necessary|important)",
    r"none of your business", r"that's private", r"that's personal", r"do i have to (?:answer|say|tell)",
    r"why does (?:it|that) matter", r"not something i want", r"i don't see why", r"why would that matter",
    r"what's that got to", r"let's not", r"can we not", r"(?:don't|do not) (?:think|see how) (?:that's|that is|it's|it is) (?:relevant|important)",
    r"not relevant", r"(?:that's|that is) (?:my|his|her) (?:own )?business",
)
_UNKNOWN = rx(
    r"i don't know", r"i do not know", r"i'm not sure", r"not sure", r"no idea", r"can't remember",
    r"don't remember", r"couldn't tell you", r"can't say", r"hard to say", r"i can't tell", r"don't really know",
    r"we don't know", r"not that i know", r"as far as i know", r"hard to describe", r"can't describe", r"don't know how to describe",
)
_CANT_RATE = rx(
    r"can't (?:really )?(?:tell|say|rate|give|answer|speak|talk)", r"cannot (?:really )?(?:tell|say|rate|give)", r"too (?:muddled|confused|drowsy|sleepy)", r"not able to",
    r"unable to", r"unconscious", r"not awake", r"not waking", r"won't wake", r"can't wake", r"not responding",
    r"too (?:little|young|small)", r"doesn't talk", r"can't talk", r"hard to (?:say|tell)", r"not really with it",
    r"seems? (?:to be )?in pain", r"crying", r"no way to know", r"isn't (?:talking|answering)", r"not (?:talking|answering)",
    r"hasn't (?:woken|said)", r"out of it",
)


def is_yes_no_question(question: str) -> bool:
    q = norm(question)
    return bool(re.match(r"^(?:(?:and|so|right|okay|ok|can i (?:just )?(?:ask|check)[,:]?|i (?:have to|must) ask[^:]*:|i ask every\w*[^:]*:|sorry[,.]?)\s*)*(?:do|does|did|are|is|am|have|has|had|could|can|would|will|were|was|might|may|any|anything|allergies|blood|medical|pregnant)\b", q)) or " any " in f" {q} "


#: (bank 46, training; the judge misjudged a right answer) A lead-in before a yes-or-no question ("Hope you don't mind me
#: asking, did you hit your head?", "Got that, and is it worse lying flat?"): a clause that asks nothing itself, set before
#: the question with a comma. The question after it still asks for a yes or a no.
_LEAD_IN = re.compile(r"^(?!\W*(?:what|when|where|which|who|whom|whose|why|how|is|are|was|were|do|does|did|have|has|had|can|could|would|will|"
                      r"any|anything)\b)[^,?]{1,60},\s*(?:and\s+|so\s+)?(?=\S)")


def _past_lead_in(question: str) -> str:
    return _LEAD_IN.sub("", norm(question), count=1)


def _asks_yes_or_no(question: str) -> bool:
    """Whether the question, or one of its clauses, asks for a yes or a no. (Bank 33, training) "Before I forget, is this the
    first time it's happened, and when did this episode begin?" asks one after a lead-in and before a "when": "Not exactly like
    this, but I've got asthma" answers it, and is no stray answer to a question not asked."""
    return any(is_yes_no_question(part) for part in re.split(r",\s*(?:and\s+|but\s+|or\s+)?|\s+(?:and|but)\s+", norm(question)) if part)


def first_content_sentence(reply: str) -> str | None:
    for sentence in sentences(reply):
        if content_stems(sentence):
            return sentence
    return None


# --------------------------------------------------------------------------------------------
# Lexicons: the words an answer on each topic uses (matched as word prefixes on ``norm`` text)

BODY_GROUPS: dict[str, tuple[str, ...]] = {
    "head": ("head", "forehead", "temple", "skull", "scalp", "face", "brain"),
    "eye": ("eye", "eyes", "eyelid", "vision"),
    "ear": ("ear", "ears"),
    "mouth": ("mouth", "tooth", "teeth", "gum", "jaw", "tongue", "lip", "dental"),
    "throat": ("throat", "neck", "swallow"),
    "nose": ("nose", "nostril"),
    "chest": ("chest", "heart", "breast", "rib", "ribs", "sternum", "lung", "lungs"),
    "abdomen": ("belly", "stomach", "tummy", "abdomen", "abdominal", "navel", "belly button", "groin", "pelvis", "bladder", "side", "flank", "loin", "gut", "abd"),
    "back": ("back", "spine", "flank", "kidney", "loin", "side", "shoulder blade"),
    "arm": ("arm", "arms", "shoulder", "elbow", "forearm", "wrist", "hand", "palm", "finger", "thumb", "armpit", "axilla", "knuckle"),
    "leg": ("leg", "legs", "hip", "thigh", "knee", "shin", "calf", "ankle", "foot", "feet", "toe", "heel"),
    "genital": ("testicle", "testicles", "scrotum", "ball", "balls", "penis", "vagina", "vaginal", "down below", "private"),
    "skin": ("skin", "all over", "everywhere", "whole body"),
}
_BODY_WORDS = sorted({w for words in BODY_GROUPS.values() for w in words}, key=len, reverse=True)
BODY_RX = re.compile(r"\b(" + "|".join(re.escape(w) for w in _BODY_WORDS) + r")\b")
SIDE_RX = re.compile(r"\b(left|right|both sides|both)\b")

TIME_CLASS: tuple[tuple[int, re.Pattern[str]], ...] = (
    (0, rx(r"\d+\s*min", r"minutes?\b", r"just now", r"moments? ago", r"half an hour", r"seconds?\b")),
    (1, rx(r"hours?\b", r"this (?:morning|afternoon|evening)", r"tonight", r"today", r"earlier", r"an hour", r"last night", r"at breakfast", r"lunchtime", r"o'clock", r"\d\s*[ap]\.?m\b")),
    (2, rx(r"days?\b", r"yesterday", r"last night", r"overnight", r"since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)", r"the other day", r"couple of days", r"few days")),
    (3, rx(r"weeks?\b", r"last week", r"fortnight", r"ten days")),
    (4, rx(r"months?\b", r"last month")),
    (5, rx(r"years?\b", r"last year", r"ages")),
)
ONSET_RX = rx(
    r"ago\b", r"since\b", r"yesterday", r"today", r"tonight", r"this (?:morning|afternoon|evening)", r"last (?:night|week|month|year)",
    r"morning", r"evening", r"afternoon", r"night", r"hours?\b", r"days?\b", r"weeks?\b", r"months?\b", r"years?\b", r"minutes?\b",
    r"mins?\b", r"start", r"began", r"begun", r"came on", r"come on", r"sudden", r"gradual", r"out of the blue", r"while i was",
    r"when i was", r"when he was", r"when she was", r"o'clock", r"monday", r"tuesday", r"wednesday", r"thursday", r"friday",
    r"saturday", r"sunday", r"for (?:a|about|over|the past|the last)", r"just now", r"earlier", r"recently", r"a while", r"first noticed",
    r"it's been", r"getting worse", r"crept", r"slowly", r"all of a sudden", r"at breakfast", r"after (?:a|the|my|his|her|eating|lunch|dinner)",
    r"woke", r"before", r"fortnight", r"for ages", r"half an hour", r"an hour", r"new\b", r"never had", r"first time",
)
CHARACTER_RX = rx(
    r"sharp", r"dull", r"ach", r"burn", r"stab", r"crush", r"tight", r"pressur", r"heavy", r"heavi", r"throb", r"cramp", r"squeez",
    r"shoot", r"sore", r"tender", r"itch", r"sting", r"tear", r"gnaw", r"pound", r"pins and needles", r"numb", r"tingl", r"like a\b",
    r"like some", r"like it", r"like i", r"comes and goes", r"come and go", r"constant", r"all the time", r"on and off", r"steady",
    r"twist", r"pull", r"raw", r"scratch", r"swollen", r"stiff", r"weird", r"strange", r"funny", r"colick", r"waves?\b", r"band",
    r"knife", r"feels like", r"it's like", r"the whole time", r"racing", r"flutter", r"wheez", r"can't get", r"jerk", r"shak", r"hot\b", r"weak",
    r"dragging", r"deep", r"surface", r"niggl", r"nag", r"bruis", r"agony", r"hurts? (?:when|if)", r"worse when", r"catch",
    r"no pain", r"doesn't (?:really )?hurt", r"not (?:really )?pain", r"isn't (?:really )?(?:a )?pain",
    r"(?:hasn't|has not|not|never|doesn't|does not|won't) (?:stopped|stops?|let up|eased)", r"non-?stop",
)
DULL_CLUSTER = ("dull", "ach", "heavy", "heavi", "pressur", "tight", "crush", "squeez", "throb")
SHARP_CLUSTER = ("sharp", "stab", "knife", "shoot", "tear")
SEVERITY_RX = rx(
    r"mild", r"moderate", r"severe", r"bad", r"worst", r"terrible", r"awful", r"unbearable", r"agony", r"excruciat", r"bearable",
    r"manageable", r"not too bad", r"not that bad", r"a lot", r"a bit", r"little", r"really hurts", r"killing me", r"no pain",
    r"doesn't hurt", r"out of (?:10|ten)", r"score", r"\d", r"zero", r"nought", r"one\b", r"two\b", r"three\b", r"four\b", r"five\b",
    r"six\b", r"seven\b", r"eight\b", r"nine\b", r"ten\b", r"horrible", r"pretty bad", r"quite bad", r"very painful", r"painful",
    r"hurts? (?:a lot|so much|like)", r"can't cope", r"coping", r"slight", r"not much", r"it's okay", r"it's ok", r"fine",
    r"not really", r"isn't (?:too|that|really)", r"worse", r"strong",
)
SEVERE_WORDS = rx(r"worst", r"terrible", r"unbearable", r"agony", r"excruciat", r"really bad", r"very bad", r"awful", r"severe", r"killing me", r"horrible")
MILD_WORDS = rx(r"mild", r"not too bad", r"not that bad", r"slight", r"a bit sore", r"barely", r"hardly", r"only a little", r"just a little", r"not much")
NO_PAIN = rx(r"no pain", r"not in (?:any )?pain", r"doesn't (?:really )?hurt", r"does not (?:really )?hurt", r"isn't any pain", r"is not any pain", r"not really (?:any )?pain", r"isn't (?:really )?(?:painful|sore|hurting)", r"not (?:really )?(?:painful|sore|hurting)", r"there's no pain", r"not any pain", r"pain-free", r"no real pain", r"nothing hurts", r"isn't any pain", r"there isn't (?:any )?pain", r"don't have (?:any )?pain", r"i'm not sore")
SYMPTOM_GROUPS: dict[str, tuple[str, ...]] = {
    # (bank 43, training; the judge misjudged a right answer) "sick to your stomach" asked with a word between ("feeling some
    # sick to your stomach?", Newfoundland) is the nausea too: without it the question read as "any other symptoms?", and "No,
    # no nausea" as a denial of every symptom the case lists
    "nausea": ("nause", "sick to my stomach", "feel sick", "feeling sick", "felt sick", "queasy", "sick to your stomach",
               "sick to his stomach", "sick to her stomach", "sick to their stomach", "sick to the stomach",
               # (bank 49, training; the judge misjudged a right answer) "sick in your stomach" offered as what a feeling meant
               # ("do you mean sick in your stomach, or faint in your head?"): without it the question read as "any other
               # symptoms?", and "No, no nausea and no dizziness" as a denial of every symptom the case lists
               "sick in your stomach", "sick in his stomach", "sick in her stomach", "sick in their stomach", "sick in the stomach",
               "sick in my stomach"),
    "vomit": ("vomit", "threw up", "throw up", "throwing up", "bringing up", "been sick", "being sick", "chuck", "spew", "puk", "chunder",
              "barf",
              # sick counted ("Sick three or four times today, or more?", bank 29): vomiting, never any other symptom
              "sick once", "sick twice", "sick two", "sick three", "sick four", "sick five", "sick several", "sick a few",
              # (bank 40, training) heaving and retching are the vomiting asked in other words: without them "have you been
              # heaving with it?" read as "any other symptoms?", and "No, no vomiting" as a denial of every symptom the case lists
              "heaving", "heaved", "retch",
              # (bank 41, training) Scots "boking" or "boaking" is the vomiting too: without it "have you been boking at all?"
              # read as "any other symptoms?", and "No, no vomiting" as a denial of every symptom the case lists
              "boking", "boked", "boak"),
    "breath": ("breath", "wheez", "puff", "can't get the air", "winded", "grunting", "sucking in"),
    # (bank 30, training) wobbly or unsteady on one's feet, off balance: the dizziness asked in other words, so "No, no
    # dizziness" answers "Wobbly on your feet with this?" and is no denial of every other symptom
    # (bank 33, training) "light headed" in two words and "felt faint" are the dizziness too: without them "have you felt faint
    # or light headed?" read as "any other symptoms?", and "No, no dizziness" as a denial of every symptom the case lists
    "dizzy": ("dizz", "lightheaded", "light-headed", "light headed", "woozy", "feel faint", "felt faint", "feeling faint", "feels faint",
              "going to faint", "going to pass out", "wobbl", "unsteady", "off balance",
              # (bank 49, training; the judge misjudged a right answer) "faint in your head": the dizziness, as "sick in your
              # stomach" is the nausea
              "faint in your head", "faint in his head", "faint in her head", "faint in their head", "faint in the head", "faint in my head"),
    # (bank 41, training) a faint asked in its past ("did he faint at the mosque?"): without it the question read as "any other
    # symptoms?", and "No, he didn't pass out" as a denial of every symptom the case lists
    "fainted": ("fainted", "fainting", "passed out", "passing out", "blacked out", "collapsed", "did he faint", "did she faint",
                "did you faint", "did they faint",
                # (bank 47, training; the judge misjudged a right answer) a faint asked as consciousness lost or the world
                # going grey ("everything went grey, or you lost consciousness completely?"): without them the question read
                # as "any other symptoms?", and "No, no passing out" as a denial of every symptom the case lists
                "lost consciousness", "lose consciousness", "losing consciousness", "went grey", "go grey", "greyed out"),
    "sweat": ("sweat", "clammy"),
    "fever": ("fever", "temperature", "hot", "shiver", "chill", "feverish"),
    "headache": ("headache", "head ache", "head hurts"),
    "vision": ("vision", "see ", "sight", "eyesight", "blurr", "double"),
    "weakness": ("weak", "heavy", "droop", "slurr", "can't move"),
    "cough": ("cough", "phlegm", "sputum"),
    "cold": ("runny nose", "sneez", "cold", "blocked nose", "sniffl"),
    # (bank 41, training) "the trots" is the diarrhoea in slang: without it "any of the trots?" read as "any other symptoms?"
    "diarrhoea": ("diarrh", "the runs", "the trots", "loose stool", "watery stool", "watery poo"),  # not a "watery eye"
    "bowel": ("bowel", "poo", "stool", "constipat"),
    "chest": ("chest",),
    "palpitations": ("palpit", "racing", "pounding", "flutter", "heart going"),
    "numbness": ("numb", "tingl", "pins and needles"),
    "appetite": ("food", "eat", "hungry", "appetite", "drink", "drinking"),
    "urine": ("pee", "wee", "urine", "waterworks", "toilet", "bladder", "pass water", "passing water"),
    "rash": ("rash", "hives", "spots", "itch", "red skin", "blister"),
    "swelling": ("swell", "swollen", "puffy", "lump"),
    "bleeding": ("bleed", "blood"),
    "sleep": ("sleep", "drowsy", "tired", "floppy", "lethargic", "wake"),
    "confusion": ("confus", "muddled", "mixed up", "not himself", "not herself", "seeing things"),
    "mood": ("low", "hopeless", "depress", "anxious", "down"),
    # light hurting the eyes (photophobia): without it "does the light bother your eyes?" read as "any other symptoms?"
    # (bank 43, training; the judge misjudged a right answer) and light asked with no article ("has light been bothering
    # your eyes?", "sensitive to light?")
    "light": ("the light", "bright light", "lights bother", "photophob", "light hurt", "light bother", "trouble with light",
              "light been bother", "light is bother", "light bothering", "by light", "sensitive to light", "light sensitiv"),
    # a stroke sign and a meningitis sign asked by name: without them "any trouble with your speech?" and "stiff neck?"
    # read as "any other symptoms?", and their denial as a denial of every symptom the case lists
    "speech": ("speech", "speaking", "slurr", "words out"),
    "neck_stiffness": ("stiff neck", "neck stiff", "neck is stiff", "neck stiffness"),
    # (bank 46, training; the judge misjudged a right answer) redness or heat around a wound, asked by name: without it "any
    # redness or heat around the wound?" read as "any other symptoms?", and "No, no spreading redness" as a denial of them all
    # (never "infection": a reason for asking, "it could be an infection, any fever?", names no sign asked)
    "wound": ("redness", "red around", "heat around", "hot around", "warm around", "spreading red"),
}
#: Words of a group that name something else there: "cold and clammy", a cold sweat or "hot and cold" is no head cold.
_GROUP_EXCEPT: dict[str, re.Pattern[str]] = {
    # (bank 41, training) a breath the nurse asks the patient to take, or waits on, before the question ("Deep breath, any chest
    # tightness along with it?", "While he catches his breath, ..."): an instruction or a kindness, no question about the
    # breathing, so "He can't tell us how he feels" answers the chest tightness asked of one who cannot talk
    "breath": re.compile(r"^\W*(?:take (?:a )?)?(?:deep|slow|big|nice|steady|long) breaths?(?: in)?(?: for me)?\s*,|"
                         r"\b(?:while|as|once|when|until) (?:you|he|she|they) (?:catch(?:es)?|get(?:s)?|got) (?:your|his|her|their) breath(?: back)?\b"),
    # (bank 32, training) a faint named as the time something came before or after ("had she been sick before she fainted?")
    # asks about that thing, not whether she fainted
    "fainted": re.compile(r"\b(?:just |right |shortly |straight )?(?:before|after|when|as|until|since) (?:you|he|she|they|i) "
                          r"(?:fainted|passed out|blacked out|collapsed)\b"),
    # (bank 33, training) the chest as where a palpitation is felt ("any fluttering in your chest?") asks about the heart's
    # beat, not about chest pain: "No, no racing heart" is no denial of a chest the case records
    "chest": re.compile(r"\b(?:flutter\w*|palpitat\w*|pound\w*|racing|thump\w*|skipp\w*|flipp\w*|flip-flop\w*)\b[^.?!]{0,20}?\bin (?:your|his|her|their|the|my) chest\b"),
    # (bank 44, training; the judge misjudged a right answer) "roughly speaking", "generally speaking": a turn of speech, no
    # question about the speech, so "No, no vomiting" to "roughly speaking, how many times have you vomited?" denies no speech
    "speech": re.compile(r"\b(?:roughly|generally|broadly|strictly|honestly|frankly|technically|medically|practically|loosely) speaking\b"),
    # (bank 32, training) "down" of a posture or a movement ("does it get worse lying down?", "when you bend down") is no low mood
    "mood": re.compile(r"\b(?:lying|lie|lies|lay|laying|laid|sitting|sit|sits|sat|bending|bend|bends|bent|crouch\w*|squat\w*|kneel\w*|"
                       r"knelt|settl\w*|calm\w*|slow\w*|keep\w*|kept|put\w*|swallow\w*|climb\w*|walk\w*|run\w*|upside|step\w*) down\b|"
                       # (bank 47, training; the judge misjudged a right answer) "down there" (the private parts), "up and down to
                       # the toilet" and food or water kept down ("can't keep anything down, even water") are no low mood: "No, no
                       # bleeding" to "any bleeding down there?" denies no hopelessness the case records
                       r"\bdown (?:there|below)\b|\bup and down\b|\b(?:keep\w*|kept) (?:\w+ ){1,3}down\b"),
    # (bank 36, training) the stool named as where blood is seen, black beside it ("any blood in your stools or black stools?"):
    # a bleed asked about, not the bowels' habit, so "No, no bleeding" is no denial of a constipation the case records
    # (bank 45, training; the judge misjudged a right answer) and the pee named with it ("any blood in your pee or your poo?"):
    # a bleed asked of either, so "No, no bleeding" is no denial of a constipation the case records
    "bowel": re.compile(r"\b(?:blood|bleeding)\b[^.?!,]{0,15}?\b(?:in|on|with|from) (?:your |his |her |their |the |my )?"
                        r"(?:(?:pee|wee|urine|water) (?:or|and) (?:in )?(?:your |his |her |their |the |my )?)?(?:stools?|poos?)\b"
                        r"(?:,? (?:or|and) (?:any )?(?:black|tarry|dark)(?: (?:or|and) (?:black|tarry|sticky))? (?:stools?|poos?)\b)?"),
    # (bank 37, training) "all shivery and cold" is feeling cold, the chills, as "feeling cold" is: no head cold asked
    "cold": re.compile(r"\bhot (?:and|or) cold\b|\bcold(?: and|,)? (?:clammy|sweat\w*|hands|feet|skin|to (?:the )?touch|shiver\w*|shak\w*)\b|"
                       r"\b(?:feel\w*|felt|gone|went|turned|so|very|is|was|shiver\w*|shaky|shaking|chilly)(?: and|,)? cold\b"),
    # drink in a text that speaks of alcohol ("ETOH": "drink drinking drunk alcohol") is no food or fluid intake
    # (bank 38, training) nor is food named as a place or a service ("from what she said at the food bank"): where something
    # was said, not what she eats, so "No, no diarrhoea" is no denial of the not drinking the case records
    "appetite": re.compile(r"\bdrink\w*(?=.*\balcohol)|\b(?:drunk|alcohol\w*)\b|"
                           r"\bfood (?:banks?|shops?|courts?|halls?|markets?|vans?|trucks?|stalls?|festivals?|parcels?|hygiene|safety|standards)\b"),
    # (found checking bank 28 in the bank 30 round) Scots "wee" is small ("a wee bit dizzy", "the wee one"): no question about the peeing
    "urine": re.compile(r"\bwee (?:bit|bitty|tad|while|one|ones|thing|things|lad|lass|boy|girl|man|wifie|hours|drop|dram)\b|"
                       # (bank 35, training) "week" begins with "wee": "more breathless than normal this week?" asks nothing
                       # of the peeing, so "No, no shortness of breath" denies no burning or frequent pee the case records
                       r"\bweek(?:s|ly|end|ends|day|days|night|nights)?\b|"
                       # (bank 31, training) the toilet as where blood is seen ("have you seen any blood when you go to the
                       # toilet?") asks about blood only: "No, no bleeding" is a true answer from one whose only trouble with
                       # the peeing is that it burns, and no denial of it (a symptom of the peeing said beside it still asks)
                       r"(?<=\bblood )(?:(?!\b(?:or|and|burn\w*|sting\w*|pain\w*|hurt\w*|sore|smell\w*|often|a lot)\b)[^.?!,]){0,30}?\b(?:toilet|loo)\b"),
}
ASSOCIATED_RX = re.compile(
    r"\b(?:" + "|".join(re.escape(w) for words in SYMPTOM_GROUPS.values() for w in words) + r")"
    r"|\b(?:nothing else|no other|just (?:the|this|that|my)|only (?:the|this|that|my)|that's (?:it|all)|apart from|otherwise|symptom|other than|fine|okay|ok\b|all right|alright)"
)
DRUG_NAMES = (
    "paracetamol", "acetaminophen", "tylenol", "ibuprofen", "advil", "nurofen", "naproxen", "aspirin", "codeine", "co-codamol",
    "tramadol", "morphine", "oxycodone", "metformin", "insulin", "gliclazide", "amlodipine", "lisinopril", "ramipril", "bisoprolol",
    "atenolol", "metoprolol", "atorvastatin", "simvastatin", "statin", "furosemide", "frusemide", "digoxin", "warfarin", "apixaban",
    "eliquis", "rivaroxaban", "xarelto", "dabigatran", "pradaxa", "edoxaban", "clopidogrel", "plavix", "heparin", "enoxaparin",
    "clexane", "salbutamol", "ventolin", "albuterol", "tiotropium", "budesonide", "formoterol", "symbicort", "levothyroxine",
    "omeprazole", "lansoprazole", "sertraline", "citalopram", "fluoxetine", "amitriptyline", "levetiracetam", "keppra", "valproate",
    "tamsulosin", "finasteride", "allopurinol", "alendronate", "prednisolone", "prednisone", "amoxicillin", "penicillin",
    "trimethoprim", "nitrofurantoin", "donepezil", "bicalutamide", "latanoprost", "gabapentin", "pregabalin", "diazepam",
    "lorazepam", "zopiclone", "methadone", "cetirizine", "loratadine", "antihistamine", "antibiotic", "diclofenac", "sumatriptan",
    "lithium", "quetiapine", "olanzapine", "mirtazapine", "hydrochlorothiazide", "losartan", "candesartan", "spironolactone",
)
OTC_DRUGS = ("paracetamol", "acetaminophen", "tylenol", "ibuprofen", "advil", "nurofen", "antihistamine", "cetirizine", "loratadine")
DRUG_RX = re.compile(r"\b(" + "|".join(re.escape(d) for d in DRUG_NAMES) + r")")
MEDICATIONS_RX = re.compile(
    r"\b(?:take|taking|took|tablet|pill|medic|medicine|meds\b|inhaler|puffer|spray|insulin|injection|jab|prescri|drops|patch|"
    r"vitamin|supplement|syrup|capsule|nothing|none|no regular|not on anything|not on any|nope|oxygen|pump|on (?:a|an|my|the|his|her)\b|"
    r"i'm on|he's on|she's on|water tablet|blood pressure|stopped)|"
    + DRUG_RX.pattern
)
TREATMENT_RX = re.compile(
    r"\b(?:took|taken|take|tried|try|used|use|gave|given|give|had (?:some|a|two|one|an)|put (?:some|a|ice|cream|on)|ice|rest|cream|"
    r"ointment|drops|painkill|pain relief|tablet|pill|medic|inhaler|puffer|spray|syrup|nothing|not yet|haven't|hasn't|didn't|"
    r"helped|help|relief|pressure|pinch|bandage|dressing|towel|cold water|wash|antacid|gaviscon|calpol|sugar|glucose|juice|cpr|"
    r"shock|defib|ambulance|paramedic|doctor|gp\b|pharmac|chemist|injection|oxygen|nebul|nope|no\b|none|sling|elevat|raised|"
    r"cool|hot water|water|nothing (?:has|at all|yet))|"
    + DRUG_RX.pattern
)
ALLERGEN_WORDS = (
    "penicillin", "amoxicillin", "sulfa", "sulpha", "sulphonamide", "trimethoprim", "codeine", "morphine", "aspirin", "ibuprofen",
    "nsaid", "antibiotic", "latex", "plaster", "elastoplast", "tape", "peanut", "nut", "shellfish", "seafood", "egg", "milk",
    "dairy", "wheat", "gluten", "strawberr", "bee", "wasp", "sting", "pollen", "hay fever", "dust", "cat", "dog", "iodine",
    "contrast", "anaesthetic", "anesthetic", "erythromycin", "cephalosporin", "tramadol", "metronidazole", "doxycycline",
)
ALLERGEN_RX = re.compile(r"\b(" + "|".join(re.escape(w) for w in ALLERGEN_WORDS) + r")(?:s|es|y|ies)?\b")  # whole words: "bee", not "been"
FOOD_ALLERGENS = ("peanut", "nut", "shellfish", "seafood", "egg", "milk", "dairy", "wheat", "gluten", "strawberr", "satay")
CONTACT_ALLERGENS = ("latex", "plaster", "elastoplast", "tape", "washing powder", "bee", "wasp", "pollen", "hay fever", "dust", "cat", "dog")
ALLERGIES_RX = re.compile(
    r"\b(?:allerg|react|rash|hives|swell|swollen|anaphyla|epipen|itch|nothing i know|not that i know|none|nothing|no\b|nope|"
    r"can take anything|fine with|okay with|ok with|no problem|never had|bad reaction|sick)|" + ALLERGEN_RX.pattern
)
ANTICOAG_NAMES = ("warfarin", "coumadin", "apixaban", "eliquis", "rivaroxaban", "xarelto", "dabigatran", "pradaxa", "edoxaban",
                  "lixiana", "heparin", "enoxaparin", "clexane", "lovenox", "fragmin", "dalteparin", "tinzaparin")
ANTIPLATELET_NAMES = ("aspirin", "clopidogrel", "plavix", "ticagrelor", "brilinta", "prasugrel")
ANTICOAG_POS = re.compile(
    r"\b(?:" + "|".join(ANTICOAG_NAMES + ANTIPLATELET_NAMES) + r"|blood thinner|blood-thinner|thinners?\b|thin (?:my|the|his|her) blood|"
    r"thins? (?:my|the|his|her) blood|thinning|anticoag|for (?:a|the|my|his|her) clot|clot tablet|inr)"
)
ANTICOAG_RX = re.compile(ANTICOAG_POS.pattern + r"|\b(?:no\b|nope|none|nothing|not on|not that|never|stopped)")
CONDITION_WORDS = (
    "diabet", "sugar", "blood pressure", "hypertension", "asthma", "copd", "emphysema", "heart", "angina", "fibrillation",
    "rhythm", "lung", "kidney", "liver", "stroke", "epilep", "seizure", "fits", "cancer", "cholesterol", "thyroid", "arthritis",
    "depress", "anxiety", "mental", "dementia", "prostate", "ulcer", "gout", "osteopor", "stent", "operation", "surgery", "hospital",
    "healthy", "fit and well", "condition", "illness", "problem", "glaucoma", "hay fever", "allerg", "infection", "smok", "clot",
    "catheter", "born", "vaccin", "wheezy", "bowel", "stones?", "migraine", "bladder",
)
HISTORY_RX = re.compile(r"\b(?:" + "|".join(CONDITION_WORDS) + r"|nothing|none|no\b|nope|never|not really|all good|fine|well\b|normally)")
PREG_POS = rx(r"pregnan", r"expecting", r"(?:period|it)(?:'s| is| was)? (?:\w+ )?late", r"late (?:period|this month)", r"missed", r"positive", r"weeks? (?:gone|along)",
              r"might be", r"could be", r"baby", r"unprotected", r"haven't had (?:a|my) period", r"overdue", r"no period")
PREG_NEG = rx(r"not pregnant", r"can't be pregnant", r"no chance", r"no way", r"regular", r"on time", r"came (?:last|this) week",
              r"had (?:my|a) period (?:last|this) week", r"menopaus", r"past (?:that|all that|it)", r"sterilis", r"hysterectomy", r"not possible")
PREGNANCY_RX = re.compile(PREG_POS.pattern + "|" + PREG_NEG.pattern + r"|\b(?:period|pregnan|test|contracept|pill|coil|implant|injection|condom|cycle|bleed|weeks?|days?|month|sex|no\b|nope|yes|yeah|not\b|never|don't think|time of the month|menstru|spotting|ago)")
SUBSTANCE_GROUPS: dict[str, tuple[str, ...]] = {
    "alcohol": ("drink", "alcohol", "beer", "wine", "pint", "vodka", "spirit", "units", "booze", "drunk", "pub", "lager", "whisk", "cider", "glass", "bottle", "etoh", "sober", "teetotal"),
    "drugs": ("drug", "cannabis", "weed", "marijuana", "cocaine", "coke", "heroin", "meth", "ecstasy", "mdma", "pills", "codeine", "tablets", "inject", "smack", "speed", "ketamine", "opioid", "overdose", "using", "substance", "painkiller", "dope", "crack"),
    # (bank 39, training) nicotine by its own name ("do you use nicotine pouches?") asks about tobacco and nicotine only
    "smoking": ("smok", "cigarette", "cig", "rollie", "roll-up", "durr", "baccy", "vape", "vaping", "tobacco", "fag", "nicotine"),
}
SUBSTANCE_RX = re.compile(r"\b(?:" + "|".join(w for ws in SUBSTANCE_GROUPS.values() for w in ws) + r"|socially|occasional|never|no\b|nope|none|nothing|not really|not much)")
SELF_HARM_POS = rx(
    r"thoughts? (?:of|about) (?:hurting|harming|killing|ending|taking|suicide|dying|self)", r"thought (?:of|about) (?:hurting|harming|killing|ending|taking)",
    r"hurt(?:ing)? myself", r"harm(?:ing)? myself", r"kill(?:ing)? myself", r"end(?:ing)? (?:my life|it all|things|it\b)", r"take my own life",
    r"suicid", r"better off (?:dead|without me|not (?:being )?here|gone)", r"(?:don't|do not) want to (?:live|be alive|be here|go on|wake up)",
    r"not want(?:ing)? to (?:live|be alive|be here)", r"can't go on", r"not worth living", r"isn't worth living", r"no point (?:in )?(?:living|going on)",
    r"saving up (?:my )?(?:sleeping )?(?:pills|tablets)", r"take them all", r"planning to", r"overdos\w* on purpose", r"cut(?:ting)? myself", r"wish i (?:was|were) dead",
    r"want(?:ed)? to die", r"hurt(?:ing)? himself", r"hurt(?:ing)? herself", r"harm(?:ing)? (?:himself|herself)", r"kill (?:himself|herself)", r"end (?:his|her) life",
    r"self-harm", r"self harm", r"i have a plan", r"i've (?:got|made) a plan", r"stockpil", r"dark thoughts",
)
SAFETY_RX = re.compile(r"\b(?:safe)")  # "safe" answers a safety question; negated it is a disclosure
SELF_HARM_RX = re.compile(SELF_HARM_POS.pattern + r"|\b(?:thought|hurt|harm|kill|suicid|die|dead|alive|living|life|safe|pills|overdos|plan|better off|no\b|nope|never|not\b|low|down|fine|okay|ok\b|god,? no|of course not)")
ABUSE_POS = rx(
    r"(?:boyfriend|girlfriend|husband|wife|partner|dad|father|mum|mother|stepdad|brother|someone|somebody|he|she|they) (?:did this|hit|hits|hurt|hurts|beat|beats|pushed|kicked|stabbed|attacked|threatened)",
    r"did this to me", r"(?:i'm|i am) (?:scared|afraid|frightened) of", r"hit me", r"hurts me", r"hurt me", r"beats me", r"beat me", r"attacked me", r"abus",
    r"stabbed me", r"not safe at home", r"violent", r"threaten", r"knocks? me about", r"told the ambulance i fell",
)
ABUSE_RX = re.compile(ABUSE_POS.pattern + r"|\b(?:safe|hurt|hit|kick|push|afraid|scared|frighten|partner|boyfriend|girlfriend|husband|wife|home|abus|violen|threat|attack|assault|nobody|no one|no\b|nope|never|fine|okay|ok\b|alright|all right|lovely|good|family|live alone|on my own|accident)")
MECHANISM_RX = rx(
    r"fell", r"fall", r"slip", r"trip", r"hit", r"bang", r"crash", r"collid", r"knock", r"land", r"twist", r"roll", r"cut", r"stab",
    r"knife", r"bike", r"car\b", r"motor", r"jump", r"struck", r"caught", r"flew", r"pull", r"swung", r"swing", r"grind", r"door",
    r"floor", r"stair", r"kerb", r"curb", r"rug", r"table", r"jam", r"ball", r"accident", r"play", r"off (?:the|my|a)", r"onto",
    r"went over", r"came off", r"chopp", r"stung", r"bit\b", r"bitten", r"burnt", r"burned", r"attack", r"punch", r"kick", r"did it",
)
COMPLAINT_EXPANSIONS: dict[str, str] = {
    r"\bsob\b": "breath breathing breathless short wheezy",
    r"\bcp\b": "chest",
    r"\babd\b": "belly stomach tummy abdomen abdominal",
    # N/V is nausea and vomiting; only N/V/D adds diarrhoea ("no diarrhoea" does not contradict N/V)
    r"\bn/v\b": "sick vomit vomiting throwing nausea nauseous",
    r"\bn/v/d\b": "diarrhoea diarrhea",
    r"\blac\b": "cut gash laceration",
    r"\bfb\b": "something metal bit stuck",
    r"\bod\b": "overdose took pills heroin",
    r"\bsi\b": "suicidal hurting myself kill",
    r"\bmvc\b": "crash car accident collision motorbike",
    r"s/p fall|\bfall\b": "fell fall fallen tripped slipped",
    r"\betoh\b": "drink drinking drunk alcohol pints",
    r"hematemesis|haematemesis": "vomiting blood bringing",
    r"melena|melaena": "black poo stool",
    r"syncope": "fainted faint passed blacked collapsed",
    r"epistaxis": "nosebleed nose bleeding",
    r"dysuria": "burning pee wee urine stings",
    r"hematuria": "blood pee wee urine",
    r"palpitations": "heart racing pounding fluttering",
    r"diaphoretic": "sweating sweaty",
    r"hypoglycemia": "sugar diabetes",
    r"rxn": "reaction allergic",
    r"\bsx\b": "symptoms cold",
    r"rx refill|med refill|refill": "prescription repeat ran tablets drops refill",
    r"dental": "tooth teeth",
    r"axilla": "armpit",
    r"cellulitis": "red swollen infection leg",
    r"retention": "pee wee",
    r"lethargic": "sleepy drowsy floppy tired",
    r"\bvag\b": "vaginal bleeding",
    r"confusion": "confused muddled mixed",
    r"unresponsive": "waking wake unconscious responding collapsed",
    r"cardiac arrest|rosc": "collapsed heart stopped cpr",
    r"seizure": "fit fitting shaking seizure",
    r"testicular": "testicle ball",
    r"head strike": "head hit banged",
    r"insect bite": "bite bitten sting stung bee",
    r"sunburn": "burnt burned sun",
    r"suture": "stitches",
    r"dressing": "dressing bandage ulcer",
    r"catheter": "catheter tube bag",
    r"abscess": "lump boil abscess",
    r"\bfever\b": "fever temperature hot",
    r"\bl\b|\blt\b": "left",
    r"\br\b|\brt\b": "right",
    r"medication question": "tablet medicine cholesterol question",
    r"weakness": "weak",
    r"slurred speech": "speech words slurred",
    r"hypotension": "faint dizzy",
    r"wheezing": "wheezy wheeze",
    r"copd": "breathing chest lungs",
}

TOPIC_RX: dict[str, re.Pattern[str]] = {
    "onset": ONSET_RX, "character": CHARACTER_RX, "severity": SEVERITY_RX, "associated": ASSOCIATED_RX,
    "treatment": TREATMENT_RX, "medications": MEDICATIONS_RX, "allergies": ALLERGIES_RX, "anticoagulants": ANTICOAG_RX,
    "history": HISTORY_RX, "pregnancy": PREGNANCY_RX, "substance": SUBSTANCE_RX, "self_harm": SELF_HARM_RX,
    "abuse": ABUSE_RX, "mechanism": MECHANISM_RX,
}
#: Distinctive words of each topic, to name the topic a stray reply answered instead.
SIGNATURE_RX: dict[str, re.Pattern[str]] = {
    "allergies": rx(r"allerg", r"reaction"),
    "medications": re.compile(r"\b(?:i'm on|i take|he's on|she's on|he takes|she takes|tablets? for|medication)|" + DRUG_RX.pattern),
    "anticoagulants": rx(r"blood thinner", r"thin (?:my|his|her) blood"),
    "severity": rx(r"out of (?:10|ten)", r"/10\b", r"a (?:[0-9]|one|two|three|four|five|six|seven|eight|nine|ten)\b"),
    "location": BODY_RX,
    "onset": rx(r"ago\b", r"since (?:yesterday|last|this)", r"started"),
    "associated": rx(r"numb", r"weak", r"dizz", r"nause", r"vomit", r"fever", r"short of breath", r"sweat", r"bleeding", r"swelling", r"rash", r"cough"),
    "history": rx(r"diabet", r"blood pressure", r"asthma", r"heart (?:condition|problem|attack)", r"medical condition"),
    "pregnancy": rx(r"pregnan", r"period"),
    "substance": rx(r"drink", r"alcohol", r"drugs", r"smok", r"what (?:i|he|she)(?:'ve| have| has)? had"),
    "self_harm": rx(r"hurt(?:ing)? myself", r"suicid", r"end my life"),
    "abuse": rx(r"safe at home", r"hurting me", r"hit me"),
    "mechanism": rx(r"fell", r"tripped", r"slipped", r"crash"),
    "treatment": rx(r"taken anything", r"took (?:some|a|two)\b", r"painkiller"),
    "character": rx(r"sharp", r"dull", r"stabbing", r"burning", r"crushing"),
}

# --------------------------------------------------------------------------------------------
# What the case says


@dataclass
class CaseFacts:
    """The case's fields read once, as the judge needs them."""

    complaint: str
    lay: str  # every patient-facing text of the case, for "is this reply about the case at all"
    complaint_stems: set[str]
    history: Any
    pain: float | None
    pain_text: str | None
    sensitive: dict[str, str]
    sensitive_by_topic: dict[str, str] = field(default_factory=dict)
    age: float | None = None
    sex: str | None = None


_FACTS: dict[int, CaseFacts] = {}


def _expand_complaint(complaint: str) -> str:
    text = norm(complaint)
    extra = [words for pattern, words in COMPLAINT_EXPANSIONS.items() if re.search(pattern, text)]
    return text + " " + " ".join(extra)


def case_facts(case: Any) -> CaseFacts:
    cached = _FACTS.get(id(case))
    if cached is not None and cached.complaint == case.chief_complaint:
        return cached
    history = case.history
    parts: list[str] = [history.onset or "", history.duration or "", history.character or "", history.location or "", history.mechanism or ""]
    for name in ("associated_symptoms", "past_medical_history", "medications", "allergies"):
        parts.extend(getattr(history, name) or [])
    parts.extend(case.sensitive.values())
    expanded = _expand_complaint(case.chief_complaint)
    lay = norm(" ".join(parts))
    by_topic: dict[str, str] = {}
    for key, value in case.sensitive.items():
        for topic, keys in PRIVATE_TOPICS.items():
            if any(k in key.lower() for k in keys):
                by_topic[topic] = (by_topic.get(topic, "") + " " + value).strip()
    age = getattr(case, "apparent_age", case.age)
    facts = CaseFacts(
        complaint=case.chief_complaint,
        lay=lay,
        complaint_stems=content_stems(expanded + " " + lay),
        history=history,
        pain=case.pain,
        pain_text=case.pain_text,
        sensitive=dict(case.sensitive),
        sensitive_by_topic=by_topic,
        age=age,
        sex=(case.sex or "").upper()[:1] or None,
    )
    _FACTS[id(case)] = facts
    return facts


def expected_pain(pain: float | None, pain_expression: str | None) -> int | None:
    """The number this persona should say: the case's score, −2 minimizing, +2 amplifying (docs/python.md)."""
    if pain is None:
        return None
    shift = {"minimizing": -2, "amplifying": 2}.get(pain_expression or "accurate", 0)
    return int(round(min(10.0, max(0.0, pain + shift))))


_NUMBER_WORDS = {"zero": 0, "nought": 0, "nothing": None, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_TIME_UNIT_AFTER = re.compile(r"^\s*(?:-\s*)?(?:or \w+ )?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|times|o'clock|am\b|pm\b|a\.m|p\.m|pillows?|pints?|units?|glasses|bottles?|cm\b|kilos?|km|%|tablets?|pills?|puffs?|doses?|stone|pounds?|of (?:us|them)|kids|children|people)")


def pain_numbers(reply: str) -> list[int]:
    """Numbers 0–10 said as a score: not the scale's own ends, not times, not counts of things."""
    text = norm(reply)
    text = re.sub(r"\bout of (?:10|ten)\b|/\s*10\b|\b(?:0|zero|nought|1|one)\s*(?:to|-|and)\s*(?:10|ten)\b|\bscale of (?:10|ten)\b|\bten-point\b", " ", text)
    found: list[int] = []
    for m in re.finditer(r"\b(\d+(?:\.\d+)?|zero|nought|one|two|three|four|five|six|seven|eight|nine|ten)\b", text):
        if _TIME_UNIT_AFTER.match(text[m.end():]):
            continue
        before = text[max(0, m.start() - 12): m.start()]
        if re.search(r"(?:about|for|since|last|past|than|every|at|the)\s+$", before) and re.match(r"\s*(?:days?|weeks?|hours?)", text[m.end():]):
            continue
        token = m.group(1)
        if token in ("one",) and re.match(r"\s*(?:of|side|more|thing|another|day|time|leg|arm|eye|ear)", text[m.end():]):
            continue
        value = _NUMBER_WORDS.get(token) if not token[0].isdigit() else float(token)
        if value is None:
            continue
        if 0 <= float(value) <= 10:
            found.append(int(round(float(value))))
    return found


def time_classes(text: str) -> set[int]:
    text = norm(text)
    return {klass for klass, pattern in TIME_CLASS if pattern.search(text)}


def body_groups(text: str) -> set[str]:
    text = norm(text)
    groups: set[str] = set()
    for m in BODY_RX.finditer(text):
        word = m.group(1)
        groups.update(name for name, words in BODY_GROUPS.items() if word in words)
    return groups


def sides(text: str) -> set[str]:
    text = norm(text)
    found = {m.group(1) for m in SIDE_RX.finditer(text)}
    if "both" in found or "both sides" in found:
        return {"left", "right"}
    return found


# --------------------------------------------------------------------------------------------
# Polarity: does the reply say yes or no to the topic's matter?


def polarity(reply: str, positive: re.Pattern[str], question: str, *, inverted: bool = False, safety: bool = False) -> str | None:
    """``pos`` (discloses the matter), ``neg`` (denies it) or None (says neither)."""
    text = norm(reply)
    if find_affirmed(positive, text):
        return "pos"
    if positive.search(text):
        return "neg"  # every mention of the matter is negated
    if safety:
        for m in SAFETY_RX.finditer(text):
            return "pos" if negated(text, m.start()) or re.search(r"\bunsafe", text) else "neg"
    if _YES.search(text):
        return "neg" if inverted else "pos"
    if _NO.search(text):
        return "pos" if inverted else "neg"
    return None


_INVERTED_Q = rx(r"safe", r"fit and well", r"generally healthy", r"okay at home", r"alright", r"all right", r"looked after properly",
                 r"regular", r"on time", r"ok with all", r"okay with all", r"keep yourself safe", r"keep himself safe", r"keep herself safe")


# --------------------------------------------------------------------------------------------
# Form: is it broken English?

_CAPS_OK = {"I", "OK", "A&E", "GP", "ER", "ED", "ICU", "CPR", "TV", "COPD", "HIV", "UTI", "IBS", "MRI", "CT", "ECG", "EKG",
            "ADHD", "AF", "IUD", "NHS", "UK", "US", "USA", "PTSD", "IV", "DVT", "INR", "TIA", "PE", "AM", "PM", "DIY", "OCD"}
_CHART_SHORTHAND = re.compile(
    r"(?<![\w/])(?:s/p|abd|lac|sx|rx|hx|pmh|c/o|n/v(?:/d)?|etoh|b/l|x\d+|wks?|y/?o|pt|rt|lt|r|l|uta|rosc|sob|cp|fb|mvc|od|si|"
    r"exac|rxn|vag|dx|tx|w/|w/o|prn|bid|tid|qds|bd|od)(?![\w/])",
)
_JARGON = rx(r"diaphoretic", r"bradycardic", r"tachycardic", r"hypotensi", r"hypoxi", r"haematemesis", r"hematemesis", r"melaena",
             r"melena", r"epistaxis", r"dysuria", r"haematuria", r"hematuria", r"syncop", r"lethargic", r"tachypn", r"bradypn",
             r"axilla", r"exacerbation", r"altered mental", r"emesis", r"afebrile", r"febrile", r"ambulat",
             r"presenting complaint", r"chief complaint", r"denies", r"reports\b", r"patient (?:states|reports|denies)")
_VERB_HINT = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being|have|has|had|do|does|did|can|could|will|would|shall|should|may|might|must|"
    r"get|gets|got|take|takes|took|feel|feels|felt|hurt|hurts|think|know|go|goes|went|come|comes|came|say|says|said|"
    r"see|saw|seems?|need|needs|want|wants|keep|keeps|kept|make|makes|made|put|let|give|gave|tell|told|use|uses|"
    r"start|starts|stop|stops|help|helps|try|tries|find|found|look|looks|happen|happens|eat|eats|ate|drink|drinks|drank|"
    r"sleep|sleeps|slept|cough|coughs|breathe|breathes|fall|falls|fell|hit|cut|bleed|bleeds|bled|throw|threw|run|ran|"
    r"lose|lost|carry|wake|woke|live|lives|mean|means|guess|reckon|suppose|hope|worry|swell|swells|burn|burns|ache|aches|"
    r"sting|stings|itch|itches|move|moves|work|works|stand|sit|lie|lay|pass|passed|faint|bring|brought|call|called|"
    r"care|bother|bothers|matter|matters|sound|sounds|remember|forget|forgot|wish|notice|noticed|check|stay|leave|left|"
    r"show|shows|spread|spreads|stop|stopped|grip|bend|bent|catch|caught|sting|stung|jam|jammed|roll|rolled|drop|dropped|"
    r"swing|swung|knock|knocked|slip|slipped|trip|tripped|land|landed|twist|twisted|scratch|pee|wee|vomit|bring|feel|"
    r"struck|broke|began|stuck|shook|tore|drove|rode|spoke|flew|hung|threw|blew|grew|drew|dug|held|led|meant|met|paid|sent|"
    r"spent|stood|thought|won|wrote|bought|fought|sold|lit|slid|spun|split|shot|shut|hid|fed|knelt|swept|crept|leapt|ran|"
    r"bit|stung|burnt|dropped|cried|cries|screamed|collapsed|gone|seen|done|given|taken|eaten|drunk|fallen|woken|been)\b"
    r"|'(?:s|m|re|ve|d|ll)\b|n't\b|\b\w{3,}(?:ed|ing)\b"
)
_DANGLING = re.compile(r"\b(?:and|the|a|an|my|your|but|or|because)\s*[.!?]$")
_DOUBLED = re.compile(r"(?<!\.)\.\.(?!\.)|[,;:]\s*[,;:.!?]|[.!?]\s*[,;:]|\?\s*\.|!\s*\.|\s[,;:?!]|\s\.(?!\.)|\(\s*\)|\{|\}|\w_\w")
_REPEAT_OK = {"no", "very", "really", "so", "yes", "ha", "oh", "um", "uh", "er", "bad", "far", "much", "more", "i", "he", "she", "it", "my", "the", "a", "that", "there", "we", "you", "and", "is", "was", "had"}


def garbled(reply: str, case: Any, question: str) -> str | None:
    """The first sign of broken English in the reply, or None."""
    facts = case_facts(case)
    raw_lay = " ".join([*(facts.history.past_medical_history or []), *(facts.history.medications or []), question,
                        facts.history.onset or "", *(facts.history.associated_symptoms or [])])
    raw_upper = set(re.findall(r"\b[A-Z][A-Z&]+\b", raw_lay))
    if _DOUBLED.search(reply):
        return f"doubled or stray punctuation: {_DOUBLED.search(reply).group(0)!r}"
    for token in re.findall(r"\b[A-Z][A-Z&/]+\b", reply):
        if token not in _CAPS_OK and token not in raw_upper:
            return f"ALL-CAPS word spoken: {token!r}"
    lower = norm(reply)
    shorthand = _CHART_SHORTHAND.search(re.sub(r"[.,!?;:]", " ", lower))
    if shorthand and shorthand.group(0) not in norm(question).split():
        word = shorthand.group(0)
        if not (word in ("l", "r") and re.search(r"\b[lr]\b'", lower)):
            return f"chart shorthand spoken: {word!r}"
    jargon = _JARGON.search(lower)
    if jargon and jargon.group(0) not in facts.lay and jargon.group(0) not in norm(question):
        return f"chart word spoken: {jargon.group(0)!r}"
    for m in re.finditer(r"\b(\w+)\s+\1\b", lower):
        if m.group(1) not in _REPEAT_OK and not m.group(1).isdigit():
            return f"doubled word: {m.group(0)!r}"
    lay_phrases = sorted({norm(p) for p in [*(facts.history.past_medical_history or []), *(facts.history.medications or []),
                                            *(facts.history.associated_symptoms or []), *(facts.history.allergies or []),
                                            facts.history.location or "", facts.history.character or ""] if p}, key=len, reverse=True)
    for sentence in sentences(reply):
        s = norm(sentence)
        if _DANGLING.search(s):
            return f"sentence breaks off: {sentence!r}"
        if re.match(r"^[a-z]", sentence) and not re.match(r"^(?:um|uh|er|erm|hmm|i\b)", sentence):
            return f"sentence starts in lower case: {sentence!r}"
        clash = re.search(r"\b(?:my|your|his|her|the|a|an) (?:a|an|the|my)\b|\b(?:it's|it is) (?:i|he|she|we|they) (?:have|has|am|is|are|need|was|'ve)\b", s)
        if clash:
            return f"words that do not go together: {clash.group(0)!r}"
        double = re.search(r"\bno (?:\w+ ){0,2}(?:normal|fine|unchanged|well)\b", s)
        if double:
            return f"a negated pertinent negative: {double.group(0)!r}"
        if _VERB_HINT.search(s) or re.match(r"^\W*" + _FILLER + r"(?:no|not|nothing|none|yes|yeah)\b", s):
            continue  # a verb, or a short answer list ("Yes, mild headache, but no numbness."): natural
        stripped = s
        for phrase in lay_phrases:
            stripped = stripped.replace(phrase, " ")
        if len(re.findall(r"[a-z']+", stripped)) >= 14 and not re.search(r",| and | but ", stripped):
            return f"sentence without a verb: {sentence!r}"
    return None


# --------------------------------------------------------------------------------------------
# Per-topic ground truth checks. Each returns None (consistent) or the reason for "contradicts".


def _list(value: list[str] | None) -> list[str] | None:
    return None if value is None else [v for v in value if v and v.strip()]


def _mentions_any(items: list[str], text: str) -> bool:
    reply_stems = content_stems(text)
    return any(content_stems(item) & reply_stems for item in items)


def _check_severity(facts: CaseFacts, question: str, reply: str, persona: Any) -> str | None:
    expected = expected_pain(facts.pain, getattr(persona, "pain_expression", None))
    if expected is None:
        return None
    numbers = pain_numbers(reply)
    text = norm(reply)
    if facts.age is not None and facts.age < 12 and facts.pain is not None and int(round(facts.pain)) in numbers:
        return None  # a parent relays the child's own score: the persona's shift is the child's, not the parent's
    if numbers:
        if expected not in numbers:
            return f"says {numbers} where the case's pain {facts.pain:g} makes this persona say {expected}"
        if any(abs(n - expected) > 1 for n in numbers):
            return f"says {numbers} where the case's pain {facts.pain:g} makes this persona say {expected}"
        return None
    if expected > 0 and NO_PAIN.search(text):
        return f"says there is no pain; the case's pain is {facts.pain:g} (this persona: {expected})"
    if expected >= 7 and MILD_WORDS.search(text) and not SEVERE_WORDS.search(text):
        return f"calls a pain of {expected} mild"
    if expected <= 3 and SEVERE_WORDS.search(text) and not MILD_WORDS.search(text):
        return f"calls a pain of {expected} severe"
    return None


def _check_onset(facts: CaseFacts, question: str, reply: str) -> str | None:
    truth = " ".join(t for t in (facts.history.onset, facts.history.duration) if t)
    if not truth:
        return None
    case_classes, reply_classes = time_classes(truth), time_classes(reply)
    if not case_classes or not reply_classes:
        return None
    if min(abs(a - b) for a in case_classes for b in reply_classes) >= 2:
        return f"gives a time scale the case's onset contradicts ({truth!r})"
    return None


def _check_location(facts: CaseFacts, question: str, reply: str) -> str | None:
    truth = facts.history.location or ""
    if not truth:
        return None
    truth_groups, reply_groups = body_groups(truth), body_groups(reply)
    if truth_groups and reply_groups and not (truth_groups & reply_groups):
        return f"names another part of the body than the case's {truth!r}"
    truth_sides = sides(truth + " " + _expand_complaint(facts.complaint))
    reply_sides = sides(reply)
    if truth_sides and reply_sides and not (truth_sides & reply_sides):
        return f"names the other side than the case's {truth!r}"
    return None


def _check_character(facts: CaseFacts, question: str, reply: str) -> str | None:
    truth = norm(facts.history.character or "")
    if not truth:
        return None
    text = norm(reply)
    if content_stems(truth) & content_stems(text):
        return None
    dull_t = any(w in truth for w in DULL_CLUSTER)
    sharp_t = any(w in truth for w in SHARP_CLUSTER)
    dull_r = any(re.search(r"\b" + w, text) for w in DULL_CLUSTER)
    sharp_r = any(re.search(r"\b" + w, text) for w in SHARP_CLUSTER)
    if dull_t and not sharp_t and sharp_r and not dull_r:
        return f"calls it sharp where the case says {facts.history.character!r}"
    if sharp_t and not dull_t and dull_r and not sharp_r:
        return f"calls it dull where the case says {facts.history.character!r}"
    return None


def _positive_symptoms(items: list[str]) -> list[str]:
    """Associated symptoms the patient has, less the pertinent negatives ("no fever", "feel fine now")."""
    return [i for i in items if not re.match(r"^\s*(?:no|not any|nothing)\b", i.lower())
            and not re.search(r"\b(?:fine|normal|normally|unchanged|well|stopped|controlled|can limp|can see|is fine)\b", i.lower())]


def _in_group(name: str, text: str) -> bool:
    """Whether ``text`` (``norm`` form) names the symptom group, less the words that name something else there."""
    if name in _GROUP_EXCEPT:
        text = _GROUP_EXCEPT[name].sub(" ", text)
    return any(re.search(r"\b" + re.escape(w), text) for w in SYMPTOM_GROUPS[name])


#: (bank 43, training; the judge misjudged a right answer) A symptom granted before the question ("Given that you've a headache,
#: has light been bothering your eyes?"): a premise, not asked, so "No, no trouble with the light" denies no headache.
_PREMISE = re.compile(r"^\W*(?:given (?:that )?|seeing (?:as|that) |now that )(?:you|he|she|they)(?:'ve| have| has|'s| had| are|'re| is)? "
                      r"[^,?]{0,40},\s*(?=\S)|"
                      # (bank 49, training; the judge misjudged a right answer) a symptom taken up again ("Picking up on the
                      # headache, has bright light been hurting your eyes?"): the subject of the question, not asked, so "No,
                      # no trouble with the light" denies no headache
                      r"^\W*(?:picking|following) up on (?:the|your|his|her|their|that|this) [^,?]{1,30},\s*(?=\S)")


def _asked_symptom_groups(question: str) -> set[str]:
    q = _PREMISE.sub("", norm(question))
    return {name for name in SYMPTOM_GROUPS if _in_group(name, q)}


_CANNOT_PASS_URINE = re.compile(r"\b(?:can't|cannot|can not|couldn't|unable to|not able to|haven't been able to) "
                                r"(?:pee|wee|urinate|pass (?:any )?(?:water|urine)|go(?: to the (?:toilet|loo))?)\b")


def _check_associated(facts: CaseFacts, question: str, reply: str) -> str | None:
    items = _list(facts.history.associated_symptoms)
    if items is None:
        return None
    positives = _positive_symptoms(items)
    text = norm(reply)
    asked = _asked_symptom_groups(question)
    denial = bool(_NO.search(text) or re.search(r"\b(?:nothing else|no other|that's (?:it|all)|just (?:the|this|that))\b", text))
    if asked:
        case_has = [i for i in positives if any(_in_group(g, norm(i)) for g in asked)]
        complaint_has = any(_in_group(g, _expand_complaint(facts.complaint)) for g in asked)
        # (bank 48, training; the judge misjudged a right answer) "No, I can't pee" to "passing water as often as usual?" is the
        # retention said, no denial of it
        if "urine" in asked and _CANNOT_PASS_URINE.search(text):
            return None
        if (case_has or complaint_has) and denial and not _mentions_any(case_has, text) and not find_affirmed(
                re.compile(r"\b(?:" + "|".join(re.escape(w) for g in asked for w in SYMPTOM_GROUPS[g]) + ")"), text):
            return f"denies {', '.join(sorted(asked))} the case records ({'; '.join(case_has) or facts.complaint})"
        return None
    if positives and denial and not _mentions_any(positives, text) and not find_affirmed(ASSOCIATED_RX, text):
        return f"denies other symptoms; the case lists {positives}"
    return None


def _drugs_named(text: str) -> set[str]:
    return set(find_affirmed(DRUG_RX, norm(text)))


def _check_medications(facts: CaseFacts, question: str, reply: str) -> str | None:
    meds = _list(facts.history.medications)
    if meds is None:
        return None
    anticoag = facts.sensitive_by_topic.get("anticoagulants", "")
    text = norm(reply)
    known = norm(" ".join(meds) + " " + anticoag + " " + " ".join(facts.history.past_medical_history or []) + " " + facts.lay + " " + question)
    invented = {d for d in _drugs_named(text) if d not in known and d not in OTC_DRUGS}
    if invented:
        return f"names {sorted(invented)}, which the case does not hold (case: {meds or 'no regular medicines'})"
    denies = _NO.search(text) or re.search(r"\b(?:nothing|none|not on any|don't take any)\b", text)
    if not meds or _mentions_any(meds + ([anticoag] if anticoag else []), text) or not denies:
        return None
    q = norm(question)
    if re.search(r"\b(?:inhaler|insulin|injection)", q):  # asks about devices only
        if not re.search(r"inhaler|puffer|insulin|injection|pen\b|pump", norm(" ".join(meds))):
            return None
    elif re.search(r"blood pressure|your heart|his heart|her heart", q):
        if not _pmh_groups(facts.history.past_medical_history or []) & {"bp", "heart"}:
            return None
    return f"denies regular medicines; the case lists {meds}"


def _allergy_scope(question: str) -> set[str]:
    q = norm(question)
    scope = set()
    if re.search(r"\b(?:medic|drug|tablet|antibiot|penicillin|injection|anaesthetic|give you|can't take|shouldn't give)", q):
        scope.add("drug")
    if re.search(r"\bfood", q):
        scope.add("food")
    if re.search(r"\b(?:latex|plaster)", q):
        scope.add("contact")
    if re.search(r"\b(?:allergic to anything|allergies\?|any allergies|allergic reaction|hives|anything you're allergic|allergies i should|allergies,|allergies to anything|allergic to anything at all|no allergies)", q):
        scope |= {"drug", "food", "contact"}
    if not scope and "epipen" not in q:
        scope = {"drug", "food", "contact"}
    return scope


def _allergen_kind(item: str) -> str:
    item = norm(item)
    if any(w in item for w in FOOD_ALLERGENS):
        return "food"
    if any(w in item for w in CONTACT_ALLERGENS):
        return "contact"
    return "drug"


_ALLERGY_GENERIC = {stem(w) for w in ("drug", "drugs", "medicine", "medicines", "tablet", "tablets", "pill", "allergy", "allergic", "thing")}


def _allergen_named(items: list[str], text: str) -> bool:
    reply_stems = content_stems(text)
    return any((content_stems(item) - _ALLERGY_GENERIC) & reply_stems for item in items)


def _check_allergies(facts: CaseFacts, question: str, reply: str) -> str | None:
    allergies = _list(facts.history.allergies)
    if allergies is None:
        return None
    text = norm(reply)
    scope = _allergy_scope(question)
    in_scope = [a for a in allergies if _allergen_kind(a) in scope]
    named = [m for m in find_affirmed(ALLERGEN_RX, text)]
    known = norm(" ".join(allergies) + " " + " ".join(facts.history.past_medical_history or []) + " " + question)
    if in_scope and not _allergen_named(in_scope, text):
        if _NO.search(text) or re.search(r"\b(?:no allergies|none|nothing|not allergic|no known)\b", text) or named:
            return f"does not name the allergy the case lists ({allergies})"
    if not allergies:
        allergic_claim = re.search(r"\ballergic to (?!nothing|anything)", text) and not negated(text, text.find("allergic to"))
        invented = [m for m in named if m not in known and not re.search(r"\b(?:sting|bee|wasp|cat|dog|dust|pollen)", m)]
        if invented and (allergic_claim or re.search(r"\breact(?:ed|ion)? to\b|\b(?:made|makes|gave|gives) me (?:come out|swell|a rash|itch|sick)", text)):
            return f"names an allergy ({invented}) the case does not hold (case: none)"
    return None


def _anticoag_truth(facts: CaseFacts) -> tuple[str | None, str]:
    """``pos`` / ``antiplatelet`` / ``neg`` / None (not recorded), and the evidence."""
    sensitive = facts.sensitive_by_topic.get("anticoagulants")
    if sensitive:
        return "pos", sensitive
    meds = _list(facts.history.medications)
    if meds is None:
        return None, ""
    text = norm(" ".join(meds))
    if any(re.search(r"\b" + n, text) for n in ANTICOAG_NAMES) or "blood thinner" in text:
        return "pos", ", ".join(meds)
    if any(re.search(r"\b" + n, text) for n in ANTIPLATELET_NAMES):
        return "antiplatelet", ", ".join(meds)
    return "neg", ", ".join(meds) or "no regular medicines"


def _check_anticoagulants(facts: CaseFacts, question: str, reply: str, persona: Any) -> tuple[str | None, str]:
    truth, evidence = _anticoag_truth(facts)
    if truth in (None, "antiplatelet"):
        return None, ""
    q = norm(question)
    generic = bool(re.search(r"\b(?:thin|clot|anticoag|bleed|like that|any blood|or any|blood-thinning|thinners|affects your bleeding|sticky|bruise)", q))
    said = polarity(reply, ANTICOAG_POS, question)
    if truth == "pos" and said == "neg":
        named_in_q = [n for n in ANTICOAG_NAMES + ANTIPLATELET_NAMES if n in q]
        if not generic and named_in_q and not any(n in norm(evidence) for n in named_in_q):
            return None, ""  # denies the drugs named, which the case does not hold either
        return f"denies a blood thinner the case holds ({evidence!r})", "deny"
    if truth == "neg" and said == "pos" and find_affirmed(re.compile(r"\b(?:" + "|".join(ANTICOAG_NAMES) + r"|blood thinner|thins? (?:my|his|her|the) blood)"), norm(reply)):
        return f"claims a blood thinner; the case's medicines are {evidence!r}", ""
    return None, ""


def _pmh_groups(items: list[str]) -> set[str]:
    text = norm(" ".join(items))
    groups = set()
    table = {
        "diabetes": r"diabet|sugar", "bp": r"blood pressure|hypertension", "heart": r"heart|fibrillation|angina|stent|rhythm|racing heart",
        "lung": r"copd|asthma|emphysema|lung|wheezy|smok", "seizure": r"epilep|seizure|\bfits?\b(?! and well)",  # (bank 44, training; the judge misjudged a right answer) "ever had a fit?" asks the fits "mental": r"depress|anxiety|mental|bipolar",
        "stroke": r"stroke|tia", "kidney": r"kidney|renal|stone", "liver": r"liver|cirrho",
    }
    for name, pattern in table.items():
        if re.search(pattern, text):
            groups.add(name)
    return groups


PMH_POS = rx(
    r"diabet", r"sugar", r"blood pressure", r"hypertension", r"asthma", r"copd", r"emphysema", r"heart", r"angina", r"fibrillation",
    r"rhythm", r"lung", r"kidney", r"liver", r"stroke", r"epilep", r"seizure", r"fits\b", r"cancer", r"cholesterol", r"thyroid",
    r"arthritis", r"depress", r"anxiety", r"dementia", r"prostate", r"ulcer", r"gout", r"osteopor", r"stent", r"glaucoma",
    r"hay fever", r"infection", r"clot", r"catheter", r"migraine", r"wheezy", r"condition", r"illness", r"chlamydia",
)


def _conditions(pmh: list[str]) -> list[str]:
    """Past history items that are conditions (not "smoked for forty years", "vaccines up to date")."""
    return [i for i in pmh if not re.search(r"smok|born at|vaccin|up to date", i.lower())]


def _check_history(facts: CaseFacts, question: str, reply: str) -> str | None:
    pmh = _list(facts.history.past_medical_history)
    if pmh is None:
        return None
    conditions = _conditions(pmh)
    q = norm(question)
    text = norm(reply)
    if re.search(r"\b(?:hospital|operation|surgery|surgeries|specialist|like this before|treated for anything at the moment|see (?:your|his|her) doctor)", q):
        return None  # the case format holds no admissions, operations or previous episodes as such
    inverted = bool(re.search(r"fit and well|generally healthy|healthy\?", q))
    said = polarity(reply, PMH_POS, question, inverted=inverted)
    if said != "neg" and not re.search(r"\b(?:nothing|none|no (?:medical )?(?:conditions|problems)|fit and well|healthy)\b", text):
        return None
    if _mentions_any(conditions, text) or re.search(r"\b(?:apart from|except|but|other than)\b", text):
        return None
    asked = _pmh_groups([q])
    if asked and not re.search(r"anything like that|any (?:medical|health|long-term|chronic)", q):
        hit = asked & _pmh_groups(conditions)
        return f"denies {sorted(hit)}; the case lists {pmh}" if hit else None
    if conditions:
        return f"denies any condition; the case lists {pmh}"
    return None


def _pregnancy_truth(facts: CaseFacts) -> tuple[str | None, str]:
    fact = facts.sensitive_by_topic.get("pregnancy")
    if fact:
        return "pos", fact
    if re.search(r"pregnan", norm(facts.complaint + " " + facts.lay)):
        return "pos", facts.complaint
    if facts.age is not None and facts.age >= 55:
        return "neg", f"age {facts.age:g}"
    return None, ""


def _check_pregnancy(facts: CaseFacts, question: str, reply: str, persona: Any) -> tuple[str | None, str]:
    truth, evidence = _pregnancy_truth(facts)
    if truth is None:
        text = norm(reply)
        if find_affirmed(rx(r"i'm pregnant", r"i am pregnant", r"she's pregnant", r"positive (?:pregnancy )?test", r"weeks pregnant"), text):
            return "claims a pregnancy the case does not hold", ""
        return None, ""
    q = norm(question)
    text = norm(reply)
    if re.search(r"\b(?:contracept|bleeding like a period|breastfeeding)", q) and not re.search(r"pregnan", q):
        return None, ""
    if truth == "neg":
        if find_affirmed(rx(r"pregnan", r"expecting", r"missed", r"late"), text) and not PREG_NEG.search(text):
            return f"suggests a pregnancy at {evidence}", ""
        return None, ""
    positive = find_affirmed(PREG_POS, text)
    if positive:
        return None, ""
    weeks = re.search(r"\b(\d+|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+weeks?\b", text)
    if weeks or re.search(r"\b(?:last month|a month|months?)\b", text):
        return None, ""
    inverted = bool(re.search(r"\b(?:regular|on time)\b", q))
    said = polarity(reply, PREG_POS, question, inverted=inverted)
    recent = re.search(r"\b(?:last week|this week|few days ago|(?:one|two|three|1|2|3) weeks? ago|days? ago|on time|regular|not pregnant|no chance)\b", text)
    if said == "neg" or recent or PREG_NEG.search(text):
        return f"says not pregnant / a recent period; the case says {evidence!r}", "deny"
    return None, ""


def _substance_kinds(text: str) -> set[str]:
    text = norm(text)
    return {kind for kind, words in SUBSTANCE_GROUPS.items() if any(re.search(r"\b" + re.escape(w), text) for w in words)}


_DRUG_SPECIFIC = {
    "tablets": r"tablet|pill|painkiller|codeine|sleep|relax|prescri",
    "injecting": r"inject|heroin|needle",
    "cannabis": r"cannabis|weed|marijuana|smoke a joint",
    "cocaine": r"cocaine|coke|crack|party|ecstasy|mdma",
}


#: "Anything" said, mentioned or told about a matter ("has he said anything to you about vaping?"): the matter is the question.
_SAID_ANYTHING = re.compile(r"\b(?:said|say|says|saying|mentioned|mention|mentions|told|tell|tells|heard|hear|spoken|talked|talk) "
                            r"(?:anything|something)(?: (?:to|with) (?:you|us|me|anyone|anybody))? (?=about\b)")


def _check_substance(facts: CaseFacts, question: str, reply: str, persona: Any) -> tuple[str | None, str]:
    fact = facts.sensitive_by_topic.get("substance", "")
    truth_kinds = _substance_kinds(fact)
    if re.search(r"\b(?:etoh|drunk|intox)", norm(facts.complaint)):
        truth_kinds.add("alcohol")
    if re.search(r"\bod\b|overdose", norm(facts.complaint)):
        truth_kinds.add("drugs")
    pmh = norm(" ".join(facts.history.past_medical_history or []))
    if re.search(r"smok", pmh) and not re.search(r"(?:ex-|used to|stopped|quit)", pmh):
        truth_kinds.add("smoking")
    q = norm(question)
    asked = _substance_kinds(q) or {"alcohol", "drugs"}
    # (bank 38, training) "anything" as what was said about the matter named ("has he said anything to you about vaping or
    # smoking?") asks only that matter, not whatever was taken
    if re.search(r"\b(?:anything|substance|on board|recreational)", _SAID_ANYTHING.sub(" ", q)):
        asked |= {"alcohol", "drugs"}
    text = norm(reply)
    relevant = truth_kinds & asked
    specific = {name for name, pattern in _DRUG_SPECIFIC.items() if re.search(pattern, q)}
    if relevant == {"drugs"} and specific and not re.search(r"\b(?:drugs|recreational|substance|anything)\b", q):
        fact_specific = {name for name, pattern in _DRUG_SPECIFIC.items() if re.search(pattern, norm(fact + " " + facts.complaint))}
        if not specific & fact_specific:
            relevant = set()  # asks about other drugs than the case's
    if relevant:
        disclosed = _substance_kinds(" ".join(find_affirmed(re.compile(r"\b(?:" + "|".join(w for k in relevant for w in SUBSTANCE_GROUPS[k]) + ")"), text)))
        if disclosed & relevant:
            return None, ""
        said = polarity(reply, re.compile(r"\b(?:" + "|".join(w for k in relevant for w in SUBSTANCE_GROUPS[k]) + ")"), question)
        if said == "neg" or re.search(r"\b(?:never|not at all|teetotal|don't drink|don't smoke|don't use|no drugs|nothing)\b", text):
            evidence = fact or facts.complaint if relevant != {"smoking"} else pmh
            return f"denies {sorted(relevant)}; the case says {evidence!r}", "deny" if fact else ""
        return None, ""
    if not truth_kinds and "drugs" in asked:
        hard = find_affirmed(rx(r"heroin", r"cocaine", r"crack", r"meth", r"inject"), text)
        if hard:
            return f"claims {hard} the case does not hold", ""
    return None, ""


def _check_self_harm(facts: CaseFacts, question: str, reply: str, persona: Any) -> tuple[str | None, str]:
    fact = facts.sensitive_by_topic.get("self_harm", "")
    in_complaint = bool(re.search(r"\bsi\b|suicid|self[- ]harm|overdose on purpose", norm(facts.complaint)))
    truth = "pos" if (fact or in_complaint) else "neg"
    q = norm(question)
    inverted = bool(re.search(r"\bsafe\b", q))
    said = polarity(reply, SELF_HARM_POS, question, inverted=inverted, safety=True)
    if truth == "pos" and said == "neg":
        return f"denies self-harm thoughts; the case says {fact or facts.complaint!r}", "deny" if fact else ""
    if truth == "neg" and said == "pos" and find_affirmed(SELF_HARM_POS, norm(reply)):
        return "discloses self-harm thoughts the case does not hold", ""
    if truth == "neg" and said == "pos" and inverted and re.search(r"\b(?:not safe|don't feel safe|unsafe)\b", norm(reply)):
        return "says not safe; the case holds no self-harm risk", ""
    return None, ""


def _check_abuse(facts: CaseFacts, question: str, reply: str, persona: Any) -> tuple[str | None, str]:
    fact = facts.sensitive_by_topic.get("abuse", "")
    truth = "pos" if fact else "neg"
    q = norm(question)
    inverted = bool(_INVERTED_Q.search(q))
    said = polarity(reply, ABUSE_POS, question, inverted=inverted, safety=True)
    if truth == "pos" and said == "neg":
        return f"denies that anyone hurt them; the case says {fact!r}", "deny"
    if truth == "neg" and said == "pos" and (find_affirmed(ABUSE_POS, norm(reply)) or re.search(r"\b(?:not safe|don't feel safe|unsafe|scared of)\b", norm(reply))):
        return "discloses abuse the case does not hold", ""
    return None, ""


def _check_mechanism(facts: CaseFacts, question: str, reply: str) -> str | None:
    truth = facts.history.mechanism
    if not truth:
        return None
    text = norm(reply)
    support = content_stems(truth + " " + (facts.history.onset or "") + " " + _expand_complaint(facts.complaint) + " " + (facts.history.location or "") + " " + facts.sensitive_by_topic.get("abuse", ""))
    if content_stems(text) & support:
        return None
    if MECHANISM_RX.search(text) and not _NO.search(text) and not _YES.search(text):
        return f"describes another mechanism than the case's {truth!r}"
    return None


# --------------------------------------------------------------------------------------------
# What counts as on the topic


def _holds_answer(facts: CaseFacts, topic: str) -> bool:
    """Whether the case records anything the speaker could say on this topic."""
    h = facts.history
    return {
        "complaint": True,
        "onset": bool(h.onset or h.duration),
        "location": bool(h.location),
        "character": bool(h.character),
        "severity": facts.pain is not None,
        "associated": h.associated_symptoms is not None,
        "treatment": False,
        "medications": h.medications is not None,
        "allergies": h.allergies is not None,
        "anticoagulants": _anticoag_truth(facts)[0] is not None,
        "history": h.past_medical_history is not None,
        "pregnancy": _pregnancy_truth(facts)[0] == "pos",
        "substance": bool(facts.sensitive_by_topic.get("substance")),
        "self_harm": bool(facts.sensitive_by_topic.get("self_harm")),
        "abuse": bool(facts.sensitive_by_topic.get("abuse")),
        "mechanism": bool(h.mechanism),
    }[topic]


#: A question on the course of the trouble ("has it got worse?", "in waves, or all the time?"), and the words of an answer
#: that tells the course ("it's settled down now", "it's been spreading"): how bad, or what it is like, over time.
_COURSE_ASKED = rx(r"better", r"worse", r"the same", r"compar", r"as bad as", r"comes? and go", r"in waves", r"all the time", r"constant",
                   r"steady", r"on and off",
                   # (bank 49, training; the judge misjudged a right answer) "been there all along", "let up": the course asked
                   r"all along", r"let up")
COURSE_RX = rx(r"settled", r"spreading", r"getting (?:bigger|worse|better)", r"(?:the )?same", r"no (?:better|worse)", r"improv",
               r"(?:hasn't|has not|not) (?:stopped|settled|gone|eased)", r"comes and goes", r"in waves", r"all (?:the )?time", r"constant",
               r"steady", r"on and off",
               # (bank 49, training; the judge misjudged a right answer) "he's been like this the whole time" to "has it come and
               # gone, or been there all along?" tells the course asked
               r"the whole time", r"all along")


_SINCE_BEGAN = rx(r"since (?:it|this|that|the \w+) (?:first )?(?:began|begun|started|came on|kicked off)",
                  # (bank 45, training; the judge misjudged a right answer) the course over a span named since the onset ("was it
                  # getting worse on the way in, or settling?"): "it's about the same, no better and no worse" answers it
                  r"on the way (?:in|here|over)", r"since (?:you|he|she|they) (?:arrived|got here|came in)",
                  # (bank 49, training; the judge misjudged a right answer) "since then" pointing back to the start just told ("has
                  # it come and gone since then, or been there all along?"): "it keeps coming back, on and off" answers it
                  r"since then")


_CHANGES_THE_PAIN = rx(r"\bmake (?:the |your |his |her )?(?:pain|it) (?:change|any different|different|better|worse)")
_PAIN_CHANGED_BY = rx(r"\bhelps?\b", r"makes? it (?:better|worse)", r"\bnothing (?:really )?(?:makes|helps|changes)", r"\b(?:better|worse) (?:when|if)\b",
                      r"\bkeeping still\b", r"\bmoving\b", r"\bbreathing in\b", r"\beases?\b")


def on_topic(facts: CaseFacts, topic: str, question: str, reply: str) -> bool:
    text = norm(reply)
    if topic in ("severity", "character") and _COURSE_ASKED.search(norm(question)) and COURSE_RX.search(text):
        return True  # the course, asked and told
    # (bank 44, training; the judge misjudged a right answer) the course since it began, asked on the onset ("has it been
    # getting worse since it began, or holding steady?"): "it's been steady, no better and no worse" answers what was asked
    if topic == "onset" and _SINCE_BEGAN.search(norm(question)) and _COURSE_ASKED.search(norm(question)) and COURSE_RX.search(text):
        return True
    # (bank 46, training; the judge misjudged a right answer) a first word stuttered ("Not— not really, no.") is said once
    said = re.sub(r"^(\W*)([a-z']+)\s*-\s*(?=\2\b)", r"\1", text)
    if (is_yes_no_question(question) or is_yes_no_question(_past_lead_in(question))) and (
        re.match(r"^\W*" + _FILLER + r"(?:yes|yeah|yep|no|nope|nah|not really|never|not at all|not that i know(?: of)?|not that i've noticed|not that i can tell|i don't think so)" + _END, said)
        or re.match(r"^\W*" + _FILLER + _SUBJ + r" (?:do|am|have|did|does|is|has|don't|doesn't|haven't|hasn't|didn't|isn't|'m not|am not)" + _END, said)
    ):
        return True  # a bare yes or no answers a yes/no question
    case_overlap = {
        "complaint": facts.complaint_stems,
        "onset": content_stems((facts.history.onset or "") + " " + (facts.history.duration or "")),
        "location": content_stems(facts.history.location or ""),
        "character": content_stems(facts.history.character or ""),
        "associated": content_stems(" ".join(facts.history.associated_symptoms or [])),
        "medications": content_stems(" ".join(facts.history.medications or []) + " " + facts.sensitive_by_topic.get("anticoagulants", "")),
        "allergies": content_stems(" ".join(facts.history.allergies or [])),
        "history": content_stems(" ".join(facts.history.past_medical_history or [])),
        "mechanism": content_stems((facts.history.mechanism or "") + " " + (facts.history.onset or "")),
        "treatment": content_stems(" ".join(facts.history.medications or [])),
    }.get(topic, set())
    if case_overlap & content_stems(_expand_complaint(text) if topic == "complaint" else text):
        return True
    if topic == "complaint":
        return bool(BODY_RX.search(text) or ASSOCIATED_RX.search(text))
    if topic == "associated" and "confusion" in _asked_symptom_groups(question) and re.search(r"\bunresponsive\b", text):
        return True  # (bank 30, training) confusion and more: "Yes, he's unresponsive" answers "has he seemed confused?"
    # (bank 46, training; the judge misjudged a right answer) and the speech of one who cannot be woken: "Yes, she's unresponsive"
    # answers "was her speech slurred?" (she says nothing at all)
    if topic == "associated" and "speech" in _asked_symptom_groups(question) and re.search(r"\bunresponsive\b", text):
        return True
    # (bank 46, training; the judge misjudged a right answer) what changes the pain, asked on what it is like ("does moving or
    # breathing in make the pain change?"): "keeping still helps a little", "nothing really makes it better" answer it
    if topic == "character" and _CHANGES_THE_PAIN.search(norm(question)) and _PAIN_CHANGED_BY.search(text):
        return True
    if topic == "associated" and "fainted" in _asked_symptom_groups(question) and re.search(
            r"^\W*(?:yes|yeah|he did|she did|they did)\b", text) and re.search(r"\bunresponsive\b|\bheart stopped\b|\bcollapsed\b|\bdropped\b|\bnot waking\b", text):
        return True  # (bank 41, training) "Yes, he's unresponsive" or "Yes, he's here after his heart stopped" answers "did he faint?"
    if topic == "location":
        return bool(BODY_RX.search(text) or re.search(r"\b(?:left|right|all over|everywhere|nowhere|no pain|doesn't hurt|middle|centre|center|inside|front|back|side)\b", text))
    if topic == "severity":
        return bool(pain_numbers(text) or SEVERITY_RX.search(text) or _CANT_RATE.search(text) or NO_PAIN.search(text))
    if topic in _SPECIFIC_TOPICS:
        return bool(SPECIFIC_RX[topic].search(text) or any(_NO.search(norm(sentence)) for sentence in sentences(reply)))
    pattern = TOPIC_RX.get(topic)
    return bool(pattern and pattern.search(text))


_MED_LIST = re.compile(
    r"(?:^\W*" + _FILLER + r"|\b)(?:(?:no,? )?(?:i'm|i am|he's|she's) on\b|(?:i|he|she) takes? (?!it|a |the |some)|nothing regular|"
    r"(?:no,? )?(?:i|he|she) (?:don't|doesn't|do not|does not) take anything regularly|not on anything)"
)
#: The words only an answer on this topic uses (no bare "no"): a reply without them is not about the topic.
SPECIFIC_RX: dict[str, re.Pattern[str]] = {
    "allergies": re.compile(r"\b(?:allerg|react|rash|hives|swell|anaphyla|epipen|itch|can take anything|fine with|okay with|ok with|agree with)|"
                            + ALLERGEN_RX.pattern),
    "substance": rx(*[re.escape(w) for k in ("alcohol", "smoking") for w in SUBSTANCE_GROUPS[k]], r"drugs?\b", r"cannabis", r"weed",
                    r"cocaine", r"heroin", r"codeine", r"using", r"recreational"),
    "self_harm": re.compile(SELF_HARM_POS.pattern + r"|\b(?:thought|hurt|harm|kill|suicid|safe|die|alive|living)"),
    "abuse": re.compile(ABUSE_POS.pattern + r"|\b(?:safe|hurt|hit|afraid|scared|partner|home|abus|violen|threat|nobody|no one)"),
    "pregnancy": re.compile(PREG_NEG.pattern + r"|\b(?:pregnan|period|expecting|baby|contracept|pill\b|coil|menopaus|late\b)"),
    "history": re.compile(PMH_POS.pattern + r"|\b(?:healthy|fit and well|medical|health|operation|surgery|hospital|specialist|before)"),
    "location": BODY_RX,
    "complaint": BODY_RX,
}


#: Topics whose generic words ("no", "home", "hurt") would let any reply pass: on topic only with their own words or a denial.
_SPECIFIC_TOPICS = ("allergies", "substance", "self_harm", "abuse", "pregnancy", "history")


#: (bank 30, training) Phrases whose words name another topic than the phrase does: "sick to my stomach" is nausea, no place
#: of pain, and "hay fever" a condition of the history, no fever.
_IDIOMS = re.compile(r"\bsick (?:to|in) (?:my|his|her|their|the) (?:stomach|tummy)\b|\bhay fever\b")
_IDIOM_AS = {"sick": "nauseous", "hay": "hayfever"}


#: (bank 48, training; the judge misjudged a right answer) Drink or drugs asked in other words ("were you under the influence
#: when you fell?", "had you had a drink?"): a denial of alcohol or drugs answers it.
_INTOXICATION_ASKED = re.compile(r"\bunder the influence\b|\bintoxicated\b|\b(?:drunk|tipsy|high|stoned|wasted|merry|buzzed)\b|"
                                 r"\bhad (?:a|any|anything to) drink\b|\b(?:been )?drinking\b")


def stray_answer(topic: str, question: str, reply: str) -> str | None:
    """A first sentence that denies something the question did not ask ("No, no numbness" to a pain score)."""
    first = first_content_sentence(reply)
    if first is None:
        return None
    text = _IDIOMS.sub(lambda match: _IDIOM_AS[match.group(0).split()[0]], norm(first))
    if not re.match(r"^\W*" + _FILLER + r"(?:no|nope|not|never|i don't|i haven't|i'm not|there's no|nothing|none|he doesn't|she doesn't|he hasn't|she hasn't|he isn't|she isn't|yes|yeah)\b", text):
        return None
    if re.match(r"^\W*" + _FILLER + r"(?:yes|yeah)\b", text) and is_yes_no_question(question):
        return None
    # (bank 44, training; the judge misjudged a right answer) a stuttered "No— no, I haven't ..." is one no said twice, no
    # symptom named and denied: a no followed by its subject is a plain no
    named_denial = re.match(r"^\W*" + _FILLER + r"(?:no|nope)\W+(?:no\b(?!\W+(?:i|he|she|we|they|it)\b)|not any\b|nothing like\b|none of\b)", text)
    if _asks_yes_or_no(question) and not named_denial:
        return None  # "No, <an explanation>" answers a yes/no question
    pattern = TOPIC_RX.get(topic)
    denied_words = {w for w in re.findall(r"[a-z]+", text) if w not in _STOP and len(w) > 3}
    if not denied_words:
        return None
    if pattern is not None and any(pattern.search(w) for w in denied_words):
        return None
    q_words = set(re.findall(r"[a-z]+", norm(question)))
    for other, signature in SIGNATURE_RX.items():
        if other == topic:
            continue
        # the whole words: "numb" of "numbness", not of "number"; a denial that names any word the question
        # used ("No, no numbness or weakness" to "when did the weakness start?") answers what was asked
        words = {re.match(r"[a-z]*", text[m.start():]).group(0) for m in signature.finditer(text)}
        if words and not words & q_words:
            if other == "onset" and re.search(r"\bhow long\b|\bwhen\b|\bsince when\b", norm(question)):
                continue  # (bank 46, training; the judge misjudged a right answer) a time given to "how long ..." is what was asked
            if other == "substance" and _INTOXICATION_ASKED.search(norm(question)):
                continue  # (bank 48, training; the judge misjudged a right answer) "no alcohol or drugs" to "under the influence?"
            return other
    return None


def _other_topic_name(topic: str, reply: str, facts: CaseFacts | None = None) -> str:
    text = norm(reply)
    if facts is not None and topic != "complaint" and content_stems(_expand_complaint(text)) & content_stems(_expand_complaint(facts.complaint)):
        return "complaint (restates the presenting problem)"
    hits = [other for other, signature in SIGNATURE_RX.items() if other != topic and signature.search(text)]
    return hits[0] if hits else "none"


# --------------------------------------------------------------------------------------------
# The judge


#: What only the patient can feel: a companion of a patient who cannot talk may rightly not know it.
SUBJECTIVE_TOPICS = ("location", "character", "severity", "associated")
SUBJECTIVE_SYMPTOMS = {"nausea", "vomit", "dizzy", "headache", "vision", "numbness", "palpitations", "chest", "weakness", "mood", "light"}


#: (2026-12aq) An answer about the family's illnesses: a denial ("No, not that I know of") or a relative named ("Yes, my uncle
#: died suddenly at 34"). The case holds the patient's own history only, so neither is judged against it.
_FAMILY_ANSWER = re.compile(r"\b(?:no|nope|not that (?:i|we) know|nobody|no one|none|nothing|not really|(?:i )?don't think so|"
                            r"mum|mom|mother|dad|father|brother|sister|uncle|aunt|auntie|gran|granny|grandma|grandad|grandpa|"
                            r"grandfather|grandmother|nan|nana|cousin|parents?|family|relatives?|son|daughter|twin|runs? in)\b")


def _guard_allowed(facts: CaseFacts, topic: str, persona: Any) -> str | None:
    """``deflect`` / ``deny`` when the case marks this matter as one a guarded patient may withhold."""
    if topic not in PRIVATE_TOPICS or not facts.sensitive_by_topic.get(topic):
        return None
    trust = getattr(persona, "trust_in_healthcare", "high")
    return {"medium": "deflect", "low": "deny"}.get(trust)


def judge(case: Any, topic: str, question: str, reply: str, *, persona: Any = None) -> Verdict:
    """Whether ``reply`` answers ``question`` on ``topic`` as the case's own fields say it should.

    ``persona`` (a ``PatientPersona``, optional) supplies the two traits the docs tie to content:
    ``pain_expression`` (the number said is the case's score −2 / ±0 / +2) and
    ``trust_in_healthcare`` (medium deflects, low denies, a private matter on the first ask).
    Without it the patient is taken as accurate and trusting.
    """
    if topic not in TOPICS:
        raise ValueError(f"unknown topic {topic!r}; expected one of {', '.join(TOPICS)}")
    facts = case_facts(case)
    text = norm(reply or "")
    if not text or not re.search(r"[a-z0-9]", text):
        return _fail("no_answer", "empty reply")
    topical = on_topic(facts, topic, question, reply)
    guard = _guard_allowed(facts, topic, persona)
    # (2026-12aq) a history question about the family: a family answer answers it, and the patient's own conditions are
    # not what it asks
    family = topic == "history" and asks_about_family(question)
    if family and _FAMILY_ANSWER.search(text) and not _CLARIFY.search(text):
        topical = True

    if _CLARIFY.search(text) and not topical:
        return _fail("no_answer", "asks for clarification")
    if _GUARDED.search(text):
        if guard:
            return _ok(f"guarded ({getattr(persona, 'trust_in_healthcare', '?')} trust) on a sensitive fact")
        if not topical:
            other = _other_topic_name(topic, reply, facts)
            if other != "none" and not other.startswith("complaint"):
                return _fail("other_topic", f"deflects a question about {other}, which was not asked")
            return _fail("no_answer", "deflects; the case does not mark this as a matter the patient withholds")
    cannot_report = bool(facts.pain_text) or (facts.age is not None and facts.age < 5)
    if topic == "severity" and (facts.pain is None or cannot_report) and _CANT_RATE.search(text) and not pain_numbers(text):
        return _ok("cannot rate; the case has no score the speaker could give")
    subjective = topic in SUBJECTIVE_TOPICS and (topic != "associated" or (_asked_symptom_groups(question) and _asked_symptom_groups(question) <= SUBJECTIVE_SYMPTOMS))
    if subjective and cannot_report and _CANT_RATE.search(text) and not topical and (topic == "severity" or not re.search(r"\b(?:number|score)\b", text)):
        return _ok("the patient cannot say (unresponsive or too young); the companion says so")
    if _UNKNOWN.search(text) and not re.search(r"\b(?:not that i know|as far as i know)\b", text):
        rest = content_stems(_UNKNOWN.sub(" ", text))
        says_more = topical and (bool(rest) or bool(pain_numbers(text)))
        if not says_more:
            if not _holds_answer(facts, topic):
                return _ok("does not know; the case holds nothing on this")
            return _fail("no_answer", "says it does not know; the case holds the answer")
    if topic in ("location", "character") and NO_PAIN.search(text):
        expected = expected_pain(facts.pain, getattr(persona, "pain_expression", None))
        if expected is not None and expected > 1 and not facts.pain_text:
            return _fail("contradicts", f"says there is no pain; the case's pain is {facts.pain:g} (this persona: {expected})")
        return _ok("no pain to place or describe; the case's pain is 0-1 or not recorded")
    if topic not in ("complaint", "associated") and re.search(r"that(?:'s| is) all (?:i|we) know", text):
        rest = re.sub(r"that(?:'s| is) all (?:i|we) know", " ", text)
        if content_stems(_expand_complaint(rest)) & facts.complaint_stems or not content_stems(rest):
            specific = SPECIFIC_RX.get(topic)
            if specific is None or not specific.search(rest):
                return _fail("other_topic", "restates the presenting problem ('that's all I know') instead of answering")
    if topic != "severity" and not topical and _CANT_RATE.search(text) and re.search(r"\b(?:number|score|out of (?:10|ten))\b", text):
        return _fail("other_topic", "answers about a pain score, not " + topic)
    if topic == "anticoagulants" and not topical and _anticoag_truth(facts)[0] == "neg":
        meds = _list(facts.history.medications) or []
        named = _drugs_named(text)
        if named and meds and all(any(d in norm(m) for m in meds) for d in named):
            return _ok("answers with the medicine list, which holds no blood thinner")
    if not topical:
        if not content_stems(text) and not pain_numbers(text):
            return _fail("no_answer", "acknowledges without answering")
        other = _other_topic_name(topic, reply, facts)
        if other != "none":
            return _fail("other_topic", f"answers about {other}, not {topic}")
        return _fail("other_topic", f"does not address {topic}")
    stray = stray_answer(topic, question, reply)
    if stray:
        return _fail("other_topic", f"first answers a question about {stray} that was not asked")
    first = norm(first_content_sentence(reply) or "")
    blanket_denial = re.search(r"(?:don't|doesn't|do not|does not) take anything regularly", first) and re.search(r"\b(?:take|taking|tablets|pills|painkiller)", norm(question))
    if topic not in ("medications", "treatment", "anticoagulants") and _MED_LIST.search(first) and not blanket_denial:
        specific = SPECIFIC_RX.get(topic, TOPIC_RX.get(topic))
        if specific is not None and not specific.search(_MED_LIST.sub(" ", text)):
            return _fail("other_topic", "answers with the regular medicines instead")
    # (bank 46, training; the judge misjudged a right answer) never a "when" that opens a clause of the nurse's own ("When you
    # feel able, could there be any chance of a pregnancy?"): the question after it asks no time
    # (bank 48, training; the judge misjudged a right answer) nor a "when you say ..." that says back the patient's words
    # ("When you say you're covered for contraception, is it the pill?"): no time asked
    if topic == "pregnancy" and re.match(r"^(?:would you mind if i asked )?when\b(?!\s+(?:you|he|she|they)(?:'re|'s)?\s+(?:feel|feels|are|is|get|gets|can|able|ready|say|says|said|mention|mentioned)\b[^,?]*,)", norm(question)):
        if not (ONSET_RX.search(text) or PREG_POS.search(text) or PREG_NEG.search(text) or re.search(r"\b(?:pregnan|period)", text)):
            return _fail("other_topic", "does not say when")

    reason: str | None = None
    denial_kind = ""
    if topic == "severity":
        reason = _check_severity(facts, question, reply, persona)
    elif topic == "onset":
        reason = _check_onset(facts, question, reply)
    elif topic == "location":
        reason = _check_location(facts, question, reply)
    elif topic == "character":
        reason = _check_character(facts, question, reply)
    elif topic == "associated":
        reason = _check_associated(facts, question, reply)
    elif topic == "medications":
        reason = _check_medications(facts, question, reply)
    elif topic == "allergies":
        reason = _check_allergies(facts, question, reply)
    elif topic == "history" and not family:
        reason = _check_history(facts, question, reply)
    elif topic == "mechanism":
        reason = _check_mechanism(facts, question, reply)
    elif topic == "anticoagulants":
        reason, denial_kind = _check_anticoagulants(facts, question, reply, persona)
    elif topic == "pregnancy":
        reason, denial_kind = _check_pregnancy(facts, question, reply, persona)
    elif topic == "substance":
        reason, denial_kind = _check_substance(facts, question, reply, persona)
    elif topic == "self_harm":
        reason, denial_kind = _check_self_harm(facts, question, reply, persona)
    elif topic == "abuse":
        reason, denial_kind = _check_abuse(facts, question, reply, persona)
    if reason:
        if denial_kind == "deny" and guard == "deny":
            return _ok("guarded denial (low trust, first ask) of a sensitive fact")
        return _fail("contradicts", reason)

    form = garbled(reply, case, question)
    if form:
        return _fail("garbled", form)
    return _ok()
