"""The analyzer's findings on a fixed set of sources equal the stored golden ones.

The golden file was written by the engine before it was made faster; a change that
means to change findings regenerates it (``PYTHONPATH=src python tests/golden_findings.py
--write``, see ``tests/golden_findings.py``) and the diff is reviewed with the change.
"""

from __future__ import annotations

import pytest
from golden_findings import PROFILES, findings_of, load

#: mypy names its messages' types after the temporary module of a snippet and words some
#: of them after its cache's state; its findings are compared by place and rule
_MESSAGE_VARIES = "TYP"


def comparable(findings) -> set[tuple]:
    return {(rule, line, column, severity, "" if rule.startswith(_MESSAGE_VARIES) else message)
            for rule, line, column, severity, message in findings}


@pytest.fixture(scope="module")
def golden() -> dict:
    return load()


@pytest.mark.parametrize("profile", PROFILES)
def test_findings_equal_the_golden_ones(golden, profile):
    expected = golden["findings"][profile]
    found = findings_of(golden["sources"], profile)
    assert found.keys() == expected.keys()
    differ = {name: {"missing": sorted(comparable(expected[name]) - comparable(found[name])),
                     "new": sorted(comparable(found[name]) - comparable(expected[name]))}
              for name in expected if comparable(expected[name]) != comparable(found[name])}
    assert not differ, differ
    assert sum(map(len, expected.values())) > 1000  # the sources still exercise the rules


def test_a_rule_that_declares_node_types_reports_nothing_on_code_without_them(golden):
    """The dispatch skips a rule on a snippet holding none of its ``node_types``; that is
    only sound if the rule, run anyway, would report nothing there."""
    from codereward.rules import registered
    from codereward.snippet import Snippet

    declared = [cls() for cls in registered().values() if cls.node_types]
    assert len(declared) >= 10
    snippets = [s for s in (Snippet.parse(text) for text in golden["sources"].values()) if s.ok]
    skipped = 0
    for rule in declared:
        for snippet in snippets:
            if set(rule.node_types).isdisjoint(snippet.node_types):
                skipped += 1
                assert list(rule.check(snippet)) == [], (rule.id, snippet.source[:200])
    assert skipped > 1000  # the sources exercise the skipping


def test_a_rule_that_declares_call_names_reports_nothing_on_code_without_such_calls(golden):
    """The dispatch skips a rule on a snippet that calls nothing named in its ``call_names``;
    that is only sound if the rule, run anyway, would report nothing there."""
    from codereward.rules import registered
    from codereward.snippet import Snippet

    declared = [cls() for cls in registered().values() if cls.call_names]
    assert len(declared) >= 3
    snippets = [s for s in (Snippet.parse(text) for text in golden["sources"].values()) if s.ok]
    skipped = 0
    for rule in declared:
        for snippet in snippets:
            if rule.call_names.isdisjoint(snippet.called_names):
                skipped += 1
                assert list(rule.check(snippet)) == [], (rule.id, snippet.source[:200])
    assert skipped > 1000  # the sources exercise the skipping
