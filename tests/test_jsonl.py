"""The one JSON input module: JSON Lines files and values kept as JSON text."""

from __future__ import annotations

import gzip
import json

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


def test_a_log_cut_by_a_hard_kill_loses_only_its_cut_last_line(tmp_path) -> None:
    from codereward.train.plots import read_metrics

    path = tmp_path / "metrics.jsonl"
    path.write_text('{"step": 1}\n{"step": 2}\n{"step": 3, "lo', encoding="utf-8")
    assert [row["step"] for row in read_metrics(path)] == [1, 2]
    with pytest.raises(ValueError, match=r"metrics.jsonl: line 3: not JSON"):
        read_jsonl(path)  # a file nobody appends to: the cut line is an error
    path.write_text('{"step": 1}\n{"step": 2, "lo\n{"step": 3}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"metrics.jsonl: line 2: not JSON"):
        read_metrics(path)  # a bad line inside the file is no cut tail
    assert read_metrics(tmp_path / "no-run-yet.jsonl") == []


def test_values_kept_as_json_text_decode_alike_everywhere() -> None:
    from codereward.corpus.correctness import problem_of
    from codereward.integrations.openrlhf import resolve_label
    from codereward.integrations.verl import problem_from_ground_truth

    digits = "9" * 5000
    truth = f'{{"tests": [{{"call": "f()", "expected": {digits}}}], "entry_point": "f"}}'
    assert problem_from_ground_truth(truth)["tests"][0]["expected"] == 10**5000 - 1
    assert problem_from_ground_truth("assert f() == 1") == {"tests": "assert f() == 1"}
    assert problem_from_ground_truth("[1, 2") == {"tests": "[1, 2"}  # not JSON: test code, which will not parse
    # verl's columns as JSON Lines keep them: nested objects as JSON text
    row = {"reward_model": json.dumps({"ground_truth": truth}),
           "extra_info": json.dumps({"reference_solution": "def f():\n    return 1\n"})}
    problem = problem_of(row)
    assert problem["entry_point"] == "f" and problem["reference_solution"].startswith("def f")
    # an OpenRLHF label's tests kept as the JSON text of an object: decoded, then refused as what they are
    label = {"tests": '{"inputs": ["1"], "outputs": ["1"]}', "entry_point": "f"}
    assert resolve_label(label) == (None, "label: tests must be a list of cases or test code, got dict")


def test_every_json_input_reads_integers_of_any_length(tmp_path, capsys) -> None:
    from codereward.cli.main import main
    from codereward.serve import parse_request

    digits = "9" * 5000
    _, _, labels = parse_request(f'{{"query": ["a"], "labels": [{{"tests": [{{"expected": {digits}}}]}}]}}'.encode())
    assert labels[0]["tests"][0]["expected"] == 10**5000 - 1
    problem, answer = tmp_path / "problem.json", tmp_path / "answer.txt"
    problem.write_text(f'{{"tests": [{{"call": "f() % 7", "expected": {(10**5000 - 1) % 7}}}, '
                       f'{{"call": "f()", "expected": {digits}}}], "entry_point": "f"}}', encoding="utf-8")
    answer.write_text("```python\ndef f():\n    return 10**5000 - 1\n```\n", encoding="utf-8")
    assert main(["reward", "--problem", str(problem), "--completion", str(answer)]) == 0
    assert json.loads(capsys.readouterr().out)["tests"]["total"] == 2


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
