"""CR217: a web route that sends an exception's details to the client."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import is_broad_handler, qualified_name, route_parameters, walk, walk_body
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: calls that render the exception being handled
TRACEBACK_CALLS = frozenset({"traceback.format_exc", "traceback.format_exception", "traceback.format_tb",
                             "traceback.format_stack", "sys.exc_info"})


def _exposes(snippet: Snippet, value: ast.AST, handler: ast.ExceptHandler) -> str | None:
    """What of the exception ``value`` carries: its traceback, or (for a broad handler) the exception."""
    for node in walk(value):
        if isinstance(node, ast.Call) and qualified_name(snippet, node.func) in TRACEBACK_CALLS:
            return "the traceback"
        if handler.name and isinstance(node, ast.Name) and node.id == handler.name and is_broad_handler(handler):
            return f"the exception `{handler.name}`"
    return None


@register
class ExceptionExposure(AstRule):
    """## What it does
    Reports a web route (a function under `@app.route`, `@app.get`, `@router.post`, ...)
    that answers an exception with its details: a traceback
    (`traceback.format_exc()`), or the exception itself (`str(e)`, `{"error": repr(e)}`)
    caught by a broad handler (`except Exception as e`, bare `except`).

    ## Why is this bad?
    Tracebacks and unexpected exception messages tell an attacker file paths, library
    versions, SQL statements and values from the server, which guide the next attack
    (generation of error message containing sensitive information).

    ## Example
    ```python
    import traceback
    from flask import Flask

    app = Flask(__name__)

    @app.route("/report")
    def report():
        try:
            return build_report()
        except Exception:
            return traceback.format_exc(), 500
    ```

    ## Use instead
    ```python
    import logging
    from flask import Flask

    app = Flask(__name__)

    @app.route("/report")
    def report():
        try:
            return build_report()
        except Exception:
            logging.exception("report failed")
            return "internal error", 500
    ```
    """

    id = "CR217"
    name = "exception-exposure"
    characteristic = Characteristic.SECURITY
    cwe = 209
    severity = Severity.MEDIUM
    message = "Exception details sent to the client"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "except" not in snippet.source or "@" not in snippet.source:
            return
        for function in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
            if not function.decorator_list or route_parameters(function) is None:  # type: ignore[attr-defined]
                continue
            for handler in walk(function):
                if not isinstance(handler, ast.ExceptHandler):
                    continue
                for node in walk_body(handler.body):
                    if isinstance(node, ast.Return) and node.value is not None:
                        what = _exposes(snippet, node.value, handler)
                        if what is not None:
                            yield self.finding(node, f"The route answers with {what}: log it and return a "
                                                     "generic message")
