"""CR402: ``except Exception`` / ``except BaseException`` that neither re-raises nor logs the traceback."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import BROAD_EXCEPTIONS, dotted, handler_reraises, handler_types, header_span, walk_body
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


def _logs_traceback(handler: ast.ExceptHandler) -> bool:
    """``logger.exception(...)`` or any call with ``exc_info=...``: the failure stays visible."""
    for node in walk_body(handler.body):
        if not isinstance(node, ast.Call):
            continue
        if isinstance(node.func, ast.Attribute) and node.func.attr == "exception":
            return True
        if any(k.arg == "exc_info" for k in node.keywords):
            return True
    return False


#: calls that only turn the exception into text: the error itself goes no further
_STRINGIFY = frozenset({"str", "repr", "format", "print", "len", "type", "isinstance", "getattr", "hasattr"})


def _forwards(handler: ast.ExceptHandler) -> bool:
    """The caught exception object is handed on (``future.set_exception(exc)``,
    ``errors.append(exc)``, ``errors.append((item, exc))``, ``self._fatal_error(exc)``,
    ``log.warning("...", exc)``)."""
    if not handler.name:
        return False
    for node in walk_body(handler.body):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) not in _STRINGIFY and any(
                _carries(arg, handler.name) for arg in [*node.args, *(k.value for k in node.keywords)]):
            return True
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
        return any(_carries(item, name) for item in value.values)
    return False


@register
class BroadExcept(AstRule):
    """## What it does
    Reports `except Exception:` and `except BaseException:` (alone or in a tuple) when
    the handler neither raises again, nor logs the traceback (`logger.exception(...)`,
    `exc_info=True`), nor hands the caught exception object on to someone who deals
    with it (`future.set_exception(exc)`, `errors.append(exc)`, `errors.append((item, exc))`,
    `log.warning("%s", exc)`).

    ## Why is this bad?
    Catching every exception treats a programming error (`TypeError`, `KeyError`,
    `AttributeError`) exactly like the expected failure, so bugs turn into wrong results
    instead of visible errors. Severity is low: at a boundary (a request handler, a
    worker loop) a catch-all can be deliberate, which is why handlers that re-raise
    (`raise`, `raise AppError(...) from exc`), log it or forward it are not reported.
    Turning it into text and carrying on (`return {"error": str(exc)}`) is. A bare
    `except:` is CR401.

    ## Example
    ```python
    def load(path):
        try:
            return parse(read(path))
        except Exception:
            return None
    ```

    ## Use instead
    ```python
    def load(path):
        try:
            return parse(read(path))
        except (OSError, ParseError) as exc:
            raise LoadError(path) from exc
    ```
    """

    id = "CR402"
    name = "broad-except"
    characteristic = Characteristic.RELIABILITY
    cwe = 396
    severity = Severity.LOW
    message = "Catching `{}` hides unexpected errors; catch specific exceptions or re-raise"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for handler in snippet.nodes(ast.ExceptHandler):
            broad = [name for name in map(dotted, handler_types(handler)) if name in BROAD_EXCEPTIONS]
            if broad and not (handler_reraises(handler) or _logs_traceback(handler) or _forwards(handler)):
                yield self.finding(header_span(handler), self.message.format(broad[0].rsplit(".", 1)[-1]))
