"""A batch of pairs written blind (batch ``blind1``): before any rule was changed for them,
in styles and idioms chosen to differ from the rest of the corpus: service and repository
classes between the view and the sink, Django class-based views and FastAPI routers with
Pydantic models and dependencies, values threaded through several local steps
(``dict.update``, list builders, ``str.join``, ``%``/``format`` into a second variable,
early returns), helpers defined after their caller, URL attributes in template strings
and percent-encoding before HTML. Written for this project (not taken from any
benchmark); the scorecard prints the batch alone with ``--batch blind1``.
"""

from __future__ import annotations

from functools import partial

from handwritten import HandCase
from handwritten import case as _case

CASES: list[HandCase] = []
case = partial(_case, batch="blind1", into=CASES)

# --- cmdi ------------------------------------------------------------------------------
case("backup_service", "cmdi", 78, "django", '''
    import subprocess

    from django.http import JsonResponse
    from django.views import View


    class BackupView(View):
        def post(self, request):
            job = DumpJob(request.POST.get("database", "app"))
            return JsonResponse({"code": job.run()})


    class DumpJob:
        def __init__(self, database):
            self.database = database

        def command(self):
            return "pg_dump --no-owner %s > /var/backups/latest.sql" % self.database

        def run(self):
            return subprocess.call(self.command(), shell=True)
    ''', "sanitizer", ('"pg_dump --no-owner %s > /var/backups/latest.sql" % self.database',
                       '"pg_dump --no-owner %s > /var/backups/latest.sql" % shlex.quote(self.database)'),
     ("import subprocess\n", "import shlex\nimport subprocess\n"))
case("git_remote_pydantic", "cmdi", 78, "fastapi", '''
    import os

    from fastapi import APIRouter
    from pydantic import BaseModel

    router = APIRouter(prefix="/repos")


    class Mirror(BaseModel):
        url: str
        branch: str = "main"


    @router.post("/mirror")
    def mirror(spec: Mirror):
        refs = os.popen("git ls-remote --heads " + spec.url + " " + spec.branch).read()
        return {"refs": refs.splitlines()}
    ''', "guard", ('    refs = os.popen(', '    if not re.fullmatch(r"[A-Za-z0-9_./:@-]+", spec.url + spec.branch):\n'
                                         '        raise HTTPException(status_code=422)\n    refs = os.popen('),
     ("import os\n", "import os\nimport re\n"), ("from fastapi import APIRouter", "from fastapi import APIRouter, HTTPException"))
case("option_builder", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Blueprint, request

    media = Blueprint("media", __name__)


    @media.get("/thumbnail")
    def thumbnail():
        options = []
        for name in ("width", "height", "quality"):
            if name in request.args:
                options.append("--%s=%s" % (name, request.args[name]))
        command_line = " ".join(["vipsthumbnail", "upload.png"] + options)
        subprocess.run(command_line, shell=True, check=True)
        return "done"
    ''', "argv", ('command_line = " ".join(["vipsthumbnail", "upload.png"] + options)', 'command_line = ["vipsthumbnail", "upload.png"] + options'),
     ("subprocess.run(command_line, shell=True, check=True)", "subprocess.run(command_line, check=True)"))

# --- codeinj ---------------------------------------------------------------------------
case("rule_engine_cbv", "codeinj", 95, "django", '''
    from django.http import JsonResponse
    from django.views.generic import View


    class DiscountView(View):
        def post(self, request):
            engine = RuleEngine({"total": float(request.POST.get("total", "0"))})
            return JsonResponse({"discount": engine.evaluate(request.POST.get("rule", "0"))})


    class RuleEngine:
        def __init__(self, facts):
            self.facts = facts

        def evaluate(self, expression):
            code = compile(expression, "<rule>", "eval")
            return eval(code, {"__builtins__": {}}, self.facts)
    ''', "allowlist", ('engine.evaluate(request.POST.get("rule", "0"))', 'engine.evaluate(RULES.get(request.POST.get("rule"), "0"))'),
     ("\n\nclass DiscountView", '\nRULES = {"tenpct": "total * 0.1", "flat": "5"}\n\n\nclass DiscountView'))
case("calculator_op", "codeinj", 95, "fastapi", '''
    from fastapi import FastAPI

    app = FastAPI()


    @app.get("/calc")
    def calc(a: int, b: int, op: str = "+"):
        expression = "{} {} {}".format(a, op, b)
        return {"expression": expression, "result": eval(expression)}
    ''', "allowlist", ("    expression = ", '    if op not in ("+", "-", "*"):\n        return {"error": "unsupported"}\n    expression = '))
case("template_exec_flask", "codeinj", 94, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/hooks/<name>")
    def run_hook(name):
        body = request.get_data(as_text=True)
        scope = {"payload": body}
        exec(load_hook(name, body), scope)
        return str(scope.get("result", ""))


    def load_hook(name, body):
        source = "result = payload.upper()" if name == "upper" else body
        return source
    ''', "constant", ('source = "result = payload.upper()" if name == "upper" else body',
                      'source = "result = payload.upper()" if name == "upper" else "result = payload"'))

# --- deserialization -------------------------------------------------------------------
case("session_codec", "deserialization", 502, "flask", '''
    import base64
    import pickle

    from flask import Flask, request

    app = Flask(__name__)


    class CookieCodec:
        def decode(self, text):
            return pickle.loads(base64.urlsafe_b64decode(text.encode()))


    codec = CookieCodec()


    @app.get("/cart")
    def show_cart():
        cart = codec.decode(request.cookies.get("cart", "gAR9lC4="))
        return {"items": len(cart)}
    ''', "format", ("import pickle\n", "import json\n"), ("pickle.loads(base64.urlsafe_b64decode(text.encode()))", "json.loads(base64.urlsafe_b64decode(text.encode()))"))
case("yaml_unsafe_upload", "deserialization", 502, "django", '''
    import yaml

    from django.http import JsonResponse
    from django.views.decorators.http import require_POST


    @require_POST
    def import_pipeline(request):
        upload = request.FILES["pipeline"]
        definition = yaml.unsafe_load(upload.read().decode("utf-8"))
        steps = definition.get("steps", [])
        return JsonResponse({"steps": len(steps)})
    ''', "safe_loader", ("yaml.unsafe_load(", "yaml.safe_load("))
case("zlib_pickle_fastapi", "deserialization", 502, "fastapi", '''
    import pickle
    import zlib

    from fastapi import APIRouter, Request

    router = APIRouter()


    @router.put("/snapshots/{name}")
    async def restore_snapshot(name: str, request: Request):
        compressed = await request.body()
        snapshot = pickle.loads(zlib.decompress(compressed))
        return {"name": name, "keys": sorted(snapshot)}
    ''', "format", ("import pickle\n", "import json\n"), ("pickle.loads(zlib.decompress(compressed))", "json.loads(zlib.decompress(compressed))"))

# --- hash ------------------------------------------------------------------------------
case("register_sha1", "hash", 328, "django", '''
    import hashlib
    import os

    from django.http import JsonResponse


    class Accounts:
        def __init__(self):
            self.rows = {}

        def register(self, login, secret):
            salt = os.urandom(16)
            digest = hashlib.sha1(salt + secret.encode()).hexdigest()
            self.rows[login] = (salt, digest)


    accounts = Accounts()


    def signup(request):
        accounts.register(request.POST["login"], request.POST["password"])
        return JsonResponse({"ok": True})
    ''', "api", ("digest = hashlib.sha1(salt + secret.encode()).hexdigest()",
                 'digest = hashlib.pbkdf2_hmac("sha256", secret.encode(), salt, 600_000).hex()'))
case("api_token_md5", "hash", 328, "fastapi", '''
    import hashlib
    import secrets

    from fastapi import FastAPI

    app = FastAPI()
    TOKENS: dict[str, str] = {}


    @app.post("/tokens")
    def issue_token(owner: str):
        token = secrets.token_urlsafe(32)
        TOKENS[hashlib.md5(token.encode()).hexdigest()] = owner
        return {"token": token}
    ''', "api", ("hashlib.md5(token.encode())", "hashlib.sha256(token.encode())"))
case("signed_download_md5", "hash", 328, "flask", '''
    import hashlib

    from flask import Flask, abort, request, send_from_directory

    app = Flask(__name__)
    SIGNING_KEY = "change-me"


    def signature_for(filename):
        return hashlib.md5((SIGNING_KEY + filename).encode()).hexdigest()


    @app.get("/download/<filename>")
    def download(filename):
        if request.args.get("sig") != signature_for(filename):
            abort(403)
        return send_from_directory("exports", filename)
    ''', "api", ("return hashlib.md5((SIGNING_KEY + filename).encode()).hexdigest()",
                 'return hmac.new(SIGNING_KEY.encode(), filename.encode(), "sha256").hexdigest()'),
     ("import hashlib\n", "import hashlib\nimport hmac\n"))

# --- ldapi -----------------------------------------------------------------------------
case("ldap_mail_lookup", "ldapi", 90, "django", '''
    import ldap
    from django.http import JsonResponse

    BASE = "ou=people,dc=example,dc=org"


    def directory_lookup(request):
        email = request.POST.get("email", "")
        conn = ldap.initialize("ldap://ldap.example.org")
        query = "(&(objectClass=inetOrgPerson)(mail=%s))" % email
        found = conn.search_s(BASE, ldap.SCOPE_SUBTREE, query, ["cn"])
        return JsonResponse({"matches": len(found)})
    ''', "sanitizer", ("% email", "% escape_filter_chars(email)"), ("import ldap\n", "import ldap\nfrom ldap.filter import escape_filter_chars\n"))
case("ldap3_member_router", "ldapi", 90, "fastapi", '''
    from fastapi import APIRouter, Depends
    from ldap3 import Connection, Server

    router = APIRouter()


    def connection():
        return Connection(Server("ldap.example.org"), auto_bind=True)


    @router.get("/groups/{group}/members")
    def members(group: str, conn: Connection = Depends(connection)):
        search_filter = "".join(["(&(objectClass=groupOfNames)(cn=", group, "))"])
        conn.search("ou=groups,dc=example,dc=org", search_filter, attributes=["member"])
        return {"members": [str(e.member) for e in conn.entries]}
    ''', "sanitizer", ('"(&(objectClass=groupOfNames)(cn=", group, "))"', '"(&(objectClass=groupOfNames)(cn=", escape_filter_chars(group), "))"'),
     ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"))
case("ldap_directory_class", "ldapi", 90, "flask", '''
    import ldap
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    class Directory:
        def __init__(self, uri):
            self.conn = ldap.initialize(uri)

        def phone_of(self, uid):
            flt = "(uid={})".format(uid)
            return self.conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, flt, ["telephoneNumber"])


    @app.route("/phone")
    def phone():
        return jsonify(Directory("ldap://corp").phone_of(request.values.get("uid", "nobody")))
    ''', "guard", ('            flt = "(uid={})".format(uid)\n',
                   '            if not uid.isalnum():\n                return []\n            flt = "(uid={})".format(uid)\n'))

# --- pathtraver ------------------------------------------------------------------------
case("report_fileresponse", "pathtraver", 22, "django", '''
    import os

    from django.conf import settings
    from django.http import FileResponse


    def report(request):
        name = request.GET.get("name", "summary.pdf")
        location = os.path.join(settings.MEDIA_ROOT, "reports", name)
        return FileResponse(open(location, "rb"), as_attachment=True)
    ''', "sanitizer", ('os.path.join(settings.MEDIA_ROOT, "reports", name)', 'os.path.join(settings.MEDIA_ROOT, "reports", os.path.basename(name))'))
case("pathlib_notes", "pathtraver", 22, "fastapi", '''
    from pathlib import Path

    from fastapi import FastAPI, HTTPException

    app = FastAPI()
    NOTES = Path("/srv/notes")


    @app.get("/notes/{folder}/{title}")
    def read_note(folder: str, title: str):
        target = NOTES / folder / (title + ".md")
        if not target.exists():
            raise HTTPException(status_code=404)
        return {"text": target.read_text()}
    ''', "guard", ('    target = NOTES / folder / (title + ".md")\n',
                   '    target = (NOTES / folder / (title + ".md")).resolve()\n    if not target.is_relative_to(NOTES):\n        raise HTTPException(status_code=400)\n'))
case("workspace_cleanup", "pathtraver", 22, "flask", '''
    import os
    import shutil

    from flask import request
    from flask.views import MethodView

    WORKDIR = "/var/lib/builds"


    class WorkspaceView(MethodView):
        def delete(self):
            project = request.form["project"]
            folder = os.path.join(WORKDIR, project)
            shutil.rmtree(folder, ignore_errors=True)
            return "", 204
    ''', "sanitizer", ('project = request.form["project"]', 'project = secure_filename(request.form["project"])'),
     ("from flask.views import MethodView\n", "from flask.views import MethodView\nfrom werkzeug.utils import secure_filename\n"))

# --- redirect --------------------------------------------------------------------------
case("login_return_to", "redirect", 601, "django", '''
    from django.contrib.auth import authenticate, login
    from django.shortcuts import redirect, render
    from django.views import View


    class LoginView(View):
        def post(self, request):
            user = authenticate(request, username=request.POST["username"], password=request.POST["password"])
            if user is None:
                return render(request, "login.html", {"error": True})
            login(request, user)
            target = request.POST.get("return_to") or "/"
            return redirect(target)
    ''', "sanitizer", ("            return redirect(target)\n",
                       "            if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):\n"
                       "                target = \"/\"\n            return redirect(target)\n"),
     ("from django.views import View\n", "from django.utils.http import url_has_allowed_host_and_scheme\nfrom django.views import View\n"))
case("state_param_redirect", "redirect", 601, "fastapi", '''
    import base64
    import json

    from fastapi import FastAPI
    from fastapi.responses import RedirectResponse

    app = FastAPI()


    @app.get("/sso/callback")
    def sso_callback(code: str, state: str):
        decoded = json.loads(base64.urlsafe_b64decode(state))
        destination = decoded.get("next", "/")
        return RedirectResponse(url=destination, status_code=303)
    ''', "guard", ('    return RedirectResponse(url=destination, status_code=303)\n',
                   '    if urlparse(destination).netloc or urlparse(destination).scheme:\n        destination = "/"\n'
                   '    return RedirectResponse(url=destination, status_code=303)\n'),
     ("import json\n", "import json\nfrom urllib.parse import urlparse\n"))
case("location_make_response", "redirect", 601, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)
    PARTNERS = {"docs.example.com", "status.example.com"}


    @app.get("/out")
    def outbound():
        link = request.args.get("to", "/")
        response = make_response("", 302)
        response.headers["Location"] = link
        return response
    ''', "allowlist", ('    response = make_response("", 302)\n',
                       '    if urlsplit(link).hostname not in PARTNERS:\n        link = "/"\n    response = make_response("", 302)\n'),
     ("from flask import", "from urllib.parse import urlsplit\n\nfrom flask import"))

# --- securecookie ----------------------------------------------------------------------
case("remember_cookie_django", "securecookie", 614, "django", '''
    import secrets

    from django.http import JsonResponse


    def remember_me(request):
        response = JsonResponse({"remembered": True})
        response.set_cookie("remember_token", secrets.token_urlsafe(24), max_age=30 * 86400, samesite="Lax")
        return response
    ''', "flags", ('samesite="Lax")', 'samesite="Lax", secure=True, httponly=True)'))
case("auth_cookie_fastapi", "securecookie", 614, "fastapi", '''
    from fastapi import FastAPI, Response

    app = FastAPI()


    @app.post("/session")
    def open_session(response: Response, user: str):
        response.set_cookie(key="auth", value=f"user:{user}", httponly=True, max_age=3600)
        return {"user": user}
    ''', "flags", ("httponly=True, max_age=3600)", "httponly=True, secure=True, max_age=3600)"))
case("cookie_options_dict", "securecookie", 1004, "flask", '''
    import secrets

    from flask import Flask, make_response

    app = Flask(__name__)
    COOKIE_OPTIONS = {"secure": True, "samesite": "Strict"}


    @app.post("/login")
    def login():
        response = make_response("welcome")
        response.set_cookie("sid", secrets.token_hex(16), **COOKIE_OPTIONS)
        return response
    ''', "flags", ('COOKIE_OPTIONS = {"secure": True, "samesite": "Strict"}', 'COOKIE_OPTIONS = {"secure": True, "httponly": True, "samesite": "Strict"}'))

# --- sqli ------------------------------------------------------------------------------
case("repository_cursor", "sqli", 89, "django", '''
    from django.db import connection
    from django.http import JsonResponse
    from django.views import View


    class ArticleRepository:
        def by_author(self, author):
            with connection.cursor() as cursor:
                cursor.execute(f"SELECT id, title FROM blog_article WHERE author = '{author}'")
                return cursor.fetchall()


    class AuthorArticles(View):
        repo = ArticleRepository()

        def get(self, request, *args, **kwargs):
            rows = self.repo.by_author(request.GET.get("author", "admin"))
            return JsonResponse({"rows": rows})
    ''', "parameterised", ('''cursor.execute(f"SELECT id, title FROM blog_article WHERE author = '{author}'")''',
                           '''cursor.execute("SELECT id, title FROM blog_article WHERE author = %s", [author])'''))
case("search_builder_sqlite", "sqli", 89, "fastapi", '''
    import sqlite3

    from fastapi import FastAPI

    app = FastAPI()


    @app.get("/items")
    def search_items(q: str | None = None, limit: int = 20):
        sql = "SELECT id, name FROM items"
        params = []
        if q:
            sql += " WHERE name LIKE '%" + q + "%'"
        sql += " LIMIT ?"
        params.append(limit)
        with sqlite3.connect("shop.db") as db:
            return {"items": db.execute(sql, params).fetchall()}
    ''', "parameterised", ('''            sql += " WHERE name LIKE '%" + q + "%'"\n''',
                           '''            sql += " WHERE name LIKE ?"\n            params.append(f"%{q}%")\n'''))
case("order_by_text", "sqli", 89, "flask", '''
    from flask import Flask, jsonify, request
    from flask_sqlalchemy import SQLAlchemy
    from sqlalchemy import text

    app = Flask(__name__)
    db = SQLAlchemy(app)


    @app.get("/users")
    def list_users():
        order = request.args.get("sort", "id")
        statement = text("SELECT id, email FROM users ORDER BY %s" % order)
        return jsonify([dict(row._mapping) for row in db.session.execute(statement)])
    ''', "allowlist", ('    statement = text(', '    order = order if order in {"id", "email", "created"} else "id"\n    statement = text('))

# --- trustbound ------------------------------------------------------------------------
case("locale_session_starlette", "trustbound", 501, "fastapi", '''
    from fastapi import FastAPI, Request
    from starlette.middleware.sessions import SessionMiddleware

    app = FastAPI()
    app.add_middleware(SessionMiddleware, secret_key="s3cr3t-key-from-env", https_only=True)


    @app.post("/preferences")
    async def preferences(request: Request):
        form = await request.form()
        request.session["locale"] = form.get("locale", "en")
        return {"saved": True}
    ''', "allowlist", ('request.session["locale"] = form.get("locale", "en")',
                       'request.session["locale"] = form.get("locale") if form.get("locale") in ("en", "de", "fr") else "en"'))
case("impersonate_header", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = b"from-the-environment"


    @app.before_request
    def remember_actor():
        actor = request.headers.get("X-Acting-As")
        if actor:
            session.update(acting_as=actor)
    ''', "guard", ("        if actor:\n", "        if actor and actor in session.get(\"delegates\", ()):\n"))
case("wizard_step_cbv", "trustbound", 501, "django", '''
    from django.shortcuts import redirect
    from django.views.generic import View


    class WizardStep(View):
        def post(self, request, *args, **kwargs):
            state = request.session.get("wizard", {})
            state["plan"] = request.POST.get("plan", "basic")
            request.session["wizard"] = state
            return redirect("wizard-next")
    ''', "allowlist", ('state["plan"] = request.POST.get("plan", "basic")',
                       'state["plan"] = {"basic": "basic", "pro": "pro"}.get(request.POST.get("plan"), "basic")'))

# --- weakrand --------------------------------------------------------------------------
case("reset_token_model", "weakrand", 330, "django", '''
    import random
    import string

    from django.http import JsonResponse

    ALPHABET = string.ascii_letters + string.digits


    class ResetRequest:
        def __init__(self, email):
            self.email = email
            self.token = "".join(random.choice(ALPHABET) for _ in range(32))


    def forgot_password(request):
        reset = ResetRequest(request.POST["email"])
        return JsonResponse({"sent_to": reset.email})
    ''', "api", ("import random\n", "import secrets\n"), ("random.choice(ALPHABET)", "secrets.choice(ALPHABET)"))
case("csrf_nonce_rng", "weakrand", 338, "fastapi", '''
    import random

    from fastapi import FastAPI, Response

    app = FastAPI()
    rng = random.Random()


    @app.get("/form")
    def form(response: Response):
        nonce = rng.randbytes(16).hex()
        response.set_cookie("csrf", nonce, secure=True, httponly=True)
        return {"csrf": nonce}
    ''', "api", ("rng = random.Random()", "rng = random.SystemRandom()"), ("nonce = rng.randbytes(16).hex()", "nonce = rng.getrandbits(128).to_bytes(16, 'big').hex()"))
case("invite_code_flask", "weakrand", 330, "flask", '''
    import random

    from flask import Blueprint, jsonify

    invites = Blueprint("invites", __name__)


    def new_invite_code(length=8):
        digits = [str(random.randint(0, 9)) for _ in range(length)]
        return "".join(digits)


    @invites.post("/invites")
    def create_invite():
        return jsonify(code=new_invite_code())
    ''', "api", ("import random\n", "import secrets\n"), ("str(random.randint(0, 9))", "str(secrets.randbelow(10))"))

# --- xpathi ----------------------------------------------------------------------------
case("catalogue_xpath_django", "xpathi", 643, "django", '''
    from django.http import JsonResponse
    from lxml import etree

    CATALOGUE = etree.parse("catalogue.xml")


    def book_price(request):
        isbn = request.GET.get("isbn", "0")
        expression = "//book[@isbn='%s']/price/text()" % isbn
        return JsonResponse({"price": CATALOGUE.xpath(expression)})
    ''', "sanitizer", ('''    expression = "//book[@isbn='%s']/price/text()" % isbn\n    return JsonResponse({"price": CATALOGUE.xpath(expression)})''',
                       '''    expression = "//book[@isbn=$isbn]/price/text()"\n    return JsonResponse({"price": CATALOGUE.xpath(expression, isbn=isbn)})'''))
case("compiled_xpath_service", "xpathi", 643, "fastapi", '''
    from fastapi import FastAPI
    from lxml import etree

    app = FastAPI()


    class Inventory:
        def __init__(self, path):
            self.tree = etree.parse(path)

        def stock(self, sku):
            query = etree.XPath("sum(//item[sku='" + sku + "']/qty)")
            return query(self.tree)


    inventory = Inventory("stock.xml")


    @app.get("/stock/{sku}")
    def stock(sku: str):
        return {"qty": inventory.stock(sku)}
    ''', "sanitizer", ('''query = etree.XPath("sum(//item[sku='" + sku + "']/qty)")\n            return query(self.tree)''',
                       '''query = etree.XPath("sum(//item[sku=$sku]/qty)")\n            return query(self.tree, sku=sku)'''))
case("roles_xpath_flask", "xpathi", 643, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    USERS = etree.parse("users.xml")


    @app.post("/roles")
    def roles():
        login = request.form.get("login", "guest")
        parts = ["//user[login='", login, "']/role"]
        return ", ".join(node.text for node in USERS.xpath("".join(parts)))
    ''', "guard", ('    parts = ', '    if not login.isidentifier():\n        return "", 400\n    parts = '))

# --- xss -------------------------------------------------------------------------------
case("search_results_cbv", "xss", 79, "django", '''
    from django.http import HttpResponse
    from django.views import View


    class SearchView(View):
        def get(self, request):
            term = request.GET.get("q", "")
            heading = "<h2>Results for %s</h2>" % term
            return HttpResponse(heading + "<ul></ul>")
    ''', "sanitizer", ('heading = "<h2>Results for %s</h2>" % term', 'heading = "<h2>Results for %s</h2>" % escape(term)'),
     ("from django.views import View\n", "from django.utils.html import escape\nfrom django.views import View\n"))
case("rows_htmlresponse", "xss", 79, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()


    @app.get("/tags", response_class=HTMLResponse)
    def tags(names: str = ""):
        return HTMLResponse(render_list(names.split(",")))


    def render_list(items):
        rows = []
        for item in items:
            rows.append("<li>{}</li>".format(item))
        return "<ul>" + "".join(rows) + "</ul>"
    ''', "sanitizer", ('rows.append("<li>{}</li>".format(item))', 'rows.append("<li>{}</li>".format(html.escape(item)))'),
     ("from fastapi import FastAPI\n", "import html\n\nfrom fastapi import FastAPI\n"))
case("back_link_template", "xss", 79, "flask", '''
    from flask import Flask, render_template_string, request

    app = Flask(__name__)
    PAGE = '<p>Saved.</p><a class="btn" href="{{ back }}">Back</a>'


    @app.get("/saved")
    def saved():
        back = request.args.get("back", "/")
        return render_template_string(PAGE, back=back)
    ''', "sanitizer", ('    return render_template_string(PAGE, back=back)\n',
                       '    if not back.startswith("/") or back.startswith("//"):\n        back = "/"\n    return render_template_string(PAGE, back=back)\n'))
case("quoted_search_link", "xss", 79, "flask", '''
    from urllib.parse import quote

    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/share")
    def share():
        topic = request.args.get("topic", "news")
        link = "/search?q=" + quote(topic, safe="<>/")
        return '<p>Share this: <a href="' + link + '">' + link + "</a></p>"
    ''', "sanitizer", ('quote(topic, safe="<>/")', 'quote(topic, safe="/")'))
case("jinja_template_img", "xss", 79, "django", '''
    from django.http import HttpResponse
    from jinja2 import Environment

    env = Environment(autoescape=True)
    CARD = env.from_string('<figure><img src="{{ picture }}" alt="{{ caption }}"></figure>')


    def profile_card(request):
        picture = request.GET.get("picture", "/static/anon.png")
        return HttpResponse(CARD.render(picture=picture, caption="avatar"))
    ''', "guard", ('    return HttpResponse(CARD.render(', '    if urlsplit(picture).scheme not in ("", "https"):\n        picture = "/static/anon.png"\n    return HttpResponse(CARD.render('),
     ("from django.http import HttpResponse\n", "from urllib.parse import urlsplit\n\nfrom django.http import HttpResponse\n"))

# --- xxe -------------------------------------------------------------------------------
case("lxml_dtd_parser", "xxe", 611, "django", '''
    from django.http import JsonResponse
    from lxml import etree


    def import_feed(request):
        parser = etree.XMLParser(load_dtd=True, no_network=False, resolve_entities=True)
        root = etree.fromstring(request.body, parser)
        return JsonResponse({"entries": len(root)})
    ''', "flags", ("etree.XMLParser(load_dtd=True, no_network=False, resolve_entities=True)", "etree.XMLParser(load_dtd=False, no_network=True, resolve_entities=False)"))
case("sax_handler_fastapi", "xxe", 611, "fastapi", '''
    import xml.sax
    from xml.sax.handler import feature_external_ges

    from fastapi import FastAPI, UploadFile

    app = FastAPI()


    class Counter(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.elements = 0

        def startElement(self, name, attrs):
            self.elements += 1


    @app.post("/count")
    async def count(document: UploadFile):
        handler = Counter()
        reader = xml.sax.make_parser()
        reader.setContentHandler(handler)
        reader.setFeature(feature_external_ges, True)
        reader.parse(document.file)
        return {"elements": handler.elements}
    ''', "flags", ("reader.setFeature(feature_external_ges, True)", "reader.setFeature(feature_external_ges, False)"))
case("etree_parse_class", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)


    class InvoiceImporter:
        parser = etree.XMLParser(resolve_entities=True)

        def totals(self, stream):
            tree = etree.parse(stream, self.parser)
            return [float(x) for x in tree.xpath("//total/text()")]


    @app.post("/invoices")
    def invoices():
        return {"totals": InvoiceImporter().totals(request.files["invoice"].stream)}
    ''', "flags", ("etree.XMLParser(resolve_entities=True)", "etree.XMLParser(resolve_entities=False, no_network=True)"))

# === blind2: written after blind1's fixes, before any change made for these ================
case2 = partial(_case, batch="blind2", into=CASES)

case2("drf_dig", "cmdi", 78, "django", '''
    import subprocess

    from rest_framework.response import Response
    from rest_framework.views import APIView


    class DnsLookup(APIView):
        def post(self, request):
            domain = request.data.get("domain", "example.org")
            answer = subprocess.getoutput("dig +short " + domain)
            return Response({"answer": answer.split()})
    ''', "argv", ('answer = subprocess.getoutput("dig +short " + domain)',
                  'answer = subprocess.run(["dig", "+short", domain], capture_output=True, text=True).stdout'))
case2("dedent_exec_flask", "codeinj", 95, "flask", '''
    import textwrap

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/score")
    def score():
        weight = request.form.get("weight", "1")
        program = textwrap.dedent(f"""
            result = {weight} * 10
        """)
        scope = {}
        exec(program, scope)
        return str(scope["result"])
    ''', "guard", ('    program = textwrap.dedent(', '    if not weight.isdigit():\n        return "bad weight", 400\n    program = textwrap.dedent('))
case2("unpickler_fastapi", "deserialization", 502, "fastapi", '''
    import io
    import pickle

    from fastapi import FastAPI, UploadFile

    app = FastAPI()


    @app.post("/models")
    async def upload_model(blob: UploadFile):
        data = await blob.read()
        model = pickle.Unpickler(io.BytesIO(data)).load()
        return {"kind": type(model).__name__}
    ''', "format", ("import pickle\n", "import json\n"), ("model = pickle.Unpickler(io.BytesIO(data)).load()", "model = json.load(io.BytesIO(data))"))
case2("hashlib_new_signature", "hash", 328, "flask", '''
    import hashlib

    from flask import Flask, abort, request

    app = Flask(__name__)
    WEBHOOK_SECRET = "from-env"


    @app.post("/webhook")
    def webhook():
        body = request.get_data(as_text=True)
        expected = hashlib.new("md5", (WEBHOOK_SECRET + body).encode()).hexdigest()
        if request.headers.get("X-Signature") != expected:
            abort(401)
        return "ok"
    ''', "api", ('hashlib.new("md5", (WEBHOOK_SECRET + body).encode())', 'hashlib.new("sha256", (WEBHOOK_SECRET + body).encode())'))
case2("ldap_ext_with", "ldapi", 90, "django", '''
    import ldap
    from django.http import JsonResponse


    def account_exists(request):
        login = request.GET.get("login", "")
        conn = ldap.initialize("ldap://dc.corp.local")
        try:
            found = conn.search_ext_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, f"(sAMAccountName={login})")
        finally:
            conn.unbind_s()
        return JsonResponse({"exists": bool(found)})
    ''', "sanitizer", ('f"(sAMAccountName={login})"', 'f"(sAMAccountName={escape_filter_chars(login)})"'),
     ("import ldap\n", "import ldap\nfrom ldap.filter import escape_filter_chars\n"))
case2("commonpath_fileresponse", "pathtraver", 22, "fastapi", '''
    import os

    from fastapi import FastAPI, HTTPException
    from fastapi.responses import FileResponse

    app = FastAPI()
    UPLOADS = "/srv/uploads"


    @app.get("/files")
    def fetch(filename: str):
        full = os.path.join(UPLOADS, filename)
        if not os.path.isfile(full):
            raise HTTPException(status_code=404)
        return FileResponse(full)
    ''', "guard", ('    full = os.path.join(UPLOADS, filename)\n',
                   '    full = os.path.realpath(os.path.join(UPLOADS, filename))\n    if os.path.commonpath([full, UPLOADS]) != UPLOADS:\n        raise HTTPException(status_code=400)\n'))
case2("querydict_items_redirect", "redirect", 601, "django", '''
    from django.http import HttpResponseRedirect


    def logout_then(request):
        params = dict(request.GET.items())
        request.session.flush()
        return HttpResponseRedirect(params.get("next", "/"))
    ''', "guard", ('    return HttpResponseRedirect(params.get("next", "/"))\n',
                   '    target = params.get("next", "/")\n    if not url_has_allowed_host_and_scheme(target, allowed_hosts=None):\n        target = "/"\n    return HttpResponseRedirect(target)\n'),
     ("from django.http import HttpResponseRedirect\n", "from django.http import HttpResponseRedirect\nfrom django.utils.http import url_has_allowed_host_and_scheme\n"))
case2("redirect_cookie_fastapi", "securecookie", 614, "fastapi", '''
    import secrets

    from fastapi import FastAPI
    from fastapi.responses import RedirectResponse

    app = FastAPI()


    @app.post("/signin")
    def signin():
        response = RedirectResponse("/home", status_code=303)
        response.set_cookie("token", secrets.token_urlsafe(32), samesite="strict")
        return response
    ''', "flags", ('samesite="strict")', 'samesite="strict", secure=True, httponly=True)'))
case2("typed_ids_driver_sql", "sqli", 89, "fastapi", '''
    from fastapi import FastAPI, Query
    from sqlalchemy import create_engine

    app = FastAPI()
    engine = create_engine("sqlite:///app.db")


    @app.delete("/items")
    def delete_items(ids: list[str] = Query(...)):
        with engine.begin() as conn:
            conn.exec_driver_sql("DELETE FROM items WHERE id IN (%s)" % ",".join(ids))
        return {"deleted": len(ids)}
    ''', "typed", ("ids: list[str] = Query(...)", "ids: list[int] = Query(...)"), ('",".join(ids)', '",".join(str(i) for i in ids)'))
case2("objects_raw", "sqli", 89, "django", '''
    from django.contrib.auth.models import User
    from django.http import JsonResponse


    def find_user(request):
        name = request.GET.get("name", "")
        users = User.objects.raw("SELECT * FROM auth_user WHERE username = '%s'" % name)
        return JsonResponse({"ids": [u.pk for u in users]})
    ''', "parameterised", ('''User.objects.raw("SELECT * FROM auth_user WHERE username = '%s'" % name)''',
                           '''User.objects.raw("SELECT * FROM auth_user WHERE username = %s", [name])'''))
case2("timezone_session", "trustbound", 501, "django", '''
    import zoneinfo

    from django.http import JsonResponse


    def set_timezone(request):
        tz = request.POST.get("tz", "UTC")
        request.session.update({"tz": tz})
        return JsonResponse({"tz": tz})
    ''', "allowlist", ('    request.session.update({"tz": tz})\n', '    if tz not in zoneinfo.available_timezones():\n        tz = "UTC"\n    request.session.update({"tz": tz})\n'))
case2("temp_password_sample", "weakrand", 330, "flask", '''
    import random
    import string

    from flask import Flask, jsonify

    app = Flask(__name__)


    @app.post("/users/<int:user_id>/temporary-password")
    def temporary_password(user_id):
        password = "".join(random.sample(string.ascii_letters + string.digits, 12))
        return jsonify(user=user_id, password=password)
    ''', "api", ("import random\n", "import secrets\n"), ("random.sample(", "secrets.SystemRandom().sample("))
case2("xpath_callable_flask", "xpathi", 643, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    DOC = etree.parse("accounts.xml")


    @app.get("/balance")
    def balance():
        account = request.args.get("account", "0")
        find = etree.XPath(f"//account[@id='{account}']/balance/text()")
        return {"balance": find(DOC)}
    ''', "sanitizer", ('''find = etree.XPath(f"//account[@id='{account}']/balance/text()")\n        return {"balance": find(DOC)}''',
                       '''find = etree.XPath("//account[@id=$account]/balance/text()")\n        return {"balance": find(DOC, account=account)}'''))
case2("string_template_html", "xss", 79, "fastapi", '''
    from string import Template

    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()
    GREETING = Template("<main><h1>Hi $name</h1></main>")


    @app.get("/hi", response_class=HTMLResponse)
    def hi(name: str = "there"):
        return GREETING.substitute(name=name)
    ''', "sanitizer", ("GREETING.substitute(name=name)", "GREETING.substitute(name=html.escape(name))"),
     ("from string import Template\n", "import html\nfrom string import Template\n"))
case2("jinja_template_default", "xss", 79, "flask", '''
    from flask import Flask, request
    from jinja2 import Template

    app = Flask(__name__)
    BANNER = Template('<div class="banner">{{ message }}</div>')


    @app.get("/banner")
    def banner():
        return BANNER.render(message=request.args.get("m", "Welcome"))
    ''', "flags", ("{{ message }}</div>')", "{{ message }}</div>', autoescape=True)"))
case2("iterparse_upload", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)


    @app.post("/catalogue")
    def catalogue():
        titles = []
        for _, element in etree.iterparse(request.files["feed"].stream, load_dtd=True, resolve_entities=True):
            if element.tag == "title":
                titles.append(element.text)
        return {"titles": titles}
    ''', "flags", ("load_dtd=True, resolve_entities=True", "load_dtd=False, resolve_entities=False, no_network=True"))

# === blind3: written after blind2's fixes, before any change made for these ================
case3 = partial(_case, batch="blind3", into=CASES)

case3("background_task_system", "cmdi", 78, "fastapi", '''
    import os
    import subprocess

    from fastapi import BackgroundTasks, FastAPI

    app = FastAPI()


    @app.post("/thumbnails/{name}")
    def make_thumbnail(name: str, tasks: BackgroundTasks):
        tasks.add_task(os.system, f"convert uploads/{name} -resize 64x64 thumbs/{name}")
        return {"queued": name}
    ''', "argv", ('tasks.add_task(os.system, f"convert uploads/{name} -resize 64x64 thumbs/{name}")',
                  'tasks.add_task(subprocess.run, ["convert", f"uploads/{name}", "-resize", "64x64", f"thumbs/{name}"])'))
case3("dispatch_compile_exec", "codeinj", 95, "django", '''
    from django.http import HttpResponse
    from django.views import View


    class MacroView(View):
        def dispatch(self, request, *args, **kwargs):
            self.source = request.body.decode("utf-8")
            return super().dispatch(request, *args, **kwargs)

        def post(self, request):
            code = compile(self.source, "<macro>", "exec")
            env = {}
            exec(code, env)
            return HttpResponse(repr(env.get("value")))
    ''', "sanitizer", ('''            code = compile(self.source, "<macro>", "exec")
            env = {}
            exec(code, env)
            return HttpResponse(repr(env.get("value")))''', '''            env = {"value": ast.literal_eval(self.source)}
            return HttpResponse(repr(env.get("value")))'''), ("from django.http", "import ast\n\nfrom django.http"))
case3("joined_parts_send_file", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, request, send_file

    app = Flask(__name__)
    BASE = "/srv/static-docs"


    @app.get("/doc")
    def doc():
        parts = request.args.getlist("part")
        location = os.path.join(BASE, *parts)
        return send_file(location)
    ''', "sanitizer", ('parts = request.args.getlist("part")', 'parts = [secure_filename(part) for part in request.args.getlist("part")]'),
     ("from flask import Flask, request, send_file\n", "from flask import Flask, request, send_file\nfrom werkzeug.utils import secure_filename\n"))
case3("executescript_flask", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/tags")
    def add_tag():
        label = request.form.get("label", "misc")
        db = sqlite3.connect("tags.db")
        db.executescript(f"INSERT INTO tags (label) VALUES ('{label}');")
        db.commit()
        return "added"
    ''', "parameterised", ('''db.executescript(f"INSERT INTO tags (label) VALUES ('{label}');")''', '''db.execute("INSERT INTO tags (label) VALUES (?)", (label,))'''))
case3("psycopg_identifier", "sqli", 89, "fastapi", '''
    import psycopg
    from fastapi import FastAPI
    from psycopg import sql

    app = FastAPI()


    @app.get("/tables/{table}/count")
    def count_rows(table: str):
        with psycopg.connect("dbname=reports") as conn:
            row = conn.execute(f"SELECT count(*) FROM {table}").fetchone()
        return {"rows": row[0]}
    ''', "sanitizer", ('''conn.execute(f"SELECT count(*) FROM {table}")''', '''conn.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table)))'''))
case3("mark_safe_context", "xss", 79, "django", '''
    from django.shortcuts import render
    from django.utils.safestring import mark_safe


    def profile(request):
        bio = request.POST.get("bio", "")
        return render(request, "profile.html", {"bio": mark_safe(bio)})
    ''', "sanitizer", ('{"bio": mark_safe(bio)}', '{"bio": bio}'))
case3("forwarded_prefix_redirect", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request, url_for

    app = Flask(__name__)


    @app.post("/logout")
    def logout():
        prefix = request.headers.get("X-Forwarded-Prefix", "")
        return redirect(prefix + "/home")
    ''', "sanitizer", ('return redirect(prefix + "/home")', 'return redirect(url_for("home"))'))
case3("ldap3_base_dn", "ldapi", 90, "flask", '''
    from flask import Flask, jsonify, request
    from ldap3 import Connection, Server

    app = Flask(__name__)


    @app.get("/department")
    def department():
        dept = request.args.get("dept", "sales")
        conn = Connection(Server("ldap://ldap.corp"), auto_bind=True)
        conn.search(search_base=f"ou={dept},dc=corp,dc=example", search_filter="(objectClass=person)", attributes=["cn"])
        return jsonify([str(entry.cn) for entry in conn.entries])
    ''', "sanitizer", ('f"ou={dept},dc=corp,dc=example"', 'f"ou={escape_rdn(dept)},dc=corp,dc=example"'),
     ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.dn import escape_rdn\n"))
case3("etree_findtext_guard", "xpathi", 643, "django", '''
    import xml.etree.ElementTree as ET

    from django.http import JsonResponse

    DIRECTORY = ET.parse("directory.xml")


    def email_of(request):
        user = request.GET.get("user", "")
        email = DIRECTORY.getroot().findtext(f"./user[@name='{user}']/email")
        return JsonResponse({"email": email})
    ''', "guard", ('        email = DIRECTORY', '        if not user.isalnum():\n            return JsonResponse({"email": None})\n        email = DIRECTORY'))
case3("session_user_dict", "trustbound", 501, "fastapi", '''
    from fastapi import FastAPI, Request
    from pydantic import BaseModel

    app = FastAPI()


    class Profile(BaseModel):
        name: str
        role: str = "member"


    @app.post("/profile")
    def save_profile(profile: Profile, request: Request):
        request.session["user"] = {"name": "anonymous", "role": profile.role}
        return {"saved": True}
    ''', "constant", ('{"name": "anonymous", "role": profile.role}', '{"name": "anonymous", "role": "member"}'))
case3("yaml_cloader", "deserialization", 502, "flask", '''
    import yaml
    from flask import Flask, request

    app = Flask(__name__)


    @app.put("/settings")
    def put_settings():
        settings = yaml.load(request.get_data(), Loader=yaml.CLoader)
        return {"keys": sorted(settings)}
    ''', "safe_loader", ("Loader=yaml.CLoader", "Loader=yaml.CSafeLoader"))
case3("verification_code_randrange", "weakrand", 330, "django", '''
    import random

    from django.core.mail import send_mail
    from django.http import JsonResponse


    def send_code(request):
        code = "%06d" % random.randrange(1_000_000)
        request.session["verify_code"] = code
        send_mail("Your code", code, None, [request.user.email])
        return JsonResponse({"sent": True})
    ''', "api", ('        code = "%06d" % random.randrange(1_000_000)\n', '        code = get_random_string(6, allowed_chars="0123456789")\n'),
     ("import random\n\nfrom django.core.mail import send_mail\n", "from django.core.mail import send_mail\nfrom django.utils.crypto import get_random_string\n"))
case3("sha1_reset_time", "hash", 328, "django", '''
    import hashlib
    import time

    from django.http import JsonResponse


    def reset_link(request):
        token = hashlib.sha1(f"{request.user.pk}:{time.time()}".encode()).hexdigest()
        request.session["reset_token"] = token
        return JsonResponse({"link": f"/reset/{token}"})
    ''', "api", ("hashlib.sha1(", "hashlib.sha256("))
case3("settings_httponly_false", "securecookie", 1004, "django", '''
    from django.http import HttpResponse

    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = False
    CSRF_COOKIE_SECURE = True


    def health(request):
        return HttpResponse("ok")
    ''', "flags", ("SESSION_COOKIE_HTTPONLY = False", "SESSION_COOKIE_HTTPONLY = True"))
case3("objectify_body", "xxe", 611, "django", '''
    from django.http import JsonResponse
    from lxml import etree, objectify


    def import_order(request):
        order = objectify.fromstring(request.body)
        return JsonResponse({"sku": str(order.sku)})
    ''', "flags", ("objectify.fromstring(request.body)", "objectify.fromstring(request.body, parser=etree.XMLParser(resolve_entities=False, no_network=True))"))

# === blind4: written after blind3's fixes, before any change made for these ================
case4 = partial(_case, batch="blind4", into=CASES)

case4("update_then_eval", "codeinj", 95, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/preview")
    def preview():
        values = {}
        values.update(user=request.args.get("expr", "0"), fallback="1 + 1")
        return str(eval(values["user"]))
    ''', "idiom", ('eval(values["user"])', 'eval(values["fallback"])'))
case4("augmented_args_shell", "cmdi", 78, "django", '''
    import subprocess

    from django.http import HttpResponse


    def listing(request):
        args = list()
        args += ["-l", request.GET.get("dir", ".")]
        out = subprocess.run(" ".join(["ls"] + args), shell=True, capture_output=True, text=True)
        return HttpResponse(out.stdout, content_type="text/plain")
    ''', "sanitizer", ('args += ["-l", request.GET.get("dir", ".")]', 'args += ["-l", shlex.quote(request.GET.get("dir", "."))]'),
     ("import subprocess\n", "import shlex\nimport subprocess\n"))
case4("params_wrapper_sql", "sqli", 89, "fastapi", '''
    import sqlite3

    from fastapi import FastAPI, Request

    app = FastAPI()


    class Params:
        def __init__(self, request):
            self.request = request

        def get(self, key, default=""):
            return self.request.query_params.get(key, default)


    @app.get("/orders")
    def orders(request: Request):
        order_id = Params(request).get("id", "0")
        db = sqlite3.connect("shop.db")
        return {"rows": db.execute("SELECT * FROM orders WHERE id = " + order_id).fetchall()}
    ''', "sanitizer", ('"SELECT * FROM orders WHERE id = " + order_id', '"SELECT * FROM orders WHERE id = " + str(int(order_id))'))
case4("loop_candidate_path", "pathtraver", 22, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/notes")
    def notes():
        target = "default.txt"
        for candidate in (request.args.get("note", ""),):
            if candidate:
                target = candidate
        with open("/srv/notes/" + target) as handle:
            return handle.read()
    ''', "sanitizer", ("                target = candidate\n", "                target = os.path.basename(candidate)\n"),
     ("from flask import Flask, request\n", "import os\n\nfrom flask import Flask, request\n"))
case4("response_write", "xss", 79, "django", '''
    from django.http import HttpResponse


    def echo(request):
        response = HttpResponse()
        response.write("<p>You searched for ")
        response.write(request.GET.get("q", ""))
        response.write("</p>")
        return response
    ''', "sanitizer", ('response.write(request.GET.get("q", ""))', 'response.write(escape(request.GET.get("q", "")))'),
     ("from django.http import HttpResponse\n", "from django.http import HttpResponse\nfrom django.utils.html import escape\n"))
case4("formview_success_url", "redirect", 601, "django", '''
    from django import forms
    from django.urls import reverse
    from django.views.generic.edit import FormView


    class ContactForm(forms.Form):
        message = forms.CharField()


    class ContactView(FormView):
        form_class = ContactForm
        template_name = "contact.html"

        def get_success_url(self):
            return self.request.GET.get("next", "/")
    ''', "sanitizer", ('return self.request.GET.get("next", "/")', 'return reverse("contact-done")'))
case4("uuid_from_getrandbits", "weakrand", 330, "flask", '''
    import random
    import uuid

    from flask import Flask, make_response

    app = Flask(__name__)


    @app.post("/session")
    def new_session():
        session_id = str(uuid.UUID(int=random.getrandbits(128)))
        response = make_response("ok")
        response.set_cookie("sid", session_id, secure=True, httponly=True)
        return response
    ''', "api", ("session_id = str(uuid.UUID(int=random.getrandbits(128)))", "session_id = str(uuid.uuid4())"))
case4("md5_login_compare", "hash", 328, "django", '''
    import hashlib

    from django.http import JsonResponse

    USERS = {"alice": "5f4dcc3b5aa765d61d8327deb882cf99"}


    def login(request):
        supplied = request.POST.get("password", "")
        digest = hashlib.md5(supplied.encode()).hexdigest()
        return JsonResponse({"ok": USERS.get(request.POST.get("user")) == digest})
    ''', "api", ('USERS = {"alice": "5f4dcc3b5aa765d61d8327deb882cf99"}', 'USERS = {"alice": "a8b3f0c1e2d4..."}'),
     ("digest = hashlib.md5(supplied.encode()).hexdigest()", 'digest = hashlib.pbkdf2_hmac("sha256", supplied.encode(), b"per-user-salt", 600_000).hex()'))
case4("session_update_query", "trustbound", 501, "fastapi", '''
    from fastapi import FastAPI, Request

    app = FastAPI()


    @app.get("/remember")
    def remember(request: Request):
        request.session.update(dict(request.query_params))
        return {"stored": sorted(request.session)}
    ''', "constant", ("request.session.update(dict(request.query_params))", 'request.session.update({"lang": "en"})'))
case4("dump_cookie_header", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, Response
    from werkzeug.http import dump_cookie

    app = Flask(__name__)


    @app.post("/login")
    def login():
        response = Response("welcome")
        response.headers.add("Set-Cookie", dump_cookie("sid", secrets.token_hex(16), path="/"))
        return response
    ''', "flags", ('dump_cookie("sid", secrets.token_hex(16), path="/")', 'dump_cookie("sid", secrets.token_hex(16), path="/", secure=True, httponly=True)'))
case4("search_st_join", "ldapi", 90, "django", '''
    import ldap
    from django.http import JsonResponse


    def groups_of(request):
        member = request.GET.get("member", "")
        flt = "".join(["(&(objectClass=group)(member=", member, "))"])
        conn = ldap.initialize("ldap://ldap.example.org")
        found = conn.search_st("ou=groups,dc=example,dc=org", ldap.SCOPE_SUBTREE, filterstr=flt, timeout=5)
        return JsonResponse({"groups": [dn for dn, _ in found]})
    ''', "sanitizer", ('"(&(objectClass=group)(member=", member, "))"', '"(&(objectClass=group)(member=", escape_filter_chars(member), "))"'),
     ("import ldap\n", "import ldap\nfrom ldap.filter import escape_filter_chars\n"))
case4("xpath_format_mapping", "xpathi", 643, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    USERS = etree.parse("users.xml")


    @app.get("/active")
    def active():
        query = {"name": request.args.get("name", "")}
        expression = "//user[name/text()='{name}' and @active='1']".format(**query)
        return {"count": len(USERS.xpath(expression))}
    ''', "sanitizer", ('''        expression = "//user[name/text()='{name}' and @active='1']".format(**query)
        return {"count": len(USERS.xpath(expression))}''', '''        expression = "//user[name/text()=$name and @active='1']"
        return {"count": len(USERS.xpath(expression, **query))}'''))
case4("pandas_read_pickle", "deserialization", 502, "fastapi", '''
    import pandas as pd
    from fastapi import FastAPI, UploadFile

    app = FastAPI()


    @app.post("/frames")
    async def load_frame(upload: UploadFile):
        frame = pd.read_pickle(upload.file)
        return {"columns": list(frame.columns)}
    ''', "format", ("pd.read_pickle(upload.file)", "pd.read_json(upload.file)"))

# === blind5: written after blind4's fixes, before any change made for these ================
case5 = partial(_case, batch="blind5", into=CASES)

case5("join_generator_shell", "cmdi", 78, "fastapi", '''
    import asyncio
    import shlex

    from fastapi import FastAPI

    app = FastAPI()


    @app.post("/grep")
    async def grep(patterns: list[str]):
        command = "grep -r " + " ".join(pattern for pattern in patterns) + " /srv/logs"
        proc = await asyncio.create_subprocess_shell(command, stdout=asyncio.subprocess.PIPE)
        out, _ = await proc.communicate()
        return {"matches": out.decode().splitlines()}
    ''', "sanitizer", ('" ".join(pattern for pattern in patterns)', '" ".join(shlex.quote(pattern) for pattern in patterns)'))
case5("tar_upload_extract", "pathtraver", 22, "flask", '''
    import tarfile

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/bundles")
    def upload_bundle():
        with tarfile.open(fileobj=request.files["bundle"].stream, mode="r:gz") as archive:
            archive.extractall("/srv/bundles")
        return "unpacked"
    ''', "flags", ('archive.extractall("/srv/bundles")', 'archive.extractall("/srv/bundles", filter="data")'))
case5("markup_percent", "xss", 79, "flask", '''
    from flask import Flask, request
    from markupsafe import Markup

    app = Flask(__name__)


    @app.get("/badge")
    def badge():
        name = request.args.get("name", "guest")
        return Markup(f"<span class='badge'>{name}</span>")
    ''', "sanitizer", ('''Markup(f"<span class='badge'>{name}</span>")''', '''Markup("<span class='badge'>%s</span>") % name'''))
case5("starlette_url_for_query", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI, Request
    from fastapi.responses import RedirectResponse

    app = FastAPI()


    @app.get("/continue")
    def continue_to(request: Request, next: str = "/"):
        target = next
        return RedirectResponse(url=str(target))
    ''', "sanitizer", ("        target = next\n", '        target = request.url_for("home").include_query_params(next=next)\n'))
case5("lambda_table_eval", "codeinj", 95, "django", '''
    from django.http import JsonResponse

    OPERATIONS = {
        "calc": lambda text: eval(text),
        "echo": lambda text: text,
    }


    def operate(request):
        result = OPERATIONS["calc"](request.GET.get("input", "0"))
        return JsonResponse({"result": str(result)})
    ''', "sanitizer", ('"calc": lambda text: eval(text),', '"calc": lambda text: ast.literal_eval(text),'),
     ("from django.http import JsonResponse\n", "import ast\n\nfrom django.http import JsonResponse\n"))
case5("yaml_load_all_unsafe", "deserialization", 502, "django", '''
    import yaml
    from django.http import JsonResponse


    def import_documents(request):
        documents = list(yaml.load_all(request.body, Loader=yaml.UnsafeLoader))
        return JsonResponse({"documents": len(documents)})
    ''', "safe_loader", ("yaml.load_all(request.body, Loader=yaml.UnsafeLoader)", "yaml.safe_load_all(request.body)"))
case5("cookie_into_session", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = b"loaded-from-the-environment"
    THEMES = ("light", "dark")


    @app.get("/theme")
    def theme():
        chosen = request.cookies.get("theme", "light")
        session["theme"] = chosen
        return "ok"
    ''', "allowlist", ('        session["theme"] = chosen\n', '        session["theme"] = chosen if chosen in THEMES else "light"\n'))
case5("ldap3_paged_search", "ldapi", 90, "fastapi", '''
    from fastapi import FastAPI
    from ldap3 import Connection, Server

    app = FastAPI()


    @app.get("/people")
    def people(email: str):
        conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
        entries = conn.extend.standard.paged_search("dc=example,dc=org", "(mail=%s)" % email,
                                                    attributes=["cn"], paged_size=50, generator=False)
        return {"people": [entry["dn"] for entry in entries]}
    ''', "sanitizer", ('"(mail=%s)" % email', '"(mail=%s)" % escape_filter_chars(email)'),
     ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"))
case5("sax_external_pes", "xxe", 611, "django", '''
    import xml.sax
    from xml.sax.handler import feature_external_pes

    from django.http import JsonResponse


    class Titles(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.count = 0

        def startElement(self, name, attrs):
            self.count += name == "title"


    def count_titles(request):
        handler = Titles()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_pes, True)
        parser.setContentHandler(handler)
        parser.feed(request.body)
        return JsonResponse({"titles": handler.count})
    ''', "flags", ("parser.setFeature(feature_external_pes, True)", "parser.setFeature(feature_external_pes, False)"))

# === blind6: written after blind5's fixes, before any change made for these ================
case6 = partial(_case, batch="blind6", into=CASES)

case6("templateresponse_markup", "xss", 79, "fastapi", '''
    from fastapi import FastAPI, Request
    from fastapi.templating import Jinja2Templates
    from markupsafe import Markup

    app = FastAPI()
    templates = Jinja2Templates(directory="templates")


    @app.get("/search")
    def search(request: Request, q: str = ""):
        return templates.TemplateResponse("search.html", {"request": request, "query": Markup(q)})
    ''', "sanitizer", ('"query": Markup(q)', '"query": q'))
case6("next_or_index", "redirect", 601, "flask", '''
    from urllib.parse import urlsplit

    from flask import Flask, redirect, request, url_for

    app = Flask(__name__)


    @app.post("/login")
    def login():
        next_url = request.args.get("next")
        return redirect(next_url or url_for("index"))
    ''', "guard", ('        return redirect(next_url or url_for("index"))\n',
                   '        if not next_url or urlsplit(next_url).netloc:\n            next_url = url_for("index")\n        return redirect(next_url)\n'))
case6("spawnlp_shell", "cmdi", 78, "django", '''
    import os

    from django.http import HttpResponse


    def unpack(request):
        name = request.POST.get("archive", "upload.tar")
        os.spawnlp(os.P_WAIT, "sh", "sh", "-c", "tar -xf " + name)
        return HttpResponse("unpacked")
    ''', "argv", ('os.spawnlp(os.P_WAIT, "sh", "sh", "-c", "tar -xf " + name)', 'os.spawnlp(os.P_WAIT, "tar", "tar", "-xf", name)'))
case6("orm_extra_where", "sqli", 89, "django", '''
    from django.contrib.auth.models import User
    from django.http import JsonResponse


    def by_name(request):
        name = request.GET.get("name", "")
        users = User.objects.extra(where=[f"first_name = '{name}'"])
        return JsonResponse({"ids": list(users.values_list("id", flat=True))})
    ''', "parameterised", ('''User.objects.extra(where=[f"first_name = '{name}'"])''', '''User.objects.extra(where=["first_name = %s"], params=[name])'''))
case6("aiofiles_open", "pathtraver", 22, "fastapi", '''
    import os

    import aiofiles
    from fastapi import FastAPI

    app = FastAPI()
    ATTACHMENTS = "/srv/attachments"


    @app.get("/attachments/{name}")
    async def attachment(name: str):
        async with aiofiles.open(os.path.join(ATTACHMENTS, name), "rb") as handle:
            return {"size": len(await handle.read())}
    ''', "sanitizer", ("os.path.join(ATTACHMENTS, name)", "os.path.join(ATTACHMENTS, os.path.basename(name))"))
case6("session_setdefault", "trustbound", 501, "django", '''
    from django.shortcuts import redirect
    from django.urls import reverse


    def start_checkout(request):
        request.session.setdefault("return_to", request.GET.get("from", "/"))
        return redirect(reverse("checkout"))
    ''', "constant", ('request.session.setdefault("return_to", request.GET.get("from", "/"))', 'request.session.setdefault("return_to", reverse("cart"))'))
case6("api_secret_rng", "weakrand", 338, "flask", '''
    import random
    import string

    from flask import Flask, jsonify

    app = Flask(__name__)
    rng = random.Random()
    ALPHABET = string.ascii_letters + string.digits


    @app.post("/clients")
    def register_client():
        api_secret = "".join(rng.choice(ALPHABET) for _ in range(40))
        return jsonify(client_id=rng.randrange(10**6), api_secret=api_secret)
    ''', "api", ("rng = random.Random()", "rng = random.SystemRandom()"))
case6("pydantic_password_hash", "hash", 328, "fastapi", '''
    import hashlib
    import os

    from fastapi import FastAPI
    from pydantic import BaseModel

    app = FastAPI()


    class User(BaseModel):
        name: str
        password_hash: str


    @app.post("/users")
    def create_user(name: str, password: str):
        salt = os.urandom(16)
        user = User(name=name, password_hash=salt.hex() + hashlib.md5(salt + password.encode()).hexdigest())
        return {"name": user.name}
    ''', "api", ("hashlib.md5(salt + password.encode()).hexdigest()", "hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1).hex()"))

# === blind7: written after blind6's fixes, before any change made for these ================
case7 = partial(_case, batch="blind7", into=CASES)

case7("shlex_join_popen", "cmdi", 78, "flask", '''
    import os

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/thumbnail")
    def thumbnail():
        param = request.values.get("source")
        if not param:
            param = ""
        command = " ".join(["convert", param, "-resize", "64x64", "/tmp/thumb.png"])
        with os.popen(command) as pipe:
            return pipe.read()
    ''', "sanitizer", ('" ".join(["convert", param', 'shlex.join(["convert", param'),
     ("import os\n", "import os\nimport shlex\n"))
case7("launcher_table", "cmdi", 78, "django", '''
    import os

    from django.http import HttpResponse

    LAUNCHERS = {"shell": os.system, "dry_run": print}


    def restart_service(request):
        unit = request.GET.get("unit", "web")
        launch = LAUNCHERS["shell"]
        launch("systemctl restart " + unit)
        return HttpResponse("restarted")
    ''', "dead_key", ('launch = LAUNCHERS["shell"]', 'launch = LAUNCHERS["dry_run"]'))
case7("getattr_builtins_concat", "codeinj", 95, "fastapi", '''
    import ast
    import builtins

    from fastapi import FastAPI

    app = FastAPI()


    @app.get("/calc")
    def calc(expr: str = "1 + 1"):
        evaluate = getattr(builtins, "ev" + "al")
        return {"value": str(evaluate(expr))}
    ''', "api", ('getattr(builtins, "ev" + "al")', 'getattr(ast, "literal_" + "eval")'))
case7("identity_lambda_alias", "codeinj", 95, "flask", '''
    import ast

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/settings/preview")
    def preview_setting():
        bar = request.get_json(force=True).get("value", "None")
        run = (lambda f: f)(eval)
        return repr(run(bar))
    ''', "api", ("(lambda f: f)(eval)", "(lambda f: f)(ast.literal_eval)"))
case7("numpy_allow_pickle", "deserialization", 502, "flask", '''
    import numpy as np
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/arrays/stats")
    def array_stats():
        upload = request.files["array"]
        data = np.load(upload.stream, allow_pickle=True)
        return jsonify(mean=float(data.mean()))
    ''', "flags", ("allow_pickle=True", "allow_pickle=False"))
case7("webhook_sha1_signature", "hash", 328, "django", '''
    import hashlib
    import hmac

    from django.conf import settings
    from django.http import HttpResponse, HttpResponseForbidden


    def webhook(request):
        secret = settings.WEBHOOK_SECRET.encode()
        expected = hashlib.sha1(secret + request.body).hexdigest()
        if not hmac.compare_digest(expected, request.headers.get("X-Signature", "")):
            return HttpResponseForbidden()
        return HttpResponse("accepted")
    ''', "api", ("hashlib.sha1(secret + request.body).hexdigest()", "hmac.new(secret, request.body, hashlib.sha256).hexdigest()"))
case7("md5_token_or_etag", "hash", 328, "flask", '''
    import hashlib
    import json

    from flask import Flask, Response

    app = Flask(__name__)
    PROFILES = {"ada": {"langs": ["en"]}}
    TOKEN_SALT = "f3a9"


    @app.get("/profile/<name>")
    def profile(name):
        body = json.dumps(PROFILES.get(name, {}))
        response = Response(body, mimetype="application/json")
        digest = hashlib.new("md5", (name + TOKEN_SALT).encode()).hexdigest()
        response.set_cookie("profile_token", digest, secure=True, httponly=True)
        return response
    ''', "use", ('''digest = hashlib.new("md5", (name + TOKEN_SALT).encode()).hexdigest()
        response.set_cookie("profile_token", digest, secure=True, httponly=True)''', '''digest = hashlib.new("md5", body.encode()).hexdigest()
        response.set_etag(digest)'''))
case7("list_pop_filter", "ldapi", 90, "flask", '''
    import ldap
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/directory")
    def directory():
        param = request.headers.get("X-Lookup", "")
        values = ["safe", param, "moresafe"]
        values.pop(0)
        bar = values[0]
        conn = ldap.initialize("ldap://ldap.example.org")
        found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=" + bar + ")")
        return jsonify(count=len(found))
    ''', "idiom", ("bar = values[0]", "bar = values[1]"))
case7("werkzeug_safe_join", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, abort, request
    from werkzeug.security import safe_join

    app = Flask(__name__)
    REPORTS = "/srv/reports"


    @app.get("/reports")
    def report():
        path = os.path.join(REPORTS, request.args.get("name", "index.txt"))
        if path is None:
            abort(404)
        with open(path) as handle:
            return handle.read()
    ''', "sanitizer", ('os.path.join(REPORTS, request.args.get("name", "index.txt"))', 'safe_join(REPORTS, request.args.get("name", "index.txt"))'))
case7("commonpath_guard", "pathtraver", 22, "fastapi", '''
    import os

    from fastapi import FastAPI, HTTPException
    from fastapi.responses import FileResponse

    app = FastAPI()
    MEDIA = "/srv/media"


    @app.get("/media")
    def media(path: str):
        full = os.path.normpath(os.path.join(MEDIA, path))
        if not full:
            raise HTTPException(status_code=404)
        return FileResponse(full)
    ''', "guard", ("        if not full:\n", "        if os.path.commonpath([MEDIA, full]) != MEDIA:\n"))
case7("referrer_back", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.post("/cart/add")
    def add_to_cart():
        target = request.values.get("back") or "/"
        return redirect(target)
    ''', "guard", ('''        return redirect(target)\n''', '''        if not target.startswith("/") or target.startswith("//") or "\\\\" in target:\n            target = "/"\n        return redirect(target)\n'''))
case7("morsel_flags", "securecookie", 614, "django", '''
    import secrets

    from django.http import HttpResponse


    def remember_device(request):
        response = HttpResponse("remembered")
        response.cookies["device"] = secrets.token_urlsafe(24)
        response.cookies["device"]["max-age"] = 3600 * 24 * 30
        return response
    ''', "flags", ('''        response.cookies["device"]["max-age"] = 3600 * 24 * 30\n''',
                   '''        response.cookies["device"]["max-age"] = 3600 * 24 * 30\n        response.cookies["device"]["secure"] = True\n        response.cookies["device"]["httponly"] = True\n'''))
case7("string_index_switch", "sqli", 89, "django", '''
    from django.db import connection
    from django.http import JsonResponse


    def lookup(request):
        param = request.COOKIES.get("lookup", "")
        guess = "ABC"
        switch_target = guess[2]
        if switch_target == "A":
            bar = param
        elif switch_target == "B":
            bar = "bob"
        else:
            bar = param
        with connection.cursor() as cursor:
            cursor.execute("SELECT id FROM accounts WHERE name = '" + bar + "'")
            return JsonResponse({"rows": cursor.fetchall()})
    ''', "idiom", ("switch_target = guess[2]", "switch_target = guess[1]"))
case7("order_by_dict_get", "sqli", 89, "fastapi", '''
    import sqlite3

    from fastapi import FastAPI

    app = FastAPI()
    COLUMNS = {"name": "name", "joined": "created_at"}


    @app.get("/members")
    def members(sort: str = "name"):
        column = sort if sort else "name"
        conn = sqlite3.connect("members.db")
        rows = conn.execute(f"SELECT id, name FROM members ORDER BY {column}").fetchall()
        return {"members": rows}
    ''', "allowlist", ('column = sort if sort else "name"', 'column = COLUMNS.get(sort, "name")'))
case7("cart_items_session", "trustbound", 501, "django", '''
    from django.http import JsonResponse

    CATALOG = {"sku-1", "sku-2", "sku-3"}


    def save_cart(request):
        items = request.POST.getlist("items")
        request.session["cart"] = list(items)
        return JsonResponse({"saved": len(items)})
    ''', "allowlist", ('request.session["cart"] = list(items)', 'request.session["cart"] = [item for item in items if item in CATALOG]'))
case7("getrandbits_reset", "weakrand", 330, "flask", '''
    import random

    from flask import Flask, jsonify

    app = Flask(__name__)
    RESETS = {}


    @app.post("/password-reset/<user>")
    def start_reset(user):
        code = "%032x" % random.getrandbits(128)
        RESETS[code] = user
        return jsonify(sent=True)
    ''', "api", ("random.getrandbits(128)", "secrets.randbits(128)"), ("import random\n", "import secrets\n"))
case7("etree_findall_predicate", "xpathi", 643, "fastapi", '''
    import xml.etree.ElementTree as ET

    from fastapi import FastAPI

    app = FastAPI()
    CATALOG = ET.parse("catalog.xml").getroot()


    @app.get("/books")
    def books(author: str):
        found = CATALOG.findall(f".//book[@author='{author}']")
        return {"titles": [book.findtext("title") for book in found]}
    ''', "sanitizer", ('''CATALOG.findall(f".//book[@author='{author}']")''', '''[book for book in CATALOG.findall(".//book") if book.get("author") == author]'''))
case7("json_in_html_mimetype", "xss", 79, "flask", '''
    import json

    from flask import Flask, Response, request

    app = Flask(__name__)


    @app.get("/echo")
    def echo():
        payload = json.dumps({"query": request.args.get("q", "")})
        return Response(payload, mimetype="text/html")
    ''', "sanitizer", ('mimetype="text/html"', 'mimetype="application/json"'))
case7("jsonify_markup_message", "xss", 79, "flask", '''
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/greet")
    def greet():
        name = request.args.get("name", "there")
        message = f"<b>Hello {name}</b>"
        return message
    ''', "sanitizer", ("        return message\n", "        return jsonify(message=message)\n"))
case7("lxml_default_parser", "xxe", 611, "django", '''
    from django.http import JsonResponse
    from lxml import etree


    def import_feed(request):
        root = etree.fromstring(request.body)
        return JsonResponse({"items": len(root.findall("item"))})
    ''', "flags", ("from lxml import etree\n", "from lxml import etree\n\netree.set_default_parser(etree.XMLParser(resolve_entities=False, no_network=True))\n"))

# === blind8: written after blind7's fixes, before any change made for these ================
case8 = partial(_case, batch="blind8", into=CASES)

case8("abort_guard_tool", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Flask, abort, request

    app = Flask(__name__)
    TOOLS = {"git", "hg", "svn"}


    def arg(name, default=""):
        return request.args.get(name, default)


    @app.get("/version")
    def version():
        name = arg("tool")
        if not name:
            abort(400)
        return subprocess.run(f"{name} --version", shell=True, capture_output=True, text=True).stdout
    ''', "guard", ("        if not name:\n", "        if name not in TOOLS:\n"))
case8("mode_chooses_evaluator", "codeinj", 95, "flask", '''
    import ast

    from flask import Flask, request

    app = Flask(__name__)
    MODE = "trusted"


    @app.post("/literal")
    def literal():
        evaluate = eval if MODE == "trusted" else ast.literal_eval
        return repr(evaluate(request.form["value"]))
    ''', "idiom", ('MODE = "trusted"', 'MODE = "strict"'))
case8("builtins_either_shape", "codeinj", 95, "django", '''
    from django.http import HttpResponse


    def compute(request):
        name = "ev" + "al"
        fn = getattr(__builtins__, name) if not isinstance(__builtins__, dict) else __builtins__[name]
        return HttpResponse(str(fn(request.GET.get("x", "0"))))
    ''', "api", ('name = "ev" + "al"', 'name = "fl" + "oat"'))
case8("read_pickle_upload", "deserialization", 502, "fastapi", '''
    import pandas as pd
    from fastapi import FastAPI, UploadFile

    app = FastAPI()


    @app.post("/frames/describe")
    async def describe(upload: UploadFile):
        frame = pd.read_pickle(upload.file)
        return {"rows": len(frame)}
    ''', "api", ("pd.read_pickle(upload.file)", "pd.read_csv(upload.file)"))
case8("algorithm_constant", "hash", 328, "django", '''
    import hashlib

    from django.http import JsonResponse

    PASSWORD_ALGORITHM = "sha1"
    ACCOUNTS = {}


    def set_password(request):
        password = request.POST["password"]
        digest = hashlib.new(PASSWORD_ALGORITHM, password.encode()).hexdigest()
        ACCOUNTS[request.POST["user"]] = digest
        return JsonResponse({"ok": True})
    ''', "api", ('PASSWORD_ALGORITHM = "sha1"', 'PASSWORD_ALGORITHM = "sha3_512"'))
case8("reset_link_signature", "hash", 328, "flask", '''
    import hashlib
    import hmac

    from flask import Flask, redirect

    app = Flask(__name__)
    SECRET = "loaded-from-vault"


    @app.post("/reset/<uid>")
    def reset(uid):
        sig = hashlib.md5(f"{uid}:{SECRET}".encode()).hexdigest()
        return redirect(f"/reset/confirm?uid={uid}&sig={sig}")
    ''', "api", ('hashlib.md5(f"{uid}:{SECRET}".encode()).hexdigest()', 'hmac.new(SECRET.encode(), uid.encode(), "sha256").hexdigest()'))
case8("ldap3_regex_guard", "ldapi", 90, "fastapi", '''
    import re

    from fastapi import FastAPI, HTTPException
    from ldap3 import Connection, Server

    app = FastAPI()


    @app.get("/groups")
    def groups(name: str):
        if len(name) > 64:
            raise HTTPException(status_code=400)
        conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
        conn.search("ou=groups,dc=example,dc=org", f"(cn={name})", attributes=["member"])
        return {"groups": [entry.entry_dn for entry in conn.entries]}
    ''', "guard", ("        if len(name) > 64:\n", '        if not re.fullmatch(r"[A-Za-z0-9 _-]{1,64}", name):\n'))
case8("resolved_parents_check", "pathtraver", 22, "django", '''
    from pathlib import Path

    from django.http import FileResponse, Http404

    ROOT = Path("/srv/exports").resolve()


    def export(request, name):
        path = (ROOT / name).resolve()
        if not path.name:
            raise Http404
        return FileResponse(open(path, "rb"))
    ''', "guard", ("        if not path.name:\n", "        if ROOT not in path.parents:\n"))
case8("zip_members_extract", "pathtraver", 22, "flask", '''
    import os
    import zipfile

    from flask import Flask, request

    app = Flask(__name__)
    DEST = "/srv/unpacked"


    @app.post("/bundles")
    def unpack():
        with zipfile.ZipFile(request.files["bundle"]) as archive:
            for member in archive.namelist():
                with open(os.path.join(DEST, member), "wb") as out:
                    out.write(archive.read(member))
        return "ok"
    ''', "api", ('''                with open(os.path.join(DEST, member), "wb") as out:
                    out.write(archive.read(member))''', '''                archive.extract(member, DEST)'''))
case8("lang_prefix_path", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.get("/home")
    def home():
        lang = request.args.get("lang", "en")
        return redirect(f"/{lang}/dashboard")
    ''', "api", ('redirect(f"/{lang}/dashboard")', 'redirect(f"/dashboard?lang={lang}")'))
case8("cookie_kwargs_helper", "securecookie", 614, "fastapi", '''
    import secrets

    from fastapi import FastAPI, Response

    app = FastAPI()


    def cookie_kwargs(value):
        return {"key": "session", "value": value, "max_age": 3600}


    @app.post("/login")
    def login(response: Response):
        response.set_cookie(**cookie_kwargs(secrets.token_urlsafe(32)))
        return {"ok": True}
    ''', "flags", ('''{"key": "session", "value": value, "max_age": 3600}''', '''{"key": "session", "value": value, "max_age": 3600, "secure": True, "httponly": True}'''))
case8("list_insert_shift", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/staff")
    def staff():
        param = request.headers.get("X-Team", "")
        parts = ["alpha", "omega"]
        parts.insert(1, param)
        bar = parts[1]
        sql = "SELECT name FROM staff WHERE team = '{}'".format(bar)
        return {"staff": sqlite3.connect("staff.db").execute(sql).fetchall()}
    ''', "idiom", ("bar = parts[1]", "bar = parts[2]"))
case8("remember_theme_helper", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = b"from-the-environment"


    def remember(key, value):
        session[key] = value


    @app.get("/theme")
    def theme():
        remember("theme", request.args.get("theme", "light"))
        return "ok"
    ''', "allowlist", ('remember("theme", request.args.get("theme", "light"))',
                       'remember("theme", "dark" if request.args.get("theme") == "dark" else "light")'))
case8("invite_sample", "weakrand", 330, "django", '''
    import random
    import string

    from django.http import JsonResponse

    INVITES = {}


    def invite(request):
        code = "".join(random.sample(string.ascii_uppercase + string.digits, 10))
        INVITES[code] = request.user.id
        return JsonResponse({"code": code})
    ''', "api", ("random.sample(", "secrets.SystemRandom().sample("), ("import random\n", "import secrets\n"))
case8("uuid1_session_token", "weakrand", 330, "fastapi", '''
    import uuid

    from fastapi import FastAPI, Response

    app = FastAPI()


    @app.post("/sessions")
    def new_session(response: Response):
        token = uuid.uuid1().hex
        response.set_cookie("sid", token, secure=True, httponly=True)
        return {"ok": True}
    ''', "api", ("uuid.uuid1()", "uuid.uuid4()"))
case8("compiled_xpath", "xpathi", 643, "django", '''
    from django.http import JsonResponse
    from lxml import etree

    TREE = etree.parse("users.xml")


    def user(request):
        uid = request.GET.get("id", "")
        find = etree.XPath(f"//user[@id='{uid}']")
        return JsonResponse({"found": len(find(TREE))})
    ''', "sanitizer", ('''find = etree.XPath(f"//user[@id='{uid}']")
        return JsonResponse({"found": len(find(TREE))})''', '''find = etree.XPath("//user[@id=$uid]")
        return JsonResponse({"found": len(find(TREE, uid=uid))})'''))
case8("streamed_generator", "xss", 79, "flask", '''
    from flask import Flask, Response, request, stream_with_context
    from markupsafe import escape

    app = Flask(__name__)


    @app.get("/results")
    def results():
        q = request.args.get("q", "")

        def generate():
            yield "<ul>"
            for word in q.split():
                yield f"<li>{word}</li>"
            yield "</ul>"
        return Response(stream_with_context(generate()), mimetype="text/html")
    ''', "sanitizer", ('yield f"<li>{word}</li>"', 'yield f"<li>{escape(word)}</li>"'))
case8("pulldom_external_ges", "xxe", 611, "django", '''
    from xml.dom import pulldom
    from xml.sax import make_parser
    from xml.sax.handler import feature_external_ges

    from django.http import JsonResponse


    def count_orders(request):
        parser = make_parser()
        parser.setFeature(feature_external_ges, True)
        events = pulldom.parseString(request.body.decode(), parser=parser)
        count = sum(1 for event, node in events if event == pulldom.START_ELEMENT and node.tagName == "order")
        return JsonResponse({"orders": count})
    ''', "flags", ("parser.setFeature(feature_external_ges, True)", "parser.setFeature(feature_external_ges, False)"))

# === blind9: written after blind8's fixes, before any change made for these ================
case9 = partial(_case, batch="blind9", into=CASES)

case9("ip_validated_in_try", "cmdi", 78, "flask", '''
    import ipaddress
    import os

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/lookup")
    def lookup():
        host = request.values.get("host", "")
        try:
            host.strip()
        except ValueError:
            return "bad address", 400
        return os.popen("nslookup " + host).read()
    ''', "guard", ("            host.strip()\n", "            ipaddress.ip_address(host)\n"))
case9("runner_list_index", "codeinj", 94, "django", '''
    from django.http import HttpResponse

    RUNNERS = [print, exec]


    def run_snippet(request):
        code = request.POST.get("code", "")
        RUNNERS[1](code)
        return HttpResponse("done")
    ''', "idiom", ("RUNNERS[1](code)", "RUNNERS[0](code)"))
case9("restricted_unpickler", "deserialization", 502, "flask", '''
    import io
    import pickle

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    ALLOWED = {("builtins", "dict"), ("builtins", "list"), ("builtins", "str"), ("builtins", "int")}


    class RestrictedUnpickler(pickle.Unpickler):
        def find_class(self, module, name):
            if (module, name) in ALLOWED:
                return super().find_class(module, name)
            raise pickle.UnpicklingError(f"{module}.{name} is not allowed")


    @app.post("/state")
    def load_state():
        state = pickle.Unpickler(io.BytesIO(request.get_data())).load()
        return jsonify(keys=sorted(state))
    ''', "api", ("pickle.Unpickler(io.BytesIO(request.get_data()))", "RestrictedUnpickler(io.BytesIO(request.get_data()))"))
case9("digest_helper_table", "hash", 328, "fastapi", '''
    import hashlib
    import secrets

    from fastapi import FastAPI

    app = FastAPI()
    KEYS = {}


    def digest(value):
        return hashlib.sha1(value.encode()).hexdigest()


    @app.post("/keys/{user}")
    def issue_key(user: str):
        api_key = secrets.token_urlsafe(32)
        KEYS[digest(api_key)] = user
        return {"api_key": api_key}
    ''', "api", ("hashlib.sha1(value.encode())", "hashlib.sha256(value.encode())"))
case9("configparser_item_syntax", "ldapi", 90, "flask", '''
    import configparser

    import ldap
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/mail")
    def mail():
        param = request.get_json(silent=True).get("mail", "")
        conf = configparser.ConfigParser()
        conf["section"] = {"keyA": "a_Value", "keyB": param}
        bar = conf["section"]["keyB"]
        conn = ldap.initialize("ldap://ldap.example.org")
        found = conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, "(mail=%s)" % bar)
        return jsonify(count=len(found))
    ''', "idiom", ('bar = conf["section"]["keyB"]', 'bar = conf["section"]["keyA"]'))
case9("replace_dotdot", "pathtraver", 22, "django", '''
    import os

    from django.http import FileResponse

    MANUALS = "/srv/manuals"


    def manual(request):
        name = request.GET.get("name", "index.pdf").replace("../", "")
        return FileResponse(open(os.path.join(MANUALS, name), "rb"))
    ''', "sanitizer", ('request.GET.get("name", "index.pdf").replace("../", "")', 'os.path.basename(request.GET.get("name", "index.pdf"))'))
case9("destination_table", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request

    app = Flask(__name__)
    DESTINATIONS = {"home": "/", "cart": "/cart", "orders": "/account/orders"}


    @app.get("/go")
    def go():
        return redirect(request.args.get("to", "/"))
    ''', "allowlist", ('redirect(request.args.get("to", "/"))', 'redirect(DESTINATIONS.get(request.args.get("to"), "/"))'))
case9("simplecookie_header", "securecookie", 614, "fastapi", '''
    import secrets
    from http.cookies import SimpleCookie

    from fastapi import FastAPI, Response

    app = FastAPI()


    @app.post("/login")
    def login(response: Response):
        cookie = SimpleCookie()
        cookie["sid"] = secrets.token_urlsafe(32)
        cookie["sid"]["httponly"] = True
        response.headers["Set-Cookie"] = cookie["sid"].OutputString()
        return {"ok": True}
    ''', "flags", ('''        cookie["sid"]["httponly"] = True\n''', '''        cookie["sid"]["httponly"] = True\n        cookie["sid"]["secure"] = True\n'''))
case9("in_list_placeholders", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/products")
    def products():
        names = request.args.getlist("name")
        marks = ",".join("'%s'" % name for name in names)
        rows = sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE name IN ({marks})").fetchall()
        return jsonify(rows)
    ''', "parameterised", ('''marks = ",".join("'%s'" % name for name in names)
        rows = sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE name IN ({marks})").fetchall()''', '''marks = ",".join("?" for _ in names)
        rows = sqlite3.connect("shop.db").execute(f"SELECT id FROM products WHERE name IN ({marks})", names).fetchall()'''))
case9("choicefield_session", "trustbound", 501, "django", '''
    from django import forms
    from django.http import JsonResponse


    class SortForm(forms.Form):
        order = forms.CharField(max_length=20)


    def choose_sort(request):
        form = SortForm(request.GET)
        if form.is_valid():
            request.session["order"] = form.cleaned_data["order"]
        return JsonResponse({"ok": True})
    ''', "validated", ("order = forms.CharField(max_length=20)", 'order = forms.ChoiceField(choices=[("name", "Name"), ("date", "Date")])'))
case9("numpy_otp", "weakrand", 330, "flask", '''
    import numpy as np
    from flask import Flask, jsonify, session

    app = Flask(__name__)
    app.secret_key = b"from-the-environment"


    @app.post("/otp")
    def send_otp():
        otp = "".join(str(digit) for digit in np.random.randint(0, 10, size=6))
        session["otp"] = otp
        return jsonify(sent=True)
    ''', "api", ("np.random.randint(0, 10, size=6)", "(secrets.randbelow(10) for _ in range(6))"),
     ("import numpy as np\n", "import secrets\n\n"))
case9("xpath_evaluator", "xpathi", 643, "fastapi", '''
    from fastapi import FastAPI
    from lxml import etree

    app = FastAPI()
    INVENTORY = etree.parse("inventory.xml")


    @app.get("/items")
    def items(sku: str):
        evaluate = etree.XPathEvaluator(INVENTORY)
        return {"count": len(evaluate(f"//item[@sku='{sku}']"))}
    ''', "sanitizer", ('''evaluate(f"//item[@sku='{sku}']")''', '''evaluate("//item[@sku=$sku]", sku=sku)'''))
case9("dict_return_json", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/preview")
    def preview():
        name = request.args.get("name", "")
        html = f"<b>{name}</b>"
        return html
    ''', "sanitizer", ("        return html\n", '        return {"html": html}\n'))
case9("lxml_load_dtd", "xxe", 611, "django", '''
    from django.http import JsonResponse
    from lxml import etree


    def import_catalog(request):
        parser = etree.XMLParser(load_dtd=True, no_network=False)
        root = etree.fromstring(request.body, parser)
        return JsonResponse({"entries": len(root)})
    ''', "flags", ("etree.XMLParser(load_dtd=True, no_network=False)", "etree.XMLParser(load_dtd=True, no_network=True, resolve_entities=False)"))

# === blind10: written after blind9's fixes, before any change made for these ===============
case10 = partial(_case, batch="blind10", into=CASES)

case10("shlex_split_argv", "cmdi", 78, "flask", '''
    import shlex
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/echo")
    def echo():
        words = shlex.split(request.form.get("words", ""))
        return subprocess.run(words, capture_output=True, text=True).stdout
    ''', "argv", ("subprocess.run(words,", 'subprocess.run(["echo", "--", *words],'))
case10("vars_builtins_lookup", "codeinj", 94, "fastapi", '''
    import builtins

    from fastapi import FastAPI

    app = FastAPI()


    @app.post("/script")
    def script(source: str):
        runner = vars(builtins)["exec"]
        runner(source)
        return {"ok": True}
    ''', "api", ('vars(builtins)["exec"]', 'vars(builtins)["print"]'))
case10("signed_state_token", "deserialization", 502, "django", '''
    import base64
    import pickle

    from django.core import signing
    from django.http import JsonResponse


    def resume(request):
        token = request.GET.get("state", "")
        state = pickle.loads(base64.urlsafe_b64decode(token))
        return JsonResponse({"step": state.get("step")})
    ''', "api", ("pickle.loads(base64.urlsafe_b64decode(token))", "signing.loads(token)"))
case10("md5_cookie_or_cache", "hash", 328, "flask", '''
    import hashlib

    from flask import Flask, make_response, request
    from flask_caching import Cache

    app = Flask(__name__)
    cache = Cache(app)


    @app.get("/report")
    def report():
        body = "<h1>Report</h1>"
        key = hashlib.md5(request.full_path.encode()).hexdigest()
        response = make_response(body)
        response.set_cookie("auth", key, secure=True, httponly=True)
        return response
    ''', "use", ('''        response.set_cookie("auth", key, secure=True, httponly=True)\n''', '''        cache.set(key, body)\n'''))
case10("ldap3_search_filter_kw", "ldapi", 90, "django", '''
    from django.http import JsonResponse
    from ldap3 import Connection, Server
    from ldap3.utils.conv import escape_filter_chars


    def member(request):
        uid = request.GET.get("uid", "")
        conn = Connection(Server("ldap://ldap.example.org"), auto_bind=True)
        conn.search(search_base="ou=people,dc=example,dc=org", search_filter=f"(uid={uid})", attributes=["cn"])
        return JsonResponse({"found": bool(conn.entries)})
    ''', "sanitizer", ('search_filter=f"(uid={uid})"', 'search_filter=f"(uid={escape_filter_chars(uid)})"'))
case10("realpath_prefix_without_sep", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, abort, request

    app = Flask(__name__)
    BASE = "/srv/data"


    @app.get("/data")
    def data():
        path = os.path.realpath(os.path.join(BASE, request.args.get("file", "")))
        if not path.startswith(BASE):
            abort(403)
        with open(path) as handle:
            return handle.read()
    ''', "guard", ("if not path.startswith(BASE):", "if not path.startswith(BASE + os.sep):"))
case10("urljoin_host_url", "redirect", 601, "flask", '''
    from urllib.parse import quote, urljoin

    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.get("/profile")
    def profile():
        target = request.args.get("user", "")
        return redirect(urljoin(request.host_url, target))
    ''', "sanitizer", ("urljoin(request.host_url, target)", 'urljoin(request.host_url, "/profile/" + quote(target, safe=""))'))
case10("sqlalchemy_where_text", "sqli", 89, "fastapi", '''
    from fastapi import FastAPI
    from sqlalchemy import String, create_engine, select, text
    from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

    app = FastAPI()
    engine = create_engine("sqlite:///people.db")


    class Base(DeclarativeBase):
        pass


    class Person(Base):
        __tablename__ = "people"
        id: Mapped[int] = mapped_column(primary_key=True)
        name: Mapped[str] = mapped_column(String(80))


    @app.get("/people")
    def people(name: str):
        with Session(engine) as session:
            found = session.scalars(select(Person).where(text(f"name = '{name}'"))).all()
            return {"ids": [person.id for person in found]}
    ''', "parameterised", ('''select(Person).where(text(f"name = '{name}'"))''', "select(Person).where(Person.name == name)"))
case10("session_count_only", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = b"from-the-environment"


    @app.post("/cart")
    def cart():
        session["cart"] = {"items": request.form.getlist("items")}
        return "saved"
    ''', "api", ('{"items": request.form.getlist("items")}', '{"count": len(request.form.getlist("items"))}'))
case10("quiz_id_getrandbits", "weakrand", 330, "django", '''
    import random
    import secrets

    from django.http import JsonResponse

    QUESTIONS = ["q1", "q2", "q3", "q4"]


    def start_quiz(request):
        order = QUESTIONS[:]
        random.shuffle(order)
        request.session["quiz_id"] = "%08x" % random.getrandbits(32)
        request.session["order"] = order
        return JsonResponse({"first": order[0]})
    ''', "api", ('"%08x" % random.getrandbits(32)', "secrets.token_hex(4)"))
case10("format_html_fstring", "xss", 79, "django", '''
    from django.http import HttpResponse
    from django.utils.html import format_html


    def hello(request):
        name = request.GET.get("name", "")
        return HttpResponse(format_html(f"<p>Hello {name}</p>"))
    ''', "sanitizer", ('format_html(f"<p>Hello {name}</p>")', 'format_html("<p>Hello {}</p>", name)'))

# === blind11: written after blind10's fixes, before any change made for these ==============
case11 = partial(_case, batch="blind11", into=CASES)

case11("map_quote_join", "cmdi", 78, "django", '''
    import shlex
    import subprocess

    from django.http import HttpResponse


    def archive(request):
        parts = ["tar", "-czf", "/tmp/out.tgz", *request.POST.getlist("paths")]
        command = " ".join(parts)
        subprocess.Popen(command, shell=True).wait()
        return HttpResponse("archived")
    ''', "sanitizer", ('command = " ".join(parts)', 'command = " ".join(map(shlex.quote, parts))'))
case11("order_by_conditional", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/tickets")
    def tickets():
        sort = request.args.get("sort", "created")
        column = "name" if sort == "name" else sort
        rows = sqlite3.connect("tickets.db").execute("SELECT id FROM tickets ORDER BY " + column).fetchall()
        return jsonify(rows)
    ''', "allowlist", ('column = "name" if sort == "name" else sort', 'column = "name" if sort == "name" else "created"'))
case11("regex_strip_specials", "xss", 79, "fastapi", '''
    import re

    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()


    @app.get("/hello", response_class=HTMLResponse)
    def hello(name: str = "guest"):
        cleaned = re.sub(r"\\s+", " ", name)
        return f"<h1>Hello {cleaned}</h1>"
    ''', "sanitizer", ('re.sub(r"\\s+", " ", name)', 're.sub(r"[^A-Za-z0-9 ]", "", name)'))
case11("simpleeval_calc", "codeinj", 95, "flask", '''
    from flask import Flask, request
    from simpleeval import simple_eval

    app = Flask(__name__)


    @app.get("/calc")
    def calc():
        expression = request.args.get("expr", "1+1")
        return str(eval(expression))
    ''', "api", ("eval(expression)", "simple_eval(expression)"))
case11("domain_constant_url", "redirect", 601, "django", '''
    from django.shortcuts import redirect

    DOMAIN = "docs.example.org"


    def docs(request):
        host = request.GET.get("site", DOMAIN)
        page = request.GET.get("page", "index")
        return redirect(f"https://{host}/{page}")
    ''', "constant", ('host = request.GET.get("site", DOMAIN)', "host = DOMAIN"))
case11("sha1_filename_or_token", "hash", 328, "flask", '''
    import hashlib
    import os

    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = b"from-the-environment"
    STORE = "/srv/images"


    @app.post("/images")
    def upload_image():
        data = request.files["image"].read()
        digest = hashlib.sha1(data).hexdigest()
        session["upload_token"] = digest
        return "stored"
    ''', "use", ('''        session["upload_token"] = digest\n''', '''        with open(os.path.join(STORE, digest + ".png"), "wb") as out:\n            out.write(data)\n'''))

# === blind12: written after blind11's fixes, before any change made for these ==============
case12 = partial(_case, batch="blind12", into=CASES)

case12("itsdangerous_state", "deserialization", 502, "flask", '''
    import base64
    import pickle

    from flask import Flask, jsonify, request
    from itsdangerous import URLSafeSerializer

    app = Flask(__name__)
    serializer = URLSafeSerializer("loaded-from-the-environment")


    @app.get("/wizard")
    def wizard():
        token = request.cookies.get("wizard", "")
        state = pickle.loads(base64.urlsafe_b64decode(token))
        return jsonify(step=state.get("step", 1))
    ''', "api", ("pickle.loads(base64.urlsafe_b64decode(token))", "serializer.loads(token)"))
case12("relative_to_in_try", "pathtraver", 22, "fastapi", '''
    from pathlib import Path

    from fastapi import FastAPI, HTTPException

    app = FastAPI()
    BASE = Path("/srv/notes").resolve()


    @app.get("/notes")
    def note(name: str):
        path = (BASE / name).resolve()
        try:
            path.stat()
        except ValueError:
            raise HTTPException(status_code=404)
        return {"text": path.read_text()}
    ''', "guard", ("            path.stat()\n", "            path.relative_to(BASE)\n"))
case12("orm_id_in_session", "trustbound", 501, "django", '''
    from django.contrib.auth.models import User
    from django.http import JsonResponse


    def switch_account(request):
        name = request.POST.get("username", "")
        user = User.objects.get(username=name)
        request.session["account"] = name
        return JsonResponse({"id": user.id})
    ''', "lookup", ('request.session["account"] = name', 'request.session["account"] = user.id'))
case12("dict_call_options", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, make_response

    app = Flask(__name__)
    COOKIE_OPTIONS = dict(httponly=True, samesite="Lax")


    @app.post("/login")
    def login():
        response = make_response("welcome")
        response.set_cookie("sid", secrets.token_urlsafe(32), **COOKIE_OPTIONS)
        return response
    ''', "flags", ('dict(httponly=True, samesite="Lax")', 'dict(secure=True, httponly=True, samesite="Lax")'))
case12("constant_table_fstring", "sqli", 89, "fastapi", '''
    import sqlite3

    from fastapi import FastAPI

    app = FastAPI()
    TABLE = "customers"


    @app.get("/customers")
    def customers(name: str, table: str = TABLE):
        conn = sqlite3.connect("crm.db")
        rows = conn.execute(f"SELECT id FROM {table} WHERE name = ?", (name,)).fetchall()
        return {"ids": [row[0] for row in rows]}
    ''', "constant", ('f"SELECT id FROM {table} WHERE name = ?"', 'f"SELECT id FROM {TABLE} WHERE name = ?"'))
case12("operator_table", "codeinj", 95, "django", '''
    import operator

    from django.http import JsonResponse

    OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul}


    def arithmetic(request):
        a, b = float(request.GET["a"]), float(request.GET["b"])
        op = request.GET.get("op", "+")
        result = eval(f"{a} {op} {b}")
        return JsonResponse({"result": result})
    ''', "api", ('eval(f"{a} {op} {b}")', "OPERATORS[op](a, b)"))
case12("redirect_view_name", "redirect", 601, "django", '''
    from django.shortcuts import redirect


    def after_login(request):
        username = request.GET.get("next", "")
        return redirect(username)
    ''', "api", ("return redirect(username)", 'return redirect("profile", username=username)'))

# === blind13: written after blind12's fixes, before any change made for these ==============
case13 = partial(_case, batch="blind13", into=CASES)

case13("etree_import_swap", "xxe", 611, "django", '''
    from django.http import JsonResponse
    from lxml import etree


    def count_items(request):
        root = etree.fromstring(request.body)
        return JsonResponse({"items": len(root.findall("item"))})
    ''', "api", ("from lxml import etree\n", "import xml.etree.ElementTree as etree\n"))
case13("isalnum_raise", "ldapi", 90, "fastapi", '''
    import ldap
    from fastapi import FastAPI, HTTPException

    app = FastAPI()


    @app.get("/uid")
    def uid_lookup(uid: str):
        if not uid:
            raise HTTPException(status_code=400)
        conn = ldap.initialize("ldap://ldap.example.org")
        return {"found": len(conn.search_s("dc=example,dc=org", ldap.SCOPE_SUBTREE, f"(uid={uid})"))}
    ''', "guard", ("        if not uid:\n", "        if not uid.isalnum():\n"))
case13("xpath_quote_check", "xpathi", 643, "flask", '''
    from flask import Flask, abort, request
    from lxml import etree

    app = Flask(__name__)
    TREE = etree.parse("books.xml")


    @app.get("/books")
    def books():
        title = request.args.get("title", "")
        if '"' in title:
            abort(400)
        return str(len(TREE.xpath(f"//book[title='{title}']")))
    ''', "guard", ("""        if '"' in title:\n""", """        if "'" in title:\n"""))
case13("choice_import_source", "weakrand", 330, "flask", '''
    import string
    from random import choice

    from flask import Flask, jsonify

    app = Flask(__name__)
    TOKENS = {}


    @app.post("/tokens/<user>")
    def new_token(user):
        token = "".join(choice(string.ascii_letters) for _ in range(32))
        TOKENS[token] = user
        return jsonify(token=token)
    ''', "api", ("from random import choice\n", "from secrets import choice\n"))
case13("sh_positional_args", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/grep")
    def grep():
        pattern = request.args.get("q", "")
        argv = ["sh", "-c", f'grep -- "{pattern}" /var/log/app.log']
        return subprocess.run(argv, capture_output=True, text=True).stdout
    ''', "argv", ("""["sh", "-c", f'grep -- "{pattern}" /var/log/app.log']""", """["sh", "-c", 'grep -- "$1" /var/log/app.log', "sh", pattern]"""))
case13("content_type_charset", "xss", 79, "django", '''
    import json

    from django.http import HttpResponse


    def echo(request):
        payload = json.dumps({"q": request.GET.get("q", "")})
        return HttpResponse(payload, content_type="text/html; charset=utf-8")
    ''', "sanitizer", ('content_type="text/html; charset=utf-8"', 'content_type="application/json; charset=utf-8"'))

# === blind14: written after blind13's fixes, before any change made for these ==============
# chosen for safe look-alikes: allow-lists as dicts, sets and tuples, conversions, compiled
# patterns, parameters in several database APIs, escapes in several libraries, constants
case14 = partial(_case, batch="blind14", into=CASES)

case14("format_table_lookup", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)
    FORMATS = {"png": "png", "jpeg": "jpg", "webp": "webp"}


    @app.post("/convert")
    def convert():
        fmt = request.form.get("format", "png")
        subprocess.run(f"convert /tmp/upload.bin /tmp/out.{fmt}", shell=True, check=True)
        return "converted"
    ''', "allowlist", ('fmt = request.form.get("format", "png")', 'fmt = FORMATS.get(request.form.get("format", "png"), "png")'))
case14("tail_line_count", "cmdi", 78, "django", '''
    import subprocess

    from django.http import HttpResponse


    def tail_log(request):
        lines = request.GET.get("n", "20")
        out = subprocess.check_output("tail -n %s /var/log/app.log" % lines, shell=True)
        return HttpResponse(out, content_type="text/plain")
    ''', "sanitizer", ('lines = request.GET.get("n", "20")', 'lines = int(request.GET.get("n", "20"))'))
case14("psycopg_percent_literal", "sqli", 89, "flask", '''
    import os

    import psycopg2
    from flask import Flask, jsonify, request

    app = Flask(__name__)
    DSN = os.environ["DATABASE_URL"]


    @app.get("/orders")
    def orders():
        status = request.args.get("status", "open")
        with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
            cur.execute("SELECT id, total FROM orders WHERE status = '%s'" % status)
            return jsonify(cur.fetchall())
    ''', "parameterised", ('''cur.execute("SELECT id, total FROM orders WHERE status = '%s'" % status)''',
                           '''cur.execute("SELECT id, total FROM orders WHERE status = %s", (status,))'''))
case14("text_bindparams", "sqli", 89, "fastapi", '''
    from fastapi import FastAPI
    from sqlalchemy import create_engine, text

    app = FastAPI()
    engine = create_engine("sqlite:///shop.db")


    @app.get("/products/{sku}")
    def product(sku: str):
        stmt = text(f"SELECT name FROM products WHERE sku = '{sku}'")
        with engine.connect() as conn:
            row = conn.execute(stmt).first()
        return {"name": row[0] if row else None}
    ''', "parameterised", ('''text(f"SELECT name FROM products WHERE sku = '{sku}'")''',
                           '''text("SELECT name FROM products WHERE sku = :sku").bindparams(sku=sku)'''))
case14("sqlite_named_dict", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, g, request

    app = Flask(__name__)


    def db():
        if "db" not in g:
            g.db = sqlite3.connect("users.db")
        return g.db


    @app.post("/users/<int:user_id>/bio")
    def update_bio(user_id):
        bio = request.form["bio"]
        db().execute("UPDATE users SET bio = '" + bio + "' WHERE id = " + str(user_id))
        db().commit()
        return "", 204
    ''', "parameterised", ('''db().execute("UPDATE users SET bio = '" + bio + "' WHERE id = " + str(user_id))''',
                           '''db().execute("UPDATE users SET bio = :bio WHERE id = :id", {"bio": bio, "id": user_id})'''))
case14("uuid_file_id", "pathtraver", 22, "flask", '''
    import os
    import uuid

    from flask import Flask, send_file

    app = Flask(__name__)
    UPLOADS = "/srv/uploads"


    @app.get("/files/<file_id>")
    def download(file_id):
        path = os.path.join(UPLOADS, file_id)
        return send_file(path)
    ''', "sanitizer", ("os.path.join(UPLOADS, file_id)", "os.path.join(UPLOADS, str(uuid.UUID(file_id)))"))
case14("compiled_fullmatch_abort", "pathtraver", 22, "flask", '''
    import os
    import re

    from flask import Flask, abort, request

    app = Flask(__name__)
    DOC_NAME = re.compile(r"[a-z0-9_-]{1,64}\\.txt")


    @app.get("/docs")
    def doc():
        name = request.args.get("name", "")
        if not name:
            abort(404)
        with open(os.path.join("/srv/docs", name)) as fh:
            return fh.read()
    ''', "guard", ("        if not name:\n", "        if not DOC_NAME.fullmatch(name):\n"))
case14("escape_in_script", "xss", 79, "flask", '''
    from flask import Flask, request
    from markupsafe import escape

    app = Flask(__name__)


    @app.get("/feed")
    def feed():
        limit = request.args.get("limit", "10")
        return f"<div id='feed'></div><script>loadFeed({escape(limit)});</script>"
    ''', "sanitizer", ("loadFeed({escape(limit)})", "loadFeed({int(limit)})"))
case14("django_escape_percent", "xss", 79, "django", '''
    from django.http import HttpResponse


    def search(request):
        q = request.GET.get("q", "")
        return HttpResponse("<h1>Results for %s</h1>" % q)
    ''', "sanitizer", ('% q)', '% escape(q))'),
     ("from django.http import HttpResponse\n", "from django.http import HttpResponse\nfrom django.utils.html import escape\n"))
case14("escaped_other_variable", "xss", 79, "flask", '''
    import html

    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/greet")
    def greet():
        name = request.args.get("name", "")
        title = request.args.get("title", "")
        safe_name = html.escape(name)
        return f"<p>Hello {safe_name}, {title}</p>"
    ''', "sanitizer", ("{safe_name}, {title}</p>", "{safe_name}, {html.escape(title)}</p>"))
case14("ignored_host_check", "redirect", 601, "flask", '''
    from urllib.parse import urlparse

    from flask import Flask, redirect, request

    app = Flask(__name__)
    ALLOWED_HOSTS = frozenset({"example.com", "www.example.com"})


    @app.get("/out")
    def outbound():
        target = request.args.get("to", "/")
        allowed = urlparse(target).netloc in ALLOWED_HOSTS
        return redirect(target)
    ''', "guard", ("return redirect(target)", 'return redirect(target if allowed else "/")'))
case14("logout_settings_overwrite", "redirect", 601, "django", '''
    from django.conf import settings
    from django.contrib.auth import logout
    from django.http import HttpResponseRedirect


    def sign_out(request):
        next_url = request.GET.get("next", "/")
        logout(request)
        return HttpResponseRedirect(next_url)
    ''', "constant", ("        logout(request)\n", "        logout(request)\n        next_url = settings.LOGOUT_REDIRECT_URL\n"))
case14("module_flag_secure", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, make_response

    app = Flask(__name__)
    SECURE_COOKIES = False


    @app.post("/session")
    def open_session():
        response = make_response("ok")
        response.set_cookie("sid", secrets.token_hex(16), secure=SECURE_COOKIES, httponly=True)
        return response
    ''', "flags", ("SECURE_COOKIES = False", "SECURE_COOKIES = True"))
case14("fastapi_cookie_flags", "securecookie", 1004, "fastapi", '''
    import secrets

    from fastapi import FastAPI, Response

    app = FastAPI()


    @app.post("/login")
    def login(response: Response):
        response.set_cookie("session", secrets.token_urlsafe(32), secure=True)
        return {"ok": True}
    ''', "flags", ("secure=True)", 'secure=True, httponly=True, samesite="strict")'))
case14("reset_code_randint", "weakrand", 330, "flask", '''
    import random
    import secrets

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    RESET_CODES = {}


    @app.post("/password/reset")
    def start_reset():
        code = random.randint(100000, 999999)
        RESET_CODES[request.form["email"]] = code
        return jsonify(sent=True)
    ''', "api", ("random.randint(100000, 999999)", "secrets.randbelow(900000) + 100000"))
case14("sha1_password_store", "hash", 328, "django", '''
    import hashlib

    from django.http import JsonResponse

    from .models import Account


    def register(request):
        password = request.POST["password"]
        digest = hashlib.sha1(password.encode()).hexdigest()
        Account.objects.create(email=request.POST["email"], password_hash=digest)
        return JsonResponse({"created": True})
    ''', "api", ("hashlib.sha1(password.encode()).hexdigest()",
                 'hashlib.pbkdf2_hmac("sha256", password.encode(), b"per-user-salt", 600_000).hex()'))
case14("pickle_upload_or_bundled", "deserialization", 502, "flask", '''
    import pickle

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    MODEL_PATH = "/srv/models/ranker.pkl"


    @app.post("/rank")
    def rank():
        model = pickle.loads(request.files["model"].read())
        return jsonify(scores=model.predict(request.get_json()["rows"]))
    ''', "constant", ('        model = pickle.loads(request.files["model"].read())\n',
                      '        with open(MODEL_PATH, "rb") as fh:\n            model = pickle.load(fh)\n'))
case14("sax_external_ges", "xxe", 611, "flask", '''
    import xml.sax
    from xml.sax.handler import feature_external_ges

    from flask import Flask, request

    app = Flask(__name__)


    class Counter(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.count = 0

        def startElement(self, name, attrs):
            self.count += 1


    @app.post("/count")
    def count():
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        handler = Counter()
        parser.setContentHandler(handler)
        parser.parse(request.stream)
        return str(handler.count)
    ''', "flags", ("parser.setFeature(feature_external_ges, True)", "parser.setFeature(feature_external_ges, False)"))
case14("ldap3_escape_filter", "ldapi", 90, "fastapi", '''
    from fastapi import FastAPI
    from ldap3 import Connection, Server
    from ldap3.utils.conv import escape_filter_chars

    app = FastAPI()
    server = Server("ldap://ldap.example.org")


    @app.get("/people")
    def people(email: str):
        conn = Connection(server, auto_bind=True)
        conn.search("ou=people,dc=example,dc=org", f"(mail={email})", attributes=["cn"])
        return {"names": [str(entry.cn) for entry in conn.entries]}
    ''', "sanitizer", ('f"(mail={email})"', 'f"(mail={escape_filter_chars(email)})"'))
case14("xpath_variables", "xpathi", 643, "django", '''
    from django.http import JsonResponse
    from lxml import etree

    CATALOG = etree.parse("/srv/catalog.xml")


    def by_author(request):
        author = request.GET.get("author", "")
        titles = CATALOG.xpath(f"//book[author='{author}']/title/text()")
        return JsonResponse({"titles": [str(t) for t in titles]})
    ''', "parameterised", ('''CATALOG.xpath(f"//book[author='{author}']/title/text()")''',
                           '''CATALOG.xpath("//book[author=$author]/title/text()", author=author)'''))
case14("eval_feature_flag", "codeinj", 95, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)
    ALLOW_EXPRESSIONS = True


    @app.post("/calc")
    def calc():
        expr = request.form.get("expr", "0")
        if not ALLOW_EXPRESSIONS:
            expr = "0"
        return str(eval(expr))
    ''', "idiom", ("ALLOW_EXPRESSIONS = True", "ALLOW_EXPRESSIONS = False"))
case14("theme_in_session", "trustbound", 501, "flask", '''
    from flask import Flask, redirect, request, session

    app = Flask(__name__)
    app.secret_key = b"from-the-environment"
    THEMES = ("light", "dark", "solarized")


    @app.post("/theme")
    def set_theme():
        theme = request.form.get("theme", "light")
        session["theme"] = theme
        return redirect("/")
    ''', "allowlist", ('session["theme"] = theme', 'session["theme"] = theme if theme in THEMES else "light"'))

# === blind15: written with blind14, before any change made for either ===================
# chosen for checks that look like sanitizers and are not (a quote around shlex.quote, a
# check that only logs, a match whose result is dropped, a cleaned copy left unused) and
# their fixed twins, constant conditions of other shapes, safe parser and cookie settings
case15 = partial(_case, batch="blind15", into=CASES)

case15("quoted_shlex_quote", "cmdi", 78, "flask", '''
    import shlex
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    @app.get("/whois")
    def whois():
        domain = request.args.get("domain", "")
        cmd = f"whois '{shlex.quote(domain)}'"
        return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout
    ''', "sanitizer", ("""f"whois '{shlex.quote(domain)}'\"""", 'f"whois {shlex.quote(domain)}"'))
case15("check_that_only_logs", "cmdi", 78, "fastapi", '''
    import logging
    import os

    from fastapi import FastAPI

    app = FastAPI()
    log = logging.getLogger(__name__)
    SERVICES = {"nginx", "redis", "postgres"}


    @app.post("/restart/{service}")
    def restart(service: str):
        if service not in SERVICES:
            log.warning("unknown service %s", service)
        status = os.system(f"systemctl restart {service}")
        return {"status": status}
    ''', "guard", ('''            log.warning("unknown service %s", service)\n''',
                   '''            log.warning("unknown service %s", service)\n            return {"status": -1}\n'''))
case15("modulo_constant_branch", "codeinj", 95, "django", '''
    from django.http import HttpResponse


    def compute(request):
        param = request.GET.get("expr", "")
        divisor = 5
        bar = param if divisor % 2 else "6 * 7"
        return HttpResponse(str(eval(bar)), content_type="text/plain")
    ''', "idiom", ("divisor = 5", "divisor = 4"))
case15("float_amount_eval", "codeinj", 95, "fastapi", '''
    from fastapi import FastAPI, Request

    app = FastAPI()
    VAT = "1.2"


    @app.get("/gross")
    async def gross(request: Request):
        amount = request.query_params.get("amount", "0")
        return {"gross": eval(f"{amount} * {VAT}")}
    ''', "sanitizer", ('amount = request.query_params.get("amount", "0")', 'amount = float(request.query_params.get("amount", "0"))'))
case15("yaml_csafe_loader", "deserialization", 502, "django", '''
    import yaml
    from django.http import JsonResponse


    def import_config(request):
        config = yaml.load(request.body, Loader=yaml.Loader)
        return JsonResponse({"keys": sorted(config)})
    ''', "api", ("Loader=yaml.Loader", "Loader=yaml.CSafeLoader"))
case15("jsonpickle_body", "deserialization", 502, "fastapi", '''
    import json

    import jsonpickle
    from fastapi import FastAPI, Request

    app = FastAPI()


    @app.post("/jobs")
    async def submit(request: Request):
        job = jsonpickle.decode(await request.body())
        return {"queued": job["name"]}
    ''', "api", ("jsonpickle.decode(await request.body())", "json.loads(await request.body())"))
case15("md5_api_token_lookup", "hash", 328, "fastapi", '''
    import hashlib

    from fastapi import FastAPI, Header, HTTPException

    app = FastAPI()
    TOKENS = {}


    @app.get("/me")
    def me(authorization: str = Header()):
        token_hash = hashlib.md5(authorization.encode()).hexdigest()
        if token_hash not in TOKENS:
            raise HTTPException(status_code=401)
        return {"user": TOKENS[token_hash]}
    ''', "api", ("hashlib.md5(authorization.encode())", "hashlib.sha256(authorization.encode())"))
case15("hmac_webhook_digest", "hash", 328, "flask", '''
    import hashlib
    import hmac
    import os

    from flask import Flask, abort, request

    app = Flask(__name__)
    WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"].encode()


    @app.post("/webhook")
    def webhook():
        expected = hmac.new(WEBHOOK_SECRET, request.data, hashlib.md5).hexdigest()
        if not hmac.compare_digest(expected, request.headers.get("X-Signature", "")):
            abort(403)
        return "accepted"
    ''', "api", ("hashlib.md5)", "hashlib.sha256)"))
case15("filter_format_uid", "ldapi", 90, "flask", '''
    import ldap
    import ldap.filter
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/members")
    def members():
        uid = request.args.get("uid", "")
        conn = ldap.initialize("ldap://ldap.example.org")
        found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, "(uid=%s)" % uid)
        return jsonify(count=len(found))
    ''', "sanitizer", ('"(uid=%s)" % uid', 'ldap.filter.filter_format("(uid=%s)", [uid])'))
case15("basename_unused_copy", "pathtraver", 22, "django", '''
    import os

    from django.http import FileResponse

    REPORTS = "/srv/reports"


    def report(request):
        filename = request.GET.get("file", "summary.pdf")
        cleaned = os.path.basename(filename)
        return FileResponse(open(os.path.join(REPORTS, filename), "rb"))
    ''', "sanitizer", ("os.path.join(REPORTS, filename)", "os.path.join(REPORTS, cleaned)"))
case15("fullmatch_result_dropped", "pathtraver", 22, "flask", '''
    import re

    from flask import Flask, abort, request, send_file

    app = Flask(__name__)


    @app.get("/invoice")
    def invoice():
        name = request.args.get("name", "")
        re.fullmatch(r"[\\w-]+\\.pdf", name)
        return send_file("/srv/invoices/" + name)
    ''', "guard", ('''        re.fullmatch(r"[\\w-]+\\.pdf", name)\n''',
                   '''        if not re.fullmatch(r"[\\w-]+\\.pdf", name):\n            abort(400)\n'''))
case15("destination_table", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI
    from fastapi.responses import RedirectResponse

    app = FastAPI()
    DESTINATIONS = {"docs": "/docs", "home": "/", "billing": "/account/billing"}


    @app.get("/go")
    def go(dest: str = "home"):
        return RedirectResponse(dest)
    ''', "allowlist", ("RedirectResponse(dest)", 'RedirectResponse(DESTINATIONS.get(dest, "/"))'))
case15("samesite_none_secure", "securecookie", 614, "django", '''
    import secrets

    from django.http import JsonResponse


    def embed_session(request):
        response = JsonResponse({"ok": True})
        response.set_cookie("embed_sid", secrets.token_urlsafe(24), samesite="None", httponly=True)
        return response
    ''', "flags", ('samesite="None", httponly=True', 'samesite="None", secure=True, httponly=True'))
case15("cursor_percent_vs_params", "sqli", 89, "django", '''
    from django.db import connection
    from django.http import JsonResponse


    def find_customer(request):
        name = request.GET.get("name", "")
        with connection.cursor() as cursor:
            cursor.execute("SELECT id FROM customers WHERE name = %s" % name)
            rows = cursor.fetchall()
        return JsonResponse({"ids": [r[0] for r in rows]})
    ''', "parameterised", ('"SELECT id FROM customers WHERE name = %s" % name', '"SELECT id FROM customers WHERE name = %s", [name]'))
case15("sql_quote_check", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, abort, jsonify, request

    app = Flask(__name__)


    @app.get("/tags")
    def tags():
        tag = request.args.get("tag", "")
        if '"' in tag:
            abort(400)
        conn = sqlite3.connect("blog.db")
        rows = conn.execute(f"SELECT post_id FROM tags WHERE tag = '{tag}'").fetchall()
        return jsonify([r[0] for r in rows])
    ''', "guard", ("""        if '"' in tag:\n""", """        if "'" in tag:\n"""))
case15("language_tuple_return", "trustbound", 501, "django", '''
    from django.http import HttpResponseBadRequest, HttpResponseRedirect


    def set_language(request):
        lang = request.POST.get("lang", "en")
        if not lang:
            return HttpResponseBadRequest("no language")
        request.session["lang"] = lang
        return HttpResponseRedirect("/")
    ''', "allowlist", ("        if not lang:\n", '''        if lang not in ("en", "de", "fr"):\n'''))
case15("systemrandom_nonce", "weakrand", 330, "flask", '''
    import random

    from flask import Flask, make_response

    app = Flask(__name__)


    @app.get("/form")
    def form():
        nonce = "%016x" % random.getrandbits(64)
        response = make_response(f"<form><input type=hidden name=nonce value={nonce}></form>")
        response.set_cookie("form_nonce", nonce, secure=True, httponly=True)
        return response
    ''', "api", ("random.getrandbits(64)", "random.SystemRandom().getrandbits(64)"))
case15("api_key_choices", "weakrand", 330, "fastapi", '''
    import random
    import secrets
    import string

    from fastapi import FastAPI

    app = FastAPI()
    ALPHABET = string.ascii_letters + string.digits


    @app.post("/keys")
    def new_key():
        key = "".join(random.choices(ALPHABET, k=32))
        return {"api_key": key}
    ''', "api", ("random.choices(ALPHABET, k=32)", "secrets.choice(ALPHABET) for _ in range(32)"))
case15("xpath_int_id", "xpathi", 643, "flask", '''
    from flask import Flask, jsonify, request
    from lxml import etree

    app = Flask(__name__)
    ORDERS = etree.parse("/srv/orders.xml")


    @app.get("/order")
    def order():
        order_id = request.args.get("id", "0")
        nodes = ORDERS.xpath(f"//order[@id={order_id}]/total/text()")
        return jsonify(total=str(nodes[0]) if nodes else None)
    ''', "sanitizer", ("@id={order_id}]", "@id={int(order_id)}]"))
case15("href_quote", "xss", 79, "fastapi", '''
    from urllib.parse import quote

    from fastapi import FastAPI
    from fastapi.responses import HTMLResponse

    app = FastAPI()


    @app.get("/nothing-found", response_class=HTMLResponse)
    def nothing_found(q: str = ""):
        return f'<p>No results.</p><a href="/search?q={q}">search again</a>'
    ''', "sanitizer", ("/search?q={q}", "/search?q={quote(q)}"))
case15("lxml_parser_entities", "xxe", 611, "django", '''
    from django.http import JsonResponse
    from lxml import etree


    def upload_feed(request):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True)
        root = etree.fromstring(request.body, parser)
        return JsonResponse({"entries": len(root)})
    ''', "flags", ("load_dtd=True, resolve_entities=True", "load_dtd=False, resolve_entities=False, no_network=True"))

# === blind16: written after blind14/15's fixes, before any change made for these ===========
# Flask handlers only, as a public benchmark would have them: request data read every way
# (args, form, JSON, headers, cookies, view args, files), values passed through helpers and
# classes, loops, comprehensions, try/except, defaults; safe twins with the guards developers
# write (allow-lists, uuid/int conversion, regex fullmatch, character sets, parameters, escape,
# secure_filename, parser settings, secrets, a non-HTML mimetype, a hash used for a URL)
case16 = partial(_case, batch="blind16", into=CASES)

case16("converter_class_format", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    class Converter:
        def __init__(self, fmt):
            self.fmt = fmt

        def convert(self, path):
            cmd = "convert {} /tmp/out.{}".format(path, self.fmt)
            return subprocess.check_output(cmd, shell=True)


    @app.post("/convert")
    def convert():
        fmt = request.form.get("format", "png")
        Converter(fmt).convert("/tmp/in.bin")
        return "ok"
    ''', "allowlist", ('    fmt = request.form.get("format", "png")\n',
                       '    fmt = request.form.get("format", "png")\n    if fmt not in ("png", "jpg", "webp"):\n'
                       '        return "bad format", 400\n'))
case16("header_request_id_logger", "cmdi", 78, "flask", '''
    import os

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/audit", methods=["POST"])
    def audit():
        trace = request.headers.get("X-Request-Id", "none")
        os.system("logger -t audit request=" + trace)
        return "", 204
    ''', "guard", ('    os.system(', '    if not re.fullmatch(r"[0-9a-f-]{36}", trace):\n        trace = "none"\n    os.system('),
                   ("import os\n", "import os\nimport re\n"))
case16("filters_dict_comprehension_eval", "codeinj", 95, "flask", '''
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    def parse_filters(raw):
        return {key: eval(value) for key, value in raw.items()}


    @app.post("/report")
    def report():
        filters = parse_filters(request.get_json(force=True).get("filters", {}))
        return jsonify(sorted(filters))
    ''', "api", ("eval(value)", "ast.literal_eval(value)"), ("from flask import", "import ast\n\nfrom flask import"))
case16("cart_cookie_pickle", "deserialization", 502, "flask", '''
    import base64
    import pickle

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.get("/cart")
    def cart():
        blob = request.cookies.get("cart")
        items = []
        if blob:
            try:
                items = pickle.loads(base64.b64decode(blob))
            except Exception:
                items = []
        return jsonify(count=len(items))
    ''', "api", ("pickle.loads(", "json.loads("), ("import pickle\n", "import json\n"))
case16("uploaded_yaml_config", "deserialization", 502, "flask", '''
    import yaml
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/import")
    def import_config():
        upload = request.files["config"]
        text = upload.read().decode("utf-8")
        config = yaml.load(text, Loader=yaml.Loader)
        return jsonify(keys=list(config))
    ''', "flags", ("Loader=yaml.Loader", "Loader=yaml.SafeLoader"))
case16("register_sha1_password", "hash", 328, "flask", '''
    import hashlib
    import os
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/register")
    def register():
        username = request.form["username"]
        password = request.form["password"]
        salt = os.urandom(16)
        digest = hashlib.sha1(salt + password.encode()).hexdigest()
        with sqlite3.connect("users.db") as db:
            db.execute("INSERT INTO users (name, salt, hash) VALUES (?, ?, ?)", (username, salt, digest))
        return "created", 201
    ''', "api", ("hashlib.sha1(salt + password.encode()).hexdigest()",
                 'hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000).hex()'))
case16("md5_email_reset_vs_gravatar", "hash", 328, "flask", '''
    import hashlib

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.post("/profile")
    def profile():
        email = request.form.get("email", "").strip().lower()
        digest = hashlib.md5(email.encode("utf-8")).hexdigest()
        reset_link = f"https://example.com/reset?token={digest}"
        return jsonify(email=email, link=reset_link)
    ''', "use", ('reset_link = f"https://example.com/reset?token={digest}"',
                 'reset_link = f"https://www.gravatar.com/avatar/{digest}?s=80&d=identicon"'))
case16("people_search_percent_filter", "ldapi", 90, "flask", '''
    import ldap
    from flask import Flask, jsonify, request

    app = Flask(__name__)
    LDAP_URL = "ldap://ldap.internal"


    def find_people(conn, surname):
        query = "(&(objectClass=person)(sn=%s))" % surname
        return conn.search_s("ou=people,dc=example,dc=com", ldap.SCOPE_SUBTREE, query, ["cn", "mail"])


    @app.get("/people")
    def people():
        conn = ldap.initialize(LDAP_URL)
        results = find_people(conn, request.args.get("surname", "*"))
        return jsonify([dn for dn, _ in results])
    ''', "sanitizer", ("% surname", "% escape_filter_chars(surname)"),
     ("import ldap\n", "import ldap\nfrom ldap.filter import escape_filter_chars\n"))
case16("group_member_charset", "ldapi", 90, "flask", '''
    import string

    from flask import Flask, abort, request
    from ldap3 import Connection, Server

    app = Flask(__name__)
    USERNAME_CHARS = set(string.ascii_lowercase + string.digits + "._-")


    @app.post("/groups")
    def groups():
        username = request.get_json()["username"]
        conn = Connection(Server("ldap://ldap.internal"), auto_bind=True)
        conn.search("dc=example,dc=com",
                    f"(&(objectClass=groupOfNames)(member=uid={username},ou=people,dc=example,dc=com))",
                    attributes=["cn"])
        return {"groups": [str(entry.cn) for entry in conn.entries]}
    ''', "guard", ('    conn = Connection(', '    if not username or not set(username) <= USERNAME_CHARS:\n'
                                            '        abort(400)\n    conn = Connection('))
case16("download_view_arg_commonpath", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, send_file

    app = Flask(__name__)
    UPLOAD_DIR = "/srv/uploads"


    @app.route("/download/<path:name>")
    def download(name):
        path = os.path.join(UPLOAD_DIR, name)
        if not os.path.isfile(path):
            return "not found", 404
        return send_file(path)
    ''', "guard", ("    path = os.path.join(UPLOAD_DIR, name)\n",
                   "    path = os.path.realpath(os.path.join(UPLOAD_DIR, name))\n"
                   "    if os.path.commonpath([path, UPLOAD_DIR]) != UPLOAD_DIR:\n"
                   '        return "forbidden", 403\n'))
case16("avatar_upload_pathlib", "pathtraver", 22, "flask", '''
    from pathlib import Path

    from flask import Flask, request

    app = Flask(__name__)


    @app.post("/avatar")
    def upload_avatar():
        file = request.files.get("avatar")
        if file is None or file.filename == "":
            return "no file", 400
        target = Path("/srv/avatars") / file.filename
        file.save(target)
        return {"saved": target.name}
    ''', "sanitizer", ("/ file.filename", "/ secure_filename(file.filename)"),
     ("from flask import Flask, request\n", "from flask import Flask, request\nfrom werkzeug.utils import secure_filename\n"))
case16("login_next_or_default", "redirect", 601, "flask", '''
    from flask import Flask, redirect, render_template, request, url_for

    app = Flask(__name__)
    USERS = {"admin": "correct horse"}


    def check_credentials(user, password):
        return USERS.get(user) == password


    @app.route("/")
    def index():
        return "home"


    @app.route("/login", methods=["GET", "POST"])
    def login():
        target = request.args.get("next") or url_for("index")
        if request.method == "POST" and check_credentials(request.form["user"], request.form["password"]):
            return redirect(target)
        return render_template("login.html")
    ''', "guard", ('    if request.method == "POST"', '    parts = urlparse(target)\n    if parts.scheme or parts.netloc:\n'
                                                      '        target = url_for("index")\n    if request.method == "POST"'),
     ("from flask import", "from urllib.parse import urlparse\n\nfrom flask import"))
case16("partner_prefix_any", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request

    app = Flask(__name__)
    PARTNERS = ["https://shop.example.com", "https://help.example.com"]


    @app.get("/out")
    def outbound():
        url = request.args.get("url", "")
        return redirect(url or "/")
    ''', "allowlist", ('    return redirect(url or "/")', '    if not any(url.startswith(p + "/") for p in PARTNERS):\n'
                                                          '        url = "/"\n    return redirect(url or "/")'))
case16("remember_me_cookie", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, make_response, redirect, request

    app = Flask(__name__)
    TOKENS = {}


    @app.post("/remember")
    def remember():
        token = secrets.token_urlsafe(32)
        TOKENS[token] = request.form["user"]
        resp = make_response(redirect("/"))
        resp.set_cookie("remember_token", token, max_age=30 * 24 * 3600)
        return resp
    ''', "flags", ("max_age=30 * 24 * 3600)", 'max_age=30 * 24 * 3600, secure=True, httponly=True, samesite="Lax")'))
case16("raw_set_cookie_header", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, Response

    app = Flask(__name__)


    @app.post("/session")
    def new_session():
        sid = secrets.token_hex(16)
        resp = Response("ok", mimetype="text/plain")
        resp.headers["Set-Cookie"] = f"sid={sid}; Path=/"
        return resp
    ''', "flags", ('f"sid={sid}; Path=/"', 'f"sid={sid}; Path=/; Secure; HttpOnly; SameSite=Lax"'))
case16("product_repo_where_builder", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    class ProductRepo:
        def __init__(self, db_path="shop.db"):
            self.conn = sqlite3.connect(db_path)

        def search(self, filters):
            clauses = []
            for column, value in filters.items():
                clauses.append(f"{column} = '{value}'")
            where = " AND ".join(clauses) or "1=1"
            return self.conn.execute("SELECT id, name FROM products WHERE " + where).fetchall()


    @app.get("/products")
    def products():
        filters = {k: request.args[k] for k in ("category", "brand") if k in request.args}
        return jsonify(ProductRepo().search(filters))
    ''', "parameterised", ("""clauses.append(f"{column} = '{value}'")""", 'clauses.append(f"{column} = ?")'),
     ('"SELECT id, name FROM products WHERE " + where)', '"SELECT id, name FROM products WHERE " + where, list(filters.values()))'))
case16("sqlalchemy_order_by_map", "sqli", 89, "flask", '''
    from flask import Flask, jsonify, request
    from sqlalchemy import create_engine, text

    app = Flask(__name__)
    engine = create_engine("sqlite:///app.db")


    @app.get("/users")
    def users():
        sort = request.args.get("sort", "name")
        with engine.connect() as conn:
            rows = conn.execute(text(f"SELECT id, name, email FROM users ORDER BY {sort}")).all()
        return jsonify([dict(row._mapping) for row in rows])
    ''', "allowlist", ('sort = request.args.get("sort", "name")', 'sort = SORT_COLUMNS.get(request.args.get("sort"), "name")'),
     ('engine = create_engine("sqlite:///app.db")\n',
      'engine = create_engine("sqlite:///app.db")\nSORT_COLUMNS = {"name": "name", "email": "email", "newest": "created_at DESC"}\n'))
case16("cart_id_uuid_session", "trustbound", 501, "flask", '''
    from flask import Flask, abort, redirect, request, session

    app = Flask(__name__)
    app.secret_key = "dev-only"


    @app.post("/cart/select")
    def select_cart():
        cart = request.form.get("cart", "")
        session["cart_id"] = cart
        return redirect("/cart")
    ''', "sanitizer", ('    session["cart_id"] = cart\n', '    try:\n        session["cart_id"] = str(uuid.UUID(cart))\n'
                                                          '    except ValueError:\n        abort(400)\n'),
     ("from flask import", "import uuid\n\nfrom flask import"))
case16("preferences_loop_session", "trustbound", 501, "flask", '''
    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = "dev-only"
    ALLOWED_FLAGS = ("dark_mode", "compact", "beta")


    @app.post("/preferences")
    def preferences():
        prefs = request.get_json(silent=True) or {}
        for key, value in prefs.items():
            session[key] = value
        return {"ok": True}
    ''', "allowlist", ("    for key, value in prefs.items():\n        session[key] = value\n",
                       "    for key in ALLOWED_FLAGS:\n        session[key] = bool(prefs.get(key))\n"))
case16("sms_code_helper", "weakrand", 330, "flask", '''
    import random
    import string

    from flask import Flask, request

    app = Flask(__name__)
    PENDING = {}


    def send_sms(number, text):
        print(f"SMS to {number}: {text}")


    @app.post("/verify/phone")
    def verify_phone():
        number = request.form["phone"]
        code = "".join(random.choices(string.digits, k=6))
        PENDING[number] = code
        send_sms(number, f"Your verification code is {code}")
        return "sent", 202
    ''', "api", ("random.choices(string.digits, k=6)", "secrets.choice(string.digits) for _ in range(6)"),
     ("import random\n", "import secrets\n"))
case16("catalog_xpath_variable", "xpathi", 643, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    CATALOG = etree.parse("catalog.xml")


    @app.get("/book")
    def book():
        title = request.args.get("title", "")
        nodes = CATALOG.xpath(f"//book[title='{title}']/price/text()")
        return {"prices": [str(node) for node in nodes]}
    ''', "parameterised", ("""CATALOG.xpath(f"//book[title='{title}']/price/text()")""",
                           'CATALOG.xpath("//book[title=$title]/price/text()", title=title)'))
case16("search_results_concat", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)
    NAMES = ["Red chair", "Blue table", "Green lamp"]


    def find_items(query):
        return [name for name in NAMES if query.lower() in name.lower()]


    @app.get("/search")
    def search():
        q = request.args.get("q", "")
        html = "<h1>Results for " + q + "</h1><ul>"
        for item in find_items(q):
            html += f"<li>{item}</li>"
        return html + "</ul>"
    ''', "sanitizer", ('"<h1>Results for " + q + "</h1><ul>"', '"<h1>Results for " + str(escape(q)) + "</h1><ul>"'),
     ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"))
case16("welcome_cookie_plain_text", "xss", 79, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.get("/welcome")
    def welcome():
        name = request.cookies.get("display_name", "guest")
        resp = make_response("Welcome back, %s!" % name)
        return resp
    ''', "flags", ("        return resp", '        resp.mimetype = "text/plain"\n        return resp'))
case16("sax_feed_external_ges", "xxe", 611, "flask", '''
    import io
    import xml.sax
    from xml.sax.handler import feature_external_ges

    from flask import Flask, request

    app = Flask(__name__)


    class TitleHandler(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.titles = []
            self._in_title = False

        def startElement(self, name, attrs):
            self._in_title = name == "title"

        def characters(self, content):
            if self._in_title:
                self.titles.append(content)


    @app.post("/feed")
    def feed():
        handler = TitleHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(request.data))
        return {"titles": handler.titles}
    ''', "flags", ("parser.setFeature(feature_external_ges, True)", "parser.setFeature(feature_external_ges, False)"))

# === blind17: written after blind16's fixes, before any change made for these ===========
# Flask only: Blueprints and MethodView classes, ``get_json(silent=True) or {}``,
# ``args.to_dict()``, ``request.values``, ``getlist``, values carried by dataclasses,
# namedtuples and service objects, generator pipelines, ``functools.partial``, validating
# decorators, ``with`` blocks, f-strings with format specs and ``!r``, ``textwrap.dedent``
# templates, ``executescript``, flags held in variables; safe twins with the guards developers write
case17 = partial(_case, batch="blind17", into=CASES)

case17("archive_dataclass_methodview", "cmdi", 78, "flask", '''
    import subprocess
    from dataclasses import dataclass

    from flask import Flask, request
    from flask.views import MethodView

    app = Flask(__name__)


    @dataclass
    class ArchiveJob:
        source: str
        level: int = 6

        def command(self):
            return f"tar -czf /tmp/out.tgz --options gzip:compression-level={self.level:d} {self.source}"


    class ArchiveView(MethodView):
        def post(self):
            payload = request.get_json(silent=True) or {}
            job = ArchiveJob(payload.get("path", "."))
            out = subprocess.check_output(job.command(), shell=True)
            return {"size": len(out)}


    app.add_url_rule("/archive", view_func=ArchiveView.as_view("archive"))
    ''', "api", ('return f"tar -czf /tmp/out.tgz --options gzip:compression-level={self.level:d} {self.source}"',
                 'return ["tar", "-czf", "/tmp/out.tgz", f"--options=gzip:compression-level={self.level:d}", "--", self.source]'),
     ("subprocess.check_output(job.command(), shell=True)", "subprocess.check_output(job.command())"))
case17("dig_partial_to_dict", "cmdi", 78, "flask", '''
    import functools
    import subprocess

    from flask import Blueprint, request

    tools = Blueprint("tools", __name__)

    run_shell = functools.partial(subprocess.check_output, shell=True, timeout=10)


    @tools.get("/dig")
    def dig():
        params = request.args.to_dict()
        domain = params.get("domain", "example.com")
        return run_shell("dig +short " + domain).decode()
    ''', "guard", ('    return run_shell(', '    if not re.fullmatch(r"[A-Za-z0-9.-]{1,253}", domain):\n        abort(400)\n    return run_shell('),
                   ("import functools\n", "import functools\nimport re\n"),
                   ("from flask import Blueprint, request", "from flask import Blueprint, abort, request"))
case17("calc_validating_decorator", "codeinj", 95, "flask", '''
    import functools

    from flask import Flask, abort, request

    app = Flask(__name__)


    def require_fields(*names):
        def wrap(view):
            @functools.wraps(view)
            def inner(*args, **kwargs):
                if any(name not in request.values for name in names):
                    abort(400)
                return view(*args, **kwargs)
            return inner
        return wrap


    @app.route("/calc", methods=["GET", "POST"])
    @require_fields("expr")
    def calc():
        expr = request.values["expr"]
        result = eval(expr, {"__builtins__": {}})
        return {"result": result}
    ''', "api", ('eval(expr, {"__builtins__": {}})', "ast.literal_eval(expr)"), ("import functools\n", "import ast\nimport functools\n"))
case17("pipeline_yaml_with_stream", "deserialization", 502, "flask", '''
    import yaml
    from flask import Blueprint, jsonify, request

    imports = Blueprint("imports", __name__)


    @imports.post("/pipelines")
    def upload_pipeline():
        stream = request.files["pipeline"].stream
        with stream:
            spec = yaml.load(stream, Loader=yaml.Loader)
        return jsonify(stages=[stage.get("name") for stage in spec.get("stages", [])])
    ''', "api", ("yaml.load(stream, Loader=yaml.Loader)", "yaml.safe_load(stream)"))
case17("signup_hashlib_new_md5", "hash", 328, "flask", '''
    import hashlib
    import os
    import sqlite3
    from collections import namedtuple

    from flask import Flask, request

    app = Flask(__name__)
    Account = namedtuple("Account", "email password")


    def digest(password, salt):
        h = hashlib.new("md5")
        h.update(salt + password.encode())
        return h.hexdigest()


    @app.post("/signup")
    def signup():
        form = request.form
        account = Account(form["email"], form["password"])
        salt = os.urandom(16)
        with sqlite3.connect("users.db") as db:
            db.execute("INSERT INTO users (email, salt, pw) VALUES (?, ?, ?)",
                       (account.email, salt.hex(), digest(account.password, salt)))
        return "", 201
    ''', "api", ('    h = hashlib.new("md5")\n    h.update(salt + password.encode())\n    return h.hexdigest()\n',
                 '    return hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1).hex()\n'))
case17("directory_service_ldap3", "ldapi", 90, "flask", '''
    from flask import Flask, jsonify, request
    from ldap3 import Connection, Server

    app = Flask(__name__)


    class Directory:
        def __init__(self, url, base):
            self.conn = Connection(Server(url), auto_bind=True)
            self.base = base

        def find(self, uid):
            query = f"(&(objectClass=person)(uid={uid}))"
            self.conn.search(self.base, query, attributes=["cn", "mail"])
            return [entry.entry_to_json() for entry in self.conn.entries]


    directory = Directory("ldap://ldap.internal", "ou=people,dc=example,dc=org")


    @app.get("/people")
    def people():
        uid = request.args.get("uid", "")
        return jsonify(directory.find(uid))
    ''', "sanitizer", ("directory.find(uid)", "directory.find(escape_filter_chars(uid))"),
     ("from ldap3 import Connection, Server\n", "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"))
case17("report_join_many_parts", "pathtraver", 22, "flask", '''
    import os

    from flask import Blueprint, request, send_file

    reports = Blueprint("reports", __name__)
    REPORT_ROOT = "/srv/reports"


    @reports.get("/reports/<int:year>")
    def download(year):
        name = request.args.get("file", "summary.pdf")
        path = os.path.join(REPORT_ROOT, str(year), "monthly", name)
        return send_file(path, mimetype="application/pdf")
    ''', "guard", ("    return send_file(", "    if os.path.commonpath([os.path.realpath(path), REPORT_ROOT]) != REPORT_ROOT:\n"
                                           "        abort(404)\n    return send_file("),
                   ("from flask import Blueprint, request, send_file", "from flask import Blueprint, abort, request, send_file"))
case17("log_tail_generator_getlist", "pathtraver", 22, "flask", '''
    from pathlib import Path

    from flask import Flask, Response, request

    app = Flask(__name__)
    LOG_DIR = Path("/var/log/app")


    def read_lines(paths):
        for path in paths:
            with open(path, encoding="utf-8") as handle:
                yield from handle


    @app.get("/logs/tail")
    def tail():
        names = request.args.getlist("file")
        paths = (LOG_DIR / name for name in names)
        lines = list(read_lines(paths))[-200:]
        return Response("".join(lines), mimetype="text/plain")
    ''', "sanitizer", ("(LOG_DIR / name for name in names)", "(LOG_DIR / Path(name).name for name in names)"))
case17("logout_values_next", "redirect", 601, "flask", '''
    from urllib.parse import urlsplit

    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/logout", methods=["GET", "POST"])
    def logout():
        target = request.values.get("next") or "/"
        resp = redirect(target)
        resp.delete_cookie("sid")
        return resp
    ''', "guard", ("    resp = redirect(target)", "    parts = urlsplit(target)\n    if parts.scheme or parts.netloc:\n"
                                              "        target = \"/\"\n    resp = redirect(target)"))
case17("sso_return_to_dataclass", "redirect", 601, "flask", '''
    from dataclasses import dataclass
    from urllib.parse import urlparse

    from flask import Blueprint, redirect, request
    from flask.views import MethodView

    sso = Blueprint("sso", __name__)
    TRUSTED_HOSTS = {"app.example.com", "docs.example.com"}


    @dataclass(frozen=True)
    class ReturnTo:
        url: str

        @classmethod
        def from_request(cls):
            return cls(request.args.get("return_to", "https://app.example.com/"))


    class CallbackView(MethodView):
        def get(self):
            dest = ReturnTo.from_request()
            return redirect(dest.url, code=303)


    sso.add_url_rule("/sso/callback", view_func=CallbackView.as_view("callback"))
    ''', "allowlist", ("            return redirect(dest.url, code=303)",
                       "            if urlparse(dest.url).hostname not in TRUSTED_HOSTS:\n"
                       "                dest = ReturnTo(\"https://app.example.com/\")\n"
                       "            return redirect(dest.url, code=303)"))
case17("session_cookie_flag_constant", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, make_response

    app = Flask(__name__)
    SECURE_COOKIES = False


    @app.post("/session")
    def start_session():
        token = secrets.token_urlsafe(32)
        resp = make_response({"ok": True})
        resp.set_cookie("sid", token, max_age=3600, secure=SECURE_COOKIES, httponly=True, samesite="Lax")
        return resp
    ''', "flags", ("SECURE_COOKIES = False", "SECURE_COOKIES = True"))
case17("rename_tag_executescript", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Blueprint, request

    admin = Blueprint("admin", __name__)


    @admin.post("/tags/rename")
    def rename_tag():
        data = request.get_json(silent=True) or {}
        old, new = data.get("old", ""), data.get("new", "")
        with sqlite3.connect("app.db") as conn:
            conn.executescript(f"""
                BEGIN;
                UPDATE tags SET name = '{new}' WHERE name = '{old}';
                UPDATE posts SET tag = '{new}' WHERE tag = '{old}';
                COMMIT;
            """)
        return "", 204
    ''', "parameterised", ('''        conn.executescript(f"""
            BEGIN;
            UPDATE tags SET name = '{new}' WHERE name = '{old}';
            UPDATE posts SET tag = '{new}' WHERE tag = '{old}';
            COMMIT;
        """)
''', '''        conn.execute("UPDATE tags SET name = ? WHERE name = ?", (new, old))
        conn.execute("UPDATE posts SET tag = ? WHERE tag = ?", (new, old))
'''))
case17("articles_dedent_order_by", "sqli", 89, "flask", '''
    import sqlite3
    import textwrap

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    QUERY = textwrap.dedent("""
        SELECT id, title, created
        FROM articles
        ORDER BY {column} {direction}
        LIMIT 50
    """)


    @app.get("/articles")
    def articles():
        opts = request.args.to_dict()
        column = opts.get("sort", "created")
        direction = "DESC" if opts.get("desc") else "ASC"
        conn = sqlite3.connect("blog.db")
        try:
            rows = conn.execute(QUERY.format(column=column, direction=direction)).fetchall()
        finally:
            conn.close()
        return jsonify(rows)
    ''', "allowlist", ('    column = opts.get("sort", "created")\n',
                       '    column = opts.get("sort", "created")\n    if column not in {"id", "title", "created"}:\n'
                       '        column = "created"\n'))
case17("theme_form_to_dict_session", "trustbound", 501, "flask", '''
    import os

    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = os.environ["SECRET_KEY"]
    THEMES = ("light", "dark", "contrast")


    @app.post("/preferences")
    def preferences():
        prefs = request.form.to_dict()
        theme = prefs.get("theme", "light")
        session["theme"] = theme
        return "", 204
    ''', "allowlist", ('    session["theme"] = theme\n', '    if theme not in THEMES:\n        theme = "light"\n    session["theme"] = theme\n'))
case17("reset_code_random_choices", "weakrand", 338, "flask", '''
    import random
    import sqlite3
    import string

    from flask import Flask, request

    app = Flask(__name__)
    ALPHABET = string.ascii_letters + string.digits


    def reset_code(length=12):
        return "".join(random.choices(ALPHABET, k=length))


    def store_reset(email, code):
        with sqlite3.connect("users.db") as db:
            db.execute("UPDATE users SET reset_code = ? WHERE email = ?", (code, email))


    @app.post("/password/forgot")
    def forgot():
        email = request.form["email"]
        store_reset(email, reset_code())
        return "", 202
    ''', "api", ('"".join(random.choices(ALPHABET, k=length))', '"".join(secrets.choice(ALPHABET) for _ in range(length))'),
     ("import random\n", "import secrets\n"))
case17("otp_namedtuple_format_spec", "weakrand", 338, "flask", '''
    import random
    from collections import namedtuple

    from flask import Blueprint, jsonify, request

    mfa = Blueprint("mfa", __name__)
    Challenge = namedtuple("Challenge", ["user", "code"])
    PENDING = {}


    @mfa.post("/mfa/challenge")
    def challenge():
        body = request.get_json(silent=True) or {}
        pending = Challenge(body.get("user"), f"{random.randint(0, 999999):06d}")
        PENDING[pending.user] = pending.code
        return jsonify(sent=True)
    ''', "api", ("f\"{random.randint(0, 999999):06d}\"", "f\"{secrets.randbelow(1_000_000):06d}\""),
     ("import random\n", "import secrets\n"))
case17("catalog_xpath_fstring", "xpathi", 643, "flask", '''
    from flask import Flask, jsonify, request
    from lxml import etree

    app = Flask(__name__)
    CATALOG = etree.parse("catalog.xml")


    @app.get("/books")
    def books():
        author = request.args.get("author", "")
        titles = CATALOG.xpath(f"//book[author/text()='{author}']/title/text()")
        return jsonify([str(title) for title in titles])
    ''', "parameterised", ('CATALOG.xpath(f"//book[author/text()=\'{author}\']/title/text()")',
                           'CATALOG.xpath("//book[author/text()=$author]/title/text()", author=author)'))
case17("product_repr_make_response", "xss", 79, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)
    PRODUCTS = {"A-1": "Lamp", "B-2": "Desk"}


    @app.get("/product")
    def product():
        sku = request.args.get("sku", "")
        name = PRODUCTS.get(sku)
        if name is None:
            resp = make_response(f"<h1>No product {sku!r}</h1>", 404)
            return resp
        return f"<h1>{name}</h1>"
    ''', "mimetype", ("        return resp\n", "        resp.mimetype = \"text/plain\"\n        return resp\n"))
case17("search_dedent_generator", "xss", 79, "flask", '''
    import textwrap

    from flask import Blueprint, request

    search = Blueprint("search", __name__)
    PAGE = textwrap.dedent("""\\
        <html><body>
        <h2>Results for {query}</h2>
        <ul>{items}</ul>
        </body></html>
    """)


    def rows(terms):
        for term in terms:
            yield f"<li>{term}</li>"


    @search.get("/search")
    def results():
        terms = request.args.getlist("t")
        return PAGE.format(query=", ".join(terms), items="".join(rows(terms)))
    ''', "sanitizer", ('terms = request.args.getlist("t")', 'terms = [html.escape(t) for t in request.args.getlist("t")]'),
     ("import textwrap\n", "import html\nimport textwrap\n"))
case17("invoice_methodview_resolve_entities", "xxe", 611, "flask", '''
    import io

    from flask import Flask, jsonify, request
    from flask.views import MethodView
    from lxml import etree

    app = Flask(__name__)


    class InvoiceView(MethodView):
        def post(self):
            parser = etree.XMLParser(resolve_entities=True, no_network=True)
            with io.BytesIO(request.get_data()) as buffer:
                doc = etree.parse(buffer, parser)
            return jsonify(total=sum(float(x) for x in doc.xpath("//amount/text()")))


    app.add_url_rule("/invoices", view_func=InvoiceView.as_view("invoices"))
    ''', "flags", ("resolve_entities=True", "resolve_entities=False"))
case17("upload_lxml_vs_etree", "xxe", 611, "flask", '''
    from flask import Blueprint, jsonify, request
    from lxml import etree

    feeds = Blueprint("feeds", __name__)


    @feeds.post("/feeds/import")
    def import_feed():
        upload = request.files["feed"]
        tree = etree.parse(upload.stream, etree.XMLParser(load_dtd=True, resolve_entities=True))
        return jsonify(items=len(tree.findall(".//item")))
    ''', "api", ("from lxml import etree\n", "from xml.etree import ElementTree as etree\n"),
     ("etree.parse(upload.stream, etree.XMLParser(load_dtd=True, resolve_entities=True))", "etree.parse(upload.stream)"))


# === blind18: written blind at 7df4438, before any change made for these ================
# Django and FastAPI only: FormView/ListView/TemplateView ``form_valid``/``get_queryset``/
# ``get_context_data``, DRF ``APIView``/``ViewSet`` actions with serializers, middleware,
# ``request.session``, ``format_html_join``; FastAPI ``Query``/``Form``/``UploadFile``,
# ``Depends`` providers, background tasks, ``Literal``/``StrEnum`` parameters, settings
# dataclasses; sanitizers that do not fit their sink, checks on the wrong variable, values
# chosen by settings attributes; safe twins that keep the sink and make its input safe
case18 = partial(_case, batch="blind18", into=CASES)

case18("traceroute_formview_service", "cmdi", 78, "django", '''
    import subprocess

    from django import forms
    from django.conf import settings
    from django.views.generic.edit import FormView


    class TracerouteForm(forms.Form):
        hostname = forms.CharField(max_length=253)
        max_hops = forms.IntegerField(min_value=1, max_value=30, initial=15)


    class NetworkDiagnostics:
        def __init__(self, binary: str, timeout: int) -> None:
            self.binary = binary
            self.timeout = timeout

        def _command(self, target: str, hops: int) -> str:
            parts = [self.binary, "-n", "-w", "2"]
            parts.extend(["-m", str(hops)])
            parts.append(target)
            return " ".join(parts)

        def traceroute(self, target: str, hops: int) -> str:
            command = self._command(target, hops)
            try:
                return subprocess.check_output(command, shell=True, text=True, timeout=self.timeout)
            except subprocess.CalledProcessError as error:
                return error.output or ""
            except subprocess.TimeoutExpired:
                return "timed out"


    class TracerouteView(FormView):
        template_name = "diagnostics/traceroute.html"
        form_class = TracerouteForm

        def form_valid(self, form):
            tool = NetworkDiagnostics(getattr(settings, "TRACEROUTE_BIN", "/usr/sbin/traceroute"), timeout=20)
            output = tool.traceroute(form.cleaned_data["hostname"], form.cleaned_data["max_hops"])
            return self.render_to_response(self.get_context_data(form=form, output=output))
    ''', "sanitizer", ("import subprocess\n", "import shlex\nimport subprocess\n"),
     ("parts.append(target)", "parts.append(shlex.quote(target))"))

case18("thumbnail_background_wrong_name", "cmdi", 78, "fastapi", '''
    import os
    import re
    from pathlib import Path

    from fastapi import APIRouter, BackgroundTasks, File, Form, HTTPException, UploadFile

    router = APIRouter(prefix="/media")

    UPLOAD_DIR = Path("/srv/app/uploads")
    THUMB_DIR = Path("/srv/app/thumbs")
    SAFE_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,120}\\.(?:png|jpe?g|gif|webp)")


    def render_thumbnail(filename: str, width: int) -> None:
        source = UPLOAD_DIR / filename
        target = THUMB_DIR / filename
        status = os.system(f"convert {source} -thumbnail {width}x{width} {target}")
        if status != 0:
            with (THUMB_DIR / "failed.log").open("a", encoding="utf-8") as log:
                log.write(f"{filename}\\n")


    @router.post("/thumbnails", status_code=202)
    async def create_thumbnail(
        background: BackgroundTasks,
        image: UploadFile = File(...),
        width: int = Form(128, ge=16, le=1024),
    ):
        name = Path(image.filename or "").name
        if not SAFE_NAME.fullmatch(name):
            raise HTTPException(status_code=400, detail="unsupported file name")
        (UPLOAD_DIR / name).write_bytes(await image.read())
        background.add_task(render_thumbnail, image.filename, width)
        return {"queued": name}
    ''', "guard", ("background.add_task(render_thumbnail, image.filename, width)",
                   "background.add_task(render_thumbnail, name, width)"))

case18("pricing_formula_apiview", "codeinj", 95, "django", '''
    from decimal import Decimal

    from rest_framework import serializers, status
    from rest_framework.permissions import IsAuthenticated
    from rest_framework.response import Response
    from rest_framework.views import APIView

    FORMULAS = {
        "flat": "base",
        "volume": "base * quantity * (0.9 if quantity >= 100 else 1)",
        "member": "base * quantity * 0.85",
    }
    SAFE_GLOBALS = {"__builtins__": {}, "min": min, "max": max, "round": round}


    class QuoteSerializer(serializers.Serializer):
        formula = serializers.CharField(max_length=200)
        base = serializers.DecimalField(max_digits=10, decimal_places=2)
        quantity = serializers.IntegerField(min_value=1)


    class PriceCalculator:
        def __init__(self, expression: str) -> None:
            self.expression = expression

        def evaluate(self, base: Decimal, quantity: int) -> float:
            scope = {"base": float(base), "quantity": quantity}
            return round(eval(self.expression, SAFE_GLOBALS, scope), 2)


    class QuoteView(APIView):
        permission_classes = [IsAuthenticated]

        def post(self, request):
            serializer = QuoteSerializer(data=request.data)
            serializer.is_valid(raise_exception=True)
            data = serializer.validated_data
            calculator = PriceCalculator(data["formula"])
            try:
                total = calculator.evaluate(data["base"], data["quantity"])
            except (ArithmeticError, NameError, SyntaxError, TypeError) as error:
                return Response({"detail": str(error)}, status=status.HTTP_400_BAD_REQUEST)
            return Response({"total": total})
    ''', "allowlist", ("formula = serializers.CharField(max_length=200)",
                       "formula = serializers.ChoiceField(choices=sorted(FORMULAS))"),
     ('calculator = PriceCalculator(data["formula"])', 'calculator = PriceCalculator(FORMULAS[data["formula"]])'))

case18("sort_key_lambda_literal", "codeinj", 95, "fastapi", '''
    from fastapi import Depends, FastAPI, Query
    from pydantic import BaseModel

    app = FastAPI()


    class Row(BaseModel):
        name: str
        size: int
        created: str


    class Catalogue:
        def __init__(self) -> None:
            self.rows = [
                Row(name="alpha", size=3, created="2024-01-02"),
                Row(name="beta", size=1, created="2023-11-30"),
            ]

        def sorted_by(self, field: str, reverse: bool) -> list[Row]:
            key = eval(f"lambda row: row.{field}")
            return sorted(self.rows, key=key, reverse=reverse)


    def get_catalogue() -> Catalogue:
        return Catalogue()


    @app.get("/catalogue")
    def list_catalogue(
        sort: str = Query("name", max_length=40),
        desc: bool = Query(False),
        catalogue: Catalogue = Depends(get_catalogue),
    ):
        return [row.model_dump() for row in catalogue.sorted_by(sort, desc)]
    ''', "allowlist", ("from fastapi import Depends", "from typing import Literal\n\nfrom fastapi import Depends"),
     ('sort: str = Query("name", max_length=40)', 'sort: Literal["name", "size", "created"] = Query("name")'))

case18("layout_cookie_unenforced_hmac", "deserialization", 502, "django", '''
    import base64
    import hashlib
    import hmac
    import logging
    import pickle

    from django.conf import settings
    from django.shortcuts import render

    logger = logging.getLogger(__name__)
    COOKIE = "dashboard_layout"
    DEFAULT_LAYOUT = {"columns": 2, "widgets": ["inbox", "calendar"]}


    def _signature(payload: bytes) -> str:
        return hmac.new(settings.SECRET_KEY.encode(), payload, hashlib.sha256).hexdigest()


    def load_layout(raw: str | None) -> dict:
        if not raw or "." not in raw:
            return dict(DEFAULT_LAYOUT)
        encoded, signature = raw.rsplit(".", 1)
        try:
            payload = base64.urlsafe_b64decode(encoded.encode())
        except ValueError:
            return dict(DEFAULT_LAYOUT)
        if not hmac.compare_digest(signature, _signature(payload)):
            logger.warning("layout cookie signature mismatch")
        try:
            return pickle.loads(payload)
        except (pickle.UnpicklingError, EOFError, ValueError):
            return dict(DEFAULT_LAYOUT)


    def dashboard(request):
        layout = load_layout(request.COOKIES.get(COOKIE))
        return render(request, "dashboard/index.html", {"layout": layout})
    ''', "guard", ('logger.warning("layout cookie signature mismatch")\n',
                   'logger.warning("layout cookie signature mismatch")\n        return dict(DEFAULT_LAYOUT)\n'))

case18("pipeline_yaml_settings_loader", "deserialization", 502, "fastapi", '''
    from dataclasses import dataclass

    import yaml
    from fastapi import FastAPI, File, HTTPException, UploadFile

    app = FastAPI()


    @dataclass(frozen=True)
    class ImportSettings:
        max_bytes: int = 256 * 1024
        yaml_loader: str = "Loader"


    settings = ImportSettings()


    class PipelineImporter:
        def __init__(self, config: ImportSettings) -> None:
            self.config = config
            self.loader = getattr(yaml, config.yaml_loader)

        def parse(self, text: bytes) -> dict:
            if len(text) > self.config.max_bytes:
                raise ValueError("pipeline definition too large")
            document = yaml.load(text, Loader=self.loader)
            if not isinstance(document, dict):
                raise ValueError("pipeline definition must be a mapping")
            return document


    importer = PipelineImporter(settings)


    @app.post("/pipelines/import")
    async def import_pipeline(definition: UploadFile = File(...)):
        try:
            pipeline = importer.parse(await definition.read())
        except (ValueError, yaml.YAMLError) as error:
            raise HTTPException(status_code=422, detail=str(error)) from error
        return {"name": pipeline.get("name"), "steps": len(pipeline.get("steps", []))}
    ''', "api", ('yaml_loader: str = "Loader"', 'yaml_loader: str = "SafeLoader"'))

case18("api_key_digest_settings_class", "hash", 328, "django", '''
    import hashlib
    import secrets

    from django.db import connection
    from rest_framework import serializers, status
    from rest_framework.permissions import IsAuthenticated
    from rest_framework.response import Response
    from rest_framework.views import APIView


    class DigestSettings:
        algorithm = "md5"
        prefix_length = 8


    class ApiKeyStore:
        def __init__(self, digest: type[DigestSettings]) -> None:
            self.digest = digest

        def fingerprint(self, secret: str) -> str:
            return hashlib.new(self.digest.algorithm, secret.encode()).hexdigest()

        def save(self, user_id: int, label: str, secret: str) -> None:
            with connection.cursor() as cursor:
                cursor.execute(
                    "INSERT INTO api_keys (user_id, label, prefix, digest) VALUES (%s, %s, %s, %s)",
                    [user_id, label, secret[: self.digest.prefix_length], self.fingerprint(secret)],
                )


    class ApiKeySerializer(serializers.Serializer):
        label = serializers.CharField(max_length=64)


    class ApiKeyView(APIView):
        permission_classes = [IsAuthenticated]

        def post(self, request):
            serializer = ApiKeySerializer(data=request.data)
            serializer.is_valid(raise_exception=True)
            secret = secrets.token_urlsafe(32)
            ApiKeyStore(DigestSettings).save(request.user.pk, serializer.validated_data["label"], secret)
            return Response({"key": secret}, status=status.HTTP_201_CREATED)
    ''', "api", ('algorithm = "md5"', 'algorithm = "sha256"'))

case18("directory_search_dn_escape", "ldapi", 90, "django", '''
    import ldap
    from django.conf import settings
    from django.contrib.auth.decorators import login_required
    from django.http import JsonResponse
    from django.views.decorators.http import require_GET
    from ldap.dn import escape_dn_chars


    class Directory:
        def __init__(self, uri: str, bind_dn: str, password: str, base: str) -> None:
            self.uri, self.bind_dn, self.password, self.base = uri, bind_dn, password, base

        def __enter__(self):
            self.conn = ldap.initialize(self.uri)
            self.conn.simple_bind_s(self.bind_dn, self.password)
            return self

        def __exit__(self, *exc_info):
            self.conn.unbind_s()
            return False

        def people(self, filter_text: str) -> list[dict]:
            attrs = ["cn", "mail", "telephoneNumber"]
            results = self.conn.search_s(self.base, ldap.SCOPE_SUBTREE, filter_text, attrs)
            return [{key: [v.decode() for v in values] for key, values in found.items()} for _dn, found in results]


    def _people_filter(term: str) -> str:
        cleaned = escape_dn_chars(term.strip())
        return f"(&(objectClass=inetOrgPerson)(|(cn=*{cleaned}*)(mail={cleaned}*)))"


    @login_required
    @require_GET
    def directory_search(request):
        term = request.GET.get("q", "")
        if len(term) < 2:
            return JsonResponse({"results": []})
        with Directory(settings.LDAP_URI, settings.LDAP_BIND_DN, settings.LDAP_PASSWORD,
                       settings.LDAP_PEOPLE_BASE) as directory:
            return JsonResponse({"results": directory.people(_people_filter(term))})
    ''', "sanitizer", ("from ldap.dn import escape_dn_chars", "from ldap.filter import escape_filter_chars"),
     ("cleaned = escape_dn_chars(term.strip())", "cleaned = escape_filter_chars(term.strip())"))

case18("invoice_download_dotdot_check", "pathtraver", 22, "django", '''
    import os

    from django.conf import settings
    from django.contrib.auth.mixins import LoginRequiredMixin
    from django.http import FileResponse, Http404
    from django.views import View


    def invoice_root() -> str:
        return os.path.join(settings.MEDIA_ROOT, "invoices")


    def resolve_invoice(name: str) -> str:
        if not name or ".." in name:
            raise Http404("no such invoice")
        root = invoice_root()
        path = os.path.join(root, name)
        if not os.path.isfile(path):
            raise Http404("no such invoice")
        return path


    class InvoiceDownloadView(LoginRequiredMixin, View):
        def get(self, request):
            path = resolve_invoice(request.GET.get("file", ""))
            return FileResponse(open(path, "rb"), as_attachment=True, filename=os.path.basename(path))
    ''', "guard", ("root = invoice_root()", "root = os.path.realpath(invoice_root())"),
     ("path = os.path.join(root, name)", "path = os.path.realpath(os.path.join(root, name))"),
     ("if not os.path.isfile(path):", "if not path.startswith(root + os.sep) or not os.path.isfile(path):"))

case18("export_query_strenum", "pathtraver", 22, "fastapi", '''
    from enum import StrEnum
    from pathlib import Path

    from fastapi import FastAPI, HTTPException, Query
    from fastapi.responses import FileResponse

    app = FastAPI()
    EXPORT_DIR = Path("/var/lib/reports/exports")


    class ExportName(StrEnum):
        daily = "daily"
        weekly = "weekly"
        monthly = "monthly"


    def export_file(name: str) -> Path:
        candidate = EXPORT_DIR / f"{name}.csv"
        if not candidate.exists():
            raise HTTPException(status_code=404, detail="export not ready")
        return candidate


    @app.get("/exports")
    def download_export(report: str = Query("daily", min_length=1, max_length=200)):
        return FileResponse(export_file(report), media_type="text/csv", filename=f"{report}.csv")
    ''', "allowlist", ('report: str = Query("daily", min_length=1, max_length=200)',
                       "report: ExportName = Query(ExportName.daily)"))

case18("login_next_startswith_slash", "redirect", 601, "django", '''
    from django.contrib.auth import login
    from django.contrib.auth.forms import AuthenticationForm
    from django.shortcuts import redirect, render
    from django.views.decorators.http import require_http_methods

    DEFAULT_NEXT = "/dashboard/"


    def _next_target(request) -> str:
        candidate = request.POST.get("next") or request.GET.get("next") or ""
        if candidate.startswith("/"):
            return candidate
        return DEFAULT_NEXT


    @require_http_methods(["GET", "POST"])
    def login_view(request):
        form = AuthenticationForm(request, data=request.POST or None)
        if request.method == "POST" and form.is_valid():
            login(request, form.get_user())
            return redirect(_next_target(request))
        return render(request, "accounts/login.html", {"form": form, "next": request.GET.get("next", "")})
    ''', "sanitizer", ("from django.shortcuts import redirect, render\n",
                       "from django.shortcuts import redirect, render\nfrom django.utils.http import url_has_allowed_host_and_scheme\n"),
     ('if candidate.startswith("/"):',
      "if url_has_allowed_host_and_scheme(candidate, {request.get_host()}, require_https=request.is_secure()):"))

case18("sso_return_to_endswith_domain", "redirect", 601, "fastapi", '''
    from urllib.parse import urlparse

    from fastapi import FastAPI, HTTPException, Query
    from fastapi.responses import RedirectResponse

    app = FastAPI()
    TRUSTED_DOMAIN = "example.com"
    HOME = "https://app.example.com/"


    class SsoClient:
        def __init__(self) -> None:
            self._codes = {"demo-code": "alice"}

        def exchange(self, code: str) -> str | None:
            return self._codes.pop(code, None)


    sso = SsoClient()


    def is_trusted(url: str) -> bool:
        parsed = urlparse(url)
        return parsed.scheme == "https" and (parsed.hostname or "").endswith(TRUSTED_DOMAIN)


    @app.get("/sso/callback")
    async def sso_callback(code: str = Query(...), return_to: str = Query(HOME)):
        if sso.exchange(code) is None:
            raise HTTPException(status_code=401, detail="unknown code")
        target = return_to if is_trusted(return_to) else HOME
        return RedirectResponse(target, status_code=303)
    ''', "allowlist", ('TRUSTED_DOMAIN = "example.com"',
                       'TRUSTED_HOSTS = frozenset({"example.com", "app.example.com", "www.example.com"})'),
     ('(parsed.hostname or "").endswith(TRUSTED_DOMAIN)', "parsed.hostname in TRUSTED_HOSTS"))

case18("remember_device_middleware_opts", "securecookie", 614, "django", '''
    import secrets

    from django.core.cache import cache

    REMEMBER_COOKIE = "remember_device"
    REMEMBER_AGE = 60 * 60 * 24 * 30
    COOKIE_OPTS = {"max_age": REMEMBER_AGE, "samesite": "Lax", "path": "/"}


    class DeviceRegistry:
        prefix = "trusted-device:"

        def remember(self, user_id: int) -> str:
            token = secrets.token_urlsafe(32)
            cache.set(self.prefix + token, user_id, REMEMBER_AGE)
            return token


    class RememberDeviceMiddleware:
        """After a passed MFA challenge, marks the browser as a trusted device for 30 days."""

        def __init__(self, get_response):
            self.get_response = get_response
            self.devices = DeviceRegistry()

        def __call__(self, request):
            response = self.get_response(request)
            if getattr(request, "mfa_passed", False) and REMEMBER_COOKIE not in request.COOKIES:
                token = self.devices.remember(request.user.pk)
                response.set_cookie(REMEMBER_COOKIE, token, **COOKIE_OPTS)
            return response
    ''', "flags", ('COOKIE_OPTS = {"max_age": REMEMBER_AGE, "samesite": "Lax", "path": "/"}',
                   'COOKIE_OPTS = {"max_age": REMEMBER_AGE, "samesite": "Lax", "path": "/", "secure": True, "httponly": True}'))

case18("refresh_cookie_settings_dependency", "securecookie", 1004, "fastapi", '''
    import hashlib
    import hmac
    import secrets
    from dataclasses import dataclass

    from fastapi import APIRouter, Depends, Form, HTTPException, Response

    router = APIRouter(prefix="/auth")


    @dataclass(frozen=True)
    class CookieSettings:
        name: str = "refresh_token"
        max_age: int = 14 * 24 * 3600
        secure: bool = True
        httponly: bool = False
        samesite: str = "strict"


    def cookie_settings() -> CookieSettings:
        return CookieSettings()


    class UserDirectory:
        def __init__(self) -> None:
            self._hashes: dict[str, bytes] = {}

        def check(self, username: str, password: str) -> bool:
            expected = self._hashes.get(username)
            digest = hashlib.pbkdf2_hmac("sha256", password.encode(), username.encode(), 310_000)
            return expected is not None and hmac.compare_digest(expected, digest)


    class RefreshTokens:
        def __init__(self) -> None:
            self._issued: dict[str, str] = {}

        def issue(self, username: str) -> str:
            token = secrets.token_urlsafe(48)
            self._issued[token] = username
            return token


    users = UserDirectory()
    tokens = RefreshTokens()


    @router.post("/login")
    def login(
        response: Response,
        username: str = Form(...),
        password: str = Form(...),
        cookie: CookieSettings = Depends(cookie_settings),
    ):
        if not users.check(username, password):
            raise HTTPException(status_code=401, detail="invalid credentials")
        response.set_cookie(
            cookie.name,
            tokens.issue(username),
            max_age=cookie.max_age,
            secure=cookie.secure,
            httponly=cookie.httponly,
            samesite=cookie.samesite,
        )
        return {"ok": True}
    ''', "flags", ("httponly: bool = False", "httponly: bool = True"))

case18("product_listview_order_concat", "sqli", 89, "django", '''
    from django.db import connection
    from django.views.generic import ListView

    SORTABLE = {"name": "p.name", "price": "p.price_cents", "newest": "p.created_at DESC"}


    class ProductRepository:
        def search(self, term: str, order: str, limit: int = 200) -> list[dict]:
            sql = (
                "SELECT p.id, p.name, p.price_cents FROM catalog_product p "
                "WHERE p.active AND p.name ILIKE %s ORDER BY " + order + " LIMIT %s"
            )
            with connection.cursor() as cursor:
                cursor.execute(sql, [f"%{term}%", limit])
                columns = [column[0] for column in cursor.description]
                return [dict(zip(columns, row)) for row in cursor.fetchall()]


    class ProductSearchView(ListView):
        template_name = "catalog/search.html"
        context_object_name = "products"
        paginate_by = 25

        def get_queryset(self):
            term = self.request.GET.get("q", "").strip()
            order = self.request.GET.get("sort", "name")
            return ProductRepository().search(term, order)

        def get_context_data(self, **kwargs):
            context = super().get_context_data(**kwargs)
            context["q"] = self.request.GET.get("q", "")
            context["sorts"] = sorted(SORTABLE)
            return context
    ''', "allowlist", ('order = self.request.GET.get("sort", "name")',
                       'order = SORTABLE.get(self.request.GET.get("sort", "name"), "p.name")'))

case18("order_status_viewset_action", "sqli", 89, "django", '''
    from django.db import connection, transaction
    from rest_framework import serializers, status, viewsets
    from rest_framework.decorators import action
    from rest_framework.permissions import IsAdminUser
    from rest_framework.response import Response


    class StatusSerializer(serializers.Serializer):
        status = serializers.CharField(max_length=32)
        note = serializers.CharField(max_length=500, required=False, allow_blank=True)


    class OrderEvents:
        @staticmethod
        def record(cursor, order_id, new_status: str, note: str) -> None:
            cursor.execute(
                "INSERT INTO shop_order_event (order_id, status, note) VALUES (%s, %s, %s)",
                [order_id, new_status, note],
            )


    class OrderAdminViewSet(viewsets.ViewSet):
        permission_classes = [IsAdminUser]

        @action(detail=True, methods=["post"], url_path="status")
        def set_status(self, request, pk=None):
            serializer = StatusSerializer(data=request.data)
            serializer.is_valid(raise_exception=True)
            new_status = serializer.validated_data["status"]
            note = serializer.validated_data.get("note", "")
            with transaction.atomic(), connection.cursor() as cursor:
                cursor.execute(
                    f"UPDATE shop_order SET status = '{new_status}', updated_at = now() WHERE id = %s",
                    [pk],
                )
                OrderEvents.record(cursor, pk, new_status, note)
            return Response({"id": pk, "status": new_status}, status=status.HTTP_200_OK)
    ''', "parameterised",
     ("""f"UPDATE shop_order SET status = '{new_status}', updated_at = now() WHERE id = %s",
                    [pk],""",
      """"UPDATE shop_order SET status = %s, updated_at = now() WHERE id = %s",
                    [new_status, pk],"""))

case18("tenant_switch_checks_current", "trustbound", 501, "django", '''
    from django.contrib.auth.decorators import login_required
    from django.http import HttpResponseForbidden
    from django.shortcuts import redirect
    from django.views.decorators.http import require_POST


    class MembershipService:
        def __init__(self, user) -> None:
            self.user = user

        def belongs_to(self, tenant_id) -> bool:
            if tenant_id is None:
                return True
            return self.user.memberships.filter(tenant_id=tenant_id, active=True).exists()


    @login_required
    @require_POST
    def switch_tenant(request):
        requested = request.POST.get("tenant_id", "")
        current = request.session.get("tenant_id")
        if not requested.isdigit():
            return HttpResponseForbidden("invalid tenant")
        if not MembershipService(request.user).belongs_to(current):
            return HttpResponseForbidden("not a member")
        request.session["tenant_id"] = int(requested)
        return redirect("dashboard")
    ''', "guard", ("belongs_to(current)", "belongs_to(int(requested))"))

case18("checkout_plan_from_body_model", "trustbound", 501, "fastapi", '''
    import os

    from fastapi import Depends, FastAPI, HTTPException, Request
    from pydantic import BaseModel, Field
    from starlette.middleware.sessions import SessionMiddleware

    app = FastAPI()
    app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)


    class CheckoutResult(BaseModel):
        plan: str = Field(max_length=32)
        seats: int = Field(ge=1, le=500)


    class Account(BaseModel):
        id: int
        plan: str
        seats: int


    class AccountRepository:
        def __init__(self) -> None:
            self._rows = {1: Account(id=1, plan="team", seats=5)}

        def get(self, account_id: int) -> Account | None:
            return self._rows.get(account_id)


    def get_accounts() -> AccountRepository:
        return AccountRepository()


    def remember_entitlements(request: Request, plan: str, seats: int) -> None:
        request.session["plan"] = plan
        request.session["seats"] = seats


    @app.post("/billing/checkout/complete")
    async def checkout_complete(
        result: CheckoutResult,
        request: Request,
        accounts: AccountRepository = Depends(get_accounts),
    ):
        account = accounts.get(request.session.get("account_id", 0))
        if account is None:
            raise HTTPException(status_code=404, detail="unknown account")
        remember_entitlements(request, result.plan, result.seats)
        return {"ok": True}
    ''', "use", ("remember_entitlements(request, result.plan, result.seats)",
                 "remember_entitlements(request, account.plan, account.seats)"))

case18("reset_code_formview_module_rng", "weakrand", 330, "django", '''
    import random
    import string
    from datetime import timedelta

    from django import forms
    from django.contrib.auth import get_user_model
    from django.core.mail import send_mail
    from django.db import connection
    from django.utils import timezone
    from django.views.generic.edit import FormView

    ALPHABET = string.ascii_letters + string.digits
    _rng = random.Random()


    def make_reset_code(length: int = 24) -> str:
        return "".join(_rng.choice(ALPHABET) for _ in range(length))


    class ResetRequestForm(forms.Form):
        email = forms.EmailField()


    class PasswordResetRequestView(FormView):
        template_name = "accounts/reset_request.html"
        form_class = ResetRequestForm
        success_url = "/accounts/reset/sent/"

        def form_valid(self, form):
            users = get_user_model().objects.filter(email__iexact=form.cleaned_data["email"], is_active=True)
            user = users.first()
            if user is not None:
                code = make_reset_code()
                expires = timezone.now() + timedelta(hours=1)
                with connection.cursor() as cursor:
                    cursor.execute(
                        "INSERT INTO accounts_resetcode (user_id, code, expires_at) VALUES (%s, %s, %s)",
                        [user.pk, code, expires],
                    )
                send_mail("Reset your password", f"Your reset code: {code}", None, [user.email])
            return super().form_valid(form)
    ''', "api", ("_rng = random.Random()", "_rng = random.SystemRandom()"))

case18("session_id_uuid1_store", "weakrand", 330, "fastapi", '''
    import hashlib
    import hmac
    import uuid
    from datetime import datetime, timedelta, timezone

    from fastapi import FastAPI, Form, HTTPException, Response

    app = FastAPI()


    class SessionStore:
        ttl = timedelta(hours=8)

        def __init__(self) -> None:
            self._sessions: dict[str, dict] = {}

        def create(self, user: str) -> str:
            sid = uuid.uuid1().hex
            self._sessions[sid] = {"user": user, "expires": datetime.now(timezone.utc) + self.ttl}
            return sid


    class UserDirectory:
        def __init__(self) -> None:
            self._hashes: dict[str, bytes] = {}

        def check(self, username: str, password: str) -> bool:
            expected = self._hashes.get(username)
            digest = hashlib.pbkdf2_hmac("sha256", password.encode(), username.encode(), 310_000)
            return expected is not None and hmac.compare_digest(expected, digest)


    store = SessionStore()
    users = UserDirectory()


    @app.post("/login")
    def login(response: Response, username: str = Form(...), password: str = Form(...)):
        if not users.check(username, password):
            raise HTTPException(status_code=401, detail="invalid credentials")
        response.set_cookie("sid", store.create(username), httponly=True, secure=True, samesite="lax")
        return {"ok": True}
    ''', "api", ("sid = uuid.uuid1().hex", "sid = uuid.uuid4().hex"))

case18("library_xpath_backslash_quote", "xpathi", 643, "fastapi", '''
    from functools import lru_cache

    from fastapi import FastAPI, HTTPException, Query
    from lxml import etree

    app = FastAPI()
    CATALOG_PATH = "/srv/data/library.xml"


    def xpath_literal(value: str) -> str:
        return "'" + value.replace("'", "\\\\'") + "'"


    class LibraryIndex:
        def __init__(self, root) -> None:
            self.root = root

        def by_author(self, author: str) -> list[dict]:
            query = f"//book[author={xpath_literal(author)} and @public='yes']"
            books = self.root.xpath(query)
            return [{"title": book.findtext("title"), "year": book.findtext("year")} for book in books]


    @lru_cache(maxsize=1)
    def library() -> LibraryIndex:
        return LibraryIndex(etree.parse(CATALOG_PATH).getroot())


    @app.get("/books")
    def books_by_author(author: str = Query(..., min_length=1, max_length=80)):
        found = library().by_author(author)
        if not found:
            raise HTTPException(status_code=404, detail="no public books by that author")
        return found
    ''', "parameterised",
     ("""query = f"//book[author={xpath_literal(author)} and @public='yes']\"""",
      """query = "//book[author=$author and @public='yes']\""""),
     ("books = self.root.xpath(query)", "books = self.root.xpath(query, author=author)"))

case18("docs_breadcrumbs_mark_safe", "xss", 79, "django", '''
    from django.utils.html import escape
    from django.utils.safestring import mark_safe
    from django.views.generic import TemplateView


    class DocsPageView(TemplateView):
        template_name = "docs/page.html"

        def breadcrumb_html(self, trail: list[tuple[str, str]]) -> str:
            links = [f'<a href="/docs/{slug}/">{escape(label)}</a>' for slug, label in trail]
            return mark_safe(" / ".join(links))

        def get_context_data(self, **kwargs):
            context = super().get_context_data(**kwargs)
            path = self.request.GET.get("path", "")
            trail = [(part, part.replace("-", " ").title()) for part in path.split("/") if part]
            context["breadcrumbs"] = self.breadcrumb_html(trail)
            return context
    ''', "api", ("from django.utils.html import escape\nfrom django.utils.safestring import mark_safe\n",
                 "from django.utils.html import format_html_join\n"),
     ("""links = [f'<a href="/docs/{slug}/">{escape(label)}</a>' for slug, label in trail]
            return mark_safe(" / ".join(links))""",
      """return format_html_join(" / ", '<a href="/docs/{}/">{}</a>', trail)"""))

case18("search_page_escape_quote_false", "xss", 79, "fastapi", '''
    import html

    from fastapi import FastAPI, Query
    from fastapi.responses import HTMLResponse

    app = FastAPI()

    PAGE = """<!doctype html>
    <html><body>
    <form action="/search" method="get">
      <input type="search" name="q" value="{query}" autofocus>
      <button>Search</button>
    </form>
    <p>{count} results</p>
    <ul>{items}</ul>
    </body></html>"""
    DOCS = ["Getting started", "Deploying with Docker", "Search syntax"]


    def search_index(term: str) -> list[str]:
        return [doc for doc in DOCS if term.lower() in doc.lower()]


    @app.get("/search", response_class=HTMLResponse)
    def search(q: str = Query("", max_length=200)):
        shown = html.escape(q, quote=False)
        hits = search_index(q)
        items = "".join(f"<li>{html.escape(hit)}</li>" for hit in hits)
        return HTMLResponse(PAGE.format(query=shown, count=len(hits), items=items))
    ''', "sanitizer", ("shown = html.escape(q, quote=False)", "shown = html.escape(q)"))

case18("invoice_sax_external_entities", "xxe", 611, "fastapi", '''
    import io
    import xml.sax
    from xml.sax.handler import feature_external_ges, feature_namespaces

    from fastapi import FastAPI, HTTPException, Request

    app = FastAPI()


    class InvoiceHandler(xml.sax.ContentHandler):
        def __init__(self) -> None:
            super().__init__()
            self.lines: list[dict] = []
            self._current: dict = {}
            self._text: list[str] = []

        def startElement(self, name, attrs):
            if name == "line":
                self._current = {}
            self._text = []

        def characters(self, content):
            self._text.append(content)

        def endElement(self, name):
            value = "".join(self._text).strip()
            if name in ("sku", "qty", "price"):
                self._current[name] = value
            elif name == "line":
                self.lines.append(self._current)


    def parse_invoice(body: bytes) -> list[dict]:
        parser = xml.sax.make_parser()
        parser.setFeature(feature_namespaces, False)
        parser.setFeature(feature_external_ges, True)
        handler = InvoiceHandler()
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(body))
        return handler.lines


    @app.post("/invoices/import")
    async def import_invoice(request: Request):
        if request.headers.get("content-type", "").split(";")[0] not in ("application/xml", "text/xml"):
            raise HTTPException(status_code=415, detail="send XML")
        try:
            lines = parse_invoice(await request.body())
        except xml.sax.SAXParseException as error:
            raise HTTPException(status_code=400, detail=f"line {error.getLineNumber()}: {error.getMessage()}") from error
        return {"lines": lines}
    ''', "flags", ("parser.setFeature(feature_external_ges, True)", "parser.setFeature(feature_external_ges, False)"))


# === blind19: written blind at 7df4438, before any change made for these ==================
# Flask only, one route per module: conditions folded from local and module constants
# (always true, always false, input-dependent), ``if not x: x = ...`` joins, if/elif chains
# on a module constant, dict and configparser slots (one tainted key, one constant key, a
# constant key overwritten by ``update``), lists read back by index after insert/append/
# remove/pop, ``" ".join``, ``format``/``%``/f-strings, ``+=`` page building, helpers and
# small classes that pass the value through, return a constant or validate it, base64,
# ``unquote``, ``bytes.decode``, tuple unpacking, slicing; subtle vulnerable halves (a check
# on the other variable, an escape for the wrong context, a flag overwritten by a folded
# constant); about half the safe twins are look-alikes whose value never reaches the sink
case19 = partial(_case, batch="blind19", into=CASES)

case19("ping_folded_retries", "cmdi", 78, "flask", '''
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/tools/ping")
    def ping():
        host = request.args.get("host", "127.0.0.1")
        retries = 40
        target = host if retries // 8 > 2 else "127.0.0.1"
        done = subprocess.run(f"ping -c 1 -W 2 {target}", shell=True, capture_output=True, text=True)
        return {"reachable": done.returncode == 0}
    ''', "idiom", ("retries = 40", "retries = 8"))

case19("du_insert_index_join", "cmdi", 78, "flask", '''
    import os

    from flask import Flask, request

    app = Flask(__name__)
    SHARE = "/srv/share/public"


    @app.route("/disk/usage", methods=["POST"])
    def usage():
        folder = request.form.get("folder")
        if not folder:
            folder = ""
        targets = [SHARE]
        targets.insert(0, folder)
        chosen = targets[0]
        command = " ".join(["du", "-sh", chosen])
        status = os.system(command)
        return {"status": status}
    ''', "sanitizer", ("import os\n", "import os\nimport shlex\n"),
     ("chosen = targets[0]", "chosen = shlex.quote(targets[0])"))

case19("calc_settings_update", "codeinj", 95, "flask", '''
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.route("/calc")
    def calc():
        formula = request.args.get("formula", "1 + 1")
        settings = {"expr": "sum(range(10))", "label": "total"}
        settings.update(expr=formula, label="custom")
        result = eval(settings["expr"], {"__builtins__": {}}, {})
        return jsonify(label=settings["label"], result=result)
    ''', "idiom", ('settings.update(expr=formula, label="custom")', "settings.update(label=formula)"))

case19("cell_snippet_class", "codeinj", 95, "flask", '''
    from flask import Flask, jsonify, request

    app = Flask(__name__)


    class Snippet:
        def __init__(self, raw):
            self.raw = raw

        def body(self):
            return self.raw.strip().removeprefix("=")


    @app.route("/sheet/cell", methods=["POST"])
    def cell():
        payload = request.get_json(silent=True) or {}
        snippet = Snippet(payload.get("value", "0"))
        return jsonify(value=eval(snippet.body()))
    ''', "api", ("from flask import", "import ast\n\nfrom flask import"),
     ("eval(snippet.body())", "ast.literal_eval(snippet.body())"))

case19("cart_cookie_partition", "deserialization", 502, "flask", '''
    import base64
    import pickle

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.route("/cart")
    def cart():
        raw = request.cookies.get("cart", "")
        decoded = base64.urlsafe_b64decode(raw.encode())
        blob, _, version = decoded.partition(b"|")
        items = pickle.loads(blob) if version == b"2" else []
        return jsonify(items=items)
    ''', "api", ("import pickle\n", "import json\n"), ("pickle.loads(blob)", "json.loads(blob)"))

case19("layout_marshal_source_switch", "deserialization", 502, "flask", '''
    import base64
    import marshal

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    PRESET = marshal.dumps({"columns": ["id", "name"], "limit": 50})
    SOURCE = "upload"


    @app.route("/layout", methods=["POST"])
    def layout():
        data = request.values.get("layout", "")
        if SOURCE == "preset":
            blob = PRESET
        elif SOURCE == "upload":
            blob = base64.b64decode(data)
        else:
            blob = b""
        return jsonify(marshal.loads(blob) if blob else {})
    ''', "idiom", ('SOURCE = "upload"', 'SOURCE = "preset"'))

case19("password_md5_helper", "hash", 328, "flask", '''
    import hashlib
    import os
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    def digest(secret, salt):
        return hashlib.md5(salt + secret.encode()).hexdigest()


    @app.route("/account/password", methods=["POST"])
    def change_password():
        salt = os.urandom(16)
        stored = digest(request.form["password"], salt)
        with sqlite3.connect("users.db") as db:
            db.execute("UPDATE users SET pw = ?, salt = ? WHERE name = ?", (stored, salt.hex(), request.form["user"]))
        return "", 204
    ''', "api", ("hashlib.md5(salt + secret.encode()).hexdigest()",
                 'hashlib.pbkdf2_hmac("sha256", secret.encode(), salt, 600_000).hex()'))

case19("document_seal_strength_switch", "hash", 328, "flask", '''
    import hashlib

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    STRENGTH = 1


    @app.route("/documents/seal", methods=["POST"])
    def seal():
        upload = request.files["document"]
        if STRENGTH == 0:
            algorithm = "sha256"
        elif STRENGTH == 1:
            algorithm = "md5"
        else:
            algorithm = "sha512"
        seal_value = hashlib.new(algorithm, upload.read()).hexdigest()
        return jsonify(name=upload.filename, seal=seal_value)
    ''', "idiom", ("STRENGTH = 1", "STRENGTH = 0"))

case19("person_ldap3_format", "ldapi", 90, "flask", '''
    from flask import Flask, jsonify, request
    from ldap3 import Connection, Server

    app = Flask(__name__)
    BASE = "ou=people,dc=example,dc=org"


    @app.route("/directory/person")
    def person():
        raw = request.args.get("uid", "")
        uid = raw if len(raw) < 64 else raw[:64]
        query = "(&(objectClass=inetOrgPerson)(uid={}))".format(uid)
        conn = Connection(Server("ldap://ldap.internal"), auto_bind=True)
        conn.search(BASE, query, attributes=["cn", "mail"])
        return jsonify([entry.entry_attributes_as_dict for entry in conn.entries])
    ''', "sanitizer", ("from ldap3 import Connection, Server\n",
                       "from ldap3 import Connection, Server\nfrom ldap3.utils.conv import escape_filter_chars\n"),
     (".format(uid)", ".format(escape_filter_chars(uid))"))

case19("account_dn_escape_in_filter", "ldapi", 90, "flask", '''
    import ldap
    from flask import Flask, jsonify, request
    from ldap.dn import escape_dn_chars

    app = Flask(__name__)


    @app.route("/directory/account")
    def account():
        member = request.headers.get("X-Remote-User", "guest")
        conn = ldap.initialize("ldap://ldap.internal")
        conn.simple_bind_s()
        flt = "(&(objectClass=posixAccount)(uid=%s))" % escape_dn_chars(member)
        results = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, flt, ["cn", "memberOf"])
        return jsonify([dn for dn, _ in results])
    ''', "sanitizer", ("from ldap.dn import escape_dn_chars", "from ldap.filter import escape_filter_chars"),
     ("% escape_dn_chars(member)", "% escape_filter_chars(member)"))

case19("report_checks_the_raw_name", "pathtraver", 22, "flask", '''
    import os
    from urllib.parse import unquote

    from flask import Flask, abort, request, send_file

    app = Flask(__name__)
    REPORT_DIR = "/srv/reports"


    @app.route("/reports/download")
    def download():
        raw = request.args.get("name", "summary.csv")
        name = unquote(raw)
        checked = os.path.realpath(os.path.join(REPORT_DIR, raw))
        if not checked.startswith(REPORT_DIR + os.sep):
            abort(404)
        return send_file(os.path.join(REPORT_DIR, name), as_attachment=True)
    ''', "guard", ("os.path.join(REPORT_DIR, raw))", "os.path.join(REPORT_DIR, name))"),
     ("send_file(os.path.join(REPORT_DIR, name), as_attachment=True)", "send_file(checked, as_attachment=True)"))

case19("avatar_rpartition_slice", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, request

    app = Flask(__name__)
    UPLOAD_DIR = "/srv/avatars"


    @app.route("/profile/avatar", methods=["POST"])
    def avatar():
        upload = request.files["avatar"]
        filename = upload.filename or "avatar.png"
        stem, dot, ext = filename.rpartition(".")
        short = stem[:40] + dot + ext.lower()
        with open(os.path.join(UPLOAD_DIR, short), "wb") as handle:
            handle.write(upload.read())
        return {"saved": short}
    ''', "sanitizer", ("from flask import Flask, request\n",
                       "from flask import Flask, request\nfrom werkzeug.utils import secure_filename\n"),
     ('filename = upload.filename or "avatar.png"', 'filename = secure_filename(upload.filename or "") or "avatar.png"'))

case19("login_next_unquoted", "redirect", 601, "flask", '''
    from urllib.parse import unquote

    from flask import Flask, redirect, request, url_for

    app = Flask(__name__)
    ALLOWED_HOSTS = {"app.example.com", "help.example.com"}


    @app.route("/login/done")
    def login_done():
        target = unquote(request.args.get("next", ""))
        if not target:
            target = url_for("home")
        return redirect(target)


    @app.route("/")
    def home():
        return "home"
    ''', "allowlist", ("from urllib.parse import unquote\n", "from urllib.parse import unquote, urlparse\n"),
     ("            target = url_for(\"home\")\n        return redirect(target)",
      "            target = url_for(\"home\")\n        parts = urlparse(target)\n"
      "        if parts.scheme != \"https\" or parts.netloc not in ALLOWED_HOSTS:\n"
      "            target = url_for(\"home\")\n        return redirect(target)"))

case19("settings_return_stack_pop", "redirect", 601, "flask", '''
    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/settings/save", methods=["POST"])
    def save_settings():
        back = request.form.get("return_to")
        if not back:
            back = "/settings"
        hops = ["/settings", "/home"]
        hops.remove("/home")
        hops.append(back)
        destination = hops.pop()
        return redirect(destination, code=303)
    ''', "idiom", ("destination = hops.pop()", "destination = hops.pop(0)"))

case19("remember_cookie_no_flags", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.route("/login", methods=["POST"])
    def login():
        user = request.form.get("user", "")
        resp = make_response({"user": user})
        resp.set_cookie("remember_token", secrets.token_urlsafe(32), max_age=30 * 24 * 3600)
        return resp
    ''', "flags", ("max_age=30 * 24 * 3600)", 'max_age=30 * 24 * 3600, secure=True, httponly=True, samesite="Lax")'))

case19("sid_options_debug_fold", "securecookie", 614, "flask", '''
    import secrets

    from flask import Flask, make_response

    app = Flask(__name__)
    DEBUG = True


    @app.route("/session/start", methods=["POST"])
    def start():
        options = {"httponly": True, "secure": True, "samesite": "Strict"}
        options["secure"] = not DEBUG
        resp = make_response("", 204)
        resp.set_cookie("sid", secrets.token_hex(24), **options)
        return resp
    ''', "flags", ("DEBUG = True", "DEBUG = False"))

case19("books_like_percent", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    @app.route("/books/search")
    def search():
        term = request.args.get("q", "").strip()
        sql = "SELECT id, title FROM books WHERE title LIKE '%%%s%%' ORDER BY title" % term
        with sqlite3.connect("library.db") as db:
            rows = db.execute(sql).fetchall()
        return jsonify(rows)
    ''', "parameterised",
     ("\"SELECT id, title FROM books WHERE title LIKE '%%%s%%' ORDER BY title\" % term",
      "\"SELECT id, title FROM books WHERE title LIKE ? ORDER BY title\""),
     ("db.execute(sql)", "db.execute(sql, (f\"%{term}%\",))"))

case19("orders_status_tuple_text", "sqli", 89, "flask", '''
    from flask import Flask, jsonify, request
    from sqlalchemy import create_engine, text

    app = Flask(__name__)
    engine = create_engine("sqlite:///shop.db")
    STATUSES = ("open", "shipped", "closed")


    @app.route("/orders", methods=["POST"])
    def orders():
        payload = request.get_json(silent=True) or {}
        status, limit = payload.get("status", "open"), 20
        query = text(f"SELECT id, total FROM orders WHERE status = '{status}' LIMIT {limit}")
        with engine.connect() as conn:
            rows = conn.execute(query).all()
        return jsonify([list(row) for row in rows])
    ''', "allowlist", ('status, limit = payload.get("status", "open"), 20\n',
                       'status, limit = payload.get("status", "open"), 20\n    if status not in STATUSES:\n'
                       '        status = "open"\n'))

case19("theme_configparser_helper", "trustbound", 501, "flask", '''
    import configparser
    import os

    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = os.environ["SECRET_KEY"]


    def chosen_theme(prefs):
        return prefs.get("ui", "theme")


    @app.route("/prefs/theme")
    def theme():
        prefs = configparser.ConfigParser(interpolation=None)
        prefs.read_dict({"ui": {"theme": "light", "fallback": "light"}})
        prefs.set("ui", "theme", request.cookies.get("theme", "light"))
        session["theme"] = chosen_theme(prefs)
        return {"theme": session["theme"]}
    ''', "idiom", ('return prefs.get("ui", "theme")', 'return prefs.get("ui", "fallback")'))

case19("language_header_mapped", "trustbound", 501, "flask", '''
    import os

    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = os.environ["SECRET_KEY"]
    LANGUAGES = {"en": "en", "de": "de", "fr": "fr"}


    @app.route("/i18n")
    def pick_language():
        primary, *_ = request.headers.get("Accept-Language", "en").split(",")
        wanted = primary[:2].lower()
        session["lang"] = wanted
        return {"lang": session["lang"]}
    ''', "allowlist", ('session["lang"] = wanted', 'session["lang"] = LANGUAGES.get(wanted, "en")'))

case19("reset_token_choice_helper", "weakrand", 330, "flask", '''
    import random
    import sqlite3
    import string

    from flask import Flask, request

    app = Flask(__name__)
    ALPHABET = string.ascii_letters + string.digits


    def make_token(length):
        return "".join(random.choice(ALPHABET) for _ in range(length))


    @app.route("/password/forgot", methods=["POST"])
    def forgot():
        email = request.form.get("email", "")
        token = make_token(32)
        with sqlite3.connect("users.db") as db:
            db.execute("UPDATE users SET reset_token = ? WHERE email = ?", (token, email))
        return "", 202
    ''', "api", ("import random\n", "import secrets\n"), ("random.choice(ALPHABET)", "secrets.choice(ALPHABET)"))

case19("mfa_code_maker_rng", "weakrand", 330, "flask", '''
    import random

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    PENDING = {}


    class CodeMaker:
        def __init__(self):
            self._rng = random.Random()

        def make(self, digits=6):
            return "".join(str(self._rng.randrange(10)) for _ in range(digits))


    MAKER = CodeMaker()


    @app.route("/mfa/send", methods=["POST"])
    def send_code():
        phone = (request.get_json(silent=True) or {}).get("phone", "")
        PENDING[phone] = MAKER.make()
        return jsonify(sent_to=phone[-4:])
    ''', "api", ("self._rng = random.Random()", "self._rng = random.SystemRandom()"))

case19("user_email_xpath_percent", "xpathi", 643, "flask", '''
    from flask import Flask, jsonify, request
    from lxml import etree

    app = Flask(__name__)
    USERS = etree.parse("users.xml")


    @app.route("/users/email")
    def email():
        name = request.values.get("name", "")
        found = USERS.xpath("//user[@name='%s']/email/text()" % name)
        return jsonify(emails=[str(item) for item in found])
    ''', "parameterised", ("USERS.xpath(\"//user[@name='%s']/email/text()\" % name)",
                           "USERS.xpath(\"//user[@name=$name]/email/text()\", name=name)"))

case19("catalog_price_query_helper", "xpathi", 643, "flask", '''
    from flask import Flask, abort, jsonify, request
    from lxml import etree

    app = Flask(__name__)
    CATALOG = etree.parse("catalog.xml")


    def price_query(sku):
        return f"/catalog/item[sku='{sku}']/price/text()"


    @app.route("/catalog/price", methods=["POST"])
    def price():
        sku = request.form.get("sku", "")
        find = etree.XPath(price_query(sku))
        return jsonify(prices=[str(value) for value in find(CATALOG)])
    ''', "guard", ("from flask import", "import re\n\nfrom flask import"),
     ("def price_query(sku):\n", "def price_query(sku):\n    if not re.fullmatch(\"[A-Z0-9-]{1,16}\", sku):\n"
                                 "        abort(400)\n"))

case19("tags_page_concatenated", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/tags")
    def tags():
        raw = request.args.get("tags", "")
        page = "<h1>Tags</h1><ul>"
        for tag in raw.split(","):
            page += "<li>%s</li>" % tag.strip()
        page += "</ul>"
        return page
    ''', "sanitizer", ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"),
     ('"<li>%s</li>" % tag.strip()', '"<li>%s</li>" % escape(tag.strip())'))

case19("card_href_html_escaped", "xss", 79, "flask", '''
    from html import escape

    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.route("/profile/card", methods=["POST"])
    def card():
        site = request.form.get("website", "")
        nick = escape(request.form.get("nick", "anonymous"))
        body = f'<div class="card"><b>{nick}</b> <a href="{escape(site)}">website</a></div>'
        return make_response(body)
    ''', "allowlist", ("from html import escape\n", "from html import escape\nfrom urllib.parse import urlparse\n"),
     ("        body = f'", "        if urlparse(site).scheme not in (\"http\", \"https\"):\n"
                          "            site = \"#\"\n        body = f'"))

case19("feed_parser_legacy_fold", "xxe", 611, "flask", '''
    from flask import Flask, jsonify, request
    from lxml import etree

    app = Flask(__name__)
    LEGACY_DTD = 1


    @app.route("/import/feed", methods=["POST"])
    def import_feed():
        upload = request.files["feed"]
        legacy = LEGACY_DTD > 0
        parser = etree.XMLParser(load_dtd=legacy, resolve_entities=legacy, no_network=False)
        tree = etree.parse(upload.stream, parser)
        return jsonify(titles=[item.findtext("title") for item in tree.iter("item")])
    ''', "idiom", ("LEGACY_DTD = 1", "LEGACY_DTD = 0"))

case19("opml_sax_feature_pairs", "xxe", 611, "flask", '''
    import xml.sax
    from xml.sax.handler import feature_external_ges, feature_namespaces

    from flask import Flask, jsonify, request

    app = Flask(__name__)


    class Outlines(xml.sax.ContentHandler):
        def __init__(self):
            super().__init__()
            self.count = 0

        def startElement(self, name, attrs):
            if name == "outline":
                self.count += 1


    @app.route("/import/opml", methods=["POST"])
    def import_opml():
        body = request.get_data().decode("utf-8", "replace")
        handler = Outlines()
        parser = xml.sax.make_parser()
        for feature, enabled in ((feature_namespaces, False), (feature_external_ges, True)):
            parser.setFeature(feature, enabled)
        parser.setContentHandler(handler)
        parser.feed(body)
        parser.close()
        return jsonify(outlines=handler.count)
    ''', "flags", ("(feature_external_ges, True)", "(feature_external_ges, False)"))


# === blind20: written blind at e36de49, before any change made for these ===
case20 = partial(_case, batch="blind20", into=CASES)

case20("tar_reduce_quoted_copy", "cmdi", 78, "flask", '''
    import functools
    import shlex
    import subprocess

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/archive")
    def archive():
        parts = request.args.getlist("part")
        quoted = [shlex.quote(p) for p in parts]
        line = functools.reduce(lambda acc, p: f"{acc} {p}", parts, "tar czf /tmp/out.tgz")
        out = subprocess.run(line, shell=True, capture_output=True, text=True)
        return {"ok": out.returncode == 0, "count": len(quoted)}
    ''', "sanitizer", ('lambda acc, p: f"{acc} {p}", parts,', 'lambda acc, p: f"{acc} {p}", quoted,'))

case20("ping_deque_host", "cmdi", 78, "flask", '''
    import collections
    import os

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/ping")
    def ping():
        queue = collections.deque(["-c", "1"])
        queue.append(request.args.get("host", "127.0.0.1"))
        cmd = "ping " + " ".join(queue)
        status = os.system(cmd)
        return {"status": status}
    ''', "sanitizer", ("import collections\n", "import collections\nimport ipaddress\n"),
    ('queue.append(request.args.get("host", "127.0.0.1"))',
     'queue.append(str(ipaddress.ip_address(request.args.get("host", "127.0.0.1"))))'))

case20("calc_chainmap_layers", "codeinj", 95, "flask", '''
    import collections

    from flask import Flask, request

    app = Flask(__name__)
    DEFAULTS = {"expr": "1 + 1", "label": "sum"}


    @app.route("/calc")
    def calc():
        layered = collections.ChainMap(request.args.to_dict(), DEFAULTS)
        result = eval(layered["expr"], {"__builtins__": {}})
        return {"label": layered["label"], "result": result}
    ''', "idiom", ("collections.ChainMap(request.args.to_dict(), DEFAULTS)",
                   "collections.ChainMap(DEFAULTS, request.args.to_dict())"))

case20("settings_nested_parse", "codeinj", 95, "flask", '''
    import json

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/settings", methods=["POST"])
    def settings():
        raw = request.form.get("value", "0")

        def parse(text):
            return eval(text)

        value = parse(raw.strip())
        return json.dumps({"value": value})
    ''', "api", ("import json\n", "import ast\nimport json\n"),
    ("return eval(text)", "return ast.literal_eval(text)"))

case20("cart_cookie_bytearray", "deserialization", 502, "flask", '''
    import pickle

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/cart")
    def cart():
        blob = request.cookies.get("cart", "v1:")
        data = bytearray.fromhex(blob.partition(":")[2])
        items = pickle.loads(bytes(data)) if data else []
        return {"count": len(items)}
    ''', "api", ("import pickle\n", "import json\n"), ("pickle.loads(bytes(data))", "json.loads(bytes(data))"))

case20("prefs_global_state", "deserialization", 502, "flask", '''
    import base64
    import pickle

    from flask import Flask, request

    app = Flask(__name__)
    STATE = base64.b64encode(pickle.dumps({"theme": "light"}))


    @app.route("/restore", methods=["POST"])
    def restore():
        global STATE
        incoming = request.form.get("state")
        if incoming:
            STATE = incoming.encode()
        prefs = pickle.loads(base64.b64decode(STATE))
        return {"theme": prefs.get("theme")}
    ''', "use", ("STATE = incoming.encode()", 'app.logger.info("ignored a state of %d bytes", len(incoming))'))

case20("register_property_digest", "hash", 328, "flask", '''
    import hashlib

    from flask import Flask, request

    app = Flask(__name__)


    class Credential:
        salt = b"c8f1e2"

        def __init__(self, password):
            self.password = password

        @property
        def digest(self):
            return hashlib.md5(self.salt + self.password.encode()).hexdigest()


    @app.route("/register", methods=["POST"])
    def register():
        cred = Credential(request.form["password"])
        app.config.setdefault("USERS", {})[request.form["user"]] = cred.digest
        return "ok"
    ''', "api", ("return hashlib.md5(self.salt + self.password.encode()).hexdigest()",
                 'return hashlib.pbkdf2_hmac("sha256", self.password.encode(), self.salt, 600_000).hex()'))

case20("profile_pin_and_etag", "hash", 328, "flask", '''
    import hashlib
    import json

    from flask import Flask, make_response, request

    app = Flask(__name__)
    PINS = {}
    SALT = b"profile-pin-v1"


    @app.route("/profile", methods=["POST"])
    def profile():
        payload = json.loads(request.get_data() or b"{}")
        name = payload.get("name", "")
        body = json.dumps({"name": name}, sort_keys=True)
        PINS.setdefault(name, hashlib.md5(SALT + payload.get("pin", "").encode()).hexdigest())
        resp = make_response(body)
        resp.set_etag(hashlib.md5(body.encode()).hexdigest())
        return resp
    ''', "api", ('PINS.setdefault(name, hashlib.md5(SALT + payload.get("pin", "").encode()).hexdigest())',
                 'PINS.setdefault(name, hashlib.scrypt(payload.get("pin", "").encode(), salt=SALT, n=2**14, r=8, p=1).hex())'))

case20("people_html_escaped_filter", "ldapi", 90, "flask", '''
    import html

    import ldap
    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/people")
    def people():
        name = html.escape(request.args.get("cn", ""))
        conn = ldap.initialize("ldap://directory.local")
        flt = "(&(objectClass=person)(cn=%(cn)s))" % {"cn": name}
        rows = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, flt)
        return {"hits": [dn for dn, _ in rows]}
    ''', "sanitizer", ("import html\n\nimport ldap\n", "import ldap\nimport ldap.filter\n"),
    ('name = html.escape(request.args.get("cn", ""))',
     'name = ldap.filter.escape_filter_chars(request.args.get("cn", ""))'))

case20("lookup_namedtuple_uid", "ldapi", 90, "flask", '''
    from typing import NamedTuple

    from flask import Flask, abort, request
    from ldap3 import Connection, Server

    app = Flask(__name__)


    class Lookup(NamedTuple):
        uid: str
        base: str = "ou=users,dc=example,dc=org"


    @app.route("/lookup")
    def lookup():
        q = Lookup(request.args.get("uid", "").strip())
        if not q.uid:
            abort(400)
        conn = Connection(Server("ldap://directory.local"), auto_bind=True)
        conn.search(q.base, f"(uid={q.uid!s})", attributes=["mail"])
        return {"mail": [str(e.mail) for e in conn.entries]}
    ''', "guard", ("from typing import NamedTuple\n", "import re\nfrom typing import NamedTuple\n"),
    ("if not q.uid:", 'if not re.fullmatch(r"[a-z0-9_.-]{1,32}", q.uid):'))

case20("report_normpath_other_var", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, abort, request, send_file

    app = Flask(__name__)
    ROOT = os.path.abspath("/srv/reports")


    @app.route("/report")
    def report():
        name = request.args.get("name", "index.txt")
        cleaned = os.path.normpath(name)
        if cleaned.startswith(".."):
            abort(404)
        return send_file(os.path.join(ROOT, name))
    ''', "guard", ("cleaned = os.path.normpath(name)\n    if cleaned.startswith(\"..\"):",
                   "cleaned = os.path.normpath(os.path.join(ROOT, name))\n    if os.path.commonpath([ROOT, cleaned]) != ROOT:"),
    ("send_file(os.path.join(ROOT, name))", "send_file(cleaned)"))

case20("thumb_split_leaf", "pathtraver", 22, "flask", '''
    import os

    from flask import Flask, request

    app = Flask(__name__)
    UPLOADS = "/var/app/uploads"


    @app.route("/thumb")
    def thumb():
        ref = request.args.get("ref", "default/blank.png")
        leaf = ref.split("/", 1)[-1]
        with open(os.path.join(UPLOADS, leaf), "rb") as fh:
            data = fh.read()
        return data, 200, {"Content-Type": "image/png"}
    ''', "sanitizer", ('leaf = ref.split("/", 1)[-1]', 'leaf = ref.rsplit("/", 1)[-1]'))

case20("continue_urlsplit_or", "redirect", 601, "flask", '''
    from urllib.parse import urlsplit

    from flask import Flask, redirect, request

    app = Flask(__name__)
    ALLOWED = {"app.example.com", ""}


    @app.route("/continue")
    def continue_to():
        target = request.args.get("next", "/")
        parts = urlsplit(target)
        if parts.netloc in ALLOWED or target.startswith("/"):
            return redirect(target)
        return redirect("/")
    ''', "allowlist", ('if parts.netloc in ALLOWED or target.startswith("/"):',
                       'if parts.netloc in ALLOWED and parts.scheme == "" and "\\\\" not in target:'))

case20("go_ordereddict_setdefault", "redirect", 601, "flask", '''
    from collections import OrderedDict

    from flask import Flask, redirect, request

    app = Flask(__name__)


    @app.route("/go")
    def go():
        hops = OrderedDict(home="/", docs="/docs", account="/account")
        hops.setdefault("custom", request.args.get("url", "/"))
        first = next(iter(hops.values()))
        return redirect(hops.get(request.args.get("name", "home"), first))
    ''', "idiom", ('hops.setdefault("custom", request.args.get("url", "/"))',
                   'hops.setdefault("home", request.args.get("url", "/"))'))

case20("login_zip_options", "securecookie", 614, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.route("/login", methods=["POST"])
    def login():
        token = request.form.get("token", "")
        names = ("httponly", "samesite", "secure")
        values = (True, "Lax", False)
        options = dict(zip(names, values))
        resp = make_response("welcome")
        resp.set_cookie("session_token", token, **options)
        return resp
    ''', "flags", ('values = (True, "Lax", False)', 'values = (True, "Lax", True)'))

case20("prefs_forwarded_downgrade", "securecookie", 614, "flask", '''
    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.route("/prefs")
    def prefs():
        secure = True
        scheme = request.headers.get("X-Forwarded-Proto", "https")
        if scheme.strip().lower() == "http":
            secure = False
        resp = make_response("saved")
        resp.set_cookie("sid", request.cookies.get("sid", ""), secure=secure, httponly=True)
        return resp
    ''', "flags", ("from flask import Flask, make_response, request",
                   "from flask import Flask, abort, make_response, request"),
    ("        secure = False\n", "        abort(403)\n"))

case20("orders_percent_dict", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/orders")
    def orders():
        params = {"status": request.args.get("status", "open"), "limit": 20}
        sql = "SELECT id, total FROM orders WHERE status = '%(status)s' LIMIT %(limit)d" % params
        with sqlite3.connect("shop.db") as db:
            rows = db.execute(sql).fetchall()
        return {"orders": rows}
    ''', "parameterised",
    ("""sql = "SELECT id, total FROM orders WHERE status = '%(status)s' LIMIT %(limit)d" % params""",
     'sql = "SELECT id, total FROM orders WHERE status = :status LIMIT :limit"'),
    ("db.execute(sql)", "db.execute(sql, params)"))

case20("batch_ids_filtered_copy", "sqli", 89, "flask", '''
    import sqlite3

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/batch")
    def batch():
        raw = request.args.get("ids", "")
        ids = [piece.strip() for piece in raw.split(",") if piece.strip()]
        checked = sorted(map(int, filter(str.isdecimal, ids)))
        clause = ", ".join(ids)
        db = sqlite3.connect("shop.db")
        try:
            rows = db.execute(f"SELECT id, name FROM items WHERE id IN ({clause})").fetchall()
        finally:
            db.close()
        return {"items": rows, "count": len(checked)}
    ''', "sanitizer", ('clause = ", ".join(ids)', 'clause = ", ".join(map(str, checked))'))

case20("basket_setdefault_sku", "trustbound", 501, "flask", '''
    import os

    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = os.environ["SECRET_KEY"]
    CATALOG = {"A1": "sku-a1", "B2": "sku-b2", "C3": "sku-c3"}


    @app.route("/cart/add", methods=["POST"])
    def cart_add():
        item = request.form.get("sku", "")
        basket = session.setdefault("basket", [])
        basket.append(item)
        session.modified = True
        return {"size": len(basket)}
    ''', "allowlist", ("basket.append(item)", 'basket.append(CATALOG.get(item, "none"))'))

case20("enter_class_vs_instance_role", "trustbound", 501, "flask", '''
    import os

    from flask import Flask, request, session

    app = Flask(__name__)
    app.secret_key = os.environ["SECRET_KEY"]


    class Visitor:
        role = "guest"

        def __init__(self, headers):
            self.agent = headers.get("User-Agent", "")[:64]
            self.role = headers.get("X-Role", Visitor.role)


    @app.route("/enter")
    def enter():
        v = Visitor(request.headers)
        session["role"] = v.role
        return "welcome"
    ''', "use", ('session["role"] = v.role', 'session["role"] = type(v).role'))

case20("session_token_closure", "weakrand", 330, "flask", '''
    import random
    import string

    from flask import Flask, make_response

    app = Flask(__name__)


    def make_token_factory(length):
        alphabet = string.ascii_letters + string.digits

        def token():
            return "".join(random.choice(alphabet) for _ in range(length))

        return token


    new_token = make_token_factory(32)


    @app.route("/session/new")
    def new_session():
        resp = make_response("ok")
        resp.set_cookie("sid", new_token(), secure=True, httponly=True, samesite="Strict")
        return resp
    ''', "api", ("import random\n", "import secrets\n"), ("random.choice(alphabet)", "secrets.choice(alphabet)"))

case20("invite_code_and_tips", "weakrand", 330, "flask", '''
    import random
    import secrets

    from flask import Flask, jsonify, request

    app = Flask(__name__)
    INVITES = {}
    TIPS = ["Use a password manager", "Enable 2FA", "Rotate keys", "Lock your screen"]


    @app.route("/invite", methods=["POST"])
    def invite():
        email = request.form.get("email", "")
        tips = random.sample(TIPS, k=2)
        code = random.getrandbits(64).to_bytes(8, "big").hex()
        INVITES[code] = email
        return jsonify(code=code, tips=tips, ref=secrets.token_hex(4))
    ''', "api", ('code = random.getrandbits(64).to_bytes(8, "big").hex()', "code = secrets.token_bytes(8).hex()"))

case20("book_single_quote_strip", "xpathi", 643, "flask", '''
    import re

    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    DOC = etree.parse("catalog.xml")


    @app.route("/book")
    def book():
        title = re.sub(r"'", "", request.args.get("title", ""))
        nodes = DOC.xpath('//book[title="%s"]/price/text()' % title)
        return {"prices": [str(n) for n in nodes]}
    ''', "parameterised", ("""DOC.xpath('//book[title="%s"]/price/text()' % title)""",
                           'DOC.xpath("//book[title=$t]/price/text()", t=title)'))

case20("staff_walrus_group", "xpathi", 643, "flask", '''
    import re

    from flask import Flask, abort, request
    from lxml import etree

    app = Flask(__name__)
    TREE = etree.parse("staff.xml")


    @app.route("/staff")
    def staff():
        raw = request.args.get("dept", "")
        if (m := re.match(r"([A-Za-z]+)", raw)) is None:
            abort(400)
        names = TREE.xpath(f"//person[@dept='{raw}']/@name")
        return {"names": [str(n) for n in names], "dept": m.group(1)}
    ''', "sanitizer", ("""TREE.xpath(f"//person[@dept='{raw}']/@name")""",
                       """TREE.xpath(f"//person[@dept='{m.group(1)}']/@name")"""))

case20("tags_map_lambda", "xss", 79, "flask", '''
    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/tags")
    def tags():
        raw = request.args.get("tags", "")
        items = map(lambda t: f"<li>{t.strip()}</li>", filter(None, raw.split(",")))
        return "<ul>" + "".join(items) + "</ul>"
    ''', "sanitizer", ("from flask import Flask, request\n", "from flask import Flask, request\nfrom markupsafe import escape\n"),
    ('f"<li>{t.strip()}</li>"', 'f"<li>{escape(t.strip())}</li>"'))

case20("widget_json_in_script", "xss", 79, "flask", r'''
    import json

    from flask import Flask, request

    app = Flask(__name__)


    @app.route("/widget")
    def widget():
        config = {"user": request.args.get("user", "anon"), "theme": "dark"}
        blob = json.dumps(config)
        return f"<html><body><script>window.CFG = {blob};</script></body></html>"
    ''', "sanitizer", ("blob = json.dumps(config)",
                       r'blob = json.dumps(config).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")'))

case20("import_staticmethod_parser", "xxe", 611, "flask", '''
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)


    class Importer:
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True)

        @staticmethod
        def rows(blob):
            root = etree.fromstring(blob, Importer.parser)
            return [el.text for el in root.iter("row")]


    @app.route("/import", methods=["POST"])
    def do_import():
        return {"rows": Importer.rows(request.get_data())}
    ''', "flags", ("etree.XMLParser(resolve_entities=True, load_dtd=True)",
                   "etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)"))

case20("count_sax_expand_flag", "xxe", 611, "flask", '''
    import io
    import xml.sax
    from xml.sax.handler import ContentHandler, feature_external_ges

    from flask import Flask, request

    app = Flask(__name__)


    class Counter(ContentHandler):
        def __init__(self):
            super().__init__()
            self.count = 0

        def startElement(self, name, attrs):
            self.count += 1


    @app.route("/count", methods=["POST"])
    def count():
        handler = Counter()
        parser = xml.sax.make_parser()
        parser.setContentHandler(handler)
        expand = request.args.get("expand") == "1"
        parser.setFeature(feature_external_ges, expand)
        parser.parse(io.BytesIO(request.get_data()))
        return {"elements": handler.count, "expanded": expand}
    ''', "flags", ("parser.setFeature(feature_external_ges, expand)", "parser.setFeature(feature_external_ges, False)"))


# === blind21: written blind at e36de49, before any change made for these ===
# Twelve Django (generic views, DRF viewsets, forms) and twelve FastAPI/Starlette pairs.
case21 = partial(_case, batch="blind21", into=CASES)

case21("drf_ping_action", "cmdi", 78, "django", '''
    import subprocess

    from rest_framework import permissions, serializers, viewsets
    from rest_framework.decorators import action
    from rest_framework.response import Response

    from .models import Device


    class ProbeSerializer(serializers.Serializer):
        host = serializers.CharField(max_length=253)
        count = serializers.IntegerField(min_value=1, max_value=5, default=1)


    class DeviceViewSet(viewsets.ModelViewSet):
        queryset = Device.objects.all()
        permission_classes = [permissions.IsAuthenticated]

        @action(detail=True, methods=["post"])
        def probe(self, request, pk=None):
            device = self.get_object()
            serializer = ProbeSerializer(data=request.data)
            serializer.is_valid(raise_exception=True)
            opts = serializer.validated_data
            command = f"ping -c {opts['count']} {opts['host']}"
            done = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=20)
            return Response({"device": device.pk, "rc": done.returncode, "out": done.stdout[-2000:]})
''', "regex",
    ('host = serializers.CharField(max_length=253)',
     'host = serializers.RegexField(r"^[A-Za-z0-9][A-Za-z0-9.-]{0,252}\\Z")'))

case21("router_traceroute_pattern", "cmdi", 78, "fastapi", '''
    import asyncio
    from typing import Annotated

    from fastapi import APIRouter, Depends, Query

    from .auth import require_operator

    router = APIRouter(prefix="/diag", dependencies=[Depends(require_operator)])


    async def _run(command: str) -> str:
        proc = await asyncio.create_subprocess_shell(
            command, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        out, _ = await proc.communicate()
        return out.decode(errors="replace")


    @router.get("/trace")
    async def trace(target: Annotated[str, Query(max_length=253, pattern=r"[\\w.-]+")]):
        output = await _run("traceroute -m 12 " + target)
        return {"target": target, "hops": output.splitlines()}
''', "regex",
    ('pattern=r"[\\w.-]+"', 'pattern=r"^[\\w.-]+$"'))

case21("formview_formula", "codeinj", 95, "django", '''
    from django import forms
    from django.http import JsonResponse
    from django.views.generic.edit import FormView


    class FormulaForm(forms.Form):
        expression = forms.CharField(max_length=200)


    class EvaluateView(FormView):
        form_class = FormulaForm
        template_name = "calc/evaluate.html"

        def form_valid(self, form):
            expression = form.cleaned_data["expression"]
            value = self.evaluate(expression)
            return JsonResponse({"expression": expression, "value": value})

        @staticmethod
        def evaluate(expression):
            return eval(expression, {"__builtins__": {}}, {})
''', "api",
    ('    from django import forms\n', '    import ast\n\n    from django import forms\n'),
    ('return eval(expression, {"__builtins__": {}}, {})', 'return ast.literal_eval(expression)'))

case21("drf_preferences_pickle", "deserialization", 502, "django", '''
    import base64
    import pickle

    from rest_framework.response import Response
    from rest_framework.views import APIView


    class PreferencesRepository:
        def decode(self, blob: str):
            return pickle.loads(base64.urlsafe_b64decode(blob.encode()))


    class PreferencesView(APIView):
        repository = PreferencesRepository()

        def get(self, request):
            blob = request.COOKIES.get("prefs") or request.query_params.get("prefs", "")
            if not blob:
                return Response({})
            prefs = self.repository.decode(blob)
            return Response({"theme": prefs.get("theme"), "lang": prefs.get("lang")})
''', "api",
    ('    import pickle\n', '    import json\n'),
    ('return pickle.loads(base64.urlsafe_b64decode(blob.encode()))',
     'return json.loads(base64.urlsafe_b64decode(blob.encode()))'))

case21("updateview_password_digest", "hash", 328, "django", '''
    import hashlib
    from dataclasses import dataclass

    from django import forms
    from django.urls import reverse_lazy
    from django.views.generic.edit import UpdateView

    from .models import Member


    @dataclass
    class Credential:
        salt: str
        digest: str


    def derive(password: str, salt: str) -> Credential:
        return Credential(salt, hashlib.md5((salt + password).encode()).hexdigest())


    class PasswordForm(forms.ModelForm):
        new_password = forms.CharField(widget=forms.PasswordInput, min_length=10)

        class Meta:
            model = Member
            fields = []


    class ChangePasswordView(UpdateView):
        model = Member
        form_class = PasswordForm
        success_url = reverse_lazy("account")

        def form_valid(self, form):
            credential = derive(form.cleaned_data["new_password"], self.object.salt)
            self.object.password_digest = credential.digest
            return super().form_valid(form)
''', "api",
    ('return Credential(salt, hashlib.md5((salt + password).encode()).hexdigest())',
     'return Credential(salt, hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 600_000).hex())'))

case21("directory_lookup_slug", "ldapi", 90, "django", '''
    import ldap3
    from django import forms
    from django.conf import settings
    from django.http import JsonResponse
    from django.views import View


    class LookupForm(forms.Form):
        login = forms.CharField(max_length=64)


    class DirectoryService:
        def __init__(self):
            server = ldap3.Server(settings.LDAP_URL)
            self.conn = ldap3.Connection(server, settings.LDAP_BIND_DN, settings.LDAP_PASSWORD, auto_bind=True)

        def find(self, login):
            query = "(&(objectClass=person)(sAMAccountName=%s))" % login
            self.conn.search(settings.LDAP_BASE, query, attributes=["cn", "mail"])
            return [entry.entry_attributes_as_dict for entry in self.conn.entries]


    class LookupView(View):
        def get(self, request):
            form = LookupForm(request.GET)
            if not form.is_valid():
                return JsonResponse(form.errors, status=400)
            return JsonResponse({"people": DirectoryService().find(form.cleaned_data["login"])})
''', "validator",
    ('login = forms.CharField(max_length=64)', 'login = forms.SlugField(max_length=64)'))

case21("detailview_attachment", "pathtraver", 22, "django", '''
    from pathlib import Path

    from django.conf import settings
    from django.http import FileResponse, Http404
    from django.views.generic import DetailView

    from .models import Ticket


    class TicketAttachmentView(DetailView):
        model = Ticket

        def get_object(self, queryset=None):
            ticket = super().get_object(queryset)
            name = self.request.GET.get("file", "")
            folder = Path(settings.MEDIA_ROOT) / "tickets" / str(ticket.pk)
            self.attachment = folder / name
            if not self.attachment.is_file():
                raise Http404("no such attachment")
            return ticket

        def render_to_response(self, context, **kwargs):
            return FileResponse(self.attachment.open("rb"), as_attachment=True)
''', "sanitizer",
    ('self.attachment = folder / name', 'self.attachment = folder / Path(name).name'))

case21("redirectview_next_checked", "redirect", 601, "django", '''
    import logging

    from django.utils.http import url_has_allowed_host_and_scheme
    from django.views.generic import RedirectView

    log = logging.getLogger(__name__)


    class ContinueView(RedirectView):
        permanent = False

        def get_redirect_url(self, *args, **kwargs):
            target = self.request.GET.get("next", "/")
            allowed = url_has_allowed_host_and_scheme(
                target, allowed_hosts={self.request.get_host()}, require_https=self.request.is_secure())
            log.info("continue to %s (allowed=%s)", target, allowed)
            return target
''', "guard",
    ('            return target\n', '            return target if allowed else "/"\n'))

case21("consent_cookie_view", "securecookie", 614, "django", '''
    from django.http import JsonResponse
    from django.views.decorators.http import require_POST

    CONSENT_AGE = 60 * 60 * 24 * 180


    @require_POST
    def remember_device(request):
        token = request.POST.get("device_token", "")
        response = JsonResponse({"remembered": bool(token)})
        response.set_cookie("device_token", token, max_age=CONSENT_AGE, samesite="Lax", httponly=True)
        return response
''', "flags",
    ('samesite="Lax", httponly=True)', 'samesite="Lax", httponly=True, secure=True)'))

case21("report_rawsql_annotation", "sqli", 89, "django", '''
    from django.db.models.expressions import RawSQL
    from django.http import JsonResponse
    from django.views import View

    from .models import Order


    class OrderReport:
        def totals(self, currency):
            converted = RawSQL(
                "SELECT SUM(amount * rate) FROM fx_rates WHERE code = '%s'" % currency, [])
            return list(Order.objects.annotate(converted=converted).values("pk", "converted")[:100])


    class ReportView(View):
        def get(self, request):
            currency = request.GET.get("currency", "EUR")
            return JsonResponse({"rows": OrderReport().totals(currency)})
''', "parameterised",
    ('''"SELECT SUM(amount * rate) FROM fx_rates WHERE code = '%s'" % currency, [])''',
     '''"SELECT SUM(amount * rate) FROM fx_rates WHERE code = %s", [currency])'''))

case21("theme_choice_session", "trustbound", 501, "django", '''
    from django import forms
    from django.shortcuts import redirect
    from django.views.generic.edit import FormView


    class DisplayForm(forms.Form):
        theme = forms.CharField(max_length=32)
        page_size = forms.TypedChoiceField(choices=[(10, "10"), (25, "25"), (50, "50")], coerce=int)


    class DisplaySettingsView(FormView):
        form_class = DisplayForm
        template_name = "settings/display.html"

        def form_valid(self, form):
            session = self.request.session
            session["theme"] = form.cleaned_data["theme"]
            session["page_size"] = form.cleaned_data["page_size"]
            return redirect("settings")
''', "allowlist",
    ('theme = forms.CharField(max_length=32)',
     'theme = forms.ChoiceField(choices=[("light", "Light"), ("dark", "Dark")])'))

case21("greeting_partial_escape", "xss", 79, "django", '''
    from django.http import HttpResponse
    from django.utils.safestring import mark_safe
    from django.views import View


    def _strip_tags(text):
        return text.replace("<", "&lt;").replace(">", "&gt;")


    class BadgeView(View):
        def get(self, request):
            label = request.GET.get("label", "guest")
            badge = mark_safe('<span class="badge" title="' + _strip_tags(label) + '">' + _strip_tags(label) + "</span>")
            return HttpResponse(badge)
''', "sanitizer",
    ('    from django.utils.safestring import mark_safe\n', '    from django.utils.html import format_html\n'),
    ('''badge = mark_safe('<span class="badge" title="' + _strip_tags(label) + '">' + _strip_tags(label) + "</span>")''',
     '''badge = format_html('<span class="badge" title="{}">{}</span>', label, label)'''))

case21("invite_code_rng", "weakrand", 330, "django", '''
    import random
    import string

    from django.http import JsonResponse
    from django.views import View

    from .models import Invitation

    ALPHABET = string.ascii_uppercase + string.digits


    class InviteCodes:
        def __init__(self):
            self.rng = random.Random()

        def issue(self, email):
            code = "".join(self.rng.choice(ALPHABET) for _ in range(12))
            return Invitation.objects.create(email=email, code=code)


    class InviteView(View):
        codes = InviteCodes()

        def post(self, request):
            invitation = self.codes.issue(request.POST["email"])
            return JsonResponse({"id": invitation.pk}, status=201)
''', "api",
    ('self.rng = random.Random()', 'self.rng = random.SystemRandom()'))

# --- FastAPI / Starlette ---

case21("rule_engine_op_enum", "codeinj", 95, "fastapi", '''
    from enum import Enum

    from fastapi import FastAPI
    from pydantic import BaseModel

    app = FastAPI()


    class Rule(BaseModel):
        left: float
        right: float
        op: str


    class Comparator(str, Enum):
        lt = "<"
        gt = ">"
        eq = "=="


    @app.post("/rules/check")
    def check(rule: Rule):
        verdict = eval(f"{rule.left!r} {rule.op} {rule.right!r}", {"__builtins__": {}})
        return {"verdict": bool(verdict)}
''', "allowlist",
    ('        op: str\n', '        op: Comparator\n'),
    ('{rule.op} {rule.right!r}', '{rule.op.value} {rule.right!r}'))

case21("import_yaml_loader", "deserialization", 502, "fastapi", '''
    import yaml
    from fastapi import APIRouter, Request
    from fastapi.responses import JSONResponse

    router = APIRouter(prefix="/import")


    class PipelineImporter:
        def parse(self, text: str) -> dict:
            document = yaml.load(text, Loader=yaml.Loader)
            if not isinstance(document, dict):
                raise ValueError("a pipeline is a mapping")
            return document


    @router.post("/pipeline")
    async def import_pipeline(request: Request):
        body = (await request.body()).decode()
        try:
            pipeline = PipelineImporter().parse(body)
        except (ValueError, yaml.YAMLError) as exc:
            return JSONResponse({"error": str(exc)}, status_code=422)
        return {"stages": sorted(pipeline)}
''', "api",
    ('Loader=yaml.Loader)', 'Loader=yaml.SafeLoader)'))

case21("member_search_validator", "ldapi", 90, "fastapi", '''
    from fastapi import APIRouter, Depends
    from ldap3 import Connection
    from ldap3.utils.conv import escape_filter_chars
    from pydantic import BaseModel, field_validator

    from .directory import get_connection

    router = APIRouter()


    class MemberQuery(BaseModel):
        group: str

        @field_validator("group")
        @classmethod
        def clean_group(cls, value: str) -> str:
            cleaned = escape_filter_chars(value.strip())
            if not cleaned:
                raise ValueError("group is required")
            return value


    @router.post("/members")
    def members(query: MemberQuery, conn: Connection = Depends(get_connection)):
        conn.search("ou=groups,dc=corp,dc=example", f"(&(objectClass=groupOfNames)(cn={query.group}))",
                    attributes=["member"])
        return {"members": [str(m) for e in conn.entries for m in e.member]}
''', "sanitizer",
    ('            return value\n', '            return cleaned\n'))

case21("export_download_prefix", "pathtraver", 22, "fastapi", '''
    from pathlib import Path

    from fastapi import FastAPI, HTTPException
    from fastapi.responses import FileResponse

    EXPORTS = Path("/srv/app/exports")
    app = FastAPI()


    @app.get("/exports/{name:path}")
    def download(name: str):
        target = EXPORTS / name
        if not str(target).startswith(str(EXPORTS)) or not target.is_file():
            raise HTTPException(status_code=404)
        return FileResponse(target, filename=target.name)
''', "guard",
    ('target = EXPORTS / name\n', 'target = (EXPORTS / name).resolve()\n'),
    ('if not str(target).startswith(str(EXPORTS))', 'if not target.is_relative_to(EXPORTS)'))

case21("oauth_return_httpurl", "redirect", 601, "fastapi", '''
    from fastapi import FastAPI, HTTPException
    from fastapi.responses import RedirectResponse
    from pydantic import BaseModel, HttpUrl

    TRUSTED_HOSTS = {"app.example.com", "docs.example.com"}
    app = FastAPI()


    class Handoff(BaseModel):
        return_to: HttpUrl
        state: str


    @app.post("/oauth/handoff")
    def handoff(data: Handoff):
        if data.return_to.scheme != "https":
            raise HTTPException(status_code=400, detail="https only")
        return RedirectResponse(str(data.return_to), status_code=303)
''', "allowlist",
    ('if data.return_to.scheme != "https":', 'if data.return_to.scheme != "https" or data.return_to.host not in TRUSTED_HOSTS:'))

case21("starlette_locale_cookie", "securecookie", 1004, "fastapi", '''
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Route


    async def sign_in(request: Request):
        form = await request.form()
        session_token = request.app.state.sessions.open(form["user"], form["password"])
        response = JSONResponse({"ok": session_token is not None})
        if session_token:
            response.set_cookie("sid", session_token, secure=True, samesite="strict", httponly=False)
        return response


    app = Starlette(routes=[Route("/sign-in", sign_in, methods=["POST"])])
''', "flags",
    ('samesite="strict", httponly=False)', 'samesite="strict", httponly=True)'))

case21("invoice_order_enum", "sqli", 89, "fastapi", '''
    import sqlite3
    from enum import Enum

    from fastapi import APIRouter, Depends

    from .db import get_db

    router = APIRouter(prefix="/invoices")


    class SortKey(str, Enum):
        issued = "issued_at"
        total = "total"
        customer = "customer_name"


    class InvoiceRepository:
        def __init__(self, db: sqlite3.Connection):
            self.db = db

        def page(self, sort: str, limit: int):
            sql = f"SELECT id, customer_name, total FROM invoices ORDER BY {sort} DESC LIMIT ?"
            return self.db.execute(sql, (limit,)).fetchall()


    @router.get("/")
    def list_invoices(sort: str = "issued_at", limit: int = 50, db: sqlite3.Connection = Depends(get_db)):
        return [dict(row) for row in InvoiceRepository(db).page(sort, min(limit, 200))]
''', "allowlist",
    ('def list_invoices(sort: str = "issued_at",', 'def list_invoices(sort: SortKey = SortKey.issued,'),
    ('InvoiceRepository(db).page(sort, min', 'InvoiceRepository(db).page(sort.value, min'))

case21("session_tenant_middleware", "trustbound", 501, "fastapi", '''
    from enum import Enum

    from fastapi import FastAPI, Request
    from starlette.middleware.sessions import SessionMiddleware

    app = FastAPI()
    app.add_middleware(SessionMiddleware, secret_key="change-me-in-settings", https_only=True)


    class Region(str, Enum):
        eu = "eu"
        us = "us"


    @app.post("/region")
    async def choose_region(request: Request):
        region = request.query_params.get("region", "eu")
        request.session["region"] = region
        return {"region": request.session["region"]}
''', "allowlist",
    ('async def choose_region(request: Request):', 'async def choose_region(request: Request, region: Region = Region.eu):'),
    ('        region = request.query_params.get("region", "eu")\n', ''),
    ('request.session["region"] = region', 'request.session["region"] = region.value'))

case21("catalog_xpath_pattern", "xpathi", 643, "fastapi", '''
    from typing import Annotated

    from fastapi import FastAPI, Query
    from lxml import etree

    CATALOG = etree.parse("/srv/app/catalog.xml")
    app = FastAPI()


    @app.get("/catalog/items")
    def items(author: Annotated[str, Query(min_length=1, max_length=60, pattern=r"^[\\w '.-]+$")]):
        nodes = CATALOG.xpath("//book[author='" + author + "']/title/text()")
        return {"titles": [str(n) for n in nodes]}
''', "regex",
    ('''pattern=r"^[\\w '.-]+$"''', '''pattern=r"^[\\w .-]+$"'''))

case21("preview_html_response", "xss", 79, "fastapi", '''
    import html

    from fastapi import FastAPI, Request
    from fastapi.responses import HTMLResponse

    app = FastAPI()
    PAGE = "<html><body><h1>Preview</h1><article>{body}</article><p>{signature}</p></body></html>"


    @app.get("/preview", response_class=HTMLResponse)
    async def preview(request: Request):
        body = request.query_params.get("body", "")
        signature = html.escape(request.query_params.get("sig", ""))
        return HTMLResponse(PAGE.format(body=body, signature=signature))
''', "sanitizer",
    ('body = request.query_params.get("body", "")', 'body = html.escape(request.query_params.get("body", ""))'))

case21("feed_sax_streaming", "xxe", 611, "fastapi", '''
    import io
    import xml.sax
    from xml.sax.handler import ContentHandler, feature_external_ges

    from fastapi import FastAPI, UploadFile


    class TitleCollector(ContentHandler):
        def __init__(self):
            super().__init__()
            self.titles, self._in_title = [], False

        def startElement(self, name, attrs):
            self._in_title = name == "title"

        def characters(self, content):
            if self._in_title:
                self.titles.append(content)


    app = FastAPI()


    @app.post("/feeds")
    async def upload_feed(feed: UploadFile):
        parser = xml.sax.make_parser()
        collector = TitleCollector()
        parser.setContentHandler(collector)
        parser.setFeature(feature_external_ges, True)
        parser.parse(io.BytesIO(await feed.read()))
        return {"titles": collector.titles}
''', "flags",
    ('parser.setFeature(feature_external_ges, True)', 'parser.setFeature(feature_external_ges, False)'))
