"""ruff reports that the tree refutes are dropped (tools/ruff_confirm.py), through the real ruff."""

from __future__ import annotations

import textwrap

from codereward.snippet import Snippet
from codereward.tools.ruff import RuffAdapter


def rules(source: str, kept: tuple[str, ...] = ("F821", "S202", "S108")) -> list[tuple[str, int]]:
    (findings,) = RuffAdapter().analyze([Snippet.parse(textwrap.dedent(source))], 60)
    return sorted((f.rule, f.line) for f in findings if f.rule in kept)


SINKS = ("S102", "S307", "S301", "S302", "S602", "S604", "S605", "S610", "S704")


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


def test_code_run_in_a_namespace_the_program_builds_is_an_interpreter_not_an_injection():
    # debuggers, REPLs and code generators (pdb, code, namedtuple, dataclasses) run code this way
    assert rules("""
        def runcode(code, frame, namespace=None):
            exec(code, frame.f_globals, frame.f_locals)
            if namespace is None:
                namespace = {}
            exec(code, namespace)
            exec(code, {"environment": frame, "__file__": "template"})
            return eval(code, vars(frame))
        exec("print('constant code is the program own')")
    """, SINKS) == []
    # no namespace, or the literal dict that is the well-known sandbox that is not one
    assert rules("""
        def calc(expr):
            eval(expr)
            exec(expr, {"__builtins__": {}})
            exec(expr, globals())
            namespace = {}
            exec(expr, namespace)
            return eval(expr, dict(x=1))
    """, SINKS) == [("S102", 4), ("S102", 5), ("S102", 7), ("S307", 3), ("S307", 8)]


def test_a_constant_shell_command_cannot_be_injected():
    assert rules("""
        import os, subprocess
        subprocess.run("ls -l | wc -l", shell=True)
        os.system("clear")

        def run(cmd, name):
            subprocess.run(cmd, shell=True)
            os.system("ls " + name)
    """, SINKS) == [("S602", 7), ("S605", 8)]


def test_unpickling_what_the_same_expression_pickled_is_a_copy():
    assert rules("""
        import marshal, pickle
        def clone(obj, data):
            copy = pickle.loads(pickle.dumps(obj))
            code = marshal.loads(marshal.dumps(obj))
            return pickle.loads(data)
    """, SINKS) == [("S301", 6)]


def test_django_rules_need_django():
    stream = """
        def address(stream):
            return stream.extra("remote_address", None)
    """
    assert rules(stream, SINKS) == []
    assert rules("from django.db import models\n" + textwrap.dedent(stream), SINKS) == [("S610", 4)]


def test_markup_of_a_value_is_not_markup_built_from_text():
    assert rules("""
        from markupsafe import Markup, escape
        def render(rendered, name):
            safe = Markup(rendered)
            plain = Markup(str(rendered)).striptags()
            return Markup("<b>" + name + "</b>"), Markup(f"<i>{name}</i>")
    """, SINKS) == [("S704", 6), ("S704", 6)]


def test_sinks_fed_only_sanitized_or_allow_listed_values_are_not_injections():
    assert rules("""
        import os, shlex, sqlite3, subprocess
        COMMANDS = {"uptime": ["/usr/bin/uptime"], "date": ["/bin/date"]}
        SCRIPTS = {"hello": "print('hello')"}

        def ping(host, name, uid, number):
            os.popen("ping -c 1 " + shlex.quote(host))
            subprocess.call(" ".join(COMMANDS[name]), shell=True)
            exec(SCRIPTS[name], {})
            sqlite3.connect("a.db").execute("SELECT name FROM users WHERE id = %d" % int(uid))
            return eval(str(float(number)))
    """, (*SINKS, "S608")) == []


def test_what_only_looks_sanitized_stays_reported():
    assert rules("""
        import os, sqlite3
        COMMANDS = {"date": "/bin/date"}

        def quote(text):
            return text

        def run(host, name, uid, extra):
            os.system("ping " + quote(host))
            COMMANDS[name] = extra
            os.system(COMMANDS[name])
            if uid:
                uid = "1"
            sqlite3.connect("a.db").execute("SELECT * FROM t WHERE id = " + uid)
    """, (*SINKS, "S608")) == [("S605", 9), ("S605", 11), ("S608", 14)]


def test_unpickling_in_a_web_app_is_judged_by_where_the_data_comes_from():
    handler = """
        import pickle
        from flask import Flask, request

        app = Flask(__name__)

        def restore(blob):
            return pickle.loads(blob)

        @app.post("/restore")
        def restore_view():
            token = request.form.get("token", "")
            request.args.get("unused")
            token = b"constant"
            return str(restore(token)) + str(pickle.loads(token))
        """
    assert rules(handler, ("S301",)) == []
    tainted = handler.replace('token = b"constant"', "token = token.encode()")
    assert rules(tainted, ("S301",)) == [("S301", 8), ("S301", 15)]
    library = "import pickle\n\n\ndef restore(blob):\n    return pickle.loads(blob)\n"
    assert rules(library, ("S301",)) == [("S301", 5)]


def test_unpickling_an_objects_field_is_judged_by_what_its_constructions_give_it():
    store = """
        import pickle
        from flask import Flask, request

        app = Flask(__name__)

        class Store:
            def __init__(self, blob):
                self.blob = blob

            def state(self):
                return pickle.loads(self.blob)

        @app.post("/resume")
        def resume():
            return str(Store(pickle.dumps({"step": 1})).state())
        """
    assert rules(store, ("S301",)) == []
    tainted = store.replace('pickle.dumps({"step": 1})', "request.get_data()")
    assert rules(tainted, ("S301",)) == [("S301", 12)]
    # a class nothing in the snippet constructs: its objects are made elsewhere, as ruff says
    library = store.replace('return str(Store(pickle.dumps({"step": 1})).state())', 'return "ok"')
    assert rules(library, ("S301",)) == [("S301", 12)]


def test_shell_commands_run_through_a_dispatch_table_or_a_partial_are_judged_by_what_they_are_given():
    table = """
        import os, shlex
        from django.http import HttpResponse
        ACTIONS = {
            "restart": lambda svc: os.system("systemctl restart " + svc),
            "status": lambda svc: os.system("systemctl status " + svc),
        }
        def service(request, action):
            svc = request.GET["service"]
            ACTIONS[action](GIVEN)
            return HttpResponse("ok")
        """
    assert rules(table.replace("GIVEN", "shlex.quote(svc)"), SINKS) == []
    assert rules(table.replace("GIVEN", "svc"), SINKS) == [("S605", 5), ("S605", 6)]
    partial = """
        import functools, subprocess
        from flask import Flask, request
        app = Flask(__name__)
        shell = functools.partial(subprocess.run, shell=True, check=False)
        @app.post("/backup")
        def backup():
            target = request.form["target"]
            {guard}
            shell(f"rsync -a /data {{target}}")
        """
    assert rules(partial.format(guard='if target not in ("a", "b"):\n        return "no", 400'), SINKS) == []
    assert rules(partial.format(guard="pass"), SINKS) == [("S604", 5)]


def test_djangos_mark_safe_of_text_nothing_from_outside_reaches_is_not_reported():
    view = """
        from django.http import HttpResponse
        from django.utils.safestring import mark_safe
        def greet(request):
            name = {value}
            return HttpResponse(mark_safe("<p>Hello " + name + "</p>"))
        """
    assert rules(view.format(value='"guest"'), ("S308",)) == []
    assert rules(view.format(value='request.GET.get("name", "")'), ("S308",)) == [("S308", 6)]


def test_a_class_based_view_reading_self_request_is_judged_by_what_its_query_is_given():
    # ``self.request`` makes the module web code: a query built from a table of constants read
    # with the client's key is the server's text; the client's own key stays reported
    view = """
        from django.db import connection
        from django.views.generic import ListView
        SORTABLE = {"name": "p.name", "price": "p.price_cents"}

        class Repository:
            def search(self, order):
                with connection.cursor() as cursor:
                    cursor.execute("SELECT id FROM product p ORDER BY " + order)

        class ProductList(ListView):
            def get_queryset(self):
                return Repository().search(CHOSEN)
    """
    assert rules(view.replace("CHOSEN", 'SORTABLE.get(self.request.GET.get("sort"), "p.name")'), ("S608",)) == []
    assert rules(view.replace("CHOSEN", 'self.request.GET.get("sort")'), ("S608",)) == [("S608", 9)]


def test_eval_of_a_choice_the_framework_validated_is_not_reported():
    # the method runs on an object a FastAPI dependency provides (``catalogue: Catalogue``): every
    # call of it is in sight, and a ``Literal`` parameter holds one of its constants
    route = """
        from typing import Literal
        from fastapi import Depends, FastAPI
        app = FastAPI()

        class Catalogue:
            def sorted_by(self, field):
                return sorted([], key=eval(f"lambda row: row.{field}"))

        def get_catalogue():
            return Catalogue()

        @app.get("/catalogue")
        def listing(sort: TYPE = "name", catalogue: Catalogue = Depends(get_catalogue)):
            return catalogue.sorted_by(sort)
    """
    assert rules(route.replace("TYPE", 'Literal["name", "size"]'), ("S307",)) == []
    assert rules(route.replace("TYPE", "str"), ("S307",)) == [("S307", 8)]


def test_a_command_joined_from_a_list_counts_what_grows_the_list():
    source = """
        import os, shlex

        def ping(host):
            parts = ["ping", "-c", "1"]
            parts.append(ADDED)
            os.system(" ".join(parts))
    """
    assert rules(source.replace("ADDED", "host"), ("S605",)) == [("S605", 7)]
    assert rules(source.replace("ADDED", "shlex.quote(host)"), ("S605",)) == []
