"""``codereward experiment quality-vs-control --sweep FIELD=V1,V2``: the experiment again, one
setting changed at a time.

When the quality arm does not beat the control on the validation problems, the cause
has to be found among the usual suspects: the learning rate, the group size, the number
of steps, the SFT mix; and a claim has to survive nearby settings (issue 31's grid). A
sweep runs the whole experiment once per setting, changing one field of the experiment's
config and nothing else (one field at a time, not a cross product), or a few fields that
only make sense together (``FIELD=V+FIELD2=V2``). A setting whose directory already holds a
``results.json`` made with its config and seeds is not run again.
Values of GRPO fields start from the experiment's own SFT model; values of fields that
shape the start (``tiny_*``, ``sft_*``, ...) get an SFT start of their own, which costs
an SFT pass each; values of the final evaluation's fields (``eval_temperature``,
``eval_samples``, ``eval_problems``, when ``eval_every`` is 0) train nothing: the
experiment's runs and its start are evaluated again.

Outputs, next to the experiment's: ``sweep/FIELD=VALUE/`` (an ordinary experiment
directory each), ``sweep.md`` (per setting the effect, quality arm − control, with its 95%
interval as the setting's own ``results.json`` has it, and whether it meets the goal; then
one row per setting, arm and split), ``sweep.json`` and ``sweep.png`` (the effects drawn).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from codereward.train.config import FIELDS, ConfigError, TrainConfig, coerce, flag_parser
from codereward.train.effect import METHOD
from codereward.train.experiment import (
    effect_text,
    evaluation_only,
    headline_effect,
    markdown_rows,
    read_results,
    results_differences,
    run_experiment,
    start_settings,
    stored_results,
)

ARMS = ("+ quality reward", "control (no quality reward)")
SWEEP_COLUMNS = ("quality", "parse_rate", "quality_parsed", "correctness", "total_reward", "mean_code_length")
SWEEP_HEADERS = ("setting", "split", "model", "quality", "parse rate", "quality (parsed)", "correctness",
                 "total reward", "code lines")
# what the run directory and the output layout depend on: never swept
_NOT_SWEPT = frozenset({"output_dir", "overwrite", "logging_steps", "sample_every", "save_steps", "save_total_limit"})
# a setting that changes several fields: FIELD=V+FIELD2=V2 (a '+' inside a value, as in 1e+3, stays in it)
_SETTINGS = re.compile(r"\+(?=[A-Za-z_][A-Za-z0-9_-]*=)")

# issue 31's goal for each setting: the reward's quality effect above 0, correctness not lower
CORRECTNESS_FLOOR = -0.02
GOAL = ("the reward's quality effect's 95% interval above 0, and correctness's lower bound at least −0.02")
GOAL_METRICS = ("quality", "correctness")
# the grid's columns: the experiment's effect metrics, the goal's first, then where quality comes from
GRID_METRICS = ("quality", "correctness", "parse_rate", "quality_parsed", "clean_rate", "clean_correct", "pylint",
                "hidden_correctness", "mean_code_length")
GRID_HEADERS = {"quality": "quality (the reward's)", "correctness": "correctness (visible)",
                "parse_rate": "parse rate", "quality_parsed": "quality (parsed)", "clean_rate": "clean share",
                "clean_correct": "clean share (correct)", "pylint": "pylint (0-10)",
                "hidden_correctness": "correctness (hidden)", "mean_code_length": "code lines"}


def parse_sweep(specs: Sequence[str]) -> list[tuple[str, dict[str, Any]]]:
    """Settings to run, as ``(label, {field: value})``, in order.

    ``FIELD=V1,V2`` gives one setting per value; ``FIELD=V+FIELD2=V2`` is one setting that
    changes several fields together (an SFT mix, say, needs its size and its steps).
    """
    settings = []
    for spec in specs:
        parts = _SETTINGS.split(spec)
        if len(parts) > 1:
            changes = dict(_assignment(part, spec, single=True)[0] for part in parts)
            settings.append((setting_label(changes), changes))
        else:
            settings += [(setting_label({name: value}), {name: value}) for name, value in _assignment(spec, spec)]
    return settings


def setting_label(changes: Mapping[str, Any]) -> str:
    """A setting's name (and its directory's, under ``sweep/``): ``FIELD=VALUE[+FIELD=VALUE...]``."""
    return "+".join(f"{name}={value}" for name, value in changes.items())


def _assignment(text: str, spec: str, single: bool = False) -> list[tuple[str, Any]]:
    name, sep, values = text.partition("=")
    name = name.strip().replace("-", "_")
    if not sep or not values.strip():
        raise ConfigError(f"--sweep {spec!r}: expected FIELD=VALUE[,VALUE...] or FIELD=VALUE+FIELD=VALUE")
    if name not in FIELDS or name in _NOT_SWEPT:
        raise ConfigError(f"--sweep {spec!r}: {name!r} is not a training field that can be swept")
    parse = flag_parser(FIELDS[name])
    raw = [values.strip()] if single else [v.strip() for v in values.split(",") if v.strip()]
    try:
        return [(name, coerce(FIELDS[name], parse(v))) for v in raw]
    except ConfigError as exc:
        raise ConfigError(f"--sweep {spec!r}: {exc}") from None


def variant_config(config: TrainConfig, label: str, changes: Mapping[str, Any]) -> TrainConfig:
    """The experiment's config with ``changes``, validated (errors name the setting)."""
    try:
        return dataclasses.replace(config, **changes).validate()
    except ConfigError as exc:
        raise ConfigError(f"--sweep {label}: {exc}") from None


@dataclasses.dataclass
class Cell:
    """One setting of a sweep (``experiment``: the experiment's own settings) and what is stored of it."""

    setting: str
    directory: Path
    config: TrainConfig | None = None  # its settings, when asked for (a stored earlier setting: None)
    results: dict[str, Any] | None = None  # its results.json, when made with this setting's config and seeds

    @property
    def effect(self) -> Mapping[str, Any]:
        return headline_effect((self.results or {}).get("effect", {}).get("all", {}))


def run_sweep(config: TrainConfig, output_dir: str | Path, settings: Sequence[tuple[str, Mapping[str, Any]]], *,
              seeds: Sequence[int] | None = None, report_only: bool = False, log: Callable[[str], Any] = print,
              **experiment_kwargs: Any) -> Path:
    """The experiment, then one run of it per setting, each reused when its directory's ``results.json``
    was made with that setting's config and ``seeds`` (so a grid can be built over several sessions);
    returns the path of ``sweep.md``. ``report_only`` runs nothing: the report of what is stored, with
    the settings not stored yet listed. Settings of earlier sweeps stored under ``sweep/`` with the
    experiment's settings stay in the report."""
    out = Path(output_dir)
    seeds = list(seeds) if seeds else [config.seed]
    wanted = [("experiment", config)] + [(label, variant_config(config, label, changes)) for label, changes in settings]
    cells = [Cell(label, _cell_dir(out, label), variant, stored_results(_cell_dir(out, label), variant, seeds))
             for label, variant in wanted]
    for cell, (label, variant) in zip(cells, wanted):
        if cell.results is not None:
            log(f"sweep: {label}: stored ({cell.directory / 'results.json'} was made with this setting)"
                + ("" if report_only else ", not run again"))
        elif not report_only:
            _run_cell(out, label, variant, config, seeds, log, experiment_kwargs)
            cell.results = read_results(cell.directory)
            _write_sweep(out, config, seeds, cells, log)  # what is done so far, should a later setting stop
    if report_only and not any(cell.results for cell in cells) and not _stored_cells(out, config, seeds, cells):
        raise ConfigError(f"{out}: nothing stored to report (no results.json made with these settings); "
                          "run the experiment or the sweep first")
    return _write_sweep(out, config, seeds, cells, log)


def _cell_dir(out: Path, label: str) -> Path:
    return out if label == "experiment" else out / "sweep" / label


def _run_cell(out: Path, label: str, variant: TrainConfig, config: TrainConfig, seeds: list[int],
              log: Callable[[str], Any], experiment_kwargs: Mapping[str, Any]) -> None:
    if label == "experiment":
        log("running the experiment with its own settings first")
        run_experiment(config, out, seeds=seeds, log=log, **experiment_kwargs)
        return
    vdir = _cell_dir(out, label)
    vdir.mkdir(parents=True, exist_ok=True)
    shared = start_settings(variant) == start_settings(config)
    if shared and not (vdir / "sft").exists():
        (vdir / "sft").symlink_to((out / "sft").resolve(), target_is_directory=True)
    # a setting of the final evaluation alone evaluates the experiment's own runs (and the start) again
    again = evaluation_only(variant, config)
    log(f"sweep: {label} ({'the experiment runs, evaluated again' if again else 'shared SFT start' if shared else 'its own SFT start'})")
    run_experiment(variant, vdir, seeds=seeds, log=log, evaluate_start=again or not shared,
                   trained_in=out if again else None, **experiment_kwargs)


def _setting_fields(label: str) -> list[str]:
    """The fields a setting's label changes (``lr=1e-4+max_steps=90``: lr, max_steps)."""
    return [part.partition("=")[0] for part in _SETTINGS.split(label)]


def _stored_cells(out: Path, config: TrainConfig, seeds: list[int], known: Sequence[Cell]) -> list[tuple[Cell, str]]:
    """The settings of earlier sweeps under ``sweep/`` that ``known`` does not name, each with why it is
    left out of the report ("" when it is in: made with the experiment's settings but its own field's)."""
    root = out / "sweep"
    names = {cell.directory.name for cell in known if cell.setting != "experiment"}
    found = []
    for vdir in sorted(root.iterdir()) if root.is_dir() else ():
        saved = read_results(vdir) if vdir.is_dir() and vdir.name not in names else None
        if saved is None:
            continue  # not a setting, or one whose run has not finished
        try:  # the fields its name changes, at the values its run had
            changes = {name: saved["config"][name] for name in _setting_fields(vdir.name)}
            variant = variant_config(config, vdir.name, changes)
            differences = results_differences(saved, variant, seeds)
            ran = setting_label({name: getattr(variant, name) for name in changes})
            if ran != vdir.name:
                differences.insert(0, f"it ran {ran}")
        except (ConfigError, KeyError, TypeError) as exc:
            differences = [f"not a setting of this experiment's fields ({exc})"]
        found.append((Cell(vdir.name, vdir, results=None if differences else saved), "; ".join(differences)))
    return found


def verdict(effect: Mapping[str, Any]) -> dict[str, Any]:
    """The issue's goal for one setting: the reward's quality effect above 0 (its 95% interval:
    ``meets_goal``; its point estimate: ``meets_on_point``) and correctness not lower (its 95%
    interval's lower bound at least ``CORRECTNESS_FLOOR``); ``why`` says what fails."""
    quality, correct = effect.get("quality") or {}, effect.get("correctness") or {}
    if quality.get("diff") is None or correct.get("diff") is None:
        return {"quality_above_0": False, "quality_point_above_0": False, "correctness_not_lower": False,
                "meets_goal": False, "meets_on_point": False, "why": "no effect stored"}
    above, point = quality["ci95"][0] > 0, quality["diff"] > 0
    level = correct["ci95"][0] >= CORRECTNESS_FLOOR
    fails = ([] if above else [f"quality's lower bound {quality['ci95'][0]:+.3f} ≤ 0"]) + (
        [] if level else [f"correctness's lower bound {correct['ci95'][0]:+.3f} < {CORRECTNESS_FLOOR:+.2f}"])
    return {"quality_above_0": above, "quality_point_above_0": point, "correctness_not_lower": level,
            "meets_goal": above and level, "meets_on_point": point and level,
            "why": "; ".join(fails).replace("-", "−")}


def grid_table(cells: Sequence[Mapping[str, Any]]) -> str:
    """The effect (quality arm − control, held-out, 95% interval) per setting and its verdict, as Markdown."""
    headers = ["setting", "seed pairs x prompts", *(GRID_HEADERS[m] for m in GOAL_METRICS), "goal met",
               *(GRID_HEADERS[m] for m in GRID_METRICS if m not in GOAL_METRICS)]
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    for cell in cells:
        effect, judged = cell["effect"], cell["verdict"]
        quality = effect.get("quality") or {}
        size = f"{min(quality['seeds'])} x {quality['n']}" if quality.get("seeds") else "—"
        met = "yes" if judged["meets_goal"] else f"no: {judged['why']}"
        lines.append("| " + " | ".join([cell["setting"], size, *(_effect_cell(effect, m) for m in GOAL_METRICS), met,
                                          *(_effect_cell(effect, m) for m in GRID_METRICS if m not in GOAL_METRICS)])
                     + " |")
    return "\n".join(lines) + "\n"


def _effect_cell(effect: Mapping[str, Any], metric: str) -> str:
    return effect_text(effect.get(metric), digits=2 if metric in ("pylint", "mean_code_length") else 3)


def sweep_table(rows: Sequence[Mapping[str, Any]]) -> str:
    ordered = sorted(rows, key=lambda r: r["split"] != "validation")  # validation first: the question asked
    return markdown_rows(SWEEP_HEADERS, ("setting", "split", "model", *SWEEP_COLUMNS), ordered)


def _write_sweep(out: Path, config: TrainConfig, seeds: list[int], cells: Sequence[Cell],
                 log: Callable[[str], Any]) -> Path:
    others = _stored_cells(out, config, seeds, cells)
    for cell, why in others:
        if why:
            log(f"sweep: {cell.directory} left out: made with other settings ({why})")
    shown = [cell for cell in cells if cell.results is not None] + [cell for cell, why in others if not why]
    missing = [{"setting": cell.setting, "why": _why_missing(cell, seeds)}
               for cell in cells if cell.results is None]
    left_out = [{"setting": cell.setting, "why": why} for cell, why in others if why]
    grid = [{"setting": cell.setting, "directory": str(cell.directory), "effect": dict(cell.effect),
             "verdict": verdict(cell.effect)} for cell in shown]
    rows = [{"setting": cell.setting, **r} for cell in shown for r in cell.results.get("rows", [])  # type: ignore[union-attr]
            if cell.setting != "experiment" or r["model"] in ARMS]
    summary = {"cells": len(grid), "meet_goal": sum(c["verdict"]["meets_goal"] for c in grid),
               "meet_on_point": sum(c["verdict"]["meets_on_point"] for c in grid)}
    named = [c.setting for c in cells] + [c["setting"] for c in grid]
    fields = list(dict.fromkeys(f for label in named if label != "experiment" for f in _setting_fields(label)))
    around = {f: getattr(config, f) for f in fields if hasattr(config, f)}
    payload = {"goal": GOAL, "correctness_floor": CORRECTNESS_FLOOR, "around": around, "seeds": seeds,
               "summary": summary, "settings": [c["setting"] for c in grid], "cells": grid, "missing": missing,
               "left_out": left_out, "rows": rows}
    (out / "sweep.json").write_text(json.dumps(payload, indent=2, default=str) + "\n", encoding="utf-8")
    text = (f"Held-out effect (quality arm − control, 95% interval: {METHOD}) per setting; the experiment's own "
            f"settings are {', '.join(f'{k}={v}' for k, v in around.items()) or 'the first row'}.\n\n"
            + grid_table(grid)
            + f"\n**{summary['meet_goal']} of {summary['cells']} cells meet the goal** ({GOAL}). "
              f"With the quality effect's point estimate above 0 instead of its interval: "
              f"{summary['meet_on_point']} of {summary['cells']}.\n")
    if missing:
        text += "\nNot stored yet: " + "; ".join(f"{m['setting']} ({m['why']})" for m in missing) + ".\n"
    if left_out:
        text += ("\nStored but made with other settings, left out: "
                 + "; ".join(f"sweep/{m['setting']} ({m['why']})" for m in left_out) + ".\n")
    text += "\nBoth arms per setting:\n\n" + sweep_table(rows)
    table = out / "sweep.md"
    table.write_text(text, encoding="utf-8")
    plot_sweep(grid, out / "sweep.png")
    return table


def _why_missing(cell: Cell, seeds: list[int]) -> str:
    saved = read_results(cell.directory)
    if saved is None or cell.config is None:
        return "no results.json"
    return "its results.json was made with other settings: " + "; ".join(
        results_differences(saved, cell.config, seeds))


def plot_sweep(cells: Sequence[Mapping[str, Any]], out_path: Path) -> Path:
    """Per setting, the effect on the reward's quality, on correctness and on the clean share with their
    95% intervals, and the goal's lines (0; correctness's −0.02): one panel per metric."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    floor = f"{CORRECTNESS_FLOOR:+.2f}".replace("-", "−")
    panels = (("quality", "the reward's quality\n(goal: interval above 0)"),
              ("correctness", f"correctness (visible)\n(goal: lower bound ≥ {floor}, dashed)"),
              ("clean_rate", "clean share (no finding)\n"))
    fig, axes = plt.subplots(1, len(panels), figsize=(15, 2.2 + 0.5 * max(len(cells), 2)), sharey=True,
                             squeeze=False)
    labels = [c["setting"] for c in cells]
    for ax, (metric, title) in zip(axes[0], panels):
        for y, cell in enumerate(cells):
            e = cell["effect"].get(metric) or {}
            if e.get("diff") is None:
                continue
            colour = "tab:green" if cell["verdict"]["meets_goal"] else "tab:grey"
            ax.errorbar(e["diff"], y, xerr=[[e["diff"] - e["ci95"][0]], [e["ci95"][1] - e["diff"]]], fmt="o",
                        color=colour, capsize=4)
        ax.axvline(0.0, color="black", linewidth=0.8)
        if metric == "correctness":
            ax.axvline(CORRECTNESS_FLOOR, color="tab:red", linestyle="--", linewidth=0.9)
        ax.set_yticks(range(len(labels)), labels, fontsize=8)
        # the experiment on top, the settings below it in the table's order
        ax.set(title=title, xlabel="quality arm − control", ylim=(len(labels) - 0.4, -0.6))
        ax.title.set_fontsize(9)
    fig.suptitle("held-out effect per setting with its 95% interval (green: the setting meets the goal)", fontsize=10)
    fig.tight_layout()
    fig.savefig(out_path, dpi=100)
    plt.close(fig)
    return out_path
