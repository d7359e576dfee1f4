"""APPS (Hendrycks et al., 2021; ``codeparrot/apps`` on the Hugging Face hub).

One row per problem, as the dataset's loader yields it from the problem directories
(``question.txt``, ``solutions.json``, ``input_output.json``, ``metadata.json``,
``starter_code.py``):

- ``problem_id`` (int): the problem's number within its split (train and test both count
  from 0, so the split is needed to tell them apart: give it as ``split``).
- ``question`` (str): the statement.
- ``solutions`` (str, **JSON text**): a list of Python solutions; ``""`` when the problem
  has none (some test problems).
- ``input_output`` (str, **JSON text**): ``{"inputs": [...], "outputs": [...]}``, plus
  ``"fn_name"`` for call-based problems; ``""`` when the problem has no tests.
- ``difficulty`` (str): ``introductory`` / ``interview`` / ``competition``.
- ``url`` (str), ``starter_code`` (str; ``""`` for stdin programs).

Mapping: ``id`` = ``apps/<split>/<problem_id, 4 digits>``; ``fn_name`` decides the test kind:
with it, the tests stay in APPS's call layout (``call``: inputs are argument lists, outputs
often wrapped in a one-element list, which the judge accepts as APPS's does) and
``entry_point`` is the name; without it, they become ``stdio`` cases. APPS has one set of
tests: they all go to ``tests``. Difficulty: introductory/interview/competition →
easy/medium/hard. ``reference_solution`` = the first Python 3 solution (it parses and reads no
Python 2 builtin such as ``raw_input``): some of APPS's solutions are Python 2.

Traps: the JSON text is sometimes indented, sometimes compact, and holds integers of
thousands of digits (read with ``codereward.jsonl.loads``); inputs and outputs may be lists of
lines instead of one text (joined with newlines); outputs keep their trailing spaces and lack
of a final newline (the judge compares tokens); ``solutions`` and ``input_output`` may be
empty strings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.problems.importers.fields import (
    difficulty,
    json_field,
    make_row,
    python3_reference,
    solutions_list,
    statement_flags,
    statement_judge,
    tests_from_input_output,
    text_field,
)


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One APPS row as a problem row."""
    problem_id = row.get("problem_id", index)
    source_id = f"{problem_id:04d}" if isinstance(problem_id, int) else str(problem_id)
    statement = text_field(row, "question")
    tests, entry_point = tests_from_input_output(json_field(row, "input_output"))
    solutions = solutions_list(json_field(row, "solutions"))
    reference, why_none = python3_reference(solutions)
    return make_row(
        source="apps",
        source_id=source_id,
        row=row,
        statement=statement,
        tests=tests,
        difficulty=difficulty(row.get("difficulty")),
        starter_code=text_field(row, "starter_code"),
        reference_solution=reference,
        entry_point=entry_point,
        judge=None if entry_point else statement_judge(statement),
        flags=statement_flags(statement),
        no_reference_reason=why_none,
    )
