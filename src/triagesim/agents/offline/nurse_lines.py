"""What the protocol nurse says, word for word: each question in three styles (direct, neutral,
warm: the persona's communication style), the same asked of a companion about "him" or "her",
the variants for what cannot be asked or was already heard, the vital checks said aloud, and the
closings. The nurse (``nurse.py``) decides what to ask; this module holds only how it is said, so
a clinician or a writer can review every line in one place.
"""

from __future__ import annotations

import re

__all__ = ["without_told", "QUESTIONS", "COMPANION_QUESTIONS", "OBSERVED", "VITAL_ALOUD", "VITAL_ALARM", "CLOSINGS", "COMPANION_CLOSINGS"]

# Question wording per topic: (direct, neutral, warm).
QUESTIONS: dict[str, tuple[str, str, str]] = {
    "onset": (
        "When did it start? Constant or on and off?",
        "When did this start, and has it been constant or coming and going?",
        "Can you tell me when this all started, and whether it's been there the whole time or coming and going?",
    ),
    "mechanism": (
        "How did the injury happen?",
        "How did the injury happen? Please walk me through it.",
        "Can you tell me how the injury happened? Take your time.",
    ),
    "pain": (
        "Where is the pain, and how bad, 0 to 10?",
        "Where is the pain or discomfort, and on a scale of 0 to 10, how bad is it right now?",
        "Are you in any pain? Where is it, and on a scale of 0 to 10, with 10 the worst you can imagine, how bad is it right now?",
    ),
    # where it hurts was told: how bad it is (thirty-fourth read)
    "pain_score": (
        "How bad is the pain, 0 to 10?",
        "On a scale of 0 to 10, how bad is the pain right now?",
        "On a scale of 0 to 10, with 10 the worst you can imagine, how bad is the pain right now?",
    ),
    # nothing heard that hurts: whether there is a pain is asked first, never "where is the pain?"
    "pain_any": (
        "Any pain at all? If so, where, and how bad, 0 to 10?",
        "Do you have any pain or discomfort? If you do, where is it, and on a scale of 0 to 10, how bad is it right now?",
        "Are you in any pain? Where is it, and on a scale of 0 to 10, with 10 the worst you can imagine, how bad is it right now?",
    ),
    "associated": (
        "Any other symptoms: fever, nausea, shortness of breath, dizziness or bleeding?",
        "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or bleeding?",
        "Has anything else been bothering you along with this, like a fever, feeling sick, trouble breathing, dizziness or any bleeding?",
    ),
    "history": (
        "Medical conditions, regular medications, allergies?",
        "Do you have any medical conditions, take any regular medications, or have any allergies?",
        "Can you tell me about any health conditions you have, any medications you take regularly, and any allergies?",
    ),
    # the rest of the background, once a reply told part of it ("after knee surgery", "six puffs of his blue inhaler"): at a
    # level 2 the doctor still needs the rest before any drug (the thirty-eighth read, B: a possible clot taken through with no
    # allergies asked)
    "history_rest": (
        "Any other medical conditions or regular medicines, and any allergies?",
        "Do you have any other medical conditions or regular medicines, and any allergies?",
        "Before we go through, do you have any other health conditions or regular medicines, and any allergies?",
    ),
    "anticoagulants": (
        "Do you take blood thinners, like warfarin or apixaban?",
        "Do you take any blood thinners, like warfarin or apixaban?",
        "One important thing: do you take any blood thinners, like warfarin or apixaban?",
    ),
    "pregnancy": (
        "Any chance you could be pregnant?",
        "Is there any chance you could be pregnant?",
        "I ask this of everyone it might apply to: is there any chance you could be pregnant?",
    ),
    # thoughts of harming someone else heard: the screen asks about both, and who is at risk
    "self_harm_others": (
        "Any thoughts of harming yourself or anyone else right now?",
        "Are you having any thoughts of harming yourself, or anyone else, right now?",
        "It's safe to tell me: are you having any thoughts of harming yourself, or anyone else, right now?",
    ),
    "self_harm": (
        "Any thoughts of harming yourself?",
        "I ask everyone this: have you had any thoughts of harming yourself?",
        "I ask everyone this, and it's safe to tell me: have you had any thoughts of harming yourself?",
    ),
    "intoxication": (
        "Any alcohol or drugs today?",
        "Have you had any alcohol or drugs today?",
        "No judgement at all, but it helps us: have you had any alcohol or drugs today?",
    ),
    "interpreter": (
        "Would an interpreter help? I can get one on the phone; till then I'll keep my questions short.",
        "Would you like an interpreter? I can get one on the phone, and until they're on I'll keep my questions short and simple.",
        "I want to be sure we understand each other. Would you like an interpreter? I can get one on the phone, and until they're on I'll keep my questions short and simple.",
    ),
    "anything_else": (
        "Anything else I should know?",
        "Is there anything else you think I should know?",
        "Is there anything else worrying you that you'd like me to know about?",
    ),
    # A key question asked again, in other words, when the first answer gave no usable value.
    "reask_pain": (
        "If you had to put a number on the pain, 0 to 10?",
        "I know it's hard to say, but on a scale of 0 to 10, where 10 is the worst pain imaginable, what number is it now?",
        "It can be hard to put a number on it, that's okay. On a scale of 0 to 10, with 0 no pain and 10 the worst you can imagine, roughly where is it now?",
    ),
    "reask_history": (
        "Sorry, just so I have it: do you have any health problems, take any tablets or medicines, or have any allergies?",
        "Before we go on: any medical conditions, any regular medicines, and any allergies?",
        "I still need your background: any ongoing health conditions, regular medicines, or allergies?",
    ),
    "reask_onset": (
        "Roughly how long ago did it start: minutes, hours or days?",
        "Just roughly, how long ago did it start: minutes, hours or days ago?",
        "Even a rough idea helps: how long ago did this start, minutes, hours or days?",
    ),
    "recheck": (
        "How are you feeling now?",
        "How are you feeling right now, compared with when you arrived?",
        "How are you holding up right now, compared with when you first came in?",
    ),
    # short of breath without a chest pain: the breathing's own questions, not where a pain spreads
    "targeted_breath": (
        "Any cough or phlegm? Any chest pain or racing heart with it?",
        "Have you had a cough or brought up any phlegm, and any chest pain or a racing heart with it?",
        "Have you been coughing or bringing up any phlegm, and have you had any chest pain or a racing heart with it?",
    ),
    # the breathlessness told already: where it spreads and the sweat, never "short of breath?" again (2026-12ay ATS,
    # training: a boy who opened "I'm short of breath" asked it twice more)
    "targeted_chest_spread": (
        "Does it spread to your arm or jaw? Sweaty with it?",
        "Does the pain spread anywhere, like your arm or jaw, and have you been sweaty with it?",
        "Does the pain travel anywhere, like your arm or jaw, and have you felt sweaty or clammy with it?",
    ),
    # a racing or fluttering heart without a chest pain: what makes it dangerous, not where a pain spreads
    "targeted_palpitations": (
        "Any chest pain, or feeling faint with it?",
        "With the racing heart, have you had any chest pain, or felt faint or blacked out?",
        "Alongside the racing heart, have you had any chest pain at all, or felt faint or blacked out?",
    ),
    "targeted_chest": (
        "Does it spread to your arm or jaw? Sweaty or short of breath?",
        "Does the pain spread anywhere, like your arm or jaw, and have you been sweaty or short of breath?",
        "Does the pain travel anywhere, like your arm or jaw, and have you felt sweaty or short of breath with it?",
    ),
    "targeted_neuro": (
        "Any weakness on one side, trouble speaking, or the worst headache of your life?",
        "Have you noticed any weakness on one side, trouble speaking, or is this the worst headache of your life?",
        "Have you noticed any weakness on one side of your body, trouble getting your words out, or a sudden very severe headache?",
    ),
    "targeted_abdo": (
        "Any vomiting, blood in vomit or stool, or fainting?",
        "Have you had any vomiting, blood in your vomit or stool, or fainting?",
        "Has there been any vomiting, any blood in your vomit or stool, or have you felt faint?",
    ),
}
# The same topics asked of a companion who answers for the patient: about "him" / "her", never
# "you" ({s} he, {o} him, {p} his, {r} himself; {Does} / {does}, {Has} / {has}, {is_}, {gets}, {seems}
# agree with "they" too).
COMPANION_QUESTIONS: dict[str, str] = {
    "onset": "When did this start for {o}, and has it been constant or coming and going?",
    "mechanism": "How did {s} get hurt? Please walk me through it.",
    "pain": "{Does} {s} seem to be in pain? Where, and how bad would you say it is, 0 to 10?",
    "pain_any": "{Does} {s} seem to be in any pain? If so, where, and how bad would you say it is, 0 to 10?",
    "pain_observed": "{Does} {s} seem to be in pain, and where does it seem to hurt?",
    "pain_score": "How bad would you say {p} pain is, 0 to 10?",
    "associated": "Have you noticed anything else wrong with {o}, like a fever, vomiting, trouble breathing or any bleeding?",
    "history": "{Does} {s} have any medical conditions, take any regular medications, or have any allergies?",
    "history_rest": "{Does} {s} have any other medical conditions or regular medicines, and any allergies?",
    "anticoagulants": "{Does} {s} take any blood thinners, like warfarin or apixaban?",
    "pregnancy": "Is there any chance {s} could be pregnant?",
    "self_harm": "{Has} {s} said anything about wanting to harm {r}?",
    "self_harm_others": "{Has} {s} said anything about wanting to harm {r} or anyone else, and {does} {s} have a weapon?",
    "intoxication": "{Has} {s} had any alcohol or drugs today, as far as you know?",
    "interpreter": "Would an interpreter help you? I can get one on the phone, and until they're on I'll keep my questions short.",
    "anything_else": "Is there anything else you think I should know about {o}?",
    "reask_pain": "If you had to guess, how bad is {p} pain, 0 to 10?",
    "reask_onset": "Roughly how long ago did this start: minutes, hours or days?",
    "reask_history": "Just so I have it, {does} {s} have any health problems, take any regular medicines, or have any allergies?",
    "recheck": "How {does} {s} seem to you now, compared with when you arrived?",
    "targeted_chest": "Does the pain spread anywhere, like {p} arm or jaw, and {has} {s} been sweaty or short of breath?",
    "targeted_chest_spread": "Does the pain spread anywhere, like {p} arm or jaw, and {has} {s} been sweaty with it?",
    "targeted_palpitations": "With the racing heart, {has} {s} had any chest pain, or felt faint or blacked out?",
    "targeted_breath": "{Has} {s} had a cough or brought up any phlegm, and any chest pain or a racing heart with it?",
    # what a companion can see: not a headache, which only the patient feels
    "targeted_neuro": "Have you noticed any weakness on one side, or any trouble speaking?",
    "targeted_neuro_observed": "Have you noticed any weakness on one side, or any trouble speaking?",
    "targeted_abdo": "{Has} {s} had any vomiting, blood in {p} vomit or stool, or fainting?",
}
# A patient who cannot give a 0-10 score (a small child, or someone unresponsive or seizing) is
# asked what can be seen instead; "the worst headache of your life" is not asked of them either.
OBSERVED = {"pain": "pain_observed", "targeted_neuro": "targeted_neuro_observed"}
# Variants for what was already heard: no "any vomiting?" after "I've been vomiting all night", and no
# "constant or coming and going?" about a prescription that ran out or a dressing due.
QUESTIONS["targeted_abdo_vomited"] = (
    "Any blood in the vomit or stool, or fainting?",
    "Have you seen any blood in your vomit or stool, or fainted at all?",
    "Has there been any blood in your vomit or stool, or have you felt faint at all?",
)
COMPANION_QUESTIONS["targeted_abdo_vomited"] = "Has there been any blood in {p} vomit or stool, or {has} {s} fainted?"
QUESTIONS["onset_plain"] = (
    "When did this start?",
    "When did this start?",
    "Can you tell me when this all started?",
)
COMPANION_QUESTIONS["onset_plain"] = "When did this start for {o}?"
#: An injury, a fit or a faint happened at a moment: when, not whether it came on all at once or comes and goes
#: (twenty-fourth read: "did it come on all at once or build up slowly?" asked of a fall and of a blow from a hockey stick).
QUESTIONS["onset_event"] = (
    "When did this happen?",
    "When did this happen?",
    "And when did this happen, roughly?",
)
COMPANION_QUESTIONS["onset_event"] = "When did this happen to {o}?"
#: The stroke screen of a faint or a dizzy turn with no headache: no "worst headache of your life?" asked of it.
QUESTIONS["targeted_neuro_plain"] = (
    "Any weakness on one side, or trouble speaking?",
    "Have you noticed any weakness on one side, or any trouble speaking?",
    "Have you noticed any weakness on one side of your body, or any trouble getting your words out?",
)
COMPANION_QUESTIONS["targeted_neuro_plain"] = COMPANION_QUESTIONS["targeted_neuro"]
QUESTIONS["pain_observed"] = (
    "Are you in pain? Show me where.",
    "Are you in pain at all? Can you show me where it hurts?",
    "Are you in any pain at all? You can point to where it hurts.",
)
QUESTIONS["targeted_neuro_observed"] = (
    "Any weakness on one side, or trouble speaking?",
    "Have you noticed any weakness on one side, or any trouble speaking?",
    "Have you noticed any weakness on one side of the body, or any trouble getting words out?",
)
# What the nurse says as it takes a vital, so a listener hears the check (and the audio has it).
VITAL_ALOUD = {
    "o2sat": "I'm just popping this clip on {your} finger to check {your} oxygen.",
    "heartrate": "I'm checking {your} pulse now.",
    "sbp": "This cuff will squeeze {your} arm for a moment while I take {your} blood pressure.",
    "resprate": "I'm watching {your} breathing for a moment.",
    "temperature": "I'll just take {your} temperature.",
}
# A level 1 set by the vital just measured: the reading is said before the call, so the call has its reason.
VITAL_ALARM = {
    "o2sat": "{Your} oxygen level is very low, so",
    "sbp": "{Your} blood pressure is very low, so",
    "heartrate": "That pulse worries me, so",
    "resprate": "That breathing worries me, so",
    "temperature": "That temperature worries me, so",
}
# A level 3-5 patient waits: every closing says to speak up if it gets worse (a safety net).
CLOSINGS = (
    "Thanks. Please take a seat; tell us straight away if it gets worse.",
    "Thank you. Please take a seat in the waiting area, and tell us straight away if anything changes or gets worse.",
    "Thank you for bearing with all my questions. Please have a seat, and let us know straight away if anything changes or gets worse.",
)
COMPANION_CLOSINGS = (
    "Thanks. Please take a seat with {o}; tell us straight away if {s} {gets} worse.",
    "Thank you. Please wait with {o} in the waiting area, and tell us straight away if anything changes or {s} {gets} worse.",
    "Thank you so much for your help. Please have a seat with {o}, and let us know straight away if anything changes or {s} {seems} worse.",
)

#: Why a question is asked, said to a verbose patient who may wonder (at most twice an episode):
#: the reason that question has, never one reason for all ({whom}: "you need", "he needs").
REASONS: dict[str, str] = {
    "history": "It helps me work out how quickly {whom} to be seen.",
    "anticoagulants": "Blood thinners change how we look after a bleed or a knock, so it's important.",
    "pregnancy": "It changes which tests and medicines are safe.",
    "last_period": "It changes which tests and medicines are safe.",
    "intoxication": "It helps the doctors know what medicines are safe to give.",
    "last_drink": "It helps the doctors know what medicines are safe to give.",
    "self_harm": "I ask because I want to make sure we keep everyone safe.",
    "immunisations": "It helps us know which infections we need to think about.",
    "tetanus": "A wound like this can need a tetanus booster.",
}


#: A level 2: the nurse says what it is doing at once and keeps only the questions the team needs before it
#: (``ESCALATION_KEEPS``), instead of the whole interview first; a clock that runs (a stroke, a heart attack) has its own
#: team. Keyed by the concept heard, "urgent" for any other level 2; {o} is "you" or him / her.
ESCALATIONS: dict[str, str] = {
    "urgent": "I'm getting a doctor to see {o} straight away.",
    # what the nurse does with its own hands first (ninth and tenth reads: an alkali splash not washed out, a limb that
    # bled heavily questioned before anyone pressed on it)
    "eye_chemical": "I'm starting to wash {p} eye out with saline right now, and I'm getting a doctor to see {o} straight away.",
    "bleeding_heavy": "I'm pressing firmly on the wound to stop the bleeding, and I'm getting a doctor to see {o} straight away.",
    "stroke": "This could be a stroke, so I'm calling the stroke team for {o} now.",
    "acs": "I'm getting a heart tracing done on {o} straight away and a doctor to see {o}.",
}
ESCALATION_KEEPS: dict[str, frozenset[str]] = {
    # any other level 2: the complaint's own questions (``clinical/data/interview.yaml``), the pain score, the other
    # symptoms (which bring up the rest of them), and these, at most three in all
    "urgent": frozenset({"pain", "associated", "anticoagulants", "history", "pregnancy", "self_harm", "intoxication"}),
    "eye_chemical": frozenset({"associated", "history"}),
    "bleeding_heavy": frozenset({"associated", "anticoagulants", "history"}),
    "stroke": frozenset({"last_known_well", "onset", "anticoagulants", "history"}),
    "acs": frozenset({"onset", "pain", "associated", "targeted_chest", "anticoagulants", "history"}),
}
#: How a headache began when its start time was told unasked ("it started an hour ago"): the patient's own line,
#: then a companion's. No "when" or "start": the time is not asked again.
HEADACHE_HOW = ("Did it hit you suddenly, at full strength within a minute, or build up slowly?",
                # (a companion saw it begin, not felt it: 2026-12av ATS, the forty-fifth read, C, "full strength within a minute"
                # asked of a foster carer about a girl of six)
                "Did it hit {o} all at once, or build up slowly?")
#: Said while the last vitals are taken once the team is called and nothing is left to ask: no "anything else?" that
#: makes a breathless patient say the whole story again (2026-12l run).
HOLDING = "Nearly done, then we'll take {o} straight through."
#: The closing of a level 3-5 the doctor was called for at a level 2: the doctor knows, the safety net is said.
ESCALATION_STOOD_DOWN = ("Thank you. I've told the doctor about {o}, and for now it's safe to wait: please take a seat, and "
                         "tell us straight away if anything changes or gets worse.")
ESCALATION_CLOSINGS: dict[str, str] = {
    "urgent": "Thank you. We're taking {o} straight through now, and the doctor will see {o} there.",
    "eye_chemical": "Thank you. We're taking {o} straight through to keep washing the eye, and the doctor will see {o} there.",
    "bleeding_heavy": "Thank you. Keep the pressure on; we're taking {o} straight through now, and the doctor will see {o} there.",
    "stroke": "Thank you. The stroke team is on the way; we're taking {o} straight through now.",
    "acs": "Thank you. We're taking {o} straight through for the heart tracing, and the doctor will see {o} there.",
}

#: Said when a burn has not been cooled yet: cool running water for twenty minutes still helps within three hours.
COOL_BURN = "Let's get that burn under cool running water for twenty minutes now; it still helps."


#: The "any other symptoms" list's items, by the concepts that answer them (told or denied already: not asked again).
_LISTED: tuple[tuple[frozenset[str], re.Pattern[str]], ...] = (
    (frozenset({"fever"}), re.compile(r"(?:a )?fever")),
    (frozenset({"vomiting", "bilious_vomiting", "persistent_vomiting"}), re.compile(r"nausea|feeling sick|vomiting")),
    (frozenset({"sob", "severe_breathing"}), re.compile(r"shortness of breath|trouble breathing")),
    (frozenset({"dizzy"}), re.compile(r"dizziness")),
    (frozenset({"bleeding"}), re.compile(r"(?:any )?bleeding")),
)
_LIST = re.compile(r"(: |, like )(.+)\?$")


def without_told(text: str, known: set[str] | frozenset[str]) -> str:
    """The "any other symptoms" question less the items already told or denied: never "shortness of breath?" to a
    patient who opened "I'm short of breath" (2026-12ay ATS, training: said back, "Yes... I'm short of breath")."""
    found = _LIST.search(text)
    if found is None:
        return text
    items = re.split(r", (?:or )?| or ", found.group(2))
    kept = [item for item in items if not any(pattern.fullmatch(item) and concepts & known for concepts, pattern in _LISTED)]
    if len(kept) == len(items):
        return text
    if not kept:
        return text[:found.start()] + "?"
    said = kept[0] if len(kept) == 1 else f"{', '.join(kept[:-1])} or {kept[-1]}"
    return f"{text[:found.start()]}{found.group(1)}{said}?"
