"""CR307: a list sorted again after every addition."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import dotted, enclosing_loop, later_siblings, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_ADDS = frozenset({"append", "insert", "extend"})


@register
class SortAfterAppend(AstRule):
    """## What it does
    Reports a list that is sorted (`xs.sort()`, `sorted(xs)`) right after an item is
    added to it (`xs.append(x)`), where that happens again and again: inside a loop, or
    on an object's attribute (`self.items.append(...)` then `self.items.sort(...)` in a
    method that every insertion calls).

    ## Why is this bad?
    Each addition pays a full sort, O(n log n), so n additions cost O(n² log n) where a
    heap (`heapq.heappush`) or a sorted insertion (`bisect.insort`) costs O(log n) or
    O(n) each (CWE-407, inefficient algorithmic complexity). Severity is medium: the
    cost grows with the data and shows in production, not in tests.

    ## Example
    ```python
    def running_medians(values):
        seen, medians = [], []
        for value in values:
            seen.append(value)
            ordered = sorted(seen)
            medians.append(ordered[len(ordered) // 2])
        return medians
    ```

    ## Use instead
    ```python
    import bisect

    def running_medians(values):
        ordered, medians = [], []
        for value in values:
            bisect.insort(ordered, value)
            medians.append(ordered[len(ordered) // 2])
        return medians
    ```
    """

    id = "CR307"
    name = "sort-after-append"
    characteristic = Characteristic.PERFORMANCE
    cwe = 407
    severity = Severity.MEDIUM
    node_types = (ast.Expr,)
    message = "List sorted again after every addition: use `bisect.insort` or `heapq`"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for node in snippet.nodes(ast.Expr):
            key = _added_to(node)
            if key is None:
                continue
            block = later_siblings(snippet, node)
            sort = next((found for stmt in block[:2] if (found := _sorts(snippet, stmt, key)) is not None), None)
            if sort is None:
                continue
            if "." in key or enclosing_loop(snippet, node) is not None:
                yield self.finding(sort, f"`{key}` is sorted again after every addition: keep it ordered with "
                                         "`bisect.insort`, or use `heapq` for a priority queue")


def _added_to(stmt: ast.Expr) -> str | None:
    call = stmt.value
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr in _ADDS:
        return dotted(call.func.value)
    return None


def _sorts(snippet: Snippet, stmt: ast.stmt, key: str) -> ast.AST | None:
    """The ``key.sort(...)`` or ``sorted(key)`` call that ``stmt`` is or holds at its top."""
    value = stmt.value if isinstance(stmt, (ast.Expr, ast.Assign, ast.AnnAssign, ast.Return)) else None
    if not isinstance(value, ast.Call):
        return None
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr == "sort" and dotted(func.value) == key:
        return value
    if qualified_name(snippet, func) == "sorted" and value.args and dotted(value.args[0]) == key:
        return value
    return None
