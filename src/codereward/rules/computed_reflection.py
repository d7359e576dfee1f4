"""CR214: a lookup by a computed name on builtins, a module or the globals."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis.dynamic import LOOKUP_WORDS, POWERFUL_MODULES, computed_lookup
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class ComputedReflection(AstRule):
    """## What it does
    Reports a function looked up by a name computed at run time (a variable, a
    parameter, a string decoded or built from one) and called on the spot, on the
    builtins, the module's globals or a module that runs commands, code or files:
    `getattr(os, name)(...)`, `getattr(builtins, name)(...)`, `globals()[name](...)`,
    `vars(subprocess)[name](...)`, `__builtins__[name](...)`. Lookups on the code's own
    objects (`getattr(self, "handle_" + kind)`) and lookups of values that are not
    called (feature detection, `getattr(errno, name)`) are not reported; a name that
    comes from a request is reported by the source-to-sink rules (CR234).

    ## Why is this bad?
    Whoever controls the name chooses the function that runs: `getattr(os, name)` is
    `os.system` for `name="system"`, `globals()[name]` any function of the module. It is
    also how generated code hides a call from review (use of externally-controlled input
    to select classes or code).

    ## Example
    ```python
    import os

    def call(name, *args):
        return getattr(os, name)(*args)
    ```

    ## Use instead
    ```python
    import os

    OPERATIONS = {"cwd": os.getcwd, "pid": os.getpid}

    def call(name):
        return OPERATIONS[name]()
    ```
    """

    id = "CR214"
    name = "computed-reflection"
    characteristic = Characteristic.SECURITY
    cwe = 470
    severity = Severity.MEDIUM
    message = "Function looked up by a computed name and called"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not any(word in snippet.source for word in LOOKUP_WORDS):
            return
        for call in snippet.nodes(ast.Call):
            where = computed_lookup(snippet, call.func)
            if where is not None and (where == "the globals" or where.partition(".")[0] in POWERFUL_MODULES):
                yield self.finding(call, f"Function looked up by a computed name in {where} and called: the name "
                                         "chooses what runs; map allowed names to functions explicitly")
