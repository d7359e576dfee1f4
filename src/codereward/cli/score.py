"""``codereward score INPUT... --out DIR``: score every row of datasets into Parquet shards."""

from __future__ import annotations

import argparse
from pathlib import Path

from codereward.cli.analysis_options import add_config_flags, config_from_args
from codereward.cli.errors import UsageError
from codereward.cli.progress import RowProgress
from codereward.config import ENGINES, FINDINGS
from codereward.corpus import score_corpus
from codereward.corpus.inputs import InputError
from codereward.corpus.summary import write


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser(
        "score", help=summary,
        description="Score the code in one column of every row of datasets, locally or on a Ray cluster. "
                    "Resumable: shards already in --out are skipped.")
    parser.add_argument("inputs", nargs="+", metavar="INPUT",
                        help="JSONL (.gz too), Parquet, a datasets save_to_disk folder, a folder of them, or a glob")
    parser.add_argument("--out", type=Path, required=True, help="the folder for the scored Parquet shards")
    parser.add_argument("--column", help="the column with the code (default: content)")
    parser.add_argument("--engine", choices=ENGINES, help="local (default: worker processes here) or ray (Ray Data)")
    parser.add_argument("--address", help="Ray: auto (the cluster of this machine) or ray://HOST:10001; "
                                          "default: start a local Ray")
    parser.add_argument("--min-score", type=float, help="keep only rows with a quality at least this")
    parser.add_argument("--findings", choices=FINDINGS,
                        help="none, summary (counts per rule; the default) or full (the findings as JSON too)")
    parser.add_argument("--tests", action=argparse.BooleanOptionalAction, default=None,
                        help="run each row's solution against its tests in the sandbox (problem-set or verl rows)")
    parser.add_argument("--limit", type=int, help="score at most this many rows")
    add_config_flags(parser, suppressions=False)  # a corpus's own noqa comments never raise its scores
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    first = next((Path(p) for p in args.inputs if Path(p).exists()), None)
    config = config_from_args(args, first).replace(
        column=args.column, engine=args.engine, address=args.address, min_score=args.min_score,
        findings=args.findings, tests=args.tests, limit=args.limit)
    try:
        with RowProgress() as progress:
            summary = score_corpus(args.inputs, args.out, config, progress=progress.start)
    except InputError as exc:
        raise UsageError(str(exc)) from None
    png = write(summary, args.out)
    for line in summary.lines():
        print(line)
    print(f"shards in {args.out}; summary in {args.out / '_summary.json'}; histogram in {png}")
    return 0
