"""Weighted partial test success (VeRPO, related-work digest). Range [0, 1].

Each test's weight is its difficulty, estimated from how often rollouts have passed it
so far in training: w_j = 1 - p_j, with p_j the smoothed pass rate of test j of that
problem, (passes + 1) / (runs + 2). The dense part is the weight of the passed tests over
the weight of all tests; to keep partial credit consistent with end-to-end correctness it
is mixed with the all-tests-pass outcome: r = (1 - mix) · dense + mix · [all passed],
mix = 0.5 by default. The statistics live in a ``PassStatistics`` that the reward updates
after scoring each batch (persisted to SQLite when given a path).
"""

from __future__ import annotations

import sqlite3
import threading
from collections import defaultdict
from pathlib import Path
from typing import Any

from codereward.rewards.base import column, extractions, log, unjudgeable
from codereward.rewards.correctness import column_options, run_batch


class PassStatistics:
    """Pass/run counts per (problem, test index); thread-safe; optionally in SQLite."""

    def __init__(self, path: str | Path | None = None) -> None:
        self._counts: dict[tuple[str, int], list[int]] = defaultdict(lambda: [0, 0])
        self._lock = threading.Lock()
        self._db = None
        if path is not None:
            self._db = sqlite3.connect(str(path), check_same_thread=False)
            self._db.execute("CREATE TABLE IF NOT EXISTS pass_stats (problem TEXT, test INTEGER, passes INTEGER, runs INTEGER, PRIMARY KEY (problem, test))")
            for problem, test, passes, runs in self._db.execute("SELECT problem, test, passes, runs FROM pass_stats"):
                self._counts[(problem, test)] = [passes, runs]

    def pass_rate(self, problem: str, test: int) -> float:
        with self._lock:
            passes, runs = self._counts.get((problem, test), (0, 0))
        return (passes + 1) / (runs + 2)

    def weights(self, problem: str, n_tests: int) -> list[float]:
        return [1.0 - self.pass_rate(problem, j) for j in range(n_tests)]

    def record(self, problem: str, outcomes: list[bool]) -> None:
        with self._lock:
            for j, passed in enumerate(outcomes):
                counts = self._counts[(problem, j)]
                counts[0] += int(passed)
                counts[1] += 1
            if self._db is not None:
                self._db.executemany(
                    "INSERT OR REPLACE INTO pass_stats VALUES (?, ?, ?, ?)",
                    [(problem, j, *self._counts[(problem, j)]) for j in range(len(outcomes))],
                )
                self._db.commit()


def weighted_partial(outcomes: list[bool], weights: list[float], mix: float = 0.5) -> float:
    if not outcomes:
        return 0.0
    total = sum(weights)
    dense = sum(w for w, ok in zip(weights, outcomes) if ok) / total if total > 0 else sum(outcomes) / len(outcomes)
    return (1.0 - mix) * dense + mix * (1.0 if all(outcomes) else 0.0)


class WeightedPartialReward:
    """A TRL reward function that keeps its pass statistics across calls."""

    __name__ = "weighted_partial"
    range = (0.0, 1.0)

    def __init__(self, statistics: PassStatistics | None = None, mix: float = 0.5) -> None:
        if not 0.0 <= mix <= 1.0:
            raise ValueError(f"mix must be in [0, 1], got {mix}")
        self.statistics = statistics or PassStatistics()
        self.mix = mix

    def __call__(self, prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
        completions = list(completions or [])
        try:
            return self._score(prompts, completions, **kwargs)
        except Exception as exc:  # never raise into the trainer
            log.warning("reward weighted_partial failed on a batch of %d: %s: %s", len(completions), type(exc).__name__, exc)
            return [0.0] * len(completions)

    def _score(self, prompts: Any, completions: list, **kwargs: Any) -> list[float | None]:
        n = len(completions)
        keys = [str(i) if i is not None else str(p) for i, p in zip(column(kwargs, "id", n), column({"p": prompts}, "p", n))]
        scored = kwargs.get("scored")
        # a row no fixed output can judge (interactive, several answers) is not scored: None, never a wrong 0
        refused = [unjudgeable(flags) is not None for flags in column(kwargs, "flags", n)]
        tests = [None if no else t for t, no in zip(column(kwargs, "tests", n), refused)]
        runs = scored.runs if scored is not None else run_batch(
            [e.code for e in extractions(completions, kwargs)], tests,
            column(kwargs, "entry_point", n), kwargs.get("sandbox"), column_options(kwargs, n))
        scores: list[float | None] = []
        observed: list[tuple[str, list[bool]]] = []
        for problem, run, no in zip(keys, runs, refused):
            if no:
                scores.append(None)
                continue
            if run is None or not run.total:
                scores.append(0.0)
                continue
            outcomes = [case.passed for case in run.cases]
            # weights from the statistics before this batch, so one group is scored consistently
            scores.append(weighted_partial(outcomes, self.statistics.weights(problem, len(outcomes)), self.mix))
            observed.append((problem, outcomes))
        for problem, outcomes in observed:
            self.statistics.record(problem, outcomes)
        return scores
