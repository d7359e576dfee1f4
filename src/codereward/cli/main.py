"""``codereward`` command line: one module per command group, registered here.

Exit codes: 0 success, 1 findings at or above ``--fail-on`` (or a failed check),
2 usage or configuration errors.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from codereward import __version__
from codereward.cli.errors import UsageError

# command name -> module under codereward.cli; each has register(subparsers) and run(args) -> int
COMMANDS = {
    "analyze": "analyze",
    "score": "score",
    "rules": "rules",
    "reward": "reward",
    "problems": "problems",
    "train": "train",
    "study": "study",
    "eval": "eval",
    "serve": "serve",
    "export": "export",
    "experiment": "experiment",
    "doctor": "doctor",
}

#: the extra (pip install 'codereward[EXTRA]') that brings what each command imports beyond the core
EXTRAS = {"problems": "problems", "export": "problems", "serve": "serve", "train": "train", "experiment": "train",
          "eval": "eval", "study": "study", "reward": "rewards"}
EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2
EXIT_BROKEN_PIPE = 128 + 13  # SIGPIPE


EPILOG = """examples:
  codereward analyze src/                         findings and scores, ruff-style
  codereward rules CR401                          what a rule finds, and why it matters
  codereward reward --problem examples/problem.json --completion examples/completion.md --format text
  codereward serve --port 5000                    the reward server (OpenRLHF's --remote_rm_url)

codereward COMMAND --help shows each command's options and examples.

exit codes: 0 success; 1 findings at or above --fail-on (or a failed check);
            2 a usage or configuration error (one line on stderr says which)"""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of ``command`` alone (a run imports only its own
    command's module: ``codereward analyze`` never loads the training stack)."""
    parser = argparse.ArgumentParser(prog="codereward", description="Code-quality rewards for RL of code LLMs.",
                                     epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"codereward {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, module in COMMANDS.items():
        if command is None or name == command:
            importlib.import_module(f"codereward.cli.{module}").register(sub)
    return parser


def _command(argv: Sequence[str]) -> str | None:
    """The command ``argv`` runs, when its first word names one; ``""`` (none) for
    ``--version``; ``None`` (all of them: help, errors) otherwise."""
    if argv and argv[0] == "--version":
        return ""
    return argv[0] if argv and argv[0] in COMMANDS else None


def main(argv: Sequence[str] | None = None) -> int:
    own = argv is None
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(_command(argv))
    args = parser.parse_args(argv)
    args.argv = argv if own else None  # the program's own arguments (re-executing)
    try:
        code = int(args.run(args))
        sys.stdout.flush()  # inside the try: a closed pipe must surface here, not at exit
        return code
    except BrokenPipeError:
        return _reader_went_away()
    except UsageError as exc:
        print(f"codereward {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except ValueError as exc:  # configuration errors are ValueErrors that name the key
        print(f"codereward {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except ModuleNotFoundError as exc:  # an optional dependency: say which extra brings it
        if (exc.name or "").split(".")[0] == "codereward":
            raise
        extra = EXTRAS.get(args.command, "all")
        print(f"codereward {args.command}: error: needs {exc.name or exc}, which is not installed: "
              f"pip install 'codereward[{extra}]'", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


def _reader_went_away() -> int:
    """``codereward rules | head -1``: the reader has what it wanted; exit quietly.

    Whatever is still buffered for stdout is dropped (pointing stdout at /dev/null stops
    the interpreter's final flush from raising again), and the exit code is the shell's
    for a process ended by SIGPIPE, as ``git`` or ``grep`` give in the same pipe.
    """
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout is not a real file (captured, replaced)
        pass
    return EXIT_BROKEN_PIPE


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
