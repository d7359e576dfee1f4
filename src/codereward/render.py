"""Reports -> text (a linter's lines and a score table), JSON, or SARIF 2.1.0."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence

from codereward import __version__
from codereward.analyzer import Report
from codereward.findings import Characteristic, Rule, Severity
from codereward.registry import all_rules

_SARIF_LEVEL = {
    Severity.INFO: "note",
    Severity.LOW: "note",
    Severity.MEDIUM: "warning",
    Severity.HIGH: "error",
    Severity.CRITICAL: "error",
}
# GitHub code scanning ranks security alerts by this number (0-10).
_SECURITY_SEVERITY = {Severity.INFO: "1.0", Severity.LOW: "3.0", Severity.MEDIUM: "5.5", Severity.HIGH: "8.0", Severity.CRITICAL: "9.5"}
_COLUMNS = ("overall", "maintainability", "security", "performance", "reliability")


def to_text(reports: Sequence[Report], *, color: bool = False) -> str:
    """``path:line:col: RULE [severity] message`` lines, then one score row per path."""
    found = "".join(_text_findings(report) for report in reports)
    return f"{found}\n{_text_table(reports)}" if found else _text_table(reports)


def _text_findings(report: Report) -> str:
    """The text format's lines for the findings of one report (streamed as it comes)."""
    return "".join(f"{report.path}:{f.line}:{f.column + 1}: {f.rule} [{f.severity}] {f.message}\n"
                   for f in report.findings)


def _text_table(reports: Sequence[Report]) -> str:
    """The text format's score table, which needs every report (written last)."""
    lines = []
    width = max([len(r.path) for r in reports] + [4])
    header = f"{'path':<{width}}  " + "  ".join(f"{name[:11]:>11}" for name in _COLUMNS) + "  findings"
    lines += [header, "-" * len(header)]
    for r in reports:
        values = [r.score.overall, r.score.maintainability, r.score.security, r.score.performance, r.score.reliability]
        lines.append(f"{r.path:<{width}}  " + "  ".join(f"{v:>11.3f}" for v in values) + f"  {len(r.findings):>8}")
    if len(reports) > 1:
        mean = sum(r.score.overall for r in reports) / len(reports)
        lines.append(f"{len(reports)} files, mean overall score {mean:.3f}, {sum(len(r.findings) for r in reports)} findings")
    return "\n".join(lines) + "\n"


def to_json(reports: Sequence[Report]) -> str:
    """The JSON output format: ``{"results": [{"path", "score", "findings"}]}``."""
    return indented_json({"results": [r.to_json() for r in reports]}) + "\n"


def indented_json(value: object) -> str:
    """``json.dumps(value, indent=2)``, the same text, built without the pure-Python encoder
    that ``indent`` turns on (its generators cost more than the rest of the output step).
    A value holding anything but dicts with string keys, lists, tuples, strings, numbers,
    booleans and None goes to ``json.dumps``."""
    parts: list[str] = []
    try:
        _emit(value, "\n", parts)
    except _NotPlain:
        return json.dumps(value, indent=2)
    return "".join(parts)


class _NotPlain(Exception):
    pass


_encode_str = json.encoder.encode_basestring_ascii  # the C encoder's, as json.dumps's default ensure_ascii
_CONSTANTS = {None: "null", True: "true", False: "false"}


def _scalar(value: object) -> str | None:
    """The JSON text of a string, number, boolean or None; None for a container."""
    kind = type(value)
    if kind is str:
        return _encode_str(value)
    if kind is int:
        return int.__repr__(value)
    if value is None or kind is bool:
        return _CONSTANTS[value]
    if kind is float:
        if value != value:
            return "NaN"
        if value in (math.inf, -math.inf):
            return "Infinity" if value > 0 else "-Infinity"
        return float.__repr__(value)
    if kind is dict or kind is list or kind is tuple:
        return None
    raise _NotPlain


def _emit(value: object, newline: str, out: list[str]) -> None:
    text = _scalar(value)
    if text is not None:
        out.append(text)
        return
    if not value:
        out.append("{}" if type(value) is dict else "[]")
        return
    inner = newline + "  "
    if type(value) is dict:
        separator = "{" + inner
        for key, item in value.items():  # type: ignore[attr-defined]
            if type(key) is not str:
                raise _NotPlain
            text = _scalar(item)
            if text is None:
                out.append(f"{separator}{_encode_str(key)}: ")
                _emit(item, inner, out)
            else:
                out.append(f"{separator}{_encode_str(key)}: {text}")
            separator = "," + inner
        out.append(newline + "}")
    else:
        separator = "[" + inner
        for item in value:  # type: ignore[attr-defined]
            text = _scalar(item)
            if text is None:
                out.append(separator)
                _emit(item, inner, out)
            else:
                out.append(separator + text)
            separator = "," + inner
        out.append(newline + "]")


def to_jsonl(reports: Sequence[Report]) -> str:
    """JSON Lines: one ``{"path", "score", "findings"}`` object a line, a line per file."""
    return "".join(_jsonl_line(report) for report in reports)


def _jsonl_line(report: Report) -> str:
    return json.dumps(report.to_json(), separators=(",", ":")) + "\n"


def _sarif_rule(rule: Rule) -> dict:
    tags = [rule.characteristic.value]
    if rule.cwe is not None:
        tags.append(f"external/cwe/cwe-{rule.cwe}")
        tags.append(f"CWE-{rule.cwe}")
    if rule.characteristic is Characteristic.SECURITY:
        tags.append("security")
    properties: dict = {"tags": tags, "precision": "high"}
    if rule.characteristic is Characteristic.SECURITY:
        properties["security-severity"] = _SECURITY_SEVERITY[rule.severity]
    return {
        "id": rule.id,
        "name": rule.name,
        "shortDescription": {"text": rule.message},
        "fullDescription": {"text": rule.message},
        "help": {"text": rule.doc or rule.message, "markdown": rule.doc or rule.message},
        "defaultConfiguration": {"level": _SARIF_LEVEL[rule.severity]},
        "properties": properties,
    }


def to_sarif(reports: Sequence[Report]) -> str:
    """SARIF 2.1.0, as GitHub code scanning loads it (rule metadata included, CWE as a tag)."""
    known = all_rules()
    used: dict[str, int] = {}
    rules: list[dict] = []
    results = []
    for report in reports:
        for f in report.findings:
            if f.rule not in used:
                used[f.rule] = len(rules)
                rule = known.get(f.rule) or Rule(f.rule, f.rule.lower(), f.characteristic, f.cwe, f.severity, f.message, f.source)
                rules.append(_sarif_rule(rule))
            results.append({
                "ruleId": f.rule,
                "ruleIndex": used[f.rule],
                "level": _SARIF_LEVEL[f.severity],
                "message": {"text": f.message},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": report.path.removeprefix("./")},
                    "region": {"startLine": f.line, "startColumn": f.column + 1,
                               "endLine": f.end_line, "endColumn": max(f.end_column, f.column) + 1},
                }}],
                "properties": {"cwe": f.cwe, "characteristic": f.characteristic.value, "source": f.source,
                               "severity": f.severity.value},
            })
    sarif = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "codereward", "version": __version__,
                                "informationUri": "https://pypi.org/project/codereward/", "rules": rules}},
            "results": results,
            "properties": {"scores": {r.path: r.score.to_json() for r in reports}},
        }],
    }
    return indented_json(sarif) + "\n"


def rule_page(rule: Rule) -> str:
    """One rule's documentation page in markdown: what ``codereward rules ID`` prints and the
    docs site shows (ruff's shape: What it does / Why is this bad? / Example / Use instead)."""
    cwe = f"CWE-{rule.cwe}" if rule.cwe else "no CWE"
    profiles = ", ".join(rule.profiles)
    head = (f"# {rule.name} ({rule.id})\n\n"
            f"Source: {rule.source} · {rule.characteristic} · {cwe} · severity {rule.severity} · profiles: {profiles}\n")
    return f"{head}\n{rule.doc or rule.message}\n"


RENDERERS = {"text": to_text, "json": to_json, "jsonl": to_jsonl, "sarif": to_sarif}


class StreamedOutput:
    """A format written while the reports come (``write`` takes text): text and JSON Lines
    write each report's part at once, in the order the reports are added; the text format's
    score table, and the JSON and SARIF documents, are written whole by ``close``."""

    def __init__(self, fmt: str, write: Callable[[str], object]) -> None:
        if fmt not in RENDERERS:
            raise ValueError(f"unknown format {fmt!r} (expected one of: {', '.join(RENDERERS)})")
        self.format, self._write = fmt, write
        self.reports: list[Report] = []
        self._wrote_findings = False

    @property
    def streams(self) -> bool:
        """Whether ``add`` writes anything (text, JSON Lines): else all is written by ``close``."""
        return self.format in ("text", "jsonl")

    def add(self, report: Report) -> None:
        self.reports.append(report)
        if self.format == "text":
            found = _text_findings(report)
            if found:
                self._write(found)
                self._wrote_findings = True
        elif self.format == "jsonl":
            self._write(_jsonl_line(report))

    def close(self) -> None:
        if self.format == "text":
            self._write(("\n" if self._wrote_findings else "") + _text_table(self.reports))
        elif self.format not in ("jsonl",):
            self._write(RENDERERS[self.format](self.reports))
