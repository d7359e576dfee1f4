"""CR237: a cookie set without ``secure=True``."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    NOT_CONSTANT,
    analysis,
    constant_value,
    dotted,
    enclosing_function,
    folded,
    keyword_value,
)
from codereward.rules.analysis.names import qualified_name, resolve, scope_of
from codereward.rules.analysis.taint_specs import WEB_FRAMEWORKS
from codereward.rules.analysis.web import chosen_by_request, cookie_calls
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: the ``set_cookie`` position of each flag in Flask/Werkzeug and Django (key, value,
#: max_age, expires, path, domain, secure, httponly, samesite); Starlette's order differs
#: after ``domain`` (secure, httponly too): the same places
FLAG_POSITIONS = {"secure": 6, "httponly": 7}


def flag(snippet: Snippet, call: ast.Call, name: str) -> object:
    """What ``set_cookie`` is given for ``secure``/``httponly`` (``False`` when left out:
    every framework defaults both to off); ``None`` when it cannot be known."""
    given = keyword_value(call, name)
    if given is None and len(call.args) > FLAG_POSITIONS[name]:
        given = call.args[FLAG_POSITIONS[name]]
    if given is None:
        unpacked = [_options(snippet, keyword.value, call) for keyword in call.keywords if keyword.arg is None]
        if not all(isinstance(options, dict) for options in unpacked):
            return None  # ``**options`` whose keys are not known
        # ``**COOKIE_OPTIONS`` bound to a dict of constants: its keys are the keywords
        found = [options[name] for options in unpacked if name in options]
        return bool(found[-1]) if found and isinstance(found[-1], (bool, int, type(None))) else None if found else False
    value = _flag_value(snippet, given)
    if value is NOT_CONSTANT and chosen_by_request(snippet, given):
        return False  # ``secure=secure`` turned off when a header says ``http``: the client can turn it off
    return bool(value) if isinstance(value, (bool, int, type(None))) else None


def _flag_value(snippet: Snippet, given: ast.AST) -> object:
    value = constant_value(snippet, given)
    if value is NOT_CONSTANT:
        value = folded(snippet, given)  # ``secure=not DEBUG`` with ``DEBUG`` a module constant
    return value


def _options(snippet: Snippet, expr: ast.AST, call: ast.Call) -> dict | None:
    """The keywords ``**expr`` passes: a dict literal of constant keys or a ``dict(...)`` of
    keywords, a name bound only to one (``COOKIE = {"httponly": True}``) with what its function
    stores by constant key before ``call`` (``options["secure"] = not DEBUG``), or a helper of the
    module's returning one; ``None`` when not known."""
    if isinstance(expr, ast.Name):
        values, scope = resolve(snippet, expr)
        if len(values) == 1 and isinstance(values[0], ast.Dict | ast.Call):
            options = _options(snippet, values[0], call)
            return None if options is None else _stored_by_key(snippet, expr.id, scope, call, options)
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "dict" \
            and not resolve(snippet, expr.func)[0] and all(keyword.arg for keyword in expr.keywords):
        # ``dict(secure=True, httponly=True)``: its keywords are its keys; ``dict(zip(NAMES, VALUES))``
        # or ``dict([("secure", False)])`` of constants: the pairs it is given, then the keywords
        pairs = _constant_pairs(snippet, expr.args[0]) if len(expr.args) == 1 else [] if not expr.args else None
        if pairs is None:
            return None
        return {**dict(pairs), **{keyword.arg: constant_value(snippet, keyword.value)  # type: ignore[misc]
                                  for keyword in expr.keywords}}
    elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name):
        expr = _returned_dict(snippet, expr.func) or expr  # ``**cookie_kwargs(token)``: the helper's dict
    if not isinstance(expr, ast.Dict) or any(key is None for key in expr.keys):
        return None
    keys = [constant_value(snippet, key) for key in expr.keys]
    if not all(isinstance(key, str) for key in keys):
        return None
    return {key: constant_value(snippet, value) for key, value in zip(keys, expr.values)}


def _constant_pairs(snippet: Snippet, expr: ast.AST) -> list[tuple[str, object]] | None:
    """The key-value pairs ``expr`` gives ``dict(...)``: ``zip(KEYS, VALUES)`` of two constant
    sequences, or a constant sequence of pairs; ``None`` when they are not known."""
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "zip" \
            and not resolve(snippet, expr.func)[0] and len(expr.args) == 2 and not expr.keywords:
        keys, values = (constant_value(snippet, arg) for arg in expr.args)
        pairs = list(zip(keys, values)) if isinstance(keys, list) and isinstance(values, list) else None
    else:
        items = constant_value(snippet, expr)
        pairs = [tuple(item) for item in items if isinstance(item, list) and len(item) == 2] \
            if isinstance(items, list) else None
        if pairs is not None and len(pairs) != len(items):  # type: ignore[arg-type]
            return None
    if pairs is None or not all(isinstance(key, str) for key, _ in pairs):
        return None
    return pairs  # type: ignore[return-value]


def _stored_by_key(snippet: Snippet, name: str, scope: ast.AST | None, call: ast.Call, options: dict) -> dict | None:
    """``options`` after what the scope of ``name`` stores into it by constant key before ``call``,
    in the order written; ``None`` when it changes it otherwise (``update``, ``del``, a key not known)."""
    found = dict(options)
    for node in sorted(snippet.nodes(ast.Subscript), key=lambda n: (n.lineno, n.col_offset)):
        if not (isinstance(node.value, ast.Name) and node.value.id == name and not isinstance(node.ctx, ast.Load)
                and scope_of(snippet, node) is scope):
            continue
        key = constant_value(snippet, node.slice)
        statement = snippet.parents.get(node)
        if not isinstance(key, str) or not isinstance(statement, ast.Assign):
            return None
        if node.lineno < call.lineno:
            found[key] = _flag_value(snippet, statement.value)
    for node in snippet.nodes(ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == name \
                and func.attr in ("update", "pop", "setdefault", "clear", "popitem") \
                and scope_of(snippet, node) is scope:
            return None
    return found


def _returned_dict(snippet: Snippet, func: ast.Name) -> ast.Dict | None:
    """The dict literal a function of the module's own returns, when it has one ``return``."""
    functions = analysis(snippet).functions.get(func.id, ())
    if len(functions) != 1:
        return None  # none, or defined twice: which one runs is not known here
    returns = [node for node in ast.walk(functions[0]) if isinstance(node, ast.Return)]
    if len(returns) == 1 and isinstance(returns[0].value, ast.Dict):
        return returns[0].value
    return None


#: settings that turn a flag on for the framework's own session and CSRF cookies (Flask, Django)
SETTINGS = {"secure": ("SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE", "REMEMBER_COOKIE_SECURE"),
            "httponly": ("SESSION_COOKIE_HTTPONLY", "CSRF_COOKIE_HTTPONLY", "REMEMBER_COOKIE_HTTPONLY")}


def unflagged(snippet: Snippet, name: str) -> Iterator[tuple[ast.AST, str]]:
    """Every cookie set without flag ``name`` (``"secure"`` or ``"httponly"``), and what it is:
    ``set_cookie`` calls, a response's cookies set by key (``response.cookies["id"] = value``:
    or a ``SimpleCookie()``'s: a ``Morsel`` whose ``["secure"]``/``["httponly"]`` is never set true), ``Set-Cookie`` headers written by hand, the framework's session
    cookie configured with the flag off (``SESSION_COOKIE_SECURE = False``,
    ``app.config.update(SESSION_COOKIE_SECURE=False)``), and Starlette's ``SessionMiddleware``
    without ``https_only=True`` (it always sets ``HttpOnly``)."""
    for call in cookie_calls(snippet):
        if flag(snippet, call, name) is False:
            yield call, cookie_name(snippet, call)
    source = snippet.source
    if ".cookies[" in source or "SimpleCookie" in source:
        for node, key in _response_morsels(snippet, name):
            yield node, f"cookie `{key}`"
    if "Set-Cookie" in source or "set-cookie" in source:
        for node, text in _raw_cookie_headers(snippet):
            attributes = [part.strip().lower() for part in text.split(";")[1:]]
            if name not in attributes:
                yield node, "a `Set-Cookie` header"
    if "COOKIE_" in source:
        for node, setting, value in _settings(snippet):
            if setting in SETTINGS[name] and value is False:
                yield node, f"the cookie of `{setting}`"
    if name == "secure" and "SessionMiddleware" in source:
        for call in snippet.nodes(ast.Call):
            if call.args and (dotted(call.args[0]) or "").rpartition(".")[2] == "SessionMiddleware" \
                    and constant_value(snippet, keyword_value(call, "https_only")) is not True \
                    and not any(keyword.arg is None for keyword in call.keywords):
                yield call, "the session cookie of `SessionMiddleware`"


def _response_morsels(snippet: Snippet, name: str) -> Iterator[tuple[ast.AST, str]]:
    """``response.cookies[key] = value`` (the ``SimpleCookie`` of a Django or Werkzeug response), or
    ``cookie[key] = value`` of a ``SimpleCookie()`` of the module's own, with no ``response.cookies[key][name] = <true>`` in the same function."""
    stores: list[tuple[ast.Assign, str, str]] = []
    flagged: set[tuple[ast.AST | None, str, str]] = set()
    for node in snippet.nodes(ast.Assign):
        for target in node.targets:
            if not isinstance(target, ast.Subscript):
                continue
            owner = target.value
            if isinstance(owner, ast.Attribute) and owner.attr == "cookies" and _is_response(snippet, owner.value) \
                    or _is_cookie_set(snippet, owner):
                key = constant_value(snippet, target.slice)
                if isinstance(key, str):
                    stores.append((node, dotted(owner) or "", key))
            elif isinstance(owner, ast.Subscript) and (isinstance(owner.value, ast.Attribute)
                                                       and owner.value.attr == "cookies"
                                                       or _is_cookie_set(snippet, owner.value)):
                key, attribute = constant_value(snippet, owner.slice), constant_value(snippet, target.slice)
                if isinstance(key, str) and str(attribute).lower() == name and constant_value(snippet, node.value):
                    flagged.add((enclosing_function(snippet, node), dotted(owner.value) or "", key))
    for node, owner, key in stores:
        if (enclosing_function(snippet, node), owner, key) not in flagged:
            yield node, key


def _is_cookie_set(snippet: Snippet, expr: ast.AST) -> bool:
    """A name bound to ``http.cookies.SimpleCookie()``: its morsels become ``Set-Cookie`` text."""
    if not isinstance(expr, ast.Name):
        return False
    values, _ = resolve(snippet, expr)
    return any(isinstance(value, ast.Call) and qualified_name(snippet, value.func) in _COOKIE_SETS for value in values)


#: ``SimpleCookie`` and its base: what they hold is written out as ``Set-Cookie`` headers
_COOKIE_SETS = frozenset({"http.cookies.SimpleCookie", "http.cookies.BaseCookie", "Cookie.SimpleCookie"})


def _is_response(snippet: Snippet, expr: ast.AST) -> bool:
    """A name for a response (``response``, ``resp``), or one bound to a call that makes one
    (``HttpResponse(...)``, ``make_response(...)``): not a client's cookie jar (``session.cookies``)."""
    name = (dotted(expr) or "").rpartition(".")[2].lower()
    if "resp" in name:
        return True
    if isinstance(expr, ast.Name):
        values, _ = resolve(snippet, expr)
        return any(isinstance(value, ast.Call) and (dotted(value.func) or "").rpartition(".")[2].lower()
                   .endswith("response") for value in values)
    return False


def _raw_cookie_headers(snippet: Snippet) -> Iterator[tuple[ast.AST, str]]:
    """``headers["Set-Cookie"] = ...`` and ``headers.add("Set-Cookie", ...)``: the node and the
    header's literal text (an f-string's constant parts; what is interpolated counts as nothing)."""
    for node in snippet.nodes(ast.Subscript):
        if isinstance(node.ctx, ast.Store) and str(constant_value(snippet, node.slice)).lower() == "set-cookie":
            statement = snippet.parents.get(node)
            if isinstance(statement, ast.Assign):
                yield node, _literal_text(snippet, statement.value)
    for call in snippet.nodes(ast.Call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr in ("add", "set", "append", "add_header", "__setitem__") \
                and len(call.args) >= 2 and str(constant_value(snippet, call.args[0])).lower() == "set-cookie":
            yield call, _literal_text(snippet, call.args[1])


def _literal_text(snippet: Snippet, value: ast.AST) -> str:
    if isinstance(value, ast.JoinedStr):
        return "".join(str(part.value) for part in value.values if isinstance(part, ast.Constant))
    folded = constant_value(snippet, value)
    return folded if isinstance(folded, str) else "; secure; httponly"  # not in sight: not judged


def _settings(snippet: Snippet) -> Iterator[tuple[ast.AST, str, object]]:
    """Cookie settings given a constant: module constants (Django), ``config[...] = ``,
    ``config.update(NAME=...)`` and ``config.from_mapping(NAME=...)`` (Flask)."""
    # a module constant is a setting of the app only beside the app's code (Django's own
    # ``global_settings`` lists the defaults a project overrides)
    web = any(module.startswith(WEB_FRAMEWORKS) for module in analysis(snippet).imports.values())
    for node in snippet.nodes(ast.Assign):
        for target in node.targets:
            key = target.id if isinstance(target, ast.Name) and web else constant_value(snippet, target.slice) \
                if isinstance(target, ast.Subscript) else None
            if isinstance(key, str) and key.endswith(("COOKIE_SECURE", "COOKIE_HTTPONLY")):
                yield node, key, constant_value(snippet, node.value)
    for call in snippet.nodes(ast.Call):
        if isinstance(call.func, ast.Attribute) and call.func.attr in ("update", "from_mapping"):
            for keyword in call.keywords:
                if keyword.arg and keyword.arg.endswith(("COOKIE_SECURE", "COOKIE_HTTPONLY")):
                    yield keyword.value, keyword.arg, constant_value(snippet, keyword.value)


def cookie_name(snippet: Snippet, call: ast.Call) -> str:
    name = constant_value(snippet, call.args[0] if call.args else keyword_value(call, "key"))
    return f"`{name}`" if isinstance(name, str) else "a cookie"


@register
class CookieWithoutSecure(AstRule):
    """## What it does
    Reports `set_cookie` on a response (Flask/Werkzeug, Django, FastAPI/Starlette), or
    Werkzeug's `dump_cookie` writing a `Set-Cookie` value, that
    does not pass `secure=True`: the flag left out (every framework's default is off)
    or set to a false constant (also a condition of module constants, `secure=not DEBUG`
    with `DEBUG = True`, or the attribute of a settings object of the module's, such as a
    dataclass field's default). `samesite=` alone does not make a cookie secure. A call
    that passes `**options` or a flag whose value is not known is not reported
    (`**options` bound to a dict literal or to `dict(zip(NAMES, VALUES))` of constants, with what
    the function stores into it by key before the call, `options["secure"] = not DEBUG`, or
    returned as one by a helper of the module, is read), unless the request decides the flag:
    `secure = True`, then `secure = False` when a header says `http`, is a flag the client can
    turn off, and is reported. Also reported: a response's cookie set by key (`response.cookies["id"] = value`) with no
    `response.cookies["id"]["secure"] = True` in the same function, a `Set-Cookie` header written by hand without `Secure`, the framework's
    session or CSRF cookie configured with `SESSION_COOKIE_SECURE = False` (Django
    settings, Flask's `app.config`), and Starlette's `SessionMiddleware` without
    `https_only=True`.

    ## Why is this bad?
    Without the `Secure` attribute the browser also sends the cookie over plain HTTP,
    where anyone on the network reads it (sensitive cookie in HTTPS session without
    'Secure' attribute). A session or remember-me cookie read that way is an account
    taken over.

    ## Example
    ```python
    from flask import Flask, make_response

    app = Flask(__name__)

    @app.route("/login")
    def login():
        response = make_response("ok")
        response.set_cookie("session_id", "abc", httponly=True)
        return response
    ```

    ## Use instead
    ```python
    from flask import Flask, make_response

    app = Flask(__name__)

    @app.route("/login")
    def login():
        response = make_response("ok")
        response.set_cookie("session_id", "abc", secure=True, httponly=True)
        return response
    ```
    """

    id = "CR237"
    name = "cookie-without-secure"
    characteristic = Characteristic.SECURITY
    cwe = 614
    severity = Severity.MEDIUM
    message = "Cookie set without `secure=True`: the browser also sends it over plain HTTP"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for node, what in unflagged(snippet, "secure"):
            yield self.finding(node, f"{what} is set without the `Secure` flag: the browser also sends it over "
                                     "plain HTTP")
