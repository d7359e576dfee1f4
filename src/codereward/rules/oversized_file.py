"""CR103: a file with too many lines of code."""

from __future__ import annotations

from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: More lines of code than this (blank and comment-only lines not counted) is too large a file.
MAX_LINES = 1000


@register
class OversizedFile(AstRule):
    """## What it does
    Reports a file with more than 1,000 lines of code, not counting blank lines and
    lines that hold only a comment. The finding spans the code past the limit.

    Severity is **low**: size alone breaks nothing; it makes everything else slower.

    ## Why is this bad?
    A very large module mixes many responsibilities, is hard to navigate and review,
    and turns every change into a merge conflict (CWE-1080, source code file with
    excessive number of lines of code).

    ## Example
    ```python
    # app.py: routes, models, views and helpers in one file
    ROUTES = {}
    ROUTES["/page/1"] = "page_1.html"  # ... and 1,200 lines like it
    ```

    ## Use instead
    ```python
    # app/routes.py (one concern; models, views and helpers have their own modules)
    ROUTES = {f"/page/{n}": f"page_{n}.html" for n in range(1, 1201)}
    ```
    """

    id = "CR103"
    name = "oversized-file"
    characteristic = Characteristic.MAINTAINABILITY
    cwe = 1080
    severity = Severity.LOW
    message = "File has too many lines of code"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        lines = snippet.lines
        if len(lines) <= MAX_LINES:  # cheap exit for the usual snippet
            return
        count, first_over, last = 0, 0, 0
        for number, line in enumerate(lines, start=1):
            stripped = line.strip()
            if stripped and not stripped.startswith("#"):
                count += 1
                last = number
                if count == MAX_LINES + 1:
                    first_over = number
        if count > MAX_LINES:
            yield Finding.from_rule(
                self.meta(), first_over, 0, last, len(lines[last - 1]),
                f"File has {count:,} lines of code (limit {MAX_LINES:,}): split it into modules",
            )
