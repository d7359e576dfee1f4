"""verl: ``compute_score`` for ``custom_reward_function``, its batch form, and the data export.

In a verl PPO/GRPO config::

    custom_reward_function:
      path: <site-packages>/codereward/integrations/verl.py   # or any file importing these
      name: compute_score            # NaiveRewardManager / PrimeRewardManager
      # name: compute_score_batch    # with reward_model.reward_manager=batch

``compute_score(data_source, solution_str, ground_truth, extra_info)`` returns a dict with
``score`` (the composite) and every component (the same keys for every sample, as verl
requires to stack them into ``reward_extra_info``). ``ground_truth`` is the JSON the
exporter writes into ``reward_model.ground_truth``: ``{"tests": [...], "entry_point": ...}``.
Weights, the composite mode and the efficiency reward's settings (``efficiency-k``, ...)
come from ``extra_info["codereward"]`` when present (``codereward export verl`` writes it),
else the defaults (0.2 format, 0.3 correctness, 0.5 quality, linear).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from codereward.rewards import DEFAULT_WEIGHTS, evaluate, parse_weights
from codereward.rewards.base import log
from codereward.rewards.efficiency import EfficiencySettings

DATA_SOURCE = "codereward"


def problem_from_ground_truth(ground_truth: Any, extra_info: Any = None) -> dict[str, Any]:
    """A problem row from a ground truth (JSON text, a dict, or assert-style test code) and extra_info."""
    truth = ground_truth
    if isinstance(truth, str):
        try:
            truth = json.loads(truth)
        except json.JSONDecodeError:
            truth = {"tests": truth}  # plain assert-style test code
    problem = dict(truth) if isinstance(truth, dict) else {"tests": truth}
    if isinstance(extra_info, dict):
        for key in ("entry_point", "reference_solution", "id"):
            if key in extra_info and key not in problem:
                problem[key] = extra_info[key]
    return problem


def _settings(extra_info: Any) -> tuple[dict[str, float], str, EfficiencySettings]:
    options = extra_info.get("codereward", {}) if isinstance(extra_info, dict) else {}
    return (parse_weights(options.get("weights")), options.get("composite", "linear"),
            EfficiencySettings.from_options(options))


def _as_dict(breakdown: Any, weights: dict[str, float]) -> dict[str, Any]:
    row = {"score": float(breakdown.composite)}
    row.update({name: float(breakdown.components.get(name, 0.0)) for name in weights})
    row["tests_passed"] = float(breakdown.tests.get("passed", 0))
    row["tests_total"] = float(breakdown.tests.get("total", 0))
    return row


def _zero(weights: dict[str, float]) -> dict[str, Any]:
    return {"score": 0.0, **{name: 0.0 for name in weights}, "tests_passed": 0.0, "tests_total": 0.0}


def compute_score(data_source: str, solution_str: str, ground_truth: Any, extra_info: Any = None, **kwargs: Any) -> dict[str, Any]:
    """One sample, verl's ``compute_score`` contract."""
    return compute_score_batch([data_source], [solution_str], [ground_truth], [extra_info], **kwargs)[0]


def compute_score_batch(
    data_sources: Sequence[str],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Sequence[Any] | None = None,
    **kwargs: Any,
) -> list[dict[str, Any]]:
    """A whole batch at once (verl's ``BatchRewardManager`` contract): analysis and tests batched."""
    n = len(solution_strs)
    extra_infos = list(extra_infos) if extra_infos is not None else [None] * n
    try:
        weights, mode, efficiency = _settings(extra_infos[0] if extra_infos else None)
    except ValueError as exc:  # bad weights in the data: score zero with the reason, never raise into verl
        log.warning("verl compute_score_batch: bad codereward settings in extra_info: %s", exc)
        return [_zero(dict(DEFAULT_WEIGHTS)) for _ in range(n)]
    try:
        problems = [problem_from_ground_truth(g, e) for g, e in zip(ground_truths, extra_infos)]
        results = evaluate(list(solution_strs), problems, weights, mode, hidden=False, efficiency_settings=efficiency)
        return [_as_dict(r, weights) for r in results]
    except Exception as exc:  # verl would otherwise lose the step
        log.warning("verl compute_score_batch failed on %d samples: %s: %s", n, type(exc).__name__, exc)
        return [_zero(weights) for _ in range(n)]


__all__ = ["DATA_SOURCE", "DEFAULT_WEIGHTS", "compute_score", "compute_score_batch", "problem_from_ground_truth"]
