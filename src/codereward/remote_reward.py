"""OpenRLHF's remote reward request scored: queries, prompts and labels in; rewards, scores,
extra_logs and reasons out (``score_batch``).

One place for both of OpenRLHF's ways of asking (docs/engines.md): ``codereward serve`` answers
its HTTP requests with it, and the ``reward_func`` file form (``integrations.openrlhf``) calls it
with the calls it coalesces. A label is the problem: the ground truth ``codereward export verl``
writes, the same as a dict, assert-style test code, or the id of a shipped problem; a bad one is
that sample's 0 with ``error`` 1 and the reason, never an exception.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Mapping, Sequence
from typing import Any

from codereward.jsonl import json_or_text
from codereward.problems import load_rows
from codereward.problems.export import problem_from_ground_truth
from codereward.rewards.composite import ERROR_NONE, ERROR_PROBLEM, ERROR_SCORING, ROW_COUNTS, error_breakdown, zero_row
from codereward.rewards.settings import ScoringSettings
from codereward.snippet import Snippet

#: ``extra_logs["error"]`` codes: ERROR_NONE 0 scored, ERROR_LABEL 1 a bad label or a problem without a
#: runnable test (the rewards' ERROR_PROBLEM), ERROR_SCORING 2 scoring failed
ERROR_LABEL = ERROR_PROBLEM
COUNT_KEYS = ROW_COUNTS


@functools.lru_cache(maxsize=1)
def _shipped() -> dict[str, dict[str, Any]]:
    return {row["id"]: row for row in load_rows()}


def _looks_like_id(text: str) -> bool:
    return 0 < len(text) <= 200 and not any(c.isspace() for c in text) and text[0] not in "[{\"'"


def _test_code_ok(code: str) -> bool:
    # assert-style test code must parse and check something; otherwise any stray answer
    # string (a math label, "None") would run as "tests" and fail with a NameError
    snippet = Snippet.parse(code)
    return snippet.tree is not None and bool(snippet.nodes(ast.Assert, ast.FunctionDef, ast.Raise))


def resolve_label(label: Any) -> tuple[dict[str, Any] | None, str]:
    """The problem a label names, or ``None`` and why not."""
    if label is None:
        return None, "label: missing (set --label_key to a column with the problem's tests or id)"
    if isinstance(label, str):
        text = label.strip()
        if not text:
            return None, "label: empty"
        if _looks_like_id(text):
            try:
                row = _shipped().get(text)
            except Exception as exc:  # a broken install must not take the batch down
                return None, f"label: cannot load the shipped problem set: {type(exc).__name__}: {exc}"
            if row is not None:
                return dict(row), ""
    elif not isinstance(label, Mapping):
        return None, f"label: expected a JSON string, an object or a problem id, got {type(label).__name__}"
    problem = problem_from_ground_truth(dict(label) if isinstance(label, Mapping) else label)
    tests = json_or_text(problem.get("tests"))
    if isinstance(tests, list):
        if not tests:
            return None, "label: no tests"
    elif isinstance(tests, str):
        if not _test_code_ok(tests):
            shown = tests if len(tests) <= 60 else tests[:57] + "..."
            return None, f"label: neither a problem JSON, a shipped problem id, nor test code: {shown!r}"
    else:
        return None, f"label: tests must be a list of cases or test code, got {type(tests).__name__}"
    return problem, ""


def response_text(query: Any, prompt: Any) -> str:
    """What the model wrote: the query after the prompt (the whole query if the prompt is not in it).

    The prompt is looked for at the start and, failing that, anywhere: a tokenizer that adds
    a begin-of-sequence token on decoding puts it before the prompt.
    """
    query = query if isinstance(query, str) else ("" if query is None else str(query))
    if isinstance(prompt, str) and prompt:
        at = 0 if query.startswith(prompt) else query.find(prompt)
        if at >= 0:
            return query[at + len(prompt):]
    return query


def log_keys(weights: Mapping[str, float]) -> list[str]:
    """The ``extra_logs`` keys for ``weights``: the same on every call."""
    return [*weights, *COUNT_KEYS]


def _answer(rows: Sequence[Mapping[str, float]], reasons: list[list[str]], weights: Mapping[str, float]) -> dict[str, Any]:
    """``score_batch``'s shape from one ``Breakdown.row`` per sample."""
    return {"rewards": [row["score"] for row in rows],
            "scores": [row["tests_passed"] / row["tests_total"] if row["tests_total"] else 0.0 for row in rows],
            "extra_logs": {key: [row[key] for row in rows] for key in log_keys(weights)}, "reasons": reasons}


def zero_result(n: int, weights: Mapping[str, float], reason: str) -> dict[str, Any]:
    """``score_batch``'s shape for ``n`` samples that could not be scored: zeros, ``error`` 2, the reason."""
    return _answer([zero_row(weights)] * n, [[reason] for _ in range(n)], weights)


def score_batch(queries: Sequence[Any], prompts: Sequence[Any] | None, labels: Sequence[Any] | None,
                settings: ScoringSettings | None = None, analyzer: Any = None) -> dict[str, Any]:
    """Score a batch; plain lists: ``rewards``, ``scores``, ``extra_logs`` (name -> list), ``reasons``.

    ``settings`` (weights, mode, end markers, efficiency): the defaults when None; ``analyzer``
    (an ``Analyzer``) scores quality, the shared default one when None. OpenRLHF decodes with
    special tokens kept, so a response ends in the model's end token; the known ones and the
    settings' end markers are stripped before the code is extracted.

    Never raises on bad data: a sample with a bad label gets 0 and ``error`` 1, a batch
    the scorer fails on gets 0 and ``error`` 2, each with its reason.
    """
    settings = settings or ScoringSettings()
    n = len(queries)
    prompts = list(prompts) if prompts is not None else [None] * n
    labels = list(labels) if labels is not None else [None] * n
    if len(prompts) != n or len(labels) != n:
        raise ValueError(f"{n} queries but {len(prompts)} prompts and {len(labels)} labels")
    resolved = [resolve_label(label) for label in labels]
    todo = [i for i, (problem, _) in enumerate(resolved) if problem is not None]
    problems = [problem for problem, _ in resolved if problem is not None]
    scored = iter(settings.evaluate([response_text(queries[i], prompts[i]) for i in todo], problems, hidden=False,
                                    analyzer=analyzer) if todo else [])
    results = [next(scored) if problem is not None else error_breakdown(why, settings.weights, code=ERROR_LABEL)
               for problem, why in resolved]
    return _answer([r.row(settings.weights) for r in results], [list(r.reasons) for r in results], settings.weights)


__all__ = ["COUNT_KEYS", "ERROR_LABEL", "ERROR_NONE", "ERROR_SCORING", "log_keys", "resolve_label", "response_text",
           "score_batch", "zero_result"]
