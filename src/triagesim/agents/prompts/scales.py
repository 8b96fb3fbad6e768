"""The triage scales as the LLM nurse is told them: ESI decision points and ATS categories.

The clinical content paraphrases ``docs/clinical-reference.md``; thresholds come from the
clinical knowledge base (``triagesim.clinical``), so the prompt and the protocol nurse agree.
"""

from __future__ import annotations

from ...clinical.vitals import THRESHOLDS, danger_zone_text

__all__ = ["ESI_RULES", "ATS_RULES"]


ESI_RULES = """\
Scale: Emergency Severity Index (ESI), level 1 (most urgent) to 5 (least urgent). Go through the
decision points in order and stop at the first that applies.

A. Does the patient need a life-saving intervention right now? Airway or breathing support
   (bag-valve-mask, intubation, emergency non-invasive ventilation), defibrillation, cardioversion
   or pacing, major fluid or blood resuscitation, control of major bleeding, emergency drugs such as
   naloxone, dextrose or vasopressors. Typical pictures: cardiac or respiratory arrest, unresponsive,
   severe respiratory distress, SpO2 below 90 %, shock (SBP below about 80-90 with signs of poor
   perfusion), anaphylaxis with compromise, a seizure that is still going on. If yes: ESI 1.
B. Should this patient not wait? A high-risk situation (possible acute coronary syndrome, stroke
   symptoms, suicidal or homicidal thoughts, head injury while on blood thinners, possible ectopic
   pregnancy, GI bleeding with dizziness, signs of sepsis, an older patient with severe abdominal
   pain, possible testicular torsion, and similar); new confusion, lethargy or disorientation; or
   severe pain or distress (usually 7/10 or more on your assessment). If yes: ESI 2.
C. How many different kinds of resources will the emergency department probably use?
   Resources: laboratory tests (blood, urine), ECG, plain X-ray, CT / MRI / ultrasound /
   angiography, IV fluids, IV / IM / nebulised medication, a specialty consultation, a simple
   procedure such as laceration repair or a urinary catheter (counts as one), a complex procedure
   such as procedural sedation (counts as two). Not resources: history and examination,
   point-of-care tests, a saline lock, oral medication, a tetanus shot, a prescription refill,
   a phone call to the GP, simple wound care, crutches, a splint or a sling.
   None: ESI 5. One: ESI 4. Two or more: go to D.
D. With two or more resources the level is ESI 3, but consider ESI 2 when a vital sign is in the
   danger zone for the age: """ + danger_zone_text() + f""". Any infant under 28 days with a
   temperature of {THRESHOLDS["temp_fever_from"]:g} °F or more is ESI 2.

Temperatures are in °F. Vital signs you have not measured are unknown, not normal."""

ATS_RULES = """\
Scale: Australasian Triage Scale (ATS), category 1 (most urgent) to 5 (least urgent). Choose the
most urgent category whose descriptors fit; the category sets the longest safe wait.

1 Immediate (seen at once): cardiac or respiratory arrest; immediate risk to the airway;
  RR < 10; extreme respiratory distress; SBP < 80 in an adult or severe shock; unresponsive or
  GCS < 9; seizure still going on; violent behaviour with an immediate threat.
2 Emergency (within 10 minutes): airway risk with stridor; severe respiratory distress;
  circulatory compromise (HR < 50 or > 150, low blood pressure with effects, severe blood loss);
  chest pain that is likely cardiac; very severe pain; drowsy (GCS < 13); sudden weakness or loss of
  speech (stroke signs); fever with lethargy; major or high-risk trauma; risk of harm to self or
  others with an immediate threat.
3 Urgent (within 30 minutes): severe hypertension; moderate blood loss; moderate shortness of
  breath; SpO2 90-95 %; a seizure that has stopped, now alert; persistent vomiting or dehydration;
  head injury with a brief loss of consciousness, now alert; moderately severe pain; moderate limb
  injury; distressed or at risk of self-harm.
4 Semi-urgent (within 60 minutes): mild bleeding; minor head injury without loss of
  consciousness; moderate pain with some risk features; vomiting or diarrhoea without dehydration;
  eye inflammation or a foreign body with normal vision; minor limb trauma (sprain, possible
  fracture, a laceration needing care) with normal vital signs.
5 Non-urgent (within 120 minutes): minimal pain with no high-risk features; minor symptoms of a
  stable, low-risk illness; minor wounds; scheduled reviews, dressings, prescriptions or
  immunisation only.

Red flags that cut across categories: environmental (violence, infection risk, mass casualty),
physiological (airway, breathing, circulation, consciousness, severe pain) and historical
(high-risk mechanism or history, coming back again, extremes of age, cognitive or communication
impairment, risk of harm).

Temperatures are in °F. Vital signs you have not measured are unknown, not normal."""
