"""TACO (BAAI, 2023; ``BAAI/TACO`` on the Hugging Face hub).

APPS's layout with more metadata. Every field is a string:

- ``question``: the statement; ``starter_code``: ``""`` for stdin programs.
- ``solutions`` (**JSON text**): a list of Python solutions (may be ``"[]"``).
- ``input_output`` (**JSON text**): ``{"inputs", "outputs"}`` plus ``"fn_name"`` for
  call-based problems (Codewars, LeetCode, GeeksforGeeks rows).
- ``difficulty``: ``EASY`` / ``MEDIUM`` / ``MEDIUM_HARD`` / ``HARD`` / ``VERY_HARD`` /
  ``UNKNOWN_DIFFICULTY``.
- ``raw_tags``, ``tags``, ``skill_types`` (**Python-literal text**, e.g.
  ``"['Sorting', 'Greedy algorithms']"``: TACO's own README reads them with ``eval``; we use
  ``ast.literal_eval``, which runs nothing).
- ``time_limit`` (``"2.0 seconds"``, ``"1 second"``; may be ``None`` or ``"None"``) and
  ``memory_limit`` (``"256.0 megabytes"``): strings with units.
- ``name``, ``source`` (the judge: codeforces, codechef, atcoder, aizu, hackerrank,
  geeksforgeeks, codewars, leetcode, kattis, hackerearth), ``url``, ``date``,
  ``picture_num``, ``Expected Auxiliary Space``, ``Expected Time Complexity``.

TACO rows carry no id: the id is ``taco/<split>/<index>`` (``index``: the row's position in
its split; give the split as ``split``). Mapping as APPS (``fn_name`` decides ``call`` vs
``stdio``; one set of tests → ``tests``), plus ``limits`` from the two limit strings, the skill
types as ``subcategory``, and EASY/MEDIUM → easy/medium, MEDIUM_HARD/HARD/VERY_HARD → hard,
anything else → medium (the raw value kept in ``source_difficulty``).

Traps: as APPS (JSON text compact or indented, huge integers, outputs as lists of lines,
trailing spaces), plus literal text and limits with units. Rows with ``picture_num`` > 0
refer to images the statement does not hold; they import unflagged (``problems validate``
and the reader of the statement are the check).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.problems.importers.fields import (
    difficulty,
    json_field,
    limits,
    make_row,
    megabytes,
    python3_reference,
    seconds,
    solutions_list,
    statement_flags,
    statement_judge,
    string_list,
    tests_from_input_output,
    text_field,
)

TACO_DIFFICULTY = {"easy": "easy", "medium": "medium", "medium_hard": "hard", "hard": "hard", "very_hard": "hard"}


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One TACO row as a problem row."""
    statement = text_field(row, "question")
    tests, entry_point = tests_from_input_output(json_field(row, "input_output"))
    reference, why_none = python3_reference(solutions_list(json_field(row, "solutions")))
    skills = string_list(row.get("skill_types")) or string_list(row.get("tags"))
    return make_row(
        source="taco",
        source_id=index,
        row=row,
        statement=statement,
        tests=tests,
        subcategory=", ".join(skills),
        difficulty=difficulty(row.get("difficulty"), TACO_DIFFICULTY),
        starter_code=text_field(row, "starter_code"),
        reference_solution=reference,
        entry_point=entry_point,
        limits=limits(seconds(row.get("time_limit")), megabytes(row.get("memory_limit"))),
        judge=None if entry_point else statement_judge(statement),
        flags=statement_flags(statement),
        no_reference_reason=why_none,
    )
