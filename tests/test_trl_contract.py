"""The README's TRL snippet, as written, trains with TRL's own GRPOTrainer (a few steps, CPU, tiny model).

Only the placeholders are filled: the model (``runs/demo/final``) with a tiny local Qwen2 model and the ``...``
of ``GRPOConfig`` with settings small enough for a CPU test (``bf16=False`` among them).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def readme_snippet() -> str:
    for block in re.findall(r"```python\n(.*?)```", README.read_text(), re.S):
        if "GRPOTrainer(" in block and "codereward.rewards" in block:
            return block
    raise AssertionError("the README has no GRPOTrainer snippet")


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from codereward.train.tiny_model import TinySize, build_tiny_model

    return str(build_tiny_model(tmp_path_factory.mktemp("tiny"), size=TinySize(
        hidden_size=32, layers=1, heads=2, kv_heads=1, intermediate_size=64, vocab_size=2048, max_positions=4096)))


def test_the_readme_snippet_trains_with_trls_grpo_trainer(tiny_model, tmp_path):
    code = readme_snippet()
    assert "from trl import GRPOConfig, GRPOTrainer" in code
    demo_model = 'model="runs/demo/final"'  # what make demo trains; a tiny stand-in here
    assert code.count(demo_model) == 1 and code.count(", ...))") == 1
    code = code.replace(demo_model, "model=MODEL").replace(", ...))", ", **SETTINGS))")
    settings = dict(output_dir=str(tmp_path / "out"), max_steps=2, per_device_train_batch_size=4, num_generations=4,
                    max_completion_length=16, bf16=False, report_to=[], logging_steps=1, disable_tqdm=True,
                    dataloader_num_workers=0, save_strategy="no")
    namespace = {"MODEL": tiny_model, "SETTINGS": settings}
    exec(compile(code, str(README), "exec"), namespace)  # noqa: S102  the documented code, as a user runs it
    trainer = namespace["trainer"]
    assert trainer.state.global_step == 2
    logged = [h for h in trainer.state.log_history if "reward" in h]
    assert logged and all(0.0 <= h["reward"] <= 1.0 for h in logged)
    names = {k for h in logged for k in h if k.startswith("rewards/")}
    assert {"rewards/format_reward/mean", "rewards/correctness_reward/mean", "rewards/quality_reward/mean"} <= names


def test_the_one_function_alternative_is_a_working_reward():
    code = readme_snippet()
    line = next(x for x in code.splitlines() if "or one function" in x)
    expression = line.split("reward_funcs=", 1)[1]
    from codereward.problems import load_rows
    from codereward.rewards import CompositeReward

    reward = eval(expression, {"CompositeReward": CompositeReward})[0]  # noqa: S307  the README's own expression
    row = load_rows()[0]
    scores = reward(completions=["```python\n" + row["reference_solution"] + "```", "no code"],
                    tests=[row["tests"]] * 2, entry_point=[row["entry_point"]] * 2)
    assert scores[0] > 0.9 and scores[1] == 0.0


def test_async_rewards_give_the_same_values_through_trls_reward_stage(tiny_model, tmp_path):
    """TRL's own ``GRPOTrainer._calculate_rewards``: the async twins (awaited together on TRL's event-loop
    thread) give exactly what the synchronous rewards give, column by column, under the same names."""
    import torch
    from trl import GRPOConfig, GRPOTrainer

    from codereward.problems import load_problems
    from codereward.rewards import aio, correctness_reward, format_reward, quality_reward

    dataset = load_problems("train")
    synchronous = [format_reward, correctness_reward, quality_reward]
    twins = [aio.format_reward, aio.correctness_reward, aio.quality_reward]
    trainer = GRPOTrainer(model=tiny_model, train_dataset=dataset, reward_funcs=twins, args=GRPOConfig(
        output_dir=str(tmp_path / "out"), per_device_train_batch_size=4, num_generations=4, bf16=False,
        report_to=[], save_strategy="no"))
    assert trainer._has_async_funcs and trainer.reward_func_names == [f.__name__ for f in synchronous]
    rows = [dataset[i] for i in range(4)]
    inputs = [row for row in rows for _ in range(2)]
    completions = [text for row in rows for text in ("```python\n" + row["reference_solution"] + "```",
                                                     "```python\n" + row["starter_code"] + "```")]
    prompts = [row["prompt"] for row in inputs]
    ids = [[1, 2, 3]] * len(inputs)
    awaited = trainer._calculate_rewards(inputs, prompts, completions, ids)
    trainer.reward_funcs = synchronous
    called = trainer._calculate_rewards(inputs, prompts, completions, ids)
    assert torch.equal(awaited, called)
    assert awaited[0::2, 1].tolist() == [1.0] * 4 and awaited[:, 2].min() > 0.0  # references pass; code was analysed
