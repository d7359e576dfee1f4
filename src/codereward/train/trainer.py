"""``CodeRewardGRPOTrainer``: TRL's GRPOTrainer with codereward's advantages.

The subclass overrides ``_generate_and_score_completions`` (generation, rewards and TRL's
own advantages happen in the parent) and then:

- ``estimator != "trl"``: replaces the advantages by ``codereward.advantages.compute``
  of the composite rewards. The rewards are gathered over every process first (groups
  may span processes, as in TRL) and the result is sliced back to this process's rows
  the way TRL slices (``process_index * local_batch``).
- ``dense``: makes them (batch, tokens): each completion's sequence advantage plus the
  centred token rewards of ``attribution.token_rewards`` (finding spans get the quality
  penalty; TRL's ``_compute_loss`` uses a 2-D advantage per token as is).

Token offsets: the reward saw the completion as text (``batch_decode(...,
skip_special_tokens=True)``); ``completion_offsets`` maps each generated token to its
character span in that text. It re-tokenizes the text with ``return_offsets_mapping``
and, when that reproduces the generated ids (the usual case for a trained model), uses
those offsets; when the model sampled a non-canonical tokenization it falls back to
decoding growing prefixes of the generated ids, whose lengths give each token's span.
Special tokens (EOS) get an empty span and hence no token reward.

The advantages the trainer set are kept in ``last_advantages`` (and the rewards they came
from in ``last_rewards``); every batch ``_compute_loss`` consumed is appended to
``loss_inputs`` when ``record_loss_inputs`` is on, so tests can check what was used.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import torch
from trl import GRPOTrainer

from codereward import advantages as estimators
from codereward.attribution import code_token_mask, dense_advantages, token_rewards
from codereward.train.rewards import TrainingReward


def completion_offsets(tokenizer: Any, text: str, ids: Sequence[int]) -> list[tuple[int, int]]:
    """Character span in ``text`` of each of the generated ``ids`` (see the module docstring)."""
    special = set(getattr(tokenizer, "all_special_ids", []) or [])
    content = [(k, t) for k, t in enumerate(ids) if t not in special]
    offsets = [(len(text), len(text))] * len(ids)
    encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
    if list(encoded["input_ids"]) == [t for _, t in content]:
        for (k, _), span in zip(content, encoded["offset_mapping"]):
            offsets[k] = (int(span[0]), int(span[1]))
        return offsets
    prev = 0
    for n, (k, _) in enumerate(content):
        # a prefix ending inside a multi-byte character decodes with a replacement char: keep spans monotone
        end = min(len(tokenizer.decode([t for _, t in content[: n + 1]], skip_special_tokens=True)), len(text))
        offsets[k] = (prev, max(end, prev))
        prev = max(end, prev)
    return offsets


def dense_token_advantages(tokenizer: Any, batch: Any, completion_ids: torch.Tensor, completion_mask: torch.Tensor,
                           sequence: torch.Tensor, weights: Any, coef: float = 1.0) -> torch.Tensor:
    """(batch, tokens) advantages of a scored batch (``TrainingReward.last``) around ``sequence``."""
    rows, code_rows = [], []
    for i in range(completion_ids.shape[0]):
        # padding and tokens after EOS get offsets too; ``completion_mask`` zeroes them afterwards
        offsets = completion_offsets(tokenizer, batch.texts[i], completion_ids[i].tolist())
        rows.append(token_rewards(batch.extractions[i], offsets, batch.components[i], weights, batch.findings[i]))
        code_rows.append(code_token_mask(batch.extractions[i], offsets))
    code_mask = torch.tensor(code_rows, dtype=torch.float32, device=completion_mask.device)
    return dense_advantages(sequence, rows, completion_mask, code_mask, coef).to(completion_mask.device)


class CodeRewardGRPOTrainer(GRPOTrainer):
    """GRPOTrainer whose advantages come from codereward (estimators, dense token attribution)."""

    def __init__(self, *args: Any, reward: TrainingReward, estimator: str = "trl", dense: bool = False,
                 dense_coef: float = 1.0, record_loss_inputs: bool = False, **kwargs: Any) -> None:
        if estimator != "trl" and estimator not in estimators.ESTIMATORS:
            raise ValueError(f"unknown advantage estimator {estimator!r}")
        kwargs["reward_funcs"] = [reward]
        super().__init__(*args, **kwargs)
        self.reward, self.estimator, self.dense, self.dense_coef = reward, estimator, dense, dense_coef
        self.record_loss_inputs = record_loss_inputs
        self.last_advantages: torch.Tensor | None = None
        self.last_rewards: torch.Tensor | None = None
        self.last_sequence_advantages: torch.Tensor | None = None
        self.last_output: dict[str, Any] | None = None
        self.loss_inputs: list[dict[str, torch.Tensor]] = []
        self.timings: dict[str, float] = {"generation": 0.0, "reward": 0.0}

    def _generate_and_score_completions(self, inputs: list[dict[str, Any]]) -> dict[str, Any]:
        start = time.perf_counter()
        output = super()._generate_and_score_completions(inputs)
        mode = "train" if self.model.training else "eval"
        batch = self.reward.last
        reward_seconds = batch.seconds if batch is not None else 0.0
        # "generation" includes TRL's old/reference log-prob passes: everything before the update but the reward
        self.timings["generation"] += time.perf_counter() - start - reward_seconds
        self.timings["reward"] += reward_seconds

        local = torch.tensor(batch.composite if batch else [0.0] * len(inputs), dtype=torch.float32,
                             device=self.accelerator.device)
        rewards = self.accelerator.gather(local)
        group = self.num_generations if mode == "train" else self.num_generations_eval
        n_local = local.shape[0]
        process_slice = slice(self.accelerator.process_index * n_local, (self.accelerator.process_index + 1) * n_local)
        if self.estimator == "trl":
            sequence = output["advantages"]
        else:
            sequence = estimators.compute(self.estimator, rewards, group)[process_slice].to(output["advantages"].device)
        advantages = sequence
        if self.dense and batch is not None:
            advantages = self._dense(output, batch, sequence)
        output["advantages"] = advantages
        self.last_rewards, self.last_sequence_advantages = rewards.detach().cpu(), sequence.detach().cpu()
        self.last_advantages = advantages.detach().cpu()
        self.last_output = {k: v.detach().cpu() for k, v in output.items()
                            if k in ("completion_ids", "completion_mask", "advantages")}
        self._log_advantage_stats(mode, advantages, output["completion_mask"])
        return output

    def _dense(self, output: dict[str, Any], batch: Any, sequence: torch.Tensor) -> torch.Tensor:
        return dense_token_advantages(self.processing_class, batch, output["completion_ids"],
                                      output["completion_mask"], sequence, self.reward.weights, self.dense_coef)

    def _log_advantage_stats(self, mode: str, advantages: torch.Tensor, mask: torch.Tensor) -> None:
        values = advantages[mask.bool()] if advantages.dim() == 2 else advantages
        values = values.float()
        if values.numel() == 0:
            return
        metrics = self._metrics[mode]
        metrics["advantage/mean"].append(values.mean().item())
        metrics["advantage/std"].append(values.std().item() if values.numel() > 1 else 0.0)
        metrics["advantage/min"].append(values.min().item())
        metrics["advantage/max"].append(values.max().item())
        metrics["advantage/abs_mean"].append(values.abs().mean().item())

    def _compute_loss(self, model: Any, inputs: dict[str, Any]) -> torch.Tensor:
        if self.record_loss_inputs:
            self.loss_inputs.append({"completion_ids": inputs["completion_ids"].detach().cpu(),
                                     "advantages": inputs["advantages"].detach().cpu()})
        return super()._compute_loss(model, inputs)
