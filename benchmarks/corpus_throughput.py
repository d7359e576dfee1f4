"""``codereward score`` throughput: the local engine and the Ray engine on the same corpus.

The corpus: ``--rows`` (default 10,000) distinct functions of this interpreter's standard
library (``stdlib_corpus.py``), written as ``--shards`` Parquet files. Each engine scores
all of it into a fresh output folder, side by side in this one run, ``--repeat`` times
in alternation (local, ray, local, ray, ...):

- local: ``--engine local``, the analyzer's worker processes (``jobs=0``: one per CPU);
- ray: ``--engine ray`` on a local Ray with every CPU of this machine, started once
  before the runs (as a cluster would be); its start-up is timed on its own.

Each engine scores the corpus and its first half, so that its time splits into a cost
per row (the slope between the two) and a fixed cost per run (Ray: planning, the actors'
start, each importing codereward and building its analyzer; local: the workers' fork).
Printed: every run; rows/s of each engine over the whole corpus (median); Ray's
overhead over local in total (the whole run, start of the actors included; and with
the start of Ray itself added, as ``codereward score --engine ray`` pays it without
``--address``) and in the steady state (per row, the fixed costs left out:
``ray per row / local per row - 1``); and whether both engines wrote the same rows.
Timings live here, never in the tests.

    python benchmarks/corpus_throughput.py [--rows 10000] [--shards 1] [--repeat 2]
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
    folder.mkdir(parents=True, exist_ok=True)
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
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    import ray

    cpus = available_cpus()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"python {platform.python_version()}, {cpus} CPUs, load average {load:.1f}, ray {ray.__version__}")
    sizes = (args.rows // 2, args.rows)
    with tempfile.TemporaryDirectory(prefix="codereward-corpus-bench-") as tmp:
        folder = Path(tmp)
        inputs = {size: write_corpus(folder / str(size), size, args.shards) for size in sizes}
        print(f"corpus: {args.rows:,} distinct stdlib functions in {args.shards} Parquet shard(s), "
              f"and its first {sizes[0]:,} alone")
        started = time.perf_counter()
        ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False, configure_logging=False)
        startup = time.perf_counter() - started
        print(f"ray start-up (once, before the runs): {startup:.1f} s")
        times: dict[tuple[str, int], list[float]] = {}
        try:
            for i in range(args.repeat):
                for size in sizes:
                    for engine in ("local", "ray"):
                        seconds = run(engine, inputs[size], folder / f"{engine}-{size}")
                        times.setdefault((engine, size), []).append(seconds)
                        print(f"  run {i + 1} {engine:<5} {size:7,} rows {seconds:7.1f} s {size / seconds:8.1f} rows/s",
                              flush=True)
            same = rows_of(folder / f"local-{args.rows}") == rows_of(folder / f"ray-{args.rows}")
        finally:
            ray.shutdown()
    per_row, large = {}, {}
    for engine in ("local", "ray"):
        small, large[engine] = (statistics.median(times[(engine, size)]) for size in sizes)
        per_row[engine] = (large[engine] - small) / (sizes[1] - sizes[0])
        fixed = large[engine] - per_row[engine] * sizes[1]
        print(f"{engine:<5} engine: {sizes[1] / large[engine]:8.1f} rows/s over {sizes[1]:,} rows (median); "
              f"per row {per_row[engine] * 1000:.2f} ms, fixed cost per run {fixed:+.1f} s")
    print(f"ray overhead over local, total (whole runs of {sizes[1]:,} rows, the actors' start included): "
          f"{large['ray'] / large['local'] - 1:+.1%}; with Ray's own start-up too: "
          f"{(large['ray'] + startup) / large['local'] - 1:+.1%}")
    print(f"ray overhead over local, steady state (per row, fixed costs left out): "
          f"{per_row['ray'] / per_row['local'] - 1:+.1%} (goal: at most +20%)")
    print(f"same rows and scores in both engines: {same}")
    if hasattr(os, "getloadavg"):
        print(f"load average at the end: {os.getloadavg()[0]:.1f} (other sessions share these CPUs)")


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
