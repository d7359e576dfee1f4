"""``codereward problems import``: what a resumed run costs next to a whole one.

The source: ``--rows`` (default 10,000) APPS rows, the importers' APPS fixture rows
(``tests/data/importers/apps.jsonl``, shaped as ``codeparrot/apps`` publishes them) repeated
under new problem ids, in one JSON Lines file. Side by side in this one run, ``--repeat``
times in alternation:

- whole: the file imported into a fresh output;
- resumed: the first half imported (``--limit``), then the whole command again: it starts where
  the checkpoint says the first half ended (the second run is timed);
- no checkpoint: the same, with the checkpoint deleted before the second run: every row is
  converted again and skipped by id (what a run costs when ``--out`` was written another way);
- done: the whole command once more on a complete output (nothing to convert).

Printed: the median seconds of each and their ratios to a whole import, and whether every
output is the same file as the whole import's. Timings live here, never in the tests.

    python benchmarks/import_resume.py [--rows 10000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from codereward.corpus.problem_import import default_checkpoint, import_problems

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "data" / "importers" / "apps.jsonl"


def write_source(path: Path, rows: int) -> None:
    seeds = [json.loads(line) for line in FIXTURE.read_text(encoding="utf-8").splitlines() if line.strip()]
    with path.open("w", encoding="utf-8") as handle:
        for i in range(rows):
            handle.write(json.dumps({**seeds[i % len(seeds)], "problem_id": 100_000 + i}) + "\n")


def timed(source: Path, out: Path) -> float:
    """Seconds of one ``problems import apps SOURCE --out OUT``."""
    started = time.perf_counter()
    import_problems("apps", [str(source)], out)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="import-resume-"))
    try:
        source = folder / "apps.jsonl"
        write_source(source, args.rows)
        times: dict[str, list[float]] = {"whole": [], "resumed": [], "no checkpoint": [], "done": []}
        same = True
        for round_ in range(args.repeat):
            whole = folder / f"whole-{round_}.jsonl"
            times["whole"].append(timed(source, whole))
            for name in ("resumed", "no checkpoint"):
                out = folder / f"{name.replace(' ', '-')}-{round_}.jsonl"
                import_problems("apps", [str(source)], out, limit=args.rows // 2)
                if name == "no checkpoint":
                    default_checkpoint(out).unlink()
                times[name].append(timed(source, out))
                same = same and out.read_bytes() == whole.read_bytes()
            times["done"].append(timed(source, whole))
            print(f"round {round_ + 1}: " + ", ".join(f"{k} {v[-1]:.2f} s" for k, v in times.items()))
        base = statistics.median(times["whole"])
        print(f"{args.rows:,} APPS rows; whole import {base:.2f} s ({args.rows / base:,.0f} rows/s), median of {args.repeat}")
        for name in ("resumed", "no checkpoint", "done"):
            print(f"  {name}: {statistics.median(times[name]) / base:.2f}x the whole import")
        print(f"every output the same file as the whole import's: {same}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
