"""The reward registry: the names used in weights, configs and the CLI -> the reward functions.

Its own module below ``composite`` (which dispatches through it) and the package root (which
re-exports it), so that the composite reaches every reward without importing the package.
"""

from __future__ import annotations

from codereward.rewards.codepo import (
    codepo_accuracy_reward,
    codepo_format_reward,
    codepo_reasoning_reward,
    codepo_repetition_reward,
)
from codereward.rewards.correctness import correctness_reward
from codereward.rewards.dataflow import dataflow_reward
from codereward.rewards.efficiency import efficiency_reward
from codereward.rewards.format import format_reward
from codereward.rewards.lint import lint_reward
from codereward.rewards.partial import WeightedPartialReward
from codereward.rewards.quality import quality_reward
from codereward.rewards.syntax import syntax_reward

_PARTIAL = WeightedPartialReward()

REWARDS = {
    "format": format_reward,
    "correctness": correctness_reward,
    "quality": quality_reward,
    "lint": lint_reward,
    "syntax": syntax_reward,
    "dataflow": dataflow_reward,
    "codepo_format": codepo_format_reward,
    "codepo_reasoning": codepo_reasoning_reward,
    "codepo_accuracy": codepo_accuracy_reward,
    "codepo_repetition": codepo_repetition_reward,
    "weighted_partial": _PARTIAL,
    "efficiency": efficiency_reward,
}

#: each reward's declared range (``.range``, set where the reward is defined)
RANGES = {name: reward.range for name, reward in REWARDS.items()}

__all__ = ["RANGES", "REWARDS"]
