"""The eval report's plots (matplotlib, headless), as PNG bytes ready to embed or save."""

from __future__ import annotations

import io
from collections.abc import Sequence

from codereward.eval.metrics import ModelResult

# the summary plot: the paper's Table 2 columns first, then the signals around them
SUMMARY_BARS = (
    ("quality", "quality"),
    ("correctness", "correctness\n(visible)"),
    ("total_reward", "total reward"),
    ("hidden_correctness", "correctness\n(hidden)"),
    ("parse_rate", "parse rate"),
    ("format_rate", "format rate"),
)


def _figure(width: float, height: float):
    import matplotlib

    matplotlib.use("Agg", force=False)  # no display: render to memory only
    import matplotlib.pyplot as plt

    return plt, *plt.subplots(figsize=(width, height), dpi=110)


def _png(plt, fig) -> bytes:
    buffer = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buffer, format="png")
    plt.close(fig)
    return buffer.getvalue()


def summary_plot(results: Sequence[ModelResult]) -> bytes:
    """Grouped bars: one group per metric, one bar per model, all on [0, 1]."""
    plt, fig, ax = _figure(8.5, 3.8)
    metrics = [(key, label) for key, label in SUMMARY_BARS]
    width = 0.8 / max(1, len(results))
    for m, result in enumerate(results):
        values = [result.summary.get(key) or 0.0 for key, _ in metrics]
        xs = [i + (m - (len(results) - 1) / 2) * width for i in range(len(metrics))]
        bars = ax.bar(xs, values, width, label=result.name)
        ax.bar_label(bars, labels=[f"{v:.2f}" for v in values], fontsize=7, padding=1)
    ax.set_xticks(range(len(metrics)), [label for _, label in metrics], fontsize=8)
    ax.set_ylim(0, 1.25)  # headroom above the 1.0 bars for the legend
    ax.set_yticks([0, 0.2, 0.4, 0.6, 0.8, 1.0])
    ax.set_ylabel("mean over problems")
    ax.set_title("Validation metrics per model")
    ax.legend(fontsize=8, loc="upper center", ncol=min(4, max(1, len(results))), frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return _png(plt, fig)


def category_plot(results: Sequence[ModelResult], metric: str = "quality") -> bytes:
    """Horizontal grouped bars of ``metric`` per problem category."""
    categories = sorted({c for r in results for c in r.per_category})
    plt, fig, ax = _figure(8.5, max(2.5, 0.2 * len(categories) * (0.6 + 0.2 * len(results)) + 1.2))
    height = 0.8 / max(1, len(results))
    for m, result in enumerate(results):
        values = [(result.per_category.get(c) or {}).get(metric) or 0.0 for c in categories]
        ys = [i + (m - (len(results) - 1) / 2) * height for i in range(len(categories))]
        ax.barh(ys, values, height, label=result.name)
    ax.set_yticks(range(len(categories)), categories, fontsize=8)
    ax.invert_yaxis()
    low = min([(r.per_category.get(c) or {}).get(metric) or 0.0 for r in results for c in categories] or [0.0])
    ax.set_xlim(max(0.0, low - 0.1) if low > 0.5 else 0.0, 1.0)  # zoom where the differences are
    ax.set_xlabel(f"mean {metric.replace('_', ' ')}")
    ax.set_title(f"{metric.replace('_', ' ').capitalize()} per category", pad=18)
    ax.legend(fontsize=8, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=min(4, max(1, len(results))),
              frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return _png(plt, fig)
