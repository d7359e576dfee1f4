"""CR238: a cookie set without ``httponly=True``."""

from __future__ import annotations

from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.base import AstRule, register
from codereward.rules.cookie_without_secure import unflagged
from codereward.snippet import Snippet


@register
class CookieWithoutHttponly(AstRule):
    """## What it does
    Reports `set_cookie` on a response (Flask/Werkzeug, Django, FastAPI/Starlette), or
    Werkzeug's `dump_cookie` writing a `Set-Cookie` value, that does not pass `httponly=True`: the flag left out (every framework's default is
    off) or set to a false constant (or a condition of module constants that folds to false, or the
    attribute of a settings object of the module's: a dataclass field's default). `secure=True` or `samesite=` do not make up for
    it. `**options` of a dict literal (or `dict(zip(NAMES, VALUES))` of constants) are read with what
    is stored into it by key before the call; a call that passes other `**options` or a flag whose
    value is not known is not reported, unless the request decides the flag (a branch a condition on
    a header picks): the client can turn it off. Also reported: a response's or a `SimpleCookie()`'s cookie set by key (`response.cookies["id"] = value`)
    with no `response.cookies["id"]["httponly"] = True` in the same function, a `Set-Cookie` header written by hand without `HttpOnly`,
    and the framework's session or CSRF cookie configured with
    `SESSION_COOKIE_HTTPONLY = False`.

    ## Why is this bad?
    A cookie without the `HttpOnly` attribute can be read by the page's JavaScript
    (`document.cookie`): one cross-site scripting flaw anywhere on the site hands the
    session to the attacker (sensitive cookie without 'HttpOnly' flag).

    ## Example
    ```python
    from django.http import HttpResponse

    def login(request):
        response = HttpResponse("ok")
        response.set_cookie("session_id", "abc", secure=True)
        return response
    ```

    ## Use instead
    ```python
    from django.http import HttpResponse

    def login(request):
        response = HttpResponse("ok")
        response.set_cookie("session_id", "abc", secure=True, httponly=True)
        return response
    ```
    """

    id = "CR238"
    name = "cookie-without-httponly"
    characteristic = Characteristic.SECURITY
    cwe = 1004
    severity = Severity.MEDIUM
    message = "Cookie set without `httponly=True`: page scripts can read it"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for node, what in unflagged(snippet, "httponly"):
            yield self.finding(node, f"{what} is set without the `HttpOnly` flag: page scripts can read it")
