"""CR305: a collection literal too large or too deeply nested to read."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: More elements than this in one list, tuple, set or dict literal is a data table.
MAX_ELEMENTS = 50
#: Literals nested more levels than this (``[[[[1]]]]`` is 4) are a hidden data model.
MAX_DEPTH = 3
_LITERALS = (ast.List, ast.Tuple, ast.Set, ast.Dict)
#: Names whose long literal lists are expected (module exports, slot declarations).
_EXEMPT_TARGETS = frozenset({"__all__", "__slots__"})


@register
class OversizedLiteral(AstRule):
    """## What it does
    Reports a list, tuple, set or dict literal with more than 50 elements, or
    collection literals nested more than 3 levels deep (`{"a": {"b": {"c": {"d": 1}}}}`).
    It reports once per outermost literal. `__all__` and `__slots__` are exempt.

    Severity is **low**, and it is a maintainability finding: the code works and runs as
    fast; the cost is in reading, reviewing and changing it.

    ## Why is this bad?
    Large data embedded in code is hard to review and to keep correct, and deeply nested
    literals are an untyped data model that every reader must reverse-engineer
    (CWE-1093, excessively complex data representation). Data belongs in a data file;
    structure belongs in named types.

    ## Example
    ```python
    CONFIG = {"db": {"primary": {"pool": {"size": 10, "timeout": 5}}}}
    ```

    ## Use instead
    ```python
    from dataclasses import dataclass

    @dataclass
    class PoolConfig:
        size: int = 10
        timeout: int = 5

    PRIMARY_POOL = PoolConfig()
    ```
    """

    id = "CR305"
    name = "oversized-literal"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1093
    severity = Severity.LOW
    node_types = _LITERALS
    message = "Collection literal too large or too deeply nested"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        parents = snippet.parents
        depth: dict[ast.AST, int] = {}
        root_of: dict[ast.AST, ast.AST] = {}
        problems: dict[ast.AST, list[str]] = {}
        literals = [n for t in _LITERALS for n in snippet.nodes(t)
                    if not (isinstance(n, (ast.List, ast.Tuple)) and not isinstance(n.ctx, ast.Load))]
        if len(literals) <= MAX_DEPTH and all(
                len(node.keys if isinstance(node, ast.Dict) else node.elts) <= MAX_ELEMENTS for node in literals):
            return  # too few literals to nest past the limit, and none too long
        for node in literals:
            self._place(node, parents, depth, root_of)
        for node in literals:
            size = len(node.keys) if isinstance(node, ast.Dict) else len(node.elts)
            root = root_of[node]
            if size > MAX_ELEMENTS:
                problems.setdefault(root, []).append(f"{size} elements (limit {MAX_ELEMENTS})")
            if depth[node] == MAX_DEPTH + 1:
                problems.setdefault(root, []).append(f"{MAX_DEPTH + 1}+ levels of nesting (limit {MAX_DEPTH})")
        for root, found in sorted(problems.items(), key=lambda item: (item[0].lineno, item[0].col_offset)):
            if _exempt(root, parents):
                continue
            detail = "; ".join(dict.fromkeys(found))
            yield self.finding(root, f"Collection literal too big: {detail}; move the data out of the code or "
                                     "give it a type")

    @staticmethod
    def _place(node: ast.AST, parents: dict, depth: dict, root_of: dict) -> None:
        """Depth and outermost literal of ``node`` (iterative, memoised up the parent chain)."""
        chain = []
        current: ast.AST | None = node
        while current is not None and current not in depth:
            chain.append(current)
            parent = parents.get(current)
            if isinstance(parent, ast.Starred):  # ``[*a, [...]]``: the starred item is still an element
                parent = parents.get(parent)
            current = parent if isinstance(parent, _LITERALS) else None
        base, root = (depth[current], root_of[current]) if current is not None else (0, chain[-1])
        for offset, item in enumerate(reversed(chain), start=1):
            depth[item] = base + offset
            root_of[item] = root


def _exempt(root: ast.AST, parents: dict) -> bool:
    parent = parents.get(root)
    if isinstance(parent, ast.Assign):
        targets = parent.targets
    elif isinstance(parent, (ast.AnnAssign, ast.AugAssign)):
        targets = [parent.target]
    else:
        return False
    return any(isinstance(t, ast.Name) and t.id in _EXEMPT_TARGETS for t in targets)
