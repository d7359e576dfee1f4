"""JSON Lines files: the one reader every command uses (problems, completions, tasks)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any


def read_jsonl(path: str | Path) -> list[dict[str, Any]]:
    """Rows of a JSONL file (``.gz`` is decompressed); a bad line raises ``ValueError`` naming it.

    Blank lines are skipped; every other line must be one JSON object.
    """
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    rows = []
    with opener(path, "rt", encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"{path}: line {number}: not JSON: {exc.msg}") from None
            if not isinstance(row, dict):
                raise ValueError(f"{path}: line {number}: expected a JSON object, got {type(row).__name__}")
            rows.append(row)
    return rows
