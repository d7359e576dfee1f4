"""Syntax reward (dense-reward-ppo §2.2): does the code parse, and how far does it get. Range [0, 1].

1.0 when the code parses; otherwise the fraction of the code before the first syntax
error (so a completion that breaks on its last line earns more than one that breaks on
its first), and 0.0 for empty code. ``first_syntax_error`` gives the error's position for
token attribution.
"""

from __future__ import annotations

from typing import Any

from codereward.rewards.base import extractions, never_raises
from codereward.snippet import Snippet


def first_syntax_error(code: str) -> tuple[int, int, str] | None:
    """(line, column, message) of the first syntax error, or None when the code parses
    (``Snippet.syntax_problem``: for the newest grammar, whatever interpreter runs this)."""
    problem = Snippet.syntax_problem(code)
    if problem is None:
        return None
    return problem.line, problem.column, problem.message.removeprefix("does not parse: ")


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
