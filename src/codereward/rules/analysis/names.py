"""Names: what a name refers to (imports resolved), the scope of a node, every binding of every name.

The index is keyed by name and built in one pass over the binding nodes the snippet
already has by type; the scope of a binding is looked up only when a rule asks about
that name, so the common case (a few candidates per snippet) stays cheap.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from dataclasses import dataclass
from typing import NamedTuple

from codereward.rules.analysis.core import LOCAL, analysis, derive
from codereward.rules.analysis.nodes import SCOPES, dotted, is_ref, updates_itself, walk
from codereward.snippet import Snippet

UNKNOWN = None  # a binding whose value says nothing about the type (for-target, import, ...)
#: ``s = s + x``, ``s += x``: keeps the kind the name already has, so kinds ignore it.
SELF_UPDATE = "self-update"
#: Methods that grow a collection in place.
GROWERS = frozenset({"append", "extend", "insert", "appendleft", "extendleft", "add", "update"})


def qualified_name(snippet: Snippet, expr: ast.AST | None) -> str | None:
    """The dotted name an expression refers to, imports resolved: ``sq.connect`` ->
    ``sqlite3.connect``, ``run`` -> ``subprocess.run``; a bare name the snippet binds with
    ``def``/``class`` (and does not import) -> ``<local>.name``; ``None`` for anything but
    a name or an attribute chain on one.
    """
    name = dotted(expr) if expr is not None else None
    if name is None:
        return None
    head, _, rest = name.partition(".")
    facts = analysis(snippet)
    imports = facts.imports
    if head in imports:
        head = imports[head]
    elif not rest and head in facts.defined:
        return f"{LOCAL}.{head}"
    return f"{head}.{rest}" if rest else head


def scope_of(snippet: Snippet, node: ast.AST) -> ast.AST:
    """The function, lambda, class or module whose namespace ``node`` is evaluated in.

    Memoised for every node passed on the way up, so repeated questions cost a lookup.
    """
    memo: dict[ast.AST, ast.AST] = derive(snippet, "scopes", dict)
    if node in memo:
        return memo[node]
    parents = snippet.parents
    chain = [node]
    current = parents.get(node)
    while current is not None and not isinstance(current, SCOPES):
        if current in memo:
            result = memo[current]
            break
        chain.append(current)
        current = parents.get(current)
    else:
        result = current if current is not None else snippet.tree
    for item in chain:
        memo[item] = result
    return result  # type: ignore[return-value]


@dataclass(frozen=True)
class Param:
    """A binding by a function parameter (its annotation is all that is known)."""

    annotation: ast.AST | None
    star: str = ""  # "*" for *args (a tuple), "**" for **kwargs (a dict)


class Binding(NamedTuple):
    """One place that binds a name: the binding node and the value it gives."""

    node: ast.AST
    value: object  # an expression, a Param, UNKNOWN or SELF_UPDATE


class NameIndex:
    """Bindings by name; ``self.x`` chains by their dotted text (a plain tuple-based index: it is hot)."""

    def __init__(self) -> None:
        self.names: dict[str, list[Binding]] = defaultdict(list)
        self.attributes: dict[str, list[Binding]] = defaultdict(list)

    def add(self, target: ast.AST, node: ast.AST, value: object) -> None:
        if type(target) is ast.Name:
            self.names[target.id].append(Binding(node, value))
        elif isinstance(target, ast.Attribute):
            key = dotted(target)
            if key:
                self.attributes[key].append(Binding(node, value))
        elif isinstance(target, (ast.Tuple, ast.List, ast.Starred)):
            for item in walk(target):
                if isinstance(item, (ast.Name, ast.Attribute)) and isinstance(item.ctx, ast.Store):
                    self.add(item, node, UNKNOWN)

    def bindings(self, key: str) -> list[Binding]:
        return self.attributes.get(key, []) if "." in key else self.names.get(key, [])


def name_index(snippet: Snippet) -> NameIndex:
    """The binding index (built on first use, then shared by every rule)."""
    return derive(snippet, "names", lambda: _build(snippet))


def _build(snippet: Snippet) -> NameIndex:
    index = NameIndex()
    add, names = index.add, index.names
    for node in snippet.nodes(ast.Assign):
        targets, value = node.targets, node.value
        if len(targets) == 1:
            self_update = isinstance(value, (ast.BinOp, ast.JoinedStr)) and updates_itself(targets[0], value)
            add(targets[0], node, SELF_UPDATE if self_update else value)
        else:
            for target in targets:
                add(target, node, UNKNOWN)
    for node in snippet.nodes(ast.AnnAssign):
        add(node.target, node, Param(node.annotation) if node.value is None else node.value)
    for node in snippet.nodes(ast.AugAssign):
        add(node.target, node, SELF_UPDATE)
    # ``:=`` binds in the enclosing function even inside a comprehension, as scope_of says
    for node in snippet.nodes(ast.NamedExpr):
        add(node.target, node, node.value)
    for kind in (ast.For, ast.AsyncFor):
        for node in snippet.nodes(kind):
            add(node.target, node, UNKNOWN)
    for node in snippet.nodes(ast.withitem):
        if node.optional_vars is not None:
            add(node.optional_vars, node, UNKNOWN)
    for node in snippet.nodes(ast.ExceptHandler):
        if node.name:
            names[node.name].append(Binding(node, UNKNOWN))
    for kind in (ast.Import, ast.ImportFrom):
        for node in snippet.nodes(kind):
            for alias in node.names:
                names[(alias.asname or alias.name).partition(".")[0]].append(Binding(node, UNKNOWN))
    for kind in (ast.Global, ast.Nonlocal):
        for node in snippet.nodes(kind):
            for name in node.names:
                names[name].append(Binding(node, UNKNOWN))
    for kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        for node in snippet.nodes(kind):
            names[node.name].append(Binding(node, UNKNOWN))  # binds in the enclosing scope
    stars: dict[ast.arg, str] = {}
    for node in snippet.nodes(ast.arguments):
        if node.vararg:
            stars[node.vararg] = "*"
        if node.kwarg:
            stars[node.kwarg] = "**"
    for node in snippet.nodes(ast.arg):
        names[node.arg].append(Binding(node, Param(None, stars[node]) if node in stars else Param(node.annotation)))
    return index


def name_refs(snippet: Snippet) -> dict[str, list[ast.Name]]:
    """Name -> every ``ast.Name`` node of that name, in source order (built on first use): a
    rule that follows one variable reads its own names, not every name of the snippet."""
    return derive(snippet, "name_refs", lambda: _name_refs(snippet))


def _name_refs(snippet: Snippet) -> dict[str, list[ast.Name]]:
    found: dict[str, list[ast.Name]] = defaultdict(list)
    for node in snippet.nodes(ast.Name):
        found[node.id].append(node)  # type: ignore[attr-defined]
    return found


def growers(snippet: Snippet) -> dict[str, list[ast.AST]]:
    """Name or ``self.x`` text -> the calls and ``+=`` that grow it in place (built on first use)."""
    return derive(snippet, "growers", lambda: _growers(snippet))


def _growers(snippet: Snippet) -> dict[str, list[ast.AST]]:
    found: dict[str, list[ast.AST]] = defaultdict(list)
    for node in snippet.nodes(ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in GROWERS:
            key = dotted(func.value)
            if key:
                found[key].append(node)
    for node in snippet.nodes(ast.AugAssign):
        key = dotted(node.target)
        if key and isinstance(node.op, ast.Add):
            found[key].append(node)
    return found


def resolve(snippet: Snippet, expr: ast.AST) -> tuple[list[object], ast.AST | None]:
    """The values ``expr`` (a name or ``self.x`` chain) may hold, and the scope binding it.

    Follows Python's lookup: the local scope, then enclosing functions (not class bodies),
    then the module. An attribute chain collects its assignments snippet-wide. An empty
    list means the name is bound nowhere in the snippet.
    """
    index = name_index(snippet)
    if isinstance(expr, ast.Attribute):
        key = dotted(expr)
        return ([b.value for b in index.attributes.get(key, [])] if key else []), None
    if not isinstance(expr, ast.Name):
        return [], None
    candidates = index.names.get(expr.id)
    if not candidates:
        return [], None
    start = scope_of(snippet, expr)
    memo: dict[tuple[ast.AST, str], tuple[list[object], ast.AST | None]] = derive(snippet, "resolved", dict)
    if (start, expr.id) not in memo:
        memo[start, expr.id] = _lookup(snippet, candidates, start)
    return memo[start, expr.id]


def _lookup(snippet: Snippet, candidates: list[Binding], start: ast.AST) -> tuple[list[object], ast.AST | None]:
    by_scope = _by_scope(snippet, candidates)
    scope: ast.AST | None = start
    while scope is not None:
        if scope is start or not isinstance(scope, ast.ClassDef):
            found = by_scope.get(scope)
            if found:
                return found, scope
        scope = None if isinstance(scope, ast.Module) else scope_of(snippet, scope)
    return [], None


def _by_scope(snippet: Snippet, candidates: list[Binding]) -> dict[ast.AST, list[object]]:
    """The bindings of one name grouped by scope (once per name: a name bound in each of
    10,000 functions is looked up in each without going over every binding again)."""
    memo: dict[int, tuple[list[Binding], dict[ast.AST, list[object]]]] = derive(snippet, "bindings by scope", dict)
    found = memo.get(id(candidates))
    if found is None or found[0] is not candidates:
        grouped: dict[ast.AST, list[object]] = defaultdict(list)
        for binding in candidates:
            grouped[scope_of(snippet, binding.node)].append(binding.value)
        found = memo[id(candidates)] = (candidates, dict(grouped))
    return found[1]


def is_grown(snippet: Snippet, expr: ast.AST, scope: ast.AST | None) -> bool:
    """True when the snippet appends to, extends or ``+=``'s the name or attribute ``expr``."""
    key = dotted(expr)
    nodes = growers(snippet).get(key, []) if key else []
    if not nodes or "." in key:  # type: ignore[operator]
        return bool(nodes)
    return any(scope_of(snippet, node) is scope for node in nodes)


def fresh_bindings(snippet: Snippet, key: str) -> list[ast.AST]:
    """Nodes that give ``key`` a value not computed from its old one (``s = ""``, a for-target);
    built once per name (``s += x`` in each of thousands of loops asks for it in each)."""
    return derive(snippet, ("fresh bindings", key), lambda: _fresh_bindings(snippet, key))


def _fresh_bindings(snippet: Snippet, key: str) -> list[ast.AST]:
    found = []
    for binding in name_index(snippet).bindings(key):
        if binding.value is SELF_UPDATE or isinstance(binding.value, Param):
            continue
        node = binding.node
        value = getattr(node, "value", None) if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if value is not None and any(is_ref(item, key) for item in walk(value)):
            continue  # ``s = s.strip()``: still the old value
        found.append(node)
    return found
