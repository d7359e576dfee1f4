"""``score_corpus``: every row of some datasets scored into Parquet shards, resumably.

Each input data file is a shard and becomes one output file, ``OUT/NAME.parquet``. A
shard is written to a hidden temporary name and renamed when complete, so an
interrupted run (Ctrl-C, a lost machine) leaves no half-written shard, and a later run
skips every shard already there. ``OUT/_shards/NAME.json`` keeps each shard's input and
row counts (for the rows ``min-score`` dropped).
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from codereward.config import Config
from codereward.corpus.inputs import InputError, Shard, columns_of, discover
from codereward.corpus.plan import Job, plan
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
    pending = [job for job in jobs if not _output(out, job).exists()]
    summary = Summary(shards=len(jobs), skipped_shards=len(jobs) - len(pending))
    advance = (progress or _no_progress)(sum(j.rows for j in pending), sum(j.rows for j in jobs if j not in pending))
    started = time.monotonic()
    if pending:
        with _engine(config) as engine:
            for job in pending:
                _score_shard(engine, job, out, advance)
                summary.rows_this_run += job.rows
    summary.seconds = time.monotonic() - started
    done = [job for job in jobs if _output(out, job).exists()]
    summary.dropped = sum(_dropped(out, job) for job in done)
    return summarize([_output(out, job) for job in done], summary)


def _output(out: Path, job: Job) -> Path:
    return out / f"{job.name}.parquet"


def _score_shard(engine: Any, job: Job, out: Path, advance: Callable[[int], None]) -> int:
    final = _output(out, job)
    temporary = out / f".{job.name}.parquet.tmp"
    temporary.unlink(missing_ok=True)  # left by a run that was killed outright
    try:
        written = engine.score_shard(job, temporary, advance)
        if not temporary.exists():  # an empty shard: nothing to write, nothing to skip later
            return 0
        record = {"input": job.shard.path, "rows_in": job.rows, "rows_out": written, "engine": engine.name}
        (out / "_shards" / f"{job.name}.json").write_text(json.dumps(record), encoding="utf-8")
        temporary.replace(final)  # the shard exists only once complete
        return written
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


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
    from codereward.corpus.local import LocalEngine

    return LocalEngine(config)


def _no_progress(total: int, skipped: int) -> Callable[[int], None]:
    return lambda rows: None
