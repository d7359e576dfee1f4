"""CR108: ``eval``/``exec`` of code that is a constant string."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import argument, constant_text, qualified_name
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class ConstantCodeEval(AstRule):
    """## What it does
    Reports `eval(...)` and `exec(...)` whose code is a constant string (a literal, or
    one put together from literal pieces): the code is known when the program is
    written, yet it is hidden in a string.

    ## Why is this bad?
    Code in a string is code no reader, linter, type checker or test coverage sees, and
    it is compiled again on every call; nothing outside can reach it, so it is not an
    injection (ruff's S102/S307 are not kept for it), but a potentially dangerous
    function used where plain code does the job (CWE-676), and one edit away from one.
    What the string does is still analysed as code (CR215). Severity is medium: it hides
    the logic it runs.

    ## Example
    ```python
    def squares(values):
        return [eval("v * v", {"v": v}) for v in values]
    ```

    ## Use instead
    ```python
    def squares(values):
        return [v * v for v in values]
    ```
    """

    id = "CR108"
    name = "constant-code-eval"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 676
    severity = Severity.MEDIUM
    message = "`eval`/`exec` of a constant string: write the code as code"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "eval" not in snippet.source and "exec" not in snippet.source:
            return
        for call in snippet.nodes(ast.Call):
            if not isinstance(call.func, ast.Name) or call.func.id not in ("eval", "exec"):
                continue
            runner = qualified_name(snippet, call.func)
            if runner in ("eval", "exec") and constant_text(snippet, argument(call, 0, "source")) is not None:
                yield self.finding(call, f"`{runner}` of a constant string: the code is known when written; "
                                         "write it as code")
