"""``triagesim asr AUDIO --out RUNS_ASR``: transcribe rendered conversations with Whisper, score WER."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..speech import ASR_DEFAULT, ASR_MODELS
from .common import (
    EXIT_ALL_FAILED,
    EXIT_OK,
    EXIT_SOME_FAILED,
    MAX_BEAM_SIZE,
    count,
    folder_or_url,
    local_folder,
    local_output,
    log_through,
    progress_bar,
    threads_count,
)
from .exits import raise_if_interrupted
from .paths import check_apart, check_output
from .usage import add_command


def register(commands: argparse._SubParsersAction) -> None:
    asr = add_command(commands, "asr", "transcribe an audio folder with Whisper into ASR artifacts, with WER", examples=(
        "triagesim asr audio --out runs_asr               # needs pip install 'triagesim[audio]'",
        "triagesim asr audio --out runs_asr_tiny --model tiny.en --beam-size 5",
        "triagesim rate runs_asr --modality asr --out rated/asr   # then rate what was heard",
    ))
    asr.add_argument("audio", type=local_folder, metavar="AUDIO", help="audio folder written by `triagesim audio --out`")
    asr.add_argument("--out", type=local_output, default=Path("runs_asr"), metavar="FOLDER", help="folder for the ASR artifacts")
    asr.add_argument("--runs", type=folder_or_url, metavar="RUNS",
                     help="the run folder the audio was rendered from, a path or an fsspec URL (default: as recorded in the audio folder)")
    asr.add_argument("--model", default=ASR_DEFAULT,
                     help=f"Whisper weights: {', '.join(ASR_MODELS)}, or a folder with a "
                          "CTranslate2 Whisper model; never downloaded")
    asr.add_argument("--device", default="cpu", help="cpu, cuda or auto")
    asr.add_argument("--compute-type", default="int8", help="CTranslate2 compute type (float16 on a GPU)")
    asr.add_argument("--threads", type=threads_count(0), metavar="N", default=0, help="CPU threads; 0: CTranslate2's choice")
    asr.add_argument("--beam-size", type=count(1, MAX_BEAM_SIZE), metavar="N", default=1, help="beam width; 1 is greedy, the fastest")
    asr.add_argument("--prompt", default=None, help="decoder context prompt (default: a triage-desk description; '' for none)")
    asr.add_argument("--quiet", action="store_true", help="no progress bar")
    asr.set_defaults(handler=asr_command)


def asr_command(args: argparse.Namespace) -> int:
    from ..speech.asr import (
        DEFAULT_PROMPT,
        ERRORS,
        SUMMARY,
        Transcriber,
        check_out,
        rendered_folders,
        transcribe_folder,
    )

    prompt = DEFAULT_PROMPT if args.prompt is None else (args.prompt or None)
    check_output(args.out, folder=True)
    check_apart(args.out, [("AUDIO", args.audio), ("--runs", args.runs)])
    rendered_folders(args.audio, args.out)  # a missing or empty audio folder: one line, before the model loads
    transcriber = Transcriber(args.model, device=args.device, compute_type=args.compute_type, threads=args.threads,
                              beam_size=args.beam_size, prompt=prompt)
    check_out(args.out, transcriber)

    console, progress = progress_bar("asr", "errors {task.fields[errors]}  rtf {task.fields[rtf]}", quiet=args.quiet)
    task = progress.add_task("runs", total=None, errors=0, rtf="n/a")

    def on_progress(summary) -> None:
        raise_if_interrupted()  # after each run: a signal a callback swallowed stops here (cli.exits)
        rtf = "n/a" if summary.real_time_factor is None else f"{summary.real_time_factor:.2f}"
        progress.update(task, total=summary.planned, completed=summary.transcribed + summary.kept + len(summary.errors),
                        errors=len(summary.errors), rtf=rtf)

    with log_through(console), progress:
        summary = transcribe_folder(args.audio, args.out, transcriber, runs=args.runs, on_progress=on_progress)
    report = json.loads((args.out / SUMMARY).read_text(encoding="utf-8"))
    wer = "n/a" if report["wer"] is None else f"{report['wer']:.3f}"
    rtf = "n/a" if summary.real_time_factor is None else f"{summary.real_time_factor:.3f}"
    print(f"asr: {summary.transcribed} transcribed, {len(summary.errors)} errors, {summary.kept} kept (already done) "
          f"of {summary.planned} | WER {wer} over {report['words']} words in {report['runs']} runs "
          f"| real-time factor {rtf} | artifacts in {args.out}/, summary in {args.out / SUMMARY}")
    if summary.errors:
        first = summary.errors[0]
        print(f"errors logged in {args.out / ERRORS}; the first: {first['run']}: {first['error'][:300]}", file=sys.stderr)
        return EXIT_ALL_FAILED if summary.transcribed + summary.kept == 0 else EXIT_SOME_FAILED
    return EXIT_OK
