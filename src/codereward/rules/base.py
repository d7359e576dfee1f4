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
import time
from collections.abc import Iterator
from typing import ClassVar

from codereward.findings import RULE_ID_PATTERN, Characteristic, Finding, Rule, Severity
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
    #: the node types the rule looks at: when set, it runs only on snippets holding one of
    #: them (the snippet's one-pass index answers); empty: on every snippet
    node_types: ClassVar[tuple[type[ast.AST], ...]] = ()
    #: the last names of the calls the rule reports on or because of (``acquire`` for
    #: ``x.acquire()``): when set, it runs only on snippets calling something so named, as
    #: written (``Snippet.called_names``); only for a rule that matches calls by that name
    #: before resolving anything, so that no other way to reach the callee is missed
    call_names: ClassVar[frozenset[str]] = frozenset()

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


class RuleSet:
    """The own rules of one configuration, dispatched by what each subscribed to.

    A snippet runs only the rules it can concern: a rule with ``node_types`` runs where
    the snippet's node index holds one of them, one with ``call_names`` where the snippet
    calls something so named (both, where it has both), and a ``TaintRule`` where the snippet's
    one source-to-sink tracking (built on first need, shared by all of them) reached one
    of its sink ``kinds`` or gave up. A rule skipped this way would have reported nothing,
    so the findings are those of running every rule; rules run in id order either way.
    """

    def __init__(self, rules: list[AstRule]) -> None:
        self.rules = rules
        # What each rule subscribed to, worked out once, as steps: a rule with no subscription
        # (0), one with node types or call names (1: None where it declared none), or a run
        # of taint rules that check only their flows (2), each with its sink kinds: a snippet
        # that no flow reached skips the run at once (a subclass that checks more than its
        # flows runs on every snippet).
        self._plan: list[tuple[int, object, frozenset[type] | None, frozenset[str] | None]] = []
        for rule in rules:
            if isinstance(rule, TaintRule) and type(rule).check is TaintRule.check:
                if not self._plan or self._plan[-1][0] != _TAINT:
                    self._plan.append((_TAINT, [], None, None))
                self._plan[-1][1].append((rule, frozenset(rule.kinds)))  # type: ignore[attr-defined]
            elif rule.node_types or rule.call_names:
                self._plan.append((_SUBSCRIBED, rule, frozenset(rule.node_types) or None, rule.call_names or None))
            else:
                self._plan.append((_EVERY_SNIPPET, rule, None, None))

    def check(self, snippet: Snippet, on_error, budget: float | None = None) -> list[Finding]:
        """Every finding of the rules on ``snippet``; ``on_error(rule, exc)`` makes the finding
        for a rule that raised (one rule's bug must not lose the others' findings).

        ``budget``: seconds of this thread's CPU the rules may take on the snippet; the rules
        not started by then are skipped with an ``analysis-incomplete`` finding, as a worker
        process stuck on a snippet is stopped. CPU time, not the clock: a loaded machine
        gives the same verdict; a completion built to make some rule slow costs its own score,
        never a trainer's step."""
        findings: list[Finding] = []
        extend = findings.extend
        reached: frozenset[str] | None = None  # the sink kinds the tracking reached; None: not asked yet
        present = snippet.node_types  # the types the snippet's one-pass index holds
        end = time.thread_time() + budget if budget is not None else None
        for step, rule, types, names in self._plan:
            if end is not None and time.thread_time() > end:
                findings.append(incomplete_finding("codereward", Characteristic.RELIABILITY,
                                                   f"the rules ran past {budget:g} s of CPU on this snippet"))
                break
            if step:
                if step == _SUBSCRIBED:
                    if types is not None and types.isdisjoint(present) \
                            or names is not None and names.isdisjoint(snippet.called_names):
                        continue
                else:
                    if reached is not None and not reached:
                        continue  # no flow at all: none of these rules reports
                    for taint_rule, kinds in rule:  # type: ignore[attr-defined]
                        try:
                            if reached is None:
                                found = taint_flows(snippet)
                                reached = _EVERY_KIND if found.gave_up is not None \
                                    else frozenset(f.kind for f in found.flows)
                                if not reached:
                                    break
                            if reached is not _EVERY_KIND and reached.isdisjoint(kinds):
                                continue
                            extend(taint_rule.check(snippet))
                        except (Exception, RecursionError) as exc:
                            findings.append(on_error(taint_rule, exc))
                            reached = _EVERY_KIND
                    continue
            try:
                extend(rule.check(snippet))  # type: ignore[attr-defined]
            except (Exception, RecursionError) as exc:
                findings.append(on_error(rule, exc))
        return findings


#: the kinds of step of a rule set's plan
_EVERY_SNIPPET, _SUBSCRIBED, _TAINT = 0, 1, 2
#: stands for "every kind" once the tracking gave up (each taint rule then says so) or failed
_EVERY_KIND: frozenset[str] = frozenset({"*"})


def register(cls: type[AstRule]) -> type[AstRule]:
    """Class decorator adding a rule to the registry; ids must be unique."""
    # The id is checked as ``Rule`` checks it; the rule's metadata (its page cleaned from
    # the docstring) is built when first asked for: most rules of a run never report.
    if not RULE_ID_PATTERN.match(cls.id):
        raise ValueError(f"rule id {cls.id!r} must be capital letters followed by digits")
    if cls.id in _REGISTRY and _REGISTRY[cls.id] is not cls:
        raise ValueError(f"duplicate rule id {cls.id}: {cls.__name__} and {_REGISTRY[cls.id].__name__}")
    _REGISTRY[cls.id] = cls
    return cls


def registered() -> dict[str, type[AstRule]]:
    """Every registered own rule, by id (importing ``codereward.rules`` fills this)."""
    return dict(sorted(_REGISTRY.items()))
