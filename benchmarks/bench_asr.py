"""ASR figures: Whisper's real-time factor on 2 CPU cores (target ≤ 0.3) and the round-trip WER.

    python benchmarks/bench_asr.py [--runs 4] [--max-turns 4] [--models base,tiny.en] [--threads 2]
                                   [--audio AUDIO --source RUNS] [--pin] [--beam-size 1]
                                   [--condition-on-previous-text]

Plays ``--runs`` bundled vignettes with the offline engine, renders them with ``triagesim audio``
(piper, the default engine), then transcribes every conversation with each model exactly as
``triagesim asr`` does (one pass over ``conversation.wav`` with word timestamps, CTranslate2
int8 on ``--threads`` threads, ``speech.asr.DECODING``). ``--audio`` reuses an audio folder
instead of rendering one. ``--condition-on-previous-text`` decodes the way faster-whisper does by
default (each 30 s window conditioned on the text before it), the setting that looped, for a
before/after comparison on the same audio. One warm-up transcription per model is not counted.

Printed per model: seconds of speech, wall seconds, the real-time factor (wall / speech), the
CPU-time factor (CPU seconds / (threads × speech): the wall factor on idle cores if both
threads were busy all the time, so a lower bound; on a machine shared with other work the wall
figure is inflated by waiting and the truth lies between the two), the WER after
``triagesim.speech.wer.normalise``, each conversation's WER, and how many of them are loops (WER
above 0.3: a repetition loop, where a sound transcript scores below 0.15). ``--pin`` restricts the
process to the first ``--threads`` cores (on a larger machine, "2 cores" means exactly 2).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from triagesim.cli import main as cli
from triagesim.speech.asr import Transcriber, transcribe_run
from triagesim.speech.layout import read_render_record, rendered_runs

LOOP = 0.3  # a conversation's WER above this is a repetition loop, not ordinary recognition errors


def _audio(args: argparse.Namespace, work: Path) -> tuple[Path, Path]:
    if args.audio:
        return args.audio, args.source
    runs, audio = work / "runs", work / "audio"
    assert cli(["run", "--out", str(runs), "--limit", str(args.runs), "--max-turns", str(args.max_turns), "--quiet"]) == 0
    assert cli(["audio", str(runs), "--out", str(audio), "--quiet"]) in (0, 1)
    return audio, runs


def _source(folder: Path, runs: Path | None) -> Path:
    if runs is not None:
        return runs / f"{folder.name}.json"
    return Path(read_render_record(folder).source)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--max-turns", type=int, default=4)
    parser.add_argument("--models", default="base,tiny.en")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--beam-size", type=int, default=1)
    parser.add_argument("--audio", type=Path, help="an existing audio folder (skips run + render)")
    parser.add_argument("--source", type=Path, help="with --audio: its run folder, when render.json records none")
    parser.add_argument("--pin", action="store_true", help="run on the first --threads cores only")
    parser.add_argument("--condition-on-previous-text", action="store_true",
                        help="condition each window on the text before it (faster-whisper's default; it loops)")
    args = parser.parse_args()
    if args.pin:
        os.sched_setaffinity(0, set(sorted(os.sched_getaffinity(0))[: args.threads]))
    print(f"cores available to this process: {len(os.sched_getaffinity(0))}; load average {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as tmp:
        audio, runs = _audio(args, Path(tmp))
        folders = list(rendered_runs(audio))
        print(f"{len(folders)} rendered conversations in {audio}")
        for name in args.models.split(","):
            transcriber = Transcriber(name, threads=args.threads, beam_size=args.beam_size,
                                      condition_on_previous_text=args.condition_on_previous_text)
            transcriber.words(folders[0] / "conversation.wav")  # warm-up: caches, allocator, first-call costs
            speech = wall = cpu = 0.0
            edits = words = 0
            per_run: list[float] = []
            for folder in folders:
                started, cpu_started = time.perf_counter(), time.process_time()
                result = transcribe_run(folder, _source(folder, runs), transcriber)
                wall += time.perf_counter() - started
                cpu += time.process_time() - cpu_started
                speech += result["asr"]["audio_seconds"]
                edits += result["asr"]["errors"]
                words += result["asr"]["words"]
                per_run.append(result["asr"]["wer"])
            print(
                f"model {name:8s} | {speech:7.1f}s speech | {wall:6.1f}s wall | real-time factor {wall / speech:.3f} "
                f"| CPU-time factor {cpu / (args.threads * speech):.3f} (target <= 0.3 on {args.threads} cores) "
                f"| WER {edits / words:.3f} over {words} words"
            )
            loops = sum(value > LOOP for value in per_run)
            print(f"  per-conversation WER {' '.join(f'{value:.3f}' for value in per_run)} | loops (WER > {LOOP}): {loops} "
                  f"| condition_on_previous_text={args.condition_on_previous_text}")
    print(f"load average after: {os.getloadavg()[0]:.2f} (other work on the machine inflates the wall figures)")


if __name__ == "__main__":
    main()
