"""ESI decision point C: the resources a presentation will need, as the nurse foresees them.

One table (``presentations.yaml``) says what each presentation needs on its own; the named
rules here (``RESOURCE_RULES``) add what combinations and vitals call for ("a hot joint with
fever: labs and a tap"). Every name is one of ``clinical/data/resources.yaml``, checked when
this module loads; decision point C counts their kinds there (``count_resources``): labs once
however many tubes; history, examination, oral medication, splints and simple wound care are
not resources.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ...clinical.age_limits import AGE_LIMITS
from ...clinical.concepts import CONCEPTS
from ...clinical.presentations import PRESENTATIONS
from ...clinical.resources import resource_kind
from ...clinical.vitals import SPO2_DANGER_BELOW, danger_limits
from ...clinical.vitals import THRESHOLDS as T
from .findings import Findings

__all__ = ["ResourceRule", "RESOURCE_RULES", "predict_resources", "graze_only"]


_SORE_JOINT = re.compile(r"\b(?:knee|hip|shoulder|elbow|ankle|wrist|joint)s?\b.*\b(?:pain|sore|ach|hurt|swell|swollen)|"
                         r"\b(?:pain|sore|ach\w*|hurt\w*|swollen|swelling) (?:in |of )?(?:my |his |her |the )?(?:left |right )?"
                         r"(?:knee|hip|shoulder|elbow|ankle|wrist|joint)s?\b")
_FOOT = re.compile(r"\b(?:foot|feet|toes?|heel)\b")


@dataclass(frozen=True)
class ResourceRule:
    """A named rule: the presentation needs ``needs`` when one of the concepts ``heard`` was heard
    (any, when none is given), ``when`` holds (always, when not given) and, for an ``unplanned``
    rule, the visit is not planned care (``planned_care``), whatever wound words it mentions."""

    name: str
    needs: tuple[str, ...]
    heard: tuple[str, ...] = ()
    when: Callable[[Findings], bool] | None = None
    unplanned: bool = False


def _pain(f: Findings) -> float:
    return f.pain or 0


#: A wound over a joint, or made by a power tool ("deep cut over L kneecap", "chainsaw kicked back").
_OVER_A_JOINT = re.compile(r"\b(?:over|on|across|into) (?:the |my |his |her |their )?(?:left |right )?(?:knee ?cap|knee|knuckles?|elbow|"
                           r"wrist|ankle|joint)\b|\b(?:chain ?saw|table saw|circular saw|angle grinder|grinder|power tool|drill)\b",
                           re.IGNORECASE)


#: A cut to the face or the head, not to a limb.
_FACE_CUT = re.compile(r"\b(?:eyebrow|brow|chin|lip|forehead|scalp|head|face|cheek|eyelid|nose|ear)s?\b", re.IGNORECASE)


#: A cut made by a power tool: ragged, dirty, and deep whatever it looks like ("chainsaw kicked back into my thigh").
_POWER_TOOL = re.compile(r"\b(?:chain ?saw|table saw|circular saw|angle grinder|power saw|mitre saw|band saw)\b", re.IGNORECASE)


#: What makes sore ribs an injury, not a chest pain to trace: a blow, a fall, an assault or a crash.
_RIB_BLOW = ("trauma", "fall", "assault", "road_crash", "high_risk_mechanism")
_LOWER_RIBS = re.compile(r"\blower (?:left |right )?(?:rib|ribs|rib cage|chest wall)\b|\bhandlebars?\b", re.IGNORECASE)


#: What brings on a common faint (standing long, heat, a needle, the sight of blood) and the warning before it.
_FAINT_TRIGGER = re.compile(r"\b(?:standing|stood|church|assembly|service|queue|line|parade|hot|heat|warm|needle|injection|jab|blood "
                            r"(?:test|draw)|sight of blood|shower|bath)\b", re.IGNORECASE)


def _simple_faint(f: Findings) -> bool:
    """A faint in a child or teenager, on standing in the heat or at a needle, and nothing to fear besides: an ECG, no bloods
    (2026-12af terse, training: a girl of 15 who fainted standing through a long church service, "felt hot first"). An adult's
    faint keeps its bloods (2026-12ad terse: a woman of 20 who fainted at her graduation, ESI 3)."""
    return (f.age is not None and f.age < AGE_LIMITS.adult_from and bool(_FAINT_TRIGGER.search(_quotes(f)))
            and not f.has("chest_pain", "palpitations", "sob", "head_injury", "pregnant", "gi_bleed", "anticoagulant", "exertional",
                          "seizure", "vaginal_bleeding"))


def _quotes(f: Findings) -> str:
    return " ".join(f.concepts.values())


# Named predicates several rules share.
def planned_care(f: Findings) -> bool:
    """A planned-care visit (refill, stitches out, dressing, a question, a note) needs no resources,
    whatever wound words it mentions."""
    return f.has("refill", "suture_removal", "dressing", "med_question", "work_note")


BREATHLESS = ("sob", "severe_breathing")


def simple_cystitis(f: Findings) -> bool:
    """The low belly ache of a simple urine infection: no fever, little pain."""
    return f.has("urinary") and not f.febrile and _pain(f) < T["pain_workup_from"]


#: The injury told of a toe or a finger and of no larger part ("pinky toe stubbed on the bed frame, purple and crooked";
#: 2026-12at terse, training: its "deformity" heard alone, then reduced under sedation, ESI 3 for a toe).
_DIGIT = re.compile(r"\b(?:toes?|fingers?|thumbs?|pinky|pinkie)\b", re.IGNORECASE)
_LARGER_PART = re.compile(r"\b(?:arm|forearm|wrist|elbow|shoulder|collarbone|leg|ankle|knee|hip|thigh|shin|femur|pelvis|hand|foot)\b",
                          re.IGNORECASE)


def _only_a_digit(f: Findings) -> bool:
    told = " ".join(f.concepts.get(name, "") for name in ("limb_injury", "injury", "trauma"))
    return bool(_DIGIT.search(told)) and not _LARGER_PART.search(told)


#: A toe or a finger out of shape (not a forearm bent with its fingers pink): put straight under a ring block, no sedation.
_DIGIT_OUT_OF_SHAPE = re.compile(r"\b(?:toes?|fingers?|thumbs?)\b (?:is |are |looks? )?(?:\w+ )?(?:crooked|bent|deformed|out of place|"
                                 r"dislocated|sideways|at an angle)|\b(?:crooked|bent|deformed|dislocated) (?:little |big |middle |index |ring |baby )?"
                                 r"(?:toes?|fingers?|thumbs?)\b(?! (?:are |is )?(?:pink|warm|moving|ok|okay|fine|normal|good))"
                                 # a fingertip that droops: a mallet finger, splinted (2026-12ap terse, training)
                                 r"|\b(?:finger ?)?tip (?:of (?:my|his|her|the) (?:\w+ )?finger )?(?:droops|is drooping|has dropped|hangs down)",
                                 re.IGNORECASE)


#: A finger or a toe crushed ("shut my finger in the car door", "hammer hit my thumb", "blood under the nail").
_CRUSHED_DIGIT = re.compile(r"\b(?:finger|thumb|toe|fingertip|nail)s?\b[^.;]{0,30}\b(?:in|by) (?:a |the |my |his |her |their )?(?:car |front |back )?"
                            r"(?:door|drawer|window|gate|hammer|mallet)\b|\b(?:hammer|mallet|brick|rock|weight|dumbbell)\b[^.;]{0,20}\b(?:hit|struck|landed on|"
                            r"smashed|dropped on|fell on) (?:my |his |her |their |the )?(?:\w+ )?(?:finger|thumb|toe)s?\b|\b(?:shut|slammed|jammed|caught|trapped) "
                            r"(?:my |his |her |their |the )?(?:\w+ )?(?:finger|thumb|toe)s?\b|\bblood (?:under|beneath) (?:the |my |his |her )?(?:finger|toe)?nail\b",
                            re.IGNORECASE)


def simple_constipation(f: Findings) -> bool:
    """A well, younger patient's constipation: no vomiting, little pain; needs no tests."""
    return f.has("constipation") and not f.older and not f.has("vomiting") and _pain(f) < T["pain_workup_from"]


def abdominal_pain_worked_up(f: Findings) -> bool:
    """Belly pain is bloods and imaging, unless a blocked catheter, a simple cystitis or a simple
    constipation explains it."""
    return f.has("abdominal_pain") and not f.has("catheter") and not simple_cystitis(f) and not simple_constipation(f)


def losing_volume(f: Findings) -> bool:
    """Vomiting or diarrhoea that has cost fluid: dehydration, or a raised pulse; pregnancy, both at
    once, an older patient or an infant unless fluids stay down and urine is passed as usual."""
    at_risk = f.has("pregnant") or (f.has("vomiting") and f.has("diarrhea")) or f.older or f.infant
    return f.has("dehydration") or f.fast_pulse or (at_risk and not f.has("well_hydrated"))


def fever_worked_up(f: Findings) -> bool:
    """A fever is worked up unless a cold, a sore throat or an ear explains it."""
    return f.febrile and not f.has("cold", "sore_throat", "ear")


def _usual_migraine(f: Findings) -> bool:
    """A migraine said to be the patient's usual one ("usual migraine, out of sumatriptan, wants the shot"): the injection
    they know works, not the drip of a headache unlike the usual (2026-12x terse, training)."""
    quote = f.concepts.get("migraine_history", "") + " " + f.concepts.get("headache", "")
    said = _quotes(f)
    return (bool(re.search(r"\b(?:usual|typical|same as|like my (?:other|normal|usual))\b", quote)) and not f.has("vomiting")
            and bool(re.search(r"\b(?:ran out|run out|out of|wants?|asking for|needs?) (?:\w+ ){0,3}(?:shot|injection|jab|sumatriptan|"
                               r"triptan|medicine|tablets|meds)\b|\bout of (?:my )?\w*triptan\b", said))
            and not re.search(r"\bnothing (?:\w+ ){0,3}helps?\b|\bnot (?:helping|working)\b|\bhasn'?t (?:helped|worked)\b", said))


def bad_headache(f: Findings) -> bool:
    return f.has("headache") and not f.has("thunderclap") and (_pain(f) >= T["pain_moderately_severe_from"] or f.has("vomiting"))


def graze_only(f: Findings) -> bool:
    """The injury is a graze or a skin tear and nothing more: no deformity, weight still borne, little
    pain. Its simple wound care is no ESI resource (no X-ray); ATS 5 "minor wounds: grazes"."""
    return (f.has("superficial_wound") and not f.has("deformity", "cant_bear_weight", "laceration", "deep_wound", "head_injury")
            and _pain(f) < T["pain_moderate_from"])


_SORE_EYE = re.compile(r"\b(?:red|painful|sore|hurts?|pain|aching|gritty|burning)\b[^.;]{0,20}\beyes?\b|\beyes?\b[^.;]{0,25}\b(?:red|pain\w*|sore|hurts?|aches?)\b|"
                       r"contact lens|sensitive to (?:the )?light|photophob")


def sore_eye(f: Findings) -> bool:
    """An eye that is red, sore or painful, or shuns the light (not only blurred sight, which the eye concept hears too)."""
    return f.has("eye") and bool(_SORE_EYE.search(_quotes(f)))


def low_grade_in_older(f: Findings) -> bool:
    """A low-grade temperature (vitals.yaml temp_low_grade_from, below a fever) in an older patient, who often mounts
    no more for a urine or line infection (12k, training: an 88-year-old's blocked catheter at 37.9 °C)."""
    temp = f.vital("temperature")
    return f.older and temp is not None and temp >= T["temp_low_grade_from"]


def mild_asthma(f: Findings) -> bool:
    """A known asthmatic's wheezy flare with nothing that needs a film or bloods: no fever, not older, no severe breathing
    difficulty, a reliever that is not needed every hour or two, and no vital in the danger zone. A nebuliser is the one resource (ESI handbook; 12k, training)."""
    sbp, spo2 = f.vital("sbp"), f.vital("o2sat")
    hr_max, rr_max = danger_limits(f.age)
    hr, rr = f.vital("heartrate"), f.vital("resprate")
    # (or a wheeze with the reliever run out or used: "rescue spray empty & wheezy", 2026-12ab terse, training)
    flare = ((f.has("breathing_flare") and "asthma" in f.concepts["breathing_flare"])
             or ("wheez" in f.concepts.get("sob", "") and f.has("reliever")))
    return (flare and not f.febrile and not f.older
            and not f.has("severe_breathing", "chest_pain", "cough", "fever", "reliever_overuse")
            and not (spo2 is not None and spo2 < SPO2_DANGER_BELOW) and not (hr is not None and hr > hr_max)
            and not (rr is not None and rr > rr_max) and not (sbp is not None and sbp < T["sbp_hypotension_below"]))


def panic_attack(f: Findings) -> bool:
    """Tingling hands in a panic or anxiety attack: the breathing's, not a nerve's (12k, training)."""
    return f.has("mental_health") and bool(re.search(r"\b(?:panic|anxiety)\b", f.concepts["mental_health"]))


def bruised_baby(f: Findings) -> bool:
    """Bruises on a baby too young to crawl (``age_limits.yaml`` crawling_from): a bruise it cannot have given itself is
    a possible non-accidental injury, worked up with a skeletal survey and the safeguarding team (2026-12t ATS,
    training: a 13-week-old with bruises on the face and arm, ATS 3)."""
    return f.age is not None and f.age < AGE_LIMITS.crawling_from and bool(re.search(r"\bbruis", _quotes(f), re.IGNORECASE))


def injured_limb(f: Findings) -> bool:
    return (f.has("limb_injury") and (f.has("trauma") or f.has("deformity", "cant_bear_weight")) and not graze_only(f)
            and not f.barely_hurt_limb)


def _back_to_film(f: Findings) -> bool:
    """A back hurt by a blow (not pulled lifting), or in thin bones, is filmed for a fracture."""
    return (f.has("trauma", "fall", "road_crash", "high_risk_mechanism") and not f.has("back_strain")) or f.has("brittle_bones")


def _onto_heels(f: Findings) -> bool:
    """A fall whose injury the patient places in the heels."""
    return f.has("fall") and bool(re.search(r"\bheels?\b", _quotes(f), re.IGNORECASE))


def _well_child_s_urine_infection(f: Findings) -> bool:
    """A fevered water infection in a child past infancy who keeps fluids down and shows no loin pain or shock: oral
    antibiotics, a urine sample the one resource."""
    return (f.has("urinary") and f.age is not None and 1 <= f.age < AGE_LIMITS.adult_from
            and not f.has("cellulitis", "flank_pain", "central_line", "vomiting", "persistent_vomiting", "poor_perfusion", "confusion"))


def painful_joint(f: Findings) -> bool:
    """Joint pain, or a limb "injury" that is a sore or swollen joint in the patient's words."""
    return f.has("joint_pain") or (f.has("limb_injury") and bool(_SORE_JOINT.search(f.concepts["limb_injury"])))


RESOURCE_RULES: tuple[ResourceRule, ...] = (
    ResourceRule("a swollen eyelid with a fever: bloods and IV antibiotics (an infection around the eye)", ("labs", "IV antibiotics"),
                 heard=("eyelid_swelling",), when=lambda f: f.febrile or f.has("fever")),
    ResourceRule("bruises on a baby too young to crawl: a skeletal survey and the safeguarding team", ("X-ray", "specialty consultation"),
                 when=bruised_baby),
    ResourceRule("breathless: a chest film and bloods", ("X-ray", "labs"), heard=BREATHLESS, when=lambda f: not mild_asthma(f)),
    ResourceRule("a COPD flare, or an asthma flare that is not mild: a chest film", ("X-ray",), heard=("breathing_flare",),
                 when=lambda f: not mild_asthma(f)),
    ResourceRule("breathless with a swollen leg, or older: an ECG", ("ECG",), heard=BREATHLESS,
                 when=lambda f: f.has("leg_swelling") or f.older),
    ResourceRule("breathless and wheezing: a nebuliser", ("nebulised medication",), heard=BREATHLESS,
                 when=lambda f: "wheez" in _quotes(f)),
    ResourceRule("bleeding or a head injury on a blood thinner: a clotting level", ("labs",), heard=("anticoagulant",),
                 when=lambda f: f.has("bleeding", "epistaxis", "gi_bleed", "hematuria", "vaginal_bleeding", "head_injury")),
    # round 2026-12j (training): a nosebleed that will not stop on aspirin is packed and its blood loss counted
    ResourceRule("bleeding on aspirin: a blood count", ("labs",), heard=("aspirin",),
                 when=lambda f: f.has("bleeding", "epistaxis", "gi_bleed", "hematuria", "socket_bleed")),
    ResourceRule("a bleeding tooth socket on a blood thinner: a clotting level", ("labs",), heard=("socket_bleed",),
                 when=lambda f: f.has("anticoagulant")),
    ResourceRule("a fall on a blood thinner: a head CT and a clotting level, whatever else hurts", ("CT", "labs"),
                 heard=("anticoagulant",), when=lambda f: f.has("fall")),
    ResourceRule("symptoms with a severely raised blood pressure are worked up", ("labs", "ECG"),
                 when=lambda f: (sbp := f.vital("sbp")) is not None and sbp >= T["sbp_severe_hypertension_from"]
                 and bool(f.presentations - {"high_bp"})),
    ResourceRule("a blocked catheter with a fever, shivers or bad pain: urine and blood tests", ("labs",), heard=("catheter",),
                 when=lambda f: f.febrile or f.has("fever") or (f.pain or 0) >= T["pain_severe_from"] or low_grade_in_older(f)),
    ResourceRule("an older patient not right since a fall: an X-ray and blood tests", ("X-ray", "labs"), heard=("fall",),
                 # (not a bruise on someone walking fine after it: 2026-12ag terse, training, "76F FELL IN GARDEN R KNEE
                 # BRUISED WALKING OK", ESI 4)
                 when=lambda f: f.older and (f.has("gait", "weakness", "confusion", "hip")
                                             or (f.has("limb_injury") and not f.has("walks_normally")))),
    ResourceRule("an older person struck by a car, however slowly: X-rays and a CT", ("X-ray", "CT"), heard=("struck_slowly",),
                 when=lambda f: f.older),
    ResourceRule("clot retention: bladder washout", ("urinary catheter",), heard=("hematuria",),
                 when=lambda f: f.has("clots", "urinary_retention")),
    # a blow to the mouth that knocked a tooth out is no infection in the face (round 21 guard: "puck to the mouth")
    ResourceRule("a dental infection spreading into the face", ("IV antibiotics", "CT"), heard=("dental",),
                 when=lambda f: f.has("face") and not f.has("avulsed_tooth", "trauma", "assault", "head_injury")),
    # a blood too thin on a check that now bleeds (gums, bruises): reversal by injection as well as the level (12o guard)
    ResourceRule("a blood thinner's level too high with bleeding: vitamin K by injection", ("labs", "IV medication"),
                 heard=("high_inr",), when=lambda f: f.has("bleeding", "epistaxis", "gi_bleed", "hematuria")),
    # round 2026-12q (training): a double dose of insulin is watched with sugars and a dextrose drip ready
    ResourceRule("too much insulin: blood sugars checked for hours and a glucose drip", ("labs", "IV fluids"), heard=("double_dose",),
                 when=lambda f: bool(re.search(r"insulin|lantus|levemir|novorapid|humalog|tresiba|toujeo|units\b", _quotes(f), re.I))),
    # round 2026-12q (training): a knock to the head at 65 or more is scanned, and why they fell is looked for; a jaw
    # or face knocked out of shape (teeth that no longer meet) is scanned and seen by the face surgeons
    ResourceRule("a head injury at 65 or over: a head CT and bloods for why they fell", ("CT", "labs"), heard=("head_injury",),
                 when=lambda f: f.older),
    # a nose knocked crooked alone is seen in clinic once the swelling settles (round 21 guard)
    ResourceRule("a face or jaw out of shape: a CT and the face surgeons", ("CT", "specialty consultation"), heard=("deformity",),
                 when=lambda f: f.has("dental", "face", "jaw_pain") and not (re.search(r"\bnose\b", f.concepts.get("deformity", ""), re.I)
                                                                         or re.search(r"\bnose\b", f.concepts.get("face", ""), re.I)
                                                                         and not f.has("dental", "jaw_pain"))),
    # after the 2026-12p measurement (training): bleeding in the weeks after a birth is a haemorrhage until counted
    ResourceRule("bleeding after a birth: blood count, group and fluids", ("labs", "IV fluids"), heard=("postpartum",),
                 when=lambda f: f.has("bleeding", "vaginal_bleeding", "clots")),
    # after the 2026-12p measurement (training): a bite torn into the face is repaired with care, often under sedation
    # (a lip torn through by a dog is the face too: 2026-12ax terse, training, ESI 3, given 4)
    ResourceRule("a bite to the face: repair and a plastic surgeon's look", ("laceration repair", "specialty consultation"),
                 heard=("animal_bite",), when=lambda f: f.has("face") or re.search(
                     r"\b(?:lips?|nose|ears?|eyelids?|cheeks?)\b[^.;]{0,20}\b(?:torn|cut|split|bitten|ripped|gaping|hanging)\b"
                     r"|\b(?:torn|cut|split|bitten|ripped) (?:\w+ ){0,2}(?:lips?|nose|ears?|eyelids?|cheeks?)\b",
                     _quotes(f), re.IGNORECASE) is not None),
    ResourceRule("brought in intoxicated: bloods, fluids and watching", ("labs", "IV fluids"),
                 when=lambda f: "intoxication" in f.complaint, unplanned=True),
    ResourceRule("dizziness (arrhythmia, bleeding, sugar), or an older patient's weakness, is worked up", ("labs", "ECG"),
                 when=lambda f: f.has("dizzy") or (f.has("weakness", "fatigue") and f.older)),
    ResourceRule("new numbness without an injury: a central cause is imaged", ("CT", "labs"), heard=("numbness",),
                 # (nor the tingle an electric shock leaves in the hand: 2026-12ab terse, training)
                 # (nor the burning tingle before a shingles rash, nor a finger tingling round a stuck ring, nor a cold, white limb,
                 # whose numbness is its own: 2026-12ax narrative, training, CT asked for each)
                 when=lambda f: not f.has("trauma", "back_pain", "electrical_injury", "high_voltage", "shingles", "ring_stuck",
                                          "insect_bite", "limb_ischemia", "frostbite") and not panic_attack(f)),
    ResourceRule("a sore throat that stops swallowing: abscess or epiglottitis", ("labs", "IV medication"), heard=("sore_throat",),
                 when=lambda f: f.has("swallowing")),
    ResourceRule("a non-healing ulcer: infection markers and bone imaging", ("labs", "X-ray"), heard=("ulcer",), unplanned=True),
    ResourceRule("an ulcer with a fever: IV antibiotics", ("IV antibiotics",), heard=("ulcer",), when=lambda f: f.febrile, unplanned=True),
    ResourceRule("vertigo with vomiting: bloods and an antiemetic by injection", ("labs", "IV/IM medication"), heard=("dizzy",),
                 when=lambda f: f.has("vomiting")),
    ResourceRule("back pain with a known cancer: spinal metastasis until shown otherwise", ("MRI", "labs"), heard=("back_pain",),
                 when=lambda f: f.has("cancer")),
    # a leg gone numb with a back pain: the new deficit is imaged, and a severe pain is eased by injection (2026-12ah terse,
    # training: "low back pain after lifting, now L leg numb to foot", 7/10, ESI 3; a trapped nerve, not the cord)
    ResourceRule("back pain with a new numb leg: the nerve's deficit imaged", ("MRI",), heard=("back_pain",),
                 when=lambda f: f.has("numbness"), unplanned=True),
    ResourceRule("back pain with a new numb leg, in severe pain: injected analgesia", ("IV/IM medication",), heard=("back_pain",),
                 when=lambda f: f.has("numbness") and _pain(f) >= T["pain_severe_from"], unplanned=True),
    ResourceRule("a swollen arm with a line in it: a clot around the line until imaged", ("ultrasound", "labs"), heard=("arm_swelling",),
                 when=lambda f: f.has("central_line")),
    ResourceRule("a hot swollen joint is tapped (septic until shown otherwise); known gout is not", ("labs", "X-ray", "joint aspiration"),
                 heard=("hot_joint",), when=lambda f: "gout" not in f.concepts.get("joint_pain", "")),
    # (a known arthritis whose painkillers ran out is no new joint to image: 2026-12ak narrative, training)
    ResourceRule("a painful joint without an injury is imaged", ("X-ray",), heard=("joint_pain", "limb_injury"),
                 # a ring cut off an arthritic finger is no joint work-up (12k), nor a bite's swelling by a joint (2026-12al terse, training:
                 # "bug bite on ankle swollen and itchy" X-rayed)
                 when=lambda f: painful_joint(f) and not f.has("trauma", "ring_stuck", "insect_bite")
                 and not (f.has("joint_pain") and f.has("refill") and not f.febrile
                          and bool(re.search(r"\barthritis\b", f.concepts.get("joint_pain", ""), re.IGNORECASE)))),
    ResourceRule("a painful joint with a fever: septic until tapped", ("labs", "joint aspiration"), heard=("joint_pain", "limb_injury"),
                 when=lambda f: painful_joint(f) and not f.has("trauma") and f.febrile),
    ResourceRule("an infected diabetic foot: bone involvement", ("X-ray",), heard=("diabetes",),
                 when=lambda f: f.has("cellulitis") and bool(_FOOT.search(_quotes(f)))),
    ResourceRule("a sticky eye in a baby under four weeks: a swab for gonorrhoea and chlamydia", ("labs",), heard=("conjunctivitis",),
                 when=lambda f: f.age is not None and f.age < AGE_LIMITS.neonate_under),  # 2026-12af narrative, training (ESI 4)
    ResourceRule("a child with a fever who will not walk or bear weight, with no injury: a joint or bone infection until shown "
                 "otherwise (bloods, an X-ray)", ("labs", "X-ray"), heard=("limb_injury", "cant_bear_weight", "gait", "joint_pain"),
                 when=lambda f: f.age is not None and f.age < AGE_LIMITS.adult_from and (f.febrile or f.has("fever"))
                 and not f.has("fall", "trauma", "road_crash", "assault")
                 and bool(re.search(r"won'?t (?:walk|stand|bear|put (?:any )?weight)|not (?:walking|weight ?bearing|bearing weight|putting weight)|"
                                    r"refus\w* to (?:walk|stand|bear)|can'?t (?:walk|stand|bear)|limp", _quotes(f), re.IGNORECASE))),  # 2026-12af terse, training
    ResourceRule("a fall from a height onto the heels with back pain: the heel filmed, the spine scanned (the load goes up the spine)",
                 ("X-ray", "CT"), heard=("back_pain",),
                 when=lambda f: f.has("fall") and bool(re.search(r"\blanded (?:\w+ )?on (?:my |his |her |their |both )?(?:heels?|feet|bottom)\b",
                                                                 _quotes(f), re.IGNORECASE))),  # 2026-12af terse, training
    ResourceRule("an older person falling again and again: why (an ECG and bloods)", ("ECG", "labs"), heard=("recurrent_falls",),
                 when=lambda f: f.older),
    ResourceRule("fainting: an ECG and bloods", ("ECG", "labs"), heard=("syncope",), when=lambda f: not f.has("seizure") and not _simple_faint(f)),
    ResourceRule("a young person's faint on standing in the heat or at a needle: an ECG", ("ECG",), heard=("syncope",),
                 when=lambda f: not f.has("seizure") and _simple_faint(f)),
    # round 2026-12i (training, 12e): a transplant patient's diarrhoea moves the drug level and the kidneys
    ResourceRule("vomiting, diarrhoea or a fever with an immune system held down: bloods (drug levels, kidneys, counts)", ("labs",),
                 heard=("immunocompromised",), when=lambda f: f.has("vomiting", "diarrhea", "fever") or f.febrile),
    ResourceRule("belly pain: bloods and imaging", ("labs", "CT/ultrasound"), heard=("abdominal_pain",), when=abdominal_pain_worked_up),
    ResourceRule("an adult's constipation is imaged or given an enema; a child's is treated by mouth", ("abdominal X-ray or enema",),
                 heard=("constipation",), when=lambda f: f.adult and not abdominal_pain_worked_up(f), unplanned=True),
    ResourceRule("flank pain: IV analgesia", ("IV medication",), heard=("flank_pain",), when=lambda f: _pain(f) >= T["pain_workup_from"]),
    ResourceRule("vomiting or diarrhoea that has cost fluid: fluids and bloods", ("IV fluids", "labs"), heard=("vomiting", "diarrhea"),
                 when=losing_volume),
    # vomiting in a child with diabetes (type 1, on insulin): the sugar and the ketones are checked in the blood and the fluid goes in a drip, whatever the
    # mouth keeps down (2026-12ax narrative, training: a girl with type 1 diabetes vomiting four times, ESI 3, given 4)
    ResourceRule("a diabetic child's vomiting: bloods for sugar and ketones, and fluids", ("labs", "IV fluids"),
                 heard=("vomiting", "persistent_vomiting"), when=lambda f: f.has("diabetes") and f.age is not None
                 and f.age < AGE_LIMITS.adult_from),
    # fluids said to be staying down ("keeping sips down"): a tablet under the tongue, no injection (2026-12y terse, training)
    ResourceRule("vomiting or diarrhoea without fluid loss: an antiemetic by injection", ("IV/IM medication",), heard=("vomiting", "diarrhea"),
                 when=lambda f: not losing_volume(f) and not f.has("well_hydrated")),
    # (not a croup's: a barking cough is told by its sound, and a steroid by mouth treats it; 2026-12ab terse, training)
    ResourceRule("a fever is worked up", ("labs",), when=lambda f: fever_worked_up(f) and not f.has("croup")),
    ResourceRule("a fever with a cough: a chest film", ("X-ray",), heard=("cough",), when=lambda f: fever_worked_up(f) and not f.has("croup")),
    ResourceRule("a fever with a skin, urine or line infection: IV antibiotics (a line or port: line infection until cultures say otherwise)",
                 ("IV antibiotics",), heard=("cellulitis", "urinary", "flank_pain", "central_line"),
                 # (a well child past infancy with a fevered water infection takes antibiotics by mouth: 2026-12ax narrative,
                 # training, a 4-year-old playing with stickers, ESI 4, given 3)
                 when=lambda f: fever_worked_up(f) and not _well_child_s_urine_infection(f)),
    # an older patient mounts little temperature for a urine infection: 37.8 °C or more is worked up and treated as a fever
    # would be (2026-12x narrative, training: an 88-year-old's stinging, smelly urine at 37.9 °C)
    ResourceRule("an older patient's urine infection with a low-grade temperature: bloods and IV antibiotics",
                 ("labs", "IV antibiotics"), heard=("urinary",), when=lambda f: low_grade_in_older(f) and not f.febrile),
    # 2026-12aw terse (training): hiccups that will not stop in a patient on dialysis, or kept from eating for days, can mark
    # a raised urea or a salt out of balance: blood tests and an ECG ("hiccups nonstop since saturday, cant eat or sleep, pmh
    # kidney failure on dialysis", ESI 3, given 5)
    ResourceRule("hiccups that will not stop in kidney failure: blood tests and an ECG", ("labs", "ECG"), heard=("hiccups",),
                 when=lambda f: f.has("kidney_disease", "missed_dialysis")),
    # round 2026-12k (training): a hot, hard, painful breast with a fever (mastitis, perhaps an abscess) is treated as a skin infection
    ResourceRule("a painful breast with a fever: mastitis or an abscess, IV antibiotics", ("IV antibiotics",), heard=("breast",),
                 when=fever_worked_up),
    # round 2026-12k (training): a painful lump that brings a fever is pus to drain (a perianal or skin abscess); so is one red
    # and hot without a fever (2026-12ax terse, training: "painful lump at the top of his butt crack, red n hot, hard to sit, neg
    # fever", ESI 4, given 3 for bloods and IV antibiotics)
    ResourceRule("a painful lump with a fever, or red and hot: an abscess to drain", ("incision and drainage",), heard=("lump",),
                 when=lambda f: f.febrile or f.has("fever", "cellulitis"), unplanned=True),
    # round 2026-12k (training): malaria until the films say otherwise (judgement: bloods, films and a drip, as raters did)
    ResourceRule("a fever after the tropics: malaria films, bloods and fluids", ("labs", "IV fluids"), heard=("returned_traveller",),
                 when=lambda f: f.febrile or f.has("fever")),
    ResourceRule("a fever with HIV: cultures and a chest film", ("X-ray",), heard=("hiv",), when=fever_worked_up),
    ResourceRule("red, hot, swollen skin is worked up and treated IV; a bite's local reaction, a gouty joint, a toe a hair strangles "
                 "or a red, hot lump (an abscess, drained) is not",
                 ("labs", "IV antibiotics"), heard=("cellulitis",),
                 when=lambda f: f.febrile or f.has("spreading") or not f.has("insect_bite", "joint_pain", "hair_tourniquet", "lump")),

    ResourceRule("a chronic cough, or a cough with breathlessness: a chest film", ("X-ray",), heard=("cough",),
                 when=lambda f: f.has("chronic", "sob"), unplanned=True),
    ResourceRule("urinary symptoms: a urine test", ("labs",), heard=("urinary",), when=lambda f: not f.has("catheter")),
    ResourceRule("urine retention: a catheter and bloods", ("urinary catheter", "labs"), heard=("urinary_retention",),
                 when=lambda f: not f.has("catheter")),
    ResourceRule("bleeding in pregnancy, or belly pain in pregnancy: bloods and a scan", ("labs", "ultrasound"),
                 heard=("vaginal_bleeding", "pregnant"),
                 # "I'm pregnant and I've been bleeding": bleeding a pregnant patient names without a site is from the womb (12k)
                 when=lambda f: f.has("vaginal_bleeding") or (f.has("pregnant") and f.has("bleeding"))
                 or (f.has("abdominal_pain") and _pain(f) >= T["pain_workup_from"])),
    # (2026-12ak narrative, training) itching of the palms and soles late in pregnancy is obstetric cholestasis until the bile
    # acids say otherwise: bloods and an obstetric review with the baby monitored
    ResourceRule("itchy palms and soles in pregnancy: bile acids and an obstetric review", ("labs", "specialty consultation"),
                 heard=("pregnant",), when=lambda f: f.has("rash") and (f.weeks_pregnant is None or f.weeks_pregnant >= T["cholestasis_from_weeks"])
                 and bool(re.search(r"\bitch\w*\b[^.;]{0,40}\b(?:palms?|soles?|hands and feet|hands|feet)\b|\b(?:palms?|soles?|hands and feet|hands|feet)\b[^.;]{0,30}\bitch",
                                    f.concepts["rash"], re.IGNORECASE))),
    ResourceRule("a discharge: swabs and tests", ("labs",), heard=("discharge",), when=lambda f: not f.has("eye", "ear")),
    # round 2026-12k (training): a doubled dose of warfarin or the like, no bleeding: a clotting level
    # round 2026-12k (training): a splinter deep under a nail, or one the patient cannot get out, is removed (a block, the nail lifted)
    ResourceRule("a deep splinter, or one under a nail or that will not come out: removal", ("foreign body removal",), heard=("splinter",),
                 when=lambda f: f.has("deep_wound") or bool(re.search(r"\bunder (?:my |his |her |the )?(?:finger|toe)?nail|(?:can'?t|cannot|couldn'?t) "
                                                                       r"(?:get|pull|dig) (?:it|them) out", f.concepts["splinter"])),
                 unplanned=True),
    ResourceRule("a blood thinner taken twice: a clotting level", ("labs",), heard=("double_dose",), when=lambda f: f.has("anticoagulant")),
    # round 2026-12k (training): a contact-lens wearer's painful red eye, or one that blurs the sight, is seen by
    # ophthalmology the same day (keratitis, iritis); a sticky eye that sees well is not
    ResourceRule("a painful or red eye that blurs the sight, or in a contact-lens wearer: ophthalmology the same day",
                 ("specialty consultation",), heard=("eye",), when=lambda f: sore_eye(f) and (f.has("blurred_vision") or "contact lens" in _quotes(f))),
    # round 2026-12k (training): a feverish child who limps or will not bear weight, with no injury: a septic joint until shown otherwise
    ResourceRule("a feverish child who limps or will not bear weight, with no injury: bloods and a scan of the joint", ("labs", "ultrasound"),
                 heard=("gait", "cant_bear_weight", "hip"), when=lambda f: f.febrile and not f.adult and not f.has("trauma")),
    # round 2026-12j (training): raters of terse rows and full stories scan a head injury that has vomited, even once
    ResourceRule("a head injury with drink, a blood thinner, a faint, an assault, vomiting or an older patient: a head CT", ("CT",),
                 heard=("head_injury",),
                 when=lambda f: f.has("intoxication", "anticoagulant", "syncope", "assault", "vomiting", "persistent_vomiting") or f.older),
    ResourceRule("intoxicated and injured or confused: bloods", ("labs",), heard=("intoxication",),
                 when=lambda f: f.has("trauma", "head_injury", "confusion") and not f.has("suicidal", "homicidal", "overdose", "psychosis")),
    # 2026-12s terse (training): a cancer's pain no longer held by the tablets at home is given by injection, with bloods
    ResourceRule("a cancer's pain not held at home: injected analgesia and bloods", ("IV/IM medication", "labs"), heard=("cancer",),
                 when=lambda f: _pain(f) >= T["pain_severe_from"]),
    ResourceRule("a bad headache: medication by injection", ("IV/IM medication",), heard=("headache",), when=bad_headache),
    ResourceRule("the IV \"cocktail\", medication and fluids: a severe headache, a bad one unlike the usual, or a moderately severe one with vomiting",
                 ("IV fluids",),
                 heard=("headache",), when=lambda f: bad_headache(f) and (
                     (_pain(f) >= T["pain_severe_from"] and not _usual_migraine(f)) or not f.has("migraine_history")
                     or (f.has("vomiting") and _pain(f) >= T["pain_moderately_severe_from"]))),
    # the tip of the nose shares the eye's nerve: shingles there reaches the eye (Hutchinson's sign; 2026-12s, training)
    # a burn of the hand that has blistered: partial thickness on a hand, dressed under injected analgesia with a burns opinion
    # (2026-12ay terse and narrative, training: fryer grease and a barbecue flare over the back of a hand, ESI 3, given 4; the
    # blister is told in a clause of its own, "and it's blistering", so the burn's own words never hold it)
    ResourceRule("a blistered burn of the hand: injected analgesia and a burns opinion", ("IV/IM medication", "specialty consultation"),
                 heard=("burn",), when=lambda f: not f.has("moderate_burn", "major_burn") and re.search(
                     r"\b(?:hands?|palms?|fingers?)\b", f.concepts.get("burn", ""), re.IGNORECASE) is not None and f.has("blistered")),
    ResourceRule("shingles reaching the eye, or the tip of the nose: ophthalmology the same day", ("specialty consultation",),
                 heard=("shingles",), when=lambda f: f.has("eye") or "tip of" in f.concepts.get("shingles", "").lower()),
    # (the eye itself sore or gritty with it: antivirals started by drip while the eye is examined; 2026-12ax terse and a
    # 2026-12aw narrative, training, both ESI 3, given 4)
    ResourceRule("shingles with the eye itself sore or gritty: antivirals by drip", ("IV medication",), heard=("shingles",),
                 when=lambda f: f.has("eye", "conjunctivitis", "photophobia") and re.search(
                     # (a sore or gritty eye, never one only "a bit red": tests/test_offline_nurse.py's training set 10, ESI 4)
                     r"\beyes?\b[^.;,]{0,20}\b(?:gritty|sore|painful|blurr\w*)\b|\b(?:gritty|sore|painful) (?:right |left )?eye",
                     _quotes(f), re.IGNORECASE) is not None),
    # a fever or rigors on dialysis: the line or the fistula is seeded until cultures say not (2026-12ax terse, training: ESI 3,
    # given 4 with bloods alone)
    ResourceRule("a fever or rigors in a patient on dialysis: cultures and antibiotics by drip", ("labs", "IV antibiotics"),
                 heard=("kidney_disease",), when=lambda f: f.febrile or f.has("fever")),
    ResourceRule("an allergic reaction with airway or breathing symptoms: injected medication", ("IV/IM medication",), heard=("allergic",),
                 when=lambda f: f.airway_at_risk or f.has("sob")),
    # a wound told only as gaping ("left thigh gaping" after a chainsaw kicked back) is closed too (2026-12z terse, training)
    ResourceRule("a cut, a gaping wound, or a bite that is deep, cut or bleeding: repair", ("laceration repair",),
                 heard=("laceration", "animal_bite", "deep_wound"),
                 when=lambda f: f.has("laceration") or (f.has("animal_bite") and f.has("deep_wound", "bleeding"))
                 or (f.has("deep_wound") and not f.has("puncture_wound")), unplanned=True),
    # 2026-12s terse (training): a deep cut over a kneecap from a chainsaw that kicked back is filmed for an opened joint
    # and a fragment left in it, and repaired (ESI 3)
    ResourceRule("a deep cut over a joint, or from a power tool: an X-ray for an opened joint or a fragment", ("X-ray",),
                 heard=("laceration",), when=lambda f: bool(_POWER_TOOL.search(_quotes(f)))  # a chainsaw's cut, however deep (2026-12v)
                 or (f.has("deep_wound") and bool(_OVER_A_JOINT.search(_quotes(f)))), unplanned=True),
    # 2026-12y terse and narrative (training): a fingertip shut in a car door or struck by a hammer, or with blood under its
    # nail, is filmed for a broken tip (ESI 4), never sent off with nothing
    ResourceRule("a finger or toe crushed in a door or by a blow, or with blood under its nail: an X-ray for a broken tip", ("X-ray",),
                 # (a crushed finger with a cut to close is repaired, the film not counted again: raters of 2026-12n, ESI 4)
                 heard=("limb_injury",), when=lambda f: not f.has("laceration") and bool(_CRUSHED_DIGIT.search(_quotes(f))), unplanned=True),
    # 2026-12al terse (training): a gash "down to white tissue" on a shin lies on the bone: filmed, and closed in layers (ESI 3)
    # (a gaping cut on a shin struck by a car door is closed, not filmed: the bundled vignettes' ESI 4)
    ResourceRule("a cut on a shin down to the bone's covering: an X-ray", ("X-ray",), heard=("deep_wound",),
                 when=lambda f: f.has("laceration") and bool(re.search(r"\bshin|\btibia", _quotes(f), re.IGNORECASE))
                 and bool(re.search(r"\bdown to\b|\bto the bone\b|\bbone (?:is )?(?:visible|showing|exposed)|\btendon|\bwhite tissue",
                                    _quotes(f), re.IGNORECASE)), unplanned=True),
    # 2026-12al terse (training): a splinter under a nail comes out under a ring block (ESI 4), never sent off with nothing
    ResourceRule("a splinter under a nail: removal under a ring block", ("foreign body removal",), heard=("splinter",),
                 when=lambda f: bool(re.search(r"\bunder (?:my |the |his |her |their |a )?(?:thumb|finger|toe)?nail", _quotes(f), re.IGNORECASE)),
                 unplanned=True),
    # 2026-12al terse (training): an aching calf on the pill or hormones, not swollen, is scanned for a clot (ESI 4); swollen,
    # it is a possible clot (dvt), scanned and bloods taken
    ResourceRule("an aching calf on the pill or hormones: a scan for a clot", ("ultrasound",), heard=("limb_injury",),
                 when=lambda f: f.has("hormones") and not f.has("trauma", "dvt")
                 and bool(re.search(r"\bcalf\b", f.concepts.get("limb_injury", ""), re.IGNORECASE)), unplanned=True),
    # 2026-12al terse (training): bruises everywhere and bleeding gums on warfarin: the level measured and the thinning reversed
    ResourceRule("bleeding of its own on a blood thinner: the level and its reversal", ("labs", "IV/IM medication"), heard=("anticoagulant",),
                 when=lambda f: f.has("bleeding") and bool(re.search(r"\bgums?\b|\bbruis\w* (?:all over|everywhere)|\bbleeding gums\b",
                                                                      _quotes(f), re.IGNORECASE)), unplanned=True),
    ResourceRule("glass left in a wound shows only on an X-ray (raters, 4 of 6)", ("X-ray",), heard=("laceration",),
                 when=lambda f: f.has("glass"), unplanned=True),
    # 2026-12ao terse (training): "scrotum on R slowly bigger over weeks, heavy not painful", ESI 4
    ResourceRule("a painless swelling of the scrotum: an ultrasound", ("ultrasound",), heard=("lump",),
                 when=lambda f: bool(re.search(r"\b(?:testic\w*|testicle|scrot\w*|balls?)\b", f.concepts.get("lump", ""), re.IGNORECASE))),
    # 2026-12ao terse (training): "has stepped on a roofing nail at a job site, through the sneaker into R heel", ESI 4; 2026-12w
    # terse and ATS (training); a garden fork through a wellington boot (2026-12ap narrative, training)
    ResourceRule("a nail, a spike or a fork through a shoe into the foot: an X-ray for a piece left in", ("X-ray",), heard=("puncture_wound",),
                 when=lambda f: bool(re.search(r"\b(?:nail|tack|screw|spike|glass|fork|tine|pitchfork)\b[^.;]{0,60}\b(?:boot|shoe|sneaker|trainer|"
                                                r"sandal|sole|heel|foot|runner|gumboot|wellie|welly|wellington|thong|flip-flop|slipper)\b|"
                                                r"\b(?:stepped|trod|stood) on\b", _quotes(f), re.IGNORECASE)), unplanned=True),
    ResourceRule("a deep or puncture bite: a tooth in a joint or a bone (punctures are left open, not repaired; raters: dog bites ESI 4)",
                 ("X-ray",), heard=("animal_bite",), when=lambda f: f.has("deep_wound", "puncture_wound"), unplanned=True),
    # a back landed on or thrown onto (not one pulled lifting), or any back in thin bones (a crush fracture until filmed): a
    # film, and injected analgesia when the pain is severe (2026-12v terse, training: "thrown off horse landed on back ...
    # low back pain", 8/10, ESI 3; 2026-12aa terse, training: "osteoporosis + sudden mid back pain lifting grandson")
    ResourceRule("a back hurt in a fall, a throw or a crash, or in thin bones: an X-ray", ("X-ray",), heard=("back_pain",),
                 when=lambda f: _back_to_film(f), unplanned=True),
    ResourceRule("a back hurt in a fall, a throw or a crash, or in thin bones, in severe pain: injected analgesia", ("IV/IM medication",),
                 heard=("back_pain",), when=lambda f: _back_to_film(f) and _pain(f) >= T["pain_severe_from"], unplanned=True),
    # a strained back whose patient came for "a shot": the injection they ask for is the resource (2026-12ai terse, training:
    # "wants shot for back, strained lifting couch", ESI 4)
    ResourceRule("a back pain whose patient asks for an injection: injected analgesia", ("IV/IM medication",), heard=("back_pain",),
                 when=lambda f: bool(re.search(r"\b(?:wants?|want|asking for|asked for|needs?|here for|like) (?:a |an |the |my )?"
                                               r"(?:shot|injection|jab)\b", _quotes(f))), unplanned=True),
    # a headache after a needle in the spine: fluids and an anaesthetist's review for a spinal fluid leak (2026-12aa terse, training)
    ResourceRule("a headache after an epidural or a spinal: IV fluids and an anaesthetist", ("IV fluids", "specialty consultation"),
                 heard=("headache",), when=lambda f: f.has("dural_puncture"), unplanned=True),
    # a fall landed on the heels: the heel bones and the spine above them are filmed, and a severe pain is eased by
    # injection (2026-12ar terse, training: a ladder's two metres onto both heels, 9/10, ESI 3 for X-rays and IV analgesia)
    ResourceRule("a fall onto the heels: the heels and the spine filmed", ("X-ray",), heard=("limb_injury",),
                 when=lambda f: _onto_heels(f), unplanned=True),
    ResourceRule("a fall onto the heels in severe pain: injected analgesia", ("IV/IM medication",), heard=("limb_injury",),
                 when=lambda f: _onto_heels(f) and _pain(f) >= T["pain_severe_from"], unplanned=True),
    # (a fall from a bar stool is a blow to the ribs as much as any other injury: 2026-12aq terse, training, sent for an ECG)
    ResourceRule("an injured rib: a chest film", ("X-ray",), heard=("rib_injury",), when=lambda f: f.has(*_RIB_BLOW), unplanned=True),
    # the spleen and the liver lie under the lower ribs (2026-12v, training: a fall across the handlebars onto the lower
    # left ribs, ESI 3 for bloods and a scan)
    ResourceRule("injured lower ribs: the spleen or liver beneath is scanned, with bloods", ("labs", "CT/ultrasound"), heard=("rib_injury",),
                 when=lambda f: f.has(*_RIB_BLOW) and bool(_LOWER_RIBS.search(_quotes(f))), unplanned=True),
    # raters of terse rows: 7/10 and up 2 of 2 ESI 3, 6/10 3 of 6, 5/10 none of 4
    ResourceRule("an injured rib in severe pain: injected analgesia", ("IV/IM medication",), heard=("rib_injury",),
                 when=lambda f: f.has(*_RIB_BLOW) and _pain(f) >= T["pain_severe_from"], unplanned=True),
    # an older patient's broken ribs: pain that stops a deep breath turns to pneumonia, so it is treated with injected
    # analgesia whatever the score said at the desk (2026-12ab terse, training: a 71-year-old on an icy path)
    ResourceRule("an older patient's injured ribs: injected analgesia", ("IV/IM medication",), heard=("rib_injury",),
                 when=lambda f: f.has(*_RIB_BLOW) and f.older, unplanned=True),
    ResourceRule("chest-wall pain without an injury is chest pain until the ECG says otherwise", ("ECG", "X-ray"), heard=("rib_injury",),
                 when=lambda f: not f.has(*_RIB_BLOW), unplanned=True),
    # 2026-12s terse (training): an older patient who fell face first has struck the head: a head CT, with any repair
    ResourceRule("an older patient who fell onto the face: a head CT", ("CT",), heard=("face",),
                 when=lambda f: f.older and f.has("fall"), unplanned=True),
    ResourceRule("a struck face: facial bones (a cut chin after a fall is a repair, not a scan)", ("CT",), heard=("face",),
                 when=lambda f: f.has("trauma") and (not f.has("laceration") or f.has("assault", "deformity")
                                                     # a struck cheek that sees double: the eye socket's floor (12h, found training on 12v)
                                                     or f.has("double_vision")), unplanned=True),
    # a bite gone swollen, red or hot, or with a fever: an infection in the hand's deep spaces or a joint, bloods and IV
    # antibiotics (2026-12ag narrative, training: a cat bite over the knuckles, swollen and throbbing overnight, ESI 3)
    ResourceRule("a bite gone infected: bloods and IV antibiotics", ("labs", "IV antibiotics"), heard=("animal_bite",),
                 when=lambda f: f.has("wound_infection", "cellulitis", "spreading", "fever")
                 or bool(re.search(r"\b(?:swollen|swelling|red|redness|hot|pus|infected|throbbing)\b", _quotes(f))),
                 unplanned=True),
    # an electric shock that left a burn mark or threw the patient: the current went through, bloods for the muscles and
    # kidneys (2026-12x narrative, 2026-12n terse: ESI 3); a tingle after a household shock is the ECG alone (2026-12ab)
    ResourceRule("an electric shock with a burn mark or a throw: bloods for muscle damage", ("labs",), heard=("electrical_injury",),
                 when=lambda f: f.has("burn") or bool(re.search(r"\b(?:thrown|threw|knocked (?:back|off|across)|burn|mark|entry|exit)\b",
                                                               _quotes(f))), unplanned=True),
    # a punched eye that sees double looking up: the eye socket's floor has broken and traps the muscle (2026-12ab terse,
    # training: "punched at bar & left eye swollen & double vision gazing upward")
    ResourceRule("a struck eye that sees double: the eye socket's floor (CT) and an eye review", ("CT", "specialty consultation"),
                 heard=("eye",), when=lambda f: f.has("trauma") and f.has("double_vision"), unplanned=True),
    # raters of terse rows count a second resource here: repair, injected analgesia or an eye review
    ResourceRule("a face struck in an assault: repair or injected analgesia", ("wound repair or injected analgesia",), heard=("face",),
                 when=lambda f: f.has("trauma") and f.has("assault"), unplanned=True),
    ResourceRule("a foreign body in the eye: removal", ("foreign body removal",), heard=("eye_foreign_body",), unplanned=True),
    # a nail or a shard still in the hand or a limb: a film for its depth and what it touched, then its removal (2026-12ac
    # terse, training: "NAIL GUN... NAIL EMBEDDED LEFT PALM" was judged no resource at all)
    ResourceRule("an object still embedded in a hand or a limb: an X-ray and its removal", ("X-ray", "foreign body removal"),
                 heard=("puncture_wound",), when=lambda f: bool(re.search(r"\b(?:embedded|impaled|lodged|stuck in|still (?:in|there|stuck))\b",
                                                                         f.concepts["puncture_wound"]))),
    ResourceRule("an abscess: incision and drainage", ("incision and drainage",), heard=("abscess",), unplanned=True),
    # (one that has stopped needs none: 2026-12an narrative, training, a settled nosebleed on warfarin at ESI 3)
    ResourceRule("a nosebleed: packing", ("nasal packing",), heard=("epistaxis",), when=lambda f: not f.has("bleeding_controlled"), unplanned=True),
    # 2026-12x terse (training): a power saw's cut is X-rayed for bone and fragments before it is closed; a young child's
    # swollen elbow that the arm will not move is a supracondylar fracture until the film and the bone team say not
    ResourceRule("a cut from a power saw or a grinder: an X-ray before it is closed", ("X-ray",), heard=("power_tool",),
                 when=lambda f: f.has("laceration", "deep_wound")),
    ResourceRule("a child's swollen elbow the arm will not move: an X-ray and the bone team", ("X-ray", "specialty consultation"),
                 heard=("limb_injury",),
                 # a pulled elbow is an arm held still without swelling: put back, not filmed (before the 2026-12af round)
                 when=lambda f: f.age is not None and f.age < AGE_LIMITS.adult_from and f.has("swollen_elbow") and not f.has("pulled_elbow")
                 or f.age is not None and f.age < AGE_LIMITS.adult_from and "elbow" in f.concepts.get("limb_injury", "")
                 and not (f.has("pulled_elbow") and not re.search(r"swell|swoll|deform|bent", f.concepts.get("limb_injury", "")))
                 and bool(re.search(r"swell|swoll|won'?t (?:move|use|bend)|can'?t (?:move|use|bend)|not (?:moving|using)|deform|bent",
                                    f.concepts.get("limb_injury", "") + " " + f.concepts.get("deformity", "")))),
    ResourceRule("an injured limb without a cut: an X-ray", ("X-ray",), heard=("limb_injury",),
                 # a pulled elbow is put back, not filmed; a cut to the face is no cut to the sore wrist beside it (2026-12ab
                 # terse, training: "e-scooter crash & eyebrow split & right wrist sore")
                 when=lambda f: injured_limb(f) and not f.has("pulled_elbow") and not (f.has("laceration") and not _FACE_CUT.search(
                     f.concepts.get("laceration", ""))), unplanned=True),
    ResourceRule("a wide graze with grit in it: cleaning under local anaesthetic", ("extensive wound cleaning",), heard=("superficial_wound",),
                 when=lambda f: bool(re.search(r"road ?rash|extensive|gravel|grit|all (?:down|over)|large|multiple",
                                               f.concepts.get("superficial_wound", ""))), unplanned=True),  # 2026-12w terse, training
    ResourceRule("a deformed limb: reduction under sedation", ("procedural sedation",), heard=("deformity",),
                 # a crooked toe or finger is put straight under a ring block, without sedation (2026-12w terse, training)
                 when=lambda f: injured_limb(f) and not _DIGIT_OUT_OF_SHAPE.search(" ".join(
                     f.concepts.get(name, "") for name in ("deformity", "limb_injury", "trauma"))) and not _only_a_digit(f),
                 unplanned=True),
    ResourceRule("an injured hip in an older patient, one who cannot bear weight or in severe pain: an X-ray and bloods", ("X-ray", "labs"),
                 heard=("hip",), when=lambda f: f.has("trauma") and (
                     f.older or f.has("cant_bear_weight") or (f.age is not None and f.age >= AGE_LIMITS.hip_fracture_from)
                     or _pain(f) >= T["pain_severe_from"]), unplanned=True),
    ResourceRule("neck pain after a high-risk mechanism: a CT of the spine", ("CT",), heard=("neck_pain",),
                 when=lambda f: f.has("high_risk_mechanism"), unplanned=True),
    # round 2026-12m (training): a blow to the head in a fall with a sore neck: the head and the neck are imaged
    # (CT) and the neck is filmed or cleared with a second study
    ResourceRule("neck pain with a head injury in a fall or a blow: imaging of the head and neck", ("CT", "X-ray"), heard=("neck_pain",),
                 when=lambda f: f.has("head_injury") and f.has("fall", "trauma") and not f.has("high_risk_mechanism", "road_crash"),
                 unplanned=True),
    # Round 2026-12c (training): neck pain after a road crash is imaged (the Canadian C-spine rule
    # clears few adults at triage), and raters count the X-rays of the rest as a second resource.
    ResourceRule("neck pain after a road crash: imaging of the spine and X-rays", ("CT", "X-ray"), heard=("neck_pain",),
                 when=lambda f: f.has("road_crash") and not f.has("high_risk_mechanism"), unplanned=True),
)

for _rule in RESOURCE_RULES:  # a name outside resources.yaml, or a concept nobody can hear, is an error here
    for _name in _rule.needs:
        resource_kind(_name, f"agents/offline/resources.py, rule {_rule.name!r}")
    if _unknown := [concept for concept in _rule.heard if concept not in CONCEPTS]:
        raise ValueError(f"agents/offline/resources.py, rule {_rule.name!r}: {_unknown} are not concepts of concepts.yaml")


#: Pain a shingles rash explains where it lies (the back, the side): no kidney or spine work-up (round 2026-12k, training).
_RASH_PAIN = frozenset({"flank_pain", "back_pain"})


def predict_resources(f: Findings) -> list[str]:
    """Decision point C: the resource names this presentation will need, sorted (their kinds are
    counted by ``clinical.resources.count_resources``)."""
    r: set[str] = set()
    for concept in f.concepts:
        entry = PRESENTATIONS.get(concept)
        if entry and not (concept in _RASH_PAIN and f.has("shingles")):  # shingles' burning band is the rash's pain (12k)
            r.update(entry.resources)
    planned, heard = planned_care(f), f.concepts.keys()
    for rule in RESOURCE_RULES:
        if (rule.unplanned and planned) or (rule.heard and heard.isdisjoint(rule.heard)) or (rule.when is not None and not rule.when(f)):
            continue
        r.update(rule.needs)
    return sorted(r)
