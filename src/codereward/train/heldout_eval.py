"""Evaluation on held-out problems during training: is the policy getting better where it was not trained?

Before the first GRPO step (the SFT start) and every ``eval_every`` steps (and after the
last), ``HeldoutEvaluation`` samples ``eval_samples`` completions per held-out problem from
the model being trained and scores them with the paper's full reward, hidden tests
included (``eval.metrics.evaluate_completions``). The figures join that step's row of
``metrics.jsonl`` as ``eval/*`` keys (``EVAL_KEYS``); the SFT start is a row of its own,
step 0. Sampling runs under a forked RNG, so an evaluation does not change what training
samples next.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from transformers import TrainerCallback

# metrics.jsonl key -> the evaluation summary's key
_SUMMARY = {"eval/quality": "quality", "eval/correctness": "correctness",
            "eval/hidden_correctness": "hidden_correctness", "eval/total_reward": "total_reward",
            "eval/parse_rate": "parse_rate", "eval/code_lines": "mean_code_length"}
EVAL_KEYS = (*_SUMMARY, "eval/clean_rate")


def clean_rate(rows: Sequence[Mapping[str, Any]]) -> float | None:
    """Share of the samples whose code parses with no finding at all (rows of a ``ModelResult``)."""
    samples = [s for r in rows for s in r["samples"]]
    return sum(s["parses"] and not s["findings"] for s in samples) / len(samples) if samples else None


def _figure(value: float | None, percent: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value:.0%}" if percent else f"{value:.3f}"


def figures_line(figures: Mapping[str, float | None]) -> str:
    """'quality 0.746, clean share 42%, correctness 0.287 (hidden 0.250)' of one evaluation."""
    return (f"quality {_figure(figures.get('eval/quality'))}, clean share {_figure(figures.get('eval/clean_rate'), True)}, "
            f"correctness {_figure(figures.get('eval/correctness'))} "
            f"(hidden {_figure(figures.get('eval/hidden_correctness'))})")


def before_after(history: Sequence[Mapping[str, Any]]) -> str | None:
    """The first and last held-out evaluations side by side; None with fewer than two."""
    if len(history) < 2:
        return None
    first, last = history[0], history[-1]
    pairs = [(name, key, percent) for name, key, percent in (
        ("quality", "eval/quality", False), ("clean share", "eval/clean_rate", True),
        ("correctness", "eval/correctness", False), ("hidden correctness", "eval/hidden_correctness", False))]
    start = "the SFT start" if first["step"] == 0 else f"step {first['step']}"
    return (f"held-out, {start} -> step {last['step']}: "
            + ", ".join(f"{name} {_figure(first.get(key), percent)} -> {_figure(last.get(key), percent)}"
                        for name, key, percent in pairs))


def eval_figures(result: Any) -> dict[str, float | None]:
    """The ``eval/*`` figures of an ``evaluate_completions`` result."""
    figures = {key: result.summary.get(name) for key, name in _SUMMARY.items()}
    figures["eval/clean_rate"] = clean_rate(result.rows)
    return figures


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

        from codereward.eval.generate import sample_with_model
        from codereward.eval.metrics import evaluate_completions

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
