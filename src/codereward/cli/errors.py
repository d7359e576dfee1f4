"""The command line's shared error: a bad flag, path or configuration value.

Its own module so that every command can raise it without importing ``cli.main`` (which
imports the commands).
"""

from __future__ import annotations


class UsageError(ValueError):
    """A bad flag, path or configuration value: exit code 2 with the message (a ValueError, as
    configuration errors are, so that a second copy of the command line, ``python -m``, catches it too)."""


__all__ = ["UsageError"]
