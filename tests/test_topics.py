"""The one question-topic classifier on everyday questions that used to misfire (issue 9, disclosure)."""

from __future__ import annotations

import pytest

from triagesim.clinical.topics import asked_topics

CASES = [
    ("Do you feel safe in yourself?", {"self_harm"}),
    ("Do you feel safe at home?", {"abuse"}),
    ("Is anyone at home hurting you?", {"abuse"}),
    ("Is she drinking her bottles?", set()),
    ("Is he drinking milk?", set()),
    ("Is she managing to drink?", set()),
    ("Is she drinking and feeding ok?", set()),
    ("Do you drink fluids?", set()),
    ("Has the temperature been high?", set()),
    ("Do you have a high temperature?", set()),
    ("How high is the pain?", set()),
    ("Have you taken any drugs for the pain?", set()),
    ("Do you drink alcohol?", {"substance"}),
    ("Any recreational drugs?", {"substance"}),
    ("Have you been drinking today?", {"substance"}),
    ("Were you high?", {"substance"}),
]


@pytest.mark.parametrize(("question", "expected"), CASES)
def test_everyday_questions_are_not_sensitive_topics(question, expected):
    sensitive = {"self_harm", "abuse", "substance"}
    assert set(asked_topics(question)) & sensitive == expected


# Each sense of a trap word, read by the scripted patient (agents.offline.patient.intents): the
# question's topic is in the reading, and the other sense's topic is not.
SENSES = [
    # period: of time, or the monthly one
    ("Over what period of time has it been getting worse?", {"onset"}, {"pregnancy"}),
    ("When was your last period?", {"pregnancy"}, set()),
    # number: a score, or "the number one thing"
    ("What number would you give the pain?", {"severity"}, set()),
    ("What's the number one thing you want us to sort out today?", {"complaint"}, {"severity"}),
    # first time: when it began, or whether it happened before
    ("When's the first time you noticed something wasn't right?", {"onset"}, {"previous"}),
    ("Is this the first time this has happened?", {"previous"}, set()),
    # shoot: where it goes, or what it feels like
    ("Does it shoot down your leg at all?", {"location"}, {"character"}),
    ("Does it shoot or throb?", {"character"}, set()),
    # any pain: how much, or where it goes
    ("Any pain going up into your neck or shoulder?", {"location"}, {"severity"}),
    ("Are you in any pain right now?", {"severity"}, set()),
    # give you anything: before a treatment, or what was given
    ("Before I give you anything, are there any medicines you're allergic to?", {"allergies"}, {"treatment"}),
    ("Did anyone give you anything for the pain?", {"treatment"}, set()),
    # anything you've had: compared with, or taken
    ("Compared to anything you've had before, how bad is this?", {"severity"}, {"treatment"}),
    ("Is there anything you've had for it?", {"treatment"}, set()),
    # ice and speed: drugs, or an ice pack and a car
    ("Any ice, speed or meth?", {"substance"}, set()),
    ("Have you put any ice on it?", {"treatment"}, {"substance"}),
    ("What speed was the car doing when it crashed?", {"mechanism"}, {"substance"}),
    # pills: tonight's drugs, or the regular medicines
    ("Any coke, MDMA or pills tonight?", {"substance"}, {"medications"}),
    ("Do you take any regular pills?", {"medications"}, {"substance"}),
    # told: a diagnosis, or a medicine never to have
    ("Have you ever been told you've got a heart murmur or an irregular heartbeat?", {"history"}, {"allergies"}),
    ("Are there any drugs you've been told you must never have?", {"allergies"}, {"substance"}),
    # hit: a blow, or how suddenly it came
    ("Did it hit her all of a sudden, or come on more slowly?", {"onset"}, {"mechanism"}),
    ("Did something strike it?", {"mechanism"}, set()),
    # switch has no itch in it; going to pass out is feeling faint, not a faint
    ("Was it instant, like someone flicked a switch?", set(), {"symptoms"}),
    # so bad: a pain, or life
    ("Have things got so bad you've thought about not carrying on?", {"self_harm"}, {"severity"}),
    ("Is the pain so bad you can't sleep?", {"severity"}, {"self_harm"}),
    # a dash joins a question's halves, not a preamble to the question
    ("Anything you're allergic to \u2014 medicines, food, anything in the environment?", {"allergies"}, {"medications"}),
    ("Scale of one to ten, one being a mild niggle and ten being unbearable \u2014 where are you?", {"severity"}, {"location"}),
    ("I've got your name and date of birth, so now \u2014 what's the reason you're here?", {"complaint"}, {"name", "age"}),
    ("I need to know because you've hit your head \u2014 are you on anything that thins the blood?", {"anticoagulants"}, set()),
    # conditions: the medicines taken for them, or the conditions
    ("What do you normally take for your health conditions?", {"medications"}, {"history"}),
    ("Any insulin or diabetes tablets?", {"medications"}, {"history"}),
    ("Do you have any health conditions?", {"history"}, {"medications"}),
    ("Any medical conditions, and what do you take for those?", {"history", "medications"}, set()),
    # words for abuse and a pregnancy that name neither
    ("Has anyone ever choked or strangled you?", {"abuse"}, set()),
    ("Is anybody taking your money or stopping you getting the care you need?", {"abuse"}, set()),
    ("Any chance you've got a bun in the oven?", {"pregnancy"}, set()),
    ("Are you on any antiplatelets?", {"anticoagulants"}, set()),
]


@pytest.mark.parametrize(("question", "asked", "not_asked"), SENSES)
def test_each_sense_of_a_trap_word_is_read_as_its_topic(question, asked, not_asked):
    from triagesim.agents.offline.patient.intents import read_intents

    names = set(read_intents(question).names)
    assert asked <= names, names
    assert not (not_asked & names), names


def test_feeling_about_to_pass_out_is_dizziness_not_a_faint():
    from triagesim.agents.offline.patient.intents import read_intents

    about_to = {probe.name for probe in read_intents("Did you feel lightheaded, like you were going to pass out?").probes}
    fainted = {probe.name for probe in read_intents("Did you pass out?").probes}
    assert about_to == {"dizziness"}
    assert "consciousness" in fainted


@pytest.mark.parametrize(("question", "word"), [
    ("Was it instant, like someone flicked a switch?", "itch"),
    ("Is anyone pressuring you into things you don't want to do?", "urin"),
])
def test_a_symptom_inside_another_word_is_no_symptom_asked(question, word):
    from triagesim.agents.offline.patient.intents import read_intents

    assert word in question.lower()
    assert read_intents(question).probes == ()


def test_the_bowels_asked_about_include_more_than_diarrhoea():
    from triagesim.agents.offline.patient.intents import read_intents

    loose = {probe.name for probe in read_intents("Has your stomach been upset \u2014 any loose bowels?").probes}
    bowels = {probe.name for probe in read_intents("Any problems with your bowels?").probes}
    diarrhoea = {probe.name for probe in read_intents("Have you had diarrhoea?").probes}
    assert loose == {"diarrhoea", "bowel"}
    assert bowels == {"bowel"}
    assert diarrhoea == {"diarrhoea"}
