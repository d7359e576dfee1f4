"""Code hidden in strings (CR215) and behind lookups by name (CR213, CR214): found, with
the weakness of what it reaches, at least as severe as the direct call."""

from __future__ import annotations

import textwrap

import pytest

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.findings import Severity


@pytest.fixture(scope="module")
def analyzer():
    with Analyzer(Config(profile="fast", jobs=1)) as instance:
        yield instance


def security(analyzer, source: str) -> list[tuple[str, int | None, int, Severity]]:
    report = analyzer.analyze(textwrap.dedent(source))
    return [(f.rule, f.cwe, f.line, f.severity) for f in report.findings if f.characteristic.value == "security"]


@pytest.mark.parametrize(("hidden", "direct", "cwe"), [
    ('getattr(__builtins__, "ev" + "al")(text)', "eval(text)", 95),
    ('getattr(__import__("o" + "s"), "sys" + "tem")(text)', "__import__('os').system(text)", 78),
    ('globals()["__builtins__"]["eval"](text)', "eval(text)", 95),
    ('vars(__import__("subprocess"))["check_output"](text, shell=True)', "__import__('subprocess').check_output(text, shell=True)", 78),
    ('__import__("sys").modules["os"].system(text)', "__import__('os').system(text)", 78),
    ('getattr(__import__("pickle"), "lo" + "ads")(text)', "__import__('pickle').loads(text)", 502),
])
def test_lookup_by_name_is_at_least_as_severe_as_the_direct_call(analyzer, hidden, direct, cwe):
    hidden_found = security(analyzer, f"def f(text):\n    return {hidden}\n")
    assert any(rule == "CR213" and found == cwe for rule, found, _, _ in hidden_found), hidden_found
    worst_hidden = max(sev.rank for *_, sev in hidden_found)
    direct_found = security(analyzer, f"def f(text):\n    return {direct}\n")
    assert worst_hidden >= max((sev.rank for *_, sev in direct_found), default=0)
    assert analyzer.analyze(f"def f(text):\n    return {hidden}\n").score.security \
        <= analyzer.analyze(f"def f(text):\n    return {direct}\n").score.security


def test_an_alias_bound_once_is_followed(analyzer):
    found = security(analyzer, """
        import os
        run = getattr(os, "sys" + "tem")
        def f(cmd):
            return run(cmd)
        """)
    assert ("CR213", 78, 5, Severity.CRITICAL) in found


def test_computed_names_called_on_powerful_namespaces(analyzer):
    assert [f[:3] for f in security(analyzer, """
        import math
        import os
        def f(name, x):
            getattr(os, name)(x)
            globals()[name](x)
            return getattr(math, name)(x), getattr(os, name, None)
        """)] == [("CR214", 470, 5), ("CR214", 470, 6)]


def test_code_in_a_string_is_analysed_and_placed_on_the_string(analyzer):
    source = 'def f():\n    exec("import os\\nos.system(input())")\n'
    report = analyzer.analyze(source)
    hits = [f for f in report.findings if f.cwe == 78]
    assert hits and all((f.line, f.column) == (2, 9) for f in hits)
    assert any("string passed to `exec`" in f.message for f in hits)


def test_strings_in_strings_and_folded_strings(analyzer):
    nested = security(analyzer, 'exec("exec(\\"import pickle; pickle.loads(b\'x\')\\")")\n')
    assert any(rule == "CR215" and cwe == 502 for rule, cwe, _, _ in nested)
    folded = security(analyzer, 'CODE = "import os; os." + "system(\'id\')"\ndef f():\n    exec(CODE)\n')
    assert any(rule == "CR215" and cwe == 78 for rule, cwe, _, _ in folded)


@pytest.mark.parametrize("source", [
    'exec("print(1)")\n',
    'exec("this is not python")\n',
    'eval(compile("1 + 2", "<expr>", "eval"))\n',
    'x = getattr(__builtins__, "len")([1])\n',
    'import os\nprint(getattr(os, "sep"))\n',
])
def test_harmless_strings_and_lookups_draw_no_own_finding(analyzer, source):
    assert [f for f in security(analyzer, source) if f[0].startswith("CR")] == []


def test_import_module_and_aliases_of_dangerous_callables(analyzer):
    found = security(analyzer, """
        import importlib
        run = eval
        def f(cmd):
            importlib.import_module("o" + "s").system(cmd)
            return run(cmd)
        """)
    assert {(rule, cwe, line) for rule, cwe, line, _ in found} >= {("CR213", 78, 5), ("CR213", 95, 6)}


@pytest.mark.parametrize("hidden", [
    'exec(__import__("base64").b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oJ2lkJyk=").decode())',
    'exec(bytes.fromhex("696d706f7274206f733b206f732e73797374656d282769642729").decode())',
    'exec(__import__("codecs").decode("vzcbeg bf; bf.flfgrz(\'vq\')", "rot13"))',
    'getattr(__import__("so"[::-1]), "metsys"[::-1])("id")',
])
def test_code_behind_encodings_and_reversals_is_seen(analyzer, hidden):
    found = security(analyzer, f"def f():\n    {hidden}\n")
    assert any(rule in ("CR213", "CR215") and cwe == 78 for rule, cwe, _, _ in found), found


@pytest.mark.parametrize("hidden", [
    "run = (lambda f: f)(eval)\n    return run(text)",
    'fn = getattr(__builtins__, "ev" + "al") if not isinstance(__builtins__, dict) else __builtins__["ev" + "al"]'
    "\n    return fn(text)",
    'return {"show": print, "run": eval}["run"](text)',
    "return [print, eval][1](text)",
    "run = print or eval\n    return run(text)",
    "return __import__('functools').partial(eval)(text)",
])
def test_what_a_name_holds_is_followed_and_costs_what_eval_costs(analyzer, hidden):
    source = f"def f(text):\n    {hidden}\n"
    found = security(analyzer, source)
    assert any(rule == "CR213" and cwe == 95 for rule, cwe, _, _ in found), found
    direct = "def f(text):\n    return eval(text)\n"
    assert analyzer.analyze(source).score.security <= analyzer.analyze(direct).score.security


def test_identity_helpers_of_the_snippet_are_followed(analyzer):
    found = security(analyzer, """
        import os
        def same(value):
            return value
        def f(cmd):
            return same(os.system)(cmd)
        """)
    assert ("CR213", 78, 6) in {(rule, cwe, line) for rule, cwe, line, _ in found}


@pytest.mark.parametrize("source", [
    "import subprocess\nrun = subprocess.run\ndef f(x):\n    return run(['ls', x])\n",
    "import pickle\nloads = pickle.loads\ndef f(x):\n    return loads(x)\n",
    'handlers = {"show": print, "size": len}\ndef f(name, x):\n    return handlers[name](x)\n',
    "def f(x, fallback=None):\n    fn = fallback or str\n    return fn(x)\n",
])
def test_names_that_hold_harmless_or_safe_forms_stay_silent(analyzer, source):
    assert [f for f in security(analyzer, source) if f[0] == "CR213"] == []
