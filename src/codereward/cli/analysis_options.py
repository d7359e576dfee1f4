"""The analysis flags, declared once for every command that analyses code (``analyze``, ``score``),
and read once: ``config_from_args`` puts them over the file configuration, under the same names
as ``[tool.codereward]``'s keys.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.config import EMPTY_MODULE, Config, load_config
from codereward.grammar import NEWEST_TARGET, TARGETS
from codereward.quality_profiles import NAMES


def add_config_flags(parser: argparse.ArgumentParser, *, suppressions: bool = True) -> None:
    """Flags shared by every command that analyses code; names match ``[tool.codereward]`` keys.
    ``suppressions``: whether the command can honour suppression comments (``analyze`` only)."""
    parser.add_argument("--config", type=Path, help="a pyproject.toml or codereward.toml (default: found from the first path)")
    parser.add_argument("--profile", choices=("fast", "thorough"), help="fast (default) or thorough (adds vulture, bandit, mypy)")
    add_quality_profile_argument(parser)
    parser.add_argument("--select", help="comma-separated rule-id prefixes or characteristics to report")
    parser.add_argument("--ignore", help="comma-separated rule-id prefixes or characteristics to drop")
    parser.add_argument("--length-aware", action=argparse.BooleanOptionalAction, default=None,
                        help="weigh findings per 1,000 characters")
    if suppressions:
        parser.add_argument("--respect-suppressions", action=argparse.BooleanOptionalAction, default=None,
                            help="honour # noqa / # nosec / # type: ignore (default: on here; "
                                 "rewards and score never honour them)")
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
    (an empty module is clean unless configured otherwise). A command without
    ``--respect-suppressions`` (``score``) never honours suppression comments."""

    if args.config is not None and not args.config.is_file():
        raise UsageError(f"--config {args.config}: no such file")
    base = load_config(args.config, start)
    if not hasattr(args, "respect_suppressions"):
        base = base.for_scoring()

    def split(value: str | None) -> tuple[str, ...] | None:
        return None if value is None else tuple(v.strip() for v in value.split(",") if v.strip())

    return base.replace(
        profile=args.profile,
        quality_profile=args.quality_profile,
        select=split(args.select),
        ignore=split(args.ignore),
        length_aware=args.length_aware,
        respect_suppressions=getattr(args, "respect_suppressions", None),
        max_bytes=args.max_bytes,
        target_version=args.target_version,
        timeout=args.timeout,
        jobs=getattr(args, "jobs", None),
        fail_on=getattr(args, "fail_on", None),
        empty_module=args.empty_module or base.empty_module or "clean",
        exclude=split(getattr(args, "exclude", None)),
        extend_exclude=split(getattr(args, "extend_exclude", None)),
        respect_gitignore=getattr(args, "respect_gitignore", None),
    )


def add_quality_profile_argument(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """``--quality-profile``: a scoring flag (``scoring_options``), also on ``analyze`` and ``score``, which score no composite."""
    parser.add_argument("--quality-profile", choices=NAMES,
                        help="score every answer's quality under this profile: default (every rule) or competitive "
                             "(no documentation, naming or module-layout rules; docs/score.md). Unset: each problem "
                             "row's quality_profile, else default")
