"""ATS by meaning (round 2026-12j, training; the vignettes here are our own paraphrases, not the set's rows):
an airway closing after smoke, a trauma patient who responds to pain only, violence in progress, a blocked
tracheostomy, renal colic that will not let the patient keep still, a pierced eye, blood inside the eye after a
blow, symptoms after a dive, severe belly pain in an older patient, a possible twisted ovary, a drunk teenager who
cannot stand, a young man's non-cardiac chest pain, a passive wish to die, and crampy bleeding in a known
pregnancy that is no ectopic."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import case, concepts, final_level  # noqa: E402


@pytest.mark.parametrize("sentence, concept", [
    ("Each time she breathes in there is a harsh high-pitched sound.", "stridor"),
    ("She makes gurgling, snoring breaths on the stretcher.", "airway"),
    ("He only moans and pulls away when the paramedic squeezes his shoulder.", "unresponsive"),
    ("He keeps shouting threats to kill anyone who comes near him.", "dangerous_violence"),
    ("On the way in he kicked a security guard.", "dangerous_violence"),
    ("Her tracheostomy got plugged with thick mucus and suction would not clear it.", "airway_blocked"),
    ("No air is moving through his tracheostomy.", "airway_blocked"),
    ("The pupil has a tear-drop shape, pointing to a small cut in the iris.", "penetrating_eye"),
    ("There is a thin line of blood at the bottom of the iris.", "hyphaema"),
    ("He shot up to the surface too fast after his regulator failed.", "decompression"),
    ("She began to ache after diving on the reef this morning.", "decompression"),
    ("In that eye he can only see hand movements.", "vision_loss"),
    ("He cannot sit still with the pain in his side.", "severe_descriptor"),
    ("She says she wouldn't mind if she didn't wake up tomorrow.", "suicidal"),
])
def test_a_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("He is pacing the corridor, unable to stand still.", {"cant_bear_weight"}),
    ("He withdraws when the nurse presses on the nail bed.", {"withdrawal"}),
    ("The baby has deep chest-wall recession.", {"deep_wound"}),
    ("They dived to 25 metres on the wreck.", {"high_risk_mechanism"}),
    ("Halfway through the dive she ran out of air.", {"refill"}),
    ("He says he wouldn't mind not waking up.", {"unresponsive"}),
    ("The toddler is choking on a grape right now.", {"inhaled_object"}),
    ("He can only count fingers with that eye.", {"limb_injury"}),
])
def test_what_is_no_such_finding(sentence, absent):
    assert not (concepts(sentence) & absent), (sentence, concepts(sentence))



@pytest.mark.parametrize("case, level", [
    (case("smoke", 44, "F", "smoke inhalation",
           "A 44-year-old woman was carried out of a burning flat by firefighters. There is soot in her nostrils and "
           "her eyebrows are singed. Since the ambulance left her voice has gone croaky, and now there is a harsh "
           "high-pitched noise every time she breathes in."), 1),
    (case("roof", 27, "M", "fall from a roof",
           "A 27-year-old roofer fell about four storeys onto concrete. He has gurgling breaths with blood in his "
           "mouth, and he only moans and flinches when the nurse squeezes his trapezius."), 1),
    (case("riot", 29, "M", "violent, police escort",
           "A 29-year-old man arrives handcuffed between two police officers. He is screaming threats to kill anyone "
           "who comes near him and has already headbutted an officer in the van."), 1),
    (case("trach", 11, "F", "tracheostomy trouble",
           "An 11-year-old girl with a long-term tracheostomy is brought in by her mother. Her tube got plugged with "
           "thick secretions on the bus and suction could not clear it. She is struggling to breathe and her lips "
           "are dusky; no air can be felt coming through the tube."), 1),
])
def test_an_immediate_threat_is_ats_1(case, level):
    got, why = final_level(case)
    assert got == level, why


@pytest.mark.parametrize("case, level, said", [
    (case("colic", 41, "M", "loin pain",
           "A 41-year-old man cannot keep still, walking up and down and clutching his right side. The pain came in "
           "waves an hour ago, shoots to his groin and has made him vomit. He rates it 10/10.", pain=10), 2, "10/10"),
    (case("chisel", 45, "M", "eye injury",
           "A 45-year-old man was striking a steel pin with a hammer when something hit his right eye. He can only "
           "count fingers with it, and the nurse sees a tear-drop shaped pupil with a tiny wound on the iris.", pain=5),
     2, "penetrating eye"),
    (case("dive", 42, "M", "sore after diving",
           "A 42-year-old man surfaced too fast from a 25-metre dive when his regulator failed. Two hours later his "
           "elbows ache deeply and his hands tingle. Vital signs are within normal limits."), 2, "decompression"),
    (case("mesenteric", 78, "F", "belly pain",
           "A 78-year-old woman with atrial fibrillation has had sudden severe pain around her navel for three hours. "
           "She is restless and rates it 9/10, though her belly is soft. Heart rate 104 and irregular.", pain=9,
           vitals={"heartrate": 104, "sbp": 150, "dbp": 86}), 2, "older patient with severe abdominal pain"),
    (case("torsion", 17, "F", "sudden pelvic pain",
           "A 17-year-old girl woke in the night with sudden severe pain low in her left pelvis and has vomited three "
           "times since. She is lying very still and rates the pain 9/10. Her period was ten days ago.", pain=9),
     2, "ovarian torsion"),
])
def test_an_emergency_is_ats_2(case, level, said):
    got, why = final_level(case)
    assert got == level and said in why, why


@pytest.mark.parametrize("case, level, said", [
    (case("squash", 34, "M", "ball in the eye",
           "A 34-year-old man was hit in the left eye by a tennis ball an hour ago. His vision is a little blurred "
           "and the nurse sees a thin layer of blood at the bottom of the iris. He rates the ache 4/10.", pain=4),
     3, "hyphaema"),
    (case("party", 15, "M", "drunk",
           "A 15-year-old boy is brought in by a friend's mother after drinking most of a bottle of rum at a party. He "
           "has been vomiting, cannot stand without help and slurs, but he answers questions."), 3, "intoxicated"),
    (case("ptx", 22, "M", "sharp chest pain",
           "A 22-year-old tall, thin man has a sudden sharp pain in the right side of his chest that began while he "
           "was reading. He is a little short of breath on walking but speaks in full sentences. Heart rate 92, "
           "SpO2 97 %.", vitals={"heartrate": 92, "o2sat": 97, "resprate": 18}), 3, "non-cardiac"),
    (case("bereaved", 81, "F", "low mood, not eating",
           "An 81-year-old woman is brought in by her son because since her husband died she has hardly eaten. She "
           "sits quietly and says she 'wouldn't mind not waking up', but denies any plan to harm herself. Vital "
           "signs are within normal limits."), 3, "risk of harm"),
    (case("miscarriage", 29, "F", "bleeding in pregnancy",
           "A 29-year-old woman who is 10 weeks pregnant has had bleeding with small clots since the morning and "
           "crampy low belly pain she rates 5/10. A scan last week showed the pregnancy in the womb. Heart rate 84, "
           "blood pressure 120/76.", pain=5, vitals={"heartrate": 84, "sbp": 120, "dbp": 76}), 3, ""),
])
def test_an_urgent_presentation_is_ats_3(case, level, said):
    got, why = final_level(case)
    assert got == level and said in why, why


@pytest.mark.parametrize("sentence, concept", [
    ("Her uncle says she was lifted up by her arms and has not used the arm since.", "pulled_elbow"),
    ("A cockroach is lodged in her right ear.", "ear_foreign_body"),
])
def test_a_minor_presentation_is_named(sentence, concept):
    assert concept in concepts(sentence), (sentence, concepts(sentence))
