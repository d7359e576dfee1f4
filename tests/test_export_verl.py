"""`codereward export verl` and the multi-GPU configs: what a user launches beyond one machine.

verl, vLLM and DeepSpeed are not installed here, so the checks are against what each project
itself defines: verl's keys (the checked-in list with its commit), accelerate's own config
parser and launcher environment, and TRL's GRPOConfig and vllm-serve fields.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shlex
import subprocess
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml

from codereward.cli.main import main
from codereward.integrations.verl import EXTRA_KEYS, compute_score_batch
from codereward.integrations.verl_config import VerlLaunch, check, known_keys, overrides, render_script, verl_schema
from codereward.problems import BUG_CATEGORIES, load_rows
from codereward.rewards.settings import ScoringSettings

CONFIGS = Path(__file__).resolve().parents[1] / "src" / "codereward" / "train" / "configs"
ACCELERATE_CONFIGS = sorted((CONFIGS / "accelerate").glob("*.yaml"))
VERL_COLUMNS = {"data_source", "prompt", "ability", "reward_model", "extra_info"}


def export(out: Path, *args: str) -> int:
    return main(["export", "verl", "--out", str(out), *args])


@pytest.fixture(scope="module")
def grpo_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("verl")
    assert export(out, "--weights", "format=0.2,correctness=0.3,quality=0.5", "--composite", "gated") == 0
    return out


def script_overrides(script: str) -> list[str]:
    """The key=value words passed to verl.trainer.main_ppo, as the shell would split them."""
    command = script.split("python3 -m verl.trainer.main_ppo", 1)[1]
    words = shlex.split(command.replace("\\\n", " "))
    return [w for w in words if w != "$@"]


def test_export_writes_the_parquet_files_config_and_script(grpo_dir, capsys):
    names = {p.name for p in grpo_dir.iterdir()}
    assert names == {"train.parquet", "validation.parquet", "verl_grpo.yaml", "run_verl.sh"}
    assert (grpo_dir / "run_verl.sh").stat().st_mode & 0o100, "the launch script is executable"
    train, val = (pq.read_table(grpo_dir / f"{n}.parquet").to_pandas() for n in ("train", "validation"))
    assert set(train.columns) == VERL_COLUMNS and set(val.columns) == VERL_COLUMNS
    assert (len(train), len(val)) == (len(load_rows("train")), len(load_rows("validation")))
    row = train.iloc[0]
    assert row["data_source"] == "codereward" and row["ability"] == "code"
    assert [m["role"] for m in row["prompt"]] == ["system", "user"]
    assert row["reward_model"]["style"] == "rule"
    settings = row["extra_info"]["codereward"]
    assert settings["weights"] == "format=0.2,correctness=0.3,quality=0.5" and settings["mode"] == "gated"
    assert ScoringSettings.from_mapping(settings) == ScoringSettings(mode="gated")  # every setting, read back
    assert set(train["extra_info"].map(lambda e: e["split"])) == {"train"}
    assert list(val["extra_info"].map(lambda e: e["index"])) == list(range(len(val)))


def test_generated_script_uses_only_pinned_verl_keys_and_is_valid_bash(grpo_dir):
    script = (grpo_dir / "run_verl.sh").read_text()
    subprocess.run(["bash", "-n", str(grpo_dir / "run_verl.sh")], check=True)
    words = script_overrides(script)
    keys = [w.split("=", 1)[0] for w in words]
    assert all("=" in w for w in words), words
    assert not set(keys) - known_keys(), set(keys) - known_keys()
    assert len(keys) == len(set(keys)), "a key is set twice"
    settings = dict(w.split("=", 1) for w in words)
    assert settings["algorithm.adv_estimator"] == "grpo"
    assert settings["actor_rollout_ref.rollout.name"] == "vllm"
    assert int(settings["actor_rollout_ref.rollout.n"]) >= 2
    assert settings["reward.reward_manager.source"] == "importlib"
    assert settings["reward.reward_manager.name"] == "CodeRewardManager"
    assert settings["reward.reward_manager.module.path"] == "${MANAGER_FILE}"
    assert settings["reward.num_workers"] == "8"  # written, verl's default: the manager sizes the sandboxes by it
    assert not [k for k in keys if k.startswith(("custom_reward_function.", "reward_model."))]  # verl 0.9 ignores them
    assert settings["data.train_files"] == "${DATA_DIR}/train.parquet"
    assert settings["trainer.logger"] == "[console]"
    assert verl_schema()["verl"]["release"] in script


def test_yaml_config_is_the_same_run_over_verls_defaults(grpo_dir):
    config = yaml.safe_load((grpo_dir / "verl_grpo.yaml").read_text())
    assert config.pop("defaults") == ["ppo_trainer", "_self_"]
    assert config.pop("hydra") == {"searchpath": ["pkg://verl.trainer.config"]}

    def flatten(node, prefix=""):
        for key, value in node.items():
            if isinstance(value, dict):
                yield from flatten(value, f"{prefix}{key}.")
            else:
                yield f"{prefix}{key}", value

    flat = dict(flatten(config))
    assert set(flat) <= known_keys()
    assert set(flat) == {w.split("=", 1)[0] for w in script_overrides((grpo_dir / "run_verl.sh").read_text())}
    assert Path(flat["data.train_files"]) == (grpo_dir / "train.parquet").resolve()
    manager = Path(flat["reward.reward_manager.module.path"])
    assert manager.is_file() and f"class {flat['reward.reward_manager.name']}(" in manager.read_text()


def test_ground_truth_round_trips_and_references_outscore_starters(grpo_dir):
    """Through the parquet file and verl's batch contract, as verl's BatchRewardManager calls it.

    Bug-category starters fail tests, so the reference must win on any analyzer settings; the
    other categories' gap is quality alone and is the problem set's own check (`problems validate`).
    """
    frame = pq.read_table(grpo_dir / "validation.parquet").to_pandas()
    rows = {r["id"]: r for r in load_rows("validation")}
    bugs = [i for i, e in enumerate(frame["extra_info"]) if rows[e["id"]]["category"] in BUG_CATEGORIES]
    others = [i for i in range(len(frame)) if i not in bugs][:6]
    assert bugs and others
    picked = frame.iloc[bugs + others]
    fence = "```python\n{}\n```".format
    extra = list(picked["extra_info"])
    truths = [rm["ground_truth"] for rm in picked["reward_model"]]
    assert all(isinstance(t, str) for t in truths)  # JSON text, as verl stores it
    refs = [fence(rows[e["id"]]["reference_solution"]) for e in extra]
    starters = [fence(rows[e["id"]]["starter_code"]) for e in extra]
    n = len(extra)
    scores = compute_score_batch(list(picked["data_source"]) * 2, refs + starters, truths * 2, extra * 2)
    ref, start = scores[:n], scores[n:]
    assert all(s["correctness"] == 1.0 and s["tests_total"] >= 5 for s in ref), [
        e["id"] for e, s in zip(extra, ref) if s["correctness"] < 1]
    for e, r, s in zip(extra[:len(bugs)], ref, start):
        assert s["correctness"] < 1.0 and r["score"] > s["score"], (e["id"], r, s)
    assert sum(r["score"] for r in ref) > sum(s["score"] for s in start)


def test_weights_written_at_export_are_the_ones_scored(tmp_path):
    assert export(tmp_path, "--weights", "correctness=1", "--algorithm", "ppo", "--reward-manager", "naive") == 0
    frame = pq.read_table(tmp_path / "train.parquet").to_pandas()
    row = frame.iloc[0]
    problem = next(r for r in load_rows("train") if r["id"] == row["extra_info"]["id"])
    result = compute_score_batch([row["data_source"]], ["```python\n" + problem["reference_solution"] + "\n```"],
                                 [row["reward_model"]["ground_truth"]], [row["extra_info"]])[0]
    assert tuple(result) == EXTRA_KEYS  # one fixed set of keys, whatever the weights
    assert result["score"] == result["correctness"] == result["acc"] == 1.0
    assert result["format"] == result["quality"] == 0.0  # not weighted
    settings = dict(w.split("=", 1) for w in script_overrides((tmp_path / "run_verl.sh").read_text()))
    assert settings["algorithm.adv_estimator"] == "gae"
    assert settings["critic.model.path"] == settings["actor_rollout_ref.model.path"]
    assert settings["actor_rollout_ref.rollout.n"] == "1"
    assert settings["reward.reward_manager.name"] == "naive"
    assert settings["reward.custom_reward_function.name"] == "compute_score"
    assert (tmp_path / "verl_ppo.yaml").is_file()


def test_verl_version_switch_writes_the_old_keys_below_0_7_1_and_rejects_nonsense(tmp_path, capsys):
    assert export(tmp_path / "old", "--verl-version", "0.6.1") == 0
    settings = dict(w.split("=", 1) for w in script_overrides((tmp_path / "old" / "run_verl.sh").read_text()))
    assert settings["reward_model.reward_manager"] == "batch"
    assert settings["custom_reward_function.name"] == "compute_score_batch"
    assert not [k for k in settings if k.startswith("reward.")]
    assert export(tmp_path / "new", "--verl-version", "0.7.1") == 0
    assert "reward.reward_manager.name=CodeRewardManager" in (tmp_path / "new" / "run_verl.sh").read_text()
    assert export(tmp_path / "bad", "--verl-version", "latest") == 2
    assert "not like 0.9.1" in capsys.readouterr().err


def test_other_data_sources_are_not_scored_as_codereward_problems():
    from codereward.integrations.verl import is_codereward

    assert is_codereward("codereward") and is_codereward("codereward/train")
    assert not is_codereward("openai/gsm8k") and not is_codereward(None)


@pytest.mark.parametrize("args, message", [
    (["--weights", "quality=abc"], "quality must be a number"),
    (["--split", "train"], "--split takes two"),
    (["--n-gpus", "8", "--nnodes", "3", "--mini-batch-size", "2", "--batch-size", "4"], "does not split evenly"),
    (["--batch-size", "512"], "exceeds the 160 training prompts"),
    (["--group-size", "1"], "group_size must be >= 2"),
    (["--tensor-parallel", "3"], "does not divide"),
])
def test_bad_settings_exit_2_with_the_reason_and_write_nothing(tmp_path, capsys, args, message):
    assert export(tmp_path / "out", *args) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_multinode_batches_divide_over_every_gpu():
    launch = VerlLaunch(n_gpus_per_node=8, nnodes=4, train_batch_size=64, mini_batch_size=32, group_size=8)
    check(launch, 160)
    settings = dict(overrides(launch, "t", "v", "r", "m"))
    per_gpu = settings["actor_rollout_ref.actor.ppo_mini_batch_size"] * settings["actor_rollout_ref.rollout.n"] // 32
    assert per_gpu % settings["actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu"] == 0
    assert settings["trainer.nnodes"] == 4
    assert "ray start --head" in render_script(launch)


# --- accelerate / DeepSpeed / vLLM server -----------------------------------------------------------


@pytest.mark.parametrize("path", ACCELERATE_CONFIGS, ids=lambda p: p.name)
def test_accelerate_configs_load_with_accelerates_own_classes(path):
    from accelerate.commands.config.config_args import ClusterConfig, load_config_from_file
    from accelerate.commands.launch import _validate_launch_command, launch_command_parser

    config = load_config_from_file(str(path))  # raises on any key ClusterConfig does not define
    assert isinstance(config, ClusterConfig)
    args = launch_command_parser().parse_args(
        ["--config_file", str(path), "--main_process_ip", "10.0.0.1", "-m", "codereward.cli.main", "train",
         "--config", "run.yaml"])
    launch_dests = set(vars(args))
    for key in (config.deepspeed_config or {}):
        assert key in launch_dests, f"{path.name}: deepspeed_config.{key} is not an accelerate launch setting"
    args, _, _ = _validate_launch_command(args)
    assert args.module and args.training_script == "codereward.cli.main"
    assert args.training_script_args == ["train", "--config", "run.yaml"]
    assert args.num_processes == config.num_machines * 8
    if config.deepspeed_config:
        from accelerate.utils.launch import prepare_deepspeed_cmd_env

        args.deepspeed_fields_from_accelerate_config = ",".join(config.deepspeed_config)
        _, env = prepare_deepspeed_cmd_env(args)
        assert env["ACCELERATE_USE_DEEPSPEED"] == "true"
        assert env["ACCELERATE_DEEPSPEED_ZERO_STAGE"] == str(config.deepspeed_config["zero_stage"])
        assert env["ACCELERATE_MIXED_PRECISION"] == "bf16"


def test_zero_stages_and_multinode_variant_are_present():
    assert {p.name for p in ACCELERATE_CONFIGS} >= {"multi_gpu.yaml", "zero2.yaml", "zero3.yaml", "zero3_multinode.yaml"}
    stages = {p.name: (load(p).get("deepspeed_config") or {}).get("zero_stage") for p in ACCELERATE_CONFIGS}
    assert stages["zero2.yaml"] == 2 and stages["zero3.yaml"] == 3
    multinode = load(CONFIGS / "accelerate" / "zero3_multinode.yaml")
    assert multinode["num_machines"] > 1 and multinode["deepspeed_config"]["deepspeed_multinode_launcher"] == "standard"


def load(path: Path) -> dict:
    return yaml.safe_load(path.read_text())


def dataclass_fields(module: str, cls: str) -> set[str]:
    """A dataclass's own field names, read from the installed source (importing TRL's trainer pulls torch)."""
    tree = ast.parse(Path(importlib.util.find_spec(module).origin).read_text())
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls)
    return {s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}


def test_vllm_server_notes_name_real_trl_fields():
    notes = load(CONFIGS / "vllm_server.yaml")
    grpo = dataclass_fields("trl.trainer.grpo_config", "GRPOConfig")
    assert {"use_vllm", "vllm_mode", "vllm_server_base_url"} <= grpo  # the reader is really TRL's GRPOConfig
    assert set(notes["grpo_config"]) <= grpo
    assert notes["grpo_config"]["vllm_mode"] == "server" and notes["grpo_config"]["use_vllm"] is True
    assert set(notes["serve"]) <= dataclass_fields("trl.scripts.vllm_serve", "ScriptArguments")
    text = (CONFIGS / "vllm_server.yaml").read_text()
    commands = re.findall(r"trl vllm-serve ((?:--\w+ \S+ ?)+)", text)
    assert commands
    for flag in commands:
        assert {f[2:] for f in flag.split()[::2]} <= set(notes["serve"]) | {"model", "port"}


def test_reward_workers_and_their_sandboxes_are_sized_together(tmp_path):
    from codereward.integrations.verl import reward_workers_per_node, sandbox_workers, sized_sandbox

    assert reward_workers_per_node(8, 1) == 8 and reward_workers_per_node(8, 3) == 3  # round-robin: 3, 3, 2
    assert sandbox_workers(8, cpus=64) == 8 and sandbox_workers(3, cpus=64) == 21
    assert sandbox_workers(8, cpus=2) == 1  # never none: fewer CPUs than reward workers still score
    assert sandbox_workers(8, cpus=64, fixed=3) == 3
    for processes in (1, 2, 5, 8):  # the warm workers of both kinds together stay within the share
        config = sized_sandbox(processes).config
        assert config.pool_size * (2 if config.lean_workers else 1) <= processes
    assert export(tmp_path, "--reward-manager", "naive", "--nnodes", "2", "--reward-workers", "6", "--batch-size", "32") == 0
    settings = dict(w.split("=", 1) for w in script_overrides((tmp_path / "run_verl.sh").read_text()))
    assert settings["reward.num_workers"] == "6"
    assert settings["+reward.custom_reward_function.reward_kwargs.reward_workers_per_node"] == "3"
