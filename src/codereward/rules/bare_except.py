"""CR401: a bare ``except:`` that does not pass the error on."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import handler_passes_on, handler_swallows, header_span
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet


@register
class BareExcept(AstRule):
    """## What it does
    Reports an `except:` clause with no exception type whose handler does not pass the
    error on (raise again, log or print the traceback, call an error handler: the list of
    CR402). One that does nothing at all is CR403's.

    ## Why is this bad?
    A bare `except:` catches everything, including `KeyboardInterrupt`, `SystemExit`
    and `GeneratorExit`: the program can no longer be interrupted or shut down, and
    bugs such as a misspelt name (`NameError`) are silently treated like the error the
    author expected. Severity is medium: the failure it hides is usually real, but the
    code still runs. A handler that cleans up and then re-raises (`raise`), or hands the
    error to a hook (`self._invoke_excepthook(self)` in a thread runner), is not
    reported, since nothing is hidden.

    ## Example
    ```python
    try:
        value = int(text)
    except:
        value = 0
    ```

    ## Use instead
    ```python
    try:
        value = int(text)
    except ValueError:
        value = 0
    ```
    """

    id = "CR401"
    name = "bare-except"
    characteristic = Characteristic.RELIABILITY
    cwe = 396
    severity = Severity.MEDIUM
    node_types = (ast.ExceptHandler,)
    message = "Bare `except:` catches every exception, including KeyboardInterrupt and SystemExit"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        for handler in snippet.nodes(ast.ExceptHandler):
            # one that does nothing at all is CR403's (one weakness, one finding)
            if handler.type is None and not handler_swallows(handler) and not handler_passes_on(snippet, handler):
                yield self.finding(header_span(handler), self.message)
