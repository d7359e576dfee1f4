"""ruff, batched: one ``ruff check`` process over a temp dir holding the whole batch.

A batch of one snippet goes through stdin instead (no temp dir: less latency).
Findings map back to their snippet by the temp file name (``s00042.py``). A batch that
runs past the timeout is checked again in parts, down to the slow snippet alone
(``common.isolate_failures``): only that one gets ``analysis-incomplete``.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.grammar import NEWEST_TARGET
from codereward.processes import Deadline
from codereward.snippet import Snippet
from codereward.tools import suppressions
from codereward.tools.base import Launched, ToolAdapter, tool_rule, tool_severity
from codereward.tools.common import (
    ToolFailure,
    batch_files,
    file_name,
    finish_process,
    incomplete_batch,
    index_of,
    isolate_failures,
    run_process,
    start_process,
    stop_process,
    tail,
)
from codereward.tools.ruff_rules import (
    RUFF_RULES,
    RUFF_SETTINGS,
    SYNTAX_CODE,
    SYNTAX_RULE,
    bandit_test_id,
    is_selectable,
    ruff_catalog,
)
from codereward.weakness import CRITICAL_CWES

_SYNTAX_DOC = """
## What it does
Reports code that parses but that the Python compiler still rejects: a duplicate
parameter name, `nonlocal` at module level, `await` outside an async function, and the
like. ruff reports these as `invalid-syntax`.

## Why is this bad?
The module fails with `SyntaxError` when it is imported, so none of it runs.

## Example
```python
def area(width, width):
    return width * width
```

## Use instead
```python
def area(width, height):
    return width * height
```
"""


def find_ruff() -> str | None:
    """The ruff binary: the one the ``ruff`` package ships, else the venv's, else PATH."""
    try:
        from ruff.__main__ import find_ruff_bin

        return os.fsdecode(find_ruff_bin())
    except (ImportError, FileNotFoundError, OSError):
        pass
    beside = Path(sys.executable).with_name("ruff")
    if beside.is_file():
        return str(beside)
    return shutil.which("ruff")


def _target_version(snippets: list[Snippet]) -> str:
    # The snippets' target-version (one per analyzer) decides which syntax is valid.
    return next((s.target for s in snippets if s.target), NEWEST_TARGET)


#: ruff's message for syntax newer than its target ("... (syntax was added in Python 3.12)")
_NEWER_SYNTAX = re.compile(r"\(syntax was added in Python 3\.\d+\)")


class RuffAdapter(ToolAdapter):
    """ruff with codereward's selection (``ruff_rules.RUFF_RULES``), one process per batch."""

    name: ClassVar[str] = "ruff"
    profiles: ClassVar[tuple[str, ...]] = ("fast", "thorough")
    characteristic: ClassVar[Characteristic] = Characteristic.MAINTAINABILITY
    #: reads only the source: it may run on snippets not parsed yet (see ``Snippet.unparsed``)
    source_only: ClassVar[bool] = True

    def __init__(self, binary: str | None = None) -> None:
        self._binary = binary

    @property
    def binary(self) -> str | None:
        if self._binary is None:
            self._binary = find_ruff() or ""
        return self._binary or None

    def available(self) -> bool:
        binary = self.binary
        return bool(binary) and os.path.isfile(binary) and os.access(binary, os.X_OK)

    def _catalog(self, timeout: float = 30.0, *, explained: bool = False) -> dict[str, dict]:
        """The installed ruff's rules; ``explained``: with their pages (only ``rules()`` reads them)."""
        return ruff_catalog(self.binary, timeout, explained=explained) if self.available() else {}

    def selected(self, timeout: float = 30.0) -> list[str]:
        """The codes passed to ``--select``: the table, less what this ruff lacks or has made unstable."""
        catalog = self._catalog(timeout)
        if not catalog:
            return list(RUFF_RULES)
        return [code for code in RUFF_RULES if is_selectable(catalog.get(code))]

    def rules(self) -> list[Rule]:
        catalog = self._catalog(explained=True)
        rules = [self._rule(code, catalog) for code in self.selected()]
        rules.append(self._rule(SYNTAX_CODE, catalog))
        return rules

    def _rule(self, code: str, catalog: dict[str, dict]) -> Rule:
        if code == SYNTAX_CODE:
            characteristic, cwe, severity = SYNTAX_RULE
            return tool_rule(code, "invalid-syntax", characteristic, cwe, severity,
                             "Code parses but the compiler rejects it", self.name, _SYNTAX_DOC, self.profiles)
        characteristic, cwe, severity = RUFF_RULES.get(code) or _fallback(code)
        entry = catalog.get(code) or {}
        name = entry.get("name") or code.lower()
        message = entry.get("summary") or f"ruff {code}"
        doc = entry.get("explanation") or f"## What it does\nruff rule {code}; run `ruff rule {code}` for its page.\n"
        return tool_rule(code, name, characteristic, cwe, severity, message, self.name, doc, self.profiles)

    def analyze(self, snippets: list[Snippet], timeout: float, *,
                respect_suppressions: bool = False) -> list[list[Finding]]:
        return self.launch(snippets, timeout, respect_suppressions=respect_suppressions).finish()

    def launch(self, snippets: list[Snippet], timeout: float, *, respect_suppressions: bool = False) -> Launched:
        """The batch's ruff process started now (over its files, or one snippet's stdin); what
        gives it its input, waits for it, and checks parts again on a timeout is ``finish``.
        The process's limit counts from ``finish`` on."""
        parsed = [i for i, s in enumerate(snippets) if s.problem is None]
        if not parsed:
            return Launched(lambda: [[] for _ in snippets])
        if not self.available():
            return Launched(lambda: incomplete_batch(
                snippets, self.name, self.characteristic,
                f"ruff binary not found or not executable ({self._binary or 'not installed'})"))
        # One snippet goes through stdin (no temp dir to make and remove), a batch as its files.
        files = contextlib.ExitStack()  # the batch's folder, removed when finished or cancelled
        directory: Path | None = None
        started: list[subprocess.Popen] = []
        try:
            argv = self._argv(snippets, timeout, respect_suppressions)
            if len(parsed) > 1:
                directory, _names = files.enter_context(batch_files(snippets, "ruff"))
            with contextlib.suppress(ToolFailure):  # the first check starts it again, and reports the failure
                started.append(start_process([*argv, "."], cwd=directory, new_session=False) if directory else
                               start_process([*argv, *_stdin_args(parsed[0])], stdin=True, new_session=False))
            # The second looks at ruff's reports load the rules' shared analyses: imported here,
            # in the thread that launches (never in the one that finishes, beside another
            # importing the same modules), once the process runs.
            import codereward.tools.ruff_confirm  # noqa: F401
        except BaseException:
            for proc in started:
                stop_process(proc, new_session=False)
            files.close()
            raise

        def finish() -> list[list[Finding]]:
            with files:
                try:
                    return self._finish(snippets, parsed, directory, timeout, respect_suppressions, started)
                finally:
                    for proc in started:  # not read (an adapter bug): never left running
                        stop_process(proc, new_session=False)

        def cancel() -> None:
            with files:
                for proc in started:
                    stop_process(proc, new_session=False)

        return Launched(finish, cancel)

    def _finish(self, snippets: list[Snippet], parsed: list[int], directory: Path | None, timeout: float,
                respect_suppressions: bool, started: list[subprocess.Popen]) -> list[list[Finding]]:
        found = isolate_failures(parsed, timeout, self.name, self.characteristic, lambda part, deadline: self._check(
            snippets, part, directory, deadline, respect_suppressions, started))
        return [found.get(i, []) for i in range(len(snippets))]

    def _argv(self, snippets: list[Snippet], timeout: float, respect_suppressions: bool) -> list[str]:
        argv = [self.binary or "ruff", "check", "--output-format", "json", "--no-cache", "--isolated",
                "--no-fix", "--exit-zero", "--target-version", _target_version(snippets),
                "--select", ",".join(self.selected(timeout))]
        for key, value in RUFF_SETTINGS.items():
            argv += ["--config", f"{key} = {value}"]
        if not respect_suppressions:
            argv.append("--ignore-noqa")
        return argv

    def _check(self, snippets: list[Snippet], part: list[int], directory: Path | None, deadline: Deadline,
               respect_suppressions: bool, started: list[subprocess.Popen]) -> dict[int, list[Finding]]:
        """One ruff process over the snippets ``part`` (their files in ``directory``, or stdin);
        the whole batch's is ``started`` already where ``launch`` could start it."""
        whole = len(part) == sum(s.problem is None for s in snippets)
        if started and whole:
            stdin = None if directory is not None else snippets[part[0]].source
            result = finish_process(started.pop(), deadline.remaining(), stdin=stdin, new_session=False)
        else:
            argv = self._argv(snippets, deadline.remaining(), respect_suppressions)
            timeout = deadline.remaining()
            # ruff neither forks nor spawns: killing the process itself is enough (no new session).
            if directory is None:
                (only,) = part
                result = run_process([*argv, *_stdin_args(only)], timeout, stdin=snippets[only].source,
                                     new_session=False)
            else:
                paths = ["."] if whole else [file_name(i) for i in part]
                result = run_process([*argv, *paths], timeout, cwd=directory, new_session=False)
        if result.returncode != 0:
            raise ToolFailure(f"ruff exited with {result.returncode}: {tail(result.stderr)}")
        try:
            diagnostics = json.loads(result.stdout)
        except ValueError:
            raise ToolFailure(f"ruff output is not JSON: {result.stdout[:120]!r}") from None
        if not isinstance(diagnostics, list):
            raise ToolFailure("ruff output is not a JSON list")
        return self._findings(snippets, part, diagnostics, respect_suppressions)

    def _findings(self, snippets: list[Snippet], part: list[int], diagnostics: list[dict],
                  respect_suppressions: bool) -> dict[int, list[Finding]]:
        results: dict[int, list[Finding]] = {i: [] for i in part}
        catalog = self._catalog(timeout=0)  # cached by now (selected() fetched it), or {}
        rules: dict[str, Rule] = {}
        comments: dict[int, suppressions.CommentSuppressions] = {}
        for item in diagnostics:
            index = index_of(str(item.get("filename", ""))) if isinstance(item, dict) else None
            if index is None or index not in results:
                continue
            code = item.get("code")
            code = code if isinstance(code, str) and code in RUFF_RULES else (
                SYNTAX_CODE if code in (None, "invalid-syntax", "syntax-error") else str(code))
            rule = rules.get(code) or rules.setdefault(code, self._rule(code, catalog))
            start = item.get("location") or {}
            end = item.get("end_location") or start
            line = int(start.get("row") or 1)
            if respect_suppressions:
                marks = comments.get(index) or comments.setdefault(index, suppressions.CommentSuppressions(snippets[index]))
                if marks.suppresses(code, rule.name, line):
                    continue
            message = str(item.get("message") or rule.message)
            if code == SYNTAX_CODE and _NEWER_SYNTAX.search(message) \
                    and any(w.kind == "newer-syntax" for w in snippets[index].warnings):
                continue  # the snippet's CR007 already says it needs a newer Python
            results[index].append(Finding.from_rule(
                rule, line, int(start.get("column") or 1) - 1, int(end.get("row") or line),
                int(end.get("column") or 1) - 1, message, severity=_verdict(rule, message)))
        from codereward.tools import ruff_confirm  # loaded by ``launch``

        return {index: ruff_confirm.confirmed(snippets[index], found) for index, found in results.items()}


def _stdin_args(index: int) -> list[str]:
    return ["--stdin-filename", file_name(index), "-"]


def _verdict(rule: Rule, message: str) -> Severity | None:
    """Low where ruff itself says a shell call "seems safe" (a constant command: nothing
    reaches the shell), as bandit rates the same test; else the rule's severity."""
    return tool_severity(rule, Severity.LOW) if rule.cwe in CRITICAL_CWES and "seems safe" in message else None


def _fallback(code: str) -> tuple[Characteristic, int | None, Severity]:
    # A code outside the table can only come from a ruff that changed under us; keep it, low.
    if bandit_test_id(code) is not None:  # S602 (a bandit port), not SIM102
        return Characteristic.SECURITY, None, Severity.LOW
    return Characteristic.MAINTAINABILITY, None, Severity.LOW
