"""What a dynamic lookup reaches: ``getattr``, ``__import__``, ``globals()[...]`` and kin.

``lookup_target`` names the callable or module an expression reaches when every name on
the way is known (a literal, or a constant the snippet folds: ``"ev" + "al"``), through
``getattr(x, name)``, ``__import__(name)``, ``importlib.import_module(name)``,
``globals()[name]``, ``vars()[name]``, ``x.__dict__[name]``, ``__builtins__[name]``,
``sys.modules[name]`` and names bound once to any of these. ``computed_lookup`` tells
such a lookup whose name is *not* known, on builtins, a module or the globals.
"""

from __future__ import annotations

import ast
import sys

from codereward.rules.analysis.names import qualified_name
from codereward.rules.analysis.nodes import dotted
from codereward.rules.analysis.values import constant_text, origins
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


def _normal(name: str | None) -> str | None:
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
        return _normal(qualified_name(snippet, expr))
    if isinstance(expr, ast.Attribute):
        owner = lookup_target(snippet, expr.value, depth + 1)
        return _normal(f"{owner}.{expr.attr}") if owner is not None else None
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
            return "builtins" if key == "__builtins__" else _normal(qualified_name(snippet, ast.Name(id=key)))
        if owner == "sys.modules":
            return key
        return _normal(f"{owner}.{key}")
    return None


def _call_target(snippet: Snippet, call: ast.Call, depth: int) -> str | None:
    func = _normal(qualified_name(snippet, call.func))
    if func == "getattr" and len(call.args) >= 2:
        name = constant_text(snippet, call.args[1])
        owner = lookup_target(snippet, call.args[0], depth + 1)
        return _normal(f"{owner}.{name}") if name is not None and owner is not None else None
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
            and _normal(qualified_name(snippet, node.func)) == "getattr" and constant_text(snippet, node.args[1]) is None:
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
