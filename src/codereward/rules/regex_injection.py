"""CR230: untrusted input used as a regular expression."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class RegexInjection(TaintRule):
    """## What it does
    Reports untrusted data used as the pattern of `re.compile`, `re.search`,
    `re.match`, `re.sub` and the other `re` (and `regex`) functions.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A pattern like `(a+)+$` takes exponential time on a short input: one request keeps
    a worker busy for minutes (regular-expression denial of service).

    ## Example
    ```python
    import re
    from flask import request

    def matches(lines):
        return [line for line in lines if re.search(request.args["q"], line)]
    ```

    ## Use instead
    ```python
    import re
    from flask import request

    def matches(lines):
        return [line for line in lines if re.search(re.escape(request.args["q"]), line)]
    ```
    """

    id = "CR230"
    name = "regex-injection"
    characteristic = Characteristic.SECURITY
    cwe = 730
    severity = Severity.MEDIUM
    message = "Untrusted input used as a regular expression"
    kinds = ('regex',)
    advice = 'escape it with `re.escape`, or search for the plain text'
