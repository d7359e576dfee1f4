"""CR405: ``lock.acquire()`` without a ``release()`` in a ``finally``."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    TRY_TYPES,
    dotted,
    enclosing_function,
    enclosing_statement,
    is_semaphore,
    later_siblings,
    lock_calls,
    lock_factories,
    lock_identity,
    next_statement,
    statement_call,
    walk_body,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: functions whose job is to acquire for someone else (the context-manager protocol)
_ACQUIRING_FUNCTIONS = frozenset({"__enter__", "__aenter__", "acquire", "lock"})


@register
class LockNotReleased(AstRule):
    """## What it does
    Reports `lock.acquire()` (on a `threading`, `multiprocessing` or `asyncio` lock,
    semaphore or condition, or on a variable named like one) when no `try` around or
    after it releases the lock in its `finally` block.

    Not reported: `with lock:` (always released); a release that is the very next
    statement; acquire and release split between methods (an `__enter__`/`__exit__`
    pair, or a class whose `acquire` method wraps the lock) or a function that releases
    a lock its caller holds and takes it back (`Condition.wait`), since the release then
    belongs to the caller's protocol; counting semaphores, which one party acquires and
    another releases by design. "Never released" is reported only for a lock the
    snippet itself creates.

    ## Why is this bad?
    If anything between `acquire()` and `release()` raises, the lock stays held forever
    and every other thread that needs it blocks: the program deadlocks, usually far
    from the bug and only under load. Severity is high: a hang is worse than a crash,
    and it is hard to diagnose.

    ## Example
    ```python
    def deposit(self, amount):
        self._lock.acquire()
        self.balance += validate(amount)
        self._lock.release()
    ```

    ## Use instead
    ```python
    def deposit(self, amount):
        with self._lock:
            self.balance += validate(amount)
    ```
    """

    id = "CR405"
    name = "lock-not-released"
    characteristic = Characteristic.RELIABILITY
    cwe = 667
    severity = Severity.HIGH
    call_names = frozenset({"acquire"})  # its calls are lock_calls(snippet, "acquire")
    message = "Lock acquired without a `release()` in `finally`: an exception leaves it held"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        releases: dict[str, list[ast.Call]] | None = None
        for call in lock_calls(snippet, "acquire"):
            lock = call.func.value  # type: ignore[attr-defined]
            if is_semaphore(snippet, lock):
                continue
            identity = lock_identity(snippet, lock, call)
            function = enclosing_function(snippet, call)
            stmt = enclosing_statement(snippet, call)
            if identity is None or stmt is None or getattr(function, "name", "") in _ACQUIRING_FUNCTIONS:
                continue
            if releases is None:
                releases = _releases(snippet)
            mine = releases.get(identity, [])
            if not mine:
                if dotted(lock) in lock_factories(snippet):  # created here, so released nowhere
                    yield self.finding(call, f"`{_text(lock)}` is acquired and never released")
                continue
            local = [r for r in mine if enclosing_function(snippet, r) is function]
            if not local:
                continue  # released in another method: a split acquire/release protocol
            if _reacquires(local, call):
                continue  # released first, then taken back: the caller holds it (Condition.wait)
            if not _guarded(snippet, stmt, identity):
                yield self.finding(call, f"`{_text(lock)}.release()` is not in a `finally`: "
                                         "an exception leaves the lock held; use `with`")


def _reacquires(releases: list[ast.Call], acquire: ast.Call) -> bool:
    return any((r.lineno, r.col_offset) < (acquire.lineno, acquire.col_offset) for r in releases)


def _text(expr: ast.AST) -> str:
    return ast.unparse(expr)


def _releases(snippet: Snippet) -> dict[str, list[ast.Call]]:
    found: dict[str, list[ast.Call]] = {}
    for call in lock_calls(snippet, "release"):
        identity = lock_identity(snippet, call.func.value, call)  # type: ignore[attr-defined]
        if identity is not None:
            found.setdefault(identity, []).append(call)
    return found


def _releases_in_finally(snippet: Snippet, node: ast.AST, identity: str) -> bool:
    if not isinstance(node, TRY_TYPES):
        return False
    return any(isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) and inner.func.attr == "release"
               and lock_identity(snippet, inner.func.value, inner) == identity for inner in walk_body(node.finalbody))


def _guarded(snippet: Snippet, stmt: ast.stmt, identity: str) -> bool:
    """A try whose ``finally`` releases the lock encloses the acquire, follows it in its
    block, or sits in a branch of the ``if``/``while`` whose test acquires it; or the
    release is the very next statement."""
    child: ast.AST = stmt
    for ancestor in snippet.ancestors(stmt):
        if isinstance(ancestor, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            break
        if isinstance(ancestor, TRY_TYPES) and any(s is child for s in ancestor.body) \
                and _releases_in_finally(snippet, ancestor, identity):
            return True
        child = ancestor
    candidates = list(later_siblings(snippet, stmt))
    first = next_statement(snippet, stmt)
    if isinstance(stmt, (ast.If, ast.While)):
        candidates.extend([*stmt.body, *stmt.orelse])  # ``if not lock.acquire(False): ... else: try``
        first = stmt.body[0]
    if first is not None and _is_release(snippet, statement_call(first, "release"), identity):
        return True  # released right away: nothing in between can raise
    return any(_releases_in_finally(snippet, node, identity) for node in candidates)


def _is_release(snippet: Snippet, call: ast.Call | None, identity: str) -> bool:
    return call is not None and lock_identity(snippet, call.func.value, call) == identity  # type: ignore[attr-defined]
