"""The Ray engine: each shard through Ray Data, on a local Ray or on a cluster.

Per shard: ``read_parquet`` (JSON Lines: ``read_text``, so that a bad line is a bad row
and not a failed job; a ``datasets`` Arrow file: read here, ``from_arrow``), materialized ->
``map_batches`` with ``BatchScorer`` as the actor class (one analyzer per actor, in one
process, reused for every batch; one actor per CPU of the cluster) -> ``write_parquet``
into a folder of its own, whose one file then becomes the shard's output. Row order is
kept, so the output is the local engine's, row for row.

``address``: ``None`` starts a local Ray (stopped at the end), ``"auto"`` joins the
cluster this machine is part of (``ray start --head`` / ``ray start --address``), and
``ray://HOST:10001`` a remote one through Ray Client. On a cluster, the inputs and the
output folder must be paths every node can read and write (a shared file system).
"""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from codereward.config import Config
from codereward.corpus.inputs import jsonl_kinds
from codereward.corpus.plan import Job
from codereward.corpus.scorer import BatchScorer

#: rows per Ray batch (one ``BatchScorer`` call in an actor)
BATCH_ROWS = 256
#: at most this many blocks of a shard per actor (more only add scheduling)
MAX_BLOCKS_PER_ACTOR = 32


class RayEngine:
    name = "ray"

    def __init__(self, config: Config, address: str | None = None, batch_rows: int = BATCH_ROWS) -> None:
        # An actor is one CPU: its analyzer stays in one process (no worker processes).
        self.config = config.replace(jobs=1)
        self.address = address
        self.batch_rows = batch_rows
        self._started = False
        self.actors = 1

    def __enter__(self) -> RayEngine:
        import ray
        from ray.data import DataContext

        logging.getLogger("ray").setLevel(logging.WARNING)  # Ray Data's plans and timings: not for the user
        if not ray.is_initialized():
            ray.init(address=self.address, include_dashboard=False, log_to_driver=False, configure_logging=False)
            self._started = True
        context = DataContext.get_current()
        context.enable_progress_bars = False  # the command shows its own
        context.execution_options.preserve_order = True  # the output in the input's order
        self.actors = max(1, int(ray.cluster_resources().get("CPU", 1)))
        return self

    def __exit__(self, *exc: object) -> None:
        if self._started:
            import ray

            ray.shutdown()
            self._started = False

    def score_shard(self, job: Job, target: Path, advance: Callable[[int], None]) -> int:
        """Write ``job``'s scored rows to ``target``; the rows written (0: nothing written)."""
        from ray.data import ActorPoolStrategy

        dataset, jsonl = self._read(job)
        if job.limit is not None:
            dataset = dataset.limit(job.limit)
        # Read before the actors start: they hold every CPU, and a read task (listing the
        # files, reading them) waiting for a CPU an actor holds would wait for ever. Then
        # a block per batch or so: an actor takes a whole block, so one block would be
        # one busy actor and the rest idle.
        blocks = min(-(-job.rows // self.batch_rows), self.actors * MAX_BLOCKS_PER_ACTOR)
        dataset = dataset.repartition(max(1, blocks)).materialize()
        scored = dataset.map_batches(
            BatchScorer, fn_constructor_kwargs={"config": self.config, "jsonl": jsonl},
            batch_size=self.batch_rows, batch_format="pyarrow", compute=ActorPoolStrategy(size=self.actors), num_cpus=1,
        )
        folder = target.with_name(target.name + ".d")
        shutil.rmtree(folder, ignore_errors=True)
        try:
            # the write, too, must not wait for a CPU while the actors hold them all
            scored.repartition(1).write_parquet(str(folder), ray_remote_args={"num_cpus": 0})
            files = sorted(folder.glob("*.parquet"))
            if not files:
                return 0
            files[0].replace(target)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        advance(job.rows)
        return pq.ParquetFile(target).metadata.num_rows

    def _read(self, job: Job) -> tuple[Any, tuple[str, dict[str, str]] | None]:
        import ray.data

        shard = job.shard
        if shard.kind == "parquet":
            return ray.data.read_parquet(shard.path), None
        if shard.kind == "jsonl":
            return ray.data.read_text(shard.path), (shard.path, jsonl_kinds(shard.path))
        with pa.memory_map(shard.path) as source:
            table = pa.ipc.open_stream(source).read_all()
        return ray.data.from_arrow(table), None
