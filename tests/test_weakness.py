"""CWE ids that name the weakness, and severity that ranks flaws as a reviewer would.

The pair tests score the same function twice with the fast analyzer (ruff and the own
rules, the training default): a flawed twin must score below its clean twin, and an
injection, code-execution or unsafe-deserialization flaw must score below the same
function written safely but untidily (unused imports, bad names, six arguments, no
docstring).
"""

from __future__ import annotations

import textwrap

import pytest

from codereward.analyzer import Analyzer
from codereward.findings import Severity
from codereward.registry import all_rules
from codereward.weakness import CRITICAL_CWES, CWE_CHANGES, STYLE_CWES, TOP_25, cwe_for, severity_for


@pytest.fixture(scope="module")
def analyzer():
    with Analyzer() as fast:
        yield fast


def overall(analyzer: Analyzer, source: str) -> float:
    report = analyzer.analyze(textwrap.dedent(source))
    assert report.analysable
    return report.score.overall


# --------------------------------------------------------------------------- CWE ids


@pytest.mark.parametrize(("rule", "cwe"), [
    ("S307", 95), ("S102", 94), ("S506", 502), ("CR216", 611), ("CR201", 798), ("CR203", 328), ("CR204", 338),
    ("S113", 1088),
])
def test_the_reported_cwe_names_the_weakness(rule, cwe):
    assert all_rules()[rule].cwe == cwe


def test_every_change_from_a_tool_is_in_the_one_table_with_a_reason():
    rules = all_rules()
    for (tool, code), change in CWE_CHANGES.items():
        assert code in rules and rules[code].source == tool, code
        assert change.cwe != change.tool_cwe and f"CWE-{change.cwe}" in change.why, code
        assert rules[code].cwe == change.cwe == cwe_for(tool, code, change.tool_cwe)
    assert cwe_for("ruff", "S608", 89) == 89  # no change: the tool's own id


def test_a_finding_carries_the_tables_cwe():
    report = Analyzer().analyze("import yaml\n\n\ndef read(text):\n    return yaml.load(text)\n")
    found = {f.rule: f for f in report.findings}
    assert (found["S506"].cwe, found["S506"].severity) == (502, Severity.CRITICAL)


# --------------------------------------------------------------------------- severity policy


def test_every_rule_carries_the_severity_of_its_weakness():
    for rule in all_rules().values():
        assert severity_for(rule.cwe, rule.severity) is rule.severity, rule.id
        if rule.cwe in STYLE_CWES:
            assert rule.severity.rank <= Severity.LOW.rank, rule.id


def test_policy_tiers():
    assert severity_for(89, Severity.MEDIUM) is Severity.CRITICAL
    assert severity_for(502, Severity.MEDIUM) is Severity.CRITICAL
    assert severity_for(22, Severity.MEDIUM) is Severity.HIGH  # Top 25, not injection
    assert severity_for(1053, Severity.MEDIUM) is Severity.LOW  # documentation
    assert severity_for(78, Severity.LOW) is Severity.LOW  # a hazard the tool rates low stays low
    assert severity_for(1121, Severity.MEDIUM) is Severity.MEDIUM  # not a listed weakness: as rated
    assert {78, 89, 94, 95, 502} <= CRITICAL_CWES and {79, 22, 798} <= TOP_25


def test_a_shell_call_with_a_constant_command_is_not_an_injection(analyzer):
    report = analyzer.analyze("import os\n\n\ndef listing(path):\n    os.system('ls')\n    os.system('ls ' + path)\n")
    severities = {f.line: f.severity for f in report.findings if f.rule == "S605"}
    assert severities == {6: Severity.CRITICAL}


# --------------------------------------------------------------------------- twins

UNTIDY_HEADER = "import os, sys, json\n\n\n"
#: (flawed but tidy, the same function safe but untidy)
INJECTION_TWINS = {
    "eval": ('''
        def evaluate(expression: str) -> float:
            """The value of an arithmetic expression typed by the user."""
            return eval(expression)
        ''', '''
        import ast
        def Evaluate(E, a, b, c, d, e):
            return ast.literal_eval(E)
        '''),
    "exec": ('''
        def run_plugin(source: str) -> None:
            """Run a plugin's code."""
            exec(source)
        ''', '''
        import importlib
        def RunPlugin(S, a, b, c, d, e):
            importlib.import_module(S)
        '''),
    "sql-percent": ('''
        def find_user(cursor, name: str) -> list:
            """The rows of the user called ``name``."""
            cursor.execute("SELECT * FROM users WHERE name = '%s'" % name)
            return cursor.fetchall()
        ''', '''
        def FindUser(C, N, a, b, c, d):
            C.execute("SELECT * FROM users WHERE name = ?", (N,))
            return C.fetchall()
        '''),
    "pickle-from-socket": ('''
        import pickle


        def receive(sock) -> object:
            """The next message from a peer."""
            payload = sock.recv(65536)
            return pickle.loads(payload)
        ''', '''
        import json
        def Receive(S, a, b, c, d, e):
            P = S.recv(65536)
            return json.loads(P)
        '''),
    "yaml-load": ('''
        import yaml


        def read_config(text: str) -> dict:
            """The settings in a YAML document."""
            return yaml.load(text)
        ''', '''
        import yaml
        def ReadConfig(T, a, b, c, d, e):
            return yaml.safe_load(T)
        '''),
    "shell": ('''
        import subprocess


        def ping(host: str) -> int:
            """Ping ``host`` once; the exit status."""
            return subprocess.call(f"ping -c 1 {host}", shell=True)
        ''', '''
        import subprocess
        def Ping(H, a, b, c, d, e):
            return subprocess.call(["ping", "-c", "1", H])
        '''),
}


@pytest.mark.parametrize("name", sorted(INJECTION_TWINS))
def test_an_injection_scores_below_the_safe_but_untidy_twin(analyzer, name):
    flawed, untidy = INJECTION_TWINS[name]
    untidy = UNTIDY_HEADER + textwrap.dedent(untidy)
    report = analyzer.analyze(untidy)
    assert len([f for f in report.findings if f.characteristic.value == "maintainability"]) >= 4, \
        "the untidy twin must really be untidy"
    assert not [f for f in report.findings if f.characteristic.value == "security"]
    assert overall(analyzer, flawed) < report.score.overall


#: (flawed, clean): the same function with and without one flaw
FLAW_TWINS = {
    "bare-except": ('''
        def parse(text: str) -> int:
            """The integer in ``text``, or 0."""
            try:
                return int(text)
            except:
                return 0
        ''', '''
        def parse(text: str) -> int:
            """The integer in ``text``, or 0."""
            try:
                return int(text)
            except ValueError:
                return 0
        '''),
    "mutable-default": ('''
        def add(item: str, items: list = []) -> list:
            """``items`` with ``item`` appended."""
            items.append(item)
            return items
        ''', '''
        def add(item: str, items: list | None = None) -> list:
            """``items`` with ``item`` appended."""
            items = [] if items is None else items
            items.append(item)
            return items
        '''),
    "unclosed-file": ('''
        def first_line(path: str) -> str:
            """The first line of a file."""
            handle = open(path)
            return handle.readline()
        ''', '''
        def first_line(path: str) -> str:
            """The first line of a file."""
            with open(path) as handle:
                return handle.readline()
        '''),
    "infinite-loop": ('''
        def countdown(n: int) -> list:
            """n, n-1, ..., 1."""
            out = []
            while n > 0:
                out.append(n)
            return out
        ''', '''
        def countdown(n: int) -> list:
            """n, n-1, ..., 1."""
            out = []
            while n > 0:
                out.append(n)
                n -= 1
            return out
        '''),
    "quadratic-concat": ('''
        def render(rows: list) -> str:
            """The rows, one per line."""
            text = ""
            for row in rows:
                text += str(row) + "\\n"
            return text
        ''', '''
        def render(rows: list) -> str:
            """The rows, one per line."""
            return "".join(str(row) + "\\n" for row in rows)
        '''),
    "hard-coded-secret": ('''
        import requests


        def fetch(url: str) -> bytes:
            """The body at ``url``."""
            api_key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"
            return requests.get(url, headers={"Authorization": api_key}, timeout=10).content
        ''', '''
        import os

        import requests


        def fetch(url: str) -> bytes:
            """The body at ``url``."""
            api_key = os.environ["API_KEY"]
            return requests.get(url, headers={"Authorization": api_key}, timeout=10).content
        '''),
    "sql-injection": INJECTION_TWINS["sql-percent"][0:1] + ('''
        def find_user(cursor, name: str) -> list:
            """The rows of the user called ``name``."""
            cursor.execute("SELECT * FROM users WHERE name = ?", (name,))
            return cursor.fetchall()
        ''',),
}


@pytest.mark.parametrize("name", sorted(FLAW_TWINS))
def test_a_flawed_twin_scores_below_its_clean_twin(analyzer, name):
    flawed, clean = FLAW_TWINS[name]
    clean_report = analyzer.analyze(textwrap.dedent(clean))
    assert clean_report.findings == (), [(f.rule, f.message) for f in clean_report.findings]
    assert overall(analyzer, flawed) < clean_report.score.overall


def test_the_documented_table_is_the_code_table():
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "score.md").read_text(encoding="utf-8")
    section = text.split("## CWE ids and severity", 1)[1].split("\n\n", 3)[2]
    rows: dict[str, tuple[int, int]] = {}
    for line in section.splitlines()[2:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        for first, last in re.findall(r"S(\d+)(?:-S(\d+))?", cells[0]):
            for code in range(int(first), int(last or first) + 1):
                rows[f"S{code}"] = (int(cells[1]), int(cells[2]))
    expected = {code: (change.tool_cwe, change.cwe) for (_tool, code), change in CWE_CHANGES.items()}
    assert rows == expected
