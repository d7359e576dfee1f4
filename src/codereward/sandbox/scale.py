"""Scale tests: a solution's CPU time on large inputs built at run time (the caller's side).

A scale test is ``{"setup": ..., "call": ..., "expected": ...}``: ``setup`` is code that
builds the inputs (with a seeded generator, so that a row stays small), ``call`` an
expression over the names it defines and the solution's, and ``expected`` the result,
optional (without it the result is compared with another solution's, the reference's:
``same_as``). An optional ``name`` labels it.

``measure`` runs all the scale tests of one solution in one sandbox run (``timed.py``):
each measurement is a fresh process, repeated and the minimum CPU time kept. The limits
of ``SandboxConfig`` apply, with ``timeout`` the wall-clock (and CPU) limit of one
measurement. Nothing here raises: a malformed test or a sandbox failure is a result
with a status and a reason.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from codereward.sandbox import codec, compare, verdict
from codereward.sandbox.formats import _maybe_json, _syntax_error, to_json_value
from codereward.sandbox.types import INVALID_TEST, PASSED, SANDBOX_ERROR, TIMEOUT, WRONG_ANSWER, SandboxConfig

#: statuses of a scale test besides those of ``types.STATUSES``: the repeats disagreed
UNSTABLE = "unstable"
_KEYS = frozenset({"setup", "call", "expected", "name"})


@dataclass(frozen=True)
class ScaleTest:
    setup: str
    call: str
    expected: Any = None
    has_expected: bool = False
    name: str = ""
    problem: str | None = None  # why the test is malformed


@dataclass(frozen=True)
class ScaleResult:
    """One scale test of one solution. ``cpu`` is the least CPU time of the repeats."""

    index: int
    name: str
    status: str
    reason: str = ""
    cpu: float | None = None
    samples: list[float] = field(default_factory=list)
    value: Any = None

    @property
    def ok(self) -> bool:
        """It ran and returned a value (compared with the expected one when there is one)."""
        return self.status == PASSED

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("value")
        return data


@dataclass(frozen=True)
class ScaleRun:
    results: list[ScaleResult] = field(default_factory=list)
    error: str | None = None
    duration: float = 0.0

    @property
    def ok(self) -> bool:
        return bool(self.results) and all(result.ok for result in self.results)

    def to_dict(self) -> dict[str, Any]:
        return {"results": [r.to_dict() for r in self.results], "error": self.error, "duration": self.duration}


def test_problems(test: Any) -> list[str]:
    """What is wrong with one scale test (empty when nothing)."""
    if not isinstance(test, dict):
        return [f"a scale test must be an object, got {type(test).__name__}"]
    errors = []
    for key in ("setup", "call"):
        if not isinstance(test.get(key), str) or not test[key].strip():
            errors.append(f"a scale test needs a non-empty {key!r} string")
    if isinstance(test.get("setup"), str) and (why := _syntax_error(test["setup"], "exec")):
        errors.append(f"'setup' does not parse: {why}")
    if isinstance(test.get("call"), str) and test["call"].strip() and (why := _syntax_error(test["call"].strip(), "eval")):
        errors.append(f"'call' is not a Python expression: {why}")
    if "name" in test and not isinstance(test["name"], str):
        errors.append("'name' must be a string")
    if "expected" in test:
        try:
            to_json_value(test["expected"])
        except ValueError as exc:
            errors.append(f"'expected' is not a JSON value: {exc}")
    unknown = set(test) - _KEYS
    if unknown:
        errors.append(f"unknown scale test keys: {', '.join(sorted(unknown))}")
    return errors


def parse_scale_tests(tests: Any) -> list[ScaleTest]:
    """Scale tests from a list (or its JSON text); ``ValueError`` when it is neither."""
    tests = _maybe_json(tests)
    if not isinstance(tests, (list, tuple)):
        raise ValueError(f"scale tests must be a list of objects, got {type(tests).__name__}")
    parsed = []
    for index, test in enumerate(tests):
        errors = test_problems(test)
        name = test.get("name") if isinstance(test, dict) and isinstance(test.get("name"), str) else f"scale #{index}"
        if errors:
            parsed.append(ScaleTest("", "", name=name, problem="; ".join(errors)))
            continue
        has = "expected" in test
        parsed.append(ScaleTest(test["setup"], test["call"].strip(), to_json_value(test["expected"]) if has else None,
                                has, name))
    return parsed


def measure(sandbox: Any, code: str, tests: Any, *, repeats: int = 3, timeout: float | None = None,
            within: float = 0.0, enough: float | None = None) -> ScaleRun:
    """Run ``code`` on its scale tests in ``sandbox`` (a ``Sandbox``); never raises.

    Each test is measured up to ``repeats`` times; the repeats stop early once one takes
    at most ``within`` CPU seconds, or the least so far is over ``enough`` (by default
    twice the timeout): the verdict against a budget between the two cannot change."""
    started = time.monotonic()
    config: SandboxConfig = sandbox.config
    timeout = timeout or config.timeout
    try:
        parsed = parse_scale_tests(tests)
    except ValueError as exc:
        return ScaleRun(error=f"invalid scale tests: {exc}")
    results = {i: ScaleResult(i, t.name, INVALID_TEST, t.problem) for i, t in enumerate(parsed) if t.problem}
    runnable = [i for i in range(len(parsed)) if i not in results]
    if not isinstance(code, str):
        return _failed(parsed, "the solution is not text", started)
    if runnable:
        request = {
            "code": code,
            "tests": [{"setup": parsed[i].setup, "call": parsed[i].call} for i in runnable],
            "repeats": max(1, int(repeats)),
            "timeout": float(timeout),
            "within": float(within),
            "enough": float(enough if enough is not None else 2.0 * timeout),
        }
        try:
            worker = sandbox._acquire_for(code, None)
        except Exception as exc:  # noqa: BLE001 - SandboxUnavailable included: a verdict, never a raise
            return _failed(parsed, str(exc), started)
        try:
            frame_timeout = config.timeout + request["repeats"] * (timeout + 1.0)
            attempt = sandbox._attempt(worker, "timed", request, frame_timeout, started)
        except Exception as exc:  # noqa: BLE001
            worker.close()
            return _failed(parsed, f"sandbox error: {type(exc).__name__}: {exc}", started)
        finally:
            sandbox._idle[sandbox._kind_of(worker)].put(worker)
        if attempt.violation:
            return _failed(parsed, attempt.violation, started)
        reported = _read(attempt, runnable, parsed, config)
        if isinstance(reported, str):
            return _failed(parsed, reported, started)
        results.update(reported)
        missing = [i for i in runnable if i not in results]
        if missing:
            status, reason = verdict.why_ended(attempt, config)
            for i in missing:
                results[i] = ScaleResult(i, parsed[i].name, status, reason)
    return ScaleRun([results[i] for i in range(len(parsed))], duration=time.monotonic() - started)


def _read(attempt: Any, runnable: list[int], parsed: list[ScaleTest], config: SandboxConfig) -> dict[int, ScaleResult] | str:
    """The results the frames report, or why the frames cannot be trusted."""
    results: dict[int, ScaleResult] = {}
    done = False
    for _when, frame in attempt.frames:
        if done:
            return "a frame after done"
        if frame.get("k") == "done":
            done = True
            continue
        if frame.get("k") != "case" or frame.get("i") != len(results) or len(results) >= len(runnable):
            return "a scale frame out of order"
        index = runnable[len(results)]
        results[index] = _judge(index, parsed[index], frame, config)
    return results


def _judge(index: int, test: ScaleTest, frame: dict[str, Any], config: SandboxConfig) -> ScaleResult:
    kind = frame.get("t")
    samples = [float(s) for s in frame.get("cpu", []) if isinstance(s, (int, float)) and math.isfinite(s)]
    cpu = min(samples) if samples else None
    why = verdict._text(frame.get("why", ""))
    if kind == "value":
        try:
            value = codec.decode_json(frame.get("out", ""))
        except ValueError:
            return ScaleResult(index, test.name, "invalid_result", "the result is not JSON", cpu, samples)
        if test.has_expected and not compare.json_equal(test.expected, value, config.float_rel_tol, config.float_abs_tol):
            reason = f"expected {compare.short_repr(test.expected)}, got {compare.short_repr(value)}"
            return ScaleResult(index, test.name, WRONG_ANSWER, reason, cpu, samples, value)
        return ScaleResult(index, test.name, PASSED, "", cpu, samples, value)
    statuses = {"timeout": TIMEOUT, "raised": "error", "invalid": "invalid_result", "crashed": "crashed",
                "unstable": UNSTABLE, "setup_raised": INVALID_TEST}
    prefix = {"raised": "raised ", "setup_raised": "the scale test's setup raised "}.get(str(kind), "")
    return ScaleResult(index, test.name, statuses.get(str(kind), "crashed"), prefix + why, cpu, samples)


def same_as(result: ScaleResult, reference: ScaleResult, config: SandboxConfig) -> ScaleResult:
    """``result`` judged against the reference's result when the test has no ``expected``."""
    if not result.ok or not reference.ok:
        return result
    if compare.json_equal(reference.value, result.value, config.float_rel_tol, config.float_abs_tol):
        return result
    reason = f"differs from the reference: expected {compare.short_repr(reference.value)}, got {compare.short_repr(result.value)}"
    return ScaleResult(result.index, result.name, WRONG_ANSWER, reason, result.cpu, result.samples, result.value)


def _failed(parsed: list[ScaleTest], why: str, started: float) -> ScaleRun:
    results = [ScaleResult(i, t.name, SANDBOX_ERROR, why) for i, t in enumerate(parsed)]
    return ScaleRun(results, error=why, duration=time.monotonic() - started)
