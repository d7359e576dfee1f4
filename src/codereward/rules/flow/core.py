"""Scopes, blocks, names and exception handlers: the basics the flow rules share."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple, TypeVar

from codereward.rules.helpers.core import cached as _shared_cached
from codereward.rules.helpers.core import dotted
from codereward.snippet import Snippet

T = TypeVar("T")

#: nodes that open a new scope: a ``return`` or ``break`` inside one is not ours
SCOPE_NODES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
FUNCTION_NODES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
TRY_NODES: tuple[type, ...] = (ast.Try, ast.TryStar) if hasattr(ast, "TryStar") else (ast.Try,)
#: statement-list fields, in execution order
BLOCK_FIELDS = ("body", "handlers", "orelse", "finalbody", "cases")

#: calls that end the process: a loop that calls one has an exit
EXIT_CALLS = frozenset({"sys.exit", "exit", "quit", "os._exit", "os.abort"})



def cached(snippet: Snippet, key: str, compute: Callable[[Snippet], T]) -> T:
    """``compute(snippet)``, once per snippet (in the snippet's shared ``cache``)."""
    return _shared_cached(snippet, ("flow", key), lambda: compute(snippet))


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


# --- walking ------------------------------------------------------------------------

def walk_local(node: ast.AST) -> Iterator[ast.AST]:
    """The descendants of ``node`` that run in its scope (nested defs, lambdas and classes skipped)."""
    stack = list(ast.iter_child_nodes(node))
    while stack:
        child = stack.pop()
        if isinstance(child, SCOPE_NODES):
            continue
        yield child
        stack.extend(ast.iter_child_nodes(child))


def walk_body(stmts: list[ast.stmt]) -> Iterator[ast.AST]:
    """Every node of a statement list that runs in the same scope."""
    for stmt in stmts:
        if isinstance(stmt, SCOPE_NODES):
            continue
        yield stmt
        yield from walk_local(stmt)


def enclosing_scope(snippet: Snippet, node: ast.AST) -> ast.AST:
    """The function, lambda, class or module whose scope ``node`` runs in."""
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, (*SCOPE_NODES, ast.Module)):
            return ancestor
    return snippet.tree  # type: ignore[return-value]


def enclosing_function(snippet: Snippet, node: ast.AST) -> ast.AST | None:
    """The nearest function or lambda around ``node``, or None at module/class level."""
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, FUNCTION_NODES):
            return ancestor
        if isinstance(ancestor, ast.ClassDef):
            return None
    return None


def enclosing_statement(snippet: Snippet, node: ast.AST) -> ast.stmt | None:
    """The innermost statement containing ``node`` (``node`` itself when it is one)."""
    if isinstance(node, ast.stmt):
        return node
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, ast.stmt):
            return ancestor
    return None


def containing_block(snippet: Snippet, stmt: ast.AST) -> tuple[ast.AST, str, list[ast.AST]] | None:
    """The parent, field name and statement list that hold ``stmt``."""
    parent = snippet.parents.get(stmt)
    if parent is None:
        return None
    for name in BLOCK_FIELDS:
        block = getattr(parent, name, None)
        if isinstance(block, list) and any(item is stmt for item in block):
            return parent, name, block
    return None


def later_siblings(snippet: Snippet, stmt: ast.AST) -> list[ast.AST]:
    """The statements after ``stmt`` in its own block."""
    found = containing_block(snippet, stmt)
    if found is None:
        return []
    block = found[2]
    for index, item in enumerate(block):
        if item is stmt:
            return block[index + 1:]
    return []


def next_statement(snippet: Snippet, stmt: ast.stmt) -> ast.AST | None:
    """The statement that runs right after ``stmt`` when nothing raises, across the end
    of an ``if``/``else``, ``with`` or ``try`` body (not around a loop)."""
    node: ast.AST = stmt
    while True:
        following = later_siblings(snippet, node)
        if following:
            return following[0]
        found = containing_block(snippet, node)
        if found is None:
            return None
        parent, field, _ = found
        if isinstance(parent, TRY_NODES) and field == "body" and parent.orelse:
            return parent.orelse[0]
        if not isinstance(parent, (ast.If, ast.With, ast.AsyncWith, *TRY_NODES)) or field == "finalbody":
            return None
        node = parent


def in_finally(snippet: Snippet, node: ast.AST, stop: ast.AST | None = None) -> bool:
    """True when ``node`` runs in the ``finally`` block of some try (up to ``stop``)."""
    child = node
    for ancestor in snippet.ancestors(node):
        if ancestor is stop or isinstance(ancestor, SCOPE_NODES):
            return False
        if isinstance(ancestor, TRY_NODES) and any(s is child for s in ancestor.finalbody):
            return True
        child = ancestor
    return False


def in_handler(snippet: Snippet, node: ast.AST, stop: ast.AST | None = None) -> bool:
    """True when ``node`` runs inside an ``except`` handler (up to ``stop``)."""
    for ancestor in snippet.ancestors(node):
        if ancestor is stop or isinstance(ancestor, SCOPE_NODES):
            return False
        if isinstance(ancestor, ast.ExceptHandler):
            return True
    return False


# --- names --------------------------------------------------------------------------

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


def import_map(snippet: Snippet) -> dict[str, str]:
    """Local name -> qualified name for every import in the snippet (``sq`` -> ``sqlite3``)."""
    return cached(snippet, "imports", _build_import_map)


def _build_import_map(snippet: Snippet) -> dict[str, str]:
    names: dict[str, str] = {}
    for node in snippet.nodes(ast.Import):
        for alias in node.names:
            if alias.asname:
                names[alias.asname] = alias.name
            else:  # ``import urllib.request`` binds ``urllib``
                top = alias.name.split(".")[0]
                names[top] = top
    for node in snippet.nodes(ast.ImportFrom):
        if node.level or not node.module:
            continue
        for alias in node.names:
            if alias.name != "*":
                names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return names


def locally_defined(snippet: Snippet) -> frozenset[str]:
    """Names the snippet defines with ``def`` or ``class`` (they shadow builtins like ``open``)."""
    return cached(snippet, "defined", lambda s: frozenset(
        n.name for kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef) for n in s.nodes(kind)))


def qualified_name(snippet: Snippet, expr: ast.AST) -> str | None:
    """The imported name an expression refers to: ``sq.connect`` -> ``sqlite3.connect``."""
    name = dotted(expr)
    if name is None:
        return None
    head, _, rest = name.partition(".")
    imports = import_map(snippet)
    if head in imports:
        head = imports[head]
    elif not rest and head in locally_defined(snippet):
        return f"<local>.{head}"
    return f"{head}.{rest}" if rest else head


def last_part(name: str | None) -> str:
    return name.rsplit(".", 1)[-1] if name else ""


_WORD_SPLIT = re.compile(r"[_\W\d]+|(?<=[a-z])(?=[A-Z])")


def name_words(name: str) -> list[str]:
    """``self._writeLock2`` -> ``['self', 'write', 'lock']`` (snake, camel and digits split)."""
    return [w.lower() for w in _WORD_SPLIT.split(name) if w]


# --- exceptions ----------------------------------------------------------------------

BROAD_EXCEPTIONS = frozenset({"Exception", "BaseException", "builtins.Exception", "builtins.BaseException"})


def handler_types(handler: ast.ExceptHandler) -> list[ast.AST]:
    if handler.type is None:
        return []
    if isinstance(handler.type, ast.Tuple):
        return list(handler.type.elts)
    return [handler.type]


def is_broad_handler(handler: ast.ExceptHandler) -> bool:
    """``except:``, ``except Exception`` or ``except BaseException`` (also inside a tuple)."""
    return handler.type is None or any(dotted(t) in BROAD_EXCEPTIONS for t in handler_types(handler))


def handler_reraises(handler: ast.ExceptHandler) -> bool:
    """True when the handler raises again somewhere (``raise``, ``raise X from e``, ``raise X``)."""
    return any(isinstance(node, ast.Raise) for node in walk_body(handler.body))
