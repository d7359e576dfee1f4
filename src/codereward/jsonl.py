"""JSON Lines files: the one reader every command uses (problems, completions, tasks, corpora)."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any


def open_lines(path: str | Path) -> IO[str]:
    """A JSONL file opened for reading text (``.gz`` is decompressed)."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    return opener(path, "rt", encoding="utf-8", errors="replace")  # type: ignore[operator]


def parse_line(line: str, number: int, path: str | Path = "<jsonl>") -> dict[str, Any]:
    """One line's JSON object; ``ValueError`` naming the file and line when it is not one."""
    try:
        row = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: line {number}: not JSON: {exc.msg}") from None
    if not isinstance(row, dict):
        raise ValueError(f"{path}: line {number}: expected a JSON object, got {type(row).__name__}")
    return row


def iter_lines(path: str | Path) -> Iterator[tuple[int, str]]:
    """(line number, text) of every non-blank line."""
    with open_lines(path) as handle:
        for number, line in enumerate(handle, 1):
            if line.strip():
                yield number, line


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """Rows of a JSONL file (``.gz`` is decompressed); a bad line raises ``ValueError`` naming it.

    Blank lines are skipped; every other line must be one JSON object.
    """
    return [parse_line(line, number, path) for number, line in iter_lines(path)]
