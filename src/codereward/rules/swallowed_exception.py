"""CR403: a catch-all handler that does nothing."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import handler_swallows, header_span, is_broad_handler
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class SwallowedException(AstRule):
    """## What it does
    Reports an `except:`, `except Exception:` or `except BaseException:` handler whose
    body only does nothing: `pass`, `continue`, `...` or a string.

    ## Why is this bad?
    Every error in the `try` block, including the ones nobody anticipated, disappears
    without a trace: the program goes on with half-done work and the failure surfaces
    later, far from its cause, if at all. Severity is medium, the same as a bare
    `except:`, because the effect (silent wrong results) is the same.

    Handlers for a *specific* exception that do nothing (`except KeyError: pass`) are
    not reported: ignoring one anticipated condition is a deliberate, idiomatic choice
    (`contextlib.suppress(KeyError)` says the same thing).

    ## Example
    ```python
    for path in paths:
        try:
            rows.extend(read_rows(path))
        except Exception:
            continue
    ```

    ## Use instead
    ```python
    for path in paths:
        try:
            rows.extend(read_rows(path))
        except (OSError, csv.Error) as exc:
            logger.warning("skipping %s: %s", path, exc)
    ```
    """

    id = "CR403"
    name = "swallowed-exception"
    characteristic = Characteristic.RELIABILITY
    cwe = 390
    severity = Severity.MEDIUM
    node_types = (ast.ExceptHandler,)
    message = "Exception swallowed: the handler catches everything and does nothing"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for handler in snippet.nodes(ast.ExceptHandler):
            if is_broad_handler(handler) and handler_swallows(handler):
                yield self.finding(header_span(handler), self.message)
