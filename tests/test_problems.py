"""The shipped problem set: it validates, loads, splits, exports; bad rows are named."""

import json
from collections import Counter

import pytest

from codereward.cli.main import main
from codereward.problems import CATEGORIES, SchemaError, check_rows, load_problems, load_rows, read_rows
from codereward.problems.similarity import nearest_pairs
from codereward.problems.split import assign_splits
from codereward.problems.validate import validate


@pytest.fixture(scope="module")
def rows():
    return read_rows()


def test_the_shipped_set_passes_validation_in_the_sandbox(rows):
    result = validate(rows)
    assert result.ok, "\n".join(result.errors)
    assert result.quality_share >= 0.9


def test_two_hundred_problems_eight_per_category_split_160_40(rows):
    assert len(rows) == 200
    assert Counter(r["category"] for r in rows) == {c: 8 for c in CATEGORIES}
    assert Counter(r["split"] for r in rows) == {"train": 160, "validation": 40}
    for category in CATEGORIES:
        splits = {r["split"] for r in rows if r["category"] == category}
        difficulties = {r["difficulty"] for r in rows if r["category"] == category}
        assert splits == {"train", "validation"}, category
        assert len(difficulties) >= 2, category


def test_the_split_is_reproducible(rows):
    again = assign_splits([{k: v for k, v in r.items() if k != "split"} for r in rows])
    assert [r["split"] for r in again] == [r["split"] for r in rows]


def test_load_problems_gives_a_dataset_with_chat_prompts():
    ds = load_problems("validation")
    assert len(ds) == 40
    prompt = ds[0]["prompt"]
    assert [m["role"] for m in prompt] == ["system", "user"]
    assert "```python" in prompt[1]["content"] and ds[0]["entry_point"] in prompt[1]["content"]
    assert json.loads(ds[0]["tests"])[0]["call"]


def test_schema_errors_name_the_row_and_the_field(rows):
    broken = [dict(rows[0]), {**rows[1], "difficulty": "brutal"}, {**rows[2], "tests": rows[2]["tests"][:2]}]
    del broken[0]["entry_point"]
    errors = check_rows(broken)
    assert any(e.startswith(f"row 1 ({rows[0]['id']}): entry_point: missing") for e in errors)
    assert any(e.startswith(f"row 2 ({rows[1]['id']}): difficulty:") for e in errors)
    assert any(e.startswith(f"row 3 ({rows[2]['id']}): tests: 2 cases") for e in errors)


def test_a_bad_file_is_a_clear_error(tmp_path, capsys):
    path = tmp_path / "p.jsonl"
    path.write_text('{"id": "x"}\nnot json\n')
    with pytest.raises(SchemaError, match=r"p.jsonl: line 2: not JSON"):
        load_rows(path=path)
    assert main(["problems", "stats", str(path)]) == 2


def test_near_duplicates_are_found_even_when_renamed(rows):
    copy = dict(rows[0], id="copy-01", reference_solution=rows[0]["reference_solution"].replace(rows[0]["entry_point"], "renamed_fn"))
    _, duplicates = nearest_pairs([rows[0], copy, rows[50]])
    assert [(p.a, p.b) for p in duplicates] == [tuple(sorted((rows[0]["id"], "copy-01")))]


def test_validation_catches_a_wrong_reference_and_a_passing_bug_starter(rows):
    bug = next(r for r in rows if r["category"] == "off by one")
    wrong = dict(bug, id="wrong-ref", reference_solution=bug["starter_code"])
    fixed = dict(bug, id="fixed-starter", starter_code=bug["reference_solution"])
    result = validate([wrong, fixed], require_split=False)
    assert any("reference fails" in e for e in result.errors)
    assert any("starter of a bug category passes" in e for e in result.errors)


def test_stats_and_plot(tmp_path, capsys):
    png = tmp_path / "stats.png"
    assert main(["problems", "stats", "--plot", str(png)]) == 0
    out = capsys.readouterr().out
    assert "200 problems" in out and "mean quality: starter" in out
    assert "source: codereward 200" in out and "test kind: structured 200" in out and "flagged: 0" in out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_export_verl_layout(tmp_path):
    import pyarrow.parquet as pq

    assert main(["problems", "export", "--format", "verl", "--out", str(tmp_path)]) == 0
    table = pq.read_table(tmp_path / "train.parquet").to_pylist()
    assert len(table) == 160
    row = table[0]
    assert set(row) == {"data_source", "prompt", "ability", "reward_model", "extra_info"}
    truth = json.loads(row["reward_model"]["ground_truth"])
    assert truth["tests"] and truth["entry_point"] == row["extra_info"]["entry_point"]
