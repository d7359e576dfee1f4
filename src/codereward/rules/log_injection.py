"""CR227: untrusted input written into a log message."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class LogInjection(TaintRule):
    """## What it does
    Reports untrusted data that becomes (part of) the message of a logging call
    (`logging.info(...)`, `logger.warning(...)`, `app.logger.error(...)`). Data passed as
    a `%`-argument is not reported.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    A line break in the data starts a forged log line (`admin logged in`), which misleads
    whoever reads or parses the log (improper output neutralization for logs).

    ## Example
    ```python
    import logging
    from flask import request

    def login():
        logging.warning("bad login for " + request.form["user"])
    ```

    ## Use instead
    ```python
    import logging
    from flask import request

    def login():
        logging.warning("bad login for %r", request.form["user"])
    ```
    """

    id = "CR227"
    name = "log-injection"
    characteristic = Characteristic.SECURITY
    cwe = 117
    severity = Severity.MEDIUM
    message = "Untrusted input written into a log message"
    kinds = ('log',)
    advice = 'pass it as an argument (`log.info("user %r", name)`) or strip line breaks'
