"""CR308: a whole-sequence computation repeated on every iteration over that sequence."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import changes_in, dotted, enclosing_loop, qualified_name, root_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: builtins that read every element of their argument (and their last names, a cheap first test)
_WHOLE = frozenset({"sum", "min", "max", "sorted", "set", "list", "tuple", "any", "all", "frozenset",
                    "collections.Counter", "Counter", "statistics.mean", "statistics.median"})
_LAST_NAMES = frozenset(name.rpartition(".")[2] for name in _WHOLE)


@register
class RepeatedAggregateInLoop(AstRule):
    """## What it does
    Reports, inside a `for` loop over a sequence (`for x in xs`, `for i in range(len(xs))`),
    a computation that reads the whole of that same sequence again on every iteration:
    `max(xs)`, `sum(xs)`, `sorted(xs)`, `set(xs)` while `xs` does not change, or
    `sum(xs[:i + 1])`, `x in xs[:i]` over a growing slice of it.

    ## Why is this bad?
    Each iteration costs O(n) on top of the loop's own work, so the loop is O(n²) where
    computing the value once before the loop (`low, high = min(xs), max(xs)`), keeping
    a running total, or a set of the items seen so far makes it O(n) (CWE-1050,
    excessive resource consumption in a loop). Severity is medium: it is invisible on
    test data and dominates on real data.

    ## Example
    ```python
    def balances(opening, amounts):
        out = []
        for i in range(len(amounts)):
            out.append(opening + sum(amounts[: i + 1]))
        return out
    ```

    ## Use instead
    ```python
    import itertools


    def balances(opening, amounts):
        return [opening + total for total in itertools.accumulate(amounts)]
    ```
    """

    id = "CR308"
    name = "repeated-aggregate-in-loop"
    characteristic = Characteristic.PERFORMANCE
    cwe = 1050
    severity = Severity.MEDIUM
    node_types = (ast.For,)
    message = "Whole-sequence computation repeated on every iteration over the sequence"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not snippet.nodes(ast.For):
            return
        seen: set[tuple[ast.AST, str]] = set()
        candidates = [(node, argument) for node in [*snippet.nodes(ast.Call), *snippet.nodes(ast.Compare)]
                      if (argument := _read_whole(snippet, node)) is not None]
        for node, argument in sorted(candidates, key=lambda c: (c[0].lineno, c[0].col_offset)):  # first is reported
            loop = enclosing_loop(snippet, node)
            if not isinstance(loop, ast.For):
                continue
            sequence = _walked(snippet, loop)
            if sequence is None:
                continue
            if isinstance(argument, ast.Subscript) and isinstance(argument.slice, ast.Slice):
                if dotted(argument.value) != sequence:
                    continue
                how = "a slice of it that the loop moves along"
            elif dotted(argument) == sequence and not changes_in(snippet, loop, root_name(argument) or ""):
                how = "all of it, and it does not change"
            else:
                continue
            if (loop, sequence) in seen:
                continue
            seen.add((loop, sequence))
            yield self.finding(node, f"Every iteration of the loop over `{sequence}` (line {loop.lineno}) reads "
                                     f"{how}: O(n²); compute it once before the loop or keep a running value")


def _read_whole(snippet: Snippet, node: ast.AST) -> ast.AST | None:
    """The argument that ``node`` reads in full: ``max(X)``, ``sum(X[:i])``, ``x in X[:i]``."""
    if isinstance(node, ast.Call):
        func = node.func
        last = func.id if type(func) is ast.Name else getattr(func, "attr", None)
        if last not in _LAST_NAMES:
            return None
        if len(node.args) == 1 and not node.keywords and qualified_name(snippet, func) in _WHOLE:
            return node.args[0]
        return None
    for op, right in zip(node.ops, node.comparators):  # type: ignore[attr-defined]
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, ast.Subscript) and isinstance(right.slice, ast.Slice):
            return right
    return None


def _walked(snippet: Snippet, loop: ast.For) -> str | None:
    """The sequence a loop walks: ``xs`` in ``for x in xs`` or ``for i in range(len(xs))``."""
    it = loop.iter
    if isinstance(it, (ast.Name, ast.Attribute)):
        return dotted(it)
    if isinstance(it, ast.Call) and qualified_name(snippet, it.func) in ("range", "enumerate") and it.args:
        size = it.args[-1] if qualified_name(snippet, it.func) == "range" else it.args[0]
        if isinstance(size, ast.Call) and qualified_name(snippet, size.func) == "len" and size.args:
            return dotted(size.args[0])
        if qualified_name(snippet, it.func) == "enumerate":
            return dotted(size)
    return None
