"""Training on the 2026-12aq sets and the fortieth read (measured once first, training data since): a cardiac arrest, a
rope, an opioid syrup and someone else's tablets heard as what they are; the terse desk's "turned N" age and its habits
("sudden ...", "usually ...", "first ...", "so ...") said as a patient says them; a spell of seconds told as over; and the
numbers, people and places the patient speaks of kept as the case gives them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from triagesim.agents.offline.home_readings import home_reading
from triagesim.clinical.ages import apparent_age

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, opening, row  # noqa: E402


@pytest.mark.parametrize("complaint, age", [
    ("sickle crisis legs and back, oxycodone no help, turned 24, seen in the day unit last month", 24.0),
    ("sticky watery L eye since birth, turned 3 weeks, feeding and weeing well", 3 / 52),
    ("high fever and grizzly since last night, turned 14 months, no cough", 14 / 12),
    ("turned 89, usually walks with a frame", 89.0),
    ("Turned 6. Fever", 6.0),
    ("her lips turned blue, vomiting", None),
    ("he turned 40 yesterday", None),
])
def test_a_birthday_typed_as_an_item_is_the_age(complaint: str, age: float | None) -> None:
    found = apparent_age(complaint)
    assert (found is None) if age is None else found == pytest.approx(age, abs=0.01)


@pytest.mark.parametrize("complaint, said, unsaid", [
    ("nail gun nail through L index finger, so foreman stopped the job", "that's why my foreman stopped the job", "my so"),
    ("sore ribs L side, toppled off a bar stool, so cant get comfy in bed", "that's why I can't get comfy in bed", "my so"),
    ("plan to use the rifle in his truck, wife has the keys, so came in together", "that's why we came in together", "my so"),
    ("off her legs since yesterday, usually walks with a frame", "I usually walk with a frame", "usually walks"),
    ("contact lens lost under the R upper lid, usually pops out easy", "it usually pops out easy", "I've got contact lens"),
    ("waters broke, usually quick labours", "my labours are usually quick", "I've got usually"),
    ("tremor in both hands, usually steady", "I'm usually steady", "I've got usually"),
    ("room spinning nonstop, first ever dizzy turn", "it's my first ever dizzy turn", "I've got first"),
    ("chest pain like tearing, first pain like this", "I've never had a pain like this before", "I have first"),
    ("gradual painful lump R groin, injects there", "a painful lump in my right groin that came on gradually", "I'm gradual"),
    ("sudden buzzing in L ear, moth flew in on the porch", "a sudden buzzing started in my left ear", "I'm sudden"),
    ("heavy bleeding soaking towels, baby born 1 hr ago", "my baby was born one hour ago", "I was born"),
    ("nosebleed wont stop 40 min both nostrils", "it's been going for 40 minutes", "stop 40 min"),
    ("Collapsed on the golf course, compressions under way", "compressions under way", "under the way"),
])
def test_the_desks_habits_are_said_as_speech(complaint: str, said: str, unsaid: str) -> None:
    spoken = opening(complaint)
    assert said.lower() in spoken.lower() and unsaid.lower() not in spoken.lower(), spoken


@pytest.mark.parametrize("text, concept", [
    ("two members took turns at chest compressions, with compressions still under way", "cardiac_arrest"),
    ("He arrives grey and without a pulse", "cardiac_arrest"),
    ("he drank from a bottle of methadone", "overdose"),
    ("took about twenty of her mother's propranolol tablets an hour ago", "overdose"),
    ("verapamil chewed from grandads pill box", "overdose"),
    ("found him sitting in the barn beside a rope tied to a beam", "suicide_plan"),
    ("he meant to go through with it tonight", "suicide_plan"),
    ("slashed at a security officer who tried to step closer", "dangerous_violence"),
    ("A jagged end of bone pokes through a wound on the front of his lower leg", "open_fracture"),
    ("sickle crisis legs and back", "sickle_cell"),
    ("off her legs since yesterday", "off_legs"),
    ("moth flew in on the porch", "ear_foreign_body"),
    ("kettle scald chest and L arm", "moderate_burn"),
    ("earlobe torn", "laceration"),
    ("contact lens lost under the R upper lid", "stuck_contact_lens"),
    ("says the baby is evil, hears the TV talking to her", "psychosis"),
    ("with a heartbeat seen in the womb on an early scan last week", "intrauterine_pregnancy"),
    ("woke last night gasping, having to sit on the edge of the bed", "fluid_overload"),
])
def test_what_the_2026_12aq_sets_said_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("text, concept", [
    ("cannot see a local doctor until next week", "vision_loss"),
    ("woke last night gasping, having to sit on the edge of the bed", "hardly_breathing"),
    ("new band-like pain across his mid-back for a week", "shingles"),
    ("took her tablets this morning", "overdose"),
    ("foot cold and pulseless foot", "cardiac_arrest"),
])
def test_what_the_2026_12aq_sets_did_not_say_is_not_heard(text: str, concept: str) -> None:
    assert concept not in concepts(text)


ARREST = case("arrest", 67, "M", "Collapsed on the golf course, compressions under way",
              "A 67-year-old man collapsed on the fourth green of a golf course while lining up a putt. His playing partner says he "
              "grabbed at his chest and went down without a word; two members took turns at chest compressions and the "
              "clubhouse defibrillator gave two shocks before the crew took over. He arrives grey and without a pulse, with "
              "compressions still under way.", companion="playing partner", acuity=1)
ROPE = case("rope", 45, "M", "Found with a rope in the barn",
            "A 45-year-old man is brought in by a friend who found him sitting in the barn beside a rope tied to a beam. He tells "
            "the triage nurse quietly that he meant to go through with it tonight. His vital signs are within normal limits.",
            companion="friend", acuity=2)
SPELL = case("spell", 0.167, "M", "Went limp and blue for a moment",
             "A 2-month-old boy suddenly went floppy, pale and blue around the mouth for about twenty seconds while lying on his "
             "grandfather's lap after a feed. His grandfather says the baby took a big breath and cried, and he has been his usual "
             "alert, hungry self in the two hours since. He is pink, kicking and looking around the room.",
             companion="grandfather", acuity=3)
PNEUMONIA = case("pneumonia", 58, "F", "Cough, fever and short of breath on the stairs",
                 "A 58-year-old woman has had a cough with rusty sputum for four days and now gets short of breath climbing her "
                 "front steps. She has a sharp pain in the right side of her chest when she coughs. She is flushed but speaks in "
                 "full sentences. Her temperature is 38.7 °C, heart rate 108, respiratory rate 24 and SpO2 93 %.", acuity=3)
SCANNED = case("scanned", 24, "F", "Bleeding at eight weeks pregnant",
               "A 24-year-old woman who is eight weeks pregnant, with a heartbeat seen in the womb on an early scan last week, has "
               "had bright red bleeding since this morning. She has soaked two pads in six hours and has period-like cramps low in "
               "her belly. Her vital signs are within normal limits.", acuity=3)


def test_an_arrest_with_compressions_going_is_resuscitation_at_once() -> None:
    artifact = episode(ARREST, "ats")
    assert artifact["state"]["final_triage"] == 1
    first_reply = next(turn["text"] for turn in artifact["transcript"][1:] if turn["speaker"] == "nurse")
    assert "resuscitation" in first_reply


def test_a_man_found_beside_a_rope_who_meant_it_is_never_sent_to_wait() -> None:
    assert final_level(ROPE, "esi")[0] == 2


def test_a_spell_of_seconds_is_told_as_over_and_never_as_a_blue_baby_now() -> None:
    artifact = episode(SPELL, "ats")
    said = " ".join(turn["text"] for turn in artifact["transcript"] if turn["speaker"] != "nurse")
    assert "have gone blue" not in said and "hard to wake" not in said and "the whole time" not in said, said
    assert "usual self since" in said
    assert artifact["state"]["final_triage"] != 1


def test_a_chest_infections_pain_is_no_heart_attack() -> None:
    assert final_level(PNEUMONIA, "ats")[0] == 3


def test_a_pregnancy_seen_in_the_womb_bleeding_without_shock_is_no_ectopic() -> None:
    level, why = final_level(SCANNED, "esi")
    assert level == 3 and "ectopic" not in why


@pytest.mark.parametrize("item, said", [("temp 100 at home", "my temperature was 100 at home"),
                                        ("home temp 99", "my temperature at home was normal")])
def test_a_low_grade_temperature_at_home_is_said_as_read(item: str, said: str) -> None:
    assert home_reading(item) == said


@pytest.mark.parametrize("text, concept", [
    ("my baby was born 9 days ago", "postpartum"),
    ("moans to a pinch only", "unresponsive"),
    ("she only moans when she's pinched", "unresponsive"),
    ("there were empty amitriptyline boxes by her bed", "overdose"),
    ("toppled off a bar stool", "fall"),
])
def test_what_the_fortieth_read_found_unheard_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("complaint, said", [
    ("lower leg bent, cant weight bear, turned 12, after a go kart rolled on it", "I can't put any weight on it"),
    ("empty amitriptyline boxes by the bed, moans to a pinch only, arms twitching", "only moans when she's pinched"),
])
def test_chart_words_of_the_fortieth_read_are_said_as_speech(complaint: str, said: str) -> None:
    assert said in opening(complaint)


FLOPPY_BABY = case("floppy", 0.25, "F", "Fever, floppy and not feeding",
                   "A 3-month-old girl has had a fever since last night and has taken only two small feeds today. She is pale and "
                   "floppy and barely opens her eyes when handled.", companion="parent", acuity=2)
PEANUT = case("peanut", 3, "M", "Choked on a peanut, coughing settled",
              "A 3-year-old boy was eating salted peanuts when he laughed, choked and had a long coughing fit about two hours ago. "
              "The coughing settled within a few minutes and he has played happily since, with only an odd cough.",
              companion="great-uncle", acuity=4)
CAESAREAN = case("caesarean", 29, "F", "Caesarean wound oozing, baby born 9 days ago",
                 "A 29-year-old woman whose baby was born by caesarean nine days ago has a wound that is opening and oozing pus, "
                 "with a fever since yesterday. Her vital signs are within normal limits.", acuity=3)


@pytest.mark.parametrize("who, unasked", [(FLOPPY_BABY, "vision"), (PEANUT, "immunisations"), (CAESAREAN, "last period")])
def test_questions_that_do_not_fit_the_person_are_not_asked(who, unasked: str) -> None:
    asked = " ".join(turn["text"] for turn in episode(who, "ats")["transcript"] if turn["speaker"] == "nurse")
    assert unasked not in asked.lower(), asked


@pytest.mark.parametrize("text", ["he was knocked out for a few seconds after a head clash", "he was knocked out for a short while"])
def test_a_blackout_of_seconds_is_still_a_blackout(text: str) -> None:
    assert "syncope" in concepts(text)


def test_a_fits_after_spell_that_is_over_is_no_confusion_now() -> None:
    assert "confusion" not in concepts("he was confused for a short while afterwards")
    assert "confusion" in concepts("he is confused")


def test_a_shocks_voltage_is_said_as_speech_and_tells_how_it_happened() -> None:
    complaint = "electric shock 480 volts, exit burn L heel, chest feels odd, seen by site medic"
    assert "I got a 480-volt electric shock" in opening(complaint)
    assert ask(row(complaint), "How did the injury happen? Please walk me through it.") == "I got a 480-volt electric shock."


MILK = case("milk", 0.92, "M", "High temperature since nap time",
            "An 11-month-old boy is brought in by his childminder, who found him very hot after his nap. The childminder says he "
            "has drunk his milk, had wet nappies and crawled about between naps.", companion="childminder", acuity=3)


def test_a_baby_who_drank_his_milk_is_never_asked_about_drink_or_drugs() -> None:
    assert "intoxication" not in concepts("he has drunk his milk")
    assert "intoxication" in concepts("he is drunk")
    transcript = episode(MILK, "esi")["transcript"]
    assert not any("alcohol" in turn["text"] for turn in transcript if turn["speaker"] == "nurse")
    assert not any("been drinking" in turn["text"] for turn in transcript if turn["speaker"] != "nurse")


def test_a_spell_still_going_on_is_told_as_now() -> None:
    from triagesim.clinical.presenting import seen_at_a_glance, told_findings
    story = "He fitted for about thirty seconds and is still unresponsive."
    assert told_findings(story) == ["I won't wake up"]
    assert seen_at_a_glance(story) is not None


@pytest.mark.parametrize("complaint, unsaid", [("cut hand, first aid given by coach", "my first aid"),
                                               ("fever, first dose of antibiotics yesterday", "it's my first dose"),
                                               ("rash, first noticed this morning", "it's my first noticed")])
def test_a_first_that_is_no_first_of_its_kind_is_not_said_as_one(complaint: str, unsaid: str) -> None:
    assert unsaid not in opening(complaint)


def test_a_first_bout_keeps_what_it_is_a_bout_of() -> None:
    spoken = opening("seal bark cough and noisy breathing even at rest, turned 2, first time with croup")
    assert "first bout of croup" in spoken and "croup" in concepts(spoken)
