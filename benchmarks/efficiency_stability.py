"""Efficiency reward: stability of the budget verdict under load, and its cost per sample.

Part 1 (stability). Shipped problems (by default ``hash-table-usage-03``, whose reference
takes a few ms, and ``memoization-04``, tens of ms of one dynamic programme) and, for each, three
answers: its reference, a 2x-slower answer of the same complexity (the reference's work
done twice) and the slow starter. While ``--load`` processes spin on the CPU (another
job loading the machine), the efficiency reward scores the three answers ``--rounds``
times, each time as a fresh batch that measures the reference alongside. It
prints, per answer, how often the verdict (within budget or not) was the majority one,
and the spread of the answer/reference ratio and of the score.

Part 2 (cost). For every shipped problem with scale tests, a group of ``--group`` distinct
answers scored the two ways a training step does: the visible unit tests (``run_batch``)
and then the efficiency measurement (``measure_batch`` given those runs, as ``evaluate``
does: an answer failing a unit test is not measured; the reference measured once per
group). Two groups: every answer the reference (each one measured: the worst case for
the cost), and half the reference, half the starter (bug-category starters fail their
tests, the others are the slow approach, stopped at ``STOP`` x the budget). It prints the
wall time per sample of each, side by side, and their ratio.

    python benchmarks/efficiency_stability.py [--rounds 100] [--load 2] [--problem ID ...] [--group 8] [--no-cost]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

from rich.progress import Progress

from codereward.problems import read_rows
from codereward.rewards.correctness import run_batch
from codereward.rewards.efficiency import measure_batch
from codereward.sandbox import Sandbox, SandboxConfig

SPIN = "while True:\n    pass\n"


def twice_as_slow(reference: str, entry: str) -> str:
    """The reference with its work done twice: the same complexity, about 2x the time."""
    return reference + (f"\n\n_once = {entry}\n\n\ndef {entry}(*args, **kwargs):\n"
                        f"    _once(*args, **kwargs)\n    return _once(*args, **kwargs)\n")


def stability(sandbox: Sandbox, row: dict, rounds: int) -> None:
    answers = {"reference": row["reference_solution"],
               "2x slower, same complexity": twice_as_slow(row["reference_solution"], row["entry_point"]),
               "slow starter": row["starter_code"]}
    found: dict[str, list] = {name: [] for name in answers}
    with Progress(transient=True) as progress:
        task = progress.add_task("scoring", total=rounds)
        for _ in range(rounds):
            scored = measure_batch(list(answers.values()), [row["reference_solution"]] * len(answers),
                                   [row["scale_tests"]] * len(answers), sandbox)
            for name, result in zip(answers, scored):
                found[name].append(result)
            progress.advance(task)
    print(f"stability: {row['id']}, {rounds} scorings, each a fresh batch measuring the reference alongside")
    print(f"{'answer':<28} {'within budget':>13} {'same verdict':>12} {'ratio median':>12} {'ratio range':>15} "
          f"{'score range':>13}")
    for name, results in found.items():
        within = sum(1 for r in results if r.score == 1.0)
        same = max(within, len(results) - within)
        ratios = [r.ratio for r in results if r.ratio is not None]
        scores = [r.score for r in results if r.score is not None]
        span = f"{min(ratios):.1f}-{max(ratios):.1f}x" if ratios else "-"
        print(f"{name:<28} {within:>9}/{len(results):<3} {same:>8}/{len(results):<3} "
              f"{statistics.median(ratios) if ratios else float('nan'):>11.1f}x {span:>15} "
              f"{min(scores):>6.2f}-{max(scores):.2f}")


def cost(sandbox: Sandbox, rows: list[dict], group: int) -> None:
    timed = [r for r in rows if r.get("scale_tests")]
    batch = [r for r in timed for _ in range(group)]  # one group per problem
    # distinct texts, as a group's samples are (identical ones would be measured once)
    groups = {"all correct (the reference)": [f"{r['reference_solution']}\n# sample {n}\n" for n, r in enumerate(batch)],
              "half reference, half starter": [f"{r['reference_solution' if n % 2 else 'starter_code']}\n# sample {n}\n"
                                               for n, r in enumerate(batch)]}
    print(f"cost: {len(timed)} shipped problems with scale tests x a group of {group} distinct answers, "
          f"{sandbox.config.pool_size} workers, wall time per sample; the efficiency measurement takes the "
          "visible tests' runs (an answer failing one is not measured), the reference measured once per group")
    for name, codes in groups.items():
        unit = efficiency = 0.0
        for _ in range(2):  # alternate, so that load from elsewhere hits both alike
            started = time.perf_counter()
            runs = run_batch(codes, [r["tests"] for r in batch], [r["entry_point"] for r in batch], sandbox)
            unit += time.perf_counter() - started
            started = time.perf_counter()
            found = measure_batch(codes, [r["reference_solution"] for r in batch], [r["scale_tests"] for r in batch],
                                  sandbox, unit_runs=runs)
            efficiency += time.perf_counter() - started
        per_unit, per_sample = unit / 2 / len(batch), efficiency / 2 / len(batch)
        measured = sum(1 for f in found if f.answer_cpu)
        print(f"  {name:<30} unit tests {per_unit * 1000:6.1f} ms   efficiency {per_sample * 1000:6.1f} ms   "
              f"{per_sample / per_unit:4.2f}x the unit tests   ({measured}/{len(batch)} answers measured)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100, help="scorings per answer in part 1 (0: part 2 only)")
    parser.add_argument("--load", type=int, default=os.cpu_count() or 1, help="CPU-bound processes running meanwhile")
    parser.add_argument("--problem", nargs="+", default=["hash-table-usage-03", "memoization-04"])
    parser.add_argument("--group", type=int, default=8, help="samples per problem in a batch (GRPO group size)")
    parser.add_argument("--cost", action=argparse.BooleanOptionalAction, default=True, help="run part 2")
    args = parser.parse_args()
    rows = read_rows()
    by_id = {r["id"]: r for r in rows if r.get("scale_tests")}
    missing = [name for name in args.problem if name not in by_id]
    if missing:
        print(f"no shipped problem with scale tests: {', '.join(missing)}", file=sys.stderr)
        return 2
    load = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(args.load)]  # noqa: S603 - our own interpreter
    try:
        with Sandbox(SandboxConfig(timeout=4.0)) as sandbox:
            print(f"load: {args.load} CPU-bound processes on {os.cpu_count()} CPUs")
            for name in args.problem if args.rounds > 0 else ():  # --rounds 0: the cost only
                stability(sandbox, by_id[name], args.rounds)
            if args.cost:
                cost(sandbox, rows, args.group)
    finally:
        for process in load:
            process.kill()
            process.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
