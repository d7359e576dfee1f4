"""CR239: data the client sent stored in the server-side session."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class RequestDataInSession(TaintRule):
    """## What it does
    Reports a value or key that may come from the request (query string, form, JSON
    body, headers, cookies, a route parameter) stored in the session: Flask's
    `session[key] = value`, Django's and Starlette's `request.session[key] = value`, and
    `session.update(...)`/`setdefault(...)`, also through a local name for the session
    (`session = self.request.session`) or for a list or dict it holds (`basket =
    session.setdefault("basket", [])`, then `basket.append(...)`). Values that never hold request data are not
    reported: source-to-sink tracking follows the value (a branch that a condition made of
    constants never takes, `"safe" if 7 * 18 + num > 200 else param`, carries nothing; nor
    does the constant entry of a dict that holds the request value under another key), and
    a value checked against an allow-list, or passed through `int()`, `len()` or a digest,
    is clean.

    ## Why is this bad?
    The rest of the application treats what is in the session as data the server put
    there and checked: a user name, a role, a flag. Storing unchecked client data there
    mixes trusted and untrusted data behind one trust boundary (trust boundary
    violation), so later code grants what the client asked for.

    ## Example
    ```python
    from flask import Flask, request, session

    app = Flask(__name__)

    @app.route("/prefs")
    def prefs():
        session["role"] = request.args.get("role", "user")
        return "ok"
    ```

    ## Use instead
    ```python
    from flask import Flask, request, session

    app = Flask(__name__)
    ROLES = {"user", "editor"}

    @app.route("/prefs")
    def prefs():
        role = request.args.get("role", "user")
        session["role"] = role if role in ROLES else "user"
        return "ok"
    ```
    """

    id = "CR239"
    name = "request-data-in-session"
    characteristic = Characteristic.SECURITY
    cwe = 501
    severity = Severity.MEDIUM
    message = "Request data stored in the session: validate it before it crosses the trust boundary"

    kinds = ("session",)
    advice = "check it against an allow-list (or store an id the server looked up) before it crosses the trust boundary"
