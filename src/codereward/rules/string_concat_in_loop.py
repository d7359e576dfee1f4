"""CR301: a string built by repeated concatenation in a loop."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    LOOPS,
    accumulates,
    add_operands,
    dotted,
    enclosing_loop,
    expr_kind,
    has_loops,
    is_ref,
    kinds_of,
    updates_itself,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

TEXT_KINDS = frozenset({"str", "bytes"})
#: Kinds for which ``+=`` is not string building (lists extend in place, numbers add).
_NOT_TEXT = frozenset({"list", "tuple", "set", "dict", "deque", "bytearray", "number", "array"})
_WORDS = {"str": "string", "bytes": "bytes object"}
_JOINERS = {"str": "''.join()", "bytes": "b''.join()"}


@register
class StringConcatInLoop(AstRule):
    """## What it does
    Reports a string (or bytes) that a loop builds with `+=` or `s = s + ...`, or with an
    f-string that embeds its own previous value (`s = f"{s}{x}"`).

    It fires only when the target is known to be text: the value added is a string
    literal, f-string, `str(...)`, `.format(...)` or `"...".join(...)`, or every
    assignment of the name gives it a string. `total += x` on numbers or on values of
    unknown type is not reported, nor is a string that the loop body starts afresh on
    every iteration (`line = ""` at the top of the body).

    Severity is **low**: the cost is real (quadratic copying in the worst case) but
    CPython often hides it for local variables, and the code is still correct.

    ## Why is this bad?
    Strings are immutable: every concatenation copies everything built so far, so a
    loop of n steps copies O(n²) characters (CWE-1046). CPython's in-place `+=`
    shortcut is an implementation detail that other interpreters, attribute targets
    and shared references defeat.

    ## Example
    ```python
    def render(rows):
        out = ""
        for row in rows:
            out += f"<li>{row}</li>"
        return out
    ```

    ## Use instead
    ```python
    def render(rows):
        return "".join(f"<li>{row}</li>" for row in rows)
    ```
    """

    id = "CR301"
    name = "string-concat-in-loop"
    characteristic = Characteristic.PERFORMANCE
    cwe = 1046
    severity = Severity.LOW
    node_types = LOOPS
    message = "String built by concatenation in a loop"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not has_loops(snippet, comprehensions=False):
            return
        seen: set[tuple[ast.AST, str]] = set()
        found = []
        for stmt, target, added in _candidates(snippet):
            loop = enclosing_loop(snippet, stmt)  # cheap, so first: most updates are not in a loop
            key = dotted(target)
            if loop is None or key is None or (loop, key) in seen:
                continue
            kind = _text_kind(snippet, target, added)
            if kind is None or not accumulates(snippet, loop, stmt, key):
                continue
            seen.add((loop, key))
            found.append(self.finding(
                stmt,
                f"`{key}` is a {_WORDS[kind]} built by concatenation in the loop at line {loop.lineno}: each step "
                f"copies all of it; collect the parts in a list and `{_JOINERS[kind]}` them",
            ))
        yield from sorted(found)


def _candidates(snippet: Snippet) -> Iterator[tuple[ast.stmt, ast.AST, list[ast.AST] | None]]:
    """``(statement, target, what it adds)`` for every ``t += x``, ``t = t + x`` and ``t = f"{t}..."``.

    ``None`` for what is added means an f-string: text whatever its parts.
    """
    for node in snippet.nodes(ast.AugAssign):
        if isinstance(node.op, ast.Add) and isinstance(node.target, (ast.Name, ast.Attribute)):
            yield node, node.target, [node.value]
    for node in snippet.nodes(ast.Assign):
        value = node.value
        if len(node.targets) != 1 or not isinstance(value, (ast.BinOp, ast.JoinedStr)):
            continue
        target = node.targets[0]
        key = dotted(target)
        if key is None or not updates_itself(target, value):
            continue
        if isinstance(value, ast.JoinedStr):
            yield node, target, None
            continue
        operands = add_operands(value)
        yield node, target, operands[1:] if is_ref(operands[0], key) else operands[:-1]


def _text_kind(snippet: Snippet, target: ast.AST, added: list[ast.AST] | None) -> str | None:
    """``"str"``/``"bytes"`` when ``target += added`` builds text: text is added, or the target is text."""
    kinds = kinds_of(snippet, target)
    if kinds & _NOT_TEXT:
        return None
    if added is None:
        return "str"
    for part in added:
        kind = expr_kind(snippet, part)
        if kind in TEXT_KINDS:
            return kind
    if len(kinds) == 1 and kinds <= TEXT_KINDS:
        return next(iter(kinds))
    return None
