"""Comparisons made in the trusted parent, never inside the sandbox.

The values compared here were parsed from the run's results pipe by ``json.loads``, so
they are builtin JSON types whatever the solution did; the rules are strict on types:
``True`` is not ``1``, a string is not a number, a list is not a dict. An ``int`` and a
``float`` compare by value within a tight tolerance (``3`` equals ``3.0``; ``0.1 + 0.2``
equals ``0.3``).
"""

from __future__ import annotations

import builtins
import math
from typing import Any

_BUILTIN_EXCEPTIONS = frozenset(
    name
    for name in dir(builtins)
    if isinstance(getattr(builtins, name), type) and issubclass(getattr(builtins, name), BaseException)
)


def json_equal(expected: Any, actual: Any, rel_tol: float = 1e-9, abs_tol: float = 1e-12) -> bool:
    if type(expected) is bool or type(actual) is bool:
        return type(expected) is type(actual) and expected == actual
    if type(expected) in (int, float) and type(actual) in (int, float):
        if type(expected) is int and type(actual) is int:
            return expected == actual
        if math.isnan(expected) or math.isnan(actual):
            return False
        if math.isinf(expected) or math.isinf(actual):
            return expected == actual
        return math.isclose(expected, actual, rel_tol=rel_tol, abs_tol=abs_tol)
    if expected is None or type(expected) is str:
        return type(actual) is type(expected) and actual == expected
    if type(expected) is list:
        return (
            type(actual) is list
            and len(actual) == len(expected)
            and all(json_equal(e, a, rel_tol, abs_tol) for e, a in zip(expected, actual))
        )
    if type(expected) is dict:
        return (
            type(actual) is dict
            and actual.keys() == expected.keys()
            and all(json_equal(expected[key], actual[key], rel_tol, abs_tol) for key in expected)
        )
    return False


def exception_matches(expected: str, raised: list[str]) -> bool:
    """Whether an exception whose MRO is ``raised`` ("module.QualName" each) is ``expected``.

    A bare builtin name (``ValueError``) means the builtin: a solution's own class that
    happens to be called ``ValueError`` is not it. Another bare name means the solution's
    class (``InsufficientFunds``); a dotted name must match exactly.
    """
    if "." in expected:
        return expected in raised
    if expected in _BUILTIN_EXCEPTIONS:
        return f"builtins.{expected}" in raised
    return f"solution.{expected}" in raised


def normalize_output(text: str) -> list[str]:
    """Lines with trailing whitespace dropped, and no trailing blank lines."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def output_equal(expected: str, actual: str) -> bool:
    return normalize_output(expected) == normalize_output(actual)


def short_repr(value: Any, limit: int = 120) -> str:
    try:
        text = repr(value)
    except Exception as exc:  # a value's own __repr__ is not ours to trust
        text = f"<unrepresentable {type(value).__name__}: {type(exc).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def first_difference(expected: str, actual: str) -> str:
    want, got = normalize_output(expected), normalize_output(actual)
    for number, (line_want, line_got) in enumerate(zip(want, got), start=1):
        if line_want != line_got:
            return f"line {number}: expected {short_repr(line_want)}, got {short_repr(line_got)}"
    if len(want) != len(got):
        return f"expected {len(want)} lines, got {len(got)}"
    return "outputs differ"
