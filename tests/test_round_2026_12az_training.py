"""Training on the 2026-12az sets (after their one measurement) and the forty-ninth read: an age spelt out before the sex's
letter ("fifty nine m") is the age and the sex, never said aloud; a chest pressure in the middle of the chest; a fistula or a
graft with no buzz; someone seen out cold for a moment; a drink drooled from a drooping mouth; a positive home test to confirm;
a foot pointing out; a girl curled up on a trolley; a response only to a pinch; deep heavy breaths; crusty sores; blood
coughed up by the cupful; a spider or a rent one fell behind with; the spots that don't fade said yes when told twice;
immunisations behind, or unknown to someone met by chance; a narrowed valve and prostate trouble as a background; a denial
of blood thinners and a tetanus told are not asked again; and desk fragments said as people say them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, opening  # noqa: E402
from triagesim.agents.offline.abbreviations import patient_complaint  # noqa: E402
from triagesim.cases import Case, Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age, sex_letter_first  # noqa: E402
from triagesim.clinical.sexes import apparent_sex  # noqa: E402
from triagesim.clinical.story import narrative_immunisations, narrative_mechanism  # noqa: E402

_CALM = Vitals(temperature=98.4, heartrate=80, resprate=14, o2sat=99, sbp=124, dbp=78)


def _turns(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


def _row(complaint: str, acuity: int = 3, vitals: Vitals = _CALM) -> Case:
    return Case(case_id="row", chief_complaint=complaint, acuity=acuity, vitals=vitals)


def test_an_age_spelt_before_the_sex_letter_is_the_age_and_the_sex() -> None:
    assert sex_letter_first("wrist sore, sixty one f, fell on ice") == "wrist sore, f 61, fell on ice"
    assert sex_letter_first("seven weeks m, not feeding") == "m 7 weeks, not feeding"
    assert sex_letter_first("fell nine m off a roof") == "fell nine m off a roof"  # metres, inside a clause, stay
    for complaint, age, sex in (("sixty one f, wrist sore after a fall on ice", 61.0, "F"),
                                ("cough and fever, seventy three m", 73.0, "M"),
                                ("three weeks f, not feeding", 3 / 52, "F"),
                                ("fourteen months m, fever", 14 / 12, "M")):
        assert apparent_age(complaint) is not None and abs(apparent_age(complaint) - age) < 0.05, complaint
        assert apparent_sex(complaint) == sex, complaint
    said = opening("sixty one f, wrist sore after a fall on ice")
    assert "sixty" not in said and " f" not in said.lower().replace("fall", "").replace("after", ""), said


def test_a_baby_typed_with_a_spelt_age_is_spoken_for() -> None:
    baby = _row("three weeks f, fever since this morning, feeding less", acuity=2,
                vitals=Vitals(temperature=100.9, heartrate=172, resprate=48, o2sat=98))
    artifact = episode(baby, "esi")
    assert artifact["transcript"][1]["speaker"] == "companion", artifact["transcript"][1]
    assert "finger" not in artifact["transcript"][0]["text"] or "her finger" in artifact["transcript"][0]["text"]


def test_findings_heard_by_meaning() -> None:
    assert "chest_pain" in concepts("a heavy pressure in the middle of my chest since I shovelled the snow")
    assert "access_failed" in concepts("there's no buzz in his arm graft since this morning")
    assert "access_failed" in concepts("lost the thrill in her left arm fistula")
    assert "syncope" in concepts("the coach saw him out cold briefly") and "unresponsive" not in concepts("the coach saw him out cold briefly")
    assert "unresponsive" in concepts("found him out cold on the floor")
    assert not {"airway", "drooling"} & concepts("her face droops and she is drooling her tea")
    assert "airway" in concepts("drooling and can't swallow")
    assert "deformity" in concepts("the foot is pointing out after the fall")
    assert "severe_descriptor" in concepts("she is pale and curled up on the trolley")
    assert "unresponsive" in concepts("he does not answer questions and only groans when his hand is squeezed")
    assert "unresponsive" in concepts("she only pulls her arm away when the nurse pinches the back of her hand")
    assert "sob" in concepts("she keeps taking big heavy breaths") and "sob" not in concepts("take a few deep breaths for me")
    assert "rash" in concepts("crusty sores around her mouth") and "hemoptysis" in concepts("coughing up mugfuls of blood")
    assert not {"fall", "trauma"} & concepts("she fell behind with the rent")


def test_a_positive_home_test_to_confirm_is_an_errand_but_a_bleed_beside_it_is_a_pregnancy() -> None:
    level, why = final_level(_row("twenty two f, home test positive yesterday, no pain, no bleeding, wants it confirmed", 5), "esi")
    assert level == 5, why
    level, why = final_level(_row("positive home pregnancy test, heavy bleeding and cramping, thirty f", 3), "esi")
    assert level <= 3 and "pregnancy" in why, why
    said = opening("home test positive yesterday, no pain or bleeding, no doctor yet, wants it confirmed")
    assert "I haven't seen a doctor yet" in said and "any doctor" not in said, said


def test_heavy_haemoptysis_with_a_fast_pulse_is_ats_2() -> None:
    cough = case("cupfuls", 70, "M", "Coughing up cupfuls of blood",
                 "A 70-year-old man with lung cancer has been coughing up bright red blood for an hour. He is breathless but alert. "
                 "His heart rate is 116, respiratory rate 26 and SpO2 93 %.",
                 vitals=Vitals(heartrate=116, resprate=26, o2sat=93), ats_category=2)
    assert final_level(cough, "ats")[0] == 2


def test_a_pain_that_struck_and_a_pump_that_came_off_are_no_mechanism() -> None:
    assert narrative_mechanism("An 80-year-old man was struck by a sudden, severe pain in his belly after lunch.") is None
    assert narrative_mechanism("Her mother says the insulin pump came off at some stage last night.") is None
    assert narrative_mechanism("He was struck by a car while crossing the road.") is not None


def test_the_jabs_as_the_story_or_the_companion_knows_them() -> None:
    assert narrative_immunisations("A 2-year-old boy whose vaccinations are behind has a fever.") == "No, I'm a bit behind with my vaccinations"
    stranger = case("club", 6, "F", "Fell and won't walk",
                    "A 6-year-old girl is brought in by her swimming coach after she fell on the pool deck and now will not walk. "
                    "Her vital signs are within normal limits.", companion="swimming coach", acuity=4)
    reply = ask(stranger, "Is she up to date with her immunisations?")
    assert "up to date" not in reply and "don't know" in reply, reply


def test_what_was_told_or_denied_is_not_asked_again() -> None:
    nurse = _turns(episode(_row("seventy eight f, tripped and cut her shin on a step, 3 cm cut, not on blood thinners", 4), "esi"), "nurse")
    assert not any("blood thinners" in line for line in nurse), nurse
    told = _row("thirty five f, cut her shin on a dishwasher door, bleeding stopped, tetanus up to date", 4)
    assert not any("tetanus" in line for line in _turns(episode(told, "esi"), "nurse"))
    booster = _row("wants a tetanus booster after a scratch from rusty wire in the garden", 5)
    assert any("tetanus" in line.lower() and "last" in line for line in _turns(episode(booster, "esi"), "nurse"))


def test_background_told_in_plain_words() -> None:
    valve = case("valve", 80, "F", "Blacked out on a hill, known narrow heart valve",
                 "An 80-year-old woman with a narrowed heart valve blacked out walking up a hill. Her son says she is alert now. Her "
                 "heart rate is 54 and blood pressure 98/60.", vitals=Vitals(heartrate=54, sbp=98, dbp=60), companion="son",
                 ats_category=2)
    said = " ".join(_turns(episode(valve, "ats"), "companion"))
    assert "narrowed heart valve" in said and "Nothing major" not in said, said
    assert "enlarged prostate" in " ".join(_turns(episode(_row("can't pee since last night, prostate trouble, seventy m"), "esi"),
                                                  "patient"))


def test_desk_fragments_said_as_people_say_them() -> None:
    said = opening("twenty six f, hands tingling and chest tight after an argument, then felt she was dying, back again, "
                   "second time this week")
    assert "my hands have gone all tingly" in said.lower() and "my chest is tight" in said and "I felt I was dying" in said, said
    assert "I'm back again" in said and "it's the second time this week" in said, said
    said = opening("fell off a scooter onto his arm, holds the arm close, wants an xray")
    assert "I'm holding my arm close" in said and "an X-ray" in said, said
    assert "I can only pass a dribble" in opening("cant pee since this morning, then dribbles only")
    assert patient_complaint("race medics put ice packs on him") == ["the first-aid team at the race put ice packs on me"]
    assert patient_complaint("asks the same question over and over") == ["I keep asking the same question over and over"]
    assert "ankles" in opening("bites on both ancles")
    assert "with big heavy breaths" in opening("found drowsy with deep breathing")


def test_the_town_a_story_is_set_in_is_not_said() -> None:
    from triagesim.clinical.story import own_pronouns
    assert own_pronouns("he was bitten on his face by the family's cattle dog in Wagga when he hugged it") == \
        "I was bitten on my face by our cattle dog when I hugged it"
    assert own_pronouns("she ran into a table at her Bega preschool") == "I ran into a table at my preschool"
    assert own_pronouns("she fell on Monday in the Royal Hospital car park") == "I fell on Monday in the Royal Hospital car park"


def test_what_was_told_of_chemotherapy_or_an_old_operation_is_not_asked_again() -> None:
    assert "chemo_when_told" in concepts("she's on chemotherapy and the last one was five days ago")
    assert "belly_surgery" in concepts("I had bowel surgery in the past") and "belly_surgery" in concepts("had her appendix out")
    assert "urinary_retention" not in concepts("I have not passed any wind since") and "bowel_obstruction" in concepts(
        "I have not passed any wind since")
    blocked = _row("belly swollen and cramping since yesterday, then vomiting green, no gas or stool since, had bowel surgery in "
                   "the past, seventy f", 3)
    nurse = _turns(episode(blocked, "esi"), "nurse")
    assert not any("operation on your tummy" in line or "operations on your tummy" in line for line in nurse), nurse
    assert not any("numbness between your legs" in line for line in nurse), nurse


def test_swallowing_that_hurts_is_told_and_not_denied() -> None:
    tooth = case("tooth", 40, "M", "Face swelling from a bad tooth",
                 "A 40-year-old man has had toothache for five days and since yesterday his jaw has swollen. He can open his mouth only "
                 "two finger-widths and swallowing hurts, but he is managing his saliva. His temperature is 38.2 °C.",
                 vitals=Vitals(temperature=100.8), acuity=3)
    said = " ".join(_turns(episode(tooth, "esi"), "patient"))
    assert "hurts when I swallow" in said and "no trouble swallowing" not in said.lower() and "spitting" not in said, said


def test_more_desk_fragments_said_as_people_say_them() -> None:
    said = opening("woke with a moth in the left ear, loud buzzing, then poured oil in, still moving")
    assert "I can hear a loud buzzing" in said and "I poured oil in" in said and "it's still moving" in said, said
    assert opening("Booked dressing change for a leg ulcer") == "I'm booked in to have my dressing changed for a leg ulcer."
    said = opening("lump on the lower back 3 days, then started oozing a little yday")
    assert "it started oozing" in said and "when I was" not in said, said
    assert opening("Muddled and sleepy").startswith("I'm muddled")
    assert "I'm drowsy but I can answer questions" in opening("took 20 of her sleeping tablets, drowsy but answers")
    assert ask(_row("swallowed approx 20 of her sertraline after an argument, fifty f"),
               "What exactly did you take, how much, and when?").startswith("I took about 20 of my sertraline")
    said = opening("Fever while on treatment for lymphoma")
    assert "I've got a fever, and I'm having treatment for" in said and "while on" not in said, said


def test_a_headache_is_in_the_head_and_a_faint_lasted_its_minute() -> None:
    from triagesim.clinical.story import narrative_location, narrative_onset
    assert narrative_location("She stopped her tablets because they made her ankles swell. She has a mild headache.",
                              "High reading on her home machine with a mild headache") == "my head"
    assert narrative_onset("He blacked out at the bowls club and was down for about a minute.") is None


def test_words_a_story_or_a_desk_uses_heard_by_meaning() -> None:
    assert "suicide_plan" in concepts("I said I would jump off the overpass")
    assert "confusion" in concepts("I keep asking where I am")
    assert "hives" not in concepts("long red welts and a loop-shaped bruise across her back from a belt")
    assert "hives" in concepts("raised itchy welts over her trunk")
    assert not {"rib_injury"} & concepts("he fainted halfway through a tattoo session over his ribs")
    assert "swollen_elbow" in concepts("his elbow is swollen") and "vaginal_bleeding" in concepts("bleeding like a period since yesterday")
    assert "swallowing" in concepts("barely swallowing water since yesterday")
    assert "ulcer" in concepts("I've got a sore under my toe that won't heal")


def test_a_childs_swollen_elbow_after_a_fall_is_filmed_and_seen_by_the_bone_team() -> None:
    level, why = final_level(_row("eight m, fell off the monkey bars onto an outstretched arm, elbow swollen, fingers pink", 3), "esi")
    assert level == 3 and "specialty consultation" in why, why


def test_a_stent_put_in_is_a_background() -> None:
    from triagesim.clinical.background import background_of
    assert background_of("A 70-year-old man who had a stent put in after a heart attack has chest pain.").past_medical_history == \
        ["heart stents"]


def test_the_last_desk_fragments_of_the_round() -> None:
    said = opening("right eyelid swollen shut since yday, red and warm, moves the eye without pain")
    assert "I can move my eye without it hurting" in said and "moves the eye" not in said, said
    assert "the swelling has spread past my wrist now" in opening("snake bit his hand 1 hour ago, swelling past the wrist now")
    assert opening("Gored in the thigh by a wild pig, bleeding heavily").startswith("I was gored in the thigh")
    assert opening("Black tarry motions and faint").endswith("and I feel faint.")
    assert "gi_bleed" in concepts("I've got black tarry motions and I feel faint") and "dizzy" in concepts("and I feel faint")
