"""Assert-style test code (HumanEval ``check(candidate)``, MBPP ``assert f(x) == y``) as cases.

Each ``assert`` statement whose condition is not a constant is one test case, numbered
in source order. The rewrite turns every such statement into a recorded check that does
not stop the test code when it fails::

    assert f(x) == y, "msg"
    ->
    try:
        _cr_ok = _cr_cmp(3, f(x), "==", y)
    except Exception as _cr_e:
        _cr_raised(3, _cr_e)
    else:
        _cr_record(3, _cr_ok)

The rewritten code runs in the judge process, which never runs solution code: ``f``
there is a proxy whose calls execute in the separate solution process and come back as
plain data, so both operands are produced by the solution's calls but compared by the
judge (see ``judge.py``). An assert inside a loop is one case that passes only if every
execution passed.
"""

from __future__ import annotations

import ast
import builtins
import functools
import types
from dataclasses import dataclass
from typing import Any

from codereward.snippet import Snippet

#: the comparisons whose two sides a failed assert reports, by their source text (asserts and pytest modules)
COMPARISON_OPS = {
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
}

ENTRY_NAME = "_cr_entry"
_BUILTIN_NAMES = frozenset(dir(builtins))


@dataclass(frozen=True)
class AssertSuite:
    """Test code, parsed and rewritten; ``names`` has one entry per case."""

    code: str
    tree: ast.Module
    names: tuple[str, ...]
    loaded_names: frozenset[str]  # every name the test code reads: what it may need from the solution
    defined_names: frozenset[str]  # what it binds at top level itself
    needs_check_call: bool  # defines check(candidate) without calling it: call it with the entry point

    @functools.cached_property
    def program(self) -> types.CodeType:
        return compile(self.tree, "<tests>", "exec", dont_inherit=True, optimize=0)

    @functools.cached_property
    def source(self) -> str:
        return ast.unparse(self.tree)

    def judge_request(self, entry_point: str | None, code_objects: bool) -> dict[str, Any]:
        """What the judge (``judge.py``) needs to run these tests against a solution.

        The judge forks from the sandbox's warm parent, which imports neither this module
        nor ``ast`` (every module there makes each run's fork dearer): the rewriting
        happens here, once per test code, and the tests travel as a code object when the
        sandbox's Python reads this one's (``code_objects``), else as source.
        """
        return {
            "tests": self.program if code_objects else self.source,
            "names": list(self.names),
            "wanted": wanted_solution_names(self, entry_point),
            "needs_entry": self.needs_check_call
            or ("candidate" in self.loaded_names and "candidate" not in self.defined_names),
            "defines_candidate": "candidate" in self.defined_names,
            "entry_name": ENTRY_NAME,
        }


def _is_constant(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant)


def _call(name: str, *args: ast.expr) -> ast.Call:
    return ast.Call(func=ast.Name(id=name, ctx=ast.Load()), args=list(args), keywords=[])


class _Rewriter(ast.NodeTransformer):
    def __init__(self, numbering: dict[int, int]) -> None:
        self.numbering = numbering

    def visit_Assert(self, node: ast.Assert) -> ast.AST:
        index = self.numbering.get(id(node))
        if index is None:
            return node
        test = node.test
        number = ast.Constant(index)
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in COMPARISON_OPS:
            value: ast.expr = _call(
                "_cr_cmp", number, test.left, ast.Constant(COMPARISON_OPS[type(test.ops[0])]), test.comparators[0]
            )
        else:
            value = _call("_cr_truth", number, test)
        replacement = ast.Try(
            body=[ast.Assign(targets=[ast.Name(id="_cr_ok", ctx=ast.Store())], value=value)],
            handlers=[
                ast.ExceptHandler(
                    type=ast.Name(id="Exception", ctx=ast.Load()),
                    name="_cr_e",
                    body=[ast.Expr(_call("_cr_raised", ast.Constant(index), ast.Name(id="_cr_e", ctx=ast.Load())))],
                )
            ],
            orelse=[ast.Expr(_call("_cr_record", ast.Constant(index), ast.Name(id="_cr_ok", ctx=ast.Load())))],
            finalbody=[],
        )
        return ast.copy_location(replacement, node)


def _top_level_bindings(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(stmt.name)
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:
                names.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.With)):
            for node in ast.walk(stmt):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    names.add(node.id)
    return names


def _calls_check(tree: ast.Module) -> bool:
    for stmt in tree.body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "check":
                if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    return True
    return False


@functools.lru_cache(maxsize=1024)  # every completion of a problem runs the same tests
def parse_asserts(code: str) -> AssertSuite:
    """Parse (``Snippet.compilable_tree``) and rewrite test code; raises ``SyntaxError`` or
    ``ValueError`` with the reason."""
    tree = Snippet.compilable_tree(code, "<tests>")
    asserts = [node for node in ast.walk(tree) if isinstance(node, ast.Assert) and not _is_constant(node.test)]
    asserts.sort(key=lambda node: (node.lineno, node.col_offset))
    names = []
    for node in asserts:
        segment = ast.get_source_segment(code, node.test) or ast.unparse(node.test)
        segment = " ".join(segment.split())
        names.append(segment if len(segment) <= 160 else segment[:157] + "...")
    defined = _top_level_bindings(tree)
    loaded = frozenset(
        node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
    )
    needs_check_call = "check" in defined and not _calls_check(tree)
    rewritten = _Rewriter({id(node): index for index, node in enumerate(asserts)}).visit(tree)
    if needs_check_call:
        rewritten.body.append(ast.Expr(_call("check", ast.Name(id=ENTRY_NAME, ctx=ast.Load()))))
    ast.fix_missing_locations(rewritten)
    return AssertSuite(
        code=code,
        tree=rewritten,
        names=tuple(names),
        loaded_names=loaded,
        defined_names=frozenset(defined),
        needs_check_call=needs_check_call,
    )


def wanted_solution_names(suite: AssertSuite, entry_point: str | None) -> list[str]:
    """The names the tests take from the solution.

    Only names the test code reads and does not bind itself, and never a builtin's name
    (unless it is the entry point): a solution that defines ``abs`` or ``isclose`` must
    not change what the test code's own ``abs(...) < 1e-6`` means.
    """
    names = {
        name
        for name in suite.loaded_names
        if name not in suite.defined_names and name not in _BUILTIN_NAMES and not name.startswith("_cr_")
    }
    if entry_point:
        names.add(entry_point)
    names.discard("candidate")
    return sorted(names)
