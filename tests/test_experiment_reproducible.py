"""The experiment's figures do not depend on the machine's CPU kernels: it pins what decides its floats.

PyTorch picks its CPU kernels by the processor (``ATEN_CPU_CAPABILITY`` overrides the pick, as
another machine would make it); a run of the command under two settings must give the same figures.
One of the two runs trains and samples in worker processes (``--jobs 2``), the other in the command's
own process: the pin must reach the workers, and the figures must not depend on ``--jobs`` either.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from codereward.train.reproducible import CAPABILITY, environment

# a tiny model, two GRPO steps, three held-out drills: the whole command in seconds
TINY = ["--tiny-hidden-size", "32", "--tiny-layers", "1", "--tiny-heads", "2", "--tiny-kv-heads", "1",
        "--tiny-intermediate-size", "64", "--tiny-vocab-size", "400", "--sft-max-steps", "2", "--max-steps", "2",
        "--max-completion-length", "64", "--drill-train", "8", "--drill-heldout", "3", "--eval-samples", "2",
        "--eval-every", "0", "--num-generations", "4", "--per-device-train-batch-size", "4", "--save-steps", "100",
        "--cpu-threads", "1"]
PROBE = ("import torch; torch.manual_seed(0); x = torch.randn(64, 4096)\n"
         "print(torch.backends.cpu.get_cpu_capability(), torch.softmax(x, -1).sum(-1).numpy().tobytes().hex())")


def _machine(capability: str) -> dict[str, str]:
    """This environment as a machine whose processor makes PyTorch pick ``capability`` would give it."""
    env = {k: v for k, v in os.environ.items() if k not in environment(1) and k != "CODEREWARD_PINNED"}
    return env | {"ATEN_CPU_CAPABILITY": capability, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}


def _experiment(out: Path, capability: str, jobs: int) -> dict:
    done = subprocess.run([sys.executable, "-m", "codereward.cli.main", "experiment", "quality-vs-control", "--quiet",
                           "--output-dir", str(out), "--seeds", "1", "--jobs", str(jobs), *TINY],
                          env=_machine(capability), capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads((out / "results.json").read_text())


@pytest.mark.timeout(900)  # two runs of the command: seconds of CPU each, minutes on a crowded machine
def test_the_same_figures_whatever_kernels_the_processor_would_pick(tmp_path):
    # the control: left to itself, torch computes other floats under the two settings
    unpinned = {c: subprocess.run([sys.executable, "-c", PROBE], env=_machine(c), capture_output=True, text=True,
                                  check=True).stdout.split() for c in ("avx2", "default")}
    assert unpinned["avx2"][0] == "AVX2" and unpinned["default"][0] == "DEFAULT"
    assert unpinned["avx2"][1] != unpinned["default"][1]

    first, second = _experiment(tmp_path / "avx2", "avx2", jobs=2), _experiment(tmp_path / "default", "default", jobs=1)
    for results in (first, second):
        pinned = results["reproducibility"]
        assert pinned["pinned"] and pinned["torch_cpu_capability"] == CAPABILITY and pinned["torch_threads"] == 1
        assert pinned["environment"]["MKL_CBWR"] and pinned["versions"]["torch"] and pinned["processor"]["model"]
        assert pinned["deterministic_algorithms"]
        # trained on the CPU: no GPU named, no bfloat16 (a GPU's figures are compared on the same card only)
        assert pinned["accelerator"] == {"cuda": None, "bf16": False}
    for key in ("rows", "per_seed", "effect"):
        assert first[key] == second[key], key
    # and the completions themselves, token for token, and every float training logged (its losses, the policy's
    # entropy: the last bits of a logit show there), all but the timings
    for path in sorted((tmp_path / "avx2" / "completions").glob("*.jsonl")):
        assert path.read_text() == (tmp_path / "default" / "completions" / path.name).read_text(), path.name
    for arm in ("quality", "control"):
        logged = [[{k: v for k, v in json.loads(line).items() if not k.startswith("time/")}
                   for line in (tmp_path / c / arm / "seed-0" / "metrics.jsonl").read_text().splitlines()]
                  for c in ("avx2", "default")]
        assert logged[0] == logged[1] and len(logged[0]) == 2 and logged[0][0]["entropy"] > 0, arm
