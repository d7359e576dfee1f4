"""Efficiency reward (ACECode, related-work digest; the paper's fourth characteristic). Range [0, 1].

The answer's CPU time on the problem's scale tests (``scale_tests`` column, see
``codereward.sandbox.caller.scale``) against a budget from the reference solution
(``reference_solution``), measured on the same machine in the same batch:

    budget = k · reference CPU + floor          (per scale test; k = 3, floor = 5 ms)
    score  = 1 within budget, else budget / answer CPU   (the least over the tests)

A timeout, a crash or a wrong result on any scale test scores 0 (with no ``expected``
in the test, the result must equal the reference's); so does an answer still running at
``STOP`` times the budget, which is stopped there (a too slow answer costs the batch that
much, not the whole timeout). Code that does not parse scores 0.
A problem without scale tests (or whose reference fails them) is not applicable: None,
which the composite leaves out of that sample's weights.

CPU time, not wall time, each measurement in a fresh process, the least of up to
``repeats`` kept: see ``sandbox/beside_solution/timing.py``. Every limit on a measurement is CPU time too
(``timeout``, ``STOP``), with the wall clock only a far backstop, so that a loaded machine
reaches the same verdicts: it gives an answer fewer CPU seconds per second, not a smaller
allowance (a wall-clock limit would stop a slow answer early under load and count the
little CPU it got as its time). The answers to one problem in a batch (a GRPO
group, identical ones once) are measured in one sandbox run together with the reference,
at most ``chunk`` answers a run: the test's inputs are built once for all of them, and
the reference is measured right before them, in the same process on the same machine, so
only the reference's least time is kept from one batch to the next (``reference_times``:
per machine, used only when a fresh measurement of the reference agrees with it, so the
reference is then measured once instead of ``repeats`` times). An answer stops repeating
once a measurement is within budget (or far over it): most answers are measured once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from codereward.jsonl import json_or_text
from codereward.rewards.base import column, extractions, never_raises
from codereward.rewards.correctness import _runnable, default_sandbox
from codereward.rewards.reference_times import ReferenceTimes, default_reference_times, machine, time_key
from codereward.sandbox.caller.scale import same_as

#: each setting's configuration key: ``[tool.codereward]``, the CLI flag, verl's extra_info, OpenRLHF's environment
KEYS = {"k": "efficiency-k", "floor": "efficiency-floor", "repeats": "efficiency-repeats",
        "timeout": "efficiency-timeout", "chunk": "efficiency-chunk"}
_INTEGERS = ("repeats", "chunk")
#: a measurement still running at this many times its budget is stopped and scores 0, as a timeout
STOP = 10.0
_LEAST = {"k": (1, False), "floor": (0, False), "repeats": (1, False), "timeout": (0, True), "chunk": (1, False)}


@dataclass(frozen=True)
class EfficiencySettings:
    """How the budget is set and how hard the sandbox measures."""

    k: float = 3.0  # the budget is k times the reference's CPU time ...
    floor: float = 0.005  # ... plus this many seconds (well above what a fork and a tiny run cost)
    repeats: int = 3  # measurements of one test; the least counts
    timeout: float = 2.0  # the most CPU seconds one measurement may take (wall clock: scale.WALL_BACKSTOP x it)
    chunk: int = 8  # answers measured in one sandbox run with the reference

    def __post_init__(self) -> None:
        for name, key in KEYS.items():
            value, integer = getattr(self, name), name in _INTEGERS
            if isinstance(value, bool) or not isinstance(value, int if integer else (int, float)):
                raise ValueError(f"{key}: must be {'an integer' if integer else 'a number'}, got {value!r}")
            least, strict = _LEAST[name]
            if not (value > least if strict else value >= least):  # NaN fails too
                raise ValueError(f"{key}: must be {'>' if strict else '>='} {least:g}, got {value!r}")

    @classmethod
    def from_options(cls, options: Mapping[str, Any] | EfficiencySettings | None) -> EfficiencySettings:
        """The settings from configuration keys (``efficiency-k``, ...); an absent or None key keeps its default
        (settings given as ``EfficiencySettings`` are returned as they are).

        Text values (environment variables, flags) are converted; a wrong one is a ValueError naming the key."""
        if isinstance(options, EfficiencySettings):
            return options
        values: dict[str, Any] = {}
        for name, key in KEYS.items():
            value = (options or {}).get(key)
            if isinstance(value, str):
                try:
                    value = int(value) if name in _INTEGERS else float(value)
                except ValueError:
                    raise ValueError(f"{key}: must be a number, got {value!r}") from None
            if value is not None:
                values[name] = value
        return cls(**values)

    def options(self) -> dict[str, Any]:
        """The settings under their configuration keys (what ``from_options`` reads)."""
        return {key: getattr(self, name) for name, key in KEYS.items()}

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


def measure_batch(codes: list[str], references: list[Any], scale_tests: list[Any], sandbox: Any = None,
                  settings: EfficiencySettings | None = None, unit_runs: list[Any] | None = None,
                  reference_times: ReferenceTimes | Literal[False] | None = None) -> list[Efficiency]:
    """The efficiency of each code against its row's reference, all in one sandbox batch.

    ``unit_runs`` (the visible unit tests' ``TestRun`` per code, None where it has none):
    a code that fails one of them is not measured and scores 0, as a wrong result on a
    scale test does. ``reference_times``: where the references' times are kept between
    batches (None: ``default_reference_times()``; False: nowhere, every batch measures
    each reference ``repeats`` times)."""
    settings = settings or EfficiencySettings()
    sandbox = sandbox or default_sandbox()
    times = default_reference_times() if reference_times is None else reference_times or None
    results: list[Efficiency | None] = [None] * len(codes)
    groups: dict[str, tuple[str, Any, dict[str, list[int]]]] = {}  # per problem: reference, tests, code -> samples
    for i, (code, reference, test) in enumerate(zip(codes, references, scale_tests)):
        test = json_or_text(test)
        unit = unit_runs[i] if unit_runs is not None else None
        if not test or not isinstance(reference, str) or not reference.strip():
            results[i] = Efficiency(None, "no scale tests" if not test else "no reference solution")
        elif not isinstance(test, list):  # the problem's data is broken, not the answer: not applicable
            results[i] = Efficiency(None, f"invalid scale tests: expected a list of objects, got {type(test).__name__}")
        elif not isinstance(code, str) or not _runnable(code):
            results[i] = Efficiency(0.0, "the code does not parse or is empty")
        elif unit is not None and not unit.all_passed:
            results[i] = Efficiency(0.0, f"not measured: passes {unit.passed} of {unit.total} visible unit tests")
        else:
            key = json.dumps([reference, test], sort_keys=True, default=str)
            groups.setdefault(key, (reference, test, {}))[2].setdefault(code, []).append(i)
    jobs, owners = [], []
    here = machine(sandbox) if times and getattr(sandbox, "tier", None) else None  # no worker yet: nothing to look up
    for reference, test, answers in groups.values():
        distinct = list(answers)
        cached = times.get(_keys(reference, test, here)) if times and here else None
        for start in range(0, len(distinct), settings.chunk):
            chunk = distinct[start:start + settings.chunk]
            jobs.append(([reference, *chunk], test, {"repeats": settings.repeats, "timeout": settings.timeout,
                                                     "reference": 0, "k": settings.k, "floor": settings.floor,
                                                     "stop": STOP, "cached": cached}))
            owners.append([answers[code] for code in chunk])
    measured = sandbox.measure_many(jobs)
    for runs, samples in zip(measured, owners):
        for run, where in zip(runs[1:], samples):
            found = _judge(run, runs[0], settings, sandbox.config)
            for i in where:
                results[i] = found
    if times and getattr(sandbox, "tier", None):  # the first batch started the worker: the machine is known now
        times.record(_fresh_reference_times([job[:2] for job in jobs], [runs[0] for runs in measured],
                                            here or machine(sandbox)))
    return [r if r is not None else Efficiency(None, "not measured") for r in results]


def _keys(reference: str, tests: Any, where: str) -> list[str | None]:
    return [time_key(reference, test, where) for test in tests] if isinstance(tests, list) else []


def _fresh_reference_times(jobs: list[tuple[list[str], Any]], reference_runs: list[Any], where: str) -> dict[str, float]:
    """The references' own least times that a batch measured afresh (not those a cached time held for)."""
    fresh: dict[str, float] = {}
    for (codes, tests), run in zip(jobs, reference_runs):
        for key, result in zip(_keys(codes[0], tests, where), run.results):
            if key is not None and result.ok and not result.held and result.cpu:
                fresh[key] = result.cpu
    return fresh


def _judge(run: Any, reference_run: Any, settings: EfficiencySettings, config: Any) -> Efficiency:
    if not reference_run.ok:
        why = reference_run.error or "; ".join(f"{r.name}: {r.status}: {r.reason}" for r in reference_run.results
                                               if not r.ok)
        return Efficiency(None, f"the reference fails its scale tests ({why})")
    reference_cpu = [r.cpu for r in reference_run.results]
    budgets = [settings.budget(t) for t in reference_cpu]
    results = [same_as(r, ref, config) for r, ref in zip(run.results, reference_run.results)]
    answer = [r.cpu for r in results]
    statuses = [r.status for r in results]
    failed = [r for r in results if not r.ok]
    if run.error or failed:
        why = run.error or "; ".join(f"{r.name}: {r.status}: {r.reason}" for r in failed[:2])
        return Efficiency(0.0, f"scale tests: {why}", answer, reference_cpu, budgets, statuses)
    score = min(efficiency_score(t, b) for t, b in zip(answer, budgets) if t is not None)
    reason = "" if score >= 1.0 else (f"over budget: {sum(a for a in answer if a is not None):.3f} s CPU, "
                                      f"budget {sum(budgets):.3f} s")
    return Efficiency(score, reason, answer, reference_cpu, budgets, statuses)


@never_raises(0.0)
def efficiency_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    """TRL reward function. ``efficiency_settings``: ``EfficiencySettings`` or its configuration
    keys (``{"efficiency-k": 2}``, as ``ScoringSettings.options()`` gives them); the defaults
    when absent. ``EfficiencyReward(settings)`` binds them for a trainer."""
    n = len(completions)
    scored = kwargs.get("scored")
    if scored is not None and scored.timings is not None:
        found = scored.timings
    else:
        found = measure_batch([e.code for e in extractions(completions, kwargs)],
                              column(kwargs, "reference_solution", n), column(kwargs, "scale_tests", n),
                              kwargs.get("sandbox"), EfficiencySettings.from_options(kwargs.get("efficiency_settings")))
    return [e.score if e is not None else None for e in found]


class EfficiencyReward:
    """``efficiency_reward`` with its settings bound, as one TRL reward function (named ``efficiency``).

    ``settings``: ``EfficiencySettings`` or configuration keys; a bad value raises ValueError naming the key."""

    range = (0.0, 1.0)

    def __init__(self, settings: EfficiencySettings | Mapping[str, Any] | None = None, sandbox: Any = None) -> None:
        self.settings, self.sandbox = EfficiencySettings.from_options(settings), sandbox
        self.__name__ = "efficiency"

    def __call__(self, prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
        kwargs.setdefault("sandbox", self.sandbox)
        return efficiency_reward(prompts, completions, **{**kwargs, "efficiency_settings": self.settings})
