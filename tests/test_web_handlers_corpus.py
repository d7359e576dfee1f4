"""The web-handler security corpus is whole, and the scorecard scores it as documented."""

from __future__ import annotations

import ast
import base64
import configparser
import difflib
import json
import sys
import textwrap
import types
from collections import Counter
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import security_scorecard as scorecard  # noqa: E402

sys.path.insert(0, str(BENCHMARKS / "web_handlers_build"))
import handler_render  # noqa: E402
import write_corpus  # noqa: E402

CORPUS = BENCHMARKS / "web_handlers"


@pytest.fixture(scope="module")
def labels() -> list[scorecard.Label]:
    return scorecard.load_labels(CORPUS)


def test_every_file_parses_as_python_3_11(labels):
    for path in sorted(CORPUS.glob("*.py")):
        ast.parse(path.read_text(encoding="utf-8"), filename=str(path), feature_version=(3, 11))


def test_labels_cover_every_file_and_only_files(labels):
    on_disk = {path.name for path in CORPUS.glob("*.py")}
    labelled = [label.file for label in labels]
    assert len(labelled) == len(set(labelled)), "a file is labelled twice"
    assert set(labelled) == on_disk


def test_every_vulnerable_case_has_a_safe_twin_in_its_category(labels):
    by_file = {label.file: label for label in labels}
    for label in labels:
        if label.vulnerable:
            twin = by_file.get(label.twin)
            assert twin is not None, f"{label.file} has no twin"
            assert not twin.vulnerable and twin.twin == label.file
            assert (twin.category, twin.framework, twin.sink) == (label.category, label.framework, label.sink)


def test_committed_corpus_is_what_the_generator_writes(tmp_path):
    write_corpus.build(write_corpus.PAIRS, out=tmp_path)
    written = {path.name: path.read_text(encoding="utf-8") for path in tmp_path.iterdir()}
    committed = {path.name: path.read_text(encoding="utf-8") for path in CORPUS.iterdir() if path.is_file()}
    assert written.keys() == committed.keys()
    assert [name for name in written if written[name] != committed[name]] == []


def test_twins_differ_in_at_most_eight_lines(labels):
    for label in labels:
        if label.vulnerable:
            vulnerable = (CORPUS / label.file).read_text(encoding="utf-8").splitlines()
            safe = (CORPUS / label.twin).read_text(encoding="utf-8").splitlines()
            changed = [line for line in difflib.unified_diff(vulnerable, safe, lineterm="", n=0)
                       if line[:1] in "+-" and not line.startswith(("+++", "---"))]
            assert 0 < len(changed) <= 8, (label.file, label.twin, changed)


def test_size_categories_frameworks_and_balance(labels):
    categories = Counter(label.category for label in labels)
    assert len(categories) >= 14 and set(categories) == set(scorecard.CATEGORY_CWES)
    assert len(labels) >= 400
    frameworks = Counter(label.framework for label in labels)
    assert set(frameworks) == {"flask", "django", "fastapi"}
    assert min(frameworks.values()) >= len(labels) // 6, frameworks
    vulnerable = sum(label.vulnerable for label in labels)
    assert 0.4 <= vulnerable / len(labels) <= 0.6
    for category, count in categories.items():
        vulnerable_here = sum(label.vulnerable for label in labels if label.category == category)
        assert vulnerable_here >= 10 and count - vulnerable_here >= vulnerable_here, category


def test_the_security_page_counts_the_corpus_as_it_is(labels):
    page = (BENCHMARKS.parent / "docs" / "security.md").read_text(encoding="utf-8")
    assert f"holds {len(labels):,} small request handlers" in page
    frameworks = Counter(label.framework for label in labels)
    assert f"`flask` ({frameworks['flask']:,} cases), `django` ({frameworks['django']:,})" in page
    for category in scorecard.CATEGORY_CWES:
        vulnerable = sum(label.vulnerable for label in labels if label.category == category)
        safe = sum(not label.vulnerable for label in labels if label.category == category)
        row = next(line for line in page.splitlines() if line.startswith(f"| {category} "))
        assert row.split("|")[3].strip() == f"{vulnerable} / {safe}", row


def test_labelled_cwe_belongs_to_its_category(labels):
    for label in labels:
        assert label.cwe in scorecard.CATEGORY_CWES[label.category], label.file


def test_scoring_counts_true_and_false_positive_rates_per_category():
    def label(name, category, vulnerable):
        return scorecard.Label(name, category, 89 if category == "sqli" else 79, vulnerable, "flask", "args",
                               "direct", "sink", "" if vulnerable else "sanitizer", "")

    labels = [label("a", "sqli", True), label("b", "sqli", True), label("c", "sqli", False),
              label("d", "sqli", False), label("e", "xss", True), label("f", "xss", False)]
    findings = {
        "a": [("CR210", 89)],            # right category by CWE
        "b": [("B602", 78)],             # wrong category: does not count
        "c": [("S608", None)],           # right category by rule code: a false positive
        "e": [("CR220", 79), ("B608", 89)],
        "f": [("B703", 79)],
    }
    hits = scorecard.flagged(labels, findings)
    assert hits == {"a", "c", "e", "f"}
    rates = scorecard.score(labels, hits)
    assert (rates["sqli"].tpr, rates["sqli"].fpr, rates["sqli"].score) == (0.5, 0.5, 0.0)
    assert (rates["xss"].tpr, rates["xss"].fpr, rates["xss"].score) == (1.0, 1.0, 0.0)
    assert scorecard.overall(rates) == (0.75, 0.75, 0.0)
    assert scorecard.overall({"sqli": scorecard.Rates(4, 4, 3, 1)}) == (0.75, 0.25, 0.5)


def test_a_finding_counts_for_its_cwe_and_for_its_mapped_test_id():
    assert scorecard.categories_of("B307", 78) == {"cmdi", "codeinj"}
    assert scorecard.categories_of("S324", None) == {"hash"}
    assert scorecard.categories_of("B320", 20) == {"xxe"}
    assert scorecard.categories_of("CR999", None) == set()


def test_bandit_and_ruff_reports_are_read_and_mapped(tmp_path):
    vulnerable = tmp_path / "sqli_1.py"
    vulnerable.write_text('import sqlite3\n\n\ndef find(conn, name):\n'
                          '    return conn.execute(f"SELECT id FROM users WHERE name = \'{name}\'").fetchall()\n')
    safe = tmp_path / "sqli_2.py"
    safe.write_text('import sqlite3\n\n\ndef find(conn, name):\n'
                    '    return conn.execute("SELECT id FROM users WHERE name = ?", (name,)).fetchall()\n')
    labels = [scorecard.Label("sqli_1.py", "sqli", 89, True, "flask", "args", "direct", "find", "", "sqli_2.py"),
              scorecard.Label("sqli_2.py", "sqli", 89, False, "flask", "args", "direct", "find", "sanitizer",
                              "sqli_1.py")]
    for run in (scorecard.run_ruff, scorecard.run_bandit):
        findings = run([vulnerable, safe])
        assert scorecard.flagged(labels, findings) == {"sqli_1.py"}, (run.__name__, findings)


def test_scorecard_command_writes_its_figures(tmp_path, capsys):
    out = tmp_path / "card.json"
    assert scorecard.main(["--tools", "ruff", "--category", "sqli", "--corpus-only", "--json", str(out),
                           "--show-misses", "ruff"]) == 0
    printed = capsys.readouterr().out
    assert "sqli" in printed and "average" in printed and "misses" in printed
    card = json.loads(out.read_text())
    rates = card["tools"]["ruff"]["categories"]["sqli"]
    assert rates["vulnerable"] + rates["safe"] == card["cases"]
    assert rates["score"] == rates["tpr"] - rates["fpr"] == card["tools"]["ruff"]["overall"]["score"]
    assert scorecard.main(["--tools", "ruff", "--category", "sqli", "--corpus-only", "--compare", str(out)]) == 0
    assert "score" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        scorecard.main(["--tools", "semgrep"])
    with pytest.raises(SystemExit):
        scorecard.main(["--tools", "ruff", "--compare", str(tmp_path / "missing.json")])


def test_idioms_carry_the_request_value_and_their_safe_forms_drop_it():
    """Runs each idiom (code of this project, not generated) on a marker value: the
    vulnerable form must deliver it to the sink, the safe form only the constant."""
    def run(idiom, code, value):
        scope = {"configparser": configparser, "SimpleNamespace": types.SimpleNamespace, "base64": base64,
                 "value": value}
        exec(textwrap.dedent(handler_render._fill(idiom.helper, "value", "fallback")), scope)
        exec(textwrap.dedent(handler_render._fill(code, "value", "fallback")), scope)
        return scope["value"]

    assert len(handler_render.IDIOMS) >= 20
    for idiom in handler_render.IDIOMS:
        marker = "ATTACK-1"
        given = base64.urlsafe_b64encode(marker.encode()).decode() if idiom.name == "base64" else marker
        assert marker in run(idiom, idiom.lines, given), idiom.name
        if idiom.safe is not None:
            assert run(idiom, idiom.safe, given) == "fallback", idiom.name


def test_changes_sort_moved_verdicts_by_meaning():
    def label(name, vulnerable):
        return scorecard.Label(name, "sqli", 89, vulnerable, "flask", "args", "direct", "s", "", "")

    labels = [label("v1", True), label("v2", True), label("s1", False), label("s2", False), label("v3", True)]
    moved = scorecard.changes(labels, before={"v1", "s1", "v3"}, after={"v2", "s2", "v3"})
    assert moved == {"found": ["v2"], "lost": ["v1"], "new false alarms": ["s2"], "false alarms gone": ["s1"]}


def test_batches_written_blind_are_labelled_apart_and_paired_within_their_batch(labels):
    blind = [label for label in labels if label.batch.startswith("blind")]
    assert len(blind) >= 80 and {label.batch for label in labels} == {"generated", "hand", "blind1", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21"}
    by_file = {label.file: label for label in labels}
    for label in blind:
        assert f"_{label.batch}_" in label.file and by_file[label.twin].batch == label.batch
    assert len({label.category for label in blind}) == 14
    assert {label.framework for label in blind} == {"flask", "django", "fastapi"}
    with pytest.raises(SystemExit):  # a batch the labels do not have is an error, not an empty table
        scorecard.main(["--batch", "blind99", "--corpus-only", "--tools", "codereward"])
