"""OpenRLHF: the ``reward_func`` file form, and the batch scorer the HTTP server shares.

OpenRLHF takes rewards two ways, both through ``--remote_rm_url``:

- a URL: it POSTs ``{"query": [...], "prompts": [...], "labels": [...]}`` and reads
  ``rewards`` (and, in current versions, ``scores`` and ``extra_logs``) from the JSON
  answer; ``codereward serve`` answers it (``codereward.serve``);
- a ``.py`` file: it imports the file and calls ``reward_func(queries, prompts, labels)``,
  expecting ``{"rewards": tensor, "scores": tensor, "extra_logs": {name: tensor}}``.
  Point it at this file (``python -c "import codereward.integrations.openrlhf as m; print(m.__file__)"``).

``queries`` are prompt + response as OpenRLHF decodes them; the response is what follows
the prompt. ``labels`` (``--label_key``) carry the problem: the ground-truth JSON the
verl export writes (``{"tests": [...], "entry_point": ...}``), the same as a dict, or
the id of a problem of the shipped set. ``rewards`` is the composite, ``scores`` the
fraction of visible tests passed (so OpenRLHF's dynamic filtering drops groups that all
pass or all fail), ``extra_logs`` one list per component plus the test counts and an
``error`` code. Logs must be numbers (OpenRLHF turns them into tensors), so the text
reasons travel separately, under ``reasons``, in the HTTP answer only.

The file form reads its weights and composite mode from ``CODEREWARD_WEIGHTS`` (e.g.
``format=0.2,correctness=0.3,quality=0.5``) and ``CODEREWARD_COMPOSITE`` (``linear`` or
``gated``), more end-of-turn markers to strip from ``CODEREWARD_END_MARKERS``
(comma-separated), and the efficiency reward's settings from ``CODEREWARD_EFFICIENCY_K``,
``..._FLOOR``, ``..._REPEATS``, ``..._TIMEOUT``, ``..._CHUNK``, since OpenRLHF passes no options.
"""

from __future__ import annotations

import ast
import functools
import os
from collections.abc import Mapping, Sequence
from typing import Any

from codereward.integrations.verl import problem_from_ground_truth
from codereward.rewards import evaluate_or_zero, parse_weights
from codereward.rewards.base import log
from codereward.rewards.composite import ERROR_NONE, ERROR_SCORING
from codereward.rewards.correctness import parse_tests
from codereward.rewards.efficiency import KEYS, EfficiencySettings
from codereward.snippet import Snippet

#: ``extra_logs["error"]`` codes: ERROR_NONE 0 scored, ERROR_LABEL 1 a bad label, ERROR_SCORING 2 scoring failed
ERROR_LABEL = 1.0
COUNT_KEYS = ("tests_passed", "tests_total", "error")


@functools.lru_cache(maxsize=1)
def _shipped() -> dict[str, dict[str, Any]]:
    from codereward.problems import load_rows

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
    tests = parse_tests(problem.get("tests"))
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


def score_batch(
    queries: Sequence[Any],
    prompts: Sequence[Any] | None,
    labels: Sequence[Any] | None,
    weights: Mapping[str, float] | str | None = None,
    mode: str = "linear",
    analyzer: Any = None,
    end_markers: Sequence[str] = (),
    efficiency_settings: EfficiencySettings | None = None,
) -> dict[str, Any]:
    """Score a batch; plain lists: ``rewards``, ``scores``, ``extra_logs`` (name -> list), ``reasons``.

    ``analyzer`` (an ``Analyzer``) scores quality; the shared default one when ``None``;
    ``efficiency_settings`` sets the efficiency reward's budget (its defaults when ``None``).
    OpenRLHF decodes with special tokens kept, so a response ends in the model's end
    token; the known ones and ``end_markers`` are stripped before the code is extracted.

    Never raises on bad data: a sample with a bad label gets 0 and ``error`` 1, a batch
    the scorer fails on gets 0 and ``error`` 2, each with its reason.
    """
    weights = parse_weights(weights)
    n = len(queries)
    prompts = list(prompts) if prompts is not None else [None] * n
    labels = list(labels) if labels is not None else [None] * n
    if len(prompts) != n or len(labels) != n:
        raise ValueError(f"{n} queries but {len(prompts)} prompts and {len(labels)} labels")
    keys = log_keys(weights)
    rewards, scores = [0.0] * n, [0.0] * n
    logs: dict[str, list[float]] = {key: [0.0] * n for key in keys}
    reasons: list[list[str]] = [[] for _ in range(n)]
    todo, problems = [], []
    for i, label in enumerate(labels):
        problem, why = resolve_label(label)
        if problem is None:
            logs["error"][i] = ERROR_LABEL
            reasons[i].append(why)
        else:
            todo.append(i)
            problems.append(problem)
    results = evaluate_or_zero([response_text(queries[i], prompts[i]) for i in todo], problems, weights, mode,
                               hidden=False, analyzer=analyzer, end_markers=end_markers,
                               efficiency_settings=efficiency_settings) if todo else []
    for i, result in zip(todo, results):
        rewards[i] = float(result.composite)
        passed, total = result.tests.get("passed", 0), result.tests.get("total", 0)
        scores[i] = passed / total if total else 0.0
        for name in weights:
            logs[name][i] = float(result.components.get(name, 0.0))
        logs["tests_passed"][i], logs["tests_total"][i] = float(passed), float(total)
        logs["error"][i] = float(result.tests.get("error", ERROR_NONE))
        reasons[i].extend(result.reasons)
    return {"rewards": rewards, "scores": scores, "extra_logs": logs, "reasons": reasons}


def _env_settings() -> tuple[str | None, str, tuple[str, ...]]:
    markers = tuple(m.strip() for m in os.environ.get("CODEREWARD_END_MARKERS", "").split(",") if m.strip())
    return os.environ.get("CODEREWARD_WEIGHTS") or None, os.environ.get("CODEREWARD_COMPOSITE") or "linear", markers


def _env_efficiency() -> EfficiencySettings:
    """``CODEREWARD_EFFICIENCY_K`` ... (each key of ``efficiency.KEYS`` upper-cased); a bad value is a ValueError."""
    return EfficiencySettings.from_options(
        {key: os.environ.get("CODEREWARD_" + key.upper().replace("-", "_")) or None for key in KEYS.values()})


def reward_func(queries: Sequence[str], prompts: Sequence[str], labels: Sequence[Any], **kwargs: Any) -> dict[str, Any]:
    """OpenRLHF's custom reward function (``--remote_rm_url /path/to/this/file.py``).

    Returns ``rewards`` and ``scores`` as float tensors and ``extra_logs`` as a dict of
    tensors (lists when torch is absent). ``weights``/``mode``/``efficiency_settings`` keyword
    arguments override ``CODEREWARD_WEIGHTS``/``CODEREWARD_COMPOSITE``/``CODEREWARD_EFFICIENCY_*``,
    ``end_markers`` ``CODEREWARD_END_MARKERS``.
    """
    env_weights, env_mode, env_markers = _env_settings()
    weights, mode = kwargs.get("weights", env_weights), kwargs.get("mode", env_mode)
    n = len(queries)
    try:
        settings = kwargs.get("efficiency_settings") or _env_efficiency()
        result = score_batch(queries, prompts, labels, weights, mode, end_markers=kwargs.get("end_markers", env_markers),
                             efficiency_settings=settings)
    except Exception as exc:  # bad settings or mismatched lengths: defined zeros, logged
        log.warning("openrlhf reward_func: %s: %s", type(exc).__name__, exc)
        try:
            keys = log_keys(parse_weights(weights))
        except ValueError:
            keys = log_keys(parse_weights(None))
        result = {"rewards": [0.0] * n, "scores": [0.0] * n,
                  "extra_logs": {k: [ERROR_SCORING if k == "error" else 0.0] * n for k in keys}}
    for i, why in enumerate(result.get("reasons", [])):
        if why:
            log.debug("openrlhf sample %d: %s", i, "; ".join(why))
    return _as_tensors(result)


def _as_tensors(result: Mapping[str, Any]) -> dict[str, Any]:
    try:
        import torch
    except ImportError:  # OpenRLHF always has torch; plain callers may not
        return {"rewards": result["rewards"], "scores": result["scores"], "extra_logs": dict(result["extra_logs"])}

    def tensor(values: Sequence[float]) -> Any:
        return torch.tensor(list(values), dtype=torch.float32)

    return {
        "rewards": tensor(result["rewards"]),
        "scores": tensor(result["scores"]),
        "extra_logs": {k: tensor(v) for k, v in result["extra_logs"].items()},
    }


__all__ = ["ERROR_LABEL", "ERROR_NONE", "ERROR_SCORING", "log_keys", "resolve_label", "response_text",
           "reward_func", "score_batch"]
