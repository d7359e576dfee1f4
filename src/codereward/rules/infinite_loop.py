"""CR407: ``while True:`` with no way out."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    NESTED_SCOPES,
    TRY_TYPES,
    WAITING_CALLS,
    body_nodes,
    dotted,
    header_span,
    is_read,
    last_part,
    loop_facts,
    root_name,
    waits,
    walk,
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


def _waits(snippet: Snippet, loop: ast.While, facts) -> bool:
    """The body waits or pulls data that runs out: a blocking call (``q.get()``, ``sleep``,
    ``recv``), or ``next()``/``pop()`` that can raise; a dict's ``get(key)`` is a lookup, not a
    wait, and ``if jobs: jobs.pop()`` never raises, so it ends nothing."""
    waiting = facts.called & _WAITING_OR_RAISING
    if waiting and waiting <= _RAISING_CALLS:
        return not all(_guarded_by_its_receiver(snippet, loop, node) for node in body_nodes(loop)
                       if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                       and node.func.attr in _RAISING_CALLS)
    return bool(waiting - {"get"}) or waits(loop, facts)


def _guarded_by_its_receiver(snippet: Snippet, loop: ast.While, call: ast.Call) -> bool:
    """``if jobs: jobs.pop()`` (or ``if len(jobs):``) inside the loop: the call only runs on a
    non-empty receiver, so it cannot raise for running out."""
    receiver = dotted(call.func.value)  # type: ignore[attr-defined]
    if receiver is None:
        return False
    child: ast.AST = call
    for ancestor in snippet.ancestors(call):
        if ancestor is loop:
            return False
        if isinstance(ancestor, ast.If) and any(child is stmt for stmt in ancestor.body):
            test = ancestor.test
            if isinstance(test, ast.Call) and getattr(test.func, "id", None) == "len" and len(test.args) == 1:
                test = test.args[0]
            if dotted(test) == receiver:
                return True
        child = ancestor
    return False


def _exits_never_taken(snippet: Snippet, loop: ast.While) -> bool:
    """Every way out sits behind a test of values the loop never changes, and the loop calls
    nothing but reads: a poll of a dict that no other statement of the loop can fill (if it
    does not leave on the first pass, it never does)."""
    tested: set[str] = set()
    changed: set[str] = set()
    for node in body_nodes(loop):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            changed.add(node.id)
        elif isinstance(node, (ast.Attribute, ast.Subscript)) and not isinstance(node.ctx, ast.Load):
            changed.add(root_name(node) or "")
        if isinstance(node, (ast.Await, ast.Yield, ast.YieldFrom, ast.ExceptHandler, *TRY_TYPES)):
            return False
        if isinstance(node, ast.Call) and not is_read(node):
            return False
        if isinstance(node, (ast.Break, ast.Return, ast.Raise)):
            guards = [a.test for a in snippet.ancestors(node) if isinstance(a, ast.If)
                      and any(b is loop for b in snippet.ancestors(a))]
            if not guards:
                return False  # leaves on the first pass
            for test in guards:
                for part in walk(test):
                    if isinstance(part, ast.Name):
                        tested.add(part.id)
    return bool(tested) and not tested & changed  # every call is a read: none changes a name


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

    Also reported: a `while True:` whose every way out sits behind a test of values
    the loop never changes (`if job_id in results: return results[job_id]`), when the
    body calls nothing but reads (`status.get("done")`, `len`, `print`) and never
    waits: a poll of a dict or a flag that nothing in the loop can fill spins forever
    once the first pass does not leave.

    Not reported: generators (`while True: yield ...`) and coroutines that `await`,
    whose caller or event loop decides when to stop; worker and server loops that
    block waiting for work (`queue.get()`, `sock.accept()`, `time.sleep()`,
    `input()`) or only pump calls (`while True: self.process_events()`), which are
    meant to run until the process ends; and loops meant to end with an exception:
    inside `try: ... except ...:` or `with suppress(...)`, or calling something that
    raises when the data runs out (`next(it)`, `stack.pop()`). A `pop()` that only runs
    behind a test of its own receiver (`if jobs: done.append(jobs.pop())`) never raises,
    so it ends nothing: such a loop is reported.

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
    node_types = (ast.While,)
    message = "`while True:` loop has no reachable `break`, `return`, `raise` or exit: it never ends"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for loop in snippet.nodes(ast.While):
            if not _always_true(loop.test):
                continue
            facts = loop_facts(snippet, loop)
            if _waits(snippet, loop, facts) or _event_pump(loop) or _ended_by_exception(snippet, loop):
                continue
            if not facts.exits:
                yield self.finding(header_span(loop), self.message)
            elif _exits_never_taken(snippet, loop):
                yield self.finding(header_span(loop), "`while True:` only leaves on a test of values it never "
                                                      "changes, and never waits: if it does not leave on the first "
                                                      "pass, it spins forever")
