"""CR219: a password checked against a literal written into the source."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import PASSWORD_NAME, dotted
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: values that mark a missing or hidden password rather than being one (``/etc/shadow``'s ``x``,
#: ``*``); so does a value without a letter or digit (``"-"``: ask for it)
_MARKERS = frozenset({"", "x", "*", "!", "!!"})


def _password_operand(expr: ast.AST) -> str | None:
    name = dotted(expr)
    if name is None and isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Constant):
        name = str(expr.slice.value)  # ``form["password"]``
    last = (name or "").rsplit(".", 1)[-1]
    return last if last and PASSWORD_NAME.match(last) else None


@register
class HardCodedPasswordCheck(AstRule):
    """## What it does
    Reports a password compared with a string literal: `password == "admin"`,
    `"s3cret" != request.form["password"]`, `pwd in ("hunter2", "letmein")`. Comparing
    with an empty string, a marker of a locked account (`""`, `"x"`, `"*"`) or another
    value without a letter or digit (`"-"`, read it from a prompt) is not reported: that
    checks whether a password is set.

    ## Why is this bad?
    The password is in the code: everyone who can read it can log in, it is the same on
    every installation, and changing it takes a release (CWE-259, use of hard-coded
    password). Severity is high.

    ## Example
    ```python
    def check_admin(password):
        return password == "hunter2-admin"
    ```

    ## Use instead
    ```python
    import hmac
    import os

    def check_admin(password):
        return hmac.compare_digest(password, os.environ["ADMIN_PASSWORD"])
    ```
    """

    id = "CR219"
    name = "hard-coded-password-check"
    characteristic = Characteristic.SECURITY
    cwe = 259
    severity = Severity.HIGH
    message = "Password compared with a literal: the password is in the code"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        lowered = snippet.source.lower()
        if "passw" not in lowered and "pwd" not in lowered and "_pass" not in lowered:
            return
        for node in snippet.nodes(ast.Compare):
            operands = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, operands, operands[1:]):
                if not isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn)):
                    continue
                for name_side, value_side in ((left, right), (right, left)):
                    name = _password_operand(name_side)
                    if name and _literal_passwords(value_side):
                        yield self.finding(node, f"`{name}` compared with a literal: the password is in the code; "
                                                 "compare a stored hash (or a secret from the environment)")
                        break


def _literal_passwords(expr: ast.AST) -> bool:
    """A string literal (or a literal tuple/list/set of them) that is not a marker."""
    if isinstance(expr, (ast.Tuple, ast.List, ast.Set)):
        return bool(expr.elts) and all(_literal_passwords(item) for item in expr.elts)
    value = expr.value if isinstance(expr, ast.Constant) else None
    return isinstance(value, str) and value.strip() not in _MARKERS and any(c.isalnum() for c in value)
