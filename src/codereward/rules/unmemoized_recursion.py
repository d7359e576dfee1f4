"""CR309: a recursive function that solves the same subproblems again and again."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    analysis,
    containing_block,
    dotted,
    enclosing_loop,
    scope_of,
    walk,
    walk_local,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_CACHES = frozenset({"cache", "lru_cache", "cached", "memoize", "memoized", "cached_property"})


@register
class UnmemoizedRecursion(AstRule):
    """## What it does
    Reports a function that calls itself more than once per call (twice in one block,
    as in `fib(n - 1) + fib(n - 2)`, or inside a loop), uses what the calls return, and
    passes a smaller version of its input (`i + 1`, `n - 1`, `rest[k:]`): the shape of
    overlapping subproblems. Functions with a cache decorator (`functools.cache`,
    `lru_cache`) or a `memo`/`cache` of their own, calls in exclusive branches (binary
    search), halves (`xs[:mid]` with `xs[mid:]`: divide and conquer), backtracking
    (calls whose result is not used), generators (they yield every solution, so the
    output is as large as the recursion) and recursive-descent parsers (they read on from
    a shared stream, `next(tokens)` or `nonlocal` state, so no call repeats another) are
    not reported.

    ## Why is this bad?
    Without a cache the same subproblem is solved once per path that reaches it, which
    is exponential in the input size: `fib(40)` makes about 330 million calls where 41
    suffice (CWE-407, inefficient algorithmic complexity). Severity is medium.

    ## Example
    ```python
    def ways(n):
        if n < 2:
            return 1
        return ways(n - 1) + ways(n - 2)
    ```

    ## Use instead
    ```python
    from functools import cache

    @cache
    def ways(n):
        if n < 2:
            return 1
        return ways(n - 1) + ways(n - 2)
    ```
    """

    id = "CR309"
    name = "unmemoized-recursion"
    characteristic = Characteristic.PERFORMANCE
    cwe = 407
    severity = Severity.MEDIUM
    node_types = (ast.FunctionDef, ast.AsyncFunctionDef)
    message = "Recursion over overlapping subproblems without a cache"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        functions = analysis(snippet).functions
        recursive: dict[ast.AST, list[ast.Call]] = {}
        for call in snippet.nodes(ast.Call):  # calls of a function from inside its own body
            if type(call.func) is ast.Name and call.func.id in functions:
                owner = scope_of(snippet, call)  # memoised, shared with the other rules
                if isinstance(owner, (ast.FunctionDef, ast.AsyncFunctionDef)) and owner.name == call.func.id:
                    recursive.setdefault(owner, []).append(call)  # type: ignore[arg-type]
        for function, calls in recursive.items():
            yield from self._check(snippet, function, calls)  # type: ignore[arg-type]

    def _check(self, snippet: Snippet, function: ast.FunctionDef | ast.AsyncFunctionDef,
               calls: list[ast.Call]) -> Iterator[Finding]:
        if not _cached(function) and not _enumerates(function) and not _consumes_shared_state(function):
            used = [call for call in calls if not isinstance(snippet.parents.get(call), ast.Expr)]
            shrinking = [call for call in used if _shrinks(call)]
            if not shrinking or _halves(calls):
                return
            # a call in a loop on a part the loop picks (``f(list(group))`` per group) splits the input
            in_loop = any(_loop_inside(snippet, call, function) for call in shrinking)
            if in_loop or _two_in_one_block(snippet, used):
                yield self.finding(function, f"`{function.name}` calls itself {'in a loop' if in_loop else 'twice'} "
                                             "on overlapping subproblems without a cache: exponential time; add "
                                             "`@functools.cache` (or a memo dict)")


def _cached(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    for decorator in function.decorator_list:
        name = dotted(decorator.func if isinstance(decorator, ast.Call) else decorator) or ""
        if name.rpartition(".")[2] in _CACHES:
            return True
    return any(isinstance(node, ast.Name) and ("memo" in node.id.lower() or "cache" in node.id.lower())
               for node in walk(function))


def _enumerates(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A generator yields every solution: its output is as large as the recursion, so a cache cannot help."""
    return any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in walk_local(function))


def _consumes_shared_state(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A recursive-descent parser reads on from a shared token stream (``next(tokens)``,
    ``nonlocal``): the arguments do not determine the subproblem, so calls never repeat one."""
    parameters = {arg.arg for arg in (*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs)}
    for node in walk(function):
        if isinstance(node, (ast.Nonlocal, ast.Global)):
            return True
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "next" and node.args
                and isinstance(node.args[0], ast.Name) and node.args[0].id in parameters):
            return True
    return False


def _shrinks(call: ast.Call) -> bool:
    for arg in call.args:
        if isinstance(arg, ast.BinOp) and isinstance(arg.op, (ast.Add, ast.Sub)):
            return True
        if isinstance(arg, ast.Subscript) and isinstance(arg.slice, ast.Slice) and arg.slice.lower is not None \
                and arg.slice.upper is None:
            return True
    return False


def _halves(calls: list[ast.Call]) -> bool:
    """A call on a prefix slice (``xs[:mid]``): divide and conquer, no overlap."""
    return any(isinstance(arg, ast.Subscript) and isinstance(arg.slice, ast.Slice) and arg.slice.upper is not None
               for call in calls for arg in call.args)


def _loop_inside(snippet: Snippet, call: ast.Call, function: ast.AST) -> bool:
    loop = enclosing_loop(snippet, call)
    return loop is not None and any(ancestor is function for ancestor in snippet.ancestors(loop))


def _two_in_one_block(snippet: Snippet, calls: list[ast.Call]) -> bool:
    blocks = []
    for call in calls:
        statement = next((a for a in (call, *snippet.ancestors(call)) if isinstance(a, ast.stmt)), None)
        found = containing_block(snippet, statement) if statement is not None else None
        if found is not None:
            blocks.append(id(found[2]))
    return len(blocks) != len(set(blocks))


