"""One pass over a loop body: how it can end, what it calls, which names it changes."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass

from codereward.rules.analysis.core import derive
from codereward.rules.analysis.names import qualified_name
from codereward.rules.analysis.nodes import EXIT_CALLS, LOOPS, NESTED_SCOPES, child_nodes, root_name
from codereward.snippet import Snippet


@dataclass(frozen=True)
class LoopFacts:
    """What one pass over a loop body finds (see ``loop_facts``)."""

    #: its own ``break``, a ``return``/``raise``/``yield``/``await`` or an exit call
    exits: bool
    #: names of the functions and methods it calls (``sleep``, ``pop``, ``helper``)
    called: frozenset[str]
    #: names it surely changes: assigned, deleted, bound, declared global/nonlocal, the
    #: root of a method call or of an attribute/item store, passed inside an expression
    changed: frozenset[str]
    #: names it passes as a plain argument (changed only when the value is mutable)
    passed: frozenset[str]

    def mutated(self, immutable: Callable[[str], bool] = lambda name: False) -> set[str]:
        return set(self.changed) | {name for name in self.passed if not immutable(name)}


def loop_facts(snippet: Snippet, loop: ast.While | ast.For | ast.AsyncFor) -> LoopFacts:
    """Exits, calls and changed names of a loop body, in a single walk (cached per loop).

    Nested functions count for ``changed`` (a closure may rebind or mutate) but not for
    ``exits`` or ``called``; a ``break`` inside an inner loop's body is not ours, one in
    its ``else`` is.
    """
    store: dict[ast.AST, LoopFacts] = derive(snippet, "loop-facts", dict)
    facts = store.get(loop)
    if facts is None:
        facts = store[loop] = _walk_loop(snippet, loop)
    return facts


#: nodes without children that matter (``Load``, ``Add``, ``Eq``, ...): not worth visiting
_LEAF_KINDS = (ast.expr_context, ast.operator, ast.boolop, ast.cmpop, ast.unaryop)


def _walk_loop(snippet: Snippet, loop: ast.While | ast.For | ast.AsyncFor) -> LoopFacts:
    exits = False
    called: set[str] = set()
    changed: set[str] = set()
    passed: set[str] = set()
    # (node, inside an inner loop's body, inside a nested function or class)
    stack: list[tuple[ast.AST, bool, bool]] = [(stmt, False, False) for stmt in loop.body]
    while stack:
        node, nested, scoped = stack.pop()
        inner_scope = scoped or isinstance(node, NESTED_SCOPES)
        if isinstance(node, ast.Name):
            if not isinstance(node.ctx, ast.Load):
                changed.add(node.id)
            continue
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute):
                _add(changed, root_name(func.value))
            if not scoped:
                called.add(func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", ""))
                exits = exits or qualified_name(snippet, func) in EXIT_CALLS
            if not _leaves_arguments_alone(func):
                _note_arguments(node, changed, passed)
        elif isinstance(node, (ast.Attribute, ast.Subscript)):
            if not isinstance(node.ctx, ast.Load):
                _add(changed, root_name(node))
        elif isinstance(node, ast.Break):
            exits = exits or not (nested or scoped)
        elif isinstance(node, (ast.Return, ast.Raise, ast.Yield, ast.YieldFrom, ast.Await)):
            exits = exits or not scoped
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            changed.update(node.names)
        elif isinstance(node, (ast.ExceptHandler, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            _add(changed, node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            changed.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)):
            _add(changed, node.name)
        elif isinstance(node, ast.MatchMapping):
            _add(changed, node.rest)
        if isinstance(node, LOOPS):
            stack.extend((child, True, inner_scope) for child in node.body)
            stack.extend((child, nested, inner_scope) for child in node.orelse)
            head = [node.test] if isinstance(node, ast.While) else [node.target, node.iter]
            stack.extend((child, nested, inner_scope) for child in head)
        else:
            stack.extend((child, nested, inner_scope) for child in child_nodes(node)
                         if not isinstance(child, _LEAF_KINDS))
    return LoopFacts(exits, frozenset(called), frozenset(changed), frozenset(passed))


#: calls that block waiting for something another thread, process or person provides:
#: a loop around one is a worker, server or polling loop, not a runaway
WAITING_CALLS = frozenset({
    "get", "accept", "recv", "recvfrom", "recv_into", "recvmsg", "read", "readline", "sleep", "wait",
    "wait_for", "select", "poll", "join", "serve_forever", "handle_request", "input", "receive", "getch",
    "run_forever", "send",
})


#: builtins and methods known not to change their arguments: passing a variable to
#: ``print(i)`` or ``out.append(i)`` does not change ``i``
NON_MUTATING_BUILTINS = frozenset({
    "print", "len", "str", "repr", "int", "float", "bool", "abs", "min", "max", "sum", "sorted", "round",
    "format", "isinstance", "issubclass", "type", "id", "hash", "ord", "chr", "any", "all", "list", "tuple",
    "set", "frozenset", "dict", "range", "enumerate", "zip", "reversed", "divmod", "pow", "bin", "hex", "oct",
})
NON_MUTATING_METHODS = frozenset({
    "append", "add", "insert", "extend", "count", "index", "get", "write", "join", "format", "startswith",
    "endswith", "debug", "info", "warning", "error",
})


def _leaves_arguments_alone(func: ast.expr) -> bool:
    if isinstance(func, ast.Name):
        return func.id in NON_MUTATING_BUILTINS
    return isinstance(func, ast.Attribute) and func.attr in NON_MUTATING_METHODS


def _note_arguments(call: ast.Call, changed: set[str], passed: set[str]) -> None:
    for arg in [*call.args, *(k.value for k in call.keywords)]:
        if isinstance(arg, ast.Name):
            passed.add(arg.id)
        else:
            _add(changed, root_name(arg))


def _add(names: set[str], name: str | None) -> None:
    if name:
        names.add(name)


#: methods that only read their receiver (a dict lookup with a key does not wait, unlike ``queue.get()``)
_READS = frozenset({"get", "keys", "values", "items", "copy", "count", "index", "startswith", "endswith", "lower",
                    "upper", "strip", "format", "join", "split", "isdigit", "__contains__"})
_PURE_BUILTINS = frozenset({"len", "isinstance", "print", "str", "int", "float", "bool", "repr", "abs", "min", "max",
                            "sum", "sorted", "any", "all", "list", "tuple", "set", "dict", "range", "enumerate",
                            "zip", "hash", "id", "type"})


def body_nodes(loop: ast.While) -> list[ast.AST]:
    """The nodes of the loop body that run in its scope (nested functions and classes left out)."""
    found: list[ast.AST] = []
    stack: list[ast.AST] = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, NESTED_SCOPES):
            continue
        found.append(node)
        stack.extend(child_nodes(node))
    return found


def is_read(call: ast.Call) -> bool:
    """A call that changes nothing and waits for nothing: a pure builtin, or a lookup
    method given its key (``status.get("done")``; ``queue.get()`` without one waits)."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id in _PURE_BUILTINS
    if isinstance(func, ast.Attribute) and func.attr in _READS:
        return func.attr != "get" or bool(call.args) and not (
            isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, (bool, int, float)))
    return False


def waits(loop: ast.While | ast.For | ast.AsyncFor, facts: LoopFacts) -> bool:
    """The body blocks for something from outside (``WAITING_CALLS``); a ``get`` given a key
    (``status.get("done")``) is a dict lookup, not ``queue.get()``."""
    waiting = facts.called & WAITING_CALLS
    if waiting != {"get"}:
        return bool(waiting)
    return any(isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
               and not is_read(node) for node in body_nodes(loop))
