"""CR204: a secret drawn from the ``random`` module."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import dotted, enclosing_function, names_a_secret, origins, qualified_name
from codereward.rules.analysis.names import resolve
from codereward.rules.analysis.web import COOKIE, HEADER, SESSION, TABLE, handles_request, value_ends
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: the ``random`` functions that draw values (and ``random.Random()`` instances' methods, by name)
_DRAWS = frozenset({"random", "randint", "randrange", "choice", "choices", "sample", "getrandbits", "randbytes",
                    "uniform", "shuffle"})
#: modules whose functions draw from a seeded, predictable generator (NumPy's legacy global one too)
_PRNG_MODULES = frozenset({"random", "numpy.random"})
#: identifiers made of the clock and the host's MAC address: unique, not unpredictable
_TIME_BASED = frozenset({"uuid.uuid1"})
#: where a value goes out to the client or into the session: an identifier there must not be guessable
_OUT = frozenset({COOKIE, SESSION, HEADER, TABLE})


#: what keeps a value as predictable as it was: re-encoding it, or hashing it (``str``, ``.encode()``,
#: ``hashlib.sha256(...)``, ``.hexdigest()``)
_KEEPING_CALLS = frozenset({"str", "repr", "bytes", "hex", "format", "md5", "sha1", "sha224", "sha256", "sha384",
                            "sha512", "blake2b", "blake2s", "new"})
_KEEPING_METHODS = frozenset({"encode", "decode", "hexdigest", "digest", "hex"})


def _digested(snippet: Snippet, node: ast.AST) -> ast.AST:
    """The outermost expression that only re-encodes or hashes ``node``: the digest of a
    predictable value is as predictable (``sha256(str(random.random()).encode()).hexdigest()``)."""
    while True:
        parent = snippet.parents.get(node)
        if isinstance(parent, ast.Call) and node is not parent.func and node in parent.args \
                and (dotted(parent.func) or "").rpartition(".")[2] in _KEEPING_CALLS:
            node = parent
        elif isinstance(parent, ast.Attribute) and parent.attr in _KEEPING_METHODS \
                and isinstance(call := snippet.parents.get(parent), ast.Call) and call.func is parent:
            node = call
        else:
            return node


def _generator(snippet: Snippet, func: ast.AST) -> bool:
    """``rng.choice`` where ``rng = random.Random(...)``, or ``self._rng.randrange`` where a method
    stored ``self._rng = random.Random()``: the same generator as the module's."""
    if not isinstance(func, ast.Attribute):
        return False
    made = origins(snippet, func.value)
    if isinstance(func.value, ast.Attribute):
        made = [value for value in resolve(snippet, func.value)[0] if isinstance(value, ast.expr)]
    return any(isinstance(origin, ast.Call) and qualified_name(snippet, origin.func) == "random.Random"
               for origin in made)


@register
class InsecureRandomSecret(AstRule):
    """## What it does
    Reports a value drawn from the `random` module (`random.choice`, `randint`,
    `random()`, `getrandbits`, ...) that becomes a secret or an identifier the client
    holds:

    - by its sink: given to `set_cookie`, stored in the session (`session[...] = ...`,
      `request.session[...]`) or in a response header, or, in a request handler, kept
      (as key or value) in a module-level table the server checks later
      (`PENDING_CODES[phone] = code`, `INVITES[code] = email`); a value a function or method
      of the module returns goes where its calls go (`store.create(user)` given to `set_cookie`);
    - by its name: assigned to, passed as, or returned by a name that says it is a
      secret (`token`, `password`, `otp`, `nonce`, `salt`, `reset_code_salt`,
      `api_key`, `session_id`, `def make_token(): ...`), or passed to a function of
      the module named for it (`send_login_code(phone, code)`: the helper's name, its
      parameter's name and that parameter's uses in the helper count), or by the model and field it
      fills (`Invitation.objects.create(code=code)`: an invitation code);
    - by the text around it: a string it is built into says what it is
      (`f"Your verification code is {code}"`, `"?reset_token=" + value`).

    The value is followed through `"".join(...)`, `str(...)`, f-strings, comprehensions,
    methods that re-encode it (`random.getrandbits(64).to_bytes(8, "big").hex()`),
    hashes of it (`sha256(str(random.random()).encode()).hexdigest()` is as predictable)
    the fields of records it fills (`pending = Challenge(user, code)` with a `namedtuple`,
    `NamedTuple` or dataclass of the module's: the field's name, and where `pending.code` goes)
    and the local names it is assigned to (`reset_code`, `invite_code` and
    `activation_key` name secrets; `status_code` does not). Draws for simulations, sampling, jitter and
    shuffling are not reported (unlike bandit's B311, ruff's S311, which is not
    selected), nor are draws from `random.SystemRandom()`; draws from a
    `random.Random()` instance (also one kept on `self`) are the module's generator and count, and so are NumPy's
    (`numpy.random.randint`, `choice`, ...). `uuid.uuid1()`, made
    of the clock and the host's MAC address, is judged the same way (`uuid4()` is random).

    ## Why is this bad?
    `random` is a Mersenne Twister: after 624 outputs its whole future is known, and
    its seed is often guessable. A token, password or salt drawn from it can be
    predicted by an attacker (CWE-338, use of cryptographically weak PRNG). Severity is
    high: whoever predicts the token has the account.

    ## Example
    ```python
    import random
    import string

    def make_token(length=32):
        return "".join(random.choice(string.ascii_letters) for _ in range(length))
    ```

    ## Use instead
    ```python
    import secrets

    def make_token(length=32):
        return secrets.token_urlsafe(length)
    ```
    """

    id = "CR204"
    name = "insecure-random-secret"
    characteristic = Characteristic.SECURITY
    cwe = 338
    severity = Severity.HIGH
    message = "Secret drawn from `random`: use the `secrets` module"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "random" not in snippet.source and "uuid1" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if not isinstance(func, (ast.Name, ast.Attribute)):
                continue
            name = qualified_name(snippet, func) or ""
            module, _, draw = name.rpartition(".")
            time_based = name in _TIME_BASED
            if not time_based and (draw not in _DRAWS or (module not in _PRNG_MODULES and not _generator(snippet, func))):
                continue
            texts: list[str] = []
            places: dict[str, list[ast.AST]] = {}
            ends = value_ends(snippet, _digested(snippet, call), texts, places)
            if TABLE in ends:
                # kept in a table while a request is served (not at import): where it is stored counts
                functions = [enclosing_function(snippet, place) for place in places.get(TABLE, ())]
                ends = [end for end in ends if end != TABLE] + (
                    [TABLE] if any(function is not None and handles_request(snippet, function)
                                   for function in functions) else [])
            end = next((end for end in ends if end in _OUT or names_a_secret(end)), None) \
                or next((text for text in texts if names_a_secret(text)), None)
            if end is not None:
                what = end if end in _OUT else f"`{end}`"
                if time_based:
                    yield self.finding(call, f"`{name}()` is made of the time and the host's address, which are "
                                             f"guessable, and becomes {what}: use `secrets.token_urlsafe()` or `uuid.uuid4()`")
                    continue
                yield self.finding(call, f"A value drawn from `random.{draw}`, which is predictable, becomes {what}: "
                                         "use the `secrets` module")
