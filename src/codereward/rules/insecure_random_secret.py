"""CR207: a password, token, key or salt made with the `random` module."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import name_words, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: the functions of ``random`` (and of its ``Random`` instances) that produce values
GENERATORS = frozenset({"random", "randint", "randrange", "choice", "choices", "sample", "getrandbits",
                        "randbytes", "uniform"})
#: a name with one of these words names a secret on its own
SECRET_WORDS = frozenset({"password", "passwd", "pwd", "passphrase", "secret", "salt", "nonce", "otp",
                          "apikey", "pin", "iv", "csrf", "sessionid", "totp", "hotp"})
#: a word that names a secret after one of these (``api_key``, ``session_id``, ``reset_code``)
QUALIFIED = {"key": frozenset({"api", "secret", "private", "encryption", "signing", "aes", "hmac", "session",
                               "access", "crypto", "cipher", "auth"}),
             "id": frozenset({"session"}),
             # a bare ``token`` is also a lexer's token or a MIME boundary's number
             "token": frozenset({"reset", "auth", "access", "api", "csrf", "xsrf", "session", "refresh", "bearer",
                                 "verification", "secret", "login", "confirm", "confirmation", "activation",
                                 "invite", "security", "jwt", "oauth", "generate", "gen", "make", "new",
                                 "create", "random", "bot"}),
             "code": frozenset({"reset", "verification", "auth", "activation", "confirmation", "otp", "login"})}


def names_secret(name: str) -> bool:
    """True when a snake/camel-case name names a secret (``reset_token``, ``sessionId``)."""
    words = name_words(name)
    if SECRET_WORDS.intersection(words):
        return True
    return any(word in QUALIFIED and index and words[index - 1] in QUALIFIED[word]
               for index, word in enumerate(words))


def _context_names(snippet: Snippet, node: ast.AST) -> Iterator[str]:
    """The names the value of ``node`` ends up under: assignment targets and keyword
    arguments, then the function that computes it."""
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = ancestor.targets if isinstance(ancestor, ast.Assign) else [ancestor.target]
            for target in targets:
                if isinstance(target, (ast.Name, ast.Attribute)):
                    yield target.id if isinstance(target, ast.Name) else target.attr
                elif isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant) \
                        and isinstance(target.slice.value, str):
                    yield target.slice.value
            break
        if isinstance(ancestor, ast.keyword) and ancestor.arg:
            yield ancestor.arg
            break
        if isinstance(ancestor, ast.stmt):
            break
    for ancestor in snippet.ancestors(node):  # the function that makes it: ``def reset_token(): ...``
        if isinstance(ancestor, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield ancestor.name
            return


@register
class InsecureRandomSecret(AstRule):
    """## What it does
    Reports values of the `random` module (`choice`, `randint`, `getrandbits`, ...)
    that become a password, token, key, salt, nonce or one-time code: assigned to such a
    name, passed as such an argument, or computed in a function named for one
    (`generate_password`, `reset_token`).

    Other uses of `random` (simulations, sampling, shuffling test data) are not reported.

    ## Why is this bad?
    `random` is a Mersenne Twister: 624 outputs reveal its whole state, so an attacker
    who sees a few tokens can compute every past and future one. Secrets need a
    cryptographically secure generator (use of cryptographically weak PRNG).

    ## Example
    ```python
    import random
    import string

    def reset_token():
        return "".join(random.choice(string.ascii_letters) for _ in range(32))
    ```

    ## Use instead
    ```python
    import secrets

    def reset_token():
        return secrets.token_urlsafe(32)
    ```
    """

    id = "CR207"
    name = "insecure-random-secret"
    characteristic = Characteristic.SECURITY
    cwe = 338
    severity = Severity.HIGH
    message = "Secret made with the non-cryptographic `random` module: use `secrets`"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "random" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)) not in GENERATORS:
                continue
            qualified = qualified_name(snippet, func) or ""
            module, _, function = qualified.rpartition(".")
            if module != "random" or function not in GENERATORS:
                continue
            secret = next((name for name in _context_names(snippet, call) if names_secret(name)), None)
            if secret is not None:
                yield self.finding(call, f"`{qualified}` makes `{secret}`: its values are predictable; "
                                         "use `secrets`")
