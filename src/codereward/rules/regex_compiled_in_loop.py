"""CR310: ``re.compile`` of a constant pattern on every iteration of a loop."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    COMPREHENSIONS,
    LOOPS,
    argument,
    call_invariant,
    constant_value,
    enclosing_loop,
    has_loops,
    qualified_name,
    runs_once_in,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: compilers of a pattern, by qualified name
COMPILERS = frozenset({"re.compile", "regex.compile"})


@register
class RegexCompiledInLoop(AstRule):
    """## What it does
    Reports `re.compile` (or `regex.compile`) of a constant pattern, with constant
    flags, inside a loop or comprehension, so that the same pattern is compiled again
    on every iteration. A pattern built from what the loop changes, and a loop left on
    the first pass that reaches the call (`return`, `break`), are not reported.

    ## Why is this bad?
    The work gives the same result every time (CWE-1050, excessive platform resource
    consumption within a loop). `re` keeps a cache of compiled patterns, so each call
    costs a lookup and argument checks rather than a full compile, but the cache holds a
    few hundred patterns and is shared by the whole program: once it fills, the
    pattern is compiled again. Severity is low.

    ## Example
    ```python
    import re

    def numbers(lines):
        found = []
        for line in lines:
            digits = re.compile(r"\\d+")
            found.extend(digits.findall(line))
        return found
    ```

    ## Use instead
    ```python
    import re

    DIGITS = re.compile(r"\\d+")

    def numbers(lines):
        found = []
        for line in lines:
            found.extend(DIGITS.findall(line))
        return found
    ```
    """

    id = "CR310"
    name = "regex-compiled-in-loop"
    characteristic = Characteristic.PERFORMANCE
    cwe = 1050
    severity = Severity.LOW
    node_types = LOOPS + COMPREHENSIONS
    message = "Constant pattern compiled on every iteration: compile it once, before the loop"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if "compile" not in snippet.source or not has_loops(snippet):
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if not (isinstance(func, ast.Attribute) and func.attr == "compile") \
                    or qualified_name(snippet, func) not in COMPILERS:
                continue
            pattern = constant_value(snippet, argument(call, 0, "pattern"))
            flags = argument(call, 1, "flags")
            if not isinstance(pattern, (str, bytes)) or (flags is not None and constant_value(snippet, flags) is None):
                continue
            loop = enclosing_loop(snippet, call)
            if loop is None or not call_invariant(snippet, call, loop) or runs_once_in(snippet, call, loop):
                continue
            yield self.finding(call, self.message)
