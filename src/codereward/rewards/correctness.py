"""Correctness reward (quality-grpo §3.3): the fraction of the problem's tests passed. Range [0, 1].

The code runs only in the sandbox (SPEC §6), every completion of a batch together over
the warm worker pool. The tests come from the ``tests`` column (any format of
``codereward.sandbox``), the function name from ``entry_point``, an imported row's time and
memory limits and output judge from its ``limits`` and ``judge`` columns. Hidden tests are for evaluation only: the reward never runs them.
Code that does not parse, or a completion with no code, scores 0 without running.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from codereward.jsonl import json_or_text
from codereward.rewards.base import column, extractions, log, never_raises, unjudgeable
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.caller.formats import row_run_options, run_job
from codereward.snippet import Snippet

_SANDBOXES: dict = {}
_SANDBOX_LOCK = threading.Lock()


def default_sandbox(python: str | None = None):
    """The process-wide sandbox for the interpreter ``python`` (the ``python`` setting: a
    path, a command or a version; None: the running one). Its warm pool starts on first use."""
    with _SANDBOX_LOCK:
        sandbox = _SANDBOXES.get(python)
        if sandbox is None:
            sandbox = _SANDBOXES[python] = Sandbox(SandboxConfig(python=python) if python else None)
        return sandbox


def _runnable(code: str) -> bool:
    return bool(code.strip()) and Snippet.syntax_problem(code) is None


def run_batch(codes: list[str], tests: list[Any], entry_points: list[str | None], sandbox=None,
              options: Sequence[dict[str, Any] | None] | None = None) -> list[Any]:
    """One sandbox ``TestRun`` per code (``None`` where the code cannot run or has no tests);
    ``options``: per code, the row's ``formats.row_run_options`` (its limits and judge)."""
    jobs, where = [], []
    for i, (code, case_list, entry) in enumerate(zip(codes, tests, entry_points)):
        case_list = json_or_text(case_list)
        if case_list and _runnable(code):
            jobs.append(run_job(code, case_list, entry, options[i] if options is not None and i < len(options) else None))
            where.append(i)
    runs: list[Any] = [None] * len(codes)
    if jobs:
        for i, run in zip(where, (sandbox or default_sandbox()).run_many(jobs)):
            runs[i] = run
    return runs


def column_options(kwargs: dict[str, Any], n: int) -> list[dict[str, Any]]:
    """Per sample, the run options of its row's ``limits`` and ``judge`` columns."""
    return [row_run_options({"limits": limits, "judge": judge})
            for limits, judge in zip(column(kwargs, "limits", n), column(kwargs, "judge", n))]


def fraction(run: Any) -> float:
    return 0.0 if run is None or not run.total else run.passed / run.total


@never_raises(0.0)
def correctness_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    n = len(completions)
    tests = column(kwargs, "tests", n)
    # a row no fixed output can judge (interactive, several answers) is not scored: None, never a wrong 0
    refused = [unjudgeable(flags) for flags in column(kwargs, "flags", n)]
    for why in {w for w in refused if w is not None}:
        log.warning("correctness reward: samples not scored: %s", why)
    tests = [None if why is not None else t for t, why in zip(tests, refused)]
    if all(t is None for t in tests):
        return [None] * n  # no tests for this batch: not applicable (TRL skips None)
    scored = kwargs.get("scored")
    runs = scored.runs if scored is not None else run_batch(
        [e.code for e in extractions(completions, kwargs)], tests, column(kwargs, "entry_point", n), kwargs.get("sandbox"),
        column_options(kwargs, n))
    return [None if why is not None else fraction(run) for run, why in zip(runs, refused)]
