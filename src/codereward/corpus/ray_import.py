"""``problems import --engine ray``: the pieces of the sources converted by Ray Data tasks.

Each piece (a job's rows ``start`` to ``start + rows``) is one task, which reads its rows with
the one reader (``inputs.iter_records``) and converts them (``problem_import.convert_piece``);
the converted rows stream back here in the sources' order (``preserve_order``), where
``import_problems`` writes them, so resuming and the rejects work as with the local engine.
Ray is started as ``codereward score --engine ray`` starts it (``ray_engine.start_ray``).
Conversion holds no state worth keeping between pieces, so tasks, not actors.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pyarrow as pa

from codereward.corpus.plan import Job
from codereward.corpus.problem_import import Converted, convert_piece
from codereward.corpus.ray_engine import start_ray

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
        converted = dataset.map_batches(_convert, batch_size=1, batch_format="pyarrow",
                                        fn_kwargs={"fmt": fmt, "jobs": jobs, "trusted": trusted})
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
