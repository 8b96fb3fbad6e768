"""A registration row typed as labelled fields, or joined by "//" and "~", read as the plain items a nurse reads.

Desks type the same complaint in many shapes: "thumb swelling // caught a football", "CC: thumb swelling ~ Mech: caught a
football ~ ROM: limited", "Vomited: yes", "Fever: none". Said as typed, the patient speaks the form ("I've got cc: thumb
swelling about Mech"; twenty-eighth read, D). Here each field becomes the item it stands for: the complaint's value alone
("thumb swelling"), a yes as the finding ("vomited"), a none as its denial ("no fever"), and any other field as its name
and value ("pulse irregular"), which the complaint's grammar then says. The age and sex a desk types as one code ("F/66",
"m/18 months", "M/7 weeks") are the registration's: read by ``clinical.ages`` and ``clinical.sexes``, said when asked,
never aloud in the complaint.
"""

from __future__ import annotations

import re

from ...clinical.ages import SEX_AGE_CODE
from ...clinical.speakers import kin_words

__all__ = ["SOURCES", "unlabelled"]

_CODE = re.compile(r"\s*" + SEX_AGE_CODE + r"\s*", re.IGNORECASE)
#: Joiners between fields that are no words: a double slash, a spaced tilde.
_JOINERS = re.compile(r"\s*//\s*|\s+~\s+(?=[A-Za-z])")
#: A field's name and value ("Mech: caught a football", "Self-harm thoughts: none"); the name is words, never a time.
_FIELD = re.compile(r"^\s*([A-Za-z][A-Za-z /'-]{0,28}?)\s*:\s+(\S.*)$")
#: Names whose value is the complaint, the happening or the state itself ("CC", "Mech", "Status", "Who").
_VALUE_ONLY = frozenset({"cc", "c/c", "chief complaint", "complaint", "presenting complaint", "reason", "reason for visit", "c/o",
                         "mech", "mechanism", "moi", "how", "cause", "status", "who", "patient", "pt", "story", "hx", "history",
                         "note", "notes", "weight bearing", "colour", "color", "appearance", "looks"})
_YES = re.compile(r"^(?:yes|y|yeah|present|positive|\+|\+ve|pos)\.?$", re.IGNORECASE)
_NO = re.compile(r"^(?:no|n|none|nil|negative|-|-ve|neg|denies|absent|0)\.?$", re.IGNORECASE)
#: A side typed as the value of a body part's field ("Arm: left"): the part with its side, "left arm".
_SIDE = re.compile(r"^(?:left|right|both|l|r|lt|rt|bilateral)\.?$", re.IGNORECASE)
_SIDE_WORD = {"l": "left", "lt": "left", "r": "right", "rt": "right", "bilateral": "both"}


def _field(name: str, value: str) -> str:
    """One labelled field as the item it stands for."""
    low = name.strip().lower()
    value = value.strip()
    if low == "status" and re.fullmatch(r"[a-z]+", value, re.IGNORECASE) and not value.lower().endswith("ing"):
        return f"{value} now"  # "Status: calmer": calmer now; "Status: settled": settled now
    if low in _VALUE_ONLY:
        return value
    if _YES.match(value):
        return name.strip()
    if _NO.match(value):
        return f"no {name.strip()}"
    if none_rest := re.match(r"^(?:none|no|nil)\s+(.+)$", value, re.IGNORECASE):
        return f"no {name.strip()} {none_rest.group(1)}"  # "Fluids: none staying down": no fluids staying down
    if _SIDE.match(value):
        side = value.lower().rstrip(".")
        return f"{_SIDE_WORD.get(side, side)} {name.strip()}"
    if low in ("onset", "started", "start", "when", "time", "began"):
        return value if re.match(r"^\w+(?:ed|ing)\b|^woke\b|^(?:at|on|in|during|while|after|before|since|this|last|yesterday)\b",
                                 value, re.IGNORECASE) else f"started {value}"
    if low in ("with", "accompanied by", "escort", "brought by"):
        return f"with {value}" if not re.match(r"^(?:with|by)\b", value, re.IGNORECASE) else value
    return f"{name.strip()} {value}"


#: A single slash between two phrases of several words ("SLIPPED ON BATHROOM TILE/L WRIST PAIN/BUMPED FOREHEAD"): the desk's
#: comma. A slash inside a shorthand ("s/p", "w/o", "N/V") or between single words ("cough/fever") is left to the
#: vocabulary (before the 2026-12af round).
_PHRASE_SLASH = re.compile(r"(?<=[A-Za-z0-9]{2})(?<!\band)/(?!/)(?=\S)")


#: Who a chart says told it something ("per EMS", "per daughter", "per school nurse", "per PCP office"): people and services,
#: never "per rectum" or "per day". One home: the source typed first (here) and after its item (abbreviations).
SOURCES = (r"(?:(?:[a-z]+\s+)?(?:NH|SNF|nursing home|care home|group home|EMS|ambulance|ambos?|paramedics?|medics?|crew|police|PD|cops?|"
           r"security|staff|school|teacher|nurse|PCP|GP|MD|doctor|dr|clinic|office|dentist|daycare|facility|team|pharmacist|"
           r"chemist|coach|friend|roommate|partner|carer|caregiver|aide|guard|bystanders?|witness(?:es)?|family|parents?|"
           r"neighbou?r|girlfriend|boyfriend|"
           # (2026-12av terse, training: "per school counselor" said as "I've got counselor, the school said")
           r"counsell?or|supervisor|manager|boss|bouncer|classmates?|co-?workers?|colleagues?|firefighters?|lifeguard|teammates?|"
           r"social worker|urgent care|poison (?:control )?(?:center|centre)|oncology|OB|obstetrics|midwife|" + "|".join(sorted(kin_words(), key=len, reverse=True)) +
           r")(?:\s+(?:office|clinic|team|staff|crew|nurse|home))?)")
#: Who told it, typed first ("per EMS found slumped …", "per daughter mom more mixed up …", "per pt can't open mouth"): the
#: source goes after its item, where it is said as who said so ("…, the ambulance crew said"), or nothing when the
#: speaker is that source; the patient's own report ("per pt") is just the complaint (before the 2026-12af round).
_SOURCE_FIRST = re.compile(r"^\s*per\s+((?:the\s+|his\s+|her\s+|pt'?s\s+)?" + SOURCES + r")\s*[,:-]?\s+(?!(?:and|or|with)\b)([^,;]+)",
                           re.IGNORECASE)
_OWN_REPORT = re.compile(r"^\s*per\s+(?:pt|patient|self|herself|himself)\b\s*[,:-]?\s*", re.IGNORECASE)


def _source_after(found: re.Match[str]) -> str:
    source = re.sub(r"\s+office$", "", found.group(1), flags=re.IGNORECASE)  # "per PCP office": the doctor
    return f"{found.group(2).strip()}, per {source}"


def _slash_between_phrases(match: re.Match[str]) -> str:
    text = match.string
    before = re.split(r"[,;/]", text[: match.start()])[-1].split()
    after = re.split(r"[,;/]", text[match.end():])[0].split()
    return ", " if _a_phrase(before) and _a_phrase(after) else "/"


def _a_phrase(words: list[str]) -> bool:
    """Two words at least, not counting a shorthand's letter ("c/o neck/back pain": "o neck" is no phrase)."""
    return sum(len(word) >= 2 for word in words) >= 2


def unlabelled(text: str) -> str:
    """``text`` with its labelled fields read as items, its "//" and "~" joiners and a single slash between phrases as
    commas, a source typed first moved after its item, and the sex-and-age code left out. Text of no such shape comes back
    as it was."""
    if text.lstrip()[:3].lower() == "per":  # a source typed first: only then are its two patterns run (every complaint passes here)
        text = _SOURCE_FIRST.sub(_source_after, _OWN_REPORT.sub("", text), count=1)
    if "//" not in text and "~" not in text and ":" not in text and "/" not in text:
        return text
    text = _JOINERS.sub(", ", text)
    text = _PHRASE_SLASH.sub(_slash_between_phrases, text)
    items = []
    for item in re.split(r"(\s*,\s*)", text):
        if (field := _FIELD.match(item)) and not re.search(r"\d:\d", item):
            item = _field(field.group(1), field.group(2))
        items.append(item)
    text = "".join(items)
    # the code goes, and whatever it left at the edges of its item ("f/15 with mom": "with mom")
    text = _CODE.sub(" ", text)
    text = re.sub(r"\s+,", ",", re.sub(r"(?:^|(?<=,))\s*,", "", text)).strip(" ,")
    return re.sub(r"\s{2,}", " ", text)
