"""One scoring core: ``evaluate`` does the batch's work once and every reward reads it through REWARDS."""

from __future__ import annotations

from codereward.analyzer import Analyzer
from codereward.problems import load_rows
from codereward.rewards import RANGES, REWARDS, evaluate, evaluate_or_zero
from codereward.rewards.base import problem_rows

ROW = load_rows()[0]
GOOD = "```python\n" + ROW["reference_solution"] + "```"
PROBLEM = {"tests": ROW["tests"], "entry_point": ROW["entry_point"], "reference_solution": ROW["reference_solution"]}


class CountingAnalyzer(Analyzer):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def analyze_many(self, sources, *args, **kwargs):
        self.calls += 1
        return super().analyze_many(sources, *args, **kwargs)


def test_evaluate_analyses_once_and_returns_what_it_scored_from():
    analyzer = CountingAnalyzer()
    weights = {"format": 1.0, "correctness": 1.0, "quality": 1.0, "syntax": 1.0, "dataflow": 1.0}
    result = evaluate([GOOD, "no code"], [PROBLEM, PROBLEM], weights, analyzer=analyzer, hidden=False)
    assert analyzer.calls == 1  # quality reads the report evaluate made, not a second analysis
    good, bad = result
    assert good.components["quality"] == good.report.score.overall and good.report.analysable
    assert good.components["correctness"] == good.run.passed / good.run.total == 1.0
    assert good.extraction.format_ok and good.components["format"] == 1.0
    assert bad.run is None and bad.components["correctness"] == 0.0 and not bad.report.analysable
    assert set(good.to_json()) == {"composite", "mode", "weights", "components", "error", "reasons", "tests", "format", "findings"}


def test_every_component_comes_from_the_dispatch(monkeypatch):
    seen = []

    def probe(prompts=None, completions=(), **kwargs):
        seen.append(kwargs["scored"])
        return [0.5] * len(completions)

    probe.range = (0.0, 1.0)
    monkeypatch.setitem(REWARDS, "probe", probe)
    result = evaluate([GOOD], [PROBLEM], {"probe": 1.0}, hidden=False)[0]
    assert result.composite == 0.5 and seen and seen[0].reports[0] is result.report


def test_ranges_are_declared_by_each_reward_and_scores_stay_inside():
    assert set(RANGES) == set(REWARDS) and RANGES["codepo_repetition"] == (-1 / 3, 0.0)
    for name, reward in REWARDS.items():
        low, high = reward.range
        for value in reward(completions=[GOOD, "x"], **problem_rows({k: [v, v] for k, v in PROBLEM.items()}, 2)[0]):
            assert value is None or low <= value <= high, (name, value)


def test_evaluate_or_zero_never_raises():
    results = evaluate_or_zero([GOOD], [PROBLEM, PROBLEM])  # mismatched lengths: evaluate raises
    assert [r.composite for r in results] == [0.0] and results[0].tests["error"] == 2.0
    assert results[0].reasons[0].startswith("scoring failed: ValueError")
