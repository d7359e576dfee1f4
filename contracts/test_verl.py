"""`codereward export verl` against verl's own code (the release pinned in contracts/constraints.txt).

The run script's overrides are composed onto verl's own ``ppo_trainer`` config with Hydra and
checked by verl's ``validate_config``; the reward manager is built by verl's
``load_reward_manager`` and driven by verl's ``RewardLoopWorker`` the way the trainer's reward
loop drives it; the parquet files load through verl's ``create_rl_dataset`` (``RLHFDataset``).
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
import verl
import verl.trainer.config
from conftest import capture_command
from hydra import compose, initialize_config_dir
from omegaconf import open_dict
from verl import DataProto
from verl.experimental.reward_loop import RewardLoopWorker
from verl.trainer.ppo.reward import load_reward_manager
from verl.trainer.ppo.utils import create_rl_dataset, need_critic, need_reference_policy
from verl.utils.config import validate_config

CONFIG_DIR = str(Path(verl.trainer.config.__file__).parent)


def test_the_pinned_release_is_the_one_installed():
    from codereward.integrations.verl_config import VERL_VERSION

    assert verl.__version__ == VERL_VERSION


def export(tmp_path: Path, *flags: str) -> Path:
    out = tmp_path / "verl_run"
    subprocess.run([sys.executable, "-m", "codereward.cli.main", "export", "verl", "--out", str(out), "--n-gpus", "8",
                    *flags], check=True, capture_output=True, timeout=300)
    return out


def composed(out: Path, tmp_path: Path, *extra: str):
    """verl's ppo_trainer config with exactly the overrides run_verl.sh hands verl (plus ``extra``)."""
    argv = capture_command(out / "run_verl.sh", {}, tmp_path)
    assert argv[:2] == ["-m", "verl.trainer.main_ppo"]
    with initialize_config_dir(config_dir=CONFIG_DIR, version_base=None):
        return compose(config_name="ppo_trainer", overrides=[*argv[2:], *extra]), argv[2:]


@pytest.fixture(scope="module")
def grpo(tmp_path_factory, tokenizer_dir):
    tmp = tmp_path_factory.mktemp("grpo")
    out = export(tmp)
    config, words = composed(out, tmp, f"actor_rollout_ref.model.path={tokenizer_dir}")
    return out, config, words


def test_script_overrides_compose_onto_verls_config_and_pass_its_validation(grpo):
    out, config, words = grpo
    assert config.reward.reward_manager.source == "importlib"
    assert config.reward.reward_manager.name == "CodeRewardManager"
    assert Path(config.reward.reward_manager.module.path).name == "verl_manager.py"
    assert Path(config.reward.reward_manager.module.path).is_file()
    assert config.data.train_files == str(out / "train.parquet")
    assert not [w for w in words if w.startswith(("custom_reward_function.", "reward_model."))]  # 0.9 ignores those
    validate_config(config=config, use_reference_policy=need_reference_policy(config), use_critic=need_critic(config))


def _batch(tokenizer, responses: list[str], rows: list[dict]) -> DataProto:
    """A rollout batch as verl's reward loop receives it: left-padded prompts, right-padded responses."""
    prompt = tokenizer("<|im_start|>user\nSolve it<|im_end|>\n<|im_start|>assistant\n")["input_ids"]
    encoded = [tokenizer(r)["input_ids"] + [tokenizer.eos_token_id] for r in responses]
    width = max(len(e) for e in encoded)
    pad = tokenizer.pad_token_id
    responses_t = torch.tensor([e + [pad] * (width - len(e)) for e in encoded])
    prompts_t = torch.tensor([prompt] * len(responses))
    mask = torch.tensor([[1] * len(prompt) + [1] * len(e) + [0] * (width - len(e)) for e in encoded])
    return DataProto.from_dict(
        tensors={"prompts": prompts_t, "responses": responses_t, "attention_mask": mask,
                 "input_ids": torch.cat([prompts_t, responses_t], dim=1)},
        non_tensors={"data_source": np.array([r["data_source"] for r in rows], dtype=object),
                     "reward_model": np.array([r["reward_model"] for r in rows], dtype=object),
                     "extra_info": np.array([dict(r["extra_info"]) for r in rows], dtype=object)},
    )


def _rows(out: Path, n: int) -> list[dict]:
    import pyarrow.parquet as pq

    return pq.read_table(out / "train.parquet").to_pylist()[:n]


def _score(config, out: Path, responses_for) -> tuple[list[dict], torch.Tensor]:
    """Scores through verl's RewardLoopWorker (which builds the manager with load_reward_manager).

    The worker is made on the event loop that runs it, as in verl's Ray actor.
    """
    from transformers import AutoTokenizer

    rows = _rows(out, 2)
    responses = responses_for(rows)
    tokenizer = AutoTokenizer.from_pretrained(config.actor_rollout_ref.model.path)
    data = _batch(tokenizer, responses, [rows[i // 2] for i in range(len(responses))])

    async def run():
        worker = RewardLoopWorker(config)
        return worker, await worker.compute_score_batch(data)

    worker, outputs = asyncio.run(run())
    scores = [o["reward_score"] for o in outputs]
    return outputs, worker.reward_manager.assemble_rm_scores(data, scores)


def _right_and_wrong(rows: list[dict]) -> list[str]:
    out = []
    for row in rows:
        out.append("```python\n" + row["extra_info"]["reference_solution"] + "```")
        out.append("```python\ndef " + row["extra_info"]["entry_point"] + "(*args):\n    return None\n```")
    return out


def test_the_manager_scores_right_above_wrong_in_one_batch_as_verls_reward_loop_calls_it(grpo, monkeypatch):
    from codereward.integrations import verl as reward_module

    out, config, _ = grpo
    calls = []
    original = reward_module.compute_score_batch
    monkeypatch.setattr(reward_module, "compute_score_batch", lambda *a, **k: calls.append(len(a[1])) or original(*a, **k))
    manager = load_reward_manager(config, None)
    assert type(manager).__name__ == "CodeRewardManager"
    outputs, rm_scores = _score(config, out, _right_and_wrong)
    scores = [o["reward_score"] for o in outputs]
    assert scores[0] == scores[2] == 1.0 and scores[1] < 0.75 and scores[3] < 0.75  # wrong: 0.2 format + 0.5 quality at most
    infos = [o["reward_extra_info"] for o in outputs]
    assert [i["correctness"] for i in infos] == [1.0, 0.0, 1.0, 0.0]
    assert all(set(i) == set(infos[0]) for i in infos) and infos[0]["error"] == 0.0
    assert calls[-1] == 4  # the four samples verl started together were scored in one call
    assert rm_scores.shape[0] == 4 and torch.allclose(rm_scores.sum(dim=1), torch.tensor(scores, dtype=torch.float32))


def test_naive_manager_export_scores_with_compute_score(tmp_path, tokenizer_dir):
    out = export(tmp_path, "--reward-manager", "naive")
    config, _ = composed(out, tmp_path, f"actor_rollout_ref.model.path={tokenizer_dir}")
    assert config.reward.reward_manager.name == "naive"
    assert config.reward.custom_reward_function.name == "compute_score"
    assert type(load_reward_manager(config, None)).__name__ == "NaiveRewardManager"
    outputs, _ = _score(config, out, _right_and_wrong)
    assert [o["reward_extra_info"]["correctness"] for o in outputs] == [1.0, 0.0, 1.0, 0.0]


def test_other_data_sources_fall_back_to_verls_default_scorer():
    from codereward.integrations.verl import compute_score

    # GSM8K rows are verl's own: its scorer gives 1 for the right final answer, 0 otherwise
    assert compute_score("openai/gsm8k", "so the answer is #### 42", "42") == 1.0
    assert compute_score("openai/gsm8k", "#### 41", "42") == 0.0
    with pytest.raises(NotImplementedError):
        compute_score("nobody/knows", "x", "y")


def test_exported_parquet_loads_with_verls_rl_dataset(grpo, tmp_path):
    from transformers import AutoTokenizer

    out, config, _ = grpo
    tokenizer = AutoTokenizer.from_pretrained(config.actor_rollout_ref.model.path)
    with open_dict(config.data):
        config.data.cache_dir = str(tmp_path / "cache")
    dataset = create_rl_dataset(config.data.train_files, config.data, tokenizer, None, is_train=True)
    assert len(dataset) > 100  # prompts over max_prompt_length are filtered, the rest load
    item = dataset[0]
    assert item["data_source"] == "codereward"
    assert '"entry_point"' in item["reward_model"]["ground_truth"]
    assert item["extra_info"]["codereward"]["weights"] == "format=0.2,correctness=0.3,quality=0.5"
    raw = tokenizer.apply_chat_template(_rows(out, 1)[0]["prompt"], add_generation_prompt=True, tokenize=False)
    assert raw.endswith("<|im_start|>assistant\n")


def test_old_verl_versions_get_the_old_keys(tmp_path):
    out = export(tmp_path, "--verl-version", "0.6.1")
    argv = capture_command(out / "run_verl.sh", {}, tmp_path)
    assert "reward_model.reward_manager=batch" in argv and "custom_reward_function.name=compute_score_batch" in argv
    with initialize_config_dir(config_dir=CONFIG_DIR, version_base=None):
        compose(config_name="ppo_trainer", overrides=argv[2:])  # the old keys still exist in the schema
