"""Source-to-sink tracking: untrusted data reaching a sink, once per snippet.

``taint_flows(snippet)`` runs one forward pass over the module's statements and one over
each function that holds a source (a text search finds the candidate lines first; a
snippet without one costs nothing more), and returns every flow it found; the injection
rules only ask it for the flows of their kind. Within a function the pass is
flow-sensitive (an assignment replaces what a name holds; branches merge; a loop body
runs twice, nested loops once); across
the snippet's own functions it uses summaries: which parameters reach the return value
and which reach a sink, so ``open(helper(request.args["f"]))`` and a helper that passes
its parameter to ``os.system`` are both seen, from the call site (a summary is computed
again for constant arguments the callee's conditions test). Conditions made of constants
fold (the dead branch carries nothing); names hold constants flow-sensitively (``=name``
entries of the environment); items stored under constant keys and list positions are
kept apart (``table['key']`` / ``items[0]`` entries). docs/taint.md describes it for users.

Other rules ask ``taint_flows(snippet)``: ``of_kinds(kinds)`` for the flows of their
kinds, ``gave_up`` for an incomplete analysis, ``clean_for(expr, kind)`` for whether
nothing dangerous for ``kind`` reached an expression the tracking followed.

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
import copy
import functools
import re
import string

try:  # the parser the ``re`` module compiles with (``sre_parse`` before Python 3.11)
    import re._parser as _regex_parser  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover
    import sre_parse as _regex_parser  # type: ignore[no-redef]
from collections.abc import Callable
from dataclasses import dataclass, field

from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.core import LOCAL, analysis, derive
from codereward.rules.analysis.dynamic import computed_lookup
from codereward.rules.analysis.names import GROWERS, Param, growers, qualified_name, resolve
from codereward.rules.analysis.nodes import COMPREHENSIONS, TRY_TYPES, dotted, name_words
from codereward.rules.analysis.taint_specs import (
    ABORTING_CALLS,
    CALL_SINKS,
    CHECKED_FORM_FIELDS,
    DEFERRED_CALLERS,
    ELEMENT_PATH_METHODS,
    KIND_CWE,
    KINDS,
    LDAP_SEARCHES,
    LINE_BREAK_SANITIZED,
    LOG_METHODS,
    MARKUP_CLASSES,
    MEDIA_TYPED_RESPONSES,
    METHOD_SINKS,
    PATH_METHODS,
    PERCENT_ENCODERS,
    QUOTE_KINDS,
    QUOTED_LITERAL_KINDS,
    RAISING_VALIDATORS,
    REQUEST_ATTRIBUTES,
    REQUEST_NAMES,
    RESPONSE_SUFFIX,
    ROUTE_DECORATORS,
    SAFE_PARAMETER_TYPES,
    SAFE_URL_CHECKS,
    SANITIZERS,
    SANITIZING_MODULES,
    SERVER_REQUEST_ATTRIBUTES,
    SESSION_GROWING_METHODS,
    SESSION_NAMES,
    SESSION_STORING_METHODS,
    SOURCE_ATTRIBUTES,
    SOURCE_CALLS,
    SOURCE_METHODS,
    SQL_COMPOSERS,
    SUBPROCESS_CALLS,
    VALIDATING_CALLS,
    VALIDATING_METHODS,
    WEB_FRAMEWORKS,
    XPATH_EVALUATORS,
    Sink,
    percent_encoded_kinds,
)
from codereward.rules.analysis.values import (
    NOT_CONSTANT,
    UNSEEN,
    constant_value,
    folded,
    keyword_value,
    origins,
    truth_value,
)
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


def _source_mask(kinds: frozenset[str]) -> Taint:
    """A source's bits: its kinds, and where it reaches a quoted literal's sink, the quotes
    that can end that literal (nothing has shown it holds none of them)."""
    if kinds & QUOTED_LITERAL_KINDS:
        kinds = kinds | frozenset(QUOTE_KINDS.values())
    return kinds_mask(kinds) & _GROUP


_SOURCE_CALLS = {name: _source_mask(kinds) for name, kinds in SOURCE_CALLS.items()}
_SOURCE_ATTRIBUTES = {name: _source_mask(kinds) for name, kinds in SOURCE_ATTRIBUTES.items()}
_SANITIZERS = {name: ~kinds_mask(kinds) for name, kinds in SANITIZERS.items()}
_LINE_BREAKS_REMOVED = ~kinds_mask(LINE_BREAK_SANITIZED)
#: what a check of a URL's host or of a resolved path's root leaves: every kind but the one it settles
#: (a URL on this site, or on an allowed host, is no ``javascript:`` URL either)
_NOT_REDIRECT = ~kinds_mask({"redirect", "ssrf", "script_url"})
_NOT_PATH = ~kinds_mask({"path"})
_NOT_XSS = ~kinds_mask({"xss"})
_NOT_MARKUP = ~kinds_mask({"xss", "script_url"})
_NOT_SQL = ~kinds_mask({"sql"})
_SCRIPT_URL = kinds_mask({"script_url"})
_XSS = kinds_mask({"xss"})
_NOT_SCRIPT_URL = ~_SCRIPT_URL
#: how far a kind's bit moves to become the ``xss`` bit of its group
_TO_XSS = _ORDER.index("xss") - _ORDER.index("script_url")
#: markup text that opens a URL attribute's value: what follows it is the URL, scheme first
_URL_ATTRIBUTE = re.compile(r"""(?:\A|[\s"'])(?:href|src|action|formaction|poster|cite|background|codebase|data"""
                            r"""|xlink:href)\s*=\s*["']?\s*\Z""", re.IGNORECASE)
_SCHEME_PART = frozenset({"scheme"})
#: a ``%`` conversion of printf-style formatting
_PERCENT_FIELD = re.compile(r"%(?:\([^)]*\))?[#0\- +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?([diouxXeEfFgGcrsa%])")
_FORMAT_HTML = frozenset({"django.utils.html.format_html", "format_html"})
#: characters that end a URL's scheme: text holding one before a value fixes the scheme itself
_NOT_IN_SCHEME = re.compile(r"[^A-Za-z0-9+.\-]")
#: the schemes that run script in a page
_SCRIPT_SCHEMES = ("javascript:", "vbscript:", "data:")
#: what the request object is as a document or stream (Django's reads like a file: ``parser.parse(request)``)
_READ_FROM_REQUEST = kinds_mask({"xxe", "deserialization"}) & _GROUP
#: nodes evaluated per snippet before the tracking gives up
MAX_STEPS = 200_000
#: summaries computed inside one another before a callee is treated as an unknown call
MAX_SUMMARY_DEPTH = 32
#: callers of a function that holds a source, and their callers ..., analysed this many calls up
_CALLER_DEPTH = 4
#: what a response whose media type says HTML is to its content
_HTML_CONTENT = Sink("xss", 0, "content")
#: rounds of passes over methods that read fields other methods filled
_FIELD_ROUNDS = 3
#: loops nested deeper than this run their body once
_LOOP_DEPTH_WITH_TWO_PASSES = 3
#: a line holds a source only if it holds one of these (or a route decorator)
_SOURCE_WORDS = ("request", "req.", "input(", "argv", "environ", "getenv", ".recv", "stdin")
_IDENTIFIER = re.compile(r"\w")
_ROUTE_DECORATOR = re.compile(r"@[\w.]+\.(?:route|get|post|put|delete|patch|api_route|websocket)\(")
_NOT_ROUTE_PARAMETERS = frozenset({"self", "cls", "request", "req", "websocket", "background_tasks", "response"})
_LOG_WORDS = frozenset({"log", "logger", "logging"})
_URL_PARSERS = frozenset({"urllib.parse.urlparse", "urllib.parse.urlsplit", "urlparse.urlparse", "urlparse.urlsplit",
                          "urlparse", "urlsplit"})
_HOST_PARTS = frozenset({"netloc", "hostname"})
#: methods that bind values to a statement's named parameters (SQLAlchemy's ``text(...).bindparams``)
_BOUND_VALUE_METHODS = frozenset({"bindparams"})
#: Flask's decorators for functions whose return value is the page the client gets, and that take no URL parts
_PAGE_HOOKS = frozenset({"errorhandler", "app_errorhandler"})
_INJECTORS = frozenset({"Depends", "Security", "fastapi.Depends", "fastapi.Security"})
_COMMON_PATHS = frozenset({"os.path.commonpath", "posixpath.commonpath"})
#: calls that make a record of their keywords (``SimpleNamespace(a=..., b=...)``)
_RECORD_MAKERS = frozenset({"types.SimpleNamespace", "argparse.Namespace", "dict", "collections.OrderedDict"})
#: the record makers whose keywords become a mapping's keys (``dict(home="/")["home"]``)
_KEYWORD_MAPPINGS = frozenset({"dict", "collections.OrderedDict"})
_HTTP_METHODS = frozenset({"get", "post", "put", "patch", "delete"})
#: frameworks whose routes send what they return as JSON
_JSON_FRAMEWORKS = ("fastapi", "starlette")
#: values a route returns that a framework does not send as an HTML page
_NOT_TEXT = (ast.Dict, ast.List, ast.Set, ast.DictComp, ast.ListComp, ast.SetComp, ast.GeneratorExp)
_TEXT_CALLS = ("html.", "markupsafe.", "flask.escape", "escape", "bleach.")
#: methods that build text from their receiver and arguments (``"... {}".format(x)``, ``", ".join(xs)``)
_TEXT_BUILDERS = frozenset({"format", "format_map", "join"})
_TEXT_METHODS = frozenset({"format", "join", "replace", "strip", "lower", "upper", "decode", "get", "getlist",
                           "read", "format_map"})
#: programs that run their argument after a flag as a shell command (``["sh", "-c", text]``)
_SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "csh", "tcsh", "fish", "cmd", "cmd.exe", "powershell",
                     "powershell.exe", "pwsh"})
_SHELL_COMMAND_FLAGS = frozenset({"-c", "/c", "/C", "/k", "/K", "-Command", "-command", "-lc", "-ic"})
#: path classes, and the attributes of a path that are its last part alone (no directory)
_PATH_CLASSES = frozenset({"pathlib.Path", "pathlib.PurePath", "pathlib.PurePosixPath", "pathlib.PureWindowsPath",
                           "pathlib.PosixPath", "pathlib.WindowsPath"})
_FINAL_PART = frozenset({"name", "stem", "suffix"})
#: comparisons of a MAC in constant time, and the MACs a server computes with its key
_DIGEST_COMPARISONS = frozenset({"hmac.compare_digest", "secrets.compare_digest"})
_MACS = frozenset({"hmac.new", "hmac.digest", "hmac.HMAC"})
#: the request's own host, and its own URLs (whose host is the one the client reached)
_OWN_HOST_ATTRIBUTES = frozenset({"host", "get_host"})
_OWN_URL_ATTRIBUTES = frozenset({"host_url", "url_root", "url", "base_url", "root_url"})
_PATH_SPLITTERS = frozenset({"os.path.split", "posixpath.split"})
_ENUM_BASES = frozenset({"enum.Enum", "enum.IntEnum", "enum.StrEnum", "enum.Flag", "enum.IntFlag"})
#: calls that quote a value for a shell (a quoted string of their own)
_SHELL_QUOTERS = frozenset({"shlex.quote", "pipes.quote"})
_COMMAND = kinds_mask({"command"})
#: what only a client's data carries (not the command line or the environment, whose user runs the program)
_CLIENT = kinds_mask({"xss", "session"}) & _GROUP
_PATH_RESOLVERS = frozenset({"os.path.realpath", "os.path.abspath", "os.path.normpath", "posixpath.realpath",
                             "posixpath.abspath", "posixpath.normpath"})


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
    #: what the tracking saw reach an expression (a call's argument, text built with ``+``, ``%``
    #: or an f-string) inside a function it followed, over every pass: the labels of ``Taint``
    reached: dict[ast.AST, int] = field(default_factory=dict, compare=False, hash=False)
    #: the conditions and comparisons whose outcome untrusted data decides (an ``if``'s test that reads
    #: a header, ``request.args.get("expand") == "1"``): a flag they set is the client's choice
    decided: frozenset[ast.AST] = field(default_factory=frozenset, compare=False, hash=False)

    def of_kinds(self, kinds: tuple[str, ...]) -> list[Flow]:
        return [flow for flow in self.flows if flow.kind in kinds]

    def clean_for(self, expr: ast.AST | None, kind: str) -> bool:
        """Whether the tracking followed ``expr`` and nothing that can be dangerous for sinks
        of ``kind`` reached it: no untrusted data (the request, a socket ...) left unsanitized
        for that kind, and no parameter of a function whose callers it does not see. ``False``
        when it did not follow ``expr`` (a function without a source, dead code) or gave up."""
        if expr is None or self.gave_up is not None or expr not in self.reached:
            return False
        return not self.reached[expr] & kinds_mask({kind})

    def followed(self, expr: ast.AST | None) -> bool:
        """Whether the tracking followed ``expr`` (its function holds a source, or is called
        from one) and did not give up: ``tainted_for`` and ``clean_for`` then both mean something."""
        return expr is not None and self.gave_up is None and expr in self.reached

    def decided_by_request(self, expr: ast.AST | None) -> bool:
        """Whether untrusted data (not a parameter of an unseen caller) decides the truth of ``expr``, a
        condition or comparison the tracking followed: what it chooses, the client chooses."""
        return expr is not None and self.gave_up is None and expr in self.decided

    def tainted_for(self, expr: ast.AST | None, kind: str) -> bool:
        """Whether the tracking saw something dangerous for sinks of ``kind`` reach ``expr``
        (untrusted data, or a parameter of a function whose callers it does not see)."""
        return expr is not None and bool(self.reached.get(expr, CLEAN) & kinds_mask({kind}))


def is_session(snippet: Snippet, expr: ast.AST, alias: bool = True) -> bool:
    """``session`` (Flask's, imported), ``request.session`` (Django, Starlette), and a local name
    only ever bound to one of them (``session = self.request.session``)."""
    text = dotted(expr)
    if text is None:
        return False
    if qualified_name(snippet, expr) in SESSION_NAMES or text in SESSION_NAMES or text.endswith(".request.session"):
        return True
    return alias and isinstance(expr, ast.Name) and _aliases(snippet, expr, lambda value: is_session(snippet, value, False))


def _aliases(snippet: Snippet, name: ast.Name, test: Callable[[ast.AST], bool]) -> bool:
    """Whether every binding of ``name`` in its scope is an expression ``test`` holds for: the name
    is another name for that object, so what is stored into it is stored there."""
    values, scope = resolve(snippet, name)
    return bool(values) and isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef) \
        and all(isinstance(value, ast.expr) and test(value) for value in values)


def takes_bound_form(snippet: Snippet, function: ast.AST) -> bool:
    """``form_valid(self, form)``/``form_invalid`` of a Django editing view (``FormView``,
    ``CreateView`` ...): the framework calls it with the form bound to what the client posted."""
    holder = snippet.parents.get(function)
    return getattr(function, "name", None) in _FORM_HOOKS and isinstance(holder, ast.ClassDef) \
        and any((dotted(base) or "").endswith(_FORM_VIEWS) for base in holder.bases)


def held_in_session(snippet: Snippet, expr: ast.AST, alias: bool = True) -> bool:
    """A container kept in the session: ``session["cart"]``, ``session.setdefault("cart", [])``, and
    a local name only ever bound to one (``basket = session.setdefault("basket", [])``: what is
    appended to it is appended to the session's list)."""
    if alias and isinstance(expr, ast.Name):
        return _aliases(snippet, expr, lambda value: held_in_session(snippet, value, False))
    while isinstance(expr, ast.Subscript | ast.Call):
        if isinstance(expr, ast.Call):
            if not isinstance(expr.func, ast.Attribute) or expr.func.attr not in ("setdefault", "get"):
                return False
            expr = expr.func.value
        else:
            expr = expr.value
        if is_session(snippet, expr):
            return True
    return False


def taint_flows(snippet: Snippet) -> TaintAnalysis:
    """The snippet's source-to-sink flows (computed once, shared by every rule that asks)."""
    return derive(snippet, "taint", lambda: _Tracker(snippet).run())


def _parameter(index: int) -> Taint:
    return _GROUP << ((index + 1) * _WIDTH) if index < MAX_PARAMETERS else CLEAN


@dataclass
class _Summary:
    returns: Taint
    pending: tuple[tuple[int, Flow], ...]  # parameter index -> a flow it reaches
    #: what the method stores in its object's fields (``self.name = name``), parameters' labels included
    fields: tuple[tuple[str, Taint], ...] = ()
    #: what each item of the tuple it returns holds, when every ``return`` gives a tuple of one length
    items: tuple[Taint, ...] | None = None
    #: what a nested function stores into its definer's containers (``options["user"] = value``):
    #: the container's path, the key (``None``: anywhere in it) and the value, parameters' labels included
    outer: tuple[tuple[str, str | None, Taint], ...] = ()


@dataclass
class _Frame:
    """One pass over a function (or the module)."""

    node: ast.AST
    env: dict[str, Taint] = field(default_factory=dict)
    route: bool = False
    returns: Taint = CLEAN
    pending: list[tuple[int, Flow]] = field(default_factory=list)
    globals: set[str] = field(default_factory=set)
    #: name -> ("url", the URL it parses) or ("path", the path it resolves): what a check of it speaks for
    derived: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: containers with items stored under constant keys (``table['key']`` entries in ``env``)
    keyed: set[str] = field(default_factory=set)
    #: field -> what this pass stored in it through the method's own object (``self.x = ...``)
    fields: dict[str, Taint] = field(default_factory=dict)
    #: what each item of the returned tuple holds (``None``: no tuple returned yet; ``()``: shapes differ)
    items: tuple[Taint, ...] | None = None
    #: the pass over the function this one is defined in: a closure reads its names
    outer: _Frame | None = None
    #: what this pass stored into containers of the function it is defined in (``_Summary.outer``)
    outer_stores: list[tuple[str, str | None, Taint]] = field(default_factory=list)
    #: names bound to a test (``allowed = host in HOSTS``): its ``=?name`` entry holds the test
    tests: set[str] = field(default_factory=set)


class _GaveUp(Exception):
    pass


class _Tracker:
    def __init__(self, snippet: Snippet) -> None:
        self.snippet = snippet
        #: nested function -> the pass over the function that defines it
        self.enclosing: dict[ast.AST, _Frame] = {}
        facts = analysis(snippet)
        self.functions = facts.functions
        #: a bare ``request`` is the client's only in code of a web framework
        self.web = any(module.startswith(WEB_FRAMEWORKS) for module in facts.imports.values())
        self.steps = 0
        #: function -> the names its body binds, and the tests of its ``if``s that raise or abort
        self.raising_tests: dict[ast.AST, tuple[set[str], list[ast.expr]]] = {}
        self.flows: dict[tuple[int, str], Flow] = {}
        self.reached: dict[ast.AST, Taint] = {}
        #: expression -> the function whose pass saw it (for what its parameters were given)
        self.seen_in: dict[ast.AST, ast.AST] = {}
        #: function -> the calls of it the tracking followed, and what each parameter was given there
        self.calls_seen: dict[ast.AST, set[ast.AST]] = {}
        self.given: dict[ast.AST, dict[int, Taint]] = {}
        self.summaries: dict[object, _Summary] = {}
        #: function -> the names its conditions test (a constant argument for one picks a branch)
        self.tested: dict[ast.AST, frozenset[str]] = {}
        self.in_progress: set[ast.AST] = set()
        self.module_env: dict[str, Taint] = {}
        self.loop_depth = 0
        #: the functions that hold a source (or are routes): analysed whatever they are given
        self.sourced: set[ast.AST] = set()
        #: (class, field) -> the untrusted data any method stored in that field of its object
        self.fields: dict[tuple[ast.AST, str], Taint] = {}
        self.instances: dict[str, str] | None = None
        self.enums: frozenset[str] | None = None
        #: the snippet's Pydantic models (their fields are validated against their annotations)
        self.models: dict[str, ast.ClassDef] | None = None
        #: whether the snippet stores into an attribute of an object other than ``self`` (``job.x = ...``)
        self.stored_from_outside: bool | None = None
        #: function -> the names it binds itself (a closure's other stores are its definer's)
        self.local_names: dict[ast.AST, frozenset[str]] = {}
        self.tables: dict[str, list[ast.AST]] | None = None
        self.partials: dict[str, ast.Call] | None = None
        #: functions registered as views with ``add_url_rule``, and the URL rule each serves
        self.registered: dict[ast.AST, str] = {}
        #: call -> what each item of the tuple it returned holds, on the latest pass over the call
        self.call_items: dict[ast.AST, tuple[Taint, ...]] = {}
        #: conditions and comparisons that untrusted data reached (``TaintAnalysis.decided``)
        self.decided: set[ast.AST] = set()

    # --- driver -------------------------------------------------------------------------

    def run(self) -> TaintAnalysis:
        snippet = self.snippet
        lines = _source_lines(snippet)
        if snippet.tree is None or not lines and "View" not in snippet.source \
                and "add_url_rule" not in snippet.source:
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
            if "View" in snippet.source:  # a MethodView's get/post/... and a View's dispatch_request are routes
                self.sourced.update(f for f in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef)
                                    if self._view_parameters(f)[1]
                                    or f.name in _FORM_HOOKS and self._view_parameters(f)[0])  # type: ignore[attr-defined]
            if "add_url_rule" in snippet.source:  # ``app.add_url_rule("/p/<name>", view_func=show)``
                self.registered = _registered_views(snippet, self.functions)
                self.sourced.update(self.registered)
            self._add_callers()
            self._block(snippet.tree.body, _Frame(snippet.tree, self.module_env))
            for function in sorted(self.sourced, key=lambda f: (f.lineno, f.col_offset)):
                self.summary(function)
            self._follow_fields()
        except _GaveUp as exc:
            gave_up = str(exc)
        except RecursionError:
            gave_up = "the code nests too deeply to follow"
        return TaintAnalysis(tuple(self.flows.values()), gave_up, self._resolved_reached() if gave_up is None else {},
                             frozenset(self.decided))

    def _follow_fields(self) -> None:
        """Methods that read a field another method filled with untrusted data (``self.fmt =
        request.GET["fmt"]`` in ``setup``, ``self.fmt`` in ``get``) get a pass, again while
        what the fields hold grows (a few rounds: fields are per class, not per object)."""
        done: dict[tuple[ast.AST, str], Taint] = {}
        for _ in range(_FIELD_ROUNDS):
            grown = {key for key, taint in self.fields.items() if taint and done.get(key) != taint}
            if not grown:
                return
            done = dict(self.fields)
            readers = set()
            for owner, name in grown:
                for method in owner.body:  # type: ignore[attr-defined]
                    if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) and method.args.args \
                            and _reads_field(method, method.args.args[0].arg, name):
                        readers.add(method)
            if not readers:
                return
            self.summaries = {key: found for key, found in self.summaries.items()
                              if (key[0] if isinstance(key, tuple) else key) not in readers}
            self.sourced |= readers
            for method in sorted(readers, key=lambda f: (f.lineno, f.col_offset)):
                self.summary(method)

    def _locals(self, function: ast.AST) -> frozenset[str]:
        found = self.local_names.get(function)
        if found is None:
            found = self.local_names[function] = _local_names(function)
        return found

    def _parsed_url_type(self, owner: ast.AST) -> bool:
        """``url`` or ``data.return_to`` typed as a URL Pydantic parses (``HttpUrl``, ``AnyUrl`` ...):
        its ``host`` and ``scheme`` are the parts of the URL it turns back into with ``str``."""
        if type(owner) is ast.Name:
            values = resolve(self.snippet, owner)[0]
            annotation = values[0].annotation if len(values) == 1 and isinstance(values[0], Param) else None
        elif type(owner) is ast.Attribute and type(owner.value) is ast.Name:
            declared = self._model_field(owner.value, owner.attr)
            annotation = declared.annotation if declared is not None else None
        else:
            return False
        return annotation is not None and (dotted(annotation) or "").rpartition(".")[2] in _PARSED_URL_TYPES

    def _model_field(self, holder: ast.Name, name: str) -> ast.AnnAssign | None:
        """The declaration of field ``name`` in the Pydantic model of the snippet's that parameter
        ``holder`` is annotated with (a request body FastAPI validates); ``None``: no such field."""
        if self.models is None:
            self.models = {name: classes[0] for name, classes in analysis(self.snippet).classes.items()
                           if len(classes) == 1 and any((dotted(base) or "").rpartition(".")[2] in _VALIDATING_MODELS
                                                        for base in classes[0].bases)}
        if not self.models:
            return None
        values = resolve(self.snippet, holder)[0]
        if len(values) != 1 or not isinstance(values[0], Param):
            return None
        model = self.models.get(dotted(values[0].annotation) or "") if values[0].annotation is not None else None
        if model is None:
            return None
        declared = [statement for statement in model.body if type(statement) is ast.AnnAssign
                    and type(statement.target) is ast.Name and statement.target.id == name]
        return declared[0] if len(declared) == 1 else None

    def _validated_field(self, holder: ast.Name, name: str) -> Taint | None:
        """What ``body.sort`` keeps of the request's data, where ``body`` is a parameter annotated
        with a Pydantic model of the snippet's (a request body FastAPI validates) that declares
        ``sort``: nothing when declared as a number, a ``Literal[...]`` or one of the snippet's
        enumerations; with a ``pattern=`` anchored at both ends (``Field``, ``constr``,
        ``StringConstraints``), the kinds whose specials it admits; and what the model's own
        validators of the field (``@field_validator("sort")``, ``@validator``) return of the value
        they are given, since that replaces the field (``return escape_filter_chars(value)``
        sanitizes it, ``return value`` after a check that only computes does not).
        ``None``: the model checks nothing of the field."""
        declared = self._model_field(holder, name)
        if declared is None:
            return None
        if _validated_type(declared.annotation, choices=self._enums()):
            return CLEAN
        model = self.snippet.parents.get(declared)
        kept: Taint | None = None
        pattern = declared_pattern(declared.annotation, declared.value)
        if pattern is not None and whole_match_pattern(pattern):
            kept = _pattern_leaves(pattern)
        for validator in _field_validators(model, name):  # type: ignore[arg-type]
            summary = self.summary(validator)
            if summary is None:
                continue
            # the value is the validator's first parameter after ``cls``: what the return keeps of it
            given = (summary.returns >> (2 * _WIDTH)) & _GROUP
            returned = kinds_mask({kind for kind in _ORDER if given & _BIT[kind]})
            kept = returned if kept is None else kept & returned
        return kept

    def _forget_readers(self, owner: ast.ClassDef, name: str) -> None:
        """A field grew: the summaries of the methods reading it (not being computed) are stale."""
        readers = {method for method in owner.body if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef)
                   and method.args.args and method not in self.in_progress
                   and _reads_field(method, method.args.args[0].arg, name)}
        if readers:
            self.summaries = {key: found for key, found in self.summaries.items()
                              if (key[0] if isinstance(key, tuple) else key) not in readers}

    def _fields_followed(self, method: ast.AST) -> bool:
        """Whether what the objects of the method's class hold is all in their fields: the class
        has its own ``__init__`` (a dataclass's or a named tuple's fields are filled out of sight)
        and nothing outside its methods stores into an object's attribute (``job.source = x``)."""
        owner = self.snippet.parents.get(method)
        if not isinstance(owner, ast.ClassDef) or not any(
                isinstance(f, ast.FunctionDef) and f.name == "__init__" for f in owner.body):
            return False
        if self.stored_from_outside is None:
            self.stored_from_outside = any(
                type(node.ctx) is not ast.Load and not (  # type: ignore[attr-defined]
                    type(node.value) is ast.Name and node.value.id in ("self", "cls"))  # type: ignore[attr-defined]
                for node in self.snippet.nodes(ast.Attribute))
        return not self.stored_from_outside

    def _own_field(self, target: ast.AST, frame: _Frame) -> tuple[ast.AST, str] | None:
        """``(class, name)`` when ``target`` is ``self.name`` in a method of that class."""
        function = frame.node
        if not (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                and isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) and function.args.args
                and target.value.id == function.args.args[0].arg):
            return None
        owner = self.snippet.parents.get(function)
        if not isinstance(owner, ast.ClassDef) or any(dotted(d) == "staticmethod" for d in function.decorator_list):
            return None
        return owner, target.attr

    def _add_callers(self) -> None:
        """Functions that call one holding a source get a pass of their own too (``name =
        read_name()`` where ``read_name`` returns ``request.args["name"]``), a few calls deep."""
        names = {f.name for f in self.sourced if not isinstance(f, ast.Lambda)}  # type: ignore[attr-defined]
        if not names:
            return
        parents = self.snippet.parents
        calls = []
        for call in self.snippet.nodes(ast.Call):
            func = call.func  # type: ignore[attr-defined]
            name = func.id if type(func) is ast.Name else func.attr if type(func) is ast.Attribute else None
            if name is not None:
                calls.append((name, call))
        for _ in range(_CALLER_DEPTH):
            added = set()
            for name, call in calls:
                if name not in names:
                    continue
                caller = parents.get(call)
                while caller is not None and not isinstance(caller, ast.FunctionDef | ast.AsyncFunctionDef):
                    caller = parents.get(caller)
                if caller is not None and caller not in self.sourced:
                    self.sourced.add(caller)
                    added.add(caller.name)
            if not added:
                return
            names = added

    def _tick(self) -> None:
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise _GaveUp(f"source-to-sink tracking stopped after {MAX_STEPS:,} steps")

    def summary(self, function: ast.AST, constants: dict[str, object] | None = None) -> _Summary | None:
        """What ``function`` does with its parameters (``None``: unknown, being computed);
        with ``constants``, what it does when those parameters hold those values (a flag that
        picks a branch: ``value_or_default(host, "localhost", use_request=False)``)."""
        key: object = (function, tuple(sorted(constants.items(), key=repr))) if constants else function
        found = self.summaries.get(key)
        if found is not None:
            return found
        if function in self.in_progress or len(self.in_progress) >= MAX_SUMMARY_DEPTH:
            return None
        self.in_progress.add(function)
        try:
            frame = _Frame(function, outer=self.enclosing.get(function))
            for name, value in (constants or {}).items():
                frame.env["=" + name] = value  # type: ignore[assignment]
            arguments: ast.arguments = function.args  # type: ignore[attr-defined]
            choices = self._enums()
            route = route_parameters(function, choices)
            if route is None and function in self.registered:
                route = request_filled(arguments, choices) - _converted(self.registered[function])
            if route is None and any(isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute)
                                     and d.func.attr in _PAGE_HOOKS for d in getattr(function, "decorator_list", ())):
                route = set()  # ``@app.errorhandler(404)``: its page answers the request; the error is the server's
            html = route is not None
            if route is None:
                route, html = self._view_parameters(function)
            frame.route = html and self._returns_html(function)
            declared = declared_patterns(arguments) if route else {}
            for index, name in enumerate(_parameter_names(arguments)):
                if route is not None:
                    frame.env[name] = UNTRUSTED & declared.get(name, UNTRUSTED) if name in route else CLEAN
                else:
                    frame.env[name] = _parameter(index)
            if route is not None:
                for name, provider in self._dependencies(arguments).items():
                    provided = self.summary(provider)  # ``host: str = Depends(requested_host)``
                    if provided is not None:
                        # FastAPI fills the provider's own parameters from the request too
                        filled = request_filled(provider.args, choices)  # type: ignore[attr-defined]
                        patterns = declared_patterns(provider.args)  # type: ignore[attr-defined]
                        frame.env[name] = self._passed_on(provided.returns, {
                            index: UNTRUSTED & patterns.get(parameter, UNTRUSTED)
                            for index, parameter in enumerate(_parameter_names(provider.args))  # type: ignore[attr-defined]
                            if parameter in filled})
            if isinstance(function, ast.Lambda):
                frame.returns = self._expr(function.body, frame)
            else:
                self._block(function.body, frame)  # type: ignore[attr-defined]
            found = _Summary(frame.returns, tuple(frame.pending), tuple(frame.fields.items()), frame.items or None,
                             tuple(frame.outer_stores))
            self.summaries[key] = found
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
            if frame.node is not self.snippet.tree:
                self.enclosing[node] = frame  # a closure: what it reads of this function's names
            return False
        if kind is ast.Assign:
            value = self._expr(node.value, frame)  # type: ignore[attr-defined]
            for target in node.targets:  # type: ignore[attr-defined]
                if _pairs(target, node.value):  # type: ignore[attr-defined]
                    for part, item in zip(target.elts, node.value.elts):  # type: ignore[attr-defined]
                        self._bind(part, self._expr(item, frame), frame)
                        self._remember_constant(part, item, frame)
                    continue
                items = self._items_of(node.value, frame) \
                    if type(node.value) in (ast.Call, ast.Name) else None  # type: ignore[attr-defined]
                if items is not None and type(target) in (ast.Tuple, ast.List) and len(target.elts) == len(items) \
                        and not any(type(part) is ast.Starred for part in target.elts):  # type: ignore[attr-defined]
                    for part, item in zip(target.elts, items):  # type: ignore[attr-defined]
                        self._bind(part, item, frame)  # ``fp, path = helper(...)``: each item its own
                    continue
                self._bind(target, value, frame)
                if items is not None and type(target) is ast.Name:
                    self._bind_positions(target.id, items, frame)  # type: ignore[attr-defined]
                self._derive(target, node.value, frame)  # type: ignore[attr-defined]
                self._remember_constant(target, node.value, frame)  # type: ignore[attr-defined]
                self._remember_test(target, node.value, frame)  # type: ignore[attr-defined]
                self._remember_shell_quoted(target, node.value, frame)  # type: ignore[attr-defined]
                if type(node.value) is ast.Dict:  # type: ignore[attr-defined]
                    self._bind_items(target, node.value, frame)  # type: ignore[attr-defined]
                elif type(node.value) in (ast.List, ast.Tuple) and type(target) is ast.Name:  # type: ignore[attr-defined]
                    self._bind_sequence(target.id, node.value, frame)  # type: ignore[attr-defined]
                elif type(node.value) is ast.Call and node.value.keywords:  # type: ignore[attr-defined]
                    self._bind_fields(target, node.value, frame)  # type: ignore[attr-defined]
            return False
        if kind in (ast.AugAssign, ast.AnnAssign):
            if node.value is None:  # type: ignore[attr-defined]
                return False
            value = self._expr(node.value, frame)  # type: ignore[attr-defined]
            if kind is ast.AugAssign:
                if type(node.op) is ast.Add and type(node.target) is ast.Name:  # type: ignore[attr-defined]
                    text = self._known_value(frame)(node.target.id)  # type: ignore[attr-defined]
                    if isinstance(text, str):  # ``page = '<a href="'`` then ``page += value``
                        value = _placed(text, text, value)
                value = value | self._expr(node.target, frame)  # type: ignore[attr-defined]
                updated = ast.BinOp(left=node.target, op=node.op, right=node.value)  # type: ignore[attr-defined]
                constant = folded(self.snippet, updated, self._known_value(frame))
            self._bind(node.target, value, frame)  # type: ignore[attr-defined]
            if kind is ast.AugAssign:
                self._remember_constant(node.target, None, frame, constant)  # type: ignore[attr-defined]
            else:
                self._remember_constant(node.target, node.value, frame)  # type: ignore[attr-defined]
            return False
        if kind is ast.Expr:
            self._expr(node.value, frame)  # type: ignore[attr-defined]
            if type(node.value) is ast.Call:  # type: ignore[attr-defined]
                frame.env = _cleared(frame.env, self._raising_check(node.value, frame))  # type: ignore[attr-defined]
            return self._aborts(node.value)  # type: ignore[attr-defined]
        if kind is ast.Return:
            if node.value is not None:  # type: ignore[attr-defined]
                value = self._expr(node.value, frame)  # type: ignore[attr-defined]
                frame.returns = frame.returns | value
                self._return_items(node.value, frame)  # type: ignore[attr-defined]
                if frame.route and value:
                    body = self._html_body(node.value)  # type: ignore[attr-defined]
                    if body is not None:
                        self._reach(body, "xss", None, self._expr(body, frame), "the response body", frame)
                if value and getattr(frame.node, "name", None) in _REDIRECT_HOOKS and self.web \
                        and isinstance(self.snippet.parents.get(frame.node), ast.ClassDef):
                    # a class-based view's ``get_success_url``: Django redirects to what it returns
                    self._reach(node.value, "redirect", None, value,  # type: ignore[arg-type, attr-defined]
                                f"the URL `{frame.node.name}` returns", frame)  # type: ignore[attr-defined]
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
            chosen = self._chosen_case(node, frame)  # type: ignore[arg-type]
            if chosen is not None:  # a constant subject: only its case runs
                return self._block(chosen.body, frame)
            before, envs = frame.env, [dict(frame.env)]
            subject = dotted(node.subject)  # type: ignore[attr-defined]
            for case in node.cases:  # type: ignore[attr-defined]
                frame.env = dict(before)
                if subject and case.guard is None and _literal_pattern(case.pattern):
                    frame.env[subject] = CLEAN  # ``case "a" | "b":``: the subject is one of those constants
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
            frame.env = _cleared(frame.env, self._narrowing(node.test, frame)[0])  # type: ignore[attr-defined]
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

    def _chosen_case(self, node: ast.Match, frame: _Frame) -> ast.match_case | None:
        """The case a constant subject takes, when every case before it is a literal and the
        one it takes is that literal or ``case _``; ``None`` when that is not known."""
        subject = folded(self.snippet, node.subject, self._known_value(frame))
        if subject is NOT_CONSTANT:
            return None
        for case in node.cases:
            if case.guard is not None:
                return None
            pattern = case.pattern
            if isinstance(pattern, ast.MatchAs) and pattern.pattern is None:
                return case
            if not isinstance(pattern, ast.MatchValue):
                return None
            value = constant_value(self.snippet, pattern.value)
            if value is NOT_CONSTANT:
                return None
            if value == subject:
                return case
        return None

    def _if(self, node: ast.If, frame: _Frame) -> bool:
        self._expr(node.test, frame)
        if self._names_in(node.test, frame) & _CLIENT:
            self.decided.add(node.test)
        truth = truth_value(self.snippet, node.test, self._known_value(frame))
        if truth is not None:  # a condition of constants: the other branch never runs
            return self._block(node.body if truth else node.orelse, frame)
        if_true, if_false = self._narrowing(node.test, frame)
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
            if isinstance(node, ast.While) and truth_value(self.snippet, node.test, self._known_value(frame)) is False:
                passes = 0
            for _ in range(passes):
                if isinstance(node, ast.While):
                    self._expr(node.test, frame)
                else:
                    self._bind_iteration(node.target, node.iter, iterated, frame)  # type: ignore[attr-defined]
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

    def _bind_iteration(self, target: ast.AST, over: ast.AST, value: Taint, frame: _Frame) -> None:
        """Bind a loop's target. Over a dict whose keys are constants (``d``, ``d.keys()``,
        ``d.items()``), its keys are clean: ``for column, value in filters.items()``."""
        method = over.func.attr if type(over) is ast.Call and type(over.func) is ast.Attribute \
            and not over.args and not over.keywords else None  # type: ignore[attr-defined]
        mapping = over.func.value if method in ("items", "keys") else over if type(over) is ast.Name else None  # type: ignore[attr-defined]
        if mapping is not None and value and self._constant_keys(mapping):
            if method == "items" and type(target) is ast.Tuple and len(target.elts) == 2:  # type: ignore[attr-defined]
                self._bind(target.elts[0], CLEAN, frame)  # type: ignore[attr-defined]
                self._bind(target.elts[1], value, frame)  # type: ignore[attr-defined]
                return
            if method != "items":
                self._bind(target, CLEAN, frame)
                return
        self._bind(target, value, frame)

    def _constant_keys(self, mapping: ast.AST, depth: int = 0) -> bool:
        """Every key the dict ``mapping`` can hold is a constant: it is built as a dict literal with
        constant keys or a comprehension keyed by a variable over constants, and never stored into
        (``d[k] = v``, ``update``, ``setdefault``, ``|=``); a parameter, when every call in sight
        passes such a dict."""
        if depth > 3:
            return False
        if type(mapping) is ast.Dict:
            return all(key is not None and constant_value(self.snippet, key) is not NOT_CONSTANT for key in mapping.keys)
        if type(mapping) is ast.DictComp:
            loop = mapping.generators[0] if len(mapping.generators) == 1 else None
            items = constant_value(self.snippet, loop.iter) if loop is not None else NOT_CONSTANT
            return isinstance(items, (list, tuple)) and (
                type(mapping.key) is ast.Name and type(loop.target) is ast.Name and mapping.key.id == loop.target.id  # type: ignore[union-attr]
                or constant_value(self.snippet, mapping.key) is not NOT_CONSTANT)
        if type(mapping) is not ast.Name:
            return False
        function = enclosing_function(self.snippet, mapping)
        uses = [use for use in _by_name(self.snippet).get(mapping.id, ())  # type: ignore[attr-defined]
                if type(use) is ast.Name and enclosing_function(self.snippet, use) is function]
        if any(self._stores_into(use) for use in uses):
            return False
        made = origins(self.snippet, mapping)
        if made:
            return all(self._constant_keys(origin, depth + 1) for origin in made)
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            return False
        names = [arg.arg for arg in (*function.args.posonlyargs, *function.args.args)]
        if mapping.id not in names:  # type: ignore[attr-defined]
            return False
        owner = self.snippet.parents.get(function)
        calls: set[ast.AST] | None
        if isinstance(owner, ast.ClassDef):
            calls = self._method_calls(function, function.name, owner)
            index = names.index(mapping.id) - 1  # type: ignore[attr-defined]
        else:
            found = [use for use in _by_name(self.snippet).get(function.name, ()) if type(use) is ast.Name
                     and type(use.ctx) is ast.Load]  # type: ignore[attr-defined]
            held = [self.snippet.parents.get(use) for use in found]
            if not all(isinstance(call, ast.Call) and call.func is use for call, use in zip(held, found)):
                return False
            calls = {call for call in held if call is not None}
            index = names.index(mapping.id)  # type: ignore[attr-defined]
        if not calls or index < 0:
            return False
        for call in calls:
            if not isinstance(call, ast.Call) or index >= len(call.args) or call.keywords \
                    or any(type(arg) is ast.Starred for arg in call.args) \
                    or not self._constant_keys(call.args[index], depth + 1):
                return False
        return True

    def _opens_itself(self, call: ast.Call) -> bool:
        """``attachment.open("rb")``: ``Path.open``, which opens the file its object names, told
        apart from ``zipfile``'s, ``tarfile``'s or ``webbrowser``'s ``open(name)`` by what it is given:
        nothing, or a file mode (``"rb"``, ``mode="w"``) and the text options of ``open``."""
        if len(call.args) > 1 or any(keyword.arg not in _OPEN_OPTIONS for keyword in call.keywords):
            return False
        mode = call.args[0] if call.args else keyword_value(call, "mode")
        if mode is None:
            return not call.args
        text = constant_value(self.snippet, mode)
        return isinstance(text, str) and bool(text) and set(text) <= set("rwxabt+")

    def _last_part(self, call: ast.Call, index: ast.AST) -> bool:
        """``name.rsplit("/", 1)[-1]``, ``name.split("/")[-1]``, ``name.rpartition("/")[2]``: the text
        after the last ``/``, which holds none (a POSIX server's only separator; ``..`` alone names the
        directory above, never a file outside it). ``split("/", 1)[-1]`` keeps the rest, ``../`` too."""
        func = call.func
        if type(func) is not ast.Attribute or not call.args or call.keywords \
                or constant_value(self.snippet, call.args[0]) != "/":
            return False
        at = constant_value(self.snippet, index)
        if func.attr == "rpartition":  # type: ignore[attr-defined]
            return len(call.args) == 1 and at in (2, -1)
        if func.attr == "split":  # type: ignore[attr-defined]
            return len(call.args) == 1 and at == -1
        if func.attr == "rsplit":  # type: ignore[attr-defined]
            limit = constant_value(self.snippet, call.args[1]) if len(call.args) == 2 else None
            return len(call.args) <= 2 and (at == -1 or at == 1 and limit == 1)
        return False

    def _chain_item(self, chain: ast.AST, key_node: ast.AST) -> Taint | None:
        """``layered["expr"]`` where ``layered = ChainMap(DEFAULTS, request.args.to_dict())``: a lookup
        takes the first map that holds the key, so when a map before any the key might be in is a dict
        literal that holds it as a constant (and nothing stores into that dict or the chain), the item
        is that constant; ``None``: not known."""
        if type(chain) is not ast.Name:
            return None
        made = origins(self.snippet, chain)
        if len(made) != 1 or not isinstance(made[0], ast.Call) or made[0].keywords \
                or qualified_name(self.snippet, made[0].func) != "collections.ChainMap":
            return None
        key = constant_value(self.snippet, key_node)
        if key is NOT_CONSTANT:
            return None
        if any(self._stores_into(use) for use in _by_name(self.snippet).get(chain.id, ())  # type: ignore[attr-defined]
               if type(use) is ast.Name):
            return None
        for layer in made[0].args:
            literal = self._unchanged_literal(layer)
            if literal is None:
                return None  # a map whose keys are not known may hold the key
            for item_key, value in zip(literal.keys, literal.values):
                if item_key is not None and constant_value(self.snippet, item_key) == key:
                    return CLEAN if constant_value(self.snippet, value) is not NOT_CONSTANT else None
            if any(item_key is None or constant_value(self.snippet, item_key) is NOT_CONSTANT for item_key in literal.keys):
                return None
        return None

    def _unchanged_literal(self, mapping: ast.AST) -> ast.Dict | None:
        """The dict literal ``mapping`` is (written there, or the one binding of a name nothing
        anywhere stores into: ``DEFAULTS = {"expr": "1 + 1"}``); ``None``: not such a dict."""
        if type(mapping) is ast.Dict:
            return mapping  # type: ignore[return-value]
        if type(mapping) is not ast.Name:
            return None
        made = origins(self.snippet, mapping)
        if len(made) != 1 or type(made[0]) is not ast.Dict or any(
                self._stores_into(use) for use in _by_name(self.snippet).get(mapping.id, ())  # type: ignore[attr-defined]
                if type(use) is ast.Name):
            return None
        return made[0]  # type: ignore[return-value]

    def _stores_into(self, use: ast.AST) -> bool:
        """``use`` (a dict's name) is stored into: ``d[k] = v``, ``del d[k]``, ``d |= ...``, or a method
        other than a read (``update``, ``setdefault``, ``pop`` ...)."""
        parent = self.snippet.parents.get(use)
        if type(parent) is ast.Subscript and type(parent.ctx) is not ast.Load:  # type: ignore[attr-defined]
            return True
        if type(parent) is ast.AugAssign and parent.target is use:  # type: ignore[attr-defined]
            return True
        return type(parent) is ast.Attribute and parent.attr not in _DICT_READS  # type: ignore[attr-defined]

    def _try(self, node: ast.stmt, frame: _Frame) -> None:
        before = dict(frame.env)
        self._block(node.body, frame)  # type: ignore[attr-defined]
        for statement in node.body:  # type: ignore[attr-defined]
            # ``try: ipaddress.ip_address(host)``: past it without an exception, the value parsed
            call = statement.value if isinstance(statement, ast.Expr | ast.Assign) else None
            if isinstance(call, ast.Call) and len(call.args) == 1 and isinstance(call.args[0], ast.Name) \
                    and qualified_name(self.snippet, call.func) in RAISING_VALIDATORS:
                frame.env[call.args[0].id] = CLEAN
            elif isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "relative_to":
                # ``try: resolved.relative_to(ROOT)``: past it, the resolved path lies under the root
                for name in self._resolved_paths(call.func.value, frame):
                    frame.env[name] = frame.env.get(name, CLEAN) & _NOT_PATH
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
            if target.id in frame.keyed:  # type: ignore[attr-defined]
                self._forget_items(target.id, frame)  # type: ignore[attr-defined]
            frame.env[target.id] = value  # type: ignore[attr-defined]
            frame.env.pop("=" + target.id, None)  # type: ignore[attr-defined]
            frame.env.pop("=#" + target.id, None)  # type: ignore[attr-defined]
            frame.env.pop("=$" + target.id, None)  # type: ignore[attr-defined]
            if frame.tests:
                self._forget_tests(target.id, frame)  # type: ignore[attr-defined]
            if target.id in frame.globals:  # type: ignore[attr-defined]
                self.module_env[target.id] = self.module_env.get(target.id, CLEAN) | value  # type: ignore[attr-defined]
        elif kind is ast.Attribute:
            key = dotted(target)
            if key:
                frame.env[key] = value
            own = self._own_field(target, frame)
            if own is not None:
                frame.fields[own[1]] = frame.fields.get(own[1], CLEAN) | value
                if value & _GROUP:
                    self.fields[own] = self.fields.get(own, CLEAN) | (value & _GROUP)
        elif kind is ast.Subscript:
            owner = _item_path(self.snippet, target.value)  # type: ignore[attr-defined]
            if owner is None:
                return
            if value and (owner.endswith(".headers") or self._is_response(target.value)):  # type: ignore[attr-defined]
                # ``response.headers[...]``, Django's ``response[...]``; a local ``headers`` dict is followed
                key = constant_value(self.snippet, target.slice)  # type: ignore[attr-defined]
                redirect = isinstance(key, str) and key.lower() == "location"
                self._reach(target, "redirect" if redirect else "header", None, value,
                            f"the `{key}` header" if isinstance(key, str) else "a response header", frame)
            if is_session(self.snippet, target.value):  # type: ignore[attr-defined]
                # the key as much as the value: ``session[name] = True`` lets the client pick the flag
                stored = value | self._expr(target.slice, frame)  # type: ignore[attr-defined]
                self._reach(target, "session", None, stored, "the session", frame)
            self._store_item(owner, _item_key(self.snippet, target.slice), value, frame)  # type: ignore[attr-defined]
        elif kind in (ast.Tuple, ast.List):
            for element in target.elts:  # type: ignore[attr-defined]
                self._bind(element, value, frame)
        elif kind is ast.Starred:
            self._bind(target.value, value, frame)  # type: ignore[attr-defined]

    def _forget_tests(self, name: str, frame: _Frame) -> None:
        """``name`` is bound anew: a test stored in it, or one that read it, no longer speaks for what it checked."""
        for held in list(frame.tests):
            stored = frame.env.get("=?" + held)
            if held == name or stored is not None and name in stored[1]:  # type: ignore[index]
                frame.env.pop("=?" + held, None)
                frame.tests.discard(held)

    def _remember_shell_quoted(self, target: ast.AST, value: ast.AST, frame: _Frame) -> None:
        """``quoted = shlex.quote(domain)``: what the quoting made safe for a shell, which comes
        back where the quoted text is put inside quotes (its ``=$name`` entry); the same for
        ``shown = html.escape(q, quote=False)``, whose kept quotes end a quoted HTML attribute."""
        if type(target) is not ast.Name or type(value) is not ast.Call or not value.args:
            return
        if qualified_name(self.snippet, value.func) in _SHELL_QUOTERS:  # type: ignore[attr-defined]
            unquoted = self._expr(value.args[0], frame) & _COMMAND  # type: ignore[attr-defined]
        elif (kept := _quotes_kept(self.snippet, value)) is not None:  # type: ignore[arg-type]
            # ``shown = html.escape(q, quote=False)``: inside a quoted attribute its quotes end it
            unquoted = self._expr(kept, frame) & _XSS
        else:
            return
        if unquoted:
            frame.env["=$" + target.id] = unquoted  # type: ignore[attr-defined]

    def _remember_test(self, target: ast.AST, value: ast.AST, frame: _Frame) -> None:
        """``allowed = urlparse(url).netloc in HOSTS``: a later ``if allowed`` (or ``x if allowed
        else y``) proves what the test proves, while no name it read is bound again."""
        if type(target) is not ast.Name or type(value) not in (ast.Compare, ast.BoolOp, ast.UnaryOp, ast.Call):
            return
        read = frozenset(node.id for node in ast.walk(value) if type(node) is ast.Name)
        if target.id in read:  # ``ok = ok and ...``: the ``ok`` it read was another value
            return
        frame.env["=?" + target.id] = (value, read)  # type: ignore[assignment,attr-defined]
        frame.tests.add(target.id)  # type: ignore[attr-defined]

    def _known_value(self, frame: _Frame) -> Callable[[str], object]:
        """What a name holds at this point of the pass, for folding conditions: its constant,
        ``NOT_CONSTANT`` when the pass bound it to something else, ``UNSEEN`` when it did not bind it."""
        env = frame.env

        def known(name: str) -> object:
            found = env.get("=" + name, _NONE)
            if found is not _NONE:
                return found
            return NOT_CONSTANT if name in env else UNSEEN
        return known

    def _remember_constant(self, target: ast.AST, value: ast.AST | None, frame: _Frame,
                           constant: object = NOT_CONSTANT) -> None:
        """``attempts = 1``: the constant a name holds from here on, until it is bound again."""
        if type(target) is not ast.Name:
            return
        if value is not None:
            if type(value) not in (ast.Constant, ast.BinOp, ast.Name, ast.Subscript):
                return
            constant = folded(self.snippet, value, self._known_value(frame))
        if constant is not NOT_CONSTANT and isinstance(constant, int | str | float | bytes | None):
            frame.env["=" + target.id] = constant  # type: ignore[assignment,attr-defined]

    def _store_item(self, owner: str, key: str | None, value: Taint, frame: _Frame) -> None:
        """``owner[key] = value``: the item under a constant key holds ``value`` alone; the
        container (and each container holding it) holds what it held and ``value``."""
        base = owner.partition("[")[0]
        if frame.outer is not None and base.isidentifier() and base in frame.outer.env \
                and base not in self._locals(frame.node):
            frame.outer_stores.append((owner, key, value))  # a closure filling its definer's container
        if key is not None:
            frame.env[f"{owner}[{key}]"] = value
            frame.keyed.add(base)
        while True:
            frame.env[owner] = self._path_value(owner, frame) | value
            if not owner.endswith("]"):
                return
            owner = owner[:owner.rindex("[")]

    def _path_value(self, path: str, frame: _Frame) -> Taint:
        """What ``path`` (a name, ``self.x``, ``table['key']``) holds: its own entry, else its container's."""
        while True:
            found = frame.env.get(path)
            if found is not None:
                return found
            if not path.endswith("]"):
                return self._name(path, frame) if "." not in path else CLEAN
            path = path[:path.rindex("[")]

    def _bind_items(self, target: ast.AST, value: ast.Dict, frame: _Frame) -> None:
        """``table = {"a": request_value, "b": "constant"}`` (or ``conf["section"] = {...}``): each
        constant key holds its own value."""
        name = _item_path(self.snippet, target)
        if name is None:
            return
        for key, item in zip(value.keys, value.values):
            text = _item_key(self.snippet, key) if key is not None else None
            if text is not None:
                frame.env[f"{name}[{text}]"] = self._expr(item, frame)
                frame.keyed.add(name.partition("[")[0])

    def _store_literal(self, owner: str, value: ast.Dict, frame: _Frame, depth: int = 0) -> bool:
        """Store a dict literal's items under ``owner`` by their constant keys, nested dicts by
        their own keys (a configparser's sections and options); ``False`` when a key is not constant."""
        keys = [_item_key(self.snippet, key) if key is not None else None for key in value.keys]
        if None in keys or depth > 3:
            return False
        for key, item in zip(keys, value.values):
            if type(item) is ast.Dict and self._store_literal(f"{owner}[{key}]", item, frame, depth + 1):  # type: ignore[arg-type]
                continue
            self._store_item(owner, key, self._expr(item, frame), frame)
        return True

    def _bind_fields(self, target: ast.AST, call: ast.Call, frame: _Frame) -> None:
        """``lookup = SimpleNamespace(requested=value, fallback="x")`` (or a class of the snippet's
        own, or ``dict(...)``): each keyword names a field that holds its own value."""
        name = dotted(target)
        callee = qualified_name(self.snippet, call.func) or ""
        if name is None or not (callee in _RECORD_MAKERS or callee.startswith(LOCAL + ".")):
            return
        for keyword in call.keywords:
            if keyword.arg is None:
                return
        for keyword in call.keywords:
            value = self._expr(keyword.value, frame)
            if callee in _KEYWORD_MAPPINGS:
                frame.env[f"{name}[{keyword.arg!r}]"] = value
                frame.keyed.add(name.partition("[")[0])
            else:
                frame.env[f"{name}.{keyword.arg}"] = value

    def _forget_items(self, name: str, frame: _Frame) -> None:
        prefix = name + "["
        for key in [key for key in frame.env if key.startswith((prefix, "=" + prefix))]:
            del frame.env[key]

    def _bind_sequence(self, name: str, value: ast.List | ast.Tuple, frame: _Frame) -> None:
        """``items = ["a", param]``: each position holds its own value while the list's length is
        known, and the constant written there (``=items[0]``), which ``remove`` looks for."""
        if any(type(item) is ast.Starred for item in value.elts):
            return
        self._bind_positions(name, [self._expr(item, frame) for item in value.elts], frame)
        known = self._known_value(frame)
        for index, item in enumerate(value.elts):
            constant = self._constant_item(item, known)
            if constant is not _NONE:
                frame.env[f"={name}[{index}]"] = constant  # type: ignore[assignment]

    def _bind_positions(self, name: str, items: list[Taint] | tuple[Taint, ...], frame: _Frame) -> None:
        for index, item in enumerate(items):
            frame.env[f"{name}[{index}]"] = item
        frame.env["=#" + name] = len(items)  # type: ignore[assignment]
        frame.keyed.add(name)

    def _items_of(self, value: ast.AST, frame: _Frame) -> tuple[Taint, ...] | None:
        """What each item of ``value`` holds, when it is a tuple of known length: a tuple written
        out, a call of the snippet's own function whose every ``return`` gives one, a name bound
        to one; ``None``: not known (callers fall back to what the whole value holds).
        ``value`` has been evaluated on this pass."""
        kind = type(value)
        if kind is ast.Call:
            return self.call_items.get(value)
        if kind is ast.Tuple:
            if any(type(item) is ast.Starred for item in value.elts):  # type: ignore[attr-defined]
                return None
            return tuple(self._expr(item, frame) for item in value.elts)  # type: ignore[attr-defined]
        if kind is ast.Name:
            length = frame.env.get("=#" + value.id)  # type: ignore[attr-defined]
            if type(length) is int:
                return tuple(frame.env.get(f"{value.id}[{index}]", CLEAN) for index in range(length))  # type: ignore[attr-defined]
        return None

    def _return_items(self, value: ast.AST, frame: _Frame) -> None:
        """Per item of a returned tuple: ``return fp, path`` makes the caller's ``fp`` hold only
        what ``fp`` held. Returns of different lengths, or of anything else, leave the shape unknown
        (``None`` alone, an implicit end, leaves it as it is: a caller unpacking it fails anyway)."""
        if frame.items == () or type(value) is ast.Constant and value.value is None:  # type: ignore[attr-defined]
            return
        items = self._items_of(value, frame)
        if items is None or frame.items is not None and len(frame.items) != len(items):
            frame.items = ()
        elif frame.items is None:
            frame.items = items
        else:
            frame.items = tuple(old | new for old, new in zip(frame.items, items))

    def _sequence_method(self, owner: str, node: ast.Call, attr: str, positional: list[Taint],
                         frame: _Frame) -> Taint | None:
        """``append``/``extend``/``insert``/``pop`` on a list whose length is known: the positions
        move as they do at run time. Any other method forgets the positions. ``None``: not such a list."""
        length = frame.env.get("=#" + owner)
        if type(length) is not int:
            return None
        env = frame.env
        args = node.args
        # each position: what it holds, and the constant written there (``_NONE``: not known)
        items = [(env.get(f"{owner}[{index}]", CLEAN), env.get(f"={owner}[{index}]", _NONE)) for index in range(length)]
        known = self._known_value(frame)
        result: Taint | None = CLEAN
        if attr == "append" and len(args) == 1:
            items.append((positional[0], self._constant_item(args[0], known)))
        elif attr == "extend" and len(args) == 1 and type(args[0]) in (ast.List, ast.Tuple) \
                and not any(type(item) is ast.Starred for item in args[0].elts):  # type: ignore[attr-defined]
            items += [(self._expr(item, frame), self._constant_item(item, known)) for item in args[0].elts]  # type: ignore[attr-defined]
        elif attr == "remove" and len(args) == 1 and (gone := self._removed_at(items, args[0], known)) is not None:
            del items[gone]  # ``hops.remove("/home")``: the first position holding that constant
        else:
            at = folded(self.snippet, args[0], known) if args else -1
            if not (type(at) is int and attr in ("insert", "pop") and len(args) == (2 if attr == "insert" else 1)
                    or attr == "pop" and not args):
                del env["=#" + owner]  # sorted, reversed, removed by value ...: the positions are not known
                return None
            at = at + length if at < 0 else at  # type: ignore[operator]
            if attr == "insert":
                items.insert(min(max(at, 0), length), (positional[1], self._constant_item(args[1], known)))  # type: ignore[call-overload]
            elif not 0 <= at < length:  # type: ignore[operator]
                return None
            else:
                result = items.pop(at)[0]  # type: ignore[arg-type]
        for index in range(max(length, len(items))):
            env.pop(f"{owner}[{index}]", None)
            env.pop(f"={owner}[{index}]", None)
        for index, (taint, constant) in enumerate(items):
            env[f"{owner}[{index}]"] = taint
            if constant is not _NONE:
                env[f"={owner}[{index}]"] = constant  # type: ignore[assignment]
        env["=#" + owner] = len(items)  # type: ignore[assignment]
        return result

    def _constant_item(self, item: ast.AST, known: Callable[[str], object]) -> object:
        """The constant text or number an item put into a list is, or ``_NONE``."""
        constant = folded(self.snippet, item, known)
        return constant if isinstance(constant, str | int | bytes) and constant is not UNSEEN else _NONE

    @staticmethod
    def _removed_at(items: list[tuple[Taint, object]], value: ast.AST, known: Callable[[str], object]) -> int | None:
        """The position ``items.remove(value)`` takes out: the first holding that constant, when
        every position before it holds another known constant; ``None``: not known."""
        target = value.value if type(value) is ast.Constant else None  # type: ignore[attr-defined]
        if not isinstance(target, str | int | bytes):
            return None
        for index, (_, constant) in enumerate(items):
            if constant is _NONE:
                return None
            if constant == target and type(constant) is type(target):
                return index
        return None

    def _item(self, node: ast.Subscript, frame: _Frame) -> Taint | None:
        """What ``table["key"]`` holds when the key was stored under on its own; ``None``: not known."""
        if not frame.keyed:
            return None
        base = node.value
        if type(base) is ast.Name and "=#" + base.id in frame.env:  # type: ignore[attr-defined]
            length = frame.env["=#" + base.id]  # type: ignore[attr-defined]
            at = folded(self.snippet, node.slice, self._known_value(frame))
            if type(at) is not int or not -length <= at < length:
                return None
            return frame.env.get(f"{base.id}[{at % length}]")  # type: ignore[attr-defined]
        if type(base) is ast.Name and type(node.slice) is ast.Constant and type(node.slice.value) is int:  # type: ignore[attr-defined]
            return None  # a position in a list whose length is no longer known
        path = _item_path(self.snippet, node)
        if path is None or path.partition("[")[0] not in frame.keyed:
            return None
        return frame.env.get(path)

    def _item_read(self, callee: tuple[ast.AST, int, str], node: ast.Call, frame: _Frame) -> Taint | None:
        """What a call of the snippet's own function gives when the function only returns one item
        of a parameter by constant keys (``return prefs.get("ui", "fallback")``, ``return conf["ui"]``)
        and the call passes a container whose items are kept by key: that item (``None``: not so)."""
        function, offset, _ = callee
        body = [statement for statement in getattr(function, "body", ())
                if not (type(statement) is ast.Expr and type(statement.value) is ast.Constant)]  # type: ignore[attr-defined]
        if len(body) != 1 or type(body[0]) is not ast.Return or body[0].value is None or not frame.keyed:  # type: ignore[attr-defined]
            return None
        value = body[0].value  # type: ignore[attr-defined]
        keys: list[str | None] = []
        if type(value) is ast.Call and type(value.func) is ast.Attribute and value.func.attr == "get" \
                and not value.keywords and 1 <= len(value.args) <= 3:  # type: ignore[attr-defined]
            keys = [_item_key(self.snippet, arg) for arg in value.args]  # type: ignore[attr-defined]
            base = value.func.value  # type: ignore[attr-defined]
        else:
            base = value
            while type(base) is ast.Subscript:
                keys.insert(0, _item_key(self.snippet, base.slice))  # type: ignore[attr-defined]
                base = base.value  # type: ignore[attr-defined]
        if not keys or type(base) is not ast.Name:
            return None
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        if base.id not in names:  # type: ignore[attr-defined]
            return None
        index = names.index(base.id) - offset  # type: ignore[attr-defined]
        given = next((kw.value for kw in node.keywords if kw.arg == base.id), None)  # type: ignore[attr-defined]
        if given is None and 0 <= index < len(node.args) and not any(type(a) is ast.Starred for a in node.args):
            given = node.args[index]
        owner = _item_path(self.snippet, given) if given is not None else None
        if owner is None or owner.partition("[")[0] not in frame.keyed:
            return None
        path, found = owner, None
        for key in keys:  # the deepest item stored: a dict's key, a section's option (and a constant default after)
            if key is None:
                return None
            path = f"{path}[{key}]"
            if path in frame.env:
                found = frame.env[path]
        return found

    def _method_on_items(self, node: ast.Call, attr: str, positional: list[Taint], keywords: dict[str | None, Taint],
                         frame: _Frame) -> Taint | None:
        """Containers by key and by growth: ``table.get("key")``, ``config.get("section", "key")``,
        ``config.set("section", "key", value)``, ``items.append(value)``; ``None``: none of these."""
        receiver = node.func.value  # type: ignore[attr-defined]
        owner = _item_path(self.snippet, receiver)
        if owner is None:
            return None
        if type(receiver) is ast.Name and "=#" + owner in frame.env:
            moved = self._sequence_method(owner, node, attr, positional, frame)
            if moved is not None:
                if attr != "pop":
                    self._store_item(owner, None, _union(positional), frame)
                return moved
        keys = [_item_key(self.snippet, arg) for arg in node.args]
        if attr == "get" and node.args and owner.partition("[")[0] in frame.keyed:
            path, found, used = owner, None, 0
            for count, key in enumerate(keys, 1):  # the deepest item stored: a dict's key, a section's option
                if key is None:
                    break
                path = f"{path}[{key}]"
                if path in frame.env:
                    found, used = frame.env[path], count
            if found is None:
                return None
            return found | _union([*positional[used:], *keywords.values()])  # and a default given
        if attr == "update" and not node.args[1:] and all(kw.arg for kw in node.keywords):
            pairs = self._keyed_pairs(node, keywords, frame)
            if pairs is not None:  # ``values.update(user=x, fallback="1")``: each key holds its own
                for key, taint in pairs:
                    self._store_item(owner, key, taint, frame)
                return CLEAN
        if attr == "setdefault" and len(node.args) == 2 and not node.keywords and keys[0] is not None \
                and owner.partition("[")[0] in frame.keyed:
            path = f"{owner}[{keys[0]}]"
            if path in frame.env:  # ``hops.setdefault("home", url)`` with "home" stored: nothing changes
                return frame.env[path]
            self._store_item(owner, keys[0], positional[1], frame)
            return positional[1]
        if attr == "set" and len(node.args) == 3 and keys[0] is not None and keys[1] is not None:
            self._store_item(f"{owner}[{keys[0]}]", keys[1], positional[2], frame)
            return CLEAN
        if attr == "read_dict" and len(node.args) == 1 and type(node.args[0]) is ast.Dict \
                and self._store_literal(owner, node.args[0], frame):  # type: ignore[arg-type]
            return CLEAN  # ``conf.read_dict({"ui": {"theme": ..., "fallback": "light"}})``: each option its own
        if attr in GROWERS or attr in ("set", "setdefault", "add_section", "read_dict"):
            grown = _union([*positional, *keywords.values()])
            if grown:
                self._store_item(owner, None, grown, frame)
            return CLEAN
        return None

    def _keyed_pairs(self, node: ast.Call, keywords: dict[str | None, Taint],
                     frame: _Frame) -> list[tuple[str, Taint]] | None:
        """The (key, taint) pairs ``mapping.update(...)`` stores: its keywords, and the items of a
        dict literal with constant keys given first; ``None``: keys not known."""
        pairs = [(repr(name), taint) for name, taint in keywords.items() if name is not None]
        if node.args:
            literal = node.args[0]
            if not isinstance(literal, ast.Dict) or not all(
                    key is not None and _item_key(self.snippet, key) is not None for key in literal.keys):
                return None
            pairs += [(_item_key(self.snippet, key), self._expr(value, frame))  # type: ignore[misc]
                      for key, value in zip(literal.keys, literal.values)]
        return pairs  # type: ignore[return-value]

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
            elif (known := self._known(node, kind, frame)) is not None:
                values.append(known)
            else:
                parts_of = _children(node)
                stack.append((node, parts_of))
                stack.extend((child, None) for child in reversed(parts_of))
        return values[-1] if values else CLEAN

    def _known(self, node: ast.AST, kind: type, frame: _Frame) -> Taint | None:
        """A source attribute, a tracked ``self.x``, an item stored under a constant key;
        ``None``: evaluate the node from its parts."""
        if kind is ast.Attribute:
            return self._attribute(node, frame)  # type: ignore[arg-type]
        if kind is ast.Subscript:
            layered = self._chain_item(node.value, node.slice)  # type: ignore[attr-defined]
            if layered is not None:
                return layered
            kept = self._form_field_kept(node.value, node.slice)  # type: ignore[attr-defined]
            item = self._item(node, frame)  # type: ignore[arg-type]
            if kept is None:
                return item
            if item is None:  # the whole form's data, as its parts give it
                item = self._expr(node.value, frame) | self._expr(node.slice, frame)  # type: ignore[attr-defined]
            return item & kept
        return None

    def _form_field_kept(self, data: ast.AST, key_node: ast.AST) -> Taint | None:
        """What ``form.cleaned_data["order"]`` (or ``.get("order")``; a Django form) or ``serializer.validated_data["host"]``
        (a DRF serializer; also through ``opts = serializer.validated_data``) keeps of the request's
        data, where the form is made from a form class of the module's own that declares the field:
        nothing for a field whose cleaned value is one of the form's own choices or carries no text
        (a choice, a number, a date, a bool, a UUID); for a ``SlugField`` or a ``RegexField`` whose
        pattern is anchored at both ends, the kinds whose specials the pattern admits (the field's
        validator searches the pattern). ``None``: not such a field."""
        key = constant_value(self.snippet, key_node)
        if type(data) is ast.Name:  # ``opts = serializer.validated_data``
            bound = origins(self.snippet, data)
            data = bound[0] if len(bound) == 1 else data
        if not (isinstance(key, str) and type(data) is ast.Attribute and data.attr in _VALIDATED_DATA
                and type(data.value) is ast.Name):
            return None
        form = data.value
        made = [value for value in origins(self.snippet, form) if isinstance(value, ast.Call)]
        if made and len(made) == 1 and type(made[0].func) is ast.Name:
            form_class = made[0].func.id  # type: ignore[attr-defined]
        elif not made and (bound_class := self._hook_form_class(form)) is not None:
            form_class = bound_class  # ``form_valid(self, form)``: the view's ``form_class``
        else:
            return None
        classes = analysis(self.snippet).classes.get(form_class, [])
        if len(classes) != 1:
            return None
        for statement in classes[0].body:
            if isinstance(statement, ast.Assign) and any(type(t) is ast.Name and t.id == key for t in statement.targets):
                field = statement.value if isinstance(statement.value, ast.Call) else None
                field_type = (dotted(field.func) or "").rpartition(".")[2] if field is not None else ""
                if field_type in CHECKED_FORM_FIELDS:
                    return CLEAN
                pattern = _FIELD_PATTERNS.get(field_type)
                if field_type == "RegexField" and field is not None:
                    given = field.args[0] if field.args else keyword_value(field, "regex")
                    pattern = constant_value(self.snippet, given) if given is not None else None
                return _pattern_leaves(pattern) if whole_match_pattern(pattern) else None
        return None

    def _hook_form_class(self, form: ast.Name) -> str | None:
        """The ``form_class = ...`` of the Django editing view whose ``form_valid``/``form_invalid``
        takes ``form``: the class of the form the framework binds to the request."""
        function = enclosing_function(self.snippet, form)
        view = self.snippet.parents.get(function) if function is not None else None
        if not (isinstance(view, ast.ClassDef) and function.name in _FORM_HOOKS  # type: ignore[union-attr]
                and _parameter_names(function.args)[1:2] == [form.id]):  # type: ignore[union-attr]
            return None
        named = [statement.value for statement in view.body if type(statement) is ast.Assign
                 and any(type(t) is ast.Name and t.id == "form_class" for t in statement.targets)]
        return named[0].id if len(named) == 1 and type(named[0]) is ast.Name else None  # type: ignore[attr-defined]

    def _names_in(self, test: ast.AST, frame: _Frame) -> Taint:
        """What the names an ``assert`` tests hold (its comparison itself is only a bool). Operands
        of an identity test (``fut is self._read_fut``, ``x is None``) are left out: it states an
        invariant of the program's own objects, not a check of what a value says."""
        found = CLEAN
        stack = [test]
        while stack:
            node = stack.pop()
            if isinstance(node, ast.Compare) and all(isinstance(op, ast.Is | ast.IsNot) for op in node.ops):
                continue
            stack.extend(ast.iter_child_nodes(node))
            if isinstance(node, ast.Name):
                found |= self._name(node.id, frame)
            elif isinstance(node, ast.Attribute) and (known := self._attribute(node, frame)) is not None:
                found |= known
        return found

    def _name(self, name: str, frame: _Frame) -> Taint:
        found = frame.env.get(name)
        outer = frame.outer
        while found is None and outer is not None:  # a closure's free name, as its definer holds it
            found, outer = outer.env.get(name), outer.outer
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
        own = self._own_field(node, frame)
        if own is not None and own in self.fields:
            return self.fields[own]  # stored by another method of the object
        if type(node.value) is ast.Name \
                and (kept := self._validated_field(node.value, node.attr)) is not None:  # type: ignore[attr-defined]
            return self._expr(node.value, frame) & kept
        qualified = qualified_name(self.snippet, node) or key
        if qualified in _SOURCE_ATTRIBUTES:
            return _SOURCE_ATTRIBUTES[qualified]
        owner, _, attr = qualified.rpartition(".")
        if attr in (REQUEST_ATTRIBUTES if self.web else SERVER_REQUEST_ATTRIBUTES):
            if owner in REQUEST_NAMES or key.rpartition(".")[0] in REQUEST_NAMES:
                return UNTRUSTED
        if type(node.value) is ast.Name and node.attr in _class_attributes(self.snippet) \
                and _folded_scalar(constant_value(self.snippet, node)):
            # ``q.base`` of ``q = Lookup(request.args["uid"])``: a record's field the call left at its
            # constant default holds that constant, not what the other fields were given
            return CLEAN
        return None

    def _comprehension(self, node: ast.AST, frame: _Frame) -> Taint:
        saved: dict[str, Taint | None] = {}
        for generator in node.generators:  # type: ignore[attr-defined]
            value = self._expr(generator.iter, frame)
            for target in ast.walk(generator.target):
                if isinstance(target, ast.Name) and target.id not in saved:
                    saved[target.id] = frame.env.get(target.id)
            self._bind_iteration(generator.target, generator.iter, value, frame)
            for condition in generator.ifs:
                self._expr(condition, frame)
                # ``[item for item in items if item in CATALOG]``: only the items the filter lets through
                passed = self._narrowing(condition, frame)[0]
                for name in passed:
                    if name not in saved:
                        saved[name] = frame.env.get(name)
                frame.env = _cleared(frame.env, passed)
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
        if kind is ast.Yield or kind is ast.YieldFrom:
            # a generator gives what it yields to whoever iterates it (a streamed response,
            # ``"".join(gen())``): calling it returns that; what ``send`` passes in is the caller's
            frame.returns = frame.returns | _union(parts)
            return CLEAN
        if kind is ast.Call:
            result = self._call(node, parts, frame)  # type: ignore[arg-type]
            if type(node.func) is ast.Attribute and node.func.attr == "format" \
                    or node.args and qualified_name(self.snippet, node.func) in _FORMAT_HTML:  # type: ignore[attr-defined]
                result |= self._url_fields(node, parts)  # type: ignore[arg-type]
            if frame.node is not self.snippet.tree and getattr(node.func, "attr", None) in _TEXT_BUILDERS:  # type: ignore[attr-defined]
                self._saw(node, result, frame)  # text built by a call, as ``+`` and f-strings build it
            return result
        if kind is ast.BinOp and type(node.op) is ast.Mod and type(node.left) is ast.Call \
                and qualified_name(self.snippet, node.left.func) in MARKUP_CLASSES \
                and not self._url_field(node.left):  # type: ignore[attr-defined]
            return parts[0] | parts[1] & _NOT_XSS  # ``Markup("<b>%s</b>") % name`` escapes what it inserts
        if kind is ast.JoinedStr or kind is ast.BinOp:
            parts = self._placed_parts(node, _query_parts(self.snippet, node, parts), frame)
            if frame.node is not self.snippet.tree:
                self._saw(node, _union(parts), frame)
        if kind is ast.Compare or (kind is ast.UnaryOp and isinstance(node.op, ast.Not)):  # type: ignore[attr-defined]
            if _union(parts) & _CLIENT:
                self.decided.add(node)  # ``request.args.get("expand") == "1"``: the client picks the bool
            return CLEAN  # a bool
        if kind is ast.Attribute and node.attr in _FINAL_PART and type(node.value) is ast.Call \
                and qualified_name(self.snippet, node.value.func) in _PATH_CLASSES:  # type: ignore[attr-defined]
            return _union(parts) & _NOT_PATH  # ``Path(name).name``: the last part alone, no directory
        if kind is ast.Attribute and parts and parts[0] and constant_value(self.snippet, node) is not NOT_CONSTANT:
            return CLEAN  # ``type(visitor).role``: a class attribute the class body binds to a constant
        if kind is ast.Subscript:
            if type(node.value) is ast.Call and qualified_name(self.snippet, node.value.func) in _PATH_SPLITTERS \
                    and constant_value(self.snippet, node.slice) in (1, -1):  # type: ignore[attr-defined]
                return parts[0] & _NOT_PATH  # ``os.path.split(name)[1]``: the last part alone, as ``basename``
            if type(node.value) is ast.Call and self._last_part(node.value, node.slice):  # type: ignore[attr-defined]
                return parts[0] & _NOT_PATH  # ``ref.rsplit("/", 1)[-1]``: no ``/`` left, as ``basename``
            if len(parts) > 1 and parts[1] and computed_lookup(self.snippet, node):
                self._reach(node, "reflection", None, parts[1], "a lookup in a namespace", frame)
            if type(node.value) is ast.Call and node.value in self.call_items:  # type: ignore[attr-defined]
                items = self.call_items[node.value]  # type: ignore[attr-defined]
                at = folded(self.snippet, node.slice, self._known_value(frame))  # type: ignore[attr-defined]
                if type(at) is int and -len(items) <= at < len(items):
                    return items[at]  # ``helper(...)[0]``
            return parts[0] & _NOT_SCRIPT_URL if self._referer(node.slice) else parts[0]  # type: ignore[attr-defined]  # ``ALLOWED[name]`` holds what ALLOWED holds
        if kind is ast.BoolOp:
            return self._either_value(node, parts, frame)  # type: ignore[arg-type]
        if kind is ast.IfExp:
            truth = truth_value(self.snippet, node.test, self._known_value(frame))  # type: ignore[attr-defined]
            if truth is not None:
                return parts[1] if truth else parts[2]
            return self._narrowed_branches(node, parts, frame)  # type: ignore[arg-type]
        if kind is ast.NamedExpr:
            self._bind(node.target, parts[-1], frame)  # type: ignore[attr-defined]
            self._remember_test(node.target, node.value, frame)  # type: ignore[attr-defined]
            return parts[-1]
        return _union(parts)

    def _url_field(self, markup: ast.Call) -> bool:
        """Whether ``Markup(text)``'s text has a ``%`` field that starts a URL attribute (or its
        text is not known): escaping leaves a ``javascript:`` URL working there."""
        text = constant_value(self.snippet, markup.args[0]) if markup.args else NOT_CONSTANT
        if not isinstance(text, str):
            return True
        return any(_URL_ATTRIBUTE.search(text[:field.start()]) for field in _PERCENT_FIELD.finditer(text))

    def _narrowed_branches(self, node: ast.IfExp, parts: list[Taint], frame: _Frame) -> Taint:
        """``role if role in ROLES else "user"``: each branch as its test leaves the names it checks."""
        if_true, if_false = self._narrowing(node.test, frame)
        if not if_true and not if_false:
            return parts[1] | parts[2]
        before = frame.env
        try:
            frame.env = _cleared(before, if_true)
            body = self._expr(node.body, frame)
            frame.env = _cleared(before, if_false)
            return body | self._expr(node.orelse, frame)
        finally:
            frame.env = before

    def _either_value(self, node: ast.BoolOp, parts: list[Taint], frame: _Frame) -> Taint:
        """``a or b``/``a and b``: the values that can be the result (``fallback or requested`` with
        a non-empty constant ``fallback`` is ``fallback``)."""
        known = self._known_value(frame)
        deciding = isinstance(node.op, ast.Or)  # the truth that ends an ``or`` (and fails an ``and``)
        result, last = CLEAN, len(node.values) - 1
        for index, (value, part) in enumerate(zip(node.values, parts)):
            truth = truth_value(self.snippet, value, known) if type(value) is not ast.Call else None
            if truth is (not deciding) and index < last:
                continue  # never the result: ``or`` passes on a false value, ``and`` a true one
            result |= part
            if truth is deciding:
                break
        return result

    def _placed_parts(self, node: ast.AST, parts: list[Taint], frame: _Frame) -> list[Taint]:
        """What each value inserted into text built with ``+``, ``%`` or an f-string holds there:
        at the start of a URL attribute of markup (``'<a href="' + value``) a client's URL is
        dangerous as HTML whatever escaping it had (``javascript:`` survives ``html.escape``);
        after text that fixes the scheme (``"/users/" + value``) it is no script URL."""
        if type(node) is ast.JoinedStr:
            values = node.values  # type: ignore[attr-defined]
            start = _text_start(node)
            placed, prefix = [], ""
            for index, (value, part) in enumerate(zip(values, parts)):
                if type(value) is ast.Constant:
                    prefix += value.value if isinstance(value.value, str) else ""
                    placed.append(part)
                    continue
                before = _text_end(values[index - 1]) if index else None
                after = values[index + 1].value if index + 1 < len(values) and type(values[index + 1]) is ast.Constant \
                    else ""
                inner = value.value if type(value) is ast.FormattedValue and value.conversion == -1 else None
                part = self._in_literal(prefix, after, inner, part, frame)
                placed.append(_placed(before, start if index else None, part) if part else part)
            return placed
        op = type(node.op)  # type: ignore[attr-defined]
        if op is ast.Add:
            left, right = node.left, node.right  # type: ignore[attr-defined]
            closing = right.value if type(right) is ast.Constant and isinstance(right.value, str) else None
            if closing and parts[0] and type(left) is ast.BinOp and type(left.op) is ast.Add \
                    and type(left.right) is not ast.Constant:
                # ``"... '" + tag + "'"``: the value the closing text follows, in the literal it closes
                text = _chain_text(left.left)
                quote = _open_quote(text) if text is not None else None
                if quote is not None and closing.startswith(quote) and not self._expr(left.left, frame):
                    parts = [_inside_quotes(parts[0], quote), parts[1]]
            if not parts[1]:
                return parts
            prefix = _chain_text(left)
            if prefix is not None:
                parts = [parts[0], self._in_literal(prefix, "", right, parts[1], frame)]
            return [parts[0], _placed(_text_end(left), _text_start(left), parts[1])]
        template = constant_value(self.snippet, node.left) if op is ast.Mod else None  # type: ignore[attr-defined]
        if not isinstance(template, str) or not parts[1]:
            return parts
        fields = [match for match in _PERCENT_FIELD.finditer(template) if match.group(1) != "%"]
        befores = [template[:match.start()] for match in fields]
        afters = [template[match.end():] for match in fields]
        right = node.right  # type: ignore[attr-defined]
        if type(right) is ast.Tuple and len(right.elts) == len(fields) \
                and not any(type(item) is ast.Starred for item in right.elts):  # type: ignore[attr-defined]
            return [parts[0], _union([
                _placed(before, template, self._in_literal(before, after, item, self._expr(item, frame), frame))
                for before, after, item in zip(befores, afters, right.elts)])]  # type: ignore[attr-defined]
        if len(fields) == 1 and type(right) not in (ast.Tuple, ast.Dict):
            parts = [parts[0], self._in_literal(befores[0], afters[0], right, parts[1], frame)]
        if any(_URL_ATTRIBUTE.search(before) for before in befores):
            return [parts[0], _as_xss(parts[1])]
        return parts

    def _in_literal(self, prefix: str, after: str, value: ast.AST | None, part: Taint, frame: _Frame) -> Taint:
        """What a value inserted after the text ``prefix`` (and before ``after``) holds there, by
        the quote the text leaves open: inside a quoted literal that it cannot end (it holds no such
        quote) it is no SQL or XPath of its own; a shell-quoted value inside quotes loses its
        quoting (``'{shlex.quote(x)}'`` closes the quote ``shlex.quote`` opens); inside a
        ``<script>`` element, escaping for HTML leaves code (``loadFeed({escape(n)})``)."""
        if not part:
            return part
        quote = _open_quote(prefix)
        if quote is not None and after.startswith(quote):
            part = _inside_quotes(part, quote)
        if quote is not None and type(value) is ast.Call and value.args \
                and qualified_name(self.snippet, value.func) in _SHELL_QUOTERS:  # type: ignore[attr-defined]
            part |= self._expr(value.args[0], frame) & _COMMAND  # type: ignore[attr-defined]
        elif quote is not None and type(value) is ast.Name:
            part |= frame.env.get("=$" + value.id, CLEAN) & _COMMAND  # type: ignore[attr-defined,operator]
        if type(value) is ast.Call and value.args and _in_attribute(prefix) \
                and (kept := _quotes_kept(self.snippet, value)) is not None:  # type: ignore[arg-type]
            # ``title="' + html.escape(name, quote=False) + '"``: the quotes it leaves end the attribute
            part |= self._expr(kept, frame) & _XSS
        elif type(value) is ast.Name and _in_attribute(prefix):
            part |= frame.env.get("=$" + value.id, CLEAN) & _XSS  # type: ignore[attr-defined,operator]
        if _in_script(prefix):
            part = _as_xss(part)
        return part

    def _formatted(self, template: str, args: list[ast.expr], given: list[Taint], frame: _Frame,
                   named: dict[str, tuple[ast.expr, Taint]] | None = None) -> Taint | None:
        """What ``template.format(*args, **named)`` holds, each argument as placed by its fields
        (``None``: a field that names nothing given, or a template that does not parse)."""
        try:
            fields = list(string.Formatter().parse(template))
        except ValueError:
            return None
        named = named or {}
        result, prefix, automatic = CLEAN, "", 0
        used: set[int | str] = set()
        for index, (text, name, _spec, conversion) in enumerate(fields):
            prefix += text
            if name is None:
                continue
            key = name.partition(".")[0].partition("[")[0]
            accessor = key != name  # ``{user.name}``, ``{row[0]}``: an item of the argument
            if key == "":
                key, automatic = str(automatic), automatic + 1
            if key.isdigit():
                position: int | str = int(key)
                if position >= len(args):  # type: ignore[operator]
                    return None
                value, taint = args[position], given[position]  # type: ignore[index]
            elif key in named:
                position = key
                value, taint = named[key]
            else:
                return None
            after = fields[index + 1][0] if index + 1 < len(fields) else ""
            # ``{!r}`` writes quotes of its own, and ``{user.name}`` an item of the argument: not its text
            result |= taint if conversion or accessor else self._in_literal(prefix, after, value, taint, frame)
            used.add(position)
        return result | _union([taint for position, taint in enumerate(given) if position not in used]) \
            | _union([taint for key, (_, taint) in named.items() if key not in used])

    def _referer(self, key: ast.AST) -> bool:
        """``HTTP_REFERER``/``Referer``: a browser sends the page it came from there, an
        ``http(s)`` URL (never a ``javascript:`` one), whoever linked to it."""
        value = constant_value(self.snippet, key)
        return isinstance(value, str) and value.lower() in ("http_referer", "referer")

    def _url_fields(self, node: ast.Call, parts: list[Taint]) -> Taint:
        """``'<a href="{}">'.format(url)``, ``format_html('<a href="{}">', url)`` and a ``Markup``
        template's ``format``: the arguments a field at the start of a URL attribute inserts, as HTML."""
        html = type(node.func) is not ast.Attribute
        receiver = node.args[0] if html else node.func.value  # type: ignore[attr-defined]
        if type(receiver) is ast.Call and qualified_name(self.snippet, receiver.func) in MARKUP_CLASSES \
                and receiver.args:
            receiver = receiver.args[0]  # type: ignore[attr-defined]
        template = constant_value(self.snippet, receiver)
        if not isinstance(template, str) or "{" not in template:
            return CLEAN
        positional = parts[1 + html:1 + len(node.args)]
        keywords = {kw.arg: parts[1 + len(node.args) + i] for i, kw in enumerate(node.keywords)}
        found, automatic = CLEAN, 0
        try:
            fields = list(string.Formatter().parse(template))
        except ValueError:
            return CLEAN
        for literal, name, _, _ in fields:
            if name is None:
                continue
            key = name.partition(".")[0].partition("[")[0]
            if key == "":
                key, automatic = str(automatic), automatic + 1
            if not _URL_ATTRIBUTE.search(literal):
                continue
            if key.isdigit():
                index = int(key)
                taint = positional[index] if index < len(positional) else _union(positional)
            else:
                taint = keywords.get(key, keywords.get(None, CLEAN))
            found |= _as_xss(taint & _SCRIPT_URL) & _XSS  # what escaping left of the value as a URL
        return found

    def _call(self, node: ast.Call, parts: list[Taint], frame: _Frame) -> Taint:
        self.call_items.pop(node, None)
        func = node.func
        func_taint = parts[0]
        positional = parts[1:1 + len(node.args)]
        keywords = {kw.arg: parts[1 + len(node.args) + i] for i, kw in enumerate(node.keywords)}
        qualified = qualified_name(self.snippet, func)
        for index in self._requests_passed(node):
            positional[index] |= _READ_FROM_REQUEST  # a parser or loader reading the request object itself
        if frame.node is not self.snippet.tree:
            for arg, taint in zip(node.args, positional):
                self._saw(arg, taint, frame)
            for index, keyword in enumerate(node.keywords):
                self._saw(keyword.value, parts[1 + len(node.args) + index], frame)
        # a method of the snippet's own class (``directory.find(uid)``, ``self.search(...)``) is followed
        # by its summary, not taken for the library method of that name
        own_method = isinstance(func, ast.Attribute) and self._callee(func, qualified) is not None
        if not own_method and self._sinks(node, qualified, positional, keywords, frame, func_taint) \
                or self._partial_sink(node, positional, keywords, frame) \
                or self._deferred_sink(node, positional, keywords, frame):
            if qualified in ("re.sub", "re.subn") and len(positional) >= 3:
                # its pattern is the sink; the text it returns is the text it got, changed
                return CLEAN if _strips_to_plain(self.snippet, node) else positional[1] | positional[2]
            return CLEAN  # what a sink gives back (file content, a response, rows) is not the data it got
        everything = _union([func_taint, *positional, *keywords.values()])
        attr = func.attr if isinstance(func, ast.Attribute) else None
        if attr in _TEXT_BUILDERS and isinstance(func.value, ast.Call):
            composer = qualified_name(self.snippet, func.value.func)  # type: ignore[union-attr]
            if composer in MARKUP_CLASSES:
                return everything & _NOT_XSS  # markup inserts its arguments escaped
            if composer in SQL_COMPOSERS:
                return func_taint | _union([*positional, *keywords.values()]) & _NOT_SQL
        if attr == "format" and not any(keyword.arg is None for keyword in node.keywords) \
                and not any(type(arg) is ast.Starred for arg in node.args):
            template = constant_value(self.snippet, func.value)  # type: ignore[union-attr]
            if isinstance(template, str):
                named = {keyword.arg: (keyword.value, keywords[keyword.arg]) for keyword in node.keywords}
                placed = self._formatted(template, node.args, positional, frame, named)  # type: ignore[arg-type]
                if placed is not None:
                    return func_taint | placed
        if qualified in _SOURCE_CALLS:
            return _SOURCE_CALLS[qualified]
        if attr in SOURCE_METHODS and node.args:
            return UNTRUSTED
        if attr is not None and type(func.value) is ast.Attribute and func.value.attr == "objects":  # type: ignore[attr-defined]
            # a Django manager's query (``User.objects.get(username=name)``): rows of the database,
            # as a cursor's are; ``raw``/``extra`` were judged as SQL sinks above
            return CLEAN
        if (attr == "replace" or qualified in _HTML_SAFE_JSON) and _html_safe_json(self.snippet, node) is not None:
            return everything & _NOT_MARKUP  # JSON without ``<``, ``>``, ``&``: no tag in it, strings quoted
        if qualified == "map" and len(node.args) >= 2 and not any(type(arg) is ast.Starred for arg in node.args):
            mapped = qualified_name(self.snippet, node.args[0])
            if mapped in _SANITIZERS and len(node.args) == 2:  # ``map(shlex.quote, parts)``: each item made safe
                return _union(positional[1:]) & _SANITIZERS[mapped]
            # ``map(lambda t: f"<li>{escape(t)}</li>", tags)``, ``map(render_row, rows)``: each item is what
            # the function returns for an item of each iterable
            callee = (node.args[0], 0, "lambda") if type(node.args[0]) is ast.Lambda \
                else self._callee(node.args[0], mapped)
            summary = self.summary(callee[0]) if callee is not None else None
            if summary is not None:
                return self._apply(summary, callee, node, positional[1:], {}, frame)  # type: ignore[arg-type]
        if qualified is not None:
            if qualified in PERCENT_ENCODERS:
                return everything & ~kinds_mask(percent_encoded_kinds(self.snippet, node, qualified))
            if qualified in _SANITIZERS:
                return everything & _SANITIZERS[qualified]
            if qualified.startswith(SANITIZING_MODULES):
                return CLEAN
        if attr is not None and not own_method:
            if attr in VALIDATING_METHODS or attr in ("startswith", "endswith", "count", "find", "index", "rfind"):
                return CLEAN
            if attr == "url_for":  # the application's own URL for a route: its host is the site's
                return everything & _NOT_REDIRECT
            if attr in _QUERY_METHODS:  # ``url.include_query_params(next=x)``: the query, not the host
                return func_taint | _union([*positional, *keywords.values()]) & _NOT_REDIRECT
            if attr == "render":
                template = self._template_of(func.value)  # type: ignore[attr-defined]
                if template is not None and template[1]:  # it escapes: what it inserts is no markup
                    named = {**self._context_values(node.args, positional, frame), **keywords}
                    return everything & _NOT_XSS | _template_output(template[0], named, escaped=True)
            if attr == "replace" and node.args and constant_value(self.snippet, node.args[0]) in ("\n", "\r", "\r\n"):
                return everything & _LINE_BREAKS_REMOVED
            if attr == "replace" and len(node.args) == 2:
                quote = constant_value(self.snippet, node.args[0])
                by = constant_value(self.snippet, node.args[1])
                if type(quote) is str and quote in QUOTE_KINDS and type(by) is str and quote not in by:
                    return everything & ~kinds_mask({QUOTE_KINDS[quote]})  # ``title.replace("'", "")``
            if attr in _BOUND_VALUE_METHODS:  # ``text("... :sku").bindparams(sku=sku)``: values, not SQL
                return func_taint | _union([*positional, *keywords.values()]) & _NOT_SQL
            held = self._method_on_items(node, attr, positional, keywords, frame)
            if held is not None:
                return held
            if attr == "get" and len(positional) >= 1:
                layered = self._chain_item(node.func.value, node.args[0])  # type: ignore[attr-defined]
                if layered is not None:
                    return layered
                kept = self._form_field_kept(node.func.value, node.args[0])  # type: ignore[attr-defined]
                if kept is not None:  # ``form.cleaned_data.get("login")`` of a ``SlugField``
                    func_taint &= kept
                found = _union([func_taint, *positional[1:], *keywords.values()])  # a lookup: the key is not the value
                return found & _NOT_SCRIPT_URL if self._referer(node.args[0]) else found
        if qualified is not None and qualified.startswith(LOCAL + ".") and self._enum(qualified[len(LOCAL) + 1:]):
            return CLEAN  # ``Color(value)``: one of the enumeration's own members, or it raises
        callee = self._callee(func, qualified)
        if callee is not None or (qualified or "").startswith(LOCAL + "."):
            # the request object handed to the snippet's own helper or wrapper carries what the client sent
            requests = self._requests_passed(node)
            if requests:
                for index in requests:
                    positional[index] |= UNTRUSTED
                everything |= UNTRUSTED
        if callee is not None:
            summary = self.summary(callee[0], self._constant_arguments(node, callee, frame))
            if summary is not None:
                applied = self._apply(summary, callee, node, positional, keywords, frame)
                read = self._item_read(callee, node, frame)
                if read is not None:
                    return read  # ``chosen_theme(prefs)`` returning ``prefs.get("ui", "fallback")``: that item
                # a new object made from request data carries it, and so does what its methods give back
                # (a summary may predate what another method stores in the object's fields)
                if getattr(callee[0], "name", "") == "__init__":
                    return applied | everything
                if callee[1] and type(func) is ast.Attribute and not self._fields_followed(callee[0]):
                    return applied | func_taint  # a dataclass's fields: what it was made from
                return applied
        table = self._table_of(func)
        if table is not None:  # ``ACTIONS[action](svc)``: any of the table's functions may run
            result = CLEAN
            for function in self._tables()[table]:
                summary = self.summary(function)
                result |= everything if summary is None else \
                    self._apply(summary, (function, 0, table), node, positional, keywords, frame)
            self.call_items.pop(node, None)  # which function runs is not known: nor is the shape
            return result
        return everything

    def _partial_sink(self, node: ast.Call, positional: list[Taint], keywords: dict[str | None, Taint],
                      frame: _Frame) -> bool:
        """``shell = functools.partial(subprocess.run, shell=True)``, then ``shell(command)``: the
        sink the partial wraps, called with what the partial binds and what the call adds."""
        bound = self._partials().get(node.func.id) if type(node.func) is ast.Name else None  # type: ignore[attr-defined]
        if bound is None:
            return False
        inner = ast.Call(func=bound.args[0], args=[*bound.args[1:], *node.args],
                         keywords=[*bound.keywords, *node.keywords])
        ast.copy_location(inner, node)
        given = [self._expr(arg, frame) for arg in bound.args[1:]]
        bound_keywords = {kw.arg: self._expr(kw.value, frame) for kw in bound.keywords}
        pending = len(frame.pending)
        if not self._sinks(inner, qualified_name(self.snippet, bound.args[0]), [*given, *positional],
                           {**bound_keywords, **keywords}, frame):
            return False
        self._move_flows(inner, node, frame, pending)  # reported where the partial is called
        return True

    def _deferred_sink(self, node: ast.Call, positional: list[Taint], keywords: dict[str | None, Taint],
                       frame: _Frame) -> bool:
        """``tasks.add_task(os.system, command)``, ``pool.submit(subprocess.run, cmd, shell=True)``,
        ``loop.run_in_executor(None, eval, text)``: the sink given, called with what follows it."""
        func = node.func
        at = DEFERRED_CALLERS.get(func.attr) if type(func) is ast.Attribute else None  # type: ignore[attr-defined]
        if at is None or len(node.args) <= at or any(isinstance(arg, ast.Starred) for arg in node.args):
            return False
        target = node.args[at]
        qualified = qualified_name(self.snippet, target)
        if qualified is None:
            return False
        inner = ast.Call(func=target, args=node.args[at + 1:], keywords=node.keywords)
        ast.copy_location(inner, node)
        callee = self._callee(target, qualified)
        if callee is not None:
            # ``tasks.add_task(render, name, width)``: the snippet's own function runs with what follows it
            summary = self.summary(callee[0], self._constant_arguments(inner, callee, frame))
            if summary is not None:
                self._apply(summary, callee, node, positional[at + 1:], keywords, frame)
                self.call_items.pop(node, None)
            return False
        pending = len(frame.pending)
        if not self._sinks(inner, qualified, positional[at + 1:], keywords, frame):
            return False
        self._move_flows(inner, node, frame, pending)  # reported where the call is handed over
        return True

    def _move_flows(self, inner: ast.Call, node: ast.Call, frame: _Frame, pending: int) -> None:
        """The flows found at ``inner`` (a call made up for a sink handed over) and those pending
        since ``pending``, reported at ``node``, the call the source code holds."""
        for key, flow in list(self.flows.items()):
            if flow.node is inner:
                del self.flows[key]
                self.flows.setdefault((id(node), flow.kind), Flow(flow.kind, flow.cwe, node, flow.sink, flow.via))
        frame.pending[pending:] = [(index, Flow(flow.kind, flow.cwe, node, flow.sink, flow.via))
                                   for index, flow in frame.pending[pending:]]

    def _partials(self) -> dict[str, ast.Call]:
        """Module names bound once to ``functools.partial(function, ...)``: name -> that call."""
        if self.partials is None:
            self.partials = {}
            if "partial" in self.snippet.source:
                bound: dict[str, int] = {}
                for node in self.snippet.nodes(ast.Name):
                    if type(node.ctx) is not ast.Load:  # type: ignore[attr-defined]
                        bound[node.id] = bound.get(node.id, 0) + 1  # type: ignore[attr-defined]
                for statement in self.snippet.tree.body:  # type: ignore[union-attr]
                    if isinstance(statement, ast.Assign) and len(statement.targets) == 1 \
                            and isinstance(statement.targets[0], ast.Name) and isinstance(statement.value, ast.Call) \
                            and qualified_name(self.snippet, statement.value.func) == "functools.partial" \
                            and statement.value.args and not any(isinstance(a, ast.Starred) for a in statement.value.args) \
                            and all(kw.arg is not None for kw in statement.value.keywords) \
                            and bound.get(statement.targets[0].id) == 1:
                        self.partials[statement.targets[0].id] = statement.value
        return self.partials

    def _table_of(self, func: ast.AST) -> str | None:
        """The dispatch table a call picks its function from (``TABLE[key](...)``, ``TABLE.get(key)(...)``)."""
        if type(func) is ast.Subscript:
            holder = func.value  # type: ignore[attr-defined]
        elif type(func) is ast.Call and isinstance(func.func, ast.Attribute) and func.func.attr == "get":  # type: ignore[attr-defined]
            holder = func.func.value  # type: ignore[attr-defined]
        else:
            return None
        return holder.id if type(holder) is ast.Name and holder.id in self._tables() else None  # type: ignore[attr-defined]

    def _tables(self) -> dict[str, list[ast.AST]]:
        """Module names bound once to a dict whose values are all functions of the snippet
        (lambdas, or names of its ``def``s) and never stored into: name -> those functions."""
        if self.tables is None:
            self.tables = {}
            bound: dict[str, int] = {}
            for node in self.snippet.nodes(ast.Name):
                if type(node.ctx) is not ast.Load:  # type: ignore[attr-defined]
                    bound[node.id] = bound.get(node.id, 0) + 1  # type: ignore[attr-defined]
            stored = {node.value.id for node in self.snippet.nodes(ast.Subscript)  # type: ignore[attr-defined]
                      if type(node.ctx) is not ast.Load and type(node.value) is ast.Name}  # type: ignore[attr-defined]
            for statement in self.snippet.tree.body:  # type: ignore[union-attr]
                if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                        and isinstance(statement.targets[0], ast.Name) and isinstance(statement.value, ast.Dict)
                        and statement.value.values):
                    continue
                name = statement.targets[0].id
                functions = []
                for value in statement.value.values:
                    defined = self.functions.get(value.id, ()) if isinstance(value, ast.Name) else ()
                    if isinstance(value, ast.Lambda):
                        functions.append(value)
                    elif len(defined) == 1 and not isinstance(self.snippet.parents.get(defined[0]), ast.ClassDef):
                        functions.append(defined[0])
                if len(functions) == len(statement.value.values) and bound.get(name) == 1 and name not in stored:
                    self.tables[name] = functions
        return self.tables

    def _saw(self, expr: ast.AST, taint: Taint, frame: _Frame) -> None:
        """Record what reached ``expr`` on this pass (``TaintAnalysis.reached``)."""
        self.reached[expr] = self.reached.get(expr, CLEAN) | taint
        self.seen_in[expr] = frame.node

    def _resolved_reached(self) -> dict[ast.AST, Taint]:
        """``reached``, with what a helper's parameters hold replaced by what its callers gave
        them, for helpers whose every call in the snippet the tracking followed (and that are
        used only by being called): ``run_disk_usage(volume)`` with ``volume = "data"``."""
        wanted = {getattr(function, "name", None) for function in self.calls_seen}
        wanted |= {*self._instances(), *self._instances().values(), *self._tables()}
        uses: dict[str, list[ast.AST]] = {}
        for node in self.snippet.nodes(ast.Name):
            if node.id in wanted:  # type: ignore[attr-defined]
                uses.setdefault(node.id, []).append(node)  # type: ignore[attr-defined]
        complete = {function: self.given.get(function, {}) for function in self.calls_seen
                    if self._every_call_seen(function, uses)}
        if not complete:
            return self.reached
        resolved = {}
        for expr, taint in self.reached.items():
            given = complete.get(self.seen_in.get(expr))  # type: ignore[arg-type]
            if given is not None and taint >> _WIDTH:
                result, rest, index = taint & _GROUP, taint >> _WIDTH, 0
                while rest:
                    kinds = rest & _GROUP
                    if kinds:
                        result |= given.get(index, CLEAN) & (kinds * _EVERY_GROUP)
                    rest, index = rest >> _WIDTH, index + 1
                taint = result
            resolved[expr] = taint
        return resolved

    def _every_call_seen(self, function: ast.AST, uses: dict[str, list[ast.AST]]) -> bool:
        name = getattr(function, "name", None)
        owner = self.snippet.parents.get(function)
        names = [name]
        if name == "__call__" and isinstance(owner, ast.ClassDef):
            # an object called like a function: every use of the class makes one of its named
            # instances (``load = Loader()``), and every use of those names calls it
            names = [instance for instance, made in self._instances().items() if made == owner.name]
            if not names or len(uses.get(owner.name, ())) != len(names):
                return False
        elif any(function in functions for functions in self._tables().values()):
            # a function of a dispatch table: every use of the table picks one and calls it
            tables = [table for table, functions in self._tables().items() if function in functions]
            if name is not None and any(not isinstance(self.snippet.parents.get(use), ast.Dict)
                                        for use in uses.get(name, ()) if type(use.ctx) is ast.Load):  # type: ignore[attr-defined]
                return False  # also called or passed on by its own name
            calls = set()
            for use in [use for table in tables for use in uses.get(table, ()) if type(use.ctx) is ast.Load]:  # type: ignore[attr-defined]
                call = self.snippet.parents.get(use)
                if type(call) is ast.Attribute and call.attr == "get":  # type: ignore[attr-defined]
                    call = self.snippet.parents.get(call)
                call = self.snippet.parents.get(call)
                if not (isinstance(call, ast.Call) and call.func is self.snippet.parents.get(use)
                        or isinstance(call, ast.Call) and isinstance(call.func, ast.Call)
                        and call.func.func is self.snippet.parents.get(use)):
                    return False
                calls.add(call)
            return bool(calls) and calls <= self.calls_seen[function]
        elif isinstance(owner, ast.ClassDef) and name is not None:
            method_calls = self._method_calls(function, name, owner)  # type: ignore[arg-type]
            return method_calls is not None and bool(method_calls) and method_calls <= self.calls_seen[function]
        elif name is None or len(self.functions.get(name, ())) != 1:
            return False
        calls = set()
        for node in [use for name in names for use in uses.get(name, ())  # type: ignore[arg-type]
                     if type(use.ctx) is ast.Load]:  # type: ignore[attr-defined]
            holder = self.snippet.parents.get(node)
            if not (isinstance(holder, ast.Call) and (holder.func is node or _deferred_function(holder) is node)):
                return False  # passed on, stored, exported: callers out of sight
            calls.add(holder)
        return bool(calls) and calls <= self.calls_seen[function]

    def _method_calls(self, function: ast.FunctionDef | ast.AsyncFunctionDef, name: str,
                      owner: ast.ClassDef) -> set[ast.AST] | None:
        """Every call of a method in the snippet (``Converter(fmt).convert(path)``), when they are
        all in sight: a plain method (no decorator, not a dunder) of a class with no base (no
        framework calls it) that the snippet only constructs, whose name is only ever called
        (``obj.convert`` passed on or stored would call it out of sight). ``None`` otherwise."""
        if name.startswith("__") or function.decorator_list or owner.decorator_list \
                or any(dotted(base) != "object" for base in owner.bases) or owner.keywords:
            return None
        parents, calls = self.snippet.parents, set[ast.AST]()
        for node in _by_name(self.snippet).get(name, ()):
            if type(node) is ast.Attribute:
                holder = parents.get(node)
                if not (isinstance(holder, ast.Call) and holder.func is node):
                    return None
                calls.add(holder)
        for node in _by_name(self.snippet).get(owner.name, ()):
            if type(node) is ast.Name and type(node.ctx) is ast.Load:  # type: ignore[attr-defined]
                holder = parents.get(node)
                if _annotates(holder, node):
                    continue  # ``catalogue: Catalogue``, ``-> Catalogue``: a type named, no object made
                if not (isinstance(holder, ast.Call) and holder.func is node):
                    return None  # subclassed, passed on, stored: its objects are made out of sight
        return calls

    def _requests_passed(self, node: ast.Call) -> list[int]:
        """Positions of the call's arguments that are the web framework's request object."""
        if not self.web:
            return []
        return [index for index, arg in enumerate(node.args)
                if isinstance(arg, ast.Name | ast.Attribute) and dotted(arg) in REQUEST_NAMES]

    # --- the snippet's own functions ----------------------------------------------------

    def _callee(self, func: ast.AST, qualified: str | None) -> tuple[ast.AST, int, str] | None:
        """The function of the snippet a call runs, the index its first argument binds, its name."""
        if qualified is not None and qualified.startswith(LOCAL + "."):
            name, offset = qualified[len(LOCAL) + 1:], 0
        elif isinstance(func, ast.Name) and qualified == func.id and func.id in self._instances():
            name, offset = func.id, 0  # an object of the snippet's own class, called
        elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in ("self", "cls"):
            name, offset = func.attr, 1
        elif isinstance(func, ast.Attribute) and (owner := self._class_of(func.value)) is not None:
            # ``Calculator().run(expr)``, ``users.by_name(name)`` with ``users = UserRepository(...)``
            methods = [f for f in owner.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef) and f.name == func.attr]
            if not methods:
                return None
            static = any(dotted(d) == "staticmethod" for d in methods[-1].decorator_list)
            return methods[-1], 0 if static else 1, func.attr
        elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
                and qualified_name(self.snippet, func.value) == f"{LOCAL}.{func.value.id}" \
                and len(owners := analysis(self.snippet).classes.get(func.value.id, ())) == 1:
            # ``ReturnTo.from_request()``: a class method binds the class, a static or plain one nothing
            methods = [f for f in owners[0].body
                       if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef) and f.name == func.attr]
            if not methods:
                return None
            bound = any(dotted(d) == "classmethod" for d in methods[-1].decorator_list)
            return methods[-1], 1 if bound else 0, func.attr
        else:
            return None
        method = offset == 1
        found = [f for f in self.functions.get(name, ()) if isinstance(self.snippet.parents.get(f), ast.ClassDef) == method]
        if not found and offset == 0:  # a class of the snippet's own: its ``__init__`` fills the new object
            found = [f for f in self.functions.get("__init__", ())
                     if getattr(self.snippet.parents.get(f), "name", None) == name]
            if not found and name in self._instances():  # ``load = Loader()``, then ``load(blob)``: its ``__call__``
                found = [f for f in self.functions.get("__call__", ())
                         if getattr(self.snippet.parents.get(f), "name", None) == self._instances()[name]]
            offset = 1
        return (found[-1], offset, name) if found else None

    def _enums(self) -> frozenset[str]:
        """The names of the snippet's enumeration classes (a parameter typed so holds a member)."""
        if self.enums is None:
            self.enums = frozenset(name for name in analysis(self.snippet).classes if self._enum(name))
        return self.enums

    def _enum(self, name: str) -> bool:
        """Whether ``name`` is an enumeration class of the snippet's (a subclass of ``enum.Enum``)."""
        classes = analysis(self.snippet).classes.get(name, ())
        return len(classes) == 1 and any(qualified_name(self.snippet, base) in _ENUM_BASES
                                         for base in classes[0].bases)

    def _class_of(self, expr: ast.AST, depth: int = 0) -> ast.ClassDef | None:
        """The snippet's own class an object was made from: ``Class(...)`` itself, a name every
        assignment of which (in its scope) makes one of that class, a call of a function of the
        snippet's whose every ``return`` makes one (``library().by_author(x)``), or a parameter
        annotated with a class of the snippet's that nothing in it subclasses
        (``catalogue: Catalogue = Depends(get_catalogue)``)."""
        made = [expr] if type(expr) is ast.Call else origins(self.snippet, expr) if type(expr) is ast.Name else []
        classes = analysis(self.snippet).classes
        owners = set()
        if not made and type(expr) is ast.Name:
            values = resolve(self.snippet, expr)[0]
            if len(values) == 1 and isinstance(values[0], Param):
                annotation = values[0].annotation
                name = annotation.value if type(annotation) is ast.Constant else dotted(annotation)  # type: ignore[union-attr]
                if isinstance(name, str) and len(classes.get(name, ())) == 1 and not any(
                        dotted(base) == name for other in self.snippet.nodes(ast.ClassDef) for base in other.bases):  # type: ignore[attr-defined]
                    owners.add(name)
        for value in made:
            callee = qualified_name(self.snippet, value.func) if type(value) is ast.Call else None  # type: ignore[attr-defined]
            if callee is None or not callee.startswith(LOCAL + "."):
                return None
            name = callee[len(LOCAL) + 1:]
            defined = self.functions.get(name, ())
            if name not in classes and len(defined) == 1 and depth < 2 \
                    and not isinstance(self.snippet.parents.get(defined[0]), ast.ClassDef):
                returned = [node.value for node in ast.walk(defined[0]) if type(node) is ast.Return]
                made_by = {self._class_of(value, depth + 1) if value is not None else None for value in returned}
                if len(made_by) != 1 or None in made_by:
                    return None
                name = made_by.pop().name  # type: ignore[union-attr]
            owners.add(name)
        found = classes.get(owners.pop(), ()) if len(owners) == 1 else ()
        return found[-1] if len(found) == 1 else None

    def _instances(self) -> dict[str, str]:
        """Module names bound once to a new object of one of the snippet's classes: name -> class."""
        if self.instances is None:
            classes = {node.name for node in self.snippet.tree.body if isinstance(node, ast.ClassDef)}  # type: ignore[union-attr]
            bound: dict[str, list[str | None]] = {}
            for statement in self.snippet.tree.body:  # type: ignore[union-attr]
                if isinstance(statement, ast.Assign):
                    value = statement.value
                    made = value.func.id if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
                        and value.func.id in classes else None
                    for target in statement.targets:
                        if isinstance(target, ast.Name):
                            bound.setdefault(target.id, []).append(made)
            self.instances = {name: made[0] for name, made in bound.items() if len(made) == 1 and made[0]}
        return self.instances

    def _constant_arguments(self, node: ast.Call, callee: tuple[ast.AST, int, str],
                            frame: _Frame) -> dict[str, object] | None:
        """The callee's parameters that this call gives a constant and that its conditions test."""
        function, offset, _ = callee
        tested = self.tested.get(function)
        if tested is None:
            tested = self.tested[function] = frozenset(
                name.id for test in ast.walk(function) if isinstance(test, ast.If | ast.IfExp | ast.While)
                for name in ast.walk(test.test) if isinstance(name, ast.Name))  # type: ignore[attr-defined]
        if not tested or isinstance(function, ast.Lambda):
            return None
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        given = [(names[offset + i], arg) for i, arg in enumerate(node.args) if offset + i < len(names)]
        given += [(k.arg, k.value) for k in node.keywords if k.arg in names]
        known = self._known_value(frame)
        constants: dict[str, object] = {}
        for name, arg in given:
            if name in tested and type(arg) is not ast.Starred:
                value = folded(self.snippet, arg, known)
                if value is not NOT_CONSTANT and isinstance(value, bool | int | str | None):
                    constants[name] = value  # type: ignore[index]
        return constants or None

    def _apply(self, summary: _Summary, callee: tuple[ast.AST, int, str], node: ast.Call,
               positional: list[Taint], keywords: dict[str | None, Taint], frame: _Frame) -> Taint:
        function, offset, name = callee
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        passed: dict[int, Taint] = {offset + i: taint for i, taint in enumerate(positional)}
        for keyword, taint in keywords.items():
            if keyword in names:
                passed[names.index(keyword)] = taint
        if keywords.get(None):  # ``f(**mapping)``: any parameter not given otherwise, and ``**kwargs``, may get it
            arguments = function.args  # type: ignore[attr-defined]
            star = len(arguments.posonlyargs) + len(arguments.args) if arguments.vararg is not None else -1
            mapping = len(names) - 1 if arguments.kwarg is not None else -1
            for index in range(offset, len(names)):
                if index != star and (index not in passed or index == mapping):
                    passed[index] = passed.get(index, CLEAN) | keywords[None]
        self.calls_seen.setdefault(function, set()).add(node)
        given = self.given.setdefault(function, {})
        for index, taint in passed.items():
            given[index] = given.get(index, CLEAN) | taint
        result = self._passed_on(summary.returns, passed)
        if summary.items is not None and getattr(function, "name", "") != "__init__":
            self.call_items[node] = tuple(self._passed_on(item, passed) for item in summary.items)
        owner = self.snippet.parents.get(function)
        for field_name, stored in summary.fields if isinstance(owner, ast.ClassDef) else ():
            real = self._passed_on(stored, passed)
            before = self.fields.get((owner, field_name), CLEAN)
            if real | before != before:
                self.fields[(owner, field_name)] = before | real
                self._forget_readers(owner, field_name)  # type: ignore[arg-type]
        if summary.outer and self.enclosing.get(function) is frame:
            for owner_path, key, stored in summary.outer:  # ``fill()`` stored into this pass's containers
                self._store_item(owner_path, key, self._passed_on(stored, passed), frame)
        via = f" (through `{name}`, called on line {node.lineno})"
        for index, flow in summary.pending:
            given = passed.get(index, CLEAN)
            self._reach(flow.node, flow.kind, flow.cwe, given, flow.sink, frame, via=flow.via or via)
        return result

    @staticmethod
    def _passed_on(taint: Taint, passed: dict[int, Taint]) -> Taint:
        """A summary's label with each parameter's group replaced by what the call passed for it:
        what it holds whatever it is given, and what it keeps of each parameter, for the kinds it keeps."""
        result = taint & _GROUP
        rest, index = taint >> _WIDTH, 0
        while rest:
            kinds = rest & _GROUP
            if kinds and index in passed:
                result |= passed[index] & (kinds * _EVERY_GROUP)
            rest, index = rest >> _WIDTH, index + 1
        return result

    # --- sinks --------------------------------------------------------------------------

    def _sinks(self, node: ast.Call, qualified: str | None, positional: list[Taint],
               keywords: dict[str | None, Taint], frame: _Frame, func_taint: Taint = CLEAN) -> bool:
        """Record what reaches the sinks of one call; True when the call is a sink."""
        def argument(position: int | None, keyword: str | None) -> Taint:
            if position is None:
                return _union([*positional, *keywords.values()])
            if position < len(positional):
                return positional[position]
            return keywords.get(keyword, CLEAN) if keyword else CLEAN

        func = node.func
        attr = func.attr if isinstance(func, ast.Attribute) else None
        if "headers" in keywords and self.web and (qualified or attr or "").endswith(RESPONSE_SUFFIX):
            # a server's response (an HTTP client builds response objects from what it received)
            location = self._location_header(keyword_value(node, "headers"), frame)
            if location is not None:
                self._reach(node, "redirect", None, location, "the `Location` header", frame)
            else:
                self._reach(node, "header", None, keywords["headers"], "response headers", frame)
        sink = CALL_SINKS.get(qualified) if qualified else None
        if sink is None and qualified in MEDIA_TYPED_RESPONSES and self._html_media_type(node):
            sink = _HTML_CONTENT  # ``Response(content=..., media_type="text/html")``: an HTML page
        if sink is not None:
            if not self._parses_only(node, sink.kind) and not (sink.kind == "xss" and self._not_html(node)):
                self._reach(node, sink.kind, sink.cwe, argument(sink.position, sink.keyword), qualified, frame)
            if sink.kind == "program" and qualified.startswith(("os.exec", "os.spawn")):  # type: ignore[union-attr]
                command = self._os_shell_command(node, qualified, frame)  # type: ignore[arg-type]
                if command:
                    self._reach(node, "command", None, command, qualified, frame)
            if sink.kind == "template" and node.args:
                inserted = _template_output(constant_value(self.snippet, node.args[0]), keywords, escaped=True)
                self._reach(node, "xss", None, inserted, "a value the template inserts unescaped or as a URL", frame)
            return True
        if qualified == "getattr" and len(positional) > 1 and positional[1] and computed_lookup(self.snippet, node):
            self._reach(node, "reflection", None, positional[1], "`getattr` on a module", frame)
            return True
        if type(func) is ast.Name and positional and positional[0] and "XPath" in self.snippet.source \
                and any(isinstance(origin, ast.Call) and qualified_name(self.snippet, origin.func) in XPATH_EVALUATORS
                        for origin in origins(self.snippet, func)):
            # ``evaluate = etree.XPathEvaluator(tree)``; ``evaluate(expression)``: an XPath query
            self._reach(node, "xpath", None, positional[0], "an `XPathEvaluator`", frame)
            return True
        if qualified in SUBPROCESS_CALLS:
            kind, taint = self._command(node, positional, keywords, frame)
            self._reach(node, kind, None, taint, qualified, frame)  # type: ignore[arg-type]
            return True
        if attr is None:
            return False
        method = METHOD_SINKS.get(attr)
        if attr == "write" and node.args and self.web and self._page_response(func.value):  # type: ignore[attr-defined]
            self._reach(node, "xss", None, positional[0], "the response's `.write()`", frame)
        elif (attr in PATH_METHODS or attr == "open" and self._opens_itself(node)) and func_taint:
            self._reach(node, "path", None, func_taint, f"`.{attr}()` of a path", frame)
        elif attr in ELEMENT_PATH_METHODS and positional and positional[0] and self._element_path(node.args[0]):
            self._reach(node, "xpath", None, positional[0], f"the element path of `.{attr}()`", frame)
        elif method is not None:
            self._reach(node, method.kind, method.cwe, argument(method.position, method.keyword), f"`.{attr}()`", frame)
        elif attr in LOG_METHODS and self._is_logger(func.value):  # type: ignore[attr-defined]
            self._reach(node, "log", None, argument(LOG_METHODS[attr], "msg"), f"the log call `.{attr}()`", frame)
        elif attr in LDAP_SEARCHES and (attr.startswith("search_") or "ldap" in self.snippet.source) \
                and not (qualified or "").startswith(("re.", "regex.")):
            # the base DN is as injectable as the filter (``uid=%s,ou=people``), but by other characters:
            # a DN escaper (``escape_dn_chars``) makes a value safe there and not in the filter
            base = argument(0, "search_base") | argument(0, "base")
            if attr in ("search", "paged_search"):  # python-ldap's (base, scope, filterstr) or ldap3's (base, filter)
                rest = argument(1, "search_filter") | argument(2, "filterstr")
            else:
                rest = _union([*positional[1:], *(t for k, t in keywords.items() if k != "base")])
            self._reach(node, "ldap", None, rest | _moved(base, "ldap_dn", "ldap"), "the LDAP search", frame)
        elif attr in SESSION_STORING_METHODS and is_session(self.snippet, func.value) \
                or attr in SESSION_GROWING_METHODS and held_in_session(self.snippet, func.value):  # type: ignore[attr-defined]
            self._reach(node, "session", None, argument(None, None), f"the session's `.{attr}()`", frame)
        elif attr in ("add", "set", "add_header", "setdefault") \
                and (dotted(func.value) or "").endswith(".headers"):  # type: ignore[attr-defined]
            self._reach(node, "header", None, argument(1, "_value"), "a response header", frame)
        else:
            return False
        return True

    def _element_path(self, expr: ast.AST) -> bool:
        """An ElementTree path built from parts (``f"./user[@name='{name}']"``), not plain text."""
        for origin in origins(self.snippet, expr):
            if not _builds_text(origin):
                continue
            for part in ast.walk(origin):
                if isinstance(part, ast.Constant) and isinstance(part.value, str) and any(
                        mark in part.value for mark in ("[", "@", "/", "..")):
                    return True
        return False

    def _dependencies(self, arguments: ast.arguments) -> dict[str, ast.AST]:
        """FastAPI's ``name = Depends(provider)`` parameters whose provider is the snippet's own function."""
        positional = [*arguments.posonlyargs, *arguments.args]
        pairs = [*zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults),
                 *((arg, default) for arg, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
                   if default is not None)]
        found: dict[str, ast.AST] = {}
        for arg, default in pairs:
            if isinstance(default, ast.Call) and dotted(default.func) in _INJECTORS and default.args:
                provider = self.functions.get(dotted(default.args[0]) or "")
                if provider:
                    found[arg.arg] = provider[-1]
        return found

    def _view_parameters(self, function: ast.AST) -> tuple[set[str] | None, bool]:
        """The parameters a framework fills from the URL of a view that is not a decorated route,
        and whether the text it returns is an HTML page: a Flask ``MethodView``'s ``get``/``post``
        ... (HTML), a Django view (``request`` first, then what the URL pattern captures)."""
        if isinstance(function, ast.Lambda):
            return None, False
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        rest = names[1:] if names[:1] in (["self"], ["cls"]) else names
        holder = self.snippet.parents.get(function)
        if isinstance(holder, ast.ClassDef) and function.name in _HTTP_METHODS \
                and any((dotted(base) or "").endswith("MethodView") for base in holder.bases):  # type: ignore[attr-defined]
            return set(rest), True
        if isinstance(holder, ast.ClassDef) and function.name == "dispatch_request" \
                and any((dotted(base) or "").endswith("View") for base in holder.bases):  # type: ignore[attr-defined]
            return set(rest), True  # Flask's ``View``: the URL's parts are its arguments
        if rest[:1] == ["request"] and any(module.startswith("django") for module in analysis(self.snippet).imports.values()):
            return set(rest[1:]), False
        if rest and takes_bound_form(self.snippet, function):
            return set(rest[:1]), False  # Django's ``form_valid(self, form)``: the form bound to what the client posted
        return None, False

    def _template_of(self, receiver: ast.AST) -> tuple[object, bool] | None:
        """The text of the template ``receiver`` holds (``NOT_CONSTANT``: not known) and whether
        it escapes what it inserts: a Django template (``Template(...)``, ``get_template(...)``,
        ``engines[...]``) does, ``string.Template`` does not; a Jinja one does when made by an environment with
        ``autoescape=True`` or ``select_autoescape(...)`` (``env.from_string(...)``,
        ``env.get_template(...)``) or ``Template(..., autoescape=True)``. ``None``: not a template
        the snippet made."""
        for origin in origins(self.snippet, receiver):
            if not isinstance(origin, ast.Call):
                continue
            callee = qualified_name(self.snippet, origin.func) or ""
            text = constant_value(self.snippet, origin.args[0]) if origin.args else NOT_CONSTANT
            if callee.startswith(("django.template", "django.template.loader")):
                return text, True
            if callee in ("jinja2.Template", "jinja2.environment.Template"):
                return text, self._autoescapes(keyword_value(origin, "autoescape"))
            if callee == "string.Template":
                return text, False
            if isinstance(origin.func, ast.Attribute) and origin.func.attr in ("from_string", "get_template") \
                    and "jinja2" in self.snippet.source:
                for environment in origins(self.snippet, origin.func.value):
                    if isinstance(environment, ast.Call) \
                            and qualified_name(self.snippet, environment.func) in ("jinja2.Environment",
                                                                                    "jinja2.environment.Environment"):
                        return text, self._autoescapes(keyword_value(environment, "autoescape"))
        return None

    def _context_values(self, args: list[ast.expr], given: list[Taint], frame: _Frame) -> dict[str | None, Taint]:
        """What a template's ``render(...)`` is given by name in a dict literal, also in Django's
        ``Context({...})``; a context built otherwise comes under ``None`` (any name)."""
        named: dict[str | None, Taint] = {}
        for arg, taint in zip(args, given):
            literal = arg
            if isinstance(arg, ast.Call) and (qualified_name(self.snippet, arg.func) or "").endswith("Context") \
                    and arg.args:
                literal = arg.args[-1]
            found = origins(self.snippet, literal)
            if len(found) == 1 and type(found[0]) is ast.Dict \
                    and all(type(key) is ast.Constant for key in found[0].keys):  # type: ignore[attr-defined]
                for key, value in zip(found[0].keys, found[0].values):  # type: ignore[attr-defined]
                    named[key.value] = named.get(key.value, CLEAN) | self._expr(value, frame)  # type: ignore[union-attr]
            elif taint:
                named[None] = named.get(None, CLEAN) | taint
        return named

    def _autoescapes(self, setting: ast.AST | None) -> bool:
        """``autoescape=True`` or ``autoescape=select_autoescape(...)`` (HTML templates escape)."""
        if setting is None:
            return False
        if isinstance(setting, ast.Call):
            return (qualified_name(self.snippet, setting.func) or "").endswith("select_autoescape")
        return constant_value(self.snippet, setting) is True

    def _location_header(self, headers: ast.AST | None, frame: _Frame) -> Taint | None:
        """What a ``headers={"Location": ...}`` (or ``[("Location", ...)]``) literal sends the client
        to (``None``: no such key)."""
        if isinstance(headers, ast.List | ast.Tuple):
            pairs = [item.elts for item in headers.elts if isinstance(item, ast.Tuple | ast.List) and len(item.elts) == 2]
        elif isinstance(headers, ast.Dict):
            pairs = list(zip(headers.keys, headers.values))
        else:
            return None
        for key, value in pairs:
            name = constant_value(self.snippet, key) if key is not None else None
            if isinstance(name, str) and name.lower() == "location":
                return self._expr(value, frame)
        return None

    def _returns_html(self, route: ast.AST) -> bool:
        """Whether text a route returns is sent as HTML: Flask's and Bottle's are; FastAPI's and
        Starlette's are JSON unless the route says ``response_class=HTMLResponse``."""
        modules = analysis(self.snippet).imports.values()
        if not any(module.startswith(_JSON_FRAMEWORKS) for module in modules):
            return True
        for decorator in getattr(route, "decorator_list", ()):
            if isinstance(decorator, ast.Call):
                chosen = keyword_value(decorator, "response_class")
                if chosen is not None and (dotted(chosen) or "").endswith("HTMLResponse"):
                    return True
        return any(module.startswith("flask") for module in modules)

    def _html_body(self, value: ast.AST) -> ast.AST | None:
        """The text a route's ``return value`` sends as an HTML page, or ``None``: built text,
        a name holding text, the body of a ``(body, status, headers)`` tuple unless its headers
        say another content type; a dict, a list, a call's result (a response, JSON, ``str(rows)``)
        are not."""
        if isinstance(value, ast.Tuple) and value.elts:
            if any(self._other_content_type(item) for item in value.elts[1:]):
                return None
            value = value.elts[0]
        if _builds_text(value) or self._own_text(value) or self._rendered(value):
            return value
        if isinstance(value, ast.Name | ast.Subscript | ast.Attribute):
            found = origins(self.snippet, value) if isinstance(value, ast.Name) else [value]
            if all(not isinstance(origin, _NOT_TEXT) and not self._structured(origin) for origin in found):
                return value
        return None

    def _rendered(self, value: ast.AST) -> bool:
        """A page rendered from a template the snippet made: ``page.render(...)`` (Jinja, Django)
        or ``string.Template(...).substitute(...)``."""
        if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
                and value.func.attr in ("render", "substitute", "safe_substitute")):
            return False
        return self._template_of(value.func.value) is not None

    def _own_text(self, value: ast.AST) -> bool:
        """A call of a function or method of the snippet's own (by name) that returns only text
        it builds: ``greeting.html()`` where ``html`` returns ``"<h1>" + self.name + "</h1>"``."""
        if not isinstance(value, ast.Call):
            return False
        func = value.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        returned = [node.value for function in self.functions.get(name or "", ()) if not isinstance(function, ast.Lambda)
                    for node in ast.walk(function) if isinstance(node, ast.Return)]
        return bool(returned) and all(item is not None and _builds_text(item) for item in returned)

    def _structured(self, expr: ast.AST) -> bool:
        """A call whose result a framework sends as JSON or as a response of its own."""
        if not isinstance(expr, ast.Call):
            return False
        if isinstance(expr.func, ast.Attribute) and expr.func.attr in ("get_json", "to_dict", "json", "dict"):
            return True
        callee = qualified_name(self.snippet, expr.func) or ""
        return not (callee in ("str", "repr") or callee.startswith(_TEXT_CALLS)
                    or (isinstance(expr.func, ast.Attribute) and expr.func.attr in _TEXT_METHODS))

    def _other_content_type(self, expr: ast.AST) -> bool:
        """``{"Content-Type": "text/plain"}`` (or a name bound to it): a content type other than HTML."""
        for origin in origins(self.snippet, expr):
            if isinstance(origin, ast.Dict):
                for key, item in zip(origin.keys, origin.values):
                    name = constant_value(self.snippet, key) if key is not None else None
                    if isinstance(name, str) and name.lower() == "content-type":
                        return _not_html_type(constant_value(self.snippet, item))
        return False

    def _html_media_type(self, node: ast.Call) -> bool:
        """The response says its body is HTML (``media_type="text/html"``)."""
        chosen = keyword_value(node, "media_type")
        if chosen is None and len(node.args) >= 4:
            chosen = node.args[3]  # Response(content, status_code, headers, media_type)
        value = constant_value(self.snippet, chosen) if chosen is not None else None
        return isinstance(value, str) and "html" in value.lower()

    def _not_html(self, node: ast.Call) -> bool:
        """A response built with a content type other than HTML: ``mimetype="text/plain"``,
        ``content_type="application/json"``, ``headers={"Content-Type": ...}``, or a later
        ``response.headers["Content-Type"] = "text/plain"`` / ``response.mimetype = ...``; and Flask's
        ``make_response`` of a dict or list, which it sends as JSON (``make_response({"user": user})``)."""
        if node.args and qualified_name(self.snippet, node.func) == "flask.make_response":
            body = node.args[0].elts[0] if type(node.args[0]) is ast.Tuple and node.args[0].elts else node.args[0]  # type: ignore[attr-defined]
            found = origins(self.snippet, body) if type(body) is ast.Name else [body]
            if found and all(isinstance(origin, (ast.Dict, ast.DictComp, ast.List, ast.ListComp)) for origin in found):
                return True
        for keyword in ("mimetype", "content_type", "media_type"):
            chosen = keyword_value(node, keyword)
            if chosen is not None:
                return _not_html_type(constant_value(self.snippet, chosen))
        headers = keyword_value(node, "headers")
        if headers is not None and self._other_content_type(headers):
            return True
        holder = self.snippet.parents.get(node)
        if not (isinstance(holder, ast.Assign) and len(holder.targets) == 1 and isinstance(holder.targets[0], ast.Name)):
            return False
        name = holder.targets[0].id
        scope = self.snippet.parents.get(holder)
        while scope is not None and not isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.Module):
            scope = self.snippet.parents.get(scope)
        for statement in ast.walk(scope) if scope is not None else ():
            if not isinstance(statement, ast.Assign) or statement.lineno <= holder.lineno:
                continue
            for target in statement.targets:
                if _sets_content_type(self.snippet, target, name):
                    return _not_html_type(constant_value(self.snippet, statement.value))
        return False

    def _default_parser_set(self) -> bool:
        """The module replaces lxml's default parser with one of its own at import
        (``etree.set_default_parser(etree.XMLParser(...))`` at module level): every parse
        without a ``parser=`` uses it, and CR216 judges its settings."""
        snippet = self.snippet
        if "set_default_parser" not in snippet.source:
            return False
        return any(isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call)
                   and statement.value.args
                   and qualified_name(snippet, statement.value.func) == "lxml.etree.set_default_parser"
                   for statement in snippet.tree.body)

    def _parses_only(self, node: ast.Call, kind: str) -> bool:
        """A sink call that does not do what its kind fears: lxml with a parser of the caller's
        own (passed, or made the default at import), or ``iterparse``/``XMLPullParser`` told whether to resolve entities (CR204 checks
        those settings), ``compile`` to an AST only."""
        if kind == "xxe":
            return len(node.args) > 1 or keyword_value(node, "parser") is not None \
                or keyword_value(node, "resolve_entities") is not None or self._default_parser_set()
        if kind == "code":
            flags = node.args[3] if len(node.args) > 3 else keyword_value(node, "flags")
            return flags is not None and any(
                (dotted(part) or "").endswith("PyCF_ONLY_AST")
                for origin in origins(self.snippet, flags) for part in ast.walk(origin))
        return False

    def _command(self, node: ast.Call, positional: list[Taint], keywords: dict[str | None, Taint],
                 frame: _Frame) -> tuple[str, Taint]:
        """What reaches a subprocess call: the command with ``shell=True`` or through an explicit
        shell (``["sh", "-c", text]``), else the program (the list's first item)."""
        whole = positional[0] if positional else keywords.get("args", CLEAN)
        shell = constant_value(self.snippet, keyword_value(node, "shell")) is True
        first = node.args[0] if node.args else keyword_value(node, "args")
        if not shell and first is not None and self._returns_fixed_program(first):
            return "program", CLEAN
        items = self._argument_list(first) if first is not None else None
        if items is None or not items:
            return ("command" if shell else "program"), whole
        constants = [constant_value(self.snippet, item) for item in items]
        for at, (name, flag) in enumerate(zip(constants, constants[1:])):
            if isinstance(name, str) and isinstance(flag, str) and name.replace("\\", "/").rpartition("/")[2] \
                    in _SHELLS and flag in _SHELL_COMMAND_FLAGS:
                if at + 2 < len(items) and not any(isinstance(item, ast.Starred) for item in items[:at + 3]) \
                        and any(isinstance(origin, ast.List) and origin.elts == items
                                for origin in origins(self.snippet, first)):  # one list literal: positions hold
                    # ``["sh", "-c", script, "sh", value]``: the script runs; what follows it are its
                    # positional parameters (``$0``, ``$1``), which the shell does not parse as commands
                    return "command", self._expr(items[at + 2], frame)
                return "command", whole
        return ("command" if shell else "program"), self._expr(items[0], frame)

    def _returns_fixed_program(self, expr: ast.AST) -> bool:
        """``expr`` calls a function or method of the snippet's own every ``return`` of which is
        an argument-list literal whose program is a constant and no shell (``return ["tar", "-czf",
        out, "--", self.source]``): without ``shell=True`` the data in it are arguments only."""
        if not isinstance(expr, ast.Call):
            return False
        callee = self._callee(expr.func, qualified_name(self.snippet, expr.func))
        if callee is None:
            return False
        function = callee[0]
        returned = [node.value for node in ast.walk(function) if isinstance(node, ast.Return)
                    and enclosing_function(self.snippet, node) is function]
        if not returned or not all(isinstance(value, ast.List | ast.Tuple) and value.elts for value in returned):
            return False
        programs = [constant_value(self.snippet, value.elts[0]) for value in returned]  # type: ignore[union-attr]
        return all(isinstance(program, str) and program.replace("\\", "/").rpartition("/")[2] not in _SHELLS
                   for program in programs)

    def _os_shell_command(self, node: ast.Call, qualified: str, frame: _Frame) -> Taint:
        """``os.spawnlp(os.P_WAIT, "sh", "sh", "-c", text)``, ``os.execv("/bin/sh", ["sh", "-c", text])``:
        what reaches the command an explicit shell runs (``CLEAN``: no shell in the arguments)."""
        variant = qualified.rpartition(".")[2]
        start = 2 if variant.startswith("spawn") else 1  # (mode, file, ...) or (file, ...)
        if "v" in variant[4:]:
            items = self._argument_list(node.args[start]) if len(node.args) > start else None
        else:
            items = node.args[start:len(node.args) - 1 if variant.endswith("e") else len(node.args)]
        items = items or []
        constants = [constant_value(self.snippet, item) for item in items]
        for index, (name, flag) in enumerate(zip(constants, constants[1:])):
            if isinstance(name, str) and isinstance(flag, str) and flag in _SHELL_COMMAND_FLAGS \
                    and name.replace("\\", "/").rpartition("/")[2] in _SHELLS:
                return _union([self._expr(item, frame) for item in items[index + 2:]])
        return CLEAN

    def _argument_list(self, expr: ast.AST) -> list[ast.expr] | None:
        """The items of an argument list in the order the code builds it (a literal, then
        ``append``/``extend``/``insert``/``+=``, or ``[...] + more``), or ``None`` when it is built otherwise."""
        if isinstance(expr, ast.BinOp) and isinstance(expr.op, ast.Add):
            head = self._argument_list(expr.left)
            if not head:
                return None
            return head + (self._argument_list(expr.right) or [expr.right])  # the program is the head's
        found = origins(self.snippet, expr)
        name = dotted(expr) if isinstance(expr, ast.Name) else None
        if len(found) == 1 and isinstance(found[0], ast.BinOp) and isinstance(found[0].op, ast.Add) \
                and not (name and growers(self.snippet).get(name)):
            return self._argument_list(found[0])  # ``argv = ["tool", "in.png"] + options``
        if not found or not all(isinstance(item, ast.List | ast.Tuple) for item in found):
            return None
        items: list[ast.expr] = [element for literal in found for element in literal.elts]  # type: ignore[attr-defined]
        name = dotted(expr) if isinstance(expr, ast.Name) else None
        for grower in sorted(growers(self.snippet).get(name, ()) if name else (),
                             key=lambda n: (n.lineno, n.col_offset)):  # type: ignore[attr-defined]
            if isinstance(grower, ast.AugAssign):
                added = grower.value
            elif grower.func.attr == "insert" and len(grower.args) == 2:  # type: ignore[attr-defined]
                if constant_value(self.snippet, grower.args[0]) == 0:  # type: ignore[attr-defined]
                    items.insert(0, grower.args[1])  # type: ignore[attr-defined]
                else:
                    items.append(grower.args[1])  # type: ignore[attr-defined]
                continue
            elif grower.func.attr == "append" and grower.args:  # type: ignore[attr-defined]
                items.append(grower.args[0])  # type: ignore[attr-defined]
                continue
            else:
                added = grower.args[0] if grower.args else None  # type: ignore[attr-defined]
            if not isinstance(added, ast.List | ast.Tuple):
                return None
            items.extend(added.elts)
        return items

    def _is_response(self, expr: ast.AST) -> bool:
        """True when ``expr`` holds a response object (Django's take headers by item)."""
        for origin in origins(self.snippet, expr):
            if isinstance(origin, ast.Call):
                name = qualified_name(self.snippet, origin.func) or ""
                if name.endswith(RESPONSE_SUFFIX) or name == "flask.make_response":
                    return True
        return False

    def _page_response(self, expr: ast.AST) -> bool:
        """``expr`` holds a response the snippet made whose content type is HTML (Django's
        ``HttpResponse()`` written to like a file)."""
        found = origins(self.snippet, expr)
        return bool(found) and all(
            isinstance(origin, ast.Call) and (qualified_name(self.snippet, origin.func) or "").endswith(
                ("HttpResponse", "StreamingHttpResponse")) and not self._not_html(origin) for origin in found)

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

    # --- checks -------------------------------------------------------------------------

    def _narrowing(self, test: ast.AST, frame: _Frame) -> tuple[dict[str, Taint], dict[str, Taint]]:
        """``_narrowing_of``'s answer, with each name it leaves some bits entered in ``frame.env`` as
        it is now (``data.return_to`` after a scheme check keeps what it holds but a ``javascript:``
        URL; a name not entered would keep those bits of nothing)."""
        if_true, if_false = self._narrowing_of(test, frame)
        missing = {name for checked in (if_true, if_false) for name, keep in checked.items()
                   if keep != CLEAN and name not in frame.env}
        if missing:
            for node in ast.walk(test):
                name = dotted(node) if type(node) in (ast.Name, ast.Attribute) else None
                if name in missing:
                    frame.env[name] = self._expr(node, frame)  # type: ignore[index]
                    missing.discard(name)  # type: ignore[arg-type]
        return if_true, if_false

    def _narrowing_of(self, test: ast.AST, frame: _Frame) -> tuple[dict[str, Taint], dict[str, Taint]]:
        """What a test proves of the names it checks, when it holds and when it fails: name ->
        the bits the name keeps (0: clean). ``x in ALLOWED``, ``x == "a"``, ``x.isdigit()``,
        ``re.fullmatch(PATTERN, x)``, a URL's host in an allow-list (``urlparse(x).netloc in
        HOSTS``), a resolved path under a root (``realpath(p).startswith(ROOT)``), combined
        with ``not``/``and``/``or``."""
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            if_true, if_false = self._narrowing(test.operand, frame)
            return if_false, if_true
        if type(test) is ast.Name:
            stored = frame.env.get("=?" + test.id)  # type: ignore[attr-defined]
            return self._narrowing(stored[0], frame) if stored is not None else ({}, {})  # type: ignore[index]
        if type(test) is ast.NamedExpr:  # ``if not (match := PATTERN.fullmatch(name))``
            return self._narrowing(test.value, frame)  # type: ignore[attr-defined]
        if type(test) is ast.Compare and len(test.ops) == 1 and type(test.ops[0]) in (ast.Is, ast.IsNot) \
                and type(test.comparators[0]) is ast.Constant and test.comparators[0].value is None:
            # ``re.fullmatch(PATTERN, name) is None``: the test is the match's truth
            if_true, if_false = self._narrowing(test.left, frame)
            return (if_true, if_false) if type(test.ops[0]) is ast.IsNot else (if_false, if_true)
        if type(test) is ast.Call and type(test.func) is ast.Name and test.func.id == "bool" \
                and len(test.args) == 1 and not test.keywords:
            return self._narrowing(test.args[0], frame)
        if type(test) is ast.Call and type(test.func) is ast.Name and test.func.id in ("all", "any") \
                and len(test.args) == 1 and type(test.args[0]) is ast.GeneratorExp:
            return self._every_item(test.func.id, test.args[0], frame)  # type: ignore[arg-type]
        if isinstance(test, ast.BoolOp):
            local = _local_path_check(test)
            if local is not None:  # ``url.startswith("/") and not url.startswith("//")``: a path on this site
                proven = {local: _NOT_REDIRECT}
                return (proven, {}) if isinstance(test.op, ast.And) else ({}, proven)
            parts = [self._narrowing(value, frame) for value in test.values]
            holds, fails = parts[0]
            for part_holds, part_fails in parts[1:]:
                if isinstance(test.op, ast.And):
                    holds, fails = _both(holds, part_holds), _either(fails, part_fails)
                else:
                    holds, fails = _either(holds, part_holds), _both(fails, part_fails)
            return holds, fails
        if isinstance(test, ast.Compare) and len(test.ops) == 1:
            return self._compared(test, frame)
        if isinstance(test, ast.Call):
            return self._validated(test, frame), {}
        host = self._url_part(test, frame, _HOST_PARTS)
        if host is not None:  # ``if parsed.netloc: abort()``: past it, the URL stays on this site
            return {}, dict.fromkeys(host, _NOT_REDIRECT)
        return {}, {}

    def _every_item(self, how: str, generator: ast.GeneratorExp, frame: _Frame) \
            -> tuple[dict[str, Taint], dict[str, Taint]]:
        """``all(ch.isalnum() for ch in name)``: what the test proves of each character, the whole
        name holds where ``all`` holds; ``any(ch in name for ch in "'\\"")``: what each constant's
        ``in`` test proves where it fails, the name holds where ``any`` fails."""
        if len(generator.generators) != 1 or generator.generators[0].ifs or generator.generators[0].is_async:
            return {}, {}
        loop = generator.generators[0]
        variable = loop.target.id if type(loop.target) is ast.Name else None
        if variable is None:
            return {}, {}
        over = dotted(loop.iter)
        if how == "all" and over:
            inner = _Frame(frame.node, {variable: UNTRUSTED})
            proven = self._narrowing(generator.elt, inner)[0].get(variable)
            return ({over: proven}, {}) if proven is not None else ({}, {})
        items = constant_value(self.snippet, loop.iter)
        if how == "any" and isinstance(items, (str, list)) and items and type(generator.elt) is ast.Compare \
                and len(generator.elt.ops) == 1 and type(generator.elt.left) is ast.Name \
                and generator.elt.left.id == variable and type(generator.elt.ops[0]) is ast.In:
            fails: dict[str, Taint] | None = None
            for item in items:
                probe = ast.Compare(left=ast.Constant(item), ops=[ast.In()], comparators=generator.elt.comparators)
                part = self._compared(probe, frame)[1]
                fails = part if fails is None else _both(fails, part)
            return {}, fails or {}
        if how == "any" and isinstance(items, (list, tuple)) and 0 < len(items) <= _MAX_PROBED_ITEMS \
                and all(type(item) in (str, int) for item in items) and type(generator.elt) is ast.Call:
            # ``any(url.startswith(p + "/") for p in PARTNERS)``: where it holds, one constant's test holds
            holds: dict[str, Taint] | None = None
            for item in items:
                self._tick()  # a long list costs its probes out of the tracking's budget
                probe = _Substituted(variable, item).visit(copy.deepcopy(generator.elt))
                part = self._narrowing(probe, frame)[0]
                holds = part if holds is None else _either(holds, part)
                if not holds:
                    break  # one constant whose test proves nothing: the whole test proves nothing
            return holds or {}, {}
        return {}, {}

    def _compared(self, test: ast.Compare, frame: _Frame) -> tuple[dict[str, Taint], dict[str, Taint]]:
        op, right = test.ops[0], test.comparators[0]
        if isinstance(op, ast.Eq | ast.NotEq) and isinstance(test.left, ast.Call) \
                and qualified_name(self.snippet, test.left.func) in _COMMON_PATHS and test.left.args \
                and isinstance(test.left.args[0], ast.List | ast.Tuple):
            # ``os.path.commonpath([resolved, ROOT]) == ROOT``: the resolved path is under the root
            under = {name: _NOT_PATH for item in test.left.args[0].elts for name in self._resolved_paths(item, frame)}
            return (under, {}) if isinstance(op, ast.Eq) else ({}, under)
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, ast.Attribute) and right.attr == "parents":
            # ``ROOT in path.resolve().parents``: the resolved path lies under the root
            under = dict.fromkeys(self._resolved_paths(right.value, frame), _NOT_PATH)
            if under:
                return (under, {}) if isinstance(op, ast.In) else ({}, under)
        if isinstance(op, (ast.In, ast.NotIn)) and self._separator(test.left):
            # ``"/" in name``: where it fails, the name has no directory part to climb out with
            named = dotted(right) or (self._checked_item(right, frame) if type(right) is ast.Subscript else None)
            plain = {named: _NOT_PATH} if named else {}
            return ({}, plain) if isinstance(op, ast.In) else (plain, {})
        quote = constant_value(self.snippet, test.left) if isinstance(op, (ast.In, ast.NotIn)) else None
        if type(quote) is str and quote in QUOTE_KINDS:
            # ``"'" in title``: where it fails, the title cannot end a literal that quote delimits
            named = dotted(right) or (self._checked_item(right, frame) if type(right) is ast.Subscript else None)
            free = {named: ~kinds_mask({QUOTE_KINDS[quote]})} if named else {}
            return ({}, free) if isinstance(op, ast.In) else (free, {})
        scheme = self._url_part(test.left, frame, _SCHEME_PART)
        if scheme:  # ``urlparse(url).scheme in ("http", "https")``: no ``javascript:`` URL, wherever it goes
            checked = dict.fromkeys(scheme, _NOT_SCRIPT_URL)
            if isinstance(op, ast.In | ast.Eq):
                return checked, {}
            return ({}, checked) if isinstance(op, ast.NotIn | ast.NotEq) else ({}, {})
        host = self._url_part(test.left, frame, _HOST_PARTS)
        if host and isinstance(op, (ast.Eq, ast.NotEq)) and self._own_host(right, frame):
            # ``urlparse(url).netloc == urlparse(request.host_url).netloc``: the host the client reached
            same = dict.fromkeys(host, _NOT_REDIRECT)
            return (same, {}) if isinstance(op, ast.Eq) else ({}, same)
        items_of = _set_of(test.left)
        if items_of is not None and isinstance(op, ast.LtE | ast.Lt) and self._held_collection(right, frame):
            # ``set(username) <= USERNAME_CHARS``: every character (or item) is one the server allows
            return {items_of: CLEAN}, {}
        names = self._checked_names(test.left, frame)
        if not names:
            return {}, {}
        proven = dict.fromkeys(names, CLEAN)
        if isinstance(op, (ast.In, ast.NotIn)) and self._held_collection(right, frame):
            return (proven, {}) if isinstance(op, ast.In) else ({}, proven)
        if isinstance(op, (ast.Eq, ast.NotEq)) and constant_value(self.snippet, right) is not NOT_CONSTANT:
            return (proven, {}) if isinstance(op, ast.Eq) else ({}, proven)
        return {}, {}

    def _held_collection(self, expr: ast.AST, frame: _Frame) -> bool:
        """A collection the server holds: a name, a literal, or a call or item that carries no
        request data (``actor in session.get("delegates", ())``)."""
        return isinstance(expr, (ast.Name, ast.Attribute, ast.Set, ast.Tuple, ast.List, ast.Dict)) \
            or isinstance(expr, ast.Call | ast.Subscript) and self._expr(expr, frame) == CLEAN

    def _own_host(self, expr: ast.AST, frame: _Frame) -> bool:
        """The host of the request being served: ``request.host``, Django's ``request.get_host()``,
        or the host part of its own URL (``urlparse(request.host_url).netloc``)."""
        if type(expr) is ast.Call and not expr.args and type(expr.func) is ast.Attribute \
                and expr.func.attr == "get_host":  # type: ignore[attr-defined]
            expr = expr.func  # type: ignore[attr-defined]
        name = dotted(expr)
        if name is not None:
            owner, _, attr = name.rpartition(".")
            return owner in REQUEST_NAMES and attr in _OWN_HOST_ATTRIBUTES
        if type(expr) is ast.Attribute and expr.attr in _HOST_PARTS and type(expr.value) is ast.Call \
                and qualified_name(self.snippet, expr.value.func) in _URL_PARSERS and expr.value.args:  # type: ignore[attr-defined]
            url = dotted(expr.value.args[0])  # type: ignore[attr-defined]
            owner, _, attr = (url or "").rpartition(".")
            return owner in REQUEST_NAMES and attr in _OWN_URL_ATTRIBUTES
        return False

    def _separator(self, expr: ast.AST) -> bool:
        """A path separator: ``"/"``, ``"\\"``, ``os.sep``, ``os.path.sep``."""
        return constant_value(self.snippet, expr) in ("/", "\\") \
            or qualified_name(self.snippet, expr) in ("os.sep", "os.path.sep", "os.altsep")

    def _checked_names(self, expr: ast.AST, frame: _Frame) -> list[str]:
        """The names a check of ``expr`` speaks for: the name itself, and for the host of a
        parsed URL, the URL it was parsed from."""
        host = self._url_part(expr, frame, _HOST_PARTS)
        if host is not None:
            return host
        name = dotted(expr)
        if name is None and type(expr) is ast.Subscript:
            name = self._checked_item(expr, frame)  # type: ignore[arg-type]
        if name is None and type(expr) is ast.Call:
            name = self._checked_lookup(expr, frame)  # type: ignore[arg-type]
        return [name] if name else []

    def _checked_item(self, expr: ast.Subscript, frame: _Frame) -> str | None:
        """``request.form["lang"]`` tested in place (``request.form["lang"] in LANGS``): its
        entry, which the branches then hold on their own. It is entered before they part, with
        what it holds now, so that the path where the test fails keeps its taint."""
        path = _item_path(self.snippet, expr)
        if path is None:
            return None
        if path not in frame.env:
            frame.env[path] = self._expr(expr, frame)
            frame.keyed.add(path.partition("[")[0])
        return path

    def _checked_lookup(self, expr: ast.Call, frame: _Frame) -> str | None:
        """``form.get("locale") in LOCALES`` tested in place: the entry ``form['locale']``, entered
        like ``_checked_item``'s, so that ``form.get("locale")`` or ``form["locale"]`` read where the
        test holds is what it proved (a default given to ``get`` is part of what was tested)."""
        func = expr.func
        if not (type(func) is ast.Attribute and func.attr == "get" and 1 <= len(expr.args) <= 2  # type: ignore[attr-defined]
                and not expr.keywords):
            return None
        owner = _item_path(self.snippet, func.value)  # type: ignore[attr-defined]
        key = _item_key(self.snippet, expr.args[0])
        if owner is None or key is None:
            return None
        path = f"{owner}[{key}]"
        if path not in frame.env:
            frame.env[path] = self._expr(expr, frame)
            frame.keyed.add(owner.partition("[")[0])
        return path

    def _url_part(self, expr: ast.AST, frame: _Frame, parts: frozenset[str]) -> list[str] | None:
        """``parsed.netloc`` (``parsed = urlparse(url)``) or ``urlparse(url).netloc``, or the part of
        a URL Pydantic parsed (``data.return_to.host`` of a model field typed ``HttpUrl``): the names
        that hold that URL; ``None`` when ``expr`` is not such a part."""
        if not isinstance(expr, ast.Attribute):
            return None
        owner = expr.value
        if (expr.attr in parts or expr.attr == "host" and "hostname" in parts) and self._parsed_url_type(owner):
            return [dotted(owner)]  # type: ignore[list-item]
        if expr.attr not in parts:
            return None
        if isinstance(owner, ast.Call) and qualified_name(self.snippet, owner.func) in _URL_PARSERS and owner.args:
            name = dotted(owner.args[0])
            return [name] if name else []
        name = dotted(owner)
        derived = frame.derived.get(name) if name else None
        if derived is not None and derived[0] == "url":
            return [name, derived[1]]  # type: ignore[list-item]
        return None

    def _validated(self, test: ast.Call, frame: _Frame) -> dict[str, Taint]:
        """Names a call proves safe when it returns true."""
        func = test.func
        if isinstance(func, ast.Attribute) and func.attr in VALIDATING_METHODS:
            name = dotted(func.value)
            return {name: CLEAN} if name else {}
        qualified = qualified_name(self.snippet, func)
        if len(test.args) >= 2 and qualified in VALIDATING_CALLS:
            pattern = constant_value(self.snippet, test.args[0])
            if pattern is NOT_CONSTANT:  # ``re.fullmatch(SAFE_NAME, name)`` with a compiled pattern
                pattern = self._compiled_pattern(test.args[0])
            whole = qualified == "re.fullmatch" or (isinstance(pattern, str) and pattern.endswith(("$", "\\Z")))
            if not whole:
                return {}
            name = dotted(test.args[1])
            if name:
                return {name: _pattern_leaves(pattern)}
            # ``fullmatch(r"[\w.-]+", url + branch)``: a run of one character class matches every part too
            return dict.fromkeys(_joined_names(test.args[1]), _pattern_leaves(pattern)) \
                if isinstance(pattern, str) and _CLASS_RUN.fullmatch(pattern) else {}
        if qualified in SAFE_URL_CHECKS and test.args:
            name = dotted(test.args[0])
            return {name: _NOT_REDIRECT} if name else {}
        if isinstance(func, ast.Attribute) and func.attr == "fullmatch" and test.args:
            name = dotted(test.args[0])  # a compiled pattern's ``fullmatch(value)``
            return {name: _pattern_leaves(self._compiled_pattern(func.value))} if name else {}
        if isinstance(func, ast.Attribute) and func.attr in ("startswith", "is_relative_to") and test.args:
            resolved = dict.fromkeys(self._resolved_paths(func.value, frame), _NOT_PATH)
            prefix = test.args[0]
            prefixes = [constant_value(self.snippet, item)
                        for item in (prefix.elts if type(prefix) is ast.Tuple else [prefix])]  # type: ignore[attr-defined]
            if func.attr == "startswith" and any(isinstance(item, str) and item and not item.endswith(("/", "\\"))
                                                 for item in prefixes):
                resolved = {}  # ``path.startswith("/srv/data")`` holds for ``/srv/data2/secret`` too
            name = dotted(func.value)
            if func.attr == "startswith" and name and name not in resolved and prefixes \
                    and all(isinstance(item, str) and _fixes_host(item) for item in prefixes):
                resolved[name] = _NOT_REDIRECT  # ``url.startswith("https://example.org/")``: its host is fixed
            elif func.attr == "startswith" and name and name not in resolved and prefixes \
                    and all(isinstance(item, str) and _scheme_fixed(item) for item in prefixes):
                resolved[name] = _NOT_SCRIPT_URL  # ``url.startswith(("https://", "/"))``: its scheme is fixed
            return resolved
        if isinstance(func, ast.Attribute) and func.attr == "issubset" and len(test.args) == 1 \
                and _set_of(func.value) is not None and self._held_collection(test.args[0], frame):
            return {_set_of(func.value): CLEAN}  # type: ignore[dict-item]  # ``set(name).issubset(ALLOWED)``
        if qualified == "isinstance" and len(test.args) == 2 and dotted(test.args[0]):
            # ``isinstance(n, int)``: a number (or a UUID, a date) carries no text of the client's
            types = test.args[1].elts if type(test.args[1]) is ast.Tuple else [test.args[1]]  # type: ignore[attr-defined]
            if all((dotted(item) or "").rpartition(".")[2] in SAFE_PARAMETER_TYPES for item in types):
                return {dotted(test.args[0]): CLEAN}  # type: ignore[dict-item]
            return {}
        if qualified in _DIGEST_COMPARISONS and len(test.args) == 2:
            # ``hmac.compare_digest(signature, hmac.new(KEY, data, sha256).hexdigest())``: the server signed ``data``
            return dict.fromkeys((name for arg in test.args for name in self._signed(arg)), CLEAN)
        return self._own_check(test, qualified, frame)

    def _compiled_pattern(self, expr: ast.AST) -> object:
        """The text of the pattern ``expr`` was compiled from (``SAFE = re.compile(r"...")``), or
        ``NOT_CONSTANT``."""
        made = origins(self.snippet, expr)
        if len(made) == 1 and isinstance(made[0], ast.Call) and made[0].args \
                and qualified_name(self.snippet, made[0].func) in ("re.compile", "regex.compile"):
            return constant_value(self.snippet, made[0].args[0])
        return NOT_CONSTANT

    def _signed(self, expr: ast.AST, depth: int = 0) -> list[str]:
        """The names whose message ``expr`` is the MAC of (``hmac.new(key, msg, ...).hexdigest()``),
        also through a function of the snippet's own whose every ``return`` is the MAC of one of its
        parameters (``def sign(payload): return hmac.new(KEY, payload, sha256).hexdigest()``)."""
        found = []
        for origin in origins(self.snippet, expr):
            while isinstance(origin, ast.Call) and isinstance(origin.func, ast.Attribute) \
                    and qualified_name(self.snippet, origin.func) not in _MACS:
                origin = origin.func.value  # ``.hexdigest()``, ``.digest()``
            if isinstance(origin, ast.Call) and qualified_name(self.snippet, origin.func) in _MACS:
                message = origin.args[1] if len(origin.args) > 1 else keyword_value(origin, "msg")
                name = dotted(message) if message is not None else None
                if name:
                    found.append(name)
            elif isinstance(origin, ast.Call) and depth < 2:
                found.extend(self._signed_by_helper(origin, depth))
        return found

    def _signed_by_helper(self, call: ast.Call, depth: int) -> list[str]:
        """``sign(payload)``: the argument a helper of the snippet's own MACs in every ``return``."""
        callee = self._callee(call.func, qualified_name(self.snippet, call.func))
        if callee is None or isinstance(callee[0], ast.Lambda) or any(type(a) is ast.Starred for a in call.args):
            return []
        function, offset, _ = callee
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        returns = [node.value for node in ast.walk(function) if type(node) is ast.Return]
        signed = None
        for value in returns:
            parameters = {name for name in self._signed(value, depth + 1) if name in names} if value else set()
            signed = parameters if signed is None else signed & parameters
        given = {names[offset + i]: dotted(arg) for i, arg in enumerate(call.args) if offset + i < len(names)}
        given.update((k.arg, dotted(k.value)) for k in call.keywords if k.arg in names)
        return [given[name] for name in signed or () if given.get(name)]  # type: ignore[misc]

    def _own_check(self, test: ast.Call, qualified: str | None, frame: _Frame) -> dict[str, Taint]:
        """A check of the snippet's own (``def is_safe_url(url): return urlparse(url).netloc in
        HOSTS``) proves of the names it is given what its returned test proves of its parameters;
        names bound before the ``return`` to a parsed URL or a resolved path of a parameter
        (``parsed = urlparse(url)``) speak for it there as they do anywhere."""
        callee = self._callee(test.func, qualified)
        if callee is None or isinstance(callee[0], ast.Lambda) or len(self.in_progress) >= MAX_SUMMARY_DEPTH:
            return {}
        function, offset, _ = callee
        if function in self.in_progress:
            return {}
        body = [s for s in function.body  # type: ignore[attr-defined]
                if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
            return {}
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        inner = _Frame(function, {name: CLEAN for name in names})
        for statement in body[:-1]:
            if not (type(statement) is ast.Assign and len(statement.targets) == 1
                    and type(statement.targets[0]) is ast.Name and statement.targets[0].id not in names):
                return {}
            self._derive(statement.targets[0], statement.value, inner)
            if statement.targets[0].id not in inner.derived:
                return {}
        given = {names[offset + i]: dotted(arg) for i, arg in enumerate(test.args) if offset + i < len(names)}
        given.update((k.arg, dotted(k.value)) for k in test.keywords if k.arg in names)
        self.in_progress.add(function)
        try:
            proven = self._narrowing(body[-1].value, inner)[0]
        finally:
            self.in_progress.discard(function)
        return {given[name]: keep for name, keep in proven.items() if given.get(name)}  # type: ignore[misc]

    def _raising_check(self, call: ast.Call, frame: _Frame) -> dict[str, Taint]:
        """A check of the snippet's own that raises or aborts unless its argument is valid
        (``def check(name): if not NAME.fullmatch(name): raise ValueError(name)``): past the
        call, the names it was given are what its tests prove of its parameters where they fail."""
        callee = self._callee(call.func, qualified_name(self.snippet, call.func))
        if callee is None or isinstance(callee[0], ast.Lambda) or len(self.in_progress) >= MAX_SUMMARY_DEPTH \
                or callee[0] in self.in_progress:
            return {}
        function, offset, _ = callee
        names = _parameter_names(function.args)  # type: ignore[attr-defined]
        given = {names[offset + i]: dotted(arg) for i, arg in enumerate(call.args) if offset + i < len(names)}
        given.update((k.arg, dotted(k.value)) for k in call.keywords if k.arg in names)
        if not any(given.values()):
            return {}
        known = self.raising_tests.get(function)
        if known is None:
            known = self.raising_tests[function] = (
                {node.id for node in ast.walk(function) if type(node) is ast.Name and type(node.ctx) is ast.Store},
                [statement.test for statement in function.body  # type: ignore[attr-defined]
                 if type(statement) is ast.If and not statement.orelse and statement.body
                 and (type(statement.body[-1]) is ast.Raise or type(statement.body[-1]) is ast.Expr
                      and self._aborts(statement.body[-1].value))])  # type: ignore[attr-defined]
        rebound, tests = known
        if not tests:
            return {}
        inner = _Frame(function, {name: CLEAN for name in names})
        proven: dict[str, Taint] = {}
        self.in_progress.add(function)
        try:
            for test in tests:
                proven = _both(proven, self._narrowing(test, inner)[1])
        finally:
            self.in_progress.discard(function)
        return {given[name]: keep for name, keep in proven.items()  # type: ignore[misc]
                if given.get(name) and name not in rebound}

    def _resolved_paths(self, expr: ast.AST, frame: _Frame) -> list[str]:
        """Names whose path ``expr`` holds resolved (``realpath``, ``abspath``, ``normpath``,
        ``Path.resolve()``): a prefix check on such a path keeps it under the root."""
        if isinstance(expr, ast.Call):
            inner = self._resolved(expr)
            name = dotted(inner) if inner is not None else None
            return [name] if name else []
        name = dotted(expr)
        derived = frame.derived.get(name) if name else None
        if derived is not None and derived[0] == "path":
            return [name, derived[1]] if derived[1] else [name]  # type: ignore[list-item]
        return []

    def _resolved(self, call: ast.Call) -> ast.AST | None:
        """The path ``call`` resolves (``realpath(p)``, ``p.resolve()``), or ``None``."""
        callee = qualified_name(self.snippet, call.func) or ""
        if callee in _PATH_RESOLVERS and call.args:
            return call.args[0]
        if isinstance(call.func, ast.Attribute) and call.func.attr in ("resolve", "absolute"):
            return call.func.value
        return None

    def _derive(self, target: ast.AST, value: ast.AST, frame: _Frame) -> None:
        """Remember that a name holds a parsed URL or a resolved path (for checks on it later)."""
        if not isinstance(target, ast.Name):
            return
        frame.derived.pop(target.id, None)
        if not isinstance(value, ast.Call):
            return
        if qualified_name(self.snippet, value.func) in _URL_PARSERS and value.args:
            base = dotted(value.args[0])
            if base:
                frame.derived[target.id] = ("url", base)
            return
        inner = self._resolved(value)
        if inner is not None:
            frame.derived[target.id] = ("path", dotted(inner) or "" if isinstance(inner, ast.Name) else "")


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


def _query_parts(snippet: Snippet, node: ast.AST, parts: list[Taint]) -> list[Taint]:
    """Text after a ``?`` or ``#`` in a URL being built (``f"{own_url}?next={value}"``) is its
    query or fragment, and text after a start that fixes the host (``"/profile/" + value``,
    ``f"https://api.example.org/{value}"``) is its path: neither can choose where a redirect or
    a request goes."""
    if type(node) is ast.JoinedStr:
        seen, masked, prefix = False, [], ""
        for value, part in zip(node.values, parts):  # type: ignore[attr-defined]
            masked.append(part & _NOT_REDIRECT if seen else part)
            if type(value) is ast.Constant and isinstance(value.value, str) and ("?" in value.value or "#" in value.value):
                seen = True
            if prefix is not None and not seen:
                # the constant start, module constants included (``f"https://{DOMAIN}/{page}"``)
                text = value.value if type(value) is ast.Constant else constant_value(snippet, value.value) \
                    if type(value) is ast.FormattedValue and value.format_spec is None and value.conversion == -1 \
                    else None
                prefix = prefix + text if isinstance(text, str) else None
                seen = prefix is not None and _fixes_host(prefix)
        return masked
    if type(node) is ast.BinOp and type(node.op) is ast.Add and len(parts) == 2 and (any(  # type: ignore[attr-defined]
            type(item) is ast.Constant and isinstance(item.value, str) and ("?" in item.value or "#" in item.value)
            for item in ast.walk(node.left)) or _fixes_host(_leading_text(node.left))):  # type: ignore[attr-defined]
        return [parts[0], parts[1] & _NOT_REDIRECT]
    return parts


#: a character class that keeps only letters, digits, spaces, ``_`` and ``-``, negated: ``[^A-Za-z0-9 _-]``
_PLAIN_COMPLEMENT = re.compile(r"\[\^(?:A-Z|a-z|0-9|\\w|\\d| |_|-)+\][+*]?")


def _strips_to_plain(snippet: Snippet, call: ast.Call) -> bool:
    """``re.sub(r"[^A-Za-z0-9 ]", "", text)``: what is left is plain words (no character of any
    injection: markup, quotes, shell, path or URL syntax)."""
    pattern, replacement = constant_value(snippet, call.args[0]), constant_value(snippet, call.args[1])
    return isinstance(pattern, str) and replacement == "" and _PLAIN_COMPLEMENT.fullmatch(pattern) is not None \
        and len(call.args) == 3 and not call.keywords


#: ``scheme://host`` closed by a delimiter: what follows cannot change the host
_FIXED_ORIGIN = re.compile(r"[A-Za-z][\w+.-]*://[^/?#\\]+[/?#]")


def _fixes_host(text: object) -> bool:
    """Constant text that starts a URL and fixes where it goes: a path on this site whose
    second character is not a slash (``/profile/``; ``/`` alone may become ``//host``), or a
    scheme and host closed by ``/``, ``?`` or ``#`` (``https://api.example.org/``)."""
    if not isinstance(text, str):
        return False
    if text.startswith("/"):
        return len(text) > 1 and text[1] not in "/\\\t\n\r"
    return _FIXED_ORIGIN.match(text) is not None


def _leading_text(node: ast.AST) -> object:
    """The constant text a ``+`` chain starts with (``"/a/" + x + "/b"``: ``"/a/"``)."""
    while type(node) is ast.BinOp and type(node.op) is ast.Add:  # type: ignore[attr-defined]
        node = node.left  # type: ignore[attr-defined]
    return node.value if type(node) is ast.Constant else None  # type: ignore[attr-defined]


#: characters that do something in a shell command line: a value a whole match limits to other
#: characters (``[A-Za-z0-9_.-]+``) is one word of plain text there
_SHELL_SPECIALS = frozenset(";&|`$<>()\n\r\t\x00'\"\\*?[ #")
#: per kind of sink, the characters that change what a value means there: a whole match that admits
#: none of them leaves the value plain data for that kind (an LDAP filter's ``*()\\`` and NUL, a DN's
#: ``,=+<>#;\\"``, XPath's syntax, the quote that ends a literal); for the kinds not named here any whole
#: match guards, as it always did
_PATTERN_SPECIALS: dict[str, frozenset[str]] = {
    "command": _SHELL_SPECIALS,
    "ldap": frozenset("*()\\\x00"),
    "ldap_dn": frozenset(',=+<>#;\\"\x00'),
    "xpath": frozenset("'\"[]()=<>!|/@*:$, \t\n\r"),
    "single_quoted": frozenset("'"),
    "double_quoted": frozenset('"'),
}


def _class_attributes(snippet: Snippet) -> frozenset[str]:
    """The names the snippet's class bodies bind (``base: str = "ou=users"``): the only attributes
    whose constant a class or an object made from one may hold (built once per snippet)."""
    def build() -> frozenset[str]:
        found: set[str] = set()
        for owner in snippet.nodes(ast.ClassDef):
            for statement in owner.body:  # type: ignore[attr-defined]
                if type(statement) is ast.AnnAssign and type(statement.target) is ast.Name:
                    found.add(statement.target.id)
                elif type(statement) is ast.Assign:
                    found.update(target.id for target in statement.targets if type(target) is ast.Name)
        return frozenset(found)
    return derive(snippet, "class-body names", build)


def _folded_scalar(value: object) -> bool:
    """A constant that carries no data of the client's (text, bytes or a number)."""
    return isinstance(value, (str, bytes, int, float))


def _pattern_leaves(pattern: object) -> Taint:
    """What a value keeps once a whole match of ``pattern`` held: the kinds of ``_PATTERN_SPECIALS``
    whose special characters the pattern may match (``.+``, ``[^/]+``, ``\\S+``, ``[\\w;]+`` keep a
    value dangerous as a command; ``[\\w .-]+`` keeps XPath's space but no quote), every one of them
    when the pattern is not known; nothing else."""
    chars = _pattern_chars(pattern) if isinstance(pattern, str) else None
    return kinds_mask({kind for kind, specials in _PATTERN_SPECIALS.items() if chars is None or chars & specials})


def whole_match_pattern(pattern: object) -> bool:
    """A pattern that a *search* (FastAPI's and Pydantic's ``pattern=``, Django's ``RegexValidator``)
    matches only over the whole value: anchored at the start (``^``, ``\\A``) and at the end (``$``,
    ``\\Z``) with no top-level ``|`` (``^a|b$`` anchors each branch at one end only)."""
    if not isinstance(pattern, str):
        return False
    try:
        parsed = list(_regex_parser.parse(pattern))
    except (re.error, RecursionError, OverflowError, ValueError):
        return False
    return len(parsed) >= 2 and str(parsed[0][0]) == "AT" \
        and str(parsed[0][1]) in ("AT_BEGINNING", "AT_BEGINNING_STRING") \
        and str(parsed[-1][0]) == "AT" and str(parsed[-1][1]) in ("AT_END", "AT_END_STRING")


@functools.lru_cache(maxsize=256)
def _pattern_chars(pattern: str) -> frozenset[str] | None:
    """The characters a whole match of ``pattern`` may hold, ``\\w`` and ``\\d`` counted as plain
    letters and digits; ``None`` when not bounded (``.``, a negated class, ``\\S``) or not a pattern."""
    try:
        parsed = _regex_parser.parse(pattern)
    except (re.error, RecursionError, OverflowError, ValueError):
        return None
    found: set[str] = set()
    stack = [list(parsed)]
    while stack:
        for op, value in stack.pop():
            name = str(op)
            if name == "LITERAL":
                found.add(chr(value))
            elif name == "IN":
                for item_op, item in value:
                    item_name = str(item_op)
                    if item_name == "LITERAL":
                        found.add(chr(item))
                    elif item_name == "RANGE":
                        if item[1] - item[0] > 256:
                            return None
                        found.update(chr(code) for code in range(item[0], item[1] + 1))
                    elif item_name == "CATEGORY" and str(item) in ("CATEGORY_WORD", "CATEGORY_DIGIT"):
                        found.add("a")
                    elif item_name == "CATEGORY" and str(item) == "CATEGORY_SPACE":
                        found.update(" \t\n\r")
                    else:
                        return None  # a negated class, ``\\S``, ``\\W``: anything else
            elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                stack.append(list(value[2]))
            elif name == "SUBPATTERN":
                stack.append(list(value[-1]))
            elif name == "ATOMIC_GROUP":
                stack.append(list(value))
            elif name == "BRANCH":
                stack.extend(list(alternative) for alternative in value[1])
            elif name in ("AT", "ASSERT", "ASSERT_NOT", "GROUPREF"):
                continue  # anchors and look-arounds match no character; a back-reference repeats some
            else:
                return None  # ``.``, a negated literal, a conditional group ...
    return frozenset(found)


_CLASS_RUN = re.compile(r"\^?(?:\[\^?\]?(?:\\.|[^\]\\])*\]|\\[wdsWDS])(?:[+*]|\{\d*(?:,\d*)?\})(?:\$|\\Z)?")


def _joined_names(expr: ast.AST) -> list[str]:
    """The names and fields whose text ``expr`` joins (``a + "/" + b``, ``f"{a}:{b}"``); none when
    a part is something else than a name, a field or constant text."""
    parts: list[ast.AST] = []
    stack = [expr]
    while stack:
        node = stack.pop()
        if type(node) is ast.BinOp and type(node.op) is ast.Add:  # type: ignore[attr-defined]
            stack += [node.right, node.left]  # type: ignore[attr-defined]
        elif type(node) is ast.JoinedStr:
            stack += [value.value if type(value) is ast.FormattedValue and value.format_spec is None  # type: ignore[attr-defined]
                      else value for value in reversed(node.values)]  # type: ignore[attr-defined]
        else:
            parts.append(node)
    names = []
    for part in parts:
        if type(part) is ast.Constant and isinstance(part.value, str):  # type: ignore[attr-defined]
            continue
        name = dotted(part)
        if name is None:
            return []
        names.append(name)
    return names


def _moved(bits: Taint, source: str, target: str) -> Taint:
    """The bits of kind ``source`` in ``bits`` moved to kind ``target``'s place, group by group."""
    shift = _ORDER.index(target) - _ORDER.index(source)
    return (bits & kinds_mask({source})) << shift if shift >= 0 else (bits & kinds_mask({source})) >> -shift


def _inside_quotes(part: Taint, quote: str) -> Taint:
    """What a value inside a literal ``quote`` delimits holds: where it holds no such quote (it
    cannot end the literal), it is no SQL or XPath of its own."""
    lacking = ~part & kinds_mask({QUOTE_KINDS[quote]})
    for kind in QUOTED_LITERAL_KINDS:
        part &= ~_moved(lacking, QUOTE_KINDS[quote], kind)
    return part


def _in_attribute(text: str) -> bool:
    """Whether markup ``text`` ends inside a quoted attribute value of a tag."""
    opened = text.rfind("<")
    return opened > text.rfind(">") and _open_quote(text[opened:]) is not None


def _quotes_kept(snippet: Snippet, call: ast.Call) -> ast.expr | None:
    """The text ``call`` escapes for markup while it leaves its quotes as they are, or ``None``:
    ``html.escape(text, quote=False)`` (or ``False`` second), and JSON made safe for HTML
    (``_html_safe_json``), whose ``"`` stays."""
    json = _html_safe_json(snippet, call)
    if json is not None:
        return json
    if qualified_name(snippet, call.func) not in ("html.escape", "cgi.escape") or not call.args:
        return None
    given = call.args[1] if len(call.args) > 1 else keyword_value(call, "quote")
    default = qualified_name(snippet, call.func) == "cgi.escape"  # ``cgi.escape`` kept quotes by default
    kept = constant_value(snippet, given) is False if given is not None else default
    return call.args[0] if kept else None


def _html_safe_json(snippet: Snippet, call: ast.Call) -> ast.expr | None:
    """What ``call`` encodes as JSON that holds no ``<``, ``>`` or ``&``, or ``None``: ``json.dumps(x)``
    with each of the three replaced by text without them (``.replace("<", "\\u003c")``, Django's
    ``json_script`` technique), or Jinja's ``htmlsafe_json_dumps(x)``. No tag can start or end in it, and
    its strings are quoted, so inside a ``<script>`` element or as element text it is data; its ``"``
    still ends a double-quoted attribute."""
    qualified = qualified_name(snippet, call.func)
    if qualified in _HTML_SAFE_JSON:
        return call.args[0] if call.args else None
    replaced: set[str] = set()
    while type(call.func) is ast.Attribute and call.func.attr == "replace" and len(call.args) == 2 \
            and not call.keywords:
        old, new = (constant_value(snippet, arg) for arg in call.args)
        if not isinstance(old, str) or not isinstance(new, str) or set(new) & set("<>&"):
            return None
        replaced.add(old)
        inner = call.func.value
        if type(inner) is not ast.Call:
            return None
        call = inner  # type: ignore[assignment]
    if not {"<", ">", "&"} <= replaced or qualified_name(snippet, call.func) not in _JSON_ENCODERS or not call.args:
        return None
    return call.args[0]


#: JSON encoders, and those whose output is already safe for HTML (``<``, ``>``, ``&``, ``'`` escaped)
_JSON_ENCODERS = frozenset({"json.dumps", "simplejson.dumps", "flask.json.dumps"})
_HTML_SAFE_JSON = frozenset({"jinja2.utils.htmlsafe_json_dumps", "flask.json.htmlsafe_dumps"})


def _literal_pattern(pattern: ast.pattern) -> bool:
    """A ``case`` pattern that only constants match (``"a"``, ``1 | 2``, ``Color.RED``)."""
    if type(pattern) is ast.MatchOr:
        return all(_literal_pattern(item) for item in pattern.patterns)  # type: ignore[attr-defined]
    return type(pattern) in (ast.MatchValue, ast.MatchSingleton)


def _chain_text(node: ast.AST) -> str | None:
    """The constant text of a ``+`` chain, in order (what the values insert left out); ``None``
    for a chain longer than ``_TEXT_DEPTH``, whose start is not looked at."""
    pieces: list[str] = []
    for _ in range(_TEXT_DEPTH):
        if type(node) is not ast.BinOp or type(node.op) is not ast.Add:  # type: ignore[attr-defined]
            if type(node) is ast.Constant and isinstance(node.value, str):  # type: ignore[attr-defined]
                pieces.append(node.value)  # type: ignore[attr-defined]
            return "".join(reversed(pieces))
        right = node.right  # type: ignore[attr-defined]
        if type(right) is ast.Constant and isinstance(right.value, str):
            pieces.append(right.value)
        node = node.left  # type: ignore[attr-defined]
    return None


def _open_quote(text: str) -> str | None:
    """The quote that ``text`` leaves open at its end (a doubled quote inside a literal reopens it)."""
    if "'" not in text and '"' not in text:
        return None
    inside = None
    for char in text:
        if inside is None:
            if char in QUOTE_KINDS:
                inside = char
        elif char == inside:
            inside = None
    return inside


def _in_script(text: str) -> bool:
    """Whether ``text`` (markup) ends inside a ``<script>`` element's code and outside a
    string of that code: what follows is script, which escaping for HTML does not stop."""
    lowered = text.lower()
    opened = lowered.rfind("<script")
    if opened < 0 or lowered.rfind("</script") > opened:
        return False
    ends = lowered.find(">", opened)
    return ends >= 0 and _open_quote(text[ends + 1:]) is None


def _as_xss(taint: Taint) -> Taint:
    """``taint`` with what is dangerous as a whole URL (``script_url``) also dangerous as HTML."""
    moved = taint & _SCRIPT_URL
    return taint | (moved << _TO_XSS if _TO_XSS >= 0 else moved >> -_TO_XSS)


def _placed(before: str | None, start: str | None, taint: Taint) -> Taint:
    """What a value inserted into text holds there: ``before`` is the literal text right before it,
    ``start`` the literal text the whole begins with (``None``: not known, or the value itself)."""
    if before is not None and _URL_ATTRIBUTE.search(before):
        return _as_xss(taint)
    if start and _scheme_fixed(start):
        return taint & _NOT_SCRIPT_URL
    return taint


def _scheme_fixed(prefix: str) -> bool:
    """A URL that starts with ``prefix`` has no script scheme: the prefix ends the scheme
    (``"/"``, ``"https://"``) or starts one that is not a script's (``"http"``)."""
    text = prefix.lstrip().lower()
    if not text or text.startswith(_SCRIPT_SCHEMES):
        return False
    return _NOT_IN_SCHEME.search(text) is not None or not any(scheme.startswith(text) for scheme in _SCRIPT_SCHEMES)


#: operands of a ``+`` chain looked through for its literal start or end (a long chain costs no more)
_TEXT_DEPTH = 8


def _text_end(expr: ast.AST) -> str | None:
    """The literal text ``expr`` ends with (``None``: it ends with a value, or is not known)."""
    text = ""
    for _ in range(_TEXT_DEPTH):
        if type(expr) is ast.JoinedStr and expr.values:  # type: ignore[attr-defined]
            expr = expr.values[-1]  # type: ignore[attr-defined]
        if type(expr) is ast.Constant:
            return expr.value + text if isinstance(expr.value, str) else None  # type: ignore[attr-defined]
        if not (type(expr) is ast.BinOp and type(expr.op) is ast.Add  # type: ignore[attr-defined]
                and type(expr.right) is ast.Constant and isinstance(expr.right.value, str)):  # type: ignore[attr-defined]
            return text or None
        text = expr.right.value + text  # type: ignore[attr-defined]
        expr = expr.left  # type: ignore[attr-defined]
    return text or None


def _text_start(expr: ast.AST) -> str | None:
    """The literal text ``expr`` starts with (``None``: it starts with a value, or is not known)."""
    for _ in range(_TEXT_DEPTH):
        if type(expr) is ast.Constant:
            return expr.value if isinstance(expr.value, str) else None  # type: ignore[attr-defined]
        if type(expr) is ast.BinOp and type(expr.op) is ast.Add:  # type: ignore[attr-defined]
            expr = expr.left  # type: ignore[attr-defined]
        elif type(expr) is ast.JoinedStr and expr.values:  # type: ignore[attr-defined]
            expr = expr.values[0]  # type: ignore[attr-defined]
        else:
            return None
    return None


def _pairs(target: ast.AST, value: ast.AST) -> bool:
    """``a, b = x, "y"``: a tuple bound item by item."""
    return type(target) in (ast.Tuple, ast.List) and type(value) in (ast.Tuple, ast.List) \
        and len(target.elts) == len(value.elts) \
        and not any(type(item) is ast.Starred for item in (*target.elts, *value.elts))  # type: ignore[attr-defined]


def _item_key(snippet: Snippet, expr: ast.AST) -> str | None:
    """A constant key, as it is written into an item path (``'name'``, ``0``); ``None``: not constant."""
    if type(expr) is ast.Constant and isinstance(expr.value, str | int):  # type: ignore[attr-defined]
        return repr(expr.value)  # type: ignore[attr-defined]
    value = constant_value(snippet, expr) if type(expr) is ast.Name else NOT_CONSTANT
    return repr(value) if isinstance(value, str | int) else None


def _item_path(snippet: Snippet, expr: ast.AST) -> str | None:
    """``table``, ``self.table``, ``config['section']``: the path of a container, or ``None``."""
    keys: list[str] = []
    while type(expr) is ast.Subscript:
        key = _item_key(snippet, expr.slice)  # type: ignore[attr-defined]
        if key is None:
            return None
        keys.append(f"[{key}]")
        expr = expr.value  # type: ignore[attr-defined]
    base = dotted(expr)
    return base + "".join(reversed(keys)) if base else None


def _local_names(function: ast.AST) -> frozenset[str]:
    """The names a function binds itself (its parameters and assignment targets, not ``nonlocal``
    or ``global`` ones): anything else it stores into belongs to an enclosing scope."""
    names = set(_parameter_names(function.args)) if hasattr(function, "args") else set()  # type: ignore[attr-defined]
    shared = set()
    for node in ast.walk(function):
        if type(node) is ast.Name and type(node.ctx) is not ast.Load:  # type: ignore[attr-defined]
            names.add(node.id)  # type: ignore[attr-defined]
        elif type(node) in (ast.Nonlocal, ast.Global):
            shared.update(node.names)  # type: ignore[attr-defined]
    return frozenset(names - shared)


def _deferred_function(call: ast.Call) -> ast.AST | None:
    """The function a task runner is handed to call (``tasks.add_task(render, name)``), or ``None``."""
    func = call.func
    at = DEFERRED_CALLERS.get(func.attr) if type(func) is ast.Attribute else None  # type: ignore[attr-defined]
    if at is None or len(call.args) <= at or any(type(arg) is ast.Starred for arg in call.args):
        return None
    return call.args[at]


def _annotates(holder: ast.AST | None, node: ast.AST) -> bool:
    """Whether ``node`` is the annotation of a parameter, a function's return or a name."""
    return isinstance(holder, ast.arg | ast.AnnAssign) and holder.annotation is node \
        or isinstance(holder, ast.FunctionDef | ast.AsyncFunctionDef) and holder.returns is node


def _union(parts: list[Taint]) -> Taint:
    result = CLEAN
    for part in parts:
        result |= part
    return result


def _merge(envs: list[dict[str, Taint]]) -> dict[str, Taint]:
    """What each name holds after paths join: what it holds on any of them. An item entry
    (``table['key']``) missing on one path holds there what its container holds."""
    merged = dict(envs[0])
    for env in envs[1:]:
        for name, taint in env.items():
            if name[0] == "=":  # a constant: kept where every path agrees on it
                continue
            if name not in merged and name.endswith("]"):
                merged[name] = _held(envs[0], name)
            merged[name] = merged.get(name, CLEAN) | taint
        for name in list(merged):
            if name[0] == "=":
                if env.get(name, _DIFFERENT) != merged[name]:
                    del merged[name]
            elif name.endswith("]") and name not in env:
                merged[name] |= _held(env, name)
    return merged


_DIFFERENT = object()
_NONE = object()


def _held(env: dict[str, Taint], path: str) -> Taint:
    while path.endswith("]"):
        path = path[:path.rindex("[")]
        if path in env:
            return env[path]
    return CLEAN


def _cleared(env: dict[str, Taint], checked: dict[str, Taint]) -> dict[str, Taint]:
    """A copy of ``env`` where each checked name keeps only the bits of its mask (0: clean)."""
    copy = dict(env)
    for name, keep in checked.items():
        copy[name] = copy.get(name, CLEAN) & keep
    return copy


def _by_name(snippet: Snippet) -> dict[str, list[ast.AST]]:
    """Every name and attribute of the snippet by the identifier it reads (built once per snippet)."""
    def build() -> dict[str, list[ast.AST]]:
        index: dict[str, list[ast.AST]] = {}
        for node in snippet.nodes(ast.Name, ast.Attribute):
            index.setdefault(node.id if type(node) is ast.Name else node.attr, []).append(node)  # type: ignore[attr-defined]
        return index
    return derive(snippet, "names-and-attributes", build)


#: methods that only read a dict
_DICT_READS = frozenset({"items", "keys", "values", "get", "copy", "__contains__", "__len__"})
#: constants an ``any(...)`` over a module list is tried with, one by one: in a long-lived test process
#: (the full suite) a probe cost about 2,000 times what it costs in a fresh one, cause not found, so
#: longer lists stay untried (the test proves nothing) until it is
_MAX_PROBED_ITEMS = 64


class _Substituted(ast.NodeTransformer):
    """An expression with one name replaced by a constant (a loop variable by one of its items)."""

    def __init__(self, name: str, value: object) -> None:
        self.name, self.value = name, value

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.Constant(self.value) if node.id == self.name else node  # type: ignore[arg-type]


def _set_of(expr: ast.AST) -> str | None:
    """``set(name)`` or ``frozenset(name)``: the name whose characters (or items) it holds."""
    if type(expr) is ast.Call and type(expr.func) is ast.Name and expr.func.id in ("set", "frozenset") \
            and len(expr.args) == 1 and not expr.keywords:  # type: ignore[attr-defined]
        return dotted(expr.args[0])  # type: ignore[attr-defined]
    return None


def _both(first: dict[str, Taint], second: dict[str, Taint]) -> dict[str, Taint]:
    """The names two checks that both hold prove safe (each keeps what neither removes)."""
    combined = dict(first)
    for name, keep in second.items():
        combined[name] = combined.get(name, -1) & keep
    return combined


def _either(first: dict[str, Taint], second: dict[str, Taint]) -> dict[str, Taint]:
    """What holds when one of two checks holds: only names both prove safe, each keeping either's bits."""
    return {name: keep | second[name] for name, keep in first.items() if name in second}


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


def _not_html_type(value: object) -> bool:
    return isinstance(value, str) and "html" not in value.lower()


def _sets_content_type(snippet: Snippet, target: ast.AST, name: str) -> bool:
    """``name.headers["Content-Type"] = ...``, ``name["Content-Type"] = ...``, ``name.mimetype = ...``."""
    if isinstance(target, ast.Attribute):
        return target.attr in ("mimetype", "content_type") and dotted(target.value) == name
    if isinstance(target, ast.Subscript):
        key = constant_value(snippet, target.slice)
        owner = dotted(target.value)
        return isinstance(key, str) and key.lower() == "content-type" and owner in (name, f"{name}.headers")
    return False


def _prefix_test(test: ast.AST) -> tuple[str, bool, bool] | None:
    """``name.startswith(prefix)``, perhaps under ``not``: (name, whether the prefix is "/"
    alone, whether it is negated); ``None`` for any other test. A prefix that covers "//"
    (``"//"``, ``("//", "/\\")``) counts as the network-path test."""
    negated = False
    while isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test, negated = test.operand, not negated
    if not (isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "startswith"
            and len(test.args) == 1 and not test.keywords):
        return None
    name = dotted(test.func.value)
    prefix = test.args[0]
    prefixes = [prefix] if not isinstance(prefix, ast.Tuple) else prefix.elts
    values = [item.value for item in prefixes if isinstance(item, ast.Constant)]
    if name is None or len(values) != len(prefixes):
        return None
    if values == ["/"]:
        return name, True, negated
    return (name, False, negated) if "//" in values else None


def _local_path_check(test: ast.BoolOp) -> str | None:
    """The name a test proves a path on this site when it holds (``and``: ``u.startswith("/")
    and not u.startswith("//")``) or when it fails (``or``: ``not u.startswith("/") or
    u.startswith("//")``): a relative URL that no browser reads as another host's."""
    tests = [found for found in map(_prefix_test, test.values) if found is not None]
    conjunction = isinstance(test.op, ast.And)
    for name, slash, negated in tests:
        if slash and negated != conjunction and any(
                other == name and not other_slash and other_negated == conjunction
                for other, other_slash, other_negated in tests):
            return name
    return None


def _reads_field(function: ast.AST, owner: str, name: str) -> bool:
    """``function`` reads ``owner.name`` (its own object's field)."""
    return any(isinstance(node, ast.Attribute) and node.attr == name and isinstance(node.ctx, ast.Load)
               and isinstance(node.value, ast.Name) and node.value.id == owner for node in ast.walk(function))


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


def route_parameters(function: ast.AST, choices: frozenset[str] = frozenset()) -> set[str] | None:
    """The parameters a web framework fills from the request, when ``function`` is a route
    (``choices``: the snippet's enumerations, whose members a parameter typed so is)."""
    for decorator in getattr(function, "decorator_list", ()):
        if not (isinstance(decorator, ast.Call) and isinstance(decorator.func, ast.Attribute)
                and decorator.func.attr in ROUTE_DECORATORS and decorator.args):
            continue
        path = decorator.args[0]
        if not (isinstance(path, ast.Constant) and isinstance(path.value, str) and path.value.startswith("/")):
            continue
        return request_filled(function.args, choices) - _converted(path.value)  # type: ignore[attr-defined]
    return None


_RAW_VALUE = re.compile(r"\{\{\s*([A-Za-z_]\w*)[^}]*?\|\s*safe\b")


#: methods of Starlette's ``URL`` that change its query string only (the host stays)
_QUERY_METHODS = frozenset({"include_query_params", "replace_query_params", "remove_query_params"})
#: base classes of models that validate each field against its annotation when built (Pydantic's)
_VALIDATING_MODELS = frozenset({"BaseModel", "SQLModel"})
#: Pydantic's URL types: a field typed so holds a parsed URL, whose ``host`` and ``scheme`` can be checked
_PARSED_URL_TYPES = frozenset({"HttpUrl", "AnyUrl", "AnyHttpUrl", "AnyWebsocketUrl", "HttpsUrl"})
#: Django's generic editing views and the hooks they call with the form bound to the request's data
_FORM_VIEWS = ("FormView", "CreateView", "UpdateView", "FormMixin", "ModelFormMixin", "LoginView",
               "PasswordChangeView", "PasswordResetView")
_FORM_HOOKS = frozenset({"form_valid", "form_invalid"})
#: methods of class-based views whose return value the framework redirects to (Django's
#: ``FormView``/``DeleteView``/``LoginView``, ``RedirectView``)
_REDIRECT_HOOKS = frozenset({"get_success_url", "get_redirect_url"})
#: ``href="{{ name`` (any URL attribute): a name whose value starts the attribute's URL
_URL_VALUE = re.compile(r"""(?:\A|[\s"'])(?:href|src|action|formaction|poster|cite|background|codebase|data"""
                        r"""|xlink:href)\s*=\s*["']?\s*\{\{\s*([A-Za-z_]\w*)""", re.IGNORECASE)


def _template_output(source: object, keywords: dict[str | None, Taint], escaped: bool) -> Taint:
    """What a page rendered from a template's text ``source`` holds of the values it is given by
    name: every value's taint where the template does not escape, else the ``|safe`` values'
    and, for the values that start a URL attribute (``href="{{ url }}"``), what makes a URL
    dangerous as a page (escaping leaves ``javascript:`` working)."""
    raw = _raw_in_template(source) if escaped else None
    output = CLEAN
    urls = frozenset(_URL_VALUE.findall(source)) if isinstance(source, str) else frozenset()
    for name, taint in keywords.items():
        if raw is None or name in raw or name is None and (raw or urls):  # ``None``: values of unknown names
            output |= taint
        elif name in urls:
            output |= _as_xss(taint & _SCRIPT_URL)
    return output


def _raw_in_template(source: object) -> frozenset[str] | None:
    """The names a template's text inserts as they are (``{{ name|safe }}``); ``None`` (every
    name) under ``{% autoescape false %}``; none for a template that is not constant text."""
    if not isinstance(source, str):
        return frozenset()
    if re.search(r"autoescape\s+(?:false|off)", source, re.IGNORECASE):
        return None
    return frozenset(_RAW_VALUE.findall(source))


def _converted(rule: str) -> set[str]:
    """The parts of a URL rule converted to a number or a UUID (``/items/<int:item_id>``)."""
    return {name for converter, name in re.findall(r"<(?:(\w+):)?(\w+)>", rule) if converter in ("int", "float", "uuid")}


def _registered_views(snippet: Snippet, functions: dict[str, list[ast.AST]]) -> dict[ast.AST, str]:
    """Functions of the snippet that ``add_url_rule(rule, endpoint, view_func)`` serves, and each one's rule."""
    found: dict[ast.AST, str] = {}
    for call in snippet.nodes(ast.Call):
        func = call.func  # type: ignore[attr-defined]
        if not (isinstance(func, ast.Attribute) and func.attr == "add_url_rule" and call.args):  # type: ignore[attr-defined]
            continue
        rule = constant_value(snippet, call.args[0])  # type: ignore[attr-defined]
        view = keyword_value(call, "view_func")  # type: ignore[arg-type]
        if view is None and len(call.args) > 2:  # type: ignore[attr-defined]
            view = call.args[2]  # type: ignore[attr-defined]
        defined = functions.get(view.id, ()) if isinstance(view, ast.Name) else ()
        if isinstance(rule, str) and len(defined) == 1:
            found[defined[0]] = rule
    return found


#: generic types whose every argument is what their items are (``list[int]``, ``int | None``)
_CONTAINER_TYPES = frozenset({"list", "List", "set", "Set", "frozenset", "FrozenSet", "tuple", "Tuple", "Sequence",
                              "Optional", "Union"})


def _validated_type(annotation: ast.AST | None, depth: int = 0, choices: frozenset[str] = frozenset()) -> bool:
    """A parameter type the framework validates to values that carry no text of the client's: a
    number, a bool, a UUID, a date, one of the constants of a ``Literal[...]`` or a member of an
    enumeration (``choices``: the snippet's own ``Enum``/``StrEnum`` classes), and containers or
    unions of those (``list[int]``, ``Optional[UUID]``, ``int | None``, ``Annotated[int, Query()]``)."""
    if annotation is None or depth > 4:
        return False
    if type(annotation) is ast.Constant:
        return annotation.value is None or annotation.value is Ellipsis  # type: ignore[attr-defined]
    if isinstance(annotation, ast.Name | ast.Attribute):
        name = annotation.attr if isinstance(annotation, ast.Attribute) else annotation.id
        return name in SAFE_PARAMETER_TYPES or type(annotation) is ast.Name and name in choices
    if isinstance(annotation, ast.BinOp) and isinstance(annotation.op, ast.BitOr):
        return _validated_type(annotation.left, depth + 1, choices) \
            and _validated_type(annotation.right, depth + 1, choices)
    if isinstance(annotation, ast.Subscript):
        base = dotted(annotation.value) or ""
        base = base.rpartition(".")[2]
        items = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else [annotation.slice]
        if base == "Literal":  # ``Literal["name", "size"]``: anything else is refused (422)
            return all(type(item) is ast.Constant for item in items)
        if base == "Annotated":
            return _validated_type(items[0], depth + 1, choices)
        return base in _CONTAINER_TYPES and all(_validated_type(item, depth + 1, choices) for item in items)
    return False


#: FastAPI's parameter declarations and Pydantic's constraints that take a ``pattern=`` (``regex=``
#: before FastAPI 0.100 / Pydantic 2) the framework checks the value against, answering 422 otherwise
_PATTERN_DECLARATIONS = frozenset({"Query", "Path", "Form", "Header", "Cookie", "Body", "Field",
                                   "StringConstraints", "constr"})


#: the data a validated Django form or DRF serializer holds, field by field
_VALIDATED_DATA = frozenset({"cleaned_data", "validated_data"})
#: form and serializer fields (Django's and DRF's) whose validator searches a fixed pattern
#: (``validate_slug``; ``allow_unicode=True`` admits ``\\w`` letters, no more specials)
_FIELD_PATTERNS = {"SlugField": r"^[-a-zA-Z0-9_]+\Z"}


#: the keywords ``Path.open`` takes besides the mode (``open``'s text options)
_OPEN_OPTIONS = frozenset({"mode", "buffering", "encoding", "errors", "newline"})
#: Pydantic's decorators of a model's validators (v2 and v1), which name the fields they validate
_FIELD_VALIDATORS = frozenset({"field_validator", "validator"})


def _field_validators(model: ast.ClassDef, name: str) -> list[ast.FunctionDef]:
    """The model's validators of field ``name`` whose return value replaces it (``mode="wrap"``
    hands a handler too, and is left out: its return is not read as the value's)."""
    found = []
    for method in model.body:
        if not isinstance(method, ast.FunctionDef) or len(_parameter_names(method.args)) < 2:
            continue
        for decorator in method.decorator_list:
            if not (isinstance(decorator, ast.Call)
                    and (dotted(decorator.func) or "").rpartition(".")[2] in _FIELD_VALIDATORS):
                continue
            mode = keyword_value(decorator, "mode")
            if any(type(arg) is ast.Constant and arg.value in (name, "*") for arg in decorator.args) \
                    and not (type(mode) is ast.Constant and mode.value == "wrap"):
                found.append(method)
    return found


def declared_pattern(annotation: ast.AST | None, default: ast.AST | None) -> str | None:
    """The constant ``pattern=`` a parameter or a model field declares
    (``Annotated[str, Query(pattern=r"^[\\w.-]+$")]``, ``= Query(None, pattern=...)``,
    ``constr(pattern=...)``, ``Field(pattern=...)``); ``None`` when it declares none."""
    declarations = [default] if isinstance(default, ast.Call) else []
    if isinstance(annotation, ast.Subscript) and (dotted(annotation.value) or "").rpartition(".")[2] == "Annotated" \
            and isinstance(annotation.slice, ast.Tuple):
        declarations += [item for item in annotation.slice.elts[1:] if isinstance(item, ast.Call)]
    elif isinstance(annotation, ast.Call):
        declarations.append(annotation)  # ``code: constr(pattern=...)``
    for call in declarations:
        if (dotted(call.func) or "").rpartition(".")[2] not in _PATTERN_DECLARATIONS:  # type: ignore[attr-defined]
            continue
        for keyword in call.keywords:  # type: ignore[attr-defined]
            if keyword.arg in ("pattern", "regex") and type(keyword.value) is ast.Constant \
                    and isinstance(keyword.value.value, str):
                return keyword.value.value
    return None


def declared_patterns(arguments: ast.arguments) -> dict[str, Taint]:
    """What the parameters declared with a pattern the framework checks keep of the request's data
    (``target: Annotated[str, Query(pattern=r"^[\\w.-]+$")]``): a search of a pattern anchored at both
    ends is a whole match, and the value keeps only the kinds whose specials the pattern admits; an
    unanchored one (``pattern=r"[\\w.-]+"`` finds a match inside ``x;rm -rf /``) proves nothing."""
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults: dict[str, ast.AST | None] = dict(zip([arg.arg for arg in positional[len(positional) - len(arguments.defaults):]],
                                                   arguments.defaults))
    defaults.update(zip([arg.arg for arg in arguments.kwonlyargs], arguments.kw_defaults))
    found = {}
    for arg in [*positional, *arguments.kwonlyargs]:
        pattern = declared_pattern(arg.annotation, defaults.get(arg.arg))
        if pattern is not None and whole_match_pattern(pattern):
            found[arg.arg] = _pattern_leaves(pattern)
    return found


def request_filled(arguments: ast.arguments, choices: frozenset[str] = frozenset()) -> set[str]:
    """The parameters of a route, or of a FastAPI dependency (``Depends(provider)``), that the
    framework fills from the request: not the request itself, not typed as a number, a bool, a
    choice (``Literal[...]``, an enumeration named in ``choices``) or a ``Request``, not injected
    by ``Depends``/``Security``."""
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults = {arg.arg: default for arg, default in
                zip(positional[len(positional) - len(arguments.defaults):], arguments.defaults)}
    defaults.update((arg.arg, default) for arg, default in zip(arguments.kwonlyargs, arguments.kw_defaults)
                    if default is not None)
    untrusted = set()
    for arg in [*positional, *arguments.kwonlyargs]:
        annotation = arg.annotation
        kind = annotation.attr if isinstance(annotation, ast.Attribute) else getattr(annotation, "id", None)
        default = defaults.get(arg.arg)
        injected = isinstance(default, ast.Call) and getattr(default.func, "id", "") in ("Depends", "Security")
        if arg.arg in _NOT_ROUTE_PARAMETERS or _validated_type(annotation, choices=choices) or kind == "Request" \
                or injected:
            continue
        untrusted.add(arg.arg)
    return untrusted
