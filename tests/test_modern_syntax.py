"""Python 3.8-3.13 grammars on any supported interpreter: target-version, the twins, the parse check.

The snippets in tests/data/modern_syntax/ use Python 3.12/3.13 syntax; each has a twin
written for 3.11. On 3.11 the modern ones are parsed by the newest installed interpreter
(``codereward.grammar``); on 3.12+ by the running one. Either way they must get their
twins' findings.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import pytest

from codereward import grammar
from codereward.analyzer import Analyzer
from codereward.config import Config, ConfigError, from_mapping
from codereward.interpreters import RUNNING, installed, newest
from codereward.rewards.correctness import _runnable
from codereward.rewards.syntax import syntax_score
from codereward.sandbox.caller import formats
from codereward.snippet import Snippet

DATA = Path(__file__).parent / "data" / "modern_syntax"
PAIRS = sorted(p for p in DATA.glob("*.py") if not p.name.endswith(".py311.py"))
NEWER_INSTALLED = newest().minor > RUNNING.minor or RUNNING.minor >= (3, 13)

TYPE_ALIAS = 'type Pair = tuple[int, int]\n\n\ndef swap(p: Pair) -> Pair:\n    """Reversed."""\n    return p[1], p[0]\n'
TYPE_DEFAULT = "def first[T = int](items: list[T]) -> T:\n    return items[0]\n"
PEP_701 = 'def label(row: dict[str, str]) -> str:\n    return f"{row["name"]}: {row["id"]}"\n'


def _findings(report, drop: tuple[str, ...] = ()) -> list[tuple[str, int]]:
    return sorted((f.rule, f.line) for f in report.findings if f.rule not in drop)


@pytest.fixture(scope="module")
def fast():
    with Analyzer(Config()) as analyzer:
        yield analyzer


def test_the_set_has_clean_and_flawed_pairs():
    names = [p.name for p in PAIRS]
    assert any(n.startswith("clean_") for n in names) and any(n.startswith("flawed_") for n in names)
    assert all((DATA / f"{p.stem}.py311.py").is_file() for p in PAIRS)


@pytest.mark.skipif(not NEWER_INSTALLED, reason="needs Python >= 3.12 installed beside the running interpreter")
@pytest.mark.parametrize("modern", PAIRS, ids=lambda p: p.stem)
def test_modern_code_gets_its_twins_findings_and_score(fast, modern):
    twin = modern.with_name(f"{modern.stem}.py311.py")
    ours, theirs = fast.analyze(modern.read_text()), fast.analyze(twin.read_text())
    assert ours.analysable and _findings(ours) == _findings(theirs)
    assert ours.score.overall == pytest.approx(theirs.score.overall)
    if modern.name.startswith("clean_"):
        assert not ours.findings
    else:
        assert ours.score.overall < 1.0


@pytest.mark.skipif(not NEWER_INSTALLED, reason="needs Python >= 3.12 installed beside the running interpreter")
def test_thorough_profile_tools_read_the_newer_tree():
    """vulture, radon and bandit read the rebuilt tree; mypy, which parses with the running
    interpreter, says so instead of reporting a syntax error."""
    modern = DATA / "flawed_cache.py"
    twin = DATA / "flawed_cache.py311.py"
    with Analyzer(Config(profile="thorough")) as analyzer:
        ours, theirs = analyzer.analyze(modern.read_text()), analyzer.analyze(twin.read_text())
        torch = analyzer.analyze("import torch\n\n\ndef load[T](path: str, tag: T) -> T:\n"
                                 "    model = torch.load(path)\n    return model\n")
    mypy_lost = [f for f in ours.findings if f.rule == "CR009"]
    if RUNNING.minor < (3, 12):
        assert len(mypy_lost) == 1 and "mypy parses with Python 3.11" in mypy_lost[0].message
    else:
        assert not mypy_lost
    assert _findings(ours, drop=("CR009",)) == _findings(theirs, drop=("CR009",))
    assert ("B614", 5) in _findings(torch)  # bandit's torch.load test, on a tree 3.11 cannot parse


def test_code_newer_than_its_target_says_which_version_it_needs():
    with Analyzer(Config(target_version="py311")) as analyzer:
        report = analyzer.analyze(TYPE_ALIAS)
    newer = [f for f in report.findings if f.rule == "CR007"]
    if not NEWER_INSTALLED:
        assert [f.rule for f in report.findings] == ["CR001"]
        return
    assert len(newer) == 1 and newer[0].message.startswith("needs Python >= 3.12; the target is py311")
    assert report.analysable and 0 < report.score.overall < 1.0
    assert not [f for f in report.findings if f.rule in ("CR001", "E999")]  # one finding says it, not three


def test_match_statement_needs_310_whatever_the_interpreter():
    snippet = Snippet.parse("match command:\n    case 'go':\n        pass\n", target="py39")
    assert snippet.ok and snippet.needs == 10
    assert [w.message for w in snippet.warnings] == ["needs Python >= 3.10; the target is py39"]
    assert not Snippet.parse("match command:\n    case 'go':\n        pass\n", target="py310").warnings


@pytest.mark.skipif(not NEWER_INSTALLED or newest().minor < (3, 13), reason="needs Python 3.13 installed")
def test_type_parameter_defaults_need_313():
    snippet = Snippet.parse(TYPE_DEFAULT, target="py312")
    assert snippet.ok and snippet.needs == 13
    assert snippet.warnings[0].message.startswith("needs Python >= 3.13; the target is py312")
    assert not Snippet.parse(TYPE_DEFAULT).warnings  # the default target is the newest


def test_code_that_no_grammar_accepts_stays_a_syntax_error_with_the_parsers_message(fast):
    report = fast.analyze("def broken(:\n    return 1\n")
    assert [f.rule for f in report.findings] == ["CR001"]
    assert report.findings[0].message == "does not parse: invalid syntax" and report.score.overall == 0.0


def test_without_a_newer_interpreter_the_finding_says_what_is_missing(monkeypatch):
    monkeypatch.setenv("CODEREWARD_PYTHONS", "")  # only the running interpreter
    assert installed() == (RUNNING,)
    snippet = Snippet.parse(TYPE_ALIAS)
    if RUNNING.minor >= (3, 12):
        assert snippet.ok  # the running parser reads it
        return
    assert snippet.problem is not None and snippet.problem.kind == "grammar"
    assert snippet.problem.message == (
        "does not parse with Python 3.11 (invalid syntax); code for py313 may need Python >= 3.12, "
        "and none is installed here (available: 3.11)")
    with Analyzer(Config()) as analyzer:
        report = analyzer.analyze(TYPE_ALIAS)
    assert [f.rule for f in report.findings] == ["CR008"] and report.score.overall == 0.0
    # held to the running interpreter's own grammar, its parser's verdict is the whole answer
    assert Snippet.parse(TYPE_ALIAS, target="py311").problem.kind == "syntax"


def test_rules_that_walk_the_tree_see_the_new_nodes():
    snippet = Snippet.parse("type Ids = list[int]\n\n\nclass Box[T: (int, str), *Ts, **P]:\n    pass\n")
    if not snippet.ok:
        assert not NEWER_INSTALLED
        return
    alias, box = snippet.tree.body
    assert isinstance(alias, grammar.TYPE_ALIAS) and isinstance(alias, __import__("ast").stmt)
    assert [type(p) for p in box.type_params] == [grammar.TYPE_VAR, grammar.TYPE_VAR_TUPLE, grammar.PARAM_SPEC]
    assert snippet.nodes(grammar.TYPE_VAR) == [box.type_params[0]]
    assert snippet.parents[box.type_params[0]] is box  # the index walks type_params on every version
    assert snippet.segment(alias) == "type Ids = list[int]"


def test_the_grammar_worker_comes_back_after_it_dies():
    if newest().minor <= RUNNING.minor:
        assert Snippet.parse(PEP_701).ok == (RUNNING.minor >= (3, 12))
        return
    assert Snippet.parse(PEP_701).ok
    servers = _grammar_servers()
    assert servers
    for pid in servers:  # as an OOM kill would
        os.kill(pid, signal.SIGKILL)
    assert Snippet.parse(PEP_701 + "\n").ok
    assert _grammar_servers() and not set(_grammar_servers()) & set(servers)  # a fresh one answered


def _grammar_servers() -> list[int]:
    """This process's grammar servers: the children running ``grammar_server.py`` (not yet reaped zombies aside)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            state, parent = (entry / "stat").read_text().rpartition(")")[2].split()[:2]
            command = (entry / "cmdline").read_bytes()
        except (OSError, ValueError):
            continue
        if int(parent) == os.getpid() and state != "Z" and b"grammar_server" in command:
            found.append(int(entry.name))
    return found


def test_every_parse_check_agrees_on_modern_and_broken_code():
    modern_ok = NEWER_INSTALLED
    assert (syntax_score(PEP_701) == 1.0) == modern_ok
    assert _runnable(PEP_701) == modern_ok
    assert (_call_problem('f"{d["k"]}"') is None) == modern_ok
    # bad input the sandbox's old check let through as an exception: now a reason
    assert _call_problem("f(\x00)") == "'call' is not a Python expression: source contains NUL bytes"
    assert _call_problem("f(") is not None
    assert syntax_score("def f(:\n") < 1.0 and not _runnable("def f(:\n")
    deep = "x = " + "(" * 300 + "1" + ")" * 300 + "\n"
    assert Snippet.syntax_problem(deep) is not None and not _runnable(deep)


def test_test_code_is_parsed_by_the_one_check_with_a_reason_for_every_bad_input():
    """Assert-style and pytest-style test code is rewritten here, so it must parse with this
    interpreter's own grammar; what it cannot compile is refused with the reason, never raised."""
    assert formats.parse_tests("assert f(1) == 2\n")[0] == "assert"
    running = RUNNING.minor >= (3, 12)
    for tests, words in (
        ("assert f(1 ==\n", "was never closed"),
        ("assert f(" + "-" * 200_000 + "1) == 2\n", "nesting too deep"),  # was a MemoryError out of no_runnable_test
        ("assert f(1)\x00 == 2\n", "NUL bytes"),
        ("type X = int\nassert f(1) == 2\n", "needs Python >= 3.12" if NEWER_INSTALLED else "invalid syntax"),
        ("from solution import f\ntype X = int\ndef test_f():\n    assert f(1) == 2\n",
         "needs Python >= 3.12" if NEWER_INSTALLED else "invalid syntax"),
    ):
        if running and "type X" in tests:
            assert formats.no_runnable_test(tests) is None
            continue
        with pytest.raises(SyntaxError, match=words):
            formats.parse_tests(tests)
        assert words in formats.no_runnable_test(tests)


def _call_problem(call: str) -> str | None:
    """Why the sandbox refuses a test case with this ``call`` (None: it runs)."""
    _, cases = formats.parse_tests([{"call": call, "expected": 1}])
    return cases[0].problem


def test_target_version_in_configuration_flag_and_api(tmp_path, capsys):
    from codereward.cli.main import main

    assert from_mapping({"target-version": "py310"}).target_version == "py310"
    with pytest.raises(ConfigError, match="target-version: 'py27' is not one of py38"):
        Config(target_version="py27")
    source = tmp_path / "alias.py"
    source.write_text(TYPE_ALIAS)
    (tmp_path / "pyproject.toml").write_text('[tool.codereward]\ntarget-version = "py311"\n')
    main(["analyze", "--format", "json", str(source)])
    from_file = json.loads(capsys.readouterr().out)
    main(["analyze", "--format", "json", "--target-version", "py313", str(source)])
    from_flag = json.loads(capsys.readouterr().out)
    rules = [[f["rule"] for f in run["results"][0]["findings"]] for run in (from_file, from_flag)]
    if NEWER_INSTALLED:
        assert rules == [["CR007"], []]
    else:
        assert rules == [["CR001"], ["CR008"]]


@pytest.mark.skipif(not NEWER_INSTALLED, reason="needs Python >= 3.12 installed beside the running interpreter")
def test_a_big_batch_split_over_worker_processes_gets_the_twins_findings():
    """Each forked worker parses what only a newer grammar reads with its own grammar server."""
    modern = [p.read_text() for p in PAIRS]
    twins = [p.with_name(f"{p.stem}.py311.py").read_text() for p in PAIRS]
    copies = -(-32 // len(PAIRS))  # the analyzer splits batches of 32+ new snippets
    with Analyzer(Config(jobs=2)) as analyzer:
        ours = analyzer.analyze_many([f"{s}# copy {i}\n" for i in range(copies) for s in modern])
        theirs = analyzer.analyze_many([f"{s}# copy {i}\n" for i in range(copies) for s in twins])
    assert [_findings(r) for r in ours] == [_findings(r) for r in theirs]


def test_modern_code_nested_too_deep_to_pass_between_interpreters_is_too_deep_not_a_crash(fast):
    report = fast.analyze("type X = int\ny = " + "+".join(["1"] * 3000) + "\n")
    if RUNNING.minor >= (3, 12):  # its own parser reads it: analysed like any code
        assert report.analysable and not report.findings
    else:
        assert [f.rule for f in report.findings] == (["CR006"] if NEWER_INSTALLED else ["CR008"])
