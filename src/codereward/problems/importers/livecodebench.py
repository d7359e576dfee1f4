"""LiveCodeBench code generation (``livecodebench/code_generation`` and
``livecodebench/code_generation_lite`` on the Hugging Face hub).

Fields, as ``lcb_runner/benchmarks/code_generation.py`` reads them:

- ``question_id`` (str: ``"abc301_a"``, ``"1873_A"``, a LeetCode number), ``question_title``,
  ``question_content`` (the statement), ``platform`` (leetcode / codeforces / atcoder),
  ``contest_id``, ``contest_date`` (ISO text), ``starter_code`` (LeetCode's
  ``class Solution`` stub; ``""`` for stdin programs), ``difficulty`` (easy / medium / hard).
- ``public_test_cases`` (**JSON text**): ``[{"input": str, "output": str, "testtype":
  "stdin" | "functional"}]``.
- ``private_test_cases``: the same list as **JSON text** in the first releases; in the lite
  releases **base64 of zlib of a pickle of that JSON text**.
- ``metadata`` (**JSON text**): ``{"func_name": "maxArea"}`` for functional (LeetCode)
  problems, ``{}`` otherwise (a functional row without it takes the name of the ``def`` in its
  starter code).
- No solutions: every row carries ``no_reference``.

Mapping: ``id`` = ``livecodebench/<question_id>``; public tests → ``tests``, private →
``hidden_tests``. ``stdin`` tests become ``stdio`` cases. ``functional`` tests become the
``call`` layout: ``fn_name`` from ``metadata.func_name`` (the ``Solution`` method), each
input line one JSON argument, the output one JSON literal; ``entry_point`` = the name.

Traps: **a pickle is code**. Loading one can run any function its author chose, so the
compressed private tests are decoded only with ``trusted=True`` (a source the user named);
otherwise the row raises ``ImportRowError`` saying so. Even then, the unpickler refuses every
global (class or function reference): LiveCodeBench's pickles hold one string, so nothing
legitimate is lost. Also: integers of thousands of digits in the JSON; a functional input
line holding a JSON string with escaped newlines (split on real newlines only).
"""

from __future__ import annotations

import base64
import binascii
import io
import pickle  # nosec B403 - only the restricted unpickler below, and only for trusted=True
import zlib
from collections.abc import Mapping
from typing import Any

from codereward.jsonl import loads
from codereward.problems.importers.fields import (
    ImportRowError,
    difficulty,
    json_field,
    make_row,
    starter_function,
    statement_flags,
    statement_judge,
    text_field,
)

#: the largest decompressed private-test payload read (the biggest LiveCodeBench rows are far smaller)
MAX_DECOMPRESSED = 1 << 30
_UNTRUSTED = (
    "private_test_cases is compressed (base64 of zlib of a pickle), and a pickle can run code when it "
    "is loaded: it is decoded only from a source you name as trusted (import_row(..., trusted=True), "
    "or the import command's trust option); the plain-JSON releases need no trust"
)


class _NoGlobals(pickle.Unpickler):
    """An unpickler that refuses every global: strings, numbers, lists and dicts only."""

    def find_class(self, module: str, name: str) -> Any:
        raise pickle.UnpicklingError(f"the pickle references {module}.{name}: refused (only plain data is read)")


def decode_private(value: Any, *, trusted: bool) -> list[Any]:
    """The private tests: a list, JSON text of one, or (trusted only) the compressed pickle."""
    if value is None or isinstance(value, list):
        return value or []
    if isinstance(value, bytes):
        value = value.decode("ascii", "replace")
    if not isinstance(value, str):
        raise ImportRowError(f"private_test_cases: expected text, got {type(value).__name__}")
    text = value.strip()
    if not text:
        return []
    if text[:1] in ("[", "{"):
        try:
            decoded = loads(text)
        except ValueError as exc:
            raise ImportRowError(f"private_test_cases: not JSON text ({exc})") from None
        return _test_list(decoded, "private_test_cases")
    if not trusted:
        raise ImportRowError(_UNTRUSTED)
    try:
        packed = base64.b64decode(text, validate=True)
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_DECOMPRESSED)
        if inflater.unconsumed_tail:
            raise ImportRowError(f"private_test_cases: more than {MAX_DECOMPRESSED >> 20} MiB once decompressed")
        payload = _NoGlobals(io.BytesIO(raw)).load()  # nosec B301 - trusted source, globals refused
    except (binascii.Error, zlib.error, pickle.UnpicklingError, EOFError, ValueError, MemoryError) as exc:
        raise ImportRowError(f"private_test_cases: neither JSON nor LiveCodeBench's compressed form ({exc})") from None
    if isinstance(payload, bytes):
        payload = payload.decode("utf-8", "replace")
    if isinstance(payload, str):
        try:
            payload = loads(payload)
        except ValueError as exc:
            raise ImportRowError(f"private_test_cases: the decompressed text is not JSON ({exc})") from None
    return _test_list(payload, "private_test_cases")


def _test_list(value: Any, field: str) -> list[Any]:
    if not isinstance(value, list) or not all(isinstance(item, Mapping) for item in value):
        raise ImportRowError(f"{field}: expected a list of test objects")
    return value


def _argument_lines(text: str, field: str, number: int) -> list[Any]:
    lines = [line for line in text.split("\n") if line.strip()]
    try:
        return [loads(line) for line in lines]
    except ValueError as exc:
        raise ImportRowError(f"{field}[{number}]: a functional input line is not JSON ({exc})") from None


def convert_tests(cases: list[Any], fn_name: str, field: str) -> Any:
    """stdio cases, or the call layout for functional tests."""
    kinds = {str(case.get("testtype", "stdin")) for case in cases}
    if len(kinds) > 1:
        raise ImportRowError(f"{field}: mixes test types {sorted(kinds)}")
    if kinds == {"functional"}:
        if not fn_name:
            raise ImportRowError(f"{field}: functional tests but metadata names no func_name")
        inputs, outputs = [], []
        for number, case in enumerate(cases):
            if not isinstance(case.get("input"), str) or not isinstance(case.get("output"), str):
                raise ImportRowError(f"{field}[{number}]: input and output must be text")
            inputs.append(_argument_lines(case["input"], field, number))
            try:
                outputs.append(loads(case["output"]))
            except ValueError as exc:
                raise ImportRowError(f"{field}[{number}]: the output is not a JSON literal ({exc})") from None
        return {"fn_name": fn_name, "inputs": inputs, "outputs": outputs}
    if kinds and kinds != {"stdin"}:
        raise ImportRowError(f"{field}: unknown test type {kinds.pop()!r}")
    stdio = []
    for number, case in enumerate(cases):
        if not isinstance(case.get("input"), str) or not isinstance(case.get("output"), str):
            raise ImportRowError(f"{field}[{number}]: input and output must be text")
        stdio.append({"stdin": case["input"], "stdout": case["output"]})
    return stdio


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One LiveCodeBench row as a problem row."""
    metadata = json_field(row, "metadata", default={})
    fn_name = metadata.get("func_name") if isinstance(metadata, Mapping) else None
    fn_name = fn_name.strip() if isinstance(fn_name, str) and fn_name.strip() else ""
    fn_name = fn_name or starter_function(text_field(row, "starter_code"))
    public = _test_list(json_field(row, "public_test_cases", default=[]), "public_test_cases")
    private = decode_private(row.get("private_test_cases"), trusted=trusted)
    tests = convert_tests(public, fn_name, "public_test_cases")
    hidden = convert_tests(private, fn_name, "private_test_cases")
    if isinstance(tests, dict) != isinstance(hidden, dict) and public and private:
        raise ImportRowError("public and private tests are of different types")
    statement = text_field(row, "question_content")
    call = isinstance(tests, dict) or isinstance(hidden, dict)
    return make_row(
        source="livecodebench",
        source_id=text_field(row, "question_id").strip() or index,
        row=row,
        statement=statement,
        tests=tests if public else [],
        hidden_tests=hidden if private else [],
        subcategory=text_field(row, "platform"),
        difficulty=difficulty(row.get("difficulty")),
        starter_code=text_field(row, "starter_code"),
        entry_point=fn_name if call else "",
        judge=None if call else statement_judge(statement),
        flags=statement_flags(statement),
        no_reference_reason="LiveCodeBench gives no solutions",
    )
