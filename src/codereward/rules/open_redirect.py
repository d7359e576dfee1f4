"""CR228: redirect to a URL taken from the request."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class OpenRedirect(TaintRule):
    """## What it does
    Reports untrusted data that chooses where a response redirects: `redirect(...)`,
    `HttpResponseRedirect`, `RedirectResponse`, a `Location` header, or what a class-based
    view's `get_success_url`/`get_redirect_url` returns (Django redirects there). A check of the
    URL's host against an allow-list before the redirect ends the flow (`if
    urlparse(url).netloc not in HOSTS: abort(400)`, `if parsed.netloc in HOSTS:
    return redirect(url)`, Django's `url_has_allowed_host_and_scheme`), and so does
    refusing any host (`if urlparse(url).netloc: abort(400)`); a check of the scheme
    alone does not. A check kept in a name counts where the name is tested (`allowed =
    urlparse(url).netloc in HOSTS`, then `redirect(url if allowed else "/")`), while
    nothing it read is bound again; a check whose result is never tested proves nothing.
    The URL's host equal to the host the request reached (`urlparse(url).netloc ==
    urlparse(request.host_url).netloc`, `request.host`, Django's `request.get_host()`) keeps it
    on the site too.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A link to `https://yoursite/login?next=https://evil.example` sends users from a
    page they trust to a phishing page (open redirect).

    ## Example
    ```python
    from flask import Flask, redirect, request

    app = Flask(__name__)

    @app.route("/go")
    def go():
        return redirect(request.args.get("next", "/"))
    ```

    ## Use instead
    ```python
    from flask import Flask, redirect, request

    app = Flask(__name__)
    SAFE = {"/", "/home"}

    @app.route("/go")
    def go():
        target = request.args.get("next", "/")
        if target not in SAFE:
            target = "/"
        return redirect(target)
    ```
    """

    id = "CR228"
    name = "open-redirect"
    characteristic = Characteristic.SECURITY
    cwe = 601
    severity = Severity.HIGH
    message = "Redirect to a URL taken from the request"
    kinds = ('redirect',)
    advice = 'redirect only to known paths (an allow-list) or to `url_for(...)`'
