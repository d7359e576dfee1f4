"""mypy, batched: one ``python -m mypy`` process over a temp dir holding the whole batch.

mypy runs as a child process (not ``mypy.api.run`` in process) so that a hanging check
can be killed at the timeout. Its incremental cache lives under the user's cache dir
(``~/.cache/codereward/mypy``), so the standard library's stubs are analysed once, not
once a batch: a warm batch of 256 snippets takes about a second, a cold one about two.

Files are passed by absolute path in a fresh temp dir: mypy trusts a cached module
without hashing it when path, size and mtime (in whole seconds) all match, and two
batches' ``s00000.py`` of equal size written in the same second would otherwise share
results. A new path makes it compare content hashes.

A "blocking" error in one file (e.g. a duplicate parameter name) makes mypy stop the
whole run. Code that CPython parses but will not compile is therefore screened out
first (``compile``), and if mypy still stops, the files it names are set aside and the
rest re-run, within the same deadline. A batch that runs past the timeout is checked
again in parts, down to the slow snippet alone (``common.isolate_failures``): only that
one gets ``analysis-incomplete``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import tempfile
import warnings
from pathlib import Path
from typing import ClassVar

from codereward.config import cache_dir
from codereward.findings import Characteristic, Finding, Rule
from codereward.interpreters import RUNNING
from codereward.processes import Deadline
from codereward.rules.meta import incomplete_finding
from codereward.snippet import Snippet
from codereward.tools.base import ToolAdapter
from codereward.tools.common import ToolFailure, batch_files, index_of, isolate_failures, run_process, tail
from codereward.tools.mypy_rules import MYPY_RULES, OTHER_RULE, rule_for
from codereward.tools.suppressions import blank_type_ignores

#: Flags: no config file or site-packages (results must not depend on the machine),
#: missing third-party imports are Any, bodies of unannotated functions are checked,
#: and missing annotations are reported (low severity, see ``mypy_rules``).
MYPY_FLAGS: tuple[str, ...] = (
    "--config-file=",
    "--no-site-packages",
    "--ignore-missing-imports",
    "--check-untyped-defs",
    "--disallow-untyped-defs",
    "--disallow-incomplete-defs",
    "--enable-error-code", "possibly-undefined",
    "--output", "json",
    "--no-error-summary",
    "--show-error-end",
    "--hide-error-context",
    "--no-pretty",
    "--no-color-output",
)
_MAX_PASSES = 3
_T = Characteristic.TYPE_SAFETY


def default_cache_dir() -> Path:
    """``mypy`` in codereward's cache folder (``config.cache_dir``)."""
    return cache_dir() / "mypy"


class MypyAdapter(ToolAdapter):
    """mypy type errors and missing annotations (characteristic type_safety, thorough profile)."""

    name: ClassVar[str] = "mypy"
    profiles: ClassVar[tuple[str, ...]] = ("thorough",)
    characteristic: ClassVar[Characteristic] = _T

    def __init__(self, python: str | None = None, cache_dir: str | os.PathLike | None = None) -> None:
        self.python = python or sys.executable
        self._cache_dir = Path(cache_dir) if cache_dir else None

    def rules(self) -> list[Rule]:
        return [*MYPY_RULES.values(), OTHER_RULE]

    def available(self) -> bool:
        if self.python == sys.executable:
            return importlib.util.find_spec("mypy") is not None
        return os.path.isfile(self.python) and os.access(self.python, os.X_OK)

    def cache_dir(self) -> Path:
        """The persistent cache, created on first use; a per-user temp dir if home is read-only."""
        if self._cache_dir is None:
            user = getattr(os, "getuid", lambda: "user")()
            for candidate in (default_cache_dir(), Path(tempfile.gettempdir()) / f"codereward-mypy-{user}"):
                try:
                    candidate.mkdir(parents=True, exist_ok=True)
                except OSError:
                    continue
                if os.access(candidate, os.W_OK):
                    self._cache_dir = candidate
                    break
            else:
                self._cache_dir = Path(tempfile.mkdtemp(prefix="codereward-mypy-"))
        return self._cache_dir

    def analyze(self, snippets: list[Snippet], timeout: float, *,
                respect_suppressions: bool = False) -> list[list[Finding]]:
        results: list[list[Finding]] = [[] for _ in snippets]
        pending: set[int] = set()
        for index, snippet in enumerate(snippets):
            if snippet.tree is None:
                continue
            if snippet.parser != RUNNING.minor:  # mypy reads code with its interpreter's parser
                why = (f"mypy parses with Python {RUNNING.minor[0]}.{RUNNING.minor[1]}, and this code needs "
                       f"Python >= 3.{snippet.needs}")
                results[index].append(incomplete_finding(self.name, _T, why))
                continue
            problem = _compile_error(snippet)
            if problem:
                results[index].append(incomplete_finding(self.name, _T, f"code does not compile: {problem}"))
            else:
                pending.add(index)
        if not pending:
            return results
        if not self.available():
            return self._fail(results, pending, f"mypy not runnable with {self.python}")
        transform = None if respect_suppressions else blank_type_ignores
        chosen = [s if i in pending else Snippet.unparsed("", [], s.path) for i, s in enumerate(snippets)]  # skipped: empty
        with batch_files(chosen, "mypy", transform) as (directory, names):
            found = isolate_failures(sorted(pending), timeout, self.name, _T,
                                     lambda part, deadline: self._check(directory, part, names, deadline))
        for index, findings in found.items():
            results[index].extend(findings)
        return results

    def _fail(self, results: list[list[Finding]], pending: set[int], why: str) -> list[list[Finding]]:
        for index in pending:
            results[index] = [incomplete_finding(self.name, _T, why)]
        return results

    def _check(self, directory: Path, part: list[int], names: dict[int, str],
               deadline: Deadline) -> dict[int, list[Finding]]:
        """The findings for the snippets ``part``: mypy passes until none stops on a blocking error."""
        found: dict[int, list[Finding]] = {index: [] for index in part}
        pending = set(part)
        for _ in range(_MAX_PASSES):
            blocked = self._run(directory, sorted(pending), names, found, deadline)
            for index, why in blocked.items():
                found[index].append(incomplete_finding(self.name, _T, f"mypy stopped on this file: {why}"))
            pending -= set(blocked)
            if not blocked or not pending:
                return found
        for index in pending:
            found[index] = [incomplete_finding(self.name, _T, "mypy kept stopping on blocking errors")]
        return found

    def _run(self, directory: Path, indices: list[int], names: dict[int, str],
             results: dict[int, list[Finding]], deadline: Deadline) -> dict[int, str]:
        """One mypy pass over ``indices``; fills ``results``; returns the files that blocked it."""
        argv = [self.python, "-m", "mypy", *MYPY_FLAGS,
                "--python-version", f"{sys.version_info.major}.{sys.version_info.minor}",
                "--cache-dir", str(self.cache_dir()), *(str(directory / names[i]) for i in indices)]
        env = {k: v for k, v in os.environ.items() if not k.startswith("MYPY")}
        result = run_process(argv, deadline.remaining(), cwd=directory, env=env)
        errors = _parse(result.stdout)
        if result.returncode not in (0, 1, 2) or (result.returncode == 2 and not errors):
            raise ToolFailure(f"mypy exited with {result.returncode}: {tail(result.stderr or result.stdout)}")
        wanted = set(indices)
        if result.returncode == 2:  # a blocking error: only the files that stopped it are reported
            blocked = {i: str(e.get("message", "")) for e in errors if (i := index_of(str(e.get("file", "")))) in wanted}
            if not blocked:
                raise ToolFailure(f"mypy stopped without naming a file: {tail(result.stdout)}")
            return blocked
        for error in errors:
            index = index_of(str(error.get("file", "")))
            if index in wanted and error.get("severity") == "error":
                results[index].append(_finding(error))
        return {}


def _parse(stdout: str) -> list[dict]:
    errors: list[dict] = []
    for line in stdout.splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            item = json.loads(line)
        except ValueError:
            raise ToolFailure(f"mypy output is not JSON: {line[:120]!r}") from None
        if isinstance(item, dict):
            errors.append(item)
    return errors


def _finding(error: dict) -> Finding:
    code = error.get("code")
    rule = rule_for(code if isinstance(code, str) else None)
    line = int(error.get("line") or 1)
    column = int(error.get("column") or 0)
    end_line = int(error.get("end_line") or line)
    end_column = int(error.get("end_column") or column)
    message = str(error.get("message") or rule.message)
    if rule is OTHER_RULE:
        message = f"{message} [{code or 'no code'}]"
    return Finding.from_rule(rule, line, column, end_line, end_column, message)


def _compile_error(snippet: Snippet) -> str | None:
    """Why CPython would refuse to compile the parsed tree, or None."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # SyntaxWarnings are other analyzers' business
            compile(snippet.tree, snippet.path, "exec", dont_inherit=True)
    except SyntaxError as exc:
        return f"{exc.msg} (line {exc.lineno})"
    except (ValueError, TypeError, RecursionError, MemoryError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return None
