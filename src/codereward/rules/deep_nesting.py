"""CR101: control flow nested too deeply inside one function."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import TRY_TYPES
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: Control-flow blocks nested more than this many levels in one function are reported.
MAX_NESTING = 4
BLOCKS: tuple[type, ...] = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Match, *TRY_TYPES)
# Nodes between a block and the statements it holds that are not a level of their own.
_CLAUSES = (ast.ExceptHandler, ast.match_case)


@register
class DeepNesting(AstRule):
    """## What it does
    Reports control flow nested more than 4 levels deep within one function (or at
    module level): `if`, `for`, `while`, `with`, `try` and `match` blocks inside each
    other. An `elif` is not a new level; a nested function starts counting afresh. It
    reports once per outermost block, at the first block that goes past the limit.

    Severity is **medium**: deep nesting is one of the strongest predictors of code that
    is misread and mis-changed, and it usually hides a missing function or early return.

    ## Why is this bad?
    Every level adds a condition the reader must hold in mind to know when a line runs
    (CWE-1124, excessively deep nesting). Such code is hard to test, because each path
    needs its own combination of conditions, and hard to change safely.

    ## Example
    ```python
    def total(orders):
        result = 0
        for order in orders:
            if order.paid:
                for line in order.lines:
                    if line.qty > 0:
                        if line.price is not None:
                            result += line.qty * line.price
        return result
    ```

    ## Use instead
    ```python
    def line_total(line):
        if line.qty <= 0 or line.price is None:
            return 0
        return line.qty * line.price

    def total(orders):
        return sum(line_total(line) for order in orders if order.paid for line in order.lines)
    ```
    """

    id = "CR101"
    name = "deep-nesting"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1124
    severity = Severity.MEDIUM
    node_types = BLOCKS
    message = "Control flow nested too deeply"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        blocks = snippet.nodes(*BLOCKS)
        if len(blocks) <= MAX_NESTING:
            return  # a level past the limit needs that many blocks around it
        parents = snippet.parents
        lines = snippet.lines
        depth: dict[ast.AST, int] = {}
        root_of: dict[ast.AST, ast.AST] = {}
        first: dict[ast.AST, ast.AST] = {}  # outermost block -> first block past the limit
        deepest: dict[ast.AST, int] = {}
        # source order puts every block after the block that holds it
        for node in blocks:
            parent = parents.get(node)
            while isinstance(parent, _CLAUSES):
                parent = parents.get(parent)
            if parent in depth:
                level = depth[parent] + (0 if _is_elif(node, parent, lines) else 1)
                root = root_of[parent]
            else:
                level, root = 1, node
            depth[node], root_of[node] = level, root
            if level > MAX_NESTING:
                first.setdefault(root, node)
                deepest[root] = max(deepest.get(root, 0), level)
        for root, node in first.items():
            line, column = node.lineno, node.col_offset  # type: ignore[attr-defined]
            # the span is the block's header line: its body is not the defect
            end = len(lines[line - 1].rstrip()) if line <= len(lines) else column
            yield Finding.from_rule(
                self.meta(), line, column, line, end,
                f"Control flow nested {deepest[root]} levels deep (limit {MAX_NESTING}): "
                "extract a function or return early",
            )


def _is_elif(node: ast.AST, parent: ast.AST, lines: list[str]) -> bool:
    """``elif`` parses as an ``if`` alone in the ``else`` of its parent; it is not a new level."""
    if not (isinstance(node, ast.If) and isinstance(parent, ast.If)):
        return False
    if len(parent.orelse) != 1 or parent.orelse[0] is not node:
        return False
    line = lines[node.lineno - 1] if node.lineno <= len(lines) else ""
    return line[node.col_offset:].startswith("elif")
