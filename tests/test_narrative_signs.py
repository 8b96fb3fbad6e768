"""What a narrative case shows and says, by meaning (round 2026-12i, training; the phrasings here are
our own, not the set's): a clouded mind, a fit that goes on and a failing breath seen at the desk; an
adjective that is no symptom ("faint", "puffed up"); a burn's blisters that are no rash; an area
measured in palms; pain far worse than the injury looks; a headline said as the patient says it."""

from __future__ import annotations

import pytest

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.agents.offline.abbreviations import patient_complaint
from triagesim.cases import Case
from triagesim.clinical.concepts import detect
from triagesim.clinical.presenting import reported_temperature, told_findings
from triagesim.core.observations import PatientBrief, Registration


def _concepts(text: str) -> set[str]:
    return {hit.concept for hit in detect(text) if not hit.negated}


@pytest.mark.parametrize("sentence, concept", [
    ("He keeps asking where he is and pulls at his drip.", "confusion"),
    ("She gets the date wrong and drifts off while you talk to her.", "confusion"),
    ("He is slow to respond and keeps nodding off.", "confusion"),
    ("His GCS at the door is 11.", "confusion"),
    ("The newborn is grey, limp and silent.", "confusion"),
    ("In the minutes since delivery she has made only a single weak gasp.", "hardly_breathing"),
    ("He began shaking all four limbs on the floor of the toilets and has not stopped.", "seizure_active"),
    ("The toddler is blue and floppy in her father's arms.", "severe_breathing"),
    ("She cries out when she bends her neck forward.", "neck_stiffness"),
    ("The scald covers an area about the size of twelve of her palms.", "major_burn"),
    ("There is a blistered patch about the size of three of his palms.", "moderate_burn"),
    ("His hand hurts far more than the small puncture would explain.", "pain_out_of_proportion"),
    ("He splashed hydrofluoric acid on his hand at work.", "pain_out_of_proportion"),
    ("He says the weakness started in his feet and is creeping up.", "ascending_weakness"),
    ("The child got into nana's blood pressure tablets.", "overdose"),
    ("Up to four of his heart pills could be missing.", "overdose"),
    ("Fresh blood from the mouth a week after a tonsil operation.", "tonsil_bleed"),
    ("She admits she meant to die when she took them.", "suicidal"),
    ("He says he'll do it properly next time.", "suicidal"),
    ("He snatched a knife from the kitchen and was pointing it at his brother.", "dangerous_violence"),
    ("A boy pushed a dried pea up his left nostril.", "nose_foreign_body"),
    ("Their ute rolled three times on the highway.", "high_risk_mechanism"),
    ("Since lunch he cannot see the right half of the page.", "vision_loss"),
    ("Her sugar was 28 mmol on the meter.", "hyperglycemia"),
    ("The nursery staff saw fingertip bruises on her thighs.", "child_at_risk"),
    ("He cowers when anyone raises a hand near him.", "child_at_risk"),
    ("She is convinced a microchip in her ear is sending messages.", "psychosis"),
    ("He says the neighbours are stealing his thoughts.", "psychosis"),
    ("He can barely open the mouth and dribbles.", "trismus"),
    ("She takes prednisone 20 mg a day for her lungs.", "immunocompromised"),
])
def test_a_narrative_phrasing_is_heard_as_its_finding(sentence, concept):
    assert concept in _concepts(sentence), (sentence, _concepts(sentence))


@pytest.mark.parametrize("sentence, absent", [
    ("There are faint red marks on the skin of her wrist.", {"syncope", "dizzy"}),
    ("The nurse can feel only a faint pulse at the ankle.", {"syncope", "dizzy"}),
    ("Her ankles and face have puffed up over the week.", {"sob"}),
    ("There is a dark spot under the skin where the splinter went in.", {"rash"}),
    ("His GCS is 15 and he chats normally.", {"confusion"}),
    ("She mumbles an apology and sits down.", {"confusion"}),
    ("I've had a defibrillator since my heart attack.", {"cardiac_arrest"}),
    ("I wanted to finish it properly at work.", {"suicidal"}),
    ("He bumped into an old friend at the shops.", {"vision_loss"}),
    ("She was put on steroids for a rash years ago.", {"immunocompromised"}),
    ("I can open my mouth fine.", {"trismus"}),
])
def test_an_adjective_or_a_normal_finding_is_no_symptom(sentence, absent):
    assert not (_concepts(sentence) & absent), (sentence, _concepts(sentence))


def test_a_faint_and_breathlessness_are_still_heard():
    assert {"syncope"} <= _concepts("He fainted in the queue at the bank.")
    assert {"sob"} <= _concepts("I'm puffed after one flight of stairs.")


def test_what_the_nurse_sees_of_a_clouded_mind_is_in_the_first_look():
    case = Case(case_id="heat", age=29, sex="M", chief_complaint="collapsed at a fun run", acuity=2,
                narrative=("A 29-year-old man collapsed near the end of a summer fun run. He is hot to touch, "
                           "keeps asking where he is and tries to get off the trolley. Temperature 40.9 °C."))
    seen = Registration.from_case(case).first_look
    assert seen and "asking where he is" in seen and "40.9" not in seen


def test_a_burns_blisters_are_not_told_as_a_rash():
    story = ("A 2-year-old pulled a cup of hot coffee onto her arm an hour ago. There is a red, blistered "
             "area on the forearm and she screams when it is touched.")
    told = told_findings(story, known=frozenset({"burn"}))
    assert not any("rash" in item for item in told), told


def test_an_ambulance_crews_reading_is_not_said_as_taken_at_home():
    said = reported_temperature("The paramedics say his temperature was 33.0 °C when they found him in the park.")
    # (its number is the barrier's to drop, so it is said as what it meant: thirty-fifth read, "a temperature when it was checked")
    assert said == "my temperature was low when it was checked"
    home = reported_temperature("Her dad measured 38.9 at home before bed.")
    assert home == "a temperature of 38.9 at home"


@pytest.mark.parametrize("headline, said", [
    ("belly pain and vomiting in an elderly man", ["belly pain and vomiting"]),
    ("earache keeping her awake", ["ear pain keeping me awake"]),
    ("thinks people are reading his thoughts", ["thinks people are reading my thoughts"]),
    ("'tummy ache' in a young athlete", ["tummy ache"]),
    ("thumb cut off on a bandsaw", ["cut my thumb off on a bandsaw"]),
    ("fainted in PE lessons", ["fainted in gym lessons"]),
    ("worried, thinks she has a broken toe", ["worried", "thinks I have a broken toe"]),
])
def test_a_headline_is_said_as_the_patient_says_it(headline, said):
    assert patient_complaint(headline) == said


@pytest.mark.parametrize("complaint, said", [
    ("VOMITING Q30MIN SINCE 0515", "vomiting every 30 minutes since 5:15 am"),
    ("HEADACHE SINCE 2200", "headache since 10 pm"),
    ("LMP 8 WEEKS AGO", "my last period was 8 weeks ago"),
    ("POS HCG AT GP", "a positive pregnancy test at GP"),
])
def test_chart_times_and_tests_are_said_in_words(complaint, said):
    assert patient_complaint(complaint)[0].lower() == said.lower()


def test_a_condition_typed_as_shorthand_is_in_the_patients_history():
    case = Case(case_id="dm", age=61, sex="F", chief_complaint="DM2, HIGH SUGARS, THIRSTY", acuity=3)
    history = PatientBrief.from_case(case).history
    assert history.past_medical_history and any("diabetes" in item for item in history.past_medical_history)


def test_pain_out_of_proportion_is_esi_2():
    case = Case(case_id="hf", age=37, sex="M", chief_complaint="chemical on fingers at work", acuity=2, pain=8,
                vitals={"heartrate": 88, "resprate": 16, "o2sat": 99, "sbp": 128, "dbp": 80, "temperature": 98.2},
                narrative=("A 37-year-old glass etcher got a drop of etching solution on two fingertips this "
                           "morning. The skin looks almost normal, but the pain is far worse than the skin would "
                           "suggest and is getting worse."))
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor())
    artifact = runner.run(case)
    assert artifact["state"]["final_triage"] == 2, artifact["trace"][-1]["explanation"]


def test_a_sugar_in_mmol_is_not_a_critical_low():
    from triagesim.clinical.labs import critical_labs
    assert critical_labs("a sugar of 24 mmol when it was checked") == ()
    assert critical_labs("a sugar of 2.1 mmol")  # 38 mg/dL: critically low
    assert critical_labs("BS 30")  # a bare US reading keeps its meaning


def _opening(case: Case) -> str:
    artifact = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0, max_turns=1),
                            extractor=RuleBasedExtractor()).run(case)
    return next(line["text"] for line in artifact["transcript"] if line["speaker"] != "nurse")


@pytest.mark.parametrize("complaint, companion, said, never", [
    ("husband collapsed at the dinner table", "wife", "he collapsed at the dinner table", "his husband"),
    ("baby tooth knocked out", "mother", "tooth", "she tooth"),
    ("right-sided chest pain", None, "right-sided chest pain", "I right-sided"),
    ("cut to forearm, self-inflicted", None, "I did it to myself", "I self-inflicted"),
    ("believes his food is poisoned", "sister", "believes", "his believes"),
])
def test_a_headline_opens_the_conversation_as_a_person_speaks(complaint, companion, said, never):
    case = Case(case_id="h", age=7 if companion == "mother" else 45, sex="M", chief_complaint=complaint, acuity=3,
                companion=companion, speaker="companion" if companion else None)
    opening = _opening(case)
    assert said in opening and never not in opening, opening


def test_a_stated_usual_oxygen_is_the_baseline_a_reading_is_read_against():
    """ESI reads an acute change: a COPD patient at his documented 88-90 % is not hypoxic for him, and
    the patient says that baseline with the complaint, before the oximeter is read."""
    from triagesim.clinical.presenting import usual_oxygen
    assert usual_oxygen("Her card says her sats normally sit between 84 and 87 %.") == (84.0, 87.0)
    assert usual_oxygen("His oxygen is 91 % on arrival.") is None

    def case(spo2: float) -> Case:
        return Case(case_id=f"copd{spo2:g}", age=69, sex="F", chief_complaint="more breathless than usual, COPD", acuity=3,
                    vitals={"o2sat": spo2, "heartrate": 92, "resprate": 20, "sbp": 136, "dbp": 80, "temperature": 98.6},
                    narrative=("A 69-year-old woman with COPD has had a worse cough for three days. Her respiratory clinic "
                               "letter says her usual oxygen saturation is 87-89 % on air. She talks in full sentences."))
    runner = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor())
    at_baseline = runner.run(case(88))
    said = " ".join(line["text"] for line in at_baseline["transcript"] if line["speaker"] != "nurse")
    assert "usually sits at 87 to 89" in said
    assert at_baseline["status"] == "completed" and at_baseline["state"]["final_triage"] == 3, at_baseline["trace"][-1]["explanation"]
    far_below = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor()).run(case(78))
    assert far_below["state"]["final_triage"] <= 2, far_below["trace"][-1]["explanation"]


def test_a_delusion_is_told_as_what_the_patient_believes_not_as_voices():
    told = told_findings("He says, quite calm, that a tracking device in his tooth is broadcasting his thoughts to the police.")
    assert any("reading my thoughts" in item for item in told) and not any("voices" in item for item in told), told


@pytest.mark.parametrize("story, level", [
    ("A 29-year-old woman who is 32 weeks pregnant tripped on the kerb and landed on her bump an hour ago. "
     "She has a mild ache and the baby is moving.", 2),
    ("A 25-year-old woman who is 7 weeks pregnant tripped on the kerb and grazed her knee an hour ago.", None),
])
def test_an_injury_after_twenty_weeks_of_pregnancy_is_esi_2(story, level):
    case = Case(case_id="preg", age=29, sex="F", chief_complaint="fall, pregnant", acuity=2, narrative=story, pain=3,
                vitals={"o2sat": 99, "heartrate": 88, "resprate": 16, "sbp": 118, "dbp": 72, "temperature": 98.4})
    artifact = TriageRunner(ProtocolNurse(), ScriptedPatient(), RunnerConfig(seed=0), extractor=RuleBasedExtractor()).run(case)
    explanation = artifact["trace"][-1]["explanation"]
    if level is None:
        assert "placenta" not in explanation, explanation
    else:
        assert artifact["state"]["final_triage"] == level and "placenta" in explanation, explanation
