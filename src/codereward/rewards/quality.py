"""Quality reward (quality-grpo §3.3): the analyzer's overall score of the code. Range [0, 1].

The code is the completion's ```python block (or the whole text when it has none).
Code that does not parse, prose and empty answers score 0 (SPEC §2). The whole batch
is analysed at once: identical completions once, earlier ones from the cache.
"""

from __future__ import annotations

from typing import Any

from codereward.analyzer import Analyzer, default_analyzer
from codereward.rewards.base import extractions, never_raises


def quality_scores(codes: list[str], analyzer: Analyzer | None = None) -> list[float]:
    """Overall quality of each code string."""
    reports = (analyzer or default_analyzer()).analyze_many(codes)
    return [r.score.overall for r in reports]


@never_raises(0.0)
def quality_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    analyzer, scored = kwargs.get("analyzer"), kwargs.get("scored")
    if scored is not None:
        return [r.score.overall for r in scored.reports]
    return quality_scores([e.code for e in extractions(completions, kwargs)], analyzer)
