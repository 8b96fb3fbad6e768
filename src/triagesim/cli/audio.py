"""``triagesim audio RUNS --out AUDIO``: every conversation of a run folder as multi-speaker audio."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import ConfigError
from .common import (
    EXIT_ALL_FAILED,
    EXIT_OK,
    EXIT_SOME_FAILED,
    SAMPLE_RATES,
    count,
    folder_or_url,
    local_output,
    log_through,
    positive,
    progress_bar,
    threads_count,
)
from .exits import raise_if_interrupted
from .paths import check_apart, check_output
from .usage import add_command

_PIPER_NOTE = (
    "piper: the package index ships one piper voice (en_US-joe-medium, adult male); female, child and "
    "older speakers use it pitch-shifted (voices named ...@x<factor>). --engine espeak-ng has native "
    "female, older and accented voices."
)


def register(commands: argparse._SubParsersAction) -> None:
    from ..speech import ENGINES, PIPER_PRECISIONS  # not .engines: --help must work without the audio extra (numpy, piper)

    audio = add_command(commands, "audio", "render each conversation of a run folder to multi-speaker audio", examples=(
        "triagesim audio runs --out audio                 # needs pip install 'triagesim[audio]'",
        "triagesim audio runs --out audio16k --sample-rate 16000 --limit 5",
        "triagesim audio runs --out audio-espeak --engine espeak-ng",
    ), notes="Rendering all 66 bundled conversations takes about 20 minutes with piper; --limit N tries a few first.")
    audio.add_argument("runs", type=folder_or_url, metavar="RUNS",
                       help="folder of run artifacts (or one artifact file): a path or an fsspec URL (s3://, ftp://, ...)")
    audio.add_argument("--out", type=local_output, default=Path("audio"), metavar="AUDIO", help="audio folder")
    audio.add_argument("--engine", choices=ENGINES, default="piper", help="TTS engine")
    audio.add_argument("--sample-rate", type=count(*SAMPLE_RATES), metavar="HZ",
                       help="output sample rate in Hz (default: the engine's own, 22050 for piper); 16000 suits ASR")
    audio.add_argument("--threads", type=threads_count(), metavar="N", help="CPU threads for the piper engine (default: all)")
    audio.add_argument("--xtts-model", type=Path, metavar="FOLDER", help="local folder with the XTTS-v2 weights (engine xtts)")
    audio.add_argument("--precision", choices=PIPER_PRECISIONS, default=PIPER_PRECISIONS[0],
                       help="piper model: float32 (the packaged model) or int8 (derived once into the "
                            "cache, about 1.65x as fast on one core, a faint hiss)")
    audio.add_argument("--limit", type=positive, metavar="N", help="render only the first N artifacts")
    audio.add_argument("--quiet", action="store_true", help="no progress bar")
    audio.set_defaults(handler=audio_command)


def audio_command(args: argparse.Namespace) -> int:
    try:
        from ..speech.batch import ERRORS, artifact_sources, render_folder
        from ..speech.engines import make_engine
    except ImportError as missing:  # numpy comes with the audio extra
        raise ConfigError(f"triagesim audio needs the audio extra ({missing.name} is missing): pip install 'triagesim[audio]'") from None

    check_output(args.out, folder=True)
    check_apart(args.out, [("RUNS", args.runs)])
    files = artifact_sources(args.runs)  # a missing or empty folder is one line before the engine loads
    engine = make_engine(args.engine, threads=args.threads, xtts_model=args.xtts_model, precision=args.precision)
    if args.engine == "piper" and not args.quiet:
        print(f"note: {_PIPER_NOTE}", file=sys.stderr)
    console, progress = progress_bar("audio", "errors {task.fields[errors]}  {task.fields[seconds]} of speech", quiet=args.quiet)
    total = min(len(files), args.limit) if args.limit else len(files)
    task = progress.add_task("runs", total=total, errors=0, seconds="0s")

    def on_progress(summary) -> None:
        raise_if_interrupted()  # after each run: a signal a callback swallowed stops here (cli.exits)
        progress.update(task, completed=summary.rendered + summary.skipped + summary.errors, errors=summary.errors,
                        seconds=f"{summary.audio_seconds:.0f}s")

    with log_through(console), progress:
        summary = render_folder(args.runs, args.out, engine, limit=args.limit, sample_rate=args.sample_rate,
                                on_progress=on_progress)
    rtf = "n/a" if summary.real_time_factor is None else f"{summary.real_time_factor:.3f}"
    print(
        f"audio: {summary.rendered} rendered, {summary.errors} errors, {summary.skipped} skipped (already rendered) "
        f"of {summary.planned} | {summary.audio_seconds:.1f}s of speech, real-time factor {rtf} "
        f"| engine {engine.name} | {summary.manifest_lines} utterances in {args.out / 'manifest.jsonl'}"
    )
    for note, runs in sorted(summary.notes.items()):
        print(f"voices: {note} (in {runs} run{'s' if runs != 1 else ''}; see render.json)", file=sys.stderr)
    if summary.errors:
        first = " ".join(summary.error_messages[0].split())[:300]
        print(f"errors logged in {args.out / ERRORS}; the first: {first}", file=sys.stderr)
        return EXIT_ALL_FAILED if summary.rendered + summary.skipped == 0 else EXIT_SOME_FAILED
    return EXIT_OK
