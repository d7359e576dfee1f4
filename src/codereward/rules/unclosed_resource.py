"""CR404: a file, socket, connection or process opened without ``with`` and not closed on every path."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    FUNCTIONS,
    NESTED_SCOPES,
    analysis,
    dotted,
    enclosing_statement,
    in_finally,
    in_handler,
    last_part,
    name_refs,
    name_words,
    next_statement,
    qualified_name,
    scope_of,
    walk,
    walk_local,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: calls whose result must be closed (qualified through the snippet's imports)
RESOURCE_CALLS = frozenset({
    "open", "io.open", "codecs.open", "gzip.open", "bz2.open", "lzma.open",
    "socket.socket", "socket.create_connection", "socket.create_server",
    "sqlite3.connect", "subprocess.Popen",
    "tempfile.NamedTemporaryFile", "tempfile.TemporaryFile", "tempfile.SpooledTemporaryFile",
    "zipfile.ZipFile", "tarfile.open", "tarfile.TarFile",
    "urllib.request.urlopen", "shelve.open",
})
#: methods that release the resource (``wait``/``communicate`` reap a process)
CLOSERS = frozenset({"close", "__exit__", "wait", "communicate", "kill", "terminate"})
#: calls that take the resource over and close it when they are closed, and ``typing.cast``,
#: which returns it unchanged (``return cast(IO[bytes], TemporaryFile())`` hands it to the caller)
WRAPPERS = frozenset({"closing", "TextIOWrapper", "BufferedReader", "BufferedWriter", "BufferedRandom",
                      "EncodedFile", "cast"})
#: calls that hand the resource to something that outlives this code, by their name or
#: the first word of it (``set_socket``, ``setByteStream``, ``add_reader``, ``enter_context``)
ESCAPES = frozenset({"callback", "finalize", "setdefault", "update"})
ESCAPE_VERBS = frozenset({
    "set", "add", "append", "appendleft", "extend", "insert", "put", "register", "attach", "push", "enter",
    "track", "store", "keep", "adopt", "manage",
})

_NORMAL_PATH = "`{}` is closed only on the normal path: not closed if an exception occurs; use `with`"
_NEVER = "`{}` is opened without `with` and never closed"
_INLINE = "`{}(...)` is used inline and never closed; use `with`"

_OK = "ok"
_INLINE_USE = "inline"


@register
class UnclosedResource(AstRule):
    """## What it does
    Reports a file, socket, database connection, subprocess, archive, temporary file or
    URL response (`open`, `socket.socket`, `sqlite3.connect`, `subprocess.Popen`,
    `tempfile.NamedTemporaryFile`, `zipfile.ZipFile`, `tarfile.open`,
    `urllib.request.urlopen`, ...) that is opened outside a `with` statement and not
    closed on every path:

    - used inline, as in `open(path).read()` or `json.load(open(path))`;
    - bound to a variable that is never closed (severity medium);
    - closed only after the code that uses it, not in a `finally`, so an exception in
      between leaks it (severity low: only the error path leaks).

    A resource that is returned or yielded (also inside a wrapper), stored on an object
    (`self.conn = ...`), handed to `ExitStack.enter_context`, `contextlib.closing`,
    `io.TextIOWrapper`, a container or a setter-like method (`set_socket(sock)`,
    `add_reader(f)`), or used as a module-level global by functions changes owner and is
    not reported; nor is one closed by the very next statement or by a helper named like
    `_sync_close(f)`. A class takes it over only on evidence: a class of the snippet whose
    `__init__` stores it on `self` or closes it. Any other call, capitalised or not
    (`csv.DictReader(f)`, `Counter(f)`, an imported class), only reads it.
    `with open(...) as f:` needs no `finally` and is never reported (nor is any other
    `with`, although `with sqlite3.connect(...)` commits without closing).

    ## Why is this bad?
    Until it is closed, the resource holds an operating-system handle (file descriptor,
    socket, process slot, database lock) and unflushed buffers. CPython closes
    unreferenced files by reference counting, but other interpreters do not, a
    reference kept by a traceback keeps it open, and a process left un-waited becomes a
    zombie. Long-running programs run out of descriptors; written data can be lost.

    ## Example
    ```python
    def first_line(path):
        f = open(path)
        line = f.readline()
        f.close()
        return line
    ```

    ## Use instead
    ```python
    def first_line(path):
        with open(path) as f:
            return f.readline()
    ```
    """

    id = "CR404"
    name = "unclosed-resource"
    characteristic = Characteristic.RELIABILITY
    cwe = 772
    severity = Severity.MEDIUM
    message = "Resource opened without `with` is not closed on every path"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for call in _candidates(snippet):
            if not _is_resource(snippet, call):
                continue
            label = _label(call)
            owner = _owner(snippet, call)
            if owner == _INLINE_USE:
                yield self.finding(call, _INLINE.format(label))
            elif isinstance(owner, tuple):
                verdict = _closed(snippet, *owner)
                if verdict == "never":
                    yield self.finding(call, _NEVER.format(owner[0]))
                elif verdict == "normal-path":
                    yield self.finding(call, _NORMAL_PATH.format(owner[0]), severity=Severity.LOW)


def _callee(snippet: Snippet, call: ast.Call) -> str:
    return last_part(qualified_name(snippet, call.func)) or getattr(call.func, "attr", "")


def _hands_over(callee: str) -> bool:
    words = name_words(callee)
    return callee in ESCAPES or bool(words) and words[0] in ESCAPE_VERBS


#: the last part of every resource call, to skip other calls without resolving imports
_RESOURCE_NAMES = frozenset(name.rsplit(".", 1)[-1] for name in RESOURCE_CALLS)


def _candidates(snippet: Snippet) -> list[ast.Call]:
    """Calls that may open a resource: by their last name, before resolving imports."""
    imports = analysis(snippet).imports
    wanted = _RESOURCE_NAMES | imports.keys() if imports else _RESOURCE_NAMES
    return [call for call in snippet.nodes(ast.Call)
            if (call.func.attr if type(call.func) is ast.Attribute else getattr(call.func, "id", None)) in wanted]


def _is_resource(snippet: Snippet, call: ast.Call) -> bool:
    kind = qualified_name(snippet, call.func)
    if kind == "open" and _star_imports_open(snippet):
        return False  # ``from os import *`` makes ``open`` os.open, which returns an int
    return kind in RESOURCE_CALLS


def _star_imports_open(snippet: Snippet) -> bool:
    return any(node.module in ("os", "posix", "nt") and any(a.name == "*" for a in node.names)
               for node in snippet.nodes(ast.ImportFrom))


def _label(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "open")


_WRAPPER = "wrapper"


def _taker(snippet: Snippet, call: ast.Call, callee: str) -> str | None:
    """What a call does with a resource passed to it, on evidence only.

    ``_WRAPPER``: a known wrapper that closes it when closed (``TextIOWrapper``,
    ``closing``), or a class of the snippet that stores it and has ``close``/``__exit__``;
    ``_OK``: a class of the snippet whose ``__init__`` closes it (``with stream:``,
    ``stream.close()``) or stores it without a closer of its own (the object owns it);
    ``None``: anything else, however it is spelled. A capitalised name is no evidence:
    ``csv.DictReader(f)`` and ``Counter(f)`` read a file and leave it open.
    """
    if callee in WRAPPERS:
        return _WRAPPER
    if qualified_name(snippet, call.func) != f"<local>.{callee}":
        return None
    for cls in snippet.nodes(ast.ClassDef):
        if cls.name == callee:
            return _class_taker(cls)
    return None


def _class_taker(cls: ast.ClassDef) -> str | None:
    methods = {m.name: m for m in cls.body if isinstance(m, FUNCTIONS)}
    init = methods.get("__init__")
    if init is None:
        dataclass = any("dataclass" in (dotted(d.func if isinstance(d, ast.Call) else d) or "")
                        for d in cls.decorator_list)
        return _OK if dataclass else None  # a dataclass keeps what it is given
    params = {a.arg for a in [*init.args.posonlyargs, *init.args.args, *init.args.kwonlyargs][1:]}
    stored = False
    for node in walk(init):
        if isinstance(node, ast.withitem) and _is_param(node.context_expr, params):
            return _OK
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "close" and _is_param(node.func.value, params)):
            return _OK
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and _is_param(node.value, params):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            stored = stored or any(isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                                   and t.value.id == init.args.args[0].arg for t in targets if init.args.args)
    if not stored:
        return None
    return _WRAPPER if "close" in methods or "__exit__" in methods else _OK


def _is_param(node: ast.AST | None, params: set[str]) -> bool:
    return isinstance(node, ast.Name) and node.id in params


def _owner(snippet: Snippet, call: ast.Call) -> str | tuple[str, ast.stmt]:
    """Where the new resource goes: ``_OK`` (managed or handed on), ``_INLINE_USE`` (used
    and dropped), or ``(name, statement)`` for a local variable to follow."""
    parents = snippet.parents
    node: ast.AST = call
    while True:
        parent = parents.get(node)
        if isinstance(parent, ast.keyword):
            node, parent = parent, parents.get(parent)
        if isinstance(parent, ast.Call) and node is not parent.func:
            callee = _callee(snippet, parent)
            if _hands_over(callee):
                return _OK
            taker = _taker(snippet, parent, callee)
            if taker == _WRAPPER:
                node = parent  # the wrapper now owns it; follow the wrapper
                continue
            if taker is not None:
                return _OK  # a class of the snippet that closes or keeps it
            return _INLINE_USE  # consumed by a function that does not close it
        if isinstance(parent, ast.Await):
            node = parent
            continue
        if isinstance(parent, ast.Attribute):
            return _OK if parent.attr in CLOSERS else _INLINE_USE
        if isinstance(parent, (ast.For, ast.AsyncFor, ast.comprehension)) and node is parent.iter:
            return _INLINE_USE
        if isinstance(parent, ast.Expr):
            return _INLINE_USE
        if isinstance(parent, (ast.Assign, ast.AnnAssign)) and node is parent.value:
            targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
            if len(targets) == 1 and isinstance(targets[0], ast.Name):
                return targets[0].id, parent
        # withitem, return, yield, lambda body, attribute/item store, containers, ...: owned elsewhere
        return _OK


def _closed(snippet: Snippet, name: str, assign: ast.stmt) -> str:
    """``ok``, ``never`` or ``normal-path`` for a resource bound to local ``name`` at ``assign``."""
    scope = scope_of(snippet, assign)
    if isinstance(scope, ast.ClassDef):
        return _OK  # a class attribute lives as long as the class
    if isinstance(scope, FUNCTIONS) and any(
            name in n.names and scope_of(snippet, n) is scope
            for n in [*snippet.nodes(ast.Global), *snippet.nodes(ast.Nonlocal)]):
        return _OK
    first, last = (scope.lineno, scope.end_lineno or 0) if isinstance(scope, FUNCTIONS) else (0, 1 << 30)
    closes: list[ast.AST] = []
    for ref in name_refs(snippet).get(name, ()):
        if not first <= ref.lineno <= last or not isinstance(ref.ctx, ast.Load):
            continue
        ref_scope = scope_of(snippet, ref)
        if ref_scope is not scope:
            if any(a is scope for a in snippet.ancestors(ref)):
                return _OK  # captured by a nested function or used as a global: ownership is shared
            continue
        use = _use(snippet, ref)
        if use == "close":
            closes.append(ref)
        elif use == _OK:
            return _OK
    if not closes:
        return "never"
    if any(in_finally(snippet, ref, scope) for ref in closes):
        return _OK
    if any(in_handler(snippet, ref, scope) for ref in closes) and len(closes) > 1:
        return _OK  # closed both in the handler and on the normal path
    if not _may_raise_before_close(snippet, assign, closes):
        return _OK  # closed before anything that can raise runs
    return "normal-path"


def _may_raise_before_close(snippet: Snippet, assign: ast.stmt, closes: list[ast.AST]) -> bool:
    """True unless the statements from ``assign`` to the first close call nothing, await
    nothing and raise nothing (``if not proc: return None`` before ``proc.communicate()``)."""
    following = next_statement(snippet, assign)
    while following is not None:
        if any(following in (enclosing_statement(snippet, ref), *snippet.ancestors(ref)) for ref in closes):
            return False
        if any(isinstance(node, (ast.Call, ast.Await, ast.Raise)) for node in (following, *walk_local(following))):
            return True
        following = next_statement(snippet, following)
    return True


def _use(snippet: Snippet, ref: ast.Name) -> str:
    """How one load of the resource variable uses it: ``close``, ``ok`` (handed on) or ``use``."""
    parents = snippet.parents
    parent = parents.get(ref)
    if isinstance(parent, ast.Attribute):
        call = parents.get(parent)
        if parent.attr in CLOSERS:
            # ``f.close()`` closes; ``atexit.register(f.close)`` hands the closing on
            return "close" if isinstance(call, ast.Call) and call.func is parent else _OK
        return "use"
    if isinstance(parent, ast.withitem):
        return _OK  # ``with f:`` closes it
    if isinstance(parent, ast.keyword):
        parent = parents.get(parent)
    if isinstance(parent, ast.Call) and ref is not parent.func and "close" in name_words(_callee(snippet, parent)):
        return "close"  # a helper such as ``_sync_close(f)``
    for ancestor in snippet.ancestors(ref):
        if isinstance(ancestor, (ast.Return, ast.Yield, ast.YieldFrom)):
            return _OK  # the caller owns it now, directly or through a wrapper
        if isinstance(ancestor, (ast.stmt, *NESTED_SCOPES)):
            break
    if isinstance(parent, ast.Call) and ref is not parent.func:
        callee = _callee(snippet, parent)
        if _hands_over(callee) or _taker(snippet, parent, callee) is not None:
            return _OK
        return "use"
    if isinstance(parent, (ast.Assign, ast.AnnAssign, ast.NamedExpr, ast.List, ast.Tuple, ast.Set, ast.Dict)):
        return _OK  # aliased or stored: followed no further
    return "use"
