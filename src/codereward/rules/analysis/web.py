"""Web handlers: which functions serve a request, what holds request data, where values go out.

Source-to-sink tracking (``taint``) follows untrusted data into calls, and says whether
request data reaches an expression (``taint_flows(snippet).tainted_for``). Some weaknesses of a
handler are not calls: a value *stored* into the session (``session["user"] = name``), a
cookie's settings, a value drawn for a cookie or a token. The queries here answer them:

- ``handles_request``: the function is a route, or reads the request;
- ``value_ends``: where a value goes: a name, a cookie, the session, a response header;
- ``cookie_calls``: ``set_cookie`` calls on a response (Flask/Werkzeug, Django,
  FastAPI/Starlette);
- ``chosen_by_request``: whether the client decides a flag's value (a comparison of request
  data, or a branch such a condition picks).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.core import analysis, derive
from codereward.rules.analysis.names import qualified_name, resolve, scope_of
from codereward.rules.analysis.nodes import dotted, walk
from codereward.rules.analysis.secrets import destination
from codereward.rules.analysis.taint import is_session, route_parameters, taint_flows, takes_bound_form
from codereward.rules.analysis.taint_specs import REQUEST_NAMES
from codereward.snippet import Snippet


def handles_request(snippet: Snippet, function: ast.AST) -> bool:
    """True when ``function`` is a route, takes the request, or reads a request object
    (``request``, or ``self.request`` in a method of a class-based view), or is the hook of a
    Django editing view that gets the form bound to the request (``form_valid(self, form)``)."""
    if route_parameters(function) is not None or takes_bound_form(snippet, function):
        return True
    arguments = getattr(function, "args", None)
    if arguments is not None and any(arg.arg in REQUEST_NAMES for arg in (*arguments.posonlyargs, *arguments.args)):
        return True
    return any(isinstance(node, ast.Name) and node.id in REQUEST_NAMES
               or isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"
               and node.attr == "request" for node in walk(function))


def chosen_by_request(snippet: Snippet, expr: ast.AST | None, depth: int = 0) -> bool:
    """Whether what the client sent decides the value of ``expr``, a flag: a comparison of request
    data (``request.args.get("expand") == "1"``), a name bound to one, or a name bound on a branch
    that such a condition picks (``secure = True``, then ``if scheme == "http": secure = False`` with
    ``scheme`` from a header). Conditions on settings or the environment do not count."""
    flows = taint_flows(snippet)
    if expr is None or depth > 3:
        return False
    if flows.decided_by_request(expr):
        return True
    if not isinstance(expr, ast.Name):
        return False
    function = enclosing_function(snippet, expr)
    for binding in _bindings_in(snippet, expr, function):
        value = getattr(binding, "value", None)
        if value is not None and chosen_by_request(snippet, value, depth + 1):
            return True
        node = snippet.parents.get(binding)
        while node is not None and node is not function:
            test = getattr(node, "test", None)
            if isinstance(node, ast.If | ast.While | ast.IfExp) and flows.decided_by_request(test):
                return True
            node = snippet.parents.get(node)
    return False


def _bindings_in(snippet: Snippet, name: ast.Name, function: ast.AST | None) -> list[ast.AST]:
    """The assignments to ``name`` in ``function`` (its own scope)."""
    if function is None:
        return []
    return [node for node in snippet.nodes(ast.Assign, ast.AnnAssign)
            if scope_of(snippet, node) is function
            and any(isinstance(target, ast.Name) and target.id == name.id
                    for target in (node.targets if isinstance(node, ast.Assign) else [node.target]))]


def serves_requests(snippet: Snippet) -> bool:
    """Whether the snippet is web code: one of its functions handles a request. There the
    client's data comes in through the request, which source-to-sink tracking models; in a
    command-line tool or a library, data also comes from files, directory listings and
    databases, which it does not, so there seeing no taint proves nothing."""
    def build() -> bool:
        return any(handles_request(snippet, function)
                   for function in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef))
    return derive(snippet, "serves-requests", build)


def _loads(snippet: Snippet) -> dict[tuple[ast.AST, str], list[ast.Name]]:
    """Every read of a name, by its scope and name (built once per snippet)."""
    def build() -> dict[tuple[ast.AST, str], list[ast.Name]]:
        index: dict[tuple[ast.AST, str], list[ast.Name]] = {}
        for node in snippet.nodes(ast.Name):
            if isinstance(node.ctx, ast.Load):
                index.setdefault((scope_of(snippet, node), node.id), []).append(node)  # type: ignore[union-attr]
        return index
    return derive(snippet, "name-loads", build)


#: functions that write a ``Set-Cookie`` header's value, with ``set_cookie``'s parameters in its order
COOKIE_WRITERS = frozenset({"werkzeug.http.dump_cookie", "werkzeug.dump_cookie"})


def cookie_calls(snippet: Snippet) -> Iterator[ast.Call]:
    """``response.set_cookie(key, value, ...)`` calls (``set_signed_cookie`` too: Django signs, it
    does not hide), and Werkzeug's ``dump_cookie(key, value, ...)`` (the header's text)."""
    source = snippet.source
    if "set_cookie" not in source and "set_signed_cookie" not in source and "dump_cookie" not in source:
        return
    for node in snippet.nodes(ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("set_cookie", "set_signed_cookie") \
                and (len(node.args) >= 2 or any(keyword.arg in ("key", "value", None) for keyword in node.keywords)) \
                and "jar" not in (dotted(func.value) or "").lower():
            yield node  # a client's cookie jar takes one ``Cookie`` object: not a response
        elif "dump_cookie" in source and qualified_name(snippet, func) in COOKIE_WRITERS:
            yield node


#: what ``value_ends`` calls a value that goes out to the client or into the session
COOKIE, SESSION, HEADER = "a cookie", "a session value", "a response header"
#: a module-level table the server keeps values in to check them later (issued codes, invites)
TABLE = "an entry of a module-level table"
#: names followed forward from the value to where it is used, at most this many hops
_MAX_HOPS = 4


def value_ends(snippet: Snippet, node: ast.AST, texts: list[str] | None = None,
               places: dict[str, list[ast.AST]] | None = None) -> list[str]:
    """Where the value of ``node`` ends up: the names it is stored under (``secrets.destination``:
    an assignment target, keyword, dict key or returning function), and ``COOKIE``,
    ``SESSION`` or ``HEADER`` when it is given to ``set_cookie``, stored in the session or
    in a response header. A local name it is assigned to is followed to its uses in the
    same scope (``value = random.random()`` ... ``response.set_cookie("id", str(value))``).
    ``texts``, when given, receives the words of the constant text of each string the value is
    built into on the way, joined by ``_`` (``f"Your login code is {code}"``: ``your_login_code_is``).
    ``places``, when given, receives for each of ``COOKIE``, ``SESSION``, ``HEADER``, ``TABLE`` the
    expressions given to it (a value returned by a helper reaches them in its callers)."""
    found: list[str] = []
    pending, seen = [(node, 0)], set()
    while pending:
        current, hops = pending.pop()
        current = _converted(snippet, current)
        if texts is not None:
            texts += text_around(snippet, current)
        sink = _sink_of(snippet, current)
        if sink is not None:
            found.append(sink)
            if places is not None:
                places.setdefault(sink, []).append(current)
            continue
        target = destination(snippet, current)
        if target is None:
            helper = _own_parameter(snippet, current)
            if helper is not None and hops < _MAX_HOPS:
                # ``send_login_code(phone, code)``: the helper is named for what it does with the
                # value, its parameter for what the value is; its uses there are followed too
                function, parameter = helper
                found += [function.name, parameter]
                pending += [(use, hops + 1) for use in _loads(snippet).get((function, parameter), ())]
            record = _record_field(snippet, current)
            if record is not None and hops < _MAX_HOPS:
                # ``pending = Challenge(user, code)``: the field is named for the value, and
                # ``pending.code`` read later is the value
                found.append(record[0])
                pending += [(use, hops + 1) for use in record[1]]
            continue
        found.append(target)
        model = _filled_model(snippet, current)
        if model is not None:
            found.append(f"{model}_{target}")  # ``Invitation.objects.create(code=...)``: an invitation code
        statement = snippet.parents.get(current)
        while statement is not None and not isinstance(statement, ast.stmt):
            statement = snippet.parents.get(statement)
        if isinstance(statement, ast.Return) and hops < _MAX_HOPS:
            # returned by a function or method of the snippet: the value goes where its calls go
            # (``store.create(user)`` given to ``set_cookie``)
            pending += [(call, hops + 1) for call in _own_calls(snippet, enclosing_function(snippet, statement))]
        if hops >= _MAX_HOPS or not isinstance(statement, (ast.Assign, ast.AnnAssign)) or target in seen \
                or "." in target:
            continue
        seen.add(target)
        for use in _loads(snippet).get((scope_of(snippet, statement), target), ()):
            if use.lineno >= statement.lineno:
                pending.append((use, hops + 1))
    return found


def _filled_model(snippet: Snippet, node: ast.AST) -> str | None:
    """The class whose field ``node`` fills by keyword, through what carries it unchanged: the last
    capitalised part of the callee (``Invitation(code=...)``, ``Invitation.objects.create(code=...)``,
    ``models.Invitation(code=...)``); ``None`` for a keyword of anything else (``jsonify(code=...)``)."""
    parent = snippet.parents.get(node)
    while parent is not None and not isinstance(parent, ast.keyword | ast.stmt | ast.Dict):
        parent = snippet.parents.get(parent)  # ``destination`` found a keyword past carriers only
    call = snippet.parents.get(parent) if isinstance(parent, ast.keyword) else None
    if not isinstance(call, ast.Call):
        return None
    parts = (dotted(call.func) or "").split(".")
    classes = [part for part in parts[:-1] if part[:1].isupper()] if len(parts) > 1 and parts[-1][:1].islower() \
        else [part for part in parts if part[:1].isupper()]
    return classes[-1] if classes else None


def _own_calls(snippet: Snippet, function: ast.AST | None) -> list[ast.Call]:
    """The calls of ``function``, a ``def`` of the snippet whose name it defines only once: by its
    name at module level, or as a method (``obj.create(...)``, ``self.create(...)``)."""
    if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) \
            or len(analysis(snippet).functions.get(function.name, ())) != 1:
        return []
    method = isinstance(snippet.parents.get(function), ast.ClassDef)
    return [call for call in snippet.nodes(ast.Call)
            if (isinstance(call.func, ast.Attribute) if method else isinstance(call.func, ast.Name))
            and getattr(call.func, "attr" if method else "id") == function.name]


def text_around(snippet: Snippet, node: ast.AST) -> list[str]:
    """The constant text of the strings ``node`` is built into (f-strings, ``+``), each part's
    words joined by ``_``, so that a part reads like a name (``"?reset_token="``: ``reset_token``)."""
    found = []
    current, parent = node, snippet.parents.get(node)
    while isinstance(parent, ast.FormattedValue | ast.JoinedStr) \
            or type(parent) is ast.BinOp and type(parent.op) is ast.Add:  # type: ignore[attr-defined]
        for part in ast.iter_child_nodes(parent):
            if type(part) is ast.Constant and type(part.value) is str and part is not current:  # type: ignore[attr-defined]
                words = [word.lower() for word in _TEXT_WORD.split(part.value) if word]  # type: ignore[attr-defined]
                if words:
                    found.append("_".join(words))
        current, parent = parent, snippet.parents.get(parent)
    return found


_TEXT_WORD = re.compile(r"[^A-Za-z0-9]+")


def _own_parameter(snippet: Snippet, node: ast.AST) -> tuple[ast.FunctionDef, str] | None:
    """``(function, parameter)`` when ``node`` is passed by position to a function defined once at
    the module level of the snippet (through what carries it unchanged: ``str()``, f-strings)."""
    node = _converted(snippet, node)
    call = snippet.parents.get(node)
    if not (isinstance(call, ast.Call) and type(call.func) is ast.Name and node in call.args) \
            or any(type(arg) is ast.Starred for arg in call.args):
        return None
    defined = [statement for statement in getattr(snippet.tree, "body", ())
               if type(statement) is ast.FunctionDef and statement.name == call.func.id]
    if len(defined) != 1:
        return None
    parameters = [arg.arg for arg in (*defined[0].args.posonlyargs, *defined[0].args.args)]
    index = call.args.index(node)  # type: ignore[arg-type]
    return (defined[0], parameters[index]) if index < len(parameters) else None


def _record_field(snippet: Snippet, node: ast.AST) -> tuple[str, list[ast.Attribute]] | None:
    """``(field, reads)`` when ``node`` is passed by position to a record type of the snippet's
    own (a module-level ``namedtuple``, ``typing.NamedTuple`` or dataclass) whose new object is
    assigned to a name: the field it fills, and the later reads of that field of the name
    (``pending = Challenge(user, code)`` ... ``pending.code``)."""
    node = _converted(snippet, node)
    while isinstance(snippet.parents.get(node), ast.FormattedValue | ast.JoinedStr):
        node = snippet.parents[node]  # ``f"{code:06d}"``: the value, formatted
    call = snippet.parents.get(node)
    if not (isinstance(call, ast.Call) and type(call.func) is ast.Name and node in call.args) \
            or any(type(arg) is ast.Starred for arg in call.args):
        return None
    fields = _record_fields(snippet).get(call.func.id)
    statement = snippet.parents.get(call)
    index = call.args.index(node)  # type: ignore[arg-type]
    if fields is None or index >= len(fields) or not isinstance(statement, ast.Assign) \
            or len(statement.targets) != 1 or type(statement.targets[0]) is not ast.Name:
        return None
    field = fields[index]
    reads = []
    for use in _loads(snippet).get((scope_of(snippet, statement), statement.targets[0].id), ()):  # type: ignore[attr-defined]
        parent = snippet.parents.get(use)
        if isinstance(parent, ast.Attribute) and parent.attr == field and use.lineno >= statement.lineno:
            reads.append(parent)
    return field, reads


def _record_fields(snippet: Snippet) -> dict[str, list[str]]:
    """The record types the module defines, by name: their fields in the order a call fills them."""
    def build() -> dict[str, list[str]]:
        found: dict[str, list[str]] = {}
        for statement in getattr(snippet.tree, "body", ()):
            if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call) \
                    and len(statement.targets) == 1 and type(statement.targets[0]) is ast.Name \
                    and qualified_name(snippet, statement.value.func) in _NAMEDTUPLES \
                    and len(statement.value.args) == 2:
                spec = statement.value.args[1]
                if isinstance(spec, ast.Constant) and isinstance(spec.value, str):
                    found[statement.targets[0].id] = spec.value.replace(",", " ").split()
                elif isinstance(spec, ast.List | ast.Tuple) and all(
                        isinstance(item, ast.Constant) and isinstance(item.value, str) for item in spec.elts):
                    found[statement.targets[0].id] = [item.value for item in spec.elts]  # type: ignore[attr-defined]
            elif isinstance(statement, ast.ClassDef) and (
                    any(qualified_name(snippet, base) in _NAMEDTUPLES for base in statement.bases)
                    or any(qualified_name(snippet, d.func if isinstance(d, ast.Call) else d) in _DATACLASSES
                           for d in statement.decorator_list)):
                found[statement.name] = [item.target.id for item in statement.body
                                         if isinstance(item, ast.AnnAssign) and type(item.target) is ast.Name]
        return found
    return derive(snippet, "record-fields", build)


_NAMEDTUPLES = frozenset({"collections.namedtuple", "typing.NamedTuple"})
_DATACLASSES = frozenset({"dataclasses.dataclass"})


#: calls that re-encode a value without changing what it is (a random number as a UUID, hex, base64)
_CONVERTERS = frozenset({"UUID", "uuid.UUID", "hex", "str", "bytes", "int", "format", "b64encode",
                         "urlsafe_b64encode", "hexlify", "to_bytes", "encode", "decode"})


def _module_table(snippet: Snippet, owner: ast.AST) -> bool:
    """``owner`` is a name bound at module level (``PENDING_CODES = {}``), used from a function."""
    if not isinstance(owner, ast.Name):
        return False
    _, scope = resolve(snippet, owner)
    return isinstance(scope, ast.Module) and scope_of(snippet, owner) is not scope


def _converted(snippet: Snippet, node: ast.AST) -> ast.AST:
    """The outermost expression that only re-encodes ``node``: ``uuid.UUID(int=n).hex`` for ``n``."""
    while True:
        parent = snippet.parents.get(node)
        if isinstance(parent, ast.keyword):
            parent = snippet.parents.get(parent)
        if isinstance(parent, ast.Call) and node is not parent.func \
                and (dotted(parent.func) or "").rpartition(".")[2] in _CONVERTERS or isinstance(parent, ast.Attribute) and parent.attr in ("hex", "int", "bytes", "urn"):
            node = parent
        elif isinstance(parent, ast.Attribute) and parent.attr in _CONVERTERS \
                and isinstance(call := snippet.parents.get(parent), ast.Call) and call.func is parent:
            node = call  # ``random.getrandbits(64).to_bytes(8, "big").hex()``: a method that re-encodes it
        else:
            return node


def _sink_of(snippet: Snippet, node: ast.AST) -> str | None:
    """``COOKIE``/``SESSION``/``HEADER`` when ``node`` (through the expressions that carry it
    unchanged: ``str()``, f-strings, ``+``) is given to one."""
    child, parent = node, snippet.parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Call):
            func = parent.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("set_cookie", "set_signed_cookie") and child is not func:
                return COOKIE
            if name in ("update", "setdefault") and isinstance(func, ast.Attribute) and is_session(snippet, func.value):
                return SESSION
            if name not in ("str", "format", "join", "hex", "encode", "decode", "hexdigest"):
                return None
        elif isinstance(parent, ast.Assign) and child is parent.value:
            for target in parent.targets:
                if isinstance(target, ast.Subscript) and is_session(snippet, target.value):
                    return SESSION
                if isinstance(target, ast.Subscript) and (dotted(target.value) or "").endswith("headers"):
                    return HEADER
                if isinstance(target, ast.Subscript) and _module_table(snippet, target.value):
                    return TABLE
            return None
        elif isinstance(parent, ast.Subscript):
            if child is not parent.value:  # a key: of a table the server keeps, or only a lookup
                return TABLE if isinstance(parent.ctx, ast.Store) and _module_table(snippet, parent.value) else None
        elif not isinstance(parent, (ast.BinOp, ast.JoinedStr, ast.FormattedValue, ast.keyword)):
            return None
        child, parent = parent, snippet.parents.get(parent)
    return None


__all__ = ["COOKIE", "HEADER", "SESSION", "TABLE", "cookie_calls", "handles_request",
           "serves_requests", "value_ends"]
