"""Source-to-sink tracking (``rules/analysis/taint.py``): what reaches a sink, what a
sanitizer or an allow-list stops, summaries of the snippet's own functions, and a
defined result on code built to break it."""

from __future__ import annotations

import textwrap

import pytest

from codereward.rules import registered
from codereward.rules.analysis import taint
from codereward.rules.analysis.taint import taint_flows
from codereward.rules.base import TaintRule
from codereward.snippet import Snippet


def flows(source: str, max_bytes: int = 1_000_000) -> list[tuple[str, int, int]]:
    snippet = Snippet.parse(textwrap.dedent(source), max_bytes=max_bytes)
    assert snippet.ok, snippet.problem
    found = sorted((flow.node.lineno, flow.kind, flow.cwe) for flow in taint_flows(snippet).flows)
    return [(kind, cwe, line) for line, kind, cwe in found]


def test_request_data_reaches_every_kind_of_sink():
    found = flows("""
        import os, re, logging, requests
        from flask import request, redirect
        def view():
            name = request.args["name"]
            open(name)
            os.system("ls " + name)
            re.compile(name)
            logging.info("user " + name)
            requests.get(name)
            return redirect(name)
        """)
    assert [kind for kind, _, _ in found] == ["path", "command", "regex", "log", "ssrf", "redirect"]


def test_command_line_and_environment_reach_only_what_their_user_does_not_choose():
    # the person running a program names its files and its pager; typed text must not become a shell command
    assert flows("""
        import os, sys
        open(sys.argv[1])
        os.execvp(os.environ["PAGER"], ["pager"])
        """) == []
    assert flows("""
        import os, sys
        os.system("grep " + sys.argv[1])
        eval(os.environ["EXPR"])
        """) == [("command", 78, 3), ("code", 95, 4)]


def test_sanitizers_remove_only_the_kinds_they_make_safe():
    source = """
        import os, shlex
        from flask import request
        def view():
            name = shlex.quote(request.args["name"])
            os.system("ls " + name)
            open(name)
        """
    assert flows(source) == [("path", 22, 7)]
    assert flows(source.replace("shlex.quote(", "int(")) == []


@pytest.mark.parametrize("check", ["if name in ALLOWED:\n    os.system(name)",
                                   "if name not in ALLOWED:\n    raise ValueError(name)\nos.system(name)",
                                   "if not name.isalnum():\n    return\nos.system(name)",
                                   "if name.isdigit() and len(name) < 9:\n    os.system(name)"])
def test_allow_lists_and_validators_end_the_flow(check):
    body = textwrap.indent(check, " " * 4)
    source = f"import os\nfrom flask import request\nALLOWED = {{'a'}}\ndef view():\n    name = request.args['n']\n{body}\n"
    assert flows(source) == []
    unchecked = "import os\nfrom flask import request\ndef view():\n    name = request.args['n']\n    os.system(name)\n"
    assert flows(unchecked) == [("command", 78, 5)]


def test_summaries_follow_parameters_into_and_out_of_helpers():
    found = flows("""
        import os
        from flask import request
        def run(command):
            os.system(command)
        def wrap(value):
            return "echo " + value
        def safe(value):
            return "echo " + str(int(value))
        def view():
            run(wrap(request.args["x"]))
            run(safe(request.args["x"]))
            run("uptime")
        """)
    assert found == [("command", 78, 5)]


def test_a_sinks_result_is_not_the_data_it_received():
    assert flows("""
        import sys
        code = open(sys.argv[1]).read()
        exec(code)
        """) == []


def test_parameterised_queries_and_client_requests_are_silent():
    assert flows("""
        from flask import request
        def view(db):
            db.execute("SELECT 1 WHERE a = ?", (request.args["a"],))
            db.execute("SELECT 1 WHERE a = '%s'" % request.args["a"])
        """) == [("sql", 89, 5)]
    # an HTTP client's ``request`` is the one it sends: no framework import, no source
    assert flows("""
        def prepare(request, token):
            request.headers["Authorization"] = "Bearer " + request.body
        """) == []


def test_route_parameters_are_sources_unless_typed_or_converted():
    found = flows("""
        import os
        from fastapi import FastAPI
        app = FastAPI()
        @app.get("/a/{name}")
        def a(name: str, count: int):
            os.system(name)
            os.system(str(count))
        @app.get("/b/<int:uid>")
        def b(uid):
            os.system(uid)
        """)
    assert found == [("command", 78, 7)]


# --- bad input: defined results -----------------------------------------------------------

@pytest.mark.parametrize("source", [
    "import os\nx = input()\nos.system(" + "-" * 1000 + "x)\n",
    "import os\nx = input()\nos.system(" + "not " * 1000 + "x)\n",
    "import os\nx = input()\nf = " + "lambda: " * 1000 + "x\nos.system(f())\n",
    "import os\nx = input()\n" + "".join(" " * i + "if x:\n" for i in range(99)) + " " * 99 + "os.system(x)\n",
    "import os\nx = input()\n" + "".join(" " * i + "for y in x:\n" for i in range(20)) + " " * 20 + "os.system(y)\n",
], ids=["unary-1000", "not-1000", "lambda-1000", "if-99", "for-20"])
def test_deeply_nested_code_gets_a_result(source):
    snippet = Snippet.parse(source)
    assert snippet.ok
    result = taint_flows(snippet)
    assert result.gave_up is None
    assert all(flow.kind == "command" for flow in result.flows)


def test_recursive_functions_finish_and_are_followed():
    assert flows("""
        import os
        def f(x, n):
            return f(x, n - 1) if n else x
        def g(x):
            return h(x) + x
        def h(x):
            return g(x)
        os.system(f(input(), 3))
        os.system(g(input()))
        """) == [("command", 78, 9), ("command", 78, 10)]


def test_global_nonlocal_and_star_imports():
    assert flows("""
        import os
        from os import *
        cmd = ""
        def read():
            global cmd
            cmd = input()
        def outer():
            value = ""
            def inner():
                nonlocal value
                value = input()
            inner()
            system(value)
        read()
        os.system(cmd)
        """) == [("command", 78, 16)]


def test_a_100000_function_file_finishes_and_gives_up_with_a_finding():
    # each function reads input and calls the next: more than the tracking's budget, which it says
    n = 100_000
    source = "import os\n" + "".join(f"def f{i}(x): return f{i + 1}(x) if x else os.system(input())\n"
                                      for i in range(n)) + f"def f{n}(x): return x\nos.system(f0(input()))\n"
    snippet = Snippet.parse(source, max_bytes=10_000_000)
    assert snippet.ok
    assert taint_flows(snippet).gave_up is not None
    findings = list(registered()["CR221"]().check(snippet))
    incomplete = [f for f in findings if f.rule == "CR009"]
    assert len(incomplete) == 1 and "source-to-sink tracking stopped after" in incomplete[0].message
    assert len(findings) > 1000  # what it found before it stopped is kept


def test_a_chain_of_helpers_is_followed_as_deep_as_summaries_go():
    n = 2_000
    source = "import os\n" + "".join(f"def f{i}(x):\n    return f{i + 1}(x)\n" for i in range(n)) \
        + f"def f{n}(x):\n    return x\nos.system(f0(input()))\n"
    assert flows(source) == [("command", 78, 2 * n + 4)]


def test_computed_once_per_snippet_for_every_rule(monkeypatch):
    runs = []
    original = taint._Tracker.run

    def counting(self):
        runs.append(self.snippet)
        return original(self)

    monkeypatch.setattr(taint._Tracker, "run", counting)
    snippet = Snippet.parse("import os\nos.system(input())\n")
    rules = [cls() for cls in registered().values() if issubclass(cls, TaintRule)]
    assert len(rules) >= 15
    findings = [f for rule in rules for f in rule.check(snippet)]
    assert len(runs) == 1 and [f.rule for f in findings] == ["CR221"]


def test_untrusted_names_choosing_what_runs():
    assert flows("""
        import os
        from flask import request
        def view():
            name = request.args["op"]
            getattr(os, name)()
            globals()[name]()
            getattr(os, "getcwd")()
        """) == [("reflection", 470, 6), ("reflection", 470, 7)]


def test_uploads_django_responses_and_views_without_imports():
    assert flows("""
        import os
        from flask import request
        def upload():
            f = request.files["doc"]
            f.save(os.path.join("/srv/uploads", f.filename))
        """) == [("path", 22, 6)]
    assert flows("""
        from django.http import HttpResponse
        def lang(request):
            response = HttpResponse("ok")
            response["Content-Language"] = request.GET["lang"]
            return response
        """) == [("header", 113, 5)]
    # Django's and Flask's own request attributes are sources even where nothing is imported
    assert flows("""
        import os
        def view(request):
            os.system("ls " + request.GET["dir"])
        """) == [("command", 78, 4)]


def test_asserts_validating_untrusted_input():
    assert flows("""
        from flask import request
        def view():
            count = request.args["n"]
            assert count.isdigit(), "a number"
            assert len(count) < 5
            return int(count)
        """) == [("assert", 617, 5)]


@pytest.mark.parametrize(("check", "safe"), [
    ("re.fullmatch(r'[a-z]+', name)", True),
    ("re.match(r'[a-z]+$', name)", True),
    ("re.match(r'[a-z]+', name)", False),  # a prefix only: `abc; rm -rf ~` passes
    ("PATTERN.fullmatch(name)", True),
    ("PATTERN.match(name)", False),
])
def test_regex_validators_must_match_the_whole_value(check, safe):
    source = f"""
        import os, re
        from flask import request
        PATTERN = re.compile(r"[a-z]+")
        def view():
            name = request.args["n"]
            if {check}:
                os.system("ls " + name)
        """
    assert (flows(source) == []) is safe


def test_framework_names_a_snippet_leaves_unimported():
    assert flows("""
        def view(request):
            return HttpResponse("<p>" + request.GET["q"] + "</p>")
        def go(request):
            return redirect(request.GET["next"])
        """) == [("xss", 79, 3), ("redirect", 601, 5)]
    assert flows("""
        from myapp.http import redirect
        def go(request):
            return redirect(request.GET["next"])
        """) == []
