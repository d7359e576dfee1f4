"""KodCode (``KodCode/KodCode-V1`` and its RL subset ``KodCode/KodCode-Light-RL-10K``).

Synthetic Python problems, each with a solution and pytest unit tests verified against it.
Fields:

- ``question_id`` (str, e.g. ``"Leetcode_3_I"``: the id), ``question`` (the statement; in the
  ``complete`` style a function signature with a docstring to complete), ``style``
  (``instruct`` / ``complete``), ``subset`` (Leetcode, Codeforces, Apps, Taco,
  Code_Contests, Prefill, Filter, Package, Docs, Evol, Algorithm, Data_Structure).
- ``solution`` (str): Python code, no fence.
- ``test_code`` (V1; ``test`` in the Light-RL copies) (str): pytest code that imports the
  solution as a module: ``from solution import *`` or ``from solution import f``; each
  ``def test_*`` is one case.
- ``test_info``: a list of ``{"function_name", "parameter_list", "function_declaration",
  "docstring"}`` (JSON text in some copies).
- ``gpt_difficulty`` (easy / medium / hard), ``gpt_pass_percentage``, ``gpt_pass_sequence``,
  ``gpt_pass_trial_num``, ``trials``, ``chosen_trial``, ``metadata``, ``benchmark_similarity``,
  ``benchmark_instruction``, ``benchmark_task_id``, ``filter_reason`` (set on the rows of the
  ``use_with_caution`` split: import that split knowingly).

Mapping: ``id`` = ``kodcode/<question_id>``; ``category`` = the subset, ``subcategory`` =
the style; ``tests`` = the pytest code (kind ``pytest``), ``hidden_tests`` empty;
``entry_point`` "" (the tests import what they need); ``reference_solution`` = ``solution``;
difficulty = ``gpt_difficulty``. No statement flags: the tests are code that judges the answer
(a test accepting any order says so itself), not a fixed output. No competitive quality profile: these are functions, scored as
library code.

Traps: the test code imports a module named ``solution`` (the sandbox provides the
answer under that name); the ``Package`` subset's tests need third-party packages (numpy,
pandas, ...) that the sandbox may not have: validate before training on them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.problems.importers.fields import (
    ImportRowError,
    difficulty,
    make_row,
    python3_reference,
    text_field,
)


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One KodCode row as a problem row."""
    test_code = text_field(row, "test_code", "test")
    if not test_code.strip():
        raise ImportRowError("test_code: the row has no test code")
    if "def test" not in test_code:
        raise ImportRowError("test_code: no 'def test_*' function: nothing for pytest to run")
    reference, why_none = python3_reference([text_field(row, "solution")])
    return make_row(
        source="kodcode",
        source_id=text_field(row, "question_id").strip() or index,
        row=row,
        statement=text_field(row, "question"),
        tests=test_code,
        category=text_field(row, "subset").strip() or "kodcode",
        subcategory=text_field(row, "style").strip(),
        difficulty=difficulty(row.get("gpt_difficulty")),
        reference_solution=reference,
        no_reference_reason=why_none,
        quality_profile=None,
    )
