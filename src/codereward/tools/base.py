"""The contract of an adapter to an external tool (ruff, radon, vulture, bandit, mypy).

An adapter analyses a whole batch at once: as a library call on the shared snippets, or
as one process for the whole batch (never one process per snippet). It returns one list
of findings per snippet, in the order given. It maps the tool's own codes to codereward
``Rule`` metadata (characteristic, CWE, severity, documentation), and keeps the CWE the
tool itself reports where it reports one.

Adapters never raise for a bad snippet or a tool failure: a snippet the tool could not
analyse gets an ``analysis-incomplete`` finding (``rules.meta.incomplete_finding``).
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from codereward.findings import Characteristic, Finding, Rule
from codereward.snippet import Snippet


class ToolAdapter(Protocol):
    """One external tool, batched."""

    #: the ``source`` of its findings, e.g. "ruff"
    name: ClassVar[str]
    #: the profiles that run it ("fast", "thorough")
    profiles: ClassVar[tuple[str, ...]]
    #: the characteristic an ``analysis-incomplete`` finding is charged to when it fails
    characteristic: ClassVar[Characteristic]

    def rules(self) -> list[Rule]:
        """Every rule this adapter can report, with its documentation."""
        ...

    def available(self) -> bool:
        """True when the tool is installed and runnable here."""
        ...

    def analyze(self, snippets: list[Snippet], timeout: float) -> list[list[Finding]]:
        """Findings for each snippet (all of which parsed), in order, within ``timeout`` seconds."""
        ...
