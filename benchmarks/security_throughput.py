"""The thorough profile's speed on the web-handler corpus, side by side with bandit and ruff S.

Issue 24 asks the thorough profile to score the security corpus (``web_handlers/``) at
least 100 files/s. Each repetition, interleaved, times on the same files:

- codereward, thorough profile, in process: a fresh ``Analyzer`` (default ``jobs``) so no
  result comes from its cache, the tools' start-up and the workers' fork included, as in
  the scorecard;
- the same with ``jobs=1`` (no worker processes);
- source-to-sink tracking alone (``taint_flows`` on parsed snippets), the part the security
  rules share;
- bandit (every default test) and ``ruff check --select S --isolated --no-cache``, one batched
  process each, as the scorecard runs them.

Printed: each line's median files/s, its best, and the 1-minute load average while it ran,
then whether the thorough profile met 100 files/s in this run. On a machine others share
the rates move with the load; compare lines of one run only.

    python benchmarks/security_throughput.py [--repeat 3] [--batch blind1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.rules.analysis import taint_flows
from codereward.snippet import Snippet

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import security_detection  # noqa: E402
import security_scorecard  # noqa: E402

GOAL = 100.0


def thorough(paths: list[Path], jobs: int) -> Callable[[], object]:
    def score() -> None:
        sources = [path.read_text(encoding="utf-8") for path in paths]
        with Analyzer(Config(profile="thorough", jobs=jobs)) as analyzer:
            analyzer.analyze_many(sources, [str(path) for path in paths])
    return score


def tracking(paths: list[Path]) -> Callable[[], object]:
    def track() -> None:
        for path in paths:
            taint_flows(Snippet.parse(path.read_text(encoding="utf-8")))
    return track


def process(argv: list[str]) -> Callable[[], object]:
    return lambda: subprocess.run(argv, capture_output=True, check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="interleaved repetitions")
    parser.add_argument("--batch", action="append", help="only the cases of this batch (repeatable)")
    args = parser.parse_args(argv)
    labels = security_scorecard.load_labels()
    if args.batch:
        labels = [label for label in labels if label.batch in args.batch]
    if not labels:
        parser.error("no cases selected")
    paths = [security_scorecard.CORPUS / label.file for label in labels]
    files = list(map(str, paths))
    lines: dict[str, Callable[[], object]] = {
        "codereward thorough (default jobs)": thorough(paths, 0),
        "codereward thorough (jobs=1)": thorough(paths, 1),
        "source-to-sink tracking alone": tracking(paths),
        "bandit (default tests)": process([security_detection._script("bandit"), "-q", "-f", "json", *files]),
        "ruff --select S": process([security_detection._script("ruff"), "check", "--select", "S", "--isolated",
                                    "--no-cache", "--exit-zero", "--output-format", "json", *files]),
    }
    seconds: dict[str, list[float]] = {name: [] for name in lines}
    loads: dict[str, list[float]] = {name: [] for name in lines}
    for _ in range(args.repeat):
        for name, run in lines.items():
            start = time.perf_counter()
            run()
            seconds[name].append(time.perf_counter() - start)
            loads[name].append(os.getloadavg()[0])
    print(f"{len(paths)} files of benchmarks/web_handlers, {args.repeat} interleaved repetitions, "
          f"{os.cpu_count()} CPUs\n")
    print(f"{'':<36} {'median files/s':>15} {'best files/s':>13} {'load avg':>9}")
    for name in lines:
        median, best = statistics.median(seconds[name]), min(seconds[name])
        print(f"{name:<36} {len(paths) / median:>15.0f} {len(paths) / best:>13.0f} "
              f"{statistics.mean(loads[name]):>9.1f}")
    rate = len(paths) / statistics.median(seconds["codereward thorough (default jobs)"])
    verdict = "met" if rate >= GOAL else "missed"
    print(f"\nthorough profile: {rate:.0f} files/s (median), goal {GOAL:.0f} files/s: {verdict} in this run")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
