"""The experiment's effect: quality arm minus control on held-out prompts, with a paired bootstrap interval.

Both arms answer the same held-out prompts, so the comparison is paired by prompt: each
prompt's samples (all seeds, all samples per seed) are averaged per arm first, the
per-prompt differences are then averaged, and the 95% interval is the 2.5th and 97.5th
percentile of that mean over ``resamples`` bootstrap resamples of the prompts (a fixed
seed, so the interval is reproducible). Resampling prompts, not samples, keeps the samples
of one prompt together: they are not independent of each other.
"""

from __future__ import annotations

from collections.abc import Mapping

METHOD = "paired bootstrap over held-out prompts (each prompt's samples of every seed averaged first)"


def paired_effect(treatment: Mapping[str, float | None], control: Mapping[str, float | None], *,
                  resamples: int = 10_000, seed: int = 0) -> dict[str, object]:
    """``{"diff", "ci95", "n"}`` of treatment minus control over the prompts both have a value for."""
    import numpy as np

    diffs = np.array([float(t) - float(c) for k, t in treatment.items()
                      if t is not None and (c := control.get(k)) is not None])
    if diffs.size == 0:
        return {"diff": None, "ci95": [None, None], "n": 0}
    picks = np.random.default_rng(seed).integers(0, diffs.size, size=(resamples, diffs.size))
    means = diffs[picks].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return {"diff": float(diffs.mean()), "ci95": [float(low), float(high)], "n": int(diffs.size)}
