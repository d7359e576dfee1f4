"""The inputs of ``codereward score`` and ``problems import``: which files, and their rows
(as Arrow tables, or as the rows themselves: ``iter_records``).

An input is a JSONL file (optionally ``.gz``), a Parquet file, a Hugging Face ``datasets``
folder written by ``save_to_disk`` (a ``DatasetDict`` folder too), any other folder (the
data files under it) or a glob of them; a ``.json`` file named as an input is read too: a
JSON list of rows, an object with a ``data`` or ``rows`` list (the datasets server's
``{"row_idx", "row"}`` items unwrapped), or JSON Lines under that name (what
``Dataset.to_json`` writes). Every data file is one *shard*: the unit that is scored,
written and skipped on a resumed run.

JSON Lines rows are free-form, so their columns get one type for the whole file, found
in a first pass: text, booleans, integers, numbers; a column that mixes kinds (or holds
lists or objects) keeps text as it is and the rest as JSON text. A line that is not a
JSON object becomes a row with no values and the reason, never a failed job.
"""

from __future__ import annotations

import functools
import glob
import hashlib
import itertools
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from codereward.jsonl import dumps, iter_lines, loads, parse_line

JSONL_SUFFIXES = (".jsonl", ".jsonl.gz", ".ndjson", ".ndjson.gz", ".json.gz")
KINDS = ("parquet", "jsonl", "arrow")


class InputError(ValueError):
    """An input that cannot be read at all (no such file, no data files, wrong column)."""


@dataclass(frozen=True)
class Shard:
    """One data file of the input, scored into one output file."""

    path: str
    kind: str  # "parquet" | "jsonl" | "arrow"

    @property
    def name(self) -> str:
        """The output file's name: the input's, plus a digest of its full path (two inputs may share a name)."""
        stem = Path(self.path).name
        for suffix in (*JSONL_SUFFIXES, ".parquet", ".arrow"):
            if stem.endswith(suffix):
                stem = stem[: -len(suffix)]
                break
        digest = hashlib.sha1(str(Path(self.path).resolve()).encode()).hexdigest()[:8]
        return f"{stem}-{digest}"


def kind_of(path: Path) -> str | None:
    name = path.name
    if name.endswith(".parquet"):
        return "parquet"
    if name.endswith(JSONL_SUFFIXES):
        return "jsonl"
    if name.endswith(".arrow"):
        return "arrow"
    return None


def discover(inputs: list[str]) -> list[Shard]:
    """Every data file named by ``inputs`` (files, folders, globs), in a stable order."""
    shards: list[Shard] = []
    for raw in inputs:
        matches = sorted(glob.glob(raw, recursive=True)) if glob.has_magic(raw) else [raw]
        if not matches:
            raise InputError(f"{raw}: no file matches")
        for match in matches:
            shards.extend(_shards_of(Path(match), raw))
    unique = list(dict.fromkeys(shards))
    if not unique:
        raise InputError(f"no JSONL, Parquet or datasets files in {', '.join(inputs)}")
    return unique


def _shards_of(path: Path, raw: str) -> list[Shard]:
    if path.is_file():
        kind = "jsonl" if path.name.endswith(".json") else kind_of(path)  # a folder's .json files are metadata
        if kind is None:
            raise InputError(f"{path}: not JSONL (.jsonl, .jsonl.gz), Parquet or a datasets .arrow file")
        return [Shard(str(path), kind)]
    if not path.is_dir():
        raise InputError(f"{raw}: no such file or directory")
    if (path / "dataset_dict.json").is_file():  # DatasetDict.save_to_disk: one folder per split
        splits = json.loads((path / "dataset_dict.json").read_text(encoding="utf-8")).get("splits", [])
        return [shard for split in splits for shard in _shards_of(path / split, raw)]
    if (path / "state.json").is_file():  # Dataset.save_to_disk: its Arrow files, in order
        state = json.loads((path / "state.json").read_text(encoding="utf-8"))
        return [Shard(str(path / f["filename"]), "arrow") for f in state.get("_data_files", [])]
    found = sorted(p for p in path.rglob("*") if p.is_file() and kind_of(p) and not _hidden(p, path))
    return [Shard(str(p), kind_of(p) or "") for p in found]


def _hidden(path: Path, root: Path) -> bool:
    return any(part.startswith((".", "_")) for part in path.relative_to(root).parts)


def count_rows(shard: Shard) -> int:
    """Rows in a shard (Parquet: from its footer; JSONL: non-blank lines)."""
    if shard.kind == "parquet":
        return pq.ParquetFile(shard.path).metadata.num_rows
    if shard.kind == "arrow":
        with pa.memory_map(shard.path) as source:
            return sum(batch.num_rows for batch in pa.ipc.open_stream(source))
    return sum(1 for _ in numbered_lines(shard.path))


def numbered_lines(path: str) -> Iterator[tuple[int, str]]:
    """(number, JSON text) of every row of a JSON Lines file, or of a ``.json`` document's rows."""
    items = _json_document(path, *_stamp(path)) if path.endswith(".json") else None
    if items is None:
        yield from iter_lines(path)
    else:
        yield from ((number, dumps(item)) for number, item in enumerate(items, 1))


def _stamp(path: str) -> tuple[int, int]:
    status = os.stat(path)
    return status.st_mtime_ns, status.st_size


@functools.lru_cache(maxsize=2)
def _json_document(path: str, mtime: int, size: int) -> list[Any] | None:
    """The rows of a JSON document (a list, or ``data``/``rows`` of an object); ``None`` when the
    file is JSON Lines (or one object: the rows of a one-line JSON Lines file)."""
    try:
        with open(path, "rb") as handle:
            document = loads(handle.read())
    except ValueError:
        return None
    if isinstance(document, dict):
        found = next((document[key] for key in ("data", "rows") if isinstance(document.get(key), list)), None)
        if found is None:
            return None
        document = found
    if not isinstance(document, list):
        return None
    return [item["row"] if isinstance(item, dict) and set(item) >= {"row_idx", "row"} else item for item in document]


def columns_of(shard: Shard) -> list[str]:
    """The column names of a shard (JSONL: every key of every row)."""
    if shard.kind == "parquet":
        return list(pq.ParquetFile(shard.path).schema_arrow.names)
    if shard.kind == "arrow":
        with pa.memory_map(shard.path) as source:
            return list(pa.ipc.open_stream(source).schema.names)
    return list(jsonl_kinds(shard.path))


# --------------------------------------------------------------------------- JSON Lines

def jsonl_kinds(path: str) -> dict[str, str]:
    """Column -> kind ("text", "bool", "int", "float"; "text" for mixed) over the whole file."""
    seen: dict[str, set[str]] = {}
    for number, line in numbered_lines(path):
        try:
            row = parse_line(line, number, path)
        except ValueError:
            continue
        for key, value in row.items():
            seen.setdefault(key, set()).add(_kind(value))
    kinds = {}
    for key, found in seen.items():
        found.discard("null")
        if found <= {"int", "float"} and found:
            kinds[key] = "float" if "float" in found else "int"
        elif len(found) == 1 and found != {"json"}:
            kinds[key] = found.pop()
        else:
            kinds[key] = "text"
    return kinds


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int" if -(2**63) <= value < 2**63 else "json"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "text"
    return "json"


_ARROW = {"text": pa.string(), "bool": pa.bool_(), "int": pa.int64(), "float": pa.float64()}


def jsonl_schema(kinds: dict[str, str]) -> pa.Schema:
    return pa.schema([(key, _ARROW[kind]) for key, kind in kinds.items()])


def jsonl_table(lines: list[tuple[int, str]], path: str, kinds: dict[str, str],
                code: str | None = None) -> tuple[pa.Table, list[str | None]]:
    """The rows of some (line number, text) pairs under the file's column kinds, and per
    row the reason it has no values (a line that is not a JSON object, a value of the
    ``code`` column that is not text), else ``None``."""
    if code is not None and code not in kinds and code.partition(".")[0] not in kinds:
        kinds = {**kinds, code: "text"}  # no row has it: a column of nulls keeps the rows (each with its reason)
    columns: dict[str, list[Any]] = {key: [] for key in kinds}
    errors: list[str | None] = []
    for number, line in lines:
        try:
            row = parse_line(line, number, path)
            errors.append(None)
        except ValueError as exc:
            row = {}
            errors.append(str(exc).split(": ", 2)[-1])  # "not JSON: ...": the row is the line
        if code is not None and row.get(code) is not None and not isinstance(row[code], str):
            errors[-1] = f"not text: {type(row[code]).__name__}"
            row = {**row, code: None}
        for key, kind in kinds.items():
            columns[key].append(_cell(row.get(key), kind))
    return pa.Table.from_pydict(columns, schema=jsonl_schema(kinds)), errors


def _cell(value: Any, kind: str) -> Any:
    if value is None or kind != "text" or isinstance(value, str):
        return float(value) if kind == "float" and value is not None else value
    return json.dumps(value, ensure_ascii=False)


# --------------------------------------------------------------------------- reading

def read_batches(shard: Shard, rows: int, limit: int | None = None, code: str | None = None, start: int = 0,
                 kinds: dict[str, str] | None = None) -> Iterator[tuple[pa.Table, list[str | None]]]:
    """A shard's rows from row ``start`` in tables of about ``rows`` rows (at most ``limit``
    in all), each with the per-row reasons of ``jsonl_table`` (all ``None`` for Parquet and
    Arrow). ``kinds``: a JSON Lines file's column kinds, when known already."""
    left = limit if limit is not None else -1
    for table, errors in _batches(shard, rows, code, start, kinds):
        if left == 0:
            return
        if left > 0:
            table, errors = table.slice(0, left), errors[:left]
            left -= table.num_rows
        yield table, errors


def _batches(shard: Shard, rows: int, code: str | None, start: int,
             kinds: dict[str, str] | None) -> Iterator[tuple[pa.Table, list[str | None]]]:
    if shard.kind == "parquet":
        parquet = pq.ParquetFile(shard.path)
        groups, skip = _row_groups_from(parquet, start)
        for batch in parquet.iter_batches(batch_size=rows, row_groups=groups):
            batch, skip = batch.slice(skip), max(0, skip - batch.num_rows)
            if batch.num_rows:
                yield pa.Table.from_batches([batch]), [None] * batch.num_rows
    elif shard.kind == "arrow":
        with pa.memory_map(shard.path) as source:
            reader = pa.ipc.open_stream(source)
            skip = start
            for batch in reader:
                batch, skip = batch.slice(skip), max(0, skip - batch.num_rows)
                for first in range(0, batch.num_rows, rows):
                    part = batch.slice(first, rows)
                    yield pa.Table.from_batches([part], schema=reader.schema), [None] * part.num_rows
    else:
        kinds = kinds if kinds is not None else jsonl_kinds(shard.path)
        pending: list[tuple[int, str]] = []
        for item in itertools.islice(numbered_lines(shard.path), start, None):
            pending.append(item)
            if len(pending) == rows:
                yield jsonl_table(pending, shard.path, kinds, code)
                pending = []
        if pending:
            yield jsonl_table(pending, shard.path, kinds, code)


def _row_groups_from(parquet: pq.ParquetFile, start: int) -> tuple[list[int], int]:
    """The row groups from the one holding row ``start`` on, and the rows of it before ``start``."""
    before = 0
    for group in range(parquet.metadata.num_row_groups):
        size = parquet.metadata.row_group(group).num_rows
        if before + size > start:
            return list(range(group, parquet.metadata.num_row_groups)), start - before
        before += size
    return [], 0


def iter_records(shard: Shard, start: int = 0, limit: int | None = None) -> Iterator[tuple[dict[str, Any] | None, str | None]]:
    """A shard's rows as they are (nested values as lists and dicts, JSON text left as text) from
    row ``start``, at most ``limit``: each ``(row, None)``, or ``(None, reason)`` for a line
    that is not a JSON object."""
    if shard.kind == "jsonl":
        lines = itertools.islice(numbered_lines(shard.path), start, None if limit is None else start + limit)
        for number, line in lines:
            try:
                yield parse_line(line, number, shard.path), None
            except ValueError as exc:
                yield None, str(exc).split(": ", 2)[-1]
        return
    for table, _ in read_batches(shard, 1024, limit, start=start):
        for row in table.to_pylist():
            yield row, None
