"""The sandbox runs a solution under an interpreter that can: the ``python`` setting, newer
syntax routed to a newer Python, and a reason (never a wrong answer) when none can."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from codereward.cli.main import main
from codereward.interpreters import RUNNING, installed, newest, resolve
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.caller.verdicts import SANDBOX_ERROR

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the sandbox isolates with Linux features")

MODERN = 'type Number = int | float\n\n\ndef add[T: Number](a: T, b: T) -> T:\n    return a + b\n'
TWIN = 'from typing import TypeVar\n\nT = TypeVar("T", int, float)\n\n\ndef add(a: T, b: T) -> T:\n    return a + b\n'
CASES = [{"call": "add(1, 2)", "expected": 3}, {"call": "add(2.5, 0.5)", "expected": 3.0}]
NEWER = newest() if newest().minor > RUNNING.minor else None
#: an interpreter that compiles 3.12 syntax: a newer one, or the running one on 3.12+
MODERN_PYTHON = NEWER or (RUNNING if RUNNING.minor >= (3, 12) else None)


def test_the_python_setting_takes_a_version_a_command_or_a_path():
    assert resolve(None) == RUNNING and resolve(f"{RUNNING.minor[0]}.{RUNNING.minor[1]}").minor == RUNNING.minor
    with pytest.raises(ValueError, match=r"python: no Python 3\.99 found \(available: "):
        resolve("3.99")
    with pytest.raises(ValueError, match="is not a Python 3 interpreter"):
        resolve("/bin/true")
    for found in installed():
        assert resolve(found.path) == found


@pytest.mark.skipif(MODERN_PYTHON is None, reason="needs Python >= 3.12 installed")
def test_newer_syntax_runs_under_a_newer_interpreter_and_passes_like_its_twin():
    with Sandbox(SandboxConfig(workers=1)) as sandbox:
        modern, twin = sandbox.run(MODERN, CASES, "add"), sandbox.run(TWIN, CASES, "add")
        broken = sandbox.run("def add(a, b)\n    return a + b\n", CASES, "add")
        assert NEWER is None or sandbox.for_interpreter(NEWER).worker_pids  # its own warm workers ran it
    assert (modern.passed, modern.total, modern.error) == (twin.passed, twin.total, twin.error) == (2, 2, None)
    # code no grammar accepts stays the solution's own SyntaxError, a wrong answer
    assert broken.error.startswith("the solution failed to import: SyntaxError:") and not broken.sandbox_failed


@pytest.mark.skipif(MODERN_PYTHON is None, reason="needs Python >= 3.12 installed")
def test_a_configured_newer_interpreter_runs_everything():
    with Sandbox(SandboxConfig(workers=1, python=MODERN_PYTHON.path)) as sandbox:
        # fractions is in no warm parent: its own standard library is shown to the run
        run = sandbox.run(MODERN + "import fractions, sys\nVERSION = sys.version_info[:2]\n",
                          "assert add(1, 2) == 3\nassert VERSION == " + repr(MODERN_PYTHON.minor) + "\n")
    assert run.error is None and run.passed == run.total == 2


def test_without_an_interpreter_that_can_the_run_is_an_error_with_a_reason(monkeypatch):
    monkeypatch.setenv("CODEREWARD_PYTHONS", "")  # only the running interpreter
    with Sandbox(SandboxConfig(workers=1)) as sandbox:
        run = sandbox.run(MODERN, CASES, "add")
    if RUNNING.minor >= (3, 12):
        assert run.passed == 2
        return
    assert run.error == ("does not parse with Python 3.11 (invalid syntax); code for py313 may need "
                         "Python >= 3.12, and none is installed here (available: 3.11)")
    assert run.sandbox_failed and all(case.status == SANDBOX_ERROR for case in run.cases)  # dropped, not wrong


@pytest.mark.skipif(NEWER is None, reason="needs a Python newer than the running one installed")
def test_needing_a_newer_python_than_any_installed_says_which(monkeypatch):
    older = next((i for i in installed() if (3, 12) <= i.minor < (3, 13)), None)
    if older is None or RUNNING.minor >= (3, 12):
        pytest.skip("needs Python 3.12 installed beside an older running interpreter")
    monkeypatch.setenv("CODEREWARD_PYTHONS", older.path)  # 3.12 is the newest: defaults need 3.13
    with Sandbox(SandboxConfig(workers=1)) as sandbox:
        run = sandbox.run("def first[T = int](xs: list[T]) -> T:\n    return xs[0]\n",
                          [{"call": "first([1])", "expected": 1}], "first")
    assert run.error == ("does not parse with Python 3.12 (expected '('); code for py313 may need "
                         "Python >= 3.13, and none is installed here (available: 3.12, 3.11)")
    assert run.sandbox_failed


def test_reward_scores_a_modern_answer_like_its_twin(tmp_path: Path, capsys):
    problem = tmp_path / "problem.json"
    problem.write_text(json.dumps({"prompt": "Write add(a, b).", "entry_point": "add", "tests": CASES}))
    scores = []
    for code in (MODERN, TWIN):
        completion = tmp_path / "completion.txt"
        completion.write_text(f"Here:\n```python\n{code}```\n")
        assert main(["reward", "--problem", str(problem), "--completion", str(completion)]) == 0
        scores.append(json.loads(capsys.readouterr().out))
    modern, twin = scores
    if NEWER is None and RUNNING.minor < (3, 12):
        assert modern["components"]["correctness"] == 0.0
        return
    assert modern["components"] == twin["components"] and modern["composite"] == twin["composite"]
    assert modern["components"]["correctness"] == 1.0


def test_doctor_lists_the_interpreters_and_their_tiers(capsys):
    assert main(["doctor", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    listed = {found["version"]: found for found in report["interpreters"]}
    assert [found["running"] for found in report["interpreters"]].count(True) == 1
    assert listed[RUNNING.name]["tier"] == report["tier"]
    if NEWER is not None:
        assert listed[NEWER.name]["tier"] == report["tier"] and listed[NEWER.name]["error"] is None
