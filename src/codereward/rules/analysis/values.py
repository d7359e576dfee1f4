"""What an expression is known to evaluate to without running it: constant folding.

``constant_value`` folds literals, ``+`` and ``*`` of strings and bytes (``+`` of lists), f-strings of
constants, ``"".join`` of constants, ``bytes(n)``/``bytearray(n)``, ``.encode()``/
``.decode()``, slices (``"lave"[::-1]``), the decoders code is hidden behind (base64, hex,
rot13) and names bound once in their scope to such an expression (a module constant
``IV = b"..."``).
Anything else is ``NOT_CONSTANT``. It is how the rules see ``"ev" + "al"``, a static IV
behind a name, or the code of ``exec("..." + "...")``.
"""

from __future__ import annotations

import ast
import base64
import binascii
import codecs
from collections.abc import Callable

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.core import analysis, derive
from codereward.rules.analysis.names import name_index, qualified_name, resolve, scope_of
from codereward.rules.analysis.nodes import dotted, walk
from codereward.rules.analysis.passed import field_values
from codereward.snippet import Snippet

NOT_CONSTANT = object()
#: names followed through their single binding, at most this deep (``a = b``, ``b = c`` ...)
_MAX_DEPTH = 8
#: a name bound more often than this in its scope is not folded branch by branch
_MAX_BRANCHES = 16
#: a folded string or bytes value longer than this is not built (``"x" * 10**9``)
_MAX_LENGTH = 100_000
_SIZED = (str, bytes)


def keyword_value(call: ast.Call, name: str) -> ast.expr | None:
    """The expression passed as keyword ``name`` to ``call``, if any."""
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    return None


def argument(call: ast.Call, position: int, name: str) -> ast.expr | None:
    """The argument at ``position`` or passed as ``name`` (``None`` when neither is given)."""
    if position < len(call.args) and not any(isinstance(a, ast.Starred) for a in call.args[:position + 1]):
        return call.args[position]
    return keyword_value(call, name)


def constant_value(snippet: Snippet, expr: ast.AST | None, depth: int = 0) -> object:
    """The value ``expr`` always has, or ``NOT_CONSTANT``."""
    if expr is None or depth > _MAX_DEPTH:
        return NOT_CONSTANT
    kind = type(expr)
    if kind is ast.Constant:
        return expr.value  # type: ignore[attr-defined]
    if kind is ast.Name:
        return _name_value(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.BinOp:
        return _binop_value(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.JoinedStr:
        parts = []
        for part in expr.values:  # type: ignore[attr-defined]
            value = constant_value(snippet, part.value if isinstance(part, ast.FormattedValue) else part, depth + 1)
            if value is NOT_CONSTANT or (isinstance(part, ast.FormattedValue) and part.format_spec is not None):
                return NOT_CONSTANT
            parts.append(str(value))
        return "".join(parts)
    if kind is ast.Call:
        return _call_value(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.UnaryOp and isinstance(expr.op, ast.USub):  # type: ignore[attr-defined]
        operand = constant_value(snippet, expr.operand, depth + 1)  # type: ignore[attr-defined]
        return -operand if type(operand) is int else NOT_CONSTANT
    if kind is ast.Subscript and isinstance(expr.slice, ast.Slice):  # type: ignore[attr-defined]
        return _slice_value(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.Subscript:
        return _index_value(snippet, expr, depth)  # type: ignore[arg-type]
    if kind in (ast.List, ast.Tuple):
        items = [constant_value(snippet, item, depth + 1) for item in expr.elts]  # type: ignore[attr-defined]
        return NOT_CONSTANT if any(item is NOT_CONSTANT for item in items) else items
    if kind is ast.Attribute:
        return _attribute_value(snippet, expr, depth)  # type: ignore[arg-type]
    return NOT_CONSTANT


#: operators a condition folds on numbers (``7 * 18 + num > 200``)
_ARITHMETIC = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
               ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b}
_COMPARISONS = {ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
                ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b}
#: builtins a condition folds on a constant argument (``len("abcd") < limit``)
_FOLDED_BUILTINS = {"len": len, "abs": abs, "bool": bool, "str": str, "int": int}
#: a folded number larger than this is not built (``10 ** 10 ** 10`` is not folded at all)
_MAX_NUMBER = 1 << 64


#: what a ``known`` callback of ``folded`` answers for a name it has no value for: look it up
UNSEEN = object()


def truth_value(snippet: Snippet, test: ast.AST | None, known: Callable[[str], object] | None = None) -> bool | None:
    """Whether the condition ``test`` always holds (``True``), never holds (``False``), or
    depends on the run (``None``): comparisons, ``and``/``or``/``not`` and integer arithmetic
    of literals and names bound once to such values (``num = 86``; ``7 * 18 + num > 200``).
    ``known(name)``, when given, says what a name holds at this point of a flow-sensitive pass
    (a value, ``NOT_CONSTANT``, or ``UNSEEN`` to look up its bindings)."""
    value = _condition_value(snippet, test, 0, known)
    if value is NOT_CONSTANT:
        return None
    return bool(value)


def folded(snippet: Snippet, expr: ast.AST | None, known: Callable[[str], object] | None = None) -> object:
    """The value ``expr`` always has, with integer arithmetic and comparisons folded as
    ``truth_value`` does; ``NOT_CONSTANT`` otherwise."""
    return _condition_value(snippet, expr, 0, known)


def _condition_value(snippet: Snippet, expr: ast.AST | None, depth: int,
                     known: Callable[[str], object] | None = None) -> object:
    if expr is None or depth > _MAX_DEPTH * 4:
        return NOT_CONSTANT
    kind = type(expr)
    if kind is ast.BoolOp:
        values = [_condition_value(snippet, value, depth + 1, known) for value in expr.values]  # type: ignore[attr-defined]
        known = [bool(value) for value in values if value is not NOT_CONSTANT]
        if isinstance(expr.op, ast.And):  # type: ignore[attr-defined]
            if False in known:
                return False
            return True if len(known) == len(values) else NOT_CONSTANT
        if True in known:
            return True
        return False if len(known) == len(values) else NOT_CONSTANT
    if kind is ast.UnaryOp:
        operand = _condition_value(snippet, expr.operand, depth + 1, known)  # type: ignore[attr-defined]
        if operand is NOT_CONSTANT:
            return NOT_CONSTANT
        if isinstance(expr.op, ast.Not):  # type: ignore[attr-defined]
            return not operand
        if isinstance(expr.op, ast.USub) and type(operand) is int:  # type: ignore[attr-defined]
            return -operand
        return NOT_CONSTANT
    if kind is ast.Compare:
        left = _condition_value(snippet, expr.left, depth + 1, known)  # type: ignore[attr-defined]
        for op, right_expr in zip(expr.ops, expr.comparators):  # type: ignore[attr-defined]
            if type(op) in (ast.In, ast.NotIn, ast.Is, ast.IsNot):
                # ``mode in ("debug", "test")``, ``flag is None``: membership in constants, identity of singletons
                found = _membership(snippet, op, left, right_expr, depth, known)
                if found is not True:
                    return found
                left = NOT_CONSTANT
                continue
            right = _condition_value(snippet, right_expr, depth + 1, known)
            compare = _COMPARISONS.get(type(op))
            if compare is None or left is NOT_CONSTANT or right is NOT_CONSTANT:
                return NOT_CONSTANT
            try:
                if not compare(left, right):
                    return False
            except TypeError:
                return NOT_CONSTANT
            left = right
        return True
    if kind is ast.BinOp and type(expr.op) in _ARITHMETIC:  # type: ignore[attr-defined]
        left = _condition_value(snippet, expr.left, depth + 1, known)  # type: ignore[attr-defined]
        right = _condition_value(snippet, expr.right, depth + 1, known)  # type: ignore[attr-defined]
        if type(left) is int and type(right) is int:
            if isinstance(expr.op, (ast.FloorDiv, ast.Mod)) and right == 0:  # type: ignore[attr-defined]
                return NOT_CONSTANT
            result = _ARITHMETIC[type(expr.op)](left, right)  # type: ignore[attr-defined]
            return result if abs(result) <= _MAX_NUMBER else NOT_CONSTANT
    if kind is ast.Name:
        if known is not None:
            held = known(expr.id)  # type: ignore[attr-defined]
            if held is not UNSEEN:
                return held
        values, _ = resolve(snippet, expr)
        if len(values) == 1 and isinstance(values[0], ast.expr):
            return _condition_value(snippet, values[0], depth + 1)
        return NOT_CONSTANT
    if kind is ast.Subscript and not isinstance(expr.slice, ast.Slice):  # type: ignore[attr-defined]
        # ``"ABC"[1]``: an item of constant text (a name's text as the pass knows it here)
        owner = _condition_value(snippet, expr.value, depth + 1, known)  # type: ignore[attr-defined]
        index = _condition_value(snippet, expr.slice, depth + 1, known)  # type: ignore[attr-defined]
        if isinstance(owner, _SIZED) and type(index) is int and -len(owner) <= index < len(owner):
            return owner[index]
    if kind is ast.Call and type(expr.func) is ast.Name and expr.func.id in _FOLDED_BUILTINS \
            and len(expr.args) == 1 and not expr.keywords:  # type: ignore[attr-defined]
        argument = _condition_value(snippet, expr.args[0], depth + 1, known)  # type: ignore[attr-defined]
        if argument is NOT_CONSTANT:
            argument = constant_value(snippet, expr.args[0], depth // 4)  # type: ignore[attr-defined]
        if argument is NOT_CONSTANT or not isinstance(argument, str | bytes | int | list | bool):
            return NOT_CONSTANT
        try:
            return _FOLDED_BUILTINS[expr.func.id](argument)  # type: ignore[attr-defined]
        except (TypeError, ValueError):
            return NOT_CONSTANT
    value = constant_value(snippet, expr, depth // 4)
    return value if isinstance(value, (int, str, bytes, bool, float)) or value is None else NOT_CONSTANT


def _membership(snippet: Snippet, op: ast.cmpop, left: object, right_expr: ast.AST, depth: int,
                known: Callable[[str], object] | None) -> object:
    """A folded ``in``/``not in`` (of a tuple, list or set of constants, or constant text) or
    ``is``/``is not`` (of ``None``, ``True``, ``False``): ``True``, ``False`` or ``NOT_CONSTANT``."""
    if left is NOT_CONSTANT:
        return NOT_CONSTANT
    if type(op) in (ast.Is, ast.IsNot):
        right = _condition_value(snippet, right_expr, depth + 1, known)
        if right is NOT_CONSTANT or not (right is None or type(right) is bool or left is None or type(left) is bool):
            return NOT_CONSTANT
        return (left is right) == (type(op) is ast.Is)
    if type(right_expr) in (ast.Tuple, ast.List, ast.Set):
        items = [_condition_value(snippet, item, depth + 1, known) for item in right_expr.elts]  # type: ignore[attr-defined]
        if any(item is NOT_CONSTANT for item in items):
            return NOT_CONSTANT
    else:
        right = _condition_value(snippet, right_expr, depth + 1, known)
        if not (isinstance(right, str) and isinstance(left, str)):
            return NOT_CONSTANT
        items = right  # type: ignore[assignment]
    try:
        return (left in items) == (type(op) is ast.In)
    except TypeError:
        return NOT_CONSTANT


def constant_text(snippet: Snippet, expr: ast.AST | None) -> str | None:
    """``constant_value`` when it is a string, else ``None``."""
    value = constant_value(snippet, expr)
    return value if isinstance(value, str) else None


def _name_value(snippet: Snippet, expr: ast.Name, depth: int) -> object:
    values, scope = resolve(snippet, expr)
    if len(values) == 1 and isinstance(values[0], ast.expr):
        return constant_value(snippet, values[0], depth + 1)
    if not 2 <= len(values) <= _MAX_BRANCHES or scope is None:
        return NOT_CONSTANT  # a parameter, a loop variable, bound nowhere, or too often to follow
    # bound on several branches: only those a constant condition lets run count
    # (``if STRENGTH == 0: algorithm = "sha256" elif STRENGTH == 1: algorithm = "md5"``)
    found: object = NOT_CONSTANT
    for binding in name_index(snippet).names.get(expr.id, ()):
        if scope_of(snippet, binding.node) is not scope or _never_runs(snippet, binding.node, scope, depth):
            continue
        if not isinstance(binding.value, ast.expr):
            return NOT_CONSTANT
        value = constant_value(snippet, binding.value, depth + 1)
        if value is NOT_CONSTANT or (found is not NOT_CONSTANT and (type(value) is not type(found) or value != found)):
            return NOT_CONSTANT
        found = value
    return found


def _never_runs(snippet: Snippet, node: ast.AST, scope: ast.AST, depth: int) -> bool:
    """Whether ``node`` sits in a branch of an ``if`` (or the body of a ``while``) whose
    condition folds to the other way, between it and ``scope``."""
    parents = snippet.parents
    child, parent = node, parents.get(node)
    while parent is not None and parent is not scope:
        if isinstance(parent, (ast.If, ast.While)) and child is not parent.test:
            in_body = any(item is child for item in parent.body)
            if in_body or isinstance(parent, ast.If):
                truth = _condition_value(snippet, parent.test, (depth + 1) * 4)
                if truth is not NOT_CONSTANT and bool(truth) != in_body:
                    return True
        child, parent = parent, parents.get(parent)
    return False


#: decorators and bases that make a class a record: its fields are its constructor's parameters, in order
_RECORD_MARKS = ("dataclass", "NamedTuple", "namedtuple", "BaseModel")
#: calls that hand a parameter what a provider function of the snippet returns (FastAPI's injection)
INJECTORS = frozenset({"Depends", "Security", "fastapi.Depends", "fastapi.Security"})


def _attribute_value(snippet: Snippet, expr: ast.Attribute, depth: int) -> object:
    """``Settings.algorithm``, ``self.digest.algorithm`` or ``cookie.httponly``: the constant a
    class of the snippet, or an object made from one, holds in that attribute, when every
    class or object the owner may be is in sight and nothing stores into the attribute."""
    if depth > _MAX_DEPTH:
        return NOT_CONSTANT
    owner_of = expr.value
    if isinstance(owner_of, ast.Call) and isinstance(owner_of.func, ast.Name) and owner_of.func.id == "type" \
            and len(owner_of.args) == 1 and not owner_of.keywords and not resolve(snippet, owner_of.func)[0]:
        # ``type(visitor).role``: the class attribute, whatever the object itself holds under that name
        owners = [(owner, None) for owner, _ in _objects(snippet, owner_of.args[0], depth + 1)]
    else:
        owners = _objects(snippet, owner_of, depth + 1)
    # a class's own attribute changes only by a store through the class: ``self.role = ...`` in a
    # method binds the object's attribute and leaves ``Visitor.role`` as the class body made it
    stored = _stored_attributes(snippet, classes_only=all(made is None for _, made in owners))
    if not owners or stored.get(expr.attr):
        return NOT_CONSTANT
    found: object = NOT_CONSTANT
    for owner, made in owners:
        value = _member_value(snippet, owner, made, expr.attr, depth + 1)
        if value is NOT_CONSTANT or (found is not NOT_CONSTANT and (type(value) is not type(found) or value != found)):
            return NOT_CONSTANT
        found = value
    return found


def _stored_attributes(snippet: Snippet, classes_only: bool = False) -> dict[str, int]:
    """Attribute names something stores into outside a class body (``obj.x = ...``, ``self.x += ...``);
    with ``classes_only``, leaving out stores through a method's ``self``, which bind the object's
    own attribute and never the class's."""
    def build() -> dict[str, int]:
        found: dict[str, int] = {}
        for node in snippet.nodes(ast.Attribute):
            if not isinstance(node.ctx, ast.Load) and not (classes_only and _through_self(snippet, node)):
                found[node.attr] = found.get(node.attr, 0) + 1
        for call in snippet.nodes(ast.Call):
            if isinstance(call.func, ast.Name) and call.func.id in ("setattr", "delattr") and len(call.args) > 1:
                name = getattr(call.args[1], "value", None) if isinstance(call.args[1], ast.Constant) else None
                if not isinstance(name, str):
                    return {"": 1, **{n.attr: 1 for n in snippet.nodes(ast.Attribute)}}  # any of them
                found[name] = found.get(name, 0) + 1
        return found
    return derive(snippet, ("stored attributes", classes_only), build)


def _through_self(snippet: Snippet, node: ast.Attribute) -> bool:
    """``self.x`` in a plain method (its first parameter, not a class or static method's)."""
    function = enclosing_function(snippet, node)
    if not isinstance(node.value, ast.Name) or not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) \
            or not isinstance(snippet.parents.get(function), ast.ClassDef):
        return False
    if any(dotted(decorator) in ("classmethod", "staticmethod") for decorator in function.decorator_list):
        return False
    positional = [*function.args.posonlyargs, *function.args.args]
    return bool(positional) and positional[0].arg == node.value.id


def _objects(snippet: Snippet, expr: ast.AST, depth: int) -> list[tuple[ast.ClassDef, ast.Call | None]]:
    """The classes of the snippet ``expr`` may be (``made`` ``None``), or the constructions of
    them it may be; empty when one of them is not in sight."""
    if depth > _MAX_DEPTH:
        return []
    if isinstance(expr, ast.Call):
        if not isinstance(expr.func, ast.Name):
            return []
        made = _own_definition(snippet, expr.func)
        if isinstance(made, ast.ClassDef):
            return [(made, expr)]
        if isinstance(made, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return _returned_objects(snippet, made, depth)  # ``cookie_settings()`` returning ``CookieSettings()``
        return []
    if isinstance(expr, ast.Name):
        own = _own_definition(snippet, expr)
        if isinstance(own, ast.ClassDef):
            return [(own, None)]
        values, _ = resolve(snippet, expr)
        if len(values) != 1:
            return []
        if isinstance(values[0], ast.expr):
            return _objects(snippet, values[0], depth + 1)
        provider = _injected_by(snippet, expr)
        return _returned_objects(snippet, provider, depth) if provider is not None else []
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        function = enclosing_function(snippet, expr)
        found: list[tuple[ast.ClassDef, ast.Call | None]] = []
        for given in field_values(snippet, function, expr):  # ``self.digest``: what the class is given
            objects = _objects(snippet, given, depth + 1)
            if not objects:
                return []
            found.extend(objects)
        return found
    return []


def _own_definition(snippet: Snippet, name: ast.Name) -> ast.AST | None:
    """The snippet's one ``def`` or ``class`` that ``name`` is bound to, if that is its only binding."""
    values, scope = resolve(snippet, name)
    if len(values) != 1 or values[0] is not None:
        return None
    table = analysis(snippet)
    defined = [*table.classes.get(name.id, ()), *table.functions.get(name.id, ())]
    if len(defined) != 1 or scope_of(snippet, defined[0]) is not scope:
        return None
    return defined[0]


def _returned_objects(snippet: Snippet, function: ast.AST, depth: int) -> list[tuple[ast.ClassDef, ast.Call | None]]:
    returns = [node.value for node in walk(function) if isinstance(node, ast.Return)
               and enclosing_function(snippet, node) is function]
    found: list[tuple[ast.ClassDef, ast.Call | None]] = []
    for value in returns:
        objects = _objects(snippet, value, depth + 1) if value is not None else []
        if not objects:
            return []
        found.extend(objects)
    return found


def _injected_by(snippet: Snippet, name: ast.Name) -> ast.AST | None:
    """The provider function of the snippet a parameter is injected from (``cookie: CookieSettings
    = Depends(cookie_settings)``), or ``None``."""
    function = scope_of(snippet, name)
    arguments = getattr(function, "args", None)
    if not isinstance(arguments, ast.arguments):
        return None
    positional = [*arguments.posonlyargs, *arguments.args]
    pairs = [*zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults),
             *zip(arguments.kwonlyargs, arguments.kw_defaults)]
    for arg, default in pairs:
        if arg.arg == name.id and isinstance(default, ast.Call) and dotted(default.func) in INJECTORS \
                and default.args and isinstance(default.args[0], ast.Name):
            provider = _own_definition(snippet, default.args[0])
            return provider if isinstance(provider, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
    return None


def _member_value(snippet: Snippet, owner: ast.ClassDef, made: ast.Call | None, attr: str, depth: int) -> object:
    """What ``attr`` holds on class ``owner``, or on the object ``made`` builds from it: the
    argument given for a record's field, else the constant the class body binds it to."""
    if any(mark in (dotted(base) or "") for base in owner.bases for mark in ("Enum", "Flag")):
        return NOT_CONSTANT  # ``Mode.FAST`` is a member, not the value it is given
    fields: list[str] = []
    default: ast.expr | None = None
    for statement in owner.body:
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            fields.append(statement.target.id)
            if statement.target.id == attr:
                default = statement.value
        elif isinstance(statement, ast.Assign) and any(isinstance(t, ast.Name) and t.id == attr
                                                         for t in statement.targets):
            default = statement.value
    if made is not None:
        if any(isinstance(arg, ast.Starred) for arg in made.args) or any(k.arg is None for k in made.keywords):
            return NOT_CONSTANT
        given = keyword_value(made, attr)
        record = any(mark in (dotted(node.func if isinstance(node, ast.Call) else node) or "")
                     for node in (*owner.decorator_list, *owner.bases) for mark in _RECORD_MARKS)
        if given is None and made.args:
            if not record or attr not in fields:
                return NOT_CONSTANT  # the constructor may store it from its arguments
            position = fields.index(attr)
            given = made.args[position] if position < len(made.args) else None
        if given is not None:
            return constant_value(snippet, given, depth + 1)
    if default is None or isinstance(default, ast.Call):  # ``field(default=...)``, ``Field(...)``: not read here
        return NOT_CONSTANT
    return constant_value(snippet, default, depth + 1)


def _binop_value(snippet: Snippet, expr: ast.BinOp, depth: int) -> object:
    if not isinstance(expr.op, (ast.Add, ast.Mult)):
        return NOT_CONSTANT
    left = constant_value(snippet, expr.left, depth + 1)
    if left is NOT_CONSTANT:
        return NOT_CONSTANT
    right = constant_value(snippet, expr.right, depth + 1)
    if right is NOT_CONSTANT:
        return NOT_CONSTANT
    if isinstance(expr.op, ast.Add):
        if type(left) is type(right) and isinstance(left, (*_SIZED, list)) and len(left) + len(right) <= _MAX_LENGTH:
            return left + right  # type: ignore[operator]
        return NOT_CONSTANT
    sized, count = (left, right) if isinstance(left, _SIZED) else (right, left)
    if isinstance(sized, _SIZED) and type(count) is int and 0 <= len(sized) * count <= _MAX_LENGTH:
        return sized * count
    return NOT_CONSTANT


def _call_value(snippet: Snippet, call: ast.Call, depth: int) -> object:
    func = call.func
    if isinstance(func, ast.Name) and func.id in ("bytes", "bytearray") and len(call.args) == 1 and not call.keywords:
        size = constant_value(snippet, call.args[0], depth + 1)
        if type(size) is int and 0 <= size <= _MAX_LENGTH:
            return bytes(size)
        if isinstance(size, list) and all(type(item) is int and 0 <= item < 256 for item in size):
            return bytes(size)
        return NOT_CONSTANT
    if isinstance(func, ast.Attribute) and func.attr in ("encode", "decode", "join") and len(call.args) <= 1:
        owner = constant_value(snippet, func.value, depth + 1)
        if func.attr == "encode" and isinstance(owner, str):
            return owner.encode("utf-8", "replace")
        if func.attr == "decode" and isinstance(owner, bytes):
            return owner.decode("utf-8", "replace")
        if func.attr == "join" and isinstance(owner, _SIZED) and call.args:
            items = constant_value(snippet, call.args[0], depth + 1)
            if isinstance(items, list) and all(type(item) is type(owner) for item in items):
                return owner.join(items)  # type: ignore[arg-type]
        return NOT_CONSTANT
    decode = _DECODERS.get(_callee(snippet, func))
    if decode is not None and call.args:
        data = constant_value(snippet, call.args[0], depth + 1)
        extra = [constant_value(snippet, arg, depth + 1) for arg in call.args[1:]]
        if isinstance(data, _SIZED) and len(data) <= _MAX_LENGTH:
            try:
                return decode(data, *extra)
            except (ValueError, TypeError, LookupError):  # not valid base64, hex, ...: no value
                return NOT_CONSTANT
    return NOT_CONSTANT


def _index_value(snippet: Snippet, expr: ast.Subscript, depth: int) -> object:
    """``"ABC"[1]``: an item of a constant string, bytes or tuple literal at a constant index
    (not a list: one bound once may still change through its methods, ``items.pop(0)``)."""
    owner = expr.value
    if isinstance(owner, ast.Name):
        values, _ = resolve(snippet, owner)
        if len(values) != 1 or not isinstance(values[0], (ast.Constant, ast.Tuple)):
            return NOT_CONSTANT
    elif not isinstance(owner, (ast.Constant, ast.Tuple)):
        return NOT_CONSTANT
    value = constant_value(snippet, owner, depth + 1)
    index = constant_value(snippet, expr.slice, depth + 1)
    if not isinstance(value, (*_SIZED, list)) or type(index) is not int or not -len(value) <= index < len(value):
        return NOT_CONSTANT
    return value[index]


def _slice_value(snippet: Snippet, expr: ast.Subscript, depth: int) -> object:
    """``"lave"[::-1]`` and other slices of a constant string with constant bounds."""
    value = constant_value(snippet, expr.value, depth + 1)
    if not isinstance(value, _SIZED):
        return NOT_CONSTANT
    bounds = []
    for part in (expr.slice.lower, expr.slice.upper, expr.slice.step):  # type: ignore[attr-defined]
        bound = None if part is None else constant_value(snippet, part, depth + 1)
        if bound is not None and type(bound) is not int:
            return NOT_CONSTANT
        bounds.append(bound)
    if bounds[2] == 0:
        return NOT_CONSTANT
    return value[slice(*bounds)]


def _callee(snippet: Snippet, func: ast.AST) -> str:
    """The qualified name of a called function, also on a module imported on the spot
    (``__import__("base64").b64decode``)."""
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Call) and func.value.args:
        importer = qualified_name(snippet, func.value.func)
        if importer in ("__import__", "importlib.import_module"):
            module = constant_value(snippet, func.value.args[0])
            return f"{module}.{func.attr}" if isinstance(module, str) else ""
    return qualified_name(snippet, func) or ""


def _rot13(data: str | bytes, codec: object = "rot13") -> object:
    if codec not in ("rot13", "rot_13") or not isinstance(data, str):
        raise LookupError(str(codec))
    return codecs.decode(data, "rot13")


#: decoders a snippet can hide a literal behind: the hidden value is folded like any other
_DECODERS = {
    "base64.b64decode": lambda data, *_: base64.b64decode(data, validate=True),
    "base64.b32decode": lambda data, *_: base64.b32decode(data),
    "base64.b16decode": lambda data, *_: base64.b16decode(data),
    "base64.urlsafe_b64decode": lambda data, *_: base64.urlsafe_b64decode(data),
    "bytes.fromhex": lambda data, *_: bytes.fromhex(data),
    "binascii.unhexlify": lambda data, *_: binascii.unhexlify(data),
    "codecs.decode": _rot13,
}




def iterations(snippet: Snippet, names: list[ast.expr]) -> list[list[ast.expr]] | None:
    """What each of ``names`` holds in each pass of the ``for`` around them that binds them all
    from a literal (``for feature, on in ((A, False), (B, True))``, a name bound once to one, or a
    dict literal's ``.items()``): one list of expressions per pass. ``None`` when they are not all
    such a loop's targets, or the loop's items are not in sight."""
    if not names or not all(isinstance(name, ast.Name) for name in names):
        return None
    loop = next((ancestor for ancestor in snippet.ancestors(names[0]) if isinstance(ancestor, ast.For)), None)
    if loop is None or any(name is loop.target for name in names):
        return None
    targets = loop.target.elts if isinstance(loop.target, ast.Tuple) else [loop.target]
    if not all(isinstance(target, ast.Name) for target in targets):
        return None
    index = {target.id: position for position, target in enumerate(targets)}  # type: ignore[attr-defined]
    if not all(name.id in index for name in names):  # type: ignore[attr-defined]
        return None
    bound = [node for node in walk(loop) if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load)
             and node.id in index and node not in targets]
    if bound:
        return None  # rebound in the body
    source = loop.iter
    items_of = isinstance(source, ast.Call) and isinstance(source.func, ast.Attribute) \
        and source.func.attr == "items" and not source.args
    if items_of:
        source = source.func.value  # type: ignore[union-attr]
    if isinstance(source, ast.Name):
        values, _ = resolve(snippet, source)
        source = values[0] if len(values) == 1 and isinstance(values[0], ast.expr) else source
    if items_of and isinstance(source, ast.Dict) and None not in source.keys:
        rows: list[list[ast.expr]] = [[key, value] for key, value in zip(source.keys, source.values)]  # type: ignore[misc]
    elif not items_of and isinstance(source, (ast.Tuple, ast.List, ast.Set)):
        rows = [item.elts if isinstance(item, (ast.Tuple, ast.List)) else [item] for item in source.elts]
    else:
        return None
    if any(len(row) != len(targets) or any(isinstance(item, ast.Starred) for item in row) for row in rows):
        return None
    return [[row[index[name.id]] for name in names] for row in rows]  # type: ignore[attr-defined]


def origins(snippet: Snippet, expr: ast.AST) -> list[ast.expr]:
    """The expressions ``expr`` may come from: itself, or what its name is bound to in
    its scope by an assignment or a ``with ... as name``."""
    if not isinstance(expr, ast.Name):
        return [expr]  # type: ignore[list-item]
    _, scope = resolve(snippet, expr)
    if scope is None:
        return []
    found: list[ast.expr] = []
    for binding in name_index(snippet).names.get(expr.id, ()):
        if scope_of(snippet, binding.node) is not scope:
            continue
        if isinstance(binding.node, ast.withitem):
            found.append(binding.node.context_expr)
        elif isinstance(binding.value, ast.expr):
            found.append(binding.value)
    return found


__all__ = ["NOT_CONSTANT", "argument", "constant_text", "constant_value", "keyword_value", "iterations", "origins",
           "truth_value", "folded", "UNSEEN"]
