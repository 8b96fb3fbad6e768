"""ESI decision point C: the distinct resources a presentation will need, as the nurse foresees them.

One table (``presentations.yaml``) says what each presentation needs on its own; the rules here
add what combinations and vitals call for ("a hot joint with fever: labs and a tap"). Counted
as the ESI handbook counts them: labs once however many tubes; history, examination, oral
medication, splints and simple wound care are not resources.
"""

from __future__ import annotations

import re

from ...clinical.presentations import PRESENTATIONS
from ...clinical.vitals import THRESHOLDS as T
from .findings import Findings

__all__ = ["predict_resources"]


_SORE_JOINT = re.compile(r"\b(?:knee|hip|shoulder|elbow|ankle|wrist|joint)s?\b.*\b(?:pain|sore|ach|hurt|swell|swollen)|"
                         r"\b(?:pain|sore|ach\w*|hurt\w*|swollen|swelling) (?:in |of )?(?:my |his |her |the )?(?:left |right )?"
                         r"(?:knee|hip|shoulder|elbow|ankle|wrist|joint)s?\b")
_FOOT = re.compile(r"\b(?:foot|feet|toes?|heel)\b")


def predict_resources(f: Findings) -> list[str]:
    """Decision point C: the distinct ESI resource types this presentation will need.

    Labs count once however many tubes; history, exam, oral medication, splints and simple
    wound care are not resources. A planned-care visit (refill, stitches out, dressing)
    needs none, whatever wound words it mentions.
    """
    r: set[str] = set()
    planned = f.has("refill", "suture_removal", "dressing", "med_question", "work_note")
    older = f.age is not None and f.age >= 65
    for concept in f.concepts:
        entry = PRESENTATIONS.get(concept)
        if entry:
            r.update(entry.resources)
    if f.has("sob", "severe_breathing"):
        r |= {"X-ray", "labs"}
        if f.has("leg_swelling") or older:
            r.add("ECG")
        if "wheez" in " ".join(f.concepts.values()):
            r.add("nebulised medication")
    if f.has("anticoagulant") and f.has("bleeding", "epistaxis", "gi_bleed", "hematuria", "vaginal_bleeding", "head_injury"):
        r.add("labs")  # clotting level on a blood thinner
    if f.has("anticoagulant") and f.has("fall"):
        r |= {"CT", "labs"}  # a fall on a blood thinner: a head CT and a clotting level, whatever else hurts
    sbp = f.vital("sbp")
    if sbp is not None and sbp >= T["sbp_severe_hypertension_from"] and f.presentations - {"high_bp"}:
        r |= {"labs", "ECG"}  # symptoms with a severely raised blood pressure are worked up
    if f.has("hematuria") and f.has("clots", "urinary_retention"):
        r.add("urinary catheter")  # clot retention: bladder washout
    if f.has("dental") and f.has("face"):
        r |= {"IV antibiotics", "CT"}  # dental infection spreading into the face
    if "intoxication" in f.complaint and not planned:
        r |= {"labs", "IV fluids"}  # brought in intoxicated: bloods, fluids and watching
    if f.has("dizzy") or (f.has("weakness", "fatigue") and older):
        r |= {"labs", "ECG"}  # dizziness is worked up (arrhythmia, bleeding, sugar), and an older patient's weakness
    if f.has("numbness") and not f.has("trauma", "back_pain"):
        r |= {"CT", "labs"}  # new numbness without an injury: a central cause is imaged
    if f.has("sore_throat") and f.has("swallowing"):
        r |= {"labs", "IV medication"}  # a sore throat that stops swallowing: abscess or epiglottitis
    if f.has("ulcer") and not planned:
        r |= {"labs", "X-ray"}  # a non-healing ulcer: infection markers and bone imaging
        if f.febrile:
            r.add("IV antibiotics")
    if f.has("dizzy") and f.has("vomiting"):
        r |= {"labs", "IV/IM medication"}  # vertigo with vomiting: bloods and an antiemetic by injection
    if f.has("back_pain") and f.has("cancer"):
        r |= {"MRI", "labs"}  # back pain with a known cancer: spinal metastasis until shown otherwise
    if f.has("arm_swelling") and f.has("central_line"):
        r |= {"ultrasound", "labs"}  # a swollen arm with a line in it: a clot around the line until imaged
    if f.has("hot_joint") and "gout" not in f.concepts.get("joint_pain", ""):
        r |= {"labs", "X-ray", "joint aspiration"}  # a hot swollen joint is tapped (septic until shown otherwise); known gout is not
    if not f.has("trauma") and (f.has("joint_pain") or (f.has("limb_injury") and _SORE_JOINT.search(f.concepts["limb_injury"]))):
        r.add("X-ray")  # a painful joint without an injury is imaged
        if f.febrile:
            r |= {"labs", "joint aspiration"}  # a hot joint with fever: septic until tapped
    if f.has("diabetes") and f.has("cellulitis") and _FOOT.search(" ".join(f.concepts.values())):
        r.add("X-ray")  # an infected diabetic foot: bone involvement
    if f.has("syncope") and not f.has("seizure"):
        r |= {"ECG", "labs"}
    cystitis = f.has("urinary") and not f.febrile and (f.pain or 0) < 5  # low belly ache of a simple UTI
    simple_constipation = f.has("constipation") and not older and not f.has("vomiting") and (f.pain or 0) < 5
    # A blocked catheter explains bladder fullness; a well patient's constipation needs no tests.
    if f.has("abdominal_pain") and not f.has("catheter") and not cystitis and not simple_constipation:
        r |= {"labs", "CT/ultrasound"}
    elif f.has("constipation") and not planned and (f.age is None or f.age >= 18):
        r.add("abdominal X-ray or enema")  # an adult's; a child's is treated by mouth, without imaging
    if f.has("flank_pain"):
        if (f.pain or 0) >= 5:
            r.add("IV medication")
    if f.has("vomiting", "diarrhea"):
        infant = f.age is not None and f.age < 1
        # a raised pulse in a vomiting patient: volume lost
        if f.has("dehydration") or f.has("pregnant") or (f.has("vomiting") and f.has("diarrhea")) or older or infant or f.fast_pulse:
            r |= {"IV fluids", "labs"}
        else:
            r.add("IV/IM medication")
    if f.febrile and not f.has("cold", "sore_throat", "ear"):
        r.add("labs")
        if f.has("cough"):
            r.add("X-ray")
        if f.has("cellulitis", "urinary", "flank_pain", "central_line"):
            r.add("IV antibiotics")  # a line or port with a fever: line infection until cultures say otherwise
        if f.has("hiv"):
            r.add("X-ray")  # fever with HIV: cultures and a chest film
    if f.has("cellulitis") and (f.febrile or f.has("spreading") or not f.has("insect_bite", "joint_pain")):
        r |= {"labs", "IV antibiotics"}  # red, hot, swollen skin is worked up and treated IV; a bite's local reaction or a gouty joint is not
    if f.has("cough") and (f.has("chronic") or f.has("sob")) and not planned:
        r.add("X-ray")
    if f.has("urinary") and not f.has("catheter"):
        r.add("labs")
    if f.has("urinary_retention") and not f.has("catheter"):
        r |= {"urinary catheter", "labs"}
    if f.has("vaginal_bleeding") or (f.has("pregnant") and f.has("abdominal_pain") and (f.pain or 0) >= 5):
        r |= {"labs", "ultrasound"}
    if f.has("discharge") and not f.has("eye", "ear"):
        r.add("labs")
    if f.has("head_injury") and (f.has("intoxication", "anticoagulant", "syncope", "assault") or older):
        r.add("CT")
    if f.has("intoxication") and f.has("trauma", "head_injury", "confusion") and not f.has("suicidal", "homicidal", "overdose", "psychosis"):
        r.add("labs")
    if f.has("headache") and not f.has("thunderclap") and ((f.pain or 0) >= 6 or f.has("vomiting")):
        r.add("IV/IM medication")
        if (f.pain or 0) >= T["pain_severe_from"] or not f.has("migraine_history"):
            r.add("IV fluids")  # the IV "cocktail", medication and fluids: a severe headache, or a bad one unlike the usual
    if f.has("shingles") and f.has("eye"):
        r.add("specialty consultation")  # shingles reaching the eye: ophthalmology the same day
    if f.has("allergic") and (f.airway_at_risk or f.has("sob")):
        r.add("IV/IM medication")
    if not planned:
        if f.has("laceration") or (f.has("animal_bite") and f.has("deep_wound", "laceration", "bleeding")):
            r.add("laceration repair")
        if f.has("laceration") and f.has("glass"):
            r.add("X-ray")  # glass left in a wound shows only on an X-ray (raters, 4 of 6)
        if f.has("animal_bite") and f.has("deep_wound", "puncture_wound"):
            r.add("X-ray")  # a tooth in a joint or a bone; punctures are left open, not repaired (raters: dog bites ESI 4)
        if f.has("rib_injury") and f.has("trauma"):
            r.add("X-ray")
            if (f.pain or 0) >= T["pain_severe_from"]:  # raters of terse rows: 7/10 and up 2 of 2 ESI 3, 6/10 3 of 6, 5/10 none of 4
                r.add("IV/IM medication")
        elif f.has("rib_injury"):
            r |= {"ECG", "X-ray"}  # chest-wall pain without an injury is chest pain until the ECG says otherwise
        if f.has("face") and f.has("trauma") and (not f.has("laceration") or f.has("assault", "deformity")):
            r.add("CT")  # a struck face: facial bones (a cut chin after a fall is a repair, not a scan)
            if f.has("assault"):  # raters of terse rows count a second resource here: repair, injected analgesia or an eye review
                r.add("wound repair or injected analgesia")
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
        if f.has("hip") and f.has("trauma") and (older or f.has("cant_bear_weight") or (f.age or 0) >= 60
                                                 or (f.pain or 0) >= T["pain_severe_from"]):
            r |= {"X-ray", "labs"}
        if f.has("neck_pain") and f.has("high_risk_mechanism"):
            r.add("CT")
    return sorted(r)
