"""Shallow kinds of values: what an expression builds, and what a name's bindings agree on.

A kind is one of ``"str"``, ``"bytes"``, ``"bytearray"``, ``"list"``, ``"tuple"``, ``"set"``,
``"dict"``, ``"deque"``, ``"number"``, ``"array"`` (numpy), or ``None`` for unknown.
"""

from __future__ import annotations

import ast

from codereward.rules.analysis.core import derive
from codereward.rules.analysis.names import SELF_UPDATE, Param, qualified_name, resolve
from codereward.snippet import Snippet

_STR_FUNCTIONS = frozenset({"str", "repr", "chr", "format", "ascii", "hex", "oct", "bin", "input"})
_STR_METHODS = frozenset({
    "format", "upper", "lower", "strip", "lstrip", "rstrip", "title", "capitalize",
    "center", "ljust", "rjust", "zfill", "casefold", "swapcase", "expandtabs", "decode", "format_map",
})
_LIST_METHODS = frozenset({"split", "rsplit", "splitlines", "readlines"})
_CALL_KINDS = {
    "list": "list", "sorted": "list", "tuple": "tuple", "set": "set", "frozenset": "set", "dict": "dict",
    "bytes": "bytes", "bytearray": "bytearray", "deque": "deque", "collections.deque": "deque",
    "collections.OrderedDict": "dict", "collections.defaultdict": "dict", "collections.Counter": "dict",
    "OrderedDict": "dict", "defaultdict": "dict", "Counter": "dict", "int": "number", "float": "number",
    "len": "number", "sum": "number", "abs": "number", "round": "number",
    "numpy.array": "array", "numpy.zeros": "array", "numpy.ones": "array", "numpy.arange": "array",
    "numpy.empty": "array", "numpy.asarray": "array",
}
_ANNOTATION_KINDS = {
    "list": "list", "List": "list", "typing.List": "list", "str": "str", "bytes": "bytes",
    "tuple": "tuple", "Tuple": "tuple", "typing.Tuple": "tuple", "set": "set", "Set": "set",
    "typing.Set": "set", "frozenset": "set", "dict": "dict", "Dict": "dict", "typing.Dict": "dict",
    "deque": "deque", "collections.deque": "deque", "Deque": "deque", "typing.Deque": "deque",
    "int": "number", "float": "number", "bytearray": "bytearray",
}


def expr_kind(snippet: Snippet, expr: ast.AST | None) -> str | None:
    """The kind of value ``expr`` builds, read off its shape alone (no name lookup)."""
    if isinstance(expr, ast.Constant):
        value = expr.value
        if isinstance(value, str):
            return "str"
        if isinstance(value, bytes):
            return "bytes"
        if isinstance(value, (int, float, complex)) and not isinstance(value, bool):
            return "number"
        return None
    if isinstance(expr, ast.JoinedStr):
        return "str"
    if isinstance(expr, (ast.List, ast.ListComp)):
        return "list"
    if isinstance(expr, ast.Tuple):
        return "tuple"
    if isinstance(expr, (ast.Set, ast.SetComp)):
        return "set"
    if isinstance(expr, (ast.Dict, ast.DictComp)):
        return "dict"
    if isinstance(expr, ast.BinOp):
        left, right = expr_kind(snippet, expr.left), expr_kind(snippet, expr.right)
        if isinstance(expr.op, ast.Add):
            for kind in ("str", "bytes", "list", "tuple"):
                if kind in (left, right):
                    return kind
        elif isinstance(expr.op, ast.Mod) and left in ("str", "bytes"):
            return left
        elif isinstance(expr.op, ast.Mult):
            for kind in ("str", "bytes", "list", "tuple"):
                if kind in (left, right):
                    return kind
        return None
    if isinstance(expr, ast.Call):
        return _call_kind(snippet, expr)
    return None


def _call_kind(snippet: Snippet, call: ast.Call) -> str | None:
    func = call.func
    name = qualified_name(snippet, func)
    if name in _STR_FUNCTIONS:
        return "str"
    if name in _CALL_KINDS:
        return _CALL_KINDS[name]
    if not isinstance(func, ast.Attribute):
        return None
    receiver = func.value
    if isinstance(receiver, ast.Attribute) and receiver.attr == "str":
        return None  # pandas ``.str`` accessor: returns a Series
    if func.attr == "join" and call.args:
        return "bytes" if expr_kind(snippet, receiver) == "bytes" else "str"
    if func.attr == "replace":
        return _replace_kind(snippet, call, receiver)
    if func.attr in _STR_METHODS:
        return "bytes" if expr_kind(snippet, receiver) == "bytes" else "str"
    if func.attr == "encode":
        return "bytes"
    if func.attr in _LIST_METHODS:
        return "list"
    return None


def _replace_kind(snippet: Snippet, call: ast.Call, receiver: ast.AST) -> str | None:
    """``.replace(...)`` builds text only with evidence that it is ``str.replace``/``bytes.replace``.

    ``datetime.replace(second=0)``, ``Path.replace(target)``, ``DataFrame.replace(...)`` and
    ``dataclasses.replace(obj, ...)`` share the name: the receiver must be text, or the
    call must look like ``replace(old, new[, count])`` with text for ``old``.
    """
    if any(keyword.arg != "count" for keyword in call.keywords):
        return None
    kind = expr_kind(snippet, receiver)
    if kind in ("str", "bytes"):
        return kind
    if kind is not None or not 2 <= len(call.args) <= 3:
        return None
    old = expr_kind(snippet, call.args[0])
    return old if old in ("str", "bytes") else None


def annotation_kind(snippet: Snippet, annotation: ast.AST | None) -> str | None:
    """The kind an annotation promises (``list[int]`` -> ``"list"``); ``None`` for anything else."""
    if isinstance(annotation, ast.Subscript):
        annotation = annotation.value
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        text = annotation.value.split("[", 1)[0].strip()
        return _ANNOTATION_KINDS.get(text)
    name = qualified_name(snippet, annotation) if annotation is not None else None
    return _ANNOTATION_KINDS.get(name) if name else None


def binding_kind(snippet: Snippet, value: object) -> str | None:
    """The kind one binding gives its name."""
    if isinstance(value, Param):
        if value.star == "*":
            return "tuple"
        if value.star == "**":
            return "dict"
        return annotation_kind(snippet, value.annotation)
    if isinstance(value, ast.AST):
        return expr_kind(snippet, value)
    return None


def kinds_of(snippet: Snippet, expr: ast.AST) -> set[str | None]:
    """Every kind the bindings of a name give it (``None`` stands for an unknown binding).

    Kept per binding list (``resolve`` hands out one list per name and scope): a name bound
    thousands of times (``t += 1`` in each of thousands of loops) is not read again at each use."""
    values, _scope = resolve(snippet, expr)
    memo: dict[int, tuple[list[object], frozenset[str | None]]] = derive(snippet, "kinds of bindings", dict)
    found = memo.get(id(values))
    if found is None or found[0] is not values:
        kinds = frozenset(binding_kind(snippet, value) for value in values if value is not SELF_UPDATE)
        found = memo[id(values)] = (values, kinds)
    return set(found[1])
