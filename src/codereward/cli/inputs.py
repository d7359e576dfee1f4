"""Problem files as a command reads them: a missing file or a row that breaks the schema is a
``UsageError`` (exit 2, one line), never a traceback."""

from __future__ import annotations

from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.problems import SchemaError, load_rows


def problem_rows(path: Path | None, split: str | None = None) -> list[dict]:
    """The rows of ``split`` (None: all) of the problem file ``path`` (None: the shipped set)."""
    if path is not None and not path.is_file():
        raise UsageError(f"{path}: no such file")
    try:
        return load_rows(split, path)
    except SchemaError as exc:
        raise UsageError(str(exc)) from None
