"""Quality profiles: which findings the quality score counts, for the kind of code being scored.

- ``default``: every rule (SPEC §2), as for a module of a library or an application.
- ``competitive``: a competitive-programming answer (a stdin/stdout script, or a
  ``class Solution`` method / function a judge calls by name). Such a script has, by the
  conventions of the judges and of the people who write them, no docstrings, no
  annotations, one- or two-letter names (``n``, ``a``, ``G``, ``dp``), the judge's own
  method names (``twoSum``), a lambda for the input reader and module-level code. The
  rules that measure those conventions of a library module are left out (``DROPPED``,
  each with why), so a policy is not paid for writing docstrings into a 20-line stdin
  script; everything that matters there is kept: complexity (radon, deep nesting, too
  many branches), dead and unused code, code execution of input (``eval``/``exec``),
  quadratic work, unmemoized recursion, resource leaks, swallowed exceptions and the
  reliability defects.

A row chooses its profile with ``quality_profile`` (the importers write ``"competitive"``
on the competitive sets); the ``quality-profile`` setting (``[tool.codereward]``, the
``--quality-profile`` flag, ``extra_info["codereward"]``) sets one for every row instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

DEFAULT = "default"
COMPETITIVE = "competitive"

_DOCS = ("documentation: a judge reads no docstring, and no competitive answer has one; paying for them "
         "would teach a policy to pad every answer")
_NAMES = ("naming: one-letter names (n, m, a, G, dp) are the notation of the statement, and the judge fixes "
          "method names such as twoSum")
_TYPES = "annotations: a script read once by a judge has no callers to document types for"


@dataclass(frozen=True)
class QualityProfile:
    """A profile: the rules (ids or id prefixes) it leaves out of the score, each with why."""

    name: str
    dropped: Mapping[str, str] = field(default_factory=dict)

    def drops(self, rule: str) -> bool:
        """Whether findings of ``rule`` do not count under this profile."""
        return any(rule == key or (not key[-1].isdigit() and rule.startswith(key)) for key in self.dropped)


#: the rules the competitive profile leaves out, and why (a prefix without digits covers its family)
DROPPED: dict[str, str] = {
    "D": _DOCS,
    "B021": _DOCS,
    "N801": _NAMES, "N802": _NAMES, "N803": _NAMES, "N806": _NAMES, "N815": _NAMES, "N816": _NAMES,
    "E741": _NAMES + " (l, I and O included)",
    "CR107": _NAMES + " (tmp, temp)",
    "E731": "the input reader `I = lambda: map(int, input().split())` is the idiom of the genre",
    "PLW0603": "module layout: a script's state lives in module globals, and `global` is how its functions "
               "update it",
    "CR103": "module layout: the length of a file is not a defect of a single-file answer",
    "CR305": "module layout: precomputed tables (primes, factorials) are literal data the answer needs",
    "RAD002": "the maintainability index scores comment density and module volume, the shape of a library "
              "module; complexity itself is kept (RAD001, CR101, PLR0912)",
    "TYP031": _TYPES,
    "TYP032": _TYPES,
}

PROFILES: dict[str, QualityProfile] = {
    DEFAULT: QualityProfile(DEFAULT),
    COMPETITIVE: QualityProfile(COMPETITIVE, DROPPED),
}
NAMES = tuple(PROFILES)


def check_name(name: Any, where: str = "quality-profile") -> str:
    """``name`` if it names a profile, else a ``ValueError`` naming ``where`` and the known ones."""
    if not isinstance(name, str) or name not in PROFILES:
        raise ValueError(f"{where}: {name!r} is not one of {', '.join(NAMES)}")
    return name


def row_profile(row: Mapping[str, Any] | None, forced: str | None = None) -> str:
    """The profile a row is scored with: ``forced`` (the setting) when set, else the row's
    ``quality_profile``, else ``default``; an unknown name is a ``ValueError``."""
    if forced is not None:
        return check_name(forced)
    chosen = row.get("quality_profile") if isinstance(row, Mapping) else None
    return DEFAULT if chosen in (None, "") else check_name(chosen, "quality_profile")


__all__ = ["COMPETITIVE", "DEFAULT", "DROPPED", "NAMES", "PROFILES", "QualityProfile", "check_name", "row_profile"]
