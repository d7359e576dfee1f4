"""The columns ``codereward score`` adds to a batch of rows, in both engines and for ``datasets``.

For the code in one column: ``quality`` (the overall score), one column per
characteristic, ``finding_count``, ``rule_counts`` (JSON: rule id -> count; with
``findings`` "summary" or "full"), ``findings`` (JSON: the list in the ``analyze --format
json`` shape; with "full") and ``reason``: why a row has a score without an analysis
(no value, not text, blank, too large, not Python), else null. With ``tests``, the
columns of ``codereward.corpus.correctness`` too.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from codereward.analyzer import Analyzer, Report
from codereward.config import Config
from codereward.corpus.correctness import TEST_COLUMNS
from codereward.findings import CISQ_CHARACTERISTICS, Characteristic
from codereward.rules.meta import ANALYSIS_INCOMPLETE, META_IDS

CHARACTERISTICS = tuple(c.value for c in CISQ_CHARACTERISTICS)


def added_columns(config: Config) -> list[str]:
    """The names of the columns a row gains under ``config`` (its profile, findings, tests), in order."""
    names = ["quality", *CHARACTERISTICS]
    if config.type_safety:
        names.append(Characteristic.TYPE_SAFETY.value)
    names.append("finding_count")
    if config.findings != "none":
        names.append("rule_counts")
    if config.findings == "full":
        names.append("findings")
    names.append("reason")
    if config.tests:
        names.extend(TEST_COLUMNS)
    return names


def score_values(values: Sequence[Any], analyzer: Analyzer,
                 reasons: Sequence[str | None] | None = None) -> dict[str, list[Any]]:
    """The added columns (without the test columns) for the code ``values`` of a batch.

    ``reasons`` marks rows that have no usable value already (a bad JSON line); every
    value that is not text gets its reason here, and the rest are analysed together.
    """
    config = analyzer.config
    early: list[str | None] = list(reasons) if reasons is not None else [None] * len(values)
    todo: list[int] = []
    for i, value in enumerate(values):
        if early[i] is not None:
            continue
        if value is None:
            early[i] = f"no value in column {config.column!r}"
        elif not isinstance(value, (str, bytes)):
            early[i] = f"not text: {type(value).__name__}"
        else:
            todo.append(i)
    reports = analyzer.analyze_many([values[i] for i in todo], [f"<row {i}>" for i in todo]) if todo else []
    by_row: dict[int, Report] = dict(zip(todo, reports))
    names = [name for name in added_columns(config) if name not in TEST_COLUMNS]
    out: dict[str, list[Any]] = {name: [] for name in names}
    for i in range(len(values)):
        report = by_row.get(i)
        scores = report.score if report is not None else None
        out["quality"].append(scores.overall if scores else 0.0)
        for name in CHARACTERISTICS:
            out[name].append(getattr(scores, name) if scores else 0.0)
        if config.type_safety:
            out["type_safety"].append(scores.type_safety if scores and scores.type_safety is not None else 0.0)
        findings = report.findings if report is not None else ()
        out["finding_count"].append(len(findings))
        if "rule_counts" in out:
            out["rule_counts"].append(json.dumps(dict(sorted(Counter(f.rule for f in findings).items()))))
        if "findings" in out:
            out["findings"].append(json.dumps([f.to_json() for f in findings], ensure_ascii=False))
        out["reason"].append(early[i] if report is None else _reason(report, values[i]))
    return out


def _reason(report: Report, value: str | bytes) -> str | None:
    """Why a report's score is not from an analysis of code (``None`` when it is)."""
    if not value.strip():
        return "empty"
    if report.analysable:
        return None
    problem = next((f for f in report.findings if f.rule in META_IDS and f.rule != ANALYSIS_INCOMPLETE.id), None)
    return f"{problem.rule}: {problem.message}" if problem else "not analysable"
