"""CR203: MD5 or SHA-1 used where the hash must resist attack."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    PUBLIC_ONCE_MADE,
    argument,
    constant_value,
    dotted,
    enclosing_function,
    keyword_value,
    name_words,
    names_a_secret,
    qualified_name,
    walk,
)
from codereward.rules.analysis.web import COOKIE, HEADER, SESSION, handles_request, value_ends
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

_WEAK = frozenset({"md5", "sha1", "md4", "md2"})
#: words of a name that says the digest identifies data rather than protects it
NON_SECURITY_WORDS = frozenset({"cache", "etag", "checksum", "checksums", "fingerprint", "crc", "dedup",
                                "dedupe", "bucket", "shard", "partition", "color", "colour", "filename",
                                "fname", "basename", "nonce", "salt", "cnonce", "uuid", "guid", "id", "ident",
                                "identifier", "uid", "key", "keys"})
#: words of a URL's constant text that say the digest in it addresses public data (an avatar, a cached file)
_PUBLIC_ADDRESS_WORDS = frozenset({"avatar", "gravatar", "identicon", "cache", "etag", "checksum"})
#: calls that read a file: a digest computed beside them is a checksum of that file
_FILE_READS = frozenset({"open", "read", "read_bytes", "readinto", "readline", "readlines"})


@register
class WeakHash(AstRule):
    """## What it does
    Reports MD5 or SHA-1 (`hashlib.md5`, `hashlib.sha1`, `hashlib.new("md5")` or
    `hashlib.new(ALGORITHM)` with `ALGORITHM = "md5"` bound once, or on the branch a constant
    condition takes, or held by a class of the module's: `hashlib.new(self.settings.algorithm)`, MD4,
    MD2, and `hmac.new(key, data, hashlib.md5)`), as bandit's B324 does, unless the call says `usedforsecurity=False` (or passes
    that flag on from its caller) or its value provably ends in a use that needs no
    resistance to attack:

    - stored under a name, or computed by a function, that says it identifies data:
      a cache key, an ETag, a checksum, a fingerprint, a bucket or shard, a file name,
      an id or UUID (`cache_key = md5(...)`, `response.headers["ETag"] = ...`,
      `response.set_etag(...)`, `def uuid5(...)`); a name that says it is a secret (`api_key`, `token`,
      `user.set_password(...)`) wins;
    - placed in the address of public data: the constant text of the URL or string it is
      built into names an avatar, an identicon or a cached file
      (`f"https://www.gravatar.com/avatar/{md5(email)}"`), and no secret (`?token=`);
    - a checksum of files: the function reads the file it digests (outside a request
      handler, where the file may be an upload);
    - the algorithm a protocol asks for: the call sits under a test of the algorithm's
      name (`if algorithm == "MD5":`, HTTP digest authentication);
    - a nonce or salt made by hashing: they must be unpredictable, and are public once
      made, so a weak hash hides nothing (CR204 reports one drawn from `random`).

    A secret among the hashed data (a password, a token, a key) is always reported,
    and so is a digest that goes into a cookie, the session or a response header other
    than an ETag.

    ## Why is this bad?
    MD5 and SHA-1 are fast and broken: a stolen table of MD5 password hashes is cracked
    by the billion per second, and collisions can be forged, so a signature, an
    integrity check or a token built on them can be forged too (CWE-328, use of weak
    hash). Severity is high: whatever the hash protects is exposed.

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
    name = "weak-hash"
    characteristic = Characteristic.SECURITY
    cwe = 328
    severity = Severity.HIGH
    message = "MD5 or SHA-1 where the hash must resist attack: use SHA-256 and up (scrypt or argon2 for passwords)"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "hashlib" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            algorithm = _weak_algorithm(snippet, call)
            if algorithm is None or _not_for_security(snippet, call):
                continue
            secret = next((name for arg in call.args for node in walk(arg)
                           if isinstance(node, (ast.Name, ast.Attribute))
                           and names_a_secret(name := dotted(node), PUBLIC_ONCE_MADE)), None)
            if secret:
                yield self.finding(call, f"`{secret}` is hashed with {algorithm.upper()}, which is fast and broken: "
                                         "use a password hash (hashlib.scrypt, argon2) or SHA-256 and up")
                continue
            texts: list[str] = []
            ends = value_ends(snippet, call, texts)
            target = next((end for end in ends if end in (COOKIE, SESSION, HEADER)
                           or names_a_secret(end, PUBLIC_ONCE_MADE)), None)
            if target is None and _identifies_data(snippet, call, ends, texts):
                continue
            shown = target if target in (COOKIE, SESSION, HEADER) else f"`{target}`" if target else "its digest"
            yield self.finding(call, f"{algorithm.upper()} is broken (collisions can be forged) and {shown} may "
                                     "need to resist attack: use SHA-256 and up, or pass `usedforsecurity=False` "
                                     "for a checksum")


def _not_for_security(snippet: Snippet, call: ast.Call) -> bool:
    """``usedforsecurity=False``, or the flag passed on from the caller (a wrapper)."""
    flag = keyword_value(call, "usedforsecurity")
    return flag is not None and constant_value(snippet, flag) is not True


def _identifies_data(snippet: Snippet, call: ast.Call, ends: list[str], texts: list[str]) -> bool:
    """The digest provably ends in a use that needs no resistance to attack (see the rule)."""
    function = enclosing_function(snippet, call)
    named = [*ends, getattr(function, "name", "")]  # a function is named for what it computes
    if any(NON_SECURITY_WORDS.intersection(name_words(end)) for end in named):
        return True
    if any(_PUBLIC_ADDRESS_WORDS.intersection(name_words(text)) for text in texts) \
            and not any(names_a_secret(text, PUBLIC_ONCE_MADE) for text in texts):
        return True  # ``f"https://www.gravatar.com/avatar/{digest}"``: the address of public data
    for ancestor in snippet.ancestors(call):
        test = getattr(ancestor, "test", None)
        if test is not None and any(isinstance(node, ast.Constant) and isinstance(node.value, str)
                                    and node.value.lower().replace("-", "").startswith(("md5", "sha", "md4"))
                                    for node in walk(test)):
            return True  # the peer chose the algorithm: ``if algorithm == "MD5":``
    if function is None or handles_request(snippet, function):
        return False
    return any(isinstance(node, ast.Call) and (dotted(node.func) or "").rpartition(".")[2] in _FILE_READS
               for node in walk(function))


def _weak_algorithm(snippet: Snippet, call: ast.Call) -> str | None:
    name = qualified_name(snippet, call.func) or ""
    if name in ("hmac.new", "hmac.HMAC", "hmac.digest"):  # the digest is the MAC's: MD5 or SHA-1 by name
        mode = argument(call, 2, "digestmod")
        mode_name = qualified_name(snippet, mode) if mode is not None else None
        value = (mode_name or "").rpartition(".")[2] if mode_name else constant_value(snippet, mode)
        value = value.lower().replace("-", "") if isinstance(value, str) else None
        return value if value in _WEAK else None
    module, _, function = name.rpartition(".")
    if module != "hashlib":
        return None
    if function in _WEAK:
        return function
    if function == "new" and call.args:
        # a literal, or a name bound once to one (``hashlib.new(PASSWORD_ALGORITHM, ...)``)
        value = constant_value(snippet, call.args[0])
        value = value.lower().replace("-", "") if isinstance(value, str) else None
        return value if value in _WEAK else None
    return None

