"""CR232: untrusted input written into a response header."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class HeaderInjection(TaintRule):
    """## What it does
    Reports untrusted data written into an HTTP response header: `response.headers[...]
    = ...`, `headers.add/set(...)`, `set_cookie(name, value)`, the `headers=` of a
    response.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A line break in a header value ends the header: the client adds its own headers
    or a whole second response (HTTP response splitting).

    ## Example
    ```python
    from flask import Flask, Response, request

    app = Flask(__name__)

    @app.route("/lang")
    def lang():
        response = Response("ok")
        response.headers["Content-Language"] = request.args["lang"]
        return response
    ```

    ## Use instead
    ```python
    from flask import Flask, Response, request

    app = Flask(__name__)
    LANGS = ("en", "de")

    @app.route("/lang")
    def lang():
        response = Response("ok")
        wanted = request.args["lang"]
        if wanted in LANGS:
            response.headers["Content-Language"] = wanted
        return response
    ```
    """

    id = "CR232"
    name = "header-injection"
    characteristic = Characteristic.SECURITY
    cwe = 113
    severity = Severity.MEDIUM
    message = "Untrusted input written into a response header"
    kinds = ('header',)
    advice = 'check it against an allow-list or strip `\\r` and `\\n`'
