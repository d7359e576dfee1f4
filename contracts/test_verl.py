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
from types import SimpleNamespace

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
    from codereward.integrations.verl import sandbox_workers

    assert config.reward.num_workers == 8 and manager.sandbox_workers == sandbox_workers(8)  # its share of the CPUs
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
    from codereward.integrations.verl import EXTRA_KEYS, compute_score

    # GSM8K rows are verl's own: its scorer gives 1 for the right final answer, 0 otherwise
    right, wrong = compute_score("openai/gsm8k", "so the answer is #### 42", "42"), compute_score("openai/gsm8k", "#### 41", "42")
    assert (right["score"], right["acc"], wrong["score"], wrong["acc"]) == (1.0, 1.0, 0.0, 0.0)
    assert tuple(right) == tuple(wrong) == EXTRA_KEYS
    # verl's DAPO math scorer returns a dict of its own (score, acc, pred): kept under the same keys
    dapo = compute_score("math_dapo", "Answer: 7", "7")
    assert tuple(dapo) == EXTRA_KEYS and dapo["score"] == 1.0 and dapo["acc"] == 1.0 and dapo["pred"] == "7"
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


# --- a batch mixing codereward's rows with verl's own (GSM8K), through verl's own stacking code ---

GSM8K = {"data_source": "openai/gsm8k", "reward_model": {"ground_truth": "42", "style": "rule"}, "extra_info": {}}


def _mixed(out: Path, codereward_first: bool) -> tuple[list[dict], list[str]]:
    ours = _rows(out, 2)
    responses = _right_and_wrong(ours)
    rows = [ours[0], ours[0], ours[1], ours[1]]
    theirs = [GSM8K] * 4
    answers = ["so it is #### 42", "#### 41", "#### 42", "no answer"]
    if codereward_first:
        return rows + theirs, responses + answers
    return theirs + rows, answers + responses


class _Handle:
    """A reward loop worker as Ray hands it out: ``method.remote(...)`` runs it on the worker's own loop."""

    def __init__(self, worker, loop) -> None:
        self.compute_score_batch = SimpleNamespace(remote=lambda data: loop.run_until_complete(worker.compute_score_batch(data)))
        self.compute_score = SimpleNamespace(remote=lambda data: loop.run_until_complete(worker.compute_score(data)))


@pytest.fixture(scope="module")
def reward_workers(grpo):
    """Two of verl's RewardLoopWorkers with the exported config, each on its event loop (as in its Ray actor)."""
    _, config, _ = grpo
    loops = [asyncio.new_event_loop() for _ in range(2)]

    async def make():
        return RewardLoopWorker(config)

    handles = [_Handle(loop.run_until_complete(make()), loop) for loop in loops]
    yield handles
    for loop in loops:
        loop.close()


def _check_mixed(rows: list[dict], scores: list[float], infos: dict[str, np.ndarray], codereward_first: bool) -> None:
    from codereward.integrations.verl import EXTRA_KEYS

    assert tuple(infos) == EXTRA_KEYS and all(len(v) == len(rows) for v in infos.values())
    ours = slice(0, 4) if codereward_first else slice(4, 8)
    theirs = slice(4, 8) if codereward_first else slice(0, 4)
    assert list(infos["correctness"][ours]) == [1.0, 0.0, 1.0, 0.0]  # codereward's scorer on its rows
    assert list(infos["acc"][ours]) == [1.0, 0.0, 1.0, 0.0]
    assert list(np.asarray(scores)[theirs]) == list(infos["acc"][theirs]) == [1.0, 0.0, 1.0, 0.0]  # verl's GSM8K scorer
    assert list(infos["correctness"][theirs]) == [0.0] * 4 and list(infos["error"]) == [0.0] * 8


@pytest.mark.parametrize("codereward_first", [True, False], ids=["codereward-first", "gsm8k-first"])
def test_a_mixed_batch_stacks_in_verls_reward_loop_manager(grpo, reward_workers, codereward_first, monkeypatch):
    """verl's own ``RewardLoopManager.compute_rm_score``: its workers each score a chunk, the keys come from row 0."""
    from transformers import AutoTokenizer
    from verl.experimental.reward_loop import reward_loop
    from verl.experimental.reward_loop.reward_loop import RewardLoopManager

    from codereward.integrations.verl_manager import CodeRewardManager

    out, config, _ = grpo
    rows, responses = _mixed(out, codereward_first)
    data = _batch(AutoTokenizer.from_pretrained(config.actor_rollout_ref.model.path), responses, rows)
    manager = object.__new__(RewardLoopManager)  # its constructor starts Ray actors; compute_rm_score is verl's
    manager.reward_model_manager, manager.reward_loop_workers = None, reward_workers
    manager.reward_manager_cls = CodeRewardManager
    monkeypatch.setattr(reward_loop.ray, "get", lambda refs: refs)  # the handles return results, not refs
    result = manager.compute_rm_score(data)  # one worker gets only one kind of row, the other the other
    assert result.meta_info["reward_extra_keys"] == list(result.non_tensor_batch)
    scores = result.batch["rm_scores"].sum(dim=1).tolist()
    _check_mixed(rows, scores, result.non_tensor_batch, codereward_first)


@pytest.mark.parametrize("codereward_first", [True, False], ids=["codereward-first", "gsm8k-first"])
def test_a_mixed_batch_stacks_in_verls_agent_loop(grpo, reward_workers, codereward_first):
    """verl's default rollout path: the agent loop scores each sample (``compute_score.remote``) and
    ``AgentLoopWorker._postprocess`` stacks the samples' ``reward_extra_info`` with row 0's keys."""
    from transformers import AutoTokenizer
    from verl.experimental.agent_loop.agent_loop import AgentLoopMetrics, AgentLoopWorker, _InternalAgentLoopOutput

    out, config, _ = grpo
    rows, responses = _mixed(out, codereward_first)
    data = _batch(AutoTokenizer.from_pretrained(config.actor_rollout_ref.model.path), responses, rows)
    width = data.batch["prompts"].shape[1]
    inputs = []
    for i in range(len(data)):
        result = reward_workers[i % 2].compute_score.remote(data[i:i + 1])
        mask = data.batch["attention_mask"][i:i + 1]
        inputs.append(_InternalAgentLoopOutput(
            prompt_ids=data.batch["prompts"][i:i + 1], response_ids=data.batch["responses"][i:i + 1],
            input_ids=data.batch["input_ids"][i:i + 1], attention_mask=mask,
            position_ids=torch.cumsum(mask, dim=1) - 1, response_mask=mask[:, width:],
            reward_score=result["reward_score"], num_turns=2, metrics=AgentLoopMetrics(),
            extra_fields={"reward_extra_info": result["reward_extra_info"]}))
    worker = SimpleNamespace(reward_loop_worker_handles=reward_workers)  # rewards computed in the loop, as by default
    output = AgentLoopWorker._postprocess(worker, inputs)
    from codereward.integrations.verl import EXTRA_KEYS

    assert output.meta_info["reward_extra_keys"] == list(EXTRA_KEYS)
    infos = {key: output.non_tensor_batch[key] for key in EXTRA_KEYS}
    _check_mixed(rows, output.batch["rm_scores"].sum(dim=1).tolist(), infos, codereward_first)
