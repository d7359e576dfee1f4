"""``codereward experiment quality-vs-control --sweep FIELD=V1,V2``: the experiment again, one
setting changed at a time.

When the quality arm does not beat the control on the validation problems, the cause
has to be found among the usual suspects: the learning rate, the group size, the number
of steps, the SFT mix. A sweep runs the whole experiment once per setting, changing one
field of the experiment's config and nothing else (one field at a time, not a grid), or
a few fields that only make sense together (``FIELD=V+FIELD2=V2``).
Values of GRPO fields start from the experiment's own SFT model; values of fields that
shape the start (``tiny_*``, ``sft_*``, ...) get an SFT start of their own, which costs
an SFT pass each; values of the final evaluation's fields (``eval_temperature``,
``eval_samples``, ``eval_problems``, when ``eval_every`` is 0) train nothing: the
experiment's runs and its start are evaluated again.

Outputs, next to the experiment's: ``sweep/FIELD=VALUE/`` (an ordinary experiment
directory each), ``sweep.md`` (one row per setting, arm and split), ``sweep.json`` and
``sweep.png``.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from codereward.train.config import FIELDS, ConfigError, TrainConfig, coerce, flag_parser
from codereward.train.experiment import evaluation_only, markdown_rows, run_experiment, start_settings

ARMS = ("+ quality reward", "control (no quality reward)")
SWEEP_COLUMNS = ("quality", "parse_rate", "quality_parsed", "correctness", "total_reward", "mean_code_length")
SWEEP_HEADERS = ("setting", "split", "model", "quality", "parse rate", "quality (parsed)", "correctness",
                 "total reward", "code lines")
# what the run directory and the output layout depend on: never swept
_NOT_SWEPT = frozenset({"output_dir", "overwrite", "logging_steps", "sample_every", "save_steps", "save_total_limit"})


def parse_sweep(specs: Sequence[str]) -> list[tuple[str, dict[str, Any]]]:
    """Settings to run, as ``(label, {field: value})``, in order.

    ``FIELD=V1,V2`` gives one setting per value; ``FIELD=V+FIELD2=V2`` is one setting that
    changes several fields together (an SFT mix, say, needs its size and its steps).
    """
    settings = []
    for spec in specs:
        parts = re.split(r"\+(?=[A-Za-z_][A-Za-z0-9_-]*=)", spec)
        if len(parts) > 1:
            changes = dict(_assignment(part, spec, single=True)[0] for part in parts)
            settings.append(("+".join(f"{k}={v}" for k, v in changes.items()), changes))
        else:
            settings += [(f"{name}={value}", {name: value}) for name, value in _assignment(spec, spec)]
    return settings


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


def run_sweep(config: TrainConfig, output_dir: str | Path, settings: Sequence[tuple[str, Mapping[str, Any]]], *,
              log: Callable[[str], Any] = print, **experiment_kwargs: Any) -> Path:
    """The experiment (reused when ``results.json`` holds this config), then one per setting;
    returns the path of ``sweep.md``. Rows of earlier sweeps of the same experiment stay in
    the table; a setting run again replaces its rows."""
    out = Path(output_dir)
    variants = [(label, variant_config(config, label, changes)) for label, changes in settings]
    base_rows = _reusable_rows(out, config)
    earlier: list[dict[str, Any]] = []
    if base_rows is None:
        log("running the experiment with its own settings first")
        base_rows = run_experiment(config, out, log=log, **experiment_kwargs).rows
    else:
        earlier = _earlier_sweep_rows(out)
    labels = [label for label, _ in variants]
    rows = [{"setting": "experiment", **r} for r in base_rows if r["model"] in ARMS]
    rows += [r for r in earlier if r["setting"] not in labels and r["setting"] != "experiment"]
    for label, variant in variants:
        vdir = out / "sweep" / label
        vdir.mkdir(parents=True, exist_ok=True)
        shared = start_settings(variant) == start_settings(config)
        if shared and not (vdir / "sft").exists():
            (vdir / "sft").symlink_to((out / "sft").resolve(), target_is_directory=True)
        # a setting of the final evaluation alone evaluates the experiment's own runs (and the start) again
        again = evaluation_only(variant, config)
        log(f"sweep: {label} ({'the experiment runs, evaluated again' if again else 'shared SFT start' if shared else 'its own SFT start'})")
        result = run_experiment(variant, vdir, log=log, evaluate_start=again or not shared,
                                trained_in=out if again else None, **experiment_kwargs)
        rows += [{"setting": label, **r} for r in result.rows]
    return _write_sweep(out, rows)


def _earlier_sweep_rows(out: Path) -> list[dict[str, Any]]:
    try:
        return list(json.loads((out / "sweep.json").read_text(encoding="utf-8"))["rows"])
    except (OSError, ValueError, KeyError, TypeError):
        return []


def _reusable_rows(out: Path, config: TrainConfig) -> list[dict[str, Any]] | None:
    path = out / "results.json"
    if not path.is_file():
        return None
    try:
        saved = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    same = saved.get("config") == json.loads(json.dumps(config.to_dict(), default=str))
    return saved.get("rows") if same else None


def sweep_table(rows: Sequence[Mapping[str, Any]]) -> str:
    ordered = sorted(rows, key=lambda r: r["split"] != "validation")  # validation first: the question asked
    return markdown_rows(SWEEP_HEADERS, ("setting", "split", "model", *SWEEP_COLUMNS), ordered)


def _write_sweep(out: Path, rows: list[dict[str, Any]]) -> Path:
    settings = list(dict.fromkeys(r["setting"] for r in rows))
    (out / "sweep.json").write_text(json.dumps({"settings": settings, "rows": rows}, indent=2, default=str) + "\n",
                                    encoding="utf-8")
    table = out / "sweep.md"
    table.write_text(sweep_table(rows), encoding="utf-8")
    plot_sweep(rows, out / "sweep.png")
    return table


def plot_sweep(rows: Sequence[Mapping[str, Any]], out_path: Path) -> Path:
    """Quality and parse rate of both arms per setting, one panel per split."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    settings = list(dict.fromkeys(r["setting"] for r in rows))
    splits = [s for s in ("train", "validation") if any(r["split"] == s for r in rows)]
    fig, axes = plt.subplots(1, len(splits), figsize=(max(6.0, 1.6 * len(settings)) * len(splits), 4.2),
                             squeeze=False)
    series = [(arm, metric) for metric in ("quality", "parse_rate") for arm in ARMS]
    width = 0.8 / len(series)
    for ax, split in zip(axes[0], splits):
        for i, (arm, metric) in enumerate(series):
            values = [next((r.get(metric) or 0.0 for r in rows
                            if r["setting"] == s and r["split"] == split and r["model"] == arm), 0.0)
                      for s in settings]
            ax.bar([x + i * width for x in range(len(settings))], values, width,
                   label=f"{arm}: {metric.replace('_', ' ')}", hatch="//" if metric == "parse_rate" else None)
        ax.set_xticks([x + width * (len(series) - 1) / 2 for x in range(len(settings))],
                      [s.replace("=", "=\n") for s in settings], fontsize=8)
        ax.set(title=f"{split} split", ylim=(0, 1.05))
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(out_path, dpi=100)
    plt.close(fig)
    return out_path
