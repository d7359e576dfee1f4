"""The local engine: shards scored here, batch by batch, by the analyzer's worker processes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pyarrow.parquet as pq

from codereward.config import Config
from codereward.corpus.inputs import read_batches
from codereward.corpus.plan import Job
from codereward.corpus.scorer import BatchScorer

#: rows per analyzer batch: enough for the worker processes to share, few enough for steady progress
BATCH_ROWS = 512


class LocalEngine:
    """Scores shards in this process (the analyzer forks its workers: ``jobs``)."""

    name = "local"

    def __init__(self, config: Config, batch_rows: int = BATCH_ROWS) -> None:
        self.scorer = BatchScorer(config)
        self.batch_rows = batch_rows

    def __enter__(self) -> LocalEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.scorer.close()

    def score_shard(self, job: Job, target: Path, advance: Callable[[int], None]) -> int:
        """Write ``job``'s scored rows to ``target``; the rows written (0: nothing written)."""
        writer: pq.ParquetWriter | None = None
        written = 0
        try:
            for table, reasons in read_batches(job.shard, self.batch_rows, job.limit, self.scorer.config.column):
                scored = self.scorer(table, reasons)
                if writer is None:
                    writer = pq.ParquetWriter(target, scored.schema)
                writer.write_table(scored)
                written += scored.num_rows
                advance(table.num_rows)
        finally:
            if writer is not None:
                writer.close()
        return written
