"""Names that hold secrets, and where a computed value goes (which name receives it).

A value is a secret when the name it ends up in says so: ``password``, ``api_key``,
``reset_token``, ``salt``, ``nonce``, ``session_id``, a function called
``make_token``... Where it goes is read off the tree: through the expressions around it
(``"".join(...)``, an f-string, a comprehension) to the assignment, keyword argument,
dictionary key or ``return`` (the function's own name) that receives it.
"""

from __future__ import annotations

import ast

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.nodes import COMPREHENSIONS, dotted, last_part, name_words
from codereward.snippet import Snippet

#: one of these words alone makes a name a secret
SECRET_WORDS = frozenset({
    "password", "passwd", "pwd", "passphrase", "passcode", "secret", "secrets", "token", "otp", "nonce", "salt",
    "csrf", "xsrf", "apikey", "credential", "credentials", "pin", "totp", "hotp",
})
#: ``key``/``id``/``code`` name a secret only after one of these (``api_key``, ``session_id``,
#: ``reset_code``; not ``cache_key``, ``status_code``)
_QUALIFIERS = {"key": frozenset({"api", "secret", "private", "signing", "encryption", "auth", "access", "hmac",
                                 "jwt", "master", "session", "activation", "recovery"}),
               "id": frozenset({"session"}),
               "code": frozenset({"reset", "verification", "verify", "invite", "invitation", "activation",
                                  "confirmation", "auth", "login", "mfa", "recovery", "access", "security"})}
#: expressions a value passes through unchanged in meaning on its way to a name
_CARRIERS = (ast.BinOp, ast.JoinedStr, ast.FormattedValue, ast.Tuple, ast.List, ast.Starred, ast.IfExp,
             ast.comprehension, ast.Subscript, ast.Attribute, *COMPREHENSIONS)


#: secrets that must be unpredictable but may be public once made: hashing one hides nothing
PUBLIC_ONCE_MADE = frozenset({"nonce", "salt"})


def names_a_secret(name: str | None, public: frozenset[str] = frozenset()) -> bool:
    """True when ``name`` (a variable, attribute, key or function name) says it holds a
    secret; the words in ``public`` do not count."""
    words = name_words(last_part(name)) if name else []
    if (SECRET_WORDS - public).intersection(words):
        return True
    return any(word in _QUALIFIERS and i and words[i - 1] in _QUALIFIERS[word] for i, word in enumerate(words))


def destination(snippet: Snippet, node: ast.AST) -> str | None:
    """The name that receives the value of ``node``: an assignment target, a keyword
    argument, a dictionary key, the function that returns it, what a setter method sets
    (``response.set_etag(value)``: ``etag``), or ``filename`` for a part of a path
    (``os.path.join(STORE, digest + ".png")``); ``None`` when the value
    goes elsewhere (an argument of an unknown call, a condition)."""
    parents = snippet.parents
    current, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Call):
            setter = _setter(parent, current)
            if setter:
                return setter
            if current is not parent.func and dotted(parent.func) in _PATH_BUILDERS:
                return "filename"  # a part of a file's path names the file
            if not _joins(parent):
                return None  # consumed by a call that may change what it means
        elif isinstance(parent, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
            targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
            return next((name for name in map(_target_name, targets) if name), None)
        elif isinstance(parent, ast.keyword):
            return parent.arg
        elif isinstance(parent, ast.Dict):
            key = next((k for k, v in zip(parent.keys, parent.values) if v is current), None)
            return key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None
        elif isinstance(parent, ast.Return):
            function = enclosing_function(snippet, parent)
            return getattr(function, "name", None)
        elif not isinstance(parent, _CARRIERS):
            return None
        current, parent = parent, parents.get(parent)
    return None


#: calls that build or open a file's path from their arguments
_PATH_BUILDERS = frozenset({"os.path.join", "posixpath.join", "open", "Path", "pathlib.Path", "PurePath"})


def _setter(call: ast.Call, value: ast.AST) -> str | None:
    """What ``obj.set_<what>(value)`` stores its one argument as: a setter's name says it."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr.startswith("set_") and len(func.attr) > 4 \
            and call.args[:1] == [value] and len(call.args) == 1:
        return func.attr[4:]
    return None


def _joins(call: ast.Call) -> bool:
    """Calls that only assemble or re-encode the value (``"".join(...)``, ``str(...)``,
    ``....hexdigest()``): what they return still is the value."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in ("join", "str", "hex", "format", "hexdigest", "digest", "encode", "decode", "upper", "lower")


def _target_name(target: ast.AST) -> str | None:
    if isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant):
        return str(target.slice.value)
    return dotted(target) if isinstance(target, (ast.Name, ast.Attribute)) else None
