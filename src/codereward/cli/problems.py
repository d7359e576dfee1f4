"""``codereward problems import|validate|stats|export|generate|drills|agreement``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.cli.inputs import problem_rows
from codereward.cli.progress import RowProgress
from codereward.cli.scoring_options import add_scoring_arguments, flag_values, read_scoring
from codereward.config import ENGINES, load_config
from codereward.corpus.inputs import InputError
from codereward.corpus.problem_import import import_problems
from codereward.corpus.problem_validate import validate_imported
from codereward.problems import read_rows
from codereward.problems.agreement import agreement, lines
from codereward.problems.drill_set import drill_rows, validate_drills
from codereward.problems.drill_solutions import DrillMix
from codereward.problems.export import export
from codereward.problems.generate import GenerateConfig, Generator
from codereward.problems.llm import ChatClient, EndpointError, Settings
from codereward.problems.schema import CATEGORIES
from codereward.problems.stats import compute, plot, quality_gap, stats_lines
from codereward.problems.validate import validate


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser("problems", help=summary)
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)

    _register_import(verbs)
    v = verbs.add_parser("validate", help="run every check of the problem set (sandbox, quality, near duplicates)")
    v.add_argument("path", nargs="?", type=Path, help="a JSONL file of problems (default: the shipped set)")
    v.add_argument("--out", type=Path, help="imported rows: write the rows here, each whose reference fails flagged "
                                            "broken_tests with the reason (appended to: a rerun resumes)")
    v.add_argument("--drop-invalid", action="store_true",
                   help="imported rows: write only the rows whose reference passes (the rest go to --rejects)")
    v.add_argument("--rejects", type=Path, help="imported rows: the ids, verdicts and reasons of the rows left out of --out "
                                                "(every row not passing with --drop-invalid; always those that break the "
                                                "schema); default: OUT's name with .rejects.jsonl")
    v.add_argument("--limit", type=int, help="imported rows: validate at most this many (the first)")
    v.add_argument("--engine", choices=ENGINES,
                   help="imported rows: local (the sandbox here) or ray (Ray Data actors, a sandbox each); "
                        "default: the configuration's engine (local)")
    v.add_argument("--address", help="Ray: auto (the cluster of this machine) or ray://HOST:10001; default: the "
                                     "configuration's address, else a local Ray")
    v.set_defaults(run=run_validate)
    s = verbs.add_parser("stats", help="the mix by source, test kind, difficulty and flag; counts per category and "
                                       "split; test counts; the quality gap")
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
    d.add_argument("--flaw-families", default="default",
                   help="the flaw families flawed targets are drawn from: a preset (default, reviewer, all) or "
                        "comma-separated family names (default: default)")
    d.add_argument("--validate", action="store_true", help="also run every reference and target in the sandbox")
    d.set_defaults(run=run_drills)
    a = verbs.add_parser("agreement", help="per performance rule: does it fire where the scale tests measure slow code?")
    a.add_argument("path", nargs="?", type=Path, help="a JSONL file of problems (default: the shipped set)")
    a.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    a.set_defaults(run=run_agreement)


def _register_import(verbs: argparse._SubParsersAction) -> None:
    i = verbs.add_parser(
        "import", help="turn rows of public code-RL datasets (APPS, TACO, CodeContests, ...) into problem rows",
        description="Convert the rows of a public code-RL dataset into problem rows (the shipped set's schema) in one "
                    "JSONL file. Resumable: rerun the same command after an interrupt; rows already in --out are "
                    "not written again. Rows that cannot be problems go to --rejects with the reason.")
    i.add_argument("format", metavar="FORMAT", help="the dataset's layout: apps, taco, codecontests, livecodebench, "
                                                    "kodcode, verifiable, deepcoder or eurus")
    i.add_argument("sources", nargs="*", metavar="SOURCE",
                   help="JSONL (.gz too), JSON (a list, or an object with a data or rows list), Parquet, a datasets "
                        "save_to_disk folder, a folder of them, or a glob")
    i.add_argument("--dataset", metavar="NAME", help="also a dataset through datasets.load_dataset (a hub name or a "
                                                     "local folder of data files); needs --split")
    i.add_argument("--config", dest="dataset_config", metavar="C", help="the dataset's configuration (with --dataset)")
    i.add_argument("--split", help="the split to import (with --dataset), e.g. test")
    i.add_argument("--out", type=Path, required=True, help="the JSONL file of problem rows (appended to: a rerun resumes)")
    i.add_argument("--rejects", type=Path, help="JSONL of the rows that could not be imported: source, file, row index, "
                                                "reason (default: OUT's name with .rejects.jsonl)")
    i.add_argument("--limit", type=int, help="import at most this many rows (of all the sources, in order)")
    i.add_argument("--engine", choices=ENGINES,
                   help="local (converted here) or ray (Ray Data tasks, as codereward score --engine ray); "
                        "default: the configuration's engine (local)")
    i.add_argument("--address", help="Ray: auto (the cluster of this machine) or ray://HOST:10001; default: the "
                                     "configuration's address, else a local Ray")
    i.add_argument("--json", dest="json_summary", action="store_true", help="print the summary as JSON")
    i.set_defaults(run=run_import)


def run_import(args: argparse.Namespace) -> int:
    if args.limit is not None and args.limit <= 0:
        raise UsageError("--limit must be positive")
    if (args.dataset is None) != (args.split is None):
        raise UsageError("--dataset and --split go together")
    if args.dataset_config and not args.dataset:
        raise UsageError("--config needs --dataset")
    if not args.sources and not args.dataset:
        raise UsageError("name at least one SOURCE file or folder, or --dataset NAME --split S")
    dataset = (args.dataset, args.dataset_config, args.split) if args.dataset else None
    config = load_config()  # [tool.codereward] engine and address, as codereward score takes them
    try:
        with RowProgress("importing", skipped_note="{skipped:,} rows imported by earlier runs: skipped") as progress:
            # trusted: the user named these sources (LiveCodeBench's pickled tests are decoded only then)
            summary = import_problems(args.format, args.sources, args.out, rejects=args.rejects, limit=args.limit,
                                      engine=args.engine or config.engine, address=args.address or config.address,
                                      trusted=True, dataset=dataset,
                                      progress=progress.start)
    except (InputError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{exc.filename or args.out}: {exc.strerror or exc}") from None
    print(json.dumps(summary.to_json(), indent=2) if args.json_summary else "\n".join(summary.lines()))
    return 0


def run_validate(args: argparse.Namespace) -> int:
    if args.path is not None and not args.path.is_file():
        raise UsageError(f"{args.path}: no such file")
    try:
        rows = read_rows(args.path)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    imported = sum(1 for r in rows if isinstance(r, dict) and "source" in r)
    if imported:
        if imported < len(rows):
            raise UsageError(f"{args.path}: {imported} imported rows (with a source) and {len(rows) - imported} others: "
                             "validate them as separate files")
        return _validate_imported(args, rows)
    if args.out or args.drop_invalid or args.rejects or args.limit or args.engine or args.address:
        raise UsageError("--out, --drop-invalid, --rejects, --limit, --engine and --address are for imported rows "
                         "(with a source)")
    result = validate(rows, require_split=args.path is None or any("split" in r for r in rows))
    print("\n".join(result.lines()))
    return 0 if result.ok else 1


def _validate_imported(args: argparse.Namespace, rows: list[dict]) -> int:
    """Imported rows: each reference run against its tests; per source, rows per verdict; with
    --out, the rows written (flagged, or only the passing ones), resumably."""
    if args.limit is not None and args.limit <= 0:
        raise UsageError("--limit must be positive")
    if (args.drop_invalid or args.rejects) and not args.out:
        raise UsageError("--drop-invalid and --rejects choose what --out gets: give --out")
    config = load_config()  # [tool.codereward] engine and address, as codereward score takes them
    try:
        with RowProgress("validating", skipped_note="{skipped:,} rows validated by earlier runs: skipped") as progress:
            result = validate_imported(rows[:args.limit] if args.limit else rows, out=args.out, rejects=args.rejects,
                                       drop_invalid=args.drop_invalid, engine=args.engine or config.engine,
                                       address=args.address or config.address, progress=progress.start)
    except InputError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{exc.filename or args.out}: {exc.strerror or exc}") from None
    print("\n".join(result.lines()))
    return 0 if result.ok else 1


def run_agreement(args: argparse.Namespace) -> int:
    rows = [r for r in problem_rows(args.path) if r.get("scale_tests")]
    table = agreement(rows)
    if args.format == "json":
        print(json.dumps([row.to_json() for row in table], indent=2))
    else:
        print(f"{len(rows)} problems with scale tests: their starters and references, static rule against measurement")
        print("\n".join(lines(table)))
    return 0


def run_stats(args: argparse.Namespace) -> int:
    if args.quality_gap:
        return _print_quality_gap(problem_rows(args.path), args.format)
    stats = compute(problem_rows(args.path))
    if args.format == "json":
        print(json.dumps(stats, indent=2))
    else:
        print("\n".join(stats_lines(stats)))
    if args.plot:
        print(f"plot: {plot(stats, args.plot)}")
    return 0


def _print_quality_gap(rows: list[dict], form: str) -> int:
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
    if args.format != "verl" and any(value is not None for value in flag_values(args).values()):
        raise UsageError("the scoring flags go with --format verl (into its extra_info); the other formats carry "
                         "no settings: set them where the scoring runs (codereward serve, CODEREWARD_* for OpenRLHF)")
    settings = read_scoring(args)[1] if args.format == "verl" else None
    for path in export(problem_rows(args.path, args.split), args.format, args.out, settings):
        print(path)
    return 0


def run_generate(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

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
    try:
        rows = drill_rows(args.train, args.heldout, args.seed, DrillMix(args.clean, args.flawed, args.wrong,
                                                                            args.flaw_families))
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
