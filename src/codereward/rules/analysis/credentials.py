"""Where a snippet hands a password over: keyword arguments, settings dicts and DSN URLs.

Shared by the empty-password and literal-password rules: ``password_slots`` finds each
place once per snippet, with the expression passed there.
"""

from __future__ import annotations

import ast
import re
from typing import NamedTuple

from codereward.rules.analysis.core import derive
from codereward.snippet import Snippet

#: a keyword or key that holds a password (``password``, ``passwd``, ``db_pass``, ``PASSWORD``)
PASSWORD_NAME = re.compile(r"^(?:\w+_)?(?:password|passwd|pwd|passphrase)$|^\w+_pass$", re.IGNORECASE)
#: ``scheme://user:password@host``: the password part of a connection URL
URL_PASSWORD = re.compile(r"^[a-z][a-z0-9+.-]*://(?P<user>[^:/@\s]+):(?P<password>[^@/\s]*)@", re.IGNORECASE)
#: ``password=...`` in a key-value connection string (libpq ``"host=db password=x"``, ODBC
#: ``"SERVER=db;UID=sa;PWD=x"``), found only beside another connection key
KEY_VALUE_PASSWORD = re.compile(r"(?:^|[\s;])(?:password|passwd|pwd)\s*=\s*(?P<password>[^\s;'\"]*)", re.IGNORECASE)
_CONNECTION_KEYS = re.compile(r"(?:^|[\s;])(?:user|uid|username|host|hostname|server|dbname|database|port|"
                              r"driver|data source)\s*=", re.IGNORECASE)
#: values that stand for a password rather than being one (templates, placeholders)
PLACEHOLDER = re.compile(r"^(?:<[^>]*>|\$\{[^}]*\}|\$\w+|%\([^)]*\)s|\{[^}]*\}|\*+|x+|\.\.\.|changeme|"
                         r"change[_-]me|your[_-]?\w*|placeholder|redacted|password|passwd|pass|pwd|secret)$", re.IGNORECASE)


class Slot(NamedTuple):
    """One place a password is given: the node to report and the name of the slot."""

    node: ast.AST
    name: str
    value: ast.expr


def password_slots(snippet: Snippet) -> list[Slot]:
    """Keyword arguments and dict entries named like a password (built once per snippet)."""
    return derive(snippet, "password-slots", lambda: _slots(snippet))


def _slots(snippet: Snippet) -> list[Slot]:
    lowered = snippet.source.lower()
    if "passw" not in lowered and "pwd" not in lowered and "_pass" not in lowered:
        return []
    found: list[Slot] = []
    for node in snippet.nodes(ast.keyword):
        if node.arg and PASSWORD_NAME.match(node.arg):
            found.append(Slot(node, node.arg, node.value))
    for node in snippet.nodes(ast.Dict):
        for key, value in zip(node.keys, node.values):
            if isinstance(key, ast.Constant) and isinstance(key.value, str) and PASSWORD_NAME.match(key.value):
                found.append(Slot(value, key.value, value))
    return found


def url_passwords(snippet: Snippet) -> list[tuple[ast.Constant, str]]:
    """String literals (not docstrings) that are connection URLs or key-value connection
    strings with a password part, and that part."""
    lowered = snippet.source.lower()
    if "://" not in lowered and "pwd" not in lowered and "passw" not in lowered:
        return []
    found = []
    for node in snippet.nodes(ast.Constant):
        if isinstance(node.value, str) and not isinstance(snippet.parents.get(node), ast.Expr):
            password = url_password(node.value) if "://" in node.value else connection_string_password(node.value)
            if password is not None:
                found.append((node, password))
    return found


def connection_string_password(text: str) -> str | None:
    """The password of a key-value connection string (``"dbname=app user=app password=x"``)."""
    if "=" not in text or len(text) > 1000:
        return None
    match = KEY_VALUE_PASSWORD.search(text)
    return match.group("password") if match and _CONNECTION_KEYS.search(text) else None


def url_password(text: str) -> str | None:
    """The password of a ``scheme://user:password@host`` URL, or ``None`` when it has none."""
    match = URL_PASSWORD.match(text)
    return match.group("password") if match else None
