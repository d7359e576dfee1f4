"""The local engine: shards scored here, batch by batch, by the analyzer's worker processes."""

from __future__ import annotations

from collections.abc import Iterator

import pyarrow as pa

from codereward.config import Config
from codereward.corpus.inputs import read_batches
from codereward.corpus.plan import Job
from codereward.corpus.scorer import BatchScorer

#: rows per analyzer batch: enough for the worker processes to share, few enough for steady progress
BATCH_ROWS = 512


class LocalEngine:
    """Scores shards in this process (the analyzer forks its workers: ``jobs``)."""

    name = "local"

    def __init__(self, config: Config, batch_rows: int | None = None) -> None:
        self.scorer = BatchScorer(config)
        self.batch_rows = batch_rows or BATCH_ROWS

    def __enter__(self) -> LocalEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.scorer.close()

    def scored(self, jobs: list[Job]) -> Iterator[tuple[int, pa.Table]]:
        """(index of the job, its next scored rows) for every job, in order, row for row."""
        for index, job in enumerate(jobs):
            for table, reasons in read_batches(job.shard, self.batch_rows, job.limit, self.scorer.config.column):
                yield index, self.scorer(table, reasons)
