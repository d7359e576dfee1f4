"""CR215: code passed to `exec`/`eval`/`compile` as a string is analysed as code."""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_text, qualified_name
from codereward.rules.analysis.dynamic import DANGEROUS_CALLS, LOOKUP_WORDS, is_dynamic, lookup_target
from codereward.rules.base import AstRule, register, registered
from codereward.snippet import Snippet

RUNNERS = frozenset({"exec", "eval", "compile"})
#: strings inside strings are followed this deep (``exec("exec('...')")``)
MAX_DEPTH = 3
_DEPTH_MARK = "#string-code"


def _runner(snippet: Snippet, call: ast.Call, lookups: bool) -> str | None:
    """``exec``/``eval``/``compile`` when ``call`` calls one, directly or (``lookups``) by name."""
    func = call.func
    if isinstance(func, ast.Name) and func.id in RUNNERS:
        name = qualified_name(snippet, func)
    elif lookups and is_dynamic(func):
        name = lookup_target(snippet, func)
    else:
        return None
    return name if name in RUNNERS else None


@register
class CodeInString(AstRule):
    """## What it does
    Analyses the code in a string passed to `exec`, `eval` or `compile` (a literal, or
    one put together from literal pieces) as code: every codereward rule runs on it,
    and a dangerous call in it (`os.system`, `subprocess.*`, `eval`, `pickle.loads`, ...)
    is reported with that call's weakness. Findings point at the string.

    ## Why is this bad?
    Code in a string is code that no linter, reviewer or analyzer reads:
    `exec("import os; os.system('rm -rf ~/data')")` deletes the same files as the direct
    call, and would otherwise be scored as one `exec`.

    ## Example
    ```python
    def cleanup():
        exec("import os; os.system('rm -rf /var/cache/app')")
    ```

    ## Use instead
    ```python
    import shutil

    def cleanup():
        shutil.rmtree("/var/cache/app", ignore_errors=True)
    ```
    """

    id = "CR215"
    name = "code-in-string"
    characteristic = Characteristic.SECURITY
    cwe = 94
    severity = Severity.CRITICAL
    message = "Dangerous call in code hidden in a string"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not any(word in snippet.source for word in RUNNERS) or snippet.path.count(_DEPTH_MARK) >= MAX_DEPTH:
            return
        lookups = any(word in snippet.source for word in LOOKUP_WORDS)
        for call in snippet.nodes(ast.Call):
            if not call.args:
                continue
            runner = _runner(snippet, call, lookups)
            code = constant_text(snippet, call.args[0]) if runner else None
            if code is None:
                continue
            inner = Snippet.parse(code, path=snippet.path + _DEPTH_MARK)
            if inner.ok:
                yield from self._inner_findings(inner, call.args[0], runner)  # type: ignore[arg-type]

    def _inner_findings(self, inner: Snippet, string: ast.AST, runner: str) -> Iterator[Finding]:
        where = f"in the code of the string passed to `{runner}`"
        for call in inner.nodes(ast.Call):
            target = qualified_name(inner, call.func)
            if target in DANGEROUS_CALLS:
                cwe, does = DANGEROUS_CALLS[target]
                yield self.finding(string, f"`{target}` ({does}) {where}", cwe=cwe)
        for rule_class in registered().values():
            if rule_class is type(self) or rule_class.characteristic is not Characteristic.SECURITY:
                continue
            for finding in rule_class().check(inner):
                yield _moved(finding, string, where)
        yield from (_moved(f, string, where) for f in self.check(inner))


def _moved(finding: Finding, node: ast.AST, where: str) -> Finding:
    """``finding`` of the inner code, placed on the string that holds that code."""
    return dataclasses.replace(
        finding, line=node.lineno, column=node.col_offset, end_line=node.end_lineno or node.lineno,
        end_column=node.end_col_offset or node.col_offset, message=f"{finding.message} ({where})")
