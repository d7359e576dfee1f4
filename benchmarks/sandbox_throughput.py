"""Sandbox throughput: warm isolated workers vs a fresh ``python -c`` per run.

Both sides run the same trivial correct solution with the same concurrency (one job
per CPU by default), side by side in this one process, and the script prints runs per
second for each and their ratio. The sandboxed side does everything a real run does:
a fresh pid and mount namespace per run, rlimits, uid switch, request and result pipes,
strict comparison in the parent. The baseline does no isolation at all.

    python benchmarks/sandbox_throughput.py [--seconds 5] [--workers N]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from codereward.sandbox import Sandbox, SandboxConfig

SOLUTION = "def add(a, b):\n    return a + b\n"
STRUCTURED = [{"call": "add(1, 2)", "expected": 3}, {"call": "add(-1, 1)", "expected": 0}]
ASSERTS = "def check(candidate):\n    assert candidate(1, 2) == 3\n    assert candidate(-1, 1) == 0\n"
STDIO_SOLUTION = "a, b = map(int, input().split())\nprint(a + b)\n"
STDIO = [{"stdin": "1 2\n", "stdout": "3\n"}, {"stdin": "-1 1\n", "stdout": "0\n"}]
BASELINE = SOLUTION + "assert add(1, 2) == 3\nassert add(-1, 1) == 0\n"


def rate(job, workers: int, seconds: float) -> tuple[float, int]:
    """Runs per second of ``job`` on ``workers`` threads for about ``seconds``."""
    deadline = time.perf_counter() + seconds
    counts = [0] * workers

    def loop(slot: int) -> None:
        while time.perf_counter() < deadline:
            job()
            counts[slot] += 1

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(loop, range(workers)))
    elapsed = time.perf_counter() - start
    return sum(counts) / elapsed, sum(counts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument(
        "--workers", type=int, default=os.cpu_count() or 1, help="concurrent runs (and sandbox workers)"
    )
    args = parser.parse_args()

    with Sandbox(SandboxConfig(workers=args.workers)) as sandbox:
        sandbox.start()
        check = sandbox.run(SOLUTION, STRUCTURED)
        if not check.all_passed:
            sys.exit(f"the sandbox failed the benchmark solution: {check}")

        def structured() -> None:
            assert sandbox.run(SOLUTION, STRUCTURED).all_passed

        def asserts() -> None:
            assert sandbox.run(SOLUTION, ASSERTS, entry_point="add").all_passed

        def stdio() -> None:
            assert sandbox.run(STDIO_SOLUTION, STDIO).all_passed

        def fresh() -> None:
            subprocess.run([sys.executable, "-c", BASELINE], check=True, stdin=subprocess.DEVNULL)

        rate(structured, args.workers, 1.0)  # warm up
        sandboxed, n_sandboxed = rate(structured, args.workers, args.seconds)
        baseline, n_baseline = rate(fresh, args.workers, args.seconds)
        assert_rate, _ = rate(asserts, args.workers, args.seconds / 2)
        stdio_rate, _ = rate(stdio, args.workers, args.seconds / 2)

    print(f"cpus: {os.cpu_count()}, concurrent runs: {args.workers}, isolated: {sandbox.isolated is not False}")
    print(f"sandbox, structured cases (2 per run): {sandboxed:8.1f} runs/s  ({n_sandboxed} runs)")
    print(f"fresh `python -c` per run:             {baseline:8.1f} runs/s  ({n_baseline} runs)")
    print(f"ratio:                                 {sandboxed / baseline:8.1f}x")
    print(f"sandbox, assert-style (judge + solution): {assert_rate:8.1f} runs/s")
    print(f"sandbox, stdin/stdout (a process per case): {stdio_rate:8.1f} runs/s")


if __name__ == "__main__":
    main()
