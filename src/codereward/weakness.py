"""CWE ids that name the weakness, and the severity each weakness carries.

Two policies, one place:

- **CWE.** A finding carries the most specific CWE that MITRE's definitions support for
  what the rule detects. Where a tool reports another id (bandit gives ``eval`` CWE-78,
  OS command injection), ``CWE_CHANGES`` is the one table of where codereward differs
  from the tool, and why. ``cwe_for`` applies it.
- **Severity.** Severity follows the weakness, so that the score ranks flaws as a
  reviewer would (``severity_for``):

  1. injection, code execution and unsafe deserialization (``CRITICAL_CWES``) are
     critical;
  2. the other weaknesses of the CWE Top 25 (``TOP_25``) are high;
  3. documentation, naming and unused code (``STYLE_CWES``) are at most low;
  4. everything else keeps the severity its rule gives it.

  A rule that reports a *hazard* rather than the weakness (the tool's own verdict is
  low) keeps its low severity. Where the call shows that nothing reaches the sink
  (``shell=True`` with a constant command), ``tools/ruff_confirm.py`` drops the report.
"""

from __future__ import annotations

from typing import NamedTuple

from codereward.findings import Severity


class CweChange(NamedTuple):
    """A CWE codereward gives a tool's rule instead of the tool's own, and why."""

    tool_cwe: int | None
    cwe: int
    why: str


_EVAL = "CWE-95 (eval injection): the argument is evaluated as Python code, not run by a shell (CWE-78)"
_EXEC = "CWE-94 (code injection): the argument is executed as Python statements, not run by a shell (CWE-78)"
_DESERIALIZE = "CWE-502 (deserialization of untrusted data): yaml.load builds arbitrary Python objects"

#: (tool, rule) -> the CWE codereward reports and why it differs from the tool's
CWE_CHANGES: dict[tuple[str, str], CweChange] = {
    ("ruff", "S102"): CweChange(78, 94, _EXEC),
    ("ruff", "S307"): CweChange(78, 95, _EVAL),
    ("ruff", "S506"): CweChange(20, 502, _DESERIALIZE),
    ("ruff", "S113"): CweChange(400, 1088, "CWE-1088 (synchronous access of a remote resource without timeout) "
                                "is the specific child of CWE-400"),
    ("ruff", "S201"): CweChange(94, 489, "CWE-489 (active debug code): the weakness is the debugger left on; "
                                "code execution is its consequence"),
    ("ruff", "S701"): CweChange(94, 79, "CWE-79 (cross-site scripting): autoescape off renders data into HTML "
                                "unescaped; the template is not code the attacker controls"),
}

#: Injection, code execution and unsafe deserialization: a reviewer rejects the change.
CRITICAL_CWES = frozenset({
    77,  # command injection
    78,  # OS command injection
    88,  # argument injection
    89,  # SQL injection
    90,  # LDAP injection
    94,  # code injection
    95,  # eval injection
    502,  # deserialization of untrusted data
    643,  # XPath injection
    917,  # expression language injection
    1336,  # template injection
})
#: The 2024 CWE Top 25 Most Dangerous Software Weaknesses (those not critical above are high).
TOP_25 = frozenset({79, 787, 89, 352, 22, 125, 78, 416, 862, 434, 94, 20, 77, 287, 269, 502, 200, 863,
                    918, 119, 476, 798, 190, 400, 306})
#: Documentation, naming and unused or redundant code: worth a remark, never a blocker.
STYLE_CWES = frozenset({1053, 1099, 1164, 563, 561})

def cwe_for(tool: str, rule: str, tool_cwe: int | None) -> int | None:
    """The CWE codereward reports for ``tool``'s ``rule`` (``CWE_CHANGES``, else the tool's)."""
    change = CWE_CHANGES.get((tool, rule))
    return change.cwe if change is not None else tool_cwe


def severity_for(cwe: int | None, severity: Severity) -> Severity:
    """The severity of a finding of weakness ``cwe`` that its rule or tool rates ``severity``."""
    if cwe in STYLE_CWES:
        return min(severity, Severity.LOW, key=lambda s: s.rank)
    if cwe is None or severity.rank <= Severity.LOW.rank:
        return severity  # a hazard rather than the weakness, or no weakness named: as rated
    if cwe in CRITICAL_CWES:
        return Severity.CRITICAL
    if cwe in TOP_25:
        return max(severity, Severity.HIGH, key=lambda s: s.rank)
    return severity


__all__ = ["CRITICAL_CWES", "CWE_CHANGES", "STYLE_CWES", "TOP_25", "CweChange", "cwe_for", "severity_for"]
