"""radon, in process on the shared tree: cyclomatic complexity per function, maintainability index.

Nothing is parsed again: radon's ``ComplexityVisitor`` and Halstead visitor take the
snippet's tree (``from_ast``). The maintainability index also needs logical lines and the
share of comment lines, which radon gets from ``radon.raw.analyze``; that re-tokenizes
the source line by line and costs more than the rest of the adapter together, so those two counts are taken from the tree and the line text
instead (see ``_mi_inputs``). On 256 snippets built from HumanEval+/MBPP+ solutions the
comment share equals radon's exactly and the index is within 2.4 points of radon's own
(mean 0.3): radon's tokenizer counts some slice colons as extra logical lines.
"""

from __future__ import annotations

import ast
import bisect
import itertools
import math
from collections.abc import Callable
from typing import ClassVar

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.snippet import Snippet
from codereward.tools.base import LibraryAdapter, tool_rule, tool_severity
from codereward.tools.common import char_column, doc_page

#: radon's ranks: A 1-5, B 6-10, C 11-20, D 21-30, E 31-40, F 41+. Rank C and worse is
#: reported, with a severity that rises with the rank.
CC_SEVERITY: dict[str, Severity] = {
    "C": Severity.LOW,
    "D": Severity.MEDIUM,
    "E": Severity.HIGH,
    "F": Severity.CRITICAL,
}
#: radon's MI ranks: A > 19, B 10-19, C <= 9 (on radon's 0-100 scale).
MI_SEVERITY: dict[str, Severity] = {"B": Severity.LOW, "C": Severity.MEDIUM}

_PROFILES = ("fast", "thorough")
_M = Characteristic.MAINTAINABILITY

COMPLEXITY = tool_rule(
    "RAD001", "cyclomatic-complexity", _M, 1121, Severity.MEDIUM,
    "Function is too complex (cyclomatic complexity above 10)", "radon",
    doc_page(
        what="""
Reports a function or method whose McCabe cyclomatic complexity, as radon computes it,
is above 10 (radon rank C or worse). Severity rises with the rank: C (11-20) low,
D (21-30) medium, E (31-40) high, F (41 and up) critical.
""",
        why="""
Every decision point (`if`, loop, `except`, boolean operator, comprehension filter)
adds a path through the function. Past about ten paths a function is hard to read, hard
to test exhaustively, and where defects concentrate (McCabe 1976).
""",
        example="""
def shipping(order):
    if order.country == "US":
        if order.weight < 1:
            return 5 if not order.express else 15
        elif order.weight < 5:
            return 9 if not order.member else 7
        elif order.weight < 20:
            return 19 if not order.express else 29
        return 49
    if order.country in ("CA", "MX"):
        if order.weight < 1:
            return 8 if not order.express else 18
        elif order.weight < 5:
            return 14 if not order.member else 12
        return 59
    return 99 if order.weight < 20 else 149
""",
        use_instead="""
RATES = {("US", "light"): 5, ("US", "medium"): 9}


def shipping(order):
    return RATES[(order.country, weight_class(order.weight))]
""",
    ),
    _PROFILES,
)

MAINTAINABILITY_INDEX = tool_rule(
    "RAD002", "low-maintainability-index", _M, 1120, Severity.LOW,
    "Code has a low maintainability index", "radon",
    doc_page(
        what="""
Reports a snippet whose maintainability index (radon's variant of the SEI formula:
Halstead volume, cyclomatic complexity, logical lines and comment share, scaled to
0-100) is 19 or less: rank B (10-19) low, rank C (9 or less) medium.
""",
        why="""
The index combines size, operator/operand density and branching into one number; a low
value flags code that is long, dense and branchy all at once, which is costly to change.
""",
        example="""
def process(d):
    r = []
    for k in d:
        if d[k] and k[0] != "_" and (d[k] > 3 or k in x) and not (k.endswith("y") and d[k] < 9):
            r.append(k * 2 + d[k] ** 2 - len(k) % 7)
        r.append(d[k] * 3 - k.count("a") ** 2 if d[k] % 2 or k[-1] in x else len(k) // 3)  # ... and 100 lines like it
    return r
""",
        use_instead="""
def process(scores):
    \"\"\"Double-weighted keys of the public, significant scores.\"\"\"
    return [weight(key, value) for key, value in scores.items() if is_significant(key, value)]
""",
    ),
    _PROFILES,
)

_WITH_ELSE: tuple[type, ...] = tuple(
    getattr(ast, name) for name in ("If", "For", "AsyncFor", "While", "Try", "TryStar") if hasattr(ast, name)
)


class RadonAdapter(LibraryAdapter):
    """radon's complexity and maintainability metrics, as findings."""

    name: ClassVar[str] = "radon"
    profiles: ClassVar[tuple[str, ...]] = _PROFILES
    characteristic: ClassVar[Characteristic] = _M
    modules: ClassVar[tuple[str, ...]] = ("radon.complexity", "radon.metrics")
    RULES: ClassVar[tuple[Rule, ...]] = (COMPLEXITY, MAINTAINABILITY_INDEX)

    def checker(self, snippets: list[Snippet], respect_suppressions: bool) -> Callable[[Snippet], list[Finding]]:
        # radon has no suppression comments; the keyword is accepted for a uniform interface.
        from radon.complexity import add_inner_blocks, cc_rank
        from radon.metrics import h_visit_ast, mi_compute, mi_rank
        from radon.visitors import ComplexityVisitor, Function

        def one(snippet: Snippet) -> list[Finding]:
            lloc, comment_percent = _mi_inputs(snippet)
            worst, total = _complexity_bounds(snippet)
            # radon's visitor walks the whole tree again in Python; skip it when upper
            # bounds from the shared index already prove that it would report nothing:
            # no function above 10 and an index above 19 (MI falls as complexity grows).
            if worst <= _CC_LIMIT and mi_compute(_volume_bound(snippet), total, lloc, comment_percent) > 19:
                return []
            visitor = ComplexityVisitor.from_ast(snippet.tree)
            findings: list[Finding] = []
            for block in add_inner_blocks(visitor.blocks):
                if not isinstance(block, Function):  # a class's score is the sum of its methods
                    continue
                rank = cc_rank(block.complexity)
                if rank not in CC_SEVERITY:
                    continue
                kind = "method" if block.is_method else "function"
                findings.append(Finding.from_rule(
                    COMPLEXITY, block.lineno, char_column(snippet, block.lineno, block.col_offset),
                    block.endline, 0,
                    f"{kind} `{block.name}` has cyclomatic complexity {block.complexity} (rank {rank}); the limit is 10",
                    severity=tool_severity(COMPLEXITY, CC_SEVERITY[rank]),
                ))
            complexity = visitor.total_complexity
            # Halstead's visitor walks the whole tree again; skip it when even the largest volume the
            # operator count allows leaves the index in rank A (MI falls as volume grows).
            if mi_compute(_volume_bound(snippet), complexity, lloc, comment_percent) > 19:
                return findings
            volume = h_visit_ast(snippet.tree).total.volume
            index = mi_compute(volume, complexity, lloc, comment_percent)
            rank = mi_rank(index)
            if rank in MI_SEVERITY:
                findings.append(Finding.from_rule(
                    MAINTAINABILITY_INDEX, 1, 0, max(1, len(snippet.lines)), 0,
                    f"maintainability index is {index:.1f} (rank {rank}); 20 or more is rank A",
                    severity=tool_severity(MAINTAINABILITY_INDEX, MI_SEVERITY[rank]),
                ))
            return findings

        return one


#: the highest cyclomatic complexity radon ranks A or B (not reported)
_CC_LIMIT = 10


def _decision_weight(node: ast.AST) -> int:
    """At least what radon's ``ComplexityVisitor`` adds for ``node`` (see its ``generic_visit``)."""
    kind = type(node)
    if kind is ast.If or kind is ast.IfExp or kind is ast.Assert:
        return 1
    if kind is ast.BoolOp:
        return len(node.values) - 1
    if kind is ast.comprehension:
        return 1 + len(node.ifs)
    if kind in _LOOPS:
        return 1 + bool(node.orelse)
    if kind in _TRIES:
        return len(node.handlers) + bool(node.orelse)
    return len(node.cases)  # ast.Match


_LOOPS = (ast.For, ast.AsyncFor, ast.While)
_TRIES = tuple(getattr(ast, name) for name in ("Try", "TryStar") if hasattr(ast, name))
_DECISIONS: tuple[type, ...] = (ast.If, ast.IfExp, ast.Assert, ast.BoolOp, ast.comprehension, *_LOOPS, *_TRIES,
                                *((ast.Match,) if hasattr(ast, "Match") else ()))


def _complexity_bounds(snippet: Snippet) -> tuple[int, int]:
    """Upper bounds of radon's figures: (the largest function complexity, the total complexity).

    radon gives a function 1 plus the decision points of its body (nested functions'
    excluded), and a module a total of at most 1 + every decision point + 1 per function.
    Counting every decision point between a function's first and last line (nested
    functions and default arguments included) can only over-count.
    """
    points: list[tuple[int, int]] = []
    for kind in _DECISIONS:  # type by type: ``nodes(*types)`` would sort them, and we sort by line here
        for node in snippet.nodes(kind):
            line = node.target.lineno if kind is ast.comprehension else node.lineno
            points.append((line, _decision_weight(node)))
    points.sort()
    lines = [line for line, _ in points]
    prefix = [0, *itertools.accumulate(weight for _, weight in points)]
    functions = [*snippet.nodes(ast.FunctionDef), *snippet.nodes(ast.AsyncFunctionDef)]
    worst = 0
    for function in functions:
        inside = prefix[bisect.bisect_right(lines, function.end_lineno or function.lineno)]
        inside -= prefix[bisect.bisect_left(lines, function.lineno)]
        worst = max(worst, 1 + inside)
    return worst, 1 + prefix[-1] + len(functions)


def _volume_bound(snippet: Snippet) -> float:
    """An upper bound of radon's Halstead volume N * log2(n), from operator node counts.

    radon counts each operator node once, with these totals N of operators + operands;
    the vocabulary n cannot exceed N, so the volume is at most N * log2(N).
    """
    total = 3 * (len(snippet.nodes(ast.BinOp)) + len(snippet.nodes(ast.AugAssign)))
    total += 2 * len(snippet.nodes(ast.UnaryOp))
    total += sum(1 + len(node.values) for node in snippet.nodes(ast.BoolOp))
    total += sum(2 * len(node.ops) + 1 for node in snippet.nodes(ast.Compare))
    return total * math.log2(total) if total > 1 else 0.0


def _mi_inputs(snippet: Snippet) -> tuple[int, float]:
    """(logical lines, comment percent) as ``radon.metrics.mi_parameters`` computes them.

    radon's raw counts, rebuilt from the tree: logical lines are statements (docstrings
    included); ``comments`` are lines holding a ``#`` comment; ``multi`` are the lines of
    string statements spanning several lines; a one-line string statement or a full-line
    comment is a "single comment"; the percent is (comments + multi) over the source
    lines that are none of these (radon's ``sloc``).
    """
    lloc = _logical_lines(snippet)
    lines = snippet.lines
    multi = single = 0
    for node in snippet.nodes(ast.Expr):
        value = node.value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            end = node.end_lineno or node.lineno
            if end > node.lineno:  # radon counts the non-blank lines of a multi-line string
                multi += sum(1 for text in lines[node.lineno - 1 : end] if text.strip())
            else:
                single += 1
    comments = single_comment_lines = 0
    if "#" in snippet.source:
        found = _comment_lines(snippet)
        comments = len(found)
        single_comment_lines = sum(found.values())
        lloc += single_comment_lines  # radon counts full-line comments as logical lines
    nonblank = sum(1 for text in lines if text.strip())
    sloc = nonblank - single - single_comment_lines - multi
    percent = (comments + multi) / sloc * 100 if sloc > 0 else 0.0
    return lloc, percent


def _comment_lines(snippet: Snippet) -> dict[int, bool]:
    """Line -> whether its comment is the whole line, for the lines holding a ``#`` comment.

    From the shared tokens when some analyzer already tokenized the snippet; else from a
    quote-aware scan of the lines that contain ``#`` (tokenizing just for this would cost
    as much as the rest of the adapter). Lines inside a multi-line string
    are skipped using the tree.
    """
    if "comments" in snippet.__dict__:  # already computed (a cached property)
        return {t.start[0]: not t.line[: t.start[1]].strip() for t in snippet.comments}
    inside: set[int] = set()
    for node in snippet.nodes(ast.Constant) + snippet.nodes(ast.JoinedStr):
        end = getattr(node, "end_lineno", None) or node.lineno
        if end > node.lineno:
            inside.update(range(node.lineno + 1, end + 1))
    found: dict[int, bool] = {}
    for number, text in enumerate(snippet.lines, start=1):
        if "#" in text and number not in inside:
            column = _comment_start(text)
            if column >= 0:
                found[number] = not text[:column].strip()
    return found


_TRIPLE = ("'''", '"""')


def _comment_start(text: str) -> int:
    """Column of the ``#`` that starts a comment on a line of code, or -1."""
    quote = ""
    i = 0
    while i < len(text):
        char = text[i]
        if quote:
            if char == "\\":
                i += 2
                continue
            if text.startswith(quote, i):
                i += len(quote)
                quote = ""
                continue
        elif char in "'\"":
            quote = text[i : i + 3] if text[i : i + 3] in _TRIPLE else char
            i += len(quote)
            continue
        elif char == "#":
            return i
        i += 1
    return -1

def _logical_lines(snippet: Snippet) -> int:
    """Statements, plus the clause headers radon counts as logical lines of their own:
    ``except``, ``else:``, ``finally:``, ``case`` and decorators."""
    count = snippet.count(ast.stmt)
    count += len(snippet.nodes(ast.ExceptHandler)) + len(snippet.nodes(ast.match_case))
    for kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        for node in snippet.nodes(kind):
            count += len(node.decorator_list)
    lines = snippet.lines
    for kind in _WITH_ELSE:
        for node in snippet.nodes(kind):
            orelse = getattr(node, "orelse", None)
            if orelse and not (kind is ast.If and _is_elif(lines, orelse)):
                count += 1
            if getattr(node, "finalbody", None):
                count += 1
    return count


def _is_elif(lines: list[str], orelse: list[ast.stmt]) -> bool:
    first = orelse[0]
    if len(orelse) != 1 or not isinstance(first, ast.If) or first.lineno > len(lines):
        return False
    return lines[first.lineno - 1].lstrip().startswith("elif")

