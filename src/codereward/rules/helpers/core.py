"""Node-type groups, the per-snippet cache, iterative walking and small AST utilities."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import TypeVar

from codereward.snippet import Snippet

LOOPS = (ast.For, ast.AsyncFor, ast.While)
FOR_LOOPS = (ast.For, ast.AsyncFor)
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
SCOPES = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
TRY_TYPES: tuple[type, ...] = (ast.Try, ast.TryStar) if hasattr(ast, "TryStar") else (ast.Try,)

_T = TypeVar("_T")


def cached(snippet: Snippet, key: object, build: Callable[[], _T]) -> _T:
    """``build()`` once per snippet and key; the result lives as long as the snippet.

    Stored in ``snippet.cache``, so that rules sharing a snippet share the work and nothing
    outlives the snippet (a module-level cache keyed by ``id`` could be fooled by reuse).
    """
    store = snippet.cache
    try:
        return store[key]
    except KeyError:
        value = store[key] = build()
        return value


def walk(node: ast.AST) -> Iterator[ast.AST]:
    """Every node under ``node`` (itself included), iteratively: deep trees cannot overflow."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(ast.iter_child_nodes(current))


def holds(items: list, node: ast.AST) -> bool:
    """``node in items`` by identity (AST nodes have no useful equality)."""
    return any(item is node for item in items)


def dotted(expr: ast.AST) -> str | None:
    """``a.b.c`` for a chain of attributes on a name, else ``None``."""
    parts: list[str] = []
    while isinstance(expr, ast.Attribute):
        parts.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name):
        return None
    parts.append(expr.id)
    return ".".join(reversed(parts))


def is_ref(expr: ast.AST, key: str | None) -> bool:
    """True when ``expr`` reads the same name or attribute chain as ``key``."""
    return key is not None and isinstance(expr, (ast.Name, ast.Attribute)) and dotted(expr) == key


def add_operands(expr: ast.AST) -> list[ast.AST]:
    """The operands of a chain of ``+`` (``a + b + c`` -> ``[a, b, c]``), in order."""
    operands: list[ast.AST] = []
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            stack.append(node.right)
            stack.append(node.left)
        else:
            operands.append(node)
    return operands


def updates_itself(target: ast.AST, value: ast.AST) -> bool:
    """``x = x + ...``, ``x = ... + x`` or ``x = f"{x}..."``: a new value built from the old one."""
    key = dotted(target)
    if key is None:
        return False
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
        operands = add_operands(value)
        return is_ref(operands[0], key) or is_ref(operands[-1], key)
    if isinstance(value, ast.JoinedStr) and value.values:
        ends = (value.values[0], value.values[-1])
        return any(isinstance(part, ast.FormattedValue) and is_ref(part.value, key) for part in ends)
    return False


def code_lines(snippet: Snippet) -> list[str]:
    """The source split into lines exactly as the parser numbers them.

    ``str.splitlines`` also breaks at form feeds and other separators that Python treats
    as whitespace inside a line, which would shift line numbers against the AST.
    """
    return cached(snippet, "lines", lambda: snippet.source.replace("\r\n", "\n").replace("\r", "\n").split("\n"))
