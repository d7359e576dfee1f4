"""Loading the shipped problem set (or any file of rows) as a Hugging Face ``datasets.Dataset``.

Each row gains a ``prompt`` column: chat messages asking the model to improve the starter
code and to answer in exactly one ```python block (the format reward checks that).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from codereward.jsonl import dumps, json_or_text, read_jsonl
from codereward.problems.schema import SPLITS, SchemaError, check_rows
from codereward.rewards.base import ROW_OPTION_FIELDS

DATA_FILE = Path(__file__).with_name("data") / "problems.jsonl"

SYSTEM_PROMPT = (
    "You are an expert Python engineer. You improve code so that it is correct, clear, secure, "
    "reliable and efficient. Answer with the complete improved code in exactly one ```python block."
)


#: the system turn of an imported row (DESIGN28: a dataset's problem to solve, not code to improve)
SOLVE_SYSTEM_PROMPT = (
    "You are an expert Python programmer. You write code that is correct, clear, secure, reliable and "
    "efficient. Answer with the complete code in exactly one ```python block."
)


def solve_prompt(row: dict[str, Any]) -> str:
    """The user turn for an imported row: its statement, then what to write (complete the
    starter code, write the named function, or a program reading stdin and printing the answer)."""
    statement = str(row.get("statement") or "").strip()
    starter = str(row.get("starter_code") or "").rstrip()
    entry = str(row.get("entry_point") or "")
    if starter:
        ask = f"Complete this code:\n\n```python\n{starter}\n```"
    elif entry:
        ask = f"Write a Python function `{entry}` that solves it."
    else:
        ask = "Write a Python program that reads the input from standard input and prints the answer to standard output."
    return f"{statement}\n\n{ask}"


def user_prompt(row: dict[str, Any]) -> str:
    """The user turn for one problem; a drill (``task: write``) asks for the function itself, an
    imported row (it has ``source``) for the solution of its statement."""
    if row.get("task") == "write":
        return row["statement"].strip()
    if row.get("source"):
        return solve_prompt(row)
    return (
        f"{row['statement'].strip()}\n\n"
        f"Improve this code. Keep the function name `{row['entry_point']}` and its behaviour as described.\n\n"
        f"```python\n{row['starter_code'].rstrip()}\n```"
    )


def prompt_messages(row: dict[str, Any]) -> list[dict[str, str]]:
    """The chat prompt; a drill (``task: write``) has no system turn: its statement says all there is to do."""
    user = {"role": "user", "content": user_prompt(row)}
    if row.get("task") == "write":
        return [user]
    return [{"role": "system", "content": SOLVE_SYSTEM_PROMPT if row.get("source") else SYSTEM_PROMPT}, user]


#: the one flag that does not keep a row from training: a row without a reference still has its tests
KEPT_FLAGS = frozenset({"no_reference"})


def row_flags(row: dict[str, Any]) -> dict[str, str]:
    """The row's ``flags`` (DESIGN28: ``{name: reason}``; JSON text is read) as a dict, empty when none."""
    flags = json_or_text(row.get("flags"))
    return {str(k): str(v) for k, v in flags.items()} if isinstance(flags, dict) else {}


def exclude_flagged(rows: list[dict[str, Any]], include_flagged: bool = False) -> tuple[list[dict[str, Any]], Counter]:
    """(the rows training and ``export verl`` take, how many were left out per flag).

    A row with any flag but ``no_reference`` (interactive, multiple answers, Python 2 only,
    no tests) is left out, counted under each of its flags; ``include_flagged`` keeps them all."""
    kept, left_out = [], Counter()
    for row in rows:
        blocking = sorted(set(row_flags(row)) - KEPT_FLAGS)
        if blocking and not include_flagged:
            left_out.update(blocking)
        else:
            kept.append(row)
    return kept, left_out


def flagged_summary(left_out: Counter, kept: int, total: int) -> str:
    """One line saying how many of ``total`` rows were left out and under which flags (empty when none)."""
    if kept == total:
        return ""
    reasons = ", ".join(f"{name}: {count}" for name, count in sorted(left_out.items()))
    return (f"left out {total - kept} of {total} flagged rows ({reasons}); --include-flagged keeps them "
            "(a reward on an interactive or multiple_answers row is an error score, never paid)")


#: fields of an imported row whose values vary in shape from row to row (test layouts, flag names):
#: a ``datasets``/Arrow column holds them as JSON text, which every reward reads back
JSON_TEXT_FIELDS = ("tests", "hidden_tests", *ROW_OPTION_FIELDS)


def as_column_text(value: Any) -> Any:
    """A value of ``JSON_TEXT_FIELDS`` as a dataset column holds it: text stays text (test code),
    None stays None, anything else becomes its JSON text."""
    return value if value is None or isinstance(value, str) else dumps(value)


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


def load_problems(split: str | None = None, path: str | Path | None = None, include_flagged: bool = False):
    """The problem set as a ``datasets.Dataset`` (columns: every field, ``split`` and ``prompt``).

    Test cases, and an imported row's ``limits``, ``judge`` and ``flags``, are stored as JSON
    strings in the dataset (their ``expected`` values mix types, their shapes vary, which Arrow
    columns cannot hold); every reward decodes them transparently. Rows flagged other than
    ``no_reference`` are left out unless ``include_flagged`` (``exclude_flagged``).
    """
    from datasets import Dataset

    rows, _ = exclude_flagged(load_rows(split, path), include_flagged)
    for row in rows:
        for name in JSON_TEXT_FIELDS:
            if name in row:
                row[name] = as_column_text(row[name])
        row["starter_too_slow"] = bool(row.get("starter_too_slow", bool(row.get("scale_tests"))))
        row["scale_tests"] = dumps(row.get("scale_tests", []))
    # Dataset.from_list takes its columns from the first row: every row gets every field
    names = list(dict.fromkeys(name for row in rows for name in row))
    return Dataset.from_list([{name: row.get(name) for name in names} for row in rows])
