"""A case told in prose reaches the episode by meaning (clinical/presenting.py): the nurse's first look
shows what can be seen, the patient's side tells its findings in lay words, a temperature taken at
home counts for the fever bands, and the prose itself never reaches an agent."""

from __future__ import annotations

import asyncio
import re

import pytest

from triagesim import RunnerConfig, TriageEnv, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.lexicon import parse_temperature
from triagesim.cases import Case
from triagesim.clinical.presenting import reported_temperature, seen_at_a_glance, told_findings
from triagesim.clinical.story import narrative_onset
from triagesim.core.observations import PatientBrief, Registration

FEBRILE_BABY = Case(
    case_id="baby", age=0.1, sex="F", chief_complaint="fever", acuity=2,
    narrative=("A 5-week-old girl is brought in by her mother, who took her temperature at home this evening and it "
               "was 38.4. She has been feeding a little less since this morning. Her older brother has a cough. "
               "She is not vomiting."),
    companion="mother",
)
BASELINE = Case(
    case_id="ltc", age=88, sex="F", chief_complaint="sent in from care home", acuity=4,
    narrative=("An 88-year-old woman is sent in from her care home. She is always confused, that is her normal "
               "since the dementia. The GP can't see her till Friday. Today she has a cough."),
)


def test_what_the_prose_asserts_for_the_patient_is_told_and_nothing_else():
    told = told_findings(BASELINE.narrative)
    assert any("cough" in item for item in told)
    assert not any(re.search(r"confus|vision|see", item) for item in told), told  # her normal; the GP's seeing
    baby = told_findings(FEBRILE_BABY.narrative)
    assert not any("vomit" in item for item in baby)  # denied
    assert not any("cough" in item for item in baby)  # her brother's


def test_a_temperature_taken_at_home_is_told_with_its_number_and_heard_in_fahrenheit():
    said = reported_temperature(FEBRILE_BABY.narrative)
    assert said == "a temperature of 38.4 at home"
    assert parse_temperature(f"She's got {said}.") == pytest.approx(101.1)
    assert reported_temperature("Temperature at triage is 38.2 °C.") is None  # measured at triage: a vital, not a report


def test_the_onset_is_the_first_time_phrase_said_as_when_it_started():
    assert narrative_onset("She has had diarrhoea for two days and vomited twice.") == "two days ago"
    assert narrative_onset("The pain started suddenly about 20 minutes ago.") == "about 20 minutes ago"
    assert narrative_onset("No time is given.") is None


def test_the_first_look_shows_signs_without_their_numbers():
    text = ("At triage he has loud stridor at rest and marked recession, heart rate 160. "
            "His mother says he had a cold last week.")
    seen = seen_at_a_glance(text)
    assert seen is not None and "stridor" in seen and "cold" not in seen
    assert "160" not in seen
    assert seen_at_a_glance("She looks well and is chatting.") is None


def test_the_prose_never_reaches_an_agent():
    brief = PatientBrief.from_case(FEBRILE_BABY)
    desk = Registration.from_case(FEBRILE_BABY)
    assert FEBRILE_BABY.narrative not in brief.model_dump_json()
    assert "5-week-old" not in brief.model_dump_json() and "5-week-old" not in desk.model_dump_json()
    assert "a temperature of 38.4 at home" in (brief.history.associated_symptoms or [])
    assert brief.speaker == "companion"  # a narrative case's companion speaks for the baby


def test_a_home_temperature_puts_a_febrile_neonate_at_esi_2():
    """The ESI handbook's fever band: a baby under 28 days, or up to 3 months, with 38.0 °C or more is
    ESI 2, whoever took the temperature. The nurse measures no temperature here (the case has none)."""
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor())
    artifact = runner.run(FEBRILE_BABY)
    said = " ".join(line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse")
    assert "38.4" in said
    assert artifact["state"]["final_triage"] == 2, artifact["trace"][-1]["explanation"]
    assert "(reported)" in artifact["trace"][-1]["explanation"]


def test_a_row_without_a_sex_shows_the_sex_the_patient_presents_with():
    from triagesim.personas import PatientPersona

    row = Case(case_id="row", chief_complaint="ABD PAIN", acuity=3)
    env = TriageEnv()
    observation = env.reset(row, run_id="r", apparent_sex="F")
    assert observation.registration.sex == "F"
    assert env.artifact()["ground_truth"]["sex"] is None  # the truth keeps what the case records
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(PatientPersona(gender="male")), RunnerConfig(seed=0))
    assert runner.run(row)["registration"]["sex"] == "M"


def test_the_onset_is_the_presenting_problems_own_time():
    """Not someone else's ("her brother ... for over a week"), not an earlier episode or test, not a
    medicine given or the trip in; "it has lasted five hours" is when it started."""
    assert narrative_onset("Carrying his 5-week-old daughter, a father says she turned blue twice during the last hour. "
                           "Her 4-year-old brother has had a coughing illness for over a week.") == "in the last hour"
    assert narrative_onset("She developed pain under her right ribs after a fried dinner, and it has lasted five hours. "
                           "She had a similar but shorter attack a month ago.") == "five hours ago"
    assert narrative_onset("A woman whose last period was seven weeks ago had a positive test last week. "
                           "Since this morning she has had sharp pain.") == "Since this morning"
    assert narrative_onset("He started crying tonight about pain in his ear. He was given paracetamol an hour ago.") == "tonight"
    assert narrative_onset("He had a two-minute seizure. He was drowsy for twenty minutes afterwards.") is None
    assert narrative_onset("His mother says he began shaking about fifteen minutes ago.") == "about fifteen minutes ago"


def test_when_the_prose_gives_an_onset_the_patient_gives_that_one():
    from pathlib import Path

    from triagesim.cases import load_cases
    from triagesim.core import PatientObservation

    data = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "fresh_2026_12b"
    checked = 0
    for name in ("narrative_esi.jsonl", "narrative_ats.jsonl"):
        for case in load_cases(data / name):
            onset = narrative_onset(case.narrative)
            if onset is None:
                continue
            brief = PatientBrief.from_case(case)
            # how it has gone since, how they were found and what was given come after the onset
            assert brief.history.onset is not None and brief.history.onset.startswith(onset)
            patient = ScriptedPatient()
            patient.reset(run_id="r", seed=0)
            reply = asyncio.run(patient.act(PatientObservation(
                run_id="r", turn=1, brief=brief, nurse_utterance="When did this start?", new_events=[]))).utterance
            words = re.sub(r"^(?:about|around|nearly|almost|in the last|since) ", "", onset.lower())
            assert words.split()[0] in reply.lower(), (case.case_id, onset, reply)
            checked += 1
    assert checked >= 100


def test_the_companion_is_the_one_the_prose_names():
    wife = Case(case_id="wife", age=67, sex="M", chief_complaint="fever and confusion", acuity=1,
                narrative="A 67-year-old man is wheeled in by his wife, who says he has been shivering since last night.")
    brief = PatientBrief.from_case(wife)
    assert brief.speaker == "companion" and brief.companion == "wife"
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor())
    first = next(line["text"] for line in runner.run(wife)["transcript"] if line["speaker"] != "nurse")
    assert first.startswith("I'm his wife"), first
    left = Case(case_id="left", age=27, sex="M", chief_complaint="unresponsive", acuity=1,
                narrative="Someone dropped a 27-year-old man at the ambulance bay and drove off.")
    assert PatientBrief.from_case(left).companion == "passer-by"


def test_the_background_the_prose_asserts_reaches_the_patients_history():
    case = Case(case_id="ra", age=40, sex="F", chief_complaint="fever on methotrexate", acuity=3,
                narrative=("A 40-year-old woman with rheumatoid arthritis who takes methotrexate and prednisolone has had "
                           "a fever since yesterday. Her sister has asthma."))
    history = PatientBrief.from_case(case).history
    assert history.past_medical_history == ["rheumatoid arthritis"]  # not her sister's asthma
    assert history.medications == ["methotrexate", "prednisolone"]
    allergic = Case(case_id="nuts", age=24, sex="F", chief_complaint="allergic reaction", acuity=1,
                    narrative="She bit into a biscuit that contained cashews, to which she is severely allergic.")
    assert PatientBrief.from_case(allergic).history.allergies == ["cashews"]
    recorded = Case(case_id="rec", age=60, chief_complaint="DM, foot ulcer", acuity=4,
                    history={"past_medical_history": ["type 2 diabetes"], "medications": ["metformin"], "allergies": []})
    assert PatientBrief.from_case(recorded).history.past_medical_history == ["type 2 diabetes"]  # said already, in other words


def _answer(case: Case, question: str) -> str:
    from triagesim.core import PatientObservation

    patient = ScriptedPatient()
    patient.reset(run_id="r", seed=0)
    brief = PatientBrief.from_case(case)
    return asyncio.run(patient.act(PatientObservation(run_id="r", turn=1, brief=brief, nurse_utterance=question,
                                                      new_events=[]))).utterance


def test_where_it_hurts_is_the_site_the_prose_names_in_the_patients_words():
    from triagesim.clinical.story import narrative_location

    assert narrative_location("A 37-year-old man felt a sudden explosive headache at the back of his head.") == "at the back of my head"
    assert narrative_location("She has sharp left-sided lower abdominal pain since this morning.") == "the lower left side of my belly"
    assert narrative_location("He fell onto his left wrist. There is mild swelling over the wrist.") == "my wrist"
    assert narrative_location("Her brother has a sore knee. She has a cough.") is None  # someone else's; no site of hers
    thunderclap = Case(case_id="sah", age=37, sex="M", chief_complaint="Worst headache ever", acuity=2,
                       narrative="A 37-year-old man felt a sudden explosive headache at the back of his head an hour ago.")
    assert "back of my head" in _answer(thunderclap, "Where is the pain?")
    child = Case(case_id="hip", age=5, sex="F", chief_complaint="Limping", acuity=3, companion="father",
                 narrative="A 5-year-old girl is brought in by her father because she has refused to walk on her right leg "
                           "since yesterday and says it hurts.")
    assert "her right leg" in _answer(child, "Where does it seem to hurt?")


def test_how_an_injury_happened_is_the_story_the_prose_tells():
    from triagesim.clinical.story import narrative_mechanism

    assert narrative_mechanism("A 34-year-old man walks in after being stabbed outside a bar.") == "I was stabbed outside a bar"
    assert narrative_mechanism("A 44-year-old man fell through a glass door and has a 6 cm cut.") == "I fell through a glass door"
    assert narrative_mechanism("She was brought in after her finger was shut in a car door.") == "My finger was shut in a car door"
    assert narrative_mechanism("A 38-year-old man was stung by a bee 30 minutes ago.") == "I was stung by a bee 30 minutes ago"
    assert narrative_mechanism("She rolled her ankle at netball.") == "I rolled my ankle at netball"
    assert narrative_mechanism("A 60-year-old man has had chest pain for two hours.") is None
    glass = Case(case_id="glass", age=44, sex="M", chief_complaint="Cut arm on glass", acuity=4,
                 narrative="A 44-year-old man fell through a glass door and has a 6 cm gaping laceration on his forearm.")
    assert "fell through a glass door" in _answer(glass, "How did it happen?")
    door = Case(case_id="door", age=9, sex="F", chief_complaint="Finger shut in door", acuity=4, companion="mother",
                narrative="A 9-year-old girl is brought in by her mother after her finger was shut in a car door.")
    assert "her finger was shut in a car door" in _answer(door, "How did she hurt it?").lower()


def test_woke_with_it_is_an_onset_of_this_morning():
    assert narrative_onset("A 62-year-old man woke with a massively swollen tongue and lips.") == "this morning, first thing"
    assert narrative_onset("Her brother woke with a rash. She has a cough.") is None


def test_a_patient_the_prose_says_cannot_talk_is_spoken_for():
    from triagesim.clinical.presenting import cannot_give_history

    mumbles = Case(case_id="gi", age=80, sex="M", chief_complaint="Vomiting blood", acuity=1,
                   narrative="An 80-year-old man has vomited blood three times. He is grey and only mumbles when spoken to loudly.")
    assert cannot_give_history(mumbles.narrative)
    assert PatientBrief.from_case(mumbles).speaker == "companion"
    talks = Case(case_id="talks", age=50, sex="F", chief_complaint="Cough", acuity=4,
                 narrative="A 50-year-old woman has a cough. She is speaking in full sentences. She is not confused.")
    assert not cannot_give_history(talks.narrative)
    assert PatientBrief.from_case(talks).speaker == "patient"


def test_what_the_prose_says_is_normal_is_a_no_the_patient_knows():
    from triagesim.clinical.presenting import denied_findings

    assert "no problems with my eyesight" in denied_findings("She has a red, sticky eye. Her vision is normal.")
    assert "no problems with my eyesight" not in denied_findings("Her brother's vision is normal. She has a sticky eye.")
    eye = Case(case_id="eye", age=47, sex="F", chief_complaint="Red sticky eye", acuity=4,
               narrative="A 47-year-old woman has had a red, sticky right eye for two days. Her vision is normal.")
    assert _answer(eye, "Has your vision been affected at all?").startswith("No"), _answer(eye, "Has your vision been affected at all?")
    copd = Case(case_id="copd", age=62, sex="F", chief_complaint="Short of breath", acuity=3,
                narrative="A 62-year-old woman with COPD has two days of worsening breathlessness and more sputum.")
    assert "cough" in _answer(copd, "Any cough or phlegm?").lower()


def test_where_a_pain_spreads_to_is_not_where_it_is():
    from triagesim.clinical.story import narrative_location

    assert narrative_location("He has central crushing chest pain spreading to the left arm.") != "my left arm"
    assert narrative_location("Crushing pain in the centre of his chest radiating to his jaw.") == "in the centre of my chest"
