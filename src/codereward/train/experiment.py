"""``codereward experiment quality-vs-control``: the paper's Table 2, in miniature, with intervals.

Two policies start from the same SFT'd model with the same settings, for each of several
seeds. They differ in one thing only:

- ``quality``: the paper's reward, 0.2 format + 0.3 correctness + 0.5 quality;
- ``control``: the quality weight set to 0, so format and correctness are reweighted to
  0.4 / 0.6 (the composite is a weighted mean), as the paper's control pipeline had no
  quality reward. Quality is still measured, never rewarded.

Every policy and the SFT start are then evaluated on the held-out problems (by default the
validation split: for drills, unseen combinations with unseen names) by sampling
``eval_samples`` completions per problem per seed (with ``eval_coupled``, every model from
the same random numbers: ``eval.generate``), scored with the paper's full reward
(visible and hidden tests, the analyzer), plus the share of clean samples (parsed, no
finding), code length, and pylint's score: an independent quality measure that is not
part of the reward (``pylint_measure``). ``results.json`` has per-arm rows, per-seed
figures, and ``effect``: quality arm minus control per metric with a 95% interval from a
two-level bootstrap over seed pairs and prompts (``effect.py``).

Everything lands in one directory: ``sft/`` (the shared start), ``quality/seed-N/`` and
``control/seed-N/`` (ordinary training runs, with their held-out curves in metrics.jsonl),
``completions/``, ``study/`` (the held-out completions of both arms as ``codereward study
create`` input), ``results.json``, ``table.md`` and ``experiment.png``.
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.eval.generate import generate_completions
from codereward.eval.io import write_completions
from codereward.eval.metrics import evaluate_completions, row_means
from codereward.snippet import extract_code
from codereward.train import reproducible
from codereward.train.config import ConfigError, TrainConfig
from codereward.train.effect import METHOD, paired_effect
from codereward.train.heldout_eval import clean_correct_rate, clean_rate
from codereward.train.plots import read_metrics
from codereward.train.pylint_measure import pylint_scores
from codereward.train.reproducible import deterministic, record
from codereward.train.run import base_model, problem_rows, select_problems, sft_model, train
from codereward.train.runtime import quiet_libraries, set_threads

START, QUALITY, CONTROL = "SFT start", "+ quality reward", "control (no quality reward)"
COLUMNS = ("quality", "correctness", "hidden_correctness", "clean_rate", "clean_correct", "pylint", "mean_code_length",
           "parse_rate", "total_reward", "quality_parsed", "format_rate")
HEADERS = ("model", "split", "prompts", "samples", "quality", "correctness (visible)", "correctness (hidden)",
           "clean share", "clean share (correct)", "pylint (0-10)", "code lines", "parse rate", "total reward",
           "quality (parsed)", "format rate")
# the per-prompt figures whose arm difference the effect reports
# (quality is about parse rate x quality of the parsed samples: the two show where a quality difference comes from)
EFFECT_METRICS = ("quality", "correctness", "hidden_correctness", "clean_rate", "clean_correct", "pylint",
                  "mean_code_length", "parse_rate", "quality_parsed")


def control_weights(weights: Mapping[str, float]) -> dict[str, float]:
    """The control arm's weights: quality kept (so it is logged) but at weight 0."""
    return dict(weights) | {"quality": 0.0}


@dataclass
class ExperimentResult:
    """Where an experiment's outputs are, its table rows and its effect."""

    output_dir: Path
    rows: list[dict[str, Any]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    table: Path | None = None
    plot: Path | None = None
    eval: dict[str, Any] = field(default_factory=dict)
    effect: dict[str, Any] = field(default_factory=dict)
    per_seed: list[dict[str, Any]] = field(default_factory=list)
    study: Path | None = None
    #: what could not be pinned of what decides the floats (``reproducible.pin``): empty when all was
    unpinned: list[str] = field(default_factory=list)


def run_experiment(config: TrainConfig, output_dir: str | Path, *, seeds: Sequence[int] | None = None,
                   splits: Sequence[str] = ("validation",), jobs: int = 1, progress: bool = True,
                   evaluate_start: bool = True, trained_in: Path | None = None,
                   log: Callable[[str], Any] = print) -> ExperimentResult:
    """Train both arms from one SFT'd model for every seed, evaluate them and the start, write the outputs.

    ``seeds`` (default: the config's seed) seed GRPO's sampling and data order; the SFT start
    is shared by all. Evaluation samples ``eval_samples`` completions per problem and seed at
    ``eval_temperature`` (default: the training temperature) on the first ``eval_problems``
    problems of each split. ``jobs`` GRPO runs train (then ``jobs`` models generate) at once, each in
    a process of its own (with ``cpu_threads`` threads: a tiny model trains fastest on one core per run).
    ``evaluate_start=False`` leaves the SFT start out (a sweep shares it). ``trained_in``: the
    directory of an experiment whose arms were trained with these settings but for the
    evaluation's (``evaluation_only``); its runs are evaluated instead of training new ones.
    """
    seeds = list(seeds) if seeds else [config.seed]
    config.validate()
    unpinned = reproducible.pin(config.cpu_threads)  # before anything runs a torch kernel here
    for problem in unpinned:
        log(f"warning: {problem}; the figures are this machine's")
    quiet_libraries()
    set_threads(config)
    out = Path(output_dir)
    out.mkdir(parents=True, exist_ok=True)
    result = ExperimentResult(out, unpinned=unpinned)
    clock = time.perf_counter()

    start_cfg = dataclasses.replace(config, output_dir=str(out / "sft"))
    _reuse_or_clear_start(out / "sft", config)
    model_path, tokenizer = base_model(start_cfg, out / "sft", log, problem_rows(start_cfg, "train"))
    train_rows = _fitting_rows(start_cfg, "train", tokenizer)
    if config.sft:
        model_path = sft_model(start_cfg, out / "sft", model_path, tokenizer, train_rows, log)
    result.seconds["sft"] = time.perf_counter() - clock

    models: dict[str, list[tuple[int, str]]] = {START: [(config.seed, model_path)]} if evaluate_start else {}
    runs = [(label, seed, dataclasses.replace(config, model=model_path, sft=False, weights=weights, seed=seed,
                                              output_dir=str(out / arm / f"seed-{seed}"), overwrite=True))
            for seed in seeds for arm, label, weights in (("quality", QUALITY, dict(config.weights)),
                                                          ("control", CONTROL, control_weights(config.weights)))]
    clock = time.perf_counter()
    if trained_in is None:
        trained = _train_all([cfg for _, _, cfg in runs], jobs, progress, log)
    else:
        trained = [(_finished_run(trained_in, Path(cfg.output_dir)), 0.0) for _, _, cfg in runs]
    for (label, seed, arm_cfg), (final, seconds) in zip(runs, trained):
        result.seconds[f"{Path(arm_cfg.output_dir).parent.name}/seed-{seed}"] = seconds
        models.setdefault(label, []).append((seed, final))
    result.seconds["grpo (wall)"] = time.perf_counter() - clock

    temperature = config.temperature if config.eval_temperature is None else config.eval_temperature
    result.eval = {"samples_per_problem_and_seed": config.eval_samples, "temperature": temperature,
                   "coupled": config.eval_coupled,
                   "seeds": seeds, "weights": "paper (0.2/0.3/0.5)", "ci": METHOD}
    clock = time.perf_counter()
    for split in splits:
        rows = (train_rows if split == "train" else _fitting_rows(config, split, tokenizer))[:config.eval_problems]
        per_prompt: dict[str, dict[int, dict[str, dict[str, float | None]]]] = {}
        samples_of: dict[str, list[list[str]]] = {}
        log(f"sampling {config.eval_samples} completions per {split} problem ({len(rows)}) from "
            f"{sum(map(len, models.values()))} models, {jobs} at a time")
        generated = _generate_all(models, rows, split, config, temperature, out / "completions", jobs, progress)
        for label, trained in models.items():
            log(f"scoring {label} on {len(rows)} {split} problems x {len(trained)} seed(s)")
            row, prompts, samples = _evaluate(label, trained, generated[label], rows, split, config, result.per_seed)
            result.rows.append(row)
            per_prompt[label], samples_of[label] = prompts, samples
        if QUALITY in per_prompt and CONTROL in per_prompt:
            result.effect[split] = {metric: paired_effect(_one_metric(per_prompt[QUALITY], metric),
                                                          _one_metric(per_prompt[CONTROL], metric))
                                    for metric in EFFECT_METRICS}
            if split == "validation":
                result.study = write_study_input(out / "study", rows, samples_of[QUALITY], samples_of[CONTROL])
    result.seconds["evaluation"] = time.perf_counter() - clock
    _write(result, config)
    return result


def _one_metric(per_seed: Mapping[int, Mapping[str, Mapping[str, float | None]]],
                metric: str) -> dict[int, dict[str, float | None]]:
    """seed -> prompt -> one metric, of seed -> prompt -> figures."""
    return {seed: {key: figures[metric] for key, figures in prompts.items()} for seed, prompts in per_seed.items()}


def _train_all(configs: Sequence[TrainConfig], jobs: int, progress: bool,
               log: Callable[[str], Any]) -> list[tuple[str, float]]:
    """(final model, seconds) of each GRPO run, ``jobs`` at a time in worker processes (1: in this one)."""
    if jobs <= 1 or len(configs) <= 1:
        return [_train_one(cfg, progress, log) for cfg in configs]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    log(f"training {len(configs)} runs, {jobs} at a time")
    # spawn: a fresh interpreter per worker, never a fork of a process that holds torch threads
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(_train_quietly, configs))


def _train_one(config: TrainConfig, progress: bool = False, log: Callable[[str], Any] = print) -> tuple[str, float]:
    arm = f"{Path(config.output_dir).parent.name} {Path(config.output_dir).name}"
    log(f"training {arm} (weights {config.weights})")
    clock = time.perf_counter()
    run = train(config, progress=progress, log=log)
    if run.final_model is None:
        raise KeyboardInterrupt  # interrupted: the run directory says where it stopped
    seconds = time.perf_counter() - clock
    log(f"{arm}: {run.steps} steps in {seconds:.0f} s")
    return str(run.final_model), seconds


def _train_quietly(config: TrainConfig) -> tuple[str, float]:
    """A worker's run: no progress bar (several would interleave), one line at its start and end."""
    deterministic(config.cpu_threads)  # the pinned variables came with the environment
    quiet_libraries()
    set_threads(config)
    return _train_one(config, progress=False, log=lambda message: print(message, flush=True))


def _finished_run(trained_in: Path, run_dir: Path) -> str:
    """The final model of the run of ``trained_in`` at ``run_dir``'s place (arm/seed-N)."""
    final = trained_in / run_dir.parent.name / run_dir.name / "final"
    if not (final / "config.json").is_file():
        raise ConfigError(f"{trained_in}: no finished run {run_dir.parent.name}/{run_dir.name} to evaluate "
                          "(was the experiment run with these seeds?)")
    return str(final)


# the final evaluation's own settings: with no evaluation during training (eval_every 0), what a run
# learns never depends on them
EVALUATION_FIELDS = ("eval_samples", "eval_temperature", "eval_problems", "eval_coupled")


def evaluation_only(config: TrainConfig, other: TrainConfig) -> bool:
    """The two configs train the same runs and differ only in how the final evaluation samples."""
    if config.eval_every or other.eval_every:
        return False
    place = ("output_dir", "overwrite")
    mine, theirs = config.to_dict(), other.to_dict()
    return all(mine[k] == theirs[k] for k in mine if k not in EVALUATION_FIELDS + place)


# with every tiny_*, sft_* and drill_* field but drill_heldout (the held-out drills are drawn after the
# training ones, which never depend on them): what the SFT start depends on
START_FIELDS = ("model", "dataset", "seed", "max_prompt_length", "max_completion_length", "sft")


def start_settings(config: TrainConfig) -> dict[str, Any]:
    """The fields the SFT start depends on, with their values."""
    return {k: v for k, v in config.to_dict().items()
            if (k in START_FIELDS or k.startswith(("tiny_", "sft_", "drill_"))) and k != "drill_heldout"}


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
    rows = select_problems(problem_rows(dataclasses.replace(config, split=split)), tokenizer,
                           dataclasses.replace(config, max_problems=None))
    return sorted(rows, key=lambda r: str(r["id"]))


def _slug(label: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in label).strip("_").lower()


def _generate_all(models: Mapping[str, Sequence[tuple[int, str]]], rows: list[dict[str, Any]], split: str,
                  config: TrainConfig, temperature: float, completions_dir: Path, jobs: int,
                  progress: bool) -> dict[str, list[list[list[str]]]]:
    """Each model's completions (label -> per seed, per row, its samples), ``jobs`` models at a time, each
    in a process of its own (generation is most of an evaluation's time); written to ``completions_dir``."""
    tasks = [(label, seed, path) for label, runs in models.items() for seed, path in runs]
    prompts = [r["prompt"] for r in rows]
    calls = [(path, prompts, config, temperature, seed, progress and jobs <= 1) for _, seed, path in tasks]
    if jobs <= 1 or len(calls) <= 1:
        outputs = [_generate_one(*call) for call in calls]
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
            outputs = list(pool.map(_generate_one, *zip(*calls)))
    found: dict[str, list[list[list[str]]]] = {label: [] for label in models}
    for (label, seed, _), generated in zip(tasks, outputs):
        write_completions(completions_dir / f"{_slug(label)}__{split}__seed-{seed}.jsonl", [str(r["id"]) for r in rows],
                          generated, model=label)
        found[label].append(generated)
    return found


def _generate_one(path: str, prompts: list[Any], config: TrainConfig, temperature: float, seed: int,
                  progress: bool) -> list[list[str]]:
    deterministic(config.cpu_threads)
    quiet_libraries()
    set_threads(config)
    return generate_completions(path, prompts, max_new_tokens=config.max_completion_length,
                                num_samples=config.eval_samples, temperature=temperature, seed=seed, progress=progress,
                                coupled=config.eval_coupled)


def _evaluate(label: str, runs: Sequence[tuple[int, str]], generated: Sequence[list[list[str]]],
              rows: list[dict[str, Any]], split: str, config: TrainConfig,
              per_seed: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[int, dict[str, dict[str, float | None]]],
                                                       list]:
    """One arm over all its seeds (``generated``: per seed, per row, the samples): (table row, per seed the
    per-prompt figures, each problem's samples)."""
    samples: list[list[str]] = [[] for _ in rows]
    for seed_samples in generated:
        for mine, new in zip(samples, seed_samples):
            mine.extend(new)
    # every arm is scored with the paper's full reward, whatever it was trained on
    # the paper's columns only: the scale tests' timings would cost time and show nowhere
    result = evaluate_completions(rows, samples, name=label, efficiency=False)
    flat = [s for record in result.rows for s in record["samples"]]
    for sample, score in zip(flat, pylint_scores([extract_code(s["completion"]).code for s in flat])):
        sample["pylint"] = score
    per_sample = config.eval_samples
    prompts: dict[int, dict[str, dict[str, float | None]]] = {}
    for k, (seed, _) in enumerate(runs):  # each problem's samples are seed after seed
        mine = {str(r["id"]): r["samples"][k * per_sample:(k + 1) * per_sample] for r in result.rows}
        prompts[seed] = {key: _figures(group) for key, group in mine.items() if group}
        per_seed.append({"model": label, "split": split, "seed": seed,
                         **{m: _mean([s[m] for group in mine.values() for s in group])
                            for m in ("quality", "correctness", "pylint")},
                         "clean_rate": clean_rate([{"samples": group} for group in mine.values()])})
    summary = result.summary
    every_seed = [_figures(record["samples"]) for record in result.rows if record["samples"]]
    row = {"model": label, "split": split, "prompts": len(rows), "samples": summary["samples"],
           **{key: summary.get(key) for key in COLUMNS},
           "clean_rate": _mean([p["clean_rate"] for p in every_seed]),
           "clean_correct": _mean([p["clean_correct"] for p in every_seed]),
           "pylint": _mean([p["pylint"] for p in every_seed])}
    return row, prompts, samples


def _figures(samples: Sequence[Mapping[str, Any]]) -> dict[str, float | None]:
    """One prompt's means over ``samples``: the evaluation's, the clean share (of all samples and of the
    correct ones) and pylint."""
    return {**row_means(list(samples)), "clean_rate": clean_rate([{"samples": samples}]),
            "clean_correct": clean_correct_rate([{"samples": samples}]),
            "pylint": _mean([s["pylint"] for s in samples]),
            "quality_parsed": _mean([s["quality"] for s in samples if s["parses"]])}


def _mean(values: Sequence[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def write_study_input(folder: Path, rows: Sequence[Mapping[str, Any]], quality: Sequence[Sequence[str]],
                      control: Sequence[Sequence[str]]) -> Path:
    """Held-out completions of both arms (the first sample of each problem) and the problems'
    statements, as ``codereward study create`` reads them; returns the folder."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, samples in (("quality", quality), ("control", control)):
        lines = [json.dumps({"problem_id": str(r["id"]), "completion": s[0]}) for r, s in zip(rows, samples) if s]
        (folder / f"{name}.jsonl").write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    problems = [json.dumps({"id": str(r["id"]), "statement": r["statement"], "split": r.get("split")}) for r in rows]
    (folder / "problems.jsonl").write_text("".join(line + "\n" for line in problems), encoding="utf-8")
    return folder


def markdown_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """The per-arm results as a Markdown table (the README shows it)."""
    return markdown_rows(HEADERS, ("model", "split", "prompts", "samples", *COLUMNS), rows)


def effect_table(effect: Mapping[str, Mapping[str, Any]]) -> str:
    """Quality arm minus control per metric, with its 95% interval, as a Markdown table."""
    lines = ["| split | metric | quality arm − control | 95% CI | prompts | seeds per arm |", "|---|---|---|---|---|---|"]
    for split, metrics in effect.items():
        for metric, e in metrics.items():
            if e["diff"] is None:
                continue
            lines.append(f"| {split} | {metric} | {e['diff']:+.3f} | [{e['ci95'][0]:+.3f}, {e['ci95'][1]:+.3f}] "
                         f"| {e['n']} | {'/'.join(str(n) for n in e['seeds'])} |")
    return "\n".join(lines) + "\n"


def markdown_rows(headers: Sequence[str], keys: Sequence[str], rows: Sequence[Mapping[str, Any]]) -> str:
    """A Markdown table of ``rows``' ``keys`` under ``headers``: rates to 3 decimals, other numbers to 1."""
    def cell(value: Any) -> str:
        if isinstance(value, float):
            return f"{value:.3f}" if value <= 1.0 else f"{value:.1f}"
        return "—" if value is None else str(value)

    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(cell(row.get(key)) for key in keys) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def headline_effect(effect: Mapping[str, Mapping[str, Any]]) -> Mapping[str, Any]:
    """The effect the experiment reports, of its effect per split: the validation split's (the held-out
    problems), or the only split evaluated."""
    return effect.get("validation") or next(iter(effect.values()), {})


def effect_text(effect: Mapping[str, Any] | None, digits: int = 3) -> str:
    """An effect and its 95% interval as ``+0.016 [−0.005, +0.039]`` (— when there is none)."""
    if not effect or effect.get("diff") is None:
        return "—"

    def signed(value: float) -> str:
        return f"{value:+.{digits}f}".replace("-", "−")

    low, high = effect["ci95"]
    return f"{signed(effect['diff'])} [{signed(low)}, {signed(high)}]"


# where an experiment's outputs are and whether it overwrote them: not what it computed
_PLACE = ("output_dir", "overwrite")


def read_results(output_dir: str | Path) -> dict[str, Any] | None:
    """An experiment directory's ``results.json``, or None when there is none (or it cannot be read:
    a run that stopped before writing it)."""
    try:
        saved = json.loads((Path(output_dir) / "results.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return saved if isinstance(saved, dict) else None


def results_differences(saved: Mapping[str, Any], config: TrainConfig, seeds: Sequence[int] | None = None) -> list[str]:
    """What ``saved`` (a ``results.json``) was made with that running ``config`` with ``seeds`` would
    not be, one ``field: stored → wanted`` each; empty when a run would compute the same."""
    wanted = json.loads(json.dumps(config.to_dict(), default=str))
    stored = saved.get("config") if isinstance(saved.get("config"), dict) else {}
    differences = [f"{key}: {stored.get(key, 'unset')} → {value}" for key, value in wanted.items()
                   if key not in _PLACE and stored.get(key, "unset") != value]
    seeds = list(seeds) if seeds else [config.seed]
    stored_seeds = (saved.get("eval") or {}).get("seeds")
    if stored_seeds != seeds:
        differences.append(f"seeds: {stored_seeds} → {seeds}")
    return differences


def stored_results(output_dir: str | Path, config: TrainConfig,
                   seeds: Sequence[int] | None = None) -> dict[str, Any] | None:
    """The ``results.json`` at ``output_dir`` when it was made with ``config`` and ``seeds`` (wherever the
    directory was then): what running them again would compute; None otherwise."""
    saved = read_results(output_dir)
    return saved if saved is not None and not results_differences(saved, config, seeds) else None


def _write(result: ExperimentResult, config: TrainConfig) -> None:
    out = result.output_dir
    headline = headline_effect(result.effect)
    payload = {"config": config.to_dict(), "control_weights": control_weights(config.weights), "eval": result.eval,
               "rows": result.rows, "per_seed": result.per_seed,
               "effect": {m: headline[m] for m in ("quality", "correctness") if m in headline}
               | {"method": METHOD, "all": result.effect},
               "study": str(result.study) if result.study else None, "seconds": result.seconds,
               "reproducibility": record(config.cpu_threads, result.unpinned, config.bf16_enabled())}
    (out / "results.json").write_text(json.dumps(payload, indent=2, default=str) + "\n", encoding="utf-8")
    result.table = out / "table.md"
    text = markdown_table(result.rows)
    if result.effect:
        text += f"\nEffect ({METHOD}):\n\n" + effect_table(result.effect)
    result.table.write_text(text, encoding="utf-8")
    result.plot = plot_experiment(result.rows, out, out / "experiment.png", result.effect, result.per_seed)


def plot_experiment(rows: Sequence[Mapping[str, Any]], run_root: Path, out_path: Path,
                    effect: Mapping[str, Mapping[str, Any]] | None = None,
                    per_seed: Sequence[Mapping[str, Any]] = ()) -> Path:
    """Three panels: the arms' held-out figures, the effect with its intervals, and the held-out
    quality, clean share and correctness during training (mean over seeds; step 0 is the SFT
    start) or, when the runs did not evaluate during training, each seed's final figures."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(18, 4.6))
    metrics = ("quality", "correctness", "hidden_correctness", "clean_rate", "pylint")
    shown = [r for r in rows if r["split"] == "validation"] or list(rows)
    width = 0.8 / max(len(shown), 1)
    for i, row in enumerate(shown):
        values = [(row.get(m) or 0.0) / (10.0 if m == "pylint" else 1.0) for m in metrics]
        axes[0].bar([x + i * width for x in range(len(metrics))], values, width, label=row["model"])
    axes[0].set_xticks([x + width * (len(shown) - 1) / 2 for x in range(len(metrics))],
                       ["quality", "correct\n(visible)", "correct\n(hidden)", "clean\nshare", "pylint / 10"],
                       fontsize=8)
    axes[0].set(title=f"held-out ({shown[0]['split'] if shown else ''}) evaluation", ylim=(0, 1.05))
    axes[0].legend(fontsize=7)
    split_effect = headline_effect(effect or {})
    names = [m for m in ("quality", "parse_rate", "quality_parsed", "clean_rate", "correctness",
                         "hidden_correctness", "pylint") if split_effect.get(m, {}).get("diff") is not None]
    for y, name in enumerate(names):
        e = split_effect[name]
        scale = 10.0 if name == "pylint" else 1.0
        axes[1].errorbar(e["diff"] / scale, y, xerr=[[(e["diff"] - e["ci95"][0]) / scale],
                                                      [(e["ci95"][1] - e["diff"]) / scale]], fmt="o", capsize=4)
    axes[1].axvline(0.0, color="grey", linewidth=0.8)
    axes[1].set_yticks(range(len(names)), [n.replace("_", " ") + (" / 10" if n == "pylint" else "") for n in names])
    axes[1].set(title="quality arm − control (95% CI)", xlabel="difference")
    for arm, style in (("quality", "-"), ("control", "--")):
        curves = [_eval_curve(path) for path in sorted((run_root / arm).glob("seed-*/metrics.jsonl"))]
        curves = [c for c in curves if c]
        if not curves:
            continue
        steps = sorted(set.intersection(*(set(c) for c in curves)))
        for key, colour in (("eval/quality", "tab:blue"), ("eval/clean_rate", "tab:green"),
                            ("eval/correctness", "tab:red")):
            axes[2].plot(steps, [sum(c[s].get(key) or 0.0 for c in curves) / len(curves) for s in steps],
                         linestyle=style, color=colour, label=f"{arm} arm: {key.split('/')[1].replace('_', ' ')}")
    if axes[2].lines:
        axes[2].set(title="held-out during training (mean over seeds)", xlabel="GRPO step (0 = SFT start)",
                    ylim=(-0.05, 1.05))
    else:
        _plot_seeds(axes[2], [s for s in per_seed if s["split"] == (shown[0]["split"] if shown else "validation")])
    axes[2].legend(fontsize=7)
    fig.tight_layout()
    out_path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out_path, dpi=100)
    plt.close(fig)
    return out_path


def _plot_seeds(ax: Any, per_seed: Sequence[Mapping[str, Any]]) -> None:
    """Each seed's held-out quality, clean share and correctness, one column of points per arm."""
    models = list(dict.fromkeys(s["model"] for s in per_seed))
    for metric, marker in (("quality", "o"), ("clean_rate", "s"), ("correctness", "^")):
        xs = [models.index(s["model"]) for s in per_seed]
        ax.scatter(xs, [s.get(metric) or 0.0 for s in per_seed], marker=marker, alpha=0.7,
                   label=metric.replace("_", " ").replace("clean rate", "clean share"))
    ax.set_xticks(range(len(models)), [m.replace(" (", "\n(") for m in models], fontsize=8)
    ax.set(title="held-out, each seed", ylim=(-0.05, 1.05))


def _eval_curve(path: Path) -> dict[int, dict[str, Any]]:
    return {int(r["step"]): r for r in read_metrics(path) if r.get("eval/quality") is not None}
