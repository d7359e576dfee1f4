"""The composite reward: named components, weighted (SPEC §4). Range [0, 1] for [0, 1] components.

- ``linear``: sum_i w_i · r_i / sum_i w_i — with the default weights 0.2 format,
  0.3 correctness, 0.5 quality this is the paper's eq. 2.
- ``gated``: correctness · (the linear composite with correctness counted as 1). Quality
  and format count only in proportion to correctness, so an answer that passes no test
  scores 0 and can never outscore one that passes them all (which scores at least
  w_correctness / sum w).

``evaluate`` scores a batch of completions against their problem rows and returns, per
sample, the composite, every component, the test counts (visible and hidden) and the
reasons; ``CompositeReward`` is the same as a TRL reward function.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import Analyzer, default_analyzer
from codereward.rewards.base import completion_text, extract_code, log
from codereward.rewards.correctness import fraction, run_batch
from codereward.rewards.efficiency import Efficiency, EfficiencySettings, measure_batch

DEFAULT_WEIGHTS: dict[str, float] = {"format": 0.2, "correctness": 0.3, "quality": 0.5}
MODES = ("linear", "gated")


def parse_weights(text: str | Mapping[str, float] | None) -> dict[str, float]:
    """Weights from ``"format=0.2,correctness=0.3,quality=0.5"`` or a mapping; errors name the part."""
    from codereward.rewards import REWARDS

    if text is None:
        return dict(DEFAULT_WEIGHTS)
    items = text.items() if isinstance(text, Mapping) else (part.split("=", 1) for part in text.split(",") if part.strip())
    weights: dict[str, float] = {}
    for item in items:
        if len(item) != 2:
            raise ValueError(f"weights: expected name=value, got {'='.join(item)!r}")
        name, value = item[0].strip(), item[1]
        if name not in REWARDS:
            raise ValueError(f"weights: unknown reward {name!r} (known: {', '.join(REWARDS)})")
        try:
            weights[name] = float(value)
        except (TypeError, ValueError):
            raise ValueError(f"weights: {name} must be a number, got {value!r}") from None
        if weights[name] < 0:
            raise ValueError(f"weights: {name} must be >= 0")
    if not weights or sum(weights.values()) <= 0:
        raise ValueError("weights: at least one weight must be > 0")
    return weights


def combine(components: Mapping[str, float], weights: Mapping[str, float], mode: str = "linear") -> float:
    """The composite of one sample's components."""
    if mode not in MODES:
        raise ValueError(f"composite mode {mode!r} is not one of {', '.join(MODES)}")
    total = sum(weights.values())
    if mode == "linear":
        return sum(w * components.get(name, 0.0) for name, w in weights.items()) / total
    correctness = components.get("correctness", 0.0)
    ungated = sum(w * (1.0 if name == "correctness" else components.get(name, 0.0)) for name, w in weights.items())
    return correctness * ungated / total


@dataclass
class Breakdown:
    """Everything one completion earned, and why."""

    composite: float
    components: dict[str, float]
    tests: dict[str, Any] = field(default_factory=dict)
    reasons: list[str] = field(default_factory=list)
    efficiency: dict[str, Any] | None = None  # the scale tests' timings, when measured

    def to_json(self) -> dict[str, Any]:
        data = {"composite": self.composite, "components": self.components, "tests": self.tests, "reasons": self.reasons}
        if self.efficiency is not None:
            data["efficiency"] = self.efficiency
        return data


def _failures(run: Any, limit: int = 10) -> list[dict[str, Any]]:
    if run is None:
        return []
    return [{"index": c.index, "status": c.status, "reason": c.reason} for c in run.cases if not c.passed][:limit]


def evaluate(
    completions: Sequence[Any],
    problems: Sequence[Mapping[str, Any]],
    weights: Mapping[str, float] | None = None,
    mode: str = "linear",
    *,
    hidden: bool = True,
    analyzer: Analyzer | None = None,
    sandbox: Any = None,
    efficiency: bool = False,
    efficiency_settings: EfficiencySettings | None = None,
) -> list[Breakdown]:
    """Score each completion against its problem row (``tests``, ``entry_point``, ...).

    ``efficiency`` measures the scale tests even when the weights leave the efficiency
    reward out (for evaluation); ``efficiency_settings`` sets its budget (the defaults
    when None). A component that does not apply to a sample (None: no scale tests for
    efficiency) is left out of that sample's composite, the other weights renormalised."""
    from codereward.rewards import REWARDS

    weights = dict(weights or DEFAULT_WEIGHTS)
    n = len(completions)
    if len(problems) != n:
        raise ValueError(f"{n} completions but {len(problems)} problems")
    columns = {key: [p.get(key) for p in problems] for key in {k for p in problems for k in p}}
    texts = [completion_text(c) for c in completions]
    codes = [extract_code(t).code for t in texts]
    entry = columns.get("entry_point", [None] * n)
    runs = run_batch(codes, columns.get("tests", [None] * n), entry, sandbox)
    hidden_runs = run_batch(codes, columns.get("hidden_tests", [None] * n), entry, sandbox) if hidden else [None] * n
    analyzer = analyzer or default_analyzer()
    reports = analyzer.analyze_many(codes)
    components: dict[str, list[float | None]] = {}
    timings: list[Efficiency | None] = [None] * n
    if efficiency or "efficiency" in weights:
        timings = list(measure_batch(codes, columns.get("reference_solution", [None] * n),
                                     columns.get("scale_tests", [None] * n), sandbox, efficiency_settings))
    for name in weights:
        if name == "efficiency":
            components[name] = [t.score if t is not None else None for t in timings]
        elif name == "correctness":
            components[name] = [fraction(r) for r in runs]
        elif name == "quality":
            components[name] = [r.score.overall for r in reports]
        else:
            components[name] = REWARDS[name](None, list(completions), analyzer=analyzer, sandbox=sandbox, **columns)
    results = []
    for i in range(n):
        values = {name: float(v[i]) if v[i] is not None else 0.0 for name, v in components.items()}
        applicable = {name: w for name, w in weights.items() if name != "efficiency" or components[name][i] is not None}
        reasons = []
        fmt = extract_code(texts[i])
        if not fmt.format_ok:
            reasons.append(f"format: {fmt.reason}")
        if not reports[i].analysable and reports[i].findings:
            reasons.append(f"quality: {reports[i].findings[0].message}")
        if runs[i] is not None and runs[i].error:
            reasons.append(f"tests: {runs[i].error}")
        elif runs[i] is None and problems[i].get("tests"):
            reasons.append("tests: not run (the code does not parse or is empty)")
        tests = {
            "passed": runs[i].passed if runs[i] else 0,
            "total": runs[i].total if runs[i] else len(_as_list(problems[i].get("tests"))),
            "hidden_passed": hidden_runs[i].passed if hidden_runs[i] else 0,
            "hidden_total": hidden_runs[i].total if hidden_runs[i] else len(_as_list(problems[i].get("hidden_tests"))),
            "failures": _failures(runs[i]),
        }
        if timings[i] is not None and timings[i].reason and timings[i].reason != "no scale tests":
            reasons.append(f"efficiency: {timings[i].reason}")
        composite = combine(values, applicable, mode) if sum(applicable.values()) > 0 else 0.0
        results.append(Breakdown(composite, values, tests, reasons,
                                 timings[i].to_json() if timings[i] is not None else None))
    return results


def _as_list(tests: Any) -> list:
    from codereward.rewards.correctness import parse_tests

    parsed = parse_tests(tests)
    return parsed if isinstance(parsed, list) else []


class CompositeReward:
    """The composite as one TRL reward function: ``CompositeReward(weights, mode)``."""

    def __init__(self, weights: Mapping[str, float] | str | None = None, mode: str = "linear",
                 analyzer: Analyzer | None = None, sandbox: Any = None,
                 efficiency_settings: EfficiencySettings | None = None) -> None:
        self.weights = parse_weights(weights)
        if mode not in MODES:
            raise ValueError(f"composite mode {mode!r} is not one of {', '.join(MODES)}")
        self.mode, self.analyzer, self.sandbox = mode, analyzer, sandbox
        self.efficiency_settings = efficiency_settings
        self.__name__ = f"composite_{mode}"

    def __call__(self, prompts: Any = None, completions: Sequence[Any] = (), **kwargs: Any) -> list[float | None]:
        completions = list(completions or [])
        try:
            n = len(completions)
            problems = [{k: (v[i] if isinstance(v, (list, tuple)) and len(v) == n else v) for k, v in kwargs.items()
                         if k not in ("trainer_state", "completion_ids", "analyzer", "sandbox")} for i in range(n)]
            results = evaluate(completions, problems, self.weights, self.mode, hidden=False,
                               analyzer=self.analyzer, sandbox=self.sandbox,
                               efficiency_settings=self.efficiency_settings)
            return [r.composite for r in results]
        except Exception as exc:  # never raise into the trainer
            log.warning("reward %s failed on a batch of %d: %s: %s", self.__name__, len(completions), type(exc).__name__, exc)
            return [0.0] * len(completions)
