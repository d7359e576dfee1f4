"""Analyzer throughput on real, short, distinct snippets nobody here wrote, beside ruff.

The snippets are the canonical solutions of HumanEval+ and MBPP+ (prompt and solution,
about 13 lines each), read from ``../shared/corpora/`` beside the checkout (not shipped
with the project: the benchmark says so and stops when they are missing). Each round
gives every snippet a new comment, so the analyzer's cache never answers; the fast
profile (``jobs=auto``, workers running) and ``ruff check --select ALL`` on the same
snippets as files are timed in the same interleaved rounds, and the ratio is printed
(targets: >= 1,500 snippets/s, within 4x of ruff's time).

    python benchmarks/analyzer_public_corpora.py [--rounds 3]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
from pathlib import Path

from analyzer_throughput import RuffAlone, timed

from codereward.analyzer import Analyzer
from codereward.config import Config

CORPORA = Path(__file__).resolve().parents[2] / "shared" / "corpora"
FILES = ("HumanEvalPlus.jsonl.gz", "MbppPlus.jsonl.gz")
TARGET_RATE, TARGET_RATIO = 1500.0, 4.0


def load_snippets(folder: Path = CORPORA) -> list[str]:
    """Prompt + canonical solution of every task, duplicates once."""
    snippets: list[str] = []
    for name in FILES:
        with gzip.open(folder / name, "rt", encoding="utf-8") as lines:
            for line in lines:
                task = json.loads(line)
                snippets.append(task["prompt"] + task["canonical_solution"])
    return list(dict.fromkeys(snippets))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    if not all((CORPORA / name).is_file() for name in FILES):
        print(f"needs {', '.join(FILES)} in {CORPORA} (the shared corpora beside the checkout)", file=sys.stderr)
        return 2
    snippets = load_snippets()
    lines = statistics.mean(s.count("\n") for s in snippets)
    print(f"{len(snippets)} distinct snippets of HumanEval+ and MBPP+, {lines:.1f} lines on average; "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    ruff = RuffAlone(snippets)
    rates, ruff_rates = [], []
    with Analyzer(Config(profile="fast")) as analyzer:
        analyzer.analyze_many([f"{s}# warm-up\n" for s in snippets[:32]])
        for k in range(args.rounds):
            batch = [f"{s}# round {k}\n" for s in snippets]
            rates.append(len(batch) / timed(lambda b=batch: analyzer.analyze_many(b)))
            ruff_rates.append(len(snippets) / ruff.seconds())
    ruff.close()
    rate, ruff_rate = statistics.median(rates), statistics.median(ruff_rates)
    ratio = ruff_rate / rate
    print(f"fast, jobs=auto, later batches: {rate:,.0f} snippets/s (median of {args.rounds}; "
          f"target >= {TARGET_RATE:,.0f}: {'meets' if rate >= TARGET_RATE else 'MISSES'})")
    print(f"ruff --select ALL, same snippets: {ruff_rate:,.0f} snippets/s")
    print(f"fast takes {ratio:.2f}x ruff's time (target <= {TARGET_RATIO:g}x: "
          f"{'meets' if ratio <= TARGET_RATIO else 'MISSES'})")
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
