"""Trainer callbacks of a run: metrics.jsonl and samples, the rich progress bar, Ctrl-C, the held-out evaluation.

``metrics.jsonl`` gets one JSON object per optimizer step with the keys of
``metric_keys`` (a value is null when it does not apply, e.g. ``kl`` when beta is 0, or
``eval/*`` on a step without held-out evaluation; step 0 holds the SFT start's).
"""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from transformers import TrainerCallback

from codereward.eval.generate import sample_with_model
from codereward.eval.metrics import evaluate_completions
from codereward.train.heldout_eval import EVAL_KEYS, eval_figures, figures_line

# metrics.jsonl key -> the key in the trainer's logs (TRL's names, or ours from TrainingReward)
_FROM_LOGS = {
    "loss": "loss", "kl": "kl", "learning_rate": "learning_rate", "grad_norm": "grad_norm", "entropy": "entropy",
    "completion_length/mean": "completions/mean_length", "completion_length/min": "completions/min_length",
    "completion_length/max": "completions/max_length", "completion_length/clipped_ratio": "completions/clipped_ratio",
    "advantage/mean": "advantage/mean", "advantage/std": "advantage/std", "advantage/min": "advantage/min",
    "advantage/max": "advantage/max", "advantage/abs_mean": "advantage/abs_mean",
    "rate/format": "rate/format", "rate/correct": "rate/correct", "rate/parse": "rate/parse",
    "rate/clean": "rate/clean", "rate/reward_error": "rate/reward_error",
    "reward/composite/mean": "reward/composite/mean", "reward/composite/std": "reward/composite/std",
}
_TIMES = ("time/generation", "time/reward", "time/update", "time/step")


def metric_keys(weights: dict[str, float]) -> list[str]:
    """Every key of a metrics.jsonl row for a run with these reward ``weights``."""
    components = [f"reward/{name}/{stat}" for name in weights for stat in ("mean", "std")]
    return ["step", "epoch", *_FROM_LOGS, *components, *_TIMES, *EVAL_KEYS]


class RunCallback(TrainerCallback):
    """Writes metrics.jsonl every step and samples/step_N.jsonl every ``sample_every`` steps."""

    def __init__(self, run_dir: Path, weights: dict[str, float], sample_every: int) -> None:
        self.run_dir, self.weights, self.sample_every = Path(run_dir), dict(weights), sample_every
        self.trainer: Any = None  # set once the trainer exists (it owns the timings and the last batch)
        self._step_start = 0.0
        self._timing_start: dict[str, float] = {}
        self._times: dict[str, float] = {}
        self.last_row: dict[str, Any] | None = None
        self.pending_eval: dict[str, Any] | None = None  # a held-out evaluation of the step being logged

    def on_step_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        self._step_start = time.perf_counter()
        self._timing_start = dict(self.trainer.timings) if self.trainer is not None else {}

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        step_seconds = time.perf_counter() - self._step_start
        timings = self.trainer.timings if self.trainer is not None else {}
        generation = timings.get("generation", 0.0) - self._timing_start.get("generation", 0.0)
        reward = timings.get("reward", 0.0) - self._timing_start.get("reward", 0.0)
        self._times = {"time/generation": generation, "time/reward": reward,
                       "time/update": max(step_seconds - generation - reward, 0.0), "time/step": step_seconds}
        batch = getattr(getattr(self.trainer, "reward", None), "last", None)
        if batch is not None and state.global_step % self.sample_every == 0 and state.is_world_process_zero:
            samples = self.run_dir / "samples"
            samples.mkdir(parents=True, exist_ok=True)
            with (samples / f"step_{state.global_step}.jsonl").open("w", encoding="utf-8") as handle:
                for row in batch.samples():
                    handle.write(json.dumps(row) + "\n")

    def on_log(self, args: Any, state: Any, control: Any, logs: dict[str, Any] | None = None, **kwargs: Any) -> None:
        logs = logs or {}
        if "loss" not in logs or not state.is_world_process_zero:  # only the training logs, once
            return
        row: dict[str, Any] = {"step": state.global_step, "epoch": state.epoch}
        for key, source in _FROM_LOGS.items():
            row[key] = logs.get(source)
        for name in self.weights:
            for stat in ("mean", "std"):
                row[f"reward/{name}/{stat}"] = logs.get(f"reward/{name}/{stat}")
        row.update(self._times)
        evaluation = self.pending_eval if self.pending_eval and self.pending_eval["step"] == state.global_step else {}
        row.update({key: evaluation.get(key) for key in EVAL_KEYS})
        self.pending_eval = None
        self.last_row = row
        self.write_row(row)

    def write_row(self, row: dict[str, Any]) -> None:
        """Append one row to metrics.jsonl; every key of ``metric_keys`` is there (null when absent)."""
        full = dict.fromkeys(metric_keys(self.weights)) | row
        with (self.run_dir / "metrics.jsonl").open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(full) + "\n")


class ProgressCallback(TrainerCallback):
    """A rich progress bar over the GRPO steps, with a summary line every ``every`` steps."""

    def __init__(self, run: RunCallback, every: int = 1, enabled: bool = True) -> None:
        self.run, self.every, self.enabled = run, every, enabled
        self.progress: Any = None
        self.task: Any = None
        self._printed: dict[str, Any] | None = None

    def on_train_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        if not self.enabled or not state.is_world_process_zero:
            return
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.progress = Progress(TextColumn("[bold]GRPO[/bold] {task.description}"), BarColumn(), MofNCompleteColumn(),
                                 TimeElapsedColumn(), TimeRemainingColumn(), transient=False)
        self.progress.start()
        self.task = self.progress.add_task("", total=state.max_steps, completed=state.global_step)

    def on_log(self, args: Any, state: Any, control: Any, logs: dict[str, Any] | None = None, **kwargs: Any) -> None:
        row = self.run.last_row
        if self.progress is None or row is None or row["step"] != state.global_step or row is self._printed:
            return
        self._printed = row
        reward = row.get("reward/composite/mean") or 0.0
        self.progress.update(self.task, completed=state.global_step, description=f"reward {reward:.3f}")
        if state.global_step % self.every == 0:
            parts = [f"step {state.global_step:>4}", f"reward {reward:.3f}"]
            for name in self.run.weights:
                value = row.get(f"reward/{name}/mean")
                if value is not None:
                    parts.append(f"{name} {value:.3f}")
            if row.get("kl") is not None:
                parts.append(f"kl {row['kl']:.4f}")
            parts.append(f"{row['time/step']:.1f}s")
            self.progress.console.print("  ".join(parts), soft_wrap=True, highlight=False)

    def on_train_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None


class InterruptCallback(TrainerCallback):
    """Ctrl-C: finish the current step, save a checkpoint, stop. A second Ctrl-C stops at once."""

    def __init__(self) -> None:
        self.requested = False
        self._previous: Any = None

    def install(self) -> None:
        try:
            self._previous = signal.signal(signal.SIGINT, self._handle)
        except ValueError:  # not the main thread: keep the default behaviour
            self._previous = None

    def uninstall(self) -> None:
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)
            self._previous = None

    def _handle(self, signum: int, frame: Any) -> None:
        self.requested = True
        self.uninstall()  # the next Ctrl-C raises KeyboardInterrupt as usual
        print("\nInterrupted: saving a checkpoint after this step (Ctrl-C again to stop now)", flush=True)

    def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
        if self.requested:
            control.should_save = True
            control.should_training_stop = True


class HeldoutEvaluation(TrainerCallback):
    """Evaluates the trained model on ``rows`` at step 0 and every ``every`` steps; ``run`` writes the figures."""

    def __init__(self, rows: Sequence[Mapping[str, Any]], run: Any, *, every: int, samples: int,
                 temperature: float, max_new_tokens: int, seed: int, log: Any = None) -> None:
        self.rows, self.run, self.every, self.samples = list(rows), run, every, samples
        self.temperature, self.max_new_tokens, self.seed = temperature, max_new_tokens, seed
        self.history: list[dict[str, Any]] = []
        self.log = log  # called with a line per evaluation (None: silent)

    def evaluate(self, model: Any, tokenizer: Any, step: int) -> dict[str, float | None]:
        import torch

        training = model.training
        model.eval()
        try:
            with torch.random.fork_rng(devices=[]):
                torch.manual_seed(self.seed + step)
                completions = sample_with_model(model, tokenizer, [r["prompt"] for r in self.rows],
                                                num_samples=self.samples, max_new_tokens=self.max_new_tokens,
                                                temperature=self.temperature, batch_size=16)
        finally:
            model.train(training)
        figures = eval_figures(evaluate_completions(self.rows, completions))
        self.history.append({"step": step, **figures})
        if self.log is not None:
            where = "the SFT start" if step == 0 else f"step {step}"
            each = f"{self.samples} sample{'s' if self.samples != 1 else ''} each"
            self.log(f"held-out evaluation at {where} ({len(self.rows)} problems, {each}): "
                     f"{figures_line(figures)}")
        return figures

    def on_train_begin(self, args: Any, state: Any, control: Any, model: Any = None, processing_class: Any = None,
                       **kwargs: Any) -> None:
        if state.global_step == 0 and state.is_world_process_zero:
            self.run.write_row({"step": 0, **self.evaluate(model, processing_class, 0)})

    def on_step_end(self, args: Any, state: Any, control: Any, model: Any = None, processing_class: Any = None,
                    **kwargs: Any) -> None:
        step = state.global_step
        if state.is_world_process_zero and (step % self.every == 0 or step == state.max_steps):
            self.run.pending_eval = {"step": step, **self.evaluate(model, processing_class, step)}
