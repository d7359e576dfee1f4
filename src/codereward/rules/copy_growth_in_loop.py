"""CR303: a collection grown in a loop by copying it whole on every step."""

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
    runs_once_in,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_SEQUENCES = frozenset({"list", "tuple"})
_SET_OR_DICT = frozenset({"set", "dict"})


@register
class CopyGrowthInLoop(AstRule):
    """## What it does
    Reports a list, tuple, set or dict that a loop grows by building a new copy on every
    iteration: `lst = lst + [x]`, `lst = [*lst, x]`, `t += (x,)` on a tuple,
    `d = {**d, k: v}`, `d = d | {k: v}`, `s = s | {x}`, `s = s.union(...)`, and
    `lst.insert(0, x)` on a list (which shifts every element).

    In-place growth is not reported: `lst.append(x)`, `lst += [x]` on a list,
    `d[k] = v`, `s.add(x)`, `s |= {x}`. Neither is `total += x` on numbers, nor a
    collection the loop body starts afresh on each iteration.

    Severity is **medium**: the loop turns quadratic in the number of items, which is
    the difference between milliseconds and minutes on realistic inputs.

    ## Why is this bad?
    Each copy costs time proportional to the size built so far, so n iterations copy
    O(n²) elements (CWE-407). `list.insert(0, x)` moves every element one place for the
    same total cost.

    ## Example
    ```python
    def evens(numbers):
        result = []
        for n in numbers:
            if n % 2 == 0:
                result = result + [n]
        return result
    ```

    ## Use instead
    ```python
    def evens(numbers):
        result = []
        for n in numbers:
            if n % 2 == 0:
                result.append(n)
        return result
    ```
    For `insert(0, x)`, use `collections.deque` and `appendleft`, or append and reverse once.
    """

    id = "CR303"
    name = "copy-growth-in-loop"
    characteristic = Characteristic.PERFORMANCE
    cwe = 407
    severity = Severity.MEDIUM
    node_types = LOOPS
    message = "Collection grown by copying it in a loop"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not has_loops(snippet, comprehensions=False):
            return
        seen: set[tuple[ast.AST, str]] = set()
        found = []
        for stmt, target, shape in _candidates(snippet):
            loop = enclosing_loop(snippet, stmt)  # cheap, so first: most statements are not in a loop
            key = dotted(target)
            if not isinstance(loop, LOOPS) or key is None or (loop, key) in seen:
                continue
            how = _judge(snippet, stmt, target, shape, key)
            if how is None or not accumulates(snippet, loop, stmt, key):
                continue
            if runs_once_in(snippet, stmt, loop):
                continue  # followed by ``return``/``break``: one copy per run of the loop
            seen.add((loop, key))
            what, fix = how
            found.append(self.finding(stmt, f"`{key}` is {what} on every iteration of the loop at line "
                                            f"{loop.lineno}: {fix}"))
        yield from sorted(found)


def _candidates(snippet: Snippet) -> Iterator[tuple[ast.stmt, ast.AST, str]]:
    """Statements shaped like copying growth (``assign``, ``augassign`` or ``prepend``); types come later."""
    for node in snippet.nodes(ast.Assign):
        if len(node.targets) == 1 and isinstance(node.value, (ast.BinOp, ast.List, ast.Tuple, ast.Set, ast.Dict,
                                                              ast.Call)):
            yield node, node.targets[0], "assign"
    for node in snippet.nodes(ast.AugAssign):
        if isinstance(node.op, ast.Add):
            yield node, node.target, "augassign"
    for node in snippet.nodes(ast.Expr):
        call = node.value
        if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "insert"
                and len(call.args) == 2 and isinstance(call.args[0], ast.Constant) and call.args[0].value == 0
                and not isinstance(call.args[0].value, bool)):
            yield node, call.func.value, "prepend"


def _judge(snippet: Snippet, stmt: ast.stmt, target: ast.AST, shape: str, key: str) -> tuple[str, str] | None:
    """``(what happens, what to do instead)`` when the statement copies the collection, else ``None``."""
    if shape == "assign":
        return _copying_assignment(snippet, target, stmt.value, key)  # type: ignore[attr-defined]
    if shape == "augassign":
        if kinds_of(snippet, target) == {"tuple"}:
            return "a tuple extended with `+=`, which copies it", "use a list and `append`"
        return None
    if kinds_of(snippet, target) == {"list"}:
        return ("a list prepended to with `insert(0, ...)`, which shifts every element",
                "use `collections.deque` and `appendleft`, or append and reverse once")
    return None


def _copying_assignment(snippet: Snippet, target: ast.AST, value: ast.AST, key: str) -> tuple[str, str] | None:
    """How ``target = value`` rebuilds the collection from its old value, or ``None``."""
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
        operands = add_operands(value)
        if not (is_ref(operands[0], key) or is_ref(operands[-1], key)):
            return None
        kinds = kinds_of(snippet, target) - {None}
        if kinds - _SEQUENCES:
            return None  # a string (CR301), a number, an array: not this rule
        others = [expr_kind(snippet, part) for part in operands if not is_ref(part, key)]
        if kinds or any(kind in _SEQUENCES for kind in others):
            return "rebuilt with `+`, which copies it", "use `append`/`extend` (or `+=`) on a list"
        return None
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr) and is_ref(value.left, key):
        kinds = kinds_of(snippet, target) - {None}
        if kinds - _SET_OR_DICT:
            return None  # ``flags = flags | bit`` on numbers
        if kinds or expr_kind(snippet, value.right) in _SET_OR_DICT:
            return "rebuilt with `|`, which copies it", "update it in place with `|=`, `add` or `update`"
        return None
    if isinstance(value, (ast.List, ast.Tuple, ast.Set)):
        if any(isinstance(elt, ast.Starred) and is_ref(elt.value, key) for elt in value.elts):
            return "rebuilt by unpacking its old value into a new literal", "grow it in place"
        return None
    if isinstance(value, ast.Dict):
        if any(k is None and is_ref(v, key) for k, v in zip(value.keys, value.values)):
            return "rebuilt with `{**...}`, which copies it", "assign the new keys in place or use `update`"
        return None
    if (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "union"
            and is_ref(value.func.value, key) and not (kinds_of(snippet, target) - {None}) - _SET_OR_DICT):
        return "rebuilt with `union`, which copies it", "use `update` or `|=`"
    return None
