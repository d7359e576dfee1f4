"""Where a node sits: its function, its statement, its block, what runs next, and
whether a ``try``, ``finally`` or handler surrounds it."""

from __future__ import annotations

import ast

from codereward.rules.analysis.core import derive
from codereward.rules.analysis.nodes import BLOCK_FIELDS, FUNCTIONS, NESTED_SCOPES, SCOPES, TRY_TYPES
from codereward.snippet import Snippet


def enclosing_function(snippet: Snippet, node: ast.AST) -> ast.AST | None:
    """The nearest function or lambda around ``node``, or None at module/class level."""
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, FUNCTIONS):
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


def _positions(snippet: Snippet) -> dict[ast.AST, tuple[ast.AST, str, list[ast.AST], int]]:
    """Each statement (handler, case) -> the parent, field name and list that hold it and its
    index there, built once per snippet: looking a statement up in its block instead costs the
    square of a long block (a completion of thousands of statements, seconds per rule)."""
    def build() -> dict[ast.AST, tuple[ast.AST, str, list[ast.AST], int]]:
        found: dict[ast.AST, tuple[ast.AST, str, list[ast.AST], int]] = {}
        for parent in ast.walk(snippet.tree) if snippet.tree is not None else ():
            for name in BLOCK_FIELDS:
                block = getattr(parent, name, None)
                if isinstance(block, list):
                    for index, item in enumerate(block):
                        found.setdefault(item, (parent, name, block, index))
        return found
    return derive(snippet, "block positions", build)


def containing_block(snippet: Snippet, stmt: ast.AST) -> tuple[ast.AST, str, list[ast.AST]] | None:
    """The parent, field name and statement list that hold ``stmt``."""
    found = _positions(snippet).get(stmt)
    return None if found is None else found[:3]


def later_siblings(snippet: Snippet, stmt: ast.AST) -> list[ast.AST]:
    """The statements after ``stmt`` in its own block."""
    found = _positions(snippet).get(stmt)
    return [] if found is None else found[2][found[3] + 1:]


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
        if isinstance(parent, TRY_TYPES) and field == "body" and parent.orelse:
            return parent.orelse[0]
        if not isinstance(parent, (ast.If, ast.With, ast.AsyncWith, *TRY_TYPES)) or field == "finalbody":
            return None
        node = parent


def in_finally(snippet: Snippet, node: ast.AST, stop: ast.AST | None = None) -> bool:
    """True when ``node`` runs in the ``finally`` block of some try (up to ``stop``)."""
    positions = _positions(snippet)
    child = node
    for ancestor in snippet.ancestors(node):
        if ancestor is stop or isinstance(ancestor, NESTED_SCOPES):
            return False
        if isinstance(ancestor, TRY_TYPES) and _held(positions, ancestor, "finalbody", child):
            return True
        child = ancestor
    return False


def _held(positions: dict[ast.AST, tuple[ast.AST, str, list[ast.AST], int]], parent: ast.AST, field: str,
          child: ast.AST) -> bool:
    """Whether ``child`` is a statement of ``parent``'s block ``field`` (``_positions``)."""
    found = positions.get(child)
    return found is not None and found[0] is parent and found[1] == field


def in_handler(snippet: Snippet, node: ast.AST, stop: ast.AST | None = None) -> bool:
    """True when ``node`` runs inside an ``except`` handler (up to ``stop``)."""
    for ancestor in snippet.ancestors(node):
        if ancestor is stop or isinstance(ancestor, NESTED_SCOPES):
            return False
        if isinstance(ancestor, ast.ExceptHandler):
            return True
    return False


def in_try_body(snippet: Snippet, node: ast.AST, stop: ast.AST) -> bool:
    """True when ``node`` sits in the body of a ``try`` below ``stop`` (a guarded, retried call)."""
    parents, positions = snippet.parents, _positions(snippet)
    child, parent = node, parents.get(node)
    while parent is not None and parent is not stop:
        if isinstance(parent, TRY_TYPES) and _held(positions, parent, "body", child):
            return True
        child, parent = parent, parents.get(parent)
    return False


def inside(snippet: Snippet, node: ast.AST, outer: ast.AST) -> bool:
    """True when ``node`` lies under ``outer`` in the same function (a nested def is elsewhere)."""
    for parent in snippet.ancestors(node):
        if parent is outer:
            return True
        if isinstance(parent, SCOPES):
            return False
    return False
