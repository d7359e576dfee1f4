"""The analyzer's speed end to end, side by side with ruff on the same files, in one run.

The files are the 542 distinct canonical solutions of HumanEval+ and MBPP+ (prompt and
solution), read from ``../shared/corpora/`` and written to a temporary folder (never into
the checkout). Each line of the table is timed in interleaved repetitions with
``ruff check --select ALL --no-cache --isolated`` on the same files, and printed with the
machine's 1-minute load average when it was measured:

- the command line on the folder: ``codereward analyze DIR --format json`` (fast), whole
  process, start-up included, modules loaded from cached bytecode as an installed
  package's are (even where ``PYTHONDONTWRITEBYTECODE`` is set); and the thorough
  profile, the same way;
- the command line on one file, whole process;
- in process, warm: one ``Analyzer`` (default ``jobs``), later batches of new sources;
- in process, ``jobs=1`` (no worker processes), later batches.

With ``--library``, one more line (long: about 20,000 files): the command line on this
interpreter's library tree, the standard library and the installed site-packages, every
``*.py`` under them but ``__pycache__``, ``build`` and the standard library's own
``site-packages`` (the same exclusions given to ruff, which is told to read ``*.py`` only),
once each, in files/s.

Goals (issue 30, 2 cores, quiet machine): the folder within 2.5x ruff's time, one file
within 0.3 s, at least 3,000 snippets/s warm. The last lines say by how much each is met
or missed in this run.

    python benchmarks/analyzer_speed.py [--repeat 3] [--no-thorough] [--library]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from analyzer_public_corpora import CORPORA, FILES, load_snippets

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.tools.ruff import find_ruff
from codereward.workers import idle_cpus

GOAL_RATIO, GOAL_ONE_FILE, GOAL_WARM = 2.5, 0.3, 3000.0


def cpu_seconds() -> float:
    """CPU seconds of this process and of its reaped children (tool processes, the CLI, workers)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def timed(func: Callable[[], object], cpu: list[float] | None = None) -> float:
    """Wall seconds of ``func()``; its CPU seconds are appended to ``cpu``."""
    used = cpu_seconds()
    start = time.perf_counter()
    func()
    took = time.perf_counter() - start
    if cpu is not None:
        cpu.append(cpu_seconds() - used)
    return took


def load() -> float:
    return os.getloadavg()[0]


def run(argv: list[str], env: dict[str, str] | None = None) -> None:
    subprocess.run(argv, capture_output=True, check=False, env=env)


def installed_env(folder: str) -> dict[str, str]:
    """The environment of a command-line run as an installed package has it: modules
    load from cached bytecode (kept under ``folder``, written by an untimed first run),
    even where the caller's environment turns bytecode files off."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(Path(folder, "pycache"))
    return env


def side_by_side(ours: Callable[[], object], ruff: Callable[[], object],
                 repeat: int) -> tuple[float, float, float, float, float]:
    """Median wall seconds of ours and of ruff (interleaved), the mean load while they ran,
    the ratio of their median CPU seconds (less moved by other work on the machine than
    wall time; it counts worker processes only once they are reaped), and our median CPU
    seconds."""
    mine, theirs, loads, my_cpu, their_cpu = [], [], [], [], []
    for _ in range(repeat):
        theirs.append(timed(ruff, their_cpu))
        mine.append(timed(ours, my_cpu))
        loads.append(load())
    cpu_ratio = statistics.median(my_cpu) / max(statistics.median(their_cpu), 1e-9)
    return statistics.median(mine), statistics.median(theirs), statistics.mean(loads), cpu_ratio, statistics.median(my_cpu)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-thorough", action="store_true", help="leave out the thorough profile's line")
    parser.add_argument("--library", action="store_true",
                        help="add the library tree's line (standard library + site-packages; minutes)")
    args = parser.parse_args(argv)
    if not all((CORPORA / name).is_file() for name in FILES):
        print(f"needs {', '.join(FILES)} in {CORPORA} (the shared corpora beside the checkout)", file=sys.stderr)
        return 2
    ruff_binary = find_ruff()
    if ruff_binary is None:
        print("needs ruff", file=sys.stderr)
        return 2
    snippets = load_snippets()
    cli = [sys.executable, "-m", "codereward.cli.main", "analyze", "--format", "json"]
    ruff = [ruff_binary, "check", "--select", "ALL", "--no-cache", "--isolated", "--exit-zero", "--output-format", "json"]
    rows: list[tuple[str, str, str, str, str]] = []
    with tempfile.TemporaryDirectory(prefix="codereward-speed-") as folder, \
            tempfile.TemporaryDirectory(prefix="codereward-speed-pyc-") as bytecode:
        for i, source in enumerate(snippets):
            Path(folder, f"s{i:05d}.py").write_text(source, encoding="utf-8")
        one = str(Path(folder, "s00000.py"))
        env = installed_env(bytecode)
        run([*cli, "--profile", "thorough", one], env)  # writes the bytecode of every module a run loads
        print(f"{len(snippets)} files (HumanEval+ and MBPP+ solutions), {os.cpu_count()} CPUs, "
              f"load average {load():.2f} at the start, {idle_cpus():.1f} CPUs idle (the command line forks "
              "workers for the folder only onto idle CPUs: workers.idle_cpus)", flush=True)
        n = len(snippets)

        ours, theirs, avg, cpu, our_cpu = side_by_side(lambda: run([*cli, folder], env), lambda: run([*ruff, folder]), args.repeat)
        rows.append(("CLI on the folder, fast", f"{ours:.2f} s ({n / ours:,.0f} files/s)",
                     f"{ours / theirs:.2f}x ruff ({theirs:.2f} s)", f"{cpu:.1f}x", f"{avg:.2f}"))
        verdicts = [verdict("CLI on the folder", ours / theirs, GOAL_RATIO, "x ruff", lower=True)]
        if not args.no_thorough:
            ours, theirs, avg, cpu, our_cpu = side_by_side(lambda: run([*cli, "--profile", "thorough", folder], env),
                                                  lambda: run([*ruff, folder]), 1)
            rows.append(("CLI on the folder, thorough", f"{ours:.2f} s ({n / ours:,.0f} files/s)",
                         f"{ours / theirs:.2f}x ruff ({theirs:.2f} s)", f"{cpu:.1f}x", f"{avg:.2f}"))
        ours, theirs, avg, cpu, our_cpu = side_by_side(lambda: run([*cli, one], env), lambda: run([*ruff, one]), args.repeat)
        rows.append(("CLI on one file, fast", f"{ours:.3f} s (CPU {our_cpu:.3f} s)",
                     f"{ours / theirs:.1f}x ruff ({theirs:.3f} s)", f"{cpu:.1f}x", f"{avg:.2f}"))
        verdicts.append(verdict("CLI on one file", ours, GOAL_ONE_FILE, " s", lower=True))

        for label, jobs in (("in process, warm, later batches", 0), ("in process, jobs=1, later batches", 1)):
            with Analyzer(Config(profile="fast", jobs=jobs)) as analyzer:
                analyzer.analyze_many([f"{s}# warm-up\n" for s in snippets])
                batches = iter([[f"{s}# round {k}\n" for s in snippets] for k in range(args.repeat)])
                ours, theirs, avg, cpu, our_cpu = side_by_side(lambda a=analyzer, b=batches: a.analyze_many(next(b)),
                                                      lambda: run([*ruff, folder]), args.repeat)
            # the workers' CPU is not counted while they live: no CPU ratio with workers
            rows.append((label, f"{n / ours:,.0f} snippets/s", f"{ours / theirs:.2f}x ruff",
                         f"{cpu:.1f}x" if jobs == 1 else "-", f"{avg:.2f}"))
            if jobs == 0:
                verdicts.append(verdict("in process, warm", n / ours, GOAL_WARM, " snippets/s", lower=False))

    if args.library:
        roots = library_roots()
        count = len(library_files(roots))
        excluded = ",".join(LIBRARY_EXCLUDE)
        ours, theirs, avg, cpu, our_cpu = side_by_side(
            lambda: run([*cli, "--format", "jsonl", "--exclude", excluded, "--no-respect-gitignore", *roots], env),
            lambda: run([*ruff, "--exclude", excluded, "--config", "include = ['*.py']", *roots]), 1)
        rows.append((f"CLI on the library tree ({count:,} files), fast", f"{ours:.1f} s ({count / ours:,.0f} files/s)",
                     f"{ours / theirs:.2f}x ruff ({theirs:.1f} s, {count / theirs:,.0f} files/s)", f"{cpu:.1f}x",
                     f"{avg:.2f}"))

    width = max(len(r[0]) for r in rows)
    print(f"\n| {'measurement':<{width}} | ours | wall, beside ruff --select ALL | CPU, x ruff's | load |")
    print(f"|{'-' * (width + 2)}|---|---|---|---|")
    for row in rows:
        print(f"| {row[0]:<{width}} | {' | '.join(row[1:])} |")
    print(f"\ngoals: folder <= {GOAL_RATIO}x ruff, one file <= {GOAL_ONE_FILE} s, warm >= {GOAL_WARM:,.0f} snippets/s")
    for line in verdicts:
        print(line)
    return 0


def verdict(what: str, value: float, goal: float, unit: str, *, lower: bool) -> str:
    """Whether a goal is met in this run, and by how much it is missed (a factor)."""
    met = value <= goal if lower else value >= goal
    factor = value / goal if lower else goal / max(value, 1e-9)
    shown = f"{value:,.2f}{unit}" if value < 100 else f"{value:,.0f}{unit}"
    return f"- {what}: {shown}, goal {goal:,g}{unit}: " + ("met" if met else f"missed by {factor:.1f}x")


#: what the library tree's line leaves out, for both tools (ruff and codereward name them alike)
LIBRARY_EXCLUDE = ("__pycache__", "build", "site-packages")


def library_roots() -> list[str]:
    """The standard library and the site-packages of this interpreter (its own
    ``site-packages`` inside the standard library left out by ``LIBRARY_EXCLUDE``)."""
    paths = sysconfig.get_paths()
    roots = [paths["stdlib"], paths["purelib"]]
    return [root for i, root in enumerate(roots) if Path(root).is_dir() and root not in roots[:i]]


def library_files(roots: list[str]) -> list[Path]:
    """The files both tools read under ``roots``."""
    from codereward.cli.analyze import python_files

    config = Config(exclude=LIBRARY_EXCLUDE, respect_gitignore=False)
    return [path for root in roots for path in python_files(Path(root), config)]


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
