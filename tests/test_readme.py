"""The README tells the truth: its examples run as written, and every rule it points to is documented."""

import json
import re
import shlex
from pathlib import Path

from codereward.registry import all_rules

README = Path(__file__).resolve().parents[1] / "README.md"


def test_every_rule_has_documentation_and_a_known_source():
    for rule in all_rules().values():
        assert rule.message and rule.name, rule.id
        assert rule.source in {"codereward", "ruff", "radon", "vulture", "bandit", "mypy"}, rule.id
        if rule.source == "codereward":
            for heading in ("## What it does", "## Why is this bad?", "## Example", "## Use instead"):
                assert heading in rule.doc, (rule.id, heading)


# -- the README's examples run as written, so they cannot drift --------------------------------

ROOT = README.parent


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```\n", README.read_text(encoding="utf-8"), re.S)


def test_every_console_example_prints_what_the_readme_shows(capsys, monkeypatch):
    from codereward.cli.main import main

    monkeypatch.chdir(ROOT)
    commands = 0
    for block in _blocks("console"):
        for session in block.split("$ ")[1:]:
            command, *shown = session.rstrip("\n").split("\n")
            argv = shlex.split(command)
            assert argv[0] == "codereward", command
            main(argv[1:])
            out = capsys.readouterr()
            assert (out.out + out.err).rstrip("\n").split("\n") == shown, command
            commands += 1
    assert commands >= 2


def test_the_python_api_example_gives_the_values_and_findings_its_comments_name():
    block = next(b for b in _blocks("python") if b.startswith("from codereward import Analyzer"))
    namespace = {"list_of_code_strings": ["x = 1\n", "def f(:\n"]}
    exec(compile(block, str(README), "exec"), namespace)  # noqa: S102  the documented code, as a user runs it
    report = namespace["report"]
    claims = re.findall(r"^(report\.[\w.]+)\s+# ([0-9.]+)(.*)$", block, re.M)
    assert claims
    for expression, value, rest in claims:
        assert f"{eval(expression, namespace):.3f}" == value, expression  # noqa: S307  the README's own expression
        named = set(re.findall(r"\b([A-Z]+[0-9]+) \(", rest))
        assert not named or named == {f.rule for f in report.findings}, (expression, named)


def test_the_curl_example_is_answered_as_shown():
    from fastapi.testclient import TestClient

    from codereward.serve import ServeConfig, create_app

    block = next(b for b in _blocks("bash") if "curl" in b and "/get_reward" in b)
    body = json.loads(re.search(r"-d '(.*?)'", block).group(1))
    shown = json.loads(re.search(r"^# (\{.*\})$", block, re.M).group(1).replace("0.99...", "0.99")
                       .replace(", ...", "").replace("[...]", "[]"))
    with TestClient(create_app(ServeConfig())) as client:
        answer = client.post("/get_reward", json=body).json()
    assert set(answer) == set(shown) and answer["scores"] == shown["scores"]
    assert f"{answer['rewards'][0]:.2f}".startswith("0.99") and answer["extra_logs"]["error"] == [0.0]


def test_the_quick_start_examples_exist():
    problem = json.loads((ROOT / "examples" / "problem.json").read_text())
    assert problem["tests"] and (ROOT / "examples" / "completion.md").is_file()
