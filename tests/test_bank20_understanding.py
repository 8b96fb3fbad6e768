"""Ways of asking the scripted patient once misread (training on bank 20, measured once at 95.8 %), by meaning.

Each is worded afresh: tablets or an act meant to be fatal ("intended them to be lethal", "want the pills to kill him"),
one's life or everything wanted to stop or be over, hoping not to survive or wake, sleeping for good, a letter left, and
whether it or taking too many was on purpose; the one hurting them named by the relationship ("the person you're seeing"),
fearing or dreading the one they go home to, a partner who "gets physical", and food, money or medicine withheld from
them ("stops her from eating", "made to go without meals"); what was taken "exactly" for it, what has been done for it in
the passive, what was "taken or tried", and what was rubbed on it; the pain asked as a volume or by a scale set by its top
alone ("if ten is the max"), and as "yours" after a sentence that names the pain; what a companion's patient complained
of; how a named part "got twisted" and what the head was banged on; the blood kept from clumping; the notes'
"intoxicated", seeming under the influence, and "anything stronger" after tobacco or drink; "sickness" joined to another
symptom; and a reading of the nurse's instruments said before the question ("your temperature's up, ..."). The near
misses share words and are not the topic: a condition that may be fatal, wanting the pain to stop, a cream to kill the
itch, the GP's letter, someone in a relationship who gives a lift, fearing the injection, keeping food down, nausea that
stops one eating, a baby refusing to feed, weight put on a leg, a loud TV, a painkiller "or anything stronger", sickness
in the family, and a temperature asked about for itself.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from triagesim.cases import Case

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import CLARIFY, read_as, terse_reply  # noqa: E402

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # harm to oneself
    ("When you swallowed them, did you intend them to be lethal?", {"self_harm"}, {"medications"}),
    ("Did she mean for the overdose to be the end?", {"self_harm"}, set()),
    ("Have you been having thoughts of wanting your life to end?", {"self_harm"}, set()),
    ("Does he ever wish his life would just stop?", {"self_harm"}, set()),
    ("Did some part of her hope not to survive?", {"self_harm"}, set()),
    ("Did he want the pills to kill him?", {"self_harm"}, set()),
    ("Were you hoping you wouldn't wake up?", {"self_harm"}, set()),
    ("Did she want it all to just stop?", {"self_harm"}, set()),
    ("Do you wish you could sleep for good?", {"self_harm"}, set()),
    ("Did she leave a letter?", {"self_harm"}, set()),
    ("Was any of this on purpose?", {"self_harm"}, set()),
    ("Did you swallow too many by accident, or on purpose?", {"self_harm"}, {"mechanism"}),
    ("Is this condition going to be fatal?", set(), {"self_harm"}),
    ("Do you want the pain to stop?", set(), {"self_harm"}),
    ("Did you hope the cream would kill the itch?", set(), {"self_harm"}),
    ("Did the GP leave a letter for us?", set(), {"self_harm"}),
    # harm from others
    ("Is the person you're seeing ever rough, like shoving you?", {"abuse"}, set()),
    ("Has someone you've been dating been hitting you?", {"abuse"}, set()),
    ("Is someone you're in a relationship with coming to pick you up?", set(), {"abuse"}),
    ("Are you ever frightened of the man you go home to?", {"abuse"}, set()),
    ("Does she fear her partner?", {"abuse"}, set()),
    ("Do you fear the injection?", set(), {"abuse"}),
    ("Does anybody at home keep money from you?", {"abuse"}, set()),
    ("Has anyone been withholding your medication?", {"abuse"}, {"medications"}),
    ("Does anyone at home stop her from eating?", {"abuse"}, {"severity"}),
    ("Is he ever made to go without meals?", {"abuse"}, set()),
    ("Does her carer leave her without food?", {"abuse"}, set()),
    ("Does your boyfriend ever get physical?", {"abuse"}, set()),
    ("Do you dread going home?", {"abuse"}, set()),
    ("Are you keeping food down?", set(), {"abuse"}),
    ("Does the nausea stop you eating?", set(), {"abuse"}),
    ("Is the baby refusing to feed?", set(), {"abuse"}),
    # what was tried
    ("What exactly have you taken for the headache?", {"treatment"}, {"ingestion"}),
    ("What else has been tried for the pain?", {"treatment"}, set()),
    ("Has anything been done for it yet?", {"treatment"}, set()),
    ("What have you taken or tried for this?", {"treatment"}, {"ingestion", "substance"}),
    ("What has she taken or done to ease it?", {"treatment"}, {"ingestion", "substance"}),
    ("What exactly did you take, and how many?", {"ingestion"}, {"treatment"}),
    ("What else have you tried, a heat pack or a bath?", {"treatment"}, set()),
    ("What have you been rubbing on it?", {"treatment"}, set()),
    ("Have you been putting weight on it?", set(), {"treatment"}),
    # how bad, what it is like, the complaint
    ("How loud is the pain, if ten is the loudest?", {"severity"}, set()),
    ("If ten is the max, what number is your pain?", {"severity"}, set()),
    ("If your pain were a radio, how loud would it be?", {"severity"}, {"character"}),
    ("How loud is the TV when the headache starts?", set(), {"severity"}),
    ("My own pains are sharp. What does yours feel like?", {"character"}, set()),
    ("What did she complain of this morning?", {"complaint"}, set()),
    # how it happened
    ("How did the wrist get broken?", {"mechanism"}, set()),
    ("What did you hit your knee against?", {"mechanism"}, set()),
    ("What did he knock his head on?", {"mechanism"}, {"symptoms"}),
    # blood thinners, drink and drugs
    ("Do you take anything to stop your blood sticking together?", {"anticoagulants"}, {"medications"}),
    ("Is he on a tablet so his blood won't clump?", {"anticoagulants"}, set()),
    ("Did he seem intoxicated when he arrived?", {"substance"}, set()),
    ("Was she under the influence of anything?", {"substance"}, set()),
    ("Do you smoke, or use anything stronger?", {"substance"}, set()),
    ("Do you drink, or take anything harder?", {"substance"}, set()),
    ("Do you take paracetamol or anything stronger?", {"treatment"}, {"substance"}),
    # other symptoms, and a reading said before the question
    ("Any headache or sickness?", {"symptoms"}, set()),
    ("Any sickness in the family?", set(), {"symptoms"}),
    ("Your temperature's high on the monitor, have you taken any pills like ecstasy?", {"substance"}, {"symptoms"}),
    ("The cuff reading's low, do you drink much?", {"substance"}, set()),
    ("Your temperature, has it been high?", {"symptoms"}, set()),
]


@pytest.mark.parametrize("question,wanted,unwanted", READINGS)
def test_a_way_of_asking_is_read_as_its_topic(question: str, wanted: set[str], unwanted: set[str]) -> None:
    names = read_as(question)
    assert wanted <= names and not (unwanted & names), (question, names)


def test_tablets_meant_to_be_fatal_are_answered_from_the_self_harm_not_the_medicines() -> None:
    case = Case(case_id="b20-sh-1", age=33, sex="F", chief_complaint="overdose of paracetamol", pain=1,
                sensitive={"self_harm": "I took the whole box because I wanted it to be over."},
                history={"medications": ["fluoxetine"]})
    for question in ("Did you intend those tablets to be lethal?", "Were you hoping your life would stop?",
                     "Did part of you want not to survive?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "box" in said.lower() and "fluoxetine" not in said.lower(), (question, said)


def test_the_partner_named_by_the_relationship_and_food_withheld_are_answered_from_the_abuse() -> None:
    case = Case(case_id="b20-ab-1", age=45, sex="F", chief_complaint="weight loss and bruising", pain=2,
                sensitive={"abuse": "My husband hits me and won't let me eat until he gets home."})
    for question in ("Is the person you're with shoving or hitting you?", "Are you afraid of whoever you go home to?",
                     "Is anyone keeping meals from you?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and "husband" in said.lower(), (question, said)


def test_what_was_taken_or_tried_is_the_remedy_not_street_drugs() -> None:
    case = Case(case_id="b20-tx-1", age=50, sex="M", chief_complaint="back pain", pain=6,
                history={"medications": ["lisinopril"]})
    for question in ("What have you taken or tried for it?", "What exactly did you take for the pain?"):
        said = terse_reply(case, question)
        assert not CLARIFY.search(said) and not re.search(r"drink|drugs", said, re.IGNORECASE), (question, said)


def test_anything_stronger_than_tobacco_is_answered_with_the_drink() -> None:
    case = Case(case_id="b20-sub-1", age=39, sex="M", chief_complaint="fall", pain=3,
                sensitive={"substance_use": "I drink about ten cans a day."})
    said = terse_reply(case, "Do you smoke roll-ups, or anything stronger?")
    assert "cans" in said.lower(), said


def test_what_the_head_was_banged_on_is_the_story_of_the_injury() -> None:
    case = Case(case_id="b20-mech-1", age=72, sex="F", chief_complaint="head injury after a fall", pain=4,
                history={"mechanism": "tripped on the rug and hit her head on the fireplace"})
    said = terse_reply(case, "What did you bang your head on?")
    assert not CLARIFY.search(said) and "fireplace" in said.lower(), said
