"""TTS real-time factor of the default engine (piper, packaged voice) on ONE CPU core.

Run by hand (not a test):  python benchmarks/bench_tts.py [--runs 2] [--engine piper] [--precision both] [--core 0]

Real-time factor = seconds spent synthesising / seconds of audio produced (lower is faster;
target for piper: <= 0.05). The process is pinned to one core (``os.sched_setaffinity``)
and onnxruntime to one intra-op thread, so the figure is per core and comparable across
machines; on a machine other processes load, it is pessimistic. It plays ``--runs`` bundled
vignettes with the offline engine, renders them with ``triagesim audio``'s own code and
prints two figures: the engine alone (synthesize calls) and the whole render (plus pauses,
resampling of shifted voices, WAV writing). For piper it measures each ``--precision``
(default: int8, the engine's default, then float32, the packaged model) on the same runs;
the int8 model is derived into the cache first if it is not there (not counted).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path


def cpu_time() -> float:  # this process and finished children (espeak-ng runs as one)
    times = os.times()
    return time.process_time() + times.children_user + times.children_system


def measure(engine, runs: Path, out: Path) -> dict[str, float]:
    """Render every run of ``runs`` with ``engine``; the engine's own time (wall and CPU) and the render's."""
    from triagesim.speech.engines import Prosody
    from triagesim.speech.render import fingerprint, read_source, render_run

    synthesize = engine.synthesize
    spent = {"seconds": 0.0, "cpu": 0.0}

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
    audio_seconds = render_seconds = 0.0
    utterances = 0
    for path in sorted(runs.glob("*.json")):
        source = read_source(path)
        started = time.perf_counter()
        done = render_run(source, engine, out, fingerprint(source, engine))
        render_seconds += time.perf_counter() - started
        audio_seconds += done.duration
        utterances += done.utterances
    return {"utterances": utterances, "audio": audio_seconds, "wall": spent["seconds"], "cpu": spent["cpu"], "render": render_seconds}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2, help="bundled conversations to render (default 2)")
    parser.add_argument("--engine", default="piper", choices=("piper", "espeak-ng"))
    parser.add_argument("--precision", default="both", choices=("both", "int8", "float32"),
                        help="piper model precision(s) to measure (default: both)")
    parser.add_argument("--core", type=int, default=None, help="CPU to pin to (default: the first allowed)")
    args = parser.parse_args()

    allowed = sorted(os.sched_getaffinity(0))
    core = args.core if args.core is not None else allowed[0]
    os.sched_setaffinity(0, {core})
    os.environ["OMP_NUM_THREADS"] = "1"

    from triagesim.cli import main as cli
    from triagesim.speech.engines import make_engine

    if args.engine == "piper":
        precisions = ("int8", "float32") if args.precision == "both" else (args.precision,)
        engines = [(precision, make_engine("piper", threads=1, precision=precision)) for precision in precisions]
    else:
        engines = [(None, make_engine(args.engine))]
    results = []
    with tempfile.TemporaryDirectory() as folder:
        runs = Path(folder) / "runs"
        if cli(["run", "--out", str(runs), "--limit", str(args.runs), "--quiet"]) != 0:
            print("could not play the bundled vignettes", file=sys.stderr)
            return 1
        for number, (wanted, engine) in enumerate(engines):
            figures = measure(engine, runs, Path(folder) / f"audio{number}")
            used = getattr(engine, "precision", None)
            label = engine.name if used is None else f"{engine.name} {used}" + ("" if used == wanted else f" (asked {wanted})")
            results.append((label, figures))
            print(f"engine {label} on core {core} (1 thread): {figures['utterances']} utterances, {figures['audio']:.1f}s of audio")
            print(f"  real-time factor, engine alone : {figures['wall'] / figures['audio']:.4f}  (wall clock; target <= 0.05)")
            print(f"  real-time factor, engine CPU   : {figures['cpu'] / figures['audio']:.4f}  (CPU time: what an idle core would take)")
            print(f"  real-time factor, whole render : {figures['render'] / figures['audio']:.4f}")
    if len(results) == 2:
        (fast, first), (slow, second) = results
        ratio = (second["cpu"] / second["audio"]) / (first["cpu"] / first["audio"])
        print(f"{fast} is {ratio:.2f} times as fast as {slow} (engine CPU time per second of audio)")
    print(f"load average while measuring   : {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs (other load inflates the wall-clock figures)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
