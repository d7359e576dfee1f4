"""Format reward (quality-grpo §3.3): exactly one well-formed ```python block. Range [0, 1].

1.0 for one closed, non-empty ```python block and nothing that fools a reader (no
invisible characters); 0.0 otherwise: no block, several blocks, an unclosed block, an
untagged or non-Python block, an empty block.
"""

from __future__ import annotations

from typing import Any

from codereward.rewards.base import extractions, never_raises


@never_raises(0.0)
def format_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    return [1.0 if e.format_ok else 0.0 for e in extractions(completions, kwargs)]
