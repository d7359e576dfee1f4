"""Evaluation on held-out problems during training: is the policy getting better where it was not trained?

Before the first GRPO step (the SFT start) and every ``eval_every`` steps (and after the
last), ``callbacks.HeldoutEvaluation`` samples ``eval_samples`` completions per held-out problem from
the model being trained and scores them with the paper's full reward, hidden tests
included (``eval.metrics.evaluate_completions``). The figures join that step's row of
``metrics.jsonl`` as ``eval/*`` keys (``EVAL_KEYS``); the SFT start is a row of its own,
step 0. Sampling runs under a forked RNG, so an evaluation does not change what training
samples next. This module holds the figures and their lines (no trainer needed to read
them); the callback, a ``transformers.TrainerCallback``, lives with the run's other callbacks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

# metrics.jsonl key -> the evaluation summary's key
_SUMMARY = {"eval/quality": "quality", "eval/correctness": "correctness",
            "eval/hidden_correctness": "hidden_correctness", "eval/total_reward": "total_reward",
            "eval/parse_rate": "parse_rate", "eval/code_lines": "mean_code_length"}
EVAL_KEYS = (*_SUMMARY, "eval/clean_rate")


def clean_rate(rows: Sequence[Mapping[str, Any]]) -> float | None:
    """Share of the samples whose code parses with no finding at all (rows of a ``ModelResult``)."""
    samples = [s for r in rows for s in r["samples"]]
    return sum(s["parses"] and not s["findings"] for s in samples) / len(samples) if samples else None


def clean_correct_rate(rows: Sequence[Mapping[str, Any]]) -> float | None:
    """Share of the samples that pass all their visible tests whose code has no finding at all: whether
    a policy writes cleaner code where it writes working code, apart from how often it does (``None`` when
    no sample passes)."""
    correct = [s for r in rows for s in r["samples"] if s["pass_all"]]
    return sum(not s["findings"] for s in correct) / len(correct) if correct else None


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
