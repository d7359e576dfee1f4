"""Second looks at ruff reports that ruff's own analysis cannot settle.

A report listed here is dropped when the tree shows what ruff does not look at:

- F821 (undefined name): the module writes its namespace through ``globals()``
  (``globals().update(...)``, ``globals()[name] = ...``), so any name may be defined
  there; or the use sits in the body of a ``try`` that handles ``NameError`` (``try:
  get_ipython() except NameError: ...``), so the author expects it to be missing; or the
  name is ``__path__``, which every package's ``__init__`` has;
- S202 (``tarfile`` extraction): the call passes ``filter=`` (PEP 706's extraction
  filters, ``"data"`` or a callable), which is the fix the rule asks for;
- S108 (temporary file or directory): the string is a temporary directory itself
  (``"/tmp"``, ``"/var/tmp/"``), as in a list of candidate directories, not a file
  with a predictable name in one.

ruff's S rules port bandit's: they report a dangerous call whatever reaches it. Where the
call shows that nothing from outside can, the report is dropped; data from a request,
``input()``, the command line, the environment or a socket reaching the same call is
reported by codereward's own source-to-sink rules (CR220-CR235) whatever is said here:

"Nothing from outside" means ``made_safe``: built only from constants, sanitizers for the
sink's kind (``shlex.quote``, ``int``, ``html.escape`` ...) and lookups in constant tables.

- S102/S307 (``exec``/``eval``): the code is made safe (a constant is the program's own
  code: CR108 and CR215 read it), or it runs in a namespace the program builds and passes by name
  (``exec(code, module.__dict__)``, ``eval(expr, frame.f_globals, frame.f_locals)``): how
  interpreters, debuggers and code generators (``namedtuple``, ``dataclasses``) work. A
  fresh dict (``eval(expr, {"__builtins__": {}})``, ``ns = {}``) is kept: it is the
  well-known sandbox that is not one; so is ``globals()``, the program's own namespace. A
  dict literal of the program's objects (``{"environment": env}``) is a code generator's.
- S602/S604/S605 (a shell runs the command): the command is made safe (a constant, or
  ``"ping " + shlex.quote(host)``), so nothing can be injected into it; for
  ``shell = functools.partial(subprocess.run, shell=True)``, every command its calls pass.
- S608 (SQL built as a string): the query is made safe (``"... WHERE id = %d" % int(uid)``).
- S301/S302/S506 (``pickle``/``marshal``/``yaml.load``): the loader is a safe one that
  ruff cannot see through (``Loader=self.loader`` set from ``getattr(yaml, settings.loader)``
  with a module-level settings object whose class says ``"SafeLoader"``), or the data provably
  never came from outside: made by ``dumps`` in the same expression (``pickle.loads(pickle.dumps(obj))``,
  a deep copy), made safe, read in a request handler where source-to-sink tracking finds
  no data from outside reaching the call, or a parameter of a helper whose every caller
  in the snippet passes it none, or a field of an object that every construction in the
  snippet gives none (CR235 reports the handlers where data from outside arrives).
- S610/S611 (Django's ``extra``/``RawSQL``): the module does not import Django (``.extra``
  is a common method name, e.g. anyio's streams).
- S704 (``Markup``): the argument is a value, not markup being built from text
  (``Markup(rendered)`` marks what was escaped elsewhere; ``Markup("<b>" + name + "</b>")``
  and f-strings are kept).
- S308 (Django's ``mark_safe``): the text it marks is made safe (a constant, text built
  from escaped parts, or, in a request handler, text no data from outside reaches).

Only snippets with such a report are parsed again (when the analyzer's parallel path
handed ruff an unparsed one), so the common case costs nothing.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from codereward.findings import Finding
from codereward.rules.analysis.blocks import enclosing_function
from codereward.rules.analysis.core import analysis, derive
from codereward.rules.analysis.names import qualified_name, resolve
from codereward.rules.analysis.nodes import dotted
from codereward.rules.analysis.passed import arguments_passed, field_values
from codereward.rules.analysis.safe_values import made_safe, safe_yaml_load
from codereward.rules.analysis.taint import taint_flows
from codereward.rules.analysis.values import argument
from codereward.rules.analysis.web import handles_request
from codereward.snippet import Snippet
from codereward.tools.common import call_at

_NAMESPACE_WRITE = re.compile(r"\bglobals\(\)\s*(?:\.update\(|\.setdefault\(|\[)")
_NAME = re.compile(r"`([^`]+)`")
_PACKAGE_NAMES = frozenset({"__path__"})
_TEMP_DIRECTORY = re.compile(r'"(?:/var|/usr)?/tmp/?"|"/dev/shm/?"')
_NAME_ERROR_CATCHERS = frozenset({"NameError", "Exception", "BaseException"})


def confirmed(snippet: Snippet, findings: list[Finding]) -> list[Finding]:
    """``findings`` without the reports the module docstring lists."""
    if not any(f.rule in _CHECKS for f in findings):
        return findings
    if snippet.tree is None:
        snippet = Snippet.parse(snippet.source, snippet.path)
    tree = snippet.tree
    if tree is None:
        return findings
    return [f for f in findings if f.rule not in _CHECKS or not _CHECKS[f.rule](snippet, tree, f)]


def _defined_elsewhere(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    if _NAMESPACE_WRITE.search(snippet.source):
        return True
    match = _NAME.search(finding.message)
    if match and match.group(1) in _PACKAGE_NAMES:
        return True
    # once per snippet, not per report: a large module has hundreds of F821 reports
    return finding.line in derive(snippet, _guarded, lambda: _guarded(snippet))


def _guarded(snippet: Snippet) -> frozenset[int]:
    """The lines of ``try`` bodies whose handlers catch ``NameError``."""
    found: set[int] = set()
    for node in snippet.nodes(ast.Try):
        if any(_catches_name_error(h) for h in node.handlers):  # type: ignore[attr-defined]
            for stmt in node.body:  # type: ignore[attr-defined]
                found.update(range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1))
    return frozenset(found)


def _catches_name_error(handler: ast.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(kind, ast.Name) and kind.id in _NAME_ERROR_CATCHERS for kind in kinds)


def _filtered_extraction(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    return any(node.lineno == finding.line and isinstance(node.func, ast.Attribute)  # type: ignore[attr-defined]
               and node.func.attr in ("extractall", "extract")  # type: ignore[attr-defined]
               and any(k.arg == "filter" for k in node.keywords)  # type: ignore[attr-defined]
               for node in snippet.nodes(ast.Call))


def _names_a_directory(_snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    return _TEMP_DIRECTORY.search(finding.message) is not None


def _expression_at(snippet: Snippet, finding: Finding) -> ast.expr | None:
    """The outermost string-building expression a report starts at (S608 points at the query)."""
    kinds = (ast.BinOp, ast.JoinedStr, ast.Call)
    at = [node for kind in kinds for node in snippet.nodes(kind)
          if node.lineno == finding.line and node.col_offset == finding.column]
    return max(at, key=lambda node: (node.end_lineno or 0, node.end_col_offset or 0), default=None)


def _contained_code(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    call = call_at(snippet, finding)
    if call is None or dotted(call.func) not in ("exec", "eval", "builtins.exec", "builtins.eval"):
        return False
    if made_safe(snippet, argument(call, 0, "source"), "code"):
        return True
    namespace = argument(call, 1, "globals")
    if namespace is None:
        return False
    # ``ns = {}; exec(code, ns)`` is still the literal; ``if globals is None: globals = {}``
    # (a caller's namespace, or a fresh one by default) is an interpreter's
    values = resolve(snippet, namespace)[0] if isinstance(namespace, ast.Name) else [namespace]
    return bool(values) and not all(_fresh_namespace(value) for value in values)


def _fresh_namespace(value: object) -> bool:
    """An empty dict or one that sets ``__builtins__`` (the sandbox that is not one, also
    through ``ns = {}``), or ``globals()``/``locals()``, the program's own namespace. A dict
    that hands the code the program's objects (``{"environment": env}``) is a code
    generator's namespace."""
    if isinstance(value, ast.Dict):
        return not value.keys or any(isinstance(key, ast.Constant) and key.value == "__builtins__"
                                     for key in value.keys)
    return isinstance(value, ast.Constant) or (
        isinstance(value, ast.Call) and dotted(value.func) in ("dict", "globals", "locals"))


def _safe_command(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    call = call_at(snippet, finding)
    if call is not None and qualified_name(snippet, call.func) == "functools.partial" and call.args:
        return _partial_commands_safe(snippet, call)
    return call is not None and made_safe(snippet, argument(call, 0, "args") or argument(call, 0, "command"), "command")


def _partial_commands_safe(snippet: Snippet, partial: ast.Call) -> bool:
    """``shell = functools.partial(subprocess.run, shell=True)``: the commands it runs are
    those its calls pass (``shell(command)``), when every use of the name calls it."""
    if len(partial.args) > 1:
        return made_safe(snippet, partial.args[1], "command")  # the command bound with the function
    holder = snippet.parents.get(partial)
    if not (isinstance(holder, ast.Assign) and len(holder.targets) == 1 and isinstance(holder.targets[0], ast.Name)):
        return False
    name = holder.targets[0].id
    commands = []
    for use in snippet.nodes(ast.Name):
        if use.id != name or use is holder.targets[0]:  # type: ignore[attr-defined]
            continue
        call = snippet.parents.get(use)
        if not (isinstance(call, ast.Call) and call.func is use and type(use.ctx) is ast.Load):  # type: ignore[attr-defined]
            return False  # rebound, passed on, stored: its calls are out of sight
        commands.append(argument(call, 0, "args"))
    return bool(commands) and all(made_safe(snippet, command, "command") for command in commands)


def _safe_query(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    return made_safe(snippet, _expression_at(snippet, finding), "sql")


def _trusted_data(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    call = call_at(snippet, finding)
    if call is None:
        return False
    data = argument(call, 0, "data") or argument(call, 0, "stream") or argument(call, 0, "file")
    if _made_by_dumps(data) or safe_yaml_load(snippet, call):
        return True
    if data is not None and made_safe(snippet, data, "deserialization"):
        return True
    function = enclosing_function(snippet, call)
    flows = taint_flows(snippet)
    if function is not None and not handles_request(snippet, function):
        passed = arguments_passed(snippet, function, data) or field_values(snippet, function, data)
        if passed:  # a helper of the snippet's own, or an object's field: judged by what it is given
            return not any(flows.tainted_for(argument, "deserialization") and not _made_by_dumps(argument)
                           for argument in passed)
    if function is None or not handles_request(snippet, function):
        return False  # data of unknown origin (a parameter of a library function): as ruff says
    if flows.gave_up is not None or flows.tainted_for(data, "deserialization"):
        return False
    return not any(getattr(flow.node, "lineno", None) == call.lineno for flow in flows.of_kinds(("deserialization",)))


def _made_by_dumps(data: ast.AST | None) -> bool:
    return isinstance(data, ast.Call) and (dotted(data.func) or "").rsplit(".", 1)[-1] == "dumps"


def _not_django(snippet: Snippet, _tree: ast.Module, _finding: Finding) -> bool:
    return not any(name.split(".", 1)[0] == "django" for name in analysis(snippet).imports.values())


def _marks_a_value(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    call = call_at(snippet, finding)
    text = argument(call, 0, "base") if call is not None else None
    if text is None or made_safe(snippet, text, "xss"):
        return text is not None
    building = isinstance(text, ast.BinOp | ast.JoinedStr) or (
        isinstance(text, ast.Call) and isinstance(text.func, ast.Attribute) and text.func.attr in ("format", "join"))
    return not building


def _safe_markup(snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    call = call_at(snippet, finding)
    text = argument(call, 0, "s") if call is not None else None
    return text is not None and made_safe(snippet, text, "xss")


_CHECKS: dict[str, Callable[[Snippet, ast.Module, Finding], bool]] = {
    "S108": _names_a_directory,
    "F821": _defined_elsewhere,
    "S202": _filtered_extraction,
    "S102": _contained_code,
    "S307": _contained_code,
    "S602": _safe_command,
    "S604": _safe_command,
    "S605": _safe_command,
    "S608": _safe_query,
    "S301": _trusted_data,
    "S302": _trusted_data,
    "S506": _trusted_data,
    "S610": _not_django,
    "S611": _not_django,
    "S704": _marks_a_value,
    "S308": _safe_markup,
}
