"""A chart line typed without punctuation, cut where one finding ends and the next begins.

A triage desk types "got off cruise ship vomiting diarrhoea whole cabin sick weak dizzy standing" as one run. Said as one
clause it comes out as the chart ("I got off cruise ship vomiting diarrhoea ..."), the read's most common defect for
three rounds. A person says it finding by finding. The cuts come from meaning, not from a list of phrasings: the
clinical picture's reading (``clinical.concepts.hear``) says where each finding's words begin, and English says where a
finding cannot begin (after "on", "the" or "left", inside "bright red blood", after the adjective that describes it).
The complaint builder (``answers/complaint.py``) says each piece as it says a comma's item, and keeps the cut only when
less of the chart survives in what is said (``pasted_run``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ....clinical.concepts import hear
from .clauses import ING_QUALITIES
from lemminflect import getAllLemmas, getInflection

from .realise import adjective_only, is_noun, part_state, word_classes
from .vocabulary import BODY

__all__ = ["run_on_pieces", "finding_pieces", "pasted_run"]

#: A run this long or longer, with no punctuation in it, is a candidate for cutting.
RUN_ON_FROM_WORDS = 7
#: Words after which no new finding begins: they tie the next word to the one before ("pain radiating to back",
#: "vomiting bright red blood", "left calf").
_TIES = frozenset({
    "and", "or", "with", "w", "after", "from", "to", "into", "on", "in", "at", "of", "for", "since", "when", "while", "the",
    "a", "an", "my", "his", "her", "their", "by", "than", "then", "but", "very", "really", "so", "more", "less", "left",
    "right", "l", "r", "lt", "rt", "both", "upper", "lower", "mid", "top", "bottom", "is", "was", "are", "were", "been",
    "being", "has", "have", "had", "like", "about", "around", "over", "under", "through", "same", "own", "sudden",
    "severe", "mild", "bad", "new", "worse", "worst", "its", "it", "this", "that", "some", "any", "many", "few", "not",
    "no", "without", "nil", "denies", "feels", "feel", "felt", "keeps", "still", "getting", "got", "gets", "bright",
    "dark", "big", "little", "small", "large", "front", "back", "inner", "outer", "onto", "off", "up", "down", "out",
    "ongoing", "constant", "intermittent", "acute", "chronic", "recurrent", "possible", "?", "between", "beneath", "behind",
    "below", "above", "near", "against", "along", "across", "towards", "toward", "per", "each", "every", "during", "index",
    "middle", "ring", "as", "well", "better", "until", "till", "before", "because", "if", "x", "will", "would",
    "can", "could", "does", "did", "do", "won't", "wont", "cannot", "can't", "cant", "should", "may", "might", "must",
    "draining", "oozing", "leaking", "weeping", "discharging", "passing", "bringing",  # what comes out is theirs: "draining pus"
    "pass", "passed", "passes",  # "unable to pass | urine" cut in two (twenty-ninth read: "unable to pass and had urine")
})
#: Words a time before them tells how far on ("9 weeks pregnant", "2 days postpartum", "5 years old").
_DATED_BY_THE_TIME_BEFORE = frozenset({"pregnant", "postpartum", "post-partum", "post-op", "postop", "old", "gestation"})
#: How a pain travels: it belongs to the pain before it ("belly pain | going to shoulder blade" is one finding).
_TRAVELS = frozenset({"going", "radiating", "spreading", "shooting", "moving", "travelling", "traveling", "moved", "spread",
                      "radiates", "goes", "spreads"})
#: Words that begin a finding of their own when a content word came before: a denial starts one.
_STARTS = frozenset({"no", "denies", "nil", "not"})
#: The head words a finding ends on, which the picture's patterns often leave outside their match ("flank" of "flank
#: pain"): a finding, so what follows may be the next one ("left flank pain | fever").
_HEADS = frozenset({"pain", "pains", "ache", "aches", "swelling", "rash", "cough", "bleeding", "bleed", "cramps", "cramping",
                    "lump", "wound", "burn", "cut", "bruise", "bruising", "fever", "chills", "nausea", "diarrhoea", "diarrhea",
                    "vomiting", "headache", "tenderness", "numbness", "weakness", "discharge", "stiffness"})
_BODY = re.compile(rf"^{BODY}$", re.IGNORECASE)
_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "twenty", "a",
                      "several", "few", "couple"})


def _past(word: str) -> bool:
    """A verb in the past ("ran", "broke", "started", "found"): it binds its subject before and its object after."""
    return word in _IRREGULAR_PAST or any(word in getInflection(lemma, "VBD") for lemma in getAllLemmas(word).get("VERB", ()))


#: Units a count measures a height, a distance or a speed in ("twelve feet", "ten metres", "thirty miles").
_MEASURES = frozenset({"feet", "foot", "ft", "metres", "meters", "metre", "meter", "m", "inches", "inch", "yards", "miles", "mph",
                       "kilometres", "kilometers", "km", "storeys", "stories", "floors", "steps", "stairs"})
_COUNT_WORD = re.compile(r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
                         r"eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|several|few|couple)(?:-\w+)?")
_IRREGULAR_PAST = frozenset({"ran", "broke", "fell", "hit", "cut", "took", "got", "went", "came", "found", "bit", "stung", "caught",
                             "threw", "felt", "left", "put", "gave", "drank", "ate", "swallowed", "slipped", "tripped"})
_WORD = re.compile(r"\S+")


def _describes_next(word: str, after: str) -> bool:
    """Whether ``word`` is a describing word of the word after it ("gaping cut", "itchy red lump", "purple toe"): the two
    are one finding, however the picture's patterns start. A doing is no description ("vomiting | diarrhoea") unless it
    is a pain's quality ("burning pain")."""
    if word.endswith("ing"):
        return word in ING_QUALITIES and (is_noun(after) or bool(_BODY.match(after)))
    if not adjective_only(word) and not word.endswith(("y", "ed", "ful", "ic", "al")):
        return False
    if adjective_only(after):
        return True  # "swollen red hot", "loud noisy": one description, however many findings it holds
    return is_noun(after) or bool(_BODY.match(after))


def _cut_before(words: list[str], index: int, heard: set[int]) -> bool:
    """Whether a new finding may begin at ``words[index]``, given the word before it; ``heard``: the indexes of the words
    inside a finding the picture hears."""
    before, word = words[index - 1].lower().strip(".,;:"), words[index].lower().strip(".,;:")
    if before in _TIES or re.search(r"\d", before) or (word in _TIES and word not in _STARTS):
        return False  # "pain radiating to | back", "chest pain | on breathing in": a tie binds both sides
    if before.endswith("ing") and word in ("hard", "harder", "fast", "slowly", "badly", "heavily", "noisily", "quickly", "well"):
        return False  # "working | hard to breathe": a doing and how, one finding (2026-12af ATS, training)
    if word in _MEASURES and _COUNT_WORD.fullmatch(before):
        return False  # "fell about twelve | feet onto concrete": a height and its unit, never the patient's feet (2026-12aj terse, training)
    if re.search(r"\d", word) or word in _NUMBERS or word == "ago" or word in _TRAVELS:
        return False  # "ran out of metformin | 2 weeks ago": a time belongs to what it dates
    if word in _DATED_BY_THE_TIME_BEFORE and re.fullmatch(r"(?:days?|weeks?|wks?|months?|mo|years?|yrs?)", before):
        return False  # "9 weeks | pregnant", "3 days | post-op": the time is how far on
    if _past(before) or (is_noun(before) and _past(word)):
        return False  # "ran | generator", "glass | broke", "palpitations | started": a verb and its object or subject
    if _BODY.match(before) and word not in _STARTS:  # "nose pouring blood", "cheek swollen": the part and what it does
        return False
    classes = word_classes(word)
    if index - 1 not in heard and before not in _HEADS and "NOUN" in word_classes(before) and "NOUN" in classes \
            and "ADJ" not in classes and not word.endswith("ing"):
        return False  # "jellyfish sting", "ice rink fall": a noun that names no finding describes the next one
    return not _describes_next(before, word)


#: The chart's slashed shorthand ("c/o", "w/", "h/o"): no punctuation between findings (2026-12ag terse, training: "c/o bright
#: red blood from rectum x3 today lightheaded on blood thinner" kept whole).
_SLASHED_SHORTHAND = re.compile(r"\b(?:c/o|w/o|w/|h/o|s/p|b/l|r/o)(?=\s|$)", re.IGNORECASE)


def _punctuated(item: str) -> bool:
    return bool(re.search(r"[,;:.()/\"']", _SLASHED_SHORTHAND.sub(" ", item.replace("'s ", " ").replace("n't", "nt"))))


def _as_speech(item: str) -> bool:
    """A complaint written as speech ("worried that my navel piercing is infected"), or an item the register already
    says as speech ("I've been feeling weak all over", "it's my asthma"): no chart run."""
    return bool(re.search(r"\b(?:i|my|me|that|which|who|need|want|worried)\b", item, re.IGNORECASE)  # "wants": the chart's
                or re.match(r"(?:it|it's|they|they're|he|she|we)\b", item, re.IGNORECASE))


@lru_cache(maxsize=4096)
def run_on_pieces(item: str) -> tuple[str, ...]:
    """The pieces of one complaint item typed as a run (``RUN_ON_FROM_WORDS`` words or more, no punctuation), cut where a
    finding the picture hears begins, or a denial does; the item itself when it is short, punctuated or has one finding.
    Cached: a pure function of the text, asked again for every episode of a case."""
    words = list(_WORD.finditer(item))
    if _punctuated(item) or len(words) < RUN_ON_FROM_WORDS or _as_speech(item):
        return (item,)
    return _cut(item, words, within_findings=True)


#: Concepts that say where, how or of what, not what is wrong: a piece naming only one of them is no finding of its own
#: ("dog bite | hand", "rollover | car crash", "urine | incontinence", "rectal | temp").
_WHERE_ONLY = frozenset({"limb_injury", "trauma", "high_risk_mechanism", "urinary", "rectal"})
#: What may follow a finding's words in its piece: how long it has gone on ("diarrhoea for two days", "nonstop").
_DURATION = re.compile(r"(?:\s+(?:for|x|since|over|the|last|past|a|an|\d+|one|two|three|four|five|six|seven|couple|few|of|"
                       r"days?|nights?|weeks?|hours?|hrs?|mins?|months?|d|h|wks?|nonstop|today|tonight|yesterday|overnight))*$",
                       re.IGNORECASE)


@lru_cache(maxsize=4096)
def finding_pieces(item: str) -> tuple[str, ...]:
    """The findings of a short item typed one after another with nothing between them ("chest pain short of breath",
    "fever cough", "back pain fall"), which a person says one by one: said as one clause the first became the
    subject of the second ("my chest pain is short of breath") or the two one noun ("a fever cough"). Cut only where
    every piece is one whole finding the picture hears, from its first word to its last but a duration: never inside
    one ("car crash neck pain" stays whole), nor before what a finding is of ("vomiting coffee ground stuff")."""
    words = list(_WORD.finditer(item))
    if _punctuated(item) or not 2 <= len(words) < RUN_ON_FROM_WORDS or _as_speech(item):
        return (item,)
    if part_state(item) is not None:  # "tummy sucking in a little": one part and what it does (2026-12as terse, training)
        return (item,)
    pieces = _cut(item, words, within_findings=False)
    if len(pieces) > 1 and all(_one_finding(piece) for piece in pieces):
        return pieces
    return (item,)


def _one_finding(piece: str) -> bool:
    """Whether ``piece`` is findings heard from its first word through its last (a duration after them aside, and the
    words that tie them: "nausea and vomiting"), the first a what, not only a where."""
    content = piece[:_DURATION.search(piece).start()]
    words = list(_WORD.finditer(content))
    hits = [(hit.concept, span) for said in hear(content) for hit, span in said.hits]
    if not words or not any(concept not in _WHERE_ONLY and start == 0 for concept, (start, _) in hits):
        return False
    return all(word.group(0).lower() in _TIES or word.group(0).lower() in _HEADS or any(said.hits for said in hear(word.group(0)))
               or any(start <= word.start() < end for _, (start, end) in hits) for word in words)


def _cut(item: str, words: list[re.Match[str]], *, within_findings: bool) -> tuple[str, ...]:
    """``item`` cut before each word where a finding the picture hears begins (or a denial does) and English allows a
    new one; ``within_findings``: a cut may fall inside another finding's words (a long run's findings overlap)."""
    spans = [span for said in hear(item) for _, span in said.hits]
    beginnings = {start for start, _ in spans}
    heard = {index for index, match in enumerate(words) if any(start <= match.start() < end for start, end in spans)}
    starts = {index for index, match in enumerate(words) if match.start() in beginnings}
    texts = [match.group(0) for match in words]
    cuts = []
    for index in range(1, len(words)):
        # a denial begins a finding only when what it denies is one the picture hears ("no wheeze"; "no AC" is a warehouse's)
        word = texts[index].lower()
        begins = index in starts or (word in _STARTS and index + 1 in starts)
        inside = not within_findings and any(start < words[index].start() < end for start, end in spans)
        if begins and not inside and _cut_before(texts, index, heard):
            cuts.append(index)
        elif within_findings and _begins_by_its_words(texts, index):
            cuts.append(index)
    if not cuts:
        return (item,)
    bounds = [0, *cuts, len(words)]
    return tuple(" ".join(texts[start:end]) for start, end in zip(bounds, bounds[1:]))


def _begins_by_its_words(texts: list[str], index: int) -> bool:
    """Whether a piece of a long run begins at ``texts[index]`` whatever the picture hears there (before the 2026-12af round,
    and its training): after a time ("… 5 days ago | incision red"), at a request ("… | wants to be checked"), at a denial of
    anything at all ("… chlamydia | no symptoms"), at a doing said fine ("… | breathing fine") or at a history ("… | hx
    withdrawal seizure")."""
    word = texts[index].lower()
    denies_all = word in _STARTS and index + 1 < len(texts) and texts[index + 1].lower() in _ANY_AT_ALL
    history = word in ("history", "hx") and texts[index - 1].lower() not in _TIES
    return _after_a_time(texts, index) or word in _ASKS or denies_all or _a_state_said_fine(texts, index) or history


#: What a denial may deny without naming a finding ("no symptoms", "no complaints"): a piece of its own all the same.
_ANY_AT_ALL = frozenset({"symptoms", "complaints", "problems", "other", "issues", "concerns"})
#: A request begins its own clause ("… no symptoms | wants to be checked").
_ASKS = frozenset({"wants", "wanting", "needs", "requests", "requesting"})
#: Words that end a time ("5 days ago", "last night", "since yesterday"): what follows is the next finding.
_TIME_ENDS = frozenset({"ago", "night", "yesterday", "today", "tonight", "morning", "am", "pm", "overnight", "lunch", "breakfast",
                        "dinner", "weekend"})


def _after_a_time(texts: list[str], index: int) -> bool:
    """Whether ``texts[index]`` begins a new finding because a time ended just before it ("… 5 days ago | incision red").
    Before the 2026-12af round."""
    word, before = texts[index].lower().strip(".,;:"), texts[index - 1].lower().strip(".,;:")
    if index < 2 or index >= len(texts) - 1:
        return False
    return before in _TIME_ENDS and word not in _TIES and word != "now" and not re.search(r"\d", word) and word not in _NUMBERS


#: What a doing typed before it is said to be ("breathing fine", "eating crackers fine", "walking ok").
_FINE = frozenset({"fine", "ok", "okay", "normal", "normally", "well", "good"})


def _a_state_said_fine(texts: list[str], index: int) -> bool:
    """Whether ``texts[index]`` begins a doing said to be fine ("… no lip swelling | breathing fine", "… no drooling | eating
    crackers fine"): a reassurance of its own, never a part of the finding before it. Before the 2026-12af round."""
    word = texts[index].lower()
    after = [later.lower().strip(".,;:") for later in texts[index + 1:index + 3]]
    fine_next = bool(after) and (after[0] in _FINE or len(after) > 1 and after[1] in _FINE and not after[0].endswith("ing"))
    return index >= 2 and word.endswith("ing") and word not in _TIES and texts[index - 1].lower() not in _TIES and fine_next


def pasted_run(item: str, said: str) -> int:
    """The longest run of words of ``item`` said in the same order in ``said``: how much of the chart survives."""
    typed = re.findall(r"[a-z0-9']+", item.lower())
    spoken = re.findall(r"[a-z0-9']+", said.lower())
    best = 0
    previous = [0] * (len(spoken) + 1)
    for word in typed:
        current = [0] * (len(spoken) + 1)
        for position, other in enumerate(spoken, 1):
            if word == other:
                current[position] = previous[position - 1] + 1
                best = max(best, current[position])
        previous = current
    return best
