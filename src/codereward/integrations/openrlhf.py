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

OpenRLHF passes the file form no options, so it reads the scoring settings from the
environment (``ScoringSettings.from_env``: ``CODEREWARD_WEIGHTS``, ``CODEREWARD_MODE``,
``CODEREWARD_END_MARKERS``, ``CODEREWARD_EFFICIENCY_K``, ..., ``CODEREWARD_QUALITY_PROFILE``;
docs/rewards.md, "Scoring settings").

OpenRLHF (0.11) calls the file form with one sample at a time, from as many threads as
rollouts finish together (``asyncio.to_thread`` per sample). Calls that arrive together are
scored as one batch (one analyzer pass, one sandbox batch): the first caller waits
``COALESCE_SECONDS`` for others, scores everything queued, and hands each caller its slice.
"""

from __future__ import annotations

import ast
import functools
import threading
import time
from collections.abc import Mapping, Sequence
from typing import Any

from codereward.jsonl import json_or_text
from codereward.problems import load_rows
from codereward.problems.export import problem_from_ground_truth
from codereward.rewards.base import log
from codereward.rewards.composite import ERROR_NONE, ERROR_PROBLEM, ERROR_SCORING, ROW_COUNTS, error_breakdown, zero_row
from codereward.rewards.efficiency import EfficiencySettings
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


#: how long the first of concurrent ``reward_func`` calls waits for the others to join its batch
COALESCE_SECONDS = 0.005
#: the most samples scored in one batch of the file form
MAX_BATCH = 256


class _Call:
    # a plain class: OpenRLHF loads this file outside sys.modules, where @dataclass cannot resolve annotations
    def __init__(self, queries: list[Any], prompts: list[Any], labels: list[Any], settings: ScoringSettings) -> None:
        self.queries, self.prompts, self.labels, self.settings = queries, prompts, labels, settings
        self.done = threading.Event()
        self.result: dict[str, Any] | None = None
        self.lead = False  # told to score the next batch


class Coalescer:
    """Merges concurrent calls from threads into batched ``score_batch`` calls.

    No thread of its own: the first caller leads, waits ``wait`` seconds for others, scores
    every queued call with the same settings (up to ``max_batch`` samples) in one call, and,
    if calls are still queued, hands the lead to one of them.
    """

    def __init__(self, scorer: Any = None, wait: float = COALESCE_SECONDS, max_batch: int = MAX_BATCH) -> None:
        self.scorer = scorer or score_batch
        self.wait, self.max_batch = wait, max_batch
        self.batches = 0
        self._lock = threading.Lock()
        self._queued: list[_Call] = []
        self._leading = False

    def score(self, queries: Sequence[Any], prompts: Sequence[Any] | None, labels: Sequence[Any] | None,
              settings: ScoringSettings | None = None) -> dict[str, Any]:
        """``score_batch(queries, prompts, labels, settings)``, shared with the calls made meanwhile."""
        n = len(queries)
        call = _Call(list(queries), list(prompts) if prompts is not None else [None] * n,
                     list(labels) if labels is not None else [None] * n, settings or ScoringSettings())
        if len(call.prompts) != n or len(call.labels) != n:
            raise ValueError(f"{n} queries but {len(call.prompts)} prompts and {len(call.labels)} labels")
        with self._lock:
            self._queued.append(call)
            call.lead = not self._leading
            self._leading = True
        while True:
            if call.lead:
                call.lead = False
                self._lead()
            call.done.wait()
            if call.result is not None:
                return call.result
            call.done.clear()  # woken to lead

    def _lead(self) -> None:
        time.sleep(self.wait)  # the calls made at the same moment join this batch
        with self._lock:
            first = self._queued[0]
            batch, size = [], 0
            for call in self._queued:
                if call.settings == first.settings and (not batch or size + len(call.queries) <= self.max_batch):
                    batch.append(call)
                    size += len(call.queries)
            self._queued = [c for c in self._queued if c not in batch]
        try:
            result = self.scorer([q for c in batch for q in c.queries], [p for c in batch for p in c.prompts],
                                 [lb for c in batch for lb in c.labels], settings=first.settings)
            parts = _split(result, [len(c.queries) for c in batch])
        except Exception as exc:  # the scorer failed: every caller gets the defined zeros
            log.warning("openrlhf reward_func: %s: %s", type(exc).__name__, exc)
            why = f"scoring failed: {type(exc).__name__}: {exc}"
            parts = [zero_result(len(c.queries), first.settings.weights, why) for c in batch]
        self.batches += 1
        with self._lock:
            nxt = self._queued[0] if self._queued else None
            if nxt is not None:
                nxt.lead = True
            else:
                self._leading = False
        for call, part in zip(batch, parts):
            call.result = part
            call.done.set()
        if nxt is not None:
            nxt.done.set()


def _split(result: Mapping[str, Any], sizes: Sequence[int]) -> list[dict[str, Any]]:
    parts, start = [], 0
    for size in sizes:
        end = start + size
        parts.append({"rewards": result["rewards"][start:end], "scores": result["scores"][start:end],
                      "extra_logs": {k: v[start:end] for k, v in result["extra_logs"].items()},
                      "reasons": result["reasons"][start:end]})
        start = end
    return parts


_COALESCER = Coalescer()


def reward_func(queries: Sequence[str], prompts: Sequence[str], labels: Sequence[Any], **kwargs: Any) -> dict[str, Any]:
    """OpenRLHF's custom reward function (``--remote_rm_url /path/to/this/file.py``).

    Returns ``rewards`` and ``scores`` as float tensors and ``extra_logs`` as a dict of
    tensors (lists when torch is absent). The settings are ``ScoringSettings.from_env``
    (``CODEREWARD_WEIGHTS``, ``CODEREWARD_MODE``, ...); keyword arguments under the settings'
    keys (``weights=``, ``mode=``, ``end_markers=``, ``efficiency_k=``, ...) override them.
    """
    settings = None
    if isinstance(kwargs.get("efficiency_settings"), EfficiencySettings):  # its old form: the settings object
        kwargs = {**kwargs, **kwargs["efficiency_settings"].options()}
    try:
        settings = ScoringSettings.from_mapping(kwargs, base=ScoringSettings.from_env())
        result = _COALESCER.score(queries, prompts, labels, settings)
    except Exception as exc:  # bad settings or mismatched lengths: defined zeros, logged
        log.warning("openrlhf reward_func: %s: %s", type(exc).__name__, exc)
        weights = (settings or ScoringSettings()).weights
        result = zero_result(len(queries), weights, f"scoring failed: {type(exc).__name__}: {exc}")
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
           "reward_func", "score_batch", "zero_result"]
