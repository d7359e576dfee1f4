"""Handlers written by hand, in styles the generator does not use: class-based views
(``MethodView``, Django's ``View`` with ``setup``), blueprints, ``request.get_json()`` dicts
handed to helpers, values kept on ``self`` or on an object and used by another method,
tuple-unpacked arguments, ``functools.partial``, dispatch tables, ``match`` and ``:=``,
async views, SQLAlchemy ``text()``, ``markupsafe``/``format_html``, ``**options`` for
cookies. Written for this project by the security work (not taken from any benchmark),
each as a vulnerable handler and a safe twin made by replacing what makes it vulnerable.

``write_corpus.py`` adds them to the corpus as ``<category>_hand_<name>_{bad,good}.py``
with ``source`` = ``handwritten``.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass


@dataclass(frozen=True)
class HandCase:
    name: str
    category: str
    cwe: int
    framework: str
    vulnerable: str
    safe: str
    safe_by: str
    #: which set the pair belongs to: ``hand`` (the rounds of this module) or a batch written blind
    batch: str = "hand"


CASES: list[HandCase] = []


def _outdented(text: str) -> str:
    return "\n".join(line[4:] if line.startswith("    ") else line for line in text.split("\n"))


def case(name: str, category: str, cwe: int, framework: str, source: str, safe_by: str,
         *replacements: tuple[str, str], batch: str = "hand", into: list[HandCase] = CASES) -> None:
    """One pair: ``source`` is the vulnerable handler; each (old, new) makes the safe twin."""
    vulnerable = textwrap.dedent(source).lstrip()
    safe = vulnerable
    for old, new in replacements:
        if old not in safe:  # written at the indentation of a method: the handler is a function
            old, new = _outdented(old), _outdented(new)
        if old not in safe:
            raise ValueError(f"{name}: {old!r} is not in the handler")
        safe = safe.replace(old, new, 1)
    into.append(HandCase(name, category, cwe, framework, vulnerable, safe, safe_by, batch))


case("cbv_ping", "cmdi", 78, "flask", '''
    import subprocess
    from flask import request
    from flask.views import MethodView

    class PingView(MethodView):
        def post(self):
            payload = request.get_json(silent=True) or {}
            host = payload.get("host", "localhost")
            out = subprocess.check_output("ping -c 1 " + host, shell=True)
            return out.decode()
    ''', "sanitizer", ('"ping -c 1 " + host', '"ping -c 1 " + shlex.quote(host)'), ("import subprocess\n", "import shlex\nimport subprocess\n"))
case("helper_shell", "cmdi", 78, "flask", '''
    import subprocess
    from flask import Blueprint, request

    bp = Blueprint("tools", __name__)

    def run_cmd(cmd):
        return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout

    @bp.route("/grep")
    def grep_logs():
        pattern = request.args["q"]
        return run_cmd(f"grep {pattern} /var/log/app.log")
    ''', "sanitizer", ('f"grep {pattern} /var/log/app.log"', 'f"grep {shlex.quote(pattern)} /var/log/app.log"'), ("import subprocess\n", "import shlex\nimport subprocess\n"))
case("tuple_unpack_cmd", "cmdi", 78, "flask", '''
    import os
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/archive")
    def archive():
        src, dest = request.args["src"], request.args["dest"]
        os.system("tar czf %s %s" % (dest, src))
        return "ok"
    ''', "allowlist", ('        src, dest = request.args["src"], request.args["dest"]\n', '        src, dest = request.args["src"], request.args["dest"]\n        if src not in ("logs", "data") or dest not in ("a.tgz", "b.tgz"):\n            return "bad", 400\n'))
case("async_fastapi_cmd", "cmdi", 78, "fastapi", '''
    import asyncio
    from fastapi import FastAPI

    app = FastAPI()

    @app.get("/lookup/{domain}")
    async def lookup(domain: str):
        proc = await asyncio.create_subprocess_shell(f"nslookup {domain}", stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        return {"out": out.decode()}
    ''', "argv", ('await asyncio.create_subprocess_shell(f"nslookup {domain}", stdout=asyncio.subprocess.PIPE)', 'await asyncio.create_subprocess_exec("nslookup", domain, stdout=asyncio.subprocess.PIPE)'))
case("self_attr_cmd", "cmdi", 78, "django", '''
    import subprocess
    from django.http import HttpResponse
    from django.views import View

    class ConvertView(View):
        def setup(self, request, *args, **kwargs):
            super().setup(request, *args, **kwargs)
            self.fmt = request.GET.get("fmt", "png")

        def get(self, request):
            subprocess.call("convert in.svg out." + self.fmt, shell=True)
            return HttpResponse("done")
    ''', "constant", ('self.fmt = request.GET.get("fmt", "png")', 'self.fmt = "png" if request.GET.get("fmt") == "png" else "jpg"'))
case("calc_json", "codeinj", 95, "flask", '''
    from flask import Flask, request, jsonify

    app = Flask(__name__)

    def evaluate(expression):
        return eval(expression)

    @app.post("/calc")
    def calc():
        data = request.get_json()
        return jsonify(result=evaluate(data["expr"]))
    ''', "sanitizer", ("return eval(expression)", "return ast.literal_eval(expression)"), ("from flask", "import ast\nfrom flask"))
case("exec_form_cbv", "codeinj", 95, "django", '''
    from django.http import HttpResponse
    from django.views.generic import View

    class HookView(View):
        def post(self, request):
            code = request.POST["hook"]
            namespace = {}
            exec(code, namespace)
            return HttpResponse(str(namespace.get("result")))
    ''', "constant", ('code = request.POST["hook"]', 'code = HOOKS.get(request.POST["hook"], "result = None")'), ("class HookView", 'HOOKS = {"one": "result = 1", "two": "result = 2"}\n\n\nclass HookView'))
case("fastapi_body_eval", "codeinj", 95, "fastapi", '''
    from fastapi import FastAPI
    from pydantic import BaseModel

    app = FastAPI()

    class Formula(BaseModel):
        text: str

    @app.post("/formula")
    async def formula(body: Formula):
        value = eval(body.text, {"__builtins__": {}})
        return {"value": value}
    ''', "sanitizer", ('value = eval(body.text, {"__builtins__": {}})', 'value = float(body.text)'))
case("pickle_cookie", "deserialization", 502, "flask", '''
    import base64
    import pickle
    from flask import Flask, request

    app = Flask(__name__)

    @app.route("/prefs")
    def prefs():
        raw = request.cookies.get("prefs", "")
        settings = pickle.loads(base64.b64decode(raw))
        return str(settings)
    ''', "format", ("import pickle\n", "import json\n"), ("settings = pickle.loads(base64.b64decode(raw))", "settings = json.loads(base64.b64decode(raw))"))
case("yaml_upload", "deserialization", 502, "flask", '''
    import yaml
    from flask import Blueprint, request

    bp = Blueprint("cfg", __name__)

    @bp.post("/config")
    def upload_config():
        doc = request.files["config"].read()
        config = yaml.load(doc, Loader=yaml.Loader)
        return {"keys": list(config)}
    ''', "safe_loader", ("yaml.load(doc, Loader=yaml.Loader)", "yaml.load(doc, Loader=yaml.SafeLoader)"))
case("pickle_helper_body", "deserialization", 502, "django", '''
    import pickle
    from django.http import JsonResponse

    def restore(blob):
        return pickle.loads(blob)

    def restore_view(request):
        state = restore(request.body)
        return JsonResponse({"n": len(state)})
    ''', "trusted", ("state = restore(request.body)", "state = restore(pickle.dumps([1, 2, 3]))"))
case("fastapi_pickle", "deserialization", 502, "fastapi", '''
    import pickle
    from fastapi import FastAPI, Request

    app = FastAPI()

    @app.post("/state")
    async def load_state(request: Request):
        body = await request.body()
        obj = pickle.loads(body)
        return {"type": type(obj).__name__}
    ''', "format", ("import pickle\n", "import json\n"), ("obj = pickle.loads(body)", "obj = json.loads(body)"))
case("send_file_join", "pathtraver", 22, "flask", '''
    import os
    from flask import Flask, request, send_file

    app = Flask(__name__)
    BASE = "/srv/files"

    @app.route("/download")
    def download():
        name = request.args.get("name")
        return send_file(os.path.join(BASE, name))
    ''', "sanitizer", ("os.path.join(BASE, name)", "os.path.join(BASE, os.path.basename(name))"))
case("pathlib_read", "pathtraver", 22, "fastapi", '''
    from pathlib import Path
    from fastapi import FastAPI

    app = FastAPI()
    ROOT = Path("/srv/docs")

    @app.get("/docs/{name}")
    def read_doc(name: str):
        return {"text": (ROOT / name).read_text()}
    ''', "guard", ('        return {"text": (ROOT / name).read_text()}', '        target = (ROOT / name).resolve()\n        if not target.is_relative_to(ROOT):\n            return {"error": "bad path"}\n        return {"text": target.read_text()}'))
case("cbv_open_attr", "pathtraver", 22, "django", '''
    from django.http import HttpResponse
    from django.views import View

    class ReportView(View):
        base = "/var/reports/"

        def get(self, request):
            self.report = request.GET["report"]
            return HttpResponse(self.render())

        def render(self):
            with open(self.base + self.report) as handle:
                return handle.read()
    ''', "allowlist", ('self.report = request.GET["report"]', 'self.report = {"q1": "q1.txt", "q2": "q2.txt"}.get(request.GET["report"], "q1.txt")'))
case("werkzeug_save", "pathtraver", 22, "flask", '''
    import os
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/upload")
    def upload():
        f = request.files["file"]
        f.save(os.path.join("/srv/uploads", f.filename))
        return "saved"
    ''', "sanitizer", ('f.save(os.path.join("/srv/uploads", f.filename))', 'f.save(os.path.join("/srv/uploads", secure_filename(f.filename)))'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom werkzeug.utils import secure_filename\n"))
case("redirect_next", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request

    app = Flask(__name__)

    @app.route("/login", methods=["POST"])
    def login():
        target = request.form.get("next") or "/"
        return redirect(target)
    ''', "guard", ('        return redirect(target)', '        if urlparse(target).netloc:\n            target = "/"\n        return redirect(target)'), ("from flask", "from urllib.parse import urlparse\nfrom flask"))
case("django_redirect", "redirect", 601, "django", '''
    from django.shortcuts import redirect

    def go(request):
        url = request.GET.get("to", "/")
        return redirect(url)
    ''', "guard", ('        return redirect(url)', '        if not url_has_allowed_host_and_scheme(url, allowed_hosts={request.get_host()}):\n            url = "/"\n        return redirect(url)'), ("from django.shortcuts import redirect\n", "from django.shortcuts import redirect\nfrom django.utils.http import url_has_allowed_host_and_scheme\n"))
case("fastapi_redirect", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import RedirectResponse

    app = FastAPI()

    @app.get("/out")
    def out(url: str):
        return RedirectResponse(url)
    ''', "allowlist", ('        return RedirectResponse(url)', '        if url not in ALLOWED:\n            url = "/"\n        return RedirectResponse(url)'), ("app = FastAPI()\n", 'app = FastAPI()\nALLOWED = {"/home", "/help"}\n'))
case("sqla_text", "sqli", 89, "flask", '''
    from flask import Flask, request
    from sqlalchemy import create_engine, text

    app = Flask(__name__)
    engine = create_engine("sqlite:///app.db")

    @app.get("/users")
    def users():
        name = request.args.get("name", "")
        with engine.connect() as conn:
            rows = conn.execute(text(f"SELECT id FROM users WHERE name = '{name}'")).fetchall()
        return {"ids": [r[0] for r in rows]}
    ''', "parameterised", ('''conn.execute(text(f"SELECT id FROM users WHERE name = '{name}'"))''', '''conn.execute(text("SELECT id FROM users WHERE name = :name"), {"name": name})'''))
case("django_raw_cbv", "sqli", 89, "django", '''
    from django.db import connection
    from django.http import JsonResponse
    from django.views import View

    class SearchView(View):
        def get(self, request):
            term = request.GET.get("q", "")
            with connection.cursor() as cursor:
                cursor.execute("SELECT title FROM posts WHERE title LIKE '%%" + term + "%%'")
                rows = cursor.fetchall()
            return JsonResponse({"rows": rows})
    ''', "parameterised", ('''cursor.execute("SELECT title FROM posts WHERE title LIKE '%%" + term + "%%'")''', '''cursor.execute("SELECT title FROM posts WHERE title LIKE %s", ["%" + term + "%"])'''))
case("sqlite_helper_json", "sqli", 89, "flask", '''
    import sqlite3
    from flask import Flask, request

    app = Flask(__name__)

    def find_orders(db, filters):
        clause = " AND ".join(f"{k} = '{v}'" for k, v in filters.items())
        return db.execute("SELECT * FROM orders WHERE " + clause).fetchall()

    @app.post("/orders/search")
    def search_orders():
        db = sqlite3.connect("shop.db")
        return {"rows": find_orders(db, request.get_json())}
    ''', "parameterised", ('''        clause = " AND ".join(f"{k} = '{v}'" for k, v in filters.items())\n        return db.execute("SELECT * FROM orders WHERE " + clause).fetchall()''', '''        return db.execute("SELECT * FROM orders WHERE status = ?", (filters.get("status"),)).fetchall()'''))
case("fastapi_order_by", "sqli", 89, "fastapi", '''
    import sqlite3
    from fastapi import FastAPI

    app = FastAPI()

    @app.get("/items")
    async def items(sort: str = "name"):
        conn = sqlite3.connect("db.sqlite")
        query = "SELECT * FROM items ORDER BY {}".format(sort)
        return conn.execute(query).fetchall()
    ''', "allowlist", ('        query = "SELECT * FROM items ORDER BY {}".format(sort)', '        if sort not in ("name", "price"):\n            sort = "name"\n        query = "SELECT * FROM items ORDER BY {}".format(sort)'))
case("xss_obj_attr", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    class Greeting:
        def __init__(self, name):
            self.name = name

        def html(self):
            return "<h1>Hello " + self.name + "</h1>"

    @app.route("/hello")
    def hello():
        greeting = Greeting(request.args.get("name", "guest"))
        return greeting.html()
    ''', "sanitizer", ('greeting = Greeting(request.args.get("name", "guest"))', 'greeting = Greeting(escape(request.args.get("name", "guest")))'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"))
case("xss_markup", "xss", 79, "flask", '''
    from flask import Flask, request
    from markupsafe import Markup

    app = Flask(__name__)

    @app.route("/comment")
    def comment():
        body = request.args.get("body", "")
        return Markup(f"<p>{body}</p>")
    ''', "sanitizer", ('return Markup(f"<p>{body}</p>")', 'return Markup("<p>{}</p>").format(body)'))
case("xss_django_httpresponse", "xss", 79, "django", '''
    from django.http import HttpResponse

    def search(request):
        q = request.GET.get("q", "")
        html = "<p>Results for " + q + "</p>"
        return HttpResponse(html)
    ''', "sanitizer", ('html = "<p>Results for " + q + "</p>"', 'html = "<p>Results for " + escape(q) + "</p>"'), ("from django.http import HttpResponse\n", "from django.http import HttpResponse\nfrom django.utils.html import escape\n"))
case("xss_fastapi_html", "xss", 79, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()

    @app.get("/welcome", response_class=HTMLResponse)
    async def welcome(user: str = "guest"):
        parts = ["<html><body>"]
        parts.append(f"<b>{user}</b>")
        parts.append("</body></html>")
        return "".join(parts)
    ''', "sanitizer", ('parts.append(f"<b>{user}</b>")', 'parts.append(f"<b>{html.escape(user)}</b>")'), ("from fastapi import FastAPI\n", "import html\n\nfrom fastapi import FastAPI\n"))
case("xss_make_response", "xss", 79, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)

    @app.route("/echo")
    def echo():
        msg = request.values.get("msg", "")
        resp = make_response("<div>%s</div>" % msg)
        return resp
    ''', "sanitizer", ('make_response("<div>%s</div>" % msg)', 'make_response("<div>%s</div>" % escape(msg))'), ("from flask import Flask, make_response, request\n", "from flask import Flask, make_response, request\nfrom markupsafe import escape\n"))
case("xss_decorated", "xss", 79, "flask", '''
    import functools
    from flask import Flask, request

    app = Flask(__name__)

    def login_required(view):
        @functools.wraps(view)
        def wrapped(*args, **kwargs):
            return view(*args, **kwargs)
        return wrapped

    @app.route("/profile")
    @login_required
    def profile():
        bio = request.args.get("bio", "")
        return f"<section>{bio}</section>"
    ''', "sanitizer", ('return f"<section>{bio}</section>"', 'return f"<section>{escape(bio)}</section>"'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"))
case("lxml_upload", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)

    @app.post("/import")
    def import_xml():
        parser = etree.XMLParser(resolve_entities=True)
        root = etree.fromstring(request.data, parser)
        return root.tag
    ''', "config", ("etree.XMLParser(resolve_entities=True)", "etree.XMLParser(resolve_entities=False, no_network=True)"))
case("sax_feature", "xxe", 611, "django", '''
    import io
    import xml.sax
    from django.http import HttpResponse

    class Handler(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.count = 0

        def startElement(self, name, attrs):
            self.count += 1

    def count_elements(request):
        parser = xml.sax.make_parser()
        parser.setFeature(xml.sax.handler.feature_external_ges, True)
        handler = Handler()
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(request.body))
        return HttpResponse(str(handler.count))
    ''', "config", ("parser.setFeature(xml.sax.handler.feature_external_ges, True)", "parser.setFeature(xml.sax.handler.feature_external_ges, False)"))
case("ldap_cbv", "ldapi", 90, "flask", '''
    import ldap
    from flask import request
    from flask.views import View

    class Lookup(View):
        def dispatch_request(self):
            uid = request.args["uid"]
            conn = ldap.initialize("ldap://directory")
            found = conn.search_s("ou=people,dc=example", ldap.SCOPE_SUBTREE, "(uid=%s)" % uid)
            return str(found)
    ''', "sanitizer", ('"(uid=%s)" % uid', '"(uid=%s)" % ldap.filter.escape_filter_chars(uid)'), ("import ldap\n", "import ldap\nimport ldap.filter\n"))
case("xpath_lxml", "xpathi", 643, "fastapi", '''
    from fastapi import FastAPI
    from lxml import etree

    app = FastAPI()
    TREE = etree.parse("users.xml")

    @app.get("/user")
    def user(name: str):
        nodes = TREE.xpath("//user[@name='" + name + "']/email/text()")
        return {"emails": [str(n) for n in nodes]}
    ''', "parameterised", ('''TREE.xpath("//user[@name='" + name + "']/email/text()")''', '''TREE.xpath("//user[@name=$name]/email/text()", name=name)'''))
case("django_session_cbv", "trustbound", 501, "django", '''
    from django.http import HttpResponse
    from django.views import View

    class ThemeView(View):
        def post(self, request):
            request.session["theme"] = request.POST.get("theme")
            return HttpResponse("saved")
    ''', "allowlist", ('            request.session["theme"] = request.POST.get("theme")', '            theme = request.POST.get("theme")\n            if theme in ("dark", "light"):\n                request.session["theme"] = theme'))
case("cookie_cbv", "securecookie", 614, "django", '''
    from django.http import HttpResponse
    from django.views import View

    class RememberView(View):
        def get(self, request):
            response = HttpResponse("ok")
            response.set_cookie("remember", "1")
            return response
    ''', "flags", ('response.set_cookie("remember", "1")', 'response.set_cookie("remember", "1", secure=True, httponly=True)'))
case("cookie_fastapi", "securecookie", 614, "fastapi", '''
    from fastapi import FastAPI, Response

    app = FastAPI()

    @app.post("/session")
    def start(response: Response):
        response.set_cookie(key="sid", value="abc", httponly=True)
        return {"ok": True}
    ''', "flags", ('response.set_cookie(key="sid", value="abc", httponly=True)', 'response.set_cookie(key="sid", value="abc", httponly=True, secure=True)'))
case("token_random", "weakrand", 330, "flask", '''
    import random
    import string
    from flask import Flask, make_response

    app = Flask(__name__)

    def new_token(n=32):
        return "".join(random.choice(string.ascii_letters) for _ in range(n))

    @app.route("/start")
    def start():
        resp = make_response("hi")
        resp.set_cookie("token", new_token(), secure=True, httponly=True)
        return resp
    ''', "csprng", ("random.choice(string.ascii_letters)", "secrets.choice(string.ascii_letters)"), ("import random\n", "import secrets\n"))
case("reset_code", "weakrand", 330, "django", '''
    import random
    from django.http import JsonResponse

    def send_reset(request):
        code = str(random.randint(100000, 999999))
        request.session["reset_code"] = code
        return JsonResponse({"sent": True})
    ''', "csprng", ("str(random.randint(100000, 999999))", "str(secrets.randbelow(900000) + 100000)"), ("import random\n", "import secrets\n"))
case("md5_password", "hash", 328, "flask", '''
    import hashlib
    from flask import Flask, request

    app = Flask(__name__)
    USERS = {}

    @app.post("/register")
    def register():
        form = request.form
        USERS[form["user"]] = hashlib.md5(form["password"].encode()).hexdigest()
        return "ok"
    ''', "strong", ('hashlib.md5(form["password"].encode()).hexdigest()', 'hashlib.scrypt(form["password"].encode(), salt=b"s", n=2**14, r=8, p=1).hex()'))
case("sha1_token", "hash", 328, "fastapi", '''
    import hashlib
    from fastapi import FastAPI

    app = FastAPI()

    @app.get("/sign")
    def sign(payload: str):
        digest = hashlib.sha1(("secret" + payload).encode()).hexdigest()
        return {"signature": digest}
    ''', "strong", ('hashlib.sha1(("secret" + payload).encode())', 'hashlib.sha256(("secret" + payload).encode())'))


case("partial_runner", "cmdi", 78, "flask", '''
    import functools
    import subprocess
    from flask import Flask, request

    app = Flask(__name__)
    shell = functools.partial(subprocess.run, shell=True, check=False)

    @app.post("/backup")
    def backup():
        target = request.form["target"]
        shell(f"rsync -a /data {target}")
        return "started"
    ''', "allowlist", ('        target = request.form["target"]\n', '        target = request.form["target"]\n        if target not in TARGETS:\n            return "unknown target", 400\n'), ("app = Flask(__name__)\n", 'app = Flask(__name__)\nTARGETS = {"backup1:/srv", "backup2:/srv"}\n'))
case("dispatch_table", "cmdi", 78, "django", '''
    import os
    from django.http import HttpResponse

    ACTIONS = {
        "restart": lambda svc: os.system("systemctl restart " + svc),
        "status": lambda svc: os.system("systemctl status " + svc),
    }

    def service(request, action):
        svc = request.GET["service"]
        ACTIONS[action](svc)
        return HttpResponse("ok")
    ''', "sanitizer", ('        ACTIONS[action](svc)', '        ACTIONS[action](shlex.quote(svc))'), ("import os\n", "import os\nimport shlex\n"))
case("popen_list_shell_kwargs", "cmdi", 78, "fastapi", '''
    import subprocess
    from fastapi import FastAPI, Query

    app = FastAPI()
    OPTIONS = {"shell": True, "text": True}

    @app.get("/whois")
    def whois(domain: str = Query(...)):
        return {"out": subprocess.check_output("whois " + domain, **OPTIONS)}
    ''', "argv", ('subprocess.check_output("whois " + domain, **OPTIONS)', 'subprocess.check_output(["whois", domain], text=True)'))
case("dataclass_sql", "sqli", 89, "flask", '''
    import sqlite3
    from dataclasses import dataclass
    from flask import Flask, request

    app = Flask(__name__)

    @dataclass
    class Filter:
        column: str
        value: str

        def where(self):
            return f"{self.column} = '{self.value}'"

    @app.get("/find")
    def find():
        flt = Filter("email", request.args["email"])
        rows = sqlite3.connect("app.db").execute("SELECT id FROM users WHERE " + flt.where()).fetchall()
        return {"rows": rows}
    ''', "parameterised", ('''        rows = sqlite3.connect("app.db").execute("SELECT id FROM users WHERE " + flt.where()).fetchall()''', '''        rows = sqlite3.connect("app.db").execute("SELECT id FROM users WHERE email = ?", (flt.value,)).fetchall()'''))
case("walrus_sql", "sqli", 89, "django", '''
    from django.db import connection
    from django.http import JsonResponse

    def by_tag(request):
        if (tag := request.GET.get("tag")):
            with connection.cursor() as cur:
                cur.execute(f"SELECT id FROM items WHERE tag = '{tag}'")
                return JsonResponse({"ids": [r[0] for r in cur.fetchall()]})
        return JsonResponse({"ids": []})
    ''', "parameterised", ('''cur.execute(f"SELECT id FROM items WHERE tag = '{tag}'")''', '''cur.execute("SELECT id FROM items WHERE tag = %s", [tag])'''))
case("match_sql", "sqli", 89, "fastapi", '''
    import sqlite3
    from fastapi import FastAPI

    app = FastAPI()

    @app.get("/report")
    def report(kind: str, since: str):
        match kind:
            case "daily":
                table = "daily_stats"
            case _:
                table = "monthly_stats"
        query = f"SELECT * FROM {table} WHERE day >= '{since}'"
        return sqlite3.connect("stats.db").execute(query).fetchall()
    ''', "parameterised", ('''        query = f"SELECT * FROM {table} WHERE day >= '{since}'"
        return sqlite3.connect("stats.db").execute(query).fetchall()''', '''        query = f"SELECT * FROM {table} WHERE day >= ?"
        return sqlite3.connect("stats.db").execute(query, (since,)).fetchall()'''))
case("safe_join", "pathtraver", 22, "flask", '''
    from flask import Blueprint, request

    bp = Blueprint("static_pages", __name__)
    ROOT = "/srv/pages"

    @bp.get("/page")
    def page():
        name = request.args.get("p", "index.html")
        path = ROOT + "/" + name
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    ''', "sanitizer", ('        path = ROOT + "/" + name', '        path = safe_join(ROOT, name)\n        if path is None:\n            return "not found", 404'), ("from flask import Blueprint, request\n", "from flask import Blueprint, request\nfrom werkzeug.security import safe_join\n"))
case("commonpath", "pathtraver", 22, "django", '''
    import os
    from django.http import FileResponse

    MEDIA = "/srv/media"

    def media(request):
        rel = request.GET["file"]
        full = os.path.join(MEDIA, rel)
        return FileResponse(open(full, "rb"))
    ''', "guard", ('        full = os.path.join(MEDIA, rel)\n', '        full = os.path.realpath(os.path.join(MEDIA, rel))\n        if os.path.commonpath([full, MEDIA]) != MEDIA:\n            raise PermissionError(rel)\n'))
case("json_helper_path", "pathtraver", 22, "flask", '''
    import json
    from flask import Flask, request

    app = Flask(__name__)

    def load_template(options):
        with open("/srv/templates/" + options["template"]) as fh:
            return fh.read()

    @app.post("/render")
    def render():
        return load_template(request.get_json(force=True))
    ''', "sanitizer", ('open("/srv/templates/" + options["template"])', 'open("/srv/templates/" + os.path.basename(options["template"]))'), ("import json\n", "import json\nimport os\n"))
case("url_for_redirect", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request, url_for

    app = Flask(__name__)

    @app.route("/done")
    def done():
        dest = request.args.get("dest", "")
        return redirect(dest or url_for("index"))
    ''', "constant", ('return redirect(dest or url_for("index"))', 'return redirect(url_for(dest if dest in ("index", "help") else "index"))'))
case("starlette_redirect_header", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI, Request
    from fastapi.responses import Response

    app = FastAPI()

    @app.get("/bounce")
    async def bounce(request: Request):
        target = request.query_params.get("u", "/")
        return Response(status_code=302, headers={"Location": target})
    ''', "guard", ('        return Response(status_code=302, headers={"Location": target})', '        if not target.startswith("/") or target.startswith("//"):\n            target = "/"\n        return Response(status_code=302, headers={"Location": target})'))
case("yaml_helper", "deserialization", 502, "django", '''
    import yaml
    from django.http import JsonResponse

    def parse_manifest(text):
        return yaml.load(text, Loader=yaml.FullLoader)

    def manifest(request):
        data = parse_manifest(request.body.decode())
        return JsonResponse({"name": data.get("name")})
    ''', "safe_loader", ("yaml.load(text, Loader=yaml.FullLoader)", "yaml.safe_load(text)"))
case("pickle_session_store", "deserialization", 502, "flask", '''
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
        return str(Store(request.get_data()).state())
    ''', "trusted", ("Store(request.get_data())", "Store(pickle.dumps({'step': 1}))"))
case("xss_blueprint_join", "xss", 79, "flask", '''
    from flask import Blueprint, request

    bp = Blueprint("list", __name__)

    @bp.route("/tags")
    def tags():
        items = request.args.getlist("tag")
        html = "<ul>" + "".join("<li>%s</li>" % t for t in items) + "</ul>"
        return html
    ''', "sanitizer", ('"<li>%s</li>" % t for t in items', '"<li>%s</li>" % escape(t) for t in items'), ("from flask import Blueprint, request\n", "from flask import Blueprint, request\nfrom markupsafe import escape\n"))
case("xss_mark_safe", "xss", 79, "django", '''
    from django.http import HttpResponse
    from django.utils.safestring import mark_safe
    from django.views import View

    class BannerView(View):
        def get(self, request):
            title = request.GET.get("title", "")
            return HttpResponse(mark_safe("<h2>" + title + "</h2>"))
    ''', "sanitizer", ('mark_safe("<h2>" + title + "</h2>")', 'format_html("<h2>{}</h2>", title)'), ("from django.utils.safestring import mark_safe\n", "from django.utils.html import format_html\n"))
case("xss_json_not_html", "xss", 79, "flask", '''
    from flask import Flask, Response, request

    app = Flask(__name__)

    @app.route("/note")
    def note():
        text = request.args.get("text", "")
        return Response("<p>" + text + "</p>", mimetype="text/html")
    ''', "mimetype", ('mimetype="text/html"', 'mimetype="text/plain"'))
case("session_update", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = "k"

    @app.post("/prefs")
    def prefs():
        session.update(lang=request.form["lang"])
        return "ok"
    ''', "allowlist", ('session.update(lang=request.form["lang"])', 'session.update(lang=request.form["lang"] if request.form["lang"] in ("en", "de") else "en")'))
case("cookie_kwargs", "securecookie", 614, "flask", '''
    from flask import Flask, make_response

    app = Flask(__name__)
    COOKIE = {"httponly": True, "samesite": "Lax"}

    @app.route("/visit")
    def visit():
        resp = make_response("hello")
        resp.set_cookie("visited", "yes", **COOKIE)
        return resp
    ''', "flags", ('COOKIE = {"httponly": True, "samesite": "Lax"}', 'COOKIE = {"httponly": True, "secure": True, "samesite": "Lax"}'))
case("systemrandom", "weakrand", 330, "fastapi", '''
    import random
    from fastapi import FastAPI, Response

    app = FastAPI()
    rng = random.Random()

    @app.post("/login")
    def login(response: Response):
        sid = "%032x" % rng.getrandbits(128)
        response.set_cookie("sid", sid, secure=True, httponly=True)
        return {"ok": True}
    ''', "csprng", ("rng = random.Random()", "rng = random.SystemRandom()"))
case("xxe_lxml_helper", "xxe", 611, "fastapi", '''
    from fastapi import FastAPI, UploadFile
    from lxml import etree

    app = FastAPI()
    PARSER = etree.XMLParser(resolve_entities=True, no_network=False)

    def parse(blob):
        return etree.fromstring(blob, PARSER)

    @app.post("/feed")
    async def feed(file: UploadFile):
        root = parse(await file.read())
        return {"items": len(root)}
    ''', "config", ("etree.XMLParser(resolve_entities=True, no_network=False)", "etree.XMLParser(resolve_entities=False, no_network=True)"))
case("ldap_fstring", "ldapi", 90, "django", '''
    from django.http import JsonResponse
    from ldap3 import Connection, Server

    def members(request):
        group = request.GET["group"]
        conn = Connection(Server("ldap://dir"), auto_bind=True)
        conn.search("dc=example,dc=com", f"(&(objectClass=group)(cn={group}))")
        return JsonResponse({"n": len(conn.entries)})
    ''', "sanitizer", ('f"(&(objectClass=group)(cn={group}))"', 'f"(&(objectClass=group)(cn={escape_filter_chars(group)}))"'), ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"))
case("xpath_etree", "xpathi", 643, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    DOC = etree.parse("catalog.xml")

    @app.get("/price")
    def price():
        sku = request.args["sku"]
        query = "/catalog/item[@sku='%s']/price" % sku
        return str(DOC.xpath(query))
    ''', "parameterised", ('''        query = "/catalog/item[@sku='%s']/price" % sku
        return str(DOC.xpath(query))''', '''        return str(DOC.xpath("/catalog/item[@sku=$sku]/price", sku=sku))'''))


# A third round, written as another author would (request wrappers, ``Depends``, tuples
# returned by helpers, comprehensions with filters, try/except with early returns, walrus,
# keyword-only sinks, validators of the module's own), first run as a separate corpus.
case("wrapper_popen", "cmdi", 78, "flask", '''
    import subprocess
    from flask import Blueprint, request

    bp = Blueprint("net", __name__)

    class Params:
        def __init__(self, req):
            self._req = req

        def text(self, key, default=""):
            return self._req.args.get(key, default).strip()

    @bp.route("/trace")
    def trace():
        host = Params(request).text("host", "localhost")
        proc = subprocess.Popen(f"traceroute -m 5 {host}", shell=True, stdout=subprocess.PIPE)
        return proc.communicate()[0]
    ''', "sanitizer", ('f"traceroute -m 5 {host}"', 'f"traceroute -m 5 {shlex.quote(host)}"'), ("import subprocess\n", "import shlex\nimport subprocess\n"))
case("tuple_helper_popen", "cmdi", 78, "django", '''
    import os
    from django.http import HttpResponse

    def read_pair(request):
        return request.GET.get("image", "default"), request.GET.get("size", "64")

    def thumbnail(request):
        image, size = read_pair(request)
        with os.popen("convert media/" + image + " -resize " + size + " out.png") as pipe:
            pipe.read()
        return HttpResponse("ok")
    ''', "sanitizer", ('"convert media/" + image + " -resize " + size + " out.png"', '"convert media/" + shlex.quote(image) + " -resize " + shlex.quote(size) + " out.png"'), ("import os\n", "import os\nimport shlex\n"))
case("depends_shell", "cmdi", 78, "fastapi", '''
    import subprocess
    from fastapi import Depends, FastAPI, Query

    app = FastAPI()

    def branch_name(branch: str = Query("main")) -> str:
        return branch

    @app.post("/deploy")
    def deploy(branch: str = Depends(branch_name)):
        result = subprocess.run("git checkout " + branch + " && make deploy", shell=True, capture_output=True)
        return {"code": result.returncode}
    ''', "sanitizer", ('"git checkout " + branch + " && make deploy"', '"git checkout " + shlex.quote(branch) + " && make deploy"'), ("import subprocess\n", "import shlex\nimport subprocess\n"))
case("try_early_return_cmd", "cmdi", 78, "flask", '''
    import os
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/signal")
    def signal_worker():
        try:
            pid = request.form["pid"]
        except KeyError:
            return "pid required", 400
        os.system("kill -HUP " + pid)
        return "sent"
    ''', "sanitizer", ('os.system("kill -HUP " + pid)', 'os.system("kill -HUP %d" % int(pid))'))
case("comprehension_argv_shell", "cmdi", 78, "flask", '''
    import subprocess
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/zip")
    def make_zip():
        names = [request.form[key] for key in ("first", "second") if key in request.form]
        subprocess.call(" ".join(["zip", "out.zip"] + names), shell=True)
        return "zipped"
    ''', "argv", ('subprocess.call(" ".join(["zip", "out.zip"] + names), shell=True)', 'subprocess.call(["zip", "out.zip"] + names)'))
case("walrus_codeinj", "codeinj", 95, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/calc")
    def calc():
        if (expr := request.args.get("expr")) is not None:
            return str(eval(expr))
        return "no expression"
    ''', "sanitizer", ("return str(eval(expr))", "return str(ast.literal_eval(expr))"), ("from flask import Flask, request\n", "import ast\n\nfrom flask import Flask, request\n"))
case("list_eval_json", "codeinj", 95, "flask", '''
    from flask import Flask, jsonify, request

    app = Flask(__name__)

    @app.post("/batch")
    def batch():
        payload = request.get_json(force=True)
        results = [eval(op) for op in payload.get("ops", [])]
        return jsonify(results=results)
    ''', "sanitizer", ("results = [eval(op) for op in payload.get(\"ops\", [])]", "results = [ast.literal_eval(op) for op in payload.get(\"ops\", [])]"), ("from flask import Flask, jsonify, request\n", "import ast\n\nfrom flask import Flask, jsonify, request\n"))
case("upload_exec_compile", "codeinj", 95, "django", '''
    from django.http import JsonResponse
    from django.views import View

    class PluginView(View):
        def post(self, request):
            source = request.FILES["plugin"].read().decode("utf-8")
            scope = {}
            exec(compile(source, "<plugin>", "exec"), scope)
            return JsonResponse({"names": sorted(scope)})
    ''', "constant", ('source = request.FILES["plugin"].read().decode("utf-8")', 'source = PLUGINS.get(request.POST.get("plugin"), "")'), ("class PluginView", 'PLUGINS = {"hello": "greeting = \'hi\'"}\n\n\nclass PluginView'))
case("depends_eval", "codeinj", 95, "fastapi", '''
    from fastapi import Depends, FastAPI, Query

    app = FastAPI()

    def expression(q: str = Query(..., max_length=200)) -> str:
        return q.strip()

    @app.get("/eval")
    async def evaluate(expr: str = Depends(expression)):
        return {"value": eval(expr)}
    ''', "sanitizer", ('return {"value": eval(expr)}', 'return {"value": ast.literal_eval(expr)}'), ("from fastapi import Depends, FastAPI, Query\n", "import ast\n\nfrom fastapi import Depends, FastAPI, Query\n"))
case("header_pickle_fastapi", "deserialization", 502, "fastapi", '''
    import base64
    import pickle
    from fastapi import FastAPI, Header

    app = FastAPI()

    @app.get("/resume")
    def resume(x_state: str = Header(...)):
        state = pickle.loads(base64.b64decode(x_state))
        return {"step": state.get("step")}
    ''', "format", ("import pickle\n", "import json\n"), ("state = pickle.loads(base64.b64decode(x_state))", "state = json.loads(base64.b64decode(x_state))"))
case("callable_loader", "deserialization", 502, "flask", '''
    import pickle
    from flask import Flask, request

    app = Flask(__name__)

    class Loader:
        def __call__(self, blob):
            return pickle.loads(blob)

    load = Loader()

    @app.post("/import")
    def import_data():
        records = load(request.get_data())
        return {"count": len(records)}
    ''', "trusted", ("records = load(request.get_data())", "records = load(pickle.dumps([1, 2]))"))
case("yaml_unsafe_django", "deserialization", 502, "django", '''
    import yaml
    from django.http import JsonResponse

    def import_settings(request):
        try:
            settings = yaml.unsafe_load(request.POST["document"])
        except yaml.YAMLError:
            return JsonResponse({"error": "bad yaml"}, status=400)
        return JsonResponse({"keys": sorted(settings)})
    ''', "safe_loader", ("yaml.unsafe_load(request.POST[\"document\"])", "yaml.safe_load(request.POST[\"document\"])"))
case("pickle_stream_helper", "deserialization", 502, "flask", '''
    import pickle
    from flask import Blueprint, request

    bp = Blueprint("models", __name__)

    def read_model(stream):
        return pickle.load(stream)

    @bp.post("/model")
    def upload_model():
        model = read_model(request.files["model"].stream)
        return {"type": type(model).__name__}
    ''', "format", ("import pickle\n", "import json\n"), ("return pickle.load(stream)", "return json.load(stream)"))
case("md5_helper_password", "hash", 328, "flask", '''
    import hashlib
    from flask import Flask, request

    app = Flask(__name__)
    ACCOUNTS = {}

    def digest(secret):
        return hashlib.new("md5", secret.encode()).hexdigest()

    @app.post("/signup")
    def signup():
        user, password = request.form["user"], request.form["password"]
        ACCOUNTS[user] = digest(password)
        return "created"
    ''', "strong", ('hashlib.new("md5", secret.encode()).hexdigest()', 'hashlib.pbkdf2_hmac("sha256", secret.encode(), b"salt", 600000).hex()'))
case("hmac_md5", "hash", 328, "fastapi", '''
    import hashlib
    import hmac
    from fastapi import FastAPI

    app = FastAPI()
    KEY = b"server-side-key"

    @app.get("/sign")
    def sign(message: str):
        mac = hmac.new(KEY, message.encode(), hashlib.md5).hexdigest()
        return {"mac": mac}
    ''', "strong", ("hashlib.md5).hexdigest()", "hashlib.sha256).hexdigest()"))
case("sha1_reset_token", "hash", 328, "django", '''
    import hashlib
    from django.http import JsonResponse

    def reset_link(request):
        email = request.POST["email"]
        token = hashlib.sha1(email.encode()).hexdigest()
        request.session["reset_token"] = token
        return JsonResponse({"sent": True})
    ''', "strong", ("hashlib.sha1(email.encode()).hexdigest()", "hashlib.sha256(email.encode() + os.urandom(16)).hexdigest()"), ("import hashlib\n", "import hashlib\nimport os\n"))
case("ldap3_format_bp", "ldapi", 90, "flask", '''
    from flask import Blueprint, request
    from ldap3 import Connection, Server

    bp = Blueprint("people", __name__)

    @bp.get("/person")
    def person():
        user = request.args.get("user", "")
        conn = Connection(Server("ldap://ldap.local"), auto_bind=True)
        search = "(&(uid={})(objectClass=person))".format(user)
        conn.search("ou=people,dc=corp", search, attributes=["mail"])
        return {"found": [str(e.mail) for e in conn.entries]}
    ''', "sanitizer", ('.format(user)', '.format(escape_filter_chars(user))'), ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"))
case("ldap_helper_cbv", "ldapi", 90, "django", '''
    import ldap
    from django.http import JsonResponse
    from django.views import View

    BASE = "ou=staff,dc=corp"

    def find_by_mail(conn, mail):
        return conn.search_s(BASE, ldap.SCOPE_SUBTREE, f"(mail={mail})", ["cn"])

    class DirectoryView(View):
        def get(self, request):
            conn = ldap.initialize("ldap://ldap.local")
            return JsonResponse({"hits": len(find_by_mail(conn, request.GET["mail"]))})
    ''', "sanitizer", ('f"(mail={mail})"', 'f"(mail={ldap.filter.escape_filter_chars(mail)})"'), ("import ldap\n", "import ldap\nimport ldap.filter\n"))
case("ldap3_keyword_fastapi", "ldapi", 90, "fastapi", '''
    from fastapi import FastAPI
    from ldap3 import Connection, Server

    app = FastAPI()

    @app.get("/groups/{name}")
    def group(name: str):
        conn = Connection(Server("ldap://ldap.local"), auto_bind=True)
        conn.search(search_base="dc=corp", search_filter="(cn=" + name + ")")
        return {"n": len(conn.entries)}
    ''', "sanitizer", ('"(cn=" + name + ")"', '"(cn=" + escape_filter_chars(name) + ")"'), ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"))
case("try_open_root_path", "pathtraver", 22, "flask", '''
    import os
    from flask import Flask, abort, request

    app = Flask(__name__)

    @app.get("/attachment")
    def attachment():
        name = request.args.get("name", "readme.txt")
        try:
            with open(os.path.join(app.root_path, "attachments", name), "rb") as fh:
                return fh.read()
        except FileNotFoundError:
            abort(404)
    ''', "sanitizer", ('os.path.join(app.root_path, "attachments", name)', 'os.path.join(app.root_path, "attachments", secure_filename(name))'), ("from flask import Flask, abort, request\n", "from flask import Flask, abort, request\nfrom werkzeug.utils import secure_filename\n"))
case("django_remove", "pathtraver", 22, "django", '''
    import os
    from django.http import JsonResponse
    from django.views.decorators.http import require_POST

    MEDIA_ROOT = "/srv/media"

    @require_POST
    def delete_upload(request):
        target = os.path.join(MEDIA_ROOT, request.POST["name"])
        os.remove(target)
        return JsonResponse({"deleted": True})
    ''', "sanitizer", ('os.path.join(MEDIA_ROOT, request.POST["name"])', 'os.path.join(MEDIA_ROOT, os.path.basename(request.POST["name"]))'))
case("fastapi_fileresponse_guard", "pathtraver", 22, "fastapi", '''
    from fastapi import FastAPI, HTTPException
    from fastapi.responses import FileResponse

    app = FastAPI()

    @app.get("/exports/{filename}")
    async def export(filename: str):
        return FileResponse(f"/srv/exports/{filename}")
    ''', "guard", ('        return FileResponse(f"/srv/exports/{filename}")', '        if "/" in filename or ".." in filename:\n            raise HTTPException(status_code=400)\n        return FileResponse(f"/srv/exports/{filename}")'))
case("pathlib_write_upload", "pathtraver", 22, "flask", '''
    from pathlib import Path
    from flask import Flask, request

    app = Flask(__name__)
    UPLOADS = Path("/srv/uploads")

    @app.put("/files/<path:name>")
    def put_file(name):
        UPLOADS.joinpath(name).write_bytes(request.get_data())
        return "", 204
    ''', "sanitizer", ("UPLOADS.joinpath(name)", "UPLOADS.joinpath(Path(name).name)"))
case("validator_redirect", "redirect", 601, "flask", '''
    from urllib.parse import urlparse
    from flask import Flask, redirect, request, url_for

    app = Flask(__name__)

    def is_safe_url(target):
        return urlparse(target).netloc in ("", request.host)

    @app.route("/logout")
    def logout():
        next_url = request.args.get("next")
        if next_url:
            return redirect(next_url)
        return redirect(url_for("index"))
    ''', "guard", ("        if next_url:\n", "        if next_url and is_safe_url(next_url):\n"))
case("django_httpresponseredirect", "redirect", 601, "django", '''
    from django.http import HttpResponseRedirect
    from django.views import View

    class SwitchLanguage(View):
        def post(self, request):
            request.session["lang"] = "de"
            return HttpResponseRedirect(request.POST.get("return_to", "/"))
    ''', "guard", ('            return HttpResponseRedirect(request.POST.get("return_to", "/"))', '            return_to = request.POST.get("return_to", "/")\n            if not url_has_allowed_host_and_scheme(return_to, allowed_hosts={request.get_host()}):\n                return_to = "/"\n            return HttpResponseRedirect(return_to)'), ("from django.http import HttpResponseRedirect\n", "from django.http import HttpResponseRedirect\nfrom django.utils.http import url_has_allowed_host_and_scheme\n"))
case("oauth_callback_fastapi", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI, HTTPException, Query
    from fastapi.responses import RedirectResponse

    app = FastAPI()
    CALLBACKS = {"https://app.example.com/cb", "https://admin.example.com/cb"}

    @app.get("/authorize")
    def authorize(redirect_uri: str = Query(...), state: str = Query("")):
        return RedirectResponse(url=f"{redirect_uri}?code=abc&state={state}", status_code=303)
    ''', "allowlist", ('        return RedirectResponse(url=f"{redirect_uri}?code=abc&state={state}", status_code=303)', '        if redirect_uri not in CALLBACKS:\n            raise HTTPException(status_code=400)\n        return RedirectResponse(url=f"{redirect_uri}?code=abc&state={state}", status_code=303)'))
case("location_header", "redirect", 601, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)

    @app.get("/continue")
    def go_on():
        target = request.args.get("to", "/")
        resp = make_response("", 302)
        resp.headers["Location"] = target
        return resp
    ''', "guard", ('        resp = make_response("", 302)\n', '        if not target.startswith("/") or target.startswith("//"):\n            target = "/"\n        resp = make_response("", 302)\n'))
case("cookie_no_secure_flask", "securecookie", 614, "flask", '''
    import secrets
    from flask import Blueprint, make_response

    bp = Blueprint("auth", __name__)

    @bp.post("/login")
    def login():
        resp = make_response({"ok": True})
        resp.set_cookie("session_id", secrets.token_urlsafe(32), httponly=True, samesite="Strict")
        return resp
    ''', "flags", ('httponly=True, samesite="Strict"', 'httponly=True, secure=True, samesite="Strict"'))
case("signed_cookie_httponly", "securecookie", 1004, "django", '''
    from django.http import JsonResponse

    def remember_me(request):
        response = JsonResponse({"ok": True})
        response.set_signed_cookie("uid", str(request.user.pk), secure=True, httponly=False)
        return response
    ''', "flags", ("secure=True, httponly=False", "secure=True, httponly=True"))
case("jsonresponse_cookie_fastapi", "securecookie", 614, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import JSONResponse

    app = FastAPI()

    @app.post("/refresh")
    def refresh():
        resp = JSONResponse({"ok": True})
        resp.set_cookie("refresh", "r-token", secure=False, httponly=True)
        return resp
    ''', "flags", ("secure=False, httponly=True", "secure=True, httponly=True"))
case("cookie_helper_fn", "securecookie", 614, "flask", '''
    from flask import Flask, make_response

    app = Flask(__name__)

    def remember(resp, value):
        resp.set_cookie("remember", value, max_age=86400)
        return resp

    @app.get("/welcome")
    def welcome():
        return remember(make_response("hi"), "1")
    ''', "flags", ('resp.set_cookie("remember", value, max_age=86400)', 'resp.set_cookie("remember", value, max_age=86400, secure=True, httponly=True)'))
case("filters_comprehension_sqla", "sqli", 89, "flask", '''
    from flask import Flask, request
    from sqlalchemy import create_engine, text

    app = Flask(__name__)
    engine = create_engine("sqlite:///shop.db")
    COLUMNS = ("color", "size")

    @app.get("/products")
    def products():
        clauses = [f"{col} = '{request.args[col]}'" for col in COLUMNS if col in request.args]
        where = " AND ".join(clauses) or "1 = 1"
        with engine.connect() as conn:
            return {"rows": [list(r) for r in conn.execute(text("SELECT * FROM products WHERE " + where))]}
    ''', "parameterised", ('''        clauses = [f"{col} = '{request.args[col]}'" for col in COLUMNS if col in request.args]
        where = " AND ".join(clauses) or "1 = 1"
        with engine.connect() as conn:
            return {"rows": [list(r) for r in conn.execute(text("SELECT * FROM products WHERE " + where))]}''', '''        clauses = [f"{col} = :{col}" for col in COLUMNS if col in request.args]
        where = " AND ".join(clauses) or "1 = 1"
        params = {col: request.args[col] for col in COLUMNS if col in request.args}
        with engine.connect() as conn:
            return {"rows": [list(r) for r in conn.execute(text("SELECT * FROM products WHERE " + where), params)]}'''))
case("django_raw_percent", "sqli", 89, "django", '''
    from django.contrib.auth.models import User
    from django.http import JsonResponse

    def lookup(request):
        username = request.GET.get("username", "")
        users = User.objects.raw("SELECT * FROM auth_user WHERE username = '%s'" % username)
        return JsonResponse({"ids": [u.pk for u in users]})
    ''', "parameterised", ('''User.objects.raw("SELECT * FROM auth_user WHERE username = '%s'" % username)''', '''User.objects.raw("SELECT * FROM auth_user WHERE username = %s", [username])'''))
case("in_clause_placeholders", "sqli", 89, "flask", '''
    import sqlite3
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/orders/delete")
    def delete_orders():
        ids = request.form.getlist("id")
        db = sqlite3.connect("shop.db")
        db.execute("DELETE FROM orders WHERE id IN (" + ",".join(ids) + ")")
        db.commit()
        return "deleted"
    ''', "parameterised", ('''db.execute("DELETE FROM orders WHERE id IN (" + ",".join(ids) + ")")''', '''db.execute("DELETE FROM orders WHERE id IN (" + ",".join("?" for _ in ids) + ")", ids)'''))
case("tuple_limit_offset", "sqli", 89, "fastapi", '''
    import sqlite3
    from fastapi import FastAPI, Request

    app = FastAPI()

    @app.get("/page")
    def page(request: Request):
        limit, offset = request.query_params.get("limit", "10"), request.query_params.get("offset", "0")
        conn = sqlite3.connect("app.db")
        return conn.execute(f"SELECT * FROM posts LIMIT {limit} OFFSET {offset}").fetchall()
    ''', "sanitizer", ('f"SELECT * FROM posts LIMIT {limit} OFFSET {offset}"', 'f"SELECT * FROM posts LIMIT {int(limit)} OFFSET {int(offset)}"'))
case("async_databases", "sqli", 89, "fastapi", '''
    from databases import Database
    from fastapi import FastAPI

    app = FastAPI()
    database = Database("sqlite:///notes.db")

    @app.get("/notes")
    async def notes(author: str):
        rows = await database.fetch_all(query=f"SELECT * FROM notes WHERE author = '{author}'")
        return [dict(r) for r in rows]
    ''', "parameterised", ('''database.fetch_all(query=f"SELECT * FROM notes WHERE author = '{author}'")''', '''database.fetch_all(query="SELECT * FROM notes WHERE author = :author", values={"author": author})'''))
case("header_to_session", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = "dev"

    @app.before_request
    def remember_tenant():
        tenant = request.headers.get("X-Tenant")
        if tenant:
            session["tenant"] = tenant
    ''', "allowlist", ("        if tenant:\n", "        if tenant in TENANTS:\n"), ("app.secret_key = \"dev\"\n", "app.secret_key = \"dev\"\nTENANTS = {\"acme\", \"globex\"}\n"))
case("cart_comprehension_filter", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    CATALOG = {"apple", "pear", "plum"}

    @app.post("/cart")
    def cart():
        session["cart"] = [item for item in request.form.getlist("item")]
        return "ok"
    ''', "allowlist", ('[item for item in request.form.getlist("item")]', '[item for item in request.form.getlist("item") if item in CATALOG]'))
case("route_tuple_session", "trustbound", 501, "flask", '''
    from flask import Flask, session

    app = Flask(__name__)

    @app.route("/prefs/<theme>/<lang>")
    def prefs(theme, lang):
        session["theme"], session["lang"] = theme, lang
        return "saved"
    ''', "allowlist", ('        session["theme"], session["lang"] = theme, lang\n', '        if theme not in ("dark", "light") or lang not in ("en", "de"):\n            return "bad", 400\n        session["theme"], session["lang"] = theme, lang\n'))
case("starlette_session_header", "trustbound", 501, "fastapi", '''
    from fastapi import FastAPI, Request

    app = FastAPI()

    @app.get("/hello")
    async def hello(request: Request):
        request.session["agent"] = request.headers.get("user-agent", "")
        return {"ok": True}
    ''', "constant", ('request.session["agent"] = request.headers.get("user-agent", "")', 'request.session["agent"] = "browser" if request.headers.get("user-agent") else "other"'))
case("otp_randint", "weakrand", 330, "flask", '''
    import random
    from flask import Flask, session

    app = Flask(__name__)

    @app.post("/otp")
    def send_otp():
        code = "".join(str(random.randint(0, 9)) for _ in range(6))
        session["otp"] = code
        return "sent"
    ''', "csprng", ("str(random.randint(0, 9))", "str(secrets.randbelow(10))"), ("import random\n", "import secrets\n"))
case("choices_password", "weakrand", 330, "fastapi", '''
    import string
    from random import choices
    from fastapi import FastAPI

    app = FastAPI()
    ALPHABET = string.ascii_letters + string.digits

    @app.post("/users/{uid}/reset")
    def reset(uid: int):
        password = "".join(choices(ALPHABET, k=12))
        return {"uid": uid, "temporary_password": password}
    ''', "csprng", ("from random import choices\n", "from random import SystemRandom\n"), ("choices(ALPHABET, k=12)", "SystemRandom().choices(ALPHABET, k=12)"))
case("getrandbits_api_key", "weakrand", 330, "django", '''
    import random
    from django.http import JsonResponse

    def create_api_key(request):
        api_key = "%016x" % random.getrandbits(64)
        request.user.profile.api_key = api_key
        request.user.profile.save()
        return JsonResponse({"api_key": api_key})
    ''', "csprng", ('"%016x" % random.getrandbits(64)', 'secrets.token_hex(8)'), ("import random\n", "import secrets\n"))
case("etree_findall", "xpathi", 643, "flask", '''
    import xml.etree.ElementTree as ET
    from flask import Flask, request

    app = Flask(__name__)
    ROOT = ET.parse("users.xml").getroot()

    @app.get("/role")
    def role():
        name = request.args.get("name", "")
        nodes = ROOT.findall(".//user[@name='%s']/role" % name)
        return ",".join(n.text for n in nodes)
    ''', "sanitizer", ('''ROOT.findall(".//user[@name='%s']/role" % name)''', '''[r for u in ROOT.findall(".//user") if u.get("name") == name for r in u.findall("role")]'''))
case("xpath_cbv_fstring", "xpathi", 643, "django", '''
    from django.http import JsonResponse
    from django.views import View
    from lxml import etree

    class BookView(View):
        tree = etree.parse("books.xml")

        def get(self, request):
            title = request.GET.get("title", "")
            hits = self.tree.xpath(f"//book[title='{title}']/@isbn")
            return JsonResponse({"isbn": [str(h) for h in hits]})
    ''', "parameterised", ('''self.tree.xpath(f"//book[title='{title}']/@isbn")''', '''self.tree.xpath("//book[title=$title]/@isbn", title=title)'''))
case("compiled_xpath", "xpathi", 643, "fastapi", '''
    from fastapi import FastAPI
    from lxml import etree

    app = FastAPI()
    DOC = etree.parse("products.xml")

    @app.get("/product/{pid}")
    def product(pid: str):
        find = etree.XPath("//product[@id='" + pid + "']/name/text()")
        return {"names": [str(n) for n in find(DOC)]}
    ''', "parameterised", ('''        find = etree.XPath("//product[@id='" + pid + "']/name/text()")
        return {"names": [str(n) for n in find(DOC)]}''', '''        find = etree.XPath("//product[@id=$pid]/name/text()")
        return {"names": [str(n) for n in find(DOC, pid=pid)]}'''))
case("xss_except_message", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/square")
    def square():
        raw = request.args.get("n", "0")
        try:
            return str(int(raw) ** 2)
        except ValueError:
            return f"<p>Not a number: {raw}</p>", 400
    ''', "sanitizer", ('return f"<p>Not a number: {raw}</p>", 400', 'return f"<p>Not a number: {escape(raw)}</p>", 400'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"))
case("xss_referer_django", "xss", 79, "django", '''
    from django.http import HttpResponse

    def not_found(request):
        back = request.META.get("HTTP_REFERER", "/")
        return HttpResponse("<p>Nothing here. <a href='%s'>Back</a></p>" % back, status=404)
    ''', "sanitizer", ('% back, status=404', '% escape(back), status=404'), ("from django.http import HttpResponse\n", "from django.http import HttpResponse\nfrom django.utils.html import escape\n"))
case("xss_replace_template", "xss", 79, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()
    PAGE = "<html><body><h1>Hi {{name}}</h1></body></html>"

    @app.get("/hi")
    async def hi(name: str = "friend"):
        return HTMLResponse(content=PAGE.replace("{{name}}", name))
    ''', "sanitizer", ('PAGE.replace("{{name}}", name)', 'PAGE.replace("{{name}}", html.escape(name))'), ("from fastapi import FastAPI\n", "import html\n\nfrom fastapi import FastAPI\n"))
case("xss_view_render_method", "xss", 79, "flask", '''
    from flask import request
    from flask.views import MethodView

    class SearchPage(MethodView):
        def get(self):
            self.query = request.args.get("q", "")
            return self.render()

        def render(self):
            return "<h2>Results for " + self.query + "</h2>"
    ''', "sanitizer", ('"<h2>Results for " + self.query + "</h2>"', '"<h2>Results for " + escape(self.query) + "</h2>"'), ("from flask import request\n", "from flask import request\nfrom markupsafe import escape\n"))
case("xss_jsonify_twin", "xss", 79, "flask", '''
    from flask import Flask, jsonify, request

    app = Flask(__name__)

    @app.get("/echo")
    def echo():
        msg = request.args.get("msg", "")
        return "<pre>" + msg + "</pre>"
    ''', "format", ('return "<pre>" + msg + "</pre>"', 'return jsonify(msg=msg)'))
case("sax_bare_request", "xxe", 611, "django", '''
    import xml.sax
    from xml.sax.handler import feature_external_ges
    from django.http import HttpResponse

    class Titles(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.titles = []

        def characters(self, content):
            self.titles.append(content)

    def upload_feed(request):
        handler = Titles()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(request)
        return HttpResponse(str(len(handler.titles)))
    ''', "config", ("parser.setFeature(feature_external_ges, True)", "parser.setFeature(feature_external_ges, False)"))
case("lxml_default_upload", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)

    @app.post("/svg")
    def svg_info():
        parser = etree.XMLParser(load_dtd=True, no_network=False)
        tree = etree.parse(request.files["image"], parser)
        return {"root": tree.getroot().tag}
    ''', "config", ("etree.XMLParser(load_dtd=True, no_network=False)", "etree.XMLParser(resolve_entities=False, no_network=True)"))
case("pulldom_fastapi", "xxe", 611, "fastapi", '''
    import xml.sax
    from xml.dom import pulldom
    from fastapi import FastAPI, Request

    app = FastAPI()

    @app.post("/orders")
    async def orders(request: Request):
        body = (await request.body()).decode()
        parser = xml.sax.make_parser()
        parser.setFeature(xml.sax.handler.feature_external_ges, True)
        events = pulldom.parseString(body, parser=parser)
        count = sum(1 for event, node in events if event == pulldom.START_ELEMENT)
        return {"elements": count}
    ''', "config", ("parser.setFeature(xml.sax.handler.feature_external_ges, True)", "parser.setFeature(xml.sax.handler.feature_external_ges, False)"))
case("parser_class_attr", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)

    class FeedReader:
        def __init__(self):
            self.parser = etree.XMLParser(resolve_entities=True)

        def read(self, data):
            return etree.fromstring(data, self.parser)

    @app.post("/feed")
    def feed():
        return FeedReader().read(request.data).tag
    ''', "config", ("etree.XMLParser(resolve_entities=True)", "etree.XMLParser(resolve_entities=False)"))


# A fourth round (another set of shapes: Django forms' cleaned data, pydantic bodies, methods
# of module-level objects, error handlers, ``%(name)s`` formatting, base DNs, Flask's cookie
# settings), also first run as a separate corpus before any fix.
case("bash_c_list", "cmdi", 78, "flask", '''
    import subprocess
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/dns")
    def dns():
        host = request.json["host"]
        out = subprocess.run(["bash", "-c", "nslookup " + host], capture_output=True, text=True)
        return out.stdout
    ''', "argv", ('["bash", "-c", "nslookup " + host]', '["nslookup", host]'))
case("django_form_cleaned", "cmdi", 78, "django", '''
    import os
    from django import forms
    from django.http import HttpResponse

    class PingForm(forms.Form):
        host = forms.CharField(max_length=255)

    def ping(request):
        form = PingForm(request.POST)
        if form.is_valid():
            os.system("ping -c 1 " + form.cleaned_data["host"])
            return HttpResponse("sent")
        return HttpResponse("invalid", status=400)
    ''', "sanitizer", ('os.system("ping -c 1 " + form.cleaned_data["host"])', 'os.system("ping -c 1 " + shlex.quote(form.cleaned_data["host"]))'), ("import os\n", "import os\nimport shlex\n"))
case("pydantic_shell_async", "cmdi", 78, "fastapi", '''
    import asyncio
    from fastapi import FastAPI
    from pydantic import BaseModel

    app = FastAPI()

    class Lookup(BaseModel):
        domain: str

    @app.post("/dig")
    async def dig(body: Lookup):
        proc = await asyncio.create_subprocess_shell("dig +short " + body.domain, stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        return {"answer": out.decode()}
    ''', "argv", ('await asyncio.create_subprocess_shell("dig +short " + body.domain, stdout=asyncio.subprocess.PIPE)', 'await asyncio.create_subprocess_exec("dig", "+short", body.domain, stdout=asyncio.subprocess.PIPE)'))
case("method_exec_ns", "codeinj", 95, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    class Calculator:
        def __init__(self):
            self.ns = {}

        def run(self, expr):
            exec(f"result = {expr}", self.ns)
            return self.ns["result"]

    @app.get("/calc")
    def calc():
        return str(Calculator().run(request.args.get("expr", "0")))
    ''', "sanitizer", ('exec(f"result = {expr}", self.ns)\n            return self.ns["result"]', 'return ast.literal_eval(expr)'), ("from flask import Flask, request\n", "import ast\n\nfrom flask import Flask, request\n"))
case("cookie_eval", "codeinj", 95, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/layout")
    def layout():
        prefs = eval(request.cookies.get("prefs", "{}"))
        return {"columns": prefs.get("columns", 2)}
    ''', "sanitizer", ('eval(request.cookies.get("prefs", "{}"))', 'json.loads(request.cookies.get("prefs", "{}"))'), ("from flask import Flask, request\n", "import json\n\nfrom flask import Flask, request\n"))
case("module_repo_method", "sqli", 89, "flask", '''
    import sqlite3
    from flask import Flask, request

    app = Flask(__name__)

    class UserRepository:
        def __init__(self, path):
            self.conn = sqlite3.connect(path, check_same_thread=False)

        def by_name(self, name):
            return self.conn.execute("SELECT id, email FROM users WHERE name = '%s'" % name).fetchall()

    users = UserRepository("app.db")

    @app.get("/users")
    def find_users():
        return {"users": users.by_name(request.args.get("name", ""))}
    ''', "parameterised", ('''self.conn.execute("SELECT id, email FROM users WHERE name = '%s'" % name)''', '''self.conn.execute("SELECT id, email FROM users WHERE name = ?", (name,))'''))
case("django_pk_str", "sqli", 89, "django", '''
    from django.db import connection
    from django.http import JsonResponse

    def item(request, pk):
        with connection.cursor() as cursor:
            cursor.execute("SELECT name FROM items WHERE id = " + pk)
            row = cursor.fetchone()
        return JsonResponse({"name": row[0] if row else None})
    ''', "sanitizer", ('"SELECT name FROM items WHERE id = " + pk', '"SELECT name FROM items WHERE id = %d" % int(pk)'))
case("orm_filter_text", "sqli", 89, "flask", '''
    from flask import Flask, request
    from sqlalchemy import text
    from sqlalchemy.orm import Session

    from models import User, engine

    app = Flask(__name__)

    @app.get("/profile")
    def profile():
        name = request.args["name"]
        with Session(engine) as session:
            user = session.query(User).filter(text("name = '%s'" % name)).first()
        return {"id": user.id if user else None}
    ''', "parameterised", ('''filter(text("name = '%s'" % name))''', '''filter(User.name == name)'''))
case("pathlib_div_django", "pathtraver", 22, "django", '''
    from pathlib import Path
    from django.http import FileResponse

    MEDIA = Path("/srv/media")

    def media_file(request):
        return FileResponse(open(MEDIA / request.GET["f"], "rb"))
    ''', "sanitizer", ('open(MEDIA / request.GET["f"], "rb")', 'open(MEDIA / Path(request.GET["f"]).name, "rb")'))
case("copyfile_dest", "pathtraver", 22, "flask", '''
    import os
    import shutil
    from flask import Flask, request

    app = Flask(__name__)
    BACKUPS = "/srv/backups"

    @app.post("/backup")
    def backup():
        shutil.copyfile("/srv/data/db.sqlite", os.path.join(BACKUPS, request.form["dest"]))
        return "copied"
    ''', "sanitizer", ('os.path.join(BACKUPS, request.form["dest"])', 'os.path.join(BACKUPS, secure_filename(request.form["dest"]))'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom werkzeug.utils import secure_filename\n"))
case("referer_redirect", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request, url_for

    app = Flask(__name__)

    @app.post("/vote")
    def vote():
        return redirect(request.headers.get("Referer", "/"))
    ''', "constant", ('redirect(request.headers.get("Referer", "/"))', 'redirect(url_for("index"))'))
case("cookie_next_fastapi", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI, Request
    from fastapi.responses import RedirectResponse

    app = FastAPI()

    @app.get("/after-login")
    def after_login(request: Request):
        target = request.cookies.get("next", "/")
        return RedirectResponse(target)
    ''', "guard", ('        return RedirectResponse(target)', '        if not target.startswith("/") or target.startswith("//"):\n            target = "/"\n        return RedirectResponse(target)'))
case("errorhandler_path", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    @app.errorhandler(404)
    def not_found(error):
        return f"<h1>{request.path} was not found</h1>", 404
    ''', "sanitizer", ('f"<h1>{request.path} was not found</h1>"', 'f"<h1>{escape(request.path)} was not found</h1>"'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"))
case("join_generator_django", "xss", 79, "django", '''
    from django.http import HttpResponse

    def chosen(request):
        items = "".join(f"<li>{c}</li>" for c in request.GET.getlist("c"))
        return HttpResponse("<ul>" + items + "</ul>")
    ''', "sanitizer", ('f"<li>{c}</li>" for c in', 'f"<li>{escape(c)}</li>" for c in'), ("from django.http import HttpResponse\n", "from django.http import HttpResponse\nfrom django.utils.html import escape\n"))
case("helper_htmlresponse", "xss", 79, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()

    def page(title: str) -> HTMLResponse:
        return HTMLResponse(f"<html><head><title>{title}</title></head></html>")

    @app.get("/page")
    def show(title: str = "Home"):
        return page(title)
    ''', "sanitizer", ('return page(title)', 'return page(html.escape(title))'), ("from fastapi import FastAPI\n", "import html\n\nfrom fastapi import FastAPI\n"))
case("percent_mapping", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/card")
    def card():
        name = request.args.get("name", "")
        return "<div class='card'>%(name)s</div>" % {"name": name}
    ''', "sanitizer", ('% {"name": name}', '% {"name": escape(name)}'), ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"))
case("role_in_session", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    ROLES = ("viewer", "editor")

    @app.post("/role")
    def set_role():
        role = request.form.get("role", "viewer")
        session["role"] = role
        return "ok"
    ''', "allowlist", ('        session["role"] = role', '        session["role"] = role if role in ROLES else "viewer"'))
case("session_update_dict", "trustbound", 501, "django", '''
    from django.http import HttpResponse

    def apply_coupon(request):
        request.session.update({"coupon": request.GET["coupon"]})
        return HttpResponse("applied")
    ''', "allowlist", ('request.session.update({"coupon": request.GET["coupon"]})', 'request.session.update({"coupon": COUPONS.get(request.GET["coupon"], "NONE")})'), ("def apply_coupon", 'COUPONS = {"SPRING": "SPRING", "VIP": "VIP"}\n\n\ndef apply_coupon'))
case("csrf_random_sha", "weakrand", 330, "flask", '''
    import hashlib
    import random
    from flask import Flask, session

    app = Flask(__name__)

    @app.get("/form")
    def form():
        token = hashlib.sha256(str(random.random()).encode()).hexdigest()
        session["csrf"] = token
        return f"<input type='hidden' name='csrf' value='{token}'>"
    ''', "csprng", ("hashlib.sha256(str(random.random()).encode()).hexdigest()", "secrets.token_hex(32)"), ("import random\n", "import secrets\n"))
case("invite_randrange", "weakrand", 330, "fastapi", '''
    from random import randrange
    from fastapi import FastAPI

    app = FastAPI()

    @app.post("/invites")
    def create_invite():
        invite_code = "%06d" % randrange(10**6)
        return {"invite_code": invite_code}
    ''', "csprng", ("from random import randrange\n", "from secrets import randbelow\n"), ('"%06d" % randrange(10**6)', '"%06d" % randbelow(10**6)'))
case("md5_form_valid", "hash", 328, "django", '''
    import hashlib
    from django.views.generic.edit import FormView

    from .forms import SignupForm
    from .models import Account

    class SignupView(FormView):
        form_class = SignupForm
        success_url = "/"

        def form_valid(self, form):
            raw = form.cleaned_data["password"]
            Account.objects.create(email=form.cleaned_data["email"], password=hashlib.md5(raw.encode()).hexdigest())
            return super().form_valid(form)
    ''', "strong", ("password=hashlib.md5(raw.encode()).hexdigest()", "password=make_password(raw)"), ("import hashlib\n", "import hashlib\n\nfrom django.contrib.auth.hashers import make_password\n"))
case("ldap_base_dn", "ldapi", 90, "flask", '''
    import ldap
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/entry")
    def entry():
        uid = request.args["uid"]
        conn = ldap.initialize("ldap://ldap.local")
        found = conn.search_s(f"uid={uid},ou=people,dc=corp", ldap.SCOPE_BASE)
        return {"found": bool(found)}
    ''', "sanitizer", ('f"uid={uid},ou=people,dc=corp"', 'f"uid={ldap.dn.escape_dn_chars(uid)},ou=people,dc=corp"'), ("import ldap\n", "import ldap\nimport ldap.dn\n"))
case("xpath_method_helper", "xpathi", 643, "django", '''
    from django.http import JsonResponse
    from lxml import etree

    class Directory:
        def __init__(self, path):
            self.tree = etree.parse(path)

        def email_of(self, user):
            return self.tree.xpath("//user[name/text()='%s']/email/text()" % user)

    DIRECTORY = Directory("users.xml")

    def email(request):
        return JsonResponse({"email": [str(e) for e in DIRECTORY.email_of(request.POST["user"])]})
    ''', "parameterised", ('''self.tree.xpath("//user[name/text()='%s']/email/text()" % user)''', '''self.tree.xpath("//user[name/text()=$user]/email/text()", user=user)'''))
case("defused_twin", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)

    @app.post("/upload-xml")
    def upload_xml():
        root = etree.fromstring(request.data)
        return {"children": len(root)}
    ''', "format", ("from lxml import etree\n", "from defusedxml import ElementTree as etree\n"))
case("module_parser_fastapi", "xxe", 611, "fastapi", '''
    from fastapi import FastAPI, UploadFile
    from lxml import etree

    app = FastAPI()
    PARSER = etree.XMLParser(resolve_entities=True)

    @app.post("/catalog")
    async def catalog(file: UploadFile):
        root = etree.fromstring(await file.read(), parser=PARSER)
        return {"items": len(root)}
    ''', "config", ("etree.XMLParser(resolve_entities=True)", "etree.XMLParser(resolve_entities=False)"))
case("marshal_upload", "deserialization", 502, "flask", '''
    import marshal
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/bytecode")
    def bytecode():
        obj = marshal.loads(request.files["blob"].read())
        return {"type": type(obj).__name__}
    ''', "format", ("import marshal\n", "import json\n"), ("marshal.loads(request.files[\"blob\"].read())", "json.loads(request.files[\"blob\"].read())"))
case("cbv_self_request_yaml", "deserialization", 502, "django", '''
    import yaml
    from django.http import JsonResponse
    from django.views import View

    class ImportView(View):
        def parse(self):
            return yaml.load(self.request.body, Loader=yaml.UnsafeLoader)

        def post(self, request):
            return JsonResponse({"keys": sorted(self.parse())})
    ''', "safe_loader", ("Loader=yaml.UnsafeLoader", "Loader=yaml.SafeLoader"))
case("cookie_httponly_false", "securecookie", 1004, "fastapi", '''
    from fastapi import FastAPI, Response

    app = FastAPI()

    @app.post("/login")
    def login(response: Response):
        response.set_cookie(key="sid", value="opaque", secure=True, httponly=False)
        return {"ok": True}
    ''', "flags", ("secure=True, httponly=False", "secure=True, httponly=True"))
case("flask_session_cookie_config", "securecookie", 614, "flask", '''
    from flask import Flask, session

    app = Flask(__name__)
    app.secret_key = "change-me"
    app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=True)

    @app.post("/login")
    def login():
        session["user"] = "alice"
        return "ok"
    ''', "flags", ("SESSION_COOKIE_SECURE=False", "SESSION_COOKIE_SECURE=True"))


# A fifth round (chained string methods, ``to_dict()``/``**`` filters, ``re_path`` groups,
# ``View.dispatch_request``, ``:=`` reading a stream, ``headers=[(...)]``, ``filterstr=``).
case("chained_methods_cmd", "cmdi", 78, "flask", '''
    import os
    from flask import Flask, request

    app = Flask(__name__)

    @app.get("/whois")
    def whois():
        domain = request.args["d"].strip().lower()[:64]
        return os.popen("whois " + domain).read()
    ''', "sanitizer", ('os.popen("whois " + domain)', 'os.popen("whois " + shlex.quote(domain))'), ("import os\n", "import os\nimport shlex\n"))
case("join_quoted_args", "cmdi", 78, "django", '''
    import subprocess
    from django.http import HttpResponse

    def convert(request):
        args = request.GET.getlist("arg")
        subprocess.run("convert " + " ".join(args) + " out.png", shell=True, check=False)
        return HttpResponse("ok")
    ''', "sanitizer", ('" ".join(args)', '" ".join(shlex.quote(a) for a in args)'), ("import subprocess\n", "import shlex\nimport subprocess\n"))
case("kwargs_filters_sql", "sqli", 89, "flask", '''
    import sqlite3
    from flask import Flask, request

    app = Flask(__name__)

    def search(db, **filters):
        where = " AND ".join(f"{key} = '{value}'" for key, value in filters.items())
        return db.execute(f"SELECT * FROM books WHERE {where}").fetchall()

    @app.get("/books")
    def books():
        return {"rows": search(sqlite3.connect("lib.db"), **request.args.to_dict())}
    ''', "parameterised", ('''        where = " AND ".join(f"{key} = '{value}'" for key, value in filters.items())
        return db.execute(f"SELECT * FROM books WHERE {where}").fetchall()''', '''        where = " AND ".join(f"{key} = ?" for key in filters if key in ("title", "author"))
        values = [filters[key] for key in filters if key in ("title", "author")]
        return db.execute(f"SELECT * FROM books WHERE {where or '1 = 1'}", values).fetchall()'''))
case("re_path_group", "pathtraver", 22, "django", '''
    from django.http import HttpResponse
    from django.urls import re_path

    def download(request, name):
        with open("/srv/files/" + name, "rb") as fh:
            return HttpResponse(fh.read(), content_type="application/octet-stream")

    urlpatterns = [re_path(r"^files/(?P<name>.+)$", download)]
    ''', "sanitizer", ('open("/srv/files/" + name, "rb")', 'open("/srv/files/" + os.path.basename(name), "rb")'), ("from django.http import HttpResponse\n", "import os\n\nfrom django.http import HttpResponse\n"))
case("view_dispatch_url", "pathtraver", 22, "flask", '''
    from flask import Flask
    from flask.views import View

    app = Flask(__name__)

    class ShowLog(View):
        def dispatch_request(self, name):
            with open("/var/log/app/" + name) as fh:
                return fh.read()

    app.add_url_rule("/logs/<name>", view_func=ShowLog.as_view("show_log"))
    ''', "sanitizer", ('open("/var/log/app/" + name)', 'open("/var/log/app/" + secure_filename(name))'), ("from flask import Flask\n", "from flask import Flask\nfrom werkzeug.utils import secure_filename\n"))
case("walrus_stream_pickle", "deserialization", 502, "flask", '''
    import pickle
    from flask import Flask, request

    app = Flask(__name__)

    @app.post("/ingest")
    def ingest():
        buf = b""
        while chunk := request.stream.read(4096):
            buf += chunk
        return {"n": len(pickle.loads(buf))}
    ''', "format", ("import pickle\n", "import json\n"), ("pickle.loads(buf)", "json.loads(buf)"))
case("header_list_redirect", "redirect", 601, "flask", '''
    from flask import Flask, Response, request

    app = Flask(__name__)

    @app.get("/go")
    def go():
        url = request.args.get("url", "/")
        return Response(status=302, headers=[("Location", url)])
    ''', "guard", ('        return Response(status=302, headers=[("Location", url)])', '        if not url.startswith("/") or url.startswith("//"):\n            url = "/"\n        return Response(status=302, headers=[("Location", url)])'))
case("json_vs_html_response", "xss", 79, "flask", '''
    import json
    from flask import Flask, Response, request

    app = Flask(__name__)

    @app.get("/status")
    def status():
        who = request.args.get("who", "")
        return Response(f"<p>status for {who}: ok</p>")
    ''', "format", ('Response(f"<p>status for {who}: ok</p>")', 'Response(json.dumps({"who": who, "status": "ok"}), mimetype="application/json")'))
case("filterstr_keyword", "ldapi", 90, "django", '''
    import ldap
    from django.http import JsonResponse

    def lookup(request):
        name = request.GET.get("cn", "")
        conn = ldap.initialize("ldap://ldap.local")
        hits = conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, filterstr="(cn=%s)" % name)
        return JsonResponse({"hits": len(hits)})
    ''', "sanitizer", ('"(cn=%s)" % name', '"(cn=%s)" % ldap.filter.escape_filter_chars(name)'), ("import ldap\n", "import ldap\nimport ldap.filter\n"))
case("seeded_random_token", "weakrand", 330, "flask", '''
    import random
    import string
    import time
    from flask import Flask, make_response

    app = Flask(__name__)

    @app.get("/start")
    def start():
        rng = random.Random(time.time())
        sid = "".join(rng.choice(string.hexdigits) for _ in range(32))
        resp = make_response("hi")
        resp.set_cookie("sid", sid, secure=True, httponly=True)
        return resp
    ''', "csprng", ("rng = random.Random(time.time())", "rng = random.SystemRandom()"))
case("session_key_from_request", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)

    @app.post("/remember")
    def remember():
        session[request.form["key"]] = request.form["value"]
        return "ok"
    ''', "allowlist", ('        session[request.form["key"]] = request.form["value"]', '        if request.form["key"] in ("theme", "lang") and request.form["value"] in ("dark", "light", "en", "de"):\n            session[request.form["key"]] = request.form["value"]'))
case("router_xpath", "xpathi", 643, "fastapi", '''
    from fastapi import APIRouter
    from lxml import etree

    router = APIRouter(prefix="/api")
    DOC = etree.parse("staff.xml")

    @router.get("/staff/{dept}")
    def staff(dept: str):
        return {"names": [str(n) for n in DOC.xpath("//person[@dept='%s']/name/text()" % dept)]}
    ''', "parameterised", ('''DOC.xpath("//person[@dept='%s']/name/text()" % dept)''', '''DOC.xpath("//person[@dept=$dept]/name/text()", dept=dept)'''))
# sixth round: a helper's returned tuple item by item, and a client's URL as an attribute's start
case("tuple_item_command", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)

    def split_job(raw):
        """The job's label, as the client wrote it, and the fixed command that runs it."""
        return raw.strip(), "uptime"

    @app.get("/job")
    def job():
        label, command = split_job(request.args.get("job", ""))
        output = subprocess.check_output(label, shell=True, text=True)
        return {"label": label, "output": output}
    ''', "idiom", ("check_output(label,", "check_output(command,"))
case("tuple_item_indexed_eval", "codeinj", 94, "django", '''
    from django.http import JsonResponse

    def parse_formula(request):
        expression = request.GET.get("expr", "0")
        return expression, "1 + 1"

    def compute(request):
        parsed = parse_formula(request)
        return JsonResponse({"value": eval(parsed[0])})
    ''', "idiom", ("eval(parsed[0])", "eval(parsed[1])"))
case("xss_js_url_fstring", "xss", 79, "flask", '''
    from urllib.parse import urlparse

    from flask import Flask, request
    from markupsafe import escape

    app = Flask(__name__)

    @app.get("/card")
    def card():
        homepage = request.args.get("homepage", "")
        return f'<div class="card"><a rel="nofollow" href="{escape(homepage)}">{escape(homepage)}</a></div>'
    ''', "sanitizer", ("        return f'<div", '        if urlparse(homepage).scheme not in ("http", "https"):\n            homepage = ""\n        return f\'<div'))
case("xss_js_url_format_html", "xss", 79, "django", '''
    from django.http import HttpResponse
    from django.utils.html import format_html

    def avatar(request):
        picture = request.GET.get("picture", "default.png")
        return HttpResponse(format_html('<img alt="avatar" src="{}">', picture))
    ''', "sanitizer", ('src="{}"', 'src="/media/avatars/{}"'))
