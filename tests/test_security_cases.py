"""codereward on its labelled security cases (``benchmarks/security_cases.py``): every
flawed snippet is flagged with its exact CWE, every clean twin draws no security finding,
and every sanitized variant silences the data-flow rules."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

from codereward.analyzer import Analyzer, Report
from codereward.config import Config
from codereward.findings import Characteristic

CASES_FILE = Path(__file__).resolve().parent.parent / "benchmarks" / "security_cases.py"


def _load_cases():
    spec = importlib.util.spec_from_file_location("security_cases", CASES_FILE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module.CASES


CASES = _load_cases()
VARIANTS = ("flawed", "clean", "sanitized")


@pytest.fixture(scope="module")
def reports() -> dict[tuple[str, str], Report]:
    """Every variant of every case, analysed in one batch of the fast profile."""
    keys = [(case.name, variant) for case in CASES for variant in VARIANTS if getattr(case, variant) is not None]
    sources = [getattr(next(c for c in CASES if c.name == name), variant) for name, variant in keys]
    with Analyzer(Config(profile="fast", jobs=1)) as analyzer:
        return dict(zip(keys, analyzer.analyze_many(sources)))


def security(report: Report) -> list[tuple[str, int | None, int]]:
    return [(f.rule, f.cwe, f.line) for f in report.findings if f.characteristic is Characteristic.SECURITY]


def test_cases_are_well_formed():
    names = [case.name for case in CASES]
    assert len(names) == len(set(names)) and len(CASES) >= 40
    for case in CASES:
        for variant in VARIANTS:
            source = getattr(case, variant)
            if source is not None:
                ast.parse(source)
        assert case.kind in {"flow", "api", "hidden"}
        assert (case.sanitized is not None) == (case.kind == "flow")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_clean_twin_draws_no_security_finding(case, reports):
    report = reports[case.name, "clean"]
    assert report.analysable
    assert security(report) == []


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "api"], ids=lambda c: c.name)
def test_flawed_api_misuse_is_flagged_with_its_cwe(case, reports):
    found = security(reports[case.name, "flawed"])
    assert any(cwe == case.cwe and rule.startswith("CR") for rule, cwe, _ in found), found


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "flow"], ids=lambda c: c.name)
def test_flawed_flow_is_flagged_with_its_cwe(case, reports):
    found = security(reports[case.name, "flawed"])
    assert any(cwe == case.cwe and rule.startswith("CR2") for rule, cwe, _ in found), found


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "flow"], ids=lambda c: c.name)
def test_sanitized_flow_draws_no_finding_of_codereward(case, reports):
    # the tools cannot see a sanitizer (ruff still reports `os.system(...)`): the own rules must
    report = reports[case.name, "sanitized"]
    assert [f for f in security(report) if f[0].startswith("CR")] == []


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "hidden"], ids=lambda c: c.name)
def test_hidden_code_is_flagged_with_its_cwe(case, reports):
    found = security(reports[case.name, "flawed"])
    assert any(cwe == case.cwe and rule.startswith("CR") for rule, cwe, _ in found), found
