"""``BatchScorer``: an Arrow table of rows in, the same rows with their score columns out.

Both engines run it: the local engine in this process, the Ray engine once per actor
(one analyzer, and one sandbox with ``--tests``, reused for every batch the actor gets),
and ``score_batch`` for ``datasets.Dataset.map``.
Added columns have fixed types, so every batch of a shard has the same schema; a
column of the input with the name of an added one is replaced. Rows under
``min_score`` are dropped (``at_least``): here, or by ``codereward score`` where it
writes the shards, which counts the rows it read first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.corpus.columns import added_columns, score_values
from codereward.corpus.correctness import correctness_values
from codereward.jsonl import json_or_text
from codereward.sandbox import Sandbox

_TYPES: dict[str, pa.DataType] = {
    "finding_count": pa.int64(), "rule_counts": pa.string(), "findings": pa.string(), "reason": pa.string(),
    "correctness": pa.float64(), "tests_passed": pa.int64(), "tests_total": pa.int64(), "tests_error": pa.string(),
}


def column_type(name: str) -> pa.DataType:
    """The Arrow type of an added column (the scores are float64)."""
    return _TYPES.get(name, pa.float64())


def column_values(table: pa.Table, column: str) -> list[Any]:
    """The values of ``column``; ``a.b`` is field ``b`` of column ``a`` (a struct, or an
    object kept as JSON text), as verl keeps ``extra_info.reference_solution``."""
    if column in table.column_names:
        return table.column(column).to_pylist()
    top, _, rest = column.partition(".")
    if not rest or top not in table.column_names:
        return [None] * table.num_rows
    values = table.column(top).to_pylist()
    for key in rest.split("."):
        values = [v.get(key) if isinstance(v, dict) else None for v in map(json_or_text, values)]
    return values


def at_least(table: pa.Table, min_score: float | None) -> pa.Table:
    """The scored rows with a ``quality`` of at least ``min_score`` (all of them for ``None``)."""
    return table if min_score is None else table.filter(pc.greater_equal(table.column("quality"), min_score))


class BatchScorer:
    """Scores tables of rows with one analyzer (and sandbox) for every batch."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.analyzer = Analyzer(config.for_scoring())
        self.names = added_columns(config)
        self._sandbox: Any = None

    def __call__(self, table: pa.Table, reasons: Sequence[str | None] | None = None) -> pa.Table:
        column = self.config.column
        values = column_values(table, column)
        added = score_values(values, self.analyzer, reasons)
        if self.config.tests:
            batch = {name: table.column(name).to_pylist() for name in table.column_names if name != column}
            added.update(correctness_values(batch, values, column, self.sandbox()))
        kept = table.drop_columns([name for name in self.names if name in table.column_names])
        for name in self.names:
            kept = kept.append_column(pa.field(name, column_type(name)), pa.array(added[name], column_type(name)))
        return at_least(kept, self.config.min_score)

    def sandbox(self) -> Any:
        if self._sandbox is None:
            self._sandbox = Sandbox()
        return self._sandbox

    def close(self) -> None:
        self.analyzer.close()
        if self._sandbox is not None:
            self._sandbox.close()
            self._sandbox = None


# --------------------------------------------------------------------------- datasets

_SCORERS: dict[str, BatchScorer] = {}


def score_batch(batch: pa.Table | Mapping[str, Sequence[Any]], column: str = "content", findings: str = "summary",
                tests: bool = False, profile: str = "fast", config: Config | None = None) -> pa.Table:
    """A batch of rows with the columns ``codereward score`` adds, for Hugging Face ``datasets``::

        dataset.with_format("arrow").map(score_batch, batched=True, num_proc=4, fn_kwargs={"column": "content"})

    The batch is a dict of columns or (``with_format("arrow")``, which keeps the input's
    types exactly) an Arrow table; the result is an Arrow table: the input's columns and
    the added ones. Each process keeps one scorer per configuration, its analyzer in one
    process (``num_proc`` is the parallelism), with empty modules clean as in the command.
    """
    config = (config or Config(profile=profile, jobs=1, empty_module="clean")).replace(
        column=column, findings=findings, tests=tests)
    key = repr(config)
    if key not in _SCORERS:
        _SCORERS[key] = BatchScorer(config)
    table = batch if isinstance(batch, pa.Table) else pa.Table.from_pydict(dict(batch))
    return _SCORERS[key](table)
