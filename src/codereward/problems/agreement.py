"""Static and measured efficiency: do the performance rules agree with the scale tests?

For every problem with scale tests, its starter and its reference are scored twice: the
static way (does a performance rule, CR304 quadratic search, CR302 I/O in a loop, ...,
fire on the code?) and the measured way (is the code over its scale tests' budget, the
efficiency reward below 1?). The measurement is the ground truth. Per rule, over the
codes that rule could judge (all starters and references with scale tests):

- ``fired_slow``: the rule fires and the code is over budget (agreement);
- ``fired_fast``: the rule fires on code within budget (a false alarm, or a real but
  harmless pattern at this size);
- ``silent_slow``: over budget and the rule is silent (the rule missed it, or another
  rule is the one that should fire);
- ``silent_fast``: within budget and silent (agreement);
- ``agreement``: the share of the two agreements; ``precision``: fired_slow / fired;
  ``recall``: fired_slow / slow (a rule for one pattern cannot catch every slow code).

A last row, ``any``, counts a code as flagged when any performance rule fires on it.
Slow means over budget or timed out; code that returns a wrong result on a scale test
(a buggy starter) has no timing verdict and is left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from codereward.analyzer import default_analyzer
from codereward.findings import Characteristic
from codereward.rewards.efficiency import measure_batch
from codereward.sandbox.caller.values import PASSED, TIMEOUT

TIMED = (PASSED, TIMEOUT)  # the statuses that carry a timing verdict

@dataclass
class RuleAgreement:
    rule: str
    fired_slow: int = 0
    fired_fast: int = 0
    silent_slow: int = 0
    silent_fast: int = 0

    @property
    def total(self) -> int:
        return self.fired_slow + self.fired_fast + self.silent_slow + self.silent_fast

    @property
    def agreement(self) -> float:
        return (self.fired_slow + self.silent_fast) / self.total if self.total else 0.0

    @property
    def precision(self) -> float | None:
        fired = self.fired_slow + self.fired_fast
        return self.fired_slow / fired if fired else None

    @property
    def recall(self) -> float | None:
        slow = self.fired_slow + self.silent_slow
        return self.fired_slow / slow if slow else None

    def add(self, fired: bool, slow: bool) -> None:
        name = ("fired_" if fired else "silent_") + ("slow" if slow else "fast")
        setattr(self, name, getattr(self, name) + 1)

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "fired_slow": self.fired_slow, "fired_fast": self.fired_fast,
                "silent_slow": self.silent_slow, "silent_fast": self.silent_fast, "total": self.total,
                "agreement": self.agreement, "precision": self.precision, "recall": self.recall}


def agreement(rows: list[dict[str, Any]], sandbox: Any = None, analyzer: Any = None) -> list[RuleAgreement]:
    """Per performance rule that fires at least once, then ``any``: static against measured."""
    timed = [r for r in rows if r.get("scale_tests")]
    codes = [code for r in timed for code in (r["starter_code"], r["reference_solution"])]
    references = [r["reference_solution"] for r in timed for _ in range(2)]
    measured = measure_batch(codes, references, [r["scale_tests"] for r in timed for _ in range(2)], sandbox)
    reports = (analyzer or default_analyzer()).analyze_many(codes)
    fired = [{f.rule for f in report.findings if f.characteristic is Characteristic.PERFORMANCE} for report in reports]
    rules = sorted(set().union(*fired)) if fired else []
    table = {rule: RuleAgreement(rule) for rule in [*rules, "any"]}
    for found, result in zip(fired, measured):
        if result.score is None or any(status not in TIMED for status in result.statuses):
            continue  # no timing verdict: the reference fails its scale tests, or this code's result is wrong
        slow = result.score < 1.0
        for rule in rules:
            table[rule].add(rule in found, slow)
        table["any"].add(bool(found), slow)
    return list(table.values())


def lines(table: list[RuleAgreement]) -> list[str]:
    out = [f"{'rule':<8} {'fired+slow':>10} {'fired+fast':>10} {'silent+slow':>11} {'silent+fast':>11} "
           f"{'agreement':>9} {'precision':>9} {'recall':>6}"]
    for row in table:
        precision, recall = (f"{v:.0%}" if v is not None else "-" for v in (row.precision, row.recall))
        out.append(f"{row.rule:<8} {row.fired_slow:>10} {row.fired_fast:>10} {row.silent_slow:>11} "
                   f"{row.silent_fast:>11} {row.agreement:>9.0%} {precision:>9} {recall:>6}")
    return out
