"""Which expressions are locks, how to name one lock across methods, where they are taken."""

from __future__ import annotations

import ast

from codereward.rules.analysis.core import derive
from codereward.rules.analysis.nodes import dotted, last_part, name_words
from codereward.snippet import Snippet

LOCK_FACTORIES = frozenset({"Lock", "RLock", "Semaphore", "BoundedSemaphore", "Condition", "allocate_lock"})
SEMAPHORE_FACTORIES = frozenset({"Semaphore", "BoundedSemaphore"})
_LOCK_WORDS = frozenset({"lock", "rlock", "mutex", "sem", "semaphore"})
_SEMAPHORE_WORDS = frozenset({"sem", "semaphore"})


def lock_factories(snippet: Snippet) -> dict[str, str]:
    """Dotted targets assigned a lock object anywhere, with the factory
    (``self._lock = threading.Lock()`` -> ``{"self._lock": "Lock"}``)."""
    return derive(snippet, "locks", lambda: _build_lock_factories(snippet))


def _build_lock_factories(snippet: Snippet) -> dict[str, str]:
    found: dict[str, str] = {}
    for node in [*snippet.nodes(ast.Assign), *snippet.nodes(ast.AnnAssign)]:
        value = node.value
        if type(value) is not ast.Call:
            continue
        func = value.func
        factory = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
        if factory not in LOCK_FACTORIES:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            name = dotted(target)
            if name:
                found[name] = factory
    return found


def is_lock(snippet: Snippet, expr: ast.AST) -> bool:
    """A name/attribute that holds a lock: assigned from a lock factory, or named like one."""
    name = dotted(expr)
    if name is None:
        return False
    if name in lock_factories(snippet):
        return True
    return any(word in _LOCK_WORDS for word in name_words(last_part(name)))


def is_semaphore(snippet: Snippet, expr: ast.AST) -> bool:
    """A counting semaphore: acquired and released by different parties by design."""
    name = dotted(expr) or ""
    factory = lock_factories(snippet).get(name)
    if factory is not None:
        return factory in SEMAPHORE_FACTORIES
    return any(word in _SEMAPHORE_WORDS for word in name_words(last_part(name)))


def lock_identity(snippet: Snippet, expr: ast.AST, at: ast.AST) -> str | None:
    """A key naming the same lock wherever it is used: ``self._a`` inside class ``Bank``
    becomes ``Bank.self._a``, so methods of one class agree and two classes do not mix."""
    name = dotted(expr)
    if name is None or not is_lock(snippet, expr):
        return None
    root = name.split(".")[0]
    if root in ("self", "cls"):
        for ancestor in snippet.ancestors(at):
            if isinstance(ancestor, ast.ClassDef):
                return f"{ancestor.name}.{name}"
    return name


def lock_calls(snippet: Snippet, method: str) -> list[ast.Call]:
    """Every ``x.acquire(...)`` or ``x.release(...)`` call on a lock, in source order."""
    return derive(snippet, ("lock-calls", method), lambda: [
        call for call in snippet.nodes(ast.Call)
        if type(call.func) is ast.Attribute and call.func.attr == method and is_lock(snippet, call.func.value)])


def statement_call(stmt: ast.AST, method: str) -> ast.Call | None:
    """The call of a statement like ``x.method()`` or ``await x.method()``."""
    if not isinstance(stmt, ast.Expr):
        return None
    value = stmt.value.value if isinstance(stmt.value, ast.Await) else stmt.value
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == method:
        return value
    return None
