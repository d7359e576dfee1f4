"""DeepCoder (``agentica-org/DeepCoder-Preview-Dataset``, configs ``primeintellect``, ``taco``,
``lcbv5``, ``codeforces``; and rllm's copies of it).

Fields:

- ``problem`` (str): the statement; ``starter_code`` (str, LiveCodeBench rows; may be absent);
  ``solutions`` (list of str; may be absent or empty: the ``lcbv5`` config has none).
- ``tests`` (str, **JSON text**), whose layout is the source dataset's own:
  ``primeintellect``: ``[{"type": "stdin_stdout" | "function_call", "input", "output",
  "fn_name"}]`` (see the ``verifiable`` format); ``taco``: APPS's ``{"inputs", "outputs",
  "fn_name"?}`` (see ``apps``); ``lcbv5``: LiveCodeBench's ``[{"input", "output",
  "testtype"}]``, the private tests already decoded (see ``livecodebench``); ``codeforces``:
  ``[{"input", "output"}]``.
- ``metadata`` (str, **JSON text**): ``func_name`` for LiveCodeBench functional rows, limits
  (``time_limit``, ``memory_limit``) where the source gave them.
- rllm's copies add ``data_source``, ``uid``, ``index``.

The rows carry no id of their own: ``id`` = ``deepcoder/<split>/<uid or index>`` (give the
config and split as ``split``, e.g. ``"taco/train"``, so that configs do not collide). The
test layout is recognised from its shape and mapped as its source format maps it; one set of
tests → ``tests``. A LiveCodeBench functional row without ``metadata.func_name`` takes the
name of the ``def`` in its starter code.

Traps: four test layouts under one field name, JSON text of up to hundreds of megabytes,
functional outputs wrapped in a one-element list (``primeintellect``, ``taco``) or not
(``lcbv5``); the judge accepts both, as APPS's does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.problems.importers import livecodebench, verifiable
from codereward.problems.importers.fields import (
    ImportRowError,
    difficulty,
    fenced_code,
    json_field,
    make_row,
    python3_reference,
    starter_function,
    statement_flags,
    statement_judge,
    tests_from_input_output,
    text_field,
)


def tests_by_shape(tests: Any, fn_name: str, starter_code: str) -> tuple[Any, str]:
    """(tests, entry point) from any of the four layouts."""
    if isinstance(tests, Mapping):
        return tests_from_input_output(tests, "tests")
    if not isinstance(tests, list) or not all(isinstance(case, Mapping) for case in tests):
        raise ImportRowError("tests: expected a list of test cases or an inputs/outputs object")
    if any("type" in case for case in tests):
        return verifiable.test_cases(tests, "tests")
    if any(case.get("testtype") == "functional" for case in tests):
        name = fn_name or starter_function(starter_code)
        converted = livecodebench.convert_tests(tests, name, "tests")
        return converted, name
    return livecodebench.convert_tests(tests, "", "tests"), ""


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One DeepCoder row as a problem row."""
    metadata = json_field(row, "metadata", default={})
    if not isinstance(metadata, Mapping):
        metadata = {}
    fn_name = metadata.get("func_name") if isinstance(metadata.get("func_name"), str) else ""
    starter_code = text_field(row, "starter_code")
    tests, entry_point = tests_by_shape(json_field(row, "tests", default=[]), fn_name.strip(), starter_code)
    solutions = json_field(row, "solutions", default=[])  # a list, or JSON text of one in some copies
    if not isinstance(solutions, list):
        raise ImportRowError(f"solutions: expected a list of solutions, got {type(solutions).__name__}")
    reference, why_none = python3_reference(fenced_code(code) for code in solutions)
    statement = text_field(row, "problem", "question")
    own_id = row.get("uid") if isinstance(row.get("uid"), str) and row["uid"].strip() else index
    return make_row(
        source="deepcoder",
        source_id=own_id,
        row=row,
        statement=statement,
        tests=tests,
        subcategory=text_field(row, "data_source"),
        difficulty=difficulty(metadata.get("difficulty")),
        starter_code=starter_code,
        reference_solution=reference,
        entry_point=entry_point,
        limits=verifiable.metadata_limits(metadata),
        judge=None if entry_point else statement_judge(statement),
        flags=statement_flags(statement),
        no_reference_reason=why_none,
    )
