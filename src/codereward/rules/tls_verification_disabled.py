"""CR205: a TLS context that does not check certificates or host names."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_value, dotted, keyword_value, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

CERT_NONE = frozenset({"ssl.CERT_NONE", "ssl.VerifyMode.CERT_NONE"})


def _conditional(snippet: Snippet, node: ast.AST) -> bool:
    """True when ``node`` runs only on some path of its function (under an ``if``, ``match`` or handler)."""
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, (ast.If, ast.IfExp, ast.match_case, ast.ExceptHandler)):
            return True
        if isinstance(ancestor, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            return False
    return False


@register
class TlsVerificationDisabled(AstRule):
    """## What it does
    Reports TLS set up to accept any certificate: `context.verify_mode = ssl.CERT_NONE`,
    `context.check_hostname = False`, and `cert_reqs=ssl.CERT_NONE` passed to a call
    (`ssl.wrap_socket`, urllib3 pools, ...). An assignment under an `if` (a library
    honouring a caller's explicit `verify=False`) is not reported.

    ## Why is this bad?
    Without certificate and host-name checks, anyone on the network path can present
    their own certificate and read or change the traffic: the encryption then protects
    the connection to the attacker (improper certificate validation).

    ## Example
    ```python
    import ssl

    context = ssl.create_default_context()
    context.check_hostname = False
    ```

    ## Use instead
    ```python
    import ssl

    context = ssl.create_default_context()
    ```
    """

    id = "CR205"
    name = "tls-verification-disabled"
    characteristic = Characteristic.SECURITY
    cwe = 295
    severity = Severity.HIGH
    message = "TLS certificate or host-name verification turned off"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "ssl" not in snippet.source and "CERT_NONE" not in snippet.source:
            return
        for node in snippet.nodes(ast.Assign):
            if _conditional(snippet, node):
                continue  # ``if verify is False: ...``: an opt-out the caller asked for
            for target in node.targets:
                if not isinstance(target, ast.Attribute) or dotted(target.value) == "self":
                    continue  # a context-like class setting its own attribute
                if target.attr == "verify_mode" and qualified_name(snippet, node.value) in CERT_NONE:
                    yield self.finding(node, "`verify_mode = CERT_NONE`: any certificate is accepted")
                elif target.attr == "check_hostname" and constant_value(snippet, node.value) is False:
                    yield self.finding(node, "`check_hostname = False`: a certificate for any host is accepted")
        for call in snippet.nodes(ast.Call):
            value = keyword_value(call, "cert_reqs") if call.keywords else None
            if value is not None and (qualified_name(snippet, value) in CERT_NONE
                                      or constant_value(snippet, value) in ("CERT_NONE", "none")):
                yield self.finding(call, "`cert_reqs=CERT_NONE`: any certificate is accepted")
