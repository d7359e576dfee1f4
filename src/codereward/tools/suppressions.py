"""Suppression comments: read them when asked to honour them, blank them when not.

SPEC §2: ``# noqa``, ``# nosec``, ``# type: ignore`` and ``# pylint: disable`` suppress
nothing in rewards, the server or ``score``, or a policy would learn to write them;
``codereward analyze`` honours them on a repository unless told not to (docs/cli.md). Each tool honours its own
comment natively (ruff ``noqa``, bandit ``nosec``, mypy ``type: ignore``, vulture
``noqa``) and is told to ignore it. What no tool here does natively, this module does,
so that ``respect_suppressions=True`` means what a user expects: ``# nosec`` silences
ruff's bandit ports (S rules) and ``# pylint: disable`` silences ruff's pylint ports;
``# noqa: CODE`` silences codereward's own rule of the same weakness (``# noqa: BLE001``
silences CR402 and CR403 on that handler). The analyzer applies ``suppressed_lines`` and
``drop_suppressed`` to every finding last.
"""

from __future__ import annotations

import ast
import re

from codereward.findings import Finding
from codereward.snippet import Snippet
from codereward.tools.ruff_rules import bandit_test_id

_NOSEC = re.compile(r"#\s*nosec\b:?\s*(?P<tests>[^#]*)", re.IGNORECASE)
_PYLINT = re.compile(r"#\s*pylint\s*:\s*(?P<kind>disable-next|disable|skip-file)\s*(?:=\s*(?P<names>[\w\-, ]+))?")
_TYPE_IGNORE = re.compile(r"#\s*type\s*:\s*ignore\b")
_MYPY_INLINE = re.compile(r"#\s*mypy\s*:")

#: pylint names/ids of checks that ruff implements under non-PL codes, so that
#: ``# pylint: disable=unused-import`` silences F401 as a pylint user expects.
PYLINT_ALIASES: dict[str, tuple[str, ...]] = {
    "F401": ("unused-import", "W0611"),
    "F841": ("unused-variable", "W0612"),
    "F821": ("undefined-variable", "E0602"),
    "F811": ("function-redefined", "E0102"),
    "E722": ("bare-except", "W0702"),
    "BLE001": ("broad-exception-caught", "broad-except", "W0718", "W0703"),
    "B006": ("dangerous-default-value", "W0102"),
    "D101": ("missing-class-docstring", "C0115"),
    "D102": ("missing-function-docstring", "C0116"),
    "D103": ("missing-function-docstring", "C0116"),
    "E741": ("invalid-name", "C0103"),
}
_NAMING = ("invalid-name", "C0103")

#: codereward's own rules -> the codes other tools give the same weakness, so that a
#: suppression comment written for ruff, bandit or pylint covers the own rule's report too
OWN_ALIASES: dict[str, tuple[str, ...]] = {
    "CR201": ("S105", "S106", "S107", "B105", "B106", "B107"),
    "CR401": ("E722", "BLE001", "W0702"),
    "CR402": ("BLE001", "W0718", "W0703"),
    "CR403": ("BLE001", "S110", "S112", "B110", "B112", "W0718", "W0703"),
    "CR404": ("SIM115", "R1732"),
}

# a noqa or nosec comment, bare or with codes
_NOQA = re.compile(r"#\s*(?:noqa|nosec)(?::?\s*(?P<codes>[A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*))?", re.I)


def suppressed_lines(snippet: Snippet) -> dict[int, set[str] | None]:
    """Line -> the codes a ``# noqa``/``# nosec`` comment names there (``None``: every code)."""
    lines: dict[int, set[str] | None] = {}
    lowered = snippet.source.lower()
    if "noqa" not in lowered and "nosec" not in lowered:  # no tokenizing needed
        return lines
    for comment in snippet.comments:
        match = _NOQA.search(comment.string)
        if match:
            codes = match.group("codes")
            lines[comment.start[0]] = set(re.split(r"[\s,]+", codes.upper())) if codes else None
    return lines


def drop_suppressed(findings: list[Finding], lines: dict[int, set[str] | None]) -> list[Finding]:
    """The findings no comment of ``lines`` names (by their code or an ``OWN_ALIASES`` code)."""
    def suppressed(finding: Finding) -> bool:
        if finding.line not in lines:
            return False
        codes = lines[finding.line]
        return codes is None or finding.rule in codes or any(c in codes for c in OWN_ALIASES.get(finding.rule, ()))

    return [f for f in findings if not suppressed(f)]


def nosec_lines(snippet: Snippet) -> dict[int, frozenset[str] | None]:
    """Line -> the bandit tests its ``# nosec`` names (lower case), or None for all tests."""
    if "nosec" not in snippet.source.lower():
        return {}
    found: dict[int, frozenset[str] | None] = {}
    for token in snippet.comments:
        match = _NOSEC.search(token.string)
        if match is None:
            continue
        tests = frozenset(t.strip().lower().replace("-", "_") for t in re.split(r"[,\s]+", match.group("tests")) if t.strip())
        found[token.start[0]] = tests or None
    return found


def pylint_disabled(snippet: Snippet) -> dict[int, frozenset[str]]:
    """Line -> the pylint names/ids disabled there (lower case; ``all`` for everything).

    A trailing ``# pylint: disable=x`` covers its own line; one on a line of its own covers
    the rest of the enclosing function or class (module), as pylint scopes it;
    ``disable-next`` covers the next line; ``skip-file`` covers every line.
    """
    if "pylint" not in snippet.source:
        return {}
    spans: list[tuple[int, int, frozenset[str]]] = []
    for token in snippet.comments:
        match = _PYLINT.search(token.string)
        if match is None:
            continue
        line = token.start[0]
        kind = match.group("kind")
        names = frozenset(n.strip().lower() for n in (match.group("names") or "all").split(",") if n.strip())
        if kind == "skip-file":
            spans.append((1, len(snippet.lines), frozenset({"all"})))
        elif kind == "disable-next":
            spans.append((line + 1, line + 1, names))
        elif token.line[: token.start[1]].strip():
            spans.append((line, line, names))
        else:
            spans.append((line, _scope_end(snippet, line), names))
    disabled: dict[int, frozenset[str]] = {}
    for first, last, names in spans:
        for line in range(first, last + 1):
            disabled[line] = disabled.get(line, frozenset()) | names
    return disabled


def _scope_end(snippet: Snippet, line: int) -> int:
    end = len(snippet.lines)
    for node in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        node_end = getattr(node, "end_lineno", None) or node.lineno
        if node.lineno < line <= node_end and node_end < end:
            end = node_end
    return end


def pylint_names(code: str, ruff_name: str) -> frozenset[str]:
    """The pylint names/ids under which a user would disable ruff rule ``code``."""
    names = {ruff_name.lower()}
    if code.startswith("PL") and len(code) > 3:
        names.add(code[2:].lower())  # PLR0913 -> r0913
    names.update(alias.lower() for alias in PYLINT_ALIASES.get(code, ()))
    if code.startswith("N8"):
        names.update(alias.lower() for alias in _NAMING)
    return frozenset(names)


def blank_type_ignores(snippet: Snippet) -> str:
    """The source with ``# type: ignore`` and ``# mypy:`` comments replaced by spaces.

    Same length, same lines, same columns: mypy's positions still point into the
    snippet. Only comment tokens are touched, never string contents.
    """
    source = snippet.source
    if not (_TYPE_IGNORE.search(source) or _MYPY_INLINE.search(source)):  # no tokenizing needed
        return source
    edits: list[tuple[int, int]] = []
    for token in snippet.comments:
        text = token.string
        match = _TYPE_IGNORE.search(text) or _MYPY_INLINE.match(text)
        if match is None:
            continue
        line, column = token.start
        start = snippet.offset(line, column + match.start())
        end = start + len(text) - match.start()
        if source[start:end] == text[match.start():]:  # guard against an odd line-ending index
            edits.append((start, end))
    if not edits:
        return source
    parts: list[str] = []
    last = 0
    for start, end in edits:
        parts.append(source[last:start])
        parts.append(" " * (end - start))
        last = end
    parts.append(source[last:])
    return "".join(parts)


class CommentSuppressions:
    """``# nosec`` on ruff's bandit ports and ``# pylint: disable`` on its pylint ports (ruff itself
    handles ``noqa``)."""

    def __init__(self, snippet: Snippet) -> None:
        if snippet.tree is None and snippet.problem is None and "pylint" in snippet.source:
            # not parsed yet (the analyzer's parallel path): pylint scopes need the tree (only
            # there: without a pylint comment there is nothing to scope, and no second parse)
            snippet = Snippet.parse(snippet.source, snippet.path)
        self.nosec = nosec_lines(snippet)
        self.pylint = pylint_disabled(snippet)

    def suppresses(self, code: str, name: str, line: int) -> bool:
        test_id = bandit_test_id(code)
        if test_id is not None and line in self.nosec:
            tests = self.nosec[line]
            if tests is None or test_id.lower() in tests or name.replace("-", "_") in tests:
                return True
        disabled = self.pylint.get(line)
        if disabled:
            return "all" in disabled or bool(disabled & pylint_names(code, name))
        return False
