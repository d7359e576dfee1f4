"""The one JSON input module: JSON Lines files and values kept as JSON text."""

from __future__ import annotations

import gzip

import pytest

from codereward.jsonl import dumps, json_or_text, loads, read_jsonl, resume_rows


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


def test_an_output_cut_short_by_a_kill_is_repaired_for_the_next_writes(tmp_path) -> None:
    path = tmp_path / "out.jsonl"
    assert resume_rows(path) == []  # no file yet: nothing done
    path.write_text('{"id": "a"}\n{"id": "b", "tests": [1, 2', encoding="utf-8")  # half a row
    assert resume_rows(path) == [{"id": "a"}]
    assert path.read_text(encoding="utf-8") == '{"id": "a"}\n'  # the half row is redone by the run
    path.write_text('{"id": "a"}\n{"id": "b"}', encoding="utf-8")  # a whole row, its newline lost
    assert resume_rows(path) == [{"id": "a"}, {"id": "b"}]
    assert path.read_text(encoding="utf-8") == '{"id": "a"}\n{"id": "b"}\n'
    path.write_text('{"id": "a"}\nnot a row\n{"id": "c"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"out.jsonl: line 2: not JSON"):
        resume_rows(path)  # never dropped silently


def test_integers_of_any_length_are_written_and_read_back() -> None:
    row = {"outputs": [10**5000 + 7, -(10**4400)], "small": 3, "flag": True, "text": "caf\u00e9"}
    assert loads(dumps(row)) == row
    assert dumps({"a": 1, "b": "\u00e9"}) == '{"a": 1, "b": "\u00e9"}'
