"""CR207: a JSON Web Token decoded without checking its signature."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_value, keyword_value, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: PyJWT and python-jose decoders
DECODERS = frozenset({"jwt.decode", "jose.jwt.decode", "jwt.api_jwt.decode", "jwt.PyJWT.decode"})


def _why_unverified(snippet: Snippet, call: ast.Call) -> str | None:
    if constant_value(snippet, keyword_value(call, "verify")) is False:
        return "`verify=False`"
    options = keyword_value(call, "options")
    if isinstance(options, ast.Dict):
        for key, value in zip(options.keys, options.values):
            if isinstance(key, ast.Constant) and key.value == "verify_signature" \
                    and constant_value(snippet, value) is False:
                return "`options={\"verify_signature\": False}`"
    algorithms = constant_value(snippet, keyword_value(call, "algorithms"))
    if isinstance(algorithms, list) and any(isinstance(a, str) and a.lower() == "none" for a in algorithms):
        return "the `none` algorithm"
    return None


@register
class JwtVerificationDisabled(AstRule):
    """## What it does
    Reports `jwt.decode` (PyJWT, python-jose) called with signature verification turned
    off: `verify=False`, `options={"verify_signature": False}`, or `"none"` among the
    accepted `algorithms`.

    ## Why is this bad?
    A token whose signature is not checked is just a JSON document the client wrote:
    anyone can set `"admin": true` or another user's id in it. Every decision taken on
    its claims is then an authentication bypass (improper verification of a
    cryptographic signature).

    ## Example
    ```python
    import jwt

    def claims(token, key):
        return jwt.decode(token, key, algorithms=["HS256"], options={"verify_signature": False})
    ```

    ## Use instead
    ```python
    import jwt

    def claims(token, key):
        return jwt.decode(token, key, algorithms=["HS256"])
    ```
    """

    id = "CR207"
    name = "jwt-verification-disabled"
    characteristic = Characteristic.SECURITY
    cwe = 347
    severity = Severity.HIGH
    message = "JWT decoded without verifying its signature"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "jwt" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            if not call.keywords or qualified_name(snippet, call.func) not in DECODERS:
                continue
            why = _why_unverified(snippet, call)
            if why is not None:
                yield self.finding(call, f"JWT decoded with {why}: its signature is never checked")
