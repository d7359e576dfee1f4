"""TRL's reward stage per step: the synchronous rewards one after another vs their async twins together.

Runs TRL 1.16's own ``GRPOTrainer._calculate_rewards`` (the trainer's reward stage: synchronous
reward functions called in turn, ``async`` ones awaited together on its event-loop thread) on a
step's completions, four ways, alternating within each step so that load from elsewhere on the
machine hits all alike:

- ``sync``: ``format_reward, correctness_reward, quality_reward`` (the README's TRL snippet);
- ``async``: the same from ``codereward.rewards.aio``;
- ``correctness`` alone and ``quality`` alone (synchronous), the two halves.

Every step and way changes the code a little (a comment), so the analyzer's cache serves none of
them. Half the completions are a shipped problem's reference solution, half its starter code.
It prints the median wall time of each way and the ratios: ``async / sync`` (below 1: faster)
and ``async / max(correctness, quality)`` (the goal: close to 1, the longer half, not the sum).

    python benchmarks/trl_reward_overlap.py [--completions 32] [--steps 3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from types import SimpleNamespace

from accelerate import PartialState
from trl import GRPOTrainer
from trl.trainer.utils import shutdown_event_loop_in_daemon, start_event_loop_in_daemon

from codereward.problems import load_problems
from codereward.rewards import aio, correctness_reward, format_reward, quality_reward

WAYS = {
    "sync": [format_reward, correctness_reward, quality_reward],
    "async": [aio.format_reward, aio.correctness_reward, aio.quality_reward],
    "correctness": [correctness_reward],
    "quality": [quality_reward],
}


def reward_stage(loop) -> GRPOTrainer:
    """A GRPOTrainer with just what ``_calculate_rewards`` reads (no model: the stage is the same code)."""
    PartialState()  # single process, CPU: TRL's gather is the identity
    trainer = object.__new__(GRPOTrainer)
    trainer.accelerator = SimpleNamespace(device="cpu", is_main_process=True)
    trainer.args, trainer.state = SimpleNamespace(report_to=[]), SimpleNamespace(global_step=0)
    trainer.environments, trainer.async_loop = None, loop
    trainer._log_completion_extra = trainer._log_metric = lambda *a, **k: None
    return trainer


def step_batch(rows: list[dict], n: int, tag: str) -> tuple[list[dict], list[str]]:
    inputs, completions = [], []
    for i in range(n):
        row = rows[(i // 2) % len(rows)]
        code = row["reference_solution"] if i % 2 == 0 else row["starter_code"]
        inputs.append(row)
        completions.append(f"```python\n# {tag} {i}\n{code}```")
    return inputs, completions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--completions", type=int, default=32, help="completions per step (a GRPO step's batch)")
    parser.add_argument("--steps", type=int, default=3)
    args = parser.parse_args()
    dataset = load_problems("train")  # the rows as TRL gets them: every row has every column
    rows = [r for r in (dataset[i] for i in range(len(dataset))) if r["starter_code"] and r["reference_solution"]]
    thread, loop, ready = start_event_loop_in_daemon(name="benchmark-rewards")
    ready.wait()
    trainer = reward_stage(loop)
    times: dict[str, list[float]] = {way: [] for way in WAYS}
    # a warm-up step starts the sandbox's workers and the analyzer outside the timings
    inputs, completions = step_batch(rows, args.completions, "warm-up")
    for funcs in (WAYS["sync"], WAYS["async"]):
        trainer.reward_funcs = funcs
        trainer.reward_processing_classes, trainer.reward_func_names = [None] * len(funcs), [f.__name__ for f in funcs]
        trainer._calculate_rewards(inputs, [r["prompt"] for r in inputs], completions, [[0]] * len(inputs))
    for step in range(args.steps):
        order = list(WAYS) if step % 2 == 0 else list(reversed(WAYS))
        for way in order:
            funcs = WAYS[way]
            trainer.reward_funcs = funcs
            trainer.reward_processing_classes, trainer.reward_func_names = [None] * len(funcs), [f.__name__ for f in funcs]
            inputs, completions = step_batch(rows, args.completions, f"step {step} {way}")
            start = time.perf_counter()
            trainer._calculate_rewards(inputs, [r["prompt"] for r in inputs], completions, [[0]] * len(inputs))
            times[way].append(time.perf_counter() - start)
    shutdown_event_loop_in_daemon(thread, loop)
    median = {way: statistics.median(values) for way, values in times.items()}
    print(f"TRL GRPOTrainer._calculate_rewards, {args.completions} completions a step, median of {args.steps} steps")
    for way, value in median.items():
        print(f"  {way:<12} {value * 1000:8.0f} ms   (steps: {', '.join(f'{t * 1000:.0f}' for t in times[way])})")
    longer = max(median["correctness"], median["quality"])
    print(f"async / sync                      = {median['async'] / median['sync']:.2f}")
    print(f"async / max(correctness, quality) = {median['async'] / longer:.2f}")
    print(f"sync  / (correctness + quality)   = {median['sync'] / (median['correctness'] + median['quality']):.2f}")


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
