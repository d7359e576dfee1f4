"""CR208: an empty password given to a connection or written into settings."""

from __future__ import annotations

from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_value, password_slots, url_passwords
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class EmptyPassword(AstRule):
    """## What it does
    Reports an empty password: `password=""` (or `passwd`, `pwd`, `db_password`, ...)
    passed to a call, a `"PASSWORD": ""` entry of a settings dict (Django's `DATABASES`,
    a connection config), and a connection URL with an empty password
    (`mysql://root:@db/shop`).

    ## Why is this bad?
    An account with an empty password is open to anyone who can reach the service, and
    settings shipped that way tend to reach production (weak password requirements).

    ## Example
    ```python
    DATABASES = {"default": {"ENGINE": "django.db.backends.mysql", "USER": "shop", "PASSWORD": ""}}
    ```

    ## Use instead
    ```python
    import os

    DATABASES = {"default": {"ENGINE": "django.db.backends.mysql", "USER": "shop",
                             "PASSWORD": os.environ["SHOP_DB_PASSWORD"]}}
    ```
    """

    id = "CR208"
    name = "empty-password"
    characteristic = Characteristic.SECURITY
    cwe = 521
    severity = Severity.HIGH
    message = "Empty password: the account is open to anyone who can reach it"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for slot in password_slots(snippet):
            if constant_value(snippet, slot.value) == "":
                yield self.finding(slot.node, f"Empty `{slot.name}`: the account is open to anyone who can reach it")
        for node, password in url_passwords(snippet):
            if password == "":
                yield self.finding(node, "Connection URL with an empty password")
