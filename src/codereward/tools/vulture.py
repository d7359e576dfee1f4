"""vulture, in process on the shared tree: unused imports and locals, unreachable code.

Only what is dead inside the snippet is reported. Unused functions, methods, classes,
properties, attributes, arguments and module- or class-level names are NOT reported
(SPEC §2): in RL the grader calls the functions a snippet defines and reads the names it
exports, and a signature is dictated by the task.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.snippet import Snippet
from codereward.tools.base import LibraryAdapter, tool_rule
from codereward.tools.common import doc_page

_PROFILES = ("thorough",)
_M = Characteristic.MAINTAINABILITY
_R = Characteristic.RELIABILITY

UNUSED_IMPORT = tool_rule(
    "VUL001", "unused-import", _M, 1164, Severity.LOW, "Imported name is never used", "vulture",
    doc_page(
        what="Reports a module or name that is imported and never used anywhere in the snippet.",
        why="""
An unused import costs start-up time, can create import cycles, and tells the reader
about a dependency that does not exist. It is usually left over from an earlier draft.
""",
        example="""
import math
import os


def area(r):
    return math.pi * r * r
""",
        use_instead="""
import math


def area(r):
    return math.pi * r * r
""",
    ),
    _PROFILES,
)

UNUSED_VARIABLE = tool_rule(
    "VUL002", "unused-variable", _M, 563, Severity.LOW, "Local variable is assigned but never used", "vulture",
    doc_page(
        what="""
Reports a local variable of a function that is assigned but whose name is read nowhere
in the snippet, including names bound by tuple unpacking, `with ... as` and `for`
targets. Arguments and module- or class-level names are not reported.
""",
        why="The assignment is dead code: either work is wasted or the value was meant to be used and is not.",
        example="""
def mean(values):
    total, count = sum(values), len(values)
    result = total / len(values)
    return total / len(values)
""",
        use_instead="""
def mean(values):
    return sum(values) / len(values)
""",
    ),
    _PROFILES,
)

UNREACHABLE = tool_rule(
    "VUL003", "unreachable-code", _M, 561, Severity.LOW, "Code can never run", "vulture",
    doc_page(
        what="Reports statements after a `return`, `raise`, `break` or `continue`, or after a loop that never ends.",
        why="Dead code misleads the reader into thinking it runs, and hides the logic error that made it dead.",
        example="""
def sign(x):
    return 1 if x > 0 else -1
    print("done")
""",
        use_instead="""
def sign(x):
    return 1 if x > 0 else -1
""",
    ),
    _PROFILES,
)

UNSATISFIABLE = tool_rule(
    "VUL004", "unsatisfiable-condition", _R, 570, Severity.LOW, "Condition is always false", "vulture",
    doc_page(
        what="Reports an `if`, `while` or conditional expression whose condition is a constant false value.",
        why="The guarded code can never run; the condition is a leftover switch or a logic error.",
        example="""
if False:
    print("debug", state)
""",
        use_instead="""
if settings.debug:
    print("debug", state)
""",
    ),
    _PROFILES,
)

REDUNDANT_ELSE = tool_rule(
    "VUL005", "unreachable-else", _R, 571, Severity.LOW, "Condition is always true: the else branch never runs",
    "vulture",
    doc_page(
        what="Reports the `else` branch of an `if`, loop or conditional expression whose condition is constantly true.",
        why="The `else` branch is dead; the condition is constant by mistake or the branch is left over.",
        example="""
while True:
    if poll():
        break
else:
    cleanup()
""",
        use_instead="""
while True:
    if poll():
        break
cleanup()
""",
    ),
    _PROFILES,
)

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_BOUNDARIES = (*_SCOPES, ast.ClassDef, ast.Module)


class VultureAdapter(LibraryAdapter):
    """vulture's dead-code finder, limited to what is dead within the snippet."""

    name: ClassVar[str] = "vulture"
    profiles: ClassVar[tuple[str, ...]] = _PROFILES
    characteristic: ClassVar[Characteristic] = _M
    modules: ClassVar[tuple[str, ...]] = ("vulture",)
    RULES: ClassVar[tuple[Rule, ...]] = (UNUSED_IMPORT, UNUSED_VARIABLE, UNREACHABLE, UNSATISFIABLE, REDUNDANT_ELSE)

    def checker(self, snippets: list[Snippet], respect_suppressions: bool) -> Callable[[Snippet], list[Finding]]:
        import vulture
        from vulture import noqa

        def one(snippet: Snippet) -> list[Finding]:
            # One Vulture per snippet: it matches names across everything it scanned, so a
            # shared instance would let one snippet's uses hide another's dead code.
            scanner = vulture.Vulture()
            _scan_tree(scanner, snippet, noqa.parse_noqa(snippet.lines) if respect_suppressions else None)
            return [f for item in scanner.get_unused_code() if (f := _finding(snippet, item)) is not None]

        return one


def _scan_tree(scanner, snippet: Snippet, noqa_lines: dict | None) -> None:
    """``Vulture.scan`` minus its ``ast.parse``: visit the snippet's existing tree.

    vulture's visitor only reads the tree. ``noqa_lines`` is None to ignore ``# noqa``.
    """
    scanner.code = snippet.lines
    scanner.noqa_lines = noqa_lines if noqa_lines is not None else defaultdict(set)
    scanner.filename = Path("snippet.py")
    try:
        scanner.visit(snippet.tree)
    finally:
        scanner.reachability.reset()


def _finding(snippet: Snippet, item) -> Finding | None:
    line = item.first_lineno
    if item.typ == "import":
        return Finding.from_rule(UNUSED_IMPORT, line, 0, item.last_lineno, 0, f"unused import `{item.name}`")
    if item.typ == "variable":
        if not _is_local(snippet, item.name, line):
            return None
        return Finding.from_rule(UNUSED_VARIABLE, line, 0, item.last_lineno, 0, f"unused local variable `{item.name}`")
    if item.typ == "unreachable_code":
        message = str(item.message)
        if message.startswith("unsatisfiable"):
            rule = UNSATISFIABLE
        elif message.startswith("unreachable 'else'"):
            rule = REDUNDANT_ELSE
        else:
            rule = UNREACHABLE
        return Finding.from_rule(rule, line, 0, item.last_lineno, 0, message)
    return None  # function, method, class, property, attribute: the grader may use them


def _is_local(snippet: Snippet, name: str, line: int) -> bool:
    """True when ``name`` is bound at ``line`` as a local of a function (not an argument)."""
    for node in snippet.nodes(ast.Name):
        if node.id != name or node.lineno != line or not isinstance(node.ctx, ast.Store):
            continue
        for parent in snippet.ancestors(node):
            if isinstance(parent, _BOUNDARIES):
                return isinstance(parent, _SCOPES) and not _declared_global(parent, name)
    return False


def _declared_global(scope: ast.AST, name: str) -> bool:
    # `global x` / `nonlocal x` make the assignment a module (or outer) binding.
    return any(isinstance(stmt, (ast.Global, ast.Nonlocal)) and name in stmt.names for stmt in ast.walk(scope))

