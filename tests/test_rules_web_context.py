"""Security rules that read the context of a call (issue 24): what reaches it, how it is
configured, where its value goes. Each rule: a flawed case, its safe twin and, where one
exists, a sanitized variant; the cases are web handlers written as Flask, Django and
FastAPI code is written."""

from __future__ import annotations

import textwrap

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.rules import registered
from codereward.snippet import Snippet


def lines(rule_id: str, source: str) -> list[int]:
    snippet = Snippet.parse(textwrap.dedent(source))
    assert snippet.ok, snippet.problem
    return sorted(f.line for f in registered()[rule_id]().check(snippet))


def security(source: str) -> list[tuple[str, int, int | None]]:
    """Every security finding of the fast profile (own rules and ruff's S rules)."""
    with Analyzer(Config(profile="fast", jobs=1)) as analyzer:
        report = analyzer.analyze(textwrap.dedent(source))
    return sorted((f.rule, f.line, f.cwe) for f in report.findings if f.characteristic.value == "security")


FLASK = """\
from flask import Flask, make_response, request, session
import pickle
import yaml

app = Flask(__name__)
"""


# --- deserialization: by where the data comes from ----------------------------------------

def test_unpickling_request_data_is_reported_and_data_made_here_is_not():
    flawed = FLASK + """
@app.post("/load")
def load():
    return str(pickle.loads(request.get_data()))
"""
    safe = FLASK + """
@app.post("/load")
def load():
    name = request.args.get("name", "")
    data = pickle.dumps({"name": "fixed"})
    return str(pickle.loads(data)) + name
"""
    constant_branch = FLASK + """
@app.post("/load")
def load():
    param = request.get_data()
    num = 86
    data = pickle.dumps("fixed") if 7 * 18 + num > 200 else param
    return str(pickle.loads(data))
"""
    assert ("CR235", 9, 502) in security(flawed)
    assert [f for f in security(safe) if f[2] == 502] == []
    assert [f for f in security(constant_branch) if f[2] == 502 and f[0] != "CR235"] == []


def test_yaml_load_is_unsafe_only_without_a_safe_loader():
    flawed = FLASK + """
@app.post("/config")
def config():
    return str(yaml.load(request.data, Loader=yaml.Loader))
"""
    safe = flawed.replace("yaml.Loader", "yaml.SafeLoader")
    assert lines("CR235", flawed) == [9]
    assert lines("CR235", safe) == []
    assert lines("CR235", flawed.replace("yaml.load(request.data, Loader=yaml.Loader)", "yaml.safe_load(request.data)")) == []


def test_a_yaml_loader_chosen_by_a_module_settings_object_is_judged_by_the_name_it_folds_to():
    # ``getattr(yaml, settings.yaml_loader)`` kept on the object: the setting's class says which loader
    source = """
from dataclasses import dataclass
import yaml
from flask import Flask, request

app = Flask(__name__)

@dataclass(frozen=True)
class ImportSettings:
    yaml_loader: str = "LOADER"

settings = ImportSettings()

class Importer:
    def __init__(self, config):
        self.loader = getattr(yaml, config.yaml_loader)

    def parse(self, text):
        return yaml.load(text, Loader=self.loader)

importer = Importer(settings)

@app.post("/import")
def load():
    return str(importer.parse(request.data))
"""
    assert [(rule, line) for rule, line, cwe in security(source.replace("LOADER", "Loader")) if cwe == 502] \
        == [("CR235", 19)]
    assert [f for f in security(source.replace("LOADER", "SafeLoader")) if f[2] == 502] == []
    # a setting stored into, or a settings object given the name, is not the class's constant
    stored = source.replace("LOADER", "SafeLoader").replace("importer = Importer(settings)",
                                                           "importer = Importer(settings)\nsettings.yaml_loader = 'Loader'")
    assert ("CR235", 19, 502) in security(stored)
    given = source.replace("LOADER", "SafeLoader").replace("settings = ImportSettings()",
                                                          "settings = ImportSettings(yaml_loader='Loader')")
    assert ("CR235", 19, 502) in security(given)


def test_a_library_function_that_unpickles_its_parameter_stays_reported():
    # no request in sight: where the bytes come from is the caller's, as ruff's S301 says
    assert [rule for rule, _line, _cwe in security("import pickle\n\n\ndef load(data):\n    return pickle.loads(data)\n")] \
        == ["S301"]


# --- XML: turning entity resolution on, not parsing ---------------------------------------

def test_stdlib_xml_parsing_is_not_xxe_but_turning_entities_on_is():
    plain = """\
import xml.etree.ElementTree as ET
from flask import request

def upload():
    return ET.fromstring(request.data).tag
"""
    sax_on = """\
import xml.sax
from xml.sax.handler import feature_external_ges
from flask import request

def upload(handler):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(request.files["doc"])
"""
    uri_on = sax_on.replace("feature_external_ges, True", '"http://xml.org/sax/features/external-general-entities", 1')
    sax_off = sax_on.replace("feature_external_ges, True", "feature_external_ges, False")
    assert [f for f in security(plain) if f[2] == 611] == []
    assert lines("CR216", sax_on) == [7]
    assert lines("CR216", uri_on) == [7]
    assert lines("CR216", sax_off) == []


def test_lxml_parser_that_reaches_the_network_is_reported():
    flawed = """\
from lxml import etree

def load(path):
    return etree.parse(path, etree.XMLParser(no_network=False))
"""
    assert lines("CR216", flawed) == [4]
    assert lines("CR216", flawed.replace("no_network=False", "no_network=True")) == []
    assert lines("CR216", flawed.replace("no_network=False", "resolve_entities=True")) == [4]


# --- cookies ------------------------------------------------------------------------------

def test_cookie_flags_by_framework():
    flask = FLASK + """
@app.route("/login")
def login():
    response = make_response("ok")
    response.set_cookie("session_id", "abc", samesite="Strict")
    return response
"""
    django = """\
from django.http import HttpResponse

def login(request):
    response = HttpResponse("ok")
    response.set_cookie("session_id", "abc", secure=False, httponly=True)
    return response
"""
    fastapi = """\
from fastapi import FastAPI, Response

app = FastAPI()

@app.get("/login")
def login(response: Response):
    response.set_cookie(key="session_id", value="abc", secure=True)
    return {"ok": True}
"""
    assert (lines("CR237", flask), lines("CR238", flask)) == ([10], [10])  # samesite alone makes neither
    assert (lines("CR237", django), lines("CR238", django)) == ([5], [])
    assert (lines("CR237", fastapi), lines("CR238", fastapi)) == ([], [7])
    both = flask.replace('samesite="Strict"', 'secure=True, httponly=True, samesite="Strict"')
    assert (lines("CR237", both), lines("CR238", both)) == ([], [])
    options = flask.replace('samesite="Strict"', "**COOKIE_OPTIONS")
    assert (lines("CR237", options), lines("CR238", options)) == ([], [])  # settings not in sight
    # options in sight: a dict of constants unpacked into the call gives its flags
    known = 'COOKIE_OPTIONS = {"httponly": True, "samesite": "Lax"}\n' + options
    assert (lines("CR237", known), lines("CR238", known)) == ([11], [])
    secure = known.replace('"httponly": True', '"httponly": True, "secure": True')
    assert (lines("CR237", secure), lines("CR238", secure)) == ([], [])


# --- the session as a trust boundary ------------------------------------------------------

def test_request_data_stored_in_the_session():
    flawed = FLASK + """
@app.route("/prefs")
def prefs():
    session["role"] = request.args.get("role", "user")
    return "ok"
"""
    safe = FLASK + """
@app.route("/prefs")
def prefs():
    request.args.get("role", "user")
    session["role"] = "user"
    return "ok"
"""
    checked = FLASK + """
ROLES = {"user", "editor"}

@app.route("/prefs")
def prefs():
    role = request.args.get("role", "user")
    if role not in ROLES:
        return "no", 400
    session["role"] = role
    return "ok"
"""
    django = """\
def remember(request):
    request.session["user"] = request.POST["user"]
"""
    assert lines("CR239", flawed) == [9]
    assert lines("CR239", safe) == []
    assert lines("CR239", checked) == []
    assert lines("CR239", django) == [2]


def test_session_store_follows_values_not_shapes():
    handler = FLASK + """
@app.route("/prefs")
def prefs():
    param = request.args.get("role", "")
    num = 86
    bar = "safe" if 7 * 18 + num > 200 else param
    table = {"keyA": "fixed", "keyB": param}
    session["a"] = bar
    session["b"] = table["keyA"]
    session["c"] = table.get("keyB")
    session[param] = "x"
    session["d"] = int(param)
    return "ok"
"""
    assert lines("CR239", handler) == [15, 16]


# --- weak hashes and weak randomness by where the value goes ---------------------------

def test_weak_hash_in_a_handler_by_its_use():
    flawed = FLASK + """
import hashlib

@app.post("/register")
def register():
    digest = hashlib.md5(request.form["pw"].encode()).hexdigest()
    with open("passwords.txt", "a") as out:
        out.write(digest)
    return "ok"
"""
    safe = flawed.replace("hashlib.md5(", "hashlib.sha256(")
    flagged_off = flawed.replace(".encode())", ".encode(), usedforsecurity=False)")
    etag = FLASK + """
import hashlib

@app.get("/page")
def page():
    body = "<p>hello</p>"
    response = make_response(body)
    response.headers["ETag"] = hashlib.md5(body.encode()).hexdigest()
    return response
"""
    assert lines("CR203", flawed) == [11]
    assert lines("CR203", safe) == []
    assert lines("CR203", flagged_off) == []
    assert lines("CR203", etag) == []


def test_random_values_by_their_sink_and_their_name():
    cookie = FLASK + """
import random

@app.route("/remember")
def remember():
    value = random.random()
    response = make_response("ok")
    response.set_cookie("rememberMe", "v" + str(value)[2:], secure=True, httponly=True)
    return response
"""
    stored = FLASK + """
import random

@app.route("/remember")
def remember():
    session["remember_me"] = str(random.getrandbits(64))
    return "ok"
"""
    secure = cookie.replace("import random", "import secrets").replace("random.random()", "secrets.token_hex(16)")
    simulation = """\
import random

def simulate(trials):
    hits = 0
    for _ in range(trials):
        x, y = random.random(), random.random()
        hits += x * x + y * y <= 1
    picks = random.sample(range(100), 5)
    return 4 * hits / trials, picks
"""
    assert lines("CR204", cookie) == [11]
    assert lines("CR204", stored) == [11]
    assert lines("CR204", secure) == []
    assert lines("CR204", simulation) == []
    assert lines("CR204", "import random\n\ndef new_otp():\n    otp = random.randint(100000, 999999)\n    return otp\n") == [4]


# --- binding to every interface -----------------------------------------------------------

def test_servers_bound_to_every_interface_with_a_constant():
    flawed = """\
import socket
from http.server import HTTPServer, BaseHTTPRequestHandler
from flask import Flask

app = Flask(__name__)
HOST = "0.0.0.0"

def serve():
    sock = socket.socket()
    sock.bind(("0.0.0.0", 9000))
    HTTPServer(("", 8000), BaseHTTPRequestHandler).serve_forever()
    app.run(host=HOST, port=8080)
"""
    safe = """\
import os
import socket
from flask import Flask

app = Flask(__name__)

def serve(host="0.0.0.0"):
    sock = socket.socket()
    sock.bind((host, 9000))
    sock.bind(("", 0))
    if host == "0.0.0.0":
        print("listening everywhere")
    app.run(host=os.environ.get("HOST", "127.0.0.1"), port=8080)
"""
    assert lines("CR240", flawed) == [10, 11, 12]
    assert lines("CR240", flawed.replace('"0.0.0.0"', '"127.0.0.1"').replace('(("", 8000)', '(("localhost", 8000)')) == []
    assert lines("CR240", safe) == []


# --- a constant pattern compiled on every iteration ---------------------------------------

def test_constant_pattern_compiled_in_a_loop():
    flawed = """\
import re

def numbers(lines):
    found = []
    for line in lines:
        digits = re.compile(r"\\\\d+")
        found.extend(digits.findall(line))
    return [re.compile(r"\\\\s+", re.I).split(line) for line in lines], found
"""
    hoisted = """\
import re

DIGITS = re.compile(r"\\\\d+")

def numbers(lines, words):
    found = [DIGITS.findall(line) for line in lines]
    patterns = [re.compile(re.escape(word)) for word in words]
    for line in lines:
        if line.startswith("#"):
            header = re.compile(r"#+")
            return header.match(line), found, patterns
    return found, patterns
"""
    assert lines("CR310", flawed) == [6, 8]
    assert lines("CR310", hoisted) == []


def test_cookies_set_by_hand_and_by_configuration():
    header = FLASK + """
@app.route("/track")
def track():
    campaign = request.args.get("campaign", "")
    response = make_response("ok")
    response.headers["Set-Cookie"] = f"campaign={campaign}; Path=/; HttpOnly"
    return response
"""
    configured = FLASK + """
app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=True)
"""
    middleware = """\
import os
from fastapi import FastAPI
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SECRET_KEY"])
"""
    assert (lines("CR237", header), lines("CR238", header)) == ([11], [])
    flagged = header.replace("HttpOnly", "Secure; HttpOnly")
    assert (lines("CR237", flagged), lines("CR238", flagged)) == ([], [])
    assert (lines("CR237", configured), lines("CR238", configured)) == ([7], [])
    assert lines("CR237", configured.replace("SECURE=False", "SECURE=True")) == []
    assert lines("CR237", middleware) == [6]
    assert lines("CR237", middleware.replace('["SECRET_KEY"])', '["SECRET_KEY"], https_only=True)')) == []
    # Django's own defaults module is no app: its settings are the defaults a project overrides
    assert lines("CR237", "SESSION_COOKIE_SECURE = False\nCSRF_COOKIE_SECURE = False\n") == []


def test_weak_hmac_and_random_tokens_kept_by_the_server():
    hmac_md5 = FLASK + """
import hashlib
import hmac

KEY = b"k"

@app.post("/sign")
def sign():
    return hmac.new(KEY, request.get_data(), hashlib.md5).hexdigest()
"""
    codes = """\
import random
import uuid
from flask import Flask, jsonify, request

app = Flask(__name__)
PENDING_CODES = {}
CSRF = {}

@app.post("/send-code")
def send_code():
    PENDING_CODES[request.form["phone"]] = random.randint(100000, 999999)
    CSRF[request.form["form"]] = uuid.UUID(int=random.getrandbits(128)).hex
    rng = random.Random()
    return jsonify({"password": "".join(rng.choice("abcdef") for _ in range(12))})

def roll_dice(histogram):
    face = random.randint(1, 6)
    histogram[face] = histogram.get(face, 0) + 1
"""
    assert lines("CR203", hmac_md5) == [14]
    assert lines("CR203", hmac_md5.replace("hashlib.md5", "hashlib.sha256")) == []
    assert lines("CR204", codes) == [11, 12, 14]
    assert lines("CR204", codes.replace("import random", "import secrets as random")) == []


def test_a_resolving_parser_is_reported_when_it_may_parse_request_data():
    handler = """\
from flask import Flask, request
from lxml import etree

app = Flask(__name__)

@app.post("/feed")
def read_feed():
    feed = request.get_data(as_text=True)
    if not feed:
        feed = "<feed/>"
    parser = etree.XMLParser(resolve_entities=True)
    return str(len(etree.fromstring(feed.encode(), parser=parser)))
"""
    constant = handler.replace('feed = request.get_data(as_text=True)', 'feed = "<feed><item/></feed>"')
    dead_branch = handler.replace('    if not feed:\n        feed = "<feed/>"\n',
                                  '    limit = 3\n    if len("abcd") < limit:\n        feed = feed.strip()\n'
                                  '    else:\n        feed = "<feed/>"\n')
    assert lines("CR216", handler) == [11]  # a condition on its own branches' value folds to nothing
    assert lines("CR216", constant) == []
    assert lines("CR216", dead_branch) == []
    library = "from lxml import etree\n\ndef load(path):\n    return etree.parse(path, etree.XMLParser(resolve_entities=True))\n"
    assert lines("CR216", library) == [4]  # a document of unknown origin may come from anywhere


def test_request_data_reaches_the_session_through_url_parameters_dependencies_and_in_place_growth():
    django = """\
from django.http import JsonResponse
from django.urls import path

def set_page_size(request, size):
    request.session["page_size"] = size
    return JsonResponse({"page_size": size})

def reset(request, size):
    request.session["page_size"] = "20"
    return JsonResponse({})

urlpatterns = [path("page-size/<str:size>/", set_page_size), path("reset/<str:size>/", reset)]
"""
    fastapi = """\
from fastapi import Depends, FastAPI, Request

app = FastAPI()

def requested_language(request: Request) -> str:
    return request.query_params.get("language", "en")

def default_language() -> str:
    return "en"

@app.get("/language")
def choose(request: Request, language: str = Depends(requested_language), other: str = Depends(default_language)):
    request.session["language"] = language
    request.session["other"] = other
    return {"ok": True}
"""
    grown = FLASK + """
@app.route("/cart")
def add_to_cart():
    product = request.cookies.get("product", "")
    session.setdefault("cart", []).append(product)
    session.setdefault("seen", []).append("home")
    return "ok"
"""
    assert lines("CR239", django) == [5]
    assert lines("CR239", fastapi) == [13]
    assert lines("CR239", grown) == [10]


def test_werkzeugs_dump_cookie_is_judged_as_set_cookie():
    source = """
        import secrets
        from flask import Flask, Response
        from werkzeug.http import dump_cookie
        app = Flask(__name__)
        @app.post("/login")
        def login():
            response = Response("welcome")
            response.headers.add("Set-Cookie", dump_cookie("sid", secrets.token_hex(16), FLAGS))
            return response
        """
    assert lines("CR237", source.replace("FLAGS", 'path="/"')) == [9]
    assert lines("CR238", source.replace("FLAGS", 'path="/", secure=True')) == [9]
    assert lines("CR237", source.replace("FLAGS", 'path="/", secure=True, httponly=True')) == []
    assert lines("CR238", source.replace("FLAGS", 'path="/", secure=True, httponly=True')) == []


def test_a_responses_cookies_set_by_key_need_their_morsel_flags():
    source = """
        import secrets
        from django.http import HttpResponse
        def remember_device(request):
            response = HttpResponse("remembered")
            response.cookies["device"] = secrets.token_urlsafe(24)
            response.cookies["device"]["max-age"] = 3600
            FLAGS
            return response
        """
    flagged = 'response.cookies["device"]["secure"] = True\n            response.cookies["device"]["HttpOnly"] = True'
    assert lines("CR237", source.replace("FLAGS", "pass")) == [6]
    assert lines("CR238", source.replace("FLAGS", "pass")) == [6]
    assert lines("CR237", source.replace("FLAGS", flagged)) == []
    assert lines("CR238", source.replace("FLAGS", flagged)) == []
    # a flag on another cookie, or turned off, protects nothing
    assert lines("CR237", source.replace("FLAGS", 'response.cookies["other"]["secure"] = True')) == [6]
    assert lines("CR237", source.replace("FLAGS", 'response.cookies["device"]["secure"] = False')) == [6]
    # a client's cookie jar is not a response
    assert lines("CR237", """
        import requests
        def fetch(token):
            client = requests.Session()
            client.cookies["sid"] = token
            return client.get("https://example.org")
        """) == []


def test_a_digest_handed_to_a_setter_ends_in_what_the_setter_names():
    source = FLASK + """
import hashlib
import json
from flask import Response

@app.get("/profile/<name>")
def profile(name):
    body = json.dumps({"name": name})
    response = Response(body, mimetype="application/json")
    digest = hashlib.new("md5", DATA).hexdigest()
    USE
    return response
"""
    assert lines("CR203", source.replace("DATA", "body.encode()").replace("USE", "response.set_etag(digest)")) == []
    assert lines("CR203", source.replace("DATA", "name.encode()")
                 .replace("USE", 'response.set_cookie("token", digest, secure=True, httponly=True)')) == [15]
    assert lines("CR203", source.replace("DATA", "name.encode()").replace("USE", "user.set_password(digest)")) == [15]
    assert lines("CR203", source.replace("DATA", "body.encode(), usedforsecurity=False")
                 .replace("USE", 'response.set_cookie("token", digest, secure=True, httponly=True)')) == []


def test_numpy_and_torch_loads_unpickle_only_when_told_to():
    source = """
        import numpy as np
        import torch
        from flask import Flask, request
        app = Flask(__name__)
        @app.post("/arrays")
        def arrays():
            return str(LOAD)
        """
    for call, found in (('np.load(request.files["a"].stream, allow_pickle=True)', [8]),
                        ('np.load(request.files["a"].stream)', []),
                        ('np.load(request.files["a"].stream, None, False)', []),
                        ('torch.load(request.files["a"].stream, weights_only=False)', [8]),
                        ('torch.load(request.files["a"].stream, weights_only=True)', []),
                        ('np.load("/srv/model.npy", allow_pickle=True)', [])):  # data of the server's own
        assert lines("CR235", source.replace("LOAD", call)) == found, call


def test_lxmls_default_parser_replaced_at_import_is_judged_by_its_settings():
    source = """
        from django.http import JsonResponse
        from lxml import etree
        DEFAULT
        def import_feed(request):
            root = etree.fromstring(request.body)
            return JsonResponse({"items": len(root)})
        """
    assert lines("CR233", source.replace("DEFAULT", "")) == [6]
    safe = source.replace("DEFAULT", "etree.set_default_parser(etree.XMLParser(resolve_entities=False, no_network=True))")
    assert lines("CR233", safe) == [] and lines("CR216", safe) == []
    unsafe = source.replace("DEFAULT", "etree.set_default_parser(etree.XMLParser(resolve_entities=True))")
    assert lines("CR233", unsafe) == [] and lines("CR216", unsafe) == [4]


def test_weak_hash_algorithm_named_by_a_module_constant():
    source = """
        import hashlib
        from django.http import JsonResponse
        PASSWORD_ALGORITHM = "ALGO"
        def set_password(request):
            digest = hashlib.new(PASSWORD_ALGORITHM, request.POST["password"].encode()FLAG).hexdigest()
            return JsonResponse({"digest": digest})
        """
    assert lines("CR203", source.replace("ALGO", "sha1").replace("FLAG", "")) == [6]
    assert lines("CR203", source.replace("ALGO", "sha3_512").replace("FLAG", "")) == []
    assert lines("CR203", source.replace("ALGO", "md5").replace("FLAG", ", usedforsecurity=False")) == []


def test_a_uuid1_that_becomes_a_token_is_guessable():
    source = """
        import uuid
        from fastapi import FastAPI, Response
        app = FastAPI()
        @app.post("/sessions")
        def new_session(response: Response):
            token = MAKE
            response.set_cookie("sid", token, secure=True, httponly=True)
            return {"ok": True}
        """
    assert lines("CR204", source.replace("MAKE", "uuid.uuid1().hex")) == [7]
    assert lines("CR204", source.replace("MAKE", "uuid.uuid4().hex")) == []
    assert lines("CR204", """
        import uuid
        def trace_id():
            return {"request": uuid.uuid1().hex}
        """) == []  # an identifier no one has to guess


def test_cookie_flags_returned_by_a_helper_are_read():
    source = """
        import secrets
        from fastapi import FastAPI, Response
        app = FastAPI()
        def cookie_kwargs(value):
            return {"key": "session", "value": value, "max_age": 3600FLAGS}
        @app.post("/login")
        def login(response: Response):
            response.set_cookie(**cookie_kwargs(secrets.token_urlsafe(32)))
            return {"ok": True}
        """
    assert lines("CR237", source.replace("FLAGS", "")) == [9]
    assert lines("CR238", source.replace("FLAGS", ', "secure": True')) == [9]
    assert lines("CR237", source.replace("FLAGS", ', "secure": True, "httponly": True')) == []
    assert lines("CR238", source.replace("FLAGS", ', "secure": True, "httponly": True')) == []


def test_a_conditional_choosing_eval_folds_its_test():
    source = """
        import ast
        from flask import Flask, request
        app = Flask(__name__)
        MODE = "MODE_VALUE"
        @app.post("/literal")
        def literal():
            evaluate = eval if MODE == "trusted" else ast.literal_eval
            return repr(evaluate(request.form["value"]))
        """
    assert lines("CR213", source.replace("MODE_VALUE", "trusted")) == [9]
    assert lines("CR213", source.replace("MODE_VALUE", "strict")) == []  # always literal_eval
    assert lines("CR213", source.replace('MODE = "MODE_VALUE"', 'MODE = request.args["m"]')) == [9]  # either


def test_simplecookie_morsels_written_as_a_header_need_their_flags():
    source = """
        import secrets
        from http.cookies import SimpleCookie
        def login(response):
            cookie = SimpleCookie()
            cookie["sid"] = secrets.token_urlsafe(32)
            cookie["sid"]["httponly"] = True
            FLAGS
            response.headers["Set-Cookie"] = cookie["sid"].OutputString()
        """
    assert lines("CR237", source.replace("FLAGS", "pass")) == [6]
    assert lines("CR238", source.replace("FLAGS", "pass")) == []
    assert lines("CR237", source.replace("FLAGS", 'cookie["sid"]["secure"] = True')) == []


def test_numpys_global_generator_is_as_predictable_as_randoms():
    source = """
        import numpy as np
        from flask import Flask, session
        app = Flask(__name__)
        @app.post("/otp")
        def send_otp():
            otp = "".join(str(digit) for digit in DRAW)
            session["otp"] = otp
            return "sent"
        """
    assert lines("CR204", source.replace("DRAW", "np.random.randint(0, 10, size=6)")) == [7]
    assert lines("CR204", source.replace("DRAW", "np.random.default_rng().integers(0, 10, size=6)")) == []
    assert lines("CR204", """
        import numpy as np
        def simulate():
            return np.random.randint(0, 10, size=6).mean()
        """) == []  # a simulation protects nothing


def test_a_digest_that_names_a_file_is_a_checksum():
    source = """
        import hashlib, os
        from flask import Flask, request, session
        app = Flask(__name__)
        @app.post("/images")
        def upload_image():
            data = request.files["image"].read()
            digest = hashlib.sha1(data).hexdigest()
            USE
            return "stored"
        """
    assert lines("CR203", source.replace("USE", 'session["upload_token"] = digest')) == [8]
    assert lines("CR203", source.replace("USE", 'open(os.path.join("/srv/images", digest + ".png"), "wb").write(data)')) == []
    assert lines("CR203", source.replace("hashlib.sha1(data)", "hashlib.sha1(data, usedforsecurity=False)")
                 .replace("USE", 'session["upload_token"] = digest')) == []


def test_cookie_options_built_with_dict_keywords_are_read():
    source = """
        import secrets
        from flask import Flask, make_response
        app = Flask(__name__)
        COOKIE_OPTIONS = dict(GIVEN)
        @app.post("/login")
        def login():
            response = make_response("welcome")
            response.set_cookie("sid", secrets.token_urlsafe(32), **COOKIE_OPTIONS)
            return response
        """
    assert lines("CR237", source.replace("GIVEN", 'httponly=True, samesite="Lax"')) == [9]
    assert lines("CR237", source.replace("GIVEN", 'secure=True, httponly=True, samesite="Lax"')) == []
    assert lines("CR238", source.replace("GIVEN", 'secure=True, httponly=True, samesite="Lax"')) == []


def test_cookie_flags_given_as_conditions_of_module_constants_are_folded():
    source = """
        import secrets
        from flask import Flask, make_response
        app = Flask(__name__)
        DEBUG = GIVEN
        @app.post("/login")
        def login():
            response = make_response("welcome")
            response.set_cookie("sid", secrets.token_urlsafe(32), secure=not DEBUG, httponly=DEBUG is False)
            return response
        """
    assert lines("CR237", source.replace("GIVEN", "True")) == [9]  # not secure in this configuration
    assert lines("CR238", source.replace("GIVEN", "True")) == [9]
    assert lines("CR237", source.replace("GIVEN", "False")) == []
    assert lines("CR238", source.replace("GIVEN", "False")) == []
    # a setting read at run time is not judged
    assert lines("CR237", source.replace("GIVEN", 'os.environ.get("DEBUG") == "1"').replace(
        "import secrets", "import os, secrets")) == []


def test_a_digest_in_the_address_of_public_data_needs_no_resistance():
    source = """
        import hashlib
        from flask import Flask, request
        app = Flask(__name__)
        @app.get("/profile")
        def profile():
            email = request.args.get("email", "").strip().lower()
            digest = hashlib.md5(email.encode()).hexdigest()
            return {"url": USE}
        """
    assert lines("CR203", source.replace("USE", 'f"https://example.com/reset?token={digest}"')) == [8]  # a token
    assert lines("CR203", source.replace("USE", 'f"https://www.gravatar.com/avatar/{digest}?d=identicon"')) == []
    assert lines("CR203", source.replace("USE", '"https://www.gravatar.com/avatar/" + digest')) == []
    assert lines("CR203", source.replace("USE", 'f"https://www.gravatar.com/avatar/{digest}?token={digest}"')) == [8]  # a secret word wins
    assert lines("CR203", source.replace("USE", 'f"https://www.gravatar.com/avatar/{digest}"').replace(
        "hashlib.md5(email.encode())", "hashlib.md5(email.encode(), usedforsecurity=False)")) == []


def test_a_random_code_handed_to_a_helper_that_sends_it_is_a_secret():
    source = """
        import random, secrets
        from flask import Flask, request
        app = Flask(__name__)
        def HELPER(number, code):
            print(f"SMS to {number}: TEXT {code}")
        @app.post("/verify")
        def verify():
            code = DRAW
            HELPER(request.form["phone"], code)
            return "sent"
        """
    def found(helper="send", text="your code is", draw="random.randint(100000, 999999)"):
        return lines("CR204", source.replace("HELPER", helper).replace("TEXT", text).replace("DRAW", draw))
    assert found(helper="send_login_code") == [9]  # the helper is named for it
    assert found(text="your verification code is") == [9]  # the message says what it is
    assert found(helper="send_login_code", draw="secrets.randbelow(900000) + 100000") == []  # from secrets
    assert found(helper="send_lucky_number", text="your lucky number is") == []  # nothing says it is a secret
    assert found() == []  # "code" alone is no secret (a status code): left unreported


_CHALLENGE = """
import random
import secrets
from collections import namedtuple
from flask import Flask, request

app = Flask(__name__)
Challenge = namedtuple("Challenge", ["user", "code"])
PENDING = {}

@app.post("/mfa")
def challenge():
    pending = Challenge(request.form["user"], f"{DRAW:06d}")
    USE
    return "sent"
"""


def test_a_draw_kept_in_a_records_field_is_followed_to_where_the_field_goes():
    def found(draw: str, use: str) -> list[int]:
        return lines("CR204", _CHALLENGE.replace("DRAW", draw).replace("USE", use))

    assert found("random.randint(0, 999999)", "PENDING[pending.user] = pending.code") == [13]  # a table the server checks
    assert found("secrets.randbelow(1_000_000)", "PENDING[pending.user] = pending.code") == []  # unpredictable
    assert found("random.randint(0, 999999)", "print(pending.user)") == []  # the code goes nowhere a secret goes


def test_a_hash_algorithm_chosen_by_a_branch_on_a_module_constant_is_folded():
    source = """
        import hashlib
        from flask import Flask, jsonify, request
        app = Flask(__name__)
        STRENGTH = GIVEN
        @app.post("/documents/seal")
        def seal():
            upload = request.files["document"]
            if STRENGTH == 0:
                algorithm = "sha256"
            elif STRENGTH == 1:
                algorithm = "md5"
            else:
                algorithm = "sha512"
            return jsonify(seal=hashlib.new(algorithm, upload.read()).hexdigest())
        """
    assert lines("CR203", source.replace("GIVEN", "1")) == [15]  # the md5 branch runs
    assert lines("CR203", source.replace("GIVEN", "0")) == []  # only the sha256 branch runs
    assert lines("CR203", source.replace("GIVEN", "2")) == []
    # chosen at run time: which branch runs is not known, nor is the algorithm
    assert lines("CR203", source.replace("GIVEN", 'int(os.environ["STRENGTH"])').replace(
        "import hashlib", "import hashlib, os")) == []


def test_a_hash_algorithm_held_by_a_settings_class_given_to_an_object_is_read():
    source = """
        import hashlib, secrets
        class DigestSettings:
            algorithm = "ALGO"
        class ApiKeyStore:
            def __init__(self, digest):
                self.digest = digest
            def stored(self, secret):
                return hashlib.new(self.digest.algorithm, secret.encode()).hexdigest()
        def issue():
            secret = secrets.token_urlsafe(32)
            return secret, ApiKeyStore(DigestSettings).stored(secret)
        """
    assert lines("CR203", source.replace("ALGO", "md5")) == [9]
    assert lines("CR203", source.replace("ALGO", "sha256")) == []
    # a class attribute stored into elsewhere is not a constant
    assert lines("CR203", source.replace("ALGO", "md5").rstrip() + '\n        DigestSettings.algorithm = "sha256"\n') == []
    # a setattr whose name is not written out may store into any attribute
    assert lines("CR203", source.replace("ALGO", "md5").rstrip()
                 + '\n        class Names:\n            field = "algorithm"'
                 + '\n        setattr(DigestSettings, Names.field, "sha256")\n') == []


def test_cookie_flags_read_from_a_dependencys_dataclass_default():
    source = """
        import secrets
        from dataclasses import dataclass
        from fastapi import APIRouter, Depends, Response
        router = APIRouter()
        @dataclass(frozen=True)
        class CookieSettings:
            secure: bool = True
            httponly: bool = FLAG
        def cookie_settings() -> CookieSettings:
            return CookieSettings(MADE)
        @router.post("/login")
        def login(response: Response, cookie: CookieSettings = Depends(cookie_settings)):
            response.set_cookie("refresh", secrets.token_urlsafe(48), secure=cookie.secure, httponly=cookie.httponly)
            return {"ok": True}
        """
    assert lines("CR238", source.replace("FLAG", "False").replace("MADE", "")) == [14]
    assert lines("CR238", source.replace("FLAG", "True").replace("MADE", "")) == []
    assert lines("CR238", source.replace("FLAG", "True").replace("MADE", "httponly=False")) == [14]  # given
    assert lines("CR238", source.replace("FLAG", "True").replace("MADE", "True, False")) == [14]  # by position
    assert lines("CR238", source.replace("FLAG", "False").replace("MADE", "httponly=True")) == []
    assert lines("CR237", source.replace("FLAG", "False").replace("MADE", "")) == []


def test_cookie_options_changed_by_key_before_the_call_are_read():
    source = """
        import secrets
        from flask import Flask, make_response
        app = Flask(__name__)
        DEBUG = GIVEN
        @app.post("/session/start")
        def start():
            options = {"httponly": True, "secure": True, "samesite": "Strict"}
            options["secure"] = not DEBUG
            resp = make_response("", 204)
            resp.set_cookie("sid", secrets.token_hex(24), **options)
            return resp
        """
    assert lines("CR237", source.replace("GIVEN", "True")) == [11]
    assert lines("CR237", source.replace("GIVEN", "False")) == []
    assert lines("CR238", source.replace("GIVEN", "True")) == []
    # changed in a way not read here: not judged
    assert lines("CR237", source.replace("GIVEN", "True").replace(
        'options["secure"] = not DEBUG', 'options.update(secure=False)')) == []


def test_a_draw_returned_by_a_method_is_followed_to_where_its_calls_go():
    source = """
        import random, secrets, uuid
        from flask import Flask, jsonify, request
        app = Flask(__name__)
        PENDING = {}
        class CodeMaker:
            def __init__(self):
                self._rng = MAKER
            def make(self, digits=6):
                return "".join(str(self._rng.randrange(10)) for _ in range(digits))
        MAKER = CodeMaker()
        @app.post("/mfa/send")
        def send_code():
            phone = request.form["phone"]
            USE
            return jsonify(sent_to=phone[-4:])
        """
    def found(maker="random.Random()", use="PENDING[phone] = MAKER.make()"):
        return lines("CR204", source.replace("MAKER = CodeMaker", "M = CodeMaker").replace("MAKER.make", "M.make")
                     .replace("MAKER", maker).replace("USE", use))
    assert found() == [10]  # a random.Random() kept on self, its code kept in a table the server checks
    assert found(maker="random.SystemRandom()") == []
    assert found(use="print(M.make())") == []  # the digits go nowhere a secret goes
    assert lines("CR204", """
        import uuid
        from fastapi import FastAPI, Response
        app = FastAPI()
        class SessionStore:
            def create(self):
                sid = uuid.MAKE().hex
                return sid
        store = SessionStore()
        @app.post("/login")
        def login(response: Response):
            response.set_cookie("sid", store.create(), httponly=True, secure=True)
            return {"ok": True}
        """.replace("MAKE", "uuid1")) == [7]
    assert lines("CR204", """
        import uuid
        class Store:
            def create(self):
                return uuid.uuid1().hex
        def trace(log):
            log.info(Store().create())
        """) == []  # an identifier no one has to guess


def test_sax_features_set_in_a_loop_over_literal_pairs():
    source = """
        import xml.sax
        from xml.sax.handler import feature_external_ges, feature_namespaces
        from flask import Flask, request
        app = Flask(__name__)
        @app.post("/import/opml")
        def import_opml():
            parser = xml.sax.make_parser()
            for feature, enabled in ((feature_namespaces, False), (feature_external_ges, FLAG)):
                parser.setFeature(feature, enabled)
            parser.feed(request.get_data())
            return "ok"
        """
    assert lines("CR216", source.replace("FLAG", "True")) == [10]
    assert lines("CR216", source.replace("FLAG", "False")) == []
    assert lines("CR216", source.replace("FLAG", "False").replace(
        "((feature_namespaces, False), (feature_external_ges, False))",
        "{feature_namespaces: False, feature_external_ges: True}.items()")) == [10]  # a dict's items


def test_lxml_flags_folded_from_module_constants():
    source = """
        from flask import Flask, request
        from lxml import etree
        app = Flask(__name__)
        LEGACY_DTD = GIVEN
        @app.post("/import/feed")
        def import_feed():
            legacy = LEGACY_DTD > 0
            parser = etree.XMLParser(load_dtd=legacy, resolve_entities=legacy, no_network=False)
            return etree.tostring(etree.parse(request.files["feed"].stream, parser))
        """
    assert lines("CR216", source.replace("GIVEN", "1")) == [9]
    assert lines("CR216", source.replace("GIVEN", "0")) == []  # nothing fetched: no_network opens nothing
    # entities off but a DTD still loaded over the network
    assert lines("CR216", source.replace("GIVEN", "0").replace("load_dtd=legacy", "load_dtd=True")) == [9]


def test_a_draw_re_encoded_by_its_methods_or_filling_a_models_field_is_followed():
    table = """
        import random, secrets
        from flask import Flask, jsonify, request
        app = Flask(__name__)
        INVITES = {}
        @app.post("/invite")
        def invite():
            email = request.form["email"]
            tips = random.sample(["a", "b", "c"], k=2)
            code = DRAW
            INVITES[code] = email
            return jsonify(code=code, tips=tips)
        """
    # ``int.to_bytes`` and ``bytes.hex`` only re-encode the 64 bits
    assert lines("CR204", table.replace("DRAW", 'random.getrandbits(64).to_bytes(8, "big").hex()')) == [10]
    assert lines("CR204", table.replace("DRAW", "secrets.token_bytes(8).hex()")) == []
    assert lines("CR204", table.replace("DRAW", 'random.getrandbits(64).to_bytes(8, "big").hex()').replace(
        "INVITES[code] = email", "print(code)")) == []  # a number only shown keeps nothing
    model = """
        import random, string
        from django.http import JsonResponse
        from .models import Invitation, Profile
        class Codes:
            def __init__(self):
                self.rng = MAKER
            def issue(self, email):
                code = "".join(self.rng.choice(string.ascii_uppercase) for _ in range(12))
                return MODEL.objects.create(email=email, FIELD=code)
        """
    def found(maker="random.Random()", model_name="Invitation", field="code"):
        return lines("CR204", model.replace("MAKER", maker).replace("MODEL", model_name).replace("FIELD", field))
    assert found() == [9]  # an invitation's code: the model names what the field holds
    assert found(maker="random.SystemRandom()") == []
    assert found(model_name="Profile", field="colour") == []  # a profile's colour is no secret
    assert found(model_name="Profile", field="code") == []


def test_cookie_options_zipped_from_constants_are_read():
    source = """
        from flask import Flask, make_response
        app = Flask(__name__)
        @app.route("/login")
        def login():
            options = OPTIONS
            resp = make_response("welcome")
            resp.set_cookie("session_token", "t", **options)
            return resp
        """
    zipped = 'dict(zip(("httponly", "samesite", "secure"), (True, "Lax", SECURE)))'
    assert lines("CR237", source.replace("OPTIONS", zipped.replace("SECURE", "False"))) == [8]
    assert lines("CR237", source.replace("OPTIONS", zipped.replace("SECURE", "True"))) == []
    assert lines("CR237", source.replace("OPTIONS", 'dict([("secure", False), ("httponly", True)])')) == [8]
    assert lines("CR238", source.replace("OPTIONS", 'dict([("secure", True)], httponly=True)')) == []
    assert lines("CR237", source.replace("OPTIONS", "dict(zip(NAMES, VALUES))")) == []  # not known: not judged


def test_a_cookie_flag_the_request_can_turn_off_is_not_set():
    source = """
        import os
        from flask import Flask, abort, make_response, request
        app = Flask(__name__)
        @app.route("/prefs")
        def prefs():
            secure = True
            scheme = request.headers.get("X-Forwarded-Proto", "https")
            if CONDITION:
                BRANCH
            resp = make_response("saved")
            resp.set_cookie("sid", "v", secure=secure, httponly=True)
            return resp
        """
    def found(condition='scheme.strip().lower() == "http"', branch="secure = False"):
        return lines("CR237", source.replace("CONDITION", condition).replace("BRANCH", branch))
    assert found() == [12]  # a header turns it off
    assert found(branch="abort(403)") == []  # refused instead: always on
    assert found(condition='os.environ.get("APP_ENV") == "dev"') == []  # the deployment decides, not the client
    assert lines("CR237", source.replace("if CONDITION:\n                BRANCH", "").replace(
        "secure=secure", 'secure=request.args.get("s") == "1"')) == [11]


def test_an_xml_feature_the_request_turns_on_is_set():
    source = """
        import io, xml.sax
        from xml.sax.handler import feature_external_ges
        from flask import Flask, request
        app = Flask(__name__)
        @app.route("/count", methods=["POST"])
        def count():
            parser = xml.sax.make_parser()
            expand = request.args.get("expand") == "1"
            parser.setFeature(feature_external_ges, FLAG)
            parser.parse(io.BytesIO(request.get_data()))
            return {"expanded": expand}
        """
    assert lines("CR216", source.replace("FLAG", "expand")) == [10]
    assert lines("CR216", source.replace("FLAG", "False")) == []
    assert lines("CR216", source.replace("FLAG", "expand and False")) == []
