"""Which shards a run scores, how many rows of each, and the output file each one gets.

With ``limit``, the shards are taken in order until it is reached; a shard cut short is
written under a name of its own (``NAME.head-N``), so that a later run without the limit
does not take it for the whole shard.
"""

from __future__ import annotations

from dataclasses import dataclass

from codereward.corpus.inputs import Shard, count_rows


@dataclass(frozen=True)
class Job:
    shard: Shard
    rows: int  # rows to score
    limit: int | None  # None: the whole shard

    @property
    def name(self) -> str:
        """The output file's name, without ``.parquet``."""
        return self.shard.name if self.limit is None else f"{self.shard.name}.head-{self.limit}"


def plan(shards: list[Shard], limit: int | None = None) -> list[Job]:
    """A job for each shard, within ``limit`` rows in all."""
    jobs: list[Job] = []
    left = limit
    for shard in shards:
        if left is not None and left <= 0:
            break
        rows = count_rows(shard)
        if left is not None and rows > left:
            jobs.append(Job(shard, left, left))
            left = 0
            continue
        jobs.append(Job(shard, rows, None))
        if left is not None:
            left -= rows
    return jobs
