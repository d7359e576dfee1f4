"""CR237: a cookie set without ``secure=True``."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_value, keyword_value
from codereward.rules.analysis.web import cookie_calls
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: the ``set_cookie`` position of each flag in Flask/Werkzeug and Django (key, value,
#: max_age, expires, path, domain, secure, httponly, samesite); Starlette's order differs
#: after ``domain`` (secure, httponly too): the same places
FLAG_POSITIONS = {"secure": 6, "httponly": 7}


def flag(snippet: Snippet, call: ast.Call, name: str) -> object:
    """What ``set_cookie`` is given for ``secure``/``httponly`` (``False`` when left out:
    every framework defaults both to off); ``None`` when it cannot be known."""
    given = keyword_value(call, name)
    if given is None and len(call.args) > FLAG_POSITIONS[name]:
        given = call.args[FLAG_POSITIONS[name]]
    if given is None:
        return None if any(keyword.arg is None for keyword in call.keywords) else False  # ``**options``
    value = constant_value(snippet, given)
    return bool(value) if isinstance(value, (bool, int, type(None))) else None


def cookie_name(snippet: Snippet, call: ast.Call) -> str:
    name = constant_value(snippet, call.args[0] if call.args else keyword_value(call, "key"))
    return f"`{name}`" if isinstance(name, str) else "a cookie"


@register
class CookieWithoutSecure(AstRule):
    """## What it does
    Reports `set_cookie` on a response (Flask/Werkzeug, Django, FastAPI/Starlette) that
    does not pass `secure=True`: the flag left out (every framework's default is off)
    or set to a false constant. `samesite=` alone does not make a cookie secure. A call
    that passes `**options` or a flag whose value is not known is not reported.

    ## Why is this bad?
    Without the `Secure` attribute the browser also sends the cookie over plain HTTP,
    where anyone on the network reads it (sensitive cookie in HTTPS session without
    'Secure' attribute). A session or remember-me cookie read that way is an account
    taken over.

    ## Example
    ```python
    from flask import Flask, make_response

    app = Flask(__name__)

    @app.route("/login")
    def login():
        response = make_response("ok")
        response.set_cookie("session_id", "abc", httponly=True)
        return response
    ```

    ## Use instead
    ```python
    from flask import Flask, make_response

    app = Flask(__name__)

    @app.route("/login")
    def login():
        response = make_response("ok")
        response.set_cookie("session_id", "abc", secure=True, httponly=True)
        return response
    ```
    """

    id = "CR237"
    name = "cookie-without-secure"
    characteristic = Characteristic.SECURITY
    cwe = 614
    severity = Severity.MEDIUM
    message = "Cookie set without `secure=True`: the browser also sends it over plain HTTP"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for call in cookie_calls(snippet):
            if flag(snippet, call, "secure") is False:
                yield self.finding(call, f"{cookie_name(snippet, call)} is set without `secure=True`: the browser "
                                         "also sends it over plain HTTP")
