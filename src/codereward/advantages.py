"""Group-relative advantage estimators (SPEC §5), on numpy arrays or torch tensors.

Rewards come flat, ``group_size`` consecutive completions per prompt (TRL's order).

- ``grpo``: (r - mean_group) / (std_group + eps), std unbiased as TRL computes it.
- ``dr_grpo``: r - mean_group (Dr. GRPO: no division by the std).
- ``codepo``: z = (r - mean) / (std + 1e-8); r^ = tanh(z); A = r^ - mean_group(r^)
  (codepo-paper eq. 9-11).
"""

from __future__ import annotations

from typing import Any

ESTIMATORS = ("grpo", "dr_grpo", "codepo")


def _grouped(rewards: Any, group_size: int) -> tuple[Any, Any]:
    """(module, rewards viewed as (groups, group_size)) for numpy or torch input."""
    if group_size < 1:
        raise ValueError(f"group_size must be >= 1, got {group_size}")
    n = rewards.shape[0]
    if n % group_size:
        raise ValueError(f"{n} rewards do not split into groups of {group_size}")
    if type(rewards).__module__.startswith("torch"):
        import torch

        return torch, rewards.reshape(-1, group_size).to(torch.float32)
    import numpy as np

    return np, np.asarray(rewards, dtype=np.float64).reshape(-1, group_size)


def _mean_std(xp: Any, grouped: Any) -> tuple[Any, Any]:
    mean = grouped.mean(axis=1, keepdims=True) if xp.__name__ == "numpy" else grouped.mean(dim=1, keepdim=True)
    if grouped.shape[1] < 2:
        return mean, grouped * 0
    if xp.__name__ == "numpy":
        return mean, grouped.std(axis=1, ddof=1, keepdims=True)
    return mean, grouped.std(dim=1, keepdim=True)


def grpo(rewards: Any, group_size: int, eps: float = 1e-4) -> Any:
    xp, g = _grouped(rewards, group_size)
    mean, std = _mean_std(xp, g)
    return ((g - mean) / (std + eps)).reshape(-1)


def dr_grpo(rewards: Any, group_size: int) -> Any:
    xp, g = _grouped(rewards, group_size)
    mean, _ = _mean_std(xp, g)
    return (g - mean).reshape(-1)


def codepo(rewards: Any, group_size: int, eps: float = 1e-8) -> Any:
    xp, g = _grouped(rewards, group_size)
    mean, std = _mean_std(xp, g)
    squashed = xp.tanh((g - mean) / (std + eps))
    centre = squashed.mean(axis=1, keepdims=True) if xp.__name__ == "numpy" else squashed.mean(dim=1, keepdim=True)
    return (squashed - centre).reshape(-1)


def compute(name: str, rewards: Any, group_size: int) -> Any:
    """The advantages of ``rewards`` by the estimator called ``name``."""
    if name == "grpo":
        return grpo(rewards, group_size)
    if name == "dr_grpo":
        return dr_grpo(rewards, group_size)
    if name == "codepo":
        return codepo(rewards, group_size)
    raise ValueError(f"unknown advantage estimator {name!r} (known: {', '.join(ESTIMATORS)})")
