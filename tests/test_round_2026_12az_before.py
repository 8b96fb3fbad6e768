"""Before the 2026-12az sets were read, from my read of the 2026-12ay transcripts (training data by then): a new mother who
means to give her baby back to God is a threat to the baby, told in her words and answered as the one she means; a
headline's "new mother believes ..." is the speaker's own belief; a young child's "boyfriend" is the mum's; a baby's soft
spot bulging is the spot on the head; asked whether the vomit is green, the colour is answered, not the vomiting; dialysis
done at home is kidney failure, never "nothing major"."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triage_cases import ask, case, concepts, episode, final_level, opening  # noqa: E402
from triagesim.agents.offline.abbreviations import patient_complaint  # noqa: E402
from triagesim.cases import Vitals  # noqa: E402


def _turns(artifact: dict, speaker: str) -> list[str]:
    return [turn["text"] for turn in artifact["transcript"] if turn["speaker"] == speaker]


_GIVE_BACK = case("give-back", 31, "F", "New mother thinks her baby is not hers",
                  "A 31-year-old woman who had her first baby eleven days ago is brought in by her husband. He says she has hardly "
                  "slept for a week, insists the baby is not really theirs, and last night told him they should send the baby back "
                  "to God. She paces and keeps glancing at the door. Observations are within normal limits.",
                  companion="husband", ats_category=2)
_NO_THREAT = case("no-threat", 31, "F", "New mother thinks her baby is not hers",
                  "A 31-year-old woman who had her first baby eleven days ago is brought in by her husband. He says she has hardly "
                  "slept for a week and insists the baby is not really theirs. She paces and keeps glancing at the door. "
                  "Observations are within normal limits.", companion="husband", ats_category=3)


def test_a_baby_sent_back_to_god_is_a_threat_to_the_baby() -> None:
    assert "homicidal" in concepts("she told him they should send the baby back to God")
    assert "homicidal" in concepts("she keeps saying the baby would be better off dead")
    assert "homicidal" not in concepts("she wants to give the baby a bottle") | concepts("he says he is better off dead")
    assert "suicidal" in concepts("he says he is better off dead")
    assert "suicidal" not in concepts("she keeps saying the baby would be better off dead")


def test_the_mother_who_means_to_give_her_baby_back_is_told_and_triaged_so() -> None:
    level, why = final_level(_GIVE_BACK, "ats")
    assert level == 2, why
    said = " ".join(_turns(episode(_GIVE_BACK, "ats"), "companion"))
    assert "give her baby back to God" in said and "hurting other people" not in said, said
    assert "talked about hurting her baby" in said and "hasn't said who" not in said, said
    # the same mother with no threat told stays at 3, and her husband says no threat
    level, why = final_level(_NO_THREAT, "ats")
    assert level == 3, why
    assert "back to God" not in " ".join(_turns(episode(_NO_THREAT, "ats"), "companion"))


def test_a_headline_believer_is_the_speaker() -> None:
    assert patient_complaint("New mother believes her baby has been swapped") == ["I believe my baby has been swapped"]
    assert patient_complaint("Elderly man says he feels dizzy") == ["I feel dizzy"]
    assert patient_complaint("woman thinks she needs glasses") == ["I need glasses"]
    # a plain mother is the one who brought the child: her worry stays hers
    assert patient_complaint("mother worries baby not feeding") == ["mother worries baby not feeding"]
    said = _turns(episode(_GIVE_BACK, "ats"), "companion")[0]
    assert "new mother" not in said.lower() and "she thinks her baby is not hers" in said, said


_BULGING = case("bulging", 0.4, "M", "Baby irritable, soft spot bulging",
                "A 5-month-old boy is brought in by his mother and her boyfriend, who says he has been irritable and off his feeds "
                "since yesterday and vomited twice. The soft spot on top of his head is tense and bulging. His temperature is "
                "37.4 °C, heart rate 168 and respiratory rate 42.", vitals=Vitals(temperature=99.3, heartrate=168, resprate=42),
                companion="boyfriend", ats_category=2)


def test_a_young_childs_boyfriend_is_the_mums_and_the_soft_spot_is_on_the_head() -> None:
    said = _turns(episode(_BULGING, "ats"), "companion")[0]
    assert said.startswith("I'm his mum's boyfriend,") and "the soft spot on his head is bulging" in said, said
    assert "got soft spot" not in said
    assert opening("soft spot bulging") == "The soft spot on my head is bulging."
    # a grown patient's boyfriend is hers
    grown = case("grown", 24, "F", "Headache", "A 24-year-old woman is brought in by her boyfriend with a headache since the "
                 "morning. Vital signs are within normal limits.", companion="boyfriend", acuity=4)
    assert _turns(episode(grown, "esi"), "companion")[0].startswith("I'm her boyfriend,")


def test_asked_whether_the_vomit_is_green_the_colour_is_answered() -> None:
    for question in ("Has his vomit been green at all?", "Any green vomit?"):
        reply = ask(_BULGING, question)
        assert "vomiting I mentioned" not in reply and "green" in reply and reply.startswith("No"), reply
    # asked both, both are answered
    both = ask(_BULGING, "Has he been vomiting, and has it been green?")
    assert "vomit" in both.lower() and "no green" in both.lower(), both


def test_dialysis_done_at_home_is_kidney_failure() -> None:
    home = case("pd", 58, "F", "Cloudy dialysis fluid and belly ache",
                "A 58-year-old woman who does peritoneal dialysis overnight at home noticed this morning that her drained fluid "
                "was cloudy. She has a dull ache across her abdomen and feels shivery. Her temperature is 37.8 °C; other vital "
                "signs are within normal limits.", vitals=Vitals(temperature=100.0), acuity=3)
    said = " ".join(_turns(episode(home, "esi"), "patient"))
    assert "kidney" in said and "Nothing major" not in said, said


_BREATHLESS = case("breathless", 19, "M", "Sudden chest pain and short of breath",
                   "A 19-year-old man felt a sudden stabbing pain in the left side of his chest while lifting weights an hour "
                   "ago and has been short of breath since. He is pale and sitting upright. His heart rate is 118, respiratory "
                   "rate 28 and SpO2 93 %.", vitals=Vitals(heartrate=118, resprate=28, o2sat=93), ats_category=3)


def test_what_was_told_is_not_asked_again_in_the_symptom_lists() -> None:
    from triagesim.agents.offline.nurse_lines import QUESTIONS, without_told
    plain = QUESTIONS["associated"][1]
    assert without_told(plain, {"sob"}) == \
        "Have you noticed any other symptoms with this, like fever, nausea, dizziness or bleeding?"
    assert without_told(plain, {"fever", "bleeding"}) == \
        "Have you noticed any other symptoms with this, like nausea, shortness of breath or dizziness?"
    assert without_told(plain, {"fever", "vomiting", "sob", "dizzy", "bleeding"}) == "Have you noticed any other symptoms with this?"
    assert without_told(plain, {"chest_pain"}) == plain
    nurse = _turns(episode(_BREATHLESS, "ats"), "nurse")
    patient = _turns(episode(_BREATHLESS, "ats"), "patient")
    assert sum("short of breath" in line or "shortness of breath" in line for line in nurse) == 0, nurse
    # asked where a chest pain spreads after the breath was told, the sweat alone goes with it
    from triagesim.agents.offline.nurse_lines import COMPANION_QUESTIONS
    assert all("breath" not in line for line in (*QUESTIONS["targeted_chest_spread"], COMPANION_QUESTIONS["targeted_chest_spread"]))
    assert sum("short of breath" in line for line in patient) == 1, patient
