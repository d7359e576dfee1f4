"""CR213: `eval`, `exec`, `os.system` and kin reached through a lookup by name."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import dotted, qualified_name
from codereward.rules.analysis.dynamic import DANGEROUS_CALLS, LOOKUP_WORDS, is_dynamic, lookup_target
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


def _aliases(snippet: Snippet) -> set[str]:
    """Names assigned a lookup by name, or a dangerous callable itself (``run = eval``)."""
    found = set()
    for node in snippet.nodes(ast.Assign):
        value = node.value
        if is_dynamic(value) or (isinstance(value, (ast.Name, ast.Attribute)) and dotted(value) in DANGEROUS_CALLS):
            found.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return found


@register
class HiddenDangerousCall(AstRule):
    """## What it does
    Reports a call of a dangerous callable (`eval`, `exec`, `compile`, `os.system`,
    `os.popen`, `subprocess.*`, `os.exec*`, `pickle.loads`, ...) reached through a lookup
    by name whose name is known: `getattr(__builtins__, "ev" + "al")(...)`,
    `getattr(__import__("o" + "s"), "system")(...)`, `globals()["__builtins__"]["eval"](...)`,
    `vars(os)["system"](...)`, `sys.modules["os"].system(...)`, and a name bound once to
    such a lookup or to the callable itself (`run = eval`). Names made of literal
    pieces are put together first. The finding carries the weakness of the callable
    reached (CWE-95 for `eval`, CWE-78 for a shell, ...), at critical severity.

    ## Why is this bad?
    It is the direct call with its name hidden: the same weakness, plus code written to
    get past reviewers and analyzers. A reward model that saw only the direct call would
    teach a policy to hide it this way.

    ## Example
    ```python
    def compute(expression):
        return getattr(__builtins__, "ev" + "al")(expression)
    ```

    ## Use instead
    ```python
    import ast

    def compute(expression):
        return ast.literal_eval(expression)
    ```
    """

    id = "CR213"
    name = "hidden-dangerous-call"
    characteristic = Characteristic.SECURITY
    cwe = 470
    severity = Severity.CRITICAL
    message = "Dangerous call hidden behind a lookup by name"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not any(word in snippet.source for word in LOOKUP_WORDS):
            return
        aliases = _aliases(snippet)
        for call in snippet.nodes(ast.Call):
            func = call.func
            root = func
            while isinstance(root, ast.Attribute):
                root = root.value
            if not (is_dynamic(func) or (isinstance(root, ast.Name) and root.id in aliases)):
                continue
            target = lookup_target(snippet, func)
            if target in DANGEROUS_CALLS and target != qualified_name(snippet, func):
                cwe, does = DANGEROUS_CALLS[target]
                yield self.finding(call, f"`{target}` ({does}) called through a lookup by name", cwe=cwe)
