"""``codereward analyze PATH... | -``: findings and scores for files, folders or stdin."""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import gc
import os
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from codereward.analyzer import Analyzer
from codereward.cli.analysis_options import add_config_flags, config_from_args
from codereward.cli.errors import UsageError
from codereward.collector import collector_paused
from codereward.config import Config
from codereward.findings import Severity
from codereward.registry import selector_error
from codereward.render import StreamedOutput

#: names excluded from folder searches unless ``exclude`` replaces them (ruff's defaults, in short)
DEFAULT_EXCLUDE = (".bzr", ".direnv", ".eggs", ".git", ".hg", ".mypy_cache", ".nox", ".pants.d", ".pytype",
                   ".ruff_cache", ".svn", ".tox", ".venv", "__pypackages__", "__pycache__", "_build", "buck-out",
                   "build", "dist", "node_modules", "site-packages", "venv")

EPILOG = """examples:
  codereward analyze src/                      every *.py under src/ (not .gitignored, not excluded)
  codereward analyze app.py --select security  only the security findings
  git diff --name-only | xargs codereward analyze --fail-on high
  codereward analyze src/ --format sarif -o codereward.sarif

suppression comments (# noqa, # nosec, # type: ignore) are honoured here, on a
repository, and never by rewards or score (--no-respect-suppressions turns them off).

exit codes: 0 no finding at or above --fail-on (default: never fail);
            1 a finding at or above --fail-on; 2 a usage or configuration error"""


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser("analyze", help=summary,
                            description="Find quality defects (CISQ characteristics, CWE ids) and score Python code.",
                            epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or folders; - reads stdin")
    parser.add_argument("--format", choices=("text", "json", "jsonl", "sarif"), default="text",
                        help="text (default): ruff-style lines and a score table; json; jsonl (a line per file, "
                             "written as each is done); sarif (GitHub code scanning)")
    parser.add_argument("--fail-on", metavar="SEVERITY", help="exit 1 if a finding is at or above this severity (default: never)")
    parser.add_argument("-o", "--output", type=Path, help="write the report here instead of stdout")
    parser.add_argument("--exclude", metavar="PATTERNS",
                        help="comma-separated names or globs to skip in folders, replacing the default list "
                             "(.git, .venv, build, dist, ...)")
    parser.add_argument("--extend-exclude", metavar="PATTERNS",
                        help="comma-separated names or globs to skip in folders, besides the default list")
    parser.add_argument("--respect-gitignore", action=argparse.BooleanOptionalAction, default=None,
                        help="skip what .gitignore ignores when searching folders (default: on)")
    add_config_flags(parser)
    parser.set_defaults(run=run)


class _Exclusions:
    """Whether a pattern names one of a path's parts, or matches the path (``gen/*.py``):
    ``fnmatch`` for each pattern, compiled once into one expression for every path."""

    def __init__(self, patterns: Sequence[str]) -> None:
        self._part = _any_of(patterns)
        self._path = _any_of([pattern.strip("/") for pattern in patterns if "/" in pattern])

    def __call__(self, parent: str, name: str) -> bool:
        """Whether ``name`` in the folder ``parent`` (relative, ``/``-separated, ``""`` at the
        top) is excluded, its parent folders being known not to be (the walk skipped those)."""
        if self._part is not None and self._part.match(os.path.normcase(name)):
            return True
        return self._path is not None and self._path.match(os.path.normcase(f"{parent}/{name}" if parent else name)) is not None


def _any_of(patterns: Sequence[str]) -> re.Pattern[str] | None:
    # fnmatch.fnmatch(name, pattern) is translate(normcase(pattern)) matched against normcase(name)
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{fnmatch.translate(os.path.normcase(p))})" for p in patterns))


def _gitignored(folder: Path, files: list[tuple[Path, str]]) -> set[Path]:
    """The files git ignores (``.gitignore``, ``.git/info/exclude``, the global excludes),
    asked of one ``git check-ignore`` for the batch; none outside a git work tree.
    ``files`` are (path, path relative to ``folder``)."""
    if not files:
        return set()
    # The walk entered no linked folder, so a file that is no link resolves to the resolved
    # folder joined with its relative path: one resolve for the folder, not one per file.
    real = folder.resolve()
    if not _in_git_work_tree(real):
        return set()  # what git would say (exit 128), without starting it
    paths = {os.fsencode(path.resolve() if os.path.islink(path) else real / relative): path
             for path, relative in files}
    try:
        done = subprocess.run(["git", "-C", str(folder), "check-ignore", "--no-index", "--stdin", "-z"],
                              input=b"\0".join(paths) + b"\0", capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):  # no git: nothing to respect
        return set()
    if done.returncode not in (0, 1):  # 128: not a git work tree
        return set()
    return {paths[name] for name in done.stdout.split(b"\0") if name in paths}


def _in_git_work_tree(folder: Path) -> bool:
    """Whether git could find a repository for ``folder`` (resolved): a ``.git`` in it or a
    folder above it, or one named by git's environment (then git is asked)."""
    if os.environ.get("GIT_DIR") or os.environ.get("GIT_WORK_TREE"):
        return True
    return any(os.path.lexists(os.path.join(place, ".git")) for place in (folder, *folder.parents))


def python_files(folder: Path, config: Config) -> list[Path]:
    """The *.py files under ``folder`` that ``exclude``/``extend-exclude`` and, when
    ``respect-gitignore`` is on, ``.gitignore`` leave, sorted."""
    patterns = (*(DEFAULT_EXCLUDE if config.exclude is None else config.exclude), *config.extend_exclude)
    excluded = _Exclusions(patterns)
    found: list[tuple[Path, str]] = []  # (path, relative to folder, "/"-separated)
    top = os.fspath(folder)
    for root, dirs, names in os.walk(folder):
        parent = os.path.relpath(root, top).replace(os.sep, "/") if root != top else ""
        dirs[:] = [d for d in dirs if not excluded(parent, d)]
        here = Path(root)
        found += [(here / n, f"{parent}/{n}" if parent else n)
                  for n in names if n.endswith(".py") and not excluded(parent, n)]
    if config.respect_gitignore:
        ignored = _gitignored(folder, found)
        found = [(path, relative) for path, relative in found if path not in ignored]
    # Path's order (by parts) without its comparisons: every path starts with ``folder``
    return [path for path, _ in sorted(found, key=lambda item: _parts_key(item[1]))]


def _parts_key(relative: str) -> list[str]:
    return [os.path.normcase(part) for part in relative.split("/")] if os.name == "nt" else relative.split("/")


def collect(paths: list[str], config: Config | None = None) -> list[tuple[str, bytes]]:
    """(display path, content) for every file named or found under a folder; ``-`` is stdin.
    A file named on the command line is analysed even where a folder search would skip it."""

    config = config or Config()
    found: list[tuple[str, bytes]] = []
    for raw in paths:
        if raw == "-":
            found.append(("<stdin>", sys.stdin.buffer.read()))
            continue
        path = Path(raw)
        if path.is_dir():
            files = python_files(path, config)
            if not files:
                print(f"codereward analyze: warning: no Python files in {raw} (none there, or all excluded)",
                      file=sys.stderr)
            found.extend((str(p), _read(p)) for p in files)
        elif path.is_file():
            found.append((str(path), _read(path)))
        else:
            raise UsageError(f"{raw}: no such file or directory")
    return found


def _read(path: Path) -> bytes:
    # one unbuffered read: a buffered reader object per file costs more than a short file's read
    with open(path, "rb", buffering=0) as file:
        return file.readall()


def check_selectors(config: Config) -> None:
    """An unknown ``select``/``ignore`` entry is a usage error naming the nearest valid ones
    (it would select nothing, and score everything 1.000)."""
    if not (config.select or config.ignore):
        return  # nothing to check: the rule catalogue stays unloaded
    for key in ("select", "ignore"):
        why = selector_error(f"--{key}", getattr(config, key))
        if why is not None:
            raise UsageError(why)


def run(args: argparse.Namespace) -> int:
    with collector_paused():  # the start (configuration, the files, the tools' modules) makes no garbage
        first = next((Path(p) for p in args.paths if p != "-"), None)
        config = config_from_args(args, first)
        if config.respect_suppressions is None:  # analyze honours them unless told not to
            config = config.replace(respect_suppressions=True)
        check_selectors(config)
        if args.output is not None and not args.output.parent.is_dir():
            raise UsageError(f"-o {args.output}: no such directory: {args.output.parent}")
        files = collect(args.paths, config)
        if not files and args.format == "text":
            return 0
        analyzer = Analyzer(config)
        if getattr(args, "argv", None) is not None:  # this process is the program (not a caller's main())
            gc.freeze()  # what the start made lives as long as the process: no collection need walk it again
    # Reports are written as they come (text, jsonl), in the order of the files: a folder's
    # files sorted, the command line's paths in their order; see Analyzer.analyze_stream.
    try:
        sink = args.output.open("w", encoding="utf-8") if args.output else contextlib.nullcontext(sys.stdout)
    except OSError as exc:
        raise UsageError(f"-o {args.output}: {exc.strerror or exc}") from None
    try:
        with sink as stream, analyzer:
            output = StreamedOutput(args.format, _flushing(stream.write, stream.flush))
            # a document written whole at the end (JSON, SARIF) gains nothing from a small first block
            for report in analyzer.analyze_stream(files, first_block=None if output.streams else len(files)):
                output.add(report)
            with collector_paused():  # a document's text, built whole: no garbage either
                output.close()
    except OSError as exc:
        if args.output is None:  # stdout (a closed pipe): the command's handler says so
            raise
        raise UsageError(f"-o {args.output}: {exc.strerror or exc}") from None
    if config.fail_on in (None, "never"):
        return 0
    threshold = Severity.parse(config.fail_on).rank
    return 1 if any(f.severity.rank >= threshold for r in output.reports for f in r.findings) else 0


def _flushing(write: Callable[[str], object], flush: Callable[[], object]) -> Callable[[str], None]:
    # each report's part reaches a pipe or a terminal at once, not when a buffer fills
    def write_now(text: str) -> None:
        write(text)
        flush()
    return write_now
