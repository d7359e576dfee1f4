"""CR224: untrusted input built into an SQL statement."""

from __future__ import annotations

from codereward.findings import Characteristic, Severity
from codereward.rules.base import TaintRule, register


@register
class SqlInjection(TaintRule):
    """## What it does
    Reports untrusted data built into the SQL text given to `execute`,
    `executemany`, `executescript`, Django's `raw`, SQLAlchemy's `text` or
    `pandas.read_sql`. A parameterised query (`execute("... WHERE id = ?", (uid,))`)
    keeps the data out of the SQL text and is not reported, nor are values bound with
    SQLAlchemy's `text(...).bindparams(...)`. A value inside a quoted literal
    (`f"... WHERE tag = '{tag}'"`) that a check has shown holds no such quote
    (`if "'" in tag: abort(400)`, or `tag.replace("'", "")`) cannot leave the literal and is
    not reported; a check of the other quote (`'"' in tag`) proves nothing for it.

    Source-to-sink tracking (shared by the injection rules): sanitizers on the way
    and allow-list checks (`if value in ALLOWED:`) end the flow.

    ## Why is this bad?
    Quotes in the data end the string literal and the rest is SQL: `' OR '1'='1`
    returns every row and `'; DROP TABLE users; --` destroys data (SQL injection).

    ## Example
    ```python
    import sqlite3

    conn = sqlite3.connect("shop.db")
    name = input("item: ")
    conn.execute("SELECT * FROM items WHERE name = '" + name + "'")
    ```

    ## Use instead
    ```python
    import sqlite3

    conn = sqlite3.connect("shop.db")
    name = input("item: ")
    conn.execute("SELECT * FROM items WHERE name = ?", (name,))
    ```
    """

    id = "CR224"
    name = "sql-injection"
    characteristic = Characteristic.SECURITY
    cwe = 89
    severity = Severity.CRITICAL
    message = "Untrusted input built into an SQL statement"
    kinds = ('sql',)
    advice = 'use a parameterised query (`execute(sql, params)`)'
