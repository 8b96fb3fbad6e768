"""The information barrier: what a patient never says and is never told (``data/barrier.yaml``).

The environment owns the vital signs and the triage level; the nurse learns them only by
measuring and deciding. A simulated patient that says "I'm hypotensive", "my sats are 88" or
"they said I'm a category 2" hands the nurse something it never measured, and the episode no
longer tests triage. This module is the one home of that rule:

- ``barrier_violations`` lists what breaks it in a text: a triage scale or level
  (``leaks_triage_level``), a sign word ("bradycardic"), a measurement ("heart rate 124",
  "BP 80/40"), and, when the caller knows them, the case's own measured values in context;
- ``redact`` drops the clauses that break it (the LLM patient's last resort after a re-ask);
- ``is_monitor_reading`` says whether a chief-complaint item names a reading that only the
  nurse's instruments give, so the patient's brief leaves it out;
- ``strip_measurements`` removes the numbers of measurements from a text and keeps its words.

The LLM patient does not know its vitals (its brief has none, by design), so it checks its own
replies without ``vitals``; tests that can see the case pass them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, get_args

from ..redaction import drop_clauses
from .concepts import CONCEPTS, detect
from .level_guard import leaks_triage_level
from .tables import ClinicalTableError, load_table

__all__ = [
    "Sign",
    "SIGNS",
    "READING_CONCEPTS",
    "REDACTED_REPLY",
    "sign_words",
    "measurements",
    "barrier_violations",
    "redact",
    "is_monitor_reading",
    "strip_measurements",
]

Reading = Literal["monitor", "self"]
_FILE = "clinical/data/barrier.yaml"
_NUMBER = r"\d{1,3}(?:\.\d+)?"


@dataclass(frozen=True)
class Sign:
    """A measured sign: how it can be known (``monitor`` or ``self``) and the words that name it."""

    name: str
    reading: Reading
    pattern: re.Pattern[str]


def _compile(where: str, patterns: object) -> re.Pattern[str]:
    if not isinstance(patterns, list) or not patterns or not all(isinstance(item, str) for item in patterns):
        raise ClinicalTableError(f"{where}: expected a non-empty list of patterns")
    try:
        return re.compile("|".join(f"(?:{item})" for item in patterns))
    except re.error as error:
        raise ClinicalTableError(f"{where}: {error}") from None


@dataclass(frozen=True)
class _Table:
    """``barrier.yaml`` compiled."""

    signs: dict[str, Sign]
    reading_concepts: frozenset[str]
    names: re.Pattern[str]  # every vital's name
    monitor_names: re.Pattern[str]  # the names of vitals only an instrument gives
    units: re.Pattern[str]
    pressure: re.Pattern[str]
    not_measured: re.Pattern[str]
    measurement: re.Pattern[str]  # a name, connecting words, then a number that is no duration or score
    attributions: re.Pattern[str]  # who charted a reading ("per EMS")
    home_readings: re.Pattern[str]  # a vital taken at home, which the patient's side may say
    redacted_reply: str


def _signs(table: dict) -> dict[str, Sign]:
    signs = {}
    for name, entry in (table.get("sign_words") or {}).items():
        where = f"{_FILE}, sign {name!r}"
        if not isinstance(entry, dict) or set(entry) != {"reading", "words"}:
            raise ClinicalTableError(f"{where}: needs exactly reading and words")
        if entry["reading"] not in get_args(Reading):
            raise ClinicalTableError(
                f"{where}, field 'reading': {entry['reading']!r} is not one of {get_args(Reading)}"
            )
        signs[name] = Sign(name, entry["reading"], _compile(f"{where}, field 'words'", entry["words"]))
    if not signs:
        raise ClinicalTableError(f"{_FILE}: needs sign_words")
    return signs


def _load() -> _Table:
    table = load_table("barrier.yaml")
    concepts = frozenset(table.get("reading_concepts") or ())
    unknown = sorted(concepts - set(CONCEPTS))
    if unknown:
        raise ClinicalTableError(f"{_FILE}, reading_concepts: not concepts of concepts.yaml: {unknown}")
    groups = table.get("measurement_names")
    if not isinstance(groups, dict) or set(groups) != set(get_args(Reading)):
        raise ClinicalTableError(f"{_FILE}, measurement_names: needs the groups {get_args(Reading)}")
    names = _compile(f"{_FILE}, measurement_names", [*groups["monitor"], *groups["self"]])
    connectors = table.get("connectors") or []
    if not all(isinstance(word, str) for word in connectors):
        raise ClinicalTableError(f"{_FILE}, connectors: expected words")
    not_measured = _compile(f"{_FILE}, not_a_measurement", table.get("not_a_measurement"))
    glue = "|".join(re.escape(word) for word in connectors)
    measurement = re.compile(
        rf"(?:{names.pattern})(?:\s*[:=,]|\s+(?:{glue})\b){{0,4}}\s*{_NUMBER}(?:'?s\b)?(?!\d)(?!\s*(?:{not_measured.pattern}))"
    )
    reply = table.get("redacted_reply")
    if not isinstance(reply, str) or not reply.strip():
        raise ClinicalTableError(f"{_FILE}: needs a redacted_reply")
    return _Table(
        signs=_signs(table),
        reading_concepts=concepts,
        names=names,
        monitor_names=_compile(f"{_FILE}, measurement_names.monitor", groups["monitor"]),
        units=_compile(f"{_FILE}, measurement_units", table.get("measurement_units")),
        pressure=_compile(f"{_FILE}, pressure_readings", table.get("pressure_readings")),
        not_measured=not_measured,
        measurement=measurement,
        attributions=_compile(f"{_FILE}, attributions", table.get("attributions")),
        home_readings=_compile(f"{_FILE}, home_readings", table.get("home_readings")),
        redacted_reply=reply,
    )


_TABLE = _load()
SIGNS: dict[str, Sign] = _TABLE.signs
READING_CONCEPTS: frozenset[str] = _TABLE.reading_concepts
REDACTED_REPLY: str = _TABLE.redacted_reply
_ANY_SIGN = re.compile("|".join(f"(?:{sign.pattern.pattern})" for sign in SIGNS.values()))
_MONITOR_SIGN = re.compile(
    "|".join(f"(?:{sign.pattern.pattern})" for sign in SIGNS.values() if sign.reading == "monitor")
)
# Two digits at least: no vital is said as "0°" or "5 bpm", and a stray digit by a unit is no reading.
_NUMBER_WITH_UNIT = re.compile(rf"(?<![\d.])(\d{{2,3}}(?:\.\d+)?)\s*(?:{_TABLE.units.pattern})")
_BARE_NUMBER = re.compile(rf"(?<![\d.])({_NUMBER})(?![\d.]*\d)")
_WINDOW = 40  # characters either side of a number, within its sentence, in which a vital's name makes it a measurement


def _lower(text: str) -> str:
    return text.lower().replace("’", "'")


def sign_words(text: str) -> list[str]:
    """The sign words in ``text`` ("hypotensive", "sats"), as said."""
    return [match.group(0) for match in _ANY_SIGN.finditer(_lower(text))]


def measurements(text: str) -> list[str]:
    """Every vital-sign measurement in ``text``: "heart rate is 124", "BP 80/40", "39.5 degrees";
    not one taken at home ("a temperature of 38.4 at home", ``home_readings``)."""
    lowered = _lower(text)
    home = [match.span() for match in _TABLE.home_readings.finditer(lowered)]

    def at_home(match: re.Match[str]) -> bool:
        return any(start <= match.start() and match.end() <= end for start, end in home)

    found = [match.group(0) for match in _TABLE.pressure.finditer(lowered)]
    for match in _TABLE.measurement.finditer(lowered):
        if not at_home(match) and not any(match.group(0) in item for item in found):
            found.append(match.group(0))
    return found + [match.group(0) for match in _NUMBER_WITH_UNIT.finditer(lowered) if not at_home(match)]


def _values(vitals: Mapping[str, float | None]) -> dict[str, str]:
    """Each way a measured value may be said ("124", "102.6", the temperature in Celsius) -> the vital."""
    said: dict[str, str] = {}
    for name, value in vitals.items():
        if value is None:
            continue
        numbers = [float(value)]
        if name == "temperature":  # charted in °F; a patient may say it in °C
            numbers.append(round((float(value) - 32) * 5 / 9, 1))
        said[str(int(round(numbers[0])))] = name  # "124", or a charted 103.1 °F said as "103"
        for number in numbers:
            said[f"{number:g}"] = name
    return said


def _measured_values(text: str, vitals: Mapping[str, float | None]) -> list[str]:
    """The case's measured values said beside a vital's name or unit, in either order ("124, the heart rate")."""
    lowered = _lower(text)
    values = _values(vitals)
    found = []
    for match in _BARE_NUMBER.finditer(lowered):
        name = values.get(match.group(1))
        if name is None or _TABLE.not_measured.match(lowered[match.end():].lstrip()):
            continue
        before = re.split(r"[.!?\n]", lowered[max(0, match.start() - _WINDOW): match.start()])[-1]
        after = re.split(r"[.!?\n]", lowered[match.end(): match.end() + _WINDOW])[0]
        window = f"{before} {after}"
        if _TABLE.names.search(window) or _TABLE.units.search(window):
            found.append(f"{match.group(1)} (the measured {name})")
    return found


def barrier_violations(text: str | None, *, vitals: Mapping[str, float | None] | None = None) -> list[str]:
    """What in ``text`` a patient must never say, each as a short reason (empty: nothing).

    ``vitals`` (a case's measured values, by name) adds those values said in a measurement's
    context; without it only the words and the shapes of measurements are checked.
    """
    if not text:
        return []
    problems = []
    if leaks_triage_level(text):
        problems.append("names a triage scale or level")
    problems += [f"uses the sign word {word!r}" for word in dict.fromkeys(sign_words(text))]
    problems += [f"gives the measurement {item!r}" for item in dict.fromkeys(measurements(text))]
    if vitals:
        problems += [f"gives {item}" for item in dict.fromkeys(_measured_values(text, vitals))]
    return problems


def redact(text: str, *, vitals: Mapping[str, float | None] | None = None, fallback: str | None = None) -> str:
    """``text`` without the clauses that break the barrier; ``fallback`` (default ``REDACTED_REPLY``) when none is left.

    Dropping the clause keeps the rest of what was said true to the brief; rewording a sign
    into lay words could invent a symptom ("hypotensive" is not "I feel faint").
    """
    return drop_clauses(
        text,
        lambda part: bool(barrier_violations(part, vitals=vitals)),
        fallback=REDACTED_REPLY if fallback is None else fallback,
    )


def is_monitor_reading(text: str) -> bool:
    """``text`` (a chief-complaint item, as charted or in lay words) names a reading only an instrument gives:
    a monitor sign word ("hypotension"), a reading concept ("a low blood pressure reading"), or nothing but a
    monitor vital's name and its number ("BP 80/40")."""
    lowered = _lower(text)
    if _MONITOR_SIGN.search(lowered):
        return True
    if _TABLE.monitor_names.search(lowered):
        left = _TABLE.attributions.sub("", _TABLE.monitor_names.sub("", strip_measurements(lowered)))
        if not re.search(r"[a-z]", left):
            return True
    return any(hit.concept in READING_CONCEPTS and not hit.negated for hit in detect(text))


def strip_measurements(text: str) -> str:
    """``text`` with the numbers of its measurements removed ("febrile 39.5" -> "febrile", "BP 80/40" -> "BP"); a
    reading taken at home keeps its number, as ``measurements`` does not count it ("my temperature was 38.9 at home")."""
    lowered = _lower(text)
    home = [match.span() for match in _TABLE.home_readings.finditer(lowered)]
    spans = [match.span() for match in _TABLE.pressure.finditer(lowered)]
    for match in _TABLE.measurement.finditer(lowered):
        number = re.search(rf"{_NUMBER}(?:'?s)?$", match.group(0))  # "HR 40s": the decade too
        if number is not None:
            spans.append((match.start() + number.start(), match.end()))
    spans += [match.span() for match in _NUMBER_WITH_UNIT.finditer(lowered)]
    spans = [(start, end) for start, end in spans if not any(low <= start and end <= high for low, high in home)]
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + text[end:]
    return re.sub(r"\s{2,}", " ", text).strip(" ,;:=-")
