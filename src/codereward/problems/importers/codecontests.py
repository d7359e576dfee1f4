"""CodeContests (DeepMind's AlphaCode data; ``deepmind/code_contests`` on the Hugging Face hub).

The rows follow ``contest_problem.proto``. On the hub (Parquet) nested messages are columns:

- ``name`` (str, e.g. ``"1548_C. The Three Little Pigs"``: the id), ``description`` (str).
- ``public_tests``, ``private_tests``, ``generated_tests``: ``{"input": [str], "output": [str]}``
  (the repeated ``Test`` message as parallel lists; the proto's own JSON export has a list of
  ``{"input", "output"}`` objects instead: both are read).
- ``solutions``, ``incorrect_solutions``: ``{"language": [int], "solution": [str]}`` (or a
  list of ``{"language", "solution"}``), where the language enum is ``0`` unknown, ``1``
  **Python 2** (``PYTHON``), ``2`` C++, ``3`` **Python 3** (``PYTHON3``), ``4`` Java (names
  are read too).
- ``source`` (enum: CodeChef, Codeforces, HackerEarth, CodeJam, AtCoder, Aizu),
  ``difficulty`` (enum: ``0`` unknown, ``1`` EASY, ``2`` MEDIUM, ``3`` HARD, ``4`` HARDER,
  ``5`` HARDEST, ``6`` EXTERNAL, ``7``.. the letters A, B, C, ...), ``cf_rating`` (int, 0 when
  absent), ``cf_tags`` ([str]), ``cf_contest_id``, ``cf_index``, ``cf_points``.
- ``time_limit``: ``{"seconds": int, "nanos": int}`` or None (a ``google.protobuf.Duration``;
  its JSON form ``"2.5s"`` is read too); ``memory_limit_bytes`` (int, 0 when absent).
- ``input_file`` / ``output_file``: set when the program must read or write a named file.

Mapping: ``id`` = ``codecontests/<split>/<name>``; stdin programs (``stdio``);
``public_tests`` → ``tests``, ``private_tests`` + ``generated_tests`` → ``hidden_tests``;
``reference_solution`` = the first Python 3 solution; when the only Python solutions are
Python 2 the row is flagged ``python2`` (and ``no_reference``); ``limits`` from the duration and
the bytes; difficulty by Codeforces rating when given (< 1400 easy, < 2000 medium, else hard),
else by the enum (EASY / A / B easy, MEDIUM / C / D medium, HARD, HARDER, HARDEST and the
letters from E hard, others medium); ``cf_tags`` → ``subcategory``.

Traps: language 1 is Python 2, not "Python" (a Python 2 solution fails under Python 3);
three test sets, of which only the public ones are shown to a model; outputs keep their
spacing; a problem that reads ``input.txt`` cannot be judged through stdin (``ImportRowError``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.problems.importers.fields import (
    ImportRowError,
    limits,
    make_row,
    megabytes,
    python3_reference,
    rating_level,
    seconds,
    statement_flags,
    statement_judge,
    stdio_cases,
    string_list,
    text_field,
)

LANGUAGES = {0: "UNKNOWN_LANGUAGE", 1: "PYTHON", 2: "CPP", 3: "PYTHON3", 4: "JAVA"}
DIFFICULTIES = ("UNKNOWN_DIFFICULTY", "EASY", "MEDIUM", "HARD", "HARDER", "HARDEST", "EXTERNAL")
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUV"
_LEVELS = {"EASY": "easy", "A": "easy", "B": "easy", "MEDIUM": "medium", "C": "medium", "D": "medium",
           "HARD": "hard", "HARDER": "hard", "HARDEST": "hard"}


def _column_pairs(value: Any, keys: tuple[str, str], field: str) -> tuple[list[Any], list[Any]]:
    """Parallel lists from the hub's ``{"a": [...], "b": [...]}`` or the proto JSON's ``[{"a", "b"}]``."""
    first, second = keys
    if value is None:
        return [], []
    if isinstance(value, Mapping):
        left, right = value.get(first) or [], value.get(second) or []
        if not isinstance(left, list) or not isinstance(right, list):
            raise ImportRowError(f"{field}: {first} and {second} must be lists")
        return left, right
    if isinstance(value, list) and all(isinstance(item, Mapping) for item in value):
        return [item.get(first) for item in value], [item.get(second) for item in value]
    raise ImportRowError(f"{field}: expected {{{first}: [...], {second}: [...]}}, got {type(value).__name__}")


def _tests(row: Mapping[str, Any], field: str) -> list[dict[str, str]]:
    inputs, outputs = _column_pairs(row.get(field), ("input", "output"), field)
    return stdio_cases(inputs, outputs, field)


def _language(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return LANGUAGES.get(value, "UNKNOWN_LANGUAGE")
    return str(value).upper()


def reference(row: Mapping[str, Any]) -> tuple[str, dict[str, str]]:
    """(the first Python 3 solution, the flags when there is none)."""
    languages, codes = _column_pairs(row.get("solutions"), ("language", "solution"), "solutions")
    by_language: dict[str, list[Any]] = {}
    for language, code in zip(languages, codes):
        by_language.setdefault(_language(language), []).append(code)
    code, why_none = python3_reference(by_language.get("PYTHON3", []))
    if code:
        return code, {}
    python2 = [c for c in by_language.get("PYTHON", []) if isinstance(c, str) and c.strip()]
    if python2 and not by_language.get("PYTHON3"):
        reason = f"the only Python solutions are Python 2 ({len(python2)}): none can run as the reference"
        return "", {"python2": reason, "no_reference": reason}
    if not by_language.get("PYTHON3"):
        others = sorted(name for name in by_language if name not in ("PYTHON", "PYTHON3"))
        why_none = f"no Python solution (the dataset's are {', '.join(others)})" if others else why_none
    return "", {"no_reference": why_none}


def _enum_name(value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value < len(DIFFICULTIES):
            return DIFFICULTIES[value]
        letter = value - len(DIFFICULTIES)  # the hub's class labels: 7 = A, 8 = B, ...
        return _LETTERS[letter] if 0 <= letter < len(_LETTERS) else str(value)
    return "" if value is None else str(value).strip().upper()


def level(row: Mapping[str, Any]) -> tuple[str, str]:
    """(easy/medium/hard, what decided it: the Codeforces rating or the difficulty enum)."""
    rating = row.get("cf_rating")
    if isinstance(rating, (int, float)) and not isinstance(rating, bool) and rating > 0:
        return rating_level(rating), f"cf_rating {int(rating)}"
    name = _enum_name(row.get("difficulty"))
    if name in _LEVELS:
        return _LEVELS[name], name
    if len(name) == 1 and name in _LETTERS:
        return "hard", name
    return "medium", name


def time_limit(value: Any) -> float | None:
    """Seconds from a ``Duration`` (``{"seconds", "nanos"}`` or ``"2.5s"``)."""
    if isinstance(value, Mapping):
        whole, nanos = value.get("seconds") or 0, value.get("nanos") or 0
        if not isinstance(whole, (int, float, str)) or not isinstance(nanos, (int, float, str)):
            return None
        try:
            total = float(whole) + float(nanos) / 1e9
        except ValueError:
            return None
        return total if total > 0 else None
    return seconds(value)


def memory_limit(value: Any) -> float | None:
    """Megabytes from ``memory_limit_bytes`` (an int, or the proto JSON's text of one)."""
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return megabytes(value / 2**20)
    return None


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One CodeContests row as a problem row."""
    for field in ("input_file", "output_file"):
        if text_field(row, field).strip():
            raise ImportRowError(f"{field}: the program must use the file {row[field]!r}, not stdin/stdout: "
                                 "stdin/stdout tests cannot judge it")
    statement = text_field(row, "description")
    code, flags = reference(row)
    return make_row(
        source="codecontests",
        source_id=text_field(row, "name").strip() or index,
        row=row,
        statement=statement,
        tests=_tests(row, "public_tests"),
        hidden_tests=_tests(row, "private_tests") + _tests(row, "generated_tests"),
        subcategory=", ".join(string_list(row.get("cf_tags"))),
        difficulty=level(row),
        reference_solution=code,
        limits=limits(time_limit(row.get("time_limit")), memory_limit(row.get("memory_limit_bytes"))),
        judge=statement_judge(statement),
        flags={**statement_flags(statement), **flags},
    )
