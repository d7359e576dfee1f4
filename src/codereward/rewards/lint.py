"""Lint reward (dense-reward-ppo §2.2): ruff's findings on the code, scaled. Range [0, 1].

1 / (1 + 0.1 · W) where W is the severity-weighted sum of ruff's findings (weights of
SPEC §2), from the same cached analysis the quality reward uses; code that does not parse
scores 0.
"""

from __future__ import annotations

from typing import Any

from codereward.analyzer import Report, default_analyzer
from codereward.rewards.base import extractions, never_raises

LINT_SCALE = 0.1


def lint_score(report: Report, weights: dict[str, float]) -> float:
    if not report.analysable:
        return 0.0
    total = sum(weights[f.severity.value] for f in report.findings if f.source == "ruff")
    return 1.0 / (1.0 + LINT_SCALE * total)


@never_raises(0.0)
def lint_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    analyzer = kwargs.get("analyzer") or default_analyzer()
    reports = analyzer.analyze_many([e.code for e in extractions(completions, kwargs)])
    return [lint_score(r, analyzer.config.severity_weights) for r in reports]
