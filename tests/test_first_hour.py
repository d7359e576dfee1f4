"""A newcomer's first hour: a reward that cannot be earned is never paid, every score says
why, every mistake fails loudly in one line (exit 2), and a team can adopt the linter."""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from codereward.cli.main import build_parser, main
from codereward.config import Config
from codereward.integrations.openrlhf import score_batch
from codereward.integrations.verl import compute_score
from codereward.rewards import CompositeReward, evaluate

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
CLEAN = '```python\ndef add(a, b):\n    """Return the sum of a and b."""\n    return a + b\n```'
#: problems that cannot grade an answer, and the field each one's error must name
UNGRADABLE = [
    ({"statement": "x"}, "tests: missing"),
    ({"tests": [{"call": "add(1, 2)"}], "entry_point": "add"}, "tests[0]: a case needs exactly one of 'expected'"),
    ({"tests": "not a list"}, "tests: 'not a list' is neither"),
    ({"tests": [{"cal": "add(1, 2)", "expected": 3}]}, "did you mean 'call'?"),
    ({"tests": []}, "tests: no test cases"),
]


def run_cli(capsys, *args):
    code = main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out, out.err


def one_line_error(err: str, command: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"codereward {command}: error: "), err
    assert "Traceback" not in err
    return lines[0]


# -- a reward that cannot be earned is never paid --------------------------------------

@pytest.mark.parametrize(("problem", "field"), UNGRADABLE)
def test_reward_cli_refuses_a_problem_without_a_runnable_test(problem, field, tmp_path, capsys):
    (tmp_path / "p.json").write_text(json.dumps(problem))
    (tmp_path / "c.md").write_text(CLEAN)
    code, out, err = run_cli(capsys, "reward", "--problem", tmp_path / "p.json", "--completion", tmp_path / "c.md")
    assert code == 2 and out == ""
    assert field in one_line_error(err, "reward")


def test_a_problem_without_a_runnable_test_is_never_paid_through_any_entry_point():
    problems = [p for p, _ in UNGRADABLE]
    n = len(problems)
    for result, (_, field) in zip(evaluate([CLEAN] * n, problems), UNGRADABLE):
        assert result.composite == 0.0 and set(result.components.values()) == {0.0}
        assert result.tests["error"] == 1.0 and field in result.error and result.reasons == [result.error]
    for mode in ("linear", "gated"):
        reward = CompositeReward(mode=mode)
        columns = {"tests": [p.get("tests") for p in problems], "entry_point": ["add"] * n}
        assert reward(None, [CLEAN] * n, **columns) == [0.0] * n
        assert [r.error for r in reward.last] == [r.error for r in evaluate([CLEAN] * n, problems)]
    answer = score_batch([CLEAN] * n, [""] * n, [json.dumps(p) for p in problems])
    assert answer["rewards"] == [0.0] * n and answer["extra_logs"]["error"] == [1.0] * n
    assert all(reasons for reasons in answer["reasons"])
    for problem in problems:
        row = compute_score("codereward", CLEAN, json.dumps(problem))
        assert row["score"] == 0.0 and row["error"] == 1.0


def test_the_server_answers_an_ungradable_problem_with_an_error_row():
    from fastapi.testclient import TestClient

    from codereward.serve import ServeConfig, create_app

    body = {"query": [CLEAN, CLEAN], "prompts": ["", ""],
            "labels": [json.dumps({"tests": [{"call": "add(1, 2)", "expected": 3}], "entry_point": "add"}),
                       json.dumps({"tests": [{"cal": "add(1, 2)", "expected": 3}]})]}
    with TestClient(create_app(ServeConfig())) as client:
        data = client.post("/get_reward", json=body).json()
    assert data["rewards"][0] > 0.9 and data["rewards"][1] == 0.0
    assert data["extra_logs"]["error"] == [0.0, 1.0] and "did you mean 'call'?" in data["reasons"][1][0]


def test_quality_alone_needs_no_tests():
    (result,) = evaluate([CLEAN], [{"statement": "x"}], {"quality": 1.0})
    assert result.error is None and result.composite == 1.0


def test_problems_validate_names_the_row_and_the_field(tmp_path, capsys):
    rows = [{"id": "no-tests", "statement": "x"}, {"id": "typo", "tests": [{"cal": "f(1)", "expected": 1}]}]
    (tmp_path / "p.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    code, out, _ = run_cli(capsys, "problems", "validate", tmp_path / "p.jsonl")
    assert code == 1
    assert "row 1 (no-tests): tests: missing" in out
    assert "row 2 (typo): tests[0]: not a test case (unknown key 'cal': did you mean 'call'?)" in out


# -- every score explains itself -------------------------------------------------------

def test_every_component_says_its_weight_and_what_earned_it():
    problem = json.loads((EXAMPLES / "problem.json").read_text())
    (result,) = evaluate([(EXAMPLES / "completion.md").read_text()], [problem])
    data = result.to_json()
    assert data["weights"] == {"format": 0.2, "correctness": 0.3, "quality": 0.5} and data["error"] is None
    assert data["format"]["ok"] and data["format"]["graded_block"] == 1
    assert data["tests"]["passed"] == 2 and data["tests"]["total"] == 3
    assert data["tests"]["failures"][0]["name"] == "add(2.5, 0.5)"
    bare = next(f for f in data["findings"] if f["rule"] in ("CR401", "E722"))
    assert bare["line"] == 4 and bare["characteristic"] == "reliability" and bare["weight"] == 2.5
    format_line, tests_line, quality_line = result.reasons
    assert format_line == "format: 1.000 (weight 0.2): one well-formed python block"
    assert tests_line.startswith("correctness: 0.667 (weight 0.3): passed 2 of 3 tests; first failure: case 2 add(2.5, 0.5)")
    assert quality_line.startswith("quality: 0.951 (weight 0.5): 2 findings: D103 line 1 [low, costs maintainability]")


def test_an_answer_that_passes_nothing_says_so():
    problem = {"tests": [{"call": "add(1, 2)", "expected": 3}], "entry_point": "add"}
    wrong = CLEAN.replace("a + b", "a - b")
    linear, gated = (evaluate([wrong], [problem], mode=m)[0] for m in ("linear", "gated"))
    assert linear.composite == pytest.approx(0.7) and gated.composite == 0.0  # what the README says at the top
    assert "passed 0 of 1 tests; first failure: case 0 add(1, 2): wrong_answer: expected 3, got -1" in linear.reasons[1]


def test_reward_cli_text_prints_the_reasons(capsys):
    code, out, _ = run_cli(capsys, "reward", "--problem", EXAMPLES / "problem.json",
                           "--completion", EXAMPLES / "completion.md", "--format", "text")
    assert code == 0
    assert out.splitlines()[:2] == ["composite 0.875 (linear)", "  format: 1.000 (weight 0.2): one well-formed python block"]
    assert "first failure: case 2 add(2.5, 0.5): wrong_answer: expected 3.0, got 2" in out


# -- which answer is graded ------------------------------------------------------------

def test_the_last_complete_python_block_is_graded_and_several_blocks_lose_the_format():
    problem = {"tests": [{"call": "add(1, 2)", "expected": 3}], "entry_point": "add"}
    retracted = "First:\n```python\ndef add(a, b):\n    return a - b\n```\nNo, fixed:\n" + CLEAN + "\n```python\n# unfinished"
    (result,) = evaluate([retracted], [problem])
    assert result.components["correctness"] == 1.0 and result.components["format"] == 0.0
    assert result.format["graded_block"] == 2 and result.format["blocks"] == 3
    assert "graded block 2 of 3 (the last complete python one)" in result.reasons[0]


# -- mistakes fail loudly --------------------------------------------------------------

@pytest.fixture
def project(tmp_path):
    (tmp_path / "a.py").write_text("import os\n")
    return tmp_path


def test_a_report_into_a_missing_folder_is_one_line_exit_2(project, capsys):
    code, _, err = run_cli(capsys, "analyze", project, "-o", "/missing/dir/x.sarif", "--format", "sarif")
    assert code == 2 and "-o /missing/dir/x.sarif: no such directory: /missing/dir" in one_line_error(err, "analyze")


@pytest.mark.parametrize(("flag", "value", "nearest"), [
    ("--select", "bogus", "known prefixes: A, B"), ("--ignore", "nonsense", "known prefixes"),
    ("--select", "E72Z", "nearest: E722"), ("--ignore", "securty", "nearest: security")])
def test_an_unknown_selector_is_exit_2_with_the_nearest_valid_ones(project, capsys, flag, value, nearest):
    code, out, err = run_cli(capsys, "analyze", project, flag, value)
    line = one_line_error(err, "analyze")
    assert code == 2 and out == "" and f"{flag}: unknown rule or characteristic {value!r}" in line and nearest in line


def test_an_unknown_selector_in_the_configuration_fails_the_same_way(project, capsys):
    (project / "pyproject.toml").write_text('[tool.codereward]\nignore = ["D", "bogus"]\n')
    code, _, err = run_cli(capsys, "analyze", project)
    assert code == 2 and "unknown rule or characteristic 'bogus'" in one_line_error(err, "analyze")


def test_a_folder_without_python_files_warns_in_one_line(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("hello")
    code, out, err = run_cli(capsys, "analyze", tmp_path)
    assert code == 0 and out == ""
    assert err.strip() == f"codereward analyze: warning: no Python files in {tmp_path} (none there, or all excluded)"


def test_every_option_has_help_and_the_help_ends_with_examples_and_exit_codes():
    def walk(parser, name):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub, subparser in action.choices.items():
                    yield from walk(subparser, f"{name} {sub}")
            elif not isinstance(action, (argparse._HelpAction, argparse._VersionAction)):
                yield name, action

    parser = build_parser()
    missing = [(name, action.option_strings or action.dest) for name, action in walk(parser, "codereward")
               if not action.help]
    assert not missing
    for text in (parser.format_help(), parser._subparsers._group_actions[0].choices["analyze"].format_help()):
        assert "examples:" in text and "exit codes: 0" in text and "2 a usage or configuration error" in text


# -- a linter a team can adopt ---------------------------------------------------------

@pytest.fixture
def repository(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")  # .gitignore is read through git, as ruff's ignore crate needs a repository
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("generated/\n*_pb2.py\n")
    for name, text in {"generated/table.py": "import os\n", "pkg/msg_pb2.py": "import os\n",
                       "pkg/app.py": "import os  # noqa: F401\nimport sys\n", "vendor/lib.py": "import os\n",
                       "build/out.py": "import os\n"}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return tmp_path


def analysed(capsys, *args) -> dict[str, list[dict]]:
    code, out, _ = run_cli(capsys, "analyze", *args, "--format", "json")
    assert code == 0
    return {Path(r["path"]).relative_to(args[0]).as_posix(): r["findings"] for r in json.loads(out)["results"]}


def test_gitignore_and_the_default_excludes_are_respected(repository, capsys):
    assert set(analysed(capsys, repository)) == {"pkg/app.py", "vendor/lib.py"}
    assert set(analysed(capsys, repository, "--no-respect-gitignore")) == {
        "generated/table.py", "pkg/msg_pb2.py", "pkg/app.py", "vendor/lib.py"}


def test_exclude_and_extend_exclude_from_flags_and_configuration(repository, capsys):
    assert set(analysed(capsys, repository, "--extend-exclude", "vendor")) == {"pkg/app.py"}
    assert "build/out.py" in analysed(capsys, repository, "--exclude", "vendor")  # replaces the default list
    (repository / "pyproject.toml").write_text('[tool.codereward]\nextend-exclude = ["pkg/*.py"]\n'
                                               "respect-gitignore = false\n")
    assert set(analysed(capsys, repository)) == {"generated/table.py", "vendor/lib.py"}


def test_a_folder_outside_any_repository_is_searched_without_git_in_paths_order(tmp_path, monkeypatch):
    from codereward.cli import analyze
    from codereward.config import Config

    folder = tmp_path / "plain"
    names = ["b.py", "a/z.py", "a.py", "a/b/c.py", "a-b/x.py", "B.py"]
    for name in names:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("x = 1\n")
    if any((place / ".git").exists() for place in (folder, *folder.parents)):
        pytest.skip("the temporary folder lies inside a git work tree here")

    def no_git(*args, **kwargs):
        raise AssertionError("git was started for a folder outside any repository")

    monkeypatch.setattr(analyze.subprocess, "run", no_git)
    monkeypatch.delenv("GIT_DIR", raising=False)
    monkeypatch.delenv("GIT_WORK_TREE", raising=False)
    found = analyze.python_files(folder, Config())
    assert found == sorted(folder / name for name in names)  # pathlib's order, parts by parts


def test_a_file_named_on_the_command_line_is_analysed_even_when_ignored(repository, capsys):
    code, out, _ = run_cli(capsys, "analyze", repository / "generated" / "table.py", "--format", "json")
    assert code == 0 and len(json.loads(out)["results"]) == 1


def test_noqa_is_honoured_by_analyze_and_never_by_rewards_or_score(repository, capsys):
    source = (repository / "pkg" / "app.py").read_text()
    honoured = analysed(capsys, repository)["pkg/app.py"]
    assert [(f["rule"], f["line"]) for f in honoured] == [("F401", 2)]
    assert [f["line"] for f in analysed(capsys, repository, "--no-respect-suppressions")["pkg/app.py"]] == [1, 2]
    problem = {"tests": [{"call": "1", "expected": 1}]}
    (result,) = evaluate(["```python\n" + source + "```"], [problem])
    assert [f["line"] for f in result.findings if f["rule"] == "F401"] == [1, 2]
    pytest.importorskip("pyarrow")
    from codereward.corpus.scorer import BatchScorer

    scorer = BatchScorer(Config(respect_suppressions=True))  # what score builds, even when told to honour them
    assert [f.line for f in scorer.analyzer.analyze(source).findings] == [1, 2]


def test_json_columns_are_1_based_like_the_text_output(project, capsys):
    _, text, _ = run_cli(capsys, "analyze", project / "a.py")
    _, out, _ = run_cli(capsys, "analyze", project / "a.py", "--format", "json")
    finding = json.loads(out)["results"][0]["findings"][0]
    assert text.startswith(f"{project / 'a.py'}:1:8: F401") and (finding["line"], finding["column"]) == (1, 8)
    assert finding["end_column"] == 10  # one past the end, as ruff's JSON and SARIF give it
