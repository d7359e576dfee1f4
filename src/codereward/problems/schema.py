"""The problem row: its fields, the 25 categories, and schema checks that name row and field."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from codereward.sandbox.caller.formats import no_runnable_test
from codereward.sandbox.caller.scale import scale_test_errors

CATEGORIES: tuple[str, ...] = (
    "algorithm selection", "array manipulation", "custom structures", "data structure choice", "decomposition",
    "edge cases", "exception handling", "extract function", "function composition", "graph algorithms",
    "hash table usage", "immutability", "logical errors", "loop efficiency", "map filter reduce", "memoization",
    "null handling", "off by one", "pure functions", "recursion patterns", "redundant work", "remove duplication",
    "simplify conditionals", "tree operations", "variable renaming",
)
#: categories whose starter code is buggy (it must fail a visible test) rather than merely poor
BUG_CATEGORIES = frozenset({"edge cases", "logical errors", "null handling", "off by one"})
DIFFICULTIES = ("easy", "medium", "hard")
SPLITS = ("train", "validation")
MIN_TESTS = 5

FIELDS: dict[str, type | tuple[type, ...]] = {
    "id": str, "category": str, "subcategory": str, "difficulty": str, "statement": str,
    "starter_code": str, "reference_solution": str, "entry_point": str, "tests": list, "hidden_tests": list,
}


class SchemaError(ValueError):
    """A row breaks the schema; the message names the row and the field."""


def case_errors(case: Any) -> list[str]:
    """What is wrong with one structured test case (empty when nothing)."""
    if not isinstance(case, Mapping):
        return [f"a test case must be an object, got {type(case).__name__}"]
    errors = []
    if not isinstance(case.get("call"), str) or not case.get("call", "").strip():
        errors.append("a test case needs a non-empty 'call' string")
    if ("expected" in case) == ("raises" in case):
        errors.append("a test case needs exactly one of 'expected' and 'raises'")
    if "raises" in case and not isinstance(case["raises"], str):
        errors.append("'raises' must name an exception type")
    if "setup" in case and not isinstance(case["setup"], str):
        errors.append("'setup' must be a string of statements")
    unknown = set(case) - {"call", "expected", "raises", "setup"}
    if unknown:
        errors.append(f"unknown test case keys: {', '.join(sorted(unknown))}")
    return errors


def row_errors(row: Any, *, require_split: bool = False) -> list[str]:
    """Every schema problem of a row, each as 'field: problem'."""
    if not isinstance(row, Mapping):
        return [f"row: expected an object, got {type(row).__name__}"]
    errors = []
    for field, kind in FIELDS.items():
        if field not in row:
            errors.append(f"{field}: missing")
        elif not isinstance(row[field], kind):
            errors.append(f"{field}: expected {kind.__name__}, got {type(row[field]).__name__}")
        elif kind is str and not row[field].strip():
            errors.append(f"{field}: empty")
    if isinstance(row.get("category"), str) and row["category"] not in CATEGORIES:
        errors.append(f"category: {row['category']!r} is not one of the 25 categories")
    if isinstance(row.get("difficulty"), str) and row["difficulty"] not in DIFFICULTIES:
        errors.append(f"difficulty: {row['difficulty']!r} is not one of {', '.join(DIFFICULTIES)}")
    if require_split and row.get("split") not in SPLITS:
        errors.append(f"split: {row.get('split')!r} is not one of {', '.join(SPLITS)}")
    if "scale_tests" in row:
        errors.extend(_scale_errors(row))
    if "tests" in row and (why := no_runnable_test(row["tests"])) is not None:
        errors.append(f"{why} (no runnable test: rewards refuse this row)")
    for field in ("tests", "hidden_tests"):
        cases = row.get(field)
        if isinstance(cases, list):
            if len(cases) < MIN_TESTS:
                errors.append(f"{field}: {len(cases)} cases; at least {MIN_TESTS} are required")
            for i, case in enumerate(cases):
                errors.extend(f"{field}[{i}]: {e}" for e in case_errors(case))
    return errors


def _scale_errors(row: Mapping[str, Any]) -> list[str]:
    """The optional ``scale_tests`` (large inputs built at run time, timed) and ``starter_too_slow``."""
    tests = row["scale_tests"]
    if not isinstance(tests, list) or not tests:
        return ["scale_tests: expected a non-empty list of scale tests"]
    errors = [f"scale_tests[{i}]: {e}" for i, test in enumerate(tests) for e in scale_test_errors(test)]
    if "starter_too_slow" in row and not isinstance(row["starter_too_slow"], bool):
        errors.append("starter_too_slow: expected true or false")
    return errors


def check_rows(rows: Iterable[Mapping[str, Any]], *, require_split: bool = False) -> list[str]:
    """Schema problems of every row, as 'row N (id): field: problem'; duplicate ids too."""
    problems, seen = [], {}
    for n, row in enumerate(rows, 1):
        label = f"row {n} ({row.get('id', '?')})" if isinstance(row, Mapping) else f"row {n}"
        problems.extend(f"{label}: {e}" for e in row_errors(row, require_split=require_split))
        if isinstance(row, Mapping) and isinstance(row.get("id"), str):
            if row["id"] in seen:
                problems.append(f"{label}: id: duplicate of row {seen[row['id']]}")
            seen.setdefault(row["id"], n)
    return problems
