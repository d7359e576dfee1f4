"""``codereward analyze PATH... | -``: findings and scores for files, folders or stdin."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from codereward.config import EMPTY_MODULE, Config, load_config
from codereward.findings import Severity
from codereward.grammar import NEWEST_TARGET, TARGETS

SKIP_DIRS = {".git", ".hg", ".venv", "venv", "__pycache__", ".mypy_cache", ".ruff_cache", ".tox", "node_modules", "build", "dist"}


def add_config_flags(parser: argparse.ArgumentParser) -> None:
    """Flags shared by every command that analyses code; names match ``[tool.codereward]`` keys."""
    parser.add_argument("--config", type=Path, help="a pyproject.toml or codereward.toml (default: found from the first path)")
    parser.add_argument("--profile", choices=("fast", "thorough"), help="fast (default) or thorough (adds vulture, bandit, mypy)")
    parser.add_argument("--select", help="comma-separated rule-id prefixes or characteristics to report")
    parser.add_argument("--ignore", help="comma-separated rule-id prefixes or characteristics to drop")
    parser.add_argument("--length-aware", action=argparse.BooleanOptionalAction, default=None,
                        help="weigh findings per 1,000 characters")
    parser.add_argument("--respect-suppressions", action=argparse.BooleanOptionalAction, default=None,
                        help="honour # noqa / # nosec / # type: ignore (off by default)")
    parser.add_argument("--max-bytes", type=int, help="larger inputs are not analysed and score 0")
    parser.add_argument("--target-version", choices=TARGETS, metavar="VERSION",
                        help=f"the Python grammar code is held to: {', '.join(TARGETS)} (default: {NEWEST_TARGET})")
    parser.add_argument("--timeout", type=float, help="seconds one snippet may take (ruff and mypy: their run over the batch)")
    parser.add_argument("--empty-module", choices=EMPTY_MODULE,
                        help="an empty module (blank, comments or a docstring only): clean (default) or zero")
    parser.add_argument("--jobs", type=_jobs, metavar="N",
                        help="worker processes for batches of 32+ files (0 = one per CPU, at most 8: the default; 1 = none)")


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number >= 0, got {value}")
    return value


def config_from_args(args: argparse.Namespace, start: Path | None = None) -> Config:
    """The file configuration with the command-line flags on top, for files and corpora
    (an empty module is clean unless configured otherwise)."""
    from codereward.cli.main import UsageError

    if args.config is not None and not args.config.is_file():
        raise UsageError(f"--config {args.config}: no such file")
    base = load_config(args.config, start)

    def split(value: str | None) -> tuple[str, ...] | None:
        return None if value is None else tuple(v.strip() for v in value.split(",") if v.strip())

    return base.replace(
        profile=args.profile,
        select=split(args.select),
        ignore=split(args.ignore),
        length_aware=args.length_aware,
        respect_suppressions=args.respect_suppressions,
        max_bytes=args.max_bytes,
        target_version=args.target_version,
        timeout=args.timeout,
        jobs=getattr(args, "jobs", None),
        fail_on=getattr(args, "fail_on", None),
        empty_module=args.empty_module or base.empty_module or "clean",
    )


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("analyze", help="find quality defects and score Python code",
                            description="Find quality defects (CISQ characteristics, CWE ids) and score Python code.")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or folders; - reads stdin")
    parser.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    parser.add_argument("--fail-on", metavar="SEVERITY", help="exit 1 if a finding is at or above this severity (default: never)")
    parser.add_argument("-o", "--output", type=Path, help="write the report here instead of stdout")
    add_config_flags(parser)
    parser.set_defaults(run=run)


def collect(paths: list[str]) -> list[tuple[str, bytes]]:
    """(display path, content) for every file named or found under a folder; ``-`` is stdin."""
    from codereward.cli.main import UsageError

    found: list[tuple[str, bytes]] = []
    for raw in paths:
        if raw == "-":
            found.append(("<stdin>", sys.stdin.buffer.read()))
            continue
        path = Path(raw)
        if path.is_dir():
            files = sorted(p for p in path.rglob("*.py") if not (SKIP_DIRS & set(p.relative_to(path).parts[:-1])))
            found.extend((str(p), p.read_bytes()) for p in files)
        elif path.is_file():
            found.append((str(path), path.read_bytes()))
        else:
            raise UsageError(f"{raw}: no such file or directory")
    return found


def run(args: argparse.Namespace) -> int:
    from codereward.analyzer import Analyzer
    from codereward.render import RENDERERS

    first = next((Path(p) for p in args.paths if p != "-"), None)
    config = config_from_args(args, first)
    files = collect(args.paths)
    with Analyzer(config) as analyzer:
        reports = analyzer.analyze_many([content for _, content in files], [name for name, _ in files])
    text = RENDERERS[args.format](reports)
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    if config.fail_on in (None, "never"):
        return 0
    threshold = Severity.parse(config.fail_on).rank
    return 1 if any(f.severity.rank >= threshold for r in reports for f in r.findings) else 0
