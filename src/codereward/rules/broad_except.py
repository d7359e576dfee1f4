"""CR402: ``except Exception`` / ``except BaseException`` that neither re-raises nor logs the traceback."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    BROAD_EXCEPTIONS,
    dotted,
    handler_falls_back,
    handler_passes_on,
    handler_swallows,
    handler_types,
    header_span,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class BroadExcept(AstRule):
    """## What it does
    Reports `except Exception:` and `except BaseException:` (alone or in a tuple) when
    the handler does not pass the error on: it neither raises again, nor logs or prints
    the traceback (`logger.exception(...)`, `exc_info=True`, `traceback.print_exc()`),
    nor hands the exception object or `sys.exc_info()` on (`future.set_exception(exc)`,
    `errors.append((item, exc))`, `onerror(func, path, sys.exc_info())`) or keeps it
    (`self.error = exc`), nor calls an error handler (`self.handleError(record)`,
    `self.handle_error(request)`, `self.showtraceback()`, `logger.error(...)`), nor
    prints to a chosen stream (`print(..., file=sys.stderr)`), nor puts the exception into a
    message the function raises afterwards or into a log line (`log.info("failed: %s" % e)`),
    nor returns or yields the exception object (`return exc, True`); nor when the `try`
    only probes code the snippet does not define and the handler only puts a constant in
    its place (`try: return stream.isatty() except Exception: return False`, `try: from
    resource import getrlimit ... except Exception: LIMIT = 0`: any failure of someone
    else's object means the same thing). A handler that does nothing at all is CR403's.

    ## Why is this bad?
    Catching every exception treats a programming error (`TypeError`, `KeyError`,
    `AttributeError`) exactly like the expected failure, so bugs turn into wrong results
    instead of visible errors. Severity is low: at a boundary (a request handler, a
    worker loop) a catch-all can be deliberate, which is why handlers that re-raise
    (`raise`, `raise AppError(...) from exc`), log it or forward it are not reported.
    Turning it into text and carrying on (`return {"error": str(exc)}`) is, and so is a
    fallback around the snippet's own functions, which hides their bugs. A bare `except:`
    is CR401.

    ## Example
    ```python
    def parse(text):
        return [int(field) for field in text.split(",")]

    def load(path):
        try:
            with open(path) as stream:
                return parse(stream.read())
        except Exception:
            return None
    ```

    ## Use instead
    ```python
    def parse(text):
        return [int(field) for field in text.split(",")]

    def load(path):
        try:
            with open(path) as stream:
                return parse(stream.read())
        except (OSError, ValueError) as exc:
            raise RuntimeError(f"cannot load {path}") from exc
    ```
    """

    id = "CR402"
    name = "broad-except"
    characteristic = Characteristic.RELIABILITY
    cwe = 396
    severity = Severity.LOW
    node_types = (ast.ExceptHandler,)
    message = "Catching `{}` hides unexpected errors; catch specific exceptions or re-raise"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for handler in snippet.nodes(ast.ExceptHandler):
            broad = [name for name in map(dotted, handler_types(handler)) if name in BROAD_EXCEPTIONS]
            # a handler that does nothing at all is CR403's (one weakness, one finding)
            if (broad and not handler_swallows(handler) and not handler_passes_on(snippet, handler)
                    and not handler_falls_back(snippet, handler)):
                yield self.finding(header_span(handler), self.message.format(broad[0].rsplit(".", 1)[-1]))
