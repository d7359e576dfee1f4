"""CR201: API keys, tokens and private keys written into the source."""

from __future__ import annotations

import ast
import math
import re
from collections import Counter
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import PASSWORD_NAME, PLACEHOLDER, name_words
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: words that make a name a password: its value may be short and plain, unlike a key
_PASSWORD_WORDS = frozenset({"password", "passwd", "passwrd", "pwd", "passphrase", "passcode"})

#: well-known credential formats, found in any string literal
CREDENTIAL_FORMATS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("AWS access key id", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("private key", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----\s*[A-Za-z0-9+/=\s:,-]{40,}")),
    ("GitHub token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})\b")),
    ("Slack token", re.compile(r"\bxox[abposr]-[0-9A-Za-z]{6,}-[0-9A-Za-z-]{6,}")),
    ("Stripe live key", re.compile(r"\b[rs]k_live_[0-9A-Za-z]{20,}\b")),
    ("Google API key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("JSON Web Token", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}")),
)

#: word sequences (of a snake/camel-case name) that make a name a credential
_STRONG_NAMES = (
    ("api", "key"), ("apikey",), ("access", "key"), ("private", "key"), ("privkey",), ("secret", "key"),
    ("secretkey",), ("client", "secret"), ("auth", "token"), ("authtoken",), ("access", "token"),
    ("api", "token"), ("api", "secret"), ("app", "secret"), ("consumer", "secret"), ("refresh", "token"),
    ("bearer", "token"), ("bot", "token"), ("webhook", "secret"), ("signing", "key"), ("encryption", "key"),
    ("hmac", "key"), ("jwt", "secret"), ("jwt", "key"), ("master", "key"), ("fernet", "key"),
    ("license", "key"), ("credentials",), ("credential",), ("token",), ("secret",),
)
#: a credential name may end with one of these and still name the credential itself
_TRAILING_OK = frozenset({"id", "value", "str", "string", "b64", "base64", "hex", "raw", "prod", "live"})

_PLACEHOLDER_WORDS = ("your", "xxx", "changeme", "change_me", "change-me", "replace", "placeholder", "example",
                      "dummy", "fake", "sample", "insert", "todo", "redacted", "here", "mock", "demo", "test",
                      "secret", "token", "apikey", "api_key", "api-key", "password", "none", "null", "default")
_FILE_LIKE = re.compile(r"(^[~./\\]|://|\.(pem|key|crt|cer|der|p12|pfx|json|txt|env|ini|cfg|ya?ml|toml)$)", re.I)
_ENV_NAME = re.compile(r"^[A-Z][A-Z0-9_]*$")
_TOKEN_CHARS = re.compile(r"^[A-Za-z0-9_\-+/=.:~!@#$%^&*]+$")


def _entropy(text: str) -> float:
    counts = Counter(text)
    return -sum(c / len(text) * math.log2(c / len(text)) for c in counts.values())


def _is_credential_name(name: str) -> bool:
    words = name_words(name)
    while words and words[-1] in _TRAILING_OK:
        words.pop()
    return any(tuple(words[-len(seq):]) == seq for seq in _STRONG_NAMES if len(words) >= len(seq))


def _is_password_name(name: str) -> bool:
    """``DB_PASSWORD``, ``db_passwd``, ``MYSQL_PASS``, ``default_password_value``: the name ends
    with a password word (``password_reset_url`` and ``PASSWORD_HASHERS`` hold no password)."""
    words = name_words(name)
    while words and words[-1] in _TRAILING_OK:
        words.pop()
    return bool(words) and words[-1] in _PASSWORD_WORDS or bool(PASSWORD_NAME.match(name))


#: a password value that is only one of these words (any case, punctuation aside) stands for one
_PLACEHOLDER_PASSWORDS = frozenset({"password", "passwd", "pass", "pwd", "secret", "changeme", "none", "null",
                                    "default", "empty", "required", "optional", "string", "text", "value",
                                    "username", "user", "hidden", "masked", "unset", "notset", "todo", "tbd"})
#: words that make a password value a placeholder or a fixture wherever they appear in it
_PLACEHOLDER_PARTS = ("your", "xxx", "changeme", "change_me", "change-me", "replace", "placeholder", "example",
                      "dummy", "fake", "sample", "insert", "redacted", "here", "mock", "demo", "test", "***")


def _looks_like_password(value: str) -> bool:
    """A value that could be a real password: no spaces, not a placeholder (``"password"``,
    ``"<password>"``, ``"your-password"``, ``"test123"``), path, URL, template or
    environment-variable name, not one repeated character. ``"password123"`` is a password."""
    if len(value) < 4 or not _TOKEN_CHARS.match(value) or _FILE_LIKE.search(value) or _ENV_NAME.match(value):
        return False
    lowered = value.lower()
    if "".join(c for c in lowered if c.isalnum()) in _PLACEHOLDER_PASSWORDS or PLACEHOLDER.match(value):
        return False
    return not any(word in lowered for word in _PLACEHOLDER_PARTS) and len(set(value)) > 2


def _looks_like_credential(value: str) -> bool:
    """A value that could be a real key: token-like, long, varied, not a placeholder,
    path, URL, template or environment-variable name."""
    if len(value) < 12 or not _TOKEN_CHARS.match(value) or _FILE_LIKE.search(value) or _ENV_NAME.match(value):
        return False
    lowered = value.lower()
    if any(word in lowered for word in _PLACEHOLDER_WORDS):
        return False
    if len(set(value)) < 8:
        return False  # "aaaaaaaaaaaa", "123412341234", "********"
    has_digit = any(c.isdigit() for c in value)
    return has_digit and _entropy(value) >= 3.0


def _dict_keys(snippet: Snippet) -> dict[ast.AST, ast.expr | None]:
    """Each dictionary display's values -> their keys, for the whole snippet at once: looking
    a value up in its display's key list instead costs the square of a large literal's size."""
    return {value: key for display in snippet.nodes(ast.Dict) for key, value in zip(display.keys, display.values)}


def _context_name(snippet: Snippet, node: ast.Constant, dict_keys: dict[ast.AST, ast.expr | None]) -> str | None:
    """The name a string literal is bound to: assignment target, keyword argument,
    dictionary key (``dict_keys``: ``_dict_keys``), item key (``cfg["api_key"] = ...``) or
    parameter default."""
    parent = snippet.parents.get(node)
    if isinstance(parent, (ast.Assign, ast.AnnAssign)) and parent.value is node:
        targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
        for target in targets:
            if isinstance(target, ast.Name):
                return target.id
            if isinstance(target, ast.Attribute):
                return target.attr
            if isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant) \
                    and isinstance(target.slice.value, str):
                return target.slice.value
        return None
    if isinstance(parent, ast.keyword):
        return parent.arg
    if isinstance(parent, ast.Dict):
        key = dict_keys.get(node)
        return key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None
    if isinstance(parent, ast.arguments):
        return _default_owner(parent, node)
    return None


def _default_owner(arguments: ast.arguments, node: ast.AST) -> str | None:
    positional = [*arguments.posonlyargs, *arguments.args]
    for arg, default in zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults):
        if default is node:
            return arg.arg
    for arg, default in zip(arguments.kwonlyargs, arguments.kw_defaults):
        if default is node:
            return arg.arg
    return None


def _is_docstring(snippet: Snippet, node: ast.Constant) -> bool:
    return isinstance(snippet.parents.get(node), ast.Expr)


def _in_test(snippet: Snippet, node: ast.AST) -> bool:
    """Inside a test (``def test_...``, ``class Test...``) or a pytest fixture: the credential
    of a test account or a fake server, not one that guards anything."""
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
                ancestor.name.startswith("test") or any("fixture" in ast.unparse(d) for d in ancestor.decorator_list)):
            return True
        if isinstance(ancestor, ast.ClassDef) and ancestor.name.startswith("Test"):
            return True
    return False


@register
class HardCodedSecret(AstRule):
    """## What it does
    Reports credentials written into the source:

    - any string literal in a well-known credential format: AWS access key ids
      (`AKIA...`), PEM private keys (`-----BEGIN ... PRIVATE KEY-----` with a body),
      GitHub tokens (`ghp_...`, `github_pat_...`), Slack tokens (`xoxb-...`), Stripe live
      keys (`sk_live_...`), Google API keys (`AIza...`) and signed JSON Web Tokens;
    - a long, random-looking literal assigned to, passed as, or used as the default of a
      credential name: `api_key`, `apiKey`, `access_key`, `private_key`, `secretKey`,
      `client_secret`, `auth_token`, `token`, `signing_key`, `credentials`, ... (also as
      `self.api_key = ...`, `Client(api_key=...)`, `{"api_key": ...}` and
      `config["api_key"] = ...`);
    - a password (four characters or more, no spaces) given the same way to a name that
      ends with a password word: `password`, `DB_PASSWORD` (a module constant or a class
      attribute of a settings class), `db_passwd`, `MYSQL_PASS`, `pwd`, `passphrase`, ...
      (`password_reset_url` and `PASSWORD_HASHERS` hold no password).

    Placeholders (`""`, `"password"`, `"changeme"`, `"<your-key>"`, `"YOUR_API_KEY"`,
    `"xxx..."`, test and example values; `"password123"` is a password, not a
    placeholder), credentials inside tests and pytest fixtures, paths, URLs,
    environment-variable names and values read with `os.environ` are not reported, nor is a comparison (`if token == "keyword":`): a
    string compared with a name is not a credential stored in it (bandit's B105, ruff's
    S105, reports those, and is not selected).

    ## Why is this bad?
    A secret in the source is shared with everyone who can read the repository, its
    history, its packages and its logs, and it cannot be rotated without a release.
    Leaked cloud and API keys are abused within minutes of being pushed. Severity is
    high: the whole account behind the key is exposed.

    ## Example
    ```python
    client = Client(api_key="9f8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d")
    ```

    ## Use instead
    ```python
    client = Client(api_key=os.environ["SERVICE_API_KEY"])
    ```
    """

    id = "CR201"
    name = "hard-coded-secret"
    characteristic = Characteristic.SECURITY
    cwe = 798
    severity = Severity.HIGH
    message = "Hard-coded credential: load it from the environment or a secret store"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        dict_keys = _dict_keys(snippet)
        for node in snippet.nodes(ast.Constant):
            value = node.value
            if not isinstance(value, str) or len(value) < 4 or _is_docstring(snippet, node):
                continue
            name = _context_name(snippet, node, dict_keys)
            if name is not None and _is_password_name(name):
                if _looks_like_password(value) and not _in_test(snippet, node):
                    yield self.finding(node, f"Hard-coded password in `{name}`: load it from the environment "
                                             "or a secret store")
                continue
            kind = next((label for label, pattern in CREDENTIAL_FORMATS
                         if pattern.search(value) and "EXAMPLE" not in value), None)
            if kind is not None:
                yield self.finding(node, f"Hard-coded {kind}: load it from the environment or a secret store")
            elif name is not None and _is_credential_name(name) and _looks_like_credential(value):
                yield self.finding(node, f"Hard-coded credential in `{name}`: load it from the environment "
                                         "or a secret store")
