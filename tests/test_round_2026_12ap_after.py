"""Training on the 2026-12ap sets (figures on these sets are training figures from here on): the terse writer's age spelt
out in words and the desk's words around a fragment ("new", "severe", "but", "otherwise", "still"), said as speech; what
the sets showed the engine did not hear (a bleed brought up, a shoulder out, insulin saved up, a low meter reading, a
swelling weeks after an operation, a faint in a race), and what it heard that was not there (a dental nurse's toothache, a
plasma donor's needle, rib pain under shingles)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, opening  # noqa: E402

from triagesim.cases.models import Case, Vitals  # noqa: E402
from triagesim.clinical.ages import apparent_age  # noqa: E402

NORMAL = Vitals(heartrate=88, sbp=130, dbp=80, resprate=16, o2sat=98, temperature=98.4)
OTHER = "Any other symptoms: fever, nausea, shortness of breath, dizziness or bleeding?"


@pytest.mark.parametrize("complaint, years", [
    ("severe vomiting bright red blood, cirrhosis, sixty one years, clammy", 61.0),
    ("new epigastric pain through to back, sixty eight years, heavy drinker", 68.0),
    ("bad pinch of L finger in a drawer, ten months, tip purple", 10 / 12),
    ("throws up every feed like a rocket, five weeks, hungry after", 5 / 52),
    ("cough, 3 wks", None),  # a duration in digits stays a duration
    ("cough for two weeks", None),
])
def test_an_age_spelt_out_in_words_is_the_patients_age(complaint: str, years: float | None) -> None:
    """"Sixty one years" was read as a baby of one, whose pulse of 132 and pressure of 74 were then normal."""
    found = apparent_age(complaint)
    assert (found is None) if years is None else found == pytest.approx(years, abs=0.01)


def test_a_bleed_in_shock_typed_with_the_age_in_words_is_resuscitation() -> None:
    bleed = Case(case_id="varices", chief_complaint="severe vomiting bright red blood, cirrhosis, sixty one years, clammy", sex="M",
                 acuity=1, vitals=Vitals(heartrate=132, sbp=74, dbp=40, resprate=24, o2sat=95, temperature=97.5))
    assert final_level(bleed, "esi")[0] == 1
    assert "sixty one years" not in opening(bleed.chief_complaint)


@pytest.mark.parametrize("complaint, said", [
    ("worn out, pale, otherwise no pain", "I'm worn out, pale and I haven't got any pain."),
    ("head bump in the garden, on warfarin, but no LOC", "I've got a lump on my head in the garden, I'm on warfarin and I didn't pass out."),
    ("low back pain, cant pee since morning, otherwise fit", "I've got lower back pain, I haven't been able to pee since morning and I'm normally fit."),
    ("new swollen L calf, knee scope 2 weeks ago", "My left calf has started swelling up and I had a knee scope 2 weeks ago."),
    ("severe vomiting bright red blood, cirrhosis", "I've been vomiting a lot of bright red blood and I've got cirrhosis."),
    ("bad crush R hand in a dough mixer", "I crushed my right hand badly in a dough mixer."),
    ("shoulder out on a kayak paddle, R side, third time",
     "My shoulder came out on a kayak paddle, it's my right side and it's the third time this has happened."),
    ("knee buckled on the front steps, but no head knock", "My knee buckled on the front steps and I didn't hit my head."),
    ("lives alone, still has them", "I live alone and I still have them."),
    ("new script, out of losartan, headache free", "I need a new prescription, I've run out of losartan and I haven't had a headache."),
    ("mild dizziness, metoprolol taken twice by mistake, pill box mix up",
     "I've got mild dizziness, I took my metoprolol twice by mistake and I got my pill box wrong."),
    ("car door opened into his bike, R elbow and hip scraped raw",
     "I was knocked off my bike when a car door opened into it and I've scraped my right elbow and hip raw."),
    ("dizzy and fell twice, watch says HR 31", "I'm dizzy and fell twice and my pulse on my watch was very slow."),
    ("confusion since yesterday, daughter says sharp last week, but no fall",
     "I'm her daughter, she's had confusion since yesterday, she was sharp last week and she hasn't fallen."),
])
def test_the_desk_words_around_a_fragment_are_said_as_speech(complaint: str, said: str) -> None:
    """"I'm new swollen left calf", "my but fingers are fine", "it's otherwise", "I've got crush right hand", "my headache is
    free", "she fell at the no" (a fall invented from "no fall"), "I had a fit" from "otherwise fit"."""
    assert opening(complaint) == said


@pytest.mark.parametrize("text, heard", [
    ("I've been vomiting a lot of bright red blood", "gi_bleed"),
    ("my shoulder came out on a kayak paddle", "deformity"),
    ("I've been saving up my insulin pens to take them all at once", "suicide_plan"),
    ("my sugar was 52 on my meter", "hypoglycemia"),
    ("my left calf has started swelling up", "leg_swelling"),
    ("I had a knee scope 2 weeks ago", "post_op"),
    ("the tip of my finger droops", "deformity"),
    ("the ring is tight", "ring_stuck"),
    ("I fainted during a swimming race", "exertional"),
    ("he remembers feeling his heart race just before", "palpitations"),
    ("she has had strange ideas since the birth", "postpartum"),
    ("she insists the baby has been swapped for another child", "psychosis"),
    ("my garden fork went through my boot", "puncture_wound"),
    ("spilling hot oil down both legs", "major_burn"),
])
def test_what_the_sets_showed_is_heard(text: str, heard: str) -> None:
    assert heard in concepts(text)


@pytest.mark.parametrize("text, not_heard", [
    ("my sugar was 21.8 mmol when it was checked", "hypoglycemia"),
    ("a dental nurse in Warragul woke with a red eye", "dental"),
    ("she fainted after feeling hot and sick as the needle went in", "needlestick"),
    ("I need my wound checked after an abscess was drained", "abscess"),
    ("a band of blisters on my right ribs and nowhere near the eye", "rib_injury"),
    ("a band of blisters on my right ribs and nowhere near the eye", "eye"),
])
def test_what_was_not_there_is_not_heard(text: str, not_heard: str) -> None:
    assert not_heard not in concepts(text)


@pytest.mark.parametrize("complaint, level", [
    ("band of blisters R ribs, but nowhere near the eye", 5),
    ("new swollen L calf, knee scope 2 weeks ago, walking ok", 3),
    ("mild swelling R index, tip droops", 4),
    ("new swelling L ring finger, wasp sting, ring tight, finger pink", 4),
    ("low mood since wife died, sixty years, saving insulin pens to take all at once, lives alone, still has them", 2),
])
def test_the_sets_rows_reach_their_level(complaint: str, level: int) -> None:
    row = Case(case_id="x", chief_complaint=complaint, sex="M", pain=3, acuity=level, vitals=NORMAL)
    assert final_level(row, "esi")[0] == level


def test_an_infants_age_in_words_judges_her_pulse_by_her_age() -> None:
    """A ten-month-old's pulse of 134 and breathing of 32 were judged as an adult's: ESI 2 for a pinched finger."""
    pinch = Case(case_id="pinch", chief_complaint="bad pinch of L finger in a drawer, ten months, tip purple", sex="F", acuity=4,
                 vitals=Vitals(heartrate=134, resprate=32, o2sat=99, sbp=None, temperature=None))
    assert final_level(pinch, "esi")[0] == 4


def test_a_post_partum_delusion_is_told_as_it_is_and_is_emergent() -> None:
    """"She's been hearing voices" was said of a mother sure her baby had been swapped, and she was sent to wait."""
    mother = case("pp", 26, "F", "Not sleeping and strange ideas since the birth",
                  "A 26-year-old woman gave birth to her first baby sixteen days ago. Her sister says she has barely slept for four "
                  "nights and now insists the baby has been swapped for another child.", companion="sister")
    reply = ask(mother, "Have you noticed anything else wrong with her?")
    assert "voices" not in reply and "swapped" in reply, reply
    assert final_level(mother, "esi")[0] == 2


def test_coffee_ground_vomit_is_never_blood_in_the_poo() -> None:
    woman = case("cg", 59, "F", "Vomiting dark material",
                 "A 59-year-old woman who takes naproxen for her knees has vomited dark brown material like coffee grounds twice "
                 "since dinner.")
    reply = ask(woman, OTHER)
    assert "poo" not in reply, reply


@pytest.mark.parametrize("complaint, said", [
    ("Newborn vomiting green", "I've been vomiting green."),
    ("Teenager punching walls, held down by staff", "I've been punching walls and I was held down by staff."),
    ("Toddler pulled from a farm dam", "I was pulled from a farm dam."),
    ("Feels like a fish bone in the throat", "It feels like there's a fish bone stuck in my throat."),
    ("Need a sick note for work", "I need a sick note for work."),
    ("Hot oil over both legs at work", "I got hot oil all over both my legs at work."),
    ("Chest pain then grey and faint at the shearing shed", "I had chest pain, then I went grey and faint at the shearing shed."),
    ("Bleeding and a hard, painful belly late in pregnancy",
     "I've been bleeding and my belly is hard and painful, and I'm late in my pregnancy."),
    ("High reading on my new blood pressure machine", "I got a high reading on my new blood pressure machine at home."),
    ("Drinking and talking about not wanting to wake up", "I've been drinking and talking about how I don't want to wake up."),
    ("Not sleeping and strange ideas since the birth", "I haven't been sleeping and I've had strange ideas since the birth."),
])
def test_the_ats_headlines_are_said_as_speech(complaint: str, said: str) -> None:
    """"He's got teenager punching walls", "I'm high and reading on my new blood pressure machine", "talking about not and I
    want to wake up", "I'm hard, and I'm pregnant and my painful belly is late" (the thirty-ninth read, D)."""
    assert opening(complaint) == said


def test_the_reads_contradictions_follow_the_story() -> None:
    """The thirty-ninth read, A: a burn kept under running water said "not under the tap yet", a hip that hurts after no
    fall said to be "an injury", a cut running towards the ear said as earache, words that cannot be found said as a weak
    side, the triage's own glucose told by the driver, a delusion about the television said as voices."""
    burn = case("burn", 34, "M", "Burnt my arm lighting the barbecue",
                "A 34-year-old man squirted lighter fluid onto a barbecue that was already lit, and the flame flared up his right "
                "forearm. He rates the pain 7/10 and keeps the arm under cool running water.", pain=7)
    assert "not" not in ask(burn, "Have you run it under cold water?").split(".")[0]
    hip = case("hip", 6, "M", "Hot and will not walk on his leg",
               "A 6-year-old boy woke with a fever and will not put weight on his left leg, and he cries when his hip is moved. He "
               "had a cold last week and has had no fall.", companion="dad")
    assert "injury" not in ask(hip, OTHER).replace("no injury", "")
    bite = case("bite", 5, "F", "Dog bite to the cheek",
                "A 5-year-old girl was bitten on the cheek by a dog. A gaping cut runs from the corner of her mouth towards her ear.",
                companion="mum")
    assert "earache" not in ask(bite, OTHER)
    sugar = case("hypo", 79, "F", "Found sweaty and muddled at her front door",
                 "A 79-year-old woman who takes gliclazide was found at her front door, sweaty, shaky and unable to find her words. "
                 "Her bedside glucose reads 2.4 mmol/L.", companion="meals on wheels driver")
    reply = ask(sugar, OTHER)
    assert "one side" not in reply and "2.4" not in reply and "words" in reply, reply
    tv = case("tv", 31, "F", "Believes the television is sending her messages",
              "A 31-year-old woman stopped her monthly injection. Her support worker says she has stopped eating because she "
              "believes the food is poisoned and that the television is sending her messages.", companion="support worker")
    assert "voices" not in ask(tv, OTHER)


def test_a_place_beside_a_landmark_and_a_cut_in_the_story_are_said_plainly() -> None:
    stab = case("stab", 23, "M", "Stabbed in the chest", "A 23-year-old man has a single stab wound below the left nipple.")
    assert ask(stab, "Where is the pain?").startswith("It's below my left nipple")
    found = case("found", 9, "F", "Child found wandering alone at night",
                 "A 9-year-old girl was found wandering alone at night with a cut on her foot.", companion="child protection worker")
    assert "came on by itself" not in ask(found, "How did she get hurt?")


def test_a_denial_in_fuller_words_is_said_once() -> None:
    """"No vaginal bleeding and no bleeding" (the thirty-ninth read, D)."""
    pregnant = case("uti", 26, "F", "Stinging when I pass water, twenty weeks pregnant",
                    "A 26-year-old woman who is twenty weeks pregnant has had stinging when passing urine for two days. She has no "
                    "fever and no vaginal bleeding.")
    reply = ask(pregnant, OTHER)
    assert "no vaginal bleeding" in reply and "no bleeding" not in reply, reply


def test_a_meter_reading_is_told_and_the_triage_glucose_is_the_nurses() -> None:
    """A coach's "his meter read 2.9 on the sideline" was never told once the bedside glucose at triage (the nurse's own)
    was no longer the coach's to tell (a 2026-12am guard that fell to ATS 3)."""
    boy = case("sideline", 8, "M", "Vague and sweaty after soccer",
               "An 8-year-old boy with type 1 diabetes is walked in by his soccer coach, pale and vague. His meter read 2.9 on the "
               "sideline twenty minutes ago. His bedside glucose reads 2.2 mmol/L.", companion="soccer coach")
    reply = ask(boy, OTHER)
    assert "2.9" in reply and "2.2" not in reply, reply
    assert final_level(boy, "ats")[0] == 2


def test_a_girl_whose_periods_have_not_started_says_so() -> None:
    """"My last period was about three weeks ago, and it was normal" from a girl of 12 whose periods have not started (the
    thirty-ninth read, A)."""
    girl = case("menarche", 12, "F", "Belly pain that moved to the right side",
                "A 12-year-old girl had a dull ache around her belly button yesterday that has moved to the lower right side of "
                "her belly. Her periods have not started yet.")
    assert ask(girl, "When was your last period, and is there any chance you could be pregnant?") == "I haven't started my periods yet."


def test_a_persona_asked_for_words_of_its_first_language_says_some_and_explains_them() -> None:
    """The thirty-ninth read, E: "use a Spanish word now and then" was never played. A persona whose note asks for it, or whose
    English is limited, reaches for one now and then (twice an episode at most), then says the English sentence whole (the
    nurse still hears it); a native speaker never does."""
    from triagesim import RunnerConfig, TriageRunner
    from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
    from triagesim.agents.offline.patient.first_language import with_first_language_word
    from triagesim.personas import load_patient_personas

    assert with_first_language_word("It is in my chest.", "Spanish") == "Pecho, how do you say... It is in my chest."
    assert with_first_language_word("I had a low blood sugar reading.", "Spanish") is None
    personas = {persona.persona_id: persona for persona in load_patient_personas()}
    chest = case("chest", 58, "M", "Chest pain", "A 58-year-old man has had crushing chest pain for an hour with sweating, a fever "
                 "and a cough, and his head aches.", pain=7)

    def replies(persona_id: str, seed: int) -> str:
        runner = TriageRunner(ProtocolNurse(), ScriptedPatient(personas[persona_id]), RunnerConfig(seed=seed, algorithm="esi"),
                              extractor=RuleBasedExtractor())
        return " ".join(turn["text"] for turn in runner.run(chest)["transcript"] if turn["speaker"] != "nurse")

    spanish = [replies("p03", seed) for seed in range(6)]
    assert any("how do you say" in said and any(word in said.lower() for word in ("pecho", "dolor", "fiebre", "cabeza")) for said in spanish)
    assert all(said.count("how do you say...") <= 2 for said in spanish)
    assert not any(word in replies("p01", seed).lower() for seed in range(3) for word in ("pecho", "dolor", "fiebre"))


def test_a_babys_age_spelt_alone_is_never_said_as_a_complaint() -> None:
    """"I've got five weeks", "ten months and my tip is purple": the age a row spells alone is said when asked."""
    assert "months" not in opening("bad pinch of L finger in a drawer, ten months, tip purple")
    assert "weeks" not in opening("throws up every feed like a rocket, five weeks, hungry after")


def test_a_doctor_called_before_the_wish_was_ruled_out_is_said_to_know() -> None:
    """"I'm getting a doctor to see her straight away", then "We'll keep her near the nurses' station" with no word of the
    doctor: a school nurse's girl who scratched herself and does not want to die (2026-12ap narrative, training)."""
    girl = case("scratch", 14, "F", "Scratches on her arm at school",
                "A 14-year-old girl scratched her forearm with a compass at school. The scratches have stopped bleeding. She tells "
                "the school nurse she does not want to die.", companion="school nurse")
    nurse = [turn["text"] for turn in episode(girl, "esi")["transcript"] if turn["speaker"] == "nurse"]
    if any("straight away" in line for line in nurse[:-1]):
        assert "told the doctor" in nurse[-1], nurse[-1]
    assert "nurses' station" in nurse[-1]


def test_a_toddlers_swallowed_tablets_bring_no_self_harm_question() -> None:
    """"Has she said anything about wanting to harm herself?" was asked of a two-year-old's nan (2026-12ap ATS, training)."""
    toddler = case("tablets", 2, "F", "Toddler got into her grandfather's heart tablets",
                   "A 2-year-old girl got into her grandfather's heart tablets about an hour ago, her nan says.", companion="nan")
    nurse = [turn["text"] for turn in episode(toddler, "ats")["transcript"] if turn["speaker"] == "nurse"]
    assert not any(re.search(r"harm (?:her|him)self|hurt (?:her|him)self", line) for line in nurse), nurse
