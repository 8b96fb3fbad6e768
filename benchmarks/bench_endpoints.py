"""Benchmark: stub-LLM episodes spread over several endpoints (prints figures, no asserts).

The issue's target: episodes at concurrency 512 across 4 ``FakeOpenAIServer`` endpoints with
2 s injected latency (typical of real models) reach >= 90 % of ideal throughput, where ideal is
``calls x latency / concurrency`` of wall time (every slot always waiting on a server). Also
printed: the framework's CPU per call (this process's CPU time / calls: runner, environment,
prompts, JSON, routing and the HTTP client; the servers run in their own processes, so their
CPU is not counted), and how the calls were spread over the endpoints.

Each episode is the LLM nurse, patient and extractor against the fake servers' scripted
players, through ``TriageRunner.arun`` with one shared pooled backend, ``--concurrency``
episodes in flight (so as many requests, since an episode waits on one call at a time).

    python benchmarks/bench_endpoints.py                      # 4 x 2 s, concurrency 512, 1024 episodes
    python benchmarks/bench_endpoints.py --endpoints 1 --latency 0.2 --concurrency 128 --episodes 256
    python benchmarks/bench_endpoints.py --profile 25         # plus the top 25 functions by own CPU
    python benchmarks/bench_endpoints.py --server lean        # asyncio stubs: the client's limit, not the stub's

Figures depend on the machine's load: rerun on a quiet machine before quoting them.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import subprocess
import sys
import time
from contextlib import ExitStack, contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from triagesim import RunnerConfig, TriageRunner  # noqa: E402
from triagesim.agents.llm.factory import build_llm_agents, make_backend  # noqa: E402
from triagesim.cases import load_bundled_cases  # noqa: E402

SERVER = ROOT / "tests" / "openai_server.py"


def serve_lean(latency: float, turns: int) -> None:
    """A lean asyncio stub (``--server lean``): the fake server's players, no thread per connection.

    ``FakeOpenAIServer`` runs a thread per connection in one process; at 128 connections per
    server its threads queue for the GIL, which on a busy machine adds most of a second to each
    reply. This stub answers the same way (``default_responder``) from one event loop, so the
    figures show the client's limits rather than the stub's.
    """
    import json

    sys.path.insert(0, str(ROOT / "tests"))
    from openai_server import default_responder

    served = 0

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal served
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                              if line.lower().startswith(b"content-length:"))
                body = json.loads(await reader.readexactly(length))
                await asyncio.sleep(latency)
                content = default_responder(body, turns=turns)
                served += 1
                reply = json.dumps({
                    "id": f"chatcmpl-{served}", "object": "chat.completion", "model": body.get("model"),
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                 "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                }).encode()
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
                             % len(reply) + reply)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=1024)
        print(f"READY http://127.0.0.1:{server.sockets[0].getsockname()[1]}/v1", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)  # until the parent closes stdin
        print(f"SERVED {served}", flush=True)

    asyncio.run(main())


@contextmanager
def fake_server(latency: float, turns: int, kind: str = "fake"):
    """One stub server in its own process (its CPU is not ours); yields ``{"url"}``, then ``"served"`` is set."""
    command = [sys.executable, str(SERVER), "--latency", str(latency), "--turns", str(turns)] if kind == "fake" else [
        sys.executable, __file__, "--serve", "--latency", str(latency), "--turns", str(turns)]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT / "tests")
    server: dict = {}
    try:
        line = process.stdout.readline().split()
        if not line or line[0] != "READY":
            raise RuntimeError(f"fake server did not start: {line}")
        server["url"] = line[1]
        yield server
    finally:
        process.stdin.close()
        served = process.stdout.read().split()
        server["served"] = int(served[-1]) if served and served[-1].isdigit() else None
        process.wait(timeout=30)


async def run_episodes(urls: list[str], episodes: int, concurrency: int, max_turns: int) -> dict:
    """``episodes`` LLM episodes, ``concurrency`` in flight, one pooled backend for all."""
    cases = load_bundled_cases()
    backend = make_backend(endpoints=urls, api_key="sk-bench", concurrency=concurrency, timeout=60,
                           max_retries=2, use_dotenv=False)
    runner = TriageRunner(object(), object(), RunnerConfig(max_turns=max_turns), extractor=object())
    queue: asyncio.Queue[int] = asyncio.Queue()
    for index in range(episodes):
        queue.put_nowait(index)
    artifacts: list[dict] = []

    async def worker() -> None:
        while not queue.empty():
            index = queue.get_nowait()
            agents = build_llm_agents(nurse_model="bench-nurse", patient_model="bench-patient", shared_backend=backend)
            artifacts.append(await runner.arun(cases[index % len(cases)], episode=index, nurse=agents.nurse,
                                               patient=agents.patient, extractor=agents.extractor))

    cpu, wall = time.process_time(), time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    await backend.aclose()
    calls = sum(sum(a["usage"][role]["calls"] for role in ("nurse", "patient", "extractor")) for a in artifacts)
    return {
        "errors": sum(a["status"] != "completed" for a in artifacts),
        "first_error": next((a.get("error") for a in artifacts if a["status"] != "completed"), None),
        "calls": calls,
        "request_seconds": sum(sum(a["usage"][role]["latency_s"] for role in ("nurse", "patient", "extractor"))
                               for a in artifacts),
        "retries": sum(sum(a["usage"][role]["retries"] for role in ("nurse", "patient", "extractor")) for a in artifacts),
        "cpu": cpu,
        "wall": wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endpoints", type=int, default=4, help="fake servers, each in its own process")
    parser.add_argument("--latency", type=float, default=2.0, help="injected server latency, seconds")
    parser.add_argument("--concurrency", type=int, default=512, help="episodes (and requests) in flight")
    parser.add_argument("--episodes", type=int, default=1024)
    parser.add_argument("--turns", type=int, default=3, help="questions the scripted nurse model asks")
    parser.add_argument("--max-turns", type=int, default=6)
    parser.add_argument("--warmup", type=int, default=32, help="episodes at low latency first (imports, caches)")
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="cProfile the run; print the top N")
    parser.add_argument("--server", choices=("fake", "lean"), default="fake",
                        help="fake: tests/openai_server.py (a thread per connection); lean: an asyncio stub "
                             "with the same players, so the stub is not the bottleneck")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)  # run as the lean stub
    args = parser.parse_args()
    if args.serve:
        serve_lean(args.latency, args.turns)
        return
    print(f"python {sys.version.split()[0]}; {os.cpu_count()} CPUs, load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.endpoints} {args.server} server process(es)")

    with ExitStack() as stack:
        servers = [stack.enter_context(fake_server(args.latency, args.turns, args.server))
                   for _ in range(args.endpoints)]
        urls = [server["url"] for server in servers]
        if args.warmup:
            with ExitStack() as quick:
                fast = [quick.enter_context(fake_server(0.0, args.turns))["url"] for _ in range(args.endpoints)]
                asyncio.run(run_episodes(fast, args.warmup, min(args.warmup, 32), args.max_turns))
        profiler = cProfile.Profile() if args.profile else None
        if profiler:
            profiler.enable()
        result = asyncio.run(run_episodes(urls, args.episodes, args.concurrency, args.max_turns))
        if profiler:
            profiler.disable()

    calls, wall = result["calls"], result["wall"]
    ideal = calls * args.latency / args.concurrency
    print(f"\n{args.episodes} episodes, concurrency {args.concurrency}, {args.endpoints} endpoint(s) at "
          f"{args.latency * 1000:.0f} ms latency{' (profiled: slower)' if profiler else ''}")
    print(f"  calls {calls}, retries {result['retries']}, errors {result['errors']}"
          + (f" (first: {result['first_error']})" if result["errors"] else ""))
    print(f"  wall {wall:.2f} s, ideal {ideal:.2f} s -> {100 * ideal / wall:.1f} % of ideal (target >= 90 %)")
    print(f"  {calls / wall:.1f} calls/s (ideal {args.concurrency / args.latency:.1f})")
    print(f"  mean time from sending a request to its reply {result['request_seconds'] / calls:.3f} s "
          f"(injected {args.latency:g} s; the rest of the wall time is spent between requests, in this process)")
    print(f"  requests per endpoint: {', '.join(str(server['served']) for server in servers)}")
    print(f"  framework CPU {result['cpu']:.2f} s -> {1000 * result['cpu'] / calls:.2f} ms per call "
          f"({100 * result['cpu'] / wall:.0f} % of one core)")
    if profiler:
        stats = pstats.Stats(profiler)
        stats.sort_stats("tottime").print_stats(args.profile)


if __name__ == "__main__":
    main()
