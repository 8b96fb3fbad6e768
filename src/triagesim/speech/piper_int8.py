"""piper's int8 model, derived locally from the packaged float32 one (``PiperEngine(precision="int8")``).

Why a derived model: the only piper voice on the package index is a "medium" VITS model whose
decoder convolutions are most of its cost; run in int8 they are about 1.65 times as fast on
one core, as intelligible in a Whisper round trip, with a faint hiss (silence at about -58
dBFS instead of -97). Nothing is downloaded: the int8 model is computed from the installed
float32 one, once per machine, and cached by the source model's digest and the recipe.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from . import cache_root, model_digest

__all__ = ["INT8_RECIPE", "CALIBRATION_LINES", "piper_cache_dir", "derived_model_path", "derive_int8_model"]

#: What ``derive_int8_model`` does, in the cache file's name and in ``describe()``: bumped when the
#: recipe changes, so a changed recipe derives a new file and rendered runs are rendered again.
INT8_RECIPE = "int8-v1"
#: Lines like the conversations', phonemised by piper itself: they calibrate the int8 model's
#: activation ranges. Spoken at the voice's own length scale and at a shifted voice's (slower).
CALIBRATION_LINES = (
    ("Hello, what brings you in today?", 1.0),
    ("My chest hurts, it started this morning after breakfast and it spreads to my left arm.", 1.3),
    ("On a scale of zero to ten, how bad is the pain right now?", 1.0),
    ("Um, I think— I think I'm going to faint.", 1.4),
    ("Do you take any medicines, and are you allergic to anything?", 0.9),
    ("Yes, he is breathing, but he fell down and hit his head.", 1.2),
)
#: Share of each activation's values kept inside the int8 range (the rest is clipped): 99.99 keeps
#: the hiss of int8 activations lowest (silence at about -58 dBFS; plain min/max ranges give -51).
_CALIBRATION_PERCENTILE = 99.99


def piper_cache_dir() -> Path:
    """Where derived piper models live: ``piper/`` under the speech cache (``speech.cache_root``), beside
    the Whisper weights."""
    return cache_root() / "piper"


def derived_model_path(source: Path, precision: str = "int8", *, digest: str | None = None, folder: Path | None = None) -> Path:
    """The cache file of ``source`` derived at ``precision``: named by the source's digest and the recipe,
    so another model file (or another recipe) never reuses it."""
    if precision != "int8":
        raise ValueError(f"only the int8 model is derived, not {precision!r}")
    if digest is None:
        digest = model_digest(source)
    return (folder or piper_cache_dir()) / f"{source.stem}.{digest}.{INT8_RECIPE}.onnx"


def _split_upsamplers(model: Any) -> int:
    """Rewrite the decoder's ConvTranspose nodes (stride s, kernel 2s, pads s/2: HiFi-GAN's upsamplers)
    into two kernel-2 Convs whose outputs interleave. The output and the work are the same (to float
    rounding), but onnxruntime runs a Conv in int8, and a ConvTranspose only in float32. Returns how
    many nodes it rewrote; any other ConvTranspose is left as it is."""
    from onnx import helper, numpy_helper

    graph = model.graph
    weights = {tensor.name: tensor for tensor in graph.initializer}
    nodes, rewritten = [], 0
    for node in graph.node:
        attributes = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        kernel = numpy_helper.to_array(weights[node.input[1]]) if node.op_type == "ConvTranspose" and node.input[1] in weights else None
        bias = numpy_helper.to_array(weights[node.input[2]]) if len(node.input) > 2 and node.input[2] in weights else None
        stride = (attributes.get("strides") or [0])[0]
        if (kernel is None or bias is None or kernel.ndim != 3 or stride < 2 or stride % 2 or kernel.shape[2] != 2 * stride
                or list(attributes.get("pads", [])) != [stride // 2] * 2 or attributes.get("group", 1) != 1
                or any(d != 1 for d in attributes.get("dilations", [1])) or any(attributes.get("output_padding", [0]))):
            nodes.append(node)
            continue
        outputs = kernel.shape[1]
        # output sample m*s + r: with q, r' = divmod(r + s/2, s) it is x[m+q-1] @ W[..., r'+s] + x[m+q] @ W[..., r']
        phases: dict[int, list[np.ndarray]] = {0: [], 1: []}
        for phase in range(stride):
            q, offset = divmod(phase + stride // 2, stride)
            phases[q].append(np.stack([kernel[:, :, offset + stride], kernel[:, :, offset]], axis=-1).transpose(1, 0, 2))
        base = node.name.rsplit("/", 1)[0] if "/" in node.name else node.name
        halves = []
        for q, pads in ((0, [1, 0]), (1, [0, 1])):
            weight, shift = f"{base}.phases{q}.weight", f"{base}.phases{q}.bias"
            graph.initializer.append(numpy_helper.from_array(np.concatenate(phases[q]).astype(np.float32), weight))
            graph.initializer.append(numpy_helper.from_array(np.tile(bias, len(phases[q])).astype(np.float32), shift))
            halves.append(f"{base}/phases{q}_output_0")
            nodes.append(helper.make_node("Conv", [node.input[0], weight, shift], [halves[-1]], name=f"{base}/phases{q}/Conv",
                                          kernel_shape=[2], pads=pads, strides=[1], dilations=[1], group=1))
        joined, split, merge = f"{base}/phases_output_0", f"{base}.phases.split", f"{base}.phases.merge"
        graph.initializer.append(numpy_helper.from_array(np.array([0, stride, outputs, -1], np.int64), split))
        graph.initializer.append(numpy_helper.from_array(np.array([0, outputs, -1], np.int64), merge))
        nodes += [
            helper.make_node("Concat", halves, [joined], name=f"{base}/phases/Concat", axis=1),
            helper.make_node("Reshape", [joined, split], [joined + "_split"], name=f"{base}/phases/Reshape"),
            helper.make_node("Transpose", [joined + "_split"], [joined + "_interleaved"], name=f"{base}/phases/Transpose", perm=[0, 2, 3, 1]),
            helper.make_node("Reshape", [joined + "_interleaved", merge], list(node.output), name=f"{base}/phases/Reshape_1"),
        ]
        rewritten += 1
    del graph.node[:]
    graph.node.extend(nodes)
    used = {name for node in graph.node for name in node.input}
    kept = [tensor for tensor in graph.initializer if tensor.name in used]
    del graph.initializer[:]
    graph.initializer.extend(kept)
    return rewritten


def _int8_nodes(model: Any) -> list[str]:
    """The nodes run in int8: the convolutions of the decoder (HiFi-GAN, two thirds of the time) and of
    the flow, and the LeakyReLUs that only feed them. The text encoder and duration predictor (they decide
    what is said and for how long), the residual sums and the decoder's last convolution stay float32:
    int8 there adds hiss and buys little speed."""
    graph = model.graph
    convs = {node.name for node in graph.node if node.op_type == "Conv" and node.name.startswith(("/dec/", "/flow/"))
             and not node.name.startswith("/dec/conv_post/")}
    if not any(name.startswith("/dec/") for name in convs):
        raise ValueError("not a piper (VITS) model: no decoder convolutions named /dec/...")
    readers: dict[str, list[str]] = {}
    for node in graph.node:
        for name in node.input:
            readers.setdefault(name, []).append(node.name)
    activations = {node.name for node in graph.node if node.op_type == "LeakyRelu" and node.name.startswith("/dec/")
                   and all(reader in convs for output in node.output for reader in readers.get(output, ["?"]))}
    return [node.name for node in graph.node if node.name in convs | activations]


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """onnxruntime's quantiser prints progress and logs advice on the root logger: keep them off the console."""
    previous = logging.root.manager.disable
    logging.disable(logging.WARNING)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            yield
    finally:
        logging.disable(previous)


def derive_int8_model(source: Path, target: Path, calibration: list[tuple[list[int], float]]) -> None:
    """Write the int8 model of the piper model ``source`` to ``target`` (atomically, from the same folder).

    Static QDQ quantisation with onnxruntime: int8 weights per channel, uint8 activations whose ranges
    come from running the float model on ``calibration``, pairs of (phoneme ids, length scale)
    (percentile calibration). Nothing is downloaded. Needs the ``onnx`` package (``ImportError`` otherwise).
    """
    import onnx
    from onnxruntime.quantization import (
        CalibrationDataReader,
        CalibrationMethod,
        QuantFormat,
        QuantType,
        quantize_static,
    )

    class Calibration(CalibrationDataReader):
        """One input per ``collect_data`` call (``CalibStridedMinMax``: the sentences have different lengths)."""

        def __init__(self) -> None:
            self.feeds = [
                {"input": np.array([ids], dtype=np.int64), "input_lengths": np.array([len(ids)], dtype=np.int64),
                 "scales": np.array([0.667, scale, 0.8], dtype=np.float32)}
                for ids, scale in calibration
            ]
            self.pending = iter(self.feeds)

        def __len__(self) -> int:
            return len(self.feeds)

        def set_range(self, start_index: int, end_index: int) -> None:
            self.pending = iter(self.feeds[start_index:end_index])

        def get_next(self) -> dict[str, np.ndarray] | None:
            return next(self.pending, None)

    model = onnx.load(str(source))
    _split_upsamplers(model)
    nodes = _int8_nodes(model)
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{target.stem}.", dir=target.parent) as work:
        rewritten, quantised = Path(work) / "float32.onnx", Path(work) / "int8.onnx"
        onnx.save(model, str(rewritten))
        del model
        with _quiet():
            quantize_static(
                str(rewritten), str(quantised), Calibration(), quant_format=QuantFormat.QDQ,
                op_types_to_quantize=["Conv", "LeakyRelu"], nodes_to_quantize=nodes, per_channel=True, reduce_range=False,
                activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8, calibrate_method=CalibrationMethod.Percentile,
                extra_options={"CalibPercentile": _CALIBRATION_PERCENTILE, "CalibStridedMinMax": 1},
            )
        os.replace(quantised, target)
