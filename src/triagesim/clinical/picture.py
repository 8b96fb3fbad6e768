"""The clinical picture of a case: what its text says, as findings with their meaning and source.

``compile_picture`` reads named text fields (a chief complaint, a history's narrative, a list of
associated symptoms) and returns every concept heard in them (``clinical.concepts.hear``) with its
assertion status (``clinical.context``), who has it, the clause it was said in, the field and the
character span it came from, and the number said with it (38.4 °C, 20 %, 6 cm, 10 tablets,
3 days). A temperature someone took ("I took her temperature at home, 38.4") is a finding of its
own, ``fever`` present or negated by the number (``reported_measurements``). Every clause in which
nothing was recognised is kept, with its field and span: a reader sees what the engine could not
read instead of losing it.

It reads plain text, so it never imports the case model (the offline engine must not); the caller
passes the fields. Who tells the story matters for whose a finding is: prose told from a
companion's side ("brought in by her mother ... the mother says her daughter took 20 tablets")
names the patient as that person's relative, and those words name the patient
(``clinical.context``, context.yaml's ``companion_side``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict

from ..errors import InputError
from .concepts import Said, hear
from .context import Assertion, scan
from .speakers import companion_in
from .tables import ClinicalTableError, load_table
from .vitals import THRESHOLDS

__all__ = ["number_value", "number_said", 
    "Experiencer", "Provenance", "Quantity", "Finding", "Unrecognised", "ClinicalPicture",
    "compile_picture", "reported_measurements", "measures", "fahrenheit",
]

Experiencer = Literal["patient", "other"]
Provenance = Literal["stated", "reported"]  # said as a finding; or a measurement someone took, read here
Quantity = Literal["temperature", "percentage", "length", "count", "duration"]


class Finding(BaseModel):
    """One thing the text says about a concept, where it says it, and the number said with it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    concept: str
    status: Assertion
    experiencer: Experiencer = "patient"
    quote: str  # the clause it was said in, as written
    source: str  # the field's name
    item: int | None = None  # the item of a list field
    span: tuple[int, int]  # the concept's words (a reported measurement: its number) in the field's text
    value: float | None = None
    unit: str | None = None
    quantity: Quantity | None = None
    provenance: Provenance = "stated"


class Unrecognised(BaseModel):
    """A clause in which nothing was recognised: kept so that nothing the case says is lost."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    source: str
    item: int | None = None
    span: tuple[int, int]


class ClinicalPicture(BaseModel):
    """Every finding of a case's text, and every clause of it that was not understood."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    findings: tuple[Finding, ...] = ()
    unrecognised: tuple[Unrecognised, ...] = ()

    def present(self) -> frozenset[str]:
        """The concepts asserted as this patient's present problems (a hedge counts: ``uncertain``)."""
        return frozenset(finding.concept for finding in self.findings
                         if finding.experiencer == "patient" and finding.status in ("present", "uncertain"))


# ------------------------------------------------------------------------------ numbers
@dataclass(frozen=True)
class Measure:
    """A number said with its unit, where it was said (character offsets in the text read)."""

    quantity: Quantity
    value: float
    unit: str
    start: int
    end: int


def _load() -> tuple[re.Pattern[str], dict[str, tuple[Quantity, str]], dict[str, float],
                     re.Pattern[str], tuple[float, float], tuple[float, float]]:
    """measures.yaml compiled: one pattern for a number and its unit, the unit of each named group,
    the number words, and the temperature rules."""
    table = load_table("measures.yaml")
    where = "clinical/data/measures.yaml"
    try:
        numbers = {str(word): float(value) for word, value in table["numbers"].items()}
        groups: dict[str, tuple[Quantity, str]] = {}
        branches = []
        for quantity, units in table["quantities"].items():
            if quantity not in get_args(Quantity):
                raise ClinicalTableError(f"{where}, quantities: {quantity!r} is not one of {get_args(Quantity)}")
            for unit, said in units.items():
                name = f"u{len(groups)}"
                groups[name] = (quantity, str(unit))
                branches.append(f"(?P<{name}>{'|'.join(said)})")
        words = "|".join(re.escape(word) for word in sorted(numbers, key=len, reverse=True))
        pattern = re.compile(rf"(?<![\w.])(?P<number>\d+(?:\.\d+)?|(?:{words})\b)\s?-?\s?(?:{'|'.join(branches)})")
        temperature = table["temperature"]
        said = re.compile("|".join(f"(?:{text})" for text in temperature["said"]))
        celsius = (float(temperature["bare_celsius"][0]), float(temperature["bare_celsius"][1]))
        fahrenheit = (float(temperature["bare_fahrenheit"][0]), float(temperature["bare_fahrenheit"][1]))
    except (KeyError, TypeError, IndexError, ValueError, re.error) as error:
        if isinstance(error, ClinicalTableError):
            raise
        raise ClinicalTableError(f"{where}: {type(error).__name__}: {error}") from None
    return pattern, groups, numbers, said, celsius, fahrenheit


_MEASURE, _UNITS, _NUMBERS, _TEMPERATURE_SAID, _CELSIUS, _FAHRENHEIT = _load()
# a number said without a unit; never a half of a blood pressure ("measured a blood pressure of 160/104" was read as a
# temperature of 104: 2026-12ac narrative, training)
_BARE = re.compile(r"(?<![\w./])\d{2,3}(?:\.\d+)?(?![\w%°/]|\.\d)")
_SENTENCE_END = re.compile(r"[.;!?]+(?=\s|$)")  # as clinical.concepts cuts sentences: "38.4" is one number
_FEVER_FROM_F = THRESHOLDS["temp_fever_from"]  # °F, as MIMIC-IV-ED writes temperatures


def _number(said: str) -> float:
    return float(said) if said[0].isdigit() else _NUMBERS[said]


def number_value(said: str) -> float | None:
    """The number a word or figure says ("six", "7", "a couple of"), from measures.yaml's one table; None for no number."""
    said = said.lower()
    return float(said) if said.isdigit() else _NUMBERS.get(said)


def number_said(value: float) -> str:
    """A whole number as a person says it: its word in measures.yaml's table ("six"), else its figure."""
    return next((word for word, number in _NUMBERS.items() if number == value and " " not in word and word not in ("a", "an")),
                f"{value:g}")


def measures(text: str) -> tuple[Measure, ...]:
    """Every number said with a unit in a lower-cased text ("38.4 °C", "20 %", "6 cm", "10 tablets", "3 days")."""
    found = []
    for match in _MEASURE.finditer(text):
        name = next(key for key, value in match.groupdict().items() if value is not None and key != "number")
        quantity, unit = _UNITS[name]
        found.append(Measure(quantity, _number(match.group("number")), unit, match.start(), match.end()))
    return tuple(found)


def _sentences(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each sentence of a text."""
    spans, start = [], 0
    for end in _SENTENCE_END.finditer(text):
        spans.append((start, end.end()))
        start = end.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def fahrenheit(value: float, unit: str | None) -> float:
    """A temperature in °F, the unit of the vitals (a reported reading keeps the unit it was said in)."""
    return value * 9 / 5 + 32 if unit == "°C" else value


def _temperatures(sentence: str, offset: int) -> list[Measure]:
    """The temperatures said in one lower-cased sentence: with a unit, or bare in a human range
    when the sentence names a temperature or a reading."""
    found = [measure for measure in measures(sentence) if measure.quantity == "temperature"]
    if _TEMPERATURE_SAID.search(sentence):
        taken = [(measure.start, measure.end) for measure in measures(sentence)]
        for match in _BARE.finditer(sentence):
            if any(start <= match.start() < end for start, end in taken):
                continue
            value = float(match.group(0))
            if _CELSIUS[0] <= value <= _CELSIUS[1]:
                found.append(Measure("temperature", value, "°C", match.start(), match.end()))
            elif _FAHRENHEIT[0] <= value <= _FAHRENHEIT[1]:
                found.append(Measure("temperature", value, "°F", match.start(), match.end()))
    return [Measure(m.quantity, m.value, m.unit, m.start + offset, m.end + offset) for m in sorted(found, key=lambda m: m.start)]


def _lowered(text: str) -> str:
    """Lower case with the text's offsets kept (``clinical.concepts.hear`` reads it the same way)."""
    if text.isascii():  # nearly every text: every character lowers to one
        return text.lower()
    return "".join(char if len(char.lower()) != 1 else char.lower() for char in text).replace("’", "'")


@lru_cache(maxsize=8192)  # every reply is read for a temperature: replies repeat across episodes
def reported_measurements(text: str, *, source: str = "text", item: int | None = None,
                          companion: str | None = None) -> tuple[Finding, ...]:
    """A temperature someone took and said ("I took her temperature at home, 38.4", "his mum
    measured 38.6"): ``fever`` present from 38.0 °C (100.4 °F, vitals.yaml's cut-off), negated
    below it, with the number and its unit. Its experiencer is the patient unless the number is
    said of someone else ("his brother's temperature was 39"); ``companion``: who tells it (``compile_picture``)."""
    lowered = _lowered(text)
    findings = []
    for start, end in _sentences(lowered):
        sentence = lowered[start:end]
        for measure in _temperatures(sentence, start):
            governing = scan(sentence, companion).governing(measure.start - start, measure.end - start)
            fever = fahrenheit(measure.value, measure.unit) >= _FEVER_FROM_F
            findings.append(Finding(
                concept="fever", status="present" if fever else "negated",
                experiencer="other" if "other" in governing else "patient",
                quote=text[start:end].strip(), source=source, item=item,
                span=(measure.start, measure.end), value=measure.value, unit=measure.unit,
                quantity="temperature", provenance="reported",
            ))
    return tuple(findings)


# ------------------------------------------------------------------------------ the picture
def _attached(span: tuple[int, int], said: Sequence[Measure]) -> Measure | None:
    """The number said nearest the concept's words in its clause. A temperature is none: it is a
    reading of its own (``reported_measurements``), not the cough's said in the same breath."""
    fits = [measure for measure in said if measure.quantity != "temperature"]
    if not fits:
        return None
    return min(fits, key=lambda measure: max(measure.start - span[1], span[0] - measure.end, 0))


def _read(text: str, source: str, item: int | None, companion: str | None = None) -> tuple[list[Finding], list[Unrecognised]]:
    """The findings and the unrecognised clauses of one text."""
    lowered = _lowered(text)
    said: tuple[Said, ...] = hear(text, companion)
    reported = list(reported_measurements(text, source=source, item=item, companion=companion))
    numbers = measures(lowered)
    sentences = _sentences(lowered)

    def sentence_of(position: int) -> int:
        return next((number for number, (start, end) in enumerate(sentences) if start <= position < end), -1)

    # A number someone took decides the fever of its sentence: the word "temperature" said with it
    # names what was measured ("I took her temperature, 37.2"), not a fever.
    measured = {sentence_of(finding.span[0]) for finding in reported}
    findings: list[Finding] = []
    unrecognised: list[Unrecognised] = []
    for piece in said:
        start, end = piece.span
        if piece.kind == "unheard":
            if not any(start <= finding.span[0] < end for finding in reported):
                unrecognised.append(Unrecognised(text=text[start:end], source=source, item=item, span=piece.span))
            continue
        inside = [measure for measure in numbers if start <= measure.start and measure.end <= end]
        for hit, span in piece.hits:
            if hit.concept == "fever" and lowered.startswith("temp", span[0]) and sentence_of(span[0]) in measured:
                continue
            measure = _attached(span, inside)
            findings.append(Finding(
                concept=hit.concept, status=hit.status, experiencer="other" if hit.status == "other" else "patient",
                quote=text[start:end], source=source, item=item, span=span,
                value=measure.value if measure else None, unit=measure.unit if measure else None,
                quantity=measure.quantity if measure else None,
            ))
    findings += reported
    findings.sort(key=lambda finding: finding.span[0])
    return findings, unrecognised


def compile_picture(fields: Mapping[str, str | Sequence[str] | None], *, companion: str | None = None) -> ClinicalPicture:
    """The clinical picture of named text fields: a field is one text, or a list of texts (each
    read on its own, so a list item never continues another's denial); an empty field is skipped.

    ``companion``: who tells the story (a name of companions.yaml), so that their words for the
    patient ("her daughter") are the patient's; when not given, the person a text field names as
    having come with the patient ("brought in by her mother"), as ``clinical.speakers`` reads prose."""
    if companion is None:
        companion = next((named for value in fields.values() if isinstance(value, str) and (named := companion_in(value))), None)
    findings: list[Finding] = []
    unrecognised: list[Unrecognised] = []
    for source, value in fields.items():
        texts: list[tuple[int | None, Any]]
        if value is None:
            continue
        if isinstance(value, str):
            texts = [(None, value)]
        elif isinstance(value, Sequence):
            texts = list(enumerate(value))
        else:
            raise InputError(f"compile_picture: field {source!r} is a {type(value).__name__}, not a text or a list of texts")
        for item, text in texts:
            if not isinstance(text, str):
                raise InputError(f"compile_picture: field {source!r}, item {item}: {text!r} is not a text")
            found, missed = _read(text, source, item, companion)
            findings += found
            unrecognised += missed
    return ClinicalPicture(findings=tuple(findings), unrecognised=tuple(unrecognised))
