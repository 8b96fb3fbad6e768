"""Benchmark of the LLM layer against the fake OpenAI-compatible server (prints figures, no asserts).

Three figures:

1. LLM calls per patient turn (nurse steps + patient reply + extraction); target <= 3, plus at
   most one in the closing phase. Measured twice: with the scripted model, and with a model that
   answers a random instance of every schema it is sent (what a constrained decoder may write).
2. Throughput with injected server latency (default 200 ms), 40 episodes at concurrency 8, as a
   share of the ideal ``calls x latency / concurrency``; target >= 90 %.
3. Framework CPU per LLM call (``time.process_time`` around the episodes, divided by calls) at
   concurrency 1 and 64: runner + environment + prompts + JSON + HTTP client; and, for scale, one
   bare POST with httpx and with the backend's own connection. Several endpoints at high
   concurrency: ``bench_endpoints.py``.

The server runs in a separate process (``tests/openai_server.py``) so its CPU is not counted.

    python benchmarks/bench_llm.py [--latency 0.2] [--episodes 40] [--concurrency 8]
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))  # the fake server imports its schema player from there

from triagesim import RunnerConfig, TriageRunner  # noqa: E402
from triagesim.agents.llm.factory import build_llm_agents, make_backend  # noqa: E402
from triagesim.cases import load_bundled_cases  # noqa: E402

SERVER = ROOT / "tests" / "openai_server.py"


@contextmanager
def fake_server(latency: float, turns: int, player: str = "scripted"):
    """The fake server in its own process; yields its base URL."""
    process = subprocess.Popen(
        [sys.executable, str(SERVER), "--latency", str(latency), "--turns", str(turns), "--player", player],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = process.stdout.readline().split()
        if not line or line[0] != "READY":
            raise RuntimeError(f"fake server did not start: {line}")
        yield line[1]
    finally:
        process.stdin.close()
        process.wait(timeout=10)


async def run_batch(base_url: str, episodes: int, concurrency: int, max_turns: int) -> dict:
    """``episodes`` LLM-vs-LLM episodes through TriageRunner.arun, all in flight, one shared backend."""
    cases = load_bundled_cases()
    backend = make_backend(base_url=base_url, api_key="sk-bench", concurrency=concurrency, timeout=30,
                           max_retries=2, use_dotenv=False)
    runner = TriageRunner(object(), object(), RunnerConfig(max_turns=max_turns), extractor=object())

    async def one(index: int) -> dict:
        agents = build_llm_agents(nurse_model="bench-nurse", patient_model="bench-patient", shared_backend=backend)
        return await runner.arun(cases[index % len(cases)], episode=index, nurse=agents.nurse,
                                 patient=agents.patient, extractor=agents.extractor)

    cpu, wall = time.process_time(), time.perf_counter()
    artifacts = await asyncio.gather(*(one(i) for i in range(episodes)))
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    await backend.aclose()
    calls = {role: sum(a["usage"][role]["calls"] for a in artifacts) for role in ("nurse", "patient", "extractor")}
    turns = sum(a["state"]["turn"] for a in artifacts)
    return {
        "artifacts": artifacts,
        "errors": sum(a["status"] != "completed" for a in artifacts),
        "calls": calls,
        "total_calls": sum(calls.values()),
        "turns": turns,
        "cpu": cpu,
        "wall": wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.2, help="injected server latency, seconds")
    parser.add_argument("--episodes", type=int, default=40)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--turns", type=int, default=4, help="questions the scripted nurse model asks")
    parser.add_argument("--max-turns", type=int, default=8)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}; fake server in a subprocess; LLM nurse, patient and extractor")

    # 1. Calls per patient turn (no latency).
    with fake_server(0.0, args.turns) as url:
        result = asyncio.run(run_batch(url, 20, 8, args.max_turns))
    turns = result["turns"]
    per = {role: count / turns for role, count in result["calls"].items()}
    print("\n[1] LLM calls per patient turn")
    print(f"    episodes 20, patient turns {turns}, errors {result['errors']}")
    print(f"    nurse {per['nurse']:.2f} + patient {per['patient']:.2f} + extractor {per['extractor']:.2f}"
          f" = {result['total_calls'] / turns:.2f} calls/turn (target <= 3)")
    steps = sum(len(a["trace"]) for a in result["artifacts"])
    print(f"    nurse environment steps per turn {steps / turns:.2f} (vital + flags + question split from one reply;"
          " the opening line is scripted)")
    with fake_server(0.0, args.turns, "schema") as url:
        result = asyncio.run(run_batch(url, 40, 8, args.max_turns))
    turns, runs = result["turns"], result["artifacts"]
    extra = sum(a["usage"]["nurse"]["calls"] - a["state"]["turn"] for a in runs)
    refusals = sum(a["state"]["refusals"] for a in runs)
    print(f"    random schema instances: episodes 40, completed {40 - result['errors']}, refusals {refusals}, "
          f"{(result['total_calls'] - extra) / max(turns, 1):.2f} calls/turn plus {extra} extra nurse calls in "
          f"{len(runs)} episodes, at most {max(a['usage']['nurse']['calls'] - a['state']['turn'] for a in runs)} "
          "per episode (an end deferred to see a vital; target <= 1)")

    # 2. Throughput against latency.
    with fake_server(args.latency, args.turns) as url:
        result = asyncio.run(run_batch(url, args.episodes, args.concurrency, args.max_turns))
    ideal = result["total_calls"] * args.latency / args.concurrency
    print(f"\n[2] throughput: {args.episodes} episodes, concurrency {args.concurrency}, latency {args.latency * 1000:.0f} ms")
    print(f"    calls {result['total_calls']}, errors {result['errors']}, wall {result['wall']:.2f} s, "
          f"ideal {ideal:.2f} s -> {100 * ideal / result['wall']:.1f} % of ideal (target >= 90 %)")
    print(f"    {result['total_calls'] / result['wall']:.1f} calls/s")

    # 3. CPU per call at concurrency 1 and 64 (small latency so the run is short).
    print("\n[3] framework CPU per LLM call (client process only)")
    with fake_server(0.002, args.turns) as url:
        asyncio.run(run_batch(url, 4, 4, args.max_turns))  # warm-up: imports, first connections
        for concurrency, episodes in ((1, 16), (64, 192)):
            result = asyncio.run(run_batch(url, episodes, concurrency, args.max_turns))
            per_call = 1000 * result["cpu"] / result["total_calls"]
            print(f"    concurrency {concurrency:>2}: {episodes} episodes, {result['total_calls']} calls, "
                  f"errors {result['errors']}, CPU {result['cpu']:.2f} s -> {per_call:.2f} ms/call; "
                  f"wall {result['wall']:.2f} s")
        print(f"    for scale: a bare POST of a nurse-sized request costs {bare_httpx_ms(url):.2f} ms CPU with httpx, "
              f"{bare_connection_ms(url):.2f} ms with triagesim.llm.http.Connection (what the backend uses)")


def _bare_body() -> bytes:
    import json

    return json.dumps({"model": "m", "messages": [{"role": "system", "content": "You are playing a patient " + "x" * 6000},
                                                   {"role": "user", "content": "hi"}]}).encode()


def bare_connection_ms(url: str, requests: int = 300) -> float:
    """CPU per request of the backend's own keep-alive connection alone: its floor per call."""
    from triagesim.llm.http import Connection

    body = _bare_body()

    async def go() -> float:
        connection = Connection(f"{url}/chat/completions", {"Content-Type": "application/json"})
        for _ in range(20):
            await connection.post(body)
        start = time.process_time()
        for _ in range(requests):
            (await connection.post(body)).json()
        spent = time.process_time() - start
        await connection.aclose()
        return 1000 * spent / requests

    return asyncio.run(go())


def bare_httpx_ms(url: str, requests: int = 300) -> float:
    """CPU per request of httpx alone (one connection), what the backend used before its own connection."""
    import httpx

    body = _bare_body()

    async def go() -> float:
        async with httpx.AsyncClient(limits=httpx.Limits(max_connections=1)) as client:
            for _ in range(20):
                await client.post(f"{url}/chat/completions", content=body)
            start = time.process_time()
            for _ in range(requests):
                (await client.post(f"{url}/chat/completions", content=body)).json()
            return 1000 * (time.process_time() - start) / requests

    return asyncio.run(go())


if __name__ == "__main__":
    main()
