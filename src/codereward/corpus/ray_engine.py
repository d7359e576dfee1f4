"""The Ray engine: one Ray Data pipeline over every pending shard, on a local Ray or a cluster.

The pipeline, built once per run whatever the number of shards:

1. read: ``ShardDatasource``, a Ray Data datasource with a read task per *piece* of a
   shard (about ``BATCH_ROWS`` rows, at most ``MAX_PIECES`` per shard), each reading its
   rows with the local engine's reader (``inputs.read_batches``: Parquet, JSON Lines,
   ``datasets`` Arrow files alike, so both engines see the same rows and bad lines) and
   tagging them with their shard;
2. ``map_batches`` with ``ActorScorer`` on a fixed pool of actors, one per CPU of the
   cluster: each builds one ``BatchScorer`` (one analyzer, imported and built once) and
   keeps it for every piece it gets;
3. ``iter_batches`` streams the scored pieces back to this process, in order
   (``preserve_order``), where ``run`` writes each shard and renames it when complete.

Why this shape: the fixed cost of a run (starting the actors, each importing codereward
and building its analyzer; Ray Data planning and scheduling) is paid once, not once per
shard. Pieces, not whole shards, are the unit of work, so one big shard keeps every
actor busy without a repartition (an all-to-all step, and a wait for every read before
the first score); and since a piece never mixes shards, shards of different schemas
share the pipeline (a block is never concatenated with another shard's). Writing in
this process makes resumption and atomicity simple (a shard is renamed once its last
row is in), costs no write tasks, and keeps Ray's own write layout (one folder of
files per write) out of the output. Its limit is this process's bandwidth: it receives
every scored row, about the input's size again. Writing a row costs a small fraction
of scoring it, so one writer keeps up with many actors; past that, writes from the
workers (``write_parquet`` per shard) would be the next step.

``address``: ``None`` starts a local Ray (stopped at the end), ``"auto"`` joins the
cluster this machine is part of (``ray start --head`` / ``ray start --address``), and
``ray://HOST:10001`` a remote one through Ray Client. On a cluster, the inputs must be
paths every node can read (a shared file system); the output is written here.
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Iterator
from typing import Any

import pyarrow as pa
from ray.data import Datasource, ReadTask
from ray.data.block import BlockMetadata

from codereward.config import Config
from codereward.corpus.inputs import jsonl_kinds, read_batches
from codereward.corpus.plan import Job
from codereward.corpus.scorer import BatchScorer

#: rows per piece of a shard (a read task, and one ``BatchScorer`` call in an actor)
BATCH_ROWS = 256
#: at most this many pieces per shard: a piece of a Parquet row group or of a JSON Lines
#: file reads what comes before it in that group or file again (and skips it)
MAX_PIECES = 64
#: one read task at a time for this many actors
READS_PER_ACTORS = 16
#: the columns a piece carries beside the input's: its job's index, and why a row has no value
SHARD_COLUMN = "__codereward_shard"
REASON_COLUMN = "__codereward_reason"


class RayEngine:
    name = "ray"

    def __init__(self, config: Config, address: str | None = None, batch_rows: int | None = None) -> None:
        # An actor is one CPU: its analyzer stays in one process (no worker processes).
        self.config = config.replace(jobs=1)
        self.address = address
        self.batch_rows = batch_rows or BATCH_ROWS
        self._started = False
        self.actors = 1

    def __enter__(self) -> RayEngine:
        import ray

        self._started = start_ray(self.address)
        self.actors = max(1, int(ray.cluster_resources().get("CPU", 1)))
        return self

    def __exit__(self, *exc: object) -> None:
        if self._started:
            import ray

            ray.shutdown()
            self._started = False

    def scored(self, jobs: list[Job]) -> Iterator[tuple[int, pa.Table]]:
        """(index of the job, its next scored rows) for every job, in order, row for row."""
        import ray.data

        source = ShardDatasource(jobs, self.batch_rows, self.config.column)
        # Reading is light next to scoring: the read tasks take no CPU, so that they run
        # beside the actors, which hold one each, and few run at once (Ray would start a
        # worker process for each, and one keeps many actors fed).
        pieces = ray.data.read_datasource(source, override_num_blocks=source.pieces, num_cpus=0,
                                          concurrency=max(1, self.actors // READS_PER_ACTORS))
        context = pieces.context
        context.enable_progress_bars = False  # the command shows its own
        context.execution_options.preserve_order = True  # every shard's rows in the input's order
        scored = pieces.map_batches(ActorScorer, fn_constructor_kwargs={"config": self.config, "rows": self.batch_rows},
                                    batch_size=None, batch_format="pyarrow", concurrency=self.actors, num_cpus=1)
        for block in scored.iter_batches(batch_size=None, batch_format="pyarrow", prefetch_batches=2):
            yield from _by_shard(block)


def start_ray(address: str | None) -> bool:
    """Ray, quiet, joined (``address``) or started here unless this process runs it already;
    whether this call started it (then the caller stops it: ``ray.shutdown()``)."""
    import ray
    import ray.data  # noqa: F401  (it sets up its loggers on import: quieted below)

    # Ray Data's plans, timings and the note that its progress bars are off (the
    # command shows its own): not for the user
    logging.getLogger("ray").setLevel(logging.WARNING)
    logging.getLogger("ray.data").setLevel(logging.ERROR)
    if ray.is_initialized():
        return False
    # no dashboard, no runtime environment to build: a local Ray starts in seconds
    ray.init(address=address, include_dashboard=False, log_to_driver=False, configure_logging=False)
    return True


def pieces_of(job: Job, rows: int) -> list[tuple[int, int]]:
    """(first row, rows) of each piece of ``job``: about ``rows`` each, at most ``MAX_PIECES``."""
    count = min(MAX_PIECES, max(1, -(-job.rows // rows)))
    size = -(-job.rows // count)
    return [(start, min(size, job.rows - start)) for start in range(0, job.rows, size)]


class ShardDatasource(Datasource):
    """The pieces of some jobs' shards as Ray Data read tasks, each tagged with its job."""

    def __init__(self, jobs: list[Job], rows: int, column: str) -> None:
        super().__init__()
        self.jobs, self.rows, self.column = jobs, rows, column
        # a JSON Lines file's column types come from all its lines: found once, here
        self.kinds = {i: jsonl_kinds(job.shard.path) for i, job in enumerate(jobs) if job.shard.kind == "jsonl"}
        self.pieces = sum(len(pieces_of(job, rows)) for job in jobs)

    def estimate_inmemory_data_size(self) -> int | None:
        return sum(os.path.getsize(job.shard.path) for job in self.jobs)

    def get_read_tasks(self, parallelism: int, per_task_row_limit: int | None = None,
                       data_context: Any = None) -> list[ReadTask]:
        tasks = []
        for index, job in enumerate(self.jobs):
            size = os.path.getsize(job.shard.path) // max(1, job.rows)
            for start, rows in pieces_of(job, self.rows):
                read = functools.partial(_read_piece, index, job, start, rows, self.column, self.kinds.get(index))
                tasks.append(ReadTask(read, BlockMetadata(num_rows=rows, size_bytes=size * rows, exec_stats=None,
                                                          input_files=(job.shard.path,))))
        return tasks


def _read_piece(index: int, job: Job, start: int, rows: int, column: str,
                kinds: dict[str, str] | None) -> Iterator[pa.Table]:
    for table, reasons in read_batches(job.shard, rows, rows, column, start, kinds):
        tags = pa.array([index] * table.num_rows, pa.int32())
        yield table.append_column(SHARD_COLUMN, tags).append_column(REASON_COLUMN, pa.array(reasons, pa.string()))


class ActorScorer:
    """A Ray Data actor: one ``BatchScorer`` for its life, over every piece it gets."""

    def __init__(self, config: Config, rows: int) -> None:
        self.scorer = BatchScorer(config)
        self.rows = rows

    def __call__(self, piece: pa.Table) -> Iterator[pa.Table]:
        tags = piece.column(SHARD_COLUMN)
        reasons = piece.column(REASON_COLUMN).to_pylist()
        table = piece.drop_columns([SHARD_COLUMN, REASON_COLUMN])
        for start in range(0, table.num_rows, self.rows):
            scored = self.scorer(table.slice(start, self.rows), reasons[start:start + self.rows])
            yield scored.append_column(SHARD_COLUMN, tags.slice(start, self.rows))


def _by_shard(block: pa.Table) -> Iterator[tuple[int, pa.Table]]:
    """A block's rows, split where the shard changes (a piece never mixes shards; a block may)."""
    tags = block.column(SHARD_COLUMN).to_pylist()
    rows = block.drop_columns([SHARD_COLUMN])
    start = 0
    for end in range(1, len(tags) + 1):
        if end == len(tags) or tags[end] != tags[start]:
            yield tags[start], rows.slice(start, end - start)
            start = end
