"""PNG plots of a run's reward curves, from its metrics.jsonl."""

from __future__ import annotations

import json
from pathlib import Path


def read_metrics(path: str | Path) -> list[dict]:
    rows = []
    path = Path(path)
    if not path.is_file():
        return rows
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:  # a line cut by a hard kill
            continue
    return rows


def plot_rewards(metrics_path: str | Path, out_path: str | Path) -> Path | None:
    """Rewards (composite and each component, mean ± std), rates, KL per step and, when the run
    evaluated on held-out problems, those figures from the SFT start (step 0) on; None if no rows."""
    everything = read_metrics(metrics_path)
    rows = [r for r in everything if r.get("loss") is not None or r.get("reward/composite/mean") is not None]
    evaluations = [r for r in everything if r.get("eval/quality") is not None]
    if not rows and not evaluations:
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [r["step"] for r in rows]
    names = sorted({k.split("/")[1] for r in rows for k in r if k.startswith("reward/") and k.endswith("/mean")},
                   key=lambda n: (n != "composite", n))
    fig, axes = plt.subplots(1, 4 if evaluations else 3, figsize=(20 if evaluations else 15, 4))
    for name in names:
        mean = [r.get(f"reward/{name}/mean") or 0.0 for r in rows]
        std = [r.get(f"reward/{name}/std") or 0.0 for r in rows]
        line, = axes[0].plot(steps, mean, label=name, linewidth=2.5 if name == "composite" else 1.2)
        axes[0].fill_between(steps, [m - s for m, s in zip(mean, std)], [m + s for m, s in zip(mean, std)],
                             color=line.get_color(), alpha=0.12)
    axes[0].set(title="rewards (mean ± std)", xlabel="step", ylim=(-0.05, 1.05))
    axes[0].legend(fontsize=8)
    for rate in ("format", "parse", "correct", "clean"):
        axes[1].plot(steps, [r.get(f"rate/{rate}") or 0.0 for r in rows], label=rate)
    axes[1].set(title="rates", xlabel="step", ylim=(-0.05, 1.05))
    axes[1].legend(fontsize=8)
    kl = [r.get("kl") for r in rows]
    if any(v is not None for v in kl):
        axes[2].plot(steps, [v or 0.0 for v in kl], label="kl")
    axes[2].plot(steps, [r.get("completion_length/mean") or 0.0 for r in rows], label="completion length")
    axes[2].set(title="KL and completion length", xlabel="step", yscale="symlog")
    axes[2].legend(fontsize=8)
    if evaluations:
        x = [r["step"] for r in evaluations]
        for key, label in (("eval/quality", "quality"), ("eval/clean_rate", "clean share"),
                           ("eval/correctness", "correct (visible tests)"),
                           ("eval/hidden_correctness", "correct (hidden tests)")):
            axes[3].plot(x, [r.get(key) or 0.0 for r in evaluations], marker="o", label=label)
        axes[3].set(title="held-out problems (step 0 = SFT start)", xlabel="step", ylim=(-0.05, 1.05))
        axes[3].legend(fontsize=8)
    fig.tight_layout()
    out = Path(out_path)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return out
