"""CR304: a linear search of a list (``in``, ``index``, ``count``, ``remove``, ``pop(0)``) in a loop."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    COMPREHENSIONS,
    LOOPS,
    NOT_CONSTANT,
    SELF_UPDATE,
    constant_value,
    dotted,
    enclosing_loop,
    has_loops,
    is_grown,
    kinds_of,
    rebound_in,
    resolve,
    runs_once_in,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: A list bound only to constants of at most this many elements (a literal, or module
#: constants joined with ``+``), and never grown, is a small constant table: scanning it
#: is as cheap as hashing. A loop over a literal this small repeats its body a fixed
#: number of times.
SMALL_LIST = 32
_SEARCHES = frozenset({"index", "count", "remove"})


@register
class QuadraticSearchInLoop(AstRule):
    """## What it does
    Reports a linear scan of a list repeated in a loop or comprehension: `x in L`,
    `x not in L`, `L.index(x)`, `L.count(x)` and `L.remove(x)`, and `L.pop(0)`, which
    shifts every element.

    `L` must be known to be a list: every assignment of it builds a list (a literal,
    `list(...)`, a comprehension, `sorted(...)`, `.split()`) or it is a parameter
    annotated `list`. A list the loop itself builds afresh on each iteration
    (`parts = line.split()`) is not reported: each one is scanned once per build.
    Sets, dicts, strings and deques are never reported (their
    lookups and `popleft` are cheap), nor is a small constant list of at most
    32 constant elements that is never grown (a literal, or module constants joined with
    `+`), nor a search in loops that all run over a small literal (`for name in ("a",
    "b"):` scans a fixed number of times).

    Severity is **medium**: the loop becomes quadratic in the size of the list.

    ## Why is this bad?
    Each scan walks the whole list, so n iterations over a list of m items cost O(n·m)
    (CWE-407); `pop(0)` and `remove` also move every element after the one removed.
    A set or dict answers membership in constant time, and `collections.deque` pops from
    the left in constant time.

    ## Example
    ```python
    def unique(items):
        seen = []
        for item in items:
            if item not in seen:
                seen.append(item)
        return seen
    ```

    ## Use instead
    ```python
    def unique(items):
        return list(dict.fromkeys(items))
    ```
    For a queue, `queue = collections.deque([start])` and `queue.popleft()`.
    """

    id = "CR304"
    name = "quadratic-search-in-loop"
    characteristic = Characteristic.PERFORMANCE
    cwe = 407
    severity = Severity.MEDIUM
    node_types = LOOPS + COMPREHENSIONS
    message = "Linear search of a list repeated in a loop"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not has_loops(snippet):
            return
        seen: set[tuple[ast.AST, str]] = set()
        found = []
        for node, receiver, how in self._candidates(snippet):
            key = dotted(receiver)
            if key is None:
                continue
            loop = enclosing_loop(snippet, node)
            if loop is None or (loop, key) in seen or not _is_big_list(snippet, receiver):
                continue
            if _fixed_repeats(snippet, loop):
                continue  # ``for name in ("a", "b", "c"):``: a constant number of scans
            if rebound_in(snippet, loop, key):
                continue  # a list built afresh on each iteration is scanned once per build, not quadratically
            if runs_once_in(snippet, node, loop):
                continue  # followed by ``return``/``break``: one scan per run of the loop
            seen.add((loop, key))
            what, fix = how
            found.append(self.finding(
                node, f"`{key}` is a list: {what} in the loop at line {loop.lineno} scans it on every iteration; {fix}"
            ))
        yield from sorted(found)

    def _candidates(self, snippet: Snippet) -> Iterator[tuple[ast.AST, ast.AST, tuple[str, str]]]:
        for node in snippet.nodes(ast.Compare):
            for op, right in zip(node.ops, node.comparators):
                if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (ast.Name, ast.Attribute)):
                    yield node, right, ("`in`", "use a set or dict")
        for node in snippet.nodes(ast.Call):
            func = node.func
            if not isinstance(func, ast.Attribute) or not isinstance(func.value, (ast.Name, ast.Attribute)):
                continue
            if func.attr in _SEARCHES and len(node.args) == 1:
                yield node, func.value, (f"`.{func.attr}()`", "use a set, dict or Counter")
            elif (func.attr == "pop" and len(node.args) == 1 and isinstance(node.args[0], ast.Constant)
                  and node.args[0].value == 0 and not isinstance(node.args[0].value, bool)):
                yield node, func.value, ("`.pop(0)`", "use `collections.deque` and `popleft()`")


def _is_big_list(snippet: Snippet, expr: ast.AST) -> bool:
    """True when ``expr`` is surely a list, and not a small constant one."""
    if kinds_of(snippet, expr) != {"list"}:
        return False
    values, scope = resolve(snippet, expr)
    for value in values:
        if value is SELF_UPDATE or not _small_constant(snippet, value):
            return True
    return is_grown(snippet, expr, scope)  # small constants only: big if the code grows it


def _small_constant(snippet: Snippet, value: object) -> bool:
    if isinstance(value, ast.List):
        return len(value.elts) <= SMALL_LIST and not any(isinstance(elt, ast.Starred) for elt in value.elts)
    if isinstance(value, ast.BinOp):
        folded = constant_value(snippet, value)
        return folded is not NOT_CONSTANT and isinstance(folded, list) and len(folded) <= SMALL_LIST
    return False


def _fixed_repeats(snippet: Snippet, loop: ast.AST) -> bool:
    """Whether every loop around ``loop`` in its function (and itself) runs over a small literal."""
    node: ast.AST | None = loop
    while node is not None:
        if isinstance(node, ast.For | ast.AsyncFor):
            iterable = node.iter
        elif isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp) and len(node.generators) == 1:
            iterable = node.generators[0].iter
        else:
            return False
        if not isinstance(iterable, ast.Tuple | ast.List | ast.Set) or len(iterable.elts) > SMALL_LIST:
            return False
        node = enclosing_loop(snippet, node)
    return True
