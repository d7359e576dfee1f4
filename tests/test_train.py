"""`codereward train`: config validation and overrides, GRPO steps with every estimator and
dense advantages (the advantages used are codereward's), resume, metrics and the run directory.

The GRPO runs use a very small random model and 12-token completions: their text is noise
that every component scores 0, so ``VaryingReward`` adds a term that depends on the text
(its length) to give groups distinct composites, hence non-zero advantages to check.
"""

from __future__ import annotations

import json
import math

import pytest
import torch

from codereward import advantages as estimators
from codereward.cli.main import main
from codereward.rewards.settings import ScoringSettings
from codereward.train.callbacks import metric_keys
from codereward.train.config import ConfigError, TrainConfig, from_mapping, load_config

WEIGHTS = {"format": 0.2, "correctness": 0.3, "quality": 0.5}


def varying_reward():
    from codereward.train.rewards import TrainingReward, batch_stats

    class VaryingReward(TrainingReward):
        def score(self, completions, problems):
            batch = super().score(completions, problems)
            batch.composite = [c + (len(t) % 7) / 7 for c, t in zip(batch.composite, batch.texts)]
            batch.stats = batch_stats(batch, self.weights)
            return batch

    return VaryingReward(ScoringSettings.from_mapping({"weights": WEIGHTS}))


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from codereward.train.tiny_model import TinySize, build_tiny_model

    return str(build_tiny_model(tmp_path_factory.mktemp("tiny"), size=TinySize(
        hidden_size=32, layers=1, heads=2, kv_heads=1, intermediate_size=64, vocab_size=2048, max_positions=2048)))


def quick_config(tiny_model, out, **changes) -> TrainConfig:
    values = dict(model=tiny_model, sft=False, max_prompt_length=420, max_problems=4, max_completion_length=12,
                  num_generations=4, per_device_train_batch_size=8, max_steps=1, beta=0.0, weights=WEIGHTS,
                  output_dir=str(out), save_steps=100, sample_every=1, temperature=1.5, eval_every=0)
    values.update(changes)
    return from_mapping(values)


def run(config, **kwargs):
    from codereward.train.run import train

    return train(config, progress=False, record_loss_inputs=True, log=lambda *a: None, reward=varying_reward(),
                 **kwargs)


def rows(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


# ---- configuration -------------------------------------------------------------------------

def test_default_yaml_is_the_dataclass_default():
    assert load_config() == TrainConfig().validate()


@pytest.mark.parametrize("data, message", [
    ({"max_step": 3}, "unknown field 'max_step' (did you mean max_steps?)"),
    ({"max_steps": "many"}, "max_steps: expected an integer"),
    ({"max_steps": 0}, "max_steps: must be >= 1"),
    ({"learning_rate": 0}, "learning_rate: must be > 0"),
    ({"lora": "yes"}, "lora: expected true or false"),
    ({"estimator": "ppo"}, "estimator: 'ppo' is not one of trl, grpo, dr_grpo, codepo"),
    ({"weights": {"quality": -1}}, "weights: quality must be >= 0"),
    ({"weights": {"style": 1}}, "weights: unknown reward 'style'"),
    ({"num_generations": 3}, "must be a multiple of num_generations (3)"),
    ({"tiny_hidden_size": 30}, "tiny_hidden_size (30) must divide by tiny_heads"),
    ({"dataset": "/no/such.jsonl"}, "dataset:"),
    ({"lora_target_modules": []}, "lora_target_modules: expected a non-empty list"),
    ({"drill_flaw_families": "reviewer,evil"}, "drill_flaw_families: drill flaw families: unknown 'evil'; give a preset"),
])
def test_config_errors_name_the_field(data, message):
    with pytest.raises(ConfigError) as err:
        from_mapping(data)
    assert message in str(err.value)


def test_yaml_then_flags(tmp_path, capsys):
    path = tmp_path / "run.yaml"
    path.write_text("max_steps: 7\nlora: true\nbf16: false\nweights: {format: 1, quality: 1}\nbeta: 1e-3\n")
    assert main(["train", "--config", str(path), "--max-steps", "4", "--no-lora", "--output-dir", "D", "--learning-rate", "3e-4",
                 "--max-problems", "null", "--lora-target-modules", "q_proj,v_proj", "--print-config"]) == 0
    config = load_config(None, {})
    printed = capsys.readouterr().out
    import yaml

    resolved = from_mapping(yaml.safe_load(printed))
    assert (resolved.max_steps, resolved.lora, resolved.output_dir, resolved.bf16) == (4, False, "D", "false")
    assert (resolved.beta, resolved.learning_rate) == (1e-3, 3e-4)
    assert resolved.weights == {"format": 1.0, "quality": 1.0}
    assert resolved.lora_target_modules == ["q_proj", "v_proj"] and resolved.max_problems is None
    assert config.max_steps == TrainConfig().max_steps  # the file did not change the defaults


def test_bad_flag_and_bad_yaml_exit_2(tmp_path, capsys):
    assert main(["train", "--max-steps", "0", "--print-config"]) == 2
    assert "max_steps: must be >= 1" in capsys.readouterr().err
    bad = tmp_path / "bad.yaml"
    bad.write_text("max_steps: [1\n")
    assert main(["train", "--config", str(bad)]) == 2
    assert "not valid YAML" in capsys.readouterr().err


# ---- GRPO steps ------------------------------------------------------------------------------

def _check_used_advantages(trainer):
    """Every batch _compute_loss saw carries the advantages the override set, row for row."""
    out = trainer.last_output
    assert trainer.loss_inputs
    for used in trainer.loss_inputs:
        for ids, adv in zip(used["completion_ids"], used["advantages"]):
            match = [i for i in range(out["completion_ids"].shape[0]) if torch.equal(out["completion_ids"][i], ids)]
            assert match, "a row the loss used was not produced by the override"
            assert torch.allclose(out["advantages"][match[0]], adv)


@pytest.mark.parametrize("estimator", ["grpo", "dr_grpo", "codepo"])
def test_codereward_estimators_set_the_advantages(tiny_model, tmp_path, estimator):
    result = run(quick_config(tiny_model, tmp_path / estimator, estimator=estimator))
    trainer = result.trainer
    rewards = torch.tensor(trainer._logs["rewards"]["composite"], dtype=torch.float32)
    assert torch.allclose(rewards, trainer.last_rewards)  # the rewards TRL logged are the ones we used
    assert rewards.std() > 0, "the test needs distinct rewards to be meaningful"
    expected = estimators.compute(estimator, rewards, 4)
    assert torch.allclose(trainer.last_advantages, expected, atol=1e-6)
    _check_used_advantages(trainer)
    row = rows(result.metrics)[-1]
    assert math.isclose(row["reward/composite/mean"], rewards.mean().item(), rel_tol=1e-5)


def test_trl_estimator_keeps_trls_scaling(tiny_model, tmp_path):
    result = run(quick_config(tiny_model, tmp_path / "trl", estimator="trl", beta=0.02))
    trainer = result.trainer
    # TRL's own "group" scaling: (r - mean) / (std + 1e-4) — the same formula as codereward's grpo
    expected = estimators.grpo(trainer.last_rewards, 4)
    assert torch.allclose(trainer.last_advantages, expected, atol=1e-5)
    _check_used_advantages(trainer)
    assert rows(result.metrics)[-1]["kl"] is not None


def test_dense_advantages_are_per_token(tiny_model, tmp_path):
    from codereward.train.trainer import dense_token_advantages

    result = run(quick_config(tiny_model, tmp_path / "dense", estimator="codepo", dense=True, dense_coef=0.5))
    trainer = result.trainer
    out = trainer.last_output
    assert trainer.last_advantages.dim() == 2
    assert trainer.last_advantages.shape == out["completion_ids"].shape
    sequence = estimators.codepo(trainer.last_rewards, 4)
    expected = dense_token_advantages(trainer.processing_class, trainer.reward.last, out["completion_ids"],
                                      out["completion_mask"], sequence, trainer.reward.weights, 0.5)
    assert torch.allclose(trainer.last_advantages, expected, atol=1e-6)
    assert torch.all(trainer.last_advantages[out["completion_mask"] == 0] == 0)
    _check_used_advantages(trainer)


def test_dense_penalty_lands_on_the_finding_tokens(tiny_model):
    from transformers import AutoTokenizer

    from codereward.train.rewards import TrainingReward
    from codereward.train.trainer import completion_offsets, dense_token_advantages

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    clean = "```python\ndef add(a, b):\n    return a + b\n```"
    risky = "```python\ndef add(a, b):\n    return eval(str(a) + '+' + str(b))\n```"
    problem = {"id": "p", "entry_point": "add", "tests": json.dumps([{"call": "add(1, 2)", "expected": 3}])}
    reward = TrainingReward()  # the default weights: 0.2 format, 0.3 correctness, 0.5 quality
    batch = reward.score([clean, risky], [problem, problem])
    assert batch.components[1]["quality"] < batch.components[0]["quality"]
    ids = [tokenizer(t, add_special_tokens=False)["input_ids"] for t in (clean, risky)]
    width = max(map(len, ids))
    completion_ids = torch.tensor([i + [tokenizer.pad_token_id] * (width - len(i)) for i in ids])
    mask = torch.tensor([[1] * len(i) + [0] * (width - len(i)) for i in ids])
    dense = dense_token_advantages(tokenizer, batch, completion_ids, mask, torch.zeros(2), reward.weights)
    offsets = completion_offsets(tokenizer, risky, ids[1])
    start = risky.index("eval")
    on_eval = [k for k, (s, e) in enumerate(offsets) if s < start + 4 and e > start]
    code = [k for k, (s, e) in enumerate(offsets) if e > s and s >= risky.index("def") and e <= risky.rindex("```")]
    others = [k for k in code if k not in on_eval]
    assert dense[1, on_eval].mean() < dense[1, others].mean()  # the eval() call is pushed down most
    assert abs(dense[1, code].sum().item()) < 1e-4  # centred: the sequence advantage is kept on average


def test_offsets_fall_back_for_non_canonical_tokens(tiny_model):
    from transformers import AutoTokenizer

    from codereward.train.trainer import completion_offsets

    tokenizer = AutoTokenizer.from_pretrained(tiny_model)
    text = "def add(a, b):\n    return a + b"
    # one character per token: a tokenization the tokenizer itself would never produce
    ids = [tokenizer.convert_tokens_to_ids(t) for t in tokenizer.convert_ids_to_tokens(
        [tokenizer(c, add_special_tokens=False)["input_ids"][0] for c in text])]
    ids += [tokenizer.eos_token_id]
    offsets = completion_offsets(tokenizer, text, ids)
    assert offsets[:-1] == [(k, k + 1) for k in range(len(text))]
    assert offsets[-1][0] == offsets[-1][1]  # EOS covers no text


# ---- the run directory, resume, metrics -------------------------------------------------------

def test_run_directory_resume_and_metrics(tiny_model, tmp_path):
    out = tmp_path / "run"
    config = quick_config(tiny_model, out, max_steps=2, save_steps=1, sample_every=2)
    first = run(config)
    assert first.steps == 2 and not first.interrupted
    assert (out / "config.yaml").is_file() and (out / "plots" / "rewards.png").is_file()
    assert (out / "samples" / "step_2.jsonl").is_file() and not (out / "samples" / "step_1.jsonl").exists()
    sample = json.loads((out / "samples" / "step_2.jsonl").read_text().splitlines()[0])
    assert {"prompt_id", "completion", "components", "findings"} <= set(sample)
    from transformers import AutoModelForCausalLM

    assert AutoModelForCausalLM.from_pretrained(first.final_model) is not None
    with pytest.raises(ConfigError, match="already holds a run"):
        run(quick_config(tiny_model, out))
    with (out / "metrics.jsonl").open("a", encoding="utf-8") as handle:  # a step past checkpoint-2, then a hard kill
        handle.write('{"step": 3, "loss": 9.0}\n{"step": 4, "lo')
    resumed = run(quick_config(tiny_model, out, max_steps=3, save_steps=1, sample_every=2), resume=True)
    assert resumed.steps == 3
    metrics = rows(out / "metrics.jsonl")
    assert [m["step"] for m in metrics] == [1, 2, 3]
    keys = set(metric_keys(WEIGHTS))
    for m in metrics:
        assert set(m) == keys
        for key in ("loss", "reward/composite/mean", "reward/quality/std", "advantage/std", "rate/format",
                    "completion_length/mean", "time/generation", "time/reward", "time/update"):
            assert m[key] is not None, key
        assert m["kl"] is None  # beta = 0: no KL term


def test_heldout_evaluation_logs_the_start_and_every_n_steps_without_changing_training(tiny_model, tmp_path):
    plain = run(quick_config(tiny_model, tmp_path / "plain", max_steps=2))
    evaluated = run(quick_config(tiny_model, tmp_path / "eval", max_steps=2, eval_every=2, eval_problems=2,
                                 eval_samples=1))
    metrics = rows(tmp_path / "eval" / "metrics.jsonl")
    assert [m["step"] for m in metrics] == [0, 1, 2]
    keys = set(metric_keys(WEIGHTS))
    assert all(set(m) == keys for m in metrics)
    eval_keys = [k for k in keys if k.startswith("eval/")]
    assert len(eval_keys) == 7
    assert all(metrics[0][k] is not None for k in eval_keys) and metrics[0]["loss"] is None  # the SFT start
    assert all(metrics[1][k] is None for k in eval_keys) and all(metrics[2][k] is not None for k in eval_keys)
    assert 0.0 <= metrics[2]["eval/quality"] <= 1.0 and metrics[2]["eval/code_lines"] >= 0.0
    from codereward.train.callbacks import HeldoutEvaluation

    evaluation = next(c for c in evaluated.trainer.callback_handler.callbacks if isinstance(c, HeldoutEvaluation))
    assert [h["step"] for h in evaluation.history] == [0, 2]
    # sampling for the evaluation runs on a forked RNG: training saw the same completions as without it
    assert torch.equal(plain.trainer.last_output["completion_ids"], evaluated.trainer.last_output["completion_ids"])
    first = rows(tmp_path / "plain" / "metrics.jsonl")
    assert [m["loss"] for m in first] == [m["loss"] for m in metrics[1:]]


def test_drills_are_the_default_dataset_and_the_real_set_is_one_flag_away():
    from codereward.train.run import problem_rows

    config = load_config()
    assert config.dataset == "drills" and config.eval_every > 0
    train_rows, heldout = problem_rows(config), problem_rows(config, "validation")
    assert len(train_rows) == config.drill_train and len(heldout) == config.drill_heldout
    assert all(r["solutions"] for r in train_rows) and not any("solutions" in r for r in heldout)
    shipped = load_config("shipped")
    assert shipped.dataset == "shipped" and shipped.max_completion_length == 256
    assert {r["split"] for r in problem_rows(shipped)} == {"train"} and len(problem_rows(shipped, "all")) == 200
    with pytest.raises(ConfigError, match="at least one SFT target"):
        from_mapping({"drill_clean": 0, "drill_flawed": 0, "drill_wrong": 0})


def test_ctrl_c_saves_a_checkpoint_and_exits_130(tiny_model, tmp_path, capsys):
    import os
    import signal

    from transformers import TrainerCallback

    class PressCtrlC(TrainerCallback):
        def on_step_begin(self, args, state, control, **kwargs):
            if state.global_step == 0:
                os.kill(os.getpid(), signal.SIGINT)

    out = tmp_path / "stop"
    result = run(quick_config(tiny_model, out, max_steps=5), extra_callbacks=[PressCtrlC()])
    assert result.interrupted and result.steps == 1
    assert result.checkpoint is not None and result.checkpoint.name == "checkpoint-1"
    assert (out / "plots" / "rewards.png").is_file() and result.final_model is None


def test_cli_reports_where_results_are_and_exits_130_when_interrupted(tmp_path, monkeypatch, capsys):
    import codereward.cli.train as command
    from codereward.train.run import RunResult

    outcomes = iter([
        RunResult(tmp_path, steps=4, seconds=90.0, final_model=tmp_path / "final"),
        RunResult(tmp_path, steps=2, seconds=30.0, interrupted=True, checkpoint=tmp_path / "checkpoints" / "checkpoint-2"),
    ])
    seen = []
    monkeypatch.setattr(command, "train", lambda config, resume=False, progress=True: seen.append(config)
                        or next(outcomes))
    assert main(["train", "--output-dir", str(tmp_path), "--max-steps", "4", "--quiet"]) == 0
    assert f"Results in {tmp_path}" in capsys.readouterr().out
    assert seen[0].max_steps == 4 and seen[0].output_dir == str(tmp_path)
    assert main(["train", "--output-dir", str(tmp_path), "--quiet"]) == 130
    err = capsys.readouterr().err
    assert "checkpoint-2" in err and "--resume" in err


def test_a_run_says_its_plan_sft_progress_each_evaluation_and_before_after(tiny_model, tmp_path):
    from codereward.train.heldout_eval import before_after
    from codereward.train.plots import smooth
    from codereward.train.run import train

    lines: list[str] = []
    talk = dict(sft=True, sft_max_steps=10, max_completion_length=96, max_steps=2, eval_every=2, eval_problems=2,
                eval_samples=1)
    result = train(quick_config(tiny_model, tmp_path / "talk", **talk), progress=True, log=lines.append,
                   reward=varying_reward())
    assert lines[0].startswith("plan: SFT for 10 steps, then 2 GRPO steps, a held-out evaluation before the first "
                               "step and every 2; no earlier run of this configuration here")
    assert any(line.startswith("SFT step 10/10: loss ") for line in lines), lines
    evaluations = [line for line in lines if line.startswith("held-out evaluation at ")]
    assert [line.split(" (")[0] for line in evaluations] == ["held-out evaluation at the SFT start",
                                                             "held-out evaluation at step 2"]
    assert "quality " in evaluations[0] and "clean share " in evaluations[0] and "correctness " in evaluations[0]
    summary = before_after(result.evaluations)
    assert summary.startswith("held-out, the SFT start -> step 2: quality ") and "clean share" in summary
    assert (tmp_path / "talk" / "plots" / "rewards.png").is_file()
    again: list[str] = []
    train(quick_config(tiny_model, tmp_path / "talk", **talk, overwrite=True), progress=True, log=again.append,
          reward=varying_reward())
    assert "the last run of this configuration on this machine took" in again[0]
    assert smooth([0.0, 1.0, 0.0, 1.0], 2) == [0.0, 0.5, 0.5, 0.5]
