"""CR106: ``x = x + y`` where ``x += y`` says the same."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import kinds_of
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%"}
#: kinds for which ``x = x + y`` and ``x += y`` are the same operation (immutable values)
_SAME = frozenset({"number", "str", "bytes"})


@register
class NonAugmentedAssignment(AstRule):
    """## What it does
    Reports `x = x + y` (also `-`, `*`, `/`, `//`, `%`, and on `self.x` or `counts[k]`)
    when `x` holds a number or a string, for which `x += y` does exactly the same
    (pylint's consider-using-augmented-assign). Lists are left alone: `xs = xs + [y]`
    builds a new list where `xs += [y]` changes the one other names may share.

    ## Why is this bad?
    The target is written twice, so a reader must compare both sides to see that it is
    an update, and a typo in one of them (`total = totl + x`) is a new bug
    (CWE-1164, irrelevant code). Severity is info: it is style.

    ## Example
    ```python
    def total(prices):
        amount = 0
        for price in prices:
            amount = amount + price
        return amount
    ```

    ## Use instead
    ```python
    def total(prices):
        amount = 0
        for price in prices:
            amount += price
        return amount
    ```
    """

    id = "CR106"
    name = "non-augmented-assignment"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1164
    severity = Severity.INFO
    node_types = (ast.Assign,)
    message = "`x = x + y` where `x += y` says the same"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for node in snippet.nodes(ast.Assign):
            value = node.value
            if len(node.targets) != 1 or not isinstance(value, ast.BinOp) or type(value.op) not in _OPS:
                continue
            target = node.targets[0]
            if not isinstance(target, (ast.Name, ast.Attribute, ast.Subscript)):
                continue
            left = value.left
            if type(left) is not type(target) or (
                    target.id != left.id if type(target) is ast.Name else ast.unparse(target) != ast.unparse(left)):
                continue
            if not _immutable(snippet, target, value.right):
                continue
            text = snippet.segment(target) or "x"
            yield self.finding(node, f"`{text} = {text} {_OPS[type(value.op)]} ...`: write "
                                     f"`{text} {_OPS[type(value.op)]}= ...`")


def _immutable(snippet: Snippet, target: ast.expr, added: ast.expr) -> bool:
    if isinstance(added, ast.Constant) and isinstance(added.value, (int, float, str)) \
            and not isinstance(added.value, bool):
        return True
    if isinstance(target, ast.Name):
        kinds = kinds_of(snippet, target)
        return bool(kinds) and kinds <= _SAME
    return False
