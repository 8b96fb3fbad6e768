"""How the scripted patient reads freely phrased nurse questions (agents.offline.patient.intents).

Each class below is a way of asking that the patient once did not understand (it asked the nurse
to repeat, or answered another topic). The examples are worded afresh, not taken from any
benchmark bank, so they test the meaning and not one sentence.
"""

from __future__ import annotations

import pytest

from triagesim.agents.offline.patient.intents import read_intents

# (question, topics the reading must hold, topics it must not hold)
READINGS = [
    # why they came, in old or regional words, or as what they are "seen for" / were "sent" for
    ("What's ailing the little one today?", {"complaint"}, set()),
    ("So what has you down here at this hour?", {"complaint"}, set()),
    ("What are the doctors seeing you about this evening?", {"complaint"}, set()),
    ("What is the reason for his admission?", {"complaint"}, set()),
    ("Why did the walk-in centre send you over to us?", {"complaint"}, set()),
    # a preamble of the nurse's own before a colon is context, not the question
    ("Right, let's begin from the start: what brings you to us?", {"complaint"}, {"onset"}),
    ("I have to ask every patient this: do you ever think about harming yourself?", {"self_harm"}, set()),
    ("Options are sharp, dull or burning: which one is it?", {"character"}, set()),
    # when, said as a span or as how it arrived
    ("Are we talking minutes or hours?", {"onset"}, set()),
    ("Did this come out of nowhere or build slowly?", {"onset"}, set()),
    ("Do you know roughly what time the dizziness kicked in?", {"onset"}, set()),
    ("Have you been long unwell like this?", {"onset"}, set()),
    # where, as a choice between two places
    ("Is it your ankle, or higher up the shin?", {"location"}, set()),
    # what it is like: a comparison, one word, colic
    ("Does it ache like a bruise or sting like a cut?", {"character"}, set()),
    ("What single word would you use for this pain?", {"character"}, set()),
    ("Would you call it a colicky pain?", {"character"}, set()),
    # how bad, on a picture scale
    ("Which of these faces on the chart matches your pain?", {"severity"}, {"location"}),
    # what was done for it, by the crew or at home, for a named symptom
    ("Did the paramedics splint your arm or give you any morphine?", {"treatment"}, set()),
    ("Has he had anything for his fever since this morning?", {"treatment"}, {"symptoms"}),
    ("Did you use your spray for the chest tightness, and how many puffs?", {"treatment"}, {"symptoms"}),
    # regular medicines, by container, prescriber, form or class
    ("Did you bring your blister pack in with you?", {"medications"}, set()),
    ("What has the doctor got her on at the moment?", {"medications"}, set()),
    ("Any repeat scripts from the surgery?", {"medications"}, set()),
    ("Is he on any steroid tablets?", {"medications"}, set()),
    ("Do you get a depot injection?", {"medications"}, set()),
    ("Are you on gliclazide or something similar?", {"medications"}, set()),
    # background: an organ or the immune system as the trouble
    ("Any trouble with your kidneys or liver in the past?", {"history"}, set()),
    ("Is your immune system weakened by anything?", {"history"}, set()),
    # pregnancy: how far on, the cycle, a chance of it
    ("How far along is she now?", {"pregnancy"}, set()),
    ("Are your cycles regular?", {"pregnancy"}, set()),
    ("Any unprotected intercourse recently?", {"pregnancy"}, {"onset"}),
    # self-harm: intent, the thoughts now, and their signs
    ("Was it an accidental overdose, or did you mean to take them?", {"self_harm"}, set()),
    ("Did she do this to herself deliberately?", {"self_harm"}, set()),
    ("Have you done something to yourself tonight?", {"self_harm"}, set()),
    ("Have you left a note for anyone?", {"self_harm"}, set()),
    ("Are you still having thoughts about ending it?", {"self_harm"}, set()),
    ("Lots of people in that much pain feel like giving up on life. Is that you?", {"self_harm"}, {"severity"}),
    # abuse: rough handling in other words, another person as the cause
    ("Has anybody slapped or grabbed you?", {"abuse"}, set()),
    ("Has someone had their hands around your throat?", {"abuse"}, set()),
    ("Might somebody else have caused this?", {"abuse"}, set()),
    ("Are these marks from another person?", {"abuse"}, set()),
    ("Were you pushed or shoved by a family member?", {"abuse"}, set()),
    ("Is someone making you do things you'd rather not?", {"abuse"}, {"character"}),
    ("Does your partner get violent after they've been drinking?", {"abuse"}, {"substance"}),
    ("Is anyone taking advantage of your mum financially?", {"abuse"}, set()),
    # how an injury came about, of someone the companion speaks for
    ("How did your son burn his hand?", {"mechanism"}, {"abuse"}),
    ("How did your partner hurt her shoulder?", {"mechanism"}, {"abuse"}),
    ("Did anything fall on your hand?", {"mechanism"}, set()),
    ("How far up the ladder were you?", {"mechanism"}, set()),
    ("Any idea how your mum ended up on the ground?", {"mechanism"}, set()),
    ("Tell me exactly how it happened.", {"mechanism"}, set()),
    # allergy, by what a reaction looks like
    ("Has any food made your lips swell up?", {"allergies"}, set()),
    ("Has anything given you hives before?", {"allergies"}, set()),
    # a drink asked about is the substance question, not when the complaint began
    ("When did he last have a drink?", {"substance"}, {"onset"}),
    # "clot-busting" treatment is not a blood thinner the patient takes
    ("Is the pain within the window for clot-busting drugs, so when did it start?", {"onset"}, {"anticoagulants"}),
]


@pytest.mark.parametrize(("question", "expected", "absent"), READINGS)
def test_free_phrasings_are_read_as_their_topic(question: str, expected: set[str], absent: set[str]) -> None:
    names = set(read_intents(question).names)
    assert expected <= names, (question, names)
    assert not absent & names, (question, names)


# (question, symptom probes the reading must hold, probes it must not hold)
PROBES = [
    ("Getting out of puff more than usual?", {"breathing"}, set()),
    ("Any tight-chested feeling?", {"chest_pain"}, set()),
    ("Does it sting when she wees?", {"urine"}, set()),
    # "fits" as a verb is no question about seizures
    ("Dull, sharp or throbbing: which word fits it best?", set(), {"seizure"}),
    ("Has she had any fits today?", {"seizure"}, set()),
    # speech, a stroke sign a listener can hear
    ("Has there been any difficulty finding his words?", {"speech"}, set()),
    ("Is your speech slurred at all?", {"speech"}, set()),
]


@pytest.mark.parametrize(("question", "expected", "absent"), PROBES)
def test_named_symptoms_are_probed_by_meaning(question: str, expected: set[str], absent: set[str]) -> None:
    probes = {probe.name for probe in read_intents(question).probes}
    assert expected <= probes, (question, probes)
    assert not absent & probes, (question, probes)


def test_a_burning_when_passing_urine_is_a_urinary_symptom_not_the_pain_character() -> None:
    reading = read_intents("Is there any stinging when you pass water?")
    assert "character" not in reading.names
    assert "urine" in {probe.name for probe in reading.probes}
