"""HTML pieces of the study page: server-side highlighting and a light problem-statement formatter."""

from __future__ import annotations

import html
import re
from functools import lru_cache

from markupsafe import Markup

_INLINE_CODE = re.compile(r"`([^`\n]+)`")
_FENCE = re.compile(r"```[a-zA-Z0-9_+-]*\n(.*?)```", re.S)


@lru_cache(maxsize=1)
def _formatter():
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(cssclass="highlight", linenos="table", style="friendly")


def highlight_css() -> str:
    return _formatter().get_style_defs(".highlight")


def highlight(code: str) -> Markup:
    """Python code as highlighted HTML with line numbers (pygments escapes the code)."""
    from pygments import highlight as pyg_highlight
    from pygments.lexers import PythonLexer

    return Markup(pyg_highlight(code or "\n", PythonLexer(stripnl=False), _formatter()))


def statement_html(text: str) -> Markup:
    """The statement escaped, with ```fenced``` blocks as <pre> and `inline code` as <code>.

    Everything is escaped before any tag is added, so a statement cannot inject markup.
    """
    parts = []
    last = 0
    for match in _FENCE.finditer(text):
        parts.append(_paragraphs(text[last:match.start()]))
        parts.append(f"<pre class='fence'>{html.escape(match.group(1))}</pre>")
        last = match.end()
    parts.append(_paragraphs(text[last:]))
    return Markup("".join(parts))


def _paragraphs(text: str) -> str:
    escaped = html.escape(text)
    escaped = _INLINE_CODE.sub(lambda m: f"<code>{m.group(1)}</code>", escaped)
    blocks = [b for b in re.split(r"\n\s*\n", escaped) if b.strip()]
    return "".join(f"<p>{b.strip()}</p>" for b in blocks)
