"""CR210: a cipher given a constant initialization vector or nonce."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import argument, constant_value, keyword_value, origins, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: cryptography's modes: the IV/nonce is their first argument
MODES = frozenset({"CBC", "CTR", "GCM", "OFB", "CFB", "CFB8", "XTS"})
_MODES_MODULE = "cryptography.hazmat.primitives.ciphers.modes"
#: cryptography's AEAD classes: ``encrypt(nonce, data, associated_data)``
AEADS = frozenset({"AESGCM", "AESCCM", "AESOCB3", "AESGCMSIV", "ChaCha20Poly1305"})
_AEAD_MODULE = "cryptography.hazmat.primitives.ciphers.aead"
#: PyCryptodome / PyCrypto cipher modules: ``AES.new(key, mode, iv)`` or ``iv=``/``nonce=``
PYCRYPTO_PREFIXES = ("Crypto.Cipher.", "Cryptodome.Cipher.")
CBC_CWE, OTHER_CWE = 329, 1204


def _constant(snippet: Snippet, expr: ast.AST | None) -> bool:
    return isinstance(constant_value(snippet, expr), (bytes, str))


def _pycrypto_iv(snippet: Snippet, call: ast.Call, qualified: str) -> tuple[ast.AST, int] | None:
    if not qualified.startswith(PYCRYPTO_PREFIXES) or not qualified.endswith(".new"):
        return None
    mode = argument(call, 1, "mode")
    cbc = isinstance(mode, ast.Attribute) and mode.attr == "MODE_CBC"
    iv = argument(call, 2, "iv") or keyword_value(call, "nonce")
    if iv is not None and _constant(snippet, iv):
        return iv, CBC_CWE if cbc else OTHER_CWE
    return None


def _is_aead(snippet: Snippet, receiver: ast.AST) -> bool:
    for origin in origins(snippet, receiver):
        if isinstance(origin, ast.Call):
            qualified = qualified_name(snippet, origin.func) or ""
            module, _, name = qualified.rpartition(".")
            if name in AEADS and module in (_AEAD_MODULE, ""):
                return True
    return False


@register
class StaticIv(AstRule):
    """## What it does
    Reports a cipher given a constant initialization vector or nonce: a literal, a
    folded constant (`b"\\x00" * 16`, `bytes(16)`) or a name bound once to one, passed to
    cryptography's `modes.CBC`/`CTR`/`GCM`/`OFB`/`CFB`, to an AEAD's `encrypt`
    (`AESGCM`, `ChaCha20Poly1305`, ...), or to PyCryptodome's `AES.new(key, mode, iv)`.
    CBC mode is reported as CWE-329, the other modes and AEAD nonces as CWE-1204.

    ## Why is this bad?
    With a fixed IV, CBC encrypts equal plaintexts (and equal prefixes) to equal
    ciphertexts, which leaks what repeats; a repeated nonce in CTR or GCM lets an attacker
    recover the XOR of two plaintexts and, for GCM, forge messages.

    ## Example
    ```python
    from Crypto.Cipher import AES

    def encrypt(key, data):
        cipher = AES.new(key, AES.MODE_CBC, b"\\x00" * 16)
        return cipher.encrypt(data)
    ```

    ## Use instead
    ```python
    import os
    from Crypto.Cipher import AES

    def encrypt(key, data):
        iv = os.urandom(16)
        return iv + AES.new(key, AES.MODE_CBC, iv).encrypt(data)
    ```
    """

    id = "CR210"
    name = "static-iv"
    characteristic = Characteristic.SECURITY
    cwe = OTHER_CWE
    severity = Severity.HIGH
    message = "Constant IV or nonce: generate a fresh random one per message"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "Crypto" not in snippet.source and "cryptography" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            qualified = qualified_name(snippet, func) or ""
            module, _, name = qualified.rpartition(".")
            if name in MODES and module == _MODES_MODULE and call.args and _constant(snippet, call.args[0]):
                cwe = CBC_CWE if name == "CBC" else OTHER_CWE
                yield self.finding(call.args[0], f"Constant IV for {name} mode: generate it with `os.urandom`",
                                   cwe=cwe)
            elif isinstance(func, ast.Attribute) and func.attr == "encrypt" and call.args \
                    and _constant(snippet, call.args[0]) and _is_aead(snippet, func.value):
                yield self.finding(call.args[0], "Constant AEAD nonce: a repeated nonce breaks the cipher",
                                   cwe=OTHER_CWE)
            else:
                found = _pycrypto_iv(snippet, call, qualified)
                if found is not None:
                    yield self.finding(found[0], "Constant IV or nonce: generate it with `get_random_bytes`",
                                       cwe=found[1])
