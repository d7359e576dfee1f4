"""The scoring flags, declared once for every command that scores (``reward``, ``eval``, ``serve``,
``export verl``), and read once.

``[tool.codereward]`` (``--config``, else found from the current folder) with the flags over it,
under the same names: ``--weights``, ``--mode`` (``--composite``: its old name), ``--end-markers``,
the efficiency reward's ``--efficiency-k``, ... and ``--quality-profile``. A flag left out keeps the configuration's
value (or the default). ``ScoringSettings.from_config`` reads and checks the result: a bad value
is a ``ConfigError`` naming the key (exit 2).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from codereward.cli.analysis_options import add_quality_profile_argument
from codereward.cli.errors import UsageError
from codereward.config import MODES, load_config
from codereward.rewards.settings import ScoringSettings

if TYPE_CHECKING:
    from codereward.config import Config

EFFICIENCY_FLAGS = (
    ("k", float, "the budget is K times the reference's CPU time on a scale test, plus the floor (default 3)"),
    ("floor", float, "seconds added to every budget (default 0.005)"),
    ("repeats", int, "measurements of one scale test, the least counting (default 3)"),
    ("timeout", float, "the most CPU seconds one measurement may take (default 2; wall clock: 10x)"),
    ("chunk", int, "answers measured in one sandbox run with the reference (default 8)"),
)
#: the ``Config`` fields the scoring flags set (their ``dest``s)
FIELDS = ("weights", "mode", "end_markers", *(f"efficiency_{name}" for name, _, _ in EFFICIENCY_FLAGS),
          "quality_profile")


def split_markers(text: str | None) -> tuple[str, ...] | None:
    """``--end-markers``: comma-separated markers (``None`` when the flag is not given)."""
    if text is None:
        return None
    return tuple(m.strip() for m in text.split(",") if m.strip())


def add_config_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", type=Path,
                        help="a pyproject.toml or codereward.toml (default: found from the current folder)")


def add_scoring_arguments(parser: argparse.ArgumentParser) -> None:
    """``--config`` and the scoring flags (docs/rewards.md, "Scoring settings")."""
    add_config_argument(parser)
    group = parser.add_argument_group("scoring (flags over [tool.codereward], same names; else the defaults)")
    group.add_argument("--weights", help="reward components and weights, e.g. format=0.2,correctness=0.3,quality=0.5 "
                                         "(the default)")
    group.add_argument("--mode", "--composite", dest="mode", choices=MODES,
                       help="how the components combine (default linear; --composite is its old name)")
    group.add_argument("--end-markers", type=split_markers, metavar="A,B",
                       help="more end-of-turn markers to strip, comma-separated "
                            "(<|im_end|>, <|endoftext|>, </s>, <|eot_id|>, ... always are)")
    for name, kind, text in EFFICIENCY_FLAGS:
        group.add_argument(f"--efficiency-{name}", type=kind, metavar="N", help=f"efficiency reward: {text}")
    add_quality_profile_argument(group)


def flag_values(args: argparse.Namespace) -> dict[str, Any]:
    """The scoring flags given, as ``Config`` fields (None where a flag is left out)."""
    return {name: getattr(args, name, None) for name in FIELDS}


def scoring_config(args: argparse.Namespace) -> Config:
    """The configuration (``--config``, else found) with the scoring flags over it."""
    if args.config is not None and not args.config.is_file():
        raise UsageError(f"--config {args.config}: no such file")
    return load_config(args.config).replace(**flag_values(args))


def read_scoring(args: argparse.Namespace) -> tuple[Config, ScoringSettings]:
    """The configuration with the flags over it, and the scoring settings read from it."""
    config = scoring_config(args)
    return config, ScoringSettings.from_config(config)
