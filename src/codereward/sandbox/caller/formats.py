"""The test formats, recognised and checked before anything runs, and a row's run options.

- ``structured`` (native): ``[{"call": "add(1, 2)", "expected": 3}, ...]``; a case may
  have ``"setup"`` (statements run first in the solution's namespace) and, instead of
  ``expected``, ``"raises": "ValueError"``.
- ``assert``: test code as HumanEval and MBPP ship it (a string, or MBPP's list of
  assert lines).
- ``stdio``: ``[{"stdin": "...", "stdout": "..."}]`` as APPS, TACO and CodeContests ship
  them, also their column layouts ``{"inputs": [...], "outputs": [...]}`` and
  ``{"input": [...], "output": [...]}``. Compared as whitespace-separated tokens, exact
  unless the row's ``judge`` says otherwise (``comparison.tokens_equal``).
- ``call``: APPS/TACO's call-based layout ``{"fn_name": "f", "inputs": [[arg, ...], ...],
  "outputs": [ret, ...]}`` (JSON values); each input is one case calling
  ``Solution().f(*args)`` when the solution defines ``class Solution`` with that method,
  else the top-level ``f(*args)``, compared as APPS's judge compares (``comparison.apps_equal``).
- ``pytest``: test code with ``def test_*`` functions (and ``Test*`` classes), as KodCode
  ships it (``from solution import *``); each test function is one case (``pytests.py``).

Datasets often store tests as JSON text; a string holding a JSON list or object is read
as such (``codereward.jsonl.json_or_text``, integers of any length). A malformed case
does not stop the others: it becomes an ``invalid_test`` case with the reason.

A row's ``limits`` (``{"time_s", "memory_mb"}``, per test case) and ``judge``
(``{"ignore_case": true}``, ``{"float_tolerance": 1e-6}``) are run options:
``row_run_options(row)`` reads them for ``Sandbox.run(..., limits=, judge=)``;
``run_limits``/``judge_options`` check them.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Literal

from codereward.jsonl import json_or_text
from codereward.sandbox.caller.asserts import AssertSuite, parse_asserts
from codereward.sandbox.caller.comparison import short_repr
from codereward.sandbox.caller.pytests import PytestSuite, looks_like_pytest, parse_pytest
from codereward.snippet import Snippet

Format = Literal["structured", "assert", "stdio", "call", "pytest"]
FORMATS: tuple[str, ...] = ("structured", "assert", "stdio", "call", "pytest")


@dataclass(frozen=True)
class CallCase:
    call: str
    expected: Any = None
    raises: str | None = None
    setup: str | None = None
    problem: str | None = None  # why the case is malformed


@dataclass(frozen=True)
class StdioCase:
    stdin: str
    stdout: str
    problem: str | None = None


@dataclass(frozen=True)
class FnCase:
    """One input of a call-based test: ``fn_name(*args)`` should return ``expected``."""

    fn_name: str
    args: list[Any]
    expected: Any = None
    problem: str | None = None

    @property
    def name(self) -> str:
        return f"{self.fn_name}(*{short_repr(self.args, 80)})"


def _column_layout(tests: dict[str, Any]) -> tuple[list[Any], list[Any]] | None:
    for inputs, outputs in (("inputs", "outputs"), ("input", "output")):
        if isinstance(tests.get(inputs), list) and isinstance(tests.get(outputs), list):
            return tests[inputs], tests[outputs]
    return None


def detect_format(tests: Any) -> Format:
    """Which format ``tests`` are in; raises ``ValueError`` saying why when none fits."""
    tests = json_or_text(tests)
    if isinstance(tests, str):
        return "pytest" if looks_like_pytest(tests) else "assert"
    if isinstance(tests, dict):
        if tests.get("fn_name") not in (None, ""):
            return "call"
        if _column_layout(tests) is not None:
            return "stdio"
        raise ValueError("a dict of tests needs inputs/outputs (or input/output) lists")
    if isinstance(tests, (list, tuple)):
        if not tests:
            raise ValueError("no test cases")
        if all(isinstance(item, str) for item in tests):
            return "assert"
        if all(isinstance(item, dict) for item in tests):
            if all("call" in item for item in tests):
                return "structured"
            if all(("stdin" in item or "input" in item) for item in tests):
                return "stdio"
            raise ValueError("each case needs 'call' (structured) or 'stdin'/'stdout' (stdin/stdout)")
        raise ValueError("a list of tests must hold only dicts (cases) or only strings (assert lines)")
    raise ValueError(f"tests of type {type(tests).__name__} are not a known format")


def to_json_value(value: Any, depth: int = 0) -> Any:
    """``value`` as a JSON value (tuples become lists); ``ValueError`` if it is not one."""
    if depth > 200:
        raise ValueError("nested too deeply")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{value!r} is not a JSON number")
        return float(value)
    if isinstance(value, (list, tuple)):
        return [to_json_value(item, depth + 1) for item in value]
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise ValueError("JSON object keys must be strings")
        return {key: to_json_value(item, depth + 1) for key, item in value.items()}
    raise ValueError(f"a {type(value).__name__} is not a JSON value")


def _syntax_error(text: str, mode: str) -> str | None:
    """Why ``text`` does not parse, or None. Cached, as a group of completions shares its
    tests, for the usual short calls only: the cache must not hold huge literals."""
    return _parse_cached(text, mode) if len(text) <= 2048 else _parse(text, mode)


def _parse(text: str, mode: str) -> str | None:
    problem = Snippet.syntax_problem(text, mode)
    return None if problem is None else problem.message.removeprefix("does not parse: ")


_parse_cached = functools.lru_cache(maxsize=4096)(_parse)


def _structured_case(item: dict[str, Any]) -> CallCase:
    call = item.get("call")
    setup = item.get("setup")
    if not isinstance(call, str) or not call.strip():
        return CallCase(call=str(call), problem="'call' must be a non-empty string")
    error = _syntax_error(call.strip(), "eval")
    if error is not None:
        return CallCase(call=call, problem=f"'call' is not a Python expression: {error}")
    if setup is not None:
        if not isinstance(setup, str):
            return CallCase(call=call, problem="'setup' must be a string of statements")
        error = _syntax_error(setup, "exec")
        if error is not None:
            return CallCase(call=call, problem=f"'setup' does not parse: {error}")
    has_expected, raises = "expected" in item, item.get("raises")
    if has_expected == (raises is not None):
        return CallCase(call=call, setup=setup, problem="a case needs exactly one of 'expected' and 'raises'")
    if raises is not None:
        if not isinstance(raises, str) or not all(part.isidentifier() for part in raises.split(".")):
            return CallCase(call=call, setup=setup, problem=f"'raises' must name an exception type, got {raises!r}")
        return CallCase(call=call.strip(), raises=raises, setup=setup)
    try:
        expected = to_json_value(item["expected"])
    except ValueError as exc:
        return CallCase(call=call, setup=setup, problem=f"'expected' is not a JSON value: {exc}")
    return CallCase(call=call.strip(), expected=expected, setup=setup)


def _text(value: Any) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(line, str) for line in value):
        return "\n".join(value)
    return None


def _stdio_case(stdin: Any, stdout: Any) -> StdioCase:
    text_in, text_out = _text(stdin), _text(stdout)
    if text_in is None or text_out is None:
        return StdioCase(stdin="", stdout="", problem="stdin and stdout must be strings (or lists of lines)")
    return StdioCase(stdin=text_in, stdout=text_out)


def _fn_cases(tests: Any) -> list[FnCase]:
    """The cases of APPS/TACO's call-based layout; ``ValueError`` when it is not one."""
    if not isinstance(tests, dict):
        raise ValueError('call-based tests must be {"fn_name": ..., "inputs": [...], "outputs": [...]}')
    fn_name = tests.get("fn_name")
    if not isinstance(fn_name, str) or not fn_name.isidentifier():
        raise ValueError(f"'fn_name' must name a function, got {fn_name!r}")
    inputs, outputs = tests.get("inputs"), tests.get("outputs")
    if not isinstance(inputs, list) or not isinstance(outputs, list):
        raise ValueError("call-based tests need 'inputs' and 'outputs' lists")
    if len(inputs) != len(outputs):
        raise ValueError(f"{len(inputs)} inputs but {len(outputs)} outputs")
    if not inputs:
        raise ValueError("no test cases")
    cases = []
    for args, expected in zip(inputs, outputs):
        try:
            args = to_json_value(json_or_text(args))
            expected = to_json_value(expected)
        except ValueError as exc:
            cases.append(FnCase(fn_name, [], problem=f"not a JSON value: {exc}"))
            continue
        if not isinstance(args, list):
            cases.append(FnCase(fn_name, [], problem=f"an input must be a list of arguments, got {type(args).__name__}"))
            continue
        cases.append(FnCase(fn_name, args, expected))
    return cases


def parse_tests(
    tests: Any, fmt: str | None = None
) -> tuple[Format, list[CallCase] | list[StdioCase] | list[FnCase] | AssertSuite | PytestSuite]:
    """Normalise ``tests``; raises ``ValueError``/``SyntaxError`` when nothing can run."""
    tests = json_or_text(tests)
    found = detect_format(tests) if fmt is None else fmt
    if found not in FORMATS:
        raise ValueError(f"unknown test format {fmt!r} (expected one of {', '.join(FORMATS)})")
    if found == "call":
        return "call", _fn_cases(tests)
    if found == "pytest":
        if not isinstance(tests, str):
            raise ValueError("pytest-style tests must be test code (a string)")
        return "pytest", parse_pytest(tests)
    if found == "assert":
        if isinstance(tests, (list, tuple)) and all(isinstance(line, str) for line in tests):
            tests = "\n".join(tests)
        if not isinstance(tests, str):
            raise ValueError("assert-style tests must be test code (a string or a list of lines)")
        suite = parse_asserts(tests)
        if not suite.names:
            raise ValueError("the test code has no assert with a non-constant condition: nothing to count")
        return "assert", suite
    if found == "stdio":
        if isinstance(tests, dict):
            layout = _column_layout(tests)
            if layout is None:
                raise ValueError("a dict of tests needs inputs/outputs (or input/output) lists")
            inputs, outputs = layout
            if len(inputs) != len(outputs):
                raise ValueError(f"{len(inputs)} inputs but {len(outputs)} outputs")
            return "stdio", [_stdio_case(i, o) for i, o in zip(inputs, outputs)]
        if not isinstance(tests, (list, tuple)) or not all(isinstance(item, dict) for item in tests):
            raise ValueError("stdin/stdout tests must be a list of {'stdin': ..., 'stdout': ...}")
        return "stdio", [
            _stdio_case(item.get("stdin", item.get("input")), item.get("stdout", item.get("output"))) for item in tests
        ]
    if not isinstance(tests, (list, tuple)) or not all(isinstance(item, dict) for item in tests):
        raise ValueError("structured tests must be a list of {'call': ..., 'expected': ...}")
    if not tests:
        raise ValueError("no test cases")
    return "structured", [_structured_case(item) for item in tests]


_CASE_KEYS = ("call", "expected", "raises", "setup", "stdin", "stdout", "input", "output")


def _unknown_keys(item: Any) -> str:
    """' (unknown key 'cal': did you mean 'call'?)' for a case with keys no format knows."""
    import difflib

    if not isinstance(item, dict):
        return ""
    unknown = [key for key in item if key not in _CASE_KEYS]
    if not unknown:
        return ""
    hints = []
    for key in unknown:
        near = difflib.get_close_matches(str(key), _CASE_KEYS, n=1)
        hints.append(f"{key!r}" + (f": did you mean {near[0]!r}?" if near else ""))
    return f" (unknown key {', '.join(hints)})"


def no_runnable_test(tests: Any, field: str = "tests") -> str | None:
    """Why ``tests`` hold no case that can run, as ``'<field>: ...'`` naming the case; None
    when at least one can. A problem without a runnable test can grade nothing, so a
    reward that needs tests must not be paid on it."""
    if tests is None or (isinstance(tests, str) and not tests.strip()):
        return f"{field}: missing: a problem needs at least one runnable test"
    raw = json_or_text(tests)
    try:
        fmt, cases = parse_tests(raw)
    except (ValueError, SyntaxError) as exc:
        first = next((item for item in raw if _unknown_keys(item)), None) if isinstance(raw, list) else None
        if first is not None:
            return f"{field}[{raw.index(first)}]: not a test case{_unknown_keys(first)}"
        if isinstance(exc, SyntaxError):
            shown = raw if len(raw) <= 40 else raw[:37] + "..."
            return f"{field}: {shown!r} is neither a list of test cases nor assert code ({exc.msg}, line {exc.lineno})"
        return f"{field}: {exc}"
    if fmt in ("assert", "pytest"):
        return None  # parse_tests refuses test code with nothing to count
    if not cases:
        return f"{field}: no test cases"
    if any(case.problem is None for case in cases):  # type: ignore[union-attr]
        return None
    index, case = next(enumerate(cases))  # type: ignore[arg-type]
    item = raw[index] if isinstance(raw, list) else None
    return f"{field}[{index}]: {case.problem}{_unknown_keys(item)}; no case of {len(cases)} can run"  # type: ignore[union-attr]


def run_limits(limits: Any) -> dict[str, float] | None:
    """``limits`` checked: ``{"time_s": s, "memory_mb": mb}`` (either may be missing), or
    None for none; ``ValueError`` saying what is wrong."""
    limits = json_or_text(limits)
    if limits is None or limits == {}:
        return None
    if not isinstance(limits, dict):
        raise ValueError(f"limits must be an object with time_s and/or memory_mb, got {type(limits).__name__}")
    unknown = set(limits) - {"time_s", "memory_mb"}
    if unknown:
        raise ValueError(f"unknown limits: {', '.join(sorted(map(str, unknown)))} (expected time_s, memory_mb)")
    out = {}
    for key, value in limits.items():
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
            raise ValueError(f"limits.{key} must be a positive number, got {value!r}")
        out[key] = float(value)
    return out or None


def judge_options(judge: Any) -> dict[str, Any] | None:
    """``judge`` checked: ``{"ignore_case": bool, "float_tolerance": number}`` (either may be
    missing), or None for the default (exact tokens); ``ValueError`` saying what is wrong."""
    judge = json_or_text(judge)
    if judge is None or judge == {}:
        return None
    if not isinstance(judge, dict):
        raise ValueError(f"judge must be an object, got {type(judge).__name__}")
    unknown = set(judge) - {"ignore_case", "float_tolerance"}
    if unknown:
        raise ValueError(f"unknown judge options: {', '.join(sorted(map(str, unknown)))} (expected ignore_case, float_tolerance)")
    out: dict[str, Any] = {}
    if judge.get("ignore_case") is not None:
        if not isinstance(judge["ignore_case"], bool):
            raise ValueError(f"judge.ignore_case must be true or false, got {judge['ignore_case']!r}")
        if judge["ignore_case"]:
            out["ignore_case"] = True
    tolerance = judge.get("float_tolerance")
    if tolerance is not None:
        if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or not 0 <= tolerance < 1:
            raise ValueError(f"judge.float_tolerance must be a number in [0, 1), got {tolerance!r}")
        out["float_tolerance"] = float(tolerance)
    return out or None


def run_job(code: Any, tests: Any, entry_point: Any, options: Any = None) -> tuple[Any, ...]:
    """A ``Sandbox.run_many`` item: ``(code, tests, entry_point)``, with the row's limits and
    judge (``row_run_options``) as its 5th and 6th elements when the row has any."""
    options = options if isinstance(options, dict) else {}
    limits, judge = options.get("limits"), options.get("judge")
    if limits is None and judge is None:
        return (code, tests, entry_point)
    return (code, tests, entry_point, None, limits, judge)


def row_run_options(row: Any) -> dict[str, Any]:
    """``{"limits": ..., "judge": ...}`` for ``Sandbox.run`` from a problem row's ``limits``
    and ``judge`` fields (JSON text decoded; None where the row has none). They are checked
    where they are used: a malformed one makes the run fail with the reason."""
    if not isinstance(row, dict):
        return {"limits": None, "judge": None}
    return {"limits": json_or_text(row.get("limits")), "judge": json_or_text(row.get("judge"))}
