"""CR212: a password hashed without salt, with a fast hash, or with a constant salt."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import argument, constant_value, name_words, qualified_name, walk
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: general-purpose hashes; MD5 and SHA-1 of a secret are CR203's (weak-hash, CWE-328)
FAST_HASHES = frozenset({"sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512",
                         "blake2b", "blake2s", "new"})
_BROKEN = frozenset({"md5", "sha1", "md4", "md2", "md5-sha1"})
#: key-derivation functions and where their salt goes (position, keyword)
KDFS = {"hashlib.pbkdf2_hmac": (2, "salt"), "hashlib.scrypt": (99, "salt"), "bcrypt.hashpw": (1, "salt")}
PASSWORD_WORDS = frozenset({"password", "passwd", "pwd", "passphrase", "pw"})
UNSALTED, FAST, CONSTANT_SALT = 759, 916, 760
#: the last part of every name above: calls named otherwise are skipped before any lookup
_NAMES = FAST_HASHES | {name.rpartition(".")[2] for name in KDFS}


def _mentions(expr: ast.AST, words: frozenset[str]) -> bool:
    for node in walk(expr):
        name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
        if name and words.intersection(name_words(name)):
            return True
    return False


@register
class WeakPasswordHash(AstRule):
    """## What it does
    Reports passwords stored with a general-purpose hash: a `hashlib` digest (`sha256`,
    `sha512`, `blake2b`, `hashlib.new(...)`, ...) of a value named like a password,
    reported as a hash without salt (CWE-759), or, when a salt is mixed in, as a hash
    too fast for passwords (CWE-916); and a key-derivation function (`pbkdf2_hmac`,
    `scrypt`, `bcrypt.hashpw`) given a constant salt (CWE-760). MD5 and SHA-1 of a
    secret are reported by CR203 (weak-hash).

    ## Why is this bad?
    Unsalted digests of common passwords are in precomputed tables, and equal passwords
    get equal hashes; a GPU tries billions of SHA-256 guesses per second, so even a
    salted fast hash falls to a dictionary attack. A constant salt is no salt: one
    table serves every account.

    ## Example
    ```python
    import hashlib

    def store(db, user, password):
        db[user] = hashlib.sha256(password.encode()).hexdigest()
    ```

    ## Use instead
    ```python
    import hashlib
    import os

    def store(db, user, password):
        salt = os.urandom(16)
        db[user] = (salt, hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1))
    ```
    """

    id = "CR212"
    name = "weak-password-hash"
    characteristic = Characteristic.SECURITY
    cwe = UNSALTED
    severity = Severity.HIGH
    call_names = _NAMES  # a call named otherwise is skipped before any lookup
    message = "Password hashed without salt: use a slow, salted key-derivation function"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "hashlib" not in snippet.source and "bcrypt" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)) not in _NAMES:
                continue
            qualified = qualified_name(snippet, func) or ""
            if qualified in KDFS:
                position, keyword = KDFS[qualified]
                salt = argument(call, position, keyword)
                if salt is not None and isinstance(constant_value(snippet, salt), (bytes, str)):
                    yield self.finding(salt, "Constant salt: one precomputed table serves every password",
                                       cwe=CONSTANT_SALT)
                continue
            module, _, function = qualified.rpartition(".")
            if module != "hashlib" or function not in FAST_HASHES:
                continue
            if function == "new" and call.args and str(constant_value(snippet, call.args[0])).lower() in _BROKEN:
                continue
            data = call.args[1] if function == "new" and len(call.args) > 1 else \
                (call.args[0] if call.args and function != "new" else None)
            if data is None or not _mentions(data, PASSWORD_WORDS):
                continue
            if _mentions(data, frozenset({"salt"})):
                yield self.finding(call, f"Password hashed with fast `{function}`: use scrypt, argon2 or "
                                         "bcrypt", cwe=FAST)
            else:
                yield self.finding(call, f"Password hashed with `{function}` and no salt: use scrypt, argon2 "
                                         "or bcrypt")
