"""Every benchmark script prints the command and the commit its figures come from (issue 29)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"


def _load():
    spec = importlib.util.spec_from_file_location("provenance", BENCHMARKS / "provenance.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


provenance = _load()
COMMIT = re.compile(r"^([0-9a-f]{7,40}(\+dirty)?|unknown)$")


def test_a_benchmark_run_prints_its_command_and_commit_above_the_table():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "benchmarks/modern_syntax.py", "--rounds", "1", "--copies", "1"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=True)
    lines = done.stdout.splitlines()
    assert lines[0] == "command: python benchmarks/modern_syntax.py --rounds 1 --copies 1"
    assert lines[1].startswith("commit:  ") and COMMIT.match(lines[1].split()[1])
    assert re.match(r"date:    \d{4}-\d\d-\d\d \d\d:\d\d UTC$", lines[2])
    assert re.match(r"machine: \d+ CPUs, load average .+, Python 3\.", lines[3])
    # the script's own output follows, unchanged
    assert "snippet pairs" in lines[5] and "median of 1" in lines[-1]


def test_the_commit_is_the_checkout_head():
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True,
                          check=False).stdout.strip()
    commit = provenance.commit()
    assert COMMIT.match(commit)
    if head:
        assert head.startswith(commit.removesuffix("+dirty"))


def test_outside_a_git_checkout_the_commit_is_unknown(tmp_path, monkeypatch):
    monkeypatch.setattr(provenance, "ROOT", tmp_path)
    assert provenance.commit() == "unknown"
    monkeypatch.setenv("PATH", str(tmp_path))  # no git at all
    assert provenance.commit() == "unknown"


def test_markdown_output_gets_the_line_under_the_table(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", [str(BENCHMARKS / "security_detection.py"), "--markdown"])
    assert provenance.run(lambda: print("| a | b |") or 0) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "| a | b |"
    assert out[-1].startswith("Made by `python benchmarks/security_detection.py --markdown` at commit `")


def test_the_command_quotes_arguments_as_a_shell_would():
    assert provenance.command([str(BENCHMARKS / "x.py"), "--problems", "a b.jsonl"]) == \
        "python benchmarks/x.py --problems 'a b.jsonl'"
    assert provenance.record(["x.py"])["command"] == "python x.py"
