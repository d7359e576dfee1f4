"""What a ``codereward score`` run produced: counts, speed, the score histogram, top rules.

The summary covers every shard in the output folder for the inputs (those of earlier,
interrupted runs too), read back from the Parquet files; speed is this run's. It is
printed and written next to the shards as ``_summary.json`` and ``_quality.png``
(names starting with ``_`` are skipped by Parquet dataset readers).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path

import pyarrow.parquet as pq

BINS = 20
TOP_RULES = 10


@dataclass
class Summary:
    rows: int = 0  # rows in the output shards
    shards: int = 0
    skipped_shards: int = 0  # already written by an earlier run
    rows_this_run: int = 0  # rows read and scored by this run
    dropped: int = 0  # by --min-score (in this run and the earlier ones)
    seconds: float = 0.0
    mean_quality: float | None = None
    histogram: list[int] = field(default_factory=lambda: [0] * BINS)  # quality in [0, 0.05), ..., [0.95, 1]
    top_rules: list[tuple[str, int]] = field(default_factory=list)
    reasons: list[tuple[str, int]] = field(default_factory=list)  # the most frequent reasons for a defined score

    @property
    def rows_per_second(self) -> float:
        return self.rows_this_run / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict:
        return {**asdict(self), "rows_per_second": self.rows_per_second}

    def lines(self) -> list[str]:
        out = [f"{self.rows:,} rows in {self.shards} shards ({self.skipped_shards} already written, skipped)",
               f"this run: {self.rows_this_run:,} rows in {self.seconds:.1f} s ({self.rows_per_second:,.1f} rows/s)"]
        if self.dropped:
            out.append(f"dropped by --min-score: {self.dropped:,} rows")
        if self.mean_quality is not None:
            out.append(f"mean quality: {self.mean_quality:.3f}")
        if self.top_rules:
            out.append("most frequent rules: " + ", ".join(f"{rule} ({count:,})" for rule, count in self.top_rules))
        if self.reasons:
            out.append("rows scored without analysis: " + "; ".join(f"{why} ({count:,})" for why, count in self.reasons))
        return out


def summarize(files: list[Path], summary: Summary) -> Summary:
    """Fill ``summary`` from the written shards (their quality, rule_counts and reason columns)."""
    rules: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    total = 0.0
    summary.rows, summary.histogram = 0, [0] * BINS
    for path in files:
        names = pq.ParquetFile(path).schema_arrow.names
        table = pq.read_table(path, columns=[n for n in ("quality", "rule_counts", "reason") if n in names])
        qualities = table.column("quality").to_pylist()
        summary.rows += len(qualities)
        for quality in qualities:
            summary.histogram[min(int(quality * BINS), BINS - 1)] += 1
            total += quality
        if "rule_counts" in names:
            for counts in table.column("rule_counts").to_pylist():
                rules.update(json.loads(counts) if counts else {})
        reasons.update(_reason_kind(r) for r in table.column("reason").to_pylist() if r)
    summary.mean_quality = total / summary.rows if summary.rows else None
    summary.top_rules = rules.most_common(TOP_RULES)
    summary.reasons = reasons.most_common(5)
    return summary


def _reason_kind(reason: str) -> str:
    """A reason without its details (``CR001: does not parse: ...`` -> ``CR001``)."""
    return reason.split(":", 1)[0]


def write(summary: Summary, out: Path) -> Path:
    """``_summary.json`` and the histogram ``_quality.png`` in ``out``; returns the PNG's path."""
    (out / "_summary.json").write_text(json.dumps(summary.to_json(), indent=2), encoding="utf-8")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 3.5))
    edges = [i / BINS for i in range(BINS)]
    ax.bar(edges, summary.histogram, width=1 / BINS, align="edge", color="#4878a8", edgecolor="white")
    ax.set_xlim(0, 1)
    ax.set_xlabel("quality (overall score)")
    ax.set_ylabel("rows")
    ax.set_title(f"codereward score: {summary.rows:,} rows")
    fig.tight_layout()
    png = out / "_quality.png"
    fig.savefig(png, dpi=100)
    plt.close(fig)
    return png
