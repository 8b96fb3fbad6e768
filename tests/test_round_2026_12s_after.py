"""After the 2026-12s measurement (dac5845; the sets are the next round's training): its misses by meaning, in our own
words. A toddler chewing someone's blood-pressure tablets, cleaners mixed into a gas, a tooth socket oozing on an
antiplatelet, a deep power-tool cut over a knee, a night on the floor, an older face-first fall, a first fit still
drowsy, a bat in a sleeper's room, shingles down to the nose tip, a coil's lost strings; on ATS, a febrile neonate who
will not wake fully, a wheel over a child's belly, a loaded gun in a suicidal man's lap, a shock with a fluttering heart,
and a stabbed chest gasping a word at a time; and what is no danger: a room spinning violently is no violence, a hand
hurt "after punching" no threat, a drinker's sweats no fever, a buzz in the ear no palpitation, a rash's satellite spots
no bleeding, a drunk teenager's slur no stroke."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.dialogue.relevance import told

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, esi, final_level, row  # noqa: E402


@pytest.mark.parametrize(("text", "age", "vitals", "level"), [
    ("a stye on her lower eyelid", 30, {}, 5),
    ("he was found chewing his grandfather's heart pills and is sleepy", 2, {}, 2),
    ("exposed to gonorrhoea by a partner, no symptoms, would like testing", 30, {}, 4),
    ("a tick on the back of her knee she wants taken out", 40, {}, 5),
    ("her coil threads have gone missing", 35, {}, 4),
    ("mixed bleach with toilet cleaner in a closed bathroom, now coughing", 30, {}, 3),
    ("a socket still bleeding after a tooth was taken out this morning, on clopidogrel", 60, {}, 3),
    ("a chainsaw kicked back, a deep cut over his right knee, the bleeding is controlled", 45, {}, 3),
    ("lay there all night after a fall in the bathroom, hip sore", 85, {}, 3),
    ("tripped and fell face first on the pavement, a cut eyebrow", 79, {}, 3),
    ("a first ever fit at work, still groggy now", 40, {}, 2),
    ("woke to a bat in the bedroom, not sure if she was bitten", 30, {}, 4),
    ("blisters on her right forehead down to the tip of her nose", 60, {}, 4),
    ("cancer in the bones, pain not controlled on morphine at home, 9 out of 10", 60, {"pain": 9}, 3),
    # kept through the round: a second serotonergic drug with jerking legs and sweats (it had been reached by chance)
    ("began tramadol last week on top of her fluoxetine, now sweating with twitching legs", 50, {}, 2),
    ("found sitting on the floor by her bed this morning, her usual self, a small bruise on the knee", 88, {}, 4),
    ("my right hand went clumsy for ten minutes and now I'm fine", 70, {}, 2),
])
def test_presentations_the_2026_12s_misses_showed(text, age, vitals, level):
    assert esi(text, age=age, **vitals) == level


def test_what_is_no_danger_is_not_heard_as_one():
    assert "aggression" not in concepts("the room spins violently when she rolls over")
    assert "aggression" in concepts("he was violent towards the security guard")
    assert "aggression" not in concepts("a swollen hand after punching a door last night")
    assert "fever" not in concepts("he has drenching sweats since he stopped drinking")
    assert "palpitations" not in concepts("she can hear a fluttering in her left ear")
    assert "palpitations" in concepts("a fluttering in her chest")
    assert "bleeding_tendency" not in concepts("a red rash in the creases with small red spots at its edges")
    assert "bleeding_tendency" in concepts("tiny red spots on his legs that appeared overnight")
    assert "neck_stiffness" not in concepts("a stiff neck after being rear-ended at the lights, belted")
    assert "neck_stiffness" in concepts("fever and a stiff neck since this morning")
    assert "neck_stiffness" not in concepts("a stiff neck after sleeping on the sofa")
    assert "rib_injury" not in concepts("fainted while having a tattoo on her ribs")
    assert "withdrawal" in concepts("he drinks a bottle of vodka a day and stopped three days ago")
    # a drunk teenager's slur is the drink; a droop with it keeps it a stroke
    assert esi("very drunk and keeps vomiting, his speech is slurred", age=16) > 2
    assert esi("slurred speech and a drooping face since an hour ago", age=70) <= 2


def test_a_high_risk_mechanism_with_a_sign_of_inner_injury_is_ats_2():
    wheel = case("t-wheel", 3, "F", "run over in the driveway",
                 "A 3-year-old girl was run over by a reversing van in the driveway half an hour ago. Her father says the "
                 "wheel went over her belly. She is pale and cries when her tummy is touched.", vitals={"heartrate": 160})
    assert final_level(wheel, "ats")[0] == 2


@pytest.mark.parametrize(("story", "level"), [
    ("A 20-day-old boy has been sleepier than usual since this morning and does not wake fully for feeds. His mother "
     "says he felt hot. His temperature is 38.4 °C.", 2),
    ("A 50-year-old man is brought in by his sister, who found him in the shed with a loaded shotgun across his lap "
     "and a note for his wife. He says he still intends to die. His vital signs are within normal limits.", 2),
    ("A 35-year-old electrician touched a live cable at work an hour ago and has felt his heart fluttering since. "
     "He did not black out. His vital signs are within normal limits.", 2),
    ("A 70-year-old man's left hand went clumsy for a quarter of an hour this morning and then came right again. He "
     "is alert and well now. His vital signs are within normal limits.", 3),
])
def test_ats_2_stories(story, level):
    assert final_level(case("t", 40, "M", "see story", story), "ats")[0] == level


def test_a_stabbed_chest_gasping_and_grey_is_called_first():
    stab = case("t-stab", 30, "M", "stabbed in the chest",
                "A 30-year-old man was stabbed in the left chest ten minutes ago. He can gasp only a word at a time and "
                "is grey and sweaty.")
    level, _ = final_level(stab, "ats")
    assert level == 1


def test_the_patient_s_words_for_the_misses():
    assert "2 minutes ago" not in ask(row("fit at the gym, first ever, friend timed it 2 minutes, still drowsy"),
                                      "When did it start?")
    reply = ask(case("t-int", 0.5, "M", "rash", "A 6-month-old boy has a rash. Through an interpreter his mother "
                     "explains it began yesterday.", companion="Tigrinya interpreter (for a mother)"),
                "What's brought him in today?")
    # the interpreter says once whom they speak for (seventeenth read), then speaks as the mother: never of itself again
    assert reply.startswith("I'm the interpreter for his mum, who says "), reply
    assert reply.lower().count("interpreter") == 1, reply


@pytest.mark.parametrize(("complaint", "companion", "sex", "said", "never"), [
    ("Can't wake him properly, he's diabetic", "husband", "M", "he won't wake up properly", "wake him"),
    ("Grandma's not herself", "grandson", "F", "she's not herself", "got grandma"),
])
def test_a_complaint_in_a_relative_s_voice_is_said_by_the_relative(complaint, companion, sex, said, never):
    reply = ask(case("t-rel", 78, sex, complaint, "A 78-year-old is brought in by a relative.", companion=companion),
                "What's brought them in today?")
    assert said in reply.lower(), reply
    assert never not in reply.lower(), reply


def test_a_duration_without_a_number_is_no_invented_number():
    reply = ask(row("vomiting for hours"), "When did it start?")
    assert "about hours" not in reply and "had about" not in reply, reply
    assert "better sitting forward" in ask(row("Chest pain, better sitting forward"), "What brought you in today?")
    assert "my ankle is hot and swollen" in ask(row("hot swollen ankle"), "What brought you in today?").lower()
    assert ask(row("IUD strings missing"), "What brought you in today?").startswith("I can't feel the strings of my coil")
    assert ask(row("medication repeat"), "What brought you in today?").startswith("I need a repeat prescription")
    assert "refill" in concepts("medication repeat")


def test_no_pain_is_placed_where_a_rash_is_and_a_word_back_is_no_back():
    pox = case("t-pox", 6, "M", "Spots all over", "A 6-year-old boy has had itchy blisters on his chest and back since "
               "yesterday. He is eating and playing. His brother had chickenpox two weeks ago.", companion="mother")
    reply = ask(pox, "Does he seem to be in any pain? If so, where, and how bad would you say it is, 0 to 10?")
    assert "chest" not in reply.lower(), reply
    saw = case("t-saw", 40, "M", "chainsaw kicked back, deep cut over right kneecap", "", pain=6)
    assert "back" not in ask(saw, "Where is the pain, and how bad, 0 to 10?").lower()
    shaky = case("t-dry", 50, "M", "shaky after stopping drinking", "A 50-year-old man who drank a bottle of whisky a day "
                 "stopped two days ago and now has shaking hands.")
    assert "no alcohol" not in ask(shaky, "What have you had to drink or taken today, how much, and when was the last?").lower()


def test_the_questions_the_sixteenth_read_missed_are_asked_and_answered():
    assert "mechanism" in told("I jammed my right ring finger catching a basketball.")
    assert "mechanism" in told("The chainsaw kicked back and cut my knee.")
    baby = case("t-bile", 0.05, "M", "Baby vomiting", "A 2-week-old boy has vomited after every feed since yesterday. "
                "His mother says the vomit is milky, never green. He is feeding and has wet nappies.", companion="mother")
    reply = ask(baby, "Has his vomit been green at all?")
    assert "no green" in reply.lower() or "not green" in reply.lower(), reply
    throat = case("t-throat", 20, "F", "sore throat", "A 20-year-old woman has had a sore throat for two days. She can "
                  "swallow her saliva and is drinking. Her vital signs are within normal limits.")
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, algorithm="ats"), extractor=RuleBasedExtractor())
    nurse = [line["text"] for line in runner.run(throat)["transcript"] if line["speaker"] == "nurse"]
    assert any("swallow" in line for line in nurse), nurse


def test_a_wound_the_story_denies_does_not_bleed():
    fist = case("t-fist", 20, "M", "Punched a door", "A 20-year-old man punched a door last night and his right hand is "
                "swollen over the knuckles. There is no cut over it. His vital signs are within normal limits.")
    reply = ask(fist, "Any other symptoms: fever, nausea, shortness of breath, dizziness or bleeding?").lower()
    assert "bleeding from the cut" not in reply, reply


def test_a_medicine_run_out_is_never_denied():
    reply = ask(row("hearing voices again ran out of seroquel six weeks ago"), "Do you take any medications regularly?")
    assert "seroquel" in reply.lower() and "don't take anything" not in reply.lower(), reply


def test_a_skin_infection_is_asked_whether_it_spreads_and_the_pain_question_keeps_its_meaning():
    from triagesim.agents.offline.patient.intents import read_intents
    asked = read_intents("Is the redness spreading, or are there red streaks going up from it?")
    assert asked.names == ("symptoms",) and [probe.name for probe in asked.probes] == ["spreading"]
    assert read_intents("Does the pain go anywhere?").names == ("location",)
    assert read_intents("Is the pain spreading anywhere?").names == ("location",)
    streak = ask(row("cat bite R hand, red streak up arm"), "Is the redness spreading, or are there red streaks going up from it?")
    assert streak.lower().startswith("yes"), streak
    bite = case("t-bite", 30, "F", "cat bite", "A 30-year-old woman was bitten on the hand by her cat this morning. The "
                "redness is spreading up her forearm.")
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, algorithm="esi"), extractor=RuleBasedExtractor())
    transcript = runner.run(bite)["transcript"]
    # the spread, once told, is not asked (changed in the 2026-12at round: the opening's "this morning" now tells the onset,
    # so the onset answer that used to tell the spread first is not asked, and the spread is asked once, answered "yes")
    told = next((index for index, line in enumerate(transcript) if line["speaker"] != "nurse" and "spread" in line["text"].lower()), None)
    assert told is not None, transcript
    assert not any("streaks" in line["text"] for line in transcript[told + 1:] if line["speaker"] == "nurse"), transcript
