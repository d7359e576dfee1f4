"""Every rule codereward can report, whichever analyzer implements it.

``all_rules()`` gathers the input-problem rules, codereward's own AST rules and the rules
of every tool adapter; ``codereward rules`` and the SARIF output read it.
"""

from __future__ import annotations

from functools import lru_cache

from codereward import tools
from codereward.findings import Characteristic, Rule
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


def selector_error(key: str, patterns: tuple[str, ...] | list[str]) -> str | None:
    """Why a ``select``/``ignore`` entry selects nothing (an unknown rule-id prefix or
    characteristic), with the nearest valid ones; None when every entry is known."""
    if not any(raw.strip() for raw in patterns or ()):  # nothing to check: no rule catalogue to load
        return None
    import difflib
    import re

    ids = list(all_rules())
    characteristics = [c.value for c in Characteristic]
    for raw in patterns:
        pattern = raw.strip()
        if not pattern or pattern.upper() == "ALL" or pattern.lower().replace("-", "_") in characteristics:
            continue
        if any(rule_id.startswith(pattern.upper()) for rule_id in ids):
            continue
        families = sorted({m.group() for rule_id in ids if (m := re.match(r"[A-Z]+", rule_id))})
        near = difflib.get_close_matches(pattern.upper(), [*ids, *families], n=3, cutoff=0.5)
        near += difflib.get_close_matches(pattern.lower(), characteristics, n=1, cutoff=0.6)
        hint = f"; nearest: {', '.join(near)}" if near else f"; known prefixes: {', '.join(families)}"
        return f"{key}: unknown rule or characteristic {pattern!r}{hint} (codereward rules lists them)"
    return None
