"""CR209: a password written into a connection URL or connection string."""

from __future__ import annotations

from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import PLACEHOLDER, url_passwords
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


def _is_password(value: object) -> bool:
    return isinstance(value, (str, bytes)) and bool(value) and not PLACEHOLDER.match(
        value.decode("utf-8", "replace") if isinstance(value, bytes) else value)


@register
class PasswordInUrl(AstRule):
    """## What it does
    Reports a connection URL or key-value connection string with a password written
    into it: `postgresql://app:s3cret@db/app`, `redis://:hunter22@cache:6379/0`,
    `amqp://guest:Winter2024@mq//`, `"dbname=app user=app password=s3cret"` (libpq),
    `"SERVER=db;UID=sa;PWD=s3cret"` (ODBC). Templates and placeholders (`<password>`,
    `${DB_PASSWORD}`, `changeme`) are not reported; passwords given to a password name
    (`password="..."`) are CR201's.

    ## Why is this bad?
    A password in the source is known to everyone who can read the repository, its
    history and its packages, and it cannot be changed without a release (use of
    hard-coded credentials). In a URL it also ends up in logs and error messages.

    ## Example
    ```python
    from sqlalchemy import create_engine

    engine = create_engine("postgresql://report:Winter2024@db.internal/sales")
    ```

    ## Use instead
    ```python
    import os
    from sqlalchemy import create_engine

    engine = create_engine(os.environ["SALES_DATABASE_URL"])
    ```
    """

    id = "CR209"
    name = "password-in-url"
    characteristic = Characteristic.SECURITY
    cwe = 798
    severity = Severity.HIGH
    message = "Connection URL or string with a hard-coded password: read it from the environment"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for node, password in url_passwords(snippet):
            if _is_password(password):
                yield self.finding(node, self.message)
