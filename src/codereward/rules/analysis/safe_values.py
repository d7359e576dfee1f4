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

from codereward.rules.analysis.names import is_grown, name_refs, qualified_name, resolve
from codereward.rules.analysis.nodes import dotted
from codereward.rules.analysis.taint import taint_flows
from codereward.rules.analysis.taint_specs import (
    PERCENT_ENCODERS,
    SANITIZERS,
    SANITIZING_MODULES,
    percent_encoded_kinds,
)
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
        values, _scope = resolve(snippet, expr)  # every binding: a parameter or loop target has no known value
        return bool(values) and all(isinstance(value, ast.expr) and _built_safe(snippet, value, kind, depth + 1)
                                    for value in values)
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


__all__ = ["made_safe"]
