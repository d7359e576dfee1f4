"""``codereward problems import``: every source kind read alike, rows that cannot be problems
kept with their reasons, an interrupted run resumed without losing or repeating a row, Ray
Data giving the local engine's rows; ``problems validate`` on imported rows, per source."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from codereward.cli.main import main
from codereward.corpus.problem_import import import_problems
from codereward.jsonl import loads, read_jsonl

SRC = Path(__file__).resolve().parents[1] / "src"
FIXTURES = Path(__file__).resolve().parent / "data" / "importers"


def apps_row(i: int) -> dict:
    """A row as ``codeparrot/apps`` publishes it: solutions and input_output are JSON text
    (compact or indented), the split a column of the exported file."""
    if i % 10 == 3:  # call-based: fn_name decides the kind
        io = {"fn_name": "add", "inputs": [[i, 1], [2, 3]], "outputs": [[i + 1], [5]]}
        solutions = ["def add(a, b):\n    return a + b\n"]
    else:
        io = {"inputs": [f"{i} 4\n", "1 1\n"], "outputs": [f"{i + 4}\n", "2"]}
        solutions = ["a, b = map(int, input().split())\nprint(a + b)\n"]
    return {"problem_id": i, "split": "test", "question": f"Read two integers and print their sum ({i}).",
            "solutions": json.dumps(solutions, indent=2 if i % 2 else None), "input_output": json.dumps(io),
            "difficulty": ("introductory", "interview", "competition")[i % 3], "url": f"https://example.org/{i}",
            "starter_code": ""}


def broken_rows() -> list:
    """Rows that cannot be problems: no tests, tests that are not JSON, a row that is not an object."""
    return [{**apps_row(900), "input_output": ""}, {**apps_row(901), "input_output": "{not json"}, [1, 2]]


def write_jsonl(path: Path, rows: list) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_every_source_kind_gives_the_same_rows_and_rejects(tmp_path):
    import datasets

    rows = [apps_row(i) for i in range(30)]
    sources = {
        "jsonl": write_jsonl(tmp_path / "apps.jsonl", rows),
        "json": tmp_path / "apps.json",
        "server": tmp_path / "server.json",
        "parquet": tmp_path / "apps.parquet",
        "datasets": tmp_path / "saved",
    }
    sources["json"].write_text(json.dumps(rows), encoding="utf-8")
    # the datasets server's rows API: {"rows": [{"row_idx": i, "row": {...}}]}
    sources["server"].write_text(json.dumps({"rows": [{"row_idx": i, "row": r, "truncated_cells": []}
                                                     for i, r in enumerate(rows)]}), encoding="utf-8")
    pq.write_table(pa.Table.from_pylist(rows), sources["parquet"])
    datasets.Dataset.from_list(rows).save_to_disk(str(sources["datasets"]))
    found = {}
    for kind, source in sources.items():
        out = tmp_path / f"{kind}.out.jsonl"
        summary = import_problems("apps", [str(source)], out, trusted=True)
        found[kind] = out.read_text(encoding="utf-8")
        assert summary.sources[str(source)].imported == 30
    assert len(set(found.values())) == 1, "each source kind must give the same problem rows"
    problems = [loads(line) for line in found["jsonl"].splitlines()]
    assert [p["id"] for p in problems[:2]] == ["apps/test/0000", "apps/test/0001"]
    assert problems[3]["tests"]["fn_name"] == "add" and problems[3]["entry_point"] == "add"
    assert {p["source"] for p in problems} == {"apps"}


def test_score_reads_a_json_document_as_it_reads_json_lines(tmp_path):
    from codereward.corpus.inputs import discover, read_batches

    rows = [{"content": "x = 1\n", "n": 1}, {"content": "def f():\n    pass\n", "n": 2}, {"content": "y = 2\n", "n": None}]
    write_jsonl(tmp_path / "rows.jsonl", rows)
    (tmp_path / "rows.json").write_text(json.dumps({"data": rows}), encoding="utf-8")
    (tmp_path / "lines.json").write_text((tmp_path / "rows.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    tables = [[(t.to_pylist(), e) for t, e in read_batches(shard, 2)]
              for shard in discover([str(tmp_path / name) for name in ("rows.jsonl", "rows.json", "lines.json")])]
    assert tables[0] == tables[1] == tables[2] and sum(len(t) for t, _ in tables[0]) == 3


def test_rejected_rows_are_kept_with_their_reasons_and_counted(tmp_path, capsys):
    source = write_jsonl(tmp_path / "apps.jsonl", [apps_row(0), *broken_rows(), apps_row(0), apps_row(1)])
    with (tmp_path / "apps.jsonl").open("a", encoding="utf-8") as handle:
        handle.write("{cut short\n")
    out = tmp_path / "problems.jsonl"
    assert main(["problems", "import", "apps", str(source), "--out", str(out), "--rejects", str(tmp_path / "no.jsonl")]) == 0
    assert [r["id"] for r in read_jsonl(out)] == ["apps/test/0000", "apps/test/0001"]
    rejects = read_jsonl(tmp_path / "no.jsonl")
    assert [r["index"] for r in rejects] == [1, 2, 3, 4, 6]
    assert all(r["source"] == str(source) and r["file"] == str(source.resolve()) and r["reason"] for r in rejects)
    assert "duplicate id" in rejects[3]["reason"] and "apps/test/0000" in rejects[3]["reason"]
    assert "not JSON" in rejects[4]["reason"]
    printed = capsys.readouterr().out
    assert f"{source}: 2 imported (0 by an earlier run), 5 rejected" in printed
    assert "rejected, duplicate id: 1" in printed


def test_a_resumed_run_repairs_a_cut_line_and_writes_each_row_once(tmp_path):
    """Without a checkpoint (a file cut by hand): every row converted again, skipped by id."""
    rows = [apps_row(i) for i in range(10_000)] + broken_rows()
    source = write_jsonl(tmp_path / "apps.jsonl", rows)
    whole = tmp_path / "whole.jsonl"
    first = import_problems("apps", [str(source)], whole, trusted=True)
    assert first.sources[str(source)].imported == 10_000
    assert sum(first.sources[str(source)].rejected.values()) == 3
    expected = whole.read_bytes()
    # a run killed while writing: rows then half a line, and a rejects file cut short too
    cut = tmp_path / "cut.jsonl"
    cut.write_bytes(expected[: expected.index(b"\n", len(expected) // 2) + 40])
    (tmp_path / "cut.rejects.jsonl").write_bytes((tmp_path / "whole.rejects.jsonl").read_bytes()[:30])
    again = import_problems("apps", [str(source)], cut, trusted=True)
    assert cut.read_bytes() == expected
    assert read_jsonl(tmp_path / "cut.rejects.jsonl") == read_jsonl(tmp_path / "whole.rejects.jsonl")
    tally = again.sources[str(source)]
    assert 0 < tally.imported < 10_000 and tally.imported + tally.earlier == 10_000
    # once done, a rerun converts nothing (the checkpoint) and counts the same
    planned = []
    rerun = import_problems("apps", [str(source)], cut, trusted=True,
                            progress=lambda todo, done: planned.append((todo, done)) or (lambda rows: None))
    assert planned == [(0, 10_003)]
    assert rerun.to_json()["sources"] == again.to_json()["sources"] | {
        str(source): again.sources[str(source)].to_json() | {"imported": 0, "earlier": 10_000}}
    assert cut.read_bytes() == expected


def test_a_run_killed_by_a_signal_resumes_to_the_same_file(tmp_path, monkeypatch):
    from codereward.corpus import problem_import

    source = write_jsonl(tmp_path / "apps.jsonl", [apps_row(i) for i in range(3_000)] + broken_rows())
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    killed, checkpoint = tmp_path / "killed.jsonl", tmp_path / "killed.progress.json"
    run = subprocess.Popen([sys.executable, "-m", "codereward.cli.main", "problems", "import", "apps", str(source),
                            "--out", str(killed)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while not checkpoint.exists() and run.poll() is None and time.monotonic() < deadline:
        time.sleep(0.002)
    run.send_signal(signal.SIGKILL)
    run.wait()
    assert run.returncode == -signal.SIGKILL and killed.read_bytes().count(b"\n") < 3_000, "the kill must land mid-way"
    converted = []

    def counting(fmt, job, start, rows, trusted):
        converted.append(rows)
        return convert_piece(fmt, job, start, rows, trusted)

    convert_piece = problem_import.convert_piece
    monkeypatch.setattr(problem_import, "convert_piece", counting)
    resumed = import_problems("apps", [str(source)], killed, trusted=True)
    monkeypatch.undo()
    clean = tmp_path / "clean.jsonl"
    import_problems("apps", [str(source)], clean, trusted=True)
    assert killed.read_bytes() == clean.read_bytes()
    assert read_jsonl(tmp_path / "killed.rejects.jsonl") == read_jsonl(tmp_path / "clean.rejects.jsonl")
    assert len(read_jsonl(clean)) == 3_000
    assert sum(converted) <= 3_003 - problem_import.PIECE_ROWS, "rows before the checkpoint are not converted again"
    tally = resumed.sources[str(source)]
    assert tally.imported + tally.earlier == 3_000 and sum(tally.rejected.values()) == 3
    # a checkpoint whose output is gone is not trusted: everything is imported again
    expected = clean.read_bytes()
    clean.unlink()
    import_problems("apps", [str(source)], clean, trusted=True)
    assert clean.read_bytes() == expected


def test_limit_and_the_load_dataset_path(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    folder = tmp_path / "hub-like"
    folder.mkdir()
    write_jsonl(folder / "test.jsonl", [apps_row(i) for i in range(12)])
    out = tmp_path / "problems.jsonl"
    assert main(["problems", "import", "apps", "--dataset", str(folder), "--split", "test", "--limit", "5",
                 "--out", str(out)]) == 0
    assert [r["source_id"] for r in read_jsonl(out)] == ["0000", "0001", "0002", "0003", "0004"]
    assert main(["problems", "import", "apps", "--dataset", str(folder), "--split", "test", "--out", str(out)]) == 0
    assert len(read_jsonl(out)) == 12
    assert main(["problems", "import", "apps", "--dataset", str(folder), "--split", "test[:3]", "--out", str(out)]) == 2
    assert main(["problems", "import", "nosuch", str(folder / "test.jsonl"), "--out", str(out)]) == 2
    assert main(["problems", "import", "apps", str(tmp_path / "missing.jsonl"), "--out", str(out)]) == 2


@pytest.fixture(scope="module")
def local_ray():
    """One local Ray of 2 CPUs for the Ray tests (the commands join it instead of starting one)."""
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, object_store_memory=200 * 1024 * 1024)
    yield
    ray.shutdown()


def test_ray_engine_gives_the_local_engines_rows(tmp_path, local_ray, monkeypatch):
    from codereward.corpus import problem_import

    source = write_jsonl(tmp_path / "apps.jsonl", [apps_row(i) for i in range(400)] + broken_rows())
    pq.write_table(pa.Table.from_pylist([apps_row(i) for i in range(2000, 2100)]), tmp_path / "more.parquet")
    sources = [str(source), str(tmp_path / "more.parquet")]
    local = import_problems("apps", sources, tmp_path / "local.jsonl", trusted=True)
    monkeypatch.setattr(problem_import, "PIECE_ROWS", 100)  # pieces of both files in one Ray Data pipeline
    on_ray = import_problems("apps", sources, tmp_path / "ray.jsonl", trusted=True, engine="ray")
    assert (tmp_path / "ray.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()
    assert read_jsonl(tmp_path / "ray.rejects.jsonl") == read_jsonl(tmp_path / "local.rejects.jsonl")
    assert on_ray.to_json() | {"out": "", "rejects": ""} == local.to_json() | {"out": "", "rejects": ""}


def test_validate_on_ray_gives_the_local_verdicts(tmp_path, local_ray, monkeypatch, capsys):
    from codereward.corpus import problem_validate

    imported = validation_rows(tmp_path)
    monkeypatch.setattr(problem_validate, "BATCH_ROWS", 2)  # three batches, on two actors
    assert main(["problems", "validate", str(imported), "--out", str(tmp_path / "local.jsonl")]) == 1
    local = capsys.readouterr().out
    assert main(["problems", "validate", str(imported), "--engine", "ray", "--out", str(tmp_path / "ray.jsonl")]) == 1
    assert capsys.readouterr().out.replace("ray.jsonl", "local.jsonl") == local
    assert read_jsonl(tmp_path / "ray.jsonl") == read_jsonl(tmp_path / "local.jsonl")


# --------------------------------------------------------------------------- problems validate

def validation_rows(tmp_path: Path) -> Path:
    """Imported rows of each verdict: passing, broken tests, interactive (flagged), no reference."""
    good, broken, interactive, bare = apps_row(1), apps_row(2), apps_row(4), apps_row(5)
    broken["input_output"] = json.dumps({"inputs": ["2 4\n", "1 1\n"], "outputs": ["7\n", "2\n"]})
    interactive["question"] = "This is an interactive problem. Guess the number: ask queries and flush the output."
    bare["solutions"] = ""
    source = write_jsonl(tmp_path / "apps.jsonl", [good, broken, interactive, bare, apps_row(3)])
    out = tmp_path / "imported.jsonl"
    import_problems("apps", [str(source)], out, trusted=True)
    return out


def test_validate_reports_each_verdict_per_source_and_flags_broken_rows(tmp_path, capsys):
    from codereward.problems import check_rows

    imported = validation_rows(tmp_path)
    first = loads(imported.read_text(encoding="utf-8").splitlines()[0])
    edited = {**{k: v for k, v in first.items() if k != "tests"}, "id": "apps/test/edited"}  # no tests left
    with imported.open("a", encoding="utf-8") as handle:  # the same row twice: an id must name one row
        handle.write(json.dumps(first) + "\n" + json.dumps(edited) + "\n")
    checked = tmp_path / "checked.jsonl"
    assert main(["problems", "validate", str(imported), "--out", str(checked)]) == 1  # a broken row
    printed = capsys.readouterr().out
    assert "apps: 7 rows: 2 pass, 1 broken, 2 ambiguous, 2 malformed" in printed
    assert "apps/test/0002: reference fails 1/2 visible tests" in printed
    rows = {r["id"]: r for r in read_jsonl(checked)}
    assert len(rows) == 5
    assert "broken_tests" in rows["apps/test/0002"]["flags"]
    assert "interactive" in rows["apps/test/0004"]["flags"] and "no_reference" in rows["apps/test/0005"]["flags"]
    assert "flags" not in rows["apps/test/0001"]  # a call-based row (0003) and a stdin row pass unflagged
    assert "flags" not in rows["apps/test/0003"]
    assert "malformed: apps/test/0001: duplicate id" in printed  # reported on every run, written once
    # a row that breaks the schema is never written: no command could take it
    assert [(r["id"], r["status"]) for r in read_jsonl(tmp_path / "checked.rejects.jsonl")] == [
        ("apps/test/edited", "malformed")]
    assert check_rows(list(rows.values())) == []  # what is written is what every command takes


def test_validate_drop_invalid_keeps_the_passing_rows_and_resumes(tmp_path, capsys):
    imported = validation_rows(tmp_path)
    kept = tmp_path / "kept.jsonl"
    assert main(["problems", "validate", str(imported), "--drop-invalid", "--out", str(kept)]) == 0
    first = capsys.readouterr().out
    assert [r["id"] for r in read_jsonl(kept)] == ["apps/test/0001", "apps/test/0003"]
    dropped = read_jsonl(tmp_path / "kept.rejects.jsonl")
    assert [(r["id"], r["status"]) for r in dropped] == [
        ("apps/test/0002", "broken"), ("apps/test/0004", "ambiguous"), ("apps/test/0005", "ambiguous")]
    # a rerun finds every row done: it runs nothing, writes nothing, and reports the same counts
    before = kept.read_bytes(), (tmp_path / "kept.rejects.jsonl").read_bytes()
    assert main(["problems", "validate", str(imported), "--drop-invalid", "--out", str(kept)]) == 0
    again = capsys.readouterr()
    assert (kept.read_bytes(), (tmp_path / "kept.rejects.jsonl").read_bytes()) == before
    assert "5 rows validated by earlier runs" in again.err
    assert first.splitlines()[0] == again.out.splitlines()[0] == "apps: 5 rows: 2 pass, 1 broken, 2 ambiguous"


def test_validate_refuses_mixed_files_and_write_flags_on_the_shipped_set(tmp_path):
    from codereward.problems import read_rows

    imported = read_jsonl(validation_rows(tmp_path))
    mixed = write_jsonl(tmp_path / "mixed.jsonl", [*imported, read_rows()[0]])
    assert main(["problems", "validate", str(mixed)]) == 2
    assert main(["problems", "validate", "--drop-invalid", "--out", str(tmp_path / "x.jsonl")]) == 2


def test_every_format_imports_into_one_file_and_validates_per_source(tmp_path, capsys):
    """The importers' fixtures (rows shaped as each dataset publishes them), one command per
    format into one file; validation reports each source, and no fixture's reference fails."""
    from codereward.problems.importers import FORMATS

    out = tmp_path / "all.jsonl"
    for fmt in FORMATS:
        assert main(["problems", "import", fmt, str(FIXTURES / f"{fmt}.jsonl"), "--out", str(out)]) == 0
    capsys.readouterr()
    assert main(["problems", "validate", str(out), "--drop-invalid", "--out", str(tmp_path / "good.jsonl")]) == 0
    report = {line.split(":")[0]: line for line in capsys.readouterr().out.splitlines() if not line.startswith(" ")}
    for fmt in FORMATS:
        assert f"{fmt}: " in report[fmt] and " 0 broken" in report[fmt], report[fmt]
    good = read_jsonl(tmp_path / "good.jsonl")
    assert {r["source"] for r in good} >= {"apps", "taco", "kodcode", "verifiable"}
    assert all(not r.get("flags") and r["reference_solution"] for r in good)
