"""``codereward doctor``: the isolation tier this machine gives, and why the stronger ones were refused."""

from __future__ import annotations

import json
import sys

import pytest
from container_profile import in_container

from codereward.cli.main import main

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the sandbox isolates with Linux features")

DIAGNOSE = (
    "import json\n"
    "from codereward.cli.doctor import diagnose\n"
    "print(json.dumps(diagnose()))\n"
)


def test_doctor_here_reports_the_namespace_tier(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["doctor", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["tier"] == "namespaces" and report["refused"] == {} and report["error"] is None
    assert report["facts"]["landlock"].startswith("ABI ")
    assert main(["doctor"]) == 0
    assert capsys.readouterr().out.startswith("isolation: namespaces (")


def test_doctor_in_a_container_reports_landlock_and_why() -> None:
    report = in_container(DIAGNOSE)
    assert report["tier"] == "landlock" and report["error"] is None
    assert "unshare" in report["refused"]["namespaces"]
    assert report["facts"]["this process's seccomp mode"].startswith("filtered")


def test_doctor_without_namespaces_nor_landlock_says_so() -> None:
    report = in_container(DIAGNOSE, landlock=False)
    assert report["tier"] is None and "cannot isolate untrusted code" in report["error"]
    assert set(report["refused"]) == {"namespaces", "landlock"}
    assert "unavailable" in report["facts"]["landlock"]
