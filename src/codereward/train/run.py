"""One training run: model (tiny or from_pretrained) -> optional SFT -> GRPO, in a run directory.

Run directory layout::

    config.yaml              the resolved configuration (documented)
    metrics.jsonl            one row per GRPO step (keys: callbacks.metric_keys)
    sft_metrics.jsonl        the SFT pass's loss log
    samples/step_N.jsonl     completions with components and findings, every sample_every steps
    model/base/              the tiny model as built (when model is "tiny")
    model/sft/               the model after SFT (the GRPO start and KL reference)
    checkpoints/checkpoint-N TRL checkpoints (every save_steps, and on Ctrl-C)
    final/                   the trained model (LoRA merged), loadable with from_pretrained
    plots/rewards.png        reward curves, rates, KL and length
"""

from __future__ import annotations

import json
import random
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.config import cache_dir
from codereward.problems.dataset import (
    JSON_TEXT_FIELDS,
    SOLVE_SYSTEM_PROMPT,
    SYSTEM_PROMPT,
    as_column_text,
    exclude_flagged,
    flagged_summary,
    load_rows,
    user_prompt,
)
from codereward.problems.drill_set import drill_rows, with_prompts
from codereward.problems.drill_solutions import DrillMix
from codereward.problems.split import with_splits
from codereward.train.config import ConfigError, TrainConfig, to_yaml
from codereward.train.plots import plot_rewards, read_metrics
from codereward.train.rewards import TrainingReward
from codereward.train.runtime import drop_printer, quiet_libraries, set_threads
from codereward.train.sft import run_sft
from codereward.train.tiny_model import TinySize, build_tiny_model

RUN_ENTRIES = ("config.yaml", "metrics.jsonl", "sft_metrics.jsonl", "samples", "model", "checkpoints", "final",
               "plots", "sft-work")


@dataclass
class RunResult:
    output_dir: Path
    steps: int
    seconds: float
    interrupted: bool = False
    final_model: Path | None = None
    checkpoint: Path | None = None
    plot: Path | None = None
    sft_seconds: float = 0.0
    trainer: Any = None
    evaluations: list[dict[str, Any]] = field(default_factory=list)  # the held-out evaluations, step 0 first

    @property
    def metrics(self) -> Path:
        return self.output_dir / "metrics.jsonl"


def last_checkpoint(run_dir: str | Path) -> Path | None:
    folder = Path(run_dir) / "checkpoints"
    found = [p for p in folder.glob("checkpoint-*") if p.is_dir() and p.name.split("-")[-1].isdigit()]
    return max(found, key=lambda p: int(p.name.split("-")[-1])) if found else None


def problem_rows(config: TrainConfig, split: str | None = None, log: Any = None) -> list[dict[str, Any]]:
    """The rows of ``split`` (default: the config's) of the config's dataset, with their prompts;
    rows flagged other than ``no_reference`` are left out unless ``include_flagged`` (``log``
    gets the line saying how many, and why)."""
    split = split or config.split
    selected = None if split == "all" else split
    if config.dataset == "drills":
        mix = DrillMix(config.drill_clean, config.drill_flawed, config.drill_wrong, tuple(config.drill_flaw_families))
        return with_prompts(drill_rows(config.drill_train, config.drill_heldout, config.drill_seed, mix), selected)

    # imported rows carry no split: a seeded one, the same for training and the held-out evaluation
    everything, _ = with_splits(load_rows(None, None if config.dataset == "shipped" else config.dataset))
    every = [row for row in everything if selected is None or row.get("split") == selected]
    rows, left_out = exclude_flagged(every, config.include_flagged)
    if (summary := flagged_summary(left_out, len(rows), len(every))) and log is not None:
        log(summary)
    return rows


def tokenizer_texts(rows: Sequence[dict[str, Any]]) -> list[str]:
    """What the tiny model's tokenizer is trained on: the rows' prompts and every solution they hold."""
    texts = [SYSTEM_PROMPT, SOLVE_SYSTEM_PROMPT]
    for row in rows:
        texts += [user_prompt(row), row.get("starter_code") or "", row.get("reference_solution") or ""]
        texts += [target["code"] for target in row.get("solutions", [])]
    return texts


def select_problems(rows: Sequence[dict[str, Any]], tokenizer: Any, config: TrainConfig) -> list[dict[str, Any]]:
    """Rows whose prompt fits max_prompt_length, in a seeded order, at most max_problems."""
    def length(row: dict[str, Any]) -> int:
        text = tokenizer.apply_chat_template(row["prompt"], add_generation_prompt=True, tokenize=False)
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    fits = [r for r in rows if length(r) <= config.max_prompt_length]
    random.Random(config.seed).shuffle(fits)
    return fits[: config.max_problems] if config.max_problems else fits


def _grpo_dataset(rows: Sequence[dict[str, Any]]):
    from datasets import Dataset

    # tests mix value types, an imported row's limits/judge/flags vary in shape, which Arrow columns
    # cannot hold: JSON strings, as load_problems stores them; the reward reads them back
    keep = ("id", "prompt", "tests", "entry_point", "reference_solution", "category", "limits", "judge", "flags",
            "quality_profile")
    present = [k for k in keep if any(k in r for r in rows)]
    return Dataset.from_list([{k: (as_column_text(r.get(k)) if k in JSON_TEXT_FIELDS else r.get(k)) for k in present}
                              for r in rows])


def prepare_run_dir(config: TrainConfig, resume: bool) -> Path:
    run_dir = Path(config.output_dir)
    existing = [name for name in RUN_ENTRIES if (run_dir / name).exists()]
    if resume:
        if last_checkpoint(run_dir) is None:
            raise ConfigError(f"output_dir: {run_dir} has no checkpoint to resume from")
        return run_dir
    if existing and not config.overwrite:
        raise ConfigError(f"output_dir: {run_dir} already holds a run ({', '.join(existing)}); "
                          "pass --resume to continue it or --overwrite to start afresh")
    for name in existing:  # only what a run writes: never anything else the user keeps there
        path = run_dir / name
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    run_dir.mkdir(parents=True, exist_ok=True)
    return run_dir


def base_model(config: TrainConfig, run_dir: Path, log: Any = print,
               rows: Sequence[dict[str, Any]] | None = None) -> tuple[str, Any]:
    """(path, tokenizer) of the starting model: the tiny model (built once per run dir, its tokenizer
    trained on ``rows``, by default the shipped problems) or ``config.model``."""
    from transformers import AutoTokenizer

    if config.uses_tiny_model:
        base = run_dir / "model" / "base"
        if not (base / "config.json").is_file():
            size = TinySize(config.tiny_hidden_size, config.tiny_layers, config.tiny_heads, config.tiny_kv_heads,
                            config.tiny_intermediate_size, config.tiny_vocab_size,
                            max(2048, config.max_prompt_length + config.max_completion_length))
            log(f"building the tiny model in {base}")
            build_tiny_model(base, tokenizer_texts(rows) if rows else None, size=size, seed=config.seed)
        model_path = str(base)
    else:
        model_path = str(config.model)
    tokenizer = AutoTokenizer.from_pretrained(model_path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return model_path, tokenizer


def sft_model(config: TrainConfig, run_dir: Path, model_path: str, tokenizer: Any, rows: Sequence[dict[str, Any]],
              log: Any = print, progress: Any = None) -> str:
    """The SFT'd model's path (trained once per run dir; reused on resume)."""
    sft_dir = run_dir / "model" / "sft"
    if (sft_dir / "config.json").is_file():
        return str(sft_dir)
    log(f"SFT on {len(rows)} problems (targets: {config.sft_targets})")
    history: list[dict] = []
    run_sft(model_path, tokenizer, rows, config, sft_dir, callbacks=[_LogHistory(history, progress)])
    with (run_dir / "sft_metrics.jsonl").open("w", encoding="utf-8") as handle:
        for row in history:
            handle.write(json.dumps(row) + "\n")
    shutil.rmtree(sft_dir.parent / "sft-work", ignore_errors=True)  # the SFTTrainer scratch dir
    return str(sft_dir)


class _LogHistory:
    """A minimal TrainerCallback collecting the SFT logs (imported lazily with transformers), and
    telling ``log`` the loss as it goes: SFT is minutes of a run that would otherwise be silent."""

    def __new__(cls, sink: list[dict], log: Any = None):
        from transformers import TrainerCallback

        started = time.perf_counter()

        class Collect(TrainerCallback):
            def on_log(self, args: Any, state: Any, control: Any, logs: dict | None = None, **kwargs: Any) -> None:
                if logs:
                    sink.append({"step": state.global_step, **logs})
                if logs and log is not None and "loss" in logs:
                    log(f"SFT step {state.global_step}/{state.max_steps}: loss {logs['loss']:.3f} "
                        f"({time.perf_counter() - started:.0f} s)")

        return Collect()


def _peft_config(config: TrainConfig) -> Any:
    if not config.lora:
        return None
    from peft import LoraConfig

    return LoraConfig(r=config.lora_r, lora_alpha=config.lora_alpha, lora_dropout=config.lora_dropout,
                      target_modules=list(config.lora_target_modules), task_type="CAUSAL_LM")


def grpo_args(config: TrainConfig, run_dir: Path) -> Any:
    from trl import GRPOConfig

    return GRPOConfig(
        output_dir=str(run_dir / "checkpoints"),
        learning_rate=config.learning_rate,
        beta=config.beta,
        epsilon=config.epsilon,
        epsilon_high=config.epsilon_high,
        temperature=config.temperature,
        num_generations=config.num_generations,
        max_completion_length=config.max_completion_length,
        per_device_train_batch_size=config.per_device_train_batch_size,
        gradient_accumulation_steps=config.gradient_accumulation_steps,
        max_steps=config.max_steps,
        seed=config.seed,
        logging_steps=1,  # metrics.jsonl has every step; logging_steps only paces the console
        save_strategy="steps",
        save_steps=config.save_steps,
        save_total_limit=config.save_total_limit,
        report_to=[],
        bf16=config.bf16_enabled(),
        use_vllm=config.use_vllm,
        vllm_mode=config.vllm_mode,
        **({"vllm_server_base_url": config.vllm_server_base_url} if config.vllm_server_base_url else {}),
        disable_tqdm=True,
        dataloader_num_workers=0,
        log_completions=False,
    )


def _timing_key(config: TrainConfig) -> str:
    """What decides how long a run takes here: the configuration, less where it writes."""
    import dataclasses
    import hashlib
    import os

    fields = to_yaml(dataclasses.replace(config, output_dir="-", overwrite=False), with_help=False)
    return hashlib.sha256(f"{os.cpu_count()}\n{fields}".encode()).hexdigest()[:16]


def _times_file() -> Path:
    return cache_dir() / "train-times.json"


def remembered_seconds(config: TrainConfig) -> float | None:
    """How long the last complete run of this configuration took on this machine, if one did."""
    try:
        return float(json.loads(_times_file().read_text(encoding="utf-8"))[_timing_key(config)])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def remember_seconds(config: TrainConfig, seconds: float) -> None:
    path = _times_file()
    try:
        times = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
        times[_timing_key(config)] = round(seconds, 1)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(times), encoding="utf-8")
    except (OSError, ValueError, TypeError):  # a cache: never worth failing a finished run for
        pass


def plan_line(config: TrainConfig) -> str:
    """What the run will do and, from the last run of this configuration here, how long it takes."""
    length = f"{config.sft_max_steps} steps" if config.sft_max_steps else f"{config.sft_epochs:g} epochs"
    sft = f"SFT for {length}, then " if config.sft else ""
    evaluations = (f", a held-out evaluation before the first step and every {config.eval_every}"
                   if config.eval_every and config.split == "train" else "")
    seconds = remembered_seconds(config)
    when = (f"the last run of this configuration on this machine took {seconds / 60:.1f} min"
            if seconds is not None else "no earlier run of this configuration here to time it by: "
            "SFT prints its loss as it goes and the GRPO bar shows the time left")
    return f"plan: {sft}{config.max_steps} GRPO steps{evaluations}; {when}"


def train(config: TrainConfig, resume: bool = False, *, progress: bool = True, record_loss_inputs: bool = False,
          extra_callbacks: Sequence[Any] = (), reward: Any = None, log: Any = print) -> RunResult:
    """Run (or resume) the training described by ``config``; returns where everything is.

    ``reward`` replaces the ``TrainingReward`` built from the config (e.g. with a custom analyzer).
    """
    # subclasses of transformers' and TRL's classes: importing them loads torch
    from codereward.train.callbacks import InterruptCallback, ProgressCallback, RunCallback
    from codereward.train.trainer import CodeRewardGRPOTrainer

    started = time.perf_counter()
    config.validate()
    quiet_libraries()
    set_threads(config)
    run_dir = prepare_run_dir(config, resume)
    if progress:
        log(plan_line(config))
    checkpoint = last_checkpoint(run_dir) if resume else None
    (run_dir / "config.yaml").write_text(to_yaml(config), encoding="utf-8")
    rows = problem_rows(config, log=log)
    if checkpoint is not None:
        _truncate_metrics(run_dir / "metrics.jsonl", int(checkpoint.name.split("-")[-1]))

    interrupt = InterruptCallback()
    interrupt.install()
    try:
        model_path, tokenizer = base_model(config, run_dir, log, rows)
        problems = select_problems(rows, tokenizer, config)
        if not problems:
            raise ConfigError(f"max_prompt_length: no problem's prompt fits {config.max_prompt_length} tokens")
        log(f"{len(problems)} of {len(rows)} problems fit max_prompt_length={config.max_prompt_length}")
        sft_start = time.perf_counter()
        talk = log if progress else None  # SFT's loss and each held-out evaluation, as they come
        if config.sft:
            model_path = sft_model(config, run_dir, model_path, tokenizer, problems, log, talk)
        sft_seconds = time.perf_counter() - sft_start

        reward = reward or TrainingReward(config.scoring())
        run_cb = RunCallback(run_dir, config.weights, config.sample_every)
        progress_cb = ProgressCallback(run_cb, config.logging_steps, enabled=progress)
        evaluation = heldout_evaluation(config, run_cb, talk)
        trainer = CodeRewardGRPOTrainer(
            model=model_path, reward=reward, args=grpo_args(config, run_dir), train_dataset=_grpo_dataset(problems),
            processing_class=tokenizer, peft_config=_peft_config(config), estimator=config.estimator,
            dense=config.dense, dense_coef=config.dense_coef, record_loss_inputs=record_loss_inputs,
            callbacks=[*([evaluation] if evaluation else []), run_cb, progress_cb, interrupt, *extra_callbacks])
        run_cb.trainer = trainer
        drop_printer(trainer)
        try:
            trainer.train(resume_from_checkpoint=str(checkpoint) if checkpoint else None)
        except KeyboardInterrupt:  # a second Ctrl-C: stop now, with the last checkpoint saved so far
            interrupt.requested = True
        finally:
            progress_cb.on_train_end(None, None, None)
        plot = plot_rewards(run_dir / "metrics.jsonl", run_dir / "plots" / "rewards.png")
        result = RunResult(run_dir, trainer.state.global_step, time.perf_counter() - started, interrupt.requested,
                           checkpoint=last_checkpoint(run_dir), plot=plot, sft_seconds=sft_seconds, trainer=trainer,
                           evaluations=list(evaluation.history) if evaluation else [])
        if not interrupt.requested:
            result.final_model = save_final(trainer, tokenizer, run_dir / "final")
            if checkpoint is None:  # a whole run, from the start: what the next one can expect
                remember_seconds(config, time.perf_counter() - started)
        return result
    finally:
        interrupt.uninstall()


def heldout_evaluation(config: TrainConfig, run_cb: Any, log: Any = None) -> Any:
    """The held-out evaluation callback of a run (None when ``eval_every`` is 0 or there is no held-out split)."""
    from codereward.train.callbacks import HeldoutEvaluation  # a transformers callback: loads torch

    if not config.eval_every or config.split != "train":
        return None
    rows = sorted(problem_rows(config, "validation"), key=lambda r: str(r["id"]))[: config.eval_problems]
    if not rows:
        return None
    temperature = config.temperature if config.eval_temperature is None else config.eval_temperature
    return HeldoutEvaluation(rows, run_cb, every=config.eval_every, samples=config.eval_samples,
                             temperature=temperature, max_new_tokens=config.max_completion_length, seed=config.seed,
                             log=log)


def save_final(trainer: Any, tokenizer: Any, out: Path) -> Path:
    """The trained weights as a plain model (a LoRA adapter merged into its base)."""
    model = trainer.accelerator.unwrap_model(trainer.model)
    if hasattr(model, "merge_and_unload"):
        model = model.merge_and_unload()
    if trainer.accelerator.is_main_process:
        model.save_pretrained(out)
        tokenizer.save_pretrained(out)
    return out


def _truncate_metrics(path: Path, step: int) -> None:
    """Drop rows past the checkpoint being resumed: those steps run again."""
    keep = [row for row in read_metrics(path) if isinstance(row.get("step"), int) and row["step"] <= step]
    if path.is_file():
        path.write_text("".join(json.dumps(row) + "\n" for row in keep), encoding="utf-8")
