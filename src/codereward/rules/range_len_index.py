"""CR104: ``for i in range(len(xs))`` that only uses ``i`` to read ``xs[i]``."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import dotted, qualified_name, walk_body
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class RangeLenIndex(AstRule):
    """## What it does
    Reports `for i in range(len(xs)):` (or `range(0, len(xs))`) whose body reads
    `xs[i]`: the loop walks the items through their indices (pylint's
    consider-using-enumerate).

    ## Why is this bad?
    `for item in xs` or `for i, item in enumerate(xs)` says what the loop is about,
    works on any iterable, and cannot index the wrong sequence or go out of range;
    the index arithmetic is noise a reader must check (CWE-1164, irrelevant code).
    Severity is low: the loop is correct.

    ## Example
    ```python
    def total_weight(parcels):
        total = 0
        for i in range(len(parcels)):
            total += parcels[i].weight
        return total
    ```

    ## Use instead
    ```python
    def total_weight(parcels):
        return sum(parcel.weight for parcel in parcels)
    ```
    """

    id = "CR104"
    name = "range-len-index"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1164
    severity = Severity.LOW
    node_types = (ast.For,)
    message = "Loop over `range(len(...))` that indexes the sequence: iterate over it, or use `enumerate`"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for loop in snippet.nodes(ast.For):
            key = _indexed_sequence(snippet, loop)
            if key is None:
                continue
            index = loop.target.id  # type: ignore[attr-defined]
            if any(isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and dotted(node.value) == key
                   and isinstance(node.slice, ast.Name) and node.slice.id == index for node in walk_body(loop.body)):
                yield self.finding(loop.iter, f"`for {index} in range(len({key}))` reads `{key}[{index}]`: iterate "
                                              f"over `{key}` (with `enumerate` if the index is needed)")


def _indexed_sequence(snippet: Snippet, loop: ast.For) -> str | None:
    """``xs`` for ``for i in range(len(xs))`` / ``range(0, len(xs))``, else ``None``."""
    call = loop.iter
    if not isinstance(loop.target, ast.Name) or not isinstance(call, ast.Call) or call.keywords:
        return None
    if qualified_name(snippet, call.func) != "range" or not 1 <= len(call.args) <= 2:
        return None
    if len(call.args) == 2 and not (isinstance(call.args[0], ast.Constant) and call.args[0].value == 0):
        return None
    size = call.args[-1]
    if (isinstance(size, ast.Call) and qualified_name(snippet, size.func) == "len" and len(size.args) == 1
            and not size.keywords):
        return dotted(size.args[0])
    return None
