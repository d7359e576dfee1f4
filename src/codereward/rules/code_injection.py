"""CR226: untrusted input evaluated as Python code."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class CodeInjection(TaintRule):
    """## What it does
    Reports untrusted data that reaches `eval` (CWE-95), `exec` or `compile`
    (CWE-94).

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    Whoever sends the data runs any Python in the process: `__import__('os').system(...)`
    (code injection).

    ## Example
    ```python
    expression = input("expression: ")
    print(eval(expression))
    ```

    ## Use instead
    ```python
    import ast

    expression = input("expression: ")
    print(ast.literal_eval(expression))
    ```
    """

    id = "CR226"
    name = "code-injection"
    characteristic = Characteristic.SECURITY
    cwe = 94
    severity = Severity.CRITICAL
    message = "Untrusted input evaluated as Python code"
    kinds = ('code',)
    advice = 'parse the data (`json.loads`, `ast.literal_eval`) instead of running it'
