"""The problem row: its fields, the 25 categories, and schema checks that name row and field.

Rows imported from public datasets (they have a ``source`` field) follow the same schema with
relaxed checks: any category, empty starter code / reference / entry point allowed, tests in
any format the sandbox reads with at least one runnable case in ``tests`` and
``hidden_tests`` together, and no minimum count. Any row may carry ``limits``, ``judge``,
``flags`` and ``quality_profile``; they are checked when present.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from codereward import quality_profiles
from codereward.sandbox.caller.formats import judge_options, no_runnable_test, run_limits
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
#: flags an imported row may carry; every one but ``no_reference`` keeps the row out of training
#: why a row is kept out of training; every flag but no_reference does that (broken_tests: set by
#: `problems validate` when the dataset's own solution fails its tests)
FLAGS = ("interactive", "multiple_answers", "no_reference", "python2", "no_tests", "broken_tests")
#: fields of an imported row that may be empty (a stdin program has no starter code or entry point)
_MAY_BE_EMPTY_IMPORTED = frozenset({"subcategory", "starter_code", "reference_solution", "entry_point"})

FIELDS: dict[str, type] = {
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
    if "source" in row:
        errors = _imported_errors(row)
    else:
        errors = _shipped_errors(row)
    if require_split and row.get("split") not in SPLITS:
        errors.append(f"split: {row.get('split')!r} is not one of {', '.join(SPLITS)}")
    if "scale_tests" in row:
        errors.extend(_scale_errors(row))
    errors.extend(_options_errors(row))
    return errors


def _field_errors(row: Mapping[str, Any], may_be_empty: frozenset[str] = frozenset()) -> list[str]:
    errors = []
    for field, kind in FIELDS.items():
        if field not in row:
            errors.append(f"{field}: missing")
        elif field in ("tests", "hidden_tests") and "source" in row:
            continue  # any format the sandbox reads: checked by _imported_errors
        elif not isinstance(row[field], kind):
            errors.append(f"{field}: expected {kind.__name__}, got {type(row[field]).__name__}")
        elif kind is str and not row[field].strip() and field not in may_be_empty:
            errors.append(f"{field}: empty")
    if isinstance(row.get("difficulty"), str) and row["difficulty"] not in DIFFICULTIES:
        errors.append(f"difficulty: {row['difficulty']!r} is not one of {', '.join(DIFFICULTIES)}")
    return errors


def _shipped_errors(row: Mapping[str, Any]) -> list[str]:
    errors = _field_errors(row)
    if isinstance(row.get("category"), str) and row["category"] not in CATEGORIES:
        errors.append(f"category: {row['category']!r} is not one of the 25 categories")
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


def _is_empty_tests(tests: Any) -> bool:
    return tests is None or tests == [] or tests == {} or (isinstance(tests, str) and not tests.strip())


def _imported_errors(row: Mapping[str, Any]) -> list[str]:
    """A row imported from a public dataset (it names its ``source``)."""
    errors = _field_errors(row, _MAY_BE_EMPTY_IMPORTED)
    source = row.get("source")
    if not isinstance(source, str) or not source.strip():
        errors.append("source: expected the name of the dataset format")
    elif isinstance(row.get("id"), str) and not row["id"].startswith(f"{source}/"):
        errors.append(f"id: {row['id']!r} must start with its source ({source}/)")
    for field in ("source_id", "source_difficulty"):
        if field in row and not isinstance(row[field], str):
            errors.append(f"{field}: expected str, got {type(row[field]).__name__}")
    if "source_id" not in row:
        errors.append("source_id: missing")
    if (row.get("reference_solution") == "") != ("no_reference" in (row.get("flags") or {})):
        errors.append("flags: a row without a reference_solution carries the no_reference flag, and only such a row")
    for field in ("tests", "hidden_tests"):
        if field in row and not isinstance(row[field], (list, dict, str)):
            errors.append(f"{field}: expected test cases or test code, got {type(row[field]).__name__}")
    why = [no_runnable_test(row.get(field), field) for field in ("tests", "hidden_tests")
           if not _is_empty_tests(row.get(field))]
    flagged = isinstance(row.get("flags"), Mapping) and "no_tests" in row["flags"]
    if not flagged and (not why or all(reason is not None for reason in why)):
        shown = "; ".join(reason for reason in why if reason) or "tests: none"
        errors.append(f"{shown} (no runnable test in tests or hidden_tests: rewards refuse this row)")
    return errors


def _options_errors(row: Mapping[str, Any]) -> list[str]:
    """The optional ``limits``, ``judge``, ``flags`` and ``quality_profile``."""
    errors = []
    for field, check in (("limits", run_limits), ("judge", judge_options)):
        if field in row:
            try:
                check(row[field])
            except ValueError as exc:
                errors.append(f"{field}: {exc}")
    if "flags" in row:
        flags = row["flags"]
        if not isinstance(flags, Mapping):
            errors.append("flags: expected an object {flag: reason}")
        else:
            for name, reason in flags.items():
                if name not in FLAGS:
                    errors.append(f"flags: unknown flag {name!r} (expected one of {', '.join(FLAGS)})")
                elif not isinstance(reason, str) or not reason.strip():
                    errors.append(f"flags.{name}: expected the reason as text")
    if "quality_profile" in row and row["quality_profile"] not in quality_profiles.NAMES:
        errors.append(f"quality_profile: {row['quality_profile']!r} is not one of {', '.join(quality_profiles.NAMES)}")
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
    problems: list[str] = []
    seen: dict[str, int] = {}
    for n, row in enumerate(rows, 1):
        label = f"row {n} ({row.get('id', '?')})" if isinstance(row, Mapping) else f"row {n}"
        problems.extend(f"{label}: {e}" for e in row_errors(row, require_split=require_split))
        if isinstance(row, Mapping) and isinstance(row.get("id"), str):
            if row["id"] in seen:
                problems.append(f"{label}: id: duplicate of row {seen[row['id']]}")
            seen.setdefault(row["id"], n)
    return problems
