"""Words two topics share, read in the sense the rest of the question gives them (bank 16, training).

"Shots" are a night's drinks beside "tonight" or "cans" and a vaccine beside "jabs"; "drugs" are medicines in a
question about what stops clotting and street drugs beside "edibles, molly"; "anything" taken is a drug only where a
drug or a drink is named. The names of drinks and drugs have one home, the topic table: a question names one when the
substance topic still matches with the words of taking anything at all left out.
"""

from __future__ import annotations

import re

from ....clinical.topics import TOPIC_PATTERNS

__all__ = ["asks_about_family", "names_a_substance", "shared_word_senses"]

#: The words of taking anything at all, which the regular medicines, what was tried and street drugs all use.
_ANY_TAKING = re.compile(r"\b(?:drugs?|substances?|anything|something|medic\w*|tablets?|pills?|prescri\w*|us(?:e|es|ed|ing)|"
                         r"tak(?:e|es|en|ing)|took|inject\w*)\b", re.IGNORECASE)
#: A vaccine named as such: its shots are jabs, not drinks.
_VACCINE = re.compile(r"vaccin|immuni[sz]|\bjabs?\b|tetanus|booster", re.IGNORECASE)
#: (bank 34, training) A medicine dosed in units ("are you on insulin, and how many units do you use?"): its units are doses,
#: not a week's drinks.
_DOSED_IN_UNITS = re.compile(r"\binsulin|\b(?:humalog|novorapid|lantus|levemir|tresiba|toujeo|abasaglar|humulin|insulatard|fiasp|apidra)\b|"
                             r"\bheparin\b", re.IGNORECASE)
_UNITS = re.compile(r"\bunits?\b", re.IGNORECASE)


#: The family named as whose illness is asked (before the 2026-12aq round): "has anyone in your family died suddenly young?"
#: is the history topic asked of the family, not of the patient.
_FAMILY = re.compile(r"\bfamily history\b|\b(?:runs?|running|ran) in (?:your|his|her|their|the) family\b|"
                     r"\bin (?:your|his|her|their|the) (?:immediate )?family\b|\b(?:relatives?|relations|family members?)\b", re.IGNORECASE)


def asks_about_family(question: str) -> bool:
    """Whether a question on the history topic asks about the family's illnesses rather than the patient's own."""
    return bool(_FAMILY.search(question)) and bool(TOPIC_PATTERNS["history"].search(question))


def names_a_substance(scan: str) -> bool:
    """Whether the question names a drink or a drug ("edibles, molly", "a mickey of rye"), not only the words of taking
    anything that a question about medicines shares ("did you take anything today?", "anti-clotting drugs")."""
    return bool(TOPIC_PATTERNS["substance"].search(_ANY_TAKING.sub(" ", scan)))


def shared_word_senses(scan: str, found: list[tuple[int, str]], *, misuse: bool) -> list[tuple[int, str]]:
    """The topics found, less the one a shared word was heard for in the wrong sense: "how many shots did you have
    tonight?" and "Lovenox shots" ask no vaccines, "anti-clotting drugs — are you on any?" no street drugs (unless
    ``misuse``: the question speaks of taking more than prescribed, or of street or party drugs)."""
    names = {name for _, name in found}
    wrong: set[str] = set()
    if "immunisations" in names and {"substance", "anticoagulants"} & names and not _VACCINE.search(scan):
        wrong.add("immunisations")  # "Lovenox shots": a blood thinner's injections
    if {"anticoagulants", "substance"} <= names and not misuse and not names_a_substance(scan):
        wrong.add("substance")
    if "substance" in names and _DOSED_IN_UNITS.search(scan) and not misuse and not names_a_substance(_UNITS.sub(" ", scan)):
        wrong.add("substance")  # (bank 34, training) "how many units of insulin?": a dose of the medicine
    return [(at, name) for at, name in found if name not in wrong]
