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

Only snippets with such a report are parsed again (when the analyzer's parallel path
handed ruff an unparsed one), so the common case costs nothing.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from codereward.findings import Finding
from codereward.snippet import Snippet

_NAMESPACE_WRITE = re.compile(r"\bglobals\(\)\s*(?:\.update\(|\.setdefault\(|\[)")
_NAME = re.compile(r"`([^`]+)`")
_PACKAGE_NAMES = frozenset({"__path__"})
_TEMP_DIRECTORY = re.compile(r'"(?:/var|/usr)?/tmp/?"|"/dev/shm/?"')
_NAME_ERROR_CATCHERS = frozenset({"NameError", "Exception", "BaseException"})


def confirmed(snippet: Snippet, findings: list[Finding]) -> list[Finding]:
    """``findings`` without the reports the module docstring lists."""
    if not any(f.rule in _CHECKS for f in findings):
        return findings
    tree = snippet.tree if snippet.tree is not None else Snippet.parse(snippet.source, snippet.path).tree
    if tree is None:
        return findings
    return [f for f in findings if f.rule not in _CHECKS or not _CHECKS[f.rule](snippet, tree, f)]


def _defined_elsewhere(snippet: Snippet, tree: ast.Module, finding: Finding) -> bool:
    if _NAMESPACE_WRITE.search(snippet.source):
        return True
    match = _NAME.search(finding.message)
    if match and match.group(1) in _PACKAGE_NAMES:
        return True
    return any(finding.line in lines for lines in _guarded(tree))


def _guarded(tree: ast.Module) -> list[range]:
    """Line ranges of ``try`` bodies whose handlers catch ``NameError``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(_catches_name_error(h) for h in node.handlers):
            found.extend(range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1) for stmt in node.body)
    return found


def _catches_name_error(handler: ast.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(kind, ast.Name) and kind.id in _NAME_ERROR_CATCHERS for kind in kinds)


def _filtered_extraction(_snippet: Snippet, tree: ast.Module, finding: Finding) -> bool:
    return any(isinstance(node, ast.Call) and node.lineno == finding.line and isinstance(node.func, ast.Attribute)
               and node.func.attr in ("extractall", "extract") and any(k.arg == "filter" for k in node.keywords)
               for node in ast.walk(tree))


def _names_a_directory(_snippet: Snippet, _tree: ast.Module, finding: Finding) -> bool:
    return _TEMP_DIRECTORY.search(finding.message) is not None


_CHECKS: dict[str, Callable[[Snippet, ast.Module, Finding], bool]] = {
    "S108": _names_a_directory,
    "F821": _defined_elsewhere,
    "S202": _filtered_extraction,
}
