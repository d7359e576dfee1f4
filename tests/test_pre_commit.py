"""The pre-commit hook a team adds to .pre-commit-config.yaml, run by pre-commit itself on a fresh repository.

pre-commit clones the hook's repository at a revision and installs it into an environment of its own,
as it would from a user's configuration; pip resolves codereward's dependencies at the pins of
constraints.txt (PIP_CONSTRAINT), so the run does not depend on what PyPI serves today.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLEAN = '"""Arithmetic."""\n\n\ndef add(a: int, b: int) -> int:\n    """The sum of a and b."""\n    return a + b\n'
UNSAFE = '"""Evaluate input."""\n\n\ndef main():\n    """Evaluate one line."""\n    return eval(input())\n'


def _git(cwd, *args):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
                        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"})


def _hook_repo(tmp_path):
    """A repository holding this checkout's package and hook definition, committed (pre-commit clones a rev)."""
    repo = tmp_path / "hook"
    shutil.copytree(ROOT / "src", repo / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    for name in ("pyproject.toml", "README.md", ".pre-commit-hooks.yaml"):
        shutil.copy(ROOT / name, repo / name)
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "hook")
    return repo, subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True).stdout.strip()


def test_the_hook_refuses_a_commit_with_a_high_finding_and_passes_clean_code(tmp_path):
    hook, rev = _hook_repo(tmp_path)
    project = tmp_path / "project"
    project.mkdir()
    (project / "clean.py").write_text(CLEAN)
    (project / "unsafe.py").write_text(UNSAFE)
    (project / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hook}\n    rev: {rev}\n    hooks:\n      - id: codereward\n")
    _git(project, "init", "-q")
    _git(project, "add", "-A")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"), "PIP_CONSTRAINT": str(ROOT / "constraints.txt")}

    def run(*files):
        return subprocess.run([sys.executable, "-m", "pre_commit", "run", "--files", *files], cwd=project, env=env,
                              capture_output=True, text=True, timeout=900)

    refused = run("clean.py", "unsafe.py")
    assert refused.returncode == 1, refused.stdout + refused.stderr
    assert "unsafe.py:6:" in refused.stdout and "CR226" in refused.stdout
    assert "clean.py:" not in refused.stdout

    passed = run("clean.py")
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "codereward" in passed.stdout and "Passed" in passed.stdout
