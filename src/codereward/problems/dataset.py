"""Loading the shipped problem set (or any file of rows) as a Hugging Face ``datasets.Dataset``.

Each row gains a ``prompt`` column: chat messages asking the model to improve the starter
code and to answer in exactly one ```python block (the format reward checks that).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from codereward.jsonl import dumps, read_jsonl
from codereward.problems.schema import SPLITS, SchemaError, check_rows

DATA_FILE = Path(__file__).with_name("data") / "problems.jsonl"

SYSTEM_PROMPT = (
    "You are an expert Python engineer. You improve code so that it is correct, clear, secure, "
    "reliable and efficient. Answer with the complete improved code in exactly one ```python block."
)


def user_prompt(row: dict[str, Any]) -> str:
    """The user turn for one problem; a row with ``task: write`` (a drill) asks for the function itself."""
    if row.get("task") == "write":
        return row["statement"].strip()
    return (
        f"{row['statement'].strip()}\n\n"
        f"Improve this code. Keep the function name `{row['entry_point']}` and its behaviour as described.\n\n"
        f"```python\n{row['starter_code'].rstrip()}\n```"
    )


def prompt_messages(row: dict[str, Any]) -> list[dict[str, str]]:
    """The chat prompt; a drill (``task: write``) has no system turn: its statement says all there is to do."""
    user = {"role": "user", "content": user_prompt(row)}
    return [user] if row.get("task") == "write" else [{"role": "system", "content": SYSTEM_PROMPT}, user]


def read_rows(path: str | Path | None = None) -> list[dict[str, Any]]:
    """Rows of a JSONL file (the shipped set by default; ``.gz`` too); a line that is not a JSON
    object is a ``SchemaError`` naming it."""
    try:
        return read_jsonl(path if path is not None else DATA_FILE)
    except ValueError as exc:
        raise SchemaError(str(exc)) from None


def load_rows(split: str | None = None, path: str | Path | None = None) -> list[dict[str, Any]]:
    """Validated rows, optionally of one split, each with its ``prompt`` messages."""
    if split is not None and split not in SPLITS:
        raise ValueError(f"split {split!r} is not one of {', '.join(SPLITS)}")
    rows = read_rows(path)
    problems = check_rows(rows)
    if problems:
        raise SchemaError("; ".join(problems[:10]) + (f" (and {len(problems) - 10} more)" if len(problems) > 10 else ""))
    selected = [dict(r) for r in rows if split is None or r.get("split") == split]
    for row in selected:
        row["prompt"] = prompt_messages(row)
    return selected


def load_problems(split: str | None = None, path: str | Path | None = None):
    """The problem set as a ``datasets.Dataset`` (columns: every field, ``split`` and ``prompt``).

    Test cases are stored as JSON strings in the dataset (their ``expected`` values mix
    types, which Arrow columns cannot); every reward decodes them transparently.
    """
    from datasets import Dataset

    rows = load_rows(split, path)
    for row in rows:
        row["tests"] = dumps(row["tests"])
        row["hidden_tests"] = dumps(row["hidden_tests"])
        row["starter_too_slow"] = bool(row.get("starter_too_slow", bool(row.get("scale_tests"))))
        row["scale_tests"] = dumps(row.get("scale_tests", []))
    return Dataset.from_list(rows)
