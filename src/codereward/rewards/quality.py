"""Quality reward (quality-grpo §3.3): the analyzer's overall score of the code. Range [0, 1].

The code is the completion's ```python block (or the whole text when it has none).
Code that does not parse, prose and empty answers score 0 (SPEC §2). The whole batch
is analysed at once: identical completions once, earlier ones from the cache.

Each answer is scored under its quality profile (``codereward.quality_profiles``): the
``quality-profile`` setting when set, else its row's ``quality_profile`` column (the
competitive sets' rows say ``competitive``), else ``default``. A row naming an unknown
profile is not scored (None, with the reason logged).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from codereward.analyzer import Analyzer, default_analyzer
from codereward.quality_profiles import DEFAULT, check_name, row_profile
from codereward.rewards.base import extractions, log, never_raises, problem_rows


def quality_scores(codes: list[str], analyzer: Analyzer | None = None) -> list[float]:
    """Overall quality of each code string."""
    reports = (analyzer or default_analyzer()).analyze_many(codes)
    return [r.score.overall for r in reports]


def profile_names(analyzer: Analyzer, problems: Sequence[Mapping[str, Any]], forced: str | None = None) -> list[str]:
    """The quality profile of each row: ``forced`` (else the analyzer's ``quality-profile``
    setting) for every row when set, else the row's ``quality_profile``; a row whose profile
    is unknown gets ``default`` here (``problem_error`` refuses that row)."""
    forced = check_name(forced) if forced is not None else analyzer.config.quality_profile
    names = []
    for problem in problems:
        try:
            names.append(row_profile(problem, forced))
        except ValueError:
            names.append(DEFAULT)
    return names


def profiled_reports(analyzer: Analyzer, reports: Sequence[Any], problems: Sequence[Mapping[str, Any]],
                     codes: Sequence[str], forced: str | None = None) -> list[Any]:
    """Each report scored under its row's quality profile (``profile_names``)."""
    names = profile_names(analyzer, problems, forced)
    return [analyzer.profiled(report, name, len(code)) for report, name, code in zip(reports, names, codes)]


@never_raises(0.0)
def quality_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    analyzer, scored = kwargs.get("analyzer"), kwargs.get("scored")
    if scored is not None:
        return [r.score.overall for r in scored.reports]
    analyzer = analyzer or default_analyzer()
    codes = [e.code for e in extractions(completions, kwargs)]
    rows = problem_rows(kwargs, len(codes))
    reports = profiled_reports(analyzer, analyzer.analyze_many(codes), rows, codes)
    scores: list[float | None] = []
    for report, row in zip(reports, rows):
        try:
            row_profile(row, analyzer.config.quality_profile)
        except ValueError as exc:
            log.warning("quality reward: a sample not scored: %s", exc)
            scores.append(None)
            continue
        scores.append(report.score.overall)
    return scores
