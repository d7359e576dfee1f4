"""Comparisons made in the trusted parent, never inside the sandbox.

The values compared here were parsed from the run's results pipe by ``json.loads``, so
they are builtin JSON types whatever the solution did; the rules are strict on types:
``True`` is not ``1``, a string is not a number, a list is not a dict. An ``int`` and a
``float`` compare by value within a tight tolerance (``3`` equals ``3.0``; ``0.1 + 0.2``
equals ``0.3``).

Call-based tests (APPS/TACO ``fn_name``) compare as APPS's judge does (``apps_equal``);
stdin/stdout output as whitespace-separated tokens (``tokens_equal``), as the judges of
APPS, TACO, CodeContests and LiveCodeBench accept it (see docs/sandbox.md for where each
differs).
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


def apps_equal(expected: Any, actual: Any, rel_tol: float = 1e-9, abs_tol: float = 1e-12) -> bool:
    """APPS's call-based check: the result equals the expected output, or the expected output
    is a non-empty list whose one element it equals (APPS wraps outputs in a list: ``[[1, 2]]``
    for a function returning ``[1, 2]``). The result came through JSON, so its tuples are
    lists already (APPS turns them into lists too) and its integer dict keys text (as JSON
    has the expected ones). Values compare as ``json_equal``: ``True`` is not ``1``."""
    if json_equal(expected, actual, rel_tol, abs_tol):
        return True
    return type(expected) is list and len(expected) >= 1 and json_equal(expected[0], actual, rel_tol, abs_tol)


def _token_equal(want: str, got: str, ignore_case: bool, tolerance: float | None) -> bool:
    if want == got or (ignore_case and want.casefold() == got.casefold()):
        return True
    if tolerance is None:
        return False
    try:
        a, b = float(want), float(got)
    except ValueError:
        return False
    if not (math.isfinite(a) and math.isfinite(b)):
        return False
    # absolute or relative error within the tolerance, as Codeforces-style checkers accept
    return abs(a - b) <= tolerance * max(1.0, abs(a)) + 1e-15


def tokens_equal(expected: str, actual: str, ignore_case: bool = False, tolerance: float | None = None) -> bool:
    """Whether ``actual`` prints the same whitespace-separated tokens as ``expected``: spaces,
    line breaks and blank lines between and after them do not matter. ``ignore_case``: tokens
    compare case-insensitively; ``tolerance``: numeric tokens within that absolute or
    relative error are equal."""
    want, got = expected.split(), actual.split()
    if want == got:
        return True
    if len(want) != len(got) or not (ignore_case or tolerance is not None):
        return False
    return all(_token_equal(w, g, ignore_case, tolerance) for w, g in zip(want, got))


def short_repr(value: Any, limit: int = 120) -> str:
    if type(value) is int and value.bit_length() > 10000:  # repr would be slow (and limited): show its size
        return f"<int of about {int(value.bit_length() * 0.30103)} digits>"
    try:
        text = repr(value)
    except Exception as exc:  # a value's own __repr__ is not ours to trust
        text = f"<unrepresentable {type(value).__name__}: {type(exc).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def first_difference(expected: str, actual: str, ignore_case: bool = False, tolerance: float | None = None) -> str:
    """Where two outputs first differ, by token (``tokens_equal``'s comparison)."""
    want, got = expected.split(), actual.split()
    for number, (token_want, token_got) in enumerate(zip(want, got), start=1):
        if not _token_equal(token_want, token_got, ignore_case, tolerance):
            return f"token {number}: expected {short_repr(token_want, 60)}, got {short_repr(token_got, 60)}"
    if len(want) != len(got):
        return f"expected {len(want)} tokens, got {len(got)}"
    return "outputs differ"
