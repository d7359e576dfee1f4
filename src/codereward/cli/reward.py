"""``codereward reward``: every reward component of one completion against one problem."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.cli.scoring_options import add_scoring_arguments, read_scoring
from codereward.jsonl import loads
from codereward.rewards.composite import problem_error
from codereward.rewards.correctness import default_sandbox


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser("reward", help=summary,
                            description="Score one completion against one problem: the composite, each component "
                                        "with its weight, and the reasons behind each.",
                            epilog="example:\n  codereward reward --problem examples/problem.json "
                                   "--completion examples/completion.md --format text\n\n"
                                   "exit codes: 0 scored; 2 a usage error (a problem without a runnable test, "
                                   "a bad flag or file)",
                            formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--problem", type=Path, required=True,
                        help="a problem row as JSON: tests (at least one runnable), entry_point, ...")
    parser.add_argument("--completion", required=True, help="a file with the completion text, or - for stdin")
    parser.add_argument("--python", help="the interpreter the sandbox runs the solution under: a path, a command "
                                         "or a version such as 3.13 (default: the running one)")
    parser.add_argument("--format", choices=("json", "text"), default="json", help="output format (default json)")
    add_scoring_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    config, settings = read_scoring(args)
    config = config.replace(python=args.python)
    try:
        sandbox = default_sandbox(config.python) if config.python else None
    except ValueError as exc:  # no such interpreter: the message names what there is
        raise UsageError(str(exc)) from None
    try:
        problem = loads(args.problem.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise UsageError(f"--problem {args.problem}: {exc}") from None
    if not isinstance(problem, dict):
        raise UsageError(f"--problem {args.problem}: expected a JSON object")
    why = problem_error(problem, settings.weights)
    if why is not None:  # a problem that cannot grade an answer must not pay for one
        raise UsageError(f"--problem {args.problem}: {why}")
    if args.completion == "-":
        completion = sys.stdin.read()
    else:
        try:
            completion = Path(args.completion).read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise UsageError(f"--completion {args.completion}: {exc}") from None
    result = settings.evaluate([completion], [problem], never_raise=False, sandbox=sandbox)[0]
    if args.format == "json":
        print(json.dumps(result.to_json(), indent=2))
    else:
        print(f"composite {result.composite:.3f} ({result.mode})")
        for reason in result.reasons:
            print(f"  {reason}")
        t = result.tests
        print(f"tests {t['passed']}/{t['total']} visible, {t['hidden_passed']}/{t['hidden_total']} hidden")
    return 0
