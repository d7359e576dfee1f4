"""JSON input and output: the one reader of JSON Lines files every command uses (problems,
completions, tasks, corpora), the one decoder of values kept as JSON text, and the one writer
of rows a resumable run appends."""

from __future__ import annotations

import decimal
import gzip
import json
import secrets
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
        row = loads(line)
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


def loads(text: str | bytes) -> Any:
    """JSON text as data; ``ValueError`` (``json.JSONDecodeError``) when it is not JSON.

    Integers of any length are read: Python refuses to turn more than 4,300 digits of text
    into an ``int`` by default, and datasets of programming problems hold answers that long.
    """
    return json.loads(text, parse_int=_integer)


def _integer(digits: str) -> int:
    # Decimal's conversion is not subject to the int/str digit limit, and is exact.
    return int(digits) if len(digits) <= 4000 else int(decimal.Decimal(digits))


def json_or_text(value: Any) -> Any:
    """``value`` decoded when it is text holding a JSON array or object; anything else unchanged.

    Datasets, JSON Lines files and models keep nested values (test lists, ground truths,
    metadata) as JSON text. Text that does not start with ``[`` or ``{``, or that is not
    valid JSON, is returned as it is (test code stays test code); callers that need data
    check the type of what comes back.
    """
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if not isinstance(value, str):
        return value
    stripped = value.strip()
    if stripped[:1] not in ("[", "{"):
        return value
    try:
        return loads(stripped)
    except ValueError:
        return value


def dumps(value: Any) -> str:
    """``value`` as one line of JSON (not ASCII-escaped); integers of any length are written.

    Python refuses to turn an ``int`` of more than 4,300 digits into text, as it refuses to
    read one: such integers are written through ``decimal`` (exact, and not subject to it).
    """
    try:
        return json.dumps(value, ensure_ascii=False)
    except ValueError:
        pass
    nonce, holes = secrets.token_hex(8), {}

    def hole(item: Any) -> Any:
        if isinstance(item, int) and not isinstance(item, bool) and item.bit_length() > 14_000:
            key = f"{nonce}:{len(holes)}"
            holes[json.dumps(key)] = str(decimal.Decimal(item))
            return key
        if isinstance(item, dict):
            return {k: hole(v) for k, v in item.items()}
        if isinstance(item, (list, tuple)):
            return [hole(v) for v in item]
        return item

    text = json.dumps(hole(value), ensure_ascii=False)
    for key, digits in holes.items():
        text = text.replace(key, digits, 1)
    return text


def resume_rows(path: str | Path) -> list[dict[str, Any]]:
    """The rows already in a JSONL output that a run goes on appending to (none when there is no file).

    A last line without its newline is a write cut short (a killed run): when it is a whole
    JSON object its newline is added, else it is cut off, so the next write starts a line of
    its own (the run redoes that row). Any other line that is not a JSON object raises
    ``ValueError`` naming it: nothing is dropped silently.
    """
    path = Path(path)
    if not path.exists():
        return []
    with path.open("rb+") as handle:
        data = handle.read()
        end = data.rfind(b"\n") + 1
        if end < len(data):
            tail = data[end:].decode("utf-8", "replace")
            try:
                parse_line(tail, 0)
            except ValueError:
                handle.truncate(end)
                data = data[:end]
            else:
                handle.write(b"\n")
    return [parse_line(line, number, path)
            for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1) if line.strip()]
