"""Problem rows on Ray Data: ``problems import --engine ray`` (conversion) and ``problems validate
--engine ray`` (the references run in sandboxes), started as ``codereward score --engine ray``
starts Ray (``ray_engine.start_ray``).

Import: each piece (a job's rows ``start`` to ``start + rows``) is one task, which reads its rows
with the one reader (``inputs.iter_records``) and converts them (``problem_import.convert_piece``);
conversion holds no state worth keeping, so tasks, not actors.

Validate: each batch of rows is judged by an actor (one per CPU of the cluster) holding one
sandbox for its life (its warm pool of workers), as ``score --tests`` actors do.

Either way the results stream back here in order (``preserve_order``), where the command writes
them, so resuming and the rejects work as with the local engine.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from typing import Any

import pyarrow as pa

from codereward.corpus.plan import Job
from codereward.corpus.problem_import import Converted, convert_piece
from codereward.corpus.ray_engine import start_ray
from codereward.jsonl import dumps, loads
from codereward.problems.validate import RowVerdict, judge_imported
from codereward.sandbox import Sandbox

_SCHEMA = pa.schema([("job", pa.int64()), ("index", pa.int64()), ("id", pa.string()), ("line", pa.large_string()),
                     ("flags", pa.string()), ("reason", pa.string())])


def convert_on_ray(fmt: str, jobs: list[Job], pieces: list[list[tuple[int, int]]], trusted: bool,
                   address: str | None) -> Iterator[tuple[int, list[Converted]]]:
    """(job index, a piece's rows converted) for every piece, in order."""
    import ray
    import ray.data

    started = start_ray(address)
    try:
        items = [{"job": index, "start": start, "rows": rows} for index, found in enumerate(pieces) for start, rows in found]
        if not items:
            return
        dataset = ray.data.from_items(items, override_num_blocks=len(items))
        context = dataset.context
        context.enable_progress_bars = False  # the command shows its own
        context.execution_options.preserve_order = True
        convert = functools.partial(_convert, fmt=fmt, jobs=jobs, trusted=trusted)
        converted = dataset.map_batches(convert, batch_size=1, batch_format="pyarrow")
        for block in converted.iter_batches(batch_size=None, batch_format="pyarrow", prefetch_batches=2):
            yield from _pieces(block)
    finally:
        if started:
            ray.shutdown()


def _convert(batch: pa.Table, fmt: str, jobs: list[Job], trusted: bool) -> pa.Table:
    columns: dict[str, list[Any]] = {name: [] for name in _SCHEMA.names}
    for job, start, rows in zip(*(batch.column(name).to_pylist() for name in ("job", "start", "rows"))):
        for item in convert_piece(fmt, jobs[job], start, rows, trusted):
            for name, value in (("job", job), ("index", item.index), ("id", item.id), ("line", item.line),
                                ("flags", json.dumps(item.flags)), ("reason", item.reason)):
                columns[name].append(value)
    return pa.Table.from_pydict(columns, schema=_SCHEMA)


def _pieces(block: pa.Table) -> Iterator[tuple[int, list[Converted]]]:
    """A block's rows grouped by job, in order (a block may hold several pieces, of several jobs)."""
    rows = block.to_pylist()
    start = 0
    for end in range(1, len(rows) + 1):
        if end == len(rows) or rows[end]["job"] != rows[start]["job"]:
            yield rows[start]["job"], [Converted(r["index"], r["id"], r["line"], tuple(json.loads(r["flags"])), r["reason"])
                                       for r in rows[start:end]]
            start = end


def judge_on_ray(batches: list[list[dict[str, Any]]], address: str | None) -> Iterator[list[RowVerdict]]:
    """``judge_imported`` of each batch of rows, on actors with a sandbox each; in order."""
    import ray
    import ray.data

    if not batches:
        return
    started = start_ray(address)
    try:
        actors = max(1, int(ray.cluster_resources().get("CPU", 1)))
        dataset = ray.data.from_items([{"batch": i, "rows": dumps(batch)} for i, batch in enumerate(batches)],
                                      override_num_blocks=len(batches))
        context = dataset.context
        context.enable_progress_bars = False
        context.execution_options.preserve_order = True
        judged = dataset.map_batches(_Judge, batch_size=1, batch_format="pyarrow", concurrency=actors, num_cpus=1)
        pending: dict[int, list[RowVerdict]] = {}
        following = 0
        for block in judged.iter_batches(batch_size=None, batch_format="pyarrow", prefetch_batches=2):
            for row in pa.table(block).to_pylist():
                pending.setdefault(row["batch"], []).append(
                    RowVerdict(row["id"], row["source"], row["status"], row["reason"]))
            while following in pending and len(pending[following]) == len(batches[following]):
                yield pending.pop(following)
                following += 1
    finally:
        if started:
            ray.shutdown()


class _Judge:
    """A Ray Data actor: one sandbox for its life, over every batch of rows it gets."""

    def __init__(self) -> None:
        self.sandbox = Sandbox()

    def __call__(self, items: pa.Table) -> pa.Table:
        columns: dict[str, list[Any]] = {"batch": [], "id": [], "source": [], "status": [], "reason": []}
        for batch, text in zip(items.column("batch").to_pylist(), items.column("rows").to_pylist()):
            for verdict in judge_imported(loads(text), self.sandbox):
                for name, value in (("batch", batch), ("id", verdict.id), ("source", verdict.source),
                                    ("status", verdict.status), ("reason", verdict.reason)):
                    columns[name].append(value)
        return pa.table(columns)
