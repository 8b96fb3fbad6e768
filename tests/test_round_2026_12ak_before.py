"""Before the 2026-12ak sets were read, from my own read of the 2026-12aj transcripts (training data by then): typed
counts and durations said as a person says them ("vomited 6x", "x2 days cough"), the words a person puts in ("a chest
X-ray", "my contact lens is stuck", "I've had a kidney transplant", "the hayloft"), a story's "back door" that is the
car's, blood under a crushed nail that is never denied, what a hand that cannot bend says, a finger shut in a car door
that is no high-risk mechanism and is not asked about again, and a child of 12 not asked about drink or drugs for it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts as _heard, episode, opening as _opening  # noqa: E402


@pytest.mark.parametrize("complaint, said", [
    ("vomited 6x since last night, keeping sips down now, denies belly pain",
     "I've thrown up six times since last night, I'm keeping sips down now and I haven't got any belly pain."),
    ("vomited x3", "I've thrown up three times."),
    ("x2 days cough", "I've had a cough for two days."),
    ("HICCUPS, nonstop 3 days, cant sleep, no other complaints",
     "I've got hiccups, it's been nonstop for three days, I can't sleep and I haven't got any other complaints."),
    ("cough 2 weeks, wants chest xray, no fever, walk-in",
     "I've had a cough for two weeks, I'd like a chest X-ray and I haven't got any fever."),
    ("thinks contact lens stuck under L eyelid, vision fine, walk-in",
     "I think my contact lens is stuck under my left eyelid and my eyesight is fine."),
    ("thinks fish bone stuck in throat", "I think a fish bone is stuck in my throat."),
    ("kidney transplant, vomiting since yesterday, cant keep rejection meds down, denies fever",
     "I've had a kidney transplant, I've been vomiting since yesterday, I can't keep my rejection medications down and "
     "I haven't got any fever."),
    ("fell from hayloft about 12 ft onto concrete @ family farm, back pain",
     "I fell from the hayloft about twelve feet onto the concrete at the family farm and I've got back pain."),
    ("drained here 2 days ago", "It was drained here two days ago."),
    ("PCP called, hemoglobin 6.8 on routine labs, tired and winded on stairs, walk-in",
     "My doctor's office called me, my hemoglobin came back at 6.8 on my routine blood tests and I'm tired and winded on "
     "stairs."),
])
def test_typed_fragments_are_said_as_a_person_says_them(complaint: str, said: str) -> None:
    assert _opening(complaint) == said


def test_the_kidney_transplant_is_still_heard() -> None:
    assert "immunocompromised" in _heard(_opening("kidney transplant, vomiting since yesterday"))


_CAR_DOOR = case("door", 12, "M", "finger crushed in a car door",
                 "A 12-year-old boy had his left middle finger slammed in the back door of the family car on the way to "
                 "soccer. The fingertip is swollen and there is blood under and around the nail. Vital signs are within "
                 "normal limits. His pain is 4/10. He can bend the finger and is holding an ice pack on it.",
                 ats_category=4)


def test_a_back_door_is_the_cars_not_the_patients_back() -> None:
    said = ask(_CAR_DOOR, "How did it happen?")
    assert "in the back door of the family car" in said and "my back door" not in said


def test_blood_under_a_crushed_nail_is_told_never_denied() -> None:
    assert ask(_CAR_DOOR, "Any bleeding?") == "Yes, I've got blood under my nail."


def test_a_finger_shut_in_a_car_door_is_a_small_injury_told_once_and_no_drink_question_at_twelve() -> None:
    artifact = episode(_CAR_DOOR, "ats")
    nurse = [line["text"] for line in artifact["transcript"] if line["speaker"] == "nurse"]
    assert artifact["state"]["final_triage"] == 4
    assert not any("How did" in line for line in nurse)  # the opening told it
    assert not any("alcohol or drugs" in line for line in nurse)
    assert not any("knock to the head" in line or "neck pain" in line for line in nurse)


def test_a_fingertip_that_will_not_bend_is_said_as_such_never_as_a_cut_tendon() -> None:
    palm = case("palm", 24, "M", "deep cut to the palm from broken glass",
                "A 24-year-old man, a bartender, cut his right palm on a broken beer glass while clearing tables. The "
                "wound is deep and gaping, and he cannot bend the tip of his ring finger. A tea towel held with firm "
                "pressure has stopped most of the bleeding.", ats_category=3)
    said = ask(palm, "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or "
                     "bleeding?")
    assert said.startswith("I can't bend the tip of my finger and I'm still bleeding a little")
    assert "tendon" not in said
    assert "tendon_injury" in _heard("I can't bend the tip of my finger")


def test_a_red_streak_up_the_forearm_is_told_and_not_asked_again() -> None:
    bite = case("bite", 61, "F", "Cat bite on my knuckle, hand swelling",
                "A 61-year-old woman was bitten over a knuckle of her right hand by her own cat two days ago while "
                "separating it from the cat next door. Since last night the hand has swollen, she cannot make a fist, and "
                "a red streak runs up the inside of her forearm. She feels hot and shivery.", acuity=3)
    assert ask(bite, "Is there any redness spreading out from it, or any red streaks going up from it?") \
        == "Yes, I've got a red streak going up my arm."
    nurse = [line["text"] for line in episode(bite, "esi")["transcript"] if line["speaker"] == "nurse"]
    assert not any("red streaks" in line for line in nurse)  # told in the reply before it


_SCALD = case("scald", 1.17, "F", "Pulled the kettle over herself",
              "A 14-month-old girl pulled on a kettle flex half an hour ago and tipped freshly boiled water over her right "
              "shoulder, arm and the side of her chest. Through the Ukrainian interpreter, her father says the family held "
              "her under a cool shower for twenty minutes before driving her in. The skin is blistered and weeping over an "
              "area larger than several of her own palms, and she screams when the cling film is lifted. Her heart rate is "
              "170, and her other vital signs are within normal limits for her age.",
              companion="Ukrainian interpreter (for a father)", acuity=2)


def test_a_scalded_toddler_is_asked_where_and_not_again_how_nor_for_a_tetanus_jab_beside_her_immunisations() -> None:
    artifact = episode(_SCALD, "esi")
    lines = artifact["transcript"]
    nurse = [line["text"] for line in lines if line["speaker"] == "nurse"]
    assert not any("How did she get hurt" in line for line in nurse)  # the opening told it
    assert not any("cool running water" in line for line in nurse)  # told too
    assert not any("tetanus" in line for line in nurse) and any("immunisations" in line for line in nurse)
    told = " ".join(line["text"] for line in lines if line["speaker"] != "nurse")
    assert "her right shoulder, her arm and the side of her chest" in told
