"""PNG plots of a run's reward curves, from its metrics.jsonl."""

from __future__ import annotations

from pathlib import Path

from codereward.jsonl import read_jsonl


def read_metrics(path: str | Path) -> list[dict]:
    """The rows of a run's metrics.jsonl (none when there is no file); its last line, when a hard
    kill cut it short, is left out, and any other line that is not a JSON object is a ``ValueError``."""
    return read_jsonl(path, cut_tail=True) if Path(path).is_file() else []


def smooth(values: list[float], window: int) -> list[float]:
    """The trailing mean over ``window`` points (fewer at the start): a trend a reader can see."""
    out, total = [], 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def plot_rewards(metrics_path: str | Path, out_path: str | Path) -> Path | None:
    """Rewards (composite and each component, smoothed over the raw per-step means), rates, KL,
    completion length and the advantages' spread on axes of their own and, when the run evaluated on held-out problems, those
    figures from the SFT start (step 0) on; None if no rows."""
    everything = read_metrics(metrics_path)
    rows = [r for r in everything if r.get("loss") is not None or r.get("reward/composite/mean") is not None]
    evaluations = [r for r in everything if r.get("eval/quality") is not None]
    if not rows and not evaluations:
        return None
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [r["step"] for r in rows]
    window = max(1, len(rows) // 10)
    names = sorted({k.split("/")[1] for r in rows for k in r if k.startswith("reward/") and k.endswith("/mean")},
                   key=lambda n: (n != "composite", n))
    fig, axes = plt.subplots(2, 3, figsize=(16, 8))
    rewards, rates, heldout, kl_axis, length_axis, advantage = axes.flat
    for name in names:
        mean = [r.get(f"reward/{name}/mean") or 0.0 for r in rows]
        line, = rewards.plot(steps, smooth(mean, window), label=name, linewidth=2.5 if name == "composite" else 1.4)
        rewards.plot(steps, mean, color=line.get_color(), alpha=0.2, linewidth=0.8)
    rewards.set(title=f"rewards (mean per step, faint; trailing mean of {window})", xlabel="step", ylim=(-0.05, 1.05))
    rewards.legend(fontsize=8)
    for rate in ("format", "parse", "correct", "clean"):
        rates.plot(steps, smooth([r.get(f"rate/{rate}") or 0.0 for r in rows], window), label=rate)
    rates.set(title=f"rates (trailing mean of {window})", xlabel="step", ylim=(-0.05, 1.05))
    rates.legend(fontsize=8)
    kl = [(r["step"], r["kl"]) for r in rows if r.get("kl") is not None]
    if kl:
        kl_axis.plot([s for s, _ in kl], [v for _, v in kl], color="tab:red")
        kl_axis.set(title="KL to the reference (SFT) model", xlabel="step")
    else:
        kl_axis.set(title="KL: not computed (beta = 0)", xlabel="step")
    length_axis.plot(steps, [r.get("completion_length/mean") or 0.0 for r in rows], color="tab:purple")
    length_axis.set(title="completion length (tokens, mean)", xlabel="step")
    if evaluations:
        x = [r["step"] for r in evaluations]
        for key, label in (("eval/quality", "quality"), ("eval/clean_rate", "clean share"),
                           ("eval/correctness", "correct (visible tests)"),
                           ("eval/hidden_correctness", "correct (hidden tests)")):
            heldout.plot(x, [r.get(key) or 0.0 for r in evaluations], marker="o", label=label)
        heldout.set(title="held-out problems (step 0 = SFT start)", xlabel="step", ylim=(-0.05, 1.05))
        heldout.legend(fontsize=8)
    else:
        heldout.set(title="held-out problems: not evaluated (eval_every = 0)")
    advantage.plot(steps, [r.get("advantage/std") or 0.0 for r in rows], color="tab:gray")
    advantage.set(title="advantage std (0: nothing to learn from)", xlabel="step")
    fig.tight_layout()
    out = Path(out_path)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return out
