"""Exception handlers: what they catch, and whether the error goes anywhere.

A handler *passes the error on* when someone still learns of it: it raises again, logs
or prints the traceback, hands the exception object or ``sys.exc_info()`` to a callee,
calls an error handler (``self.handleError(record)``, ``onerror(...)``,
``self.handle_error(...)``), reports to ``sys.stderr``, or puts the exception into a
message that the function raises after the handler, returns or yields the exception
object, or logs its text (``log.info("incref failed: %s" % e)``). It *swallows* the error
when its body does nothing at all, and *falls back* when the ``try`` only probes code the
snippet does not define (``stream.isatty()``, an import) and the handler only puts a
constant in its place (``return False``, ``VERSION = ""``, a stand-in class).
"""

from __future__ import annotations

import ast

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.names import qualified_name
from codereward.rules.analysis.nodes import BROAD_EXCEPTIONS, FUNCTIONS, dotted, last_part, name_words, walk_body
from codereward.snippet import Snippet

#: calls that print or format the current traceback, or read the exception being handled
_TRACEBACK_CALLS = frozenset({
    "traceback.print_exc", "traceback.format_exc", "traceback.print_exception", "traceback.format_exception",
    "sys.exc_info", "sys.exception", "sys.excepthook",
})
#: a callee whose name has one of these words deals with errors
_ERROR_WORDS = frozenset({"error", "errors", "exception", "exc", "excepthook", "onerror", "failure", "fail",
                          "critical", "traceback"})
#: calls that write a log line or a warning: the exception's text in one reaches a reader
_LOG_CALLS = frozenset({"debug", "info", "warning", "warn", "error", "critical", "log", "fatal", "echo", "secho"})
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
    """The ``try`` probes code the snippet does not define and the handler only puts a
    constant in its place: ``try: return stream.isatty() except Exception: return False``,
    ``try: from resource import getrlimit ... except Exception: LIMIT = 0``. Any failure of
    someone else's object means the same thing there; a ``try`` around the snippet's own
    functions hides its own bugs and is not a probe."""
    try_node = snippet.parents.get(handler)
    body = getattr(try_node, "body", [])
    if not handler.body or not body or not all(_stands_in(stmt) for stmt in handler.body):
        return False
    return not any(_own_code(snippet, node) for node in walk_body(body) if isinstance(node, ast.Call))


def _stands_in(stmt: ast.stmt) -> bool:
    """A fallback statement: a constant (or a name) assigned or returned, an import, a stand-in definition."""
    if isinstance(stmt, ast.Assign | ast.AnnAssign):
        return stmt.value is not None and _plain(stmt.value)
    if isinstance(stmt, ast.Return):
        return stmt.value is None or _plain(stmt.value)
    return isinstance(stmt, (ast.Import, ast.ImportFrom, ast.ClassDef, *FUNCTIONS))


def _plain(value: ast.expr) -> bool:
    if isinstance(value, ast.Tuple):
        return all(_plain(item) for item in value.elts)
    return _constant(value) or isinstance(value, ast.Name) or (
        isinstance(value, ast.Attribute) and dotted(value) is not None)


def _own_code(snippet: Snippet, call: ast.Call) -> bool:
    """A call of a function or class the snippet defines, or of a method of the class it sits in."""
    if (qualified_name(snippet, call.func) or "").startswith("<local>."):
        return True
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in ("self", "cls"):
        owner = next((node for node in snippet.ancestors(call) if isinstance(node, ast.ClassDef)), None)
        return owner is not None and any(isinstance(item, FUNCTIONS) and item.name == func.attr for item in owner.body)
    return False


def _constant(value: ast.expr) -> bool:
    """A constant or an empty container (``0``, ``None``, ``[]``, ``{}``)."""
    if isinstance(value, ast.Constant):
        return True
    if isinstance(value, (ast.List, ast.Tuple, ast.Set)):
        return not value.elts
    return isinstance(value, ast.Dict) and not value.keys


def handler_passes_on(snippet: Snippet, handler: ast.ExceptHandler) -> bool:
    """True when the caught error still reaches someone (see the module docstring)."""
    if handler_reraises(handler):
        return True
    for node in walk_body(handler.body):
        if isinstance(node, ast.Call) and _reports(node, handler.name):
            return True
        if (isinstance(node, ast.Assign | ast.Return | ast.Yield) and handler.name and node.value is not None
                and _carries(node.value, handler.name)):
            return True  # kept (``self.error = exc``) for later, or handed to the caller (``return exc, True``)
    return bool(handler.name) and _raised_later(snippet, handler)


def _reports(call: ast.Call, name: str | None) -> bool:
    func = call.func
    callee = dotted(func) or ""
    if callee in _TRACEBACK_CALLS or isinstance(func, ast.Attribute) and func.attr == "exception":
        return True
    if any(k.arg == "exc_info" for k in call.keywords):
        return True
    if any(k.arg == "file" for k in call.keywords) and getattr(func, "id", None) == "print":
        return True  # printed to a chosen stream (stderr, the tool's output): reported
    if callee.endswith(("stderr.write", "stderr.writelines")):
        return True
    if _ERROR_WORDS.intersection(name_words(last_part(callee) or getattr(func, "attr", ""))):
        return True
    arguments = [*call.args, *(k.value for k in call.keywords)]
    if name and last_part(callee or getattr(func, "attr", "")) in _LOG_CALLS:
        return any(isinstance(node, ast.Name) and node.id == name for arg in arguments for node in ast.walk(arg))
    if name and getattr(func, "id", None) not in _STRINGIFY:
        return any(_carries(arg, name) for arg in arguments)
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
