"""Syntax reward (dense-reward-ppo §2.2): does the code parse, and how far does it get. Range [0, 1].

1.0 when the code parses; otherwise the fraction of the code before the first syntax
error (so a completion that breaks on its last line earns more than one that breaks on
its first), and 0.0 for empty code. ``first_syntax_error`` gives the error's position for
token attribution.
"""

from __future__ import annotations

import ast
from typing import Any

from codereward.rewards.base import extractions, never_raises


def first_syntax_error(code: str) -> tuple[int, int, str] | None:
    """(line, column, message) of the first syntax error, or None when the code parses."""
    try:
        ast.parse(code)
    except SyntaxError as exc:
        return exc.lineno or 1, max(0, (exc.offset or 1) - 1), exc.msg
    except (RecursionError, MemoryError, ValueError) as exc:
        return 1, 0, f"{type(exc).__name__}: {exc}"
    return None


def syntax_score(code: str) -> float:
    if not code.strip():
        return 0.0
    error = first_syntax_error(code)
    if error is None:
        return 1.0
    line, column, _ = error
    lines = code.splitlines(keepends=True)
    offset = sum(len(x) for x in lines[: line - 1]) + column
    return max(0.0, min(offset / len(code), 0.99))


@never_raises(0.0)
def syntax_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    return [syntax_score(e.code) for e in extractions(completions, kwargs)]
