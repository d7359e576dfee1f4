"""Web handlers: which functions serve a request, what holds request data, where values go out.

Source-to-sink tracking (``taint``) follows untrusted data into calls. Some weaknesses of a
handler are not calls: a value *stored* into the session (``session["user"] = name``), a
cookie's settings, a value drawn for a cookie or a token. The queries here answer them:

- ``handles_request``: the function is a route, or reads the request;
- ``from_request``: an expression may hold data the client sent. Flow-insensitive (every
  binding of a name in its scope counts) but precise where handlers are written to look
  alike: a condition made of literals and local constants takes one branch only
  (``"safe" if 7 * 18 + num > 200 else param``), a dict or list literal read by a constant
  key gives that entry only, and sanitizers (``int``, ``len``, a digest) end it;
- ``session_stores``: ``session[key] = value`` and ``session.update(...)`` on Flask's,
  Django's (``request.session``) or Starlette's session;
- ``cookie_calls``: ``set_cookie`` calls on a response (Flask/Werkzeug, Django,
  FastAPI/Starlette).
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Iterator

from codereward.rules.analysis.core import LOCAL, analysis, derive
from codereward.rules.analysis.names import Binding, Param, name_index, qualified_name, resolve, scope_of
from codereward.rules.analysis.nodes import dotted, walk
from codereward.rules.analysis.secrets import destination
from codereward.rules.analysis.taint import is_session, route_parameters
from codereward.rules.analysis.taint_specs import (
    REQUEST_ATTRIBUTES,
    REQUEST_NAMES,
    SANITIZERS,
    SANITIZING_MODULES,
    VALIDATING_METHODS,
)
from codereward.rules.analysis.values import NOT_CONSTANT, constant_value
from codereward.snippet import Snippet

#: names followed through their bindings at most this deep
_MAX_DEPTH = 12
#: calls whose result says nothing of their argument's text (a number, a bool, a digest)
_CLEANING = frozenset(name for name, kinds in SANITIZERS.items() if "sql" in kinds and "xss" in kinds)
_COMPARE = {ast.Gt: operator.gt, ast.GtE: operator.ge, ast.Lt: operator.lt, ast.LtE: operator.le,
            ast.Eq: operator.eq, ast.NotEq: operator.ne}
_ARITHMETIC = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
               ast.Mod: operator.mod}


def handles_request(snippet: Snippet, function: ast.AST) -> bool:
    """True when ``function`` is a route, takes the request, or reads a request object."""
    if route_parameters(function) is not None:
        return True
    arguments = getattr(function, "args", None)
    if arguments is not None and any(arg.arg in REQUEST_NAMES for arg in (*arguments.posonlyargs, *arguments.args)):
        return True
    return any(isinstance(node, ast.Name) and node.id in REQUEST_NAMES for node in walk(function))


def serves_requests(snippet: Snippet) -> bool:
    """Whether the snippet is web code: one of its functions handles a request. There the
    client's data comes in through the request, which source-to-sink tracking models; in a
    command-line tool or a library, data also comes from files, directory listings and
    databases, which it does not, so there seeing no taint proves nothing."""
    def build() -> bool:
        return any(handles_request(snippet, function)
                   for function in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef))
    return derive(snippet, "serves-requests", build)


def reads_request(snippet: Snippet, expr: ast.AST) -> bool:
    """``request.args``, ``request.form["x"]``, ``request.GET.get("x")``, ``request.get_json()``:
    an attribute of the request that carries what the client sent."""
    for node in walk(expr):
        if isinstance(node, ast.Attribute) and node.attr in REQUEST_ATTRIBUTES:
            owner = dotted(node.value)
            if owner is not None and (owner in REQUEST_NAMES or qualified_name(snippet, node.value) in REQUEST_NAMES
                                      or owner.rpartition(".")[2] in ("request", "req")):
                return True
    return False


def from_request(snippet: Snippet, expr: ast.AST | None, depth: int = 0) -> bool:
    """Whether ``expr`` may hold data the client sent (see the module docstring)."""
    if expr is None or depth > _MAX_DEPTH:
        return False
    memo: dict[ast.AST, bool] = derive(snippet, "from-request", dict)
    if expr in memo:
        return memo[expr]
    memo[expr] = False  # a cycle through bindings adds nothing
    memo[expr] = found = _from_request(snippet, expr, depth)
    return found


def _from_request(snippet: Snippet, expr: ast.AST, depth: int) -> bool:
    kind = type(expr)
    if kind is ast.Constant:
        return False
    if kind is ast.Name:
        return _name_from_request(snippet, expr, depth)  # type: ignore[arg-type]
    if kind is ast.Attribute:
        return reads_request(snippet, expr) or from_request(snippet, expr.value, depth + 1)  # type: ignore[attr-defined]
    if kind is ast.IfExp:
        taken = fold_condition(snippet, expr.test)  # type: ignore[attr-defined]
        branches = [expr.body, expr.orelse] if taken is None else [expr.body if taken else expr.orelse]  # type: ignore[attr-defined]
        return any(from_request(snippet, branch, depth + 1) for branch in branches)
    if kind is ast.Subscript:
        entry = _constant_entry(snippet, expr)  # type: ignore[arg-type]
        if entry is not None:
            return from_request(snippet, entry, depth + 1)
        return reads_request(snippet, expr) or from_request(snippet, expr.value, depth + 1)  # type: ignore[attr-defined]
    if kind is ast.Call:
        return _call_from_request(snippet, expr, depth)  # type: ignore[arg-type]
    if kind in (ast.Compare, ast.Lambda):
        return False
    if kind is ast.BoolOp:
        for value in expr.values:  # type: ignore[attr-defined]
            if from_request(snippet, value, depth + 1):
                return True
            folded = _fold(snippet, value, depth + 1)
            if folded is not NOT_CONSTANT and bool(folded) == isinstance(expr.op, ast.Or):  # type: ignore[attr-defined]
                return False  # ``"guest" or name``: the rest is never the value
        return False
    return any(from_request(snippet, child, depth + 1) for child in ast.iter_child_nodes(expr)
               if isinstance(child, (ast.expr, ast.comprehension, ast.keyword, ast.FormattedValue)))


def _name_from_request(snippet: Snippet, expr: ast.Name, depth: int) -> bool:
    if expr.id in REQUEST_NAMES or _checked(snippet, expr):
        return False  # the request object itself (its attributes say what they carry), or a value checked here
    reaching = _reaching(snippet, expr)
    if reaching and _filled(snippet, expr, reaching[0][1], depth):
        return True
    for binding, scope in reaching:
        value = binding.value
        if isinstance(value, Param):
            if scope is not None and _client_parameter(snippet, scope, expr.id, depth):
                return True
            continue
        value = value if isinstance(value, ast.expr) else _unpacked(binding.node, expr.id)
        if value is not None and from_request(snippet, value, depth + 1):
            return True
    return False


def _client_parameter(snippet: Snippet, function: ast.AST, name: str, depth: int) -> bool:
    """A parameter the framework fills from the request: a route's (Flask, FastAPI), a
    Django view's URL keyword (the view is named in ``path(...)``), or a FastAPI dependency
    (``Depends(helper)``) whose helper returns request data."""
    route = route_parameters(function)
    if route is not None and name in route:
        return True
    arguments = getattr(function, "args", None)
    if arguments is None:
        return False
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    defaults = dict(zip([a.arg for a in every[len(every) - len(arguments.defaults) - len(arguments.kwonlyargs):]],
                        [*arguments.defaults, *arguments.kw_defaults]))
    default = defaults.get(name)
    if isinstance(default, ast.Call) and getattr(default.func, "id", "") in ("Depends", "Security") and default.args:
        helpers = analysis(snippet).functions.get(getattr(default.args[0], "id", ""), [])
        return any(from_request(snippet, returned, depth + 1) for helper in helpers for returned in _returned(helper))
    names = [a.arg for a in every]
    if names[:1] == ["request"] and name != "request" or names[:2] == ["self", "request"] and name not in names[:2]:
        function_name = getattr(function, "name", "")
        return any(getattr(call.func, "id", getattr(call.func, "attr", "")) in ("path", "re_path", "url")
                   and any(isinstance(arg, ast.Name) and arg.id == function_name for arg in call.args)
                   for call in snippet.nodes(ast.Call))
    return False


def _returned(function: ast.AST) -> list[ast.expr]:
    return [node.value for node in walk(function) if isinstance(node, ast.Return) and node.value is not None]


def _unpacked(node: ast.AST, name: str) -> ast.expr | None:
    """What a name bound without a value of its own gets: its item of ``a, b = x, y``, the
    whole right-hand side of another unpacking, a ``for`` loop's iterable, a ``with``'s manager."""
    if isinstance(node, ast.Assign):
        for target in node.targets:
            if isinstance(target, (ast.Tuple, ast.List)) and isinstance(node.value, (ast.Tuple, ast.List)) \
                    and len(target.elts) == len(node.value.elts):
                for element, value in zip(target.elts, node.value.elts):
                    if isinstance(element, ast.Name) and element.id == name:
                        return value
        return node.value
    if isinstance(node, (ast.For, ast.AsyncFor)):
        return node.iter
    if isinstance(node, ast.withitem):
        return node.context_expr
    return None


def _effective(snippet: Snippet, statement: ast.stmt) -> ast.stmt:
    """The statement that runs ``statement`` on every path: itself, or the ``if`` around it
    when it sits in the branch a condition made of constants always takes."""
    while True:
        parent = snippet.parents.get(statement)
        if not isinstance(parent, ast.If):
            return statement
        taken = fold_condition(snippet, parent.test)
        if taken is None or not any(s is statement for s in (parent.body if taken else parent.orelse)):
            return statement
        statement = parent


def _dead(snippet: Snippet, node: ast.AST, scope: ast.AST) -> bool:
    """``node`` sits in a branch a condition made of constants never takes."""
    child = node
    for ancestor in snippet.ancestors(node):
        if ancestor is scope:
            return False
        if isinstance(ancestor, ast.If):
            taken = fold_condition(snippet, ancestor.test)
            if taken is not None and any(s is child for s in (ancestor.orelse if taken else ancestor.body)):
                return True
        child = ancestor
    return False


def _filled(snippet: Snippet, use: ast.Name, scope: ast.AST | None, depth: int) -> bool:
    """Before ``use``, its container was given request data: ``items.append(x)``,
    ``conf.set("s", "k", x)``, ``table.update(...)``, ``table[key] = x``."""
    for node in _fillers(snippet).get(use.id, ()):
        if _position(node) < _position(use) and scope_of(snippet, node) is scope \
                and any(from_request(snippet, arg, depth + 1) for arg in [*node.args, *(k.value for k in node.keywords)]):
            return True
    for node in _item_stores(snippet).get(use.id, ()):
        if _position(node) < _position(use) and scope_of(snippet, node) is scope:
            statement = snippet.parents.get(node)
            if isinstance(statement, ast.Assign) and from_request(snippet, statement.value, depth + 1):
                return True
    return False


def _loads(snippet: Snippet) -> dict[tuple[ast.AST, str], list[ast.Name]]:
    """Every read of a name, by its scope and name (built once per snippet)."""
    def build() -> dict[tuple[ast.AST, str], list[ast.Name]]:
        index: dict[tuple[ast.AST, str], list[ast.Name]] = {}
        for node in snippet.nodes(ast.Name):
            if isinstance(node.ctx, ast.Load):
                index.setdefault((scope_of(snippet, node), node.id), []).append(node)  # type: ignore[union-attr]
        return index
    return derive(snippet, "name-loads", build)


def _fillers(snippet: Snippet) -> dict[str, list[ast.Call]]:
    """``name.append(...)``, ``name.set(...)`` and kin, by the name filled (built once per snippet)."""
    def build() -> dict[str, list[ast.Call]]:
        index: dict[str, list[ast.Call]] = {}
        for node in snippet.nodes(ast.Call):
            func = node.func  # type: ignore[union-attr]
            if isinstance(func, ast.Attribute) and func.attr in _FILLERS and isinstance(func.value, ast.Name):
                index.setdefault(func.value.id, []).append(node)  # type: ignore[arg-type]
        return index
    return derive(snippet, "fillers", build)


def _item_stores(snippet: Snippet) -> dict[str, list[ast.Subscript]]:
    """``name[key] = ...`` targets, by the name stored into (built once per snippet)."""
    def build() -> dict[str, list[ast.Subscript]]:
        index: dict[str, list[ast.Subscript]] = {}
        for node in snippet.nodes(ast.Subscript):
            if isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name):  # type: ignore[union-attr]
                index.setdefault(node.value.id, []).append(node)  # type: ignore[union-attr, arg-type]
        return index
    return derive(snippet, "item-stores", build)


#: methods that put a value into a container
_FILLERS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "set", "appendleft",
                      "extendleft", "put", "push", "__setitem__"})


def _position(node: ast.AST) -> tuple[int, int]:
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)


def _reaching(snippet: Snippet, use: ast.Name) -> list[tuple[Binding, ast.AST | None]]:
    """The bindings of ``use``'s name that may give it its value: the nearest one that runs
    on every path to it (in a block around it, earlier), and those after that one, before the
    use, that run on some paths only; in a loop, the loop's own bindings too."""
    _, scope = resolve(snippet, use)
    if scope is None:
        return []
    bindings = [b for b in name_index(snippet).names.get(use.id, ()) if scope_of(snippet, b.node) is scope]
    chain: dict[int, int] = {}  # id(block) -> index of the statement holding the use
    loops: list[ast.AST] = []
    child: ast.AST = use
    for ancestor in snippet.ancestors(use):
        for field in ("body", "orelse", "finalbody", "handlers"):
            block = getattr(ancestor, field, None)
            if isinstance(block, list):
                for index, statement in enumerate(block):
                    if statement is child:
                        chain[id(block)] = index
        if isinstance(ancestor, (ast.For, ast.AsyncFor, ast.While)):
            loops.append(ancestor)
        if ancestor is scope:
            break
        child = ancestor
    ancestors = set(map(id, snippet.ancestors(use)))
    dominating: tuple[tuple[int, int], Binding] | None = None
    bindings = [b for b in bindings if not _dead(snippet, b.node, scope)]
    for binding in bindings:
        if isinstance(binding.value, Param):
            continue
        statement = binding.node if isinstance(binding.node, ast.stmt) else next(
            (a for a in snippet.ancestors(binding.node) if isinstance(a, ast.stmt)), None)
        if statement is None or id(statement) in ancestors:
            continue
        statement = _effective(snippet, statement)
        parent = snippet.parents.get(statement)
        for field in ("body", "orelse", "finalbody"):
            block = getattr(parent, field, None)
            if isinstance(block, list) and id(block) in chain and any(s is statement for s in block[:chain[id(block)]]):
                if dominating is None or _position(statement) > dominating[0]:
                    dominating = (_position(statement), binding)
    start = dominating[0] if dominating is not None else (0, 0)
    found: list[tuple[Binding, ast.AST | None]] = []
    for binding in bindings:
        node = binding.node
        later = start < _position(node) < _position(use)
        looped = any(_position(loop) <= _position(node) and any(a is loop for a in snippet.ancestors(node))
                     for loop in loops)
        if dominating is not None and binding is dominating[1] or later or looped \
                or (dominating is None and isinstance(binding.value, Param)):
            found.append((binding, scope))
    return found


def _checked(snippet: Snippet, use: ast.Name) -> bool:
    """``use`` sits where a check of its name holds: the body of ``if name in ALLOWED:`` (or
    of ``name if name.isdigit() else ...``), or after ``if name not in ALLOWED: return`` (or
    ``...: name = DEFAULT``)."""
    child: ast.AST = use
    for ancestor in snippet.ancestors(use):
        if isinstance(ancestor, (ast.If, ast.IfExp)) and _validates(ancestor.test, use.id) is not None:
            holds = _validates(ancestor.test, use.id)
            body = ancestor.body if isinstance(ancestor.body, list) else [ancestor.body]
            if any(item is child for item in body) == holds:
                return True
        if isinstance(ancestor, ast.stmt):
            block = next((getattr(parent, field) for parent in [snippet.parents.get(ancestor)]
                          for field in ("body", "orelse", "finalbody")
                          if any(s is ancestor for s in getattr(parent, field, []) or [])), [])
            for earlier in block:
                if earlier is ancestor:
                    break
                if isinstance(earlier, ast.If) and _validates(earlier.test, use.id) is False \
                        and (_ends(earlier.body) or _rebinds(earlier.body, use.id)):
                    return True  # ``if name not in ALLOWED: return`` or ``... name = DEFAULT``
        if isinstance(ancestor, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return False
        child = ancestor
    return False


def _rebinds(body: list[ast.stmt], name: str) -> bool:
    last = body[-1] if body else None
    return isinstance(last, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in last.targets)


def _ends(body: list[ast.stmt]) -> bool:
    """The block returns, raises or aborts the request: what follows it runs only otherwise."""
    last = body[-1] if body else None
    return isinstance(last, (ast.Return, ast.Raise)) or isinstance(last, ast.Expr) and isinstance(last.value, ast.Call) \
        and (dotted(last.value.func) or "").rpartition(".")[2] in ("abort", "exit")


def _validates(test: ast.AST, name: str) -> bool | None:
    """``True`` when ``test`` holding proves ``name`` checked, ``False`` when its failing
    does (``name not in ALLOWED``), ``None`` when it says nothing about ``name``."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _validates(test.operand, name)
        return None if inner is None else not inner
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name) \
            and test.left.id == name and isinstance(test.ops[0], (ast.In, ast.NotIn)):
        return isinstance(test.ops[0], ast.In)
    if isinstance(test, ast.Call):
        func = test.func
        if isinstance(func, ast.Attribute) and func.attr in VALIDATING_METHODS \
                and isinstance(func.value, ast.Name) and func.value.id == name:
            return True
        if isinstance(func, ast.Attribute) and func.attr == "fullmatch" and any(
                isinstance(arg, ast.Name) and arg.id == name for arg in test.args):
            return True
    return None


def _call_from_request(snippet: Snippet, call: ast.Call, depth: int) -> bool:
    callee = qualified_name(snippet, call.func) or ""
    if callee in _CLEANING or callee.startswith(SANITIZING_MODULES):
        return False
    if reads_request(snippet, call.func):
        return True
    if any(isinstance(arg, ast.Name) and arg.id in REQUEST_NAMES for arg in call.args) \
            and (callee.startswith(LOCAL + ".") or isinstance(call.func, ast.Attribute)):
        return True  # the request handed to a helper of the snippet's own: it reads it for the caller
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "get" and call.args:
        entry = _constant_entry(snippet, call)
        if entry is not None:
            return from_request(snippet, entry, depth + 1)
    parts = [call.func, *call.args, *(keyword.value for keyword in call.keywords)]
    return any(from_request(snippet, part, depth + 1) for part in parts)


def _constant_entry(snippet: Snippet, expr: ast.Subscript | ast.Call) -> ast.expr | None:
    """``table["b"]`` or ``table.get("b")`` on a name bound once to a dict or list literal:
    the entry itself (other keys may hold request data; this one need not)."""
    if isinstance(expr, ast.Subscript):
        owner, key = expr.value, constant_value(snippet, expr.slice)
    else:
        owner, key = expr.func.value, constant_value(snippet, expr.args[0])  # type: ignore[attr-defined]
    if key is NOT_CONSTANT or not isinstance(owner, ast.Name):
        return None
    values, _ = resolve(snippet, owner)
    if len(values) != 1 or _written(snippet, owner.id):
        return None
    table = values[0]
    if isinstance(table, ast.Dict) and all(k is not None for k in table.keys):
        for table_key, value in zip(table.keys, table.values):
            if constant_value(snippet, table_key) == key:
                return value
        return ast.Constant(None)  # a missing key: ``.get`` gives None
    if isinstance(table, (ast.List, ast.Tuple)) and type(key) is int and -len(table.elts) <= key < len(table.elts):
        return table.elts[key]
    return None


def _written(snippet: Snippet, name: str) -> bool:
    """``name[key] = ...`` or ``name.update/append/...(...)`` anywhere: its entries change."""
    for node in snippet.nodes(ast.Subscript):
        if isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) and node.value.id == name:
            return True
    for node in snippet.nodes(ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == name \
                and func.attr in ("update", "setdefault", "append", "insert", "extend", "__setitem__"):
            return True
    return False


def fold_condition(snippet: Snippet, test: ast.AST) -> bool | None:
    """The value a condition made of literals and local constants always has, or ``None``
    (also for a condition whose value depends on its own branches: ``if not x: x = ""``)."""
    folding: set[ast.AST] = derive(snippet, "folding", set)
    if test in folding:
        return None
    folding.add(test)
    try:
        value = _fold(snippet, test, 0)
    finally:
        folding.discard(test)
    return bool(value) if value is not NOT_CONSTANT else None


def _fold(snippet: Snippet, expr: ast.AST, depth: int) -> object:
    if depth > _MAX_DEPTH:
        return NOT_CONSTANT
    if isinstance(expr, ast.Compare) and len(expr.ops) == 1 and type(expr.ops[0]) in _COMPARE:
        left, right = _fold(snippet, expr.left, depth + 1), _fold(snippet, expr.comparators[0], depth + 1)
        if left is NOT_CONSTANT or right is NOT_CONSTANT:
            return NOT_CONSTANT
        try:
            return _COMPARE[type(expr.ops[0])](left, right)
        except TypeError:
            return NOT_CONSTANT
    if isinstance(expr, ast.BinOp) and type(expr.op) in _ARITHMETIC:
        left, right = _fold(snippet, expr.left, depth + 1), _fold(snippet, expr.right, depth + 1)
        if type(left) is int and type(right) is int and abs(left) < 2**32 and abs(right) < 2**32:
            try:
                return _ARITHMETIC[type(expr.op)](left, right)
            except ZeroDivisionError:
                return NOT_CONSTANT
        return constant_value(snippet, expr)
    if isinstance(expr, ast.BoolOp):
        values = [_fold(snippet, value, depth + 1) for value in expr.values]
        if any(value is NOT_CONSTANT for value in values):
            return NOT_CONSTANT
        return all(values) if isinstance(expr.op, ast.And) else any(values)
    if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not):
        value = _fold(snippet, expr.operand, depth + 1)
        return NOT_CONSTANT if value is NOT_CONSTANT else not value
    if isinstance(expr, ast.Name):
        reaching = _reaching(snippet, expr)
        if len(reaching) == 1 and not isinstance(reaching[0][0].value, Param):
            binding = reaching[0][0]
            value = binding.value if isinstance(binding.value, ast.expr) else _unpacked(binding.node, expr.id)
            return _fold(snippet, value, depth + 1) if value is not None else NOT_CONSTANT
        return NOT_CONSTANT
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id == "len" and len(expr.args) == 1:
        value = constant_value(snippet, expr.args[0])
        return len(value) if isinstance(value, (str, bytes, list)) else NOT_CONSTANT
    return constant_value(snippet, expr)


def arguments_passed(snippet: Snippet, function: ast.AST, value: ast.AST | None) -> list[ast.expr]:
    """When ``value`` is a parameter of ``function`` (a ``def`` of the snippet, not a method):
    what each call of the function in the snippet passes for it. Empty when it is not a
    parameter, or when some call passes it in a way not in sight (``*args``, ``**kwargs``),
    or nothing calls the function (a public API: its callers are elsewhere)."""
    if not isinstance(value, ast.Name) or not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) \
            or isinstance(snippet.parents.get(function), ast.ClassDef):
        return []
    arguments = function.args
    names = [arg.arg for arg in (*arguments.posonlyargs, *arguments.args)]
    keyword_only = [arg.arg for arg in arguments.kwonlyargs]
    if value.id not in names and value.id not in keyword_only:
        return []
    passed: list[ast.expr] = []
    for call in snippet.nodes(ast.Call):
        if not (isinstance(call.func, ast.Name) and call.func.id == function.name):
            continue
        if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            return []
        found = next((k.value for k in call.keywords if k.arg == value.id), None)
        if found is None and value.id in names and names.index(value.id) < len(call.args):
            found = call.args[names.index(value.id)]
        if found is None:
            return []  # its default: not judged here
        passed.append(found)
    return passed


def cookie_calls(snippet: Snippet) -> Iterator[ast.Call]:
    """``response.set_cookie(key, value, ...)`` calls (``set_signed_cookie`` too: Django signs, it
    does not hide)."""
    if "set_cookie" not in snippet.source and "set_signed_cookie" not in snippet.source:
        return
    for node in snippet.nodes(ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("set_cookie", "set_signed_cookie") \
                and (len(node.args) >= 2 or any(keyword.arg in ("key", "value") for keyword in node.keywords)) \
                and "jar" not in (dotted(func.value) or "").lower():
            yield node  # a client's cookie jar takes one ``Cookie`` object: not a response




#: what ``value_ends`` calls a value that goes out to the client or into the session
COOKIE, SESSION, HEADER = "a cookie", "a session value", "a response header"
#: a module-level table the server keeps values in to check them later (issued codes, invites)
TABLE = "an entry of a module-level table"
#: names followed forward from the value to where it is used, at most this many hops
_MAX_HOPS = 4


def value_ends(snippet: Snippet, node: ast.AST) -> list[str]:
    """Where the value of ``node`` ends up: the names it is stored under (``secrets.destination``:
    an assignment target, keyword, dict key or returning function), and ``COOKIE``,
    ``SESSION`` or ``HEADER`` when it is given to ``set_cookie``, stored in the session or
    in a response header. A local name it is assigned to is followed to its uses in the
    same scope (``value = random.random()`` ... ``response.set_cookie("id", str(value))``)."""
    found: list[str] = []
    pending, seen = [(node, 0)], set()
    while pending:
        current, hops = pending.pop()
        current = _converted(snippet, current)
        sink = _sink_of(snippet, current)
        if sink is not None:
            found.append(sink)
            continue
        target = destination(snippet, current)
        if target is None:
            continue
        found.append(target)
        statement = snippet.parents.get(current)
        while statement is not None and not isinstance(statement, ast.stmt):
            statement = snippet.parents.get(statement)
        if hops >= _MAX_HOPS or not isinstance(statement, (ast.Assign, ast.AnnAssign)) or target in seen \
                or "." in target:
            continue
        seen.add(target)
        for use in _loads(snippet).get((scope_of(snippet, statement), target), ()):
            if use.lineno >= statement.lineno:
                pending.append((use, hops + 1))
    return found


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

__all__ = ["COOKIE", "HEADER", "SESSION", "TABLE", "arguments_passed", "cookie_calls", "fold_condition", "from_request", "handles_request",
           "reads_request", "value_ends"]
