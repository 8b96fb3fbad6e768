"""Before the 2026-12ay sets were read, from my read of the 2026-12ax transcripts (training data by then): "says she still
wants to die" keeps its "still" and its grammar; a bleed that stopped is said stopped; a cut made with a razor tells how it
happened, and forearms are an arm's (fingers moved, no weight borne); midnight is last night; a kuia knows the child she
looks after; a man who threw a chair is not asked to put a weapon down; black stools are said black; what came on and
off beside the complaint is no pattern of the complaint; a foot that suddenly went cold is one clause, and neither it nor
days of diarrhoea gets a stroke's clock; "for days" is a while; the tingle of shingles, of a stuck ring is not imaged."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, episode, final_level, opening, row  # noqa: E402
from triagesim.cases import Case, Vitals  # noqa: E402
from triagesim.agents.offline.patient.english import join_list  # noqa: E402
from triagesim.dialogue.relevance import told  # noqa: E402


def _turns(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


_RAZOR = row("via police with mom, 16 y, cut both forearms with a razor after a breakup, cuts shallow, bleeding stopped, "
             "says she still wants to die")


def test_still_wanting_to_die_is_said_in_the_first_person() -> None:
    said = opening("cut both forearms with a razor after a breakup, cuts shallow, bleeding stopped, says she still wants to die")
    assert "and I still want to die" in said and "I say" not in said and "wants" not in said, said
    assert opening("says he still wants to die") == "I still want to die."


def test_a_bleed_that_stopped_is_said_stopped() -> None:
    assert "the bleeding has stopped" in opening("cut finger, bleeding stopped")
    assert "the bleeding is under control now" in opening("cut finger, bleeding controlled")


def test_a_list_whose_last_but_one_has_its_own_and_keeps_its_semicolon() -> None:
    assert join_list(["the cuts are shallow, and the bleeding has stopped", "I still want to die"]) == \
        "the cuts are shallow, and the bleeding has stopped; and I still want to die"
    assert join_list(["I cut my arm, it's deep", "I still want to die"]) == "I cut my arm, it's deep and I still want to die"
    assert join_list(["I cut my arm", "the cuts are shallow, and the bleeding has stopped", "I still want to die"]) == \
        "I cut my arm; the cuts are shallow, and the bleeding has stopped; and I still want to die"


def test_a_cut_made_with_a_razor_tells_how_and_forearms_move_fingers() -> None:
    assert "mechanism" in told("I cut both my forearms with a razor after a breakup")
    assert "mechanism" in told("I cut myself with a kitchen knife")
    nurse = " ".join(_turns(episode(_RAZOR, "esi"), "nurse"))
    assert "How did the injury happen" not in nurse
    assert "put weight on it" not in nurse and "move your fingers" in nurse


_CROUP = case("croup", 1.25, "M", "Barking cough and noisy breathing",
              "A 15-month-old boy woke at midnight with a barking cough and a harsh noise on breathing in, after two days of a "
              "runny nose. At triage the noise is present even while he sits quietly.", acuity=2, companion="father")


def test_midnight_is_last_night_not_first_thing_this_morning() -> None:
    reply = ask(_CROUP, "When did this start?", FLUENT)
    assert "around midnight" in reply and "first thing" not in reply, reply


def test_a_kuia_knows_the_child_she_looks_after() -> None:
    girl = case("kuia", 2, "F", "Barking cough", "A 2-year-old girl woke with a barking cough. Her kuia, who looks after her, "
                "says the noise only comes when she cries.", companion="kuia")
    reply = ask(girl, "Does she have any medical conditions, take any regular medications, or have any allergies?")
    assert "don't know her medical history" not in reply, reply
    assert ask(girl, "What's brought her in today?", FLUENT).startswith("I'm her kuia")


_CHAIR = case("chair", 30, "M", "Agitated, threw a chair",
              "A 30-year-old man is brought in by two police officers. In triage he shouts, shoves the nurse aside and throws a "
              "chair at the door, and his family reports he has not slept for five nights.")


def test_a_man_who_threw_a_chair_is_not_asked_to_put_a_weapon_down() -> None:
    artifact = episode(_CHAIR, "ats")
    nurse = " ".join(_turns(artifact, "nurse"))
    assert "weapon" not in nurse and "I won't come any closer" in nurse
    assert "putting it down" not in " ".join(_turns(artifact, "patient"))
    assert artifact["state"]["final_triage"] == 1
    knife = case("knife", 30, "M", "Waving a knife", "A 30-year-old man is waving a knife at the triage staff.")
    assert "put the weapon down" in " ".join(_turns(episode(knife, "ats"), "nurse"))


_ANAEMIA = case("anaemia", 68, "F", "Sent in by my doctor with a low blood count",
                "A 68-year-old woman was sent in by her family doctor after a routine blood test showed a very low blood count. "
                "She has been tired for two months, gets breathless climbing one flight of stairs and has noticed black stools on "
                "and off. She is pale but alert and chatting. Her vital signs are within normal limits.", acuity=3)


def test_black_stools_beside_the_complaint_are_said_black_and_give_it_no_waves() -> None:
    assert "waves" not in ask(_ANAEMIA, "When did this start, and has it been constant or coming and going?", FLUENT)
    other = ask(_ANAEMIA, "Have you noticed any other symptoms with this, like fever, nausea, shortness of breath, dizziness or "
                "bleeding?", FLUENT)
    assert "black poo" in other and "blood in my poo" not in other, other
    assert {"gi_bleed", "melena"} <= concepts("I've been passing black poo")


def test_a_foot_that_suddenly_went_cold_is_one_clause_and_no_stroke() -> None:
    said = opening("Foot suddenly cold, white and numb")
    assert said.startswith("My foot suddenly went cold and white and numb"), said
    assert "limb_ischemia" in concepts(said)
    foot = case("foot", 71, "M", "Foot suddenly cold, white and numb",
                "A 71-year-old man has atrial fibrillation. Two hours ago his left foot went suddenly cold, white and numb. "
                "No pulse can be felt at the ankle.", vitals=Vitals(heartrate=96, resprate=18, o2sat=97, sbp=152, dbp=86), pain=6)
    nurse = " ".join(_turns(episode(foot, "ats"), "nurse"))
    assert "last completely normal" not in nurse and "Do you have any pain" not in nurse


def test_days_of_diarrhoea_and_very_weak_is_two_clauses_and_no_stroke() -> None:
    assert opening("Diarrhoea for days and very weak") == "I've had diarrhoea for days and I'm very weak."
    assert opening("cough for weeks and very tired") == "I've had a cough for weeks and I'm very tired."
    weak = case("weak", 85, "F", "Diarrhoea for days and very weak",
                "An 85-year-old woman has had watery diarrhoea for four days and has been too weak to get out of her chair.",
                companion="carer", acuity=3)
    assert "last seen completely normal" not in " ".join(_turns(episode(weak, "esi"), "nurse"))


@pytest.mark.parametrize(("complaint", "story"), [
    ("Painful blistery rash on my forehead",
     "A 72-year-old man has had a burning, tingling patch on the right side of his forehead for three days, and this morning "
     "small blisters appeared on it. The rash does not reach his eyelid. His eye is white and his vision is unchanged. He "
     "rates the pain 3/10, and his vital signs are within normal limits."),
    ("Wedding ring stuck after a wasp sting",
     "A 62-year-old man was stung by a wasp on his left ring finger two hours ago. The finger has swollen around his wedding "
     "ring, which will not come off with soap, and the fingertip is tingling but pink. His vital signs are within normal "
     "limits."),
])
def test_a_tingle_of_its_own_cause_is_not_imaged(complaint: str, story: str) -> None:
    level, why = final_level(case("tingle", 72, "M", complaint, story, acuity=4), "esi")
    assert "CT" not in why and level >= 4, why


def test_a_stuck_wedding_ring_is_said_stuck() -> None:
    said = opening("Wedding ring stuck after a wasp sting")
    assert said == "My wedding ring is stuck after a wasp sting.", said
    assert {"ring_stuck", "insect_bite"} <= concepts(said)


def test_the_semicolon_before_and_comes_only_before_a_clause() -> None:
    assert join_list(["I've got back pain and I've been shivering, like I said", "the vomiting I mentioned"]) == \
        "I've got back pain and I've been shivering, like I said and the vomiting I mentioned"


@pytest.mark.parametrize(("complaint", "said"), [
    ("The voices tell me to hurt him", "The voices are telling me to hurt someone."),
    ("voices telling him to hurt himself", "The voices are telling me to hurt myself."),
    ("voices telling her to hurt her mother", "The voices are telling me to hurt my mother."),
])
def test_whom_the_voices_say_to_hurt_is_said_plainly(complaint: str, said: str) -> None:
    assert opening(complaint) == said


@pytest.mark.parametrize("text", ["I dropped a dumbbell on my toe", "I caught a cricket ball on my finger",
                                  "I dislocated my left shoulder going up for a rebound at basketball"])
def test_a_thing_dropped_or_caught_on_a_part_tells_how(text: str) -> None:
    assert "mechanism" in told(text)
    assert "mechanism" not in told("I took my tablets with my dinner")


_SHOULDER = case("shoulder", 24, "M", "My shoulder's come out again",
                 "A 24-year-old man dislocated his left shoulder for the third time going up for a rebound at basketball. He "
                 "holds his arm away from his body, and the shoulder has a squared-off look. He can feel a light touch over the "
                 "outer upper arm, and his hand is warm. He rates the pain 6/10, and his vital signs are within normal limits.",
                 pain=6, acuity=3)


def test_a_shoulder_out_again_is_an_injury_told_with_how_and_where() -> None:
    assert "deformity" in concepts("My shoulder's come out again")
    artifact = episode(_SHOULDER, "esi")
    nurse, patient = " ".join(_turns(artifact, "nurse")), " ".join(_turns(artifact, "patient"))
    assert "going up for a rebound at basketball" in patient
    assert "How did the injury happen" not in nurse and "constant or coming and going" not in nurse
    assert "upper arm" not in ask(_SHOULDER, "Where is the pain?", FLUENT)
    assert "days ago" not in ask(_SHOULDER, "When did this happen?", FLUENT)


def test_once_is_once_and_a_reach_is_no_spread() -> None:
    leader = case("wall", 7, "M", "Fell from a climbing wall, knocked out briefly",
                  "A 7-year-old boy fell from a climbing wall and landed on his head. The scout leader says he was knocked out "
                  "for a few seconds. He vomited once on the way in but is now alert.", companion="scout leader")
    said = ask(leader, "What's brought him in today?", FLUENT)
    assert "vomited once" in said and "been vomiting" not in said, said
    assert "vomiting" in concepts("I vomited once")
    from triagesim.clinical.story import narrative_course
    assert narrative_course("She has had gripping pain under her right ribs since a roast five hours ago, spreading round to "
                            "her right shoulder blade.") is None
    assert narrative_course("The redness has been spreading up his leg since yesterday.") is not None


@pytest.mark.parametrize(("complaint", "where"), [
    ("52 y, breast cancer in her spine, back pain worse for 1 week, now legs weak n wobbly, wet herself twice today", "back"),
])
def test_a_cancer_named_by_its_organ_is_no_place_of_pain(complaint: str, where: str) -> None:
    reply = ask(row(complaint), "Are you in any pain? Where is it, and how bad?", FLUENT)
    assert f"It's my {where}" in reply and "breast" not in reply, reply


def test_a_toddlers_recession_is_no_pain_and_what_was_tried_the_carers_tried() -> None:
    croup = Case(case_id="croup", chief_complaint="barky cough since last night, noisy breathing even sitting still, ribs sucking "
                 "in, tried a steamy bathroom, 2 y", age=2, acuity=2)
    assert "ribs" not in ask(croup, "Does he seem to be in pain, and where does it seem to hurt?", FLUENT)
    said = ask(croup, "What's brought him in today?", FLUENT)
    assert "we tried a steamy bathroom" in said and "they tried" not in said, said


@pytest.mark.parametrize(("complaint", "said", "never"), [
    ("52 y, breast cancer in her spine, back pain worse for 1 week, now legs weak n wobbly, wet herself twice today",
     "I've wet myself twice today", "had wet"),
    ("seizer not stopping for 20 min, jerking all over, lips dusky", "been fitting for twenty minutes and it won't stop, "
     "she's been jerking all over", "isn't stopping"),
    ("5 mnth, throwing up green since this morning, crying n pulling up legs, mom says few wet diapers",
     "pulling up her legs and she's had only a few wet diapers", "got few"),
    ("Shivering, weak and cloudy urine", "I'm weak and I've got cloudy urine", "weak and cloudy urine."),
])
def test_desk_phrases_said_as_people_say_them(complaint: str, said: str, never: str) -> None:
    reply = opening(complaint)
    assert said in reply and never not in reply, reply


@pytest.mark.parametrize(("companion", "say"), [("granddaughter", "{pos} granddaughter"), ("niece", "{pos} niece")])
def test_grandchildren_nieces_and_nephews_are_kin(companion: str, say: str) -> None:
    from triagesim.clinical.speakers import relation_of
    relation = relation_of(companion)
    assert relation is not None and relation.say == say and relation.knows
