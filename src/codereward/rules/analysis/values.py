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

from codereward.rules.analysis.core import derive
from codereward.rules.analysis.names import name_index, qualified_name, resolve, scope_of
from codereward.snippet import Snippet

NOT_CONSTANT = object()
#: names followed through their single binding, at most this deep (``a = b``, ``b = c`` ...)
_MAX_DEPTH = 8
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
    if kind is ast.Attribute and type(expr.value) is ast.Name:  # type: ignore[attr-defined]
        return _setting_value(snippet, expr, depth)  # type: ignore[arg-type]
    return NOT_CONSTANT


def _setting_value(snippet: Snippet, expr: ast.Attribute, depth: int) -> object:
    """``Settings.loader``, or ``settings.loader`` with ``settings = Settings()`` bound once at module
    level and given nothing for it (a dataclass's defaults): the constant the body of the snippet's
    class binds the attribute to. Only for a class without bases (a framework's settings class reads
    the environment) and an attribute nothing in the snippet stores into (``obj.loader = ...``,
    ``setattr``): then every object of the class holds the class's value."""
    if snippet.tree is None:
        return NOT_CONSTANT
    owner = expr.value.id  # type: ignore[attr-defined]
    classes: dict[str, ast.ClassDef] = derive(snippet, "module-classes", lambda: {
        node.name: node for node in snippet.tree.body if isinstance(node, ast.ClassDef)})  # type: ignore[union-attr]
    if owner not in classes:
        values, scope = resolve(snippet, expr.value)
        made = values[0] if len(values) == 1 else None
        if scope is not snippet.tree or not (isinstance(made, ast.Call) and type(made.func) is ast.Name) \
                or made.args or any(k.arg in (None, expr.attr) for k in made.keywords):
            return NOT_CONSTANT
        owner = made.func.id
    found = classes.get(owner)
    if found is None or found.bases or found.keywords or "setattr" in snippet.source or any(
            node.attr == expr.attr and type(node.ctx) is not ast.Load for node in snippet.nodes(ast.Attribute)):  # type: ignore[attr-defined]
        return NOT_CONSTANT
    bound = [statement.value for statement in found.body
             if type(statement) is ast.Assign and any(type(t) is ast.Name and t.id == expr.attr for t in statement.targets)
             or type(statement) is ast.AnnAssign and type(statement.target) is ast.Name
             and statement.target.id == expr.attr]
    return constant_value(snippet, bound[0], depth + 1) if len(bound) == 1 else NOT_CONSTANT


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
    values, _ = resolve(snippet, expr)
    if len(values) != 1 or not isinstance(values[0], ast.expr):
        return NOT_CONSTANT  # bound more than once, a parameter, a loop variable ...
    return constant_value(snippet, values[0], depth + 1)


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


__all__ = ["NOT_CONSTANT", "argument", "constant_text", "constant_value", "keyword_value", "origins", "truth_value",
           "folded", "UNSEEN"]
