"""When a patient shares a private matter: one rule for the scripted and the LLM patient.

Trust gates what a patient withholds (self-harm, substances, abuse, pregnancy); recall, not
trust, decides whether a medicine's name is remembered (``RECALL_TOPICS``). A question that
reassures or explains itself counts for a guarded patient. Both engines ask these functions,
so a persona's trust level means the same number of asks whichever engine plays it.
"""

from __future__ import annotations

import re

from ..clinical.topics import TOPIC_PATTERNS, asked_topics, sensitive_keys
from ..personas import PatientPersona, disclosure_threshold

__all__ = ["DISCLOSURE_THRESHOLD", "RECALL_TOPICS", "reassures", "may_disclose", "trust_gated"]

#: Times a private matter must be asked about before it is shared, by trust (``personas`` owns the
#: numbers: high 1, medium 2, low 3). A reassuring or explained question counts once more for a
#: guarded patient (see ``may_disclose``).
DISCLOSURE_THRESHOLD: dict[str, int] = {
    level: disclosure_threshold(PatientPersona(trust_in_healthcare=level)) for level in ("high", "medium", "low")
}

#: Topics of the classifier whose facts are forgotten, not withheld: a patient does not hide a
#: blood thinner out of distrust, it forgets the name. Recall decides these; trust does not.
RECALL_TOPICS: tuple[str, ...] = ("anticoagulants",)
_RECALL_KEYS = frozenset(key for topic in RECALL_TOPICS for key in sensitive_keys(topic))

# A question that explains itself or reassures ("I ask everyone this", "it's confidential", "so we
# can treat you safely"). It belongs with the topic classifier: once topics.yaml has a
# ``reassurance`` topic, that is used instead of this list.
_REASSURANCE = re.compile(
    r"confidential|between (?:us|you and me)|no judg(?:e)?ment|not (?:here )?to judge|won'?t judge|"
    r"(?:not|won'?t) (?:get you )?in(?:to)? (?:any )?trouble|not in (?:any )?trouble|"
    r"(?:we|i) ask (?:every(?:one|body)|all (?:our )?patients|this of everyone)|routine(?:ly)? (?:question|ask)|"
    r"(?:the )?reason (?:i|we)(?:'m| am| are)? ask|(?:i|we)(?:'m| am| are)? ask(?:ing)? (?:because|so)|"
    r"so (?:that )?(?:we|the doctors?) can (?:treat|help|look after|keep you safe|give you)|"
    r"(?:important|helps?|matters?) (?:for us )?(?:to know|for your (?:care|treatment|safety))|"
    r"affects? (?:your|the|which) (?:treatment|care|medicines?|medication)|for your (?:own )?safety|"
    r"(?:you'?re|you are) safe here|(?:it'?s|it is) (?:okay|ok|alright|safe) to tell|won'?t tell (?:anyone|the police)",
    re.IGNORECASE,
)


def reassures(utterance: str) -> bool:
    """Whether a nurse's question reassures the patient or says why it is asked."""
    if "reassurance" in TOPIC_PATTERNS:  # the classifier's own vocabulary, once it has one
        return "reassurance" in asked_topics(utterance)
    return _REASSURANCE.search(utterance) is not None


def trust_gated(topic: str) -> bool:
    """A private fact that trust may hold back (not a forgotten medicine: ``RECALL_TOPICS``)."""
    return topic not in _RECALL_KEYS


def may_disclose(trust: str, asked: int, reassured: int = 0) -> bool:
    """Whether a private matter asked about ``asked`` times (``reassured`` of them reassuring or
    explained) may be shared now.

    high: when asked once. medium: when asked twice, or once with a reassurance. low: when asked
    three times, or twice with a reassurance. The counts are ``DISCLOSURE_THRESHOLD``; a
    reassurance lowers a guarded patient's count by one and never below one ask (high needs none).
    """
    needed = DISCLOSURE_THRESHOLD[trust]
    if asked >= needed:
        return True
    return reassured > 0 and asked >= max(1, needed - 1)
