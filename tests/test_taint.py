"""Source-to-sink tracking (``rules/analysis/taint.py``): what reaches a sink, what a
sanitizer or an allow-list stops, summaries of the snippet's own functions, and a
defined result on code built to break it."""

from __future__ import annotations

import ast
import textwrap

import pytest

from codereward.rules import registered
from codereward.rules.analysis import taint
from codereward.rules.analysis.nodes import dotted
from codereward.rules.analysis.safe_values import made_safe
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


def test_a_file_past_the_budget_finishes_and_gives_up_with_a_finding(monkeypatch):
    # each function reads input and calls the next: more than the tracking's budget, which it says
    # (the budget is lowered so that a tenth of the code is enough to pass it)
    monkeypatch.setattr(taint, "MAX_STEPS", taint.MAX_STEPS // 10)
    n = 10_000
    source = "import os\n" + "".join(f"def f{i}(x): return f{i + 1}(x) if x else os.system(input())\n"
                                      for i in range(n)) + f"def f{n}(x): return x\nos.system(f0(input()))\n"
    snippet = Snippet.parse(source, max_bytes=10_000_000)
    assert snippet.ok
    assert taint_flows(snippet).gave_up is not None
    findings = list(registered()["CR221"]().check(snippet))
    incomplete = [f for f in findings if f.rule == "CR009"]
    assert len(incomplete) == 1 and "source-to-sink tracking stopped after" in incomplete[0].message
    assert len(findings) > 100  # what it found before it stopped is kept


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


@pytest.mark.parametrize(("pattern", "safe"), [
    (r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}\.(?:png|jpe?g)", True),
    (r"[\w.-]+", True),
    (r".+", False),  # anything at all: ``x; rm -rf ~`` is one whole match
    (r"[^/]+", False),  # a negated class admits ``;`` and ``$(...)``
    (r"\S+", False),
    (r"[\w;|]+", False),
    (r"[\w ]+", False),  # a space splits the value into more arguments
])
def test_a_whole_match_guards_a_shell_command_only_when_the_pattern_admits_no_shell_specials(pattern, safe):
    for check in (f"re.fullmatch(r'{pattern}', name)", "PATTERN.fullmatch(name)", "re.fullmatch(PATTERN, name)"):
        source = f"""
            import os, re
            from flask import request
            PATTERN = re.compile(r"{pattern}")
            def view():
                name = request.args["n"]
                if not {check}:
                    return "no"
                os.system("convert " + name)
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


# --- joins, constant conditions, containers, builders -------------------------------------

def handler(body: str, imports: str = "import os, subprocess, sqlite3\nfrom flask import request, redirect, abort") -> str:
    """A Flask handler around ``body`` (indented), as a web framework's code reads it."""
    return imports + "\n\ndef view():\n" + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ") + "\n"


def kinds(body: str, **kwargs: str) -> list[str]:
    return [kind for kind, _, _ in flows(handler(body, **kwargs))]


def test_a_value_tainted_on_any_path_into_a_join_stays_tainted():
    assert kinds("""
        param = request.args.get("x")
        if not param:
            param = ""
        os.system("echo " + param)
        """) == ["command"]
    assert kinds("""
        param = request.args.get("x")
        if not param:
            param = ""
        else:
            param = "fixed"
        os.system("echo " + param)
        """) == []


@pytest.mark.parametrize(("condition", "tainted"), [
    ("7 * 18 + num > 200", False), ("7 * 18 + num < 200", True), ("(500 // 10) - num == 14", True),
    ("num > 200 and len(param) > 1", True), ("num < 200 or param", False), ("not (num > 1)", True),
    ("len(param) > 200", True),
])
def test_constant_conditions_fold_and_dead_branches_carry_nothing(condition, tainted):
    expression = f"""
        param = request.args.get("x", "")
        num = 86
        bar = "safe" if {condition} else param
        os.system("echo " + bar)
        """
    statement = f"""
        param = request.args.get("x", "")
        num = 86
        bar = param
        if {condition}:
            bar = "safe"
        os.system("echo " + bar)
        """
    assert kinds(expression) == kinds(statement) == (["command"] if tainted else [])


def test_a_condition_on_a_name_bound_twice_or_on_data_does_not_fold():
    assert kinds("""
        param = request.args.get("x", "")
        num = 86
        if param:
            num = 500
        bar = "safe" if num > 200 else param
        os.system("echo " + bar)
        """) == ["command"]
    assert kinds("""
        param = request.args.get("x", "")
        while False:
            os.system(param)
        while len(param) > 3:
            os.system(param)
        """) == ["command"]


@pytest.mark.parametrize(("read", "tainted"), [
    ('table["keyA"]', False), ('table["keyB"]', True), ('table.get("keyA")', False), ('table.get("keyB")', True),
    ('table.get("keyC", param)', True), ("table[key]", True),
])
def test_items_under_constant_keys_hold_their_own_value(read, tainted):
    body = f"""
        param = request.args.get("x", "")
        key = param[:4]
        table = {{"keyA": "a-value"}}
        table["keyB"] = param
        bar = {read}
        os.system("echo " + bar)
        """
    assert kinds(body) == (["command"] if tainted else [])
    literal = body.replace('{"keyA": "a-value"}', '{"keyA": "a-value", "keyB": param}').replace(
        'table["keyB"] = param', "pass")
    assert kinds(literal) == (["command"] if tainted else [])


@pytest.mark.parametrize(("option", "tainted"), [("keyA", False), ("keyB", True)])
def test_configparser_sections_hold_each_option_apart(option, tainted):
    assert kinds(f"""
        conf = configparser.ConfigParser()
        conf.add_section("section")
        conf.set("section", "keyA", "a_value")
        conf.set("section", "keyB", request.args.get("x", ""))
        bar = conf.get("section", "{option}")
        os.system("echo " + bar)
        """, imports="import os, configparser\nfrom flask import request") == (["command"] if tainted else [])


def test_an_item_stored_on_one_branch_only_keeps_the_containers_value_on_the_other():
    assert kinds("""
        table = dict(request.args)
        if len(table) > 2:
            table["name"] = "fixed"
        os.system(table["name"])
        """) == ["command"]


@pytest.mark.parametrize("build", [
    'items = []\nitems.append("ls")\nitems.append(param)\ncommand = " ".join(items)',
    'items = ["ls"]\nitems.extend([param])\ncommand = " ".join(items)',
    'items = ["ls"]\nitems.insert(1, param)\ncommand = " ".join(items)',
    'command = "ls {}".format(param)',
    'command = f"ls {param}"',
    'command = "ls %s" % param',
    'command = "ls"\ncommand += " " + param',
])
def test_taint_follows_builders_into_a_command(build):
    body = 'param = request.args.get("x", "")\n' + build + "\nos.system(command)\n"
    assert kinds(body) == ["command"]
    assert kinds(body.replace('request.args.get("x", "")', "shlex.quote(request.args.get('x', ''))"),
                 imports="import os, shlex\nfrom flask import request") == []


@pytest.mark.parametrize(("call", "found"), [
    ('subprocess.run(["echo", param])', []),  # a fixed program with an argument: no shell reads it
    ('subprocess.run([param, "-v"])', ["program"]),  # the client names the program
    ('subprocess.run("echo " + param, shell=True)', ["command"]),
    ('subprocess.run(["sh", "-c", "echo " + param])', ["command"]),  # an explicit shell
    ('subprocess.run(["echo " + shlex.quote(param)], shell=True)', []),
])
def test_argument_lists_keep_command_injection_apart_from_arguments(call, found):
    body = 'param = request.args.get("x", "")\n' + call + "\n"
    assert kinds(body, imports="import shlex, subprocess\nfrom flask import request") == found


def test_an_argument_list_built_by_appends_on_both_platform_branches():
    body = """
        param = request.args.get("x", "")
        args = []
        if platform.system() == "Windows":
            args.append("cmd.exe")
            args.append("/c")
        else:
            args.append("sh")
            args.append("-c")
        args.append("echo " + param)
        subprocess.run(args)
        """
    imports = "import platform, subprocess\nfrom flask import request"
    assert kinds(body, imports=imports) == ["command"]
    assert kinds(body.replace('"sh"', '"echo"').replace('"cmd.exe"', '"echo"').replace('"-c"', '"-n"')
                 .replace('"/c"', '"-n"'), imports=imports) == []


# --- sources through helpers ----------------------------------------------------------------

@pytest.mark.parametrize("source", [
    'request.headers.get("X-Name", "")', 'request.cookies.get("name")', 'request.values.get("name")',
    'request.get_json()["name"]', 'request.form["name"]', 'request.files["doc"].filename',
    'get_args(request).get("name")', 'Wrapper(request).get("name")', 'read_name(request)', "name_of()",
])
def test_request_data_reaches_through_its_attributes_and_the_snippets_helpers(source):
    helpers = """
        class Wrapper:
            def __init__(self, req):
                self.req = req
            def get(self, key):
                return self.req.args.get(key)
        def get_args(req):
            return req.args
        def read_name(req):
            return req.values.get("name", "")
        def name_of():
            return request.args["name"]
        """
    source_code = "import os\nfrom flask import request\n" + textwrap.dedent(helpers) + \
        f"def view():\n    name = {source}\n    os.system('echo ' + name)\n"
    assert [kind for kind, _, _ in flows(source_code)] == ["command"]


def test_django_request_attributes_and_fastapi_parameters():
    assert flows("""
        import os
        from django.http import HttpResponse
        def view(request):
            os.system(request.COOKIES["a"])
            os.system(request.META["HTTP_X"])
            os.system(request.POST.get("b", ""))
            os.system(request.body.decode())
            return HttpResponse("ok")
        """) == [("command", 78, 5), ("command", 78, 6), ("command", 78, 7), ("command", 78, 8)]
    assert flows("""
        import os
        from typing import Annotated
        from fastapi import APIRouter, Header, Query
        router = APIRouter()
        @router.post("/run")
        def run(name: Annotated[str, Query()], agent: str = Header(""), count: int = 1):
            os.system(name)
            os.system(agent)
            os.system(str(count))
        """) == [("command", 78, 8), ("command", 78, 9)]


# --- sanitizers and guards ------------------------------------------------------------------

REDIRECT = "from urllib.parse import urlparse\nfrom flask import request, redirect, abort\nHOSTS = {'example.com'}"


@pytest.mark.parametrize(("guard", "safe"), [
    ("parsed = urlparse(url)\nif parsed.netloc not in HOSTS:\n    abort(400)\nreturn redirect(url)", True),
    ("if urlparse(url).netloc in HOSTS:\n    return redirect(url)\nreturn 'no'", True),
    ("if urlparse(url).netloc:\n    abort(400)\nreturn redirect(url)", True),  # relative URLs only
    ("if urlparse(url).netloc == 'example.com':\n    return redirect(url)\nreturn 'no'", True),
    ("if urlparse(url).scheme in ('http', 'https'):\n    return redirect(url)\nreturn 'no'", False),
    ("parsed = urlparse(url)\nif parsed.netloc not in HOSTS:\n    print('odd host')\nreturn redirect(url)", False),
    ("return redirect(url)", False),
])
def test_an_allow_listed_host_guards_a_redirect(guard, safe):
    body = 'url = request.args.get("next", "/")\n' + guard
    assert kinds(body, imports=REDIRECT) == ([] if safe else ["redirect"])


@pytest.mark.parametrize(("access", "safe"), [
    ("full = os.path.realpath(os.path.join(BASE, name))\nif not full.startswith(BASE + os.sep):\n    abort(403)\n"
     "return open(full).read()", True),
    ("if os.path.abspath(name).startswith(BASE + '/'):\n    return open(name).read()", True),
    # without the separator the check passes ``/srv/files2/secret`` too (a partial path traversal)
    ("if os.path.abspath(name).startswith(BASE):\n    return open(name).read()", False),
    ("full = (Path(BASE) / name).resolve()\nif not full.is_relative_to(BASE):\n    abort(403)\nreturn full.read_text()",
     True),
    ("return open(os.path.join(BASE, os.path.basename(name))).read()", True),
    ("return send_file(os.path.join(BASE, secure_filename(name)))", True),
    ("full = os.path.join(BASE, name)\nif not full.startswith(BASE):\n    abort(403)\nreturn open(full).read()", False),
    ("return (Path(BASE) / name).read_text()", False),
    ("return send_file(os.path.join(BASE, name))", False),
])
def test_paths_resolved_under_a_root_or_stripped_of_directories(access, safe):
    imports = ("import os\nfrom pathlib import Path\nfrom flask import request, abort, send_file\n"
               "from werkzeug.utils import secure_filename\nBASE = '/srv/files'")
    body = 'name = request.args.get("f", "")\n' + access
    assert kinds(body, imports=imports) == ([] if safe else ["path"])


# --- reflected XSS --------------------------------------------------------------------------

def route(body: str, imports: str = "from flask import Flask, request, make_response, Response, jsonify") -> str:
    return imports + "\napp = Flask(__name__)\n@app.route('/page')\ndef page():\n    name = request.args.get('n', '')\n" \
        + textwrap.indent(textwrap.dedent(body).strip("\n"), "    ") + "\n"


@pytest.mark.parametrize(("body", "found"), [
    ("return '<p>' + name + '</p>'", ["xss"]),
    ("return name", ["xss"]),
    ("page = '<ul>'\npage += '<li>' + name\nreturn page", ["xss"]),
    ("return make_response(f'<b>{name}</b>')", ["xss"]),
    ("return Response('<b>' + name + '</b>')", ["xss"]),
    ("return ('<b>' + name + '</b>', 200)", ["xss"]),
    ("return '<p>' + html.escape(name) + '</p>'", []),
    ("return Response(markupsafe.escape(name))", []),
    ("return Response(name, mimetype='text/plain')", []),
    ("return Response(name, content_type='application/json')", []),
    ("response = make_response(name)\nresponse.headers['Content-Type'] = 'text/plain'\nreturn response", []),
    ("response = make_response(name)\nresponse.mimetype = 'application/json'\nreturn response", []),
    ("return name, 200, {'Content-Type': 'text/plain'}", []),
    ("return jsonify(name=name)", []),
    ("return {'name': name}", []),
    ("response = make_response('ok')\nresponse.headers['X-Name'] = name\nreturn response", ["header"]),
])
def test_reflected_xss_through_html_responses_only(body, found):
    imports = "import html, markupsafe\nfrom flask import Flask, request, make_response, Response, jsonify"
    assert [kind for kind, _, _ in flows(route(body, imports))] == found


def test_fastapi_returns_json_unless_the_route_answers_html():
    source = """
        from fastapi import FastAPI
        from fastapi.responses import HTMLResponse
        app = FastAPI()
        @app.get("/a")
        def a(name: str):
            return "<p>" + name + "</p>"
        @app.get("/b", response_class=HTMLResponse)
        def b(name: str):
            return "<p>" + name + "</p>"
        @app.get("/c")
        def c(name: str):
            return HTMLResponse("<p>" + name + "</p>")
        """
    assert flows(source) == [("xss", 79, 10), ("xss", 79, 13)]


def test_django_responses_by_content_type():
    assert flows("""
        from django.http import HttpResponse
        def a(request):
            return HttpResponse("<p>%s</p>" % request.GET["n"])
        def b(request):
            return HttpResponse(request.GET["n"], content_type="text/plain")
        """) == [("xss", 79, 4)]


# --- LDAP and XPath -------------------------------------------------------------------------

@pytest.mark.parametrize(("body", "found"), [
    ('conn.search("dc=corp", f"(uid={uid})")', ["ldap"]),
    ('conn.search("dc=corp", "(uid=" + escape_filter_chars(uid) + ")")', []),
    ('conn.search("dc=corp", "(uid=admin)", attributes=[uid])', []),
    ('ldap.initialize("ldap://x").search_s("dc=corp", ldap.SCOPE_SUBTREE, "(uid=%s)" % uid)', ["ldap"]),
    ('ldap.initialize("ldap://x").search_s("dc=corp", ldap.SCOPE_SUBTREE, "(uid=%s)" % ldap.filter.escape_filter_chars(uid))',
     []),
])
def test_ldap_filters_built_from_request_data(body, found):
    imports = ("import ldap, ldap.filter, ldap3\nfrom ldap3.utils.conv import escape_filter_chars\n"
               "from flask import request")
    assert kinds('uid = request.args["uid"]\nconn = ldap3.Connection("ldap://x")\n' + body, imports=imports) == found


@pytest.mark.parametrize(("body", "found"), [
    ("""tree.xpath("//user[@name='" + name + "']")""", ["xpath"]),
    ("""etree.XPath(f"//user[@name='{name}']")(tree)""", ["xpath"]),
    ("""root.findall(f"./user[@name='{name}']")""", ["xpath"]),
    ('tree.xpath("//user[@name=$name]", name=name)', []),
    ("""root.findall("./user[@name='admin']")""", []),
    ("root.find(name)", []),  # an element's tag chosen by the client: a lookup, not a built query
])
def test_xpath_queries_built_from_request_data(body, found):
    imports = "import xml.etree.ElementTree as ET\nfrom lxml import etree\nfrom flask import request"
    prefix = 'name = request.args["n"]\ntree = etree.parse("users.xml")\nroot = ET.parse("users.xml").getroot()\n'
    assert kinds(prefix + body, imports=imports) == found


# --- what the tracking proves clean, for the second look at ruff's sink reports -----------

def test_values_the_tracking_followed_are_proven_clean_only_for_the_kinds_nothing_reaches():
    source = handler("""
        host = request.args.get("host", "")
        if host not in ("a.example", "b.example"):
            host = "localhost"
        quoted = shlex.quote(request.args.get("name", ""))
        os.system("host " + host)
        os.system("echo " + quoted)
        return "done"
        """, imports="import os, shlex\nfrom flask import request")
    snippet = Snippet.parse(source)
    analysis = taint_flows(snippet)
    allowed, quoted = [call.args[0] for call in snippet.nodes(ast.Call) if dotted(call.func) == "os.system"]
    assert analysis.clean_for(allowed, "command") and analysis.clean_for(allowed, "sql")
    assert analysis.clean_for(quoted, "command") and not analysis.clean_for(quoted, "sql")
    assert made_safe(snippet, allowed, "command")  # the query ruff_confirm asks: ruff's S605 here is dropped


def test_parameters_of_helpers_and_code_never_followed_are_not_proven_clean():
    source = """
        import os
        from flask import request
        def run(command):
            os.system("sh " + command)
        def view():
            run(request.args["c"])
        def unrelated(text):
            os.system("echo " + text)
        """
    snippet = Snippet.parse(textwrap.dedent(source))
    analysis = taint_flows(snippet)
    for call in snippet.nodes(ast.Call):
        if dotted(call.func) == "os.system":
            assert not analysis.clean_for(call.args[0], "command")
            assert not made_safe(snippet, call.args[0], "command")


@pytest.mark.parametrize(("build", "tainted"), [
    ('items = ["example.org"]\nitems.append(param)\nbar = items[0]', False),
    ('items = ["example.org"]\nitems.append(param)\nbar = items[-1]', True),
    ('items = ["a", "b"]\nitems.insert(1, param)\nbar = items[1]', True),
    ('items = ["a", "b"]\nitems.insert(1, param)\nbar = items[2]', False),
    ('items = ["guest"]\nitems.extend([param, "spare"])\nitems.pop()\nbar = items[-1]', True),
    ('items = ["guest"]\nitems.extend([param, "spare"])\nitems.pop(1)\nbar = items[1]', False),
    ('items = [param, "safe"]\nitems.pop(0)\nbar = items[0]', False),
    ('items = [param, "safe"]\nbar = items.pop(0)', True),
    ('items = ["safe", param]\nitems.sort()\nbar = items[0]', True),  # sorted: positions unknown
    ('items = ["safe"]\nif param:\n    items.append(param)\nbar = items[-1]', True),  # lengths differ by path
    # ``remove`` takes out the first position holding that constant
    ('items = ["/settings", "/home"]\nitems.remove("/home")\nitems.append(param)\nbar = items.pop(0)', False),
    ('items = ["/settings", "/home"]\nitems.remove("/settings")\nitems.append(param)\nbar = items.pop(1)', True),
    ('items = ["/a", "/b"]\nitems.append(param)\nitems.remove("/a")\nbar = items[0]', False),
    ('items = ["/a", "/b"]\nitems.append(param)\nitems.remove("/a")\nbar = items[1]', True),
    ('items = [param, "/b"]\nitems.remove("/b")\nbar = items[0]', True),  # ``param`` may be "/b": unknown
    ('items = [param, "/b"]\nitems.remove(param)\nbar = items[0]', True),
    ('items = ["/a", "/b"]\nitems.insert(0, param)\nitems.remove("/a")\nbar = items[1]', True),  # param first
])
def test_list_positions_move_as_the_list_grows_and_shrinks(build, tainted):
    body = 'param = request.args.get("x", "")\n' + build + '\nos.system("nslookup " + bar)\n'
    assert kinds(body) == (["command"] if tainted else [])


def test_views_that_are_not_decorated_routes():
    assert flows("""
        from flask import request
        from flask.views import MethodView
        class TagList(MethodView):
            def get(self, page):
                return "<h1>" + page + "</h1>"
            def post(self):
                tags = request.form["tags"]
                return "<ul><li>" + tags + "</li></ul>"
        """) == [("xss", 79, 6), ("xss", 79, 9)]
    assert flows("""
        import os
        from django.http import JsonResponse
        def archive(request, name):
            os.system("tar czf /tmp/out.tgz " + name)
            return JsonResponse({"ok": True})
        def helper(value, name):
            os.system("echo " + name)
        """) == [("command", 78, 5)]


def test_ldap_base_dns_and_fastapi_file_responses_are_sinks():
    assert kinds("""
        login = request.args.get("login", "")
        conn = ldap.initialize("ldap://x")
        conn.search_s("uid=%s,ou=people,dc=example,dc=org" % login, ldap.SCOPE_BASE)
        conn.search_s("uid=%s,ou=people" % ldap.dn.escape_dn_chars(login), ldap.SCOPE_BASE)
        """, imports="import ldap, ldap.dn\nfrom flask import request") == ["ldap"]
    assert flows("""
        import os
        from fastapi import APIRouter
        from fastapi.responses import FileResponse
        router = APIRouter()
        @router.get("/download")
        def download(filename: str = ""):
            return FileResponse(os.path.join("/srv/downloads", filename))
        @router.get("/safe")
        def safe(filename: str = ""):
            return FileResponse(os.path.join("/srv/downloads", os.path.basename(filename)))
        """) == [("path", 22, 8)]


@pytest.mark.parametrize(("flag", "tainted"), [("False", False), ("True", True), ("len(host) > 3", True)])
def test_a_constant_flag_given_to_a_helper_picks_its_branch(flag, tainted):
    source = f"""
        import os
        from flask import request
        def value_or_default(value, default, use_request):
            if use_request:
                return value
            return default
        def view():
            host = request.args.get("host", "")
            host = value_or_default(host, "localhost", use_request={flag})
            os.system("ping -c 1 " + host)
        """
    assert [kind for kind, _, _ in flows(source)] == (["command"] if tainted else [])


@pytest.mark.parametrize(("pick", "tainted"), [
    ("fallback or requested", False), ("requested or fallback", True), ("empty or requested", True),
    ("fallback and requested", True), ("empty and requested", False),
])
def test_tuples_bind_item_by_item_and_or_and_pick_their_result(pick, tainted):
    body = f"""
        param = request.args.get("x", "")
        requested, fallback, empty = param, "intro", ""
        bar = {pick}
        os.system("echo " + bar)
        """
    assert kinds(body) == (["command"] if tainted else [])


@pytest.mark.parametrize(("choice", "tainted"), [
    ('limit = 3\nif len("abcd") < limit:\n    bar = param\nelse:\n    bar = "viewed"', False),
    ('limit = 5\nif len("abcd") < limit:\n    bar = param\nelse:\n    bar = "viewed"', True),
    ('source = "manual"\nmatch source:\n    case "manual":\n        bar = "data"\n    case _:\n        bar = param', False),
    ('source = "other"\nmatch source:\n    case "manual":\n        bar = "data"\n    case _:\n        bar = param', True),
    ('match param:\n    case "manual":\n        bar = "data"\n    case _:\n        bar = param', True),
])
def test_lengths_of_constants_and_matches_on_a_constant_subject_fold(choice, tainted):
    body = 'param = request.args.get("x", "")\n' + choice + '\nos.system("logger " + bar)\n'
    assert kinds(body) == (["command"] if tainted else [])


def test_commonpath_under_the_root_and_ldap_filter_format():
    imports = "import os\nfrom flask import request, abort, send_file\nROOT = '/srv/files'"
    guarded = """
        name = request.args.get("f", "")
        target = os.path.realpath(os.path.join(ROOT, name))
        if os.path.commonpath([target, ROOT]) != ROOT:
            abort(403)
        return send_file(target)
        """
    assert kinds(guarded, imports=imports) == []
    assert kinds(guarded.replace("os.path.realpath(", "("), imports=imports) == ["path"]  # not resolved: ../ stays
    assert kinds("""
        group = request.args.get("g", "")
        conn = ldap.initialize("ldap://x")
        conn.search_s("dc=x", ldap.SCOPE_SUBTREE, ldap.filter.filter_format("(cn=%s)", [group]))
        conn.search_s("dc=x", ldap.SCOPE_SUBTREE, "(cn=%s)" % group)
        """, imports="import ldap, ldap.filter\nfrom flask import request") == ["ldap"]


def test_fastapi_dependencies_of_the_snippets_own_hold_what_their_provider_returns():
    source = """
        import os
        from fastapi import Depends, FastAPI, Request
        app = FastAPI()
        def requested_host(request: Request) -> str:
            return request.query_params.get("host") or request.headers.get("x-host", "")
        def default_host() -> str:
            return "localhost"
        @app.get("/ping")
        def ping(host: str = Depends(requested_host)):
            os.system("ping -c 1 " + host)
        @app.get("/ping-default")
        def ping_default(host: str = Depends(default_host)):
            os.system("ping -c 1 " + host)
        """
    assert flows(source) == [("command", 78, 11)]


def test_a_helper_called_only_with_clean_values_is_proven_clean_inside():
    source = """
        import subprocess
        from flask import request
        def run_disk_usage(volume):
            return subprocess.getoutput("df -h /mnt/" + volume)
        def view():
            volume = request.form.get("volume", "")
            if len("abcd") < 3:
                volume = volume.strip()
            else:
                volume = "data"
            return run_disk_usage(volume)
        """
    snippet = Snippet.parse(textwrap.dedent(source))
    (command,) = [call.args[0] for call in snippet.nodes(ast.Call) if dotted(call.func) == "subprocess.getoutput"]
    assert taint_flows(snippet).clean_for(command, "command")
    # another caller gives it request data, or it is handed on (called out of sight): not proven
    for extra in ('\ndef other():\n    return run_disk_usage(request.args["v"])\n', "\nHANDLERS = [run_disk_usage]\n"):
        snippet = Snippet.parse(textwrap.dedent(source) + extra)
        (command,) = [call.args[0] for call in snippet.nodes(ast.Call) if dotted(call.func) == "subprocess.getoutput"]
        assert not taint_flows(snippet).clean_for(command, "command")


def test_location_headers_starlette_redirects_django_templates_and_valid_filenames():
    assert flows("""
        from flask import Blueprint, Response, request
        bp = Blueprint("b", __name__)
        @bp.get("/go/<url>")
        def go(url):
            return Response(status=302, headers={"Location": url})
        @bp.get("/lang/<lang>")
        def lang(lang):
            return Response("ok", headers={"Content-Language": lang})
        """) == [("redirect", 601, 6), ("header", 113, 9)]
    assert flows("""
        from fastapi import FastAPI
        from fastapi.responses import RedirectResponse
        app = FastAPI()
        @app.get("/go")
        def go(url: str):
            return RedirectResponse(url=url, status_code=303)
        """) == [("redirect", 601, 7)]
    assert flows("""
        import os
        from django.http import FileResponse, HttpResponse
        from django.template import Context, Template
        from django.utils.text import get_valid_filename
        def welcome(request):
            name = request.GET.get("name", "")
            page = Template("<p>Welcome {{ name }}</p>").render(Context({"name": name}))
            return HttpResponse(page)
        def raw(request):
            return HttpResponse("<p>Welcome " + request.GET.get("name", "") + "</p>")
        def download(request):
            name = get_valid_filename(request.GET.get("f", ""))
            return FileResponse(open(os.path.join("/srv", name), "rb"))
        def unescaped(request):
            name = request.GET.get("name", "")
            return HttpResponse(Template("<p>{{ name|safe }}</p>").render(Context({"name": name})))
        """) == [("xss", 79, 11), ("xss", 79, 17)]


@pytest.mark.parametrize(("target", "open_redirect"), [
    ('f"{url_for(\'login\')}?next={nxt}"', False),
    ('url_for("login") + "?next=" + nxt', False),
    ('f"/login#{nxt}"', False),
    ('f"{nxt}?from=login"', True),
    ('"/" + nxt', True),  # "//evil.example" is another host
])
def test_request_data_in_a_query_string_does_not_choose_the_host(target, open_redirect):
    body = f'nxt = request.args.get("next", "")\nreturn redirect({target})'
    found = kinds(body, imports="from flask import request, redirect, url_for")
    assert found == (["redirect"] if open_redirect else [])


@pytest.mark.parametrize(("stored", "found"), [
    ('request.GET.get("fmt", "png")', [("command", 78, 11)]),
    ('"png" if request.GET.get("fmt") == "png" else "jpg"', []),
])
def test_a_field_one_method_fills_reaches_a_sink_in_another(stored, found):
    # a class-based view keeps the request's value on ``self`` in ``setup`` and uses it in ``get``
    assert flows(f"""
        import subprocess
        from django.views import View
        class ConvertView(View):
            def setup(self, request, *args, **kwargs):
                super().setup(request, *args, **kwargs)
                self.fmt = {stored}
            def get(self, request):
                return self.convert()
            def convert(self):
                subprocess.call("convert in.svg out." + self.fmt, shell=True)
        """) == found


@pytest.mark.parametrize(("given", "found"), [
    ('request.args["cmd"]', [("command", 78, 8)]),
    ('shlex.quote(request.args["cmd"])', []),
])
def test_a_constructor_of_the_snippets_own_is_followed_into_its_fields(given, found):
    # ``Job(...)``'s ``__init__`` stores its argument; ``run`` hands the field to a shell
    assert flows(f"""
        import os, shlex
        from flask import request
        class Job:
            def __init__(self, command):
                self.command = command
            def run(self):
                os.system(self.command)
        def start():
            Job({given}).run()
        """) == found


@pytest.mark.parametrize(("name", "found"), [
    ('request.args.get("name", "guest")', [("xss", 79, 13)]),
    ('escape(request.args.get("name", "guest"))', []),
])
def test_text_a_method_of_the_snippets_own_builds_is_an_html_page(name, found):
    assert flows(f"""
        from flask import Flask, request
        from markupsafe import escape
        app = Flask(__name__)
        class Greeting:
            def __init__(self, name):
                self.name = name
            def html(self):
                return "<h1>Hello " + self.name + "</h1>"
        @app.route("/hello")
        def hello():
            greeting = Greeting({name})
            return greeting.html()
        """) == found


@pytest.mark.parametrize(("body", "found"), [
    ('Markup(f"<p>{body}</p>")', [("xss", 79, 7)]),
    ('Markup("<p>{}</p>").format(body)', []),
])
def test_markup_format_escapes_what_it_inserts(body, found):
    assert flows(f"""
        from flask import Flask, request
        from markupsafe import Markup
        @app.route("/comment")
        def comment():
            body = request.args.get("body", "")
            return {body}
        """) == found


def test_text_built_by_format_after_an_allow_list_is_proven_clean():
    # ``if sort not in (...): sort = "name"`` leaves ``sort`` clean; so is the query ``format`` builds from it
    snippet = Snippet.parse(textwrap.dedent("""
        from fastapi import FastAPI
        app = FastAPI()
        @app.get("/items")
        async def items(sort: str = "name", order: str = "asc"):
            if sort not in ("name", "price"):
                sort = "name"
            safe = "SELECT * FROM items ORDER BY {}".format(sort)
            unsafe = "SELECT * FROM items ORDER BY {} {}".format(sort, order)
            return safe, unsafe
        """))
    values = {node.targets[0].id: node.value for node in ast.walk(snippet.tree) if isinstance(node, ast.Assign)}
    assert made_safe(snippet, values["safe"], "sql")
    assert not made_safe(snippet, values["unsafe"], "sql")


@pytest.mark.parametrize(("test", "found"), [
    ("self._read_fut is fut", []),
    ("self._read_fut == b'ok'", [("assert", 617, 8)]),
])
def test_an_identity_assert_on_a_field_is_an_invariant_not_a_check_of_input(test, found):
    assert flows(f"""
        class Transport:
            def start(self, sock):
                self._read_fut = sock.recv(16)
            def done(self, fut):
                if fut.cancelled():
                    return
                assert {test}
        """) == found


@pytest.mark.parametrize(("body", "found"), [
    ('mark_safe("<h2>" + title + "</h2>")', [("xss", 79, 7)]),
    ('format_html("<h2>{}</h2>", title)', []),
])
def test_djangos_format_html_escapes_what_it_inserts(body, found):
    assert flows(f"""
        from django.http import HttpResponse
        from django.utils.html import format_html
        from django.utils.safestring import mark_safe
        def banner(request):
            title = request.GET.get("title", "")
            return HttpResponse({body})
        """) == found


@pytest.mark.parametrize(("guard", "found"), [
    ('if not target.startswith("/"):\n        target = "/"', [("redirect", 601, 9)]),  # "//evil.example" passes
    ('if not target.startswith("/") or target.startswith("//"):\n        target = "/"', []),
    ('if target.startswith("/") and not target.startswith(("//", "/\\\\")):\n        pass\n    else:\n'
     '        target = "/"', []),
])
def test_a_path_on_this_site_is_a_safe_redirect_target(guard, found):
    source = textwrap.dedent("""
        from flask import Flask, redirect, request
        app = Flask(__name__)
        @app.route("/bounce")
        def bounce():
            target = request.args.get("u", "/")
        """) + "    " + guard + "\n    return redirect(target)\n"
    found_lines = [(kind, cwe, line) for kind, cwe, line in flows(source) if kind == "redirect"]
    assert [(kind, cwe) for kind, cwe, _ in found_lines] == [(kind, cwe) for kind, cwe, _ in found]


def test_a_request_entry_tested_in_place_is_clean_where_the_test_holds_only():
    assert flows("""
        import os
        from flask import request, session
        def view():
            if request.args["x"] in ("a", "b"):
                os.system(request.args["x"])
            os.system(request.args["x"])
            os.system(request.args["y"] if request.args["y"] in ("a",) else "c")
            os.system(request.args["z"] if request.args["y"] in ("a",) else "c")
            session.update(lang=request.form["lang"] if request.form["lang"] in ("en", "de") else "en")
        """) == [("command", 78, 7), ("command", 78, 9)]


@pytest.mark.parametrize(("media_type", "found"), [
    ('"text/html"', [("xss", 79, 8)]),
    ('"text/plain"', []),
])
def test_a_starlette_response_is_a_page_when_its_media_type_says_html(media_type, found):
    assert flows(f"""
        from fastapi import FastAPI, Request
        from fastapi.responses import Response
        app = FastAPI()
        @app.get("/note")
        def note(request: Request):
            text = request.query_params.get("text", "")
            return Response(content="<p>" + text + "</p>", media_type={media_type})
        """) == found


# --- constructs written another way: dependencies, callable objects, own checks ----------

@pytest.mark.parametrize(("provider", "found"), [
    ('def branch_name(branch: str = Query("main")) -> str:\n    return branch', [("command", 78, 9)]),
    ('def branch_name(request: Request) -> str:\n    return "main"', []),
])
def test_a_dependencys_own_parameters_are_filled_from_the_request(provider, found):
    source = textwrap.dedent("""
        import os
        from fastapi import Depends, FastAPI, Query, Request
        app = FastAPI()
        """) + provider + textwrap.dedent("""
        @app.post("/deploy")
        def deploy(branch: str = Depends(branch_name)):
            os.system("git checkout " + branch)
        """)
    assert [(kind, cwe) for kind, cwe, _ in flows(source)] == [(kind, cwe) for kind, cwe, _ in found]


@pytest.mark.parametrize(("given", "found"), [("request.get_data()", [("deserialization", 502, 7)]),
                                              ("pickle.dumps([1, 2])", [])])
def test_an_object_of_the_snippets_own_class_called_runs_its_call_method(given, found):
    source = f"""
        import pickle
        from flask import Flask, request
        app = Flask(__name__)
        class Loader:
            def __call__(self, blob):
                return pickle.loads(blob)
        load = Loader()
        @app.post("/import")
        def view():
            return load({given})
        """
    assert flows(source) == found
    snippet = Snippet.parse(textwrap.dedent(source))
    blob = next(node for node in snippet.nodes(ast.Name) if node.id == "blob" and isinstance(node.ctx, ast.Load))
    assert made_safe(snippet, blob, "deserialization") == (not found)  # what ruff's S301 is confirmed by


@pytest.mark.parametrize(("check", "found"), [
    ("if next_url:", ["redirect"]),
    ("if next_url and is_safe_url(next_url):", []),
    ("if next_url and not is_safe_url(next_url):", ["redirect"]),
    ("if next_url and loose(next_url):", ["redirect"]),  # its test proves nothing of the URL
])
def test_a_check_of_the_snippets_own_proves_what_its_returned_test_proves(check, found):
    source = textwrap.dedent("""
        from urllib.parse import urlparse
        from flask import redirect, request
        def is_safe_url(target):
            \"\"\"Whether the target stays on this site.\"\"\"
            return urlparse(target).netloc in ("", request.host)
        def loose(target):
            return len(target) > 3
        def logout():
            next_url = request.args.get("next")
        """) + f"    {check}\n        return redirect(next_url)\n    return redirect('/')\n"
    assert [kind for kind, _, _ in flows(source)] == found


@pytest.mark.parametrize(("test", "found"), [
    ('parsed.scheme == "https" and parsed.hostname in TRUSTED', []),
    ('parsed.hostname in TRUSTED', []),
    ('parsed.scheme == "https" and parsed.hostname.endswith("example.com")', ["redirect"]),  # evilexample.com
    ('parsed.scheme == "https"', ["redirect"]),  # ``https://evil.example``
])
def test_a_check_of_the_snippets_own_reads_the_url_it_parsed_first(test, found):
    assert [kind for kind, _, _ in flows(f"""
        from urllib.parse import urlparse
        from fastapi import FastAPI
        from fastapi.responses import RedirectResponse
        app = FastAPI()
        TRUSTED = frozenset({{"example.com", "app.example.com"}})
        def is_trusted(url):
            parsed = urlparse(url)
            return {test}
        @app.get("/sso/callback")
        async def callback(return_to: str = "/"):
            target = return_to if is_trusted(return_to) else "/"
            return RedirectResponse(target)
        """)] == found


@pytest.mark.parametrize(("guard", "found"), [
    ('if ".." in name:', ["path"]),  # an absolute name still escapes the root
    ('if "/" in name or ".." in name:', []),
    ('if os.sep in name:', []),
])
def test_a_name_without_a_separator_has_no_directory_to_climb_out_with(guard, found):
    assert kinds(f"""
        name = request.args["name"]
        {guard}
            abort(400)
        open(os.path.join("/srv/files", name))
        """) == found


@pytest.mark.parametrize(("value", "found"), [("name", ["path"]), ("Path(name).name", []), ("Path(name).parent", ["path"])])
def test_the_last_part_of_a_path_is_a_file_name(value, found):
    assert kinds(f"""
        name = request.args["name"]
        Path("/srv/uploads").joinpath({value}).write_bytes(b"")
        """, imports="from pathlib import Path\nfrom flask import request") == found


@pytest.mark.parametrize(("items", "found"), [
    ('[item for item in request.form.getlist("item")]', ["session"]),
    ('[item for item in request.form.getlist("item") if item in CATALOG]', []),
    ('[item for item in request.form.getlist("item") if item]', ["session"]),
])
def test_a_comprehensions_filter_narrows_what_it_lets_through(items, found):
    assert kinds(f"""
        session["cart"] = {items}
        """, imports="from flask import request, session\nCATALOG = {'apple'}") == found


@pytest.mark.parametrize(("call", "found"), [
    ('subprocess.call(" ".join(["zip", "out.zip"] + names), shell=True)', ["command"]),
    ('subprocess.call(["zip", "out.zip"] + names)', []),
    ('subprocess.call(names + ["zip"])', ["program"]),
])
def test_an_argument_list_joined_to_more_arguments_keeps_its_program(call, found):
    assert kinds(f"""
        names = [request.form[key] for key in ("a", "b")]
        {call}
        """) == found


@pytest.mark.parametrize(("feature", "found"), [("True", ["CR216"]), ("False", [])])
def test_a_django_request_parsed_as_a_document_carries_what_the_client_sent(feature, found):
    snippet = Snippet.parse(textwrap.dedent(f"""
        import xml.sax
        from xml.sax.handler import feature_external_ges
        from django.http import HttpResponse
        def upload(request):
            parser = xml.sax.make_parser()
            parser.setFeature(feature_external_ges, {feature})
            parser.parse(request)
            return HttpResponse("ok")
        """))
    assert [f.rule for f in registered()["CR216"]().check(snippet)] == found


@pytest.mark.parametrize(("order", "found"), [("loads first", [("deserialization", 502, 9)]), ("verified first", [])])
def test_data_whose_mac_the_server_verified_is_its_own(order, found):
    load, check = "job = pickle.loads(data)", "if not hmac.compare_digest(signature, expected): raise PermissionError"
    first, second = (load, check) if order == "loads first" else (check, load)
    assert flows(f"""
        import hashlib, hmac, pickle
        from flask import request
        KEY = b"k"
        def resume():
            payload, _, signature = request.args["token"].partition(".")
            data = payload.encode()
            expected = hmac.new(KEY, data, hashlib.sha256).hexdigest()
            {first}
            {second}
            return str(job)
        """) == found


@pytest.mark.parametrize(("mismatch", "signer", "found"), [
    ("return None", "hmac.new(KEY, payload, hashlib.sha256).hexdigest()", []),
    ("log.warning('bad signature')", "hmac.new(KEY, payload, hashlib.sha256).hexdigest()",
     [("deserialization", 502, 13)]),  # the mismatch is only logged: the data is still the client's
    ("return None", "hmac.new(KEY, b'layout', hashlib.sha256).hexdigest()",
     [("deserialization", 502, 13)]),  # a MAC of something else proves nothing of the payload
])
def test_a_mac_computed_by_a_helper_of_the_snippets_own_verifies_what_it_was_given(mismatch, signer, found):
    # the server's key signed it: only data the server itself serialized passes the check
    assert flows(f"""
        import base64, hashlib, hmac, logging, pickle
        from flask import request
        KEY = b"k"
        log = logging.getLogger(__name__)
        def sign(payload):
            return {signer}
        def layout():
            encoded, _, signature = request.cookies["layout"].rpartition(".")
            payload = base64.urlsafe_b64decode(encoded)
            if not hmac.compare_digest(signature, sign(payload)):
                {mismatch}
            return pickle.loads(payload)
        """) == found


@pytest.mark.parametrize(("template", "found"), [
    ('"<p>Welcome {{ name|safe }}</p>"', [("xss", 79, 6)]),
    ('"<p>Welcome {{ name }}</p>"', []),
    ('"{% autoescape false %}<p>{{ name }}</p>{% endautoescape %}"', [("xss", 79, 6)]),
    ('"<p>{{ other|safe }} {{ name }}</p>"', []),
])
def test_a_template_inserts_as_it_is_only_what_it_marks_safe(template, found):
    assert flows(f"""
        from flask import render_template_string, request
        @app.post("/welcome")
        def welcome():
            name = request.args.get("name", "")
            return render_template_string({template}, name=name, other="x")
        """) == found


def test_views_registered_with_add_url_rule_take_their_parameters_from_the_url():
    source = """
        import os
        from flask import Flask, session
        from flask.views import MethodView
        app = Flask(__name__)
        def show(name, page):
            os.system("cat " + name + page)
        class Choose(MethodView):
            def get(self, language):
                requested, fallback = language, "en"
                session["language"] = requested or fallback
        app.add_url_rule("/show/<name>/<int:page>", view_func=show)
        app.add_url_rule("/choose/<language>", view_func=Choose.as_view("choose"))
        """
    assert [kind for kind, _, _ in flows(source)] == ["command", "session"]


@pytest.mark.parametrize("made", ["Repository(path)", "REPO"])
def test_methods_of_objects_of_the_snippets_own_classes_are_followed(made):
    source = f"""
        import sqlite3
        from flask import request
        class Repository:
            def __init__(self, path):
                self.conn = sqlite3.connect(path)
            def by_name(self, name):
                return self.conn.execute("SELECT id FROM users WHERE name = '%s'" % name)
            def by_name_safely(self, name):
                return self.conn.execute("SELECT id FROM users WHERE name = ?", (name,))
        REPO = Repository("app.db")
        def view(path="app.db"):
            {made}.by_name_safely(request.args["name"])
            return {made}.by_name(request.args["name"])
        """
    assert flows(source) == [("sql", 89, 8)]


@pytest.mark.parametrize(("call", "found"), [
    ('shutil.copyfile("/srv/db", os.path.join("/srv/backups", request.form["dest"]))', ["path"]),
    ('shutil.copyfile("/srv/db", os.path.join("/srv/backups", os.path.basename(request.form["dest"])))', []),
    ('os.rename(request.form["src"], "/srv/out")', ["path"]),
])
def test_a_copy_or_move_is_a_path_sink_at_both_ends(call, found):
    assert kinds(call, imports="import os, shutil\nfrom flask import request") == found


@pytest.mark.parametrize(("value", "found"), [("request.path", [("xss", 79, 7)]), ("escape(request.path)", [])])
def test_an_error_handlers_page_is_a_response(value, found):
    assert flows(f"""
        from flask import Flask, request
        from markupsafe import escape
        app = Flask(__name__)
        @app.errorhandler(404)
        def not_found(error):
            return f"<h1>{{{value}}} was not found</h1>", 404
        """) == found


@pytest.mark.parametrize(("call", "found"), [
    ("search(**request.args.to_dict())", [("sql", 89, 6)]),
    ("search(**DEFAULTS)", []),
    ('search(author=request.args["a"])', []),  # only ``title`` is built into the query, ``author`` is bound
])
def test_a_mapping_unpacked_into_a_call_reaches_its_keyword_parameters(call, found):
    assert flows(f"""
        import sqlite3
        from flask import request
        DEFAULTS = {{"title": "x"}}
        def search(title="", *, author="", **more):
            return sqlite3.connect("b.db").execute(f"SELECT * FROM b WHERE t = '{{title}}' {{more}}", (author,))
        def view():
            return {call}
        """) == found


def test_a_flask_views_dispatch_request_and_a_location_in_a_header_list():
    assert [kind for kind, _, _ in flows("""
        from flask import Flask, Response, request
        from flask.views import View
        app = Flask(__name__)
        class ShowLog(View):
            def dispatch_request(self, name):
                with open("/var/log/app/" + name) as fh:
                    return fh.read()
        app.add_url_rule("/logs/<name>", view_func=ShowLog.as_view("show_log"))
        @app.get("/go")
        def go():
            return Response(status=302, headers=[("Location", request.args["url"])])
        """)] == ["path", "redirect"]


def test_a_returned_tuple_is_followed_item_by_item():
    # the shape of modulefinder's ``_find_module``: (an open file, its path, a description)
    found = flows("""
        import io, os, subprocess
        from flask import request
        def find(name):
            if not name:
                return None, None, ("", "", 0)
            path = os.path.join("/srv/modules", os.path.basename(name))
            return io.open_code(path), name, ("", "rb", 1)
        def pair(value):
            return value, "fixed"
        def view():
            fp, requested, info = find(request.args["m"])
            compile(fp.read(), "<m>", "exec")
            os.system(requested)
            found = find(request.args["m"])
            exec(found[0].read())
            eval(found[1])
            eval(pair(request.args["e"])[0])
            subprocess.run(pair(request.args["e"])[1], shell=True)
        """)
    assert found == [("command", 78, 14), ("code", 95, 17), ("code", 95, 18)]


def test_a_returned_tuple_of_unknown_shape_keeps_every_item_tainted():
    found = flows("""
        import os
        from flask import request
        def split(value, whole):
            if whole:
                return value
            return value, "fixed"
        def relay(value):
            return split(value, request.args.get("w"))
        def view():
            first, second = relay(request.args["x"])
            os.system(second)
        """)
    assert found == [("command", 78, 12)]


def test_an_escaped_url_that_starts_an_attribute_is_still_a_script_url():
    found = flows("""
        import html
        from urllib.parse import urlparse
        from flask import Flask, request, url_for
        from markupsafe import Markup, escape
        app = Flask(__name__)
        @app.route("/a")
        def concatenated():
            return '<a href="' + html.escape(request.args["u"]) + '">site</a>'
        @app.route("/b")
        def formatted():
            site = escape(request.args["u"])
            return f"<img alt='x' src='{site}'>" + "<a href={}>go</a>".format(site)
        @app.route("/c")
        def markup():
            return Markup('<form action="{}">').format(request.args["u"])
        @app.route("/d")
        def percent():
            return '<p>%s</p><a href="%s">x</a>' % ("t", escape(request.args["u"]))
        @app.route("/e")
        def checked_scheme():
            site = request.args["u"]
            if urlparse(site).scheme not in ("http", "https"):
                site = "/"
            return '<a href="' + html.escape(site) + '">site</a>'
        @app.route("/f")
        def local_path():
            site = request.args["u"]
            if not site.startswith("/"):
                return "no", 400
            return f'<a href="{escape(site)}">site</a>'
        @app.route("/g")
        def fixed_prefix():
            name = request.args["u"]
            return '<a href="/users/' + html.escape(name) + '">' + html.escape(name) + '</a>'
        @app.route("/h")
        def own_url():
            return '<a href="' + html.escape(url_for("show", page=request.args["u"])) + '">x</a>'
        @app.route("/i")
        def text_only():
            return "<p title='" + escape(request.args["u"]) + "'>" + escape(request.args["u"]) + "</p>"
        """)
    assert found == [("xss", 79, 9), ("xss", 79, 13), ("xss", 79, 16), ("xss", 79, 19)]
    found = flows("""
        from django.http import HttpResponse
        from django.utils.html import format_html
        def show(request):
            return HttpResponse(format_html('<a href="{}">{}</a>', request.GET["u"], "x"))
        def under_a_path(request):
            return HttpResponse(format_html('<a href="/x/{}">{}</a>', request.GET["u"], request.GET["u"]))
        def back(request):  # the browser sends the page it came from: an http(s) URL
            return HttpResponse(format_html("<a href='{}'>Back</a>", request.META.get("HTTP_REFERER", "/")))
        def home(request):
            return HttpResponse(format_html("<a href='{}'>Home</a>", request.META.get("HTTP_X_HOME", "/")))
        """)
    assert found == [("xss", 79, 5), ("xss", 79, 11)]
    found = flows("""
        from urllib.parse import urlparse
        from flask import Flask, request, abort
        from markupsafe import escape
        app = Flask(__name__)
        @app.route("/a")
        def parsed_scheme():
            site = request.args["u"]
            parsed = urlparse(site)
            if parsed.scheme != "https":
                abort(400)
            return f'<a href="{escape(site)}">x</a>'
        @app.route("/b")
        def web_prefixes():
            site = request.args["u"]
            if not site.startswith(("http://", "https://")) and not site.startswith("http"):
                abort(400)
            return f'<a href="{escape(site)}">x</a>'
        @app.route("/c")
        def script_prefix():
            site = request.args["u"]
            if not site.startswith("java"):
                abort(400)
            return f'<a href="{escape(site)}">x</a>'
        @app.route("/d")
        def unquoted_attribute():
            page = '<iframe src='
            page += escape(request.args["u"])
            return page + '></iframe>'
        """)
    assert found == [("xss", 79, 24), ("xss", 79, 29)]


# --- a blind batch's misses and false alarms (benchmarks/web_handlers_build/blind_batch.py) ---

@pytest.mark.parametrize(("encoded", "found"), [
    ("quote(topic)", []),
    ('quote(topic, safe="/")', []),
    ("quote_plus(topic)", []),
    ('urlencode({"q": topic})', []),
    ('quote(topic, safe="<>/")', [("xss", 79, 10)]),  # keeps markup characters as they are
    ("quote(topic, safe=kept)", [("xss", 79, 10)]),  # not known what it keeps
    ("repr(topic)", [("xss", 79, 10)]),
    ("topic", [("xss", 79, 10)]),
])
def test_percent_encoding_makes_text_safe_as_html_unless_safe_keeps_markup(encoded, found):
    assert flows(f"""
        from urllib.parse import quote, quote_plus, urlencode
        from flask import Flask, request
        app = Flask(__name__)
        @app.get("/share")
        def share():
            topic = request.args.get("topic", "news")
            kept = request.args.get("keep", "")
            link = "/search?q=" + {encoded}
            return '<p><a href="' + link + '">' + link + "</a></p>"
        """) == found


def test_percent_encoding_that_keeps_a_colon_leaves_a_script_url_starting_an_attribute():
    assert flows("""
        from urllib.parse import quote
        from flask import Flask, request
        app = Flask(__name__)
        @app.get("/go")
        def go():
            target = request.args.get("to", "")
            first = '<a href="' + quote(target) + '">x</a>'
            return first + '<a href="' + quote(target, safe=":/") + '">y</a>'
        """) == [("xss", 79, 9)]


@pytest.mark.parametrize(("page", "guard", "found"), [
    ('<a href="{{ back }}">Back</a>', "", [("xss", 79, 8)]),  # autoescape leaves javascript: working
    ("<a href='{{back}}'>Back</a>", "", [("xss", 79, 8)]),
    ("<p>{{ back }}</p>", "", []),  # escaped text
    ('<img src="/static/{{ back }}">', "", []),  # a fixed prefix
    ('<a href="{{ back }}">Back</a>', 'if not back.startswith("/"): back = "/"', []),
    ('<a href="{{ back }}">Back</a>', 'if urlparse(back).scheme not in ("", "https"): back = "/"', []),
])
def test_a_client_url_starting_a_url_attribute_of_a_template_string(page, guard, found):
    assert flows(f"""
        from urllib.parse import urlparse
        from flask import render_template_string, request
        PAGE = {page!r}
        def saved():
            back = request.args.get("back", "/")
            {guard}
            return render_template_string(PAGE, back=back)
        """) == found


@pytest.mark.parametrize(("environment", "body", "found"), [
    ("Environment(autoescape=True)", '<img src="{{ picture }}">', [("xss", 79, 8)]),
    ("Environment(autoescape=select_autoescape())", '<a href="{{ picture }}">x</a>', [("xss", 79, 8)]),
    ("Environment(autoescape=True)", "<p>{{ picture }}</p>", []),
    ("Environment(autoescape=True)", "<p>{{ picture|safe }}</p>", [("xss", 79, 8)]),
    ("Environment()", "<p>{{ picture }}</p>", [("xss", 79, 8)]),  # Jinja escapes nothing by default
])
def test_jinja_templates_escape_as_their_environment_says(environment, body, found):
    assert flows(f"""
        from django.http import HttpResponse
        from jinja2 import Environment, select_autoescape
        CARD = {environment}.from_string('{body}')
        def card(request):
            picture = request.GET.get("picture", "/static/anon.png")
            page = CARD.render(picture=picture)
            return HttpResponse(page)
        """) == found


@pytest.mark.parametrize(("context", "found"), [
    ('Context({"name": name})', [("xss", 79, 7)]),
    ('Context({"name": "guest", "other": name})', []),
    ("Context(values)", [("xss", 79, 7)]),  # names not known: what it holds may be the raw one
])
def test_a_django_template_inserts_raw_only_the_values_it_marks_safe(context, found):
    assert flows(f"""
        from django.http import HttpResponse
        from django.template import Context, Template
        def welcome(request):
            name = request.GET.get("name", "")
            values = dict(name=name)
            return HttpResponse(Template("<p>{{{{ name|safe }}}} {{{{ other }}}}</p>").render({context}))
        """) == found


@pytest.mark.parametrize(("stored", "found"), [
    ('form.get("locale") if form.get("locale") in ("en", "de") else "en"', []),
    ('form.get("locale", "en") if form.get("locale", "en") in LOCALES else "en"', []),
    ('form.get("locale") if form.get("region") in ("en", "de") else "en"', [("session", 501, 8)]),
    ('form.get("locale")', [("session", 501, 8)]),
])
def test_a_lookup_tested_in_place_is_clean_where_the_test_holds(stored, found):
    assert flows(f"""
        from fastapi import Request
        from starlette.requests import Request
        LOCALES = ("en", "de")
        async def preferences(request: Request):
            form = await request.form()
            x = 1
            request.session["locale"] = {stored}
        """) == found


@pytest.mark.parametrize(("collection", "found"), [
    ('session.get("delegates", ())', []),  # a collection the server holds
    ('request.args.getlist("delegates")', [("session", 501, 7)]),  # one the client sends
    ('request.args["delegates"]', [("session", 501, 7)]),
])
def test_membership_in_a_collection_the_server_holds_checks_a_value(collection, found):
    assert flows(f"""
        from flask import request, session
        def remember_actor():
            actor = request.headers.get("X-Acting-As")
            if actor not in {collection}:
                return "no", 403
            session.update(acting_as=actor)
        """) == found


@pytest.mark.parametrize(("pattern", "found"), [
    (r'r"[A-Za-z0-9_./:@-]+"', []),
    (r'r"^\w{1,64}$"', []),
    (r'r"[a-z]+\.git"', [("command", 78, 7)]),  # the parts of a match need not match it
    (r'r"(main|dev)+"', [("command", 78, 7)]),
])
def test_a_whole_match_of_one_character_class_checks_every_part_joined(pattern, found):
    assert flows(f"""
        import os, re
        from flask import request
        def mirror():
            url, branch = request.args["url"], request.args["branch"]
            if re.fullmatch({pattern}, url + " " + branch):
                os.popen(f"git ls-remote {{url}} {{branch}}")
        """) == found


@pytest.mark.parametrize(("build", "call", "found"), [
    ('["vipsthumbnail", "upload.png"] + options', "subprocess.run(argv, check=True)", []),
    ('[options[0], "upload.png"] + options', "subprocess.run(argv, check=True)", [("program", 78, 9)]),
    ('" ".join(["vipsthumbnail"] + options)', "subprocess.run(argv, shell=True)", [("command", 78, 9)]),
])
def test_an_argument_list_named_after_it_is_joined_keeps_its_program(build, call, found):
    assert flows(f"""
        import subprocess
        from flask import request
        def thumbnail():
            options = []
            for name in ("width", "height"):
                options.append("--%s=%s" % (name, request.args[name]))
            argv = {build}
            {call}
        """) == found


def test_made_safe_reads_what_percent_encoding_keeps():
    snippet = Snippet.parse(textwrap.dedent("""
        from urllib.parse import quote
        a = quote(name)
        b = quote(name, safe="<>")
        c = quote(name, "/:")
        """))
    plain, markup, colon = [node.value for node in snippet.tree.body[1:]]
    assert made_safe(snippet, plain, "xss") and made_safe(snippet, plain, "script_url")
    assert not made_safe(snippet, markup, "xss") and made_safe(snippet, markup, "header")
    assert made_safe(snippet, colon, "xss") and not made_safe(snippet, colon, "script_url")


@pytest.mark.parametrize(("annotation", "found"), [
    ("list[str] = Query(...)", [("sql", 89, 9)]),
    ("list[int] = Query(...)", []),
    ("Optional[list[int]] = None", []),
    ("int | None = None", []),
    ("Annotated[int, Query()]", []),
    ("Optional[str] = None", [("sql", 89, 9)]),
    ("tuple[int, ...] = ()", []),
])
def test_route_parameters_typed_as_containers_of_numbers_carry_no_text(annotation, found):
    assert flows(f"""
        from typing import Annotated, Optional
        from fastapi import FastAPI, Query
        import sqlite3
        app = FastAPI()
        @app.delete("/items")
        def delete_items(ids: {annotation}):
            db = sqlite3.connect("app.db")
            db.execute("DELETE FROM items WHERE id IN (%s)" % ",".join(str(i) for i in ids or ()))
        """) == found


@pytest.mark.parametrize(("options", "found"), [
    ("", [("xxe", 611, 7)]),  # lxml's default parser
    ("resolve_entities=False, no_network=True", []),
    ("resolve_entities=True", []),  # told to resolve them: CR216 reports the setting
])
def test_iterparse_told_whether_to_resolve_entities_is_judged_by_its_settings(options, found):
    assert flows(f"""
        from flask import request
        from lxml import etree
        def catalogue():
            titles = []
            stream = request.files["feed"].stream
            for _, element in etree.iterparse(stream, {options}):
                titles.append(element.text)
            return {{"titles": titles}}
        """) == found


@pytest.mark.parametrize(("template", "inserted", "found"), [
    ('jinja2.Template("<div>{{ m }}</div>")', "BANNER.render(m=m)", [("xss", 79, 10)]),  # escapes nothing
    ('jinja2.Template("<div>{{ m }}</div>", autoescape=True)', "BANNER.render(m=m)", []),
    ('string.Template("<div>$m</div>")', "BANNER.substitute(m=m)", [("xss", 79, 10)]),
    ('string.Template("<div>$m</div>")', "BANNER.substitute(m=html.escape(m))", []),
])
def test_a_page_rendered_from_a_template_of_the_snippets_is_a_route_answer(template, inserted, found):
    assert flows(f"""
        import html, string, jinja2
        from flask import Flask, request
        app = Flask(__name__)
        BANNER = {template}
        @app.get("/banner")
        def banner():
            m = request.args.get("m", "Welcome")
            x = 1
            return {inserted}
        """) == found


@pytest.mark.parametrize(("returned", "extra", "safe"), [
    ('"pg_dump %s" % shlex.quote(self.database)', "", True),
    ('"pg_dump %s" % self.database', "", False),  # the field may hold anything
    ('"pg_dump " + shlex.quote(self.database)', "class Other(Dump):\n    def command(self):\n        return self.x", False),
])
def test_made_safe_follows_a_method_of_the_class_whose_returns_are_all_built_safe(returned, extra, safe):
    snippet = Snippet.parse(textwrap.dedent("""
        import shlex, subprocess
        class Dump:
            def __init__(self, database):
                self.database = database
            def command(self):
                return RETURNED
            def run(self):
                return subprocess.call(self.command(), shell=True)
        """).replace("RETURNED", returned) + extra + "\n")
    command = next(node for node in snippet.nodes(ast.Call) if dotted(node.func) == "subprocess.call").args[0]
    assert made_safe(snippet, command, "command") is safe


@pytest.mark.parametrize(("handed", "found"), [
    ('tasks.add_task(os.system, f"convert {name}")', [("command", 78, 7)]),
    ('pool.submit(subprocess.run, f"convert {name}", shell=True)', [("command", 78, 7)]),
    ('loop.run_in_executor(None, eval, name)', [("code", 95, 7)]),
    ('tasks.add_task(subprocess.run, ["convert", name])', []),  # an argument list: the program is fixed
    ('tasks.add_task(os.system, "convert " + shlex.quote(name))', []),
])
def test_a_sink_handed_to_a_task_runner_runs_with_what_follows_it(handed, found):
    assert flows(f"""
        import os, shlex, subprocess
        from fastapi import BackgroundTasks, FastAPI
        app = FastAPI()
        @app.post("/thumbnails/{{name}}")
        def make_thumbnail(name: str, tasks: BackgroundTasks, pool, loop):
            {handed}
        """) == found


@pytest.mark.parametrize(("check", "handed", "found"), [
    ("", "tasks.add_task(render, name, width)", [("command", 78, 6)]),
    ("", "tasks.add_task(render, name=name, width=width)", [("command", 78, 6)]),
    ("if not SAFE_NAME.fullmatch(name): raise ValueError(name)", "tasks.add_task(render, name, width)", []),
    ("", 'tasks.add_task(render, "logo.png", width)', []),
])
def test_a_function_of_the_snippets_handed_to_a_task_runner_runs_with_what_follows_it(check, handed, found):
    source = f"""
        import os, re
        from fastapi import BackgroundTasks, FastAPI
        SAFE_NAME = re.compile(r"[A-Za-z0-9_]+[.]png")
        def render(name, width):
            os.system(f"convert {{name}} -thumbnail {{width}} out.png")
        app = FastAPI()
        @app.post("/thumbnails/{{name}}")
        def make_thumbnail(name: str, width: int, tasks: BackgroundTasks):
            {check}
            {handed}
        """
    assert flows(source) == found
    # ruff's S605 is confirmed by the same tracking: every call of ``render`` is in sight
    snippet = Snippet.parse(textwrap.dedent(source))
    command = next(node for node in snippet.nodes(ast.Call) if dotted(node.func) == "os.system").args[0]
    assert made_safe(snippet, command, "command") is (not found)


@pytest.mark.parametrize(("query", "found"), [
    ('f"SELECT count(*) FROM {table}"', [("sql", 89, 6)]),
    ('sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table))', []),
    ('sql.SQL(f"SELECT count(*) FROM {table}")', [("sql", 89, 6)]),  # the text itself is the caller's
])
def test_psycopg_composed_sql_inserts_identifiers_not_text(query, found):
    assert flows(f"""
        from psycopg import sql
        from flask import request
        def count_rows(conn):
            table = request.args["table"]
            conn.execute({query})
        """) == found


@pytest.mark.parametrize(("call", "found"), [
    ("objectify.fromstring(request.body)", [("xxe", 611, 5)]),  # lxml's default parser
    ("objectify.fromstring(request.body, parser=PARSER)", []),
])
def test_lxml_objectify_parses_as_etree_does(call, found):
    assert flows(f"""
        from django.http import JsonResponse
        from lxml import objectify
        def import_order(request):
            return JsonResponse({{"sku": str({call}.sku)}})
        """) == found


@pytest.mark.parametrize(("base", "found"), [
    ('f"ou={dept},dc=corp"', [("ldap", 90, 6)]),
    ('f"ou={escape_rdn(dept)},dc=corp"', []),
])
def test_an_ldap3_base_dn_escaped_as_a_relative_name(base, found):
    assert flows(f"""
        from flask import request
        from ldap3.utils.dn import escape_rdn
        def department(conn):
            dept = request.args.get("dept", "sales")
            conn.search(search_base={base}, search_filter="(objectClass=person)")
        """) == found


@pytest.mark.parametrize(("search", "found"), [
    # a DN escaper leaves ``*``, ``(`` and ``)``: ``*)(uid=*`` still widens the filter
    ('conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_dn_chars(member))', [("ldap", 90, 9)]),
    ('conn.search_s(BASE, ldap.SCOPE_SUBTREE, f"(cn=*{escape_dn_chars(member)}*)", ["cn"])', [("ldap", 90, 9)]),
    ('conn.search(BASE, f"(uid={escape_rdn(member)})")', [("ldap", 90, 9)]),
    ('conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(member))', []),
    ('conn.search_s("uid=%s,ou=people" % escape_dn_chars(member), ldap.SCOPE_BASE)', []),
    ('conn.search_s("uid=%s,ou=people" % escape_dn_chars(member), ldap.SCOPE_BASE, f"(cn={member})")',
     [("ldap", 90, 9)]),
    # and a filter escaper leaves a DN's ``,`` and ``=``: ``x,ou=admins`` still moves the base
    ('conn.search_s("uid=%s,ou=people" % escape_filter_chars(member), ldap.SCOPE_BASE)', [("ldap", 90, 9)]),
    ('conn.search_s("uid=%s,ou=people" % escape_dn_chars(member), ldap.SCOPE_SUBTREE, '
     '"(cn=%s)" % escape_filter_chars(member))', []),
])
def test_each_ldap_escaper_makes_its_own_part_of_a_search_safe(search, found):
    assert flows(f"""
        import ldap
        from flask import request
        from ldap.dn import escape_dn_chars
        from ldap.filter import escape_filter_chars
        from ldap3.utils.dn import escape_rdn
        def account(conn, BASE="ou=people"):
            member = request.headers.get("X-Remote-User", "guest")
            {search}
        """) == found


@pytest.mark.parametrize(("read", "found"), [
    ('values["user"]', [("code", 95, 7)]),
    ('values["fallback"]', []),  # the key updated with a constant
    ('values.get("fallback")', []),
    ("values", [("code", 95, 7)]),
])
def test_a_mapping_updated_by_key_holds_each_value_apart(read, found):
    for update in ('values.update(user=request.args["expr"], fallback="1 + 1")',
                   'values.update({"user": request.args["expr"], "fallback": "1 + 1"})'):
        assert flows(f"""
            from flask import request
            def preview():
                values = {{}}
                {update}
                x = 1
                return eval(str({read}))
            """) == found, update


@pytest.mark.parametrize(("response", "written", "found"), [
    ("HttpResponse()", 'request.GET.get("q", "")', [("xss", 79, 6)]),
    ("HttpResponse()", 'escape(request.GET.get("q", ""))', []),
    ('HttpResponse(content_type="text/plain")', 'request.GET.get("q", "")', []),
    ("open('log.txt', 'w')", 'request.GET.get("q", "")', []),  # a file, not a page
])
def test_text_written_to_a_django_response_is_its_page(response, written, found):
    assert flows(f"""
        from django.http import HttpResponse
        from django.utils.html import escape
        def echo(request):
            response = {response}
            response.write({written})
            return HttpResponse("ok")
        """) == found


@pytest.mark.parametrize(("returned", "method", "found"), [
    ('self.request.GET.get("next", "/")', "get_success_url", [("redirect", 601, 6)]),
    ('reverse("done")', "get_success_url", []),
    ('self.request.GET.get("next", "/")', "get_redirect_url", [("redirect", 601, 6)]),
    ('self.request.GET.get("next", "/")', "get_title", []),  # not a URL the view redirects to
])
def test_the_url_a_class_based_view_redirects_to(returned, method, found):
    assert flows(f"""
        from django.urls import reverse
        from django.views.generic.edit import FormView
        class ContactView(FormView):
            def {method}(self):
                return {returned}
        """) == found


@pytest.mark.parametrize(("page", "found"), [
    ('Markup(f"<b>{name}</b>")', [("xss", 79, 7)]),
    ('Markup("<b>%s</b>") % name', []),  # Markup's % escapes what it inserts
    ("Markup('<a href=\"%s\">x</a>') % name", [("xss", 79, 7)]),  # a javascript: URL survives escaping
])
def test_markup_percent_formatting_escapes_except_a_url_it_starts(page, found):
    assert flows(f"""
        from flask import Flask, request
        from markupsafe import Markup
        app = Flask(__name__)
        @app.get("/badge")
        def badge():
            name = request.args.get("name", "guest"); return {page}
        """) == found


@pytest.mark.parametrize(("target", "found"), [
    ("next", [("redirect", 601, 7)]),
    ('request.url_for("home").include_query_params(next=next)', []),  # the query, not the host
    ("request.url_for(next)", []),
])
def test_a_url_of_the_app_with_a_query_added_stays_on_the_site(target, found):
    assert flows(f"""
        from fastapi import FastAPI, Request
        from fastapi.responses import RedirectResponse
        app = FastAPI()
        @app.get("/continue")
        def continue_to(request: Request, next: str = "/"):
            return RedirectResponse(url=str({target}))
        """) == found


def test_ldap3_paged_search_filters_are_ldap_sinks():
    assert flows("""
        from fastapi import FastAPI
        from ldap3.utils.conv import escape_filter_chars
        app = FastAPI()
        @app.get("/people")
        def people(email: str, conn):
            conn.extend.standard.paged_search("dc=example", "(mail=%s)" % email)
            conn.extend.standard.paged_search("dc=example", "(mail=%s)" % escape_filter_chars(email))
        """) == [("ldap", 90, 7)]


@pytest.mark.parametrize(("call", "found"), [
    ('os.spawnlp(os.P_WAIT, "sh", "sh", "-c", "tar -xf " + name)', [("command", 78, 6)]),
    ('os.execv("/bin/bash", ["bash", "-c", "tar -xf " + name])', [("command", 78, 6)]),
    ('os.spawnlp(os.P_WAIT, "tar", "tar", "-xf", name)', []),  # an argument, not a command
    ('os.spawnlp(os.P_WAIT, "sh", "sh", "-c", "tar -xf " + shlex.quote(name))', []),
    ('os.execlp(name, name)', [("program", 78, 6)]),
])
def test_os_spawn_and_exec_through_an_explicit_shell_run_a_command(call, found):
    assert flows(f"""
        import os, shlex
        from django.http import HttpResponse
        def unpack(request):
            name = request.POST.get("archive", "upload.tar")
            {call}
        """) == found


@pytest.mark.parametrize(("opener", "found"), [
    ("aiofiles.open(os.path.join(ROOT, name))", [("path", 22, 8)]),
    ("aiofiles.open(os.path.join(ROOT, os.path.basename(name)))", []),
    ("anyio.open_file(name)", [("path", 22, 8)]),
])
def test_async_file_openers_are_path_sinks(opener, found):
    assert flows(f"""
        import os, aiofiles, anyio
        from fastapi import FastAPI
        app = FastAPI()
        ROOT = "/srv"
        @app.get("/a/{{name}}")
        async def attachment(name: str):
            return await {opener}
        """) == found


@pytest.mark.parametrize(("command", "found"), [
    ('os.popen(" ".join(["convert", param, "out.png"]))', [("command", 78, 8)]),
    ('os.popen(shlex.join(["convert", param, "out.png"]))', []),  # every part quoted
    ('os.popen(shlex.join(["convert", "out.png"]) + " " + param)', [("command", 78, 8)]),  # joined after
])
def test_shlex_join_quotes_every_part_it_joins(command, found):
    assert flows(f"""
        import os, shlex
        from flask import Flask, request
        app = Flask(__name__)
        @app.post("/thumb")
        def thumb():
            param = request.values.get("source", "")
            {command}
        """) == found


@pytest.mark.parametrize(("pick", "query", "found"), [
    ("guess[2]", "\"SELECT id FROM t WHERE name = '\" + bar + \"'\"", [("sql", 89, 14)]),
    ("guess[1]", "\"SELECT id FROM t WHERE name = '\" + bar + \"'\"", []),  # always "B": bar is "bob"
    ("guess[2]", '"SELECT id FROM t WHERE name = %s", (bar,)', []),  # parameterised
])
def test_an_item_of_constant_text_folds_in_conditions(pick, query, found):
    assert flows(f"""
        from django.db import connection
        def lookup(request):
            param = request.COOKIES.get("lookup", "")
            guess = "ABC"
            switch_target = {pick}
            if switch_target == "A":
                bar = param
            elif switch_target == "B":
                bar = "bob"
            else:
                bar = param
            with connection.cursor() as cursor:
                cursor.execute({query})
        """) == found


@pytest.mark.parametrize(("check", "found"), [
    ("if not path.name:", [("path", 22, 10)]),
    ("if ROOT not in path.parents:", []),  # the resolved path lies under the root
    ("if ROOT not in Path(name).parents:", [("path", 22, 10)]),  # not the path opened, nor resolved
])
def test_a_resolved_paths_parents_holding_the_root_keep_it_inside(check, found):
    assert flows(f"""
        from pathlib import Path
        from django.http import FileResponse, Http404
        ROOT = Path("/srv/exports").resolve()
        def export(request):
            name = request.GET["name"]
            path = (ROOT / name).resolve()
            {check}
                raise Http404
            return FileResponse(open(path, "rb"))
        """) == found


@pytest.mark.parametrize(("body", "found"), [
    ('yield f"<li>{word}</li>"', [("xss", 79, 13)]),
    ('yield f"<li>{escape(word)}</li>"', []),
    ('yield "<li>item</li>"', []),
])
def test_a_generator_and_a_closure_give_what_they_yield_and_read(body, found):
    assert flows(f"""
        from flask import Flask, Response, request
        from markupsafe import escape
        app = Flask(__name__)
        @app.get("/results")
        def results():
            q = request.args.get("q", "")
            def generate():
                yield "<ul>"
                for word in q.split():
                    {body}
                yield "</ul>"
            return Response(generate(), mimetype="text/html")
        """) == found


@pytest.mark.parametrize(("check", "found"), [
    ("host.strip()", [("command", 78, 11)]),
    ("ipaddress.ip_address(host)", []),  # past it, the value is an address
    ("ipaddress.ip_address(other)", [("command", 78, 11)]),  # another value checked
])
def test_a_parser_that_raises_validates_inside_try(check, found):
    assert flows(f"""
        import ipaddress, os
        from flask import request
        def lookup():
            host = request.values.get("host", "")
            other = request.values.get("other", "")
            try:
                {check}
            except ValueError:
                return "bad address", 400
            return os.popen("nslookup " + host).read()
        """) == found


@pytest.mark.parametrize(("key", "found"), [("keyB", [("ldap", 90, 10)]), ("keyA", [])])
def test_a_dict_stored_under_a_key_keeps_its_items_apart(key, found):
    assert flows(f"""
        import configparser, ldap
        from flask import request
        def mail(conn):
            param = request.get_json(silent=True).get("mail", "")
            conf = configparser.ConfigParser()
            conf["section"] = {{"keyA": "a_Value", "keyB": param}}
            bar = conf["section"]["{key}"]
            base = "dc=example,dc=org"
            return conn.search_s(base, ldap.SCOPE_SUBTREE, "(mail=%s)" % bar)
        """) == found


@pytest.mark.parametrize(("field", "found"), [
    ("forms.CharField(max_length=20)", [("session", 501, 9)]),
    ('forms.ChoiceField(choices=[("name", "Name"), ("date", "Date")])', []),
    ("forms.IntegerField()", []),
])
def test_a_django_form_fields_type_says_what_its_cleaned_value_can_be(field, found):
    assert flows(f"""
        from django import forms
        class SortForm(forms.Form):
            order = {field}
            note = forms.CharField()
        def choose_sort(request):
            form = SortForm(request.GET)
            if form.is_valid():
                request.session["order"] = form.cleaned_data["order"]
        """) == found


@pytest.mark.parametrize(("query", "found"), [
    ('''evaluate(f"//item[@sku='{sku}']")''', [("xpath", 643, 8)]),
    ('evaluate("//item[@sku=$sku]", sku=sku)', []),
])
def test_calling_an_xpath_evaluator_runs_a_query(query, found):
    assert flows(f"""
        from fastapi import FastAPI
        from lxml import etree
        app = FastAPI()
        @app.get("/items")
        def items(sku: str):
            evaluate = etree.XPathEvaluator(etree.parse("inventory.xml"))
            return len({query})
        """) == found


@pytest.mark.parametrize(("target", "found"), [
    ("urljoin(request.host_url, target)", [("redirect", 601, 7)]),
    ('urljoin(request.host_url, "/profile/" + quote(target, safe=""))', []),  # a path on this site
    ('"/" + target', [("redirect", 601, 7)]),  # ``//evil.example`` is another host
    ('f"https://example.org/u/{target}"', []),  # the scheme and host are fixed
    ('f"https://example.org{target}"', [("redirect", 601, 7)]),  # ``.evil.example`` extends the host
])
def test_a_start_that_fixes_the_host_keeps_a_redirect_on_it(target, found):
    assert flows(f"""
        from urllib.parse import quote, urljoin
        from flask import Flask, redirect, request
        app = Flask(__name__)
        def profile():
            target = request.args.get("user", "")
            return redirect({target})
        """) == found


@pytest.mark.parametrize(("prefix", "found"), [
    ("BASE", [("path", 22, 9)]),  # also holds for /srv/data2/secret
    ("BASE + os.sep", []),
    ('"/srv/data/"', []),
])
def test_a_prefix_check_of_a_resolved_path_needs_its_separator(prefix, found):
    assert flows(f"""
        import os
        from flask import abort, request
        BASE = "/srv/data"
        def data():
            path = os.path.realpath(os.path.join(BASE, request.args.get("file", "")))
            if not path.startswith({prefix}):
                abort(403)
            with open(path) as handle:
                return handle.read()
        """) == found


@pytest.mark.parametrize(("call", "found"), [
    ('format_html(f"<p>Hello {name}</p>")', [("xss", 79, 6)]),
    ('format_html("<p>Hello {}</p>", name)', []),
])
def test_format_htmls_format_string_is_inserted_as_it_is(call, found):
    assert flows(f"""
        from django.http import HttpResponse
        from django.utils.html import format_html
        def hello(request):
            name = request.GET.get("name", "")
            return HttpResponse({call})
        """) == found


@pytest.mark.parametrize(("build", "found"), [
    ('" ".join(parts)', [("command", 78, 7)]),
    ('" ".join(map(shlex.quote, parts))', []),  # each item quoted
    ('" ".join(map(str.strip, parts))', [("command", 78, 7)]),
])
def test_map_of_a_sanitizer_makes_each_item_safe(build, found):
    assert flows(f"""
        import shlex, subprocess
        from django.http import HttpResponse
        def archive(request):
            parts = ["tar", "-czf", "/tmp/out.tgz", *request.POST.getlist("paths")]
            command = {build}
            subprocess.Popen(command, shell=True).wait()
        """) == found


@pytest.mark.parametrize(("clean", "found"), [
    (r're.sub(r"\s+", " ", name)', [("xss", 79, 8)]),  # the text it returns is the text it got
    (r're.sub(r"[^A-Za-z0-9 ]", "", name)', []),  # only letters, digits and spaces are left
    (r're.sub(r"[^A-Za-z0-9<>]", "", name)', [("xss", 79, 8)]),
])
def test_re_sub_returns_its_text_unless_it_strips_to_plain_words(clean, found):
    assert flows(f"""
        import re
        from fastapi import FastAPI
        from fastapi.responses import HTMLResponse
        app = FastAPI()
        @app.get("/hello", response_class=HTMLResponse)
        def hello(name: str = "guest"):
            return f"<h1>Hello {{{clean}}}</h1>"
        """) == found


@pytest.mark.parametrize(("host", "found"), [
    ('request.GET.get("site", DOMAIN)', [("redirect", 601, 7)]),
    ("DOMAIN", []),  # a module constant closes the host
])
def test_a_constant_host_in_an_f_string_keeps_the_redirect_on_it(host, found):
    assert flows(f"""
        from django.shortcuts import redirect
        DOMAIN = "docs.example.org"
        def docs(request):
            host = {host}
            page = request.GET.get("page", "index")
            return redirect(f"https://{{host}}/{{page}}")
        """) == found


@pytest.mark.parametrize(("check", "found"), [
    ("path.stat()", [("path", 22, 13)]),
    ("path.relative_to(BASE)", []),  # raises unless the resolved path lies under BASE
    ("Path(name).relative_to(BASE)", [("path", 22, 13)]),  # not the path read, nor resolved
])
def test_relative_to_inside_try_keeps_a_resolved_path_under_its_root(check, found):
    assert flows(f"""
        from pathlib import Path
        from fastapi import FastAPI, HTTPException
        app = FastAPI()
        BASE = Path("/srv/notes").resolve()
        @app.get("/notes")
        def note(name: str):
            path = (BASE / name).resolve()
            try:
                {check}
            except ValueError:
                raise HTTPException(status_code=404)
            return path.read_text()
        """) == found


@pytest.mark.parametrize(("stored", "found"), [
    ("name", [("session", 501, 6)]),
    ("user.id", []),  # the database's id for the account the server looked up
])
def test_a_django_managers_query_gives_database_rows(stored, found):
    assert flows(f"""
        from django.contrib.auth.models import User
        def switch_account(request):
            name = request.POST.get("username", "")
            user = User.objects.get(username=name)
            request.session["account"] = {stored}
        """) == found


@pytest.mark.parametrize(("argv", "found"), [
    ("""["sh", "-c", f'grep -- "{pattern}" /var/log/app.log']""", [("command", 78, 6)]),
    ("""["sh", "-c", 'grep -- "$1" /var/log/app.log', "sh", pattern]""", []),  # a positional parameter
    ("""["sh", "-c", pattern, "sh", "x"]""", [("command", 78, 6)]),  # the script itself
])
def test_arguments_after_a_shells_script_are_its_parameters(argv, found):
    assert flows(f"""
        import subprocess
        from flask import request
        def grep():
            pattern = request.args.get("q", "")
            return subprocess.run({argv}, capture_output=True, text=True).stdout
        """) == found


# --- quotes around a value, tests kept in a name, bound values ----------------------------

@pytest.mark.parametrize(("check", "found"), [
    ("""if '"' in tag:\n    abort(400)""", ["sql"]),  # the other quote: ``'`` still ends the literal
    ("""if "'" in tag:\n    abort(400)""", []),
    ("""if "'" not in tag:\n    rows = conn.execute(f"SELECT id FROM tags WHERE tag = {tag}")""", ["sql", "sql"]),  # no quotes; and past the ``if``
    ("""tag = tag.replace("'", "")""", []),  # the quote removed
    ("""tag = tag.replace("'", "''")""", ["sql"]),  # doubled: a SQL escape, not taken as a proof
])
def test_a_value_that_cannot_end_its_quoted_literal_stays_in_it(check, found):
    assert kinds(f"""
        tag = request.args.get("tag", "")
        conn = sqlite3.connect("blog.db")
        {textwrap.indent(check, "        ").strip()}
        rows = conn.execute(f"SELECT id FROM tags WHERE tag = '{{tag}}'")
        """) == found


@pytest.mark.parametrize(("query", "found"), [
    ("f\"//book[title='{title}']\"", []),
    ("\"//book[title='%s']\" % title", []),
    ("\"//book[title=\\\"%s\\\"]\" % title", ["xpath"]),  # a literal the checked quote does not delimit
])
def test_a_quote_check_guards_xpath_literals_of_that_quote(query, found):
    assert kinds(f"""
        title = request.args.get("title", "")
        if "'" in title:
            abort(400)
        return str(len(TREE.xpath({query})))
        """, imports="from flask import request, abort\nfrom lxml import etree\nTREE = etree.parse('b.xml')") == found


def test_data_from_the_command_line_can_end_a_quoted_literal():
    assert flows("""
        import sqlite3, sys
        name = sys.argv[1]
        sqlite3.connect("a.db").execute(f"SELECT 1 FROM t WHERE name = '{name}'")
        """) == [("sql", 89, 4)]


@pytest.mark.parametrize(("use", "found"), [
    ("return redirect(target)", ["redirect"]),  # the check's result is ignored
    ("return redirect(target if allowed else '/')", []),
    ("if not allowed:\n    abort(400)\nreturn redirect(target)", []),
    ("target = request.args.get('other', '/')\nif allowed:\n    return redirect(target)", ["redirect"]),  # rebound
])
def test_a_test_kept_in_a_name_proves_what_it_proves_where_the_name_is_tested(use, found):
    assert kinds(f"""
        target = request.args.get("to", "/")
        allowed = urlparse(target).netloc in HOSTS
        {textwrap.indent(use, "        ").strip()}
        """, imports="from urllib.parse import urlparse\nfrom flask import request, redirect, abort\n"
                     "HOSTS = {'example.com'}") == found


@pytest.mark.parametrize(("statement", "found"), [
    ("""text(f"SELECT name FROM products WHERE sku = '{sku}'")""", ["sql"]),
    ("""text("SELECT name FROM products WHERE sku = :sku").bindparams(sku=sku)""", []),
    ("""text(f"SELECT name FROM products WHERE sku = '{sku}'").bindparams(limit=10)""", ["sql"]),
])
def test_values_bound_to_a_statements_parameters_are_not_sql(statement, found):
    assert kinds(f"""
        sku = request.args["sku"]
        stmt = {statement}
        with engine.connect() as conn:
            return str(conn.execute(stmt).first())
        """, imports="from flask import request\nfrom sqlalchemy import create_engine, text\n"
                     "engine = create_engine('sqlite:///shop.db')") == found


@pytest.mark.parametrize(("command", "found"), [
    ("""f"whois '{shlex.quote(domain)}'\"""", ["command"]),  # the quotes close the quoting
    ("""'whois "%s"' % shlex.quote(domain)""", ["command"]),
    ("""f"whois {shlex.quote(domain)}\"""", []),
    ("""f"whois '{domain}'\"""", ["command"]),
])
def test_shell_quoting_inside_quotes_is_no_quoting(command, found):
    assert kinds(f"""
        domain = request.args.get("domain", "")
        return subprocess.run({command}, shell=True, capture_output=True, text=True).stdout
        """, imports="import shlex, subprocess\nfrom flask import request") == found


@pytest.mark.parametrize(("page", "found"), [
    ("""f"<div></div><script>loadFeed({escape(limit)});</script>\"""", ["xss"]),  # script code, not markup
    ("""f"<div></div><script>loadFeed({int(limit)});</script>\"""", []),
    ("""f"<p>{escape(limit)}</p><script>loadFeed();</script>\"""", []),  # markup before the script
    ("""f"<script>var limit = '{escape(limit)}';</script>\"""", []),  # inside a string of the script
])
def test_escaping_for_html_does_not_make_script_code_safe(page, found):
    body = f"limit = request.args.get('limit', '10')\nreturn {page}"
    assert [kind for kind, _, _ in flows(route(body, "from flask import Flask, request\nfrom markupsafe import escape"))] \
        == found


@pytest.mark.parametrize(("query", "found"), [
    (""""SELECT id FROM tags WHERE tag = '" + tag + "'\"""", []),
    (""""SELECT id FROM tags WHERE tag = " + tag + " LIMIT 5\"""", ["sql"]),  # outside any literal
    (""""SELECT id FROM tags WHERE tag = \\"" + tag + "\\"\"""", ["sql"]),  # the other quote's literal
    (""""SELECT id FROM tags WHERE tag = '{}'".format(tag)""", []),
    (""""SELECT id FROM tags WHERE tag = '{0}' OR alias = '{0}'".format(tag)""", []),
    (""""SELECT id FROM tags WHERE tag = {}".format(tag)""", ["sql"]),  # outside any literal
    (""""SELECT id FROM tags WHERE tag = '{!r}'".format(tag)""", ["sql"]),  # repr writes quotes of its own
])
def test_a_quote_check_guards_literals_built_with_plus_or_format(query, found):
    assert kinds(f"""
        tag = request.args.get("tag", "")
        if "'" in tag:
            abort(400)
        return str(sqlite3.connect("blog.db").execute({query}).fetchall())
        """) == found


@pytest.mark.parametrize(("built", "found"), [
    (""""whois '" + shlex.quote(domain) + "'\"""", ["command"]),
    (""""whois " + shlex.quote(domain)""", []),
])
def test_shell_quoting_inside_quotes_built_with_plus(built, found):
    assert kinds(f"""
        domain = request.args.get("domain", "")
        return subprocess.run({built}, shell=True, capture_output=True, text=True).stdout
        """, imports="import shlex, subprocess\nfrom flask import request") == found


@pytest.mark.parametrize(("command", "found"), [
    ("""f"whois '{quoted}'\"""", ["command"]),
    ("""f"whois {quoted}\"""", []),
])
def test_a_shell_quoted_value_kept_in_a_name_loses_its_quoting_inside_quotes(command, found):
    assert kinds(f"""
        quoted = shlex.quote(request.args.get("domain", ""))
        return subprocess.run({command}, shell=True, capture_output=True, text=True).stdout
        """, imports="import shlex, subprocess\nfrom flask import request") == found


@pytest.mark.parametrize("check", [
    "if re.fullmatch(r'[a-z]+', name) is None:\n    abort(400)",
    "if not bool(NAME.fullmatch(name)):\n    abort(400)",
    "if not (match := NAME.fullmatch(name)):\n    abort(400)",
    "match = NAME.fullmatch(name)\nif match is None:\n    abort(400)",
])
def test_a_match_tested_for_none_or_truth_in_any_spelling_validates(check):
    body = f"name = request.args['n']\n{check}\nos.system('ls ' + name)"
    imports = "import os, re\nfrom flask import request, abort\nNAME = re.compile(r'[a-z]+')"
    assert kinds(body, imports=imports) == []
    unchecked = body.replace("abort(400)", "print('no match')")  # the flawed twin: the check ends nothing
    assert kinds(unchecked, imports=imports) == ["command"]


@pytest.mark.parametrize(("condition", "tainted"), [
    ('mode in ("debug", "test")', False),
    ('mode not in ("debug", "test")', True),
    ('mode in "production"', True),
    ("limit is None", False),
    ("limit is not None", True),
])
def test_membership_and_identity_of_constants_fold(condition, tainted):
    assert kinds(f"""
        mode, limit = "prod", 10
        param = request.args.get("x", "")
        if {condition}:
            os.system("echo " + param)
        """) == (["command"] if tainted else [])


_GUARD_IMPORTS = ("import enum, json, os, re\nfrom flask import request, abort, redirect\nNAME = re.compile(r'[a-z]+')\n"
                  "class Color(enum.Enum):\n    RED = 'red'\n")


@pytest.mark.parametrize(("body", "found"), [
    ("match c:\n    case 'a' | 'b':\n        os.system('run ' + c)", []),
    ("match c:\n    case 'a' | other:\n        os.system('run ' + c)", ["command"]),  # a capture matches anything
    ("match c:\n    case 'a' if len(c) > 0:\n        os.system('run ' + c)", ["command"]),  # not narrowed with a guard
])
def test_a_case_of_constants_narrows_the_subject(body, found):
    assert kinds("c = request.args['c']\n" + body, imports=_GUARD_IMPORTS) == found


@pytest.mark.parametrize(("check", "found"), [
    ("if not isinstance(n, int):\n    abort(400)", []),
    ("if not isinstance(n, (int, float)):\n    abort(400)", []),
    ("if not isinstance(n, (int, str)):\n    abort(400)", ["command"]),  # text passes it
])
def test_isinstance_of_a_type_without_text_guards(check, found):
    body = f"n = json.loads(request.data)['n']\n{check}\nos.system(f'x {{n}}')"
    assert kinds(body, imports=_GUARD_IMPORTS) == found


@pytest.mark.parametrize(("prefix", "found"), [
    ('"https://example.org/"', []),
    ('"/account/"', []),
    ('"https://example.org"', ["redirect"]),  # https://example.org.evil.net
    ('"/"', ["redirect"]),  # //evil.net
])
def test_a_prefix_check_that_fixes_the_host_guards_a_redirect(prefix, found):
    body = f"u = request.args['u']\nif not u.startswith({prefix}):\n    abort(400)\nreturn redirect(u)"
    assert kinds(body, imports=_GUARD_IMPORTS) == found


@pytest.mark.parametrize(("helper", "found"), [
    ("def check(v):\n    if not NAME.fullmatch(v):\n        raise ValueError(v)", []),
    ("def check(v):\n    if not NAME.fullmatch(v):\n        abort(400)", []),
    ("def check(v):\n    if not NAME.fullmatch(v):\n        print('bad', v)", ["command"]),  # only logs
    ("def check(v):\n    v = v.strip()\n    if not NAME.fullmatch(v):\n        raise ValueError(v)", ["command"]),  # checks a copy
])
def test_a_check_of_the_modules_own_that_raises_guards_what_it_was_given(helper, found):
    assert kinds("t = request.args['t']\ncheck(t)\nos.system('x ' + t)", imports=_GUARD_IMPORTS + helper) == found


@pytest.mark.parametrize(("value", "found"), [
    ("Color(request.args['c']).value", []),  # a member of the enumeration, or ValueError
    ("request.args['c']", ["command"]),
])
def test_a_member_of_the_modules_enumeration_carries_no_request_text(value, found):
    assert kinds(f"c = {value}\nos.system('paint ' + c)", imports=_GUARD_IMPORTS) == found


@pytest.mark.parametrize(("check", "found"), [
    ("if not all(ch.isalnum() for ch in t):\n    abort(400)", []),
    ("if not any(ch.isalnum() for ch in t):\n    abort(400)", ["command"]),  # one letter is not all of them
    ("if not all(ch.isalnum() for ch in other):\n    abort(400)", ["command"]),  # another value checked
])
def test_a_validator_holding_for_every_character_guards_the_text(check, found):
    body = f"t = request.args['t']\nother = request.args['o']\n{check}\nos.system('x ' + t)"
    assert kinds(body, imports=_GUARD_IMPORTS) == found


@pytest.mark.parametrize(("check", "found"), [
    ("""if any(ch in tag for ch in ("'", '"')):\n    abort(400)""", []),
    ("""if any(ch in tag for ch in '"<'):\n    abort(400)""", ["sql"]),  # not the quote of the literal
    ("""if not any(ch in tag for ch in "'"):\n    abort(400)""", ["sql"]),  # holds only with a quote
])
def test_any_of_the_quotes_in_the_value_guards_like_each_check(check, found):
    body = f"tag = request.args['tag']\n{check}\nsqlite3.connect('a.db').execute(f\"SELECT 1 FROM t WHERE tag = '{{tag}}'\")"
    assert kinds(body) == found


@pytest.mark.parametrize(("body", "found"), [
    ("return '<p>' + conditional_escape(name) + '</p>'", []),
    ("return '<p>' + name + '</p>'", ["xss"]),
    ("return '<a title=' + quoteattr(name) + '>x</a>'", []),
    ("""return '<a title="' + html.escape(name, quote=False) + '">x</a>'""", ["xss"]),  # the quote ends it
    ("""return '<a title="' + html.escape(name) + '">x</a>'""", []),
    ("""return "<p>It's " + html.escape(name, quote=False) + '</p>'""", []),  # text, not an attribute
])
def test_escapes_of_several_libraries_and_where_their_quotes_matter(body, found):
    imports = ("import html\nfrom xml.sax.saxutils import quoteattr\nfrom django.utils.html import conditional_escape\n"
               "from flask import Flask, request")
    assert [kind for kind, _, _ in flows(route(body, imports))] == found


@pytest.mark.parametrize(("name", "found"), [
    ("os.path.split(name)[1]", []),  # the last part alone, as basename gives it
    ("os.path.split(name)[0]", ["path"]),
    ("name", ["path"]),
])
def test_the_tail_of_a_split_path_has_no_directory(name, found):
    assert kinds(f"name = request.args['f']\nreturn open(os.path.join('/srv', {name})).read()") == found


@pytest.mark.parametrize(("own", "found"), [
    ("urlparse(request.host_url).netloc", []),
    ("request.host", []),
    ("request.args.get('host', '')", ["redirect"]),  # the client names both sides
])
def test_a_urls_host_equal_to_the_requests_own_host_stays_on_the_site(own, found):
    body = f"t = request.args.get('next', '/')\nif urlparse(t).netloc != {own}:\n    abort(400)\nreturn redirect(t)"
    assert kinds(body, imports="from urllib.parse import urlparse\nfrom flask import request, abort, redirect") == found
    if not found:  # the same test whose result is left unused guards nothing
        unused = body.replace("    abort(400)", "    print('elsewhere')")
        assert kinds(unused, imports="from urllib.parse import urlparse\nfrom flask import request, abort, redirect") \
            == ["redirect"]


@pytest.mark.parametrize(("check", "found"), [
    ("if not set(t) <= CHARS:\n    abort(400)", []),
    ("if not set(t).issubset(CHARS):\n    abort(400)", []),
    ("if not t or not frozenset(t) < CHARS:\n    abort(400)", []),
    ("if not set(t) <= set(request.args['allowed']):\n    abort(400)", ["command"]),  # the client names the set
    ("if not set(other) <= CHARS:\n    abort(400)", ["command"]),  # another value checked
    ("if not set(t) <= CHARS:\n    print('odd', t)", ["command"]),  # a check that only logs
])
def test_a_value_whose_characters_are_a_subset_of_an_allowed_set_is_guarded(check, found):
    body = f"t = request.args['t']\nother = request.args['o']\n{check}\nos.system('x ' + t)"
    assert kinds(body, imports=_GUARD_IMPORTS + "\nCHARS = set('abcdefghijklmnopqrstuvwxyz0123456789._-')") == found


@pytest.mark.parametrize(("check", "found"), [
    ('if not any(u.startswith(p + "/") for p in PARTNERS):\n    abort(400)', []),
    ("if not any(u.startswith(p) for p in PARTNERS):\n    abort(400)", ["redirect"]),  # https://shop.example.com.evil.net
    ('if not any(u.startswith(p + "/") for p in PARTNERS):\n    print("odd")', ["redirect"]),  # only logs
    ('if any(u.startswith(p + "/") for p in PARTNERS):\n    abort(400)', ["redirect"]),  # the test turned round
])
def test_any_prefix_of_a_constant_list_that_fixes_the_host_guards_a_redirect(check, found):
    body = f"u = request.args['u']\n{check}\nreturn redirect(u)"
    partners = '\nPARTNERS = ["https://shop.example.com", "https://help.example.com"]'
    assert kinds(body, imports=_GUARD_IMPORTS + partners) == found
    # a list of up to 64 partners is tried constant by constant too; a longer one proves nothing
    many = "\nPARTNERS = [" + ", ".join(f'"https://shop{n}.example.com"' for n in range(64)) + "]"
    assert kinds(body, imports=_GUARD_IMPORTS + many) == found
    too_many = many.replace("]", ', "https://shop64.example.com"]')
    assert kinds(body, imports=_GUARD_IMPORTS + too_many) == ["redirect"]


_CONVERTER = """
import subprocess
from flask import request

class Converter:
    def __init__(self, fmt):
        self.fmt = fmt

    def convert(self, path):
        return subprocess.check_output("convert {} out.{}".format(path, self.fmt), shell=True)

def view():
    fmt = request.form.get("format", "png")
    CHECK
    return Converter(fmt).convert("/tmp/in.bin")
"""


def _converter_command_clean(source: str) -> bool:
    snippet = Snippet.parse(source)
    (command,) = [call.args[0] for call in snippet.nodes(ast.Call) if dotted(call.func) == "subprocess.check_output"]
    return taint_flows(snippet).clean_for(command, "command")


@pytest.mark.parametrize(("check", "extra", "clean"), [
    ('if fmt not in ("png", "jpg"):\n        return "bad", 400', "", True),  # every call in sight gives a clean value
    ("fmt = shlex.quote(fmt)", "", True),  # quoted before it is passed
    ("pass", "", False),  # the request's text reaches the shell
    ('if fmt not in ("png", "jpg"):\n        return "bad", 400', '\ndef other():\n    return Converter("x").convert(request.args["p"])\n', False),
    ('if fmt not in ("png", "jpg"):\n        return "bad", 400', "\nRUN = Converter('png').convert\n", False),  # called out of sight
    ('if fmt not in ("png", "jpg"):\n        return "bad", 400', "\nclass Pdf(Converter):\n    pass\n", False),  # subclassed
])
def test_a_method_called_only_with_clean_values_is_proven_clean_inside(check, extra, clean):
    source = "import shlex\n" + _CONVERTER.replace("CHECK", check) + extra
    assert _converter_command_clean(source) is clean


_COLUMNS = """
import sqlite3
from flask import request

def where(filters):
    return " AND ".join(f"{column} = ?" for column, _ in filters.items())

def view():
    filters = FILTERS
    STORE
    return sqlite3.connect("a.db").execute("SELECT id FROM t WHERE " + where(filters), list(filters.values()))
"""


@pytest.mark.parametrize(("filters", "store", "found"), [
    ('{"category": request.args["c"], "brand": request.args["b"]}', "pass", []),  # constant keys
    ('{k: request.args[k] for k in ("category", "brand") if k in request.args}', "pass", []),
    ("{k: v for k, v in request.args.items()}", "pass", ["sql"]),  # the client names the columns
    ("dict(request.args)", "pass", ["sql"]),
    ('{"category": request.args["c"]}', 'filters[request.args["col"]] = "x"', ["sql"]),  # a key stored from the request
    ('{"category": request.args["c"]}', "filters.update(request.args)", ["sql"]),
])
def test_the_keys_of_a_dict_built_with_constant_keys_are_clean(filters, store, found):
    assert [kind for kind, _, _ in flows(_COLUMNS.replace("FILTERS", filters).replace("STORE", store))] == found


_JOB = """
import shlex
import subprocess
from dataclasses import dataclass
from flask import request

@dataclass
class Job:
    source: str

    def command(self):
        return BUILT

def view():
    job = Job(request.args["path"])
    return subprocess.check_output(job.command()SHELL)
"""


@pytest.mark.parametrize(("built", "shell", "found"), [
    ('["tar", "-czf", "/tmp/out.tgz", "--", self.source]', "", []),  # a fixed program: arguments only
    ('f"tar -czf /tmp/out.tgz {self.source}"', ", shell=True", ["command"]),  # a command line for the shell
    ('["tar", "-czf", "/tmp/out.tgz", "--", shlex.quote(self.source)]', "", []),  # quoted, and no shell anyway
    ('["sh", "-c", "tar -czf /tmp/out.tgz " + self.source]', "", ["program"]),  # an explicit shell
    ('[self.source, "-v"]', "", ["program"]),  # the client names the program
])
def test_a_method_returning_an_argument_list_with_a_fixed_program(built, shell, found):
    source = _JOB.replace("BUILT", built).replace("SHELL", shell)
    assert [kind for kind, _, _ in flows(source)] == found



_OWN_METHODS = """
import os
import shlex
from flask import request

class Directory:
    def find(self, value):
        return value

    @classmethod
    def from_request(cls):
        return request.args["uid"]

def view():
    os.system("ldapsearch -x uid=" + CALL)
"""


@pytest.mark.parametrize(("call", "found"), [
    ('Directory().find(request.args["uid"])', [("command", 78, 15)]),  # the class's own ``find``, not ElementTree's
    ('shlex.quote(Directory().find(request.args["uid"]))', []),
    ("Directory.from_request()", [("command", 78, 15)]),  # a class method called on the class
    ("shlex.quote(Directory.from_request())", []),
])
def test_the_snippets_own_methods_are_followed_whatever_their_name_and_from_the_class(call, found):
    assert flows(_OWN_METHODS.replace("CALL", call)) == found


@pytest.mark.parametrize(("body", "found"), [
    # a name holding text escaped without its quotes, put in a quoted attribute by a named field
    ("shown = html.escape(name, quote=False)\nreturn PAGE.format(query=shown)", ["xss"]),
    ("shown = html.escape(name)\nreturn PAGE.format(query=shown)", []),
    ("shown = html.escape(name, quote=False)\nreturn TEXT.format(query=shown)", []),  # element text
    ("shown = html.escape(name, quote=False)\nreturn f'<input value=\"{shown}\">'", ["xss"]),
    ("return PAGE.format(query=html.escape(name, quote=False))", ["xss"]),
    ("return PAGE.format(query=name)", ["xss"]),
    ("return PAGE.format(query=html.escape(name), other=name)", ["xss"]),  # a keyword the page does not use
])
def test_an_escape_that_keeps_quotes_is_followed_into_named_fields_and_names(body, found):
    imports = ("import html\nfrom flask import Flask, request\n"
               "PAGE = '<form><input name=\"q\" value=\"{query}\"></form>'\nTEXT = '<p>{query}</p>'")
    assert [kind for kind, _, _ in flows(route(body, imports))] == found


@pytest.mark.parametrize(("body", "found"), [
    ('return make_response({"user": name})', []),  # Flask sends a dict as JSON
    ('return make_response([name])', []),
    ('data = {"user": name}\nreturn make_response(data, 201)', []),
    ('return make_response("<p>" + name + "</p>")', ["xss"]),
])
def test_flasks_make_response_of_a_dict_is_json_not_html(body, found):
    assert [kind for kind, _, _ in flows(route(body))] == found


@pytest.mark.parametrize(("read", "tainted"), [
    ('prefs.get("ui", "fallback")', False),
    ('prefs.get("ui", "theme")', True),
    ('prefs["ui"]["fallback"]', False),
])
def test_a_helper_returning_one_option_of_a_configparser_gives_that_option(read, tainted):
    source = f"""
        import configparser
        from flask import Flask, request, session
        app = Flask(__name__)
        def chosen_theme(prefs):
            return {read}
        @app.route("/prefs/theme")
        def theme():
            prefs = configparser.ConfigParser(interpolation=None)
            prefs.read_dict({{"ui": {{"theme": "light", "fallback": "light"}}}})
            prefs.set("ui", "theme", request.cookies.get("theme", "light"))
            session["theme"] = chosen_theme(prefs)
            return "ok"
        """
    assert [kind for kind, _, _ in flows(source)] == (["session"] if tainted else [])
    # read where it was filled, the same holds
    direct = source.replace('session["theme"] = chosen_theme(prefs)', f'session["theme"] = {read}')
    assert [kind for kind, _, _ in flows(direct)] == (["session"] if tainted else [])


@pytest.mark.parametrize(("annotation", "found"), [
    ("str", [("path", 22, 13)]),
    ("Report", []),  # a member of the snippet's ``StrEnum``: FastAPI refuses anything else (422)
    ("Report | None", []),
    ('Literal["daily", "weekly"]', []),
    ("Optional[Literal['daily', 'weekly']]", []),
    ("Literal[daily_name]", [("path", 22, 13)]),  # not constants written out: not known as a choice
])
def test_a_route_parameter_typed_as_a_choice_holds_one_of_its_constants(annotation, found):
    assert flows(f"""
        from enum import StrEnum
        from typing import Literal, Optional
        from fastapi import FastAPI
        from fastapi.responses import FileResponse
        app = FastAPI()
        daily_name = "daily"
        class Report(StrEnum):
            daily = "daily"
            weekly = "weekly"
        @app.get("/exports")
        def export(report: {annotation} = "daily"):
            return FileResponse(f"/srv/exports/{{report}}.csv")
        """) == found


@pytest.mark.parametrize(("get", "found"), [
    ("library().by_author(author)", [("xpath", 643, 10)]),  # the object a helper of the snippet's makes
    ("index.by_author(author)", [("xpath", 643, 10)]),  # a parameter annotated with the snippet's class
    ('index.by_author("Austen")', []),
])
def test_a_method_called_on_an_object_of_the_snippets_class_made_elsewhere_runs_its_summary(get, found):
    assert flows(f"""
        from fastapi import Depends, FastAPI
        from lxml import etree
        app = FastAPI()
        def quoted(value):
            return "'" + value.replace("'", "\\\\'") + "'"  # XPath 1.0 has no backslash escape
        class Library:
            def by_author(self, author):
                query = f"//book[author={{quoted(author)}}]"
                return self.root.xpath(query)
        def library():
            return Library()
        @app.get("/books")
        def books(author: str, index: Library = Depends(library)):
            return {get}
        """) == found


@pytest.mark.parametrize(("field", "used", "found"), [
    ("hostname", "target", [("command", 78, 14)]),  # a ``CharField``: the client's text
    ("max_hops", "target", []),  # an ``IntegerField``: a number the form cleaned
    ("hostname", "shlex.quote(target)", []),
])
def test_a_django_editing_views_form_valid_gets_the_form_bound_to_the_request(field, used, found):
    source = f"""
        import shlex, subprocess
        from django import forms
        from django.views.generic.edit import FormView
        class TracerouteForm(forms.Form):
            hostname = forms.CharField(max_length=253)
            max_hops = forms.IntegerField(min_value=1, max_value=30)
        class Diagnostics:
            def _command(self, target):
                parts = ["traceroute", "-n"]
                parts.append({used})
                return " ".join(parts)
            def run(self, target):
                return subprocess.check_output(self._command(target), shell=True)
        class TracerouteView(FormView):
            form_class = TracerouteForm
            def form_valid(self, form):
                return Diagnostics().run(str(form.cleaned_data["{field}"]))
        """
    assert flows(source) == found
    # ruff's S602 is confirmed by what reaches the command in the method: the quoting in its helper counts
    snippet = Snippet.parse(textwrap.dedent(source))
    command = next(node for node in snippet.nodes(ast.Call) if dotted(node.func) == "subprocess.check_output").args[0]
    assert made_safe(snippet, command, "command") is (not found)


@pytest.mark.parametrize(("returned", "made", "found"), [
    ("self.source", "job = Job(request.form['path'])", [("command", 78, 13)]),
    ("shlex.quote(self.source)", "job = Job(request.form['path'])", []),  # its field, quoted by the method
])
def test_a_method_returns_what_it_builds_from_its_objects_fields(returned, made, found):
    assert flows(f"""
        import os, shlex
        from flask import Flask, request
        app = Flask(__name__)
        class Job:
            def __init__(self, source):
                self.source = source
            def command(self):
                return "tar -czf out.tgz " + {returned}
        @app.post("/archive")
        def archive():
            {made}
            os.system(job.command())
        """) == found


def test_a_dataclass_method_returns_what_its_object_was_made_from():
    # no ``__init__`` in sight: the fields are what the construction passed, joined with the method's result
    assert flows("""
        import os
        from dataclasses import dataclass
        from flask import Flask, request
        app = Flask(__name__)
        @dataclass
        class Job:
            source: str
            def command(self):
                return "tar -czf out.tgz " + self.source
        @app.post("/archive")
        def archive():
            os.system(Job(request.form["path"]).command())
        """) == [("command", 78, 13)]


@pytest.mark.parametrize(("fill", "read", "found"), [
    ('options["user"] = request.args["user"]', 'options["user"]', [("command", 78, 11)]),
    ('options["user"] = request.args["user"]', 'options["target"]', []),  # its own key stays constant
    ('options.update(user=value)', 'options["user"]', [("command", 78, 11)]),  # the closure's parameter
    ('options.update(user=value)', 'options["target"]', []),
])
def test_a_nested_function_storing_into_its_definers_container(fill, read, found):
    assert flows(f"""
        import os
        from flask import Flask, request
        app = Flask(__name__)
        @app.route("/run")
        def run():
            options = {{"mode": "fast", "target": "localhost"}}
            def fill(value=None):
                {fill}
            fill(request.args.get("user"))
            os.system("ping " + {read})
            return "ok"
        """) == found


@pytest.mark.parametrize(("annotation", "found"), [
    ("str", [("code", 95, 14)]),
    ('Literal["name", "size"]', []),  # FastAPI refuses a body whose field is anything else (422)
    ("SortKey", []),
])
def test_a_pydantic_body_field_typed_as_a_choice_holds_one_of_its_constants(annotation, found):
    assert flows(f"""
        from enum import Enum
        from typing import Literal
        from fastapi import FastAPI
        from pydantic import BaseModel
        app = FastAPI()
        class SortKey(str, Enum):
            name = "name"
        class Listing(BaseModel):
            sort: {annotation}
            note: str = ""
        @app.post("/rows")
        def rows(body: Listing):
            return sorted([], key=eval(f"lambda row: row.{{body.sort}}"))
        """) == found


@pytest.mark.parametrize(("declared", "found"), [
    ('Annotated[str, Query(pattern=r"[\\w.-]+")]', [("command", 78, 10)]),  # a search: finds "x" in "x;id"
    ('Annotated[str, Query(pattern=r"^[\\w.-]+$")]', []),  # anchored at both ends, no shell special
    ('Annotated[str, Query(pattern=r"\\A[\\w.-]+\\Z")]', []),
    ('Annotated[str, Query(pattern=r"^[\\w .;-]+$")]', [("command", 78, 10)]),  # admits ";" and a space
    ('Annotated[str, Query(pattern=r"^a|[\\w;]+$")]', [("command", 78, 10)]),  # each branch anchored at one end
    ('Annotated[str, Query(pattern=r"^[\\w.-]+")]', [("command", 78, 10)]),  # anchored at the start only
    ('str = Query(..., pattern=r"^[\\w.-]+$")', []),
    ('str = Query(..., regex=r"^[\\w.-]+$")', []),  # the name before FastAPI 0.100
    ("str = Query(...)", [("command", 78, 10)]),
])
def test_a_fastapi_parameter_declared_with_an_anchored_pattern_keeps_only_what_it_admits(declared, found):
    assert flows(f"""
        import os
        from typing import Annotated
        from fastapi import FastAPI, Query
        app = FastAPI()


        @app.get("/trace")
        def trace(target: {declared}):
            os.system("traceroute " + target)
            return {{}}
        """) == found


@pytest.mark.parametrize(("pattern", "found"), [
    (r"^[\w .'-]+$", [("xpath", 643, 9)]),  # a quote ends the literal
    (r"^[\w .-]+$", []),  # a space stays, inside the quotes it is only text
])
def test_a_declared_pattern_without_the_quote_keeps_a_value_inside_an_xpath_literal(pattern, found):
    assert flows(f"""
        from typing import Annotated
        from fastapi import FastAPI, Query
        from lxml import etree
        app = FastAPI()
        CATALOG = etree.parse("catalog.xml")
        @app.get("/items")
        def items(author: Annotated[str, Query(pattern=r"{pattern}")]):
            return CATALOG.xpath("//book[author='" + author + "']/title/text()")
        """) == found


def test_a_pattern_that_keeps_a_space_still_leaves_xpath_outside_quotes():
    assert flows("""
        from typing import Annotated
        from fastapi import FastAPI, Query
        from lxml import etree
        app = FastAPI()
        CATALOG = etree.parse("catalog.xml")
        @app.get("/items")
        def items(rank: Annotated[str, Query(pattern=r"^[\\w .-]+$")]):
            return CATALOG.xpath("//book[@rank=" + rank + "]")
        """) == [("xpath", 643, 9)]


@pytest.mark.parametrize(("field", "found"), [
    ("serializers.CharField(max_length=253)", [("command", 78, 13)]),
    (r'serializers.RegexField(r"^[A-Za-z0-9][A-Za-z0-9.-]{0,252}\Z")', []),
    (r'serializers.RegexField(r"[A-Za-z0-9.-]+")', [("command", 78, 13)]),  # searched, not anchored
    (r'serializers.RegexField(regex=r"^[\w;& ]+$")', [("command", 78, 13)]),  # admits ";", "&", a space
    ("serializers.SlugField()", []),
])
def test_a_drf_serializer_field_with_an_anchored_pattern_guards_validated_data(field, found):
    assert flows(f"""
        import subprocess
        from rest_framework import serializers
        from rest_framework.views import APIView
        class ProbeSerializer(serializers.Serializer):
            host = {field}
        class Probe(APIView):
            def post(self, request):
                serializer = ProbeSerializer(data=request.data)
                serializer.is_valid(raise_exception=True)
                opts = serializer.validated_data
                command = f"ping -c 1 {{opts['host']}}"
                done = subprocess.run(command, shell=True)
                return done.returncode
        """) == found


@pytest.mark.parametrize(("field", "found"), [
    ("forms.CharField(max_length=64)", [("ldap", 90, 7)]),
    ("forms.SlugField(max_length=64)", []),  # ``[-a-zA-Z0-9_]+``: no ``*()\\``
    (r'forms.RegexField(r"^.+\Z")', [("ldap", 90, 7)]),
])
@pytest.mark.parametrize("read", ['form.cleaned_data["login"]', 'form.cleaned_data.get("login")'])
def test_a_django_slug_field_holds_no_ldap_filter_specials(field, found, read):
    assert flows(f"""
        import ldap3
        from django import forms
        from django.views import View
        conn = ldap3.Connection(ldap3.Server("ldap://d"), auto_bind=True)
        def find(login):
            conn.search("dc=example", "(uid=%s)" % login)
        class LookupForm(forms.Form):
            login = {field}
        class LookupView(View):
            def get(self, request):
                form = LookupForm(request.GET)
                if form.is_valid():
                    find({read})
                return "ok"
        """) == found


@pytest.mark.parametrize(("returned", "found"), [
    ("value", [("ldap", 90, 17)]),  # the escaped copy is only computed
    ("cleaned", []),  # what the validator returns replaces the field
    ("value.strip()", [("ldap", 90, 17)]),
])
def test_a_pydantic_field_validator_returning_a_sanitized_value_sanitizes_the_field(returned, found):
    assert flows(f"""
        from fastapi import FastAPI
        from ldap3 import Connection
        from ldap3.utils.conv import escape_filter_chars
        from pydantic import BaseModel, field_validator
        app = FastAPI()
        conn = Connection("ldap://d")
        class MemberQuery(BaseModel):
            group: str
            @field_validator("group")
            @classmethod
            def clean_group(cls, value):
                cleaned = escape_filter_chars(value)
                return {returned}
        @app.post("/members")
        def members(query: MemberQuery):
            conn.search("ou=groups,dc=example", f"(cn={{query.group}})")
            return {{}}
        """) == found


@pytest.mark.parametrize(("annotation", "found"), [
    ("str", [("ldap", 90, 10)]),
    ('Annotated[str, Field(pattern=r"^[\\w.-]+$")]', []),
    ('str = Field(pattern=r"^[\\w*.-]+$")', [("ldap", 90, 10)]),  # admits "*"
])
def test_a_pydantic_field_declared_with_a_pattern(annotation, found):
    assert flows(f"""
        from typing import Annotated
        from fastapi import FastAPI
        from pydantic import BaseModel, Field
        app = FastAPI()
        class MemberQuery(BaseModel):
            group: {annotation}
        @app.post("/members")
        def members(query: MemberQuery, conn):
            conn.search_s("ou=groups,dc=example", 2, f"(cn={{query.group}})")
            return {{}}
        """) == found


@pytest.mark.parametrize(("pattern", "found"), [
    (r"[a-z0-9_.-]{1,32}", []),
    (r"[a-z0-9_.*-]{1,32}", [("ldap", 90, 16)]),  # "*" matches every entry
    (r".{1,32}", [("ldap", 90, 16)]),
])
def test_a_whole_match_guards_an_ldap_filter_by_its_specials_on_a_record_field(pattern, found):
    assert flows(f"""
        import re
        from typing import NamedTuple
        from flask import Flask, abort, request
        from ldap3 import Connection
        app = Flask(__name__)
        class Lookup(NamedTuple):
            uid: str
            base: str = "ou=users,dc=example,dc=org"
        @app.route("/lookup")
        def lookup():
            q = Lookup(request.args.get("uid", ""))
            if not re.fullmatch(r"{pattern}", q.uid):
                abort(400)
            conn = Connection("ldap://d")
            conn.search(q.base, f"(uid={{q.uid}})")
            return {{}}
        """) == found


@pytest.mark.parametrize(("layers", "found"), [
    ("request.args.to_dict(), DEFAULTS", [("code", 95, 9)]),  # the request's map is looked in first
    ("DEFAULTS, request.args.to_dict()", []),  # DEFAULTS holds "expr": the request's is never read
    ('{"label": "x"}, request.args.to_dict()', [("code", 95, 9)]),  # the first map lacks "expr"
])
@pytest.mark.parametrize("read", ['layered["expr"]', 'layered.get("expr")'])
def test_a_chainmap_lookup_takes_the_first_map_holding_the_key(layers, found, read):
    assert flows(f"""
        import collections
        from flask import Flask, request
        app = Flask(__name__)
        DEFAULTS = {{"expr": "1 + 1", "label": "sum"}}
        @app.route("/calc")
        def calc():
            layered = collections.ChainMap({layers})
            return str(eval({read}))
        """) == found


@pytest.mark.parametrize(("key", "found"), [
    ('"custom"', [("redirect", 601, 9)]),  # a new key: stored
    ('"home"', []),  # the key is there: setdefault stores nothing
])
def test_setdefault_stores_only_a_missing_key(key, found):
    assert flows(f"""
        from collections import OrderedDict
        from flask import Flask, redirect, request
        app = Flask(__name__)
        @app.route("/go")
        def go():
            hops = OrderedDict(home="/", docs="/docs")
            hops.setdefault({key}, request.args.get("url", "/"))
            return redirect(hops.get(request.args.get("name", "home"), "/"))
        """) == found


@pytest.mark.parametrize(("leaf", "found"), [
    ('ref.split("/", 1)[-1]', [("path", 22, 9)]),  # the rest after the first "/": "../" stays
    ('ref.rsplit("/", 1)[-1]', []),  # after the last "/": none left
    ('ref.rsplit("/", 1)[1]', []),
    ('ref.split("/")[-1]', []),
    ('ref.rpartition("/")[2]', []),
    ('ref.rsplit("/", 1)[0]', [("path", 22, 9)]),  # the directory part
])
def test_the_text_after_the_last_slash_is_a_leaf_name(leaf, found):
    assert flows(f"""
        import os
        from flask import Flask, request
        app = Flask(__name__)
        @app.route("/thumb")
        def thumb():
            ref = request.args.get("ref", "")
            leaf = {leaf}
            with open(os.path.join("/var/uploads", leaf), "rb") as fh:
                return fh.read()
        """) == found


@pytest.mark.parametrize(("check", "found"), [
    ('data.return_to.scheme != "https"', [("redirect", 601, 13)]),  # a scheme alone fixes no host
    ('data.return_to.scheme != "https" or data.return_to.host not in TRUSTED', []),
])
def test_the_host_of_a_pydantic_url_checked_against_an_allow_list(check, found):
    assert flows(f"""
        from fastapi import FastAPI, HTTPException
        from fastapi.responses import RedirectResponse
        from pydantic import BaseModel, HttpUrl
        TRUSTED = {{"app.example.com"}}
        app = FastAPI()
        class Handoff(BaseModel):
            return_to: HttpUrl
        @app.post("/handoff")
        def handoff(data: Handoff):
            if {check}:
                raise HTTPException(status_code=400)
            return RedirectResponse(str(data.return_to))
        """) == found


@pytest.mark.parametrize(("stored", "opened", "found"), [
    ("folder / name", 'self.attachment.open("rb")', [("path", 22, 11)]),
    ("folder / Path(name).name", 'self.attachment.open("rb")', []),
    ("folder / name", "self.attachment.open()", [("path", 22, 11)]),
    ("folder / name", "self.attachment.open(name)", []),  # not ``Path.open``: an archive's member
])
def test_path_open_in_another_method_of_a_view(stored, opened, found):
    assert flows(f"""
        from pathlib import Path
        from django.http import FileResponse
        from django.views.generic import DetailView
        class AttachmentView(DetailView):
            def get_object(self, queryset=None):
                name = self.request.GET.get("file", "")
                folder = Path("/srv/media")
                self.attachment = {stored}
            def render_to_response(self, context, **kwargs):
                return FileResponse({opened})
        """) == found


@pytest.mark.parametrize(("pattern", "found"), [
    (r".+", [("command", 78, 13)]),  # a whole match that admits ";": the field stays a command
    (r"[\w.-]+", []),
])
def test_a_partial_guard_on_a_field_keeps_what_the_field_holds(pattern, found):
    # the field is entered with what it holds before the test narrows it (it kept the bits of nothing)
    assert flows(f"""
        import os, re
        from flask import Flask, abort, request
        app = Flask(__name__)
        class Job:
            def __init__(self, target):
                self.target = target
        @app.route("/ping")
        def ping():
            job = Job(request.args["host"])
            if not re.fullmatch(r"{pattern}", job.target):
                abort(400)
            os.system("ping " + job.target)
            return "ok"
        """) == found


@pytest.mark.parametrize(("pattern", "found"), [
    ("^[\\w.-]+$", []),
    ("[\\w.-]+", [("command", 78, 10)]),  # searched: not a whole match
])
def test_a_dependency_parameter_declared_with_a_pattern(pattern, found):
    assert flows(f"""
        import os
        from typing import Annotated
        from fastapi import Depends, FastAPI, Query
        app = FastAPI()
        def target(host: Annotated[str, Query(pattern=r"{pattern}")]):
            return host
        @app.get("/t")
        def t(host: str = Depends(target)):
            os.system("ping " + host)
            return {{}}
        """) == found


@pytest.mark.parametrize(("quote", "found"), [
    ("'", []),  # the validator refuses the quote that delimits the literal
    ('"', [("xpath", 643, 16)]),  # the other quote proves nothing
])
def test_a_pydantic_validator_that_raises_on_a_quote_guards_the_field(quote, found):
    assert flows(f"""
        from fastapi import FastAPI
        from lxml import etree
        from pydantic import BaseModel, validator
        app = FastAPI()
        DOC = etree.parse("x.xml")
        class Q(BaseModel):
            name: str
            @validator("name")
            def no_quotes(cls, v):
                if {quote!r} in v:
                    raise ValueError("quote")
                return v
        @app.post("/q")
        def q(body: Q):
            return DOC.xpath("//u[@n='" + body.name + "']")
        """) == found


@pytest.mark.parametrize(("bind", "store", "found"), [
    ('basket = session.setdefault("basket", [])', "basket.append(item)", [("session", 501, 7)]),
    ('basket = session.setdefault("basket", [])', 'basket.append(CATALOG.get(item, "none"))', []),
    ('basket = session["basket"]', "basket.extend([item])", [("session", 501, 7)]),
    ("basket = []", "basket.append(item)", []),  # a list of its own: the session never holds it
    ("store = session", 'store["sku"] = item', [("session", 501, 7)]),
    ("store = session", 'store["sku"] = item if item in CATALOG else "none"', []),
    ("store = {}", 'store["sku"] = item', []),
])
def test_a_local_name_for_the_session_or_a_container_it_holds_stores_into_it(bind, store, found):
    assert flows(f"""
        from flask import request, session
        CATALOG = {{"A1": "sku-a1"}}
        def cart_add():
            item = request.form.get("sku", "")
            {bind}
            {store}
            return "ok"
        """) == found


@pytest.mark.parametrize(("stored", "found"), [
    ("v.role", [("session", 501, 10)]),  # the object's own attribute: the header
    ("type(v).role", []),  # the class attribute: the class body's constant
    ("Visitor.role", []),
    ("type(v).agent", [("session", 501, 10)]),  # no class attribute of that name: the object's
])
def test_a_class_attribute_is_not_what_an_object_stores_under_its_name(stored, found):
    assert flows(f"""
        from flask import request, session
        class Visitor:
            role = "guest"
            def __init__(self, headers):
                self.agent = headers.get("User-Agent", "")
                self.role = headers.get("X-Role", Visitor.role)
        def enter():
            v = Visitor(request.headers)
            session["role"] = {stored}
            return "welcome"
        """) == found


def test_a_class_attribute_stored_through_the_class_is_not_a_constant():
    assert flows("""
        from flask import request, session
        class Visitor:
            role = "guest"
        def enter():
            Visitor.role = request.headers.get("X-Role")
            session["role"] = Visitor.role
            return "welcome"
        """) == [("session", 501, 7)]


@pytest.mark.parametrize(("mapped", "found"), [
    ('lambda t: f"<li>{t.strip()}</li>"', [("xss", 79, 11)]),
    ('lambda t: f"<li>{escape(t.strip())}</li>"', []),
    ("item", [("xss", 79, 11)]),  # a function of the snippet's: what it returns for each item
    ("safe_item", []),
    ("lambda t: len(t)", []),
])
def test_map_gives_what_its_function_returns_for_each_item(mapped, found):
    assert flows(f"""
        from flask import Flask, request
        from markupsafe import escape
        app = Flask(__name__)
        def item(t): return "<li>" + t + "</li>"
        def safe_item(t): return "<li>" + escape(t) + "</li>"
        @app.route("/tags")
        def tags():
            raw = request.args.get("tags", "")
            items = map({mapped}, filter(None, raw.split(",")))
            return "<ul>" + "".join(str(i) for i in items) + "</ul>"
        """) == found


@pytest.mark.parametrize(("blob", "page", "found"), [
    ("json.dumps(config)", "<script>window.CFG = {blob};</script>", [("xss", 79, 10)]),
    ('json.dumps(config).replace("<", "\\\\u003c").replace(">", "\\\\u003e").replace("&", "\\\\u0026")',
     "<script>window.CFG = {blob};</script>", []),
    ('json.dumps(config).replace("<", "\\\\u003c").replace(">", "\\\\u003e")',  # ``&`` left
     "<script>window.CFG = {blob};</script>", [("xss", 79, 10)]),
    ('config["user"].replace("<", "").replace(">", "").replace("&", "")',  # not JSON: code in a script
     "<script>window.CFG = {blob};</script>", [("xss", 79, 10)]),
    ('json_script(config, "cfg")', "<body>{blob}</body>", []),
    ('json.dumps(config).replace("<", "\\\\u003c").replace(">", "\\\\u003e").replace("&", "\\\\u0026")',
     '<div data-cfg="{blob}"></div>', [("xss", 79, 10)]),  # its quotes end the attribute
])
def test_json_with_markup_characters_escaped_is_data_in_a_script_element(blob, page, found):
    assert flows(f"""
        import json
        from django.utils.html import json_script
        from flask import Flask, request
        app = Flask(__name__)
        @app.route("/widget")
        def widget():
            config = {{"user": request.args.get("user", "anon")}}
            blob = {blob}
            return f'{page}'
        """) == found
