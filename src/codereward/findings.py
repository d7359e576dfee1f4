"""The vocabulary every stage shares: severities, CISQ characteristics, rules and findings.

A *rule* is the metadata of one kind of defect (id, characteristic, CWE, severity,
documentation). A *finding* is one occurrence of a rule in one snippet, with its span.
Analyzers (codereward's own AST rules and the tool adapters) yield findings; the score
turns them into numbers.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field


class Severity(str, enum.Enum):
    """How bad one finding is; the weight is the SPEC §2 default."""

    INFO = "info"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"
    CRITICAL = "critical"

    @property
    def rank(self) -> int:
        return _SEVERITY_ORDER.index(self)

    @classmethod
    def parse(cls, value: str | Severity) -> Severity:
        if isinstance(value, Severity):
            return value
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            names = ", ".join(s.value for s in cls)
            raise ValueError(f"unknown severity {value!r} (expected one of: {names})") from None

    def __str__(self) -> str:
        return self.value


_SEVERITY_ORDER = list(Severity)

DEFAULT_SEVERITY_WEIGHTS: dict[str, float] = {
    "info": 0.5,
    "low": 1.0,
    "medium": 2.5,
    "high": 5.0,
    "critical": 10.0,
}


class Characteristic(str, enum.Enum):
    """The CISQ / ISO 5055 characteristics, plus type safety (mypy, thorough profile)."""

    MAINTAINABILITY = "maintainability"
    SECURITY = "security"
    PERFORMANCE = "performance"
    RELIABILITY = "reliability"
    TYPE_SAFETY = "type_safety"

    @classmethod
    def parse(cls, value: str | Characteristic) -> Characteristic:
        if isinstance(value, Characteristic):
            return value
        try:
            return cls(str(value).strip().lower().replace("-", "_"))
        except ValueError:
            names = ", ".join(c.value for c in cls)
            raise ValueError(f"unknown characteristic {value!r} (expected one of: {names})") from None

    def __str__(self) -> str:
        return self.value


#: The four characteristics that make up the overall score (SPEC §2).
CISQ_CHARACTERISTICS: tuple[Characteristic, ...] = (
    Characteristic.MAINTAINABILITY,
    Characteristic.SECURITY,
    Characteristic.PERFORMANCE,
    Characteristic.RELIABILITY,
)

RULE_ID_PATTERN = re.compile(r"^[A-Z]+[0-9]+$")


@dataclass(frozen=True)
class Rule:
    """Metadata of one rule, whichever analyzer implements it.

    ``doc`` is markdown in the shape of ruff's rule pages: "What it does",
    "Why is this bad?", "Example", "Use instead".
    """

    id: str
    name: str
    characteristic: Characteristic
    cwe: int | None
    severity: Severity
    message: str
    source: str
    doc: str = ""
    profiles: tuple[str, ...] = ("fast", "thorough")

    def __post_init__(self) -> None:
        if not RULE_ID_PATTERN.match(self.id):
            raise ValueError(f"rule id {self.id!r} must be capital letters followed by digits")


@dataclass(frozen=True, order=True)
class Finding:
    """One defect in one snippet. Lines are 1-based, columns 0-based (like ``ast``); every output shows columns 1-based."""

    line: int
    column: int
    end_line: int
    end_column: int
    rule: str
    characteristic: Characteristic
    cwe: int | None
    severity: Severity
    message: str
    source: str
    extra: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    @classmethod
    def from_rule(
        cls,
        rule: Rule,
        line: int,
        column: int = 0,
        end_line: int | None = None,
        end_column: int | None = None,
        message: str | None = None,
        *,
        cwe: int | None = None,
        severity: Severity | None = None,
    ) -> Finding:
        """A finding of ``rule``; ``cwe``/``severity`` override the rule's when a tool reports its own."""
        return cls(
            line=max(1, int(line)),
            column=max(0, int(column)),
            end_line=max(int(line), int(end_line if end_line is not None else line)),
            end_column=max(0, int(end_column if end_column is not None else column)),
            rule=rule.id,
            characteristic=rule.characteristic,
            cwe=cwe if cwe is not None else rule.cwe,
            severity=severity or rule.severity,
            message=message or rule.message,
            source=rule.source,
        )

    def to_json(self) -> dict:
        """The finding in the JSON output format (README, "JSON output"): columns 1-based,
        as the text output, SARIF and ruff's JSON give them (``end_column`` one past the end)."""
        return {"rule": self.rule, "characteristic": self.characteristic.value, "cwe": self.cwe,
                "severity": self.severity.value, "line": self.line, "column": self.column + 1,
                "end_line": self.end_line, "end_column": max(self.end_column, self.column) + 1,
                "message": self.message, "source": self.source}
