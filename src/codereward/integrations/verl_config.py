"""A ready verl PPO/GRPO launch for codereward's problem set: Hydra overrides, a shell script, a YAML.

verl (``python3 -m verl.trainer.main_ppo``) is configured with Hydra: users launch it with a
list of ``key=value`` overrides on top of verl's own ``ppo_trainer.yaml``. Every key written
here is listed in ``verl_keys.yaml`` next to this module, with the verl release it was checked
against; :func:`overrides` refuses any other key, so a config can only drift from verl's
schema by editing that list on purpose.

The reward, for verl 0.7.1 and later (the default target, tested against 0.9.1): codereward's
own reward manager class ``CodeRewardManager`` (``integrations/verl_manager.py``, loaded by verl
from the file) scores each step's samples as one batch (one analyzer pass, one sandbox batch);
``--reward-manager naive`` uses verl's per-sample ``naive`` manager with ``compute_score``.
verl 0.7.1 moved these settings under ``reward.*`` and dropped its ``batch`` manager; for
older releases (``verl_version`` below 0.7.1) the export writes the old keys
(``custom_reward_function.*``, ``reward_model.reward_manager``) and the ``batch`` manager with
``compute_score_batch``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

KEYS_FILE = Path(__file__).with_name("verl_keys.yaml")
ALGORITHMS = ("grpo", "ppo")
#: ``--reward-manager``: codereward's batched manager, or verl's per-sample one
REWARD_MANAGERS = ("batch", "naive")
MANAGER_CLASS = "CodeRewardManager"
#: the verl release the export targets by default (the one the contract tests run)
VERL_VERSION = "0.9.1"
#: the first verl release that reads the reward from ``reward.*`` and has no ``batch`` manager
REWARD_SECTION_SINCE = (0, 7, 1)
# The shell expressions run_verl.sh uses: the data sits next to the script, and the reward
# files are resolved on the machine that runs verl (codereward installed there).
SCRIPT_TRAIN, SCRIPT_VAL = "${DATA_DIR}/train.parquet", "${DATA_DIR}/validation.parquet"
SCRIPT_REWARD, SCRIPT_MANAGER = "${REWARD_FILE}", "${MANAGER_FILE}"
#: verl's reward_kwargs (not in its schema: a new key there is written with Hydra's ``+``)
REWARD_KWARGS = "reward.custom_reward_function.reward_kwargs"


def parse_version(text: str) -> tuple[int, ...]:
    """``"0.9.1"`` -> ``(0, 9, 1)``; ``ValueError`` naming the text otherwise."""
    parts = text.strip().lstrip("v").split(".")
    if not 1 <= len(parts) <= 3 or not all(p.isdigit() for p in parts):
        raise ValueError(f"verl version {text!r} is not like 0.9.1")
    return tuple(int(p) for p in parts) + (0,) * (3 - len(parts))


def reward_section(verl_version: str) -> bool:
    """Whether ``verl_version`` reads the reward from ``reward.*`` (0.7.1 and later)."""
    return parse_version(verl_version) >= REWARD_SECTION_SINCE


@lru_cache(maxsize=1)
def verl_schema() -> dict[str, Any]:
    """The checked-in key list and its provenance (``{"verl": {...}, "keys": [...]}``)."""
    import yaml

    return yaml.safe_load(KEYS_FILE.read_text(encoding="utf-8"))


def known_keys() -> frozenset[str]:
    return frozenset(verl_schema()["keys"])


@dataclass
class VerlLaunch:
    """What a verl run needs beyond the data; defaults suit a 3B model on one 8-GPU node."""

    model: str = "Qwen/Qwen2.5-3B-Instruct"  # one of the paper's policies
    algorithm: str = "grpo"
    n_gpus_per_node: int = 8
    nnodes: int = 1
    group_size: int = 8  # completions per prompt (GRPO); PPO samples one and learns a critic
    train_batch_size: int = 32  # prompts per step
    mini_batch_size: int = 16  # prompts per policy update
    max_prompt_length: int = 2048  # the longest shipped prompt is ~4,100 characters
    max_response_length: int = 2048
    lr: float = 1e-6
    critic_lr: float = 1e-5
    kl_coef: float = 0.001
    epochs: int = 15
    tensor_parallel: int = 1  # vLLM tensor parallelism; 2 or more for models over ~8B
    gpu_memory_utilization: float = 0.6
    reward_manager: str = "batch"
    reward_workers: int = 8  # verl's reward.num_workers (its default); each one's sandbox gets its share of the CPUs
    verl_version: str = VERL_VERSION
    project: str = "codereward"
    experiment: str = "quality_grpo"

    @property
    def samples_per_prompt(self) -> int:
        return self.group_size if self.algorithm == "grpo" else 1

    @property
    def world_size(self) -> int:
        return self.n_gpus_per_node * self.nnodes

    def micro_batch_per_gpu(self) -> int:
        """The largest of 4, 2, 1 that divides the per-GPU share of a mini-batch (verl asserts it does)."""
        share = self.mini_batch_size * self.samples_per_prompt // self.world_size
        return next(m for m in (4, 2, 1) if share % m == 0)


def check(launch: VerlLaunch, n_train: int) -> None:
    """Raise ``ValueError`` naming the setting when verl would reject the run or train on nothing."""
    problems = []
    if launch.algorithm not in ALGORITHMS:
        problems.append(f"algorithm {launch.algorithm!r} is not one of {', '.join(ALGORITHMS)}")
    if launch.reward_manager not in REWARD_MANAGERS:
        problems.append(f"reward manager {launch.reward_manager!r} is not one of {', '.join(REWARD_MANAGERS)}")
    try:
        parse_version(launch.verl_version)
    except ValueError as exc:
        problems.append(str(exc))
    for name in ("n_gpus_per_node", "nnodes", "reward_workers", "train_batch_size", "mini_batch_size", "max_prompt_length",
                 "max_response_length", "epochs", "tensor_parallel"):
        if getattr(launch, name) < 1:
            problems.append(f"{name} must be >= 1, got {getattr(launch, name)}")
    if launch.algorithm == "grpo" and launch.group_size < 2:
        problems.append("group_size must be >= 2 for GRPO: advantages are relative to the group")
    if not 0 < launch.gpu_memory_utilization <= 1:
        problems.append("gpu_memory_utilization must be in (0, 1]")
    if problems:
        raise ValueError("; ".join(problems))
    # verl's dataloader drops the last incomplete batch, so a batch larger than the split trains on nothing
    if launch.train_batch_size > n_train:
        problems.append(f"train_batch_size {launch.train_batch_size} exceeds the {n_train} training prompts")
    if launch.train_batch_size % launch.mini_batch_size:
        problems.append(f"train_batch_size {launch.train_batch_size} is not a multiple of mini_batch_size {launch.mini_batch_size}")
    samples = launch.mini_batch_size * launch.samples_per_prompt
    if samples % launch.world_size:
        problems.append(
            f"mini_batch_size x samples per prompt = {samples} does not split evenly over {launch.world_size} GPUs "
            f"({launch.n_gpus_per_node} x {launch.nnodes} nodes)")
    if launch.n_gpus_per_node % launch.tensor_parallel:
        problems.append(f"tensor_parallel {launch.tensor_parallel} does not divide n_gpus_per_node {launch.n_gpus_per_node}")
    if problems:
        raise ValueError("; ".join(problems))


def reward_overrides(launch: VerlLaunch, reward_file: str, manager_file: str) -> list[tuple[str, Any]]:
    """Where verl finds the reward: keys of ``launch.verl_version``, the manager ``launch.reward_manager``."""
    batched = launch.reward_manager == "batch"
    if not reward_section(launch.verl_version):
        return [("reward_model.reward_manager", launch.reward_manager),
                ("custom_reward_function.path", reward_file),
                ("custom_reward_function.name", "compute_score_batch" if batched else "compute_score")]
    # the reward workers and their sandboxes are sized together: codereward's manager reads
    # reward.num_workers itself; verl's naive manager hands compute_score only reward_kwargs
    if batched:
        return [("reward.num_workers", launch.reward_workers),
                ("reward.reward_manager.source", "importlib"),
                ("reward.reward_manager.name", MANAGER_CLASS),
                ("reward.reward_manager.module.path", manager_file)]
    return [("reward.num_workers", launch.reward_workers),
            ("reward.reward_manager.name", "naive"),
            ("reward.custom_reward_function.path", reward_file),
            ("reward.custom_reward_function.name", "compute_score"),
            (f"+{REWARD_KWARGS}.reward_workers_per_node", -(-launch.reward_workers // launch.nnodes))]


def overrides(launch: VerlLaunch, train_file: str, val_file: str, reward_file: str,
              manager_file: str) -> list[tuple[str, Any]]:
    """The Hydra overrides of a run, in the order verl's examples write them."""
    grpo = launch.algorithm == "grpo"
    micro = launch.micro_batch_per_gpu()
    items: list[tuple[str, Any]] = [
        ("algorithm.adv_estimator", "grpo" if grpo else "gae"),
        ("data.train_files", train_file),
        ("data.val_files", val_file),
        ("data.prompt_key", "prompt"),
        ("data.reward_fn_key", "data_source"),
        ("data.train_batch_size", launch.train_batch_size),
        ("data.max_prompt_length", launch.max_prompt_length),
        ("data.max_response_length", launch.max_response_length),
        ("data.shuffle", True),
        # a prompt over the limit is dropped at load time instead of failing the run mid-epoch
        ("data.filter_overlong_prompts", True),
        ("data.truncation", "error"),
        ("actor_rollout_ref.model.path", launch.model),
        ("actor_rollout_ref.model.use_remove_padding", True),
        ("actor_rollout_ref.model.enable_gradient_checkpointing", True),
        ("actor_rollout_ref.actor.optim.lr", launch.lr),
        ("actor_rollout_ref.actor.ppo_mini_batch_size", launch.mini_batch_size),
        ("actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu", micro),
        # GRPO regularises with a KL loss against the reference policy (as the paper and verl's
        # GRPO examples do); PPO keeps verl's default of no KL loss
        ("actor_rollout_ref.actor.use_kl_loss", grpo),
    ]
    if grpo:
        items += [
            ("actor_rollout_ref.actor.kl_loss_coef", launch.kl_coef),
            ("actor_rollout_ref.actor.kl_loss_type", "low_var_kl"),
        ]
    items += [
        ("actor_rollout_ref.actor.entropy_coeff", 0),
        ("actor_rollout_ref.actor.fsdp_config.param_offload", False),
        ("actor_rollout_ref.actor.fsdp_config.optimizer_offload", False),
        ("actor_rollout_ref.rollout.name", "vllm"),
        ("actor_rollout_ref.rollout.n", launch.samples_per_prompt),
        ("actor_rollout_ref.rollout.temperature", 1.0),
        ("actor_rollout_ref.rollout.tensor_model_parallel_size", launch.tensor_parallel),
        ("actor_rollout_ref.rollout.gpu_memory_utilization", launch.gpu_memory_utilization),
        ("actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu", micro),
        ("actor_rollout_ref.ref.log_prob_micro_batch_size_per_gpu", micro),
        ("actor_rollout_ref.ref.fsdp_config.param_offload", True),
    ]
    if not grpo:
        items += [
            ("critic.model.path", launch.model),
            ("critic.model.use_remove_padding", True),
            ("critic.model.enable_gradient_checkpointing", True),
            ("critic.optim.lr", launch.critic_lr),
            ("critic.ppo_micro_batch_size_per_gpu", micro),
        ]
    items += [
        ("algorithm.use_kl_in_reward", False),
        *reward_overrides(launch, reward_file, manager_file),
        ("trainer.critic_warmup", 0),
        ("trainer.logger", ["console"]),
        ("trainer.project_name", launch.project),
        ("trainer.experiment_name", launch.experiment),
        ("trainer.n_gpus_per_node", launch.n_gpus_per_node),
        ("trainer.nnodes", launch.nnodes),
        ("trainer.val_before_train", True),
        ("trainer.save_freq", 20),
        ("trainer.test_freq", 5),
        ("trainer.total_epochs", launch.epochs),
    ]
    unknown = [key for key, _ in items if key not in known_keys()]
    if unknown:  # a programming error: the key list is the contract with verl
        raise KeyError(f"verl keys not in {KEYS_FILE.name}: {', '.join(unknown)}")
    return items


def hydra_value(value: Any) -> str:
    """A value in Hydra's override grammar."""
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(hydra_value(v) for v in value) + "]"
    return str(value)


def _shell_word(key: str, value: Any) -> str:
    text = f"{key}={hydra_value(value)}"
    if isinstance(value, str) and value.startswith("${"):
        return f'{key}="{value}"'  # a shell expression: expanded when the script runs
    if all(c.isalnum() or c in "._-=/:+" for c in text):
        return text
    return "'" + text.replace("'", "'\"'\"'") + "'"


def render_script(launch: VerlLaunch, header: str = "") -> str:
    """``run_verl.sh``: the launch as verl users write it, extra overrides appended from ``"$@"``."""
    source = verl_schema()["verl"]
    items = overrides(launch, SCRIPT_TRAIN, SCRIPT_VAL, SCRIPT_REWARD, SCRIPT_MANAGER)
    lines = [
        "#!/usr/bin/env bash",
        f"# {launch.algorithm.upper()} with codereward's rewards on verl. Written by `codereward export verl`.",
        f"# For verl {launch.verl_version}; keys checked against {source['release']} ({source['config']}).",
        *(f"# {line}" for line in header.splitlines()),
        "#",
        "# Usage: bash run_verl.sh [more.verl.key=value ...]   (later overrides win)",
        "# Needs, on every node: verl with vLLM, and codereward (pip install codereward) for the reward.",
    ]
    if launch.nnodes > 1:
        lines += [
            f"# Multi-node ({launch.nnodes} nodes x {launch.n_gpus_per_node} GPUs): verl runs on a Ray cluster.",
            "#   head node:    ray start --head --dashboard-host=0.0.0.0",
            "#   other nodes:  ray start --address=<head-ip>:6379",
            "# then run this script on the head node.",
        ]
    lines += [
        "set -euo pipefail",
        'DATA_DIR="${DATA_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}"',
        "REWARD_FILE=\"${REWARD_FILE:-$(python3 -c 'import codereward.integrations.verl as m; print(m.__file__)')}\"",
        'MANAGER_FILE="${MANAGER_FILE:-$(dirname "$REWARD_FILE")/verl_manager.py}"',
        "",
        "python3 -m verl.trainer.main_ppo \\",
    ]
    lines += [f"    {_shell_word(key, value)} \\" for key, value in items]
    lines.append('    "$@"')
    return "\n".join(lines) + "\n"


def _nest(items: list[tuple[str, Any]]) -> dict[str, Any]:
    tree: dict[str, Any] = {}
    for key, value in items:
        *parents, leaf = key.lstrip("+").split(".")  # a config file adds a key by writing it
        node = tree
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return tree


def render_yaml(launch: VerlLaunch, train_file: str, val_file: str, reward_file: str, manager_file: str) -> str:
    """The same run as a Hydra config on top of verl's ``ppo_trainer``.

    Launch it with ``python3 -m verl.trainer.main_ppo --config-path <dir> --config-name <name>``:
    ``hydra.searchpath`` finds verl's own ``ppo_trainer.yaml``, and ``_self_`` last lets these
    values win over its defaults.
    """
    import yaml

    source = verl_schema()["verl"]
    body = {"hydra": {"searchpath": ["pkg://verl.trainer.config"]}, "defaults": ["ppo_trainer", "_self_"]}
    body.update(_nest(overrides(launch, train_file, val_file, reward_file, manager_file)))
    header = (
        f"# {launch.algorithm.upper()} with codereward's rewards on verl. Written by `codereward export verl`.\n"
        f"# For verl {launch.verl_version}; keys checked against {source['release']} ({source['config']}).\n"
        "# The paths below are this machine's; run_verl.sh resolves them where it runs.\n"
    )
    return header + yaml.safe_dump(body, sort_keys=False, default_flow_style=False)


__all__ = ["ALGORITHMS", "KEYS_FILE", "MANAGER_CLASS", "REWARD_MANAGERS", "VERL_VERSION", "VerlLaunch", "check",
           "hydra_value", "known_keys", "overrides", "parse_version", "render_script", "render_yaml", "reward_section",
           "verl_schema"]
