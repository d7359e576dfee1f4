"""OpenRLHF: the ``reward_func`` file form, around the batch scorer the HTTP server shares (``remote_reward``).

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

import threading
import time
from collections.abc import Mapping, Sequence
from typing import Any

from codereward.remote_reward import (
    ERROR_LABEL,
    ERROR_NONE,
    ERROR_SCORING,
    log_keys,
    resolve_label,
    response_text,
    score_batch,
    zero_result,
)
from codereward.rewards.base import log
from codereward.rewards.efficiency import EfficiencySettings
from codereward.rewards.settings import ScoringSettings

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
