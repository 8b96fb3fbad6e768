"""ESI and ATS as code, over what the nurse has *elicited* (never the case).

``Findings`` is the nurse's working knowledge: concepts heard in the dialogue (with quotes),
the reported pain and age, and the vitals it measured. ``esi_decision`` walks decision
points A–D of the ESI handbook; ``ats_decision`` takes the most urgent ATS descriptor that
applies. Both return the level with the reasons that support it, which the nurse cites.
Thresholds are the ones in ``shared/clinical-reference.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Findings", "Decision", "esi_decision", "ats_decision", "red_flags", "predict_resources", "danger_zone"]


@dataclass
class Findings:
    concepts: dict[str, str] = field(default_factory=dict)  # concept -> first supporting quote
    denied: set[str] = field(default_factory=set)
    unresolved: set[str] = field(default_factory=set)  # screening topics still unanswered after follow-ups
    age: float | None = None  # years; infants as fractions (0.1 = five weeks)
    pain: float | None = None
    vitals: dict[str, float | None] = field(default_factory=dict)

    def has(self, *names: str) -> bool:
        return any(name in self.concepts for name in names)

    def vital(self, name: str) -> float | None:
        value = self.vitals.get(name)
        return None if value is None else float(value)

    @property
    def febrile(self) -> bool:
        """Fever heard in the dialogue or measured (>= 100.4 °F)."""
        temp = self.vital("temperature")
        return self.has("fever") or (temp is not None and temp >= 100.4)

    @property
    def adult(self) -> bool:
        return self.age is None or self.age > 8


@dataclass
class Decision:
    level: int
    point: str
    reasons: list[str]
    resources: list[str] = field(default_factory=list)


def _hr_limit(age: float | None) -> tuple[float, float]:
    """Danger-zone heart and respiratory rates for age (ESI decision point D)."""
    if age is None or age > 8:
        return 100, 20
    if age >= 3:
        return 140, 30
    if age >= 0.25:
        return 160, 40
    return 180, 50


def danger_zone(f: Findings) -> list[str]:
    """ESI danger-zone vitals, with reasons."""
    reasons = []
    hr_max, rr_max = _hr_limit(f.age)
    hr, rr, spo2 = f.vital("heartrate"), f.vital("resprate"), f.vital("o2sat")
    if hr is not None and hr > hr_max:
        reasons.append(f"HR {hr:g} > {hr_max:g}")
    if rr is not None and rr > rr_max:
        reasons.append(f"RR {rr:g} > {rr_max:g}")
    if spo2 is not None and spo2 < 92:
        reasons.append(f"SpO2 {spo2:g}% < 92%")
    temp = f.vital("temperature")
    if f.age is not None and f.age < 28 / 365 and temp is not None and temp >= 100.4:
        reasons.append(f"fever {temp:g}°F in an infant")
    return reasons


def _q(f: Findings, concept: str) -> str:
    return f"'{f.concepts[concept]}'"


def _life_saving(f: Findings) -> list[str]:
    """Decision point A: needs an immediate life-saving intervention."""
    reasons = []
    for concept, why in (
        ("cardiac_arrest", "recent cardiac arrest"),
        ("unresponsive", "unresponsive"),
        ("seizure_active", "ongoing seizure"),
        ("hardly_breathing", "barely breathing"),
    ):
        if f.has(concept):
            reasons.append(f"{why} ({_q(f, concept)})")
    if f.has("airway") and (f.has("allergic") or f.has("severe_breathing")):
        reasons.append(f"airway compromise ({_q(f, 'airway')})")
    spo2, rr, sbp, hr = f.vital("o2sat"), f.vital("resprate"), f.vital("sbp"), f.vital("heartrate")
    if spo2 is not None and spo2 < 90:
        reasons.append(f"SpO2 {spo2:g}% < 90%")
    if rr is not None and rr < 10:
        reasons.append(f"RR {rr:g} < 10")
    shock_sbp = 90 if f.adult else 70 + 2 * (f.age or 0)
    if sbp is not None:
        if sbp < 80 and f.adult:
            reasons.append(f"SBP {sbp:g} < 80")
        elif sbp < shock_sbp and (
            (hr is not None and (hr > (100 if f.adult else _hr_limit(f.age)[0]) or hr < 50)) or f.has("confusion", "syncope")
        ):
            reasons.append(f"SBP {sbp:g} with signs of poor perfusion (shock)")
    return reasons


def _high_risk(f: Findings) -> list[str]:
    """Decision point B: high-risk situation, new confusion, or severe pain."""
    reasons = []
    older = f.age is not None and f.age >= 65
    if f.has("chest_pain") and (f.age is None or f.age >= 30 or f.has("cardiac_features", "sob", "syncope")):
        reasons.append(f"possible acute coronary syndrome ({_q(f, 'chest_pain')})")
    for concept, why in (
        ("stroke", "stroke symptoms"),
        ("suicidal", "suicidal ideation"),
        ("homicidal", "risk of harm to others"),
        ("high_risk_mechanism", "high-risk mechanism of injury"),
        ("thunderclap", "sudden severe headache"),
        ("overdose", "overdose"),
        ("testicular", "possible testicular torsion"),
        ("vision_loss", "sudden vision loss"),
        ("bleeding_heavy", "uncontrolled bleeding"),
        ("severe_breathing", "severe breathing difficulty"),
        ("confusion", "new confusion, lethargy or disorientation"),
        ("hypoglycemia", "symptomatic low blood sugar"),
        ("psychosis", "acute psychosis"),
    ):
        if f.has(concept):
            reasons.append(f"{why} ({_q(f, concept)})")
    if f.has("airway") or (f.has("allergic") and f.has("sob")):
        reasons.append("allergic reaction with airway or breathing symptoms")
    if f.has("head_injury") and f.has("anticoagulant"):
        reasons.append(f"head injury on anticoagulants ({_q(f, 'anticoagulant')})")
    elif f.has("head_injury") and "anticoagulants" in f.unresolved:
        reasons.append("head injury with anticoagulant use not ruled out")
    if (f.has("pregnant") or (f.has("vaginal_bleeding") and "pregnancy" in f.unresolved)) and (
        f.has("vaginal_bleeding")
        or (f.has("abdominal_pain") and (f.has("dizzy", "syncope") or (f.pain or 0) >= 5 or (f.vital("heartrate") or 0) > 100))
    ):
        reasons.append("abdominal pain or bleeding in pregnancy (ectopic risk)")
    if f.has("gi_bleed") and (f.has("dizzy", "syncope") or (f.vital("heartrate") or 0) > 100):
        reasons.append(f"GI bleeding with dizziness or tachycardia ({_q(f, 'gi_bleed')})")
    hr_max, rr_max = _hr_limit(f.age)
    hr, rr = f.vital("heartrate"), f.vital("resprate")
    if f.febrile and (
        (hr is not None and hr > hr_max) or (rr is not None and rr > rr_max) or f.has("confusion", "immunocompromised")
    ):
        reasons.append("fever with signs of sepsis")
    if older and f.has("abdominal_pain") and ((f.pain or 0) >= 7 or f.has("severe_descriptor")):
        reasons.append("older patient with severe abdominal pain")
    if f.has("seizure") and not f.has("seizure_active") and f.has("confusion"):
        reasons.append("post-seizure drowsiness")
    if f.has("swallowed_object") and f.has("dangerous_object"):
        reasons.append("swallowed battery, magnet or sharp object")
    if f.has("withdrawal") and f.has("seizure", "confusion", "psychosis"):
        reasons.append("complicated withdrawal")
    if f.pain is not None and f.pain >= 7 and _pain_is_severe(f):
        reasons.append(f"severe pain {f.pain:g}/10")
    return reasons


def _pain_is_severe(f: Findings) -> bool:
    """The ESI severe-pain criterion is the nurse's judgement, not the number alone: a 7-8/10
    sprain or back strain is not ESI 2, while 7/10 chest, belly, flank, head or scrotal pain,
    pain with distress or tachycardia, or any 9-10/10 pain is."""
    if (f.pain or 0) >= 9 or f.has("severe_descriptor"):
        return True
    hr = f.vital("heartrate")
    if hr is not None and hr > _hr_limit(f.age)[0]:
        return True
    return f.has("chest_pain", "abdominal_pain", "flank_pain", "headache", "testicular", "vaginal_bleeding", "sudden_onset")


def predict_resources(f: Findings) -> list[str]:
    """Decision point C: the distinct ESI resource types this presentation will need.

    Labs count once however many tubes; history, exam, oral medication, splints and simple
    wound care are not resources. A planned-care visit (refill, stitches out, dressing)
    needs none, whatever wound words it mentions.
    """
    r: set[str] = set()
    planned = f.has("refill", "suture_removal", "dressing", "med_question", "work_note")
    older = f.age is not None and f.age >= 65
    if f.has("chest_pain"):
        r |= {"ECG", "labs", "X-ray"}
    if f.has("sob", "severe_breathing"):
        r |= {"X-ray", "labs"}
        if f.has("leg_swelling") or older:
            r.add("ECG")
        if "wheez" in " ".join(f.concepts.values()):
            r.add("nebulised medication")
    if f.has("palpitations"):
        r |= {"ECG", "labs"}
    if f.has("syncope") and not f.has("seizure"):
        r |= {"ECG", "labs"}
    cystitis = f.has("urinary") and not f.febrile and (f.pain or 0) < 5  # low belly ache of a simple UTI
    simple_constipation = f.has("constipation") and not older and not f.has("vomiting") and (f.pain or 0) < 5
    # A blocked catheter explains bladder fullness; a well patient's constipation needs no tests.
    if f.has("abdominal_pain") and not f.has("catheter") and not cystitis and not simple_constipation:
        r |= {"labs", "CT/ultrasound"}
    if f.has("flank_pain"):
        r |= {"labs", "CT/ultrasound"}
        if (f.pain or 0) >= 5:
            r.add("IV medication")
    if f.has("hematuria"):
        r.add("labs")
    if f.has("vomiting", "diarrhea"):
        infant = f.age is not None and f.age < 1
        if f.has("dehydration") or f.has("pregnant") or (f.has("vomiting") and f.has("diarrhea")) or older or infant:
            r |= {"IV fluids", "labs"}
        else:
            r.add("IV/IM medication")
    if f.has("gi_bleed"):
        r |= {"labs", "IV fluids"}
    if f.febrile and not f.has("cold", "sore_throat", "ear"):
        r.add("labs")
        if f.has("cough"):
            r.add("X-ray")
        if f.has("cellulitis", "urinary", "flank_pain"):
            r.add("IV antibiotics")
    if f.has("cellulitis") and (f.febrile or f.has("spreading")):
        r |= {"labs", "IV antibiotics"}
    if f.has("cough") and (f.has("chronic") or f.has("sob")) and not planned:
        r.add("X-ray")
    if f.has("urinary") and not f.has("catheter"):
        r.add("labs")
    if f.has("urinary_retention") and not f.has("catheter"):
        r |= {"urinary catheter", "labs"}
    if f.has("catheter"):
        r.add("catheter change")
    if f.has("vaginal_bleeding") or (f.has("pregnant") and f.has("abdominal_pain") and (f.pain or 0) >= 5):
        r |= {"labs", "ultrasound"}
    if f.has("discharge") and not f.has("eye", "ear"):
        r.add("labs")
    if f.has("testicular"):
        r |= {"ultrasound", "labs"}
    if f.has("stroke") or f.has("thunderclap"):
        r |= {"CT", "labs"}
    if f.has("head_injury") and (f.has("intoxication", "anticoagulant", "syncope") or older):
        r.add("CT")
    if f.has("seizure"):
        r |= {"labs", "CT"}
    if f.has("suicidal", "homicidal", "overdose", "psychosis"):
        r |= {"specialty consultation", "labs"}
    elif f.has("intoxication") and f.has("trauma", "head_injury", "confusion"):
        r.add("labs")
    if f.has("withdrawal"):
        r |= {"labs", "IV medication"}
    if f.has("headache") and not f.has("thunderclap") and ((f.pain or 0) >= 6 or f.has("vomiting")):
        r.add("IV/IM medication")
    if f.has("swallowed_object"):
        r.add("X-ray")
    if f.has("hypoglycemia"):
        r |= {"labs", "IV medication"}
    if f.has("allergic") and f.has("airway", "sob"):
        r.add("IV/IM medication")
    if not planned:
        if f.has("laceration") or (f.has("animal_bite") and f.has("deep_wound", "laceration", "bleeding")):
            r.add("laceration repair")
        if f.has("animal_bite") and f.has("deep_wound"):
            r.add("X-ray")
        if f.has("rib_injury") and f.has("trauma"):
            r.add("X-ray")
        if f.has("eye_foreign_body"):
            r.add("foreign body removal")
        if f.has("abscess"):
            r.add("incision and drainage")
        if f.has("epistaxis"):
            r.add("nasal packing")
        injured_limb = f.has("limb_injury") and (f.has("trauma") or f.has("deformity", "cant_bear_weight"))
        if injured_limb and not f.has("laceration"):
            r.add("X-ray")
        if injured_limb and f.has("deformity"):
            r.add("procedural sedation")
        if f.has("hip") and f.has("trauma") and (older or f.has("cant_bear_weight") or (f.age or 0) >= 60):
            r |= {"X-ray", "labs"}
        if f.has("neck_pain") and f.has("high_risk_mechanism"):
            r.add("CT")
    return sorted(r)


def esi_decision(f: Findings) -> Decision:
    """ESI decision points A → D over the findings so far."""
    a = _life_saving(f)
    if a:
        return Decision(1, "A", a)
    b = _high_risk(f)
    if b:
        return Decision(2, "B", b, predict_resources(f))
    resources = predict_resources(f)
    if not resources:
        return Decision(5, "C", ["no resources expected"], resources)
    if len(resources) == 1:
        return Decision(4, "C", [f"one resource expected ({resources[0]})"], resources)
    danger = danger_zone(f)
    if danger:
        return Decision(2, "D", [f"{len(resources)} resources with danger-zone vitals: {', '.join(danger)}"], resources)
    return Decision(3, "C", [f"{len(resources)} resources expected ({', '.join(resources)}); vitals outside the danger zone"], resources)


def ats_decision(f: Findings) -> Decision:
    """The most urgent ATS descriptor that applies (category 5 when none does)."""
    candidates: list[tuple[int, str]] = []
    add = candidates.append
    spo2, rr, sbp, hr = f.vital("o2sat"), f.vital("resprate"), f.vital("sbp"), f.vital("heartrate")
    # Category 1
    for concept, why in (
        ("cardiac_arrest", "cardiac arrest"),
        ("unresponsive", "unresponsive"),
        ("seizure_active", "ongoing seizure"),
        ("hardly_breathing", "respiratory arrest risk"),
    ):
        if f.has(concept):
            add((1, why))
    if f.has("airway") and (f.has("allergic") or f.has("severe_breathing")) and (
        (spo2 is not None and spo2 < 90) or (sbp is not None and sbp < 90)
    ):
        add((1, "immediate airway risk"))
    if rr is not None and rr < 10:
        add((1, f"RR {rr:g} < 10"))
    if sbp is not None and sbp < 80 and f.adult:
        add((1, f"SBP {sbp:g} < 80"))
    # Category 2
    if f.has("airway"):
        add((2, "airway risk"))
    severe_breathing = f.has("severe_breathing") or (spo2 is not None and spo2 < 90)
    if severe_breathing:
        add((2, "severe respiratory distress"))
        if f.has("confusion"):
            add((1, "extreme respiratory distress with altered consciousness"))
    if hr is not None and (hr < 50 or hr > 150) and f.adult:
        add((2, f"HR {hr:g} (circulatory compromise)"))
    if sbp is not None and sbp < 90 and f.adult:
        add((2, f"SBP {sbp:g} (hypotension)"))
    if f.has("chest_pain") and (f.age is None or f.age >= 30 or f.has("cardiac_features")):
        add((2, "chest pain likely cardiac"))
    if f.has("stroke"):
        add((2, "stroke signs"))
    if f.has("confusion"):
        add((2, "drowsy or confused"))
    if f.has("high_risk_mechanism"):
        add((2, "high-risk trauma"))
    if f.has("bleeding_heavy") or (f.has("gi_bleed") and f.has("dizzy", "syncope")):
        add((2, "severe blood loss"))
    if f.febrile and f.has("confusion"):
        add((2, "fever with lethargy"))
    if f.febrile and f.has("immunocompromised"):
        add((2, "fever in an immunocompromised patient (high-risk history)"))
    if f.has("homicidal") or f.has("overdose") or (f.has("psychosis") and f.has("agitation")):
        add((2, "risk of harm with immediate threat"))
    if f.has("swallowed_object") and f.has("dangerous_object"):
        add((2, "swallowed battery, magnet or sharp object"))
    if f.has("testicular"):
        add((2, "possible testicular torsion"))
    if f.has("head_injury") and f.has("anticoagulant"):
        add((2, "head injury on anticoagulants"))
    if f.pain is not None and f.pain >= 8:
        add((2, f"very severe pain {f.pain:g}/10"))
    # Category 3
    if sbp is not None and sbp >= 180:
        add((3, f"severe hypertension (SBP {sbp:g})"))
    if spo2 is not None and 90 <= spo2 <= 95:
        add((3, f"SpO2 {spo2:g}% (90-95%)"))
    if f.has("sob"):
        add((3, "moderate shortness of breath"))
    if f.has("gi_bleed") or (f.has("vaginal_bleeding") and f.has("pregnant")):
        add((3, "moderate blood loss"))
    if f.has("seizure") and not f.has("seizure_active"):
        add((3, "seizure now resolved"))
    if f.has("dehydration") or (f.has("vomiting") and (f.has("diarrhea") or f.has("pregnant"))):
        add((3, "persistent vomiting or dehydration"))
    if f.has("head_injury") and f.has("syncope"):
        add((3, "head injury with loss of consciousness"))
    if f.has("suicidal", "psychosis", "agitation"):
        add((3, "distressed or at risk of harm"))
    if f.has("withdrawal"):
        add((3, "alcohol or drug withdrawal needing timely treatment"))
    if f.has("vomiting") and f.age is not None and f.age < 1:
        add((3, "vomiting in an infant (dehydration risk)"))
    if f.has("cellulitis") and (f.febrile or f.has("spreading")):
        add((3, "spreading infection"))
    if f.pain is not None and 6 <= f.pain < 8:
        add((3, f"moderately severe pain {f.pain:g}/10"))
    if f.has("limb_injury") and f.has("deformity", "cant_bear_weight"):
        add((3, "moderate limb injury (deformity or unable to bear weight)"))
    if f.has("hip") and f.has("trauma") and (f.age or 0) >= 60:
        add((3, "hip injury after a fall in an older patient"))
    if f.febrile and (f.age is not None and f.age < 3 or f.has("immunocompromised")):
        add((3, "fever in a high-risk patient"))
    # Category 4
    if f.has("head_injury"):
        add((4, "minor head injury"))
    if (f.has("rib_injury") and f.has("trauma")) or f.has("swallowed_object") or f.has("animal_bite"):
        add((4, "minor trauma needing assessment"))
    if f.has("vomiting", "diarrhea"):
        add((4, "vomiting or diarrhoea without dehydration"))
    if f.has("eye_foreign_body") or (f.has("eye") and not f.has("vision_loss", "work_note", "refill")):
        add((4, "eye inflammation or foreign body, normal vision"))
    if (f.has("limb_injury") and f.has("trauma")) or f.has("laceration") and not f.has("suture_removal", "dressing"):
        add((4, "minor limb trauma or wound needing care"))
    if f.has("epistaxis") or (f.has("bleeding") and not f.has("bleeding_heavy")):
        add((4, "mild bleeding"))
    if f.pain is not None and 4 <= f.pain < 6:
        add((4, f"moderate pain {f.pain:g}/10"))
    if f.has("abdominal_pain", "flank_pain", "urinary_retention", "catheter", "abscess") or f.febrile:
        add((4, "symptoms with some risk features"))
    if not candidates:
        return Decision(5, "ATS", ["minor symptoms, minimal pain, no high-risk features"])
    level = min(level for level, _ in candidates)
    return Decision(level, "ATS", [why for lvl, why in candidates if lvl == level])


def red_flags(f: Findings) -> list[str]:
    """Canonical red flags (clinical reference vocabulary) supported by the findings."""
    flags: list[str] = []
    add = flags.append
    hr, rr, spo2 = f.vital("heartrate"), f.vital("resprate"), f.vital("o2sat")
    sbp, temp = f.vital("sbp"), f.vital("temperature")
    hr_max, rr_max = _hr_limit(f.age)
    if hr is not None and hr > hr_max:
        add("tachycardia")
    if hr is not None and hr < 50:
        add("bradycardia")
    if rr is not None and rr > rr_max:
        add("tachypnea")
    if rr is not None and rr < 10:
        add("bradypnea")
    if spo2 is not None and spo2 < 92:
        add("hypoxia")
    if sbp is not None and sbp < 90:
        add("hypotension")
    if sbp is not None and sbp >= 180:
        add("severe hypertension")
    if temp is not None and temp >= 100.4:
        add("fever")
    if temp is not None and temp < 95:
        add("hypothermia")
    if f.pain is not None and f.pain >= 7:
        add("severe pain")
    if f.has("cardiac_arrest"):
        add("cardiac arrest")
    if f.has("airway"):
        add("airway compromise")
    if f.has("severe_breathing") or (f.has("sob", "hardly_breathing", "airway") and spo2 is not None and spo2 < 90):
        add("respiratory distress")
    if f.has("unresponsive", "confusion", "seizure_active"):
        add("altered mental status")
    if f.has("syncope"):
        add("syncope")
    if f.has("chest_pain"):
        add("chest pain")
    if f.has("stroke"):
        add("focal neurological deficit")
    if f.has("gi_bleed", "bleeding_heavy") or (f.has("high_risk_mechanism") and f.has("bleeding")):
        add("active bleeding")
    if f.has("suicidal"):
        add("suicidal ideation")
    if f.has("head_injury") and f.has("anticoagulant"):
        add("head injury on anticoagulants")
    if f.has("pregnant") and f.has("vaginal_bleeding"):
        add("bleeding in pregnancy")
    if f.has("allergic") and (f.has("airway", "severe_breathing") or (sbp is not None and sbp < 90) or (spo2 is not None and spo2 < 92)):
        add("anaphylaxis")
    if f.has("seizure", "seizure_active"):
        add("seizure")
    if f.has("high_risk_mechanism"):
        add("high-risk mechanism")
    if f.has("intoxication", "overdose"):
        add("intoxication")
    return flags
