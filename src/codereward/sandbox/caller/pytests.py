"""pytest-style test code (KodCode's): every test function is one case (the caller's side).

The test module imports the solution as pytest would find it (``from solution import *``,
``from solution import f``, ``import solution``). It runs in the judge process of the
assert-style tests (``judge.py``), never next to the solution: the names it takes from the
solution are proxies whose calls run in the solution process and come back as plain data
(a solution cannot patch the test code, its ``pytest`` or its builtins). The imports of
``solution`` are taken out here and the names bound by the judge instead.

Collected as pytest collects by default: top-level functions whose name starts with
``test``, and methods starting with ``test`` of top-level classes starting with ``Test``
(without an ``__init__``). Each instance of a parametrized test is a case of its own
(``test_f[0]``, ``test_f[1]`` ..., in pytest's order) when its ``parametrize`` lists are
written out in the module; otherwise (values computed at run time) the test is one case
that passes when every instance passes. ``import pytest`` gets the sandbox's own stand-in (``beside_solution/
pytest_api.py``: ``raises``, ``approx``, ``mark.parametrize``/``skip``/``skipif``/``xfail``,
``param``, ``fixture`` of the test module's own, ``fail``, ``skip``), not pytest itself:
importing pytest costs a run many times its own work (``benchmarks/sandbox_throughput.py``
prints how many). pytest's built-in fixtures
(``tmp_path``, ``capsys``, ``monkeypatch`` ...) do not exist there: a test asking for one
fails with that reason.

Failed asserts say what the two sides were (``assert f(2) == 5`` -> ``left: 4, right: 5``),
each side evaluated once, as pytest's assertion rewriting reports them.
"""

from __future__ import annotations

import ast
import builtins
import functools
import re
import types
from dataclasses import dataclass
from typing import Any

from codereward.sandbox.caller.asserts import COMPARISON_OPS
from codereward.snippet import Snippet

_BUILTIN_NAMES = frozenset(dir(builtins))
_LOOKS = re.compile(r"^(?:async\s+)?def\s+test|^class\s+Test|^from\s+solution\s+import|^import\s+solution\b", re.M)
_SOLUTION = "solution"


@dataclass(frozen=True)
class PytestSuite:
    """A test module, its ``solution`` imports taken out; ``names`` has one entry per case."""

    code: str
    tree: ast.Module
    names: tuple[str, ...]  # "test_f", "TestC::test_m", "test_p[0]"
    cases: tuple[tuple[str, int | None], ...]  # per case: the test, and which instance of a parametrized one
    imported: dict[str, str]  # test module name -> the solution's name (``from solution import f as g``)
    star: bool  # ``from solution import *``
    module_names: tuple[str, ...]  # what ``import solution [as s]`` binds
    wanted: tuple[str, ...]  # every name the judge asks the solution for

    @functools.cached_property
    def program(self) -> types.CodeType:
        return compile(self.tree, "<tests>", "exec", dont_inherit=True, optimize=0)

    @functools.cached_property
    def source(self) -> str:
        return ast.unparse(self.tree)

    def judge_request(self, code_objects: bool) -> dict[str, Any]:
        """What the judge (``judge.py``) needs to run this module against a solution."""
        return {
            "style": "pytest",
            "tests": self.program if code_objects else self.source,
            "names": list(self.names),
            "cases": [list(case) for case in self.cases],
            "wanted": list(self.wanted),
            "imported": dict(self.imported),
            "module_names": list(self.module_names),
        }


def looks_like_pytest(code: str) -> bool:
    """Test code holding test functions that nothing in it calls (pytest calls them), or
    importing ``solution``; assert-style code (HumanEval, MBPP) has neither."""
    if not _LOOKS.search(code):
        return False
    try:
        tree = Snippet.compilable_tree(code, "<tests>")
    except SyntaxError:
        return True  # shaped like a test module: collecting it says why it cannot run
    if _imports_solution(tree):
        return True
    tests = {name for name, _ in _collect(tree)}
    called = {
        node.func.id
        for stmt in tree.body
        if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
        for node in ast.walk(stmt)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    return bool(tests) and not (tests & called)


def _imports_solution(tree: ast.Module) -> bool:
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == _SOLUTION and not node.level:
            return True
        if isinstance(node, ast.Import) and any(alias.name == _SOLUTION for alias in node.names):
            return True
    return False


def _collect(tree: ast.Module) -> list[tuple[str, int | None]]:
    """(test name, number of parametrized instances or None) of the tests pytest would
    collect, in source order."""
    found: list[tuple[str, int | None]] = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            found.append((node.name, _instances(node)))
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            methods = [s for s in node.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
            if any(m.name == "__init__" for m in methods):
                continue  # pytest does not collect a test class with a constructor
            marked = bool(node.decorator_list) or any(_assigns(s, "pytestmark") for s in node.body)
            found.extend(
                (f"{node.name}::{m.name}", None if marked else _instances(m)) for m in methods if m.name.startswith("test")
            )
    return found


def _assigns(stmt: ast.stmt, name: str) -> bool:
    return isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in stmt.targets)


def _instances(function: ast.FunctionDef | ast.AsyncFunctionDef) -> int | None:
    """How many instances ``parametrize`` decorators written out as lists make (their
    product), or None when there is none or one whose values are computed."""
    count, parametrized = 1, False
    for decorator in function.decorator_list:
        if not (isinstance(decorator, ast.Call) and isinstance(decorator.func, ast.Attribute)):
            continue
        if decorator.func.attr != "parametrize":
            continue
        values = decorator.args[1] if len(decorator.args) > 1 else None
        values = next((k.value for k in decorator.keywords if k.arg == "argvalues"), values)
        if not isinstance(values, (ast.List, ast.Tuple)) or any(isinstance(e, ast.Starred) for e in values.elts):
            return None
        count, parametrized = count * len(values.elts), True
    return count if parametrized else None


class _Imports(ast.NodeTransformer):
    """Takes the imports of ``solution`` out (anywhere in the module), noting what they bind."""

    def __init__(self) -> None:
        self.imported: dict[str, str] = {}
        self.star = False
        self.module_names: list[str] = []

    def visit_ImportFrom(self, node: ast.ImportFrom) -> ast.AST:
        if node.module != _SOLUTION or node.level:
            return node
        for alias in node.names:
            if alias.name == "*":
                self.star = True
            else:
                self.imported[alias.asname or alias.name] = alias.name
        return ast.copy_location(ast.Pass(), node)

    def visit_Import(self, node: ast.Import) -> ast.AST:
        kept = []
        for alias in node.names:
            if alias.name == _SOLUTION:
                self.module_names.append(alias.asname or alias.name)
            else:
                kept.append(alias)
        if not kept:
            return ast.copy_location(ast.Pass(), node)
        node.names = kept
        return node


class _Asserts(ast.NodeTransformer):
    """``assert a OP b`` -> ``assert (_cr_l := a) OP (_cr_r := b), _cr_explain(_cr_l, OP, _cr_r)``:
    each side evaluated once, the message built only when it fails."""

    def visit_Assert(self, node: ast.Assert) -> ast.AST:
        test = node.test
        if node.msg is not None or not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in COMPARISON_OPS):
            return node
        left = ast.NamedExpr(target=ast.Name(id="_cr_l", ctx=ast.Store()), value=test.left)
        right = ast.NamedExpr(target=ast.Name(id="_cr_r", ctx=ast.Store()), value=test.comparators[0])
        message = ast.Call(
            func=ast.Name(id="_cr_explain", ctx=ast.Load()),
            args=[ast.Name(id="_cr_l", ctx=ast.Load()), ast.Constant(COMPARISON_OPS[type(test.ops[0])]), ast.Name(id="_cr_r", ctx=ast.Load())],
            keywords=[],
        )
        compare = ast.Compare(left=left, ops=test.ops, comparators=[right])
        return ast.copy_location(ast.Assert(test=compare, msg=message), node)

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.AST:
        # an assignment expression may not bind a name in a class body: leave its own asserts
        node.body = [self.visit(stmt) if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else stmt
                     for stmt in node.body]
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        return node


def _bound(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
    return names


@functools.lru_cache(maxsize=1024)  # every completion of a problem runs the same tests
def parse_pytest(code: str) -> PytestSuite:
    """Collect and prepare a test module; ``SyntaxError``/``ValueError`` saying why it cannot be collected."""
    try:
        tree = Snippet.compilable_tree(code, "<tests>")
    except SyntaxError as exc:
        raise SyntaxError(f"the test module cannot be collected: {exc.msg} (line {exc.lineno})") from None
    collected = _collect(tree)
    cases: tuple[tuple[str, int | None], ...] = tuple(
        (name, index) for name, count in collected for index in ([None] if count is None else range(count))
    )
    names = tuple(name if index is None else f"{name}[{index}]" for name, index in cases)
    if not collected:
        raise ValueError("the test module has no test function (def test_...): nothing to count")
    imports = _Imports()
    tree = imports.visit(tree)
    tree = _Asserts().visit(tree)
    ast.fix_missing_locations(tree)
    loaded = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    attributes = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in imports.module_names
    }
    wanted = set(imports.imported.values()) | attributes
    if imports.star:  # what the tests use and do not bind themselves, and no builtin's name
        wanted |= {n for n in loaded - _bound(tree) if n not in _BUILTIN_NAMES and not n.startswith("_cr_")}
    return PytestSuite(
        code=code,
        tree=tree,
        names=names,
        cases=cases,
        imported=imports.imported,
        star=imports.star,
        module_names=tuple(imports.module_names),
        wanted=tuple(sorted(wanted)),
    )
