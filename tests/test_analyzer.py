"""The analyzer over batches: bad input, failing tools, dedupe, cache, select/ignore, suppressions."""

import threading
import time

import pytest

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.findings import Characteristic, Finding, Rule, Severity

CLEAN = 'def add(a: int, b: int) -> int:\n    """Add two numbers."""\n    return a + b\n'


class FakeTool:
    """An adapter whose behaviour the test chooses: report, crash, hang or miscount."""

    name = "fake"
    profiles = ("fast", "thorough")
    characteristic = Characteristic.SECURITY

    def __init__(self, mode="report", rule="FK001", cwe=396, line=1):
        self.mode, self.rule, self.cwe, self.line = mode, rule, cwe, line
        self.calls = 0
        self.batch_sizes = []

    def rules(self):
        return [Rule(self.rule, "fake", Characteristic.RELIABILITY, self.cwe, Severity.MEDIUM, "fake finding", "fake")]

    def available(self):
        return True

    def analyze(self, snippets, timeout, respect_suppressions=False):
        self.calls += 1
        self.batch_sizes.append(len(snippets))
        if self.mode == "crash":
            raise RuntimeError("tool exploded")
        if self.mode == "hang":
            threading.Event().wait(60)
        if self.mode == "miscount":
            return []
        rule = self.rules()[0]
        return [[Finding.from_rule(rule, self.line)] for _ in snippets]


def test_identical_snippets_in_a_batch_are_analysed_once_and_cached():
    tool = FakeTool()
    analyzer = Analyzer(adapters=[tool])
    reports = analyzer.analyze_many([CLEAN, CLEAN, CLEAN + "\n"], ["a.py", "b.py", "c.py"])
    assert tool.batch_sizes == [2]
    assert [r.path for r in reports] == ["a.py", "b.py", "c.py"]
    analyzer.analyze_many([CLEAN])
    assert tool.calls == 1  # served from the cache


@pytest.mark.parametrize("mode", ["crash", "miscount"])
def test_a_failing_tool_gives_an_incomplete_finding_not_an_exception(mode):
    report = Analyzer(adapters=[FakeTool(mode)]).analyze(CLEAN)
    assert [f.rule for f in report.findings] == ["CR009"]
    finding = report.findings[0]
    assert finding.characteristic is Characteristic.SECURITY and finding.source == "fake"
    assert report.score.security < 1.0  # an analysis that failed must not score as clean


def test_a_hanging_tool_is_abandoned_at_the_deadline():
    analyzer = Analyzer(Config(timeout=0.2), adapters=[FakeTool("hang")])
    started = time.monotonic()
    report = analyzer.analyze(CLEAN)
    assert time.monotonic() - started < 10
    assert report.findings[0].rule == "CR009" and "no answer" in report.findings[0].message


def test_tools_do_not_run_on_unparseable_snippets():
    tool = FakeTool()
    reports = Analyzer(adapters=[tool]).analyze_many(["def f(:", "", CLEAN])
    assert tool.batch_sizes == [1]
    assert [r.score.overall for r in reports[:2]] == [0.0, 0.0]
    assert reports[0].findings[0].rule == "CR001" and reports[1].findings[0].rule == "CR002"


def test_same_defect_from_two_analyzers_counts_once():
    code = "try:\n    x = 1\nexcept:\n    x = 2\n"
    tool = FakeTool(rule="E722", cwe=396, line=3)
    report = Analyzer(adapters=[tool]).analyze(code)
    on_line_3 = [f for f in report.findings if f.line == 3 and f.cwe == 396]
    assert len(on_line_3) == 1


def test_select_and_ignore_by_prefix_and_characteristic():
    tool = FakeTool(rule="FK001")
    assert Analyzer(Config(ignore=("FK",)), adapters=[tool]).analyze(CLEAN).findings == ()
    assert Analyzer(Config(ignore=("reliability",)), adapters=[tool]).analyze(CLEAN).findings == ()
    assert len(Analyzer(Config(select=("FK001",)), adapters=[tool]).analyze(CLEAN).findings) == 1
    # input problems are always reported: they explain a zero
    assert Analyzer(Config(select=("FK",)), adapters=[tool]).analyze("").findings[0].rule == "CR002"


def test_suppression_comments_are_ignored_unless_respected():
    code = "x = 1  # noqa\n"
    assert len(Analyzer(adapters=[FakeTool()]).analyze(code).findings) == 1
    respected = Analyzer(Config(respect_suppressions=True), adapters=[FakeTool()]).analyze(code)
    assert respected.findings == ()
    other_code = Analyzer(Config(respect_suppressions=True), adapters=[FakeTool()]).analyze("x = 1  # noqa: E501\n")
    assert len(other_code.findings) == 1


def test_a_crashing_own_rule_is_contained(monkeypatch):
    from codereward.rules import registered

    rule_cls = next(iter(registered().values()), None)
    if rule_cls is None:
        pytest.fail("no own rules registered")

    def boom(self, snippet):
        raise RecursionError("deep")

    monkeypatch.setattr(rule_cls, "check", boom)
    report = Analyzer(adapters=[]).analyze(CLEAN)
    assert any(f.rule == "CR009" and rule_cls.id in f.source for f in report.findings)


def test_bad_inputs_all_give_defined_results():
    sources = ["", "\x00", b"\xff\xfe", "x = " + "+".join(["1"] * 200000), "(" * 1000 + ")" * 1000,
               "Sure! Here's the code you asked for.", "x = 1\n" * 400_000]
    reports = Analyzer(adapters=[]).analyze_many(sources)
    assert all(r.score.overall == 0.0 for r in reports)
    assert all(r.findings and r.findings[0].rule.startswith("CR0") for r in reports)
