"""``codereward study create|serve|stats|export``: the blinded pairwise preference study."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.study import report
from codereward.study.create import StudyInputError, create_study, parse_system_arg, read_completions, read_problems
from codereward.study.db import StudyError
from codereward.study.export import export_csv
from codereward.study.plot import plot_study
from codereward.study.server import serve
from codereward.study.stats import parse_counts, proportion_summary


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser("study", help=summary)
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)

    c = verbs.add_parser("create", help="pair two systems' completions and assign them to annotators")
    c.add_argument("--a", required=True, metavar="NAME=JSONL", help="first system's completions")
    c.add_argument("--b", required=True, metavar="NAME=JSONL", help="second system's completions")
    c.add_argument("--problems", default="shipped", metavar="PATH|shipped", help="problem statements (default: shipped)")
    c.add_argument("--split", choices=("train", "validation"), help="only problems of this split")
    c.add_argument("--annotators", required=True, help="comma-separated names, e.g. alice,bob")
    c.add_argument("--overlap", type=float, default=0.2, help="fraction of pairs shown to two annotators (default 0.2)")
    c.add_argument("--seed", type=int, default=0, help="seed for order, assignment and left/right (default 0)")
    c.add_argument("--out", type=Path, required=True, help="the study database to write (SQLite)")
    c.add_argument("--force", action="store_true", help="replace --out if it exists")
    c.add_argument("--base-url", default="http://127.0.0.1:8000", help="where the study will be served, for the links")
    c.set_defaults(run=run_create)

    s = verbs.add_parser("serve", help="serve the annotation pages")
    s.add_argument("--db", type=Path, required=True, help="the study database (SQLite, from study create)")
    s.add_argument("--host", default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    s.add_argument("--port", type=int, default=8000, help="TCP port (default 8000)")
    s.set_defaults(run=run_serve)

    t = verbs.add_parser("stats", help="preference rate, intervals, binomial test, Cohen's h, position bias, agreement")
    src = t.add_mutually_exclusive_group(required=True)
    src.add_argument("--db", type=Path, help="a study database")
    src.add_argument("--counts", metavar="WINS/TOTAL", help="just a count, e.g. 125/159")
    t.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    t.add_argument("--plot", type=Path, metavar="PNG", help="also write a figure (needs --db)")
    t.set_defaults(run=run_stats)

    e = verbs.add_parser("export", help="every judgement as a CSV row")
    e.add_argument("--db", type=Path, required=True, help="the study database (SQLite)")
    e.add_argument("--out", type=Path, required=True, help="the CSV file to write")
    e.set_defaults(run=run_export)


def _usage(exc: Exception):

    return UsageError(str(exc))


def run_create(args: argparse.Namespace) -> int:
    try:
        systems = [read_completions(*parse_system_arg(arg)) for arg in (args.a, args.b)]
        problems = read_problems(args.problems, args.split)
        study = create_study(args.out, systems[0], systems[1], problems, args.annotators.split(","),
                             overlap=args.overlap, seed=args.seed, force=args.force)
    except StudyInputError as exc:
        raise _usage(exc) from None
    for note in study.notes:
        print(f"note: {note}")
    print(f"{study.path}: {study.pairs} pairs ({study.overlap_pairs} shown to two annotators), seed {args.seed}")
    for name, link in study.links(args.base_url).items():
        print(f"  {name} ({study.assigned[name]} pairs): {link}")
    print(f"serve it with: codereward study serve --db {study.path}")
    return 0


def run_serve(args: argparse.Namespace) -> int:
    try:
        serve(args.db, args.host, args.port)
    except StudyError as exc:
        raise _usage(exc) from None
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from rich.console import Console

    if args.counts is not None:
        if args.plot:
            raise _usage(ValueError("--plot needs --db"))
        try:
            summary = proportion_summary(*parse_counts(args.counts))
        except ValueError as exc:
            raise _usage(exc) from None
        if args.format == "json":
            print(json.dumps(summary, indent=2))
        else:
            report.render_counts(summary, Console())
        return 0
    try:
        stats = report.compute(args.db)
    except StudyError as exc:
        raise _usage(exc) from None
    if args.format == "json":
        print(json.dumps(stats, indent=2))
    else:
        report.render_study(stats, Console())
    if args.plot:
        plot_study(stats, args.plot)
        if args.format == "text":
            print(f"wrote {args.plot}")
    return 0


def run_export(args: argparse.Namespace) -> int:
    try:
        n = export_csv(args.db, args.out)
    except StudyError as exc:
        raise _usage(exc) from None
    print(f"wrote {n} judgements to {args.out}")
    return 0
