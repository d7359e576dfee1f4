"""``codereward problems stats``: counts, test counts, lengths and the starter -> reference quality gap."""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path
from typing import Any


def starter_reference_quality(rows: list[dict[str, Any]], analyzer: Any = None) -> list[tuple[float, float]]:
    """(starter, reference) overall quality of each problem, analysed as one batch."""
    from codereward.analyzer import default_analyzer

    reports = (analyzer or default_analyzer()).analyze_many([c for r in rows for c in (r["starter_code"], r["reference_solution"])])
    scores = [report.score.overall for report in reports]
    return list(zip(scores[0::2], scores[1::2]))


def compute(rows: list[dict[str, Any]], analyzer: Any = None) -> dict[str, Any]:
    pairs = starter_reference_quality(rows, analyzer)
    gap: dict[str, list[float]] = defaultdict(list)
    for r, (starter, reference) in zip(rows, pairs):
        gap[r["category"]].append(reference - starter)
    starter_q = [starter for starter, _ in pairs]
    reference_q = [reference for _, reference in pairs]

    def mean(values: list[float]) -> float:
        return sum(values) / len(values) if values else 0.0

    return {
        "problems": len(rows),
        "by_category": dict(sorted(Counter(r["category"] for r in rows).items())),
        "by_split": dict(Counter(r.get("split", "") for r in rows)),
        "by_difficulty": dict(Counter(r["difficulty"] for r in rows)),
        "tests": {"visible": sum(len(r["tests"]) for r in rows), "hidden": sum(len(r["hidden_tests"]) for r in rows)},
        "mean_lines": {"starter": mean([len(r["starter_code"].splitlines()) for r in rows]),
                       "reference": mean([len(r["reference_solution"].splitlines()) for r in rows]),
                       "statement_words": mean([len(r["statement"].split()) for r in rows])},
        "quality": {"starter": mean(starter_q), "reference": mean(reference_q)},
        "quality_gap_by_category": {c: mean(v) for c, v in sorted(gap.items())},
    }


def quality_gap(rows: list[dict[str, Any]], analyzer: Any = None) -> dict[str, Any]:
    """Whether the analyzer sees what each task asks to improve, per category.

    Starter and reference are scored with the documentation rules left out (a docstring
    is not what a task is about); a problem shows *no visible improvement* when its
    reference scores no higher than its starter. The bug-fixing categories
    (``BUG_CATEGORIES``) are left out too: there the tests carry the signal.
    """
    from codereward.analyzer import Analyzer
    from codereward.config import Config
    from codereward.problems.schema import BUG_CATEGORIES

    chosen = [r for r in rows if r["category"] not in BUG_CATEGORIES]
    if analyzer is None:
        with Analyzer(Config(ignore=["D"])) as own:
            pairs = starter_reference_quality(chosen, own)
    else:
        pairs = starter_reference_quality(chosen, analyzer)
    categories: dict[str, dict[str, Any]] = {}
    for row, (starter, reference) in zip(chosen, pairs):
        entry = categories.setdefault(row["category"], {"problems": 0, "gaps": [], "unchanged": []})
        entry["problems"] += 1
        entry["gaps"].append(reference - starter)
        if reference <= starter:
            entry["unchanged"].append(row["id"])
    table = {c: {"problems": e["problems"], "mean_gap": sum(e["gaps"]) / len(e["gaps"]), "unchanged": e["unchanged"]}
             for c, e in sorted(categories.items())}
    return {"problems": len(chosen), "unchanged": sum(len(e["unchanged"]) for e in table.values()),
            "by_category": table}


def plot(stats: dict[str, Any], path: Path) -> Path:
    """A PNG: problems per category, and the mean quality gain starter -> reference per category."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    categories = list(stats["by_category"])
    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 7), sharey=True)
    left.barh(categories, [stats["by_category"][c] for c in categories], color="#4c72b0")
    left.set_xlabel("problems")
    left.invert_yaxis()
    right.barh(categories, [stats["quality_gap_by_category"][c] for c in categories], color="#55a868")
    right.set_xlabel("mean quality gain, starter -> reference")
    fig.suptitle(f"codereward problem set: {stats['problems']} problems")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
