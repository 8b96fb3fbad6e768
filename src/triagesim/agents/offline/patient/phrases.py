"""Persona phrase tables, as data: fillers, drift, chatter, worry, deflections, simplification word maps.

Idioms and fillers fit the speaker's first language: "you know", "like" and a British idiom ("it
knocked me for six") are a native speaker's; someone who learnt English says "um", "eh" and
plain words ("it has hit me hard"), and with little English reaches for a word ("how do you say").
"""

from __future__ import annotations

#: Fillers of a native English speaker (repeats weight the commoner ones).
FILLERS = ("um", "uh", "like", "you know", "um", "uh", "er")
#: Fillers of someone who learnt English; ``REACHING`` is added for limited or intermediate English.
LEARNER_FILLERS = ("um", "uh", "eh", "um", "er")
REACHING = ("how do you say",)
DRIFT = (
    "The traffic on the way here was awful.",
    "I hope someone remembers to feed the cat.",
    "My phone's nearly out of battery.",
    "I left the washing out on the line.",
    "I was meant to be at my sister's later.",
    "Sorry, the parking here is a nightmare.",
    "Is there a vending machine around here?",
    "I haven't even told my boss I'm here.",
)
#: Drift only someone of working age says (an 80-year-old has no boss to tell).
WORKING_DRIFT = frozenset({"I haven't even told my boss I'm here."})
COMPANION_DRIFT = (
    "I had to leave work in a hurry to get here.",
    "I still need to ring the rest of the family.",
    "Sorry, I parked in the ambulance bay, is that alright?",
    "My phone keeps buzzing, it's the family asking for news.",
)
CHATTER = (
    "I don't usually come to hospital for anything.",
    "I didn't want to make a fuss, honestly.",
    "My family told me I should come in.",
    "I wasn't sure whether to come in or not.",
    "I tried to carry on as normal at first.",
)
#: Chatter only a native speaker of British English says, and its plain form for everyone else.
NATIVE_CHATTER = ("This has really knocked me for six.",)
PLAIN_CHATTER = ("This has really hit me hard.",)
COMPANION_CHATTER = (
    "We came straight here.",
    "I didn't know what else to do.",
    "I've been with {o} the whole time.",
    "I brought {o} in as soon as I could.",
)
WORRY = (
    "Is this serious?",
    "Am I going to be okay?",
    "It's not something bad, is it?",
    "Should I be worried?",
    "I'm really scared, is that normal?",
    "Please tell me it's nothing serious.",
)
COMPANION_WORRY = (
    "Is {s} going to be okay?",
    "Please, is this serious?",
    "I'm so scared for {o}.",
    "Can someone see {o} soon, please?",
)
ASK_AGAIN = (
    "Sorry, what did you ask?",
    "Sorry, can you say that again?",
    "Sorry, I missed that, what was the question?",
)
CONFUSED = (
    "Sorry, what did you ask?",
    "I'm sorry, I've lost track, what was the question?",
    "Sorry, I've lost my train of thought.",
)
#: What a patient says to a question it cannot place: a short request to hear it again.
CLARIFY = (
    "Sorry, could you say that again?",
    "Sorry, I'm not sure what you mean.",
    "Sorry, what do you mean?",
)
# What a guarded speaker says instead of a private fact, by trust (``personas.traits``): medium
# trust deflects and denies nothing ("Why do you need to know?"); low trust denies or brushes it off.
# Each line names its subject, so two deflections of two questions are two different answers.
DEFLECT = {
    "self_harm": ("I'd rather not talk about that sort of thing.", "Why do you need to know that?"),
    "substance": ("I'd rather not say what I've had.", "Why do you need to know what I drink?"),
    "anticoagulants": ("I'm not sure, I'd have to check my tablets.",),
    "pregnancy": ("I don't think that's relevant.", "I'd rather not say about that."),
    "abuse": ("I'd rather not talk about home.", "Why do you ask about home?"),
}
DENY = {
    "self_harm": ("No, nothing like that.",),
    "substance": ("Not really, no, not much drinking.",),
    "anticoagulants": ("No, I don't think so.",),
    "pregnancy": ("No, I don't think so.",),
    "abuse": ("Everything's fine at home.",),
}
#: A low-trust denial of a question asked the other way round ("are you safe?", "is everything okay at home?").
DENY_SAFE = {
    "self_harm": ("Yes, I'm fine.",),
    "abuse": ("Yes, everything's fine at home.",),
}
COMPANION_DEFLECT = {
    "self_harm": ("I'd rather not speak for {o} on that.",),
    "substance": ("I'm not sure, I'd rather not say what {s} has had.",),
    "anticoagulants": ("I'm not sure what {s} takes.",),
    "pregnancy": ("I don't know, you'd have to ask {o}.",),
    "abuse": ("I'd rather not get into that.",),
}
COMPANION_DENY = {
    "self_harm": ("Not that I know of, {s}'s never said anything like that.",),
    "substance": ("Not that I know of, no drink or drugs.",),
    "anticoagulants": ("I'm not sure what {s} takes.",),
    "pregnancy": ("I don't know, you'd have to ask {o}.",),
    "abuse": ("No, nothing like that.",),
}
COMPANION_DENY_SAFE = {
    "self_harm": ("Yes, {s}'s fine.",),
    "abuse": ("Yes, everything's fine at home.",),
}
#: A deflection that denies nothing, for a private matter the complaint itself already says.
EVADE = "I'd rather not get into that right now."
#: A blood thinner left out of the medicines listed earlier, said when asked about it directly.
FORGOTTEN_LEAD = ("Oh, sorry, I forgot to say,", "Oh, I should have said,", "Sorry, I left that one out:")
DISCLOSE_LEAD = ("Well, if I'm honest,", "Actually, yes,", "Okay, the truth is,", "Alright,")
CONTRACTIONS = {
    "i'm": "I am", "i've": "I have", "i'd": "I would", "i'll": "I will", "it's": "it is", "that's": "that is",
    "there's": "there is", "don't": "do not", "doesn't": "does not", "didn't": "did not", "can't": "cannot",
    "isn't": "is not", "aren't": "are not", "haven't": "have not", "hasn't": "has not", "wasn't": "was not",
    "won't": "will not", "couldn't": "could not", "he's": "he is", "she's": "she is", "they're": "they are",
    "they've": "they have", "we're": "we are", "what's": "what is", "heart's": "heart is",
}
PRESENT = {
    "started": "start", "was": "is", "were": "are", "had": "have", "got": "get", "came": "come", "felt": "feel",
    "fell": "fall", "took": "take", "went": "go", "woke": "wake", "stopped": "stop", "began": "begin",
    "slipped": "slip", "tripped": "trip", "rolled": "roll", "knocked": "knock", "banged": "bang",
    "noticed": "notice", "fainted": "faint", "threw": "throw", "crashed": "crash", "found": "find",
    "dropped": "drop", "jammed": "jam", "landed": "land", "changed": "change", "ran": "run", "hit": "hit",
}
# Limited English: everyday words for the long ones this patient would otherwise say (the
# language trait claims a higher share of everyday words; each stays a word the nurse hears as the
# same concept: "dizzy", "throwing up").
EVERYDAY = {
    "dizziness": "dizzy", "lightheaded": "dizzy", "vomiting": "throwing up", "vomited": "threw up",
    "regularly": "every day", "regular": "normal", "generally": "", "normally": "",
    "suddenly": "fast", "anything": "any thing",
    "medical problems": "health problems", "medical": "health",
    # clinical words a patient with little English does not reach for, in words heard as the same thing
    "nausea and throwing up": "throwing up", "nausea": "feel like throwing up", "palpitations": "heart beating fast",
    "abscess": "boil", "cellulitis": "skin infection", "laceration": "cut", "fractured": "broken",
    "intentional": "on purpose", "intentionally": "on purpose", "aortic aneurysm": "aneurysm",
    "urinary catheter": "catheter", "aortic stenosis": "narrow heart valve",
}
# Recall: an amount of time shifted up, for a hedged alternative ("an hour" → "two hours").
TIME_WORDS = {
    "a few": "several", "an": "two", "a": "two", "one": "two", "two": "three", "three": "four", "four": "five",
    "five": "six", "six": "seven", "seven": "eight", "eight": "ten", "nine": "ten", "ten": "fifteen",
    "fifteen": "twenty", "twenty": "thirty", "thirty": "forty", "forty": "fifty", "half an": "an",
    "a couple of": "three",
}
