"""``codereward problems validate|stats|export``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("problems", help="validate, describe or export a problem set")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    v = verbs.add_parser("validate", help="run every check of the problem set (sandbox, quality, near duplicates)")
    v.add_argument("path", nargs="?", type=Path, help="a JSONL file of problems (default: the shipped set)")
    v.set_defaults(run=run_validate)
    s = verbs.add_parser("stats", help="counts per category, split and difficulty; test counts; the quality gap")
    s.add_argument("path", nargs="?", type=Path)
    s.add_argument("--plot", type=Path, metavar="PNG", help="also write a plot")
    s.add_argument("--format", choices=("text", "json"), default="text")
    s.set_defaults(run=run_stats)
    e = verbs.add_parser("export", help="write the set as jsonl, parquet or verl's parquet layout")
    e.add_argument("--format", choices=("jsonl", "parquet", "verl"), required=True)
    e.add_argument("--out", type=Path, required=True, help="a file (jsonl, parquet) or a folder (verl)")
    e.add_argument("--split", choices=("train", "validation"))
    e.add_argument("--path", type=Path, help="a JSONL file of problems (default: the shipped set)")
    e.set_defaults(run=run_export)


def _rows(path: Path | None, split: str | None = None) -> list[dict]:
    from codereward.cli.main import UsageError
    from codereward.problems import SchemaError, load_rows

    if path is not None and not path.is_file():
        raise UsageError(f"{path}: no such file")
    try:
        return load_rows(split, path)
    except SchemaError as exc:
        raise UsageError(str(exc)) from None


def run_validate(args: argparse.Namespace) -> int:
    from codereward.problems import read_rows
    from codereward.problems.validate import validate

    rows = read_rows(args.path)
    result = validate(rows, require_split=args.path is None or any("split" in r for r in rows))
    print("\n".join(result.lines()))
    return 0 if result.ok else 1


def run_stats(args: argparse.Namespace) -> int:
    from codereward.problems.stats import compute, plot

    stats = compute(_rows(args.path))
    if args.format == "json":
        print(json.dumps(stats, indent=2))
    else:
        print(f"{stats['problems']} problems; splits {stats['by_split']}; difficulty {stats['by_difficulty']}")
        print(f"tests: {stats['tests']['visible']} visible, {stats['tests']['hidden']} hidden")
        m = stats["mean_lines"]
        print(f"mean lines: starter {m['starter']:.1f}, reference {m['reference']:.1f}; statement {m['statement_words']:.0f} words")
        q = stats["quality"]
        print(f"mean quality: starter {q['starter']:.3f} -> reference {q['reference']:.3f}")
        print(f"{'category':<24} {'n':>3} {'quality gain':>13}")
        for category, n in stats["by_category"].items():
            print(f"{category:<24} {n:>3} {stats['quality_gap_by_category'][category]:>+13.3f}")
    if args.plot:
        print(f"plot: {plot(stats, args.plot)}")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from codereward.problems.export import export

    for path in export(_rows(args.path, args.split), args.format, args.out):
        print(path)
    return 0
