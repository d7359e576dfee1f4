"""What every importer shares: reading a dataset's fields (JSON text, Python-literal text,
limits with units), mapping difficulties, detecting from a statement what no fixed output can
judge, and assembling the problem row.

Statement detection (``statement_flags``, ``statement_judge``) matches English phrases that
Codeforces, AtCoder, CodeChef, LeetCode and the other judges behind these datasets use. Its
limits: a statement that says the same thing in other words, only in a picture, or in another
language is not caught; a statement that uses the phrase about something else (rare) is
flagged wrongly. A flag always carries the phrase that raised it, so a reader can check.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from codereward.jsonl import loads
from codereward.snippet import Snippet, extract_code


class ImportRowError(ValueError):
    """A dataset row that cannot become a problem; the message says why."""


# ---------------------------------------------------------------- reading fields


def json_field(row: Mapping[str, Any], field: str, *, default: Any = None) -> Any:
    """The value of ``field``, decoded when it is JSON text; ``default`` when absent or blank.

    Datasets keep nested values as JSON text, compact or indented; the text itself is never
    compared. Integers of any length are read (``codereward.jsonl.loads``). Text that is not
    JSON raises ``ImportRowError`` naming the field.
    """
    value = row.get(field)
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    if value is None or (isinstance(value, str) and not value.strip()):
        return default
    if not isinstance(value, str):
        return value
    try:
        return loads(value)
    except ValueError as exc:
        raise ImportRowError(f"{field}: not JSON text ({exc})") from None


def literal_field(value: Any) -> Any:
    """Python-literal text (TACO's ``"['Sorting', 'Greedy algorithms']"``) as data; other
    values unchanged; text that is no literal stays text. ``ast.literal_eval`` evaluates
    literals only: no name, call or attribute is ever run."""
    if not isinstance(value, str) or not value.strip():
        return value
    try:
        return ast.literal_eval(value.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return value


def string_list(value: Any) -> list[str]:
    """Tags and the like as a list of non-empty strings (from a list, literal text or JSON text)."""
    value = literal_field(value)
    if isinstance(value, str):
        return [value.strip()] if value.strip() else []
    if isinstance(value, (list, tuple)):
        return [str(item).strip() for item in value if str(item).strip()]
    return []


def text_field(row: Mapping[str, Any], *names: str) -> str:
    """The first of ``names`` that holds non-blank text, kept as it is; else ""."""
    for name in names:
        value = row.get(name)
        if isinstance(value, str) and value.strip():
            return value
    return ""


# ---------------------------------------------------------------- limits

_NUMBER_UNIT = re.compile(r"^\s*((?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*([a-zA-Z]*)\.?\s*$")
_SECONDS = {"": 1.0, "s": 1.0, "sec": 1.0, "secs": 1.0, "second": 1.0, "seconds": 1.0,
            "ms": 0.001, "msec": 0.001, "millisecond": 0.001, "milliseconds": 0.001}
_MEGABYTES = {"": 1.0, "m": 1.0, "mb": 1.0, "mib": 1.0, "megabyte": 1.0, "megabytes": 1.0,
              "k": 1 / 1024, "kb": 1 / 1024, "kib": 1 / 1024, "kilobyte": 1 / 1024, "kilobytes": 1 / 1024,
              "g": 1024.0, "gb": 1024.0, "gib": 1024.0, "gigabyte": 1024.0, "gigabytes": 1024.0,
              "b": 1 / 2**20, "byte": 1 / 2**20, "bytes": 1 / 2**20}


def _with_unit(value: Any, units: Mapping[str, float]) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        match = _NUMBER_UNIT.match(value.replace(",", ""))
        if match is None or match.group(2).lower() not in units:
            return None
        number = float(match.group(1)) * units[match.group(2).lower()]
    else:
        return None
    return number if math.isfinite(number) and number > 0 else None


def seconds(value: Any) -> float | None:
    """A time limit in seconds from ``2``, ``2.0``, ``"2.0 seconds"``, ``"1 second"``,
    ``"1000 ms"``; None when absent or unreadable."""
    return _with_unit(value, _SECONDS)


def megabytes(value: Any) -> float | None:
    """A memory limit in megabytes from ``256``, ``"256.0 megabytes"``, ``"256 MB"``,
    ``"262144 KB"``, ``"1 GB"``; None when absent or unreadable."""
    return _with_unit(value, _MEGABYTES)


def limits(time_s: float | None, memory_mb: float | None) -> dict[str, float] | None:
    """The row's ``limits`` (per test case), or None when the dataset gives neither."""
    found = {}
    if time_s is not None:
        found["time_s"] = round(time_s, 6)
    if memory_mb is not None:
        found["memory_mb"] = round(memory_mb, 3)
    return found or None


# ---------------------------------------------------------------- difficulty

DIFFICULTY_WORDS: dict[str, str] = {
    "easy": "easy", "introductory": "easy",
    "medium": "medium", "interview": "medium",
    "hard": "hard", "competition": "hard",
    "medium_hard": "hard", "very_hard": "hard", "harder": "hard", "hardest": "hard",
}


def difficulty(raw: Any, table: Mapping[str, str] = DIFFICULTY_WORDS) -> tuple[str, str]:
    """(easy/medium/hard, the raw value as text): unknown values map to medium; a number of 800 or
    more is read as a Codeforces rating."""
    text = "" if raw is None else str(raw).strip()
    if text.isdigit() and int(text) >= 800:
        return rating_level(int(text)), text
    return table.get(text.lower().replace(" ", "_").replace("-", "_"), "medium"), text


def rating_level(rating: float) -> str:
    """A Codeforces rating as easy (< 1400), medium (< 2000) or hard."""
    return "easy" if rating < 1400 else "medium" if rating < 2000 else "hard"


# ---------------------------------------------------------------- statements

_INTERACTIVE = (
    re.compile(r"\bthis\s+(?:is\s+)?(?:an?\s+)?interactive\s+(?:problem|task)", re.I),
    re.compile(r"(?<!not an )(?<!not a )\binteractive\s+(?:problem|task)\b", re.I),
    re.compile(r"\binteractor\b", re.I),
    re.compile(r"^[\s#*=\-]*interaction(?:\s+protocol)?[\s#*=\-]*$", re.I | re.M),
    re.compile(r"\b(?:flush|fflush)\b[^.\n]{0,80}\b(?:output|stdout|buffer)\b[^\n]{0,200}\bquer(?:y|ies)\b", re.I),
)
_ANY_OF = r"(?:of\s+them|of\s+those|of\s+these|one|valid|possible|correct|such|optimal|suitable|solution|answer)"
_MANY_ANSWERS = (
    re.compile(r"\b(?:print|output|return|display|write|find)\s+(?:out\s+)?any\s+" + _ANY_OF + r"\b", re.I),
    re.compile(r"\b(?:multiple|several|many|more\s+than\s+one)\s+(?:possible\s+|valid\s+|correct\s+|optimal\s+)?"
               r"(?:answers|solutions|outputs|ways|arrays|strings|sequences|permutations)\b[^.]{0,60}\bany\b", re.I),
    re.compile(r"\bany\s+(?:of\s+them|one\s+of\s+them|valid\s+\w+|correct\s+\w+)\s+(?:is|will\s+be)\s+accepted", re.I),
    re.compile(r"\b(?:print|output|return)\b[^.\n]{0,60}\bin\s+any\s+order\b", re.I),
    re.compile(r"\bspecial\s+judge\b|\bchecker\s+will\s+accept\b", re.I),
)
_ANY_CASE = (  # about the output: "case-insensitive" alone often describes how the input is read
    re.compile(r"\b(?:print|output|write|answer)\w*\b[^.\n]{0,120}\bin\s+any\s+(?:letter\s+)?(?:case|register)\b", re.I),
    re.compile(r"\b(?:output|answer|checker|judge|comparison)\b[^.\n]{0,60}\bcase[- ]insensitive\b", re.I),
    re.compile(r"\bcase[- ]insensitive\b[^.\n]{0,40}\b(?:output|answer|check\w*)\b", re.I),
    re.compile(r"\brecogni[sz]ed\s+as\s+(?:a\s+)?(?:positive|negative)\s+(?:answer|response)", re.I),
)
#: how statements write the bound after "absolute or relative error": 10^{-6}, 10^(-6), 10**-6,
#: 10<sup>-6</sup>, 1e-6, 10-6 (a superscript lost with the markup), 0.000001
_TOLERANCE_FORMS = (
    (re.compile(r"\b10\s*(?:\^|\*\*)\s*[{(]?\s*[-\u2212]\s*(\d{1,2})\b"), True),
    (re.compile(r"\b10\s*<sup>\s*[-\u2212]\s*(\d{1,2})\b"), True),
    (re.compile(r"\b1(?:\.0*)?\s*[eE]\s*[-\u2212]\s*(\d{1,2})\b"), True),
    (re.compile(r"\b10\s*[-\u2212]\s*(\d{1,2})\b"), True),
    (re.compile(r"\b(0\.0*1)\b"), False),
)
_ERROR_MENTION = re.compile(r"\b(?:absolute|relative)\s+(?:or\s+(?:absolute|relative)\s+)?error\b", re.I)


def _found(patterns: Iterable[re.Pattern[str]], text: str) -> str | None:
    for pattern in patterns:
        match = pattern.search(text)
        if match is not None:
            return " ".join(match.group(0).split())[:120]
    return None


def _stated_tolerance(text: str) -> float:
    """The first error bound written in ``text``, else 1e-6."""
    found = []
    for pattern, exponent in _TOLERANCE_FORMS:
        match = pattern.search(text)
        if match is not None:
            value = 10.0 ** -int(match.group(1)) if exponent else float(match.group(1))
            found.append((match.start(), value))
    tolerance = min(found)[1] if found else 1e-6
    return tolerance if 0 < tolerance < 1 else 1e-6


def statement_flags(statement: str) -> dict[str, str]:
    """``interactive`` / ``multiple_answers`` flags the statement calls for, each with the
    phrase that shows it (see the module docstring for what this cannot see)."""
    flags = {}
    phrase = _found(_INTERACTIVE, statement)
    if phrase is not None:
        flags["interactive"] = f"the statement describes an interactive judge ({phrase!r}): a fixed output cannot judge it"
    phrase = _found(_MANY_ANSWERS, statement)
    if phrase is not None:
        flags["multiple_answers"] = f"the statement accepts any of several answers ({phrase!r}): a fixed output cannot judge it"
    return flags


def statement_judge(statement: str) -> dict[str, Any] | None:
    """The row's ``judge`` for stdin programs: ``ignore_case`` where the statement lets letters be
    printed in any case, ``float_tolerance`` where it accepts an absolute or relative error (the
    stated bound, 1e-6 when none is readable); None for the default exact token comparison."""
    judge: dict[str, Any] = {}
    if _found(_ANY_CASE, statement) is not None:
        judge["ignore_case"] = True
    mention = _ERROR_MENTION.search(statement)
    if mention is not None:
        judge["float_tolerance"] = _stated_tolerance(statement[mention.end():mention.end() + 200])
    return judge or None


# ---------------------------------------------------------------- code and tests


def fenced_code(text: Any) -> str:
    """The Python code of a solution given as Markdown (```python ... ```), or as bare code;
    "" when its only fenced blocks are in another language."""
    if not isinstance(text, str) or not text.strip():
        return ""
    found = extract_code(text)
    if found.blocks and not found.python_blocks:
        return ""
    return found.code


_DEF = re.compile(r"^[ \t]*def[ \t]+([A-Za-z_]\w*)[ \t]*\(", re.M)


def starter_function(starter_code: str) -> str:
    """The name of the first function (or ``Solution`` method) a starter stub defines, else "".
    Read by pattern: a stub (``def f(self, x: int) -> int:`` with no body) does not parse."""
    match = _DEF.search(starter_code or "")
    return match.group(1) if match else ""


#: builtins only Python 2 has: a solution that uses one without defining it is Python 2 code that
#: happens to parse (``n = int(raw_input())``)
PYTHON2_NAMES = frozenset({"raw_input", "xrange", "unichr", "unicode", "long", "basestring", "reduce", "cmp",
                           "execfile", "file", "reload", "intern", "apply", "buffer", "coerce"})


def _python2_name(tree: ast.AST) -> str | None:
    """A Python-2-only builtin the code reads without defining it, else None."""
    read: set[str] = set()
    defined: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else defined).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            defined.add(node.name)
        elif isinstance(node, ast.alias):
            defined.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, ast.arg):
            defined.add(node.arg)
    return next(iter(sorted((read & PYTHON2_NAMES) - defined)), None)


def python3_reference(solutions: Iterable[Any]) -> tuple[str, str]:
    """(the first solution that is Python 3, else ""; why there is none, else ""). Python 3 means:
    it parses, and reads no Python-2-only builtin it does not define."""
    seen = 0
    for code in solutions:
        if not isinstance(code, str) or not code.strip():
            continue
        seen += 1
        tree = Snippet.parse(code).tree
        if tree is not None and _python2_name(tree) is None:
            return code, ""
    if seen:
        return "", (f"none of the dataset's {seen} solution(s) is Python 3 (each fails to parse or uses a "
                    "Python 2 builtin such as raw_input or xrange)")
    return "", "the dataset gives no Python solution"


def _lines(value: Any, field: str) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(line, str) for line in value):
        return "\n".join(value)
    raise ImportRowError(f"{field}: a test's input and output must be text, got {type(value).__name__}")


def stdio_cases(inputs: Any, outputs: Any, field: str) -> list[dict[str, str]]:
    """``[{"stdin", "stdout"}]`` from parallel input/output lists; the text is kept as it is
    (trailing spaces, no final newline): the judge compares tokens."""
    if inputs is None and outputs is None:
        return []
    if not isinstance(inputs, list) or not isinstance(outputs, list):
        raise ImportRowError(f"{field}: inputs and outputs must be lists")
    if len(inputs) != len(outputs):
        raise ImportRowError(f"{field}: {len(inputs)} inputs but {len(outputs)} outputs")
    return [{"stdin": _lines(i, field), "stdout": _lines(o, field)} for i, o in zip(inputs, outputs)]


def call_tests(fn_name: str, inputs: Any, outputs: Any, field: str) -> dict[str, Any]:
    """The ``call`` layout ``{"fn_name", "inputs", "outputs"}`` (one argument list per case)."""
    if not isinstance(inputs, list) or not isinstance(outputs, list):
        raise ImportRowError(f"{field}: inputs and outputs must be lists")
    if len(inputs) != len(outputs):
        raise ImportRowError(f"{field}: {len(inputs)} inputs but {len(outputs)} outputs")
    if not all(isinstance(args, list) for args in inputs):
        raise ImportRowError(f"{field}: each input of a call test must be a list of arguments")
    return {"fn_name": fn_name, "inputs": inputs, "outputs": outputs}


def tests_from_input_output(io: Any, field: str = "input_output") -> tuple[Any, str]:
    """(tests, entry point) from APPS's / TACO's ``input_output`` object: the ``call`` layout when
    it names a function, else stdio cases."""
    if io is None:
        return [], ""
    if not isinstance(io, dict):
        raise ImportRowError(f"{field}: expected an object with inputs and outputs, got {type(io).__name__}")
    inputs, outputs = io.get("inputs"), io.get("outputs")
    fn_name = io.get("fn_name")
    if isinstance(fn_name, str) and fn_name.strip():
        return call_tests(fn_name.strip(), inputs, outputs, field), fn_name.strip()
    return stdio_cases(inputs, outputs, field), ""


def solutions_list(value: Any, field: str = "solutions") -> list[Any]:
    """A decoded list of solutions (APPS, TACO); [] when absent."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ImportRowError(f"{field}: expected a list of solutions, got {type(value).__name__}")
    return value


def test_count(tests: Any) -> int:
    """How many cases ``tests`` hold (stdio list, call layout or test code: 1 when non-empty)."""
    if isinstance(tests, list):
        return len(tests)
    if isinstance(tests, dict):
        return len(tests.get("inputs") or [])
    return 1 if isinstance(tests, str) and tests.strip() else 0


# ---------------------------------------------------------------- the row


def row_id(source: str, source_id: Any, row: Mapping[str, Any]) -> str:
    """``<source>/<split>/<id>`` when the row carries its split (``split``), else ``<source>/<id>``."""
    split = row.get("split")
    own = str(source_id).strip()
    if not own:
        raise ImportRowError("the row has no id")
    return f"{source}/{split}/{own}" if isinstance(split, str) and split.strip() else f"{source}/{own}"


def make_row(
    *,
    source: str,
    source_id: Any,
    row: Mapping[str, Any],
    statement: str,
    tests: Any,
    hidden_tests: Any = None,
    category: str = "competitive programming",
    subcategory: str = "",
    difficulty: tuple[str, str] = ("medium", ""),
    starter_code: str = "",
    reference_solution: str = "",
    entry_point: str = "",
    limits: Mapping[str, float] | None = None,
    judge: Mapping[str, Any] | None = None,
    flags: Mapping[str, str] | None = None,
    no_reference_reason: str = "the dataset gives no Python solution",
    quality_profile: str | None = "competitive",
) -> dict[str, Any]:
    """One imported problem row; ``ImportRowError`` when it has no statement or no test."""
    if not isinstance(statement, str) or not statement.strip():
        raise ImportRowError("the row has no problem statement")
    hidden = [] if hidden_tests is None else hidden_tests
    if test_count(tests) + test_count(hidden) == 0:
        raise ImportRowError("the row has no test case")
    if test_count(tests) == 0:  # one set only: it is the visible one
        tests, hidden = hidden, []
    all_flags = dict(flags or {})
    if not reference_solution.strip():
        reference_solution = ""
        all_flags.setdefault("no_reference", no_reference_reason)
    level, raw_level = difficulty
    problem: dict[str, Any] = {
        "id": row_id(source, source_id, row),
        "source": source,
        "source_id": str(source_id),
        "source_difficulty": raw_level,
        "category": category.strip() or "competitive programming",
        "subcategory": subcategory,
        "difficulty": level,
        "statement": statement,
        "starter_code": starter_code or "",
        "reference_solution": reference_solution,
        "entry_point": entry_point,
        "tests": tests,
        "hidden_tests": hidden,
    }
    if limits:
        problem["limits"] = dict(limits)
    if judge:
        problem["judge"] = dict(judge)
    if all_flags:
        problem["flags"] = all_flags
    if quality_profile:
        problem["quality_profile"] = quality_profile
    return problem
