"""CR102: the same code written twice in one snippet."""

from __future__ import annotations

import ast
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import accumulate

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import TRY_TYPES
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: A repeated run must hold at least this many statements (nested ones count)...
MIN_STATEMENTS = 4
#: ...and at least this many non-blank characters, so that runs of trivial lines
#: (``a = 0`` four times over) are not reported.
MIN_CHARS = 40
#: Two functions with identical bodies are reported from this many statements on.
MIN_FUNCTION_STATEMENTS = 2

#: (first line, last line) -> statements starting within them
_Counter = Callable[[int, int], int]
_CONTAINERS: tuple[type, ...] = (
    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.For, ast.AsyncFor, ast.While, ast.If,
    ast.With, ast.AsyncWith, *TRY_TYPES, ast.ExceptHandler, ast.match_case,
)


@dataclass
class _Copy:
    first: ast.stmt  # first statement of the repeated run
    last: ast.stmt  # last statement of it
    original: int  # line where the same code first appears
    function: str = ""  # name of the function whose body it repeats, for whole bodies


@register
class DuplicatedCode(AstRule):
    """## What it does
    Reports code that appears twice in the same snippet: a run of at least 4 consecutive
    statements (statements nested in them count) and at least 40 non-blank characters
    whose code is identical line by line (ignoring indentation, blank lines and comment
    lines), and
    functions whose bodies are identical (at least 2 statements, docstrings aside). It
    reports each repeated region once, at its second and later occurrences.

    Severity is **low**: duplication does not break anything today; it makes the next
    change likely to be applied to one copy only.

    ## Why is this bad?
    Every copy must be found and changed together when the logic changes; in practice
    one is missed, and the copies drift apart into inconsistent behaviour (CWE-1041, use
    of redundant code). A single function with a name also documents what the code does.

    ## Example
    ```python
    def area_report(rooms):
        total = 0
        for room in rooms:
            total += room.width * room.length
        print(f"total area: {total}")
        ...
        total = 0
        for room in rooms:
            total += room.width * room.length
        print(f"total area: {total}")
    ```

    ## Use instead
    ```python
    def total_area(rooms):
        return sum(room.width * room.length for room in rooms)

    def area_report(rooms):
        print(f"total area: {total_area(rooms)}")
        ...
        print(f"total area: {total_area(rooms)}")
    ```
    """

    id = "CR102"
    name = "duplicated-code"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1041
    severity = Severity.LOW
    message = "Duplicated code"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        tree = snippet.tree
        if tree is None:
            return
        text = _Lines(snippet.lines, comments="#" in snippet.source)  # no '#': no comment line
        if text.longest_repeated_weight < MIN_CHARS:
            return  # every copy is a stretch of repeated lines; without one, no need to look at the tree
        bodies: list[list[ast.stmt]] = [tree.body]
        for kind in _CONTAINERS:
            for node in snippet.nodes(kind):
                for name in ("body", "orelse", "finalbody"):
                    body = getattr(node, name, None)
                    if body:
                        bodies.append(body)
        starts = sorted(stmt.lineno for body in bodies for stmt in body)
        if len(starts) < 2 * MIN_FUNCTION_STATEMENTS:
            return

        def statements(first: int, last: int) -> int:
            return bisect_right(starts, last) - bisect_left(starts, first)

        copies = self._repeated_runs(bodies, text, statements) + self._repeated_bodies(snippet, text, statements)
        for copy in _merge(copies):
            if copy.function:
                message = (f"This function's body repeats the body of `{copy.function}` (line {copy.original}): "
                           "call one from the other or share a helper")
            else:
                message = (f"Lines {copy.first.lineno}-{copy.last.end_lineno} repeat the code at line "
                           f"{copy.original}: extract it into a function")
            yield Finding.from_rule(
                self.meta(), copy.first.lineno, copy.first.col_offset,
                copy.last.end_lineno or copy.last.lineno, copy.last.end_col_offset or 0, message,
            )

    @staticmethod
    def _repeated_runs(bodies: list[list[ast.stmt]], text: _Lines, statements: _Counter) -> list[_Copy]:
        """Every shortest run of >= MIN_STATEMENTS statements, compared by its text."""
        runs: list[tuple[int, int, ast.stmt, ast.stmt]] = []
        for body in bodies:
            for segment in _segments(body, text):
                # statements held by segment[:k] (nested ones included): a run's size is a subtraction
                held = [0]
                for stmt in segment:
                    held.append(held[-1] + statements(stmt.lineno, stmt.end_lineno or stmt.lineno))
                n, j = len(segment), 0
                for i, first in enumerate(segment):
                    j = max(j, i)
                    while j < n and held[j + 1] - held[i] < MIN_STATEMENTS:
                        j += 1
                    if j == n:
                        break  # later starts hold even fewer statements
                    runs.append((first.lineno, segment[j].end_lineno or segment[j].lineno, first, segment[j]))
        runs.sort(key=lambda run: (run[0], run[1]))  # bodies were visited by kind, not in source order
        seen: dict[tuple[str, ...], tuple[int, int]] = {}  # text -> lines of its first occurrence
        copies: list[_Copy] = []
        for start, end, first, last in runs:
            found = text.between(start, end)
            if found is None or found[1] < MIN_CHARS:
                continue
            earlier = seen.setdefault(found[0], (start, end))
            if start > earlier[1]:
                copies.append(_Copy(first, last, earlier[0]))
        return copies

    @staticmethod
    def _repeated_bodies(snippet: Snippet, text: _Lines, statements: _Counter) -> list[_Copy]:
        seen: dict[tuple[str, ...], ast.FunctionDef | ast.AsyncFunctionDef] = {}
        copies: list[_Copy] = []
        functions = snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef)
        for function in functions:  # source order
            body = function.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                body = body[1:]
            if not body:
                continue
            start, end = body[0].lineno, body[-1].end_lineno or body[-1].lineno
            if statements(start, end) < MIN_FUNCTION_STATEMENTS:
                continue
            found = text.between(start, end)
            if found is None or found[1] < MIN_CHARS:
                continue
            earlier = seen.setdefault(found[0], function)
            if earlier is not function:
                copies.append(_Copy(body[0], body[-1], earlier.lineno, function=earlier.name))
        return copies


class _Lines:
    """The code lines of the snippet, stripped, to compare runs of lines as tuples.

    Blank and comment-only lines are dropped and indentation is ignored, so a run copied
    into another block or re-commented still matches. A run holding any line that occurs
    only once in the snippet cannot be a copy; prefix counts reject those runs in O(1),
    so only plausible copies pay for building a key.
    """

    def __init__(self, lines: list[str], comments: bool = True) -> None:
        self._stripped = stripped = list(map(str.strip, lines))
        nonblank = list(filter(None, stripped))
        self.code = code = [text for text in nonblank if text[0] != "#"] if comments else nonblank
        self._counts = counts = Counter(code)
        # non-blank characters of the heaviest stretch of consecutive code lines that all repeat
        # (left 0 when it cannot reach MIN_CHARS)
        self.longest_repeated_weight = best = 0
        # The repeated lines weigh at most twice their copies after the first, which weigh at
        # most their length: most snippets repeat only a docstring's quotes and stop here.
        if 2 * (sum(map(len, code)) - sum(map(len, counts))) < MIN_CHARS:
            return
        for text in code:
            best = best + len(text) - text.count(" ") if counts[text] > 1 else 0
            self.longest_repeated_weight = max(self.longest_repeated_weight, best)

    # The prefix counts are built only for a snippet with a long enough repeated stretch
    # (most have none, and the rule stops at ``longest_repeated_weight``).
    @cached_property
    def before(self) -> list[int]:
        """Code lines among ``lines[:i]``."""
        return [0, *accumulate(1 if text and text[0] != "#" else 0 for text in self._stripped)]

    @cached_property
    def unique_before(self) -> list[int]:
        """Code lines that occur only once, among the first ``i`` code lines."""
        counts = self._counts
        return [0, *accumulate(counts[text] < 2 for text in self.code)]

    def _span(self, start: int, end: int) -> tuple[int, int]:
        last = len(self.before) - 1
        return self.before[min(max(start - 1, 0), last)], self.before[min(end, last)]

    def all_repeated(self, start: int, end: int) -> bool:
        """True when every code line of lines ``start``..``end`` occurs more than once in the snippet."""
        a, b = self._span(start, end)
        return self.unique_before[a] == self.unique_before[b]

    def between(self, start: int, end: int) -> tuple[tuple[str, ...], int] | None:
        """The code of lines ``start``..``end`` (1-based, inclusive) and its non-blank character
        count; ``None`` when a line of it occurs nowhere else."""
        a, b = self._span(start, end)
        if self.unique_before[b] != self.unique_before[a] or a == b:
            return None
        key = tuple(self.code[a:b])
        return key, sum(len(text) - text.count(" ") for text in key)


def _segments(body: list[ast.stmt], text: _Lines) -> Iterator[list[ast.stmt]]:
    """Maximal runs of statements made only of lines that occur elsewhere too: only those can be copies."""
    segment: list[ast.stmt] = []
    for stmt in body:
        if text.all_repeated(stmt.lineno, stmt.end_lineno or stmt.lineno):
            segment.append(stmt)
        elif segment:
            yield segment
            segment = []
    if segment:
        yield segment


def _merge(copies: list[_Copy]) -> list[_Copy]:
    """One copy per repeated region: overlapping runs of one region become one."""
    copies.sort(key=lambda c: (c.first.lineno, -(c.last.end_lineno or c.last.lineno)))
    merged: list[_Copy] = []
    for copy in copies:
        if merged and copy.first.lineno <= (merged[-1].last.end_lineno or merged[-1].last.lineno):
            current = merged[-1]
            if (copy.last.end_lineno or 0) > (current.last.end_lineno or 0):
                current.last = copy.last
            continue
        merged.append(copy)
    return merged
