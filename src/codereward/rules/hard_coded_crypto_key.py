"""CR218: a cipher, MAC or token signer given a key written into the source."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import argument, constant_value, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: PyCryptodome / PyCrypto cipher and MAC modules: ``AES.new(key, ...)``, ``HMAC.new(key, ...)``
PYCRYPTO_PREFIXES = ("Crypto.Cipher.", "Cryptodome.Cipher.", "Crypto.Hash.HMAC", "Cryptodome.Hash.HMAC")
#: calls whose key is their first argument (or ``key=``), by qualified name
KEYED_CALLS = frozenset({
    "cryptography.fernet.Fernet",
    "cryptography.hazmat.primitives.ciphers.algorithms.AES",
    "cryptography.hazmat.primitives.ciphers.algorithms.AES128",
    "cryptography.hazmat.primitives.ciphers.algorithms.AES256",
    "cryptography.hazmat.primitives.ciphers.algorithms.ChaCha20",
    "cryptography.hazmat.primitives.ciphers.algorithms.Camellia",
    "cryptography.hazmat.primitives.ciphers.algorithms.TripleDES",
    "cryptography.hazmat.primitives.ciphers.aead.AESGCM",
    "cryptography.hazmat.primitives.ciphers.aead.AESCCM",
    "cryptography.hazmat.primitives.ciphers.aead.AESOCB3",
    "cryptography.hazmat.primitives.ciphers.aead.AESGCMSIV",
    "cryptography.hazmat.primitives.ciphers.aead.ChaCha20Poly1305",
    "cryptography.hazmat.primitives.hmac.HMAC",
    "hmac.new", "hmac.digest", "hmac.HMAC",
})
#: token signers: the key is the second argument (``jwt.encode(payload, key)``)
SIGNERS = frozenset({"jwt.encode", "jose.jwt.encode", "itsdangerous.URLSafeTimedSerializer",
                     "itsdangerous.URLSafeSerializer", "itsdangerous.TimestampSigner", "itsdangerous.Signer"})
_SECOND = frozenset({"jwt.encode", "jose.jwt.encode"})


def _key(call: ast.Call, qualified: str) -> ast.expr | None:
    if qualified.startswith(PYCRYPTO_PREFIXES) and qualified.endswith(".new"):
        return argument(call, 0, "key")
    if qualified in KEYED_CALLS:
        return argument(call, 0, "key")
    if qualified in SIGNERS:
        return argument(call, 1, "key") if qualified in _SECOND else argument(call, 0, "secret_key")
    return None


@register
class HardCodedCryptoKey(AstRule):
    """## What it does
    Reports a key written into the source (a literal, a folded constant or a name bound
    once to one) given to a cipher (`AES.new(key, ...)`, cryptography's `AES(key)`,
    `AESGCM(key)`, `Fernet(key)`), a MAC (`hmac.new(key, ...)`) or a token signer
    (`jwt.encode(payload, key)`, itsdangerous's serializers).

    ## Why is this bad?
    Anyone who can read the code, a copy of it or the built package has the key: every
    message encrypted or signed with it can be read or forged, and it cannot be rotated
    without a release (CWE-321, use of a hard-coded cryptographic key). Severity is high.

    ## Example
    ```python
    from Crypto.Cipher import AES

    KEY = b"0123456789abcdef"

    def encrypt(data):
        return AES.new(KEY, AES.MODE_GCM).encrypt(data)
    ```

    ## Use instead
    ```python
    import os
    from Crypto.Cipher import AES

    def encrypt(data):
        key = bytes.fromhex(os.environ["DATA_KEY"])
        return AES.new(key, AES.MODE_GCM).encrypt(data)
    ```
    """

    id = "CR218"
    name = "hard-coded-crypto-key"
    characteristic = Characteristic.SECURITY
    cwe = 321
    severity = Severity.HIGH
    message = "Hard-coded cryptographic key: load it from a secret store or the environment"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        source = snippet.source
        if "Crypto" not in source and "cryptography" not in source and "hmac" not in source \
                and "jwt" not in source and "itsdangerous" not in source:
            return
        for call in snippet.nodes(ast.Call):
            qualified = qualified_name(snippet, call.func) or ""
            key = _key(call, qualified)
            value = constant_value(snippet, key) if key is not None else None
            if isinstance(value, (bytes, str)) and value:
                yield self.finding(key, f"Hard-coded key given to `{qualified.rsplit('.', 1)[-1]}`: anyone with "
                                        "the code can decrypt or forge; load it from a secret store")
