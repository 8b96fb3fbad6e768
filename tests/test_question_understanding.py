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
    # background: who keeps a watch on the patient, and serious illness in the past
    ("Does the practice nurse keep a check on her for anything?", {"history"}, set()),
    ("Is he known to any of the teams at the general hospital?", {"history"}, set()),
    ("Does she see a rheumatologist?", {"history"}, set()),
    ("Are you under the kidney doctors?", {"history"}, set()),
    ("Has he ever been admitted with anything major?", {"history"}, set()),
    ("Is there someone who can keep an eye on you tonight?", set(), {"history"}),
    ("Is anyone at the hospital following her up?", {"history"}, set()),
    ("Does he have any clinic appointments coming up?", {"history"}, set()),
    # self-harm: mood as the way in, acting on the thoughts, harm in the past, an injury done to oneself
    ("Is life getting on top of her at the moment?", {"self_harm"}, set()),
    ("Does he seem to feel helpless about things?", {"self_harm"}, set()),
    ("Has it all felt a bit pointless lately?", {"self_harm"}, set()),
    ("How has your mood been lately?", {"self_harm"}, set()),
    ("Is she on anything for her mood?", {"medications"}, {"self_harm"}),
    ("Can you see any way forward at the moment, or does it feel like there's no hope?", {"self_harm"}, set()),
    ("Do you think she would act on them?", {"self_harm"}, set()),
    ("Would you go through with it?", {"self_harm"}, {"location"}),
    ("Has your son ever burned himself before?", {"self_harm"}, set()),
    ("Did you swallow those pills deliberately?", {"self_harm"}, {"substance", "medications"}),
    ("Were these cuts something she did to herself?", {"self_harm"}, {"mechanism"}),
    ("Is the pain too much to bear?", {"severity"}, {"self_harm"}),
    # abuse: another's hand as the cause, sexual coercion
    ("Were these bruises at the hands of a partner?", {"abuse"}, {"mechanism"}),
    ("Has anybody forced her into sexual things she didn't agree to?", {"abuse"}, set()),
    ("Has anyone done something to you against your will?", {"abuse"}, set()),
    ("Have the carers been heavy-handed with your mum?", {"abuse"}, set()),
    ("Are you sexually active?", {"pregnancy"}, {"abuse"}),
    # allergy: whether a usual culprit can be given, trouble with anaesthetics or contrast, a medicine that sets asthma off
    ("Is she alright with codeine?", {"allergies"}, set()),
    ("Could he have amoxicillin if he needs it?", {"allergies"}, set()),
    ("Has he ever had a bad time with a general anaesthetic?", {"allergies"}, set()),
    ("Does aspirin set your asthma off?", {"allergies"}, {"anticoagulants"}),
    ("Do you take aspirin every day?", {"anticoagulants"}, {"allergies"}),
    # treatment: the chemist, what a doctor started and whether it helped, first aid for a burn
    ("Has she picked anything up over the counter for it?", {"treatment"}, set()),
    ("Did the out-of-hours doctor put him on steroids for it?", {"treatment"}, {"onset"}),
    ("Has the inhaler made much difference?", {"treatment"}, set()),
    ("Did you hold it under the cold tap?", {"treatment"}, set()),
    ("Have you tried any remedies at home?", {"treatment"}, set()),
    ("Have you used any cream on the rash?", {"treatment"}, {"symptoms"}),
    ("The paramedics gave me the notes, but tell me, what's wrong today?", {"complaint"}, {"treatment"}),
    # substance: opioid substitution, the drug service, drugs by name, a night out
    ("Is he on a subutex prescription?", {"substance"}, {"medications"}),
    ("Does she have a key worker at the drug service?", {"substance"}, set()),
    ("Any poppers or nitrous tonight?", {"substance"}, set()),
    ("Did you take anything while you were out clubbing?", {"substance"}, {"medications"}),
    ("Did she take any pills at the gig?", {"substance"}, {"medications"}),
    # character: more words for the feel of it
    ("Does it throb in time with your pulse?", {"character"}, set()),
    ("Would you say it's a searing kind of pain?", {"character"}, set()),
    ("Is it like being squeezed in a vice?", {"character"}, set()),
    ("Is the pain shooting down your leg?", {"location"}, {"character"}),
    ("What kind of pain relief did you have?", {"treatment"}, {"character"}),
    # severity: against the worst ever, at its peak, what it stops, a child who cannot be settled
    ("Is it stronger than any pain you've known?", {"severity"}, set()),
    ("Is the headache keeping him awake at night?", {"severity"}, set()),
    ("When was it at its peak?", {"severity"}, set()),
    ("Is it easier now than when you arrived?", {"severity"}, {"onset"}),
    ("Can she sleep through it?", {"severity"}, set()),
    ("Is he able to get comfortable at all?", {"severity"}, set()),
    ("Does the ache wake her up at night?", {"severity"}, set()),
    ("Is he able to be comforted, or is he howling?", {"severity"}, set()),
    # where: one side of a part or the other, and whether it has moved
    ("Is it on the outer side of your foot or the inner?", {"location"}, set()),
    ("Is it behind the knee, or in front?", {"location"}, set()),
    ("Has the pain shifted at all since this morning?", {"location"}, set()),
    # pregnancy: how many weeks, maternity care, a recent birth, the word misspelt
    ("How many weeks is she now?", {"pregnancy"}, {"onset"}),
    ("How many weeks have you been unwell?", {"onset"}, {"pregnancy"}),
    ("Is she under the midwives?", {"pregnancy"}, {"history"}),
    ("Did she give birth recently?", {"pregnancy"}, set()),
    ("When is the baby due?", {"pregnancy"}, {"onset"}),
    ("Could you be pregnent?", {"pregnancy"}, set()),
    ("Any chance of a pregnancy? I ask before we give you any tablets.", {"pregnancy"}, {"medications"}),
    # medicines stopped or missed; a dropped "g"
    ("Has he run out of his heart tablets?", {"medications"}, set()),
    ("Is there anything she's supposed to be on but isn't?", {"medications"}, set()),
    ("Is he takin anythin regularly?", {"medications"}, set()),
    ("When did the pain start comin on?", {"onset"}, set()),
    # why they came, as the one worry; how an injury came about, by what or how far
    ("What's concerning you most about her today?", {"complaint"}, set()),
    ("What bit him?", {"mechanism"}, set()),
    ("Was it broken glass that cut you?", {"mechanism"}, set()),
    ("How many stairs did she come down?", {"mechanism"}, set()),
    ("What did your son trip over?", {"mechanism"}, set()),
    ("What were you doing when you burned your hand?", {"mechanism"}, set()),
    # the symptom checklist, besides the main trouble, and a symptom beside the complaint
    ("Besides the cough, what else has she noticed?", {"symptoms"}, set()),
    ("Is she more confused than usual, along with the fever?", {"symptoms"}, {"baseline"}),
    # self-harm: preparing for it, and what an overdose was meant to do
    ("Have you been reading online about how to end your life?", {"self_harm"}, set()),
    ("Have you searched for ways of killing yourself?", {"self_harm"}, set()),
    ("Has he given away his belongings recently?", {"self_harm"}, set()),
    ("Did you give away your savings this month?", {"self_harm"}, set()),
    ("After you swallowed the pills, what did you want to happen?", {"self_harm"}, {"ingestion"}),
    ("What were you hoping would happen tonight?", {"self_harm"}, set()),
    ("Over the last fortnight, have you wished you could just not wake up?", {"self_harm"}, {"onset"}),
    ("Some teenagers your age hurt themselves when things get too much. Have you?", {"self_harm"}, {"age", "severity"}),
    # blood thinners by a brand name the topic table does not spell out (background.yaml's names)
    ("Do you take Marevan?", {"anticoagulants"}, set()),
    ("Are you on Savaysa or anything like it?", {"anticoagulants"}, set()),
    ("Any Innohep or Arixtra injections?", {"anticoagulants"}, set()),
    ("When did he last take his rivaroxaban?", {"anticoagulants"}, {"ingestion", "onset"}),
    # abuse: held against their will, kept from things, not treated right, marks no one explains
    ("Is anyone forcing you to live somewhere against your wishes?", {"abuse"}, set()),
    ("Are you not free to leave the place where you work?", {"abuse"}, set()),
    ("Has someone stopped you from getting help before?", {"abuse"}, set()),
    ("Is the ache stopping you from sleeping at night?", {"severity"}, {"abuse"}),
    ("Does anybody hide your tablets away from you?", {"abuse"}, {"medications"}),
    ("Are the people looking after her not treating her well?", {"abuse"}, set()),
    ("Has she had bruises that no one could explain?", {"abuse"}, set()),
    ("You can tell us if someone at home is being rough with you. Is anything like that happening?", {"abuse"}, {"symptoms"}),
    # "she" in a question put to a companion is the patient: what she grabs is where it hurts
    ("Where does he grab when it comes on?", {"location"}, {"abuse"}),
    # what was done: the crew, a rescue medicine, care already sought, a course started, a medicine given
    ("What did the medics give you in the ambulance?", {"treatment"}, set()),
    ("Has he used his auto-injector yet?", {"treatment"}, {"allergies"}),
    ("Did she take her GTN spray before the ambulance came?", {"treatment"}, set()),
    ("Did you go to a walk-in clinic about this earlier?", {"treatment"}, set()),
    ("Has the GP already put you on antibiotics for it?", {"treatment"}, {"onset"}),
    ("What did you give your son for the fever?", {"treatment"}, set()),
    ("Did the care home give Mr. Patel anything before he left?", {"treatment"}, set()),
    ("Tried anything?", {"treatment"}, set()),
    ("Taken anything for the sickness?", {"treatment"}, {"symptoms"}),
    # the medicines' list itself
    ("Do you have a list of your medications with you?", {"medications"}, set()),
    ("Have you got your tablet boxes in your bag?", {"medications"}, set()),
    # background: the GP's reasons, lay names, blood disorders, health apart from today
    ("What does his family doctor usually see him about?", {"history"}, {"complaint"}),
    ("Has she got the sugar?", {"history"}, set()),
    ("Any long-term problems such as sugar or high pressure?", {"history"}, {"character"}),
    ("Any clotting disorder or thalassaemia in the family history?", {"history"}, {"symptoms", "anticoagulants"}),
    ("Is there anything I should be aware of about your medical past, apart from what's happening today?", {"history"},
     {"complaint"}),
    # why they came, in a few words
    ("Reason for attendance?", {"complaint"}, set()),
    ("Whatcha here for today?", {"complaint"}, set()),
    ("What brought your daughter in tonight?", {"complaint"}, set()),
    # where, as high or low between two places; when, asked of the symptom or the last usual self
    ("Is it up in your jaw, or lower down in your neck?", {"location"}, set()),
    ("Is the ache in your back, or more around the front?", {"location"}, {"symptoms"}),
    ("What time did her face start to droop?", {"onset"}, set()),
    ("When did you last see him behaving like himself?", {"onset"}, set()),
    # how bad, as what it stops, or as pain seen in one who cannot say it
    ("Can she still manage her usual daily routine?", {"severity"}, set()),
    ("Has he been groaning more than normal?", {"severity"}, set()),
    ("How does your mum describe the pain?", {"character"}, set()),
    # pregnancy, in months; contraception with "using anything"
    ("How many months pregnant are you?", {"pregnancy"}, {"onset"}),
    ("Are you using anything to avoid getting pregnant?", {"pregnancy"}, {"substance"}),
    # drugs: needles, the antidote, a night asked about
    ("Have you ever shared needles?", {"substance"}, set()),
    ("Has she ever been given Narcan?", {"substance"}, set()),
    ("Did your brother take anything last night?", {"substance"}, {"treatment"}),
    # how an injury happened: by what, a weapon, an animal, a vehicle
    ("Stabbed with what?", {"mechanism"}, set()),
    ("Was it a gun or a knife that did it?", {"mechanism"}, set()),
    ("Did the horse kick him, whose horse was it?", {"mechanism"}, set()),
    ("Was he ejected from the car?", {"mechanism"}, set()),
    ("Did the car flip over?", {"mechanism"}, set()),
    ("How did the bus hit her?", {"mechanism"}, set()),
    ("Did your grandad slip, or did he black out first?", {"mechanism"}, set()),
    # why they came, with a word for the one asked ("what's the story, love?")
    ("What's the story, love?", {"complaint"}, set()),
    # the last usual self, with a verb between
    ("When did you last feel like your usual self?", {"onset"}, set()),
    # the sore spot found by the nurse's hand
    ("Say when I press on the tender spot, okay?", {"location"}, {"character"}),
    # how bad, against an earlier time or other pain, how much it troubles, a scale anchored on a named pain
    ("Is it just as sore as it was this morning?", {"severity"}, set()),
    ("How does this compare to the worst pain you've ever had?", {"severity"}, set()),
    ("How much is the pain bothering you right now?", {"severity"}, set()),
    ("If ten is the pain of a kidney stone, what would this be?", {"severity"}, {"location"}),
    # the course offered as a choice, against the start: not when it began, nor what changes it
    ("Compared to how it was at the start, is it better or worse now?", {"pattern"}, {"onset", "modifiers"}),
    ("Better, worse or about the same as yesterday?", {"pattern"}, set()),
    ("Is it better or worse when you move?", {"modifiers"}, {"pattern"}),
    # what it is like: a burn likened to something, a grip, a background ache
    ("Does it feel like acid in your chest?", {"character"}, set()),
    ("Does the pain grip him?", {"character"}, set()),
    ("Is it a low-level ache in the background?", {"character"}, set()),
    # background: infections and illnesses by name, a "known case", the health before today
    ("Has she ever had hepatitis or TB?", {"history"}, set()),
    ("Is she a known case of diabetes?", {"history"}, set()),
    ("Was she well in herself before today?", {"history"}, set()),
    ("Before all this, was he healthy? Any other diseases?", {"history"}, {"symptoms"}),
    # medicines by what holds them, blood thinners and painkillers by their Australian brands
    ("Do you get your tablets in a webster pack?", {"medications"}, set()),
    ("Is he taking Iscover?", {"anticoagulants"}, set()),
    ("Any Cartia or Cardiprin?", {"anticoagulants"}, set()),
    ("Have you had any Disprin today?", {"treatment"}, {"anticoagulants"}),
    ("Did she take a Buscopan?", {"treatment"}, set()),
    ("Have you taken a Buscopan for the cramping?", {"treatment"}, {"character"}),
    ("Did the locum give you anything?", {"treatment"}, set()),
    ("What time did you last have some ibuprofen?", {"treatment"}, {"onset"}),
    # drugs by street name; ice that is a drug and ice that is not
    ("Has he been using ice lately?", {"substance"}, set()),
    ("Did you do any ket?", {"substance"}, set()),
    ("Smoke any pot?", {"substance"}, {"smoking"}),
    ("Did she have any G?", {"substance"}, set()),
    ("Did you slip on the ice?", {"mechanism"}, {"substance"}),
    ("Did you put some ice on it?", {"treatment"}, {"substance"}),
    ("Do you have the odd cig?", {"smoking"}, set()),
    # self-harm: the urge named by the act, and how long the thoughts have gone on (not when the complaint began)
    ("Do you ever feel the urge to burn yourself?", {"self_harm"}, {"character"}),
    ("How long have these thoughts of ending your life been going on?", {"self_harm"}, {"onset"}),
    # abuse: fear made by another, living on edge, hurt by carers, a partner's kindness, a temper
    ("Does your husband ever make you feel frightened?", {"abuse"}, set()),
    ("Does it feel like you're walking on eggshells around him?", {"abuse"}, set()),
    ("Have you been hit by any of the staff?", {"abuse"}, set()),
    ("Is your wife kind towards you?", {"abuse"}, set()),
    ("Does anyone lose their temper with you?", {"abuse"}, set()),
    # a reaction asked as what followed a food or a tablet
    ("Ever had your lips swell up after taking a medicine?", {"allergies"}, {"symptoms"}),
    # how it happened: a vehicle onto the rider, a guess put back as a question
    ("Did the tractor tip over on him?", {"mechanism"}, set()),
    ("What's happened here? She slipped?", {"mechanism"}, set()),
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
    # the heart felt racing or missing beats, and a muddle in lay words
    ("Has your heart been pounding or missing beats?", {"palpitations"}, set()),
    ("Does your heart ever skip a beat?", {"palpitations"}, set()),
    ("Have you been feeling mixed up at all?", {"confusion"}, set()),
    # a blood disorder is a condition, not a question about bleeding
    ("Do you have a bleeding disorder like haemophilia?", set(), {"bleeding"}),
    # vomiting in everyday words; a cold named beside another symptom of one, not "hot and cold" nor a cold hand
    ("Any spewing since this morning?", {"vomiting"}, set()),
    ("Any sniffles or cold?", {"cold"}, set()),
    ("Has he been hot and cold?", {"fever"}, {"cold"}),
    ("Is your foot numb or cold?", set(), {"cold"}),
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
