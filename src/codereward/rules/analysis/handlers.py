"""Exception handlers: what they catch, and whether the error goes anywhere.

A handler *passes the error on* when someone still learns of it: it raises again, logs
or prints the traceback, hands the exception object or ``sys.exc_info()`` to a callee,
calls an error handler (``self.handleError(record)``, ``onerror(...)``,
``self.handle_error(...)``), reports to ``sys.stderr``, or puts the exception into a
message that the function raises after the handler. It *swallows* the error when its
body does nothing at all, and *falls back* when it only puts a constant where a one-line
probe failed.
"""

from __future__ import annotations

import ast

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.nodes import BROAD_EXCEPTIONS, dotted, last_part, name_words, walk_body
from codereward.snippet import Snippet

#: calls that print or format the current traceback, or read the exception being handled
_TRACEBACK_CALLS = frozenset({
    "traceback.print_exc", "traceback.format_exc", "traceback.print_exception", "traceback.format_exception",
    "sys.exc_info", "sys.exception", "sys.excepthook",
})
#: a callee whose name has one of these words deals with errors
_ERROR_WORDS = frozenset({"error", "errors", "exception", "excepthook", "onerror", "failure", "fail", "critical"})
#: calls that only turn the exception into text: the error itself goes no further
_STRINGIFY = frozenset({"str", "repr", "format", "print", "len", "type", "isinstance", "getattr", "hasattr"})


def handler_types(handler: ast.ExceptHandler) -> list[ast.AST]:
    if handler.type is None:
        return []
    if isinstance(handler.type, ast.Tuple):
        return list(handler.type.elts)
    return [handler.type]


def is_broad_handler(handler: ast.ExceptHandler) -> bool:
    """``except:``, ``except Exception`` or ``except BaseException`` (also inside a tuple)."""
    return handler.type is None or any(dotted(t) in BROAD_EXCEPTIONS for t in handler_types(handler))


def handler_reraises(handler: ast.ExceptHandler) -> bool:
    """True when the handler raises again somewhere (``raise``, ``raise X from e``, ``raise X``)."""
    return any(isinstance(node, ast.Raise) for node in walk_body(handler.body))


def handler_swallows(handler: ast.ExceptHandler) -> bool:
    """The body only does nothing: ``pass``, ``continue``, ``...`` or a string."""
    return all(_does_nothing(stmt) for stmt in handler.body)


def _does_nothing(stmt: ast.stmt) -> bool:
    if isinstance(stmt, (ast.Pass, ast.Continue)):
        return True
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and (
        stmt.value.value is Ellipsis or isinstance(stmt.value.value, str))


def handler_falls_back(snippet: Snippet, handler: ast.ExceptHandler) -> bool:
    """The ``try`` computes a value and the handler only gives the same names a constant
    instead: ``try: fd = sys.stdin.fileno() except Exception: fd = 0``, a documented
    default for a probe that may fail in any way."""
    try_node = snippet.parents.get(handler)
    body = getattr(try_node, "body", [])
    if not handler.body or len(body) != 1 or not isinstance(body[0], ast.Assign):
        return False
    probed = {t.id for t in body[0].targets if isinstance(t, ast.Name)}
    return all(isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant)
               and {t.id for t in stmt.targets if isinstance(t, ast.Name)} <= probed
               and all(isinstance(t, ast.Name) for t in stmt.targets) for stmt in handler.body) and bool(probed)


def handler_passes_on(snippet: Snippet, handler: ast.ExceptHandler) -> bool:
    """True when the caught error still reaches someone (see the module docstring)."""
    if handler_reraises(handler):
        return True
    for node in walk_body(handler.body):
        if isinstance(node, ast.Call) and _reports(node, handler.name):
            return True
    return bool(handler.name) and _raised_later(snippet, handler)


def _reports(call: ast.Call, name: str | None) -> bool:
    func = call.func
    callee = dotted(func) or ""
    if callee in _TRACEBACK_CALLS or isinstance(func, ast.Attribute) and func.attr == "exception":
        return True
    if any(k.arg == "exc_info" for k in call.keywords):
        return True
    if any(dotted(k.value) in ("sys.stderr", "sys.__stderr__") for k in call.keywords if k.arg == "file"):
        return True
    if callee.endswith(("stderr.write", "stderr.writelines")):
        return True
    if _ERROR_WORDS.intersection(name_words(last_part(callee) or getattr(func, "attr", ""))):
        return True
    if name and getattr(func, "id", None) not in _STRINGIFY:
        return any(_carries(arg, name) for arg in [*call.args, *(k.value for k in call.keywords)])
    return False


def _carries(value: ast.expr, name: str) -> bool:
    """``value`` is the exception object itself, or a tuple/list/set/dict literal holding it
    (``(item, exc)``, ``{"error": exc}``): the object goes on, not just its text."""
    if isinstance(value, ast.Name):
        return value.id == name
    if isinstance(value, ast.Starred):
        return _carries(value.value, name)
    if isinstance(value, (ast.Tuple, ast.List, ast.Set)):
        return any(_carries(item, name) for item in value.elts)
    if isinstance(value, ast.Dict):
        return any(_carries(item, name) for item in value.values if item is not None)
    return False


def _raised_later(snippet: Snippet, handler: ast.ExceptHandler) -> bool:
    """The handler records the exception (``msg = f"... {e}"``) and its function raises
    after the handler: the error goes on inside the raised one."""
    used = any(isinstance(node, ast.Name) and node.id == handler.name and isinstance(node.ctx, ast.Load)
               for node in walk_body(handler.body))
    if not used:
        return False
    function = enclosing_function(snippet, handler)
    if function is None:
        return False
    end = handler.end_lineno or handler.lineno
    return any(isinstance(node, ast.Raise) and node.lineno > end for node in walk_body(function.body))
