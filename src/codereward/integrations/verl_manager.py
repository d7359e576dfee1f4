"""verl's reward manager for codereward: every sample of a step scored in one batch.

verl (0.7.1 and later) loads a reward manager class from a file::

    reward.reward_manager.source=importlib
    reward.reward_manager.name=CodeRewardManager
    reward.reward_manager.module.path=<site-packages>/codereward/integrations/verl_manager.py

verl's reward loop calls ``run_single`` once per sample, all samples of a worker's share
at once on one event loop. This manager queues the samples that arrive together and
scores them with one ``compute_score_batch`` call (one analyzer pass and one sandbox
batch instead of one per sample), in a worker thread so the loop keeps running. Rows of
other data sources are scored one by one with the ``compute_score`` verl hands the
manager (its default scorer unless ``reward.custom_reward_function`` names another).
More end-of-turn markers to strip come from
``reward.custom_reward_function.reward_kwargs.end_markers``, where verl's ``naive``
manager passes them to ``compute_score`` too. The sandbox gets this worker's share of the
node's CPUs (the node's CPUs over the reward workers verl puts on it), so the node's
sandbox processes stay at one per CPU (``verl.sandbox_workers``; ``reward_kwargs.sandbox_workers``
sets the count outright). Every sample's ``reward_extra_info`` has the
same keys (``verl.EXTRA_KEYS``), whichever scorer scored it, so a batch that mixes
codereward's rows with verl's math or code rows stacks.

This file imports verl: it is loaded by verl, in verl's processes, never by codereward.
"""

from __future__ import annotations

import asyncio
import functools
from typing import Any

from verl.experimental.reward_loop.reward_manager.base import RewardManagerBase
from verl.utils.reward_score import default_compute_score

from codereward.integrations.verl import (
    DATA_SOURCE,
    compute_score_batch,
    is_codereward,
    reward_workers_per_node,
    sandbox_workers,
    verl_row,
)
from codereward.rewards.base import log
from codereward.workers import available_cpus


class CodeRewardManager(RewardManagerBase):
    """Scores the samples verl hands it concurrently as one batch; same result shape as verl's ``naive``."""

    def __init__(self, config: Any, tokenizer: Any, compute_score: Any = None, reward_router_address: Any = None,
                 reward_model_tokenizer: Any = None, **_: Any) -> None:
        super().__init__(config, tokenizer, compute_score)
        self.fallback = compute_score or default_compute_score
        # the same place verl takes compute_score's extra arguments from, so both managers read one setting
        reward_kwargs = (config.reward.get("custom_reward_function") or {}).get("reward_kwargs") or {}
        self.end_markers = tuple(reward_kwargs.get("end_markers") or ())
        per_node = reward_workers_per_node(int(config.reward.get("num_workers") or 1),
                                           int(config.trainer.get("nnodes") or 1))
        self.sandbox_workers = sandbox_workers(per_node, fixed=int(reward_kwargs.get("sandbox_workers") or 0))
        if per_node > available_cpus():
            log.warning("%d reward workers share this node's %d CPUs: each sandbox still needs one worker; set "
                        "reward.num_workers to at most the CPUs per node times the nodes", per_node, available_cpus())
        self._queue: list[tuple[str, Any, Any, asyncio.Future]] = []
        self._flusher: asyncio.Task | None = None

    async def run_single(self, data: Any) -> dict[str, Any]:
        item = data[-1:][0]  # for multi-sequence outputs verl rewards the last sequence
        response_ids = item.batch["responses"]
        valid = int(item.batch["attention_mask"][-response_ids.shape[-1]:].sum())
        response = self.tokenizer.decode(response_ids[:valid], skip_special_tokens=True)
        data_source = item.non_tensor_batch["data_source"]
        ground_truth = item.non_tensor_batch["reward_model"]["ground_truth"]
        extra_info = item.non_tensor_batch.get("extra_info", {}) or {}
        if is_codereward(data_source):
            result = await self._batched(response, ground_truth, extra_info)
        else:
            result = await asyncio.get_running_loop().run_in_executor(
                None, lambda: self.fallback(data_source=data_source, solution_str=response,
                                            ground_truth=ground_truth, extra_info=extra_info))
        row = verl_row(result)  # one set of keys for every row, ours and the fallback's: verl stacks them
        return {"reward_score": row["score"], "reward_extra_info": row}

    async def _batched(self, response: str, ground_truth: Any, extra_info: Any) -> dict[str, Any]:
        future = asyncio.get_running_loop().create_future()
        self._queue.append((response, ground_truth, extra_info, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.ensure_future(self._flush())
        return await future

    async def _flush(self) -> None:
        await asyncio.sleep(0)  # the samples verl started together all queue before the batch is cut
        loop = asyncio.get_running_loop()
        while self._queue:
            batch, self._queue = self._queue, []
            responses, truths, infos, futures = (list(column) for column in zip(*batch))
            try:
                rows = await loop.run_in_executor(None, functools.partial(
                    compute_score_batch, [DATA_SOURCE] * len(responses), responses, truths, infos,
                    end_markers=self.end_markers, sandbox_workers=self.sandbox_workers))
            except BaseException as exc:  # compute_score_batch never raises on data; pass anything else on
                for future in futures:
                    if not future.done():
                        future.set_exception(exc)
                raise
            for future, row in zip(futures, rows):
                if not future.done():
                    future.set_result(row)


__all__ = ["CodeRewardManager"]
