"""The three test formats, recognised and checked before anything runs.

- ``structured`` (native): ``[{"call": "add(1, 2)", "expected": 3}, ...]``; a case may
  have ``"setup"`` (statements run first in the solution's namespace) and, instead of
  ``expected``, ``"raises": "ValueError"``.
- ``assert``: test code as HumanEval and MBPP ship it (a string, or MBPP's list of
  assert lines).
- ``stdio``: ``[{"stdin": "...", "stdout": "..."}]`` as APPS, TACO and CodeContests ship
  them, also their column layouts ``{"inputs": [...], "outputs": [...]}`` and
  ``{"input": [...], "output": [...]}``.

Datasets often store tests as JSON text; a string that parses as a JSON list or object
is read as such. A malformed case does not stop the others: it becomes an
``invalid_test`` case with the reason.
"""

from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from typing import Any, Literal

from codereward.sandbox.caller.asserts import AssertSuite, parse_asserts
from codereward.snippet import Snippet

Format = Literal["structured", "assert", "stdio"]
FORMATS: tuple[str, ...] = ("structured", "assert", "stdio")


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


def _maybe_json(tests: Any) -> Any:
    if isinstance(tests, (str, bytes)):
        text = tests.decode("utf-8", "replace") if isinstance(tests, bytes) else tests
        stripped = text.lstrip()
        if stripped[:1] in ("[", "{"):
            try:
                return json.loads(stripped)
            except ValueError:
                return text
        return text
    return tests


def _column_layout(tests: dict[str, Any]) -> tuple[list[Any], list[Any]] | None:
    for inputs, outputs in (("inputs", "outputs"), ("input", "output")):
        if isinstance(tests.get(inputs), list) and isinstance(tests.get(outputs), list):
            return tests[inputs], tests[outputs]
    return None


def detect_format(tests: Any) -> Format:
    """Which format ``tests`` are in; raises ``ValueError`` saying why when none fits."""
    tests = _maybe_json(tests)
    if isinstance(tests, str):
        return "assert"
    if isinstance(tests, dict):
        if tests.get("fn_name"):
            raise ValueError("call-based APPS tests (fn_name) are not supported: convert them to structured cases")
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


def parse_tests(tests: Any, fmt: str | None = None) -> tuple[Format, list[CallCase] | list[StdioCase] | AssertSuite]:
    """Normalise ``tests``; raises ``ValueError``/``SyntaxError`` when nothing can run."""
    tests = _maybe_json(tests)
    found = detect_format(tests) if fmt is None else fmt
    if found not in FORMATS:
        raise ValueError(f"unknown test format {fmt!r} (expected one of {', '.join(FORMATS)})")
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
    raw = _maybe_json(tests)
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
    if fmt == "assert":
        return None  # parse_tests refuses test code with nothing to count
    if not cases:
        return f"{field}: no test cases"
    if any(case.problem is None for case in cases):  # type: ignore[union-attr]
        return None
    index, case = next(enumerate(cases))  # type: ignore[arg-type]
    item = raw[index] if isinstance(raw, list) else None
    return f"{field}[{index}]: {case.problem}{_unknown_keys(item)}; no case of {len(cases)} can run"  # type: ignore[union-attr]
