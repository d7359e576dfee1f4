"""Scale tests: a solution's CPU time on large inputs built at run time (the caller's side).

A scale test is ``{"setup": ..., "call": ..., "expected": ...}``: ``setup`` is code that
builds the inputs (with a seeded generator, so that a row stays small), ``call`` an
expression over the names it defines and the solution's, and ``expected`` the result,
optional (without it the result is compared with another solution's, the reference's:
``same_as``). An optional ``name`` labels it. Like assert-style test code, ``setup`` is
part of the problem, not of the answer: it runs in the trusted measurer process (still
inside the sandbox's namespaces and limits), never next to the solution.

``measure`` runs the scale tests of one or more solutions in one sandbox run
(``timing.py``): each test's inputs are built once, then each solution is measured in
fresh processes, repeated, the least CPU time kept. With ``reference`` (an index), that
solution's time sets the budget the others are measured against (``k`` times it plus
``floor``), on the same machine and in the same process; with ``stop`` as well, a
measurement of another solution ends as a timeout once it has used ``stop`` times the
budget of CPU time; with ``cached`` (per test, the reference's time from an earlier run on
this machine, or None), the reference is measured until it agrees with it within a factor
``agree`` and the cached time is then its ``cpu`` (``held``). An answer whose result is
the reference's text gets the reference's verdict without the caller decoding it
again. The limits of ``SandboxConfig``
apply, with ``timeout`` the CPU-time limit of one measurement: a loaded machine stops the same
answers as an idle one, at the same CPU time, and the wall clock is only a backstop
(``WALL_BACKSTOP`` times it) for an answer that waits instead of computing. Nothing here
raises: a malformed test or a sandbox failure is a result with a status and a reason.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from codereward import jsonl
from codereward.jsonl import json_or_text
from codereward.processes import WALL_BACKSTOP
from codereward.sandbox.beside_solution import run_support
from codereward.sandbox.caller import comparison, verdicts
from codereward.sandbox.caller.formats import _syntax_error, to_json_value
from codereward.sandbox.caller.values import INVALID_TEST, PASSED, SANDBOX_ERROR, TIMEOUT, WRONG_ANSWER, SandboxConfig
from codereward.sandbox.protocol import codec

#: statuses of a scale test besides those of ``types.STATUSES``: the repeats disagreed
UNSTABLE = "unstable"
#: a cached reference time holds when a measurement is within this factor of it, either way
AGREE = 1.25
_SAME = "same"  # while reading frames only: the result text was the reference's
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
    """One scale test of one solution. ``cpu`` is the least CPU time of the repeats, or for a
    reference whose cached time the repeats agreed with (``held``), that time."""

    index: int
    name: str
    status: str
    reason: str = ""
    cpu: float | None = None
    samples: list[float] = field(default_factory=list)
    value: Any = None
    held: bool = False

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


def scale_test_errors(test: Any) -> list[str]:
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
    tests = json_or_text(tests)
    if not isinstance(tests, (list, tuple)):
        raise ValueError(f"scale tests must be a list of objects, got {type(tests).__name__}")
    parsed = []
    for index, test in enumerate(tests):
        errors = scale_test_errors(test)
        name = test.get("name") if isinstance(test, dict) and isinstance(test.get("name"), str) else f"scale #{index}"
        if errors:
            parsed.append(ScaleTest("", "", name=name, problem="; ".join(errors)))
            continue
        has = "expected" in test
        parsed.append(ScaleTest(test["setup"], test["call"].strip(), to_json_value(test["expected"]) if has else None,
                                has, name))
    return parsed


def measure(sandbox: Any, codes: list[str], tests: Any, *, repeats: int = 3, timeout: float | None = None,
            reference: int | None = None, k: float = 3.0, floor: float = 0.005,
            stop: float | None = None, cached: list[float | None] | None = None,
            agree: float = AGREE) -> list[ScaleRun]:
    """One ``ScaleRun`` per code of ``codes``, run in ``sandbox`` (a ``Sandbox``); never raises."""
    started = time.monotonic()
    config: SandboxConfig = sandbox.config
    timeout = timeout or config.timeout
    try:
        parsed = parse_scale_tests(tests)
    except ValueError as exc:
        return [ScaleRun(error=f"invalid scale tests: {exc}") for _ in codes]
    invalid = {i: ScaleResult(i, t.name, INVALID_TEST, t.problem) for i, t in enumerate(parsed) if t.problem}
    runnable = [i for i in range(len(parsed)) if i not in invalid]
    runnable_codes = [j for j, code in enumerate(codes) if isinstance(code, str)]
    results: list[dict[int, ScaleResult]] = [dict(invalid) for _ in codes]
    errors: list[str | None] = [None if j in runnable_codes else "the solution is not text" for j in range(len(codes))]
    if runnable and runnable_codes:
        request = {
            "codes": [codes[j] for j in runnable_codes],
            "tests": [_request_test(parsed[i], cached[i] if cached and i < len(cached) else None) for i in runnable],
            "repeats": max(1, int(repeats)),
            "timeout": float(timeout),
            "wall": WALL_BACKSTOP * float(timeout),
            "reference": runnable_codes.index(reference) if reference in runnable_codes else None,
            "k": float(k),
            "floor": float(floor),
            "stop": float(stop) if stop else None,
            "agree": float(agree),
        }
        reported = _run(sandbox, request, parsed, runnable, runnable_codes, started)
        for j in range(len(codes)):
            if isinstance(reported, str):
                errors[j] = errors[j] or reported
            elif j in reported:
                results[j].update(reported[j])
    runs = []
    for j in range(len(codes)):
        if errors[j]:
            results[j].update({i: ScaleResult(i, parsed[i].name, SANDBOX_ERROR, str(errors[j])) for i in runnable})
        runs.append(ScaleRun([results[j][i] for i in range(len(parsed))], errors[j], time.monotonic() - started))
    return runs


def _request_test(test: ScaleTest, cached: float | None) -> dict[str, Any]:
    sent: dict[str, Any] = {"setup": test.setup, "call": test.call}
    if isinstance(cached, (int, float)) and not isinstance(cached, bool) and math.isfinite(cached) and cached > 0:
        sent["cached"] = float(cached)
    return sent


def _compiled(code: str) -> Any:
    """``code`` compiled here, once, as the run's children would compile it; the text when it
    does not compile (a child then fails on it with the reason, as before)."""
    try:
        return run_support.compile_solution(code)
    except Exception:  # noqa: BLE001 - SyntaxError, ValueError, RecursionError, MemoryError: the child says
        return code


def _run(sandbox: Any, request: dict[str, Any], parsed: list[ScaleTest], runnable: list[int], codes: list[int],
         started: float) -> dict[int, dict[int, ScaleResult]] | str:
    """The results of one timed run, per code and test, or why it failed as a whole."""
    config: SandboxConfig = sandbox.config
    try:
        worker = sandbox._acquire_for("\n".join(request["codes"]), None)
    except Exception as exc:  # noqa: BLE001 - SandboxUnavailable included: a verdict, never a raise
        return str(exc)
    if worker.compiles_here:  # the same bytecode: every repeat's child would compile the same text
        request = {**request, "codes": [_compiled(code) for code in request["codes"]]}
    try:
        # a frame per (test, solution): the setup, then every repeat of one solution (each to its wall backstop)
        frame_timeout = WALL_BACKSTOP * config.timeout + request["repeats"] * (request["wall"] + 1.0)
        attempt = sandbox._attempt(worker, "timed", request, frame_timeout, started)
    except Exception as exc:  # noqa: BLE001
        worker.close()
        return f"sandbox error: {type(exc).__name__}: {exc}"
    finally:
        sandbox._idle[sandbox._kind_of(worker)].put(worker)
    if attempt.violation:
        return attempt.violation
    pairs = [(i, j) for i in runnable for j in codes]
    first = codes[request["reference"]] if request["reference"] is not None else None
    reported = _read(attempt, pairs, parsed, config, first)
    if isinstance(reported, str):
        return reported
    out: dict[int, dict[int, ScaleResult]] = {j: {} for j in codes}
    for (i, j), result in reported.items():
        out[j][i] = result
    if len(reported) < len(pairs):
        status, reason = verdicts.why_ended(attempt, config)
        for i, j in pairs[len(reported):]:
            out[j][i] = ScaleResult(i, parsed[i].name, status, reason)
    return out


def _read(attempt: Any, pairs: list[tuple[int, int]], parsed: list[ScaleTest], config: SandboxConfig,
          reference: int | None) -> dict[tuple[int, int], ScaleResult] | str:
    """The (test, code) results the frames report, in order, or why the frames cannot be trusted.
    A frame ``same`` (the measurer found the result text the reference's) gets the reference's verdict."""
    results: dict[tuple[int, int], ScaleResult] = {}
    done = False
    for _when, frame in attempt.frames:
        if done:
            return "a frame after done"
        if frame.get("k") == "done":
            done = True
            continue
        if frame.get("k") != "case" or frame.get("i") != len(results) or len(results) >= len(pairs):
            return "a scale frame out of order"
        test, code = pairs[len(results)]
        results[(test, code)] = _judge(test, parsed[test], frame, config)
    for (test, code), result in results.items():
        first = results.get((test, reference)) if reference is not None else None
        if result.status == _SAME and first is not None:
            results[(test, code)] = replace(first, cpu=result.cpu, samples=result.samples, held=False)
        elif result.status == _SAME:
            return "a result said to be the reference's without the reference's"
    return results


def _decode(text: str) -> Any:
    """A result's JSON text: the C scanner, and for integers past Python's 4,300-digit limit
    on text to ``int``, the decoder of integers of any length."""
    try:
        return codec.decode_json(text)
    except ValueError:
        return jsonl.loads(text)


def _judge(index: int, test: ScaleTest, frame: dict[str, Any], config: SandboxConfig) -> ScaleResult:
    kind = frame.get("t")
    samples = [float(s) for s in frame.get("cpu", []) if isinstance(s, (int, float)) and math.isfinite(s)]
    cpu = min(samples) if samples else None
    held = frame.get("held") is True and isinstance(frame.get("base"), float)
    if held:
        cpu = frame["base"]
    why = verdicts._text(frame.get("why", ""))
    if kind == "value" and frame.get("same") is True:
        return ScaleResult(index, test.name, _SAME, "", cpu, samples)
    if kind == "value":
        try:
            value = _decode(frame.get("out", ""))
        except ValueError:
            return ScaleResult(index, test.name, "invalid_result", "the result is not JSON", cpu, samples)
        if test.has_expected and not comparison.json_equal(test.expected, value, config.float_rel_tol, config.float_abs_tol):
            reason = f"expected {comparison.short_repr(test.expected)}, got {comparison.short_repr(value)}"
            return ScaleResult(index, test.name, WRONG_ANSWER, reason, cpu, samples, value)
        return ScaleResult(index, test.name, PASSED, "", cpu, samples, value, held)
    statuses = {"timeout": TIMEOUT, "raised": "error", "invalid": "invalid_result", "crashed": "crashed",
                "unstable": UNSTABLE, "setup_raised": INVALID_TEST}
    prefix = {"raised": "raised ", "setup_raised": "the scale test's setup raised "}.get(str(kind), "")
    return ScaleResult(index, test.name, statuses.get(str(kind), "crashed"), prefix + why, cpu, samples)


def same_as(result: ScaleResult, reference: ScaleResult, config: SandboxConfig) -> ScaleResult:
    """``result`` judged against the reference's result when the test has no ``expected``."""
    if not result.ok or not reference.ok or result.value is reference.value:  # the very object: the same text
        return result
    if comparison.json_equal(reference.value, result.value, config.float_rel_tol, config.float_abs_tol):
        return result
    reason = f"differs from the reference: expected {comparison.short_repr(reference.value)}, got {comparison.short_repr(result.value)}"
    return ScaleResult(result.index, result.name, WRONG_ANSWER, reason, result.cpu, result.samples, result.value)


def _failed(parsed: list[ScaleTest], why: str, started: float) -> ScaleRun:
    results = [ScaleResult(i, t.name, SANDBOX_ERROR, why) for i, t in enumerate(parsed)]
    return ScaleRun(results, error=why, duration=time.monotonic() - started)
