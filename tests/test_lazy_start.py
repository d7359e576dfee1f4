"""A command line and a library that start fast: nothing loads before a run needs it."""

from __future__ import annotations

import json
import subprocess
import sys

import codereward
from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.rules.base import RuleSet, TaintRule
from codereward.snippet import Snippet
from codereward.tools import ruff_rules
from codereward.tools.ruff import RuffAdapter


def loaded_after(code: str) -> set[str]:
    """The codereward modules a fresh interpreter has loaded after running ``code``."""
    probe = f"{code}\nimport sys, json\nprint(json.dumps(sorted(m for m in sys.modules if m.startswith('codereward'))))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    return set(json.loads(out.splitlines()[-1]))


def test_importing_the_package_or_a_helper_loads_no_rule_and_no_tool():
    for code in ("import codereward", "import codereward.jsonl", "from codereward import __version__"):
        loaded = loaded_after(code)
        assert not {m for m in loaded if m.startswith(("codereward.rules.", "codereward.tools.", "codereward.analyzer"))}, code


def test_the_analyzer_module_loads_its_rules_and_tools_on_first_use():
    loaded = loaded_after("import codereward.analyzer")
    assert "codereward.rules.analysis" not in loaded and "codereward.tools.ruff" not in loaded
    loaded = loaded_after("from codereward import Analyzer\nAnalyzer().analyze('x = 1\\n')")
    assert {"codereward.rules.deep_nesting", "codereward.tools.ruff", "codereward.rules.analysis.taint"} <= loaded


def test_the_command_line_imports_only_the_command_it_runs():
    for flag in ("--version", "--help"):  # the listing of every command imports none of them
        loaded = loaded_after("from codereward.cli.main import main\n"
                              f"try:\n    main([{flag!r}])\nexcept SystemExit:\n    pass")
        assert not {m for m in loaded if m.startswith("codereward.cli.") and m not in ("codereward.cli.main", "codereward.cli.errors")}
    loaded = loaded_after("from codereward.cli.main import build_parser, _commands\nbuild_parser(_commands(['rules']))")
    assert "codereward.cli.rules" in loaded and "codereward.cli.train" not in loaded and "codereward.cli.serve" not in loaded


def test_the_package_root_still_offers_its_names():
    assert codereward.Analyzer is Analyzer and codereward.Config is Config
    assert "Analyzer" in dir(codereward)


def test_ruffs_rule_listing_is_read_from_disk_once_fetched(monkeypatch, tmp_path):
    monkeypatch.setenv("CODEREWARD_CACHE_DIR", str(tmp_path))
    adapter = RuffAdapter()
    monkeypatch.setattr(ruff_rules, "_CATALOGS", {})
    first = adapter.selected()
    assert list((tmp_path / "ruff").glob("catalog-*.json"))  # the full listing and the brief one
    monkeypatch.setattr(ruff_rules, "_CATALOGS", {})

    def no_process(*args, **kwargs):
        raise AssertionError("ruff rule --all ran again")

    monkeypatch.setattr(ruff_rules, "run_process", no_process)
    assert adapter.selected() == first
    assert all(rule.doc for rule in adapter.rules())  # the pages come from the full listing


def test_taint_rules_run_only_where_the_tracking_reached_their_sinks():
    calls: list[str] = []

    class Counting(TaintRule):
        id, name, cwe, message, advice = "CR999", "counting", 78, "m", "a"
        kinds = ("command",)
        from codereward.findings import Characteristic, Severity
        characteristic, severity = Characteristic.SECURITY, Severity.HIGH

        def check(self, snippet):  # a subclass that checks more than its flows runs everywhere
            calls.append(snippet.source)
            return iter(())

    class ByFlows(TaintRule):
        id, name, cwe, message, advice = "CR998", "by-flows", 78, "m", "run it with a list"
        kinds = ("command",)
        characteristic, severity = Counting.characteristic, Counting.severity

    rules = RuleSet([Counting(), ByFlows()])
    clean = Snippet.parse("def add(a, b):\n    return a + b\n")
    flawed = Snippet.parse("import os\nimport sys\n\nos.system('ls ' + sys.argv[1])\n")
    assert rules.check(clean, None) == [] and len(calls) == 1
    found = rules.check(flawed, None)
    assert [f.rule for f in found] == ["CR998"] and len(calls) == 2


def test_one_file_on_the_command_line_loads_no_worker_pool_and_no_rule_catalogue(tmp_path):
    """One file never forks, and without --select/--ignore no catalogue of every tool's rules is needed."""
    path = tmp_path / "one.py"
    path.write_text("def add(a, b):\n    return a + b\n", encoding="utf-8")
    probe = ("import sys, json\nfrom codereward.cli.main import main\n"
             f"main(['analyze', '--format', 'json', {str(path)!r}])\n"
             "from codereward.registry import all_rules\n"
             "print(all_rules.cache_info().misses)\n"
             "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('codereward', 'multiprocessing', 'tomllib', 'pickle')))))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=tmp_path).stdout
    loaded = set(json.loads(out.splitlines()[-1]))
    assert "codereward.rules.deep_nesting" in loaded  # it did analyse
    assert not {"multiprocessing", "multiprocessing.connection", "pickle"} & loaded  # no worker's messages
    # the fast profile's tools alone: the thorough profile's adapters stay unloaded
    assert "codereward.tools.radon" in loaded
    assert not {"codereward.tools.mypy", "codereward.tools.vulture", "codereward.tools.bandit"} & loaded
    assert out.splitlines()[-2] == "0"  # the catalogue of every tool's rules was never gathered


def test_a_command_whose_extra_is_missing_says_which_extra_to_install(monkeypatch, capsys):
    from codereward.cli.main import main

    monkeypatch.setitem(sys.modules, "pyarrow", None)  # as if the corpus extra were not installed
    for name in [m for m in sys.modules if m == "codereward.cli.score" or m.startswith("codereward.corpus")]:
        monkeypatch.delitem(sys.modules, name)
    assert main(["score", "in.jsonl", "--out", "scored"]) == 2
    assert capsys.readouterr().err.strip() == ("codereward score: error: needs pyarrow, which is not installed: "
                                               "pip install 'codereward[corpus]'")


def test_analyze_freezes_what_its_start_made_only_when_it_is_the_program(tmp_path, capsys):
    """The program's start (modules, configuration, files) is never walked by a collection
    again; a caller's process that runs ``main([...])`` keeps its collector as it was."""
    import gc

    from codereward.cli.main import main

    path = tmp_path / "one.py"
    path.write_text("def add(a, b):\n    return a + b\n", encoding="utf-8")
    before = gc.get_freeze_count()
    assert main(["analyze", "--format", "json", str(path)]) == 0
    assert gc.get_freeze_count() == before and gc.isenabled()
    probe = ("import gc, sys\nfrom codereward.cli.main import main\n"
             f"sys.argv = ['codereward', 'analyze', '--format', 'json', {str(path)!r}]\n"
             "code = main()\nprint(gc.get_freeze_count() > 0, gc.isenabled(), code, file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stderr.split() == ["True", "True", "0"]
