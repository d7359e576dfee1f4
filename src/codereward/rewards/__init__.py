"""Rewards: one module per reward, each a TRL-style batch function, and the composite.

Every reward is ``f(prompts, completions, **dataset_columns) -> list[float | None]``,
usable directly in TRL's ``reward_funcs``; none raises into the trainer. ``REWARDS`` (``registry``) maps
the names used in weights, configs and the CLI to the functions; each declares its range
where it is defined (``.range``), and ``RANGES`` collects them. ``evaluate`` scores a batch
through this dispatch (see ``composite``); ``ScoringSettings`` (``settings``) holds the weights,
mode, end markers and efficiency settings and scores with them.

| name | range | module |
| --- | --- | --- |
| format | [0, 1] | format |
| correctness | [0, 1] | correctness |
| quality | [0, 1] | quality |
| lint | [0, 1] | lint |
| syntax | [0, 1] | syntax |
| dataflow | [0, 1] | dataflow |
| codepo_format | {0, 1} | codepo |
| codepo_reasoning | [0, 1] | codepo |
| codepo_accuracy | {0, 0.5, 1} | codepo |
| codepo_repetition | [-1/3, 0] | codepo |
| weighted_partial | [0, 1] | partial (stateful: ``WeightedPartialReward``) |
| efficiency | [0, 1] | efficiency (CPU time on scale tests against the reference's) |
"""

from __future__ import annotations

from codereward.rewards.codepo import (
    codepo_accuracy_reward,
    codepo_format_reward,
    codepo_reasoning_reward,
    codepo_repetition_reward,
)
from codereward.rewards.composite import (
    DEFAULT_WEIGHTS,
    Breakdown,
    combine,
    evaluate,
    evaluate_or_zero,
    parse_weights,
)
from codereward.rewards.correctness import correctness_reward
from codereward.rewards.dataflow import dataflow_reward
from codereward.rewards.efficiency import EfficiencyReward, efficiency_reward
from codereward.rewards.format import format_reward
from codereward.rewards.lint import lint_reward
from codereward.rewards.partial import PassStatistics, WeightedPartialReward
from codereward.rewards.quality import quality_reward
from codereward.rewards.registry import RANGES, REWARDS
from codereward.rewards.settings import CompositeReward, ScoringSettings
from codereward.rewards.syntax import syntax_reward

__all__ = [
    "DEFAULT_WEIGHTS", "RANGES", "REWARDS", "Breakdown", "CompositeReward", "EfficiencyReward", "PassStatistics", "ScoringSettings", "WeightedPartialReward",
    "combine", "evaluate", "evaluate_or_zero", "parse_weights",
    "codepo_accuracy_reward", "codepo_format_reward", "codepo_reasoning_reward", "codepo_repetition_reward",
    "correctness_reward", "dataflow_reward", "efficiency_reward", "format_reward", "lint_reward", "quality_reward",
    "syntax_reward",
]
