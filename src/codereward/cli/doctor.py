"""``codereward doctor``: which isolation this machine gives untrusted code, and why."""

from __future__ import annotations

import argparse
import dataclasses
import json

from codereward.interpreters import RUNNING, installed
from codereward.sandbox import Sandbox, SandboxConfig, SandboxUnavailable
from codereward.sandbox.caller import tiers


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser(
        "doctor", help=summary,
        description="Start one sandbox worker the way the correctness reward does, run a trivial solution in it "
                    "and report the isolation tier it got (namespaces, landlock or none), why stronger tiers "
                    "were refused, and the kernel features each tier needs. Exit 1 when no tier is available.")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    parser.add_argument("--allow-unisolated", action="store_true",
                        help="accept the last resort (no isolation) when nothing else works, as "
                             "SandboxConfig(allow_unisolated=True) does")
    parser.set_defaults(run=run)


def diagnose(allow_unisolated: bool = False) -> dict:
    """What ``doctor`` reports, as data: the running interpreter's sandbox tier, then each
    Python installed (``codereward.interpreters``) with the tier its own sandbox gets."""
    report: dict = {"facts": tiers.facts(), **_try_sandbox(None, allow_unisolated), "interpreters": []}
    for interpreter in installed():
        found = {"version": interpreter.name, "path": interpreter.path, "running": interpreter == RUNNING}
        found.update({"tier": report["tier"], "error": report["error"]} if interpreter == RUNNING else
                     {key: value for key, value in _try_sandbox(interpreter.path, allow_unisolated).items()
                      if key in ("tier", "error")})
        report["interpreters"].append(found)
    return report


def _try_sandbox(python: str | None, allow_unisolated: bool) -> dict:
    """Start one worker under ``python`` (None: the running interpreter) and run a trivial solution."""
    report: dict = {"tier": None, "summary": "", "refused": {}, "error": None}
    config = SandboxConfig(workers=1, lean_workers=False, allow_unisolated=allow_unisolated)
    with Sandbox(config if python is None else dataclasses.replace(config, python=python)) as sandbox:
        try:
            sandbox.start()
            run = sandbox.run("def add(a, b):\n    return a + b\n", [{"call": "add(1, 2)", "expected": 3}])
            if not run.all_passed:
                report["error"] = f"a trivial run failed: {run.error or run.cases[0].reason}"
            report["tier"] = run.tier
            report["summary"] = tiers.SUMMARY.get(run.tier, "")
        except SandboxUnavailable as exc:
            report["error"] = str(exc)
        except OSError as exc:  # its server died at start: the sandbox's code does not run on it
            report["error"] = f"the sandbox server did not start under this interpreter ({type(exc).__name__}: {exc})"
        report["refused"] = dict(sandbox.refusals)
    return report


def run(args: argparse.Namespace) -> int:
    report = diagnose(args.allow_unisolated)
    if args.format == "json":
        print(json.dumps(report, indent=2))
    else:
        print(f"isolation: {report['tier'] or 'unavailable'}" + (f" ({report['summary']})" if report["summary"] else ""))
        for tier, why in report["refused"].items():
            print(f"  {tier}: refused: {why}")
        if report["error"]:
            print(f"  error: {report['error']}")
        print("interpreters (each runs solutions in its own sandbox; code only a newer one parses goes to it):")
        for found in report["interpreters"]:
            state = found["tier"] or "unavailable"
            print(f"  Python {found['version']}: {state}" + (" (running)" if found["running"] else "")
                  + f"  {found['path']}" + (f"  error: {found['error']}" if found["error"] else ""))
        print("kernel features:")
        for name, value in report["facts"].items():
            print(f"  {name}: {value}")
    return 0 if report["tier"] and not report["error"] else 1
