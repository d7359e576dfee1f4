"""Extra SFT examples that teach a small model to read the code in its prompt.

Every prompt of the problem set ends with the code to improve. A tiny model fine-tuned
on a few dozen problems learns each answer by heart instead: on a prompt it has not
seen it writes fragments of memorised answers, and almost none of them parse. Copying
the prompt's code is the skill that carries over to unseen problems, and a model
only learns it from more distinct programs than it can memorise.

These examples supply them without a download: functions from the standard library of
the running interpreter, each posed in the problem set's prompt format ("Improve this
code. Keep the function name ...", the function in a ```python block) with the function
itself as the answer. The problem set's own examples still teach what a better answer
looks like; GRPO then has parsable code on unseen prompts to rank.
"""

from __future__ import annotations

import ast
import random
import sysconfig
import textwrap
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from codereward.problems.dataset import prompt_messages
from codereward.snippet import Snippet
from codereward.train.chat_examples import chat_example

# not code a solution looks like: tests, the IDE, 2to3 fixers, demos
_SKIP_DIRS = frozenset({"test", "tests", "idlelib", "lib2to3", "site-packages", "dist-packages", "turtledemo",
                        "__pycache__"})


@dataclass(frozen=True)
class Function:
    name: str
    code: str
    summary: str | None  # the first line of its docstring


def stdlib_functions(min_chars: int = 60, max_chars: int = 300, root: str | Path | None = None) -> list[Function]:
    """Functions and methods (dedented) of the standard library between the two sizes, ASCII only,
    each parsable on its own; in a stable order."""
    base = Path(root) if root is not None else Path(sysconfig.get_paths()["stdlib"])
    found = []
    for path in sorted(base.rglob("*.py")):
        if _SKIP_DIRS.intersection(path.relative_to(base).parts):
            continue
        found.extend(_functions_in(path, min_chars, max_chars))
    return found


def _functions_in(path: Path, min_chars: int, max_chars: int) -> Iterator[Function]:
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return
    tree = Snippet.parse(source, str(path)).tree
    if tree is None:
        return
    lines = source.splitlines(keepends=True)
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or node.end_lineno is None:
            continue
        # whole lines (a method keeps its indent), then dedented; decorators are left out
        code = textwrap.dedent("".join(lines[node.lineno - 1:node.end_lineno]))
        if not min_chars <= len(code) <= max_chars or not code.isascii():
            continue
        if Snippet.syntax_problem(code) is not None:  # e.g. a one-line def sharing its line with other statements
            continue
        doc = ast.get_docstring(node)
        summary = doc.strip().splitlines()[0].strip() if doc and doc.strip() else None
        yield Function(node.name, code, summary)


def copy_examples(limit: int, seed: int = 0, functions: list[Function] | None = None) -> list[dict[str, Any]]:
    """``limit`` prompt-completion chat examples (fewer when the library has fewer functions)."""
    pool = list(stdlib_functions() if functions is None else functions)
    random.Random(seed).shuffle(pool)
    examples = []
    for function in pool[:limit]:
        row = {"statement": function.summary or f"`{function.name}` is part of a larger program.",
               "entry_point": function.name, "starter_code": function.code}
        examples.append(chat_example(prompt_messages(row), function.code))
    return examples
