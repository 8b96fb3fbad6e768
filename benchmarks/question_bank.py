"""Question bank: does the scripted patient answer freely phrased nurse questions correctly?

    python benchmarks/question_bank.py [--bank FILE] [--cases FILE] [--failures OUT.jsonl] [--json]
                                       [--personas p01,p03,p07] [--limit-cases N] [--topics a,b]

An LLM nurse phrases its questions freely; the offline patient must still answer them. For
each case × persona × applicable bank question this plays a fresh episode through the
documented runner (``TriageRunner`` with ``ScriptedPatient`` and a nurse of our own that says
two fixed lines): the opening line, the patient's reply, the bank question, the reply to it.
``question_judge.judge`` then decides from the case's own fields whether that reply answers
the question, and the table gives per topic n, % correct and the failures by kind.

Applicability, decided from the case fields only:
- third-person questions ("Has he taken anything?") only where a companion speaks for the
  patient (``PatientBrief.from_case(case).speaker``), in the form (he / she) of the case's sex;
- pregnancy questions not for males nor for children under 10;
- mechanism questions only for injuries: cases whose history records a ``mechanism``.

Personas: three of the bundled patient personas, chosen deterministically (``choose_personas``):
alert ones (a confused or distracted persona misses questions by design, which would be
counted against the patient), one per level of trust, so the judge's guarded rules are exercised.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from triagesim import RunnerConfig, TriageRunner
from triagesim.agents.offline import ScriptedPatient
from triagesim.cases import Case, load_bundled_cases, load_cases
from triagesim.core import NurseOutput
from triagesim.core.observations import NurseObservation, PatientBrief
from triagesim.personas import PatientPersona, fit_patient_persona, load_patient_personas

sys.path.insert(0, str(Path(__file__).resolve().parent))
from question_judge import FAILURE_KINDS, TOPICS, Verdict, judge  # noqa: E402

HERE = Path(__file__).resolve().parent
DEFAULT_BANK = HERE / "data" / "nurse_questions" / "bank_dev.jsonl"
OPENING = "Hello, I'm the triage nurse. What's brought you in today?"
FORMS = ("second", "third_he", "third_she")


@dataclass(frozen=True)
class Question:
    id: str
    topic: str
    question: str
    form: str


class BankError(ValueError):
    """A bank line that is not a question this benchmark can ask."""


def load_bank(path: Path) -> list[Question]:
    questions: list[Question] = []
    seen: set[str] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            question = Question(str(row["id"]), str(row["topic"]), str(row["question"]), str(row.get("form", "second")))
        except (ValueError, KeyError, TypeError) as error:
            raise BankError(f"{path}, line {number}: {error}") from None
        if question.topic not in TOPICS:
            raise BankError(f"{path}, line {number}: unknown topic {question.topic!r}")
        if question.form not in FORMS:
            raise BankError(f"{path}, line {number}: unknown form {question.form!r} (expected {', '.join(FORMS)})")
        if question.id in seen:
            raise BankError(f"{path}, line {number}: id {question.id!r} given twice")
        seen.add(question.id)
        questions.append(question)
    return questions


class TwoLineNurse:
    """A nurse that says the opening line, then the bank question, then ends (the runner's agent protocol)."""

    def __init__(self, lines: Sequence[str]):
        self.lines = list(lines)
        self.said = 0

    async def act(self, observation: NurseObservation) -> NurseOutput:
        if observation.closing or self.said >= len(self.lines):
            return NurseOutput(explanation="question bank: done", action="end", triage=3, confidence=0.5)
        line = self.lines[self.said]
        self.said += 1
        return NurseOutput(explanation="question bank", action="utterance", utterance=line, triage=3, confidence=0.5)


class NoExtraction:
    """The bank reads the transcript only; belief extraction would cost time and change nothing."""

    async def extract(self, text: str, *, question: str | None = None, turn: int = 0) -> None:
        return None


def choose_personas(personas: Iterable[PatientPersona], wanted: Sequence[str] | None = None) -> list[PatientPersona]:
    """The first alert persona (by id) at each trust level, high → medium → low; or the ids asked for."""
    pool = sorted(personas, key=lambda p: p.persona_id or "")
    if wanted:
        by_id = {p.persona_id: p for p in pool}
        missing = [w for w in wanted if w not in by_id]
        if missing:
            raise SystemExit(f"question_bank: error: --personas: unknown persona id(s) {', '.join(missing)}")
        return [by_id[w] for w in wanted]
    chosen: list[PatientPersona] = []
    for trust in ("high", "medium", "low"):
        for persona in pool:
            if persona.cognitive_state == "alert" and persona.trust_in_healthcare == trust:
                chosen.append(persona)
                break
    return chosen


def applicable(case: Case, question: Question, speaker: str) -> bool:
    sex = (case.sex or "").strip().upper()[:1]
    age = case.apparent_age
    if question.form != "second":
        if speaker != "companion":
            return False
        if question.form == "third_he" and sex != "M":
            return False
        if question.form == "third_she" and sex != "F":
            return False
    if question.topic == "pregnancy" and (sex == "M" or (age is not None and age < 10)):
        return False
    if question.topic == "mechanism" and not case.history.mechanism:
        return False
    return True


def play(runner: TriageRunner, case: Case, question: Question) -> tuple[str, str, str]:
    """The opening reply, the reply to the question, and who gave it."""
    artifact = runner.run(case, nurse=TwoLineNurse([OPENING, question.question]))
    replies = [line for line in artifact["transcript"] if line["speaker"] != "nurse"]
    opening = replies[0]["text"] if replies else ""
    answer = replies[1]["text"] if len(replies) > 1 else ""
    speaker = replies[1]["speaker"] if len(replies) > 1 else ""
    return opening, answer, speaker


def run_bank(cases: Sequence[Case], personas: Sequence[PatientPersona], bank: Sequence[Question],
             failures_out: Path | None) -> dict[str, Any]:
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    by_persona: dict[str, Counter[str]] = defaultdict(Counter)
    by_form: dict[str, Counter[str]] = defaultdict(Counter)
    notes: Counter[str] = Counter()
    failures = failures_out.open("w", encoding="utf-8") if failures_out else None
    started = time.perf_counter()
    episodes = 0
    try:
        for case in cases:
            speaker = PatientBrief.from_case(case).speaker
            questions = [q for q in bank if applicable(case, q, speaker)]
            for persona in personas:
                fitted = fit_patient_persona(persona, sex=case.sex, age=case.apparent_age)
                runner = TriageRunner(TwoLineNurse([]), ScriptedPatient(fitted), RunnerConfig(max_turns=2), extractor=NoExtraction())
                for question in questions:
                    opening, reply, who = play(runner, case, question)
                    episodes += 1
                    verdict: Verdict = judge(case, question.topic, question.question, reply, persona=fitted)
                    key = verdict.kind or "ok"
                    for table, name in ((tally, question.topic), (by_persona, persona.persona_id), (by_form, question.form)):
                        table[name]["n"] += 1
                        table[name][key] += 1
                    if verdict.note:
                        notes[verdict.note.split(";")[0]] += 1
                    if failures is not None and not verdict.ok:
                        failures.write(json.dumps({
                            "case_id": case.case_id, "persona": persona.persona_id, "question_id": question.id,
                            "topic": question.topic, "form": question.form, "question": question.question,
                            "speaker": who, "opening_reply": opening, "reply": reply,
                            "kind": verdict.kind, "reason": verdict.reason,
                        }, ensure_ascii=False) + "\n")
    finally:
        if failures is not None:
            failures.close()
    seconds = time.perf_counter() - started

    def block(counter: Counter[str]) -> dict[str, Any]:
        n = counter["n"]
        return {"n": n, "correct": counter["ok"], "pct_correct": round(100.0 * counter["ok"] / n, 1) if n else None,
                **{kind: counter[kind] for kind in FAILURE_KINDS}}

    total: Counter[str] = Counter()
    for counter in tally.values():
        total.update(counter)
    return {
        "cases": len(cases), "personas": [p.persona_id for p in personas], "questions": len(bank),
        "episodes": episodes, "seconds": round(seconds, 1),
        "topics": {topic: block(tally[topic]) for topic in TOPICS if tally[topic]["n"]},
        "overall": block(total),
        "by_persona": {name: block(counter) for name, counter in sorted(by_persona.items())},
        "by_form": {name: block(counter) for name, counter in sorted(by_form.items())},
        "accepted_with_note": dict(notes.most_common()),
    }


def print_table(result: dict[str, Any]) -> None:
    kinds = list(FAILURE_KINDS)
    header = f"{'topic':<15}{'n':>7}{'% correct':>11}" + "".join(f"{k:>13}" for k in kinds)
    print(f"question bank: {result['questions']} questions, {result['cases']} cases x personas "
          f"{', '.join(result['personas'])}: {result['episodes']} episodes in {result['seconds']} s")
    print(header)
    print("-" * len(header))

    def row(name: str, block: dict[str, Any]) -> None:
        pct = "n/a" if block["pct_correct"] is None else f"{block['pct_correct']:.1f} %"
        print(f"{name:<15}{block['n']:>7}{pct:>11}" + "".join(f"{block[k]:>13}" for k in kinds))

    for topic, block in result["topics"].items():
        row(topic, block)
    print("-" * len(header))
    row("overall", result["overall"])
    print()
    for title, key in (("persona", "by_persona"), ("form", "by_form")):
        for name, block in result[key].items():
            row(f"{title} {name}", block)
    if result["accepted_with_note"]:
        print("\naccepted with a note (not failures): " + "; ".join(f"{k}: {v}" for k, v in result["accepted_with_note"].items()))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bank", type=Path, default=DEFAULT_BANK, help="question bank JSONL (default: %(default)s)")
    parser.add_argument("--cases", type=Path, default=None, help="cases file (default: the bundled vignettes)")
    parser.add_argument("--failures", type=Path, default=None, help="write every failing reply here, one JSON object a line")
    parser.add_argument("--json", action="store_true", help="print the result as JSON instead of a table")
    parser.add_argument("--personas", default=None, help="comma-separated patient persona ids (default: 3 chosen deterministically)")
    parser.add_argument("--limit-cases", type=int, default=None, help="only the first N cases (to keep a run short)")
    parser.add_argument("--topics", default=None, help="comma-separated topics (default: all)")
    args = parser.parse_args(argv)

    bank = load_bank(args.bank)
    if args.topics:
        wanted = {t.strip() for t in args.topics.split(",") if t.strip()}
        unknown = wanted - set(TOPICS)
        if unknown:
            parser.error(f"--topics: unknown topic(s) {', '.join(sorted(unknown))}")
        bank = [q for q in bank if q.topic in wanted]
    cases = list(load_cases(args.cases) if args.cases else load_bundled_cases())
    if args.limit_cases is not None:
        cases = cases[: args.limit_cases]
    personas = choose_personas(load_patient_personas(), [p.strip() for p in args.personas.split(",")] if args.personas else None)
    result = run_bank(cases, personas, bank, args.failures)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_table(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
