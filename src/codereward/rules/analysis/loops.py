"""Loops: which loop repeats a node, what changes between iterations, what stays invariant.

Questions are answered per name and per loop from the snippet's indexes (bindings,
mutations, nodes by type) rather than by walking each loop's subtree, and memoised.
"""

from __future__ import annotations

import ast
from collections import defaultdict

from codereward.rules.analysis.blocks import containing_block, enclosing_statement, inside
from codereward.rules.analysis.core import derive
from codereward.rules.analysis.names import fresh_bindings, name_index, name_refs, qualified_name
from codereward.rules.analysis.nodes import COMPREHENSIONS, FOR_LOOPS, LOOPS, SCOPES, dotted, holds, walk, walk_local
from codereward.snippet import Snippet

#: Methods that change their receiver in place: a name they are called on is not loop-invariant.
MUTATORS = frozenset({
    "append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard",
    "setdefault", "popitem", "sort", "reverse", "appendleft", "extendleft", "popleft",
    "rotate", "write", "writelines", "seek", "truncate", "send", "sendall",
})


def enclosing_loop(snippet: Snippet, node: ast.AST) -> ast.AST | None:
    """The nearest loop whose *repeated* part holds ``node``, within ``node``'s scope.

    A ``for`` loop repeats its body (not its iterable, target or ``else``); a ``while``
    loop repeats its test and body; a comprehension repeats everything but the iterable
    of its first ``for``. The result is a ``For``/``AsyncFor``/``While`` statement or a
    comprehension expression; ``None`` when no loop of the same function repeats it.
    """
    parents = snippet.parents
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, FOR_LOOPS):
            if child is not parent.iter and child is not parent.target and not holds(parent.orelse, child):
                return parent
        elif isinstance(parent, ast.While):
            if not holds(parent.orelse, child):
                return parent
        elif isinstance(parent, ast.comprehension):
            comp = parents[parent]
            if child is parent.iter and comp.generators[0] is parent:
                # evaluated once, in the enclosing scope: keep looking above the comprehension
                child, parent = comp, parents.get(comp)
                continue
            return comp
        elif isinstance(parent, COMPREHENSIONS):
            return parent
        elif isinstance(parent, SCOPES):
            return None
        child, parent = parent, parents.get(parent)
    return None


def has_loops(snippet: Snippet, comprehensions: bool = True) -> bool:
    """True when the snippet has any loop (a cheap exit for loop-only rules on straight-line code)."""
    return not snippet.node_types.isdisjoint(_ALL_LOOPS if comprehensions else LOOPS)


_ALL_LOOPS = LOOPS + COMPREHENSIONS


def _base_name(expr: ast.AST) -> str | None:
    while isinstance(expr, (ast.Attribute, ast.Subscript, ast.Starred)):
        expr = expr.value
    return expr.id if isinstance(expr, ast.Name) else None


def _mutations(snippet: Snippet) -> dict[str, list[ast.AST]]:
    """Name -> nodes that change the object it holds in place (``x[k] = v``, ``x.a = v``, ``x.append(v)``)."""
    def build() -> dict[str, list[ast.AST]]:
        found: dict[str, list[ast.AST]] = defaultdict(list)
        for kind in (ast.Subscript, ast.Attribute):
            for node in snippet.nodes(kind):
                if not isinstance(node.ctx, ast.Load):
                    name = _base_name(node)
                    if name:
                        found[name].append(node)
        for node in snippet.nodes(ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in MUTATORS:
                name = _base_name(func.value)
                if name:
                    found[name].append(node)
        for kind in (ast.Global, ast.Nonlocal):
            for node in snippet.nodes(kind):
                for name in node.names:
                    found[name].append(node)
        return found
    return derive(snippet, "mutations", build)


def changes_in(snippet: Snippet, loop: ast.AST, name: str) -> bool:
    """True when ``name`` may hold another value (or a changed object) on the next iteration."""
    # keyed by the node itself, not its id: the cache lives on the snippet and may be pickled with it
    memo: dict[tuple[ast.AST, str], bool] = derive(snippet, "changes", dict)
    key = (loop, name)
    if key not in memo:
        nodes = [b.node for b in name_index(snippet).names.get(name, [])] + _mutations(snippet).get(name, [])
        memo[key] = name in _header_names(loop) or any(inside(snippet, node, loop) for node in nodes)
    return memo[key]


def _header_names(loop: ast.AST) -> set[str]:
    if isinstance(loop, FOR_LOOPS):
        return _target_names(loop.target)
    if isinstance(loop, COMPREHENSIONS):
        return set().union(*(_target_names(g.target) for g in loop.generators))
    return set()


def _target_names(target: ast.AST) -> set[str]:
    if isinstance(target, ast.Name):
        return {target.id}
    return {node.id for node in walk(target) if isinstance(node, ast.Name)}


def uses_its_variable(snippet: Snippet, loop: ast.AST) -> bool:
    """False for ``for _ in range(n)``-style loops, whose repeating is the point; True otherwise."""
    names = _header_names(loop)
    if not names:
        return True
    refs = name_refs(snippet)
    return any(isinstance(node.ctx, ast.Load) and inside(snippet, node, loop)
               for name in names for node in refs.get(name, ()))


def can_exit_early(snippet: Snippet, loop: ast.AST) -> bool:
    """True when a ``break`` of ``loop`` or a ``return`` inside it can end it before its items run out."""
    for node in snippet.nodes(ast.Return):
        if inside(snippet, node, loop):
            return True
    return any(enclosing_loop(snippet, node) is loop for node in snippet.nodes(ast.Break))


#: Calls that give the same result for the same arguments, so they keep an expression invariant.
PURE_FUNCTIONS = frozenset({
    "str", "int", "float", "bool", "bytes", "repr", "len", "tuple", "Path", "PurePath",
    "pathlib.Path", "os.path.join", "os.path.expanduser", "os.path.abspath", "os.path.dirname",
    "os.path.basename", "os.path.normpath", "os.fspath",
})
#: Methods that compute a new value from their receiver and arguments and change nothing.
PURE_METHODS = frozenset({
    "join", "format", "encode", "decode", "lower", "upper", "strip", "lstrip", "rstrip", "replace",
    "joinpath", "with_suffix", "with_name", "expanduser", "absolute",
})


def is_invariant(snippet: Snippet, expr: ast.AST | None, loop: ast.AST) -> bool:
    """True when ``expr`` evaluates the same on every iteration of ``loop``.

    Anything this cannot vouch for (a call to an unknown function, ``await``, a walrus)
    counts as varying, so a rule that flags only invariant work stays precise.
    """
    if expr is None:
        return True
    for node in walk(expr):
        if isinstance(node, ast.Name):
            if changes_in(snippet, loop, node.id):
                return False
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr in PURE_METHODS:
                continue
            if qualified_name(snippet, func) not in PURE_FUNCTIONS:
                return False
        elif isinstance(node, (ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr, ast.Lambda, *COMPREHENSIONS)):
            return False
    return True


def call_invariant(snippet: Snippet, call: ast.Call, loop: ast.AST, receiver: bool = False) -> bool:
    """True when every argument of ``call`` (and its receiver, if asked) is invariant in ``loop``."""
    parts: list[ast.AST] = [*call.args, *(keyword.value for keyword in call.keywords)]
    if receiver and isinstance(call.func, ast.Attribute):
        parts.append(call.func.value)
    return all(is_invariant(snippet, part, loop) for part in parts)


def _binds(target: ast.AST, key: str) -> bool:
    return any(isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Store)
               and dotted(node) == key for node in walk(target))


def accumulates(snippet: Snippet, loop: ast.AST, stmt: ast.AST, key: str) -> bool:
    """True when ``stmt``, repeated by ``loop``, keeps growing ``key`` across its iterations.

    Not when ``key`` is the loop's own target, nor when anything in the loop gives ``key``
    a fresh value (``s = ""``, a ``for`` target, tuple unpacking), even conditionally:
    then the value is rebuilt in bounded pieces, not grown without limit (text wrapping,
    per-row buffers).
    """
    if not isinstance(loop, LOOPS):
        return False
    if isinstance(loop, FOR_LOOPS) and _binds(loop.target, key):
        return False
    return not rebound_in(snippet, loop, key, besides=stmt)


def rebound_in(snippet: Snippet, loop: ast.AST, key: str, besides: ast.AST | None = None) -> bool:
    """True when something inside ``loop`` (other than ``besides``) gives ``key`` a fresh value."""
    return any(node is not besides and inside(snippet, node, loop) for node in fresh_bindings(snippet, key))


def runs_once_in(snippet: Snippet, node: ast.AST, loop: ast.AST) -> bool:
    """True when ``node``'s statement is followed, in its block or one around it inside
    ``loop``, by a ``return``, ``raise`` or ``break`` of ``loop``, or by setting a flag
    that a later ``if flag: break`` tests: reaching it ends the loop, so it runs at most
    once per run of the loop (``items.insert(0, x); return``).
    """
    if not isinstance(loop, LOOPS):
        return False  # a comprehension: its element expressions hold no statements
    flags: set[str] = set()
    current = enclosing_statement(snippet, node)
    while current is not None and current is not loop:
        found = containing_block(snippet, current)
        if found is None:
            return False
        parent, _field, block = found
        after = block[next(i for i, item in enumerate(block) if item is current) + 1:]
        for stmt in after:
            if any(isinstance(inner, ast.Continue) for inner in (stmt, *walk_local(stmt))):
                break  # may go round again before reaching the jump
            if _jumps_out(snippet, stmt, loop, flags):
                return True
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) and stmt.value.value is True:
                flags.update(t.id for t in stmt.targets if isinstance(t, ast.Name))
        current = parent
    return False


def _jumps_out(snippet: Snippet, stmt: ast.stmt, loop: ast.AST, flags: set[str]) -> bool:
    if isinstance(stmt, (ast.Return, ast.Raise)):
        return True
    if isinstance(stmt, ast.Break):
        return enclosing_loop(snippet, stmt) is loop
    # ``if stop: break`` after ``stop = True``
    return (isinstance(stmt, ast.If) and isinstance(stmt.test, ast.Name) and stmt.test.id in flags
            and bool(stmt.body) and _jumps_out(snippet, stmt.body[-1], loop, set()))
