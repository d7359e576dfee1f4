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

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import Analyzer, default_analyzer
from codereward.config import MODES
from codereward.jsonl import json_or_text
from codereward.quality_profiles import row_profile
from codereward.rewards.base import (
    NOT_COLUMNS,
    ROW_OPTION_FIELDS,
    Scored,
    completion_text,
    extract_code,
    log,
    unjudgeable,
)
from codereward.rewards.correctness import run_batch
from codereward.rewards.efficiency import Efficiency, EfficiencySettings, measure_batch
from codereward.rewards.quality import profile_names
from codereward.rewards.registry import REWARDS
from codereward.sandbox.caller.formats import no_runnable_test, row_run_options
from codereward.snippet import PYTHON_LANGS

DEFAULT_WEIGHTS: dict[str, float] = {"format": 0.2, "correctness": 0.3, "quality": 0.5}
#: ``Breakdown.tests["error"]``: 0 scored; 2 the sandbox failed the sample (twice): no verdict, drop it
ERROR_NONE, ERROR_SCORING = 0.0, 2.0
#: ``Breakdown.tests["error"]`` 1: the problem (or label) cannot grade an answer (no runnable test): not scored
ERROR_PROBLEM = 1.0
#: the keys of ``Breakdown.row`` after the components
ROW_COUNTS = ("tests_passed", "tests_total", "error")


def parse_weights(text: str | Mapping[str, float] | None) -> dict[str, float]:
    """Weights from ``"format=0.2,correctness=0.3,quality=0.5"`` or a mapping; errors name the part."""
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
    """Everything one completion earned, and why.

    ``reasons`` explains every score in words, one line per component (its value, its
    weight and what earned it), after any line saying why the sample was not scored;
    ``findings``, ``format`` and ``tests`` hold the same facts as data. ``error`` is set
    (with ``tests["error"]`` > 0) when the sample was not scored: the composite is then 0.
    """

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
    weights: dict[str, float] = field(default_factory=dict)  # the weights the composite applied
    mode: str = "linear"
    error: str | None = None  # why the sample was not scored (a problem without tests, a scoring failure)
    format: dict[str, Any] = field(default_factory=dict)  # the format verdict and the graded block
    findings: list[dict[str, Any]] = field(default_factory=list)  # the findings behind the quality score

    def to_json(self) -> dict[str, Any]:
        data = {"composite": self.composite, "mode": self.mode, "weights": self.weights,
                "components": self.components, "error": self.error, "reasons": self.reasons,
                "tests": self.tests, "format": self.format, "findings": self.findings}
        if self.efficiency is not None:
            data["efficiency"] = self.efficiency
        return data

    def row(self, names: Iterable[str]) -> dict[str, float]:
        """This result as a flat row of numbers with the same keys for every sample, the one form the
        engines' wrappers log: ``score`` (the composite), each of ``names`` (its component, 0 where it was
        not weighted), then ``ROW_COUNTS``: the visible tests passed and run, and ``error`` (``ERROR_*``)."""
        return {"score": float(self.composite), **{name: float(self.components.get(name, 0.0)) for name in names},
                "tests_passed": float(self.tests.get("passed", 0)), "tests_total": float(self.tests.get("total", 0)),
                "error": float(self.tests.get("error", ERROR_NONE))}


def _failures(run: Any, limit: int = 10) -> list[dict[str, Any]]:
    if run is None:
        return []
    return [{"index": c.index, "name": c.name, "status": c.status, "reason": c.reason}
            for c in run.cases if not c.passed][:limit]


#: rewards that grade the answer by the problem's tests: with weight on one, a problem
#: without a runnable test cannot be scored (it would pay the rest for any answer)
NEEDS_TESTS = ("correctness", "weighted_partial")


def problem_error(problem: Mapping[str, Any], weights: Mapping[str, float]) -> str | None:
    """Why ``problem`` cannot be scored with ``weights``, naming the field: a flag under which
    no fixed output judges an answer, an unknown ``quality_profile``, or no runnable test where
    a weighted reward needs one; None when it can."""
    if not isinstance(problem, Mapping):
        return f"problem: expected an object, got {type(problem).__name__}"
    why = unjudgeable(problem.get("flags"))
    if why is not None:
        return why
    try:
        row_profile(problem)
    except ValueError as exc:
        return str(exc)
    if not any(weights.get(name, 0) > 0 for name in NEEDS_TESTS):
        return None
    return no_runnable_test(problem.get("tests"))


def finding_json(finding: Any, weight: float) -> dict[str, Any]:
    """A finding as a reason for the quality score (its JSON form, columns 1-based): ``weight``
    is what it adds to its characteristic's weighted sum (SPEC §2), so what it costs."""
    return {**finding.to_json(), "weight": weight}


def _format_json(found: Any) -> dict[str, Any]:
    python = [b for b in found.blocks if b.language in PYTHON_LANGS]
    graded = next((i for i, b in enumerate(found.blocks) if b.start == found.code_start), None)
    return {"ok": found.format_ok, "verdict": found.reason, "blocks": len(found.blocks),
            "python_blocks": len(python), "graded_block": None if graded is None else graded + 1}


def _format_reason(fmt: Mapping[str, Any]) -> str:
    if fmt["graded_block"] is None:
        return f"{fmt['verdict']}; graded the whole text"
    if fmt["blocks"] > 1:
        return f"{fmt['verdict']}; graded block {fmt['graded_block']} of {fmt['blocks']} (the last complete python one)"
    return fmt["verdict"]


def _tests_reason(tests: Mapping[str, Any], run: Any) -> str:
    text = f"passed {tests['passed']} of {tests['total']} tests"
    if tests["failures"]:
        first = tests["failures"][0]
        name = f" {first['name']}" if first.get("name") else ""
        text += f"; first failure: case {first['index']}{name}: {first['status']}"
        if first["reason"]:
            text += f": {first['reason']}"
    elif run is None and tests["total"]:
        text += " (not run: the code does not parse or is empty)"
    return text


def _quality_reason(report: Any, findings: Sequence[Mapping[str, Any]], profile: str = "default",
                    limit: int = 5) -> str:
    if report is None:
        return "not analysed"
    if profile != "default":  # say it: the same code scores differently under the default profile
        return f"{profile} profile: {_quality_reason(report, findings, 'default', limit)}"
    if not findings:
        return "no findings"
    listed = "; ".join(f"{f['rule']} line {f['line']} [{f['severity']}, costs {f['characteristic']}] {f['message']}"
                       for f in findings[:limit])
    more = f"; and {len(findings) - limit} more" if len(findings) > limit else ""
    return f"{len(findings)} finding{'s' if len(findings) != 1 else ''}: {listed}{more}"


def _component_reasons(values: Mapping[str, float], weights: Mapping[str, float], fmt: Mapping[str, Any],
                       tests: Mapping[str, Any], run: Any, report: Any, findings: Sequence[Mapping[str, Any]],
                       timing: Any, profile: str = "default") -> list[str]:
    """One line per weighted component: value, weight, and what earned it."""
    why = {"format": lambda: _format_reason(fmt), "correctness": lambda: _tests_reason(tests, run),
           "weighted_partial": lambda: _tests_reason(tests, run), "quality": lambda: _quality_reason(report, findings, profile),
           "efficiency": lambda: (timing.reason or "within budget") if timing is not None else "not measured"}
    lines = []
    for name, weight in weights.items():
        explain = why.get(name)
        lines.append(f"{name}: {values.get(name, 0.0):.3f} (weight {weight:g})" + (f": {explain()}" if explain else ""))
    return lines


def error_breakdown(why: str, weights: Mapping[str, float], mode: str = "linear", code: float | None = None,
                    **known: Any) -> Breakdown:
    """A sample that was not scored: composite 0, every component 0, ``error`` the reason."""
    tests = {"passed": 0, "total": 0, "hidden_passed": 0, "hidden_total": 0, "failures": [],
             "error": ERROR_PROBLEM if code is None else code}
    return Breakdown(0.0, dict.fromkeys(weights, 0.0), tests, [why], weights=dict(weights),
                     mode=mode, error=why, **known)


def zero_row(names: Iterable[str], code: float = ERROR_SCORING) -> dict[str, float]:
    """``Breakdown.row`` of a sample that was not scored (composite 0, ``error`` ``code``)."""
    names = list(names)
    return error_breakdown("", dict.fromkeys(names, 0.0), code=code).row(names)


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
    quality_profile: str | None = None,
) -> list[Breakdown]:
    """Score each completion against its problem row (``tests``, ``entry_point``, ...).

    ``end_markers``: end-of-turn markers to strip besides the known ones (``snippet.END_MARKERS``).
    ``efficiency`` measures the scale tests even when the weights leave the efficiency
    reward out (for evaluation); ``efficiency_settings`` sets its budget (the defaults
    when None). A component that does not apply to a sample (None: no scale tests for
    efficiency) is left out of that sample's composite, the other weights renormalised.
    """
    weights = dict(weights or DEFAULT_WEIGHTS)
    n = len(completions)
    if len(problems) != n:
        raise ValueError(f"{n} completions but {len(problems)} problems")
    problems = [_decoded(p) for p in problems]
    # a problem that cannot grade an answer is not scored: never run, never paid
    errors = [problem_error(p, weights) for p in problems]
    for why, count in Counter(e for e in errors if e is not None).items():
        log.warning("%d of %d samples not scored (composite 0, error 1): their problem's %s", count, n, why)
    problems = [{} if why is not None else p for p, why in zip(problems, errors)]
    columns = {key: [p.get(key) for p in problems] for key in {k for p in problems for k in p} - NOT_COLUMNS}
    texts = [completion_text(c) for c in completions]
    found = [extract_code(t, end_markers) for t in texts]
    codes = [e.code for e in found]
    entry = columns.get("entry_point", [None] * n)
    options = [row_run_options(p) for p in problems]
    runs = run_batch(codes, columns.get("tests", [None] * n), entry, sandbox, options)
    hidden_runs = run_batch(codes, columns.get("hidden_tests", [None] * n), entry, sandbox, options) if hidden else [None] * n
    analyzer = analyzer or default_analyzer()
    profiles = profile_names(analyzer, problems, quality_profile)
    reports = [analyzer.profiled(report, name, len(code))
               for report, name, code in zip(analyzer.analyze_many(codes), profiles, codes)]
    timings: list[Efficiency] | None = None
    if efficiency or "efficiency" in weights:
        timings = measure_batch(codes, columns.get("reference_solution", [None] * n),
                                columns.get("scale_tests", [None] * n), sandbox, efficiency_settings, runs)
    scored = Scored(found, runs, reports, timings)
    components = {name: REWARDS[name](None, list(completions), analyzer=analyzer, sandbox=sandbox,
                                      end_markers=end_markers, scored=scored, **columns) for name in weights}
    severity = analyzer.config.severity_weights
    results = []
    for i in range(n):
        fmt = _format_json(found[i])
        findings = [finding_json(f, severity[f.severity.value]) for f in reports[i].findings]
        if errors[i] is not None:
            results.append(error_breakdown(errors[i], weights, mode, extraction=found[i], report=reports[i],
                                           format=fmt, findings=findings))
            continue
        values = {name: float(v[i]) if v[i] is not None else 0.0 for name, v in components.items()}
        reasons = []
        if not reports[i].analysable and reports[i].findings:
            reasons.append(f"quality: {reports[i].findings[0].message}")
        failed = runs[i] is not None and runs[i].sandbox_failed
        if failed:
            log.warning("the sandbox failed sample %d twice (%s): error %g, drop it", i, runs[i].error, ERROR_SCORING)
            reasons.append(f"tests: the sandbox failed, not the solution (error {ERROR_SCORING:g}): {runs[i].error}")
        elif runs[i] is not None and runs[i].error:
            reasons.append(f"tests: {runs[i].error}")
        tests = {
            "passed": runs[i].passed if runs[i] else 0,
            "total": runs[i].total if runs[i] else len(_as_list(problems[i].get("tests"))),
            "hidden_passed": hidden_runs[i].passed if hidden_runs[i] else 0,
            "hidden_total": hidden_runs[i].total if hidden_runs[i] else len(_as_list(problems[i].get("hidden_tests"))),
            "failures": _failures(runs[i]),
            "error": ERROR_SCORING if failed else ERROR_NONE,
        }
        timing = timings[i] if timings is not None else None
        if timing is not None and timing.reason and timing.reason != "no scale tests" and "efficiency" not in weights:
            reasons.append(f"efficiency: {timing.reason}")  # measured for evaluation: no component line says it
        composite = sample_composite(values, weights, mode, timing.score if timing is not None else None)
        reasons += _component_reasons(values, weights, fmt, tests, runs[i], reports[i], findings, timing, profiles[i])
        results.append(Breakdown(composite, values, tests, reasons, found[i], runs[i], reports[i],
                                 timing.to_json() if timing is not None else None, dict(weights), mode,
                                 f"the sandbox failed: {runs[i].error}" if failed else None, fmt, findings))
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
        return [error_breakdown(why, weights or DEFAULT_WEIGHTS, mode, ERROR_SCORING) for _ in completions]


def _decoded(problem: Any) -> Any:
    """The row with its ``limits``, ``judge`` and ``flags`` read back from JSON text."""
    if not isinstance(problem, Mapping) or not any(isinstance(problem.get(k), str) for k in ROW_OPTION_FIELDS):
        return problem
    return {**problem, **{k: json_or_text(problem[k]) for k in ROW_OPTION_FIELDS if isinstance(problem.get(k), str)}}


def _as_list(tests: Any) -> list:
    parsed = json_or_text(tests)
    return parsed if isinstance(parsed, list) else []
