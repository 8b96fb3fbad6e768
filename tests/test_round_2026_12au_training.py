"""After the 2026-12au sets were measured once (training data since): the new desk's age ("pt 70", "pt 12 days") is the
age; its lower-case shorthand (arrival codes, sx, dx, a counted history, a denied doing) is said as speech; what the
sets showed the knowledge base lacked is heard (blood coughed up in streaks, a nail digging in, a wake-up stroke, a
helmet-to-helmet blow, metal thrown into an eye that now sees blurred, an older person struck by a reversing car, a
hair tourniquet, a joint pushed out of line, a toddler's large scald at ATS 2); and what is normal or another's is not
heard as a problem (a catheter's name, a bladder under normal control, a low feeling in the tummy, a high sugar's
number in mmol/L, a drunk man's slurred speech)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, esi, final_level, opening  # noqa: E402

from triagesim.cases.models import Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402


@pytest.mark.parametrize(("typed", "age"), [
    ("left knee and hip sore, denies hitting head, pt 70", 70.0),
    ("green vomit x 4 since 6 am, arr POV, pt 12 days", 12 / 365),
    ("only 1 wet diaper today, less playful, pt 20 months", 20 / 12),
])
def test_the_desks_pt_age_is_the_age(typed: str, age: float) -> None:
    assert apparent_age(typed) == pytest.approx(age, abs=0.01)
    assert " pt" not in opening(typed).lower()


@pytest.mark.parametrize(("typed", "said", "pasted"), [
    ("red streak up arm, arr bus", "i came in on the bus", "arr"),
    ("cough, arr POV", "i've got a cough", "pov"),
    ("used meth last night, calm now, arr police", "the police brought me in", "the calm"),
    ("stepped on a nail, arr walking", "i walked in", "the arr"),
    ("vomiting x 5, dx diabetes last spring", "i was diagnosed with diabetes last spring", "diagnosis diabetes"),
    ("heavy arms shoveling snow, hx 2 stents", "i've had two stents", "history 2"),
    ("cant swallow, sx since this morning", "it's been going on since this morning", "symptoms"),
    ("shaking, had withdrawal fits x 1 before", "once before", "x 1"),
    ("heel pop, cant push off, denies fall", "i didn't fall", "the no"),
    ("stood up into cabinet, denies passing out or vomiting", "i didn't pass out or throw up", "vomiting"),
    ("wants to die, denies taking any yet", "i haven't taken any yet", "any taking"),
    ("toothache x 4 days, no dentist, denies swelling or fever", "i haven't got a dentist", "denies"),
    ("rear ended, neck stiff, denies numbness or tingling", "numbness", "numbness or numbness"),
    ("fell, takes water pill", "i take a water pill", "take water pill"),
    ("belly pain, school nurse called mom", "the school nurse rang home", "called mom"),
    ("dropped a dumbbell on big toe, gym buddy drove", "my gym buddy brought me in", "got gym"),
    ("clipped by a car backing out, left knee sore", "i was clipped by a car", "i clipped"),
    ("lost weight, pants loose", "my pants are loose", "the pants"),
    ("helmet to helmet at football, saw stars", "i went helmet to helmet at football", "got helmet"),
    ("streaks of blood coughed up from trach", "coughing up streaks of blood through my trachy tube", "got streaks"),
    ("woke up unable to get words out, last seen normal at bedtime", "i was last fine at bedtime", "last seen normal"),
    ("big toe nail digging in on left", "on the left", "on left"),
    ("shocked by ICD x 4 in the last hour, wife called 911", "my defibrillator has shocked me four times", "icd"),
    ("shocked by ICD x 4 in the last hour, wife called 911", "my wife called 911", "i called"),
    ("stepped on a nail, went through sneaker into left foot, bled a little", "it went through my sneaker", "got bled"),
    ("heavy period x 9 days, soaking a pad every hr", "i've had a heavy period for nine days", "every hr"),
    ("groin and scrotum swollen and red, pain way worse than it looks", "my groin and scrotum are swollen and red", "pain way is"),
])
def test_the_desks_shorthand_is_said_as_speech(typed: str, said: str, pasted: str) -> None:
    spoken = opening(typed).lower()
    assert said in spoken
    assert pasted not in spoken


@pytest.mark.parametrize(("text", "concept"), [
    ("I've been coughing up streaks of blood for three days", "hemoptysis"),
    ("my big toenail is digging in on the left", "ingrown_nail"),
    ("I woke up unable to get words out and my right hand is clumsy", "stroke"),
    ("I went helmet to helmet at football", "head_injury"),
    ("her ankle is visibly pushed out of line", "deformity"),
    ("a fine hair is wrapped tightly around the base of the toe", "hair_tourniquet"),
    ("my defibrillator has shocked me four times in the last hour", "device_shock"),
])
def test_what_the_sets_named_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize(("text", "concept"), [
    ("a man with a long-term urinary catheter", "urinary"),
    ("he passes urine normally", "urinary"),
    ("she has normal control of her bladder and bowels", "urinary"),
    ("he keeps complaining of a tight feeling low in his tummy", "mental_health"),
    ("pain shoots down his left leg", "limb_injury"),
])
def test_what_is_normal_or_a_name_is_not_a_problem(text: str, concept: str) -> None:
    assert concept not in concepts(text)
    assert "urinary" in concepts("it burns when I pass urine")  # a burning on passing urine still is one
    assert "mental_health" in concepts("I've been feeling low for weeks")


def test_metal_into_an_eye_that_now_sees_blurred_is_esi_2_and_one_that_sees_fine_is_not() -> None:
    blurred = "A metal splinter flew into my left eye from grinding at work, and I've got blurry vision."
    fine = "A flake of metal flew into my eye while grinding. I can see fine."
    assert esi(blurred, 36) == 2
    assert esi(fine, 58) == 4


def test_an_older_person_struck_by_a_reversing_car_is_imaged_widely() -> None:
    said = "I was clipped by a car backing out in a parking lot, and my left knee and hip are sore."
    assert esi(said, 70) == 3
    assert esi(said, 30) == 4


def test_a_high_sugars_number_is_not_a_low_sugar() -> None:
    """20 from someone whose sugars are high is mmol/L (2026-12au narrative ESI, training: ESI 2 for a low sugar)."""
    assert esi("My sugars are high and I'm very thirsty. My sugar was 20 when it was checked.", 58) == 3
    assert esi("I feel shaky and sweaty and my sugar was 2.1", 58) == 2


def test_a_drunk_mans_slurred_speech_is_not_a_stroke() -> None:
    drunk = case("d", 45, "M", "Found asleep on a park bench",
                 "A 45-year-old man is brought in after a passer-by found him asleep on a park bench, smelling of alcohol. He woke "
                 "when spoken to, is slurring but knows where he is and remembers drinking all afternoon. He has a small graze on "
                 "his forehead. His vital signs are within normal limits.")
    level, why = final_level(drunk, "esi")
    assert "stroke" not in why.split("Heard:")[0], why
    assert esi("my speech is slurred and my face has dropped on one side", 45) == 2


def test_a_hair_tourniquet_is_one_simple_procedure() -> None:
    toe = case("h", 0.9, "F", "Crying and a red, swollen toe",
               "An 11-month-old girl has been crying since waking. Her father found her second toe red and swollen; a fine hair "
               "is wrapped tightly around the base of the toe, and the tip is pink. Her vital signs are within normal limits.")
    level, why = final_level(toe, "esi")
    assert level == 4, why


def test_a_toddlers_large_scald_is_ats_2() -> None:
    scald = case("s", 1.5, "F", "Kettle spilt over her chest",
                 "An 18-month-old girl pulled the kettle cord and the water tipped over her chest and left arm. The skin is red "
                 "and peeling over a large area and she screams and cannot be settled. Her heart rate is 170.",
                 vitals=Vitals(heartrate=170))
    level, why = final_level(scald, "ats")
    assert level == 2, why


@pytest.mark.parametrize(("story", "said"), [
    ("A 4-year-old boy split his chin on a table. He is clinging to his stepfather, who holds him on his knee.", "i'm his stepfather"),
    ("A 4-month-old boy is brought in from Taupo by his mother's partner with bruises on both cheeks.", "i'm his mum's partner"),
])
def test_a_companion_the_story_names_introduces_themself_so(story: str, said: str) -> None:
    from triage_cases import episode
    child = case("c", 4 if "4-year" in story else 0.33, "M", "Bruises" if "bruises" in story else "Cut chin", story)
    assert said in episode(child, "esi")["transcript"][1]["text"].lower()


@pytest.mark.parametrize(("text", "history", "medicine"), [
    ("forgot his pressure pills", "high blood pressure", None),
    ("uses sugar shots", None, "insulin"),
    ("on sugar pills", None, "sugar pills"),
    ("She has an uneven heart rhythm and takes no blood thinners", "a heart rhythm problem, atrial fibrillation", None),
    ("He stopped having his monthly injection two months ago", None, "stopped my monthly injection"),
])
def test_a_background_the_case_gives_is_known(text: str, history: str | None, medicine: str | None) -> None:
    from triagesim.clinical.background import background_of
    found = background_of(text)
    assert history is None or history in (found.past_medical_history or [])
    assert medicine is None or medicine in (found.medications or [])


def test_a_man_told_to_hurt_someone_by_voices_has_no_pain_to_give() -> None:
    from triage_cases import ask
    voices = case("v", 29, "M", "Voices telling him to hurt his neighbour",
                  "A 29-year-old man says the voices are telling him to hurt his neighbour. He is calm. His vital signs are normal.")
    assert "doesn't really hurt" in ask(voices, "Do you have any pain? How bad, 0 to 10?").lower()


def test_how_long_someone_has_cared_for_the_patient_is_no_onset() -> None:
    from triagesim.clinical.story import narrative_onset
    story = "A 7-month-old girl is rushed in by her grandmother, who has been looking after her since the weekend. She began jerking twelve minutes ago."
    assert narrative_onset(story) == "twelve minutes ago"


def test_a_fit_of_the_last_time_is_no_fit_today() -> None:
    assert "seizure" not in concepts("He had a fit the last time he stopped drinking")
    assert "seizure" in concepts("He had a fit this morning")


@pytest.mark.parametrize(("typed", "said"), [
    ("Kettle spilt over her chest", "i got hot water from the kettle over my chest"),
    ("hot tea spilled on thigh", "i got hot tea over my thigh"),
])
def test_a_spilt_kettle_is_said_as_speech(typed: str, said: str) -> None:
    assert said in opening(typed).lower()
    assert "burn" in concepts(opening(typed))


def test_how_metal_got_into_an_eye_is_not_asked_once_told() -> None:
    """The opening's "a metal splinter flew into my eye from grinding" answers the eye's how (2026-12au terse, training:
    asked again and told a third time)."""
    from triage_cases import episode, row
    nurse_lines = [turn["text"] for turn in episode(row("metal sliver flew into left eye grinding at work, no goggles, blurry vision"),
                                                     "esi")["transcript"] if turn["speaker"] == "nurse"]
    assert not any("get into your eye" in line for line in nurse_lines)


def test_someone_the_voices_name_is_no_ones_own() -> None:
    """ "Voices telling him to hurt someone" (2026-12au ATS, training: "to hurt his someone", then a pain made up for him and
    "how did he get hurt?" asked)."""
    assert "hurt someone" in opening("Voices telling him to hurt someone").lower()
    assert "kill my mum" in opening("voices telling her to kill mum").lower()
