"""The experiment's effect: quality arm minus control on held-out prompts, with a two-level bootstrap interval.

Two things are random in the experiment: which held-out prompts are asked (and what is
sampled for them), and how a GRPO run goes (its seed). Both arms answer the same prompts,
so the comparison is paired by prompt; and the two runs of one seed are twins (the same
start, the same training prompts in the same order, the same sampling seed), so it is
paired by seed too. The point estimate is the mean over prompts of (the arm's mean over
its seeds minus the control's). The 95% interval is the 2.5th and 97.5th percentile of
that estimate over ``resamples`` bootstrap resamples that redraw, each time, the seeds
(as pairs; each arm's on their own when the arms' seeds differ) and the prompts (a
two-level bootstrap; a fixed seed, so the interval is reproducible). Resampling prompts,
not samples, keeps the samples of one prompt together; resampling seeds too keeps a run
that went well or badly from passing for a property of its arm. With one seed it is the
paired bootstrap over prompts.
"""

from __future__ import annotations

from collections.abc import Mapping

METHOD = ("two-level bootstrap: seed pairs and held-out prompts resampled (both paired across the arms; "
          "each prompt's samples averaged per seed first)")

PerSeed = Mapping[int, Mapping[str, float | None]]  # seed -> prompt id -> the prompt's mean for that seed


def paired_effect(treatment: PerSeed, control: PerSeed, *, resamples: int = 10_000,
                  seed: int = 0) -> dict[str, object]:
    """``{"diff", "ci95", "n", "seeds", "paired_seeds"}`` of treatment minus control, over the prompts that
    have a value in every seed of both arms (``n`` of them; ``seeds``: the seeds per arm)."""
    import numpy as np

    arms = [dict(treatment), dict(control)]
    prompts = sorted(set.intersection(*(set(values) for arm in arms for values in arm.values())) if all(arms)
                     else set())
    prompts = [p for p in prompts if all(values[p] is not None for arm in arms for values in arm.values())]
    seeds = [len(arm) for arm in arms]
    if not prompts:
        return {"diff": None, "ci95": [None, None], "n": 0, "seeds": seeds, "paired_seeds": False}
    # (seeds, prompts) per arm
    t, c = (np.array([[float(values[p]) for p in prompts] for _, values in sorted(arm.items())]) for arm in arms)
    rng = np.random.default_rng(seed)
    if paired := sorted(arms[0]) == sorted(arms[1]):  # seed s of one arm is the twin of seed s of the other
        diffs = t - c
        by_seed = diffs[rng.integers(0, len(diffs), size=(resamples, len(diffs)))].mean(axis=1)  # (resamples, prompts)
    else:
        by_seed = (t[rng.integers(0, len(t), size=(resamples, len(t)))].mean(axis=1)
                   - c[rng.integers(0, len(c), size=(resamples, len(c)))].mean(axis=1))
    picks = rng.integers(0, len(prompts), size=(resamples, len(prompts)))
    means = np.take_along_axis(by_seed, picks, axis=1).mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return {"diff": float((t.mean(axis=0) - c.mean(axis=0)).mean()), "ci95": [float(low), float(high)],
            "n": len(prompts), "seeds": seeds, "paired_seeds": paired}
