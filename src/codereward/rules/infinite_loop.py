"""CR407: ``while True:`` with no way out."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    NESTED_SCOPES,
    TRY_TYPES,
    WAITING_CALLS,
    dotted,
    header_span,
    last_part,
    loop_facts,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: calls that raise when the data runs out: the loop ends, with an exception
_RAISING_CALLS = frozenset({"next", "pop", "popleft", "popitem", "get_nowait"})
_WAITING_OR_RAISING = WAITING_CALLS | _RAISING_CALLS


def _always_true(test: ast.expr) -> bool:
    return isinstance(test, ast.Constant) and bool(test.value)


def _ended_by_exception(snippet: Snippet, loop: ast.While) -> bool:
    """``try: while True: ... except E:`` or ``with suppress(E): while True: ...``: the
    loop is meant to run until the data source raises."""
    child: ast.AST = loop
    for ancestor in snippet.ancestors(loop):
        if isinstance(ancestor, NESTED_SCOPES):
            return False
        if isinstance(ancestor, TRY_TYPES) and ancestor.handlers and any(s is child for s in ancestor.body):
            return True
        if isinstance(ancestor, (ast.With, ast.AsyncWith)) and any(
                isinstance(item.context_expr, ast.Call) and last_part(dotted(item.context_expr.func)) == "suppress"
                for item in ancestor.items):
            return True
        child = ancestor
    return False


def _event_pump(loop: ast.While) -> bool:
    """A body that only calls things (``while True: self.poll_events()``) keeps no state
    that could end it: it is a pump meant to run until the process stops."""
    return all(isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
               and getattr(stmt.value.func, "id", None) != "print" for stmt in loop.body)


@register
class InfiniteLoop(AstRule):
    """## What it does
    Reports `while True:` (or `while 1:`) whose body has no way out: no `break` of this
    loop (a `break` of an inner loop does not count), no `return`, no `raise`, no
    `sys.exit()`/`exit()`/`os._exit()`.

    Not reported: generators (`while True: yield ...`) and coroutines that `await`,
    whose caller or event loop decides when to stop; worker and server loops that
    block waiting for work (`queue.get()`, `sock.accept()`, `time.sleep()`,
    `input()`) or only pump calls (`while True: self.process_events()`), which are
    meant to run until the process ends; and loops meant to end with an exception:
    inside `try: ... except ...:` or `with suppress(...)`, or calling something that
    raises when the data runs out (`next(it)`, `stack.pop()`).

    ## Why is this bad?
    The loop can only end when the process is killed: the function never returns, a
    test run hangs until its timeout, and a CPU is burnt meanwhile. It is almost always
    a forgotten `break` or `return`. Severity is high: the program hangs.

    ## Example
    ```python
    def count_to(limit):
        n = 0
        while True:
            n += 1
            if n >= limit:
                print("done")
    ```

    ## Use instead
    ```python
    def count_to(limit):
        n = 0
        while True:
            n += 1
            if n >= limit:
                return n
    ```
    """

    id = "CR407"
    name = "infinite-loop"
    characteristic = Characteristic.RELIABILITY
    cwe = 835
    severity = Severity.HIGH
    message = "`while True:` loop has no reachable `break`, `return`, `raise` or exit: it never ends"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for loop in snippet.nodes(ast.While):
            if not _always_true(loop.test):
                continue
            facts = loop_facts(snippet, loop)
            if not (facts.exits or facts.called & _WAITING_OR_RAISING or _event_pump(loop)
                    or _ended_by_exception(snippet, loop)):
                yield self.finding(header_span(loop), self.message)
