"""``codereward score`` on datasets: every input kind, bad rows, resume, both engines, ``datasets``."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import ray

from codereward.analyzer import Analyzer
from codereward.cli.main import main
from codereward.config import Config
from codereward.corpus import score_batch, score_corpus
from codereward.corpus.inputs import InputError

_SPEC = importlib.util.spec_from_file_location(
    "stdlib_corpus", Path(__file__).resolve().parent.parent / "benchmarks" / "stdlib_corpus.py")
assert _SPEC is not None and _SPEC.loader is not None
stdlib_corpus = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(stdlib_corpus)

#: (row, the reason it gets) for rows that cannot be analysed as they are
BAD_ROWS = [
    ({"content": "", "id": "empty"}, "empty"),
    ({"content": "Sure! Here is the code you asked for.", "id": "prose"}, "CR001"),
    ({"content": "def f(:\n    pass\n", "id": "syntax"}, "CR001"),
    ({"content": "x = 1\n" * 300_000, "id": "huge"}, "CR004"),
    ({"id": "missing"}, "no value in column 'content'"),
]
CONFIG = Config(empty_module="clean", jobs=2)


@pytest.fixture(scope="module")
def functions():
    return list(stdlib_corpus.functions(60))


@pytest.fixture(scope="module")
def rows(functions):
    good = [{"content": f["content"], "id": f"{f['path']}:{f['name']}", "stars": i} for i, f in enumerate(functions)]
    return good + [row for row, _ in BAD_ROWS]


@pytest.fixture(scope="module")
def expected(rows):
    """The analyzer's own reports for the rows with text, by id."""
    texts = [r for r in rows if isinstance(r.get("content"), str)]
    with Analyzer(CONFIG) as analyzer:
        reports = analyzer.analyze_many([r["content"] for r in texts])
    return {r["id"]: report for r, report in zip(texts, reports)}


def write_jsonl(path: Path, rows: list[dict], extra: str = "") -> Path:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row) + "\n")
        handle.write(extra)
    return path


def write_input(kind: str, folder: Path, rows: list[dict]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    if kind == "jsonl":
        return write_jsonl(folder / "part.jsonl", rows)
    if kind == "jsonl.gz":
        return write_jsonl(folder / "part.jsonl.gz", rows)
    if kind == "parquet":
        pq.write_table(pa.Table.from_pylist(rows), folder / "part.parquet")
        return folder / "part.parquet"
    import datasets

    dataset = datasets.Dataset.from_list(rows)
    if kind == "datasets":
        dataset.save_to_disk(str(folder / "ds"))
    else:  # a DatasetDict: a folder per split
        datasets.DatasetDict({"train": dataset.select(range(30)), "test": dataset.select(range(30, len(rows)))}) \
            .save_to_disk(str(folder / "ds"))
    return folder / "ds"


def read_output(out: Path) -> list[dict]:
    files = sorted(p for p in out.glob("*.parquet"))
    return [row for path in files for row in pq.read_table(path).to_pylist()]


def check_scored(scored: list[dict], rows: list[dict], expected) -> None:
    assert sorted(r["id"] for r in scored) == sorted(r["id"] for r in rows)
    by_id = {r["id"]: r for r in scored}
    for row in rows:
        out = by_id[row["id"]]
        assert out["content"] == row.get("content")  # the input's columns are kept
        if row["id"] in expected and expected[row["id"]].analysable and row["content"].strip():
            report = expected[row["id"]]
            assert out["quality"] == pytest.approx(report.score.overall)
            assert out["reliability"] == pytest.approx(report.score.reliability)
            assert out["finding_count"] == len(report.findings)
            assert sum(json.loads(out["rule_counts"]).values()) == len(report.findings)
            assert out["reason"] is None
    for row, reason in BAD_ROWS:
        assert by_id[row["id"]]["reason"].startswith(reason), (row["id"], by_id[row["id"]]["reason"])
    assert by_id["empty"]["quality"] == 1.0  # an empty module is clean
    assert by_id["huge"]["quality"] == by_id["syntax"]["quality"] == by_id["missing"]["quality"] == 0.0


# --------------------------------------------------------------------------- local engine

@pytest.mark.parametrize("kind", ["jsonl", "jsonl.gz", "parquet", "datasets", "datasetdict"])
def test_local_engine_scores_every_input_kind(kind, tmp_path, rows, expected):
    source = write_input(kind, tmp_path / "in", rows)
    summary = score_corpus([str(source)], tmp_path / "out", CONFIG)
    scored = read_output(tmp_path / "out")
    check_scored(scored, rows, expected)
    assert summary.rows == len(rows) and summary.rows_this_run == len(rows)
    assert summary.top_rules and summary.mean_quality is not None


def test_bad_json_lines_and_values_that_are_not_text_are_rows_with_a_reason(tmp_path):
    source = write_jsonl(tmp_path / "odd.jsonl", [{"content": 42, "meta": [1, 2]}, {"content": "x = 1\n", "meta": "a"}],
                         extra="this is not JSON\n[1, 2]\n\n")
    score_corpus([str(source)], tmp_path / "out", CONFIG)
    scored = read_output(tmp_path / "out")
    assert [r["reason"] for r in scored] == ["not text: int", None, "not JSON: Expecting value",
                                             "expected a JSON object, got list"]
    assert [r["quality"] for r in scored][0] == 0.0 and scored[1]["quality"] > 0
    assert [r["meta"] for r in scored] == ["[1, 2]", "a", None, None]  # a mixed column keeps text, JSON for the rest


def test_min_score_drops_rows_and_says_how_many(tmp_path, rows, expected):
    source = write_input("parquet", tmp_path / "in", rows)
    summary = score_corpus([str(source)], tmp_path / "out", CONFIG.replace(min_score=0.9))
    scored = read_output(tmp_path / "out")
    assert scored and all(r["quality"] >= 0.9 for r in scored)
    assert summary.dropped == len(rows) - len(scored) > 0


def test_full_findings_are_the_analyzers_as_json(tmp_path, rows, expected):
    source = write_input("parquet", tmp_path / "in", rows[:10])
    score_corpus([str(source)], tmp_path / "out", CONFIG.replace(findings="full"))
    for row in read_output(tmp_path / "out"):
        assert json.loads(row["findings"]) == [f.to_json() for f in expected[row["id"]].findings]
    score_corpus([str(source)], tmp_path / "bare", CONFIG.replace(findings="none"))
    assert {"rule_counts", "findings"}.isdisjoint(read_output(tmp_path / "bare")[0])


def interrupted_after(rows: int):
    """A progress callback that presses Ctrl-C once more than ``rows`` rows are done."""
    def start(total: int, skipped: int):
        done = [0]

        def advance(count: int) -> None:
            done[0] += count
            if done[0] > rows:
                raise KeyboardInterrupt
        return advance
    return start


def check_interrupted_and_resumed(tmp_path: Path, rows: list[dict], config: Config, monkeypatch) -> None:
    """Ctrl-C while the second of three shards is written (in batches of 8 rows: one of
    its batches is written, the rest not), then the same run again."""
    from codereward.corpus import local, ray_engine

    monkeypatch.setattr(local, "BATCH_ROWS", 8)
    monkeypatch.setattr(ray_engine, "BATCH_ROWS", 8)
    inputs = [str(write_input("parquet", tmp_path / f"in{i}", rows[i * 20:(i + 1) * 20])) for i in range(3)]
    with pytest.raises(KeyboardInterrupt):
        score_corpus(inputs, tmp_path / "out", config, progress=interrupted_after(20))
    written = sorted(p.name for p in (tmp_path / "out").iterdir() if p.is_file())
    assert len(written) == 1 and written[0].endswith(".parquet")  # the first shard only: no temporary file
    summary = score_corpus(inputs, tmp_path / "out", config)
    assert summary.skipped_shards == 1 and summary.rows_this_run == 40 and summary.rows == 60
    score_corpus(inputs, tmp_path / "fresh", CONFIG)
    assert read_output(tmp_path / "out") == read_output(tmp_path / "fresh")


def test_an_interrupted_run_leaves_no_half_shard_and_the_next_one_resumes(tmp_path, rows, monkeypatch):
    check_interrupted_and_resumed(tmp_path, rows, CONFIG, monkeypatch)


@pytest.mark.parametrize("kind", ["jsonl.gz", "parquet", "datasets"])
def test_a_shard_read_from_any_row_gives_the_same_rows(kind, tmp_path, rows):
    from codereward.corpus.inputs import discover, read_batches

    if kind == "parquet":  # row groups of 16 rows: a piece may start inside one
        tmp_path.joinpath("in").mkdir()
        pq.write_table(pa.Table.from_pylist(rows), tmp_path / "in" / "part.parquet", row_group_size=16)
        source = tmp_path / "in" / "part.parquet"
    else:
        source = write_input(kind, tmp_path / "in", rows)
    shard = discover([str(source)])[0]

    def read(start, limit):
        return [(row, reason) for table, reasons in read_batches(shard, 7, limit, "content", start)
                for row, reason in zip(table.to_pylist(), reasons)]

    whole = read(0, None)
    assert len(whole) == len(rows)
    assert read(20, 13) == whole[20:33] and read(60, None) == whole[60:] and read(len(rows), 5) == []


def test_limit_scores_the_first_rows_under_a_name_of_their_own(tmp_path, rows):
    source = write_input("jsonl", tmp_path / "in", rows)
    summary = score_corpus([str(source)], tmp_path / "out", CONFIG.replace(limit=7))
    assert summary.rows == 7 and [p.name for p in (tmp_path / "out").glob("*.parquet")][0].endswith(".head-7.parquet")
    assert [r["id"] for r in read_output(tmp_path / "out")] == [r["id"] for r in rows[:7]]


def test_unreadable_inputs_are_errors_that_say_why(tmp_path, rows):
    with pytest.raises(InputError, match="no such file"):
        score_corpus([str(tmp_path / "nope.jsonl")], tmp_path / "out", CONFIG)
    with pytest.raises(InputError, match="no file matches"):
        score_corpus([str(tmp_path / "*.parquet")], tmp_path / "out", CONFIG)
    source = write_input("parquet", tmp_path / "in", rows[:3])
    with pytest.raises(InputError, match="no column 'code'.*content"):
        score_corpus([str(source)], tmp_path / "out", CONFIG.replace(column="code"))


# --------------------------------------------------------------------------- the command

def test_the_command_writes_shards_a_summary_and_a_histogram(tmp_path, rows, capsys):
    write_input("parquet", tmp_path / "in" / "a", rows[:30])
    write_input("jsonl.gz", tmp_path / "in" / "b", rows[30:])
    (tmp_path / "pyproject.toml").write_text('[tool.codereward]\nmin-score = 0.5\nfindings = "full"\n')
    code = main(["score", str(tmp_path / "in" / "*" / "part.*"), "--out", str(tmp_path / "out"),
                 "--config", str(tmp_path / "pyproject.toml"), "--jobs", "2"])
    out = capsys.readouterr().out
    assert code == 0
    summary = json.loads((tmp_path / "out" / "_summary.json").read_text())
    assert summary["shards"] == 2 and f"{summary['rows']:,} rows in 2 shards" in out
    assert "dropped by --min-score" in out and summary["dropped"] > 0  # the file's min-score
    assert (tmp_path / "out" / "_quality.png").read_bytes()[:4] == b"\x89PNG"
    assert "findings" in read_output(tmp_path / "out")[0]
    # again, with the output inside the input folder: everything is there already
    (tmp_path / "out").rename(tmp_path / "in" / "out")
    assert main(["score", str(tmp_path / "in"), "--out", str(tmp_path / "in" / "out"), "--min-score", "0.5"]) == 0
    assert "(2 already written, skipped)" in capsys.readouterr().out


def test_the_command_rejects_a_missing_column_and_a_bad_option(tmp_path, rows, capsys):
    source = write_input("parquet", tmp_path / "in", rows[:3])
    assert main(["score", str(source), "--out", str(tmp_path / "out"), "--column", "code"]) == 2
    assert "no column 'code'" in capsys.readouterr().err
    assert main(["score", str(source), "--out", str(tmp_path / "out"), "--min-score", "3"]) == 2
    assert "min-score" in capsys.readouterr().err


# --------------------------------------------------------------------------- --tests

def test_tests_run_reference_solutions_of_problem_and_verl_rows(tmp_path):
    from codereward.problems.dataset import load_rows
    from codereward.problems.export import verl_row

    problems = load_rows("train")[:3]
    wrong = f"def {problems[0]['entry_point']}(*args, **kwargs):\n    return None\n"
    broken = dict(problems[0], id="broken", reference_solution=wrong)
    rows = [*problems, broken, {"id": "no-tests", "reference_solution": "x = 1\n"}]
    pq.write_table(pa.Table.from_pylist([{**{k: v for k, v in r.items() if k != "prompt"},
                                          "tests": json.dumps(r.get("tests")) if r.get("tests") else None,
                                          "hidden_tests": json.dumps(r.get("hidden_tests")) if r.get("tests") else None}
                                         for r in rows]), tmp_path / "problems.parquet")
    summary = score_corpus([str(tmp_path / "problems.parquet")], tmp_path / "out",
                           CONFIG.replace(column="reference_solution", tests=True))
    by_id = {r["id"]: r for r in read_output(tmp_path / "out")}
    assert summary.rows == 5
    for problem in problems:
        row = by_id[problem["id"]]
        assert row["correctness"] == 1.0 and row["tests_total"] == len(problem["tests"]) + len(problem["hidden_tests"])
    assert by_id["broken"]["correctness"] < 1.0
    assert by_id["no-tests"]["correctness"] is None
    # verl's layout: the tests in reward_model.ground_truth, the reference in extra_info
    verl = [verl_row(dict(p, split="train"), i) for i, p in enumerate(problems)]
    pq.write_table(pa.Table.from_pylist(verl), tmp_path / "verl.parquet")
    score_corpus([str(tmp_path / "verl.parquet")], tmp_path / "verl",
                 CONFIG.replace(column="extra_info.reference_solution", tests=True))
    scored = read_output(tmp_path / "verl")
    assert [r["correctness"] for r in scored] == [1.0] * len(problems)
    assert [r["quality"] for r in scored] == [by_id[p["id"]]["quality"] for p in problems]


# --------------------------------------------------------------------------- datasets

def test_the_datasets_batch_function_gives_the_commands_columns(tmp_path, rows):
    import datasets

    texts = [r for r in rows if isinstance(r.get("content"), str) and len(r["content"]) < 100_000]
    source = write_input("datasets", tmp_path / "in", texts)
    score_corpus([str(source)], tmp_path / "out", CONFIG)
    by_command = read_output(tmp_path / "out")
    dataset = datasets.Dataset.from_list(texts)
    mapped = dataset.with_format("arrow").map(score_batch, batched=True, batch_size=16, num_proc=2)
    assert mapped.with_format(None).to_list() == by_command
    as_dicts = dataset.map(score_batch, batched=True, batch_size=16, fn_kwargs={"findings": "none"})
    assert [r["quality"] for r in as_dicts] == [r["quality"] for r in by_command]
    assert "rule_counts" not in as_dicts.column_names


# --------------------------------------------------------------------------- Ray engine

@pytest.fixture(scope="module")
def local_ray():
    """One local Ray of 2 CPUs for every Ray test (the engine joins it instead of starting one)."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, object_store_memory=200 * 1024 * 1024)
    yield
    ray.shutdown()


def test_ray_engine_gives_the_local_engines_rows(tmp_path, rows, expected, local_ray, monkeypatch):
    from codereward.corpus import ray_engine

    # shards of two kinds (and schemas) in one pipeline, each read in pieces of 8 rows
    monkeypatch.setattr(ray_engine, "BATCH_ROWS", 8)
    write_input("parquet", tmp_path / "in" / "a", rows[:40])
    write_input("jsonl", tmp_path / "in" / "b", rows[40:])
    score_corpus([str(tmp_path / "in")], tmp_path / "local", CONFIG)
    summary = score_corpus([str(tmp_path / "in")], tmp_path / "ray", CONFIG.replace(engine="ray"))
    assert summary.rows == len(rows) and summary.shards == 2
    assert read_output(tmp_path / "ray") == read_output(tmp_path / "local")
    check_scored(read_output(tmp_path / "ray"), rows, expected)
    records = [json.loads(p.read_text()) for p in (tmp_path / "ray" / "_shards").glob("*.json")]
    assert [r["engine"] for r in records] == ["ray", "ray"]


def test_ray_engine_resumes_after_an_interrupted_run(tmp_path, rows, local_ray, monkeypatch):
    check_interrupted_and_resumed(tmp_path, rows, CONFIG.replace(engine="ray"), monkeypatch)
