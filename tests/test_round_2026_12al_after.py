"""After the 2026-12al first looks (training data from then on) and the thirty-fifth independent read: the levels the sets'
misses taught (a bottle of tablets, a toddler from a pool, a caustic tablet with vomiting, a voice going hoarse after smoke
with the oxygen low, a delusion's threat to the children), the errands that are minor (stitches out, a dressing, a test
confirmed), the read's chart text in the patient's mouth, the facts the replies denied or invented (a neck that hurts, a
catheter that will not drain, an overdue tetanus jab), and the questions the nurse did not ask (why the tablets were
taken, a head hit in a faint)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import FLUENT, ask, case, concepts, episode, esi, final_level, opening, row  # noqa: E402

from triagesim.cases.models import Case  # noqa: E402
from triagesim.clinical.story import narrative_location, narrative_mechanism  # noqa: E402


@pytest.mark.parametrize("text, concept", [
    ("I took a bottle of tylenol after breakup", "overdose"),
    ("she fell into the backyard pool", "drowning"),
    ("dad pulled her out coughing", "drowning"),
    ("marble stuck in my right nostril", "nose_foreign_body"),
    ("I've been vomiting with high sugars", "hyperglycemia"),
    ("my sugar was 19.5", "hyperglycemia"),
    ("she has to cut the devil out of them", "homicidal"),
    ("my big toe is hot and swollen", "hot_joint"),
    ("Leg ulcer dressing over long weekend", "dressing"),
])
def test_what_the_sets_said_is_heard(text: str, concept: str) -> None:
    assert concept in concepts(text)


@pytest.mark.parametrize("text, never", [
    ("took a bottle of water", "overdose"),
    ("she found the empty blister strips", "rash"),
    ("she has to cut the devil out of them", "laceration"),
    ("both eyes red and gritty", "eye_foreign_body"),
    ("I've got a deep fryer oil burn to my forearm", "deep_wound"),
    ("I've got ear pain and a red swollen lump behind my right ear", "head_injury"),
    ("I've got a heart rhythm problem, atrial fibrillation", "palpitations"),
    ("sugar was 5.5", "hyperglycemia"),
])
def test_what_the_words_do_not_say_is_not_heard(text: str, never: str) -> None:
    assert never not in concepts(text)


@pytest.mark.parametrize("complaint, level", [
    ("17 yr took a bottle of tylenol after breakup, vomiting, looks scared", 2),
    ("bug bite on ankle swollen and itchy, no fever, no red streaks", 5),
    ("7 yr marble stuck in R nostril, breathing fine, looks happy", 4),
    ("Stitches out from a holiday injury", 5),
])
def test_terse_rows_the_set_taught(complaint: str, level: int) -> None:
    got, why = final_level(row(complaint), "esi")
    assert got == level, why


def test_a_toddler_pulled_from_a_pool_is_esi_2_and_a_girl() -> None:
    toddler = Case(case_id="x", chief_complaint="14 mth girl fell into backyard pool, dad pulled her out coughing, now sleepy, x 20 min",
                   acuity=2, vitals={"heartrate": 150, "resprate": 44, "o2sat": 93, "sbp": 88, "temperature": 97.5})
    assert toddler.apparent_sex == "F"
    artifact = episode(toddler, "esi")
    assert artifact["state"]["final_triage"] == 2
    assert "they" not in artifact["transcript"][1]["text"].split()


def test_a_toddler_who_chewed_a_dishwasher_tablet_and_vomits_is_esi_2() -> None:
    boy = case("x", 1.17, "M", "Chewed a dishwasher tablet",
               "A 14-month-old boy was found by the open dishwasher with a half-chewed tablet in his mouth ten minutes ago. His "
               "father says he has vomited twice and has been crying and dribbling ever since.", companion="father",
               vitals={"heartrate": 150})
    level, why = final_level(boy, "esi")
    assert level == 2, why
    said = ask(boy, "Do you know exactly what he took, how much of it, and roughly what time?")
    assert "drank" not in said and "alcohol" not in said and "chewed a dishwasher tablet" in said


def test_smoke_and_a_hoarse_voice_with_low_oxygen_is_ats_1() -> None:
    burnt = case("x", 55, "M", "Burns and hoarse voice after house fire",
                 "A 55-year-old man is brought in by fire crews after being dragged from a burning house. His eyebrows are singed, "
                 "there is soot in his nose and mouth, and his voice has turned hoarse and squeaky in the last few minutes. Raw, "
                 "peeling burns run from his face down over his chest and both arms.",
                 vitals={"heartrate": 134, "resprate": 30, "o2sat": 89, "sbp": 102}, pain=9)
    level, why = final_level(burnt, "ats")
    assert level == 1, why


def test_a_delusion_that_threatens_the_children_is_ats_2_and_told_without_a_wound() -> None:
    mother = case("x", 46, "F", "Believes her children are possessed",
                  "A 46-year-old woman is brought in by her brother a month after she stopped taking her olanzapine. Her brother says "
                  "she told him this morning that her two children are possessed and that she has to cut the devil out of them.",
                  companion="brother")
    artifact = episode(mother, "ats")
    assert artifact["state"]["final_triage"] == 2
    replies = [turn["text"] for turn in artifact["transcript"] if turn["speaker"] != "nurse"]
    assert not any("cut" in reply and "bleeding" in reply for reply in replies)
    assert any("her children" in reply for reply in replies)
    asked = [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == "nurse" and "who she wants to hurt" in turn["text"]]
    assert len(asked) == 1  # "I don't know of any weapon" from her brother is an answer, never asked again


def test_a_hot_oil_splash_is_how_it_happened() -> None:
    assert narrative_mechanism("A 53-year-old woman, who runs a fish-and-chip shop, had hot oil from the deep fryer splash over her "
                               "left forearm in the lunchtime rush.") == "Hot oil from the deep fryer splashed over my left forearm in the lunchtime rush"
    assert narrative_mechanism("He was riding his motorbike when a car pulled out and he was thrown over its bonnet.") \
        == "A car pulled out and I was thrown over its bonnet"


def test_a_neck_that_hurts_is_where_it_hurts_and_never_denied() -> None:
    story = ("A 29-year-old man was thrown from his motorbike at speed. The ambulance crew brought him in with his neck "
             "immobilised. He complains of neck pain and pain in his left side when he breathes.")
    assert narrative_location(story, "Thrown from motorbike") == "my neck"
    rider = case("x", 29, "M", "Thrown from motorbike", story, pain=6)
    assert "neck" in ask(rider, "Where is the pain?")
    assert not ask(rider, "Have you had any neck pain or stiffness?").startswith("No")


def test_a_catheter_that_will_not_drain_is_no_easy_peeing() -> None:
    man = case("x", 70, "M", "Catheter not draining and feeling hot", "His catheter bag has stayed empty since lunch.")
    assert "no problems peeing" not in ask(man, "Have you been able to pass urine since?")


def test_no_overdue_tetanus_jab_is_invented() -> None:
    cut = row("cut finger with a kitchen knife")
    for seed_question in ("When was your last tetanus jab?", "Do you know when you last had a tetanus injection?"):
        assert "long time" not in ask(cut, seed_question)


def test_tablets_with_no_time_are_hours_old() -> None:
    said = ask(row("took a bottle of tylenol after breakup"), "When did this start?", FLUENT)
    assert "days" not in said


def test_the_nurse_asks_why_the_tablets_were_taken_and_about_a_head_hit_in_a_faint() -> None:
    def asked(complaint: str) -> list[str]:
        return [turn["text"] for turn in episode(row(complaint), "esi")["transcript"] if turn["speaker"] == "nurse"]

    assert any("to hurt yourself" in line for line in asked("took a bottle of tylenol after breakup, vomiting"))
    assert any("hit your head" in line for line in asked("Syncope while standing in line"))
    assert not any("hit your head" in line for line in asked("fainted and fell, hit head on the floor"))


@pytest.mark.parametrize("complaint, said", [
    ("17 yr took a bottle of tylenol after breakup, vomiting, looks scared", "I took a bottle of tylenol after breakup and I've been vomiting."),
    ("MVC rear ended neck pain", "I crashed my car, I was rear-ended and I've got neck pain."),
    ("cough, breathing fine", "I've got a cough and my breathing is fine."),
    ("vomiting, eating fine", "I've been vomiting and I'm eating fine."),
    ("bug bite on ankle swollen and itchy, no fever, no red streaks",
     "I've got an insect bite on my ankle that's swollen and itchy and I haven't got any fever or red streaks."),
    ("crashed dirt bike, R collarbone bump, scrapes down whole R side, 16 yr",
     "I crashed on the dirt bike, I've got a lump on my right collarbone and grazes down my whole right side."),
    ("Stitches out from a holiday injury", "I'm here to have my stitches out from a holiday injury."),
    ("Being sick with high sugars", "I've been vomiting with high sugars."),
    ("Leg ulcer dressing over long weekend", "I need my leg ulcer dressing changed over the long weekend."),
    ("Wants a positive pregnancy test confirmed", "My pregnancy test was positive and I want my pregnancy confirmed."),
    ("Medical certificate after a cold", "I need a medical certificate after a cold."),
    ("Cold, pale, numb foot", "My foot is cold and pale and numb."),
    ("Hot, swollen big toe", "My big toe is hot and swollen."),
    ("out of town visiting family, lost inhaler, breathing fine, on albuterol",
     "I'm from out of town visiting family, I lost my inhaler, my breathing is fine and I'm on albuterol."),
    ("Shivery eight days after chemotherapy", "I've been feeling shivery, eight days after my chemotherapy."),
    ("Unable to pass urine since last night", "I haven't been able to pass urine since last night."),
    ("painful swollen lump beside anus, fever, cant sit, x 3 days",
     "I've got a painful swollen lump beside my back passage; I've got a fever and I can't sit, for three days."),
    ("Catheter not draining and feeling hot", "My catheter isn't draining and I'm feeling hot."),
    ("Pulled from backyard pool", "I was pulled from the backyard pool."),
    ("R eye pain halos vomiting", "I've got right eye pain, I'm seeing halos around lights and I've been vomiting."),
    ("Fall against a garden bed, sore ribs", "I fell against a garden bed and I've got sore ribs."),
    ("R THUMB SLAMMED IN CAR DOOR, SWOLLEN, BENDS OK, ON ASPIRIN",
     "My right thumb got slammed in the car door, it's swollen, I can bend it fine and I'm on aspirin."),
    ("Hot swollen knee and fever", "My knee is hot and swollen and I've got a fever."),
    ("Sudden worst headache at the gym", "I've got the worst headache of my life, which came on suddenly at the gym."),
    ("Drunk with split forehead, swearing", "I'm drunk and I've split my forehead."),
    ("Dull ache around the belly button", "I've got a dull ache around my belly button."),
    ("Words coming out jumbled", "My words are coming out jumbled."),
    ("Disclosed sexual assault at school", "I was sexually assaulted, and I told someone at school."),
    ("Legs weaker than usual with multiple sclerosis", "My legs are weaker than usual, and I've got multiple sclerosis."),
    ("L calf aching, walking ok, no swelling seen, on birth control pill",
     "My left calf is aching, I can walk okay, I haven't noticed any swelling and I'm on the birth control pill."),
    ("L calf swollen and sore after knee surgery 10 days ago, no chest pain, no SOB",
     "My left calf is swollen and sore after I had my knee surgery 10 days ago and I haven't got any chest pain or shortness of "
     "breath."),
])
def test_the_reads_chart_text_is_said_as_a_person_says_it(complaint: str, said: str) -> None:
    assert opening(complaint) == said


def test_a_story_finding_the_opening_said_is_not_said_again() -> None:
    ulcer = case("x", 69, "F", "Leg ulcer dressing over long weekend",
                 "A 69-year-old woman, who has had a slow-healing ulcer above her right ankle for months, needs her twice-weekly "
                 "dressing change. Her community nurse is away over the long weekend. The ulcer looks no worse, with no fever.")
    said = ask(ulcer, "What brings you in today?", FLUENT)
    assert said.count("dressing") == 1, said
    assert final_level(ulcer, "ats")[0] == 5


def test_an_af_history_is_no_racing_heart_today() -> None:
    warfarin = case("x", 64, "F", "Needs a blood test for warfarin level",
                    "A 64-year-old woman who takes warfarin for atrial fibrillation missed her anticoagulation clinic this week. "
                    "She has no bleeding from anywhere.")
    assert "ECG" not in final_level(warfarin, "esi")[1].split("Heard:")[0]


def test_a_lump_behind_the_ear_is_no_injury_told() -> None:
    child = case("x", 6, "M", "6 yr ear pain, red swollen lump behind R ear pushing it forward, x 3 days", "", companion="father")
    assert "how he did it" not in ask(child, "How did this happen?")


def test_a_mastoid_lump_and_sticky_eyes_and_a_packet_of_pills_keep_their_levels() -> None:
    assert esi("I took a packet of paracetamol") == 2
    assert esi("I've got sticky red eyes, both eyes red and gritty") >= 4


def test_a_strained_back_is_where_it_hurts_and_its_day_is_when() -> None:
    story = ("A 34-year-old man strained his lower back lifting a wardrobe on Saturday and has been off work for three days. "
             "The pain is slowly easing, he has normal feeling in his legs and he has had no trouble passing urine.")
    assert narrative_location(story, "Needs a sick note for back strain") == "my lower back"
    back = case("x", 34, "M", "Needs a sick note for back strain", story, pain=3)
    assert "started on Saturday" in ask(back, "When did this start?", FLUENT)
    disclosed = case("x", 14, "F", "Disclosed sexual assault at school",
                     "A 14-year-old girl told the school nurse this morning that an older boy forced her to have sex at a party on "
                     "Saturday night. The school nurse says she has been crying in the sick bay for two hours.", companion="school nurse")
    said = ask(disclosed, "What's brought her in today?", FLUENT)
    assert "sexually assaulted" in said and "on Saturday night" in said and "two hours" not in said, said


def test_insects_seen_on_a_wall_are_no_sting() -> None:
    assert "insect_bite" not in concepts("now he is tremulous, sweating and picking at insects he sees on the wall")
    assert "cold" not in concepts("he took a cold and flu remedy yesterday")
    assert "urinary_retention" in concepts("I haven't been able to pass water since last night")


def test_a_neighbours_diabetes_is_not_the_boys() -> None:
    from triagesim.clinical.background import background_of

    assert background_of("His father says a neighbour with diabetes checked his finger and the meter read 'HI'.").past_medical_history is None
    assert background_of("A man with diabetes has foot pain.").past_medical_history == ["diabetes"]


def test_a_cut_told_deep_and_gaping_is_not_told_again_as_a_cut() -> None:
    arm = case("x", 29, "M", "Arm through a glass shower screen",
               "A 29-year-old man put his arm through a glass shower screen at home an hour ago. There is a gaping cut across "
               "the back of his forearm, about the length of a finger, which bled through two towels before firm pressure stopped it.")
    said = ask(arm, "Has anything else been bothering you along with this, like a fever, feeling sick, trouble breathing, dizziness "
                    "or any bleeding?", FLUENT)
    assert "I've got a cut" not in said, said


def test_a_manner_the_desk_saw_is_not_said() -> None:
    assert "wired" not in opening("not slept in 5 days, talking fast, maxed out credit cards, looks wired")


def test_a_gaping_shin_cut_is_closed_and_one_down_to_white_tissue_is_filmed_too() -> None:
    gaping = case("x", 77, "M", "lac L shin", "His shin struck the edge of a car door this morning: a 4 cm gaping cut, bleeding "
                  "controlled under a dressing.", vitals={"heartrate": 72, "sbp": 146, "resprate": 16, "o2sat": 97, "temperature": 97.9})
    assert final_level(gaping, "esi")[0] == 4
    assert final_level(row("slipped on wet dock, gash to R shin down to white tissue, 8 cm"), "esi")[0] == 3
