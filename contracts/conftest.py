"""Contract tests: codereward driven by the training engines' own code, at pinned releases.

They run in their own virtual environment (``make contracts`` builds ``.venv-contracts``
from ``contracts/constraints.txt``: verl, OpenRLHF, CPU torch), with codereward from this
checkout, so a release that changes a contract fails here. ``make test`` runs them.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from codereward.problems import load_rows


@pytest.fixture(scope="session")
def tokenizer_dir(tmp_path_factory) -> Path:
    """A small byte-level BPE tokenizer with a Qwen-style chat template, saved the Hugging Face way."""
    from codereward.train.tiny_model import default_texts, train_tokenizer

    out = tmp_path_factory.mktemp("tokenizer")
    train_tokenizer(default_texts(), vocab_size=2048).save_pretrained(out)
    return out


@pytest.fixture(scope="session")
def problem() -> dict:
    return load_rows()[0]


def capture_command(script: Path, env: dict[str, str], tmp: Path) -> list[str]:
    """The argument list a launch script hands ``python3 -m`` (a stand-in ``python3`` records it)."""
    bin_dir = tmp / "bin"
    bin_dir.mkdir(exist_ok=True)
    record = tmp / "argv.json"
    shim = bin_dir / "python3"
    # ``python3 -m ...`` (the launch) is recorded; anything else (``python3 -c``: resolving a file) runs
    shim.write_text(f"#!{sys.executable}\nimport json, os, sys\n"
                    f"if sys.argv[1:2] != ['-m']:\n    os.execv(sys.executable, [sys.executable, *sys.argv[1:]])\n"
                    f"json.dump(sys.argv[1:], open({str(record)!r}, 'w'))\n")
    shim.chmod(shim.stat().st_mode | stat.S_IXUSR)
    import subprocess

    subprocess.run(["bash", str(script)], env={**os.environ, **env, "PATH": f"{bin_dir}:{os.environ['PATH']}"},
                   check=True, timeout=60)
    return json.loads(record.read_text())
