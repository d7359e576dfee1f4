"""CR107: a variable named like a placeholder (``tmp``, ``temp2``, ``foo``)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: pylint's disallowed names, and temporaries numbered or not
PLACEHOLDER = re.compile(r"^(?:foo|bar|baz|qux|quux|toto|tutu|tata|tmp\d*|temp\d*|var\d+|thing\d*|stuff\d*)$")
#: a word one of which the source must hold for any name to match (a cheap first test)
_STEMS = re.compile(r"foo|bar|baz|qux|toto|tutu|tata|tmp|temp|var|thing|stuff")


@register
class PlaceholderName(AstRule):
    """## What it does
    Reports a variable, argument or function named like a placeholder: `tmp`, `tmp2`,
    `temp`, `foo`, `bar`, `baz`, `var1`, `thing` (pylint's disallowed names, and
    numbered temporaries). Each name is reported once, where it is first bound.

    ## Why is this bad?
    The name says nothing about what the value is, so every reader has to work it out
    from the code that computes it, every time (CWE-1099, inconsistent naming). Severity
    is low: it is naming.

    ## Example
    ```python
    def invoice_total(items, rate):
        tmp = sum(item.price for item in items)
        tmp2 = tmp * rate
        return tmp + tmp2
    ```

    ## Use instead
    ```python
    def invoice_total(items, rate):
        subtotal = sum(item.price for item in items)
        tax = subtotal * rate
        return subtotal + tax
    ```
    """

    id = "CR107"
    name = "placeholder-name"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1099
    severity = Severity.LOW
    message = "Placeholder name: say what the value is"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not _STEMS.search(snippet.source):
            return
        seen: set[str] = set()
        bound = [(node, node.id) for node in snippet.nodes(ast.Name) if isinstance(node.ctx, ast.Store)]
        bound += [(node, node.arg) for node in snippet.nodes(ast.arg)]
        bound += [(node, node.name) for node in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef)]
        for node, name in sorted(bound, key=lambda item: (item[0].lineno, item[0].col_offset)):
            if name not in seen and PLACEHOLDER.match(name):
                seen.add(name)
                yield self.finding(node, f"`{name}` is a placeholder name: say what the value is")
