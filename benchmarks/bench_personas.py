"""Persona effects: does each patient trait level change what it claims to change?

    python benchmarks/bench_personas.py [--seeds 3] [--cases FILE] [--llm] [--out benchmarks/results/personas.txt]

The offline engine (``ProtocolNurse``, ``ScriptedPatient``, ``RuleBasedExtractor``) plays every
case with patient personas varied **one trait at a time**: every other trait stays at its
neutral default (``PatientPersona()``: native English, high recall, alert, high trust,
accurate pain, calm, fluent, on topic, normal verbosity), the nurse is the neutral
``NursePersona()``, and the case sets gender and age group (``fit_patient_persona``). A
non-native level speaks Spanish as first language, so only the proficiency varies.

Each trait level is measured on the transcripts by the quantity the trait claims to change
(``personas.traits.PATIENT_TRAITS[field].measure``), next to the level's target from that
table, plus triage accuracy and under-triage:

- verbosity: sentences and words per patient reply;
- disfluency: fillers per reply, and the share of sentences with a filler, repeat or restart;
- language proficiency: words per reply and per sentence, the share of short (one- or
  two-syllable) words, and the share of articles ("a", "the": broken grammar drops them);
- recall: among replies to medicine, history and timing questions, the share saying
  "don't remember" (or "can't remember", "forget", "don't know the name") and the share
  hedged ("I think", "not sure", "or maybe", "roughly");
- pain expression: the pain score said minus the case's score;
- emotion: the share of replies with a worried question or fear ("Is this serious?", "scared");
- cognition: the share of replies that miss the question (ask for it again, lose track, or
  open with "like I said" and an old answer);
- trust: over the cases with private facts, the share of facts asked about that were shared,
  and how many times a fact was asked before it was shared;
- topic drift has no transcript measure here (an off-topic sentence is not recognisable
  without the engine's own phrase list); its sentences per reply are shown as a proxy.

A level whose measure does not move across the trait's levels is reported as NO EFFECT: a
finding about the engine, not a failure of the benchmark.

``--llm`` also plays the LLM patient (``build_llm_agents``) against the fake OpenAI server of
``tests/openai_server.py`` for a few cases per level and checks, for each trait level, that the
level's instruction (``patient_trait_behaviours``) is in the patient's system prompt. The fake
server does not follow instructions (it cycles canned lines), so this measures only that each
trait reaches the prompt, not that a model obeys it.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.disclosure import trust_gated
from triagesim.agents.offline import ProtocolNurse, RuleBasedExtractor, ScriptedPatient
from triagesim.audit.measures import tells
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.clinical.topics import asked_topics, sensitive_keys
from triagesim.personas import (
    PATIENT_TRAITS,
    RATE_BANDS,
    NursePersona,
    PatientPersona,
    fit_patient_persona,
    patient_trait_behaviours,
)
from triagesim.utils import triage_decision_metrics

ROOT = Path(__file__).resolve().parents[1]
FIRST_LANGUAGE = "Spanish"

FILLER = re.compile(r"\b(?:um+|uh+|erm?|hmm+)\b|\byou know\b|\blike,|\bI mean\b", re.IGNORECASE)
# A filler, a restart ("I— I was", "It was - I mean") or a doubled word ("I I was"); not "No, no".
DISFLUENT = re.compile(FILLER.pattern + r"|—|\s-+\s|\b(\w+) \1\b", re.IGNORECASE)
ARTICLE = re.compile(r"^(?:a|an|the)$", re.IGNORECASE)
DONT_REMEMBER = re.compile(r"\b(?:don't|do not|can't|cannot) (?:remember|recall)\b|\bforg[oe]t\b|don't know the name", re.IGNORECASE)
HEDGE = re.compile(r"\bI think\b|\bnot sure\b|\bor maybe\b|\bor was it\b|\broughly\b|\bmore or less\b|\bsomething like\b", re.IGNORECASE)
WORRY = re.compile(r"\b(?:serious|scared|frightened|afraid|worried|terrified|bad, is it|going to be (?:ok|okay|all right|alright)|"
                   r"going to die|be all right)\b", re.IGNORECASE)
# A reply that misses the question: it asks for the question again, or opens by repeating an old answer.
MISSED = re.compile(r"^\W*(?:(?:um|uh|er),?\s*)?(?:like I said\b|sorry\?)|what did you (?:ask|say)|say that again|"
                    r"repeat (?:that|the question)|what do you mean|not sure what you mean|what was the question|"
                    r"lost (?:my train|track)|missed that", re.IGNORECASE)
PAIN_SCORE = re.compile(r"\b(\d+)(?:\s*(?:/|out of)\s*10)\b", re.IGNORECASE)
RECALL_TOPICS = {"medications", "history", "onset", "previous"}


# ---------------------------------------------------------------------------- personas
def trait_levels() -> list[tuple[str, str, PatientPersona]]:
    """(field, level, persona) for every level of every patient trait, others neutral."""
    out = []
    for field, trait in PATIENT_TRAITS.items():
        for level in trait.levels:
            value: Any = RATE_BANDS[field][level].typical if field in RATE_BANDS else level
            extra = {"first_language": FIRST_LANGUAGE} if field == "language_proficiency" and level != "native" else {}
            out.append((field, level, PatientPersona(persona_id=f"{field}={level}", **{field: value}, **extra)))
    return out


# ---------------------------------------------------------------------------- measures
def _sentences(text: str) -> list[str]:
    return [part for part in re.split(r"(?<=[.!?])\s+", text.strip()) if part]


def _words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z']+", text)


def _syllables(word: str) -> int:
    return max(1, len(re.findall(r"[aeiouy]+", word.lower().rstrip("e"))))


class Tally:
    """Sums for one trait level over its episodes."""

    def __init__(self) -> None:
        self.values: dict[str, list[float]] = defaultdict(list)
        self.episodes = self.scored = self.correct = self.under = 0

    def add(self, key: str, value: float | bool) -> None:
        self.values[key].append(float(value))

    def mean(self, key: str) -> float | None:
        values = self.values.get(key)
        return statistics.fmean(values) if values else None

    def episode(self, case: Case, artifact: dict[str, Any]) -> None:
        self.episodes += 1
        triage = triage_decision_metrics(artifact.get("trace"), artifact.get("ground_truth"))
        if triage["correct"] is not None:
            self.scored += 1
            self.correct += int(triage["correct"])
            self.under += int(triage["under_triage"])
        turns = artifact.get("transcript") or []
        asked: dict[str, int] = defaultdict(int)
        shared: dict[str, int] = {}
        for index, turn in enumerate(turns):
            if turn["speaker"] != "nurse" or index + 1 >= len(turns) or turns[index + 1]["speaker"] != "patient":
                continue
            question, reply = turn["text"], turns[index + 1]["text"]
            self.reply(case, question, reply)
            topics = asked_topics(question)
            for key in {key for topic in topics for key in sensitive_keys(topic)} & set(case.sensitive):
                if key in shared or not trust_gated(key):  # a blood thinner is forgotten (recall), never withheld
                    continue
                asked[key] += 1
                if tells(case.sensitive[key], reply):
                    shared[key] = asked[key]
        for key in asked:
            self.add("shared", key in shared)
            if key in shared:
                self.add("asks", shared[key])

    def reply(self, case: Case, question: str, reply: str) -> None:
        sentences, words = _sentences(reply), _words(reply)
        self.add("words", len(words))
        self.add("sentences", len(sentences))
        self.add("fillers", len(FILLER.findall(reply)))
        for sentence in sentences:
            self.add("disfluent", bool(DISFLUENT.search(sentence)))
            self.add("words_per_sentence", len(_words(sentence)))
        for word in words:
            self.add("short", _syllables(word) <= 2)
            self.add("articles", bool(ARTICLE.match(word)))
        self.add("worry", bool(WORRY.search(reply)))
        self.add("missed", bool(MISSED.search(reply)))
        topics = asked_topics(question)
        if topics & RECALL_TOPICS:
            self.add("dont_remember", bool(DONT_REMEMBER.search(reply)))
            self.add("hedged", bool(HEDGE.search(reply)))
        if "severity" in topics and case.pain is not None:
            score = PAIN_SCORE.search(reply)
            if score:
                self.add("pain_delta", int(score.group(1)) - round(case.pain))


# ---------------------------------------------------------------------------- the runs
def play(cases: list[Case], seeds: int, persona: PatientPersona) -> Tally:
    tally = Tally()
    runner = TriageRunner(config=RunnerConfig())
    try:
        for seed in range(seeds):
            for case in cases:
                patient = fit_patient_persona(persona, sex=case.sex, age=case.age)
                artifact = runner.run(
                    case, run_id=f"{persona.persona_id}-{case.case_id}-{seed}", seed=seed,
                    nurse=ProtocolNurse(NursePersona()), patient=ScriptedPatient(patient), extractor=RuleBasedExtractor(),
                )
                tally.episode(case, artifact)
    finally:
        runner.close()
    return tally


# (column, key, format, scale) shown for every level; then each trait's own measure.
COLUMNS: list[tuple[str, str, str, float]] = [
    ("words", "words", ".1f", 1), ("sent", "sentences", ".2f", 1), ("w/sent", "words_per_sentence", ".1f", 1),
    ("short%", "short", ".1f", 100), ("art%", "articles", ".1f", 100), ("fill", "fillers", ".2f", 1), ("disfl%", "disfluent", ".1f", 100),
    ("worry%", "worry", ".1f", 100), ("miss%", "missed", ".1f", 100), ("dontrem%", "dont_remember", ".1f", 100),
    ("hedge%", "hedged", ".1f", 100), ("painΔ", "pain_delta", "+.2f", 1), ("shared%", "shared", ".0f", 100),
    ("asks", "asks", ".2f", 1),
]
# trait -> (measures that trait claims to move, smallest change across its levels that counts as an effect)
CLAIMS: dict[str, list[tuple[str, float]]] = {
    "verbosity": [("sentences", 0.1), ("words", 1.0)],
    "disfluency_rate": [("fillers", 0.05), ("disfluent", 0.02)],
    "language_proficiency": [("words", 1.0), ("words_per_sentence", 0.5), ("short", 0.01), ("articles", 0.01)],
    "recall_accuracy": [("dont_remember", 0.02), ("hedged", 0.02)],
    "pain_expression": [("pain_delta", 0.2)],
    "emotion_regulation": [("worry", 0.02)],
    "cognitive_state": [("missed", 0.02)],
    "topic_drift": [("sentences", 0.05)],
    "trust_in_healthcare": [("asks", 0.1), ("shared", 0.02)],
}
SCALE = {key: scale for _, key, _, scale in COLUMNS}
FORMAT = {key: spec for _, key, spec, _ in COLUMNS}


def _fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def report(results: list[tuple[str, str, Tally]], emit: Callable[[str], None]) -> None:
    header = f"{'trait':22} {'level':13} {'eps':>4} " + " ".join(f"{name:>8}" for name, *_ in COLUMNS) + f" {'acc%':>6} {'under%':>6}"
    emit(header)
    emit("-" * len(header))
    previous = None
    for field, level, tally in results:
        if previous is not None and field != previous:
            emit("")
        previous = field
        cells = " ".join(f"{_fmt(None if tally.mean(key) is None else tally.mean(key) * scale, spec):>8}"
                         for _, key, spec, scale in COLUMNS)
        accuracy = 100 * tally.correct / tally.scored if tally.scored else None
        under = 100 * tally.under / tally.scored if tally.scored else None
        emit(f"{field:22} {level:13} {tally.episodes:>4} {cells} {_fmt(accuracy, '.1f'):>6} {_fmt(under, '.1f'):>6}")
    emit("")
    emit("Findings: each trait's claimed measure by level, observed [the trait table's target, where it sets one].")
    emit("'effect': the measure moves across levels by more than a noise threshold; a target is met when the mean is")
    emit("at most a ceiling ([<=n]) or within a quarter of the target.")
    by_field: dict[str, list[tuple[str, Tally]]] = defaultdict(list)
    for field, level, tally in results:
        by_field[field].append((level, tally))
    for field, levels in by_field.items():
        trait = PATIENT_TRAITS[field]
        emit(f"- {field} (claims: {trait.measure})")
        for key, threshold in CLAIMS[field]:
            means = [(level, tally.mean(key)) for level, tally in levels]
            shown = ", ".join(
                f"{level} {_fmt(None if value is None else value * SCALE[key], FORMAT[key])}"
                + (f" [{_target(field, level)}]" if key == _target_key(field) and trait.levels[level].target is not None else "")
                for level, value in means)
            known = [value for _, value in means if value is not None]
            if len(known) < 2:
                verdict = "NOT MEASURED (too few events)"
            elif max(known) - min(known) < threshold:
                verdict = "NO EFFECT"
            else:
                verdict = "effect"
            if key == _target_key(field):
                checks = [_meets(field, level, value, threshold) for level, value in means]
                checks = [check for check in checks if check is not None]
                if checks:
                    verdict += f"; targets met {sum(checks)}/{len(checks)}"
            emit(f"    {key:20} {shown}  -> {verdict}")


def _meets(field: str, level: str, value: float | None, threshold: float) -> bool | None:
    """Whether an observed mean meets the level's target: at most it for a ceiling, else within
    a quarter of it (or the effect threshold, whichever is larger). None when there is no target."""
    target = PATIENT_TRAITS[field].levels[level].target
    if target is None or value is None:
        return None
    if field in _CEILINGS:
        return value <= target
    return abs(value - target) <= max(threshold, 0.25 * abs(target))


_CEILINGS = {"verbosity", "language_proficiency"}  # their targets are maxima ("at most")


_TARGET_KEYS = {"verbosity": "sentences", "disfluency_rate": "disfluent", "pain_expression": "pain_delta",
                "emotion_regulation": "worry", "cognitive_state": "missed", "trust_in_healthcare": "asks",
                "recall_accuracy": "dont_remember", "language_proficiency": "words_per_sentence"}


def _target_key(field: str) -> str | None:
    return _TARGET_KEYS.get(field)


def _target(field: str, level: str) -> str:
    target = PATIENT_TRAITS[field].levels[level].target
    key = _target_key(field)
    if target is None or key is None:
        return ""
    prefix = "<=" if field in _CEILINGS else ""
    return f"{prefix}{format(target * SCALE[key], FORMAT[key].lstrip('+'))}"


# ---------------------------------------------------------------------------- --llm
def llm_prompt_evidence(cases: list[Case], emit: Callable[[str], None], per_level: int = 2) -> None:
    """Each trait level's instruction present in the LLM patient's system prompt (fake server)."""
    sys.path.insert(0, str(ROOT / "tests"))
    from openai_server import FakeOpenAIServer, fake_backend, role_of  # noqa: E402

    from triagesim.agents import build_llm_agents

    emit("")
    emit("LLM patient against the fake server (it cycles canned lines and follows no instruction): is each trait")
    emit("level's instruction (patient_trait_behaviours) in the patient's system prompt? Measures wiring, not obedience.")
    private = [case for case in cases if case.sensitive][:per_level]
    plain = [case for case in cases if not case.sensitive][:per_level]
    missing_total = 0
    with FakeOpenAIServer() as server:
        backend = fake_backend(server)
        runner = TriageRunner(config=RunnerConfig(max_turns=4))
        try:
            for field, level, persona in trait_levels():
                expected = patient_trait_behaviours(persona)[field]
                found = total = 0
                # The trust line concerns private matters: a prompt may rightly leave it out of a case without any.
                for case in private if field == "trust_in_healthcare" else private + plain:
                    start = len(server.requests)
                    agents = build_llm_agents(nurse_model="offline", patient_model="fake-patient", patient_persona=persona,
                                              shared_backend=backend)
                    runner.run(case, run_id=f"llm-{field}-{level}-{case.case_id}", seed=0, nurse=ProtocolNurse(NursePersona()),
                               patient=agents.patient, extractor=RuleBasedExtractor())
                    for request in server.requests[start:]:
                        body = request["body"]
                        if role_of(body) != "patient":
                            continue
                        system = " ".join(str(m.get("content", "")) for m in body.get("messages", []) if m.get("role") == "system")
                        total += 1
                        found += expected in system
                missing_total += total - found
                emit(f"  {field:22} {level:13} instruction in prompt: {found}/{total} patient calls")
        finally:
            runner.close()
            import asyncio

            asyncio.run(backend.aclose())
    emit("  -> every trait level reaches the prompt" if missing_total == 0 else
         f"  -> {missing_total} patient calls lack their trait line. A prompt may leave a line out on purpose (e.g. trust "
         "replaced by per-matter disclosure notes; pain and cognition when a companion speaks or the patient is drowsy): "
         "rows below 100% are where to look.")


# ---------------------------------------------------------------------------- main
def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--cases", help="a cases file instead of the bundled vignettes")
    parser.add_argument("--llm", action="store_true", help="also check the LLM patient's prompts on the fake server")
    parser.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "personas.txt"),
                        help="where to save the output ('' to print only)")
    args = parser.parse_args(list(argv) if argv is not None else None)
    cases = load_cases(args.cases) if args.cases else load_bundled_cases()
    lines: list[str] = []

    def emit(line: str) -> None:
        print(line, flush=True)
        lines.append(line)

    started = time.perf_counter()
    emit(f"Persona effects, offline engine: {len(cases)} cases x {args.seeds} seeds per trait level; one trait varied, "
         "the others neutral; gender and age group from the case.")
    emit(f"Private facts: {sum(bool(case.sensitive) for case in cases)} cases; pain scores: "
         f"{sum(case.pain is not None for case in cases)} cases. Non-native levels speak {FIRST_LANGUAGE} first.")
    emit("")
    results = [(field, level, play(cases, args.seeds, persona)) for field, level, persona in trait_levels()]
    report(results, emit)
    if args.llm:
        llm_prompt_evidence(cases, emit)
    emit("")
    emit(f"({sum(t.episodes for *_, t in results)} episodes in {time.perf_counter() - started:.0f} s)")
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
