"""The composite reward: named components, weighted (SPEC §4). Range [0, 1] for [0, 1] components.

- ``linear``: sum_i w_i · r_i / sum_i w_i — with the default weights 0.2 format,
  0.3 correctness, 0.5 quality this is the paper's eq. 2.
- ``gated``: correctness · (the linear composite with correctness counted as 1). Quality
  and format count only in proportion to correctness, so an answer that passes no test
  scores 0 and can never outscore one that passes them all (which scores at least
  w_correctness / sum w).

``evaluate`` is the one scoring core: it scores a batch of completions against their problem
rows (one extraction, one sandbox batch and one analyzer pass, shared by every reward through
the ``REWARDS`` dispatch) and returns, per sample, the composite, every component, the test
counts (visible and hidden), the reasons, and the extraction, test run and analyzer report
it used. ``evaluate_or_zero`` is the same for callers that must never see an exception (the
trainers); ``CompositeReward`` is it as a TRL reward function.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import Analyzer, default_analyzer
from codereward.rewards.base import NOT_COLUMNS, Scored, completion_text, extract_code, log, problem_rows
from codereward.rewards.correctness import run_batch
from codereward.rewards.efficiency import Efficiency, EfficiencySettings, measure_batch

DEFAULT_WEIGHTS: dict[str, float] = {"format": 0.2, "correctness": 0.3, "quality": 0.5}
#: ``Breakdown.tests["error"]``: 0 scored; 2 the sandbox failed the sample (twice): no verdict, drop it
ERROR_NONE, ERROR_SCORING = 0.0, 2.0
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


def sample_composite(components: Mapping[str, float], weights: Mapping[str, float], mode: str,
                     efficiency: float | None) -> float:
    """One sample's composite: ``combine`` over the weights that apply to it. Efficiency
    applies only where the problem has scale tests (``efficiency`` is its score, None where
    it has none); the other weights renormalise, and a sample with no weight left scores 0."""
    applicable = {name: w for name, w in weights.items() if name != "efficiency" or efficiency is not None}
    return combine(components, applicable, mode) if sum(applicable.values()) > 0 else 0.0


@dataclass
class Breakdown:
    """Everything one completion earned, and why."""

    composite: float
    components: dict[str, float]
    tests: dict[str, Any] = field(default_factory=dict)
    reasons: list[str] = field(default_factory=list)
    #: what the score was computed from (not part of ``to_json``): the code found, the visible
    #: tests' sandbox run (None when not run), the analyzer's report (None when scoring failed)
    extraction: Any = field(default=None, repr=False, compare=False)
    run: Any = field(default=None, repr=False, compare=False)
    report: Any = field(default=None, repr=False, compare=False)
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
    end_markers: Sequence[str] = (),
    efficiency: bool = False,
    efficiency_settings: EfficiencySettings | None = None,
) -> list[Breakdown]:
    """Score each completion against its problem row (``tests``, ``entry_point``, ...).

    ``end_markers``: end-of-turn markers to strip besides the known ones (``snippet.END_MARKERS``).
    ``efficiency`` measures the scale tests even when the weights leave the efficiency
    reward out (for evaluation); ``efficiency_settings`` sets its budget (the defaults
    when None). A component that does not apply to a sample (None: no scale tests for
    efficiency) is left out of that sample's composite, the other weights renormalised.
    """
    from codereward.rewards import REWARDS

    weights = dict(weights or DEFAULT_WEIGHTS)
    n = len(completions)
    if len(problems) != n:
        raise ValueError(f"{n} completions but {len(problems)} problems")
    columns = {key: [p.get(key) for p in problems] for key in {k for p in problems for k in p} - NOT_COLUMNS}
    texts = [completion_text(c) for c in completions]
    found = [extract_code(t, end_markers) for t in texts]
    codes = [e.code for e in found]
    entry = columns.get("entry_point", [None] * n)
    runs = run_batch(codes, columns.get("tests", [None] * n), entry, sandbox)
    hidden_runs = run_batch(codes, columns.get("hidden_tests", [None] * n), entry, sandbox) if hidden else [None] * n
    analyzer = analyzer or default_analyzer()
    reports = analyzer.analyze_many(codes)
    timings: list[Efficiency] | None = None
    if efficiency or "efficiency" in weights:
        timings = measure_batch(codes, columns.get("reference_solution", [None] * n),
                                columns.get("scale_tests", [None] * n), sandbox, efficiency_settings, runs)
    scored = Scored(found, runs, reports, timings)
    components = {name: REWARDS[name](None, list(completions), analyzer=analyzer, sandbox=sandbox,
                                      end_markers=end_markers, scored=scored, **columns) for name in weights}
    results = []
    for i in range(n):
        values = {name: float(v[i]) if v[i] is not None else 0.0 for name, v in components.items()}
        reasons = []
        if not found[i].format_ok:
            reasons.append(f"format: {found[i].reason}")
        if not reports[i].analysable and reports[i].findings:
            reasons.append(f"quality: {reports[i].findings[0].message}")
        failed = runs[i] is not None and runs[i].sandbox_failed
        if failed:
            log.warning("the sandbox failed sample %d twice (%s): error %g, drop it", i, runs[i].error, ERROR_SCORING)
            reasons.append(f"tests: the sandbox failed, not the solution (error {ERROR_SCORING:g}): {runs[i].error}")
        elif runs[i] is not None and runs[i].error:
            reasons.append(f"tests: {runs[i].error}")
        elif runs[i] is None and problems[i].get("tests"):
            reasons.append("tests: not run (the code does not parse or is empty)")
        tests = {
            "passed": runs[i].passed if runs[i] else 0,
            "total": runs[i].total if runs[i] else len(_as_list(problems[i].get("tests"))),
            "hidden_passed": hidden_runs[i].passed if hidden_runs[i] else 0,
            "hidden_total": hidden_runs[i].total if hidden_runs[i] else len(_as_list(problems[i].get("hidden_tests"))),
            "failures": _failures(runs[i]),
            "error": ERROR_SCORING if failed else ERROR_NONE,
        }
        timing = timings[i] if timings is not None else None
        if timing is not None and timing.reason and timing.reason != "no scale tests":
            reasons.append(f"efficiency: {timing.reason}")
        composite = sample_composite(values, weights, mode, timing.score if timing is not None else None)
        results.append(Breakdown(composite, values, tests, reasons, found[i], runs[i], reports[i],
                                 timing.to_json() if timing is not None else None))
    return results


def evaluate_or_zero(completions: Sequence[Any], problems: Sequence[Mapping[str, Any]],
                     weights: Mapping[str, float] | None = None, mode: str = "linear", **options: Any) -> list[Breakdown]:
    """``evaluate`` for callers that must not raise (trainers): a failure is logged and every
    sample scores 0 with ``error`` 2 and the reason."""
    try:
        return evaluate(completions, problems, weights, mode, **options)
    except Exception as exc:  # the trainer must get a defined reward, never a traceback
        log.warning("scoring failed on a batch of %d: %s: %s", len(completions), type(exc).__name__, exc)
        why = f"scoring failed: {type(exc).__name__}: {exc}"
        zero = dict.fromkeys(weights or DEFAULT_WEIGHTS, 0.0)
        tests = {"passed": 0, "total": 0, "hidden_passed": 0, "hidden_total": 0, "failures": [], "error": ERROR_SCORING}
        return [Breakdown(0.0, dict(zero), dict(tests), [why]) for _ in completions]


def _as_list(tests: Any) -> list:
    from codereward.rewards.correctness import parse_tests

    parsed = parse_tests(tests)
    return parsed if isinstance(parsed, list) else []


class CompositeReward:
    """The composite as one TRL reward function: ``CompositeReward(weights, mode)``."""

    def __init__(self, weights: Mapping[str, float] | str | None = None, mode: str = "linear",
                 analyzer: Analyzer | None = None, sandbox: Any = None, end_markers: Sequence[str] = (),
                 efficiency_settings: EfficiencySettings | None = None) -> None:
        self.weights = parse_weights(weights)
        if mode not in MODES:
            raise ValueError(f"composite mode {mode!r} is not one of {', '.join(MODES)}")
        self.mode, self.analyzer, self.sandbox = mode, analyzer, sandbox
        self.end_markers = tuple(end_markers)
        self.efficiency_settings = efficiency_settings
        self.__name__ = f"composite_{mode}"

    def __call__(self, prompts: Any = None, completions: Sequence[Any] = (), **kwargs: Any) -> list[float | None]:
        completions = list(completions or [])
        markers = (*self.end_markers, *(kwargs.get("end_markers") or ()))
        results = evaluate_or_zero(completions, problem_rows(kwargs, len(completions)), self.weights, self.mode,
                                   hidden=False, analyzer=self.analyzer, sandbox=self.sandbox, end_markers=markers,
                                   efficiency_settings=self.efficiency_settings)
        return [r.composite for r in results]
