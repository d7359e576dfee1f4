"""CR203: a password or other secret hashed with MD5 or SHA-1."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import PUBLIC_ONCE_MADE, destination, dotted, names_a_secret, qualified_name, walk
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_WEAK = frozenset({"md5", "sha1", "md4", "md2"})


@register
class WeakHashOfSecret(AstRule):
    """## What it does
    Reports MD5 or SHA-1 (`hashlib.md5`, `hashlib.sha1`, `hashlib.new("md5")`) applied
    to a secret: a password, token or key among the hashed data, or a result that
    becomes one (`password_hash = hashlib.md5(...)`). A nonce or a salt must be
    unpredictable but is public once made, so hashing one, or hashing into one, hides
    nothing and is not reported (CR204 reports one drawn from `random`). Checksums, cache keys, ETags and
    protocol-mandated uses (HTTP digest authentication, UUID version 5, git object ids)
    are not reported, nor a call with `usedforsecurity=False` (unlike bandit's B324,
    ruff's S324, which reports every use and is not selected).

    ## Why is this bad?
    MD5 and SHA-1 are fast and broken: a stolen table of MD5 password hashes is cracked
    by the billion per second, and collisions can be forged (CWE-328, use of weak hash).
    Severity is high: every credential behind the hash is exposed.

    ## Example
    ```python
    import hashlib

    def store(user, password):
        user.password_hash = hashlib.md5(password.encode()).hexdigest()
    ```

    ## Use instead
    ```python
    import hashlib
    import os

    def store(user, password):
        user.salt = os.urandom(16)
        user.password_hash = hashlib.scrypt(password.encode(), salt=user.salt, n=2**14, r=8, p=1)
    ```
    """

    id = "CR203"
    name = "weak-hash-of-secret"
    characteristic = Characteristic.SECURITY
    cwe = 328
    severity = Severity.HIGH
    message = "Secret hashed with MD5 or SHA-1: use a password hash (scrypt, argon2) or SHA-256+"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "hashlib" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            algorithm = _weak_algorithm(snippet, call)
            if algorithm is None or any(k.arg == "usedforsecurity" for k in call.keywords):
                continue
            secret = next((name for arg in call.args for node in walk(arg)
                           if isinstance(node, (ast.Name, ast.Attribute))
                           and names_a_secret(name := dotted(node), PUBLIC_ONCE_MADE)), None) or _secret_result(snippet, call)
            if secret:
                yield self.finding(call, f"`{secret}` is hashed with {algorithm.upper()}, which is fast and broken: "
                                         "use a password hash (hashlib.scrypt, argon2) or SHA-256 and up")


def _weak_algorithm(snippet: Snippet, call: ast.Call) -> str | None:
    name = qualified_name(snippet, call.func) or ""
    module, _, function = name.rpartition(".")
    if module != "hashlib":
        return None
    if function in _WEAK:
        return function
    if function == "new" and call.args and isinstance(call.args[0], ast.Constant):
        value = str(call.args[0].value).lower().replace("-", "")
        return value if value in _WEAK else None
    return None


def _secret_result(snippet: Snippet, call: ast.Call) -> str | None:
    target = destination(snippet, call)
    return target if names_a_secret(target, PUBLIC_ONCE_MADE) else None
