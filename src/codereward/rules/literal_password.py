"""CR209: a literal password given to a connection or written into settings."""

from __future__ import annotations

from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import PLACEHOLDER, constant_value, password_slots, url_passwords
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


def _is_password(value: object) -> bool:
    return isinstance(value, (str, bytes)) and bool(value) and not PLACEHOLDER.match(
        value.decode("utf-8", "replace") if isinstance(value, bytes) else value)


@register
class LiteralPassword(AstRule):
    """## What it does
    Reports a password written into the code where it is handed over: a literal passed
    as `password=`/`passwd=`/`pwd=` to a call (a database or mail connection, a login),
    the `"PASSWORD"` entry of a settings dict, and the password of a connection URL
    (`postgresql://app:s3cret@db/app`). Templates and placeholders (`"<password>"`,
    `"${DB_PASSWORD}"`, `"changeme"`) are not reported.

    ## Why is this bad?
    A password in the source is known to everyone who can read the repository, its
    history and its packages, and it cannot be changed without a release (use of
    hard-coded credentials).

    ## Example
    ```python
    import pymysql

    conn = pymysql.connect(host="db.internal", user="report", passwd="Winter2024!")
    ```

    ## Use instead
    ```python
    import os
    import pymysql

    conn = pymysql.connect(host="db.internal", user="report", passwd=os.environ["DB_PASS"])
    ```
    """

    id = "CR209"
    name = "literal-password"
    characteristic = Characteristic.SECURITY
    cwe = 798
    severity = Severity.HIGH
    message = "Hard-coded password: read it from the environment or a secret store"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for slot in password_slots(snippet):
            if _is_password(constant_value(snippet, slot.value)):
                yield self.finding(slot.node, f"Hard-coded `{slot.name}`: read it from the environment "
                                              "or a secret store")
        for node, password in url_passwords(snippet):
            if _is_password(password):
                yield self.finding(node, "Connection URL with a hard-coded password")
