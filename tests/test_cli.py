"""The command line as a user runs it: formats, exit codes, configuration, rules."""

import json
import subprocess
import sys
import textwrap

import pytest

from codereward.cli.main import main

FLAWED = textwrap.dedent("""\
    import os


    def run(folder):
        try:
            os.system("ls " + folder)
        except:
            pass
""")


@pytest.fixture
def project(tmp_path):
    (tmp_path / "bad.py").write_text(FLAWED)
    (tmp_path / "good.py").write_text('"""Fine."""\n\n\ndef add(a: int, b: int) -> int:\n    """Add."""\n    return a + b\n')
    return tmp_path


def run_cli(*args, capsys):
    code = main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_output_has_exactly_the_documented_shape(project, capsys):
    code, out, _ = run_cli("analyze", project, "--format", "json", capsys=capsys)
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"results"}
    assert [r["path"].rsplit("/", 1)[-1] for r in data["results"]] == ["bad.py", "good.py"]
    for result in data["results"]:
        assert set(result) == {"path", "score", "findings"}
        assert set(result["score"]) == {"overall", "maintainability", "security", "performance", "reliability"}
        assert all(0.0 <= v <= 1.0 for v in result["score"].values())
    finding = data["results"][0]["findings"][0]
    assert set(finding) == {"rule", "characteristic", "cwe", "severity", "line", "column", "end_line", "end_column", "message", "source"}
    rules = {f["rule"] for f in data["results"][0]["findings"]}
    assert "CR401" in rules or "E722" in rules  # the bare except, counted once
    assert sum(1 for f in data["results"][0]["findings"] if f["line"] == 7 and f["cwe"] == 396) == 1
    assert data["results"][1]["score"]["overall"] == 1.0


def test_json_and_sarif_text_is_json_dumps_indented_by_two(project, capsys):
    # the formats are written without the json module's slow indenting encoder: the same text
    from codereward.render import indented_json

    for fmt in ("json", "sarif"):
        _, out, _ = run_cli("analyze", project, "--format", fmt, capsys=capsys)
        assert out == json.dumps(json.loads(out), indent=2) + "\n"
    odd = [{"é\n\"": [None, True, False, -0.0, 1e300, float("nan"), float("-inf"), 7, (1, [])]}, {}, [], "\ud800"]
    assert indented_json(odd) == json.dumps(odd, indent=2)
    assert indented_json({1: "a key json.dumps turns into a string"}) == json.dumps({1: "a key json.dumps turns into a string"}, indent=2)


def test_text_output_is_linter_lines_then_a_score_table(project, capsys):
    _, out, _ = run_cli("analyze", project / "bad.py", capsys=capsys)
    first = out.splitlines()[0]
    assert first.startswith(f"{project / 'bad.py'}:") and "[" in first
    assert "overall" in out and "maintainabi" in out


def test_json_lines_give_one_result_a_line_as_the_json_document_gives_them(project, capsys):
    _, whole, _ = run_cli("analyze", project, "--format", "json", capsys=capsys)
    _, lines, _ = run_cli("analyze", project, "--format", "jsonl", capsys=capsys)
    assert [json.loads(line) for line in lines.splitlines()] == json.loads(whole)["results"]


def written(monkeypatch, argv: list[str], first_block: int) -> list[str]:
    """What ``codereward`` writes to a pipe, one write at a time (a flush is ``<flush>``)."""
    from codereward import analyzer

    writes: list[str] = []

    class Reader:
        def write(self, text):
            writes.append(text)

        def flush(self):
            writes.append("<flush>")

    with monkeypatch.context() as patch:
        patch.setattr(analyzer, "STREAM_FIRST_BLOCK", first_block)
        patch.setattr(sys, "stdout", Reader())
        assert main(argv) == 0
    return writes


def test_text_and_json_lines_are_written_file_by_file_in_the_order_of_the_files(project, monkeypatch):
    for n in range(6):
        (project / f"copy{n}.py").write_text(FLAWED + f"# copy {n}\n")
    with_findings = ["bad.py", *(f"copy{n}.py" for n in range(6))]  # sorted; good.py has none
    for fmt in ("text", "jsonl"):
        argv = ["analyze", str(project), "--format", fmt]
        streamed = written(monkeypatch, argv, first_block=1)  # analysed a block per file at first
        parts = [w for w in streamed if w != "<flush>"]
        assert streamed[1::2] == ["<flush>"] * len(parts), fmt  # each part reaches the reader at once
        if fmt == "jsonl":
            paths = [json.loads(part)["path"] for part in parts]
            assert [p.rsplit("/", 1)[-1] for p in paths] == sorted(["good.py", *with_findings])
        else:
            paths = [part.split(":", 1)[0].rsplit("/", 1)[-1] for part in parts[:-1]]
            assert paths == with_findings and parts[-1].lstrip("\n").startswith("path")  # then the table
        # blocks never change what is written, only when
        assert "".join(parts) == "".join(w for w in written(monkeypatch, argv, 10_000) if w != "<flush>"), fmt


def test_sarif_is_2_1_0_with_rule_metadata_and_cwe_tags(project, capsys):
    _, out, _ = run_cli("analyze", project / "bad.py", "--format", "sarif", capsys=capsys)
    sarif = json.loads(out)
    assert sarif["version"] == "2.1.0"
    run = sarif["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert rules and all({"id", "shortDescription", "help", "defaultConfiguration"} <= set(r) for r in rules)
    assert any("CWE-78" in r["properties"]["tags"] for r in rules)  # os.system with a built string
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        region = result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1


def test_fail_on_sets_the_exit_code(project, capsys):
    assert run_cli("analyze", project / "bad.py", "--fail-on", "high", capsys=capsys)[0] == 1
    assert run_cli("analyze", project / "good.py", "--fail-on", "info", capsys=capsys)[0] == 0
    assert run_cli("analyze", project / "bad.py", capsys=capsys)[0] == 0  # default: never fail


def test_usage_errors_exit_2(project, capsys):
    assert run_cli("analyze", project / "missing.py", capsys=capsys)[0] == 2
    assert run_cli("analyze", project, "--fail-on", "apocalyptic", capsys=capsys)[0] == 2
    with pytest.raises(SystemExit) as exc:
        main(["analyze", "--format", "xml", str(project)])
    assert exc.value.code == 2


def test_pyproject_configuration_is_found_and_flags_override_it(project, capsys):
    (project / "pyproject.toml").write_text('[tool.codereward]\nignore = ["reliability"]\n')
    _, out, _ = run_cli("analyze", project / "bad.py", "--format", "json", capsys=capsys)
    characteristics = {f["characteristic"] for f in json.loads(out)["results"][0]["findings"]}
    assert "reliability" not in characteristics
    _, out, _ = run_cli("analyze", project / "bad.py", "--format", "json", "--ignore", "D", capsys=capsys)
    characteristics = {f["characteristic"] for f in json.loads(out)["results"][0]["findings"]}
    assert "reliability" in characteristics  # the flag replaced the file's list


def test_a_bad_configuration_names_the_key(project, capsys):
    (project / "pyproject.toml").write_text('[tool.codereward]\nprofil = "fast"\n')
    code, _, err = run_cli("analyze", project / "bad.py", capsys=capsys)
    assert code == 2 and "unknown key 'profil'" in err


def test_stdin_is_read_with_dash():
    result = subprocess.run([sys.executable, "-m", "codereward.cli.main", "analyze", "-", "--format", "json"],
                            input=FLAWED, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["results"][0]["path"] == "<stdin>"


def test_rules_lists_every_rule_and_documents_one(capsys):
    _, out, _ = run_cli("rules", capsys=capsys)
    ids = [line.split()[0] for line in out.splitlines()]
    assert {"CR001", "CR301", "CR401", "S602", "RAD001", "VUL001", "TYP001"} <= set(ids)
    _, doc, _ = run_cli("rules", "cr301", capsys=capsys)
    for heading in ("## What it does", "## Why is this bad?", "## Example", "## Use instead"):
        assert heading in doc
    _, ruff_doc, _ = run_cli("rules", "S602", capsys=capsys)
    assert "## What it does" in ruff_doc  # ruff's own rule page
    assert run_cli("rules", "XX999", capsys=capsys)[0] == 2


def test_rules_into_a_closed_pipe_exits_quietly():
    # `codereward rules | head -1`: the reader is gone before the table is written
    proc = subprocess.Popen([sys.executable, "-m", "codereward.cli.main", "rules"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 141  # what a shell reports for SIGPIPE, like git or grep
    assert "Traceback" not in err and "BrokenPipeError" not in err and err == ""


def test_broken_pipe_inside_the_process_is_not_a_traceback(monkeypatch):
    class GoneReader:
        def write(self, _text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setattr(sys, "stdout", GoneReader())
    assert main(["rules"]) == 141


def test_jobs_flag_sets_the_worker_count_and_keeps_results(project, capsys):
    for n in range(40):  # enough files for the worker path (32+ new snippets)
        (project / f"copy{n}.py").write_text(FLAWED + f"# copy {n}\n")
    _, serial, _ = run_cli("analyze", project, "--format", "json", "--jobs", "1", capsys=capsys)
    _, parallel, _ = run_cli("analyze", project, "--format", "json", "--jobs", "2", capsys=capsys)
    assert json.loads(parallel) == json.loads(serial)
    assert len(json.loads(serial)["results"]) == 42
    with pytest.raises(SystemExit) as exc:
        run_cli("analyze", project, "--jobs", "-1", capsys=capsys)
    assert exc.value.code == 2 and "--jobs" in capsys.readouterr().err


def test_a_command_missing_its_extra_says_which_to_install(tmp_path, monkeypatch, capsys):
    # as after `pip install 'codereward[serve]'`: no pyarrow
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    code = main(["problems", "export", "--format", "parquet", "--out", str(tmp_path / "p.parquet")])
    err = capsys.readouterr().err
    assert code == 2 and "needs pyarrow" in err and "pip install 'codereward[problems]'" in err
    assert "Traceback" not in err and not (tmp_path / "p.parquet").exists()


def test_an_empty_package_init_is_clean_unless_configured_otherwise(project, capsys):
    package = project / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "version.py").write_text('"""The version."""\n')
    code, out, _ = run_cli("analyze", package, "--format", "json", capsys=capsys)
    results = json.loads(out)["results"]
    assert code == 0 and [r["score"]["overall"] for r in results] == [1.0, 1.0]
    assert all(r["findings"] == [] for r in results)
    (project / "pyproject.toml").write_text('[tool.codereward]\nempty-module = "zero"\n')
    _, out, _ = run_cli("analyze", package, "--format", "json", capsys=capsys)
    assert [r["score"]["overall"] for r in json.loads(out)["results"]] == [0.0, 0.0]
    _, out, _ = run_cli("analyze", package, "--format", "json", "--empty-module", "clean", capsys=capsys)
    assert [r["score"]["overall"] for r in json.loads(out)["results"]] == [1.0, 1.0]
