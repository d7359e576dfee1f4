"""CR231: untrusted input chooses the URL of a server-side request."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class ServerSideRequestForgery(TaintRule):
    """## What it does
    Reports untrusted data that becomes (part of) the URL of an outgoing request:
    `requests.get/post/...`, `httpx`, `urllib.request.urlopen`/`Request`,
    `http.client.HTTPConnection`, `aiohttp`.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    The server fetches what the client names, from inside the network: cloud metadata
    (`http://169.254.169.254/`), admin interfaces and internal services answer it
    (server-side request forgery).

    ## Example
    ```python
    import requests
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/fetch")
    def fetch():
        return requests.get(request.args["url"], timeout=5).text
    ```

    ## Use instead
    ```python
    import requests
    from flask import Flask, request

    app = Flask(__name__)
    FEEDS = {"https://status.example.com/health"}

    @app.route("/fetch")
    def fetch():
        url = request.args["url"]
        if url not in FEEDS:
            return "refused"
        return requests.get(url, timeout=5).text
    ```
    """

    id = "CR231"
    name = "server-side-request-forgery"
    characteristic = Characteristic.SECURITY
    cwe = 918
    severity = Severity.HIGH
    message = "Untrusted input chooses the URL of a server-side request"
    kinds = ('ssrf',)
    advice = 'check the URL (or its host) against an allow-list before fetching it'
