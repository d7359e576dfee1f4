"""Verifiable coding problems: ``PrimeIntellect/verifiable-coding-problems`` (SYNTHETIC-1) and
its Python subset ``open-r1/verifiable-coding-problems-python``.

Fields:

- ``problem_id`` (str, e.g. ``"vfc_12345"``: the id), ``source`` (e.g. ``"apps"``,
  ``"code_contests"``, ``"taco"``), ``task_type`` (``"verifiable_code"``), ``in_source_id``.
- The statement: ``prompt`` (PrimeIntellect: an instruction that wraps the problem and names
  the language), ``problem_statement`` or ``problem`` (open-r1).
- ``gold_standard_solution`` (str): Markdown, the code in a ```` ```python ```` fence.
- ``verification_info``: PrimeIntellect keeps **JSON text** (some consumers also meet
  Python-literal text); open-r1 a struct. ``{"language": "python", "test_cases": [...]}``,
  each case ``{"type": "stdin_stdout", "input": str, "output": str}`` or
  ``{"type": "function_call", "fn_name": str, "input": [args], "output": [return]}`` (the
  function cases come from APPS/TACO: the output wrapped in a one-element list; open-r1 keeps
  their input and output as JSON text).
- ``metadata``: **JSON text** (PrimeIntellect) or a struct (open-r1): ``difficulty`` (APPS,
  TACO or CodeContests values), ``time_limit`` (``"1 second"``), ``memory_limit``
  (``"256 megabytes"``), ``memory_limit_bytes``, ``problem_url``.

Mapping: ``id`` = ``verifiable/<problem_id>``; the test type decides the kind (``stdio``
cases, or the ``call`` layout with the cases' ``fn_name`` as ``entry_point``); one set of tests
→ ``tests``; ``limits`` from the metadata; ``reference_solution`` = the fenced Python code.

Traps: JSON text or a struct for the same field depending on the copy; rows in another
language than Python (``ImportRowError``); mixed test types in one row (``ImportRowError``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.jsonl import loads
from codereward.problems.importers.fields import (
    ImportRowError,
    difficulty,
    fenced_code,
    json_field,
    limits,
    literal_field,
    make_row,
    megabytes,
    python3_reference,
    seconds,
    statement_flags,
    statement_judge,
    text_field,
)


def structured_field(row: Mapping[str, Any], field: str) -> Any:
    """A field kept as a struct, JSON text or (some copies) Python-literal text."""
    try:
        value = json_field(row, field)
    except ImportRowError:
        value = literal_field(row.get(field))
        if isinstance(value, str):
            raise ImportRowError(f"{field}: neither JSON nor a Python literal") from None
    return value


def _json_value(value: Any, field: str) -> Any:
    if not isinstance(value, str):
        return value
    try:
        return loads(value)
    except ValueError as exc:
        raise ImportRowError(f"{field}: a function case's input/output is not JSON ({exc})") from None


def test_cases(cases: Any, field: str) -> tuple[Any, str]:
    """(tests, entry point) from a list of ``stdin_stdout`` / ``function_call`` cases."""
    if not isinstance(cases, list) or not all(isinstance(case, Mapping) for case in cases):
        raise ImportRowError(f"{field}: expected a list of test case objects")
    kinds = {str(case.get("type") or "stdin_stdout") for case in cases}
    if len(kinds) > 1:
        raise ImportRowError(f"{field}: mixes test types {sorted(kinds)}")
    if kinds == {"function_call"}:
        names = {case.get("fn_name") for case in cases}
        if len(names) != 1 or not isinstance(next(iter(names)), str) or not next(iter(names)).strip():
            raise ImportRowError(f"{field}: function cases need one fn_name, got {sorted(map(str, names))}")
        fn_name = str(next(iter(names))).strip()
        inputs = [_json_value(case.get("input"), field) for case in cases]
        outputs = [_json_value(case.get("output"), field) for case in cases]
        if not all(isinstance(args, list) for args in inputs):
            raise ImportRowError(f"{field}: each function case's input must be a list of arguments")
        return {"fn_name": fn_name, "inputs": inputs, "outputs": outputs}, fn_name
    if kinds and kinds != {"stdin_stdout"}:
        raise ImportRowError(f"{field}: unknown test type {kinds.pop()!r}")
    stdio = []
    for number, case in enumerate(cases):
        if not isinstance(case.get("input"), str) or not isinstance(case.get("output"), str):
            raise ImportRowError(f"{field}[{number}]: input and output must be text")
        stdio.append({"stdin": case["input"], "stdout": case["output"]})
    return stdio, ""


def metadata_limits(metadata: Mapping[str, Any]) -> dict[str, float] | None:
    """``limits`` from ``time_limit`` and ``memory_limit`` / ``memory_limit_bytes`` metadata."""
    memory = megabytes(metadata.get("memory_limit"))
    size = metadata.get("memory_limit_bytes")
    if memory is None and isinstance(size, int) and not isinstance(size, bool) and size > 0:
        memory = megabytes(size / 2**20)
    return limits(seconds(metadata.get("time_limit")), memory)


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One verifiable-coding-problems row as a problem row."""
    info = structured_field(row, "verification_info")
    if not isinstance(info, Mapping):
        raise ImportRowError("verification_info: expected an object with test_cases")
    language = str(info.get("language") or "python").strip().lower()
    if language not in ("python", "python3", "py"):
        raise ImportRowError(f"verification_info.language: {language!r}: only Python problems are imported")
    tests, entry_point = test_cases(info.get("test_cases") or [], "verification_info.test_cases")
    metadata = structured_field(row, "metadata") or {}
    if not isinstance(metadata, Mapping):
        metadata = {}
    statement = text_field(row, "prompt", "problem_statement", "problem")
    reference, why_none = python3_reference([fenced_code(row.get("gold_standard_solution"))])
    return make_row(
        source="verifiable",
        source_id=text_field(row, "problem_id").strip() or index,
        row=row,
        statement=statement,
        tests=tests,
        subcategory=text_field(row, "source"),
        difficulty=difficulty(metadata.get("difficulty")),
        reference_solution=reference,
        entry_point=entry_point,
        limits=metadata_limits(metadata),
        judge=None if entry_point else statement_judge(statement),
        flags=statement_flags(statement),
        no_reference_reason=why_none,
    )
