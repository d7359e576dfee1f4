"""CR236: an SMTP connection that never switches to TLS."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class CleartextSmtp(AstRule):
    """## What it does
    Reports `smtplib.SMTP(host, ...)` (a connection opened to a server) in a snippet that
    never calls `starttls()`: everything sent on it, the `login` credentials and the
    mail, crosses the network in clear text. `smtplib.SMTP_SSL` and a connection that
    calls `starttls()` are not reported.

    ## Why is this bad?
    Anyone on the path between the program and the mail server can read the password
    and the messages, and change them (CWE-319, cleartext transmission of sensitive
    information). Severity is medium.

    ## Example
    ```python
    import smtplib

    def connect(user, password):
        server = smtplib.SMTP("smtp.example.com", 587)
        server.login(user, password)
        return server
    ```

    ## Use instead
    ```python
    import smtplib
    import ssl

    def connect(user, password):
        server = smtplib.SMTP("smtp.example.com", 587)
        server.starttls(context=ssl.create_default_context())
        server.login(user, password)
        return server
    ```
    """

    id = "CR236"
    name = "cleartext-smtp"
    characteristic = Characteristic.SECURITY
    cwe = 319
    severity = Severity.MEDIUM
    message = "SMTP connection without `starttls()`: credentials and mail cross the network in clear text"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        source = snippet.source
        if "smtplib" not in source or "starttls" in source:
            return
        for call in snippet.nodes(ast.Call):
            if qualified_name(snippet, call.func) == "smtplib.SMTP" and (call.args or any(
                    k.arg == "host" for k in call.keywords)):
                yield self.finding(call, "SMTP connection that never calls `starttls()`: the login and the mail "
                                         "cross the network in clear text; call `starttls()` or use `SMTP_SSL`")
