"""Values proven safe for a kind of sink: made only of constants, sanitizer results and allow-list lookups.

Source-to-sink tracking (``taint``) asks whether untrusted data *can* reach a sink; this
asks the converse for one expression: is everything it is built from known, so that
nothing from outside can reach the sink through it? ``made_safe(snippet, expr, "command")``
holds for ``"ping -c 1 " + shlex.quote(host)``, ``" ".join(COMMANDS[name])`` (a lookup in a
module table of constants), ``"... %d" % int(uid)`` and names bound only to such values;
it fails for a parameter, an attribute, or anything else whose origin is not in sight.
Sanitizers and the kinds they make a value safe for are ``taint_specs.SANITIZERS``.
"""

from __future__ import annotations

import ast

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.names import growers, is_grown, name_refs, qualified_name, resolve, scope_of
from codereward.rules.analysis.nodes import dotted
from codereward.rules.analysis.passed import field_values, parameter_values
from codereward.rules.analysis.taint import taint_flows
from codereward.rules.analysis.taint_specs import (
    PERCENT_ENCODERS,
    SANITIZERS,
    SANITIZING_MODULES,
    percent_encoded_kinds,
)
from codereward.rules.analysis.values import argument, constant_value, origins
from codereward.rules.analysis.web import serves_requests
from codereward.snippet import Snippet

#: names followed through their bindings, and expressions opened, at most this deep
_MAX_DEPTH = 12
#: string methods whose result is made of the text they are called on
_SAME_TEXT = frozenset({"strip", "lstrip", "rstrip", "lower", "upper", "title", "casefold"})


def made_safe(snippet: Snippet, expr: ast.AST | None, kind: str) -> bool:
    """Whether nothing from outside reaches ``expr`` that is dangerous for ``kind``: it is built
    only from constants, sanitizers for ``kind`` and lookups in constant tables; or, where the
    value depends on the path taken (``name = request.args["n"]``, then ``if name not in
    ALLOWED: name = "default"``), source-to-sink tracking followed the function holding it and
    saw nothing untrusted and no parameter of unseen callers reach it (``TaintAnalysis.clean_for``),
    in web code only (``web.serves_requests``: elsewhere data also comes from where tracking
    does not look, such as file names and file contents)."""
    if _built_safe(snippet, expr, kind):
        return True
    return expr is not None and serves_requests(snippet) and taint_flows(snippet).clean_for(expr, kind)


def _built_safe(snippet: Snippet, expr: ast.AST | None, kind: str, depth: int = 0) -> bool:
    """Whether ``expr`` is built only from constants, sanitizers for ``kind`` and lookups in constant tables."""
    if expr is None or depth > _MAX_DEPTH:
        return False
    if isinstance(expr, ast.Constant):
        return True
    if isinstance(expr, ast.JoinedStr):
        return all(_built_safe(snippet, part.value if isinstance(part, ast.FormattedValue) else part, kind, depth + 1)
                   for part in expr.values)
    if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add | ast.Mod):
        return _built_safe(snippet, expr.left, kind, depth + 1) and _built_safe(snippet, expr.right, kind, depth + 1)
    if isinstance(expr, ast.Tuple | ast.List):
        return all(_built_safe(snippet, item, kind, depth + 1) for item in expr.elts)
    if isinstance(expr, ast.Dict):
        return all(value is not None and _built_safe(snippet, value, kind, depth + 1) for value in expr.values)
    if isinstance(expr, ast.Subscript):
        return _table(snippet, expr.value, kind, depth + 1)  # any key of an allow-list gives a known value
    if isinstance(expr, ast.Call):
        return _safe_call(snippet, expr, kind, depth)
    if isinstance(expr, ast.Name):
        values, scope = resolve(snippet, expr)  # every binding: a parameter or loop target has no known value
        # and what grows it in place: ``parts.append(target)`` is part of ``" ".join(parts)``
        added = [part for node in growers(snippet).get(expr.id, ()) if scope_of(snippet, node) is scope
                 for part in ([*node.args, *(k.value for k in node.keywords)] if isinstance(node, ast.Call)
                              else [getattr(node, "value", None)])]
        return bool(values) and all(isinstance(value, ast.expr) and _built_safe(snippet, value, kind, depth + 1)
                                    for value in [*values, *added])
    return False


def _table(snippet: Snippet, expr: ast.AST, kind: str, depth: int) -> bool:
    if not isinstance(expr, ast.Name):
        return isinstance(expr, ast.Dict | ast.List | ast.Tuple) and _built_safe(snippet, expr, kind, depth)
    values, scope = resolve(snippet, expr)
    if not values or is_grown(snippet, expr, scope) or _stored_into(snippet, expr.id):
        return False
    return all(isinstance(value, ast.Dict | ast.List | ast.Tuple) and _built_safe(snippet, value, kind, depth + 1)
               for value in values)


def _stored_into(snippet: Snippet, name: str) -> bool:
    """``TABLE[key] = value`` anywhere: the table holds what the program puts there."""
    return any(isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) and node.value.id == name
               for node in snippet.nodes(ast.Subscript))


def _safe_call(snippet: Snippet, call: ast.Call, kind: str, depth: int) -> bool:
    callee = qualified_name(snippet, call.func) or ""
    if kind in SANITIZERS.get(callee, ()) or callee.startswith(SANITIZING_MODULES):
        return True
    if callee in PERCENT_ENCODERS:
        return kind in percent_encoded_kinds(snippet, call, callee)
    arguments = [*call.args, *(k.value for k in call.keywords)]
    if callee in ("str", "repr") and len(call.args) == 1 and not call.keywords:
        return _built_safe(snippet, call.args[0], kind, depth + 1)
    func = call.func
    if isinstance(func, ast.Attribute) and (func.attr in ("format", "join") or func.attr in _SAME_TEXT):
        return _built_safe(snippet, func.value, kind, depth + 1) and all(
            _built_safe(snippet, argument, kind, depth + 1) for argument in arguments)
    own = _own_function(snippet, call)
    if own is None:
        return False
    # ``self.command()`` whose every ``return`` is built safe (``"dump " + shlex.quote(self.db)``):
    # what it is given does not matter, as it returns none of it unsanitized
    returned = [node.value for node in ast.walk(own) if isinstance(node, ast.Return)]
    return bool(returned) and all(_built_safe(snippet, value, kind, depth + 1) for value in returned)


def _own_function(snippet: Snippet, call: ast.Call) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The one function of the module a call runs: ``helper(...)`` for a module-level function,
    ``self.method(...)`` for a method of the class the call is in; ``None`` when the name has
    another definition or is not one of these."""
    func = call.func
    if isinstance(func, ast.Name):
        found = [node for node in snippet.tree.body
                 if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == func.id]
        rebound = any(isinstance(node.ctx, ast.Store) for node in name_refs(snippet).get(func.id, ()))
        return found[0] if len(found) == 1 and not rebound else None
    if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in ("self", "cls")):
        return None
    owner = snippet.parents.get(call)
    while owner is not None and not isinstance(owner, ast.ClassDef):
        owner = snippet.parents.get(owner)
    if owner is None or owner.bases or any(  # a subclass's method may be the one that runs
            isinstance(other, ast.ClassDef) and any(dotted(base) == owner.name for base in other.bases)
            for other in snippet.nodes(ast.ClassDef)):
        return None
    found = [node for node in owner.body
             if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == func.attr]
    return found[0] if len(found) == 1 else None


#: yaml loaders that build only plain data (lists, dicts, strings, numbers)
SAFE_LOADERS = frozenset({"SafeLoader", "CSafeLoader", "BaseLoader", "CBaseLoader"})


def safe_yaml_load(snippet: Snippet, call: ast.Call) -> bool:
    """``yaml.load(data, Loader=yaml.SafeLoader)``, or a ``Loader`` that can only be a safe one
    (``_loaders``): the call builds plain data, whatever it is given."""
    if not (qualified_name(snippet, call.func) or "").startswith("yaml."):
        return False
    loaders = _loaders(snippet, argument(call, 1, "Loader"))
    return bool(loaders) and loaders <= SAFE_LOADERS


#: names, fields and parameters followed back to the loader they hold, at most this deep
_MAX_HOPS = 6


def _loaders(snippet: Snippet, expr: ast.AST | None, hops: int = 0) -> frozenset[str]:
    """The names of the yaml loaders ``expr`` may be: ``yaml.SafeLoader``; ``getattr(yaml, name)``
    with a name that folds to a constant (``settings.yaml_loader`` of a module-level settings
    object); and what a name, a field of the object (``self.loader``) or a parameter is given
    where it is bound (``self.loader = getattr(yaml, config.yaml_loader)`` with every
    ``Importer(settings)`` in sight). Empty: not known."""
    if expr is None or hops > _MAX_HOPS:
        return frozenset()
    name = qualified_name(snippet, expr) or ""
    if name.startswith("yaml."):
        return frozenset({name.rpartition(".")[2]})
    if isinstance(expr, ast.Call) and qualified_name(snippet, expr.func) == "getattr" and len(expr.args) >= 2 \
            and qualified_name(snippet, expr.args[0]) == "yaml":
        return frozenset(_names(snippet, expr.args[1], hops + 1))
    function = enclosing_function(snippet, expr)
    values: list[ast.expr] = []
    if isinstance(expr, ast.Attribute) and function is not None:
        values = field_values(snippet, function, expr)
    elif isinstance(expr, ast.Name):
        values = origins(snippet, expr) or (parameter_values(snippet, function, expr.id) if function else [])
    found = [_loaders(snippet, value, hops + 1) for value in values]
    return frozenset().union(*found) if found and all(found) else frozenset()


def _names(snippet: Snippet, expr: ast.AST, hops: int) -> list[str]:
    """The constant texts ``expr`` may be: a constant, or ``config.name`` where ``config`` is a
    parameter of the function around it and every call in sight gives an object whose ``name``
    folds (``Importer(settings)`` with ``settings = ImportSettings()``); empty: not known."""
    value = constant_value(snippet, expr)
    if isinstance(value, str):
        return [value]
    function = enclosing_function(snippet, expr)
    if not (isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and function is not None) \
            or hops > _MAX_HOPS:
        return []
    found = []
    for given in parameter_values(snippet, function, expr.value.id):
        read = ast.copy_location(ast.Attribute(value=given, attr=expr.attr, ctx=ast.Load()), expr)
        names = _names(snippet, read, hops + 1) if isinstance(given, ast.Name) else []
        if not names:
            return []
        found += names
    return found


__all__ = ["made_safe", "safe_yaml_load"]
