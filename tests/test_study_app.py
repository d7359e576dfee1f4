"""The study server over real HTTP (uvicorn on a loopback port), its database, create, stats and export."""

import csv
import json
import re
import sqlite3

import httpx
import pytest

from codereward.cli.main import main
from codereward.study import report
from codereward.study.create import INSTRUCTIONS, StudyInputError, System, create_study, read_completions
from codereward.study.server import running
from codereward.study.stats import cohens_kappa

NAME_A, NAME_B = "QualityModelXQ7", "BaselineModelZK9"
IDS = [f"p{i}" for i in range(6)]


def _systems():
    a = {pid: f"```python\ndef solve_{pid}(x: int) -> int:\n    \"\"\"Double x.\"\"\"\n    return 2 * x\n```" for pid in IDS}
    b = {pid: f"def solve_{pid}(x):\n    y = 0\n    for i in range(2):\n        y = y + x\n    return y\n" for pid in IDS}
    return System(NAME_A, "/secret/path/quality.jsonl", a), System(NAME_B, "/secret/path/base.jsonl", b)


@pytest.fixture
def study(tmp_path):
    a, b = _systems()
    statements = {pid: f"Write `solve_{pid}(x)` returning twice <x> & more." for pid in IDS}
    created = create_study(tmp_path / "s.sqlite", a, b, statements, ["alice", "bob"], overlap=0.5, seed=3)
    return created


def _nonce(html):
    return re.search(r'name="nonce" value="([^"]+)"', html).group(1)


def _progress(html):
    return re.search(r'id="progress"[^>]*>(\d+) of (\d+)<', html).groups()


def _judgements(path):
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute("SELECT j.*, a.name FROM judgements j JOIN annotators a ON a.id = j.annotator_id "
                            "ORDER BY j.id").fetchall()
    finally:
        conn.close()


def test_create_deals_pairs_with_overlap_and_records_the_seed(study):
    assert study.pairs == 6 and study.overlap_pairs == 3
    assert study.assigned == {"alice": 5, "bob": 4} or study.assigned == {"alice": 4, "bob": 5}
    conn = sqlite3.connect(study.path)
    try:
        shared = conn.execute("SELECT pair_id FROM assignments WHERE overlap = 1 GROUP BY pair_id "
                              "HAVING COUNT(*) = 2").fetchall()
        assert len(shared) == 3
        assert conn.execute("SELECT value FROM meta WHERE key='seed'").fetchone()[0] == "3"
        assert dict(conn.execute("SELECT slot, name FROM systems")) == {"a": NAME_A, "b": NAME_B}
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()


def test_create_is_reproducible_from_the_seed(tmp_path):
    a, b = _systems()
    statements = dict.fromkeys(IDS, "s")
    layouts = []
    for name in ("x.sqlite", "y.sqlite"):
        create_study(tmp_path / name, a, b, statements, ["alice", "bob", "carol"], overlap=0.4, seed=11)
        conn = sqlite3.connect(tmp_path / name)
        layouts.append(conn.execute("SELECT annotator_id, pair_id, ord, left_slot, overlap FROM assignments "
                                    "ORDER BY annotator_id, ord").fetchall())
        conn.close()
    assert layouts[0] == layouts[1]
    assert {row[3] for row in layouts[0]} == {"a", "b"}  # both sides are used


def test_create_errors_are_clear(tmp_path):
    a, b = _systems()
    other = System("other", "x", {"zzz": "pass"})
    with pytest.raises(StudyInputError, match="share no problem"):
        create_study(tmp_path / "s.sqlite", a, other, dict.fromkeys(IDS, "s"), ["alice"])
    with pytest.raises(StudyInputError, match="no such completions file"):
        read_completions("m", tmp_path / "missing.jsonl")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"problem_id": "p0", "completion": "x"}\nnot json\n')
    with pytest.raises(StudyInputError, match=r"bad.jsonl: line 2: not JSON"):
        read_completions("m", bad)
    bad.write_text('{"completion": "x"}\n')
    with pytest.raises(StudyInputError, match="no 'problem_id'"):
        read_completions("m", bad)
    with pytest.raises(StudyInputError, match="annotator"):
        create_study(tmp_path / "s.sqlite", a, b, dict.fromkeys(IDS, "s"), [" "])
    create_study(tmp_path / "s.sqlite", a, b, dict.fromkeys(IDS, "s"), ["alice"])
    with pytest.raises(StudyInputError, match="exists"):
        create_study(tmp_path / "s.sqlite", a, b, dict.fromkeys(IDS, "s"), ["alice"])


def test_annotation_over_http(study):
    alice = study.tokens["alice"]
    with running(study.path) as base, httpx.Client(base_url=base, follow_redirects=False, timeout=10) as http:
        page = http.get(f"/a/{alice}")
        assert page.status_code == 200
        html = page.text
        assert INSTRUCTIONS in html
        assert '<span class="label">A</span>' in html and '<span class="label">B</span>' in html
        for secret in (NAME_A, NAME_B, "secret/path", "quality.jsonl"):
            assert secret not in html
        assert "&lt;x&gt; &amp; more" in html  # the statement is escaped
        assert 'class="highlight"' in html  # pygments, server-side
        done, total = _progress(html)
        assert (done, total) == ("1", str(study.assigned["alice"]))

        nonce = _nonce(html)
        first = http.post(f"/a/{alice}/choose", data={"nonce": nonce, "choice": "left", "elapsed_ms": "1234"})
        assert first.status_code == 303 and first.headers["location"] == f"/a/{alice}"
        # the same item again (double click, resubmitted form): counted once, the first answer stands
        again = http.post(f"/a/{alice}/choose", data={"nonce": nonce, "choice": "right"},
                          headers={"accept": "application/json"})
        assert again.json()["status"] == "duplicate"
        rows = _judgements(study.path)
        assert len(rows) == 1
        row = rows[0]
        assert row["chosen_position"] == "left" and row["chosen_slot"] == row["left_slot"]
        assert row["seconds"] == pytest.approx(1.234) and row["skipped"] == 0 and row["name"] == "alice"

        second = http.get(f"/a/{alice}").text
        assert _progress(second)[0] == "2" and _nonce(second) != nonce
        skip = http.post(f"/a/{alice}/choose", data={"nonce": _nonce(second), "choice": "skip"},
                         headers={"accept": "application/json"}).json()
        assert skip["status"] == "recorded" and skip["done"] == 2
        rows = _judgements(study.path)
        assert rows[-1]["skipped"] == 1 and rows[-1]["chosen_slot"] is None and rows[-1]["seconds"] is not None
        third_nonce = _nonce(http.get(f"/a/{alice}").text)
        assert third_nonce not in (nonce, _nonce(second))  # a skip is final: not offered again

        # bad requests are refused without writing anything
        assert http.get("/a/not-a-token").status_code == 404
        assert "not valid" in http.get("/a/not-a-token").text
        assert http.post("/a/not-a-token/choose", data={"nonce": nonce, "choice": "left"}).status_code == 404
        assert http.post(f"/a/{alice}/choose", data={"nonce": third_nonce, "choice": "maybe"}).status_code == 400
        bob_nonce = _nonce(http.get(f"/a/{study.tokens['bob']}").text)
        assert http.post(f"/a/{alice}/choose", data={"nonce": bob_nonce, "choice": "left"}).status_code == 400
        assert len(_judgements(study.path)) == 2

    # restart: a new app on the same file resumes at the next pair and has lost nothing
    with running(study.path) as base, httpx.Client(base_url=base, follow_redirects=True, timeout=10) as http:
        html = http.get(f"/a/{alice}").text
        assert _progress(html)[0] == "3" and _nonce(html) == third_nonce
        assert len(_judgements(study.path)) == 2
        for _ in range(study.assigned["alice"] - 2):
            html = http.post(f"/a/{alice}/choose", data={"nonce": _nonce(html), "choice": "right"}).text
        assert 'id="finished"' in html and "thank you" in html.lower()
        assert 'id="finished"' in http.get(f"/a/{alice}").text
        assert 'id="progress"' in http.get(f"/a/{study.tokens['bob']}").text  # bob is not affected


def test_json_body_is_accepted_too(study):
    bob = study.tokens["bob"]
    with running(study.path) as base, httpx.Client(base_url=base, timeout=10) as http:
        nonce = _nonce(http.get(f"/a/{bob}").text)
        answer = http.post(f"/a/{bob}/choose", json={"nonce": nonce, "choice": "right"},
                           headers={"accept": "application/json"})
        assert answer.json() == {"status": "recorded", "done": 1, "total": study.assigned["bob"], "next": f"/a/{bob}"}


def _judge_everything(study, rule):
    """Answer every assignment through the recording path; rule(annotator, left_slot) -> choice."""
    from codereward.study import db
    from codereward.study.record import record_choice

    conn = db.connect(study.path)
    try:
        for name in study.tokens:
            who = conn.execute("SELECT id FROM annotators WHERE name = ?", (name,)).fetchone()["id"]
            while (item := db.next_assignment(conn, who)) is not None:
                record_choice(conn, who, item["nonce"], rule(name, item["left_slot"]), "2000")
    finally:
        conn.close()


def test_stats_from_the_database(study, tmp_path, capsys):
    # both annotators always choose system a, wherever it is shown
    _judge_everything(study, lambda name, left: "left" if left == "a" else "right")
    stats = report.compute(study.path)
    assert stats["comparisons"] == 9 and stats["skips"] == 0
    pref = {e["system"]: e for e in stats["preference"]}
    assert pref[NAME_A]["wins"] == 9 and pref[NAME_A]["rate"] == 1.0 and pref[NAME_B]["wins"] == 0
    assert pref[NAME_A]["p_value"] == pytest.approx(2 / 2**9)
    lefts = stats["position_bias"]["left"]
    assert lefts + stats["position_bias"]["right"] == 9 and 0 < lefts < 9
    agreement = stats["agreement"]
    assert agreement["pairs"] == 3 and agreement["percent_agreement"] == 1.0
    assert agreement["method"] == "cohen" and agreement["kappa"] is None  # all one label: kappa undefined
    per = {e["annotator"]: e for e in stats["annotators"]}
    assert per["alice"]["wins"][NAME_A] == per["alice"]["judged"] == study.assigned["alice"]
    assert per["alice"]["median_seconds"] == pytest.approx(2.0)

    png = tmp_path / "study.png"
    assert main(["study", "stats", "--db", str(study.path), "--format", "json", "--plot", str(png)]) == 0
    assert json.loads(capsys.readouterr().out)["comparisons"] == 9
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_agreement_kappa_when_annotators_differ(study):
    # alice picks the left side, bob picks the right side: agreement only where their sides differ
    _judge_everything(study, lambda name, left: "left" if name == "alice" else "right")
    agreement = report.compute(study.path)["agreement"]
    assert agreement["method"] == "cohen" and agreement["pairs"] == 3
    conn = sqlite3.connect(study.path)
    sides = conn.execute(
        "SELECT s.pair_id, a.name, s.left_slot FROM assignments s JOIN annotators a ON a.id = s.annotator_id "
        "WHERE s.overlap = 1 ORDER BY s.pair_id, a.name").fetchall()
    conn.close()
    by_pair = {}
    for pair_id, name, left in sides:
        by_pair.setdefault(pair_id, {})[name] = left if name == "alice" else {"a": "b", "b": "a"}[left]
    alice = [c["alice"] for c in by_pair.values()]
    bob = [c["bob"] for c in by_pair.values()]
    assert agreement["percent_agreement"] == pytest.approx(sum(x == y for x, y in zip(alice, bob)) / 3)
    assert agreement["kappa"] == cohens_kappa(alice, bob)


def test_export_csv(study, tmp_path, capsys):
    _judge_everything(study, lambda name, left: "skip" if name == "bob" else "left")
    out = tmp_path / "judgements.csv"
    assert main(["study", "export", "--db", str(study.path), "--out", str(out)]) == 0
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 9
    assert list(rows[0])[:9] == ["annotator", "problem_id", "left_system", "right_system", "chosen_system",
                                 "chosen_position", "seconds", "timestamp", "skipped"]
    for row in rows:
        assert {row["left_system"], row["right_system"]} == {NAME_A, NAME_B}
        assert row["problem_id"] in IDS and row["timestamp"] and float(row["seconds"]) == 2.0
        if row["annotator"] == "alice":
            assert row["skipped"] == "0" and row["chosen_position"] == "left"
            assert row["chosen_system"] == row["left_system"]
        else:
            assert row["skipped"] == "1" and row["chosen_system"] == "" and row["chosen_position"] == ""


def test_cli_create_prints_links_and_refuses_bad_input(tmp_path, capsys):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    problems = tmp_path / "problems.jsonl"
    problems.write_text("".join(json.dumps({"id": pid, "statement": f"task {pid}"}) + "\n" for pid in IDS))
    a.write_text("".join(json.dumps({"problem_id": pid, "completion": f"x = {i}"}) + "\n" for i, pid in enumerate(IDS)))
    b.write_text("".join(json.dumps({"id": pid, "completion": f"y = {i}"}) + "\n" for i, pid in enumerate(IDS[:4])))
    db_path = tmp_path / "study.sqlite"
    args = ["study", "create", "--a", f"m1={a}", "--b", f"m2={b}", "--problems", str(problems),
            "--annotators", "alice,bob", "--out", str(db_path), "--base-url", "http://example.test:9000"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "4 pairs" in out
    assert len(re.findall(r"http://example\.test:9000/a/[\w-]{20,}", out)) == 2
    assert main(args) == 2 and "exists" in capsys.readouterr().err
    assert main([*args[:-2], "--force"]) == 0
    capsys.readouterr()
    missing = ["study", "create", "--a", f"m1={tmp_path / 'nope.jsonl'}", "--b", f"m2={b}",
               "--annotators", "alice", "--out", str(tmp_path / "x.sqlite")]
    assert main(missing) == 2 and "no such completions file" in capsys.readouterr().err
    assert main(["study", "stats", "--db", str(tmp_path / "none.sqlite")]) == 2
    assert main(["study", "export", "--db", str(a), "--out", str(tmp_path / "o.csv")]) == 2
