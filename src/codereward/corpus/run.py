"""``score_corpus``: every row of some datasets scored into Parquet shards, resumably.

Each input data file is a shard and becomes one output file, ``OUT/NAME.parquet``. The
engine streams the scored rows of every pending shard back here, in order (the Ray
engine from one Ray Data pipeline over all of them); this process writes each shard to
a hidden temporary name and renames it once all its rows are in, so an interrupted run
(Ctrl-C, a lost machine) leaves no half-written shard, and a later run skips every
shard already there. ``--min-score`` is applied here, after the rows are counted.
``OUT/_shards/NAME.json`` keeps each shard's input and row counts (for the rows
``min-score`` dropped).
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import json
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

from codereward.config import Config
from codereward.corpus.inputs import InputError, Shard, columns_of, discover
from codereward.corpus.local import LocalEngine
from codereward.corpus.plan import Job, plan
from codereward.corpus.scorer import at_least
from codereward.corpus.summary import Summary, summarize


def score_corpus(inputs: list[str], out: str | Path, config: Config,
                 progress: Callable[[int, int], Callable[[int], None]] | None = None) -> Summary:
    """Score ``inputs`` into ``out`` with ``config.engine``; returns the summary of ``out``.

    ``progress(total_rows, skipped_rows)`` is called once and returns the function to
    call with each number of rows done. Raises ``InputError`` for inputs that cannot
    be read at all.
    """
    out = Path(out)
    # an output folder inside an input folder: its shards are results, not inputs
    shards = [s for s in discover(inputs) if out.resolve() not in Path(s.path).resolve().parents]
    for shard in shards:
        _check_column(shard, config.column)
    jobs = plan(shards, config.limit)
    out.mkdir(parents=True, exist_ok=True)
    (out / "_shards").mkdir(exist_ok=True)
    written = [job for job in jobs if _output(out, job).exists()]
    pending = [job for job in jobs if job.rows and job not in written]  # an empty shard: nothing to write
    summary = Summary(shards=len(jobs), skipped_shards=len(written))
    advance = (progress or _no_progress)(sum(j.rows for j in pending), sum(j.rows for j in jobs if j not in pending))
    started = time.monotonic()
    if pending:
        with _engine(dataclasses.replace(config, min_score=None)) as engine:  # applied here, once counted
            for job in _write(out, pending, engine.scored(pending), engine.name, config.min_score, advance):
                summary.rows_this_run += job.rows
    summary.seconds = time.monotonic() - started
    done = [job for job in jobs if _output(out, job).exists()]
    summary.dropped = sum(_dropped(out, job) for job in done)
    return summarize([_output(out, job) for job in done], summary)


def _output(out: Path, job: Job) -> Path:
    return out / f"{job.name}.parquet"


def _write(out: Path, jobs: list[Job], scored: Iterable[tuple[int, pa.Table]], engine: str,
           min_score: float | None, advance: Callable[[int], None]) -> Iterator[Job]:
    """Write the engine's (job index, scored rows) into the jobs' shards; yields each job once complete."""
    files: dict[int, _ShardFile] = {}
    try:
        for index, table in scored:
            shard = files.get(index) or files.setdefault(index, _ShardFile(out, jobs[index], engine))
            shard.write(table, at_least(table, min_score))
            advance(table.num_rows)
            if shard.complete:
                shard.finish()
                yield files.pop(index).job
        if files:  # rows the engine never gave back: an input that changed under the run
            job = next(iter(files.values())).job
            raise InputError(f"{job.shard.path}: fewer rows than the {job.rows:,} counted at the start; "
                             "did it change during the run?")
    finally:
        for shard in files.values():
            shard.abandon()


class _ShardFile:
    """One shard's output while it is written: a hidden temporary file until all its rows are in."""

    def __init__(self, out: Path, job: Job, engine: str) -> None:
        self.out, self.job, self.engine = out, job, engine
        self.temporary = out / f".{job.name}.parquet.tmp"
        self.temporary.unlink(missing_ok=True)  # left by a run that was killed outright
        self.writer: pq.ParquetWriter | None = None
        self.rows_in = self.rows_out = 0

    @property
    def complete(self) -> bool:
        return self.rows_in >= self.job.rows

    def write(self, scored: pa.Table, kept: pa.Table) -> None:
        self.rows_in += scored.num_rows
        if self.rows_in > self.job.rows:
            raise InputError(f"{self.job.shard.path}: more rows than the {self.job.rows:,} counted at the start; "
                             "did it change during the run?")
        if self.writer is None:
            self.writer = pq.ParquetWriter(self.temporary, kept.schema)
        self.writer.write_table(kept)
        self.rows_out += kept.num_rows

    def finish(self) -> None:
        """Close the file, record its counts and give it its name: the shard exists only once complete."""
        assert self.writer is not None
        self.writer.close()
        self.writer = None
        record = {"input": self.job.shard.path, "rows_in": self.rows_in, "rows_out": self.rows_out, "engine": self.engine}
        (self.out / "_shards" / f"{self.job.name}.json").write_text(json.dumps(record), encoding="utf-8")
        self.temporary.replace(_output(self.out, self.job))

    def abandon(self) -> None:
        if self.writer is not None:
            with contextlib.suppress(Exception):
                self.writer.close()
        with contextlib.suppress(OSError):
            self.temporary.unlink(missing_ok=True)


def _dropped(out: Path, job: Job) -> int:
    try:
        record = json.loads((out / "_shards" / f"{job.name}.json").read_text(encoding="utf-8"))
        return int(record["rows_in"]) - int(record["rows_out"])
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def _check_column(shard: Shard, column: str) -> None:
    if shard.kind == "jsonl":
        return  # rows are free-form: a row without it gets a reason, not the whole file an error
    names = columns_of(shard)
    if column not in names and column.partition(".")[0] not in names:
        raise InputError(f"{shard.path}: no column {column!r} (columns: {', '.join(names)}); choose one with --column")


def _engine(config: Config) -> Any:
    if config.engine == "ray":
        if importlib.util.find_spec("ray") is None:
            raise InputError("--engine ray needs Ray Data: pip install 'codereward[ray]'")
        from codereward.corpus.ray_engine import RayEngine

        return RayEngine(config, config.address)
    return LocalEngine(config)


def _no_progress(total: int, skipped: int) -> Callable[[int], None]:
    return lambda rows: None
