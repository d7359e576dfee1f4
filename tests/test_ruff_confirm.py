"""ruff reports that the tree refutes are dropped (tools/ruff_confirm.py), through the real ruff."""

from __future__ import annotations

import textwrap

from codereward.snippet import Snippet
from codereward.tools.ruff import RuffAdapter


def rules(source: str) -> list[tuple[str, int]]:
    (findings,) = RuffAdapter().analyze([Snippet.parse(textwrap.dedent(source))], 60)
    return sorted((f.rule, f.line) for f in findings if f.rule in ("F821", "S202", "S108"))


def test_names_defined_at_run_time_or_expected_missing_are_not_undefined():
    assert rules("""
        import enum
        globals().update(enum.IntEnum("Status", "OK MISSING").__members__)
        print(OK)
    """) == []
    assert rules("""
        try:
            shell = get_ipython()
        except NameError:
            shell = None
        print(__path__, shell)
    """) == []
    assert rules("print(undefined_name)\n") == [("F821", 1)]


def test_extraction_with_a_filter_is_the_fix():
    assert rules("""
        import tarfile
        with tarfile.open("a.tar") as archive:
            archive.extractall("out", filter="data")
            archive.extractall("out")
    """) == [("S202", 5)]


def test_a_temporary_directory_is_not_a_predictable_file():
    assert rules("""
        CANDIDATES = ["/tmp", "/var/tmp/", "/usr/tmp"]
        CACHE = "/tmp/cache.json"
    """) == [("S108", 3)]
