"""CR221: untrusted input reaches a shell command."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class CommandInjection(TaintRule):
    """## What it does
    Reports untrusted data (request, `input()`, `sys.argv`, environment, socket) that
    reaches a shell or a program to run: `os.system`, `os.popen`, `subprocess.*` with
    `shell=True` (the command) or without it (the program), an explicit shell in an
    argument list (`["sh", "-c", text]`, `["cmd.exe", "/c", text]`, also built with
    `append`), `os.exec*`, `os.spawn*`, `subprocess.getoutput`. An argument list whose
    program is fixed (`subprocess.run(["ping", "-c", "1", host])`) passes data as
    arguments no shell reads and is not reported, also when a function or method of the
    snippet's own returns it (every `return` a list whose program is a constant, not a
    shell). `shlex.quote(value)` makes a value one
    word of the command, except where the command puts it inside quotes of its own
    (`f"whois '{shlex.quote(domain)}'"`, also through a name holding the quoted text): the
    quotes close the quoting and the rest is shell, so that is reported.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    The shell reads `;`, `|`, `$(...)` and backquotes in the data as commands:
    `host=8.8.8.8; rm -rf ~` runs both (OS command injection).

    ## Example
    ```python
    import os
    import sys

    os.system("ping -c 1 " + sys.argv[1])
    ```

    ## Use instead
    ```python
    import shlex
    import os
    import sys

    os.system("ping -c 1 " + shlex.quote(sys.argv[1]))
    ```
    """

    id = "CR221"
    name = "command-injection"
    characteristic = Characteristic.SECURITY
    cwe = 78
    severity = Severity.CRITICAL
    message = "Untrusted input reaches a shell command"
    kinds = ('command', 'program')
    advice = 'pass an argument list without `shell=True`, or quote with `shlex.quote`'
