"""``codereward score`` throughput: the local engine and the Ray engine on the same corpus.

The corpus: ``--rows`` (default 10,000) distinct functions of this interpreter's standard
library (``stdlib_corpus.py``), written as ``--shards`` Parquet files. Each engine scores
all of it into a fresh output folder, side by side in this one run, ``--repeat`` times
in alternation (local, ray, local, ray, ...):

- local: ``--engine local``, the analyzer's worker processes (``jobs=0``: one per CPU);
- ray: ``--engine ray`` on a local Ray with every CPU of this machine, started once
  before the runs (as a cluster would be); its start-up is printed on its own line.

Printed: rows/s of each run, the median of each engine, Ray's per-row overhead over
local (``ray seconds per row / local seconds per row - 1``), and whether both engines
wrote the same rows. Timings live here, never in the tests.

    python benchmarks/corpus_throughput.py [--rows 10000] [--shards 1] [--repeat 3]
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).resolve().parent))
from stdlib_corpus import functions  # noqa: E402

from codereward.config import Config  # noqa: E402
from codereward.corpus import score_corpus  # noqa: E402
from codereward.workers import available_cpus  # noqa: E402


def write_corpus(folder: Path, rows: int, shards: int) -> list[str]:
    table = pa.Table.from_pylist(list(functions(rows)))
    if table.num_rows < rows:
        sys.exit(f"only {table.num_rows} distinct functions in this stdlib; ask for fewer --rows")
    size = -(-table.num_rows // shards)
    paths = []
    for i in range(shards):
        path = folder / f"stdlib-{i:03d}.parquet"
        pq.write_table(table.slice(i * size, size), path)
        paths.append(str(path))
    return paths


def run(engine: str, inputs: list[str], out: Path) -> float:
    shutil.rmtree(out, ignore_errors=True)
    started = time.perf_counter()
    summary = score_corpus(inputs, out, Config(engine=engine, empty_module="clean"))
    seconds = time.perf_counter() - started
    assert summary.rows == summary.rows_this_run
    return seconds


def rows_of(out: Path) -> list[dict]:
    return [row for path in sorted(out.glob("*.parquet")) for row in pq.read_table(path).to_pylist()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--shards", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    import ray

    cpus = available_cpus()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"python {platform.python_version()}, {cpus} CPUs, load average {load:.1f}, ray {ray.__version__}")
    with tempfile.TemporaryDirectory(prefix="codereward-corpus-bench-") as tmp:
        folder = Path(tmp)
        inputs = write_corpus(folder, args.rows, args.shards)
        print(f"corpus: {args.rows:,} distinct stdlib functions in {args.shards} Parquet shard(s)")
        started = time.perf_counter()
        ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False)
        print(f"ray start-up (once, not in the figures below): {time.perf_counter() - started:.1f} s")
        times: dict[str, list[float]] = {"local": [], "ray": []}
        try:
            for i in range(args.repeat):
                for engine in ("local", "ray"):
                    seconds = run(engine, inputs, folder / engine)
                    times[engine].append(seconds)
                    print(f"  run {i + 1} {engine:<5} {seconds:7.1f} s  {args.rows / seconds:8.1f} rows/s", flush=True)
            same = rows_of(folder / "local") == rows_of(folder / "ray")
        finally:
            ray.shutdown()
    local, on_ray = statistics.median(times["local"]), statistics.median(times["ray"])
    print(f"local engine (median): {args.rows / local:8.1f} rows/s")
    print(f"ray engine   (median): {args.rows / on_ray:8.1f} rows/s")
    print(f"ray per-row overhead over local: {on_ray / local - 1:+.1%} (goal: at most +20%)")
    print(f"same rows and scores in both engines: {same}")


if __name__ == "__main__":
    main()
