"""Dataflow reward (dense-reward-ppo §2.2): data-flow graph match with the reference. Range [0, 1].

The share of the reference solution's data-flow edges that the completion's code also
has (CodeBLEU's DFG part). Needs the ``reference_solution`` column; without one the
sample is not scored (None, which TRL skips).
"""

from __future__ import annotations

from typing import Any

from codereward.rewards.base import column, extractions, never_raises
from codereward.rewards.codebleu import dataflow_match


@never_raises(0.0)
def dataflow_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    references = column(kwargs, "reference_solution", len(completions))
    return [dataflow_match(ref, e.code) if ref else None for e, ref in zip(extractions(completions, kwargs), references)]
