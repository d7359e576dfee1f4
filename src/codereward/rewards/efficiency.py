"""Efficiency reward (ACECode, related-work digest; the paper's fourth characteristic). Range [0, 1].

The answer's CPU time on the problem's scale tests (``scale_tests`` column, see
``codereward.sandbox.scale``) against a budget from the reference solution
(``reference_solution``), measured on the same machine in the same batch:

    budget = k · reference CPU + floor          (per scale test; k = 3, floor = 5 ms)
    score  = 1 within budget, else budget / answer CPU   (the least over the tests)

A timeout, a crash or a wrong result on any scale test scores 0 (with no ``expected``
in the test, the result must equal the reference's). Code that does not parse scores 0.
A problem without scale tests (or whose reference fails them) is not applicable: None,
which the composite leaves out of that sample's weights.

CPU time, not wall time, each measurement in a fresh process, the least of up to
``repeats`` kept: see ``sandbox/timed.py``. The reference's time is kept per machine
(this process) and checked in every batch with one measurement; when that one is more
than ``recheck`` times the kept value, the machine has changed (load, frequency) and the
reference is measured again in full.
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass, field
from typing import Any

from codereward.rewards.base import column, extractions, never_raises
from codereward.rewards.correctness import _runnable, default_sandbox


@dataclass(frozen=True)
class EfficiencySettings:
    """How the budget is set and how hard the sandbox measures."""

    k: float = 3.0  # the budget is k times the reference's CPU time ...
    floor: float = 0.005  # ... plus this many seconds (a fork and a tiny run cost about 1 ms)
    repeats: int = 3  # measurements of one test; the least counts
    timeout: float = 2.0  # the most seconds one measurement of an answer may take
    recheck: float = 1.5  # a kept reference time is measured again past this factor

    def __post_init__(self) -> None:
        if not (self.k >= 1 and self.floor >= 0 and self.repeats >= 1 and self.timeout > 0 and self.recheck >= 1):
            raise ValueError(f"invalid efficiency settings: {self}")

    def budget(self, reference_cpu: float) -> float:
        return self.k * reference_cpu + self.floor


def efficiency_score(answer_cpu: float, budget: float) -> float:
    """1 within budget, falling as budget / answer above it."""
    return 1.0 if answer_cpu <= budget else budget / answer_cpu


@dataclass
class Efficiency:
    """One answer's efficiency, with the timings it rests on (CPU seconds)."""

    score: float | None
    reason: str = ""
    answer_cpu: list[float | None] = field(default_factory=list)
    reference_cpu: list[float] = field(default_factory=list)
    budget: list[float] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)

    @property
    def ratio(self) -> float | None:
        """Answer CPU over reference CPU, summed over the scale tests."""
        if not self.answer_cpu or any(t is None for t in self.answer_cpu) or not sum(self.reference_cpu):
            return None
        return sum(t for t in self.answer_cpu if t is not None) / sum(self.reference_cpu)

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "reason": self.reason, "answer_cpu": self.answer_cpu,
                "reference_cpu": self.reference_cpu, "budget": self.budget, "ratio": self.ratio,
                "statuses": self.statuses}


class ReferenceTimes:
    """Reference CPU times per (reference, scale tests), kept for this machine; thread-safe."""

    def __init__(self) -> None:
        self._kept: dict[str, list[float]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def key(reference: str, tests: Any) -> str:
        text = json.dumps([reference, tests], sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()

    def get(self, key: str) -> list[float] | None:
        with self._lock:
            return self._kept.get(key)

    def put(self, key: str, times: list[float]) -> None:
        with self._lock:
            self._kept[key] = times


REFERENCE_TIMES = ReferenceTimes()


def _tests(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return None
    return value


def measure_batch(codes: list[str], references: list[Any], scale_tests: list[Any], sandbox: Any = None,
                  settings: EfficiencySettings | None = None, times: ReferenceTimes | None = None) -> list[Efficiency]:
    """The efficiency of each code against its row's reference, all in one sandbox batch."""
    from codereward.sandbox.scale import same_as

    settings = settings or EfficiencySettings()
    times = REFERENCE_TIMES if times is None else times
    sandbox = sandbox or default_sandbox()
    tests = [_tests(t) for t in scale_tests]
    keys: dict[str, tuple[str, Any]] = {}
    for reference, test in zip(references, tests):
        if test and isinstance(reference, str) and reference.strip():
            keys.setdefault(ReferenceTimes.key(reference, test), (reference, test))
    # the references first: their times set the answers' budgets and timeouts
    order = list(keys)
    kept = {key: times.get(key) for key in order}
    runs = sandbox.measure_many([(keys[key][0], keys[key][1], _reference_options(kept[key], settings)) for key in order])
    baseline: dict[str, Any] = {}
    for key, run in zip(order, runs):
        if not run.ok:
            baseline[key] = run
            continue
        fresh = [r.cpu for r in run.results]
        old = kept[key]
        if old is not None and len(old) == len(fresh) and all(f <= settings.recheck * o for f, o in zip(fresh, old)):
            fresh = [min(f, o) for f, o in zip(fresh, old)]
        elif old is not None:  # the machine changed since: measure in full now
            again = sandbox.measure(keys[key][0], keys[key][1], repeats=settings.repeats, timeout=settings.timeout)
            if not again.ok:
                baseline[key] = again
                continue
            run, fresh = again, [r.cpu for r in again.results]
        times.put(key, fresh)
        baseline[key] = (run, fresh)
    results: list[Efficiency | None] = [None] * len(codes)
    jobs, where = [], []
    for i, (code, reference, test) in enumerate(zip(codes, references, tests)):
        if not test or not isinstance(reference, str) or not reference.strip():
            results[i] = Efficiency(None, "no scale tests" if not test else "no reference solution")
            continue
        base = baseline[ReferenceTimes.key(reference, test)]
        if not isinstance(base, tuple):
            why = base.error or "; ".join(f"{r.name}: {r.status}: {r.reason}" for r in base.results if not r.ok)
            results[i] = Efficiency(None, f"the reference fails its scale tests ({why})")
            continue
        if not isinstance(code, str) or not _runnable(code):
            results[i] = Efficiency(0.0, "the code does not parse or is empty", budget=_budgets(base[1], settings))
            continue
        budgets = _budgets(base[1], settings)
        options = {"repeats": settings.repeats, "within": min(budgets), "enough": 4 * max(budgets),
                   "timeout": min(settings.timeout, max(1.0, 20 * max(budgets)))}
        jobs.append((code, test, options))
        where.append((i, base, budgets))
    for (i, (reference_run, reference_cpu), budgets), run in zip(where, sandbox.measure_many(jobs)):
        results[i] = _judge(run, reference_run, reference_cpu, budgets, sandbox.config, same_as)
    return [r if r is not None else Efficiency(None, "not measured") for r in results]


def _reference_options(kept: list[float] | None, settings: EfficiencySettings) -> dict[str, Any]:
    """A kept reference is checked with one measurement; a new one is measured in full."""
    return {"repeats": 1 if kept else settings.repeats, "timeout": settings.timeout}


def _budgets(reference_cpu: list[float], settings: EfficiencySettings) -> list[float]:
    return [settings.budget(t) for t in reference_cpu]


def _judge(run: Any, reference_run: Any, reference_cpu: list[float], budgets: list[float], config: Any,
           same_as: Any) -> Efficiency:
    results = [same_as(r, ref, config) for r, ref in zip(run.results, reference_run.results)]
    answer = [r.cpu for r in results]
    statuses = [r.status for r in results]
    failed = [r for r in results if not r.ok]
    if run.error or failed or len(results) != len(budgets):
        why = run.error or "; ".join(f"{r.name}: {r.status}: {r.reason}" for r in failed[:2])
        return Efficiency(0.0, f"scale tests: {why}", answer, reference_cpu, budgets, statuses)
    score = min(efficiency_score(t, b) for t, b in zip(answer, budgets) if t is not None)
    reason = "" if score >= 1.0 else f"over budget: {sum(a for a in answer if a is not None):.3f} s CPU, budget {sum(budgets):.3f} s"
    return Efficiency(score, reason, answer, reference_cpu, budgets, statuses)


@never_raises(0.0)
def efficiency_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    n = len(completions)
    found = measure_batch([e.code for e in extractions(completions)], column(kwargs, "reference_solution", n),
                          column(kwargs, "scale_tests", n), kwargs.get("sandbox"))
    return [e.score for e in found]
