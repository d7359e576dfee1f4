"""Findings -> scores in [0, 1] (SPEC §2).

For each characteristic c: W_c = sum of the severity weights of c's findings, and
score_c = 1 / (1 + k_c * W_c). The overall score is the mean over ``Config.overall``
(the four CISQ characteristics by default). A snippet with an input problem (empty,
prose, syntax error, ...) scores 0 everywhere.

Findings are deduplicated first: one defect reported by two tools (same line, same CWE;
or same line and rule when there is no CWE) counts once, at the higher severity; two
defects one tool reports on one line count twice.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from codereward.config import Config
from codereward.findings import Characteristic, Finding

#: with ``length_aware``, weights are per this many characters (but never scaled up)
LENGTH_UNIT = 1000


@dataclass(frozen=True)
class Score:
    overall: float
    maintainability: float
    security: float
    performance: float
    reliability: float
    type_safety: float | None = None  # measured in the thorough profile only

    def to_json(self) -> dict[str, float]:
        """The score object of the JSON output format (its five keys, exactly)."""
        return {
            "overall": self.overall,
            "maintainability": self.maintainability,
            "security": self.security,
            "performance": self.performance,
            "reliability": self.reliability,
        }

    def get(self, characteristic: Characteristic | str) -> float | None:
        return getattr(self, Characteristic.parse(characteristic).value)


ZERO = Score(0.0, 0.0, 0.0, 0.0, 0.0, None)


def dedupe(findings: Iterable[Finding]) -> list[Finding]:
    """One finding per defect: what two analyzers report on one line with one CWE (or one
    rule, without a CWE) is one defect; what one analyzer reports there twice is two.

    So ``except Exception`` flagged by ruff (BLE001) and by codereward (CR402) counts once,
    while ``import os, sys, math`` with all three unused keeps its three F401. A group
    keeps as many findings as the analyzer with the most reports in it gave (one per
    rule and column), the most severe first; on a tie, the first ones (analyzers run in a
    fixed order).
    """
    groups: dict[tuple, list[Finding]] = {}
    for finding in findings:
        key = (finding.line, "cwe", finding.cwe) if finding.cwe is not None else (finding.line, "rule", finding.rule)
        groups.setdefault(key, []).append(finding)
    kept: list[Finding] = []
    for group in groups.values():
        if len(group) == 1:
            kept.append(group[0])
            continue
        per_source: dict[str, set[tuple[str, int]]] = {}
        for finding in group:
            per_source.setdefault(finding.source, set()).add((finding.rule, finding.column))
        defects = max(len(reports) for reports in per_source.values())
        ranked = sorted(group, key=lambda f: -f.severity.rank)  # stable: the first of equals wins
        chosen: list[Finding] = []
        seen: set[tuple[str, str, int]] = set()
        for finding in ranked:
            identity = (finding.source, finding.rule, finding.column)
            if identity not in seen:
                seen.add(identity)
                chosen.append(finding)
            if len(chosen) == defects:
                break
        kept.extend(chosen)
    return sorted(kept)


#: every characteristic's name, in ``Characteristic``'s order (iterating an enum class costs more
#: than the rest of a snippet's score)
_CHARACTERISTICS = tuple(c.value for c in Characteristic)


def weighted_sums(findings: Iterable[Finding], config: Config) -> dict[str, float]:
    """W_c for every characteristic."""
    sums = dict.fromkeys(_CHARACTERISTICS, 0.0)
    weights = config.severity_weights
    for finding in findings:
        sums[finding.characteristic.value] += weights[finding.severity.value]
    return sums


def score(findings: Iterable[Finding], config: Config | None = None, *, length: int = 0, analysable: bool = True) -> Score:
    """The score of already deduplicated findings of one snippet of ``length`` characters."""
    config = config or Config()
    if not analysable:
        return ZERO
    sums = weighted_sums(findings, config)
    divisor = max(1.0, length / LENGTH_UNIT) if config.length_aware else 1.0
    per = {name: 1.0 / (1.0 + config.scale[name] * (w / divisor)) for name, w in sums.items()}
    overall = sum(per[name] for name in config.overall) / len(config.overall)
    return Score(
        overall=overall,
        maintainability=per["maintainability"],
        security=per["security"],
        performance=per["performance"],
        reliability=per["reliability"],
        type_safety=per["type_safety"] if config.type_safety else None,
    )
