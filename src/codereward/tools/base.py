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
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule
from codereward.snippet import Snippet


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
