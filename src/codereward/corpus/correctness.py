"""``codereward score --tests``: do the solutions of a dataset pass their own tests?

A row has tests when it is in the problem-set schema (``tests``, ``hidden_tests``,
``entry_point``) or in verl's (``reward_model.ground_truth``, with ``extra_info``). Its
code (the scored column, else the row's ``reference_solution``) runs in the sandbox
against the visible and the hidden tests; the row gains ``correctness`` (the fraction
of tests passed), ``tests_passed``, ``tests_total`` and ``tests_error`` (why the run
as a whole failed: no tests that can run, the solution does not import, ...). Rows
without tests get nulls. The code never runs outside the sandbox.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from codereward.jsonl import json_or_text
from codereward.problems.export import problem_from_ground_truth
from codereward.rewards.correctness import default_sandbox
from codereward.sandbox.caller.formats import row_run_options, run_job

TEST_COLUMNS = ("correctness", "tests_passed", "tests_total", "tests_error")


def problem_of(row: Mapping[str, Any]) -> dict[str, Any] | None:
    """The tests, hidden tests, entry point and reference of a row, or ``None`` without tests."""
    if row.get("tests") not in (None, "", []):
        return {key: row.get(key) for key in ("tests", "hidden_tests", "entry_point", "reference_solution")}
    reward_model = json_or_text(row.get("reward_model"))
    if isinstance(reward_model, Mapping) and reward_model.get("ground_truth") not in (None, ""):
        return problem_from_ground_truth(reward_model["ground_truth"], json_or_text(row.get("extra_info")))
    return None


def correctness_values(batch: Mapping[str, Sequence[Any]], codes: Sequence[Any], column: str,
                sandbox: Any = None) -> dict[str, list[Any]]:
    """The test columns for a batch (a dict of columns) whose scored code is ``codes``."""
    size = len(codes)
    rows = [{key: values[i] for key, values in batch.items()} for i in range(size)]

    jobs: list[tuple[Any, ...]] = []
    owners: list[int] = []
    out: dict[str, list[Any]] = {name: [None] * size for name in TEST_COLUMNS}
    for i, row in enumerate(rows):
        problem = problem_of(row)
        if problem is None:
            continue
        code = codes[i] if isinstance(codes[i], str) and codes[i].strip() else problem.get("reference_solution")
        if not isinstance(code, str) or not code.strip():
            out["correctness"][i], out["tests_passed"][i], out["tests_total"][i] = 0.0, 0, 0
            out["tests_error"][i] = f"no code to test in {column!r} or reference_solution"
            continue
        for tests in (problem.get("tests"), problem.get("hidden_tests")):
            if tests not in (None, "", []):
                jobs.append(run_job(code, tests, problem.get("entry_point"), row_run_options(problem)))
                owners.append(i)
    if jobs:
        if sandbox is None:
            sandbox = default_sandbox()
        runs = sandbox.run_many(jobs)
        passed: dict[int, int] = {}
        total: dict[int, int] = {}
        errors: dict[int, str] = {}
        for i, run in zip(owners, runs):
            passed[i] = passed.get(i, 0) + run.passed
            total[i] = total.get(i, 0) + run.total
            if run.error and i not in errors:
                errors[i] = run.error
        for i in total:
            out["tests_passed"][i], out["tests_total"][i] = passed[i], total[i]
            out["correctness"][i] = passed[i] / total[i] if total[i] else 0.0
            out["tests_error"][i] = errors.get(i)
    return out
