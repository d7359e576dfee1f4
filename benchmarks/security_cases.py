"""Labelled security cases: one weakness each, with a clean twin and (for data-flow
cases) a sanitized variant.

Written for this project (no case is copied from a public benchmark): each ``flawed``
snippet has exactly one weakness, labelled with the most specific CWE that MITRE's
definitions support; ``clean`` does the same job safely and must draw no security
finding at all; ``sanitized`` (source-to-sink cases) keeps the source and the sink and
puts a sanitizer or an allow-list between them, so the data-flow rule must stay silent.

Read by ``tests/test_security_cases.py`` (detection and silence) and by
``benchmarks/security_detection.py`` (codereward against bandit and ruff's S rules).
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    """One labelled weakness."""

    name: str
    cwe: int
    flawed: str
    clean: str
    sanitized: str | None = None
    #: "flow" (source to sink), "api" (API misuse), "hidden" (code in strings, dynamic lookups)
    kind: str = "flow"

    def __post_init__(self) -> None:
        for field in ("flawed", "clean", "sanitized"):
            value = getattr(self, field)
            if value is not None:
                object.__setattr__(self, field, textwrap.dedent(value).lstrip("\n"))


CASES: tuple[Case, ...] = (
    # --- source to sink ---------------------------------------------------------------
    Case("path-open-flask", 22, """
        import os
        from flask import Flask, request

        app = Flask(__name__)
        BASE = "/srv/reports"

        @app.route("/report")
        def report():
            name = request.args.get("name", "")
            with open(os.path.join(BASE, name)) as handle:
                return handle.read()
        """, """
        import os
        from flask import Flask

        app = Flask(__name__)
        BASE = "/srv/reports"

        @app.route("/report")
        def report():
            with open(os.path.join(BASE, "latest.txt")) as handle:
                return handle.read()
        """, """
        import os
        from flask import Flask, request
        from werkzeug.utils import secure_filename

        app = Flask(__name__)
        BASE = "/srv/reports"

        @app.route("/report")
        def report():
            name = secure_filename(request.args.get("name", ""))
            with open(os.path.join(BASE, name)) as handle:
                return handle.read()
        """),
    Case("path-remove-form", 22, """
        import os
        from flask import Flask, request

        app = Flask(__name__)

        @app.post("/delete")
        def delete():
            target = "/var/uploads/" + request.form["file"]
            os.remove(target)
            return "deleted"
        """, """
        import os
        from flask import Flask

        app = Flask(__name__)

        @app.post("/delete")
        def delete():
            os.remove("/var/uploads/stale.tmp")
            return "deleted"
        """, """
        import os
        from flask import Flask, request

        app = Flask(__name__)

        @app.post("/delete")
        def delete():
            target = "/var/uploads/" + os.path.basename(request.form["file"])
            os.remove(target)
            return "deleted"
        """),
    Case("path-send-file-route-param", 22, """
        from flask import Flask, send_file

        app = Flask(__name__)

        @app.route("/files/<path:filename>")
        def download(filename):
            return send_file("static/" + filename)
        """, """
        from flask import Flask, send_from_directory

        app = Flask(__name__)

        @app.route("/files/<path:filename>")
        def download(filename):
            return send_from_directory("static", filename)
        """, """
        from flask import Flask, send_file
        from werkzeug.utils import secure_filename

        app = Flask(__name__)

        @app.route("/files/<path:filename>")
        def download(filename):
            return send_file("static/" + secure_filename(filename))
        """),
    Case("command-os-system", 78, """
        import os
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/ping")
        def ping():
            host = request.args["host"]
            os.popen("ping -c 1 " + host).read()
            return "ok"
        """, """
        import socket
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/ping")
        def ping():
            host = request.args["host"]
            try:
                socket.getaddrinfo(host, None)
            except socket.gaierror:
                return "down"
            return "ok"
        """, """
        import os
        import shlex
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/ping")
        def ping():
            host = shlex.quote(request.args["host"])
            os.popen("ping -c 1 " + host).read()
            return "ok"
        """),
    Case("command-argv-shell", 78, """
        import subprocess
        import sys

        def main():
            pattern = sys.argv[1]
            cmd = "grep -r {} /var/log".format(pattern)
            subprocess.check_output(cmd, shell=True)

        main()
        """, """
        import sys
        from pathlib import Path

        def main():
            pattern = sys.argv[1]
            for path in Path("/var/log").rglob("*.log"):
                for line in path.read_text(errors="replace").splitlines():
                    if pattern in line:
                        print(path, line)

        main()
        """, """
        import shlex
        import subprocess
        import sys

        def main():
            pattern = sys.argv[1]
            cmd = "grep -r {} /var/log".format(shlex.quote(pattern))
            subprocess.check_output(cmd, shell=True)

        main()
        """),
    Case("xss-response-body", 79, """
        from flask import Flask, make_response, request

        app = Flask(__name__)

        @app.route("/hello")
        def hello():
            name = request.args.get("name", "world")
            return make_response("<h1>Hello " + name + "</h1>")
        """, """
        from flask import Flask, make_response

        app = Flask(__name__)

        @app.route("/hello")
        def hello():
            return make_response("<h1>Hello world</h1>")
        """, """
        import html
        from flask import Flask, make_response, request

        app = Flask(__name__)

        @app.route("/hello")
        def hello():
            name = html.escape(request.args.get("name", "world"))
            return make_response("<h1>Hello " + name + "</h1>")
        """),
    Case("xss-django-httpresponse", 79, """
        from django.http import HttpResponse

        def greet(request):
            who = request.GET.get("who", "")
            return HttpResponse(f"<p>Welcome back, {who}!</p>")
        """, """
        from django.http import HttpResponse

        def greet(request):
            return HttpResponse("<p>Welcome back!</p>")
        """, """
        from django.http import HttpResponse
        from django.utils.html import escape

        def greet(request):
            who = escape(request.GET.get("who", ""))
            return HttpResponse(f"<p>Welcome back, {who}!</p>")
        """),
    Case("template-injection", 1336, """
        from flask import Flask, render_template_string, request

        app = Flask(__name__)

        @app.route("/page")
        def page():
            title = request.args.get("title", "")
            return render_template_string("<title>" + title + "</title>")
        """, """
        from flask import Flask, render_template_string, request

        app = Flask(__name__)

        @app.route("/page")
        def page():
            return render_template_string("<title>{{ title }}</title>", title=request.args.get("title", ""))
        """, """
        from flask import Flask, render_template_string, request
        from markupsafe import escape

        app = Flask(__name__)

        @app.route("/page")
        def page():
            title = escape(request.args.get("title", ""))
            return render_template_string("<title>" + title + "</title>")
        """),
    Case("sql-format", 89, """
        import sqlite3
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/user")
        def user():
            uid = request.args["id"]
            db = sqlite3.connect("app.db")
            row = db.execute("SELECT name FROM users WHERE id = '%s'" % uid).fetchone()
            return {"name": row[0]}
        """, """
        import sqlite3
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/user")
        def user():
            uid = request.args["id"]
            db = sqlite3.connect("app.db")
            row = db.execute("SELECT name FROM users WHERE id = ?", (uid,)).fetchone()
            return {"name": row[0]}
        """, """
        import sqlite3
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/user")
        def user():
            uid = int(request.args["id"])
            db = sqlite3.connect("app.db")
            row = db.execute("SELECT name FROM users WHERE id = %d" % uid).fetchone()
            return {"name": row[0]}
        """),
    Case("sql-input-helper", 89, """
        import sqlite3

        def find(conn, name):
            cursor = conn.cursor()
            cursor.execute("SELECT * FROM items WHERE name = '" + name + "'")
            return cursor.fetchall()

        conn = sqlite3.connect("shop.db")
        print(find(conn, input("item: ")))
        """, """
        import sqlite3

        def find(conn, name):
            cursor = conn.cursor()
            cursor.execute("SELECT * FROM items WHERE name = ?", (name,))
            return cursor.fetchall()

        conn = sqlite3.connect("shop.db")
        print(find(conn, input("item: ")))
        """, """
        import sqlite3

        ALLOWED = {"apple", "pear", "plum"}

        def find(conn, name):
            cursor = conn.cursor()
            cursor.execute("SELECT * FROM items WHERE name = '" + name + "'")
            return cursor.fetchall()

        conn = sqlite3.connect("shop.db")
        item = input("item: ")
        if item in ALLOWED:
            print(find(conn, item))
        """),
    Case("ldap-filter", 90, """
        import ldap
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/lookup")
        def lookup():
            uid = request.args["uid"]
            conn = ldap.initialize("ldap://directory.local")
            found = conn.search_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
            return str(found)
        """, """
        import ldap
        from flask import Flask

        app = Flask(__name__)

        @app.route("/lookup")
        def lookup():
            conn = ldap.initialize("ldap://directory.local")
            found = conn.search_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, "(objectClass=person)")
            return str(found)
        """, """
        import ldap
        import ldap.filter
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/lookup")
        def lookup():
            uid = ldap.filter.escape_filter_chars(request.args["uid"])
            conn = ldap.initialize("ldap://directory.local")
            found = conn.search_s("dc=corp,dc=local", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
            return str(found)
        """),
    Case("code-exec-form", 94, """
        from flask import Flask, request

        app = Flask(__name__)

        @app.post("/run")
        def run():
            snippet = request.form["code"]
            exec(snippet, {})
            return "done"
        """, """
        import json
        from flask import Flask, request

        app = Flask(__name__)

        @app.post("/run")
        def run():
            settings = json.loads(request.form["code"])
            return str(len(settings))
        """, """
        from flask import Flask, request

        app = Flask(__name__)
        SCRIPTS = {"hello": "print('hello')"}

        @app.post("/run")
        def run():
            name = request.form["code"]
            if name not in SCRIPTS:
                return "unknown", 404
            exec(SCRIPTS[name], {})
            return "done"
        """),
    Case("eval-input", 95, """
        def calculator():
            expression = input("expression: ")
            return eval(expression)

        print(calculator())
        """, """
        import ast

        def calculator():
            expression = input("expression: ")
            return ast.literal_eval(expression)

        print(calculator())
        """, """
        def calculator():
            expression = float(input("number: "))
            return eval(str(expression))

        print(calculator())
        """),
    Case("eval-fastapi", 95, """
        from fastapi import FastAPI

        app = FastAPI()

        @app.get("/calc")
        def calc(expr: str):
            return {"result": eval(expr)}
        """, """
        from fastapi import FastAPI

        app = FastAPI()

        @app.get("/calc")
        def calc(a: float, b: float):
            return {"result": a + b}
        """, """
        from fastapi import FastAPI

        app = FastAPI()

        @app.get("/calc")
        def calc(expr: str):
            return {"result": eval(str(int(expr)))}
        """),
    Case("log-injection", 117, """
        import logging
        from flask import Flask, request

        app = Flask(__name__)
        log = logging.getLogger(__name__)

        @app.route("/login")
        def login():
            user = request.args.get("user")
            log.warning("failed login for " + user)
            return "no"
        """, """
        import logging
        from flask import Flask, request

        app = Flask(__name__)
        log = logging.getLogger(__name__)

        @app.route("/login")
        def login():
            user = request.args.get("user")
            log.warning("failed login for %r", user)
            return "no"
        """, """
        import logging
        from flask import Flask, request

        app = Flask(__name__)
        log = logging.getLogger(__name__)

        @app.route("/login")
        def login():
            user = request.args.get("user", "").replace("\\r", "").replace("\\n", "")
            log.warning("failed login for " + user)
            return "no"
        """),
    Case("open-redirect", 601, """
        from flask import Flask, redirect, request

        app = Flask(__name__)

        @app.route("/go")
        def go():
            target = request.args.get("next", "/")
            return redirect(target)
        """, """
        from flask import Flask, redirect, url_for

        app = Flask(__name__)

        @app.route("/go")
        def go():
            return redirect(url_for("index"))
        """, """
        from flask import Flask, redirect, request

        app = Flask(__name__)
        SAFE = {"/", "/home", "/account"}

        @app.route("/go")
        def go():
            target = request.args.get("next", "/")
            if target in SAFE:
                return redirect(target)
            return redirect("/")
        """),
    Case("xpath-injection", 643, """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)
        TREE = etree.parse("users.xml")

        @app.route("/user")
        def user():
            name = request.args["name"]
            return str(TREE.xpath("//user[@name='" + name + "']/email/text()"))
        """, """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)
        TREE = etree.parse("users.xml")

        @app.route("/user")
        def user():
            name = request.args["name"]
            return str(TREE.xpath("//user[@name=$name]/email/text()", name=name))
        """, """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)
        TREE = etree.parse("users.xml")
        NAMES = frozenset({"ada", "grace"})

        @app.route("/user")
        def user():
            name = request.args["name"]
            if name not in NAMES:
                return "unknown"
            return str(TREE.xpath("//user[@name='" + name + "']/email/text()"))
        """),
    Case("regex-injection", 730, """
        import re
        from flask import Flask, request

        app = Flask(__name__)
        LINES = ["alpha", "beta", "gamma"]

        @app.route("/grep")
        def grep():
            pattern = re.compile(request.args["q"])
            return "\\n".join(line for line in LINES if pattern.search(line))
        """, """
        from flask import Flask, request

        app = Flask(__name__)
        LINES = ["alpha", "beta", "gamma"]

        @app.route("/grep")
        def grep():
            needle = request.args["q"]
            return "\\n".join(line for line in LINES if needle in line)
        """, """
        import re
        from flask import Flask, request

        app = Flask(__name__)
        LINES = ["alpha", "beta", "gamma"]

        @app.route("/grep")
        def grep():
            pattern = re.compile(re.escape(request.args["q"]))
            return "\\n".join(line for line in LINES if pattern.search(line))
        """),
    Case("ssrf-requests", 918, """
        import requests
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/fetch")
        def fetch():
            url = request.args["url"]
            return requests.get(url, timeout=5).text
        """, """
        import requests
        from flask import Flask

        app = Flask(__name__)

        @app.route("/fetch")
        def fetch():
            return requests.get("https://status.example.com/health", timeout=5).text
        """, """
        import requests
        from flask import Flask, request

        app = Flask(__name__)
        FEEDS = {"https://status.example.com/health", "https://status.example.com/uptime"}

        @app.route("/fetch")
        def fetch():
            url = request.args["url"]
            if url not in FEEDS:
                return "refused", 400
            return requests.get(url, timeout=5).text
        """),
    Case("ssrf-fastapi-path", 918, """
        import httpx
        from fastapi import FastAPI

        app = FastAPI()

        @app.get("/avatar/{user}")
        def avatar(user: str):
            return httpx.get("https://" + user + ".avatars.example.com/me.png", timeout=5).content
        """, """
        import httpx
        from fastapi import FastAPI

        app = FastAPI()

        @app.get("/avatar/{user}")
        def avatar(user: int):
            return httpx.get("https://avatars.example.com/" + str(user) + ".png", timeout=5).content
        """, """
        import httpx
        from fastapi import FastAPI

        app = FastAPI()
        USERS = frozenset({"ada", "grace"})

        @app.get("/avatar/{user}")
        def avatar(user: str):
            if user not in USERS:
                return b""
            return httpx.get("https://" + user + ".avatars.example.com/me.png", timeout=5).content
        """),
    Case("header-injection", 113, """
        from flask import Flask, Response, request

        app = Flask(__name__)

        @app.route("/lang")
        def lang():
            response = Response("ok")
            response.headers["Content-Language"] = request.args.get("lang", "en")
            return response
        """, """
        from flask import Flask, Response

        app = Flask(__name__)

        @app.route("/lang")
        def lang():
            response = Response("ok")
            response.headers["Content-Language"] = "en"
            return response
        """, """
        from flask import Flask, Response, request

        app = Flask(__name__)
        LANGS = ("en", "de", "fr")

        @app.route("/lang")
        def lang():
            response = Response("ok")
            wanted = request.args.get("lang", "en")
            if wanted in LANGS:
                response.headers["Content-Language"] = wanted
            return response
        """),
    Case("socket-command", 78, """
        import socket
        import subprocess

        def serve(port):
            server = socket.socket()
            server.bind(("127.0.0.1", port))
            server.listen(1)
            conn, _ = server.accept()
            command = conn.recv(1024).decode()
            subprocess.call(command, shell=True)
        """, """
        import socket

        def serve(port):
            server = socket.socket()
            server.bind(("127.0.0.1", port))
            server.listen(1)
            conn, _ = server.accept()
            command = conn.recv(1024).decode()
            conn.sendall(command.upper().encode())
        """, """
        import socket
        import subprocess

        COMMANDS = {"uptime": ["/usr/bin/uptime"], "date": ["/bin/date"]}

        def serve(port):
            server = socket.socket()
            server.bind(("127.0.0.1", port))
            server.listen(1)
            conn, _ = server.accept()
            command = conn.recv(1024).decode()
            if command in COMMANDS:
                subprocess.call(" ".join(COMMANDS[command]), shell=True)
        """),
    Case("summary-helper-path", 22, """
        from flask import Flask, request

        app = Flask(__name__)

        def user_file(name):
            return "/home/app/data/" + name

        @app.route("/read")
        def read():
            with open(user_file(request.args["f"])) as handle:
                return handle.read()
        """, """
        from flask import Flask

        app = Flask(__name__)

        def user_file(name):
            return "/home/app/data/" + name

        @app.route("/read")
        def read():
            with open(user_file("index.txt")) as handle:
                return handle.read()
        """, """
        import os
        from flask import Flask, request

        app = Flask(__name__)

        def user_file(name):
            return "/home/app/data/" + os.path.basename(name)

        @app.route("/read")
        def read():
            with open(user_file(request.args["f"])) as handle:
                return handle.read()
        """),
    Case("xxe-lxml-untrusted", 611, """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)

        @app.post("/upload")
        def upload():
            root = etree.fromstring(request.data)
            return root.tag
        """, """
        import json
        from flask import Flask, request

        app = Flask(__name__)

        @app.post("/upload")
        def upload():
            return str(sorted(json.loads(request.data)))
        """, """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)
        PARSER = etree.XMLParser(resolve_entities=False, no_network=True)

        @app.post("/upload")
        def upload():
            root = etree.fromstring(request.data, parser=PARSER)
            return root.tag
        """),
    Case("reflection-import", 470, """
        import importlib
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/plugin")
        def plugin():
            module = importlib.import_module(request.args["name"])
            return module.__name__
        """, """
        import importlib
        from flask import Flask, request

        app = Flask(__name__)
        PLUGINS = {"csv": "csv", "json": "json"}

        @app.route("/plugin")
        def plugin():
            module = importlib.import_module(PLUGINS.get(request.args["name"], "json"))
            return module.__name__
        """, """
        import importlib
        from flask import Flask, request

        app = Flask(__name__)
        PLUGINS = ("csv", "json")

        @app.route("/plugin")
        def plugin():
            name = request.args["name"]
            if name not in PLUGINS:
                return "unknown"
            module = importlib.import_module(name)
            return module.__name__
        """),
    # --- API misuse -------------------------------------------------------------------
    Case("jwt-no-verify", 347, """
        import jwt

        def claims(token, key):
            return jwt.decode(token, key, algorithms=["HS256"], options={"verify_signature": False})
        """, """
        import jwt

        def claims(token, key):
            return jwt.decode(token, key, algorithms=["HS256"])
        """, kind="api"),
    Case("jwt-alg-none", 347, """
        import jwt

        def claims(token):
            return jwt.decode(token, algorithms=["none"])
        """, """
        import jwt

        def claims(token, key):
            return jwt.decode(token, key, algorithms=["RS256"])
        """, kind="api"),
    Case("lxml-resolve-entities", 611, """
        from lxml import etree

        def load(path):
            parser = etree.XMLParser(resolve_entities=True)
            return etree.parse(path, parser)
        """, """
        from lxml import etree

        def load(path):
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            return etree.parse(path, parser)
        """, kind="api"),
    Case("ssl-cert-none", 295, """
        import socket
        import ssl

        def connect(host):
            context = ssl.create_default_context()
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
            return context.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)
        """, """
        import socket
        import ssl

        def connect(host):
            context = ssl.create_default_context()
            return context.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)
        """, kind="api"),
    Case("tar-extract-no-filter", 22, """
        import tarfile

        def unpack(archive, dest):
            with tarfile.open(archive) as tar:
                for member in tar.getmembers():
                    tar.extract(member, dest)
        """, """
        import tarfile

        def unpack(archive, dest):
            with tarfile.open(archive) as tar:
                for member in tar.getmembers():
                    tar.extract(member, dest, filter="data")
        """, kind="api"),
    Case("random-token", 338, """
        import random
        import string

        def reset_token():
            alphabet = string.ascii_letters + string.digits
            token = "".join(random.choice(alphabet) for _ in range(32))
            return token
        """, """
        import secrets

        def reset_token():
            return secrets.token_urlsafe(32)
        """, kind="api"),
    Case("random-password", 338, """
        import random

        def generate_password(length=12):
            chars = "abcdefghijkmnpqrstuvwxyz23456789"
            return "".join(chars[random.randrange(len(chars))] for _ in range(length))
        """, """
        import secrets

        def generate_password(length=12):
            chars = "abcdefghijkmnpqrstuvwxyz23456789"
            return "".join(secrets.choice(chars) for _ in range(length))
        """, kind="api"),
    Case("empty-db-password", 521, """
        DATABASES = {
            "default": {
                "ENGINE": "django.db.backends.mysql",
                "NAME": "shop",
                "USER": "shop",
                "PASSWORD": "",
                "HOST": "db.internal",
            }
        }
        """, """
        import os

        DATABASES = {
            "default": {
                "ENGINE": "django.db.backends.mysql",
                "NAME": "shop",
                "USER": "shop",
                "PASSWORD": os.environ["SHOP_DB_PASSWORD"],
                "HOST": "db.internal",
            }
        }
        """, kind="api"),
    Case("literal-connect-password", 798, """
        import pymysql

        def open_db():
            return pymysql.connect(host="db.internal", user="report", passwd="Winter2024!", db="sales")
        """, """
        import os
        import pymysql

        def open_db():
            return pymysql.connect(host="db.internal", user="report", passwd=os.environ["DB_PASS"], db="sales")
        """, kind="api"),
    Case("static-iv-cbc", 329, """
        from Crypto.Cipher import AES

        def encrypt(key, data):
            iv = b"\\x00" * 16
            cipher = AES.new(key, AES.MODE_CBC, iv)
            return cipher.encrypt(data)
        """, """
        import os
        from Crypto.Cipher import AES

        def encrypt(key, data):
            iv = os.urandom(16)
            cipher = AES.new(key, AES.MODE_CBC, iv)
            return iv + cipher.encrypt(data)
        """, kind="api"),
    Case("hard-coded-key", 321, """
        from Crypto.Cipher import AES

        KEY = b"0123456789abcdef"

        def seal(data):
            cipher = AES.new(KEY, AES.MODE_GCM)
            return cipher.nonce + cipher.encrypt(data)
        """, """
        import os
        from Crypto.Cipher import AES

        def seal(data):
            cipher = AES.new(bytes.fromhex(os.environ["DATA_KEY"]), AES.MODE_GCM)
            return cipher.nonce + cipher.encrypt(data)
        """, kind="api"),
    Case("hard-coded-password-check", 259, """
        def is_admin(password):
            return password == "Tr0ub4dor&3"
        """, """
        import hmac
        import os

        def is_admin(password):
            return hmac.compare_digest(password, os.environ["ADMIN_PASSWORD"])
        """, kind="api"),
    Case("static-nonce-gcm", 1204, """
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        NONCE = b"fixednonce12"

        def seal(key, data):
            return AESGCM(key).encrypt(NONCE, data, None)
        """, """
        import os
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        def seal(key, data):
            nonce = os.urandom(12)
            return nonce + AESGCM(key).encrypt(nonce, data, None)
        """, kind="api"),
    Case("assert-authorization", 617, """
        def delete_account(user, account):
            assert user.is_admin, "admins only"
            account.delete()
        """, """
        def delete_account(user, account):
            if not user.is_admin:
                raise PermissionError("admins only")
            account.delete()
        """, kind="api"),
    Case("unsalted-password-hash", 759, """
        import hashlib

        def store(db, username, password):
            digest = hashlib.sha256(password.encode()).hexdigest()
            db[username] = digest
        """, """
        import hashlib
        import os

        def store(db, username, password):
            salt = os.urandom(16)
            digest = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1)
            db[username] = (salt, digest)
        """, kind="api"),
    Case("constant-salt", 760, """
        import hashlib

        def derive(password):
            return hashlib.pbkdf2_hmac("sha256", password.encode(), b"s3cr3t-salt", 600_000)
        """, """
        import hashlib
        import os

        def derive(password):
            salt = os.urandom(16)
            return salt, hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
        """, kind="api"),
    Case("exception-to-client", 209, """
        import traceback
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/total")
        def total():
            try:
                return str(sum(int(x) for x in request.args.getlist("n")))
            except Exception:
                return traceback.format_exc(), 500
        """, """
        import logging
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/total")
        def total():
            try:
                return str(sum(int(x) for x in request.args.getlist("n")))
            except ValueError:
                logging.exception("bad numbers")
                return "numbers only", 400
        """, kind="api"),
    # --- code hidden in strings and behind dynamic lookups ----------------------------
    Case("exec-string-shell", 78, """
        def cleanup():
            exec("import os; os.system('rm -rf /tmp/cache')")
        """, """
        import shutil
        from pathlib import Path

        def cleanup():
            shutil.rmtree(Path.home() / ".cache" / "app", ignore_errors=True)
        """, kind="hidden"),
    Case("getattr-builtins-eval", 95, """
        def compute(expression):
            return getattr(__builtins__, "ev" + "al")(expression)
        """, """
        import ast

        def compute(expression):
            return ast.literal_eval(expression)
        """, kind="hidden"),
    Case("dunder-import-system", 78, """
        def run(cmd):
            mod = __import__("o" + "s")
            return getattr(mod, "sys" + "tem")(cmd)
        """, """
        import subprocess

        def run():
            return subprocess.run(["/usr/bin/uptime"], check=True).returncode
        """, kind="hidden"),
    Case("globals-builtins-eval", 95, """
        def compute(expression):
            return globals()["__builtins__"]["eval"](expression)
        """, """
        import ast

        def compute(expression):
            return ast.literal_eval(expression)
        """, kind="hidden"),
    Case("computed-module-attribute", 470, """
        import os

        def call(name, *args):
            return getattr(os, name)(*args)
        """, """
        import os

        OPERATIONS = {"cwd": os.getcwd, "pid": os.getpid}

        def call(name):
            return OPERATIONS[name]()
        """, kind="hidden"),
)
