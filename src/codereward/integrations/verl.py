"""verl: ``compute_score`` for ``reward.custom_reward_function``, its batch form, and the data routing.

verl (0.7.1 and later, 0.9.1 current) reads the reward from ``reward.*``::

    reward:
      reward_manager: {source: importlib, name: CodeRewardManager,
                       module: {path: <site-packages>/codereward/integrations/verl_manager.py}}
      # or, one sample per call with verl's own manager:
      # reward_manager: {name: naive}
      # custom_reward_function: {path: <site-packages>/codereward/integrations/verl.py, name: compute_score}

``CodeRewardManager`` (``verl_manager.py``) scores every sample of a step in one call of
``compute_score_batch``; ``compute_score`` is the per-sample contract of verl's ``naive``
manager, and ``compute_score_batch`` also serves verl 0.6's ``batch`` manager.

Each returns, per sample, a dict with the keys ``EXTRA_KEYS``, the same for every row,
codereward's and verl's alike: verl stacks ``reward_extra_info`` with the keys of the
first sample of a batch (``RewardLoopManager.compute_rm_score``,
``AgentLoopWorker._postprocess``), so a key missing from any row fails the step. A
codereward row has ``score`` (the composite), every reward name of ``REWARDS`` (0 where
not weighted), ``tests_passed``, ``tests_total``, ``error`` (0 scored, 2 the scoring
failed: drop the sample), ``acc`` (1 when every visible test passed) and ``pred`` ("");
a row of verl's scorer has its ``score``, ``acc`` (the score when it gives none) and
``pred``, the rest 0. Other keys a scorer returns are dropped. ``ground_truth`` is the JSON the exporter writes into
``reward_model.ground_truth``: ``{"tests": [...], "entry_point": ...}``. Weights, the
composite mode and the efficiency reward's settings (``efficiency-k``, ...) come from
``extra_info["codereward"]`` when present (``codereward export verl`` writes it), else the
defaults (0.2 format, 0.3 correctness, 0.5 quality, linear); ``end_markers`` (through verl's
``custom_reward_function.reward_kwargs``) adds end-of-turn markers to strip.

Sizing: verl starts ``reward.num_workers`` reward workers (8 by default), spread over the
nodes, and each builds a sandbox; a sandbox left to itself starts one worker per CPU, so
a node would run 8 per CPU. Each reward worker's sandbox gets its share of the node's
CPUs instead (``sandbox_workers``): ``CodeRewardManager`` reads ``reward.num_workers`` and
the nodes from verl's config; ``compute_score`` (verl's ``naive`` manager) reads
``reward_workers_per_node`` from ``reward_kwargs``, which ``codereward export verl`` writes.
``sandbox_workers=N`` in ``reward_kwargs`` sets the count outright.

Rows of other data sources (``data_source`` neither ``codereward`` nor ``codereward/...``)
go to verl's own ``default_compute_score``, as they would without codereward, so one
run can mix codereward's problems with verl's math or code sets.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from codereward.problems.export import DATA_SOURCE, problem_from_ground_truth
from codereward.rewards import DEFAULT_WEIGHTS, REWARDS
from codereward.rewards.base import log
from codereward.rewards.composite import ROW_COUNTS, zero_row
from codereward.rewards.settings import ScoringSettings
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.workers import available_cpus

#: the keys of every row's extra info, whoever scored it (verl needs one set for a whole batch)
EXTRA_KEYS = ("score", "acc", "pred", *REWARDS, *ROW_COUNTS)
_dropped: set[str] = set()


def verl_row(result: Any) -> dict[str, Any]:
    """A scorer's result (a number, or a dict with ``score``) as a row with exactly ``EXTRA_KEYS``.

    The numbers are floats, ``pred`` text; a dict without ``score`` is a ``KeyError``, as in verl.
    """
    row: dict[str, Any] = dict.fromkeys(EXTRA_KEYS, 0.0)
    row["pred"] = ""
    if isinstance(result, dict):
        row["score"] = float(result["score"])
        row["acc"] = float(result.get("acc", row["score"]))
        if result.get("pred") is not None:
            row["pred"] = str(result["pred"])
        for key, value in result.items():
            if key in ("score", "acc", "pred"):
                continue
            if key in row:
                row[key] = float(value)
            elif key not in _dropped:
                _dropped.add(key)
                log.warning("verl reward: key %r is not one of codereward's fixed extra-info keys; dropped", key)
    else:
        row["score"] = row["acc"] = float(result)
    return row


def is_codereward(data_source: Any) -> bool:
    """Whether codereward scores rows of ``data_source`` (else verl's default scorer does)."""
    return isinstance(data_source, str) and (data_source == DATA_SOURCE or data_source.startswith(DATA_SOURCE + "/"))


#: the keyword arguments (verl's ``reward_kwargs``) that size the sandbox, not passed on to verl's scorer
SIZING_KWARGS = ("sandbox_workers", "reward_workers_per_node")
_sandboxes: dict[int, Any] = {}


def reward_workers_per_node(num_workers: int, nnodes: int = 1) -> int:
    """How many of verl's ``reward.num_workers`` reward workers share a node: verl places them
    round-robin over the live nodes with CPUs (``RewardLoopManager``); ``nnodes`` outside Ray."""
    nodes = nnodes
    try:
        import ray

        if ray.is_initialized():
            nodes = sum(1 for node in ray.nodes() if node["Alive"] and node["Resources"].get("CPU", 0) > 0) or nodes
    except Exception:  # no Ray, or it cannot list its nodes: the configured count
        nodes = nnodes
    return -(-max(1, num_workers) // max(1, nodes))


def sandbox_workers(reward_workers_per_node: int = 1, cpus: int | None = None, fixed: int = 0) -> int:
    """Sandbox processes for one of ``reward_workers_per_node`` reward workers sharing a node's CPUs:
    its share of them (at least one), or ``fixed`` when that is set."""
    if fixed > 0:
        return int(fixed)
    cpus = available_cpus() if cpus is None else cpus
    return max(1, cpus // max(1, int(reward_workers_per_node)))


def sized_sandbox(processes: int) -> Any:
    """This process's sandbox with at most ``processes`` warm workers (made once per size).

    A sandbox keeps ``workers`` of each kind (lean and full, ``SandboxConfig.lean_workers``):
    half of them each, or one full kind when there is room for one.
    """
    if processes not in _sandboxes:
        lean = processes >= 2
        _sandboxes[processes] = Sandbox(SandboxConfig(workers=processes // 2 if lean else 1, lean_workers=lean))
    return _sandboxes[processes]


def _sandbox_for(kwargs: dict[str, Any]) -> Any:
    """The sandbox ``kwargs`` (verl's ``reward_kwargs``) ask for; None: the process-wide default one."""
    fixed = int(kwargs.get("sandbox_workers") or 0)
    per_node = kwargs.get("reward_workers_per_node")
    if not fixed and per_node is None:
        return None
    return sized_sandbox(sandbox_workers(per_node or 1, fixed=fixed))


def _settings(extra_info: Any) -> ScoringSettings:
    """The settings ``codereward export verl`` writes into ``extra_info["codereward"]`` (defaults without)."""
    return ScoringSettings.from_mapping(extra_info.get("codereward") if isinstance(extra_info, dict) else None)


def _as_row(breakdown: Any) -> dict[str, Any]:
    row = breakdown.row(REWARDS)
    return verl_row({**row, "acc": float(row["tests_total"] > 0 and row["tests_passed"] == row["tests_total"])})


def default_compute_score(data_source: Any, solution_str: str, ground_truth: Any, extra_info: Any = None,
                          **kwargs: Any) -> Any:
    """verl's own scorer for a data source codereward does not own, as a row of ``EXTRA_KEYS``
    (raises what verl raises)."""
    from verl.utils.reward_score import default_compute_score as verl_default

    return verl_row(verl_default(data_source, solution_str, ground_truth, extra_info, **kwargs))


def compute_score(data_source: str, solution_str: str, ground_truth: Any, extra_info: Any = None, **kwargs: Any) -> Any:
    """One sample, verl's ``compute_score`` contract (the ``naive`` reward manager)."""
    if not is_codereward(data_source):
        theirs = {k: v for k, v in kwargs.items() if k not in SIZING_KWARGS and k != "end_markers"}
        return default_compute_score(data_source, solution_str, ground_truth, extra_info, **theirs)
    return compute_score_batch([data_source], [solution_str], [ground_truth], [extra_info], **kwargs)[0]


def compute_score_batch(
    data_sources: Sequence[str],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Sequence[Any] | None = None,
    **kwargs: Any,
) -> list[Any]:
    """A whole batch at once: analysis and tests batched; other data sources go to verl's scorer."""
    n = len(solution_strs)
    extra_infos = list(extra_infos) if extra_infos is not None else [None] * n
    ours = [i for i in range(n) if is_codereward(data_sources[i])]
    results: list[Any] = [None] * n
    for i in set(range(n)) - set(ours):
        results[i] = default_compute_score(data_sources[i], solution_strs[i], ground_truths[i], extra_infos[i])
    if not ours:
        return results
    try:
        settings = _settings(extra_infos[ours[0]])
    except ValueError as exc:  # bad weights in the data: zeros with error 2, never raise into verl
        log.warning("verl compute_score_batch: bad codereward settings in extra_info: %s", exc)
        rows = [verl_row(zero_row(REWARDS)) for _ in ours]
    else:
        problems = [problem_from_ground_truth(ground_truths[i], extra_infos[i]) for i in ours]
        settings = settings.replace(end_markers=(*settings.end_markers, *(kwargs.get("end_markers") or ())))
        scored = settings.evaluate([solution_strs[i] for i in ours], problems, hidden=False,
                                   sandbox=_sandbox_for(kwargs))
        rows = [_as_row(r) for r in scored]
    for i, row in zip(ours, rows):
        results[i] = row
    return results


__all__ = ["DATA_SOURCE", "DEFAULT_WEIGHTS", "EXTRA_KEYS", "compute_score", "compute_score_batch", "default_compute_score",
           "is_codereward", "problem_from_ground_truth", "reward_workers_per_node", "sandbox_workers", "sized_sandbox", "verl_row"]
