"""The scripted patient: answers a triage nurse from its ``PatientBrief``, in a persona's voice.

How a reply is made
-------------------
1. **Intents.** The nurse's words are split into sentences; questions (and requests such as
   "tell me…", "please rate…") are matched against keyword rules, so one utterance can carry
   several intents ("What brings you in today, and how old are you?" → complaint, age). Each
   intent is answered, in the order the nurse asked. Yes/no questions about a named symptom
   ("any fever?") are answered from the case: yes, quoting the case's words, when the symptom is
   in the story, otherwise a consistent no.
2. **Facts.** Every answer comes from the brief, in lay words (``abbreviations.lay_phrase``).
   A detail the case lacks (no onset, no medication list) is made up once per episode from a
   generator seeded by (seed, run_id, topic), so the same question gets the same fact, and the
   made-up facts are chosen to fit the story (an acute story gets a recent onset; unknown
   allergies are "none that I know of"). The brief has no vitals or acuity, and a last filter
   removes any number that follows a vital-sign word and the words "ESI", "acuity" and "level".
3. **Voice.** When the patient cannot talk (unresponsive, seizing, confused, an overdose,
   ``UTA`` pain) or is a child under 12, a companion answers in the third person; the mode is
   fixed per episode from the brief. The companion speaks in its own voice (``companion_voice``):
   the family's first language and trust, none of the patient's confusion or way of telling pain.
4. **Persona.** The persona changes how facts are said, never the facts: a sentence budget
   (verbosity), disclosure of sensitive topics (trust), the pain score reported (pain
   expression, with words that agree with the number), hedged timings (recall), simplified
   grammar (language), an off-topic sentence (topic drift), asking to repeat (cognition), worry
   (emotion) and fillers, repetitions and self-repairs (disfluency rate, per sentence). Idioms
   and fillers fit the first language ("knocked me for six" only from a native speaker).
5. **Condition over persona.** The patient's own state, read from its own words
   (``clinical.speech``, never its acuity): breathless, it answers in short phrases with pauses
   and no fillers; drowsy or in severe pain, it says less; frightened by what it has (chest pain,
   vomiting blood, a face that droops) or spoken for, no small talk.
6. **Memory.** Every sentence said is remembered (``memory``): a fact is told once, a symptom
   asked about again is confirmed in fewer words, "like I said" is said at most once, and no
   fixed line (a worry, a request to repeat, a deflection) comes twice.

Everything random comes from ``random.Random`` instances seeded with a SHA-256 of the seed, the
run id and a purpose, never from Python's salted ``hash()``: same persona, seed and questions,
same replies.

Where it lives
--------------
``scripted`` (``ScriptedPatient``: lifecycle, compose, assemble, finish) combines mixins: ``state`` (episode
state, seeded generators), ``intents`` (what the nurse asks), ``voice`` (first person or companion), ``style``
(persona transforms) and ``answers`` (one builder module per subject). Below them: ``english`` (sentence
helpers), ``pronouns`` (third person, agreement), ``clauses`` (what kind of phrase a case fragment is),
``vocabulary`` and ``phrases`` (word and phrase tables), ``memory`` (what was said this episode) and
``safety`` (the last filter on every reply).
"""

from __future__ import annotations

from .english import uncapitalised, split_sentences  # uncapitalised: the tests import it from here
from .scripted import VERSION, ScriptedPatient
from .state import stable_seed

__all__ = ["ScriptedPatient", "stable_seed", "split_sentences", "VERSION"]
