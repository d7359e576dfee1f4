"""Turning what a run reported into per-case verdicts, in the trusted parent.

Frames are checked as strictly as values: they must come in protocol order (``ready``,
then one frame per case in order, then ``done``). A frame out of order, a duplicate, or a
line that is not a frame of this run means the solution wrote into the results channel:
then no case of the run passes, including those that looked passed before.
"""

from __future__ import annotations

import signal
from typing import Any

from codereward.sandbox.beside_solution.run_support import CPU_SPENT
from codereward.sandbox.beside_solution.runner import CPU_EXIT
from codereward.sandbox.caller import comparison
from codereward.sandbox.caller.attempts import Attempt
from codereward.sandbox.caller.formats import CallCase, FnCase, StdioCase
from codereward.sandbox.caller.values import (
    CRASHED,
    ERROR,
    INVALID_RESULT,
    LIMIT_EXCEEDED,
    NOT_RUN,
    PASSED,
    SANDBOX_ERROR,
    TIMEOUT,
    WRONG_ANSWER,
    CaseResult,
    SandboxConfig,
)


class ProtocolViolation(Exception):
    """The results channel carried frames the harness would never send."""


def _text(value: Any, limit: int = 500) -> str:
    text = value if type(value) is str else repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def why_ended(attempt: Attempt, config: SandboxConfig) -> tuple[str, str]:
    """(status, reason) for a run that stopped before reporting everything."""
    if attempt.lost:
        return SANDBOX_ERROR, attempt.lost
    if attempt.stop == "timeout":
        return TIMEOUT, f"no result within {config.timeout:g} s (wall clock)"
    if attempt.stop == "run_time":
        return TIMEOUT, f"the run's time budget ({config.max_run_time:g} s) ran out"
    if attempt.stop == "output_limit":
        return LIMIT_EXCEEDED, f"output limit exceeded: printed more than {config.max_output_bytes} bytes"
    status = attempt.exit_status or ""
    if status.startswith("disk:"):  # the server killed a run without namespaces (``leftovers.py``)
        return LIMIT_EXCEEDED, f"disk limit exceeded: more than {config.disk_mb} MB in the working directory"
    if status.startswith("processes:"):  # the same, counting processes (``leftovers.py``)
        return LIMIT_EXCEEDED, f"process limit exceeded: more than {config.max_processes} processes"
    if status.startswith("signal:"):
        number = int(status.split(":", 1)[1])
        if number in (signal.SIGXCPU, signal.SIGPROF):
            return TIMEOUT, f"CPU time limit exceeded ({config.case_cpu_seconds:g} s per case)"
        if number == signal.SIGXFSZ:
            return LIMIT_EXCEEDED, f"file size limit exceeded ({config.max_file_mb} MB)"
        if number == signal.SIGKILL:
            return CRASHED, "killed by SIGKILL (out of memory?) before reporting a result"
        if number == signal.SIGSEGV:
            return CRASHED, "crashed with SIGSEGV (a stack overflow from deep recursion?)"
        return CRASHED, f"killed by {_signal_name(number)} before reporting a result"
    if status == f"exit:{CPU_EXIT}":
        return TIMEOUT, f"CPU time limit exceeded ({config.case_cpu_seconds:g} s per case)"
    if status.startswith("exit:"):
        return CRASHED, f"the process exited (status {status[5:]}) before reporting a result"
    return CRASHED, "the process ended before reporting a result"


def _raised_status(names: list[str]) -> str:
    return LIMIT_EXCEEDED if "builtins.MemoryError" in names else ERROR


def judge_call(index: int, case: CallCase, frame: dict[str, Any], duration: float, config: SandboxConfig) -> CaseResult:
    kind = frame.get("t")
    why = _text(frame.get("why", ""))

    def result(passed: bool, status: str, reason: str = "") -> CaseResult:
        return CaseResult(index, passed, status, reason, duration, case.call)

    if kind == "value":
        if "v" not in frame:
            raise ProtocolViolation("a value frame without a value")
        value = frame["v"]
        if case.raises is not None:
            return result(False, WRONG_ANSWER, f"expected {case.raises} to be raised, got {comparison.short_repr(value)}")
        if comparison.json_equal(case.expected, value, config.float_rel_tol, config.float_abs_tol):
            return result(True, PASSED)
        return result(
            False, WRONG_ANSWER, f"expected {comparison.short_repr(case.expected)}, got {comparison.short_repr(value)}"
        )
    if kind == "raised":
        names = frame.get("exc")
        if type(names) is not list or not all(type(name) is str for name in names):
            raise ProtocolViolation("a raised frame without exception names")
        if case.raises is not None:
            if comparison.exception_matches(case.raises, names):
                return result(True, PASSED)
            return result(False, WRONG_ANSWER, f"expected {case.raises} to be raised, got {why}")
        return result(False, _raised_status(names), f"raised {why}")
    if kind == "invalid":
        return result(False, INVALID_RESULT, f"the result is not a strictly typed JSON value: {why}")
    if kind == "setup_raised":
        return result(False, ERROR, f"the case's setup raised {why}")
    raise ProtocolViolation(f"unknown case frame {kind!r}")


def judge_fn(index: int, case: FnCase, frame: dict[str, Any], duration: float, config: SandboxConfig) -> CaseResult:
    """A call-based case, compared as APPS's judge compares (``comparison.apps_equal``)."""
    kind = frame.get("t")
    why = _text(frame.get("why", ""))

    def result(passed: bool, status: str, reason: str = "") -> CaseResult:
        return CaseResult(index, passed, status, reason, duration, case.name)

    if kind == "value":
        if "v" not in frame:
            raise ProtocolViolation("a value frame without a value")
        value = frame["v"]
        if comparison.apps_equal(case.expected, value, config.float_rel_tol, config.float_abs_tol):
            return result(True, PASSED)
        return result(
            False, WRONG_ANSWER, f"expected {comparison.short_repr(case.expected)}, got {comparison.short_repr(value)}"
        )
    if kind == "raised":
        names = frame.get("exc")
        if type(names) is not list or not all(type(name) is str for name in names):
            raise ProtocolViolation("a raised frame without exception names")
        return result(False, _raised_status(names), f"raised {why}")
    if kind == "invalid":
        return result(False, INVALID_RESULT, f"the result is not a JSON value: {why}")
    raise ProtocolViolation(f"unknown case frame {kind!r}")


def judge_stdio(
    index: int,
    case: StdioCase,
    frame: dict[str, Any],
    duration: float,
    config: SandboxConfig,
    options: dict[str, Any] | None = None,
) -> CaseResult:
    name = f"stdin #{index}"
    out, status, err = frame.get("out"), frame.get("exit"), frame.get("err", "")
    if frame.get("t") != "stdout" or type(out) is not str or type(status) is not str or type(err) is not str:
        raise ProtocolViolation("a malformed stdin/stdout frame")

    def result(passed: bool, verdict: str, reason: str = "") -> CaseResult:
        return CaseResult(index, passed, verdict, reason, duration, name)

    last_error = _text(err.strip().splitlines()[-1] if err.strip() else "", 300)
    if status == "timeout":
        return result(False, TIMEOUT, f"did not finish within {config.timeout:g} s (wall clock)")
    if status == "not_run":
        return result(False, NOT_RUN, f"not run: an earlier case outlived the wall clock ({config.timeout:g} s)")
    if status == "output_limit":
        return result(
            False, LIMIT_EXCEEDED, f"output limit exceeded: printed more than {config.max_output_bytes} bytes"
        )
    if status.startswith("signal:"):
        number = int(status.split(":", 1)[1]) if status[7:].isdigit() else 0
        if number in (signal.SIGXCPU, signal.SIGPROF):
            return result(False, TIMEOUT, f"CPU time limit exceeded ({config.case_cpu_seconds:g} s)")
        return result(False, CRASHED, f"killed by {_signal_name(number)}")
    if status != "exit:0":
        verdict = LIMIT_EXCEEDED if "MemoryError" in last_error else ERROR
        return result(False, verdict, f"exited with status {status[5:]}" + (f": {last_error}" if last_error else ""))
    options = options or {}
    ignore_case, tolerance = bool(options.get("ignore_case")), options.get("float_tolerance")
    if comparison.tokens_equal(case.stdout, out, ignore_case, tolerance):
        return result(True, PASSED)
    return result(False, WRONG_ANSWER, f"wrong output, {comparison.first_difference(case.stdout, out, ignore_case, tolerance)}")


def _assert_failure_status(why: str) -> str:
    if "failed:" in why:
        return WRONG_ANSWER
    if CPU_SPENT in why:  # the solution process's CPU-time limit ended it: what the wall-clock backstop says too
        return TIMEOUT
    return LIMIT_EXCEEDED if "MemoryError" in why else ERROR


def assert_cases(attempt: Attempt, names: list[str], config: SandboxConfig) -> tuple[list[CaseResult], str | None]:
    """Per-assert verdicts from the judge's frames: an assert passes if every execution
    of it passed. One the test code never reached passes when the test code finished
    normally (it was not meant to run), and fails with the reason otherwise."""
    outcome: dict[int, tuple[bool, str, float]] = {}
    state, stopped, last = "loading", None, attempt.started
    for when, frame in attempt.frames:
        kind = frame["k"]
        if state == "loading" and kind == "import_error":
            error = f"the solution failed to import: {_text(frame.get('why', ''))}"
            return [CaseResult(i, False, ERROR, error, 0.0, name) for i, name in enumerate(names)], error
        if state == "loading" and kind == "ready":
            state, last = "running", when
        elif state == "running" and kind == "case":
            index, ok, why = frame.get("i"), frame.get("ok"), frame.get("why")
            if type(index) is not int or not 0 <= index < len(names) or type(ok) is not bool:
                raise ProtocolViolation("a malformed assert frame")
            previous = outcome.get(index)
            if previous is None:
                outcome[index] = (ok, _text(why or ""), when - last)
            elif previous[0] and not ok:
                outcome[index] = (False, _text(why or ""), previous[2])
            last = when
        elif state == "running" and kind == "done":
            state, stopped = "done", _text(frame.get("why") or "") or None
        else:
            raise ProtocolViolation(f"unexpected {kind!r} frame")
    if state == "done":
        status, reason = (NOT_RUN, f"not run: {stopped}") if stopped else (PASSED, "")
        error = stopped
    else:
        status, reason = why_ended(attempt, config)
        if state == "loading":
            reason = f"while importing the solution: {reason}"
        error = reason if state == "loading" or attempt.lost else None
    cases = []
    for index, name in enumerate(names):
        if index in outcome:
            ok, why, duration = outcome[index]
            verdict = PASSED if ok else _assert_failure_status(why)
            cases.append(CaseResult(index, ok, verdict, "" if ok else why, duration, name))
        else:
            cases.append(CaseResult(index, status == PASSED, status, reason, 0.0, name))
    return cases, error


def all_invalid(names: list[str], why: str) -> list[CaseResult]:
    reason = f"no case counts: {why} (the solution wrote into the sandbox's results channel)"
    return [CaseResult(index, False, INVALID_RESULT, reason, 0.0, name) for index, name in enumerate(names)]
