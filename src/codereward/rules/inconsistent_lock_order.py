"""CR406: two locks taken in opposite orders in two places (deadlock risk)."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    BLOCK_FIELDS,
    NESTED_SCOPES,
    enclosing_statement,
    lock_calls,
    lock_identity,
    statement_call,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class InconsistentLockOrder(AstRule):
    """## What it does
    Reports two locks that are acquired nested in one order in one place (`a` then `b`)
    and in the opposite order in another (`b` then `a`), within one module or class,
    whether the nesting uses `with` or `acquire()`/`release()`. Locks are told apart by
    name; `self._x` in two methods of one class is the same lock. The finding is at the
    second ordering.

    ## Why is this bad?
    When one thread holds `a` and waits for `b` while another holds `b` and waits for
    `a`, both wait forever: a deadlock that appears only under concurrency and is very
    hard to reproduce. Taking locks in one global order makes it impossible. Severity
    is high: the program hangs.

    Only nesting within one function is seen; an order that arises through calls (a
    method holding `a` calls another that takes `b`) is not followed.

    ## Example
    ```python
    def transfer(self, amount):
        with self._accounts_lock:
            with self._audit_lock:
                ...

    def report(self):
        with self._audit_lock:
            with self._accounts_lock:
                ...
    ```

    ## Use instead
    ```python
    def report(self):
        with self._accounts_lock:
            with self._audit_lock:
                ...
    ```
    """

    id = "CR406"
    name = "inconsistent-lock-order"
    characteristic = Characteristic.RELIABILITY
    cwe = 833
    severity = Severity.HIGH
    message = "Locks acquired in opposite orders in two places: two threads can deadlock"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        events = _acquisitions(snippet)
        first_seen: dict[tuple[str, str], ast.AST] = {}
        reported: set[frozenset[str]] = set()
        for identity, expr, held in events:
            for outer in held:
                if outer == identity:
                    continue
                pair = (outer, identity)
                first_seen.setdefault(pair, expr)
                opposite = first_seen.get((identity, outer))
                key = frozenset(pair)
                if opposite is not None and key not in reported:
                    reported.add(key)
                    yield self.finding(expr, (
                        f"`{_short(outer)}` then `{_short(identity)}` here, but the opposite order "
                        f"at line {opposite.lineno}: two threads can deadlock"))


def _short(identity: str) -> str:
    """``Bank.self._a`` -> ``self._a`` (the class prefix only keys the lock)."""
    rest = identity.partition(".")[2]
    return rest if rest.startswith(("self.", "cls.")) else identity


def _acquisitions(snippet: Snippet) -> list[tuple[str, ast.AST, list[str]]]:
    """Every lock acquisition, in source order: (lock, where, locks already held there)."""
    found: list[tuple[str, ast.AST, ast.stmt, list[str]]] = []
    for node in [*snippet.nodes(ast.With), *snippet.nodes(ast.AsyncWith)]:
        for index, item in enumerate(node.items):
            if type(item.context_expr) is ast.Call:
                continue  # ``with open(...)``, ``with lock_factory():``: not a named lock
            identity = lock_identity(snippet, item.context_expr, node)
            if identity is not None:
                found.append((identity, item.context_expr, node, _with_locks(snippet, node, node.items[:index])))
    for call in lock_calls(snippet, "acquire"):
        stmt = enclosing_statement(snippet, call)
        identity = lock_identity(snippet, call.func.value, call)  # type: ignore[attr-defined]
        if identity is not None and stmt is not None:
            found.append((identity, call, stmt, []))
    if len({identity for identity, *_ in found}) < 2:
        return []  # one lock cannot be taken in two orders
    events = [(identity, where, earlier + _held(snippet, stmt)) for identity, where, stmt, earlier in found]
    events.sort(key=lambda event: (event[1].lineno, event[1].col_offset))
    return events


def _with_locks(snippet: Snippet, node: ast.AST, items: list[ast.withitem]) -> list[str]:
    found = [lock_identity(snippet, item.context_expr, node) for item in items]
    return [identity for identity in found if identity is not None]


def _held(snippet: Snippet, stmt: ast.stmt) -> list[str]:
    """Locks held when ``stmt`` starts: enclosing ``with`` blocks, and ``acquire()``
    statements earlier in an enclosing block with no ``release()`` after them."""
    held: list[str] = []
    child: ast.AST = stmt
    for ancestor in snippet.ancestors(stmt):
        held.extend(_acquired_before(snippet, ancestor, child))
        if isinstance(ancestor, NESTED_SCOPES):
            break  # the function's own body was the last block to look at
        if isinstance(ancestor, (ast.With, ast.AsyncWith)) and any(s is child for s in ancestor.body):
            held.extend(_with_locks(snippet, ancestor, ancestor.items))
        child = ancestor
    return held


def _acquired_before(snippet: Snippet, parent: ast.AST, child: ast.AST) -> list[str]:
    for field in BLOCK_FIELDS:
        block = getattr(parent, field, None)
        if not isinstance(block, list):
            continue
        for index, item in enumerate(block):
            if item is child:
                return _still_held(snippet, block[:index])
    return []


def _still_held(snippet: Snippet, stmts: list[ast.AST]) -> list[str]:
    held: list[str] = []
    for stmt in stmts:
        for method in ("acquire", "release"):
            call = statement_call(stmt, method)
            if call is None:
                continue
            identity = lock_identity(snippet, call.func.value, call)  # type: ignore[attr-defined]
            if identity is None:
                continue
            if method == "acquire":
                held.append(identity)
            elif identity in held:
                held.remove(identity)
    return held
