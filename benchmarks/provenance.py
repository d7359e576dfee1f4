"""Where a benchmark's figures come from: the command, the commit, the date and the machine.

Every benchmark script runs its ``main`` through :func:`run`, which prints :func:`header`
above the table (or, with ``--markdown``, :func:`markdown_line` under it), so a figure
copied into the docs carries the command and the commit that made it. Scripts that write
a JSON file put :func:`record` in it under ``provenance``. Nothing here fails: outside a
git checkout, or without git, the commit is ``unknown``.
"""

from __future__ import annotations

import datetime
import os
import platform
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from codereward.workers import available_cpus

ROOT = Path(__file__).resolve().parent.parent


def command(argv: list[str] | None = None) -> str:
    """The command line that ran the script, as ``python benchmarks/X.py args...``."""
    argv = list(sys.argv if argv is None else argv)
    script = Path(argv[0]) if argv and argv[0] else Path("-")
    try:
        shown = script.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        shown = str(script)
    return shlex.join(["python", shown, *argv[1:]])


def _git(*args: str) -> str | None:
    try:
        done = subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True,
                              timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def commit() -> str:
    """The short hash of the checked-out commit, ``+dirty`` when tracked files have changed; ``unknown`` outside git."""
    short = _git("rev-parse", "--short", "HEAD")
    if not short:
        return "unknown"
    changes = _git("status", "--porcelain", "--untracked-files=no")
    # the status could not be read: the commit alone would claim a clean tree
    return short + ("+dirty" if changes or changes is None else "")


def _load() -> str:
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def record(argv: list[str] | None = None) -> dict[str, str | int]:
    """The provenance as data: command, commit, date (UTC), CPUs, load average and Python."""
    return {
        "command": command(argv),
        "commit": commit(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpus": available_cpus(),
        "load": _load(),
        "python": platform.python_version(),
    }


def _machine(facts: dict[str, str | int]) -> str:
    return f"{facts['cpus']} CPUs, load average {facts['load']}, Python {facts['python']}"


def header(facts: dict[str, str | int] | None = None) -> str:
    """The block printed above a plain-text table."""
    facts = record() if facts is None else facts
    return (f"command: {facts['command']}\ncommit:  {facts['commit']}\n"
            f"date:    {facts['date']}\nmachine: {_machine(facts)}\n")


def markdown_line(facts: dict[str, str | int] | None = None) -> str:
    """The line printed under a Markdown table."""
    facts = record() if facts is None else facts
    return (f"Made by `{facts['command']}` at commit `{facts['commit']}` on {facts['date']} "
            f"({_machine(facts)}).")


def run(main: Callable[[], int | None]) -> int | None:
    """Run a script's ``main`` with its provenance: above the output, or under it with ``--markdown``."""
    facts = record()
    if "--markdown" in sys.argv[1:]:
        status = main()
        print("\n" + markdown_line(facts), flush=True)
        return status
    print(header(facts), flush=True)
    return main()
