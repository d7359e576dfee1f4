"""``codereward`` command line: one module per command group, registered here.

Exit codes: 0 success, 1 findings at or above ``--fail-on`` (or a failed check),
2 usage or configuration errors.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from codereward import __version__

# command name -> module under codereward.cli; each has register(subparsers) and run(args) -> int
COMMANDS = {
    "analyze": "analyze",
    "rules": "rules",
    "reward": "reward",
    "problems": "problems",
}

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    """A bad flag, path or configuration value: exit code 2 with the message."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="codereward", description="Code-quality rewards for RL of code LLMs.")
    parser.add_argument("--version", action="version", version=f"codereward {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module in COMMANDS.values():
        importlib.import_module(f"codereward.cli.{module}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except UsageError as exc:
        print(f"codereward {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except ValueError as exc:  # configuration errors are ValueErrors that name the key
        print(f"codereward {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
