"""Every rule's documented Example fires that rule, and its "Use instead" stays silent.

One test over every rule whose page codereward writes: the own AST rules and the rules
of the radon, vulture, bandit and mypy adapters (ruff's pages are ruff's own). Each
Example and fix runs through the rule itself, so a page that drifts from its rule fails.
"""

from __future__ import annotations

import re

import pytest

from codereward.findings import Rule
from codereward.rules import registered
from codereward.snippet import Snippet
from codereward.tools import ADAPTERS

_BLOCK = re.compile(r"```python\n(.*?)```", re.S)
#: a page's way to show a size rule's Example: ``line  # ... and 1,200 lines like it``
_REPEAT = re.compile(r"^(?P<line>.*?)\s*# \.\.\. and (?P<count>[\d,]+) lines like it$", re.M)
#: rules about the input rather than its code, and the analyzer's own failure: no tree to check
_NOT_CODE_RULES = {"CR001", "CR002", "CR003", "CR004", "CR005", "CR006", "CR009", "CR010"}


def sections(doc: str) -> tuple[str, str]:
    """The first python block of ``## Example`` and of ``## Use instead``."""
    example = doc.split("## Example", 1)[1].split("## Use instead", 1)[0]
    fix = doc.split("## Use instead", 1)[1]
    first = _BLOCK.search(example), _BLOCK.search(fix)
    assert first[0] is not None and first[1] is not None, "an Example and a Use instead python block"
    return expand(first[0].group(1)), expand(first[1].group(1))


def expand(block: str) -> str:
    """The block with each ``... and N lines like it`` line written out N times."""
    return _REPEAT.sub(lambda m: "\n".join([m["line"]] * int(m["count"].replace(",", ""))), block)


OWN = sorted(set(registered()) - _NOT_CODE_RULES)


@pytest.mark.parametrize("rule_id", OWN)
def test_own_rule_example_fires_and_fix_is_silent(rule_id):
    cls = registered()[rule_id]
    example, fix = sections(cls.meta().doc)
    for source, expected in ((example, True), (fix, False)):
        snippet = Snippet.parse(source)
        assert snippet.ok, (rule_id, snippet.problem)
        found = [f for f in cls().check(snippet) if f.rule == rule_id]
        assert bool(found) is expected, (rule_id, "Example" if expected else "Use instead", found)


def _tool_cases() -> list[tuple[str, Rule]]:
    return [(adapter.name, rule) for adapter in ADAPTERS if adapter.name != "ruff" for rule in adapter.rules()]


@pytest.mark.parametrize("adapter_name", sorted({name for name, _ in _tool_cases()}))
def test_tool_rule_examples_fire_and_fixes_are_silent(adapter_name):
    adapter = next(a for a in ADAPTERS if a.name == adapter_name)
    if not adapter.available():
        pytest.fail(f"{adapter_name} is not installed: the Makefile installs every tool")
    rules = [rule for name, rule in _tool_cases() if name == adapter_name]
    sources: list[str] = []
    for rule in rules:
        sources.extend(sections(rule.doc))
    snippets = [Snippet.parse(source) for source in sources]
    results = adapter.analyze(snippets, timeout=120)
    wrong = []
    for i, rule in enumerate(rules):
        fired = any(f.rule == rule.id for f in results[2 * i])
        silent = not any(f.rule == rule.id for f in results[2 * i + 1])
        if not (fired and silent):
            wrong.append((rule.id, "Example silent" if not fired else "Use instead fires"))
    assert wrong == []
