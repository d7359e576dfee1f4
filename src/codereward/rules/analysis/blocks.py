"""Where a node sits: its function, its statement, its block, what runs next, and
whether a ``try``, ``finally`` or handler surrounds it."""

from __future__ import annotations

import ast

from codereward.rules.analysis.nodes import BLOCK_FIELDS, FUNCTIONS, NESTED_SCOPES, SCOPES, TRY_TYPES, holds
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


def containing_block(snippet: Snippet, stmt: ast.AST) -> tuple[ast.AST, str, list[ast.AST]] | None:
    """The parent, field name and statement list that hold ``stmt``."""
    parent = snippet.parents.get(stmt)
    if parent is None:
        return None
    for name in BLOCK_FIELDS:
        block = getattr(parent, name, None)
        if isinstance(block, list) and holds(block, stmt):
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
        if isinstance(parent, TRY_TYPES) and field == "body" and parent.orelse:
            return parent.orelse[0]
        if not isinstance(parent, (ast.If, ast.With, ast.AsyncWith, *TRY_TYPES)) or field == "finalbody":
            return None
        node = parent


def in_finally(snippet: Snippet, node: ast.AST, stop: ast.AST | None = None) -> bool:
    """True when ``node`` runs in the ``finally`` block of some try (up to ``stop``)."""
    child = node
    for ancestor in snippet.ancestors(node):
        if ancestor is stop or isinstance(ancestor, NESTED_SCOPES):
            return False
        if isinstance(ancestor, TRY_TYPES) and holds(ancestor.finalbody, child):
            return True
        child = ancestor
    return False


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
    parents = snippet.parents
    child, parent = node, parents.get(node)
    while parent is not None and parent is not stop:
        if isinstance(parent, TRY_TYPES) and holds(parent.body, child):
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
