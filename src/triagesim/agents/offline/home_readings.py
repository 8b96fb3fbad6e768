"""A reading the patient's side took before coming ("home BP 190/110", "sats 88% at home", "home peak flow 80 percent"),
said as a person tells it.

A monitor's number is the nurse's to measure (``clinical/data/barrier.yaml``), so a home blood pressure or oxygen
reading is said as what it meant ("my blood pressure at home was very high"), judged by the nurse's own thresholds
(``clinical/data/vitals.yaml``). A peak flow and a sugar are numbers the patient knows and says; a temperature taken at
home is the barrier's own (``home_readings``). Said as
typed, a desk's home reading came out as "I've got home peak flow 80 percent", "I've got a headache and home BP" and
"I've got home, my sugar was 450" (2026-12ak terse, training, and a probe before the 2026-12al round).
"""

from __future__ import annotations

import re

from ...clinical.picture import fahrenheit
from ...clinical.vitals import THRESHOLDS

__all__ = ["home_reading"]

_HOME_BEFORE = r"(?:at\s+)?home\s+"
_HOME_AFTER = (r"\s*(?:at\s+home|on\s+(?:my\s+|the\s+|his\s+|her\s+|a\s+)?(?:home|(?P<machine>pharmacy|chemist|supermarket|gym|drugstore|grocery store|store))\s+"
               # a machine away from home ("BP 230 on the pharmacy machine": 2026-12at terse, training, said "BP on the pharmacy machine")
               r"(?:blood\s+pressure\s+|bp\s+)?(?:machine|monitor|cuff|meter)|"
               # a machine of the place that sent the patient ("pulse abt 30 on their machine": 2026-12aw terse, training, said
               # "I've got pulse on their machine" of a pulse of 30)
               r"(?P<theirs>on\s+their\s+(?:machine|monitor|meter))|"
               # taken elsewhere before coming ("BP 228 over 132 at pharmacy": 2026-12an terse, training, said "BP pharmacy")
               r"at\s+(?:the\s+|a\s+|my\s+)?(?P<place>pharmacy|chemist|gp|doctor'?s|clinic|work|dentist|gym|drugstore))\b")
_LINK = r"\s*(?:reading\s+)?(?:of|was|is|=|:)?\s*(?:(?:about|abt|around|roughly|approx\.?)\s+)?"  # "pulse about 40" (2026-12ar terse)
_KINDS = {
    "pressure": r"(?:bp|blood\s+pressure)",
    "oxygen": r"(?:o2\s*sats?|sats?|spo2|oxygen(?:\s+(?:sats?|saturation|levels?))?|pulse\s*ox)",
    "peak_flow": r"(?:peak\s+flow|pefr|pf)",
    "sugar": r"(?:bsl|bgl|bg|bs|glucose|blood\s+sugar|sugar)",
    "pulse": r"(?:hr|heart\s*rate|pulse)",
    "temperature": r"(?:(?:rectal|oral|ear|underarm|axillary|armpit|forehead)\s+)?(?:temp(?:erature)?)",
}
_VALUE = {
    "pressure": r"(\d{2,3})(?:\s*(?:/|over)\s*\d{2,3})?",  # the top number alone too ("BP 230 at home")
    "oxygen": r"(\d{2,3})\s*(?:%|percent|per\s*cent)?",
    "peak_flow": r"(\d{2,3})(\s*(?:%|percent|per\s*cent))?",
    "sugar": r"(\d{2,3}|\d{1,2}\.\d)",
    "pulse": r"(\d{2,3})",
    "temperature": r"(\d{2,3}(?:\.\d)?)(?:\s*(?:°\s*[cf]?|degrees(?:\s+[cf])?)|\s*[cf]\b)?",
}
#: A reading a device on the patient showed ("watch says HR 31", "apple watch showed pulse 150": 2026-12ap terse, training,
#: said "my watch says hr"): where it was read is the device.
_DEVICE_BEFORE = r"(?:(?:my|his|her|an?|the)\s+)?(?P<device>(?:apple\s+|smart\s*)?watch|fitbit|(?:finger\s+)?oximeter)\s+(?:says|said|showed|shows|reads?|flagged)\s+"
#: The same device named after the reading ("pulse about 40 on her smartwatch"; 2026-12ar terse, training: said "I've got
#: pulse about on my smartwatch"), and where on the body a thermometer read ("temp 100 on the ear at home").
_DEVICE_AFTER = r"\s+on\s+(?:(?:my|his|her|their|the)\s+)?(?P<device>(?:apple\s+|smart\s*)?watch|fitbit|(?:finger\s+)?oximeter)\b"
_SITE = r"(?:\s+(?:on|in|under)\s+(?:the\s+|her\s+|his\s+|my\s+)?(?:ear|forehead|armpit|tongue|mouth))?"
_READINGS = {kind: (re.compile(rf"\b{_HOME_BEFORE}{name}{_LINK}{_VALUE[kind]}", re.IGNORECASE),
                    re.compile(rf"\b{name}{_LINK}{_VALUE[kind]}{_SITE}{_HOME_AFTER}", re.IGNORECASE),
                    re.compile(rf"\b{_DEVICE_BEFORE}{name}{_LINK}{_VALUE[kind]}", re.IGNORECASE),
                    re.compile(rf"\b{name}{_LINK}{_VALUE[kind]}{_DEVICE_AFTER}", re.IGNORECASE))
             for kind, name in _KINDS.items()}


#: Where a reading taken away from home was taken, as said after "at" ("at the pharmacy", "at the GP's").
_PLACES_SAID = {"gp": "the GP's", "doctors": "the doctor's", "doctor's": "the doctor's", "work": "work"}


def _said(kind: str, match: re.Match[str]) -> str:
    shift = 1 if match.re.groupindex.get("device") == 1 else 0  # the device's name is the first group where it is read first
    value = float(match.group(1 + shift))
    place = (match.groupdict().get("place") or "").lower()
    at = f"at {_PLACES_SAID.get(place, f'the {place}')}" if place else "at home"  # read elsewhere: said where, never "at home"
    if match.groupdict().get("theirs"):
        at = "on their machine"
    if machine := (match.groupdict().get("machine") or "").lower():
        at = f"on the {machine} machine"
    if device := match.groupdict().get("device"):
        at = f"on my {' '.join(device.lower().split())}"
    if kind == "pressure":
        word = ("very high" if value >= THRESHOLDS["sbp_severe_hypertension_from"]
                else "low" if value < THRESHOLDS["sbp_hypotension_below"] else "high")
        return f"my blood pressure {at} was {word}"
    if kind == "oxygen":
        word = ("very low" if value < THRESHOLDS["spo2_life_threat_below"]
                else "low" if value <= THRESHOLDS["spo2_ats3_to"] else "normal")
        return f"my oxygen reading {at} was {word}"
    if kind == "pulse":  # "HR 38 at pharmacy" (2026-12an terse, training: said "I've got hr at the pharmacy")
        word = ("very slow" if value < THRESHOLDS["hr_bradycardia_below"] else "very fast" if value > THRESHOLDS["hr_extreme_above"]
                else "normal")
        return f"my pulse {at} was {word}"
    if kind == "peak_flow":
        return f"my peak flow {at} was {match.group(1 + shift)}{' percent' if match.group(2 + shift) else ''}"
    if kind == "temperature":  # "home temp 99" is no fever: said as normal, never as "a high temperature" (2026-12ak terse, a guard)
        # a low-grade reading is said as read, never "normal" ("temp 100 at home" in a transplant patient: 2026-12aq terse, training)
        if fahrenheit(value, "°C" if value <= 45 else "°F") < THRESHOLDS["temp_low_grade_from"]:
            return f"my temperature {at} was normal"
        return f"my temperature was {match.group(1 + shift)} {at}"
    return f"my sugar was {match.group(1 + shift)} {at}"


def home_reading(item: str) -> str:
    """``item`` with a reading taken at home said in words ("home BP 190/110": "my blood pressure at home was very
    high"); any other item as it is."""
    for kind, patterns in _READINGS.items():
        for pattern in patterns:
            item, count = pattern.subn(lambda match, kind=kind: _said(kind, match), item)
            if count:
                break  # "my sugar was 450 at home" is said once, never read again as a typed reading
    return item
