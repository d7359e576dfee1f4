"""``codereward`` command line: one module per command group, registered here.

Exit codes: 0 success, 1 findings at or above ``--fail-on`` (or a failed check),
2 usage or configuration errors.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Collection, Sequence

from codereward import __version__
from codereward.cli.errors import UsageError
from codereward.collector import collector_paused

# command name -> (its module under codereward.cli, the line ``codereward --help`` lists it with).
# The one place the command line imports lazily: a run imports its own command's module and nothing
# of the others (``codereward analyze`` never loads the training or serving stacks); the command's
# module imports what it uses at its top. The module's register(subparsers, summary) adds the
# command's parser, run(args) -> int runs it.
COMMANDS = {
    "analyze": ("analyze", "find quality defects and score Python code"),
    "score": ("score", "score every row of datasets (JSONL, Parquet, datasets folders) into Parquet shards"),
    "rules": ("rules", "list every rule, or print one rule's documentation"),
    "reward": ("reward", "score one completion against a problem (composite, components, tests)"),
    "problems": ("problems", "validate, describe or export a problem set"),
    "train": ("train", "train a policy with GRPO (TRL) on codereward's rewards"),
    "study": ("study", "blinded pairwise preference study: create, serve, stats, export"),
    "eval": ("eval", "evaluate models or completion sets on a problem split (quality, correctness, reward); pass@k"),
    "serve": ("serve", "serve rewards over HTTP for OpenRLHF (--remote_rm_url http://HOST:PORT/get_reward)"),
    "export": ("export", "export the problem set and a ready training config for another trainer"),
    "experiment": ("experiment", "the paper's experiment in miniature: quality reward vs control"),
    "doctor": ("doctor", "which sandbox isolation tier this machine gives, and why"),
}

#: the extra (pip install 'codereward[EXTRA]') that brings what each command imports beyond the core
EXTRAS = {"score": "corpus", "problems": "problems", "export": "problems", "serve": "serve", "train": "train", "experiment": "train",
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


def build_parser(commands: Collection[str] | None = None) -> argparse.ArgumentParser:
    """The parser with the full parsers of ``commands`` (None: every command): only the named
    commands' modules are imported. With none named (``--version``, ``--help``, a mistake),
    every command is listed by its summary alone; with some named, the others are left out
    (parsing a named command's arguments never reads them)."""
    parser = argparse.ArgumentParser(prog="codereward", description="Code-quality rewards for RL of code LLMs.",
                                     epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"codereward {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, (module, summary) in COMMANDS.items():
        if commands is None or name in commands:
            importlib.import_module(f"codereward.cli.{module}").register(sub, summary)
        elif not commands:
            sub.add_parser(name, help=summary)
    return parser


def _commands(argv: Sequence[str]) -> tuple[str, ...]:
    """The command ``argv`` runs, when its first word names one; none otherwise (``--version``,
    ``--help``, a mistake: the listing of every command is all they need)."""
    return (argv[0],) if argv and argv[0] in COMMANDS else ()


def main(argv: Sequence[str] | None = None) -> int:
    own = argv is None
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = _commands(argv)
    try:
        with collector_paused():  # importing the command's modules makes no garbage to collect
            parser = build_parser(commands)
    except ModuleNotFoundError as exc:  # the command's module needs an extra that is not installed
        return _missing_extra(commands[0], exc)
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
    except ModuleNotFoundError as exc:  # an optional dependency a run imports (torch, TRL, ray)
        return _missing_extra(args.command, exc)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


def _missing_extra(command: str, exc: ModuleNotFoundError) -> int:
    """An optional dependency is missing: say which extra brings it (a missing codereward module is a bug: raised)."""
    if (exc.name or "").split(".")[0] == "codereward":
        raise exc
    extra = EXTRAS.get(command, "all")
    print(f"codereward {command}: error: needs {exc.name or exc}, which is not installed: "
          f"pip install 'codereward[{extra}]'", file=sys.stderr)
    return EXIT_USAGE


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
