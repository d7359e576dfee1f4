"""The command line's shared error: a bad flag, path or configuration value.

Its own module so that every command can raise it without importing ``cli.main`` (which
imports the commands).
"""

from __future__ import annotations


class UsageError(Exception):
    """A bad flag, path or configuration value: exit code 2 with the message."""


__all__ = ["UsageError"]
