"""``codereward experiment quality-vs-control``: the paper's Table 2, in miniature.

Two policies start from the same SFT'd model with the same seed and the same GRPO
settings. They differ in one thing only:

- ``quality``: the paper's reward, 0.2 format + 0.3 correctness + 0.5 quality;
- ``control``: the quality weight set to 0, so format and correctness are reweighted to
  0.4 / 0.6 (the composite is a weighted mean), as the paper's control pipeline had no
  quality reward. Quality is still measured, never rewarded.

Both, and the SFT model they start from, are then evaluated by sampling on the training and
the validation problems (those whose prompt fits ``max_prompt_length``: the model never
saw longer ones) with the paper's full reward, so that every row of the table is scored
the same way. Besides the paper's columns (quality, correctness, total reward) the table
gives mean code length, the parse rate and quality among the completions that parse: a
reader sees whether quality rose because the code got cleaner or only because more of it
parses (unparsable code scores 0 on quality).

Everything lands in one directory: ``sft/`` (the shared start), ``quality/`` and
``control/`` (two ordinary training runs), ``completions/``, ``results.json``,
``table.md`` and ``experiment.png``.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.train.config import TrainConfig

COLUMNS = ("quality", "correctness", "total_reward", "mean_code_length", "parse_rate", "quality_parsed", "format_rate")
HEADERS = ("model", "split", "n", "quality", "correctness", "total reward", "code lines", "parse rate",
           "quality (parsed)", "format rate")


def control_weights(weights: Mapping[str, float]) -> dict[str, float]:
    """The control arm's weights: quality kept (so it is logged) but at weight 0."""
    return dict(weights) | {"quality": 0.0}


@dataclass
class ExperimentResult:
    """Where an experiment's outputs are, and its table rows."""

    output_dir: Path
    rows: list[dict[str, Any]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    table: Path | None = None
    plot: Path | None = None
    eval: dict[str, Any] = field(default_factory=dict)


def run_experiment(config: TrainConfig, output_dir: str | Path, *, splits: Sequence[str] = ("train", "validation"),
                   eval_limit: int | None = None, eval_samples: int = 2, eval_temperature: float | None = None,
                   progress: bool = True, evaluate_start: bool = True,
                   log: Callable[[str], Any] = print) -> ExperimentResult:
    """Train both arms from one SFT'd model, evaluate all three, write the table and plot.

    Evaluation samples ``eval_samples`` completions per problem at ``eval_temperature`` (default:
    the training temperature), so the table describes what each policy produces, not only its
    single most likely answer; ``eval_limit`` keeps the first N fitting problems of each split.
    ``evaluate_start=False`` leaves the SFT start out of the table (a sweep shares it).
    """
    from codereward.train.run import _quiet_libraries, _set_threads, base_model, sft_model, train

    temperature = config.temperature if eval_temperature is None else eval_temperature
    config.validate()
    _quiet_libraries()
    _set_threads(config)
    out = Path(output_dir)
    out.mkdir(parents=True, exist_ok=True)
    result = ExperimentResult(out)
    clock = time.perf_counter()

    start_cfg = dataclasses.replace(config, output_dir=str(out / "sft"))
    _reuse_or_clear_start(out / "sft", config)
    model_path, tokenizer = base_model(start_cfg, out / "sft", log)
    train_rows = _fitting_rows(start_cfg, "train", tokenizer)
    if config.sft:
        model_path = sft_model(start_cfg, out / "sft", model_path, tokenizer, train_rows, log)
    result.seconds["sft"] = time.perf_counter() - clock

    models = {"SFT start": model_path} if evaluate_start else {}
    arms = (("quality", "+ quality reward", dict(config.weights)),
            ("control", "control (no quality reward)", control_weights(config.weights)))
    for arm, label, weights in arms:
        log(f"training the {arm} arm (weights {weights})")
        arm_cfg = dataclasses.replace(config, model=model_path, sft=False, weights=weights,
                                      output_dir=str(out / arm), overwrite=True)
        clock = time.perf_counter()
        run = train(arm_cfg, progress=progress, log=log)
        result.seconds[arm] = time.perf_counter() - clock
        if run.final_model is None:
            raise KeyboardInterrupt  # interrupted: the run directory says where it stopped
        models[label] = str(run.final_model)

    result.eval = {"samples_per_problem": eval_samples, "temperature": temperature, "weights": "paper (0.2/0.3/0.5)"}
    clock = time.perf_counter()
    for split in splits:
        rows = (train_rows if split == "train" else _fitting_rows(config, split, tokenizer))[:eval_limit]
        for name, path in models.items():
            log(f"evaluating {name} on {len(rows)} {split} problems")
            result.rows.append(_evaluate(name, path, rows, split, config, out / "completions", progress,
                                         eval_samples, temperature))
    result.seconds["evaluation"] = time.perf_counter() - clock
    _write(result, config)
    return result


# with every tiny_* and sft_* field: what the SFT start depends on
START_FIELDS = ("model", "dataset", "seed", "max_prompt_length", "max_completion_length", "sft")


def start_settings(config: TrainConfig) -> dict[str, Any]:
    """The fields the SFT start depends on, with their values."""
    return {k: v for k, v in config.to_dict().items() if k in START_FIELDS or k.startswith(("tiny_", "sft_"))}


def _reuse_or_clear_start(start_dir: Path, config: TrainConfig) -> None:
    """Keep an earlier SFT start only when it was made with the same settings (reruns are cheaper)."""
    import shutil

    settings = start_settings(config)
    stamp = start_dir / "start.json"
    if start_dir.exists() and (not stamp.is_file() or json.loads(stamp.read_text(encoding="utf-8")) != settings):
        shutil.rmtree(start_dir)
    start_dir.mkdir(parents=True, exist_ok=True)
    stamp.write_text(json.dumps(settings, sort_keys=True, default=str), encoding="utf-8")


def _fitting_rows(config: TrainConfig, split: str, tokenizer: Any) -> list[dict[str, Any]]:
    from codereward.train.run import problem_rows, select_problems

    rows = select_problems(problem_rows(dataclasses.replace(config, split=split)), tokenizer,
                           dataclasses.replace(config, max_problems=None))
    return sorted(rows, key=lambda r: str(r["id"]))


def _evaluate(name: str, model_path: str, rows: list[dict[str, Any]], split: str, config: TrainConfig,
              completions_dir: Path, progress: bool, samples_per_problem: int, temperature: float) -> dict[str, Any]:
    from codereward.eval.generate import generate_completions
    from codereward.eval.io import write_completions
    from codereward.eval.metrics import evaluate_completions
    from codereward.rewards import DEFAULT_WEIGHTS

    samples = generate_completions(model_path, [r["prompt"] for r in rows], max_new_tokens=config.max_completion_length,
                                   num_samples=samples_per_problem, temperature=temperature, seed=config.seed,
                                   progress=progress)
    slug = "".join(ch if ch.isalnum() else "_" for ch in name).strip("_").lower()
    write_completions(completions_dir / f"{slug}__{split}.jsonl", [str(r["id"]) for r in rows], samples, model=name)
    # every row is scored with the paper's full reward, whatever the arm was trained on
    # the paper's columns only: the scale tests' timings would cost time and show nowhere
    summary = evaluate_completions(rows, samples, weights=DEFAULT_WEIGHTS, name=name, efficiency=False).summary
    return {"model": name, "split": split, "n": len(rows), **{key: summary.get(key) for key in COLUMNS}}


def markdown_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """The results as a Markdown table (the README shows it)."""
    return markdown_rows(HEADERS, ("model", "split", "n", *COLUMNS), rows)


def markdown_rows(headers: Sequence[str], keys: Sequence[str], rows: Sequence[Mapping[str, Any]]) -> str:
    """A Markdown table of ``rows``' ``keys`` under ``headers``: rates to 3 decimals, other numbers to 1."""
    def cell(value: Any) -> str:
        if isinstance(value, float):
            return f"{value:.3f}" if value <= 1.0 else f"{value:.1f}"
        return "—" if value is None else str(value)

    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(cell(row.get(key)) for key in keys) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _write(result: ExperimentResult, config: TrainConfig) -> None:
    out = result.output_dir
    payload = {"config": config.to_dict(), "control_weights": control_weights(config.weights), "eval": result.eval,
               "rows": result.rows, "seconds": result.seconds}
    (out / "results.json").write_text(json.dumps(payload, indent=2, default=str) + "\n", encoding="utf-8")
    result.table = out / "table.md"
    result.table.write_text(markdown_table(result.rows), encoding="utf-8")
    result.plot = plot_experiment(result.rows, out, out / "experiment.png")


def plot_experiment(rows: Sequence[Mapping[str, Any]], run_root: Path, out_path: Path) -> Path:
    """Bars per split (the table's rates), and both arms' training reward curves."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from codereward.train.plots import read_metrics

    splits = list(dict.fromkeys(r["split"] for r in rows))
    models = list(dict.fromkeys(r["model"] for r in rows))
    metrics = ("quality", "correctness", "total_reward", "parse_rate", "quality_parsed")
    fig, axes = plt.subplots(1, len(splits) + 1, figsize=(6 * (len(splits) + 1), 4.2))
    width = 0.8 / max(len(models), 1)
    for ax, split in zip(axes, splits):
        for i, model in enumerate(models):
            row = next((r for r in rows if r["model"] == model and r["split"] == split), {})
            values = [row.get(m) or 0.0 for m in metrics]
            ax.bar([x + i * width for x in range(len(metrics))], values, width, label=model)
        ax.set_xticks([x + width * (len(models) - 1) / 2 for x in range(len(metrics))],
                      [m.replace("_", "\n") for m in metrics], fontsize=8)
        ax.set(title=f"{split} split", ylim=(0, 1.05))
        ax.legend(fontsize=7)
    curves = axes[-1]
    for arm in ("quality", "control"):
        steps = read_metrics(run_root / arm / "metrics.jsonl")
        if not steps:
            continue
        x = [s["step"] for s in steps]
        curves.plot(x, [s.get("reward/quality/mean") or 0.0 for s in steps], label=f"{arm} arm: quality")
        curves.plot(x, [s.get("rate/parse") or 0.0 for s in steps], linestyle="--", label=f"{arm} arm: parse rate")
    curves.set(title="during training (sampled completions)", xlabel="step", ylim=(-0.05, 1.05))
    curves.legend(fontsize=7)
    fig.tight_layout()
    out_path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out_path, dpi=100)
    plt.close(fig)
    return out_path
