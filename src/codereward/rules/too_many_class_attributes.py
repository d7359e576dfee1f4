"""CR306: a class that holds too many attributes."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import FUNCTIONS, dotted, walk
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: More distinct class and instance attributes than this is too much state for one class.
MAX_ATTRIBUTES = 10
#: Classes that are tables of named values, not objects with state.
_VALUE_TABLES = ("Enum", "Flag", "IntFlag", "TypedDict", "NamedTuple")


@register
class TooManyClassAttributes(AstRule):
    """## What it does
    Reports a class with more than 10 distinct attributes, counting class-level
    assignments (`x = 0`, `x: int`) and instance attributes assigned through the first
    parameter of its methods (`self.x = ...`). Methods, dunder names (`__slots__`),
    class-level constants (`LOG_ALERT = 1`: upper-case names assigned in the class body
    and never through `self`, a namespace of named values rather than state) and
    enumerations (`Enum`, `Flag`), `TypedDict` and `NamedTuple` classes are not counted.
    It is a maintainability finding: the class runs as fast with 30 attributes as with 3.

    Severity is **low**: the class works; it is harder to understand, test and change.

    ## Why is this bad?
    A class holding many data members usually does several jobs at once, and every
    method can touch all of that state (CWE-1093, excessively complex data
    representation). Grouping related attributes into smaller classes makes each piece
    testable and the invariants visible.

    ## Example
    ```python
    class Order:
        def __init__(self):
            self.id = self.customer = self.street = self.city = self.zip = None
            self.country = self.items = self.total = self.tax = self.paid = None
            self.shipped = None
    ```

    ## Use instead
    ```python
    class Order:
        def __init__(self, customer, address, lines):
            self.customer = customer
            self.address = address  # an Address(street, city, zip, country)
            self.lines = lines      # OrderLines knows items, total and tax
            self.status = "new"
    ```
    """

    id = "CR306"
    name = "too-many-class-attributes"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1093
    severity = Severity.LOW
    node_types = (ast.ClassDef,)
    message = "Class has too many attributes"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        classes = snippet.nodes(ast.ClassDef)
        if not classes:
            return
        attributes: dict[ast.ClassDef, set[str]] = {cls: set() for cls in classes if not _value_table(cls)}
        for cls in attributes:
            for stmt in cls.body:
                targets = stmt.targets if isinstance(stmt, ast.Assign) else (
                    [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) else [])
                for target in targets:
                    for node in walk(target) if isinstance(target, ast.Tuple) else (target,):
                        if isinstance(node, ast.Name) and not node.id.isupper():  # constants are not state
                            attributes[cls].add(node.id)
        for node in snippet.nodes(ast.Attribute):
            if isinstance(node.ctx, ast.Load) or not isinstance(node.value, ast.Name):
                continue
            cls = _owner(snippet, node)
            if cls is not None and cls in attributes:
                attributes[cls].add(node.attr)  # a "constant" the instances change is state after all
        for cls, names in attributes.items():
            names = {n for n in names if not (n.startswith("__") and n.endswith("__"))}
            if len(names) > MAX_ATTRIBUTES:
                # the span is the ``class Name`` header: the whole body would blame every line of it
                yield Finding.from_rule(
                    self.meta(), cls.lineno, cls.col_offset, cls.lineno, cls.col_offset + len("class ") + len(cls.name),
                    f"Class `{cls.name}` has {len(names)} attributes (limit {MAX_ATTRIBUTES}): "
                    "group related ones into smaller classes",
                )


def _value_table(cls: ast.ClassDef) -> bool:
    for base in cls.bases:
        name = dotted(base) or ""
        if name.rpartition(".")[2].endswith(_VALUE_TABLES):
            return True
    return False


def _owner(snippet: Snippet, node: ast.Attribute) -> ast.ClassDef | None:
    """The class whose instance ``node`` (``self.x = ...``) stores to, if any."""
    function = None
    for parent in snippet.ancestors(node):
        if isinstance(parent, FUNCTIONS):
            function = parent
            break
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    cls = snippet.parents.get(function)
    if not isinstance(cls, ast.ClassDef):
        return None
    args = function.args.posonlyargs + function.args.args
    if not args or args[0].arg != node.value.id:  # type: ignore[attr-defined]
        return None
    if any(dotted(d) == "staticmethod" for d in function.decorator_list):
        return None
    return cls
