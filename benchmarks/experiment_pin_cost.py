"""What the experiment's pin costs: the tiny model's training and sampling with and without it, side by side.

``codereward experiment`` pins what decides its floats (``codereward.train.reproducible``: PyTorch's
scalar kernels, MKL's compatible branch, oneDNN capped at SSE4.1) so that any x86-64 processor
computes the same ones. This measures what that costs on this machine: the experiment's default tiny
model (``TinySize()``), one thread, an SFT-sized optimiser step (16 sequences of 256 tokens) and a
sampling call (8 prompts, 64 new tokens), each in a fresh process per setting, the settings alternated
``--rounds`` times so that load from elsewhere hits all alike:

- ``unpinned``: what torch picks for this processor;
- ``pinned``: the experiment's environment (``reproducible.environment(1)``);
- ``avx2``: the same pin one level up (AVX2 kernels, ``MKL_CBWR=AVX2``): as fast as unpinned where
  the processor has AVX2, the same on every processor that has it, and not what the experiment uses,
  because a processor without AVX2 would silently compute other floats.

It prints the median CPU seconds per step of each, the ratios to ``unpinned``, and whether the
settings end with the same loss (the pinned ones must agree with each other run after run).

    python benchmarks/experiment_pin_cost.py [--rounds 2] [--steps 6]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from codereward.train.reproducible import environment

SRC = str(Path(__file__).resolve().parent.parent / "src")
# the pin one level up: what would change if the experiment pinned AVX2 instead of the scalar kernels
AVX2 = {"ATEN_CPU_CAPABILITY": "avx2", "MKL_CBWR": "AVX2,STRICT", "ONEDNN_MAX_CPU_ISA": "AVX2",
        "DNNL_MAX_CPU_ISA": "AVX2"}
WORK = """
import json, sys, time
import torch
from transformers import AutoModelForCausalLM
torch.set_num_threads(1)
torch.manual_seed(0)
model = AutoModelForCausalLM.from_pretrained(sys.argv[1])
optimiser = torch.optim.AdamW(model.parameters(), lr=1e-3)
tokens = torch.randint(0, model.config.vocab_size, (16, 256))
def step():
    model(input_ids=tokens, labels=tokens).loss.backward()
    optimiser.step()
    optimiser.zero_grad()
step()  # the first step allocates: not timed
start = time.process_time()
for _ in range(int(sys.argv[2])):
    step()
train = (time.process_time() - start) / int(sys.argv[2])
with torch.no_grad():
    start = time.process_time()
    model.generate(tokens[:8, :32], max_new_tokens=64, do_sample=True)
    sample = time.process_time() - start
    loss = model(input_ids=tokens, labels=tokens).loss.item()
print(json.dumps({"train": train, "sample": sample, "loss": loss,
                  "capability": torch.backends.cpu.get_cpu_capability()}))
"""


def settings() -> dict[str, dict[str, str]]:
    """Each setting's environment: this one without any pin, with the experiment's, with the AVX2 one."""
    bare = {k: v for k, v in os.environ.items() if k not in environment(1)} | {"PYTHONPATH": SRC}
    return {"unpinned": bare, "pinned": bare | environment(1), "avx2": bare | environment(1) | AVX2}


def measure(model: str, steps: int, env: dict[str, str]) -> dict:
    done = subprocess.run([sys.executable, "-c", WORK, model, str(steps)], env=env, capture_output=True,
                          text=True, timeout=1800, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2, help="alternations of the three settings")
    parser.add_argument("--steps", type=int, default=6, help="timed optimiser steps per measurement")
    args = parser.parse_args()
    from codereward.train.tiny_model import TinySize, build_tiny_model

    with tempfile.TemporaryDirectory() as tmp:
        model = str(build_tiny_model(Path(tmp) / "tiny", size=TinySize()))
        runs: dict[str, list[dict]] = {name: [] for name in settings()}
        for _ in range(args.rounds):
            for name, env in settings().items():
                runs[name].append(measure(model, args.steps, env))
    median = {name: {part: statistics.median(r[part] for r in results) for part in ("train", "sample")}
              for name, results in runs.items()}
    print(f"tiny model {TinySize()}, 1 thread; median CPU of {args.rounds} rounds")
    print(f"{'setting':<10} {'kernels':<9} {'train step':>11} {'x unpinned':>11} {'sampling':>9} {'x unpinned':>11}  loss")
    for name, results in runs.items():
        m, base = median[name], median["unpinned"]
        losses = ", ".join(format(r["loss"], ".6f") for r in results)
        print(f"{name:<10} {results[0]['capability']:<9} {m['train'] * 1000:>9.0f}ms {m['train'] / base['train']:>10.2f}x"
              f" {m['sample'] * 1000:>7.0f}ms {m['sample'] / base['sample']:>10.2f}x  {losses}")
    pinned_losses = {r["loss"] for r in runs["pinned"]}
    print(f"pinned runs agree with each other: {len(pinned_losses) == 1}")
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
