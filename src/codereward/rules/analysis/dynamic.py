"""What a dynamic lookup reaches: ``getattr``, ``__import__``, ``globals()[...]`` and kin.

``lookup_target`` names the callable or module an expression reaches when every name on
the way is known (a literal, or a constant the snippet folds: ``"ev" + "al"``), through
``getattr(x, name)``, ``__import__(name)``, ``importlib.import_module(name)``,
``globals()[name]``, ``vars()[name]``, ``x.__dict__[name]``, ``__builtins__[name]``,
``sys.modules[name]`` and names bound once to any of these. ``reached`` goes further and
follows what names hold (every binding, conditional expressions, container items,
identity functions, ``functools.partial``), for the set of names an expression may
evaluate to. ``computed_lookup`` tells such a lookup whose name is *not* known, on
builtins, a module or the globals.
"""

from __future__ import annotations

import ast
import sys

from codereward.rules.analysis.core import analysis, derive
from codereward.rules.analysis.names import name_index, qualified_name, resolve
from codereward.rules.analysis.nodes import child_nodes, dotted
from codereward.rules.analysis.values import NOT_CONSTANT, constant_text, constant_value, origins, truth_value
from codereward.snippet import Snippet

#: callables whose call is a weakness whatever it is given, by qualified name: (CWE, what it does)
DANGEROUS_CALLS: dict[str, tuple[int, str]] = {
    "eval": (95, "evaluates code"), "exec": (94, "runs code"), "compile": (94, "compiles code"),
    **{f"os.{name}": (78, "runs a shell command") for name in ("system", "popen")},
    **{f"os.{name}": (78, "runs a program") for name in (
        "execl", "execle", "execlp", "execlpe", "execv", "execve", "execvp", "execvpe",
        "spawnl", "spawnle", "spawnlp", "spawnlpe", "spawnv", "spawnve", "spawnvp", "spawnvpe")},
    **{f"subprocess.{name}": (78, "runs a program") for name in (
        "call", "run", "Popen", "check_call", "check_output", "getoutput", "getstatusoutput")},
    "pty.spawn": (78, "runs a program"),
    **{name: (502, "deserializes data") for name in ("pickle.loads", "pickle.load", "marshal.loads", "marshal.load")},
}
#: words one of which a snippet must hold for a lookup by name to be in it
LOOKUP_WORDS = ("getattr", "__import__", "import_module", "globals", "vars(", "locals(", "__dict__", "__builtins__",
                "sys.modules")
#: modules whose functions run commands, code or files: a computed name there can reach them
POWERFUL_MODULES = frozenset({"builtins", "os", "posix", "nt", "subprocess", "sys", "pickle", "marshal", "shutil",
                              "importlib", "ctypes", "pty", "code", "codeop", "runpy", "socket", "io"})
#: names of the builtins namespace (``__builtins__`` is the module or its dict)
_BUILTINS = frozenset({"builtins", "__builtins__"})
_NAMESPACE_CALLS = frozenset({"globals", "vars", "locals"})
_LOOKUP_CALLS = frozenset({"getattr", "__import__", "import_module", "globals", "vars", "locals"})
_IMPORTERS = frozenset({"__import__", "importlib.import_module", "builtins.__import__"})
_MAX_DEPTH = 8


def normal_name(name: str | None) -> str | None:
    """``builtins.eval`` and ``__builtins__.eval`` are ``eval``."""
    if name is None:
        return None
    head, _, rest = name.partition(".")
    return rest if head in _BUILTINS and rest else name


def lookup_target(snippet: Snippet, expr: ast.AST, depth: int = 0) -> str | None:
    """The qualified name ``expr`` reaches through dynamic lookups with known names, else ``None``."""
    if depth > _MAX_DEPTH:
        return None
    if isinstance(expr, ast.Name):
        if expr.id in _BUILTINS:
            return "builtins"
        found = origins(snippet, expr)
        if len(found) == 1:
            target = lookup_target(snippet, found[0], depth + 1)
            if target is not None:
                return target
        return normal_name(qualified_name(snippet, expr))
    if isinstance(expr, ast.Attribute):
        owner = lookup_target(snippet, expr.value, depth + 1)
        return normal_name(f"{owner}.{expr.attr}") if owner is not None else None
    if isinstance(expr, ast.Call):
        return _call_target(snippet, expr, depth)
    if isinstance(expr, ast.Subscript):
        key = constant_text(snippet, expr.slice)
        if key is None:
            return None
        owner = _namespace_of(snippet, expr.value, depth)
        if owner is None:
            return None
        if owner == "<globals>":
            return "builtins" if key == "__builtins__" else normal_name(qualified_name(snippet, ast.Name(id=key)))
        if owner == "sys.modules":
            return key
        return normal_name(f"{owner}.{key}")
    return None


def _call_target(snippet: Snippet, call: ast.Call, depth: int) -> str | None:
    func = normal_name(qualified_name(snippet, call.func))
    if func == "getattr" and len(call.args) >= 2:
        name = constant_text(snippet, call.args[1])
        owner = lookup_target(snippet, call.args[0], depth + 1)
        return normal_name(f"{owner}.{name}") if name is not None and owner is not None else None
    if func in _IMPORTERS or func == "importlib.__import__":
        name = constant_text(snippet, call.args[0]) if call.args else None
        return name
    return None


def _namespace_of(snippet: Snippet, expr: ast.AST, depth: int) -> str | None:
    """What a subscripted namespace is: ``"<globals>"`` for ``globals()``/``vars()``, a
    module for ``mod.__dict__``/``vars(mod)``, ``builtins`` for ``__builtins__``, ``sys.modules``."""
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id in _NAMESPACE_CALLS:
        if expr.args:
            return lookup_target(snippet, expr.args[0], depth + 1)
        return "<globals>"
    if isinstance(expr, ast.Attribute) and expr.attr == "__dict__":
        return lookup_target(snippet, expr.value, depth + 1)
    if dotted(expr) == "sys.modules" or qualified_name(snippet, expr) == "sys.modules":
        return "sys.modules"
    target = lookup_target(snippet, expr, depth + 1)
    return target if target in ("builtins", "sys.modules") else None


def is_dynamic(expr: ast.AST) -> bool:
    """True when ``expr`` reaches what it names through a lookup by name (``getattr``,
    ``__import__``, ``globals()[...]``, ``sys.modules[...]`` ...) rather than attribute access."""
    node = expr
    while True:
        if isinstance(node, ast.Subscript):
            return True
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in _LOOKUP_CALLS:
                return True
            node = func
        elif isinstance(node, ast.Attribute):
            node = node.value
        else:
            return False


def computed_lookup(snippet: Snippet, node: ast.AST) -> str | None:
    """For a lookup whose name is computed, on builtins, a module or the globals: what it
    looks into (``"builtins"``, ``"os"``, ``"the globals"``); else ``None``."""
    if isinstance(node, ast.Call) and len(node.args) >= 2 \
            and normal_name(qualified_name(snippet, node.func)) == "getattr" and constant_text(snippet, node.args[1]) is None:
        owner = lookup_target(snippet, node.args[0])
        if owner is not None and (owner == "builtins" or _is_module(snippet, owner)):
            return owner
        return None
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and constant_text(snippet, node.slice) is None:
        owner = _namespace_of(snippet, node.value, 0)
        if owner == "<globals>":
            return "the globals"
        if owner is not None and owner != "sys.modules" and (owner == "builtins" or _is_module(snippet, owner)):
            return owner
    return None


def _is_module(snippet: Snippet, name: str) -> bool:
    """True when ``name`` is a module: one the snippet imports with ``import``, or the standard library's."""
    if name in sys.stdlib_module_names:
        return True
    return any(alias.name == name for node in snippet.nodes(ast.Import) for alias in node.names)  # type: ignore[attr-defined]


#: how many values ``reached`` keeps for one expression before it stops adding (a huge table)
_MAX_VALUES = 64
_WRAPPERS = frozenset({"functools.partial", "functools.wraps", "staticmethod", "classmethod"})


def reached(snippet: Snippet, expr: ast.AST, depth: int = 0) -> set[str]:
    """Every qualified name ``expr`` may evaluate to, following what names hold rather than
    how the expression looks: aliases and every binding of a name in its scope, lookups by
    name with known (folded) names (``lookup_target``), conditional expressions and
    ``or``/``and`` (both sides, or the side a constant test takes), items of list, tuple and
    dict literals (the one a constant key picks, else all), ``functools.partial``, and calls
    of the snippet's own lambdas and functions that return one of their parameters or a
    value of their own (``(lambda f: f)(eval)``)."""
    if depth > _MAX_DEPTH:
        return set()
    memo: dict[ast.AST, set[str]] = derive(snippet, "reached", dict)
    found = memo.get(expr)
    if found is None:
        memo[expr] = set()  # a name whose bindings lead back to itself adds nothing
        found = memo[expr] = _reached(snippet, expr, depth)
    return found


def _reached(snippet: Snippet, expr: ast.AST, depth: int) -> set[str]:
    kind = type(expr)
    if kind is ast.Name:
        return _name_reaches(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.Attribute:
        found = {normal_name(f"{owner}.{expr.attr}") or "" for owner in reached(snippet, expr.value, depth + 1)}  # type: ignore[attr-defined]
        direct = lookup_target(snippet, expr, depth)
        return {name for name in found | {direct} if name}
    if kind is ast.IfExp:
        # a comparison of constants folds too (``eval if MODE == "trusted" else literal_eval``)
        test = truth_value(snippet, expr.test)  # type: ignore[attr-defined]
        if test is None:
            return reached(snippet, expr.body, depth + 1) | reached(snippet, expr.orelse, depth + 1)  # type: ignore[attr-defined]
        return reached(snippet, expr.body if test else expr.orelse, depth + 1)  # type: ignore[attr-defined]
    if kind is ast.BoolOp:
        return set().union(*(reached(snippet, value, depth + 1) for value in expr.values))  # type: ignore[attr-defined]
    if kind is ast.Subscript:
        return _item_reaches(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.Call:
        return _call_reaches(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.NamedExpr:
        return reached(snippet, expr.value, depth + 1)  # type: ignore[attr-defined]
    return set()


def _name_reaches(snippet: Snippet, expr: ast.Name, depth: int) -> set[str]:
    if expr.id in _BUILTINS:
        return {"builtins"}
    values, _scope = resolve(snippet, expr)
    if not values:
        name = normal_name(qualified_name(snippet, expr))
        return {name} if name else set()
    found: set[str] = set()
    imported = normal_name(qualified_name(snippet, expr))
    for value in values[:_MAX_VALUES]:
        if isinstance(value, ast.expr):
            found |= reached(snippet, value, depth + 1)
        elif imported and imported != expr.id:
            found.add(imported)  # an import binds it
    return found


def _elements(snippet: Snippet, container: ast.AST, key: object) -> list[ast.expr] | None:
    """The items a subscript of a container literal may give (``None``: not a literal)."""
    if isinstance(container, ast.Name):
        values, _ = resolve(snippet, container)
        if len(values) != 1 or not isinstance(values[0], (ast.List, ast.Tuple, ast.Dict)):
            return None
        container = values[0]
    if isinstance(container, (ast.List, ast.Tuple)):
        if type(key) is int and -len(container.elts) <= key < len(container.elts):
            return [container.elts[key]]
        return list(container.elts)
    if isinstance(container, ast.Dict):
        if key is not NOT_CONSTANT:
            picked = [value for k, value in zip(container.keys, container.values)
                      if k is not None and constant_value(snippet, k) == key]
            if picked:
                return picked[-1:]
        return list(container.values)
    return None


def _item_reaches(snippet: Snippet, expr: ast.Subscript, depth: int) -> set[str]:
    direct = lookup_target(snippet, expr, depth)
    if direct is not None:
        return {direct}
    items = _elements(snippet, expr.value, constant_value(snippet, expr.slice))
    if items is None:
        return set()
    return set().union(*(reached(snippet, item, depth + 1) for item in items[:_MAX_VALUES]))


def _call_reaches(snippet: Snippet, call: ast.Call, depth: int) -> set[str]:
    direct = _call_target(snippet, call, depth)
    if direct is not None:
        return {direct}
    func = call.func
    if (lookup_target(snippet, func, depth + 1) or normal_name(qualified_name(snippet, func))) in _WRAPPERS and call.args:
        return reached(snippet, call.args[0], depth + 1)
    found: set[str] = set()
    for function in _callees(snippet, func):
        arguments: ast.arguments = function.args  # type: ignore[attr-defined]
        parameters = [arg.arg for arg in (*arguments.posonlyargs, *arguments.args)]
        passed = dict(zip(parameters, call.args))
        passed.update((keyword.arg, keyword.value) for keyword in call.keywords if keyword.arg)
        for returned in _returns(function):
            if isinstance(returned, ast.Name) and returned.id in passed:
                found |= reached(snippet, passed[returned.id], depth + 1)
            else:
                found |= reached(snippet, returned, depth + 1)
    return found


def _callees(snippet: Snippet, func: ast.AST) -> list[ast.AST]:
    """The snippet's own lambdas and functions a call may run."""
    if isinstance(func, ast.Lambda):
        return [func]
    if not isinstance(func, ast.Name):
        return []
    values, _ = resolve(snippet, func)
    found: list[ast.AST] = [value for value in values if isinstance(value, ast.Lambda)]
    found.extend(function for function in analysis(snippet).functions.get(func.id, ())
                 if any(binding.node is function for binding in name_index(snippet).names.get(func.id, ())))
    return found


def _returns(function: ast.AST) -> list[ast.expr]:
    if isinstance(function, ast.Lambda):
        return [function.body]
    found: list[ast.expr] = []
    stack: list[ast.AST] = list(function.body)  # type: ignore[attr-defined]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Return) and node.value is not None:
            found.append(node.value)
        stack.extend(child_nodes(node))
    return found
