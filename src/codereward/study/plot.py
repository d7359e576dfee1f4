"""A figure of the study: preference per system with its interval, and per annotator."""

from __future__ import annotations

from pathlib import Path

from codereward.study.stats import wilson_interval


def plot_study(stats: dict, out: str | Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4), gridspec_kw={"width_ratios": [1, 1.4]})

    prefs = [e for e in stats["preference"] if e["total"]]
    names = [e["system"] for e in prefs]
    rates = [100 * e["rate"] for e in prefs]
    err = [[100 * (e["rate"] - e["wilson"][0]) for e in prefs], [100 * (e["wilson"][1] - e["rate"]) for e in prefs]]
    left.bar(names, rates, yerr=err, capsize=6, color=["#2f6fdd", "#d9822b"][: len(prefs)])
    left.axhline(50, color="#555", linestyle="--", linewidth=1)
    left.set_ylim(0, 100)
    left.set_ylabel("preferred in % of comparisons (95% Wilson)")
    left.set_title(f"{stats['comparisons']} comparisons")
    for i, e in enumerate(prefs):
        left.text(i, 2, f"{e['wins']}/{e['total']}", ha="center", color="white", fontweight="bold")

    system = stats["systems"]["a"]
    people = [e for e in stats["annotators"] if e["judged"]]
    if people:
        xs = range(len(people))
        rates = [100 * e["rates"][system] for e in people]
        lows, highs = [], []
        for e, r in zip(people, rates):
            lo, hi = wilson_interval(e["wins"][system], e["judged"])
            lows.append(r - 100 * lo)
            highs.append(100 * hi - r)
        right.errorbar(list(xs), rates, yerr=[lows, highs], fmt="o", capsize=5, color="#2f6fdd")
        right.set_xticks(list(xs), [f"{e['annotator']}\n(n={e['judged']})" for e in people])
        right.set_xlim(-0.5, len(people) - 0.5)
    right.axhline(50, color="#555", linestyle="--", linewidth=1)
    right.set_ylim(-3, 103)
    right.set_ylabel(f"{system} preferred (%)")
    right.set_title("per annotator")
    fig.tight_layout()
    fig.savefig(out, dpi=120)
    plt.close(fig)
    return out
