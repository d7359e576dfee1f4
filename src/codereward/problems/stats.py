"""``codereward problems stats``: the mix (source, test kind, difficulty, flags), counts, test counts,
lengths and the starter -> reference quality gap.

Shipped and imported rows alike: an imported row has ``source`` (apps, taco, ...); a shipped
row counts as source ``codereward``. The test kind is the format the sandbox reads the
row's tests in (``structured``, ``assert``, ``stdio``, ...). The quality gap is measured on
the shipped-style rows with starter code (the improvement tasks); an imported row's starter
is a stub to complete.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from codereward.analyzer import Analyzer, default_analyzer
from codereward.config import Config
from codereward.problems.dataset import row_flags
from codereward.problems.schema import BUG_CATEGORIES
from codereward.sandbox.caller.formats import detect_format, parse_tests

#: the ``source`` of a shipped row (imported rows name their dataset)
SHIPPED_SOURCE = "codereward"


def kind_of_tests(tests: Any) -> str:
    """The format the sandbox reads ``tests`` in; ``none`` when there are none, ``unreadable``
    when no format fits."""
    if tests in (None, "", [], {}):
        return "none"
    try:
        return detect_format(tests)
    except (ValueError, TypeError):
        return "unreadable"


def mix(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Rows per source, test kind (of ``tests``, else ``hidden_tests``), difficulty and flag, and
    per source and difficulty; the flags read as ``problems.dataset.row_flags`` reads them."""
    def kind(row: dict[str, Any]) -> str:
        found = kind_of_tests(row.get("tests"))
        return kind_of_tests(row.get("hidden_tests")) if found == "none" else found

    sources = [str(r.get("source") or SHIPPED_SOURCE) for r in rows]
    flags = [row_flags(r) for r in rows]
    by_source_difficulty: dict[str, Counter] = defaultdict(Counter)
    for source, row in zip(sources, rows):
        by_source_difficulty[source][str(row.get("difficulty", ""))] += 1
    return {
        "by_source": dict(sorted(Counter(sources).items())),
        "by_test_kind": dict(sorted(Counter(kind(r) for r in rows).items())),
        "by_difficulty": dict(sorted(Counter(str(r.get("difficulty", "")) for r in rows).items())),
        "by_source_difficulty": {s: dict(sorted(c.items())) for s, c in sorted(by_source_difficulty.items())},
        "flagged": sum(1 for f in flags if f),
        "by_flag": dict(sorted(Counter(name for f in flags for name in f).items())),
    }


def starter_reference_quality(rows: list[dict[str, Any]], analyzer: Any = None) -> list[tuple[float, float]]:
    """(starter, reference) overall quality of each problem, analysed as one batch."""
    reports = (analyzer or default_analyzer()).analyze_many([c for r in rows for c in (r["starter_code"], r["reference_solution"])])
    scores = [report.score.overall for report in reports]
    return list(zip(scores[0::2], scores[1::2]))


def compute(rows: list[dict[str, Any]], analyzer: Any = None) -> dict[str, Any]:
    """The stats of ``rows``: their mix, counts, lengths, and the quality gap of those with starter code."""
    # the improvement tasks: an imported row's starter is a stub to complete, not code to improve
    tasks = [r for r in rows if not r.get("source") and str(r.get("starter_code") or "").strip()]
    pairs = starter_reference_quality(tasks, analyzer) if tasks else []
    gap: dict[str, list[float]] = defaultdict(list)
    for r, (starter, reference) in zip(tasks, pairs):
        gap[r["category"]].append(reference - starter)
    starter_q = [starter for starter, _ in pairs]
    reference_q = [reference for _, reference in pairs]

    def mean(values: list[float]) -> float:
        return sum(values) / len(values) if values else 0.0

    def lines(row: dict[str, Any], name: str) -> int:
        return len(str(row.get(name) or "").splitlines())

    return {
        "problems": len(rows),
        **mix(rows),
        "by_category": dict(sorted(Counter(str(r.get("category", "")) for r in rows).items())),
        "by_split": dict(Counter(r.get("split", "") for r in rows)),
        "tests": {"visible": sum(count_tests(r.get("tests")) for r in rows),
                  "hidden": sum(count_tests(r.get("hidden_tests")) for r in rows)},
        "mean_lines": {"starter": mean([lines(r, "starter_code") for r in rows]),
                       "reference": mean([lines(r, "reference_solution") for r in rows]),
                       "statement_words": mean([len(str(r.get("statement") or "").split()) for r in rows])},
        "quality_rows": len(tasks),
        "quality": {"starter": mean(starter_q), "reference": mean(reference_q)},
        "quality_gap_by_category": {c: mean(v) for c, v in sorted(gap.items())},
    }


def count_tests(tests: Any) -> int:
    """How many test cases ``tests`` hold, in any format the sandbox reads (0 when unreadable)."""
    if tests in (None, "", [], {}):
        return 0
    try:
        _, cases = parse_tests(tests)
    except (ValueError, SyntaxError, TypeError):
        return 0
    names = getattr(cases, "names", None)
    return len(names) if names is not None else len(cases)


def quality_gap(rows: list[dict[str, Any]], analyzer: Any = None) -> dict[str, Any]:
    """Whether the analyzer sees what each task asks to improve, per category.

    Starter and reference are scored with the documentation rules left out (a docstring
    is not what a task is about); a problem shows *no visible improvement* when its
    reference scores no higher than its starter. The bug-fixing categories
    (``BUG_CATEGORIES``) are left out too: there the tests carry the signal.
    """
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


def stats_lines(stats: dict[str, Any]) -> list[str]:
    """``compute``'s stats as the text ``problems stats`` prints."""
    def counts(table: dict[str, int]) -> str:
        return ", ".join(f"{name or '(none)'} {n}" for name, n in table.items()) or "none"

    out = [f"{stats['problems']} problems; splits {stats['by_split']}",
           f"source: {counts(stats['by_source'])}",
           f"test kind: {counts(stats['by_test_kind'])}",
           f"difficulty: {counts(stats['by_difficulty'])}"]
    if len(stats["by_source"]) > 1:
        out += [f"  {source}: {counts(table)}" for source, table in stats["by_source_difficulty"].items()]
    out.append(f"flagged: {stats['flagged']}" + (f" ({counts(stats['by_flag'])}; a row may have several; "
                                                  "training and export verl leave out all but no_reference)"
                                                  if stats["flagged"] else ""))
    out.append(f"tests: {stats['tests']['visible']} visible, {stats['tests']['hidden']} hidden")
    m = stats["mean_lines"]
    out.append(f"mean lines: starter {m['starter']:.1f}, reference {m['reference']:.1f}; "
               f"statement {m['statement_words']:.0f} words")
    if stats["quality_rows"]:
        q = stats["quality"]
        out.append(f"mean quality: starter {q['starter']:.3f} -> reference {q['reference']:.3f} "
                   f"(the {stats['quality_rows']} rows with starter code)")
    out.append(f"{'category':<24} {'n':>5} {'quality gain':>13}")
    for category, n in stats["by_category"].items():
        gain = stats["quality_gap_by_category"].get(category)
        out.append(f"{category:<24} {n:>5} " + (f"{gain:>+13.3f}" if gain is not None else f"{'-':>13}"))
    return out


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
    right.barh(categories, [stats["quality_gap_by_category"].get(c, 0.0) for c in categories], color="#55a868")
    right.set_xlabel("mean quality gain, starter -> reference")
    fig.suptitle(f"codereward problem set: {stats['problems']} problems")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
