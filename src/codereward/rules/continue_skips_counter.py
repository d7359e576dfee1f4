"""CR409: a retry loop whose ``continue`` skips the counter that bounds it."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    BLOCK_FIELDS,
    NESTED_SCOPES,
    TRY_TYPES,
    child_nodes,
    root_name,
    walk,
    walk_body,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_EXITS = (ast.Break, ast.Return, ast.Raise)
#: calls that pull the next piece of data: a loop around one makes progress without its counter
PULLS = frozenset({"get_nowait", "pop", "popleft", "popitem", "recv", "recvfrom", "read", "readline", "accept",
                   "receive", "fetchone", "fetchmany"})


def _plain_names(test: ast.AST) -> set[str] | None:
    """The names of a test made only of names, constants, comparisons and arithmetic
    (``attempts < MAX_TRIES``, ``not done and tries <= 3``); ``None`` for anything else."""
    names: set[str] = set()
    for node in walk(test):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif not isinstance(node, (ast.Constant, ast.Compare, ast.BoolOp, ast.UnaryOp, ast.BinOp, ast.expr_context,
                                   ast.cmpop, ast.boolop, ast.unaryop, ast.operator)):
            return None
    return names


def _bounds(loop: ast.While) -> set[str]:
    """The names that bound the loop: its condition's, or for ``while True:`` those of the
    tests that guard a way out (``if attempts >= 3: raise``)."""
    if not (isinstance(loop.test, ast.Constant) and loop.test.value):
        return _plain_names(loop.test) or set()
    found: set[str] = set()
    for node in walk_body(loop.body):
        if isinstance(node, ast.If) and any(isinstance(stmt, _EXITS) for stmt in node.body):
            found |= _plain_names(node.test) or set()
    return found


def _changes(stmts: list[ast.stmt], names: set[str]) -> bool:
    """Some statement of ``stmts`` (anywhere inside it) rebinds or mutates one of ``names``."""
    for node in walk_body(stmts):
        if isinstance(node, ast.Name) and node.id in names and not isinstance(node.ctx, ast.Load):
            return True
        if isinstance(node, (ast.Attribute, ast.Subscript)) and not isinstance(node.ctx, ast.Load) \
                and root_name(node) in names:
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and root_name(node.func.value) in names:
            return True
    return False


def _ran_before_failing(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of a ``try`` body sure to have run when its handler runs: those before
    the first one that calls anything (which may raise)."""
    done = []
    for stmt in body:
        if any(isinstance(node, ast.Call) for node in walk(stmt)):
            break
        done.append(stmt)
    return done


def _skips(snippet: Snippet, loop: ast.While, node: ast.Continue, names: set[str]) -> bool:
    """The path from the top of the loop body to ``node``, through a handler, changes none of ``names``."""
    through_handler = False
    child: ast.AST = node
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, ast.ExceptHandler):
            through_handler = True
            try_node = snippet.parents[ancestor]
            if _changes(_ran_before_failing(try_node.body), names):  # type: ignore[attr-defined]
                return False
        for field in BLOCK_FIELDS:
            block = getattr(ancestor, field, None)
            if isinstance(block, list) and any(stmt is child for stmt in block):
                earlier = block[:next(i for i, stmt in enumerate(block) if stmt is child)]
                if _changes(earlier, names):
                    return False
        if ancestor is loop:
            return through_handler
        child = ancestor
    return False


def _pulls(call: ast.Call) -> bool:
    """``next(it)``, ``input()``, ``q.get()`` (a queue's, without a key), ``stack.pop()``, ``sock.recv(n)``..."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in ("next", "input")
    return isinstance(func, ast.Attribute) and (func.attr in PULLS or func.attr == "get" and not call.args)


def _own_continues(loop: ast.While) -> Iterator[ast.Continue]:
    stack: list[ast.AST] = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Continue):
            yield node
        elif isinstance(node, (*NESTED_SCOPES, ast.For, ast.AsyncFor, ast.While)):
            continue  # a ``continue`` there is another loop's
        else:
            stack.extend(child_nodes(node))


@register
class ContinueSkipsCounter(AstRule):
    """## What it does
    Reports a retry loop bounded by a counter (`while attempts < 3:`, or `while True:`
    with `if attempts >= 3: raise`) whose `except` handler runs `continue` on a path
    that never changes the counter: the increment sits after the `try`, where
    `continue` skips it.

    A `continue` outside a handler (skipping an item that does not count) is not
    reported, nor a loop that pulls new data on each pass (`q.get()`, `next(it)`,
    `stack.pop()`, `sock.recv(...)`: a consumer counting what it handled), nor one after the counter changed on its path (`attempts += 1` first, or
    before the first call of the `try` body).

    ## Why is this bad?
    The counter only moves when the attempt succeeds, which is when the loop no longer
    needs it: while the call keeps failing (the server is down, the file is missing)
    the loop retries forever (loop with unreachable exit condition).

    ## Example
    ```python
    import time

    def fetch(get, url):
        attempts = 0
        while attempts < 3:
            try:
                return get(url)
            except OSError:
                time.sleep(1)
                continue
            attempts += 1
        raise RuntimeError(url)
    ```

    ## Use instead
    ```python
    import time

    def fetch(get, url):
        attempts = 0
        while attempts < 3:
            attempts += 1
            try:
                return get(url)
            except OSError:
                time.sleep(1)
        raise RuntimeError(url)
    ```
    """

    id = "CR409"
    name = "continue-skips-counter"
    characteristic = Characteristic.RELIABILITY
    cwe = 835
    severity = Severity.HIGH
    node_types = (ast.While,)
    message = "`continue` skips the counter that bounds this loop: a call that keeps failing retries forever"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "continue" not in snippet.source or "except" not in snippet.source:
            return
        for loop in snippet.nodes(ast.While):
            body = list(walk_body(loop.body))
            if not any(isinstance(node, TRY_TYPES) for node in body) or any(
                    isinstance(node, ast.Call) and _pulls(node) for node in body):
                continue  # no handler, or a consumer that takes new data each pass
            names = _bounds(loop)
            if not names or not _changes(loop.body, names):
                continue  # nothing counts: CR407/CR408 judge such loops
            found = next((node for node in _own_continues(loop) if _skips(snippet, loop, node, names)), None)
            if found is not None:
                yield self.finding(found, self.message)
