"""The base of codereward's own AST rules, and their registry.

One rule is one module in ``codereward/rules/``: a subclass of ``AstRule`` decorated with
``@register``. Its class attributes give the metadata; its docstring is its documentation
page in ruff's shape (``## What it does``, ``## Why is this bad?``, ``## Example``,
``## Use instead``). ``check`` receives the shared, already parsed ``Snippet`` and yields
findings; it never parses again and never walks the whole tree when ``snippet.nodes(...)``
already has the nodes it needs.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Iterator
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.rules.analysis import Flow, taint_flows
from codereward.rules.meta import incomplete_finding
from codereward.snippet import Snippet
from codereward.weakness import severity_for

_REGISTRY: dict[str, type[AstRule]] = {}


class AstRule:
    """A codereward rule that reads the shared AST of a snippet."""

    id: ClassVar[str]
    name: ClassVar[str]
    characteristic: ClassVar[Characteristic]
    cwe: ClassVar[int | None]
    severity: ClassVar[Severity]
    message: ClassVar[str]
    profiles: ClassVar[tuple[str, ...]] = ("fast", "thorough")

    @classmethod
    def meta(cls) -> Rule:
        cached = cls.__dict__.get("_meta")
        if cached is None:
            cached = cls._build_meta()
            cls._meta = cached  # per class: findings are built in hot loops
        return cached

    @classmethod
    def _build_meta(cls) -> Rule:
        return Rule(
            id=cls.id,
            name=cls.name,
            characteristic=cls.characteristic,
            cwe=cls.cwe,
            severity=severity_for(cls.cwe, cls.severity),
            message=cls.message,
            source="codereward",
            doc=inspect.cleandoc(cls.__doc__ or ""),
            profiles=cls.profiles,
        )

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        raise NotImplementedError

    def finding(self, node: ast.AST, message: str | None = None, *, severity: Severity | None = None,
                cwe: int | None = None) -> Finding:
        """A finding of this rule spanning ``node`` (``cwe``: a narrower weakness than the
        rule's, whose severity then follows that weakness too)."""
        if cwe is not None and severity is None:
            severity = severity_for(cwe, self.meta().severity)
        line = getattr(node, "lineno", 1)
        column = getattr(node, "col_offset", 0)
        return Finding.from_rule(
            self.meta(),
            line,
            column,
            getattr(node, "end_lineno", None) or line,
            getattr(node, "end_col_offset", None) or column,
            message,
            cwe=cwe,
            severity=severity,
        )


class TaintRule(AstRule):
    """A rule reporting untrusted data that reaches one kind of sink.

    The flows come from the one source-to-sink tracking of the snippet
    (``analysis.taint_flows``); a subclass names its sink ``kinds`` and its advice. When the
    tracking gave up, the rule reports that its analysis is incomplete instead.
    """

    kinds: ClassVar[tuple[str, ...]]
    advice: ClassVar[str]

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        found = taint_flows(snippet)
        for flow in found.of_kinds(self.kinds):
            if not self.keeps(snippet, flow):
                continue
            cwe = flow.cwe if flow.cwe != self.cwe else None
            yield self.finding(flow.node, f"Untrusted input reaches {flow.sink}{flow.via}: {self.advice}", cwe=cwe)
        if found.gave_up is not None:
            yield incomplete_finding("codereward:source-to-sink", Characteristic.SECURITY, found.gave_up)

    def keeps(self, snippet: Snippet, flow: Flow) -> bool:
        """Whether a flow of this rule's kinds is reported (a rule may know its sink is safe)."""
        return True


def register(cls: type[AstRule]) -> type[AstRule]:
    """Class decorator adding a rule to the registry; ids must be unique."""
    rule = cls.meta()  # validates the id
    if rule.id in _REGISTRY and _REGISTRY[rule.id] is not cls:
        raise ValueError(f"duplicate rule id {rule.id}: {cls.__name__} and {_REGISTRY[rule.id].__name__}")
    _REGISTRY[rule.id] = cls
    return cls


def registered() -> dict[str, type[AstRule]]:
    """Every registered own rule, by id (importing ``codereward.rules`` fills this)."""
    return dict(sorted(_REGISTRY.items()))
