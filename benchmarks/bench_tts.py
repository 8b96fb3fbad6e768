"""TTS real-time factor of the default engine (piper, packaged voice) on ONE CPU core.

Run by hand (not a test):  python benchmarks/bench_tts.py [--runs 2] [--engine piper] [--core 0]

Real-time factor = seconds spent synthesising / seconds of audio produced (lower is faster;
target for piper: <= 0.05). The process is pinned to one core (``os.sched_setaffinity``)
and onnxruntime to one intra-op thread, so the figure is per core and comparable across
machines; on a machine other processes load, it is pessimistic. It plays ``--runs`` bundled
vignettes with the offline engine, renders them with ``triagesim audio``'s own code and
prints two figures: the engine alone (synthesize calls) and the whole render (plus pauses,
resampling of shifted voices, WAV writing).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2, help="bundled conversations to render (default 2)")
    parser.add_argument("--engine", default="piper", choices=("piper", "espeak-ng"))
    parser.add_argument("--core", type=int, default=None, help="CPU to pin to (default: the first allowed)")
    args = parser.parse_args()

    allowed = sorted(os.sched_getaffinity(0))
    core = args.core if args.core is not None else allowed[0]
    os.sched_setaffinity(0, {core})
    os.environ["OMP_NUM_THREADS"] = "1"

    from triagesim.cli import main as cli
    from triagesim.speech.engines import Prosody, make_engine
    from triagesim.speech.render import fingerprint, read_source, render_run

    engine = make_engine(args.engine, threads=1) if args.engine == "piper" else make_engine(args.engine)
    synthesize = engine.synthesize
    spent = {"seconds": 0.0, "cpu": 0.0}

    def cpu_time() -> float:  # this process and finished children (espeak-ng runs as one)
        times = os.times()
        return time.process_time() + times.children_user + times.children_system

    def timed(*call_args, **kwargs):
        started, cpu = time.perf_counter(), cpu_time()
        try:
            return synthesize(*call_args, **kwargs)
        finally:
            spent["seconds"] += time.perf_counter() - started
            spent["cpu"] += cpu_time() - cpu

    engine.synthesize = timed  # count the engine's own time inside the real render
    engine.synthesize("Warm up.", engine.voices()[0], Prosody())
    spent.update(seconds=0.0, cpu=0.0)
    with tempfile.TemporaryDirectory() as folder:
        runs, audio = Path(folder) / "runs", Path(folder) / "audio"
        if cli(["run", "--out", str(runs), "--limit", str(args.runs), "--quiet"]) != 0:
            print("could not play the bundled vignettes", file=sys.stderr)
            return 1
        audio_seconds = render_seconds = 0.0
        utterances = 0
        for path in sorted(runs.glob("*.json")):
            source = read_source(path)
            started = time.perf_counter()
            done = render_run(source, engine, audio, fingerprint(source, engine))
            render_seconds += time.perf_counter() - started
            audio_seconds += done.duration
            utterances += done.utterances
    print(f"engine {engine.name} on core {core} (1 thread): {utterances} utterances, {audio_seconds:.1f}s of audio")
    print(f"real-time factor, engine alone : {spent['seconds'] / audio_seconds:.4f}  (wall clock; target <= 0.05)")
    print(f"real-time factor, engine CPU   : {spent['cpu'] / audio_seconds:.4f}  (CPU time: what an idle core would take)")
    print(f"real-time factor, whole render : {render_seconds / audio_seconds:.4f}")
    print(f"load average while measuring   : {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs (other load inflates the wall-clock figures)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
