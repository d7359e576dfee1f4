"""``codereward problems validate|stats|export|generate|drills|agreement``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.cli.scoring_options import add_scoring_arguments, flag_values, read_scoring


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("problems", help="validate, describe or export a problem set")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    v = verbs.add_parser("validate", help="run every check of the problem set (sandbox, quality, near duplicates)")
    v.add_argument("path", nargs="?", type=Path, help="a JSONL file of problems (default: the shipped set)")
    v.set_defaults(run=run_validate)
    s = verbs.add_parser("stats", help="counts per category, split and difficulty; test counts; the quality gap")
    s.add_argument("path", nargs="?", type=Path, help="a JSONL file of problems (default: the shipped set)")
    s.add_argument("--plot", type=Path, metavar="PNG", help="also write a plot")
    s.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    s.add_argument("--quality-gap", action="store_true",
                   help="per category: does the analyzer see what the tasks ask to improve (documentation rules "
                        "and bug-fixing categories left out)")
    s.set_defaults(run=run_stats)
    e = verbs.add_parser("export", help="write the set as jsonl, parquet or verl's parquet layout")
    e.add_argument("--format", choices=("jsonl", "parquet", "verl"), required=True,
                   help="jsonl or parquet (one file), or verl (a folder of parquet with reward_model rows)")
    e.add_argument("--out", type=Path, required=True, help="a file (jsonl, parquet) or a folder (verl)")
    e.add_argument("--split", choices=("train", "validation"), help="only this split (default both)")
    e.add_argument("--path", type=Path, help="a JSONL file of problems (default: the shipped set)")
    add_scoring_arguments(e)  # verl: written into each row's extra_info, which verl scores with
    e.set_defaults(run=run_export)
    g = verbs.add_parser("generate", help="generate new problems with an OpenAI-compatible model (resumable)")
    g.add_argument("--out", type=Path, required=True, help="JSONL file to append to; rerunning resumes it")
    g.add_argument("--count", type=int, default=25, help="problems the file should hold in the end (default 25)")
    g.add_argument("--categories", help="comma-separated categories (default: all 25, balanced)")
    g.add_argument("--base-url", help="OpenAI-compatible base URL, e.g. http://127.0.0.1:8000/v1 (env OPENAI_BASE_URL)")
    g.add_argument("--model", help="model name (env OPENAI_MODEL or CODEREWARD_MODEL)")
    g.add_argument("--api-key", help="API key (env OPENAI_API_KEY; local servers need none)")
    g.add_argument("--concurrency", type=int, default=4, help="problems generated at once (default 4)")
    g.add_argument("--max-fix-rounds", type=int, default=3, help="fix requests after failed checks (default 3)")
    g.add_argument("--retries", type=int, default=5, help="retries on 429, 5xx and connection errors (default 5)")
    g.add_argument("--backoff", type=float, default=1.0, help="first retry delay in seconds, doubling (default 1)")
    g.add_argument("--timeout", type=float, default=300.0, help="seconds per request (default 300)")
    g.add_argument("--seed", type=int, default=0, help="sampling seed (default 0)")
    g.add_argument("--temperature", type=float, default=0.8, help="sampling temperature (default 0.8)")
    g.set_defaults(run=run_generate)
    d = verbs.add_parser("drills", help="generate code drills (synthetic function-writing problems) as problem rows")
    d.add_argument("--out", type=Path, required=True, help="the JSONL file to write (training rows, then held-out)")
    d.add_argument("--train", type=int, default=400, help="training drills (default 400)")
    d.add_argument("--heldout", type=int, default=40, help="held-out drills: unseen combinations and names (default 40)")
    d.add_argument("--seed", type=int, default=0, help="seed of the drills drawn (default 0)")
    d.add_argument("--clean", type=int, default=2, help="clean SFT targets per training drill (default 2)")
    d.add_argument("--flawed", type=int, default=2, help="flawed-but-correct SFT targets per drill (default 2)")
    d.add_argument("--wrong", type=int, default=1, help="incorrect SFT targets per drill (default 1)")
    d.add_argument("--validate", action="store_true", help="also run every reference and target in the sandbox")
    d.set_defaults(run=run_drills)
    a = verbs.add_parser("agreement", help="per performance rule: does it fire where the scale tests measure slow code?")
    a.add_argument("path", nargs="?", type=Path, help="a JSONL file of problems (default: the shipped set)")
    a.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    a.set_defaults(run=run_agreement)


def _rows(path: Path | None, split: str | None = None) -> list[dict]:
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


def run_agreement(args: argparse.Namespace) -> int:
    from codereward.problems.agreement import agreement, lines

    rows = [r for r in _rows(args.path) if r.get("scale_tests")]
    table = agreement(rows)
    if args.format == "json":
        print(json.dumps([row.to_json() for row in table], indent=2))
    else:
        print(f"{len(rows)} problems with scale tests: their starters and references, static rule against measurement")
        print("\n".join(lines(table)))
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from codereward.problems.stats import compute, plot

    if args.quality_gap:
        return _print_quality_gap(_rows(args.path), args.format)
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


def _print_quality_gap(rows: list[dict], form: str) -> int:
    from codereward.problems.stats import quality_gap

    gap = quality_gap(rows)
    if form == "json":
        print(json.dumps(gap, indent=2))
        return 0
    print(f"{'category':<24} {'n':>3} {'mean gap':>9} {'no visible improvement':>23}")
    for category, entry in sorted(gap["by_category"].items(), key=lambda item: item[1]["mean_gap"]):
        unchanged = entry["unchanged"]
        print(f"{category:<24} {entry['problems']:>3} {entry['mean_gap']:>+9.3f} {len(unchanged):>5}  "
              f"{' '.join(unchanged)}")
    print(f"{gap['unchanged']} of {gap['problems']} problems outside the bug-fixing categories show no visible "
          "improvement (documentation rules left out)")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from codereward.problems.export import export

    if args.format != "verl" and any(value is not None for value in flag_values(args).values()):
        raise UsageError("the scoring flags go with --format verl (into its extra_info); the other formats carry "
                         "no settings: set them where the scoring runs (codereward serve, CODEREWARD_* for OpenRLHF)")
    settings = read_scoring(args)[1] if args.format == "verl" else None
    for path in export(_rows(args.path, args.split), args.format, args.out, settings):
        print(path)
    return 0


def run_generate(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    from codereward.problems.generate import GenerateConfig, Generator
    from codereward.problems.llm import ChatClient, EndpointError, Settings
    from codereward.problems.schema import CATEGORIES

    categories = tuple(c.strip() for c in args.categories.split(",") if c.strip()) if args.categories else CATEGORIES
    unknown = [c for c in categories if c not in CATEGORIES]
    if unknown or not categories:
        raise UsageError(f"unknown categories: {', '.join(unknown) or '(none given)'}; choose from: {', '.join(CATEGORIES)}")
    for name in ("count", "concurrency", "max_fix_rounds", "retries"):
        if getattr(args, name) < (1 if name == "concurrency" else 0):
            raise UsageError(f"--{name.replace('_', '-')} must be {'positive' if name == 'concurrency' else '>= 0'}")
    if args.timeout <= 0 or args.backoff < 0:
        raise UsageError("--timeout must be positive and --backoff >= 0")
    settings = Settings.resolve(args.base_url, args.model, args.api_key)
    config = GenerateConfig(out=args.out, count=args.count, categories=categories, concurrency=args.concurrency,
                            max_fix_rounds=args.max_fix_rounds, temperature=args.temperature, seed=args.seed)
    console = Console(stderr=True)
    columns = (TextColumn("generating"), BarColumn(), TextColumn("{task.completed}/{task.total} done"),
               TextColumn("{task.fields[rejected]} rejected, {task.fields[failed]} failed"), TimeElapsedColumn())
    with ChatClient(settings, timeout=args.timeout, retries=args.retries, backoff=args.backoff) as client, \
            Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task("generate", total=None, rejected=0, failed=0)
        tally = {"done": 0, "rejected": 0, "failed": 0}

        def event(kind: str) -> None:
            tally[kind] += 1
            progress.update(task, completed=tally["done"], rejected=tally["rejected"], failed=tally["failed"])

        generator = Generator(client, config, on_event=event)
        try:
            existing = len(generator.existing_rows())
            progress.update(task, total=max(0, args.count - existing))
            outcome = generator.run()
        except EndpointError as exc:
            raise UsageError(str(exc)) from None
        except OSError as exc:
            raise UsageError(f"{args.out}: {exc.strerror or exc}") from None
    print(f"{args.out}: {outcome.total} problems ({outcome.existing} there before, {len(outcome.written)} new); "
          f"{outcome.rejected} statements rejected as near duplicates, {outcome.fix_rounds} fix rounds, "
          f"{len(outcome.failures)} failed")
    for category, reason in outcome.failures:
        print(f"  failed ({category}): {reason}")
    if outcome.failures:
        print("rerun the same command to generate the missing problems")
    return 1 if outcome.failures else 0


def run_drills(args: argparse.Namespace) -> int:
    from codereward.problems.drill_set import drill_rows, validate_drills
    from codereward.problems.drill_solutions import DrillMix

    try:
        rows = drill_rows(args.train, args.heldout, args.seed, DrillMix(args.clean, args.flawed, args.wrong))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    try:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        with args.out.open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row) + "\n")
    except OSError as exc:
        raise UsageError(f"{args.out}: {exc.strerror or exc}") from None
    targets = sum(len(r.get("solutions", [])) for r in rows)
    print(f"{args.out}: {args.train} training drills ({targets} SFT targets), {args.heldout} held-out drills")
    if not args.validate:
        return 0
    check = validate_drills(rows)
    print("\n".join(check.lines()))
    return 0 if check.ok else 1
