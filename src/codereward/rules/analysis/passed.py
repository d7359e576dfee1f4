"""What the snippet's own code gives a helper's parameter or an object's field.

- ``arguments_passed``: what the snippet's calls of a helper pass for one of its parameters;
- ``field_values``: what an object's field is given, through its class's constructions;
- ``parameter_values``: what the calls in sight pass for a parameter (an ``__init__``'s: the constructions).

Both answer only when every value is in sight (a public function or a class constructed
elsewhere gives nothing), so a rule can judge the values one by one.
"""

from __future__ import annotations

import ast

from codereward.rules.analysis.nodes import walk
from codereward.snippet import Snippet


def arguments_passed(snippet: Snippet, function: ast.AST, value: ast.AST | None) -> list[ast.expr]:
    """When ``value`` is a parameter of ``function`` (a ``def`` of the snippet, not a method):
    what each call of the function in the snippet passes for it. Empty when it is not a
    parameter, or when some call passes it in a way not in sight (``*args``, ``**kwargs``),
    or nothing calls the function (a public API: its callers are elsewhere)."""
    if not isinstance(value, ast.Name) or not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) \
            or isinstance(snippet.parents.get(function), ast.ClassDef):
        return []
    arguments = function.args
    names = [arg.arg for arg in (*arguments.posonlyargs, *arguments.args)]
    keyword_only = [arg.arg for arg in arguments.kwonlyargs]
    if value.id not in names and value.id not in keyword_only:
        return []
    return _given_by_calls(snippet, function.name, names, value.id)


def field_values(snippet: Snippet, function: ast.AST, value: ast.AST | None) -> list[ast.expr]:
    """When ``value`` is ``self.name`` in a method of a class of the snippet: what the field is
    given. Each ``self.name = ...`` of the class counts; one that stores a parameter of
    ``__init__`` counts as what every construction of the class in the snippet passes for it.
    Empty when some value is not in sight (a field set elsewhere, a class nothing here
    constructs: its objects are made elsewhere)."""
    if not (isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name)
            and isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) and function.args.args
            and value.value.id == function.args.args[0].arg):
        return []
    owner = snippet.parents.get(function)
    if not isinstance(owner, ast.ClassDef):
        return []
    given: list[ast.expr] = []
    for method in owner.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)) or not method.args.args:
            continue
        me = method.args.args[0].arg
        for node in walk(method):
            if not isinstance(node, ast.Assign) or not any(
                    isinstance(t, ast.Attribute) and t.attr == value.attr and isinstance(t.value, ast.Name)
                    and t.value.id == me for t in node.targets):
                continue
            stored = node.value
            if method.name == "__init__" and isinstance(stored, ast.Name) \
                    and stored.id in [a.arg for a in method.args.args[1:]]:
                passed = _constructions(snippet, owner, method, stored.id)
                if not passed:
                    return []
                given.extend(passed)
            else:
                given.append(stored)
    return given


def parameter_values(snippet: Snippet, function: ast.AST, name: str) -> list[ast.expr]:
    """What every call in sight passes for the parameter ``name`` of ``function``: each
    construction of the class for an ``__init__`` (``Importer(settings)``), each call of a
    module function; empty when one passes it out of sight or nothing calls it."""
    owner = snippet.parents.get(function)
    if isinstance(owner, ast.ClassDef) and getattr(function, "name", None) == "__init__" \
            and name in [a.arg for a in function.args.args[1:]]:  # type: ignore[attr-defined]
        return _constructions(snippet, owner, function, name)  # type: ignore[arg-type]
    return arguments_passed(snippet, function, ast.Name(id=name, ctx=ast.Load()))


def _constructions(snippet: Snippet, owner: ast.ClassDef, init: ast.FunctionDef | ast.AsyncFunctionDef,
                   name: str) -> list[ast.expr]:
    """What each ``Owner(...)`` of the snippet passes for ``__init__``'s parameter ``name``;
    empty when one passes it out of sight (``*args``, ``**kwargs``, its default)."""
    return _given_by_calls(snippet, owner.name, [a.arg for a in init.args.args[1:]], name)


def _given_by_calls(snippet: Snippet, callee: str, positional: list[str], name: str) -> list[ast.expr]:
    """What each call of ``callee`` (a plain name) passes for its parameter ``name``, by keyword
    or at its place among ``positional``; empty when one passes it out of sight (``*args``,
    ``**kwargs``) or leaves it to its default (not judged here)."""
    passed: list[ast.expr] = []
    for call in snippet.nodes(ast.Call):
        if not (isinstance(call.func, ast.Name) and call.func.id == callee):
            continue
        if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            return []
        found = next((k.value for k in call.keywords if k.arg == name), None)
        if found is None and name in positional and positional.index(name) < len(call.args):
            found = call.args[positional.index(name)]
        if found is None:
            return []
        passed.append(found)
    return passed


__all__ = ["arguments_passed", "field_values", "parameter_values"]
