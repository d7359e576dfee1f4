"""Node-type groups, iterative walking and small AST utilities: nothing here needs the snippet."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from typing import NamedTuple

from codereward.snippet import SCALAR_FIELDS

LOOPS = (ast.For, ast.AsyncFor, ast.While)
FOR_LOOPS = (ast.For, ast.AsyncFor)
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
#: a node that opens a namespace (``scope_of`` answers one of these)
SCOPES = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
#: the scopes a statement can open: a ``return`` or ``break`` inside one is not ours
NESTED_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
TRY_TYPES: tuple[type, ...] = (ast.Try, ast.TryStar) if hasattr(ast, "TryStar") else (ast.Try,)
#: statement-list fields, in execution order
BLOCK_FIELDS = ("body", "handlers", "orelse", "finalbody", "cases")
#: calls that end the process: a loop that calls one has an exit
EXIT_CALLS = frozenset({"sys.exit", "exit", "quit", "os._exit", "os.abort"})
BROAD_EXCEPTIONS = frozenset({"Exception", "BaseException", "builtins.Exception", "builtins.BaseException"})


#: node type -> its fields that may hold nodes (``ast.iter_child_nodes``'s, less those that never do)
_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(kind: type) -> tuple[str, ...]:
    scalars = SCALAR_FIELDS.get(kind, frozenset())
    names = _FIELDS[kind] = tuple(name for name in kind._fields if name not in scalars)
    return names


def child_nodes(node: ast.AST) -> list[ast.AST]:
    """``list(ast.iter_child_nodes(node))`` (the same nodes in the same order), reading the
    fields directly: it runs for every node of every walk."""
    children: list[ast.AST] = []
    names = _FIELDS.get(type(node))
    for name in _fields(type(node)) if names is None else names:
        value = getattr(node, name, None)
        if type(value) is list:
            for item in value:
                if isinstance(item, ast.AST):
                    children.append(item)
        elif isinstance(value, ast.AST):
            children.append(value)
    return children


def walk(node: ast.AST) -> Iterator[ast.AST]:
    """Every node under ``node`` (itself included), iteratively: deep trees cannot overflow."""
    stack = [node]
    pop, push, fields, AST = stack.pop, stack.append, _FIELDS, ast.AST
    while stack:
        current = pop()
        yield current
        names = fields.get(type(current))
        for name in _fields(type(current)) if names is None else names:  # child_nodes, inlined: it is hot
            value = getattr(current, name, None)
            if type(value) is list:
                for item in value:
                    if isinstance(item, AST):
                        push(item)
            elif isinstance(value, AST):
                push(value)


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


def walk_local(node: ast.AST) -> Iterator[ast.AST]:
    """The descendants of ``node`` that run in its scope (nested defs, lambdas and classes skipped)."""
    stack = child_nodes(node)
    while stack:
        child = stack.pop()
        if isinstance(child, NESTED_SCOPES):
            continue
        yield child
        stack.extend(child_nodes(child))


def walk_body(stmts: list[ast.stmt]) -> Iterator[ast.AST]:
    """Every node of a statement list that runs in the same scope."""
    for stmt in stmts:
        if isinstance(stmt, NESTED_SCOPES):
            continue
        yield stmt
        yield from walk_local(stmt)


def root_name(expr: ast.AST) -> str | None:
    """The name at the root of an attribute/subscript/call chain (``x`` in ``x.a[0].b()``)."""
    while True:
        if isinstance(expr, ast.Name):
            return expr.id
        if isinstance(expr, (ast.Attribute, ast.Subscript)):
            expr = expr.value
        elif isinstance(expr, ast.Call):
            expr = expr.func
        elif isinstance(expr, ast.Starred):
            expr = expr.value
        else:
            return None


def last_part(name: str | None) -> str:
    return name.rsplit(".", 1)[-1] if name else ""


_WORD_SPLIT = re.compile(r"[_\W\d]+|(?<=[a-z])(?=[A-Z])")


def name_words(name: str) -> list[str]:
    """``self._writeLock2`` -> ``['self', 'write', 'lock']`` (snake, camel and digits split)."""
    return [w.lower() for w in _WORD_SPLIT.split(name) if w]


class Span(NamedTuple):
    """A source range shaped like an AST node, for findings narrower than a whole node."""

    lineno: int
    col_offset: int
    end_lineno: int
    end_col_offset: int


def header_span(node: ast.AST) -> Span:
    """The first line of a compound statement up to its colon-ish end (``except E as e``,
    ``while cond``): a finding there points at the construct, not at its whole body."""
    head = getattr(node, "test", None) or getattr(node, "type", None)
    if head is not None and head.end_lineno is not None:
        return Span(node.lineno, node.col_offset, head.end_lineno, head.end_col_offset or 0)
    keyword = {"ExceptHandler": len("except"), "While": len("while")}.get(type(node).__name__, 1)
    return Span(node.lineno, node.col_offset, node.lineno, node.col_offset + keyword)
