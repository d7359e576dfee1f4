"""CR202: imports of standard-library modules that are removed, unmaintained or carry a known vulnerability."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import TRY_TYPES, dotted, handler_types, walk
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@dataclass(frozen=True)
class Advisory:
    reason: str
    advisory: str
    severity: Severity


_PEP594 = "deprecated in Python 3.11 and removed in 3.13; it no longer receives fixes"
_PEP594_312 = "deprecated in Python 3.6 and removed in 3.12; it no longer receives fixes"

#: module -> why importing it is a liability. Kept to what the Python documentation and
#: the CVE list state. Deliberately absent because bandit already reports them (B4xx,
#: with its own CWE): telnetlib (B401), ftplib (B402), pickle (B403), xml.* (B405-B409),
#: xmlrpc (B411), wsgiref CGIHandler/httpoxy (B412), pycrypto's ``Crypto`` (B413), pyghmi
#: (B415). Deliberately absent because the import alone says nothing: third-party
#: packages whose vulnerable versions cannot be told apart from fixed ones by the import
#: (PyYAML, requests, Jinja2, ...), which is the job of a dependency scanner.
ADVISORIES: dict[str, Advisory] = {
    "mailcap": Advisory("shell command injection through `mailcap.findmatch` with untrusted input; "
                        + _PEP594, "CVE-2015-20107", Severity.MEDIUM),
    "cgi": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "cgitb": Advisory(_PEP594 + "; its tracebacks expose source and local variables to web clients",
                      "PEP 594", Severity.LOW),
    "crypt": Advisory(_PEP594 + "; use `hashlib.scrypt` or a maintained password-hashing library",
                      "PEP 594", Severity.LOW),
    "pipes": Advisory(_PEP594 + "; use `shlex.quote` and `subprocess`", "PEP 594", Severity.LOW),
    "nntplib": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "uu": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "xdrlib": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "spwd": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "nis": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "msilib": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "imghdr": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "sndhdr": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "audioop": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "aifc": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "sunau": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "chunk": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "ossaudiodev": Advisory(_PEP594, "PEP 594", Severity.LOW),
    "asyncore": Advisory(_PEP594_312 + "; use `asyncio`", "PEP 594", Severity.LOW),
    "asynchat": Advisory(_PEP594_312 + "; use `asyncio`", "PEP 594", Severity.LOW),
    "smtpd": Advisory(_PEP594_312 + "; use the `aiosmtpd` package", "PEP 594", Severity.LOW),
    "imp": Advisory("deprecated since Python 3.4 and removed in 3.12; use `importlib`", "gh-98040", Severity.LOW),
    "distutils": Advisory("deprecated in Python 3.10 and removed in 3.12; use `setuptools`/`sysconfig`",
                          "PEP 632", Severity.LOW),
}

_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError", "Exception", "BaseException"})


def _guarded(snippet: Snippet, node: ast.AST) -> bool:
    """An import in ``try: ... except ImportError`` or under ``if sys.version_info ...``
    is a compatibility fallback, not a dependency."""
    child = node
    for ancestor in snippet.ancestors(node):
        if isinstance(ancestor, TRY_TYPES) and any(s is child for s in ancestor.body) and any(
                h.type is None or any(dotted(t) in _IMPORT_ERRORS for t in handler_types(h))
                for h in ancestor.handlers):
            return True
        if isinstance(ancestor, ast.If) and any(
                dotted(n) in ("sys.version_info", "version_info") for n in walk(ancestor.test)):
            return True
        child = ancestor
    return False


@register
class VulnerableImport(AstRule):
    """## What it does
    Reports imports of standard-library modules that were removed from Python because
    they were unmaintained (PEP 594, PEP 632: `cgi`, `cgitb`, `crypt`, `pipes`,
    `asyncore`, `asynchat`, `smtpd`, `imp`, `distutils`, ...) or that carry a known
    vulnerability (`mailcap`, CVE-2015-20107). Each entry of the module's table names its
    reason and its advisory. Imports inside `try: ... except ImportError:` or under a
    `sys.version_info` check are compatibility fallbacks and are not reported.

    Modules that bandit already reports on import (`telnetlib`, `ftplib`, `pickle`,
    `xml.*`, `xmlrpc`, pycrypto's `Crypto`, ...) are deliberately not in the table.

    ## Why is this bad?
    A removed module gets no security fixes, and the code fails with
    `ModuleNotFoundError` on current Python. A module with a known injection flaw is an
    attack path whenever it sees untrusted input. Severity is medium for a module with
    a CVE, low for a module that is only unmaintained.

    ## Example
    ```python
    import cgi

    form = cgi.FieldStorage()
    ```

    ## Use instead
    ```python
    from urllib.parse import parse_qs

    form = parse_qs(environ["QUERY_STRING"])
    ```
    """

    id = "CR202"
    name = "vulnerable-import"
    characteristic = Characteristic.SECURITY
    cwe = 1395
    severity = Severity.MEDIUM
    node_types = (ast.Import, ast.ImportFrom)
    message = "Import of a removed, unmaintained or vulnerable module"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        reported: set[str] = set()  # one dependency is one defect, however many lines import from it
        for node in snippet.nodes(ast.Import, ast.ImportFrom):
            if isinstance(node, ast.ImportFrom):
                if node.level or not node.module:
                    continue
                modules = [node.module]
            else:
                modules = [alias.name for alias in node.names]
            for module in modules:
                top = module.split(".")[0]
                entry = ADVISORIES.get(top)
                if entry is not None and top not in reported and not _guarded(snippet, node):
                    reported.add(top)
                    yield self.finding(node, f"`{top}`: {entry.reason} ({entry.advisory})",
                                       severity=entry.severity)
