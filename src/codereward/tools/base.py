"""The contract of an adapter to an external tool (ruff, radon, vulture, bandit, mypy).

An adapter analyses a whole batch at once: as a library call on the shared snippets, or
as one process for the whole batch (never one process per snippet). It returns one list
of findings per snippet, in the order given. It maps the tool's own codes to codereward
``Rule`` metadata (characteristic, CWE, severity, documentation).

Adapters never raise for a bad snippet or a tool failure: a snippet the tool could not
analyse gets an ``analysis-incomplete`` finding (``rules.meta.incomplete_finding``).

How the analyzer schedules an adapter is part of the contract, declared by two flags:
``in_process`` (a library call: it runs beside the own rules, in the forked workers of a
large batch, on the trees they parse) and ``source_only`` (it reads nothing but
``Snippet.source`` and ``Snippet.path``, so it may run on snippets that are not parsed
yet, while the workers parse). An adapter that is neither keeps a batch in one process.

Every tool rule is declared in one shape, ``tool_rule(...)``, which puts the tool's own
CWE and severity through codereward's policies once (``weakness.cwe_for``,
``weakness.severity_for``); a finding that the tool rates itself (a complexity rank, an
issue's severity) goes through the same policy with ``tool_severity``. The in-process
libraries (radon, vulture, bandit) share ``LibraryAdapter``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.snippet import Snippet
from codereward.tools.common import failing, importable, per_snippet
from codereward.weakness import cwe_for, severity_for


def tool_rule(id: str, name: str, characteristic: Characteristic, cwe: int | None, severity: Severity,
              message: str, tool: str, doc: str, profiles: tuple[str, ...]) -> Rule:
    """A rule of ``tool`` (arguments in ``Rule``'s order), with the tool's CWE and severity
    rating put through codereward's policies: the one way an adapter declares a rule."""
    cwe = cwe_for(tool, id, cwe)
    return Rule(id, name, characteristic, cwe, severity_for(cwe, severity), message, tool, doc.strip(), profiles)


def tool_severity(rule: Rule, rated: Severity, cwe: int | None = None) -> Severity:
    """The severity of a finding of ``rule`` that the tool rates ``rated`` itself (of weakness
    ``cwe`` when the tool names a narrower one), through the same policy as ``tool_rule``."""
    return severity_for(cwe if cwe is not None else rule.cwe, rated)


class Launched:
    """A tool's analysis of a batch, begun by ``ToolAdapter.launch``: ``finish()`` waits for it
    and returns the findings of each snippet (once, in any thread); ``cancel()`` stops what was
    begun for a run that will never be finished (an interrupted batch)."""

    def __init__(self, finish: Callable[[], list[list[Finding]]], cancel: Callable[[], None] | None = None) -> None:
        self._finish, self._cancel = finish, cancel

    def finish(self) -> list[list[Finding]]:
        self._cancel = None
        return self._finish()

    def cancel(self) -> None:
        cancel, self._cancel = self._cancel, None
        if cancel is not None:
            cancel()


class ToolAdapter(ABC):
    """One external tool, batched."""

    #: the ``source`` of its findings, e.g. "ruff"
    name: ClassVar[str]
    #: the profiles that run it ("fast", "thorough")
    profiles: ClassVar[tuple[str, ...]]
    #: the characteristic an ``analysis-incomplete`` finding is charged to when it fails
    characteristic: ClassVar[Characteristic]
    #: a library call in this process (see the module docstring)
    in_process: ClassVar[bool] = False
    #: reads only the source, so it may run before (and beside) the parse
    source_only: ClassVar[bool] = False

    @abstractmethod
    def rules(self) -> list[Rule]:
        """Every rule this adapter can report, with its documentation."""

    @abstractmethod
    def available(self) -> bool:
        """True when the tool is installed and runnable here."""

    @abstractmethod
    def analyze(self, snippets: list[Snippet], timeout: float, *,
                respect_suppressions: bool = False) -> list[list[Finding]]:
        """Findings for each snippet, in order, within ``timeout`` seconds.

        With ``respect_suppressions`` the tool honours the snippet's suppression comments
        (``codereward.tools.suppressions``); without it, none of them silences anything.
        """

    def launch(self, snippets: list[Snippet], timeout: float, *, respect_suppressions: bool = False) -> Launched:
        """``analyze`` begun in this thread and finished in another: an adapter whose tool is a
        process may start it here (ruff), so that it runs while this thread goes on with other
        work, and before the analyzer forks its workers (no thread of its own runs then). By
        default nothing starts before ``finish``."""
        return Launched(lambda: self.analyze(snippets, timeout, respect_suppressions=respect_suppressions))


class LibraryAdapter(ToolAdapter):
    """A tool that is a library called in this process on each parsed snippet's tree.

    A subclass names the modules it needs (``modules``), its rules (``RULES``) and gives
    ``checker``: the function that analyses one snippet, made once per batch (where the
    library is imported and set up). ``wants`` may skip snippets cheaply before anything is
    imported. A library that fails to import costs each snippet an ``analysis-incomplete``
    finding; a snippet it crashes on, that snippet alone (``common.per_snippet``).
    """

    in_process: ClassVar[bool] = True
    #: what ``available()`` imports
    modules: ClassVar[tuple[str, ...]]
    RULES: ClassVar[tuple[Rule, ...]]

    def rules(self) -> list[Rule]:
        return list(self.RULES)

    def available(self) -> bool:
        return importable(*self.modules)

    def wants(self, snippet: Snippet) -> bool:
        """Whether the library could report anything on ``snippet`` (default: yes)."""
        return True

    @abstractmethod
    def checker(self, snippets: list[Snippet], respect_suppressions: bool) -> Callable[[Snippet], list[Finding]]:
        """The analysis of one snippet of ``snippets`` (raises ``ImportError`` when the library is missing)."""

    def analyze(self, snippets: list[Snippet], timeout: float, *,
                respect_suppressions: bool = False) -> list[list[Finding]]:
        chosen = {id(s) for s in snippets if s.tree is not None and self.wants(s)}
        if not chosen:  # nothing to look at: not even the library's import is paid
            return [[] for _ in snippets]
        try:
            check = self.checker(snippets, respect_suppressions)
        except ImportError as exc:
            return per_snippet(snippets, self.name, self.characteristic, failing(exc))
        return per_snippet(snippets, self.name, self.characteristic,
                           lambda snippet: check(snippet) if id(snippet) in chosen else [])
