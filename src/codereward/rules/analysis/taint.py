"""Source-to-sink tracking: untrusted data reaching a sink, once per snippet.

``taint_flows(snippet)`` runs one forward pass over the module's statements and one over
each function that holds a source (a text search finds the candidate lines first; a
snippet without one costs nothing more), and returns every flow it found; the injection
rules only ask it for the flows of their kind. Within a function the pass is
flow-sensitive (an assignment replaces what a name holds; branches merge; a loop body
runs twice, nested loops once); across
the snippet's own functions it uses summaries: which parameters reach the return value
and which reach a sink, so ``open(helper(request.args["f"]))`` and a helper that passes
its parameter to ``os.system`` are both seen, from the call site.

A value's taint is a bit set: one bit per sink kind for untrusted data (the kinds it is
still dangerous for: data from the command line is dangerous for a shell, not for a file
path), and, inside a function's summary, one such group of bits per parameter ("what
parameter i holds, if it is dangerous for that kind"). Sanitizers remove the kinds they
make safe
(``shlex.quote`` removes ``command``, ``int()`` removes all); a test of membership in a
collection (``if name in ALLOWED``) or a validator (``name.isdigit()``) clears the name
on the branch where it holds, and after an ``if`` that returns, raises or aborts.

Bad input costs a defined result: the walk over expressions is iterative, summaries
nest at most ``MAX_SUMMARY_DEPTH`` deep (deeper callees are treated as unknown calls),
recursion is cut at the function being summarised, and past ``MAX_STEPS`` nodes the
tracking stops and says so in ``gave_up``.
"""

from __future__ import annotations

import ast
import bisect
import re
from dataclasses import dataclass, field

from codereward.rules.analysis.core import LOCAL, analysis, derive
from codereward.rules.analysis.dynamic import computed_lookup
from codereward.rules.analysis.names import qualified_name
from codereward.rules.analysis.nodes import COMPREHENSIONS, TRY_TYPES, dotted, name_words
from codereward.rules.analysis.taint_specs import (
    ABORTING_CALLS,
    CALL_SINKS,
    KIND_CWE,
    KINDS,
    LINE_BREAK_SANITIZED,
    LOG_METHODS,
    METHOD_SINKS,
    REQUEST_ATTRIBUTES,
    REQUEST_NAMES,
    RESPONSE_SUFFIX,
    ROUTE_DECORATORS,
    SAFE_PARAMETER_TYPES,
    SANITIZERS,
    SANITIZING_MODULES,
    SERVER_REQUEST_ATTRIBUTES,
    SOURCE_ATTRIBUTES,
    SOURCE_CALLS,
    SOURCE_METHODS,
    SUBPROCESS_CALLS,
    VALIDATING_CALLS,
    VALIDATING_METHODS,
    WEB_FRAMEWORKS,
)
from codereward.rules.analysis.values import constant_value, keyword_value, origins
from codereward.snippet import Snippet

Taint = int
CLEAN: Taint = 0
_ORDER = sorted(KINDS)
_WIDTH = len(_ORDER)
_BIT = {kind: 1 << index for index, kind in enumerate(_ORDER)}
_GROUP = (1 << _WIDTH) - 1
#: parameters of a function followed into its summary (later ones are treated as unknown)
MAX_PARAMETERS = 32
#: one copy of a kind mask per group: real data and every parameter
_EVERY_GROUP = sum(1 << (slot * _WIDTH) for slot in range(MAX_PARAMETERS + 1))


def kinds_mask(kinds: frozenset[str] | set[str]) -> int:
    """The bits of ``kinds`` in every group (real data and each parameter)."""
    return sum(_BIT[kind] for kind in kinds) * _EVERY_GROUP


#: data from a request or a socket (local sources carry fewer kinds: ``SOURCE_CALLS``)
UNTRUSTED: Taint = _GROUP
_SOURCE_CALLS = {name: kinds_mask(kinds) & _GROUP for name, kinds in SOURCE_CALLS.items()}
_SOURCE_ATTRIBUTES = {name: kinds_mask(kinds) & _GROUP for name, kinds in SOURCE_ATTRIBUTES.items()}
_SANITIZERS = {name: ~kinds_mask(kinds) for name, kinds in SANITIZERS.items()}
_LINE_BREAKS_REMOVED = ~kinds_mask(LINE_BREAK_SANITIZED)
#: nodes evaluated per snippet before the tracking gives up
MAX_STEPS = 200_000
#: summaries computed inside one another before a callee is treated as an unknown call
MAX_SUMMARY_DEPTH = 32
#: loops nested deeper than this run their body once
_LOOP_DEPTH_WITH_TWO_PASSES = 3
#: a line holds a source only if it holds one of these (or a route decorator)
_SOURCE_WORDS = ("request", "req.", "input(", "argv", "environ", "getenv", ".recv", "stdin")
_IDENTIFIER = re.compile(r"\w")
_ROUTE_DECORATOR = re.compile(r"@[\w.]+\.(?:route|get|post|put|delete|patch|api_route|websocket)\(")
_NOT_ROUTE_PARAMETERS = frozenset({"self", "cls", "request", "req", "websocket", "background_tasks", "response"})
_LOG_WORDS = frozenset({"log", "logger", "logging"})


@dataclass(frozen=True)
class Flow:
    """Untrusted data reaching one sink."""

    kind: str
    cwe: int
    node: ast.AST  # what to report: the sink call, or the value assigned or returned
    sink: str  # what it reaches, for the message
    via: str = ""  # how, when through a function of the snippet


@dataclass(frozen=True)
class TaintAnalysis:
    """Every flow of one snippet, and why the tracking stopped early, if it did."""

    flows: tuple[Flow, ...] = ()
    gave_up: str | None = None

    def of_kinds(self, kinds: tuple[str, ...]) -> list[Flow]:
        return [flow for flow in self.flows if flow.kind in kinds]


def taint_flows(snippet: Snippet) -> TaintAnalysis:
    """The snippet's source-to-sink flows (computed once, shared by every rule that asks)."""
    return derive(snippet, "taint", lambda: _Tracker(snippet).run())


def _parameter(index: int) -> Taint:
    return _GROUP << ((index + 1) * _WIDTH) if index < MAX_PARAMETERS else CLEAN


@dataclass
class _Summary:
    returns: Taint
    pending: tuple[tuple[int, Flow], ...]  # parameter index -> a flow it reaches


@dataclass
class _Frame:
    """One pass over a function (or the module)."""

    node: ast.AST
    env: dict[str, Taint] = field(default_factory=dict)
    route: bool = False
    returns: Taint = CLEAN
    pending: list[tuple[int, Flow]] = field(default_factory=list)
    globals: set[str] = field(default_factory=set)


class _GaveUp(Exception):
    pass


class _Tracker:
    def __init__(self, snippet: Snippet) -> None:
        self.snippet = snippet
        facts = analysis(snippet)
        self.functions = facts.functions
        #: a bare ``request`` is the client's only in code of a web framework
        self.web = any(module.startswith(WEB_FRAMEWORKS) for module in facts.imports.values())
        self.steps = 0
        self.flows: dict[tuple[int, str], Flow] = {}
        self.summaries: dict[ast.AST, _Summary] = {}
        self.in_progress: set[ast.AST] = set()
        self.module_env: dict[str, Taint] = {}
        self.loop_depth = 0
        #: the functions that hold a source (or are routes): analysed whatever they are given
        self.sourced: set[ast.AST] = set()

    # --- driver -------------------------------------------------------------------------

    def run(self) -> TaintAnalysis:
        snippet = self.snippet
        lines = _source_lines(snippet)
        if snippet.tree is None or not lines:
            return TaintAnalysis()
        gave_up = None
        try:
            # Only code that holds a source needs a pass of its own: the module's statements
            # (function bodies apart) and each function (or route) that holds one. Other
            # functions are summarised when data that matters is passed to them.
            for kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
                for function in snippet.nodes(kind):
                    first = min([function.lineno, *(d.lineno for d in getattr(function, "decorator_list", ()))])
                    at = bisect.bisect_left(lines, first)
                    if at < len(lines) and lines[at] <= (function.end_lineno or function.lineno):
                        self.sourced.add(function)
            self._block(snippet.tree.body, _Frame(snippet.tree, self.module_env))
            for function in sorted(self.sourced, key=lambda f: (f.lineno, f.col_offset)):
                self.summary(function)
        except _GaveUp as exc:
            gave_up = str(exc)
        except RecursionError:
            gave_up = "the code nests too deeply to follow"
        return TaintAnalysis(tuple(self.flows.values()), gave_up)

    def _tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _GaveUp(f"source-to-sink tracking stopped after {MAX_STEPS:,} steps")

    def summary(self, function: ast.AST) -> _Summary | None:
        """What ``function`` does with its parameters (``None``: unknown, being computed)."""
        found = self.summaries.get(function)
        if found is not None:
            return found
        if function in self.in_progress or len(self.in_progress) >= MAX_SUMMARY_DEPTH:
            return None
        self.in_progress.add(function)
        try:
            frame = _Frame(function)
            arguments: ast.arguments = function.args  # type: ignore[attr-defined]
            route = route_parameters(function)
            frame.route = route is not None
            for index, name in enumerate(_parameter_names(arguments)):
                if route is not None:
                    frame.env[name] = UNTRUSTED if name in route else CLEAN
                else:
                    frame.env[name] = _parameter(index)
            if isinstance(function, ast.Lambda):
                frame.returns = self._expr(function.body, frame)
            else:
                self._block(function.body, frame)  # type: ignore[attr-defined]
            found = _Summary(frame.returns, tuple(frame.pending))
            self.summaries[function] = found
            return found
        finally:
            self.in_progress.discard(function)

    # --- statements ---------------------------------------------------------------------

    def _block(self, statements: list[ast.stmt], frame: _Frame) -> bool:
        """Run a statement list; True when it cannot fall through (return, raise, abort)."""
        return any(self._statement(statement, frame) for statement in statements)

    def _statement(self, node: ast.stmt, frame: _Frame) -> bool:
        self._tick()
        kind = type(node)
        if kind in (ast.FunctionDef, ast.AsyncFunctionDef):
            frame.env.pop(node.name, None)  # type: ignore[attr-defined]
            return False
        if kind is ast.Assign:
            value = self._expr(node.value, frame)  # type: ignore[attr-defined]
            for target in node.targets:  # type: ignore[attr-defined]
                self._bind(target, value, frame)
            return False
        if kind in (ast.AugAssign, ast.AnnAssign):
            if node.value is None:  # type: ignore[attr-defined]
                return False
            value = self._expr(node.value, frame)  # type: ignore[attr-defined]
            if kind is ast.AugAssign:
                value = value | self._expr(node.target, frame)  # type: ignore[attr-defined]
            self._bind(node.target, value, frame)  # type: ignore[attr-defined]
            return False
        if kind is ast.Expr:
            self._expr(node.value, frame)  # type: ignore[attr-defined]
            return self._aborts(node.value)  # type: ignore[attr-defined]
        if kind is ast.Return:
            if node.value is not None:  # type: ignore[attr-defined]
                value = self._expr(node.value, frame)  # type: ignore[attr-defined]
                frame.returns = frame.returns | value
                if frame.route and _builds_text(node.value):  # type: ignore[attr-defined]
                    self._reach(node.value, "xss", None, value, "the response body", frame)  # type: ignore[attr-defined]
            return True
        if kind is ast.Raise:
            if node.exc is not None:  # type: ignore[attr-defined]
                self._expr(node.exc, frame)  # type: ignore[attr-defined]
            return True
        if kind in (ast.Continue, ast.Break):
            return True
        if kind in (ast.Import, ast.ImportFrom, ast.Pass):
            return False
        if kind is ast.If:
            return self._if(node, frame)  # type: ignore[arg-type]
        if kind in (ast.For, ast.AsyncFor, ast.While):
            self._loop(node, frame)
            return False
        if kind in (ast.With, ast.AsyncWith):
            for item in node.items:  # type: ignore[attr-defined]
                value = self._expr(item.context_expr, frame)
                if item.optional_vars is not None:
                    self._bind(item.optional_vars, value, frame)
            return self._block(node.body, frame)  # type: ignore[attr-defined]
        if kind in TRY_TYPES:
            self._try(node, frame)
            return False
        if kind is ast.Match:
            self._expr(node.subject, frame)  # type: ignore[attr-defined]
            before, envs = frame.env, [dict(frame.env)]
            for case in node.cases:  # type: ignore[attr-defined]
                frame.env = dict(before)
                if not self._block(case.body, frame):
                    envs.append(frame.env)
            frame.env = _merge(envs)
            return False
        if kind is ast.ClassDef:
            return self._block([s for s in node.body if not isinstance(s, ast.ClassDef)], frame)  # type: ignore[attr-defined]
        if kind in (ast.Global, ast.Nonlocal):
            frame.globals.update(node.names)  # type: ignore[attr-defined]
            return False
        if kind is ast.Assert:
            tested = self._expr(node.test, frame)  # type: ignore[attr-defined]
            if not isinstance(node.test, (ast.Name, ast.Attribute)):  # type: ignore[attr-defined]
                # a check of the data (``isinstance``, a comparison, ``.isdigit()``), not a
                # reminder that something was set (``assert response``)
                self._reach(node, "assert", None, tested | self._names_in(node.test, frame), "an `assert`", frame)  # type: ignore[attr-defined]
            frame.env = _cleared(frame.env, _narrowing(self.snippet, node.test)[0])  # type: ignore[attr-defined]
            return False
        if kind is ast.Delete:
            for target in node.targets:  # type: ignore[attr-defined]
                if isinstance(target, ast.Name):
                    frame.env.pop(target.id, None)
            return False
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._expr(child, frame)
        return False

    def _if(self, node: ast.If, frame: _Frame) -> bool:
        self._expr(node.test, frame)
        if_true, if_false = _narrowing(self.snippet, node.test)
        before = frame.env
        frame.env = _cleared(before, if_true)
        body_ends = self._block(node.body, frame)
        body_env = frame.env
        frame.env = _cleared(before, if_false)
        else_ends = self._block(node.orelse, frame)
        else_env = frame.env
        if body_ends and else_ends:
            frame.env = _merge([body_env, else_env])
            return True
        frame.env = else_env if body_ends else body_env if else_ends else _merge([body_env, else_env])
        return False

    def _loop(self, node: ast.stmt, frame: _Frame) -> None:
        before = dict(frame.env)
        iterated = self._expr(node.iter, frame) if not isinstance(node, ast.While) else CLEAN  # type: ignore[attr-defined]
        # a second pass sees what one iteration binds for the next; nested loops get one each
        # (passes would multiply), and a pass that changes nothing ends the loop
        passes = 2 if self.loop_depth < _LOOP_DEPTH_WITH_TWO_PASSES else 1
        self.loop_depth += 1
        try:
            for _ in range(passes):
                if isinstance(node, ast.While):
                    self._expr(node.test, frame)
                else:
                    self._bind(node.target, iterated, frame)  # type: ignore[attr-defined]
                entry = frame.env
                frame.env = dict(entry)
                self._block(node.body, frame)  # type: ignore[attr-defined]
                frame.env = _merge([entry, frame.env])
                if frame.env == entry:
                    break
        finally:
            self.loop_depth -= 1
        frame.env = _merge([before, frame.env])
        self._block(node.orelse, frame)  # type: ignore[attr-defined]

    def _try(self, node: ast.stmt, frame: _Frame) -> None:
        before = dict(frame.env)
        self._block(node.body, frame)  # type: ignore[attr-defined]
        self._block(node.orelse, frame)  # type: ignore[attr-defined]
        envs = [frame.env]
        for handler in node.handlers:  # type: ignore[attr-defined]
            frame.env = _merge([before, envs[0]])
            if not self._block(handler.body, frame):
                envs.append(frame.env)
        frame.env = _merge(envs)
        self._block(node.finalbody, frame)  # type: ignore[attr-defined]

    def _bind(self, target: ast.AST, value: Taint, frame: _Frame) -> None:
        kind = type(target)
        if kind is ast.Name:
            frame.env[target.id] = value  # type: ignore[attr-defined]
            if target.id in frame.globals:  # type: ignore[attr-defined]
                self.module_env[target.id] = self.module_env.get(target.id, CLEAN) | value  # type: ignore[attr-defined]
        elif kind is ast.Attribute:
            key = dotted(target)
            if key:
                frame.env[key] = value
        elif kind is ast.Subscript:
            owner = dotted(target.value)  # type: ignore[attr-defined]
            if owner is None:
                return
            if value and (owner.endswith(".headers") or self._is_response(target.value)):  # type: ignore[attr-defined]
                # ``response.headers[...]``, Django's ``response[...]``; a local ``headers`` dict is followed
                key = constant_value(self.snippet, target.slice)  # type: ignore[attr-defined]
                redirect = isinstance(key, str) and key.lower() == "location"
                self._reach(target, "redirect" if redirect else "header", None, value,
                            f"the `{key}` header" if isinstance(key, str) else "a response header", frame)
            frame.env[owner] = frame.env.get(owner, CLEAN) | value
        elif kind in (ast.Tuple, ast.List):
            for element in target.elts:  # type: ignore[attr-defined]
                self._bind(element, value, frame)
        elif kind is ast.Starred:
            self._bind(target.value, value, frame)  # type: ignore[attr-defined]

    # --- expressions --------------------------------------------------------------------

    def _expr(self, root: ast.AST, frame: _Frame) -> Taint:
        """The labels of ``root``'s value; sinks met on the way are recorded. Iterative."""
        stack: list[tuple[ast.AST, list[ast.AST] | None]] = [(root, None)]
        values: list[Taint] = []
        while stack:
            node, children = stack.pop()
            if children is not None:
                count = len(children)
                parts = values[len(values) - count:] if count else []
                if count:
                    del values[len(values) - count:]
                values.append(self._combine(node, parts, frame))
                continue
            self._tick()
            kind = type(node)
            if kind is ast.Name:
                values.append(self._name(node.id, frame))  # type: ignore[attr-defined]
            elif kind is ast.Constant or kind is ast.Lambda:
                values.append(CLEAN)
            elif kind in COMPREHENSIONS:
                values.append(self._comprehension(node, frame))
            elif kind is ast.Attribute and (known := self._attribute(node, frame)) is not None:  # type: ignore[arg-type]
                values.append(known)
            else:
                parts_of = _children(node)
                stack.append((node, parts_of))
                stack.extend((child, None) for child in reversed(parts_of))
        return values[-1] if values else CLEAN

    def _names_in(self, test: ast.AST, frame: _Frame) -> Taint:
        """What the names an ``assert`` tests hold (its comparison itself is only a bool)."""
        found = CLEAN
        for node in ast.walk(test):
            if isinstance(node, ast.Name):
                found |= self._name(node.id, frame)
            elif isinstance(node, ast.Attribute) and (known := self._attribute(node, frame)) is not None:
                found |= known
        return found

    def _name(self, name: str, frame: _Frame) -> Taint:
        found = frame.env.get(name)
        if found is None and frame.env is not self.module_env:
            found = self.module_env.get(name)
        return found or CLEAN

    def _attribute(self, node: ast.Attribute, frame: _Frame) -> Taint | None:
        """A source attribute, or a tracked ``self.x`` chain; ``None``: look at the object."""
        key = dotted(node)
        if key is None:
            return None
        if key in frame.env:
            return frame.env[key]
        qualified = qualified_name(self.snippet, node) or key
        if qualified in _SOURCE_ATTRIBUTES:
            return _SOURCE_ATTRIBUTES[qualified]
        owner, _, attr = qualified.rpartition(".")
        if attr in (REQUEST_ATTRIBUTES if self.web else SERVER_REQUEST_ATTRIBUTES):
            if owner in REQUEST_NAMES or key.rpartition(".")[0] in REQUEST_NAMES:
                return UNTRUSTED
        return None

    def _comprehension(self, node: ast.AST, frame: _Frame) -> Taint:
        saved: dict[str, Taint | None] = {}
        for generator in node.generators:  # type: ignore[attr-defined]
            value = self._expr(generator.iter, frame)
            for target in ast.walk(generator.target):
                if isinstance(target, ast.Name) and target.id not in saved:
                    saved[target.id] = frame.env.get(target.id)
            self._bind(generator.target, value, frame)
            for condition in generator.ifs:
                self._expr(condition, frame)
        if isinstance(node, ast.DictComp):
            result = self._expr(node.key, frame) | self._expr(node.value, frame)
        else:
            result = self._expr(node.elt, frame)  # type: ignore[attr-defined]
        for name, value in saved.items():
            if value is None:
                frame.env.pop(name, None)
            else:
                frame.env[name] = value
        return result

    def _combine(self, node: ast.AST, parts: list[Taint], frame: _Frame) -> Taint:
        kind = type(node)
        if kind is ast.Call:
            return self._call(node, parts, frame)  # type: ignore[arg-type]
        if kind is ast.Compare or (kind is ast.UnaryOp and isinstance(node.op, ast.Not)):  # type: ignore[attr-defined]
            return CLEAN  # a bool
        if kind is ast.Subscript:
            if len(parts) > 1 and parts[1] and computed_lookup(self.snippet, node):
                self._reach(node, "reflection", None, parts[1], "a lookup in a namespace", frame)
            return parts[0]  # ``ALLOWED[name]`` holds what ALLOWED holds
        if kind is ast.IfExp:
            return parts[1] | parts[2]
        if kind is ast.NamedExpr:
            self._bind(node.target, parts[-1], frame)  # type: ignore[attr-defined]
            return parts[-1]
        return _union(parts)

    def _call(self, node: ast.Call, parts: list[Taint], frame: _Frame) -> Taint:
        func = node.func
        func_taint = parts[0]
        positional = parts[1:1 + len(node.args)]
        keywords = {kw.arg: parts[1 + len(node.args) + i] for i, kw in enumerate(node.keywords)}
        qualified = qualified_name(self.snippet, func)
        if self._sinks(node, qualified, positional, keywords, frame):
            return CLEAN  # what a sink gives back (file content, a response, rows) is not the data it got
        everything = _union([func_taint, *positional, *keywords.values()])
        attr = func.attr if isinstance(func, ast.Attribute) else None
        if qualified in _SOURCE_CALLS:
            return _SOURCE_CALLS[qualified]
        if attr in SOURCE_METHODS and node.args:
            return UNTRUSTED
        if qualified is not None:
            if qualified in _SANITIZERS:
                return everything & _SANITIZERS[qualified]
            if qualified.startswith(SANITIZING_MODULES):
                return CLEAN
        if attr is not None:
            if attr in VALIDATING_METHODS or attr in ("startswith", "endswith", "count", "find", "index", "rfind"):
                return CLEAN
            if attr == "replace" and node.args and constant_value(self.snippet, node.args[0]) in ("\n", "\r", "\r\n"):
                return everything & _LINE_BREAKS_REMOVED
            if attr == "get" and len(positional) >= 1:
                return _union([func_taint, *positional[1:], *keywords.values()])  # a lookup: the key is not the value
        callee = self._callee(func, qualified)
        if callee is not None and (everything or callee[0] in self.sourced):
            summary = self.summary(callee[0])
            if summary is not None:
                return self._apply(summary, callee, node, positional, keywords, frame)
        return everything

    # --- the snippet's own functions ----------------------------------------------------

    def _callee(self, func: ast.AST, qualified: str | None) -> tuple[ast.AST, int, str] | None:
        """The function of the snippet a call runs, the index its first argument binds, its name."""
        if qualified is not None and qualified.startswith(LOCAL + "."):
            name, offset = qualified[len(LOCAL) + 1:], 0
        elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in ("self", "cls"):
            name, offset = func.attr, 1
        else:
            return None
        method = offset == 1
        found = [f for f in self.functions.get(name, ()) if isinstance(self.snippet.parents.get(f), ast.ClassDef) == method]
        return (found[-1], offset, name) if found else None

    def _apply(self, summary: _Summary, callee: tuple[ast.AST, int, str], node: ast.Call,
               positional: list[Taint], keywords: dict[str | None, Taint], frame: _Frame) -> Taint:
        function, offset, name = callee
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        passed: dict[int, Taint] = {offset + i: taint for i, taint in enumerate(positional)}
        for keyword, taint in keywords.items():
            if keyword in names:
                passed[names.index(keyword)] = taint
        result = summary.returns & _GROUP  # what the function returns whatever it is given
        rest, index = summary.returns >> _WIDTH, 0
        while rest:  # and what it passes on of each parameter, for the kinds it keeps
            kinds = rest & _GROUP
            if kinds and index in passed:
                result |= passed[index] & (kinds * _EVERY_GROUP)
            rest, index = rest >> _WIDTH, index + 1
        via = f" (through `{name}`, called on line {node.lineno})"
        for index, flow in summary.pending:
            given = passed.get(index, CLEAN)
            self._reach(flow.node, flow.kind, flow.cwe, given, flow.sink, frame, via=flow.via or via)
        return result

    # --- sinks --------------------------------------------------------------------------

    def _sinks(self, node: ast.Call, qualified: str | None, positional: list[Taint],
               keywords: dict[str | None, Taint], frame: _Frame) -> bool:
        """Record what reaches the sinks of one call; True when the call is a sink."""
        def argument(position: int | None, keyword: str | None) -> Taint:
            if position is None:
                return _union([*positional, *keywords.values()])
            if position < len(positional):
                return positional[position]
            return keywords.get(keyword, CLEAN) if keyword else CLEAN

        func = node.func
        attr = func.attr if isinstance(func, ast.Attribute) else None
        if "headers" in keywords and (qualified or attr or "").endswith(RESPONSE_SUFFIX):
            self._reach(node, "header", None, keywords["headers"], "response headers", frame)
        sink = CALL_SINKS.get(qualified) if qualified else None
        if sink is not None:
            if not self._parses_only(node, sink.kind):
                self._reach(node, sink.kind, sink.cwe, argument(sink.position, sink.keyword), qualified, frame)
            return True
        if qualified == "getattr" and len(positional) > 1 and positional[1] and computed_lookup(self.snippet, node):
            self._reach(node, "reflection", None, positional[1], "`getattr` on a module", frame)
            return True
        if qualified in SUBPROCESS_CALLS:
            kind, taint = self._command(node, positional, keywords, frame)
            self._reach(node, kind, None, taint, qualified, frame)  # type: ignore[arg-type]
            return True
        if attr is None:
            return False
        method = METHOD_SINKS.get(attr)
        if method is not None:
            self._reach(node, method.kind, method.cwe, argument(method.position, method.keyword), f"`.{attr}()`", frame)
        elif attr in LOG_METHODS and self._is_logger(func.value):  # type: ignore[attr-defined]
            self._reach(node, "log", None, argument(LOG_METHODS[attr], "msg"), f"the log call `.{attr}()`", frame)
        elif attr == "search" and "ldap" in self.snippet.source and not (qualified or "").startswith(("re.", "regex.")):
            self._reach(node, "ldap", None, argument(1, "search_filter") | argument(2, "filterstr"),
                        "the LDAP search", frame)
        elif attr in ("add", "set", "add_header", "setdefault") \
                and (dotted(func.value) or "").endswith(".headers"):  # type: ignore[attr-defined]
            self._reach(node, "header", None, argument(1, "_value"), "a response header", frame)
        else:
            return False
        return True

    def _parses_only(self, node: ast.Call, kind: str) -> bool:
        """A sink call that does not do what its kind fears: lxml with a parser of the caller's
        own (CR204 checks its settings), ``compile`` to an AST only."""
        if kind == "xxe":
            return len(node.args) > 1 or keyword_value(node, "parser") is not None
        if kind == "code":
            flags = node.args[3] if len(node.args) > 3 else keyword_value(node, "flags")
            return flags is not None and any(
                (dotted(part) or "").endswith("PyCF_ONLY_AST")
                for origin in origins(self.snippet, flags) for part in ast.walk(origin))
        return False

    def _command(self, node: ast.Call, positional: list[Taint], keywords: dict[str | None, Taint],
                 frame: _Frame) -> tuple[str, Taint]:
        """What reaches a subprocess call: the command with ``shell=True``, else the program."""
        whole = positional[0] if positional else keywords.get("args", CLEAN)
        if constant_value(self.snippet, keyword_value(node, "shell")) is True:
            return "command", whole
        first = node.args[0] if node.args else keyword_value(node, "args")
        lists = origins(self.snippet, first) if first is not None else []
        if lists and all(isinstance(item, (ast.List, ast.Tuple)) for item in lists):
            return "program", _union([self._expr(item.elts[0], frame) for item in lists if item.elts])  # type: ignore[attr-defined]
        return "program", whole

    def _is_response(self, expr: ast.AST) -> bool:
        """True when ``expr`` holds a response object (Django's take headers by item)."""
        for origin in origins(self.snippet, expr):
            if isinstance(origin, ast.Call):
                name = qualified_name(self.snippet, origin.func) or ""
                if name.endswith(RESPONSE_SUFFIX) or name == "flask.make_response":
                    return True
        return False

    def _is_logger(self, receiver: ast.AST) -> bool:
        if isinstance(receiver, ast.Call):
            return qualified_name(self.snippet, receiver.func) == "logging.getLogger"
        qualified = qualified_name(self.snippet, receiver) or ""
        if qualified == "logging" or qualified.startswith("logging."):
            return True
        last = (dotted(receiver) or "").rpartition(".")[2]
        return bool(_LOG_WORDS.intersection(name_words(last)))

    def _reach(self, node: ast.AST, kind: str, cwe: int | None, taint: Taint, sink: str, frame: _Frame,
               via: str = "") -> None:
        if not taint:
            return
        bit = _BIT[kind]
        if taint & bit:
            key = (id(node), kind)
            if key not in self.flows:
                self.flows[key] = Flow(kind, cwe or KIND_CWE[kind], node, sink, via)
        rest, index = taint >> _WIDTH, 0
        while rest:
            if rest & bit:
                frame.pending.append((index, Flow(kind, cwe or KIND_CWE[kind], node, sink, via)))
            rest, index = rest >> _WIDTH, index + 1

    def _aborts(self, value: ast.AST) -> bool:
        return isinstance(value, ast.Call) and qualified_name(self.snippet, value.func) in ABORTING_CALLS


# --- helpers that need no tracker ---------------------------------------------------------

def _source_lines(snippet: Snippet) -> list[int]:
    """The lines whose text may hold a source, sorted (a text search, before any pass)."""
    text = snippet.source
    if snippet.tree is None:
        return []
    found: list[int] = []
    for word in _SOURCE_WORDS:  # ``str.find`` per word: a regex alternation costs ten times more
        start = text.find(word)
        while start != -1:
            end = start + len(word)
            if not (word[0].isalpha() and start and _IDENTIFIER.match(text, start - 1)) \
                    and not (word[-1].isalpha() and _IDENTIFIER.match(text, end)):
                found.append(start)
            start = text.find(word, end)
    if "@" in text:
        found.extend(match.start() for match in _ROUTE_DECORATOR.finditer(text))
    if len(found) < 64:  # a few: counting line breaks costs less than indexing every line
        return sorted({text.count("\n", 0, offset) + 1 for offset in found})
    offsets = snippet.line_offsets
    return sorted({bisect.bisect_right(offsets, offset) for offset in found})


def _union(parts: list[Taint]) -> Taint:
    result = CLEAN
    for part in parts:
        result |= part
    return result


def _merge(envs: list[dict[str, Taint]]) -> dict[str, Taint]:
    merged = dict(envs[0])
    for env in envs[1:]:
        for name, taint in env.items():
            merged[name] = merged.get(name, CLEAN) | taint
    return merged


def _cleared(env: dict[str, Taint], names: set[str]) -> dict[str, Taint]:
    if not names:
        return env
    copy = dict(env)
    for name in names:
        copy[name] = CLEAN
    return copy


def _narrowing(snippet: Snippet, test: ast.AST) -> tuple[set[str], set[str]]:
    """Names a test proves safe when it holds, and when it fails: ``x in ALLOWED``,
    ``x.isdigit()``, ``re.fullmatch(PATTERN, x)``, combined with ``not``/``and``/``or``."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        if_true, if_false = _narrowing(snippet, test.operand)
        return if_false, if_true
    if isinstance(test, ast.BoolOp):
        parts = [_narrowing(snippet, value) for value in test.values]
        if isinstance(test.op, ast.And):
            return set().union(*(p[0] for p in parts)), set()
        return set(), set().union(*(p[1] for p in parts))
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        name = dotted(test.left)
        if name is not None and isinstance(test.ops[0], (ast.In, ast.NotIn)) \
                and isinstance(test.comparators[0], (ast.Name, ast.Attribute, ast.Set, ast.Tuple, ast.List)):
            return ({name}, set()) if isinstance(test.ops[0], ast.In) else (set(), {name})
    if isinstance(test, ast.Call):
        func = test.func
        if isinstance(func, ast.Attribute) and func.attr in VALIDATING_METHODS:
            name = dotted(func.value)
            return ({name} if name else set()), set()
        if test.args and len(test.args) >= 2 and qualified_name(snippet, func) in VALIDATING_CALLS:
            pattern = constant_value(snippet, test.args[0])
            whole = qualified_name(snippet, func) == "re.fullmatch" or (
                isinstance(pattern, str) and pattern.endswith(("$", "\\Z")))
            name = dotted(test.args[1])
            return ({name} if name and whole else set()), set()
        if isinstance(func, ast.Attribute) and func.attr == "fullmatch" and test.args:
            name = dotted(test.args[0])  # a compiled pattern's ``fullmatch(value)``
            return ({name} if name else set()), set()
    return set(), set()


def _children(node: ast.AST) -> list[ast.AST]:
    kind = type(node)
    if kind is ast.Call:
        return [node.func, *(a.value if isinstance(a, ast.Starred) else a for a in node.args),  # type: ignore[attr-defined]
                *(kw.value for kw in node.keywords)]  # type: ignore[attr-defined]
    fields = _EXPRESSION_FIELDS.get(kind)
    if fields is None:
        fields = _EXPRESSION_FIELDS[kind] = tuple(name for name in kind._fields if name not in ("ctx", "op", "ops"))
    children: list[ast.AST] = []
    for name in fields:
        value = getattr(node, name, None)
        if type(value) is list:
            children.extend(item for item in value if isinstance(item, ast.expr))
        elif isinstance(value, ast.expr):
            children.append(value)
    return children


#: expression type -> the fields that may hold sub-expressions (filled on first sight of a type)
_EXPRESSION_FIELDS: dict[type, tuple[str, ...]] = {}


def _builds_text(value: ast.AST) -> bool:
    """``"<p>" + name``, ``f"...{name}"``, ``"...%s" % name``, ``"...".format(name)``: text made from parts."""
    if isinstance(value, ast.JoinedStr):
        return True
    if isinstance(value, ast.BinOp) and isinstance(value.op, (ast.Add, ast.Mod)):
        return True
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr in ("format", "join")


def _parameter_names(arguments: ast.arguments) -> list[str]:
    names = [arg.arg for arg in (*arguments.posonlyargs, *arguments.args)]
    if arguments.vararg:
        names.append(arguments.vararg.arg)
    names.extend(arg.arg for arg in arguments.kwonlyargs)
    if arguments.kwarg:
        names.append(arguments.kwarg.arg)
    return names


def route_parameters(function: ast.AST) -> set[str] | None:
    """The parameters a web framework fills from the request, when ``function`` is a route."""
    for decorator in getattr(function, "decorator_list", ()):
        if not (isinstance(decorator, ast.Call) and isinstance(decorator.func, ast.Attribute)
                and decorator.func.attr in ROUTE_DECORATORS and decorator.args):
            continue
        path = decorator.args[0]
        if not (isinstance(path, ast.Constant) and isinstance(path.value, str) and path.value.startswith("/")):
            continue
        converted = {name for converter, name in re.findall(r"<(?:(\w+):)?(\w+)>", path.value)
                     if converter in ("int", "float", "uuid")}
        arguments: ast.arguments = function.args  # type: ignore[attr-defined]
        positional = [*arguments.posonlyargs, *arguments.args]
        every = [*positional, *arguments.kwonlyargs]
        defaults = {arg.arg: default for arg, default in
                    zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults)}
        defaults.update((arg.arg, default) for arg, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
                        if default is not None)
        untrusted = set()
        for arg in every:
            annotation = arg.annotation
            kind = annotation.attr if isinstance(annotation, ast.Attribute) else getattr(annotation, "id", None)
            default = defaults.get(arg.arg)
            injected = isinstance(default, ast.Call) and getattr(default.func, "id", "") in ("Depends", "Security")
            if arg.arg in _NOT_ROUTE_PARAMETERS or arg.arg in converted or kind in SAFE_PARAMETER_TYPES \
                    or kind == "Request" or injected:
                continue
            untrusted.add(arg.arg)
        return untrusted
    return None
