"""CR234: untrusted input chooses a module to import."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class UnsafeReflection(TaintRule):
    """## What it does
    Reports untrusted data that names the module to import (`importlib.import_module`,
    `__import__`) or the function to look up on a module, the builtins or the globals
    (`getattr(os, name)`, `globals()[name]`).

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    The client chooses which code the server loads and runs: any importable module,
    with the side effects of importing it (use of externally-controlled input to select
    classes or code).

    ## Example
    ```python
    import importlib
    from flask import request

    def plugin():
        return importlib.import_module(request.args["name"])
    ```

    ## Use instead
    ```python
    import importlib
    from flask import request

    PLUGINS = {"csv": "csv", "json": "json"}

    def plugin():
        return importlib.import_module(PLUGINS.get(request.args["name"], "json"))
    ```
    """

    id = "CR234"
    name = "unsafe-reflection"
    characteristic = Characteristic.SECURITY
    cwe = 470
    severity = Severity.HIGH
    message = "Untrusted input chooses a module to import"
    kinds = ('reflection',)
    advice = 'map the input to modules through an allow-list'
