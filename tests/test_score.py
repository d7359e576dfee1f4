"""The score formula of SPEC §2, against values computed by hand."""

import pytest

from codereward.config import Config
from codereward.findings import Characteristic, Finding, Severity
from codereward.score import dedupe, score


def f(characteristic, severity, line=1, rule="CR999", cwe=None, source="test", column=0):
    return Finding(line, column, line, column + 1, rule, Characteristic(characteristic), cwe, Severity(severity), "m",
                   source)


def test_no_findings_scores_one_everywhere():
    s = score([])
    assert (s.overall, s.maintainability, s.security, s.performance, s.reliability) == (1.0, 1.0, 1.0, 1.0, 1.0)


def test_hand_computed_example():
    # maintainability: one medium (2.5) + one low (1.0) -> W=3.5 -> 1/(1+0.05*3.5) = 0.851063...
    # security: one high (5) -> 1/(1+0.10*5) = 0.666666...
    # performance: nothing -> 1.0
    # reliability: one critical (10) -> 1/(1+0.07*10) = 0.588235...
    findings = [
        f("maintainability", "medium", 1), f("maintainability", "low", 2),
        f("security", "high", 3), f("reliability", "critical", 4),
    ]
    s = score(findings)
    assert s.maintainability == pytest.approx(1 / 1.175)
    assert s.security == pytest.approx(2 / 3)
    assert s.performance == 1.0
    assert s.reliability == pytest.approx(1 / 1.7)
    assert s.overall == pytest.approx((1 / 1.175 + 2 / 3 + 1.0 + 1 / 1.7) / 4)
    assert s.overall == pytest.approx(0.7764911, abs=1e-6)


def test_info_weight_and_custom_constants():
    config = Config(severity_weights={"info": 2.0, "low": 1, "medium": 2.5, "high": 5, "critical": 10},
                    scale={"maintainability": 0.5, "security": 0.1, "performance": 0.08, "reliability": 0.07, "type_safety": 0.05})
    s = score([f("maintainability", "info")], config)
    assert s.maintainability == pytest.approx(1 / (1 + 0.5 * 2.0))


def test_type_safety_is_reported_in_thorough_but_not_in_overall_by_default():
    findings = [f("type_safety", "high")]
    fast, thorough = score(findings, Config()), score(findings, Config(profile="thorough"))
    assert fast.type_safety is None
    assert thorough.type_safety == pytest.approx(1 / (1 + 0.05 * 5))
    assert thorough.overall == 1.0
    both = score(findings, Config(profile="thorough", overall=("maintainability", "security", "performance", "reliability", "type_safety")))
    assert both.overall == pytest.approx((4 + 1 / 1.25) / 5)


def test_length_aware_divides_by_thousands_of_characters_but_never_inflates():
    findings = [f("performance", "high")]
    config = Config(length_aware=True)
    assert score(findings, config, length=4000).performance == pytest.approx(1 / (1 + 0.08 * 5 / 4))
    # a short snippet is not punished more than by the plain formula
    assert score(findings, config, length=200).performance == pytest.approx(1 / (1 + 0.08 * 5))


def test_unanalysable_scores_zero():
    s = score([], analysable=False)
    assert s.overall == 0.0 and s.security == 0.0


def test_dedupe_same_line_same_cwe_counts_once_keeping_higher_severity():
    a = f("reliability", "medium", 3, rule="E722", cwe=396, source="ruff")
    b = f("reliability", "low", 3, rule="CR401", cwe=396, source="codereward")
    c = f("reliability", "low", 4, rule="CR401", cwe=396)
    kept = dedupe([b, a, c])
    assert [(x.rule, x.line) for x in kept] == [("E722", 3), ("CR401", 4)]


def test_dedupe_keeps_distinct_defects_one_tool_reports_on_one_line():
    # ``import os, sys, math``, all unused: ruff reports three, vulture three; three defects
    ruff = [f("maintainability", "low", 1, rule="F401", cwe=1164, source="ruff", column=c) for c in (7, 11, 16)]
    vulture = [f("maintainability", "low", 1, rule="VUL001", cwe=1164, source="vulture", column=c) for c in (7, 11, 16)]
    kept = dedupe([*ruff, *vulture])
    assert [(x.rule, x.column) for x in kept] == [("F401", 7), ("F401", 11), ("F401", 16)]
    # two rules of one tool on one line and CWE are two defects (N802 name, N803 argument)
    names = [f("maintainability", "info", 6, rule=r, cwe=1099, source="ruff") for r in ("N802", "N803")]
    assert len(dedupe(names)) == 2


def test_dedupe_without_cwe_uses_rule_id():
    a, b = f("maintainability", "low", 3, rule="D103"), f("maintainability", "low", 3, rule="N802")
    assert len(dedupe([a, b, a])) == 2


def test_bad_config_values_name_the_key():
    with pytest.raises(ValueError, match="scale.security"):
        Config(scale={"security": -1})
    with pytest.raises(ValueError, match="profile"):
        Config(profile="slow")
