"""The one JSON input module: JSON Lines files and values kept as JSON text."""

from __future__ import annotations

import gzip

import pytest

from codereward.jsonl import json_or_text, loads, read_jsonl


def test_long_integers_are_read_whole() -> None:
    # Python refuses int() on more than 4,300 digits; answers of programming problems run longer.
    digits = "31415926535" * 500
    assert loads(f'{{"expected": {digits}}}')["expected"] % 10**11 == 31415926535
    assert loads(f"[-{digits}]")[0] < 0


def test_json_text_is_decoded_and_other_text_kept() -> None:
    assert json_or_text('  [{"call": "f(1)", "expected": 2}]\n') == [{"call": "f(1)", "expected": 2}]
    assert json_or_text(b'{"fn_name": "f"}') == {"fn_name": "f"}
    assert json_or_text("assert f(1) == 2") == "assert f(1) == 2"
    assert json_or_text("[1, 2") == "[1, 2"  # looks like JSON, is not: unchanged
    assert json_or_text(None) is None
    assert json_or_text([1]) == [1]


def test_a_bad_line_is_named(tmp_path) -> None:
    path = tmp_path / "rows.jsonl.gz"
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write('{"id": 1}\n\n[2]\n')
    with pytest.raises(ValueError, match=r"rows.jsonl.gz: line 3: expected a JSON object"):
        read_jsonl(path)
    path.write_bytes(gzip.compress(b'{"id": 1}\n{"id": 2, "n": ' + b"7" * 5000 + b"}\n"))
    assert [row["id"] for row in read_jsonl(path)] == [1, 2]
