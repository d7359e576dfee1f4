"""The scoring settings of the commands that score with the composite (``reward``, ``eval``, ``serve``).

``[tool.codereward]`` (``--config``, else found from the current folder) with the flags
over it: ``--weights``, ``--composite``, ``--quality-profile`` and the efficiency reward's ``--efficiency-k``, ...,
the same names as the configuration keys. A flag left out keeps the configuration's value
(or the default); ``EfficiencySettings.from_options`` checks the efficiency values."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from codereward.cli.errors import UsageError

if TYPE_CHECKING:
    from codereward.config import Config

EFFICIENCY_FLAGS = (
    ("k", float, "the budget is K times the reference's CPU time on a scale test, plus the floor (default 3)"),
    ("floor", float, "seconds added to every budget (default 0.005)"),
    ("repeats", int, "measurements of one scale test, the least counting (default 3)"),
    ("timeout", float, "the most CPU seconds one measurement may take (default 2; wall clock: 10x)"),
    ("chunk", int, "answers measured in one sandbox run with the reference (default 8)"),
)


def add_config_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=Path,
                        help="a pyproject.toml or codereward.toml (default: found from the current folder)")


def add_efficiency_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("efficiency reward (default: [tool.codereward], else the reward's)")
    for name, kind, text in EFFICIENCY_FLAGS:
        group.add_argument(f"--efficiency-{name}", type=kind, metavar="N", help=text)


def add_quality_profile_argument(parser: argparse.ArgumentParser) -> None:
    from codereward.quality_profiles import NAMES

    parser.add_argument("--quality-profile", choices=NAMES,
                        help="score every answer's quality under this profile: default (every rule) or competitive "
                             "(no documentation, naming or module-layout rules; docs/score.md). Unset: each problem "
                             "row's quality_profile, else default")


def efficiency_overrides(args: argparse.Namespace) -> dict[str, Any]:
    """The efficiency flags as ``Config`` fields (``efficiency_k=...``); None where a flag is left out."""
    return {f"efficiency_{name}": getattr(args, f"efficiency_{name}", None) for name, _, _ in EFFICIENCY_FLAGS}


def scoring_config(args: argparse.Namespace) -> Config:
    """The configuration with ``--weights``, ``--composite``, ``--quality-profile`` and the efficiency flags over it."""
    from codereward.config import load_config

    if args.config is not None and not args.config.is_file():
        raise UsageError(f"--config {args.config}: no such file")
    return load_config(args.config).replace(weights=args.weights, composite=args.composite,
                                            quality_profile=getattr(args, "quality_profile", None),
                                            **efficiency_overrides(args))
