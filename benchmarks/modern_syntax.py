"""What code only a newer Python parses costs the analyzer, beside its 3.11 twin.

The snippets of ``tests/data/modern_syntax`` (3.12/3.13 syntax) and their twins, each
round with a new comment so that no cache answers, are analysed by the fast profile in
the same interleaved rounds; the ratio of the times is printed. On an interpreter older
than 3.12 the modern ones go through the grammar worker (``codereward.grammar``); on
3.12+ both take the same path and the ratio is about 1.

    python benchmarks/modern_syntax.py [--rounds 5] [--copies 40]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.interpreters import RUNNING, newest

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "modern_syntax"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--copies", type=int, default=40, help="copies of each snippet per round")
    args = parser.parse_args(argv)
    modern = [p.read_text() for p in sorted(DATA.glob("*.py")) if not p.name.endswith(".py311.py")]
    twins = [p.read_text() for p in sorted(DATA.glob("*.py311.py"))]
    print(f"{len(modern)} snippet pairs x {args.copies} copies; running Python {RUNNING.name}, newest installed "
          f"{newest().name}; {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}")
    ratios = []
    with Analyzer(Config(profile="fast", jobs=1)) as analyzer:
        analyzer.analyze_many(modern + twins)  # warm-up: tools, grammar worker
        for k in range(args.rounds):
            times = {}
            for name, sources in (("modern", modern), ("twin", twins)):
                batch = [f"{s}# round {k} copy {c}\n" for c in range(args.copies) for s in sources]
                started = time.perf_counter()
                analyzer.analyze_many(batch)
                times[name] = time.perf_counter() - started
            ratios.append(times["modern"] / times["twin"])
            print(f"round {k}: modern {times['modern']:.2f} s, twin {times['twin']:.2f} s, ratio {ratios[-1]:.2f}")
    print(f"modern-syntax snippets take {statistics.median(ratios):.2f}x their twins' time (median of {args.rounds})")
    return 0


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
