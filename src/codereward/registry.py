"""Every rule codereward can report, whichever analyzer implements it.

``all_rules()`` gathers the input-problem rules, codereward's own AST rules and the rules
of every tool adapter; ``codereward rules`` and the SARIF output read it.
"""

from __future__ import annotations

from functools import lru_cache

from codereward import tools
from codereward.findings import Rule
from codereward.rules import registered
from codereward.rules.meta import META_RULES


@lru_cache(maxsize=1)
def all_rules() -> dict[str, Rule]:
    """Rule id -> rule, sorted by id. The first definition of an id wins."""
    rules: dict[str, Rule] = {}
    for rule in (*META_RULES, *(cls.meta() for cls in registered().values())):
        rules.setdefault(rule.id, rule)
    for adapter in tools.ADAPTERS:  # imports every adapter module: only the rule pages need them all
        for rule in adapter.rules():
            rules.setdefault(rule.id, rule)
    return dict(sorted(rules.items()))


def get_rule(rule_id: str) -> Rule | None:
    """The rule with this id (case-insensitive), if any."""
    return all_rules().get(rule_id.strip().upper())
